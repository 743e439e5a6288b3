//! The font atlas: one texture and one bind group, stored apart from every cache.
//!
//! Dear ImGui's C++ WebGPU backend kept the font bind group in the same map as user images,
//! so clearing that map needed special cases and release paths could reach it twice. Here the
//! atlas is its own field: no cache clear can touch it, and replacing it drops the old one
//! at once, so exactly one atlas is alive at any time.

use super::id::{Generation, PackedTextureId, TextureKind};
use super::nearest::{NearestBinder, NearestGroup};
use crate::error::{SetupError, TextureIdError};
use crate::gpu::Gpu;
use crate::source::TextureId;

/// A font atlas's pixels as a binding hands them over: RGBA8, rows top to bottom, tightly
/// packed (imgui-rs's `build_rgba32_texture`).
#[derive(Clone, Copy, Debug)]
pub(crate) struct FontImage<'a> {
    pub width: u32,
    pub height: u32,
    pub pixels: &'a [u8],
}

/// The uploaded font atlas and the id imgui draws it with.
#[derive(Debug)]
pub(crate) struct FontAtlas {
    bind_group: wgpu::BindGroup,
    generation: Generation,
    size: [u32; 2],
    /// Its nearest bind group, made when a draw first asks for one.
    nearest: NearestGroup,
    texture: wgpu::Texture,
}

impl FontAtlas {
    /// Uploads imgui's atlas. imgui's `tex_id` is left alone: the renderer
    /// points it at this atlas only once the whole call that uploaded it has succeeded
    /// (`recover` can still refuse the device after this), so a refused call leaves imgui
    /// drawing with the atlas the renderer still holds.
    pub fn upload(
        gpu: &Gpu,
        layout: &wgpu::BindGroupLayout,
        sampler: &wgpu::Sampler,
        atlas: FontImage<'_>,
        generation: Generation,
    ) -> Result<Self, SetupError> {
        let (device, queue) = (&gpu.device, &gpu.queue);
        let size = [atlas.width.max(1), atlas.height.max(1)];
        let max = gpu.caps.max_texture_side;
        if size[0] > max || size[1] > max {
            return Err(SetupError::FontAtlasTooLarge { size, max });
        }
        let expected_len = size[0] as usize * size[1] as usize * 4;
        if atlas.pixels.len() != expected_len {
            return Err(SetupError::FontAtlasData {
                expected: expected_len,
                actual: atlas.pixels.len(),
            });
        }
        let extent = wgpu::Extent3d {
            width: size[0],
            height: size[1],
            depth_or_array_layers: 1,
        };
        let texture = device.create_texture(&wgpu::TextureDescriptor {
            label: Some("imgui-webgpu font atlas"),
            size: extent,
            mip_level_count: 1,
            sample_count: 1,
            dimension: wgpu::TextureDimension::D2,
            format: wgpu::TextureFormat::Rgba8Unorm,
            usage: wgpu::TextureUsages::TEXTURE_BINDING | wgpu::TextureUsages::COPY_DST,
            view_formats: &[],
        });
        queue.write_texture(
            texture.as_image_copy(),
            atlas.pixels,
            wgpu::TexelCopyBufferLayout {
                offset: 0,
                bytes_per_row: Some(size[0] * 4),
                rows_per_image: None,
            },
            extent,
        );
        let view = texture.create_view(&wgpu::TextureViewDescriptor::default());
        let bind_group = super::texture_bind_group(device, layout, &view, sampler, "font atlas");
        Ok(Self {
            bind_group,
            generation,
            size,
            nearest: NearestGroup::default(),
            texture,
        })
    }

    #[cfg_attr(not(feature = "imgui-rs"), allow(dead_code))]
    /// The id imgui draws this atlas with.
    pub fn id_for(generation: Generation) -> TextureId {
        PackedTextureId::pack(TextureKind::Imgui, generation, 0)
    }

    /// Width and height in texels.
    pub fn size(&self) -> [u32; 2] {
        self.size
    }

    /// The bind group (the nearest one with `nearest`), if `packed` (an id of this
    /// renderer) names this atlas.
    #[inline]
    pub fn resolve(
        &self,
        packed: PackedTextureId,
        raw: u64,
        nearest: Option<NearestBinder<'_>>,
    ) -> Result<&wgpu::BindGroup, TextureIdError> {
        let current = self.generation.counter();
        if packed.index != 0 || packed.counter > current {
            Err(TextureIdError::Unknown { id: raw })
        } else if packed.counter == current {
            Ok(match nearest {
                None => &self.bind_group,
                Some(binder) => self.nearest.get_or_bind(&self.texture, binder),
            })
        } else {
            Err(TextureIdError::StaleFontAtlas { id: raw })
        }
    }
}
