//! What the runner holds once its window and device exist, and what it does with them each
//! frame, the same natively and in browsers: every window's events to imgui, visibility,
//! the idle check, building a frame, and drawing and presenting each window that shows
//! something new. The shells (`native`, `web`) make the main window and the GPU
//! (synchronously or not) and own the event loop.

use imgui_webgpu::report::RendererStats;
use imgui_webgpu::source::DrawSource;
use imgui_webgpu::{RenderReport, RendererConfig};

use crate::binding::{self, IoAccess, Renderer};
use web_time::Instant;
use winit::event::WindowEvent;
use winit::event_loop::ControlFlow;
use winit::window::WindowId;

use crate::RunError;
use crate::gpu::Gpu;
use crate::platform::Platform;
use crate::probe;
use crate::windows::{AppWindow, Drawn, NoFrame, Which, Windows};

use super::frame::{App, Frame, Requests, Setup};
use super::idle::{Idle, Next};
use super::visibility::Visibility;

/// What the runner's frames need from its options.
#[derive(Clone, Copy, Debug)]
pub struct FrameSettings {
    pub idle: bool,
    pub background: wgpu::Color,
}

/// What a window event asks of the shell.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Reaction {
    /// The window's size or scale changed: the shell measures it again (natively the
    /// event says; in browsers the canvas is measured) and calls [`Live::resize`].
    pub measure: bool,
    /// The user asked to close the window.
    pub close: bool,
    /// Build a frame now (a redraw of a window that can be seen).
    pub frame: bool,
}

/// How the frames the runner asks for are built.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pacing {
    /// Natively: by the shell, before the loop waits ([`Live::take_frame_due`]). winit's
    /// redraws are then all the system's (an expose, a window shown again) and each is
    /// presented: a redraw the runner asked for would be merged with the system's, which
    /// would be lost (the stale copies of a dragged viewport window left in an idle main
    /// window, on X11 without a compositor).
    BeforeWait,
    /// In browsers: with winit's redraw, which comes at the page's next animation frame; a
    /// redraw the runner did not ask for is the system's.
    Redraw,
}

/// The windows, the GPU, the renderer and the loop's state.
pub struct Live {
    /// Every window, the main one first. Declared before the GPU: surfaces go first.
    pub windows: Windows,
    pub platform: Platform,
    pub renderer: Renderer,
    pub gpu: Gpu,
    pub adapter: wgpu::AdapterInfo,
    /// Whether the main window can be seen.
    pub visibility: Visibility,
    idle: Idle,
    /// How asked frames come, and whether one is asked.
    pacing: Pacing,
    frame_asked: bool,
    last_frame: Instant,
    frames_built: u64,
    frames_presented: u64,
    skipped_commands: u64,
    wants_text: bool,
    /// What the renderer did in the last frame drawn (for [`Frame::last_report`]).
    last_report: Option<RenderReport>,
    /// The renderer's live objects after it (for [`Frame::last_stats`]).
    last_stats: Option<RendererStats>,
}

/// What a frame asks of the shell once it is done.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AfterFrame {
    /// The app asked to exit.
    pub exit: bool,
    /// The app destroyed the device ([`Frame::lose_device`]): its loss is reported soon.
    pub device_destroyed: bool,
    /// The frame was presented whatever its draw data (the app drew into the frame's
    /// encoder, or idling is off): other windows drawn in the frame are presented too.
    pub present_all: bool,
}

impl Live {
    /// Makes the renderer for `gpu` and the `main` window (after `platform` built the font
    /// atlas) and tells the app its device is ready.
    pub fn new(
        imgui: &mut imgui::Context,
        app: &mut impl App,
        gpu: Gpu,
        main: AppWindow,
        platform: Platform,
        idle: bool,
        pacing: Pacing,
    ) -> Result<Self, RunError> {
        let adapter = gpu.adapter.get_info();
        let config = RendererConfig::new(main.surface.view_format)
            .with_downlevel(&gpu.adapter.get_downlevel_capabilities());
        let renderer =
            Renderer::new(&gpu.device, &gpu.queue, imgui, config).map_err(RunError::Renderer)?;
        let size = main.surface.size();
        let mut live = Live {
            visibility: Visibility::new(size),
            windows: Windows::new(main),
            platform,
            renderer,
            gpu,
            adapter,
            idle: Idle::new(idle),
            pacing,
            frame_asked: false,
            last_frame: Instant::now(),
            frames_built: 0,
            frames_presented: 0,
            skipped_commands: 0,
            wants_text: false,
            last_report: None,
            last_stats: None,
        };
        live.device_ready(imgui, app, false)?;
        Ok(live)
    }

    /// Tells the app the device is ready (first, or `recovered` after a loss).
    fn device_ready(
        &mut self,
        imgui: &imgui::Context,
        app: &mut impl App,
        recovered: bool,
    ) -> Result<(), RunError> {
        app.device_ready(&mut Setup {
            imgui,
            device: &self.gpu.device,
            queue: &self.gpu.queue,
            renderer: &mut self.renderer,
            adapter: &self.adapter,
            target_format: self.windows.main().surface.view_format,
            recovered,
        })
        .map_err(RunError::App)
    }

    /// Moves everything to `gpu`, a new one after a loss: the renderer, every window's
    /// surface (the main one's at `main_pixels`), and the app's resources. imgui's state
    /// and the app's are kept.
    pub fn recover(
        &mut self,
        imgui: &mut imgui::Context,
        app: &mut impl App,
        gpu: Gpu,
        main_pixels: [u32; 2],
    ) -> Result<(), RunError> {
        self.renderer
            .recover(&gpu.device, &gpu.queue, imgui)
            .map_err(RunError::Renderer)?;
        self.adapter = gpu.adapter.get_info();
        self.gpu = gpu;
        self.windows.move_to(&self.gpu, main_pixels);
        self.device_ready(imgui, app, true)?;
        log::info!("the device was lost: recovered onto a new one");
        probe::note(format_args!("device recovered"));
        Ok(())
    }

    /// Asks for a frame: built before the loop waits, or with the redraw asked of winit (see
    /// [`Pacing`]).
    pub fn ask_frame(&mut self) {
        self.frame_asked = true;
        if self.pacing == Pacing::Redraw {
            self.windows.main().window.request_redraw();
        }
    }

    /// With [`Pacing::BeforeWait`]: whether the shell builds the asked frame now (not while
    /// the window cannot be seen: it is asked again when the window is shown).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn take_frame_due(&mut self) -> bool {
        self.pacing == Pacing::BeforeWait
            && std::mem::take(&mut self.frame_asked)
            && self.visibility.hidden().is_none()
    }

    /// Feeds an event of any of the app's windows to imgui, the windows and the loop's
    /// state; what the shell should do next.
    pub fn handle(
        &mut self,
        imgui: &mut imgui::Context,
        window: WindowId,
        event: &WindowEvent,
    ) -> Reaction {
        let heard = self
            .windows
            .handle(imgui, &mut self.platform, &self.gpu, window, event);
        if heard.input {
            self.input_arrived(event);
        }
        if heard.which == Which::Main {
            self.react(event)
        } else {
            Reaction::default()
        }
    }

    /// Input `event` arrived (through any of the app's windows): a frame is built soon, and
    /// frames follow for a while (imgui reacts over a few frames).
    fn input_arrived(&mut self, event: &WindowEvent) {
        if restarts_cursor_blink(event) {
            self.idle.text_input(self.last_frame);
        }
        self.idle.input(Instant::now());
        self.ask_frame();
    }

    /// The loop's side of a main-window event that imgui already heard of; what the shell
    /// should do next.
    fn react(&mut self, event: &WindowEvent) -> Reaction {
        let mut reaction = Reaction::default();
        match event {
            WindowEvent::CloseRequested => reaction.close = true,
            WindowEvent::Resized(_) | WindowEvent::ScaleFactorChanged { .. } => {
                self.windows.main_mut().repaint();
                reaction.measure = true;
            }
            WindowEvent::Occluded(occluded) => {
                self.visibility.occluded = *occluded;
                if !occluded {
                    self.windows.main_mut().repaint();
                }
            }
            WindowEvent::RedrawRequested => {
                // The frame built now is also the asked one, if any.
                let asked = std::mem::take(&mut self.frame_asked);
                if self.pacing == Pacing::BeforeWait || !asked {
                    self.windows.main_mut().repaint();
                }
                reaction.frame = self.visibility.hidden().is_none();
            }
            _ => {}
        }
        reaction
    }

    /// Takes `pixels` (the window's or canvas's backing size) as the surface's size; a zero
    /// size pauses drawing until it is back.
    pub fn resize(&mut self, pixels: [u32; 2]) {
        self.visibility.zero_size = pixels.contains(&0);
        let main = self.windows.main_mut();
        main.repaint();
        main.surface.resize(&self.gpu, pixels);
    }

    /// Before the loop waits: looks whether the window can be seen, and says when to build
    /// the next frame.
    pub fn control_flow(&mut self) -> ControlFlow {
        let now = Instant::now();
        if let Some(change) = self.visibility.refresh(&self.windows.main().window, now) {
            match change {
                Some(reason) => {
                    log::info!("window hidden ({reason}): drawing stops");
                    probe::note(format_args!("hidden {reason}"));
                }
                None => {
                    log::info!("window shown: drawing resumes");
                    probe::note(format_args!("shown"));
                    self.windows.main_mut().repaint();
                    self.ask_frame();
                }
            }
        }
        if self.visibility.hidden().is_some() {
            return ControlFlow::WaitUntil(now + Visibility::RECHECK);
        }
        if !self.frame_asked {
            match self.idle.next(now, self.last_frame, self.wants_text) {
                Next::Now => self.ask_frame(),
                Next::At(at) => return ControlFlow::WaitUntil(at),
            }
        }
        match self.pacing {
            // The shell builds it when the loop comes round again.
            Pacing::BeforeWait => ControlFlow::Poll,
            // The frame comes with the redraw. Waking until then would spin: a browser
            // delivers it at its next animation frame, and a time already past is a
            // zero-delay task that asks for the redraw again, cancelling the animation
            // frame it waits for.
            Pacing::Redraw => ControlFlow::Wait,
        }
    }

    /// Builds a frame, and draws and presents the main window if it shows something new;
    /// what the app asked of the shell.
    pub fn frame(
        &mut self,
        imgui: &mut imgui::Context,
        app: &mut impl App,
        settings: FrameSettings,
    ) -> Result<AfterFrame, RunError> {
        #[cfg(viewports)]
        self.windows.before_frame(imgui, &mut self.platform);
        let main = self.windows.main();
        let size = main.surface.size();
        let target_format = main.surface.view_format;
        self.platform
            .prepare_frame(imgui, &main.window, &mut self.renderer, size)
            .map_err(RunError::Renderer)?;
        self.last_frame = Instant::now();
        self.renderer.new_frame();
        let mut encoder = self
            .gpu
            .device
            .create_command_encoder(&wgpu::CommandEncoderDescriptor {
                label: Some("imgui-webgpu-app frame"),
            });
        let mut requests = Requests::default();
        let ui = binding::new_frame(imgui);
        app.ui(
            ui,
            &mut Frame {
                window: &main.window,
                last_report: self.last_report.as_ref(),
                last_stats: self.last_stats.as_ref(),
                device: &self.gpu.device,
                queue: &self.gpu.queue,
                renderer: &mut self.renderer,
                encoder: &mut encoder,
                adapter: &self.adapter,
                target_format,
                ui_scale: self.platform.ui_scale(),
                requests: &mut requests,
            },
        );
        self.platform.prepare_render(ui, &main.window);
        #[cfg(viewports)]
        self.windows
            .want_cursor(ui.mouse_cursor(), ui.io().draws_cursor());
        let wants_text = ui.io().wants_text();
        if wants_text != self.wants_text {
            let state = if wants_text { "on" } else { "off" };
            probe::note(format_args!("text-input {state}"));
        }
        self.wants_text = wants_text;
        let rendered = binding::render(imgui, &mut self.renderer)?;
        let draw_data = binding::draw_data(&rendered);
        self.frames_built += 1;
        let present_all = requests.encoder_used || !settings.idle;
        let drawn = self.windows.main_mut().draw(
            &self.gpu,
            &mut self.renderer,
            draw_data,
            Some(encoder),
            settings.background,
            present_all,
        );
        let changed = !matches!(drawn, Drawn::Unchanged);
        match drawn {
            Drawn::Presented(report) => self.presented(draw_data, report),
            Drawn::NoFrame(NoFrame::Hidden) => {
                self.visibility.surface_retry = Some(Instant::now() + Visibility::RECHECK);
            }
            Drawn::Unchanged | Drawn::NoFrame(_) | Drawn::DeviceLost => {}
        }
        self.idle.frame(changed, self.last_frame);
        Ok(AfterFrame {
            present_all,
            ..self.apply(requests)
        })
    }

    /// After `frame`, with imgui's viewports on: carries out what imgui asks of their
    /// windows (made, moved, closed), and draws each in the same frame as the main window;
    /// all of them when `every` (see [`AfterFrame::present_all`]).
    #[cfg(viewports)]
    pub fn update_viewports(
        &mut self,
        imgui: &mut imgui::Context,
        event_loop: &winit::event_loop::ActiveEventLoop,
        background: wgpu::Color,
        every: bool,
    ) {
        if self.windows.viewport_counts().is_none() {
            return;
        }
        imgui.update_platform_windows();
        self.windows.apply_requests(event_loop, &self.gpu);
        self.windows
            .draw_viewports(imgui, &self.gpu, &mut self.renderer, background, every);
    }

    /// The main window presented a frame of `draw_data`: what the renderer did, for the
    /// app and the probe.
    fn presented(&mut self, draw_data: &imgui::DrawData, report: Option<RenderReport>) {
        if let Some(report) = report {
            self.skipped_commands += report.skipped.len() as u64;
            self.last_report = Some(report);
            self.last_stats = Some(self.renderer.stats());
        }
        self.frames_presented += 1;
        if probe::enabled() {
            let main = self.windows.main();
            let window = main.window.inner_size();
            let size = main.surface.size();
            let display = DrawSource::display_size(draw_data);
            let scale = DrawSource::framebuffer_scale(draw_data);
            probe::say(format_args!(
                "frame {} window {}x{} surface {}x{} display {}x{} scale {} fonts {}",
                self.frames_presented,
                window.width,
                window.height,
                size[0],
                size[1],
                (display[0] * scale[0]).round(),
                (display[1] * scale[1]).round(),
                scale[0],
                self.platform.font_pixel_scale().unwrap_or(0.0),
            ));
        }
    }

    /// Carries out what the app asked during the frame; what is left to the shell.
    fn apply(&mut self, requests: Requests) -> AfterFrame {
        if let Some(delay) = requests.repaint_after {
            self.idle.request(Instant::now(), delay);
        }
        if let Some(vsync) = requests.vsync {
            let main = self.windows.main_mut();
            main.surface.set_vsync(vsync);
            if !self.visibility.zero_size {
                main.surface.configure(&self.gpu);
            }
        }
        if let Some(scale) = requests.ui_scale {
            self.platform.set_ui_scale(scale);
        }
        if requests.lose_device {
            log::info!("the app destroys the device (Frame::lose_device)");
            self.gpu.device.destroy();
        }
        AfterFrame {
            exit: requests.exit,
            device_destroyed: requests.lose_device,
            present_all: false,
        }
    }
}

/// What the loop has done so far, for the probe.
#[derive(Clone, Copy, Debug, Default)]
pub struct Snapshot {
    pub frames_built: u64,
    pub frames_presented: u64,
    pub skipped_commands: u64,
    pub wants_text: bool,
}

impl Live {
    /// What the loop has done so far.
    pub fn snapshot(&self) -> Snapshot {
        Snapshot {
            frames_built: self.frames_built,
            frames_presented: self.frames_presented,
            skipped_commands: self.skipped_commands,
            wants_text: self.wants_text,
        }
    }
}

/// Whether `event` (input imgui took) restarts an active text field's cursor blink: a key
/// or a button pressed, a finger down, a composition committed.
fn restarts_cursor_blink(event: &WindowEvent) -> bool {
    use winit::event::{ElementState, Ime, TouchPhase};
    match event {
        WindowEvent::KeyboardInput { event, .. } => event.state == ElementState::Pressed,
        WindowEvent::MouseInput { state, .. } => *state == ElementState::Pressed,
        WindowEvent::Touch(touch) => touch.phase == TouchPhase::Started,
        WindowEvent::Ime(Ime::Commit(_)) => true,
        _ => false,
    }
}
