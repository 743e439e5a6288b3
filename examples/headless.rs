//! Tests a UI without a window: builds it on a headless GPU (Mesa's lavapipe works), checks
//! its draw lists against `tests/snapshots/example_headless.txt`, and writes the rendered
//! image to `target/headless.png`.
//!
//! ```text
//! cargo run --example headless --features testing
//! UPDATE_SNAPSHOTS=1 cargo run --example headless --features testing   # accept changes
//! ```

use std::error::Error;
use std::path::Path;

use imgui_webgpu::testing::{Harness, HarnessConfig, assert_draw_snapshot, save_png};

fn settings(ui: &imgui::Ui) {
    ui.window("Settings")
        .position([10.0, 10.0], imgui::Condition::Always)
        .size([300.0, 160.0], imgui::Condition::Always)
        .build(|| {
            let mut volume = 0.8_f32;
            ui.slider("Volume", 0.0, 1.0, &mut volume);
            let mut subtitles = true;
            ui.checkbox("Subtitles", &mut subtitles);
            imgui::ProgressBar::new(0.35)
                .overlay_text("Downloading")
                .build(ui);
            ui.button("Apply");
            ui.same_line();
            ui.button("Cancel");
        });
}

fn main() -> Result<(), Box<dyn Error>> {
    let mut harness = Harness::new(HarnessConfig::new([320.0, 180.0]))?;
    // New windows size themselves over the first frames; three settle.
    let frame = harness.run(3, settings).clone();

    // Panics with the first differing draw command (and writes
    // tests/snapshots/example_headless.new.txt) if the UI's draw lists changed.
    assert_draw_snapshot("example_headless", &frame);

    let (image, report) = harness.render()?;
    println!(
        "{} draws, {} vertices, {} skipped",
        report.draws,
        report.vertices,
        report.skipped.len()
    );
    let target = Path::new(env!("CARGO_MANIFEST_DIR")).join("target");
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
