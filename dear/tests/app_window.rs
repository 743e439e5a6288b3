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
mod window {
    use std::path::PathBuf;

    /// The built example that stands for the imgui-rs app's `name` (`hello`: this
    /// workspace's `dear_hello`), beside this test binary.
    pub fn example_binary(name: &str) -> PathBuf {
        let test_binary = std::env::current_exe().expect("the test knows its own path");
        let profile_dir = test_binary
            .parent()
            .and_then(|deps| deps.parent())
            .expect("test binaries live in target/<profile>/deps");
        let binary = profile_dir.join("examples").join(format!("dear_{name}"));
        assert!(
            binary.exists(),
            "{}: build it first (`cargo build --example dear_{name}` in dear/)",
            binary.display()
        );
        binary
    }
}

include!("../../app/tests/suite/app_window.rs");
