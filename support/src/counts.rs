//! Live wgpu object counts: what the leak and steady-state tests compare.
//!
//! Hub counts (`Instance::generate_report`) count the handles the application side holds:
//! a renderer that keeps a view or bind group alive shows up here. Hal counts
//! (`Device::get_internal_counters`, wgpu's `counters` feature) count the backend objects
//! that are really alive, after the GPU is done with them. The hal texture counter is
//! broken on Vulkan in wgpu 30 (gfx-rs/wgpu#10038), so textures are counted by hub handles
//! and by `texture_memory`.

use std::fmt;

/// Live handles per kind of wgpu object (hub counts).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HubCounts {
    pub bind_groups: usize,
    pub buffers: usize,
    pub textures: usize,
    pub texture_views: usize,
    pub samplers: usize,
}

impl HubCounts {
    /// Reads the counts from the instance's report.
    pub fn of(instance: &wgpu::Instance) -> Self {
        let report = instance
            .generate_report()
            .expect("the wgpu-core instance gives a report");
        let hub = &report.hub;
        Self {
            bind_groups: hub.bind_groups.num_allocated,
            buffers: hub.buffers.num_allocated,
            textures: hub.textures.num_allocated,
            texture_views: hub.texture_views.num_allocated,
            samplers: hub.samplers.num_allocated,
        }
    }

    /// Whether every count is at most `bound`'s.
    pub fn within(&self, bound: &Self) -> bool {
        self.bind_groups <= bound.bind_groups
            && self.buffers <= bound.buffers
            && self.textures <= bound.textures
            && self.texture_views <= bound.texture_views
            && self.samplers <= bound.samplers
    }

    /// These counts plus `extra`.
    pub fn plus(&self, extra: &Self) -> Self {
        Self {
            bind_groups: self.bind_groups + extra.bind_groups,
            buffers: self.buffers + extra.buffers,
            textures: self.textures + extra.textures,
            texture_views: self.texture_views + extra.texture_views,
            samplers: self.samplers + extra.samplers,
        }
    }

    /// Element-wise maximum.
    pub fn max(&self, other: &Self) -> Self {
        Self {
            bind_groups: self.bind_groups.max(other.bind_groups),
            buffers: self.buffers.max(other.buffers),
            textures: self.textures.max(other.textures),
            texture_views: self.texture_views.max(other.texture_views),
            samplers: self.samplers.max(other.samplers),
        }
    }
}

/// Live backend objects and memory (hal counts), without the broken texture counter.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HalCounts {
    pub bind_groups: isize,
    pub buffers: isize,
    pub texture_views: isize,
    pub samplers: isize,
    pub buffer_memory: isize,
    pub texture_memory: isize,
}

impl HalCounts {
    /// Reads the device's internal counters (poll with wait first, so that objects the GPU
    /// was still using are freed).
    pub fn of(device: &wgpu::Device) -> Self {
        let hal = device.get_internal_counters().hal;
        Self {
            bind_groups: hal.bind_groups.read(),
            buffers: hal.buffers.read(),
            texture_views: hal.texture_views.read(),
            samplers: hal.samplers.read(),
            buffer_memory: hal.buffer_memory.read(),
            texture_memory: hal.texture_memory.read(),
        }
    }

    /// Element-wise maximum.
    pub fn max(&self, other: &Self) -> Self {
        Self {
            bind_groups: self.bind_groups.max(other.bind_groups),
            buffers: self.buffers.max(other.buffers),
            texture_views: self.texture_views.max(other.texture_views),
            samplers: self.samplers.max(other.samplers),
            buffer_memory: self.buffer_memory.max(other.buffer_memory),
            texture_memory: self.texture_memory.max(other.texture_memory),
        }
    }
}

impl fmt::Display for HubCounts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "bind groups {}, buffers {}, textures {}, views {}, samplers {}",
            self.bind_groups, self.buffers, self.textures, self.texture_views, self.samplers
        )
    }
}
