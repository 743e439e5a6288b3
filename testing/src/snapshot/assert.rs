//! The one-line checks tests call (`assert_draw_snapshot`, `assert_text_snapshot`,
//! `assert_pixel_snapshot`): a [`SnapshotDir`] check that panics with the difference.

use crate::harness::frame::Frame;
use crate::images::PixelTolerance;
use crate::images::RgbaImage;
use crate::snapshot::DrawSnapshot;

use super::store::SnapshotDir;

/// Checks a frame against `tests/snapshots/NAME.txt` and panics with the first difference
/// on a mismatch (after writing `NAME.new.txt`). `UPDATE_SNAPSHOTS=1` stores it instead.
#[track_caller]
pub fn assert_draw_snapshot(name: &str, snapshot: &DrawSnapshot) {
    if let Err(error) = SnapshotDir::new().check_draw(name, snapshot) {
        panic!("draw snapshot `{name}`: {error}");
    }
}

/// Checks the text a frame shows against `tests/snapshots/NAME.visible.txt` (one line of
/// text per line, with its rectangle in whole units) and panics with a unified diff from
/// the stored text to the new one on a mismatch (after writing `NAME.new.visible.txt`). `UPDATE_SNAPSHOTS=1` stores
/// it instead. Visible text outlasts imgui updates that move vertices by a hair, and reads
/// well in review.
#[track_caller]
pub fn assert_text_snapshot(name: &str, frame: &Frame) {
    if let Err(error) = SnapshotDir::new().check_text(name, &frame.visible_text()) {
        panic!("visible-text snapshot `{name}`: {error}");
    }
}

/// Checks the text one window shows ([`Frame::visible_text_in`]: its lines and its child
/// windows', not those of its popups) against `tests/snapshots/NAME.visible.txt`, as
/// [`assert_text_snapshot`] does for the whole frame; panics with the window's absence
/// (naming the windows the frame draws) where the frame draws no window `window`.
#[track_caller]
pub fn assert_window_text_snapshot(name: &str, frame: &Frame, window: &str) {
    let text = match frame.visible_text_in(window) {
        Ok(text) => text,
        Err(error) => panic!("visible-text snapshot `{name}` of window {window:?}: {error}"),
    };
    if let Err(error) = SnapshotDir::new().check_text(name, &text) {
        panic!("visible-text snapshot `{name}` of window {window:?}: {error}");
    }
}

/// Checks an image against `tests/snapshots/NAME.png` within `tolerance` and panics with the
/// failing-pixel count and worst difference on a mismatch (after writing `NAME.new.png` and
/// `NAME.diff.png`). `UPDATE_SNAPSHOTS=1` stores it instead.
#[track_caller]
pub fn assert_pixel_snapshot(name: &str, image: &RgbaImage, tolerance: PixelTolerance) {
    if let Err(error) = SnapshotDir::new().check_pixels(name, image, tolerance) {
        panic!("pixel snapshot `{name}`: {error}");
    }
}

/// Checks a dock layout (every dock tree, its splits, sizes and tabs:
/// [`DockLayout::to_text`](crate::docking::DockLayout::to_text)) against
/// `tests/snapshots/NAME.dock.txt` and panics with a unified diff on a mismatch (after
/// writing `NAME.new.dock.txt`). `UPDATE_SNAPSHOTS=1` stores it instead. Needs the `docking`
/// feature; read the layout with [`Harness::dock_layout`](crate::Harness::dock_layout).
#[cfg(feature = "docking")]
#[track_caller]
pub fn assert_dock_snapshot(name: &str, layout: &crate::docking::DockLayout) {
    if let Err(error) = SnapshotDir::new().check_dock_layout(name, layout) {
        panic!("dock snapshot `{name}`: {error}");
    }
}

/// Checks a frame's item tree (every item imgui reported, with its window, label, status
/// and rectangle: [`Items::to_text`](crate::items::Items::to_text)) against
/// `tests/snapshots/NAME.items.txt` and panics with a unified diff on a mismatch (after
/// writing `NAME.new.items.txt`), or when the frame has no items (item hooks are off).
/// `UPDATE_SNAPSHOTS=1` stores it instead.
#[track_caller]
pub fn assert_item_snapshot(name: &str, frame: &Frame) {
    let items = match frame.items() {
        Ok(items) => items,
        Err(error) => panic!("item snapshot `{name}`: {error}"),
    };
    if let Err(error) = SnapshotDir::new().check_items(name, items) {
        panic!("item snapshot `{name}`: {error}");
    }
}
