//! The GPU program: shader module, bind group layouts and the render pipelines.
//!
//! The shader and layouts are created once in `Renderer::new`; a pipeline is built for each
//! pass shape (colour format, depth format, sample count) the renderer draws into, the
//! configuration's at once and any other on first use. All are released when the renderer
//! is dropped. Group 0 holds the per-call uniforms (one slot of the upload arena's uniform
//! buffer, each slot with its own bind group, so several `render` calls in one frame each
//! keep their own projection without dynamic offsets); group 1 holds one texture and its
//! sampler and is the only state that changes between draws.

use crate::config::{OutputColorSpace, PassShape};
use crate::error::{ConfigError, WgpuError};

/// Byte size of one imgui vertex: position (2 x f32), uv (2 x f32), colour (4 x u8).
pub(crate) const VERTEX_SIZE: u64 = std::mem::size_of::<imgui::DrawVert>() as u64;

/// Byte size of one imgui index.
pub(crate) const INDEX_SIZE: u64 = std::mem::size_of::<imgui::DrawIdx>() as u64;

/// The index format matching `imgui::DrawIdx` (16 bits unless imgui was built with 32).
pub(crate) const INDEX_FORMAT: wgpu::IndexFormat = if INDEX_SIZE == 4 {
    wgpu::IndexFormat::Uint32
} else {
    wgpu::IndexFormat::Uint16
};

/// The uniform block: maps display coordinates to clip space.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, bytemuck::Pod, bytemuck::Zeroable)]
pub(crate) struct Uniforms {
    pub scale: [f32; 2],
    pub translate: [f32; 2],
}

/// Byte size of the uniform block.
pub(crate) const UNIFORMS_SIZE: u64 = std::mem::size_of::<Uniforms>() as u64;

impl Uniforms {
    /// The projection that puts imgui point `p` at target pixel `(p - display_pos) * scale`
    /// (the same mapping the scissors use), over a viewport covering the whole target.
    /// Pixels past the target's edge fall outside clip space: cut off, never squeezed in.
    pub fn for_mapping(display_pos: [f32; 2], scale: [f32; 2], target_size: [u32; 2]) -> Self {
        let target = glam::Vec2::new(target_size[0] as f32, target_size[1] as f32);
        let clip_scale = glam::Vec2::new(2.0, -2.0) * glam::Vec2::from(scale) / target;
        let translate = glam::Vec2::new(-1.0, 1.0) - glam::Vec2::from(display_pos) * clip_scale;
        Self {
            scale: clip_scale.to_array(),
            translate: translate.to_array(),
        }
    }

    /// Whether every value is finite (a display far out of range could overflow).
    pub fn is_finite(&self) -> bool {
        self.scale
            .iter()
            .chain(&self.translate)
            .all(|v| v.is_finite())
    }
}

/// How a pass shape is checked before its pipeline is used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ShapeCheck {
    /// wgpu-core answers error scopes at once: the pipeline is created in one, so wgpu's
    /// own verdict (with the adapter's real format features) decides.
    ErrorScope,
    /// The browser's WebGPU answers error scopes later, but exposes no adapter-specific
    /// format features either: the guaranteed ones are exact there.
    Guaranteed,
}

/// The shader, the layouts the rest of the renderer creates bind groups against, and one
/// render pipeline per pass shape drawn into.
#[derive(Debug)]
pub(crate) struct Pipelines {
    device: wgpu::Device,
    shader: wgpu::ShaderModule,
    layout: wgpu::PipelineLayout,
    pub uniform_layout: wgpu::BindGroupLayout,
    pub texture_layout: wgpu::BindGroupLayout,
    color_space: OutputColorSpace,
    check: ShapeCheck,
    built: Vec<(PassShape, wgpu::RenderPipeline)>,
}

impl Pipelines {
    /// Creates the shader and layouts, and the pipeline for `shape`.
    pub fn new(
        device: &wgpu::Device,
        shape: PassShape,
        color_space: OutputColorSpace,
    ) -> Result<Self, ConfigError> {
        let shader = device.create_shader_module(wgpu::ShaderModuleDescriptor {
            label: Some("imgui-webgpu shader"),
            source: wgpu::ShaderSource::Wgsl(include_str!("../shaders/imgui.wgsl").into()),
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
        let check = if device.adapter_info().backend == wgpu::Backend::BrowserWebGpu {
            ShapeCheck::Guaranteed
        } else {
            ShapeCheck::ErrorScope
        };
        let mut pipelines = Self {
            device: device.clone(),
            shader,
            layout,
            uniform_layout,
            texture_layout,
            color_space,
            check,
            built: Vec::new(),
        };
        pipelines.get(shape)?;
        Ok(pipelines)
    }

    /// The pipeline for `shape`, built (and checked) the first time; `true` when it was
    /// built by this call.
    pub fn get(&mut self, shape: PassShape) -> Result<(&wgpu::RenderPipeline, bool), ConfigError> {
        let found = self.built.iter().position(|(built, _)| *built == shape);
        let (index, created) = match found {
            Some(index) => (index, false),
            None => {
                let pipeline = self.build(shape)?;
                self.built.push((shape, pipeline));
                (self.built.len() - 1, true)
            }
        };
        match self.built.get(index) {
            Some((_, pipeline)) => Ok((pipeline, created)),
            None => Err(ConfigError::TargetFormatNotRenderable(shape.format)),
        }
    }

    /// How many pipelines exist (one per pass shape drawn into).
    pub fn len(&self) -> usize {
        self.built.len()
    }

    fn build(&self, shape: PassShape) -> Result<wgpu::RenderPipeline, ConfigError> {
        check_intrinsic(shape)?;
        if self.check == ShapeCheck::Guaranteed {
            check_guaranteed(shape, self.device.features())?;
        }
        let scope = (self.check == ShapeCheck::ErrorScope)
            .then(|| self.device.push_error_scope(wgpu::ErrorFilter::Validation));
        let pipeline = self.create(shape);
        if let Some(scope) = scope {
            if let Some(Some(error)) = crate::textures::ready_now(scope.pop()) {
                return Err(ConfigError::PipelineRejected(WgpuError::new(error)));
            }
        }
        Ok(pipeline)
    }

    fn create(&self, shape: PassShape) -> wgpu::RenderPipeline {
        let fragment_entry = if self.color_space.decodes_for(shape.format) {
            "fs_main_linear"
        } else {
            "fs_main"
        };
        self.device
            .create_render_pipeline(&wgpu::RenderPipelineDescriptor {
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

/// What no device can change: the colour format has colour, the depth format is depth.
fn check_intrinsic(shape: PassShape) -> Result<(), ConfigError> {
    if !shape.format.has_color_aspect() || shape.format.is_depth_stencil_format() {
        return Err(ConfigError::TargetFormatNotRenderable(shape.format));
    }
    if let Some(depth) = shape.depth_format {
        if !depth.is_depth_stencil_format() {
            return Err(ConfigError::NotADepthFormat(depth));
        }
    }
    Ok(())
}

/// What WebGPU guarantees for the device's features: exact where no adapter-specific format
/// features exist (browsers).
fn check_guaranteed(shape: PassShape, features: wgpu::Features) -> Result<(), ConfigError> {
    let color = shape.format.guaranteed_format_features(features);
    let renderable = color
        .allowed_usages
        .contains(wgpu::TextureUsages::RENDER_ATTACHMENT)
        && color
            .flags
            .contains(wgpu::TextureFormatFeatureFlags::BLENDABLE);
    if !renderable {
        return Err(ConfigError::TargetFormatNotRenderable(shape.format));
    }
    let formats = std::iter::once(shape.format).chain(shape.depth_format);
    for format in formats {
        if !format
            .guaranteed_format_features(features)
            .flags
            .sample_count_supported(shape.sample_count)
        {
            return Err(ConfigError::UnsupportedSampleCount {
                sample_count: shape.sample_count,
                format,
            });
        }
    }
    Ok(())
}
