//! Actions of a harness that owns the app: clicks queued back to back, menu paths, hovering
//! text, and an action in a UI that never settles. Targets are visible text, so these run
//! with and without item hooks (a check of items only where they come).

use crate::apps::{click_where_text_shows, widgets};
use crate::binding::{self, items_expected};
use imgui_webgpu_testing::{Harness, HarnessConfig, Target};

/// Low-level clicks queued back to back, with 0, 1 or 2 frames built between them: the
/// second click's move waits for what the first queued, so the pointer reaches the second
/// header a frame before its press and both sorts happen (the move joined the first click's
/// press and imgui lost the second press with up to two frames between).
pub fn low_level_clicks_queued_back_to_back_each_take() {
    for frames_between in 0..3 {
        let mut harness = widgets();
        harness.settle().unwrap();
        assert_eq!(harness.state().sorts, [(0, true)], "imgui's first sort");
        click_where_text_shows(&mut harness, "Size");
        for _ in 0..frames_between {
            harness.step();
        }
        click_where_text_shows(&mut harness, "Name");
        harness.settle().unwrap();
        assert_eq!(
            harness.state().sorts,
            [(0, true), (1, true), (0, true)],
            "{frames_between} frames between the clicks: a click was lost"
        );
    }
}

/// Issue 44, item 5: a menu path means menus. "Save" is the menu item labelled so, not
/// "Save As.." that contains it; "Help" is the menu bar's menu, not the collapsing header
/// of the same label in the window's body.
pub fn a_menu_path_takes_whole_labels_and_the_menu_bar_first() {
    let mut harness = Harness::builder(HarnessConfig::new([400.0, 300.0]))
        .build_app(
            Vec::<&'static str>::new(),
            |ui: &mut imgui::Ui, chosen: &mut Vec<&'static str>| {
                ui.window("Editor")
                    .position([0.0, 0.0], imgui::Condition::Always)
                    .size([400.0, 300.0], imgui::Condition::Always)
                    .flags(imgui::WindowFlags::MENU_BAR)
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
                        if ui.collapsing_header("Help", imgui::TreeNodeFlags::empty()) {
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
    // Where item hooks are on, the menu bar's menu is found by its id path.
    if items_expected() {
        let frame = harness.settle().unwrap();
        let path = format!("Editor/{}/Help", binding::MENU_BAR);
        assert!(frame.items().unwrap().by_path(&path).is_ok(), "{path}");
    }
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

/// Issue 44, item 7: hovering a plain text line (no item takes the mouse there) works, as a
/// user hovers text they can see; the action says no item is there.
pub fn hovering_a_plain_text_line_works() {
    let mut harness = widgets();
    let action = harness.hover_on("a.txt").unwrap();
    assert!(
        action.what.starts_with("hovered the text \"a.txt\" at ("),
        "{action}"
    );
    assert!(action.item.is_none(), "{action}");
    let [x, y] = action.at;
    let frame = harness.settle().unwrap();
    let [x1, y1, x2, y2] = frame.find_text("a.txt").unwrap();
    assert!(x > x1 && x < x2 && y > y1 && y < y2, "{action}");
}

/// A clock that ticks every frame (`ticking`) in a window of its own, and a window of
/// controls beside it: a button that counts its clicks and a text field. The state: the
/// frames built, the clicks, the field's text.
fn clock_and_controls(ticking: bool) -> Harness<(u32, u32, String)> {
    Harness::builder(HarnessConfig::new([500.0, 200.0]))
        .build_app(
            (0u32, 0u32, String::new()),
            move |ui: &mut imgui::Ui, (frames, clicks, name): &mut (u32, u32, String)| {
                *frames += 1;
                ui.window("Clock")
                    .position([300.0, 0.0], imgui::Condition::Always)
                    .size([200.0, 100.0], imgui::Condition::Always)
                    .build(|| {
                        ui.text(format!("tick {}", if ticking { *frames } else { 0 }));
                    });
                ui.window("Controls")
                    .position([0.0, 0.0], imgui::Condition::Always)
                    .size([280.0, 150.0], imgui::Condition::Always)
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

/// Issue 44, item 10: a clock ticking in another window costs a click and a `set_text`
/// nothing: each settles once what it touched (its window, its item, what it opened) draws
/// the same, in about as many frames as in a UI that does not tick, not at the settle
/// limit; the action says what settled and what kept changing.
pub fn a_clock_ticking_elsewhere_costs_an_action_nothing() {
    let mut counts = Vec::new();
    for ticking in [false, true] {
        let mut harness = clock_and_controls(ticking);
        harness.run(3);
        // The field is left of its label (a point: no items needed).
        let field = harness.frame().unwrap().find_text("name").unwrap();
        let field = Target::at([field[0] - 60.0, (field[1] + field[3]) / 2.0]);
        let start = harness.state().0;
        let click = harness.click_on("Count").unwrap();
        let clicked = harness.state().0 - start;
        assert_eq!(harness.state().1, 1, "the click took");
        assert_eq!(clicked as usize, click.frames, "{click}");
        let start = harness.state().0;
        let set = harness.set_text(field.clone(), "notes").unwrap();
        let typed = harness.state().0 - start;
        assert_eq!(harness.state().2, "notes", "the text took");
        assert_eq!(typed as usize, set.frames, "{set}");
        eprintln!("ticking {ticking}: {click}; {set}");
        if ticking {
            assert_eq!(
                click.settled.as_deref(),
                Some("the window \"Controls\" and the windows opened since"),
                "{click}"
            );
            assert!(
                click.to_string().contains(
                    "what it touched settled (the window \"Controls\" and the windows \
                     opened since), the UI elsewhere did not: "
                ) && click.to_string().contains("text new: \"tick "),
                "{click}"
            );
            assert_eq!(set.settled, click.settled, "{set}");
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
