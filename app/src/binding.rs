//! Where imgui-rs (Dear ImGui 1.89) and dear-imgui-rs (Dear ImGui 1.92) differ for the app:
//! each binding's side of the same few operations. Everything else names the binding as
//! `imgui` (the crate root re-exports dear-imgui-rs under that name), whose calls the two
//! share.
//!
//! - IO: imgui-rs exposes `ImGuiIO`'s fields, dear-imgui-rs accessors ([`IoAccess`]).
//! - A frame: 1.92 hands its textures (fonts included, baked as they are first drawn) to
//!   the renderer between `render` and drawing ([`render`]).
//! - The renderer's type ([`Renderer`]).

use std::time::Duration;

/// The renderer of the binding.
#[cfg(feature = "imgui-rs")]
pub type Renderer = imgui_webgpu::Renderer;
/// The renderer of the binding.
#[cfg(not(feature = "imgui-rs"))]
pub type Renderer = imgui_webgpu::dear::Renderer;

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

#[cfg(feature = "imgui-rs")]
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

#[cfg(not(feature = "imgui-rs"))]
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
    #[cfg(feature = "imgui-rs")]
    return imgui.new_frame();
    #[cfg(not(feature = "imgui-rs"))]
    return imgui.frame();
}

/// A rendered frame's draw data, drawable (with dear-imgui-rs, its textures served).
#[cfg(feature = "imgui-rs")]
pub(crate) type Rendered<'a> = &'a imgui::DrawData;
/// A rendered frame's draw data, drawable (with dear-imgui-rs, its textures served).
#[cfg(not(feature = "imgui-rs"))]
pub(crate) type Rendered<'a> = imgui::render::ReconciledFrame<'a>;

/// Ends the frame. With Dear ImGui 1.92 the renderer first answers imgui's texture requests
/// (glyphs baked in the frame, a font texture made or grown); a request it refused is logged
/// and the rest of the frame draws.
pub(crate) fn render<'a>(
    imgui: &'a mut imgui::Context,
    renderer: &mut Renderer,
) -> Result<Rendered<'a>, crate::RunError> {
    #[cfg(feature = "imgui-rs")]
    {
        let _ = renderer;
        Ok(imgui.render())
    }
    #[cfg(not(feature = "imgui-rs"))]
    {
        let pending = imgui.render(renderer.consumer());
        let (frame, textures) = renderer
            .update_textures(pending)
            .map_err(|error| crate::RunError::Textures(error.to_string()))?;
        for refused in &textures.refused {
            log::warn!("the renderer refused one of imgui's texture requests: {refused:?}");
        }
        Ok(frame)
    }
}

/// The draw data of a rendered frame.
pub(crate) fn draw_data<'r>(rendered: &'r Rendered<'_>) -> &'r imgui::DrawData {
    #[cfg(feature = "imgui-rs")]
    return rendered;
    #[cfg(not(feature = "imgui-rs"))]
    return rendered.draw_data();
}

/// Keeps imgui from reading or writing an ini file of its own: the platform keeps its
/// settings where the app asks ([`crate::platform::Settings`]).
pub(crate) fn no_ini_file(imgui: &mut imgui::Context) {
    #[cfg(feature = "imgui-rs")]
    imgui.set_ini_filename(None);
    // `None` holds no string that could fail to convert.
    #[cfg(not(feature = "imgui-rs"))]
    let _ = imgui.set_ini_filename(None::<std::path::PathBuf>);
}

/// Names the platform backend to imgui (shown in its "About" and metrics windows).
pub(crate) fn set_platform_name(imgui: &mut imgui::Context, name: String) {
    #[cfg(feature = "imgui-rs")]
    imgui.set_platform_name(Some(name));
    // A name with a NUL is refused; this one has none.
    #[cfg(not(feature = "imgui-rs"))]
    let _ = imgui.set_platform_name(Some(name));
}
