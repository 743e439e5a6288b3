//! A paint callback's drawing: the app's own wgpu pipeline inside an imgui window.
//!
//! The window's content is filled with magenta, and a white triangle spins in its middle.
//! The closure that draws it lives until the next `new_frame` and may be run into passes of
//! several shapes (the window and a screenshot target, say), so it picks, or builds once, a
//! pipeline matching each pass from the `PaintInfo` it is given.

use std::num::NonZeroU64;
use std::sync::{Arc, Mutex, PoisonError};

use imgui_webgpu::{PaintInfo, PassShape};

/// The fill colour: magenta, the same value in sRGB-encoded and linear space.
pub const FILL: [u8; 3] = [255, 0, 255];

/// Where the triangle spins, in target pixels, and how far it has turned.
#[repr(C)]
#[derive(Clone, Copy, Default, bytemuck::Pod, bytemuck::Zeroable)]
struct Uniforms {
    center: [f32; 2],
    radius: f32,
    angle: f32,
}

/// The shader, the uniforms, and one pipeline per pass shape drawn into.
pub struct Painter {
    device: wgpu::Device,
    queue: wgpu::Queue,
    shader: wgpu::ShaderModule,
    layout: wgpu::PipelineLayout,
    uniforms: wgpu::Buffer,
    bind_group: wgpu::BindGroup,
    pipelines: Mutex<Vec<(PassShape, wgpu::RenderPipeline)>>,
}

impl Painter {
    /// Creates the shader and the uniform buffer; pipelines come with the passes. (On wasm32
    /// wgpu's objects are not `Send`; the `Arc` is what paint closures share there too.)
    #[cfg_attr(target_arch = "wasm32", allow(clippy::arc_with_non_send_sync))]
    pub fn new(device: &wgpu::Device, queue: &wgpu::Queue) -> Arc<Self> {
        let shader = device.create_shader_module(wgpu::ShaderModuleDescriptor {
            label: Some("demo painter"),
            source: wgpu::ShaderSource::Wgsl(
                "struct Uniforms { center: vec2<f32>, radius: f32, angle: f32 };
                 @group(0) @binding(0) var<uniform> uniforms: Uniforms;
                 @vertex fn vs(@builtin(vertex_index) i: u32) -> @builtin(position) vec4<f32> {
                     let uv = vec2<f32>(f32((i << 1u) & 2u), f32(i & 2u));
                     return vec4<f32>(uv * 2.0 - 1.0, 0.0, 1.0);
                 }
                 fn inside(pixel: vec2<f32>) -> bool {
                     // A triangle around the centre: inside all three edges' half-planes.
                     let p = pixel - uniforms.center;
                     for (var k = 0; k < 3; k++) {
                         let a = uniforms.angle + f32(k) * 2.0943951;
                         let normal = vec2<f32>(cos(a), sin(a));
                         if (dot(p, normal) > uniforms.radius * 0.5) { return false; }
                     }
                     return true;
                 }
                 fn color(pixel: vec2<f32>) -> vec3<f32> {
                     return select(vec3<f32>(1.0, 0.0, 1.0), vec3<f32>(1.0, 1.0, 1.0), inside(pixel));
                 }
                 // Magenta and white are the same in both spaces, so one colour serves both.
                 @fragment fn fs(@builtin(position) pixel: vec4<f32>) -> @location(0) vec4<f32> {
                     return vec4<f32>(color(pixel.xy), 1.0);
                 }"
                .into(),
            ),
        });
        let bind_group_layout = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
            label: Some("demo painter"),
            entries: &[wgpu::BindGroupLayoutEntry {
                binding: 0,
                visibility: wgpu::ShaderStages::FRAGMENT,
                ty: wgpu::BindingType::Buffer {
                    ty: wgpu::BufferBindingType::Uniform,
                    has_dynamic_offset: false,
                    min_binding_size: NonZeroU64::new(16),
                },
                count: None,
            }],
        });
        let layout = device.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
            label: Some("demo painter"),
            bind_group_layouts: &[Some(&bind_group_layout)],
            immediate_size: 0,
        });
        let uniforms = device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("demo painter"),
            size: 16,
            usage: wgpu::BufferUsages::UNIFORM | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        let bind_group = device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: Some("demo painter"),
            layout: &bind_group_layout,
            entries: &[wgpu::BindGroupEntry {
                binding: 0,
                resource: uniforms.as_entire_binding(),
            }],
        });
        Arc::new(Self {
            device: device.clone(),
            queue: queue.clone(),
            shader,
            layout,
            uniforms,
            bind_group,
            pipelines: Mutex::new(Vec::new()),
        })
    }

    /// Places this frame's triangle: `center` and `radius` in target pixels.
    pub fn update(&self, center: [f32; 2], radius: f32, seconds: f32) {
        let uniforms = Uniforms {
            center,
            radius,
            angle: seconds * 1.3,
        };
        self.queue
            .write_buffer(&self.uniforms, 0, bytemuck::bytes_of(&uniforms));
    }

    /// Draws into the pass the renderer hands a paint callback (already scissored).
    pub fn paint(&self, pass: &mut wgpu::RenderPass<'_>, info: &PaintInfo) {
        let shape = info.target.shape;
        let mut pipelines = self
            .pipelines
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        let index = match pipelines.iter().position(|(built, _)| *built == shape) {
            Some(index) => index,
            None => {
                pipelines.push((shape, self.pipeline(shape)));
                pipelines.len() - 1
            }
        };
        let Some((_, pipeline)) = pipelines.get(index) else {
            return;
        };
        pass.set_pipeline(pipeline);
        pass.set_bind_group(0, &self.bind_group, &[]);
        pass.draw(0..3, 0..1);
    }

    /// How many pipelines exist (one per pass shape painted into).
    pub fn pipelines(&self) -> usize {
        self.pipelines
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .len()
    }

    fn pipeline(&self, shape: PassShape) -> wgpu::RenderPipeline {
        self.device
            .create_render_pipeline(&wgpu::RenderPipelineDescriptor {
                label: Some("demo painter"),
                layout: Some(&self.layout),
                vertex: wgpu::VertexState {
                    module: &self.shader,
                    entry_point: Some("vs"),
                    compilation_options: Default::default(),
                    buffers: &[],
                },
                primitive: Default::default(),
                depth_stencil: shape.depth_format.map(|format| wgpu::DepthStencilState {
                    format,
                    depth_write_enabled: Some(false),
                    depth_compare: Some(wgpu::CompareFunction::Always),
                    stencil: Default::default(),
                    bias: Default::default(),
                }),
                multisample: wgpu::MultisampleState {
                    count: shape.sample_count,
                    ..Default::default()
                },
                fragment: Some(wgpu::FragmentState {
                    module: &self.shader,
                    entry_point: Some("fs"),
                    compilation_options: Default::default(),
                    targets: &[Some(shape.format.into())],
                }),
                multiview_mask: None,
                cache: None,
            })
    }
}
