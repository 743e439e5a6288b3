//! When the runner draws: a UI nobody touches and that draws the same as last time is not
//! drawn again, so a debug UI left open costs next to nothing.
//!
//! Each frame is built (imgui's CPU work, a fraction of a millisecond for a typical UI) and
//! its draw data fingerprinted; a frame that draws exactly what is on screen is not
//! presented (no GPU work). Between frames the runner waits:
//! - not at all while the app asks for frames ([`crate::Frame::request_repaint`]), while
//!   frames still change, or shortly after input (imgui opens windows, shows tooltips and
//!   times double clicks over a few frames after the event that caused them);
//! - otherwise for the next event, waking [`Idle::POLL`] later (or sooner while a text field
//!   blinks its cursor) to build a frame and see whether anything changed on its own.

use std::hash::{DefaultHasher, Hash, Hasher};
use std::time::Duration;

use web_time::Instant;

/// A fingerprint of what a frame draws: equal fingerprints draw the same pixels (given the
/// same textures and paint callbacks).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fingerprint(u64);

impl Fingerprint {
    /// The fingerprint of `draw_data` and the target `size` it is drawn at.
    pub fn of(draw_data: &imgui::DrawData, size: [u32; 2]) -> Self {
        // SipHash with fixed keys: the same draw data hashes the same in every frame.
        let mut hasher = DefaultHasher::new();
        size.hash(&mut hasher);
        for value in [
            draw_data.display_pos,
            draw_data.display_size,
            draw_data.framebuffer_scale,
        ] {
            value.map(f32::to_bits).hash(&mut hasher);
        }
        // imgui-rs 0.12 builds a slice from a null pointer when there are no lists (a new
        // viewport's first frame): undefined behaviour, which debug assertions abort on.
        let lists = (draw_data.draw_lists_count() > 0)
            .then(|| draw_data.draw_lists())
            .into_iter()
            .flatten();
        for list in lists {
            hasher.write(vertex_bytes(list.vtx_buffer()));
            list.idx_buffer().hash(&mut hasher);
            for command in list.commands() {
                match command {
                    imgui::DrawCmd::Elements { count, cmd_params } => {
                        count.hash(&mut hasher);
                        cmd_params.clip_rect.map(f32::to_bits).hash(&mut hasher);
                        cmd_params.texture_id.id().hash(&mut hasher);
                        cmd_params.vtx_offset.hash(&mut hasher);
                        cmd_params.idx_offset.hash(&mut hasher);
                    }
                    imgui::DrawCmd::ResetRenderState => 1u8.hash(&mut hasher),
                    imgui::DrawCmd::RawCallback { .. } => 2u8.hash(&mut hasher),
                }
            }
        }
        Self(hasher.finish())
    }
}

/// The bytes of imgui's vertices.
fn vertex_bytes(vertices: &[imgui::DrawVert]) -> &[u8] {
    const _: () = assert!(std::mem::size_of::<imgui::DrawVert>() == 20);
    // SAFETY: DrawVert is repr(C) of [f32; 2], [f32; 2], [u8; 4]: 20 bytes, no padding, so
    // every byte is initialised; the length covers exactly the slice.
    unsafe { std::slice::from_raw_parts(vertices.as_ptr().cast(), std::mem::size_of_val(vertices)) }
}

/// What the runner does next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Next {
    /// Build the next frame now.
    Now,
    /// Build the next frame at this time (or at the next event, if sooner).
    At(Instant),
}

/// The runner's memory of recent input and frames.
#[derive(Debug)]
pub struct Idle {
    /// When input last arrived.
    last_input: Option<Instant>,
    /// Frames in a row that drew what was on screen already.
    unchanged: u32,
    /// The app asked for a frame at (or before) this time.
    requested: Option<Instant>,
    /// Whether waiting is allowed at all (`Options::idle`).
    enabled: bool,
}

impl Idle {
    /// How long after input frames are built without waiting.
    pub const AFTER_INPUT: Duration = Duration::from_millis(1000);
    /// Frames that must draw the same before the runner waits (a window opened by a click
    /// appears two frames later).
    pub const SETTLE: u32 = 3;
    /// How often an idle runner looks whether the UI changed on its own.
    pub const POLL: Duration = Duration::from_millis(250);
    /// How often while a text field is active (its cursor blinks every 0.4 s or so).
    pub const POLL_TEXT: Duration = Duration::from_millis(100);
    /// The pace of frames that are built but not presented (a presented frame is paced by
    /// vsync; an unpresented one by this).
    pub const UNPRESENTED_PACE: Duration = Duration::from_micros(16_667);

    /// A runner that waits when idle (`enabled`) or draws continuously.
    pub fn new(enabled: bool) -> Self {
        Self {
            last_input: None,
            unchanged: 0,
            requested: None,
            enabled,
        }
    }

    /// Input arrived.
    pub fn input(&mut self, now: Instant) {
        self.last_input = Some(now);
    }

    /// The app asked for a frame `after` from `now`.
    pub fn request(&mut self, now: Instant, after: Duration) {
        let at = now + after;
        self.requested = Some(self.requested.map_or(at, |earlier| earlier.min(at)));
    }

    /// A frame was built; `changed` when it drew something new (and so was presented).
    pub fn frame(&mut self, changed: bool) {
        self.unchanged = if changed {
            0
        } else {
            self.unchanged.saturating_add(1)
        };
    }

    /// When to build the next frame, given the time the last one began.
    pub fn next(&mut self, now: Instant, last_frame: Instant, wants_text: bool) -> Next {
        let pace = |next: Instant| {
            if self.unchanged > 0 {
                Next::At(next.max(last_frame + Self::UNPRESENTED_PACE))
            } else {
                Next::Now
            }
        };
        if !self.enabled || self.unchanged < Self::SETTLE {
            return pace(now);
        }
        if let Some(at) = self.requested {
            if at <= now {
                self.requested = None;
                return pace(now);
            }
        }
        if self
            .last_input
            .is_some_and(|input| now.duration_since(input) < Self::AFTER_INPUT)
        {
            return pace(now);
        }
        let poll = if wants_text {
            Self::POLL_TEXT
        } else {
            Self::POLL
        };
        let wake = last_frame + poll;
        Next::At(self.requested.map_or(wake, |at| at.min(wake)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_untouched_unchanging_ui_waits_and_polls() {
        let start = Instant::now();
        let mut idle = Idle::new(true);
        for _ in 0..Idle::SETTLE {
            assert!(matches!(
                idle.next(start, start, false),
                Next::Now | Next::At(_)
            ));
            idle.frame(false);
        }
        assert_eq!(idle.next(start, start, false), Next::At(start + Idle::POLL));
        assert_eq!(
            idle.next(start, start, true),
            Next::At(start + Idle::POLL_TEXT)
        );
    }

    #[test]
    fn changing_frames_input_and_requests_keep_it_drawing() {
        let start = Instant::now();
        let mut idle = Idle::new(true);
        idle.frame(true);
        assert_eq!(idle.next(start, start, false), Next::Now);
        for _ in 0..Idle::SETTLE {
            idle.frame(false);
        }
        idle.input(start);
        let paced = Next::At(start + Idle::UNPRESENTED_PACE);
        assert_eq!(idle.next(start, start, false), paced);
        let later = start + Idle::AFTER_INPUT;
        assert_eq!(idle.next(later, later, false), Next::At(later + Idle::POLL));
        idle.request(later, Duration::ZERO);
        assert_eq!(
            idle.next(later, later, false),
            Next::At(later + Idle::UNPRESENTED_PACE)
        );
        idle.request(later, Duration::from_millis(50));
        assert_eq!(
            idle.next(later, later, false),
            Next::At(later + Duration::from_millis(50))
        );
    }

    #[test]
    fn a_runner_that_never_idles_always_draws() {
        let start = Instant::now();
        let mut idle = Idle::new(false);
        for _ in 0..10 {
            idle.frame(true);
        }
        assert_eq!(idle.next(start, start, false), Next::Now);
    }
}
