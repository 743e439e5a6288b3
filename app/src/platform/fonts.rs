//! Sharp text at any scale: the font atlas is rasterised at the pixels it is shown at.
//!
//! imgui works in logical units (a window's scale factor, a browser's `devicePixelRatio`,
//! times the app's own UI scale). Fonts rasterised at their logical size and stretched by the
//! scale come out blurry on a high-DPI screen. So the atlas is rebuilt whenever the scale
//! changes, with every font at its size times the scale, and shown at its logical size
//! (`font_global_scale` = 1 / pixel scale): one texel per device pixel.
//!
//! Dear ImGui 1.92 (dear-imgui-rs) does this itself: fonts are used at any size, and each
//! glyph is rasterised at the density of the viewport it is drawn in (its framebuffer
//! scale). Nothing is rebuilt: the app's fonts are added once, and the UI scale is imgui's
//! `style.FontScaleMain`.

pub use crate::binding::{FontAtlasRef, FontSetup};

/// imgui's default font size, in imgui units.
pub const DEFAULT_FONT_SIZE: f32 = 13.0;

/// The app's fonts and the scale the atlas was last built for.
pub struct Fonts {
    setup: Option<FontSetup>,
    /// The app's own scale on top of the screen's (say, a "UI scale" setting).
    ui_scale: f32,
    /// The pixel scale (screen scale times UI scale) the atlas was built for.
    built_for: Option<f32>,
}

impl std::fmt::Debug for Fonts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Fonts")
            .field("custom", &self.setup.is_some())
            .field("ui_scale", &self.ui_scale)
            .field("built_for", &self.built_for)
            .finish()
    }
}

impl Fonts {
    /// imgui's default font, or the app's fonts from `setup`.
    pub fn new(setup: Option<FontSetup>) -> Self {
        Self {
            setup,
            ui_scale: 1.0,
            built_for: None,
        }
    }

    /// Sets the app's UI scale (1 is imgui's size); the atlas is rebuilt at the next
    /// [`Fonts::ensure`].
    pub fn set_ui_scale(&mut self, scale: f32) {
        if scale.is_finite() && scale > 0.0 {
            self.ui_scale = scale;
        }
    }

    /// The app's UI scale.
    pub fn ui_scale(&self) -> f32 {
        self.ui_scale
    }

    /// One wheel step of imgui, in imgui units: five lines of the default font, as imgui
    /// scrolls a window.
    pub fn wheel_step(&self) -> f32 {
        5.0 * DEFAULT_FONT_SIZE * self.ui_scale
    }

    /// Makes imgui's fonts ready for `screen_scale` (device pixels per logical pixel) and
    /// the UI scale: with Dear ImGui 1.89 the atlas is rebuilt if either changed since it was
    /// built (`true`: upload it with `Renderer::reload_font_atlas`); with 1.92 the app's fonts
    /// are added the first time and the UI scale set, and nothing is rebuilt (`false`).
    pub fn ensure(&mut self, imgui: &mut imgui::Context, screen_scale: f32) -> bool {
        let screen_scale = if screen_scale.is_finite() && screen_scale > 0.0 {
            screen_scale
        } else {
            1.0
        };
        let built = crate::binding::build_fonts(
            imgui,
            (self.setup.as_mut(), DEFAULT_FONT_SIZE),
            self.built_for,
            screen_scale,
            self.ui_scale,
        );
        self.built_for = Some(screen_scale * self.ui_scale);
        built
    }

    /// The pixel scale the atlas was last built for, if it was.
    pub fn built_for(&self) -> Option<f32> {
        self.built_for
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Text measured in imgui units with the default font rasterised for `scale` device
    /// pixels per unit: (the width of a line, the line height).
    fn measure(imgui: &mut imgui::Context, fonts: &mut Fonts, scale: f32) -> (f32, f32) {
        fonts.ensure(imgui, scale);
        imgui.fonts().build_rgba32_texture();
        let ui = imgui.new_frame();
        let width = ui.calc_text_size("The quick brown fox jumps over 13 lazy dogs.")[0];
        let height = ui.text_line_height();
        imgui.render();
        (width, height)
    }

    /// A window sized to its text at one pixel ratio still fits it at another: text keeps
    /// its size in imgui units however many device pixels it is rasterised at (rounding the
    /// font's pixel size made it 13.33 units at a ratio of 1.5 and 12.8 at 1.25).
    #[test]
    fn text_keeps_its_size_in_imgui_units_at_every_pixel_ratio() {
        let _turn = crate::one_imgui_at_a_time();
        let mut imgui = imgui::Context::create();
        imgui.set_ini_filename(None);
        imgui.io_mut().display_size = [800.0, 600.0];
        let mut fonts = Fonts::new(None);
        let (width, height) = measure(&mut imgui, &mut fonts, 1.0);
        assert_eq!(height, DEFAULT_FONT_SIZE);
        for scale in [1.25, 1.5, 1.75, 2.0, 3.0, 1.0] {
            let (scaled_width, scaled_height) = measure(&mut imgui, &mut fonts, scale);
            assert!(
                (scaled_height - height).abs() < 0.01,
                "at a ratio of {scale} a line is {scaled_height} units high, at 1 {height}"
            );
            assert!(
                (scaled_width - width).abs() <= width * 0.005,
                "at a ratio of {scale} the text is {scaled_width} units wide, at 1 {width}"
            );
        }
    }
}
