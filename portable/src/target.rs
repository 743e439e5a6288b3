//! The tests' render targets: a texture the result is read from, multisampled behind it
//! where a test asks.

use imgui_webgpu::source::DrawSource;
use imgui_webgpu::{RenderError, RenderReport, RenderTarget, RendererFor, binding::Binding};

use crate::Gpu;

/// A target of one shape (size, format, samples; no depth) whose result can be read back.
pub struct Target {
    desc: RenderTarget,
    resolved: wgpu::Texture,
    resolved_view: wgpu::TextureView,
    multisampled_view: Option<wgpu::TextureView>,
}

impl Target {
    /// A target of `size` and `format` with `samples` samples (resolved for readback).
    pub fn new(gpu: Gpu<'_>, size: [u32; 2], format: wgpu::TextureFormat, samples: u32) -> Self {
        let texture = |label, samples, usage| {
            gpu.device.create_texture(&wgpu::TextureDescriptor {
                label: Some(label),
                size: wgpu::Extent3d {
                    width: size[0],
                    height: size[1],
                    depth_or_array_layers: 1,
                },
                mip_level_count: 1,
                sample_count: samples,
                dimension: wgpu::TextureDimension::D2,
                format,
                usage,
                view_formats: &[],
            })
        };
        let resolved = texture(
            "portable target",
            1,
            wgpu::TextureUsages::RENDER_ATTACHMENT | wgpu::TextureUsages::COPY_SRC,
        );
        let multisampled = (samples > 1).then(|| {
            texture(
                "portable target, multisampled",
                samples,
                wgpu::TextureUsages::RENDER_ATTACHMENT,
            )
        });
        Self {
            desc: RenderTarget::new(size, format).with_sample_count(samples),
            resolved_view: resolved.create_view(&Default::default()),
            multisampled_view: multisampled.map(|texture| texture.create_view(&Default::default())),
            resolved,
        }
    }

    /// The pass shape a renderer draws into this target with.
    pub fn desc(&self) -> RenderTarget {
        self.desc
    }

    /// The single-sampled texture that holds the result.
    pub fn texture(&self) -> &wgpu::Texture {
        &self.resolved
    }

    /// Records a pass into this target that clears it to black, then runs `draw`.
    pub fn encode_pass<R>(
        &self,
        encoder: &mut wgpu::CommandEncoder,
        draw: impl FnOnce(&mut wgpu::RenderPass<'_>) -> R,
    ) -> R {
        let (view, resolve_target) = match &self.multisampled_view {
            Some(multisampled) => (multisampled, Some(&self.resolved_view)),
            None => (&self.resolved_view, None),
        };
        let mut pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
            label: Some("portable pass"),
            color_attachments: &[Some(wgpu::RenderPassColorAttachment {
                view,
                depth_slice: None,
                resolve_target,
                ops: wgpu::Operations {
                    load: wgpu::LoadOp::Clear(wgpu::Color::BLACK),
                    store: wgpu::StoreOp::Store,
                },
            })],
            ..Default::default()
        });
        draw(&mut pass)
    }

    /// Clears the target, renders `source` into it with `renderer`, and submits.
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
}
