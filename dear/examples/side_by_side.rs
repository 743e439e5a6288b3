//! This renderer and dear-imgui-wgpu 0.20.0 (the same dear-imgui-rs and Dear ImGui) side by
//! side in one process: the same UI (Dear ImGui's demo window and text at three sizes, a
//! fixed time step, no input) drawn for the same number of frames by each, one after the
//! other (dear-imgui-rs allows one context at a time). It checks the draw data is the same,
//! compares the pixels of the last frame, and measures each renderer's calls per frame
//! (answering imgui's texture requests and recording the draws), the whole frame (imgui,
//! the calls, submit, and waiting for the GPU), the heap allocations of the calls, and the
//! wgpu objects alive. `cargo run --example side_by_side --profile checked -- [frames]`
//! from `dear/`; `WGPU_BACKEND` picks the adapter.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::time::Instant;

use dear_imgui_rs as dear;
use imgui_webgpu::RendererConfig;
use imgui_webgpu_dear_tests::{Gpu, Image, Target, context, draw_hash};

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

/// What one renderer's run measured.
struct Run {
    name: &'static str,
    /// Microseconds of the renderer's calls per measured frame.
    calls: Vec<f64>,
    /// Microseconds of whole frames.
    frames: Vec<f64>,
    allocations: u64,
    /// wgpu objects alive (textures, views, bind groups, buffers, samplers) at the start
    /// and the end of the measured frames.
    objects: (usize, usize),
    /// Texture requests answered while measured frames ran (this renderer reports them).
    texture_requests: Option<usize>,
    draw_hash: u64,
    image: Image,
}

/// The frame both renderers draw.
fn ui(ui: &dear::Ui) {
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

fn objects(gpu: &Gpu) -> usize {
    let report = gpu.instance.generate_report().expect("wgpu-core's report");
    let hub = &report.hub;
    hub.textures.num_allocated
        + hub.texture_views.num_allocated
        + hub.bind_groups.num_allocated
        + hub.buffers.num_allocated
        + hub.samplers.num_allocated
}

fn median(values: &[f64]) -> f64 {
    let mut sorted = values.to_vec();
    sorted.sort_by(f64::total_cmp);
    sorted[sorted.len() / 2]
}

fn ours(gpu: &Gpu, measured: usize, format: wgpu::TextureFormat) -> Run {
    let mut imgui = context(SIZE);
    let mut renderer = imgui_webgpu::dear::Renderer::new(
        &gpu.device,
        &gpu.queue,
        &mut imgui,
        RendererConfig::new(format),
    )
    .expect("the renderer");
    let target = Target::with_format(&gpu.device, SIZE, format);
    let mut run = Run::new("imgui-webgpu", target.size);
    run.texture_requests = Some(0);
    for frame in 0..WARM_UP + measured {
        let timing = frame >= WARM_UP;
        if frame == WARM_UP {
            run.objects.0 = objects(gpu);
        }
        let started = Instant::now();
        renderer.new_frame();
        let token = imgui.begin_frame();
        ui(token.ui());
        let pending = token.render(renderer.consumer());
        let mut encoder = gpu.device.create_command_encoder(&Default::default());
        let calls = Instant::now();
        let ((reconciled, textures), allocations) =
            counted(|| renderer.update_textures(pending).expect("the answers"));
        let (report, draw_allocations) = counted(|| {
            target.pass(&mut encoder, |pass| {
                renderer.render(reconciled.draw_data(), pass, SIZE)
            })
        });
        let call_time = calls.elapsed();
        report.expect("render");
        run.draw_hash = draw_hash(reconciled.draw_data());
        drop(reconciled);
        gpu.queue.submit([encoder.finish()]);
        gpu.device
            .poll(wgpu::PollType::wait_indefinitely())
            .expect("the GPU");
        if timing {
            run.record(call_time, started.elapsed(), allocations + draw_allocations);
            if let Some(requests) = run.texture_requests.as_mut() {
                *requests += textures.created + textures.updated + textures.destroyed;
            }
        }
    }
    run.objects.1 = objects(gpu);
    run.image = target.read(gpu);
    run
}

fn theirs(gpu: &Gpu, measured: usize, format: wgpu::TextureFormat) -> Run {
    let mut imgui = context(SIZE);
    let mut renderer = dear_imgui_wgpu::WgpuRenderer::new(
        dear_imgui_wgpu::WgpuInitInfo::new(gpu.device.clone(), gpu.queue.clone(), format),
        &mut imgui,
    )
    .expect("dear-imgui-wgpu's renderer");
    let target = Target::with_format(&gpu.device, SIZE, format);
    let extent = dear_imgui_wgpu::FramebufferExtent::from_texture(&target.texture);
    let mut run = Run::new("dear-imgui-wgpu 0.20.0", target.size);
    for frame in 0..WARM_UP + measured {
        let timing = frame >= WARM_UP;
        if frame == WARM_UP {
            run.objects.0 = objects(gpu);
        }
        let started = Instant::now();
        let token = imgui.begin_frame();
        ui(token.ui());
        let pending = token.render(renderer.renderer_consumer().expect("its consumer"));
        let mut encoder = gpu.device.create_command_encoder(&Default::default());
        let calls = Instant::now();
        let (reconciled, allocations) =
            counted(|| renderer.reconcile_frame(pending).expect("its answers"));
        let reconciling = calls.elapsed();
        // Hashed between the calls (its render consumes the frame): not the renderer's time.
        run.draw_hash = draw_hash(reconciled.draw_data());
        let drawing = Instant::now();
        let (result, draw_allocations) = counted(|| {
            target.pass(&mut encoder, |pass| {
                renderer.render_reconciled(reconciled, pass, extent)
            })
        });
        let call_time = reconciling + drawing.elapsed();
        result.expect("its render");
        gpu.queue.submit([encoder.finish()]);
        gpu.device
            .poll(wgpu::PollType::wait_indefinitely())
            .expect("the GPU");
        if timing {
            run.record(call_time, started.elapsed(), allocations + draw_allocations);
        }
    }
    run.objects.1 = objects(gpu);
    run.image = target.read(gpu);
    run
}

impl Run {
    fn new(name: &'static str, size: [u32; 2]) -> Self {
        Self {
            name,
            calls: Vec::new(),
            frames: Vec::new(),
            allocations: 0,
            objects: (0, 0),
            texture_requests: None,
            draw_hash: 0,
            image: Image {
                width: size[0],
                height: size[1],
                pixels: Vec::new(),
            },
        }
    }

    fn record(&mut self, call: std::time::Duration, frame: std::time::Duration, allocations: u64) {
        self.calls.push(call.as_secs_f64() * 1e6);
        self.frames.push(frame.as_secs_f64() * 1e6);
        self.allocations += allocations;
    }
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

fn main() {
    let measured: usize = std::env::args()
        .nth(1)
        .and_then(|frames| frames.parse().ok())
        .unwrap_or(300);
    let gpu = Gpu::open();
    let info = gpu.adapter.get_info();
    println!(
        "{} ({:?}), {} frames after {WARM_UP} of warm-up, {}x{}",
        info.name, info.backend, measured, SIZE[0], SIZE[1]
    );
    let runs = [
        ours(&gpu, measured, wgpu::TextureFormat::Rgba8UnormSrgb),
        theirs(&gpu, measured, wgpu::TextureFormat::Rgba8UnormSrgb),
    ];
    assert_eq!(
        runs[0].draw_hash, runs[1].draw_hash,
        "the two runs drew different draw data"
    );
    println!(
        "the same draw data in both runs (hash {:#x})",
        runs[0].draw_hash
    );
    println!(
        "| renderer | calls per frame, median (µs) | whole frame, median (µs) | allocations \
         per frame | wgpu objects alive, first and last measured frame | texture requests \
         while measured |"
    );
    println!("| --- | ---: | ---: | ---: | ---: | ---: |");
    for run in &runs {
        println!(
            "| {} | {:.0} | {:.0} | {:.1} | {} → {} | {} |",
            run.name,
            median(&run.calls),
            median(&run.frames),
            run.allocations as f64 / measured as f64,
            run.objects.0,
            run.objects.1,
            run.texture_requests
                .map_or("not reported".to_owned(), |count| count.to_string()),
        );
    }
    println!(
        "pixels, Rgba8UnormSrgb target: {}",
        compare(&runs[0].image, &runs[1].image)
    );
    // On a Unorm target neither renderer converts colours: what is left is geometry,
    // sampling and blending.
    let unorm = [
        ours(&gpu, 1, wgpu::TextureFormat::Rgba8Unorm),
        theirs(&gpu, 1, wgpu::TextureFormat::Rgba8Unorm),
    ];
    println!(
        "pixels, Rgba8Unorm target: {}",
        compare(&unorm[0].image, &unorm[1].image)
    );
    if let Some(dir) = std::env::var_os("SIDE_BY_SIDE_DUMP") {
        for (run, name) in runs.iter().zip(["ours.ppm", "theirs.ppm"]) {
            let mut ppm = format!("P6 {} {} 255\n", run.image.width, run.image.height).into_bytes();
            for pixel in run.image.pixels.chunks(4) {
                ppm.extend_from_slice(&pixel[..3]);
            }
            std::fs::write(std::path::Path::new(&dir).join(name), ppm).expect("a dump");
        }
    }
}
