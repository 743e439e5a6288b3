//! The text a frame shows, read back from its draw data: each glyph quad mapped to its
//! character through the atlas's glyph table, glyphs grouped into runs of text, and each
//! glyph judged visible, clipped (cut by its clip rect or the display's edge), or hidden
//! (clipped away entirely, or covered by an opaque fill of a window drawn later).

use imgui_webgpu::ids::{PackedTextureId, TextureKind};
use imgui_webgpu::source::{DrawCommand, DrawListSource, DrawSource};

use super::glyphs::{Glyph, GlyphTable};

/// A rectangle in imgui coordinates: x1, y1, x2, y2.
pub type Rect = [f32; 4];

/// Vertex alpha at and above which a solid fill hides what is under it (window backgrounds
/// are 0.94 opaque by default: 240).
const OPAQUE_ALPHA: u8 = 230;
/// The most spaces a gap inside one run of text may hold; a wider gap starts a new run.
const MAX_SPACES: f32 = 6.0;
/// How far (in display units) the pen may be from where the last glyph left it, plus
/// whole spaces, for a glyph to continue the run.
const PEN_TOLERANCE: f32 = 0.25;

/// How much of a glyph shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Shown {
    Whole,
    /// Cut by its clip rect or the display's edge.
    Clipped,
    /// Clipped away entirely, or covered by an opaque fill drawn later.
    Hidden,
}

/// One glyph as drawn.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Placed {
    glyph: Glyph,
    /// The quad as drawn.
    pub quad: Rect,
    /// The part of it that shows (the quad cut by its clip rect and the display).
    pub visible: Rect,
    pub shown: Shown,
    list: usize,
    /// Display units per font pixel.
    scale: f32,
}

impl Placed {
    /// The index of the draw list it is drawn in (later lists are drawn over earlier ones).
    pub(crate) fn list(&self) -> usize {
        self.list
    }

    fn pen(&self) -> f32 {
        self.quad[0] - self.glyph.x0 * self.scale
    }

    fn top(&self) -> f32 {
        self.quad[1]
    }
}

/// A run of text as drawn: characters (spaces restored from the pen's movement), each
/// pointing at its glyph.
#[derive(Clone, Debug)]
pub(crate) struct Run {
    pub chars: Vec<(char, Option<usize>)>,
}

/// One line of visible text and where it shows.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct TextLine {
    /// The characters, spaces included.
    pub text: String,
    /// The rectangle the visible glyphs cover, in imgui coordinates.
    pub rect: Rect,
    /// Whether some glyph of it is cut by a clip rect or the display's edge.
    pub clipped: bool,
}

/// The text a frame shows, line by line in draw order (back to front).
#[derive(Clone, Debug, Default)]
pub struct VisibleText {
    pub(crate) placed: Vec<Placed>,
    pub(crate) runs: Vec<Run>,
}

/// A solid triangle that hides what lies under it, within its clip rect.
struct Occluder {
    points: [[f32; 2]; 3],
    clip: Rect,
    list: usize,
}

impl Occluder {
    fn covers(&self, [x, y]: [f32; 2]) -> bool {
        if x < self.clip[0] || y < self.clip[1] || x > self.clip[2] || y > self.clip[3] {
            return false;
        }
        let [a, b, c] = self.points;
        let side =
            |p: [f32; 2], q: [f32; 2]| (q[0] - p[0]) * (y - p[1]) - (q[1] - p[1]) * (x - p[0]);
        let (d1, d2, d3) = (side(a, b), side(b, c), side(c, a));
        let negative = d1 < 0.0 || d2 < 0.0 || d3 < 0.0;
        let positive = d1 > 0.0 || d2 > 0.0 || d3 > 0.0;
        !(negative && positive)
    }
}

fn intersect(a: Rect, b: Rect) -> Option<Rect> {
    let rect = [
        a[0].max(b[0]),
        a[1].max(b[1]),
        a[2].min(b[2]),
        a[3].min(b[3]),
    ];
    (rect[0] < rect[2] && rect[1] < rect[3]).then_some(rect)
}

fn union(a: Rect, b: Rect) -> Rect {
    [
        a[0].min(b[0]),
        a[1].min(b[1]),
        a[2].max(b[2]),
        a[3].max(b[3]),
    ]
}

fn bounds(points: impl Iterator<Item = [f32; 2]>) -> Rect {
    points.fold(
        [f32::MAX, f32::MAX, f32::MIN, f32::MIN],
        |[x1, y1, x2, y2], [x, y]| [x1.min(x), y1.min(y), x2.max(x), y2.max(y)],
    )
}

impl VisibleText {
    /// Reads the text `source` shows, with the glyphs of the atlas it was drawn with.
    pub fn read<S: DrawSource>(source: &S, glyphs: &GlyphTable) -> Self {
        let pos = source.display_pos();
        let size = source.display_size();
        let display = [pos[0], pos[1], pos[0] + size[0], pos[1] + size[1]];
        let mut placed = Vec::new();
        let mut occluders = Vec::new();
        let white = glyphs.white();
        for (list_index, list) in source.lists().enumerate() {
            let vertices = list.vertices();
            let indices = list.indices();
            for command in list.commands() {
                let DrawCommand::Elements(elements) = command else {
                    continue;
                };
                let font = PackedTextureId::decode(elements.texture_id)
                    .is_some_and(|id| id.kind == TextureKind::Imgui);
                let Some(range) = elements
                    .idx_offset
                    .checked_add(elements.count)
                    .and_then(|end| indices.get(elements.idx_offset..end))
                else {
                    continue;
                };
                let vertex = |index: u16| vertices.get(elements.vtx_offset + usize::from(index));
                let solid =
                    |v: &imgui_webgpu::source::DrawVert| v.uv == white && v.col[3] >= OPAQUE_ALPHA;
                let mut at = 0;
                while at < range.len() {
                    let quad = range.get(at..at + 6).filter(|six| {
                        let a = six[0];
                        six == &[a, a + 1, a + 2, a, a + 2, a + 3]
                    });
                    if let Some(six) = quad {
                        let corners: Option<Vec<&imgui_webgpu::source::DrawVert>> =
                            (0..4).map(|k| vertex(six[0] + k)).collect();
                        if let Some(corners) = corners {
                            if font && corners.iter().all(|v| v.uv != white) {
                                let uv = bounds(corners.iter().map(|v| v.uv));
                                let quad_rect = bounds(corners.iter().map(|v| v.pos));
                                let alpha = corners.iter().map(|v| v.col[3]).max().unwrap_or(0);
                                if alpha > 0 {
                                    if let Some(found) = place(glyphs, uv, quad_rect) {
                                        let visible = intersect(quad_rect, elements.clip_rect)
                                            .and_then(|rect| intersect(rect, display));
                                        let shown = match visible {
                                            None => Shown::Hidden,
                                            Some(rect) if rect == quad_rect && found.1 => {
                                                Shown::Whole
                                            }
                                            Some(_) => Shown::Clipped,
                                        };
                                        placed.push(Placed {
                                            glyph: found.0,
                                            quad: quad_rect,
                                            visible: visible.unwrap_or(quad_rect),
                                            shown,
                                            list: list_index,
                                            scale: found.2,
                                        });
                                    }
                                }
                                at += 6;
                                continue;
                            }
                        }
                    }
                    // Any other triangle: a solid opaque one hides what is under it.
                    if let Some(three) = range.get(at..at + 3) {
                        let points: Option<Vec<&imgui_webgpu::source::DrawVert>> =
                            three.iter().map(|index| vertex(*index)).collect();
                        if let Some(points) =
                            points.filter(|points| points.iter().all(|v| solid(v)))
                        {
                            occluders.push(Occluder {
                                points: [points[0].pos, points[1].pos, points[2].pos],
                                clip: elements.clip_rect,
                                list: list_index,
                            });
                        }
                    }
                    at += 3;
                }
            }
        }
        for glyph in &mut placed {
            if glyph.shown == Shown::Hidden {
                continue;
            }
            // A glyph under a later opaque fill: hidden when its centre and corners all
            // are, cut when some are.
            let [x1, y1, x2, y2] = glyph.visible;
            let points = [
                [(x1 + x2) / 2.0, (y1 + y2) / 2.0],
                [x1, y1],
                [x2, y1],
                [x1, y2],
                [x2, y2],
            ];
            let covered = points
                .iter()
                .filter(|point| {
                    occluders
                        .iter()
                        .any(|occluder| occluder.list > glyph.list && occluder.covers(**point))
                })
                .count();
            if covered == points.len() {
                glyph.shown = Shown::Hidden;
            } else if covered > 0 {
                glyph.shown = Shown::Clipped;
            }
        }
        let runs = runs(&placed, glyphs);
        Self { placed, runs }
    }

    /// The visible lines: each run of text split where its glyphs are hidden.
    pub fn lines(&self) -> Vec<TextLine> {
        let mut lines = Vec::new();
        for run in &self.runs {
            let mut text = String::new();
            let mut rect: Option<Rect> = None;
            let mut clipped = false;
            let mut flush = |text: &mut String, rect: &mut Option<Rect>, clipped: &mut bool| {
                let trimmed = text.trim();
                if let (false, Some(rect)) = (trimmed.is_empty(), *rect) {
                    lines.push(TextLine {
                        text: trimmed.to_owned(),
                        rect,
                        clipped: *clipped,
                    });
                }
                text.clear();
                *rect = None;
                *clipped = false;
            };
            for (character, glyph) in &run.chars {
                match glyph.map(|index| &self.placed[index]) {
                    Some(placed) if placed.shown == Shown::Hidden => {
                        flush(&mut text, &mut rect, &mut clipped);
                    }
                    Some(placed) => {
                        text.push(*character);
                        rect = Some(rect.map_or(placed.visible, |r| union(r, placed.visible)));
                        clipped |= placed.shown == Shown::Clipped;
                    }
                    None => text.push(*character),
                }
            }
            flush(&mut text, &mut rect, &mut clipped);
        }
        lines
    }

    /// The draw list of the front-most visible glyph whose centre lies in `rect`: the list
    /// a line found there is drawn in.
    pub(crate) fn list_at(&self, [x1, y1, x2, y2]: Rect) -> Option<usize> {
        self.placed
            .iter()
            .rev()
            .filter(|glyph| !matches!(glyph.shown, Shown::Hidden))
            .find(|glyph| {
                let [gx1, gy1, gx2, gy2] = glyph.visible;
                let (cx, cy) = ((gx1 + gx2) / 2.0, (gy1 + gy2) / 2.0);
                cx >= x1 && cx <= x2 && cy >= y1 && cy <= y2
            })
            .map(|glyph| glyph.list)
    }

    /// Only the runs of text drawn in the draw lists `keep` takes (by their index in draw
    /// order); what hides a glyph was judged in the whole frame.
    pub(crate) fn only_lists(mut self, keep: impl Fn(usize) -> bool) -> Self {
        let placed = &self.placed;
        self.runs.retain(|run| {
            run.chars
                .iter()
                .find_map(|(_, glyph)| glyph.and_then(|index| placed.get(index)))
                .is_some_and(|glyph| keep(glyph.list))
        });
        self
    }

    /// The visible lines as stable text, one per line: the rectangle in whole units, the
    /// text, and `(clipped)` where it is cut. What [`assert_text_snapshot`] stores.
    ///
    /// [`assert_text_snapshot`]: crate::assert_text_snapshot
    pub fn to_text(&self) -> String {
        let mut text = String::from("imgui-webgpu visible text v1\n");
        for line in self.lines() {
            let [x1, y1, x2, y2] = line.rect.map(|value| value.round() as i64);
            text.push_str(&format!("[{x1}, {y1}, {x2}, {y2}] {}", line.text));
            if line.clipped {
                text.push_str(" (clipped)");
            }
            text.push('\n');
        }
        text
    }
}

/// The glyph a quad draws, whether it is drawn whole, and its scale (display units per font
/// pixel).
fn place(glyphs: &GlyphTable, uv: Rect, quad: Rect) -> Option<(Glyph, bool, f32)> {
    let width = quad[2] - quad[0];
    if let Some(glyph) = glyphs.exact(uv) {
        let scale = if glyph.width > 0.0 {
            width / glyph.width
        } else {
            1.0
        };
        return Some((glyph, true, scale));
    }
    // Clipped on the CPU: the UVs shrank with the quad, in proportion.
    let glyph = glyphs.containing(uv)?;
    let uv_width = glyph.uv[2] - glyph.uv[0];
    let scale = if uv_width > 0.0 && glyph.width > 0.0 {
        let whole = width * uv_width / (uv[2] - uv[0]).max(f32::MIN_POSITIVE);
        whole / glyph.width
    } else {
        1.0
    };
    Some((glyph, false, scale))
}

/// Groups glyphs, in the order they were drawn, into runs of text: a glyph continues the
/// run when it sits on the same line, where the last one's pen stopped, or a few spaces on.
fn runs(placed: &[Placed], glyphs: &GlyphTable) -> Vec<Run> {
    let mut runs: Vec<Run> = Vec::new();
    let mut previous: Option<&Placed> = None;
    for (index, glyph) in placed.iter().enumerate() {
        let spaces = previous.and_then(|last| {
            let same_line = last.list == glyph.list
                && (glyph.top()
                    - glyph.glyph_top_offset()
                    - (last.top() - last.glyph_top_offset()))
                .abs()
                    < 1.0;
            if !same_line {
                return None;
            }
            let expected = last.pen() + last.glyph.advance * last.scale;
            let gap = glyph.pen() - expected;
            let space = glyphs.space(last.glyph.font) * last.scale;
            // One call to imgui's text rendering moves the pen by whole advances: spaces
            // are exact multiples of the space's advance. Any other gap is between two
            // pieces of text (a label after its frame, the buttons of an input).
            let spaces = if space > 0.0 {
                (gap / space).round()
            } else {
                0.0
            };
            let exact = (gap - spaces * space).abs() < PEN_TOLERANCE;
            (exact && (0.0..=MAX_SPACES).contains(&spaces)).then_some(spaces as usize)
        });
        match (spaces, runs.last_mut()) {
            (Some(spaces), Some(run)) => {
                run.chars.extend(std::iter::repeat_n((' ', None), spaces));
                run.chars.push((glyph.glyph.character, Some(index)));
            }
            _ => runs.push(Run {
                chars: vec![(glyph.glyph.character, Some(index))],
            }),
        }
        previous = Some(glyph);
    }
    runs
}

impl Placed {
    /// How far below the line's top this glyph's quad starts (glyphs of one line start at
    /// different heights; the line's top is the same for all).
    fn glyph_top_offset(&self) -> f32 {
        self.glyph.y0 * self.scale
    }
}
