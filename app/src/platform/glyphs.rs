//! Text imgui cannot show: a character its font has no glyph for is drawn as `?`. Typed or
//! composed text (Japanese through an input method, say, with imgui's default font, which
//! has Latin glyphs only) would turn into `??` without a word; each such character is
//! reported once instead, with the text it came in and what to load.

use std::collections::HashSet;

/// The characters reported so far.
#[derive(Debug, Default)]
pub struct MissingGlyphs {
    reported: HashSet<char>,
    /// Every character reported, in order.
    all: String,
}

impl MissingGlyphs {
    /// Reports the characters of `text` that the current font (of the current context, in
    /// a frame) has no glyph for and that were not reported before; returns the report, if
    /// there was one.
    pub fn check(&mut self, text: &str) -> Option<String> {
        let missing: Vec<char> = text
            .chars()
            .filter(|character| !character.is_control() && !has_glyph(*character))
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
fn has_glyph(character: char) -> bool {
    // Both bindings build imgui with 32-bit characters.
    let code: imgui::sys::ImWchar = u32::from(character);
    // SAFETY: the current context's current font (null outside a frame, when nothing is
    // looked up).
    unsafe { crate::binding::font_has_glyph(imgui::sys::igGetFont(), code) }
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
        let _ui = imgui.new_frame();
        let mut glyphs = MissingGlyphs::default();
        assert_eq!(glyphs.check("Ada Lovelace!"), None, "Latin text");
        let report = glyphs.check("日本").expect("Japanese text is reported");
        assert!(
            report.contains("'日' (U+65E5), '本' (U+672C)") && report.contains("\"日本\""),
            "{report}"
        );
        assert_eq!(glyphs.check("日本"), None, "each character once");
        let report = glyphs.check("日本語").expect("a new character");
        assert!(
            report.contains("'語'") && !report.contains("'日'"),
            "{report}"
        );
        assert!(glyphs.check("😀").is_some(), "an emoji");
        assert_eq!(glyphs.check("😀"), None, "once");
        assert_eq!(glyphs.reported(), "日本語😀");
    }
}
