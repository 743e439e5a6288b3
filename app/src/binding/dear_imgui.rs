//! dear-imgui-rs's side of the binding seam (Dear ImGui 1.92): see `binding/mod.rs`.

use std::time::Duration;

use imgui::Key;

use super::IoAccess;

/// The renderer of the binding.
pub type Renderer = imgui_webgpu::dear::Renderer;

/// What the app's font setup is handed: imgui's atlas, to add fonts to once (Dear ImGui
/// 1.92 rasterises them at every size itself: the pixels per unit it is also given is
/// always 1). With the `imgui-rs` feature it is `&mut imgui::FontAtlas` instead, called at
/// each scale.
pub type FontAtlasRef<'a> = &'a imgui::FontAtlas;

/// The digit keys 0 to 9 (dear-imgui-rs names them `Key0`..).
pub(crate) const DIGIT_KEYS: [Key; 10] = [
    Key::Key0,
    Key::Key1,
    Key::Key2,
    Key::Key3,
    Key::Key4,
    Key::Key5,
    Key::Key6,
    Key::Key7,
    Key::Key8,
    Key::Key9,
];

impl IoAccess for imgui::Io {
    fn set_display(&mut self, size: [f32; 2], scale: f32) {
        self.set_display_framebuffer_scale([scale, scale]);
        self.set_display_size(size);
    }

    fn advance(&mut self, elapsed: Duration) {
        // imgui asserts a positive step, as imgui-rs's `update_delta_time` sees to.
        self.set_delta_time(elapsed.as_secs_f32().max(1.0e-5));
    }

    fn wants_set_mouse_pos(&self) -> bool {
        self.want_set_mouse_pos()
    }

    fn pointer(&self) -> [f32; 2] {
        self.mouse_pos()
    }

    fn button_held(&self) -> bool {
        // imgui's five buttons (`ImGuiMouseButton_COUNT`).
        (0..5).any(|button| self.mouse_down_raw_index(button))
    }

    fn wants_text(&self) -> bool {
        self.want_text_input()
    }

    fn wants_save_settings(&self) -> bool {
        self.want_save_ini_settings()
    }

    fn settings_saved(&mut self) {
        let io: *mut imgui::Io = self;
        // SAFETY: `dear_imgui_rs::Io` is a transparent view of the context's `ImGuiIO`, and
        // the pointer comes from a live exclusive borrow.
        unsafe { (*io.cast::<imgui::sys::ImGuiIO>()).WantSaveIniSettings = false };
    }

    fn draws_cursor(&self) -> bool {
        self.mouse_draw_cursor()
    }

    fn mac_behaviours(&self) -> bool {
        self.config_macosx_behaviors()
    }

    #[cfg(test)]
    fn ctrl_held(&self) -> bool {
        self.key_ctrl()
    }

    fn add_platform_flags(&mut self, set_mouse_pos: bool) {
        let mut flags = self.backend_flags();
        flags.insert(imgui::BackendFlags::HAS_MOUSE_CURSORS);
        if set_mouse_pos {
            flags.insert(imgui::BackendFlags::HAS_SET_MOUSE_POS);
        }
        self.set_backend_flags(flags);
    }

    #[cfg(feature = "docking")]
    fn enable_docking(&mut self) {
        let flags = self.config_flags() | imgui::ConfigFlags::DOCKING_ENABLE;
        self.set_config_flags(flags);
    }

    fn display(&self) -> [f32; 2] {
        self.display_size()
    }
}

/// Starts a frame: the `Ui` the app's closure gets.
pub(crate) fn new_frame(imgui: &mut imgui::Context) -> &mut imgui::Ui {
    imgui.frame()
}

/// A rendered frame's draw data, drawable (its textures served).
pub(crate) type Rendered<'a> = imgui::render::ReconciledFrame<'a>;

/// Ends the frame. The renderer first answers imgui's texture requests (glyphs baked in
/// the frame, a font texture made or grown); a request it refused is logged and the rest of
/// the frame draws.
pub(crate) fn render<'a>(
    imgui: &'a mut imgui::Context,
    renderer: &mut Renderer,
) -> Result<Rendered<'a>, crate::RunError> {
    let pending = imgui.render(renderer.consumer());
    let (frame, textures) = renderer
        .update_textures(pending)
        .map_err(|error| crate::RunError::Textures(error.to_string()))?;
    for refused in &textures.refused {
        log::warn!("the renderer refused one of imgui's texture requests: {refused:?}");
    }
    Ok(frame)
}

/// The draw data of a rendered frame.
pub(crate) fn draw_data<'r>(rendered: &'r Rendered<'_>) -> &'r imgui::DrawData {
    rendered.draw_data()
}

/// Keeps imgui from reading or writing an ini file of its own: the platform keeps its
/// settings where the app asks (`platform::Settings`).
pub(crate) fn no_ini_file(imgui: &mut imgui::Context) {
    // `None` holds no string that could fail to convert.
    let _ = imgui.set_ini_filename(None::<std::path::PathBuf>);
}

/// Names the platform backend to imgui (shown in its "About" and metrics windows).
pub(crate) fn set_platform_name(imgui: &mut imgui::Context, name: String) {
    // A name with a NUL is refused; this one has none.
    let _ = imgui.set_platform_name(Some(name));
}

/// Adds the app's fonts (`setup`) the first time (nothing was `built_for` yet), and sets
/// the UI scale as imgui's main font scale: Dear ImGui 1.92 rasterises glyphs at every size
/// and density itself, so nothing is ever rebuilt (`false`: nothing to reload).
pub(crate) fn build_fonts(
    imgui: &mut imgui::Context,
    (setup, _default_size): (Option<&mut super::FontSetup>, f32),
    built_for: Option<f32>,
    _screen_scale: f32,
    ui_scale: f32,
) -> bool {
    if built_for.is_none() {
        if let Some(setup) = setup {
            setup(imgui.font_atlas(), 1.0);
        }
    }
    imgui.style_mut().set_font_scale_main(ui_scale);
    false
}

/// Uploads a rebuilt atlas: with 1.92 there is none ([`build_fonts`] never rebuilds; imgui
/// hands its glyphs to the renderer with each frame), so nothing to do.
pub(crate) fn reload_font_atlas(
    _renderer: &mut Renderer,
    _imgui: &mut imgui::Context,
) -> Result<(), imgui_webgpu::error::SetupError> {
    Ok(())
}

/// Whether the current font draws `code` (a null font draws everything: nothing is looked
/// up outside a frame). 1.92 loads glyphs as they are asked for: whether one exists is its
/// own question.
///
/// # Safety
///
/// `font` is the current context's current font, or null.
pub(crate) unsafe fn font_has_glyph(
    font: *mut imgui::sys::ImFont,
    code: imgui::sys::ImWchar,
) -> bool {
    // SAFETY: the caller's; the lookup only reads the font's tables.
    font.is_null() || unsafe { imgui::sys::ImFont_IsGlyphInFont(font, code) }
}

/// imgui's input-method hook in 1.92 (on the platform IO, with the context first): hands
/// the report to `R`.
unsafe extern "C" fn ime_hook<R: super::ImeRecord>(
    _context: *mut imgui::sys::ImGuiContext,
    viewport: *mut imgui::sys::ImGuiViewport,
    data: *mut imgui::sys::ImGuiPlatformImeData,
) {
    // SAFETY: imgui's pointers, valid for the call, handed on as they came.
    unsafe { R::record(viewport, data) }
}

/// Installs the input method's hook, reporting to `R` (`Platform_SetImeDataFn`: 1.92 moved
/// it to the platform IO), on the current context.
pub(crate) fn install_ime_hook<R: super::ImeRecord>(imgui: &mut imgui::Context) {
    let _ = imgui; // current: its platform IO is the one set
    // SAFETY: the context is current and alive; its platform IO lives as long.
    unsafe {
        if let Some(io) = imgui::sys::igGetPlatformIO_Nil().as_mut() {
            io.Platform_SetImeDataFn = Some(ime_hook::<R>);
        }
    }
}

#[cfg(target_arch = "wasm32")]
mod web_clipboard;
#[cfg(target_arch = "wasm32")]
pub(crate) use web_clipboard::install as install_web_clipboard;
