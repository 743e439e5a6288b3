//! The demo in a real window under Xvfb, driven as a user drives it and watched through
//! the runner's probe (`IMGUI_WEBGPU_APP_PROBE=1`), with the same steps as the fifteen-line
//! app's window test (`app/tests/suite/app_window.rs`; both from
//! `imgui_webgpu_window_tests::probe`): typing and the X clipboard both ways in its text
//! field, resizes (tiny, 9000 px wide, past wgpu's default limit, and back; the 3D
//! viewport's target is made again at each), a real minimise and restore, the screen's
//! scale to 2 with text sharp and back, a device loss from the probe and one from the
//! demo's own "Simulate a device loss" button (`Frame::lose_device`), both recovered.
//! `cargo xtask test` runs it on Vulkan and GL, in a debug and an optimized build.
//!
//! Checked besides each step's own checks: a screenshot of the window (as the X server
//! shows it) shows each part of the UI where the demo said it drew it (colours a blank or
//! wrong frame would not have), nothing grew (the renderer's live objects and wgpu's hub
//! counts after the run equal those before it), no wgpu error, skipped command or panic.

use std::collections::BTreeMap;
use std::path::Path;
use std::time::Duration;

use imgui_webgpu_demo::painter::FILL;
use imgui_webgpu_demo::scene::{CLEAR, FACES};
use imgui_webgpu_demo::ui::CHECKER;
use imgui_webgpu_testing::images::{RgbaImage, linear_to_srgb8};
use imgui_webgpu_window_tests::probe::{LIMIT, ProbedApp};

/// The X screen: room for a 9000-px-wide window, and for the window at scale 2.
const SCREEN: [u32; 2] = [9200, 1600];
/// The demo's window at scale 1.
const SIZE: [u32; 2] = [1280, 720];

/// Where the demo last said it drew each part (`probe: app layout NAME x1 y1 x2 y2`), in
/// window pixels at scale 1, inner pixels only (edges rounded inwards).
fn layout(demo: &ProbedApp) -> BTreeMap<String, [u32; 4]> {
    let mut parts = BTreeMap::new();
    for line in demo.app.lines_from(0, "probe: app layout ") {
        let words: Vec<&str> = line.split_whitespace().collect();
        let [_, _, _, name, rest @ ..] = &words[..] else {
            continue;
        };
        let values: Vec<f32> = rest.iter().filter_map(|word| word.parse().ok()).collect();
        if let [x1, y1, x2, y2] = values[..] {
            let rect = [x1.ceil(), y1.ceil(), x2.floor(), y2.floor()];
            parts.insert((*name).to_owned(), rect.map(|value| value.max(0.0) as u32));
        }
    }
    parts
}

fn part(layout: &BTreeMap<String, [u32; 4]>, name: &str) -> [u32; 4] {
    *layout
        .get(name)
        .unwrap_or_else(|| panic!("the demo said nothing of where it drew `{name}`: {layout:?}"))
}

fn centre([x1, y1, x2, y2]: [u32; 4]) -> [u32; 2] {
    [(x1 + x2) / 2, (y1 + y2) / 2]
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

/// The last `probe: app viewport-targets N`: viewport targets made so far.
fn viewport_targets(demo: &ProbedApp) -> u64 {
    demo.app
        .lines_from(0, "probe: app viewport-targets ")
        .last()
        .and_then(|line| line.split_whitespace().last()?.parse().ok())
        .unwrap_or(0)
}

#[test]
fn the_demo_in_a_real_window_as_a_user_drives_it() {
    let binary = Path::new(env!("CARGO_BIN_EXE_imgui-webgpu-demo"));
    let mut demo = ProbedApp::start(binary, "the demo", SCREEN);
    let ready = demo.app.wait_for_line(0, "probe: ready", LIMIT).1;
    // The demo animates (its cube turns): it asks for every frame and never idles.
    let from = demo.app.lines();
    std::thread::sleep(Duration::from_secs(1));
    assert!(
        demo.frames(from).len() >= 5,
        "the demo's animation stopped: {} frames in a second",
        demo.frames(from).len()
    );
    let before = demo.counts();
    assert!(before.len() >= 10, "{before:?}");
    let targets_at_start = viewport_targets(&demo);

    let field = centre(part(&layout(&demo), "text_field"));
    demo.type_and_use_the_clipboard(field);
    let said = demo.app.lines_from(0, "probe: app text ");
    assert_eq!(
        said.last().map(String::as_str),
        Some("probe: app text Lovelace!"),
        "the demo's text field after typing and pasting: {said:?}"
    );
    demo.resize_through(&[[1, 1], [320, 240], [9000, 700], [2560, 1440], SIZE]);
    let targets = viewport_targets(&demo);
    assert!(
        targets >= targets_at_start + 3,
        "the viewport's target was made {targets} times (at start {targets_at_start}), not \
         again at each size"
    );
    demo.minimise_and_restore();
    // The stats panel's first lines, text only (the adapter, format, frame time, draws).
    let [x1, y1, _, _] = part(&layout(&demo), "lose_device");
    let text = [x1, y1.saturating_sub(266), x1 + 340, y1.saturating_sub(186)];
    let (_, sharp) =
        demo.scale_to_2_and_back(SIZE, text, Path::new(env!("CARGO_TARGET_TMPDIR")), "demo");
    assert!(sharp.0 > 0.9, "text at scale 2: {sharp:?}");
    demo.lose_the_device();

    // The demo's own button (`Frame::lose_device`): a second loss, recovered too.
    let from = demo.app.lines();
    let [x, y] = centre(part(&layout(&demo), "lose_device")).map(|v| v.to_string());
    demo.session
        .xdotool(&["mousemove", "--window", &demo.window, &x, &y, "click", "1"]);
    demo.app
        .wait_for_line(from, "probe: device recovered", LIMIT);
    demo.wait_for_frame(from, "after the second recovery", |_| true);

    // Nothing grew: the counts include wgpu's live devices, so the two lost devices and
    // everything made on them were released.
    std::thread::sleep(Duration::from_secs(1));
    let after = demo.counts();
    assert_eq!(before, after, "live objects before and after the run");

    // The window shows the UI, as the X server shows it.
    let image = demo.session.screenshot(&demo.window);
    imgui_webgpu_window_tests::probe::save_for_review(
        &image,
        Path::new(env!("CARGO_TARGET_TMPDIR")),
        "demo-window.png",
    );
    assert_eq!([image.width, image.height], SIZE);
    let layout = layout(&demo);
    let everything = pixels_in(&image, [0, 0, image.width, image.height]);
    // Dear ImGui's colours: the UI is drawn into a Unorm view where it can be (see
    // `imgui_webgpu_app::Colour`), so the clear colour's values are stored as they are.
    let srgb_view = ready
        .split_whitespace()
        .any(|word| word.starts_with("view=") && word.contains("Srgb"));
    let background = [0.1f32, 0.1, 0.12].map(|linear| {
        if srgb_view {
            linear_to_srgb8(linear)
        } else {
            (linear * 255.0).round() as u8
        }
    });
    let shown = share(&everything, |pixel| close(*pixel, background, 1));
    assert!(
        shown > 0.02,
        "{:.1}% of pixels show the background {background:?} ({ready})",
        shown * 100.0
    );

    // The 3D viewport: its clear colour at the corners, cube faces in the middle.
    let [x1, y1, x2, y2] = part(&layout, "viewport");
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
    let paint = pixels_in(&image, part(&layout, "paint"));
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
    let nearest = pixels_in(&image, part(&layout, "nearest"));
    let crisp = share(&nearest, |pixel| {
        CHECKER.iter().any(|colour| close(*pixel, *colour, 2))
    });
    assert!(
        crisp > 0.9,
        "nearest: {:.1}% exact checker colours",
        crisp * 100.0
    );
    let linear = pixels_in(&image, part(&layout, "linear"));
    let blended = share(&linear, |pixel| {
        !CHECKER.iter().any(|colour| close(*pixel, *colour, 10))
    });
    assert!(
        blended > 0.2,
        "linear: only {:.1}% blended pixels",
        blended * 100.0
    );

    demo.close_cleanly();
}
