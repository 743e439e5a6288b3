//! An offscreen target: colour (resolved from MSAA when asked for) and depth, made once and
//! rendered into pass after pass, then read back.

use crate::error::OffscreenError;
use crate::images::RgbaImage;

/// What an [`OffscreenTarget`] is made of: its size, colour format, samples, depth, and
/// whether its result may be sampled. The callers' targets differ in exactly these.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct TargetDesc {
    /// Width and height in pixels.
    pub size: [u32; 2],
    /// The colour format (the readback supports 8-bit RGBA/BGRA and `Rgba16Float`).
    pub format: wgpu::TextureFormat,
    /// Samples per pixel; above 1 the pass draws into a multisampled texture resolved into
    /// the one read back.
    pub sample_count: u32,
    /// A depth attachment of this format (with the colour's sample count), if any.
    pub depth_format: Option<wgpu::TextureFormat>,
    /// Whether the result may be bound for sampling (`TEXTURE_BINDING`), so a test can draw
    /// the target into another frame.
    pub sampled: bool,
    /// The wgpu label of its textures and passes, to tell them apart in wgpu's messages.
    pub label: &'static str,
}

impl TargetDesc {
    /// A single-sampled `format` target of `size` without depth, not sampled.
    pub fn new(size: [u32; 2], format: wgpu::TextureFormat) -> Self {
        Self {
            size,
            format,
            sample_count: 1,
            depth_format: None,
            sampled: false,
            label: "offscreen target",
        }
    }

    /// The same with `sample_count` samples per pixel.
    pub fn with_sample_count(self, sample_count: u32) -> Self {
        Self {
            sample_count,
            ..self
        }
    }

    /// The same with a depth attachment of `format`.
    pub fn with_depth(self, format: wgpu::TextureFormat) -> Self {
        Self {
            depth_format: Some(format),
            ..self
        }
    }

    /// The same, with a result that may be bound for sampling.
    pub fn sampled(self) -> Self {
        Self {
            sampled: true,
            ..self
        }
    }

    /// The same, labelled `label` in wgpu's messages.
    pub fn with_label(self, label: &'static str) -> Self {
        Self { label, ..self }
    }
}

/// An offscreen colour target (plus MSAA and depth attachments when asked for): the texture a
/// test renders into and reads back. Its views are made once, so a pass into it creates no
/// wgpu object (a frame's object counts are the renderer's alone).
#[derive(Debug)]
pub struct OffscreenTarget {
    desc: TargetDesc,
    resolved: wgpu::Texture,
    resolved_view: wgpu::TextureView,
    multisampled_view: Option<wgpu::TextureView>,
    depth_view: Option<wgpu::TextureView>,
}

impl OffscreenTarget {
    /// Creates the target's textures and views. A size that is zero or past the device's
    /// largest 2D texture is an error, not a wgpu validation failure.
    pub fn new(device: &wgpu::Device, desc: TargetDesc) -> Result<Self, OffscreenError> {
        let max = device.limits().max_texture_dimension_2d;
        if desc.size.iter().any(|side| *side == 0 || *side > max) {
            return Err(OffscreenError::InvalidTargetSize(desc.size));
        }
        let extent = wgpu::Extent3d {
            width: desc.size[0],
            height: desc.size[1],
            depth_or_array_layers: 1,
        };
        let texture = |format, sample_count, usage| {
            device.create_texture(&wgpu::TextureDescriptor {
                label: Some(desc.label),
                size: extent,
                mip_level_count: 1,
                sample_count,
                dimension: wgpu::TextureDimension::D2,
                format,
                usage,
                view_formats: &[],
            })
        };
        let mut usage = wgpu::TextureUsages::RENDER_ATTACHMENT | wgpu::TextureUsages::COPY_SRC;
        if desc.sampled {
            usage |= wgpu::TextureUsages::TEXTURE_BINDING;
        }
        let resolved = texture(desc.format, 1, usage);
        let multisampled = (desc.sample_count > 1).then(|| {
            texture(
                desc.format,
                desc.sample_count,
                wgpu::TextureUsages::RENDER_ATTACHMENT,
            )
        });
        let depth = desc.depth_format.map(|format| {
            texture(
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

    /// What the target was made of.
    pub fn desc(&self) -> TargetDesc {
        self.desc
    }

    /// Its size in pixels: what a renderer's pass shape needs.
    pub fn size(&self) -> [u32; 2] {
        self.desc.size
    }

    /// The single-sampled colour texture that holds the final image (to read back, or to
    /// sample when the target is [`TargetDesc::sampled`]).
    pub fn texture(&self) -> &wgpu::Texture {
        &self.resolved
    }

    /// A view of [`OffscreenTarget::texture`], made once.
    pub fn view(&self) -> &wgpu::TextureView {
        &self.resolved_view
    }

    /// Starts a render pass into this target that clears it to `clear` (and depth to 1), with
    /// optional timestamp writes (a benchmark times its passes). The pass borrows the
    /// encoder, not the target, so a caller may hold it as long as it needs.
    pub fn begin_pass<'e>(
        &self,
        encoder: &'e mut wgpu::CommandEncoder,
        clear: wgpu::Color,
        timestamp_writes: Option<wgpu::RenderPassTimestampWrites<'_>>,
    ) -> wgpu::RenderPass<'e> {
        let (view, resolve_target) = match &self.multisampled_view {
            Some(multisampled) => (multisampled, Some(&self.resolved_view)),
            None => (&self.resolved_view, None),
        };
        encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
            label: Some(self.desc.label),
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
            timestamp_writes,
            ..Default::default()
        })
    }

    /// Records a render pass into this target that clears it to `clear`, then runs `draw`
    /// (the caller's renderer call) in it.
    pub fn encode_pass<R>(
        &self,
        encoder: &mut wgpu::CommandEncoder,
        clear: wgpu::Color,
        draw: impl FnOnce(&mut wgpu::RenderPass<'_>) -> R,
    ) -> R {
        let mut pass = self.begin_pass(encoder, clear, None);
        draw(&mut pass)
    }

    /// Copies the image back to the CPU as tightly packed RGBA8 (sRGB-encoded for float
    /// targets, so every format compares alike). It blocks: in browsers, await
    /// [`OffscreenTarget::read_rgba8_async`].
    pub fn read_rgba8(
        &self,
        device: &wgpu::Device,
        queue: &wgpu::Queue,
    ) -> Result<RgbaImage, OffscreenError> {
        crate::readback::read_texture_rgba8(device, queue, &self.resolved)
    }

    /// [`OffscreenTarget::read_rgba8`], awaitable: the same code reads back natively and in
    /// browsers.
    pub async fn read_rgba8_async(
        &self,
        device: &wgpu::Device,
        queue: &wgpu::Queue,
    ) -> Result<RgbaImage, OffscreenError> {
        crate::readback::read_texture_rgba8_async(device, queue, &self.resolved).await
    }
}

/// Pixels of a display of `display_size` imgui units at `framebuffer_scale` pixels per
/// unit, rounded; non-finite or negative products give 0 (which targets reject).
pub fn framebuffer_size(display_size: [f32; 2], framebuffer_scale: [f32; 2]) -> [u32; 2] {
    // `as` saturates: NaN and negatives become 0, huge values u32::MAX.
    [0, 1].map(|axis| (display_size[axis] * framebuffer_scale[axis]).round() as u32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn framebuffer_size_scales_and_rounds() {
        assert_eq!(framebuffer_size([320.0, 200.0], [2.0, 2.0]), [640, 400]);
        assert_eq!(framebuffer_size([100.0, 75.0], [1.5, 1.5]), [150, 113]);
        assert_eq!(framebuffer_size([f32::NAN, -4.0], [1.0, 1.0]), [0, 0]);
    }
}
