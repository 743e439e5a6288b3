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

#[cfg(feature = "imgui-rs")]
use imgui::{FontAtlas, FontConfig, FontSource};

/// Adds the app's fonts to a cleared atlas at `pixels_per_unit` device pixels per imgui
/// unit (a font of 16 units wants `size_pixels: 16.0 * pixels_per_unit`).
#[cfg(feature = "imgui-rs")]
pub type FontSetup = Box<dyn FnMut(&mut FontAtlas, f32)>;
/// Adds the app's fonts to the atlas, once: Dear ImGui 1.92 rasterises them at every scale
/// itself, so `pixels_per_unit` is always 1 (a font of 16 units wants `size_pixels: 16.0`).
#[cfg(not(feature = "imgui-rs"))]
pub type FontSetup = Box<dyn FnMut(&imgui::FontAtlas, f32)>;

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

    /// Rebuilds the atlas if `screen_scale` (device pixels per logical pixel) or the UI scale
    /// changed since it was built; `true` when it did (upload it with
    /// `Renderer::reload_font_atlas`).
    #[cfg(feature = "imgui-rs")]
    pub fn ensure(&mut self, imgui: &mut imgui::Context, screen_scale: f32) -> bool {
        let screen_scale = if screen_scale.is_finite() && screen_scale > 0.0 {
            screen_scale
        } else {
            1.0
        };
        let pixels_per_unit = screen_scale * self.ui_scale;
        if self.built_for == Some(pixels_per_unit) {
            return false;
        }
        self.built_for = Some(pixels_per_unit);
        let atlas = imgui.fonts();
        atlas.clear();
        match self.setup.as_mut() {
            Some(setup) => setup(atlas, pixels_per_unit),
            None => {
                atlas.add_font(&[FontSource::DefaultFontData {
                    config: Some(FontConfig {
                        // Not rounded: the font stays 13 units high at every ratio (16 pixels
                        // at 1.25 would be 12.8 units), so what fit at one ratio fits at all.
                        size_pixels: (DEFAULT_FONT_SIZE * pixels_per_unit).max(1.0),
                        ..FontConfig::default()
                    }),
                }]);
            }
        }
        imgui.io_mut().font_global_scale = 1.0 / screen_scale;
        true
    }

    /// With Dear ImGui 1.92: adds the app's fonts the first time, and sets the UI scale as
    /// imgui's main font scale; never anything to reload (`false`).
    #[cfg(not(feature = "imgui-rs"))]
    pub fn ensure(&mut self, imgui: &mut imgui::Context, screen_scale: f32) -> bool {
        let screen_scale = if screen_scale.is_finite() && screen_scale > 0.0 {
            screen_scale
        } else {
            1.0
        };
        if self.built_for.is_none() {
            if let Some(setup) = self.setup.as_mut() {
                setup(imgui.font_atlas(), 1.0);
            }
        }
        self.built_for = Some(screen_scale * self.ui_scale);
        imgui.style_mut().set_font_scale_main(self.ui_scale);
        false
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
