//! The window's surface and the device that draws into it, shared by the native shell and
//! the web shell: one place for what both do to a surface (size it within the device's
//! limits, configure it, follow a new device, acquire a frame) and for the fonts both
//! rasterise at the screen's pixel ratio.

/// The surface of a window (a canvas on the web) and the device and queue drawing into it.
pub struct WindowSurface {
    /// Kept to ask for a new adapter after a device loss (a WebGPU adapter gives one device).
    pub instance: wgpu::Instance,
    /// The adapter the device came from (the new device comes from it natively and on WebGL2).
    pub adapter: wgpu::Adapter,
    pub surface: wgpu::Surface<'static>,
    pub device: wgpu::Device,
    pub queue: wgpu::Queue,
    /// The surface's configuration; its size is always within the device's limits.
    pub config: wgpu::SurfaceConfiguration,
}

/// Why [`WindowSurface::acquire`] gave no frame to draw into.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoFrame {
    /// The surface was out of date and is configured again: try next frame.
    Reconfigured,
    /// The window cannot be seen (Metal answers `Occluded`), or the driver timed out: no
    /// event may say when it is back, so ask again later.
    Hidden,
    /// wgpu reported a validation error to the device's error handler.
    Invalid,
}

impl WindowSurface {
    /// Configures `surface` for `device` at `pixels` (each side clamped to the device's
    /// limits), with `extra_usage` where the surface supports it (say, `COPY_SRC` for
    /// screenshots).
    pub fn new(
        instance: wgpu::Instance,
        adapter: wgpu::Adapter,
        surface: wgpu::Surface<'static>,
        (device, queue): (wgpu::Device, wgpu::Queue),
        pixels: [u32; 2],
        extra_usage: wgpu::TextureUsages,
    ) -> Result<Self, String> {
        let [width, height] = clamp_to(&device, pixels);
        let mut config = surface
            .get_default_config(&adapter, width, height)
            .ok_or("the surface is not supported by the adapter")?;
        if surface
            .get_capabilities(&adapter)
            .usages
            .contains(extra_usage)
        {
            config.usage |= extra_usage;
        }
        surface.configure(&device, &config);
        Ok(Self {
            instance,
            adapter,
            surface,
            device,
            queue,
            config,
        })
    }

    /// Takes `pixels` (a window's or canvas's size) as the surface's size, each side clamped
    /// to the device's limits. `true` when the size changed; a zero side keeps the last
    /// size (a minimised window: nothing is drawn until it is back). Call
    /// [`WindowSurface::configure`] to apply it.
    ///
    /// A window larger than the device allows (one across several monitors) gets a surface
    /// covering its top-left part, and imgui's display follows the surface
    /// ([`WindowSurface::display_size`]), so nothing larger than the device allows reaches
    /// wgpu (a configure or viewport past the limit is a validation error every frame).
    pub fn set_size(&mut self, pixels: [u32; 2]) -> bool {
        if pixels.contains(&0) {
            return false;
        }
        let size = clamp_to(&self.device, pixels);
        let changed = size != self.size();
        [self.config.width, self.config.height] = size;
        changed
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

    /// imgui's display size for this surface at `framebuffer_scale`: the surface's part of
    /// the window, in imgui units, so the pointer (in window coordinates) lands where imgui
    /// drew even when the surface is smaller than the window.
    pub fn display_size(&self, framebuffer_scale: [f32; 2]) -> Option<[f32; 2]> {
        let [scale_x, scale_y] = framebuffer_scale;
        (scale_x > 0.0 && scale_y > 0.0).then(|| {
            [
                self.config.width as f32 / scale_x,
                self.config.height as f32 / scale_y,
            ]
        })
    }

    /// A command encoder of the device, for one frame.
    pub fn encoder(&self) -> wgpu::CommandEncoder {
        self.device.create_command_encoder(&Default::default())
    }

    /// What the demo's UI draws with in a frame drawn into this surface.
    pub fn frame<'a>(
        &'a self,
        renderer: &'a mut imgui_webgpu::Renderer,
        encoder: &'a mut wgpu::CommandEncoder,
        seconds: f32,
        backend: &'a str,
    ) -> crate::ui::Frame<'a> {
        crate::ui::Frame {
            renderer,
            device: &self.device,
            queue: &self.queue,
            encoder,
            seconds,
            backend,
            format: self.config.format,
        }
    }

    /// The next frame to draw into and a view of it, or why there is none this time.
    pub fn acquire(&self) -> Result<(wgpu::SurfaceTexture, wgpu::TextureView), NoFrame> {
        match self.surface.get_current_texture() {
            wgpu::CurrentSurfaceTexture::Success(frame)
            | wgpu::CurrentSurfaceTexture::Suboptimal(frame) => {
                let view = frame.texture.create_view(&Default::default());
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

/// `pixels` with each side at least 1 and at most the device's `max_texture_dimension_2d`.
fn clamp_to(device: &wgpu::Device, pixels: [u32; 2]) -> [u32; 2] {
    let max_side = device.limits().max_texture_dimension_2d;
    pixels.map(|side| side.clamp(1, max_side))
}

/// The limits the demo asks a device for: wgpu's defaults (WebGL2's on WebGL2), raised to
/// the largest textures the adapter allows, since a surface may need to be larger than any
/// other texture (wgpu's default of 8192 px a side is less than a window across several
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

/// Rebuilds imgui's default font at `ui_scale` times its size, rasterised for `pixel_ratio`
/// device pixels per imgui unit and shown at its imgui size (`font_global_scale`), so
/// glyphs map one texel to one device pixel instead of being stretched (sharp text on
/// high-DPI screens). Returns the pixel size. Upload it with `Renderer::reload_font_atlas`.
pub fn rebuild_fonts(imgui: &mut imgui::Context, ui_scale: f32, pixel_ratio: f32) -> f32 {
    const FONT_SIZE: f32 = 13.0;
    let size_pixels = (FONT_SIZE * ui_scale * pixel_ratio).round().max(1.0);
    let fonts = imgui.fonts();
    fonts.clear();
    fonts.add_font(&[imgui::FontSource::DefaultFontData {
        config: Some(imgui::FontConfig {
            size_pixels,
            ..imgui::FontConfig::default()
        }),
    }]);
    imgui.io_mut().font_global_scale = 1.0 / pixel_ratio;
    size_pixels
}
