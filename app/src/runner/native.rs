//! The runner natively: a winit window, a device from the environment's backend
//! (`WGPU_BACKEND`, `WGPU_ADAPTER_NAME`, `WGPU_POWER_PREF`), made and remade synchronously,
//! and the probe's commands read from stdin.

use std::sync::Arc;
use std::sync::atomic::AtomicUsize;

use winit::application::ApplicationHandler;
use winit::dpi::{LogicalSize, PhysicalSize};
use winit::event::{StartCause, WindowEvent};
use winit::event_loop::{ActiveEventLoop, EventLoop, EventLoopProxy};
use winit::window::{Window, WindowId};

use crate::RunError;
use crate::gpu::Gpu;
use crate::platform::Platform;
use crate::probe::{self, Command};
use crate::windows::{AppWindow, WindowSurface, Windows};

use super::cycles::CyclingApp;
use super::frame::App;
use super::live::{FrameSettings, Live, Pacing, Reaction};
use super::options::Options;

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
    crate::binding::no_ini_file(&mut imgui);
    options.configure(&mut imgui);
    let mut runner = Runner {
        settings: FrameSettings {
            idle: options.idle,
            background: options.background,
        },
        options,
        app: CyclingApp::new(app),
        imgui,
        live: None,
        error: None,
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
    settings: FrameSettings,
    /// The app, with the probe's viewport cycles after its UI.
    app: CyclingApp<A>,
    /// imgui's state: it outlives devices.
    imgui: imgui::Context,
    live: Option<Live>,
    error: Option<RunError>,
    /// wgpu's uncaptured errors so far (each is logged).
    wgpu_errors: Arc<AtomicUsize>,
}

impl<A: App> ApplicationHandler<Command> for Runner<A> {
    fn resumed(&mut self, event_loop: &ActiveEventLoop) {
        if self.live.is_some() {
            return;
        }
        match self.open(event_loop) {
            Ok(mut live) => {
                live.ask_frame();
                self.live = Some(live);
            }
            Err(error) => self.fail(event_loop, error),
        }
    }

    fn new_events(&mut self, _event_loop: &ActiveEventLoop, cause: StartCause) {
        if let (StartCause::ResumeTimeReached { .. }, Some(live)) = (cause, self.live.as_mut()) {
            live.ask_frame();
        }
    }

    fn window_event(&mut self, event_loop: &ActiveEventLoop, id: WindowId, event: WindowEvent) {
        let Some(live) = self.live.as_mut() else {
            return;
        };
        let reaction = live.handle(&mut self.imgui, id, &event);
        self.after_reaction(event_loop, &event, reaction);
    }

    fn user_event(&mut self, event_loop: &ActiveEventLoop, command: Command) {
        let Some(live) = self.live.as_mut() else {
            return;
        };
        match command {
            Command::Counts => probe::say(format_args!(
                "counts {}{}",
                probe::counts(&live.gpu.instance, &live.gpu.device, &live.renderer),
                viewport_counts(&live.windows)
            )),
            Command::Stats => {
                let done = live.snapshot();
                probe::say(format_args!(
                    "stats built={} presented={} skipped={} text_input={} wgpu_errors={}",
                    done.frames_built,
                    done.frames_presented,
                    done.skipped_commands,
                    u8::from(done.wants_text),
                    self.wgpu_errors.load(std::sync::atomic::Ordering::Relaxed)
                ));
            }
            Command::LoseDevice => {
                live.gpu.device.destroy();
                // wgpu reports the loss once the queue has drained.
                let _ = live.gpu.device.poll(wgpu::PollType::wait_indefinitely());
                probe::say(format_args!("device destroyed"));
            }
            Command::UiScale(scale) => live.platform.set_ui_scale(scale),
            Command::Resize(width, height) => {
                let _ = live
                    .windows
                    .main()
                    .window
                    .request_inner_size(PhysicalSize::new(width, height));
            }
            Command::ViewportCycles(cycles) => self.app.start(cycles),
            Command::Exit => event_loop.exit(),
        }
        live.ask_frame();
    }

    fn about_to_wait(&mut self, event_loop: &ActiveEventLoop) {
        // The frame asked since the last wait (by input, a timer, the probe, the window
        // shown again) is built here, not through a redraw: winit's redraws are the system's.
        if self.live.as_mut().is_some_and(Live::take_frame_due) {
            if let Err(error) = self.frame(event_loop) {
                self.fail(event_loop, error);
            }
        }
        if let Some(live) = self.live.as_mut() {
            event_loop.set_control_flow(live.control_flow());
        }
    }

    fn exiting(&mut self, _event_loop: &ActiveEventLoop) {
        if let Some(live) = self.live.as_mut() {
            live.platform.save_settings(&mut self.imgui);
            // imgui's viewport windows go before its context (which `Runner` drops first).
            #[cfg(viewports)]
            live.windows.disable_viewports(&mut self.imgui);
        }
        self.app.exit();
        probe::note(format_args!("exit"));
    }
}

impl<A: App> Runner<A> {
    /// What the runner does after a window's event, once imgui and the windows heard of it.
    fn after_reaction(
        &mut self,
        event_loop: &ActiveEventLoop,
        event: &WindowEvent,
        reaction: Reaction,
    ) {
        let Some(live) = self.live.as_mut() else {
            return;
        };
        if reaction.close {
            event_loop.exit();
        }
        // Natively the main window's size is the event's.
        if let (true, WindowEvent::Resized(size)) = (reaction.measure, event) {
            live.resize([size.width, size.height]);
        }
        if reaction.frame {
            if let Err(error) = self.frame(event_loop) {
                self.fail(event_loop, error);
            }
        }
    }

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
        let (device, queue) = request_device(&adapter)?;
        let gpu = Gpu {
            instance,
            adapter,
            device,
            queue,
        };
        gpu.watch_errors(&self.wgpu_errors);
        let size = window.inner_size();
        let surface = WindowSurface::new(
            &gpu,
            surface,
            [size.width, size.height],
            self.options.colour,
            self.options.vsync,
        )
        .map_err(RunError::UnsupportedSurface)?;
        let scale = window.scale_factor();
        #[allow(unused_mut)]
        let mut live = Live::new(
            &mut self.imgui,
            &mut self.app,
            gpu,
            AppWindow::new(window, surface, None),
            platform,
            self.options.idle,
            Pacing::BeforeWait,
        )?;
        let main = &live.windows.main().surface;
        probe::note(format_args!(
            "ready adapter={:?} backend={:?} surface={:?} view={:?} scale={scale} imgui={}",
            live.adapter.name,
            live.adapter.backend,
            main.config.format,
            main.view_format,
            imgui::dear_imgui_version(),
        ));
        #[cfg(viewports)]
        if self.options.viewports {
            live.windows.enable_viewports(&mut self.imgui);
        }
        Ok(live)
    }

    /// Builds a frame (after moving to a new device if the old one was lost).
    fn frame(&mut self, event_loop: &ActiveEventLoop) -> Result<(), RunError> {
        let Some(live) = self.live.as_mut() else {
            return Ok(());
        };
        if live.renderer.is_device_lost() {
            // A new device from the same adapter: the GPU replaced as a whole.
            let (device, queue) = request_device(&live.gpu.adapter)?;
            let gpu = Gpu {
                device,
                queue,
                ..live.gpu.clone()
            };
            gpu.watch_errors(&self.wgpu_errors);
            let size = live.windows.main().window.inner_size();
            live.recover(
                &mut self.imgui,
                &mut self.app,
                gpu,
                [size.width, size.height],
            )?;
        }
        let after = live.frame(&mut self.imgui, &mut self.app, self.settings)?;
        // After `render`: imgui makes, moves and closes the viewports' windows, which are
        // then drawn in the same frame as the main one.
        #[cfg(viewports)]
        live.update_viewports(
            &mut self.imgui,
            event_loop,
            self.settings.background,
            after.present_all,
        );
        if after.device_destroyed {
            // wgpu reports the loss once the queue has drained; the next frame recovers.
            let _ = live.gpu.device.poll(wgpu::PollType::wait_indefinitely());
            live.ask_frame();
        }
        if after.exit {
            event_loop.exit();
        }
        if let Some(cycles) = self.app.take_finished() {
            probe::say(format_args!(
                "viewport-cycles done {cycles}{}",
                viewport_counts(&live.windows)
            ));
        }
        Ok(())
    }
}

/// A device of `adapter` for the app's windows (see [`Gpu::device_descriptor`]).
fn request_device(adapter: &wgpu::Adapter) -> Result<(wgpu::Device, wgpu::Queue), RunError> {
    pollster::block_on(adapter.request_device(&Gpu::device_descriptor(adapter)))
        .map_err(RunError::Device)
}

/// The viewports' counts for the probe (empty without viewports).
fn viewport_counts(windows: &Windows) -> String {
    #[cfg(viewports)]
    if let Some(counts) = windows.viewport_counts() {
        return format!(
            " viewports.open={} viewports.created={} viewports.destroyed={} viewports.presented={}",
            counts.open, counts.created, counts.destroyed, counts.presented
        );
    }
    let _ = windows;
    String::new()
}
