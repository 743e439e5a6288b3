//! Emit: records a plan into the caller's render pass, setting state only when it changes.
//!
//! Every step was checked by the plan; this is a loop that diffs state and records. At the
//! end the scissor is set back to the whole target, for two reasons:
//! - whatever the app draws after the UI in the same pass is not clipped to a window;
//! - wgpu's GL backend (and so WebGL2) resolves an MSAA pass with `glBlitFramebuffer` while
//!   the pass's last scissor is still set, and the blit obeys the scissor: only that
//!   rectangle would reach the resolve target. wgpu fixed the same leak for presenting
//!   (gfx-rs/wgpu#1771) but not for resolves; see the README.

use crate::config::RenderTarget;
use crate::render::mapping::Scissor;
use crate::render::plan::{Plan, Step};
use crate::render::upload::CallUpload;
use crate::report::RenderReport;
use crate::resources::paint::{PaintCallbacks, PaintInfo};
use crate::resources::pipelines::{INDEX_FORMAT, VERTEX_SIZE};

/// What the recorder needs besides the plan.
pub(crate) struct EmitContext<'a> {
    pub pipeline: &'a wgpu::RenderPipeline,
    /// The same pipeline, with the texels of textures registered with
    /// `SamplerOptions::decode_srgb` decoded; `None` where the target stores encoded values
    /// (such texels pass through there, as imgui's colours do) or no draw needs it.
    pub decode_srgb_pipeline: Option<&'a wgpu::RenderPipeline>,
    /// Where this call's data sits; `None` when the frame has no geometry (only callbacks).
    pub upload: Option<&'a CallUpload<'a>>,
    pub use_base_vertex: bool,
    pub paint_callbacks: &'a PaintCallbacks,
    pub target: RenderTarget,
}

/// What is currently set on the pass, so nothing is set twice.
#[derive(Default)]
struct Bound<'a> {
    bind_group: Option<&'a wgpu::BindGroup>,
    /// Whether the pipeline set is the one that decodes texels (the other keeps the bind
    /// groups: both have one layout).
    decoding: bool,
    scissor: Option<Scissor>,
    /// Vertex (in the whole buffer) the bound vertex buffer slice starts at (rebinding
    /// path only).
    vertex_base: Option<u64>,
}

/// Records `plan` into `pass`, counting draws, texture binds and paint closures run.
pub(crate) fn record<'a>(
    plan: &Plan<'a>,
    context: &EmitContext<'_>,
    pass: &mut wgpu::RenderPass<'_>,
    report: &mut RenderReport,
) {
    let mut bound = Bound::default();
    apply_render_state(pass, context, &mut bound);
    let mut scissor_set = false;
    for step in &plan.steps {
        match step {
            Step::Draw(draw) => {
                let Some(upload) = context.upload else {
                    // The plan makes draws only from geometry, which the upload wrote.
                    continue;
                };
                let decoding = draw.decode_srgb && context.decode_srgb_pipeline.is_some();
                if bound.decoding != decoding {
                    match context.decode_srgb_pipeline.filter(|_| decoding) {
                        Some(pipeline) => pass.set_pipeline(pipeline),
                        None => pass.set_pipeline(context.pipeline),
                    }
                    bound.decoding = decoding;
                }
                if !bound
                    .bind_group
                    .is_some_and(|bound| std::ptr::eq(bound, draw.bind_group))
                {
                    pass.set_bind_group(1, draw.bind_group, &[]);
                    bound.bind_group = Some(draw.bind_group);
                    report.texture_binds += 1;
                }
                if bound.scissor != Some(draw.scissor) {
                    set_scissor(pass, draw.scissor);
                    bound.scissor = Some(draw.scissor);
                    scissor_set = true;
                }
                // The plan's lists and the upload's placements correspond one to one, and
                // the geometry store keeps every placement plus in-list offset within `u32`/`i32`;
                // the checks only keep a mistake from panicking.
                let Some(place) = upload.placements.get(draw.list) else {
                    continue;
                };
                let first_vertex = place.first_vertex + draw.first_vertex;
                let (Ok(start), Ok(end)) = (
                    u32::try_from(place.first_index + u64::from(draw.indices.start)),
                    u32::try_from(place.first_index + u64::from(draw.indices.end)),
                ) else {
                    continue;
                };
                let base_vertex = if context.use_base_vertex {
                    let Ok(base_vertex) = i32::try_from(first_vertex) else {
                        continue;
                    };
                    base_vertex
                } else {
                    if bound.vertex_base != Some(first_vertex) {
                        let offset = first_vertex * VERTEX_SIZE;
                        pass.set_vertex_buffer(0, upload.vertex_buffer.slice(offset..));
                        bound.vertex_base = Some(first_vertex);
                    }
                    0
                };
                pass.draw_indexed(start..end, base_vertex, 0..1);
                report.draws += 1;
            }
            Step::ResetRenderState => apply_render_state(pass, context, &mut bound),
            Step::Paint {
                closure,
                scissor,
                clip_rect,
            } => {
                let Some(paint) = context.paint_callbacks.get(*closure) else {
                    continue;
                };
                set_scissor(pass, *scissor);
                scissor_set = true;
                let info = PaintInfo {
                    scissor: [scissor.x, scissor.y, scissor.width, scissor.height],
                    clip_rect: *clip_rect,
                    target: context.target,
                    display_pos: plan.mapping.display_pos,
                    framebuffer_scale: plan.mapping.scale,
                };
                paint(pass, &info);
                report.callbacks += 1;
                // Whatever the closure bound must not leak into later draws.
                apply_render_state(pass, context, &mut bound);
            }
        }
    }
    let full = plan.mapping.full_target();
    if scissor_set && bound.scissor != Some(full) {
        set_scissor(pass, full);
    }
}

fn set_scissor(pass: &mut wgpu::RenderPass<'_>, scissor: Scissor) {
    pass.set_scissor_rect(scissor.x, scissor.y, scissor.width, scissor.height);
}

/// Sets the pipeline, uniforms, buffers and viewport; forgets what was bound before.
fn apply_render_state<'a>(
    pass: &mut wgpu::RenderPass<'_>,
    context: &EmitContext<'a>,
    bound: &mut Bound<'_>,
) {
    *bound = Bound::default();
    let Some(upload) = context.upload else {
        return;
    };
    pass.set_pipeline(context.pipeline);
    pass.set_bind_group(0, upload.uniforms, &[]);
    pass.set_index_buffer(upload.index_buffer.slice(..), INDEX_FORMAT);
    if context.use_base_vertex {
        pass.set_vertex_buffer(0, upload.vertex_buffer.slice(..));
    }
    let [width, height] = context.target.size.map(|size| size as f32);
    pass.set_viewport(0.0, 0.0, width, height, 0.0, 1.0);
}
