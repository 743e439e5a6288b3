//! The demo in a real window under Xvfb, the way a user runs it: more than 300 frames
//! through a scripted sequence of about twenty window sizes (four times the start area,
//! 9000 px wide, and wider than the device's limit among them), a UI-scale change that
//! rebuilds the font atlas, and a device loss (`Device::destroy`) the demo recovers from
//! without a restart. `cargo xtask test` runs it on Vulkan and GL, in a debug and an
//! optimized build.
//!
//! Checked: the final screenshot shows each part of the UI where the demo drew it (colours
//! that a blank or wrong frame would not have), nothing grew (the renderer's live objects and
//! wgpu's hub counts after the sequence equal those before it), no panic or wgpu error
//! happened, and every frame's surface is the window's size clamped to the device's limit,
//! with imgui's display covering it exactly. Needs Xvfb, openbox, xdotool and xprop (see
//! `support/src/window.rs`; `cargo xtask test` installs them).

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::Duration;

use imgui_webgpu_demo::painter::FILL;
use imgui_webgpu_demo::scene::{CLEAR, FACES};
use imgui_webgpu_demo::ui::CHECKER;
use imgui_webgpu_testing::images::RgbaImage;
use imgui_webgpu_testing::images::linear_to_srgb8;

use imgui_webgpu_test_support::window as window_support;

use window_support::{App, FrameLine, XSession};

/// The X screen: room for the script's 9000-px-wide window and its 2560x1440 one (the
/// 17000-px one reaches past the screen's edge, as a window spanning monitors may).
const SCREEN: [u32; 2] = [9200, 1500];

/// How long the script may take, and each wait in it (a slow debug build on a busy machine
/// takes a few minutes at most).
const LIMIT: Duration = Duration::from_secs(600);

/// What the demo printed.
struct Run {
    stdout: String,
    stderr: String,
}

impl Run {
    fn value(&self, prefix: &str) -> &str {
        self.stdout
            .lines()
            .find_map(|line| line.strip_prefix(prefix))
            .unwrap_or_else(|| panic!("the demo printed no `{prefix}`:\n{}", self.stdout))
    }

    fn counts(&self, prefix: &str) -> BTreeMap<String, usize> {
        self.value(prefix)
            .split_whitespace()
            .filter_map(|pair| {
                let (name, count) = pair.split_once('=')?;
                Some((name.to_owned(), count.parse().ok()?))
            })
            .collect()
    }

    /// A rectangle the demo drew, in pixels (the scale factor is 1 under Xvfb).
    fn rect(&self, name: &str) -> [u32; 4] {
        let values: Vec<f32> = self
            .value(&format!("layout {name}: "))
            .split_whitespace()
            .filter_map(|value| value.parse().ok())
            .collect();
        let [x1, y1, x2, y2] = values[..] else {
            panic!("bad layout line for {name}: {values:?}");
        };
        [x1.ceil(), y1.ceil(), x2.floor(), y2.floor()].map(|value| value.max(0.0) as u32)
    }
}

fn run_demo(screenshot: &std::path::Path) -> Run {
    let session = XSession::start(SCREEN[0], SCREEN[1]);
    let mut command = session.command(env!("CARGO_BIN_EXE_imgui-webgpu-demo"));
    command
        .args(["--script", "resize", "--screenshot"])
        .arg(screenshot);
    let mut app = App::spawn(command, "the demo");
    // Twice the script asks to be minimised: the test does it as a user does, checks that
    // drawing stops, and restores the window.
    let mut from = 0;
    for _ in 0..2 {
        let (prompt, _) = app.wait_for_line(from, "script: minimise the window", LIMIT);
        let window = session.window_of(app.pid());
        window_support::check_minimising(&session, &mut app, &window, prompt);
        from = prompt + 1;
    }
    let finished = app.finish(LIMIT);
    let run = Run {
        stdout: finished.stdout,
        stderr: finished.stderr,
    };
    assert!(
        finished.status.success(),
        "the demo failed: {}\nstdout (last lines):\n{}\nstderr:\n{}",
        finished.status,
        window_support::last_lines(&run.stdout, 40),
        window_support::last_lines(&run.stderr, 40)
    );
    run
}

fn close(pixel: [u8; 4], rgb: [u8; 3], tolerance: u8) -> bool {
    pixel[..3]
        .iter()
        .zip(rgb)
        .all(|(a, b)| a.abs_diff(b) <= tolerance)
}

/// The pixels of `image` inside `rect`.
fn pixels_in(image: &RgbaImage, [x1, y1, x2, y2]: [u32; 4]) -> Vec<[u8; 4]> {
    (y1..y2.min(image.height))
        .flat_map(|y| (x1..x2.min(image.width)).map(move |x| (x, y)))
        .map(|(x, y)| image.pixel(x, y))
        .collect()
}

fn share(pixels: &[[u8; 4]], matches: impl Fn(&[u8; 4]) -> bool) -> f32 {
    pixels.iter().filter(|pixel| matches(pixel)).count() as f32 / pixels.len().max(1) as f32
}

#[test]
fn the_demo_survives_resizes_minimising_a_scale_change_and_a_device_loss_in_a_real_window() {
    let screenshot = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("demo-window.png");
    let _ = std::fs::remove_file(&screenshot);
    let run = run_demo(&screenshot);

    // No panic (the exit status) and no wgpu error.
    assert_eq!(run.value("wgpu errors: "), "0");
    assert!(!run.stderr.contains("wgpu error"), "{}", run.stderr);
    let frames: u64 = run.value("frames rendered: ").parse().unwrap();
    assert!(frames >= 300, "only {frames} frames were drawn");
    // Windows past wgpu's default limit of 8192 px: 9000 px wide is drawn at that size
    // (the demo asks for the adapter's limits); 17000 px is past the device's limit too, and
    // the surface is clamped to it. Every frame's surface and imgui display match.
    let max_side: u32 = run.value("max surface side: ").parse().unwrap();
    let lines = FrameLine::all(&run.stdout);
    assert!(lines.len() as u64 >= frames, "a line for every frame");
    let wide = window_support::frames_at(&lines, [9000, 700], max_side);
    assert!(
        !wide.is_empty(),
        "no frame was drawn in the 9000x700 window"
    );
    let widest = window_support::frames_at(&lines, [17000, 600], max_side);
    assert!(
        !widest.is_empty(),
        "no frame was drawn in the 17000x600 window"
    );
    eprintln!(
        "device limit {max_side}: {} frames at 9000x700 (surface {:?}), {} at 17000x600 \
         (surface {:?})",
        wide.len(),
        wide[0].surface,
        widest.len(),
        widest[0].surface
    );
    let targets: u64 = run.value("viewport targets created: ").parse().unwrap();
    assert!(
        targets >= 10,
        "the viewport was recreated only {targets} times"
    );

    // The device was lost once (`Device::destroy`) and recovered onto a new one, UI state
    // kept: the counts below (which include wgpu's live devices) prove the old device and
    // everything made on it were released.
    assert_eq!(run.value("device losses recovered: "), "1");
    assert!(
        run.stdout
            .contains("device lost: recovered onto a new device")
    );

    // Nothing grew over the sequence.
    let before = run.counts("counts before: ");
    let after = run.counts("counts after: ");
    assert!(before.len() >= 10, "{before:?}");
    assert_eq!(before, after, "live objects before and after the script");

    // The screenshot shows the UI.
    let image = imgui_webgpu_testing::images::load_png(&screenshot).unwrap();
    assert_eq!([image.width, image.height], [1280, 720]);
    let everything = pixels_in(&image, [0, 0, image.width, image.height]);
    let srgb_surface = run.value("surface format: ").contains("Srgb");
    let background = [0.1f32, 0.1, 0.12].map(|linear| {
        if srgb_surface {
            linear_to_srgb8(linear)
        } else {
            (linear * 255.0).round() as u8
        }
    });
    let shown = share(&everything, |pixel| close(*pixel, background, 1));
    assert!(
        shown > 0.02,
        "{:.1}% of pixels show the background {background:?}",
        shown * 100.0
    );

    // The 3D viewport: its clear colour at the corners, cube faces in the middle.
    let [x1, y1, x2, y2] = run.rect("viewport");
    for (x, y) in [
        (x1 + 3, y1 + 3),
        (x2 - 4, y1 + 3),
        (x1 + 3, y2 - 4),
        (x2 - 4, y2 - 4),
    ] {
        assert!(
            close(image.pixel(x, y), CLEAR, 2),
            "viewport corner ({x}, {y}): {:?}",
            image.pixel(x, y)
        );
    }
    let middle = [
        x1 + (x2 - x1) / 4,
        y1 + (y2 - y1) / 4,
        x2 - (x2 - x1) / 4,
        y2 - (y2 - y1) / 4,
    ];
    let cube = share(&pixels_in(&image, middle), |pixel| {
        FACES.iter().any(|face| close(*pixel, *face, 3))
    });
    assert!(
        cube > 0.3,
        "cube faces cover {:.1}% of the viewport's middle",
        cube * 100.0
    );

    // The paint callback: magenta around a white triangle, inside its window only.
    let paint = pixels_in(&image, run.rect("paint"));
    let magenta = share(&paint, |pixel| close(*pixel, FILL, 1));
    let white = share(&paint, |pixel| close(*pixel, [255, 255, 255], 1));
    assert!(
        magenta > 0.5,
        "magenta covers {:.1}% of the paint window",
        magenta * 100.0
    );
    assert!(white > 0.02, "the triangle covers {:.1}%", white * 100.0);
    let outside = share(&everything, |pixel| close(*pixel, FILL, 1));
    assert!(
        outside * everything.len() as f32 <= magenta * paint.len() as f32 + 1.0,
        "magenta outside the paint window"
    );

    // The user texture: crisp squares with nearest sampling, blends with linear.
    let nearest = pixels_in(&image, run.rect("nearest"));
    let crisp = share(&nearest, |pixel| {
        CHECKER.iter().any(|colour| close(*pixel, *colour, 2))
    });
    assert!(
        crisp > 0.9,
        "nearest: {:.1}% exact checker colours",
        crisp * 100.0
    );
    let linear = pixels_in(&image, run.rect("linear"));
    let blended = share(&linear, |pixel| {
        !CHECKER.iter().any(|colour| close(*pixel, *colour, 10))
    });
    assert!(
        blended > 0.2,
        "linear: only {:.1}% blended pixels",
        blended * 100.0
    );
}
