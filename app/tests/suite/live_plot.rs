//! The README's live plot (ImPlot through `run_with`, on Dear ImGui 1.92) in a real window
//! under Xvfb, driven as a user drives it: the wheel zooms out about the pointer and a drag
//! pans, and the line on screen moves as ImPlot says it should. The binary is a new crate
//! made from the README's lines (`cargo xtask test` builds it, `xtask/src/user_crate.rs`, and
//! names it in `IMGUI_WEBGPU_LIVE_PLOT`).
//!
//! The line is found in screenshots by ImPlot's first colour. Its right end is the newest
//! sample (x = 0, "now") and its lowest point the sine's minimum (y = -1; the plot shows ten
//! seconds, more than a period): both are fixed points of the data while the line streams,
//! so they move only when the plot's limits do. The legend's swatch has the line's colour
//! too, but sits at the plot's top left, away from both. After a device loss they are where
//! they were: the extension's context outlives devices.

use std::path::PathBuf;
use std::time::Duration;

use imgui_webgpu_offscreen::images::RgbaImage;
use imgui_webgpu_window_tests::desktop::{self, close};
use imgui_webgpu_window_tests::probe::ProbedApp;

/// ImPlot's first line colour (its "Deep" colour map: 0.298, 0.447, 0.690).
const LINE: [u8; 3] = [76, 114, 176];

/// The newest sample's column and the sine minimum's row, in window pixels: the rightmost
/// and lowest pixels of the line's colour.
fn line_ends(image: &RgbaImage) -> [u32; 2] {
    let mut ends: Option<[u32; 2]> = None;
    for y in 0..image.height {
        for x in 0..image.width {
            if close(image.pixel(x, y), LINE, 24) {
                let [right, low] = ends.unwrap_or([x, y]);
                ends = Some([right.max(x), low.max(y)]);
            }
        }
    }
    ends.expect("the line is on screen (ImPlot's first colour)")
}

/// The line's ends a moment after the last input (ImPlot applies a wheel or a drag in the
/// frame that sees it). The line streams, so in one frame its ends fall a pixel or three
/// short of where the data's fixed points are (the newest segment's slope, and so the shape
/// of its end, changes with the sine's phase): the farthest over several frames is taken.
fn settled_ends(plot: &ProbedApp) -> [u32; 2] {
    std::thread::sleep(Duration::from_millis(600));
    let mut farthest = [0, 0];
    for _ in 0..6 {
        let [right, low] = line_ends(&plot.session.screenshot(&plot.window));
        farthest = [farthest[0].max(right), farthest[1].max(low)];
        std::thread::sleep(Duration::from_millis(90));
    }
    farthest
}

#[test]
fn the_live_plot_zooms_by_the_wheel_and_pans_by_a_drag() {
    let binary = std::env::var_os("IMGUI_WEBGPU_LIVE_PLOT")
        .map(PathBuf::from)
        .expect(
            "IMGUI_WEBGPU_LIVE_PLOT names the README's live plot binary (`cargo xtask test` \
             builds it from the README's lines)",
        );
    let mut plot = ProbedApp::start(&binary, "the README's live plot", [1100, 700]);
    let [left, top, ..] = plot
        .session
        .geometry(&plot.window)
        .expect("the plot's window");
    // Frames all the time (idle is off: the line moves without input).
    let from = plot.app.lines();
    plot.wait_for_frame(from + 30, "30 frames on", |_| true);
    let before = plot.counts();
    let [right, low] = settled_ends(&plot);
    // The plot's middle, in window pixels: 800x450 from the plot's frame, which the line
    // spans (fitted at the first frame: x from -10 to 0, y from -1 to 1).
    let centre = [right as i32 - 380, low as i32 - 190];
    let on_screen = |[x, y]: [i32; 2]| [x + left, y + top];
    eprintln!("line ends at x {right}, lowest at y {low}; the pointer at {centre:?}");

    // Zoom out about the pointer: five notches of the wheel (X buttons 5).
    desktop::move_to(&plot, on_screen(centre));
    std::thread::sleep(Duration::from_millis(300));
    plot.session
        .xdotool(&["click", "--repeat", "5", "--delay", "120", "5"]);
    let [zoomed_right, zoomed_low] = settled_ends(&plot);
    eprintln!("zoomed out: line ends at x {zoomed_right}, lowest at y {zoomed_low}");
    let shrunk = |before: u32, after: u32, centre: i32| {
        let (before, after) = (before as i32 - centre, after as i32 - centre);
        f64::from(after) / f64::from(before)
    };
    let [shrunk_x, shrunk_y] = [
        shrunk(right, zoomed_right, centre[0]),
        shrunk(low, zoomed_low, centre[1]),
    ];
    assert!(
        (0.3..0.85).contains(&shrunk_x) && (0.3..0.85).contains(&shrunk_y),
        "the wheel zoomed out about the pointer: the line's ends came {shrunk_x:.2} and \
         {shrunk_y:.2} of the way to it"
    );
    assert!(
        (shrunk_x - shrunk_y).abs() < 0.1,
        "both axes zoom alike: {shrunk_x:.2} and {shrunk_y:.2}"
    );

    // Pan: a drag by hand 120 px right and 60 px up moves the data with the pointer.
    let to = [centre[0] + 120, centre[1] - 60];
    desktop::drag_by_hand(&plot, on_screen(centre), on_screen(to), 12, 40);
    let [panned_right, panned_low] = settled_ends(&plot);
    let moved = [
        panned_right as i32 - zoomed_right as i32,
        panned_low as i32 - zoomed_low as i32,
    ];
    eprintln!("panned: the line moved by {moved:?}");
    assert!(
        (moved[0] - 120).abs() <= 4 && (moved[1] + 60).abs() <= 4,
        "the drag by (120, -60) moved the line by {moved:?}"
    );

    // A lost device: the runner moves to a new one, ImPlot's context (made once by `run_with`)
    // is kept, and the plot is drawn again where the user left it.
    // Within the pan's tolerance: far less than the 120 and 60 pixels a context made again
    // (its limits fitted anew) would move them.
    plot.lose_the_device();
    let recovered = settled_ends(&plot);
    let apart = [
        recovered[0] as i32 - panned_right as i32,
        recovered[1] as i32 - panned_low as i32,
    ];
    eprintln!("after the device loss: line ends at {recovered:?}, {apart:?} from before it");
    assert!(
        apart[0].abs() <= 4 && apart[1].abs() <= 4,
        "after a device loss the plot keeps its limits: the line's ends moved by {apart:?}"
    );

    // Nothing grew while it streamed, was zoomed, panned and moved to a new device; it closes
    // cleanly.
    assert_eq!(before, plot.counts(), "live objects before and after");
    plot.close_cleanly();
}
