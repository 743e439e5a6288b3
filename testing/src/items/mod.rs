//! Widgets by identity and state: every item Dear ImGui submitted in a frame, with its id,
//! label, window, rectangle and status (checked, opened, hovered, active, edited), recorded
//! through imgui's test-engine hooks. Opt in with the `item-hooks` feature and imgui built
//! with `IMGUI_ENABLE_TEST_ENGINE` (the crate's README says how); without them the harness
//! still reads visible text, and [`Frame::items`](crate::Frame::items) says what is missing.

pub(crate) mod record;

use std::fmt;
use std::sync::{Arc, OnceLock};

use crate::text::Rect;

/// One item Dear ImGui submitted: a widget, a window's title bar, a tree node.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct Item {
    /// imgui's id of the item (the hash of its label under the id stack).
    pub id: u32,
    /// The label as shown (the part before `##`); empty for items that report none.
    pub label: String,
    /// The label as submitted, `##` suffix and all.
    pub full_label: String,
    /// The name of the window it was submitted in (for a window's own item, itself).
    pub window: String,
    /// The id its label was hashed under: the id stack's top when it was submitted.
    pub seed: u32,
    /// Its rectangle, in imgui units (items scrolled out of view have one too).
    pub rect: Rect,
    /// Its window's clip rectangle when it was submitted: where it can show.
    pub clip: Rect,
    /// The sides of `clip` (left, top, right, bottom) where a window cuts what lies past
    /// them: its window, or a window it is a child of, ends its clip there and can scroll
    /// to show more. An item that reaches past its clip on such a side is cut (a table
    /// header under its window's bottom edge), not merely wider than where it can show (a
    /// selectable spans its window's padding, which no scrolling shows).
    pub cut: [bool; 4],
    /// What imgui said of it.
    pub status: ItemStatus,
}

impl Item {
    /// Whether any of it is inside its window's clip rectangle (not scrolled out).
    pub fn visible(&self) -> bool {
        let ([x1, y1, x2, y2], [cx1, cy1, cx2, cy2]) = (self.rect, self.clip);
        x1 < cx2 && cx1 < x2 && y1 < cy2 && cy1 < y2
    }

    /// Whether all of it that can show is inside its window's clip rectangle: on each axis
    /// it lies inside the clip or, larger than the clip there, covers it (a selectable spans
    /// its window's padding, wider than the clip, and can never lie inside it), and it
    /// reaches past no side of the clip where a window cuts it ([`Item::cut`]: a header
    /// under its window's bottom edge covers its clip, its own row cut by the window, and
    /// shows only in part).
    pub fn wholly_visible(&self) -> bool {
        shows_whole(self.rect, self.clip) && !self.reaches_past_a_cut()
    }

    /// Whether it reaches past a side of its clip where a window cuts it ([`Item::cut`]).
    pub(crate) fn reaches_past_a_cut(&self) -> bool {
        let ([x1, y1, x2, y2], [cx1, cy1, cx2, cy2]) = (self.rect, self.clip);
        let past = [x1 < cx1, y1 < cy1, x2 > cx2, y2 > cy2];
        past.iter().zip(self.cut).any(|(past, cut)| *past && cut)
    }

    /// Whether the item is `label`: its reported label, or for an item imgui reported no
    /// label of (one scrolled out: imgui reports labels of items it draws), whether
    /// `label` hashes to its id under its seed.
    pub fn is_labelled(&self, label: &str) -> bool {
        if self.label.is_empty() && self.full_label.is_empty() {
            record::hash(label, self.seed) == self.id
        } else {
            self.label == label
        }
    }

    /// Whether this is a window's own item (imgui submits one per window with the test
    /// engine on: the whole window, labelled with its name, whose id is its name's hash;
    /// child windows' names hold their parents').
    pub fn is_window(&self) -> bool {
        self.window == self.full_label && self.id == record::hash(&self.full_label, 0)
    }

    /// The centre of its rectangle: where a click on it lands.
    pub fn centre(&self) -> [f32; 2] {
        crate::harness::centre(self.rect)
    }
}

/// Whether `rect` shows all it can inside `clip`: on each axis inside it, or covering it
/// where it is the larger.
pub(crate) fn shows_whole(rect: Rect, clip: Rect) -> bool {
    let along = |low: f32, high: f32, clip_low: f32, clip_high: f32| {
        (low >= clip_low && high <= clip_high) || (low <= clip_low && high >= clip_high)
    };
    along(rect[0], rect[2], clip[0], clip[2]) && along(rect[1], rect[3], clip[1], clip[3])
}

/// What imgui reported of an item in the frame (its `ImGuiItemStatusFlags`, and whether it
/// was the hovered or the active item when the frame ended).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct ItemStatus {
    /// A checkbox, radio button or checkable menu item (a radio button's from what it drew:
    /// imgui reports no state of one).
    pub checkable: bool,
    /// Checkable and ticked.
    pub checked: bool,
    /// A tree node or collapsing header.
    pub openable: bool,
    /// Openable and open.
    pub opened: bool,
    /// Its value was changed in this frame.
    pub edited: bool,
    /// It was opened or closed in this frame.
    pub toggled_open: bool,
    /// Whether it is selected, where it has a selected state that the hooks can read: a tab
    /// (from its tab bar: the tab whose contents show), or a selectable (from what it drew,
    /// as imgui reports none: the header colour behind its text where selected, its text
    /// alone where not). `None` for other items, and for a selectable while hovered or held
    /// (it then draws the hovered colour, selected or not): move the mouse off it first.
    pub selected: Option<bool>,
    /// The mouse is over it (imgui's hovered id).
    pub hovered: bool,
    /// It is being pressed, dragged or edited (imgui's active id).
    pub active: bool,
}

#[cfg_attr(
    not(all(feature = "item-hooks", imgui_test_engine)),
    allow(dead_code, reason = "read only where the hooks are compiled")
)]
impl ItemStatus {
    /// Dear ImGui's `ImGuiItemStatusFlags_` bits (the same in 1.89 and 1.92) (the last four exist only with
    /// `IMGUI_ENABLE_TEST_ENGINE`).
    const EDITED: i32 = 1 << 2;
    const TOGGLED_OPEN: i32 = 1 << 4;
    const OPENABLE: i32 = 1 << 20;
    const OPENED: i32 = 1 << 21;
    const CHECKABLE: i32 = 1 << 22;
    const CHECKED: i32 = 1 << 23;
    /// The hooks' own bits (`cpp/item_hooks.cpp`): a selected state was read, and it is
    /// selected.
    const SELECTION_KNOWN: i32 = 1 << 28;
    const SELECTED: i32 = 1 << 29;

    fn from_flags(flags: i32) -> Self {
        let has = |bit: i32| flags & bit != 0;
        Self {
            checkable: has(Self::CHECKABLE),
            checked: has(Self::CHECKED),
            openable: has(Self::OPENABLE),
            opened: has(Self::OPENED),
            edited: has(Self::EDITED),
            toggled_open: has(Self::TOGGLED_OPEN),
            selected: has(Self::SELECTION_KNOWN).then_some(has(Self::SELECTED)),
            hovered: false,
            active: false,
        }
    }
}

/// A window's state after the last frame ([`Harness::window`](crate::Harness::window)).
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct WindowInfo {
    /// Its rectangle, title bar included, in imgui units.
    pub rect: Rect,
    /// How far its contents are scrolled (x, y).
    pub scroll: [f32; 2],
    /// How far they can be scrolled.
    pub scroll_max: [f32; 2],
    /// Folded to its title bar.
    pub collapsed: bool,
    /// It has the keyboard focus (imgui's navigation window).
    pub focused: bool,
    /// It was submitted in the last frame.
    pub active: bool,
}

/// Why a frame has no items to query.
#[derive(Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum ItemsError {
    /// The crate was built without its `item-hooks` feature.
    FeatureOff,
    /// imgui was built without `IMGUI_ENABLE_TEST_ENGINE`, so it calls no hooks.
    ImguiWithoutHooks,
    /// The frame was not built by a harness (a `Frame` made from a snapshot).
    NotRecorded,
}

impl fmt::Display for ItemsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::FeatureOff => write!(
                f,
                "items are not recorded: enable imgui-webgpu-testing's `item-hooks` feature \
                 and build imgui with IMGUI_ENABLE_TEST_ENGINE (see the crate's README)"
            ),
            Self::ImguiWithoutHooks => write!(
                f,
                "items are not recorded: imgui was built without IMGUI_ENABLE_TEST_ENGINE; \
                 set CXXFLAGS_<target> to -DIMGUI_ENABLE_TEST_ENGINE for the build that runs \
                 the tests (see the crate's README)"
            ),
            Self::NotRecorded => write!(f, "this frame was not built by a harness"),
        }
    }
}

impl std::error::Error for ItemsError {}

/// Why no single item answers a query. Its `Debug` form is its message (see
/// [`HarnessError`](crate::HarnessError)).
#[derive(Clone, PartialEq)]
#[non_exhaustive]
pub enum FindItemError {
    /// The frame has no items ([`ItemsError`] says why).
    Items(ItemsError),
    /// No item answers.
    NotFound {
        /// The query.
        query: String,
        /// Items whose labels are nearest (a few), with their windows.
        nearest: Vec<Item>,
        /// Items whose label is hidden (after `##`, which imgui does not show) and is the
        /// query's there: a label is found by what shows, a hidden one by its id path.
        hidden: Vec<Item>,
    },
    /// Several items answer.
    Ambiguous {
        /// The query.
        query: String,
        /// Every item that answers.
        items: Vec<Item>,
    },
}

impl fmt::Display for FindItemError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let describe = |f: &mut fmt::Formatter<'_>, item: &Item| {
            let [x1, y1, x2, y2] = item.rect;
            write!(
                f,
                "\n  {:?} in {:?} (id {:#010x}) at [{x1:.0}, {y1:.0}, {x2:.0}, {y2:.0}]",
                item.label, item.window, item.id
            )
        };
        match self {
            Self::Items(error) => write!(f, "{error}"),
            Self::NotFound {
                query,
                nearest,
                hidden,
            } => {
                write!(f, "no item {query}")?;
                for item in hidden {
                    write!(
                        f,
                        "; {:?} in {:?} has it as a hidden label (after \"##\", which imgui \
                         does not show): a label is found by what shows, a hidden one by id \
                         path, ",
                        item.full_label, item.window
                    )?;
                    if item.seed == record::hash(&item.window, 0) {
                        write!(
                            f,
                            "Target::path({:?})",
                            format!(
                                "{}/{}",
                                escape_path_part(&item.window),
                                escape_path_part(&item.full_label)
                            )
                        )?;
                    } else {
                        write!(
                            f,
                            "the window, the ids pushed above it, then {:?} (id {:#010x})",
                            item.full_label, item.id
                        )?;
                    }
                }
                if !nearest.is_empty() {
                    write!(f, "; nearest:")?;
                }
                nearest.iter().try_for_each(|item| describe(f, item))
            }
            Self::Ambiguous { query, items } => {
                write!(f, "{} items answer {query}:", items.len())?;
                items.iter().try_for_each(|item| describe(f, item))
            }
        }
    }
}

impl std::error::Error for FindItemError {}

/// The items of one frame, to query.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Items {
    items: Vec<Item>,
    shown: ShownLabels,
}

/// The labels the frame shows on items imgui reported no label of (a combo, a table
/// header), read from the frame's text the first time a not-found message needs them: each
/// such item's id and label. Derived from the frame, so two `Items` compare equal whatever
/// was read.
#[derive(Clone, Default)]
struct ShownLabels {
    source: Option<Arc<ShownSource>>,
}

type ReadText = Box<dyn Fn() -> crate::text::VisibleText + Send + Sync>;

struct ShownSource {
    read: ReadText,
    labels: OnceLock<Vec<(u32, String)>>,
}

impl PartialEq for ShownLabels {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl fmt::Debug for ShownLabels {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let read = self.source.as_ref().and_then(|source| source.labels.get());
        f.debug_struct("ShownLabels").field("read", &read).finish()
    }
}

impl Items {
    /// Every item in submission order.
    pub fn all(&self) -> &[Item] {
        &self.items
    }

    /// The one item labelled exactly `label` (the shown part), in any window.
    pub fn by_label(&self, label: &str) -> Result<&Item, FindItemError> {
        self.one(format!("labelled {label:?}"), label, |item| {
            item.is_labelled(label)
        })
    }

    /// The one item labelled exactly `label` in the window named `window` or one of its
    /// child windows (imgui names them `Parent/Child_ID`).
    pub fn in_window(&self, window: &str, label: &str) -> Result<&Item, FindItemError> {
        self.one(format!("labelled {label:?} in {window:?}"), label, |item| {
            (item.window == window || item.window.starts_with(&format!("{window}/")))
                && item.is_labelled(label)
        })
    }

    /// The one item whose shown label contains `text` (case-sensitive), in any window.
    pub fn by_label_containing(&self, text: &str) -> Result<&Item, FindItemError> {
        self.one(format!("with a label containing {text:?}"), text, |item| {
            item.label.contains(text)
        })
    }

    /// The items under the item at `path` (a tree node, a table, a child window's id),
    /// deeper levels included: those whose labels were hashed under its id (or under an
    /// integer id pushed there), and so on. For
    /// queries scoped to a subtree or a table: `items.under("Window/table")?.by_label("Name")`.
    /// Fails as [`Items::by_path`] does when no item is at `path`, except for a table or
    /// another id scope that is no item itself, whose items are found by their seed. Below
    /// `path` it follows labels and integer ids (`$$N`), not pointer ids: imgui-rs's
    /// `push_id_usize(2)` pushes a pointer (`$$*0x2`), which a path names itself
    /// (`by_path("Tools/$$*0x2/Open")`).
    pub fn under(&self, path: &str) -> Result<Items, FindItemError> {
        // The ids labels are hashed under in the subtree: the root's, each item's found under
        // it, and the integer scopes pushed under those (`PushID(0..256)`: a table's header
        // row, a loop's rows), which are no items themselves.
        let mut scope = std::collections::HashSet::new();
        let open = |scope: &mut std::collections::HashSet<u32>, id: u32| {
            if scope.insert(id) {
                for number in 0..256 {
                    scope.insert(record::hash_int(number, id));
                }
            }
        };
        open(&mut scope, id_of_path(path));
        let mut items = Vec::new();
        for item in &self.items {
            if scope.contains(&item.seed) {
                items.push(item.clone());
                open(&mut scope, item.id);
            }
        }
        if items.is_empty() {
            self.by_path(path)?;
        }
        Ok(Items {
            items,
            shown: self.shown.clone(),
        })
    }

    /// The item at an id path in the style of Dear ImGui's Test Engine:
    /// `"Window/Node/Checkbox"` is the window's id, then each part hashed under the one
    /// before, as imgui's id stack hashes labels (`TreeNode` pushes its label;
    /// `CollapsingHeader` does not, so a header is not a part of the paths under it; a table
    /// pushes its id, and its header row each column's number: `"Window/table/$$1/Size"`).
    /// A `/` inside a label is written `\/` (`r"Tools/Save\/Load"`), a pointer id
    /// `$$*0x...` (`format!("Tools/$$*{:#x}/Open", pointer as usize)`); see [`id_of_path`].
    pub fn by_path(&self, path: &str) -> Result<&Item, FindItemError> {
        let id = id_of_path(path);
        let last = last_path_part(path);
        self.one(format!("at path {path:?} (id {id:#010x})"), &last, |item| {
            item.id == id
        })
    }

    fn one(
        &self,
        query: String,
        label: &str,
        answers: impl Fn(&Item) -> bool,
    ) -> Result<&Item, FindItemError> {
        // An item submitted twice in a frame (a window's title bar and its body) answers
        // once: the first.
        let mut found: Vec<&Item> = Vec::new();
        for item in self.items.iter().filter(|item| answers(item)) {
            if !found.iter().any(|seen| seen.id == item.id) {
                found.push(item);
            }
        }
        match found.as_slice() {
            [item] => Ok(item),
            [] => Err(FindItemError::NotFound {
                query,
                nearest: self.nearest(label),
                hidden: self.hidden_as(label),
            }),
            _ => Err(FindItemError::Ambiguous {
                query,
                items: found.into_iter().cloned().collect(),
            }),
        }
    }

    /// The items whose hidden label (the part after `##`, or `###`) is `label`.
    pub(crate) fn hidden_as(&self, label: &str) -> Vec<Item> {
        let mut hidden: Vec<Item> = Vec::new();
        for item in &self.items {
            let after = item
                .full_label
                .split_once("##")
                .map(|(_, after)| after.strip_prefix('#').unwrap_or(after));
            if !label.is_empty()
                && after == Some(label)
                && !hidden.iter().any(|seen| seen.id == item.id)
            {
                hidden.push(item.clone());
            }
        }
        hidden
    }

    /// The frame's items, with where to read the labels the frame shows on items imgui
    /// reported no label of (see [`Items::nearest`]), when a message needs them.
    pub(crate) fn with_text(
        mut self,
        read: impl Fn() -> crate::text::VisibleText + Send + Sync + 'static,
    ) -> Self {
        self.shown = ShownLabels {
            source: Some(Arc::new(ShownSource {
                read: Box::new(read),
                labels: OnceLock::new(),
            })),
        };
        self
    }

    /// Items whose labels are nearest to `label`, by the ranking every not-found message
    /// uses (the fewest typos to a part of the label, a swap of two letters one; then items
    /// that show; then the closest in length), among the labelled items and those imgui
    /// reported no label of (a combo, a table header) with the label the frame shows on
    /// them.
    fn nearest(&self, label: &str) -> Vec<Item> {
        let shown: &[(u32, String)] = self.shown.source.as_ref().map_or(&[], |source| {
            source
                .labels
                .get_or_init(|| shown_labels(&self.items, &(source.read)()))
        });
        let mut candidates: Vec<Item> = Vec::new();
        for item in &self.items {
            if candidates.iter().any(|seen| seen.id == item.id) {
                continue;
            }
            if !item.label.is_empty() {
                candidates.push(item.clone());
            } else if let Some((_, words)) = shown.iter().find(|(id, _)| *id == item.id) {
                let mut named = item.clone();
                named.label = words.clone();
                named.full_label = words.clone();
                candidates.push(named);
            }
        }
        let order = crate::text::nearest(
            label,
            candidates
                .iter()
                .map(|item| (item.label.as_str(), item.visible())),
        );
        order
            .into_iter()
            .map(|index| candidates[index].clone())
            .collect()
    }
}

/// The labels the frame shows on items imgui reported no label of: each such item's label
/// read from the text the frame shows on its row, from its left edge on (a run of whole
/// words there whose hash under the item's seed is its id: its label, not a value it
/// shows).
fn shown_labels(items: &[Item], text: &crate::text::VisibleText) -> Vec<(u32, String)> {
    let unlabelled: Vec<&Item> = items
        .iter()
        .filter(|item| item.label.is_empty() && item.full_label.is_empty())
        .collect();
    if unlabelled.is_empty() {
        return Vec::new();
    }
    let lines = text.lines();
    let mut shown = Vec::new();
    for item in unlabelled {
        // On its row, from its left edge on: a combo's label shows right of its frame.
        let [x1, y1, _, y2] = item.rect;
        let inside = lines.iter().filter(|line| {
            let [lx1, ly1, _, ly2] = line.rect;
            let cy = (ly1 + ly2) / 2.0;
            lx1 >= x1 && cy >= y1 && cy <= y2
        });
        for line in inside {
            let words: Vec<&str> = line.text.split(' ').collect();
            let found = (0..words.len())
                .flat_map(|start| (start + 1..=words.len()).map(move |end| (start, end)))
                .map(|(start, end)| words[start..end].join(" "))
                .find(|words| item.is_labelled(words));
            if let Some(words) = found {
                shown.push((item.id, words));
                break;
            }
        }
    }
    shown
}

impl Items {
    /// The item tree as stable text, one item per line in submission order, for
    /// [`assert_item_snapshot`](crate::assert_item_snapshot): the window, the label, the
    /// status words, and the rectangle in whole units. Items imgui reported no label of
    /// (scrolled out) are left out, so scrolling a list does not churn the snapshot beyond
    /// what shows.
    pub fn to_text(&self) -> String {
        let mut text = String::from("imgui-webgpu items v1\n");
        let mut seen = Vec::new();
        for item in &self.items {
            if item.full_label.is_empty() || seen.contains(&(item.id, item.rect.map(f32::to_bits)))
            {
                continue;
            }
            seen.push((item.id, item.rect.map(f32::to_bits)));
            let [x1, y1, x2, y2] = item.rect.map(|value| value.round() as i64);
            let status = item.status;
            let words: Vec<&str> = [
                (
                    status.checkable,
                    if status.checked {
                        "checked"
                    } else {
                        "unchecked"
                    },
                ),
                (
                    status.openable,
                    if status.opened { "open" } else { "closed" },
                ),
            ]
            .into_iter()
            .filter_map(|(applies, word)| applies.then_some(word))
            .collect();
            text.push_str(&format!(
                "{:?} {:?} [{x1}, {y1}, {x2}, {y2}]{}{}\n",
                item.window,
                item.label,
                if words.is_empty() { "" } else { " " },
                words.join(" ")
            ));
        }
        text
    }
}

/// imgui's id of an id path (see [`Items::by_path`]), part by part ([`path_parts`]): a part
/// `$$N` is an integer id, as `PushID(N)` pushes it (a table's header row pushes each
/// column's number), the Test Engine's syntax; a part `$$*0xHEX` is a pointer id, as
/// `PushID(pointer)` pushes it (the pointer's bytes at this target's width, as imgui hashes
/// them); any other part is a label, hashed as imgui hashes it (`##` and `###` included).
pub fn id_of_path(path: &str) -> u32 {
    path_parts(path).iter().fold(0, |seed, part| {
        if let Some(pointer) = part
            .strip_prefix("$$*0x")
            .and_then(|hex| usize::from_str_radix(hex, 16).ok())
        {
            record::hash_bytes(&pointer.to_le_bytes(), seed)
        } else if let Some(number) = part
            .strip_prefix("$$")
            .and_then(|number| number.parse::<i32>().ok())
        {
            record::hash_int(number, seed)
        } else {
            record::hash(part, seed)
        }
    })
}

/// The parts of an id path: split at each `/`, except one written `\/`, which is a `/` in a
/// label (`r"Tools/Save\/Load"` is "Save/Load" under "Tools"), as in the Test Engine's
/// paths; `\\` is a backslash.
pub fn path_parts(path: &str) -> Vec<String> {
    let mut parts = vec![String::new()];
    let mut characters = path.chars();
    while let Some(character) = characters.next() {
        match character {
            '\\' => match characters.next() {
                Some(escaped @ ('/' | '\\')) => push_to_last(&mut parts, escaped),
                Some(other) => {
                    push_to_last(&mut parts, '\\');
                    push_to_last(&mut parts, other);
                }
                None => push_to_last(&mut parts, '\\'),
            },
            '/' => parts.push(String::new()),
            other => push_to_last(&mut parts, other),
        }
    }
    parts
}

/// A label or window name written as one part of an id path: `/` as `\/`, `\` as `\\`
/// (see [`path_parts`]).
pub fn escape_path_part(part: &str) -> String {
    part.replace('\\', "\\\\").replace('/', "\\/")
}

fn push_to_last(parts: &mut [String], character: char) {
    if let Some(last) = parts.last_mut() {
        last.push(character);
    }
}

/// The last part of an id path (the item's own label or id), unescaped.
pub fn last_path_part(path: &str) -> String {
    path_parts(path).pop().unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::{Item, ItemStatus, shows_whole};

    #[test]
    fn an_item_past_a_side_its_window_cuts_is_not_wholly_visible() {
        // The issue's header: its own row is its clip, cut by the window's bottom edge.
        let mut header = Item {
            id: 1,
            label: "Name".to_owned(),
            full_label: "Name".to_owned(),
            window: "Cut".to_owned(),
            seed: 0,
            rect: [8.0, 193.0, 143.0, 210.0],
            clip: [8.0, 193.0, 143.0, 199.0],
            cut: [false, false, false, true],
            status: ItemStatus::default(),
        };
        assert!(!header.wholly_visible());
        // The same rectangles where no window can scroll on: it covers its clip.
        header.cut = [false; 4];
        assert!(header.wholly_visible());
        // A selectable over its window's padding, wider than its clip, where the window
        // cuts nothing on the sides it reaches past.
        let selectable = Item {
            rect: [68.0, 100.0, 434.0, 117.0],
            clip: [70.0, 90.0, 432.0, 200.0],
            cut: [false, true, false, true],
            ..header
        };
        assert!(selectable.wholly_visible());
    }

    #[test]
    fn an_item_wider_than_its_clip_shows_whole_when_it_covers_it() {
        // A selectable in a list box (the issue's numbers): wider than the clip.
        assert!(shows_whole(
            [68.0, 100.0, 434.0, 117.0],
            [70.0, 90.0, 432.0, 200.0]
        ));
        // Scrolled half out at the bottom, or off to one side, it does not.
        assert!(!shows_whole(
            [68.0, 190.0, 434.0, 207.0],
            [70.0, 90.0, 432.0, 200.0]
        ));
        assert!(!shows_whole(
            [100.0, 100.0, 500.0, 117.0],
            [70.0, 90.0, 432.0, 200.0]
        ));
        // A button inside, whole; one cut by the clip's left edge, not.
        assert!(shows_whole(
            [80.0, 100.0, 150.0, 120.0],
            [70.0, 90.0, 432.0, 200.0]
        ));
        assert!(!shows_whole(
            [60.0, 100.0, 150.0, 120.0],
            [70.0, 90.0, 432.0, 200.0]
        ));
    }
}
