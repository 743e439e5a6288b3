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

pub mod colour;
pub mod error;
mod gpu;
pub mod platform;
pub mod probe;
pub mod runner;
#[cfg(all(feature = "docking", not(target_arch = "wasm32")))]
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
pub use runner::{App, AppError, Colour, Frame, FrameParts, Options, Setup, run, run_app};

/// The crates an app needs, at the versions this crate uses: `imgui`, `wgpu` and `winit`.
pub use {imgui, imgui_webgpu, wgpu, winit};
