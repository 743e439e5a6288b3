//! Widgets by identity and state (items, through Dear ImGui's test-engine hooks): Dear
//! ImGui's own demo window tested from outside, by label and by id path, and small apps a
//! test author met problems with. Each returns at once where the build has no items (the
//! ordinary imgui-rs build: the testing suite checks that it says why).

use crate::apps::{demo, widgets};
use crate::binding::{self, items_expected};
use imgui_webgpu_testing::items::{FindItemError, id_of_path};
use imgui_webgpu_testing::{
    Harness, HarnessConfig, HarnessError, PixelTolerance, Target, assert_draw_snapshot,
    assert_item_snapshot, assert_pixel_snapshot, assert_text_snapshot,
};

const DEMO: &str = "Dear ImGui Demo";

/// The demo window's items, clicked with the low-level click, three frames each, as a test
/// of input does: a header found by its exact label, its id the window's id path, its text
/// where the item is; a label that is not there names the nearest; a tree node by path and
/// a checkbox in it, opened and ticked.
pub fn the_demo_window_by_identity_and_state() {
    if !items_expected() {
        return;
    }
    let mut harness = demo();
    let frame = harness.run(3);
    let items = frame.items().expect("items are recorded");
    // 19 on 1.89, more on 1.92: the demo's headers, menus and buttons.
    assert!(items.all().len() > 15, "{} items", items.all().len());

    // A collapsing header, found by its exact label: openable, closed, in the demo window.
    let widgets = frame.item("Widgets").expect("one item is labelled Widgets");
    assert_eq!(widgets.window, DEMO);
    assert!(
        widgets.status.openable && !widgets.status.opened,
        "{widgets:?}"
    );
    // Its id is the window's id path.
    assert_eq!(widgets.id, id_of_path(&format!("{DEMO}/Widgets")));
    // And its text shows where the item is.
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
    assert!(
        error
            .to_string()
            .contains("\"Widgets\" in \"Dear ImGui Demo\""),
        "{error}"
    );

    // Opened by a click on it: the item says so.
    let at = widgets.centre();
    harness.click(at);
    let frame = harness.run(3);
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
    let at = basic.centre();
    harness.click(at);
    let frame = harness.run(3);

    // The checkbox inside it (a tree node pushes its label): checkable and ticked, as the
    // demo starts it; a click unticks it.
    let path = format!("{DEMO}/Basic/checkbox");
    let checkbox = frame.items().unwrap().by_path(&path).expect("the checkbox");
    assert!(
        checkbox.status.checkable && checkbox.status.checked,
        "{checkbox:?}"
    );
    let at = checkbox.centre();
    harness.click(at);
    let frame = harness.run(3);
    let checkbox = frame.items().unwrap().by_path(&path).unwrap();
    assert!(!checkbox.status.checked, "{checkbox:?}");
    let at = checkbox.centre();

    // Scoped to a window (child windows included).
    assert!(frame.items().unwrap().in_window(DEMO, "checkbox").is_ok());
    assert!(matches!(
        frame
            .items()
            .unwrap()
            .in_window("Another window", "checkbox"),
        Err(FindItemError::NotFound { .. })
    ));

    // The demo keeps its state in C++ statics, which outlive this harness: tick it again
    // for the other test of the demo window.
    harness.click(at);
    let frame = harness.run(3);
    assert!(
        frame
            .items()
            .unwrap()
            .by_path(&path)
            .unwrap()
            .status
            .checked
    );
}

/// The demo window with no coordinates anywhere: open "Widgets > Basic" by path, tick a
/// checkbox and read it back, drag a slider to a value and read it, type into a field,
/// scroll a list until an item shows, and take item-tree, text, draw and pixel snapshots
/// (`demo_basic`).
pub fn the_demo_window_without_coordinates() {
    if !items_expected() {
        return;
    }
    let mut harness = demo();
    let action = harness.click_on(Target::label("Widgets")).unwrap();
    assert!(
        action.item.is_some_and(|item| item.status.active),
        "the press made the header active"
    );
    harness
        .click_on(Target::path(format!("{DEMO}/Basic")))
        .unwrap();

    // The demo keeps its state in C++ statics, shared by every test of this process: this
    // test is the one that changes the checkbox (back), the slider and the field.
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
    let action = harness.drag_slider_to(Target::path(&slider), 2.0).unwrap();
    eprintln!("{action}");
    let frame = harness.settle().unwrap();
    let item = frame.items().unwrap().by_path(&slider).unwrap();
    assert_eq!(frame.value_of(item).as_deref(), Some("2"));
    // Queries by a part of a label, and scoped to a subtree (the Basic tree node).
    let items = frame.items().unwrap();
    assert_eq!(items.by_label_containing("slider in").unwrap().id, item.id);
    assert!(matches!(
        items.by_label_containing("slider"),
        Err(FindItemError::Ambiguous { .. })
    ));
    let basic = items.under(&format!("{DEMO}/Basic")).unwrap();
    assert_eq!(basic.by_label("slider int").unwrap().id, item.id);
    assert!(
        basic.by_label("Widgets").is_err(),
        "the header is not under Basic"
    );
    assert!(
        basic.all().len() > 20,
        "{} items under Basic",
        basic.all().len()
    );

    harness
        .type_into(Target::in_window(DEMO, "input text"), " again")
        .unwrap();
    harness.press_chord(&[imgui::Key::Enter]).unwrap();
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

    // The list box shows four of its nine fruits; "Watermelon" is the last. Its lines exist
    // only near its view: the demo window is scrolled until the list box shows whole, then
    // the list box until the line does.
    assert!(frame.find_text("Watermelon").is_err());
    harness
        .scroll_until_shows(binding::LIST_BOX_WHOLE, Target::title(DEMO))
        .unwrap();
    let action = harness.scroll_until_shows("Watermelon", "Banana").unwrap();
    eprintln!("{action}");
    let frame = harness.settle().unwrap();
    assert!(frame.find_text("Watermelon").is_ok());

    assert_item_snapshot("demo_basic", frame);
    assert_text_snapshot("demo_basic", frame);
    assert_draw_snapshot("demo_basic", frame);
    let image = harness.render_image().unwrap();
    assert_pixel_snapshot("demo_basic", &image, PixelTolerance::SAME_DRIVER);
}

/// The demo's sorting table, sorted by two headers in a row, by path: by Name, then
/// straight after by ID, each click taken (the rows' order says so).
pub fn a_demo_table_sorted_by_two_headers_in_a_row() {
    if !items_expected() {
        return; // Paths need items; the visible-text path sorts a table in `actions`.
    }
    let mut harness = demo();
    harness.click_on(Target::label("Tables & Columns")).unwrap();
    let sorting = format!("{DEMO}/Tables/Sorting");
    harness.scroll_into_view(Target::path(&sorting)).unwrap();
    harness.click_on(Target::path(&sorting)).unwrap();
    let header = |column: i32, name: &str| {
        Target::path(format!("{sorting}/table_sorting/$${column}/{name}"))
    };
    // The first rows in view (Dear ImGui 1.92 submits a table only once it shows:
    // `BeginTable` returns false while it is scrolled out), then its headers.
    harness
        .scroll_until_shows("0000", Target::title(DEMO))
        .unwrap();
    harness.scroll_into_view(header(1, "Name")).unwrap();
    // Rows show their id as four digits: 0000 is a Banana, 0001 an Apple. The first row is
    // the highest line that starts "00".
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
    assert_eq!(
        first_row(&mut harness).as_deref(),
        Some("0000"),
        "sorted by ID"
    );
    harness.click_on(header(1, "Name")).unwrap();
    assert_eq!(
        first_row(&mut harness).as_deref(),
        Some("0001"),
        "sorted by Name"
    );
    harness.click_on(header(0, "ID")).unwrap();
    assert_eq!(
        first_row(&mut harness).as_deref(),
        Some("0000"),
        "by ID again"
    );
}

/// Typed values are compared at the precision the item shows: 0.1234 into a "%.3f" slider
/// takes and says it shows "0.123"; a slider that clamps says what was typed and what
/// shows.
pub fn a_typed_value_is_compared_at_the_precision_the_item_shows() {
    if !items_expected() {
        return; // Items name the widgets.
    }
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
        matches!(&error, HarnessError::Missed { why, .. }
            if why.contains("typed \"20\", it shows \"10\"")),
        "{error}"
    );
    assert_eq!(harness.state().clamped, 10.0);
}

/// Issue 44, item 2: a table header whose window's bottom edge cuts it (3 of its 17 units
/// show) is not shown whole, though it covers its clip (its own row cut by the window);
/// `scroll_into_view` scrolls it into view and says so, and says when it had nothing to do.
pub fn a_header_cut_by_its_window_s_edge_is_scrolled_into_view() {
    let mut harness = Harness::builder(HarnessConfig::new([400.0, 300.0]))
        .build_app((), |ui: &mut imgui::Ui, _: &mut ()| {
            ui.window("Cut")
                .position([0.0, 0.0], imgui::Condition::Always)
                .size([300.0, 200.0], imgui::Condition::Always)
                .build(|| {
                    // The table starts 7 units above the window's bottom edge: its clip ends
                    // 4 units above it (half the window's padding).
                    ui.set_cursor_pos([8.0, 193.0]);
                    if let Some(_table) = ui.begin_table("files", 2) {
                        binding::column(ui, "Name");
                        binding::column(ui, "Size");
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
    if !items_expected() {
        return; // Visibility of items needs items.
    }
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
    assert!(header.rect[3] <= header.clip[3], "{header:?}");
    let again = harness.scroll_into_view(Target::label("Name")).unwrap();
    assert!(
        again.what.contains("was already in view"),
        "a second call has nothing to scroll: {again}"
    );
}

/// Issue 44, item 7: a label hidden after `##` is not found by label, and the message says
/// that such labels are reached by id path, and which path; that path reaches it.
pub fn a_hidden_label_is_not_found_by_label_and_the_message_gives_its_path() {
    let mut harness = Harness::builder(HarnessConfig::new([400.0, 200.0]))
        .build_app(false, |ui: &mut imgui::Ui, done: &mut bool| {
            ui.window("Todo")
                .position([0.0, 0.0], imgui::Condition::Always)
                .size([300.0, 150.0], imgui::Condition::Always)
                .build(|| {
                    ui.checkbox("##done", done);
                    ui.same_line();
                    ui.text("Write the report");
                });
        })
        .expect("this test needs a wgpu adapter");
    if !items_expected() {
        return; // Labels need items.
    }
    let error = harness.click_on(Target::label("done")).unwrap_err();
    let message = error.to_string();
    assert!(
        message.contains("hidden") && message.contains("Target::path(\"Todo/##done\")"),
        "the message says how to reach a hidden label: {message}"
    );
    harness.click_on(Target::path("Todo/##done")).unwrap();
    assert!(*harness.state(), "the path reached the checkbox");
}

/// Issue 44, item 7: tabs and selectables carry a selected state. A tab's from its tab bar
/// (the tab whose contents show); a selectable's from what it drew (imgui reports none):
/// selected, not selected, and unknown while the mouse is over it (it draws the hovered
/// colour, selected or not).
pub fn tabs_and_selectables_carry_their_selected_state() {
    let mut harness = Harness::builder(HarnessConfig::new([400.0, 300.0]))
        .build_app(0_usize, |ui: &mut imgui::Ui, chosen: &mut usize| {
            ui.window("Pick")
                .position([0.0, 0.0], imgui::Condition::Always)
                .size([300.0, 250.0], imgui::Condition::Always)
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
    if !items_expected() {
        return; // State needs items.
    }
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

/// Issue 44, item 4: one ranking of nearest labels everywhere. A transposition is one typo
/// ("Nmae" is next to "Name", "cmobo" to "combo"), before the many long labels that hold a
/// part of the query; ties go to labels shown, then to the closest in length; and every
/// not-found error offers the nearest: `Items::by_label`, `in_window` and `by_path` (with
/// the labels of combos and headers read from the frame) and `scroll_until_shows`.
pub fn nearest_labels_put_a_transposition_first_everywhere() {
    let mut harness = Harness::builder(HarnessConfig::new([600.0, 500.0]))
        .build_app(0_usize, |ui: &mut imgui::Ui, choice: &mut usize| {
            ui.window("Shop")
                .position([10.0, 10.0], imgui::Condition::Always)
                .size([580.0, 480.0], imgui::Condition::Always)
                .build(|| {
                    // Long labels, each holding a part of "Nmae" or "cmobo" two edits away.
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
                        binding::column(ui, "Name");
                        binding::column(ui, "Size");
                        ui.table_headers_row();
                        ui.table_next_column();
                        ui.text("Pear");
                    }
                });
        })
        .expect("this test needs a wgpu adapter");
    if !items_expected() {
        return; // Labels need items.
    }
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
        let HarnessError::Item(error) = &error else {
            panic!("click_on: {error}");
        };
        assert_eq!(first(error).as_deref(), Some(meant), "click_on: {error}");
    }
    // Scrolling until a misspelt label shows fails naming the nearest.
    let error = harness
        .scroll_until_shows(Target::label("cmobo"), Target::title("Shop"))
        .unwrap_err();
    let message = error.to_string();
    assert!(
        message.contains("nearest") && message.contains("\"combo\" in \"Shop\""),
        "{message}"
    );
    // Visible text ranks by the same function: the transposed word first.
    let error = frame.find_text("Nmae").unwrap_err();
    assert!(
        matches!(&error, imgui_webgpu_testing::text::FindTextError::NotFound { nearest, .. }
            if nearest.first().is_some_and(|line| line.text == "Name")),
        "{error}"
    );
}

/// Issue 44, item 6: a list box its window's bottom edge cuts. Its last lines show only
/// once the window is scrolled so that the list is in view: `scroll_until_shows` over the
/// list does that first, then scrolls the list. A list box below the fold submits no lines
/// (Dear ImGui adds it as an item without an id): the message says so and names the way in,
/// which works.
pub fn a_list_its_window_cuts_comes_into_view_before_its_lines() {
    let mut harness = Harness::builder(HarnessConfig::new([500.0, 400.0]))
        .build_app(0_usize, |ui: &mut imgui::Ui, chosen: &mut usize| {
            ui.window("Lists")
                .position([20.0, 20.0], imgui::Condition::Always)
                .size([440.0, 300.0], imgui::Condition::Always)
                .build(|| {
                    ui.dummy([10.0, 200.0]);
                    for (list, name) in [(0, "lines"), (1, "more")] {
                        if let Some(_list) = imgui::ListBox::new(name).size([0.0, 160.0]).begin(ui)
                        {
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
    if !items_expected() {
        return; // Lines by label need items.
    }
    harness.settle().unwrap();
    let action = harness
        .scroll_until_shows(Target::label("Line 39"), Target::label("Line 0"))
        .unwrap();
    assert!(action.item.as_ref().unwrap().wholly_visible(), "{action}");
    harness.click_on(Target::label("Line 39")).unwrap();
    assert_eq!(*harness.state(), 39, "the last line took the click");

    // The second list is below the fold: none of its lines exists.
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
