//! The GPU program: shader module, bind group layouts and the render pipelines.
//!
//! The shader and layouts are created with the device's other objects (by `Renderer::new`
//! and `recover`); a pipeline is built for each pass shape (colour format, depth format,
//! sample count) the renderer draws into, the configuration's at once and any other on
//! first use. Where a shape stores linear light, a second one for it decodes the texels of
//! `Unorm` textures holding sRGB colour (`SamplerOptions::decode_srgb`), built the first
//! time such a texture is drawn into that shape. All are released with the device's
//! objects.
//!
//! Group 0 holds the per-call uniforms (one slot of the geometry store's uniform buffer,
//! each slot with its own bind group, so several `render` calls in one frame each keep their
//! own projection without dynamic offsets); group 1 holds one texture and its sampler and is
//! the only state that changes between draws.

use crate::config::{OutputColorSpace, PassShape};
use crate::error::{ShapeError, WgpuError};
use crate::gpu::{ErrorScopes, Gpu, ready_now};
use crate::render::mapping::UNIFORMS_SIZE;
use crate::source::{DrawIdx, DrawVert};

/// Byte size of one imgui vertex: position (2 x f32), uv (2 x f32), colour (4 x u8).
pub(crate) const VERTEX_SIZE: u64 = std::mem::size_of::<DrawVert>() as u64;

/// Byte size of one imgui index.
pub(crate) const INDEX_SIZE: u64 = std::mem::size_of::<DrawIdx>() as u64;

/// The index format matching `DrawIdx` (16 bits unless imgui was built with 32).
pub(crate) const INDEX_FORMAT: wgpu::IndexFormat = if INDEX_SIZE == 4 {
    wgpu::IndexFormat::Uint32
} else {
    wgpu::IndexFormat::Uint16
};

/// The shader, the layouts the rest of the renderer creates bind groups against, and one
/// render pipeline per pass shape drawn into.
#[derive(Debug)]
pub(crate) struct Pipelines {
    shader: wgpu::ShaderModule,
    layout: wgpu::PipelineLayout,
    pub uniform_layout: wgpu::BindGroupLayout,
    pub texture_layout: wgpu::BindGroupLayout,
    color_space: OutputColorSpace,
    built: Vec<(PassShape, wgpu::RenderPipeline)>,
    /// The shapes' pipelines that decode texels (`fs_main_linear_srgb_texels`), for shapes
    /// that store linear light, made on first use.
    decoding: Vec<(PassShape, wgpu::RenderPipeline)>,
}

impl Pipelines {
    /// Creates the shader and layouts, and the pipeline for `shape`.
    pub fn new(
        gpu: &Gpu,
        shape: PassShape,
        color_space: OutputColorSpace,
    ) -> Result<Self, ShapeError> {
        let device = &gpu.device;
        let shader = device.create_shader_module(wgpu::ShaderModuleDescriptor {
            label: Some("imgui-webgpu shader"),
            source: wgpu::ShaderSource::Wgsl(include_str!("../../shaders/imgui.wgsl").into()),
        });
        let uniform_layout = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
            label: Some("imgui-webgpu uniforms layout"),
            entries: &[wgpu::BindGroupLayoutEntry {
                binding: 0,
                visibility: wgpu::ShaderStages::VERTEX,
                ty: wgpu::BindingType::Buffer {
                    ty: wgpu::BufferBindingType::Uniform,
                    has_dynamic_offset: false,
                    min_binding_size: wgpu::BufferSize::new(UNIFORMS_SIZE),
                },
                count: None,
            }],
        });
        let texture_layout = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
            label: Some("imgui-webgpu texture layout"),
            entries: &[
                wgpu::BindGroupLayoutEntry {
                    binding: 0,
                    visibility: wgpu::ShaderStages::FRAGMENT,
                    ty: wgpu::BindingType::Texture {
                        sample_type: wgpu::TextureSampleType::Float { filterable: true },
                        view_dimension: wgpu::TextureViewDimension::D2,
                        multisampled: false,
                    },
                    count: None,
                },
                wgpu::BindGroupLayoutEntry {
                    binding: 1,
                    visibility: wgpu::ShaderStages::FRAGMENT,
                    ty: wgpu::BindingType::Sampler(wgpu::SamplerBindingType::Filtering),
                    count: None,
                },
            ],
        });
        let layout = device.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
            label: Some("imgui-webgpu pipeline layout"),
            bind_group_layouts: &[Some(&uniform_layout), Some(&texture_layout)],
            immediate_size: 0,
        });
        let mut pipelines = Self {
            shader,
            layout,
            uniform_layout,
            texture_layout,
            color_space,
            built: Vec::new(),
            decoding: Vec::new(),
        };
        pipelines.ensure(gpu, shape, false)?;
        Ok(pipelines)
    }

    /// Builds (and checks) `shape`'s pipeline if it has none, and, with `decode_srgb`, its
    /// texel-decoding one where the shape stores linear light; how many it built.
    pub fn ensure(
        &mut self,
        gpu: &Gpu,
        shape: PassShape,
        decode_srgb: bool,
    ) -> Result<usize, ShapeError> {
        let mut created = 0;
        if !self.built.iter().any(|(built, _)| *built == shape) {
            let pipeline = self.build(gpu, shape, false)?;
            self.built.push((shape, pipeline));
            created += 1;
        }
        let decodes = decode_srgb && self.color_space.decodes_for(shape.format);
        if decodes && !self.decoding.iter().any(|(built, _)| *built == shape) {
            let pipeline = self.build(gpu, shape, true)?;
            self.decoding.push((shape, pipeline));
            created += 1;
        }
        Ok(created)
    }

    /// `shape`'s pipeline and its texel-decoding one, as far as [`Pipelines::ensure`] built
    /// them.
    pub fn for_shape(
        &self,
        shape: PassShape,
    ) -> Option<(&wgpu::RenderPipeline, Option<&wgpu::RenderPipeline>)> {
        let pipeline = find(&self.built, shape)?;
        Some((pipeline, find(&self.decoding, shape)))
    }

    /// How many pipelines exist (one per pass shape drawn into, and one per shape that drew
    /// a texture whose texels it decodes).
    pub fn len(&self) -> usize {
        self.built.len() + self.decoding.len()
    }

    /// Builds the pipeline for `shape`, checked as the device allows: by wgpu itself inside
    /// an error scope where it answers at once, by the formats' guaranteed features where it
    /// answers later (exact there: the browser exposes no others).
    fn build(
        &self,
        gpu: &Gpu,
        shape: PassShape,
        decode_srgb: bool,
    ) -> Result<wgpu::RenderPipeline, ShapeError> {
        check_intrinsic(shape)?;
        match gpu.caps.error_scopes {
            ErrorScopes::AtOnce => {
                let scope = gpu.device.push_error_scope(wgpu::ErrorFilter::Validation);
                let pipeline = self.create(&gpu.device, shape, decode_srgb);
                if let Some(Some(error)) = ready_now(scope.pop()) {
                    return Err(ShapeError::PipelineRejected(WgpuError::new(error)));
                }
                Ok(pipeline)
            }
            ErrorScopes::Later => {
                check_guaranteed(shape, gpu.caps.features)?;
                Ok(self.create(&gpu.device, shape, decode_srgb))
            }
        }
    }

    /// `shape`'s pipeline; with `decode_srgb` (only asked where the shape decodes), the one
    /// that decodes texels too.
    fn create(
        &self,
        device: &wgpu::Device,
        shape: PassShape,
        decode_srgb: bool,
    ) -> wgpu::RenderPipeline {
        let fragment_entry = match (self.color_space.decodes_for(shape.format), decode_srgb) {
            (true, true) => "fs_main_linear_srgb_texels",
            (true, false) => "fs_main_linear",
            (false, _) => "fs_main",
        };
        device.create_render_pipeline(&wgpu::RenderPipelineDescriptor {
            label: Some("imgui-webgpu pipeline"),
            layout: Some(&self.layout),
            vertex: wgpu::VertexState {
                module: &self.shader,
                entry_point: Some("vs_main"),
                compilation_options: Default::default(),
                buffers: &[Some(wgpu::VertexBufferLayout {
                    array_stride: VERTEX_SIZE,
                    step_mode: wgpu::VertexStepMode::Vertex,
                    attributes: &wgpu::vertex_attr_array![
                        0 => Float32x2,
                        1 => Float32x2,
                        2 => Unorm8x4,
                    ],
                })],
            },
            primitive: wgpu::PrimitiveState {
                topology: wgpu::PrimitiveTopology::TriangleList,
                cull_mode: None,
                ..Default::default()
            },
            depth_stencil: shape.depth_format.map(|format| wgpu::DepthStencilState {
                format,
                depth_write_enabled: Some(false),
                depth_compare: Some(wgpu::CompareFunction::Always),
                stencil: wgpu::StencilState::default(),
                bias: wgpu::DepthBiasState::default(),
            }),
            multisample: wgpu::MultisampleState {
                count: shape.sample_count,
                mask: !0,
                alpha_to_coverage_enabled: false,
            },
            fragment: Some(wgpu::FragmentState {
                module: &self.shader,
                entry_point: Some(fragment_entry),
                compilation_options: Default::default(),
                targets: &[Some(wgpu::ColorTargetState {
                    format: shape.format,
                    blend: Some(wgpu::BlendState {
                        color: wgpu::BlendComponent {
                            src_factor: wgpu::BlendFactor::SrcAlpha,
                            dst_factor: wgpu::BlendFactor::OneMinusSrcAlpha,
                            operation: wgpu::BlendOperation::Add,
                        },
                        alpha: wgpu::BlendComponent {
                            src_factor: wgpu::BlendFactor::One,
                            dst_factor: wgpu::BlendFactor::OneMinusSrcAlpha,
                            operation: wgpu::BlendOperation::Add,
                        },
                    }),
                    write_mask: wgpu::ColorWrites::ALL,
                })],
            }),
            multiview_mask: None,
            cache: None,
        })
    }
}

/// The pipeline built for `shape` among `built`.
fn find(
    built: &[(PassShape, wgpu::RenderPipeline)],
    shape: PassShape,
) -> Option<&wgpu::RenderPipeline> {
    built
        .iter()
        .find(|(built, _)| *built == shape)
        .map(|(_, pipeline)| pipeline)
}

/// What no device can change: the colour format has colour, the depth format is depth.
fn check_intrinsic(shape: PassShape) -> Result<(), ShapeError> {
    if !shape.format.has_color_aspect() || shape.format.is_depth_stencil_format() {
        return Err(ShapeError::FormatNotRenderable(shape.format));
    }
    if let Some(depth) = shape.depth_format {
        if !depth.is_depth_stencil_format() {
            return Err(ShapeError::NotADepthFormat(depth));
        }
    }
    Ok(())
}

/// What WebGPU guarantees for the device's features: exact where no adapter-specific format
/// features exist (browsers).
fn check_guaranteed(shape: PassShape, features: wgpu::Features) -> Result<(), ShapeError> {
    let color = shape.format.guaranteed_format_features(features);
    let renderable = color
        .allowed_usages
        .contains(wgpu::TextureUsages::RENDER_ATTACHMENT)
        && color
            .flags
            .contains(wgpu::TextureFormatFeatureFlags::BLENDABLE);
    if !renderable {
        return Err(ShapeError::FormatNotRenderable(shape.format));
    }
    let formats = std::iter::once(shape.format).chain(shape.depth_format);
    for format in formats {
        if !format
            .guaranteed_format_features(features)
            .flags
            .sample_count_supported(shape.sample_count)
        {
            return Err(ShapeError::UnsupportedSampleCount {
                sample_count: shape.sample_count,
                format,
            });
        }
    }
    Ok(())
}
