//! Dear ImGui's multi-viewport natively (the `docking` feature): an imgui window dragged out
//! of the main window becomes an OS window of its own, drawn by the app's one renderer, and
//! goes away when it is dragged back or closed. Turned on with
//! [`crate::Options::with_viewports`]; in browsers viewports stay off (every imgui window
//! stays inside the canvas) and docking works as natively.
//!
//! What is here is imgui's side: [`requests`], the `PlatformViewportBackend` imgui calls
//! while it updates its viewports, which queues what imgui asks and answers from what the OS
//! last said. The windows themselves are the runner's, one kind for the main window and
//! every viewport's.

pub mod requests;
