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
use crate::platform::Platform;

use super::cycles::CyclingApp;
use super::frame::App;
use super::live::{FrameSettings, Live, Pacing, watch_errors};
use super::options::Options;
use super::probe::{self, Command};
use super::surface::{WindowSurface, device_limits};

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
    options.configure(&mut imgui);
    let mut runner = Runner {
        settings: FrameSettings {
            idle: options.idle,
            background: options.background,
            probing,
        },
        options,
        app: CyclingApp::new(app),
        imgui,
        live: None,
        viewports: Viewports::default(),
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
    /// imgui's secondary viewports' OS windows, when `Options::viewports` is on. Declared
    /// before `live` (fields drop in order): their surfaces go before the device.
    viewports: Viewports,
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
        #[cfg(feature = "docking")]
        if let Some(viewports) = self.viewports.as_mut() {
            let input = viewports.handle(
                &mut self.imgui,
                &mut live.platform,
                &live.output,
                id,
                &event,
            );
            if viewports.owns(id) {
                if input {
                    live.input_arrived(&event);
                }
                return;
            }
            if let WindowEvent::ScaleFactorChanged { .. } = event {
                viewports.update_monitors(&mut self.imgui, &live.window);
            }
            let reaction = live.react(&event, input);
            self.after_reaction(event_loop, event, reaction);
            return;
        }
        let _ = id;
        let reaction = live.handle(&mut self.imgui, &event);
        self.after_reaction(event_loop, event, reaction);
    }

    fn user_event(&mut self, event_loop: &ActiveEventLoop, command: Command) {
        let Some(live) = self.live.as_mut() else {
            return;
        };
        match command {
            Command::Counts => probe::say(format_args!(
                "counts {}{}",
                probe::counts(&live.output.instance, &live.output.device, &live.renderer),
                viewport_counts(&self.viewports)
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
            event_loop.set_control_flow(live.control_flow(self.settings.probing));
        }
    }

    fn exiting(&mut self, _event_loop: &ActiveEventLoop) {
        if let Some(live) = self.live.as_mut() {
            live.platform.save_settings(&mut self.imgui);
        }
        self.app.exit();
        if self.settings.probing {
            probe::say(format_args!("exit"));
        }
    }
}

impl<A: App> Runner<A> {
    /// What the runner does after the main window's event, once imgui heard of it.
    fn after_reaction(
        &mut self,
        event_loop: &ActiveEventLoop,
        event: WindowEvent,
        reaction: super::live::Reaction,
    ) {
        let Some(live) = self.live.as_mut() else {
            return;
        };
        if reaction.close {
            event_loop.exit();
        }
        if let WindowEvent::Resized(size) = event {
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
        let gpu = request_device(&adapter)?;
        watch_errors(&gpu.0, &self.wgpu_errors, self.settings.probing);
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
        let live = Live::new(
            &mut self.imgui,
            &mut self.app,
            window,
            platform,
            output,
            self.options.idle,
            Pacing::BeforeWait,
        )?;
        if self.settings.probing {
            probe::say(format_args!(
                "ready adapter={:?} backend={:?} surface={:?} view={:?} scale={}",
                live.adapter.name,
                live.adapter.backend,
                live.output.config.format,
                live.output.view_format,
                live.window.scale_factor()
            ));
        }
        #[cfg(feature = "docking")]
        if self.options.viewports {
            self.viewports = Some(crate::viewports::ViewportWindows::install(
                &mut self.imgui,
                &live.window,
            ));
        }
        Ok(live)
    }

    /// Builds a frame (after moving to a new device if the old one was lost).
    fn frame(&mut self, event_loop: &ActiveEventLoop) -> Result<(), RunError> {
        let Some(live) = self.live.as_mut() else {
            return Ok(());
        };
        if live.renderer.is_device_lost() {
            // A new device from the same adapter.
            let gpu = request_device(&live.output.adapter)?;
            watch_errors(&gpu.0, &self.wgpu_errors, self.settings.probing);
            let size = live.window.inner_size();
            live.recover(
                &mut self.imgui,
                &mut self.app,
                gpu,
                [size.width, size.height],
                self.settings.probing,
            )?;
            #[cfg(feature = "docking")]
            if let Some(viewports) = self.viewports.as_mut() {
                viewports.move_to(&live.output);
            }
        }
        #[cfg(feature = "docking")]
        if let Some(viewports) = self.viewports.as_mut() {
            viewports.before_frame(&live.window, &mut live.platform);
        }
        let after = live.frame(&mut self.imgui, &mut self.app, self.settings)?;
        #[cfg(feature = "docking")]
        if let Some(viewports) = self.viewports.as_mut() {
            // After `render`: imgui makes, moves and closes the viewports' windows, which are
            // then drawn in the same frame as the main one.
            self.imgui.update_platform_windows();
            viewports.apply(event_loop, &live.output, self.settings.probing);
            viewports.render(
                &self.imgui,
                &mut live.renderer,
                &live.output,
                self.settings.background,
                after.present_all,
            );
        }
        if after.device_destroyed {
            // wgpu reports the loss once the queue has drained; the next frame recovers.
            let _ = live.output.device.poll(wgpu::PollType::wait_indefinitely());
            live.ask_frame();
        }
        if after.exit {
            event_loop.exit();
        }
        if let Some(cycles) = self.app.take_finished() {
            probe::say(format_args!(
                "viewport-cycles done {cycles}{}",
                viewport_counts(&self.viewports)
            ));
        }
        Ok(())
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

/// imgui's secondary viewports' windows, if on (only with the `docking` feature).
#[cfg(feature = "docking")]
type Viewports = Option<crate::viewports::ViewportWindows>;
#[cfg(not(feature = "docking"))]
type Viewports = ();

/// The viewports' counts for the probe (empty without viewports).
#[cfg(not(feature = "docking"))]
fn viewport_counts(_viewports: &Viewports) -> String {
    String::new()
}

/// The viewports' counts for the probe (empty without viewports).
#[cfg(feature = "docking")]
fn viewport_counts(viewports: &Viewports) -> String {
    let Some(viewports) = viewports else {
        return String::new();
    };
    let counts = viewports.counts();
    format!(
        " viewports.open={} viewports.created={} viewports.destroyed={} viewports.presented={}",
        counts.open, counts.created, counts.destroyed, counts.presented
    )
}
