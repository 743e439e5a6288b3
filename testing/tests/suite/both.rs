//! The tests both bindings run, written once in `imgui-webgpu-ui-tests` (the dear-imgui-rs
//! suite runs the same functions in `dear/tests/ui.rs` and `dear/tests/docking.rs`): the
//! demo window by identity and state, issue 44's items and actions, the visible text of one
//! window, and with `docking` the docking tests (`both::docking::`).

imgui_webgpu_ui_tests::ui_tests!();

/// Docking (the `docking` feature; imgui-webgpu-ui-tests's `docking` with it).
#[cfg(feature = "docking")]
mod docking {
    imgui_webgpu_ui_tests::docking_tests!();
}
