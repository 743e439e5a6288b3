//! `cargo xtask fuzz [--target draw|recording|text|textures|all] [--seconds N] [--seed S]
//! [--backend noop|default]`: structure-aware fuzzing of imgui-webgpu.
//!
//! Inputs are generated with `arbitrary` from a seeded stream of bytes, so a run is
//! reproducible from its seed, and a failure prints the seed and execution that found it.
//! Each target runs for its share of the time and prints executions per second.

mod alloc;
mod draw;
mod frame;
mod model;
mod recording;
mod text;
mod textures;

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use arbitrary::Unstructured;

#[global_allocator]
static ALLOCATOR: alloc::Counting = alloc::Counting;

/// SplitMix64: the seeded byte stream the inputs are made from.
struct Bytes(u64);

impl Bytes {
    fn fill(&mut self, buffer: &mut [u8]) {
        for chunk in buffer.chunks_mut(8) {
            self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            z ^= z >> 31;
            chunk.copy_from_slice(&z.to_le_bytes()[..chunk.len()]);
        }
    }
}

struct Options {
    targets: Vec<&'static str>,
    seconds: f64,
    seed: u64,
    backend: String,
}

fn options() -> Result<Options, String> {
    let mut options = Options {
        targets: vec!["draw", "recording", "text", "textures"],
        seconds: 60.0,
        seed: 1,
        backend: "noop".to_owned(),
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or(format!("{arg} needs a value"));
        match arg.as_str() {
            "--target" => {
                options.targets = match value()?.as_str() {
                    "draw" => vec!["draw"],
                    "recording" => vec!["recording"],
                    "text" => vec!["text"],
                    "textures" => vec!["textures"],
                    "all" => vec!["draw", "recording", "text", "textures"],
                    other => return Err(format!("unknown target `{other}`")),
                }
            }
            "--seconds" => {
                options.seconds = value()?.parse().map_err(|_| "--seconds takes a number")?
            }
            "--seed" => options.seed = value()?.parse().map_err(|_| "--seed takes a number")?,
            "--backend" => options.backend = value()?,
            other => return Err(format!("unknown argument `{other}`")),
        }
    }
    Ok(options)
}

fn gpu(backend: &str) -> Result<imgui_webgpu_testing::headless::HeadlessGpu, String> {
    if backend == "noop" {
        // SAFETY: set before any thread that reads the environment is started.
        unsafe { std::env::set_var("WGPU_BACKEND", "noop") };
    }
    imgui_webgpu_testing::headless::HeadlessGpu::new().map_err(|error| format!("{error}"))
}

/// Counts `device`'s uncaptured wgpu errors (and prints each): every target checks the count
/// did not move.
fn uncaptured_errors(device: &wgpu::Device) -> Arc<AtomicUsize> {
    let uncaptured = Arc::new(AtomicUsize::new(0));
    let counter = Arc::clone(&uncaptured);
    device.on_uncaptured_error(Arc::new(move |error| {
        counter.fetch_add(1, Ordering::SeqCst);
        eprintln!("uncaptured wgpu error: {error}");
    }));
    uncaptured
}

fn main() {
    let options = match options() {
        Ok(options) => options,
        Err(error) => {
            eprintln!("imgui-webgpu-fuzz: {error}");
            std::process::exit(2);
        }
    };
    let gpu = match gpu(&options.backend) {
        Ok(gpu) => gpu,
        Err(error) => {
            eprintln!("imgui-webgpu-fuzz: no adapter: {error}");
            std::process::exit(2);
        }
    };
    println!("fuzzing on {}", gpu.describe());
    // One handler for the device: a second `on_uncaptured_error` would replace the first.
    let uncaptured = uncaptured_errors(&gpu.device);
    let mut textures = textures::TextureRig::new(
        imgui_webgpu_testing::headless::HeadlessGpu {
            instance: gpu.instance.clone(),
            adapter: gpu.adapter.clone(),
            device: gpu.device.clone(),
            queue: gpu.queue.clone(),
        },
        Arc::clone(&uncaptured),
    );
    let mut rig = draw::DrawRig::new(gpu, uncaptured);
    let share = Duration::from_secs_f64(options.seconds / options.targets.len() as f64);
    let mut failed = false;
    let mut total = 0u64;
    for (index, target) in options.targets.iter().enumerate() {
        let seed = options.seed.wrapping_add(index as u64 * 0x1000_0000);
        let mut bytes = Bytes(seed);
        let mut buffer = vec![0u8; 4096];
        let (mut executions, mut parsed) = (0u64, 0u64);
        let started = Instant::now();
        let draws_before = rig.executions;
        let (requests_before, accepted_before) = (textures.requests, textures.accepted);
        while started.elapsed() < share {
            bytes.fill(&mut buffer);
            let mut input = Unstructured::new(&buffer);
            let result = match *target {
                "draw" if executions % 16 == 15 => rig.run_live(&mut input),
                "draw" => rig.run_frame(&mut input),
                "recording" => {
                    recording::run(&mut input, &mut rig).map(|ok| parsed += u64::from(ok))
                }
                "textures" => textures.run(&mut input),
                _ => text::run(&mut input).map(|ok| parsed += u64::from(ok)),
            };
            executions += 1;
            if let Err(failure) = result {
                eprintln!("FAILURE in {target} (seed {seed}, execution {executions}):\n{failure}");
                failed = true;
                break;
            }
        }
        let seconds = started.elapsed().as_secs_f64();
        let renders = rig.executions - draws_before;
        let detail = match *target {
            "draw" => format!(", {renders} renders checked against the model"),
            "textures" => format!(
                ", {} texture requests checked against the model ({} carried out, the rest \
                 refused)",
                textures.requests - requests_before,
                textures.accepted - accepted_before
            ),
            _ => format!(", {parsed} inputs parsed"),
        };
        println!(
            "{target:>9}: {executions} executions in {seconds:.1} s ({:.0}/s){detail}",
            executions as f64 / seconds,
        );
        total += executions;
    }
    println!("total: {total} executions");
    if failed {
        std::process::exit(1);
    }
}
