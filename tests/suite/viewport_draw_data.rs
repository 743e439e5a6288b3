//! Draw data of any imgui viewport, drawn with the one mapping the main viewport uses.
//!
//! With multi-viewports, Dear ImGui hands the renderer one `DrawData` per viewport, each in
//! desktop coordinates: a secondary viewport's `display_pos` is where it sits on the desktop
//! ((1920, 300) right of a 1920-wide main monitor, (-1280, 200) on a monitor left of it),
//! with its own `display_size` and `framebuffer_scale`. The renderer has no viewport mode:
//! `pixel = (point - display_pos) * framebuffer_scale`, the mapping of the main viewport, must
//! draw each viewport's draw data into that viewport's own target. So these tests move real
//! draw lists (the recorded widgets frame that `golden` replays) onto secondary viewports and
//! check that they give the pixels of the same UI on the main viewport (up to rounding noise,
//! see [`SAME_PIXELS`]), at scale 1 and 2; that clip rects reaching past a viewport's edges
//! are cut there, never rescaled, with nothing skipped and no wgpu validation error; and, so
//! that a renderer which ignores `display_pos` fails them, that the main viewport's geometry
//! under a secondary viewport's `display_pos` draws nothing.
use imgui_webgpu_test_support as common;

use crate::display_mapping::{BLACK, lit_columns, render_rects_at};
use common::Fixture;
use common::owned_frame::moved_by;
use imgui_webgpu::source::DrawElements;
use imgui_webgpu::{RenderReport, RenderTarget, RendererConfig};
use imgui_webgpu_testing::PixelTolerance;
use imgui_webgpu_testing::headless::{HeadlessTarget, framebuffer_size};
use imgui_webgpu_testing::images::{RgbaImage, compare_images};
use imgui_webgpu_testing::snapshot::{DrawSnapshot, SnapshotCommand, SnapshotDir};
use imgui_webgpu_window_tests::probe::crop;

/// The format of every viewport's target: the one `golden` checks the recorded frame on.
const FORMAT: wgpu::TextureFormat = wgpu::TextureFormat::Rgba8UnormSrgb;

/// One renderer for all of a test's viewports (as imgui's multi-viewport has), in one
/// renderer frame (several `render` calls, one per viewport).
fn fixture() -> Fixture {
    let mut fixture = Fixture::new([240, 180], RendererConfig::new(FORMAT));
    fixture.harness.renderer_mut().new_frame();
    fixture
}

/// The widgets UI as imgui drew it on the main viewport (display at the origin, scale 1):
/// `tests/snapshots/widgets_recorded.imdraw`, its atlas id pointed at `fixture`'s renderer.
fn recorded_widgets(fixture: &Fixture) -> DrawSnapshot {
    let path = SnapshotDir::new().path("widgets_recorded", "imdraw");
    let mut frame =
        DrawSnapshot::load(&path).unwrap_or_else(|error| panic!("{}: {error}", path.display()));
    frame.retarget_font_atlas(fixture.font());
    assert_eq!(
        (frame.display_pos, frame.framebuffer_scale),
        ([0.0, 0.0], [1.0, 1.0]),
        "recorded on the main viewport"
    );
    frame
}

/// Renders `frame` clean (no wgpu validation error, no render error) with the fixture's
/// renderer into a target of its own, the size of the frame's display in pixels (the
/// viewport's own surface), and reads it back.
#[track_caller]
fn draw_viewport(fixture: &mut Fixture, frame: &DrawSnapshot) -> (RenderReport, RgbaImage) {
    let size = framebuffer_size(frame.display_size, frame.framebuffer_scale);
    let (gpu, renderer, _, _) = fixture.split();
    let target = HeadlessTarget::new(&gpu.device, RenderTarget::new(size, FORMAT))
        .unwrap_or_else(|error| panic!("a {size:?} viewport target: {error}"));
    let report = common::render_clean(gpu, &target, renderer, frame, wgpu::Color::BLACK);
    let image = target
        .read_rgba8(&gpu.device, &gpu.queue)
        .unwrap_or_else(|error| panic!("reading the viewport back: {error}"));
    (report, image)
}

/// Pixels other than the clear colour.
fn drawn_pixels(image: &RgbaImage) -> usize {
    image
        .pixels
        .chunks_exact(4)
        .filter(|pixel| *pixel != BLACK)
        .count()
}

/// Every draw command's clip rect.
fn clip_rects(frame: &DrawSnapshot) -> impl Iterator<Item = [f32; 4]> + '_ {
    frame.lists.iter().flat_map(|list| {
        list.commands.iter().filter_map(|command| match command {
            SnapshotCommand::Elements(DrawElements { clip_rect, .. }) => Some(*clip_rect),
            _ => None,
        })
    })
}

/// How close a viewport's pixels must be to the main viewport's: rounding noise only (the
/// same-driver tolerance: 2 colour levels, no pixel past it), not bit for bit. `f32` is not
/// exact in desktop coordinates: moved by 1920 or -1280, most of the recorded frame's
/// coordinates round (to 2^-13 of a unit, as imgui's own do), and the projection folds
/// `display_pos` into a translation (`pos * scale + translate`), which rounds even for
/// geometry moved exactly. Either may change an edge pixel by one level (lavapipe: up to 37
/// pixels of the 480x360 frame at scale 2). A pixel moved, by any fraction, is far past it.
const SAME_PIXELS: PixelTolerance = PixelTolerance::SAME_DRIVER;

/// Draws the widgets UI on the main viewport at `scale`, then the same UI on a secondary
/// viewport at `desktop_pos` (every vertex and clip rect moved there with it, as imgui gives
/// it), and checks both targets hold the same pixels, drawn by the same commands.
#[track_caller]
fn assert_drawn_as_on_the_main_viewport(desktop_pos: [f32; 2], scale: f32) {
    let mut fixture = fixture();
    let mut main = recorded_widgets(&fixture);
    main.framebuffer_scale = [scale; 2];
    let (main_report, main_image) = draw_viewport(&mut fixture, &main);
    assert!(main_report.is_clean(), "{:?}", main_report.skipped);
    assert!(
        drawn_pixels(&main_image) > 10_000,
        "the main viewport shows the UI: {main_report:?}"
    );

    let viewport = moved_by(&main, desktop_pos);
    assert_eq!(viewport.display_pos, desktop_pos);
    let (report, image) = draw_viewport(&mut fixture, &viewport);
    assert!(report.is_clean(), "{:?}", report.skipped);
    assert_eq!(
        (report.draws, report.culled),
        (main_report.draws, main_report.culled),
        "the same commands drawn"
    );
    let comparison = compare_images(&main_image, &image, SAME_PIXELS);
    assert_eq!(
        comparison.failing_pixels, 0,
        "a viewport at {desktop_pos:?}, scale {scale}, against the main viewport: {comparison}"
    );
}

#[test]
fn a_viewport_right_of_the_main_one_draws_the_main_ones_pixels() {
    assert_drawn_as_on_the_main_viewport([1920.0, 300.0], 1.0);
}

#[test]
fn a_viewport_left_of_and_above_the_main_one_draws_the_main_ones_pixels() {
    // A monitor left of the primary, and one left of and above it: negative desktop places.
    assert_drawn_as_on_the_main_viewport([-1280.0, 200.0], 1.0);
    assert_drawn_as_on_the_main_viewport([-1920.0, -1080.0], 1.0);
}

#[test]
fn a_viewport_at_framebuffer_scale_2_draws_the_main_ones_pixels_at_scale_2() {
    assert_drawn_as_on_the_main_viewport([1920.0, 300.0], 2.0);
}

#[test]
fn a_viewport_showing_part_of_a_window_cuts_it_at_its_own_edges() {
    let mut fixture = fixture();
    let main = recorded_widgets(&fixture);
    let (_, main_image) = draw_viewport(&mut fixture, &main);
    // The UI on a monitor left of the main one, seen through a 100x100 viewport at
    // (-1280, 200) that shows its part at (100, 50)..(200, 150): the middle of the window,
    // whose clip rects reach past the viewport's edges.
    let desktop_pos = [-1280.0, 200.0];
    let mut viewport = moved_by(&main, [desktop_pos[0] - 100.0, desktop_pos[1] - 50.0]);
    viewport.display_pos = desktop_pos;
    viewport.display_size = [100.0, 100.0];
    let [left, top] = desktop_pos;
    let [right, bottom] = [left + 100.0, top + 100.0];
    let partly_outside = clip_rects(&viewport)
        .filter(|&[x1, y1, x2, y2]| {
            let overlaps = x1 < right && x2 > left && y1 < bottom && y2 > top;
            let inside = x1 >= left && y1 >= top && x2 <= right && y2 <= bottom;
            overlaps && !inside
        })
        .count();
    assert!(partly_outside > 0, "clip rects reach past the viewport");

    let (report, image) = draw_viewport(&mut fixture, &viewport);
    assert_eq!(report.skipped, vec![], "nothing skipped");
    assert!(report.draws > 0, "{report:?}");
    assert_eq!([image.width, image.height], [100, 100]);
    let comparison = compare_images(&crop(&main_image, [100, 50, 200, 150]), &image, SAME_PIXELS);
    assert_eq!(
        comparison.failing_pixels, 0,
        "the viewport shows the main viewport's pixels at (100, 50)..(200, 150), cut, not \
         rescaled: {comparison}"
    );
}

#[test]
fn clip_rects_past_a_viewports_edges_are_cut_not_rescaled() {
    // A 100x100 viewport at (1920, 300), at scale 1 and 2. Rects, each clipped to itself, in
    // desktop coordinates: across its left edge, its right edge and its top edge, and one
    // wholly past its right edge. `render_rects_at` fails on any skip or wgpu error.
    for scale in [1, 2] {
        let image = render_rects_at(
            [1920.0, 300.0],
            [100.0, 100.0],
            [scale as f32; 2],
            [100 * scale; 2],
            &[
                [1900.0, 310.0, 1950.0, 320.0],
                [1990.0, 330.0, 2040.0, 340.0],
                [1930.0, 290.0, 1940.0, 305.0],
                [2100.0, 350.0, 2110.0, 360.0],
            ],
        );
        let px = |units: u32| units * scale;
        let rows = |units: u32| px(units)..px(units + 1);
        for y in rows(15) {
            assert_eq!(lit_columns(&image, y), vec![0..px(30)], "scale {scale}");
        }
        for y in rows(35) {
            assert_eq!(
                lit_columns(&image, y),
                vec![px(70)..px(100)],
                "scale {scale}"
            );
        }
        for y in 0..px(5) {
            assert_eq!(
                lit_columns(&image, y),
                vec![px(10)..px(20)],
                "scale {scale}"
            );
        }
        for y in [px(5), px(25), px(55), px(100) - 1] {
            assert_eq!(lit_columns(&image, y), vec![], "scale {scale}, row {y}");
        }
    }
}

#[test]
fn the_main_viewports_geometry_at_a_secondary_viewports_place_draws_nothing() {
    // The wrong offset: a secondary viewport's display_pos over geometry left at the main
    // viewport's place. Every command lies past the viewport's target: culled, none drawn,
    // none skipped, not a pixel changed.
    let mut fixture = fixture();
    let main = recorded_widgets(&fixture);
    let commands = clip_rects(&main).count();
    assert!(commands > 0);
    for desktop_pos in [[1920.0, 300.0], [-1280.0, 200.0]] {
        let mut wrong = main.clone();
        wrong.display_pos = desktop_pos;
        let (report, image) = draw_viewport(&mut fixture, &wrong);
        assert_eq!(report.skipped, vec![], "nothing skipped");
        assert_eq!(
            (report.draws, report.culled),
            (0, commands),
            "at {desktop_pos:?}: {report:?}"
        );
        assert_eq!(drawn_pixels(&image), 0, "at {desktop_pos:?}");
    }
}
