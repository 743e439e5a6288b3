//! What the text form says about a frame: one record per list and per command, at a
//! precision that is the same on every machine.
//!
//! Coordinates are kept in hundredths of an imgui unit as integers, so printing and parsing
//! involve no float formatting. Geometry is summarised by a bounding box and an FNV-1a hash of
//! the triangles a command draws (each index resolved to its vertex), with positions rounded
//! to 1/64 unit and UVs to 1/65536. Hashing resolved vertices rather than raw indices keeps a
//! command's hash unchanged when an earlier command in its list adds vertices.

use std::fmt;

use super::capture::{DrawSnapshot, SnapshotCommand, SnapshotList};
use super::hash::Fnv1a64;
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
    Raw(usize),
}

impl TextureLabel {
    /// Names an imgui texture id.
    pub fn of(id: imgui::TextureId) -> Self {
        match PackedTextureId::decode(id) {
            // Counters only: the renderer tag differs between runs and renderers.
            Some(
                packed @ PackedTextureId {
                    kind: TextureKind::Font,
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
            _ => Self::Raw(id.id()),
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
        usize::from_str_radix(raw, 16).ok().map(Self::Raw)
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

/// The shape of what one draw command covers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Geometry {
    /// Bounding box (x1, y1, x2, y2) of the covered vertices; `None` when none is covered.
    pub bounding_box: Option<[Coord; 4]>,
    /// FNV-1a 64 of the covered triangles.
    pub hash: u64,
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
        /// What it covers.
        geometry: Geometry,
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
                    geometry: geometry(list, idx_offset, count, vtx_offset),
                },
                SnapshotCommand::ResetRenderState => CommandSummary::Reset,
                SnapshotCommand::Callback => CommandSummary::Callback,
            })
            .collect(),
    }
}

/// Rounds a float onto a grid of `1 / steps`, keeping non-finite values apart.
fn quantize(value: f32, steps: f64) -> i64 {
    if value.is_nan() {
        i64::MIN
    } else if value == f32::INFINITY {
        i64::MAX
    } else if value == f32::NEG_INFINITY {
        i64::MIN + 1
    } else {
        (f64::from(value) * steps).round() as i64
    }
}

/// Marks an index or vertex outside its list in the hash.
const OUT_OF_RANGE: i64 = i64::MIN + 2;

fn geometry(list: &SnapshotList, idx_offset: usize, count: usize, vtx_offset: usize) -> Geometry {
    let mut hasher = Fnv1a64::new();
    let mut bounds: Option<[f32; 4]> = None;
    let start = idx_offset.min(list.indices.len());
    let end = idx_offset.saturating_add(count).min(list.indices.len());
    for index in &list.indices[start..end] {
        let vertex = vtx_offset
            .checked_add(usize::from(*index))
            .and_then(|at| list.vertices.get(at));
        let Some(vertex) = vertex else {
            hasher.write_i64(OUT_OF_RANGE);
            continue;
        };
        let [x, y] = vertex.pos;
        let [u, v] = vertex.uv;
        for (value, steps) in [(x, 64.0), (y, 64.0), (u, 65536.0), (v, 65536.0)] {
            hasher.write_i64(quantize(value, steps));
        }
        hasher.write(&vertex.col);
        bounds = Some(match bounds {
            None => [x, y, x, y],
            Some([x1, y1, x2, y2]) => [x1.min(x), y1.min(y), x2.max(x), y2.max(y)],
        });
    }
    // Indices the range promises but the list lacks: a marker and how many.
    let missing = count - (end - start);
    if missing > 0 {
        hasher.write_i64(OUT_OF_RANGE);
        hasher.write_i64(i64::try_from(missing).unwrap_or(i64::MAX));
    }
    Geometry {
        bounding_box: bounds.map(|bounds| bounds.map(Coord::from_f32)),
        hash: hasher.finish(),
    }
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
        assert_eq!(
            TextureLabel::of(imgui::TextureId::new(0)).to_string(),
            "id#0x0"
        );
        let frame = PackedTextureId::new(TextureKind::Frame, 0, 99, 1);
        assert_eq!(TextureLabel::of(frame.encode()).to_string(), "frame#1");
    }

    #[test]
    fn geometry_survives_out_of_range_offsets() {
        let vertex = imgui::DrawVert {
            pos: [1.0, 2.0],
            uv: [0.0, 0.0],
            col: [255; 4],
        };
        let list = SnapshotList {
            vertices: vec![vertex; 3],
            indices: vec![0, 1, 2],
            commands: Vec::new(),
        };
        let inside = geometry(&list, 0, 3, 0);
        assert!(inside.bounding_box.is_some());
        let beyond = geometry(&list, 2, usize::MAX, usize::MAX);
        assert_eq!(beyond.bounding_box, None);
        assert_ne!(beyond.hash, inside.hash);
        assert_ne!(geometry(&list, 0, 4, 0).hash, inside.hash);
    }
}
