//! Finding a visible text by what it says: the rectangle to click, or a clear reason why
//! there is none.

use std::fmt;

use super::visible::{Placed, Rect, Shown, TextLine, VisibleText};

/// How many of the nearest lines a not-found error lists.
const NEAREST: usize = 5;

/// Why [`VisibleText::find`] found no single, wholly visible place for a text. Its `Debug`
/// form is its message (see [`HarnessError`](crate::HarnessError)).
#[derive(Clone, PartialEq)]
#[non_exhaustive]
pub enum FindTextError {
    /// The frame shows the text nowhere.
    NotFound {
        /// The text looked for.
        text: String,
        /// The visible lines nearest to it (a few, nearest first: the same text in another
        /// case, then the fewest edits to a part of the line), with where they show. Menus,
        /// popups and tooltips are among them, wherever they are drawn.
        nearest: Vec<TextLine>,
        /// How many lines the frame shows in all.
        lines: usize,
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
                occurrences.push((
                    match (whole, shown, drawn) {
                        (true, Some(rect), _) => Occurrence::Whole(rect),
                        (false, Some(rect), _) => Occurrence::Partly(rect),
                        (_, None, Some(rect)) => Occurrence::Hidden(rect),
                        (_, None, None) => continue,
                    },
                    list,
                ));
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

/// The lines nearest to `text`, nearest first (ties in draw order): a line holding it in
/// another case, then the fewest single-character edits that turn `text` into a part of the
/// line. Lines further than the text's own length are left out.
fn nearest_lines(text: &str, lines: Vec<TextLine>) -> Vec<TextLine> {
    let needle: Vec<char> = text.to_lowercase().chars().collect();
    let mut scored: Vec<(usize, usize, TextLine)> = lines
        .into_iter()
        .enumerate()
        .filter_map(|(order, line)| {
            let hay: Vec<char> = line.text.to_lowercase().chars().collect();
            let distance = edits_to_a_part(&needle, &hay);
            (distance <= needle.len().max(1) / 2 + 1).then_some((distance, order, line))
        })
        .collect();
    scored.sort_by_key(|(distance, order, _)| (*distance, *order));
    scored.dedup_by(|a, b| a.2.text == b.2.text && a.2.rect == b.2.rect);
    scored
        .into_iter()
        .take(NEAREST)
        .map(|(_, _, line)| line)
        .collect()
}

/// The fewest insertions, deletions and substitutions that turn `needle` into some run of
/// characters of `hay` (Levenshtein distance with the run's start and end free).
pub(crate) fn edits_to_a_part(needle: &[char], hay: &[char]) -> usize {
    // previous[j]: the edits for the needle so far, ending at hay[..j].
    let mut previous = vec![0; hay.len() + 1];
    for (i, wanted) in needle.iter().enumerate() {
        let mut current = vec![i + 1; hay.len() + 1];
        for (j, found) in hay.iter().enumerate() {
            let substitute = previous[j] + usize::from(wanted != found);
            current[j + 1] = substitute.min(previous[j + 1] + 1).min(current[j] + 1);
        }
        previous = current;
    }
    previous.into_iter().min().unwrap_or(needle.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edits_count_to_the_best_part_of_a_line() {
        let chars = |text: &str| text.chars().collect::<Vec<_>>();
        assert_eq!(
            edits_to_a_part(&chars("cancel"), &chars("press cancel now")),
            0
        );
        // "cancle" loses its "l" to become "cance", a part of "cancel".
        assert_eq!(edits_to_a_part(&chars("cancle"), &chars("cancel")), 1);
        assert_eq!(edits_to_a_part(&chars("xyz"), &chars("cancel")), 3);
        assert_eq!(edits_to_a_part(&chars("canel"), &chars("[ cancel ]")), 1);
        assert_eq!(edits_to_a_part(&chars("abc"), &chars("")), 3);
        assert_eq!(edits_to_a_part(&chars(""), &chars("abc")), 0);
    }
}
