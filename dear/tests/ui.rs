//! The testing toolkit on dear-imgui-rs (Dear ImGui 1.92): Dear ImGui's own demo window
//! tested from outside, as its users would, by label and by id path, with no coordinate
//! anywhere: the same tests as the imgui-rs ones (`testing/tests/suite/items.rs`), on the
//! 1.92 demo. Items come through 1.92's test-engine hooks (dear-imgui-sys's `test-engine`),
//! text through the glyphs 1.92 bakes as it draws them. Then the actions a test author met
//! problems with, on a small app of their own (typed values, queued clicks).

use dear_imgui_rs as dear;
use imgui_webgpu_testing::items::{FindItemError, id_of_path};
use imgui_webgpu_testing::{
    Harness, HarnessConfig, PixelTolerance, Target, assert_draw_snapshot, assert_item_snapshot,
    assert_pixel_snapshot, assert_text_snapshot,
};

const DEMO: &str = "Dear ImGui Demo";

fn demo() -> Harness<bool> {
    Harness::builder(HarnessConfig::new([1000.0, 800.0]))
        .build_app(true, |ui: &mut dear::Ui, open: &mut bool| {
            ui.show_demo_window(open);
        })
        .expect("this test needs a wgpu adapter")
}

#[test]
fn the_demo_window_by_identity_and_state() {
    let mut harness = demo();
    let frame = harness.run(3);
    let items = frame
        .items()
        .expect("items are recorded through 1.92's hooks");
    assert!(items.all().len() > 20, "{} items", items.all().len());

    // A collapsing header, found by its exact label: openable, closed, in the demo window.
    let widgets = frame.item("Widgets").expect("one item is labelled Widgets");
    assert_eq!(widgets.window, DEMO);
    assert!(
        widgets.status.openable && !widgets.status.opened,
        "{widgets:?}"
    );
    // Its id is the window's id path.
    assert_eq!(widgets.id, id_of_path(&format!("{DEMO}/Widgets")));
    // And its text shows where the item is (the glyphs 1.92 baked this frame).
    let text = frame.find_text("Widgets").expect("the header's text shows");
    let [x1, y1, x2, y2] = widgets.rect;
    let [cx, cy] = [(text[0] + text[2]) / 2.0, (text[1] + text[3]) / 2.0];
    assert!(
        cx > x1 && cx < x2 && cy > y1 && cy < y2,
        "{text:?} in {widgets:?}"
    );

    // A label that is not there names the nearest.
    let error = frame.item("Widgtes").unwrap_err();
    assert!(
        matches!(&error, FindItemError::NotFound { nearest, .. }
            if nearest.first().is_some_and(|item| item.label == "Widgets")),
        "{error}"
    );
}

/// Open "Widgets > Basic" by path, tick a checkbox and read it back, drag a slider to a
/// value and read it, type into a field, scroll a list until an item shows, and take
/// item-tree, text, draw and pixel snapshots.
#[test]
fn the_demo_window_without_coordinates() {
    let mut harness = demo();
    let action = harness.click_on(Target::label("Widgets")).unwrap();
    assert!(
        action.item.is_some_and(|item| item.status.active),
        "the press made the header active"
    );
    harness
        .click_on(Target::path(format!("{DEMO}/Basic")))
        .unwrap();

    let checkbox = format!("{DEMO}/Basic/checkbox");
    let ticked = |harness: &mut Harness<bool>| {
        let frame = harness.settle().unwrap();
        frame
            .items()
            .unwrap()
            .by_path(&checkbox)
            .unwrap()
            .status
            .checked
    };
    harness.click_on(Target::path(&checkbox)).unwrap();
    assert!(!ticked(&mut harness));
    harness.click_on(Target::path(&checkbox)).unwrap();
    assert!(ticked(&mut harness));

    let slider = format!("{DEMO}/Basic/slider int");
    harness.drag_slider_to(Target::path(&slider), 2.0).unwrap();
    let frame = harness.settle().unwrap();
    let item = frame.items().unwrap().by_path(&slider).unwrap();
    assert_eq!(frame.value_of(item).as_deref(), Some("2"));
    let basic = frame
        .items()
        .unwrap()
        .under(&format!("{DEMO}/Basic"))
        .unwrap();
    assert_eq!(basic.by_label("slider int").unwrap().id, item.id);
    assert!(
        basic.by_label("Widgets").is_err(),
        "the header is not under Basic"
    );

    harness
        .type_into(Target::in_window(DEMO, "input text"), " again")
        .unwrap();
    harness.press_chord(&[dear::Key::Enter]).unwrap();
    let frame = harness.settle().unwrap();
    let field = frame
        .items()
        .unwrap()
        .in_window(DEMO, "input text")
        .unwrap();
    assert_eq!(
        frame.value_of(field).as_deref(),
        Some("Hello, world! again")
    );

    // The list box shows four of its nine fruits; "Watermelon" is the last. The demo window
    // is scrolled until the tree node after the list box shows (the list box is then whole),
    // then the list box until the line does.
    assert!(frame.find_text("Watermelon").is_err());
    harness
        .scroll_until_shows("Bullets", Target::title(DEMO))
        .unwrap();
    harness.scroll_until_shows("Watermelon", "Banana").unwrap();
    let frame = harness.settle().unwrap();
    assert!(frame.find_text("Watermelon").is_ok());

    assert_item_snapshot("ui_demo_basic", frame);
    assert_text_snapshot("ui_demo_basic", frame);
    assert_draw_snapshot("ui_demo_basic", frame);
    let image = harness.render_image().unwrap();
    assert_pixel_snapshot("ui_demo_basic", &image, PixelTolerance::SAME_DRIVER);
}

/// A table sorted by two headers in a row, by path: by Name, then straight after by ID.
#[test]
fn a_demo_table_sorted_by_two_headers_in_a_row() {
    let mut harness = demo();
    harness.click_on(Target::label("Tables & Columns")).unwrap();
    let sorting = format!("{DEMO}/Tables/Sorting");
    harness.scroll_into_view(Target::path(&sorting)).unwrap();
    harness.click_on(Target::path(&sorting)).unwrap();
    let header = |column: i32, name: &str| {
        Target::path(format!("{sorting}/table_sorting/$${column}/{name}"))
    };
    // Dear ImGui 1.92 submits a table only once it shows (`BeginTable` returns false while
    // it is scrolled out): its first row brought into view, its headers have items.
    harness
        .scroll_until_shows("0000", Target::title(DEMO))
        .unwrap();
    harness.scroll_into_view(header(1, "Name")).unwrap();
    let first_row = |harness: &mut Harness<bool>| {
        let frame = harness.settle().unwrap();
        frame
            .visible_text()
            .lines()
            .into_iter()
            .filter(|line| line.text.len() == 4 && line.text.starts_with("00"))
            .min_by(|a, b| a.rect[1].total_cmp(&b.rect[1]))
            .map(|line| line.text)
    };
    assert_eq!(first_row(&mut harness).as_deref(), Some("0000"));
    harness.click_on(header(1, "Name")).unwrap();
    assert_eq!(
        first_row(&mut harness).as_deref(),
        Some("0001"),
        "sorted by name: Apple"
    );
    harness.click_on(header(0, "ID")).unwrap();
    assert_eq!(
        first_row(&mut harness).as_deref(),
        Some("0000"),
        "sorted by id again"
    );
}

/// The app of the next tests: two sliders that show fewer digits than they hold or clamp
/// what is typed, and a sortable table whose every sort is kept.
#[derive(Default)]
struct Widgets {
    /// Every sort imgui asked for: the column, and whether ascending.
    sorts: Vec<(usize, bool)>,
    fine: f32,
    clamped: f32,
}

fn widgets() -> Harness<Widgets> {
    Harness::builder(HarnessConfig::new([500.0, 300.0]))
        .build_app(
            Widgets::default(),
            |ui: &mut dear::Ui, state: &mut Widgets| {
                ui.window("Widgets")
                    .position([0.0, 0.0], dear::Condition::Always)
                    .size([500.0, 300.0], dear::Condition::Always)
                    .build(|| {
                        ui.slider_config("fine", 0.0_f32, 1.0)
                            .try_display_format("%.3f")
                            .expect("a float's format")
                            .build(&mut state.fine);
                        ui.slider_config("clamped", 0.0_f32, 10.0)
                            .flags(dear::SliderFlags::ALWAYS_CLAMP)
                            .try_display_format("%.0f")
                            .expect("a float's format")
                            .build(&mut state.clamped);
                        if let Some(_table) =
                            ui.begin_table_with_flags("files", 2, dear::TableFlags::SORTABLE)
                        {
                            ui.table_setup_column("Name", dear::TableColumnFlags::NONE, None);
                            ui.table_setup_column("Size", dear::TableColumnFlags::NONE, None);
                            ui.table_headers_row();
                            if let Some(mut specs) = ui.table_get_sort_specs()
                                && specs.is_dirty()
                            {
                                if let Some(spec) = specs.iter().next() {
                                    state.sorts.push((
                                        spec.column_index.into(),
                                        spec.sort_direction == dear::SortDirection::Ascending,
                                    ));
                                }
                                specs.clear_dirty(ui);
                            }
                            for (name, size) in [("a.txt", "3 KB"), ("b.png", "1 MB")] {
                                ui.table_next_row();
                                ui.table_next_column();
                                ui.text(name);
                                ui.table_next_column();
                                ui.text(size);
                            }
                        }
                    });
            },
        )
        .expect("this test needs a wgpu adapter")
}

/// Typed values are compared at the precision the item shows, as on imgui-rs
/// (`testing/tests/suite/items.rs`): 0.1234 into a "%.3f" slider takes and says it shows
/// "0.123"; a slider that clamps says what was typed and what shows.
#[test]
fn a_typed_value_is_compared_at_the_precision_the_item_shows() {
    let mut harness = widgets();
    harness.settle().unwrap();
    let fine = harness.input_value(Target::label("fine"), 0.1234).unwrap();
    assert!(
        fine.to_string().contains("which shows it as \"0.123\""),
        "{fine}"
    );
    assert_eq!(harness.state().fine, 0.1234);
    let error = harness
        .input_value(Target::label("clamped"), 20.0)
        .unwrap_err();
    assert!(
        error.to_string().contains("typed \"20\", it shows \"10\""),
        "{error}"
    );
    assert_eq!(harness.state().clamped, 10.0);
}

/// Low-level clicks queued back to back on two table headers, with 0, 1 or 2 frames built
/// between them, both sort, as on imgui-rs (`testing/tests/suite/actions.rs`).
#[test]
fn low_level_clicks_queued_back_to_back_each_take() {
    for frames_between in 0..3 {
        let mut harness = widgets();
        harness.settle().unwrap();
        assert_eq!(harness.state().sorts, [(0, true)], "imgui's first sort");
        let centre_of = |harness: &mut Harness<Widgets>, text: &str| {
            let [x1, y1, x2, y2] = harness.frame().unwrap().find_text(text).unwrap();
            [(x1 + x2) / 2.0, (y1 + y2) / 2.0]
        };
        let size = centre_of(&mut harness, "Size");
        let name = centre_of(&mut harness, "Name");
        harness.click(size);
        for _ in 0..frames_between {
            harness.step();
        }
        harness.click(name);
        harness.settle().unwrap();
        assert_eq!(
            harness.state().sorts,
            [(0, true), (1, true), (0, true)],
            "{frames_between} frames between the clicks: a click was lost"
        );
    }
}

/// Issue 44, item 2, as on imgui-rs (`testing/tests/suite/items.rs`): a table header its
/// window's bottom edge cuts is not shown whole, though it covers its clip (its own row
/// cut by the window); `scroll_into_view` scrolls it into view and says so, and says when
/// it had nothing to do.
#[test]
fn a_header_cut_by_its_window_s_edge_is_scrolled_into_view() {
    let mut harness = Harness::builder(HarnessConfig::new([400.0, 300.0]))
        .build_app((), |ui: &mut dear::Ui, _: &mut ()| {
            ui.window("Cut")
                .position([0.0, 0.0], dear::Condition::Always)
                .size([300.0, 200.0], dear::Condition::Always)
                .build(|| {
                    // The table starts 7 units above the window's bottom edge.
                    ui.set_cursor_pos([8.0, 193.0]);
                    if let Some(_table) = ui.begin_table("files", 2) {
                        ui.table_setup_column("Name", dear::TableColumnFlags::NONE, None);
                        ui.table_setup_column("Size", dear::TableColumnFlags::NONE, None);
                        ui.table_headers_row();
                        for row in 0..20 {
                            ui.table_next_row();
                            ui.table_next_column();
                            ui.text(format!("file {row}"));
                            ui.table_next_column();
                            ui.text("1 KB");
                        }
                    }
                });
        })
        .expect("this test needs a wgpu adapter");
    let frame = harness.settle().unwrap();
    let header = frame.item("Name").unwrap().clone();
    let shown = header.clip[3] - header.rect[1];
    assert!(
        shown > 0.0 && shown < (header.rect[3] - header.rect[1]) / 2.0,
        "the window's edge cuts the header: {header:?}"
    );
    assert!(
        !header.wholly_visible(),
        "a header its window's edge cuts is not shown whole: {header:?}"
    );
    let action = harness.scroll_into_view(Target::label("Name")).unwrap();
    assert!(
        action
            .what
            .starts_with("scrolled the item labelled \"Name\" into view"),
        "{action}"
    );
    assert!(harness.window("Cut").unwrap().scroll[1] > 0.0, "{action}");
    let header = harness.settle().unwrap().item("Name").unwrap().clone();
    assert!(header.wholly_visible(), "{header:?}");
    let again = harness.scroll_into_view(Target::label("Name")).unwrap();
    assert!(
        again.what.contains("was already in view"),
        "a second call has nothing to scroll: {again}"
    );
}

/// Issue 44, item 5, as on imgui-rs (`testing/tests/suite/actions.rs`): a menu path means
/// menus: "Save" is the menu item labelled so, not "Save As.." that contains it; "Help" is
/// the menu bar's, not the collapsing header of the same label in the window's body.
#[test]
fn a_menu_path_takes_whole_labels_and_the_menu_bar_first() {
    let mut harness = Harness::builder(HarnessConfig::new([400.0, 300.0]))
        .build_app(
            Vec::<&'static str>::new(),
            |ui: &mut dear::Ui, chosen: &mut Vec<&'static str>| {
                ui.window("Editor")
                    .position([0.0, 0.0], dear::Condition::Always)
                    .size([400.0, 300.0], dear::Condition::Always)
                    .flags(dear::WindowFlags::MENU_BAR)
                    .build(|| {
                        if let Some(_bar) = ui.begin_menu_bar() {
                            if let Some(_menu) = ui.begin_menu("Menu") {
                                if ui.menu_item("Save As..") {
                                    chosen.push("save as");
                                }
                                if ui.menu_item("Save") {
                                    chosen.push("save");
                                }
                                // Two items of one label (ids apart): a path to it is
                                // ambiguous.
                                ui.menu_item("Close");
                                let _id = ui.push_id("second");
                                ui.menu_item("Close");
                            }
                            if let Some(_help) = ui.begin_menu("Help")
                                && ui.menu_item("About ImGui")
                            {
                                chosen.push("about");
                            }
                        }
                        if ui.collapsing_header("Help", dear::TreeNodeFlags::NONE) {
                            ui.text("Read the manual.");
                        }
                    });
            },
        )
        .expect("this test needs a wgpu adapter");
    harness.click_menu(&["Menu", "Save"]).unwrap();
    assert_eq!(harness.state(), &["save"]);
    harness.click_menu(&["Help", "About ImGui"]).unwrap();
    assert_eq!(harness.state(), &["save", "about"]);
    // The menu bar's menu is found by its id path (1.92's menu bar id).
    let frame = harness.settle().unwrap();
    assert!(
        frame
            .items()
            .unwrap()
            .by_path("Editor/##MenuBar/Help")
            .is_ok()
    );
    // Two lines of one whole label: the error names the lines, not rectangles.
    let error = harness
        .click_menu(&["Menu", "Close"])
        .unwrap_err()
        .to_string();
    assert!(
        error.contains("\"Close\" is the whole label of 2 lines")
            && error.contains("\n  \"Close\" (its top at y ")
            && !error.contains("[["),
        "{error}"
    );
}

/// Issue 44, item 7, as on imgui-rs: a label hidden after `##` is not found by label, and
/// the message says such labels are reached by id path, and which; that path reaches it.
#[test]
fn a_hidden_label_is_not_found_by_label_and_the_message_gives_its_path() {
    let mut harness = Harness::builder(HarnessConfig::new([400.0, 200.0]))
        .build_app(false, |ui: &mut dear::Ui, done: &mut bool| {
            ui.window("Todo")
                .position([0.0, 0.0], dear::Condition::Always)
                .size([300.0, 150.0], dear::Condition::Always)
                .build(|| {
                    ui.checkbox("##done", done);
                    ui.same_line();
                    ui.text("Write the report");
                });
        })
        .expect("this test needs a wgpu adapter");
    let error = harness.click_on(Target::label("done")).unwrap_err();
    let message = error.to_string();
    assert!(
        message.contains("hidden") && message.contains("Target::path(\"Todo/##done\")"),
        "the message says how to reach a hidden label: {message}"
    );
    harness.click_on(Target::path("Todo/##done")).unwrap();
    assert!(*harness.state(), "the path reached the checkbox");
}

/// Issue 44, item 7, as on imgui-rs: hovering a plain text line (no item takes the mouse
/// there) works, as a user hovers text they can see.
#[test]
fn hovering_a_plain_text_line_works() {
    let mut harness = widgets();
    harness.settle().unwrap();
    let action = harness.hover_on("a.txt").unwrap();
    assert!(
        action.what.starts_with("hovered the text \"a.txt\" at ("),
        "{action}"
    );
    assert!(action.item.is_none(), "{action}");
}

/// Issue 44, item 7, as on imgui-rs (`testing/tests/suite/items.rs`): tabs and selectables
/// carry a selected state: a tab's from its tab bar, a selectable's from what it drew, and
/// unknown while the mouse is over the selectable.
#[test]
fn tabs_and_selectables_carry_their_selected_state() {
    let mut harness = Harness::builder(HarnessConfig::new([400.0, 300.0]))
        .build_app(0_usize, |ui: &mut dear::Ui, chosen: &mut usize| {
            ui.window("Pick")
                .position([0.0, 0.0], dear::Condition::Always)
                .size([300.0, 250.0], dear::Condition::Always)
                .build(|| {
                    if let Some(_bar) = ui.tab_bar("tabs") {
                        if let Some(_tab) = ui.tab_item("First") {
                            ui.text("first page");
                        }
                        if let Some(_tab) = ui.tab_item("Second") {
                            ui.text("second page");
                        }
                    }
                    for (line, name) in ["Line 0", "Line 1", "Line 2"].iter().enumerate() {
                        if ui.selectable_config(name).selected(*chosen == line).build() {
                            *chosen = line;
                        }
                    }
                    ui.button("Elsewhere");
                });
        })
        .expect("this test needs a wgpu adapter");
    let states = |harness: &mut Harness<usize>| {
        let frame = harness.settle().unwrap();
        ["First", "Second", "Line 0", "Line 1", "Line 2", "Elsewhere"]
            .map(|label| frame.item(label).unwrap().status.selected)
    };
    let (yes, no) = (Some(true), Some(false));
    assert_eq!(states(&mut harness), [yes, no, yes, no, no, None]);
    harness.click_on(Target::label("Second")).unwrap();
    harness.click_on(Target::label("Line 2")).unwrap();
    assert_eq!(*harness.state(), 2);
    // The mouse is still over "Line 2": it draws the hovered colour, selected or not.
    assert_eq!(states(&mut harness), [no, yes, no, no, None, None]);
    harness.hover_on(Target::label("Elsewhere")).unwrap();
    assert_eq!(states(&mut harness), [no, yes, no, no, yes, None]);
}

/// Issue 44, item 4, as on imgui-rs (`testing/tests/suite/items.rs`): one ranking of
/// nearest labels everywhere, a transposition one typo ("Nmae" next to "Name", "cmobo" to
/// "combo") before long labels that hold a part of the query; every not-found error of
/// `Items::by_label`, `in_window`, `by_path` and `scroll_until_shows` offers the nearest.
#[test]
fn nearest_labels_put_a_transposition_first_everywhere() {
    let mut harness = Harness::builder(HarnessConfig::new([600.0, 500.0]))
        .build_app(0_usize, |ui: &mut dear::Ui, choice: &mut usize| {
            ui.window("Shop")
                .position([10.0, 10.0], dear::Condition::Always)
                .size([580.0, 480.0], dear::Condition::Always)
                .build(|| {
                    for label in [
                        "Frame rounding",
                        "Image maximum",
                        "Format names",
                        "Rename all",
                        "Combo box flags",
                        "Popup combo (one-liner)",
                        "Comb",
                        "Mobile",
                    ] {
                        ui.button(label);
                    }
                    ui.combo_simple_string("combo", choice, &["Apple", "Banana"]);
                    if let Some(_table) = ui.begin_table("stock", 2) {
                        ui.table_setup_column("Name", dear::TableColumnFlags::NONE, None);
                        ui.table_setup_column("Size", dear::TableColumnFlags::NONE, None);
                        ui.table_headers_row();
                        ui.table_next_column();
                        ui.text("Pear");
                    }
                });
        })
        .expect("this test needs a wgpu adapter");
    let first = |error: &FindItemError| match error {
        FindItemError::NotFound { nearest, .. } => nearest.first().map(|item| item.label.clone()),
        _ => None,
    };
    let frame = harness.settle().unwrap().clone();
    let items = frame.items().unwrap();
    for (misspelt, meant) in [("Nmae", "Name"), ("cmobo", "combo")] {
        let error = frame.item(misspelt).unwrap_err();
        assert_eq!(
            first(&error).as_deref(),
            Some(meant),
            "Frame::item: {error}"
        );
        let error = items.by_label(misspelt).unwrap_err();
        assert_eq!(first(&error).as_deref(), Some(meant), "by_label: {error}");
        let error = items.in_window("Shop", misspelt).unwrap_err();
        assert_eq!(first(&error).as_deref(), Some(meant), "in_window: {error}");
        let error = items.by_path(&format!("Shop/{misspelt}")).unwrap_err();
        assert_eq!(first(&error).as_deref(), Some(meant), "by_path: {error}");
        let error = harness.click_on(Target::label(misspelt)).unwrap_err();
        let imgui_webgpu_testing::HarnessError::Item(error) = &error else {
            panic!("click_on: {error}");
        };
        assert_eq!(first(error).as_deref(), Some(meant), "click_on: {error}");
    }
    let error = harness
        .scroll_until_shows(Target::label("cmobo"), Target::title("Shop"))
        .unwrap_err();
    let message = error.to_string();
    assert!(
        message.contains("nearest") && message.contains("\"combo\" in \"Shop\""),
        "{message}"
    );
    let error = frame.find_text("Nmae").unwrap_err();
    assert!(
        matches!(&error, imgui_webgpu_testing::text::FindTextError::NotFound { nearest, .. }
            if nearest.first().is_some_and(|line| line.text == "Name")),
        "{error}"
    );
}

/// Issue 44, item 6, as on imgui-rs (`testing/tests/suite/items.rs`): a list box its
/// window's bottom edge cuts comes into view before its lines are scrolled to; a list box
/// below the fold (an item without an id, no lines) is named in the message with the way
/// in, which works.
#[test]
fn a_list_its_window_cuts_comes_into_view_before_its_lines() {
    let mut harness = Harness::builder(HarnessConfig::new([500.0, 400.0]))
        .build_app(0_usize, |ui: &mut dear::Ui, chosen: &mut usize| {
            ui.window("Lists")
                .position([20.0, 20.0], dear::Condition::Always)
                .size([440.0, 300.0], dear::Condition::Always)
                .build(|| {
                    ui.dummy([10.0, 200.0]);
                    for (list, name) in [(0, "lines"), (1, "more")] {
                        if let Some(_list) = dear::ListBox::new(name).size([0.0, 160.0]).begin(ui) {
                            for line in 0..40 {
                                let label = if list == 0 {
                                    format!("Line {line}")
                                } else {
                                    format!("More {line}")
                                };
                                let index = list * 100 + line;
                                if ui
                                    .selectable_config(&label)
                                    .selected(*chosen == index)
                                    .build()
                                {
                                    *chosen = index;
                                }
                            }
                        }
                        ui.dummy([10.0, 400.0]);
                    }
                });
        })
        .expect("this test needs a wgpu adapter");
    harness.settle().unwrap();
    let action = harness
        .scroll_until_shows(Target::label("Line 39"), Target::label("Line 0"))
        .unwrap();
    assert!(action.item.as_ref().unwrap().wholly_visible(), "{action}");
    harness.click_on(Target::label("Line 39")).unwrap();
    assert_eq!(*harness.state(), 39, "the last line took the click");
    let error = harness
        .scroll_until_shows(Target::label("More 30"), Target::label("More 0"))
        .unwrap_err();
    let message = error.to_string();
    assert!(
        message.contains("no id") && message.contains("Target::title(\"Lists\")"),
        "{message}"
    );
    eprintln!("{message}");
    let error = harness
        .scroll_into_view(Target::label("More 30"))
        .unwrap_err();
    let message = error.to_string();
    assert!(
        message.contains("no id")
            && message.contains(
                "scroll_until_shows(Target::label(\"More 30\"), Target::title(\"Lists\"))"
            ),
        "{message}"
    );
    harness
        .scroll_until_shows(Target::label("More 0"), Target::title("Lists"))
        .unwrap();
    harness
        .scroll_until_shows(Target::label("More 30"), Target::label("More 0"))
        .unwrap();
    harness.click_on(Target::label("More 30")).unwrap();
    assert_eq!(
        *harness.state(),
        130,
        "the second list's line took the click"
    );
}

/// Issue 44, item 8, as on imgui-rs (`testing/tests/suite/visible_text.rs`): the visible
/// text of one window, a line's window the one whose draw list it is drawn in: a child
/// window's lines are its parent's, a combo's open list is a window of its own, a window
/// drawn over another hides the lines under it, and a window the frame does not draw fails
/// naming those it does.
#[test]
fn the_visible_text_of_one_window() {
    use imgui_webgpu_testing::assert_window_text_snapshot;
    use imgui_webgpu_testing::text::WindowTextError;
    let mut harness = Harness::builder(HarnessConfig::new([500.0, 400.0]))
        .build_app(0_usize, |ui: &mut dear::Ui, fruit: &mut usize| {
            ui.window("Main")
                .position([10.0, 10.0], dear::Condition::Always)
                .size([300.0, 250.0], dear::Condition::Always)
                .build(|| {
                    ui.text("Hello main");
                    ui.child_window("inner")
                        .size([200.0, 60.0])
                        .border(true)
                        .build(ui, || ui.text("In the child"));
                    ui.dummy([10.0, 40.0]);
                    ui.text("Under the other window");
                });
            ui.window("Other")
                .position([0.0, 150.0], dear::Condition::Always)
                .size([400.0, 140.0], dear::Condition::Always)
                .build(|| {
                    ui.text("Elsewhere");
                    ui.combo_simple_string("fruit", fruit, &["Apple", "Banana"]);
                });
        })
        .expect("this test needs a wgpu adapter");
    harness.settle().unwrap();
    harness.click_on(Target::text("Apple")).unwrap();
    let frame = harness.frame().unwrap();
    let texts = |window: &str| -> Vec<String> {
        let text = frame.visible_text_in(window).unwrap();
        text.lines().into_iter().map(|line| line.text).collect()
    };
    let main = texts("Main");
    assert_eq!(main, ["Main", "Hello main", "In the child"], "{main:?}");
    let other = texts("Other");
    for line in ["Other", "Elsewhere", "fruit"] {
        assert!(other.iter().any(|text| text == line), "{line}: {other:?}");
    }
    assert!(!other.iter().any(|text| text == "Banana"), "{other:?}");
    let list = texts("##Combo_00");
    assert!(list.iter().any(|text| text == "Banana"), "{list:?}");
    let error = frame.visible_text_in("Mian").unwrap_err();
    assert!(
        matches!(&error, WindowTextError::NoWindow { windows, .. }
            if windows.iter().any(|name| name == "Main")
                && windows.iter().any(|name| name == "##Combo_00")),
        "{error}"
    );
    eprintln!("{error}");
    assert_window_text_snapshot("ui_window_text_main", frame, "Main");
}

/// A clock that ticks every frame (`ticking`) in a window of its own, and a window of
/// controls beside it: a button that counts its clicks and a text field. The state: the
/// frames built, the clicks, the field's text.
fn clock_and_controls(ticking: bool) -> Harness<(u32, u32, String)> {
    Harness::builder(HarnessConfig::new([500.0, 200.0]))
        .build_app(
            (0u32, 0u32, String::new()),
            move |ui: &mut dear::Ui, (frames, clicks, name): &mut (u32, u32, String)| {
                *frames += 1;
                ui.window("Clock")
                    .position([300.0, 0.0], dear::Condition::Always)
                    .size([200.0, 100.0], dear::Condition::Always)
                    .build(|| {
                        ui.text(format!("tick {}", if ticking { *frames } else { 0 }));
                    });
                ui.window("Controls")
                    .position([0.0, 0.0], dear::Condition::Always)
                    .size([280.0, 150.0], dear::Condition::Always)
                    .build(|| {
                        if ui.button("Count") {
                            *clicks += 1;
                        }
                        ui.input_text("name", name).build();
                        ui.text(format!("clicked {clicks} times"));
                    });
            },
        )
        .expect("this test needs a wgpu adapter")
}

/// Issue 44, item 10, as on imgui-rs (`testing/tests/suite/actions.rs`): a clock ticking in
/// another window costs a click and a `set_text` nothing: each settles once what it touched
/// (its window, its item, what it opened) draws the same, in about as many frames as in a
/// UI that does not tick, not at the settle limit; the action says what settled.
#[test]
fn a_clock_ticking_elsewhere_costs_an_action_nothing() {
    let mut counts = Vec::new();
    for ticking in [false, true] {
        let mut harness = clock_and_controls(ticking);
        harness.run(3);
        let start = harness.state().0;
        let click = harness.click_on("Count").unwrap();
        let clicked = harness.state().0 - start;
        assert_eq!(harness.state().1, 1, "the click took");
        assert_eq!(clicked as usize, click.frames, "{click}");
        let start = harness.state().0;
        let set = harness.set_text(Target::label("name"), "notes").unwrap();
        let typed = harness.state().0 - start;
        assert_eq!(harness.state().2, "notes", "the text took");
        assert_eq!(typed as usize, set.frames, "{set}");
        eprintln!("ticking {ticking}: {click}; {set}");
        if ticking {
            let settled = "the window \"Controls\" and the windows opened since";
            assert_eq!(click.settled.as_deref(), Some(settled), "{click}");
            assert!(
                click
                    .to_string()
                    .contains(&format!("what it touched settled ({settled})"))
                    && click.to_string().contains("text new: \"tick "),
                "{click}"
            );
            assert_eq!(
                set.settled.as_deref(),
                Some("the window \"Controls\", the target item and the windows opened since"),
                "{set}"
            );
        } else {
            assert_eq!((&click.settled, &click.still_changing), (&None, &None));
            assert_eq!((&set.settled, &set.still_changing), (&None, &None));
        }
        counts.push((click.frames, set.frames));
    }
    let [(click_still, set_still), (click_ticking, set_ticking)] = counts[..] else {
        unreachable!("two runs")
    };
    assert!(
        click_ticking <= click_still + 3 && set_ticking <= set_still + 9,
        "a click built {click_ticking} frames with the clock ticking, {click_still} without; \
         set_text {set_ticking} and {set_still}"
    );
}
