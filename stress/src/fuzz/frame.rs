//! Adversarial draw data, generated from fuzz bytes with `arbitrary`: counts at the edges,
//! offsets past their lists, non-finite and inverted clip rects, every kind of texture id,
//! extreme displays, resets and callbacks; and a source whose accessors answer differently
//! when asked twice.

use imgui_webgpu::source::TextureId;
use std::cell::Cell;

use arbitrary::{Arbitrary, Unstructured};
use imgui_webgpu::source::{DrawCommand, DrawElements, DrawListSource, DrawSource};
use imgui_webgpu_testing::snapshot::{DrawSnapshot, SnapshotCommand, SnapshotList};

/// Which texture id a command names; each renderer under test resolves it to its own id.
#[derive(Arbitrary, Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextureCase {
    Font,
    StaleFont,
    Persistent,
    Unregistered,
    Frame,
    ExpiredFrame,
    Foreign,
    DroppedRenderer,
    Null,
    Raw(u16),
}

/// A count or offset, at the values that break range arithmetic.
#[derive(Arbitrary, Clone, Copy, Debug)]
pub enum Number {
    Zero,
    Small(u8),
    ListLength,
    ListLengthPlusOne,
    ListLengthMinusThree,
    Max,
    MaxMinusTwo,
    Huge(u64),
}

impl Number {
    fn value(self, list_length: usize) -> usize {
        match self {
            Self::Zero => 0,
            Self::Small(value) => usize::from(value),
            Self::ListLength => list_length,
            Self::ListLengthPlusOne => list_length + 1,
            Self::ListLengthMinusThree => list_length.saturating_sub(3),
            Self::Max => usize::MAX,
            Self::MaxMinusTwo => usize::MAX - 2,
            Self::Huge(value) => usize::try_from(value).unwrap_or(usize::MAX),
        }
    }
}

#[derive(Arbitrary, Clone, Copy, Debug)]
pub enum ClipCase {
    Display,
    Inside([u8; 4]),
    NaN,
    Infinite,
    Inverted,
    Huge,
    Offscreen,
    Any([f32; 4]),
}

#[derive(Arbitrary, Clone, Copy, Debug)]
pub enum CommandCase {
    Elements {
        count: Number,
        idx_offset: Number,
        vtx_offset: Number,
        clip: ClipCase,
        texture: TextureCase,
    },
    Reset,
    Callback,
    /// Dear ImGui 1.92's sampler commands: nearest, or back to linear.
    Nearest,
    Linear,
}

#[derive(Arbitrary, Clone, Copy, Debug)]
pub enum SizeCase {
    Zero,
    Small(u8),
    Medium(u16),
    /// 65,535 to 65,537: the edge of 16-bit indices.
    Edge(u8),
}

impl SizeCase {
    fn value(self) -> usize {
        match self {
            Self::Zero => 0,
            Self::Small(value) => usize::from(value),
            Self::Medium(value) => usize::from(value % 4096),
            Self::Edge(value) => 65_535 + usize::from(value % 3),
        }
    }
}

#[derive(Arbitrary, Clone, Debug)]
pub struct ListCase {
    pub vertices: SizeCase,
    pub indices: SizeCase,
    pub commands: Vec<CommandCase>,
}

#[derive(Arbitrary, Clone, Copy, Debug)]
pub enum DisplayCase {
    Normal,
    Offset([i16; 2]),
    Zero,
    Scaled(u8),
    NaN,
    Negative,
    ZeroScale,
    Huge,
    Any([f32; 6]),
}

/// One generated frame, before texture ids are resolved for a renderer.
#[derive(Arbitrary, Clone, Debug)]
pub struct FrameCase {
    pub display: DisplayCase,
    pub lists: Vec<ListCase>,
    /// Whether the source answers differently when asked a second time.
    pub fickle: bool,
}

/// At most this many lists and commands per list, so one run stays fast.
const MAX_LISTS: usize = 4;
const MAX_COMMANDS: usize = 12;

/// A command whose texture is still a case.
#[derive(Clone, Copy, Debug)]
pub enum Command {
    Elements(DrawElements, TextureCase),
    Reset,
    Callback,
    Filter(wgpu::FilterMode),
}

/// A concrete frame: owned lists, texture ids as cases.
#[derive(Clone, Debug)]
pub struct Frame {
    pub display_pos: [f32; 2],
    pub display_size: [f32; 2],
    pub framebuffer_scale: [f32; 2],
    pub lists: Vec<(
        Vec<imgui_webgpu::source::DrawVert>,
        Vec<imgui_webgpu::source::DrawIdx>,
        Vec<Command>,
    )>,
    pub fickle: bool,
}

impl FrameCase {
    /// Generates a frame from fuzz bytes.
    pub fn generate(input: &mut Unstructured<'_>) -> arbitrary::Result<Frame> {
        let case = FrameCase::arbitrary(input)?;
        let (display_pos, display_size, framebuffer_scale) = match case.display {
            DisplayCase::Normal => ([0.0; 2], [64.0; 2], [1.0; 2]),
            DisplayCase::Offset([x, y]) => ([f32::from(x), f32::from(y)], [64.0; 2], [1.0; 2]),
            DisplayCase::Zero => ([0.0; 2], [0.0, 64.0], [1.0; 2]),
            DisplayCase::Scaled(scale) => {
                let scale = f32::from(scale.max(1)) / 32.0;
                ([0.0; 2], [64.0 / scale; 2], [scale; 2])
            }
            DisplayCase::NaN => ([f32::NAN, 0.0], [64.0; 2], [1.0; 2]),
            DisplayCase::Negative => ([0.0; 2], [-64.0, 64.0], [1.0; 2]),
            DisplayCase::ZeroScale => ([0.0; 2], [64.0; 2], [0.0, 1.0]),
            DisplayCase::Huge => ([-1e30, 1e30], [f32::MAX, 1e38], [1e30; 2]),
            DisplayCase::Any([a, b, c, d, e, f]) => ([a, b], [c, d], [e, f]),
        };
        let display = [
            display_pos[0],
            display_pos[1],
            display_pos[0] + display_size[0],
            display_pos[1] + display_size[1],
        ];
        let mut lists = Vec::new();
        for list in case.lists.into_iter().take(MAX_LISTS) {
            let vertex_count = list.vertices.value();
            let index_count = list.indices.value();
            let mut vertices = Vec::with_capacity(vertex_count);
            for i in 0..vertex_count {
                let t = i as f32 / vertex_count.max(1) as f32;
                vertices.push(imgui_webgpu::source::DrawVert {
                    pos: [
                        display[0] + (display[2] - display[0]) * t,
                        display[1] + (display[3] - display[1]) * (1.0 - t),
                    ],
                    uv: [t, 1.0 - t],
                    col: [(i % 251) as u8, 128, 255, 255],
                });
            }
            // Index values run past the list now and then: the GPU's robust buffer access
            // covers them, and the renderer does not read index values.
            let indices: Vec<imgui_webgpu::source::DrawIdx> = (0..index_count)
                .map(|i| (i % (vertex_count + 2).max(1)) as imgui_webgpu::source::DrawIdx)
                .collect();
            let commands = list
                .commands
                .into_iter()
                .take(MAX_COMMANDS)
                .map(|command| match command {
                    CommandCase::Elements {
                        count,
                        idx_offset,
                        vtx_offset,
                        clip,
                        texture,
                    } => Command::Elements(
                        DrawElements {
                            count: count.value(index_count),
                            idx_offset: idx_offset.value(index_count),
                            vtx_offset: vtx_offset.value(vertex_count),
                            clip_rect: clip_rect(clip, display),
                            texture_id: TextureId::new(0),
                        },
                        texture,
                    ),
                    CommandCase::Reset => Command::Reset,
                    CommandCase::Callback => Command::Callback,
                    CommandCase::Nearest => Command::Filter(wgpu::FilterMode::Nearest),
                    CommandCase::Linear => Command::Filter(wgpu::FilterMode::Linear),
                })
                .collect();
            lists.push((vertices, indices, commands));
        }
        Ok(Frame {
            display_pos,
            display_size,
            framebuffer_scale,
            lists,
            fickle: case.fickle,
        })
    }
}

fn clip_rect(case: ClipCase, display: [f32; 4]) -> [f32; 4] {
    match case {
        ClipCase::Display => display,
        ClipCase::Inside([a, b, c, d]) => {
            let at = |from: f32, to: f32, t: u8| from + (to - from) * f32::from(t) / 255.0;
            let (x1, x2) = (at(display[0], display[2], a), at(display[0], display[2], c));
            let (y1, y2) = (at(display[1], display[3], b), at(display[1], display[3], d));
            [x1.min(x2), y1.min(y2), x1.max(x2), y1.max(y2)]
        }
        ClipCase::NaN => [f32::NAN, 0.0, 10.0, 10.0],
        ClipCase::Infinite => [0.0, f32::NEG_INFINITY, f32::INFINITY, 10.0],
        ClipCase::Inverted => [50.0, 50.0, 10.0, 60.0],
        ClipCase::Huge => [-1e30, -1e30, 1e30, 1e30],
        ClipCase::Offscreen => [1e6, 1e6, 1e6 + 10.0, 1e6 + 10.0],
        ClipCase::Any(rect) => rect,
    }
}

impl Frame {
    /// The frame with concrete texture ids, as a draw source.
    pub fn source(&self, resolve: impl Fn(TextureCase) -> TextureId) -> FuzzSource {
        let lists = self
            .lists
            .iter()
            .map(|(vertices, indices, commands)| OwnedList {
                vertices: vertices.clone(),
                indices: indices.clone(),
                commands: commands
                    .iter()
                    .map(|command| match *command {
                        Command::Elements(elements, texture) => {
                            DrawCommand::Elements(DrawElements {
                                texture_id: resolve(texture),
                                ..elements
                            })
                        }
                        Command::Reset => DrawCommand::ResetRenderState,
                        Command::Callback => DrawCommand::Callback(None),
                        Command::Filter(filter) => DrawCommand::SamplerFilter(filter),
                    })
                    .collect(),
            })
            .collect();
        FuzzSource {
            display_pos: self.display_pos,
            display_size: self.display_size,
            framebuffer_scale: self.framebuffer_scale,
            lists,
            fickle: self.fickle,
            asked: Cell::new(0),
        }
    }
}

/// One list of a [`FuzzSource`].
#[derive(Debug)]
pub struct OwnedList {
    pub vertices: Vec<imgui_webgpu::source::DrawVert>,
    pub indices: Vec<imgui_webgpu::source::DrawIdx>,
    pub commands: Vec<DrawCommand<'static>>,
}

/// A draw source over owned lists. A fickle one answers every second question about the
/// display, and every second walk, differently: a renderer that asks twice sees another
/// frame than the model predicts for.
#[derive(Debug)]
pub struct FuzzSource {
    pub display_pos: [f32; 2],
    pub display_size: [f32; 2],
    pub framebuffer_scale: [f32; 2],
    pub lists: Vec<OwnedList>,
    pub fickle: bool,
    asked: Cell<u32>,
}

impl FuzzSource {
    fn changed(&self) -> bool {
        let asked = self.asked.get();
        self.asked.set(asked + 1);
        self.fickle && asked >= 4
    }
}

impl DrawSource for FuzzSource {
    type List<'a> = &'a OwnedList;

    fn display_pos(&self) -> [f32; 2] {
        if self.changed() {
            [3.0, 3.0]
        } else {
            self.display_pos
        }
    }

    fn display_size(&self) -> [f32; 2] {
        if self.changed() {
            [1.0, 1.0]
        } else {
            self.display_size
        }
    }

    fn framebuffer_scale(&self) -> [f32; 2] {
        if self.changed() {
            [7.0, 7.0]
        } else {
            self.framebuffer_scale
        }
    }

    fn lists(&self) -> impl Iterator<Item = &OwnedList> {
        let lists: &[OwnedList] = if self.changed() { &[] } else { &self.lists };
        lists.iter()
    }
}

impl<'a> DrawListSource<'a> for &'a OwnedList {
    fn vertices(&self) -> &'a [imgui_webgpu::source::DrawVert] {
        &self.vertices
    }

    fn indices(&self) -> &'a [imgui_webgpu::source::DrawIdx] {
        &self.indices
    }

    fn commands(&self) -> impl Iterator<Item = DrawCommand<'a>> {
        self.commands.iter().copied()
    }
}

/// The frame as a recording (texture ids resolved), for the recording and text targets.
pub fn snapshot(source: &FuzzSource) -> DrawSnapshot {
    DrawSnapshot {
        display_pos: source.display_pos,
        display_size: source.display_size,
        framebuffer_scale: source.framebuffer_scale,
        lists: source
            .lists
            .iter()
            .map(|list| SnapshotList {
                vertices: list.vertices.clone(),
                indices: list.indices.clone(),
                commands: list
                    .commands
                    .iter()
                    .map(|command| match *command {
                        DrawCommand::Elements(elements) => SnapshotCommand::Elements(elements),
                        DrawCommand::ResetRenderState => SnapshotCommand::ResetRenderState,
                        _ => SnapshotCommand::Callback,
                    })
                    .collect(),
            })
            .collect(),
    }
}

/// A texture id as a recording holds it: ids of each kind in a renderer's packing (the
/// text form names them by store and slot), or raw values.
pub fn recorded_id(case: TextureCase) -> TextureId {
    use imgui_webgpu::ids::{PackedTextureId, TextureKind};
    match case {
        TextureCase::Font | TextureCase::StaleFont => {
            PackedTextureId::new(TextureKind::Imgui, 0, 1, 0).encode()
        }
        TextureCase::Persistent | TextureCase::Unregistered => {
            PackedTextureId::new(TextureKind::Persistent, 0, 2, 3).encode()
        }
        TextureCase::Frame | TextureCase::ExpiredFrame => {
            PackedTextureId::new(TextureKind::Frame, 0, 7, 1).encode()
        }
        TextureCase::Foreign | TextureCase::DroppedRenderer => TextureId::new(usize::MAX as u64),
        TextureCase::Null => TextureId::new(0),
        TextureCase::Raw(raw) => TextureId::new(u64::from(raw)),
    }
}
