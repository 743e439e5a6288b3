//! The app crate's tests, in one binary: its examples in real windows under Xvfb, driven as
//! users drive them (xdotool, xclip, xsettingsd), on a real wgpu device (`WGPU_BACKEND` picks
//! the backend; `cargo xtask test` runs them on Vulkan and GL), and the crate's structure.
//! The X session and the probe's reader are the private support crate's
//! (`support/src/window.rs`, `support/src/probe.rs`).
//!
//! Run one subject with a name filter: `cargo test -p imgui-webgpu-app --test suite window::`.

mod app_window;
// With the `docking` feature: imgui's viewports.
#[cfg(feature = "docking")]
mod app_viewports;
mod structure;
mod window;
