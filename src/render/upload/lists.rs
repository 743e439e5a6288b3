//! Resident lists: which draw lists already sit in the GPU buffers, and the proof that a list
//! is unchanged.
//!
//! A list is found again by the addresses of its vertex and index slices: imgui keeps each
//! window's draw list, and its vectors, from frame to frame. The address only says where to
//! look. A list is reused only when its bytes equal an exact CPU copy of what was uploaded,
//! compared in full, so no hash collision or reused address can draw stale geometry.
//!
//! Comparing reads every byte, about what copying them costs. So the copy is kept only for
//! lists that look static. A list that changed [`VOLATILE_AFTER`] times in a row is written
//! without a copy and without a check. Every [`PROBE_EVERY`]th such write keeps a copy
//! again, so a list that settles is reused from the frame after.

use std::ops::Range;

use hashbrown::HashMap;

use crate::render::plan::ListData;
use crate::source::{index_bytes, vertex_bytes};

/// Changes in a row after which a list is treated as changing every frame.
pub(crate) const VOLATILE_AFTER: u32 = 2;

/// A volatile list keeps a copy again (to be checked next frame) on every this many writes.
pub(crate) const PROBE_EVERY: u32 = 16;

/// Where a list is found again: the addresses of its vertex and index slices.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct ListKey {
    vertices: usize,
    indices: usize,
}

impl ListKey {
    pub fn of(list: &ListData<'_>) -> Self {
        Self {
            vertices: list.vertices.as_ptr() as usize,
            indices: list.indices.as_ptr() as usize,
        }
    }
}

/// Where a list's data sits: vertex units and index units (four bytes) in the buffers.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Ranges {
    pub vertices: Range<u64>,
    pub indices: Range<u64>,
}

/// One list the geometry store knows.
#[derive(Debug, Default)]
struct Resident {
    /// Where its last upload sits; `None` after its ranges were given up.
    ranges: Option<Ranges>,
    /// Exactly the bytes of that upload, when kept (`has_copy`).
    vertex_copy: Vec<u8>,
    index_copy: Vec<u8>,
    has_copy: bool,
    /// The frame it was last drawn in.
    last_used: u64,
    /// Frames in a row its bytes differed.
    changes_in_a_row: u32,
    /// Writes without a copy since the last copy.
    writes_without_copy: u32,
}

/// What to do with one list of a `render` call.
#[derive(Clone, Debug)]
pub(crate) enum Decision {
    /// Its bytes are on the GPU at these ranges.
    Reuse(Ranges),
    /// Write it; keep an exact copy for next frame's check when `keep_copy`.
    Write { keep_copy: bool },
}

/// The resident lists, by key.
#[derive(Debug, Default)]
pub(crate) struct ResidentLists {
    lists: HashMap<ListKey, Resident>,
}

impl ResidentLists {
    /// Decides whether `list` can be drawn from data already uploaded. A list that changed
    /// gives up its old ranges through `release(ranges, used_this_frame)`.
    pub fn check(
        &mut self,
        key: ListKey,
        list: &ListData<'_>,
        frame: u64,
        mut release: impl FnMut(Ranges, bool),
    ) -> Decision {
        let Some(resident) = self.lists.get_mut(&key) else {
            return Decision::Write { keep_copy: true };
        };
        if resident.has_copy
            && resident.vertex_copy == vertex_bytes(list.vertices)
            && resident.index_copy == index_bytes(list.indices)
        {
            if let Some(ranges) = &resident.ranges {
                resident.last_used = frame;
                resident.changes_in_a_row = 0;
                return Decision::Reuse(ranges.clone());
            }
        }
        if let Some(ranges) = resident.ranges.take() {
            release(ranges, resident.last_used == frame);
        }
        resident.changes_in_a_row = resident.changes_in_a_row.saturating_add(1);
        let keep_copy = if resident.changes_in_a_row < VOLATILE_AFTER {
            true
        } else {
            resident.writes_without_copy += 1;
            resident.writes_without_copy >= PROBE_EVERY
        };
        if keep_copy {
            resident.writes_without_copy = 0;
        }
        Decision::Write { keep_copy }
    }

    /// Records that `list` was written at `ranges` in `frame`, with a copy when
    /// `keep_copy`. Ranges the key held before are given up through `release`.
    pub fn written(
        &mut self,
        key: ListKey,
        list: &ListData<'_>,
        ranges: Ranges,
        frame: u64,
        keep_copy: bool,
        mut release: impl FnMut(Ranges, bool),
    ) {
        let resident = self.lists.entry(key).or_default();
        if let Some(old) = resident.ranges.take() {
            // The same slices twice in one call: the earlier ranges are in use this frame.
            release(old, resident.last_used == frame);
        }
        resident.ranges = Some(ranges);
        resident.last_used = frame;
        resident.has_copy = keep_copy;
        if keep_copy {
            // `clear` + `extend` reuses the copy's allocation when the list did not grow.
            resident.vertex_copy.clear();
            resident
                .vertex_copy
                .extend_from_slice(vertex_bytes(list.vertices));
            resident.index_copy.clear();
            resident
                .index_copy
                .extend_from_slice(index_bytes(list.indices));
        }
    }

    /// Forgets the lists not drawn since `frame`, giving their ranges up.
    pub fn drop_unused_since(&mut self, frame: u64, mut release: impl FnMut(Ranges)) {
        self.lists.retain(|_, resident| {
            if resident.last_used >= frame {
                return true;
            }
            if let Some(ranges) = resident.ranges.take() {
                release(ranges);
            }
            false
        });
    }

    /// Forgets every list (their ranges are being reset wholesale).
    pub fn clear(&mut self) {
        self.lists.clear();
    }

    /// Lists known, and the bytes of the CPU copies kept of them.
    pub fn counts(&self) -> (usize, u64) {
        let copies = self
            .lists
            .values()
            .map(|resident| {
                (resident.vertex_copy.capacity() + resident.index_copy.capacity()) as u64
            })
            .sum();
        (self.lists.len(), copies)
    }
}
