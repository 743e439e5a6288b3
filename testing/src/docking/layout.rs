//! The dock layout as data: the trees of dock nodes Dear ImGui keeps (splits, sizes, the
//! windows docked in each leaf and the tab that shows), with the questions a test asks of it
//! (where is this window docked, are these two tabs of one node, on which side of that one
//! is it) and a text form for snapshots.

use std::fmt;

use super::DockSide;
use crate::text::Rect;

/// The axis a split node divides its space along.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum DockAxis {
    /// Side by side: the first child on the left, the second on the right.
    X,
    /// One above the other: the first child on top, the second below.
    Y,
}

/// A split node's two children, in imgui's order along its axis.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct DockSplit {
    /// The axis the node is divided along.
    pub axis: DockAxis,
    /// The left (X) or upper (Y) child.
    pub first: Box<DockNode>,
    /// The right (X) or lower (Y) child.
    pub second: Box<DockNode>,
}

/// One node of a dock tree: a split into two children, or a leaf that holds windows as
/// tabs (a dockspace's empty central node holds none).
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct DockNode {
    /// imgui's id of the node (stable for a given sequence of docking, not meant to be
    /// written into tests: ask by window name instead).
    pub id: u32,
    /// Where the node is, in imgui units.
    pub rect: Rect,
    /// Its two children, for a split node.
    pub split: Option<DockSplit>,
    /// The windows docked in a leaf, by name, in the order their tabs show.
    pub windows: Vec<String>,
    /// The window whose tab is selected (the one that shows), in a leaf that holds any.
    pub selected: Option<String>,
    /// Whether the node belongs to a dockspace (`DockSpace`, `dockspace_over_main_viewport`)
    /// rather than to a floating dock tree made by docking windows together.
    pub dockspace: bool,
    /// Whether it is a dockspace's central node (the one that stays when others close).
    pub central: bool,
    /// Whether imgui showed the node in the last frame (a node whose windows stopped being
    /// submitted stays in the layout, hidden, so they dock back where they were).
    pub visible: bool,
}

impl DockNode {
    /// Whether the node is a leaf (holds windows), not a split.
    pub fn is_leaf(&self) -> bool {
        self.split.is_none()
    }

    /// The node's width and height.
    pub fn size(&self) -> [f32; 2] {
        let [x1, y1, x2, y2] = self.rect;
        [x2 - x1, y2 - y1]
    }

    /// Its two children, for a split node.
    pub fn children(&self) -> Option<[&DockNode; 2]> {
        self.split
            .as_ref()
            .map(|split| [&*split.first, &*split.second])
    }

    /// Whether the leaf `window` is docked in is this node or under it.
    pub fn holds(&self, window: &str) -> bool {
        self.windows.iter().any(|name| name == window)
            || self
                .children()
                .is_some_and(|children| children.iter().any(|child| child.holds(window)))
    }

    /// This node and every node under it, parents before children.
    fn walk<'a>(&'a self, nodes: &mut Vec<&'a DockNode>) {
        nodes.push(self);
        if let Some(children) = self.children() {
            for child in children {
                child.walk(nodes);
            }
        }
    }

    /// The node's line of [`DockLayout::to_text`], then its children's, indented.
    fn write_text(&self, depth: usize, text: &mut String) {
        let [x1, y1, x2, y2] = self.rect.map(whole);
        text.push_str(&"  ".repeat(depth));
        text.push_str(&format!("node [{x1}, {y1}, {x2}, {y2}]"));
        if self.dockspace {
            text.push_str(" dockspace");
        }
        if self.central {
            text.push_str(" central");
        }
        if !self.visible {
            text.push_str(" hidden");
        }
        match &self.split {
            Some(split) => {
                let axis = match split.axis {
                    DockAxis::X => "split x (left | right)",
                    DockAxis::Y => "split y (top / bottom)",
                };
                text.push_str(&format!(" {axis}\n"));
                split.first.write_text(depth + 1, text);
                split.second.write_text(depth + 1, text);
            }
            None if self.windows.is_empty() => text.push_str(" empty\n"),
            None => {
                let tabs: Vec<String> = self
                    .windows
                    .iter()
                    .map(|name| {
                        let mark = if self.selected.as_ref() == Some(name) {
                            "*"
                        } else {
                            ""
                        };
                        format!("{name:?}{mark}")
                    })
                    .collect();
                text.push_str(&format!(" tabs {}\n", tabs.join(", ")));
            }
        }
    }
}

/// A number in whole units for text, without a "-0".
fn whole(value: f32) -> f32 {
    value.round() + 0.0
}

/// Every dock tree of an imgui context, read by
/// [`Harness::dock_layout`](crate::Harness::dock_layout): trees of [`DockNode`]s, each
/// split node with its axis and two children, each leaf with the windows docked in it as
/// tabs and the one selected. A test asks it where a window is docked
/// ([`DockLayout::node_of`], [`DockLayout::are_tabs_together`], [`DockLayout::side_of`]) or
/// snapshots it whole ([`DockLayout::to_text`], [`assert_dock_snapshot`](crate::assert_dock_snapshot)).
#[derive(Clone, Debug, Default, PartialEq)]
#[non_exhaustive]
pub struct DockLayout {
    /// The root of each dock tree: one per dockspace and per floating group of windows
    /// docked together, in imgui's id order.
    pub roots: Vec<DockNode>,
}

impl DockLayout {
    /// Every node, each tree's root first and parents before their children.
    pub fn nodes(&self) -> Vec<&DockNode> {
        let mut nodes = Vec::new();
        for root in &self.roots {
            root.walk(&mut nodes);
        }
        nodes
    }

    /// The leaf `window` is docked in (a tab of it), or `None` where it is not docked.
    pub fn node_of(&self, window: &str) -> Option<&DockNode> {
        self.nodes()
            .into_iter()
            .find(|node| node.windows.iter().any(|name| name == window))
    }

    /// Whether `window` is docked anywhere.
    pub fn is_docked(&self, window: &str) -> bool {
        self.node_of(window).is_some()
    }

    /// The root of the dock tree `window` is docked in.
    pub fn root_of(&self, window: &str) -> Option<&DockNode> {
        self.roots.iter().find(|root| root.holds(window))
    }

    /// Whether `a` and `b` are tabs of one leaf (`b` docked into the centre of `a`, or the
    /// other way round). `false` when either is not docked.
    pub fn are_tabs_together(&self, a: &str, b: &str) -> bool {
        self.node_of(a)
            .is_some_and(|node| node.windows.iter().any(|name| name == b))
    }

    /// Where `window` is docked relative to `other`, as [`DockTarget`](super::DockTarget)
    /// says it: [`DockSide::Center`] when they are tabs of one leaf; otherwise the side of
    /// the split that first separates them (the smallest node that holds both), `window`
    /// being on the left, right, top or bottom of it. `None` when they are not in one
    /// dock tree (or either is not docked). So after
    /// `dock_window(a, DockTarget::new(b, side))`, `side_of(a, b)` is `Some(side)`.
    pub fn side_of(&self, window: &str, other: &str) -> Option<DockSide> {
        if self.are_tabs_together(window, other) {
            return Some(DockSide::Center);
        }
        let mut node = self.root_of(window)?;
        loop {
            let split = node.split.as_ref()?;
            let (in_first, other_in_first) = (split.first.holds(window), split.first.holds(other));
            let (in_second, other_in_second) =
                (split.second.holds(window), split.second.holds(other));
            if (in_first && other_in_first) || (in_second && other_in_second) {
                node = if in_first {
                    &split.first
                } else {
                    &split.second
                };
                continue;
            }
            if !(other_in_first || other_in_second) {
                return None;
            }
            return Some(match (split.axis, in_first) {
                (DockAxis::X, true) => DockSide::Left,
                (DockAxis::X, false) => DockSide::Right,
                (DockAxis::Y, true) => DockSide::Up,
                (DockAxis::Y, false) => DockSide::Down,
            });
        }
    }

    /// The layout in text, for snapshots and failure messages: a header line, then one line
    /// per node, children indented under their split, rectangles in whole units, the
    /// selected tab marked `*`:
    ///
    /// ```text
    /// imgui-webgpu dock layout v1
    /// node [10, 10, 390, 290] split y (top / bottom)
    ///   node [10, 10, 390, 147] tabs "Inspector"*
    ///   node [10, 149, 390, 290] tabs "Scene", "Tools"*
    /// ```
    ///
    /// Node ids are left out: they depend on the order of docking, not on the layout.
    pub fn to_text(&self) -> String {
        let mut text = String::from("imgui-webgpu dock layout v1\n");
        if self.roots.is_empty() {
            text.push_str("no dock nodes\n");
        }
        for root in &self.roots {
            root.write_text(0, &mut text);
        }
        text
    }
}

impl fmt::Display for DockLayout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_text())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn leaf(rect: Rect, windows: &[&str]) -> DockNode {
        DockNode {
            id: 0,
            rect,
            split: None,
            windows: windows.iter().map(|name| name.to_string()).collect(),
            selected: windows.first().map(|name| name.to_string()),
            dockspace: false,
            central: false,
            visible: true,
        }
    }

    fn split(axis: DockAxis, first: DockNode, second: DockNode) -> DockNode {
        let ([x1, y1, ..], [.., x2, y2]) = (first.rect, second.rect);
        DockNode {
            split: Some(DockSplit {
                axis,
                first: Box::new(first),
                second: Box::new(second),
            }),
            ..leaf([x1, y1, x2, y2], &[])
        }
    }

    /// Tools left of a column that holds Scene (with Notes as a tab) over Inspector.
    fn layout() -> DockLayout {
        let column = split(
            DockAxis::Y,
            leaf([104.0, 0.0, 400.0, 150.0], &["Scene", "Notes"]),
            leaf([104.0, 154.0, 400.0, 300.0], &["Inspector"]),
        );
        DockLayout {
            roots: vec![split(
                DockAxis::X,
                leaf([0.0, 0.0, 100.0, 300.0], &["Tools"]),
                column,
            )],
        }
    }

    #[test]
    fn sides_follow_the_split_that_separates_two_windows() {
        let layout = layout();
        assert_eq!(layout.side_of("Tools", "Scene"), Some(DockSide::Left));
        assert_eq!(layout.side_of("Inspector", "Tools"), Some(DockSide::Right));
        assert_eq!(layout.side_of("Scene", "Inspector"), Some(DockSide::Up));
        assert_eq!(layout.side_of("Inspector", "Notes"), Some(DockSide::Down));
        assert_eq!(layout.side_of("Notes", "Scene"), Some(DockSide::Center));
        assert_eq!(layout.side_of("Notes", "Elsewhere"), None);
        assert!(layout.are_tabs_together("Scene", "Notes"));
        assert!(!layout.are_tabs_together("Scene", "Inspector"));
        assert_eq!(
            layout.node_of("Inspector").map(DockNode::size),
            Some([296.0, 146.0])
        );
    }

    #[test]
    fn the_text_form_nests_children_and_marks_the_selected_tab() {
        assert_eq!(
            layout().to_text(),
            "imgui-webgpu dock layout v1\n\
             node [0, 0, 400, 300] split x (left | right)\n  \
               node [0, 0, 100, 300] tabs \"Tools\"*\n  \
               node [104, 0, 400, 300] split y (top / bottom)\n    \
                 node [104, 0, 400, 150] tabs \"Scene\"*, \"Notes\"\n    \
                 node [104, 154, 400, 300] tabs \"Inspector\"*\n"
        );
    }
}
