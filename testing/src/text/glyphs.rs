//! The font atlas's glyphs, by the UV rectangle imgui draws each with.
//!
//! imgui draws a character as one quad whose four UVs are the corners of its glyph in the
//! atlas, copied from the font's glyph table. So a quad's UV rectangle names its character,
//! in which font, and the glyph's metrics tell where the pen was.

use std::collections::HashMap;

/// One glyph of one font (with Dear ImGui 1.92: of one font at one size).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Glyph {
    pub character: char,
    /// Which of the atlas's fonts (in the order they were added); with Dear ImGui 1.92,
    /// which of the sizes baked so far of any font (in the table's order).
    pub font: usize,
    /// Pixels the pen moves after this glyph, at the font's size.
    pub advance: f32,
    /// The quad's left edge relative to the pen, at the font's size.
    pub x0: f32,
    /// The quad's width at the font's size.
    pub width: f32,
    /// The quad's top relative to the line's top, at the font's size.
    pub y0: f32,
    /// The atlas UV rectangle: u0, v0, u1, v1.
    pub uv: [f32; 4],
}

/// Every visible glyph of every font in an atlas, for reading text back from draw data.
///
/// Build it from the imgui context whose frames are read (`GlyphTable::new(ctx.fonts())`),
/// after the atlas is built; a [`Harness`](crate::Harness) keeps its own up to date.
#[derive(Clone, Debug, Default)]
pub struct GlyphTable {
    by_uv: HashMap<[u32; 4], Glyph>,
    glyphs: Vec<Glyph>,
    /// Advance of each font's space character (words are separated by pen movement, not
    /// by quads: imgui draws no quad for a space).
    pub(crate) spaces: Vec<f32>,
    pub(crate) white: [f32; 2],
}

fn key(uv: [f32; 4]) -> [u32; 4] {
    uv.map(f32::to_bits)
}

impl GlyphTable {
    /// Adds the visible glyphs of one font (with Dear ImGui 1.92, one size of one font) as
    /// `font`, and the advance of its space (`fallback_advance` where it has none).
    pub(crate) fn push_font(
        &mut self,
        font: usize,
        glyphs: &[crate::binding::sys::ImFontGlyph],
        fallback_advance: f32,
    ) {
        let mut space = fallback_advance;
        for glyph in glyphs {
            let Some(character) = char::from_u32(glyph.Codepoint()) else {
                continue;
            };
            if character == ' ' {
                space = glyph.AdvanceX;
            }
            if glyph.Visible() == 0 {
                continue;
            }
            let entry = Glyph {
                character,
                font,
                advance: glyph.AdvanceX,
                x0: glyph.X0,
                width: glyph.X1 - glyph.X0,
                y0: glyph.Y0,
                uv: [glyph.U0, glyph.V0, glyph.U1, glyph.V1],
            };
            // The first glyph of a UV rectangle names it.
            self.by_uv.entry(key(entry.uv)).or_insert(entry);
            self.glyphs.push(entry);
        }
        self.spaces.push(space);
    }

    /// The glyph drawn with exactly this UV rectangle.
    pub(crate) fn exact(&self, uv: [f32; 4]) -> Option<Glyph> {
        self.by_uv.get(&key(uv)).copied()
    }

    /// The glyph whose UV rectangle holds this one: imgui clips glyphs that cross a clip
    /// rect on the CPU, shrinking their UVs with their quads.
    pub(crate) fn containing(&self, uv: [f32; 4]) -> Option<Glyph> {
        let epsilon = 1e-6;
        self.glyphs.iter().copied().find(|glyph| {
            glyph.uv[0] <= uv[0] + epsilon
                && glyph.uv[1] <= uv[1] + epsilon
                && glyph.uv[2] + epsilon >= uv[2]
                && glyph.uv[3] + epsilon >= uv[3]
        })
    }

    /// The advance of a space in `font`.
    pub(crate) fn space(&self, font: usize) -> f32 {
        self.spaces.get(font).copied().unwrap_or(0.0)
    }

    /// The atlas's white texel, with which imgui draws solid fills.
    pub(crate) fn white(&self) -> [f32; 2] {
        self.white
    }

    /// How many glyphs the table knows.
    pub fn len(&self) -> usize {
        self.glyphs.len()
    }

    /// Whether the table knows no glyph (an atlas not built yet).
    pub fn is_empty(&self) -> bool {
        self.glyphs.is_empty()
    }
}

/// The elements of an imgui vector (empty where it has none).
///
/// # Safety
///
/// `data` points at `size` initialised elements that outlive the slice, or is null.
pub(crate) unsafe fn vector<'a, T>(data: *const T, size: i32) -> &'a [T] {
    match usize::try_from(size) {
        // SAFETY: as the caller promises.
        Ok(len) if !data.is_null() && len > 0 => unsafe { std::slice::from_raw_parts(data, len) },
        _ => &[],
    }
}
