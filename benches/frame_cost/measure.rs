//! The measured frame loop: the renderer, the same renderer with list reuse turned off for
//! one call (the previous release's full upload) and the floor draw the same frame, interleaved (their
//! order rotates every frame, so drift and cache effects fall on all alike). Each side runs
//! a whole frame of its own: encoder, pass, work, submit, and a wait for the GPU.
//!
//! Timed on the renderer's side: `new_frame`, the `frame_texture` calls (S3) and `render`.
//! On the floor's side: its per-frame bind groups (S3), its upload and its recording. And
//! for each side the whole frame. Counted alongside: heap allocations on this thread, bytes
//! uploaded, and wgpu objects alive after `render` minus those alive after `new_frame`.

use std::time::Instant;

use crate::gpu::{BenchGpu, PassTimer};
use crate::scenes::alloc_count;
use crate::scenes::floor::Floor;
use crate::scenes::objects::ObjectCounts;
use crate::scenes::target::{SceneTarget, scene_target};
use crate::scenes::{DISPLAY_SIZE, Scene, SceneId};
use crate::stats::Summary;

/// What one frame cost.
struct FrameSample {
    render_ns: f64,
    renderer_ns: f64,
    floor_draw_ns: f64,
    floor_ns: f64,
    /// `render()` of the renderer with reuse off (the previous release's full upload).
    full_render_ns: f64,
    /// Whole frames (encoder, pass, work, submit, wait): renderer, full upload, floor.
    frame_ns: f64,
    full_frame_ns: f64,
    floor_frame_ns: f64,
    full_bytes_uploaded: u64,
    render_allocations: u64,
    renderer_allocations: u64,
    floor_draw_allocations: u64,
    floor_allocations: u64,
    created: ObjectCounts,
    gpu_ns: Option<f64>,
}

/// One scene's figures on one device.
#[derive(Clone, Debug, serde::Serialize)]
pub struct SceneResult {
    pub scene: &'static str,
    pub title: &'static str,
    pub frames: usize,
    pub vertices: u64,
    pub indices: u64,
    pub draws: usize,
    pub texture_binds: usize,
    pub bytes_uploaded: u64,
    /// `render()` alone, microseconds.
    pub render_us: Summary,
    /// All the renderer's per-frame calls: `new_frame`, `frame_texture` (S3), `render`.
    pub renderer_us: Summary,
    /// The floor's upload and recording (the counterpart of `render()`), microseconds.
    pub floor_draw_us: Summary,
    /// All of the floor's per-frame work (with S3's bind groups).
    pub floor_us: Summary,
    /// Median `render()` over median floor upload and recording.
    pub render_ratio: f64,
    /// Median renderer per-frame calls over median floor per-frame work.
    pub renderer_ratio: f64,
    /// Draw lists reused and written by the last frame's `render()`, and the bytes written by
    /// the full-upload renderer.
    pub lists_reused: usize,
    pub lists_written: usize,
    pub full_bytes_uploaded: u64,
    /// `render()` with reuse off: the previous release's full upload, in the same run.
    pub full_render_us: Summary,
    /// Median `render()` over median full-upload `render()`.
    pub full_ratio: f64,
    /// Whole frames (command encoder, pass, the side's work, submit, wait for the GPU):
    /// the renderer, the full-upload renderer, the floor.
    pub frame_us: Summary,
    pub full_frame_us: Summary,
    pub floor_frame_us: Summary,
    /// Median whole frame over the floor's, and over the full upload's.
    pub frame_ratio: f64,
    pub frame_full_ratio: f64,
    /// Most heap allocations in one frame's `render()`.
    pub render_allocations: u64,
    /// Most heap allocations in one frame's renderer calls.
    pub renderer_allocations: u64,
    /// Most heap allocations in one frame's floor upload and recording.
    pub floor_draw_allocations: u64,
    /// Most heap allocations in one frame's floor work.
    pub floor_allocations: u64,
    /// Median heap allocations per frame: renderer calls, then floor work. (wgpu's own
    /// vectors grow now and then inside either side's calls, so the most in one frame can
    /// differ by one where the medians agree.)
    pub renderer_allocations_median: u64,
    pub floor_allocations_median: u64,
    /// wgpu objects created (and alive at the end of `render`) per frame, most in one frame.
    pub objects_created: ObjectCounts,
    /// GPU time of the UI pass from timestamp queries, microseconds (when the adapter has
    /// them).
    pub gpu_pass_us: Option<Summary>,
}

/// Runs `id` for `warmup` unmeasured then `frames` measured frames on `gpu`.
pub fn run_scene(gpu: &BenchGpu, id: SceneId, warmup: usize, frames: usize) -> SceneResult {
    let mut scene = Scene::new(id, &gpu.device, &gpu.queue);
    let mut floor = scene.floor(&gpu.device, &gpu.queue);
    let target = scene_target(&gpu.device);
    let timer = PassTimer::new(gpu);
    scene.settle();

    let mut samples = Vec::with_capacity(frames);
    let mut last_report = None;
    for frame in 0..warmup + frames {
        let (sample, report) =
            run_frame(gpu, &mut scene, &mut floor, &target, timer.as_ref(), frame);
        if frame >= warmup {
            samples.push(sample);
        }
        last_report = Some(report);
    }
    let report = last_report.unwrap_or_default();
    let summary = |value: fn(&FrameSample) -> f64| {
        Summary::of(
            &samples
                .iter()
                .map(|s| value(s) / 1000.0)
                .collect::<Vec<_>>(),
        )
    };
    let most = |value: fn(&FrameSample) -> u64| samples.iter().map(value).max().unwrap_or(0);
    let median = |value: fn(&FrameSample) -> u64| {
        Summary::of(&samples.iter().map(|s| value(s) as f64).collect::<Vec<_>>()).median as u64
    };
    let render_us = summary(|s| s.render_ns);
    let renderer_us = summary(|s| s.renderer_ns);
    let floor_draw_us = summary(|s| s.floor_draw_ns);
    let floor_us = summary(|s| s.floor_ns);
    let full_render_us = summary(|s| s.full_render_ns);
    let frame_us = summary(|s| s.frame_ns);
    let full_frame_us = summary(|s| s.full_frame_ns);
    let floor_frame_us = summary(|s| s.floor_frame_ns);
    let gpu_samples: Vec<f64> = samples
        .iter()
        .filter_map(|s| s.gpu_ns.map(|ns| ns / 1000.0))
        .collect();
    SceneResult {
        scene: id.name(),
        title: id.title(),
        frames,
        vertices: report.vertices,
        indices: report.indices,
        draws: report.draws,
        texture_binds: report.texture_binds,
        bytes_uploaded: report.bytes_uploaded,
        render_ratio: render_us.median / floor_draw_us.median,
        renderer_ratio: renderer_us.median / floor_us.median,
        lists_reused: report.lists_reused,
        lists_written: report.lists_written,
        full_bytes_uploaded: most(|s| s.full_bytes_uploaded),
        full_ratio: render_us.median / full_render_us.median,
        frame_ratio: frame_us.median / floor_frame_us.median,
        frame_full_ratio: frame_us.median / full_frame_us.median,
        full_render_us,
        frame_us,
        full_frame_us,
        floor_frame_us,
        render_us,
        renderer_us,
        floor_draw_us,
        floor_us,
        render_allocations: most(|s| s.render_allocations),
        renderer_allocations: most(|s| s.renderer_allocations),
        floor_draw_allocations: most(|s| s.floor_draw_allocations),
        floor_allocations: most(|s| s.floor_allocations),
        renderer_allocations_median: median(|s| s.renderer_allocations),
        floor_allocations_median: median(|s| s.floor_allocations),
        objects_created: samples
            .iter()
            .map(|s| s.created)
            .max_by_key(|created| created.total())
            .unwrap_or_default(),
        gpu_pass_us: (!gpu_samples.is_empty()).then(|| Summary::of(&gpu_samples)),
    }
}

/// Nanoseconds since `start`.
fn ns_since(start: Instant) -> f64 {
    start.elapsed().as_nanos() as f64
}

/// What one side did in one frame: its timed work, the whole frame around it, its heap
/// allocations.
#[derive(Clone, Copy, Default)]
struct SideSample {
    work_ns: f64,
    frame_ns: f64,
    allocations: u64,
}

/// Runs one side's frame the way an app does: a command encoder, one pass, the side's work
/// (timed alone as `work_ns`), submit, and a wait until the GPU is done (the whole of it
/// timed as `frame_ns`). `work` returns what it wants kept.
fn side_frame<R>(
    gpu: &BenchGpu,
    target: &SceneTarget,
    timer: Option<&PassTimer>,
    work: impl FnOnce(&mut wgpu::RenderPass<'_>) -> R,
) -> (SideSample, R, Option<f64>) {
    let frame_start = Instant::now();
    let mut encoder = gpu.device.create_command_encoder(&Default::default());
    let mut pass = target.begin_pass(
        &mut encoder,
        wgpu::Color::BLACK,
        timer.map(PassTimer::writes),
    );
    let allocations = alloc_count::allocations();
    let start = Instant::now();
    let kept = work(&mut pass);
    let work_ns = ns_since(start);
    let allocations = alloc_count::allocations() - allocations;
    drop(pass);
    if let Some(timer) = timer {
        timer.resolve(&mut encoder);
    }
    gpu.queue.submit([encoder.finish()]);
    gpu.wait();
    let frame_ns = ns_since(frame_start);
    let gpu_ns = timer.and_then(|timer| timer.read_ns(gpu));
    let sample = SideSample {
        work_ns,
        frame_ns,
        allocations,
    };
    (sample, kept, gpu_ns)
}

/// One frame: app, renderer calls, UI, then the three sides (the renderer, the same with a
/// full upload, the floor), each in its own encoder, pass and submit, in an order that
/// rotates with `frame`.
fn run_frame(
    gpu: &BenchGpu,
    scene: &mut Scene,
    floor: &mut Floor,
    target: &SceneTarget,
    timer: Option<&PassTimer>,
    frame: usize,
) -> (FrameSample, imgui_webgpu::RenderReport) {
    scene.app_frame();
    let allocations = alloc_count::allocations();
    let start = Instant::now();
    scene.renderer.new_frame();
    let new_frame_ns = ns_since(start);
    let before = ObjectCounts::snapshot(&gpu.instance);
    let start = Instant::now();
    scene.register_frame_textures();
    let frame_textures_ns = ns_since(start);
    let prepare_allocations = alloc_count::allocations() - allocations;
    let live = ObjectCounts::snapshot(&gpu.instance);
    let created_before_render = live.since(before);
    let built = scene.draw();
    let draw_data = built.draw_data;
    floor.plan(draw_data, built.frame_ids, DISPLAY_SIZE);

    let renderer = built.renderer;
    let frame_views = built.frame_views;
    let (mut reuse, mut full, mut floor_side) = (None, None, None);
    let mut created = ObjectCounts::default();
    let mut floor_bind = (0.0, 0);
    for turn in 0..3 {
        // In an app, `render` runs right after imgui wrote the draw data, so the data is in
        // the CPU's caches. Each side waits for the GPU before the next, and a software
        // rasteriser's frame evicts those caches; reading the data again puts every side in
        // the app's position.
        warm(draw_data);
        match (turn + frame) % 3 {
            0 => {
                let before = ObjectCounts::snapshot(&gpu.instance);
                let (sample, report, gpu_ns) = side_frame(gpu, target, timer, |pass| {
                    renderer.render(draw_data, pass, DISPLAY_SIZE)
                });
                created = ObjectCounts::snapshot(&gpu.instance).since(before);
                reuse = Some((sample, report.expect("scenes render"), gpu_ns));
            }
            1 => {
                // The same renderer with reuse off for this call: every list written, as
                // the previous release did. Its ranges are its own (freed at `new_frame`),
                // so the reusing call's lists stay in place.
                renderer.set_list_reuse(false);
                let (sample, report, _) = side_frame(gpu, target, None, |pass| {
                    renderer.render(draw_data, pass, DISPLAY_SIZE)
                });
                renderer.set_list_reuse(true);
                full = Some((sample, report.expect("scenes render")));
            }
            _ => {
                // The floor's per-frame bind groups (S3) stay outside its pass, like the
                // renderer's `frame_texture` calls.
                let allocations = alloc_count::allocations();
                let start = Instant::now();
                floor.bind_frame_textures(frame_views);
                floor_bind = (ns_since(start), alloc_count::allocations() - allocations);
                let (sample, (), _) = side_frame(gpu, target, None, |pass| {
                    floor.upload(draw_data);
                    floor.record(pass);
                });
                floor_side = Some(sample);
            }
        }
    }
    let (Some((reuse, report, gpu_ns)), Some((full, full_report)), Some(floor_side)) =
        (reuse, full, floor_side)
    else {
        unreachable!("each side ran once");
    };
    let (bind_ns, bind_allocations) = floor_bind;
    let sample = FrameSample {
        render_ns: reuse.work_ns,
        renderer_ns: new_frame_ns + frame_textures_ns + reuse.work_ns,
        floor_draw_ns: floor_side.work_ns,
        floor_ns: bind_ns + floor_side.work_ns,
        full_render_ns: full.work_ns,
        frame_ns: reuse.frame_ns,
        full_frame_ns: full.frame_ns,
        floor_frame_ns: floor_side.frame_ns,
        render_allocations: reuse.allocations,
        renderer_allocations: prepare_allocations + reuse.allocations,
        floor_draw_allocations: floor_side.allocations,
        floor_allocations: bind_allocations + floor_side.allocations,
        created: ObjectCounts {
            bind_groups: created.bind_groups + created_before_render.bind_groups,
            ..created
        },
        full_bytes_uploaded: full_report.bytes_uploaded,
        gpu_ns,
    };
    (sample, report)
}

/// Reads every vertex and index byte of `draw_data`, as imgui just having written it would
/// leave it: in the CPU's caches.
fn warm(draw_data: &imgui::DrawData) {
    let mut sum = 0u64;
    for list in draw_data.draw_lists() {
        // One read per 64-byte cache line: every third 20-byte vertex, every 32nd index.
        for vertex in list.vtx_buffer().iter().step_by(3) {
            sum = sum.wrapping_add(u64::from(vertex.col[0]));
        }
        for index in list.idx_buffer().iter().step_by(32) {
            sum = sum.wrapping_add(u64::from(*index));
        }
    }
    std::hint::black_box(sum);
}
