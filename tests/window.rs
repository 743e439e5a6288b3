//! The minimal winit example in a real window under Xvfb: it must open a surface, render
//! imgui for several frames, and its screenshot must show the UI (Dear ImGui's demo window
//! over the clear colour). GL surfaces cannot be copied, so there the example says so and
//! the test checks that it said so on GL only; the demo's own window test reads GL frames
//! back through a second pass.
//!
//! Needs `xvfb-run` (`cargo xtask test` installs it) unless a display is already set; fails,
//! never skips, without one.

use std::path::PathBuf;
use std::process::Command;
use std::time::{Duration, Instant};

/// The example binary that `cargo test` built next to this test's own binary.
fn example_binary() -> PathBuf {
    let test_binary = std::env::current_exe().expect("the test knows its own path");
    let profile_dir = test_binary
        .parent()
        .and_then(|deps| deps.parent())
        .expect("test binaries live in target/<profile>/deps");
    profile_dir.join("examples").join("winit")
}

fn load_png(path: &std::path::Path) -> (u32, u32, Vec<u8>) {
    let image = imgui_webgpu_testing::images::load_png(path).unwrap();
    (image.width, image.height, image.pixels)
}

#[test]
fn winit_example_renders_the_ui_in_a_real_window() {
    let binary = example_binary();
    assert!(
        binary.exists(),
        "{} is missing: run through `cargo test`, which builds examples",
        binary.display()
    );
    let screenshot = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("window.png");
    let _ = std::fs::remove_file(&screenshot);
    let args = ["--frames", "20", "--screenshot"];
    let mut command = if std::env::var_os("DISPLAY").is_some() {
        Command::new(&binary)
    } else {
        let mut xvfb = Command::new("xvfb-run");
        xvfb.args(["-a", "-s", "-screen 0 1024x768x24"])
            .arg(&binary);
        xvfb
    };
    command
        .args(args)
        .arg(&screenshot)
        .stdout(std::process::Stdio::piped());
    let mut child = command.spawn().unwrap_or_else(|error| {
        panic!("could not start the window example (is xvfb-run installed?): {error}")
    });
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if started.elapsed() > Duration::from_secs(120) {
            let _ = child.kill();
            panic!("the window example did not finish 20 frames in 120 s");
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    let mut stdout = String::new();
    if let Some(mut pipe) = child.stdout.take() {
        std::io::Read::read_to_string(&mut pipe, &mut stdout).unwrap();
    }
    assert!(
        status.success(),
        "the window example failed: {status}\n{stdout}"
    );
    let srgb_surface = stdout
        .lines()
        .find_map(|line| line.strip_prefix("surface format: "))
        .unwrap_or_else(|| panic!("the example names its surface format: {stdout}"))
        .contains("Srgb");

    if stdout.contains("screenshot: unavailable") {
        assert!(
            stdout.contains("backend: Gl"),
            "only GL surfaces refuse copies:\n{stdout}"
        );
        return;
    }
    let (width, height, pixels) = load_png(&screenshot);
    assert!(width >= 200 && height >= 200, "window is {width}x{height}");
    let count = |rgb: [u8; 3], tolerance: u8| {
        pixels
            .chunks_exact(4)
            .filter(|pixel| {
                pixel[..3]
                    .iter()
                    .zip(rgb)
                    .all(|(a, b)| a.abs_diff(b) <= tolerance)
            })
            .count()
    };
    // The clear colour (0.1, 0.1, 0.12) shows around the demo window: an sRGB surface
    // stores it encoded, a Unorm one as it is.
    let encode = |linear: f64| {
        if srgb_surface {
            imgui_webgpu_testing::images::linear_to_srgb8(linear as f32)
        } else {
            (linear * 255.0).round() as u8
        }
    };
    let clear = [encode(0.1), encode(0.1), encode(0.12)];
    let background = count(clear, 1);
    assert!(
        background > (width * height / 4) as usize,
        "{background} of {width}x{height} pixels show the clear colour {clear:?}"
    );
    // Dear ImGui's demo window: its dark background (about 15, 15, 15 with alpha 0.94 over
    // the clear colour) and its near-white text.
    let text = count([255, 255, 255], 30);
    assert!(text > 500, "only {text} text pixels");
    let window = pixels.len() / 4 - background;
    assert!(
        window > 50_000,
        "only {window} pixels other than the clear colour"
    );
}
