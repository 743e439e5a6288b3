//! A window's position as the app asks for it and as the system reports it: which of its
//! `Moved` reports are news to imgui, which are the app's own moves arriving, and which
//! are stale.
//!
//! imgui moves a viewport's window each frame of a title-bar drag, and the window manager
//! reports each move a little later. A report of a move the app asked for is not news (it
//! would put imgui's window back a few frames), and neither is one that comes while a move
//! the app asked for is still on its way (that move will put the window where imgui wants
//! it). A report of a place the window has left since (the system says it is elsewhere
//! now) is ignored: a window manager may send one of where it thought the window was at
//! other times (ICCCM lets it send synthetic `ConfigureNotify`s whenever it likes), and
//! taken as news it would put imgui's window back there, where it would fight the
//! pointer. Dear ImGui's GLFW backend, for the same reason, ignores a window's position
//! events for the frame after it set the position.
//!
//! (Where the pointer is during such a drag is the other half: see
//! `Desktop::pointer_origin`.)

use std::collections::VecDeque;
use std::time::{Duration, Instant};

use winit::dpi::PhysicalPosition;

/// How many moves asked of a window are remembered until it reports them.
const ASKED_KEPT: usize = 32;

/// How long a move asked of a window may take to be reported: a window manager that placed
/// the window elsewhere never reports it, and a report of the window's own doing is news
/// again after that.
const ASKED_FOR: Duration = Duration::from_secs(1);

/// The moves asked of a window that it has not reported yet.
#[derive(Debug, Default)]
pub struct Moves {
    /// The outer positions asked of the window that it has not reported yet, oldest first,
    /// with when each was asked.
    asked: VecDeque<(PhysicalPosition<i32>, Instant)>,
}

/// What a `Moved` report means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Report {
    /// The window is there: a move the app asked for arrived, or the system moved it while
    /// a move the app asked for is still on its way (which will put it where imgui wants
    /// it). Not news to imgui.
    Arrived,
    /// The window is there, and nothing the app asked put it there: the window manager (or
    /// the user through it) moved it. imgui takes its new place.
    News,
    /// The window has moved on since: a late report of a place it left. Ignored.
    Stale,
}

impl Moves {
    /// The app asked the window's outer edge to move to `at`.
    pub fn asked(&mut self, at: PhysicalPosition<i32>, now: Instant) {
        if self.asked.len() == ASKED_KEPT {
            self.asked.pop_front();
        }
        self.asked.push_back((at, now));
    }

    /// The window reported its outer edge at `outer`; `where_now` asks the system where it
    /// is now (`None` where it cannot say: the report is taken as it is).
    pub fn reported(
        &mut self,
        outer: PhysicalPosition<i32>,
        now: Instant,
        where_now: impl FnOnce() -> Option<PhysicalPosition<i32>>,
    ) -> Report {
        if let Some(asked) = self.asked.iter().position(|(at, _)| *at == outer) {
            self.asked.drain(..=asked);
            return Report::Arrived;
        }
        self.asked
            .retain(|(_, when)| now.saturating_duration_since(*when) < ASKED_FOR);
        if where_now().is_some_and(|there| there != outer) {
            return Report::Stale;
        }
        if self.asked.is_empty() {
            Report::News
        } else {
            Report::Arrived
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(x: i32, y: i32) -> PhysicalPosition<i32> {
        PhysicalPosition::new(x, y)
    }

    /// The window manager agrees with every report.
    fn there(position: PhysicalPosition<i32>) -> impl FnOnce() -> Option<PhysicalPosition<i32>> {
        move || Some(position)
    }

    #[test]
    fn the_apps_own_moves_arriving_are_not_news() {
        let mut moves = Moves::default();
        let now = Instant::now();
        for step in 1..=4 {
            moves.asked(at(100 - 25 * step, 100 - 20 * step), now);
        }
        // Reports arrive late, in order, some merged.
        assert_eq!(
            moves.reported(at(75, 80), now, there(at(0, 20))),
            Report::Arrived
        );
        assert_eq!(
            moves.reported(at(25, 40), now, there(at(0, 20))),
            Report::Arrived
        );
        assert_eq!(
            moves.reported(at(0, 20), now, there(at(0, 20))),
            Report::Arrived
        );
        assert!(moves.asked.is_empty());
    }

    #[test]
    fn a_late_report_of_a_place_the_window_left_is_stale() {
        let mut moves = Moves::default();
        let now = Instant::now();
        for step in 1..=4 {
            moves.asked(at(100 - 25 * step, 100 - 20 * step), now);
        }
        assert_eq!(
            moves.reported(at(0, 20), now, there(at(0, 20))),
            Report::Arrived
        );
        // The window manager, at a press or a focus change, says where it thought the window
        // was two steps back, or where the drag began: the window is not there.
        assert_eq!(
            moves.reported(at(50, 60), now, there(at(0, 20))),
            Report::Stale
        );
        assert_eq!(
            moves.reported(at(100, 100), now, there(at(0, 20))),
            Report::Stale
        );
    }

    #[test]
    fn a_report_while_a_move_is_on_its_way_is_not_news() {
        let mut moves = Moves::default();
        let now = Instant::now();
        moves.asked(at(10, 10), now);
        // The window is still where it was (the move asked has not reached it).
        assert_eq!(
            moves.reported(at(0, 0), now, there(at(0, 0))),
            Report::Arrived
        );
        assert_eq!(
            moves.reported(at(10, 10), now, there(at(10, 10))),
            Report::Arrived
        );
    }

    #[test]
    fn the_window_managers_own_moves_are_news() {
        let mut moves = Moves::default();
        let now = Instant::now();
        assert_eq!(
            moves.reported(at(300, 200), now, there(at(300, 200))),
            Report::News
        );
        // A move asked that the window manager placed elsewhere: never reported; a second
        // later the window manager's moves are news again.
        moves.asked(at(10, 10), now);
        let later = now + ASKED_FOR;
        assert_eq!(
            moves.reported(at(20, 20), later, there(at(20, 20))),
            Report::News
        );
        // Where the system cannot say, a report is taken as it is.
        assert_eq!(moves.reported(at(30, 30), later, || None), Report::News);
    }

    #[test]
    fn only_the_latest_moves_asked_are_kept() {
        let mut moves = Moves::default();
        let now = Instant::now();
        for x in 0..=ASKED_KEPT as i32 {
            moves.asked(at(x, 0), now);
        }
        // The first was forgotten: a report of it matches nothing asked, and it is not news
        // while the later ones are on their way.
        assert_eq!(
            moves.reported(at(0, 0), now, there(at(0, 0))),
            Report::Arrived
        );
        assert_eq!(moves.asked.len(), ASKED_KEPT);
        assert_eq!(
            moves.reported(
                at(ASKED_KEPT as i32, 0),
                now,
                there(at(ASKED_KEPT as i32, 0))
            ),
            Report::Arrived
        );
        assert!(moves.asked.is_empty());
    }
}
