//! The geometry store: where each `render` call's vertices, indices and uniforms sit on the
//! GPU, and the writes that put them there. It lives as long as the device (a new device
//! gets a new store).
//!
//! Each geometry buffer is a first-fit free list of ranges ([`ranges`]) with a residency
//! cache of the lists it holds ([`lists`]); sizes follow demand as [`growth`] says.
//!
//! Draw lists whose bytes are identical to ones already uploaded are drawn from the data in
//! place and not written again (see `lists`: an exact comparison against a CPU copy). Only
//! new or changed lists are written, into one free range per buffer per call, so a call
//! makes at most one `Queue::write_buffer_with` for vertices and one for indices. Bytes go
//! straight from the plan's lists into wgpu's staging memory. Ranges of lists that were not
//! drawn in a frame are freed at `new_frame`; a range drawn in the current frame is never
//! overwritten before it. Fragmentation is bounded by `buffer`'s full upload when no free
//! range fits. With reuse off (`RendererConfig::reuse_unchanged_lists`), every call writes
//! all its lists: the previous release's full upload.

mod buffer;
mod growth;
mod lists;
mod ranges;
mod uniforms;

use buffer::ResidentBuffer;
use lists::{Decision, ListKey, Ranges, ResidentLists};
use uniforms::UniformSlots;

use crate::error::RenderError;
use crate::gpu::Gpu;
use crate::render::plan::{ListData, Plan};
use crate::resources::pipelines::{INDEX_SIZE, VERTEX_SIZE};
use crate::source::{index_bytes, vertex_bytes};

/// Bytes of an index unit: copies are 4-byte multiples, so each list's indices start on one.
const INDEX_UNIT: u64 = 4;
/// Indices per index unit.
const INDICES_PER_UNIT: u64 = INDEX_UNIT / INDEX_SIZE;

/// Where one list's data sits, in the units draws use.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Placement {
    /// The list's first vertex in the vertex buffer.
    pub first_vertex: u64,
    /// The list's first index in the index buffer.
    pub first_index: u64,
}

impl Placement {
    fn of(ranges: &Ranges) -> Self {
        Self {
            first_vertex: ranges.vertices.start,
            first_index: ranges.indices.start * INDICES_PER_UNIT,
        }
    }
}

/// What the recorder needs of one `render` call's upload.
#[derive(Debug)]
pub(crate) struct CallUpload<'a> {
    pub vertex_buffer: &'a wgpu::Buffer,
    pub index_buffer: &'a wgpu::Buffer,
    /// The bind group of the call's uniform slot.
    pub uniforms: &'a wgpu::BindGroup,
    /// Where each of the plan's lists sits, in plan order.
    pub placements: &'a [Placement],
}

/// What one call wrote, reused and created: only this call's work.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct UploadCounts {
    /// Buffers this call created (a geometry buffer outgrown mid-frame, a uniform buffer).
    pub buffers_created: usize,
    /// Uniform slot bind groups this call created (with a new uniform buffer).
    pub bind_groups_created: usize,
    /// Vertex, index (each list padded to 4 bytes) and uniform bytes written.
    pub bytes_written: u64,
    /// Vertex and index bytes drawn from earlier uploads.
    pub bytes_reused: u64,
    pub lists_written: usize,
    pub lists_reused: usize,
}

/// The vertex, index and uniform buffers of one device, and what they hold.
#[derive(Debug)]
pub(crate) struct GeometryStore {
    vertices: ResidentBuffer,
    indices: ResidentBuffer,
    uniforms: UniformSlots,
    lists: ResidentLists,
    reuse: bool,
    /// Ranges given up while drawn in this frame: freed at `new_frame`.
    retired: Vec<Ranges>,
    /// Per-call scratch, kept so a call allocates nothing in steady state.
    decisions: Vec<Decision>,
    placements: Vec<Placement>,
}

impl GeometryStore {
    /// An empty store; its buffers are made by the first upload. `reuse`: keep unchanged
    /// lists in place.
    pub fn new(gpu: &Gpu, uniform_layout: wgpu::BindGroupLayout, reuse: bool) -> Self {
        let max_bytes = gpu.caps.max_buffer_size;
        let vertex_units = (max_bytes / VERTEX_SIZE).min(1 << 31);
        let index_units = (max_bytes / INDEX_UNIT).min(u64::from(u32::MAX) / INDICES_PER_UNIT);
        Self {
            vertices: ResidentBuffer::new(
                "imgui-webgpu vertices",
                wgpu::BufferUsages::VERTEX,
                VERTEX_SIZE,
                1 << 16,
                vertex_units,
            ),
            indices: ResidentBuffer::new(
                "imgui-webgpu indices",
                wgpu::BufferUsages::INDEX,
                INDEX_UNIT,
                1 << 15,
                index_units,
            ),
            uniforms: UniformSlots::new(gpu, uniform_layout),
            lists: ResidentLists::default(),
            reuse,
            retired: Vec::new(),
            decisions: Vec::new(),
            placements: Vec::new(),
        }
    }

    /// Whether unchanged lists are drawn in place (the configuration's choice, or the
    /// backend's default).
    pub fn reuses_lists(&self) -> bool {
        self.reuse
    }

    /// Turns reuse on or off from the next call. Resident lists stay valid either way: a
    /// call without reuse writes into free space only.
    pub fn set_reuse(&mut self, reuse: bool) {
        self.reuse = reuse;
    }

    /// Ends frame `ending` (the frame state's counter): frees the ranges of lists it did not
    /// draw, rewinds the uniform slots, and resizes what the frame outgrew or has long
    /// underused.
    pub fn end_frame(&mut self, gpu: &Gpu, ending: u64) {
        let device = &gpu.device;
        for ranges in self.retired.drain(..) {
            self.vertices.release(ranges.vertices);
            self.indices.release(ranges.indices);
        }
        let (vertices, indices) = (&mut self.vertices, &mut self.indices);
        self.lists.drop_unused_since(ending, |ranges| {
            vertices.release(ranges.vertices);
            indices.release(ranges.indices);
        });
        let vertex_made = self.vertices.end_frame(device);
        let index_made = self.indices.end_frame(device);
        if vertex_made || index_made {
            self.forget_lists();
        }
        self.uniforms.end_frame(device);
    }

    /// Puts the plan's geometry and uniforms on the GPU for a call in frame `frame` (the
    /// frame state's counter): reuses what is there, writes the rest. `None` when the plan
    /// has no geometry.
    pub fn upload(
        &mut self,
        gpu: &Gpu,
        plan: &Plan<'_>,
        frame: u64,
        counts: &mut UploadCounts,
    ) -> Result<Option<CallUpload<'_>>, RenderError> {
        let (device, queue) = (&gpu.device, &gpu.queue);
        if !plan.has_geometry() {
            return Ok(None);
        }
        // Every refusal comes before any change: earlier calls of this frame draw from these
        // buffers (their commands are recorded, not yet submitted), so a refused call must
        // leave their ranges, the resident lists and the uniform slots as they are. A call's
        // lists all sit in one buffer of each kind, and the full upload a call may fall back
        // to writes them all: a call whose lists together exceed a buffer's limit is refused
        // here, and one within it never is later.
        let all_units = plan.lists.iter().fold((0u64, 0u64), |sum, list| {
            let units = units_of(list);
            (sum.0.saturating_add(units.0), sum.1.saturating_add(units.1))
        });
        self.vertices.check_fits(all_units.0)?;
        self.indices.check_fits(all_units.1)?;
        self.uniforms.check_room()?;

        // Which lists are on the GPU already, and how much is to be written.
        self.decisions.clear();
        let mut write_units = (0, 0);
        for list in &plan.lists {
            let units = units_of(list);
            let decision = if self.reuse {
                let (vertices, indices, retired) =
                    (&mut self.vertices, &mut self.indices, &mut self.retired);
                self.lists.check(
                    ListKey::of(list),
                    list,
                    frame,
                    |ranges, drawn_this_frame| {
                        if drawn_this_frame {
                            retired.push(ranges);
                        } else {
                            vertices.release(ranges.vertices);
                            indices.release(ranges.indices);
                        }
                    },
                )
            } else {
                Decision::Write { keep_copy: false }
            };
            if let Decision::Write { .. } = decision {
                write_units = (write_units.0 + units.0, write_units.1 + units.1);
            }
            self.decisions.push(decision);
        }

        // One free range per buffer for everything written. When none fits, the lists not
        // drawn so far this frame give their space up first (they are written again if a
        // later call draws them); then a full upload.
        let mut block = self.allocate_block(write_units);
        if block.is_none() {
            let (vertices, indices) = (&mut self.vertices, &mut self.indices);
            self.lists.drop_unused_since(frame, |ranges| {
                vertices.release(ranges.vertices);
                indices.release(ranges.indices);
            });
            block = self.allocate_block(write_units);
        }
        let block = match block {
            Some(block) => block,
            None => {
                self.forget_lists();
                for decision in &mut self.decisions {
                    *decision = Decision::Write {
                        keep_copy: self.reuse,
                    };
                }
                write_units = all_units;
                // Both fit (checked above), so neither refuses after the space was cleared.
                let vertex_made = self.vertices.make_room(device, write_units.0);
                let index_made = self.indices.make_room(device, write_units.1);
                counts.buffers_created += usize::from(vertex_made) + usize::from(index_made);
                match (
                    self.vertices.allocate(write_units.0),
                    self.indices.allocate(write_units.1),
                ) {
                    (Some(vertex_start), Some(index_start)) => (vertex_start, index_start),
                    _ => return Err(RenderError::UploadFailed),
                }
            }
        };
        self.vertices.note_use(all_units.0);
        self.indices.note_use(all_units.1);

        let written = self.write(queue, plan, frame, block, write_units, counts);
        if written.is_err() {
            // Part of the new ranges may hold nothing: trust none of it.
            self.forget_all();
            return Err(RenderError::UploadFailed);
        }
        let (uniforms, uniform_bytes, uniform_bind_groups) =
            self.uniforms.take(gpu, &plan.uniforms)?;
        counts.bytes_written += uniform_bytes;
        counts.bind_groups_created += uniform_bind_groups;
        counts.buffers_created += usize::from(uniform_bind_groups > 0);
        match (self.vertices.buffer(), self.indices.buffer()) {
            (Some(vertex_buffer), Some(index_buffer)) => Ok(Some(CallUpload {
                vertex_buffer,
                index_buffer,
                uniforms,
                placements: &self.placements,
            })),
            _ => Err(RenderError::UploadFailed),
        }
    }

    /// One free range of each size in the two buffers, or neither.
    fn allocate_block(&mut self, units: (u64, u64)) -> Option<(u64, u64)> {
        let vertex_start = self.vertices.allocate(units.0)?;
        match self.indices.allocate(units.1) {
            Some(index_start) => Some((vertex_start, index_start)),
            None => {
                self.vertices.release(vertex_start..vertex_start + units.0);
                None
            }
        }
    }

    /// Writes the lists decided `Write` into `block`, in plan order, and places every list.
    fn write(
        &mut self,
        queue: &wgpu::Queue,
        plan: &Plan<'_>,
        frame: u64,
        block: (u64, u64),
        units: (u64, u64),
        counts: &mut UploadCounts,
    ) -> Result<(), RenderError> {
        let mut vertex_staging = match units.0 {
            0 => None,
            _ => Some(
                self.vertices
                    .write_view(queue, block.0, units.0)
                    .ok_or(RenderError::UploadFailed)?,
            ),
        };
        let mut index_staging = match units.1 {
            0 => None,
            _ => Some(
                self.indices
                    .write_view(queue, block.1, units.1)
                    .ok_or(RenderError::UploadFailed)?,
            ),
        };
        self.placements.clear();
        let (mut vertex_at, mut index_at) = block;
        for (list, decision) in plan.lists.iter().zip(&self.decisions) {
            let (vertex_units, index_units) = units_of(list);
            let ranges = match decision {
                Decision::Reuse(ranges) => {
                    counts.lists_reused += 1;
                    counts.bytes_reused += vertex_units * VERTEX_SIZE + index_units * INDEX_UNIT;
                    ranges.clone()
                }
                Decision::Write { keep_copy } => {
                    let ranges = Ranges {
                        vertices: vertex_at..vertex_at + vertex_units,
                        indices: index_at..index_at + index_units,
                    };
                    let vertex_written = copy_into(
                        vertex_staging.as_mut(),
                        (vertex_at - block.0) * VERTEX_SIZE,
                        vertex_bytes(list.vertices),
                        vertex_units * VERTEX_SIZE,
                    );
                    let index_written = copy_into(
                        index_staging.as_mut(),
                        (index_at - block.1) * INDEX_UNIT,
                        index_bytes(list.indices),
                        index_units * INDEX_UNIT,
                    );
                    if !(vertex_written && index_written) {
                        return Err(RenderError::UploadFailed);
                    }
                    vertex_at += vertex_units;
                    index_at += index_units;
                    counts.lists_written += 1;
                    counts.bytes_written += vertex_units * VERTEX_SIZE + index_units * INDEX_UNIT;
                    if self.reuse {
                        let (vertices, indices, retired) =
                            (&mut self.vertices, &mut self.indices, &mut self.retired);
                        self.lists.written(
                            ListKey::of(list),
                            list,
                            ranges.clone(),
                            frame,
                            *keep_copy,
                            |old, drawn_this_frame| {
                                if drawn_this_frame {
                                    retired.push(old);
                                } else {
                                    vertices.release(old.vertices);
                                    indices.release(old.indices);
                                }
                            },
                        );
                    } else {
                        self.retired.push(ranges.clone());
                    }
                    ranges
                }
            };
            self.placements.push(Placement::of(&ranges));
        }
        Ok(())
    }

    /// How many buffers the store holds (made on first use).
    pub fn buffers(&self) -> usize {
        usize::from(self.vertices.buffer().is_some())
            + usize::from(self.indices.buffer().is_some())
            + usize::from(self.uniforms.buffer().is_some())
    }

    /// How many uniform slot bind groups the store holds.
    pub fn uniform_bind_groups(&self) -> usize {
        self.uniforms.bind_groups()
    }

    /// Total bytes of GPU buffer the store holds.
    pub fn capacity(&self) -> u64 {
        self.vertices.capacity_bytes()
            + self.indices.capacity_bytes()
            + self.uniforms.buffer().map_or(0, wgpu::Buffer::size)
    }

    /// Lists resident on the GPU, and the bytes of CPU copies kept to check them.
    pub fn resident(&self) -> (usize, u64) {
        self.lists.counts()
    }

    /// Forgets every resident list and frees all space (ranges drawn this frame live on in
    /// the buffers `make_room` replaces).
    fn forget_lists(&mut self) {
        self.lists.clear();
        self.retired.clear();
        self.vertices.clear_space();
        self.indices.clear_space();
    }

    /// Drops the geometry buffers and everything known about them.
    fn forget_all(&mut self) {
        self.lists.clear();
        self.retired.clear();
        self.vertices.forget();
        self.indices.forget();
    }
}

/// A list's size in vertex units and index units (its indices padded to 4 bytes).
fn units_of(list: &ListData<'_>) -> (u64, u64) {
    let index_bytes = list.indices.len() as u64 * INDEX_SIZE;
    (list.vertices.len() as u64, index_bytes.div_ceil(INDEX_UNIT))
}

/// Copies `bytes` into `staging` at `at`, zero-filling to `padded` bytes; `false` when it
/// does not fit (nothing copied).
fn copy_into(
    staging: Option<&mut wgpu::QueueWriteBufferView>,
    at: u64,
    bytes: &[u8],
    padded: u64,
) -> bool {
    if padded == 0 {
        return true;
    }
    let Some(staging) = staging else {
        return false;
    };
    let (Ok(at), Ok(padded)) = (usize::try_from(at), usize::try_from(padded)) else {
        return false;
    };
    let Some(end) = at.checked_add(padded).filter(|end| *end <= staging.len()) else {
        return false;
    };
    if bytes.len() > padded {
        return false;
    }
    let (mut data, mut padding) = staging.slice(at..end).split_at(bytes.len());
    data.copy_from_slice(bytes);
    padding.fill(0);
    true
}
