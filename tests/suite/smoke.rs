//! The demo window renders without skips or wgpu errors and puts UI pixels on the target.
use imgui_webgpu_test_support as common;

use common::Fixture;

use imgui_webgpu::RendererConfig;
use imgui_webgpu_testing::images::save_png;

#[test]
fn demo_window_renders_cleanly() {
    let mut fixture = Fixture::new(
        [1280, 800],
        RendererConfig::new(wgpu::TextureFormat::Rgba8UnormSrgb),
    );
    let (gpu, renderer, imgui, target) = fixture.split();
    let mut report = None;
    for _ in 0..10 {
        renderer.new_frame();
        let ui = imgui.new_frame();
        ui.show_demo_window(&mut true);
        let draw_data = imgui.render();
        report = Some(common::render_clean(
            gpu,
            target,
            renderer,
            draw_data,
            wgpu::Color::BLACK,
        ));
    }
    let report = report.unwrap();
    assert!(report.skipped.is_empty(), "{:?}", report.skipped);
    assert!(report.draws >= 3, "{report:?}");
    let image = target.read_rgba8(&gpu.device, &gpu.queue).unwrap();
    let lit = image
        .pixels
        .chunks_exact(4)
        .filter(|p| p[0] > 40 || p[1] > 40 || p[2] > 40)
        .count();
    assert!(lit > 10_000, "only {lit} lit pixels");
    save_png(&image, concat!(env!("CARGO_TARGET_TMPDIR"), "/smoke.png")).unwrap();
    println!("{report:?}");
}
