//! The owned copy of one frame's draw data: everything the renderer reads, nothing more.

use imgui_webgpu::ids::{PackedTextureId, TextureKind};
use imgui_webgpu::source::TextureId;
use imgui_webgpu::source::{DrawCommand, DrawElements, DrawListSource, DrawSource};

/// An owned copy of a frame's draw data: display rectangle, framebuffer scale, and every
/// draw list's vertices, indices and commands.
///
/// Capture it from live imgui data with [`DrawSnapshot::capture`], print it as stable text
/// with [`DrawSnapshot::to_text`], store it completely with [`DrawSnapshot::to_bytes`], and
/// render it again anywhere: it implements [`DrawSource`](imgui_webgpu::source::DrawSource), so it goes
/// through the same draw walk as live data. The fields are public so a test can edit a
/// recorded frame (move it, break it on purpose, remap its texture ids).
///
/// Equality compares floats by their bits, so a snapshot holding NaN equals its own copy.
#[derive(Clone, Debug)]
pub struct DrawSnapshot {
    /// Top-left of the displayed area, in imgui coordinates.
    pub display_pos: [f32; 2],
    /// Size of the displayed area, in imgui coordinates.
    pub display_size: [f32; 2],
    /// Pixels per imgui unit.
    pub framebuffer_scale: [f32; 2],
    /// The draw lists, back to front.
    pub lists: Vec<SnapshotList>,
}

/// One recorded draw list.
#[derive(Clone, Debug)]
pub struct SnapshotList {
    /// The list's vertices.
    pub vertices: Vec<imgui_webgpu::source::DrawVert>,
    /// The list's indices, relative to the list's vertices (plus each command's offset).
    pub indices: Vec<imgui_webgpu::source::DrawIdx>,
    /// The list's commands, in order.
    pub commands: Vec<SnapshotCommand>,
}

/// One recorded command. Callbacks keep only their place: a function pointer means nothing
/// outside the process that recorded it.
#[derive(Clone, Copy, Debug)]
#[non_exhaustive]
pub enum SnapshotCommand {
    /// Draw indexed triangles, clipped and textured (texture ids as the recording renderer
    /// issued them).
    Elements(DrawElements),
    /// Re-apply the renderer's state.
    ResetRenderState,
    /// A user callback (replayed as skipped: it cannot be invoked from a recording).
    Callback,
}

impl DrawSnapshot {
    /// Copies everything the renderer would read from a live frame.
    pub fn capture(draw_data: &crate::binding::DrawData) -> Self {
        Self::from_source(draw_data)
    }

    /// Copies any draw source (live data, another snapshot, a user's own source).
    pub fn from_source<S: DrawSource>(source: &S) -> Self {
        Self {
            display_pos: source.display_pos(),
            display_size: source.display_size(),
            framebuffer_scale: source.framebuffer_scale(),
            lists: source
                .lists()
                .map(|list| SnapshotList {
                    vertices: list.vertices().to_vec(),
                    indices: list.indices().to_vec(),
                    commands: list.commands().map(SnapshotCommand::from).collect(),
                })
                .collect(),
        }
    }

    /// Rewrites every command's texture id, for replaying a recording with a renderer that
    /// issued different ids (say, textures registered in another order).
    pub fn map_texture_ids(&mut self, mut map: impl FnMut(TextureId) -> TextureId) {
        for list in &mut self.lists {
            for command in &mut list.commands {
                if let SnapshotCommand::Elements(elements) = command {
                    elements.texture_id = map(elements.texture_id);
                }
            }
        }
    }

    /// Points every font-atlas id at `font`, usually the replaying renderer's
    /// [`imgui_webgpu::Renderer::font_texture_id`]. A recording names the atlas of the renderer that
    /// made it (its generation and, on 64-bit targets, its renderer tag), which another
    /// renderer reports as stale or foreign instead of drawing.
    pub fn retarget_font_atlas(&mut self, font: impl Into<TextureId>) {
        let font = font.into();
        self.map_texture_ids(|id| match PackedTextureId::decode(id) {
            Some(packed) if packed.kind == TextureKind::Imgui => font,
            _ => id,
        });
    }

    /// Vertex and index counts summed over the lists.
    pub fn totals(&self) -> (usize, usize) {
        self.lists.iter().fold((0, 0), |(vertices, indices), list| {
            (vertices + list.vertices.len(), indices + list.indices.len())
        })
    }
}

impl From<DrawCommand<'_>> for SnapshotCommand {
    fn from(command: DrawCommand<'_>) -> Self {
        match command {
            DrawCommand::Elements(elements) => Self::Elements(elements),
            DrawCommand::ResetRenderState => Self::ResetRenderState,
            DrawCommand::Callback(_) => Self::Callback,
            // A kind of command this version does not know: kept as a command that a
            // replay skips, like a callback.
            _ => Self::Callback,
        }
    }
}

fn same_floats(a: &[f32], b: &[f32]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(a, b)| a.to_bits() == b.to_bits())
}

impl PartialEq for DrawSnapshot {
    fn eq(&self, other: &Self) -> bool {
        same_floats(&self.display_pos, &other.display_pos)
            && same_floats(&self.display_size, &other.display_size)
            && same_floats(&self.framebuffer_scale, &other.framebuffer_scale)
            && self.lists == other.lists
    }
}

impl PartialEq for SnapshotList {
    fn eq(&self, other: &Self) -> bool {
        vertex_bytes(&self.vertices) == vertex_bytes(&other.vertices)
            && index_bytes(&self.indices) == index_bytes(&other.indices)
            && self.commands == other.commands
    }
}

impl PartialEq for SnapshotCommand {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (Self::Elements(a), Self::Elements(b)) => {
                a.count == b.count
                    && same_floats(&a.clip_rect, &b.clip_rect)
                    && a.texture_id == b.texture_id
                    && a.vtx_offset == b.vtx_offset
                    && a.idx_offset == b.idx_offset
            }
            (Self::ResetRenderState, Self::ResetRenderState) | (Self::Callback, Self::Callback) => {
                true
            }
            _ => false,
        }
    }
}

/// The bytes of a vertex slice, to compare vertices bit for bit (NaN included).
pub(crate) fn vertex_bytes(vertices: &[imgui_webgpu::source::DrawVert]) -> &[u8] {
    const _: () = assert!(std::mem::size_of::<imgui_webgpu::source::DrawVert>() == 20);
    // SAFETY: DrawVert is repr(C) of [f32; 2], [f32; 2], [u8; 4]: 20 bytes, no padding, and
    // every byte is initialised.
    unsafe {
        std::slice::from_raw_parts(
            vertices.as_ptr().cast::<u8>(),
            std::mem::size_of_val(vertices),
        )
    }
}

/// The bytes of an index slice.
pub(crate) fn index_bytes(indices: &[imgui_webgpu::source::DrawIdx]) -> &[u8] {
    // SAFETY: u16 has no padding and every bit pattern is valid.
    unsafe {
        std::slice::from_raw_parts(
            indices.as_ptr().cast::<u8>(),
            std::mem::size_of_val(indices),
        )
    }
}
