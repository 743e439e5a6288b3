//! Where the app's window tests (`app_window.rs`, `app_viewports.rs`) find the app's
//! examples in this workspace: the imgui-rs app's example `NAME` is built here as
//! `dear_NAME`, from the same source.

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
