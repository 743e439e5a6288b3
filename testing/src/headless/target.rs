//! The offscreen target a harness renders into: `imgui-webgpu-offscreen`'s, shaped by the
//! renderer's pass shape ([`RenderTarget`]), with the one renderer call added.

use imgui_webgpu::source::DrawSource;
use imgui_webgpu::{RenderError, RenderReport, RenderTarget};
use imgui_webgpu_offscreen::{OffscreenTarget, TargetDesc};

use crate::binding::Renderer;

use crate::error::HeadlessError;
use crate::images::RgbaImage;

/// An offscreen colour target (plus MSAA and depth attachments when asked for) of a
/// renderer's pass shape: an [`OffscreenTarget`] (whose result may be sampled) that renders
/// a [`DrawSource`] through this crate's [`Renderer`].
#[derive(Debug)]
pub struct HeadlessTarget {
    desc: RenderTarget,
    target: OffscreenTarget,
}

impl HeadlessTarget {
    /// Creates the target's textures.
    pub fn new(device: &wgpu::Device, desc: RenderTarget) -> Result<Self, HeadlessError> {
        let shape = desc.shape;
        let mut offscreen = TargetDesc::new(desc.size, shape.format)
            .with_sample_count(shape.sample_count)
            .sampled()
            .with_label("headless target");
        if let Some(depth) = shape.depth_format {
            offscreen = offscreen.with_depth(depth);
        }
        Ok(Self {
            desc,
            target: OffscreenTarget::new(device, offscreen)?,
        })
    }

    /// The target's shape: size, format, sample count, depth.
    pub fn desc(&self) -> RenderTarget {
        self.desc
    }

    /// The binding-free target underneath (its textures, passes and readback).
    pub fn offscreen(&self) -> &OffscreenTarget {
        &self.target
    }

    /// The single-sampled colour texture that holds the final image.
    pub fn texture(&self) -> &wgpu::Texture {
        self.target.texture()
    }

    /// Records a render pass into this target that clears it, then runs `draw`.
    pub fn encode_pass<R>(
        &self,
        encoder: &mut wgpu::CommandEncoder,
        clear: wgpu::Color,
        draw: impl FnOnce(&mut wgpu::RenderPass<'_>) -> R,
    ) -> R {
        self.target.encode_pass(encoder, clear, draw)
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
        Ok(self.target.read_rgba8(device, queue)?)
    }

    /// [`HeadlessTarget::read_rgba8`], awaitable: the same code reads back natively and in
    /// browsers.
    pub async fn read_rgba8_async(
        &self,
        device: &wgpu::Device,
        queue: &wgpu::Queue,
    ) -> Result<RgbaImage, HeadlessError> {
        Ok(self.target.read_rgba8_async(device, queue).await?)
    }
}
