//! Widgets by identity and state, on Dear ImGui's own demo window. With the `item-hooks`
//! feature and imgui built with `IMGUI_ENABLE_TEST_ENGINE` (`cargo xtask test` runs this
//! file so, with `IMGUI_WEBGPU_EXPECT_ITEMS=1`), every query and state is checked; in the
//! ordinary build the frame must say why there are no items, and visible text still works.

use imgui_webgpu_testing::items::{FindItemError, Item, ItemsError, id_of_path};
use imgui_webgpu_testing::{Harness, HarnessConfig};

fn centre(item: &Item) -> [f32; 2] {
    let [x1, y1, x2, y2] = item.rect;
    [(x1 + x2) / 2.0, (y1 + y2) / 2.0]
}

const DEMO: &str = "Dear ImGui Demo";

#[test]
fn the_demo_window_by_identity_and_state() {
    let mut harness =
        Harness::new(HarnessConfig::new([1000.0, 800.0])).expect("this test needs a wgpu adapter");
    let mut open = true;
    let mut demo = |ui: &mut imgui::Ui| ui.show_demo_window(&mut open);
    let frame = harness.run(3, &mut demo);
    let expected = std::env::var("IMGUI_WEBGPU_EXPECT_ITEMS").is_ok_and(|value| value == "1");
    if !expected {
        let error = frame.items().unwrap_err();
        let wanted = if cfg!(feature = "item-hooks") {
            ItemsError::ImguiWithoutHooks
        } else {
            ItemsError::FeatureOff
        };
        assert_eq!(error, wanted);
        assert!(
            error.to_string().contains("IMGUI_ENABLE_TEST_ENGINE"),
            "{error}"
        );
        assert!(
            frame.find_text("Widgets").is_ok(),
            "visible text works without items"
        );
        return;
    }
    let items = frame.items().expect("items are recorded");
    eprintln!(
        "{} items in the demo window's first frame",
        items.all().len()
    );

    // A collapsing header, found by its exact label: openable, closed, in the demo window.
    let widgets = frame.item("Widgets").expect("one item is labelled Widgets");
    assert_eq!(widgets.window, DEMO);
    assert!(
        widgets.status.openable && !widgets.status.opened,
        "{widgets:?}"
    );
    // Its id is the window's id path.
    assert_eq!(widgets.id, id_of_path(&format!("{DEMO}/Widgets")));

    // A label that is not there names the nearest, and an ambiguous one every answer.
    let error = frame.item("Widgtes").unwrap_err();
    assert!(
        matches!(&error, FindItemError::NotFound { nearest, .. }
            if nearest.first().is_some_and(|item| item.label == "Widgets")),
        "{error}"
    );
    assert!(
        error
            .to_string()
            .contains("\"Widgets\" in \"Dear ImGui Demo\""),
        "{error}"
    );

    // Opened by a click on it: the item says so.
    let at = centre(widgets);
    harness.click(at);
    let frame = harness.run(3, &mut demo);
    let widgets = frame.item("Widgets").unwrap();
    assert!(widgets.status.opened, "{widgets:?}");

    // A tree node under it, by id path (a collapsing header pushes no id), opened.
    let basic = frame
        .items()
        .unwrap()
        .by_path(&format!("{DEMO}/Basic"))
        .expect("the Basic tree node");
    assert_eq!(basic.label, "Basic");
    assert!(basic.status.openable && !basic.status.opened, "{basic:?}");
    let at = centre(basic);
    harness.click(at);
    let frame = harness.run(3, &mut demo);

    // The checkbox inside it (a tree node pushes its label): checkable and ticked, as the
    // demo starts it; a click unticks it.
    let path = format!("{DEMO}/Basic/checkbox");
    let checkbox = frame.items().unwrap().by_path(&path).expect("the checkbox");
    assert!(
        checkbox.status.checkable && checkbox.status.checked,
        "{checkbox:?}"
    );
    let at = centre(checkbox);
    harness.click(at);
    let frame = harness.run(3, &mut demo);
    let checkbox = frame.items().unwrap().by_path(&path).unwrap();
    assert!(!checkbox.status.checked, "{checkbox:?}");

    // Scoped to a window; and the demo's "Help" (a menu and a header) is ambiguous.
    assert!(frame.items().unwrap().in_window(DEMO, "checkbox").is_ok());
    assert!(matches!(
        frame
            .items()
            .unwrap()
            .in_window("Another window", "checkbox"),
        Err(FindItemError::NotFound { .. })
    ));
}

#[test]
fn the_demo_window_driven_by_actions_on_items() {
    use imgui_webgpu_testing::{HarnessError, Target};
    let mut harness = Harness::builder(HarnessConfig::new([1000.0, 800.0]))
        .build_app(true, |ui, open| {
            ui.show_demo_window(open);
        })
        .expect("this test needs a wgpu adapter");
    let expected = std::env::var("IMGUI_WEBGPU_EXPECT_ITEMS").is_ok_and(|value| value == "1");
    if !expected {
        let error = harness.click_on(Target::label("Widgets")).unwrap_err();
        assert!(
            matches!(error, HarnessError::Item(FindItemError::Items(_))),
            "{error}"
        );
        return;
    }
    let action = harness.click_on(Target::label("Widgets")).unwrap();
    assert!(
        action.item.is_some_and(|item| item.status.active),
        "the press made it active"
    );
    harness
        .click_on(Target::path(format!("{DEMO}/Basic")))
        .unwrap();
    let path = format!("{DEMO}/Basic/checkbox");
    let before = harness
        .settle()
        .unwrap()
        .items()
        .unwrap()
        .by_path(&path)
        .unwrap()
        .status;
    assert!(before.checked);
    // Twice in a row on the same spot: two clicks (no double click), back to ticked.
    harness.click_on(Target::path(&path)).unwrap();
    let frame = harness.settle().unwrap();
    assert!(
        !frame
            .items()
            .unwrap()
            .by_path(&path)
            .unwrap()
            .status
            .checked
    );
    harness.click_on(Target::path(&path)).unwrap();
    let frame = harness.settle().unwrap();
    assert!(
        frame
            .items()
            .unwrap()
            .by_path(&path)
            .unwrap()
            .status
            .checked
    );
    // Typing into the demo's text field, found by its label in the demo window.
    harness
        .type_into(Target::in_window(DEMO, "input text"), "!")
        .unwrap();
    assert!(
        harness
            .settle()
            .unwrap()
            .find_text("Hello, world!!")
            .is_ok()
    );
}
