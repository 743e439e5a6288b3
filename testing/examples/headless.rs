//! Tests a UI without a window, the way a user would: finds the widgets by the text they
//! show, clicks them, and checks the screen's text against
//! `tests/snapshots/example_headless.visible.txt`. It runs on a headless GPU (Mesa's lavapipe
//! works) and writes the rendered image to `target/headless.png`.
//!
//! ```text
//! cargo run -p imgui-webgpu-testing --example headless
//! UPDATE_SNAPSHOTS=1 cargo run -p imgui-webgpu-testing --example headless   # accept changes
//! ```

use std::error::Error;
use std::path::Path;

use imgui_webgpu_testing::images::save_png;
use imgui_webgpu_testing::{Harness, HarnessConfig, assert_text_snapshot};

/// The app's state: what the settings window edits.
#[derive(Debug)]
struct Settings {
    subtitles: bool,
    applied: u32,
}

impl Settings {
    fn ui(&mut self, ui: &mut imgui::Ui) {
        ui.window("Settings")
            .position([10.0, 10.0], imgui::Condition::Always)
            .size([300.0, 160.0], imgui::Condition::Always)
            .build(|| {
                let mut volume = 0.8_f32;
                ui.slider("Volume", 0.0, 1.0, &mut volume);
                ui.checkbox("Subtitles", &mut self.subtitles);
                imgui::ProgressBar::new(0.35)
                    .overlay_text("Downloading")
                    .build(ui);
                if ui.button("Apply") {
                    self.applied += 1;
                }
                ui.same_line();
                ui.button("Cancel");
                ui.text(format!("Applied {} times", self.applied));
            });
    }
}

fn main() -> Result<(), Box<dyn Error>> {
    // The harness owns the app: its state and the UI that draws it each frame.
    let settings = Settings {
        subtitles: true,
        applied: 0,
    };
    let config = HarnessConfig::new([320.0, 180.0]);
    let mut harness = Harness::new_app(config, settings, |ui, settings| settings.ui(ui))?;

    // Click by what the screen shows, as a user does: each click moves the mouse there,
    // waits until imgui hovers the widget, presses, releases and lets the UI settle.
    let action = harness.click_on("Subtitles")?;
    println!("{action}");
    harness.click_on("Apply")?;
    let frame = harness.settle()?.clone();
    assert!(!harness.state().subtitles, "the checkbox was clicked off");
    assert_eq!(harness.state().applied, 1);
    let applied = frame.find_text("Applied 1 times")?;
    println!("\"Applied 1 times\" shows at {applied:?}");

    // Panics with a unified diff from the stored text (and writes
    // tests/snapshots/example_headless.new.visible.txt) if the screen's text changed.
    assert_text_snapshot("example_headless", &frame);

    let (image, report) = harness.render()?;
    println!(
        "{} draws, {} vertices, {} skipped",
        report.draws,
        report.vertices,
        report.skipped.len()
    );
    let target = Path::new(env!("CARGO_MANIFEST_DIR")).join("../target");
    std::fs::create_dir_all(&target)?;
    let png = target.join("headless.png");
    save_png(&image, &png)?;
    // The complete form: every vertex, to replay this frame on another machine.
    let recording = target.join("headless.imdraw");
    frame.save(&recording)?;
    println!("{}", png.display());
    println!("{}", recording.display());
    Ok(())
}
