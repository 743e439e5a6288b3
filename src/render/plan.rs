//! The plan: one walk over a [`DrawSource`] that validates and decides everything.
//!
//! The plan is the only place that reads the source. In one walk it checks the display,
//! works out the one mapping from imgui coordinates to target pixels (which the projection
//! and every scissor share), sums the lists, keeps each list's vertex and index slices for
//! the upload, and turns each command into a step: a draw with its bind group, scissor and
//! index range already resolved and checked, a state reset, or a paint closure to run.
//! Anything that cannot be drawn is skipped and reported here. Upload and emit trust the
//! plan: they hold no checks of their own.
//!
//! Raw imgui callbacks are run here, once per `render`, in draw order: a raw callback cannot
//! record into the pass, so running it while planning is indistinguishable from running it
//! while recording, and running it is how a paint marker is recognised (see `paint`).

use std::ops::Range;

use crate::error::{RenderError, SkipReason, TextureIdError};
use crate::render::mapping::{Mapping, Scissor, Uniforms};
use crate::report::{RenderReport, SkippedCommand};
use crate::resources::paint::{self, MarkerError, PaintCallbacks};
use crate::resources::textures::{Resolved, Textures};
use crate::source::{
    DrawCommand, DrawElements, DrawIdx, DrawListSource, DrawSource, DrawVert, TextureId,
};

/// One list's geometry, as the upload copies it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct ListData<'a> {
    pub vertices: &'a [DrawVert],
    pub indices: &'a [DrawIdx],
}

/// One checked draw.
#[derive(Clone, Debug)]
pub(crate) struct Draw<'a> {
    pub bind_group: &'a wgpu::BindGroup,
    /// Whether the shader decodes the texture's texels from sRGB (a `Unorm` texture of
    /// sRGB-encoded colour, registered with `SamplerOptions::decode_srgb`).
    pub decode_srgb: bool,
    pub scissor: Scissor,
    /// Which of the plan's lists it draws from (an index into [`Plan::lists`]).
    pub list: usize,
    /// Indices within its list.
    pub indices: Range<u32>,
    /// The first vertex within its list. Where the list sits is the upload's business:
    /// the geometry store keeps every placement small enough that the sums fit `u32` and `i32`.
    pub first_vertex: u64,
}

/// What the recorder does, in order.
#[derive(Clone, Debug)]
pub(crate) enum Step<'a> {
    /// Draw indexed.
    Draw(Draw<'a>),
    /// Set the renderer's state again (`ImDrawCallback_ResetRenderState`).
    ResetRenderState,
    /// Run this frame's paint closure `closure`, scissored.
    Paint {
        closure: usize,
        scissor: Scissor,
        clip_rect: [f32; 4],
    },
}

/// Everything one `render` call decided: upload and emit only carry it out.
#[derive(Debug)]
pub(crate) struct Plan<'a> {
    pub mapping: Mapping,
    pub uniforms: Uniforms,
    pub vertex_count: u64,
    pub index_count: u64,
    /// The lists with geometry, in order.
    pub lists: Vec<ListData<'a>>,
    pub steps: Vec<Step<'a>>,
    /// Whether any draw decodes its texels from sRGB (then the pass needs the pipeline that
    /// does, where the target stores linear light).
    pub decodes_srgb: bool,
}

impl Plan<'_> {
    /// Whether there is geometry to upload (a frame of paint callbacks only has none).
    pub fn has_geometry(&self) -> bool {
        self.vertex_count > 0 && self.index_count > 0
    }
}

/// The plan's vectors between calls, empty, so planning allocates nothing in steady state.
#[derive(Debug, Default)]
pub(crate) struct PlanStorage {
    lists: Vec<ListData<'static>>,
    steps: Vec<Step<'static>>,
}

impl PlanStorage {
    /// An empty plan for one call, on the stored vectors.
    pub fn take<'a>(&mut self) -> Plan<'a> {
        Plan {
            mapping: Mapping::default(),
            uniforms: Uniforms {
                scale: [0.0; 2],
                translate: [0.0; 2],
            },
            vertex_count: 0,
            index_count: 0,
            lists: recycle(std::mem::take(&mut self.lists)),
            steps: recycle(std::mem::take(&mut self.steps)),
            decodes_srgb: false,
        }
    }

    /// Keeps a finished plan's vectors (emptied) for the next call.
    pub fn give_back(&mut self, plan: Plan<'_>) {
        self.lists = recycle(plan.lists);
        self.steps = recycle(plan.steps);
    }
}

/// Empties a vector and hands its allocation on as a vector of another lifetime. The
/// collect reuses the buffer in place (same size and alignment), so nothing is allocated.
fn recycle<T, U>(mut vector: Vec<T>) -> Vec<U> {
    vector.clear();
    vector.into_iter().filter_map(|_| None).collect()
}

/// What the plan reads besides the source.
pub(crate) struct PlanContext<'a> {
    pub textures: Textures<'a>,
    /// The frame's paint closures; their markers carry the frame's generation, as frame
    /// texture ids do (`textures.frame_generation`).
    pub paint_callbacks: &'a PaintCallbacks,
    pub target_size: [u32; 2],
    pub use_base_vertex: bool,
}

/// Walks `source` once and fills `plan` and the report's skips, culls and callbacks.
/// `Ok(false)`: the display is empty (a minimised window), nothing is to be drawn.
pub(crate) fn build<'a, S: DrawSource>(
    plan: &mut Plan<'a>,
    source: &'a S,
    context: &PlanContext<'a>,
    report: &mut RenderReport,
) -> Result<bool, RenderError> {
    let display_pos = source.display_pos();
    let display_size = source.display_size();
    let scale = source.framebuffer_scale();
    let invalid = || RenderError::InvalidDisplay {
        display_pos,
        display_size,
        framebuffer_scale: scale,
    };
    let finite = display_pos
        .iter()
        .chain(&display_size)
        .chain(&scale)
        .all(|v| v.is_finite());
    if !finite || display_size.iter().any(|v| *v < 0.0) || scale.iter().any(|v| *v <= 0.0) {
        return Err(invalid());
    }
    if display_size.contains(&0.0) {
        return Ok(false);
    }
    plan.mapping = Mapping {
        display_pos,
        scale,
        target_size: context.target_size,
    };
    plan.uniforms = Uniforms::for_mapping(display_pos, scale, context.target_size);
    if !plan.uniforms.is_finite() {
        return Err(invalid());
    }

    let mut walk = Walk {
        context,
        mapping: plan.mapping,
        last_clip: None,
        last_texture: None,
        filter: wgpu::FilterMode::Linear,
    };
    for (list_index, list) in source.lists().enumerate() {
        let vertices = list.vertices();
        let indices = list.indices();
        let place = ListPlace {
            index: list_index,
            slot: plan.lists.len(),
            vertices: vertices.len(),
            indices: indices.len(),
        };
        plan.vertex_count = plan.vertex_count.saturating_add(vertices.len() as u64);
        plan.index_count = plan.index_count.saturating_add(indices.len() as u64);
        if !vertices.is_empty() || !indices.is_empty() {
            plan.lists.push(ListData { vertices, indices });
        }
        for (command_index, command) in list.commands().enumerate() {
            walk.command(plan, &place, command_index, command, report);
        }
    }
    Ok(true)
}

/// A list being walked.
struct ListPlace {
    /// Its index in the source.
    index: usize,
    /// Its index in the plan's lists (where it goes when it has geometry).
    slot: usize,
    vertices: usize,
    indices: usize,
}

/// The walk's memory: runs of commands share a clip rect and a texture, so each run works
/// its scissor out and resolves its texture once; and the filter imgui's textures are
/// sampled with, which the draw list's sampler commands set.
struct Walk<'c, 'a> {
    context: &'c PlanContext<'a>,
    mapping: Mapping,
    last_clip: Option<([f32; 4], Option<Scissor>)>,
    last_texture: Option<(TextureId, wgpu::FilterMode, Resolved<'a>)>,
    filter: wgpu::FilterMode,
}

impl<'a> Walk<'_, 'a> {
    #[inline(always)]
    fn command(
        &mut self,
        plan: &mut Plan<'a>,
        list: &ListPlace,
        command_index: usize,
        command: DrawCommand<'_>,
        report: &mut RenderReport,
    ) {
        let outcome = match command {
            DrawCommand::Elements(elements) => self.draw(plan, list, &elements),
            DrawCommand::ResetRenderState => {
                self.filter = wgpu::FilterMode::Linear;
                plan.steps.push(Step::ResetRenderState);
                Outcome::Planned
            }
            // Each draw binds its texture's group for the filter: nothing to plan here.
            DrawCommand::SamplerFilter(filter) => {
                self.filter = filter;
                Outcome::Planned
            }
            DrawCommand::Callback(Some(callback)) => match paint::run_callback(callback) {
                None => {
                    report.callbacks += 1;
                    Outcome::Planned
                }
                Some(marker) => self.paint(plan, marker, callback.clip_rect()),
            },
            DrawCommand::Callback(None) => Outcome::Skipped(SkipReason::CallbackNotReplayable),
        };
        match outcome {
            Outcome::Planned => {}
            Outcome::Culled => report.culled += 1,
            Outcome::Skipped(reason) => report.skipped.push(SkippedCommand {
                list_index: list.index,
                command_index,
                reason,
            }),
        }
    }

    /// Plans one draw: checks its ranges, clips it, resolves its texture.
    #[inline(always)]
    fn draw(&mut self, plan: &mut Plan<'a>, list: &ListPlace, command: &DrawElements) -> Outcome {
        let &DrawElements {
            count,
            clip_rect,
            texture_id,
            vtx_offset,
            idx_offset,
        } = command;
        if count == 0 {
            return Outcome::Planned;
        }
        let index_out_of_bounds = || {
            Outcome::Skipped(SkipReason::IndexRangeOutOfBounds {
                idx_offset,
                count,
                list_indices: list.indices,
            })
        };
        let vertex_out_of_bounds = || {
            Outcome::Skipped(SkipReason::VertexOffsetOutOfBounds {
                vtx_offset,
                list_vertices: list.vertices,
            })
        };
        if idx_offset
            .checked_add(count)
            .is_none_or(|end| end > list.indices)
        {
            return index_out_of_bounds();
        }
        if vtx_offset >= list.vertices {
            return vertex_out_of_bounds();
        }
        let scissor = match self.scissor(clip_rect) {
            Ok(Some(scissor)) => scissor,
            Ok(None) => return Outcome::Culled,
            Err(reason) => return Outcome::Skipped(reason),
        };
        // Both offsets lie inside their list; the geometry store places lists so that their sums
        // with a list's place fit too.
        let first_vertex = vtx_offset as u64;
        if self.context.use_base_vertex && i32::try_from(first_vertex).is_err() {
            return vertex_out_of_bounds();
        }
        let (Ok(start), Ok(end)) = (u32::try_from(idx_offset), u32::try_from(idx_offset + count))
        else {
            return index_out_of_bounds();
        };
        let texture = match self.texture(texture_id) {
            Ok(texture) => texture,
            Err(error) => return Outcome::Skipped(SkipReason::Texture(error)),
        };
        plan.decodes_srgb |= texture.decode_srgb;
        plan.steps.push(Step::Draw(Draw {
            bind_group: texture.bind_group,
            decode_srgb: texture.decode_srgb,
            scissor,
            list: list.slot,
            indices: start..end,
            first_vertex,
        }));
        Outcome::Planned
    }

    /// Plans a paint closure run, for a marker's data and clip rect.
    #[inline]
    fn paint(&mut self, plan: &mut Plan<'a>, marker: usize, clip_rect: [f32; 4]) -> Outcome {
        let closure = match self
            .context
            .paint_callbacks
            .find(marker, self.context.textures.frame_generation)
        {
            Ok(closure) => closure,
            Err(MarkerError::Expired) => {
                return Outcome::Skipped(SkipReason::ExpiredPaintCallback);
            }
            Err(MarkerError::Foreign) => {
                return Outcome::Skipped(SkipReason::ForeignPaintCallback);
            }
        };
        match self.mapping.scissor(clip_rect) {
            Ok(Some(scissor)) => {
                plan.steps.push(Step::Paint {
                    closure,
                    scissor,
                    clip_rect,
                });
                Outcome::Planned
            }
            Ok(None) => Outcome::Culled,
            Err(reason) => Outcome::Skipped(reason),
        }
    }

    /// The scissor of a clip rect, reusing the last one's when the rect repeats.
    #[inline]
    fn scissor(&mut self, clip_rect: [f32; 4]) -> Result<Option<Scissor>, SkipReason> {
        if let Some((last, scissor)) = self.last_clip {
            if last == clip_rect {
                return Ok(scissor);
            }
        }
        let scissor = self.mapping.scissor(clip_rect)?;
        self.last_clip = Some((clip_rect, scissor));
        Ok(scissor)
    }

    /// The bind group of a texture id, reusing the last one's when the id repeats.
    #[inline(always)]
    fn texture(&mut self, id: TextureId) -> Result<Resolved<'a>, TextureIdError> {
        if let Some((last, filter, texture)) = self.last_texture {
            if last == id && filter == self.filter {
                return Ok(texture);
            }
        }
        let texture = self.context.textures.resolve(id, self.filter)?;
        self.last_texture = Some((id, self.filter, texture));
        Ok(texture)
    }
}

/// What became of one command.
enum Outcome {
    /// It is a step of the plan (or needs none: an empty draw, a raw callback that ran).
    Planned,
    /// Its scissor is empty after clamping to the target.
    Culled,
    /// It is bad input, left out.
    Skipped(SkipReason),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recycled_vectors_keep_their_allocation() {
        let mut storage = PlanStorage::default();
        let mut plan = storage.take();
        let data: Vec<DrawIdx> = vec![1, 2, 3];
        for _ in 0..100 {
            plan.lists.push(ListData {
                vertices: &[],
                indices: &data,
            });
        }
        let capacity = plan.lists.capacity();
        let pointer = plan.lists.as_ptr() as usize;
        storage.give_back(plan);
        let again = storage.take();
        assert_eq!(again.lists.capacity(), capacity);
        assert_eq!(again.lists.as_ptr() as usize, pointer);
        assert!(again.lists.is_empty());
    }
}
