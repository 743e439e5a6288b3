//! Reading a frame's text back from its draw data: what shows, where, and what does not
//! (clipped, scrolled out, under a later window), on UIs a user writes.

use imgui::Condition;
use imgui_webgpu_testing::text::FindTextError;
use imgui_webgpu_testing::{Harness, HarnessConfig, HarnessError, assert_text_snapshot};

fn harness(size: [f32; 2], ui: impl FnMut(&mut imgui::Ui) + 'static) -> Harness {
    Harness::new_ui(HarnessConfig::new(size), ui).expect("these tests need a wgpu adapter")
}

fn lines(harness: &Harness) -> Vec<String> {
    let frame = harness.frame().expect("a frame was built");
    frame
        .visible_text()
        .lines()
        .into_iter()
        .map(|line| line.text)
        .collect()
}

fn window(ui: &imgui::Ui, name: &str, pos: [f32; 2], size: [f32; 2], body: impl FnOnce()) {
    ui.window(name)
        .position(pos, Condition::Always)
        .size(size, Condition::Always)
        .collapsible(false)
        .build(body);
}

#[test]
fn labels_values_and_titles_read_back_as_lines() {
    let mut harness = harness([320.0, 200.0], |ui| {
        window(ui, "Settings", [10.0, 10.0], [300.0, 180.0], || {
            ui.text("Hello, world!");
            ui.button("Add one");
            let mut value = 42;
            ui.input_int("Count", &mut value).build();
            ui.text("a  b"); // two spaces: restored from the pen's movement
        });
    });
    harness.run(3);
    let lines = lines(&harness);
    for expected in [
        "Settings",
        "Hello, world!",
        "Add one",
        "Count",
        "42",
        "a  b",
    ] {
        assert!(
            lines.iter().any(|line| line == expected),
            "{expected:?} not among {lines:?}"
        );
    }
    let frame = harness.frame().unwrap();
    let [x1, y1, x2, y2] = frame.find_text("Add one").unwrap();
    assert!(x1 > 10.0 && y1 > 10.0 && x2 < 310.0 && y2 < 190.0 && x2 > x1 && y2 > y1);
    assert_text_snapshot("labels", frame);
}

#[test]
fn wrapped_and_multi_line_text_gives_one_line_per_screen_line() {
    let mut harness = harness([240.0, 220.0], |ui| {
        window(ui, "Notes", [0.0, 0.0], [240.0, 220.0], || {
            ui.text("first line\nsecond line");
            ui.text_wrapped(
                "The quick brown fox jumps over the lazy dog and keeps on running far away",
            );
        });
    });
    harness.run(3);
    let lines = lines(&harness);
    assert!(lines.contains(&"first line".to_owned()), "{lines:?}");
    assert!(lines.contains(&"second line".to_owned()), "{lines:?}");
    let wrapped: Vec<&String> = lines
        .iter()
        .filter(|line| !["Notes", "first line", "second line"].contains(&line.as_str()))
        .collect();
    assert!(
        wrapped.len() >= 2,
        "wrapped over several lines: {wrapped:?}"
    );
    let joined = wrapped
        .iter()
        .map(|line| line.as_str())
        .collect::<Vec<_>>()
        .join(" ");
    assert_eq!(
        joined,
        "The quick brown fox jumps over the lazy dog and keeps on running far away"
    );
    // A search spans one line: the wrap point splits the sentence.
    let frame = harness.frame().unwrap();
    assert!(frame.find_text("quick brown").is_ok());
    assert_text_snapshot("wrapped", frame);
}

#[test]
fn text_scrolled_out_of_a_child_window_is_hidden_and_cut_text_is_clipped() {
    let mut harness = harness([300.0, 200.0], |ui| {
        window(ui, "List", [0.0, 0.0], [300.0, 200.0], || {
            ui.child_window("items").size([0.0, 100.0]).build(|| {
                for row in 0..30 {
                    ui.text(format!("Item {row}"));
                }
                ui.set_scroll_y(160.0);
            });
            ui.text("Below the list");
        });
    });
    harness.run(4);
    let frame = harness.frame().unwrap().clone();
    let lines = lines(&harness);
    assert!(lines.contains(&"Below the list".to_owned()), "{lines:?}");
    // The first rows are scrolled out: drawn nowhere, or drawn and clipped away.
    assert!(!lines.contains(&"Item 0".to_owned()), "{lines:?}");
    match frame.find_text("Item 0") {
        Err(FindTextError::NotFound { .. } | FindTextError::Hidden { .. }) => {}
        other => panic!("Item 0 is scrolled out, got {other:?}"),
    }
    // Rows show whole inside the child, and the rows at its edges are cut.
    let whole = (0..30)
        .filter(|row| frame.find_text(&format!("Item {row}")).is_ok())
        .count();
    assert!(whole >= 3, "{lines:?}");
    let cut = (0..30)
        .filter(|row| {
            matches!(
                frame.find_text(&format!("Item {row}")),
                Err(FindTextError::Clipped { .. })
            )
        })
        .count();
    assert!(cut >= 1, "a row at the child's edge is cut: {lines:?}");
    assert!(
        matches!(harness.click_on("Item 0"), Err(HarnessError::Text(_))),
        "a scrolled-out row cannot be clicked"
    );
    assert_text_snapshot("scrolled_child", &frame);
}

#[test]
fn text_under_a_later_window_is_hidden() {
    let mut harness = harness([320.0, 200.0], |ui| {
        window(ui, "Back", [10.0, 10.0], [200.0, 150.0], || {
            ui.text("Covered text");
            ui.text("Shown text");
        });
        // Drawn later, over the first line of "Back" but not its second.
        window(ui, "Front", [0.0, 20.0], [300.0, 22.0], || {});
    });
    harness.run(3);
    let frame = harness.frame().unwrap();
    let lines = lines(&harness);
    // Row positions depend on the style: place "Front" over the first text line.
    assert!(lines.contains(&"Front".to_owned()), "{lines:?}");
    assert!(frame.find_text("Shown text").is_ok(), "{lines:?}");
    assert!(
        matches!(
            frame.find_text("Covered text"),
            Err(FindTextError::Hidden { .. } | FindTextError::Clipped { .. })
        ),
        "{lines:?}"
    );
    assert_text_snapshot("overlapping_windows", frame);
}

#[test]
fn a_text_in_two_places_is_ambiguous_and_a_missing_one_lists_what_shows() {
    let mut harness = harness([320.0, 200.0], |ui| {
        window(ui, "Left", [0.0, 0.0], [150.0, 100.0], || {
            ui.button("OK");
        });
        window(ui, "Right", [160.0, 0.0], [150.0, 100.0], || {
            ui.button("OK");
        });
    });
    harness.run(3);
    let frame = harness.frame().unwrap();
    match frame.find_text("OK") {
        Err(FindTextError::Ambiguous { places, .. }) => {
            assert_eq!(places.len(), 2);
            assert!(places[0][0] < 150.0 && places[1][0] > 160.0, "{places:?}");
        }
        other => panic!("expected Ambiguous, got {other:?}"),
    }
    match frame.find_text("Cancel") {
        Err(FindTextError::NotFound { nearest, lines, .. }) => {
            assert!(
                nearest.is_empty(),
                "nothing is near \"Cancel\": {nearest:?}"
            );
            assert_eq!(lines, 4, "two titles and two buttons");
        }
        other => panic!("expected NotFound, got {other:?}"),
    }
    let message = frame.find_text("OK").unwrap_err().to_string();
    assert!(message.contains("2 places"), "{message}");
}

#[test]
fn clicking_and_hovering_by_text_drive_the_widgets() {
    #[derive(Default)]
    struct Counter {
        clicks: u32,
        hovered: bool,
    }
    let config = HarnessConfig::new([320.0, 200.0]);
    let mut harness = Harness::new_app(config, Counter::default(), |ui, counter| {
        window(ui, "Counter", [10.0, 10.0], [300.0, 180.0], || {
            if ui.button("Add one") {
                counter.clicks += 1;
            }
            ui.button("Hover me");
            counter.hovered = ui.is_item_hovered();
        });
    })
    .expect("this test needs a wgpu adapter");
    harness.click_on("Add one").unwrap();
    harness.click_on("Add one").unwrap();
    assert!(!harness.state().hovered);
    harness.hover_on("Hover me").unwrap();
    assert_eq!(harness.state().clicks, 2);
    assert!(harness.state().hovered);
}
