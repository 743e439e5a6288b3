//! Dear ImGui's platform side of multi-viewport (`PlatformViewportBackend`) on winit: imgui
//! asks for OS windows while it updates its viewports, where winit cannot make one (a window
//! needs the event loop, which only the runner holds). So each request is queued, and each
//! question (where is a window, is it focused, minimised) is answered from what the OS last
//! told the runner. The runner carries the requests out right after
//! `Context::update_platform_windows`.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use imgui::{Id, PlatformViewportBackend, Viewport, ViewportFlags};

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
    /// The main viewport's id (its window is the runner's own).
    pub main: Option<Id>,
    /// Requests not carried out yet.
    pub requests: Vec<Request>,
    /// What is known of each viewport's window, the main one's included.
    pub known: HashMap<Id, Known>,
}

/// The handle both sides hold.
pub type SharedDesktop = Rc<RefCell<Desktop>>;

/// The `PlatformViewportBackend` imgui calls: it queues and answers (see the module).
pub struct QueuedPlatform {
    /// What it shares with the runner.
    pub desktop: SharedDesktop,
}

impl QueuedPlatform {
    fn push(&self, request: Request) {
        self.desktop.borrow_mut().requests.push(request);
    }

    fn known(&self, viewport: &Viewport) -> Option<Known> {
        self.desktop.borrow().known.get(&viewport.id).copied()
    }

    /// Records what imgui itself set, so its next question gets the answer it expects
    /// before the OS confirms it.
    fn remember(&self, viewport: &Viewport, change: impl FnOnce(&mut Known)) {
        let mut desktop = self.desktop.borrow_mut();
        let known = desktop.known.entry(viewport.id).or_insert(Known {
            pos: viewport.pos,
            size: viewport.size,
            focused: false,
            minimized: false,
        });
        change(known);
    }
}

impl PlatformViewportBackend for QueuedPlatform {
    fn create_window(&mut self, viewport: &mut Viewport) {
        self.remember(viewport, |_| {});
        self.push(Request::Create {
            id: viewport.id,
            pos: viewport.pos,
            size: viewport.size,
            decorated: !viewport.flags.contains(ViewportFlags::NO_DECORATION),
        });
    }

    fn destroy_window(&mut self, viewport: &mut Viewport) {
        let mut desktop = self.desktop.borrow_mut();
        desktop.known.remove(&viewport.id);
        desktop.requests.push(Request::Destroy(viewport.id));
    }

    fn show_window(&mut self, viewport: &mut Viewport) {
        self.push(Request::Show {
            id: viewport.id,
            focus: !viewport
                .flags
                .contains(ViewportFlags::NO_FOCUS_ON_APPEARING),
        });
    }

    fn set_window_pos(&mut self, viewport: &mut Viewport, pos: [f32; 2]) {
        self.remember(viewport, |known| known.pos = pos);
        self.push(Request::Move(viewport.id, pos));
    }

    fn get_window_pos(&mut self, viewport: &mut Viewport) -> [f32; 2] {
        self.known(viewport).map_or(viewport.pos, |known| known.pos)
    }

    fn set_window_size(&mut self, viewport: &mut Viewport, size: [f32; 2]) {
        self.remember(viewport, |known| known.size = size);
        self.push(Request::Resize(viewport.id, size));
    }

    fn get_window_size(&mut self, viewport: &mut Viewport) -> [f32; 2] {
        self.known(viewport)
            .map_or(viewport.size, |known| known.size)
    }

    fn set_window_focus(&mut self, viewport: &mut Viewport) {
        self.push(Request::Focus(viewport.id));
    }

    fn get_window_focus(&mut self, viewport: &mut Viewport) -> bool {
        self.known(viewport).is_some_and(|known| known.focused)
    }

    fn get_window_minimized(&mut self, viewport: &mut Viewport) -> bool {
        self.known(viewport).is_some_and(|known| known.minimized)
    }

    fn set_window_title(&mut self, viewport: &mut Viewport, title: &str) {
        // imgui's titles carry `###id` suffixes; the OS shows the part before them.
        let shown = title.split("##").next().unwrap_or(title).to_owned();
        self.push(Request::Title(viewport.id, shown));
    }

    fn set_window_alpha(&mut self, _viewport: &mut Viewport, _alpha: f32) {
        // winit has no window opacity; imgui's own alpha still applies to what it draws.
    }

    fn update_window(&mut self, _viewport: &mut Viewport) {}

    fn render_window(&mut self, _viewport: &mut Viewport) {
        // The runner draws every viewport itself, with the app's one renderer.
    }

    fn swap_buffers(&mut self, _viewport: &mut Viewport) {}

    fn create_vk_surface(
        &mut self,
        _viewport: &mut Viewport,
        _instance: u64,
        _out_surface: &mut u64,
    ) -> i32 {
        // Surfaces come from wgpu (`Instance::create_surface`), never through imgui.
        -1
    }
}

/// The renderer's side, which imgui needs installed to call the platform's: the runner
/// renders each viewport itself after `update_platform_windows`, so nothing happens here.
pub struct RunnerRendersViewports;

impl imgui::RendererViewportBackend for RunnerRendersViewports {
    fn create_window(&mut self, _viewport: &mut Viewport) {}
    fn destroy_window(&mut self, _viewport: &mut Viewport) {}
    fn set_window_size(&mut self, _viewport: &mut Viewport, _size: [f32; 2]) {}
    fn render_window(&mut self, _viewport: &mut Viewport) {}
    fn swap_buffers(&mut self, _viewport: &mut Viewport) {}
}
