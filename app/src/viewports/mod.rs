//! Dear ImGui's multi-viewport natively (the `docking` feature, on either binding): an imgui
//! window dragged out of the main window becomes an OS window of its own, drawn by the app's
//! one renderer, and goes away when it is dragged back or closed. Turned on with
//! [`crate::Options::with_viewports`]; in browsers viewports stay off (every imgui window
//! stays inside the canvas) and docking works as natively.
//!
//! What is here is imgui's side: [`requests`], the queue imgui's platform callbacks fill
//! while it updates its viewports, answered from what the OS last said; and each binding's
//! callbacks over it (imgui-rs's `PlatformViewportBackend`, dear-imgui-rs's `PlatformIO`
//! functions). The windows themselves are the runner's, one kind for the main window and
//! every viewport's.

#[cfg(not(feature = "imgui-rs"))]
pub(crate) mod dear_imgui;
#[cfg(feature = "imgui-rs")]
pub(crate) mod imgui_rs;
pub mod requests;

#[cfg(not(feature = "imgui-rs"))]
pub(crate) use dear_imgui as binding;
#[cfg(feature = "imgui-rs")]
pub(crate) use imgui_rs as binding;

/// A monitor as imgui sees it, in its desktop units.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Monitor {
    /// The top-left corner.
    pub pos: [f32; 2],
    /// The size (positive).
    pub size: [f32; 2],
    /// The OS's scale of it (device pixels per logical pixel), for imgui's per-monitor DPI
    /// (see each binding's `set_monitors`).
    pub scale: f32,
}

/// What the OS asked of a viewport's window, for imgui to hear in its next frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum OsRequest {
    /// The user closed the window (its close button, the window manager's shortcut).
    Close,
    /// The window moved: `true` when it is news to imgui (not a move imgui asked for).
    Move(bool),
    /// The window was resized by the OS.
    Resize,
}
