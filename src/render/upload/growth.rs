//! How a buffer's size follows demand, for the vertex, index and uniform buffers alike.
//!
//! A buffer grows at once when a call outgrows it: to fit the whole frame so far, and at
//! least doubled, so a frame that keeps growing makes few buffers. At the end of a frame
//! that outgrew it part-way, it is sized once for the whole frame, so the next frame fits
//! one buffer. It shrinks only after a long run of frames that each used a quarter of it
//! or less ([`SHRINK_AFTER_FRAMES`]), to twice the largest of them: a burst does not make
//! buffers flap.

/// Frames in a row that must each use at most a quarter of a buffer before it shrinks
/// (five seconds at 60 frames a second).
pub(crate) const SHRINK_AFTER_FRAMES: u32 = 300;

/// The sizing policy of one buffer, in its own units (vertices, index units, uniform slots).
#[derive(Debug)]
pub(crate) struct Growth {
    /// The size of a first buffer, and the least a buffer shrinks to.
    initial: u64,
    /// The most units a buffer may have (the device's limits).
    max: u64,
    /// Frames in a row that used a quarter of the buffer or less, and the most they used.
    low_frames: u32,
    low_peak: u64,
}

impl Growth {
    pub fn new(initial: u64, max: u64) -> Self {
        let max = max.max(1);
        Self {
            initial: initial.clamp(1, max),
            max,
            low_frames: 0,
            low_peak: 0,
        }
    }

    /// The most units a buffer may have.
    pub fn max(&self) -> u64 {
        self.max
    }

    /// The size of a buffer made mid-frame: room for `frame_total` units (the frame's demand
    /// so far, this call included), at least `at_least`, never less than a first buffer.
    pub fn grown(&self, frame_total: u64, at_least: u64) -> u64 {
        at_least
            .max(frame_total.checked_next_power_of_two().unwrap_or(u64::MAX))
            .max(self.initial)
            .min(self.max)
    }

    /// Ends a frame that used `demand` units of a buffer of `capacity` (0: none made yet).
    /// `Some(size)`: replace the buffer by one of `size` units.
    pub fn end_frame(&mut self, capacity: u64, demand: u64) -> Option<u64> {
        if capacity > 0 && demand > capacity {
            // The frame outgrew the buffer part-way: size it once for the whole frame.
            self.reset();
            return Some(
                demand
                    .checked_next_power_of_two()
                    .unwrap_or(u64::MAX)
                    .min(self.max),
            );
        }
        if capacity == 0 || capacity <= self.initial || demand.saturating_mul(4) > capacity {
            self.reset();
            return None;
        }
        self.low_frames += 1;
        self.low_peak = self.low_peak.max(demand);
        if self.low_frames < SHRINK_AFTER_FRAMES {
            return None;
        }
        let smaller = self
            .low_peak
            .saturating_mul(2)
            .checked_next_power_of_two()
            .unwrap_or(u64::MAX)
            .max(self.initial)
            .min(self.max);
        self.reset();
        (smaller < capacity).then_some(smaller)
    }

    fn reset(&mut self) {
        self.low_frames = 0;
        self.low_peak = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grows_for_the_frame_and_shrinks_only_after_a_long_quiet_run() {
        let mut growth = Growth::new(4, 1 << 20);
        assert_eq!(growth.grown(3, 0), 4, "never below a first buffer");
        assert_eq!(growth.grown(5, 8), 8, "at least doubled");
        assert_eq!(growth.grown(9, 8), 16, "room for the frame so far");
        assert_eq!(growth.end_frame(16, 40), Some(64), "outgrown part-way");
        assert_eq!(growth.end_frame(0, 40), None, "no buffer yet");
        for _ in 1..SHRINK_AFTER_FRAMES {
            assert_eq!(growth.end_frame(1024, 10), None);
        }
        assert_eq!(
            growth.end_frame(1024, 12),
            Some(32),
            "twice the quiet run's peak"
        );
        // One busy frame restarts the count.
        for _ in 1..SHRINK_AFTER_FRAMES {
            assert_eq!(growth.end_frame(1024, 10), None);
        }
        assert_eq!(growth.end_frame(1024, 600), None);
        assert_eq!(growth.end_frame(1024, 10), None);
        assert_eq!(
            Growth::new(4, 16).grown(1000, 0),
            16,
            "capped by the device"
        );
    }
}
