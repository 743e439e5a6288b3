//! The demo in a browser: the same UI as the native demo, in a canvas that fills the page.
//!
//! winit's web backend owns the canvas and its events; [`input`] feeds them to imgui. The
//! GPU is WebGPU when `navigator.gpu` gives an adapter, WebGL2 otherwise (`?backend=webgl2`
//! or `?backend=webgpu` in the page's address forces one); the page shows which. The canvas's
//! preferred format is used as it is (often `bgra8unorm`, not sRGB): the renderer follows it,
//! so colours are right either way.
//!
//! The canvas's backing size is its CSS size times `devicePixelRatio`, imgui's display is
//! the CSS size, and the font atlas is rasterised for the ratio, however the ratio comes
//! about (a high-DPI screen, browser zoom, or DevTools' device emulation) and whenever it
//! changes; see [`Metrics`].
//!
//! For tests, the page's `window.demoStatus` holds the backend, the frames drawn, the
//! counter, the text field, the layout of the last frame (in CSS pixels), the canvas's size,
//! imgui's display size and framebuffer scale, the font atlas's pixel size, the wgpu errors
//! seen and the device losses recovered from; `window.demoLoseDevice()` destroys the GPU device
//! (`GPUDevice.destroy()` on WebGPU, through wgpu) as a GPU process restart would lose it.
//! The demo then asks for a new adapter and device and moves the renderer there, keeping
//! the UI's state.

mod input;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};

use imgui_webgpu::{Renderer, RendererConfig};
use wasm_bindgen::prelude::*;
use winit::application::ApplicationHandler;
use winit::event::WindowEvent;
use winit::event_loop::{ActiveEventLoop, EventLoop, EventLoopProxy};
use winit::platform::web::{EventLoopExtWebSys, WindowAttributesExtWebSys, WindowExtWebSys};
use winit::window::{Window, WindowId};

use crate::surface::{WindowSurface, device_limits, rebuild_fonts};
use crate::ui::{Demo, Layout, Requests};

/// Starts the demo (the module's entry point).
pub fn start() {
    console_error_panic_hook::set_once();
    expose_lose_device();
    let event_loop = match EventLoop::<AppEvent>::with_user_event().build() {
        Ok(event_loop) => event_loop,
        Err(error) => {
            show_error(&format!("no event loop: {error}"));
            return;
        }
    };
    let mut imgui = imgui::Context::create();
    imgui.set_ini_filename(None);
    let app = App {
        proxy: event_loop.create_proxy(),
        imgui,
        window: None,
        gpu: None,
        ui: None,
        frames: 0,
        last_time: now(),
        errors: Arc::new(AtomicU32::new(0)),
        recovering: false,
        destroyed: false,
        metrics: Metrics::default(),
        font_pixels: 0.0,
    };
    event_loop.spawn_app(app);
}

/// Set by `window.demoLoseDevice()`; the next frame destroys the device.
static LOSE_DEVICE: AtomicBool = AtomicBool::new(false);

/// Defines `window.demoLoseDevice()` for the page and its tests.
fn expose_lose_device() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let lose = Closure::<dyn Fn()>::new(|| LOSE_DEVICE.store(true, Ordering::SeqCst));
    let _ = js_sys::Reflect::set(&window, &"demoLoseDevice".into(), lose.as_ref());
    lose.forget();
}

/// What arrives from the asynchronous GPU requests.
pub enum AppEvent {
    /// The first device and surface.
    Gpu(Box<Gpu>),
    /// A new device after a loss.
    Recovered(wgpu::Device, wgpu::Queue),
    /// Asking for a new device failed.
    Failed(String),
}

/// The device and surface, made asynchronously once the window exists.
pub struct Gpu {
    /// The canvas's surface and the device drawing into it. On WebGL2 a new device comes
    /// from the same adapter (wgpu's GL backend finds adapters only through a canvas); on
    /// WebGPU from a new adapter (an adapter gives one device only).
    output: WindowSurface,
    backend: String,
    base_vertex: bool,
    /// Whether the adapter is WebGL2 (else WebGPU).
    webgl: bool,
}

/// What exists once the GPU does: the renderer and the demo.
struct Ui {
    renderer: Renderer,
    demo: Demo,
}

struct App {
    proxy: EventLoopProxy<AppEvent>,
    imgui: imgui::Context,
    window: Option<Arc<Window>>,
    gpu: Option<Gpu>,
    ui: Option<Ui>,
    frames: u64,
    last_time: f64,
    errors: Arc<AtomicU32>,
    /// A new device has been asked for after a loss.
    recovering: bool,
    /// The device was destroyed on request and its loss is not reported yet.
    destroyed: bool,
    /// The canvas's size and pixel ratio the surface and fonts were last made for.
    metrics: Metrics,
    /// The pixel size the font atlas was rasterised at.
    font_pixels: f32,
}

/// The canvas's size and pixel ratio.
///
/// winit's web backend measures the canvas's device pixels with a `ResizeObserver`
/// (`devicePixelContentBoxSize`) and reports `devicePixelRatio` as the scale factor. Under
/// DevTools' device emulation (`Emulation.setDeviceMetricsOverride` with a
/// `deviceScaleFactor`, as DevTools, Puppeteer and Playwright use it) the two disagree:
/// `devicePixelRatio` is the emulated ratio, but the observed device-pixel box stays at the
/// CSS size. Taking winit's size as device pixels and dividing by the ratio then gives a
/// display of half the CSS size on a canvas of only its CSS size: the UI comes out twice too
/// large. So the backing size is computed here from the canvas's CSS size and the ratio.
/// winit's observed size is kept where it agrees with that to within a pixel: there it is
/// the browser's exact device-pixel snapping of the canvas (fractional ratios), which keeps
/// the canvas from being resampled.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct Metrics {
    /// The canvas's size in CSS pixels: imgui's display size.
    css: [f32; 2],
    /// `devicePixelRatio`: imgui's framebuffer scale, and the scale the font atlas is
    /// rasterised for.
    ratio: f64,
    /// The canvas's backing size in device pixels: the surface's size, before the device's
    /// limit clamps it.
    pixels: [u32; 2],
}

impl Metrics {
    /// Measures `window`'s canvas as the page lays it out now.
    fn of(window: &Window) -> Self {
        let ratio = match window.scale_factor() {
            ratio if ratio.is_finite() && ratio > 0.0 => ratio,
            _ => 1.0,
        };
        let css = window.canvas().map_or([0.0; 2], |canvas| {
            let rect = canvas.get_bounding_client_rect();
            [rect.width().max(0.0), rect.height().max(0.0)]
        });
        let wanted = css.map(|side| (side * ratio).round() as u32);
        let observed = window.inner_size();
        let agrees =
            observed.width.abs_diff(wanted[0]) <= 1 && observed.height.abs_diff(wanted[1]) <= 1;
        Self {
            css: css.map(|side| side as f32),
            ratio,
            pixels: if agrees {
                [observed.width, observed.height]
            } else {
                wanted
            },
        }
    }
}

impl ApplicationHandler<AppEvent> for App {
    fn resumed(&mut self, event_loop: &ActiveEventLoop) {
        if self.window.is_some() {
            return;
        }
        let attributes = Window::default_attributes()
            .with_title("imgui-webgpu demo")
            .with_append(true)
            .with_prevent_default(true);
        let window = match event_loop.create_window(attributes) {
            Ok(window) => Arc::new(window),
            Err(error) => return show_error(&format!("no canvas: {error}")),
        };
        self.window = Some(window.clone());
        let proxy = self.proxy.clone();
        wasm_bindgen_futures::spawn_local(async move {
            match create_gpu(window).await {
                Ok(gpu) => {
                    let _ = proxy.send_event(AppEvent::Gpu(Box::new(gpu)));
                }
                Err(error) => show_error(&error),
            }
        });
    }

    fn user_event(&mut self, _event_loop: &ActiveEventLoop, event: AppEvent) {
        let gpu = match event {
            AppEvent::Gpu(gpu) => *gpu,
            AppEvent::Recovered(device, queue) => return self.recovered(device, queue),
            AppEvent::Failed(error) => return show_error(&error),
        };
        let config =
            RendererConfig::new(gpu.output.config.format).with_base_vertex(gpu.base_vertex);
        self.watch_errors(&gpu.output.device);
        // The first atlas is rasterised for the canvas's ratio: `Renderer::new` uploads it.
        if let Some(window) = self.window.as_ref() {
            self.metrics = Metrics::of(window);
        }
        self.font_pixels = rebuild_fonts(&mut self.imgui, 1.0, self.metrics.ratio as f32);
        let ui = Renderer::new(
            &gpu.output.device,
            &gpu.output.queue,
            &mut self.imgui,
            config,
        )
        .map_err(|error| error.to_string())
        .and_then(|mut renderer| {
            Demo::new(&gpu.output.device, &gpu.output.queue, &mut renderer)
                .map(|demo| Ui { renderer, demo })
                .map_err(|error| error.to_string())
        });
        match ui {
            Ok(ui) => self.ui = Some(ui),
            Err(error) => return show_error(&error),
        }
        web_sys::console::log_1(&format!("imgui-webgpu demo on {}", gpu.backend).into());
        if let Some(document) = web_sys::window().and_then(|window| window.document()) {
            document.set_title(&format!("imgui-webgpu demo: {}", gpu.backend));
        }
        self.gpu = Some(gpu);
        self.configure();
        if let Some(window) = self.window.as_ref() {
            window.request_redraw();
        }
    }

    fn window_event(&mut self, _event_loop: &ActiveEventLoop, _id: WindowId, event: WindowEvent) {
        let Some(window) = self.window.clone() else {
            return;
        };
        input::handle(self.imgui.io_mut(), &event, window.scale_factor());
        match event {
            // A new size, or a new ratio (winit follows `matchMedia('(resolution: ..dppx)')`,
            // which device emulation changes too): measured again, not taken from the event
            // (see `Metrics`).
            WindowEvent::Resized(_) | WindowEvent::ScaleFactorChanged { .. } => {
                if let Err(error) = self.follow_canvas(&window) {
                    show_error(&error);
                }
            }
            WindowEvent::RedrawRequested => {
                if let Err(error) = self.frame(&window) {
                    show_error(&error);
                }
                window.request_redraw();
            }
            _ => {}
        }
    }
}

impl App {
    /// Counts every uncaptured wgpu error of `device` (the browser tests want none).
    fn watch_errors(&self, device: &wgpu::Device) {
        let errors = self.errors.clone();
        device.on_uncaptured_error(Arc::new(move |error: wgpu::Error| {
            web_sys::console::error_1(&format!("wgpu error: {error}").into());
            errors.fetch_add(1, Ordering::Relaxed);
        }));
    }

    /// The device is lost: asks for a new adapter and device (asynchronously, once).
    fn start_recovery(&mut self) {
        let Some(gpu) = self.gpu.as_ref() else {
            return;
        };
        if self.recovering {
            return;
        }
        self.recovering = true;
        web_sys::console::log_1(&"imgui-webgpu demo: the device was lost; recovering".into());
        let instance = gpu.output.instance.clone();
        let adapter = gpu.output.adapter.clone();
        let webgl = gpu.webgl;
        let proxy = self.proxy.clone();
        // The surface stays with the app; the adapter is asked for without it (a canvas
        // serves any adapter of its instance).
        wasm_bindgen_futures::spawn_local(async move {
            let event = match request_device(&instance, &adapter, webgl).await {
                Ok((device, queue)) => AppEvent::Recovered(device, queue),
                Err(error) => AppEvent::Failed(error),
            };
            let _ = proxy.send_event(event);
        });
    }

    /// A new device arrived: the renderer and the demo move there, the surface follows.
    fn recovered(&mut self, device: wgpu::Device, queue: wgpu::Queue) {
        self.recovering = false;
        self.destroyed = false;
        self.watch_errors(&device);
        let (Some(gpu), Some(ui)) = (self.gpu.as_mut(), self.ui.as_mut()) else {
            return;
        };
        if let Err(error) = ui.renderer.recover(&device, &queue, &mut self.imgui) {
            return show_error(&format!("recovery failed: {error}"));
        }
        if let Err(error) = ui.demo.recover(&device, &queue, &mut ui.renderer) {
            return show_error(&format!("recovery failed: {error}"));
        }
        gpu.output.move_to(device, queue, self.metrics.pixels);
        web_sys::console::log_1(&"imgui-webgpu demo: recovered onto a new device".into());
    }

    /// Measures the canvas again and follows it: the surface takes a new backing size, the
    /// font atlas a new ratio (rasterised at the size it is shown at, so text stays sharp).
    fn follow_canvas(&mut self, window: &Window) -> Result<(), String> {
        let metrics = Metrics::of(window);
        if metrics == self.metrics {
            return Ok(());
        }
        let new_ratio = metrics.ratio != self.metrics.ratio;
        self.metrics = metrics;
        self.configure();
        if new_ratio && self.ui.is_some() {
            self.reload_fonts()?;
        }
        Ok(())
    }

    /// Configures the surface at the canvas's backing size (which sets the canvas's `width`
    /// and `height`); a zero size draws nothing until it comes back.
    fn configure(&mut self) {
        let Some(gpu) = self.gpu.as_mut() else {
            return;
        };
        // A dead device configures nothing; `recovered` configures the new one.
        if gpu.output.set_size(self.metrics.pixels) && !self.destroyed && !self.recovering {
            gpu.output.configure();
        }
    }

    /// Rebuilds the font atlas for the demo's UI scale at the canvas's ratio and uploads it.
    /// On a lost device there is nothing to upload to: `Renderer::recover` uploads the
    /// rebuilt atlas to the new one.
    fn reload_fonts(&mut self) -> Result<(), String> {
        let Some(ui) = self.ui.as_mut() else {
            return Ok(());
        };
        self.font_pixels = rebuild_fonts(
            &mut self.imgui,
            ui.demo.ui_scale(),
            self.metrics.ratio as f32,
        );
        match ui.renderer.reload_font_atlas(&mut self.imgui) {
            Ok(()) | Err(imgui_webgpu::SetupError::DeviceLost(_)) => Ok(()),
            Err(error) => Err(error.to_string()),
        }
    }

    fn frame(&mut self, window: &Window) -> Result<(), String> {
        if let Some(gpu) = self.gpu.as_ref() {
            if LOSE_DEVICE.swap(false, Ordering::SeqCst) {
                gpu.output.device.destroy();
                self.destroyed = true;
            }
            // Lets wgpu deliver a loss (WebGL2 runs wgpu's own device, which reports a
            // destroyed one at a poll; on WebGPU the browser reports it).
            let _ = gpu.output.device.poll(wgpu::PollType::Poll);
        }
        if self
            .ui
            .as_ref()
            .is_some_and(|ui| ui.renderer.is_device_lost())
        {
            self.start_recovery();
            return Ok(());
        }
        if self.destroyed {
            // Destroyed on request: the browser reports the loss a moment later. Until then
            // nothing is drawn with the dead device (its canvas texture included).
            return Ok(());
        }
        let (Some(gpu), Some(ui_state)) = (self.gpu.as_mut(), self.ui.as_mut()) else {
            return Ok(());
        };
        let time = now();
        let elapsed_ms = (time - self.last_time).max(0.0);
        self.last_time = time;
        let metrics = self.metrics;
        if metrics.pixels.contains(&0) {
            return Ok(());
        }
        let io = self.imgui.io_mut();
        io.delta_time = ((elapsed_ms / 1000.0) as f32).max(1e-4);
        io.display_size = metrics.css;
        io.display_framebuffer_scale = [metrics.ratio as f32; 2];

        // No frame this time (reconfigured, hidden, or an error the handler counted).
        let Ok((frame, view)) = gpu.output.acquire() else {
            return Ok(());
        };
        let mut encoder = gpu.output.encoder();
        ui_state.renderer.new_frame();
        let seconds = self.imgui.time() as f32;
        let ui = self.imgui.new_frame();
        let requests: Requests = ui_state.demo.build(
            ui,
            &mut gpu
                .output
                .frame(&mut ui_state.renderer, &mut encoder, seconds, &gpu.backend),
        );
        window.set_cursor(cursor_for(ui.mouse_cursor()));
        let draw_data = self.imgui.render();
        let report = {
            let mut pass = crate::ui_pass(&mut encoder, &view);
            match ui_state
                .renderer
                .render(draw_data, &mut pass, gpu.output.size())
            {
                Ok(report) => report,
                // Lost mid-frame: the next frame starts the recovery.
                Err(imgui_webgpu::RenderError::DeviceLost(_)) => return Ok(()),
                Err(error) => return Err(error.to_string()),
            }
        };
        gpu.output.queue.submit([encoder.finish()]);
        gpu.output.queue.present(frame);
        if requests.lose_device {
            LOSE_DEVICE.store(true, Ordering::SeqCst);
        }
        let stats = ui_state.renderer.stats();
        ui_state.demo.finish_frame(report, stats, elapsed_ms as f32);
        self.frames += 1;
        publish_status(&Status {
            backend: &gpu.backend,
            format: gpu.output.config.format,
            frames: self.frames,
            counter: ui_state.demo.counter(),
            text: ui_state.demo.text(),
            layout: ui_state.demo.layout(),
            canvas: gpu.output.size(),
            display: metrics.css,
            scale: metrics.ratio,
            font_pixels: self.font_pixels,
            errors: self.errors.load(Ordering::Relaxed),
            recoveries: ui_state.demo.recoveries(),
        });
        if requests.ui_scale.is_some() {
            self.reload_fonts()?;
        }
        Ok(())
    }
}

/// Asks for WebGPU, falls back to WebGL2, and makes the device and surface.
async fn create_gpu(window: Arc<Window>) -> Result<Gpu, String> {
    let wanted = web_sys::window()
        .and_then(|window| window.location().search().ok())
        .unwrap_or_default();
    let mut backends = wgpu::Backends::BROWSER_WEBGPU | wgpu::Backends::GL;
    if wanted.contains("backend=webgl2") {
        backends = wgpu::Backends::GL;
    } else if wanted.contains("backend=webgpu") {
        backends = wgpu::Backends::BROWSER_WEBGPU;
    }
    let descriptor = wgpu::InstanceDescriptor {
        backends,
        ..wgpu::InstanceDescriptor::new_without_display_handle()
    };
    let instance = wgpu::util::new_instance_with_webgpu_detection(descriptor).await;
    let canvas = window.canvas().ok_or("the window has no canvas")?;
    let surface = instance
        .create_surface(wgpu::SurfaceTarget::Canvas(canvas))
        .map_err(|error| format!("no surface: {error}"))?;
    let adapter = instance
        .request_adapter(&wgpu::RequestAdapterOptions {
            compatible_surface: Some(&surface),
            ..Default::default()
        })
        .await
        .map_err(|error| format!("no adapter (neither WebGPU nor WebGL2): {error}"))?;
    let info = adapter.get_info();
    let webgl = info.backend == wgpu::Backend::Gl;
    let device = device_of(&adapter).await?;
    let base_vertex = adapter
        .get_downlevel_capabilities()
        .flags
        .contains(wgpu::DownlevelFlags::BASE_VERTEX);
    let output = WindowSurface::new(
        instance,
        adapter,
        surface,
        device,
        Metrics::of(&window).pixels,
        wgpu::TextureUsages::empty(),
    )?;
    let name = if webgl { "WebGL2" } else { "WebGPU" };
    let backend = match info.name.as_str() {
        "" => name.to_owned(),
        adapter => format!("{name} ({adapter})"),
    };
    Ok(Gpu {
        output,
        backend,
        base_vertex,
        webgl,
    })
}

/// A device of `adapter` with the limits the demo asks for.
async fn device_of(adapter: &wgpu::Adapter) -> Result<(wgpu::Device, wgpu::Queue), String> {
    adapter
        .request_device(&wgpu::DeviceDescriptor {
            label: Some("imgui-webgpu demo"),
            required_limits: device_limits(adapter),
            ..Default::default()
        })
        .await
        .map_err(|error| format!("no device: {error}"))
}

/// A new device after a loss: from a new adapter on WebGPU (an adapter gives one device
/// only), from the same one on WebGL2 (wgpu's own GL device).
async fn request_device(
    instance: &wgpu::Instance,
    adapter: &wgpu::Adapter,
    webgl: bool,
) -> Result<(wgpu::Device, wgpu::Queue), String> {
    if webgl {
        return device_of(adapter).await;
    }
    let adapter = instance
        .request_adapter(&wgpu::RequestAdapterOptions::default())
        .await
        .map_err(|error| format!("no adapter after the device loss: {error}"))?;
    device_of(&adapter).await
}

/// The CSS cursor for imgui's wanted mouse cursor.
fn cursor_for(cursor: Option<imgui::MouseCursor>) -> winit::window::CursorIcon {
    use winit::window::CursorIcon as C;
    match cursor {
        Some(imgui::MouseCursor::TextInput) => C::Text,
        Some(imgui::MouseCursor::ResizeAll) => C::Move,
        Some(imgui::MouseCursor::ResizeNS) => C::NsResize,
        Some(imgui::MouseCursor::ResizeEW) => C::EwResize,
        Some(imgui::MouseCursor::ResizeNESW) => C::NeswResize,
        Some(imgui::MouseCursor::ResizeNWSE) => C::NwseResize,
        Some(imgui::MouseCursor::Hand) => C::Pointer,
        Some(imgui::MouseCursor::NotAllowed) => C::NotAllowed,
        _ => C::Default,
    }
}

/// Milliseconds since the page loaded.
fn now() -> f64 {
    web_sys::window()
        .and_then(|window| window.performance())
        .map_or(0.0, |performance| performance.now())
}

/// Shows an error on the page and in the console.
fn show_error(message: &str) {
    web_sys::console::error_1(&format!("imgui-webgpu demo: {message}").into());
    let Some(document) = web_sys::window().and_then(|window| window.document()) else {
        return;
    };
    if let (Ok(element), Some(body)) = (document.create_element("pre"), document.body()) {
        element.set_text_content(Some(message));
        let _ = element.set_attribute("id", "error");
        let _ = body.append_child(&element);
    }
}

/// What the page exposes as `window.demoStatus`.
struct Status<'a> {
    backend: &'a str,
    format: wgpu::TextureFormat,
    frames: u64,
    counter: u32,
    text: &'a str,
    layout: Layout,
    canvas: [u32; 2],
    display: [f32; 2],
    /// imgui's framebuffer scale.
    scale: f64,
    /// The font atlas's pixel size.
    font_pixels: f32,
    errors: u32,
    recoveries: u32,
}

fn publish_status(status: &Status<'_>) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let object = js_sys::Object::new();
    let set = |key: &str, value: JsValue| {
        let _ = js_sys::Reflect::set(&object, &key.into(), &value);
    };
    set("backend", status.backend.into());
    set("format", format!("{:?}", status.format).into());
    set("frames", (status.frames as f64).into());
    set("counter", status.counter.into());
    set("text", status.text.into());
    set("errors", status.errors.into());
    set("recoveries", status.recoveries.into());
    set("canvas", rect_value(&status.canvas.map(|side| side as f32)));
    set("display", rect_value(&status.display));
    set("scale", status.scale.into());
    set("fontPixels", status.font_pixels.into());
    let layout = js_sys::Object::new();
    let Layout {
        viewport,
        paint,
        nearest,
        linear,
        add_one,
        text_field,
    } = status.layout;
    for (name, rect) in [
        ("viewport", viewport),
        ("paint", paint),
        ("nearest", nearest),
        ("linear", linear),
        ("add_one", add_one),
        ("text_field", text_field),
    ] {
        if let Some(rect) = rect {
            let _ = js_sys::Reflect::set(&layout, &name.into(), &rect_value(&rect));
        }
    }
    set("layout", layout.into());
    let _ = js_sys::Reflect::set(&window, &"demoStatus".into(), &object);
}

fn rect_value(values: &[f32]) -> JsValue {
    values
        .iter()
        .map(|value| JsValue::from(*value))
        .collect::<js_sys::Array>()
        .into()
}
