//! What a window shows, as a fingerprint of its draw data: a window whose next frame draws
//! the same as what is on screen is not presented again (see the runner's idle rules).

use std::hash::{DefaultHasher, Hash, Hasher};

use imgui_webgpu::source::{DrawCommand, DrawListSource, DrawSource, DrawVert};

/// A fingerprint of what a frame draws: equal fingerprints draw the same pixels (given the
/// same textures and paint callbacks).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fingerprint(u64);

impl Fingerprint {
    /// The fingerprint of `draw_data` and the target `size` it is drawn at.
    pub fn of(draw_data: &imgui::DrawData, size: [u32; 2]) -> Self {
        // SipHash with fixed keys: the same draw data hashes the same in every frame.
        let mut hasher = DefaultHasher::new();
        size.hash(&mut hasher);
        for value in [
            DrawSource::display_pos(draw_data),
            DrawSource::display_size(draw_data),
            DrawSource::framebuffer_scale(draw_data),
        ] {
            value.map(f32::to_bits).hash(&mut hasher);
        }
        // Read as the renderer reads it (either binding's draw data is a draw source).
        for list in DrawSource::lists(draw_data) {
            hasher.write(vertex_bytes(DrawListSource::vertices(&list)));
            DrawListSource::indices(&list).hash(&mut hasher);
            for command in DrawListSource::commands(&list) {
                match command {
                    DrawCommand::Elements(elements) => {
                        elements.count.hash(&mut hasher);
                        elements.clip_rect.map(f32::to_bits).hash(&mut hasher);
                        elements.texture_id.hash(&mut hasher);
                        elements.vtx_offset.hash(&mut hasher);
                        elements.idx_offset.hash(&mut hasher);
                    }
                    DrawCommand::ResetRenderState => 1u8.hash(&mut hasher),
                    DrawCommand::Callback(_) => 2u8.hash(&mut hasher),
                    DrawCommand::SamplerFilter(filter) => {
                        3u8.hash(&mut hasher);
                        filter.hash(&mut hasher);
                    }
                    // A command of a later release: hashed by its form.
                    other => format!("{other:?}").hash(&mut hasher),
                }
            }
        }
        Self(hasher.finish())
    }
}

/// The bytes of imgui's vertices.
fn vertex_bytes(vertices: &[DrawVert]) -> &[u8] {
    const _: () = assert!(std::mem::size_of::<DrawVert>() == 20);
    // SAFETY: DrawVert is repr(C) of [f32; 2], [f32; 2], [u8; 4]: 20 bytes, no padding, so
    // every byte is initialised; the length covers exactly the slice.
    unsafe { std::slice::from_raw_parts(vertices.as_ptr().cast(), std::mem::size_of_val(vertices)) }
}
