//! Finding a visible text by what it says: the rectangle to click, or a clear reason why
//! there is none.

use std::fmt;

use super::visible::{Rect, Shown, VisibleText};

/// Why [`VisibleText::find`] found no single, wholly visible place for a text.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum FindTextError {
    /// The frame shows the text nowhere.
    NotFound {
        /// The text looked for.
        text: String,
        /// The lines the frame does show (the first few), to tell what is there.
        visible: Vec<String>,
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
            Self::NotFound { text, visible } => {
                write!(f, "no visible text {text:?}; the frame shows {visible:?}")
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
    /// The rectangle where `text` shows, whole and in exactly one place (within one line).
    pub fn find(&self, text: &str) -> Result<Rect, FindTextError> {
        let needle: Vec<char> = text.chars().collect();
        let mut occurrences = Vec::new();
        if !needle.is_empty() {
            for run in &self.runs {
                let chars: Vec<char> = run.chars.iter().map(|(c, _)| *c).collect();
                for start in 0..chars.len().saturating_sub(needle.len() - 1) {
                    if chars[start..start + needle.len()] != needle[..] {
                        continue;
                    }
                    let glyphs: Vec<_> = run.chars[start..start + needle.len()]
                        .iter()
                        .filter_map(|(_, glyph)| glyph.map(|index| &self.placed[index]))
                        .collect();
                    if glyphs.is_empty() {
                        continue;
                    }
                    let drawn = glyphs
                        .iter()
                        .fold(None, |rect, g| Some(union(rect, g.quad)));
                    let shown: Option<Rect> = glyphs
                        .iter()
                        .filter(|g| g.shown != Shown::Hidden)
                        .fold(None, |rect, g| Some(union(rect, g.visible)));
                    let whole = glyphs.iter().all(|g| g.shown == Shown::Whole);
                    occurrences.push(match (whole, shown, drawn) {
                        (true, Some(rect), _) => Occurrence::Whole(rect),
                        (false, Some(rect), _) => Occurrence::Partly(rect),
                        (_, None, Some(rect)) => Occurrence::Hidden(rect),
                        (_, None, None) => continue,
                    });
                }
            }
        }
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
        Err(FindTextError::NotFound {
            text: text.to_owned(),
            visible: self
                .lines()
                .into_iter()
                .take(12)
                .map(|line| line.text)
                .collect(),
        })
    }
}
