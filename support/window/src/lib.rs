//! What the window tests of apps made with `imgui-webgpu-app` share, in a private crate
//! (never published): a private X session with a window manager and the user's actions on
//! its windows (`window`), the runner's probe driven from outside (`probe`), and pointer
//! gestures across the X desktop for imgui's viewports (`desktop`).
//!
//! It links no imgui binding and not the renderer: the app crate's suite (`app/tests/suite`)
//! builds on imgui-rs (Dear ImGui 1.89) and on dear-imgui-rs (Dear ImGui 1.92) with it, and
//! the demo's window tests use it too. Linux (X11) only; the tests that use it fail, never
//! skip, without the X tools (`cargo xtask test` installs them).

#![cfg(not(target_arch = "wasm32"))]

pub mod desktop;
pub mod probe;
pub mod window;
