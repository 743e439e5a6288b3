//! What a window shows, as a fingerprint of its draw data: a window whose next frame draws
//! the same as what is on screen is not presented again (see the runner's idle rules).

use std::hash::{DefaultHasher, Hash, Hasher};

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
            draw_data.display_pos,
            draw_data.display_size,
            draw_data.framebuffer_scale,
        ] {
            value.map(f32::to_bits).hash(&mut hasher);
        }
        // imgui-rs 0.12 builds a slice from a null pointer when there are no lists (a new
        // viewport's first frame): undefined behaviour, which debug assertions abort on.
        let lists = (draw_data.draw_lists_count() > 0)
            .then(|| draw_data.draw_lists())
            .into_iter()
            .flatten();
        for list in lists {
            hasher.write(vertex_bytes(list.vtx_buffer()));
            list.idx_buffer().hash(&mut hasher);
            for command in list.commands() {
                match command {
                    imgui::DrawCmd::Elements { count, cmd_params } => {
                        count.hash(&mut hasher);
                        cmd_params.clip_rect.map(f32::to_bits).hash(&mut hasher);
                        cmd_params.texture_id.id().hash(&mut hasher);
                        cmd_params.vtx_offset.hash(&mut hasher);
                        cmd_params.idx_offset.hash(&mut hasher);
                    }
                    imgui::DrawCmd::ResetRenderState => 1u8.hash(&mut hasher),
                    imgui::DrawCmd::RawCallback { .. } => 2u8.hash(&mut hasher),
                }
            }
        }
        Self(hasher.finish())
    }
}

/// The bytes of imgui's vertices.
fn vertex_bytes(vertices: &[imgui::DrawVert]) -> &[u8] {
    const _: () = assert!(std::mem::size_of::<imgui::DrawVert>() == 20);
    // SAFETY: DrawVert is repr(C) of [f32; 2], [f32; 2], [u8; 4]: 20 bytes, no padding, so
    // every byte is initialised; the length covers exactly the slice.
    unsafe { std::slice::from_raw_parts(vertices.as_ptr().cast(), std::mem::size_of_val(vertices)) }
}
