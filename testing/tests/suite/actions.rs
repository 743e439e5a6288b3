//! Actions of a harness that owns the app: clicks that wait for hover and check that they
//! took, double clicks only when asked, typing, key chords, and settling. Targets are
//! visible text here, so these run with and without item hooks. Those both bindings run
//! (clicks queued back to back, menu paths, hovering text, a clock) are in `both.rs`.

use imgui::{Condition, TableFlags, TableSortDirection};
use imgui_webgpu_testing::{Harness, HarnessConfig, HarnessError, Target};
use imgui_webgpu_ui_tests::{click_where_text_shows, file_rows};

/// A settings window with a sortable table, a text field and a counter.
#[derive(Default)]
struct Files {
    /// The column the table is sorted by, and whether ascending, as imgui last said.
    sorted_by: Option<(usize, bool)>,
    /// Every sort imgui asked for, in order.
    sorts: Vec<(usize, bool)>,
    name: String,
    applied: u32,
}

impl Files {
    fn ui(ui: &mut imgui::Ui, state: &mut Self) {
        ui.window("Files")
            .position([0.0, 0.0], Condition::Always)
            .size([360.0, 260.0], Condition::Always)
            .build(|| {
                if ui.button("Apply") {
                    state.applied += 1;
                }
                ui.input_text("File name", &mut state.name).build();
                if let Some(_table) = ui.begin_table_with_flags("files", 2, TableFlags::SORTABLE) {
                    ui.table_setup_column("Name");
                    ui.table_setup_column("Size");
                    ui.table_headers_row();
                    if let Some(mut specs) = ui.table_sort_specs_mut() {
                        if specs.should_sort() {
                            state.sorted_by = specs.specs().iter().next().map(|spec| {
                                let ascending = matches!(
                                    spec.sort_direction(),
                                    Some(TableSortDirection::Ascending)
                                );
                                (spec.column_idx(), ascending)
                            });
                            state.sorts.extend(state.sorted_by);
                            specs.set_sorted();
                        }
                    }
                    file_rows(ui);
                }
            });
    }
}

fn files() -> Harness<Files> {
    Harness::builder(HarnessConfig::new([360.0, 260.0]))
        .build_app(Files::default(), Files::ui)
        .expect("these tests need a wgpu adapter")
}

#[test]
fn two_table_headers_clicked_in_a_row_both_sort() {
    let mut harness = files();
    harness.settle().unwrap();
    assert_eq!(
        harness.state().sorted_by,
        Some((0, true)),
        "imgui's first sort"
    );
    let action = harness.click_on("Size").unwrap();
    assert!(
        action
            .to_string()
            .starts_with("clicked the text \"Size\" at ("),
        "{action}"
    );
    assert_eq!(harness.state().sorted_by, Some((1, true)));
    // Straight after: the press is not lost on the header (imgui lets an overlapping item
    // take a press only once it was hovered the frame before).
    harness.click_on("Name").unwrap();
    assert_eq!(harness.state().sorted_by, Some((0, true)));
    // The same header again, within imgui's double-click time of the last press: the click
    // waits it out, and sorts the other way.
    harness.click_on("Name").unwrap();
    assert_eq!(harness.state().sorted_by, Some((0, false)));
    if std::env::var("IMGUI_WEBGPU_EXPECT_ITEMS").is_ok_and(|value| value == "1") {
        // With items: the headers by path (a table pushes its id, its header row each
        // column's number), and queries scoped to the table.
        harness
            .click_on(Target::path("Files/files/$$1/Size"))
            .unwrap();
        assert_eq!(harness.state().sorted_by, Some((1, true)));
        let frame = harness.settle().unwrap();
        let table = frame.items().unwrap().under("Files/files").unwrap();
        assert!(table.by_label("Name").is_ok());
        assert!(
            table.by_label("Apply").is_err(),
            "the button is not in the table"
        );
    }
}

/// The low-level click (`Harness::click`), straight from one table header to another:
/// the pointer arrives a frame before the press, so imgui hovers the header when the press
/// comes (it lost the press when both came in one frame). Three frames, as documented.
#[test]
fn the_low_level_click_goes_from_one_table_header_to_another() {
    let mut harness = files();
    harness.settle().unwrap();
    click_where_text_shows(&mut harness, "Size");
    for _ in 0..3 {
        harness.step();
    }
    assert_eq!(harness.state().sorted_by, Some((1, true)));
    click_where_text_shows(&mut harness, "Name");
    for _ in 0..3 {
        harness.step();
    }
    assert_eq!(
        harness.state().sorted_by,
        Some((0, true)),
        "the click straight from \"Size\" to \"Name\" was lost"
    );
}

#[test]
fn clicks_twice_on_a_spot_are_two_clicks_and_a_double_click_is_asked_for() {
    let mut harness = files();
    harness.click_on("Apply").unwrap();
    harness.click_on("Apply").unwrap();
    assert_eq!(harness.state().applied, 2);
    // Two clicks on the title bar leave the window open; a double click collapses it.
    harness.click_on(Target::title("Files")).unwrap();
    harness.click_on(Target::title("Files")).unwrap();
    assert!(
        harness.settle().unwrap().find_text("Apply").is_ok(),
        "still open"
    );
    harness.double_click_on(Target::title("Files")).unwrap();
    let frame = harness.settle().unwrap();
    assert!(frame.find_text("Apply").is_err(), "collapsed");
}

#[test]
fn typing_into_a_field_and_a_chord() {
    let mut harness = files();
    harness.type_into("File name", "notes").unwrap_err(); // the label, not the field
    let field = harness.settle().unwrap().find_text("File name").unwrap();
    // The field is left of its label.
    let action = harness
        .type_into(
            Target::at([field[0] - 60.0, (field[1] + field[3]) / 2.0]),
            "notes",
        )
        .unwrap();
    assert!(action.what.ends_with("typed \"notes\""), "{action}");
    harness
        .press_chord(&[imgui::Key::ModCtrl, imgui::Key::A])
        .unwrap();
    harness.type_text("log");
    harness.press_chord(&[imgui::Key::Enter]).unwrap();
    assert_eq!(harness.state().name, "log");
    let action = harness
        .set_text(
            Target::at([field[0] - 60.0, (field[1] + field[3]) / 2.0]),
            "readme",
        )
        .unwrap();
    assert!(
        action.what.ends_with("set the text to \"readme\""),
        "{action}"
    );
    assert_eq!(harness.state().name, "readme");
}

#[test]
fn a_click_on_plain_text_says_nothing_took_it() {
    let mut harness = files();
    let error = harness.click_on("a.txt").unwrap_err();
    assert!(matches!(error, HarnessError::Missed { .. }), "{error}");
    let message = error.to_string();
    assert!(
        message.starts_with("could not hover the text \"a.txt\" at (")
            && message.contains("no item"),
        "{message}"
    );
}

#[test]
fn a_ui_that_never_settles_says_what_changes() {
    let mut harness = Harness::builder(HarnessConfig::new([200.0, 100.0]))
        .build_app(0u32, |ui, frame| {
            *frame += 1;
            ui.window("Clock")
                .build(|| ui.text(format!("frame {frame}")));
        })
        .unwrap();
    let error = harness.settle().unwrap_err();
    let HarnessError::NotSettled { frames, changing } = &error else {
        panic!("expected NotSettled, got {error}");
    };
    assert_eq!(*frames, imgui_webgpu_testing::SETTLE_LIMIT + 1);
    assert!(
        changing.contains("; text gone: \"frame 60\" at [")
            && changing.contains("; text new: \"frame 61\" at ["),
        "{error}"
    );
    eprintln!("{error}");
}

/// In a UI that never settles (a clock, the demo's plots), a click that took effect
/// succeeds and says what kept changing after it; only `settle` fails.
#[test]
fn a_click_that_took_in_a_ui_that_never_settles_succeeds_and_says_so() {
    let mut harness = Harness::builder(HarnessConfig::new([300.0, 150.0]))
        .build_app((0u32, 0u32), |ui, (frame, clicks)| {
            *frame += 1;
            ui.window("Clock")
                .position([0.0, 0.0], Condition::Always)
                .size([280.0, 120.0], Condition::Always)
                .build(|| {
                    ui.text(format!("frame {frame}"));
                    if ui.button("Count") {
                        *clicks += 1;
                    }
                });
        })
        .unwrap();
    let action = harness.click_on("Count").unwrap();
    assert_eq!(harness.state().1, 1, "the click took");
    let changing = action.still_changing.as_deref().unwrap_or_default();
    assert!(changing.contains("text new: \"frame "), "{action}");
    assert!(action.to_string().contains("did not settle"), "{action}");
    eprintln!("{action}");
    assert!(matches!(
        harness.settle(),
        Err(HarnessError::NotSettled { .. })
    ));
}

/// Every harness owns its UI: one made with `new_ui`, without state, acts from the start
/// (there is no harness without an app to fail at run time).
#[test]
fn a_harness_of_a_ui_without_state_acts_from_the_start() {
    let clicks = std::rc::Rc::new(std::cell::Cell::new(0));
    let counted = std::rc::Rc::clone(&clicks);
    let mut harness = Harness::new_ui(HarnessConfig::new([200.0, 100.0]), move |ui| {
        ui.window("Tally")
            .position([0.0, 0.0], Condition::Always)
            .size([200.0, 100.0], Condition::Always)
            .build(|| {
                if ui.button("Count") {
                    counted.set(counted.get() + 1);
                }
            });
    })
    .unwrap();
    assert!(harness.frame().is_none());
    harness.click_on("Count").unwrap();
    harness.click_on("Count").unwrap();
    assert_eq!(clicks.get(), 2);
    assert!(harness.stepper().frames() > 4);
}

#[test]
fn a_menu_path_opens_submenus_and_clicks_the_item() {
    let mut harness = Harness::builder(HarnessConfig::new([400.0, 300.0]))
        .build_app(None::<String>, |ui, opened| {
            ui.window("Editor")
                .position([0.0, 0.0], Condition::Always)
                .size([400.0, 300.0], Condition::Always)
                .menu_bar(true)
                .build(|| {
                    if let Some(_bar) = ui.begin_menu_bar() {
                        if let Some(_file) = ui.begin_menu("File") {
                            ui.menu_item("New");
                            if let Some(_recent) = ui.begin_menu("Recent") {
                                for name in ["notes.txt", "todo.md"] {
                                    if ui.menu_item(name) {
                                        *opened = Some(name.to_owned());
                                    }
                                }
                            }
                        }
                        // A menu item named as a window, as the demo's "Console".
                        if let Some(_tools) = ui.begin_menu("Tools") {
                            if ui.menu_item("Console") {
                                *opened = Some("the console".to_owned());
                            }
                        }
                    }
                    ui.text(format!("Opened: {opened:?}"));
                });
            ui.window("Console")
                .position([200.0, 150.0], Condition::Always)
                .size([180.0, 100.0], Condition::Always)
                .build(|| ui.text("log"));
        })
        .unwrap();
    let action = harness.click_menu(&["File", "Recent", "todo.md"]).unwrap();
    assert_eq!(
        action.what,
        "clicked the menu path \"File > Recent > todo.md\""
    );
    assert_eq!(harness.state().as_deref(), Some("todo.md"));
    // The menus closed with the click.
    assert!(harness.settle().unwrap().find_text("notes.txt").is_err());
    // "Console" shows twice once the menu is open (the window's title, the menu's item):
    // in a menu, the menu's is taken.
    harness.click_menu(&["Tools", "Console"]).unwrap();
    assert_eq!(harness.state().as_deref(), Some("the console"));
    // A menu that is not there says which part was missing, and the menus the path
    // opened are closed again.
    let error = harness
        .click_menu(&["File", "Recent", "Nope"])
        .unwrap_err()
        .to_string();
    assert!(
        error.contains("at \"Nope\": no visible text \"Nope\"")
            && error.ends_with("the menus it opened are closed again"),
        "{error}"
    );
    assert!(harness.settle().unwrap().find_text("notes.txt").is_err());
    assert!(harness.settle().unwrap().find_text("New").is_err());
}

#[test]
fn a_window_s_state_by_name() {
    let mut harness = files();
    // Before any frame, the call says so (it used to say imgui had no such window).
    let error = harness.window("Files").unwrap_err().to_string();
    assert_eq!(error, "no frame was built yet: call `step` first");
    harness.settle().unwrap();
    if !cfg!(feature = "item-hooks") {
        let error = harness.window("Files").unwrap_err().to_string();
        assert!(error.contains("`item-hooks` feature"), "{error}");
        return;
    }
    let files = harness.window("Files").unwrap();
    assert_eq!(files.rect, [0.0, 0.0, 360.0, 260.0]);
    assert!(!files.collapsed && files.active);
    harness.click_on(Target::title("Files")).unwrap();
    assert!(harness.window("Files").unwrap().focused);
    harness.double_click_on(Target::title("Files")).unwrap();
    assert!(harness.window("Files").unwrap().collapsed);
    let error = harness.window("Nope").unwrap_err().to_string();
    assert_eq!(
        error,
        "could not find the window \"Nope\": imgui has no window of that name; the last \
         frame's windows: \"Files\""
    );
}

#[test]
fn a_masked_clock_does_not_fail_a_pixel_snapshot() {
    use imgui_webgpu_testing::images::compare_images;
    let mut harness = Harness::builder(HarnessConfig::new([200.0, 100.0]))
        .build_app(0u32, |ui, frame| {
            *frame += 1;
            ui.window("Clock")
                .position([0.0, 0.0], Condition::Always)
                .size([200.0, 100.0], Condition::Always)
                .build(|| {
                    ui.text("Steady");
                    ui.text(format!("frame {frame}"));
                });
        })
        .unwrap();
    for _ in 0..3 {
        harness.step();
    }
    // The text's glyphs, and a little around them: each digit's glyph box differs.
    let [x1, y1, x2, y2] = harness.frame().unwrap().find_text("frame 3").unwrap();
    let clock = [x1 - 3.0, y1 - 3.0, x2 + 3.0, y2 + 3.0];
    let first = harness.render_image_masked(&[clock]).unwrap();
    harness.step();
    let second = harness.render_image_masked(&[clock]).unwrap();
    let tolerance = imgui_webgpu_testing::PixelTolerance::SAME_DRIVER;
    assert!(compare_images(&first, &second, tolerance).passes(tolerance));
    // Unmasked, the two frames differ.
    let unmasked = harness.render_image().unwrap();
    harness.step();
    let later = harness.render_image().unwrap();
    assert!(!compare_images(&unmasked, &later, tolerance).passes(tolerance));
}

#[test]
fn a_drag_and_drop_moves_a_payload_onto_its_target() {
    let mut harness = Harness::builder(HarnessConfig::new([400.0, 200.0]))
        .build_app(Vec::<u32>::new(), |ui, basket| {
            ui.window("Fruit")
                .position([0.0, 0.0], Condition::Always)
                .size([400.0, 200.0], Condition::Always)
                .build(|| {
                    for (id, name) in [(1u32, "Apple"), (2, "Pear")] {
                        ui.button(name);
                        if let Some(_tooltip) =
                            ui.drag_drop_source_config("FRUIT").begin_payload(id)
                        {
                            ui.text(format!("Moving {name}"));
                        }
                    }
                    ui.button(format!("Basket ({})", basket.len()));
                    if let Some(target) = ui.drag_drop_target() {
                        if let Some(Ok(payload)) =
                            target.accept_payload::<u32, _>("FRUIT", imgui::DragDropFlags::empty())
                        {
                            basket.push(payload.data);
                        }
                        target.pop();
                    }
                });
        })
        .unwrap();
    let action = harness.drag("Pear", "Basket (0)").unwrap();
    assert!(
        action.what.starts_with("dragged the text \"Pear\" at (")
            && action.what.contains("onto the text \"Basket (0)\""),
        "{action}"
    );
    assert_eq!(harness.state(), &[2]);
    // A click on a source is not a drag: nothing is dropped.
    harness.click_on("Apple").unwrap();
    assert_eq!(harness.state(), &[2]);
}

#[test]
fn two_harnesses_on_one_thread_keep_their_own_ui() {
    let mut left = files();
    let mut right = files();
    left.click_on("Apply").unwrap();
    right.click_on("Apply").unwrap();
    right.click_on("Apply").unwrap();
    left.click_on("Size").unwrap();
    assert_eq!(left.state().applied, 1);
    assert_eq!(right.state().applied, 2);
    assert_eq!(left.state().sorted_by, Some((1, true)));
    assert_eq!(right.state().sorted_by, Some((0, true)));
    drop(left);
    right.click_on("Apply").unwrap();
    assert_eq!(right.state().applied, 3);
}
