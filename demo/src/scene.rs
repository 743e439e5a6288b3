//! The 3D viewport: a spinning cube rendered into an offscreen target that is recreated at
//! the panel's size whenever that size changes, and shown through `frame_texture`.
//!
//! This is the render-target-on-resize pattern that leaked in other engines (a cache held
//! views of every old target). Here the old texture is dropped when it is replaced, and the
//! renderer's per-frame bind group of its view goes at the next `new_frame`.

use std::num::NonZeroU64;

use glam::{Mat4, Vec3};

/// The colour the viewport is cleared to (sRGB-encoded 8-bit: 20, 40, 90).
pub const CLEAR: [u8; 3] = [20, 40, 90];

/// The cube's face colours (sRGB-encoded 8-bit).
pub const FACES: [[u8; 3]; 6] = [
    [230, 60, 50],
    [60, 200, 90],
    [70, 110, 240],
    [240, 200, 40],
    [200, 70, 220],
    [60, 210, 220],
];

const DEPTH: wgpu::TextureFormat = wgpu::TextureFormat::Depth32Float;

#[repr(C)]
#[derive(Clone, Copy, bytemuck::Pod, bytemuck::Zeroable)]
struct Vertex {
    position: [f32; 3],
    color: [f32; 4],
}

/// The target the scene is drawn into, at one size.
struct Target {
    size: [u32; 2],
    color: wgpu::Texture,
    color_view: wgpu::TextureView,
    depth_view: wgpu::TextureView,
}

/// The cube's pipeline and geometry, and the current target.
///
/// A texture imgui draws must hold values in the UI target's space: an `Rgba8UnormSrgb`
/// texture (sampled as linear) for `*Srgb` and float targets, an `Rgba8Unorm` one holding
/// sRGB-encoded values for `Unorm` targets. The scene picks its format, clear colour and
/// vertex colours by that rule, so the cube looks the same on either kind of surface.
pub struct Scene {
    format: wgpu::TextureFormat,
    pipeline: wgpu::RenderPipeline,
    vertices: wgpu::Buffer,
    uniforms: wgpu::Buffer,
    bind_group: wgpu::BindGroup,
    target: Option<Target>,
    /// Targets made so far (the stats panel shows it: it grows with resizes, the live
    /// object counts do not).
    pub targets_created: u64,
}

/// An sRGB-encoded 8-bit channel as the value a shader writes: linear for an sRGB target,
/// encoded for a Unorm one.
fn channel(value: u8, linear: bool) -> f32 {
    let encoded = f32::from(value) / 255.0;
    if !linear {
        encoded
    } else if encoded <= 0.04045 {
        encoded / 12.92
    } else {
        ((encoded + 0.055) / 1.055).powf(2.4)
    }
}

impl Scene {
    /// Creates the pipeline and the cube's vertices for a UI target that stores linear
    /// values (`linear`: `*Srgb` and float formats) or encoded ones; the target comes with
    /// the first size.
    pub fn new(device: &wgpu::Device, queue: &wgpu::Queue, linear: bool) -> Self {
        let format = if linear {
            wgpu::TextureFormat::Rgba8UnormSrgb
        } else {
            wgpu::TextureFormat::Rgba8Unorm
        };
        let shader = device.create_shader_module(wgpu::ShaderModuleDescriptor {
            label: Some("demo cube"),
            source: wgpu::ShaderSource::Wgsl(
                "struct Uniforms { mvp: mat4x4<f32> };
                 @group(0) @binding(0) var<uniform> uniforms: Uniforms;
                 struct Out { @builtin(position) position: vec4<f32>, @location(0) color: vec4<f32> };
                 @vertex fn vs(@location(0) position: vec3<f32>, @location(1) color: vec4<f32>) -> Out {
                     var out: Out;
                     out.position = uniforms.mvp * vec4<f32>(position, 1.0);
                     out.color = color;
                     return out;
                 }
                 @fragment fn fs(input: Out) -> @location(0) vec4<f32> { return input.color; }"
                    .into(),
            ),
        });
        let layout = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
            label: Some("demo cube"),
            entries: &[wgpu::BindGroupLayoutEntry {
                binding: 0,
                visibility: wgpu::ShaderStages::VERTEX,
                ty: wgpu::BindingType::Buffer {
                    ty: wgpu::BufferBindingType::Uniform,
                    has_dynamic_offset: false,
                    min_binding_size: NonZeroU64::new(64),
                },
                count: None,
            }],
        });
        let pipeline_layout = device.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
            label: Some("demo cube"),
            bind_group_layouts: &[Some(&layout)],
            immediate_size: 0,
        });
        let pipeline = device.create_render_pipeline(&wgpu::RenderPipelineDescriptor {
            label: Some("demo cube"),
            layout: Some(&pipeline_layout),
            vertex: wgpu::VertexState {
                module: &shader,
                entry_point: Some("vs"),
                compilation_options: Default::default(),
                buffers: &[Some(wgpu::VertexBufferLayout {
                    array_stride: std::mem::size_of::<Vertex>() as u64,
                    step_mode: wgpu::VertexStepMode::Vertex,
                    attributes: &wgpu::vertex_attr_array![0 => Float32x3, 1 => Float32x4],
                })],
            },
            primitive: wgpu::PrimitiveState {
                cull_mode: Some(wgpu::Face::Back),
                ..Default::default()
            },
            depth_stencil: Some(wgpu::DepthStencilState {
                format: DEPTH,
                depth_write_enabled: Some(true),
                depth_compare: Some(wgpu::CompareFunction::Less),
                stencil: Default::default(),
                bias: Default::default(),
            }),
            multisample: Default::default(),
            fragment: Some(wgpu::FragmentState {
                module: &shader,
                entry_point: Some("fs"),
                compilation_options: Default::default(),
                targets: &[Some(format.into())],
            }),
            multiview_mask: None,
            cache: None,
        });
        let vertices = cube_vertices(linear);
        let vertex_buffer = device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("demo cube vertices"),
            size: std::mem::size_of_val(vertices.as_slice()) as u64,
            usage: wgpu::BufferUsages::VERTEX | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        queue.write_buffer(&vertex_buffer, 0, bytemuck::cast_slice(&vertices));
        let uniforms = device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("demo cube uniforms"),
            size: 64,
            usage: wgpu::BufferUsages::UNIFORM | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        let bind_group = device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: Some("demo cube"),
            layout: &layout,
            entries: &[wgpu::BindGroupEntry {
                binding: 0,
                resource: uniforms.as_entire_binding(),
            }],
        });
        Self {
            format,
            pipeline,
            vertices: vertex_buffer,
            uniforms,
            bind_group,
            target: None,
            targets_created: 0,
        }
    }

    /// Draws the cube at `seconds` into a target of `size` pixels (recreated when the size
    /// changed) and returns its view, for `frame_texture`.
    pub fn draw(
        &mut self,
        device: &wgpu::Device,
        queue: &wgpu::Queue,
        encoder: &mut wgpu::CommandEncoder,
        size: [u32; 2],
        seconds: f32,
    ) -> &wgpu::TextureView {
        let size = size.map(|side| side.clamp(1, device.limits().max_texture_dimension_2d));
        if self
            .target
            .as_ref()
            .is_none_or(|target| target.size != size)
        {
            // The old target is dropped here; nothing else holds it past this frame.
            self.target = Some(Target::new(device, size, self.format));
            self.targets_created += 1;
        }
        let aspect = size[0] as f32 / size[1] as f32;
        let mvp = Mat4::perspective_rh(45f32.to_radians(), aspect, 0.1, 10.0)
            * Mat4::look_at_rh(Vec3::new(0.0, 0.0, 3.2), Vec3::ZERO, Vec3::Y)
            * Mat4::from_rotation_y(seconds * 0.9)
            * Mat4::from_rotation_x(seconds * 0.6 + 0.4);
        queue.write_buffer(&self.uniforms, 0, bytemuck::bytes_of(&mvp.to_cols_array()));
        let format = self.format;
        let target = self
            .target
            .get_or_insert_with(|| Target::new(device, size, format));
        // A linear (sRGB) target takes linear values and encodes them on write.
        let clear = CLEAR.map(|value| channel(value, format.is_srgb()));
        let mut pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
            label: Some("demo cube"),
            color_attachments: &[Some(wgpu::RenderPassColorAttachment {
                view: &target.color_view,
                depth_slice: None,
                resolve_target: None,
                ops: wgpu::Operations {
                    load: wgpu::LoadOp::Clear(wgpu::Color {
                        r: f64::from(clear[0]),
                        g: f64::from(clear[1]),
                        b: f64::from(clear[2]),
                        a: 1.0,
                    }),
                    store: wgpu::StoreOp::Store,
                },
            })],
            depth_stencil_attachment: Some(wgpu::RenderPassDepthStencilAttachment {
                view: &target.depth_view,
                depth_ops: Some(wgpu::Operations {
                    load: wgpu::LoadOp::Clear(1.0),
                    store: wgpu::StoreOp::Discard,
                }),
                stencil_ops: None,
            }),
            ..Default::default()
        });
        pass.set_pipeline(&self.pipeline);
        pass.set_bind_group(0, &self.bind_group, &[]);
        pass.set_vertex_buffer(0, self.vertices.slice(..));
        pass.draw(0..36, 0..1);
        drop(pass);
        &target.color_view
    }

    /// The current target's size in pixels, if there is one.
    pub fn size(&self) -> Option<[u32; 2]> {
        self.target.as_ref().map(|target| target.size)
    }

    /// The current target's texture, if there is one.
    pub fn texture(&self) -> Option<&wgpu::Texture> {
        self.target.as_ref().map(|target| &target.color)
    }
}

impl Target {
    fn new(device: &wgpu::Device, size: [u32; 2], format: wgpu::TextureFormat) -> Self {
        let texture = |label, format, usage| {
            device.create_texture(&wgpu::TextureDescriptor {
                label: Some(label),
                size: wgpu::Extent3d {
                    width: size[0],
                    height: size[1],
                    depth_or_array_layers: 1,
                },
                mip_level_count: 1,
                sample_count: 1,
                dimension: wgpu::TextureDimension::D2,
                format,
                usage,
                view_formats: &[],
            })
        };
        let color = texture(
            "demo viewport",
            format,
            wgpu::TextureUsages::RENDER_ATTACHMENT | wgpu::TextureUsages::TEXTURE_BINDING,
        );
        let depth = texture(
            "demo viewport depth",
            DEPTH,
            wgpu::TextureUsages::RENDER_ATTACHMENT,
        );
        Self {
            size,
            color_view: color.create_view(&Default::default()),
            depth_view: depth.create_view(&Default::default()),
            color,
        }
    }
}

/// 36 vertices: six faces of two triangles, each face one colour, counter-clockwise
/// seen from outside.
fn cube_vertices(linear: bool) -> Vec<Vertex> {
    // Each face: its normal axis and sign, and two axes spanning it.
    let faces: [(Vec3, Vec3, Vec3); 6] = [
        (Vec3::X, Vec3::Y, Vec3::Z),
        (Vec3::NEG_X, Vec3::Z, Vec3::Y),
        (Vec3::Y, Vec3::Z, Vec3::X),
        (Vec3::NEG_Y, Vec3::X, Vec3::Z),
        (Vec3::Z, Vec3::X, Vec3::Y),
        (Vec3::NEG_Z, Vec3::Y, Vec3::X),
    ];
    let mut vertices = Vec::with_capacity(36);
    for ((normal, u, v), rgb) in faces.into_iter().zip(FACES) {
        let color = [
            channel(rgb[0], linear),
            channel(rgb[1], linear),
            channel(rgb[2], linear),
            1.0,
        ];
        let corner = |su: f32, sv: f32| Vertex {
            position: (normal * 0.5 + u * su * 0.5 + v * sv * 0.5).to_array(),
            color,
        };
        for (su, sv) in [
            (-1.0, -1.0),
            (1.0, -1.0),
            (1.0, 1.0),
            (-1.0, -1.0),
            (1.0, 1.0),
            (-1.0, 1.0),
        ] {
            vertices.push(corner(su, sv));
        }
    }
    vertices
}
