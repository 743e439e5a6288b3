//! imgui-rs's side of the binding seam (Dear ImGui 1.89): see `binding/mod.rs`.

use std::time::Duration;

use imgui::Key;

use super::IoAccess;

/// The renderer of the binding.
pub type Renderer = imgui_webgpu::Renderer;

/// What the app's font setup is handed: imgui's atlas, cleared, to add fonts to at the
/// pixels per unit it is also given (called again at each scale change). With the
/// `dear-imgui` feature it is `&dear_imgui_rs::FontAtlas` instead, called once.
pub type FontAtlasRef<'a> = &'a mut imgui::FontAtlas;

/// The digit keys 0 to 9 (imgui-rs names them `Alpha0`..).
pub(crate) const DIGIT_KEYS: [Key; 10] = [
    Key::Alpha0,
    Key::Alpha1,
    Key::Alpha2,
    Key::Alpha3,
    Key::Alpha4,
    Key::Alpha5,
    Key::Alpha6,
    Key::Alpha7,
    Key::Alpha8,
    Key::Alpha9,
];

impl IoAccess for imgui::Io {
    fn set_display(&mut self, size: [f32; 2], scale: f32) {
        self.display_framebuffer_scale = [scale, scale];
        self.display_size = size;
    }

    fn advance(&mut self, elapsed: Duration) {
        self.update_delta_time(elapsed);
    }

    fn wants_set_mouse_pos(&self) -> bool {
        self.want_set_mouse_pos
    }

    fn pointer(&self) -> [f32; 2] {
        self.mouse_pos
    }

    fn button_held(&self) -> bool {
        self.mouse_down.iter().any(|down| *down)
    }

    fn wants_text(&self) -> bool {
        self.want_text_input
    }

    fn wants_save_settings(&self) -> bool {
        self.want_save_ini_settings
    }

    fn settings_saved(&mut self) {
        self.want_save_ini_settings = false;
    }

    fn draws_cursor(&self) -> bool {
        self.mouse_draw_cursor
    }

    fn mac_behaviours(&self) -> bool {
        self.config_mac_os_behaviors
    }

    #[cfg(test)]
    fn ctrl_held(&self) -> bool {
        self.key_ctrl
    }

    fn add_platform_flags(&mut self, set_mouse_pos: bool) {
        self.backend_flags
            .insert(imgui::BackendFlags::HAS_MOUSE_CURSORS);
        if set_mouse_pos {
            self.backend_flags
                .insert(imgui::BackendFlags::HAS_SET_MOUSE_POS);
        }
    }

    #[cfg(feature = "docking")]
    fn enable_docking(&mut self) {
        self.config_flags.insert(imgui::ConfigFlags::DOCKING_ENABLE);
    }

    fn display(&self) -> [f32; 2] {
        self.display_size
    }
}

/// Starts a frame: the `Ui` the app's closure gets.
pub(crate) fn new_frame(imgui: &mut imgui::Context) -> &mut imgui::Ui {
    imgui.new_frame()
}

/// A rendered frame's draw data, drawable.
pub(crate) type Rendered<'a> = &'a imgui::DrawData;

/// Ends the frame (1.89 has no texture requests to answer).
pub(crate) fn render<'a>(
    imgui: &'a mut imgui::Context,
    _renderer: &mut Renderer,
) -> Result<Rendered<'a>, crate::RunError> {
    Ok(imgui.render())
}

/// The draw data of a rendered frame.
pub(crate) fn draw_data<'r>(rendered: &'r Rendered<'_>) -> &'r imgui::DrawData {
    rendered
}

/// Keeps imgui from reading or writing an ini file of its own: the platform keeps its
/// settings where the app asks (`platform::Settings`).
pub(crate) fn no_ini_file(imgui: &mut imgui::Context) {
    imgui.set_ini_filename(None);
}

/// Names the platform backend to imgui (shown in its "About" and metrics windows).
pub(crate) fn set_platform_name(imgui: &mut imgui::Context, name: String) {
    imgui.set_platform_name(Some(name));
}

/// Builds imgui's atlas for `screen_scale` times `ui_scale` device pixels per imgui unit,
/// unless it was `built_for` that already: cleared, with the app's fonts (`setup`) or
/// imgui's default font (`default_size` units high) at that many pixels, shown at its size
/// in units (`font_global_scale`). `true` when it was built (upload it with
/// [`reload_font_atlas`]).
pub(crate) fn build_fonts(
    imgui: &mut imgui::Context,
    (setup, default_size): (Option<&mut super::FontSetup>, f32),
    built_for: Option<f32>,
    screen_scale: f32,
    ui_scale: f32,
) -> bool {
    use imgui::{FontConfig, FontSource};

    let pixels_per_unit = screen_scale * ui_scale;
    if built_for == Some(pixels_per_unit) {
        return false;
    }
    let atlas = imgui.fonts();
    atlas.clear();
    match setup {
        Some(setup) => setup(atlas, pixels_per_unit),
        None => {
            atlas.add_font(&[FontSource::DefaultFontData {
                config: Some(FontConfig {
                    // Not rounded: the font stays 13 units high at every ratio (16 pixels
                    // at 1.25 would be 12.8 units), so what fit at one ratio fits at all.
                    size_pixels: (default_size * pixels_per_unit).max(1.0),
                    ..FontConfig::default()
                }),
            }]);
        }
    }
    imgui.io_mut().font_global_scale = 1.0 / screen_scale;
    true
}

/// Uploads the atlas [`build_fonts`] rebuilt. A lost device is not an error here:
/// `Renderer::recover` uploads it.
pub(crate) fn reload_font_atlas(
    renderer: &mut Renderer,
    imgui: &mut imgui::Context,
) -> Result<(), imgui_webgpu::error::SetupError> {
    match renderer.reload_font_atlas(imgui) {
        Ok(()) | Err(imgui_webgpu::error::SetupError::DeviceLost(_)) => Ok(()),
        Err(error) => Err(error),
    }
}

/// Whether the current font draws `code` (a null font draws everything: nothing is looked
/// up outside a frame).
///
/// # Safety
///
/// `font` is the current context's current font, or null.
pub(crate) unsafe fn font_has_glyph(
    font: *mut imgui::sys::ImFont,
    code: imgui::sys::ImWchar,
) -> bool {
    // SAFETY: the caller's; the lookup only reads the font's tables.
    font.is_null() || unsafe { !imgui::sys::ImFont_FindGlyphNoFallback(font, code).is_null() }
}

/// imgui's input-method hook in 1.89: hands the report to `R`.
unsafe extern "C" fn ime_hook<R: super::ImeRecord>(
    viewport: *mut imgui::sys::ImGuiViewport,
    data: *mut imgui::sys::ImGuiPlatformImeData,
) {
    // SAFETY: imgui's pointers, valid for the call, handed on as they came.
    unsafe { R::record(viewport, data) }
}

/// Installs the input method's hook, reporting to `R` (`io.SetPlatformImeDataFn` in 1.89),
/// on `imgui`.
pub(crate) fn install_ime_hook<R: super::ImeRecord>(imgui: &mut imgui::Context) {
    let io: *mut imgui::Io = imgui.io_mut();
    // SAFETY: `imgui::Io` is `#[repr(C)]` over `ImGuiIO` (imgui-rs asserts the layout), and
    // the pointer comes from a live exclusive borrow.
    unsafe {
        (*io.cast::<imgui::sys::ImGuiIO>()).SetPlatformImeDataFn = Some(ime_hook::<R>);
    }
}

/// In browsers: nothing more than the clipboard backend imgui-rs hands to imgui itself.
#[cfg(target_arch = "wasm32")]
pub(crate) fn install_web_clipboard(_clipboard: crate::web::clipboard::WebClipboard) {}
