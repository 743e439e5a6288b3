//! Dear ImGui 1.92's textures over many frames: a font size that changes every frame (imgui
//! bakes glyphs on demand, updates its atlas texture in rectangles, grows it into new
//! textures and destroys the old), with live wgpu objects counted the whole time and back at
//! the baseline after the renderer and context are dropped; a move to a new device, after
//! which imgui creates every texture again from its own pixels; and an atlas grown past a
//! device whose largest texture is 2048 (WebGL2's limits), after which text draws again.

use dear_imgui_rs as dear;
use imgui_webgpu::dear::FontAtlasRefit;
use imgui_webgpu_dear_tests::large_text::{
    LETTERS, WIDE, ZOOM_FRAMES, small_text, text_at_sizes, zoom_size,
};
use imgui_webgpu_dear_tests::{Gpu, Image, Lit, Live, NO_GPU, Rig, take_turn};

const SIZE: [u32; 2] = [256, 128];

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

    let (device, queue) =
        Gpu::device_with(&rig.gpu.adapter, rig.gpu.adapter.limits()).expect(NO_GPU);
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

    let (device, queue) =
        Gpu::device_with(&rig.gpu.adapter, rig.gpu.adapter.limits()).expect(NO_GPU);
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

/// A context and renderer on a device with WebGL2's limits: its largest texture is 2048.
fn webgl2_rig() -> Rig {
    let turn = take_turn();
    let gpu = Gpu::open_with(|_| wgpu::Limits::downlevel_webgl2_defaults()).expect(NO_GPU);
    assert_eq!(gpu.device.limits().max_texture_dimension_2d, 2048);
    Rig::on(turn, gpu, WIDE)
}

/// The pixels of [`small_text`] on a fresh context of the small device: what it must draw
/// after large text too.
fn small_text_on_a_fresh_context() -> Image {
    let mut rig = webgl2_rig();
    for _ in 0..3 {
        let (textures, report) = rig.frame(|ui, _| small_text(ui));
        assert!(report.is_clean() && textures.refused.is_empty());
    }
    let image = rig.target.read(&rig.gpu);
    assert!(image.lit(128) > 200, "13 px text drawn: {}", image.lit(128));
    image
}

/// What frames of large text did on the small device.
#[derive(Debug, Default)]
struct LargeText {
    /// Frames whose text was not all drawn (draws skipped: their atlas was refused).
    frames_without_text: usize,
    /// Atlas creates refused for their size, and the largest size asked.
    refused: usize,
    largest_asked: [u32; 2],
    /// Each compaction after a refused atlas.
    refits: Vec<FontAtlasRefit>,
    /// The most bytes imgui's textures took on the GPU at once, and the most textures.
    most_bytes: u64,
    most_textures: usize,
}

impl LargeText {
    /// The counts, and each compacted size once.
    fn summary(&self) -> String {
        let mut sizes: Vec<[u32; 2]> = self.refits.iter().map(|refit| refit.compacted).collect();
        sizes.dedup();
        format!(
            "{} frames without text, {} atlas creates refused (largest {:?}), {} compactions \
             ({} fitting; sizes {sizes:?}), imgui's textures at most {} MiB in {}",
            self.frames_without_text,
            self.refused,
            self.largest_asked,
            self.refits.len(),
            self.refits.iter().filter(|refit| refit.fits()).count(),
            self.most_bytes >> 20,
            self.most_textures
        )
    }

    /// Runs `frames` frames of `text` at the sizes `sizes_of(frame)` gives.
    fn run(rig: &mut Rig, frames: usize, text: &str, sizes_of: impl Fn(usize) -> Vec<f32>) -> Self {
        let mut seen = Self::default();
        for frame in 0..frames {
            let sizes = sizes_of(frame);
            let (textures, report) = rig.frame(|ui, _| text_at_sizes(ui, text, &sizes));
            seen.frames_without_text += usize::from(!report.is_clean());
            for refused in &textures.refused {
                let imgui_webgpu::ImguiTextureError::TooLarge { size, max } = refused.error else {
                    panic!("frame {frame}: refused for another reason: {refused:?}");
                };
                assert_eq!(max, 2048);
                seen.refused += 1;
                if size[0] * size[1] > seen.largest_asked[0] * seen.largest_asked[1] {
                    seen.largest_asked = size;
                }
            }
            seen.refits.extend(textures.atlas_refit);
            let stats = rig.renderer.stats();
            seen.most_bytes = seen.most_bytes.max(stats.imgui_texture_bytes);
            seen.most_textures = seen.most_textures.max(stats.imgui_textures);
        }
        seen
    }
}

/// Frames of 13 px text until one draws whole; how many it took, and its pixels.
fn until_small_text_draws(rig: &mut Rig) -> (usize, Image) {
    for frame in 0..300 {
        let (textures, report) = rig.frame(|ui, _| small_text(ui));
        assert!(
            textures.refused.iter().all(|refused| matches!(
                refused.error,
                imgui_webgpu::ImguiTextureError::TooLarge { .. }
            )),
            "{textures:?}"
        );
        if report.is_clean() {
            return (frame + 1, rig.target.read(&rig.gpu));
        }
    }
    panic!("300 frames of 13 px text after large text, none drawn whole");
}

#[test]
fn large_text_on_a_2048_device_outgrows_the_atlas_and_small_text_draws_after() {
    let reference = small_text_on_a_fresh_context();
    let mut rig = webgl2_rig();
    // Every letter zoomed from 100 to 400 px and back, a new size every frame: imgui bakes
    // each size, keeps the last two frames' (its own rule), and near 400 px two frames' glyphs
    // need more than 2048x2048. The browser page (`web/`) draws the same frames.
    let seen = LargeText::run(&mut rig, ZOOM_FRAMES, LETTERS, |frame| {
        vec![zoom_size(frame, ZOOM_FRAMES)]
    });
    eprintln!(
        "100-400 px on a 2048 device, {ZOOM_FRAMES} frames: {}",
        seen.summary()
    );
    assert!(
        seen.refused >= 1 && !seen.refits.is_empty(),
        "the atlas outgrew the device: {seen:?}"
    );
    assert!(
        seen.refits.iter().all(FontAtlasRefit::fits),
        "four sizes fit in 2048x2048 once compacted: {seen:?}"
    );
    assert!(
        seen.frames_without_text <= seen.refits.len(),
        "only a frame that outgrew the device lost its text: {seen:?}"
    );

    let (frames, image) = until_small_text_draws(&mut rig);
    // Then 300 frames later still.
    for _ in 0..300 {
        let (textures, report) = rig.frame(|ui, _| small_text(ui));
        assert!(report.is_clean() && textures.refused.is_empty());
    }
    let later = rig.target.read(&rig.gpu);
    eprintln!(
        "then 13 px text: drawn whole after {frames} frames, {} lit pixels ({} on a fresh \
         context); 300 frames later {}",
        image.lit(128),
        reference.lit(128),
        later.lit(128)
    );
    for (when, image) in [("at once", &image), ("300 frames later", &later)] {
        let off = image.channels_off(&reference, 2);
        assert_eq!(
            off, 0,
            "13 px text {when}: {off} channels off a fresh context's"
        );
    }
}

#[test]
fn glyphs_of_one_frame_past_the_device_are_reported_and_small_text_draws_after() {
    let reference = small_text_on_a_fresh_context();
    let mut rig = webgl2_rig();
    // Seven sizes from 250 to 400 px in one frame: more glyphs than 2048x2048 holds.
    let seen = LargeText::run(&mut rig, 4, LETTERS, |_| {
        (0..7).map(|step| 250.0 + step as f32 * 25.0).collect()
    });
    eprintln!(
        "250-400 px, seven sizes a frame, 4 frames: {}",
        seen.summary()
    );
    let last = seen.refits.last().expect("the atlas outgrew the device");
    assert!(
        !last.fits(),
        "one frame's glyphs need more than the device holds, and the report says so: {seen:?}"
    );
    assert!(seen.frames_without_text >= 1);

    let (frames, image) = until_small_text_draws(&mut rig);
    eprintln!("then 13 px text drawn whole after {frames} frames");
    let off = image.channels_off(&reference, 2);
    assert_eq!(off, 0, "{off} channels off a fresh context's 13 px text");
}
