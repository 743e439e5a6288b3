//! A dear-imgui-rs (Dear ImGui 1.92) frame through the renderer on a real device: text at
//! three sizes (glyphs rasterised on demand into textures imgui owns, served through the
//! texture protocol), an image of a texture imgui manages, an image of a wgpu texture the
//! app registered, and a paint callback; then the frames after it, which change nothing and
//! so ask for nothing. `DEAR_DUMP=path.ppm` writes the first frame's pixels there.

use imgui_webgpu_dear_tests::scene::{CYAN, MAGENTA, PROBES, SIZE, Scene, TEXTS};
use imgui_webgpu_dear_tests::{Lit, Rig, golden};

#[test]
fn a_1_92_frame_draws_text_at_three_sizes_images_and_a_paint_callback() {
    let mut rig = Rig::new(SIZE);
    let scene = Scene::new(
        &mut rig.imgui,
        &mut rig.renderer,
        &rig.gpu.device,
        &rig.gpu.queue,
    );

    let (textures, report) = rig.frame(|ui, renderer| scene.build(ui, renderer));
    assert!(report.is_clean(), "{report:?}");
    assert!(textures.refused.is_empty(), "{textures:?}");
    assert!(
        textures.created >= 2,
        "the font atlas and the managed image are created: {textures:?}"
    );
    assert_eq!(
        scene.paint_callback_runs(),
        1,
        "the paint callback ran once"
    );
    let stats = rig.renderer.stats();
    assert_eq!(stats.imgui_textures, textures.created);
    assert_eq!(
        stats.persistent_bind_groups, 1,
        "the app's texture, counted apart"
    );
    assert_eq!(
        stats.font_atlas_size,
        [0, 0],
        "1.92's fonts are textures imgui owns"
    );

    let image = rig.target.read(&rig.gpu);
    if let Some(path) = std::env::var_os("DEAR_DUMP") {
        let mut ppm = format!("P6 {} {} 255\n", image.width, image.height).into_bytes();
        for pixel in image.pixels.chunks(4) {
            ppm.extend_from_slice(&pixel[..3]);
        }
        std::fs::write(path, ppm).unwrap();
    }
    // Each text's glyphs are as tall as its size asks: measured in its own band.
    let heights: Vec<usize> = TEXTS
        .iter()
        .enumerate()
        .map(|(band, (top, _))| {
            let bottom = TEXTS.get(band + 1).map_or(SIZE[1] as f32, |next| next.0);
            image
                .lit_rows(8..190, *top as u32..bottom as u32, 128)
                .len()
        })
        .collect();
    assert!(heights[0] >= 6, "13 px text: {heights:?}");
    for pair in heights.windows(2) {
        let ratio = pair[1] as f32 / pair[0] as f32;
        assert!(
            (1.6..2.4).contains(&ratio),
            "each size twice the last: {heights:?}"
        );
    }
    let [managed, registered, painted] = PROBES.map(|[x, y]| image.pixel(x, y));
    assert_eq!(managed, MAGENTA, "the image imgui manages");
    assert_eq!(registered, CYAN, "the app's registered texture");
    assert_eq!(painted, [0, 255, 0, 255], "the paint callback's fill");
    assert_eq!(
        image.pixel(250, 150),
        [0, 0, 0, 255],
        "nothing drawn elsewhere"
    );
    golden::assert_draw_hash("frame", rig.last_draw_hash);
    golden::assert_pixels("frame", &image);

    // The same frame again, and again: imgui asks for nothing, nothing is made.
    for _ in 0..3 {
        let (textures, report) = rig.frame(|ui, renderer| scene.build(ui, renderer));
        assert!(report.is_clean(), "{report:?}");
        assert_eq!(
            (textures.created, textures.updated, textures.destroyed),
            (0, 0, 0),
            "{textures:?}"
        );
        assert_eq!(report.bind_groups_created + report.buffers_created, 0);
    }
    assert_eq!(rig.renderer.stats(), stats_after_frames(&rig, stats));
}

/// The stats after the repeated frames: those of the first, with the frames counted.
fn stats_after_frames(
    rig: &Rig,
    first: imgui_webgpu::report::RendererStats,
) -> imgui_webgpu::report::RendererStats {
    let mut expected = first;
    expected.frames = rig.renderer.stats().frames;
    expected.resident_lists = rig.renderer.stats().resident_lists;
    expected.list_copy_bytes = rig.renderer.stats().list_copy_bytes;
    expected
}
