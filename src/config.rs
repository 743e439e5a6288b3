//! Renderer configuration and pass shapes: what the passes the renderer draws into look
//! like, spelled one way ([`PassShape`]).
//!
//! wgpu bakes a pipeline for one colour format, depth format and sample count. The renderer
//! builds one for the configuration's pass shape in `Renderer::new`, and one more the first
//! time a pass of another shape is drawn into ([`Renderer::render_into`](crate::RendererFor::render_into)), so one
//! imgui frame can go to an MSAA window and a single-sampled screenshot alike.

/// How imgui's colours (which are sRGB-encoded) are written to the target.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum OutputColorSpace {
    /// Pick from the target format: `*Srgb` and float (HDR) formats store linear values, so
    /// colours are decoded with the exact sRGB transfer function; `Unorm` formats store
    /// encoded values, so colours pass through as they are.
    #[default]
    Auto,
    /// Always pass imgui's sRGB-encoded colours through unchanged.
    Encoded,
    /// Always decode imgui's colours to linear.
    Linear,
}

impl OutputColorSpace {
    /// Whether colours are decoded to linear on a `format` target.
    pub(crate) fn decodes_for(self, format: wgpu::TextureFormat) -> bool {
        match self {
            Self::Encoded => false,
            Self::Linear => true,
            Self::Auto => format.is_srgb() || is_float_format(format),
        }
    }
}

/// What a render pipeline is baked for, and so what a pass must look like for the renderer
/// to draw into it: the colour format, the depth-stencil format if the pass has one, and the
/// MSAA sample count. The one spelling of a pass's shape: [`RendererConfig`] holds the shape
/// of [`Renderer::render`](crate::RendererFor::render)'s passes, and [`RenderTarget`] a pass of any shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct PassShape {
    /// Format of the colour attachment.
    pub format: wgpu::TextureFormat,
    /// Format of the depth-stencil attachment, if the pass has one. The UI ignores depth
    /// (compare `Always`, no writes), but the pipeline must match the pass.
    pub depth_format: Option<wgpu::TextureFormat>,
    /// MSAA sample count of the attachments (1 for none).
    pub sample_count: u32,
}

impl PassShape {
    /// A single-sampled pass into `format`, without depth.
    pub fn new(format: wgpu::TextureFormat) -> Self {
        Self {
            format,
            depth_format: None,
            sample_count: 1,
        }
    }

    /// Returns the shape with a depth-stencil attachment of `format`.
    pub fn with_depth(mut self, format: wgpu::TextureFormat) -> Self {
        self.depth_format = Some(format);
        self
    }

    /// Returns the shape with an MSAA sample count.
    pub fn with_sample_count(mut self, sample_count: u32) -> Self {
        self.sample_count = sample_count;
        self
    }
}

/// The attachment one `render` call draws into: its size in pixels and its shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct RenderTarget {
    /// Width and height of the pass's attachments, in pixels.
    pub size: [u32; 2],
    /// The pass's colour format, depth format and sample count.
    pub shape: PassShape,
}

impl RenderTarget {
    /// A single-sampled target of `size` pixels and `format`, without depth.
    pub fn new(size: [u32; 2], format: wgpu::TextureFormat) -> Self {
        Self {
            size,
            shape: PassShape::new(format),
        }
    }

    /// A target of `size` pixels and `shape`.
    pub fn of_shape(size: [u32; 2], shape: PassShape) -> Self {
        Self { size, shape }
    }

    /// Returns the target with a depth-stencil attachment of `format`.
    pub fn with_depth(mut self, format: wgpu::TextureFormat) -> Self {
        self.shape = self.shape.with_depth(format);
        self
    }

    /// Returns the target with an MSAA sample count.
    pub fn with_sample_count(mut self, sample_count: u32) -> Self {
        self.shape = self.shape.with_sample_count(sample_count);
        self
    }

    /// Returns the target, same shape, at another size (a window resized, say).
    pub fn with_size(mut self, size: [u32; 2]) -> Self {
        self.size = size;
        self
    }
}

/// The renderer's default pass shape and colour handling.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct RendererConfig {
    /// The shape of [`Renderer::render`](crate::RendererFor::render)'s passes (built with `Renderer::new`; other
    /// shapes are built on first use by [`Renderer::render_into`](crate::RendererFor::render_into)).
    pub shape: PassShape,
    /// Whether colours are decoded to linear; see [`OutputColorSpace`].
    pub output_color_space: OutputColorSpace,
    /// Whether the device supports `base_vertex` in indexed draws
    /// (`DownlevelFlags::BASE_VERTEX`). `None` guesses: yes, except on the GL backend
    /// (WebGL2 lacks it). Set it from `adapter.get_downlevel_capabilities()` to be exact.
    /// Without it the renderer rebinds the vertex buffer at each list's offset instead.
    pub base_vertex: Option<bool>,
    /// Whether draw lists identical to ones already uploaded are drawn from the GPU's copy
    /// instead of being written again. The check compares every byte against a CPU copy,
    /// which reads about twice what a write copies, so it pays only where writing is dear.
    /// `None` (the default) decides by backend, as measured (`docs/performance.md`): on for
    /// GL and WebGL2, where a write costs 2-3 times the check; off elsewhere, where on a
    /// real GPU's Vulkan driver the check cost about as much as the copy it saved.
    pub reuse_unchanged_lists: Option<bool>,
}

impl RendererConfig {
    /// A configuration for single-sampled passes into `format`, without depth.
    pub fn new(format: wgpu::TextureFormat) -> Self {
        Self::for_shape(PassShape::new(format))
    }

    /// A configuration for passes of `shape`, with the other settings at their defaults.
    pub fn for_shape(shape: PassShape) -> Self {
        Self {
            shape,
            output_color_space: OutputColorSpace::Auto,
            base_vertex: None,
            reuse_unchanged_lists: None,
        }
    }

    /// Returns the configuration with a depth-stencil attachment of `format`.
    pub fn with_depth(mut self, format: wgpu::TextureFormat) -> Self {
        self.shape = self.shape.with_depth(format);
        self
    }

    /// Returns the configuration with an MSAA sample count.
    pub fn with_sample_count(mut self, sample_count: u32) -> Self {
        self.shape = self.shape.with_sample_count(sample_count);
        self
    }

    /// Returns the configuration with an output colour space.
    pub fn with_output_color_space(mut self, space: OutputColorSpace) -> Self {
        self.output_color_space = space;
        self
    }

    /// Returns the configuration with `base_vertex` support stated (see the field).
    pub fn with_base_vertex(mut self, supported: bool) -> Self {
        self.base_vertex = Some(supported);
        self
    }

    /// Returns the configuration with list reuse on or off (see the field).
    pub fn with_list_reuse(mut self, reuse: bool) -> Self {
        self.reuse_unchanged_lists = Some(reuse);
        self
    }

    /// Returns the configuration with `base_vertex` support read from the adapter.
    pub fn with_downlevel(self, capabilities: &wgpu::DownlevelCapabilities) -> Self {
        self.with_base_vertex(
            capabilities
                .flags
                .contains(wgpu::DownlevelFlags::BASE_VERTEX),
        )
    }

    /// The render target of this configuration's shape at `size` pixels.
    pub fn target(&self, size: [u32; 2]) -> RenderTarget {
        RenderTarget::of_shape(size, self.shape)
    }

    /// Whether vertex colours are decoded from sRGB to linear on this configuration's target.
    pub fn converts_to_linear(&self) -> bool {
        self.output_color_space.decodes_for(self.shape.format)
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
