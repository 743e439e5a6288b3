//! The extensions gallery in a real window under Xvfb, driven as a user drives it: in ImNodes
//! and in the node editor, a node dragged moves by the distance dragged and a link dragged
//! from one pin to another is made (the app's state window draws one mark a link: the marks
//! are counted in a screenshot); ImGuizmo's translation gizmo dragged moves the cube it
//! manipulates.
//!
//! What is aimed at is found in screenshots by colours the app gives it (`src/layout.rs`,
//! included here: each node's title bar or background, the pins, the marks) or ImGuizmo's
//! own (the cube's faces, the gizmo's white centre), inside the tile the layout puts each
//! window in.

use std::path::Path;
use std::time::Duration;

use imgui_webgpu_offscreen::images::RgbaImage;
use imgui_webgpu_window_tests::desktop::{self, close};
use imgui_webgpu_window_tests::probe::ProbedApp;

#[path = "../src/layout.rs"]
#[allow(dead_code)]
mod layout;

use layout::Tile;

/// The gallery, as cargo built it beside this test.
const GALLERY: &str = env!("CARGO_BIN_EXE_imgui-webgpu-extensions-gallery");

/// ImGuizmo's cube faces (`DrawCubes`: each axis's colour, 0.666 of full, or'ed with grey 0x80).
const CUBE_FACES: [[u8; 3]; 3] = [[170, 128, 128], [128, 170, 128], [128, 128, 170]];

/// imgui-node-editor's grid step, in pixels at zoom 1: what a dragged node snaps to.
const EDITOR_GRID: i32 = 16;

/// A window-pixel rectangle: `[left, top, right, bottom]`, right and bottom excluded.
type Rect = [u32; 4];

/// A tile's content, less a margin (imgui's window title bar and padding) so that only what
/// the window draws inside is searched.
fn inside(tile: Tile) -> Rect {
    let [x, y] = tile.pos;
    let [w, h] = tile.size;
    [
        x as u32 + 4,
        y as u32 + 24,
        (x + w) as u32 - 4,
        (y + h) as u32 - 4,
    ]
}

/// The pixels of `rect` within `tolerance` of one of `colours`.
fn pixels(
    image: &RgbaImage,
    [left, top, right, bottom]: Rect,
    colours: &[[u8; 3]],
    tolerance: u8,
) -> Vec<[u32; 2]> {
    let mut found = Vec::new();
    for y in top..bottom.min(image.height) {
        for x in left..right.min(image.width) {
            let pixel = image.pixel(x, y);
            if colours
                .iter()
                .any(|&colour| close(pixel, colour, tolerance))
            {
                found.push([x, y]);
            }
        }
    }
    found
}

/// The bounding box (right and bottom included) and the centroid of `points`.
fn extent(points: &[[u32; 2]]) -> Option<(Rect, [f64; 2])> {
    let first = points.first()?;
    let mut bounds = [first[0], first[1], first[0], first[1]];
    let mut sum = [0.0, 0.0];
    for &[x, y] in points {
        bounds = [
            bounds[0].min(x),
            bounds[1].min(y),
            bounds[2].max(x),
            bounds[3].max(y),
        ];
        sum = [sum[0] + f64::from(x), sum[1] + f64::from(y)];
    }
    let count = points.len() as f64;
    Some((bounds, [sum[0] / count, sum[1] / count]))
}

/// The title bar of ImNodes node `index` (0: Source, 1: Filter, 2: Sink): its box, by its own
/// colour, plain or lit (hovered or selected).
fn title_bar(image: &RgbaImage, index: usize) -> Rect {
    let (plain, lit) = layout::NODE_COLOURS[index];
    let found = pixels(image, inside(layout::IMNODES), &[plain, lit], 6);
    extent(&found)
        .unwrap_or_else(|| panic!("node {index}'s title bar is on screen"))
        .0
}

/// The node editor's node `index` (0: Clock, 1: Counter): its background's box.
fn editor_node(image: &RgbaImage, index: usize) -> Rect {
    let found = pixels(
        image,
        inside(layout::NODE_EDITOR),
        &[layout::EDITOR_NODES[index]],
        4,
    );
    extent(&found)
        .unwrap_or_else(|| panic!("the node editor's node {index} is on screen"))
        .0
}

/// The ImNodes pins' centres (see [`groups`]).
fn pins(image: &RgbaImage) -> Vec<[f64; 2]> {
    let found = pixels(
        image,
        inside(layout::IMNODES),
        &[layout::PIN.0, layout::PIN.1],
        12,
    );
    groups(found)
}

/// The node editor's pins' marks' centres (see [`groups`]).
fn editor_pins(image: &RgbaImage) -> Vec<[f64; 2]> {
    groups(pixels(
        image,
        inside(layout::NODE_EDITOR),
        &[layout::EDITOR_PIN],
        4,
    ))
}

/// The centres of `found`'s pixels grouped by nearness (a pin or its mark is a filled shape
/// a few pixels across; pins are tens of pixels apart); groups of under 8 pixels dropped.
fn groups(found: Vec<[u32; 2]>) -> Vec<[f64; 2]> {
    let mut groups: Vec<Vec<[u32; 2]>> = Vec::new();
    for point in found {
        let near = |group: &Vec<[u32; 2]>| {
            group
                .iter()
                .any(|&[x, y]| x.abs_diff(point[0]) <= 2 && y.abs_diff(point[1]) <= 2)
        };
        match groups.iter_mut().find(|group| near(group)) {
            Some(group) => group.push(point),
            None => groups.push(vec![point]),
        }
    }
    groups
        .iter()
        .filter(|group| group.len() >= 8)
        .filter_map(|group| extent(group).map(|(_, centre)| centre))
        .collect()
}

/// The pin nearest to `[x, y]` (within 12 pixels).
fn pin_near(pins: &[[f64; 2]], [x, y]: [f64; 2]) -> [f64; 2] {
    let distance = |pin: &&[f64; 2]| (pin[0] - x).hypot(pin[1] - y);
    let nearest = pins
        .iter()
        .min_by(|a, b| distance(a).total_cmp(&distance(b)))
        .unwrap_or_else(|| panic!("no pin on screen"));
    assert!(
        distance(&nearest) < 12.0,
        "a pin near {x:.0}, {y:.0}: the pins are {pins:?}"
    );
    *nearest
}

/// How many marks of `colour` the state window draws (one filled square a link).
fn marks(image: &RgbaImage, colour: [u8; 3]) -> usize {
    let area = (layout::MARK * layout::MARK) as usize;
    let found = pixels(image, inside(layout::STATE), &[colour], 2).len();
    (found + area / 2) / area
}

/// The cube's pixels' centroid and box: ImGuizmo's face colours in the gizmo's window, out
/// of the view cube's corner (drawn in the same colours).
fn cube(image: &RgbaImage) -> (Rect, [f64; 2]) {
    let rect = inside(layout::GIZMO);
    let corner = rect[2] - layout::VIEW_CUBE as u32 - 8;
    let found: Vec<[u32; 2]> = pixels(image, rect, &CUBE_FACES, 10)
        .into_iter()
        .filter(|&[x, y]| x < corner || y > rect[1] + layout::VIEW_CUBE as u32 + 24)
        .collect();
    extent(&found).expect("the cube is on screen (ImGuizmo's face colours)")
}

/// The gallery started under Xvfb, with its window's place on the screen.
fn start() -> (ProbedApp, [i32; 2]) {
    let app = ProbedApp::start(Path::new(GALLERY), "the extensions gallery", [1400, 820]);
    let [left, top, ..] = app
        .session
        .geometry(&app.window)
        .expect("the gallery's window");
    // The pointer over the window for a few frames more (the app idles without input): the
    // demos' windows are put in their tiles after their first frame.
    desktop::move_to(&app, [left + 640, top + 700]);
    (app, [left, top])
}

/// A screenshot once the frames that follow the last input are drawn.
fn settled(app: &mut ProbedApp) -> RgbaImage {
    std::thread::sleep(Duration::from_millis(800));
    app.wait_until_settled();
    app.session.screenshot(&app.window)
}

/// A window pixel on the screen.
fn on_screen([left, top]: [i32; 2], [x, y]: [f64; 2]) -> [i32; 2] {
    [left + x.round() as i32, top + y.round() as i32]
}

#[test]
fn an_imnodes_node_dragged_by_its_title_moves_by_the_distance() {
    let (mut app, origin) = start();
    let before = settled(&mut app);
    let [filter, source] = [title_bar(&before, 1), title_bar(&before, 0)];
    let grab = [
        f64::from(filter[0] + 20),
        f64::from(filter[1] + filter[3]) / 2.0,
    ];
    let by = [-90, 40];
    let to = [grab[0] + f64::from(by[0]), grab[1] + f64::from(by[1])];
    desktop::drag_by_hand(&app, on_screen(origin, grab), on_screen(origin, to), 12, 40);
    let after = settled(&mut app);
    let moved = title_bar(&after, 1);
    let shift = [
        moved[0] as i32 - filter[0] as i32,
        moved[1] as i32 - filter[1] as i32,
    ];
    eprintln!("Filter's title bar: {filter:?} -> {moved:?}");
    assert!(
        (shift[0] - by[0]).abs() <= 2 && (shift[1] - by[1]).abs() <= 2,
        "the drag by {by:?} moved the node by {shift:?}"
    );
    assert_eq!(title_bar(&after, 0), source, "the other node stayed");
    app.close_cleanly();
}

#[test]
fn an_imnodes_link_dragged_from_pin_to_pin_is_made() {
    let (mut app, origin) = start();
    let before = settled(&mut app);
    assert_eq!(
        marks(&before, layout::IMNODES_MARK),
        1,
        "one ImNodes link at start"
    );
    assert_eq!(
        marks(&before, layout::NODE_EDITOR_MARK),
        1,
        "one node-editor link at start"
    );
    // Filter's output pin (at its right edge) to Sink's input pin (at its left edge).
    let pins = pins(&before);
    let [filter, sink] = [title_bar(&before, 1), title_bar(&before, 2)];
    let below = |bar: Rect| f64::from(bar[3]);
    let output = pins
        .iter()
        .copied()
        .filter(|pin| (pin[0] - f64::from(filter[2])).abs() < 8.0 && pin[1] > below(filter))
        .max_by(|a, b| a[1].total_cmp(&b[1]))
        .unwrap_or_else(|| panic!("Filter's output pin: pins {pins:?}, Filter {filter:?}"));
    let input = pin_near(&pins, [f64::from(sink[0]), below(sink) + 14.0]);
    eprintln!("linking {output:?} to {input:?}");
    desktop::drag_by_hand(
        &app,
        on_screen(origin, output),
        on_screen(origin, input),
        16,
        40,
    );
    let after = settled(&mut app);
    assert_eq!(
        marks(&after, layout::IMNODES_MARK),
        2,
        "the link was made: two ImNodes links"
    );
    assert_eq!(
        marks(&after, layout::NODE_EDITOR_MARK),
        1,
        "the node editor's links are its own"
    );
    app.close_cleanly();
}

/// The gallery's golden: its first frame as drawn here natively, the right column blacked
/// out: the node editor's tile (native only: the browser page has no node editor) and the
/// app's state window below it (which counts the node editor's links). The browser test of
/// the gallery compares its page's first frame with the same file.
fn golden_path() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/snapshots/start.png")
}

/// Blacks out the right column (see [`golden_path`]).
fn without_node_editor(image: &mut RgbaImage) {
    let left = layout::NODE_EDITOR.pos[0] as u32;
    for row in 0..image.height {
        for column in left..image.width {
            let at = ((row * image.width + column) * 4) as usize;
            image.pixels[at..at + 4].copy_from_slice(&[0, 0, 0, 255]);
        }
    }
}

/// Every extension's first frame (ImPlot's and ImPlot3D's demo windows, the ImNodes graph,
/// ImGuizmo's cube and view cube) matches the golden within the tolerance
/// across GPUs (8 levels a channel, 0.5% of the pixels); `UPDATE_SNAPSHOTS=1` writes it.
#[test]
fn the_gallery_draws_its_golden() {
    use imgui_webgpu_offscreen::images::{PixelTolerance, compare_images, decode_png, encode_png};
    let (mut app, _) = start();
    let mut image = settled(&mut app);
    without_node_editor(&mut image);
    let path = golden_path();
    if std::env::var("UPDATE_SNAPSHOTS").is_ok_and(|mode| mode == "1") {
        let png = encode_png(&image).expect("the screenshot encodes");
        std::fs::write(&path, png).expect("the golden is written");
    }
    let golden = decode_png(&std::fs::read(&path).expect("the gallery's golden"))
        .expect("the golden decodes");
    let tolerance = PixelTolerance::cross_gpu(golden.width, golden.height);
    let comparison = compare_images(&golden, &image, tolerance);
    eprintln!("the gallery against its golden: {comparison}");
    if !comparison.passes(tolerance) {
        let drawn = std::env::temp_dir().join("gallery-start.png");
        let _ = std::fs::write(&drawn, encode_png(&image).unwrap_or_default());
        panic!(
            "the gallery's first frame differs from its golden: {comparison} (drawn: {})",
            drawn.display()
        );
    }
    app.close_cleanly();
}

#[test]
fn the_gizmo_dragged_moves_the_cube() {
    let (mut app, origin) = start();
    let before = settled(&mut app);
    let (bounds, centroid) = cube(&before);
    // The translation gizmo's centre (its white screen-plane handle) on the cube.
    let white = pixels(&before, bounds, &[[255, 255, 255]], 8);
    let (_, centre) = extent(&white).expect("the gizmo's white centre on the cube");
    let by = [-100.0, -40.0];
    let to = [centre[0] + by[0], centre[1] + by[1]];
    eprintln!("cube at {centroid:?}, gizmo centre {centre:?}");
    desktop::drag_by_hand(
        &app,
        on_screen(origin, centre),
        on_screen(origin, to),
        12,
        40,
    );
    let after = settled(&mut app);
    let (_, moved) = cube(&after);
    let shift = [moved[0] - centroid[0], moved[1] - centroid[1]];
    eprintln!("cube moved to {moved:?}: by {shift:?}");
    assert!(
        (shift[0] - by[0]).abs() <= 6.0 && (shift[1] - by[1]).abs() <= 6.0,
        "the gizmo dragged by {by:?} moved the cube by {shift:?}"
    );
    app.close_cleanly();
}

#[test]
fn a_node_editor_node_dragged_moves_by_the_distance() {
    let (mut app, origin) = start();
    let before = settled(&mut app);
    let [clock, counter] = [editor_node(&before, 0), editor_node(&before, 1)];
    // Inside the node's padding, above its title: the node, not a pin.
    let grab = [f64::from(counter[0] + 4), f64::from(counter[1] + 4)];
    let by = [-60, 80];
    let to = [grab[0] + f64::from(by[0]), grab[1] + f64::from(by[1])];
    desktop::drag_by_hand(&app, on_screen(origin, grab), on_screen(origin, to), 12, 40);
    let after = settled(&mut app);
    let moved = editor_node(&after, 1);
    let shift = [
        moved[0] as i32 - counter[0] as i32,
        moved[1] as i32 - counter[1] as i32,
    ];
    eprintln!(
        "Counter: {counter:?} -> {moved:?}; Clock: {clock:?} -> {:?}",
        editor_node(&after, 0)
    );
    // The editor snaps a dragged node so that one of its pins lands on its 16-unit grid
    // (imgui-node-editor's DragAction, unless Alt is held): the node lands within a grid
    // step of where the pointer took it.
    assert!(
        (shift[0] - by[0]).abs() <= EDITOR_GRID && (shift[1] - by[1]).abs() <= EDITOR_GRID,
        "the drag by {by:?} moved the node by {shift:?}"
    );
    assert_eq!(editor_node(&after, 0), clock, "the other node stayed");
    app.close_cleanly();
}

#[test]
fn a_node_editor_link_dragged_from_pin_to_pin_is_made() {
    let (mut app, origin) = start();
    let before = settled(&mut app);
    assert_eq!(
        marks(&before, layout::NODE_EDITOR_MARK),
        1,
        "one node-editor link at start"
    );
    let pins = editor_pins(&before);
    let [clock, counter] = [editor_node(&before, 0), editor_node(&before, 1)];
    let within = |pin: &[f64; 2], [left, top, right, bottom]: Rect| {
        (f64::from(left)..=f64::from(right)).contains(&pin[0])
            && (f64::from(top)..=f64::from(bottom)).contains(&pin[1])
    };
    // Clock's one pin ("tick") to Counter's second input ("reset": the inputs' marks are at
    // the node's left, the output's at its right).
    let tick = pins
        .iter()
        .copied()
        .find(|pin| within(pin, clock))
        .unwrap_or_else(|| panic!("Clock's pin: pins {pins:?}, Clock {clock:?}"));
    let middle = f64::from(counter[0] + counter[2]) / 2.0;
    let mut inputs: Vec<[f64; 2]> = pins
        .iter()
        .copied()
        .filter(|pin| within(pin, counter) && pin[0] < middle)
        .collect();
    inputs.sort_by(|a, b| a[1].total_cmp(&b[1]));
    let reset = *inputs
        .get(1)
        .unwrap_or_else(|| panic!("Counter's two inputs: pins {pins:?}, Counter {counter:?}"));
    eprintln!("linking {tick:?} to {reset:?}");
    desktop::drag_by_hand(
        &app,
        on_screen(origin, tick),
        on_screen(origin, reset),
        16,
        40,
    );
    let after = settled(&mut app);
    assert_eq!(
        marks(&after, layout::NODE_EDITOR_MARK),
        2,
        "the link was made: two links"
    );
    assert_eq!(
        marks(&after, layout::IMNODES_MARK),
        1,
        "ImNodes' links are its own"
    );
    app.close_cleanly();
}
