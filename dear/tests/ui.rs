//! The testing toolkit on dear-imgui-rs (Dear ImGui 1.92): Dear ImGui's own demo window
//! tested from outside, as its users would, by label and by id path, with no coordinate
//! anywhere: the same tests as the imgui-rs ones (`testing/tests/suite/items.rs`), on the
//! 1.92 demo. Items come through 1.92's test-engine hooks (dear-imgui-sys's `test-engine`),
//! text through the glyphs 1.92 bakes as it draws them.

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
