//! The state of the frame being built: the one frame counter, the frame's generation (which
//! frame texture ids and paint markers carry, so both expire together at `new_frame`), the
//! per-frame texture cache and the paint closures. `Renderer::new_frame` ends it and starts
//! the next one.

use crate::resources::paint::PaintCallbacks;
use crate::resources::textures::frame::FrameTextures;
use crate::resources::textures::{Generation, RendererTag};

/// After this many `render` calls without `new_frame`, the renderer logs a warning: the
/// geometry store keeps every call's data until `new_frame`, so it would grow without bound.
const RENDERS_WITHOUT_NEW_FRAME_WARNING: u32 = 256;

/// What lives until the next `new_frame`.
#[derive(Debug)]
pub(crate) struct FrameState {
    /// Frames started (`new_frame` calls); the geometry store's residency is counted in it.
    pub number: u64,
    /// The frame's generation: the renderer's tag and a counter that wraps.
    pub generation: Generation,
    pub textures: FrameTextures,
    pub paint: PaintCallbacks,
    /// `render` calls since the last `new_frame` (a warning fires when it runs away).
    renders: u32,
}

impl FrameState {
    /// The first frame of the renderer with `tag`.
    pub fn new(tag: &RendererTag) -> Self {
        Self {
            number: 0,
            generation: Generation::first(tag),
            textures: FrameTextures::default(),
            paint: PaintCallbacks::default(),
            renders: 0,
        }
    }

    /// Ends the frame and starts the next.
    pub fn advance(&mut self) {
        self.expire();
        self.number += 1;
    }

    /// The frame's texture ids and paint markers expire, its bind groups and closures are
    /// released (at `new_frame`, and on a move to a new device).
    pub fn expire(&mut self) {
        self.textures.clear();
        self.paint.clear();
        self.generation = self.generation.next_wrapping();
        self.renders = 0;
    }

    /// Counts a `render` call, warning once when `new_frame` seems forgotten.
    pub fn count_render(&mut self) {
        self.renders = self.renders.saturating_add(1);
        if self.renders == RENDERS_WITHOUT_NEW_FRAME_WARNING {
            log::warn!(
                "imgui-webgpu: {RENDERS_WITHOUT_NEW_FRAME_WARNING} render calls without \
                 new_frame; the geometry store only rewinds at new_frame, so it keeps growing"
            );
        }
    }
}
