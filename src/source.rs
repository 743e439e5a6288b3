//! What a draw walk reads: a small trait over draw data, with Dear ImGui's layout in the
//! crate's own types.
//!
//! The renderer never touches a binding's draw data directly; it walks a [`DrawSource`] of
//! [`DrawVert`]s, [`DrawIdx`]s and [`TextureId`]s, which have Dear ImGui's own layout
//! (`ImDrawVert`, `ImDrawIdx`, `ImTextureID`). imgui-rs's live `DrawData` implements it (its
//! front, `binding::imgui_rs`), and a recorded snapshot implements it too, so a frame
//! replayed from a file goes through exactly the same validation, upload and encoding as a
//! live one. There is one draw walk, not a second renderer for tests, nor one per binding.

use std::ffi::c_void;

/// One vertex, laid out as Dear ImGui's `ImDrawVert`: position and texture coordinates in
/// imgui units, then the colour as four bytes (red, green, blue, alpha; sRGB-encoded,
/// straight alpha). 20 bytes, uploaded as they are.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, bytemuck::Pod, bytemuck::Zeroable)]
pub struct DrawVert {
    /// Position, in imgui coordinates.
    pub pos: [f32; 2],
    /// Texture coordinates.
    pub uv: [f32; 2],
    /// Colour: red, green, blue, alpha.
    pub col: [u8; 4],
}

const _: () = assert!(std::mem::size_of::<DrawVert>() == 20);

/// One index, as Dear ImGui's default `ImDrawIdx`: 16 bits (meshes over 65,535 vertices are
/// drawn through each command's vertex offset).
pub type DrawIdx = u16;

/// A texture as a draw command names it: Dear ImGui's `ImTextureID`, 64 bits wide.
///
/// The ids this renderer issues pack what they point at (see [`crate::ids`]); any other
/// value is unknown and its draws are skipped and reported. A binding's own id type converts
/// to and from it (imgui-rs's `imgui::TextureId` with `From`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TextureId(u64);

impl TextureId {
    /// The id of this value.
    pub const fn new(value: u64) -> Self {
        Self(value)
    }

    /// The id's value, as imgui stores it.
    pub const fn value(self) -> u64 {
        self.0
    }
}

/// The frame-level values and the draw lists of one frame.
///
/// The renderer reads a source once per `render`: one walk over [`DrawSource::lists`], and
/// each list's vertices, indices and commands are asked for exactly once. The slices it gets
/// borrow the source (`'a`), so they cannot change while the frame is planned, uploaded
/// and recorded. Whatever an implementation returns (offsets past its lists, NaN clip rects,
/// unknown texture ids, counts that overflow), the renderer never panics and never hands
/// wgpu an invalid command: bad commands are skipped and reported.
pub trait DrawSource {
    /// One draw list as this source stores it.
    type List<'a>: DrawListSource<'a>
    where
        Self: 'a;

    /// Top-left of the displayed area, in imgui coordinates (`DrawData::display_pos`).
    fn display_pos(&self) -> [f32; 2];
    /// Size of the displayed area, in imgui coordinates (`DrawData::display_size`).
    fn display_size(&self) -> [f32; 2];
    /// Pixels per imgui unit (`DrawData::framebuffer_scale`).
    fn framebuffer_scale(&self) -> [f32; 2];
    /// The draw lists, back to front.
    fn lists(&self) -> impl Iterator<Item = Self::List<'_>>;
}

/// One draw list: its vertices, indices and commands, borrowed from the source for `'a`.
pub trait DrawListSource<'a> {
    /// The list's vertices.
    fn vertices(&self) -> &'a [DrawVert];
    /// The list's indices, relative to the list's vertices (plus each command's offset).
    fn indices(&self) -> &'a [DrawIdx];
    /// The list's commands, in order. Callbacks borrow the list, so a command cannot
    /// outlive the draw data it points into.
    fn commands(&self) -> impl Iterator<Item = DrawCommand<'a>>;
}

/// One command of a draw list, as the draw walk reads it.
#[derive(Clone, Copy, Debug, PartialEq)]
#[non_exhaustive]
pub enum DrawCommand<'a> {
    /// Draw indexed triangles, clipped and textured.
    Elements(DrawElements),
    /// Re-apply the renderer's state (`ImDrawCallback_ResetRenderState`); imgui's textures
    /// are sampled linearly again.
    ResetRenderState,
    /// Sample imgui's own textures (its font atlas, and the textures of Dear ImGui 1.92's
    /// protocol) with this filter in the draws that follow, until the next such command or
    /// `ResetRenderState`: Dear ImGui 1.92's `DrawCallback_SetSamplerNearest` and
    /// `DrawCallback_SetSamplerLinear`. The app's textures keep the sampler they were
    /// registered with.
    SamplerFilter(wgpu::FilterMode),
    /// A user callback; `None` when it cannot be invoked (a recorded frame).
    Callback(Option<RawCallback<'a>>),
}

/// One indexed draw: which indices, clipped how, sampling which texture.
///
/// The one shape of a draw command everywhere: live draw data, recorded snapshots and their
/// summaries all carry it, so a command is never destructured and rebuilt between them.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DrawElements {
    /// Number of indices.
    pub count: usize,
    /// Clip rectangle (x1, y1, x2, y2) in imgui coordinates.
    pub clip_rect: [f32; 4],
    /// Texture to sample.
    pub texture_id: TextureId,
    /// Added to every index (for meshes over 64k vertices).
    pub vtx_offset: usize,
    /// First index, relative to the list.
    pub idx_offset: usize,
}

impl DrawElements {
    /// The index range `idx_offset..idx_offset + count`, or `None` when it overflows.
    pub fn index_range(&self) -> Option<std::ops::Range<usize>> {
        Some(self.idx_offset..self.idx_offset.checked_add(self.count)?)
    }
}

/// A user callback of a live imgui frame, with the pointers it must be called with.
///
/// It borrows the draw list it came from (`'a`), and only a binding's front makes one from
/// its own live draw lists, so a callback can never be invoked after its draw data is gone.
#[derive(Clone, Copy, Debug)]
pub struct RawCallback<'a> {
    callback: unsafe extern "C" fn(*const c_void, *const c_void),
    list: *const c_void,
    command: *const c_void,
    clip_rect: [f32; 4],
    _draw_list: std::marker::PhantomData<&'a ()>,
}

impl PartialEq for RawCallback<'_> {
    /// Two callbacks are the same when they are the same command of the same list (function
    /// pointer addresses are not unique, so they are not compared).
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.list, other.list) && std::ptr::eq(self.command, other.command)
    }
}

impl<'a> RawCallback<'a> {
    /// A callback of a live draw list borrowed for `'a`.
    ///
    /// # Safety
    ///
    /// `list` and `command` point to a draw list and one of its commands that stay alive
    /// and unchanged for `'a`, and `callback` is the function imgui stored in that command,
    /// taking pointers to that binding's `ImDrawList` and `ImDrawCmd` (pointer arguments:
    /// the same call as through this signature).
    pub(crate) unsafe fn new(
        callback: unsafe extern "C" fn(*const c_void, *const c_void),
        list: *const c_void,
        command: *const c_void,
        clip_rect: [f32; 4],
    ) -> Self {
        Self {
            callback,
            list,
            command,
            clip_rect,
            _draw_list: std::marker::PhantomData,
        }
    }

    /// The command's clip rect (x1, y1, x2, y2), in imgui coordinates.
    pub(crate) fn clip_rect(&self) -> [f32; 4] {
        self.clip_rect
    }

    /// Runs the callback, as Dear ImGui's own backends do.
    pub(crate) fn invoke(self) {
        // SAFETY: `'a` borrows the draw list, so the list and the command are alive and
        // unchanged; imgui stored this callback for exactly these pointers (`new`'s
        // contract).
        unsafe { (self.callback)(self.list, self.command) }
    }
}

/// The bytes of a vertex slice, as uploaded.
pub(crate) fn vertex_bytes(vertices: &[DrawVert]) -> &[u8] {
    bytemuck::cast_slice(vertices)
}

/// The bytes of an index slice, as uploaded.
pub(crate) fn index_bytes(indices: &[DrawIdx]) -> &[u8] {
    bytemuck::cast_slice(indices)
}
