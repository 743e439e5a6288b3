//! A user's pointer gestures on the X desktop, for window tests of imgui's viewports: drags
//! by steps (imgui sees each move), presses and releases, and waiting for an X window's
//! geometry. Positions are root-window pixels (with viewports on, imgui's desktop units at
//! scale 1).

use std::collections::BTreeMap;
use std::time::Duration;

use crate::probe::{ProbedApp, pairs};

/// Presses at `from`, moves to `to` in steps (imgui sees each), and releases there.
pub fn drag(app: &ProbedApp, from: [i32; 2], to: [i32; 2]) {
    press_and_move(app, from, to, 24, 40);
    // A window following the pointer may still be moving when the pointer stops, and
    // winit gives positions relative to the window: the pointer moves once more where it
    // is, after the window settled, so the release is where the pointer is.
    std::thread::sleep(Duration::from_millis(300));
    move_to(app, [to[0] + 1, to[1]]);
    std::thread::sleep(Duration::from_millis(200));
    move_to(app, to);
    std::thread::sleep(Duration::from_millis(300));
    release(app);
}

/// Presses at `from`, moves to `to` in `steps` steps `pause` ms apart, as a hand does (no
/// settling move), and releases there.
pub fn drag_by_hand(app: &ProbedApp, from: [i32; 2], to: [i32; 2], steps: i32, pause: u64) {
    press_and_move(app, from, to, steps, pause);
    std::thread::sleep(Duration::from_millis(300));
    release(app);
}

/// Moves the pointer to `from`, presses, and moves to `to` in `steps` steps `pause` ms
/// apart.
pub fn press_and_move(app: &ProbedApp, from: [i32; 2], to: [i32; 2], steps: i32, pause: u64) {
    move_to(app, from);
    std::thread::sleep(Duration::from_millis(200));
    app.session.xdotool(&["mousedown", "1"]);
    std::thread::sleep(Duration::from_millis(200));
    for step in 1..=steps {
        move_to(
            app,
            [
                from[0] + (to[0] - from[0]) * step / steps,
                from[1] + (to[1] - from[1]) * step / steps,
            ],
        );
        std::thread::sleep(Duration::from_millis(pause));
    }
}

/// Moves the pointer to `[x, y]` on the desktop.
pub fn move_to(app: &ProbedApp, [x, y]: [i32; 2]) {
    app.session
        .xdotool(&["mousemove", &x.to_string(), &y.to_string()]);
}

/// Releases the left button, and gives imgui time to see it.
pub fn release(app: &ProbedApp) {
    app.session.xdotool(&["mouseup", "1"]);
    std::thread::sleep(Duration::from_millis(300));
}

/// Waits until `window`'s geometry (`[x, y, width, height]`, `None` once it is gone)
/// satisfies `want`; the last one seen.
pub fn wait_for_geometry(
    app: &ProbedApp,
    window: &str,
    what: &str,
    want: impl Fn(Option<[i32; 4]>) -> bool,
) -> Option<[i32; 4]> {
    let mut seen = None;
    app.session.wait_until(what, Duration::from_secs(30), || {
        let now = app.session.geometry(window);
        if now != seen {
            // Shown when the test fails: where the window went instead.
            eprintln!("{what}: the window is at {now:?}");
        }
        seen = now;
        want(seen)
    });
    seen
}

/// Where the app last said it drew `name` (`probe: app layout NAME x1 y1 x2 y2`), in
/// desktop pixels, from line `from` on.
pub fn part(app: &ProbedApp, from: usize, name: &str) -> Option<[i32; 4]> {
    let prefix = format!("probe: app layout {name} ");
    let line = app.app.lines_from(from, &prefix).pop()?;
    let values: Vec<f32> = line[prefix.len()..]
        .split_whitespace()
        .filter_map(|word| word.parse().ok())
        .collect();
    match values[..] {
        [x1, y1, x2, y2] => Some([x1, y1, x2, y2].map(|value| value.round() as i32)),
        _ => None,
    }
}

/// The X window id of the viewport window whose creation the probe line `created`
/// (`probe: viewport-created window ID ...`) reports, and that id as xdotool and xwininfo
/// take it (`0x...`).
pub fn created_window(created: &str) -> (u64, String) {
    let id = created
        .split_whitespace()
        .nth(3)
        .and_then(|word| word.parse::<u64>().ok())
        .unwrap_or_else(|| panic!("no window id in `{created}`"));
    (id, format!("{id:#x}"))
}

/// The share of `image`'s pixels within `tolerance` of `rgb` in each channel.
pub fn share_of(
    image: &imgui_webgpu_offscreen::images::RgbaImage,
    rgb: [u8; 3],
    tolerance: u8,
) -> f32 {
    let total = (image.width * image.height) as usize;
    let matching = (0..image.height)
        .flat_map(|y| (0..image.width).map(move |x| (x, y)))
        .filter(|(x, y)| close(image.pixel(*x, *y), rgb, tolerance))
        .count();
    matching as f32 / total.max(1) as f32
}

/// `pixel` is within `tolerance` of `rgb` in each channel.
pub fn close(pixel: [u8; 4], rgb: [u8; 3], tolerance: u8) -> bool {
    pixel[..3]
        .iter()
        .zip(rgb)
        .all(|(a, b)| a.abs_diff(b) <= tolerance)
}

/// Has the probe make, resize and close viewports (`IMGUI_WEBGPU_VIEWPORT_CYCLES` of them,
/// 1,000 by default: `cargo xtask test` runs 1,000 on Vulkan and 100 on GL, where a cycle
/// costs the same), and checks that every viewport is closed (`closed_before` of them were,
/// before the cycles: `why` says which), that the live objects (wgpu's hub counts, surfaces
/// included, and the renderer's) equal `before`'s, and that no wgpu error or skipped
/// command was reported.
pub fn cycle_viewports_and_check(
    app: &mut ProbedApp,
    before: &BTreeMap<String, u64>,
    closed_before: u64,
    why: &str,
) {
    let cycles: u64 = std::env::var("IMGUI_WEBGPU_VIEWPORT_CYCLES")
        .ok()
        .and_then(|cycles| cycles.parse().ok())
        .unwrap_or(1000);
    let done = app.ask(
        &format!("viewport-cycles {cycles}"),
        &format!("probe: viewport-cycles done {cycles}"),
    );
    let cycled = pairs(&done);
    assert_eq!(cycled.get("viewports.open"), Some(&0), "{done}");
    assert_eq!(
        cycled.get("viewports.destroyed"),
        Some(&(cycles + closed_before)),
        "every viewport closed ({why}, the cycles'): {done}"
    );
    assert_eq!(
        cycled.get("viewports.created"),
        cycled.get("viewports.destroyed"),
        "{done}"
    );
    std::thread::sleep(Duration::from_millis(500));
    let after = app.counts();
    let objects = |counts: &BTreeMap<String, u64>| -> BTreeMap<String, u64> {
        counts
            .iter()
            .filter(|(name, _)| !name.starts_with("viewports."))
            .map(|(name, count)| (name.clone(), *count))
            .collect()
    };
    assert_eq!(
        objects(before),
        objects(&after),
        "live objects before and after"
    );
    let stats = app.stats();
    assert_eq!(stats.get("wgpu_errors"), Some(&0), "{stats:?}");
    assert_eq!(stats.get("skipped"), Some(&0), "{stats:?}");
}
