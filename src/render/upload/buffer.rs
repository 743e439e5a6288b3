//! One geometry buffer (vertices or indices): the GPU buffer, its free space, and its size
//! over frames.
//!
//! Space is handed out in units (a vertex; four bytes of indices) from [`FreeRanges`]. A
//! range drawn in this frame is never written again before `new_frame`, so several `render`
//! calls of one frame (several passes, one submit) never overwrite each other's data. When
//! a call's new data finds no free range large enough, [`ResidentBuffer::make_room`] clears
//! the buffer for a full upload: in place when nothing in it is drawn this frame (the
//! compaction that bounds fragmentation), else in a new, larger buffer (earlier calls keep
//! the old one alive through their recorded commands). Its size follows demand as
//! [`Growth`] says, as the uniform buffer's does.

use std::num::NonZeroU64;
use std::ops::Range;

use super::growth::Growth;
use super::ranges::FreeRanges;
use crate::error::RenderError;

/// A vertex or index buffer with free-range bookkeeping.
#[derive(Debug)]
pub(crate) struct ResidentBuffer {
    label: &'static str,
    usage: wgpu::BufferUsages,
    /// Bytes per unit.
    unit: u64,
    /// Sizes, within the most units a buffer may have: the device's `max_buffer_size`, and
    /// what keeps every draw's first index and base vertex within `u32` and `i32`.
    growth: Growth,
    buffer: Option<wgpu::Buffer>,
    space: FreeRanges,
    /// Whether a range of the buffer is drawn in this frame.
    used_this_frame: bool,
    /// Units drawn this frame (reused or written), across every buffer the frame used.
    frame_demand: u64,
}

impl ResidentBuffer {
    pub fn new(
        label: &'static str,
        usage: wgpu::BufferUsages,
        unit: u64,
        initial_bytes: u64,
        max_units: u64,
    ) -> Self {
        Self {
            label,
            usage,
            unit,
            growth: Growth::new((initial_bytes / unit).max(1), max_units),
            buffer: None,
            space: FreeRanges::default(),
            used_this_frame: false,
            frame_demand: 0,
        }
    }

    /// The GPU buffer, if made.
    pub fn buffer(&self) -> Option<&wgpu::Buffer> {
        self.buffer.as_ref()
    }

    /// Bytes of GPU memory held.
    pub fn capacity_bytes(&self) -> u64 {
        self.buffer.as_ref().map_or(0, wgpu::Buffer::size)
    }

    /// The first free range of `units`, taken.
    pub fn allocate(&mut self, units: u64) -> Option<u64> {
        self.space.allocate(units)
    }

    /// Gives a range back (one not drawn in this frame).
    pub fn release(&mut self, range: Range<u64>) {
        self.space.release(range);
    }

    /// Records that a call draws `units` of this buffer.
    pub fn note_use(&mut self, units: u64) {
        self.used_this_frame = true;
        self.frame_demand = self.frame_demand.saturating_add(units);
    }

    /// Refuses `units` when no buffer the device allows could hold them. Checked before
    /// anything changes, so a refused call leaves the buffer and its ranges as they were.
    pub fn check_fits(&self, units: u64) -> Result<(), RenderError> {
        let max_units = self.growth.max();
        if units > max_units {
            return Err(RenderError::DrawDataTooLarge {
                needed: units.saturating_mul(self.unit),
                max_buffer_size: max_units.saturating_mul(self.unit),
            });
        }
        Ok(())
    }

    /// Frees the whole buffer for a full upload of `units` (which [`Self::check_fits`]
    /// accepted): in place when nothing in it is drawn this frame and it is large enough,
    /// else in a new buffer sized for the frame so far, at least doubled, at most the
    /// device's limit. `true`: a buffer was made.
    pub fn make_room(&mut self, device: &wgpu::Device, units: u64) -> bool {
        let capacity = self.space.capacity();
        if self.buffer.is_some() && !self.used_this_frame && units <= capacity {
            self.space.reset(capacity);
            return false;
        }
        let at_least = if units > capacity {
            capacity.saturating_mul(2)
        } else {
            capacity
        };
        let wanted = self
            .growth
            .grown(self.frame_demand.saturating_add(units), at_least);
        self.create(device, wanted);
        true
    }

    /// A staging view for `units` at `start`; `None` when wgpu refuses it (a lost device).
    pub fn write_view(
        &self,
        queue: &wgpu::Queue,
        start: u64,
        units: u64,
    ) -> Option<wgpu::QueueWriteBufferView> {
        let size = NonZeroU64::new(units.checked_mul(self.unit)?)?;
        queue.write_buffer_with(self.buffer.as_ref()?, start.checked_mul(self.unit)?, size)
    }

    /// Drops the buffer and all its space (after a refused write: nothing it holds can be
    /// trusted).
    pub fn forget(&mut self) {
        self.buffer = None;
        self.space.reset(0);
    }

    /// Ends a frame: replaces the buffer when the frame outgrew it, or after a long run of
    /// frames that drew a quarter of it or less. `true` when it did, and everything it held
    /// is gone.
    pub fn end_frame(&mut self, device: &wgpu::Device) -> bool {
        let demand = std::mem::take(&mut self.frame_demand);
        self.used_this_frame = false;
        let capacity = match self.buffer {
            Some(_) => self.space.capacity(),
            None => 0,
        };
        match self.growth.end_frame(capacity, demand) {
            Some(size) => {
                self.create(device, size);
                true
            }
            None => false,
        }
    }

    /// Empties the space (every range is being forgotten at once).
    pub fn clear_space(&mut self) {
        let capacity = self.space.capacity();
        self.space.reset(capacity);
    }

    fn create(&mut self, device: &wgpu::Device, units: u64) {
        self.buffer = Some(device.create_buffer(&wgpu::BufferDescriptor {
            label: Some(self.label),
            size: units * self.unit,
            usage: self.usage | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        }));
        self.space.reset(units);
        // The new buffer holds nothing this frame draws yet.
        self.used_this_frame = false;
    }
}
