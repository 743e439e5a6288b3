//! The GPU every window is drawn with, apart from any window: the instance, the adapter,
//! the device and its queue, made once and replaced as a whole after a device loss. Windows
//! come and go (imgui's viewports); their surfaces are configured for this device, and the
//! renderer draws them all with it.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use crate::probe;

/// The instance, adapter, device and queue the app draws with.
#[derive(Clone, Debug)]
pub struct Gpu {
    /// Makes the surfaces of new windows (and, in browsers, a new adapter after a loss).
    pub instance: wgpu::Instance,
    /// The adapter the device came from.
    pub adapter: wgpu::Adapter,
    /// The device every window is drawn with.
    pub device: wgpu::Device,
    /// The device's queue.
    pub queue: wgpu::Queue,
}

impl Gpu {
    /// `pixels` (a window's size) with each side at least 1 and at most the device's
    /// largest texture: a window larger than the device allows (one across several
    /// monitors) gets a surface covering its top-left part.
    pub fn clamp(&self, pixels: [u32; 2]) -> [u32; 2] {
        let max_side = self.device.limits().max_texture_dimension_2d;
        pixels.map(|side| side.clamp(1, max_side))
    }

    /// The descriptor a device for windows is asked with: the limits [`device_limits`]
    /// gives.
    pub fn device_descriptor(adapter: &wgpu::Adapter) -> wgpu::DeviceDescriptor<'static> {
        wgpu::DeviceDescriptor {
            label: Some("imgui-webgpu-app"),
            required_limits: device_limits(adapter),
            ..Default::default()
        }
    }

    /// Logs and counts every uncaptured wgpu error of the device in `errors` (and says it
    /// on the probe).
    pub fn watch_errors(&self, errors: &Arc<AtomicUsize>) {
        let errors = errors.clone();
        self.device
            .on_uncaptured_error(Arc::new(move |error: wgpu::Error| {
                log::error!("wgpu error: {error}");
                probe::note(format_args!("wgpu-error {error}"));
                errors.fetch_add(1, Ordering::Relaxed);
            }));
    }
}

/// The limits asked of a device for windows: wgpu's defaults (WebGL2's on WebGL2), raised
/// to the largest textures the adapter allows, since a surface may need to be larger than
/// any other texture (wgpu's default of 8192 px a side is less than a window across several
/// monitors).
pub fn device_limits(adapter: &wgpu::Adapter) -> wgpu::Limits {
    let defaults =
        if cfg!(target_arch = "wasm32") && adapter.get_info().backend == wgpu::Backend::Gl {
            wgpu::Limits::downlevel_webgl2_defaults()
        } else {
            wgpu::Limits::default()
        };
    defaults.using_resolution(adapter.limits())
}
