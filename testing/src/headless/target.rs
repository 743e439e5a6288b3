//! An offscreen target: colour (resolved from MSAA when asked for) and depth, made once and
//! rendered into pass after pass, then read back.

use imgui_webgpu::source::DrawSource;
use imgui_webgpu::{RenderError, RenderReport, RenderTarget};

use crate::binding::Renderer;

use crate::error::HeadlessError;
use crate::images::image::RgbaImage;

/// An offscreen colour target (plus MSAA and depth attachments when asked for).
#[derive(Debug)]
pub struct HeadlessTarget {
    desc: RenderTarget,
    resolved: wgpu::Texture,
    // Views are made once here, not per pass: a frame should create no wgpu objects of
    // its own beyond what the renderer reports.
    resolved_view: wgpu::TextureView,
    multisampled_view: Option<wgpu::TextureView>,
    depth_view: Option<wgpu::TextureView>,
}

impl HeadlessTarget {
    /// Creates the target's textures.
    pub fn new(device: &wgpu::Device, desc: RenderTarget) -> Result<Self, HeadlessError> {
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
            desc.shape.format,
            1,
            wgpu::TextureUsages::RENDER_ATTACHMENT
                | wgpu::TextureUsages::COPY_SRC
                | wgpu::TextureUsages::TEXTURE_BINDING,
        );
        let multisampled = (desc.shape.sample_count > 1).then(|| {
            texture(
                "headless msaa colour",
                desc.shape.format,
                desc.shape.sample_count,
                wgpu::TextureUsages::RENDER_ATTACHMENT,
            )
        });
        let depth = desc.shape.depth_format.map(|format| {
            texture(
                "headless depth",
                format,
                desc.shape.sample_count,
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

    /// The target's shape: size, format, sample count, depth.
    pub fn desc(&self) -> RenderTarget {
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
            renderer.render_into(source, pass, self.desc)
        });
        queue.submit([encoder.finish()]);
        report
    }

    /// Clears the target, renders `source`, and reads the image back: one call per pixel
    /// snapshot. The report says what the renderer drew and skipped. It blocks (native code).
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
    /// targets, so every format compares alike). It blocks: in browsers, await
    /// [`HeadlessTarget::read_rgba8_async`].
    pub fn read_rgba8(
        &self,
        device: &wgpu::Device,
        queue: &wgpu::Queue,
    ) -> Result<RgbaImage, HeadlessError> {
        crate::headless::readback::read_texture_rgba8(device, queue, &self.resolved)
    }

    /// [`HeadlessTarget::read_rgba8`], awaitable: the same code reads back natively and in
    /// browsers.
    pub async fn read_rgba8_async(
        &self,
        device: &wgpu::Device,
        queue: &wgpu::Queue,
    ) -> Result<RgbaImage, HeadlessError> {
        crate::headless::readback::read_texture_rgba8_async(device, queue, &self.resolved).await
    }
}

/// Pixels of a display of `display_size` imgui units at `framebuffer_scale` pixels per
/// unit, rounded; non-finite or negative products give 0 (which targets reject).
pub fn framebuffer_size(display_size: [f32; 2], framebuffer_scale: [f32; 2]) -> [u32; 2] {
    // `as` saturates: NaN and negatives become 0, huge values u32::MAX.
    [0, 1].map(|axis| (display_size[axis] * framebuffer_scale[axis]).round() as u32)
}
