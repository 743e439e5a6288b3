//! Docking (the `docking` feature): windows docked by dragging their title bars (or tabs)
//! onto the squares imgui shows, as a user does, and the dock layout read back: tabs, splits
//! along the right axis with sensible sizes, a layout snapshot (`docking/tabs_and_split`),
//! and the errors that say why a dock did not happen. On 1.92 the layout is read through
//! the testing crate's `cpp/dock_nodes.cpp` (dear-imgui-rs keeps the dock nodes opaque).

use imgui::{Condition, WindowFlags};
use imgui_webgpu_testing::docking::{DockAxis, DockError, DockSide, DockTarget};
use imgui_webgpu_testing::{Harness, HarnessConfig, HarnessError, assert_dock_snapshot};

/// The windows of the app: name, place and size (set once, so docking may move them).
const STUDIO: [(&str, [f32; 2], [f32; 2]); 3] = [
    ("Scene", [10.0, 10.0], [380.0, 280.0]),
    ("Tools", [420.0, 20.0], [150.0, 120.0]),
    ("Inspector", [420.0, 190.0], [180.0, 150.0]),
];

/// An app of floating windows, each showing "NAME body"; `cover`, a window made with
/// `NoDocking` over the middle of "Scene", when asked for.
fn studio(cover: bool) -> Harness<()> {
    Harness::builder(HarnessConfig::new([640.0, 400.0]))
        .build_app((), move |ui: &mut imgui::Ui, _: &mut ()| {
            for (name, pos, size) in STUDIO {
                ui.window(name)
                    .position(pos, Condition::FirstUseEver)
                    .size(size, Condition::FirstUseEver)
                    .build(|| ui.text(format!("{name} body")));
            }
            if cover {
                ui.window("Cover")
                    .position([140.0, 100.0], Condition::FirstUseEver)
                    .size([120.0, 100.0], Condition::FirstUseEver)
                    .flags(WindowFlags::NO_DOCKING)
                    .build(|| ui.text("on top"));
            }
        })
        .expect("these tests need a wgpu adapter")
}

pub fn a_window_dropped_on_the_centre_square_becomes_a_tab_of_the_target() {
    let mut harness = studio(false);
    harness.settle().unwrap();
    assert!(
        harness.dock_layout().roots.is_empty(),
        "nothing is docked at first"
    );

    let action = harness
        .dock_window("Tools", DockTarget::tab_of("Scene"))
        .unwrap();
    assert!(
        action
            .what
            .starts_with("docked \"Tools\" into the centre of \"Scene\""),
        "{action}"
    );

    let layout = harness.dock_layout();
    assert!(layout.are_tabs_together("Tools", "Scene"), "{layout}");
    assert_eq!(layout.roots.len(), 1, "{layout}");
    let node = layout.node_of("Scene").unwrap();
    assert_eq!(node.windows, ["Scene", "Tools"], "{layout}");
    assert_eq!(
        node.selected.as_deref(),
        Some("Tools"),
        "the dropped tab shows"
    );
    // Docking into a floating window makes a node where the window was, at its size.
    assert_eq!(node.rect, [10.0, 10.0, 390.0, 290.0], "{layout}");
    assert!(!layout.is_docked("Inspector"), "{layout}");
    // What the user sees: the selected tab's body, not the other's.
    let frame = harness.settle().unwrap();
    assert!(frame.find_text("Tools body").is_ok());
    assert!(frame.find_text("Scene body").is_err());
}

pub fn a_window_dropped_on_a_side_square_splits_the_target_along_that_axis() {
    let mut harness = studio(false);
    harness
        .dock_window("Inspector", DockTarget::new("Scene", DockSide::Right))
        .unwrap();

    let layout = harness.dock_layout();
    assert_eq!(layout.side_of("Inspector", "Scene"), Some(DockSide::Right));
    assert_eq!(layout.side_of("Scene", "Inspector"), Some(DockSide::Left));
    assert!(!layout.are_tabs_together("Inspector", "Scene"));
    let root = layout.root_of("Scene").unwrap();
    assert_eq!(root.rect, [10.0, 10.0, 390.0, 290.0], "{layout}");
    let split = root.split.as_ref().expect("the root is split");
    assert_eq!(split.axis, DockAxis::X, "left | right: {layout}");
    assert_eq!(split.first.windows, ["Scene"]);
    assert_eq!(split.second.windows, ["Inspector"]);
    // The new node keeps the dropped window's width (180, under half of the target's 380),
    // the target's takes the rest but imgui's 2-unit splitter; both keep the full height.
    assert_eq!(split.second.size(), [180.0, 280.0], "{layout}");
    assert_eq!(split.first.size(), [198.0, 280.0], "{layout}");
    assert_eq!(split.second.rect[0], 10.0 + 198.0 + 2.0, "{layout}");

    // A third window below the split's left node: a split along y inside it.
    harness
        .dock_window("Tools", DockTarget::new("Scene", DockSide::Down))
        .unwrap();
    let layout = harness.dock_layout();
    assert_eq!(layout.side_of("Tools", "Scene"), Some(DockSide::Down));
    assert_eq!(layout.side_of("Tools", "Inspector"), Some(DockSide::Left));
    let left = layout.root_of("Scene").unwrap().children().unwrap()[0];
    let column = left.split.as_ref().expect("the left node is split");
    assert_eq!(column.axis, DockAxis::Y, "top / bottom: {layout}");
    assert_eq!(
        column.second.size(),
        [198.0, 120.0],
        "Tools keeps its height: {layout}"
    );
}

pub fn a_layout_of_tabs_and_splits_matches_its_snapshot() {
    let mut harness = studio(false);
    harness
        .dock_window("Tools", DockTarget::tab_of("Scene"))
        .unwrap();
    harness
        .dock_window("Inspector", DockTarget::new("Scene", DockSide::Up))
        .unwrap();
    let layout = harness.dock_layout();
    assert_eq!(layout.side_of("Inspector", "Tools"), Some(DockSide::Up));
    assert_dock_snapshot("docking/tabs_and_split", &layout);
}

pub fn a_docked_tab_dragged_out_docks_on_another_side() {
    let mut harness = studio(false);
    harness
        .dock_window("Tools", DockTarget::tab_of("Scene"))
        .unwrap();
    // "Tools" is a tab now: the drag presses its tab and pulls it out of the tab bar.
    let action = harness
        .dock_window("Tools", DockTarget::new("Scene", DockSide::Left))
        .unwrap();
    let layout = harness.dock_layout();
    assert_eq!(
        layout.side_of("Tools", "Scene"),
        Some(DockSide::Left),
        "{action}"
    );
    assert_eq!(
        layout.node_of("Scene").unwrap().windows,
        ["Scene"],
        "{layout}"
    );
    assert_eq!(
        layout.node_of("Tools").unwrap().windows,
        ["Tools"],
        "{layout}"
    );
}

pub fn a_missing_window_or_target_is_named_with_the_windows_there_are() {
    let mut harness = studio(false);
    harness.settle().unwrap();
    let frames = harness.stepper().frames();

    let error = harness
        .dock_window("Tools", DockTarget::tab_of("Nowhere"))
        .unwrap_err();
    match &error {
        HarnessError::Dock(DockError::TargetNotFound { target, windows }) => {
            assert_eq!(target.window, "Nowhere");
            assert_eq!(windows, &["Scene", "Tools", "Inspector"]);
        }
        other => panic!("expected a missing target, got {other:?}"),
    }
    assert!(
        error.to_string().contains("no window \"Nowhere\""),
        "{error}"
    );
    let error = harness
        .dock_window("Toolz", DockTarget::tab_of("Scene"))
        .unwrap_err();
    assert!(
        matches!(&error, HarnessError::Dock(DockError::WindowNotFound { window, .. }) if window == "Toolz"),
        "{error:?}"
    );
    // Nothing was pressed or moved, and nothing docked.
    assert_eq!(harness.stepper().frames(), frames);
    assert!(harness.dock_layout().roots.is_empty());
}

pub fn a_square_under_another_window_takes_no_drop() {
    let mut harness = studio(true);
    harness.settle().unwrap();

    // "Cover" (NoDocking) lies over the middle of "Scene": the drag goes there, and what
    // the mouse is over is the cover, not the square, so nothing accepts the window.
    let error = harness
        .dock_window("Tools", DockTarget::tab_of("Scene"))
        .unwrap_err();
    assert!(
        matches!(&error, HarnessError::Dock(DockError::NotAccepted { window, .. }) if window == "Tools"),
        "{error:?}"
    );
    assert!(error.to_string().contains("no dock preview"), "{error}");
    assert!(harness.dock_layout().roots.is_empty(), "nothing docked");

    // A window made with NoDocking is refused before any drag.
    let error = harness
        .dock_window("Cover", DockTarget::tab_of("Scene"))
        .unwrap_err();
    assert!(
        matches!(&error, HarnessError::Dock(DockError::NotDockable { why, .. }) if why.contains("NoDocking")),
        "{error:?}"
    );
}
