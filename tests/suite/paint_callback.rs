//! Paint callbacks: the app draws with its own wgpu pipeline inside an imgui window, clipped
//! to that window, and imgui's draws after it still render with imgui's state.
use imgui_webgpu_test_support as common;

use common::Fixture;

use common::fill::fill_pipeline;
use common::paint::{counting, paint_window};

use imgui_webgpu::error::SkipReason;
use imgui_webgpu::{RenderTarget, Renderer, RendererConfig};
use imgui_webgpu_testing::headless::HeadlessTarget;

const SIZE: u32 = 64;
const FORMAT: wgpu::TextureFormat = wgpu::TextureFormat::Rgba8Unorm;

/// One frame: a borderless window at (16, 16) of 32x32 whose content is a paint callback,
/// then an imgui rectangle drawn after it.
fn build_frame(ui: &imgui::Ui, renderer: &mut Renderer, pipeline: &wgpu::RenderPipeline) {
    let pipeline = pipeline.clone();
    let fill = move |pass: &mut wgpu::RenderPass<'_>, info: &imgui_webgpu::PaintInfo| {
        assert_eq!(info.target.size, [SIZE, SIZE]);
        pass.set_pipeline(&pipeline);
        pass.draw(0..3, 0..1);
    };
    paint_window(ui, renderer, ([16.0, 16.0], [32.0, 32.0]), fill, || {
        ui.get_window_draw_list()
            .add_rect([28.0, 28.0], [36.0, 36.0], [1.0, 0.0, 0.0, 1.0])
            .filled(true)
            .build();
    });
}

#[test]
fn paint_callback_draws_clipped_to_its_window_and_imgui_state_is_restored() {
    let mut fixture = Fixture::new([SIZE, SIZE], RendererConfig::new(FORMAT));
    let pipeline = fill_pipeline(&fixture.gpu.device, FORMAT, 1);
    let report = fixture.run_frames(3, |ui, renderer| {
        build_frame(ui, renderer, &pipeline);
        assert_eq!(renderer.stats().paint_callbacks, 1);
    });
    assert!(report.skipped.is_empty(), "{:?}", report.skipped);
    assert_eq!(report.callbacks, 1);

    let image = fixture.read();
    let green = [0, 255, 0, 255];
    let red = [255, 0, 0, 255];
    let black = [0, 0, 0, 255];
    // Inside the window, away from the rectangle: the callback's green.
    assert_eq!(image.pixel(24, 24), green);
    assert_eq!(image.pixel(40, 40), green);
    // The imgui rectangle drawn after the callback: imgui's pipeline and state are back.
    assert_eq!(image.pixel(32, 32), red);
    // Outside the window: the callback was scissored to the window's clip rect.
    for (x, y) in [(2, 2), (61, 61), (2, 61), (61, 2), (8, 32), (56, 32)] {
        assert_eq!(image.pixel(x, y), black, "pixel ({x}, {y})");
    }
}

#[test]
fn a_paint_marker_from_an_earlier_frame_is_reported_not_run() {
    let mut fixture = Fixture::new([SIZE, SIZE], RendererConfig::new(FORMAT));
    let (gpu, renderer, imgui, target) = fixture.split();
    let pipeline = fill_pipeline(&gpu.device, FORMAT, 1);
    for _ in 0..2 {
        renderer.new_frame();
        let ui = imgui.new_frame();
        build_frame(ui, renderer, &pipeline);
        imgui.render();
    }
    renderer.new_frame();
    let ui = imgui.new_frame();
    build_frame(ui, renderer, &pipeline);
    let draw_data = imgui.render();
    // The closures expire at new_frame: this frame's draw data now names a dead closure.
    renderer.new_frame();
    assert_eq!(renderer.stats().paint_callbacks, 0);
    let report = common::render_clean(gpu, target, renderer, draw_data, wgpu::Color::BLACK);
    assert_eq!(report.callbacks, 0);
    assert!(
        report
            .skipped
            .iter()
            .any(|skip| skip.reason == SkipReason::ExpiredPaintCallback),
        "{:?}",
        report.skipped
    );
    let image = target.read_rgba8(&gpu.device, &gpu.queue).unwrap();
    assert_eq!(image.pixel(24, 24), [0, 0, 0, 255], "no green: nothing ran");
    assert_eq!(
        image.pixel(32, 32),
        [255, 0, 0, 255],
        "the rest of the frame drew"
    );
}

#[test]
fn callbacks_count_only_closures_that_ran() {
    let gpu = common::gpu();
    let mut imgui = common::imgui_context([SIZE as f32, SIZE as f32]);
    let desc = RenderTarget::new([SIZE, SIZE], FORMAT);
    let target = HeadlessTarget::new(&gpu.device, desc).unwrap();
    let second = HeadlessTarget::new(&gpu.device, desc).unwrap();
    let mut renderer = common::renderer(&gpu, &mut imgui, RendererConfig::for_shape(desc.shape));
    let ran = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let runs = || ran.load(std::sync::atomic::Ordering::Relaxed);
    let frame = |imgui: &mut common::ImguiGuard, renderer: &mut Renderer, at: [f32; 2]| {
        renderer.new_frame();
        let ui = imgui.new_frame();
        paint_window(ui, renderer, (at, [16.0, 16.0]), counting(&ran), || {});
    };
    let render = |renderer: &mut Renderer, draw_data: &imgui::DrawData, target: &HeadlessTarget| {
        let (result, errors) = common::capture_errors(&gpu.device, || {
            target.render(
                (&gpu.device, &gpu.queue),
                renderer,
                draw_data,
                wgpu::Color::BLACK,
            )
        });
        assert_eq!(errors, Vec::<String>::new());
        result.unwrap()
    };

    // On screen, rendered into two passes: the closure runs once per pass.
    frame(&mut imgui, &mut renderer, [8.0, 8.0]);
    let draw_data = imgui.render();
    let first = render(&mut renderer, draw_data, &target);
    let again = render(&mut renderer, draw_data, &second);
    assert_eq!((first.callbacks, again.callbacks), (1, 1));
    assert_eq!(runs(), 2);

    // Off screen: the marker is culled, nothing runs, nothing is counted.
    frame(&mut imgui, &mut renderer, [200.0, 200.0]);
    let draw_data = imgui.render();
    let culled = render(&mut renderer, draw_data, &target);
    assert_eq!(culled.callbacks, 0, "{culled:?}");
    assert!(culled.culled >= 1, "{culled:?}");
    assert_eq!(runs(), 2);
}
