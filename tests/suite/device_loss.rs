//! A lost device: every call that needs it says `DeviceLost` (never a panic, never a wgpu
//! command on a dead device), `recover` moves the renderer to a new device with its
//! persistent ids intact (each waiting for a view), and nothing of the old device stays
//! referenced once the app drops it.
use imgui_webgpu::error::TextureIdError;
use imgui_webgpu_test_support as common;

use imgui::Condition;
use imgui_webgpu::error::{SetupError, SkipReason};
use imgui_webgpu::{
    RenderError, RenderTarget, Renderer, RendererConfig, SamplerOptions, TextureError,
};
use imgui_webgpu_testing::headless::HeadlessTarget;

const SIZE: [u32; 2] = [64, 64];
const FORMAT: wgpu::TextureFormat = wgpu::TextureFormat::Rgba8Unorm;
const BLUE: [u8; 4] = [0, 0, 255, 255];

/// Live handles the instance's hub counts, per kind of object.
fn hub(instance: &wgpu::Instance) -> [usize; 7] {
    let report = instance
        .generate_report()
        .expect("the wgpu-core instance gives a report");
    let hub = &report.hub;
    [
        hub.devices.num_allocated,
        hub.buffers.num_allocated,
        hub.bind_groups.num_allocated,
        hub.textures.num_allocated,
        hub.texture_views.num_allocated,
        hub.samplers.num_allocated,
        hub.render_pipelines.num_allocated,
    ]
}

/// One frame: a red rectangle and the user texture beside it.
fn frame(imgui: &mut imgui::Context, image: imgui::TextureId) -> &imgui::DrawData {
    let ui = imgui.new_frame();
    ui.window("ui")
        .position([0.0, 0.0], Condition::Always)
        .size([64.0, 64.0], Condition::Always)
        .flags(imgui::WindowFlags::NO_DECORATION | imgui::WindowFlags::NO_BACKGROUND)
        .build(|| {});
    {
        let background = ui.get_background_draw_list();
        background
            .add_rect([0.0, 0.0], [16.0, 16.0], [1.0, 0.0, 0.0, 1.0])
            .filled(true)
            .build();
        background
            .add_image(image, [32.0, 32.0], [64.0, 64.0])
            .build();
    }
    imgui.render()
}

#[test]
fn a_lost_device_is_reported_then_recovered_with_ids_intact() {
    let gpu = common::gpu();
    let mut imgui = common::imgui_context([64.0, 64.0]);
    let config = RendererConfig::new(FORMAT);
    let mut renderer = Renderer::new(&gpu.device, &gpu.queue, &mut imgui, config).unwrap();
    let told = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let told_by_callback = told.clone();
    renderer.on_device_lost(move |_, _| {
        told_by_callback.store(true, std::sync::atomic::Ordering::SeqCst);
    });

    let old_target = HeadlessTarget::new(&gpu.device, RenderTarget::new(SIZE, FORMAT)).unwrap();
    let old_texture = common::textures::solid_texture(&gpu.device, &gpu.queue, FORMAT, 4, BLUE);
    let image = renderer
        .register_texture(
            &common::textures::view(&old_texture),
            SamplerOptions::NEAREST,
        )
        .unwrap();
    renderer.new_frame();
    let draw_data = frame(&mut imgui, image);
    let report = common::render_clean(
        &gpu,
        &old_target,
        &mut renderer,
        draw_data,
        wgpu::Color::BLACK,
    );
    assert!(report.is_clean(), "{report:?}");
    let pixels = old_target.read_rgba8(&gpu.device, &gpu.queue).unwrap();
    assert_eq!(
        (pixels.pixel(8, 8), pixels.pixel(48, 48)),
        ([255, 0, 0, 255], BLUE)
    );

    // The loss.
    gpu.device.destroy();
    let _ = gpu.device.poll(wgpu::PollType::wait_indefinitely());
    assert!(renderer.is_device_lost());
    assert!(
        told.load(std::sync::atomic::Ordering::SeqCst),
        "the app's callback ran"
    );
    renderer.new_frame();
    let draw_data = frame(&mut imgui, image);
    let mut encoder = gpu.device.create_command_encoder(&Default::default());
    let result = old_target.encode_pass(&mut encoder, wgpu::Color::BLACK, |pass| {
        renderer.render(draw_data, pass, SIZE)
    });
    assert!(
        matches!(result, Err(RenderError::DeviceLost(_))),
        "{result:?}"
    );
    drop(encoder);
    let registered = renderer.register_texture(
        &common::textures::view(&old_texture),
        SamplerOptions::LINEAR,
    );
    assert!(
        matches!(registered, Err(TextureError::DeviceLost(_))),
        "{registered:?}"
    );
    {
        let result = renderer.reload_font_atlas(&mut imgui);
        assert!(
            matches!(result, Err(SetupError::DeviceLost(_))),
            "{result:?}"
        );
    }
    // A lost device cannot be recovered onto.
    {
        let result = renderer.recover(&gpu.device, &gpu.queue, &mut imgui);
        assert!(
            matches!(result, Err(SetupError::DeviceLost(_))),
            "{result:?}"
        );
    }

    // The recovery, on a new device of the same adapter.
    let (device, queue) = common::request_device(&gpu.adapter);
    renderer.recover(&device, &queue, &mut imgui).unwrap();
    assert!(!renderer.is_device_lost());
    let new = imgui_webgpu_testing::headless::HeadlessGpu {
        instance: gpu.instance.clone(),
        adapter: gpu.adapter.clone(),
        device: device.clone(),
        queue: queue.clone(),
    };
    let target = HeadlessTarget::new(&device, RenderTarget::new(SIZE, FORMAT)).unwrap();
    renderer.new_frame();
    let draw_data = frame(&mut imgui, image);
    let report = common::render_clean(&new, &target, &mut renderer, draw_data, wgpu::Color::BLACK);
    assert!(
        matches!(
            report.skipped.as_slice(),
            [skip] if skip.reason == SkipReason::Texture(TextureIdError::NeedsView { id: image.id() as u64 })
        ),
        "the old id waits for a view: {report:?}"
    );
    let pixels = target.read_rgba8(&device, &queue).unwrap();
    assert_eq!(
        pixels.pixel(8, 8),
        [255, 0, 0, 255],
        "the rest of the frame drew"
    );
    assert_eq!(pixels.pixel(48, 48), [0, 0, 0, 255]);

    // The app hands in a view on the new device: the same id draws again.
    let texture = common::textures::solid_texture(&device, &queue, FORMAT, 4, BLUE);
    renderer
        .replace_texture(image, &common::textures::view(&texture))
        .unwrap();
    renderer.new_frame();
    let draw_data = frame(&mut imgui, image);
    let report = common::render_clean(&new, &target, &mut renderer, draw_data, wgpu::Color::BLACK);
    assert!(report.is_clean(), "{report:?}");
    let pixels = target.read_rgba8(&device, &queue).unwrap();
    assert_eq!(
        (pixels.pixel(8, 8), pixels.pixel(48, 48)),
        ([255, 0, 0, 255], BLUE)
    );

    // The app drops the old device: nothing of it stays referenced. One device is left,
    // and the recovered renderer holds exactly what a fresh one in the same state holds.
    drop((old_target, old_texture));
    let instance = gpu.instance.clone();
    drop(gpu);
    common::wait_idle(&device);
    let recovered = hub(&instance);
    assert_eq!(recovered[0], 1, "devices alive: {recovered:?}");
    let mut fresh = Renderer::new(&device, &queue, &mut imgui, config).unwrap();
    fresh
        .register_texture(&common::textures::view(&texture), SamplerOptions::NEAREST)
        .unwrap();
    fresh.new_frame();
    let draw_data = frame(&mut imgui, fresh.font_texture_id());
    common::render_clean(&new, &target, &mut fresh, draw_data, wgpu::Color::BLACK);
    common::wait_idle(&device);
    let both = hub(&instance);
    drop(renderer);
    common::wait_idle(&device);
    let fresh_only = hub(&instance);
    let held_by = |with: [usize; 7], without: [usize; 7]| -> Vec<usize> {
        with.iter().zip(without).map(|(a, b)| a - b).collect()
    };
    assert_eq!(
        held_by(both, fresh_only),
        held_by(both, recovered),
        "objects the recovered renderer holds vs a fresh one (devices, buffers, bind groups, \
         textures, views, samplers, pipelines)"
    );
}

#[test]
fn destroying_the_device_mid_frame_fails_the_upload_as_device_lost() {
    let gpu = common::gpu();
    let mut imgui = common::imgui_context([64.0, 64.0]);
    let config = RendererConfig::new(FORMAT);
    let mut renderer = Renderer::new(&gpu.device, &gpu.queue, &mut imgui, config).unwrap();
    let target = HeadlessTarget::new(&gpu.device, RenderTarget::new(SIZE, FORMAT)).unwrap();
    renderer.new_frame();
    let draw_data = frame(&mut imgui, renderer.font_texture_id());
    // Destroyed, but wgpu has not told anyone yet (its callback runs at the next poll):
    // the staging write fails, and the renderer finds out why.
    gpu.device.destroy();
    let mut encoder = gpu.device.create_command_encoder(&Default::default());
    let result = target.encode_pass(&mut encoder, wgpu::Color::BLACK, |pass| {
        renderer.render(draw_data, pass, SIZE)
    });
    assert!(
        matches!(result, Err(RenderError::DeviceLost(_))),
        "{result:?}"
    );
    assert!(renderer.is_device_lost());
}

/// A counter of how often an app's device-lost callback ran.
fn counted_callback(renderer: &mut Renderer) -> std::sync::Arc<std::sync::atomic::AtomicUsize> {
    let count = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let counter = count.clone();
    renderer.on_device_lost(move |_, _| {
        counter.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    });
    count
}

/// Several renderers on one device (two imgui contexts, or a tool window and a screenshot
/// renderer): wgpu keeps one device-lost callback per device, and each renderer installs its
/// own. Every renderer on the device must still learn of its loss, and every app callback
/// must run exactly once: those made on the device, one that recovered onto it, and none of
/// one that recovered away from it or was dropped.
#[test]
fn every_renderer_on_a_lost_device_learns_of_the_loss() {
    use std::sync::atomic::Ordering::SeqCst;
    let gpu = common::gpu();
    // One imgui context serves every renderer here (the test helpers hold the process's one
    // active context); the loss path reads no draw data.
    let mut imgui = common::imgui_context([64.0, 64.0]);
    let config = RendererConfig::new(FORMAT);
    let (other_device, other_queue) = common::request_device(&gpu.adapter);
    let (third_device, third_queue) = common::request_device(&gpu.adapter);

    // A callback of ours that wgpu drops outside a renderer's install (here: the app puts
    // its own on the device, against the docs) hands nothing on: `bypassed` must not be
    // taken for a renderer of the devices installed on next.
    let (bypassed_device, bypassed_queue) = common::request_device(&gpu.adapter);
    let mut bypassed =
        Renderer::new(&bypassed_device, &bypassed_queue, &mut imgui, config).unwrap();
    let bypassed_count = counted_callback(&mut bypassed);
    bypassed_device.set_device_lost_callback(|_, _| {});

    // `leaving` starts on the device and recovers onto another before the loss.
    let mut leaving = Renderer::new(&gpu.device, &gpu.queue, &mut imgui, config).unwrap();
    let leaving_before = counted_callback(&mut leaving);
    let mut first = Renderer::new(&gpu.device, &gpu.queue, &mut imgui, config).unwrap();
    let first_count = counted_callback(&mut first);
    // `arriving` starts on another device, loses it and recovers onto this one.
    let mut arriving = Renderer::new(&other_device, &other_queue, &mut imgui, config).unwrap();
    let arriving_before = counted_callback(&mut arriving);
    let mut second = Renderer::new(&gpu.device, &gpu.queue, &mut imgui, config).unwrap();
    let second_count = counted_callback(&mut second);
    // A renderer made and dropped on the device: nothing of it is kept or called.
    let mut dropped = Renderer::new(&gpu.device, &gpu.queue, &mut imgui, config).unwrap();
    let dropped_count = counted_callback(&mut dropped);
    drop(dropped);

    leaving
        .recover(&third_device, &third_queue, &mut imgui)
        .unwrap();
    let leaving_after = counted_callback(&mut leaving);
    other_device.destroy();
    let _ = other_device.poll(wgpu::PollType::wait_indefinitely());
    assert!(arriving.is_device_lost());
    assert_eq!(arriving_before.load(SeqCst), 1, "arriving's first device");
    arriving
        .recover(&gpu.device, &gpu.queue, &mut imgui)
        .unwrap();
    let arriving_count = counted_callback(&mut arriving);
    assert!(!first.is_device_lost() && !second.is_device_lost() && !arriving.is_device_lost());

    let target = HeadlessTarget::new(&gpu.device, RenderTarget::new(SIZE, FORMAT)).unwrap();

    // The loss.
    gpu.device.destroy();
    let _ = gpu.device.poll(wgpu::PollType::wait_indefinitely());
    let texture = common::textures::solid_texture(&third_device, &third_queue, FORMAT, 4, BLUE);
    for (name, renderer, count) in [
        ("first", &mut first, &first_count),
        ("second", &mut second, &second_count),
        ("arriving", &mut arriving, &arriving_count),
    ] {
        assert!(renderer.is_device_lost(), "{name}: is_device_lost");
        assert_eq!(count.load(SeqCst), 1, "{name}: the app's callback ran once");
        renderer.new_frame();
        let draw_data = frame(&mut imgui, renderer.font_texture_id());
        let mut encoder = gpu.device.create_command_encoder(&Default::default());
        let result = target.encode_pass(&mut encoder, wgpu::Color::BLACK, |pass| {
            renderer.render(draw_data, pass, SIZE)
        });
        drop(encoder);
        assert!(
            matches!(result, Err(RenderError::DeviceLost(_))),
            "{name}: render: {result:?}"
        );
        let view = common::textures::view(&texture);
        let registered = renderer.register_texture(&view, SamplerOptions::LINEAR);
        assert!(
            matches!(registered, Err(TextureError::DeviceLost(_))),
            "{name}: register_texture: {registered:?}"
        );
    }
    assert_eq!(
        dropped_count.load(SeqCst),
        0,
        "a dropped renderer's callback"
    );
    assert!(!bypassed.is_device_lost(), "a renderer on another device");
    assert_eq!(
        bypassed_count.load(SeqCst),
        0,
        "a renderer on another device"
    );
    // A callback registered after the loss runs at once.
    let late = counted_callback(&mut first);
    assert_eq!(late.load(SeqCst), 1, "a callback registered after the loss");
    assert_eq!(
        arriving_before.load(SeqCst),
        1,
        "arriving's first callback, still once"
    );

    // The renderer that moved away is not told, and still draws on its device.
    assert!(!leaving.is_device_lost());
    assert_eq!(
        (leaving_before.load(SeqCst), leaving_after.load(SeqCst)),
        (0, 0),
        "the moved renderer's callbacks"
    );
    let new = imgui_webgpu_testing::headless::HeadlessGpu {
        instance: gpu.instance.clone(),
        adapter: gpu.adapter.clone(),
        device: third_device.clone(),
        queue: third_queue.clone(),
    };
    let third_target = HeadlessTarget::new(&third_device, RenderTarget::new(SIZE, FORMAT)).unwrap();
    leaving.new_frame();
    let draw_data = frame(&mut imgui, leaving.font_texture_id());
    let report = common::render_clean(
        &new,
        &third_target,
        &mut leaving,
        draw_data,
        wgpu::Color::BLACK,
    );
    assert!(report.draws > 0, "{report:?}");

    // More polls deliver nothing twice.
    let _ = gpu.device.poll(wgpu::PollType::wait_indefinitely());
    for (name, count) in [
        ("first", &first_count),
        ("second", &second_count),
        ("arriving", &arriving_count),
        ("late", &late),
    ] {
        assert_eq!(count.load(SeqCst), 1, "{name}: after another poll");
    }
}

/// A frame with text in a window (glyphs and the window's fill sample the font atlas) and a
/// filled rectangle: everything imgui draws with the font id.
fn text_frame(imgui: &mut imgui::Context) -> &imgui::DrawData {
    let ui = imgui.new_frame();
    ui.window("text")
        .position([0.0, 0.0], Condition::Always)
        .size([64.0, 64.0], Condition::Always)
        .flags(imgui::WindowFlags::NO_DECORATION)
        .build(|| {
            ui.text("Hello");
            ui.text("imgui");
        });
    ui.get_foreground_draw_list()
        .add_rect([40.0, 40.0], [60.0, 60.0], [1.0, 0.0, 0.0, 1.0])
        .filled(true)
        .build();
    imgui.render()
}

/// Renders `text_frame` on `gpu` into `target`: its report must be clean (nothing skipped);
/// returns the pixels.
fn clean_text_frame(
    gpu: &imgui_webgpu_testing::headless::HeadlessGpu,
    target: &HeadlessTarget,
    renderer: &mut Renderer,
    imgui: &mut imgui::Context,
) -> imgui_webgpu_testing::images::RgbaImage {
    renderer.new_frame();
    let draw_data = text_frame(imgui);
    let report = common::render_clean(gpu, target, renderer, draw_data, wgpu::Color::BLACK);
    assert!(
        report.is_clean() && report.draws > 0,
        "nothing may be skipped: {report:?}"
    );
    target.read_rgba8(&gpu.device, &gpu.queue).unwrap()
}

/// A `recover` onto the device `refused` makes (lost, or too small) is refused as `expected`
/// says and changes nothing: not the renderer (it still draws on its healthy device, the same
/// pixels, nothing skipped) and not imgui (its font atlas still carries the id of the atlas
/// the renderer holds).
///
/// The refused device is kept until the end, as an app that still holds it would. wgpu's GL
/// backend binds one vertex array object per device when the device opens, in the context
/// every device of the adapter shares, and deletes it when the device is dropped: dropping a
/// second device of the adapter leaves the first drawing nothing (wgpu-hal 30,
/// `gles::Device`'s `Drop`), whatever the renderer does.
fn assert_refused_recover_changes_nothing(
    refused: impl FnOnce(
        &imgui_webgpu_testing::headless::HeadlessGpu,
        &Renderer,
    ) -> (wgpu::Device, wgpu::Queue),
    expected: impl FnOnce(&SetupError) -> bool,
) {
    let gpu = common::gpu();
    let mut imgui = common::imgui_context([64.0, 64.0]);
    let config = RendererConfig::new(FORMAT);
    let mut renderer = Renderer::new(&gpu.device, &gpu.queue, &mut imgui, config).unwrap();
    let target = HeadlessTarget::new(&gpu.device, RenderTarget::new(SIZE, FORMAT)).unwrap();
    let font = renderer.font_texture_id();
    assert_eq!(imgui.fonts().tex_id, font);
    let before = clean_text_frame(&gpu, &target, &mut renderer, &mut imgui);
    let lit = before
        .pixels
        .chunks_exact(4)
        .filter(|pixel| pixel[..3] != [0, 0, 0])
        .count();
    assert!(
        lit > 100,
        "the frame draws text and shapes: {lit} pixels lit"
    );

    let (device, queue) = refused(&gpu, &renderer);
    let error = match renderer.recover(&device, &queue, &mut imgui) {
        Ok(()) => panic!("recover onto the device was not refused"),
        Err(error) => error,
    };
    assert!(expected(&error), "the refusal: {error:?}");

    assert_eq!(
        imgui.fonts().tex_id,
        font,
        "imgui's font id after a refused recover ({error})"
    );
    assert_eq!(renderer.font_texture_id(), font);
    assert!(!renderer.is_device_lost());
    let after = clean_text_frame(&gpu, &target, &mut renderer, &mut imgui);
    let differing: Vec<([u32; 2], [u8; 4], [u8; 4])> = (0..SIZE[1])
        .flat_map(|y| (0..SIZE[0]).map(move |x| [x, y]))
        .filter(|&[x, y]| after.pixel(x, y) != before.pixel(x, y))
        .map(|[x, y]| ([x, y], before.pixel(x, y), after.pixel(x, y)))
        .collect();
    assert!(
        differing.is_empty(),
        "{} pixels differ after the refused recover (position, before, after), the first: {:?}",
        differing.len(),
        &differing[..differing.len().min(8)]
    );
    drop((device, queue));
}

/// The case: `recover` onto a device that is lost already is refused with
/// `DeviceLost`, found only after the new device's objects were built (the new watch hears
/// of the loss at `recover`'s poll). imgui must not be left drawing with the refused atlas's
/// id (it was: every text and filled draw skipped as `Texture(Unknown)`).
#[test]
fn a_recover_onto_a_lost_device_leaves_imgui_and_the_renderer_as_they_were() {
    assert_refused_recover_changes_nothing(
        |gpu, _| {
            let (device, queue) = common::request_device(&gpu.adapter);
            device.destroy();
            let _ = device.poll(wgpu::PollType::wait_indefinitely());
            (device, queue)
        },
        |error| matches!(error, SetupError::DeviceLost(_)),
    );
}

/// The same, with the loss not yet delivered (destroyed, never polled).
#[test]
fn a_recover_onto_a_destroyed_unpolled_device_leaves_imgui_and_the_renderer_as_they_were() {
    assert_refused_recover_changes_nothing(
        |gpu, _| {
            let (device, queue) = common::request_device(&gpu.adapter);
            device.destroy();
            (device, queue)
        },
        |error| matches!(error, SetupError::DeviceLost(_)),
    );
}

/// `recover` onto a healthy device too small for the font atlas is refused with
/// `FontAtlasTooLarge`, and changes nothing either.
#[test]
fn a_recover_refused_for_the_atlas_size_leaves_imgui_and_the_renderer_as_they_were() {
    assert_refused_recover_changes_nothing(
        |gpu, renderer| {
            let [width, height] = renderer.stats().font_atlas_size;
            pollster::block_on(gpu.adapter.request_device(&wgpu::DeviceDescriptor {
                label: Some("smaller than the font atlas"),
                required_limits: wgpu::Limits {
                    max_texture_dimension_2d: width.max(height) - 1,
                    ..wgpu::Limits::downlevel_webgl2_defaults()
                },
                ..Default::default()
            }))
            .expect("a device with a small texture limit")
        },
        |error| matches!(error, SetupError::FontAtlasTooLarge { .. }),
    );
}
