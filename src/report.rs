//! What one `render` call did: draws, skips, uploads, objects created.
//!
//! The report is how bad input stays visible without panicking or losing the frame, and how
//! tests and benchmarks check the renderer's costs with counts that do not drift.

use crate::error::SkipReason;

/// One draw command that was left out, and why.
#[derive(Clone, Copy, Debug, PartialEq)]
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
    /// Callbacks invoked.
    pub callbacks: usize,
    /// Vertices uploaded.
    pub vertices: u64,
    /// Indices uploaded.
    pub indices: u64,
    /// Bytes written to GPU buffers: vertices, indices (padded to 4 bytes) and uniforms.
    pub bytes_uploaded: u64,
    /// Bind groups created since the previous `render`: by this call (one per uniform slot
    /// when the uniform buffer grew) and by the calls before it (`frame_texture` on a view
    /// new to the frame, `register_texture`, `replace_texture`, `reload_font_atlas`). Zero in
    /// steady state, except one per distinct frame texture per frame.
    pub bind_groups_created: usize,
    /// Buffers this call created (arena growth). Zero in steady state.
    pub buffers_created: usize,
}

impl RenderReport {
    /// Whether every command was drawn or culled, none skipped.
    pub fn is_clean(&self) -> bool {
        self.skipped.is_empty()
    }
}

/// Live counts of the renderer's own GPU objects, from [`crate::Renderer::stats`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RendererStats {
    /// Font atlas bind groups alive: always exactly 1.
    pub font_bind_groups: usize,
    /// Persistent texture bind groups alive (registered, not yet unregistered).
    pub persistent_bind_groups: usize,
    /// Per-frame texture bind groups alive (emptied at `new_frame`).
    pub frame_bind_groups: usize,
    /// Samplers alive (one per distinct sampler options in use).
    pub samplers: usize,
    /// Upload buffers alive (vertex, index, uniform).
    pub buffers: usize,
    /// Bytes of GPU memory held by the upload buffers.
    pub buffer_capacity_bytes: u64,
    /// Paint callbacks stored for this frame (dropped at `new_frame`).
    pub paint_callbacks: usize,
    /// Font atlas width and height in texels.
    pub font_atlas_size: [u32; 2],
    /// Frames started with `new_frame`.
    pub frames: u64,
}
