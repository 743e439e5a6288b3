//! The browser's device, and the portable rendering tests run on it: the same functions the
//! native suite runs (`imgui_webgpu_test_support::rendering`), not copies of them. Every test
//! runs inside a wgpu validation error scope; an error fails it.

use imgui_webgpu_test_support::rendering::{self, ALL};
use imgui_webgpu_testing::headless::HeadlessGpu;
use wasm_bindgen::JsCast;

/// One check's outcome.
pub struct Outcome {
    pub name: &'static str,
    pub passed: bool,
    pub detail: String,
}

/// The browser's device, and what the checks draw with.
pub struct Gpu {
    pub gpu: HeadlessGpu,
    pub backend: &'static str,
    // WebGL2 adapters come from a canvas; it must outlive them.
    _surface: Option<wgpu::Surface<'static>>,
}

/// Opens WebGPU, or WebGL2 where WebGPU gives no adapter (`?backend=webgl2` forces it).
pub async fn open() -> Result<Gpu, String> {
    let query = web_sys::window()
        .and_then(|window| window.location().search().ok())
        .unwrap_or_default();
    let backends = if query.contains("backend=webgl2") {
        wgpu::Backends::GL
    } else {
        wgpu::Backends::BROWSER_WEBGPU | wgpu::Backends::GL
    };
    let instance = wgpu::util::new_instance_with_webgpu_detection(wgpu::InstanceDescriptor {
        backends,
        ..wgpu::InstanceDescriptor::new_without_display_handle()
    })
    .await;
    // A WebGL2 adapter exists only with a canvas to draw into.
    let canvas = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.create_element("canvas").ok())
        .and_then(|element| element.dyn_into::<web_sys::HtmlCanvasElement>().ok())
        .ok_or("no canvas")?;
    let surface = instance
        .create_surface(wgpu::SurfaceTarget::Canvas(canvas))
        .ok();
    let adapter = instance
        .request_adapter(&wgpu::RequestAdapterOptions {
            compatible_surface: surface.as_ref(),
            ..Default::default()
        })
        .await
        .map_err(|error| format!("no adapter: {error}"))?;
    let webgl = adapter.get_info().backend == wgpu::Backend::Gl;
    let limits = if webgl {
        wgpu::Limits::downlevel_webgl2_defaults()
    } else {
        wgpu::Limits::default()
    };
    let (device, queue) = adapter
        .request_device(&wgpu::DeviceDescriptor {
            required_limits: limits.using_resolution(adapter.limits()),
            ..Default::default()
        })
        .await
        .map_err(|error| format!("no device: {error}"))?;
    Ok(Gpu {
        gpu: HeadlessGpu::from_parts(instance, adapter, device, queue),
        backend: if webgl { "WebGL2" } else { "WebGPU" },
        _surface: surface,
    })
}

/// Runs every portable rendering test; each reports on its own.
pub async fn run(gpu: &Gpu) -> Vec<Outcome> {
    let mut outcomes = Vec::new();
    for &test in ALL {
        let (passed, detail) = match rendering::run(&gpu.gpu, test).await {
            Ok(detail) => (true, detail),
            Err(detail) => (false, detail),
        };
        outcomes.push(Outcome {
            name: test.name,
            passed,
            detail,
        });
    }
    outcomes
}
