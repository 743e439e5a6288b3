//! The app a harness owns (its state and its UI closure), and the actions on it: running
//! until the UI settles, and clicks, double clicks, typing and key chords that wait for
//! what they need and check what they did.

use crate::binding::{Key, MouseButton, Ui, sys};

use crate::error::HarnessError;
use crate::harness::frame::Frame;
use crate::harness::input::InputEvent;
use crate::harness::{Harness, centre};
use crate::items::{FindItemError, Item};
use crate::text::Rect;

/// The UI closure of an app: draws the state into a frame.
type AppUi<S> = Box<dyn FnMut(&mut Ui, &mut S)>;

/// The app a harness owns: its state and the UI that draws it each frame.
pub(crate) struct App<S> {
    pub(super) state: S,
    pub(super) ui: AppUi<S>,
}

impl<S> App<S> {
    pub(crate) fn new(state: S, ui: impl FnMut(&mut Ui, &mut S) + 'static) -> Self {
        Self {
            state,
            ui: Box::new(ui),
        }
    }
}

/// What actions remember between calls: the last press, so a click never lands within
/// imgui's double-click time and distance of the one before; and what the last action
/// aimed at, which its settling (and that of keys pressed after it) watches.
#[derive(Clone, Debug, Default)]
pub(crate) struct PointerHistory {
    /// imgui's clock and the place of the last press.
    last_press: Option<(f64, [f32; 2])>,
    /// What the last action aimed at.
    touched: Option<Touched>,
}

/// What an action touched, to decide its settling by: the top-level window its target is
/// drawn in (its child windows with it), the target item (item hooks), and the windows
/// drawn before it, so a window it opens (a popup, a menu, a combo's list) is watched too.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Touched {
    /// The top-level window the target is drawn in, by imgui's name for it.
    window: String,
    /// The target item, where item hooks know it.
    item: Option<u32>,
    /// The windows drawn when the action began.
    before: Vec<String>,
}

/// What a frame shows of what an action touched: the windows drawn, the draw lists of the
/// touched window and of windows opened since, and the target item's place, state and
/// label.
#[derive(PartialEq)]
struct TouchedState {
    owners: Vec<String>,
    lists: Vec<crate::snapshot::ListSummary>,
    item: Option<(Rect, crate::items::ItemStatus, String)>,
}

impl Touched {
    /// What a target found at `rect` in `frame` (the item `item_id`, where item hooks know
    /// it) touches; `None` where the frame does not say which window drew it (a frame
    /// without window names, a point no window covers).
    fn of(frame: &Frame, rect: Rect, item_id: Option<u32>) -> Option<Self> {
        let owners = frame.owners()?;
        let item = item_id.and_then(|id| {
            let items = frame.items().ok()?;
            items.all().iter().find(|item| item.id == id).cloned()
        });
        let drawn_by = match &item {
            Some(item) => item.window.clone(),
            None => {
                let list = frame
                    .visible_text()
                    .list_at(rect)
                    .or_else(|| list_covering(frame, owners, crate::harness::centre(rect)))?;
                owners.get(list)?.clone()
            }
        };
        // The top-level window: the shortest name drawn whose lists hold the target's
        // (a child window's name starts with its parent's and a '/').
        let window = owners
            .iter()
            .filter(|owner| !owner.is_empty() && crate::text::window::drawn_in(&drawn_by, owner))
            .min_by_key(|owner| owner.len())?
            .clone();
        Some(Self {
            window,
            item: item.map(|item| item.id),
            before: owners.to_vec(),
        })
    }

    /// What `frame` (summarised as `summary`) shows of what was touched.
    fn state(&self, frame: &Frame, summary: &crate::snapshot::SnapshotSummary) -> TouchedState {
        let owners = frame.owners().unwrap_or_default().to_vec();
        let lists = summary
            .lists
            .iter()
            .zip(&owners)
            .filter(|(_, owner)| {
                crate::text::window::drawn_in(owner, &self.window) || !self.before.contains(owner)
            })
            .map(|(list, _)| list.clone())
            .collect();
        let item = self.item.and_then(|id| {
            let items = frame.items().ok()?;
            let item = items.all().iter().find(|item| item.id == id)?;
            Some((item.rect, item.status, item.label.clone()))
        });
        TouchedState {
            owners,
            lists,
            item,
        }
    }
}

/// The front-most window's draw list whose geometry covers `point` (a window draws its
/// background over all of itself), leaving out the lists no window owns (the foreground
/// and background lists).
fn list_covering(frame: &Frame, owners: &[String], [x, y]: [f32; 2]) -> Option<usize> {
    frame
        .lists
        .iter()
        .zip(owners)
        .enumerate()
        .rev()
        .filter(|(_, (_, owner))| {
            !(owner.is_empty()
                || owner.starts_with("##Foreground")
                || owner.starts_with("##Background"))
        })
        .find(|(_, (list, _))| {
            let mut vertices = list.vertices.iter().map(|vertex| vertex.pos);
            vertices.clone().any(|[vx, _]| vx <= x)
                && vertices.clone().any(|[vx, _]| vx >= x)
                && vertices.clone().any(|[_, vy]| vy <= y)
                && vertices.any(|[_, vy]| vy >= y)
        })
        .map(|(index, _)| index)
}

impl std::fmt::Display for Touched {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "the window {:?}", self.window)?;
        if self.item.is_some() {
            write!(f, ", the target item")?;
        }
        write!(f, " and the windows opened since")
    }
}

/// How many frames in a row what an action touched must draw the same, where the rest of
/// the UI keeps changing, for the action to have settled.
const TOUCHED_STABLE_FRAMES: usize = 3;

/// The most frames [`Harness::settle`] builds before it gives up.
pub const SETTLE_LIMIT: usize = 60;
/// The most frames an action waits for its target to be hovered.
const HOVER_LIMIT: usize = 5;

/// What an action aims at.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum Target {
    /// Where the frame shows this text, whole and once (works without item hooks).
    Text(String),
    /// Where the frame shows this text whole, in front where it shows in several places
    /// (an open menu's item over a window title of the same words; see
    /// [`crate::text::VisibleText::find_in_front`]).
    InFront(String),
    /// A menu's label, as [`Harness::click_menu`] looks for it in an open menu: a whole
    /// label before one that contains it, in front (see
    /// [`crate::text::VisibleText::find_menu`]).
    Menu(String),
    /// A menu bar's menu by its label, as [`Harness::click_menu`] looks for the first of a
    /// path without item hooks: as [`Target::Menu`], then the top-most (a window's menu bar
    /// lies above its body).
    MenuBar(String),
    /// The item labelled exactly this, in any window (needs item hooks).
    Label(String),
    /// The item labelled exactly `label` in the window `window` (needs item hooks).
    InWindow {
        /// The window's name.
        window: String,
        /// The item's label.
        label: String,
    },
    /// The item at this id path, `"Window/Node/Checkbox"` (needs item hooks).
    Path(String),
    /// A window's title bar, where its title shows (to focus, move or collapse it: imgui
    /// takes the press for the window, not for an item).
    Title(String),
    /// This point, in imgui units (whatever is there may take the press).
    At([f32; 2]),
}

impl Target {
    /// Where the frame shows `text` (see [`Frame::find_text`]).
    pub fn text(text: impl Into<String>) -> Self {
        Self::Text(text.into())
    }

    /// Where the frame shows `text`, in front where it shows in several places.
    pub fn in_front(text: impl Into<String>) -> Self {
        Self::InFront(text.into())
    }

    /// A menu's label in an open menu, as a menu path names it (see [`Target::Menu`]).
    pub fn menu(label: impl Into<String>) -> Self {
        Self::Menu(label.into())
    }

    /// A menu bar's menu by its label (see [`Target::MenuBar`]).
    pub fn menu_bar(label: impl Into<String>) -> Self {
        Self::MenuBar(label.into())
    }

    /// The item labelled exactly `label` (see [`crate::items::Items::by_label`]).
    pub fn label(label: impl Into<String>) -> Self {
        Self::Label(label.into())
    }

    /// The item labelled `label` in `window` (see [`crate::items::Items::in_window`]).
    pub fn in_window(window: impl Into<String>, label: impl Into<String>) -> Self {
        Self::InWindow {
            window: window.into(),
            label: label.into(),
        }
    }

    /// The item at an id path (see [`crate::items::Items::by_path`]).
    pub fn path(path: impl Into<String>) -> Self {
        Self::Path(path.into())
    }

    /// A window's title bar, by its title.
    pub fn title(window: impl Into<String>) -> Self {
        Self::Title(window.into())
    }

    /// A point, in imgui units.
    pub fn at(point: [f32; 2]) -> Self {
        Self::At(point)
    }
}

impl Target {
    /// The target as Rust code that makes it, for messages that name a call to make.
    fn code(&self) -> String {
        match self {
            Self::Text(text) => format!("Target::text({text:?})"),
            Self::InFront(text) => format!("Target::in_front({text:?})"),
            Self::Menu(label) => format!("Target::menu({label:?})"),
            Self::MenuBar(label) => format!("Target::menu_bar({label:?})"),
            Self::Label(label) => format!("Target::label({label:?})"),
            Self::InWindow { window, label } => format!("Target::in_window({window:?}, {label:?})"),
            Self::Path(path) => format!("Target::path({path:?})"),
            Self::Title(window) => format!("Target::title({window:?})"),
            Self::At([x, y]) => format!("Target::at([{x:?}, {y:?}])"),
        }
    }
}

impl From<&str> for Target {
    /// A text: [`Target::text`].
    fn from(text: &str) -> Self {
        Self::text(text)
    }
}

impl std::fmt::Display for Target {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Text(text) => write!(f, "the text {text:?}"),
            Self::InFront(text) => write!(f, "the text {text:?} in front"),
            Self::Menu(label) => write!(f, "the menu label {label:?}"),
            Self::MenuBar(label) => write!(f, "the menu bar's label {label:?}"),
            Self::Label(label) => write!(f, "the item labelled {label:?}"),
            Self::InWindow { window, label } => {
                write!(f, "the item labelled {label:?} in {window:?}")
            }
            Self::Path(path) => write!(f, "the item at {path:?}"),
            Self::Title(window) => write!(f, "the title bar of {window:?}"),
            Self::At([x, y]) => write!(f, "the point ({x}, {y})"),
        }
    }
}

/// What an action did, to print or check.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct Action {
    /// What was done, in words ("clicked the text \"Apply\" at (52, 40)").
    pub what: String,
    /// Where the pointer went, in imgui units.
    pub at: [f32; 2],
    /// The target item as it was when the button went down (a click) or when it was
    /// hovered, where item hooks are on.
    pub item: Option<Item>,
    /// Frames built, settling included.
    pub frames: usize,
    /// What still changed when the harness stopped waiting for the UI to settle after the
    /// action took effect (a UI that animates: plots, a clock), in words; `None` where it
    /// settled. The action itself succeeded: only [`Harness::settle`] fails on this.
    pub still_changing: Option<String>,
    /// Where the whole UI did not settle but what the action touched did (a spinner or a
    /// clock elsewhere), what that was, in words (`the window "Controls" and the windows
    /// opened since`); the harness stopped waiting there, after a few frames, not at
    /// [`SETTLE_LIMIT`]. `None` where the whole UI settled or nothing did.
    pub settled: Option<String>,
}

impl std::fmt::Display for Action {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} ({} frames)", self.what, self.frames)?;
        match (&self.settled, &self.still_changing) {
            (Some(settled), Some(changing)) => write!(
                f,
                "; what it touched settled ({settled}), the UI elsewhere did not: {changing}"
            )?,
            (None, Some(changing)) => write!(f, "; the UI did not settle after it: {changing}")?,
            _ => {}
        }
        Ok(())
    }
}

/// How the UI settled after an action: the frames built, what still changed where the
/// whole UI did not settle, and what did settle then (what the action touched).
#[derive(Default)]
pub(super) struct AfterAction {
    pub(super) frames: usize,
    pub(super) still_changing: Option<String>,
    pub(super) settled: Option<String>,
}

/// A target found in a frame: where, which item where hooks know it, and whether an item
/// must be hovered there (not for a title bar or a bare point).
struct Found {
    rect: Rect,
    item_id: Option<u32>,
    item_under: bool,
}

/// Whether an item's centre is inside its window's clip rectangle (not scrolled out).
fn centre_shows(item: &Item) -> bool {
    let ([x, y], [x1, y1, x2, y2]) = (item.centre(), item.clip);
    (x1..=x2).contains(&x) && (y1..=y2).contains(&y)
}

/// Whether the wheel has brought an item into view: it shows whole vertically (the axis the
/// wheel scrolls), and horizontally whole or at least at its centre (an item cut by the
/// display's edge, where its window reaches past it, shows no more of itself however far
/// the window scrolls vertically). A unit of slack: a table header's clip rectangle starts a
/// unit below the header's top (Dear ImGui 1.92), where the wheel can bring it no closer.
/// An item that covers its clip vertically is in view only where no window cuts it there
/// (see [`Item::cut`]: a header under its window's bottom edge covers its own row, cut).
fn in_view(item: &Item) -> bool {
    let ([x, _], [x1, y1, x2, y2]) = (item.centre(), item.clip);
    let (top, bottom) = (item.rect[1], item.rect[3]);
    let covers =
        top <= y1 && bottom >= y2 && !(item.cut[1] && top < y1 || item.cut[3] && bottom > y2);
    let vertically = (top + 1.0 >= y1 && bottom - 1.0 <= y2) || covers;
    item.wholly_visible() || (vertically && (x1..=x2).contains(&x))
}

/// imgui's hovered and active state after a frame, read from the current context.
fn any_hovered_and_active() -> (bool, bool) {
    // SAFETY: the harness's context is current (its stepper made it so); these read it.
    unsafe { (sys::igIsAnyItemHovered(), sys::igIsAnyItemActive()) }
}

impl<S> Harness<S> {
    /// Builds frames of the app's UI until two in a row draw the same (windows sized,
    /// popups open, animations of the input that came before done), at most
    /// [`SETTLE_LIMIT`]; otherwise fails with what still changed between the last two.
    /// Returns the settled frame.
    pub fn settle(&mut self) -> Result<&Frame, HarnessError> {
        self.settle_counting().map(|_| ())?;
        self.frame.as_ref().ok_or(HarnessError::NoFrame)
    }

    /// Settles after an action took effect: the frames built, and what still changed
    /// where the UI never settles (an animating UI does not undo the action). Where the
    /// whole UI does not settle, the action has settled once what it touched (its target's
    /// window and item, the windows it opened) draws the same for
    /// [`TOUCHED_STABLE_FRAMES`] frames in a row: a spinner elsewhere costs nothing.
    pub(super) fn settle_after_action(&mut self) -> Result<AfterAction, HarnessError> {
        let touched = self.pointer.touched.clone();
        match self.settle_within(touched.as_ref()) {
            Ok(after) => Ok(after),
            Err(HarnessError::NotSettled { frames, changing }) => Ok(AfterAction {
                frames,
                still_changing: Some(changing),
                settled: None,
            }),
            Err(error) => Err(error),
        }
    }

    /// [`Harness::settle`], saying how many frames it built.
    pub(super) fn settle_counting(&mut self) -> Result<usize, HarnessError> {
        self.settle_within(None).map(|after| after.frames)
    }

    /// Builds frames until two in a row draw the same, or, with `touched`, until what an
    /// action touched draws the same for [`TOUCHED_STABLE_FRAMES`] in a row (the rest of
    /// the UI still changing, which the answer says); fails at [`SETTLE_LIMIT`].
    fn settle_within(&mut self, touched: Option<&Touched>) -> Result<AfterAction, HarnessError> {
        // Each frame's summary is made once; the frame before is kept (moved, not copied)
        // only to say in words what changed when the UI never settles.
        let mut previous = self.step().snapshot().summary();
        let state = |harness: &Self, summary: &crate::snapshot::SnapshotSummary| {
            let frame = harness.frame.as_ref()?;
            Some(touched?.state(frame, summary))
        };
        let mut previous_state = state(self, &previous);
        let mut stable = 1;
        for built in 2..=SETTLE_LIMIT + 1 {
            let before = self.frame.take();
            let summary = self.step().snapshot().summary();
            if built <= SETTLE_LIMIT && summary == previous {
                return Ok(AfterAction {
                    frames: built,
                    ..AfterAction::default()
                });
            }
            let now = state(self, &summary);
            stable = if now.is_some() && now == previous_state {
                stable + 1
            } else {
                1
            };
            let touched_settled = stable >= TOUCHED_STABLE_FRAMES;
            if built > SETTLE_LIMIT || touched_settled {
                let mut changing = match summary.diff(&previous, Default::default()) {
                    Some(diff) => diff.to_string(),
                    None => "differences within the snapshot tolerance only".to_owned(),
                };
                if let (Some(before), Some(last)) = (&before, &self.frame) {
                    changing.push_str(&text_changes(before, last));
                }
                if let (true, Some(touched)) = (touched_settled, touched) {
                    return Ok(AfterAction {
                        frames: built,
                        still_changing: Some(changing),
                        settled: Some(touched.to_string()),
                    });
                }
                return Err(HarnessError::NotSettled {
                    frames: built,
                    changing,
                });
            }
            previous = summary;
            previous_state = now;
        }
        Err(HarnessError::NoFrame)
    }

    /// Where `target` is in the last frame (settling first when there is none).
    fn find(&mut self, target: &Target) -> Result<Found, HarnessError> {
        if self.frame.is_none() {
            // A UI that never settles is acted on as its last frame shows it.
            self.settle_after_action()?;
        }
        let found = self.find_in_frame(target)?;
        let frame = self.frame.as_ref().ok_or(HarnessError::NoFrame)?;
        self.pointer.touched = Touched::of(frame, found.rect, found.item_id);
        Ok(found)
    }

    /// Where `target` is in the last frame, which there is.
    fn find_in_frame(&self, target: &Target) -> Result<Found, HarnessError> {
        let frame = self.frame.as_ref().ok_or(HarnessError::NoFrame)?;
        let item = |found: Result<&Item, FindItemError>| {
            found.map(|item| Found {
                rect: item.rect,
                item_id: Some(item.id),
                item_under: true,
            })
        };
        let items = || frame.items().map_err(FindItemError::Items);
        Ok(match target {
            Target::Text(text) => Found {
                rect: frame.find_text(text)?,
                item_id: None,
                item_under: true,
            },
            Target::InFront(text) => Found {
                rect: frame.visible_text().find_in_front(text)?,
                item_id: None,
                item_under: true,
            },
            Target::Menu(label) => Found {
                rect: frame.visible_text().find_menu(label, false)?,
                item_id: None,
                item_under: true,
            },
            Target::MenuBar(label) => Found {
                rect: frame.visible_text().find_menu(label, true)?,
                item_id: None,
                item_under: true,
            },
            Target::Title(window) => Found {
                rect: frame.find_text(window)?,
                item_id: None,
                item_under: false,
            },
            Target::Label(label) => item(frame.item(label))?,
            Target::InWindow { window, label } => item(items()?.in_window(window, label))?,
            Target::Path(path) => item(items()?.by_path(path))?,
            Target::At([x, y]) => Found {
                rect: [*x, *y, *x, *y],
                item_id: None,
                item_under: false,
            },
        })
    }

    /// Whether the last frame had `item_id` (or, without one, any item) hovered and active.
    fn hovered_and_active(&self, item_id: Option<u32>) -> (bool, bool) {
        let item = item_id.and_then(|id| {
            let frame = self.frame.as_ref()?;
            let items = frame.items().ok()?;
            Some(items.all().iter().filter(|item| item.id == id).fold(
                (false, false),
                |(hovered, active), item| {
                    (hovered || item.status.hovered, active || item.status.active)
                },
            ))
        });
        item.unwrap_or_else(any_hovered_and_active)
    }

    /// The item of the last frame with this id.
    fn item_of(&self, item_id: Option<u32>) -> Option<Item> {
        let id = item_id?;
        let items = self.frame.as_ref()?.items().ok()?;
        items.all().iter().find(|item| item.id == id).cloned()
    }

    /// Moves the mouse over `target` and waits until imgui hovers it. A text a user can see
    /// is hovered where no item is (a plain text line: imgui hovers no item there): after
    /// imgui had as many frames as it has to hover an item, the pointer over the text is
    /// the hover, and the action says that no item is there.
    pub fn hover_on(&mut self, target: impl Into<Target>) -> Result<Action, HarnessError> {
        let target = target.into();
        let found = self.find(&target)?;
        let at = centre(found.rect);
        let text = matches!(
            target,
            Target::Text(_) | Target::InFront(_) | Target::Menu(_) | Target::MenuBar(_)
        );
        let (frames, plain) = match self.move_and_wait_for_hover(&target, at, &found) {
            Ok(frames) => (frames, false),
            // imgui floors the pointer's position: it is over the text where it lies in
            // the text's rectangle.
            Err(HarnessError::Missed { .. })
                if text && {
                    let [x, y] = crate::binding::mouse_pos(self.stepper.context().io());
                    let [x1, y1, x2, y2] = found.rect;
                    (x1..=x2).contains(&x) && (y1..=y2).contains(&y)
                } =>
            {
                (HOVER_LIMIT, true)
            }
            Err(error) => return Err(error),
        };
        Ok(Action {
            what: if plain {
                format!(
                    "hovered {target} at ({}, {}) (plain text: imgui hovers no item there)",
                    at[0], at[1]
                )
            } else {
                format!("hovered {target} at ({}, {})", at[0], at[1])
            },
            at,
            item: self.item_of(found.item_id),
            frames,
            still_changing: None,
            settled: None,
        })
    }

    fn move_and_wait_for_hover(
        &mut self,
        target: &Target,
        at: [f32; 2],
        found: &Found,
    ) -> Result<usize, HarnessError> {
        self.send(InputEvent::MouseMove(at));
        for frames in 1..=HOVER_LIMIT {
            self.step();
            if !found.item_under || self.hovered_and_active(found.item_id).0 {
                return Ok(frames);
            }
        }
        let item_id = found.item_id;
        Err(HarnessError::Missed {
            action: format!("hover {target} at ({}, {})", at[0], at[1]),
            why: format!(
                "after {HOVER_LIMIT} frames imgui hovers {}",
                if item_id.is_some() {
                    "another item or none"
                } else {
                    "no item there"
                }
            ),
        })
    }

    /// Builds frames until a press at `at` is outside imgui's double-click time or
    /// distance of the last press, so it cannot make a double click.
    pub(super) fn wait_out_double_click(&mut self, at: [f32; 2]) -> Result<usize, HarnessError> {
        let (time, distance) = crate::binding::double_click(self.stepper.context().io());
        let Some((pressed, [x, y])) = self.pointer.last_press else {
            return Ok(0);
        };
        if (at[0] - x).hypot(at[1] - y) >= distance {
            return Ok(0);
        }
        let mut frames = 0;
        // SAFETY: the harness's context is current; reads its clock.
        while unsafe { sys::igGetTime() } - pressed <= time {
            self.step();
            frames += 1;
        }
        Ok(frames)
    }

    /// Notes a press at `at` now (imgui's clock), for the double-click guard.
    pub(super) fn remember_press(&mut self, at: [f32; 2]) {
        // SAFETY: the harness's context is current (the last frame made it so); reads its
        // clock.
        let now = unsafe { sys::igGetTime() };
        self.pointer.last_press = Some((now, at));
    }

    /// Moves to `at` on `target`, waits until it is hovered and until a press there cannot
    /// make a double click with the last: what every press does first.
    fn approach(
        &mut self,
        target: &Target,
        at: [f32; 2],
        found: &Found,
    ) -> Result<usize, HarnessError> {
        let frames = self.move_and_wait_for_hover(target, at, found)?;
        Ok(frames + self.wait_out_double_click(at)?)
    }

    pub(super) fn press(&mut self, down: bool) {
        self.send(InputEvent::MouseButton {
            button: MouseButton::Left,
            down,
        });
    }

    /// Clicks `target` as a user does, and checks that it took: scrolls it into view if its
    /// window does not show its centre (an item, with item hooks; see
    /// [`Harness::scroll_into_view`]), moves the mouse there, waits until imgui hovers it
    /// (the item itself where item hooks are on), waits out imgui's double-click time if the
    /// last press was near, presses, checks that an item (the target, with hooks) became
    /// active, or for items that act on release, is still hovered when the button goes up;
    /// releases, and settles. Fails and says why otherwise, instead of losing the click.
    pub fn click_on(&mut self, target: impl Into<Target>) -> Result<Action, HarnessError> {
        self.click_times(target.into(), 1)
    }

    /// Two presses within imgui's double-click time, as a double click (a title bar's
    /// double click collapses its window).
    pub fn double_click_on(&mut self, target: impl Into<Target>) -> Result<Action, HarnessError> {
        self.click_times(target.into(), 2)
    }

    fn click_times(&mut self, target: Target, times: usize) -> Result<Action, HarnessError> {
        // An item scrolled out of its window (known through item hooks) is scrolled into
        // view first, as a user scrolls to what they want to click.
        let mut frames = 0;
        let mut scrolled = false;
        if let Ok(item) = self.target_item(&target) {
            if !centre_shows(&item) {
                frames += self.scroll_into_view(target.clone())?.frames;
                scrolled = true;
            }
        }
        let found = self.find(&target)?;
        let at = centre(found.rect);
        frames += self.approach(&target, at, &found)?;
        let mut took = false;
        let mut item = None;
        for _ in 0..times {
            self.press(true);
            self.step();
            frames += 1;
            item = item.or_else(|| self.item_of(found.item_id));
            self.remember_press(at);
            took |= self.hovered_and_active(found.item_id).1;
            self.press(false);
            self.step();
            frames += 1;
            took |= self.hovered_and_active(found.item_id).0;
        }
        if !took {
            return Err(HarnessError::Missed {
                action: format!("click {target} at ({}, {})", at[0], at[1]),
                why: "no item became active when the button went down, and none was hovered \
                      when it went up"
                    .to_owned(),
            });
        }
        let AfterAction {
            frames: settled,
            still_changing,
            settled: touched,
        } = self.settle_after_action()?;
        frames += settled;
        let what = if times == 2 {
            "double-clicked"
        } else {
            "clicked"
        };
        let what = if scrolled {
            format!(
                "scrolled {target} into view and {what} it at ({}, {})",
                at[0], at[1]
            )
        } else {
            format!("{what} {target} at ({}, {})", at[0], at[1])
        };
        Ok(Action {
            what,
            at,
            item,
            frames,
            still_changing,
            settled: touched,
        })
    }

    /// Clicks `target` (a text field), types `text` into it, and settles.
    pub fn type_into(
        &mut self,
        target: impl Into<Target>,
        text: &str,
    ) -> Result<Action, HarnessError> {
        let mut action = self.click_on(target)?;
        self.type_text(text);
        let AfterAction {
            frames: settled,
            still_changing,
            settled: touched,
        } = self.settle_after_action()?;
        action.frames += settled;
        action.still_changing = still_changing;
        action.settled = touched;
        action.what = format!("{}, typed {text:?}", action.what);
        Ok(action)
    }

    /// The item `target` names (a label, a label in a window or an id path: item hooks),
    /// in the last frame.
    fn target_item(&mut self, target: &Target) -> Result<Item, HarnessError> {
        let found = self.find(target)?;
        self.item_of(found.item_id)
            .ok_or_else(|| HarnessError::Missed {
                action: format!("find {target} as an item"),
                why: "the target is not an item: aim at a label or an id path (item hooks)"
                    .to_owned(),
            })
    }

    /// The item `target` names, approached at its centre as every press is (see
    /// `approach`); the frames that took.
    /// An item scrolled out of its window is scrolled into view first, as `click_on` does.
    fn approach_item(&mut self, target: &Target) -> Result<(Item, usize), HarnessError> {
        let mut item = self.target_item(target)?;
        let mut scrolled = 0;
        if !centre_shows(&item) {
            scrolled = self.scroll_into_view(target.clone())?.frames;
            item = self.target_item(target)?;
        }
        let found = Found {
            rect: item.rect,
            item_id: Some(item.id),
            item_under: true,
        };
        let frames = self.approach(target, item.centre(), &found)?;
        Ok((item, scrolled + frames))
    }

    /// What the item `id` shows in the last frame (its value; see [`Frame::value_of`]).
    fn shown_value(&self, id: u32) -> Option<String> {
        let frame = self.frame.as_ref()?;
        let now = frame.items().ok()?.all().iter().find(|now| now.id == id)?;
        frame.value_of(now)
    }

    /// Turns the mouse wheel over the window that holds `target` until the item shows
    /// whole, as a user scrolls a list to find a line: the item is known where it is
    /// scrolled out too (item hooks). An item a window's edge cuts is scrolled too, though
    /// it covers its clip ([`Item::wholly_visible`]). The action says whether it scrolled
    /// ("scrolled .. into view (N wheel steps)") or had nothing to do ("... was already in
    /// view"). Fails after 100 wheel steps.
    pub fn scroll_into_view(&mut self, target: impl Into<Target>) -> Result<Action, HarnessError> {
        let target = target.into();
        let mut item = match self.target_item(&target) {
            Ok(item) => item,
            Err(error) => {
                let action = format!("scroll {target} into view");
                return Err(self.with_fold_hint(error, action, &target));
            }
        };
        let mut frames = 0;
        for steps in 0..100 {
            if in_view(&item) {
                let AfterAction {
                    frames: settled,
                    still_changing,
                    settled: touched,
                } = self.settle_after_action()?;
                return Ok(Action {
                    what: if steps == 0 {
                        format!("{target} was already in view")
                    } else {
                        format!("scrolled {target} into view ({steps} wheel steps)")
                    },
                    at: item.centre(),
                    item: Some(item),
                    frames: frames + settled,
                    still_changing,
                    settled: touched,
                });
            }
            // Where the top-level window cuts the item, its title bar (the wheel there scrolls
            // that window, not a child under the pointer); otherwise the item's window, or
            // where that is scrolled out of its parent (its clip is then empty), the nearest
            // parent that shows.
            let (over, [_, cy1, _, _]) = match self.root_cutting(&item) {
                Some((title, inner)) => (title, inner),
                None => {
                    let clip = self.shown_clip(&item);
                    let [cx1, cy1, cx2, cy2] = clip;
                    ([(cx1 + cx2) / 2.0, (cy1 + cy2) / 2.0], clip)
                }
            };
            // Down is a negative wheel.
            let step = if item.rect[1] < cy1 { 1.0 } else { -1.0 };
            // The move first, in a frame of its own: imgui applies a wheel event queued after
            // a move in the frame after, so a check right after would see the view before it.
            if crate::binding::mouse_pos(self.stepper.context().io()) != over {
                self.send(InputEvent::MouseMove(over));
                self.step();
                frames += 1;
            }
            self.send(InputEvent::MouseWheel([0.0, step]));
            self.step();
            frames += 1;
            item = self.target_item(&target)?;
        }
        Err(HarnessError::Missed {
            action: format!("scroll {target} into view"),
            why: format!(
                "after 100 wheel steps it is at {:?}, its window shows {:?}",
                item.rect, item.clip
            ),
        })
    }

    /// Turns the mouse wheel over `over` (where it is now; the mouse stays there, as a
    /// user's does) until `target` shows whole: for lists whose lines exist only near the
    /// view (imgui's list clipper), and windows that hold them. Scrolls down first, then up
    /// once the view stops moving; fails when neither shows it (after 200 steps at most),
    /// saying why the last frame had no such target (with the nearest labels or lines).
    /// Where `over` is in a list box (a child window) that its window's edge cuts, that
    /// window is wheeled first (over its title bar) until the whole list shows, so that the
    /// list's last lines can show (with item hooks). A list box scrolled out of its window
    /// has no id and none of its lines (Dear ImGui adds it as an item without an id): where
    /// `over` or `target` is not there and a window can scroll to show more, the message
    /// says so and names the way in (`scroll_until_shows(target, Target::title(window))`).
    pub fn scroll_until_shows(
        &mut self,
        target: impl Into<Target>,
        over: impl Into<Target>,
    ) -> Result<Action, HarnessError> {
        let (target, over) = (target.into(), over.into());
        let action = format!("scroll over {over} until {target} shows");
        if let Err(error) = self.find(&over) {
            return Err(self.with_fold_hint(error, action, &over));
        }
        // A list its window cuts: the window first, so that all of the list shows.
        let brought = self.bring_child_into_view(&over)?;
        let at = centre(self.find(&over)?.rect);
        // The move in a frame of its own (see `scroll_into_view`).
        self.send(InputEvent::MouseMove(at));
        self.step();
        let mut step = -1.0;
        let mut still = 0;
        // Why the target was not found in the last frame, for the message.
        let mut not_found = None;
        // The move's frame, then one a wheel step.
        for frames in brought + 1..=brought + 200 {
            let found = self.find(&target);
            not_found = found.as_ref().err().map(ToString::to_string);
            if let Ok(found) = found {
                let whole = self
                    .item_of(found.item_id)
                    .is_none_or(|item| item.wholly_visible());
                if whole {
                    let AfterAction {
                        frames: settled,
                        still_changing,
                        settled: touched,
                    } = self.settle_after_action()?;
                    return Ok(Action {
                        what: format!("scrolled over {over} until {target} showed"),
                        at,
                        item: self.item_of(found.item_id),
                        frames: frames + settled,
                        still_changing,
                        settled: touched,
                    });
                }
            }
            let before = self.frame.as_ref().map(|frame| frame.snapshot().summary());
            self.send(InputEvent::MouseWheel([0.0, step]));
            let after = self.step().snapshot().summary();
            still = if before.as_ref() == Some(&after) {
                still + 1
            } else {
                0
            };
            if still >= 3 {
                if step > 0.0 {
                    break;
                }
                step = 1.0;
                still = 0;
            }
        }
        let mut why = "the view went to both ends without showing it".to_owned();
        if let Some(not_found) = not_found {
            why.push_str(&format!(": {not_found}"));
            if let Some(hint) = self.fold_hint(&target) {
                why.push_str(&format!("; {hint}"));
            }
        }
        Err(HarnessError::Missed { action, why })
    }

    /// `error`, where it is an item not found, as a miss of `action` that says where the
    /// item may be: below the fold of a window that can scroll (see
    /// [`Harness::fold_hint`]).
    fn with_fold_hint(&self, error: HarnessError, action: String, target: &Target) -> HarnessError {
        if !matches!(error, HarnessError::Item(FindItemError::NotFound { .. })) {
            return error;
        }
        match self.fold_hint(target) {
            Some(hint) => HarnessError::Missed {
                action,
                why: format!("{error}; {hint}"),
            },
            None => error,
        }
    }

    /// Where an item not found may be, in words, with the way in: the top-level windows of
    /// the last frame that can scroll to show more. A list box scrolled out of its window
    /// submits none of its lines (Dear ImGui adds it as an item without an id), so its
    /// window must be scrolled first. `None` where no window can scroll (or items are off).
    fn fold_hint(&self, target: &Target) -> Option<String> {
        let frame = self.frame.as_ref()?;
        let items = frame.items().ok()?;
        let mut windows: Vec<&str> = Vec::new();
        for item in items.all() {
            let window = item.window.as_str();
            if !window.contains('/') && window != "Debug##Default" && !windows.contains(&window) {
                windows.push(window);
            }
        }
        self.stepper.make_current();
        let scrollable: Vec<(String, crate::items::WindowInfo)> = windows
            .into_iter()
            .filter_map(|window| {
                let info = crate::items::record::window(window).ok()??;
                (info.scroll_max[1] > 0.0).then(|| (window.to_owned(), info))
            })
            .collect();
        let (first, _) = scrollable.first()?;
        let listed: Vec<String> = scrollable
            .iter()
            .map(|(window, info)| {
                format!(
                    "{window:?} (scrolled to {:.0} of {:.0})",
                    info.scroll[1], info.scroll_max[1]
                )
            })
            .collect();
        Some(format!(
            "where it is in a list box scrolled out of its window, it does not exist yet: a list \
             box out of view has no id and none of its lines (Dear ImGui adds it as an item \
             without an id); these windows scroll to show more: {}; scroll the list's window \
             first, as `harness.scroll_until_shows({}, Target::title({first:?}))` does",
            listed.join(", "),
            target.code(),
        ))
    }

    /// Where the child window that holds `over` (a list box) is cut by its top-level
    /// window, wheels over that window's title bar until all of the child shows (as far as
    /// the window scrolls), so that the child's own scrolling can show any of its lines.
    /// The frames built.
    fn bring_child_into_view(&mut self, over: &Target) -> Result<usize, HarnessError> {
        let mut frames = 0;
        let mut before = None;
        for _ in 0..100 {
            let Some(child) = self.child_window_at(over)? else {
                break;
            };
            let Some((title, inner)) = self.root_cutting(&child) else {
                break;
            };
            let taller = child.rect[3] - child.rect[1] > inner[3] - inner[1];
            // No further (the window scrolls no more), or never whole: as far as it goes.
            if taller || before == Some(child.rect) {
                break;
            }
            before = Some(child.rect);
            // Down is a negative wheel.
            let step = if child.rect[1] < inner[1] { 1.0 } else { -1.0 };
            if crate::binding::mouse_pos(self.stepper.context().io()) != title {
                self.send(InputEvent::MouseMove(title));
                self.step();
                frames += 1;
            }
            self.send(InputEvent::MouseWheel([0.0, step]));
            self.step();
            frames += 1;
        }
        Ok(frames)
    }

    /// The child window's own item (a list box's, a child's) that holds `over` in the last
    /// frame: the item's window, or for a text the innermost window under its centre;
    /// `None` where that is a top-level window, or unknown (items are needed).
    fn child_window_at(&mut self, over: &Target) -> Result<Option<Item>, HarnessError> {
        let found = self.find(over)?;
        let Some(items) = self.frame.as_ref().and_then(|frame| frame.items().ok()) else {
            return Ok(None);
        };
        let windows = items.all().iter().filter(|item| item.is_window());
        let window = match found
            .item_id
            .and_then(|id| items.all().iter().find(|item| item.id == id))
        {
            Some(item) => windows
                .into_iter()
                .find(|window| window.window == item.window),
            None => {
                let [x, y] = centre(found.rect);
                windows
                    .filter(|window| {
                        let [x1, y1, x2, y2] = window.rect;
                        (x1..=x2).contains(&x) && (y1..=y2).contains(&y)
                    })
                    .min_by(|a, b| {
                        let area = |[x1, y1, x2, y2]: Rect| (x2 - x1) * (y2 - y1);
                        area(a.rect).total_cmp(&area(b.rect))
                    })
            }
        };
        Ok(window.filter(|window| window.window.contains('/')).cloned())
    }

    /// Where `item`'s top-level window does not show all of it (or, for an item of a child
    /// window, all of that child: the child scrolls its own items): a point on that window's
    /// title bar and the window's inner rectangle (below the title bar). `None` where the
    /// top-level window shows it whole, or is unknown (items are needed).
    fn root_cutting(&self, item: &Item) -> Option<([f32; 2], Rect)> {
        let root = item.window.split('/').next()?;
        let items = self.frame.as_ref()?.items().ok()?;
        let window = items
            .all()
            .iter()
            .find(|other| other.window == root && other.is_window())?;
        let [x1, y1, x2, y2] = window.rect;
        // imgui's title bar (the font's height and the frame padding above and below) and
        // the border, inside which its clip rectangle stops.
        self.stepper.make_current();
        let (title, border) = crate::binding::title_bar_and_border();
        let border = border.max(1.0);
        let inner = [x1 + border, y1 + title, x2 - border, y2 - border];
        let holder = if item.window == root {
            item.rect
        } else {
            items
                .all()
                .iter()
                .find(|other| other.window == item.window && other.is_window())
                .map_or(item.rect, |child| child.rect)
        };
        let whole = crate::items::shows_whole(holder, inner);
        (!whole).then_some(([(x1 + x2) / 2.0, y1 + title / 2.0], inner))
    }

    /// The clip rectangle of `item`'s window where it is not empty; otherwise that of the
    /// nearest parent window (imgui names a child `Parent/Child_ID`) that shows.
    fn shown_clip(&self, item: &Item) -> Rect {
        let empty = |[x1, y1, x2, y2]: Rect| x2 <= x1 || y2 <= y1;
        if !empty(item.clip) {
            return item.clip;
        }
        let items = self.frame.as_ref().and_then(|frame| frame.items().ok());
        let mut window = item.window.as_str();
        while let Some((parent, _)) = window.rsplit_once('/') {
            window = parent;
            let clip = items.and_then(|items| {
                items
                    .all()
                    .iter()
                    .find(|other| other.window == window && !empty(other.clip))
                    .map(|other| other.clip)
            });
            if let Some(clip) = clip {
                return clip;
            }
        }
        item.clip
    }

    /// Drags a slider (any widget that takes the value under the mouse: a slider, a
    /// scrollbar) to show `value`: presses on it and moves across it, reading the value it
    /// shows at each step (a search over the slider's width), and releases where it shows
    /// `value`, or fails with the nearest it showed. The target is an item (item hooks),
    /// whose rectangle is the slider's frame.
    pub fn drag_slider_to(
        &mut self,
        target: impl Into<Target>,
        value: f64,
    ) -> Result<Action, HarnessError> {
        let target = target.into();
        let (item, mut frames) = self.approach_item(&target)?;
        let [x1, y1, x2, y2] = item.rect;
        let y = (y1 + y2) / 2.0;
        let shown =
            |harness: &Self| -> Option<f64> { first_number(&harness.shown_value(item.id)?) };
        let (mut low, mut high) = (x1, x2);
        let mut best: Option<(f64, f32)> = None;
        self.press(true);
        for _ in 0..24 {
            let x = (low + high) / 2.0;
            self.send(InputEvent::MouseMove([x, y]));
            self.step();
            frames += 1;
            let Some(now) = shown(self) else { break };
            if best.is_none_or(|(nearest, _)| (now - value).abs() < (nearest - value).abs()) {
                best = Some((now, x));
            }
            if now == value {
                break;
            }
            if now < value {
                low = x;
            } else {
                high = x;
            }
        }
        if let Some((_, x)) = best {
            self.send(InputEvent::MouseMove([x, y]));
            self.step();
            frames += 1;
        }
        self.remember_press([x1, y]);
        self.press(false);
        let AfterAction {
            frames: settled,
            still_changing,
            settled: touched,
        } = self.settle_after_action()?;
        frames += settled;
        let now = shown(self);
        if now != Some(value) {
            return Err(HarnessError::Missed {
                action: format!("drag {target} to {value}"),
                why: format!("the nearest it showed was {:?}", best.map(|(v, _)| v)),
            });
        }
        Ok(Action {
            what: format!("dragged {target} to {value}"),
            at: [best.map_or(x1, |(_, x)| x), y],
            item: Some(item),
            frames,
            still_changing,
            settled: touched,
        })
    }

    /// Types `value` into `target`, as Dear ImGui's Test Engine's `ItemInputValue` does: a
    /// Ctrl+click (which turns a slider or a drag into a text field, and focuses a field),
    /// its text selected whole (Ctrl+A), `value` typed, Enter. It reaches any value, where
    /// [`Harness::drag_slider_to`] reaches only those under whole mouse positions (imgui
    /// floors the mouse: a slider to 0.5 stops at 0.498). Fails, saying why, when no text
    /// field takes the value or the item then shows another, compared at the precision it
    /// shows (a `%.3f` slider given 0.1234 holds it and shows "0.123": that is the value, and
    /// the action says what it shows). The target is an item (item hooks).
    pub fn input_value(
        &mut self,
        target: impl Into<Target>,
        value: f64,
    ) -> Result<Action, HarnessError> {
        let target = target.into();
        let (item, mut frames) = self.approach_item(&target)?;
        let at = item.centre();
        let action = format!("type {value} into {target}");
        self.send(InputEvent::Key {
            key: Key::ModCtrl,
            down: true,
        });
        self.press(true);
        self.step();
        self.remember_press(at);
        self.press(false);
        self.send(InputEvent::Key {
            key: Key::ModCtrl,
            down: false,
        });
        self.step();
        frames += 2;
        if !crate::binding::want_text_input(self.stepper.context().io()) {
            return Err(HarnessError::Missed {
                action,
                why: "a Ctrl+click made no text field of it: it takes no typed value".to_owned(),
            });
        }
        frames += self.press_chord(&[Key::ModCtrl, Key::A])?.frames;
        let typed = value.to_string();
        self.type_text(&typed);
        let entered = self.press_chord(&[Key::Enter])?;
        frames += entered.frames;
        let shown = match self.shown_value(item.id) {
            Some(shown) if shows_value(&shown, value) => shown,
            other => {
                return Err(HarnessError::Missed {
                    action,
                    why: match other {
                        Some(shown) => format!(
                            "typed {typed:?}, it shows {shown:?} (compared at the precision \
                             it shows)"
                        ),
                        None => format!("typed {typed:?}, it shows no value"),
                    },
                });
            }
        };
        let what = if first_number(&shown) == Some(value) {
            format!("typed {value} into {target}")
        } else {
            format!("typed {value} into {target}, which shows it as {shown:?}")
        };
        Ok(Action {
            what,
            at,
            item: Some(item),
            frames,
            still_changing: entered.still_changing,
            settled: entered.settled,
        })
    }

    /// Opens menus by their visible labels and clicks the last: the first is clicked (a
    /// menu bar's menu), the ones between are hovered (submenus open on hover), each
    /// settled before the next: `click_menu(&["File", "Recent", "notes.txt"])`. A path
    /// means menus: each label is looked for as a menu's ([`Target::Menu`]): a whole label
    /// before one that contains it ("Save" is not "Save As.."), in front, so an open menu's
    /// item named as a window ("Console" in Dear ImGui's demo) is the menu's; the first in a
    /// menu bar (by its id, `Window/##menubar/Label`, where item hooks are on; otherwise the
    /// top-most in its window), so a header of the same label in the window's body is not
    /// taken. A label that several lines have whole fails naming the lines. A path that
    /// fails closes the menus it opened (it clicks the first again) and says where it
    /// stopped.
    pub fn click_menu(&mut self, path: &[&str]) -> Result<Action, HarnessError> {
        let Some((last, menus)) = path.split_last() else {
            return Err(HarnessError::Missed {
                action: "click an empty menu path".to_owned(),
                why: "the path names no menu".to_owned(),
            });
        };
        let mut frames = 0;
        if self.frame.is_none() {
            self.settle_after_action()?;
        }
        let lists_before = self.frame.as_ref().map_or(0, |frame| frame.lists.len());
        let step = |harness: &mut Self, index: usize, menu: &str| -> Result<Action, HarnessError> {
            if index == 0 {
                let target = harness
                    .menu_bar_menu(menu)
                    .unwrap_or(Target::menu_bar(menu));
                harness.click_on(target)
            } else if index == menus.len() {
                harness.click_on(Target::menu(menu))
            } else {
                let mut hovered = harness.hover_on(Target::menu(menu))?;
                hovered.frames += harness.settle_after_action()?.frames;
                Ok(hovered)
            }
        };
        for (index, menu) in menus.iter().chain([last]).enumerate() {
            match step(self, index, menu) {
                Ok(action) if index == menus.len() => {
                    return Ok(Action {
                        what: format!("clicked the menu path {:?}", path.join(" > ")),
                        frames: frames + action.frames,
                        ..action
                    });
                }
                Ok(action) => frames += action.frames,
                Err(error) => {
                    let closed = match index {
                        0 => String::new(),
                        _ => match self.close_menus(path[0], lists_before) {
                            Ok(true) => "; the menus it opened are closed again".to_owned(),
                            Ok(false) | Err(_) => "; the menus it opened are still open".to_owned(),
                        },
                    };
                    return Err(HarnessError::Missed {
                        action: format!("click the menu path {:?}", path.join(" > ")),
                        why: format!("at {menu:?}: {error}{closed}"),
                    });
                }
            }
        }
        unreachable!("the loop returns at the path's last step")
    }

    /// The menu bar's menu labelled `label`, by its id path (`Window/##menubar/Label`, in
    /// 1.92 `##MenuBar`: Dear ImGui's `BeginMenu` submits its selectable under the label
    /// pushed on the menu bar's id), where exactly one shown window has one; `None` without items or otherwise.
    fn menu_bar_menu(&self, label: &str) -> Option<Target> {
        let items = self.frame.as_ref()?.items().ok()?;
        let escape = crate::items::escape_path_part;
        let mut found: Vec<String> = Vec::new();
        for window in items.all().iter().filter(|item| item.is_window()) {
            let path = format!(
                "{}/{}/{}",
                escape(&window.window),
                crate::binding::MENU_BAR_ID,
                escape(label)
            );
            let id = crate::items::id_of_path(&path);
            let shown = items
                .all()
                .iter()
                .any(|item| item.id == id && item.visible());
            if shown && !found.contains(&path) {
                found.push(path);
            }
        }
        match found.as_slice() {
            [path] => Some(Target::path(path.clone())),
            _ => None,
        }
    }

    /// Closes the menus a path opened from the menu bar's `first` menu: clicks it again (an
    /// open menu bar menu closes at a click, its submenus with it); whether the frame then
    /// has no more draw lists than `lists` (each open menu is a draw list of its own).
    fn close_menus(&mut self, first: &str, lists: usize) -> Result<bool, HarnessError> {
        let menu = self.menu_bar_menu(first).unwrap_or(Target::menu_bar(first));
        self.click_on(menu)?;
        Ok(self
            .frame
            .as_ref()
            .is_some_and(|frame| frame.lists.len() <= lists))
    }

    /// A window's state after the last frame, by name: rectangle, scroll, collapsed,
    /// focused (needs the `item-hooks` feature, not imgui's define). Fails with
    /// [`HarnessError::NoFrame`] before the first frame, and naming the windows the last
    /// frame's items are in when imgui has none of that name.
    pub fn window(&self, name: &str) -> Result<crate::items::WindowInfo, HarnessError> {
        let frame = self.frame.as_ref().ok_or(HarnessError::NoFrame)?;
        self.stepper.make_current();
        match crate::items::record::window(name) {
            Ok(Some(info)) => Ok(info),
            Ok(None) => {
                // Top-level windows only (a child window is named `Parent/Child_ID`), and not
                // imgui's implicit one, which a frame has without asking.
                let mut names: Vec<&str> = Vec::new();
                let items = frame.items().map(|items| items.all()).unwrap_or_default();
                for window in items.iter().map(|item| item.window.as_str()) {
                    let shown = !window.contains('/') && window != "Debug##Default";
                    if shown && !names.contains(&window) {
                        names.push(window);
                    }
                }
                let mut why = "imgui has no window of that name".to_owned();
                if !names.is_empty() {
                    let names: Vec<String> = names.iter().map(|name| format!("{name:?}")).collect();
                    why.push_str(&format!("; the last frame's windows: {}", names.join(", ")));
                }
                Err(HarnessError::Missed {
                    action: format!("find the window {name:?}"),
                    why,
                })
            }
            Err(error) => Err(HarnessError::Item(FindItemError::Items(error))),
        }
    }

    /// Drags `from` onto `to` as a user does: hovers `from`, presses, moves to `to` in
    /// steps (past imgui's drag threshold, so a drag-and-drop source starts its payload),
    /// waits there until imgui hovers the drop target, releases and settles. For sliders
    /// and scrollbars to a value, see [`Harness::drag_slider_to`].
    pub fn drag(
        &mut self,
        from: impl Into<Target>,
        to: impl Into<Target>,
    ) -> Result<Action, HarnessError> {
        let (from, to) = (from.into(), to.into());
        let source = self.find(&from)?;
        let start = centre(source.rect);
        let mut frames = self.approach(&from, start, &source)?;
        self.press(true);
        self.step();
        frames += 1;
        if !self.hovered_and_active(source.item_id).1 {
            self.press(false);
            return Err(HarnessError::Missed {
                action: format!("drag {from} at ({}, {})", start[0], start[1]),
                why: "no item became active when the button went down".to_owned(),
            });
        }
        self.remember_press(start);
        // The target is found while the drag is on (it may show only then); the pointer
        // moves there in eight steps, a frame each.
        let target = self.find(&to)?;
        let end = centre(target.rect);
        for step in 1..=8 {
            let t = step as f32 / 8.0;
            let at = [
                start[0] + (end[0] - start[0]) * t,
                start[1] + (end[1] - start[1]) * t,
            ];
            self.send(InputEvent::MouseMove(at));
            self.step();
            frames += 1;
        }
        // A frame more over the target, for drop targets that need the hover first.
        self.step();
        frames += 1;
        self.press(false);
        let AfterAction {
            frames: settled,
            still_changing,
            settled: touched,
        } = self.settle_after_action()?;
        Ok(Action {
            what: format!(
                "dragged {from} at ({}, {}) onto {to} at ({}, {})",
                start[0], start[1], end[0], end[1]
            ),
            at: end,
            item: self.item_of(source.item_id),
            frames: frames + settled,
            still_changing,
            settled: touched,
        })
    }

    /// Sets a text field to `text`: clicks it, selects what it holds (Ctrl+A), types `text`
    /// over it, presses Enter, and settles.
    pub fn set_text(
        &mut self,
        target: impl Into<Target>,
        text: &str,
    ) -> Result<Action, HarnessError> {
        let mut action = self.click_on(target)?;
        action.frames += self.press_chord(&[Key::ModCtrl, Key::A])?.frames;
        self.type_text(text);
        let entered = self.press_chord(&[Key::Enter])?;
        action.frames += entered.frames;
        (action.still_changing, action.settled) = (entered.still_changing, entered.settled);
        action.what = format!("{}, set the text to {text:?}", action.what);
        Ok(action)
    }

    /// Presses `keys` together (a chord: `[Key::ModCtrl, Key::A]`), releases them in the
    /// reverse order, and settles.
    pub fn press_chord(&mut self, keys: &[Key]) -> Result<Action, HarnessError> {
        for key in keys {
            self.send(InputEvent::Key {
                key: *key,
                down: true,
            });
        }
        let frames = 1;
        self.step();
        for key in keys.iter().rev() {
            self.send(InputEvent::Key {
                key: *key,
                down: false,
            });
        }
        let AfterAction {
            frames: settled,
            still_changing,
            settled: touched,
        } = self.settle_after_action()?;
        Ok(Action {
            what: format!("pressed {keys:?}"),
            at: crate::binding::mouse_pos(self.stepper.context().io()),
            item: None,
            frames: frames + settled,
            still_changing,
            settled: touched,
        })
    }
}

/// The visible lines one frame has and the other has not (a few of each), to say in words
/// what keeps changing: "; text gone: \"frame 60\" at [..]; text new: \"frame 61\" ..".
fn text_changes(before: &Frame, after: &Frame) -> String {
    let describe = |lines: Vec<crate::text::TextLine>| {
        lines
            .iter()
            .take(3)
            .map(|line| {
                let [x1, y1, x2, y2] = line.rect;
                format!("{:?} at [{x1:.0}, {y1:.0}, {x2:.0}, {y2:.0}]", line.text)
            })
            .collect::<Vec<_>>()
            .join(", ")
    };
    let (old, new) = (before.visible_text().lines(), after.visible_text().lines());
    let gone: Vec<_> = old
        .iter()
        .filter(|line| !new.contains(line))
        .cloned()
        .collect();
    let added: Vec<_> = new
        .iter()
        .filter(|line| !old.contains(line))
        .cloned()
        .collect();
    let mut words = String::new();
    if !gone.is_empty() {
        words.push_str(&format!("; text gone: {}", describe(gone)));
    }
    if !added.is_empty() {
        words.push_str(&format!("; text new: {}", describe(added)));
    }
    words
}

/// The first number in a text ("ratio = 0.250" is 0.25), as a slider shows its value.
fn first_number(text: &str) -> Option<f64> {
    first_number_text(text)?.parse().ok()
}

/// The first number's characters in `text`: digits with a `-` before and a `.` between.
fn first_number_text(text: &str) -> Option<&str> {
    let start = text.find(|c: char| c.is_ascii_digit() || c == '-')?;
    let rest = &text[start..];
    let end = rest
        .char_indices()
        .skip(1)
        .find(|(_, c)| !(c.is_ascii_digit() || *c == '.'))
        .map_or(rest.len(), |(index, _)| index);
    Some(&rest[..end])
}

/// Whether `shown` (an item's text) shows `value` at the precision it shows: a `%.3f`
/// slider that holds 0.1234 shows "0.123", and that is 0.1234 shown, as a user reads it.
fn shows_value(shown: &str, value: f64) -> bool {
    let Some(number) = first_number_text(shown) else {
        return false;
    };
    let decimals = number.split_once('.').map_or(0, |(_, after)| after.len());
    let rounded: Option<f64> = format!("{value:.decimals$}").parse().ok();
    rounded.is_some() && rounded == number.parse().ok()
}
