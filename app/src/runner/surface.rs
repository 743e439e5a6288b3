//! The window's surface (a canvas in browsers) and the device drawing into it: its size kept
//! within the device's limits, its formats chosen for the app's [`Colour`], reconfigured
//! when lost or outdated, and moved to a new device after a loss.

use super::colour::{self, Colour, Formats};

/// The surface of a window and the device and queue drawing into it.
pub struct WindowSurface {
    /// Kept to make a new device after a loss.
    pub instance: wgpu::Instance,
    /// The adapter the device came from.
    pub adapter: wgpu::Adapter,
    /// The window's (or canvas's) surface.
    pub surface: wgpu::Surface<'static>,
    /// The device drawing into it.
    pub device: wgpu::Device,
    /// The device's queue.
    pub queue: wgpu::Queue,
    /// The surface's configuration; its size is always within the device's limits.
    pub config: wgpu::SurfaceConfiguration,
    /// The format the UI is drawn through (the renderer's target format).
    pub view_format: wgpu::TextureFormat,
}

/// Why [`WindowSurface::acquire`] gave no frame to draw into.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoFrame {
    /// The surface was out of date or lost and is configured again: try next frame.
    Reconfigured,
    /// The window cannot be seen (Metal answers `Occluded`), or the driver timed out: no
    /// event may say when it is back, so ask again later.
    Hidden,
    /// wgpu reported a validation error to the device's error handler.
    Invalid,
}

impl WindowSurface {
    /// Configures `surface` for `device` at `pixels` (each side clamped to the device's
    /// limits) in the formats `colour` wants.
    pub fn new(
        instance: wgpu::Instance,
        adapter: wgpu::Adapter,
        surface: wgpu::Surface<'static>,
        (device, queue): (wgpu::Device, wgpu::Queue),
        pixels: [u32; 2],
        colour: Colour,
        vsync: bool,
    ) -> Result<Self, String> {
        let capabilities = surface.get_capabilities(&adapter);
        let can_reinterpret = adapter
            .get_downlevel_capabilities()
            .flags
            .contains(wgpu::DownlevelFlags::SURFACE_VIEW_FORMATS);
        let Some(Formats {
            surface: format,
            view_formats,
            view,
            compromised,
        }) = colour::choose(colour, &capabilities.formats, can_reinterpret)
        else {
            return Err("the surface is not supported by the adapter".to_owned());
        };
        if compromised {
            log::warn!(
                "the surface offers only {:?}: colours are blended {} (see Colour)",
                capabilities.formats,
                if view.is_srgb() {
                    "in linear light"
                } else {
                    "as encoded"
                }
            );
        }
        let [width, height] = clamp_to(&device, pixels);
        let mut config = surface
            .get_default_config(&adapter, width, height)
            .ok_or("the surface is not supported by the adapter")?;
        config.format = format;
        config.view_formats = view_formats;
        config.present_mode = present_mode(vsync);
        surface.configure(&device, &config);
        Ok(Self {
            instance,
            adapter,
            surface,
            device,
            queue,
            config,
            view_format: view,
        })
    }

    /// Takes `pixels` (a window's or canvas's size) as the surface's size, each side clamped
    /// to the device's limits. `true` when the size changed; a zero side keeps the last size
    /// (nothing is drawn until the window is back). Call [`WindowSurface::configure`] to
    /// apply it.
    ///
    /// A window larger than the device allows (one across several monitors) gets a surface
    /// covering its top-left part, and imgui's display follows the surface, so nothing
    /// larger than the device allows reaches wgpu.
    pub fn set_size(&mut self, pixels: [u32; 2]) -> bool {
        if pixels.contains(&0) {
            return false;
        }
        let size = clamp_to(&self.device, pixels);
        let changed = size != self.size();
        [self.config.width, self.config.height] = size;
        changed
    }

    /// Switches vsync; applied at the next [`WindowSurface::configure`].
    pub fn set_vsync(&mut self, vsync: bool) {
        self.config.present_mode = present_mode(vsync);
    }

    /// Configures the surface with the current configuration.
    pub fn configure(&self) {
        self.surface.configure(&self.device, &self.config);
    }

    /// Moves to a new device (after a loss) and configures the surface for it.
    pub fn move_to(&mut self, device: wgpu::Device, queue: wgpu::Queue, pixels: [u32; 2]) {
        self.device = device;
        self.queue = queue;
        self.set_size(pixels);
        self.configure();
    }

    /// The surface's size in pixels: the renderer's target size.
    pub fn size(&self) -> [u32; 2] {
        [self.config.width, self.config.height]
    }

    /// The next frame to draw into and the view the UI is drawn through, or why there is
    /// none this time.
    pub fn acquire(&self) -> Result<(wgpu::SurfaceTexture, wgpu::TextureView), NoFrame> {
        match self.surface.get_current_texture() {
            wgpu::CurrentSurfaceTexture::Success(frame)
            | wgpu::CurrentSurfaceTexture::Suboptimal(frame) => {
                let view = frame.texture.create_view(&wgpu::TextureViewDescriptor {
                    format: Some(self.view_format),
                    ..Default::default()
                });
                Ok((frame, view))
            }
            wgpu::CurrentSurfaceTexture::Outdated | wgpu::CurrentSurfaceTexture::Lost => {
                self.configure();
                Err(NoFrame::Reconfigured)
            }
            wgpu::CurrentSurfaceTexture::Occluded | wgpu::CurrentSurfaceTexture::Timeout => {
                Err(NoFrame::Hidden)
            }
            wgpu::CurrentSurfaceTexture::Validation => Err(NoFrame::Invalid),
        }
    }
}

fn present_mode(vsync: bool) -> wgpu::PresentMode {
    if vsync {
        wgpu::PresentMode::AutoVsync
    } else {
        wgpu::PresentMode::AutoNoVsync
    }
}

/// `pixels` with each side at least 1 and at most the device's `max_texture_dimension_2d`.
fn clamp_to(device: &wgpu::Device, pixels: [u32; 2]) -> [u32; 2] {
    let max_side = device.limits().max_texture_dimension_2d;
    pixels.map(|side| side.clamp(1, max_side))
}

/// The limits asked of a device for a window: wgpu's defaults (WebGL2's on WebGL2), raised
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
