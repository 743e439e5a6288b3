//! What an app gets from the runner: [`App`], called with the UI each frame and with the
//! device whenever one is ready, and the [`Frame`] and [`Setup`] handles to the GPU.

use std::time::Duration;

use imgui_webgpu::RenderReport;
use imgui_webgpu::report::RendererStats;

use crate::binding::Renderer;
use winit::window::Window;

pub use crate::error::AppError;

/// An app the runner drives. A closure `FnMut(&imgui::Ui, &mut Frame)` is one; implement the
/// trait for the rest (GPU resources made when a device is ready, work at exit).
pub trait App: 'static {
    /// Builds the frame's UI. `frame` gives the device, the queue, the renderer (textures,
    /// paint callbacks) and the frame's command encoder, and takes the app's requests (more
    /// frames, vsync, exit).
    fn ui(&mut self, ui: &imgui::Ui, frame: &mut Frame<'_>);

    /// A device is ready: at start, and again on a new device after the old one was lost.
    /// Make the app's GPU resources here (and register its textures with the renderer);
    /// those of a lost device are of no use. imgui's state and the app's own are kept.
    fn device_ready(&mut self, setup: &mut Setup<'_>) -> Result<(), AppError> {
        let _ = setup;
        Ok(())
    }

    /// The runner is about to exit (the window was closed, or [`Frame::exit`]).
    fn exit(&mut self) {}
}

impl<F: FnMut(&imgui::Ui, &mut Frame<'_>) + 'static> App for F {
    fn ui(&mut self, ui: &imgui::Ui, frame: &mut Frame<'_>) {
        self(ui, frame);
    }
}

/// The device as the app sees it when one is ready.
pub struct Setup<'a> {
    pub(crate) imgui: &'a imgui::Context,
    pub(crate) device: &'a wgpu::Device,
    pub(crate) queue: &'a wgpu::Queue,
    pub(crate) renderer: &'a mut Renderer,
    pub(crate) adapter: &'a wgpu::AdapterInfo,
    pub(crate) target_format: wgpu::TextureFormat,
    pub(crate) recovered: bool,
}

impl Setup<'_> {
    /// The app's imgui context: make the contexts of Dear ImGui's extensions from it
    /// (`dear_implot::PlotContext::create(setup.imgui())`, ImNodes', the node editor's).
    /// It was made before the first device and lives until the runner exits, after the app
    /// is dropped: an extension's context kept in the app lives within it. Make one again
    /// only if it holds GPU state ([`Setup::is_recovery`]); [`crate::run_with`] makes one
    /// for a closure.
    pub fn imgui(&self) -> &imgui::Context {
        self.imgui
    }

    /// The device.
    pub fn device(&self) -> &wgpu::Device {
        self.device
    }

    /// The device's queue.
    pub fn queue(&self) -> &wgpu::Queue {
        self.queue
    }

    /// The renderer: register the app's textures here.
    pub fn renderer(&mut self) -> &mut Renderer {
        self.renderer
    }

    /// The adapter's name, backend and kind.
    pub fn adapter(&self) -> &wgpu::AdapterInfo {
        self.adapter
    }

    /// The format the UI is drawn in (paint callbacks draw in it too).
    pub fn target_format(&self) -> wgpu::TextureFormat {
        self.target_format
    }

    /// Whether this device replaces one that was lost.
    pub fn is_recovery(&self) -> bool {
        self.recovered
    }
}

/// What the app asked of the runner during a frame.
#[derive(Debug, Default)]
pub(crate) struct Requests {
    pub repaint_after: Option<Duration>,
    pub exit: bool,
    pub vsync: Option<bool>,
    pub ui_scale: Option<f32>,
    /// The app recorded into the frame's encoder: the frame is presented.
    pub encoder_used: bool,
    /// Destroy the device after the frame.
    pub lose_device: bool,
}

/// One frame as the app sees it while building its UI.
pub struct Frame<'a> {
    pub(crate) window: &'a Window,
    pub(crate) last_report: Option<&'a RenderReport>,
    pub(crate) last_stats: Option<&'a RendererStats>,
    pub(crate) device: &'a wgpu::Device,
    pub(crate) queue: &'a wgpu::Queue,
    pub(crate) renderer: &'a mut Renderer,
    pub(crate) encoder: &'a mut wgpu::CommandEncoder,
    pub(crate) adapter: &'a wgpu::AdapterInfo,
    pub(crate) target_format: wgpu::TextureFormat,
    pub(crate) ui_scale: f32,
    pub(crate) requests: &'a mut Requests,
}

/// The frame's GPU handles at once, for code that needs the renderer and the encoder
/// together (a 3D view drawn into the encoder and shown through a frame texture).
pub struct FrameParts<'f> {
    /// The device.
    pub device: &'f wgpu::Device,
    /// The device's queue.
    pub queue: &'f wgpu::Queue,
    /// The renderer.
    pub renderer: &'f mut Renderer,
    /// The frame's command encoder (see [`Frame::encoder`]).
    pub encoder: &'f mut wgpu::CommandEncoder,
}

impl<'a> Frame<'a> {
    /// The window (natively) or the canvas's window (in browsers): its size, scale, title.
    pub fn window(&self) -> &'a Window {
        self.window
    }

    /// What the renderer did in the last frame that was drawn (draw calls, skipped
    /// commands), for an app's own stats; `None` before the first.
    pub fn last_report(&self) -> Option<&'a RenderReport> {
        self.last_report
    }

    /// The renderer's live objects right after the last frame was drawn, its frame textures
    /// and paint callbacks included (`new_frame` has released those by the time the UI is
    /// built); `None` before the first.
    pub fn last_stats(&self) -> Option<&'a RendererStats> {
        self.last_stats
    }

    /// The device, the queue, the renderer and the encoder, borrowed together. Like
    /// [`Frame::encoder`], it makes the frame be presented.
    pub fn parts(&mut self) -> FrameParts<'_> {
        self.requests.encoder_used = true;
        FrameParts {
            device: self.device,
            queue: self.queue,
            renderer: self.renderer,
            encoder: self.encoder,
        }
    }

    /// The device.
    pub fn device(&self) -> &wgpu::Device {
        self.device
    }

    /// The device's queue.
    pub fn queue(&self) -> &wgpu::Queue {
        self.queue
    }

    /// The renderer: frame textures (`frame_texture`), paint callbacks, registered textures,
    /// stats.
    pub fn renderer(&mut self) -> &mut Renderer {
        self.renderer
    }

    /// The frame's command encoder, submitted with the UI's pass after it: record the app's
    /// own GPU work here (a 3D view rendered into a texture the UI shows). Using it makes
    /// the frame be presented even if the UI drew the same.
    pub fn encoder(&mut self) -> &mut wgpu::CommandEncoder {
        self.requests.encoder_used = true;
        self.encoder
    }

    /// The adapter's name, backend and kind.
    pub fn adapter(&self) -> &wgpu::AdapterInfo {
        self.adapter
    }

    /// The format the UI is drawn in.
    pub fn target_format(&self) -> wgpu::TextureFormat {
        self.target_format
    }

    /// Asks for another frame at once: call it every frame while something moves that
    /// imgui's draw data does not show (an animation in a texture, live data). Without it an
    /// idle runner waits for input.
    pub fn request_repaint(&mut self) {
        self.request_repaint_after(Duration::ZERO);
    }

    /// Asks for a frame after `delay` (a clock that ticks each second, a poll).
    pub fn request_repaint_after(&mut self, delay: Duration) {
        let requested = &mut self.requests.repaint_after;
        *requested = Some(requested.map_or(delay, |earlier| earlier.min(delay)));
    }

    /// Switches vsync from the next frame on.
    pub fn set_vsync(&mut self, vsync: bool) {
        self.requests.vsync = Some(vsync);
    }

    /// Sets the UI scale on top of the screen's (1 is imgui's size): fonts are rebuilt
    /// sharp at the new size from the next frame on.
    pub fn set_ui_scale(&mut self, scale: f32) {
        self.requests.ui_scale = Some(scale);
    }

    /// The UI scale on top of the screen's.
    pub fn ui_scale(&self) -> f32 {
        self.ui_scale
    }

    /// Closes the window and returns from [`crate::run`] after this frame.
    pub fn exit(&mut self) {
        self.requests.exit = true;
    }

    /// Destroys the device after this frame (`Device::destroy`), as a driver reset or a
    /// browser's GPU process restart loses it, so an app can try its recovery: the runner
    /// moves to a new device and calls [`App::device_ready`] again, the UI's state kept.
    pub fn lose_device(&mut self) {
        self.requests.lose_device = true;
    }
}
