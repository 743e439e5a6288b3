//! Dear ImGui 1.92's textures over many frames: a font size that changes every frame (imgui
//! bakes glyphs on demand, updates its atlas texture in rectangles, grows it into new
//! textures and destroys the old), with live wgpu objects counted the whole time and back at
//! the baseline after the renderer and context are dropped; and a move to a new device, after
//! which imgui creates every texture again from its own pixels.

use dear_imgui_rs as dear;
use imgui_webgpu_dear_tests::{Gpu, Rig};

const SIZE: [u32; 2] = [256, 128];

/// Live handles of the kinds the renderer makes (wgpu's hub counts).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Live {
    textures: usize,
    views: usize,
    bind_groups: usize,
    buffers: usize,
}

impl Live {
    fn of(instance: &wgpu::Instance) -> Self {
        let report = instance.generate_report().expect("wgpu-core's report");
        let hub = &report.hub;
        Self {
            textures: hub.textures.num_allocated,
            views: hub.texture_views.num_allocated,
            bind_groups: hub.bind_groups.num_allocated,
            buffers: hub.buffers.num_allocated,
        }
    }

    fn max(self, other: Self) -> Self {
        Self {
            textures: self.textures.max(other.textures),
            views: self.views.max(other.views),
            bind_groups: self.bind_groups.max(other.bind_groups),
            buffers: self.buffers.max(other.buffers),
        }
    }
}

/// Frames of the font soak: `DEAR_SOAK_FRAMES` (the long run takes 100,000), else 1,500.
fn soak_frames() -> usize {
    std::env::var("DEAR_SOAK_FRAMES")
        .ok()
        .and_then(|frames| frames.parse().ok())
        .unwrap_or(1_500)
}

/// A frame of text at `size`: three lines of every printable ASCII character.
fn text_at(ui: &dear::Ui, size: f32) {
    ui.window("soak")
        .position([0.0, 0.0], dear::Condition::Always)
        .size([SIZE[0] as f32, SIZE[1] as f32], dear::Condition::Always)
        .build(|| {
            ui.with_font_and_size(None, size, || {
                ui.text("ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz");
                ui.text("0123456789 !\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~");
            });
        });
}

#[test]
fn a_font_size_that_changes_every_frame_keeps_live_objects_flat_and_releases_all() {
    let gpu_instance;
    let baseline;
    let frames = soak_frames();
    let (mut created, mut updated, mut destroyed) = (0, 0, 0);
    let mut peak = Live::default();
    let mut most_textures = 0;
    {
        let mut rig = Rig::new(SIZE);
        gpu_instance = rig.gpu.instance.clone();
        // The first frames make the atlas and the pipeline; the counts start after them.
        for _ in 0..3 {
            let (textures, _) = rig.frame(|ui, _| text_at(ui, 13.0));
            created += textures.created;
        }
        rig.gpu
            .device
            .poll(wgpu::PollType::wait_indefinitely())
            .unwrap();
        baseline = Live::of(&gpu_instance);
        for frame in 0..frames {
            // Sizes 6 to 90 px in steps of a quarter pixel, then again: every frame a size
            // whose glyphs the last frame did not have (until imgui drops unused ones).
            let size = 6.0 + (frame % 337) as f32 * 0.25;
            let (textures, report) = rig.frame(|ui, _| text_at(ui, size));
            assert!(report.is_clean(), "frame {frame}: {report:?}");
            assert!(textures.refused.is_empty(), "frame {frame}: {textures:?}");
            created += textures.created;
            updated += textures.updated;
            destroyed += textures.destroyed;
            let stats = rig.renderer.stats();
            most_textures = most_textures.max(stats.imgui_textures);
            if frame % 16 == 0 {
                rig.gpu.device.poll(wgpu::PollType::Poll).ok();
                peak = peak.max(Live::of(&gpu_instance));
            }
        }
        eprintln!(
            "{frames} frames: {created} created (the first frames' included), {updated} updated, {destroyed} destroyed; at \
             most {most_textures} of imgui's textures alive; live objects at most {peak:?} \
             against {baseline:?} after the first frames"
        );
        assert!(
            updated > frames / 10,
            "the atlas was updated in place: {updated}"
        );
        // Each texture imgui owns holds one texture, one view and one bind group; the
        // geometry buffers may grow (a replacement each) and uniform slots with them.
        assert!(
            peak.textures <= baseline.textures + most_textures
                && peak.views <= baseline.views + most_textures
                && peak.bind_groups <= baseline.bind_groups + most_textures + 8
                && peak.buffers <= baseline.buffers + 4,
            "live objects grew: {peak:?} against {baseline:?} ({most_textures} textures of imgui's)"
        );
        assert_eq!(
            rig.renderer.stats().imgui_textures,
            created - destroyed,
            "every texture created and not destroyed is alive, and only those"
        );
    }
    // Renderer, context, target and device dropped: nothing of the renderer's is left.
    let after = Live::of(&gpu_instance);
    assert_eq!(
        (
            after.textures,
            after.views,
            after.bind_groups,
            after.buffers
        ),
        (0, 0, 0, 0),
        "{after:?}"
    );
}

#[test]
fn after_a_move_to_a_new_device_imgui_creates_its_textures_again_from_its_pixels() {
    let mut rig = Rig::new(SIZE);
    let (first, _) = rig.frame(|ui, _| text_at(ui, 20.0));
    assert!(first.created >= 1, "{first:?}");
    let before = rig.renderer.stats().imgui_textures;

    let (device, queue) = Gpu::device_of(&rig.gpu.adapter);
    rig.renderer
        .recover(&device, &queue, &mut rig.imgui)
        .unwrap_or_else(|error| panic!("recover: {error}"));
    assert_eq!(
        rig.renderer.stats().imgui_textures,
        0,
        "left with the old device"
    );
    rig.gpu.device = device;
    rig.gpu.queue = queue;
    rig.target = imgui_webgpu_dear_tests::Target::new(&rig.gpu.device, SIZE);

    let (again, report) = rig.frame(|ui, _| text_at(ui, 20.0));
    assert!(report.is_clean(), "{report:?}");
    assert_eq!(again.created, before, "every texture made again: {again:?}");
    assert!(again.refused.is_empty(), "{again:?}");
    let image = rig.target.read(&rig.gpu);
    assert!(
        !image.lit_rows(8..250, 20..60, 128).is_empty(),
        "the text is drawn on the new device"
    );
}

#[test]
fn a_device_lost_in_the_middle_of_the_updates_is_reported_and_recovered_from() {
    let mut rig = Rig::new(SIZE);
    rig.frame(|ui, _| text_at(ui, 20.0));
    rig.gpu.device.destroy();
    let _ = rig.gpu.device.poll(wgpu::PollType::wait_indefinitely());

    // A size never drawn: imgui bakes its glyphs and asks for them to be uploaded.
    rig.renderer.new_frame();
    let frame = rig.imgui.begin_frame();
    text_at(frame.ui(), 47.0);
    let pending = frame.render(rig.renderer.consumer());
    let (frame, textures) = rig
        .renderer
        .update_textures(pending)
        .unwrap_or_else(|error| panic!("imgui refused the answers: {error}"));
    assert!(
        !textures.refused.is_empty()
            && textures.refused.iter().all(|refused| matches!(
                refused.error,
                imgui_webgpu::ImguiTextureError::DeviceLost(_)
            )),
        "each upload is refused for the loss: {textures:?}"
    );
    let mut encoder = rig.gpu.device.create_command_encoder(&Default::default());
    let renderer = &mut rig.renderer;
    let result = rig.target.pass(&mut encoder, |pass| {
        renderer.render(frame.draw_data(), pass, SIZE)
    });
    assert!(
        matches!(result, Err(imgui_webgpu::RenderError::DeviceLost(_))),
        "{result:?}"
    );
    drop(frame);
    drop(encoder);

    let (device, queue) = Gpu::device_of(&rig.gpu.adapter);
    rig.renderer
        .recover(&device, &queue, &mut rig.imgui)
        .unwrap_or_else(|error| panic!("recover: {error}"));
    rig.gpu.device = device;
    rig.gpu.queue = queue;
    rig.target = imgui_webgpu_dear_tests::Target::new(&rig.gpu.device, SIZE);
    let (textures, report) = rig.frame(|ui, _| text_at(ui, 47.0));
    assert!(report.is_clean(), "{report:?}");
    assert!(
        textures.refused.is_empty() && textures.created >= 1,
        "{textures:?}"
    );
    let image = rig.target.read(&rig.gpu);
    assert!(
        !image.lit_rows(8..250, 20..80, 128).is_empty(),
        "the text at the new size is drawn on the new device"
    );
}
