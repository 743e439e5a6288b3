//! The demo window renders without skips or wgpu errors and puts UI pixels on the target.
use imgui_webgpu_test_support as common;

use common::Fixture;

use imgui_webgpu::RendererConfig;
use imgui_webgpu_testing::images::save_png;

#[test]
fn demo_window_renders_cleanly() {
    let srgb = RendererConfig::new(wgpu::TextureFormat::Rgba8UnormSrgb);
    let mut fixture = Fixture::new([1280, 800], srgb);
    let report = fixture.run_frames(10, |ui, _| ui.show_demo_window(&mut true));
    assert!(report.skipped.is_empty(), "{:?}", report.skipped);
    assert!(report.draws >= 3, "{report:?}");
    let image = fixture.read();
    let lit = image
        .pixels
        .chunks_exact(4)
        .filter(|p| p[0] > 40 || p[1] > 40 || p[2] > 40)
        .count();
    assert!(lit > 10_000, "only {lit} lit pixels");
    save_png(&image, concat!(env!("CARGO_TARGET_TMPDIR"), "/smoke.png")).unwrap();
    println!("{report:?}");
}
