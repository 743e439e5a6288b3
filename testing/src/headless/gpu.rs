//! A GPU without a window: the adapter the tests run on.
//!
//! wgpu's software adapters (Mesa's lavapipe on Linux) are real devices, and everything
//! here runs on them the same way it runs on hardware; a machine with no adapter at all is
//! an error, never a silent skip.

use crate::error::HeadlessError;

/// An instance, adapter, device and queue for rendering without a window.
#[derive(Debug)]
pub struct HeadlessGpu {
    /// The instance (keep it to read `generate_report()` hub counts in leak tests).
    pub instance: wgpu::Instance,
    /// The adapter in use.
    pub adapter: wgpu::Adapter,
    /// The device.
    pub device: wgpu::Device,
    /// The device's queue.
    pub queue: wgpu::Queue,
}

impl HeadlessGpu {
    /// A GPU the caller opened already: a browser page's (WebGPU, or WebGL2 through a
    /// canvas), so the same rendering code runs natively and in browsers.
    pub fn from_parts(
        instance: wgpu::Instance,
        adapter: wgpu::Adapter,
        device: wgpu::Device,
        queue: wgpu::Queue,
    ) -> Self {
        Self {
            instance,
            adapter,
            device,
            queue,
        }
    }

    /// Opens the default adapter, or the one `WGPU_BACKEND` / `WGPU_ADAPTER_NAME` name, and
    /// a device with all its limits ([`imgui_webgpu_offscreen::Gpu::open`]). Fails (never
    /// silently skips) when there is none. wgpu's no-op backend is excluded unless
    /// `WGPU_BACKEND=noop` asks for it.
    pub fn new() -> Result<Self, HeadlessError> {
        let imgui_webgpu_offscreen::Gpu {
            instance,
            adapter,
            device,
            queue,
        } = imgui_webgpu_offscreen::Gpu::open()?;
        Ok(Self::from_parts(instance, adapter, device, queue))
    }

    /// A line naming the adapter, for test and benchmark logs.
    pub fn describe(&self) -> String {
        let info = self.adapter.get_info();
        format!(
            "{} ({:?}, {:?}, {})",
            info.name, info.backend, info.device_type, info.driver_info
        )
    }
}
