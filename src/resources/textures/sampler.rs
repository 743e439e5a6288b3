//! Samplers, cached by their options: a thousand textures with linear clamping share one.

/// How a user texture is sampled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SamplerOptions {
    /// Filter for magnification, minification and mipmaps.
    pub filter: wgpu::FilterMode,
    /// Address mode on both axes.
    pub address_mode: wgpu::AddressMode,
    /// The texels are sRGB-encoded colour in a format that does not say so (`Rgba8Unorm`,
    /// as dear-imgui-wgpu's users upload colour images): where the renderer outputs linear
    /// light (`*Srgb` and float targets) it decodes them with the exact transfer function,
    /// as sampling an `*Srgb` format would, so the image draws as the same pixels uploaded
    /// `Rgba8UnormSrgb` do. On `Unorm` targets the texels pass through, as imgui's colours
    /// do, so the option changes nothing there. Refused for a texture whose format is
    /// `*Srgb` already ([`TextureError::AlreadySrgb`](crate::TextureError::AlreadySrgb)).
    /// Linear filtering blends such texels before they are decoded (as dear-imgui-wgpu
    /// does); an `*Srgb` texture blends them after.
    pub decode_srgb: bool,
}

impl SamplerOptions {
    /// Linear filtering, clamped to the edge: imgui's default for images and the font atlas.
    pub const LINEAR: Self = Self {
        filter: wgpu::FilterMode::Linear,
        address_mode: wgpu::AddressMode::ClampToEdge,
        decode_srgb: false,
    };
    /// Nearest filtering, clamped to the edge: crisp pixel art and texture inspectors.
    pub const NEAREST: Self = Self {
        filter: wgpu::FilterMode::Nearest,
        address_mode: wgpu::AddressMode::ClampToEdge,
        decode_srgb: false,
    };

    /// These options for a texture whose texels are sRGB-encoded colour in a format that
    /// does not say so ([`SamplerOptions::decode_srgb`](field@SamplerOptions::decode_srgb)): `SamplerOptions::LINEAR.decode_srgb()`
    /// for an `Rgba8Unorm` colour image made for dear-imgui-wgpu.
    pub const fn decode_srgb(self) -> Self {
        Self {
            decode_srgb: true,
            ..self
        }
    }

    /// The options a `wgpu::Sampler` is made of (the decode is the shader's, not the
    /// sampler's): textures that differ only by it share one sampler.
    fn sampler_key(self) -> Self {
        Self {
            decode_srgb: false,
            ..self
        }
    }
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
        let key = options.sampler_key();
        self.samplers
            .entry(key)
            .or_insert_with(|| create_sampler(device, key))
    }

    /// The sampler for `options`, if one was made.
    pub fn existing(&self, options: SamplerOptions) -> Option<&wgpu::Sampler> {
        self.samplers.get(&options.sampler_key())
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
