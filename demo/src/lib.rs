//! The imgui-webgpu demo: one UI in a native window, headlessly, and in the browser.
//!
//! - [`ui::Demo`] builds the windows: Dear ImGui's demo window, a user texture with nearest
//!   and linear sampling, a 3D viewport recreated at its panel's size, a paint callback,
//!   and a stats panel.
//! - [`scene`] draws the viewport's cube; [`painter`] draws the paint callback's content.
//! - [`app::DemoApp`] is the demo as an app of `imgui-webgpu-app`'s runner, which brings
//!   the window or canvas, the device, input, clipboard, IME, scale, idle and recovery.
//! - `native` runs that app in a window (or renders the UI headlessly when there is no
//!   display); `web` in a browser canvas, on WebGPU or WebGL2.

pub mod app;
#[cfg(feature = "docking")]
pub mod docking;
pub mod painter;
pub mod scene;
pub mod ui;

#[cfg(not(target_arch = "wasm32"))]
pub mod native;

#[cfg(target_arch = "wasm32")]
pub mod web;

/// The window's background, behind the imgui windows.
pub const BACKGROUND: wgpu::Color = wgpu::Color {
    r: 0.1,
    g: 0.1,
    b: 0.12,
    a: 1.0,
};
