//! `cargo xtask bench`: the cost of a frame with imgui-webgpu against the floor, the least
//! raw wgpu work that draws the same frame.
//!
//! For each scene (S1 to S4, defined in `support/src/scenes/` and shared with the `perf_counts`
//! test) on wgpu's no-op backend (pure CPU) and on the default adapter: `render()` CPU time
//! (median and p95), heap allocations, bytes uploaded and wgpu objects created per frame, the
//! floor measured interleaved in the same run, and GPU time per UI pass where the adapter has
//! timestamp queries. Then scaling sweeps against vertex and command counts, with a plot.
//! Benchmarks report; they never fail on a timing. `--help` lists the options.

use imgui_webgpu_test_support::scenes;

#[path = "frame_cost/args.rs"]
mod args;
#[path = "frame_cost/gpu.rs"]
mod gpu;
#[path = "frame_cost/measure.rs"]
mod measure;
#[path = "frame_cost/plot.rs"]
mod plot;
#[path = "frame_cost/report.rs"]
mod report;
#[path = "frame_cost/scaling.rs"]
mod scaling;
#[path = "frame_cost/stats.rs"]
mod stats;

use std::process::ExitCode;

use args::Backends;
use gpu::BenchGpu;
use report::{DeviceRun, Results, ScalingRun};

#[global_allocator]
static ALLOCATOR: scenes::alloc_count::CountingAllocator = scenes::alloc_count::CountingAllocator;

fn main() -> ExitCode {
    let options = match args::parse(std::env::args().skip(1)) {
        Ok(Some(options)) => options,
        Ok(None) => {
            print!("{}", args::USAGE);
            return ExitCode::SUCCESS;
        }
        Err(error) => {
            eprintln!("frame_cost: {error}\n\n{}", args::USAGE);
            return ExitCode::from(2);
        }
    };
    let machine = report::machine();
    println!("frame_cost on {machine}");
    let mut devices = Vec::new();
    if options.backends != Backends::Default {
        devices.push(BenchGpu::noop());
    }
    if options.backends != Backends::Noop {
        devices.push(BenchGpu::default_adapter());
    }
    let mut results = Results {
        machine,
        runs: Vec::new(),
        scaling: None,
    };
    let mut failed = false;
    for device in devices {
        let gpu = match device {
            Ok(gpu) => gpu,
            Err(error) => {
                eprintln!("frame_cost: cannot open a device: {error}");
                failed = true;
                continue;
            }
        };
        println!(
            "\nadapter: {}{}",
            gpu.description,
            if gpu.timestamps {
                " [timestamp queries: GPU time per pass]"
            } else {
                ""
            }
        );
        let mut run = DeviceRun {
            device: gpu.description.clone(),
            label: gpu.label.clone(),
            scenes: Vec::new(),
        };
        for &scene in &options.scenes {
            println!("  {} {} ...", scene.name(), scene.title());
            run.scenes.push(measure::run_scene(
                &gpu,
                scene,
                options.warmup,
                options.frames,
            ));
        }
        print!("{}", report::scene_table(&run));
        print!("{}", report::reuse_table(&run));
        results.runs.push(run);
        if options.scaling && results.scaling.is_none() {
            println!("\n  scaling sweeps on {} ...", gpu.label);
            let sweeps = scaling::run(&gpu, options.scaling_warmup, options.scaling_frames);
            let scaling = ScalingRun {
                device: gpu.description.clone(),
                sweeps,
            };
            print!("{}", report::scaling_table(&scaling));
            match plot::write(&options.plot, &scaling.sweeps, &gpu.label) {
                Ok(()) => println!("plot: {}", options.plot.display()),
                Err(error) => {
                    eprintln!("frame_cost: plot {}: {error}", options.plot.display());
                    failed = true;
                }
            }
            results.scaling = Some(scaling);
        }
    }
    if let Some(path) = &options.json {
        match report::write_json(path, &results) {
            Ok(()) => println!("json: {}", path.display()),
            Err(error) => {
                eprintln!("frame_cost: json: {error}");
                failed = true;
            }
        }
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
