//! The per-frame upload arena: vertex, index and uniform buffers that grow and are reused.
//!
//! Each `render` call reserves its own ranges, so several calls in one frame (several passes,
//! one submit) never overwrite each other's data. `new_frame` rewinds the cursors. When a
//! frame outgrows a buffer, a new one is created with room for the whole frame so far, doubled;
//! earlier calls of the frame keep the old buffer alive through their recorded commands, and
//! from the next frame on one buffer fits. Vertex and index bytes go straight from imgui's
//! lists into wgpu's staging memory with one `Queue::write_buffer_with` each: one copy, no
//! intermediate `Vec`.
//!
//! Uniforms get one 256-byte slot per `render` call, and each slot has its own bind group,
//! made when the uniform buffer is (re)created. A call binds its slot's group without a
//! dynamic offset: wgpu stores dynamic offsets in a vector per pass, which costs a heap
//! allocation every frame, and the renderer adds none.

use std::num::NonZeroU64;

use crate::error::RenderError;
use crate::pipeline::{UNIFORMS_SIZE, Uniforms};
use crate::source::{DrawListSource, DrawSource, index_bytes, vertex_bytes};

/// One GPU buffer with a bump cursor.
#[derive(Debug)]
struct GrowableBuffer {
    label: &'static str,
    usage: wgpu::BufferUsages,
    buffer: wgpu::Buffer,
    cursor: u64,
    /// Bytes reserved in this frame, across every buffer the frame used.
    frame_demand: u64,
}

impl GrowableBuffer {
    fn new(
        device: &wgpu::Device,
        label: &'static str,
        usage: wgpu::BufferUsages,
        capacity: u64,
    ) -> Self {
        Self {
            label,
            usage,
            buffer: Self::create(device, label, usage, capacity),
            cursor: 0,
            frame_demand: 0,
        }
    }

    fn create(
        device: &wgpu::Device,
        label: &'static str,
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

    /// Reserves `size` bytes at an `align`-aligned offset. Returns the offset and whether a
    /// new buffer had to be created.
    fn reserve(
        &mut self,
        device: &wgpu::Device,
        size: u64,
        align: u64,
        max_size: u64,
    ) -> Result<(u64, bool), RenderError> {
        let offset = self.cursor.next_multiple_of(align);
        self.frame_demand += size.next_multiple_of(align);
        if offset + size <= self.buffer.size() {
            self.cursor = offset + size;
            return Ok((offset, false));
        }
        if size > max_size {
            return Err(RenderError::DrawDataTooLarge {
                needed: size,
                max_buffer_size: max_size,
            });
        }
        let wanted = (self.buffer.size() * 2)
            .max(self.frame_demand.next_power_of_two())
            .min(max_size)
            .max(size);
        self.buffer = Self::create(device, self.label, self.usage, wanted);
        self.cursor = size;
        Ok((0, true))
    }

    fn rewind(&mut self) {
        self.cursor = 0;
        self.frame_demand = 0;
    }
}

/// Copies `bytes` into `staging` at `*at` and advances it; `false` (nothing copied) when
/// they do not fit.
fn append(staging: &mut wgpu::QueueWriteBufferView, at: &mut usize, bytes: &[u8]) -> bool {
    let Some(end) = at
        .checked_add(bytes.len())
        .filter(|end| *end <= staging.len())
    else {
        return false;
    };
    staging.slice(*at..end).copy_from_slice(bytes);
    *at = end;
    true
}

/// Where one `render` call's data sits in the arena.
#[derive(Clone, Copy, Debug)]
pub(crate) struct FrameUpload {
    /// Byte offset of the call's first vertex in the vertex buffer.
    pub vertex_offset: u64,
    /// Byte offset of the call's first index in the index buffer.
    pub index_offset: u64,
    /// The uniform slot (and bind group) of the call.
    pub uniform_slot: usize,
    /// Vertex, index and uniform bytes written, including alignment padding.
    pub bytes_uploaded: u64,
    /// Buffers created by this call.
    pub buffers_created: usize,
    /// Bind groups created by this call (the uniform slots' groups, when their buffer grew).
    pub bind_groups_created: usize,
}

/// The vertex, index and uniform buffers and the uniform slots' bind groups.
#[derive(Debug)]
pub(crate) struct UploadArena {
    vertices: GrowableBuffer,
    indices: GrowableBuffer,
    uniforms: GrowableBuffer,
    uniform_layout: wgpu::BindGroupLayout,
    /// One bind group per `uniform_align`-sized slot of the current uniform buffer.
    uniform_bind_groups: Vec<wgpu::BindGroup>,
    uniform_align: u64,
    max_buffer_size: u64,
}

impl UploadArena {
    /// Creates small buffers; they grow to fit the first frames and then stay.
    pub fn new(device: &wgpu::Device, uniform_layout: wgpu::BindGroupLayout) -> Self {
        let limits = device.limits();
        let uniform_align =
            u64::from(limits.min_uniform_buffer_offset_alignment).max(UNIFORMS_SIZE);
        let uniforms = GrowableBuffer::new(
            device,
            "imgui-webgpu uniforms",
            wgpu::BufferUsages::UNIFORM,
            uniform_align * 4,
        );
        let uniform_bind_groups = Self::create_uniform_bind_groups(
            device,
            &uniform_layout,
            &uniforms.buffer,
            uniform_align,
        );
        Self {
            vertices: GrowableBuffer::new(
                device,
                "imgui-webgpu vertices",
                wgpu::BufferUsages::VERTEX,
                1 << 16,
            ),
            indices: GrowableBuffer::new(
                device,
                "imgui-webgpu indices",
                wgpu::BufferUsages::INDEX,
                1 << 15,
            ),
            uniforms,
            uniform_layout,
            uniform_bind_groups,
            uniform_align,
            max_buffer_size: limits.max_buffer_size,
        }
    }

    /// Rewinds every cursor: the next frame reuses the same buffers from offset 0.
    pub fn new_frame(&mut self) {
        self.vertices.rewind();
        self.indices.rewind();
        self.uniforms.rewind();
    }

    /// Writes the source's vertices, indices and uniforms into fresh ranges of the arena.
    /// `vertex_count` and `index_count` are the sums over the source's lists.
    pub fn upload<S: DrawSource>(
        &mut self,
        device: &wgpu::Device,
        queue: &wgpu::Queue,
        source: &S,
        vertex_count: u64,
        index_count: u64,
        uniforms: &Uniforms,
    ) -> Result<FrameUpload, RenderError> {
        let vertex_size = vertex_count * crate::pipeline::VERTEX_SIZE;
        // Copies must be 4-byte multiples; 16-bit indices are padded at the end.
        let index_size = (index_count * crate::pipeline::INDEX_SIZE)
            .next_multiple_of(wgpu::COPY_BUFFER_ALIGNMENT);
        let max = self.max_buffer_size;
        let (vertex_offset, vertex_grew) =
            self.vertices
                .reserve(device, vertex_size, wgpu::COPY_BUFFER_ALIGNMENT, max)?;
        let (index_offset, index_grew) =
            self.indices
                .reserve(device, index_size, wgpu::COPY_BUFFER_ALIGNMENT, max)?;
        let (uniform_offset, uniform_grew) =
            self.uniforms
                .reserve(device, UNIFORMS_SIZE, self.uniform_align, max)?;
        let mut bind_groups_created = 0;
        if uniform_grew {
            self.uniform_bind_groups = Self::create_uniform_bind_groups(
                device,
                &self.uniform_layout,
                &self.uniforms.buffer,
                self.uniform_align,
            );
            bind_groups_created = self.uniform_bind_groups.len();
        }

        // Callers upload only frames with geometry, so both sizes are non-zero.
        let (Some(vertex_len), Some(index_len)) =
            (NonZeroU64::new(vertex_size), NonZeroU64::new(index_size))
        else {
            return Err(RenderError::UploadFailed);
        };
        let mut vertex_staging = queue
            .write_buffer_with(&self.vertices.buffer, vertex_offset, vertex_len)
            .ok_or(RenderError::UploadFailed)?;
        let mut index_staging = queue
            .write_buffer_with(&self.indices.buffer, index_offset, index_len)
            .ok_or(RenderError::UploadFailed)?;
        // One walk over the lists fills both. `lists()` yields the same data on every walk
        // (the `DrawSource` contract); the bounds checks only keep a broken source from
        // panicking.
        let (mut vertex_at, mut index_at) = (0, 0);
        for list in source.lists() {
            let appended = append(
                &mut vertex_staging,
                &mut vertex_at,
                vertex_bytes(list.vertices()),
            ) && append(
                &mut index_staging,
                &mut index_at,
                index_bytes(list.indices()),
            );
            if !appended {
                break;
            }
        }
        let end = index_staging.len();
        index_staging.slice(index_at..end).fill(0);
        drop((vertex_staging, index_staging));
        queue.write_buffer(
            &self.uniforms.buffer,
            uniform_offset,
            bytemuck::bytes_of(uniforms),
        );

        let grown = [vertex_grew, index_grew, uniform_grew];
        Ok(FrameUpload {
            vertex_offset,
            index_offset,
            // `reserve` keeps the slot inside the buffer, so it has a bind group.
            uniform_slot: (uniform_offset / self.uniform_align) as usize,
            bytes_uploaded: vertex_size + index_size + UNIFORMS_SIZE,
            buffers_created: grown.iter().filter(|grew| **grew).count(),
            bind_groups_created,
        })
    }

    /// The vertex buffer the last upload wrote to.
    pub fn vertex_buffer(&self) -> &wgpu::Buffer {
        &self.vertices.buffer
    }

    /// The index buffer the last upload wrote to.
    pub fn index_buffer(&self) -> &wgpu::Buffer {
        &self.indices.buffer
    }

    /// The bind group of a uniform slot that an upload of this frame returned.
    pub fn uniform_bind_group(&self, slot: usize) -> &wgpu::BindGroup {
        &self.uniform_bind_groups[slot]
    }

    /// Total bytes of GPU buffer the arena holds.
    pub fn capacity(&self) -> u64 {
        self.vertices.buffer.size() + self.indices.buffer.size() + self.uniforms.buffer.size()
    }

    /// One bind group per `align`-sized slot of `buffer`.
    fn create_uniform_bind_groups(
        device: &wgpu::Device,
        layout: &wgpu::BindGroupLayout,
        buffer: &wgpu::Buffer,
        align: u64,
    ) -> Vec<wgpu::BindGroup> {
        (0..buffer.size() / align)
            .map(|slot| {
                device.create_bind_group(&wgpu::BindGroupDescriptor {
                    label: Some("imgui-webgpu uniforms"),
                    layout,
                    entries: &[wgpu::BindGroupEntry {
                        binding: 0,
                        resource: wgpu::BindingResource::Buffer(wgpu::BufferBinding {
                            buffer,
                            offset: slot * align,
                            size: NonZeroU64::new(UNIFORMS_SIZE),
                        }),
                    }],
                })
            })
            .collect()
    }
}
