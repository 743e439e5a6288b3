//! The draw walk: validate each command, work out its scissor and offsets, encode it.
//!
//! One walk over a [`DrawSource`], for live imgui frames and replayed snapshots alike. Nothing
//! that the draw data can hold reaches wgpu as an invalid command: out-of-range offsets, NaN
//! or inverted clip rects and unresolvable texture ids are skipped and reported, and the walk
//! goes on with the rest of the frame. State is set only when it changes.

use crate::error::SkipReason;
use crate::paint::{PaintCallbacks, PaintInfo};
use crate::pipeline::{INDEX_FORMAT, VERTEX_SIZE};
use crate::report::{RenderReport, SkippedCommand};
use crate::source::{DrawCommand, DrawListSource, DrawSource};
use crate::textures::TextureSet;
use crate::upload::{FrameUpload, UploadArena};

/// Vertex and index counts summed over a source's lists.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Totals {
    pub vertices: u64,
    pub indices: u64,
}

impl Totals {
    /// Sums the lists' lengths (imgui's own totals are not trusted: the walk reads the lists).
    pub fn of<S: DrawSource>(source: &S) -> Self {
        source.lists().fold(Self::default(), |totals, list| Self {
            vertices: totals.vertices + list.vertices().len() as u64,
            indices: totals.indices + list.indices().len() as u64,
        })
    }
}

/// Everything the walk reads besides the source.
pub(crate) struct EncodeContext<'a> {
    pub pipeline: &'a wgpu::RenderPipeline,
    pub textures: &'a TextureSet,
    pub arena: &'a UploadArena,
    /// Where this call's data sits; `None` when the frame has no geometry (only callbacks).
    pub upload: Option<FrameUpload>,
    pub target_size: [u32; 2],
    /// The viewport: imgui's display rectangle in pixels, clamped to the target, so that
    /// geometry and scissors (both derived from display position and scale) agree.
    pub viewport: [f32; 2],
    pub use_base_vertex: bool,
    pub paint_callbacks: &'a PaintCallbacks,
}

/// A scissor rectangle in target pixels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Scissor {
    x: u32,
    y: u32,
    width: u32,
    height: u32,
}

/// Clamps an imgui clip rect to the target. `Ok(None)`: empty after clamping (culled).
fn scissor_for(
    clip_rect: [f32; 4],
    display_pos: [f32; 2],
    scale: [f32; 2],
    target_size: [u32; 2],
) -> Result<Option<Scissor>, SkipReason> {
    if clip_rect.iter().any(|value| !value.is_finite()) {
        return Err(SkipReason::NonFiniteClipRect { clip_rect });
    }
    if clip_rect[2] < clip_rect[0] || clip_rect[3] < clip_rect[1] {
        return Err(SkipReason::InvertedClipRect { clip_rect });
    }
    let [width, height] = target_size.map(|size| size as f32);
    // Clamped into [0, target size] first, so truncating casts are exact floors (cheaper
    // than `f32::floor`, a libm call on baseline x86-64) and the sides cannot overflow.
    let min_x = ((clip_rect[0] - display_pos[0]) * scale[0]).clamp(0.0, width) as u32;
    let min_y = ((clip_rect[1] - display_pos[1]) * scale[1]).clamp(0.0, height) as u32;
    let max_x = ceil_u32(((clip_rect[2] - display_pos[0]) * scale[0]).clamp(0.0, width));
    let max_y = ceil_u32(((clip_rect[3] - display_pos[1]) * scale[1]).clamp(0.0, height));
    if max_x <= min_x || max_y <= min_y {
        return Ok(None);
    }
    Ok(Some(Scissor {
        x: min_x,
        y: min_y,
        width: max_x - min_x,
        height: max_y - min_y,
    }))
}

/// Rounds a value in [0, 2^24] up to an integer.
fn ceil_u32(value: f32) -> u32 {
    let truncated = value as u32;
    truncated + u32::from((truncated as f32) < value)
}

/// What is currently set on the pass, so nothing is set twice.
#[derive(Default)]
struct BoundState {
    texture: Option<usize>,
    scissor: Option<Scissor>,
    /// First vertex the bound vertex buffer slice starts at (rebinding path only).
    vertex_base: Option<u64>,
}

/// Sets the pipeline, uniforms, buffers and viewport; forgets what was bound before.
fn apply_render_state(
    pass: &mut wgpu::RenderPass<'_>,
    context: &EncodeContext<'_>,
    bound: &mut BoundState,
) {
    *bound = BoundState::default();
    let Some(upload) = &context.upload else {
        return;
    };
    pass.set_pipeline(context.pipeline);
    pass.set_bind_group(
        0,
        context.arena.uniform_bind_group(upload.uniform_slot),
        &[],
    );
    pass.set_index_buffer(
        context.arena.index_buffer().slice(upload.index_offset..),
        INDEX_FORMAT,
    );
    if context.use_base_vertex {
        pass.set_vertex_buffer(
            0,
            context.arena.vertex_buffer().slice(upload.vertex_offset..),
        );
    }
    pass.set_viewport(0.0, 0.0, context.viewport[0], context.viewport[1], 0.0, 1.0);
}

/// Checks a command's index range and vertex offset against its list.
fn check_ranges(
    count: usize,
    vtx_offset: usize,
    idx_offset: usize,
    list_vertices: usize,
    list_indices: usize,
) -> Result<(), SkipReason> {
    if idx_offset
        .checked_add(count)
        .is_none_or(|end| end > list_indices)
    {
        return Err(SkipReason::IndexRangeOutOfBounds {
            idx_offset,
            count,
            list_indices,
        });
    }
    if vtx_offset >= list_vertices {
        return Err(SkipReason::VertexOffsetOutOfBounds {
            vtx_offset,
            list_vertices,
        });
    }
    Ok(())
}

/// Runs the paint closure a marker names, scissored to its clip rect. `Ok(false)`: the clip
/// rect is off the target, so the closure was not run.
fn run_paint_callback(
    pass: &mut wgpu::RenderPass<'_>,
    context: &EncodeContext<'_>,
    marker: usize,
    mut info: PaintInfo,
) -> Result<bool, SkipReason> {
    let paint = context
        .paint_callbacks
        .get(marker)
        .ok_or(SkipReason::ExpiredPaintCallback)?;
    let Some(scissor) = scissor_for(
        info.clip_rect,
        info.display_pos,
        info.framebuffer_scale,
        info.target_size,
    )?
    else {
        return Ok(false);
    };
    pass.set_scissor_rect(scissor.x, scissor.y, scissor.width, scissor.height);
    info.scissor = [scissor.x, scissor.y, scissor.width, scissor.height];
    paint(pass, &info);
    Ok(true)
}

/// Walks the source and records its draws into `pass`, filling in `report`.
pub(crate) fn encode<S: DrawSource>(
    source: &S,
    pass: &mut wgpu::RenderPass<'_>,
    context: &EncodeContext<'_>,
    report: &mut RenderReport,
) {
    let display_pos = source.display_pos();
    let scale = source.framebuffer_scale();
    let mut bound = BoundState::default();
    apply_render_state(pass, context, &mut bound);

    // imgui gives runs of commands one clip rect (a window's): the scissor of the last
    // distinct clip rect is kept, so each run works its scissor out once.
    let mut last_clip: Option<([f32; 4], Option<Scissor>)> = None;
    // Offsets of the current list within this call's ranges, in vertices and indices.
    let mut list_first_vertex: u64 = 0;
    let mut list_first_index: u64 = 0;
    for (list_index, list) in source.lists().enumerate() {
        let list_vertices = list.vertices().len();
        let list_indices = list.indices().len();
        for (command_index, command) in list.commands().enumerate() {
            let skip = |reason| SkippedCommand {
                list_index,
                command_index,
                reason,
            };
            let (count, clip_rect, texture_id, vtx_offset, idx_offset) = match command {
                DrawCommand::Elements {
                    count,
                    clip_rect,
                    texture_id,
                    vtx_offset,
                    idx_offset,
                } => (count, clip_rect, texture_id, vtx_offset, idx_offset),
                DrawCommand::ResetRenderState => {
                    apply_render_state(pass, context, &mut bound);
                    continue;
                }
                DrawCommand::Callback(Some(callback)) => {
                    if let Some((marker, clip_rect)) = callback.paint_marker() {
                        let painted = run_paint_callback(
                            pass,
                            context,
                            marker,
                            PaintInfo {
                                scissor: [0; 4],
                                clip_rect,
                                target_size: context.target_size,
                                display_pos,
                                framebuffer_scale: scale,
                            },
                        );
                        match painted {
                            Ok(true) => {
                                report.callbacks += 1;
                                // Whatever the closure bound must not leak into later draws.
                                apply_render_state(pass, context, &mut bound);
                            }
                            Ok(false) => report.culled += 1,
                            Err(reason) => report.skipped.push(skip(reason)),
                        }
                        continue;
                    }
                    callback.invoke();
                    report.callbacks += 1;
                    continue;
                }
                DrawCommand::Callback(None) => {
                    report.skipped.push(skip(SkipReason::CallbackNotReplayable));
                    continue;
                }
            };
            if count == 0 {
                continue;
            }
            if let Err(reason) =
                check_ranges(count, vtx_offset, idx_offset, list_vertices, list_indices)
            {
                report.skipped.push(skip(reason));
                continue;
            }
            let scissor = match last_clip {
                Some((last, scissor)) if last == clip_rect => scissor,
                _ => match scissor_for(clip_rect, display_pos, scale, context.target_size) {
                    Ok(scissor) => {
                        last_clip = Some((clip_rect, scissor));
                        scissor
                    }
                    Err(reason) => {
                        report.skipped.push(skip(reason));
                        continue;
                    }
                },
            };
            let Some(scissor) = scissor else {
                report.culled += 1;
                continue;
            };
            let first_vertex = list_first_vertex + vtx_offset as u64;
            let base_vertex = if context.use_base_vertex {
                match i32::try_from(first_vertex) {
                    Ok(base) => base,
                    Err(_) => {
                        report
                            .skipped
                            .push(skip(SkipReason::VertexOffsetOutOfBounds {
                                vtx_offset,
                                list_vertices,
                            }));
                        continue;
                    }
                }
            } else {
                0
            };
            let first_index = list_first_index + idx_offset as u64;
            let Ok(indices) = u32::try_from(first_index)
                .and_then(|first| Ok(first..u32::try_from(first_index + count as u64)?))
            else {
                report.skipped.push(skip(SkipReason::IndexRangeOutOfBounds {
                    idx_offset,
                    count,
                    list_indices,
                }));
                continue;
            };
            if bound.texture != Some(texture_id.id()) {
                match context.textures.resolve(texture_id) {
                    Ok(bind_group) => {
                        pass.set_bind_group(1, bind_group, &[]);
                        bound.texture = Some(texture_id.id());
                        report.texture_binds += 1;
                    }
                    Err(error) => {
                        report.skipped.push(skip(SkipReason::Texture(error)));
                        continue;
                    }
                }
            }
            if bound.scissor != Some(scissor) {
                pass.set_scissor_rect(scissor.x, scissor.y, scissor.width, scissor.height);
                bound.scissor = Some(scissor);
            }
            if !context.use_base_vertex && bound.vertex_base != Some(first_vertex) {
                // Elements only pass the range checks when the frame has geometry.
                let Some(upload) = &context.upload else {
                    continue;
                };
                let offset = upload.vertex_offset + first_vertex * VERTEX_SIZE;
                pass.set_vertex_buffer(0, context.arena.vertex_buffer().slice(offset..));
                bound.vertex_base = Some(first_vertex);
            }
            pass.draw_indexed(indices, base_vertex, 0..1);
            report.draws += 1;
        }
        list_first_vertex += list_vertices as u64;
        list_first_index += list_indices as u64;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scissor_is_clamped_to_the_target() {
        let scissor = scissor_for(
            [-10.0, -10.0, 500.0, 500.0],
            [0.0, 0.0],
            [1.0, 1.0],
            [100, 50],
        );
        assert_eq!(
            scissor,
            Ok(Some(Scissor {
                x: 0,
                y: 0,
                width: 100,
                height: 50
            }))
        );
    }

    #[test]
    fn scissor_follows_display_pos_and_scale() {
        let scissor = scissor_for(
            [110.0, 220.0, 130.0, 240.0],
            [100.0, 200.0],
            [2.0, 2.0],
            [1000, 1000],
        );
        assert_eq!(
            scissor,
            Ok(Some(Scissor {
                x: 20,
                y: 40,
                width: 40,
                height: 40
            }))
        );
    }

    #[test]
    fn fractional_clip_rects_round_outwards() {
        let scissor = scissor_for(
            [10.5, 20.25, 30.5, 40.0],
            [0.0, 0.0],
            [1.0, 1.0],
            [100, 100],
        );
        assert_eq!(
            scissor,
            Ok(Some(Scissor {
                x: 10,
                y: 20,
                width: 21,
                height: 20
            }))
        );
        assert_eq!(ceil_u32(0.0), 0);
        assert_eq!(ceil_u32(0.001), 1);
        assert_eq!(ceil_u32(7.0), 7);
        assert_eq!(
            scissor_for([-50.0, -50.0, -10.0, -10.0], [0.0; 2], [1.0; 2], [10, 10]),
            Ok(None)
        );
    }

    #[test]
    fn bad_clip_rects_are_reported_and_offscreen_ones_culled() {
        assert!(matches!(
            scissor_for([f32::NAN, 0.0, 1.0, 1.0], [0.0; 2], [1.0; 2], [10, 10]),
            Err(SkipReason::NonFiniteClipRect { .. })
        ));
        assert!(matches!(
            scissor_for([5.0, 5.0, 1.0, 1.0], [0.0; 2], [1.0; 2], [10, 10]),
            Err(SkipReason::InvertedClipRect { .. })
        ));
        assert_eq!(
            scissor_for([20.0, 20.0, 30.0, 30.0], [0.0; 2], [1.0; 2], [10, 10]),
            Ok(None)
        );
    }

    #[test]
    fn ranges_are_checked_without_overflow() {
        assert!(check_ranges(3, 0, 0, 3, 3).is_ok());
        assert!(check_ranges(3, 0, 1, 3, 3).is_err());
        assert!(check_ranges(usize::MAX, 0, 1, 3, 3).is_err());
        assert!(check_ranges(3, 3, 0, 3, 3).is_err());
    }
}
