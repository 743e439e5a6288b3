//! `cargo bench -p imgui-webgpu-testing`: how fast the harness builds frames of Dear ImGui's
//! demo window, with and without reading pixels back, and with item hooks where this build
//! has them (build it with `CXXFLAGS=-DIMGUI_ENABLE_TEST_ENGINE` and `--features item-hooks`,
//! in a target directory of its own, for the hooked numbers). Reports; never fails on a
//! timing.

use std::time::{Duration, Instant};

use imgui_webgpu_testing::{Harness, HarnessConfig, Target};

fn demo() -> Harness<bool> {
    Harness::builder(HarnessConfig::new([1280.0, 720.0]))
        .build_app(true, |ui, open| {
            ui.show_demo_window(open);
        })
        .expect("the benchmark needs a wgpu adapter")
}

/// Frames per second of `frame` over at least `least` (after ten frames of warm-up).
fn rate(least: Duration, mut frame: impl FnMut()) -> (f64, u32) {
    for _ in 0..10 {
        frame();
    }
    let start = Instant::now();
    let mut frames = 0;
    while start.elapsed() < least || frames < 20 {
        frame();
        frames += 1;
    }
    (f64::from(frames) / start.elapsed().as_secs_f64(), frames)
}

fn main() {
    let least = Duration::from_secs(
        std::env::args()
            .skip_while(|arg| arg != "--seconds")
            .nth(1)
            .and_then(|value| value.parse().ok())
            .unwrap_or(3),
    );
    let mut harness = demo();
    // The demo with "Widgets" open: about 80 items a frame.
    if harness.click_on(Target::text("Widgets")).is_err() {
        eprintln!("harness_speed: could not open Widgets; measuring the closed demo");
    }
    let frame = harness.settle().expect("the demo settles");
    let hooks = match frame.items() {
        Ok(items) => format!("on ({} items a frame)", items.all().len()),
        Err(_) => "off".to_owned(),
    };
    let vertices: usize = frame.lists.iter().map(|list| list.vertices.len()).sum();
    let lines = frame.visible_text().lines().len();
    println!(
        "harness_speed: Dear ImGui's demo window, 1280x720, {vertices} vertices, {lines} lines \
         of text; item hooks {hooks}"
    );
    let (fps, frames) = rate(least, || {
        harness.step();
    });
    println!("  frames built and captured:  {fps:8.1} frames/s ({frames} frames)");
    let (fps, frames) = rate(least, || {
        harness.step();
        harness.render_image().expect("a readback");
    });
    println!("  ... and rendered, read back: {fps:8.1} frames/s ({frames} frames)");
    let (fps, frames) = rate(least, || {
        harness.step();
        let _ = harness
            .frame()
            .map(|frame| frame.visible_text().lines().len());
    });
    println!("  ... and visible text read:  {fps:8.1} frames/s ({frames} frames)");
}
