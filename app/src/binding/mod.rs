//! Where imgui-rs (Dear ImGui 1.89) and dear-imgui-rs (Dear ImGui 1.92) differ for the app:
//! each binding's side of the same few operations, one file each (`imgui_rs.rs`,
//! `dear_imgui.rs`, with the same names), chosen here and nowhere else. Everything else
//! names the binding as `imgui` (the crate root re-exports dear-imgui-rs under that name),
//! whose calls the two share. (The viewports have a seam of their own, `viewports/`.)
//!
//! - IO: imgui-rs exposes `ImGuiIO`'s fields, dear-imgui-rs accessors ([`IoAccess`]).
//! - A frame: 1.92 hands its textures (fonts included, baked as they are first drawn) to
//!   the renderer between `render` and drawing (`render`).
//! - Fonts: 1.89's atlas is rebuilt at each scale, at the pixels it is shown at; 1.92 bakes
//!   glyphs at any size itself, so the app's fonts are added once (`ensure_fonts`,
//!   `FontAtlasRef`).
//! - The hooks 1.92 moved to the platform IO: the input method's place
//!   (`install_ime_hook`), and in browsers the clipboard (`install_web_clipboard`).
//! - Names: the renderer's type (`Renderer`), the digit keys (`DIGIT_KEYS`), whether a
//!   font has a glyph (`has_glyph`).

use std::time::Duration;

#[cfg(not(feature = "imgui-rs"))]
mod dear_imgui;
#[cfg(feature = "imgui-rs")]
mod imgui_rs;

#[cfg(not(feature = "imgui-rs"))]
pub use dear_imgui::*;
#[cfg(feature = "imgui-rs")]
pub use imgui_rs::*;

/// What the platform layer reads and writes of imgui's IO, by the same names on both
/// bindings.
pub(crate) trait IoAccess {
    /// Sets the display's size (imgui units) and its pixels per unit.
    fn set_display(&mut self, size: [f32; 2], scale: f32);
    /// Advances imgui's clock by the time since the last frame.
    fn advance(&mut self, elapsed: Duration);
    /// imgui asks the platform to move the OS pointer (keyboard navigation).
    fn wants_set_mouse_pos(&self) -> bool;
    /// Where imgui has the pointer.
    fn pointer(&self) -> [f32; 2];
    /// A mouse button is held down.
    #[cfg_attr(not(viewports), allow(dead_code, reason = "the viewports ask it"))]
    fn button_held(&self) -> bool;
    /// A text field is active.
    fn wants_text(&self) -> bool;
    /// imgui's settings changed since they were last saved.
    fn wants_save_settings(&self) -> bool;
    /// The settings were saved.
    fn settings_saved(&mut self);
    /// imgui draws the mouse cursor itself.
    fn draws_cursor(&self) -> bool;
    /// imgui follows macOS's shortcuts (Cmd for Ctrl).
    fn mac_behaviours(&self) -> bool;
    /// Ctrl is held, as imgui's shortcuts read it (the tests of keyboard input ask).
    #[cfg(test)]
    fn ctrl_held(&self) -> bool;
    /// The platform sets mouse cursors and (natively) moves the pointer.
    fn add_platform_flags(&mut self, set_mouse_pos: bool);
    /// Turns Dear ImGui's docking on.
    #[cfg(feature = "docking")]
    fn enable_docking(&mut self);
    /// The display's size (imgui units).
    #[cfg_attr(
        not(target_arch = "wasm32"),
        allow(dead_code, reason = "the page reports it")
    )]
    fn display(&self) -> [f32; 2];
}

/// Adds the app's fonts to imgui's atlas at `pixels_per_unit` device pixels per imgui unit
/// (a font of 16 units wants `size_pixels: 16.0 * pixels_per_unit`). With Dear ImGui 1.89
/// (imgui-rs) it is called with a cleared atlas at each scale; with 1.92 (dear-imgui-rs),
/// which rasterises fonts at every size itself, once, with `pixels_per_unit` 1.
pub type FontSetup = Box<dyn FnMut(FontAtlasRef<'_>, f32)>;

/// What keeps imgui's input-method reports: each binding's `install_ime_hook::<R>` installs
/// a hook where its imgui calls it (1.92 moved it and put the context first) that hands
/// them to `R::record`.
pub(crate) trait ImeRecord {
    /// One report: the viewport, and where imgui wants the input method.
    ///
    /// # Safety
    ///
    /// imgui's pointers, valid for the call, or null.
    unsafe fn record(
        viewport: *mut imgui::sys::ImGuiViewport,
        data: *mut imgui::sys::ImGuiPlatformImeData,
    );
}
