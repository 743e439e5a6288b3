//! The workspace's window-test support (`support/src/window.rs`, `probe.rs`, `desktop.rs`),
//! by its source:
//! the support crate itself links imgui-rs's Dear ImGui, which cannot share a binary with
//! dear-imgui-rs's.

#![allow(dead_code, reason = "each test binary uses a part of it")]

#[path = "../../../support/src/desktop.rs"]
pub mod desktop;
#[path = "../../../support/src/probe.rs"]
pub mod probe;
#[path = "../../../support/src/window.rs"]
pub mod window;
