//! The browser's device for a test page: WebGPU, or WebGL2 where WebGPU gives no adapter
//! (`?backend=webgl2` in the page's address forces it). Compiled into each page that needs
//! it (`#[path]`): the renderer's checks page and the dear-imgui-rs frame's page live in
//! workspaces that share no crate.

use wasm_bindgen::JsCast;

/// An opened device, and what it was opened on.
pub struct BrowserDevice {
    // The checks page keeps them (its `HeadlessGpu` holds all four); the dear page needs
    // only the device and queue.
    #[allow(dead_code)]
    pub instance: wgpu::Instance,
    #[allow(dead_code)]
    pub adapter: wgpu::Adapter,
    pub device: wgpu::Device,
    pub queue: wgpu::Queue,
    /// "WebGPU" or "WebGL2".
    pub backend: &'static str,
    /// A WebGL2 adapter exists only with a canvas to draw into, and lives as long as it.
    pub surface: Option<wgpu::Surface<'static>>,
}

/// Opens the device: WebGPU's default limits, or WebGL2's downlevel ones.
pub async fn open() -> Result<BrowserDevice, String> {
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
    Ok(BrowserDevice {
        instance,
        adapter,
        device,
        queue,
        backend: if webgl { "WebGL2" } else { "WebGPU" },
        surface,
    })
}
