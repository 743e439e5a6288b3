//! Renders Dear ImGui's demo window headlessly to `target/demo.png` (1280x800) and prints
//! the path. `cargo xtask demo` runs it.

use std::error::Error;
use std::path::Path;

use imgui_webgpu::testing::{Harness, HarnessConfig, save_png};

/// Where the demo window sits (set through imgui's settings, which the demo respects).
const DEMO_POS: [f32; 2] = [40.0, 40.0];

fn ui(ui: &imgui::Ui) {
    ui.show_demo_window(&mut true);
    ui.window("Style Editor")
        .position([680.0, 40.0], imgui::Condition::Always)
        .size([560.0, 720.0], imgui::Condition::Always)
        .build(|| ui.show_default_style_editor());
}

fn main() -> Result<(), Box<dyn Error>> {
    let mut harness = Harness::new(HarnessConfig::new([1280.0, 800.0]))?;
    harness
        .stepper_mut()
        .context_mut()
        .load_ini_settings(&format!(
            "[Window][Dear ImGui Demo]\nPos={},{}\nSize=600,720\nCollapsed=0\n",
            DEMO_POS[0], DEMO_POS[1]
        ));
    harness.run(4, ui);
    // Open "Widgets", then "Basic" under it, with scripted clicks (Dear ImGui 1.89.2's
    // layout, relative to the window's corner).
    for offset in [[290.0, 145.0], [45.0, 166.0]] {
        harness.click([DEMO_POS[0] + offset[0], DEMO_POS[1] + offset[1]]);
        harness.run(3, ui);
    }
    let (image, report) = harness.render()?;
    if !report.skipped.is_empty() {
        return Err(format!("commands were skipped: {:?}", report.skipped).into());
    }
    let target = Path::new(env!("CARGO_MANIFEST_DIR")).join("target");
    std::fs::create_dir_all(&target)?;
    let path = target.join("demo.png");
    save_png(&image, &path)?;
    println!("{}", path.display());
    Ok(())
}
