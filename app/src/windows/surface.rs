//! A window's surface (a canvas's in browsers), the same for the main window and every
//! viewport window: its size kept within the device's limits, its formats chosen for the
//! app's [`Colour`], configured again when lost or outdated, and after a device loss.

use crate::colour::{self, Colour, Formats};
use crate::gpu::Gpu;

/// A window's surface and how it is configured.
#[derive(Debug)]
pub struct WindowSurface {
    /// The window's (or canvas's) surface.
    pub surface: wgpu::Surface<'static>,
    /// Its configuration; its size is always within the device's limits.
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
    /// Configures the first window's `surface` for `gpu` at `pixels` (each side clamped to
    /// the device's limits) in the formats `colour` wants.
    pub fn new(
        gpu: &Gpu,
        surface: wgpu::Surface<'static>,
        pixels: [u32; 2],
        colour: Colour,
        vsync: bool,
    ) -> Result<Self, String> {
        let capabilities = surface.get_capabilities(&gpu.adapter);
        let can_reinterpret = gpu
            .adapter
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
        let [width, height] = gpu.clamp(pixels);
        let mut config = surface
            .get_default_config(&gpu.adapter, width, height)
            .ok_or("the surface is not supported by the adapter")?;
        config.format = format;
        config.view_formats = view_formats;
        config.present_mode = present_mode(vsync);
        let window_surface = Self {
            surface,
            config,
            view_format: view,
        };
        window_surface.configure(gpu);
        Ok(window_surface)
    }

    /// Configures another window's `surface` as this one (formats, present mode) at
    /// `pixels`: every window draws through the renderer's one target format. `Err` when
    /// the surface does not offer this one's format.
    #[cfg(viewports)]
    pub fn like(
        &self,
        gpu: &Gpu,
        surface: wgpu::Surface<'static>,
        pixels: [u32; 2],
    ) -> Result<Self, String> {
        let formats = surface.get_capabilities(&gpu.adapter).formats;
        if !formats.contains(&self.config.format) {
            return Err(format!(
                "the surface offers {formats:?}, not the first window's {:?}",
                self.config.format
            ));
        }
        let mut config = self.config.clone();
        [config.width, config.height] = gpu.clamp(pixels);
        let window_surface = Self {
            surface,
            config,
            view_format: self.view_format,
        };
        window_surface.configure(gpu);
        Ok(window_surface)
    }

    /// Takes `pixels` (a window's or canvas's size) as the surface's size, each side clamped
    /// to the device's limits, and configures the surface when it changed (`true` then); a
    /// zero side keeps the last size (nothing is drawn until the window is back).
    ///
    /// imgui's display follows the surface, so nothing larger than the device allows
    /// reaches wgpu.
    pub fn resize(&mut self, gpu: &Gpu, pixels: [u32; 2]) -> bool {
        if pixels.contains(&0) {
            return false;
        }
        let size = gpu.clamp(pixels);
        if size == self.size() {
            return false;
        }
        [self.config.width, self.config.height] = size;
        self.configure(gpu);
        true
    }

    /// Switches vsync; applied at the next [`WindowSurface::configure`].
    pub fn set_vsync(&mut self, vsync: bool) {
        self.config.present_mode = present_mode(vsync);
    }

    /// Configures the surface for `gpu`'s device (a new one after a loss) as it is.
    pub fn configure(&self, gpu: &Gpu) {
        self.surface.configure(&gpu.device, &self.config);
    }

    /// The surface's size in pixels: the renderer's target size.
    pub fn size(&self) -> [u32; 2] {
        [self.config.width, self.config.height]
    }

    /// The next frame to draw into and the view the UI is drawn through, or why there is
    /// none this time.
    pub fn acquire(&self, gpu: &Gpu) -> Result<(wgpu::SurfaceTexture, wgpu::TextureView), NoFrame> {
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
                self.configure(gpu);
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
