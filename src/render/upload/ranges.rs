//! Free space in one GPU buffer: sorted, coalesced free ranges, allocated first fit.
//!
//! Sizes and offsets are in units (a vertex, or four bytes of indices), so every range the
//! geometry store hands out is aligned for both the copy and the draw that reads it.

use std::ops::Range;

/// The free ranges of a buffer of `capacity` units.
#[derive(Debug, Default)]
pub(crate) struct FreeRanges {
    capacity: u64,
    /// Disjoint, sorted by start, never adjacent (adjacent ranges are merged).
    free: Vec<Range<u64>>,
    free_units: u64,
}

impl FreeRanges {
    /// A buffer of `capacity` units, all free.
    #[cfg(test)]
    pub fn new(capacity: u64) -> Self {
        let mut ranges = Self::default();
        ranges.reset(capacity);
        ranges
    }

    /// Makes all `capacity` units free again.
    pub fn reset(&mut self, capacity: u64) {
        self.capacity = capacity;
        self.free.clear();
        if capacity > 0 {
            self.free.push(0..capacity);
        }
        self.free_units = capacity;
    }

    /// The first free range of `size` units, taken; `None` when no free range is that
    /// large. A size of zero takes nothing and starts at 0.
    pub fn allocate(&mut self, size: u64) -> Option<u64> {
        if size == 0 {
            return Some(0);
        }
        let slot = self
            .free
            .iter()
            .position(|range| range.end - range.start >= size)?;
        let range = &mut self.free[slot];
        let start = range.start;
        range.start += size;
        if range.start == range.end {
            self.free.remove(slot);
        }
        self.free_units -= size;
        Some(start)
    }

    /// Gives `range` back. It must have been allocated and not yet released; a range that
    /// overlaps free space or lies outside the buffer is ignored (it cannot be ours).
    pub fn release(&mut self, range: Range<u64>) {
        if range.start >= range.end || range.end > self.capacity {
            return;
        }
        // The first free range that starts after this one.
        let slot = self.free.partition_point(|free| free.start < range.start);
        let overlaps_before = slot > 0 && self.free[slot - 1].end > range.start;
        let overlaps_after = self
            .free
            .get(slot)
            .is_some_and(|next| next.start < range.end);
        if overlaps_before || overlaps_after {
            debug_assert!(false, "released {range:?} overlaps free space");
            return;
        }
        self.free_units += range.end - range.start;
        let joins_before = slot > 0 && self.free[slot - 1].end == range.start;
        let joins_after = self
            .free
            .get(slot)
            .is_some_and(|next| next.start == range.end);
        match (joins_before, joins_after) {
            (true, true) => {
                let next_end = self.free[slot].end;
                self.free[slot - 1].end = next_end;
                self.free.remove(slot);
            }
            (true, false) => self.free[slot - 1].end = range.end,
            (false, true) => self.free[slot].start = range.start,
            (false, false) => self.free.insert(slot, range),
        }
    }

    /// Units in use.
    #[cfg(test)]
    pub fn used(&self) -> u64 {
        self.capacity - self.free_units
    }

    /// Units of the buffer.
    pub fn capacity(&self) -> u64 {
        self.capacity
    }

    /// How many separate free ranges there are (1 or 0 when nothing is scattered).
    #[cfg(test)]
    pub fn holes(&self) -> usize {
        self.free.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn allocates_first_fit_and_merges_what_is_released() {
        let mut ranges = FreeRanges::new(100);
        assert_eq!(ranges.allocate(30), Some(0));
        assert_eq!(ranges.allocate(30), Some(30));
        assert_eq!(ranges.allocate(30), Some(60));
        assert_eq!(ranges.allocate(30), None);
        assert_eq!(ranges.used(), 90);
        ranges.release(0..30);
        ranges.release(60..90);
        assert_eq!(ranges.holes(), 2);
        assert_eq!(ranges.allocate(41), None, "no single free range of 41");
        assert_eq!(ranges.allocate(20), Some(0));
        ranges.release(30..60);
        ranges.release(0..20);
        assert_eq!(ranges.holes(), 1, "everything merged back");
        assert_eq!(ranges.used(), 0);
        assert_eq!(ranges.allocate(100), Some(0));
    }

    #[test]
    fn zero_sizes_and_foreign_ranges_change_nothing() {
        let mut ranges = FreeRanges::new(10);
        assert_eq!(ranges.allocate(0), Some(0));
        assert_eq!(ranges.used(), 0);
        ranges.release(5..5);
        ranges.release(8..20);
        assert_eq!(ranges.used(), 0);
        assert_eq!(FreeRanges::new(0).allocate(1), None);
    }
}
