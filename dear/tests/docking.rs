//! Docking through the testing toolkit on dear-imgui-rs (Dear ImGui 1.92): the docking tests
//! the imgui-rs suite runs too (`testing/tests/suite/both.rs`), the same functions
//! (`imgui-webgpu-ui-tests`' `docking`). Windows are docked by dragging their title bars (or
//! tabs) onto the squares 1.92 shows, and the dock layout is read back through the testing
//! crate's `cpp/dock_nodes.cpp` (dear-imgui-sys keeps the dock nodes opaque).

imgui_webgpu_ui_tests::docking_tests!();
