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
mod extension;
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

/// Runs `ui` as [`run`] does, with a context of the app's own made by `make` from the app's
/// imgui context: the shape for Dear ImGui's extensions, whose contexts are made from an
/// imgui context and must be gone before it (ImPlot's `PlotContext::create`, ImPlot3D's,
/// ImNodes', the node editor's; a tuple for several). `make` runs once, after the imgui
/// context and the first device are made and before the first frame; the context is
/// dropped before the imgui context, and kept across a device loss (for one that holds GPU
/// state, implement [`App`] and make it in [`App::device_ready`] from [`Setup::imgui`]).
///
/// ```no_run
/// /// A context of the app's own made from imgui's; ImPlot's is
/// /// `dear_implot::PlotContext::create` (the README's live plot).
/// struct Extension {
///     frames: u64,
/// }
///
/// fn main() -> Result<(), imgui_webgpu_app::RunError> {
///     let options = imgui_webgpu_app::Options::new("Extension");
///     let make = |_imgui: &imgui_webgpu_app::imgui::Context| Extension { frames: 0 };
///     imgui_webgpu_app::run_with(options, make, |ui, extension, _frame| {
///         extension.frames += 1;
///         ui.text(format!("{} frames", extension.frames));
///     })
/// }
/// ```
pub fn run_with<E: 'static>(
    options: Options,
    make: impl FnOnce(&imgui::Context) -> E + 'static,
    ui: impl FnMut(&imgui::Ui, &mut E, &mut Frame<'_>) + 'static,
) -> Result<(), crate::RunError> {
    run_app(options, extension::WithContext::new(make, ui))
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
