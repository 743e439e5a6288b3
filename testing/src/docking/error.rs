//! Why a window could not be docked: what was missing, or which step of the drag imgui did
//! not take, in words a failing test can act on.

use std::fmt;

use super::{DockLayout, DockTarget};

/// Why [`Harness::dock_window`](crate::Harness::dock_window) did not dock a window. Each
/// message names the step that failed and what imgui did instead (a missing window lists
/// the windows there are; a drop that did not dock shows the layout it left).
#[derive(Clone, PartialEq)]
#[non_exhaustive]
pub enum DockError {
    /// Docking is off in the context (`io.ConfigFlags` lacks `DOCKING_ENABLE`; the harness
    /// turns it on, so a set-up step turned it off).
    DockingDisabled,
    /// The last frame shows no window of the name to dock.
    WindowNotFound {
        /// The name asked for.
        window: String,
        /// The windows the last frame showed.
        windows: Vec<String>,
    },
    /// The last frame shows no window of the target's name.
    TargetNotFound {
        /// Where it was to go.
        target: DockTarget,
        /// The windows the last frame showed.
        windows: Vec<String>,
    },
    /// imgui would not let a user dock this way: the window or the target is made with
    /// `NoDocking` or `NoMove`, has no title bar, is collapsed, is the target itself, or
    /// the target node is too small to show the square apart from others.
    NotDockable {
        /// The window to dock.
        window: String,
        /// Where it was to go.
        target: DockTarget,
        /// Which of these it is.
        why: String,
    },
    /// Pressing the window's title bar (or tab) and moving did not start imgui's docking
    /// drag (no `_IMWINDOW` payload).
    DragNotStarted {
        /// The window to dock.
        window: String,
        /// The point pressed, in imgui units.
        pressed: [f32; 2],
        /// What imgui did instead.
        why: String,
    },
    /// The mouse was held over the target's square, and the target never accepted the
    /// dragged window (imgui showed no dock preview there).
    NotAccepted {
        /// The window dragged.
        window: String,
        /// Where it was to go.
        target: DockTarget,
        /// Where the mouse was held, in imgui units.
        at: [f32; 2],
    },
    /// The button was released over the square, and the layout after it does not have the
    /// window where it was to go.
    NotDocked {
        /// The window dragged.
        window: String,
        /// Where it was to go.
        target: DockTarget,
        /// The layout the drop left.
        layout: DockLayout,
    },
}

impl fmt::Display for DockError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::DockingDisabled => write!(
                f,
                "docking is off: io.config_flags lacks ConfigFlags::DOCKING_ENABLE"
            ),
            Self::WindowNotFound { window, windows } => write!(
                f,
                "cannot dock {window:?}: the last frame shows no window of that name; it \
                 shows {windows:?}"
            ),
            Self::TargetNotFound { target, windows } => write!(
                f,
                "cannot dock into {target}: the last frame shows no window {:?}; it shows \
                 {windows:?}",
                target.window
            ),
            Self::NotDockable {
                window,
                target,
                why,
            } => write!(f, "cannot dock {window:?} into {target}: {why}"),
            Self::DragNotStarted {
                window,
                pressed: [x, y],
                why,
            } => write!(
                f,
                "dragging {window:?} from ({x}, {y}) started no docking drag: {why}"
            ),
            Self::NotAccepted {
                window,
                target,
                at: [x, y],
            } => write!(
                f,
                "dragged {window:?} to ({x}, {y}), over {target}, and imgui showed no dock \
                 preview there (the target did not accept it)"
            ),
            Self::NotDocked {
                window,
                target,
                layout,
            } => write!(
                f,
                "dropped {window:?} on {target}, and it is not docked there; the layout \
                 is:\n{layout}"
            ),
        }
    }
}

impl std::error::Error for DockError {}
