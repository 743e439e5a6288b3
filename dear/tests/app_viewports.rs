//! imgui's multi-viewport on dear-imgui-rs (Dear ImGui 1.92, through `PlatformIO`'s
//! callbacks) in the app crate: the imgui-rs app's viewports example (`app/examples/viewports.rs`
//! as this workspace's example `dear_viewports`) in a real window under Xvfb, driven as a user
//! drives it, with the imgui-rs app's window test, the same source
//! (`app/tests/suite/app_viewports.rs`): a panel dragged out into an X window of its own,
//! moved, dragged back, closed by the window manager; viewports made and closed by the probe;
//! live objects unchanged; a clean exit.

mod imgui_webgpu_test_support;

/// Where the app's examples are: this workspace's build of the same app.
#[path = "imgui_webgpu_test_support/examples.rs"]
mod window;

include!("../../app/tests/suite/app_viewports.rs");
