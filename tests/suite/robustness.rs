//! Review findings, pinned down: ids from another renderer, views wgpu would refuse, frames
//! that hold only callbacks, and a display rectangle smaller than the target.
use imgui_webgpu::error::TextureIdError;
use imgui_webgpu_test_support as common;

use common::Fixture;
use common::paint::{counting, paint_window};

use imgui_webgpu::error::SkipReason;
use imgui_webgpu::{RenderTarget, Renderer, RendererConfig, SamplerOptions, TextureError};
use imgui_webgpu_testing::headless::HeadlessTarget;

const FORMAT: wgpu::TextureFormat = wgpu::TextureFormat::Rgba8Unorm;

fn texture(device: &wgpu::Device, layers: u32) -> wgpu::Texture {
    device.create_texture(&wgpu::TextureDescriptor {
        label: Some("user texture"),
        size: wgpu::Extent3d {
            width: 4,
            height: 4,
            depth_or_array_layers: layers,
        },
        mip_level_count: 1,
        sample_count: 1,
        dimension: wgpu::TextureDimension::D2,
        format: FORMAT,
        usage: wgpu::TextureUsages::TEXTURE_BINDING | wgpu::TextureUsages::COPY_DST,
        view_formats: &[],
    })
}

#[test]
fn ids_from_another_renderer_are_reported_not_bound() {
    let gpu = common::gpu();
    let mut imgui = common::imgui_context([32.0, 32.0]);
    let desc = RenderTarget::new([32, 32], FORMAT);
    let target = HeadlessTarget::new(&gpu.device, desc).unwrap();
    let config = RendererConfig::for_shape(desc.shape);
    let mut first = Renderer::new(&gpu.device, &gpu.queue, &mut imgui, config).unwrap();
    let mut second = Renderer::new(&gpu.device, &gpu.queue, &mut imgui, config).unwrap();
    let view = texture(&gpu.device, 1).create_view(&Default::default());
    // Both renderers fill slot 0 of their registries; the ids must still differ in owner.
    let foreign = first
        .register_texture(&view, SamplerOptions::LINEAR)
        .unwrap();
    second
        .register_texture(&view, SamplerOptions::LINEAR)
        .unwrap();
    first.new_frame();
    second.new_frame();
    let foreign_frame = first.frame_texture(&view).unwrap();

    let ui = imgui.new_frame();
    {
        let background = ui.get_background_draw_list();
        background
            .add_image(foreign, [0.0, 0.0], [16.0, 16.0])
            .build();
        background
            .add_image(foreign_frame, [16.0, 16.0], [32.0, 32.0])
            .build();
    }
    let draw_data = imgui.render();
    let (report, errors) = common::capture_errors(&gpu.device, || {
        target
            .render(
                (&gpu.device, &gpu.queue),
                &mut second,
                draw_data,
                wgpu::Color::BLACK,
            )
            .unwrap()
    });
    assert_eq!(errors, Vec::<String>::new());
    let reasons: Vec<_> = report
        .skipped
        .iter()
        .map(|skip| skip.reason.clone())
        .collect();
    assert!(
        reasons.contains(&SkipReason::Texture(TextureIdError::ForeignRenderer {
            id: foreign.id() as u64
        })),
        "{reasons:?}"
    );
    assert!(
        reasons.contains(&SkipReason::Texture(TextureIdError::ForeignRenderer {
            id: foreign_frame.id() as u64
        })),
        "{reasons:?}"
    );
    assert_eq!(report.texture_binds, 0, "nothing foreign was bound");
}

#[test]
fn views_wgpu_would_refuse_are_errors_not_panics() {
    let mut fixture = Fixture::new([32, 32], RendererConfig::new(FORMAT));
    let gpu = &fixture.gpu;
    let renderer = fixture.harness.renderer_mut();
    // The default view of a two-layer texture is a 2D array view: the pipeline needs 2D.
    let layered = texture(&gpu.device, 2);
    let array_view = layered.create_view(&Default::default());
    let (results, errors) = common::capture_errors(&gpu.device, || {
        renderer.new_frame();
        (
            renderer.register_texture(&array_view, SamplerOptions::LINEAR),
            renderer.frame_texture(&array_view),
        )
    });
    assert_eq!(
        errors,
        Vec::<String>::new(),
        "nothing reached wgpu's handler"
    );
    assert!(
        matches!(results.0, Err(TextureError::ViewRejected(_))),
        "{:?}",
        results.0
    );
    assert!(
        matches!(results.1, Err(TextureError::ViewRejected(_))),
        "{:?}",
        results.1
    );
    assert_eq!(renderer.stats().persistent_bind_groups, 0);
    assert_eq!(renderer.stats().frame_bind_groups, 0);

    // A single-layer 2D view of the same texture is fine.
    let layer_view = layered.create_view(&wgpu::TextureViewDescriptor {
        dimension: Some(wgpu::TextureViewDimension::D2),
        base_array_layer: 1,
        array_layer_count: Some(1),
        ..Default::default()
    });
    assert!(
        renderer
            .register_texture(&layer_view, SamplerOptions::LINEAR)
            .is_ok()
    );
    assert!(renderer.frame_texture(&layer_view).is_ok());
}

#[test]
fn a_frame_holding_only_a_paint_callback_still_runs_it() {
    let mut fixture = Fixture::new([32, 32], RendererConfig::new(FORMAT));
    let ran = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let report = fixture.run_frames(3, |ui, renderer| {
        let area = ([0.0, 0.0], [32.0, 32.0]);
        paint_window(ui, renderer, area, counting(&ran), || {});
    });
    assert_eq!(report.vertices, 0, "the frame has no geometry: {report:?}");
    assert_eq!(report.callbacks, 1, "{report:?}");
    // One render per frame, three frames: the closure ran exactly three times.
    assert_eq!(ran.load(std::sync::atomic::Ordering::Relaxed), 3);
}

#[test]
fn a_display_smaller_than_the_target_is_not_stretched() {
    let gpu = common::gpu();
    // imgui's display is 32x32 units at scale 1, the target 64x64 pixels.
    let mut imgui = common::imgui_context([32.0, 32.0]);
    let desc = RenderTarget::new([64, 64], FORMAT);
    let target = HeadlessTarget::new(&gpu.device, desc).unwrap();
    let mut renderer = common::renderer(&gpu, &mut imgui, RendererConfig::for_shape(desc.shape));
    renderer.new_frame();
    let ui = imgui.new_frame();
    ui.get_background_draw_list()
        .add_rect([0.0, 0.0], [32.0, 32.0], [1.0, 1.0, 1.0, 1.0])
        .filled(true)
        .build();
    let draw_data = imgui.render();
    let report = common::render_clean(&gpu, &target, &mut renderer, draw_data, wgpu::Color::BLACK);
    assert!(report.skipped.is_empty(), "{:?}", report.skipped);
    let image = target.read_rgba8(&gpu.device, &gpu.queue).unwrap();
    // Geometry and scissor both map the display to its 32x32 pixels.
    assert_eq!(image.pixel(16, 16), [255, 255, 255, 255]);
    assert_eq!(image.pixel(31, 31), [255, 255, 255, 255]);
    assert_eq!(image.pixel(40, 40), [0, 0, 0, 255]);
    assert_eq!(image.pixel(40, 8), [0, 0, 0, 255]);
}
