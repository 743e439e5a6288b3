//! This renderer and dear-imgui-wgpu 0.20.0 (the same dear-imgui-rs and Dear ImGui) side by
//! side in one process: the same UI (Dear ImGui's demo window and text at three sizes, a
//! fixed time step, no input), each in a context of its own with its own renderer and
//! target, drawn frame by frame. It checks that every frame's draw data is the same on both
//! sides, compares the pixels of the last frame, and measures each side's frame in spans, so
//! that each timing boundary can be compared: the renderer's own calls (this renderer:
//! `new_frame`, `update_textures`, `render`; dear-imgui-wgpu: `reconcile_frame`,
//! `render_reconciled`), the render pass's begin and end around `render`, the encoder's
//! `finish` (where wgpu 30 validates and records the pass's commands), `submit`, and the
//! whole frame (imgui, the calls, submit, and waiting for the GPU). Also the heap allocations
//! of the calls and the wgpu objects alive.
//!
//! `cargo run --example side_by_side --profile release -- [frames] [--order ORDER] [--scene
//! SCENE] [--hash WHERE]` from `dear/`; `WGPU_BACKEND` picks the adapter. SCENE is `demo`
//! (the default: 2 draw lists, about a thousand vertices) or `large` (four windows of text
//! over it, about a hundred times the vertices). ORDER is `alternate` (the
//! default: this renderer first in even frames, dear-imgui-wgpu first in odd ones),
//! `ours-first`, `theirs-first`, or `sequential` (all of this renderer's frames, then all of
//! dear-imgui-wgpu's, as this example did before). WHERE is where each side's draw data is
//! hashed, outside its timed spans: `between` (the default: between the texture answers and
//! `render`, on both sides) or `ours-after` (this renderer's after its calls, as before). The
//! output names the profile the example was built with, the adapter and the CPU.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::time::{Duration, Instant};

use dear_imgui_rs as dear;
use imgui_webgpu::RendererConfig;
use imgui_webgpu_dear_tests::{Gpu, Image, NO_GPU, Target, context, draw_hash};

/// Counts the allocations of the thread that asks, while it asks.
struct Counting;

thread_local! {
    static COUNTING: Cell<bool> = const { Cell::new(false) };
    static ALLOCATIONS: Cell<u64> = const { Cell::new(0) };
}

// SAFETY: every call goes to the system allocator; the counter is a thread-local cell.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if COUNTING.with(Cell::get) {
            ALLOCATIONS.with(|count| count.set(count.get() + 1));
        }
        // SAFETY: the caller's layout, passed on.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: a pointer this allocator gave, with its layout.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if COUNTING.with(Cell::get) {
            ALLOCATIONS.with(|count| count.set(count.get() + 1));
        }
        // SAFETY: as `dealloc` and `alloc`.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// Runs `body` counting its allocations on this thread.
fn counted<R>(body: impl FnOnce() -> R) -> (R, u64) {
    let before = ALLOCATIONS.with(Cell::get);
    COUNTING.with(|counting| counting.set(true));
    let result = body();
    COUNTING.with(|counting| counting.set(false));
    (result, ALLOCATIONS.with(Cell::get) - before)
}

const SIZE: [u32; 2] = [1280, 800];
/// Frames before measuring: imgui lays out its windows and bakes the glyphs it draws.
const WARM_UP: usize = 60;

/// Which side draws first.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Order {
    /// This renderer first in even frames, dear-imgui-wgpu first in odd ones.
    Alternate,
    OursFirst,
    TheirsFirst,
    /// Every frame of this renderer, then every frame of dear-imgui-wgpu.
    Sequential,
}

/// Where this renderer's draw data is hashed (dear-imgui-wgpu's is always hashed between its
/// two calls: its `render_reconciled` consumes the frame).
#[derive(Clone, Copy, Debug, PartialEq)]
enum HashAt {
    Between,
    OursAfter,
}

/// One frame's spans on one side.
#[derive(Clone, Copy, Default)]
struct Spans {
    /// This renderer's `new_frame` (dear-imgui-wgpu has no such call: its `reconcile_frame`
    /// starts the frame).
    new_frame: Duration,
    /// imgui's frame: `begin_frame`, the UI, `render` into the renderer's consumer.
    imgui: Duration,
    create_encoder: Duration,
    /// `update_textures` / `reconcile_frame`.
    textures: Duration,
    /// `render` / `render_reconciled` alone, inside the pass.
    render: Duration,
    /// The pass around it: `begin_render_pass`, and the pass's end (its drop), which hands
    /// the recorded commands to the encoder.
    pass: Duration,
    /// `CommandEncoder::finish`: wgpu 30 validates the pass's commands and records them
    /// into the driver's command buffer here.
    finish: Duration,
    submit: Duration,
    /// Waiting for the GPU.
    wait: Duration,
    /// The whole frame, all of the above.
    frame: Duration,
}

/// A timing boundary: a name and the spans it sums.
struct Boundary {
    name: &'static str,
    spans: fn(&Spans) -> Duration,
}

const BOUNDARIES: [Boundary; 6] = [
    Boundary {
        name: "the renderer's calls alone: `new_frame` (ours), texture answers, `render`",
        spans: |s| s.new_frame + s.textures + s.render,
    },
    Boundary {
        name: "texture answers + the pass (begin, `render`, end): the old table's span",
        spans: |s| s.textures + s.pass + s.render,
    },
    Boundary {
        name: "the calls + the pass",
        spans: |s| s.new_frame + s.textures + s.pass + s.render,
    },
    Boundary {
        name: "+ encoder made and finished (wgpu records the pass)",
        spans: |s| s.new_frame + s.create_encoder + s.textures + s.pass + s.render + s.finish,
    },
    Boundary {
        name: "+ submit",
        spans: |s| {
            s.new_frame + s.create_encoder + s.textures + s.pass + s.render + s.finish + s.submit
        },
    },
    Boundary {
        name: "whole frame (imgui, the calls, submit, the GPU's wait)",
        spans: |s| s.frame,
    },
];

/// What one frame on one side gave.
struct Sample {
    spans: Spans,
    allocations: u64,
    texture_requests: usize,
    draw_hash: u64,
    size: DrawSize,
}

/// What one side measured.
struct Run {
    name: &'static str,
    spans: Vec<Spans>,
    /// Each measured frame's draw-data hash.
    hashes: Vec<u64>,
    allocations: u64,
    /// wgpu objects alive (textures, views, bind groups, buffers, samplers) at the start
    /// and the end of the measured frames, both sides' together.
    objects: (usize, usize),
    /// Texture requests answered while measured frames ran (this renderer reports them).
    texture_requests: Option<usize>,
    /// The last measured frame's draw data.
    size: DrawSize,
}

/// One side: a context of its own (suspended between its frames), its renderer and target.
trait Side {
    fn name(&self) -> &'static str;
    /// Whether the renderer reports the texture requests it answered.
    fn reports_requests(&self) -> bool;
    fn frame(&mut self, gpu: &Gpu, how: How) -> Sample;
    fn target(&self) -> &Target;
}

/// What each frame draws.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Scene {
    /// Dear ImGui's demo window (its sections closed) and text at three sizes: a small frame.
    Demo,
    /// The demo scene under four overlapping windows full of text, buttons and sliders:
    /// about a hundred times its vertices.
    Large,
}

/// How each side draws and hashes its frames.
#[derive(Clone, Copy)]
struct How {
    scene: Scene,
    hash_at: HashAt,
}

/// The frame both renderers draw.
fn ui(ui: &dear::Ui, scene: Scene) {
    if scene == Scene::Large {
        large(ui);
    }
    let mut open = true;
    ui.show_demo_window(&mut open);
    ui.window("sizes")
        .position([700.0, 40.0], dear::Condition::Always)
        .size([500.0, 300.0], dear::Condition::Always)
        .build(|| {
            for size in [13.0, 26.0, 52.0] {
                ui.with_font_and_size(None, size, || ui.text("Dear ImGui 1.92"));
            }
        });
}

/// Four windows of text, buttons and sliders, each nearly the display's size.
fn large(ui: &dear::Ui) {
    const LINE: &str = "The quick brown fox jumps over the lazy dog; pack my box with five dozen \
                        liquor jugs. Sphinx of black quartz, judge my vow!";
    for window in 0..4 {
        let offset = 10.0 + 12.0 * window as f32;
        ui.window(format!("text {window}"))
            .position([offset, offset], dear::Condition::Always)
            .size([1240.0, 740.0], dear::Condition::Always)
            .build(|| {
                for line in 0..50 {
                    if line % 5 == 0 {
                        ui.button(format!("button {window}.{line}"));
                        ui.same_line();
                        let mut value = line as f32 / 50.0;
                        ui.slider(format!("slider {window}.{line}"), 0.0, 1.0, &mut value);
                    } else {
                        ui.text(format!("{line:2}: {LINE}"));
                    }
                }
            });
    }
}

/// Times `body`, adding its time to `span`.
fn timed<R>(span: &mut Duration, body: impl FnOnce() -> R) -> R {
    let started = Instant::now();
    let result = body();
    *span += started.elapsed();
    result
}

/// Submits `encoder`'s work and waits for the GPU, timing each step.
fn finish_frame(gpu: &Gpu, encoder: wgpu::CommandEncoder, spans: &mut Spans) {
    let commands = timed(&mut spans.finish, || encoder.finish());
    timed(&mut spans.submit, || gpu.queue.submit([commands]));
    timed(&mut spans.wait, || {
        gpu.device
            .poll(wgpu::PollType::wait_indefinitely())
            .expect("the GPU")
    });
}

struct Ours {
    imgui: dear::SuspendedContext,
    renderer: imgui_webgpu::dear::Renderer,
    target: Target,
}

impl Ours {
    fn new(gpu: &Gpu, format: wgpu::TextureFormat) -> Self {
        let mut imgui = context(SIZE);
        let renderer = imgui_webgpu::dear::Renderer::new(
            &gpu.device,
            &gpu.queue,
            &mut imgui,
            RendererConfig::new(format),
        )
        .expect("the renderer");
        Self {
            imgui: imgui.suspend_or_panic(),
            renderer,
            target: Target::with_format(&gpu.device, SIZE, format),
        }
    }
}

impl Side for Ours {
    fn name(&self) -> &'static str {
        "imgui-webgpu"
    }

    fn reports_requests(&self) -> bool {
        true
    }

    fn target(&self) -> &Target {
        &self.target
    }

    fn frame(&mut self, gpu: &Gpu, how: How) -> Sample {
        let Self {
            imgui,
            renderer,
            target,
        } = self;
        imgui.with_active_or_panic(|imgui| {
            let mut spans = Spans::default();
            let started = Instant::now();
            let ((), mut allocations) =
                timed(&mut spans.new_frame, || counted(|| renderer.new_frame()));
            let pending = timed(&mut spans.imgui, || {
                let token = imgui.begin_frame();
                ui(token.ui(), how.scene);
                token.render(renderer.consumer())
            });
            let mut encoder = timed(&mut spans.create_encoder, || {
                gpu.device.create_command_encoder(&Default::default())
            });
            let ((reconciled, textures), answer_allocations) = timed(&mut spans.textures, || {
                counted(|| renderer.update_textures(pending).expect("the answers"))
            });
            allocations += answer_allocations;
            let hashed_between =
                (how.hash_at == HashAt::Between).then(|| draw_hash(reconciled.draw_data()));
            let mut render = Duration::ZERO;
            let pass_started = Instant::now();
            let (report, draw_allocations) = counted(|| {
                target.pass(&mut encoder, |pass| {
                    timed(&mut render, || {
                        renderer.render(reconciled.draw_data(), pass, SIZE)
                    })
                })
            });
            spans.pass = pass_started.elapsed() - render;
            spans.render = render;
            allocations += draw_allocations;
            report.expect("render");
            // After the calls, outside every span, as this example did before.
            let hash = hashed_between.unwrap_or_else(|| draw_hash(reconciled.draw_data()));
            let size = draw_size(reconciled.draw_data());
            // dear-imgui-wgpu's `render_reconciled` consumes (drops) the frame inside its
            // call: so does this side, inside its `render` span.
            timed(&mut spans.render, || drop(reconciled));
            finish_frame(gpu, encoder, &mut spans);
            spans.frame = started.elapsed();
            Sample {
                spans,
                allocations,
                texture_requests: textures.created + textures.updated + textures.destroyed,
                draw_hash: hash,
                size,
            }
        })
    }
}

struct Theirs {
    imgui: dear::SuspendedContext,
    renderer: dear_imgui_wgpu::WgpuRenderer,
    target: Target,
}

impl Theirs {
    fn new(gpu: &Gpu, format: wgpu::TextureFormat) -> Self {
        let mut imgui = context(SIZE);
        let renderer = dear_imgui_wgpu::WgpuRenderer::new(
            dear_imgui_wgpu::WgpuInitInfo::new(gpu.device.clone(), gpu.queue.clone(), format),
            &mut imgui,
        )
        .expect("dear-imgui-wgpu's renderer");
        Self {
            imgui: imgui.suspend_or_panic(),
            renderer,
            target: Target::with_format(&gpu.device, SIZE, format),
        }
    }
}

impl Side for Theirs {
    fn name(&self) -> &'static str {
        "dear-imgui-wgpu 0.20.0"
    }

    fn reports_requests(&self) -> bool {
        false
    }

    fn target(&self) -> &Target {
        &self.target
    }

    fn frame(&mut self, gpu: &Gpu, how: How) -> Sample {
        let Self {
            imgui,
            renderer,
            target,
        } = self;
        let extent = dear_imgui_wgpu::FramebufferExtent::from_texture(target.texture());
        imgui.with_active_or_panic(|imgui| {
            let mut spans = Spans::default();
            let started = Instant::now();
            let pending = timed(&mut spans.imgui, || {
                let token = imgui.begin_frame();
                ui(token.ui(), how.scene);
                token.render(renderer.renderer_consumer().expect("its consumer"))
            });
            let mut encoder = timed(&mut spans.create_encoder, || {
                gpu.device.create_command_encoder(&Default::default())
            });
            let (reconciled, mut allocations) = timed(&mut spans.textures, || {
                counted(|| renderer.reconcile_frame(pending).expect("its answers"))
            });
            // Hashed between the calls (its render consumes the frame): not the renderer's time.
            let hash = draw_hash(reconciled.draw_data());
            let size = draw_size(reconciled.draw_data());
            let mut render = Duration::ZERO;
            let pass_started = Instant::now();
            let (result, draw_allocations) = counted(|| {
                target.pass(&mut encoder, |pass| {
                    timed(&mut render, || {
                        renderer.render_reconciled(reconciled, pass, extent)
                    })
                })
            });
            spans.pass = pass_started.elapsed() - render;
            spans.render = render;
            allocations += draw_allocations;
            result.expect("its render");
            finish_frame(gpu, encoder, &mut spans);
            spans.frame = started.elapsed();
            Sample {
                spans,
                allocations,
                texture_requests: 0,
                draw_hash: hash,
                size,
            }
        })
    }
}

fn objects(gpu: &Gpu) -> usize {
    let report = gpu.instance.generate_report().expect("wgpu-core's report");
    let hub = &report.hub;
    hub.textures.num_allocated
        + hub.texture_views.num_allocated
        + hub.bind_groups.num_allocated
        + hub.buffers.num_allocated
        + hub.samplers.num_allocated
}

fn median(values: impl Iterator<Item = f64>) -> f64 {
    let mut sorted: Vec<f64> = values.collect();
    sorted.sort_by(f64::total_cmp);
    sorted[sorted.len() / 2]
}

fn micros(duration: Duration) -> f64 {
    duration.as_secs_f64() * 1e6
}

impl Run {
    fn new(side: &dyn Side) -> Self {
        Self {
            name: side.name(),
            spans: Vec::new(),
            hashes: Vec::new(),
            allocations: 0,
            objects: (0, 0),
            texture_requests: side.reports_requests().then_some(0),
            size: DrawSize::default(),
        }
    }

    fn record(&mut self, sample: Sample) {
        self.spans.push(sample.spans);
        self.hashes.push(sample.draw_hash);
        self.allocations += sample.allocations;
        self.size = sample.size;
        if let Some(requests) = self.texture_requests.as_mut() {
            *requests += sample.texture_requests;
        }
    }

    fn median_of(&self, spans: impl Fn(&Spans) -> Duration) -> f64 {
        median(self.spans.iter().map(|s| micros(spans(s))))
    }
}

/// Draws `warm_up + measured` frames on both sides in `order`, recording the measured ones.
fn measure(
    gpu: &Gpu,
    sides: &mut [Box<dyn Side>; 2],
    order: Order,
    how: How,
    warm_up: usize,
    measured: usize,
) -> [Run; 2] {
    let mut runs = [Run::new(&*sides[0]), Run::new(&*sides[1])];
    let mut step = |side: usize, frame: usize, runs: &mut [Run; 2]| {
        if frame == warm_up {
            runs[side].objects.0 = objects(gpu);
        }
        let sample = sides[side].frame(gpu, how);
        if frame >= warm_up {
            runs[side].record(sample);
        }
        if frame + 1 == warm_up + measured {
            runs[side].objects.1 = objects(gpu);
        }
    };
    if order == Order::Sequential {
        for side in 0..2 {
            for frame in 0..warm_up + measured {
                step(side, frame, &mut runs);
            }
        }
    } else {
        for frame in 0..warm_up + measured {
            let first = match order {
                Order::OursFirst => 0,
                Order::TheirsFirst => 1,
                _ => frame % 2,
            };
            step(first, frame, &mut runs);
            step(1 - first, frame, &mut runs);
        }
    }
    runs
}

/// How many pixels of `a` and `b` differ, and by how much at most.
fn compare(a: &Image, b: &Image) -> String {
    let mut differing = 0usize;
    let mut worst = 0u8;
    for (pa, pb) in a.pixels.chunks(4).zip(b.pixels.chunks(4)) {
        let difference = pa
            .iter()
            .zip(pb)
            .map(|(x, y)| x.abs_diff(*y))
            .max()
            .unwrap_or(0);
        if difference > 0 {
            differing += 1;
            worst = worst.max(difference);
        }
    }
    format!(
        "{differing} of {} differ, by at most {worst} levels of 255",
        a.pixels.len() / 4
    )
}

/// The profile this example was built with: debug assertions tell `release` from the
/// `checked` profile (and `dev`); the directory the binary is in names the profile.
fn profile() -> String {
    let directory = std::env::current_exe()
        .ok()
        .and_then(|exe| {
            let examples = exe.parent()?;
            let profile = examples.parent()?;
            Some(profile.file_name()?.to_string_lossy().into_owned())
        })
        .unwrap_or_else(|| "?".to_owned());
    let assertions = if cfg!(debug_assertions) {
        "debug assertions on: the checked (or dev) profile"
    } else {
        "debug assertions off: the release profile"
    };
    format!("{assertions}; binary in {directory}/")
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

/// A frame's draw data: lists, vertices, indices, draw commands.
#[derive(Clone, Copy, Default, Debug)]
struct DrawSize {
    lists: usize,
    vertices: usize,
    indices: usize,
    commands: usize,
}

fn draw_size(data: &dear::render::DrawData) -> DrawSize {
    let mut size = DrawSize::default();
    for list in data.draw_lists() {
        size.lists += 1;
        size.vertices += list.vtx_buffer().len();
        size.indices += list.idx_buffer().len();
        size.commands += list.commands().count();
    }
    size
}

struct Options {
    measured: usize,
    order: Order,
    how: How,
}

fn options() -> Options {
    let mut options = Options {
        measured: 300,
        order: Order::Alternate,
        how: How {
            scene: Scene::Demo,
            hash_at: HashAt::Between,
        },
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--order" => {
                options.order = match args.next().as_deref() {
                    Some("alternate") => Order::Alternate,
                    Some("ours-first") => Order::OursFirst,
                    Some("theirs-first") => Order::TheirsFirst,
                    Some("sequential") => Order::Sequential,
                    other => panic!(
                        "--order takes alternate, ours-first, theirs-first or sequential, not \
                         {other:?}"
                    ),
                }
            }
            "--hash" => {
                options.how.hash_at = match args.next().as_deref() {
                    Some("between") => HashAt::Between,
                    Some("ours-after") => HashAt::OursAfter,
                    other => panic!("--hash takes between or ours-after, not {other:?}"),
                }
            }
            "--scene" => {
                options.how.scene = match args.next().as_deref() {
                    Some("demo") => Scene::Demo,
                    Some("large") => Scene::Large,
                    other => panic!("--scene takes demo or large, not {other:?}"),
                }
            }
            frames => {
                options.measured = frames
                    .parse()
                    .unwrap_or_else(|_| panic!("a number of frames, not {frames:?}"))
            }
        }
    }
    options
}

fn main() {
    let Options {
        measured,
        order,
        how,
    } = options();
    let gpu = Gpu::open().expect(NO_GPU);
    let info = gpu.adapter.get_info();
    println!(
        "{} ({:?}; driver {} {}), CPU {}",
        info.name,
        info.backend,
        info.driver,
        info.driver_info,
        cpu()
    );
    println!("profile: {}", profile());
    println!(
        "{measured} frames after {WARM_UP} of warm-up, {}x{}, order {order:?}, scene \
         {:?}, draw data hashed {:?}",
        SIZE[0], SIZE[1], how.scene, how.hash_at
    );
    let mut sides: [Box<dyn Side>; 2] = [
        Box::new(Ours::new(&gpu, wgpu::TextureFormat::Rgba8UnormSrgb)),
        Box::new(Theirs::new(&gpu, wgpu::TextureFormat::Rgba8UnormSrgb)),
    ];
    let runs = measure(&gpu, &mut sides, order, how, WARM_UP, measured);
    assert_eq!(
        runs[0].hashes, runs[1].hashes,
        "the two sides drew different draw data"
    );
    let mut distinct = runs[0].hashes.clone();
    distinct.sort_unstable();
    distinct.dedup();
    println!(
        "the same draw data on both sides in every measured frame ({} distinct; last {:#x})",
        distinct.len(),
        runs[0].hashes.last().copied().unwrap_or_default()
    );

    let size = runs[0].size;
    println!(
        "the scene's last frame: {} draw lists, {} vertices ({} KiB), {} indices ({} KiB), {} \
         commands",
        size.lists,
        size.vertices,
        size.vertices * std::mem::size_of::<dear::render::DrawVert>() / 1024,
        size.indices,
        size.indices * std::mem::size_of::<dear::render::DrawIdx>() / 1024,
        size.commands
    );
    println!(
        "| renderer | allocations per frame (calls and pass) | wgpu objects alive, both \
         sides, first and last measured frame | texture requests while measured |"
    );
    println!("| --- | ---: | ---: | ---: |");
    for run in &runs {
        println!(
            "| {} | {:.1} | {} → {} | {} |",
            run.name,
            run.allocations as f64 / measured as f64,
            run.objects.0,
            run.objects.1,
            run.texture_requests
                .map_or("not reported".to_owned(), |count| count.to_string()),
        );
    }

    println!("spans, medians in µs:");
    println!(
        "| renderer | new_frame | imgui | encoder | textures | render | pass begin+end | \
         finish | submit | wait |"
    );
    println!("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
    for run in &runs {
        println!(
            "| {} | {:.1} | {:.0} | {:.1} | {:.1} | {:.1} | {:.1} | {:.1} | {:.1} | {:.0} |",
            run.name,
            run.median_of(|s| s.new_frame),
            run.median_of(|s| s.imgui),
            run.median_of(|s| s.create_encoder),
            run.median_of(|s| s.textures),
            run.median_of(|s| s.render),
            run.median_of(|s| s.pass),
            run.median_of(|s| s.finish),
            run.median_of(|s| s.submit),
            run.median_of(|s| s.wait),
        );
    }

    println!("timing boundaries, medians in µs:");
    println!("| boundary | imgui-webgpu | dear-imgui-wgpu | ratio |");
    println!("| --- | ---: | ---: | ---: |");
    for boundary in &BOUNDARIES {
        let ours = runs[0].median_of(boundary.spans);
        let theirs = runs[1].median_of(boundary.spans);
        println!(
            "| {} | {ours:.0} | {theirs:.0} | {:.2} |",
            boundary.name,
            ours / theirs
        );
    }

    let images = sides.each_ref().map(|side| side.target().read(&gpu));
    println!(
        "pixels, Rgba8UnormSrgb target: {}",
        compare(&images[0], &images[1])
    );
    drop(sides);
    // On a Unorm target neither renderer converts colours: what is left is geometry,
    // sampling and blending.
    let mut unorm: [Box<dyn Side>; 2] = [
        Box::new(Ours::new(&gpu, wgpu::TextureFormat::Rgba8Unorm)),
        Box::new(Theirs::new(&gpu, wgpu::TextureFormat::Rgba8Unorm)),
    ];
    measure(&gpu, &mut unorm, Order::Alternate, how, WARM_UP, 1);
    let unorm_images = unorm.each_ref().map(|side| side.target().read(&gpu));
    println!(
        "pixels, Rgba8Unorm target: {}",
        compare(&unorm_images[0], &unorm_images[1])
    );
    if let Some(dir) = std::env::var_os("SIDE_BY_SIDE_DUMP") {
        for (image, name) in images.iter().zip(["ours.ppm", "theirs.ppm"]) {
            let mut ppm = format!("P6 {} {} 255\n", image.width, image.height).into_bytes();
            for pixel in image.pixels.chunks(4) {
                ppm.extend_from_slice(&pixel[..3]);
            }
            std::fs::write(std::path::Path::new(&dir).join(name), ppm).expect("a dump");
        }
    }
}
