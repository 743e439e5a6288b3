//! What one `render` call did: draws, skips, uploads, objects created.
//!
//! The report is how bad input stays visible without panicking or losing the frame, and how
//! tests and benchmarks check the renderer's costs with counts that do not drift.

use crate::error::SkipReason;

/// One draw command that was left out, and why.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct SkippedCommand {
    /// Index of the draw list in the frame.
    pub list_index: usize,
    /// Index of the command in its list.
    pub command_index: usize,
    /// Why it was left out.
    pub reason: SkipReason,
}

/// The outcome of one `Renderer::render` call.
#[derive(Clone, Debug, Default, PartialEq)]
#[non_exhaustive]
pub struct RenderReport {
    /// Draw calls recorded into the pass.
    pub draws: usize,
    /// Commands whose scissor was empty after clamping to the target (normal culling, not
    /// an error: imgui emits these for windows scrolled or moved off-screen).
    pub culled: usize,
    /// Commands left out because of bad input. Empty (and unallocated) in a healthy frame.
    pub skipped: Vec<SkippedCommand>,
    /// Times the texture bind group was changed (bind groups are set only on change).
    pub texture_binds: usize,
    /// Callbacks that ran: raw imgui callbacks invoked, and paint closures run. A paint
    /// marker that was skipped (expired, foreign) or culled does not count.
    pub callbacks: usize,
    /// Vertices the call's lists hold (written or reused).
    pub vertices: u64,
    /// Indices the call's lists hold (written or reused).
    pub indices: u64,
    /// Bytes written to GPU buffers by this call: the vertices and indices (each list's
    /// padded to 4 bytes) of the lists in `lists_written`, and the 16 uniform bytes when
    /// the call's uniform slot did not hold them already. 0 for a frame identical to the
    /// last one.
    pub bytes_uploaded: u64,
    /// Draw lists written: new, or changed since they were uploaded.
    pub lists_written: usize,
    /// Draw lists drawn from data already on the GPU, because their bytes equal an earlier
    /// upload's (compared in full, see `RendererConfig::reuse_unchanged_lists`).
    pub lists_reused: usize,
    /// Vertex and index bytes (each list's indices padded to 4) of the reused lists: what
    /// was not copied again.
    pub bytes_reused: u64,
    /// Bind groups this call created: one per uniform slot when it made a new uniform
    /// buffer. Only this call's: the texture calls' bind groups are counted in
    /// [`RendererStats`]. Zero in steady state.
    pub bind_groups_created: usize,
    /// Buffers this call created: a geometry or uniform buffer it outgrew mid-frame. Only
    /// this call's: a resize at `new_frame` shows in [`RendererStats::buffers`] and
    /// [`RendererStats::buffer_capacity_bytes`]. Zero in steady state.
    pub buffers_created: usize,
    /// Render pipelines this call created: one the first time a pass of a new shape is
    /// drawn into. Zero in steady state.
    pub pipelines_created: usize,
}

impl SkippedCommand {
    /// The skip of command `command_index` of list `list_index`, for `reason` (tests compare
    /// reports against these).
    pub fn new(list_index: usize, command_index: usize, reason: SkipReason) -> Self {
        Self {
            list_index,
            command_index,
            reason,
        }
    }
}

impl RenderReport {
    /// Whether every command was drawn or culled, none skipped.
    pub fn is_clean(&self) -> bool {
        self.skipped.is_empty()
    }
}

/// Live counts of the renderer's own GPU objects, from [`Renderer::stats`](crate::RendererFor::stats): what
/// the renderer holds right now, counted, so a stats panel or a leak test sees growth.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct RendererStats {
    /// Persistent texture bind groups alive (registered, not yet unregistered).
    pub persistent_bind_groups: usize,
    /// Registered textures waiting for a view after a device loss: their ids are valid and
    /// skipped with `TextureIdError::NeedsView` until `Renderer::replace_texture`.
    pub textures_needing_view: usize,
    /// Per-frame texture bind groups alive (emptied at `new_frame`).
    pub frame_bind_groups: usize,
    /// Samplers alive (one per distinct sampler options in use).
    pub samplers: usize,
    /// Render pipelines alive (one per pass shape drawn into).
    pub pipelines: usize,
    /// Upload buffers alive (vertex, index, uniform; made by the first upload).
    pub buffers: usize,
    /// Uniform slot bind groups alive (one per 256-byte slot of the uniform buffer).
    pub uniform_bind_groups: usize,
    /// Bytes of GPU memory held by the upload buffers.
    pub buffer_capacity_bytes: u64,
    /// Draw lists whose data stays on the GPU for reuse (those drawn in the last frame).
    pub resident_lists: usize,
    /// Bytes of CPU memory holding exact copies of resident lists, against which their
    /// next frame's bytes are compared (lists that change every frame keep none).
    pub list_copy_bytes: u64,
    /// Paint callbacks stored for this frame (dropped at `new_frame`).
    pub paint_callbacks: usize,
    /// Textures imgui owns alive (Dear ImGui 1.92's protocol: created and not yet destroyed
    /// with `destroy_imgui_texture`), apart from the app's textures above. imgui-rs's font
    /// atlas is not among them (see `font_atlas_size`).
    pub imgui_textures: usize,
    /// Bytes of GPU memory those textures hold (four a texel).
    pub imgui_texture_bytes: u64,
    /// Font atlas width and height in texels.
    pub font_atlas_size: [u32; 2],
    /// Frames started with `new_frame`.
    pub frames: u64,
}
