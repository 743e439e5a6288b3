//! An independent model of what `render` reports for a frame, written from the crate's
//! documented contract (the crate docs' "Bad input", `SkipReason`, `RenderReport`), not
//! from its code: which commands draw, which are culled, which are skipped and why, and how
//! many bytes are uploaded.

use imgui_webgpu::error::{SkipReason, TextureIdError};
use imgui_webgpu::source::DrawElements;

/// What a texture id resolves to, for the model.
#[derive(Clone, Debug, PartialEq)]
pub enum TextureOutcome {
    Draws,
    /// Skipped with exactly this error.
    Fails(TextureIdError),
    /// Skipped with some texture error (recordings: arbitrary raw ids).
    FailsSomehow,
}

/// One command, as the model sees it.
#[derive(Clone, Debug)]
pub enum ModelCommand {
    Elements(DrawElements, TextureOutcome),
    Reset,
    /// A callback that cannot be invoked (recorded, or a source's own).
    Unreplayable,
}

/// One list, as the model sees it.
#[derive(Clone, Debug)]
pub struct ModelList {
    pub vertices: usize,
    pub indices: usize,
    pub commands: Vec<ModelCommand>,
}

/// The model's expectation.
#[derive(Clone, Debug, PartialEq)]
pub enum Expected {
    /// The whole call fails with `InvalidDisplay`.
    InvalidDisplay,
    Report {
        draws: usize,
        culled: usize,
        /// (list, command, reason); `None` stands for "some texture error".
        skipped: Vec<(usize, usize, Option<SkipReason>)>,
        /// Vertex and index bytes of the lists with geometry (each list's indices padded
        /// to 4), written or reused; the uniforms' 16 bytes come on top when written.
        geometry_bytes: u64,
        /// Lists with geometry: each is written or reused.
        lists: usize,
    },
}

/// Bytes of the per-call uniforms (scale and translation, four `f32`).
const UNIFORM_BYTES: u64 = 16;

/// Predicts the report of rendering `lists` into a `target` of pixels.
pub fn predict(
    display_pos: [f32; 2],
    display_size: [f32; 2],
    scale: [f32; 2],
    lists: &[ModelList],
    target: [u32; 2],
    base_vertex: bool,
) -> Expected {
    let values = display_pos.iter().chain(&display_size).chain(&scale);
    if values.clone().any(|value| !value.is_finite())
        || display_size.iter().any(|size| *size < 0.0)
        || scale.iter().any(|scale| *scale <= 0.0)
    {
        return Expected::InvalidDisplay;
    }
    if display_size.contains(&0.0) {
        return Expected::Report {
            draws: 0,
            culled: 0,
            skipped: Vec::new(),
            geometry_bytes: 0,
            lists: 0,
        };
    }
    // The projection maps the display onto the target; where it overflows, no projection
    // exists.
    for axis in 0..2 {
        let clip_scale = 2.0 * scale[axis] / target[axis] as f32;
        if !clip_scale.is_finite() || !(display_pos[axis] * clip_scale).is_finite() {
            return Expected::InvalidDisplay;
        }
    }
    let (mut draws, mut culled, mut skipped) = (0, 0, Vec::new());
    let (mut vertices_before, mut indices_before) = (0u64, 0u64);
    let (mut list_bytes, mut geometry_lists) = (0u64, 0usize);
    for (list_index, list) in lists.iter().enumerate() {
        for (command_index, command) in list.commands.iter().enumerate() {
            let mut skip = |reason| skipped.push((list_index, command_index, reason));
            let (elements, texture) = match command {
                ModelCommand::Reset => continue,
                ModelCommand::Unreplayable => {
                    skip(Some(SkipReason::CallbackNotReplayable));
                    continue;
                }
                ModelCommand::Elements(elements, texture) => (elements, texture),
            };
            if elements.count == 0 {
                continue;
            }
            let end = elements.idx_offset.checked_add(elements.count);
            if end.is_none_or(|end| end > list.indices) {
                skip(Some(SkipReason::IndexRangeOutOfBounds {
                    idx_offset: elements.idx_offset,
                    count: elements.count,
                    list_indices: list.indices,
                }));
                continue;
            }
            if elements.vtx_offset >= list.vertices {
                skip(Some(SkipReason::VertexOffsetOutOfBounds {
                    vtx_offset: elements.vtx_offset,
                    list_vertices: list.vertices,
                }));
                continue;
            }
            let clip = elements.clip_rect;
            if clip.iter().any(|value| !value.is_finite()) {
                skip(Some(SkipReason::NonFiniteClipRect { clip_rect: clip }));
                continue;
            }
            if clip[2] < clip[0] || clip[3] < clip[1] {
                skip(Some(SkipReason::InvertedClipRect { clip_rect: clip }));
                continue;
            }
            if scissor_is_empty(clip, display_pos, scale, target) {
                culled += 1;
                continue;
            }
            let first_vertex = vertices_before + elements.vtx_offset as u64;
            if base_vertex && first_vertex > i32::MAX as u64 {
                skip(Some(SkipReason::VertexOffsetOutOfBounds {
                    vtx_offset: elements.vtx_offset,
                    list_vertices: list.vertices,
                }));
                continue;
            }
            let last_index = indices_before + (elements.idx_offset + elements.count) as u64;
            if last_index > u64::from(u32::MAX) {
                skip(Some(SkipReason::IndexRangeOutOfBounds {
                    idx_offset: elements.idx_offset,
                    count: elements.count,
                    list_indices: list.indices,
                }));
                continue;
            }
            match texture {
                TextureOutcome::Draws => draws += 1,
                TextureOutcome::Fails(error) => skip(Some(SkipReason::Texture(*error))),
                TextureOutcome::FailsSomehow => skip(None),
            }
        }
        vertices_before += list.vertices as u64;
        indices_before += list.indices as u64;
        if list.vertices > 0 || list.indices > 0 {
            list_bytes += list.vertices as u64 * 20 + (list.indices as u64 * 2).next_multiple_of(4);
            geometry_lists += 1;
        }
    }
    let (geometry_bytes, lists) = if vertices_before > 0 && indices_before > 0 {
        (list_bytes, geometry_lists)
    } else {
        (0, 0)
    };
    Expected::Report {
        draws,
        culled,
        skipped,
        geometry_bytes,
        lists,
    }
}

/// Whether a clip rect covers no pixel of the target: `pixel = (point - display_pos) *
/// scale`, clamped to the target, the near side rounded down and the far side up.
fn scissor_is_empty(clip: [f32; 4], pos: [f32; 2], scale: [f32; 2], target: [u32; 2]) -> bool {
    let side = |value: f32, axis: usize| {
        ((value - pos[axis]) * scale[axis]).clamp(0.0, target[axis] as f32)
    };
    let (x1, y1) = (side(clip[0], 0).floor(), side(clip[1], 1).floor());
    let (x2, y2) = (side(clip[2], 0).ceil(), side(clip[3], 1).ceil());
    x2 <= x1 || y2 <= y1
}

/// Whether a report matches the model's expectation; the difference otherwise.
pub fn compare(
    expected: &Expected,
    actual: &Result<imgui_webgpu::RenderReport, imgui_webgpu::RenderError>,
) -> Result<(), String> {
    match (expected, actual) {
        (Expected::InvalidDisplay, Err(imgui_webgpu::RenderError::InvalidDisplay { .. })) => Ok(()),
        (
            Expected::Report {
                draws,
                culled,
                skipped,
                geometry_bytes,
                lists,
            },
            Ok(report),
        ) => {
            let actual_skips: Vec<_> = report
                .skipped
                .iter()
                .map(|skip| (skip.list_index, skip.command_index, &skip.reason))
                .collect();
            let skips_match = skipped.len() == actual_skips.len()
                && skipped.iter().zip(&actual_skips).all(|(want, got)| {
                    want.0 == got.0
                        && want.1 == got.1
                        && match &want.2 {
                            // By their printed form: a NaN clip rect equals itself there.
                            Some(reason) => format!("{reason:?}") == format!("{:?}", got.2),
                            None => matches!(got.2, SkipReason::Texture(_)),
                        }
                });
            // Every list is written or reused; the uniforms are written or already held.
            let bytes = report.bytes_uploaded + report.bytes_reused;
            let bytes_match = *lists == 0 && bytes == 0
                || *lists > 0
                    && [*geometry_bytes, *geometry_bytes + UNIFORM_BYTES].contains(&bytes);
            if report.draws == *draws
                && report.culled == *culled
                && skips_match
                && bytes_match
                && report.lists_written + report.lists_reused == *lists
            {
                Ok(())
            } else {
                Err(format!(
                    "model: draws {draws}, culled {culled}, {lists} lists of {geometry_bytes} \
                     bytes (+{UNIFORM_BYTES} uniform), skipped {skipped:?}\nrender: draws {}, \
                     culled {}, {} lists written and {} reused, {} bytes written and {} \
                     reused, skipped {:?}",
                    report.draws,
                    report.culled,
                    report.lists_written,
                    report.lists_reused,
                    report.bytes_uploaded,
                    report.bytes_reused,
                    report.skipped
                ))
            }
        }
        (expected, actual) => Err(format!("model: {expected:?}\nrender: {actual:?}")),
    }
}
