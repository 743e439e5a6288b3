//! The colour target scenes draw into, with its view made once, so that starting a pass
//! creates no wgpu object of its own inside a measured frame.

/// A 1920x1080 sRGB colour texture that can be rendered to and read back.
pub struct SceneTarget {
    /// The texture (for readback).
    pub texture: wgpu::Texture,
    view: wgpu::TextureView,
}

impl SceneTarget {
    pub fn new(device: &wgpu::Device) -> SceneTarget {
        let texture = device.create_texture(&wgpu::TextureDescriptor {
            label: Some("scene target"),
            size: wgpu::Extent3d {
                width: super::DISPLAY_SIZE[0],
                height: super::DISPLAY_SIZE[1],
                depth_or_array_layers: 1,
            },
            mip_level_count: 1,
            sample_count: 1,
            dimension: wgpu::TextureDimension::D2,
            format: super::TARGET_FORMAT,
            usage: wgpu::TextureUsages::RENDER_ATTACHMENT | wgpu::TextureUsages::COPY_SRC,
            view_formats: &[],
        });
        let view = texture.create_view(&Default::default());
        SceneTarget { texture, view }
    }

    /// Starts a pass that clears the target to black, with optional timestamp writes.
    pub fn begin_pass<'e>(
        &self,
        encoder: &'e mut wgpu::CommandEncoder,
        timestamp_writes: Option<wgpu::RenderPassTimestampWrites<'_>>,
    ) -> wgpu::RenderPass<'e> {
        encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
            label: Some("scene pass"),
            color_attachments: &[Some(wgpu::RenderPassColorAttachment {
                view: &self.view,
                depth_slice: None,
                resolve_target: None,
                ops: wgpu::Operations {
                    load: wgpu::LoadOp::Clear(wgpu::Color::BLACK),
                    store: wgpu::StoreOp::Store,
                },
            })],
            timestamp_writes,
            ..Default::default()
        })
    }
}
