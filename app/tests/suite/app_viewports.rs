//! The viewports example (`app/examples/viewports.rs`: a green panel, imgui's viewports on)
//! in a real window under Xvfb, driven as a user drives it: the panel dragged out of the main
//! window by its title bar (`xdotool`) becomes an X window of its own that shows the panel's
//! pixels (and none are left in the main window), follows a move by its imgui title bar
//! exactly, is drawn again after a device loss, and goes away when dragged back into the main
//! window, where the panel is drawn again; dragged out again, the window manager's close
//! (Alt+F4) closes the panel for good.
//! Out of the main window, the panel's X window follows drags by its imgui title bar in each of
//! the four diagonal directions, in small, middling and large steps, quick and slow, and stays
//! where each drag ends (a late report of an older position of the window once put it back).
//! Then viewports made, resized and closed by the probe (`IMGUI_WEBGPU_VIEWPORT_CYCLES`,
//! 1,000 by default), and the live objects (wgpu's hub counts, surfaces included, and the
//! renderer's) are those before; no wgpu error, no skipped command, a clean exit.
//!
//! On both bindings: built with `dear-imgui` (`cargo xtask test`'s dear-imgui-rs steps), the
//! example is the same app on Dear ImGui 1.92, its viewports through `PlatformIO`'s callbacks.

use std::time::Duration;

use imgui_webgpu_window_tests::desktop::{
    created_window, cycle_viewports_and_check, drag, drag_by_hand, part, share_of,
    wait_for_geometry,
};
use imgui_webgpu_window_tests::probe::{LIMIT, ProbedApp};

use crate::examples::start_example;

/// The X screen: room beside the main window for the panel's own.
const SCREEN: [u32; 2] = [3840, 1600];
/// The panel's colour (`[0.0, 0.8, 0.0]`), in 8-bit sRGB-encoded pixels, give or take.
const GREEN: [u8; 3] = [0, 204, 0];

/// The viewports example started, its main window's geometry, and where it drew the panel
/// (`None` if never).
fn start_with_panel() -> (ProbedApp, [i32; 4], Option<[i32; 4]>) {
    let app = start_example("viewports", "the viewports example", SCREEN);
    let main = app.session.geometry(&app.window).expect("the app's window");
    let mut panel = None;
    app.session.wait_until("the panel's place", LIMIT, || {
        panel = part(&app, 0, "panel");
        panel.is_some()
    });
    (app, main, panel)
}

#[test]
fn a_panel_dragged_out_becomes_an_os_window_and_back() {
    let (mut app, main, panel) = start_with_panel();
    let [px1, py1, px2, py2] = panel.unwrap_or_default();
    assert!(
        px1 >= main[0] && px2 <= main[0] + main[2] && py2 <= main[1] + main[3],
        "the panel {panel:?} inside the window {main:?}"
    );
    std::thread::sleep(Duration::from_millis(500));
    let before = app.counts();
    assert_eq!(before.get("viewports.open"), Some(&0), "{before:?}");
    assert_eq!(before.get("surfaces"), Some(&1), "{before:?}");

    // Out: by its title bar, to the right of the main window.
    let from = app.app.lines();
    let outside = [main[0] + main[2] + 200, main[1] + 80];
    drag(&app, [px1 + 60, py1 + 9], outside);
    let (_, created) = app
        .app
        .wait_for_line(from, "probe: viewport-created window ", LIMIT);
    let (_, window) = created_window(&created);
    let out = wait_for_geometry(&app, &window, "the panel's X window to show", |seen| {
        seen.is_some_and(|[x, _, _, _]| x > main[0] + main[2])
            && app
                .session
                .output("xwininfo", &["-id", &window])
                .is_some_and(|info| info.contains("IsViewable"))
    })
    .unwrap_or_default();
    assert!(
        (out[2] - (px2 - px1)).abs() <= 3 && (out[3] - (py2 - py1)).abs() <= 3,
        "the panel's window {out:?} has the panel's size ({panel:?})"
    );
    let mut green = 0.0;
    app.session
        .wait_until("the panel's window to show the panel", LIMIT, || {
            green = share_of(&app.session.screenshot(&window), GREEN, 2);
            green > 0.5
        });
    assert_eq!(
        share_of(&app.session.screenshot(&app.window), GREEN, 2),
        0.0,
        "green left in the main window"
    );

    // Moved by its imgui title bar, by hand: the X window ends where the pointer took it.
    let moved = [out[0] - 100, out[1] + 120];
    drag_by_hand(
        &app,
        [out[0] + 60, out[1] + 9],
        [moved[0] + 60, moved[1] + 9],
        8,
        30,
    );
    wait_for_geometry(&app, &window, "the window to follow the move", |seen| {
        seen.is_some_and(|[x, y, _, _]| x == moved[0] && y == moved[1])
    });

    // A device loss with the panel's window open: its surface moves to the new device and
    // it shows the panel again, drawn by the recovered renderer.
    let presented = |app: &mut ProbedApp| app.counts().get("viewports.presented").copied();
    let before_loss = presented(&mut app);
    app.lose_the_device();
    let deadline = std::time::Instant::now() + LIMIT;
    let mut after_loss = presented(&mut app);
    while after_loss <= before_loss && std::time::Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(200));
        after_loss = presented(&mut app);
    }
    assert!(
        after_loss > before_loss,
        "the panel's window presented nothing after the device loss: {before_loss:?} then \
         {after_loss:?}"
    );
    let mut green = 0.0;
    app.session
        .wait_until("the panel's window to show the panel again", LIMIT, || {
            green = share_of(&app.session.screenshot(&window), GREEN, 2);
            green > 0.5
        });

    // Back: dragged into the main window, it joins the main viewport; its X window goes.
    let from = app.app.lines();
    let inside = [main[0] + main[2] / 2, main[1] + main[3] / 2];
    drag(&app, [moved[0] + 60, moved[1] + 9], inside);
    app.app
        .wait_for_line(from, "probe: viewport-destroyed open=0", LIMIT);
    wait_for_geometry(&app, &window, "the panel's X window to go", |seen| {
        seen.is_none()
    });
    // The panel covers 260x160 of the window's 1280x720 (4.5 %), its text a little of it.
    let (mut back, mut green) = (None, 0.0);
    app.session
        .wait_until("the panel drawn in the main window again", LIMIT, || {
            back = part(&app, from, "panel");
            green = share_of(&app.session.screenshot(&app.window), GREEN, 2);
            eprintln!("back in the main window: the panel at {back:?}, {green} green");
            back.is_some_and(|[x1, y1, x2, y2]| {
                x1 >= main[0] && y1 >= main[1] && x2 <= main[0] + main[2] && y2 <= main[1] + main[3]
            }) && green > 0.03
        });

    // Out again, then the window manager closes its X window (openbox's Alt+F4 asks it to
    // close, as its close button would): imgui closes the panel, for good.
    let [bx1, by1, _, _] = back.unwrap_or_default();
    let from = app.app.lines();
    drag(&app, [bx1 + 60, by1 + 9], outside);
    let (_, created) = app
        .app
        .wait_for_line(from, "probe: viewport-created window ", LIMIT);
    let (_, window) = created_window(&created);
    wait_for_geometry(&app, &window, "the panel's X window again", |seen| {
        seen.is_some()
    });
    let from = app.app.lines();
    app.session.xdotool(&["windowactivate", "--sync", &window]);
    app.session.xdotool(&["key", "alt+F4"]);
    app.app
        .wait_for_line(from, "probe: viewport-destroyed open=0", LIMIT);
    wait_for_geometry(&app, &window, "the panel's X window to go again", |seen| {
        seen.is_none()
    });
    std::thread::sleep(Duration::from_millis(500));
    assert!(
        app.app
            .lines_from(from, "probe: viewport-created")
            .is_empty(),
        "the panel came back after the OS closed it"
    );
    assert_eq!(
        share_of(&app.session.screenshot(&app.window), GREEN, 2),
        0.0,
        "the closed panel drawn in the main window"
    );

    // Viewports made, resized and closed by the probe; live objects as before.
    cycle_viewports_and_check(&mut app, &before, 2, "the panel's twice");
    app.close_cleanly();
}

/// The drags of `the_panels_window_follows_drags_in_every_diagonal_direction`: steps of each
/// size (x and y), how many, and the pause between them in ms. Each is made up-left,
/// down-right, up-right and down-left, so the window ends where it began.
const DIAGONAL_DRAGS: [([i32; 2], i32, u64); 3] =
    [([3, 2], 8, 30), ([25, 20], 4, 400), ([80, 60], 3, 100)];

#[test]
fn the_panels_window_follows_drags_in_every_diagonal_direction() {
    let (mut app, main, panel) = start_with_panel();
    let [px1, py1, _, _] = panel.unwrap_or_default();
    let from = app.app.lines();
    drag(
        &app,
        [px1 + 60, py1 + 9],
        [main[0] + main[2] + 300, main[1] + 200],
    );
    let (_, created) = app
        .app
        .wait_for_line(from, "probe: viewport-created window ", LIMIT);
    let (_, window) = created_window(&created);
    let mut at = wait_for_geometry(&app, &window, "the panel's X window to show", |seen| {
        seen.is_some_and(|[x, _, _, _]| x > main[0] + main[2])
            && app
                .session
                .output("xwininfo", &["-id", &window])
                .is_some_and(|info| info.contains("IsViewable"))
    })
    .map(|[x, y, _, _]| [x, y])
    .unwrap_or_default();

    let mut missed = Vec::new();
    for ([step_x, step_y], steps, pause) in DIAGONAL_DRAGS {
        for [sx, sy] in [[-1, -1], [1, 1], [1, -1], [-1, 1]] {
            let to = [at[0] + sx * step_x * steps, at[1] + sy * step_y * steps];
            let from = app.app.lines();
            drag_by_hand(
                &app,
                [at[0] + 60, at[1] + 9],
                [to[0] + 60, to[1] + 9],
                steps,
                pause,
            );
            let what = format!(
                "{steps} steps of ({}, {}) {pause} ms apart: the window from {at:?} to {to:?}",
                sx * step_x,
                sy * step_y
            );
            wait_for_geometry(&app, &window, &what, |seen| {
                seen.is_some_and(|[x, y, _, _]| [x, y] == to)
            });
            // It stays there, and imgui's panel is there too.
            std::thread::sleep(Duration::from_millis(600));
            let still = app.session.geometry(&window).map(|[x, y, _, _]| [x, y]);
            let imgui_at = part(&app, from, "panel").map(|[x, y, _, _]| [x, y]);
            if still != Some(to) || imgui_at != Some(to) {
                missed.push(format!(
                    "{what}: then the window at {still:?}, imgui's panel at {imgui_at:?}"
                ));
            }
            at = still.unwrap_or(to);
        }
    }
    assert!(
        missed.is_empty(),
        "drags the window did not follow: {missed:#?}"
    );
    app.close_cleanly();
}
