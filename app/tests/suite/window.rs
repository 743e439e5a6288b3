//! The minimal winit example in a real window under Xvfb: it must open a surface, render
//! imgui for several frames, and its screenshot must show the UI (Dear ImGui's demo window
//! over the clear colour). GL surfaces cannot be copied, so there the example says so and
//! the test checks that it said so on GL only; the demo's own window test reads GL frames
//! back through a second pass. A second run does what users do to a window: stretches it
//! across monitors (9000 px wide, past wgpu's default limit, and 17000 px, past the
//! device's), and closes it. The example makes its imgui-rs context and renderer itself, so
//! these run on that binding only.
//!
//! Needs Xvfb, openbox, xdotool and xprop (see `support/window/src/window.rs`; `cargo xtask test`
//! installs them); fails, never skips, without them.

use imgui_webgpu_window_tests::window as window_support;

use std::path::PathBuf;
use std::time::Duration;

use window_support::{App, FrameLine, XSession};

use crate::examples::example_binary;

fn load_png(path: &std::path::Path) -> (u32, u32, Vec<u8>) {
    let image = imgui_webgpu_offscreen::images::load_png(path).unwrap();
    (image.width, image.height, image.pixels)
}

#[test]
fn winit_example_renders_the_ui_in_a_real_window() {
    let binary = example_binary("winit");
    let screenshot = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("window.png");
    let _ = std::fs::remove_file(&screenshot);
    // Room for the example's 1280x800 window.
    let session = XSession::start(1400, 900);
    let mut command = session.command(&binary);
    command
        .args(["--frames", "20", "--screenshot"])
        .arg(&screenshot);
    let finished = App::spawn(command, "the window example").finish(Duration::from_secs(120));
    let stdout = finished.stdout;
    assert!(
        finished.status.success(),
        "the window example failed: {}\n{stdout}\n{}",
        finished.status,
        finished.stderr
    );
    // What the frames are drawn through: sRGB only where the surface offers nothing else.
    let srgb_surface = stdout
        .lines()
        .find_map(|line| line.strip_prefix("view format: "))
        .unwrap_or_else(|| panic!("the example names its view format: {stdout}"))
        .contains("Srgb");
    assert!(
        !srgb_surface,
        "Dear ImGui's look needs a Unorm view (Vulkan and GL offer one):\n{stdout}"
    );

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
            imgui_webgpu_offscreen::images::linear_to_srgb8(linear as f32)
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
    // Dear ImGui's demo window opens inside the window: the last column and row show the
    // clear colour only.
    let pixel = |x: u32, y: u32| {
        let at = ((y * width + x) * 4) as usize;
        [pixels[at], pixels[at + 1], pixels[at + 2]]
    };
    let is_clear =
        |[r, g, b]: [u8; 3]| [r, g, b].iter().zip(clear).all(|(a, b)| a.abs_diff(b) <= 1);
    let edges = (0..height)
        .map(|y| pixel(width - 1, y))
        .chain((0..width).map(|x| pixel(x, height - 1)));
    let covered = edges.filter(|rgb| !is_clear(*rgb)).count();
    assert_eq!(
        covered, 0,
        "imgui's windows reach the window's right or bottom edge ({width}x{height})"
    );
}

#[test]
fn winit_example_sleeps_until_touched() {
    const QUIET: Duration = Duration::from_secs(3);
    let binary = example_binary("winit");
    let session = XSession::start(1400, 900);
    let mut command = session.command(&binary);
    command.arg("--log-frames");
    let mut app = App::spawn(command, "the window example");
    let window = session.window_of(app.pid());
    app.wait_for_line(0, "frame ", Duration::from_secs(60));
    // It draws for a second (and ten frames) after starting, then waits.
    let started = app.lines();
    app.wait_until(
        "the example stops drawing",
        Duration::from_secs(120),
        |app| {
            let count = app.count(started, "frame ");
            std::thread::sleep(Duration::from_millis(1500));
            app.count(started, "frame ") == count
        },
    );
    let (frames, cpu) = (app.count(0, "frame "), app.cpu_ticks());
    std::thread::sleep(QUIET);
    let drawn = app.count(0, "frame ") - frames;
    let cpu = app.cpu_ticks() - cpu;
    let per_second = window_support::clock_ticks_per_second();
    eprintln!(
        "untouched for {} s: {drawn} frames drawn, {cpu} CPU ticks of {per_second}/s \
         ({:.1}% of one core)",
        QUIET.as_secs(),
        cpu as f64 / (per_second as f64 * QUIET.as_secs_f64()) * 100.0
    );
    assert_eq!(drawn, 0, "frames drawn while nobody touched the window");

    // The pointer moves over it: it draws again. (Moved again every second until it does:
    // a motion sent before the window has the pointer's attention may not arrive.)
    let frames = app.count(0, "frame ");
    let mut polls = 0u32;
    app.wait_until(
        "frames after the pointer moved",
        Duration::from_secs(60),
        |app| {
            if polls.is_multiple_of(20) {
                let x = if polls.is_multiple_of(40) {
                    "200"
                } else {
                    "240"
                };
                session.xdotool(&["mousemove", "--window", &window, x, "220"]);
            }
            polls += 1;
            app.count(0, "frame ") > frames
        },
    );
    session.close(&window);
    let finished = app.finish(Duration::from_secs(60));
    assert!(
        finished.status.success(),
        "the example failed: {}\nstderr:\n{}",
        finished.status,
        window_support::last_lines(&finished.stderr, 60)
    );
}

/// Waits for a frame drawn into a surface of `surface` pixels, from line `from` on.
fn wait_for_surface(app: &mut App, from: usize, surface: [u32; 2]) -> FrameLine {
    let what = format!("a frame drawn at {}x{}", surface[0], surface[1]);
    let limit = Duration::from_secs(120);
    app.wait_for_frame(from, &what, limit, |frame| frame.surface == surface)
        .1
}

#[test]
fn winit_example_draws_windows_wider_than_the_device_allows() {
    let binary = example_binary("winit");
    // Room for a 9000-px window; the 17000-px one reaches past the screen's edge, as a window
    // spanning monitors may.
    let session = XSession::start(9200, 1200);
    let mut command = session.command(&binary);
    command.arg("--log-frames");
    let mut app = App::spawn(command, "the window example");
    let window = session.window_of(app.pid());
    let (_, line) = app.wait_for_line(0, "max surface side: ", Duration::from_secs(60));
    let max_side: u32 = line["max surface side: ".len()..].parse().unwrap();
    app.wait_for_line(0, "frame ", Duration::from_secs(60));

    // The user stretches the window across monitors, wider than wgpu's default limit (8192)
    // and then wider than the device's own, and back.
    for size in [[9000, 700], [17000, 600], [1024, 768]] {
        let from = app.lines();
        session.xdotool(&[
            "windowsize",
            &window,
            &size[0].to_string(),
            &size[1].to_string(),
        ]);
        let frame = wait_for_surface(&mut app, from, size.map(|side| side.min(max_side)));
        assert_eq!(
            frame.display, frame.surface,
            "imgui's display and the surface"
        );
        // A few more frames at that size.
        let next = format!("frame {}:", frame.number + 3);
        app.wait_for_line(from, &next, Duration::from_secs(120));
    }

    session.close(&window);
    let finished = app.finish(Duration::from_secs(60));
    assert!(
        finished.status.success(),
        "the example failed: {}\nstderr:\n{}",
        finished.status,
        window_support::last_lines(&finished.stderr, 60)
    );
    assert!(!finished.stderr.contains("panicked"), "{}", finished.stderr);
    assert!(
        !finished.stderr.contains("wgpu error"),
        "{}",
        finished.stderr
    );
    let frames = FrameLine::all(&finished.stdout);
    for frame in &frames {
        assert_eq!(
            frame.display, frame.surface,
            "frame {}: imgui's display and the surface",
            frame.number
        );
    }
    for size in [[9000, 700], [17000, 600]] {
        let at: Vec<_> = frames.iter().filter(|frame| frame.window == size).collect();
        eprintln!(
            "device limit {max_side}: {} frames in a {size:?} window (surface {:?})",
            at.len(),
            at.last().map(|frame| frame.surface)
        );
    }
}

#[test]
fn winit_example_stops_drawing_while_minimised() {
    let binary = example_binary("winit");
    let session = XSession::start(1024, 768);
    let mut command = session.command(&binary);
    command.arg("--log-frames");
    let mut app = App::spawn(command, "the window example");
    let window = session.window_of(app.pid());
    app.wait_for_line(0, "frame ", Duration::from_secs(60));
    // Minimised and restored twice: the second time finds what the first left behind.
    for _ in 0..2 {
        let from = app.lines();
        window_support::check_minimising(&session, &mut app, &window, from);
    }
    session.close(&window);
    let finished = app.finish(Duration::from_secs(60));
    assert!(
        finished.status.success(),
        "the example failed: {}\nstderr:\n{}",
        finished.status,
        window_support::last_lines(&finished.stderr, 60)
    );
    assert!(!finished.stderr.contains("panicked"), "{}", finished.stderr);
}
