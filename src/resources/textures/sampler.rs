//! Samplers, cached by their options: a thousand textures with linear clamping share one.

/// How a user texture is sampled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SamplerOptions {
    /// Filter for magnification, minification and mipmaps.
    pub filter: wgpu::FilterMode,
    /// Address mode on both axes.
    pub address_mode: wgpu::AddressMode,
}

impl SamplerOptions {
    /// Linear filtering, clamped to the edge: imgui's default for images and the font atlas.
    pub const LINEAR: Self = Self {
        filter: wgpu::FilterMode::Linear,
        address_mode: wgpu::AddressMode::ClampToEdge,
    };
    /// Nearest filtering, clamped to the edge: crisp pixel art and texture inspectors.
    pub const NEAREST: Self = Self {
        filter: wgpu::FilterMode::Nearest,
        address_mode: wgpu::AddressMode::ClampToEdge,
    };
}

impl Default for SamplerOptions {
    fn default() -> Self {
        Self::LINEAR
    }
}

/// One sampler per distinct [`SamplerOptions`], created on first use, released on drop.
#[derive(Debug, Default)]
pub(crate) struct SamplerCache {
    samplers: hashbrown::HashMap<SamplerOptions, wgpu::Sampler>,
}

impl SamplerCache {
    /// The sampler for `options`, creating it the first time.
    pub fn get(&mut self, device: &wgpu::Device, options: SamplerOptions) -> &wgpu::Sampler {
        self.samplers
            .entry(options)
            .or_insert_with(|| create_sampler(device, options))
    }

    /// The sampler for `options`, if one was made.
    pub fn existing(&self, options: SamplerOptions) -> Option<&wgpu::Sampler> {
        self.samplers.get(&options)
    }

    /// How many samplers are alive.
    pub fn len(&self) -> usize {
        self.samplers.len()
    }
}

/// A sampler for `options`.
pub(crate) fn create_sampler(device: &wgpu::Device, options: SamplerOptions) -> wgpu::Sampler {
    device.create_sampler(&wgpu::SamplerDescriptor {
        label: Some("imgui-webgpu sampler"),
        address_mode_u: options.address_mode,
        address_mode_v: options.address_mode,
        address_mode_w: options.address_mode,
        mag_filter: options.filter,
        min_filter: options.filter,
        mipmap_filter: match options.filter {
            wgpu::FilterMode::Nearest => wgpu::MipmapFilterMode::Nearest,
            wgpu::FilterMode::Linear => wgpu::MipmapFilterMode::Linear,
        },
        ..Default::default()
    })
}
