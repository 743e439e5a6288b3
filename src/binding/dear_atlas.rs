//! imgui's font atlas kept drawable on a device whose largest texture it outgrew.
//!
//! Dear ImGui 1.92 bakes glyphs on demand and grows its atlas texture when it is full, up to
//! `ImFontAtlas::TexMaxWidth/Height` (8192 by default). It does not read
//! `Renderer_TextureMaxWidth/Height` (1.92.9b), so on a device whose largest texture is 2048
//! (WebGL2's limits) large text makes it ask for an atlas of 2048x4096 and more. The renderer
//! refuses that create (it is reported); but every glyph, large or small, lives in that one
//! texture, so without more no text would draw again.
//!
//! Capping imgui's atlas at the device's limit (`TexMaxWidth/Height`) is no answer: when the
//! glyphs in use do not fit (or do, with the holes discarded sizes leave and Dear ImGui's
//! in-place repack that needs 20% of them discarded), Dear ImGui asserts "Out of texture
//! memory" and the process aborts. So imgui keeps its own maximum, and when the renderer has
//! refused an atlas past the device's limit it compacts the atlas right after that frame
//! (`ImFontAtlasTextureCompact`, Dear ImGui's `CompactCache`): the baked sizes that frame did
//! not draw are discarded and the rest repacked into the smallest texture that holds them.
//! When that fits, the next frame creates it and text draws again; the frame that outgrew
//! the device is the one drawn without its text. When even the glyphs of one frame need
//! more, the report says so ([`FontAtlasRefit::fits`]), and the next frame that draws fewer
//! sizes compacts again.

use dear_imgui_rs as dear;

/// What the renderer did after refusing an atlas texture of imgui's larger than the
/// device's largest texture ([`crate::dear::TextureRequestReport::atlas_refit`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct FontAtlasRefit {
    /// The atlas size imgui had grown to, past the device's limit (width, height).
    pub outgrown: [u32; 2],
    /// The atlas size after the baked sizes the frame did not draw were discarded and the rest
    /// repacked.
    pub compacted: [u32; 2],
    /// The device's largest texture side (`max_texture_dimension_2d`).
    pub max: u32,
}

impl FontAtlasRefit {
    /// Whether the compacted atlas fits the device: the next frame creates it and its text
    /// draws. When it does not, the glyphs of the frame alone need more than the device
    /// holds: its text is not drawn until a frame draws fewer sizes (or smaller ones).
    pub fn fits(&self) -> bool {
        self.compacted.iter().all(|&side| side <= self.max)
    }
}

/// Compacts the bound context's font atlas when its texture is larger than `max` on a side;
/// what it did, or `None` when the atlas fits (or has no texture yet).
///
/// # Safety
///
/// A live context is current, outside its frame scope (after `Render`): no draw list of it
/// is being built, so the compaction changes the atlas and its baked glyphs only, never a
/// frame's draw data.
pub(crate) unsafe fn refit_bound(max: u32) -> Option<FontAtlasRefit> {
    // SAFETY: the context is current and alive (the caller's promise); its IO's atlas, the
    // atlas's builder and texture are imgui's, valid while it is.
    unsafe {
        let io = dear::sys::igGetIO_Nil();
        if io.is_null() {
            return None;
        }
        let atlas = (*io).Fonts;
        if atlas.is_null() || (*atlas).Builder.is_null() || (*atlas).TexData.is_null() {
            return None;
        }
        let size_of = |atlas: *mut dear::sys::ImFontAtlas| {
            let texture = (*atlas).TexData;
            [(*texture).Width, (*texture).Height].map(|side| u32::try_from(side).unwrap_or(0))
        };
        let outgrown = size_of(atlas);
        if outgrown.iter().all(|&side| side <= max) {
            return None;
        }
        dear::sys::igImFontAtlasTextureCompact(atlas);
        let refit = FontAtlasRefit {
            outgrown,
            compacted: size_of(atlas),
            max,
        };
        if refit.fits() {
            log::debug!("imgui-webgpu: imgui's font atlas outgrew the device: {refit:?}");
        } else {
            log::warn!(
                "imgui-webgpu: the glyphs of one frame need a {}x{} font atlas, and the \
                 device's largest texture is {max}x{max}: that frame's text is not drawn \
                 (draw fewer or smaller text sizes at once)",
                refit.compacted[0],
                refit.compacted[1]
            );
        }
        Some(refit)
    }
}
