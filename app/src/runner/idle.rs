//! When the runner draws: a UI nobody touches and that draws the same as last time is not
//! drawn again, so a debug UI left open costs next to nothing.
//!
//! Each frame is built (imgui's CPU work, a fraction of a millisecond for a typical UI) and
//! its draw data fingerprinted; a frame that draws exactly what is on screen is not
//! presented (no GPU work). Between frames the runner waits:
//! - not at all while the app asks for frames ([`crate::Frame::request_repaint`]), while
//!   frames still change, or shortly after input (imgui opens windows, shows tooltips and
//!   times double clicks over a few frames after the event that caused them);
//! - otherwise for the next event, waking [`Idle::POLL`] later to build a frame and see
//!   whether anything changed on its own; while a text field is active, when its cursor
//!   blinks next instead ([`CursorBlink`]).

use std::time::Duration;

use web_time::Instant;

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
    /// When the text cursor last began its blink, if input may have restarted it.
    blink: Option<CursorBlink>,
    /// The cursor switch the runner waits for, if that is what it waits for: the frame built
    /// then changes by the cursor alone, and needs no frames after it to settle.
    blink_due: Option<Instant>,
}

/// Dear ImGui's text cursor blink, as `InputText` draws it (1.89 and 1.92 alike): input
/// restarts it at -0.30 s, it then adds each frame's `DeltaTime`, and the cursor shows while
/// it is at most 0 or its phase in a 1.2 s period is at most 0.8 s. So it turns off 1.1 s
/// after the restart and every 1.2 s after, and on again 0.4 s later: an idle runner wakes
/// exactly then, about 1.7 times a second, instead of polling for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CursorBlink {
    /// Where the blink's clock is zero: the start of the frame before the one that took the
    /// input (that frame's `DeltaTime` runs from there).
    zero: Instant,
}

impl CursorBlink {
    /// The blink's period.
    const PERIOD: Duration = Duration::from_millis(1200);
    /// The time from the clock's zero to its first switch off: the 0.3 s it stays on after
    /// input, then 0.8 s of the period.
    const FIRST_OFF: Duration = Duration::from_millis(1100);
    /// How long the cursor stays off.
    const OFF: Duration = Duration::from_millis(400);
    /// A frame built this long after a switch is past it whatever the rounding of the deltas.
    const MARGIN: Duration = Duration::from_millis(4);

    /// A blink whose clock is zero at `zero`.
    pub fn from(zero: Instant) -> Self {
        Self { zero }
    }

    /// The first time after `now` at which the cursor shows or hides.
    pub fn next_switch(self, now: Instant) -> Instant {
        let first_off = self.zero + Self::FIRST_OFF;
        if now < first_off {
            return first_off + Self::MARGIN;
        }
        let since = now.duration_since(first_off);
        let periods = (since.as_nanos() / Self::PERIOD.as_nanos()) as u32;
        let off = first_off + Self::PERIOD * periods;
        let on = off + Self::OFF;
        let next = if now < on { on } else { off + Self::PERIOD };
        next + Self::MARGIN
    }
}

impl Idle {
    /// How long after input frames are built without waiting.
    pub const AFTER_INPUT: Duration = Duration::from_millis(1000);
    /// Frames that must draw the same before the runner waits (a window opened by a click
    /// appears two frames later).
    pub const SETTLE: u32 = 3;
    /// How often an idle runner looks whether the UI changed on its own.
    pub const POLL: Duration = Duration::from_millis(250);
    /// How often while a text field is active that no input has reached yet (made active by
    /// the app), when its blink's clock is not known: its cursor switches every 0.4 s at
    /// least.
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
            blink: None,
            blink_due: None,
        }
    }

    /// Input arrived.
    pub fn input(&mut self, now: Instant) {
        self.last_input = Some(now);
    }

    /// Input that restarts an active text field's cursor blink arrived (a key, a click, a
    /// committed composition): the next frame takes it, so the blink's clock is zero at
    /// `last_frame`, the start of the frame before.
    pub fn text_input(&mut self, last_frame: Instant) {
        self.blink = Some(CursorBlink::from(last_frame));
    }

    /// The app asked for a frame `after` from `now`.
    pub fn request(&mut self, now: Instant, after: Duration) {
        let at = now + after;
        self.requested = Some(self.requested.map_or(at, |earlier| earlier.min(at)));
    }

    /// A frame was built, beginning at `started`; `changed` when it drew something new (and
    /// so was presented). A change at the cursor switch the runner woke for is the cursor's:
    /// the UI stays settled.
    pub fn frame(&mut self, changed: bool, started: Instant) {
        let blinked = self.blink_due.take().is_some_and(|due| started >= due);
        self.unchanged = match (changed, blinked) {
            (false, _) => self.unchanged.saturating_add(1),
            (true, true) => self.unchanged.max(Self::SETTLE),
            (true, false) => 0,
        };
    }

    /// When to build the next frame, given the time the last one began.
    pub fn next(&mut self, now: Instant, last_frame: Instant, wants_text: bool) -> Next {
        self.blink_due = None;
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
        let (wake, blink_due) = match (wants_text, self.blink) {
            (true, Some(blink)) => {
                let switch = blink.next_switch(now);
                (switch, Some(switch))
            }
            (true, None) => (last_frame + Self::POLL_TEXT, None),
            (false, _) => (last_frame + Self::POLL, None),
        };
        let at = self.requested.map_or(wake, |at| at.min(wake));
        self.blink_due = blink_due.filter(|due| *due == at);
        Next::At(at)
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
            idle.frame(false, start);
        }
        assert_eq!(idle.next(start, start, false), Next::At(start + Idle::POLL));
        assert_eq!(
            idle.next(start, start, true),
            Next::At(start + Idle::POLL_TEXT)
        );
    }

    #[test]
    fn an_active_text_field_wakes_the_runner_when_its_cursor_blinks() {
        let zero = Instant::now();
        let blink = CursorBlink::from(zero);
        let ms = |ms: u64| zero + Duration::from_millis(ms);
        let margin = CursorBlink::MARGIN;
        // Off at 1.1 s, on at 1.5, off at 2.3, on at 2.7, ... (imgui's -0.3 + 0.8, 1.2).
        assert_eq!(blink.next_switch(ms(0)), ms(1100) + margin);
        assert_eq!(blink.next_switch(ms(1099)), ms(1100) + margin);
        assert_eq!(blink.next_switch(ms(1100)), ms(1500) + margin);
        assert_eq!(blink.next_switch(ms(1200)), ms(1500) + margin);
        assert_eq!(blink.next_switch(ms(1500)), ms(2300) + margin);
        assert_eq!(blink.next_switch(ms(2400)), ms(2700) + margin);
        assert_eq!(blink.next_switch(ms(12_000)), ms(12_300) + margin);
        assert_eq!(blink.next_switch(ms(12_300)), ms(13_100) + margin);

        // Idle with text input: the runner waits for the next switch, not a poll.
        let mut idle = Idle::new(true);
        for _ in 0..Idle::SETTLE {
            idle.frame(false, zero);
        }
        idle.text_input(zero);
        let later = ms(1200);
        let switch = ms(1500) + margin;
        assert_eq!(idle.next(later, later, true), Next::At(switch));
        // The frame then shows the cursor: a change that needs no frames to settle, so the
        // runner waits for the switch after.
        idle.frame(true, switch);
        assert_eq!(idle.next(switch, switch, true), Next::At(ms(2300) + margin));
        // A change before the switch is something else: frames follow.
        idle.frame(true, ms(2000));
        assert_eq!(idle.next(ms(2000), ms(2000), true), Next::Now);
        // Without text input, the poll.
        for _ in 0..Idle::SETTLE {
            idle.frame(false, later);
        }
        assert_eq!(idle.next(later, later, false), Next::At(later + Idle::POLL));
    }

    #[test]
    fn changing_frames_input_and_requests_keep_it_drawing() {
        let start = Instant::now();
        let mut idle = Idle::new(true);
        idle.frame(true, start);
        assert_eq!(idle.next(start, start, false), Next::Now);
        for _ in 0..Idle::SETTLE {
            idle.frame(false, start);
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
            idle.frame(true, start);
        }
        assert_eq!(idle.next(start, start, false), Next::Now);
    }
}
