//! The workspace's window-test support (`support/src/window.rs`, `probe.rs`), by its source:
//! the support crate itself links imgui-rs's Dear ImGui, which cannot share a binary with
//! dear-imgui-rs's.

#[path = "../../../support/src/probe.rs"]
pub mod probe;
#[path = "../../../support/src/window.rs"]
pub mod window;
