//! The app crate's tests, in one binary: its examples in real windows under Xvfb, driven as
//! users drive them (xdotool, xclip, xsettingsd), on a real wgpu device (`WGPU_BACKEND` picks
//! the backend; `cargo xtask test` runs them on Vulkan and GL), and the crate's structure.
//! The X session and the probe's driver are the private window-test crate's
//! (`support/window`, `imgui-webgpu-window-tests`), which links no imgui binding: the suite
//! builds on either of the app's bindings, and `cargo xtask test` runs it on both (on
//! dear-imgui-rs: `--no-default-features --features dear-imgui,docking,webgl`). cargo puts
//! either binding's build of an example at one path: build the examples with the test's
//! features first (`cargo build -p imgui-webgpu-app --example hello --example viewports`
//! with them); the window tests fail on the other binding's.
//!
//! Run one subject with a name filter: `cargo test -p imgui-webgpu-app --test suite window::`.

mod app_window;
// With the `docking` feature: imgui's viewports.
#[cfg(feature = "docking")]
mod app_viewports;
mod examples;
// The README's live plot: ImPlot, on Dear ImGui 1.92 (`cargo xtask test` builds it and runs
// this module apart from the rest of the suite, once the binary is built).
#[cfg(feature = "dear-imgui")]
mod live_plot;
mod structure;
// The `winit` example makes its imgui-rs context and renderer itself.
#[cfg(feature = "imgui-rs")]
mod window;
