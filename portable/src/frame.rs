//! Frames the tests build by hand: draw lists of their own, a [`DrawSource`] of the core's
//! types, so the same frame renders through either binding's renderer.

use imgui_webgpu::source::{
    DrawCommand, DrawElements, DrawIdx, DrawListSource, DrawSource, DrawVert, TextureId,
};

/// One hand-made draw list.
#[derive(Clone, Debug, Default)]
pub struct List {
    /// Its vertices.
    pub vertices: Vec<DrawVert>,
    /// Its indices.
    pub indices: Vec<DrawIdx>,
    /// Its draws.
    pub commands: Vec<DrawElements>,
}

/// A hand-made frame: lists over a display of whole pixels at scale 1.
#[derive(Clone, Debug)]
pub struct Frame {
    /// The display's size, in pixels.
    pub size: [u32; 2],
    /// The lists, back to front.
    pub lists: Vec<List>,
}

impl Frame {
    /// `self` with every draw sampling `texture` (the atlas of the renderer that draws it).
    pub fn retextured(&self, texture: TextureId) -> Self {
        let mut frame = self.clone();
        for command in frame.lists.iter_mut().flat_map(|list| &mut list.commands) {
            command.texture_id = texture;
        }
        frame
    }
}

impl DrawSource for Frame {
    type List<'a> = &'a List;

    fn display_pos(&self) -> [f32; 2] {
        [0.0, 0.0]
    }

    fn display_size(&self) -> [f32; 2] {
        self.size.map(|side| side as f32)
    }

    fn framebuffer_scale(&self) -> [f32; 2] {
        [1.0, 1.0]
    }

    fn lists(&self) -> impl Iterator<Item = Self::List<'_>> {
        self.lists.iter()
    }
}

impl<'a> DrawListSource<'a> for &'a List {
    fn vertices(&self) -> &'a [DrawVert] {
        &self.vertices
    }

    fn indices(&self) -> &'a [DrawIdx] {
        &self.indices
    }

    fn commands(&self) -> impl Iterator<Item = DrawCommand<'a>> {
        self.commands.iter().copied().map(DrawCommand::Elements)
    }
}

/// Quads in solid colours or horizontal ramps, sampling the atlas's white texel.
#[derive(Clone, Copy, Debug)]
pub struct Quads {
    /// The atlas's white texel (`GetFontTexUvWhitePixel`).
    pub white: [f32; 2],
    /// The atlas the draws sample.
    pub font: TextureId,
}

impl Quads {
    /// Appends a quad from `min` to `max`, coloured `col[0]` on the left and `col[1]` on the
    /// right; returns its first vertex.
    pub fn quad(&self, list: &mut List, min: [f32; 2], max: [f32; 2], col: [[u8; 4]; 2]) -> usize {
        let first = list.vertices.len();
        for (pos, col) in [
            (min, col[0]),
            ([max[0], min[1]], col[1]),
            (max, col[1]),
            ([min[0], max[1]], col[0]),
        ] {
            list.vertices.push(DrawVert {
                pos,
                uv: self.white,
                col,
            });
        }
        list.indices.extend([0, 1, 2, 0, 2, 3]);
        first
    }

    /// Appends a draw of the quad at `vtx_offset` (indices from `idx_offset`), clipped to
    /// `clip`.
    pub fn draw(&self, list: &mut List, vtx_offset: usize, idx_offset: usize, clip: [f32; 4]) {
        list.commands.push(DrawElements {
            count: 6,
            clip_rect: clip,
            texture_id: self.font,
            vtx_offset,
            idx_offset,
        });
    }
}
