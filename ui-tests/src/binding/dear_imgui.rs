//! dear-imgui-rs (Dear ImGui 1.92): its side of what differs.

use imgui::{SortDirection, TableColumnFlags, Ui};

/// Items always come: the dear-imgui-rs tests build Dear ImGui with its test-engine hooks
/// (dear-imgui-sys's `test-engine`).
pub fn items_expected() -> bool {
    true
}

/// The id 1.92 gives a window's menu bar.
pub const MENU_BAR: &str = "##MenuBar";

/// A line of the demo's "Basic" node that shows once its list box is whole: the tree node
/// after the list box.
pub const LIST_BOX_WHOLE: &str = "Bullets";

/// Declares a table column with no flags.
pub fn column(ui: &Ui, name: &str) {
    ui.table_setup_column(name, TableColumnFlags::NONE, None);
}

/// The sort the current table's specs ask for (the first column's, and whether ascending),
/// once, when they changed.
pub fn sort_asked(ui: &Ui) -> Option<(usize, bool)> {
    let mut specs = ui.table_get_sort_specs()?;
    if !specs.is_dirty() {
        return None;
    }
    let sort = specs.iter().next().map(|spec| {
        let ascending = spec.sort_direction == SortDirection::Ascending;
        (spec.column_index.into(), ascending)
    });
    specs.clear_dirty(ui);
    sort
}

/// A float slider from 0 to `max` showing `format`, clamping what is typed when `clamp`.
pub fn slider(ui: &Ui, label: &str, max: f32, format: &str, clamp: bool, value: &mut f32) {
    let flags = if clamp {
        imgui::SliderFlags::ALWAYS_CLAMP
    } else {
        imgui::SliderFlags::NONE
    };
    ui.slider_config(label, 0.0_f32, max)
        .flags(flags)
        .try_display_format(format)
        .expect("a float's format")
        .build(value);
}

/// A child window of `size` with a border.
pub fn child(ui: &Ui, name: &str, size: [f32; 2], body: impl FnOnce()) {
    ui.child_window(name)
        .size(size)
        .border(true)
        .build(ui, body);
}
