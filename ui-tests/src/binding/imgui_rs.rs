//! imgui-rs (Dear ImGui 1.89): its side of what differs.

use imgui::{TableSortDirection, Ui};

/// Items come through imgui's test-engine hooks only where imgui is built with
/// `IMGUI_ENABLE_TEST_ENGINE` (`cargo xtask test` says so with `IMGUI_WEBGPU_EXPECT_ITEMS=1`);
/// the ordinary build has none (the testing suite checks it says why).
pub fn items_expected() -> bool {
    std::env::var("IMGUI_WEBGPU_EXPECT_ITEMS").is_ok_and(|value| value == "1")
}

/// The id 1.89 gives a window's menu bar.
pub const MENU_BAR: &str = "##menubar";

/// A line of the demo's "Basic" node that shows once its list box is whole: the list box's
/// fourth line (1.89 submits its lines only near the view).
pub const LIST_BOX_WHOLE: &str = "Kiwi";

/// Declares a table column with no flags.
pub fn column(ui: &Ui, name: &str) {
    ui.table_setup_column(name);
}

/// The sort the current table's specs ask for (the first column's, and whether ascending),
/// once, when they changed.
pub fn sort_asked(ui: &Ui) -> Option<(usize, bool)> {
    let mut specs = ui.table_sort_specs_mut()?;
    if !specs.should_sort() {
        return None;
    }
    let sort = specs.specs().iter().next().map(|spec| {
        let ascending = matches!(spec.sort_direction(), Some(TableSortDirection::Ascending));
        (spec.column_idx(), ascending)
    });
    specs.set_sorted();
    sort
}

/// A float slider from 0 to `max` showing `format`, clamping what is typed when `clamp`.
pub fn slider(ui: &Ui, label: &str, max: f32, format: &str, clamp: bool, value: &mut f32) {
    let flags = if clamp {
        imgui::SliderFlags::ALWAYS_CLAMP
    } else {
        imgui::SliderFlags::empty()
    };
    ui.slider_config(label, 0.0, max)
        .display_format(format)
        .flags(flags)
        .build(value);
}

/// A child window of `size` with a border.
pub fn child(ui: &Ui, name: &str, size: [f32; 2], body: impl FnOnce()) {
    ui.child_window(name).size(size).border(true).build(body);
}
