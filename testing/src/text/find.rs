//! Finding a visible text by what it says: the rectangle to click, or a clear reason why
//! there is none.

use std::fmt;

use super::visible::{Placed, Rect, Shown, TextLine, VisibleText};

/// Why [`VisibleText::find`] found no single, wholly visible place for a text. Its `Debug`
/// form is its message (see [`HarnessError`](crate::HarnessError)).
#[derive(Clone, PartialEq)]
#[non_exhaustive]
pub enum FindTextError {
    /// The frame shows the text nowhere.
    NotFound {
        /// The text looked for.
        text: String,
        /// The visible lines nearest to it (a few, nearest first: the fewest typos to a part
        /// of the line, a swap of two letters one; ties to lines shown whole, then to the
        /// closest in length), with where they show. Menus,
        /// popups and tooltips are among them, wherever they are drawn.
        nearest: Vec<TextLine>,
        /// How many lines the frame shows in all.
        lines: usize,
    },
    /// A menu's label ([`VisibleText::find_menu`]) is, whole, the label of more than one
    /// line in the same place of precedence.
    AmbiguousMenu {
        /// The label looked for.
        text: String,
        /// The lines it is the whole label of (their text as drawn, where they show).
        lines: Vec<TextLine>,
    },
    /// The frame shows the text in more than one place.
    Ambiguous {
        /// The text looked for.
        text: String,
        /// Every place it shows, in draw order.
        places: Vec<Rect>,
    },
    /// The text shows only in part: cut by a clip rect (scrolled, a window too small) or the
    /// display's edge, or partly covered.
    Clipped {
        /// The text looked for.
        text: String,
        /// The part that shows.
        rect: Rect,
    },
    /// The text is drawn but nothing of it shows: scrolled out of its window, or under an
    /// opaque window drawn later.
    Hidden {
        /// The text looked for.
        text: String,
        /// Where it is drawn.
        rect: Rect,
    },
}

impl fmt::Display for FindTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NotFound {
                text,
                nearest,
                lines,
            } => {
                write!(
                    f,
                    "no visible text {text:?} among the frame's {lines} lines"
                )?;
                if !nearest.is_empty() {
                    write!(f, "; nearest:")?;
                }
                for line in nearest {
                    let [x1, y1, x2, y2] = line.rect;
                    write!(
                        f,
                        "\n  {:?} at [{x1:.0}, {y1:.0}, {x2:.0}, {y2:.0}]",
                        line.text
                    )?;
                }
                Ok(())
            }
            Self::AmbiguousMenu { text, lines } => {
                write!(
                    f,
                    "{text:?} is the whole label of {} lines in the front-most menu or window: \
                     click it by id path (`Target::path`) instead:",
                    lines.len()
                )?;
                for line in lines {
                    write!(f, "\n  {:?} (its top at y {:.0})", line.text, line.rect[1])?;
                }
                Ok(())
            }
            Self::Ambiguous { text, places } => {
                write!(f, "{text:?} shows in {} places: {places:?}", places.len())
            }
            Self::Clipped { text, rect } => {
                write!(f, "{text:?} shows only in part, at {rect:?}")
            }
            Self::Hidden { text, rect } => write!(
                f,
                "{text:?} is drawn at {rect:?} but hidden (scrolled out or covered)"
            ),
        }
    }
}

impl std::error::Error for FindTextError {}

/// How much of one occurrence shows.
enum Occurrence {
    Whole(Rect),
    Partly(Rect),
    Hidden(Rect),
}

/// One place a text is drawn: how much of it shows, the front-most draw list its glyphs
/// are in, whether it is a whole label there, and the text of its run.
struct Found {
    occurrence: Occurrence,
    list: usize,
    whole_label: bool,
    line: String,
}

fn union(a: Option<Rect>, b: Rect) -> Rect {
    match a {
        None => b,
        Some(a) => [
            a[0].min(b[0]),
            a[1].min(b[1]),
            a[2].max(b[2]),
            a[3].max(b[3]),
        ],
    }
}

impl VisibleText {
    /// Every place `text` is drawn (within one line), with how much of it shows and the
    /// front-most draw list its glyphs are in.
    fn occurrences(&self, text: &str) -> Vec<(Occurrence, usize)> {
        self.labelled_occurrences(text)
            .into_iter()
            .map(|found| (found.occurrence, found.list))
            .collect()
    }

    /// Every place `text` is drawn, as [`VisibleText::occurrences`], with whether it is a
    /// whole label there and the line it is in.
    fn labelled_occurrences(&self, text: &str) -> Vec<Found> {
        let needle: Vec<char> = text.chars().collect();
        let mut occurrences = Vec::new();
        if needle.is_empty() {
            return occurrences;
        }
        for run in &self.runs {
            let chars: Vec<char> = run.chars.iter().map(|(c, _)| *c).collect();
            for start in 0..chars.len().saturating_sub(needle.len() - 1) {
                if chars[start..start + needle.len()] != needle[..] {
                    continue;
                }
                let glyphs: Vec<&Placed> = run.chars[start..start + needle.len()]
                    .iter()
                    .filter_map(|(_, glyph)| glyph.map(|index| &self.placed[index]))
                    .collect();
                let Some(list) = glyphs.iter().map(|glyph| glyph.list()).max() else {
                    continue;
                };
                let drawn = glyphs
                    .iter()
                    .fold(None, |rect, g| Some(union(rect, g.quad)));
                let shown: Option<Rect> = glyphs
                    .iter()
                    .filter(|g| g.shown != Shown::Hidden)
                    .fold(None, |rect, g| Some(union(rect, g.visible)));
                let whole = glyphs.iter().all(|g| g.shown == Shown::Whole);
                // A whole label: at an end of its run, or a gap of two spaces or more from
                // the next text (a menu item's shortcut), on both sides.
                let gap = |at: Option<&[char]>| at.is_some_and(|pair| pair == [' ', ' ']);
                let end = start + needle.len();
                let whole_label = (start == 0
                    || gap(start.checked_sub(2).and_then(|from| chars.get(from..start))))
                    && (end == chars.len() || gap(chars.get(end..end + 2)));
                let line: String = chars.iter().collect();
                occurrences.push(Found {
                    occurrence: match (whole, shown, drawn) {
                        (true, Some(rect), _) => Occurrence::Whole(rect),
                        (false, Some(rect), _) => Occurrence::Partly(rect),
                        (_, None, Some(rect)) => Occurrence::Hidden(rect),
                        (_, None, None) => continue,
                    },
                    list,
                    whole_label,
                    line: line.trim().to_owned(),
                });
            }
        }
        occurrences
    }

    /// The rectangle where `text` shows whole, in front where it shows in several places:
    /// the one drawn in the front-most draw list (an open menu's item over a window title
    /// of the same words: popups are drawn over windows). Ambiguous where the front-most
    /// list shows it more than once; otherwise as [`VisibleText::find`].
    pub fn find_in_front(&self, text: &str) -> Result<Rect, FindTextError> {
        let whole: Vec<(usize, Rect)> = self
            .occurrences(text)
            .into_iter()
            .filter_map(|(occurrence, list)| match occurrence {
                Occurrence::Whole(rect) => Some((list, rect)),
                _ => None,
            })
            .collect();
        let Some(front) = whole.iter().map(|(list, _)| *list).max() else {
            return self.find(text);
        };
        let places: Vec<Rect> = whole
            .iter()
            .filter(|(list, _)| *list == front)
            .map(|(_, rect)| *rect)
            .collect();
        match places.as_slice() {
            [rect] => Ok(*rect),
            _ => Err(FindTextError::Ambiguous {
                text: text.to_owned(),
                places,
            }),
        }
    }

    /// Where a menu's `label` shows whole, for a menu path
    /// ([`Harness::click_menu`](crate::Harness::click_menu)): where it is a whole label
    /// (the whole text of its line, or set off from the rest by a wide gap, as a menu item's
    /// shortcut is) before where a longer label contains it ("Save" before "Save As.."); in
    /// the front-most draw list (an open menu is drawn over the window); then, for a menu
    /// bar's menu (`bar`), the top-most there (a window's menu bar lies above its body: a
    /// "Help" menu before a "Help" header). Fails as [`VisibleText::find`] does where it
    /// shows nowhere whole, and naming the lines where several have it as their whole label
    /// with none of them first.
    pub fn find_menu(&self, label: &str, bar: bool) -> Result<Rect, FindTextError> {
        let shown: Vec<(Rect, usize, bool, String)> = self
            .labelled_occurrences(label)
            .into_iter()
            .filter_map(|found| match found.occurrence {
                Occurrence::Whole(rect) => Some((rect, found.list, found.whole_label, found.line)),
                _ => None,
            })
            .collect();
        let any_whole = shown.iter().any(|(_, _, whole, _)| *whole);
        let candidates: Vec<&(Rect, usize, bool, String)> = shown
            .iter()
            .filter(|(_, _, whole, _)| *whole || !any_whole)
            .collect();
        let Some(front) = candidates.iter().map(|(_, list, _, _)| *list).max() else {
            return self.find(label);
        };
        let in_front: Vec<&&(Rect, usize, bool, String)> = candidates
            .iter()
            .filter(|(_, list, _, _)| *list == front)
            .collect();
        let top = in_front
            .iter()
            .map(|(rect, _, _, _)| rect[1])
            .fold(f32::INFINITY, f32::min);
        // For a menu bar's menu, the top-most: the lines whose tops are within a unit of the
        // highest.
        let topmost: Vec<&&&(Rect, usize, bool, String)> = in_front
            .iter()
            .filter(|(rect, _, _, _)| !bar || rect[1] - top < 1.0)
            .collect();
        match topmost.as_slice() {
            [(rect, _, _, _)] => Ok(*rect),
            _ => Err(FindTextError::AmbiguousMenu {
                text: label.to_owned(),
                lines: topmost
                    .iter()
                    .map(|(rect, _, _, line)| TextLine {
                        text: line.clone(),
                        rect: *rect,
                        clipped: false,
                    })
                    .collect(),
            }),
        }
    }

    /// The rectangle where `text` shows, whole and in exactly one place (within one line).
    pub fn find(&self, text: &str) -> Result<Rect, FindTextError> {
        let occurrences: Vec<Occurrence> = self
            .occurrences(text)
            .into_iter()
            .map(|(occurrence, _)| occurrence)
            .collect();
        let whole: Vec<Rect> = occurrences
            .iter()
            .filter_map(|occurrence| match occurrence {
                Occurrence::Whole(rect) => Some(*rect),
                _ => None,
            })
            .collect();
        match whole.as_slice() {
            [rect] => return Ok(*rect),
            [_, _, ..] => {
                return Err(FindTextError::Ambiguous {
                    text: text.to_owned(),
                    places: whole,
                });
            }
            [] => {}
        }
        let partly = occurrences.iter().find_map(|occurrence| match occurrence {
            Occurrence::Partly(rect) => Some(*rect),
            _ => None,
        });
        if let Some(rect) = partly {
            return Err(FindTextError::Clipped {
                text: text.to_owned(),
                rect,
            });
        }
        if let Some(Occurrence::Hidden(rect)) = occurrences.first() {
            return Err(FindTextError::Hidden {
                text: text.to_owned(),
                rect: *rect,
            });
        }
        let lines = self.lines();
        Err(FindTextError::NotFound {
            text: text.to_owned(),
            lines: lines.len(),
            nearest: nearest_lines(text, lines),
        })
    }
}

/// The lines nearest to `text`, nearest first, by the ranking every not-found message
/// uses ([`super::nearest`]): the fewest typos that turn `text` into a part of the line; a
/// line cut by a clip rect after one that shows whole; then the closest in length.
fn nearest_lines(text: &str, mut lines: Vec<TextLine>) -> Vec<TextLine> {
    let mut seen: Vec<(String, Rect)> = Vec::new();
    lines.retain(|line| {
        let key = (line.text.clone(), line.rect);
        let new = !seen.contains(&key);
        seen.push(key);
        new
    });
    let order = super::nearest(
        text,
        lines.iter().map(|line| (line.text.as_str(), !line.clipped)),
    );
    order
        .into_iter()
        .map(|index| lines[index].clone())
        .collect()
}
