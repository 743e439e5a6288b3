//! What the text form says about a frame: one record per list and per command, and every
//! list's geometry at the stored precision ([`ListGeometry`]).
//!
//! Coordinates of headers, clip rects and bounding boxes are kept in hundredths of an imgui
//! unit as integers, so printing and parsing involve no float formatting. The bounding box of
//! a command is for the reader; comparisons use the vertices (see `diff`).

use imgui_webgpu::source::TextureId;
use std::fmt;

use super::capture::{DrawSnapshot, SnapshotCommand, SnapshotList};
use super::geometry::ListGeometry;
use imgui_webgpu::ids::{PackedTextureId, TextureKind};
use imgui_webgpu::source::DrawElements;

/// A coordinate at text precision: hundredths of a unit, with non-finite values kept apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Coord {
    /// A finite value, in hundredths (rounded half away from zero).
    Hundredths(i64),
    /// Not a number.
    NaN,
    /// Positive infinity.
    Infinity,
    /// Negative infinity.
    NegInfinity,
}

impl Coord {
    /// Rounds a float to text precision.
    pub fn from_f32(value: f32) -> Self {
        if value.is_nan() {
            Self::NaN
        } else if value == f32::INFINITY {
            Self::Infinity
        } else if value == f32::NEG_INFINITY {
            Self::NegInfinity
        } else {
            // Saturating cast: values beyond i64 (far beyond any UI) clamp, symmetrically:
            // i64::MIN's magnitude does not fit an i64, so it would print a number the
            // parser refuses.
            Self::Hundredths(((f64::from(value) * 100.0).round() as i64).max(-i64::MAX))
        }
    }

    /// Parses what [`Coord`]'s `Display` prints.
    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "nan" => return Some(Self::NaN),
            "inf" => return Some(Self::Infinity),
            "-inf" => return Some(Self::NegInfinity),
            _ => {}
        }
        let (negative, digits) = match text.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, text),
        };
        let (whole, fraction) = digits.split_once('.').unwrap_or((digits, ""));
        let all_digits = |part: &str| part.bytes().all(|byte| byte.is_ascii_digit());
        if whole.is_empty() || !all_digits(whole) || !all_digits(fraction) || fraction.len() > 2 {
            return None;
        }
        let whole: i64 = whole.parse().ok()?;
        let fraction: i64 = match fraction.len() {
            0 => 0,
            1 => fraction.parse::<i64>().ok()? * 10,
            _ => fraction.parse().ok()?,
        };
        let magnitude = whole.checked_mul(100)?.checked_add(fraction)?;
        Some(Self::Hundredths(if negative {
            -magnitude
        } else {
            magnitude
        }))
    }
}

impl fmt::Display for Coord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::NaN => f.write_str("nan"),
            Self::Infinity => f.write_str("inf"),
            Self::NegInfinity => f.write_str("-inf"),
            Self::Hundredths(value) => {
                let sign = if value < 0 { "-" } else { "" };
                let magnitude = value.unsigned_abs();
                let (whole, fraction) = (magnitude / 100, magnitude % 100);
                match fraction {
                    0 => write!(f, "{sign}{whole}"),
                    _ if fraction % 10 == 0 => write!(f, "{sign}{whole}.{}", fraction / 10),
                    _ => write!(f, "{sign}{whole}.{fraction:02}"),
                }
            }
        }
    }
}

/// A texture id as the text form names it: by store and slot, so it reads the same in every
/// run. Frame textures omit their generation (it counts frames).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TextureLabel {
    /// The font atlas, with its reload generation (0 until the first reload).
    Font {
        /// Reload generation.
        generation: usize,
    },
    /// A persistent texture: its slot and the slot's reuse generation.
    Persistent {
        /// Slot index.
        index: usize,
        /// Reuse generation of the slot.
        generation: usize,
    },
    /// A per-frame texture: its slot in the frame.
    Frame {
        /// Slot index.
        index: usize,
    },
    /// An id this renderer never issues, printed raw.
    Raw(u64),
}

impl TextureLabel {
    /// Names an imgui texture id.
    pub fn of(id: TextureId) -> Self {
        match PackedTextureId::decode(id) {
            // Counters only: the renderer tag differs between runs and renderers.
            Some(
                packed @ PackedTextureId {
                    kind: TextureKind::Imgui,
                    ..
                },
            ) => Self::Font {
                generation: packed.counter,
            },
            Some(
                packed @ PackedTextureId {
                    kind: TextureKind::Persistent,
                    index,
                    ..
                },
            ) => Self::Persistent {
                index,
                generation: packed.counter,
            },
            Some(PackedTextureId {
                kind: TextureKind::Frame,
                index,
                ..
            }) => Self::Frame { index },
            // An id of a kind this version does not know, or none: printed raw.
            _ => Self::Raw(id.value()),
        }
    }

    /// Parses what `Display` prints.
    pub fn parse(text: &str) -> Option<Self> {
        let (name, generation) = match text.split_once("@g") {
            Some((name, generation)) => (name, generation.parse().ok()?),
            None => (text, 0),
        };
        if name == "font" {
            return Some(Self::Font { generation });
        }
        if let Some(index) = name.strip_prefix("persistent#") {
            return Some(Self::Persistent {
                index: index.parse().ok()?,
                generation,
            });
        }
        if generation != 0 {
            return None;
        }
        if let Some(index) = name.strip_prefix("frame#") {
            return Some(Self::Frame {
                index: index.parse().ok()?,
            });
        }
        let raw = name.strip_prefix("id#0x")?;
        u64::from_str_radix(raw, 16).ok().map(Self::Raw)
    }
}

impl fmt::Display for TextureLabel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let generation = |f: &mut fmt::Formatter<'_>, generation: usize| match generation {
            0 => Ok(()),
            _ => write!(f, "@g{generation}"),
        };
        match *self {
            Self::Font { generation: g } => {
                f.write_str("font")?;
                generation(f, g)
            }
            Self::Persistent {
                index,
                generation: g,
            } => {
                write!(f, "persistent#{index}")?;
                generation(f, g)
            }
            Self::Frame { index } => write!(f, "frame#{index}"),
            Self::Raw(raw) => write!(f, "id#{raw:#x}"),
        }
    }
}

/// One command as the text form records it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CommandSummary {
    /// A draw.
    Draw {
        /// The texture it samples.
        texture: TextureLabel,
        /// Its clip rectangle.
        clip_rect: [Coord; 4],
        /// First index.
        idx_offset: usize,
        /// Number of indices.
        count: usize,
        /// Added to every index.
        vtx_offset: usize,
        /// Bounding box (x1, y1, x2, y2) of the vertices it covers; `None` when it covers
        /// none.
        bounding_box: Option<[Coord; 4]>,
    },
    /// A render-state reset.
    Reset,
    /// A user callback.
    Callback,
}

impl CommandSummary {
    /// A one-word name of the command's kind.
    pub fn kind(&self) -> &'static str {
        match self {
            Self::Draw { .. } => "draw",
            Self::Reset => "reset",
            Self::Callback => "callback",
        }
    }
}

/// One draw list as the text form records it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ListSummary {
    /// Vertex count.
    pub vertices: usize,
    /// Index count.
    pub indices: usize,
    /// The commands.
    pub commands: Vec<CommandSummary>,
    /// The vertices and indices, at the stored precision.
    pub geometry: ListGeometry,
}

/// A frame as the text form records it: what [`DrawSnapshot::to_text`] prints and
/// [`SnapshotSummary::parse_text`] reads back. Two frames with equal summaries print the
/// same text.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SnapshotSummary {
    /// Display position.
    pub display_pos: [Coord; 2],
    /// Display size.
    pub display_size: [Coord; 2],
    /// Framebuffer scale.
    pub framebuffer_scale: [Coord; 2],
    /// The lists.
    pub lists: Vec<ListSummary>,
}

impl SnapshotSummary {
    /// Summarises a snapshot. Never panics, whatever offsets the snapshot holds.
    pub fn of(snapshot: &DrawSnapshot) -> Self {
        Self {
            display_pos: snapshot.display_pos.map(Coord::from_f32),
            display_size: snapshot.display_size.map(Coord::from_f32),
            framebuffer_scale: snapshot.framebuffer_scale.map(Coord::from_f32),
            lists: snapshot.lists.iter().map(summarise_list).collect(),
        }
    }
}

fn summarise_list(list: &SnapshotList) -> ListSummary {
    ListSummary {
        vertices: list.vertices.len(),
        indices: list.indices.len(),
        commands: list
            .commands
            .iter()
            .map(|command| match *command {
                SnapshotCommand::Elements(DrawElements {
                    count,
                    clip_rect,
                    texture_id,
                    vtx_offset,
                    idx_offset,
                }) => CommandSummary::Draw {
                    texture: TextureLabel::of(texture_id),
                    clip_rect: clip_rect.map(Coord::from_f32),
                    idx_offset,
                    count,
                    vtx_offset,
                    bounding_box: bounding_box(list, idx_offset, count, vtx_offset),
                },
                SnapshotCommand::ResetRenderState => CommandSummary::Reset,
                SnapshotCommand::Callback => CommandSummary::Callback,
            })
            .collect(),
        geometry: ListGeometry::of(list),
    }
}

/// The vertices a draw covers, each of its indices that the list holds resolved (`None`
/// where the vertex falls outside the list), in the order the indices name them. Indices the
/// range promises past the end of the list are not yielded.
pub(crate) fn covered<'a, T>(
    vertices: &'a [T],
    indices: &'a [imgui_webgpu::source::DrawIdx],
    idx_offset: usize,
    count: usize,
    vtx_offset: usize,
) -> impl Iterator<Item = Option<&'a T>> + 'a {
    let start = idx_offset.min(indices.len());
    let end = idx_offset.saturating_add(count).min(indices.len());
    indices[start..end].iter().map(move |index| {
        vtx_offset
            .checked_add(usize::from(*index))
            .and_then(|at| vertices.get(at))
    })
}

/// The bounding box of the vertices a draw covers.
fn bounding_box(
    list: &SnapshotList,
    idx_offset: usize,
    count: usize,
    vtx_offset: usize,
) -> Option<[Coord; 4]> {
    let mut bounds: Option<[f32; 4]> = None;
    for vertex in covered(&list.vertices, &list.indices, idx_offset, count, vtx_offset).flatten() {
        let [x, y] = vertex.pos;
        bounds = Some(match bounds {
            None => [x, y, x, y],
            Some([x1, y1, x2, y2]) => [x1.min(x), y1.min(y), x2.max(x), y2.max(y)],
        });
    }
    bounds.map(|bounds| bounds.map(Coord::from_f32))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn coords_print_and_parse_exactly() {
        for (value, text) in [
            (0.0, "0"),
            (-0.0, "0"),
            (12.5, "12.5"),
            (-3.25, "-3.25"),
            (0.004, "0"),
            (1.005, "1"),
            (799.99, "799.99"),
            (f32::NAN, "nan"),
            (f32::INFINITY, "inf"),
            (f32::NEG_INFINITY, "-inf"),
        ] {
            let coord = Coord::from_f32(value);
            assert_eq!(coord.to_string(), text, "{value}");
            assert_eq!(Coord::parse(text), Some(coord), "{text}");
        }
        assert_eq!(Coord::parse("-0.05"), Some(Coord::Hundredths(-5)));
        for bad in ["", "-", "1.234", "1e3", "x", ".5", "1..2"] {
            assert_eq!(Coord::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn texture_labels_round_trip() {
        for label in [
            TextureLabel::Font { generation: 0 },
            TextureLabel::Font { generation: 3 },
            TextureLabel::Persistent {
                index: 2,
                generation: 0,
            },
            TextureLabel::Persistent {
                index: 7,
                generation: 1,
            },
            TextureLabel::Frame { index: 4 },
            TextureLabel::Raw(0x1234),
        ] {
            assert_eq!(TextureLabel::parse(&label.to_string()), Some(label));
        }
        assert_eq!(TextureLabel::of(TextureId::new(0)).to_string(), "id#0x0");
        let frame = PackedTextureId::new(TextureKind::Frame, 0, 99, 1);
        assert_eq!(TextureLabel::of(frame.encode()).to_string(), "frame#1");
    }

    #[test]
    fn bounding_boxes_survive_out_of_range_offsets() {
        let vertex = imgui_webgpu::source::DrawVert {
            pos: [1.0, 2.0],
            uv: [0.0, 0.0],
            col: [255; 4],
        };
        let list = SnapshotList {
            vertices: vec![vertex; 3],
            indices: vec![0, 1, 2],
            commands: Vec::new(),
        };
        assert!(bounding_box(&list, 0, 3, 0).is_some());
        assert_eq!(bounding_box(&list, 2, usize::MAX, usize::MAX), None);
        let past_the_end: Vec<_> = covered(&list.vertices, &list.indices, 1, 4, 0).collect();
        assert_eq!(
            past_the_end.len(),
            2,
            "indices 1 and 2; the range's other two are past the list"
        );
        let offset: Vec<_> = covered(&list.vertices, &list.indices, 0, 3, 1).collect();
        assert_eq!(offset.iter().filter(|vertex| vertex.is_none()).count(), 1);
    }
}
