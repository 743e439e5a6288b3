//! The fifteen-line app (`examples/hello.rs`, on `imgui-webgpu-app`'s runner) in a real
//! window under Xvfb, driven as a user drives it, and watched through the runner's probe
//! (`IMGUI_WEBGPU_APP_PROBE=1`: `probe: ...` lines on stdout, commands on stdin).
//!
//! One run, in order: the app idles (no frame presented, little CPU, while nothing
//! happens); a click in its text field turns text input on; typed text and Ctrl+A, Ctrl+C
//! reach the X clipboard (read with `xclip`); text put on the X clipboard by `xclip` is pasted
//! with Ctrl+V; the window is resized tiny and 9000 px wide (past wgpu's default limit) and
//! back; minimised (nothing drawn, little CPU) and restored (drawn again); the screen's
//! scale goes to 2 (`Xft/DPI` served by `xsettingsd`, as a desktop's settings change it) and the text is
//! rasterised again, sharp (glyph edges checked in a screenshot), and back to 1; the device
//! is lost (`Device::destroy`) and recovered. Then the live object counts equal those
//! before, no wgpu error or skipped command was reported, and the app exits cleanly when
//! closed. `cargo xtask test` runs it on Vulkan and GL, debug and optimized.

use std::path::Path;
use std::time::{Duration, Instant};

use imgui_webgpu_test_support::probe::{Frame, LIMIT, ProbedApp};
use imgui_webgpu_test_support::window as window_support;

use crate::window::example_binary;

/// The X screen: room for a window 9000 px wide, and for the window at scale 2.
const SCREEN: [u32; 2] = [9200, 1600];
/// The text field of the example's "Hello" window, in window pixels at scale 1 (imgui puts
/// a new window at 60,60; the field is its first item).
const NAME_FIELD: [u32; 2] = [100, 96];

#[test]
fn hello_app_in_a_real_window_as_a_user_drives_it() {
    let mut hello = ProbedApp::start(&example_binary("hello"), "the hello example", SCREEN);
    let ticks_per_second = window_support::clock_ticks_per_second();

    // Idle: once settled (a second without a presented frame, after the second of frames
    // that follows input), nothing is presented and the CPU rests.
    let started = Instant::now();
    loop {
        let presented = hello.frames(0).len();
        std::thread::sleep(Duration::from_millis(1500));
        if hello.frames(0).len() == presented {
            break;
        }
        assert!(started.elapsed() < LIMIT, "the app never settled");
    }
    let (presented, cpu) = (hello.frames(0).len(), hello.app.cpu_ticks());
    let quiet = Duration::from_secs(4);
    std::thread::sleep(quiet);
    let presented_idle = hello.frames(0).len() - presented;
    let cpu_share =
        (hello.app.cpu_ticks() - cpu) as f64 / (ticks_per_second as f64 * quiet.as_secs_f64());
    eprintln!(
        "idle for {} s: {presented_idle} frames presented, {:.2}% of one core",
        quiet.as_secs(),
        cpu_share * 100.0
    );
    assert_eq!(presented_idle, 0, "an idle UI was presented again");
    assert!(
        cpu_share < 0.05,
        "an idle UI used {:.1}% of a core",
        cpu_share * 100.0
    );
    let before = hello.counts();

    hello.type_and_use_the_clipboard(NAME_FIELD);
    hello.resize_through(&[[1, 1], [9000, 700], [1280, 720]]);
    hello.minimise_and_restore();
    hello.scale_to_2_and_back(
        [1280, 720],
        [0, 0, 1280, 720],
        Path::new(env!("CARGO_TARGET_TMPDIR")),
        "hello",
    );
    hello.lose_the_device();

    // Nothing grew, nothing failed, and the app exits cleanly when closed.
    std::thread::sleep(Duration::from_secs(2));
    let after = hello.counts();
    assert_eq!(before, after, "live objects before and after the run");
    hello.close_cleanly();
}

/// The probe's frame line is parsed as the runner prints it.
#[test]
fn probe_frame_lines_parse() {
    let frame = Frame::parse(
        "probe: frame 3 window 1280x720 surface 1280x720 display 1280x720 scale 1 fonts 1",
    );
    assert_eq!(
        frame,
        Some(Frame {
            window: [1280, 720],
            surface: [1280, 720],
            display: [1280, 720],
            scale: 1.0,
            fonts: 1.0,
        })
    );
}
