//! Diff: the first place two frames differ beyond a [`DrawTolerance`], and what differs.
//!
//! Frames are compared as the text form records them ([`SnapshotSummary`]), so a live frame
//! can be compared with a stored text file. The header comes first, then lists in order;
//! within a list, commands in order (each draw's kind, texture, index range, clip rect, then
//! the vertices it covers, index by index), then the list's counts. Positions, UVs, colours,
//! clip rects and the display position are compared within the tolerance; everything else
//! (counts, textures, ranges, display size and scale) exactly.

use std::fmt;

use super::capture::DrawSnapshot;
use super::geometry::{POSITION_STEPS, StoredVertex, UV_STEPS, is_marker};
use super::summary::{CommandSummary, Coord, ListSummary, SnapshotSummary, covered};
use super::text::coords;

/// How far a frame may stray from its stored draw snapshot and still match it.
///
/// The same UI does not give the same vertices on every machine: Dear ImGui's anti-aliasing
/// normals use an approximate reciprocal square root where SSE is on (`_mm_rsqrt_ss`, which
/// AMD and Intel CPUs compute differently), and exact arithmetic without it (wasm32, ARM,
/// or `IMGUI_DISABLE_SSE`). Measured on this crate's goldens, vertices move by up to 0.00037
/// units between those machines, and sharp miters of thick lines can amplify that up to a
/// hundredfold. [`DrawTolerance::PORTABLE`], the default, allows an eighth of a unit: far
/// above that noise, far below a moved widget (imgui places widgets on whole units).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DrawTolerance {
    /// The largest difference of a vertex coordinate, a clip rect edge or the display
    /// position, in imgui units.
    pub position: f32,
    /// The largest difference of a texture coordinate.
    pub uv: f32,
    /// The largest difference of a colour channel (0 to 255).
    pub colour: u8,
}

impl DrawTolerance {
    /// Equal at the stored precision (1/256 unit, 1/65536 of a UV, colours exact).
    pub const EXACT: Self = Self {
        position: 0.0,
        uv: 0.0,
        colour: 0,
    };

    /// Differences below what anyone can see never fail: 1/8 unit, a quarter of a texel of a
    /// 4096-texel atlas, one level of colour.
    pub const PORTABLE: Self = Self {
        position: 0.125,
        uv: 1.0 / 16384.0,
        colour: 1,
    };

    /// The tolerance on quantized values of `steps` per unit.
    fn steps(value: f32, steps: f64) -> i64 {
        (f64::from(value.max(0.0)) * steps).round() as i64
    }

    /// The tolerance in hundredths, as the text form prints coordinates: what printing may
    /// round is allowed too, unless the tolerance is exact.
    fn hundredths(self) -> i64 {
        match self.position {
            position if position > 0.0 => Self::steps(position, 100.0) + 1,
            _ => 0,
        }
    }
}

impl fmt::Display for DrawTolerance {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "positions within {} units, UVs within {:.6}, colours within {} levels",
            self.position, self.uv, self.colour
        )
    }
}

impl Default for DrawTolerance {
    /// [`DrawTolerance::PORTABLE`].
    fn default() -> Self {
        Self::PORTABLE
    }
}

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
    /// A vertex a draw covers (its position, UV or colour, beyond the tolerance).
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
    /// For geometry: how many of the command's vertices differ and by how much at most.
    pub extent: Option<String>,
}

impl fmt::Display for SnapshotDiff {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.location {
            DiffLocation::Header => f.write_str("header")?,
            DiffLocation::List { list } => write!(f, "list {list}")?,
            DiffLocation::Command { list, command } => write!(f, "list {list}, command {command}")?,
        }
        write!(f, ": {} differs", self.field.describe())?;
        if let Some(extent) = &self.extent {
            write!(f, " ({extent})")?;
        }
        write!(f, ": expected `{}`, got `{}`", self.expected, self.actual)
    }
}

impl DrawSnapshot {
    /// The first difference from `expected` beyond `tolerance` (as the text form records
    /// them), or `None` when every difference is within it. Exact equality, down to float
    /// bits, is `==`.
    pub fn diff(&self, expected: &DrawSnapshot, tolerance: DrawTolerance) -> Option<SnapshotDiff> {
        self.summary().diff(&expected.summary(), tolerance)
    }
}

impl SnapshotSummary {
    /// The first difference from `expected` beyond `tolerance`, or `None`.
    pub fn diff(
        &self,
        expected: &SnapshotSummary,
        tolerance: DrawTolerance,
    ) -> Option<SnapshotDiff> {
        let header = |field, expected: String, actual: String| SnapshotDiff {
            location: DiffLocation::Header,
            field,
            expected,
            actual,
            extent: None,
        };
        if !coords_within(
            &expected.display_pos,
            &self.display_pos,
            tolerance.hundredths(),
        ) {
            return Some(header(
                DiffField::DisplayPos,
                coords(&expected.display_pos),
                coords(&self.display_pos),
            ));
        }
        let pairs = [
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
            if let Some(diff) = diff_list(list, expected, actual, tolerance) {
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

fn diff_list(
    list: usize,
    expected: &ListSummary,
    actual: &ListSummary,
    tolerance: DrawTolerance,
) -> Option<SnapshotDiff> {
    for (command, (expected_command, actual_command)) in
        expected.commands.iter().zip(&actual.commands).enumerate()
    {
        if let Some((field, expected_value, actual_value, extent)) = diff_command(
            expected,
            expected_command,
            actual,
            actual_command,
            tolerance,
        ) {
            return Some(SnapshotDiff {
                location: DiffLocation::Command { list, command },
                field,
                expected: expected_value,
                actual: actual_value,
                extent,
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
            extent: None,
        })
}

/// A command's difference: the field, both values as printed, and for geometry how far.
type CommandDiff = (DiffField, String, String, Option<String>);

fn diff_command(
    expected_list: &ListSummary,
    expected: &CommandSummary,
    actual_list: &ListSummary,
    actual: &CommandSummary,
    tolerance: DrawTolerance,
) -> Option<CommandDiff> {
    match (expected, actual) {
        (
            CommandSummary::Draw {
                texture,
                clip_rect,
                idx_offset,
                count,
                vtx_offset,
                ..
            },
            CommandSummary::Draw {
                texture: actual_texture,
                clip_rect: actual_clip_rect,
                idx_offset: actual_idx_offset,
                count: actual_count,
                vtx_offset: actual_vtx_offset,
                ..
            },
        ) => {
            if texture != actual_texture {
                return Some((
                    DiffField::Texture,
                    texture.to_string(),
                    actual_texture.to_string(),
                    None,
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
                    None,
                ));
            }
            if !coords_within(clip_rect, actual_clip_rect, tolerance.hundredths()) {
                return Some((
                    DiffField::ClipRect,
                    coords(clip_rect),
                    coords(actual_clip_rect),
                    None,
                ));
            }
            diff_vertices(
                covered(
                    &expected_list.geometry.vertices,
                    &expected_list.geometry.indices,
                    *idx_offset,
                    *count,
                    *vtx_offset,
                ),
                covered(
                    &actual_list.geometry.vertices,
                    &actual_list.geometry.indices,
                    *idx_offset,
                    *count,
                    *vtx_offset,
                ),
                tolerance,
            )
        }
        _ if expected.kind() != actual.kind() => Some((
            DiffField::CommandKind,
            expected.kind().to_owned(),
            actual.kind().to_owned(),
            None,
        )),
        _ => None,
    }
}

/// Compares the vertices two draws cover, index by index: the first one beyond the
/// tolerance, with how many differ and the largest position difference.
fn diff_vertices<'a>(
    expected: impl Iterator<Item = Option<&'a StoredVertex>>,
    actual: impl Iterator<Item = Option<&'a StoredVertex>>,
    tolerance: DrawTolerance,
) -> Option<CommandDiff> {
    let limits = VertexLimits::of(tolerance);
    let mut first: Option<(usize, String, String)> = None;
    let mut differing = 0usize;
    let mut corners = 0usize;
    let mut farthest = 0i64;
    let mut expected = expected.fuse();
    let mut actual = actual.fuse();
    loop {
        let (pair, one_side_only) = match (expected.next(), actual.next()) {
            (None, None) => break,
            (Some(expected), Some(actual)) => ((expected, actual), false),
            (expected, actual) => ((expected.flatten(), actual.flatten()), true),
        };
        let at = corners;
        corners += 1;
        let differs = one_side_only
            || match pair {
                (Some(expected), Some(actual)) => match limits.distance(expected, actual) {
                    Some(distance) => {
                        farthest = farthest.max(distance);
                        !limits.within(expected, actual)
                    }
                    None => true,
                },
                (None, None) => false,
                _ => true,
            };
        if differs {
            differing += 1;
            if first.is_none() {
                first = Some((at, vertex_text(pair.0), vertex_text(pair.1)));
            }
        }
    }
    let (at, expected, actual) = first?;
    let extent = format!(
        "{differing} of the {corners} vertices its indices name differ beyond the tolerance; \
         the farthest moved by {} units; the first is index {at} of the draw",
        units(farthest)
    );
    Some((DiffField::Geometry, expected, actual, Some(extent)))
}

/// A tolerance in the stored units.
struct VertexLimits {
    position: i64,
    uv: i64,
    colour: u8,
}

impl VertexLimits {
    fn of(tolerance: DrawTolerance) -> Self {
        Self {
            position: DrawTolerance::steps(tolerance.position, POSITION_STEPS),
            uv: DrawTolerance::steps(tolerance.uv, UV_STEPS),
            colour: tolerance.colour,
        }
    }

    /// The larger of the two position differences, in stored units; `None` where a
    /// coordinate is not finite on one side only.
    fn distance(&self, expected: &StoredVertex, actual: &StoredVertex) -> Option<i64> {
        let mut distance = 0i64;
        for (expected, actual) in expected.pos.iter().zip(&actual.pos) {
            match (is_marker(*expected), is_marker(*actual)) {
                (false, false) => {
                    distance = distance.max(expected.abs_diff(*actual).min(i64::MAX as u64) as i64)
                }
                (true, true) if expected == actual => {}
                _ => return None,
            }
        }
        Some(distance)
    }

    fn within(&self, expected: &StoredVertex, actual: &StoredVertex) -> bool {
        let close = |expected: &[i64; 2], actual: &[i64; 2], limit: i64| {
            expected.iter().zip(actual).all(|(expected, actual)| {
                match (is_marker(*expected), is_marker(*actual)) {
                    (false, false) => expected.abs_diff(*actual) <= limit.unsigned_abs(),
                    _ => expected == actual,
                }
            })
        };
        close(&expected.pos, &actual.pos, self.position)
            && close(&expected.uv, &actual.uv, self.uv)
            && expected
                .col
                .iter()
                .zip(&actual.col)
                .all(|(expected, actual)| expected.abs_diff(*actual) <= self.colour)
    }
}

/// A stored vertex as a diff prints it.
fn vertex_text(vertex: Option<&StoredVertex>) -> String {
    let Some(vertex) = vertex else {
        return "no vertex (the index falls outside the list)".to_owned();
    };
    let [x, y] = vertex.pos.map(|value| stored(value, POSITION_STEPS));
    let [u, v] = vertex.uv.map(|value| stored(value, UV_STEPS));
    let [r, g, b, a] = vertex.col;
    format!("pos [{x}, {y}] uv [{u}, {v}] colour #{r:02x}{g:02x}{b:02x}{a:02x}")
}

/// A stored coordinate as a short decimal (or `nan`, `inf`, `-inf`).
fn stored(value: i64, steps: f64) -> String {
    match value {
        super::geometry::NAN => "nan".to_owned(),
        super::geometry::INFINITY => "inf".to_owned(),
        super::geometry::NEG_INFINITY => "-inf".to_owned(),
        _ => {
            let value = value as f64 / steps;
            let text = format!("{value:.4}");
            text.trim_end_matches('0').trim_end_matches('.').to_owned()
        }
    }
}

/// Stored position units as imgui units.
fn units(value: i64) -> String {
    stored(value, POSITION_STEPS)
}

/// Whether two coordinate lists are within `hundredths` of each other, non-finite values
/// matching only themselves.
fn coords_within(expected: &[Coord], actual: &[Coord], hundredths: i64) -> bool {
    expected.len() == actual.len()
        && expected
            .iter()
            .zip(actual)
            .all(|(expected, actual)| match (expected, actual) {
                (Coord::Hundredths(expected), Coord::Hundredths(actual)) => {
                    expected.abs_diff(*actual) <= hundredths.unsigned_abs()
                }
                _ => expected == actual,
            })
}
