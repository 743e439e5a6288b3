//! Dear ImGui's multi-viewport natively (the `docking` feature): an imgui window dragged out
//! of the main window becomes an OS window of its own, drawn by the app's one renderer, and
//! goes away when it is dragged back or closed. Turned on with
//! [`crate::Options::with_viewports`]; in browsers viewports stay off (every imgui window
//! stays inside the canvas) and docking works as natively.
//!
//! Two parts, by who calls them:
//! - [`requests`]: the `PlatformViewportBackend` imgui calls while it updates its viewports;
//!   it queues what imgui asks and answers from what the OS last said;
//! - [`windows`]: the runner's side: the OS windows and their surfaces, made and dropped as
//!   the queue says, drawn each frame, and their events into imgui.

pub mod requests;
pub mod windows;

pub use windows::{ViewportCounts, ViewportWindows};
