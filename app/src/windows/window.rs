//! One of the app's windows, the main one or a viewport's, and [`AppWindow::draw`], the
//! one function that draws and presents a window.

use std::sync::Arc;

use imgui_webgpu::{RenderError, RenderReport};

use crate::binding::Renderer;
use winit::window::Window;

use super::fingerprint::Fingerprint;
use super::surface::{NoFrame, WindowSurface};
use crate::gpu::Gpu;
use crate::platform::cursor::Cursor;

/// An OS window (a canvas in browsers), its surface and what it shows.
#[derive(Debug)]
pub struct AppWindow {
    /// Declared before the window: dropped first.
    pub surface: WindowSurface,
    /// The window.
    pub window: Arc<Window>,
    /// The imgui viewport it shows (the main viewport's for the main window; `None` while
    /// imgui's viewports are off).
    #[cfg_attr(not(viewports), allow(dead_code))]
    pub viewport: Option<imgui::Id>,
    /// The cursor shown on it (the main window's is the platform layer's).
    #[cfg_attr(not(viewports), allow(dead_code))]
    pub cursor: Cursor,
    /// Where its client area is on the desktop (physical pixels), as its own events last
    /// said (`None` before the first move): what imgui is told of the window's place, and
    /// where its pointer events are placed when the display server cannot say where the
    /// pointer is (see `Desktop::pointer_origin`).
    #[cfg_attr(not(viewports), allow(dead_code))]
    pub client_at: Option<winit::dpi::PhysicalPosition<i32>>,
    /// The moves the app asked of the window that it has not reported yet: which of its
    /// reports are news (see `Windows::tell_imgui`).
    #[cfg(viewports)]
    pub moves: super::moves::Moves,
    /// What its surface shows, if known.
    on_screen: Option<Fingerprint>,
    /// The next frame is presented even if it draws the same (new, exposed, resized, shown
    /// again, configured again, or on a new device).
    must_present: bool,
}

/// What [`AppWindow::draw`] did.
#[derive(Debug)]
pub enum Drawn {
    /// The frame draws what the window shows: nothing was drawn.
    Unchanged,
    /// Drawn and presented, with the renderer's report (`None` when the renderer refused
    /// the frame: the error is logged and the window cleared).
    Presented(Option<RenderReport>),
    /// The surface gave no frame.
    NoFrame(NoFrame),
    /// The device was lost while drawing: nothing was presented.
    DeviceLost,
}

impl AppWindow {
    /// `window` with its configured `surface`, showing `viewport`; its first frame is
    /// presented.
    pub fn new(window: Arc<Window>, surface: WindowSurface, viewport: Option<imgui::Id>) -> Self {
        Self {
            surface,
            window,
            viewport,
            cursor: Cursor::default(),
            client_at: None,
            #[cfg(viewports)]
            moves: super::moves::Moves::default(),
            on_screen: None,
            must_present: true,
        }
    }

    /// Presents the next frame whatever it draws: the system asked for a repaint, or the
    /// window was resized or shown again.
    pub fn repaint(&mut self) {
        self.must_present = true;
    }

    /// Forgets what the window shows: after a device loss its surface is configured for the
    /// new device and the next frame is presented.
    pub fn move_to(&mut self, gpu: &Gpu, pixels: Option<[u32; 2]>) {
        if let Some(pixels) = pixels {
            self.surface.resize(gpu, pixels);
        }
        self.surface.configure(gpu);
        self.on_screen = None;
        self.must_present = true;
    }

    /// Draws `draw_data` into the window with `renderer` and presents it, unless it draws
    /// what the window shows and nothing asks for a repaint (`every`: the app drew into the
    /// frame's encoder, or idling is off). `encoder` holds the app's work of the frame, if
    /// any; it is submitted with the UI.
    pub fn draw(
        &mut self,
        gpu: &Gpu,
        renderer: &mut Renderer,
        draw_data: &imgui::DrawData,
        encoder: Option<wgpu::CommandEncoder>,
        background: wgpu::Color,
        every: bool,
    ) -> Drawn {
        let size = self.surface.size();
        let fingerprint = Fingerprint::of(draw_data, size);
        if self.on_screen == Some(fingerprint) && !self.must_present && !every {
            return Drawn::Unchanged;
        }
        let (frame, view) = match self.surface.acquire(gpu) {
            Ok(acquired) => acquired,
            Err(no_frame) => {
                if no_frame != NoFrame::Hidden {
                    self.must_present = true;
                }
                return Drawn::NoFrame(no_frame);
            }
        };
        let mut encoder = encoder.unwrap_or_else(|| {
            gpu.device
                .create_command_encoder(&wgpu::CommandEncoderDescriptor {
                    label: Some("imgui-webgpu-app window"),
                })
        });
        let report = {
            let mut pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
                label: Some("imgui-webgpu-app ui"),
                color_attachments: &[Some(wgpu::RenderPassColorAttachment {
                    view: &view,
                    depth_slice: None,
                    resolve_target: None,
                    ops: wgpu::Operations {
                        load: wgpu::LoadOp::Clear(background),
                        store: wgpu::StoreOp::Store,
                    },
                })],
                ..Default::default()
            });
            renderer.render(draw_data, &mut pass, size)
        };
        let report = match report {
            Ok(report) => {
                for skipped in &report.skipped {
                    log::warn!("skipped imgui command: {skipped:?}");
                }
                Some(report)
            }
            // Lost mid-frame: nothing to present; the next frame recovers.
            Err(RenderError::DeviceLost(_)) => return Drawn::DeviceLost,
            Err(error) => {
                log::error!("the frame could not be drawn: {error}");
                None
            }
        };
        gpu.queue.submit([encoder.finish()]);
        self.window.pre_present_notify();
        gpu.queue.present(frame);
        self.on_screen = Some(fingerprint);
        self.must_present = false;
        Drawn::Presented(report)
    }
}
