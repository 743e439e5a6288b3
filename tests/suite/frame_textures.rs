//! The per-frame texture cache: keyed by view identity, one bind group per view per frame,
//! emptied (views released) at `new_frame`; and `replace_texture` rebinding a persistent id.
use imgui_webgpu_test_support as common;

use common::Fixture;

use imgui_webgpu::{RendererConfig, SamplerOptions};

fn solid_texture(device: &wgpu::Device, queue: &wgpu::Queue, rgba: [u8; 4]) -> wgpu::Texture {
    common::textures::solid_texture(device, queue, wgpu::TextureFormat::Rgba8Unorm, 4, rgba)
}

fn live_views(gpu: &imgui_webgpu_testing::headless::HeadlessGpu) -> usize {
    common::wait_idle(&gpu.device);
    common::counts::HubCounts::of(&gpu.instance).texture_views
}

/// A renderer for `Rgba8Unorm` targets.
fn unorm() -> RendererConfig {
    RendererConfig::new(wgpu::TextureFormat::Rgba8Unorm)
}

#[test]
fn same_view_twice_in_a_frame_gets_one_bind_group_released_at_new_frame() {
    let mut fixture = Fixture::new([64, 64], unorm());
    let gpu = &fixture.gpu;
    let renderer = fixture.harness.renderer_mut();
    let texture = solid_texture(&gpu.device, &gpu.queue, [255, 0, 0, 255]);
    let views_before = live_views(gpu);

    renderer.new_frame();
    let view = texture.create_view(&Default::default());
    let first = renderer.frame_texture(&view).unwrap();
    let again = renderer.frame_texture(&view).unwrap();
    assert_eq!(
        first, again,
        "the same view must map to the same id in one frame"
    );
    assert_eq!(renderer.stats().frame_bind_groups, 1);

    let other_view = texture.create_view(&Default::default());
    let other = renderer.frame_texture(&other_view).unwrap();
    assert_ne!(
        first, other,
        "a different view of the same texture is a different key"
    );
    let nearest = renderer
        .frame_texture_with(&view, SamplerOptions::NEAREST)
        .unwrap();
    assert_ne!(first, nearest, "sampler options are part of the key");
    assert_eq!(renderer.stats().frame_bind_groups, 3);
    drop((view, other_view));
    assert_eq!(
        live_views(gpu),
        views_before + 2,
        "the cache holds its views until new_frame"
    );

    renderer.new_frame();
    assert_eq!(renderer.stats().frame_bind_groups, 0);
    assert_eq!(
        live_views(gpu),
        views_before,
        "new_frame releases the frame's views"
    );
}

#[test]
fn replace_texture_keeps_the_id_and_draws_the_new_view() {
    let mut fixture = Fixture::new([32, 32], unorm());
    let (gpu, renderer, _, _) = fixture.split();
    let red = solid_texture(&gpu.device, &gpu.queue, [255, 0, 0, 255]);
    let blue = solid_texture(&gpu.device, &gpu.queue, [0, 0, 255, 255]);
    let id = renderer
        .register_texture(
            &red.create_view(&Default::default()),
            SamplerOptions::NEAREST,
        )
        .unwrap();

    let centre_after = |fixture: &mut Fixture| {
        fixture.harness.renderer_mut().new_frame();
        let (report, image) = fixture.draw(|ui| {
            let background = ui.get_background_draw_list();
            background.add_image(id, [0.0, 0.0], [32.0, 32.0]).build();
        });
        assert!(report.skipped.is_empty(), "{:?}", report.skipped);
        image.pixel(16, 16)
    };
    assert_eq!(centre_after(&mut fixture), [255, 0, 0, 255]);
    let renderer = fixture.harness.renderer_mut();
    renderer
        .replace_texture(id, &blue.create_view(&Default::default()))
        .unwrap();
    assert_eq!(renderer.stats().persistent_bind_groups, 1);
    assert_eq!(centre_after(&mut fixture), [0, 0, 255, 255]);
}
