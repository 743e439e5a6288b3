//! Where the pointer is on the desktop, asked of the display server while imgui's viewports
//! are on: before each frame, as Dear ImGui's GLFW backend asks `glfwGetCursorPos` each
//! frame, and at each pointer event of a viewport's window. A window that imgui moves under
//! the pointer (a viewport dragged by its title bar) races the pointer's events: X11 gives
//! their positions relative to the window, and the window manager says where the window is
//! a little later (after the pointer events its move caused), so a position made from an
//! event and the window's last reported place can be a step off, either way: the window
//! stopped short of the pointer, or jumped between two places. The position asked of the
//! server is where the pointer is now.
//!
//! On X11 this asks through a connection of its own (x11rb's, pure Rust). Elsewhere (Wayland
//! has no desktop positions; Windows and macOS are not asked yet) it answers nothing, and
//! the events' positions stand.

use winit::window::Window;

/// The display server's answer to where the pointer is.
pub struct DesktopPointer {
    #[cfg(all(
        unix,
        not(any(target_os = "macos", target_os = "ios", target_os = "android"))
    ))]
    x11: Option<(x11rb::rust_connection::RustConnection, u32)>,
}

impl std::fmt::Debug for DesktopPointer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DesktopPointer")
            .field("asks", &self.asks())
            .finish()
    }
}

#[cfg(all(
    unix,
    not(any(target_os = "macos", target_os = "ios", target_os = "android"))
))]
impl DesktopPointer {
    /// Connects to `window`'s X server, if it has one (not under Wayland).
    pub fn new(window: &Window) -> Self {
        use winit::raw_window_handle::{HasDisplayHandle, RawDisplayHandle};
        let on_x11 = window.display_handle().is_ok_and(|handle| {
            matches!(
                handle.as_raw(),
                RawDisplayHandle::Xlib(_) | RawDisplayHandle::Xcb(_)
            )
        });
        let x11 = on_x11
            .then(|| {
                use x11rb::connection::Connection;
                let (connection, screen) = x11rb::connect(None).ok()?;
                let root = connection.setup().roots.get(screen)?.root;
                Some((connection, root))
            })
            .flatten();
        Self { x11 }
    }

    /// Whether the display server is asked.
    fn asks(&self) -> bool {
        self.x11.is_some()
    }

    /// Where the pointer is on the desktop (physical pixels), if the server says.
    pub fn position(&self) -> Option<[f32; 2]> {
        use x11rb::protocol::xproto::ConnectionExt;
        let (connection, root) = self.x11.as_ref()?;
        let reply = connection.query_pointer(*root).ok()?.reply().ok()?;
        reply
            .same_screen
            .then(|| [f32::from(reply.root_x), f32::from(reply.root_y)])
    }
}

#[cfg(not(all(
    unix,
    not(any(target_os = "macos", target_os = "ios", target_os = "android"))
)))]
impl DesktopPointer {
    /// Nothing to ask on this system.
    pub fn new(_window: &Window) -> Self {
        Self {}
    }

    /// Whether the display server is asked.
    fn asks(&self) -> bool {
        false
    }

    /// Nothing: the events' positions stand.
    pub fn position(&self) -> Option<[f32; 2]> {
        None
    }
}
