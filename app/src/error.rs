//! Why [`crate::run`] could not start or go on.

use std::fmt;

/// An error of the app's own, from [`crate::App::device_ready`]. Neither `Send` nor `Sync`:
/// in browsers wgpu's errors (and so the renderer's) are neither, and `?` must take them.
pub type AppError = Box<dyn std::error::Error>;

/// Why [`crate::run`] returned an error.
#[derive(Debug)]
#[non_exhaustive]
pub enum RunError {
    /// No event loop (natively: no display server to connect to).
    EventLoop(winit::error::EventLoopError),
    /// The window could not be created.
    Window(winit::error::OsError),
    /// No surface for the window.
    Surface(wgpu::CreateSurfaceError),
    /// No adapter can draw into the window's surface.
    Adapter(wgpu::RequestAdapterError),
    /// The adapter gave no device.
    Device(wgpu::RequestDeviceError),
    /// The surface offers nothing the adapter can draw into.
    UnsupportedSurface(String),
    /// The renderer could not be set up (or set up again after a device loss).
    Renderer(imgui_webgpu::error::SetupError),
    /// The app's [`crate::App::device_ready`] failed.
    App(AppError),
    /// Dear ImGui 1.92's frame could not be handed to the renderer to serve its textures
    /// (the context's renderer consumer refused it): dear-imgui-rs's words.
    Textures(String),
}

impl fmt::Display for RunError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RunError::EventLoop(error) => write!(f, "no event loop: {error}"),
            RunError::Window(error) => write!(f, "the window could not be created: {error}"),
            RunError::Surface(error) => write!(f, "no surface for the window: {error}"),
            RunError::Adapter(error) => write!(f, "no GPU adapter for the window: {error}"),
            RunError::Device(error) => write!(f, "the adapter gave no device: {error}"),
            RunError::UnsupportedSurface(why) => write!(f, "unsupported surface: {why}"),
            RunError::Renderer(error) => write!(f, "the renderer could not be set up: {error}"),
            RunError::App(error) => {
                write!(f, "the app failed to set up its GPU resources: {error}")
            }
            RunError::Textures(why) => write!(f, "imgui's textures could not be served: {why}"),
        }
    }
}

impl std::error::Error for RunError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            RunError::EventLoop(error) => Some(error),
            RunError::Window(error) => Some(error),
            RunError::Surface(error) => Some(error),
            RunError::Adapter(error) => Some(error),
            RunError::Device(error) => Some(error),
            RunError::UnsupportedSurface(_) | RunError::Textures(_) => None,
            RunError::Renderer(error) => Some(error),
            RunError::App(error) => Some(error.as_ref()),
        }
    }
}
