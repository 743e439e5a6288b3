//! What a draw walk reads: a small trait over imgui's draw data.
//!
//! The renderer never touches `imgui::DrawData` directly; it walks a [`DrawSource`]. imgui's
//! live `DrawData` implements it here, and a recorded snapshot implements it too, so a frame
//! replayed from a file goes through exactly the same validation, upload and encoding as a
//! live one. There is one draw walk, not a second renderer for tests.

use imgui::internal::RawWrapper;

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
    fn vertices(&self) -> &'a [imgui::DrawVert];
    /// The list's indices, relative to the list's vertices (plus each command's offset).
    fn indices(&self) -> &'a [imgui::DrawIdx];
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
    /// Re-apply the renderer's state (`ImDrawCallback_ResetRenderState`).
    ResetRenderState,
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
    pub texture_id: imgui::TextureId,
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
/// It borrows the draw list it came from (`'a`), and only imgui's own draw lists can make
/// one, so a callback can never be invoked after its draw data is gone.
#[derive(Clone, Copy, Debug)]
pub struct RawCallback<'a> {
    callback: unsafe extern "C" fn(*const imgui::sys::ImDrawList, *const imgui::sys::ImDrawCmd),
    list: *const imgui::sys::ImDrawList,
    command: *const imgui::sys::ImDrawCmd,
    _draw_list: std::marker::PhantomData<&'a imgui::DrawList>,
}

impl PartialEq for RawCallback<'_> {
    /// Two callbacks are the same when they are the same command of the same list (function
    /// pointer addresses are not unique, so they are not compared).
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.list, other.list) && std::ptr::eq(self.command, other.command)
    }
}

impl RawCallback<'_> {
    /// The command's clip rect (x1, y1, x2, y2), in imgui coordinates.
    pub(crate) fn clip_rect(&self) -> [f32; 4] {
        // SAFETY: the command pointer came from the live draw list this callback borrows.
        let clip = unsafe { (*self.command).ClipRect };
        [clip.x, clip.y, clip.z, clip.w]
    }

    /// Runs the callback, as Dear ImGui's own backends do.
    pub(crate) fn invoke(self) {
        // SAFETY: `'a` borrows the draw list, so the list and the command are alive and
        // unchanged; imgui stored this callback for exactly these pointers.
        unsafe { (self.callback)(self.list, self.command) }
    }
}

impl DrawSource for imgui::DrawData {
    type List<'a> = &'a imgui::DrawList;

    fn display_pos(&self) -> [f32; 2] {
        self.display_pos
    }

    fn display_size(&self) -> [f32; 2] {
        self.display_size
    }

    fn framebuffer_scale(&self) -> [f32; 2] {
        self.framebuffer_scale
    }

    fn lists(&self) -> impl Iterator<Item = Self::List<'_>> {
        // imgui-rs 0.12 builds a slice from imgui's list pointer even when there are no
        // lists, where that pointer is null (the first frame of a new window): undefined
        // behaviour, and an abort in debug builds. Skip it when there is nothing to walk.
        (self.draw_lists_count() > 0)
            .then(|| self.draw_lists())
            .into_iter()
            .flatten()
    }
}

// imgui-rs 0.12 builds slices from imgui's vector pointers even when a vector is empty,
// where the pointer may be null (a list holding only callbacks has no vertices): undefined
// behaviour, and an abort in debug builds. Empty vectors are answered here without it.
impl<'a> DrawListSource<'a> for &'a imgui::DrawList {
    fn vertices(&self) -> &'a [imgui::DrawVert] {
        let list: &'a imgui::DrawList = self;
        // SAFETY: reads the vector's size field only.
        if unsafe { list.raw() }.VtxBuffer.Size <= 0 {
            return &[];
        }
        list.vtx_buffer()
    }

    fn indices(&self) -> &'a [imgui::DrawIdx] {
        let list: &'a imgui::DrawList = self;
        // SAFETY: reads the vector's size field only.
        if unsafe { list.raw() }.IdxBuffer.Size <= 0 {
            return &[];
        }
        list.idx_buffer()
    }

    fn commands(&self) -> impl Iterator<Item = DrawCommand<'a>> {
        let list: &'a imgui::DrawList = self;
        // SAFETY: the pointer is only stored for a later callback invocation, and the size
        // field is only read.
        let raw = unsafe { list.raw() };
        let list_pointer: *const imgui::sys::ImDrawList = raw;
        let commands = (raw.CmdBuffer.Size > 0).then(|| imgui::DrawList::commands(list));
        commands
            .into_iter()
            .flatten()
            .map(move |command| match command {
                imgui::DrawCmd::Elements { count, cmd_params } => {
                    DrawCommand::Elements(DrawElements {
                        count,
                        clip_rect: cmd_params.clip_rect,
                        texture_id: cmd_params.texture_id,
                        vtx_offset: cmd_params.vtx_offset,
                        idx_offset: cmd_params.idx_offset,
                    })
                }
                imgui::DrawCmd::ResetRenderState => DrawCommand::ResetRenderState,
                imgui::DrawCmd::RawCallback { callback, raw_cmd } => {
                    DrawCommand::Callback(Some(RawCallback {
                        callback,
                        list: list_pointer,
                        command: raw_cmd,
                        _draw_list: std::marker::PhantomData,
                    }))
                }
            })
    }
}

/// The bytes of a vertex slice, as uploaded.
pub(crate) fn vertex_bytes(vertices: &[imgui::DrawVert]) -> &[u8] {
    const _: () = assert!(std::mem::size_of::<imgui::DrawVert>() == 20);
    // SAFETY: DrawVert is repr(C) of [f32; 2], [f32; 2], [u8; 4]: 20 bytes, no padding, and
    // every byte is initialised.
    unsafe {
        std::slice::from_raw_parts(
            vertices.as_ptr().cast::<u8>(),
            std::mem::size_of_val(vertices),
        )
    }
}

/// The bytes of an index slice, as uploaded.
pub(crate) fn index_bytes(indices: &[imgui::DrawIdx]) -> &[u8] {
    bytemuck::cast_slice(indices)
}
