//! The textures the tests draw with: one helper over wgpu's `create_texture_with_data`.

use wgpu::util::DeviceExt as _;

/// A descriptor of a small sampleable 2D texture (4x4 texels of `format`): change what a
/// test is about (usage, dimension, samples) before creating it.
pub fn small_texture_desc(format: wgpu::TextureFormat) -> wgpu::TextureDescriptor<'static> {
    wgpu::TextureDescriptor {
        label: Some("small test texture"),
        size: wgpu::Extent3d {
            width: 4,
            height: 4,
            depth_or_array_layers: 1,
        },
        mip_level_count: 1,
        sample_count: 1,
        dimension: wgpu::TextureDimension::D2,
        format,
        usage: wgpu::TextureUsages::TEXTURE_BINDING | wgpu::TextureUsages::COPY_DST,
        view_formats: &[],
    }
}

/// A sampleable, copyable 2D texture of `size` holding `texels` (tightly packed rows).
pub fn texture_with_texels(
    device: &wgpu::Device,
    queue: &wgpu::Queue,
    format: wgpu::TextureFormat,
    size: [u32; 2],
    texels: &[u8],
) -> wgpu::Texture {
    device.create_texture_with_data(
        queue,
        &wgpu::TextureDescriptor {
            label: Some("test texture"),
            size: wgpu::Extent3d {
                width: size[0],
                height: size[1],
                depth_or_array_layers: 1,
            },
            mip_level_count: 1,
            sample_count: 1,
            dimension: wgpu::TextureDimension::D2,
            format,
            usage: wgpu::TextureUsages::TEXTURE_BINDING
                | wgpu::TextureUsages::COPY_DST
                | wgpu::TextureUsages::COPY_SRC,
            view_formats: &[],
        },
        wgpu::util::TextureDataOrder::LayerMajor,
        texels,
    )
}

/// A `size`-square texture of one colour (4 bytes a texel).
pub fn solid_texture(
    device: &wgpu::Device,
    queue: &wgpu::Queue,
    format: wgpu::TextureFormat,
    size: u32,
    rgba: [u8; 4],
) -> wgpu::Texture {
    let texels = rgba.repeat((size * size) as usize);
    texture_with_texels(device, queue, format, [size, size], &texels)
}

/// A default view of a texture.
pub fn view(texture: &wgpu::Texture) -> wgpu::TextureView {
    texture.create_view(&wgpu::TextureViewDescriptor::default())
}
