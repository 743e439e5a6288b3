//! Uniform slots: one 256-byte slot per `render` call of a frame, each with its own bind
//! group, made when the uniform buffer is (re)created.
//!
//! A call binds its slot's group without a dynamic offset: wgpu stores dynamic offsets in a
//! vector per pass, which costs a heap allocation every frame. A slot whose value is what
//! it already holds (the same display, frame after frame) is not written again.
//!
//! The buffer is bump-allocated and rewinds at `new_frame`. When a call outgrows it, a new
//! one is made; earlier calls keep the old buffer alive through their recorded commands. Its
//! size follows demand as [`Growth`] says, as the geometry buffers' do.

use std::num::NonZeroU64;

use super::growth::Growth;
use crate::error::RenderError;
use crate::gpu::Gpu;
use crate::render::mapping::{UNIFORMS_SIZE, Uniforms};

/// The uniform buffer, its slots' bind groups and what each slot holds.
#[derive(Debug)]
pub(crate) struct UniformSlots {
    layout: wgpu::BindGroupLayout,
    buffer: Option<wgpu::Buffer>,
    /// One bind group per slot of `buffer`.
    bind_groups: Vec<wgpu::BindGroup>,
    /// What each slot holds, where it was written.
    written: Vec<Option<Uniforms>>,
    /// The slot size: `min_uniform_buffer_offset_alignment`, at least the block.
    align: u64,
    /// The next free slot of this frame.
    next_slot: u64,
    /// Slots taken this frame, across every buffer the frame used.
    frame_demand: u64,
    /// Sizes, in slots.
    growth: Growth,
}

/// Slots a new uniform buffer has at least.
const INITIAL_SLOTS: u64 = 4;

impl UniformSlots {
    pub fn new(gpu: &Gpu, layout: wgpu::BindGroupLayout) -> Self {
        let align = gpu.caps.uniform_alignment.max(UNIFORMS_SIZE);
        Self {
            layout,
            buffer: None,
            bind_groups: Vec::new(),
            written: Vec::new(),
            align,
            next_slot: 0,
            frame_demand: 0,
            growth: Growth::new(INITIAL_SLOTS, gpu.caps.max_buffer_size / align),
        }
    }

    /// Refuses a call when this frame has taken every slot the largest buffer the device
    /// allows can hold. Checked before anything changes, so a refused call takes no slot.
    pub fn check_room(&self) -> Result<(), RenderError> {
        let max_slots = self.growth.max();
        if self.next_slot >= self.bind_groups.len() as u64 && self.next_slot >= max_slots {
            return Err(RenderError::DrawDataTooLarge {
                needed: self.next_slot.saturating_add(1).saturating_mul(self.align),
                max_buffer_size: max_slots.saturating_mul(self.align),
            });
        }
        Ok(())
    }

    /// The next slot of the frame, holding `uniforms`: its bind group, the bytes written
    /// (0 when the slot held them already), and the bind groups made for it (a new buffer's).
    pub fn take(
        &mut self,
        gpu: &Gpu,
        uniforms: &Uniforms,
    ) -> Result<(&wgpu::BindGroup, u64, usize), RenderError> {
        self.check_room()?;
        self.frame_demand += 1;
        let mut created = 0;
        if self.next_slot >= self.bind_groups.len() as u64 {
            let slots = self
                .growth
                .grown(self.frame_demand, self.bind_groups.len() as u64 * 2);
            self.create(&gpu.device, slots);
            created = self.bind_groups.len();
            self.next_slot = 0;
        }
        let slot = self.next_slot as usize;
        self.next_slot += 1;
        let (Some(buffer), Some(bind_group), Some(held)) = (
            self.buffer.as_ref(),
            self.bind_groups.get(slot),
            self.written.get_mut(slot),
        ) else {
            return Err(RenderError::UploadFailed);
        };
        if *held == Some(*uniforms) {
            return Ok((bind_group, 0, created));
        }
        gpu.queue.write_buffer(
            buffer,
            slot as u64 * self.align,
            bytemuck::bytes_of(uniforms),
        );
        *held = Some(*uniforms);
        Ok((bind_group, UNIFORMS_SIZE, created))
    }

    /// Rewinds to slot 0; resizes the buffer when the frame outgrew it, or after a long run
    /// of frames using a quarter of it or less.
    pub fn end_frame(&mut self, device: &wgpu::Device) {
        let demand = std::mem::take(&mut self.frame_demand);
        self.next_slot = 0;
        if let Some(slots) = self.growth.end_frame(self.bind_groups.len() as u64, demand) {
            self.create(device, slots);
        }
    }

    /// The uniform buffer, if made.
    pub fn buffer(&self) -> Option<&wgpu::Buffer> {
        self.buffer.as_ref()
    }

    /// Bind groups alive (one per slot).
    pub fn bind_groups(&self) -> usize {
        self.bind_groups.len()
    }

    /// A buffer of `slots` slots and one bind group per slot.
    fn create(&mut self, device: &wgpu::Device, slots: u64) {
        let buffer = device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("imgui-webgpu uniforms"),
            size: slots * self.align,
            usage: wgpu::BufferUsages::UNIFORM | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        self.bind_groups.clear();
        let align = self.align;
        self.bind_groups.extend((0..slots).map(|slot| {
            device.create_bind_group(&wgpu::BindGroupDescriptor {
                label: Some("imgui-webgpu uniforms"),
                layout: &self.layout,
                entries: &[wgpu::BindGroupEntry {
                    binding: 0,
                    resource: wgpu::BindingResource::Buffer(wgpu::BufferBinding {
                        buffer: &buffer,
                        offset: slot * align,
                        size: NonZeroU64::new(UNIFORMS_SIZE),
                    }),
                }],
            })
        }));
        self.written.clear();
        self.written.resize(slots as usize, None);
        self.buffer = Some(buffer);
    }
}
