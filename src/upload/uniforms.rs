//! Uniform slots: one 256-byte slot per `render` call of a frame, each with its own bind
//! group, made when the uniform buffer is (re)created.
//!
//! A call binds its slot's group without a dynamic offset: wgpu stores dynamic offsets in a
//! vector per pass, which costs a heap allocation every frame. A slot whose value is what
//! it already holds (the same display, frame after frame) is not written again.
//!
//! The buffer is bump-allocated and rewinds at `new_frame`. When a call outgrows it, a new
//! one is made with room for the whole frame so far, doubled; earlier calls keep the old
//! buffer alive through their recorded commands. At `new_frame` a buffer the frame outgrew
//! is sized once for the whole frame, and one whose frames used at most a quarter of it for
//! [`SHRINK_AFTER_FRAMES`] frames in a row is replaced by a smaller one.

use std::num::NonZeroU64;

use crate::error::RenderError;
use crate::pipeline::{UNIFORMS_SIZE, Uniforms};

/// Frames in a row that must each use at most a quarter of a buffer before it shrinks
/// (five seconds at 60 frames a second: a burst does not make buffers flap).
pub(crate) const SHRINK_AFTER_FRAMES: u32 = 300;

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
    low_frames: u32,
    low_peak: u64,
    max_slots: u64,
    /// Buffers and bind groups created since the counts were last taken.
    pub created: (usize, usize),
}

/// Slots a new uniform buffer has at least.
const INITIAL_SLOTS: u64 = 4;

impl UniformSlots {
    pub fn new(device: &wgpu::Device, layout: wgpu::BindGroupLayout) -> Self {
        let limits = device.limits();
        let align = u64::from(limits.min_uniform_buffer_offset_alignment).max(UNIFORMS_SIZE);
        Self {
            layout,
            buffer: None,
            bind_groups: Vec::new(),
            written: Vec::new(),
            align,
            next_slot: 0,
            frame_demand: 0,
            low_frames: 0,
            low_peak: 0,
            max_slots: (limits.max_buffer_size / align).max(1),
            created: (0, 0),
        }
    }

    /// Refuses a call when this frame has taken every slot the largest buffer the device
    /// allows can hold. Checked before anything changes, so a refused call takes no slot.
    pub fn check_room(&self) -> Result<(), RenderError> {
        if self.next_slot >= self.bind_groups.len() as u64 && self.next_slot >= self.max_slots {
            return Err(RenderError::DrawDataTooLarge {
                needed: self.next_slot.saturating_add(1).saturating_mul(self.align),
                max_buffer_size: self.max_slots.saturating_mul(self.align),
            });
        }
        Ok(())
    }

    /// The next slot of the frame, holding `uniforms`: its bind group and the bytes written
    /// (0 when the slot held them already).
    pub fn take(
        &mut self,
        device: &wgpu::Device,
        queue: &wgpu::Queue,
        uniforms: &Uniforms,
    ) -> Result<(&wgpu::BindGroup, u64), RenderError> {
        self.check_room()?;
        self.frame_demand += 1;
        if self.next_slot >= self.bind_groups.len() as u64 {
            let slots = (self.bind_groups.len() as u64 * 2)
                .max(self.frame_demand.next_power_of_two())
                .max(INITIAL_SLOTS)
                .min(self.max_slots);
            self.create(device, slots);
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
            return Ok((bind_group, 0));
        }
        queue.write_buffer(
            buffer,
            slot as u64 * self.align,
            bytemuck::bytes_of(uniforms),
        );
        *held = Some(*uniforms);
        Ok((bind_group, UNIFORMS_SIZE))
    }

    /// Rewinds to slot 0; resizes the buffer when the frame outgrew it, or after a long run
    /// of frames using a quarter of it or less.
    pub fn end_frame(&mut self, device: &wgpu::Device) {
        let demand = std::mem::take(&mut self.frame_demand);
        self.next_slot = 0;
        let slots = self.bind_groups.len() as u64;
        if slots == 0 {
            return;
        }
        if demand > slots {
            self.low_frames = 0;
            self.low_peak = 0;
            self.create(device, demand.next_power_of_two().min(self.max_slots));
            return;
        }
        if slots <= INITIAL_SLOTS || demand * 4 > slots {
            self.low_frames = 0;
            self.low_peak = 0;
            return;
        }
        self.low_frames += 1;
        self.low_peak = self.low_peak.max(demand);
        if self.low_frames < SHRINK_AFTER_FRAMES {
            return;
        }
        let smaller = (self.low_peak * 2)
            .next_power_of_two()
            .max(INITIAL_SLOTS)
            .min(self.max_slots);
        self.low_frames = 0;
        self.low_peak = 0;
        if smaller < slots {
            self.create(device, smaller);
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
        self.created.0 += 1;
        self.created.1 += slots as usize;
    }
}
