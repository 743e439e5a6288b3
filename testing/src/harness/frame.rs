//! One captured frame, with what is needed to read its text back.

use std::ops::Deref;
use std::sync::Arc;

use crate::items::{FindItemError, Items, ItemsError};
use crate::snapshot::DrawSnapshot;
use crate::text::{FindTextError, GlyphTable, Rect, VisibleText, WindowTextError};

/// A frame a [`Harness`](crate::Harness) built: its draw data (a [`DrawSnapshot`], which
/// it derefs to) and the glyphs of the atlas it was drawn with, so the text it shows can be
/// read back and found.
#[derive(Clone, Debug)]
pub struct Frame {
    snapshot: Arc<DrawSnapshot>,
    glyphs: Arc<GlyphTable>,
    items: Result<Arc<Items>, ItemsError>,
    /// The window that drew each draw list (imgui's owner name), in draw order; `None`
    /// for a frame not built by a harness.
    windows: Option<Arc<[String]>>,
}

impl Frame {
    /// A frame of `snapshot`, drawn with the atlas `glyphs` was read from. For frames
    /// captured outside a harness (`DrawSnapshot::capture` on an app's own context).
    pub fn new(snapshot: DrawSnapshot, glyphs: Arc<GlyphTable>) -> Self {
        Self {
            snapshot: Arc::new(snapshot),
            glyphs,
            items: Err(ItemsError::NotRecorded),
            windows: None,
        }
    }

    /// The frame with the window that drew each of its draw lists, in draw order.
    pub(crate) fn with_windows(mut self, windows: Vec<String>) -> Self {
        // Known only where there is one name a list.
        self.windows = (windows.len() == self.snapshot.lists.len()).then(|| windows.into());
        self
    }

    /// The frame with the items recorded while it was built, which read the labels the
    /// frame shows on items imgui reported no label of (combos, table headers) from its
    /// text when a not-found message needs them.
    pub(crate) fn with_items(mut self, items: Result<Items, ItemsError>) -> Self {
        let (snapshot, glyphs) = (Arc::clone(&self.snapshot), Arc::clone(&self.glyphs));
        self.items = items
            .map(|items| items.with_text(move || VisibleText::read(&*snapshot, &glyphs)))
            .map(Arc::new);
        self
    }

    /// The window that drew each draw list (imgui's owner name), in draw order; `None` for
    /// a frame not built by a harness.
    pub(crate) fn owners(&self) -> Option<&[String]> {
        self.windows.as_deref()
    }

    /// Every item imgui submitted in the frame, by identity and state (see
    /// [`items`](crate::items)), or why they were not recorded.
    pub fn items(&self) -> Result<&Items, ItemsError> {
        self.items.as_deref().map_err(Clone::clone)
    }

    /// The text the frame shows inside `item`'s rectangle (the value a slider, drag, input
    /// field or combo shows; a button's label), its lines joined by spaces; `None` where
    /// nothing shows there.
    pub fn value_of(&self, item: &crate::items::Item) -> Option<String> {
        let [x1, y1, x2, y2] = item.rect;
        let lines: Vec<String> = self
            .visible_text()
            .lines()
            .into_iter()
            .filter(|line| {
                let [lx1, ly1, lx2, ly2] = line.rect;
                let (cx, cy) = ((lx1 + lx2) / 2.0, (ly1 + ly2) / 2.0);
                cx >= x1 && cx <= x2 && cy >= y1 && cy <= y2
            })
            .map(|line| line.text)
            .collect();
        (!lines.is_empty()).then(|| lines.join(" "))
    }

    /// Where `rect` (imgui units) is in words, to place a difference: the innermost window
    /// that holds its centre (where item hooks are on) and the visible text it touches (or
    /// the nearest line): `in window "Files", near "Apply" at [8, 27, 52, 40]`.
    pub fn describe_place(&self, rect: Rect) -> String {
        let [x1, y1, x2, y2] = rect;
        let (cx, cy) = ((x1 + x2) / 2.0, (y1 + y2) / 2.0);
        let mut words = Vec::new();
        if let Ok(items) = self.items() {
            let window = items
                .all()
                .iter()
                .filter(|item| item.is_window())
                .filter(|item| {
                    let [wx1, wy1, wx2, wy2] = item.rect;
                    cx >= wx1 && cx <= wx2 && cy >= wy1 && cy <= wy2
                })
                .min_by(|a, b| area(a.rect).total_cmp(&area(b.rect)));
            if let Some(window) = window {
                words.push(format!("in window {:?}", window.full_label));
            }
        }
        let lines = self.visible_text().lines();
        let touching: Vec<String> = lines
            .iter()
            .filter(|line| {
                let [lx1, ly1, lx2, ly2] = line.rect;
                lx1 < x2 && x1 < lx2 && ly1 < y2 && y1 < ly2
            })
            .take(3)
            .map(quote_line)
            .collect();
        if !touching.is_empty() {
            words.push(format!("touching {}", touching.join(", ")));
        } else if let Some(line) = lines
            .iter()
            .min_by(|a, b| distance(a.rect, [cx, cy]).total_cmp(&distance(b.rect, [cx, cy])))
        {
            words.push(format!("near {}", quote_line(line)));
        }
        words.join(", ")
    }

    /// The one item labelled exactly `label`, in any window; see [`Items::by_label`]. Where
    /// none is, the nearest labels include those the frame shows on items imgui reports no
    /// label of (combos, table headers), as every query of the frame's items does.
    pub fn item(&self, label: &str) -> Result<&crate::items::Item, FindItemError> {
        self.items().map_err(FindItemError::Items)?.by_label(label)
    }

    /// The frame's draw data.
    pub fn snapshot(&self) -> &DrawSnapshot {
        &self.snapshot
    }

    /// The glyphs of the atlas the frame was drawn with.
    pub fn glyphs(&self) -> &GlyphTable {
        &self.glyphs
    }

    /// The text the frame shows, line by line, with where each line shows; text clipped
    /// away or under a later opaque window is left out, text cut by a clip rect is marked.
    pub fn visible_text(&self) -> VisibleText {
        VisibleText::read(&*self.snapshot, &self.glyphs)
    }

    /// The text one window shows, as [`Frame::visible_text`] reads it: the lines drawn in
    /// the window's draw lists and its child windows' (a line's window is the one that drew
    /// the list it is in, which imgui records, not where it lies), with what hides them
    /// judged in the whole frame (a window drawn over it hides its lines there). Popups,
    /// menus and tooltips are windows of their own, under the names imgui gives them
    /// (`##Combo_00`, `##Menu_00`, `##Tooltip_00`, `##Popup_` and an id): a combo's open
    /// list is not in the text of the window that opened it, but in its own. `window` is the
    /// name the window was begun with (`###` part and all). Fails naming the windows the
    /// frame draws where none has that name, and for a frame not built by a harness.
    pub fn visible_text_in(&self, window: &str) -> Result<VisibleText, WindowTextError> {
        let windows = self
            .windows
            .as_deref()
            .ok_or(WindowTextError::NotRecorded)?;
        crate::text::window::text_in(self.visible_text(), windows, window)
    }

    /// Where the frame shows `text`, whole and in exactly one place; otherwise why not
    /// (not found, in several places, clipped, hidden).
    pub fn find_text(&self, text: &str) -> Result<Rect, FindTextError> {
        self.visible_text().find(text)
    }
}

impl Deref for Frame {
    type Target = DrawSnapshot;

    fn deref(&self) -> &DrawSnapshot {
        &self.snapshot
    }
}

fn area([x1, y1, x2, y2]: Rect) -> f32 {
    (x2 - x1) * (y2 - y1)
}

/// How far `point` is from `rect` (0 inside).
fn distance([x1, y1, x2, y2]: Rect, [x, y]: [f32; 2]) -> f32 {
    let dx = (x1 - x).max(x - x2).max(0.0);
    let dy = (y1 - y).max(y - y2).max(0.0);
    dx.hypot(dy)
}

fn quote_line(line: &crate::text::TextLine) -> String {
    let [x1, y1, x2, y2] = line.rect;
    format!("{:?} at [{x1:.0}, {y1:.0}, {x2:.0}, {y2:.0}]", line.text)
}
