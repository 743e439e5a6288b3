//! The testing toolkit on dear-imgui-rs (Dear ImGui 1.92): the tests the imgui-rs suite runs
//! too (`testing/tests/suite/both.rs`), the same functions (`imgui-webgpu-ui-tests`) on this
//! binding. Dear ImGui's own demo window tested from outside, as its users would, by label
//! and by id path, with no coordinate anywhere; items through 1.92's test-engine hooks
//! (dear-imgui-sys's `test-engine`), text through the glyphs 1.92 bakes as it draws them;
//! then the actions a test author met problems with, on small apps of their own.

imgui_webgpu_ui_tests::ui_tests!();
