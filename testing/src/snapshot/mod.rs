//! Draw-list snapshots: an owned copy of a frame's draw data, in two forms.
//!
//! - **Text form** ([`DrawSnapshot::to_text`]): a header, then one line per draw list and
//!   one per command, with the texture (named by store and slot: `font`, `persistent#2`,
//!   `frame#0`), the clip rect, the index range and the vertex bounding box, then a block
//!   with every vertex (rounded to 1/256 unit) and index, deflated. It is what
//!   [`assert_draw_snapshot`] stores and what a review reads;
//!   an example is under "Text form" below.
//! - **Complete form** ([`DrawSnapshot::to_bytes`]): every vertex, index and command in a
//!   small versioned little-endian binary format (magic `IMGUIDRW`, version 1,
//!   below); it parses back into an equal snapshot. Record a frame on one
//!   machine, replay it on another.
//!
//! A snapshot implements [`DrawSource`](imgui_webgpu::source::DrawSource), so
//! [`Renderer::render`](imgui_webgpu::Renderer::render) draws it through the same walk as live
//! `DrawData`: one renderer, not a second one for tests. Recorded callbacks replay as
//! skipped commands
//! ([`SkipReason::CallbackNotReplayable`](imgui_webgpu::error::SkipReason)).
//!
//! [`DrawSnapshot::diff`] names the first list and command where two frames differ beyond a
//! [`DrawTolerance`] and what differs there (texture, clip rect, index range, a vertex,
//! counts, header).
//!
//! # Portable across machines
//!
//! The same UI does not give bit-identical vertices everywhere. Dear ImGui 1.89 computes its
//! anti-aliasing normals with `ImRsqrt`, which is `_mm_rsqrt_ss` where SSE is on: an
//! approximation that AMD and Intel CPUs compute differently. Without SSE (wasm32, ARM, or
//! `IMGUI_DISABLE_SSE`) it is `1.0f / sqrtf(x)`. On this crate's goldens the vertices of an
//! AMD EPYC, an Intel Xeon and an exact build differ by up to 0.00037 units. The first text
//! form hashed positions rounded to 1/64 unit, and one vertex whose `y * 64` came out as
//! 10573.499 on AMD and 10573.503 elsewhere changed a hash. So the text form keeps the
//! vertices and a comparison allows [`DrawTolerance::PORTABLE`] (1/8 unit) by default: noise
//! of that kind never fails, and a moved widget, a changed colour or a missing glyph still
//! does.
//!
//! # Text form
//!
//! ```text
//! imgui-webgpu draw snapshot v2
//! display pos [0, 0] size [320, 150] scale [1, 1]
//! lists 1 vertices 184 indices 312
//! list 0 vertices 184 indices 312 commands 6
//!   0 draw font clip [0, 0, 320, 150] idx 0..114 vtx 0 bbox [-1, -1, 321, 151]
//!   1 draw persistent#0 clip [4, 19, 316, 149] idx 114..120 vtx 0 bbox [8, 27, 72, 91]
//!   2 draw persistent#1 clip [4, 19, 316, 149] idx 120..126 vtx 0 bbox [80, 27, 144, 91]
//!   ...
//! geometry v1 zlib base64
//! eNpjYGBgYGRiZmFlY+fg5OLm4eXjFxAUEhYRFROXkJSSlpGVk1dQVFJWUVVT19DU0tbR1dM3MDQy
//! ...
//! ```
//!
//! The geometry block holds, per list, the vertex and index counts, then positions (in
//! 1/256 unit) and UVs (in 1/65536) as zigzag LEB128 deltas, colours as bytes and indices as
//! deltas, zlib-deflated and in base64 lines of 76 characters. A text UI takes about 1.5
//! bytes per vertex.
//!
//! # Complete form
//!
//! All fields are little-endian and fixed-width, so the bytes are the same on every machine.
//! Version 1 is frozen: a later version of this crate reads version 1 files as they are, and
//! a reader rejects versions newer than it knows with [`CompleteFormError::UnsupportedVersion`]
//! instead of guessing. Binary rather than text because a frame holds tens of thousands of
//! vertices (20 bytes each here; about three times that as decimal text) and because floats
//! must round-trip bit for bit, NaN included.
//!
//! | bytes | field |
//! | --- | --- |
//! | 8 | magic `IMGUIDRW` |
//! | 4 | format version, `u32` (1) |
//! | 4 | vertex size in bytes, `u32` (20) |
//! | 4 | index size in bytes, `u32` (2) |
//! | 24 | display position, display size, framebuffer scale: 6 × `f32` |
//! | 4 | list count, `u32` |
//! | per list | vertex count, index count, command count: 3 × `u32`; then the vertices (position 2 × `f32`, UV 2 × `f32`, colour 4 × `u8`, RGBA); the indices (`u16` each); the commands (56 bytes each, below) |
//! | 8 | FNV-1a 64 of every byte before it, `u64` |
//!
//! A command is a `u32` kind (0 draw, 1 reset render state, 2 callback), 4 zero bytes, the
//! clip rect (4 × `f32`), then element count, texture id, vertex offset and index offset
//! (4 × `u64`). Reset and callback commands store zeros after their kind. Texture ids are
//! stored raw, as the recording renderer issued them; see
//! [`DrawSnapshot::map_texture_ids`] to replay with other ones.

mod assert;
mod capture;
mod complete;
mod diff;
mod geometry;
mod hash;
mod outcome;
mod pending;
mod replay;
mod store;
mod summary;
#[cfg(test)]
mod tests;
mod text;

pub use capture::{DrawSnapshot, SnapshotCommand, SnapshotList};
pub use complete::CompleteFormError;
pub use diff::{DiffField, DiffLocation, DrawTolerance, SnapshotDiff};
pub use geometry::{ListGeometry, StoredVertex};
pub(crate) use summary::{ListSummary, SnapshotSummary};
pub use text::{TextForm, TextParseError};

#[cfg(feature = "docking")]
pub use assert::assert_dock_snapshot;
pub use assert::{
    assert_draw_snapshot, assert_item_snapshot, assert_pixel_snapshot, assert_text_snapshot,
    assert_window_text_snapshot,
};
pub use outcome::{
    DrawMismatch, PixelMismatch, SnapshotError, SnapshotOutcome, TextMismatch, UPDATE_ENV,
};
pub use pending::Pending;
pub use store::{SnapshotDir, UpdateMode};
