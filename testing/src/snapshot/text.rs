//! The text form: a header, one line per draw list and one per command, then the geometry
//! block.
//!
//! (An example is in the `snapshot` module's docs.)
//!
//! Coordinates are printed in hundredths with trailing zeros dropped, from integers, so the
//! same frame prints byte-identical text on every machine; `nan`, `inf` and `-inf` are spelt
//! out. Index ranges are `first..end`. The geometry block holds every vertex (rounded to
//! 1/256 unit) and index, deflated and in base64 (see `geometry`), so a stored text can be
//! compared with a frame within a tolerance. It parses back into a [`SnapshotSummary`].

use std::fmt::{self, Write as _};

use super::capture::DrawSnapshot;
use super::diff::{DrawTolerance, SnapshotDiff};
use super::geometry::{self, ListGeometry};
use super::summary::{CommandSummary, Coord, ListSummary, SnapshotSummary, TextureLabel};

/// The first line of every text snapshot; the number changes when the format does.
pub(crate) const TEXT_HEADER: &str = "imgui-webgpu draw snapshot v2";
/// The first line of the first text form, which held hashes instead of vertices.
const V1_HEADER: &str = "imgui-webgpu draw snapshot v1";
/// The line that opens the geometry block.
const GEOMETRY_LINE: &str = "geometry v1 zlib base64";

/// Why a text snapshot could not be read.
#[derive(Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct TextParseError {
    /// 1-based line number.
    pub line: usize,
    /// What was wrong with it.
    pub message: String,
}

impl fmt::Display for TextParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for TextParseError {}

impl DrawSnapshot {
    /// The stable text form: readable, diff-friendly, byte-identical for the same frame on
    /// every machine. What `assert_draw_snapshot` stores.
    pub fn to_text(&self) -> String {
        SnapshotSummary::of(self).to_text()
    }

    /// What the text form records about this frame, for `SnapshotSummary::diff`.
    pub(crate) fn summary(&self) -> SnapshotSummary {
        SnapshotSummary::of(self)
    }
}

/// A coordinate list as the text form (and a diff) prints it: `[a, b, ...]`.
pub(crate) fn coords(coords: &[Coord]) -> String {
    let items: Vec<String> = coords.iter().map(Coord::to_string).collect();
    format!("[{}]", items.join(", "))
}

impl SnapshotSummary {
    /// Prints the text form.
    pub fn to_text(&self) -> String {
        let mut text = String::new();
        // Saturating: a summary built by hand may hold counts that overflow when summed.
        let (vertices, indices) = self.lists.iter().fold((0usize, 0usize), |(v, i), list| {
            (
                v.saturating_add(list.vertices),
                i.saturating_add(list.indices),
            )
        });
        // Writing into a String cannot fail.
        let _ = writeln!(text, "{TEXT_HEADER}");
        let _ = writeln!(
            text,
            "display pos {} size {} scale {}",
            coords(&self.display_pos),
            coords(&self.display_size),
            coords(&self.framebuffer_scale)
        );
        let _ = writeln!(
            text,
            "lists {} vertices {vertices} indices {indices}",
            self.lists.len()
        );
        for (list_index, list) in self.lists.iter().enumerate() {
            let _ = writeln!(text, "{}", list_line(list_index, list));
            for (command_index, command) in list.commands.iter().enumerate() {
                let _ = writeln!(text, "{}", command_line(command_index, command));
            }
        }
        let _ = writeln!(text, "{GEOMETRY_LINE}");
        let geometry: Vec<ListGeometry> = self
            .lists
            .iter()
            .map(|list| list.geometry.clone())
            .collect();
        for line in geometry::encode(&geometry) {
            let _ = writeln!(text, "{line}");
        }
        text
    }

    /// Reads a text form back. The result prints the same text.
    pub fn parse_text(text: &str) -> Result<Self, TextParseError> {
        Parser::new(text).snapshot()
    }
}

/// The text form's line for a list.
pub(crate) fn list_line(index: usize, list: &ListSummary) -> String {
    format!(
        "list {index} vertices {} indices {} commands {}",
        list.vertices,
        list.indices,
        list.commands.len()
    )
}

/// An index range as `first..end`, or as `first+count` where the end does not fit a
/// `usize` (bad input a recording keeps as it was): a saturated end would parse back to
/// another count.
fn index_range(first: usize, count: usize) -> String {
    match first.checked_add(count) {
        Some(end) => format!("{first}..{end}"),
        None => format!("{first}+{count}"),
    }
}

/// The text form's line for a command.
pub(crate) fn command_line(index: usize, command: &CommandSummary) -> String {
    match command {
        CommandSummary::Draw {
            texture,
            clip_rect,
            idx_offset,
            count,
            vtx_offset,
            bounding_box,
        } => format!(
            "  {index} draw {texture} clip {} idx {} vtx {vtx_offset} bbox {}",
            coords(clip_rect),
            index_range(*idx_offset, *count),
            bounding_box_text(bounding_box.as_ref())
        ),
        CommandSummary::Reset => format!("  {index} reset"),
        CommandSummary::Callback => format!("  {index} callback"),
    }
}

/// A bounding box as a command line prints it: `[x1, y1, x2, y2]`, or `none`.
pub(crate) fn bounding_box_text(bounding_box: Option<&[Coord; 4]>) -> String {
    match bounding_box {
        Some(bounds) => coords(bounds),
        None => "none".to_owned(),
    }
}

/// Reads the text form line by line; brackets and commas are separators.
struct Parser<'a> {
    lines: std::iter::Enumerate<std::str::Lines<'a>>,
}

/// The words of one line and where it was.
struct Words<'a> {
    line: usize,
    words: std::vec::IntoIter<&'a str>,
}

impl<'a> Words<'a> {
    fn error(&self, message: impl Into<String>) -> TextParseError {
        TextParseError {
            line: self.line,
            message: message.into(),
        }
    }

    fn next(&mut self, what: &str) -> Result<&'a str, TextParseError> {
        self.words
            .next()
            .ok_or_else(|| self.error(format!("expected {what}, found the end of the line")))
    }

    fn expect(&mut self, keyword: &str) -> Result<(), TextParseError> {
        let word = self.next(keyword)?;
        if word == keyword {
            Ok(())
        } else {
            Err(self.error(format!("expected `{keyword}`, found `{word}`")))
        }
    }

    fn number(&mut self, what: &str) -> Result<usize, TextParseError> {
        let word = self.next(what)?;
        word.parse()
            .map_err(|_| self.error(format!("expected {what} (a whole number), found `{word}`")))
    }

    fn keyed_number(&mut self, keyword: &str) -> Result<usize, TextParseError> {
        self.expect(keyword)?;
        self.number(keyword)
    }

    fn coords<const N: usize>(&mut self, what: &str) -> Result<[Coord; N], TextParseError> {
        let mut coords = [Coord::Hundredths(0); N];
        for coord in &mut coords {
            let word = self.next(what)?;
            *coord = Coord::parse(word)
                .ok_or_else(|| self.error(format!("bad coordinate `{word}` in {what}")))?;
        }
        Ok(coords)
    }

    fn end(&mut self) -> Result<(), TextParseError> {
        match self.words.next() {
            None => Ok(()),
            Some(word) => Err(self.error(format!("unexpected `{word}` at the end of the line"))),
        }
    }
}

impl<'a> Parser<'a> {
    fn new(text: &'a str) -> Self {
        Self {
            lines: text.lines().enumerate(),
        }
    }

    fn line(&mut self, what: &str) -> Result<Words<'a>, TextParseError> {
        let Some((index, line)) = self.lines.next() else {
            return Err(TextParseError {
                line: 0,
                message: format!("expected {what}, found the end of the text"),
            });
        };
        let words: Vec<&str> = line
            .split(|c: char| c.is_whitespace() || matches!(c, '[' | ']' | ','))
            .filter(|word| !word.is_empty())
            .collect();
        Ok(Words {
            line: index + 1,
            words: words.into_iter(),
        })
    }

    fn snapshot(mut self) -> Result<SnapshotSummary, TextParseError> {
        match self.lines.next() {
            Some((_, TEXT_HEADER)) => {}
            Some((_, V1_HEADER)) => {
                return Err(TextParseError {
                    line: 1,
                    message: "this is the v1 text form, whose hashes of rounded vertices \
                              differ between CPUs; store it again (UPDATE_SNAPSHOTS=1) for the \
                              v2 form, which keeps the vertices and compares them within a \
                              tolerance"
                        .to_owned(),
                });
            }
            Some((_, other)) => {
                return Err(TextParseError {
                    line: 1,
                    message: format!("expected `{TEXT_HEADER}`, found `{other}`"),
                });
            }
            None => {
                return Err(TextParseError {
                    line: 1,
                    message: "empty text".to_owned(),
                });
            }
        }
        let mut words = self.line("the display line")?;
        words.expect("display")?;
        words.expect("pos")?;
        let display_pos = words.coords("the display position")?;
        words.expect("size")?;
        let display_size = words.coords("the display size")?;
        words.expect("scale")?;
        let framebuffer_scale = words.coords("the framebuffer scale")?;
        words.end()?;

        let mut totals = self.line("the totals line")?;
        let list_count = totals.keyed_number("lists")?;
        let total_vertices = totals.keyed_number("vertices")?;
        let total_indices = totals.keyed_number("indices")?;
        totals.end()?;

        let mut lists = Vec::new();
        for list_index in 0..list_count {
            lists.push(self.list(list_index)?);
        }
        // Checked: the counts come from the file, and a crafted one may overflow when summed.
        let summed = lists
            .iter()
            .try_fold((0usize, 0usize), |(v, i), list: &ListSummary| {
                Some((v.checked_add(list.vertices)?, i.checked_add(list.indices)?))
            })
            .ok_or_else(|| {
                totals.error("the lists' vertex or index counts overflow when summed")
            })?;
        if summed != (total_vertices, total_indices) {
            return Err(totals.error(format!(
                "totals say {total_vertices} vertices and {total_indices} indices, the lists \
                 hold {} and {}",
                summed.0, summed.1
            )));
        }
        let geometry_line = match self.lines.next() {
            Some((index, GEOMETRY_LINE)) => index + 1,
            Some((index, line)) => {
                return Err(TextParseError {
                    line: index + 1,
                    message: format!(
                        "expected `{GEOMETRY_LINE}` after the last list, found `{line}`"
                    ),
                });
            }
            None => {
                return Err(TextParseError {
                    line: 0,
                    message: format!("expected `{GEOMETRY_LINE}`, found the end of the text"),
                });
            }
        };
        let block: String = self.lines.by_ref().map(|(_, line)| line).collect();
        let counts: Vec<(usize, usize)> = lists
            .iter()
            .map(|list| (list.vertices, list.indices))
            .collect();
        let geometry = geometry::decode(&block, &counts).map_err(|error| TextParseError {
            line: geometry_line,
            message: error.to_string(),
        })?;
        for (list, geometry) in lists.iter_mut().zip(geometry) {
            list.geometry = geometry;
        }
        Ok(SnapshotSummary {
            display_pos,
            display_size,
            framebuffer_scale,
            lists,
        })
    }

    fn list(&mut self, list_index: usize) -> Result<ListSummary, TextParseError> {
        let mut words = self.line("a list line")?;
        words.expect("list")?;
        let index = words.number("the list number")?;
        if index != list_index {
            return Err(words.error(format!("expected list {list_index}, found list {index}")));
        }
        let vertices = words.keyed_number("vertices")?;
        let indices = words.keyed_number("indices")?;
        let command_count = words.keyed_number("commands")?;
        words.end()?;
        let mut commands = Vec::new();
        for command_index in 0..command_count {
            commands.push(self.command(command_index)?);
        }
        Ok(ListSummary {
            vertices,
            indices,
            commands,
            // Filled from the geometry block, which follows the lists.
            geometry: ListGeometry::default(),
        })
    }

    fn command(&mut self, command_index: usize) -> Result<CommandSummary, TextParseError> {
        let mut words = self.line("a command line")?;
        let index = words.number("the command number")?;
        if index != command_index {
            return Err(words.error(format!(
                "expected command {command_index}, found command {index}"
            )));
        }
        let command = match words.next("the command kind")? {
            "reset" => CommandSummary::Reset,
            "callback" => CommandSummary::Callback,
            "draw" => {
                let texture_word = words.next("the texture")?;
                let texture = TextureLabel::parse(texture_word)
                    .ok_or_else(|| words.error(format!("bad texture `{texture_word}`")))?;
                words.expect("clip")?;
                let clip_rect = words.coords("the clip rect")?;
                words.expect("idx")?;
                let range = words.next("the index range")?;
                let (first, count) = parse_index_range(range)
                    .ok_or_else(|| words.error(format!("bad index range `{range}`")))?;
                let vtx_offset = words.keyed_number("vtx")?;
                words.expect("bbox")?;
                let bounding_box = match words.next("the bounding box")? {
                    "none" => None,
                    first => {
                        let first = Coord::parse(first).ok_or_else(|| {
                            words.error(format!("bad coordinate `{first}` in the bounding box"))
                        })?;
                        let [b, c, d] = words.coords("the bounding box")?;
                        Some([first, b, c, d])
                    }
                };
                CommandSummary::Draw {
                    texture,
                    clip_rect,
                    idx_offset: first,
                    count,
                    vtx_offset,
                    bounding_box,
                }
            }
            other => return Err(words.error(format!("unknown command kind `{other}`"))),
        };
        words.end()?;
        Ok(command)
    }
}

/// Parses what [`index_range`] prints: `first..end` (end at least first) or `first+count`
/// (only where `first + count` overflows, so each range has one spelling).
fn parse_index_range(range: &str) -> Option<(usize, usize)> {
    if let Some((first, end)) = range.split_once("..") {
        let (first, end): (usize, usize) = (first.parse().ok()?, end.parse().ok()?);
        return Some((first, end.checked_sub(first)?));
    }
    let (first, count) = range.split_once('+')?;
    let (first, count): (usize, usize) = (first.parse().ok()?, count.parse().ok()?);
    first.checked_add(count).is_none().then_some((first, count))
}

/// A frame's text form, parsed: what [`DrawSnapshot::to_text`] prints and a stored draw
/// snapshot holds, read back. Two frames with equal text forms print the same text.
///
/// For tools over stored snapshots: compare two stored texts structurally
/// ([`TextForm::diff`]), or check that a text parses and prints back unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextForm(SnapshotSummary);

impl TextForm {
    /// Parses a stored text form; errors name the line and what is wrong.
    pub fn parse(text: &str) -> Result<Self, TextParseError> {
        SnapshotSummary::parse_text(text).map(Self)
    }

    /// Prints the text form (byte-identical to what was parsed, for text this crate wrote).
    pub fn to_text(&self) -> String {
        self.0.to_text()
    }

    /// The first place where `self` differs from `expected` beyond `tolerance`, or `None`
    /// when every difference is within it.
    pub fn diff(&self, expected: &TextForm, tolerance: DrawTolerance) -> Option<SnapshotDiff> {
        self.0.diff(&expected.0, tolerance)
    }
}

impl DrawSnapshot {
    /// The frame's text form, parsed (the structure [`DrawSnapshot::to_text`] prints).
    pub fn text_form(&self) -> TextForm {
        TextForm(SnapshotSummary::of(self))
    }
}
