//! Every window of the app in one map, the main window first (as Dear ImGui's docking
//! backends keep the main window as viewport 0, "so that our code can use the same logic
//! for main and secondary viewports"): one window type with one surface type, one function
//! that draws and presents a window ([`AppWindow::draw`]), and one place where every
//! window's events are heard ([`Windows::handle`]).
//!
//! Lifetimes: the main window lives as long as the runner; a viewport's window and surface
//! are made when imgui creates the viewport and dropped, surface first, when imgui destroys
//! it. Every surface is configured for the one [`Gpu`]; after a device loss each is
//! configured for the new one. The renderer keeps nothing per window.

#[cfg(viewports)]
mod desktop;
mod fingerprint;
#[cfg(viewports)]
mod moves;
#[cfg(viewports)]
mod pointer;
mod surface;
mod window;

use winit::event::WindowEvent;
use winit::window::WindowId;

use crate::gpu::Gpu;
use crate::platform::Platform;

pub use surface::{NoFrame, WindowSurface};
pub use window::{AppWindow, Drawn};

/// The app's windows: the main one first, then imgui's viewports' in the order they came.
#[derive(Debug)]
pub struct Windows {
    /// Never empty: the main window is first.
    all: Vec<AppWindow>,
    /// imgui's multi-viewport, when it is on: the desktop imgui sees and what its
    /// platform backend asked.
    #[cfg(viewports)]
    desktop: Option<desktop::Desktop>,
}

/// Which of the app's windows an event came to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Which {
    /// The main window (the canvas in browsers).
    Main,
    /// A viewport's window.
    Viewport,
    /// A window the app no longer has (closed since the event was sent).
    Gone,
}

/// What imgui and the windows made of an event.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Heard {
    /// The window it came to.
    pub which: Which,
    /// It was input imgui took: a reason to draw frames.
    pub input: bool,
}

impl Windows {
    /// The app's windows, with `main` alone so far.
    pub fn new(main: AppWindow) -> Self {
        Self {
            all: vec![main],
            #[cfg(viewports)]
            desktop: None,
        }
    }

    /// The main window.
    pub fn main(&self) -> &AppWindow {
        &self.all[0]
    }

    /// The main window, to change.
    pub fn main_mut(&mut self) -> &mut AppWindow {
        &mut self.all[0]
    }

    /// Configures every window's surface for `gpu` (a new device after a loss), the main
    /// one at `main_pixels`, and presents each one's next frame.
    pub fn move_to(&mut self, gpu: &Gpu, main_pixels: [u32; 2]) {
        for (index, window) in self.all.iter_mut().enumerate() {
            window.move_to(gpu, (index == 0).then_some(main_pixels));
        }
    }

    /// Hears `event` of the window `id`: imgui hears of it (with viewports on, at its
    /// desktop position), and a viewport's window is repainted or resized as it asks. The
    /// main window's redraws and resizes are left to the runner, which paces its frames and
    /// measures it.
    pub fn handle(
        &mut self,
        imgui: &mut imgui::Context,
        platform: &mut Platform,
        gpu: &Gpu,
        id: WindowId,
        event: &WindowEvent,
    ) -> Heard {
        let Some(index) = self.all.iter().position(|window| window.window.id() == id) else {
            return Heard {
                which: Which::Gone,
                input: false,
            };
        };
        let which = if index == 0 {
            Which::Main
        } else {
            Which::Viewport
        };
        let input = self.tell_imgui(imgui, platform, index, event);
        let window = &mut self.all[index];
        // The main window's redraws and resizes are the runner's (see `Pacing` and
        // `Live::react`).
        if which == Which::Viewport {
            match event {
                WindowEvent::RedrawRequested => window.repaint(),
                WindowEvent::Resized(size) => {
                    window.surface.resize(gpu, [size.width, size.height]);
                    window.repaint();
                }
                _ => {}
            }
        }
        Heard { which, input }
    }

    /// Tells imgui of `event` of the window at `index`; `true` when it was input.
    #[cfg(not(viewports))]
    fn tell_imgui(
        &mut self,
        imgui: &mut imgui::Context,
        platform: &mut Platform,
        _index: usize,
        event: &WindowEvent,
    ) -> bool {
        platform.handle_event(imgui, event)
    }
}
