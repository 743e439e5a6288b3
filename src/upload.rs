//! The upload arena: vertex, index and uniform buffers that grow, are reused, and shrink.
//!
//! Each `render` call reserves its own ranges, so several calls in one frame (several passes,
//! one submit) never overwrite each other's data. When a call outgrows a buffer, a new one
//! is created with room for the whole frame so far, doubled; earlier calls of the frame keep
//! the old buffer alive through their recorded commands. At `new_frame`, a buffer that
//! needed to grow during the frame is sized once for the whole frame, so from the next frame
//! on one buffer fits. A buffer whose frames have used at most a quarter of it for
//! [`SHRINK_AFTER_FRAMES`] frames in a row is replaced by a smaller one.
//!
//! Vertex and index bytes go straight from the plan's lists into wgpu's staging memory with
//! one `Queue::write_buffer_with` each: one copy, no intermediate `Vec`.
//!
//! Uniforms get one 256-byte slot per `render` call, and each slot has its own bind group,
//! made when the uniform buffer is (re)created. A call binds its slot's group without a
//! dynamic offset: wgpu stores dynamic offsets in a vector per pass, which costs a heap
//! allocation every frame, and the renderer adds none.

use std::num::NonZeroU64;

use crate::error::RenderError;
use crate::pipeline::{INDEX_SIZE, UNIFORMS_SIZE, VERTEX_SIZE};
use crate::plan::Plan;
use crate::source::{index_bytes, vertex_bytes};

/// Frames in a row that must each use at most a quarter of a buffer before it shrinks
/// (five seconds at 60 frames a second: a burst does not make buffers flap).
pub(crate) const SHRINK_AFTER_FRAMES: u32 = 300;

/// One GPU buffer (made on first use) with a bump cursor.
#[derive(Debug)]
struct GrowableBuffer {
    label: &'static str,
    usage: wgpu::BufferUsages,
    /// The smallest size the buffer is made with.
    initial: u64,
    buffer: Option<wgpu::Buffer>,
    cursor: u64,
    /// Bytes reserved in this frame, across every buffer the frame used.
    frame_demand: u64,
    /// Frames in a row whose demand was at most a quarter of the buffer.
    low_frames: u32,
    /// The largest demand of those frames.
    low_peak: u64,
}

impl GrowableBuffer {
    fn new(label: &'static str, usage: wgpu::BufferUsages, initial: u64) -> Self {
        Self {
            label,
            usage,
            initial,
            buffer: None,
            cursor: 0,
            frame_demand: 0,
            low_frames: 0,
            low_peak: 0,
        }
    }

    fn capacity(&self) -> u64 {
        self.buffer.as_ref().map_or(0, wgpu::Buffer::size)
    }

    fn create(&mut self, device: &wgpu::Device, size: u64) {
        self.buffer = Some(device.create_buffer(&wgpu::BufferDescriptor {
            label: Some(self.label),
            size,
            usage: self.usage | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        }));
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
        self.frame_demand = self
            .frame_demand
            .saturating_add(size.next_multiple_of(align));
        if offset.saturating_add(size) <= self.capacity() {
            self.cursor = offset + size;
            return Ok((offset, false));
        }
        if size > max_size {
            return Err(RenderError::DrawDataTooLarge {
                needed: size,
                max_buffer_size: max_size,
            });
        }
        let wanted = (self.capacity().saturating_mul(2))
            .max(
                self.frame_demand
                    .checked_next_power_of_two()
                    .unwrap_or(u64::MAX),
            )
            .max(self.initial)
            .min(max_size)
            .max(size);
        self.create(device, wanted);
        self.cursor = size;
        Ok((0, true))
    }

    /// Rewinds the cursor, and resizes the buffer for the frame that just ended when it
    /// outgrew the buffer, or after a long run of small frames. `true`: a buffer was made.
    fn end_frame(&mut self, device: &wgpu::Device, max_size: u64) -> bool {
        let demand = std::mem::take(&mut self.frame_demand);
        self.cursor = 0;
        let capacity = self.capacity();
        if capacity == 0 {
            return false;
        }
        if demand > capacity {
            // The frame grew the buffer part-way: size it once for the whole frame.
            self.low_frames = 0;
            self.low_peak = 0;
            let size = demand
                .checked_next_power_of_two()
                .unwrap_or(u64::MAX)
                .min(max_size);
            self.create(device, size);
            return true;
        }
        if capacity <= self.initial || demand.saturating_mul(4) > capacity {
            self.low_frames = 0;
            self.low_peak = 0;
            return false;
        }
        self.low_frames += 1;
        self.low_peak = self.low_peak.max(demand);
        if self.low_frames < SHRINK_AFTER_FRAMES {
            return false;
        }
        let size = (self.low_peak.saturating_mul(2))
            .checked_next_power_of_two()
            .unwrap_or(u64::MAX)
            .max(self.initial)
            .min(max_size);
        self.low_frames = 0;
        self.low_peak = 0;
        if size >= capacity {
            return false;
        }
        self.create(device, size);
        true
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

/// Where one `render` call's data sits: the buffers (handles, cheap to clone) and offsets.
#[derive(Clone, Debug)]
pub(crate) struct FrameUpload {
    pub vertex_buffer: wgpu::Buffer,
    pub index_buffer: wgpu::Buffer,
    /// Byte offset of the call's first vertex in the vertex buffer.
    pub vertex_offset: u64,
    /// Byte offset of the call's first index in the index buffer.
    pub index_offset: u64,
    /// The bind group of the call's uniform slot.
    pub uniforms: wgpu::BindGroup,
    /// Vertex, index and uniform bytes written, including alignment padding.
    pub bytes_uploaded: u64,
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
    /// Buffers and bind groups created since the counts were last taken.
    created: (usize, usize),
}

impl UploadArena {
    /// An empty arena; its buffers are made by the first upload.
    pub fn new(device: &wgpu::Device, uniform_layout: wgpu::BindGroupLayout) -> Self {
        let limits = device.limits();
        let uniform_align =
            u64::from(limits.min_uniform_buffer_offset_alignment).max(UNIFORMS_SIZE);
        Self {
            vertices: GrowableBuffer::new(
                "imgui-webgpu vertices",
                wgpu::BufferUsages::VERTEX,
                1 << 16,
            ),
            indices: GrowableBuffer::new(
                "imgui-webgpu indices",
                wgpu::BufferUsages::INDEX,
                1 << 15,
            ),
            uniforms: GrowableBuffer::new(
                "imgui-webgpu uniforms",
                wgpu::BufferUsages::UNIFORM,
                uniform_align * 4,
            ),
            uniform_layout,
            uniform_bind_groups: Vec::new(),
            uniform_align,
            max_buffer_size: limits.max_buffer_size,
            created: (0, 0),
        }
    }

    /// Rewinds every cursor, so the next frame reuses the buffers from offset 0, and resizes
    /// the buffers the last frame outgrew or has long underused.
    pub fn new_frame(&mut self, device: &wgpu::Device) {
        let max = self.max_buffer_size;
        let vertex_made = self.vertices.end_frame(device, max);
        let index_made = self.indices.end_frame(device, max);
        let uniform_made = self.uniforms.end_frame(device, max);
        self.created.0 += usize::from(vertex_made) + usize::from(index_made);
        if uniform_made {
            self.created.0 += 1;
            self.rebuild_uniform_bind_groups(device);
        }
    }

    /// Writes the plan's vertices, indices and uniforms into fresh ranges of the arena.
    /// `None` when the plan has no geometry.
    pub fn upload(
        &mut self,
        device: &wgpu::Device,
        queue: &wgpu::Queue,
        plan: &Plan<'_>,
    ) -> Result<Option<FrameUpload>, RenderError> {
        if !plan.has_geometry() {
            return Ok(None);
        }
        let vertex_size = plan.vertex_count.saturating_mul(VERTEX_SIZE);
        // Copies must be 4-byte multiples; 16-bit indices are padded at the end.
        let index_size = plan
            .index_count
            .saturating_mul(INDEX_SIZE)
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
        self.created.0 += [vertex_grew, index_grew, uniform_grew]
            .iter()
            .filter(|grew| **grew)
            .count();
        if uniform_grew {
            self.rebuild_uniform_bind_groups(device);
        }
        let (Some(vertex_buffer), Some(index_buffer), Some(uniform_buffer)) = (
            self.vertices.buffer.clone(),
            self.indices.buffer.clone(),
            self.uniforms.buffer.as_ref(),
        ) else {
            return Err(RenderError::UploadFailed);
        };
        let slot = (uniform_offset / self.uniform_align) as usize;
        let Some(uniforms) = self.uniform_bind_groups.get(slot).cloned() else {
            return Err(RenderError::UploadFailed);
        };

        let (Some(vertex_len), Some(index_len)) =
            (NonZeroU64::new(vertex_size), NonZeroU64::new(index_size))
        else {
            return Err(RenderError::UploadFailed);
        };
        let mut vertex_staging = queue
            .write_buffer_with(&vertex_buffer, vertex_offset, vertex_len)
            .ok_or(RenderError::UploadFailed)?;
        let mut index_staging = queue
            .write_buffer_with(&index_buffer, index_offset, index_len)
            .ok_or(RenderError::UploadFailed)?;
        // The plan summed exactly these slices, so everything fits; the checks only keep a
        // mistake from panicking.
        let (mut vertex_at, mut index_at) = (0, 0);
        for list in &plan.lists {
            let appended =
                append(
                    &mut vertex_staging,
                    &mut vertex_at,
                    vertex_bytes(list.vertices),
                ) && append(&mut index_staging, &mut index_at, index_bytes(list.indices));
            if !appended {
                break;
            }
        }
        let end = index_staging.len();
        index_staging.slice(index_at..end).fill(0);
        drop((vertex_staging, index_staging));
        queue.write_buffer(
            uniform_buffer,
            uniform_offset,
            bytemuck::bytes_of(&plan.uniforms),
        );

        Ok(Some(FrameUpload {
            vertex_buffer,
            index_buffer,
            vertex_offset,
            index_offset,
            uniforms,
            bytes_uploaded: vertex_size + index_size + UNIFORMS_SIZE,
        }))
    }

    /// Buffers and bind groups created since the last call.
    pub fn take_created(&mut self) -> (usize, usize) {
        std::mem::take(&mut self.created)
    }

    /// How many buffers the arena holds (made on first use).
    pub fn buffers(&self) -> usize {
        [&self.vertices, &self.indices, &self.uniforms]
            .iter()
            .filter(|buffer| buffer.buffer.is_some())
            .count()
    }

    /// How many uniform slot bind groups the arena holds.
    pub fn uniform_bind_groups(&self) -> usize {
        self.uniform_bind_groups.len()
    }

    /// Total bytes of GPU buffer the arena holds.
    pub fn capacity(&self) -> u64 {
        self.vertices.capacity() + self.indices.capacity() + self.uniforms.capacity()
    }

    /// One bind group per slot of the current uniform buffer.
    fn rebuild_uniform_bind_groups(&mut self, device: &wgpu::Device) {
        self.uniform_bind_groups.clear();
        let Some(buffer) = &self.uniforms.buffer else {
            return;
        };
        let align = self.uniform_align;
        self.uniform_bind_groups
            .extend((0..buffer.size() / align).map(|slot| {
                device.create_bind_group(&wgpu::BindGroupDescriptor {
                    label: Some("imgui-webgpu uniforms"),
                    layout: &self.uniform_layout,
                    entries: &[wgpu::BindGroupEntry {
                        binding: 0,
                        resource: wgpu::BindingResource::Buffer(wgpu::BufferBinding {
                            buffer,
                            offset: slot * align,
                            size: NonZeroU64::new(UNIFORMS_SIZE),
                        }),
                    }],
                })
            }));
        self.created.1 += self.uniform_bind_groups.len();
    }
}
