//! The demo in a native window: winit 0.30 (`ApplicationHandler`), imgui-winit-support 0.13
//! and pollster. It handles window resizes (windows larger than the device's textures
//! included: the surface is clamped to the device's limit), minimised and covered windows
//! (nothing is drawn and no redraw requested until the window can be seen again: see
//! `Visibility`), scale-factor changes (the font atlas is rebuilt at the new scale, so text
//! stays sharp), lost and outdated surfaces (reconfigured), a vsync toggle, and sRGB or
//! Unorm surface formats alike. Without a display it renders the same UI headlessly to a
//! PNG and says so.
//!
//! Flags: `--frames N` exits after N frames; `--screenshot PATH` saves the last frame as a
//! PNG; `--script resize` drives the window through a scripted sequence of sizes (four times
//! the start area, and wider than the device's textures, among them), UI scales, a device
//! loss, and two pauses in which it asks to be minimised and restored (the window test does
//! that as a user does), printing a line a frame and the live object counts before and after
//! it (the window test checks them).

use std::path::PathBuf;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use imgui_webgpu::report::RendererStats;
use imgui_webgpu::{RenderError, Renderer, RendererConfig};
use imgui_webgpu_testing::headless::{HeadlessGpu, HeadlessTarget};
use imgui_winit_support::{HiDpiMode, WinitPlatform};
use winit::application::ApplicationHandler;
use winit::dpi::PhysicalSize;
use winit::event::{Event, WindowEvent};
use winit::event_loop::{ActiveEventLoop, ControlFlow, EventLoop};
use winit::window::{Window, WindowId};

use crate::surface::{NoFrame, WindowSurface, device_limits, rebuild_fonts};
use crate::ui::{Demo, Frame, Layout, Requests};

type Error = Box<dyn std::error::Error>;

/// The window's size at start, in physical pixels.
const START_SIZE: [u32; 2] = [1280, 720];

/// The command line.
#[derive(Debug, Default)]
struct Options {
    frames: Option<u64>,
    screenshot: Option<PathBuf>,
    script: bool,
}

impl Options {
    fn parse() -> Result<Self, Error> {
        let mut options = Options::default();
        let mut args = std::env::args().skip(1);
        while let Some(arg) = args.next() {
            let mut value = || args.next().ok_or(format!("{arg} needs a value"));
            match arg.as_str() {
                "--frames" => options.frames = Some(value()?.parse()?),
                "--screenshot" => options.screenshot = Some(PathBuf::from(value()?)),
                "--script" => match value()?.as_str() {
                    "resize" => options.script = true,
                    other => return Err(format!("unknown script `{other}` (resize)").into()),
                },
                "--help" | "-h" => {
                    println!(
                        "imgui-webgpu-demo [--frames N] [--screenshot PATH] [--script resize]"
                    );
                    std::process::exit(0);
                }
                other => return Err(format!("unknown argument `{other}`").into()),
            }
        }
        if options.script && options.frames.is_none() {
            options.frames = Some(Script::LENGTH + 20);
        }
        Ok(options)
    }
}

/// Runs the demo: in a window when there is a display, headlessly to a PNG otherwise.
pub fn main() -> Result<(), Error> {
    let options = Options::parse()?;
    let event_loop = match EventLoop::new() {
        Ok(event_loop) => event_loop,
        Err(error) => {
            let path = options
                .screenshot
                .clone()
                .unwrap_or_else(|| PathBuf::from("target/demo.png"));
            println!("no display ({error}): rendering the demo headlessly instead");
            headless(&path)?;
            println!("wrote {}", path.display());
            return Ok(());
        }
    };
    let mut imgui = imgui::Context::create();
    imgui.set_ini_filename(None);
    let platform = WinitPlatform::new(&mut imgui);
    let mut app = App {
        options,
        imgui,
        platform,
        gpu: None,
        ticks: 0,
        awaiting: None,
        frames_rendered: 0,
        last_frame: Instant::now(),
        counts_before: None,
        wgpu_errors: Arc::default(),
        error: None,
    };
    event_loop.run_app(&mut app)?;
    if let Some(error) = app.error {
        return Err(error.into());
    }
    let errors = app
        .wgpu_errors
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .clone();
    println!("wgpu errors: {}", errors.len());
    if let Some(first) = errors.first() {
        return Err(format!("wgpu reported {} errors, the first: {first}", errors.len()).into());
    }
    Ok(())
}

/// Everything that exists once the window does.
struct Gpu {
    window: Arc<Window>,
    /// The window's surface and the device drawing into it.
    output: WindowSurface,
    renderer: Renderer,
    demo: Demo,
    backend: String,
    /// The window's size as winit last reported it.
    window_size: PhysicalSize<u32>,
    /// Whether the window can be seen: nothing is drawn, and no redraw requested, while not.
    visibility: Visibility,
}

/// Whether the window can be seen, from what each platform reports. winit on X11 reports no
/// zero size for a minimised window (of the desktop platforms only Windows does), so a zero
/// size alone would leave the demo drawing at full speed into a window nobody sees.
#[derive(Debug, Default)]
struct Visibility {
    /// `Resized` to zero: minimised on Windows.
    zero_size: bool,
    /// `WindowEvent::Occluded(true)`: on X11 a window manager that iconifies a window by
    /// unmapping its frame (openbox does), or a window fully covered by others; macOS too.
    occluded: bool,
    /// `Window::is_minimized()` (asked before each frame): on X11 `_NET_WM_STATE_HIDDEN`,
    /// which window managers set for a minimised window whether or not an `Occluded` event
    /// came; Windows and macOS answer too, Wayland never.
    minimized: bool,
    /// The surface answered `Occluded` (Metal) or `Timeout`: it is asked again at this time,
    /// since no event may say when it can be drawn again.
    surface_retry: Option<Instant>,
    /// What the demo last said (it prints each change).
    hidden: Option<&'static str>,
}

impl Visibility {
    /// While hidden, the event loop wakes this often to ask again (`is_minimized`, the
    /// surface): a restore sends events on X11 (`Occluded(false)`, an expose), Windows and
    /// macOS, but a missed one must not leave the window blank. Four wake-ups a second cost
    /// next to nothing.
    const RECHECK: Duration = Duration::from_millis(250);

    /// Why the window cannot be seen, if it cannot.
    fn hidden(&self) -> Option<&'static str> {
        if self.zero_size {
            Some("zero-sized")
        } else if self.minimized {
            Some("minimised")
        } else if self.occluded {
            Some("occluded")
        } else if self.surface_retry.is_some() {
            Some("the surface is occluded")
        } else {
            None
        }
    }

    /// Asks the window and the clock again; the change since the last call, if any.
    fn refresh(&mut self, window: &Window, now: Instant) -> Option<Option<&'static str>> {
        self.minimized = window.is_minimized() == Some(true);
        if self.surface_retry.is_some_and(|at| now >= at) {
            self.surface_retry = None;
        }
        let hidden = self.hidden();
        (hidden != self.hidden).then(|| {
            self.hidden = hidden;
            hidden
        })
    }
}

/// Where a scripted run stands with the window test's minimise and restore.
#[derive(Clone, Copy, Debug)]
struct Awaiting {
    /// When the script asked.
    since: Instant,
    /// The window was hidden since: it is awaited back.
    hidden: bool,
}

struct App {
    options: Options,
    imgui: imgui::Context,
    platform: WinitPlatform,
    gpu: Option<Gpu>,
    /// Frames asked for so far (the script's clock): it stops while the window is hidden,
    /// and while the script waits to be minimised and restored.
    ticks: u64,
    /// The script asked to be minimised and waits for the window to go and come back.
    awaiting: Option<Awaiting>,
    frames_rendered: u64,
    last_frame: Instant,
    counts_before: Option<Counts>,
    wgpu_errors: Arc<Mutex<Vec<String>>>,
    error: Option<String>,
}

impl ApplicationHandler for App {
    fn resumed(&mut self, event_loop: &ActiveEventLoop) {
        if self.gpu.is_some() {
            return;
        }
        match self.create_gpu(event_loop) {
            Ok(gpu) => self.gpu = Some(gpu),
            Err(error) => self.fail(event_loop, error),
        }
    }

    fn window_event(
        &mut self,
        event_loop: &ActiveEventLoop,
        window_id: WindowId,
        event: WindowEvent,
    ) {
        let Some(gpu) = self.gpu.as_mut() else {
            return;
        };
        self.platform.handle_event::<()>(
            self.imgui.io_mut(),
            &gpu.window,
            &Event::WindowEvent {
                window_id,
                event: event.clone(),
            },
        );
        match event {
            WindowEvent::CloseRequested => event_loop.exit(),
            WindowEvent::Resized(size) => gpu.resize(size),
            WindowEvent::Occluded(occluded) => {
                println!("winit: occluded {occluded}");
                gpu.visibility.occluded = occluded;
            }
            WindowEvent::ScaleFactorChanged { .. } => {
                let scale = gpu.demo.ui_scale();
                if let Err(error) = self.reload_fonts(scale) {
                    self.fail(event_loop, error);
                }
            }
            // The system asks for redraws too (an expose): none while hidden.
            WindowEvent::RedrawRequested if gpu.visibility.hidden().is_none() => {
                if let Err(error) = self.tick(event_loop) {
                    self.fail(event_loop, error);
                }
            }
            _ => {}
        }
    }

    /// Asks for the next frame while the window can be seen; while it cannot, asks for none
    /// and only wakes now and then to look again ([`Visibility::RECHECK`]).
    fn about_to_wait(&mut self, event_loop: &ActiveEventLoop) {
        let Some(gpu) = self.gpu.as_mut() else {
            return;
        };
        let now = Instant::now();
        if let Some(change) = gpu.visibility.refresh(&gpu.window, now) {
            match change {
                Some(reason) => println!("window hidden ({reason}): drawing stops"),
                None => println!("window shown: drawing resumes"),
            }
            if let Some(awaiting) = self.awaiting.as_mut() {
                if change.is_some() {
                    awaiting.hidden = true;
                } else if awaiting.hidden {
                    println!("script: restored, going on");
                    self.awaiting = None;
                }
            }
        }
        if gpu.visibility.hidden().is_some() {
            event_loop.set_control_flow(ControlFlow::WaitUntil(now + Visibility::RECHECK));
        } else {
            event_loop.set_control_flow(ControlFlow::Wait);
            gpu.window.request_redraw();
        }
    }
}

impl App {
    fn fail(&mut self, event_loop: &ActiveEventLoop, error: Error) {
        self.error = Some(error.to_string());
        event_loop.exit();
    }

    fn create_gpu(&mut self, event_loop: &ActiveEventLoop) -> Result<Gpu, Error> {
        let attributes = Window::default_attributes()
            .with_title("imgui-webgpu demo")
            .with_inner_size(PhysicalSize::new(START_SIZE[0], START_SIZE[1]));
        let window = Arc::new(event_loop.create_window(attributes)?);
        self.platform
            .attach_window(self.imgui.io_mut(), &window, HiDpiMode::Default);
        let instance = wgpu::Instance::new(
            wgpu::InstanceDescriptor::new_with_display_handle(Box::new(window.clone())).with_env(),
        );
        let surface = instance.create_surface(window.clone())?;
        let adapter = pollster::block_on(instance.request_adapter(&wgpu::RequestAdapterOptions {
            compatible_surface: Some(&surface),
            ..Default::default()
        }))?;
        let (device, queue) = request_device(&adapter)?;
        self.watch_errors(&device);
        let size = window.inner_size();
        // Screenshots copy the surface where it can be copied (not on GL).
        let screenshot_usage = match self.options.screenshot {
            Some(_) => wgpu::TextureUsages::COPY_SRC,
            None => wgpu::TextureUsages::empty(),
        };
        let output = WindowSurface::new(
            instance,
            adapter,
            surface,
            (device, queue),
            [size.width, size.height],
            screenshot_usage,
        )?;
        let (adapter, device, queue, config) = (
            &output.adapter,
            &output.device,
            &output.queue,
            &output.config,
        );
        let info = adapter.get_info();
        let backend = format!("{} ({:?}, {:?})", info.name, info.backend, info.device_type);
        println!("adapter: {backend}");
        println!("surface format: {:?}", config.format);
        println!(
            "max surface side: {}",
            device.limits().max_texture_dimension_2d
        );
        let renderer_config = RendererConfig::new(config.format)
            .with_downlevel(&adapter.get_downlevel_capabilities());
        let mut renderer = Renderer::new(device, queue, &mut self.imgui, renderer_config)?;
        let demo = Demo::new(device, queue, &mut renderer)?;
        let mut gpu = Gpu {
            window,
            output,
            renderer,
            demo,
            backend,
            window_size: size,
            visibility: Visibility {
                zero_size: size.width == 0 || size.height == 0,
                ..Visibility::default()
            },
        };
        rebuild_fonts(&mut self.imgui, 1.0, self.platform.hidpi_factor() as f32);
        gpu.renderer.reload_font_atlas(&mut self.imgui)?;
        Ok(gpu)
    }

    /// Records every uncaptured wgpu error of `device` (the window test wants none).
    fn watch_errors(&self, device: &wgpu::Device) {
        let errors = self.wgpu_errors.clone();
        device.on_uncaptured_error(Arc::new(move |error: wgpu::Error| {
            eprintln!("wgpu error: {error}");
            errors
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .push(error.to_string());
        }));
    }

    /// After a device loss: a new device from the same adapter, the surface configured for
    /// it, the renderer and the demo's resources moved there. imgui's state and the UI's
    /// (windows, counter, text) are untouched.
    fn recover_device(&mut self) -> Result<(), Error> {
        let Some(adapter) = self.gpu.as_ref().map(|gpu| gpu.output.adapter.clone()) else {
            return Ok(());
        };
        let (device, queue) = request_device(&adapter)?;
        self.watch_errors(&device);
        let Some(gpu) = self.gpu.as_mut() else {
            return Ok(());
        };
        gpu.renderer.recover(&device, &queue, &mut self.imgui)?;
        gpu.demo.recover(&device, &queue, &mut gpu.renderer)?;
        // The same adapter gives the same limits; the size is derived again all the same.
        let size = gpu.window_size;
        gpu.output.move_to(device, queue, [size.width, size.height]);
        println!("device lost: recovered onto a new device");
        Ok(())
    }

    /// Rebuilds the font atlas for UI scale `scale` at the window's scale factor, so text is
    /// rasterised at the pixel size it is shown at, and uploads it.
    fn reload_fonts(&mut self, scale: f32) -> Result<(), Error> {
        let Some(gpu) = self.gpu.as_mut() else {
            return Ok(());
        };
        rebuild_fonts(&mut self.imgui, scale, self.platform.hidpi_factor() as f32);
        gpu.renderer.reload_font_atlas(&mut self.imgui)?;
        Ok(())
    }

    /// One redraw of a window that can be seen: the script's step, then a frame.
    fn tick(&mut self, event_loop: &ActiveEventLoop) -> Result<(), Error> {
        let tick = match self.awaiting {
            // Waiting to be minimised: frames go on, the script does not.
            Some(awaiting) => {
                if awaiting.since.elapsed() > Script::AWAIT_LIMIT {
                    return Err(format!(
                        "the window was not minimised and restored within {} s of asking \
                         (`--script resize` waits for that: demo/tests/window.rs does it)",
                        Script::AWAIT_LIMIT.as_secs()
                    )
                    .into());
                }
                None
            }
            None => {
                let tick = self.ticks;
                self.ticks += 1;
                if self.options.script {
                    self.script_step(tick)?;
                }
                Some(tick)
            }
        };
        let rendered = self.frame()?;
        self.frames_rendered += u64::from(rendered);
        if self.options.script && tick == Some(Script::WARM_UP) {
            self.counts_before = self.gpu.as_ref().map(Gpu::counts);
        }
        if self
            .options
            .frames
            .is_some_and(|frames| self.ticks >= frames)
        {
            self.finish();
            event_loop.exit();
        }
        Ok(())
    }

    fn script_step(&mut self, tick: u64) -> Result<(), Error> {
        let Some(action) = Script::action(tick) else {
            return Ok(());
        };
        let Some(gpu) = self.gpu.as_mut() else {
            return Ok(());
        };
        println!("script tick {tick}: {action:?}");
        match action {
            Action::Resize(width, height) => {
                let _ = gpu
                    .window
                    .request_inner_size(PhysicalSize::new(width, height));
            }
            Action::Minimize => {
                // The window test minimises the window for real (a window manager iconifies
                // it, as for a user), and restores it; the script waits for both.
                println!("script: minimise the window");
                self.awaiting = Some(Awaiting {
                    since: Instant::now(),
                    hidden: false,
                });
            }
            Action::UiScale(scale) => {
                let requests = gpu.demo.set_ui_scale(scale);
                self.apply(requests)?;
            }
            Action::LoseDevice => {
                let requests = Requests {
                    lose_device: true,
                    ..Requests::default()
                };
                self.apply(requests)?;
            }
        }
        Ok(())
    }

    /// Draws one frame; `false` when there was nothing to draw into.
    fn frame(&mut self) -> Result<bool, Error> {
        if self
            .gpu
            .as_ref()
            .is_some_and(|gpu| gpu.renderer.is_device_lost())
        {
            self.recover_device()?;
        }
        let Some(gpu) = self.gpu.as_mut() else {
            return Ok(false);
        };
        let now = Instant::now();
        let elapsed = now - self.last_frame;
        self.last_frame = now;
        self.imgui.io_mut().update_delta_time(elapsed);
        self.platform
            .prepare_frame(self.imgui.io_mut(), &gpu.window)?;
        // imgui-winit-support set the window's size; the surface can be smaller.
        let io = self.imgui.io_mut();
        if let Some(display) = gpu.output.display_size(io.display_framebuffer_scale) {
            io.display_size = display;
        }
        let (frame, view) = match gpu.output.acquire() {
            Ok(acquired) => acquired,
            // Like a hidden window, but no event may say when it is back: ask again later.
            Err(NoFrame::Hidden) => {
                gpu.visibility.surface_retry = Some(Instant::now() + Visibility::RECHECK);
                return Ok(false);
            }
            // Validation errors reach the error handler (the window test fails on any).
            Err(NoFrame::Reconfigured | NoFrame::Invalid) => return Ok(false),
        };
        let mut encoder = gpu.output.encoder();
        gpu.renderer.new_frame();
        // Animations run on fixed steps in scripted runs, so screenshots replay.
        let seconds = if self.options.frames.is_some() {
            self.ticks as f32 / 60.0
        } else {
            self.imgui.time() as f32
        };
        let ui = self.imgui.new_frame();
        let requests = gpu.demo.build(
            ui,
            &mut gpu
                .output
                .frame(&mut gpu.renderer, &mut encoder, seconds, &gpu.backend),
        );
        self.platform.prepare_render(ui, &gpu.window);
        let draw_data = self.imgui.render();
        let size = gpu.output.size();
        let report = match draw_ui(&mut gpu.renderer, &mut encoder, &view, draw_data, size) {
            // Lost mid-frame: nothing to present; the next frame recovers.
            Err(RenderError::DeviceLost(_)) => return Ok(false),
            other => other?,
        };
        let last = self
            .options
            .frames
            .is_some_and(|frames| self.ticks >= frames);
        let screenshot = self.options.screenshot.as_ref().filter(|_| last);
        let offscreen = match screenshot {
            Some(_)
                if !frame
                    .texture
                    .usage()
                    .contains(wgpu::TextureUsages::COPY_SRC) =>
            {
                // The surface cannot be copied (GL): the same frame, drawn again.
                let texture = copyable_like(&gpu.output.device, &frame.texture);
                let view = texture.create_view(&Default::default());
                draw_ui(&mut gpu.renderer, &mut encoder, &view, draw_data, size)?;
                Some(texture)
            }
            _ => None,
        };
        gpu.output.queue.submit([encoder.finish()]);
        if let Some(path) = screenshot {
            let texture = offscreen.as_ref().unwrap_or(&frame.texture);
            let image = imgui_webgpu_testing::headless::read_texture_rgba8(
                &gpu.output.device,
                &gpu.output.queue,
                texture,
            )?;
            imgui_webgpu_testing::images::save_png(&image, path)?;
            println!("screenshot: {}", path.display());
        }
        gpu.window.pre_present_notify();
        gpu.output.queue.present(frame);
        let stats = gpu.renderer.stats();
        gpu.demo
            .finish_frame(report, stats, elapsed.as_secs_f32() * 1000.0);
        if self.options.script {
            let display = draw_data.display_size;
            let scale = draw_data.framebuffer_scale;
            println!(
                "frame {}: window {}x{}, surface {}x{}, display {}x{}",
                self.frames_rendered + 1,
                gpu.window_size.width,
                gpu.window_size.height,
                gpu.output.config.width,
                gpu.output.config.height,
                (display[0] * scale[0]).round(),
                (display[1] * scale[1]).round(),
            );
        }
        self.apply(requests)?;
        Ok(true)
    }

    fn apply(&mut self, requests: Requests) -> Result<(), Error> {
        if let (true, Some(gpu)) = (requests.lose_device, self.gpu.as_ref()) {
            println!("device lost on request: Device::destroy");
            gpu.output.device.destroy();
            // wgpu reports the loss once the queue has drained.
            let _ = gpu.output.device.poll(wgpu::PollType::wait_indefinitely());
        }
        if let Some(scale) = requests.ui_scale {
            self.reload_fonts(scale)?;
        }
        if let (Some(vsync), Some(gpu)) = (requests.vsync, self.gpu.as_mut()) {
            gpu.output.config.present_mode = if vsync {
                wgpu::PresentMode::AutoVsync
            } else {
                wgpu::PresentMode::AutoNoVsync
            };
            if !gpu.visibility.zero_size {
                gpu.output.configure();
            }
        }
        Ok(())
    }

    /// Prints what the window test checks: frames, layout, and the live counts.
    fn finish(&mut self) {
        println!("frames rendered: {}", self.frames_rendered);
        let Some(gpu) = self.gpu.as_ref() else {
            return;
        };
        println!("counter: {}", gpu.demo.counter());
        println!(
            "viewport targets created: {}",
            gpu.demo.viewport_targets_created()
        );
        println!("device losses recovered: {}", gpu.demo.recoveries());
        print_layout(&gpu.demo.layout());
        if let Some(before) = &self.counts_before {
            println!("counts before: {}", before.line());
            println!("counts after: {}", gpu.counts().line());
        }
    }
}

impl Gpu {
    /// Reconfigures the surface for a new size; a zero size (minimised on Windows) pauses
    /// drawing and keeps the last configuration until the window is back.
    fn resize(&mut self, size: PhysicalSize<u32>) {
        self.window_size = size;
        self.visibility.zero_size = size.width == 0 || size.height == 0;
        if self.visibility.zero_size {
            return;
        }
        self.output.set_size([size.width, size.height]);
        self.output.configure();
    }

    /// The live object counts, after the GPU is done with everything submitted.
    fn counts(&self) -> Counts {
        let _ = self.output.device.poll(wgpu::PollType::wait_indefinitely());
        let hub = self
            .output
            .instance
            .generate_report()
            .map(|report| {
                let hub = report.hub;
                [
                    ("hub.devices", hub.devices.num_allocated),
                    ("hub.bind_groups", hub.bind_groups.num_allocated),
                    ("hub.buffers", hub.buffers.num_allocated),
                    ("hub.textures", hub.textures.num_allocated),
                    ("hub.texture_views", hub.texture_views.num_allocated),
                    ("hub.samplers", hub.samplers.num_allocated),
                    ("hub.render_pipelines", hub.render_pipelines.num_allocated),
                    ("hub.shader_modules", hub.shader_modules.num_allocated),
                ]
            })
            .unwrap_or_default();
        Counts {
            hub: hub.to_vec(),
            stats: self.renderer.stats(),
        }
    }
}

/// Live objects: wgpu's hub counts and the renderer's own.
struct Counts {
    hub: Vec<(&'static str, usize)>,
    stats: RendererStats,
}

impl Counts {
    fn line(&self) -> String {
        let stats = &self.stats;
        let mut parts: Vec<String> = self
            .hub
            .iter()
            .map(|(name, count)| format!("{name}={count}"))
            .collect();
        for (name, count) in [
            (
                "renderer.persistent_bind_groups",
                stats.persistent_bind_groups,
            ),
            ("renderer.frame_bind_groups", stats.frame_bind_groups),
            ("renderer.samplers", stats.samplers),
            ("renderer.pipelines", stats.pipelines),
            ("renderer.buffers", stats.buffers),
            ("renderer.uniform_bind_groups", stats.uniform_bind_groups),
            ("renderer.paint_callbacks", stats.paint_callbacks),
        ] {
            parts.push(format!("{name}={count}"));
        }
        parts.join(" ")
    }
}

fn print_layout(layout: &Layout) {
    for (name, rect) in [
        ("viewport", layout.viewport),
        ("paint", layout.paint),
        ("nearest", layout.nearest),
        ("linear", layout.linear),
        ("add_one", layout.add_one),
        ("text_field", layout.text_field),
    ] {
        if let Some([x1, y1, x2, y2]) = rect {
            println!("layout {name}: {x1} {y1} {x2} {y2}");
        }
    }
}

/// A device for the window's surface, with the limits [`device_limits`] asks for.
fn request_device(adapter: &wgpu::Adapter) -> Result<(wgpu::Device, wgpu::Queue), Error> {
    let descriptor = wgpu::DeviceDescriptor {
        required_limits: device_limits(adapter),
        ..Default::default()
    };
    Ok(pollster::block_on(adapter.request_device(&descriptor))?)
}

/// Clears `view` and draws the imgui frame over it.
fn draw_ui(
    renderer: &mut Renderer,
    encoder: &mut wgpu::CommandEncoder,
    view: &wgpu::TextureView,
    draw_data: &imgui::DrawData,
    size: [u32; 2],
) -> Result<imgui_webgpu::RenderReport, RenderError> {
    let mut pass = crate::ui_pass(encoder, view);
    let report = renderer.render(draw_data, &mut pass, size)?;
    for skipped in &report.skipped {
        log::warn!("skipped imgui command: {skipped:?}");
    }
    Ok(report)
}

/// A texture like `surface` (size, format) that can be rendered to and copied.
fn copyable_like(device: &wgpu::Device, surface: &wgpu::Texture) -> wgpu::Texture {
    device.create_texture(&wgpu::TextureDescriptor {
        label: Some("demo screenshot"),
        size: surface.size(),
        mip_level_count: 1,
        sample_count: 1,
        dimension: wgpu::TextureDimension::D2,
        format: surface.format(),
        usage: wgpu::TextureUsages::RENDER_ATTACHMENT | wgpu::TextureUsages::COPY_SRC,
        view_formats: &[],
    })
}

/// One step of the scripted run.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Action {
    Resize(u32, u32),
    Minimize,
    UiScale(f32),
    LoseDevice,
}

/// The `--script resize` sequence: about twenty sizes, four times the start area and wider
/// than the device's textures among them, one UI-scale change and back, a device loss, and
/// two pauses for the window test to minimise and restore the window; every step lasts 12
/// frames.
struct Script;

impl Script {
    /// How long the script waits to be minimised and restored (the window test does both in
    /// a few seconds).
    const AWAIT_LIMIT: Duration = Duration::from_secs(120);
    /// Frames before the first step (the counts are taken here).
    const WARM_UP: u64 = 40;
    const STEP: u64 = 12;
    const STEPS: [Action; 27] = [
        Action::Resize(900, 600),
        Action::Resize(640, 400),
        Action::Resize(320, 240),
        Action::Minimize,
        Action::Resize(1280, 720),
        Action::Resize(1600, 900),
        Action::Resize(2560, 1440),
        Action::UiScale(1.5),
        Action::LoseDevice,
        Action::Resize(2000, 1200),
        Action::Resize(1024, 768),
        Action::Resize(800, 800),
        Action::Resize(1400, 600),
        Action::Resize(600, 1000),
        Action::Minimize,
        Action::Resize(1920, 1080),
        // Past wgpu's default limit (8192), then past the device's own.
        Action::Resize(9000, 700),
        Action::Resize(17000, 600),
        Action::Resize(1100, 700),
        Action::Resize(700, 500),
        Action::Resize(2560, 1440),
        Action::UiScale(1.0),
        Action::Resize(1000, 650),
        Action::Resize(1500, 1000),
        Action::Resize(480, 320),
        Action::Resize(1366, 768),
        Action::Resize(START_SIZE[0], START_SIZE[1]),
    ];
    /// The frames a scripted run takes, warm-up and settling included.
    const LENGTH: u64 = Self::WARM_UP + Self::STEP * Self::STEPS.len() as u64 + 40;

    fn action(tick: u64) -> Option<Action> {
        let since = tick.checked_sub(Self::WARM_UP + 1)?;
        if since % Self::STEP != 0 {
            return None;
        }
        Self::STEPS.get((since / Self::STEP) as usize).copied()
    }
}

/// Renders the demo's UI without a window into `path`: the same windows, a few frames in.
fn headless(path: &std::path::Path) -> Result<(), Error> {
    let gpu = HeadlessGpu::new()?;
    let config = RendererConfig::new(wgpu::TextureFormat::Rgba8UnormSrgb);
    let target = HeadlessTarget::new(&gpu.device, config.target(START_SIZE))?;
    let mut imgui = imgui::Context::create();
    imgui.set_ini_filename(None);
    imgui.io_mut().display_size = START_SIZE.map(|side| side as f32);
    imgui.io_mut().delta_time = 1.0 / 60.0;
    let mut renderer = Renderer::new(&gpu.device, &gpu.queue, &mut imgui, config)?;
    let mut demo = Demo::new(&gpu.device, &gpu.queue, &mut renderer)?;
    let backend = format!("{} (headless)", gpu.describe());
    for frame in 0..4 {
        renderer.new_frame();
        let mut encoder = gpu.device.create_command_encoder(&Default::default());
        let ui = imgui.new_frame();
        demo.build(
            ui,
            &mut Frame {
                renderer: &mut renderer,
                device: &gpu.device,
                queue: &gpu.queue,
                encoder: &mut encoder,
                seconds: frame as f32 / 60.0,
                backend: &backend,
                format: config.shape.format,
            },
        );
        let draw_data = imgui.render();
        let report = target.encode_pass(&mut encoder, crate::BACKGROUND, |pass| {
            renderer.render(draw_data, pass, START_SIZE)
        })?;
        gpu.queue.submit([encoder.finish()]);
        demo.finish_frame(report, renderer.stats(), 1000.0 / 60.0);
    }
    print_layout(&demo.layout());
    let image = target.read_rgba8(&gpu.device, &gpu.queue)?;
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent)?;
    }
    imgui_webgpu_testing::images::save_png(&image, path)?;
    Ok(())
}
