//! Dear ImGui on screen in fifteen lines, natively and in the browser, drawn by
//! [`imgui_webgpu`].
//!
//! ```no_run
//! fn main() -> Result<(), imgui_webgpu_app::RunError> {
//!     let mut clicks = 0;
//!     imgui_webgpu_app::run(imgui_webgpu_app::Options::new("Hello"), move |ui, _frame| {
//!         ui.show_demo_window(&mut true);
//!         ui.window("Hello").build(|| {
//!             if ui.button("Click me") {
//!                 clicks += 1;
//!             }
//!             ui.text(format!("{clicks} clicks"));
//!         });
//!     })
//! }
//! ```
//!
//! Two layers, both public:
//! - [`run`], the runner, for new apps: it opens a window, makes the device, and owns the
//!   loop; the app gives a closure that builds the UI.
//! - [`platform::Platform`], the platform layer, for apps that keep their own winit event
//!   loop: winit's events to imgui's input (mouse, keyboard, text, input methods, touch,
//!   cursor shapes), the system clipboard, the display's size and scale with sharp fonts
//!   at any scale, and imgui's settings kept where the app asks.

#![warn(missing_docs)]

// The binding: `imgui` names imgui-rs or, with the `dear-imgui` feature, dear-imgui-rs, whose
// API mirrors imgui-rs's; where the two differ, `binding` holds each one's side.
#[cfg(all(feature = "dear-imgui", not(feature = "imgui-rs")))]
pub extern crate dear_imgui_rs as imgui;

#[cfg(all(feature = "imgui-rs", feature = "dear-imgui", not(doc)))]
compile_error!(
    "imgui-webgpu-app: the `imgui-rs` and `dear-imgui` features each link a Dear ImGui of their \
     own; turn `imgui-rs` off (`default-features = false`) to use `dear-imgui`"
);

mod binding;

pub mod colour;
pub mod error;
mod gpu;
pub mod platform;
pub mod probe;
pub mod runner;
#[cfg(viewports)]
pub mod viewports;
#[cfg(target_arch = "wasm32")]
pub mod web;
mod windows;

/// Dear ImGui has one context at a time per process: unit tests that make one take turns.
#[cfg(test)]
pub(crate) fn one_imgui_at_a_time() -> std::sync::MutexGuard<'static, ()> {
    static TURN: std::sync::Mutex<()> = std::sync::Mutex::new(());
    TURN.lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// The Rust code of the crate's README, compiled as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;

pub use error::RunError;
pub use runner::{
    App, AppError, Colour, Frame, FrameParts, Options, Setup, run, run_app, run_with,
};

/// The crates an app needs, at the versions this crate uses: `imgui` (the binding: imgui-rs,
/// or dear-imgui-rs with the `dear-imgui` feature), `wgpu` and `winit`.
#[cfg(feature = "imgui-rs")]
pub use imgui;
pub use {imgui_webgpu, wgpu, winit};
