//! Touch as imgui understands it (imgui 1.89 has no touch input of its own): a tap is a
//! click where the finger lifted, a drag scrolls what is under the finger and never
//! presses, so a scrolling finger cannot drag a slider or a window by accident.
//!
//! One finger is followed at a time (the first down); others are ignored until it lifts.

/// How far a finger may move, in imgui units, and still tap.
pub const TAP_SLOP: f32 = 10.0;

/// What a touch becomes, in imgui's pointer events.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Pointer {
    /// The pointer moves here (imgui units).
    MoveTo([f32; 2]),
    /// The left button goes down, then up: a click.
    Click,
    /// A wheel event: the finger's motion in wheel steps.
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

/// The finger being followed.
#[derive(Clone, Copy, Debug)]
struct Finger {
    id: u64,
    start: [f32; 2],
    last: [f32; 2],
    scrolling: bool,
}

/// Turns touches into pointer events (see the module's documentation).
#[derive(Debug, Default)]
pub struct Touches {
    finger: Option<Finger>,
}

impl Touches {
    /// The pointer events for finger `id` at `position` (imgui units). `step` is how far, in
    /// imgui units, one wheel step scrolls (imgui scrolls five lines of text a step), so a
    /// window scrolls with the finger.
    pub fn touch(&mut self, id: u64, phase: Phase, position: [f32; 2], step: f32) -> Vec<Pointer> {
        match (phase, self.finger) {
            (Phase::Started, None) => {
                self.finger = Some(Finger {
                    id,
                    start: position,
                    last: position,
                    scrolling: false,
                });
                vec![Pointer::MoveTo(position)]
            }
            (Phase::Moved, Some(mut finger)) if finger.id == id => {
                let moved = [position[0] - finger.start[0], position[1] - finger.start[1]];
                if moved[0].hypot(moved[1]) > TAP_SLOP {
                    finger.scrolling = true;
                }
                let delta = [position[0] - finger.last[0], position[1] - finger.last[1]];
                finger.last = position;
                self.finger = Some(finger);
                if finger.scrolling && step > 0.0 {
                    vec![Pointer::Wheel([delta[0] / step, delta[1] / step])]
                } else {
                    Vec::new()
                }
            }
            (Phase::Ended, Some(finger)) if finger.id == id => {
                self.finger = None;
                if finger.scrolling {
                    Vec::new()
                } else {
                    vec![Pointer::MoveTo(position), Pointer::Click]
                }
            }
            (Phase::Cancelled, Some(finger)) if finger.id == id => {
                self.finger = None;
                Vec::new()
            }
            _ => Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tap_clicks_where_the_finger_lifts() {
        let mut touches = Touches::default();
        assert_eq!(
            touches.touch(1, Phase::Started, [10.0, 20.0], 65.0),
            [Pointer::MoveTo([10.0, 20.0])]
        );
        assert!(
            touches
                .touch(1, Phase::Moved, [13.0, 22.0], 65.0)
                .is_empty()
        );
        assert_eq!(
            touches.touch(1, Phase::Ended, [13.0, 22.0], 65.0),
            [Pointer::MoveTo([13.0, 22.0]), Pointer::Click]
        );
    }

    #[test]
    fn a_drag_scrolls_with_the_finger_and_never_clicks() {
        let mut touches = Touches::default();
        touches.touch(1, Phase::Started, [10.0, 100.0], 65.0);
        assert_eq!(
            touches.touch(1, Phase::Moved, [10.0, 165.0], 65.0),
            [Pointer::Wheel([0.0, 1.0])]
        );
        assert_eq!(
            touches.touch(1, Phase::Moved, [10.0, 35.0], 65.0),
            [Pointer::Wheel([0.0, -2.0])]
        );
        assert!(
            touches
                .touch(1, Phase::Ended, [10.0, 35.0], 65.0)
                .is_empty()
        );
    }

    #[test]
    fn a_second_finger_is_ignored_until_the_first_lifts() {
        let mut touches = Touches::default();
        touches.touch(1, Phase::Started, [0.0, 0.0], 65.0);
        assert!(
            touches
                .touch(2, Phase::Started, [50.0, 50.0], 65.0)
                .is_empty()
        );
        assert!(
            touches
                .touch(2, Phase::Ended, [50.0, 50.0], 65.0)
                .is_empty()
        );
        assert!(
            touches
                .touch(1, Phase::Cancelled, [0.0, 0.0], 65.0)
                .is_empty()
        );
        assert_eq!(
            touches.touch(2, Phase::Started, [5.0, 5.0], 65.0),
            [Pointer::MoveTo([5.0, 5.0])]
        );
    }
}
