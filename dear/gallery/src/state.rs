//! The state window: what the user changed, as text and as marks a screenshot can count
//! (one filled square a link), since a window test reads pixels, not text.

use imgui_webgpu_app::imgui::{Condition, Ui};

use crate::layout;

/// What the state window shows.
pub struct Shown {
    /// ImNodes' links.
    pub imnodes_links: usize,
    /// The node editor's links.
    pub node_editor_links: usize,
    /// The cube's position.
    pub cube: [f32; 3],
}

/// The state window.
pub fn window(ui: &Ui, shown: &Shown) {
    let tile = layout::STATE;
    ui.window("State")
        .position(tile.pos, Condition::FirstUseEver)
        .size(tile.size, Condition::FirstUseEver)
        .build(|| {
            ui.text(format!("ImNodes links: {}", shown.imnodes_links));
            marks(ui, shown.imnodes_links, layout::IMNODES_MARK);
            ui.text(format!("Node editor links: {}", shown.node_editor_links));
            marks(ui, shown.node_editor_links, layout::NODE_EDITOR_MARK);
            let [x, y, z] = shown.cube;
            ui.text(format!("Cube at ({x:.2}, {y:.2}, {z:.2})"));
        });
}

/// A row of `count` squares of `colour` (at most as many as fit the row).
fn marks(ui: &Ui, count: usize, [r, g, b]: [u8; 3]) {
    let [left, top] = ui.cursor_screen_pos();
    let step = layout::MARK + 4.0;
    let fit = (ui.content_region_avail()[0] / step) as usize;
    let draw = ui.get_window_draw_list();
    for n in 0..count.min(fit) {
        let x = left + n as f32 * step;
        draw.add_rect(
            [x, top],
            [x + layout::MARK, top + layout::MARK],
            [
                f32::from(r) / 255.0,
                f32::from(g) / 255.0,
                f32::from(b) / 255.0,
                1.0,
            ],
        )
        .filled(true)
        .build();
    }
    ui.dummy([layout::MARK, layout::MARK]);
}
