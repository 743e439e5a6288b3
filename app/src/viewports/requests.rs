//! Dear ImGui's platform side of multi-viewport on winit, whichever binding calls it: imgui
//! asks for OS windows while it updates its viewports, where winit cannot make one (a window
//! needs the event loop, which only the runner holds). So each request is queued, and each
//! question (where is a window, is it focused, minimised) is answered from what the OS last
//! told the runner. The runner carries the requests out right after
//! `Context::update_platform_windows`. Each binding's callbacks (`viewports/imgui_rs.rs`,
//! `viewports/dear_imgui.rs`) only translate imgui's viewport into [`Asked`] and call
//! [`Queue`].

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use imgui::Id;

/// What imgui asked of the OS windows, in order.
#[derive(Clone, Debug, PartialEq)]
pub enum Request {
    /// Open a window for the viewport (hidden until [`Request::Show`]).
    Create {
        /// The viewport.
        id: Id,
        /// Where, in imgui's desktop units.
        pos: [f32; 2],
        /// How large, in imgui's desktop units.
        size: [f32; 2],
        /// imgui draws the title bar and borders itself (the default).
        decorated: bool,
    },
    /// Close the viewport's window and release its surface.
    Destroy(Id),
    /// Show the window (after its first position, size and title).
    Show {
        /// The viewport.
        id: Id,
        /// Take the keyboard focus as it appears.
        focus: bool,
    },
    /// Move the window's client area to this desktop position.
    Move(Id, [f32; 2]),
    /// Resize the window's client area.
    Resize(Id, [f32; 2]),
    /// Give the window the keyboard focus.
    Focus(Id),
    /// Set the window's title.
    Title(Id, String),
}

/// What the OS last said of a viewport's window, for imgui's questions.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Known {
    /// The client area's top-left corner, in imgui's desktop units.
    pub pos: [f32; 2],
    /// The client area's size, in imgui's desktop units.
    pub size: [f32; 2],
    /// The window has the keyboard focus.
    pub focused: bool,
    /// The window is minimised.
    pub minimized: bool,
}

/// The state the backend (inside imgui's context) and the runner share: one thread, so an
/// `Rc<RefCell<_>>`, borrowed only for the length of one call.
#[derive(Debug, Default)]
pub struct Desktop {
    /// Requests not carried out yet.
    pub requests: Vec<Request>,
    /// What is known of each viewport's window, the main one's included.
    pub known: HashMap<Id, Known>,
    /// Device pixels per imgui unit in every window (one scale for the whole desktop: the
    /// main window's); 0 until the runner sets it.
    pub scale: f32,
}

/// The handle both sides hold.
pub type SharedDesktop = Rc<RefCell<Desktop>>;

/// What a callback knows of the viewport imgui passes it, by value.
#[derive(Clone, Copy, Debug)]
pub struct Asked {
    /// The viewport.
    pub id: Id,
    /// Where imgui has it, in its desktop units.
    pub pos: [f32; 2],
    /// Its size, in imgui's desktop units.
    pub size: [f32; 2],
    /// imgui draws the title bar and borders itself (the OS adds none).
    pub undecorated: bool,
    /// It does not take the keyboard focus as it appears.
    pub no_focus_on_appearing: bool,
}

/// The queue and the answers, as imgui's callbacks (of either binding) use them.
pub struct Queue<'a>(pub &'a SharedDesktop);

impl Queue<'_> {
    fn push(&self, request: Request) {
        self.0.borrow_mut().requests.push(request);
    }

    fn known(&self, viewport: &Asked) -> Option<Known> {
        self.0.borrow().known.get(&viewport.id).copied()
    }

    /// Records what imgui itself set, so its next question gets the answer it expects
    /// before the OS confirms it.
    fn remember(&self, viewport: &Asked, change: impl FnOnce(&mut Known)) {
        let mut desktop = self.0.borrow_mut();
        let known = desktop.known.entry(viewport.id).or_insert(Known {
            pos: viewport.pos,
            size: viewport.size,
            focused: false,
            minimized: false,
        });
        change(known);
    }

    /// `Platform_CreateWindow`.
    pub fn create_window(&self, viewport: &Asked) {
        self.remember(viewport, |_| {});
        self.push(Request::Create {
            id: viewport.id,
            pos: viewport.pos,
            size: viewport.size,
            decorated: !viewport.undecorated,
        });
    }

    /// `Platform_DestroyWindow`.
    pub fn destroy_window(&self, viewport: &Asked) {
        let mut desktop = self.0.borrow_mut();
        desktop.known.remove(&viewport.id);
        desktop.requests.push(Request::Destroy(viewport.id));
    }

    /// `Platform_ShowWindow`.
    pub fn show_window(&self, viewport: &Asked) {
        self.push(Request::Show {
            id: viewport.id,
            focus: !viewport.no_focus_on_appearing,
        });
    }

    /// `Platform_SetWindowPos`.
    pub fn set_window_pos(&self, viewport: &Asked, pos: [f32; 2]) {
        self.remember(viewport, |known| known.pos = pos);
        self.push(Request::Move(viewport.id, pos));
    }

    /// `Platform_GetWindowPos`.
    pub fn window_pos(&self, viewport: &Asked) -> [f32; 2] {
        self.known(viewport).map_or(viewport.pos, |known| known.pos)
    }

    /// `Platform_SetWindowSize`.
    pub fn set_window_size(&self, viewport: &Asked, size: [f32; 2]) {
        self.remember(viewport, |known| known.size = size);
        self.push(Request::Resize(viewport.id, size));
    }

    /// `Platform_GetWindowSize`.
    pub fn window_size(&self, viewport: &Asked) -> [f32; 2] {
        self.known(viewport)
            .map_or(viewport.size, |known| known.size)
    }

    /// `Platform_SetWindowFocus`.
    pub fn set_window_focus(&self, viewport: &Asked) {
        self.push(Request::Focus(viewport.id));
    }

    /// `Platform_GetWindowFocus`.
    pub fn window_focus(&self, viewport: &Asked) -> bool {
        self.known(viewport).is_some_and(|known| known.focused)
    }

    /// `Platform_GetWindowMinimized`.
    pub fn window_minimized(&self, viewport: &Asked) -> bool {
        self.known(viewport).is_some_and(|known| known.minimized)
    }

    /// `Platform_GetWindowFramebufferScale` (Dear ImGui 1.92: its fonts are rasterised at
    /// this density in the viewport's window).
    #[cfg_attr(
        feature = "imgui-rs",
        allow(dead_code, reason = "1.89 has no such question")
    )]
    pub fn framebuffer_scale(&self) -> f32 {
        let scale = self.0.borrow().scale;
        if scale > 0.0 { scale } else { 1.0 }
    }

    /// `Platform_SetWindowTitle`: imgui's titles carry `###id` suffixes; the OS shows the
    /// part before them.
    pub fn set_window_title(&self, viewport: &Asked, title: &str) {
        let shown = title.split("##").next().unwrap_or(title).to_owned();
        self.push(Request::Title(viewport.id, shown));
    }
}
