//! imgui's wanted mouse cursor on the window: the arrow, the text beam, the resize arrows,
//! the hand, or none where imgui draws its own (`io.mouse_draw_cursor`) or wants it hidden.

use imgui::MouseCursor;
use winit::window::{CursorIcon, Window};

use crate::probe;

/// The cursor last set on a window, so it is set only when it changes (setting it is a
/// round trip to the display server on X11). Each of the app's windows has one: imgui has
/// one pointer, and every window shows its cursor (as Dear ImGui's own platform backends
/// set it on every viewport's window).
#[derive(Debug, Default)]
pub struct Cursor {
    shown: Option<Option<CursorIcon>>,
}

impl Cursor {
    /// Shows `wanted` (imgui's `mouse_cursor()`), or hides the cursor when imgui wants none
    /// or draws its own.
    pub fn update(&mut self, window: &Window, wanted: Option<MouseCursor>, imgui_draws_it: bool) {
        let icon = wanted.filter(|_| !imgui_draws_it).map(icon_of);
        if self.shown == Some(icon) {
            return;
        }
        self.shown = Some(icon);
        probe::note(format_args!(
            "cursor window {} {}",
            u64::from(window.id()),
            icon.map_or("hidden", |icon| icon.name())
        ));
        match icon {
            Some(icon) => {
                window.set_cursor_visible(true);
                window.set_cursor(icon);
            }
            None => window.set_cursor_visible(false),
        }
    }
}

/// winit's icon for imgui's cursor.
pub fn icon_of(cursor: MouseCursor) -> CursorIcon {
    match cursor {
        MouseCursor::Arrow => CursorIcon::Default,
        MouseCursor::TextInput => CursorIcon::Text,
        MouseCursor::ResizeAll => CursorIcon::Move,
        MouseCursor::ResizeNS => CursorIcon::NsResize,
        MouseCursor::ResizeEW => CursorIcon::EwResize,
        MouseCursor::ResizeNESW => CursorIcon::NeswResize,
        MouseCursor::ResizeNWSE => CursorIcon::NwseResize,
        MouseCursor::Hand => CursorIcon::Pointer,
        MouseCursor::NotAllowed => CursorIcon::NotAllowed,
        // Any other: dear-imgui-rs names "none" as a cursor too (its `mouse_cursor()` gives
        // `None` for it, the cursor hidden, as imgui-rs's does); imgui-rs names no other.
        #[allow(unreachable_patterns, reason = "imgui-rs names no other cursor")]
        _ => CursorIcon::Default,
    }
}
