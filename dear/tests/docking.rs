//! Docking through the testing toolkit on dear-imgui-rs (Dear ImGui 1.92): the imgui-rs
//! suite's docking tests, the same source (`testing/tests/suite/docking.rs`), with `imgui`
//! naming dear-imgui-rs, whose window builder has the same calls. Windows are docked by
//! dragging their title bars (or tabs) onto the squares 1.92 shows, and the dock layout is
//! read back through `cpp/dock_nodes.cpp` (dear-imgui-sys keeps the dock nodes opaque).

use dear_imgui_rs as imgui;

include!("../../testing/tests/suite/docking.rs");
