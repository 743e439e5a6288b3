//! Draw-list snapshots: an owned copy of a frame's draw data, in two forms.
//!
//! - **Text form** ([`DrawSnapshot::to_text`]): a header, then one line per draw list and
//!   one per command, with the texture (named by store and slot: `font`, `persistent#2`,
//!   `frame#0`), the clip rect, the index range, the vertex bounding box and an FNV-1a 64
//!   hash of the triangles the command draws. Coordinates are printed in hundredths from
//!   integers, so the same frame gives byte-identical text on every machine. It is what
//!   [`assert_draw_snapshot`](crate::assert_draw_snapshot) stores and what a
//!   review reads; an example is under "Text form" below.
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
//! [`DrawSnapshot::diff`] names the first list and command where two frames differ and
//! what differs there (texture, clip rect, index range, geometry, counts, header).
//!
//! # Text form
//!
//! ```text
//! imgui-webgpu draw snapshot v1
//! display pos [0, 0] size [320, 150] scale [1, 1]
//! lists 1 vertices 184 indices 312
//! list 0 vertices 184 indices 312 commands 6
//!   0 draw font clip [0, 0, 320, 150] idx 0..114 vtx 0 bbox [-1, -1, 321, 151] hash 7915d0985d5e4608
//!   1 draw persistent#0 clip [4, 19, 316, 149] idx 114..120 vtx 0 bbox [8, 27, 72, 91] hash b22e4060b946c825
//!   2 draw persistent#1 clip [4, 19, 316, 149] idx 120..126 vtx 0 bbox [80, 27, 144, 91] hash a5c39564459be8ad
//!   ...
//! ```
//!
//! The hash covers each index of the command resolved to its vertex: position rounded to
//! 1/64 unit, UV rounded to 1/65536, colour exact. Rounding keeps the hash from changing
//! with the last bit of a float; Dear ImGui computes vertices with C++ float math, which can
//! differ in that last bit between compilers (fused multiply-add) and C libraries (`sinf`).
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

mod capture;
mod complete;
mod diff;
mod hash;
mod replay;
mod summary;
#[cfg(test)]
mod tests;
mod text;

pub use capture::{DrawSnapshot, SnapshotCommand, SnapshotList};
pub use complete::CompleteFormError;
pub use diff::{DiffField, DiffLocation, SnapshotDiff};
pub(crate) use summary::SnapshotSummary;
pub use text::{TextForm, TextParseError};

pub use crate::files::{
    DrawMismatch, PixelMismatch, SnapshotDir, SnapshotError, SnapshotOutcome, TextMismatch,
};
