//! Reading a frame's text back, one window at a time.

use crate::binding;
use imgui_webgpu_testing::text::WindowTextError;
use imgui_webgpu_testing::{Harness, HarnessConfig, Target, assert_window_text_snapshot};

/// A window at a fixed place and size that cannot collapse.
fn window(ui: &imgui::Ui, name: &str, pos: [f32; 2], size: [f32; 2], body: impl FnOnce()) {
    ui.window(name)
        .position(pos, imgui::Condition::Always)
        .size(size, imgui::Condition::Always)
        .flags(imgui::WindowFlags::NO_COLLAPSE)
        .build(body);
}

/// Issue 44, item 8: the visible text of one window. A line's window is the one whose draw
/// list it is drawn in: a child window's lines are its parent's, a combo's open list is a
/// window of its own (`##Combo_00`), a window drawn over another hides the lines under it,
/// and a window the frame does not draw fails naming those it does (`window_text_main`).
pub fn the_visible_text_of_one_window() {
    let mut harness = Harness::builder(HarnessConfig::new([500.0, 400.0]))
        .build_app(0_usize, |ui: &mut imgui::Ui, fruit: &mut usize| {
            window(ui, "Main", [10.0, 10.0], [300.0, 250.0], || {
                ui.text("Hello main");
                binding::child(ui, "inner", [200.0, 60.0], || ui.text("In the child"));
                ui.dummy([10.0, 40.0]);
                ui.text("Under the other window");
            });
            window(ui, "Other", [0.0, 150.0], [400.0, 140.0], || {
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
    assert_window_text_snapshot("window_text_main", frame, "Main");
}
