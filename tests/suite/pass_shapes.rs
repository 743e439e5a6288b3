//! One renderer draws one imgui frame into passes of different shapes (colour format, depth,
//! sample count), building a pipeline per shape on first use; and it accepts exactly the
//! MSAA sample counts the device accepts.
use imgui_webgpu_test_support as common;

use common::Fixture;

use imgui_webgpu::error::ShapeError;
use imgui_webgpu::{RenderError, RenderTarget, Renderer, RendererConfig};
use imgui_webgpu_testing::headless::HeadlessTarget;

const SIZE: [u32; 2] = [160, 120];

/// A window with a title bar and text, at a known place.
fn build_ui(imgui: &mut imgui::Context) -> &imgui::DrawData {
    let ui = imgui.new_frame();
    ui.window("Shapes")
        .position([10.0, 10.0], imgui::Condition::Always)
        .size([140.0, 100.0], imgui::Condition::Always)
        .build(|| {
            ui.text("Hello, passes");
            ui.button("A button");
        });
    imgui.render()
}

#[test]
fn one_frame_renders_into_passes_of_every_shape() {
    let gpu = common::gpu();
    let mut imgui = common::imgui_context(SIZE.map(|v| v as f32));
    let descs = [
        RenderTarget::new(SIZE, wgpu::TextureFormat::Rgba8UnormSrgb).with_sample_count(4),
        RenderTarget::new(SIZE, wgpu::TextureFormat::Rgba8Unorm),
        RenderTarget::new(SIZE, wgpu::TextureFormat::Bgra8UnormSrgb)
            .with_depth(wgpu::TextureFormat::Depth24PlusStencil8),
        RenderTarget::new(SIZE, wgpu::TextureFormat::Rgba16Float),
    ];
    let targets: Vec<HeadlessTarget> = descs
        .iter()
        .map(|desc| HeadlessTarget::new(&gpu.device, *desc).unwrap())
        .collect();
    let mut renderer =
        common::renderer(&gpu, &mut imgui, RendererConfig::for_shape(descs[0].shape));
    for frame in 0..3 {
        renderer.new_frame();
        let draw_data = build_ui(&mut imgui);
        let (reports, errors) = common::capture_errors(&gpu.device, || {
            let mut encoder = gpu.device.create_command_encoder(&Default::default());
            let reports: Vec<_> = targets
                .iter()
                .map(|target| {
                    let desc = target.desc();
                    let shape = RenderTarget::new(desc.size, desc.shape.format)
                        .with_sample_count(desc.shape.sample_count);
                    let shape = match desc.shape.depth_format {
                        Some(depth) => shape.with_depth(depth),
                        None => shape,
                    };
                    target.encode_pass(&mut encoder, wgpu::Color::BLACK, |pass| {
                        renderer.render_into(draw_data, pass, shape).unwrap()
                    })
                })
                .collect();
            gpu.queue.submit([encoder.finish()]);
            reports
        });
        assert_eq!(errors, Vec::<String>::new(), "frame {frame}");
        for (desc, report) in descs.iter().zip(&reports) {
            assert!(report.is_clean(), "{desc:?}: {:?}", report.skipped);
            assert!(report.draws >= 2, "{desc:?}: {report:?}");
            // The configuration's pipeline exists from `new`; each other shape gets its own
            // on first use, and keeps it.
            let expected = usize::from(frame == 0 && desc != &descs[0]);
            assert_eq!(
                report.pipelines_created, expected,
                "frame {frame}, {desc:?}"
            );
        }
    }
    assert_eq!(renderer.stats().pipelines, descs.len());

    // Every target shows the window and its text: imgui's default dark style draws the
    // window background at about (15, 15, 15) and the text near white.
    for (desc, target) in descs.iter().zip(&targets) {
        let image = target.read_rgba8(&gpu.device, &gpu.queue).unwrap();
        let bright = image
            .pixels
            .chunks_exact(4)
            .filter(|pixel| pixel[..3].iter().all(|channel| *channel > 200))
            .count();
        assert!(bright > 50, "{desc:?}: only {bright} text pixels");
        let window = image.pixel(80, 90);
        assert!(
            window[..3].iter().all(|channel| (8..=40).contains(channel)),
            "{desc:?}: window background {window:?}"
        );
        assert_eq!(image.pixel(5, 5), [0, 0, 0, 255], "{desc:?}: clear colour");
    }
}

#[test]
fn a_shape_the_device_cannot_draw_into_is_an_error_not_a_panic() {
    let mut fixture = Fixture::new(SIZE, RendererConfig::new(wgpu::TextureFormat::Rgba8Unorm));
    let (gpu, renderer, imgui, target) = fixture.split();
    renderer.new_frame();
    let draw_data = build_ui(imgui);
    let (results, errors) = common::capture_errors(&gpu.device, || {
        let mut encoder = gpu.device.create_command_encoder(&Default::default());
        let results = target.encode_pass(&mut encoder, wgpu::Color::BLACK, |pass| {
            let integer = renderer.render_into(
                draw_data,
                pass,
                RenderTarget::new(SIZE, wgpu::TextureFormat::R32Uint),
            );
            let depth = renderer.render_into(
                draw_data,
                pass,
                RenderTarget::new(SIZE, wgpu::TextureFormat::Depth32Float),
            );
            let whole = renderer.render(draw_data, pass, SIZE);
            (integer, depth, whole)
        });
        gpu.queue.submit([encoder.finish()]);
        results
    });
    assert_eq!(errors, Vec::<String>::new());
    assert!(
        matches!(results.0, Err(RenderError::UnsupportedShape(_))),
        "{:?}",
        results.0
    );
    assert_eq!(
        results.1,
        Err(RenderError::UnsupportedShape(
            ShapeError::FormatNotRenderable(wgpu::TextureFormat::Depth32Float)
        ))
    );
    assert!(results.2.unwrap().draws >= 2, "the pass goes on");
}

#[test]
fn every_sample_count_the_device_accepts_is_accepted() {
    let gpu = common::gpu();
    let feature = wgpu::Features::TEXTURE_ADAPTER_SPECIFIC_FORMAT_FEATURES;
    let features = gpu.adapter.features() & feature;
    let (device, queue) = pollster::block_on(gpu.adapter.request_device(&wgpu::DeviceDescriptor {
        required_features: features,
        ..Default::default()
    }))
    .unwrap();
    let mut imgui = common::imgui_context(SIZE.map(|v| v as f32));
    let mut accepted = Vec::new();
    for format in [
        wgpu::TextureFormat::Rgba8Unorm,
        wgpu::TextureFormat::Bgra8UnormSrgb,
    ] {
        let supported = if features.contains(feature) {
            gpu.adapter.get_texture_format_features(format).flags
        } else {
            format.guaranteed_format_features(device.features()).flags
        };
        for count in [1, 2, 4, 8, 16] {
            let config = RendererConfig::new(format).with_sample_count(count);
            let (result, errors) = common::capture_errors(&device, || {
                Renderer::new(&device, &queue, &mut imgui, config).map(|_| ())
            });
            assert_eq!(errors, Vec::<String>::new(), "{format:?} x{count}");
            let expected = supported.sample_count_supported(count);
            assert_eq!(
                result.is_ok(),
                expected,
                "{format:?} x{count}: {result:?} (the device supports it: {expected})"
            );
            if result.is_ok() {
                accepted.push((format, count));
            }
        }
    }
    println!("{}: accepted {accepted:?}", gpu.describe());
    assert!(accepted.contains(&(wgpu::TextureFormat::Rgba8Unorm, 4)));
}
