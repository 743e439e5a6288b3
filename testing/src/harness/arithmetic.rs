//! Which reciprocal square root the linked Dear ImGui computes with: the one thing that
//! makes the same UI give other vertices on another CPU.
//!
//! Dear ImGui 1.89 normalises anti-aliasing normals with `ImRsqrt` (`imgui_internal.h`):
//! `_mm_rsqrt_ss` where SSE is on, an approximation that AMD and Intel CPUs compute
//! differently; `1.0f / sqrtf(x)` without it (wasm32, ARM, or `IMGUI_DISABLE_SSE` defined
//! when imgui-sys builds imgui). The probe draws anti-aliased lines into a draw list of its
//! own and compares the first fringe vertex with both candidates computed here. It reads
//! nothing of the context's frame and changes nothing in it.

use std::fmt;

/// How the linked Dear ImGui computes reciprocal square roots.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ImguiArithmetic {
    /// `1.0f / sqrtf(x)`: the same on every CPU (wasm32, ARM, `IMGUI_DISABLE_SSE`).
    Exact,
    /// `_mm_rsqrt_ss`: an approximation that differs between CPU vendors.
    ApproximateSse,
    /// Neither candidate matched (a compiler that fuses multiply-adds, say).
    Unknown,
}

impl fmt::Display for ImguiArithmetic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Exact => "exact (1/sqrtf)",
            Self::ApproximateSse => "approximate (SSE rsqrt, differs between CPU vendors)",
            Self::Unknown => "unknown",
        })
    }
}

/// Squared lengths of the probe's lines: `dx = 1`, `dy = 3, 4, 5, 6`.
const PROBES: [f32; 4] = [3.0, 4.0, 5.0, 6.0];

/// Probes the Dear ImGui of `context` (which must be the current one; a
/// [`UiStepper`](crate::UiStepper)'s always is).
pub(crate) fn probe(context: &crate::binding::Context) -> ImguiArithmetic {
    let _ = context; // proves an imgui context exists, so its shared draw data does
    for dy in PROBES {
        let d2 = 1.0 + dy * dy;
        let exact = 1.0 / d2.sqrt();
        let Some(approximate) = sse_rsqrt(d2) else {
            // No SSE here: imgui cannot have used it.
            return fringe_x(dy).map_or(ImguiArithmetic::Unknown, |x| {
                if x == expected_x(dy, exact) {
                    ImguiArithmetic::Exact
                } else {
                    ImguiArithmetic::Unknown
                }
            });
        };
        let (exact_x, approximate_x) = (expected_x(dy, exact), expected_x(dy, approximate));
        if exact_x == approximate_x {
            continue; // this length cannot tell them apart
        }
        return match fringe_x(dy) {
            Some(x) if x == exact_x => ImguiArithmetic::Exact,
            Some(x) if x == approximate_x => ImguiArithmetic::ApproximateSse,
            _ => ImguiArithmetic::Unknown,
        };
    }
    ImguiArithmetic::Unknown
}

/// Where imgui's thin anti-aliased polyline puts the first fringe vertex's x: the line
/// starts at (0.5, 0.5) (`AddLine` adds half a unit), and the normal is `(dy, -dx)` times
/// the reciprocal length, times a fringe of one unit.
fn expected_x(dy: f32, reciprocal_length: f32) -> f32 {
    let normal_x = dy * reciprocal_length;
    0.5 + normal_x * 1.0
}

/// Draws a one-unit anti-aliased line from (0, 0) to (1, dy) into a draw list of its own and
/// returns its first fringe vertex's x.
fn fringe_x(dy: f32) -> Option<f32> {
    use crate::binding::sys;
    // SAFETY: an imgui context is current (the caller holds it), so its shared draw-list data
    // exists. The list is ours alone: made here, drawn into with its own flags (anti-aliased
    // lines, no texture), read, and destroyed before returning.
    unsafe {
        let shared = sys::igGetDrawListSharedData();
        if shared.is_null() {
            return None;
        }
        let list = sys::ImDrawList_ImDrawList(shared);
        if list.is_null() {
            return None;
        }
        sys::ImDrawList__ResetForNewFrame(list);
        (*list).Flags = sys::ImDrawListFlags_AntiAliasedLines as sys::ImDrawListFlags;
        sys::ImDrawList_AddLine(
            list,
            sys::ImVec2 { x: 0.0, y: 0.0 },
            sys::ImVec2 { x: 1.0, y: dy },
            u32::MAX,
            1.0,
        );
        let vertices = &(*list).VtxBuffer;
        // Centre, then the two fringe vertices, per point.
        let x = (vertices.Size >= 3).then(|| (*vertices.Data.add(1)).pos.x);
        sys::ImDrawList_destroy(list);
        x
    }
}

/// `_mm_rsqrt_ss` on this CPU, where it has SSE.
fn sse_rsqrt(value: f32) -> Option<f32> {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{_mm_cvtss_f32, _mm_rsqrt_ss, _mm_set_ss};
        // SAFETY: SSE is part of the x86_64 baseline.
        Some(unsafe { _mm_cvtss_f32(_mm_rsqrt_ss(_mm_set_ss(value))) })
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        let _ = value;
        None
    }
}
