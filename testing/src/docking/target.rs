//! Where a window is docked to: a window and a side of it ([`DockTarget`], [`DockSide`]), and
//! where Dear ImGui shows the dock-target square for that side, computed as imgui computes it
//! (`DockNodeCalcDropRectsAndTestMousePos` in its docking branch), so a drag aims where a
//! user would release.

use std::fmt;

use crate::text::Rect;

/// A side of a window (or of the dock node it is in) to dock another window to: the five
/// squares Dear ImGui shows over a window while a window is dragged onto it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum DockSide {
    /// The middle square: the window becomes a tab beside the target's.
    Center,
    /// The left square: the target's node is split side by side, the window on the left.
    Left,
    /// The right square: split side by side, the window on the right.
    Right,
    /// The upper square: split one above the other, the window on top.
    Up,
    /// The lower square: split one above the other, the window below.
    Down,
}

impl DockSide {
    /// The unit direction from a node's centre to this side's square.
    fn direction(self) -> [f32; 2] {
        match self {
            Self::Center => [0.0, 0.0],
            Self::Left => [-1.0, 0.0],
            Self::Right => [1.0, 0.0],
            Self::Up => [0.0, -1.0],
            Self::Down => [0.0, 1.0],
        }
    }

    const SIDES: [Self; 4] = [Self::Left, Self::Right, Self::Up, Self::Down];
}

impl fmt::Display for DockSide {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Center => "centre",
            Self::Left => "left",
            Self::Right => "right",
            Self::Up => "top",
            Self::Down => "bottom",
        })
    }
}

/// Where [`Harness::dock_window`](crate::Harness::dock_window) drops a window: onto the
/// window named `window` (its dock node, when it is docked), on `side`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct DockTarget {
    /// The name of the window to dock onto, as passed to `ui.window(..)`.
    pub window: String,
    /// Which of its dock squares to release over.
    pub side: DockSide,
}

impl DockTarget {
    /// The `side` square of the window named `window`:
    /// `DockTarget::new("Scene", DockSide::Left)`.
    pub fn new(window: impl Into<String>, side: DockSide) -> Self {
        Self {
            window: window.into(),
            side,
        }
    }

    /// The middle square of `window`: dock as a tab beside it.
    pub fn tab_of(window: impl Into<String>) -> Self {
        Self::new(window, DockSide::Center)
    }
}

impl fmt::Display for DockTarget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the {} of {:?}", self.side, self.window)
    }
}

/// imgui's `ImFloor`: truncation toward zero (its coordinates here are positive).
fn floor(value: f32) -> f32 {
    value.trunc()
}

/// Half sizes and offset of the squares of a node `parent` for a font of `font_size`, as
/// imgui sizes them: (longer half side, shorter half side, offset from the centre).
fn square_metrics(parent: Rect, font_size: f32, outer: bool) -> (f32, f32, [f32; 2]) {
    let [x1, y1, x2, y2] = parent;
    let (width, height) = (x2 - x1, y2 - y1);
    let smaller = width.min(height);
    let half = (font_size * 1.5).min((font_size * 0.5).max(smaller / 8.0));
    if outer {
        let (long, short) = (floor(half * 1.5), floor(half * 0.8));
        let off = [floor(width * 0.5 - short), floor(height * 0.5 - short)];
        (long, short, off)
    } else {
        let (long, short) = (floor(half), floor(half * 0.9));
        let off = floor(long * 2.4);
        (long, short, [off, off])
    }
}

/// The centre imgui measures the squares from: the node's centre, floored.
fn node_centre([x1, y1, x2, y2]: Rect) -> [f32; 2] {
    [floor((x1 + x2) * 0.5), floor((y1 + y2) * 0.5)]
}

/// The square imgui draws for `side` over the node (or floating window) `parent`, with the
/// font size of the window that hosts it; `outer` for the squares at the edges of a whole
/// dock tree (imgui's "outer docking").
pub(crate) fn drop_rect(parent: Rect, side: DockSide, font_size: f32, outer: bool) -> Rect {
    let (long, short, [ox, oy]) = square_metrics(parent, font_size, outer);
    let [cx, cy] = node_centre(parent);
    match side {
        DockSide::Center => [cx - long, cy - long, cx + long, cy + long],
        DockSide::Up => [cx - long, cy - oy - short, cx + long, cy - oy + short],
        DockSide::Down => [cx - long, cy + oy - short, cx + long, cy + oy + short],
        DockSide::Left => [cx - ox - short, cy - long, cx - ox + short, cy + long],
        DockSide::Right => [cx + ox - short, cy - long, cx + ox + short, cy + long],
    }
}

/// imgui's `ImRect::Contains` (the far edges excluded).
fn contains([x1, y1, x2, y2]: Rect, [x, y]: [f32; 2]) -> bool {
    x >= x1 && y >= y1 && x < x2 && y < y2
}

/// Whether imgui's hit test picks `side` for the mouse at `point` over `parent`: the inner
/// squares test by distance and quadrant from the centre (against flicker on diagonals),
/// the outer ones by their rectangle.
pub(crate) fn hits(
    parent: Rect,
    side: DockSide,
    font_size: f32,
    outer: bool,
    point: [f32; 2],
) -> bool {
    let rect = drop_rect(parent, side, font_size, outer);
    if outer {
        return contains(rect, point);
    }
    let (long, _, _) = square_metrics(parent, font_size, false);
    let [cx, cy] = node_centre(parent);
    let (dx, dy) = (point[0] - cx, point[1] - cy);
    let distance2 = dx * dx + dy * dy;
    let centre = long * 1.4;
    let sides = long * (1.4 + 1.2);
    if distance2 < centre * centre {
        return side == DockSide::Center;
    }
    if distance2 < sides * sides {
        return side == quadrant(dx, dy);
    }
    let grow = floor(long * 0.3);
    let [x1, y1, x2, y2] = rect;
    contains([x1 - grow, y1 - grow, x2 + grow, y2 + grow], point)
}

/// imgui's `ImGetDirQuadrantFromDelta`.
fn quadrant(dx: f32, dy: f32) -> DockSide {
    if dx.abs() > dy.abs() {
        if dx > 0.0 {
            DockSide::Right
        } else {
            DockSide::Left
        }
    } else if dy > 0.0 {
        DockSide::Down
    } else {
        DockSide::Up
    }
}

/// Where to release to dock on `side` of `node`: a whole-unit point (imgui floors the mouse
/// position) inside `node` where imgui's hit test picks `side`, and, where imgui also offers
/// the outer squares of the dock tree `root`, inside none of them. The square's centre
/// first, then points nearer the node's centre along the same line. `None` when the node is
/// too small for any.
pub(crate) fn aim(
    node: Rect,
    side: DockSide,
    font_size: f32,
    root: Option<Rect>,
) -> Option<[f32; 2]> {
    let (long, _, _) = square_metrics(node, font_size, false);
    let [cx, cy] = node_centre(node);
    let [dx, dy] = side.direction();
    let distances: &[f32] = if side == DockSide::Center {
        &[0.0, 0.5, 1.0]
    } else {
        &[2.4, 2.5, 2.3, 2.2, 2.1, 2.0, 1.9, 1.8, 1.7, 1.6, 1.5]
    };
    distances
        .iter()
        .map(|distance| {
            let reach = long * distance;
            [floor(cx + dx * reach), floor(cy + dy * reach)]
        })
        .find(|point| {
            contains(node, *point)
                && hits(node, side, font_size, false, *point)
                && root.is_none_or(|root| {
                    DockSide::SIDES
                        .iter()
                        .all(|outer| !hits(root, *outer, font_size, true, *point))
                })
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 380x280 window at (10, 10) with imgui's default 13-unit font: the squares are 19
    /// units across their long half (1.5 font sizes), the side ones 45 units from the centre.
    #[test]
    fn the_squares_of_a_window_are_where_imgui_draws_them() {
        let window = [10.0, 10.0, 390.0, 290.0];
        assert_eq!(
            drop_rect(window, DockSide::Center, 13.0, false),
            [181.0, 131.0, 219.0, 169.0]
        );
        assert_eq!(
            drop_rect(window, DockSide::Left, 13.0, false),
            [138.0, 131.0, 172.0, 169.0]
        );
        for side in [DockSide::Center, DockSide::Left, DockSide::Down] {
            let point = aim(window, side, 13.0, None).unwrap();
            assert!(hits(window, side, 13.0, false, point), "{side}: {point:?}");
            for other in DockSide::SIDES.iter().chain(&[DockSide::Center]) {
                if *other != side {
                    assert!(
                        !hits(window, *other, 13.0, false, point),
                        "{other} at {side}"
                    );
                }
            }
        }
    }

    /// A narrow node at the edge of its dock tree: its left square's centre lies in the
    /// tree's outer left square, so the aim moves inwards; a narrower one has no point that
    /// imgui would not give to the outer square.
    #[test]
    fn the_aim_avoids_the_outer_squares_of_the_tree() {
        let root = [0.0, 0.0, 400.0, 300.0];
        assert_eq!(
            aim([0.0, 0.0, 90.0, 300.0], DockSide::Left, 13.0, Some(root)),
            None
        );
        let node = [0.0, 0.0, 120.0, 300.0];
        let plain = aim(node, DockSide::Left, 13.0, None).unwrap();
        let outer_left = DockSide::SIDES
            .iter()
            .any(|outer| hits(root, *outer, 13.0, true, plain));
        assert!(
            outer_left,
            "the square's centre {plain:?} is in an outer square"
        );
        let point = aim(node, DockSide::Left, 13.0, Some(root)).unwrap();
        assert!(hits(node, DockSide::Left, 13.0, false, point));
        assert!(
            point[0] > plain[0],
            "{point:?} is nearer the centre than {plain:?}"
        );
    }
}
