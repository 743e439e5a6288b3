//! A device without a window: the one way this project's tests, benchmarks and test pages
//! open one (the testing toolkit's `HeadlessGpu`, the Dear ImGui 1.92 tests, the browser
//! pages and this crate's own tests all did it, each with a copy of its own).
//!
//! Natively the adapter is the one `WGPU_BACKEND` / `WGPU_ADAPTER_NAME` name (any but wgpu's
//! no-op backend by default). wgpu's software adapters (Mesa's lavapipe) are real devices; a
//! machine without an adapter is an error, never a silent skip. In a browser it is WebGPU,
//! or WebGL2 where WebGPU gives no adapter (`?backend=webgl2` in the page's address forces
//! it), with a canvas that WebGL2 needs.

use crate::OffscreenError;

/// An instance, adapter, device and queue for rendering without a window.
#[derive(Debug)]
pub struct Gpu {
    /// The instance (keep it to read `generate_report()` hub counts in leak tests).
    pub instance: wgpu::Instance,
    /// The adapter in use.
    pub adapter: wgpu::Adapter,
    /// The device.
    pub device: wgpu::Device,
    /// The device's queue.
    pub queue: wgpu::Queue,
}

impl Gpu {
    /// Opens the adapter `WGPU_BACKEND` / `WGPU_ADAPTER_NAME` name (the default one
    /// otherwise; wgpu's no-op backend only when `WGPU_BACKEND=noop` asks for it) and a
    /// device with all the adapter's limits. It blocks until they are there: in a browser,
    /// which answers between its own tasks, use `Gpu::open_in_browser`.
    pub fn open() -> Result<Self, OffscreenError> {
        Self::open_with(wgpu::Adapter::limits)
    }

    /// [`Gpu::open`] with a device of the limits `limits` gives for the adapter (say WebGL2's,
    /// `Limits::downlevel_webgl2_defaults`, for a device whose largest texture is 2048).
    pub fn open_with(
        limits: impl FnOnce(&wgpu::Adapter) -> wgpu::Limits,
    ) -> Result<Self, OffscreenError> {
        let backends =
            wgpu::Backends::from_env().unwrap_or(wgpu::Backends::all() - wgpu::Backends::NOOP);
        let mut descriptor = wgpu::InstanceDescriptor {
            backends,
            // from_env: honours WGPU_DEBUG, WGPU_VALIDATION, WGPU_VALIDATION_INDIRECT_CALL, ...
            ..wgpu::InstanceDescriptor::new_without_display_handle_from_env()
        };
        if backends.contains(wgpu::Backends::NOOP) {
            descriptor.backend_options.noop = wgpu::NoopBackendOptions::enabled();
        }
        let instance = wgpu::Instance::new(descriptor);
        let adapter = pollster::block_on(wgpu::util::initialize_adapter_from_env_or_default(
            &instance, None,
        ))
        .map_err(|error| OffscreenError::NoAdapter { backends, error })?;
        let limits = limits(&adapter);
        let (device, queue) = Self::device_with(&adapter, limits)?;
        Ok(Self {
            instance,
            adapter,
            device,
            queue,
        })
    }

    /// Another device of `adapter` with `limits` (to recover onto after a device loss, or
    /// to try a device of other limits on the same adapter).
    pub fn device_with(
        adapter: &wgpu::Adapter,
        limits: wgpu::Limits,
    ) -> Result<(wgpu::Device, wgpu::Queue), OffscreenError> {
        pollster::block_on(adapter.request_device(&wgpu::DeviceDescriptor {
            label: Some("imgui-webgpu offscreen"),
            required_limits: limits,
            ..Default::default()
        }))
        .map_err(OffscreenError::NoDevice)
    }
}

/// A device opened in a browser page, and what it was opened on.
#[cfg(target_arch = "wasm32")]
#[derive(Debug)]
pub struct BrowserGpu {
    /// The instance, adapter, device and queue.
    pub gpu: Gpu,
    /// "WebGPU" or "WebGL2".
    pub backend: &'static str,
    /// A WebGL2 adapter exists only with a canvas to draw into, and lives as long as it:
    /// keep this as long as the device.
    pub surface: Option<wgpu::Surface<'static>>,
}

#[cfg(target_arch = "wasm32")]
impl Gpu {
    /// Opens the browser's device: WebGPU with its default limits, or WebGL2 (where WebGPU
    /// gives no adapter, or the page's address has `backend=webgl2`) with WebGL2's downlevel
    /// limits, each as much as the adapter allows.
    pub async fn open_in_browser() -> Result<BrowserGpu, OffscreenError> {
        use wasm_bindgen::JsCast;

        let window = web_sys::window().ok_or(OffscreenError::NoCanvas)?;
        let query = window.location().search().unwrap_or_default();
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
        let canvas = window
            .document()
            .and_then(|document| document.create_element("canvas").ok())
            .and_then(|element| element.dyn_into::<web_sys::HtmlCanvasElement>().ok())
            .ok_or(OffscreenError::NoCanvas)?;
        let surface = instance
            .create_surface(wgpu::SurfaceTarget::Canvas(canvas))
            .ok();
        let adapter = instance
            .request_adapter(&wgpu::RequestAdapterOptions {
                compatible_surface: surface.as_ref(),
                ..Default::default()
            })
            .await
            .map_err(|error| OffscreenError::NoAdapter { backends, error })?;
        let webgl = adapter.get_info().backend == wgpu::Backend::Gl;
        let limits = if webgl {
            wgpu::Limits::downlevel_webgl2_defaults()
        } else {
            wgpu::Limits::default()
        };
        let (device, queue) = adapter
            .request_device(&wgpu::DeviceDescriptor {
                label: Some("imgui-webgpu offscreen"),
                required_limits: limits.using_resolution(adapter.limits()),
                ..Default::default()
            })
            .await
            .map_err(OffscreenError::NoDevice)?;
        Ok(BrowserGpu {
            gpu: Gpu {
                instance,
                adapter,
                device,
                queue,
            },
            backend: if webgl { "WebGL2" } else { "WebGPU" },
            surface,
        })
    }
}
