//! Headless rendering: a GPU without a window, an offscreen target, and pixel readback.
//!
//! This is what lets a UI be tested on a CI machine with no GPU: wgpu's software adapters
//! (Mesa's lavapipe on Linux) are real devices, and everything here runs on them the same
//! way it runs on hardware.

use std::fmt;

use crate::config::RendererConfig;
use crate::error::RenderError;
use crate::renderer::Renderer;
use crate::report::RenderReport;
use crate::source::DrawSource;

/// Why headless set-up or readback failed.
#[derive(Debug)]
pub enum HeadlessError {
    /// No wgpu adapter was found: no GPU driver and no software driver is installed.
    NoAdapter(String),
    /// The adapter refused to create a device.
    NoDevice(String),
    /// The target size is zero or beyond the device's limits.
    InvalidTargetSize([u32; 2]),
    /// The target format cannot be read back as RGBA8 by this module.
    UnsupportedReadbackFormat(wgpu::TextureFormat),
    /// The texture lacks `TextureUsages::COPY_SRC`, so it cannot be copied out for readback.
    NotCopySource(wgpu::TextureUsages),
    /// The texture is multisampled (this sample count); only its resolved, single-sampled
    /// texture can be copied out.
    Multisampled(u32),
    /// Mapping the readback buffer failed.
    Readback(String),
    /// The renderer refused the frame (zero-sized target, broken display rectangle, ...).
    Render(RenderError),
}

impl fmt::Display for HeadlessError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NoAdapter(details) => write!(
                f,
                "no wgpu adapter found ({details}); install a GPU driver or Mesa's software one: \
                 `apt-get install mesa-vulkan-drivers libvulkan1`"
            ),
            Self::NoDevice(details) => {
                write!(f, "the adapter refused to create a device: {details}")
            }
            Self::InvalidTargetSize(size) => {
                write!(f, "invalid target size {}x{}", size[0], size[1])
            }
            Self::UnsupportedReadbackFormat(format) => {
                write!(f, "cannot read back {format:?} as RGBA8")
            }
            Self::NotCopySource(usage) => write!(
                f,
                "cannot read back a texture without COPY_SRC usage (it has {usage:?})"
            ),
            Self::Multisampled(samples) => write!(
                f,
                "cannot read back a texture with {samples} samples; read its resolve target"
            ),
            Self::Readback(details) => write!(f, "readback failed: {details}"),
            Self::Render(error) => write!(f, "render failed: {error}"),
        }
    }
}

impl std::error::Error for HeadlessError {}

impl From<RenderError> for HeadlessError {
    fn from(error: RenderError) -> Self {
        Self::Render(error)
    }
}

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
    /// Opens the default adapter, or the one `WGPU_BACKEND` / `WGPU_ADAPTER_NAME` name.
    /// Fails (never silently skips) when there is none. wgpu's no-op backend is excluded
    /// unless `WGPU_BACKEND=noop` asks for it.
    pub fn new() -> Result<Self, HeadlessError> {
        let from_env = wgpu::Backends::from_env();
        let backends = from_env.unwrap_or(wgpu::Backends::all() - wgpu::Backends::NOOP);
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
        .map_err(|error| HeadlessError::NoAdapter(format!("backends {backends:?}: {error}")))?;
        let (device, queue) = pollster::block_on(adapter.request_device(&wgpu::DeviceDescriptor {
            label: Some("imgui-webgpu headless"),
            required_limits: adapter.limits(),
            ..Default::default()
        }))
        .map_err(|error| HeadlessError::NoDevice(error.to_string()))?;
        Ok(Self {
            instance,
            adapter,
            device,
            queue,
        })
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

/// What an offscreen target looks like.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TargetDesc {
    /// Width and height in pixels.
    pub size: [u32; 2],
    /// Colour format.
    pub format: wgpu::TextureFormat,
    /// MSAA sample count (the result is resolved into a single-sampled texture).
    pub sample_count: u32,
    /// Depth-stencil attachment format, if the pass should have one.
    pub depth_format: Option<wgpu::TextureFormat>,
}

impl TargetDesc {
    /// A single-sampled target without depth.
    pub fn new(size: [u32; 2], format: wgpu::TextureFormat) -> Self {
        Self {
            size,
            format,
            sample_count: 1,
            depth_format: None,
        }
    }

    /// A target for a display of `display_size` imgui units at `framebuffer_scale` pixels
    /// per unit: the same numbers imgui gets as `display_size` and
    /// `display_framebuffer_scale`. The size is rounded to whole pixels.
    pub fn for_display(
        display_size: [f32; 2],
        framebuffer_scale: [f32; 2],
        format: wgpu::TextureFormat,
    ) -> Self {
        Self::new(framebuffer_size(display_size, framebuffer_scale), format)
    }

    /// Returns the description with an MSAA sample count.
    pub fn with_sample_count(mut self, sample_count: u32) -> Self {
        self.sample_count = sample_count;
        self
    }

    /// Returns the description with a depth-stencil attachment.
    pub fn with_depth(mut self, format: wgpu::TextureFormat) -> Self {
        self.depth_format = Some(format);
        self
    }

    /// The renderer configuration matching a pass into this target.
    pub fn renderer_config(&self) -> RendererConfig {
        let config = RendererConfig::new(self.format).with_sample_count(self.sample_count);
        match self.depth_format {
            Some(depth) => config.with_depth(depth),
            None => config,
        }
    }
}

/// An offscreen colour target (plus MSAA and depth attachments when asked for).
#[derive(Debug)]
pub struct HeadlessTarget {
    desc: TargetDesc,
    resolved: wgpu::Texture,
    // Views are made once here, not per pass: a frame should create no wgpu objects of
    // its own beyond what the renderer reports.
    resolved_view: wgpu::TextureView,
    multisampled_view: Option<wgpu::TextureView>,
    depth_view: Option<wgpu::TextureView>,
}

impl HeadlessTarget {
    /// Creates the target's textures.
    pub fn new(device: &wgpu::Device, desc: TargetDesc) -> Result<Self, HeadlessError> {
        let max = device.limits().max_texture_dimension_2d;
        if desc.size.iter().any(|side| *side == 0 || *side > max) {
            return Err(HeadlessError::InvalidTargetSize(desc.size));
        }
        let extent = wgpu::Extent3d {
            width: desc.size[0],
            height: desc.size[1],
            depth_or_array_layers: 1,
        };
        let texture = |label, format, sample_count, usage| {
            device.create_texture(&wgpu::TextureDescriptor {
                label: Some(label),
                size: extent,
                mip_level_count: 1,
                sample_count,
                dimension: wgpu::TextureDimension::D2,
                format,
                usage,
                view_formats: &[],
            })
        };
        let resolved = texture(
            "headless colour",
            desc.format,
            1,
            wgpu::TextureUsages::RENDER_ATTACHMENT
                | wgpu::TextureUsages::COPY_SRC
                | wgpu::TextureUsages::TEXTURE_BINDING,
        );
        let multisampled = (desc.sample_count > 1).then(|| {
            texture(
                "headless msaa colour",
                desc.format,
                desc.sample_count,
                wgpu::TextureUsages::RENDER_ATTACHMENT,
            )
        });
        let depth = desc.depth_format.map(|format| {
            texture(
                "headless depth",
                format,
                desc.sample_count,
                wgpu::TextureUsages::RENDER_ATTACHMENT,
            )
        });
        let view = |texture: &wgpu::Texture| texture.create_view(&Default::default());
        Ok(Self {
            desc,
            resolved_view: view(&resolved),
            multisampled_view: multisampled.as_ref().map(view),
            depth_view: depth.as_ref().map(view),
            resolved,
        })
    }

    /// The target's description.
    pub fn desc(&self) -> TargetDesc {
        self.desc
    }

    /// The single-sampled colour texture that holds the final image.
    pub fn texture(&self) -> &wgpu::Texture {
        &self.resolved
    }

    /// Records a render pass into this target that clears it, then runs `draw`.
    pub fn encode_pass<R>(
        &self,
        encoder: &mut wgpu::CommandEncoder,
        clear: wgpu::Color,
        draw: impl FnOnce(&mut wgpu::RenderPass<'_>) -> R,
    ) -> R {
        let (view, resolve_target) = match &self.multisampled_view {
            Some(multisampled) => (multisampled, Some(&self.resolved_view)),
            None => (&self.resolved_view, None),
        };
        let mut pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
            label: Some("headless pass"),
            color_attachments: &[Some(wgpu::RenderPassColorAttachment {
                view,
                depth_slice: None,
                resolve_target,
                ops: wgpu::Operations {
                    load: wgpu::LoadOp::Clear(clear),
                    store: wgpu::StoreOp::Store,
                },
            })],
            depth_stencil_attachment: self.depth_view.as_ref().map(|view| {
                wgpu::RenderPassDepthStencilAttachment {
                    view,
                    depth_ops: Some(wgpu::Operations {
                        load: wgpu::LoadOp::Clear(1.0),
                        store: wgpu::StoreOp::Store,
                    }),
                    stencil_ops: None,
                }
            }),
            ..Default::default()
        });
        draw(&mut pass)
    }

    /// Clears the target, renders `source` into it, and submits.
    pub fn render<S: DrawSource>(
        &self,
        gpu: (&wgpu::Device, &wgpu::Queue),
        renderer: &mut Renderer,
        source: &S,
        clear: wgpu::Color,
    ) -> Result<RenderReport, RenderError> {
        let (device, queue) = gpu;
        let mut encoder = device.create_command_encoder(&Default::default());
        let report = self.encode_pass(&mut encoder, clear, |pass| {
            renderer.render(source, pass, self.desc.size)
        });
        queue.submit([encoder.finish()]);
        report
    }

    /// Clears the target, renders `source`, and reads the image back: one call per pixel
    /// snapshot. The report says what the renderer drew and skipped.
    pub fn render_to_image<S: DrawSource>(
        &self,
        gpu: (&wgpu::Device, &wgpu::Queue),
        renderer: &mut Renderer,
        source: &S,
        clear: wgpu::Color,
    ) -> Result<(RgbaImage, RenderReport), HeadlessError> {
        let report = self.render(gpu, renderer, source, clear)?;
        let image = self.read_rgba8(gpu.0, gpu.1)?;
        Ok((image, report))
    }

    /// Copies the image back to the CPU as tightly packed RGBA8 (sRGB-encoded for float
    /// targets, so every format compares alike).
    pub fn read_rgba8(
        &self,
        device: &wgpu::Device,
        queue: &wgpu::Queue,
    ) -> Result<RgbaImage, HeadlessError> {
        read_texture_rgba8(device, queue, &self.resolved)
    }
}

/// Pixels of a display of `display_size` imgui units at `framebuffer_scale` pixels per
/// unit, rounded; non-finite or negative products give 0 (which targets reject).
pub fn framebuffer_size(display_size: [f32; 2], framebuffer_scale: [f32; 2]) -> [u32; 2] {
    // `as` saturates: NaN and negatives become 0, huge values u32::MAX.
    [0, 1].map(|axis| (display_size[axis] * framebuffer_scale[axis]).round() as u32)
}

/// An 8-bit RGBA image, rows top to bottom, tightly packed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RgbaImage {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// `width * height * 4` bytes (the fields are public, so check with
    /// [`RgbaImage::is_well_formed`] before trusting it).
    pub pixels: Vec<u8>,
}

impl RgbaImage {
    /// The bytes a tightly packed RGBA8 image of this size holds; `None` when that does not
    /// fit in `usize` (possible on 32-bit targets).
    pub fn byte_len(width: u32, height: u32) -> Option<usize> {
        (width as usize)
            .checked_mul(height as usize)?
            .checked_mul(4)
    }

    /// Whether `pixels` holds exactly `width * height * 4` bytes. Comparison and PNG
    /// encoding refuse images that do not.
    pub fn is_well_formed(&self) -> bool {
        Self::byte_len(self.width, self.height) == Some(self.pixels.len())
    }

    /// The pixel at (x, y), or `None` outside the image or past the end of a short buffer.
    pub fn get_pixel(&self, x: u32, y: u32) -> Option<[u8; 4]> {
        if x >= self.width || y >= self.height {
            return None;
        }
        let at = (y as usize)
            .checked_mul(self.width as usize)?
            .checked_add(x as usize)?
            .checked_mul(4)?;
        let bytes = self.pixels.get(at..at.checked_add(4)?)?;
        bytes.try_into().ok()
    }

    /// The pixel at (x, y); transparent black outside the image (or a short buffer).
    pub fn pixel(&self, x: u32, y: u32) -> [u8; 4] {
        self.get_pixel(x, y).unwrap_or([0; 4])
    }
}

/// Reads a single-sampled 2D texture back as RGBA8: mip level 0 of array layer 0. Supports
/// 8-bit RGBA/BGRA formats and `Rgba16Float` (converted from linear to sRGB-encoded 8-bit).
/// The texture needs `COPY_SRC` usage; a texture without it, or a multisampled one, is an
/// error rather than a wgpu validation failure.
pub fn read_texture_rgba8(
    device: &wgpu::Device,
    queue: &wgpu::Queue,
    texture: &wgpu::Texture,
) -> Result<RgbaImage, HeadlessError> {
    use wgpu::TextureFormat as F;
    if !texture.usage().contains(wgpu::TextureUsages::COPY_SRC) {
        return Err(HeadlessError::NotCopySource(texture.usage()));
    }
    if texture.sample_count() != 1 {
        return Err(HeadlessError::Multisampled(texture.sample_count()));
    }
    let format = texture.format();
    let bytes_per_pixel: u32 = match format {
        F::Rgba8Unorm | F::Rgba8UnormSrgb | F::Bgra8Unorm | F::Bgra8UnormSrgb => 4,
        F::Rgba16Float => 8,
        other => return Err(HeadlessError::UnsupportedReadbackFormat(other)),
    };
    let (width, height) = (texture.width(), texture.height());
    let unpadded = width * bytes_per_pixel;
    let padded = unpadded.next_multiple_of(wgpu::COPY_BYTES_PER_ROW_ALIGNMENT);
    let buffer = device.create_buffer(&wgpu::BufferDescriptor {
        label: Some("headless readback"),
        size: u64::from(padded) * u64::from(height),
        usage: wgpu::BufferUsages::COPY_DST | wgpu::BufferUsages::MAP_READ,
        mapped_at_creation: false,
    });
    let mut encoder = device.create_command_encoder(&Default::default());
    encoder.copy_texture_to_buffer(
        texture.as_image_copy(),
        wgpu::TexelCopyBufferInfo {
            buffer: &buffer,
            layout: wgpu::TexelCopyBufferLayout {
                offset: 0,
                bytes_per_row: Some(padded),
                rows_per_image: Some(height),
            },
        },
        // One layer: the buffer holds one, and `texture.size()` counts every array layer.
        wgpu::Extent3d {
            width,
            height,
            depth_or_array_layers: 1,
        },
    );
    queue.submit([encoder.finish()]);
    let (sender, receiver) = std::sync::mpsc::channel();
    buffer
        .slice(..)
        .map_async(wgpu::MapMode::Read, move |result| {
            let _ = sender.send(result);
        });
    device
        .poll(wgpu::PollType::wait_indefinitely())
        .map_err(|error| HeadlessError::Readback(error.to_string()))?;
    receiver
        .recv()
        .map_err(|error| HeadlessError::Readback(error.to_string()))?
        .map_err(|error| HeadlessError::Readback(error.to_string()))?;
    let mut pixels = Vec::with_capacity(width as usize * height as usize * 4);
    {
        let mapped = buffer
            .slice(..)
            .get_mapped_range()
            .map_err(|error| HeadlessError::Readback(error.to_string()))?;
        for row in mapped.chunks_exact(padded as usize) {
            let row = &row[..unpadded as usize];
            match format {
                F::Rgba8Unorm | F::Rgba8UnormSrgb => pixels.extend_from_slice(row),
                F::Bgra8Unorm | F::Bgra8UnormSrgb => {
                    for bgra in row.chunks_exact(4) {
                        pixels.extend_from_slice(&[bgra[2], bgra[1], bgra[0], bgra[3]]);
                    }
                }
                _ => {
                    for texel in row.chunks_exact(8) {
                        let channel = |i: usize| {
                            half::f16::from_le_bytes([texel[i * 2], texel[i * 2 + 1]]).to_f32()
                        };
                        pixels.extend_from_slice(&[
                            linear_to_srgb8(channel(0)),
                            linear_to_srgb8(channel(1)),
                            linear_to_srgb8(channel(2)),
                            (channel(3).clamp(0.0, 1.0) * 255.0).round() as u8,
                        ]);
                    }
                }
            }
        }
    }
    buffer.unmap();
    Ok(RgbaImage {
        width,
        height,
        pixels,
    })
}

/// Encodes a linear value with the exact sRGB transfer function, as an 8-bit value.
pub fn linear_to_srgb8(linear: f32) -> u8 {
    let linear = linear.clamp(0.0, 1.0);
    let encoded = if linear <= 0.003_130_8 {
        linear * 12.92
    } else {
        1.055 * linear.powf(1.0 / 2.4) - 0.055
    };
    (encoded * 255.0).round() as u8
}

/// Decodes an 8-bit sRGB value to linear with the exact transfer function.
pub fn srgb8_to_linear(encoded: u8) -> f32 {
    srgb_to_linear(f32::from(encoded) / 255.0)
}

/// Decodes an sRGB-encoded value in 0..=1 to linear with the exact transfer function: the
/// float form of [`srgb8_to_linear`], for colours that are not 8-bit (imgui's `[f32; 4]`).
pub fn srgb_to_linear(encoded: f32) -> f32 {
    if encoded <= 0.040_45 {
        encoded / 12.92
    } else {
        ((encoded + 0.055) / 1.055).powf(2.4)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn framebuffer_size_scales_and_rounds() {
        assert_eq!(framebuffer_size([320.0, 200.0], [2.0, 2.0]), [640, 400]);
        assert_eq!(framebuffer_size([100.0, 75.0], [1.5, 1.5]), [150, 113]);
        assert_eq!(framebuffer_size([f32::NAN, -4.0], [1.0, 1.0]), [0, 0]);
        let desc =
            TargetDesc::for_display([10.0, 20.0], [2.0, 3.0], wgpu::TextureFormat::Rgba8Unorm)
                .with_sample_count(4)
                .with_depth(wgpu::TextureFormat::Depth24Plus);
        assert_eq!(desc.size, [20, 60]);
        assert_eq!(desc.renderer_config().sample_count, 4);
        assert_eq!(
            desc.renderer_config().depth_format,
            Some(wgpu::TextureFormat::Depth24Plus)
        );
    }

    #[test]
    fn srgb_transfer_functions_round_trip() {
        assert_eq!(srgb_to_linear(0.0), 0.0);
        assert_eq!(srgb_to_linear(1.0), 1.0);
        assert!((srgb_to_linear(0.5) - 0.214_04).abs() < 1e-4);
        for value in 0..=255u8 {
            assert_eq!(
                srgb8_to_linear(value),
                srgb_to_linear(f32::from(value) / 255.0)
            );
            assert_eq!(linear_to_srgb8(srgb8_to_linear(value)), value);
        }
    }

    #[test]
    fn pixel_reads_of_a_short_buffer_do_not_panic() {
        let image = RgbaImage {
            width: 2,
            height: 2,
            pixels: vec![7; 6],
        };
        assert!(!image.is_well_formed());
        assert_eq!(image.get_pixel(0, 0), Some([7; 4]));
        assert_eq!(image.get_pixel(1, 0), None, "bytes 4..8 are not all there");
        assert_eq!(image.pixel(1, 1), [0; 4]);
        assert_eq!(image.get_pixel(2, 0), None);
        assert_eq!(RgbaImage::byte_len(3, 2), Some(24));
        assert!(
            RgbaImage {
                pixels: vec![0; 16],
                ..image
            }
            .is_well_formed()
        );
    }

    fn gpu() -> HeadlessGpu {
        HeadlessGpu::new().unwrap_or_else(|error| panic!("this test needs an adapter: {error}"))
    }

    fn texture(
        gpu: &HeadlessGpu,
        layers: u32,
        sample_count: u32,
        usage: wgpu::TextureUsages,
    ) -> wgpu::Texture {
        gpu.device.create_texture(&wgpu::TextureDescriptor {
            label: Some("readback test"),
            size: wgpu::Extent3d {
                width: 4,
                height: 3,
                depth_or_array_layers: layers,
            },
            mip_level_count: 1,
            sample_count,
            dimension: wgpu::TextureDimension::D2,
            format: wgpu::TextureFormat::Rgba8Unorm,
            usage,
            view_formats: &[],
        })
    }

    #[test]
    fn readback_refuses_textures_it_cannot_copy_instead_of_panicking() {
        let gpu = gpu();
        let read = |texture: &wgpu::Texture| read_texture_rgba8(&gpu.device, &gpu.queue, texture);
        let no_copy_src = texture(&gpu, 1, 1, wgpu::TextureUsages::TEXTURE_BINDING);
        assert!(matches!(
            read(&no_copy_src),
            Err(HeadlessError::NotCopySource(_))
        ));
        let multisampled = texture(
            &gpu,
            1,
            4,
            wgpu::TextureUsages::RENDER_ATTACHMENT | wgpu::TextureUsages::COPY_SRC,
        );
        assert!(matches!(
            read(&multisampled),
            Err(HeadlessError::Multisampled(4))
        ));

        // An array texture reads back its first layer.
        let layered = texture(
            &gpu,
            3,
            1,
            wgpu::TextureUsages::COPY_DST | wgpu::TextureUsages::COPY_SRC,
        );
        let layer_bytes = |fill: u8| vec![fill; 4 * 3 * 4];
        for (layer, fill) in [(0, 10), (1, 20), (2, 30)] {
            gpu.queue.write_texture(
                wgpu::TexelCopyTextureInfo {
                    texture: &layered,
                    mip_level: 0,
                    origin: wgpu::Origin3d {
                        x: 0,
                        y: 0,
                        z: layer,
                    },
                    aspect: wgpu::TextureAspect::All,
                },
                &layer_bytes(fill),
                wgpu::TexelCopyBufferLayout {
                    offset: 0,
                    bytes_per_row: Some(16),
                    rows_per_image: Some(3),
                },
                wgpu::Extent3d {
                    width: 4,
                    height: 3,
                    depth_or_array_layers: 1,
                },
            );
        }
        let image = read(&layered).unwrap();
        assert_eq!([image.width, image.height], [4, 3]);
        assert_eq!(image.pixels, layer_bytes(10));
    }

    #[test]
    fn a_pass_creates_no_texture_views() {
        let gpu = gpu();
        let desc = TargetDesc::new([8, 8], wgpu::TextureFormat::Rgba8Unorm)
            .with_sample_count(4)
            .with_depth(wgpu::TextureFormat::Depth24Plus);
        let target = HeadlessTarget::new(&gpu.device, desc).unwrap();
        let views = || {
            gpu.instance
                .generate_report()
                .expect("the wgpu-core instance gives a report")
                .hub
                .texture_views
                .num_allocated
        };
        let before = views();
        for _ in 0..3 {
            let mut encoder = gpu.device.create_command_encoder(&Default::default());
            let during = target.encode_pass(&mut encoder, wgpu::Color::BLACK, |_| views());
            assert_eq!(during, before, "views made for the pass");
            gpu.queue.submit([encoder.finish()]);
        }
    }
}
