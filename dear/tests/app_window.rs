//! The README's fifteen lines on dear-imgui-rs (`app/examples/hello.rs` as this workspace's
//! example `dear_hello`, imgui-webgpu-app with its `dear-imgui` feature) in a real window
//! under Xvfb, driven as a user drives it:
//! the imgui-rs app's window tests, the same source (`app/tests/suite/app_window.rs`). Idle,
//! typing and the X clipboard, resizing past the device's limit, minimising, the screen's
//! scale going to 2 and back (Dear ImGui 1.92 rasterises the text at the new density itself,
//! checked sharp), the device lost and recovered, live objects unchanged, a clean exit; and
//! the system's repaints drawn while the app idles.

mod imgui_webgpu_test_support;

/// Where the app's examples are: this workspace's build of the same app.
#[path = "imgui_webgpu_test_support/examples.rs"]
mod window;

include!("../../app/tests/suite/app_window.rs");
