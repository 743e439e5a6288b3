//! The runner in a browser: winit's canvas appended to the page and styled to fill it, a
//! device made asynchronously (WebGPU where the browser has it, WebGL2 otherwise, or what
//! the page's `?backend=` asks for), the canvas measured in device pixels however the ratio
//! comes about, and a lost device replaced asynchronously.
//!
//! For tests and for people looking, the page's `window.imguiApp` holds what the runner
//! did (backend, formats, frames built and presented, canvas and display sizes, scale, font
//! scale, whether imgui wants text, the text an input method composes, the typed
//! characters imgui's font cannot draw, wgpu errors, recoveries), and `window.imguiAppLoseDevice()`
//! destroys the device as a GPU process restart would.

use std::cell::Cell;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use wasm_bindgen::prelude::*;
use winit::application::ApplicationHandler;
use winit::event::{StartCause, WindowEvent};
use winit::event_loop::{ActiveEventLoop, EventLoop, EventLoopProxy};
use winit::platform::web::{EventLoopExtWebSys, WindowAttributesExtWebSys, WindowExtWebSys};
use winit::window::{Window, WindowId};

use crate::RunError;
use crate::binding::IoAccess;
use crate::gpu::Gpu;
use crate::platform::Platform;
use crate::web::page::{self, Metrics};
use crate::windows::{AppWindow, WindowSurface};

use super::frame::App;
use super::live::{FrameSettings, Live, Pacing};
use super::options::Options;

thread_local! {
    /// Set by `window.imguiAppLoseDevice()`; the next frame destroys the device.
    static LOSE_DEVICE: Cell<bool> = const { Cell::new(false) };
}

/// Starts `app` in a canvas filling the page (see [`crate::run`]). It returns at once: the
/// browser runs the loop.
pub fn run(options: Options, app: impl App) -> Result<(), RunError> {
    console_error_panic_hook::set_once();
    // Before any C++ runs: its static objects made once, not before every call into the
    // module (ImGuizmo's context would forget a held manipulator between frames).
    imgui_webgpu::construct_cxx_statics();
    let event_loop = EventLoop::<WebEvent>::with_user_event()
        .build()
        .map_err(RunError::EventLoop)?;
    let lose = Closure::<dyn Fn()>::new(|| LOSE_DEVICE.with(|lose| lose.set(true)));
    page::expose("imguiAppLoseDevice", lose.as_ref());
    lose.forget();
    let mut imgui = imgui::Context::create();
    crate::binding::no_ini_file(&mut imgui);
    options.configure(&mut imgui);
    #[cfg(feature = "docking")]
    if options.viewports {
        log::info!("imgui's viewports stay off in browsers: the canvas is the only window");
    }
    let runner = Runner {
        proxy: event_loop.create_proxy(),
        settings: FrameSettings {
            idle: options.idle,
            background: options.background,
        },
        options,
        app,
        imgui,
        window: None,
        platform: None,
        live: None,
        metrics: Metrics::default(),
        recovering: false,
        destroyed: false,
        recoveries: 0,
        errors: Arc::default(),
    };
    event_loop.spawn_app(runner);
    Ok(())
}

/// What arrives from the asynchronous GPU requests.
enum WebEvent {
    /// The GPU and the canvas's surface.
    Gpu(Box<(Gpu, WindowSurface)>),
    /// A new GPU after a loss.
    Recovered(Box<Gpu>),
    /// Asking for a device failed.
    Failed(String),
}

struct Runner<A> {
    proxy: EventLoopProxy<WebEvent>,
    options: Options,
    settings: FrameSettings,
    app: A,
    imgui: imgui::Context,
    window: Option<Arc<Window>>,
    /// Made with the window (the font atlas is built at its scale), moved into `live` when
    /// the device arrives.
    platform: Option<Platform>,
    live: Option<Live>,
    /// The canvas as last measured.
    metrics: Metrics,
    /// A new device has been asked for after a loss.
    recovering: bool,
    /// The device was destroyed on request and its loss is not reported yet.
    destroyed: bool,
    recoveries: u32,
    errors: Arc<AtomicUsize>,
}

impl<A: App> ApplicationHandler<WebEvent> for Runner<A> {
    fn resumed(&mut self, event_loop: &ActiveEventLoop) {
        if self.window.is_some() {
            return;
        }
        let attributes = Window::default_attributes()
            .with_title(self.options.title.clone())
            .with_append(true)
            .with_prevent_default(true);
        let window = match event_loop.create_window(attributes) {
            Ok(window) => Arc::new(window),
            Err(error) => return page::show_error(&RunError::Window(error).to_string()),
        };
        page::style(&window, self.options.background);
        if let Some(document) = web_sys::window().and_then(|window| window.document()) {
            document.set_title(&self.options.title);
        }
        let config = std::mem::take(&mut self.options.platform);
        self.platform = Some(Platform::new(&mut self.imgui, &window, config));
        self.window = Some(window.clone());
        let proxy = self.proxy.clone();
        let (colour, vsync) = (self.options.colour, self.options.vsync);
        wasm_bindgen_futures::spawn_local(async move {
            let event = match create_gpu(window, colour, vsync).await {
                Ok(gpu) => WebEvent::Gpu(Box::new(gpu)),
                Err(error) => WebEvent::Failed(error),
            };
            let _ = proxy.send_event(event);
        });
    }

    fn user_event(&mut self, _event_loop: &ActiveEventLoop, event: WebEvent) {
        match event {
            WebEvent::Gpu(gpu) => {
                let (gpu, surface) = *gpu;
                if let Err(error) = self.start(gpu, surface) {
                    page::show_error(&error.to_string());
                }
            }
            WebEvent::Recovered(gpu) => {
                self.recovering = false;
                self.destroyed = false;
                gpu.watch_errors(&self.errors);
                let Some(live) = self.live.as_mut() else {
                    return;
                };
                let pixels = self.metrics.pixels;
                match live.recover(&mut self.imgui, &mut self.app, *gpu, pixels) {
                    Ok(()) => {
                        self.recoveries += 1;
                        web_sys::console::log_1(
                            &"imgui-webgpu-app: recovered onto a new device".into(),
                        );
                        live.ask_frame();
                    }
                    Err(error) => page::show_error(&format!("recovery failed: {error}")),
                }
            }
            WebEvent::Failed(error) => page::show_error(&error),
        }
    }

    fn new_events(&mut self, _event_loop: &ActiveEventLoop, cause: StartCause) {
        if let (StartCause::ResumeTimeReached { .. }, Some(live)) = (cause, self.live.as_mut()) {
            live.ask_frame();
        }
    }

    fn window_event(&mut self, _event_loop: &ActiveEventLoop, id: WindowId, event: WindowEvent) {
        let Some(live) = self.live.as_mut() else {
            return;
        };
        let reaction = live.handle(&mut self.imgui, id, &event);
        if reaction.measure {
            // Measured again, not taken from the event (see `Metrics`).
            self.metrics = Metrics::of(&live.windows.main().window);
            if !self.destroyed && !self.recovering {
                live.resize(self.metrics.pixels);
            }
        }
        if reaction.frame {
            if let Err(error) = self.frame() {
                page::show_error(&error.to_string());
            }
        }
    }

    fn about_to_wait(&mut self, event_loop: &ActiveEventLoop) {
        if let Some(live) = self.live.as_mut() {
            event_loop.set_control_flow(live.control_flow());
        }
    }
}

impl<A: App> Runner<A> {
    /// The GPU arrived: the renderer, the app's resources, and the first frame.
    fn start(&mut self, gpu: Gpu, surface: WindowSurface) -> Result<(), RunError> {
        let (Some(window), Some(platform)) = (self.window.clone(), self.platform.take()) else {
            return Ok(());
        };
        gpu.watch_errors(&self.errors);
        let mut live = Live::new(
            &mut self.imgui,
            &mut self.app,
            gpu,
            AppWindow::new(window, surface, None),
            platform,
            self.options.idle,
            Pacing::Redraw,
        )?;
        self.metrics = Metrics::of(&live.windows.main().window);
        live.resize(self.metrics.pixels);
        let info = &live.adapter;
        web_sys::console::log_1(
            &format!(
                "imgui-webgpu-app on {} ({:?})",
                backend_name(info),
                info.name
            )
            .into(),
        );
        live.ask_frame();
        self.live = Some(live);
        self.publish();
        Ok(())
    }

    fn frame(&mut self) -> Result<(), RunError> {
        let Some(live) = self.live.as_mut() else {
            return Ok(());
        };
        if LOSE_DEVICE.with(|lose| lose.replace(false)) {
            live.gpu.device.destroy();
            self.destroyed = true;
        }
        // Lets wgpu deliver a loss (WebGL2 runs wgpu's own device, which reports a destroyed
        // one at a poll; on WebGPU the browser reports it).
        let _ = live.gpu.device.poll(wgpu::PollType::Poll);
        if live.renderer.is_device_lost() {
            self.start_recovery();
            return Ok(());
        }
        // A new pixel ratio that winit did not report (see `page::device_pixel_ratio`): taken
        // as its scale change would be, before the frame is built.
        if let Some(ratio) = page::device_pixel_ratio() {
            if ratio != live.platform.scale_factor() {
                live.platform.set_scale_factor(ratio);
                self.metrics = Metrics::of(&live.windows.main().window);
                if !self.destroyed && !self.recovering {
                    live.resize(self.metrics.pixels);
                }
            }
        }
        if self.destroyed || self.metrics.pixels.contains(&0) {
            // Destroyed on request: the loss is reported a moment later; nothing is drawn
            // with the dead device until then. A canvas of no size draws nothing.
            return Ok(());
        }
        let after = live.frame(&mut self.imgui, &mut self.app, self.settings)?;
        // Destroyed by the app: the loss is reported a moment later (see above).
        if after.device_destroyed {
            self.destroyed = true;
            live.ask_frame();
        }
        self.publish();
        Ok(())
    }

    /// Asks for a new device (once) after a loss: from a new adapter on WebGPU (an adapter
    /// gives one device), from the same one on WebGL2.
    fn start_recovery(&mut self) {
        let Some(live) = self.live.as_ref() else {
            return;
        };
        if self.recovering {
            return;
        }
        self.recovering = true;
        web_sys::console::log_1(&"imgui-webgpu-app: the device was lost; recovering".into());
        let instance = live.gpu.instance.clone();
        let adapter = live.gpu.adapter.clone();
        let proxy = self.proxy.clone();
        wasm_bindgen_futures::spawn_local(async move {
            let adapter = if adapter.get_info().backend == wgpu::Backend::Gl {
                Ok(adapter)
            } else {
                instance
                    .request_adapter(&wgpu::RequestAdapterOptions::default())
                    .await
                    .map_err(|error| format!("no adapter after the device loss: {error}"))
            };
            let event = match adapter {
                Ok(adapter) => match device_of(&adapter).await {
                    Ok((device, queue)) => WebEvent::Recovered(Box::new(Gpu {
                        instance,
                        adapter,
                        device,
                        queue,
                    })),
                    Err(error) => WebEvent::Failed(error),
                },
                Err(error) => WebEvent::Failed(error),
            };
            let _ = proxy.send_event(event);
        });
    }

    /// Publishes `window.imguiApp` (see the module's documentation).
    fn publish(&self) {
        let Some(live) = self.live.as_ref() else {
            return;
        };
        let snapshot = live.snapshot();
        let object = js_sys::Object::new();
        let set = |key: &str, value: JsValue| {
            let _ = js_sys::Reflect::set(&object, &key.into(), &value);
        };
        let pair = |values: [f32; 2]| -> JsValue {
            values
                .iter()
                .map(|value| JsValue::from(*value))
                .collect::<js_sys::Array>()
                .into()
        };
        let surface = &live.windows.main().surface;
        set("backend", backend_name(&live.adapter).into());
        set(
            "surfaceFormat",
            format!("{:?}", surface.config.format).into(),
        );
        set("viewFormat", format!("{:?}", surface.view_format).into());
        set("framesBuilt", (snapshot.frames_built as f64).into());
        set("framesPresented", (snapshot.frames_presented as f64).into());
        set("skipped", (snapshot.skipped_commands as f64).into());
        set("wantsText", snapshot.wants_text.into());
        set("imePreedit", live.platform.ime_preedit().into());
        set("missingGlyphs", live.platform.missing_glyphs().into());
        set("canvas", pair(surface.size().map(|side| side as f32)));
        set("display", pair(self.imgui.io().display()));
        set("scale", self.metrics.ratio.into());
        set(
            "fonts",
            live.platform.font_pixel_scale().unwrap_or(0.0).into(),
        );
        set(
            "errors",
            (self.errors.load(Ordering::Relaxed) as f64).into(),
        );
        set("recoveries", self.recoveries.into());
        page::expose("imguiApp", &object);
    }
}

/// "WebGPU" or "WebGL2".
fn backend_name(info: &wgpu::AdapterInfo) -> &'static str {
    if info.backend == wgpu::Backend::Gl {
        "WebGL2"
    } else {
        "WebGPU"
    }
}

/// What the page says when the browser gives no adapter. Without the `webgl` feature the
/// module has no WebGL2 to fall back to: `default-features = false` turns it off with the
/// imgui-rs binding, so the message names the feature for whoever left it out.
#[cfg(feature = "webgl")]
const NO_ADAPTER: &str = "no adapter (neither WebGPU nor WebGL2)";
#[cfg(not(feature = "webgl"))]
const NO_ADAPTER: &str = "no WebGPU adapter, and this build has no WebGL2 fallback (the app \
     crate's `webgl` feature is off: `default-features = false` turns it off; name it in \
     `features`)";

/// The GPU and the canvas's surface.
async fn create_gpu(
    window: Arc<Window>,
    colour: super::Colour,
    vsync: bool,
) -> Result<(Gpu, WindowSurface), String> {
    let descriptor = wgpu::InstanceDescriptor {
        backends: page::backends(),
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
        .map_err(|error| format!("{NO_ADAPTER}: {error}"))?;
    let (device, queue) = device_of(&adapter).await?;
    let gpu = Gpu {
        instance,
        adapter,
        device,
        queue,
    };
    let surface = WindowSurface::new(&gpu, surface, Metrics::of(&window).pixels, colour, vsync)?;
    Ok((gpu, surface))
}

/// A device of `adapter` for the canvas (see [`Gpu::device_descriptor`]).
async fn device_of(adapter: &wgpu::Adapter) -> Result<(wgpu::Device, wgpu::Queue), String> {
    adapter
        .request_device(&Gpu::device_descriptor(adapter))
        .await
        .map_err(|error| format!("no device: {error}"))
}
