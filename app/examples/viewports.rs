//! Multi-viewport (the `docking` feature): a panel that becomes an OS window of its own when
//! dragged out of the main window, and goes back into it when dragged back
//! (`cargo run -p imgui-webgpu-app --features docking --example viewports`), on either
//! binding: the app's suite runs it on imgui-rs and on dear-imgui-rs.
//!
//! The window tests read where the panel is from the probe's `app layout panel` lines
//! (printed only with `IMGUI_WEBGPU_APP_PROBE=1`).

use imgui_webgpu_app::imgui::{Condition, StyleColor};
use imgui_webgpu_app::{Options, probe};

fn main() -> Result<(), imgui_webgpu_app::RunError> {
    let options = Options::new("Viewports")
        .with_docking(true)
        .with_viewports(true);
    let mut open = true;
    let mut said = None;
    imgui_webgpu_app::run(options, move |ui, _| {
        if !open {
            return;
        }
        // A green panel: its pixels tell where it is drawn.
        let _green = ui.push_style_color(StyleColor::WindowBg, [0.0, 0.8, 0.0, 1.0]);
        // Where imgui puts a new window: 60,60 from the main window's corner.
        ui.window("Panel")
            .size([260.0, 160.0], Condition::FirstUseEver)
            .opened(&mut open)
            .build(|| {
                ui.text("Drag me out of the window");
                let ([x, y], [width, height]) = (ui.window_pos(), ui.window_size());
                let rect = [x, y, x + width, y + height].map(|value| value.round() as i32);
                if said != Some(rect) {
                    said = Some(rect);
                    let [x1, y1, x2, y2] = rect;
                    probe::note(format_args!("app layout panel {x1} {y1} {x2} {y2}"));
                }
            });
    })
}
