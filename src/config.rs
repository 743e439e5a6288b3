//! Renderer configuration: what the render pass the renderer draws into looks like.
//!
//! The pipeline is baked for one target format, depth format and sample count, because wgpu
//! pipelines are. Everything here is checked against the device in [`RendererConfig::validate`]
//! so a mismatch is a clear [`ConfigError`] at creation instead of a wgpu validation error.

use crate::error::ConfigError;

/// How imgui's colours (which are sRGB-encoded) are written to the target.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum OutputColorSpace {
    /// Pick from the target format: `*Srgb` and float (HDR) formats store linear values, so
    /// colours are converted with the exact sRGB transfer function; `Unorm` formats store
    /// encoded values, so colours pass through as they are.
    #[default]
    Auto,
    /// Always pass imgui's sRGB-encoded colours through unchanged.
    Encoded,
    /// Always convert imgui's colours to linear before blending.
    Linear,
}

/// The shape of the render pass the renderer draws into.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RendererConfig {
    /// Format of the colour attachment.
    pub target_format: wgpu::TextureFormat,
    /// Format of the pass's depth-stencil attachment, if it has one. The UI ignores depth
    /// (compare `Always`, no writes), but the pipeline must match the pass.
    pub depth_format: Option<wgpu::TextureFormat>,
    /// MSAA sample count of the pass's attachments (1 for none).
    pub sample_count: u32,
    /// Whether colours are converted to linear; see [`OutputColorSpace`].
    pub output_color_space: OutputColorSpace,
    /// Whether the device supports `base_vertex` in indexed draws
    /// (`DownlevelFlags::BASE_VERTEX`). `None` guesses: yes, except on the GL backend
    /// (WebGL2 lacks it). Set it from `adapter.get_downlevel_capabilities()` to be exact.
    /// Without it the renderer rebinds the vertex buffer at each list's offset instead.
    pub base_vertex: Option<bool>,
}

impl RendererConfig {
    /// A configuration for a single-sampled pass with no depth attachment.
    pub fn new(target_format: wgpu::TextureFormat) -> Self {
        Self {
            target_format,
            depth_format: None,
            sample_count: 1,
            output_color_space: OutputColorSpace::Auto,
            base_vertex: None,
        }
    }

    /// Returns the configuration with a depth-stencil attachment of `format`.
    pub fn with_depth(mut self, format: wgpu::TextureFormat) -> Self {
        self.depth_format = Some(format);
        self
    }

    /// Returns the configuration with an MSAA sample count.
    pub fn with_sample_count(mut self, sample_count: u32) -> Self {
        self.sample_count = sample_count;
        self
    }

    /// Returns the configuration with `base_vertex` support read from the adapter.
    pub fn with_downlevel(mut self, capabilities: &wgpu::DownlevelCapabilities) -> Self {
        self.base_vertex = Some(
            capabilities
                .flags
                .contains(wgpu::DownlevelFlags::BASE_VERTEX),
        );
        self
    }

    /// Whether vertex colours are converted from sRGB to linear for this target.
    pub fn converts_to_linear(&self) -> bool {
        match self.output_color_space {
            OutputColorSpace::Encoded => false,
            OutputColorSpace::Linear => true,
            OutputColorSpace::Auto => {
                self.target_format.is_srgb() || is_float_format(self.target_format)
            }
        }
    }

    /// Checks the configuration against what WebGPU guarantees for the device's features
    /// (sample counts beyond those need `TEXTURE_ADAPTER_SPECIFIC_FORMAT_FEATURES`, which
    /// this check does not consult: it may refuse a count the adapter supports).
    pub fn validate(&self, device: &wgpu::Device) -> Result<(), ConfigError> {
        let features = self
            .target_format
            .guaranteed_format_features(device.features());
        let renderable = features
            .allowed_usages
            .contains(wgpu::TextureUsages::RENDER_ATTACHMENT)
            && features
                .flags
                .contains(wgpu::TextureFormatFeatureFlags::BLENDABLE)
            && self.target_format.has_color_aspect();
        if !renderable {
            return Err(ConfigError::TargetFormatNotRenderable(self.target_format));
        }
        if !features.flags.sample_count_supported(self.sample_count) {
            return Err(ConfigError::UnsupportedSampleCount {
                sample_count: self.sample_count,
                format: self.target_format,
            });
        }
        if let Some(depth) = self.depth_format {
            if !depth.is_depth_stencil_format() {
                return Err(ConfigError::NotADepthFormat(depth));
            }
            let depth_features = depth.guaranteed_format_features(device.features());
            if !depth_features
                .flags
                .sample_count_supported(self.sample_count)
            {
                return Err(ConfigError::UnsupportedSampleCount {
                    sample_count: self.sample_count,
                    format: depth,
                });
            }
        }
        Ok(())
    }
}

/// Float formats hold linear values (HDR and scRGB swapchains use them).
fn is_float_format(format: wgpu::TextureFormat) -> bool {
    use wgpu::TextureFormat as F;
    matches!(
        format,
        F::R16Float
            | F::Rg16Float
            | F::Rgba16Float
            | F::R32Float
            | F::Rg32Float
            | F::Rgba32Float
            | F::Rg11b10Ufloat
    )
}
