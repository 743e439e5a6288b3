//! What `register_texture` and `frame_texture` accept and refuse: the same views, each
//! refusal with its own reason, and never a wgpu error left behind for wgpu's handler (which
//! panics by default). Ids never alias: another live renderer's ids are foreign, a dropped
//! renderer's are unknown, and renderer tags do not wrap while renderers are alive.
use imgui_webgpu::error::TextureIdError;
use imgui_webgpu_test_support as common;

use common::Fixture;

use imgui_webgpu::error::SkipReason;
use imgui_webgpu::ids::PackedTextureId;
use imgui_webgpu::{Renderer, RendererConfig, SamplerOptions, TextureError};

const FORMAT: wgpu::TextureFormat = wgpu::TextureFormat::Rgba8Unorm;

/// A 4x4 texture as `describe` changes the usual one.
fn texture(
    device: &wgpu::Device,
    describe: impl FnOnce(&mut wgpu::TextureDescriptor<'static>),
) -> wgpu::Texture {
    let mut desc = common::textures::small_texture_desc(FORMAT);
    describe(&mut desc);
    device.create_texture(&desc)
}

/// Registers and frame-textures `view`; both must give the same verdict, with no wgpu error
/// reaching the device's handler.
fn both_verdicts(
    device: &wgpu::Device,
    renderer: &mut Renderer,
    view: &wgpu::TextureView,
) -> Result<(), TextureError> {
    let ((registered, framed), errors) = common::capture_errors(device, || {
        renderer.new_frame();
        (
            renderer.register_texture(view, SamplerOptions::LINEAR),
            renderer.frame_texture(view),
        )
    });
    assert_eq!(
        errors,
        Vec::<String>::new(),
        "nothing reached wgpu's handler"
    );
    match (registered, framed) {
        (Ok(id), Ok(_)) => {
            renderer.unregister_texture(id).unwrap();
            Ok(())
        }
        (Err(registered), Err(framed)) => {
            assert_eq!(
                std::mem::discriminant(&registered),
                std::mem::discriminant(&framed),
                "{registered:?} vs {framed:?}"
            );
            Err(registered)
        }
        (registered, framed) => panic!("verdicts differ: {registered:?} vs {framed:?}"),
    }
}

fn renderer(
    gpu: &imgui_webgpu_testing::headless::HeadlessGpu,
    imgui: &mut imgui::Context,
) -> Renderer {
    Renderer::new(&gpu.device, &gpu.queue, imgui, RendererConfig::new(FORMAT)).unwrap()
}

#[test]
fn texture_properties_are_refused_with_their_own_reasons() {
    let gpu = common::gpu();
    let mut imgui = common::imgui_context([32.0, 32.0]);
    let mut renderer = renderer(&gpu, &mut imgui);
    let verdict = |renderer: &mut Renderer, texture: wgpu::Texture| {
        both_verdicts(
            &gpu.device,
            renderer,
            &texture.create_view(&Default::default()),
        )
    };

    let good = texture(&gpu.device, |_| {});
    assert_eq!(verdict(&mut renderer, good), Ok(()));
    let not_sampleable = texture(&gpu.device, |desc| {
        desc.usage = wgpu::TextureUsages::RENDER_ATTACHMENT;
    });
    assert!(matches!(
        verdict(&mut renderer, not_sampleable),
        Err(TextureError::NotSampleable { .. })
    ));
    let volume = texture(&gpu.device, |desc| {
        desc.dimension = wgpu::TextureDimension::D3;
    });
    assert!(matches!(
        verdict(&mut renderer, volume),
        Err(TextureError::NotTwoDimensional {
            dimension: wgpu::TextureDimension::D3
        })
    ));
    let multisampled = texture(&gpu.device, |desc| {
        desc.sample_count = 4;
        desc.usage |= wgpu::TextureUsages::RENDER_ATTACHMENT;
    });
    assert!(matches!(
        verdict(&mut renderer, multisampled),
        Err(TextureError::Multisampled { sample_count: 4 })
    ));
    for format in [
        wgpu::TextureFormat::Depth32Float,
        wgpu::TextureFormat::R32Uint,
    ] {
        let unfilterable = texture(&gpu.device, |desc| {
            desc.format = format;
            desc.usage |= wgpu::TextureUsages::RENDER_ATTACHMENT;
        });
        assert_eq!(
            verdict(&mut renderer, unfilterable),
            Err(TextureError::UnfilterableFormat { format })
        );
    }
    assert_eq!(renderer.stats().persistent_bind_groups, 0);
}

#[test]
fn views_wgpu_refuses_are_caught_before_its_handler() {
    let gpu = common::gpu();
    let mut imgui = common::imgui_context([32.0, 32.0]);
    let mut renderer = renderer(&gpu, &mut imgui);

    // A one-layer texture viewed as an array.
    let single = texture(&gpu.device, |_| {});
    let array_view = single.create_view(&wgpu::TextureViewDescriptor {
        dimension: Some(wgpu::TextureViewDimension::D2Array),
        ..Default::default()
    });
    let refused = both_verdicts(&gpu.device, &mut renderer, &array_view);
    assert!(
        matches!(refused, Err(TextureError::ViewRejected(_))),
        "{refused:?}"
    );
    // The same texture's plain view is fine.
    let plain = single.create_view(&Default::default());
    assert_eq!(both_verdicts(&gpu.device, &mut renderer, &plain), Ok(()));

    // A view of another device's texture (of the same instance: objects of another
    // instance are another wgpu-core hub's ids, which wgpu itself panics on).
    let (other_device, _other_queue) =
        pollster::block_on(gpu.adapter.request_device(&Default::default())).unwrap();
    let foreign = texture(&other_device, |_| {});
    let refused = both_verdicts(
        &gpu.device,
        &mut renderer,
        &foreign.create_view(&Default::default()),
    );
    assert!(
        matches!(refused, Err(TextureError::ViewRejected(_))),
        "{refused:?}"
    );

    // A view of a destroyed texture.
    let destroyed = texture(&gpu.device, |_| {});
    let view = destroyed.create_view(&Default::default());
    destroyed.destroy();
    let refused = both_verdicts(&gpu.device, &mut renderer, &view);
    assert!(
        matches!(refused, Err(TextureError::ViewRejected(_))),
        "{refused:?}"
    );
    let message = refused.unwrap_err().to_string();
    assert!(
        message.starts_with("wgpu refused the texture view"),
        "{message}"
    );

    assert_eq!(renderer.stats().persistent_bind_groups, 0);
    assert_eq!(renderer.stats().frame_bind_groups, 0);
}

#[test]
fn unregister_before_destroy_keeps_every_frame_whole() {
    let mut fixture = Fixture::new([32, 32], RendererConfig::new(FORMAT));
    let gpu = &fixture.gpu;
    let image =
        common::textures::solid_texture(&gpu.device, &gpu.queue, FORMAT, 4, [0, 0, 255, 255]);
    let id = fixture
        .harness
        .renderer_mut()
        .register_texture(&common::textures::view(&image), SamplerOptions::NEAREST)
        .unwrap();
    // A red square and the image; the submit's validation errors too.
    let frame = |fixture: &mut Fixture| {
        fixture.harness.renderer_mut().new_frame();
        let scope = fixture
            .gpu
            .device
            .push_error_scope(wgpu::ErrorFilter::Validation);
        let (report, image) = fixture.draw(|ui| {
            let background = ui.get_background_draw_list();
            background
                .add_rect([0.0, 0.0], [8.0, 8.0], [1.0, 0.0, 0.0, 1.0])
                .filled(true)
                .build();
            background.add_image(id, [16.0, 16.0], [32.0, 32.0]).build();
        });
        common::wait_idle(&fixture.gpu.device);
        let errors: Vec<String> = pollster::block_on(scope.pop())
            .into_iter()
            .map(|error| error.to_string())
            .collect();
        (report, image, errors)
    };
    let (report, pixels, errors) = frame(&mut fixture);
    assert_eq!(errors, Vec::<String>::new());
    assert!(report.is_clean());
    assert_eq!(pixels.pixel(24, 24), [0, 0, 255, 255]);

    // The documented order: unregister, then destroy. The next frame reports the stale id
    // and draws everything else; nothing fails at submit.
    fixture
        .harness
        .renderer_mut()
        .unregister_texture(id)
        .unwrap();
    image.destroy();
    let (report, pixels, errors) = frame(&mut fixture);
    assert_eq!(errors, Vec::<String>::new(), "the submit was valid");
    assert!(matches!(
        report.skipped.as_slice(),
        [skip] if matches!(skip.reason, SkipReason::Texture(TextureIdError::Unregistered { .. }))
    ));
    assert_eq!(
        pixels.pixel(4, 4),
        [255, 0, 0, 255],
        "the rest of the frame drew"
    );
    assert_eq!(pixels.pixel(24, 24), [0, 0, 0, 255]);
}

#[test]
fn a_dropped_renderers_ids_are_unknown_and_a_live_ones_foreign() {
    let gpu = common::gpu();
    let mut imgui = common::imgui_context([32.0, 32.0]);
    let view = texture(&gpu.device, |_| {}).create_view(&Default::default());
    let mut live = renderer(&gpu, &mut imgui);
    let mut other = renderer(&gpu, &mut imgui);
    let mut dropped = renderer(&gpu, &mut imgui);
    let foreign = other
        .register_texture(&view, SamplerOptions::LINEAR)
        .unwrap();
    let garbage = dropped
        .register_texture(&view, SamplerOptions::LINEAR)
        .unwrap();
    drop(dropped);
    assert_eq!(
        live.unregister_texture(foreign),
        Err(TextureError::NotLive(TextureIdError::ForeignRenderer {
            id: foreign.id() as u64
        }))
    );
    assert_eq!(
        live.unregister_texture(garbage),
        Err(TextureError::NotLive(TextureIdError::Unknown {
            id: garbage.id() as u64
        })),
        "a dropped renderer's id is garbage, not another renderer's"
    );
    // A well-formed id of this renderer for a slot it never filled.
    let mut forged = PackedTextureId::decode(live.font_texture_id()).unwrap();
    forged.kind = imgui_webgpu::ids::TextureKind::Persistent;
    forged.index = 77;
    let forged = imgui::TextureId::from(forged.encode());
    assert_eq!(
        live.unregister_texture(forged),
        Err(TextureError::NotLive(TextureIdError::Unknown {
            id: forged.id() as u64
        }))
    );
    live.register_texture(&view, SamplerOptions::LINEAR)
        .unwrap();
    other
        .register_texture(&view, SamplerOptions::LINEAR)
        .unwrap();
}

/// wgpu's no-op backend: a real wgpu-core device without a driver, for counts in the
/// thousands that only exercise the crate's own bookkeeping.
fn noop_device() -> (wgpu::Device, wgpu::Queue) {
    wgpu::Device::noop(&wgpu::DeviceDescriptor::default())
}

#[test]
fn renderer_tags_never_repeat_among_live_renderers() {
    let (device, queue) = noop_device();
    let mut imgui = common::imgui_context([32.0, 32.0]);
    let config = RendererConfig::new(FORMAT);
    let view = texture(&device, |_| {}).create_view(&Default::default());
    let mut first = Renderer::new(&device, &queue, &mut imgui, config).unwrap();
    let id = first
        .register_texture(&view, SamplerOptions::LINEAR)
        .unwrap();
    // Hundreds of renderers come and go (tags used to wrap after 256); one stays alive.
    for _ in 0..600 {
        drop(Renderer::new(&device, &queue, &mut imgui, config).unwrap());
    }
    let mut survivor = Renderer::new(&device, &queue, &mut imgui, config).unwrap();
    survivor
        .register_texture(&view, SamplerOptions::LINEAR)
        .unwrap();
    assert_eq!(
        survivor.unregister_texture(id),
        Err(TextureError::NotLive(TextureIdError::ForeignRenderer {
            id: id.id() as u64
        })),
        "slot 0 of the survivor must not answer for the first renderer's id"
    );
    assert!(first.unregister_texture(id).is_ok());
    // Every tag can be held at once, and one more renderer is refused, not aliased.
    let mut held = Vec::new();
    let refused = loop {
        match Renderer::new(&device, &queue, &mut imgui, config) {
            Ok(renderer) => held.push(renderer),
            Err(error) => break error,
        }
        assert!(held.len() <= 1024, "more live renderers than tags");
    };
    assert!(
        matches!(
            refused,
            imgui_webgpu::error::SetupError::TooManyRenderers { .. }
        ),
        "{refused:?}"
    );
}

#[test]
fn full_stores_say_so() {
    let (device, queue) = noop_device();
    let mut imgui = common::imgui_context([32.0, 32.0]);
    let mut renderer =
        Renderer::new(&device, &queue, &mut imgui, RendererConfig::new(FORMAT)).unwrap();
    let source = texture(&device, |_| {});
    let mut registered = 0;
    let full = loop {
        match renderer.register_texture(
            &source.create_view(&Default::default()),
            SamplerOptions::LINEAR,
        ) {
            Ok(_) => registered += 1,
            Err(error) => break error,
        }
    };
    assert_eq!(
        full,
        TextureError::RegistryFull {
            capacity: registered
        }
    );
    assert_eq!(
        registered, 65_536,
        "16 bits of slot index on 64-bit targets"
    );

    renderer.new_frame();
    let mut framed = 0;
    let full = loop {
        match renderer.frame_texture(&source.create_view(&Default::default())) {
            Ok(_) => framed += 1,
            Err(error) => break error,
        }
    };
    assert_eq!(
        full,
        TextureError::TooManyFrameTextures { capacity: framed }
    );
    assert_eq!(framed, 65_536);
}

/// Every call that takes a view (`register_texture`, `replace_texture`, `frame_texture`)
/// refuses a view of another device of the same wgpu `Instance` with `ViewRejected`: a live
/// device beside the renderer's, and the lost device a renderer recovered from. Never a
/// panic, never a wgpu error left for wgpu's handler, and a refused `replace_texture` leaves
/// the id as it was. (Views of another `Instance` cannot be told apart: see the docs of
/// `Renderer::register_texture`.)
#[test]
fn views_of_another_device_are_refused_by_every_call() {
    let gpu = common::gpu();
    let mut imgui = common::imgui_context([32.0, 32.0]);
    let mut renderer = renderer(&gpu, &mut imgui);
    let own = texture(&gpu.device, |_| {});
    let id = renderer
        .register_texture(
            &own.create_view(&Default::default()),
            SamplerOptions::LINEAR,
        )
        .unwrap();

    // Refused by all three calls, with nothing left for wgpu's handler.
    let refused_everywhere =
        |renderer: &mut Renderer, device: &wgpu::Device, view: &wgpu::TextureView, what: &str| {
            let before = renderer.stats();
            let ((registered, replaced, framed), errors) = common::capture_errors(device, || {
                renderer.new_frame();
                (
                    renderer.register_texture(view, SamplerOptions::LINEAR),
                    renderer.replace_texture(id, view),
                    renderer.frame_texture(view),
                )
            });
            assert_eq!(errors, Vec::<String>::new(), "{what}: wgpu errors");
            for (call, result) in [
                ("register_texture", registered.map(|_| ())),
                ("replace_texture", replaced),
                ("frame_texture", framed.map(|_| ())),
            ] {
                assert!(
                    matches!(result, Err(TextureError::ViewRejected(_))),
                    "{what}: {call}: {result:?}"
                );
            }
            let after = renderer.stats();
            assert_eq!(
                (
                    after.persistent_bind_groups,
                    after.textures_needing_view,
                    after.frame_bind_groups
                ),
                (
                    before.persistent_bind_groups,
                    before.textures_needing_view,
                    0
                ),
                "{what}: nothing changed"
            );
        };

    // A live device beside the renderer's.
    let (other_device, _other_queue) =
        pollster::block_on(gpu.adapter.request_device(&Default::default())).unwrap();
    let beside = texture(&other_device, |_| {});
    refused_everywhere(
        &mut renderer,
        &gpu.device,
        &beside.create_view(&Default::default()),
        "a device beside",
    );
    assert_eq!(renderer.stats().persistent_bind_groups, 1);

    // The lost device the renderer recovered from.
    let old_view = own.create_view(&Default::default());
    gpu.device.destroy();
    let _ = gpu.device.poll(wgpu::PollType::wait_indefinitely());
    assert!(renderer.is_device_lost());
    let (device, queue) =
        pollster::block_on(gpu.adapter.request_device(&Default::default())).unwrap();
    renderer.recover(&device, &queue, &mut imgui).unwrap();
    refused_everywhere(&mut renderer, &device, &old_view, "the lost device");
    assert_eq!(renderer.stats().textures_needing_view, 1);
    // A view of the new device is taken by each.
    let new = texture(&device, |_| {});
    let view = new.create_view(&Default::default());
    let (results, errors) = common::capture_errors(&device, || {
        (
            renderer.replace_texture(id, &view),
            renderer.frame_texture(&view).map(|_| ()),
            renderer
                .register_texture(&view, SamplerOptions::LINEAR)
                .map(|_| ()),
        )
    });
    assert_eq!(errors, Vec::<String>::new());
    assert_eq!(results, (Ok(()), Ok(()), Ok(())));
    assert_eq!(renderer.stats().textures_needing_view, 0);
}
