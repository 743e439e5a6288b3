//! The docking demo (the `docking` feature) in a real window under Xvfb, with imgui's
//! viewports on: a panel dragged out of the main window by its tab (`xdotool`, as a user
//! drags) becomes an X window of its own, which shows the panel's pixels, follows a move
//! and a resize done by dragging its imgui title bar and corner, shows imgui's resize cursor
//! on that corner, and goes away when the panel is docked back into the main window; a
//! device loss while it is out is recovered in it too. Dear ImGui's demo window dragged out
//! the same way is closed by the window manager (the OS close button's request). Then 1,000 viewports made, resized and closed by the
//! probe (`IMGUI_WEBGPU_VIEWPORT_CYCLES` sets another number). Live objects (wgpu's hub counts, surfaces included, and the renderer's) are the
//! same before and after; no wgpu error, no skipped command, no panic.
//!
//! With viewports on, imgui's coordinates are the desktop's: at scale 1 the demo's
//! `probe: app layout` rectangles are X root-window pixels.

use std::path::Path;
use std::time::Duration;

use imgui_webgpu_demo::painter::FILL;
use imgui_webgpu_window_tests::desktop::{
    close, created_window, cycle_viewports_and_check, drag, drag_by_hand, move_to, part,
    wait_for_geometry,
};
use imgui_webgpu_window_tests::probe::{LIMIT, ProbedApp};

/// The X screen: room beside the 1280x720 window (which openbox centres) for a panel, moved
/// and resized there.
const SCREEN: [u32; 2] = [3840, 1600];

fn near(a: i32, b: i32) -> bool {
    (a - b).abs() <= 3
}

#[test]
fn a_panel_dragged_out_becomes_an_os_window_follows_and_docks_back() {
    let binary = Path::new(env!("CARGO_BIN_EXE_imgui-webgpu-demo"));
    let settings = Path::new(env!("CARGO_TARGET_TMPDIR")).join("demo-docking.ini");
    let _ = std::fs::remove_file(&settings);
    let args = ["--settings", settings.to_str().expect("a UTF-8 path")];
    let mut demo = ProbedApp::start_with(binary, &args, "the docking demo", SCREEN);
    let main = demo
        .session
        .geometry(&demo.window)
        .expect("the demo's window");
    // The default dock layout lands a frame after the dock space: the paint panel docked in
    // the bottom right of the window.
    let mut paint = None;
    demo.session
        .wait_until("the default dock layout", LIMIT, || {
            paint = part(&demo, 0, "paint_window");
            paint.is_some_and(|[x1, _, x2, _]| x2 - x1 > 200)
        });
    let [px1, py1, px2, py2] = paint.unwrap_or_default();
    assert!(
        px1 >= main[0] && px2 <= main[0] + main[2] + 1 && py2 <= main[1] + main[3] + 1,
        "the paint panel {paint:?} is docked inside the window {main:?}"
    );
    std::thread::sleep(Duration::from_millis(500));
    let before = demo.counts();
    assert_eq!(before.get("viewports.open"), Some(&0), "{before:?}");
    assert_eq!(before.get("surfaces"), Some(&1), "{before:?}");

    // Out: its tab, dragged to the right of the main window.
    let from = demo.app.lines();
    let outside = [main[0] + main[2] + 200, main[1] + 80];
    drag(&demo, [px1 + 30, py1 + 9], outside);
    let (_, created) = demo
        .app
        .wait_for_line(from, "probe: viewport-created window ", LIMIT);
    let (id, window) = created_window(&created);
    let out = wait_for_geometry(&demo, &window, "the panel's X window to show", |seen| {
        seen.is_some_and(|[x, _, _, _]| x > main[0] + main[2])
            && demo
                .session
                .output("xwininfo", &["-id", &window])
                .is_some_and(|info| info.contains("IsViewable"))
    })
    .unwrap_or_default();
    assert!(
        out[2] >= 200 && out[3] >= 100,
        "the panel's window {out:?} has the panel's size ({paint:?})"
    );
    // It shows the paint callback's magenta, drawn by the app's renderer into its surface.
    let mut magenta = 0.0;
    demo.session
        .wait_until("the panel's window to show the paint", LIMIT, || {
            let image = demo.session.screenshot(&window);
            let pixels: Vec<[u8; 4]> = (0..image.height)
                .flat_map(|y| (0..image.width).map(move |x| (x, y)))
                .map(|(x, y)| image.pixel(x, y))
                .collect();
            magenta = pixels
                .iter()
                .filter(|pixel| close(**pixel, FILL, 1))
                .count() as f32
                / pixels.len().max(1) as f32;
            magenta > 0.3
        });
    let main_now = demo.session.screenshot(&demo.window);
    let left_in_main = (0..main_now.height)
        .flat_map(|y| (0..main_now.width).map(move |x| (x, y)))
        .filter(|(x, y)| close(main_now.pixel(*x, *y), FILL, 1))
        .count();
    assert_eq!(left_in_main, 0, "magenta left in the main window");

    // Moved by its imgui title bar (imgui draws the decorations: the X window has none), by
    // hand: 8 steps, no settling move; the window ends exactly where the pointer took it
    // (the runner asks X where the pointer is each frame: the events' positions race the
    // window's moves, and left it a step short).
    let moved = [out[0] - 100, out[1] + 120];
    drag_by_hand(
        &demo,
        [out[0] + 40, out[1] + 9],
        [moved[0] + 40, moved[1] + 9],
        8,
        30,
    );
    let after_move = wait_for_geometry(&demo, &window, "the window to follow the move", |seen| {
        seen.is_some_and(|[x, y, _, _]| x == moved[0] && y == moved[1])
    })
    .unwrap_or_default();
    // Resized by its bottom-right corner.
    let corner = [
        after_move[0] + after_move[2] - 4,
        after_move[1] + after_move[3] - 4,
    ];
    drag(&demo, corner, [corner[0] + 120, corner[1] + 90]);
    let resized = wait_for_geometry(&demo, &window, "the window to follow the resize", |seen| {
        seen.is_some_and(|[_, _, width, height]| {
            near(width, after_move[2] + 120) && near(height, after_move[3] + 90)
        })
    })
    .unwrap_or_default();

    // The pointer in the window, then on its bottom-right corner, imgui's resize grip: the
    // window shows the arrow, then the diagonal resize cursor, as the main window would.
    let mut point_at = |at: [i32; 2], cursor: &str| {
        let from = demo.app.lines();
        move_to(&demo, at);
        demo.app
            .wait_for_line(from, &format!("probe: cursor window {id} {cursor}"), LIMIT);
    };
    point_at(
        [resized[0] + resized[2] / 2, resized[1] + resized[3] / 2],
        "default",
    );
    point_at(
        [resized[0] + resized[2] - 3, resized[1] + resized[3] - 3],
        "nwse-resize",
    );

    // A device loss with the panel's window open: its surface moves to the new device
    // and it is drawn again (the paint animates: every frame presents where it can).
    let presented = |demo: &mut ProbedApp| demo.counts().get("viewports.presented").copied();
    demo.lose_the_device();
    let after_loss = presented(&mut demo);
    std::thread::sleep(Duration::from_millis(500));
    let later = presented(&mut demo);
    assert!(
        later > after_loss,
        "the panel's window presented nothing after the device loss: {after_loss:?} then \
         {later:?}"
    );

    // Back: dragged by its title onto the centre of the user texture's panel, it docks
    // there as a tab, and its X window goes away.
    let texture = part(&demo, 0, "user_texture_window").expect("the user texture's panel");
    let main_at_dock = demo
        .session
        .geometry(&demo.window)
        .expect("the demo's window");
    let target = [(texture[0] + texture[2]) / 2, (texture[1] + texture[3]) / 2];
    let from = demo.app.lines();
    drag(&demo, [resized[0] + 40, resized[1] + 9], target);
    demo.app
        .wait_for_line(from, "probe: viewport-destroyed open=0", LIMIT);
    wait_for_geometry(&demo, &window, "the panel's X window to go", |seen| {
        seen.is_none()
    });
    // Docked where it was dropped: inside the user texture's old place.
    let mut docked = None;
    demo.session
        .wait_until("the panel drawn where it was docked", LIMIT, || {
            docked = part(&demo, from, "paint_window");
            docked.is_some_and(|[x1, y1, x2, y2]| {
                x1 >= texture[0] - 1
                    && x2 <= texture[2] + 1
                    && y1 >= texture[1] - 1
                    && y2 <= texture[3] + 1
            })
        });
    let docked = docked.unwrap_or_default();

    // The OS close button: Dear ImGui's demo window (it has a close button of its own),
    // dragged out by its title bar into an X window, which the window manager then closes
    // (openbox's Alt+F4 asks the window to close, as its close button would): imgui closes
    // the demo window and its X window goes, for good.
    let imgui_demo = part(&demo, 0, "imgui_demo_window").expect("Dear ImGui's demo window");
    let from = demo.app.lines();
    drag(
        &demo,
        [imgui_demo[0] + 60, imgui_demo[1] + 9],
        [main[0] + main[2] + 160, main[1] + 200],
    );
    let (_, created) = demo
        .app
        .wait_for_line(from, "probe: viewport-created window ", LIMIT);
    let (_, demo_window) = created_window(&created);
    wait_for_geometry(&demo, &demo_window, "the demo window's X window", |seen| {
        seen.is_some()
    });
    let from = demo.app.lines();
    demo.session
        .xdotool(&["windowactivate", "--sync", &demo_window]);
    demo.session.xdotool(&["key", "alt+F4"]);
    demo.app
        .wait_for_line(from, "probe: viewport-destroyed open=0", LIMIT);
    wait_for_geometry(
        &demo,
        &demo_window,
        "the demo window's X window to go",
        |seen| seen.is_none(),
    );
    std::thread::sleep(Duration::from_millis(500));
    assert!(
        demo.app
            .lines_from(from, "probe: viewport-created")
            .is_empty(),
        "Dear ImGui's demo window came back after the OS closed it"
    );

    // 1,000 more viewports made, resized and closed by the probe.
    cycle_viewports_and_check(
        &mut demo,
        &before,
        2,
        "the panel's, Dear ImGui's demo window's",
    );
    demo.close_cleanly();

    // Quit and start again with the same settings: the paint panel is where it was docked,
    // a tab of the user texture's node (bottom left), not in its default place.
    let saved = std::fs::read_to_string(&settings).expect("the demo saved its settings");
    assert!(saved.contains("[Docking][Data]"), "{saved}");
    let demo = ProbedApp::start_with(binary, &args, "the docking demo again", SCREEN);
    let mut paint = None;
    demo.session.wait_until("the kept dock layout", LIMIT, || {
        paint = part(&demo, 0, "paint_window");
        paint.is_some_and(|[x1, _, x2, _]| x2 - x1 > 100)
    });
    let paint = paint.unwrap_or_default();
    let main = demo
        .session
        .geometry(&demo.window)
        .expect("the demo's window");
    // The same places relative to the window (openbox may place it elsewhere).
    let relative = |[x1, y1, x2, y2]: [i32; 4], main: [i32; 4]| {
        [x1 - main[0], y1 - main[1], x2 - main[0], y2 - main[1]]
    };
    let kept = relative(paint, main);
    let docked_at = relative(docked, main_at_dock);
    assert!(
        kept.iter().zip(docked_at).all(|(a, b)| near(*a, b)),
        "the paint panel at {kept:?} after a restart, not in the node it was docked into \
         {docked_at:?}"
    );
    assert!(
        demo.app.lines_from(0, "probe: viewport-created").is_empty(),
        "a viewport at start: every panel is docked"
    );
    demo.close_cleanly();
}
