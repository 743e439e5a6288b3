//! The device a renderer draws with: the device, its queue, and what its backend can do,
//! read once.
//!
//! Everything that depends on the backend or the device's limits is decided here, when a
//! renderer is made or moved to a new device, and nowhere else: whether draws use
//! `base_vertex` (WebGL2 lacks it), whether wgpu answers an error scope at once, the limits
//! the upload and the texture checks need, and whether reusing unchanged draw lists pays.
//! Asking wgpu again on every call would cost a round of JS calls per question in browsers.

pub(crate) mod lost;

use crate::config::RendererConfig;

/// When wgpu answers a validation error scope on this device.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ErrorScopes {
    /// At once (wgpu-core: native backends, and WebGL2 in browsers). A pipeline or bind
    /// group made inside a scope is checked by wgpu itself, with the adapter's real format
    /// features, and a refusal is returned as an error.
    AtOnce,
    /// Only after the frame (the browser's WebGPU). The renderer checks what it can itself:
    /// the formats' guaranteed features (exact there, since the browser exposes no others),
    /// and it binds its own 2D view of a texture's first layer instead of the app's view,
    /// whose shape cannot be read back.
    Later,
}

/// What the device can do, as the renderer needs it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Capabilities {
    /// Draws use `base_vertex`; without it the vertex buffer is rebound at each list.
    pub base_vertex: bool,
    /// When wgpu answers error scopes.
    pub error_scopes: ErrorScopes,
    /// `Limits::max_texture_dimension_2d`: no attachment or sampled texture is larger.
    pub max_texture_side: u32,
    /// `Limits::max_buffer_size`.
    pub max_buffer_size: u64,
    /// `Limits::min_uniform_buffer_offset_alignment`.
    pub uniform_alignment: u64,
    /// Whether unchanged draw lists are reused unless the configuration says otherwise:
    /// on GL (and so WebGL2) only, where a write costs more than the check.
    pub reuse_by_default: bool,
    /// The features the device was created with (which formats can be filtered).
    pub features: wgpu::Features,
}

/// The device, its queue and its capabilities: the one place the renderer keeps them.
#[derive(Debug)]
pub(crate) struct Gpu {
    pub device: wgpu::Device,
    pub queue: wgpu::Queue,
    pub caps: Capabilities,
}

impl Gpu {
    /// Reads what `device` can do, once.
    pub fn new(device: &wgpu::Device, queue: &wgpu::Queue, config: &RendererConfig) -> Self {
        let backend = device.adapter_info().backend;
        let limits = device.limits();
        let caps = Capabilities {
            base_vertex: config.base_vertex.unwrap_or(backend != wgpu::Backend::Gl),
            error_scopes: if backend == wgpu::Backend::BrowserWebGpu {
                ErrorScopes::Later
            } else {
                ErrorScopes::AtOnce
            },
            max_texture_side: limits.max_texture_dimension_2d,
            max_buffer_size: limits.max_buffer_size,
            uniform_alignment: u64::from(limits.min_uniform_buffer_offset_alignment),
            reuse_by_default: backend == wgpu::Backend::Gl,
            features: device.features(),
        };
        Self {
            device: device.clone(),
            queue: queue.clone(),
            caps,
        }
    }
}

/// The output of a future that is already complete (wgpu-core's error scopes are), or
/// `None` where it is not.
pub(crate) fn ready_now<F: std::future::Future>(future: F) -> Option<F::Output> {
    let mut future = std::pin::pin!(future);
    let mut context = std::task::Context::from_waker(std::task::Waker::noop());
    match future.as_mut().poll(&mut context) {
        std::task::Poll::Ready(output) => Some(output),
        std::task::Poll::Pending => None,
    }
}
