//! Docking as a user does it (the `docking` feature): press a window's title bar (or its tab,
//! when docked), drag it in steps over another window until imgui shows its dock squares and
//! accepts the window, release over the chosen square, and check the layout imgui made; and
//! the layout itself, read back from imgui's dock context.

use crate::docking::read::{self, WindowState};
use crate::docking::{DockError, DockLayout, DockTarget, aim};
use crate::error::HarnessError;
use crate::harness::actions::Action;
use crate::harness::actions::AfterAction;
use crate::harness::input::InputEvent;
use crate::harness::{Harness, centre};
use crate::text::Rect;

/// Steps from the press to the target's square, a frame each (imgui's drag threshold is
/// passed in the first ones, its drop target hovered in the last).
const DRAG_STEPS: usize = 8;
/// The most frames the mouse is held over the square waiting for imgui to accept the window
/// (it previews a drop only once it accepted it the frame before).
const ACCEPT_LIMIT: usize = 4;

/// imgui floors mouse positions (`AddMousePosEvent`): aim at whole units, so what is
/// computed is what imgui sees.
fn whole([x, y]: [f32; 2]) -> [f32; 2] {
    [x.floor(), y.floor()]
}

impl<S> Harness<S> {
    /// The dock layout after the last frame: every dock tree imgui keeps, with its splits,
    /// sizes and the windows docked in each node (see [`DockLayout`]). Empty where nothing is
    /// docked. Works on any harness, one that owns no app included.
    pub fn dock_layout(&self) -> DockLayout {
        self.stepper.make_current();
        read::layout()
    }

    /// Docks `window` into `target` as a user does: presses its title bar (its tab, when it
    /// is docked already; the drag then first pulls it out of its tab bar), moves in steps
    /// over the target window while imgui's docking drag starts, holds the mouse over the
    /// target's square for `target.side` (placed as imgui places it) until imgui accepts the
    /// window there, releases, settles, and checks that the layout has the window on that
    /// side of the target (a tab of its node for [`DockSide::Center`](crate::docking::DockSide::Center)).
    ///
    /// Fails with [`HarnessError::Dock`] naming the step that did not happen: no such window
    /// or target ([`DockError::WindowNotFound`], [`DockError::TargetNotFound`], with the
    /// windows there are), a window imgui would not dock ([`DockError::NotDockable`]), no
    /// docking drag, no preview over the square, or a layout without the window where it
    /// was to go ([`DockError::NotDocked`], with the layout).
    pub fn dock_window(
        &mut self,
        window: &str,
        target: DockTarget,
    ) -> Result<Action, HarnessError> {
        if self.frame.is_none() {
            self.settle()?;
        }
        let (payload, host) = self.dock_parties(window, &target)?;
        let (pressed, from_tab) = match (payload.tab, payload.title_bar) {
            (Some(tab), _) => (whole(centre(tab)), true),
            (None, Some(bar)) => (whole(centre(bar)), false),
            (None, None) => return Err(not_dockable(window, &target, "it has no title bar")),
        };
        // Where to release, as far as the frame before the drag says; checked again once
        // the drag has started (pulling a tab out of a node may reshape it).
        aim_at(window, &target, &host)?;

        let mut frames = 0;
        self.send(InputEvent::MouseMove(pressed));
        self.step();
        frames += 1 + self.wait_out_double_click(pressed)?;
        self.press(true);
        self.step();
        frames += 1;
        self.remember_press(pressed);

        // A tab leaves its tab bar when dragged down past imgui's threshold (1.5 font
        // sizes): three steps of almost a font size each.
        let mut at = pressed;
        if from_tab {
            for _ in 0..3 {
                at = whole([at[0], at[1] + payload.font_size * 0.9]);
                self.send(InputEvent::MouseMove(at));
                self.step();
                frames += 1;
            }
        }

        let Some(host_now) = read::window(&target.window) else {
            self.release_drag(pressed)?;
            return Err(DockError::TargetNotFound {
                target,
                windows: read::window_names(),
            }
            .into());
        };
        let mut end = match aim_at(window, &target, &host_now) {
            Ok(end) => end,
            Err(error) => {
                self.release_drag(pressed)?;
                return Err(error);
            }
        };
        let start = at;
        for step in 1..=DRAG_STEPS {
            let t = step as f32 / DRAG_STEPS as f32;
            at = whole([
                start[0] + (end[0] - start[0]) * t,
                start[1] + (end[1] - start[1]) * t,
            ]);
            self.send(InputEvent::MouseMove(at));
            self.step();
            frames += 1;
        }

        // Hold over the square until imgui accepts the window there (its preview shows).
        let mut accepted = false;
        for _ in 0..ACCEPT_LIMIT {
            let drag = read::drag_state();
            if drag.payload.is_none() {
                self.release_drag(pressed)?;
                let why = match drag.moving {
                    Some(id) if id == payload.id => {
                        "imgui moved the window without a docking payload (was the press \
                         below the title bar?)"
                    }
                    Some(_) => "imgui moved another window (is this one covered there?)",
                    None => "imgui moved no window (is another window over its title bar?)",
                };
                return Err(DockError::DragNotStarted {
                    window: window.to_owned(),
                    pressed,
                    why: why.to_owned(),
                }
                .into());
            }
            let host_now = read::window(&target.window);
            if drag.accepted_by != 0
                && host_now.as_ref().map(|h| h.drop_host) == Some(drag.accepted_by)
            {
                accepted = true;
                break;
            }
            // The target may have moved under the drag (a node the tab left): aim again.
            if let Some(host_now) = host_now {
                if let Ok(again) = aim_at(window, &target, &host_now) {
                    end = again;
                }
            }
            if at != end {
                at = end;
                self.send(InputEvent::MouseMove(at));
            }
            self.step();
            frames += 1;
        }
        if !accepted {
            self.release_drag(pressed)?;
            return Err(DockError::NotAccepted {
                window: window.to_owned(),
                target,
                at,
            }
            .into());
        }
        // One more frame over the square: imgui previews (and so delivers) a drop only
        // where it accepted the payload the frame before.
        self.step();
        frames += 1;
        self.press(false);
        let AfterAction {
            frames: settled,
            still_changing,
            settled: touched,
        } = self.settle_after_action()?;
        frames += settled;

        let layout = self.dock_layout();
        if layout.side_of(window, &target.window) != Some(target.side) {
            return Err(DockError::NotDocked {
                window: window.to_owned(),
                target,
                layout,
            }
            .into());
        }
        Ok(Action {
            what: format!(
                "docked {window:?} into {target}: pressed at ({}, {}), released at ({}, {})",
                pressed[0], pressed[1], at[0], at[1]
            ),
            at,
            item: None,
            frames,
            still_changing,
            settled: touched,
        })
    }

    /// The window to dock and the target window, as the last frame left them, or why they
    /// cannot be docked.
    fn dock_parties(
        &self,
        window: &str,
        target: &DockTarget,
    ) -> Result<(WindowState, WindowState), HarnessError> {
        self.stepper.make_current();
        if !read::docking_enabled() {
            return Err(DockError::DockingDisabled.into());
        }
        let Some(payload) = read::window(window) else {
            return Err(DockError::WindowNotFound {
                window: window.to_owned(),
                windows: read::window_names(),
            }
            .into());
        };
        let Some(host) = read::window(&target.window) else {
            return Err(DockError::TargetNotFound {
                target: target.clone(),
                windows: read::window_names(),
            }
            .into());
        };
        let refusal = if payload.id == host.id {
            Some("a window cannot be docked into itself")
        } else if payload.no_docking {
            Some("the window is made with NoDocking")
        } else if payload.no_move {
            Some("the window is made with NoMove: it cannot be dragged")
        } else if host.no_docking {
            Some("the target is made with NoDocking")
        } else if host.collapsed {
            Some("the target is collapsed (imgui shows no squares over it)")
        } else {
            None
        };
        match refusal {
            Some(why) => Err(not_dockable(window, target, why)),
            None => Ok((payload, host)),
        }
    }

    /// Lets go of a drag that failed, so the next action starts with the button up: back
    /// where it was pressed first (the window returns where it was, rather than dropping on
    /// whatever is under the mouse), then up.
    fn release_drag(&mut self, pressed: [f32; 2]) -> Result<(), HarnessError> {
        self.send(InputEvent::MouseMove(pressed));
        self.step();
        self.press(false);
        self.settle_counting()?;
        Ok(())
    }
}

/// Where to release over `host` for `target.side`: in the leaf it is docked in (avoiding its
/// dock tree's outer squares) or over the floating window itself.
fn aim_at(window: &str, target: &DockTarget, host: &WindowState) -> Result<[f32; 2], HarnessError> {
    let (node, root): (Rect, Option<Rect>) = match host.docked {
        Some(docked) => (docked.node, docked.outer_root),
        None => (host.rect, None),
    };
    aim(node, target.side, host.font_size, root).ok_or_else(|| {
        not_dockable(
            window,
            target,
            "the target is too small for imgui to show that square apart from the others",
        )
    })
}

fn not_dockable(window: &str, target: &DockTarget, why: &str) -> HarnessError {
    DockError::NotDockable {
        window: window.to_owned(),
        target: target.clone(),
        why: why.to_owned(),
    }
    .into()
}
