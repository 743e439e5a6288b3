//! The fifteen-line app (`app/examples/hello.rs`, on `imgui-webgpu-app`'s runner) in a real
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
//! closed. `cargo xtask test` runs it on Vulkan and GL, on both bindings: built with
//! `dear-imgui`, the example is the same app on Dear ImGui 1.92, which rasterises the text
//! at the new scale itself.

use std::path::Path;
use std::time::Duration;

use imgui_webgpu_window_tests::probe::{Frame, crop};
use imgui_webgpu_window_tests::window as window_support;

use crate::examples::start_example;

/// The X screen: room for a window 9000 px wide, and for the window at scale 2.
const SCREEN: [u32; 2] = [9200, 1600];
/// The text field of the example's "Hello" window, in window pixels at scale 1 (imgui puts
/// a new window at 60,60; the field is its first item).
const NAME_FIELD: [u32; 2] = [100, 96];

#[test]
fn hello_app_in_a_real_window_as_a_user_drives_it() {
    let mut hello = start_example("hello", "the hello example", SCREEN);
    let ticks_per_second = window_support::clock_ticks_per_second();

    // Idle: once settled (after the second of frames that follows input), nothing is
    // presented and the CPU rests.
    hello.wait_until_settled();
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

/// The system's requests to repaint reach an idle app while its runner builds frames of its
/// own: a window slides over the app in steps as the pointer moves over the app (the runner
/// builds a frame for each motion; they draw nothing new, so they are not presented), and
/// what it uncovers at each step is drawn again. The runner's own redraw request used to be
/// merged with the system's, which was then lost: the sliding window's pixels stayed behind in
/// the app until its UI changed (issue 30: stale copies of a viewport window dragged over the
/// idle main window).
#[test]
fn an_idle_window_repaints_what_the_system_uncovers() {
    const ROUNDS: i32 = 5;
    const STEPS: i32 = 20;
    let mut hello = start_example("hello", "the hello example", [1600, 1000]);
    hello.wait_until_settled();
    let [left, top, ..] = hello
        .session
        .geometry(&hello.window)
        .expect("the app's window has a place on the screen");
    // Background only, in the app's window pixels: the cover starts over it and slides off
    // it to the right, 10 px a step.
    let region = [360, 260, 540, 540];
    let before = crop(&hello.session.screenshot(&hello.window), region);
    let presented = hello.frames(0).len();
    for round in 0..ROUNDS {
        let cover = hello
            .session
            .cover(&format!("400x300+{}+{}", left + 350, top + 250))
            .unwrap_or_else(|why| panic!("round {round}: {why}"));
        let covered = crop(&hello.session.screenshot(&hello.window), region);
        assert_ne!(
            covered.pixels, before.pixels,
            "round {round}: the cover hides nothing"
        );
        for step in 1..=STEPS {
            // One xdotool call: the motion (a frame asked) and the move (an expose) reach the
            // app together.
            let pointer = [900 + round * 40 + step, 650].map(|value| value.to_string());
            let to = [left + 350 + step * 10, top + 250].map(|value| value.to_string());
            hello.session.xdotool(&[
                "mousemove",
                "--window",
                &hello.window,
                &pointer[0],
                &pointer[1],
                "windowmove",
                &cover.window,
                &to[0],
                &to[1],
            ]);
            std::thread::sleep(Duration::from_millis(30));
        }
        // A lost expose is never repaired while the app idles: a few seconds tell.
        let what = format!("round {round}: what the cover uncovered drawn again");
        hello.app.wait_until(&what, Duration::from_secs(10), |_| {
            std::thread::sleep(Duration::from_millis(200));
            crop(&hello.session.screenshot(&hello.window), region).pixels == before.pixels
        });
        drop(cover);
        hello.wait_until_settled();
    }
    eprintln!(
        "{ROUNDS} rounds of {STEPS} steps: what the cover uncovered drawn again each time \
         ({} frames presented)",
        hello.frames(0).len() - presented
    );
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
