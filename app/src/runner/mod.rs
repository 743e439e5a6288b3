//! The runner: [`crate::run`] opens a window (a canvas in browsers), makes the device and
//! surface, and owns the loop; the app gives the UI.
//!
//! - Device and surface: the backend from the environment natively (`WGPU_BACKEND`), limits
//!   raised to the adapter's largest textures and surfaces clamped to them, lost and
//!   outdated surfaces configured again, device loss recovered with the app's state kept,
//!   vsync switchable ([`Frame::set_vsync`]).
//! - Colour: Dear ImGui's exact look by default on every backend ([`Colour`]).
//! - Minimised or hidden: no frames are drawn, none lost when the window is back.
//! - Idle: a UI nobody touches and that draws the same is not drawn again ([`idle`]); the
//!   app asks for frames when something moves that imgui does not know of
//!   ([`Frame::request_repaint`]).
//! - The app's own wgpu work: [`App::device_ready`] and [`Frame`] give the device, the
//!   queue, the renderer (textures, paint callbacks) and the frame's encoder.

#[cfg(not(target_arch = "wasm32"))]
mod cycles;
mod frame;
pub mod idle;
mod live;
mod options;
mod visibility;

pub use crate::{colour, probe};

#[cfg(not(target_arch = "wasm32"))]
mod native;
#[cfg(target_arch = "wasm32")]
mod web;

pub use crate::colour::Colour;
pub use frame::{App, AppError, Frame, FrameParts, Setup};
pub use options::Options;

/// Runs `ui`, a closure that builds the UI each frame, in a window titled and sized as
/// `options` say, until the window is closed or the closure calls [`Frame::exit`]. For an
/// app with GPU resources of its own (made again after a device loss), see [`run_app`].
///
/// ```no_run
/// fn main() -> Result<(), imgui_webgpu_app::RunError> {
///     let mut clicks = 0;
///     imgui_webgpu_app::run(imgui_webgpu_app::Options::new("Hello"), move |ui, _frame| {
///         ui.window("Hello").build(|| {
///             if ui.button("Click me") {
///                 clicks += 1;
///             }
///             ui.text(format!("clicked {clicks} times"));
///         });
///     })
/// }
/// ```
pub fn run(
    options: Options,
    ui: impl FnMut(&imgui::Ui, &mut Frame<'_>) + 'static,
) -> Result<(), crate::RunError> {
    run_app(options, ui)
}

/// Runs `app` as [`run`] runs a closure, and tells it when a device is ready
/// ([`App::device_ready`]) and when the runner exits ([`App::exit`]).
///
/// In browsers both return at once, once the canvas is on the page: the browser runs the
/// loop.
pub fn run_app(options: Options, app: impl App) -> Result<(), crate::RunError> {
    #[cfg(not(target_arch = "wasm32"))]
    return native::run(options, app);
    #[cfg(target_arch = "wasm32")]
    return web::run(options, app);
}
