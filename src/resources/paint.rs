//! Paint callbacks: the app draws with wgpu inside an imgui window, in imgui's draw order.
//!
//! [`Renderer::paint_callback`](crate::RendererFor::paint_callback) stores a closure for this frame and puts a marker
//! command into the current window's draw list (through Dear ImGui's own callback mechanism).
//! When the draw walk reaches the marker, it sets the scissor to the window's clip rect, calls
//! the closure with the render pass, and then re-applies the renderer's own state, so
//! whatever the closure bound cannot leak into the draws after it. Closures live until the
//! next `new_frame`, like frame textures; a marker from an earlier frame is reported, never
//! run.
//!
//! A marker is recognised by what it does, never by its function's address (an optimized
//! build can hold several copies of one function, each with its own address): the plan runs
//! every raw callback, as Dear ImGui's backends do, and the marker, when run, hands its data
//! (this renderer's tag, the frame's counter and the closure's index) back through a
//! thread-local. Any other callback leaves the thread-local empty.

use std::cell::Cell;

use crate::config::RenderTarget;
use crate::resources::textures::Generation;
use crate::source::RawCallback;

/// Where a paint callback draws, and what the pass it draws into looks like.
#[derive(Clone, Copy, Debug, PartialEq)]
#[non_exhaustive]
pub struct PaintInfo {
    /// The scissor already set on the pass: the imgui clip rect in target pixels
    /// (x, y, width, height), clamped to the target.
    pub scissor: [u32; 4],
    /// The clip rect in imgui coordinates (x1, y1, x2, y2), as the window stated it.
    pub clip_rect: [f32; 4],
    /// The pass's attachment: size, format, depth format and sample count. One imgui frame
    /// can be rendered into passes of different shapes, so a closure picks a pipeline that
    /// matches this one.
    pub target: RenderTarget,
    /// `DrawData::display_pos`: imgui coordinates of the target's top-left corner.
    pub display_pos: [f32; 2],
    /// `DrawData::framebuffer_scale`: pixels per imgui unit.
    pub framebuffer_scale: [f32; 2],
}

impl PaintInfo {
    /// Converts a point in imgui coordinates to target pixels.
    pub fn to_pixels(&self, point: [f32; 2]) -> [f32; 2] {
        [
            (point[0] - self.display_pos[0]) * self.framebuffer_scale[0],
            (point[1] - self.display_pos[1]) * self.framebuffer_scale[1],
        ]
    }
}

/// A closure that records wgpu commands into imgui's render pass. `Send + Sync` where wgpu's
/// own objects are (native targets), so the renderer that stores it stays `Send + Sync`.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) type PaintFn = dyn Fn(&mut wgpu::RenderPass<'_>, &PaintInfo) + Send + Sync + 'static;

/// A closure that records wgpu commands into imgui's render pass.
#[cfg(target_arch = "wasm32")]
pub(crate) type PaintFn = dyn Fn(&mut wgpu::RenderPass<'_>, &PaintInfo) + 'static;

thread_local! {
    /// The data of the last paint marker run on this thread, until the plan takes it.
    static MARKER_RUN: Cell<Option<usize>> = const { Cell::new(None) };
}

/// Called by a front's marker callback when it runs: hands the marker's data to the plan.
pub(crate) fn marker_ran(data: usize) {
    MARKER_RUN.set(Some(data));
}

/// Runs a raw callback once; `Some(data)` when it was a paint marker.
pub(crate) fn run_callback(callback: RawCallback<'_>) -> Option<usize> {
    MARKER_RUN.set(None);
    callback.invoke();
    MARKER_RUN.take()
}

/// Why a marker names no closure of this frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum MarkerError {
    /// Made by this renderer in an earlier frame (or never: a forged index).
    Expired,
    /// Made by another renderer.
    Foreign,
}

/// This frame's paint closures. Markers carry the frame's generation (with the renderer's
/// tag), so another renderer's markers and earlier frames' are reported, never run.
#[derive(Default)]
pub(crate) struct PaintCallbacks {
    callbacks: Vec<Box<PaintFn>>,
}

impl std::fmt::Debug for PaintCallbacks {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PaintCallbacks")
            .field("callbacks", &self.callbacks.len())
            .finish()
    }
}

impl PaintCallbacks {
    /// Stores `callback` for the frame of `generation` and returns the value the marker
    /// command carries. `None` when the frame already holds as many closures as a marker
    /// can index.
    pub fn push(&mut self, callback: Box<PaintFn>, generation: Generation) -> Option<usize> {
        let index = self.callbacks.len();
        if index >= MarkerData::MAX_CLOSURES {
            return None;
        }
        self.callbacks.push(callback);
        Some(MarkerData::encode(index, generation))
    }

    /// The index of the closure a marker names, if it is this renderer's and of the frame of
    /// `current`.
    pub fn find(&self, marker_data: usize, current: Generation) -> Result<usize, MarkerError> {
        let (index, generation) = MarkerData::decode(marker_data);
        if generation.tag() != current.tag() {
            return Err(MarkerError::Foreign);
        }
        if generation != current || index >= self.callbacks.len() {
            return Err(MarkerError::Expired);
        }
        Ok(index)
    }

    /// The closure at `index` (one [`PaintCallbacks::find`] returned this frame).
    pub fn get(&self, index: usize) -> Option<&PaintFn> {
        self.callbacks.get(index).map(|callback| &**callback)
    }

    /// Drops the frame's closures (their markers expire with the frame's generation).
    pub fn clear(&mut self) {
        self.callbacks.clear();
    }

    /// How many closures this frame holds.
    pub fn len(&self) -> usize {
        self.callbacks.len()
    }
}

/// Packs a closure index and the frame generation into the marker's user data, laid out as
/// texture ids are (without the kind).
struct MarkerData;

impl MarkerData {
    const INDEX_BITS: u32 = crate::resources::textures::INDEX_BITS;
    const MAX_CLOSURES: usize = 1 << Self::INDEX_BITS;

    fn encode(index: usize, generation: Generation) -> usize {
        (generation.bits() << Self::INDEX_BITS) | (index & (Self::MAX_CLOSURES - 1))
    }

    fn decode(data: usize) -> (usize, Generation) {
        (
            data & (Self::MAX_CLOSURES - 1),
            Generation::from_bits(data >> Self::INDEX_BITS),
        )
    }
}
