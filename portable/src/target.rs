//! The tests' render target: `imgui-webgpu-offscreen`'s (the result resolved from
//! multisampling where a test asks for samples), with the pass shape a renderer draws into
//! it with, and the one renderer call.

use imgui_webgpu::source::DrawSource;
use imgui_webgpu::{RenderError, RenderReport, RenderTarget, RendererFor, binding::Binding};
use imgui_webgpu_offscreen::images::RgbaImage;
use imgui_webgpu_offscreen::{OffscreenTarget, TargetDesc};

use crate::Gpu;

/// A target of one shape (size, format, samples; no depth) whose result can be read back.
pub struct Target {
    desc: RenderTarget,
    target: OffscreenTarget,
}

impl Target {
    /// A target of `size` and `format` with `samples` samples (resolved for readback). A size
    /// the device cannot hold is an error, not a wgpu validation failure.
    pub fn new(
        gpu: Gpu<'_>,
        size: [u32; 2],
        format: wgpu::TextureFormat,
        samples: u32,
    ) -> Result<Self, String> {
        let desc = TargetDesc::new(size, format)
            .with_sample_count(samples)
            .with_label("portable target");
        Ok(Self {
            desc: RenderTarget::new(size, format).with_sample_count(samples),
            target: OffscreenTarget::new(gpu.device, desc).map_err(|error| error.to_string())?,
        })
    }

    /// The pass shape a renderer draws into this target with.
    pub fn desc(&self) -> RenderTarget {
        self.desc
    }

    /// Records a pass into this target that clears it to black, then runs `draw` in it.
    pub fn encode_pass<R>(
        &self,
        encoder: &mut wgpu::CommandEncoder,
        draw: impl FnOnce(&mut wgpu::RenderPass<'_>) -> R,
    ) -> R {
        self.target.encode_pass(encoder, wgpu::Color::BLACK, draw)
    }

    /// Clears the target to black, renders `source` into it with `renderer`, and submits.
    pub fn render<B: Binding, S: DrawSource>(
        &self,
        gpu: Gpu<'_>,
        renderer: &mut RendererFor<B>,
        source: &S,
    ) -> Result<RenderReport, RenderError> {
        let mut encoder = gpu.device.create_command_encoder(&Default::default());
        let report = self.encode_pass(&mut encoder, |pass| {
            renderer.render_into(source, pass, self.desc)
        });
        gpu.queue.submit([encoder.finish()]);
        report
    }

    /// The result's pixels (RGBA8), without blocking a browser.
    pub async fn read(&self, gpu: Gpu<'_>) -> Result<RgbaImage, String> {
        self.target
            .read_rgba8_async(gpu.device, gpu.queue)
            .await
            .map_err(|error| error.to_string())
    }
}
