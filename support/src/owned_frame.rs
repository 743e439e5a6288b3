//! A hand-made frame on owned vectors, for draw data imgui itself would never produce, and
//! a recorded frame moved elsewhere on imgui's desktop ([`moved_by`]).
//!
//! It is the crate's `DrawSnapshot`, a `DrawSource`, so it goes through the same walk as a
//! live imgui frame. [`ListBuilder`] makes solid axis-aligned quads and the commands that draw them.

use imgui_webgpu::source::DrawElements;
use imgui_webgpu::source::{DrawVert, TextureId};
use imgui_webgpu_testing::snapshot::{DrawSnapshot, SnapshotCommand, SnapshotList};

/// A hand-made frame is a `DrawSnapshot`: owned data that replays through the draw walk.
pub type OwnedFrame = DrawSnapshot;

/// A frame covering `[0, 0]..size` at scale 1.
pub fn frame(size: [f32; 2], lists: Vec<SnapshotList>) -> OwnedFrame {
    DrawSnapshot {
        display_pos: [0.0, 0.0],
        display_size: size,
        framebuffer_scale: [1.0, 1.0],
        lists,
    }
}

/// `frame` moved by `offset` in imgui's coordinates, display and all: its display position,
/// every vertex and every clip rect. It is the draw data imgui gives for the same UI on a
/// display `offset` further on (a secondary viewport's draw data is in desktop coordinates),
/// so it must render to the pixels of `frame` (bit for bit near the origin; far from it,
/// `f32` rounding may change an edge pixel by a colour level).
pub fn moved_by(frame: &OwnedFrame, offset: [f32; 2]) -> OwnedFrame {
    let [dx, dy] = offset;
    let mut moved = frame.clone();
    moved.display_pos = [frame.display_pos[0] + dx, frame.display_pos[1] + dy];
    for list in &mut moved.lists {
        for vertex in &mut list.vertices {
            vertex.pos = [vertex.pos[0] + dx, vertex.pos[1] + dy];
        }
        for command in &mut list.commands {
            if let SnapshotCommand::Elements(DrawElements { clip_rect, .. }) = command {
                let [x1, y1, x2, y2] = *clip_rect;
                *clip_rect = [x1 + dx, y1 + dy, x2 + dx, y2 + dy];
            }
        }
    }
    moved
}

/// Where a quad's geometry sits in its list.
#[derive(Clone, Copy, Debug)]
pub struct Quad {
    /// First vertex of the quad, relative to the list.
    pub first_vertex: usize,
    /// First index of the quad, relative to the list.
    pub first_index: usize,
}

/// Builds a list of solid quads, each sampling one uv (say, the font atlas's white texel).
#[derive(Debug)]
pub struct ListBuilder {
    list: SnapshotList,
    uv: [f32; 2],
}

impl ListBuilder {
    /// An empty list whose quads sample `uv`.
    pub fn new(uv: [f32; 2]) -> Self {
        Self {
            list: SnapshotList {
                vertices: Vec::new(),
                indices: Vec::new(),
                commands: Vec::new(),
            },
            uv,
        }
    }

    /// Adds the geometry of a quad over `min..max` in colour `rgba`; indices are relative to
    /// the quad's first vertex (imgui's layout with a vertex offset per command).
    pub fn quad(&mut self, min: [f32; 2], max: [f32; 2], rgba: [u8; 4]) -> Quad {
        let quad = Quad {
            first_vertex: self.list.vertices.len(),
            first_index: self.list.indices.len(),
        };
        for pos in [min, [max[0], min[1]], max, [min[0], max[1]]] {
            self.list.vertices.push(DrawVert {
                pos,
                uv: self.uv,
                col: rgba,
            });
        }
        self.list.indices.extend([0, 1, 2, 0, 2, 3]);
        quad
    }

    /// Adds a command that draws `quad` with `texture_id`, clipped to `clip_rect`.
    pub fn draw(
        &mut self,
        quad: Quad,
        texture_id: impl Into<TextureId>,
        clip_rect: [f32; 4],
    ) -> &mut Self {
        let texture_id = texture_id.into();
        self.command(SnapshotCommand::Elements(DrawElements {
            count: 6,
            clip_rect,
            texture_id,
            vtx_offset: quad.first_vertex,
            idx_offset: quad.first_index,
        }))
    }

    /// Adds any command.
    pub fn command(&mut self, command: SnapshotCommand) -> &mut Self {
        self.list.commands.push(command);
        self
    }

    /// The finished list.
    pub fn build(self) -> SnapshotList {
        self.list
    }
}
