//! The runner natively: a winit window, a device from the environment's backend
//! (`WGPU_BACKEND`, `WGPU_ADAPTER_NAME`, `WGPU_POWER_PREF`), the platform layer, and the loop
//! that draws only when something changed (see [`super::idle`]).

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use imgui_webgpu::{RenderError, Renderer, RendererConfig};
use web_time::Instant;
use winit::application::ApplicationHandler;
use winit::dpi::{LogicalSize, PhysicalSize};
use winit::event::{StartCause, WindowEvent};
use winit::event_loop::{ActiveEventLoop, ControlFlow, EventLoop, EventLoopProxy};
use winit::window::{Window, WindowId};

use crate::RunError;
use crate::platform::Platform;

use super::frame::{App, Frame, Requests, Setup};
use super::idle::{Fingerprint, Idle, Next};
use super::options::Options;
use super::probe::{self, Command};
use super::surface::{NoFrame, WindowSurface, device_limits};
use super::visibility::Visibility;

/// Runs `app` in a window until it is closed (see [`crate::run`]).
pub fn run(options: Options, app: impl App) -> Result<(), RunError> {
    let event_loop = EventLoop::<Command>::with_user_event()
        .build()
        .map_err(RunError::EventLoop)?;
    let probing = probe::enabled();
    if probing {
        read_probe_commands(event_loop.create_proxy());
    }
    let mut imgui = imgui::Context::create();
    imgui.set_ini_filename(None);
    let mut runner = Runner {
        options,
        app,
        imgui,
        live: None,
        error: None,
        probing,
        wgpu_errors: Arc::default(),
    };
    event_loop
        .run_app(&mut runner)
        .map_err(RunError::EventLoop)?;
    match runner.error {
        Some(error) => Err(error),
        None => Ok(()),
    }
}

/// Reads probe commands from stdin on a thread of its own, into the event loop.
fn read_probe_commands(proxy: EventLoopProxy<Command>) {
    std::thread::spawn(move || {
        for line in std::io::stdin().lines() {
            let Ok(line) = line else { break };
            match Command::parse(&line) {
                Ok(command) => {
                    if proxy.send_event(command).is_err() {
                        break;
                    }
                }
                Err(error) => probe::say(format_args!("error {error}")),
            }
        }
    });
}

struct Runner<A> {
    options: Options,
    app: A,
    /// imgui's state: it outlives windows and devices.
    imgui: imgui::Context,
    live: Option<Live>,
    error: Option<RunError>,
    probing: bool,
    /// wgpu's uncaptured errors so far (each is logged).
    wgpu_errors: Arc<AtomicUsize>,
}

/// What exists once the window does.
struct Live {
    window: Arc<Window>,
    platform: Platform,
    output: WindowSurface,
    renderer: Renderer,
    adapter: wgpu::AdapterInfo,
    visibility: Visibility,
    idle: Idle,
    /// What is on screen, if known.
    on_screen: Option<Fingerprint>,
    /// The next frame is presented even if it draws the same (the window was exposed,
    /// resized, shown again, or its surface configured again).
    must_present: bool,
    /// The runner asked for the redraw that comes next (one it did not ask for is the
    /// system's: an expose, which must be presented).
    redraw_asked: bool,
    last_frame: Instant,
    frames_built: u64,
    frames_presented: u64,
    skipped_commands: u64,
    wants_text: bool,
}

impl<A: App> ApplicationHandler<Command> for Runner<A> {
    fn resumed(&mut self, event_loop: &ActiveEventLoop) {
        if self.live.is_some() {
            return;
        }
        match self.open(event_loop) {
            Ok(live) => {
                live.window.request_redraw();
                self.live = Some(live);
            }
            Err(error) => self.fail(event_loop, error),
        }
    }

    fn new_events(&mut self, _event_loop: &ActiveEventLoop, cause: StartCause) {
        if let (StartCause::ResumeTimeReached { .. }, Some(live)) = (cause, self.live.as_mut()) {
            live.ask_redraw();
        }
    }

    fn window_event(&mut self, event_loop: &ActiveEventLoop, _id: WindowId, event: WindowEvent) {
        let Some(live) = self.live.as_mut() else {
            return;
        };
        if live.platform.handle_event(&mut self.imgui, &event) {
            live.idle.input(Instant::now());
            live.ask_redraw();
        }
        match event {
            WindowEvent::CloseRequested => event_loop.exit(),
            WindowEvent::Resized(size) => live.resize(size),
            WindowEvent::Occluded(occluded) => {
                live.visibility.occluded = occluded;
                live.must_present |= !occluded;
            }
            WindowEvent::ScaleFactorChanged { .. } => live.must_present = true,
            WindowEvent::RedrawRequested => {
                if !std::mem::take(&mut live.redraw_asked) {
                    live.must_present = true;
                }
                if live.visibility.hidden().is_none() {
                    if let Err(error) = self.frame(event_loop) {
                        self.fail(event_loop, error);
                    }
                }
            }
            _ => {}
        }
    }

    fn user_event(&mut self, event_loop: &ActiveEventLoop, command: Command) {
        let Some(live) = self.live.as_mut() else {
            return;
        };
        match command {
            Command::Counts => probe::say(format_args!(
                "counts {}",
                probe::counts(&live.output.instance, &live.output.device, &live.renderer)
            )),
            Command::Stats => probe::say(format_args!(
                "stats built={} presented={} skipped={} wgpu_errors={}",
                live.frames_built,
                live.frames_presented,
                live.skipped_commands,
                self.wgpu_errors.load(Ordering::Relaxed)
            )),
            Command::LoseDevice => {
                live.output.device.destroy();
                // wgpu reports the loss once the queue has drained.
                let _ = live.output.device.poll(wgpu::PollType::wait_indefinitely());
                probe::say(format_args!("device destroyed"));
            }
            Command::UiScale(scale) => live.platform.set_ui_scale(scale),
            Command::Resize(width, height) => {
                let _ = live
                    .window
                    .request_inner_size(PhysicalSize::new(width, height));
            }
            Command::Exit => event_loop.exit(),
        }
        live.ask_redraw();
    }

    fn about_to_wait(&mut self, event_loop: &ActiveEventLoop) {
        let probing = self.probing;
        let Some(live) = self.live.as_mut() else {
            return;
        };
        let now = Instant::now();
        if let Some(change) = live.visibility.refresh(&live.window, now) {
            match change {
                Some(reason) => {
                    log::info!("window hidden ({reason}): drawing stops");
                    if probing {
                        probe::say(format_args!("hidden {reason}"));
                    }
                }
                None => {
                    log::info!("window shown: drawing resumes");
                    if probing {
                        probe::say(format_args!("shown"));
                    }
                    live.must_present = true;
                    live.ask_redraw();
                }
            }
        }
        if live.visibility.hidden().is_some() {
            let at = now + Visibility::RECHECK;
            event_loop.set_control_flow(ControlFlow::WaitUntil(at));
            return;
        }
        match live.idle.next(now, live.last_frame, live.wants_text) {
            Next::Now => {
                live.ask_redraw();
                event_loop.set_control_flow(ControlFlow::Wait);
            }
            Next::At(at) => event_loop.set_control_flow(ControlFlow::WaitUntil(at)),
        }
    }

    fn exiting(&mut self, _event_loop: &ActiveEventLoop) {
        if let Some(live) = self.live.as_mut() {
            live.platform.save_settings(&mut self.imgui);
        }
        self.app.exit();
        if self.probing {
            probe::say(format_args!("exit"));
        }
    }
}

impl<A: App> Runner<A> {
    fn fail(&mut self, event_loop: &ActiveEventLoop, error: RunError) {
        log::error!("{error}");
        self.error.get_or_insert(error);
        event_loop.exit();
    }

    /// Opens the window and makes the device, the surface and the renderer for it.
    fn open(&mut self, event_loop: &ActiveEventLoop) -> Result<Live, RunError> {
        let [width, height] = self.options.size;
        let attributes = Window::default_attributes()
            .with_title(self.options.title.clone())
            .with_inner_size(LogicalSize::new(width, height));
        let window = Arc::new(
            event_loop
                .create_window(attributes)
                .map_err(RunError::Window)?,
        );
        let config = std::mem::take(&mut self.options.platform);
        let platform = Platform::new(&mut self.imgui, &window, config);
        let instance = wgpu::Instance::new(
            wgpu::InstanceDescriptor::new_with_display_handle(Box::new(window.clone())).with_env(),
        );
        let surface = instance
            .create_surface(window.clone())
            .map_err(RunError::Surface)?;
        let adapter = pollster::block_on(instance.request_adapter(&wgpu::RequestAdapterOptions {
            power_preference: wgpu::PowerPreference::from_env().unwrap_or_default(),
            compatible_surface: Some(&surface),
            ..Default::default()
        }))
        .map_err(RunError::Adapter)?;
        let gpu = request_device(&adapter)?;
        self.watch_errors(&gpu.0);
        let size = window.inner_size();
        let output = WindowSurface::new(
            instance,
            adapter,
            surface,
            gpu,
            [size.width, size.height],
            self.options.colour,
            self.options.vsync,
        )
        .map_err(RunError::UnsupportedSurface)?;
        let adapter = output.adapter.get_info();
        let config = RendererConfig::new(output.view_format)
            .with_downlevel(&output.adapter.get_downlevel_capabilities());
        let mut renderer = Renderer::new(&output.device, &output.queue, &mut self.imgui, config)
            .map_err(RunError::Renderer)?;
        self.app
            .device_ready(&mut Setup {
                device: &output.device,
                queue: &output.queue,
                renderer: &mut renderer,
                adapter: &adapter,
                target_format: output.view_format,
                recovered: false,
            })
            .map_err(RunError::App)?;
        if self.probing {
            probe::say(format_args!(
                "ready adapter={:?} backend={:?} surface={:?} view={:?} scale={}",
                adapter.name,
                adapter.backend,
                output.config.format,
                output.view_format,
                window.scale_factor()
            ));
        }
        Ok(Live {
            visibility: Visibility::new([size.width, size.height]),
            window,
            platform,
            output,
            renderer,
            adapter,
            idle: Idle::new(self.options.idle),
            on_screen: None,
            must_present: true,
            redraw_asked: false,
            last_frame: Instant::now(),
            frames_built: 0,
            frames_presented: 0,
            skipped_commands: 0,
            wants_text: false,
        })
    }

    /// Logs and counts every uncaptured wgpu error of `device`.
    fn watch_errors(&self, device: &wgpu::Device) {
        let errors = self.wgpu_errors.clone();
        let probing = self.probing;
        device.on_uncaptured_error(Arc::new(move |error: wgpu::Error| {
            log::error!("wgpu error: {error}");
            if probing {
                probe::say(format_args!("wgpu-error {error}"));
            }
            errors.fetch_add(1, Ordering::Relaxed);
        }));
    }

    /// After a device loss: a new device from the same adapter, the renderer moved there,
    /// the surface configured for it, and the app told. imgui's state and the app's are
    /// untouched.
    fn recover(&mut self) -> Result<(), RunError> {
        let Some(adapter) = self.live.as_ref().map(|live| live.output.adapter.clone()) else {
            return Ok(());
        };
        let (device, queue) = request_device(&adapter)?;
        self.watch_errors(&device);
        let Some(live) = self.live.as_mut() else {
            return Ok(());
        };
        live.renderer
            .recover(&device, &queue, &mut self.imgui)
            .map_err(RunError::Renderer)?;
        let size = live.window.inner_size();
        live.output
            .move_to(device, queue, [size.width, size.height]);
        self.app
            .device_ready(&mut Setup {
                device: &live.output.device,
                queue: &live.output.queue,
                renderer: &mut live.renderer,
                adapter: &live.adapter,
                target_format: live.output.view_format,
                recovered: true,
            })
            .map_err(RunError::App)?;
        live.on_screen = None;
        live.must_present = true;
        log::info!("the device was lost: recovered onto a new one");
        if self.probing {
            probe::say(format_args!("device recovered"));
        }
        Ok(())
    }

    /// Builds a frame, and draws and presents it if it shows something new.
    fn frame(&mut self, event_loop: &ActiveEventLoop) -> Result<(), RunError> {
        if self
            .live
            .as_ref()
            .is_some_and(|live| live.renderer.is_device_lost())
        {
            self.recover()?;
        }
        let probing = self.probing;
        let idle_enabled = self.options.idle;
        let background = self.options.background;
        let Some(live) = self.live.as_mut() else {
            return Ok(());
        };
        let size = live.output.size();
        live.platform
            .prepare_frame(&mut self.imgui, &live.window, &mut live.renderer, size)
            .map_err(RunError::Renderer)?;
        live.last_frame = Instant::now();
        live.renderer.new_frame();
        let mut encoder =
            live.output
                .device
                .create_command_encoder(&wgpu::CommandEncoderDescriptor {
                    label: Some("imgui-webgpu-app frame"),
                });
        let mut requests = Requests::default();
        let ui = self.imgui.new_frame();
        self.app.ui(
            ui,
            &mut Frame {
                device: &live.output.device,
                queue: &live.output.queue,
                renderer: &mut live.renderer,
                encoder: &mut encoder,
                adapter: &live.adapter,
                target_format: live.output.view_format,
                ui_scale: live.platform.ui_scale(),
                requests: &mut requests,
            },
        );
        live.platform.prepare_render(ui, &live.window);
        let wants_text = ui.io().want_text_input;
        if wants_text != live.wants_text && probing {
            probe::say(format_args!(
                "text-input {}",
                if wants_text { "on" } else { "off" }
            ));
        }
        live.wants_text = wants_text;
        let draw_data = self.imgui.render();
        live.frames_built += 1;
        let fingerprint = Fingerprint::of(draw_data, size);
        let changed = live.on_screen != Some(fingerprint)
            || live.must_present
            || requests.encoder_used
            || !idle_enabled;
        if changed {
            live.present(encoder, draw_data, background, fingerprint, probing);
        }
        live.idle.frame(changed);
        live.apply(requests, event_loop);
        Ok(())
    }
}

impl Live {
    fn ask_redraw(&mut self) {
        self.redraw_asked = true;
        self.window.request_redraw();
    }

    /// Reconfigures the surface for a new size; a zero size pauses drawing.
    fn resize(&mut self, size: PhysicalSize<u32>) {
        self.visibility.zero_size = size.width == 0 || size.height == 0;
        self.must_present = true;
        if self.visibility.zero_size {
            return;
        }
        self.output.set_size([size.width, size.height]);
        self.output.configure();
    }

    /// Draws the frame into the surface and presents it.
    fn present(
        &mut self,
        mut encoder: wgpu::CommandEncoder,
        draw_data: &imgui::DrawData,
        background: wgpu::Color,
        fingerprint: Fingerprint,
        probing: bool,
    ) {
        let (frame, view) = match self.output.acquire() {
            Ok(acquired) => acquired,
            Err(NoFrame::Hidden) => {
                self.visibility.surface_retry = Some(Instant::now() + Visibility::RECHECK);
                return;
            }
            // Validation errors reach the error handler.
            Err(NoFrame::Reconfigured | NoFrame::Invalid) => {
                self.must_present = true;
                return;
            }
        };
        let size = self.output.size();
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
            self.renderer.render(draw_data, &mut pass, size)
        };
        match report {
            Ok(report) => {
                for skipped in &report.skipped {
                    log::warn!("skipped imgui command: {skipped:?}");
                }
                self.skipped_commands += report.skipped.len() as u64;
            }
            // Lost mid-frame: nothing to present; the next frame recovers.
            Err(RenderError::DeviceLost(_)) => return,
            Err(error) => log::error!("the frame could not be drawn: {error}"),
        }
        self.output.queue.submit([encoder.finish()]);
        self.window.pre_present_notify();
        self.output.queue.present(frame);
        self.on_screen = Some(fingerprint);
        self.must_present = false;
        self.frames_presented += 1;
        if probing {
            let window = self.window.inner_size();
            let display = draw_data.display_size;
            let scale = draw_data.framebuffer_scale;
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

    /// Carries out what the app asked during the frame.
    fn apply(&mut self, requests: Requests, event_loop: &ActiveEventLoop) {
        let now = Instant::now();
        if let Some(delay) = requests.repaint_after {
            self.idle.request(now, delay);
        }
        if let Some(vsync) = requests.vsync {
            self.output.set_vsync(vsync);
            if !self.visibility.zero_size {
                self.output.configure();
            }
        }
        if let Some(scale) = requests.ui_scale {
            self.platform.set_ui_scale(scale);
        }
        if requests.exit {
            event_loop.exit();
        }
    }
}

/// A device for the window's surface, with the limits [`device_limits`] asks for.
fn request_device(adapter: &wgpu::Adapter) -> Result<(wgpu::Device, wgpu::Queue), RunError> {
    let descriptor = wgpu::DeviceDescriptor {
        label: Some("imgui-webgpu-app"),
        required_limits: device_limits(adapter),
        ..Default::default()
    };
    pollster::block_on(adapter.request_device(&descriptor)).map_err(RunError::Device)
}
