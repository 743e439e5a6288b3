//! The floor: the least wgpu work that draws a frame's draw data, with no renderer around it.
//!
//! It owns its own pipeline (the crate's shader), buffers and bind groups. Everything that
//! does not have to happen per frame is done ahead, untimed, in [`Floor::plan`]: walking the
//! draw lists, clipping scissors, mapping texture ids to bind groups, and working out which
//! state actually changes. What is left, and what the benchmark times, is what wgpu must be
//! asked for every frame:
//! - [`Floor::bind_frame_textures`]: one bind group per per-frame view (S3 only);
//! - [`Floor::upload`]: one `write_buffer_with` each for the vertices, the indices (padded
//!   to 4 bytes) and the 16 uniform bytes, copying straight from imgui's lists;
//! - [`Floor::record`]: pipeline, uniforms, buffers once, then per draw only the state that
//!   changes (texture, scissor) and `draw_indexed`.
//!
//! It draws the same pixels as the renderer (the `perf_counts` test checks), so the two do
//! the same work and the ratio between them is the renderer's overhead.

use std::num::NonZeroU64;
use std::ops::Range;

use imgui_webgpu::source::{DrawCommand, DrawElements, DrawListSource, DrawSource, TextureId};

const VERTEX_SIZE: u64 = std::mem::size_of::<imgui_webgpu::source::DrawVert>() as u64;
const INDEX_SIZE: u64 = std::mem::size_of::<imgui_webgpu::source::DrawIdx>() as u64;
const INDEX_FORMAT: wgpu::IndexFormat = if INDEX_SIZE == 4 {
    wgpu::IndexFormat::Uint32
} else {
    wgpu::IndexFormat::Uint16
};
const UNIFORM_SIZE: u64 = 16;

/// One draw, with the state changes it needs decided ahead.
#[derive(Clone, Debug)]
struct PlannedDraw {
    /// Bind group slot to set first, if the texture changes here.
    texture: Option<usize>,
    /// Scissor (x, y, width, height) to set first, if it changes here.
    scissor: Option<[u32; 4]>,
    /// First vertex to rebind the vertex buffer at (adapters without base vertex only).
    rebind_vertices: Option<u64>,
    indices: Range<u32>,
    base_vertex: i32,
}

/// The raw-wgpu reference renderer.
pub struct Floor {
    device: wgpu::Device,
    queue: wgpu::Queue,
    use_base_vertex: bool,
    pipeline: wgpu::RenderPipeline,
    texture_layout: wgpu::BindGroupLayout,
    sampler: wgpu::Sampler,
    uniform_buffer: wgpu::Buffer,
    uniform_bind_group: wgpu::BindGroup,
    vertex_buffer: wgpu::Buffer,
    index_buffer: wgpu::Buffer,
    /// Font and persistent bind groups, then this frame's.
    bind_groups: Vec<wgpu::BindGroup>,
    /// How many of `bind_groups` live for good.
    fixed: usize,
    /// Raw texture id to bind group slot, for the fixed ones.
    slots: std::collections::HashMap<u64, usize>,
    draws: Vec<PlannedDraw>,
    vertex_bytes: u64,
    index_bytes: u64,
    uniforms: [f32; 4],
    target_size: [u32; 2],
    /// Whether the last scissor set is not the whole target.
    last_scissor_partial: bool,
}

impl Floor {
    /// Builds the pipeline for `format` targets; `use_base_vertex` as the renderer decided.
    pub fn new(
        device: &wgpu::Device,
        queue: &wgpu::Queue,
        format: wgpu::TextureFormat,
        use_base_vertex: bool,
    ) -> Floor {
        let shader = device.create_shader_module(wgpu::ShaderModuleDescriptor {
            label: Some("floor shader"),
            source: wgpu::ShaderSource::Wgsl(include_str!("../../../shaders/imgui.wgsl").into()),
        });
        let uniform_layout = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
            label: Some("floor uniforms"),
            entries: &[wgpu::BindGroupLayoutEntry {
                binding: 0,
                visibility: wgpu::ShaderStages::VERTEX,
                ty: wgpu::BindingType::Buffer {
                    ty: wgpu::BufferBindingType::Uniform,
                    has_dynamic_offset: false,
                    min_binding_size: NonZeroU64::new(UNIFORM_SIZE),
                },
                count: None,
            }],
        });
        let texture_layout = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
            label: Some("floor texture"),
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
            label: Some("floor layout"),
            bind_group_layouts: &[Some(&uniform_layout), Some(&texture_layout)],
            immediate_size: 0,
        });
        let linear = format.is_srgb();
        let pipeline = device.create_render_pipeline(&wgpu::RenderPipelineDescriptor {
            label: Some("floor pipeline"),
            layout: Some(&layout),
            vertex: wgpu::VertexState {
                module: &shader,
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
            primitive: wgpu::PrimitiveState::default(),
            depth_stencil: None,
            multisample: wgpu::MultisampleState::default(),
            fragment: Some(wgpu::FragmentState {
                module: &shader,
                entry_point: Some(if linear { "fs_main_linear" } else { "fs_main" }),
                compilation_options: Default::default(),
                targets: &[Some(wgpu::ColorTargetState {
                    format,
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
        let sampler = device.create_sampler(&wgpu::SamplerDescriptor {
            label: Some("floor sampler"),
            mag_filter: wgpu::FilterMode::Linear,
            min_filter: wgpu::FilterMode::Linear,
            mipmap_filter: wgpu::MipmapFilterMode::Linear,
            ..Default::default()
        });
        let uniform_buffer = buffer(device, "floor uniforms", wgpu::BufferUsages::UNIFORM, 256);
        let uniform_bind_group = device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: Some("floor uniforms"),
            layout: &uniform_layout,
            entries: &[wgpu::BindGroupEntry {
                binding: 0,
                resource: wgpu::BindingResource::Buffer(wgpu::BufferBinding {
                    buffer: &uniform_buffer,
                    offset: 0,
                    size: NonZeroU64::new(UNIFORM_SIZE),
                }),
            }],
        });
        Floor {
            device: device.clone(),
            queue: queue.clone(),
            use_base_vertex,
            pipeline,
            texture_layout,
            sampler,
            uniform_buffer,
            uniform_bind_group,
            vertex_buffer: buffer(
                device,
                "floor vertices",
                wgpu::BufferUsages::VERTEX,
                1 << 16,
            ),
            index_buffer: buffer(device, "floor indices", wgpu::BufferUsages::INDEX, 1 << 16),
            bind_groups: Vec::new(),
            fixed: 0,
            slots: std::collections::HashMap::new(),
            draws: Vec::new(),
            vertex_bytes: 0,
            index_bytes: 0,
            uniforms: [0.0; 4],
            target_size: [1, 1],
            last_scissor_partial: false,
        }
    }

    /// Uploads `pixels` (RGBA8, `size[0]` by `size[1]`: a copy of imgui's font atlas, say)
    /// and draws `id` with them. Binding-free, so that both bindings' benchmarks share it.
    pub fn add_rgba8(&mut self, id: impl Into<TextureId>, size: [u32; 2], pixels: &[u8]) {
        let extent = wgpu::Extent3d {
            width: size[0],
            height: size[1],
            depth_or_array_layers: 1,
        };
        let texture = self.device.create_texture(&wgpu::TextureDescriptor {
            label: Some("floor font atlas"),
            size: extent,
            mip_level_count: 1,
            sample_count: 1,
            dimension: wgpu::TextureDimension::D2,
            format: wgpu::TextureFormat::Rgba8Unorm,
            usage: wgpu::TextureUsages::TEXTURE_BINDING | wgpu::TextureUsages::COPY_DST,
            view_formats: &[],
        });
        self.queue.write_texture(
            texture.as_image_copy(),
            pixels,
            wgpu::TexelCopyBufferLayout {
                offset: 0,
                bytes_per_row: Some(size[0] * 4),
                rows_per_image: None,
            },
            extent,
        );
        self.add_texture(id, &texture.create_view(&Default::default()));
    }

    /// Draws `id` with `view` from now on (a persistent texture).
    pub fn add_texture(&mut self, id: impl Into<TextureId>, view: &wgpu::TextureView) {
        self.bind_groups.truncate(self.fixed);
        let bind_group = self.bind_group(view);
        self.bind_groups.push(bind_group);
        self.slots.insert(id.into().value(), self.fixed);
        self.fixed += 1;
    }

    /// Works out everything ahead (untimed): scissors, texture slots, which state changes,
    /// buffer sizes. `frame_ids[k]` will be bound to the `k`th view given to
    /// [`Floor::bind_frame_textures`]. Panics on draw data a scene never makes (bad ids).
    pub fn plan<S: DrawSource, I: Copy + Into<TextureId>>(
        &mut self,
        source: &S,
        frame_ids: &[I],
        target_size: [u32; 2],
    ) {
        let display_pos = source.display_pos();
        let display_size = source.display_size();
        let scale = source.framebuffer_scale();
        let scale_x = 2.0 / display_size[0];
        let scale_y = -2.0 / display_size[1];
        self.uniforms = [
            scale_x,
            scale_y,
            -1.0 - display_pos[0] * scale_x,
            1.0 - display_pos[1] * scale_y,
        ];
        self.draws.clear();
        let mut texture = None;
        let mut scissor = None;
        let mut vertex_base = None;
        let (mut first_vertex, mut first_index) = (0u64, 0u64);
        for list in source.lists() {
            for command in list.commands() {
                let DrawCommand::Elements(DrawElements {
                    count,
                    clip_rect,
                    texture_id,
                    vtx_offset,
                    idx_offset,
                }) = command
                else {
                    continue;
                };
                let Some(rect) = clip(clip_rect, display_pos, scale, target_size) else {
                    continue;
                };
                if count == 0 {
                    continue;
                }
                let slot = match self.slots.get(&texture_id.value()) {
                    Some(slot) => *slot,
                    None => {
                        let position = frame_ids
                            .iter()
                            .position(|id| (*id).into() == texture_id)
                            .expect("the floor knows every texture the scene draws");
                        self.fixed + position
                    }
                };
                let vertex = first_vertex + vtx_offset as u64;
                let index = (first_index + idx_offset as u64) as u32;
                let rebind = !self.use_base_vertex && vertex_base != Some(vertex);
                self.draws.push(PlannedDraw {
                    texture: (texture != Some(slot)).then_some(slot),
                    scissor: (scissor != Some(rect)).then_some(rect),
                    rebind_vertices: rebind.then_some(vertex),
                    indices: index..index + count as u32,
                    base_vertex: if self.use_base_vertex {
                        vertex as i32
                    } else {
                        0
                    },
                });
                texture = Some(slot);
                scissor = Some(rect);
                vertex_base = Some(vertex);
            }
            first_vertex += list.vertices().len() as u64;
            first_index += list.indices().len() as u64;
        }
        self.target_size = target_size;
        self.last_scissor_partial = scissor
            .is_some_and(|[x, y, w, h]| [x, y, w, h] != [0, 0, target_size[0], target_size[1]]);
        self.vertex_bytes = first_vertex * VERTEX_SIZE;
        self.index_bytes = (first_index * INDEX_SIZE).next_multiple_of(wgpu::COPY_BUFFER_ALIGNMENT);
        if self.vertex_buffer.size() < self.vertex_bytes {
            let size = self.vertex_bytes.next_power_of_two();
            self.vertex_buffer = buffer(
                &self.device,
                "floor vertices",
                wgpu::BufferUsages::VERTEX,
                size,
            );
        }
        if self.index_buffer.size() < self.index_bytes {
            let size = self.index_bytes.next_power_of_two();
            self.index_buffer = buffer(
                &self.device,
                "floor indices",
                wgpu::BufferUsages::INDEX,
                size,
            );
        }
    }

    /// Drops last frame's per-frame bind groups and makes one per view (S3's per-frame cost).
    pub fn bind_frame_textures(&mut self, views: &[wgpu::TextureView]) {
        self.bind_groups.truncate(self.fixed);
        for view in views {
            let bind_group = self.bind_group(view);
            self.bind_groups.push(bind_group);
        }
    }

    /// Copies the frame's vertices, indices and uniforms into wgpu's staging memory: one
    /// `write_buffer_with` each. Returns the bytes written.
    pub fn upload<S: DrawSource>(&self, source: &S) -> u64 {
        if let Some(size) = NonZeroU64::new(self.vertex_bytes) {
            if let Some(mut staging) = self.queue.write_buffer_with(&self.vertex_buffer, 0, size) {
                let mut at = 0;
                for list in source.lists() {
                    let bytes = vertex_bytes(list.vertices());
                    staging.slice(at..at + bytes.len()).copy_from_slice(bytes);
                    at += bytes.len();
                }
            }
        }
        if let Some(size) = NonZeroU64::new(self.index_bytes) {
            if let Some(mut staging) = self.queue.write_buffer_with(&self.index_buffer, 0, size) {
                let mut at = 0;
                for list in source.lists() {
                    let bytes: &[u8] = bytemuck::cast_slice(list.indices());
                    staging.slice(at..at + bytes.len()).copy_from_slice(bytes);
                    at += bytes.len();
                }
                let end = staging.len();
                staging.slice(at..end).fill(0);
            }
        }
        if let Some(mut staging) = self.queue.write_buffer_with(
            &self.uniform_buffer,
            0,
            NonZeroU64::new(UNIFORM_SIZE).expect("16 is not zero"),
        ) {
            staging
                .slice(..)
                .copy_from_slice(bytemuck::cast_slice(&self.uniforms));
        }
        self.vertex_bytes + self.index_bytes + UNIFORM_SIZE
    }

    /// Records the planned draws into `pass`. Like any code drawing into a pass it shares,
    /// it sets the viewport it needs first and leaves the scissor covering the whole target
    /// (the app may draw on; on GL an MSAA resolve obeys the last scissor).
    pub fn record(&self, pass: &mut wgpu::RenderPass<'_>) {
        pass.set_pipeline(&self.pipeline);
        pass.set_bind_group(0, &self.uniform_bind_group, &[]);
        pass.set_index_buffer(self.index_buffer.slice(..), INDEX_FORMAT);
        if self.use_base_vertex {
            pass.set_vertex_buffer(0, self.vertex_buffer.slice(..));
        }
        let [width, height] = self.target_size;
        pass.set_viewport(0.0, 0.0, width as f32, height as f32, 0.0, 1.0);
        for draw in &self.draws {
            if let Some(slot) = draw.texture {
                pass.set_bind_group(1, &self.bind_groups[slot], &[]);
            }
            if let Some([x, y, width, height]) = draw.scissor {
                pass.set_scissor_rect(x, y, width, height);
            }
            if let Some(vertex) = draw.rebind_vertices {
                pass.set_vertex_buffer(0, self.vertex_buffer.slice(vertex * VERTEX_SIZE..));
            }
            pass.draw_indexed(draw.indices.clone(), draw.base_vertex, 0..1);
        }
        if self.last_scissor_partial {
            pass.set_scissor_rect(0, 0, width, height);
        }
    }

    /// Draw calls the last plan records.
    pub fn draws(&self) -> usize {
        self.draws.len()
    }

    /// Vertex bytes plus padded index bytes of the last plan.
    pub fn geometry_bytes(&self) -> u64 {
        self.vertex_bytes + self.index_bytes
    }

    fn bind_group(&self, view: &wgpu::TextureView) -> wgpu::BindGroup {
        self.device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: Some("floor texture"),
            layout: &self.texture_layout,
            entries: &[
                wgpu::BindGroupEntry {
                    binding: 0,
                    resource: wgpu::BindingResource::TextureView(view),
                },
                wgpu::BindGroupEntry {
                    binding: 1,
                    resource: wgpu::BindingResource::Sampler(&self.sampler),
                },
            ],
        })
    }
}

fn buffer(
    device: &wgpu::Device,
    label: &str,
    usage: wgpu::BufferUsages,
    size: u64,
) -> wgpu::Buffer {
    device.create_buffer(&wgpu::BufferDescriptor {
        label: Some(label),
        size,
        usage: usage | wgpu::BufferUsages::COPY_DST,
        mapped_at_creation: false,
    })
}

/// The clip rect in target pixels, clamped; `None` when empty.
fn clip(
    clip_rect: [f32; 4],
    display_pos: [f32; 2],
    scale: [f32; 2],
    target_size: [u32; 2],
) -> Option<[u32; 4]> {
    let min_x = ((clip_rect[0] - display_pos[0]) * scale[0])
        .max(0.0)
        .floor();
    let min_y = ((clip_rect[1] - display_pos[1]) * scale[1])
        .max(0.0)
        .floor();
    let max_x = ((clip_rect[2] - display_pos[0]) * scale[0])
        .min(target_size[0] as f32)
        .ceil();
    let max_y = ((clip_rect[3] - display_pos[1]) * scale[1])
        .min(target_size[1] as f32)
        .ceil();
    (max_x > min_x && max_y > min_y).then_some([
        min_x as u32,
        min_y as u32,
        (max_x - min_x) as u32,
        (max_y - min_y) as u32,
    ])
}

fn vertex_bytes(vertices: &[imgui_webgpu::source::DrawVert]) -> &[u8] {
    // SAFETY: DrawVert is repr(C) of [f32; 2], [f32; 2], [u8; 4]: 20 bytes, no padding.
    unsafe { std::slice::from_raw_parts(vertices.as_ptr().cast(), std::mem::size_of_val(vertices)) }
}
