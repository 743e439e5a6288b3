//! Text imgui cannot show: a character its font has no glyph for is drawn as `?`. Typed or
//! composed text (Japanese through an input method, say, with imgui's default font, which
//! has Latin glyphs only) would turn into `??` without a word; each such character is
//! reported once instead, with the text it came in and what to load.

use std::collections::HashSet;

use imgui::internal::RawCast;

/// The characters reported so far.
#[derive(Debug, Default)]
pub struct MissingGlyphs {
    reported: HashSet<char>,
    /// Every character reported, in order.
    all: String,
}

impl MissingGlyphs {
    /// Reports the characters of `text` that `font` has no glyph for and that were not
    /// reported before; returns the report, if there was one.
    pub fn check(&mut self, font: &imgui::Font, text: &str) -> Option<String> {
        let missing: Vec<char> = text
            .chars()
            .filter(|character| !character.is_control() && !has_glyph(font, *character))
            .filter(|character| self.reported.insert(*character))
            .collect();
        if missing.is_empty() {
            return None;
        }
        self.all.extend(&missing);
        let names: Vec<String> = missing
            .iter()
            .map(|character| format!("'{character}' (U+{:04X})", u32::from(*character)))
            .collect();
        let report = format!(
            "imgui's font has no glyph for {} in the text {text:?}: it is drawn as '?'. Load a \
             font that has it, with its glyph ranges (Options::with_fonts or \
             PlatformConfig::with_fonts, with FontGlyphRanges::japanese() and the like; see \
             docs/app.md, \"Fonts\")",
            names.join(", ")
        );
        log::warn!("{report}");
        #[cfg(target_arch = "wasm32")]
        web_sys::console::warn_1(&report.as_str().into());
        Some(report)
    }

    /// Every character reported so far, in order.
    pub fn reported(&self) -> &str {
        &self.all
    }
}

/// Whether `font` draws `character`.
fn has_glyph(font: &imgui::Font, character: char) -> bool {
    // imgui-rs builds imgui with 32-bit characters.
    let code: imgui::sys::ImWchar = u32::from(character);
    // SAFETY: `imgui::Font` is `#[repr(C)]` over `ImFont` (imgui-rs asserts the layout), and
    // `FindGlyphNoFallback` only reads the font's lookup table.
    let glyph = unsafe {
        imgui::sys::ImFont_FindGlyphNoFallback(std::ptr::from_ref(font.raw()).cast_mut(), code)
    };
    !glyph.is_null()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn characters_the_default_font_lacks_are_reported_once_each() {
        let _turn = crate::one_imgui_at_a_time();
        let mut imgui = imgui::Context::create();
        imgui.set_ini_filename(None);
        imgui.fonts().build_rgba32_texture();
        imgui.io_mut().display_size = [100.0, 100.0];
        let ui = imgui.new_frame();
        let font = ui.current_font();
        let mut glyphs = MissingGlyphs::default();
        assert_eq!(glyphs.check(font, "Ada Lovelace!"), None, "Latin text");
        let report = glyphs
            .check(font, "日本")
            .expect("Japanese text is reported");
        assert!(
            report.contains("'日' (U+65E5), '本' (U+672C)") && report.contains("\"日本\""),
            "{report}"
        );
        assert_eq!(glyphs.check(font, "日本"), None, "each character once");
        let report = glyphs.check(font, "日本語").expect("a new character");
        assert!(
            report.contains("'語'") && !report.contains("'日'"),
            "{report}"
        );
        assert!(glyphs.check(font, "😀").is_some(), "an emoji");
        assert_eq!(glyphs.check(font, "😀"), None, "once");
        assert_eq!(glyphs.reported(), "日本語😀");
    }
}
