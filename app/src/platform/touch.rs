//! Touch as people expect on a tablet (Dear ImGui 1.89 has no touch input of its own):
//!
//! - a tap is a click where the finger lifted;
//! - a drag that starts on a title bar, a tab, a resize grip or border, a scrollbar, a slider
//!   or a drag moves it, as the mouse would: the button is held from where the finger came
//!   down, and the pointer follows the finger;
//! - any other drag scrolls what is under the finger with the finger, and presses nothing;
//!   where nothing under the finger can scroll, an item pressed follows the finger as it
//!   follows the mouse (a plot pans);
//! - two fingers pinch what zooms on the wheel: where an item under the point between them
//!   (where the pinch began: the pointer stays there) takes the wheel (an ImPlot plot does
//!   while hovered), the wheel turns there a step each time their distance grows or shrinks
//!   by [`PINCH_STEP`], one step a frame (ImPlot zooms once a frame the wheel turns; imgui's
//!   queue would give two steps in one frame if the pointer moved between them); anywhere
//!   else a pinch does nothing (a window does not scroll). Ctrl with the wheel, which browsers send for a touchpad's pinch, would not do:
//!   Ctrl alone is ImPlot's override key, which turns its input off.
//!
//! Which of these a drag is, is decided once the finger has moved further than a tap may
//! ([`TAP_SLOP`]) and imgui has built a frame with the pointer where the finger came down: a
//! title bar, a tab, a grip or a scrollbar is known from what imgui hovered; any other item
//! only by pressing it (a slider follows the pointer while held, a button acts when released),
//! and a press that does not drag is cancelled before the finger scrolls, so nothing is
//! clicked. A finger that lifts before that is decided (a flick, or frames slower than the
//! finger) moves a handle imgui saw under it, and otherwise scrolls the whole way it went.
//! imgui is asked through a [`Target`] (the app's is [`super::touch_target::ImguiTarget`]).
//!
//! One finger is followed at a time (the first down), or two that pinch; a second finger
//! ends what the first was doing (a drag lets go, a press is cancelled unclicked) and starts
//! the pinch. Others are ignored, and so is the finger left down when the other of a pinch
//! lifts, until it lifts too.

/// How far a finger may move, in imgui units, and still tap.
pub const TAP_SLOP: f32 = 10.0;

/// How much the distance between two pinching fingers changes for one wheel step: ImPlot
/// zooms by 1.1 a frame the wheel turns (its `ZoomRate` of 0.1: a tenth of the range out,
/// 1/12 in), so a plot grows as the fingers part, and by about as much.
pub const PINCH_STEP: f32 = 1.1;

/// What a touch becomes, in imgui's pointer events.
#[derive(Clone, Copy, Debug, PartialEq)]
#[non_exhaustive]
pub enum Pointer {
    /// The pointer moves here (imgui units).
    MoveTo([f32; 2]),
    /// The left button goes down.
    Press,
    /// The left button goes up.
    Release,
    /// The pointer leaves (imgui's "no mouse"), so that a release acts on nothing.
    Away,
    /// A wheel event: the finger's motion in wheel steps (or a pinch's step).
    Wheel([f32; 2]),
}

/// A finger's phase, as winit reports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// The finger touched.
    Started,
    /// The finger moved.
    Moved,
    /// The finger lifted.
    Ended,
    /// The system took the touch away (a gesture of its own, a palm).
    Cancelled,
}

/// What imgui showed under the pointer in its last frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Under {
    /// A title bar, a tab, a resize grip or border, a scrollbar: a drag moves it.
    Handle,
    /// An item that only a press tells apart (a slider drags, a button clicks).
    Widget,
    /// Text, a text field, a window's background, or nothing: a drag scrolls.
    Content,
}

/// The questions asked of imgui, between frames, to decide what a drag is.
pub trait Target {
    /// What imgui showed under the pointer in its last frame.
    fn under(&self) -> Under;
    /// After a frame with the button pressed: whether the item it made active follows the
    /// pointer while held (a slider, a drag, a window's handle).
    fn press_drags(&self) -> bool;
    /// Lets go of the item a press made active, without it acting.
    fn cancel_press(&self);
    /// Whether an item under the pointer takes the mouse wheel (an ImPlot plot zooms on it;
    /// imgui scrolls no window with it): where a pinch turns the wheel.
    fn takes_wheel(&self) -> bool;
}

/// What the followed finger's drag turned out to be.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Gesture {
    /// Not decided: within the tap slop, or imgui has not seen where the finger came down.
    Holding,
    /// The item under the finger was pressed to learn whether it drags; `frames` had been
    /// built when it was.
    Probing { frames: u32 },
    /// The button is held and the pointer follows the finger.
    Dragging,
    /// The finger scrolls; the button is up.
    Scrolling,
}

/// The finger being followed.
#[derive(Clone, Copy, Debug)]
struct Finger {
    id: u64,
    start: [f32; 2],
    last: [f32; 2],
    gesture: Gesture,
}

impl Finger {
    fn beyond_slop(&self) -> bool {
        let moved = [self.last[0] - self.start[0], self.last[1] - self.start[1]];
        moved[0].hypot(moved[1]) > TAP_SLOP
    }

    /// The whole way from where the finger came down, in wheel steps.
    fn travelled(&self, step: f32) -> Vec<Pointer> {
        let moved = [self.last[0] - self.start[0], self.last[1] - self.start[1]];
        wheel(moved, step)
    }

    /// Lets go of a press that does not drag, unclicked (imgui lets it go, and the release
    /// comes with the pointer away), and scrolls the whole way the finger went, over where
    /// it came down.
    fn let_go_and_scroll(&self, step: f32, target: &impl Target) -> Vec<Pointer> {
        target.cancel_press();
        let mut pointers = vec![Pointer::Away, Pointer::Release, Pointer::MoveTo(self.start)];
        pointers.extend(self.travelled(step));
        pointers
    }
}

/// A wheel event for a finger's motion `delta` (imgui units), with `step` units a wheel step.
fn wheel(delta: [f32; 2], step: f32) -> Vec<Pointer> {
    if step > 0.0 && delta != [0.0, 0.0] {
        vec![Pointer::Wheel([delta[0] / step, delta[1] / step])]
    } else {
        Vec::new()
    }
}

/// Two fingers pinching: where each is, and their distance at the last wheel step counted.
#[derive(Clone, Copy, Debug)]
struct Pinch {
    ids: [u64; 2],
    at: [[f32; 2]; 2],
    stepped_at: f32,
}

impl Pinch {
    fn between(&self) -> [f32; 2] {
        let [a, b] = self.at;
        [(a[0] + b[0]) / 2.0, (a[1] + b[1]) / 2.0]
    }

    fn distance(&self) -> f32 {
        let [a, b] = self.at;
        (b[0] - a[0]).hypot(b[1] - a[1])
    }

    /// The wheel steps the fingers' distance made since the last step counted (positive as
    /// they part).
    fn steps(&mut self) -> f32 {
        let distance = self.distance();
        if distance > 0.0 && self.stepped_at > 0.0 {
            let steps = ((distance / self.stepped_at).ln() / PINCH_STEP.ln()).trunc();
            self.stepped_at *= PINCH_STEP.powf(steps);
            steps
        } else {
            // Two fingers on one point: the distance to step from is the next one seen.
            self.stepped_at = distance;
            0.0
        }
    }
}

/// Turns touches into pointer events (see the module's documentation).
#[derive(Debug, Default)]
pub struct Touches {
    finger: Option<Finger>,
    pinch: Option<Pinch>,
    /// A pinch's wheel steps not given to imgui yet: one a frame (see [`Touches::before_frame`]).
    pinch_steps: f32,
    /// The finger still down after the other of a pinch lifted: ignored until it lifts.
    left_down: Option<u64>,
    /// Frames imgui built since the finger came down.
    frames: u32,
    /// How far, in imgui units, one wheel step scrolls, as last given.
    step: f32,
}

impl Touches {
    /// The pointer events for finger `id` at `position` (imgui units). `step` is how far, in
    /// imgui units, one wheel step scrolls (imgui scrolls five lines of text a step), so a
    /// window scrolls with the finger; `target` answers what imgui showed under the finger.
    pub fn touch(
        &mut self,
        id: u64,
        phase: Phase,
        position: [f32; 2],
        step: f32,
        target: &impl Target,
    ) -> Vec<Pointer> {
        self.step = step;
        if self.pinch.is_some() {
            return self.pinch_touch(id, phase, position);
        }
        if self.left_down == Some(id) {
            if matches!(phase, Phase::Ended | Phase::Cancelled) {
                self.left_down = None;
            }
            return Vec::new();
        }
        let Some(mut finger) = self.finger else {
            if phase != Phase::Started {
                return Vec::new();
            }
            self.finger = Some(Finger {
                id,
                start: position,
                last: position,
                gesture: Gesture::Holding,
            });
            self.frames = 0;
            // The pointer moves away from where a pinch zoomed: its steps left are dropped.
            self.pinch_steps = 0.0;
            return vec![Pointer::MoveTo(position)];
        };
        if finger.id != id {
            if phase != Phase::Started {
                return Vec::new();
            }
            // A second finger: what the first did ends, and the two pinch.
            self.finger = None;
            let mut pointers = Self::ended(finger.gesture, target);
            let mut pinch = Pinch {
                ids: [finger.id, id],
                at: [finger.last, position],
                stepped_at: 0.0,
            };
            pinch.stepped_at = pinch.distance();
            pointers.push(Pointer::MoveTo(pinch.between()));
            self.pinch = Some(pinch);
            return pointers;
        }
        let previous = finger.last;
        finger.last = position;
        let mut pointers = match (phase, finger.gesture) {
            (Phase::Moved | Phase::Ended, Gesture::Dragging) => vec![Pointer::MoveTo(position)],
            (Phase::Moved | Phase::Ended, Gesture::Scrolling) => {
                wheel([position[0] - previous[0], position[1] - previous[1]], step)
            }
            (Phase::Ended, Gesture::Holding) if finger.beyond_slop() => {
                self.flick(&mut finger, target)
            }
            (Phase::Moved | Phase::Ended, _) => self.decide(&mut finger, target),
            (Phase::Started | Phase::Cancelled, _) => Vec::new(),
        };
        match phase {
            Phase::Started | Phase::Moved => self.finger = Some(finger),
            Phase::Ended => {
                self.finger = None;
                pointers.extend(match finger.gesture {
                    Gesture::Holding if !finger.beyond_slop() => {
                        vec![Pointer::MoveTo(position), Pointer::Press, Pointer::Release]
                    }
                    Gesture::Holding | Gesture::Scrolling => Vec::new(),
                    // imgui has not answered whether the press drags: the finger is gone, so
                    // nothing can be dragged any more; the press is let go unclicked and the
                    // drag scrolls, as one that holds nothing does.
                    Gesture::Probing { .. } => finger.let_go_and_scroll(self.step, target),
                    Gesture::Dragging => vec![Pointer::Release],
                });
            }
            Phase::Cancelled => {
                self.finger = None;
                pointers.extend(Self::ended(finger.gesture, target));
            }
        }
        pointers
    }

    /// Ends a finger's gesture that the system (or a second finger) took away: a drag lets go
    /// where it is, a press being tried is let go unclicked, and nothing else happens.
    fn ended(gesture: Gesture, target: &impl Target) -> Vec<Pointer> {
        match gesture {
            Gesture::Probing { .. } => {
                target.cancel_press();
                vec![Pointer::Away, Pointer::Release]
            }
            Gesture::Dragging => vec![Pointer::Release],
            Gesture::Holding | Gesture::Scrolling => Vec::new(),
        }
    }

    /// A finger's event while two pinch: either one's move counts the wheel steps their
    /// distance made (the pointer stays where the pinch began); either one's lift ends the
    /// pinch (the other is then ignored until it lifts; the steps counted are still given).
    fn pinch_touch(&mut self, id: u64, phase: Phase, position: [f32; 2]) -> Vec<Pointer> {
        let Some(mut pinch) = self.pinch else {
            return Vec::new();
        };
        let Some(index) = pinch.ids.iter().position(|&finger| finger == id) else {
            return Vec::new();
        };
        match phase {
            Phase::Started => Vec::new(),
            Phase::Moved => {
                pinch.at[index] = position;
                self.pinch_steps += pinch.steps();
                self.pinch = Some(pinch);
                Vec::new()
            }
            Phase::Ended | Phase::Cancelled => {
                self.pinch = None;
                self.left_down = Some(pinch.ids[1 - index]);
                Vec::new()
            }
        }
    }

    /// imgui built a frame (call after the UI is built): what it showed may now decide a
    /// finger's drag.
    pub fn frame_built(&mut self) {
        if self.finger.is_some() {
            self.frames = self.frames.saturating_add(1);
        }
    }

    /// Before a frame: decides a drag imgui has now seen enough of (the finger may rest
    /// after moving, with no event to decide it at), or gives a pinch's next wheel step (one
    /// a frame: ImPlot zooms once a frame the wheel turns, however far) where an item under
    /// the pointer takes the wheel; elsewhere a pinch's steps are dropped.
    pub fn before_frame(&mut self, target: &impl Target) -> Vec<Pointer> {
        if self.pinch_steps.abs() >= 1.0 {
            let step = self.pinch_steps.signum();
            if target.takes_wheel() {
                self.pinch_steps -= step;
                return vec![Pointer::Wheel([0.0, step])];
            }
            self.pinch_steps = 0.0;
        }
        let Some(mut finger) = self.finger else {
            return Vec::new();
        };
        let pointers = self.decide(&mut finger, target);
        self.finger = Some(finger);
        pointers
    }

    /// Decides what an undecided drag is, where imgui has seen enough of it.
    fn decide(&self, finger: &mut Finger, target: &impl Target) -> Vec<Pointer> {
        match finger.gesture {
            Gesture::Holding if finger.beyond_slop() && self.frames >= 1 => match target.under() {
                Under::Handle => {
                    finger.gesture = Gesture::Dragging;
                    vec![Pointer::Press, Pointer::MoveTo(finger.last)]
                }
                Under::Widget => {
                    finger.gesture = Gesture::Probing {
                        frames: self.frames,
                    };
                    vec![Pointer::Press]
                }
                Under::Content => {
                    finger.gesture = Gesture::Scrolling;
                    finger.travelled(self.step)
                }
            },
            Gesture::Probing { frames } if self.frames > frames => {
                if target.press_drags() {
                    finger.gesture = Gesture::Dragging;
                    vec![Pointer::MoveTo(finger.last)]
                } else {
                    finger.gesture = Gesture::Scrolling;
                    finger.let_go_and_scroll(self.step, target)
                }
            }
            _ => Vec::new(),
        }
    }

    /// A drag whose finger lifted before it was decided (a quick flick, or frames slower
    /// than the finger): a handle imgui saw under the finger moves as far as the finger
    /// went; anything else scrolls by it, as a drag that holds nothing does. Nothing is
    /// pressed to find out: the finger is gone.
    fn flick(&self, finger: &mut Finger, target: &impl Target) -> Vec<Pointer> {
        if self.frames >= 1 && target.under() == Under::Handle {
            finger.gesture = Gesture::Dragging;
            vec![Pointer::Press, Pointer::MoveTo(finger.last)]
        } else {
            finger.gesture = Gesture::Scrolling;
            finger.travelled(self.step)
        }
    }
}

#[cfg(test)]
mod tests {
    use std::cell::Cell;

    use super::*;

    /// Answers as imgui would over one kind of thing, and counts cancelled presses.
    struct Fake {
        under: Under,
        drags: bool,
        wheel: bool,
        cancelled: Cell<u32>,
    }

    impl Fake {
        fn over(under: Under, drags: bool) -> Self {
            Self {
                under,
                drags,
                wheel: false,
                cancelled: Cell::new(0),
            }
        }
    }

    impl Target for Fake {
        fn under(&self) -> Under {
            self.under
        }
        fn press_drags(&self) -> bool {
            self.drags
        }
        fn cancel_press(&self) {
            self.cancelled.set(self.cancelled.get() + 1);
        }
        fn takes_wheel(&self) -> bool {
            self.wheel
        }
    }

    const STEP: f32 = 65.0;

    #[test]
    fn a_tap_clicks_where_the_finger_lifts() {
        let fake = Fake::over(Under::Widget, false);
        let mut touches = Touches::default();
        assert_eq!(
            touches.touch(1, Phase::Started, [10.0, 20.0], STEP, &fake),
            [Pointer::MoveTo([10.0, 20.0])]
        );
        touches.frame_built();
        assert!(
            touches
                .touch(1, Phase::Moved, [13.0, 22.0], STEP, &fake)
                .is_empty()
        );
        assert!(touches.before_frame(&fake).is_empty());
        assert_eq!(
            touches.touch(1, Phase::Ended, [13.0, 22.0], STEP, &fake),
            [
                Pointer::MoveTo([13.0, 22.0]),
                Pointer::Press,
                Pointer::Release
            ]
        );
        assert_eq!(fake.cancelled.get(), 0);
    }

    #[test]
    fn a_drag_over_content_scrolls_with_the_finger_and_never_presses() {
        let fake = Fake::over(Under::Content, false);
        let mut touches = Touches::default();
        touches.touch(1, Phase::Started, [10.0, 100.0], STEP, &fake);
        touches.frame_built();
        assert_eq!(
            touches.touch(1, Phase::Moved, [10.0, 165.0], STEP, &fake),
            [Pointer::Wheel([0.0, 1.0])]
        );
        assert_eq!(
            touches.touch(1, Phase::Moved, [10.0, 35.0], STEP, &fake),
            [Pointer::Wheel([0.0, -2.0])]
        );
        assert!(
            touches
                .touch(1, Phase::Ended, [10.0, 35.0], STEP, &fake)
                .is_empty()
        );
    }

    #[test]
    fn a_drag_on_a_handle_holds_the_button_from_where_the_finger_came_down() {
        let fake = Fake::over(Under::Handle, false);
        let mut touches = Touches::default();
        touches.touch(1, Phase::Started, [50.0, 8.0], STEP, &fake);
        touches.frame_built();
        assert_eq!(
            touches.touch(1, Phase::Moved, [70.0, 8.0], STEP, &fake),
            [Pointer::Press, Pointer::MoveTo([70.0, 8.0])]
        );
        assert_eq!(
            touches.touch(1, Phase::Moved, [90.0, 30.0], STEP, &fake),
            [Pointer::MoveTo([90.0, 30.0])]
        );
        assert_eq!(
            touches.touch(1, Phase::Ended, [95.0, 30.0], STEP, &fake),
            [Pointer::MoveTo([95.0, 30.0]), Pointer::Release]
        );
    }

    #[test]
    fn a_drag_waits_for_imgui_to_see_where_the_finger_came_down() {
        let fake = Fake::over(Under::Handle, false);
        let mut touches = Touches::default();
        touches.touch(1, Phase::Started, [50.0, 8.0], STEP, &fake);
        assert!(
            touches
                .touch(1, Phase::Moved, [80.0, 8.0], STEP, &fake)
                .is_empty()
        );
        assert!(touches.before_frame(&fake).is_empty());
        touches.frame_built();
        assert_eq!(
            touches.before_frame(&fake),
            [Pointer::Press, Pointer::MoveTo([80.0, 8.0])]
        );
    }

    #[test]
    fn a_slider_is_pressed_then_followed() {
        let fake = Fake::over(Under::Widget, true);
        let mut touches = Touches::default();
        touches.touch(1, Phase::Started, [100.0, 50.0], STEP, &fake);
        touches.frame_built();
        assert_eq!(
            touches.touch(1, Phase::Moved, [120.0, 50.0], STEP, &fake),
            [Pointer::Press]
        );
        // imgui has not built the frame with the press yet.
        assert!(
            touches
                .touch(1, Phase::Moved, [130.0, 50.0], STEP, &fake)
                .is_empty()
        );
        touches.frame_built();
        assert_eq!(
            touches.touch(1, Phase::Moved, [140.0, 52.0], STEP, &fake),
            [Pointer::MoveTo([140.0, 52.0])]
        );
        assert_eq!(
            touches.touch(1, Phase::Ended, [150.0, 52.0], STEP, &fake),
            [Pointer::MoveTo([150.0, 52.0]), Pointer::Release]
        );
        assert_eq!(fake.cancelled.get(), 0);
    }

    #[test]
    fn a_pressed_button_is_let_go_unclicked_and_the_finger_scrolls() {
        let fake = Fake::over(Under::Widget, false);
        let mut touches = Touches::default();
        touches.touch(1, Phase::Started, [100.0, 200.0], STEP, &fake);
        touches.frame_built();
        assert_eq!(
            touches.touch(1, Phase::Moved, [100.0, 170.0], STEP, &fake),
            [Pointer::Press]
        );
        touches.frame_built();
        assert_eq!(
            touches.before_frame(&fake),
            [
                Pointer::Away,
                Pointer::Release,
                Pointer::MoveTo([100.0, 200.0]),
                Pointer::Wheel([0.0, -30.0 / STEP])
            ]
        );
        assert_eq!(fake.cancelled.get(), 1);
        assert_eq!(
            touches.touch(1, Phase::Moved, [100.0, 135.0], STEP, &fake),
            [Pointer::Wheel([0.0, -35.0 / STEP])]
        );
        assert!(
            touches
                .touch(1, Phase::Ended, [100.0, 135.0], STEP, &fake)
                .is_empty()
        );
    }

    #[test]
    fn a_finger_lifted_while_its_press_is_tried_clicks_nothing_and_scrolls() {
        let fake = Fake::over(Under::Widget, false);
        let mut touches = Touches::default();
        touches.touch(1, Phase::Started, [100.0, 200.0], STEP, &fake);
        touches.frame_built();
        touches.touch(1, Phase::Moved, [100.0, 170.0], STEP, &fake);
        assert_eq!(
            touches.touch(1, Phase::Ended, [100.0, 160.0], STEP, &fake),
            [
                Pointer::Away,
                Pointer::Release,
                Pointer::MoveTo([100.0, 200.0]),
                Pointer::Wheel([0.0, -40.0 / STEP])
            ]
        );
        assert_eq!(fake.cancelled.get(), 1);
    }

    /// Frames slower than the finger (a software renderer under load): the whole drag, down
    /// to lift, comes before imgui built a frame. It scrolls the whole way, as any drag
    /// over something that is not known to be a handle; before, it did nothing at all.
    #[test]
    fn a_drag_done_before_imgui_saw_it_still_scrolls() {
        let fake = Fake::over(Under::Widget, false);
        let mut touches = Touches::default();
        touches.touch(1, Phase::Started, [100.0, 200.0], STEP, &fake);
        for step in 1..=8 {
            let at = [100.0, 200.0 - 5.0 * step as f32];
            assert!(touches.touch(1, Phase::Moved, at, STEP, &fake).is_empty());
        }
        assert_eq!(
            touches.touch(1, Phase::Ended, [100.0, 160.0], STEP, &fake),
            [Pointer::Wheel([0.0, -40.0 / STEP])]
        );
        assert_eq!(fake.cancelled.get(), 0, "nothing was pressed");
    }

    /// A flick on a title bar imgui has seen under the finger moves the window as far.
    #[test]
    fn a_flick_on_a_handle_moves_it() {
        let fake = Fake::over(Under::Handle, false);
        let mut touches = Touches::default();
        touches.touch(1, Phase::Started, [50.0, 8.0], STEP, &fake);
        touches.frame_built();
        assert_eq!(
            touches.touch(1, Phase::Ended, [90.0, 8.0], STEP, &fake),
            [
                Pointer::Press,
                Pointer::MoveTo([90.0, 8.0]),
                Pointer::Release
            ]
        );
    }

    /// A second finger down pinches: the pointer goes between the fingers and stays, and the
    /// wheel turns a step each time their distance grows (or shrinks) by `PINCH_STEP`, one
    /// step a frame, where an item takes the wheel.
    #[test]
    fn two_fingers_pinch_with_the_wheel_between_them() {
        let fake = Fake {
            wheel: true,
            ..Fake::over(Under::Widget, false)
        };
        let mut touches = Touches::default();
        touches.touch(1, Phase::Started, [100.0, 100.0], STEP, &fake);
        touches.frame_built();
        assert_eq!(
            touches.touch(2, Phase::Started, [200.0, 100.0], STEP, &fake),
            [Pointer::MoveTo([150.0, 100.0])]
        );
        // 100 to 150 apart: 1.5 is four steps of 1.1 (1.4641) and a bit; one a frame.
        assert!(
            touches
                .touch(2, Phase::Moved, [250.0, 100.0], STEP, &fake)
                .is_empty()
        );
        for _ in 0..4 {
            assert_eq!(touches.before_frame(&fake), [Pointer::Wheel([0.0, 1.0])]);
        }
        assert!(touches.before_frame(&fake).is_empty());
        // 160 apart: less than a step from 146.41.
        assert!(
            touches
                .touch(1, Phase::Moved, [90.0, 100.0], STEP, &fake)
                .is_empty()
        );
        assert!(touches.before_frame(&fake).is_empty());
        // 95 apart: 146.41 / 95 is four steps in, and a bit; given after the fingers lift.
        assert!(
            touches
                .touch(1, Phase::Moved, [155.0, 100.0], STEP, &fake)
                .is_empty()
        );
        assert!(
            touches
                .touch(2, Phase::Ended, [250.0, 100.0], STEP, &fake)
                .is_empty()
        );
        for _ in 0..4 {
            assert_eq!(touches.before_frame(&fake), [Pointer::Wheel([0.0, -1.0])]);
        }
        assert!(touches.before_frame(&fake).is_empty());
        // The finger left down is ignored, and its lift clicks nothing.
        assert!(
            touches
                .touch(1, Phase::Moved, [170.0, 100.0], STEP, &fake)
                .is_empty()
        );
        assert!(
            touches
                .touch(1, Phase::Ended, [170.0, 100.0], STEP, &fake)
                .is_empty()
        );
        assert_eq!(fake.cancelled.get(), 0);
        // Then one finger taps again.
        assert_eq!(
            touches.touch(3, Phase::Started, [5.0, 5.0], STEP, &fake),
            [Pointer::MoveTo([5.0, 5.0])]
        );
    }

    /// Where nothing takes the wheel (a window's content), a pinch turns no wheel: the window
    /// does not scroll.
    #[test]
    fn a_pinch_where_nothing_takes_the_wheel_does_nothing() {
        let fake = Fake::over(Under::Content, false);
        let mut touches = Touches::default();
        touches.touch(1, Phase::Started, [100.0, 100.0], STEP, &fake);
        touches.touch(2, Phase::Started, [200.0, 100.0], STEP, &fake);
        touches.touch(2, Phase::Moved, [300.0, 100.0], STEP, &fake);
        for _ in 0..4 {
            assert!(touches.before_frame(&fake).is_empty());
        }
    }

    /// A second finger ends the first's drag (the button lets go) or its press being tried
    /// (let go unclicked), and a third finger is ignored.
    #[test]
    fn a_second_finger_ends_the_first_ones_drag_and_a_third_is_ignored() {
        let fake = Fake::over(Under::Handle, false);
        let mut touches = Touches::default();
        touches.touch(1, Phase::Started, [0.0, 0.0], STEP, &fake);
        touches.frame_built();
        assert_eq!(
            touches.touch(1, Phase::Moved, [30.0, 0.0], STEP, &fake),
            [Pointer::Press, Pointer::MoveTo([30.0, 0.0])]
        );
        assert_eq!(
            touches.touch(2, Phase::Started, [30.0, 40.0], STEP, &fake),
            [Pointer::Release, Pointer::MoveTo([30.0, 20.0])]
        );
        assert!(
            touches
                .touch(3, Phase::Started, [90.0, 90.0], STEP, &fake)
                .is_empty()
        );
        assert!(
            touches
                .touch(3, Phase::Moved, [190.0, 90.0], STEP, &fake)
                .is_empty()
        );

        let probing = Fake::over(Under::Widget, false);
        let mut touches = Touches::default();
        touches.touch(1, Phase::Started, [0.0, 0.0], STEP, &probing);
        touches.frame_built();
        assert_eq!(
            touches.touch(1, Phase::Moved, [30.0, 0.0], STEP, &probing),
            [Pointer::Press]
        );
        assert_eq!(
            touches.touch(2, Phase::Started, [30.0, 40.0], STEP, &probing),
            [
                Pointer::Away,
                Pointer::Release,
                Pointer::MoveTo([30.0, 20.0])
            ]
        );
        assert_eq!(probing.cancelled.get(), 1);
    }
}
