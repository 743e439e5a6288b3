//! Paint callbacks: the app draws with wgpu inside an imgui window, in imgui's draw order.
//!
//! [`crate::Renderer::paint_callback`] stores a closure for this frame and puts a marker
//! command into the current window's draw list (through Dear ImGui's own callback mechanism).
//! When the draw walk reaches the marker, it sets the scissor to the window's clip rect, calls
//! the closure with the render pass, and then re-applies the renderer's own state, so
//! whatever the closure bound cannot leak into the draws after it. Closures live until the
//! next `new_frame`, like frame textures; a marker from an earlier frame is reported, never
//! run.

/// Where a paint callback draws.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PaintInfo {
    /// The scissor already set on the pass: the imgui clip rect in target pixels
    /// (x, y, width, height), clamped to the target.
    pub scissor: [u32; 4],
    /// The clip rect in imgui coordinates (x1, y1, x2, y2), as the window stated it.
    pub clip_rect: [f32; 4],
    /// The pass's attachment size in pixels.
    pub target_size: [u32; 2],
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

/// A closure that records wgpu commands into imgui's render pass.
pub type PaintFn = dyn Fn(&mut wgpu::RenderPass<'_>, &PaintInfo) + 'static;

/// The callback imgui stores in the draw list. It does nothing itself: the renderer
/// recognises it by address and runs the matching closure. Its body is unique so the
/// linker cannot fold it into another function with the same signature.
pub(crate) unsafe extern "C" fn paint_marker(
    _list: *const imgui::sys::ImDrawList,
    command: *const imgui::sys::ImDrawCmd,
) {
    std::hint::black_box(command);
}

/// This frame's paint closures.
pub(crate) struct PaintCallbacks {
    callbacks: Vec<Box<PaintFn>>,
    generation: usize,
}

impl std::fmt::Debug for PaintCallbacks {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PaintCallbacks")
            .field("callbacks", &self.callbacks.len())
            .field("generation", &self.generation)
            .finish()
    }
}

impl PaintCallbacks {
    /// No closures yet; markers carry the renderer's tag, so another renderer's markers are
    /// reported, never run.
    pub fn new(renderer_tag: usize) -> Self {
        Self {
            callbacks: Vec::new(),
            generation: crate::textures::Generation::first(renderer_tag),
        }
    }

    /// Stores `callback` and returns the value the marker command carries.
    /// `None` when the frame already holds as many closures as a marker can index.
    pub fn push(&mut self, callback: Box<PaintFn>) -> Option<usize> {
        let index = self.callbacks.len();
        if index >= 1 << PaintedId::INDEX_BITS {
            return None;
        }
        self.callbacks.push(callback);
        Some(PaintedId::encode(index, self.generation))
    }

    /// The closure a marker names, if it is from this frame.
    pub fn get(&self, marker_data: usize) -> Option<&PaintFn> {
        let (index, generation) = PaintedId::decode(marker_data);
        if generation != self.generation & PaintedId::GENERATION_MASK {
            return None;
        }
        self.callbacks.get(index).map(|callback| &**callback)
    }

    /// Drops the frame's closures and expires their markers.
    pub fn new_frame(&mut self) {
        self.callbacks.clear();
        self.generation = crate::textures::Generation::next(self.generation);
    }

    /// How many closures this frame holds.
    pub fn len(&self) -> usize {
        self.callbacks.len()
    }
}

/// Packs a closure index and the frame generation into the marker's user data (half the
/// bits each, as texture ids do).
struct PaintedId;

impl PaintedId {
    const INDEX_BITS: u32 = usize::BITS / 2;
    const GENERATION_MASK: usize = (1 << (usize::BITS - Self::INDEX_BITS)) - 1;

    fn encode(index: usize, generation: usize) -> usize {
        ((generation & Self::GENERATION_MASK) << Self::INDEX_BITS)
            | (index & ((1 << Self::INDEX_BITS) - 1))
    }

    fn decode(data: usize) -> (usize, usize) {
        (
            data & ((1 << Self::INDEX_BITS) - 1),
            data >> Self::INDEX_BITS,
        )
    }
}
