//! The GPU program: shader module, bind group layouts and the render pipeline.
//!
//! Created once in `Renderer::new` and released when the renderer is dropped. Group 0 holds
//! the per-call uniforms (one slot of the upload arena's uniform buffer, each slot with its
//! own bind group, so several `render` calls in one frame each keep their own projection
//! without dynamic offsets); group 1 holds one texture and its sampler and is the only state
//! that changes between draws.

use crate::config::RendererConfig;

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
    /// The orthographic projection of imgui's display rectangle onto the whole target.
    pub fn for_display(display_pos: [f32; 2], display_size: [f32; 2]) -> Self {
        let scale = glam::Vec2::new(2.0 / display_size[0], -2.0 / display_size[1]);
        let translate = glam::Vec2::new(-1.0, 1.0) - glam::Vec2::from(display_pos) * scale;
        Self {
            scale: scale.to_array(),
            translate: translate.to_array(),
        }
    }
}

/// The pipeline and the layouts the rest of the renderer creates bind groups against.
#[derive(Debug)]
pub(crate) struct Pipeline {
    pub render_pipeline: wgpu::RenderPipeline,
    pub uniform_layout: wgpu::BindGroupLayout,
    pub texture_layout: wgpu::BindGroupLayout,
}

impl Pipeline {
    /// Builds the pipeline for one pass shape. The config must already be validated.
    pub fn new(device: &wgpu::Device, config: &RendererConfig) -> Self {
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
        let vertex_entry = if config.converts_to_linear() {
            "vs_main_linear"
        } else {
            "vs_main"
        };
        let render_pipeline = device.create_render_pipeline(&wgpu::RenderPipelineDescriptor {
            label: Some("imgui-webgpu pipeline"),
            layout: Some(&layout),
            vertex: wgpu::VertexState {
                module: &shader,
                entry_point: Some(vertex_entry),
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
            depth_stencil: config.depth_format.map(|format| wgpu::DepthStencilState {
                format,
                depth_write_enabled: Some(false),
                depth_compare: Some(wgpu::CompareFunction::Always),
                stencil: wgpu::StencilState::default(),
                bias: wgpu::DepthBiasState::default(),
            }),
            multisample: wgpu::MultisampleState {
                count: config.sample_count,
                mask: !0,
                alpha_to_coverage_enabled: false,
            },
            fragment: Some(wgpu::FragmentState {
                module: &shader,
                entry_point: Some("fs_main"),
                compilation_options: Default::default(),
                targets: &[Some(wgpu::ColorTargetState {
                    format: config.target_format,
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
        });
        Self {
            render_pipeline,
            uniform_layout,
            texture_layout,
        }
    }
}
