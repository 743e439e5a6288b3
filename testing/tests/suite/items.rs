//! Widgets by identity and state. With the `item-hooks` feature and imgui built with
//! `IMGUI_ENABLE_TEST_ENGINE` (`cargo xtask test` runs this file so, with
//! `IMGUI_WEBGPU_EXPECT_ITEMS=1`), every query and state is checked; in the ordinary build
//! the frame must say why there are no items, and visible text still works. The tests both
//! bindings run (the demo window's among them) are `imgui-webgpu-ui-tests`' (`both.rs`).

use imgui_webgpu_testing::items::{FindItemError, ItemsError};
use imgui_webgpu_testing::{Harness, HarnessConfig, HarnessError, Target};

/// Without items (the ordinary build, 1.89 only: the 1.92 tests always have them), the
/// demo window's frame says why there are none and what imgui needs, visible text still
/// works, and an item target says what is missing.
#[test]
fn the_demo_window_without_items_says_why() {
    if std::env::var("IMGUI_WEBGPU_EXPECT_ITEMS").is_ok_and(|value| value == "1") {
        return; // Items are there: `both::the_demo_window_by_identity_and_state`.
    }
    let mut harness = Harness::builder(HarnessConfig::new([1000.0, 800.0]))
        .build_app(true, |ui, open| {
            ui.show_demo_window(open);
        })
        .expect("this test needs a wgpu adapter");
    let frame = harness.run(3);
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
    let error = harness.click_on(Target::label("Widgets")).unwrap_err();
    assert!(
        matches!(error, HarnessError::Item(FindItemError::Items(_))),
        "{error}"
    );
}

#[test]
fn two_harnesses_on_one_thread_record_their_own_items() {
    let window = |name: &'static str, button: &'static str| {
        move |ui: &mut imgui::Ui| {
            ui.window(name).build(|| {
                ui.button(button);
            });
        }
    };
    let config = HarnessConfig::new([300.0, 200.0]);
    let mut first =
        Harness::new_ui(config, window("First", "One")).expect("this test needs a wgpu adapter");
    let mut second = Harness::new_ui(config, window("Second", "Two")).unwrap();
    first.run(2);
    second.run(2);
    if std::env::var("IMGUI_WEBGPU_EXPECT_ITEMS").is_ok_and(|value| value == "1") {
        let frame = first.run(1);
        assert_eq!(frame.item("One").unwrap().window, "First");
        assert!(frame.item("Two").is_err());
        let frame = second.run(1);
        assert_eq!(frame.item("Two").unwrap().window, "Second");
    }
    assert!(first.frame().unwrap().find_text("One").is_ok());
    assert!(second.frame().unwrap().find_text("Two").is_ok());
}

/// Selectables in a list box and in a combo's popup are wider than their window's clip
/// rectangle (they span its padding: x 68..434 against 70..432): scrolled into view by
/// label, each counts as shown once it is inside vertically (it could never be whole
/// horizontally).
#[test]
fn selectables_in_a_list_box_and_a_combo_scroll_into_view_by_label() {
    let mut harness = Harness::builder(HarnessConfig::new([500.0, 400.0]))
        .build_app(0_usize, |ui, chosen| {
            ui.window("Lists")
                .position([20.0, 20.0], imgui::Condition::Always)
                .size([440.0, 340.0], imgui::Condition::Always)
                .build(|| {
                    let names: Vec<String> = (0..40).map(|line| format!("Line {line}")).collect();
                    if let Some(_list) = imgui::ListBox::new("lines").size([0.0, 120.0]).begin(ui) {
                        for (line, name) in names.iter().enumerate() {
                            if ui.selectable_config(name).selected(*chosen == line).build() {
                                *chosen = line;
                            }
                        }
                    }
                    if let Some(_combo) = ui.begin_combo("choices", &names[*chosen]) {
                        for line in 0..40 {
                            ui.selectable(format!("Choice {line}"));
                        }
                    }
                });
        })
        .expect("this test needs a wgpu adapter");
    if !std::env::var("IMGUI_WEBGPU_EXPECT_ITEMS").is_ok_and(|value| value == "1") {
        return; // Scrolling by label needs items.
    }
    let frame = harness.settle().unwrap();
    let line = frame.item("Line 30").unwrap();
    assert!(
        line.rect[0] < line.clip[0] && line.rect[2] > line.clip[2],
        "the selectable is wider than its clip: {:?} against {:?}",
        line.rect,
        line.clip
    );
    assert!(!line.visible(), "Line 30 starts scrolled out");
    let action = harness.scroll_into_view(Target::label("Line 30")).unwrap();
    let item = action.item.unwrap();
    assert!(item.visible() && item.wholly_visible(), "{item:?}");
    harness.click_on(Target::label("Line 30")).unwrap();
    assert_eq!(
        *harness.state(),
        30,
        "the line scrolled into view took the click"
    );

    harness.click_on(Target::label("choices")).unwrap();
    let action = harness
        .scroll_into_view(Target::label("Choice 35"))
        .unwrap();
    assert!(action.item.unwrap().wholly_visible());
    harness.click_on(Target::label("Choice 35")).unwrap();
}

/// Values typed in, as Dear ImGui's Test Engine's `ItemInputValue` does: a slider to 0.5
/// exactly (a drag stops at 0.498: imgui floors the mouse), a drag and a field; a button
/// takes no typed value and says so. (Values finer than their slider shows, and a slider
/// that clamps: `both::a_typed_value_is_compared_at_the_precision_the_item_shows`.)
#[test]
fn values_are_typed_into_sliders_drags_and_fields() {
    #[derive(Default)]
    struct Values {
        ratio: f32,
        count: i32,
        amount: f32,
    }
    let mut harness = Harness::builder(HarnessConfig::new([500.0, 300.0]))
        .build_app(Values::default(), |ui, values| {
            ui.window("Values")
                .position([20.0, 20.0], imgui::Condition::Always)
                .size([440.0, 240.0], imgui::Condition::Always)
                .build(|| {
                    ui.slider("ratio", 0.0, 1.0, &mut values.ratio);
                    imgui::Drag::new("count")
                        .range(0, 1000)
                        .build(ui, &mut values.count);
                    ui.input_float("amount", &mut values.amount).build();
                    ui.button("Reset");
                });
        })
        .expect("this test needs a wgpu adapter");
    if !std::env::var("IMGUI_WEBGPU_EXPECT_ITEMS").is_ok_and(|value| value == "1") {
        return; // Items name the widgets.
    }
    let action = harness.input_value(Target::label("ratio"), 0.5).unwrap();
    eprintln!("{action}");
    harness.input_value(Target::label("count"), 617.0).unwrap();
    harness.input_value(Target::label("amount"), 2.25).unwrap();
    let values = harness.state();
    assert_eq!(
        (values.ratio, values.count, values.amount),
        (0.5, 617, 2.25)
    );
    let error = harness
        .input_value(Target::label("Reset"), 1.0)
        .unwrap_err();
    assert!(
        matches!(&error, HarnessError::Missed { why, .. } if why.contains("no text field")),
        "{error}"
    );
}

/// imgui reports no label of a combo or a table header (only their ids): a misspelt label
/// still offers them as the nearest, their labels read from what the frame shows on them.
#[test]
fn a_misspelt_label_offers_combos_and_table_headers_as_nearest() {
    let mut harness = Harness::builder(HarnessConfig::new([500.0, 300.0]))
        .build_app(0_usize, |ui, fruit| {
            ui.window("Shop")
                .position([20.0, 20.0], imgui::Condition::Always)
                .size([440.0, 240.0], imgui::Condition::Always)
                .build(|| {
                    let fruits = ["Apple", "Banana"];
                    ui.combo_simple_string("fruit", fruit, &fruits);
                    if let Some(_table) = ui.begin_table("stock", 2) {
                        ui.table_setup_column("Name");
                        ui.table_setup_column("Size");
                        ui.table_headers_row();
                        ui.table_next_column();
                        ui.text("Pear");
                    }
                });
        })
        .expect("this test needs a wgpu adapter");
    if !std::env::var("IMGUI_WEBGPU_EXPECT_ITEMS").is_ok_and(|value| value == "1") {
        return; // Labels need items.
    }
    let frame = harness.settle().unwrap();
    assert!(frame.item("fruit").is_ok(), "a combo is found by its label");
    for (misspelt, meant) in [("frut", "\"fruit\""), ("Nmae", "\"Name\"")] {
        let error = harness.click_on(Target::label(misspelt)).unwrap_err();
        let HarnessError::Item(FindItemError::NotFound { nearest, .. }) = &error else {
            panic!("{misspelt}: {error}");
        };
        assert!(
            nearest
                .iter()
                .any(|item| format!("{:?}", item.label) == meant),
            "{misspelt}: {error}"
        );
        eprintln!("{error}");
    }
}

/// imgui reports no state of a radio button (no Checkable flag, in 1.89 as in 1.92): the
/// hooks read it from what the button drew, a check mark's circle in its circle.
#[test]
fn radio_buttons_carry_their_checked_state() {
    let mut harness = Harness::builder(HarnessConfig::new([400.0, 200.0]))
        .build_app(0_i32, |ui, size| {
            ui.window("Sizes")
                .position([20.0, 20.0], imgui::Condition::Always)
                .size([300.0, 150.0], imgui::Condition::Always)
                .build(|| {
                    ui.radio_button("small", size, 0);
                    ui.radio_button("large", size, 1);
                    ui.button("plain");
                    let mut on = true;
                    ui.checkbox("ticked", &mut on);
                });
        })
        .expect("this test needs a wgpu adapter");
    if !std::env::var("IMGUI_WEBGPU_EXPECT_ITEMS").is_ok_and(|value| value == "1") {
        return; // State needs items.
    }
    let states = |harness: &mut Harness<i32>| {
        let frame = harness.settle().unwrap();
        ["small", "large", "plain", "ticked"].map(|label| {
            let status = frame.item(label).unwrap().status;
            (status.checkable, status.checked)
        })
    };
    assert_eq!(
        states(&mut harness),
        [(true, true), (true, false), (false, false), (true, true)]
    );
    harness.click_on(Target::label("large")).unwrap();
    assert_eq!(*harness.state(), 1);
    // Hovered, the circle has another colour: still read.
    assert_eq!(
        states(&mut harness),
        [(true, false), (true, true), (false, false), (true, true)]
    );
}

/// Id paths name a `/` inside a label (`\/`, as the Test Engine writes it) and pointer ids
/// (`$$*0x...`, what `PushID(pointer)` pushes), and clicks reach the items they name.
#[test]
fn id_paths_name_slashes_in_labels_and_pointer_ids() {
    use imgui_webgpu_testing::items::path_parts;
    assert_eq!(path_parts(r"Tools/Save\/Load"), ["Tools", "Save/Load"]);
    assert_eq!(path_parts(r"a\\/b"), [r"a\", "b"]);
    assert_eq!(path_parts(r"a\b"), [r"a\b"]);

    /// What the UI counts, and the address its pointer id is made from.
    struct Tools {
        saved: u32,
        opened: u32,
        slot: Box<u64>,
    }
    let mut harness = Harness::builder(HarnessConfig::new([400.0, 200.0]))
        .build_app(
            Tools {
                saved: 0,
                opened: 0,
                slot: Box::new(7),
            },
            |ui, tools| {
                ui.window("Tools")
                    .position([20.0, 20.0], imgui::Condition::Always)
                    .size([300.0, 150.0], imgui::Condition::Always)
                    .build(|| {
                        if ui.button("Save/Load") {
                            tools.saved += 1;
                        }
                        let _id = ui.push_id_ptr(&*tools.slot);
                        if ui.button("Open") {
                            tools.opened += 1;
                        }
                    });
            },
        )
        .expect("this test needs a wgpu adapter");
    let pointer = std::ptr::from_ref::<u64>(&harness.state().slot) as usize;
    let by_pointer = format!("Tools/$$*{pointer:#x}/Open");
    if !std::env::var("IMGUI_WEBGPU_EXPECT_ITEMS").is_ok_and(|value| value == "1") {
        return; // Paths need items.
    }
    let frame = harness.settle().unwrap();
    let items = frame.items().unwrap();
    assert_eq!(
        items.by_path(r"Tools/Save\/Load").unwrap().label,
        "Save/Load"
    );
    assert_eq!(items.by_path(&by_pointer).unwrap().label, "Open");
    assert!(
        items.by_path("Tools/Save/Load").is_err(),
        "an unescaped `/` splits the label"
    );
    harness.click_on(Target::path(r"Tools/Save\/Load")).unwrap();
    harness.click_on(Target::path(by_pointer)).unwrap();
    let tools = harness.state();
    assert_eq!((tools.saved, tools.opened), (1, 1));
}

/// `click_on` scrolls an item its window shows only in part, or not at all, into view
/// before it clicks, as a user scrolls to what they want to click.
#[test]
fn click_on_scrolls_an_item_into_view_first() {
    let mut harness = Harness::builder(HarnessConfig::new([400.0, 240.0]))
        .build_app(None::<u32>, |ui, clicked| {
            ui.window("Long list")
                .position([20.0, 20.0], imgui::Condition::Always)
                .size([300.0, 180.0], imgui::Condition::Always)
                .build(|| {
                    for row in 0..40 {
                        if ui.button(format!("Row {row}")) {
                            *clicked = Some(row);
                        }
                    }
                });
        })
        .expect("this test needs a wgpu adapter");
    if !std::env::var("IMGUI_WEBGPU_EXPECT_ITEMS").is_ok_and(|value| value == "1") {
        return; // An item scrolled out is known only through items.
    }
    let frame = harness.settle().unwrap();
    assert!(!frame.item("Row 35").unwrap().wholly_visible());
    let action = harness.click_on(Target::label("Row 35")).unwrap();
    assert_eq!(*harness.state(), Some(35), "{action}");
    assert!(
        action.to_string().starts_with("scrolled "),
        "the action says it scrolled: {action}"
    );
    let frame = harness.settle().unwrap();
    assert!(frame.item("Row 35").unwrap().wholly_visible());
}
