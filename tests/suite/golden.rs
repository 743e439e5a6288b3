//! The crate's own golden tests: each case is checked by a draw-list snapshot
//! (`tests/snapshots/NAME.txt`) and a pixel snapshot (`tests/snapshots/NAME.png`), through
//! the public `testing` API. `UPDATE_SNAPSHOTS=1 cargo test --profile checked --features
//! counters --test suite golden::` rewrites them; review the PNGs before committing.
use imgui_webgpu_test_support as common;

use imgui::{Condition, TextureId, Ui};
use imgui_webgpu::source::DrawElements;
use imgui_webgpu::{RenderTarget, Renderer, RendererConfig, SamplerOptions};
use imgui_webgpu_testing::headless::HeadlessTarget;
use imgui_webgpu_testing::images::RgbaImage;
use imgui_webgpu_testing::images::compare_images;
use imgui_webgpu_testing::snapshot::SnapshotDir;
use imgui_webgpu_testing::snapshot::{
    DiffField, DiffLocation, DrawSnapshot, DrawTolerance, SnapshotCommand, SnapshotError,
};
use imgui_webgpu_testing::{
    Harness, HarnessConfig, ImguiArithmetic, PixelTolerance, UiStepper, assert_draw_snapshot,
    assert_pixel_snapshot, assert_text_snapshot,
};

/// One driver against its own goldens: rounding noise only.
const GOLDEN: PixelTolerance = PixelTolerance::SAME_DRIVER;

/// A harness that draws `ui` each frame.
fn harness(config: HarnessConfig, ui: impl FnMut(&mut Ui) + 'static) -> Harness {
    match Harness::new_ui(config, ui) {
        Ok(harness) => harness,
        Err(error) => panic!("no harness for the golden test: {error}"),
    }
}

/// Renders the harness's last frame, checks that nothing was skipped, and checks both
/// snapshots. Returns the frame and the image.
fn check<S>(harness: &mut Harness<S>, name: &str) -> (DrawSnapshot, RgbaImage) {
    let snapshot = harness
        .frame()
        .expect("a frame was built")
        .snapshot()
        .clone();
    assert_draw_snapshot(name, &snapshot);
    let (image, report) = harness.render().unwrap();
    assert!(report.skipped.is_empty(), "{name}: {:?}", report.skipped);
    assert!(report.draws > 0, "{name}: {report:?}");
    assert_pixel_snapshot(name, &image, GOLDEN);
    (snapshot, image)
}

fn fixed_window(ui: &Ui, name: &str, pos: [f32; 2], size: [f32; 2], body: impl FnOnce()) {
    ui.window(name)
        .position(pos, Condition::Always)
        .size(size, Condition::Always)
        .build(body);
}

/// A small UI with rounded frames, diagonal edges and circles: what MSAA, formats, depth,
/// scale and display position are checked with.
fn widgets(ui: &mut Ui) {
    widgets_changed(ui, Change::None);
}

/// A real change to the widgets UI, which portable snapshots must still catch.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Change {
    None,
    /// The button one unit to the right.
    MovedButton,
    /// The button's colour a few levels off.
    ButtonColour,
    /// The button's label without one of its letters.
    MissingGlyph,
}

fn widgets_changed(ui: &mut Ui, change: Change) {
    let _rounding = ui.push_style_var(imgui::StyleVar::FrameRounding(6.0));
    fixed_window(ui, "Widgets", [8.0, 8.0], [224.0, 164.0], || {
        let mut checked = true;
        ui.checkbox("Checked", &mut checked);
        let mut value = 0.4_f32;
        ui.slider("Value", 0.0, 1.0, &mut value);
        imgui::ProgressBar::new(0.7).build(ui);
        if change == Change::MovedButton {
            let [x, y] = ui.cursor_pos();
            ui.set_cursor_pos([x + 1.0, y]);
        }
        let colour = (change == Change::ButtonColour).then(|| {
            let [r, g, b, a] = ui.style_color(imgui::StyleColor::Button);
            ui.push_style_color(imgui::StyleColor::Button, [r + 0.03, g, b, a])
        });
        ui.button(if change == Change::MissingGlyph {
            "Buton"
        } else {
            "Button"
        });
        drop(colour);
        let draw_list = ui.get_window_draw_list();
        let [x, y] = ui.cursor_screen_pos();
        draw_list
            .add_circle([x + 20.0, y + 22.0], 18.0, [0.9, 0.3, 0.2, 1.0])
            .filled(true)
            .build();
        draw_list
            .add_triangle(
                [x + 50.0, y + 40.0],
                [x + 90.0, y + 4.0],
                [x + 110.0, y + 40.0],
                [0.2, 0.8, 0.4, 1.0],
            )
            .filled(true)
            .build();
        draw_list
            .add_line(
                [x + 120.0, y + 40.0],
                [x + 190.0, y + 2.0],
                [1.0, 1.0, 1.0, 1.0],
            )
            .thickness(2.5)
            .build();
    });
}

const WIDGETS_SIZE: [f32; 2] = [240.0, 180.0];

/// A scratch copy of the stored `widgets` snapshots, so that failed checks write their
/// `.new` files there and not beside the goldens.
fn scratch_widgets_snapshots(name: &str) -> SnapshotDir {
    let stored = SnapshotDir::new();
    let dir = std::env::temp_dir().join(format!("imgui-webgpu-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for file in ["widgets.txt", "widgets_srgb.png"] {
        std::fs::copy(stored.dir().join(file), dir.join(file)).unwrap();
    }
    SnapshotDir::at(dir).updating(false)
}

/// The build's arithmetic is what the test command asked for: `cargo xtask test` runs the
/// goldens once as imgui-sys builds imgui by default (SSE's approximate reciprocal square
/// root on x86_64) and once with `CXXFLAGS=-DIMGUI_DISABLE_SSE` (exact), and says which in
/// `IMGUI_WEBGPU_EXPECT_ARITHMETIC`. A define that stopped reaching imgui fails here.
#[test]
fn imgui_arithmetic_is_what_the_build_asked_for() {
    let harness = harness(HarnessConfig::new([64.0, 64.0]), |_| {});
    let arithmetic = harness.stepper().imgui_arithmetic();
    let expected = match std::env::var("IMGUI_WEBGPU_EXPECT_ARITHMETIC").as_deref() {
        Ok("exact") => Some(ImguiArithmetic::Exact),
        Ok("approximate") => Some(ImguiArithmetic::ApproximateSse),
        Ok(other) => panic!("IMGUI_WEBGPU_EXPECT_ARITHMETIC={other}: say exact or approximate"),
        Err(_) => None,
    };
    match expected {
        Some(expected) => assert_eq!(arithmetic, expected, "this build: {arithmetic}"),
        None => assert_ne!(arithmetic, ImguiArithmetic::Unknown),
    }
}

/// Snapshots are portable: the geometry another machine computes (approximate or exact
/// reciprocal square roots, which move vertices by up to 0.00037 units) matches the stored
/// draw and pixel snapshots, and real changes of the UI still fail both.
#[test]
fn portable_snapshots_pass_arithmetic_noise_and_fail_real_changes() {
    let dir = scratch_widgets_snapshots("portable");
    let mut harness = harness(HarnessConfig::new(WIDGETS_SIZE), widgets);
    harness.run(3);
    let live = harness.frame().unwrap().snapshot().clone();

    // Another CPU's arithmetic: every vertex off by up to 0.0004 units (measured: 0.00037
    // between an AMD EPYC, an Intel Xeon and exact arithmetic).
    let noisy = |size_of: &dyn Fn(usize) -> f32| {
        let mut noisy = live.clone();
        let vertices = noisy.lists.iter_mut().flat_map(|list| &mut list.vertices);
        for (i, vertex) in vertices.enumerate() {
            let size = if i % 2 == 0 { size_of(i) } else { -size_of(i) };
            vertex.pos = [vertex.pos[0] + size, vertex.pos[1] - size];
        }
        noisy
    };
    let measured = noisy(&|_| 0.0004);
    dir.check_draw("widgets", &measured).unwrap();
    let (image, _) = harness.render_source(&measured).unwrap();
    dir.check_pixels("widgets_srgb", &image, GOLDEN).unwrap();
    // The sharp miters of thick lines scale a normal's error up to a hundredfold: a few
    // vertices off by 0.04 units still match the draw snapshot.
    let miters = noisy(&|i| if i % 97 == 0 { 0.04 } else { 0.0004 });
    dir.check_draw("widgets", &miters).unwrap();
    // One imgui context per thread: the changed UIs get their own harness after this one.
    drop(harness);

    for (change, field) in [
        (Change::MovedButton, DiffField::Geometry),
        (Change::ButtonColour, DiffField::Geometry),
        (Change::MissingGlyph, DiffField::VertexCount),
    ] {
        let mut changed = self::harness(HarnessConfig::new(WIDGETS_SIZE), move |ui| {
            widgets_changed(ui, change)
        });
        changed.run(3);
        let error = dir
            .check_draw("widgets", changed.frame().unwrap().snapshot())
            .expect_err("a real change fails the draw snapshot");
        let SnapshotError::DrawMismatch(mismatch) = &error else {
            panic!("{change:?}: {error}");
        };
        let diff = mismatch.diff.as_ref().unwrap();
        // A missing glyph also shortens the font command first: any field but geometry noise.
        if change == Change::MissingGlyph {
            assert!(
                matches!(
                    diff.field,
                    DiffField::VertexCount | DiffField::IndexRange | DiffField::IndexCount
                ),
                "{change:?}: {error}"
            );
        } else {
            assert_eq!(diff.field, field, "{change:?}: {error}");
        }
        let image = changed.render_image().unwrap();
        let error = dir
            .check_pixels("widgets_srgb", &image, GOLDEN)
            .expect_err("a real change fails the pixel snapshot");
        assert!(
            matches!(error, SnapshotError::PixelMismatch(_)),
            "{change:?}: {error}"
        );
    }
    let _ = std::fs::remove_dir_all(dir.dir());
}

#[test]
fn demo_window() {
    let mut harness = harness(HarnessConfig::new([600.0, 600.0]), |ui| {
        ui.show_demo_window(&mut true)
    });
    // The demo places itself at x = 650 on first use; settings put it on screen instead.
    harness
        .stepper_mut()
        .context_mut()
        .load_ini_settings("[Window][Dear ImGui Demo]\nPos=10,10\nSize=580,580\nCollapsed=0\n");
    harness.run(4);
    // Open "Widgets", then its "Basic" node, found by the text they show, with the
    // low-level click: it takes three frames (pointer, press, release); a fourth draws
    // what it opened. (`click_on` would settle the UI instead: other frames than the
    // goldens were drawn at.)
    for header in ["Widgets", "Basic"] {
        let [x1, y1, x2, y2] = harness.frame().unwrap().find_text(header).unwrap();
        harness.click([(x1 + x2) / 2.0, (y1 + y2) / 2.0]);
        harness.run(4);
    }
    assert_text_snapshot("demo_window", harness.frame().unwrap());
    let (snapshot, _) = check(&mut harness, "demo_window");
    // Closed, the demo draws 768 vertices; with "Widgets > Basic" open, far more.
    let (vertices, _) = snapshot.totals();
    assert!(
        vertices > 2_000,
        "the clicks opened nothing: {vertices} vertices"
    );
}

#[test]
fn dense_text() {
    let mut harness = harness(HarnessConfig::new([480.0, 360.0]), |ui| {
        fixed_window(ui, "Dense text", [0.0, 0.0], [480.0, 360.0], || {
            for line in 0..16 {
                let hue = line as f32 / 16.0;
                ui.text_colored(
                    [1.0 - hue, 0.5 + hue / 2.0, hue, 1.0],
                    format!(
                        "{line:02} The quick brown fox jumps over the lazy dog 0123456789 !?#%&"
                    ),
                );
            }
            ui.separator();
            ui.text_wrapped(
                "Wrapped: Dear ImGui draws every glyph as a textured quad from the font atlas; \
                 this paragraph wraps at the window edge and exercises many small quads, \
                 kerning-free monospace advance and the atlas's linear sampling.",
            );
        });
    });
    harness.run(3);
    let (snapshot, _) = check(&mut harness, "dense_text");
    let (vertices, _) = snapshot.totals();
    assert!(vertices > 4_000, "{vertices} vertices");
}

#[test]
fn nested_scrolled_children_clip() {
    let mut harness = harness(HarnessConfig::new([400.0, 300.0]), |ui| {
        fixed_window(ui, "Outer", [10.0, 10.0], [380.0, 280.0], || {
            ui.text("Outer window");
            ui.child_window("level 1")
                .size([340.0, 220.0])
                .border(true)
                .build(|| {
                    for line in 0..8 {
                        ui.text(format!("level 1, line {line}"));
                    }
                    ui.child_window("level 2")
                        .size([260.0, 120.0])
                        .border(true)
                        .build(|| {
                            for line in 0..40 {
                                ui.text(format!(
                                    "level 2, line {line:02}: long enough to be clipped on the right"
                                ));
                            }
                            ui.set_scroll_y(150.0);
                        });
                    for line in 8..30 {
                        ui.text(format!("level 1, line {line}"));
                    }
                    ui.set_scroll_y(60.0);
                });
        });
    });
    harness.run(4);
    let (snapshot, _) = check(&mut harness, "nested_children");
    // Three windows' clip rects: distinct, and the innermost lies inside the outer ones.
    let clips: std::collections::BTreeSet<String> = snapshot
        .lists
        .iter()
        .flat_map(|list| &list.commands)
        .filter_map(|command| match command {
            SnapshotCommand::Elements(DrawElements { clip_rect, .. }) => {
                Some(format!("{clip_rect:?}"))
            }
            _ => None,
        })
        .collect();
    assert!(clips.len() >= 3, "{clips:?}");
}

/// A 4x4 checkerboard of two colours.
fn checkerboard(a: [u8; 4], b: [u8; 4]) -> Vec<u8> {
    (0..16)
        .flat_map(|i| if (i % 4 + i / 4) % 2 == 0 { a } else { b })
        .collect()
}

#[test]
fn user_textures_nearest_and_linear() {
    // The state is the textures' ids, once they are made.
    let config = HarnessConfig::new([320.0, 150.0]);
    let mut harness = Harness::new_app(config, None, |ui, ids: &mut Option<[TextureId; 4]>| {
        let Some(ids) = ids else { return };
        fixed_window(ui, "Images", [0.0, 0.0], [320.0, 150.0], || {
            for (i, id) in ids.iter().enumerate() {
                if i > 0 {
                    ui.same_line();
                }
                imgui::Image::new(*id, [64.0, 64.0]).build(ui);
            }
            ui.text("nearest | linear | nearest | linear");
        });
    })
    .expect("a harness for the golden test");
    let board = checkerboard([250, 250, 250, 255], [30, 60, 200, 255]);
    let gradient: Vec<u8> = (0..4)
        .flat_map(|i| [i * 80, 255 - i * 80, 128, 255])
        .collect();
    // One call each from RGBA8 pixels to an id (an sRGB target: Rgba8UnormSrgb textures).
    let renderer = harness.renderer_mut();
    let ids = [
        ([4, 4], &board, SamplerOptions::NEAREST),
        ([4, 4], &board, SamplerOptions::LINEAR),
        ([4, 1], &gradient, SamplerOptions::NEAREST),
        ([4, 1], &gradient, SamplerOptions::LINEAR),
    ]
    .map(|(size, pixels, sampler)| {
        renderer
            .create_texture_rgba8(size, pixels, sampler)
            .unwrap()
    });
    *harness.state_mut() = Some(ids);
    harness.run(3);
    let (snapshot, image) = check(&mut harness, "user_textures");
    let text = snapshot.to_text();
    for label in [
        "persistent#0",
        "persistent#1",
        "persistent#2",
        "persistent#3",
    ] {
        assert!(
            text.contains(&format!(" draw {label} ")),
            "{label} in\n{text}"
        );
    }
    // Nearest keeps hard texel edges; linear blends across them. Find the first image's
    // top-left corner from its vertices and compare texel-boundary pixels of both.
    let corner = |index: usize| -> [u32; 2] {
        let (list, command) = snapshot
            .lists
            .iter()
            .find_map(|list| {
                list.commands.iter().find_map(|command| match command {
                    SnapshotCommand::Elements(DrawElements { texture_id, .. })
                        if *texture_id == ids[index].into() =>
                    {
                        Some((list, command))
                    }
                    _ => None,
                })
            })
            .unwrap();
        let SnapshotCommand::Elements(DrawElements { idx_offset, .. }) = command else {
            unreachable!()
        };
        let vertex = list.vertices[usize::from(list.indices[*idx_offset])];
        [vertex.pos[0] as u32, vertex.pos[1] as u32]
    };
    let distinct = |origin: [u32; 2]| {
        let row: std::collections::BTreeSet<[u8; 4]> = (0..64)
            .map(|x| image.pixel(origin[0] + x, origin[1] + 8))
            .collect();
        row.len()
    };
    assert_eq!(distinct(corner(0)), 2, "nearest: two colours along a row");
    assert!(
        distinct(corner(1)) > 8,
        "linear: blended colours along a row"
    );
}

#[test]
fn per_frame_texture() {
    // Each frame is built with the renderer at hand (the low-level step), for its texture.
    let mut harness = harness(HarnessConfig::new([200.0, 140.0]), |_| {});
    let board = checkerboard([255, 200, 0, 255], [40, 40, 40, 255]);
    let view = common::textures::view(&common::textures::texture_with_texels(
        harness.device(),
        harness.queue(),
        wgpu::TextureFormat::Rgba8UnormSrgb,
        [4, 4],
        &board,
    ));
    for _ in 0..3 {
        harness.step_with(|ui, renderer| {
            let id = renderer
                .frame_texture_with(&view, SamplerOptions::NEAREST)
                .unwrap();
            fixed_window(ui, "Frame texture", [0.0, 0.0], [200.0, 140.0], || {
                imgui::Image::new(id, [96.0, 96.0]).build(ui);
            });
        });
    }
    assert_eq!(harness.renderer_mut().stats().frame_bind_groups, 1);
    let (snapshot, image) = check(&mut harness, "frame_texture");
    assert!(snapshot.to_text().contains(" draw frame#0 "));
    // A second render of the frame keeps its per-frame texture (no new renderer frame).
    let (again, report) = harness.render().unwrap();
    assert!(report.skipped.is_empty(), "{:?}", report.skipped);
    assert_eq!(again, image);
}

#[test]
fn srgb_and_unorm_targets() {
    let mut images = Vec::new();
    for (format, name) in [
        (wgpu::TextureFormat::Rgba8UnormSrgb, "widgets_srgb"),
        (wgpu::TextureFormat::Rgba8Unorm, "widgets_unorm"),
    ] {
        let mut harness = harness(
            HarnessConfig::new(WIDGETS_SIZE).with_format(format),
            widgets,
        );
        harness.run(3);
        // The draw lists do not depend on the target: one text snapshot for both.
        assert_draw_snapshot("widgets", harness.frame().unwrap());
        assert_text_snapshot("widgets", harness.frame().unwrap());
        let (image, report) = harness.render().unwrap();
        assert!(report.skipped.is_empty());
        assert_pixel_snapshot(name, &image, GOLDEN);
        images.push(image);
    }
    // imgui's colours are sRGB-encoded; both targets show an opaque one as the same bytes
    // (the sRGB target through linear and back). The clear colour is linear, so it differs.
    let red = [230, 77, 51, 255]; // [0.9, 0.3, 0.2] as imgui packs it
    for image in &images {
        let count = image.pixels.chunks_exact(4).filter(|p| *p == red).count();
        assert!(count > 500, "{count} pixels of the circle's red");
    }
    assert_eq!(images[1].pixel(2, 2), [5, 5, 5, 255], "0.02 stored as is");
    assert_eq!(
        images[0].pixel(2, 2),
        [39, 39, 39, 255],
        "0.02 linear, sRGB-encoded"
    );
}

#[test]
fn msaa_4() {
    let single = {
        let mut harness = harness(HarnessConfig::new(WIDGETS_SIZE), widgets);
        harness.run(3);
        harness.render_image().unwrap()
    };
    let mut harness = harness(
        HarnessConfig::new(WIDGETS_SIZE).with_sample_count(4),
        widgets,
    );
    harness.run(3);
    assert_draw_snapshot("widgets", harness.frame().unwrap());
    let (image, report) = harness.render().unwrap();
    assert!(report.skipped.is_empty());
    assert_pixel_snapshot("widgets_msaa4", &image, GOLDEN);
    // Multisampling changes edge pixels only.
    let comparison = compare_images(&single, &image, GOLDEN);
    assert!(comparison.failing_pixels > 0, "MSAA changed nothing");
    assert!(comparison.failing_pixels < 2_000, "{comparison}");
}

#[test]
fn depth_attachment_changes_nothing() {
    let without_depth = {
        let mut harness = harness(HarnessConfig::new(WIDGETS_SIZE), widgets);
        harness.run(3);
        harness.render_image().unwrap()
    };
    let config =
        HarnessConfig::new(WIDGETS_SIZE).with_depth(wgpu::TextureFormat::Depth24PlusStencil8);
    let mut harness = harness(config, widgets);
    harness.run(3);
    assert_draw_snapshot("widgets", harness.frame().unwrap());
    let (image, report) = harness.render().unwrap();
    assert!(report.skipped.is_empty());
    // The UI ignores depth: the very image of the target without one, on this machine (the
    // stored snapshot was made on another one, within its tolerance).
    assert_eq!(
        compare_images(&without_depth, &image, PixelTolerance::EXACT).failing_pixels,
        0
    );
    assert_pixel_snapshot("widgets_srgb", &image, GOLDEN);
}

#[test]
fn framebuffer_scale_2() {
    let mut harness = harness(HarnessConfig::new(WIDGETS_SIZE).with_scale(2.0), widgets);
    assert_eq!(harness.target().desc().size, [480, 360]);
    harness.run(3);
    let (snapshot, image) = check(&mut harness, "widgets_scale2");
    assert!(snapshot.to_text().contains("scale [2, 2]"));
    assert_eq!([image.width, image.height], [480, 360]);
}

#[test]
fn non_zero_display_position() {
    let mut harness = harness(HarnessConfig::new(WIDGETS_SIZE), widgets);
    harness.run(3);
    let at_origin = harness.render_image().unwrap();
    // imgui's main viewport always starts at (0, 0); move the recorded frame instead. The
    // same UI in coordinates offset by the display position must give the same pixels.
    let moved = common::owned_frame::moved_by(harness.frame().unwrap().snapshot(), [100.0, -50.0]);
    assert_draw_snapshot("widgets_display_pos", &moved);
    let (image, report) = harness.render_source(&moved).unwrap();
    assert!(report.skipped.is_empty());
    assert_eq!(
        compare_images(&at_origin, &image, PixelTolerance::EXACT).failing_pixels,
        0,
        "the same pixels as at the origin, on this machine"
    );
    assert_pixel_snapshot("widgets_srgb", &image, GOLDEN);
}

#[test]
fn mesh_over_65535_vertices() {
    let mut harness = harness(HarnessConfig::new([600.0, 300.0]), |ui| {
        let draw_list = ui.get_background_draw_list();
        // 200 x 90 squares of 4 vertices: 72,000 vertices in one list.
        for row in 0..90 {
            for column in 0..200 {
                let [x, y] = [column as f32 * 3.0, row as f32 * 3.0 + 10.0];
                let colour = [column as f32 / 200.0, row as f32 / 90.0, 0.6, 1.0];
                draw_list
                    .add_rect([x, y], [x + 2.0, y + 2.0], colour)
                    .filled(true)
                    .build();
            }
        }
    });
    harness.run(2);
    let (snapshot, image) = check(&mut harness, "large_mesh");
    let list = snapshot
        .lists
        .iter()
        .max_by_key(|list| list.vertices.len())
        .unwrap();
    assert!(list.vertices.len() > 65_535, "{}", list.vertices.len());
    assert!(list.commands.iter().any(|command| matches!(
        command,
        SnapshotCommand::Elements(DrawElements { vtx_offset, .. }) if *vtx_offset > 0
    )));
    // The last square (beyond vertex 65,535) is drawn: bottom-right corner.
    assert_ne!(image.pixel(598, 277), image.pixel(599, 279));
}

#[test]
fn scripted_click_changes_the_ui() {
    /// Whether the toggle is on, and where its button's centre is.
    #[derive(Default)]
    struct Toggle {
        on: bool,
        center: [f32; 2],
    }
    let config = HarnessConfig::new([220.0, 100.0]);
    let mut harness = Harness::new_app(config, Toggle::default(), |ui, toggle| {
        fixed_window(ui, "Toggle", [10.0, 10.0], [200.0, 80.0], || {
            if ui.button(if toggle.on { "Turn off" } else { "Turn on" }) {
                toggle.on = !toggle.on;
            }
            let ([x1, y1], [x2, y2]) = (ui.item_rect_min(), ui.item_rect_max());
            toggle.center = [(x1 + x2) / 2.0, (y1 + y2) / 2.0];
            if toggle.on {
                ui.text_colored([0.2, 1.0, 0.3, 1.0], "ON");
            } else {
                ui.text_disabled("off");
            }
        });
    })
    .expect("a harness for the golden test");
    harness.run(3);
    let (before, before_image) = check(&mut harness, "click_before");
    // The low-level click takes three frames (pointer, press, release); the fourth shows
    // the toggle.
    harness.click(harness.state().center);
    harness.run(4);
    let (after, after_image) = check(&mut harness, "click_after");
    assert!(harness.state().on, "the click toggled the state");
    let diff = after
        .diff(&before, DrawTolerance::PORTABLE)
        .expect("the click changed the draw lists");
    assert!(
        matches!(diff.location, DiffLocation::Command { .. }),
        "{diff}"
    );
    assert!(!compare_images(&before_image, &after_image, GOLDEN).passes(GOLDEN));
}

#[test]
fn replayed_snapshot_renders_the_live_pixels() {
    // The low-level pieces: a stepper, a renderer and a target, rendering live DrawData.
    let gpu = imgui_webgpu_testing::headless::HeadlessGpu::new().expect("a wgpu adapter");
    let mut stepper = UiStepper::new([600.0, 600.0]).unwrap();
    stepper
        .context_mut()
        .load_ini_settings("[Window][Dear ImGui Demo]\nPos=10,10\nSize=580,580\nCollapsed=0\n");
    let desc = RenderTarget::new([600, 600], wgpu::TextureFormat::Rgba8UnormSrgb);
    let target = HeadlessTarget::new(&gpu.device, desc).unwrap();
    let mut renderer = Renderer::new(
        &gpu.device,
        &gpu.queue,
        stepper.context_mut(),
        RendererConfig::for_shape(desc.shape),
    )
    .unwrap();
    let gpu_pair = (&gpu.device, &gpu.queue);
    let clear = wgpu::Color::BLACK;
    for _ in 0..3 {
        renderer.new_frame();
        stepper.frame(|ui| ui.show_demo_window(&mut true));
    }
    renderer.new_frame();
    let draw_data = stepper.frame(|ui| ui.show_demo_window(&mut true));
    let (live, live_report) = target
        .render_to_image(gpu_pair, &mut renderer, draw_data, clear)
        .unwrap();
    let captured = DrawSnapshot::capture(draw_data);
    let bytes = captured.to_bytes();
    let parsed = DrawSnapshot::from_bytes(&bytes).unwrap();
    assert_eq!(parsed, captured);
    let (replayed, replay_report) = target
        .render_to_image(gpu_pair, &mut renderer, &parsed, clear)
        .unwrap();
    assert_eq!(
        compare_images(&live, &replayed, PixelTolerance::EXACT).failing_pixels,
        0
    );
    assert_eq!(live, replayed);
    assert_eq!(live_report.draws, replay_report.draws);
    assert_eq!(live_report.vertices, replay_report.vertices);
    assert!(live_report.draws >= 3, "{live_report:?}");
}

#[test]
fn recorded_complete_form_still_reads_and_replays() {
    // A frame recorded in the complete form and committed: it must keep parsing, print the
    // stored text and render the stored pixels, however the crate changes.
    let dir = SnapshotDir::new();
    let path = dir.path("widgets_recorded", "imdraw");
    let mut harness = harness(HarnessConfig::new(WIDGETS_SIZE), widgets);
    if !path.exists() && std::env::var("UPDATE_SNAPSHOTS").is_ok_and(|value| value == "1") {
        harness.run(3);
        harness.frame().unwrap().save(&path).unwrap();
    }
    let mut recorded =
        DrawSnapshot::load(&path).unwrap_or_else(|error| panic!("{}: {error}", path.display()));
    assert_draw_snapshot("widgets", &recorded);
    // The recording names the recording renderer's atlas; this harness's renderer has its own.
    recorded.retarget_font_atlas(harness.renderer_mut().font_texture_id());
    let (image, report) = harness.render_source(&recorded).unwrap();
    assert!(report.skipped.is_empty(), "{:?}", report.skipped);
    assert_pixel_snapshot("widgets_srgb", &image, GOLDEN);
}

#[test]
fn rendering_is_deterministic() {
    let render = || {
        let config = HarnessConfig::new([600.0, 600.0]).with_sample_count(4);
        let mut harness = harness(config, |ui| ui.show_demo_window(&mut true));
        harness
            .stepper_mut()
            .context_mut()
            .load_ini_settings("[Window][Dear ImGui Demo]\nPos=10,10\nSize=580,580\nCollapsed=0\n");
        harness.run(4);
        let first = harness.render_image().unwrap();
        let second = harness.render_image().unwrap();
        assert_eq!(first, second, "the same frame rendered twice");
        (harness.frame().unwrap().to_text(), first)
    };
    let (text_a, image_a) = render();
    let (text_b, image_b) = render();
    assert_eq!(text_a, text_b);
    assert_eq!(image_a, image_b, "two fresh harnesses, the same image");
}

// The testing API itself: context lock, keyboard scripting, errors, recorded callbacks.

#[test]
fn several_steppers_per_thread_and_threads_take_turns() {
    use imgui_webgpu_testing::StepperError;
    use std::sync::mpsc;

    // One thread may hold several steppers: each keeps its own context and makes it current
    // when used, so their frames never mix.
    let mut first = UiStepper::new([100.0, 100.0]).unwrap();
    let mut second = UiStepper::new([200.0, 100.0]).unwrap();
    let short = first.frame(|ui| ui.text("a")).total_vtx_count;
    let long = second
        .frame(|ui| ui.text("a longer text in the second stepper"))
        .total_vtx_count;
    assert!(long > short, "{long} vertices, {short}");
    assert_eq!(first.frame(|ui| ui.text("a")).total_vtx_count, short);
    assert_eq!((first.frames(), second.frames()), (2, 1));
    assert_eq!(first.context().io().display_size, [100.0, 100.0]);
    drop(second);
    assert_eq!(first.frame(|ui| ui.text("a")).total_vtx_count, short);
    let (acquired, on_acquired) = mpsc::channel();
    let thread = std::thread::spawn(move || {
        // While the first thread holds its stepper, this one cannot have one.
        let refused = UiStepper::try_new([100.0, 100.0]).map(|_| ()).unwrap_err();
        // `new` waits for it instead, and says when it got it.
        let mut stepper = UiStepper::new([100.0, 100.0]).unwrap();
        acquired.send(()).unwrap();
        (
            refused,
            stepper.frame(|ui| ui.text("second thread")).total_vtx_count,
        )
    });
    // A correct lock never lets the second thread in before `first` is dropped, so this
    // can only time out (a broken lock fails it at once, or at `try_new` above).
    assert_eq!(
        on_acquired.recv_timeout(std::time::Duration::from_millis(200)),
        Err(mpsc::RecvTimeoutError::Timeout),
        "the second thread got a stepper while the first held one"
    );
    drop(first);
    on_acquired.recv().unwrap();
    let (refused, vertices) = thread.join().unwrap();
    assert_eq!(refused, StepperError::HeldByAnotherThread);
    assert!(vertices > 0);
    assert!(matches!(
        UiStepper::new([f32::NAN, 10.0]),
        Err(StepperError::InvalidDisplay { .. })
    ));
}

#[test]
fn scripted_keyboard_types_into_a_text_field() {
    /// The field's text, and a point inside the field.
    #[derive(Default)]
    struct Form {
        text: String,
        field: [f32; 2],
    }
    let config = HarnessConfig::new([300.0, 80.0]);
    let mut harness = Harness::new_app(config, Form::default(), |ui, form| {
        fixed_window(ui, "Form", [0.0, 0.0], [300.0, 80.0], || {
            ui.input_text("Name", &mut form.text).build();
            let ([x1, y1], [x2, y2]) = (ui.item_rect_min(), ui.item_rect_max());
            form.field = [(x1 + x2) / 2.0 - 40.0, (y1 + y2) / 2.0];
        });
    })
    .expect("a harness for the golden test");
    // The low-level input, as a test of input itself.
    harness.run(3);
    harness.click(harness.state().field);
    harness.run(3);
    harness.stepper_mut().type_text("Ada");
    harness.run(2);
    harness.stepper_mut().press_key(imgui::Key::Backspace);
    harness.run(3);
    assert_eq!(harness.state().text, "Ad");
}

#[test]
fn replaying_many_frames_keeps_upload_space_level() {
    let mut harness = harness(HarnessConfig::new(WIDGETS_SIZE), widgets);
    harness.run(3);
    let recorded = harness.frame().unwrap().snapshot().clone();
    let mut capacities = Vec::new();
    for _ in 0..50 {
        let (_, report) = harness.render_source(&recorded).unwrap();
        assert!(report.vertices > 0);
        capacities.push(harness.renderer_mut().stats().buffer_capacity_bytes);
    }
    for _ in 0..50 {
        harness.render().unwrap();
        capacities.push(harness.renderer_mut().stats().buffer_capacity_bytes);
    }
    // The first render may grow the buffers; none after it does.
    assert!(
        capacities.iter().all(|capacity| *capacity == capacities[0]),
        "{capacities:?}"
    );
}

#[test]
fn rendering_before_any_frame_is_an_error() {
    let mut harness = harness(HarnessConfig::new([64.0, 64.0]), |_| {});
    assert!(matches!(
        harness.render_image(),
        Err(imgui_webgpu_testing::HarnessError::NoFrame)
    ));
}

#[test]
fn recorded_callbacks_replay_as_skipped_commands() {
    let mut harness = harness(HarnessConfig::new(WIDGETS_SIZE), widgets);
    harness.run(3);
    let (plain, _) = harness.render().unwrap();
    let mut recorded = harness.frame().unwrap().snapshot().clone();
    recorded.lists[0]
        .commands
        .insert(1, SnapshotCommand::Callback);
    let (image, report) = harness.render_source(&recorded).unwrap();
    assert_eq!(report.skipped.len(), 1, "{:?}", report.skipped);
    assert_eq!(report.skipped[0].command_index, 1);
    assert_eq!(
        report.skipped[0].reason,
        imgui_webgpu::error::SkipReason::CallbackNotReplayable
    );
    // The rest of the frame still draws.
    assert_eq!(image, plain);
    // And the text form shows the callback in its place.
    assert!(recorded.to_text().contains("\n  1 callback\n"));
}
