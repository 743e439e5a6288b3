//! The cost of a large plot (issue 43, item 6): an ImPlot line of 1,000,000 points that
//! scrolls every frame (every vertex changes), drawn by this renderer (`dear::Renderer`), by
//! the raw-wgpu floor (`support/src/scenes/floor.rs`: the least wgpu work that draws the same
//! draw data, with its plan made untimed) and by dear-imgui-wgpu 0.20.0, in one process on one
//! device.
//!
//! This renderer and the floor draw the same frame of one Dear ImGui context, one after the
//! other; dear-imgui-wgpu draws its own context's frame (a renderer holds its context), built
//! by the same code with the same time step, and the example fails unless its draw data is
//! the same as the other's in every frame. Measured per frame, medians over the measured
//! frames:
//! - **calls**: the renderer's own calls. This renderer: `new_frame`, `update_textures`,
//!   `render` (the upload of every vertex and index, and the draws recorded into the pass).
//!   The floor: its one `write_buffer_with` per buffer and its draws recorded. dear-imgui-wgpu:
//!   `reconcile_frame` and `render_reconciled`;
//! - **GPU frame**: the calls, then the encoder finished, submitted, and the GPU waited for:
//!   what a frame costs when the GPU draws it (on lavapipe, the CPU draws it).
//!
//! `cargo run --example large_plot --release -- [POINTS] [FRAMES]` from `dear/` (1,000,000
//! points and 30 measured frames, after 5 of warm-up, by default); `WGPU_BACKEND` picks the
//! adapter. It prints the adapter, the CPU, the draw data's size, what Dear ImGui and ImPlot
//! themselves take per frame, and a table for docs/performance.md. A benchmark: it reports times and never fails on one.

// The floor is the main workspace's, binding-free: included as a module, since its crate
// links imgui-rs's Dear ImGui and a binary holds one. This example uses part of it (no
// per-frame textures), and its edition (2021) has no `if let` chains, which this crate's
// (2024) clippy would ask for.
#[allow(dead_code, clippy::collapsible_if)]
#[path = "../../support/src/scenes/floor.rs"]
mod floor;

use std::time::{Duration, Instant};

use dear_imgui_rs as dear;
use dear_implot::ImPlotExt;
use imgui_webgpu::RendererConfig;
use imgui_webgpu_dear_tests::{Gpu, NO_GPU, Target, context, draw_hash};

const SIZE: [u32; 2] = [1280, 800];
const FORMAT: wgpu::TextureFormat = wgpu::TextureFormat::Rgba8Unorm;
const WARM_UP: usize = 5;

/// The plot's data: `points` samples of a signal, shifted by a frame's step each frame.
struct Signal {
    xs: Vec<f64>,
    ys: Vec<f64>,
    frame: usize,
}

impl Signal {
    fn new(points: usize) -> Self {
        let ys = (0..points)
            .map(|i| {
                let x = i as f64 * 0.001;
                (x * 3.0).sin() + 0.25 * (x * 97.0).sin()
            })
            .collect();
        Self {
            xs: (0..points).map(|i| i as f64).collect(),
            ys,
            frame: 0,
        }
    }

    /// Scrolls the samples one step and draws them, the x axis following them.
    fn frame(&mut self, ui: &dear::Ui, plot: &dear_implot::PlotContext) {
        let shift = (self.frame * 1_000) as f64;
        self.frame += 1;
        for (i, x) in self.xs.iter_mut().enumerate() {
            *x = i as f64 + shift;
        }
        let last = self.xs.last().copied().unwrap_or(shift);
        ui.window("large plot")
            .position([0.0, 0.0], dear::Condition::Always)
            .size([SIZE[0] as f32, SIZE[1] as f32], dear::Condition::Always)
            .build(|| {
                let plot_ui = ui.implot(plot);
                if let Some(token) = plot_ui.begin_plot_with_size("scrolling", [-1.0, -1.0]) {
                    plot_ui.setup_axes_limits(
                        shift,
                        last.max(shift + 1.0),
                        -1.5,
                        1.5,
                        dear_implot::PlotCond::Always,
                    );
                    plot_ui.plot_line("signal", &self.xs, &self.ys);
                    token.end();
                }
            });
    }
}

/// One frame's times on one side.
#[derive(Clone, Copy, Default)]
struct Times {
    calls: Duration,
    gpu_frame: Duration,
}

/// Finishes `encoder`, submits it and waits for the GPU; returns how long that took.
fn submit_and_wait(gpu: &Gpu, encoder: wgpu::CommandEncoder) -> Duration {
    let started = Instant::now();
    gpu.queue.submit([encoder.finish()]);
    gpu.device
        .poll(wgpu::PollType::wait_indefinitely())
        .expect("the GPU");
    started.elapsed()
}

/// This renderer and the floor, on one context.
struct Ours {
    imgui: dear::SuspendedContext,
    plot: Option<dear_implot::PlotContext>,
    signal: Signal,
    renderer: imgui_webgpu::dear::Renderer,
    floor: floor::Floor,
    /// Whether the floor has its copy of imgui's font atlas.
    floor_ready: bool,
    target: Target,
    floor_target: Target,
}

/// What a frame of [`Ours`] measured.
struct OursFrame {
    /// Dear ImGui's and ImPlot's frame: `begin_frame`, the plot, `render` (no renderer).
    imgui: Duration,
    ours: Times,
    floor: Times,
    hash: u64,
    vertices: usize,
    indices: usize,
    lists: usize,
}

impl Ours {
    fn new(gpu: &Gpu, points: usize) -> Self {
        let mut imgui = context(SIZE);
        let renderer = imgui_webgpu::dear::Renderer::new(
            &gpu.device,
            &gpu.queue,
            &mut imgui,
            RendererConfig::new(FORMAT),
        )
        .expect("the renderer");
        let plot = dear_implot::PlotContext::create(&imgui);
        let floor = floor::Floor::new(&gpu.device, &gpu.queue, FORMAT, renderer.uses_base_vertex());
        Self {
            imgui: imgui.suspend_or_panic(),
            plot: Some(plot),
            signal: Signal::new(points),
            renderer,
            floor,
            floor_ready: false,
            target: Target::with_format(&gpu.device, SIZE, FORMAT),
            floor_target: Target::with_format(&gpu.device, SIZE, FORMAT),
        }
    }

    fn frame(&mut self, gpu: &Gpu, give_floor_atlas: bool) -> OursFrame {
        let Self {
            imgui,
            plot,
            signal,
            renderer,
            floor,
            floor_ready,
            target,
            floor_target,
        } = self;
        let plot = plot.as_ref().expect("the plot context lives until the end");
        imgui.with_active_or_panic(|imgui| {
            let mut ours = Times::default();
            let started = Instant::now();
            renderer.new_frame();
            ours.calls += started.elapsed();
            let imgui_started = Instant::now();
            let token = imgui.begin_frame();
            signal.frame(token.ui(), plot);
            let mut imgui_time = imgui_started.elapsed();
            // The floor's copy of imgui's font atlas, once its glyphs are baked (the atlas
            // has its renderer's id from the first frame's answers on).
            if give_floor_atlas && !*floor_ready {
                let atlas = token.ui().font_atlas_texture().expect("the font atlas");
                let pixels = atlas.pixels().expect("the atlas's pixels");
                let rgba: Vec<u8> = if pixels.len() == (atlas.width() * atlas.height()) as usize {
                    pixels.iter().flat_map(|&a| [255, 255, 255, a]).collect()
                } else {
                    pixels.to_vec()
                };
                floor.add_rgba8(atlas.tex_id(), [atlas.width(), atlas.height()], &rgba);
                *floor_ready = true;
            }
            let started = Instant::now();
            let pending = token.render(renderer.consumer());
            imgui_time += started.elapsed();
            let started = Instant::now();
            let (frame, _) = renderer.update_textures(pending).expect("the answers");
            ours.calls += started.elapsed();
            let data = frame.draw_data();
            let hash = draw_hash(data);
            let (mut vertices, mut indices, mut lists) = (0, 0, 0);
            for list in data.draw_lists() {
                lists += 1;
                vertices += list.vtx_buffer().len();
                indices += list.idx_buffer().len();
            }
            let mut encoder = gpu.device.create_command_encoder(&Default::default());
            let report = target.pass(&mut encoder, |pass| {
                let started = Instant::now();
                let report = renderer.render(data, pass, SIZE);
                ours.calls += started.elapsed();
                report
            });
            assert!(report.expect("render").skipped.is_empty());
            ours.gpu_frame = ours.calls + submit_and_wait(gpu, encoder);

            let mut floor_times = Times::default();
            if *floor_ready {
                // The plan (scissors, texture slots, buffer sizes) is made ahead, untimed.
                floor.plan(data, &[] as &[dear::TextureId], SIZE);
                let mut encoder = gpu.device.create_command_encoder(&Default::default());
                let started = Instant::now();
                floor.upload(data);
                floor_target.pass(&mut encoder, |pass| floor.record(pass));
                floor_times.calls = started.elapsed();
                floor_times.gpu_frame = floor_times.calls + submit_and_wait(gpu, encoder);
            }
            drop(frame);
            OursFrame {
                imgui: imgui_time,
                ours,
                floor: floor_times,
                hash,
                vertices,
                indices,
                lists,
            }
        })
    }

    /// The plot context dropped first, while its imgui context is active.
    fn close(mut self) {
        let plot = self.plot.take();
        self.imgui.with_active_or_panic(|_| drop(plot));
    }
}

/// dear-imgui-wgpu, on a context of its own.
struct Theirs {
    imgui: dear::SuspendedContext,
    plot: Option<dear_implot::PlotContext>,
    signal: Signal,
    renderer: dear_imgui_wgpu::WgpuRenderer,
    target: Target,
}

impl Theirs {
    fn new(gpu: &Gpu, points: usize) -> Self {
        let mut imgui = context(SIZE);
        let renderer = dear_imgui_wgpu::WgpuRenderer::new(
            dear_imgui_wgpu::WgpuInitInfo::new(gpu.device.clone(), gpu.queue.clone(), FORMAT),
            &mut imgui,
        )
        .expect("dear-imgui-wgpu's renderer");
        let plot = dear_implot::PlotContext::create(&imgui);
        Self {
            imgui: imgui.suspend_or_panic(),
            plot: Some(plot),
            signal: Signal::new(points),
            renderer,
            target: Target::with_format(&gpu.device, SIZE, FORMAT),
        }
    }

    fn frame(&mut self, gpu: &Gpu) -> (Times, u64) {
        let Self {
            imgui,
            plot,
            signal,
            renderer,
            target,
        } = self;
        let plot = plot.as_ref().expect("the plot context lives until the end");
        let extent = dear_imgui_wgpu::FramebufferExtent::from_texture(target.texture());
        imgui.with_active_or_panic(|imgui| {
            let mut times = Times::default();
            let token = imgui.begin_frame();
            signal.frame(token.ui(), plot);
            let pending = token.render(renderer.renderer_consumer().expect("its consumer"));
            let started = Instant::now();
            let frame = renderer.reconcile_frame(pending).expect("its answers");
            times.calls += started.elapsed();
            let hash = draw_hash(frame.draw_data());
            let mut encoder = gpu.device.create_command_encoder(&Default::default());
            target
                .pass(&mut encoder, |pass| {
                    let started = Instant::now();
                    let result = renderer.render_reconciled(frame, pass, extent);
                    times.calls += started.elapsed();
                    result
                })
                .expect("its render");
            times.gpu_frame = times.calls + submit_and_wait(gpu, encoder);
            (times, hash)
        })
    }

    fn close(mut self) {
        let plot = self.plot.take();
        self.imgui.with_active_or_panic(|_| drop(plot));
    }
}

fn median(mut values: Vec<Duration>) -> f64 {
    values.sort_unstable();
    values
        .get(values.len() / 2)
        .map_or(f64::NAN, |value| value.as_secs_f64() * 1e3)
}

/// The CPU's model and the cores this process may use.
fn cpu() -> String {
    let model = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|info| {
            info.lines()
                .find(|line| line.starts_with("model name"))
                .and_then(|line| line.split(':').nth(1))
                .map(|name| name.trim().to_owned())
        })
        .unwrap_or_else(|| "unknown CPU".to_owned());
    let cores = std::thread::available_parallelism().map_or(0, usize::from);
    format!("{model}, {cores} cores")
}

fn main() {
    let mut args = std::env::args().skip(1);
    let points: usize = args
        .next()
        .map_or(1_000_000, |arg| arg.parse().expect("POINTS: a number"));
    let measured: usize = args
        .next()
        .map_or(30, |arg| arg.parse().expect("FRAMES: a number"));
    let gpu = Gpu::open().expect(NO_GPU);
    let info = gpu.adapter.get_info();
    println!(
        "{} ({:?}; driver {} {}), CPU {}, {}",
        info.name,
        info.backend,
        info.driver,
        info.driver_info,
        cpu(),
        if cfg!(debug_assertions) {
            "debug assertions ON: not a timing build"
        } else {
            "release"
        }
    );
    println!(
        "{points} points, {measured} frames after {WARM_UP} of warm-up, {}x{} Rgba8Unorm",
        SIZE[0], SIZE[1]
    );
    let mut ours = Ours::new(&gpu, points);
    let mut theirs = Theirs::new(&gpu, points);
    let (mut ours_times, mut floor_times, mut theirs_times) = (Vec::new(), Vec::new(), Vec::new());
    let mut imgui_times = Vec::new();
    let mut size = (0, 0, 0);
    for frame in 0..WARM_UP + measured {
        let drawn = ours.frame(&gpu, frame + 1 == WARM_UP);
        let (their_times, their_hash) = theirs.frame(&gpu);
        assert_eq!(
            drawn.hash, their_hash,
            "frame {frame}: the two contexts drew different draw data"
        );
        size = (drawn.lists, drawn.vertices, drawn.indices);
        if frame >= WARM_UP {
            imgui_times.push(drawn.imgui);
            ours_times.push(drawn.ours);
            floor_times.push(drawn.floor);
            theirs_times.push(their_times);
        }
    }
    let differing = |a: &Target, b: &Target| {
        let (a, b) = (a.read(&gpu), b.read(&gpu));
        a.pixels
            .chunks_exact(4)
            .zip(b.pixels.chunks_exact(4))
            .filter(|(x, y)| x != y)
            .count()
    };
    println!(
        "draw data: {} lists, {} vertices, {} indices ({:.1} MiB of geometry a frame)",
        size.0,
        size.1,
        size.2,
        (size.1 * std::mem::size_of::<dear::render::DrawVert>()
            + size.2 * std::mem::size_of::<dear::render::DrawIdx>()) as f64
            / (1 << 20) as f64
    );
    println!(
        "last frame's pixels: this renderer and the floor {} apart, this renderer and \
         dear-imgui-wgpu {} apart",
        differing(&ours.target, &ours.floor_target),
        differing(&ours.target, &theirs.target)
    );
    println!(
        "Dear ImGui and ImPlot's own frame (begin_frame, the plot, render), median: {:.1} ms",
        median(imgui_times)
    );
    println!("medians, ms:");
    println!("| renderer | calls | GPU frame (calls, submit, wait) |");
    println!("| --- | ---: | ---: |");
    let rows = [
        ("imgui-webgpu", &ours_times),
        ("raw-wgpu floor", &floor_times),
        ("dear-imgui-wgpu 0.20.0", &theirs_times),
    ];
    for (name, times) in rows {
        println!(
            "| {name} | {:.2} | {:.1} |",
            median(times.iter().map(|t| t.calls).collect()),
            median(times.iter().map(|t| t.gpu_frame).collect()),
        );
    }
    let ratio = |a: &[Times], b: &[Times], pick: fn(&Times) -> Duration| {
        median(a.iter().map(pick).collect()) / median(b.iter().map(pick).collect())
    };
    println!(
        "imgui-webgpu / floor: calls {:.2}, GPU frame {:.2}; imgui-webgpu / dear-imgui-wgpu: \
         calls {:.2}, GPU frame {:.2}",
        ratio(&ours_times, &floor_times, |t| t.calls),
        ratio(&ours_times, &floor_times, |t| t.gpu_frame),
        ratio(&ours_times, &theirs_times, |t| t.calls),
        ratio(&ours_times, &theirs_times, |t| t.gpu_frame),
    );
    ours.close();
    theirs.close();
}
