//! The apps several tests drive, and a helper.

use crate::binding;
use imgui_webgpu_testing::{Harness, HarnessConfig};

/// Dear ImGui's demo window, open, on a display of 1000 x 800.
pub(crate) fn demo() -> Harness<bool> {
    Harness::builder(HarnessConfig::new([1000.0, 800.0]))
        .build_app(true, |ui: &mut imgui::Ui, open: &mut bool| {
            ui.show_demo_window(open);
        })
        .expect("this test needs a wgpu adapter")
}

/// The state of [`widgets`]: every sort imgui asked for (the column, and whether
/// ascending), and the two sliders' values.
#[derive(Default)]
pub(crate) struct Widgets {
    pub sorts: Vec<(usize, bool)>,
    pub fine: f32,
    pub clamped: f32,
}

/// Two sliders that show fewer digits than they hold ("fine") or clamp what is typed
/// ("clamped"), and a sortable table whose every sort is kept.
pub(crate) fn widgets() -> Harness<Widgets> {
    Harness::builder(HarnessConfig::new([500.0, 300.0]))
        .build_app(
            Widgets::default(),
            |ui: &mut imgui::Ui, state: &mut Widgets| {
                ui.window("Widgets")
                    .position([0.0, 0.0], imgui::Condition::Always)
                    .size([500.0, 300.0], imgui::Condition::Always)
                    .build(|| {
                        binding::slider(ui, "fine", 1.0, "%.3f", false, &mut state.fine);
                        binding::slider(ui, "clamped", 10.0, "%.0f", true, &mut state.clamped);
                        if let Some(_table) =
                            ui.begin_table_with_flags("files", 2, imgui::TableFlags::SORTABLE)
                        {
                            binding::column(ui, "Name");
                            binding::column(ui, "Size");
                            ui.table_headers_row();
                            state.sorts.extend(binding::sort_asked(ui));
                            file_rows(ui);
                        }
                    });
            },
        )
        .expect("this test needs a wgpu adapter")
}

/// The rows of a table of two files (name, size): "a.txt" of "3 KB", "b.png" of "1 MB".
pub fn file_rows(ui: &imgui::Ui) {
    for (name, size) in [("a.txt", "3 KB"), ("b.png", "1 MB")] {
        ui.table_next_row();
        ui.table_next_column();
        ui.text(name);
        ui.table_next_column();
        ui.text(size);
    }
}

/// The low-level click at the centre of where the last frame shows `text`.
pub fn click_where_text_shows<S>(harness: &mut Harness<S>, text: &str) {
    let [x1, y1, x2, y2] = harness.frame().unwrap().find_text(text).unwrap();
    harness.click([(x1 + x2) / 2.0, (y1 + y2) / 2.0]);
}
