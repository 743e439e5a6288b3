//! The measured frame loop: the renderer and the floor draw the same frame, interleaved
//! (their order swaps every frame, so drift and cache effects fall on both alike).
//!
//! Timed on the renderer's side: `new_frame`, the `frame_texture` calls (S3) and `render`.
//! On the floor's side: its per-frame bind groups (S3), its upload and its recording. Counted
//! alongside: heap allocations on this thread, bytes uploaded, and wgpu objects alive after
//! `render` minus those alive after `new_frame`.

use std::time::Instant;

use crate::gpu::{BenchGpu, PassTimer};
use crate::scenes::alloc_count;
use crate::scenes::floor::Floor;
use crate::scenes::objects::ObjectCounts;
use crate::scenes::target::SceneTarget;
use crate::scenes::{DISPLAY_SIZE, Scene, SceneId};
use crate::stats::Summary;

/// What one frame cost.
struct FrameSample {
    render_ns: f64,
    renderer_ns: f64,
    floor_draw_ns: f64,
    floor_ns: f64,
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
    let target = SceneTarget::new(&gpu.device);
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

/// One frame: app, renderer and floor (in an order that alternates with `frame`), submit.
fn run_frame(
    gpu: &BenchGpu,
    scene: &mut Scene,
    floor: &mut Floor,
    target: &SceneTarget,
    timer: Option<&PassTimer>,
    frame: usize,
) -> (FrameSample, imgui_webgpu::RenderReport) {
    scene.app_frame();
    // The floor's per-frame bind groups (S3) go first on odd frames and last on even ones,
    // like the rest of its work: whoever goes first in a frame may pay for wgpu's deferred
    // clean-up of the last one. They stay outside the window the object counts look at.
    let floor_first = !frame.is_multiple_of(2);
    let bind_floor = |floor: &mut Floor, views: &[wgpu::TextureView]| {
        let allocations = alloc_count::allocations();
        let start = Instant::now();
        floor.bind_frame_textures(views);
        (ns_since(start), alloc_count::allocations() - allocations)
    };
    let mut floor_bind = if floor_first {
        Some(bind_floor(floor, scene.frame_views()))
    } else {
        None
    };
    let allocations = alloc_count::allocations();
    let start = Instant::now();
    scene.renderer.new_frame();
    let new_frame_ns = ns_since(start);
    let before = ObjectCounts::snapshot(&gpu.instance);
    let start = Instant::now();
    scene.register_frame_textures();
    let frame_textures_ns = ns_since(start);
    let prepare_allocations = alloc_count::allocations() - allocations;
    let built = scene.draw();
    let draw_data = built.draw_data;
    floor.plan(draw_data, built.frame_ids, DISPLAY_SIZE);

    let mut encoder = gpu.device.create_command_encoder(&Default::default());
    let mut floor_encoder = gpu.device.create_command_encoder(&Default::default());
    let mut run_renderer = |encoder: &mut wgpu::CommandEncoder| {
        let mut pass = target.begin_pass(encoder, timer.map(PassTimer::writes));
        let allocations = alloc_count::allocations();
        let start = Instant::now();
        let report = built.renderer.render(draw_data, &mut pass, DISPLAY_SIZE);
        let render_ns = ns_since(start);
        let render_allocations = alloc_count::allocations() - allocations;
        drop(pass);
        let report = report.expect("scenes render");
        (report, render_ns, render_allocations)
    };
    let run_floor = |floor: &mut Floor, encoder: &mut wgpu::CommandEncoder| {
        // The pass is begun before the clock starts, as the renderer's is.
        let mut pass = target.begin_pass(encoder, None);
        let allocations = alloc_count::allocations();
        let start = Instant::now();
        floor.upload(draw_data);
        floor.record(&mut pass);
        let draw_ns = ns_since(start);
        let draw_allocations = alloc_count::allocations() - allocations;
        (draw_ns, draw_allocations)
    };
    let ((report, render_ns, render_allocations), floor_sample, live) = if !floor_first {
        let renderer = run_renderer(&mut encoder);
        let live = ObjectCounts::snapshot(&gpu.instance);
        floor_bind = Some(bind_floor(floor, built.frame_views));
        let floor_sample = run_floor(floor, &mut floor_encoder);
        (renderer, floor_sample, live)
    } else {
        let floor_sample = run_floor(floor, &mut floor_encoder);
        let renderer = run_renderer(&mut encoder);
        (
            renderer,
            floor_sample,
            ObjectCounts::snapshot(&gpu.instance),
        )
    };
    let (floor_draw_ns, floor_draw_allocations) = floor_sample;
    let (bind_ns, bind_allocations) = floor_bind.unwrap_or_default();
    if let Some(timer) = timer {
        timer.resolve(&mut encoder);
    }
    // Only the renderer's pass runs on the GPU (the floor draws the same pixels: the
    // perf_counts test checks); the floor's recording is dropped unsubmitted.
    drop(floor_encoder);
    gpu.queue.submit([encoder.finish()]);
    let gpu_ns = match timer {
        Some(timer) => timer.read_ns(gpu),
        None => {
            gpu.wait();
            None
        }
    };
    let sample = FrameSample {
        render_ns,
        renderer_ns: new_frame_ns + frame_textures_ns + render_ns,
        floor_draw_ns,
        floor_ns: bind_ns + floor_draw_ns,
        render_allocations,
        renderer_allocations: prepare_allocations + render_allocations,
        floor_draw_allocations,
        floor_allocations: bind_allocations + floor_draw_allocations,
        created: live.since(before),
        gpu_ns,
    };
    (sample, report)
}
