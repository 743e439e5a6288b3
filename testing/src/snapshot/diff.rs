//! Diff: the first place two frames differ, and what differs there.
//!
//! Frames are compared as the text form records them ([`SnapshotSummary`]), so a live frame
//! can be compared with a stored text file, and two frames that print the same text never
//! differ. The header comes first, then lists in order; within a list, commands in order,
//! then the list's counts.

use std::fmt;

use super::capture::DrawSnapshot;
use super::summary::{CommandSummary, ListSummary, SnapshotSummary};
use super::text::{coords, geometry_text};

/// Where two frames first differ.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum DiffLocation {
    /// The frame header (display rectangle, scale, list count).
    Header,
    /// A draw list as a whole (its command, vertex or index count).
    List {
        /// The list's index.
        list: usize,
    },
    /// One command of one list.
    Command {
        /// The list's index.
        list: usize,
        /// The command's index within the list.
        command: usize,
    },
}

/// What differs at a [`DiffLocation`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum DiffField {
    /// The display position.
    DisplayPos,
    /// The display size.
    DisplaySize,
    /// The framebuffer scale.
    FramebufferScale,
    /// The number of draw lists.
    ListCount,
    /// A list's number of commands.
    CommandCount,
    /// A list's number of vertices.
    VertexCount,
    /// A list's number of indices.
    IndexCount,
    /// The kind of command (draw, reset, callback).
    CommandKind,
    /// The texture a draw samples.
    Texture,
    /// A draw's clip rectangle.
    ClipRect,
    /// A draw's index range or vertex offset.
    IndexRange,
    /// The triangles a draw covers (bounding box or content hash).
    Geometry,
}

impl DiffField {
    fn describe(self) -> &'static str {
        match self {
            Self::DisplayPos => "display position",
            Self::DisplaySize => "display size",
            Self::FramebufferScale => "framebuffer scale",
            Self::ListCount => "list count",
            Self::CommandCount => "command count",
            Self::VertexCount => "vertex count",
            Self::IndexCount => "index count",
            Self::CommandKind => "command kind",
            Self::Texture => "texture",
            Self::ClipRect => "clip rect",
            Self::IndexRange => "index range",
            Self::Geometry => "geometry",
        }
    }
}

/// The first difference between an expected and an actual frame.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct SnapshotDiff {
    /// Where it is.
    pub location: DiffLocation,
    /// What differs.
    pub field: DiffField,
    /// The expected value, as the text form prints it.
    pub expected: String,
    /// The actual value, as the text form prints it.
    pub actual: String,
}

impl fmt::Display for SnapshotDiff {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.location {
            DiffLocation::Header => f.write_str("header")?,
            DiffLocation::List { list } => write!(f, "list {list}")?,
            DiffLocation::Command { list, command } => write!(f, "list {list}, command {command}")?,
        }
        write!(
            f,
            ": {} differs: expected `{}`, got `{}`",
            self.field.describe(),
            self.expected,
            self.actual
        )
    }
}

impl DrawSnapshot {
    /// The first difference from `expected` (as the text form sees it), or `None` when both
    /// print the same text. Exact equality, down to float bits, is `==`.
    pub fn diff(&self, expected: &DrawSnapshot) -> Option<SnapshotDiff> {
        self.summary().diff(&expected.summary())
    }
}

impl SnapshotSummary {
    /// The first difference from `expected`, or `None` when both print the same text.
    pub fn diff(&self, expected: &SnapshotSummary) -> Option<SnapshotDiff> {
        let header = |field, expected: String, actual: String| SnapshotDiff {
            location: DiffLocation::Header,
            field,
            expected,
            actual,
        };
        let pairs = [
            (
                DiffField::DisplayPos,
                &expected.display_pos,
                &self.display_pos,
            ),
            (
                DiffField::DisplaySize,
                &expected.display_size,
                &self.display_size,
            ),
            (
                DiffField::FramebufferScale,
                &expected.framebuffer_scale,
                &self.framebuffer_scale,
            ),
        ];
        for (field, expected, actual) in pairs {
            if expected != actual {
                return Some(header(field, coords(expected), coords(actual)));
            }
        }
        for (list, (expected, actual)) in expected.lists.iter().zip(&self.lists).enumerate() {
            if let Some(diff) = diff_list(list, expected, actual) {
                return Some(diff);
            }
        }
        (expected.lists.len() != self.lists.len()).then(|| {
            header(
                DiffField::ListCount,
                expected.lists.len().to_string(),
                self.lists.len().to_string(),
            )
        })
    }
}

fn diff_list(list: usize, expected: &ListSummary, actual: &ListSummary) -> Option<SnapshotDiff> {
    for (command, (expected, actual)) in expected.commands.iter().zip(&actual.commands).enumerate()
    {
        if let Some((field, expected, actual)) = diff_command(expected, actual) {
            return Some(SnapshotDiff {
                location: DiffLocation::Command { list, command },
                field,
                expected,
                actual,
            });
        }
    }
    let counts = [
        (
            DiffField::CommandCount,
            expected.commands.len(),
            actual.commands.len(),
        ),
        (DiffField::VertexCount, expected.vertices, actual.vertices),
        (DiffField::IndexCount, expected.indices, actual.indices),
    ];
    counts
        .into_iter()
        .find(|(_, expected, actual)| expected != actual)
        .map(|(field, expected, actual)| SnapshotDiff {
            location: DiffLocation::List { list },
            field,
            expected: expected.to_string(),
            actual: actual.to_string(),
        })
}

fn diff_command(
    expected: &CommandSummary,
    actual: &CommandSummary,
) -> Option<(DiffField, String, String)> {
    match (expected, actual) {
        (
            CommandSummary::Draw {
                texture,
                clip_rect,
                idx_offset,
                count,
                vtx_offset,
                geometry,
            },
            CommandSummary::Draw {
                texture: actual_texture,
                clip_rect: actual_clip_rect,
                idx_offset: actual_idx_offset,
                count: actual_count,
                vtx_offset: actual_vtx_offset,
                geometry: actual_geometry,
            },
        ) => {
            if texture != actual_texture {
                return Some((
                    DiffField::Texture,
                    texture.to_string(),
                    actual_texture.to_string(),
                ));
            }
            if clip_rect != actual_clip_rect {
                return Some((
                    DiffField::ClipRect,
                    coords(clip_rect),
                    coords(actual_clip_rect),
                ));
            }
            let range = |first: usize, count: usize, vtx: usize| {
                format!("idx {first}..{} vtx {vtx}", first.saturating_add(count))
            };
            if (idx_offset, count, vtx_offset)
                != (actual_idx_offset, actual_count, actual_vtx_offset)
            {
                return Some((
                    DiffField::IndexRange,
                    range(*idx_offset, *count, *vtx_offset),
                    range(*actual_idx_offset, *actual_count, *actual_vtx_offset),
                ));
            }
            (geometry != actual_geometry).then(|| {
                (
                    DiffField::Geometry,
                    geometry_text(geometry),
                    geometry_text(actual_geometry),
                )
            })
        }
        _ if expected.kind() != actual.kind() => Some((
            DiffField::CommandKind,
            expected.kind().to_owned(),
            actual.kind().to_owned(),
        )),
        _ => None,
    }
}
