//! `cargo xtask soak [--frames N] [--backend noop|default]`: a long, realistic churn, and a
//! check that nothing grows.
//!
//! Every frame: a frame texture from a view the app drops at once, draw data whose size
//! varies tenfold, two `render` calls. Every 10th frame a texture is registered and the
//! previous one unregistered; every 1,000th the font atlas is reloaded; every 5,000th the
//! device is lost (`Device::destroy`) and the renderer recovers onto a new one. It prints
//! frames per second, the maximum of each live count (wgpu hub, hal, `Renderer::stats`) in
//! the first and the second half, RSS drift, and the counts after drop. A count whose
//! second-half maximum exceeds the first half's, RSS drift past a bound, or counts not back
//! at the baseline after drop fail the run.

use std::time::Instant;

use imgui_webgpu::{RenderError, RenderTarget, Renderer, RendererConfig, SamplerOptions};
use imgui_webgpu_testing::headless::{HeadlessGpu, HeadlessTarget};

const FORMAT: wgpu::TextureFormat = wgpu::TextureFormat::Rgba8Unorm;
const SIZE: [u32; 2] = [256, 256];
/// RSS may drift by this much between the ends of the two halves (allocator noise).
const RSS_DRIFT_BOUND: i64 = 8 * 1024 * 1024;

/// Live counts sampled during the run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Counts {
    hub_buffers: usize,
    hub_bind_groups: usize,
    hub_textures: usize,
    hub_views: usize,
    hub_samplers: usize,
    hal_buffers: isize,
    hal_bind_groups: isize,
    hal_views: isize,
    hal_buffer_memory: isize,
    hal_texture_memory: isize,
    renderer_buffers: usize,
    renderer_bind_groups: usize,
    renderer_bytes: u64,
}

const NAMES: [&str; 13] = [
    "hub buffers",
    "hub bind groups",
    "hub textures",
    "hub views",
    "hub samplers",
    "hal buffers",
    "hal bind groups",
    "hal views",
    "hal buffer memory",
    "hal texture memory",
    "renderer buffers",
    "renderer bind groups",
    "renderer buffer bytes",
];

impl Counts {
    fn read(instance: &wgpu::Instance, device: &wgpu::Device, renderer: Option<&Renderer>) -> Self {
        let hub = instance.generate_report().map(|report| report.hub);
        let hal = device.get_internal_counters().hal;
        let stats = renderer.map(Renderer::stats).unwrap_or_default();
        let hub_count =
            |pick: fn(&wgpu_core_report::HubReport) -> usize| hub.as_ref().map_or(0, pick);
        Self {
            hub_buffers: hub_count(|hub| hub.buffers.num_allocated),
            hub_bind_groups: hub_count(|hub| hub.bind_groups.num_allocated),
            hub_textures: hub_count(|hub| hub.textures.num_allocated),
            hub_views: hub_count(|hub| hub.texture_views.num_allocated),
            hub_samplers: hub_count(|hub| hub.samplers.num_allocated),
            hal_buffers: hal.buffers.read(),
            hal_bind_groups: hal.bind_groups.read(),
            hal_views: hal.texture_views.read(),
            hal_buffer_memory: hal.buffer_memory.read(),
            hal_texture_memory: hal.texture_memory.read(),
            renderer_buffers: stats.buffers,
            renderer_bind_groups: 1 // the font atlas's
                + stats.persistent_bind_groups
                + stats.frame_bind_groups
                + stats.uniform_bind_groups,
            renderer_bytes: stats.buffer_capacity_bytes,
        }
    }

    fn values(&self) -> [i64; 13] {
        [
            self.hub_buffers as i64,
            self.hub_bind_groups as i64,
            self.hub_textures as i64,
            self.hub_views as i64,
            self.hub_samplers as i64,
            self.hal_buffers as i64,
            self.hal_bind_groups as i64,
            self.hal_views as i64,
            self.hal_buffer_memory as i64,
            self.hal_texture_memory as i64,
            self.renderer_buffers as i64,
            self.renderer_bind_groups as i64,
            self.renderer_bytes as i64,
        ]
    }
}

mod wgpu_core_report {
    pub use wgpu::wgc::hub::HubReport;
}

/// Resident set size in bytes (Linux), 0 where unknown.
fn rss() -> i64 {
    std::fs::read_to_string("/proc/self/statm")
        .ok()
        .and_then(|statm| statm.split_whitespace().nth(1)?.parse::<i64>().ok())
        .map_or(0, |pages| pages * 4096)
}

struct Options {
    frames: u64,
    backend: String,
}

fn options() -> Result<Options, String> {
    let mut options = Options {
        frames: 100_000,
        backend: "noop".to_owned(),
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or(format!("{arg} needs a value"));
        match arg.as_str() {
            "--frames" => {
                options.frames = value()?.parse().map_err(|_| "--frames takes a number")?
            }
            "--backend" => options.backend = value()?,
            other => return Err(format!("unknown argument `{other}`")),
        }
    }
    Ok(options)
}

/// A sampleable `size` x `size` texture (never uploaded to: the soak counts objects).
fn texture(device: &wgpu::Device, size: u32) -> wgpu::Texture {
    let mut desc = imgui_webgpu_test_support::textures::small_texture_desc(FORMAT);
    desc.label = Some("soak texture");
    desc.size.width = size;
    desc.size.height = size;
    desc.usage = wgpu::TextureUsages::TEXTURE_BINDING;
    device.create_texture(&desc)
}

fn main() {
    let options = match options() {
        Ok(options) => options,
        Err(error) => {
            eprintln!("imgui-webgpu-soak: {error}");
            std::process::exit(2);
        }
    };
    if options.backend == "noop" {
        // SAFETY: set before any other thread exists.
        unsafe { std::env::set_var("WGPU_BACKEND", "noop") };
    }
    let gpu = match HeadlessGpu::new() {
        Ok(gpu) => gpu,
        Err(error) => {
            eprintln!("imgui-webgpu-soak: no adapter: {error}");
            std::process::exit(2);
        }
    };
    println!("soak: {} frames on {}", options.frames, gpu.describe());
    match soak(gpu, options.frames) {
        Ok(()) => println!("soak: passed"),
        Err(failure) => {
            eprintln!("soak: FAILED: {failure}");
            std::process::exit(1);
        }
    }
}

fn soak(gpu: HeadlessGpu, frames: u64) -> Result<(), String> {
    let HeadlessGpu {
        instance,
        adapter,
        mut device,
        mut queue,
    } = gpu;
    let baseline = Counts::read(&instance, &device, None);
    let mut device_baseline = baseline;
    let mut imgui = imgui::Context::create();
    imgui.set_ini_filename(None);
    imgui.io_mut().display_size = [SIZE[0] as f32, SIZE[1] as f32];
    imgui.io_mut().delta_time = 1.0 / 60.0;
    let config = RendererConfig::new(FORMAT);
    let mut renderer = Renderer::new(&device, &queue, &mut imgui, config)
        .map_err(|error| format!("renderer: {error}"))?;
    let mut target = HeadlessTarget::new(&device, RenderTarget::new(SIZE, FORMAT))
        .map_err(|error| format!("target: {error}"))?;
    let mut registered: Option<(imgui::TextureId, wgpu::Texture)> = None;
    let (mut first_half, mut second_half) =
        (Counts::default().values(), Counts::default().values());
    let mut rss_at_half = 0;
    let mut losses = 0;
    let started = Instant::now();
    for frame in 0..frames {
        if frame % 5_000 == 4_999 {
            // A device loss mid-run: every call says so, then the renderer moves on.
            device.destroy();
            // wgpu loses a destroyed device once its queue has drained.
            let _ = device.poll(wgpu::PollType::wait_indefinitely());
            let mut encoder = device.create_command_encoder(&Default::default());
            let draw_data = {
                imgui.new_frame();
                imgui.render()
            };
            let lost = target.encode_pass(&mut encoder, wgpu::Color::BLACK, |pass| {
                renderer.render(draw_data, pass, SIZE)
            });
            if !matches!(lost, Err(RenderError::DeviceLost(_))) {
                return Err(format!("frame {frame}: a lost device rendered: {lost:?}"));
            }
            drop(encoder);
            let (new_device, new_queue) =
                pollster::block_on(adapter.request_device(&Default::default()))
                    .map_err(|error| format!("a new device: {error}"))?;
            (device, queue) = (new_device, new_queue);
            // wgpu's own objects on the new device (hal counts are per device).
            device_baseline = Counts::read(&instance, &device, None);
            renderer
                .recover(&device, &queue, &mut imgui)
                .map_err(|error| format!("recover: {error}"))?;
            target = HeadlessTarget::new(&device, RenderTarget::new(SIZE, FORMAT))
                .map_err(|error| format!("target: {error}"))?;
            if let Some((id, old)) = registered.take() {
                let fresh = texture(&device, 8);
                renderer
                    .replace_texture(id, &fresh.create_view(&Default::default()))
                    .map_err(|error| format!("replace_texture: {error}"))?;
                drop(old);
                registered = Some((id, fresh));
            }
            losses += 1;
        }
        renderer.new_frame();
        if frame % 10 == 0 {
            let new = texture(&device, 8);
            let id = renderer
                .register_texture(
                    &new.create_view(&Default::default()),
                    SamplerOptions::NEAREST,
                )
                .map_err(|error| format!("register: {error}"))?;
            if let Some((old, _)) = registered.replace((id, new)) {
                renderer
                    .unregister_texture(old)
                    .map_err(|error| format!("unregister: {error}"))?;
            }
        }
        if frame % 1_000 == 999 {
            renderer
                .reload_font_atlas(&mut imgui)
                .map_err(|error| format!("reload: {error}"))?;
        }
        // A view the app drops right after the frame.
        let scene = texture(&device, 16);
        let scene_view = scene.create_view(&Default::default());
        let scene_id = renderer
            .frame_texture(&scene_view)
            .map_err(|error| format!("frame_texture: {error}"))?;
        let lines = 10 + (frame % 10) as usize * 10;
        let image = registered.as_ref().map(|(id, _)| *id);
        let ui = imgui.new_frame();
        ui.window("soak")
            .position([0.0, 0.0], imgui::Condition::Always)
            .size([256.0, 256.0], imgui::Condition::Always)
            .build(|| {
                imgui::Image::new(scene_id, [32.0, 32.0]).build(ui);
                if let Some(image) = image {
                    imgui::Image::new(image, [16.0, 16.0]).build(ui);
                }
                for line in 0..lines {
                    ui.text(format!("line {line} of frame {frame}"));
                }
            });
        let draw_data = imgui.render();
        let mut encoder = device.create_command_encoder(&Default::default());
        for _ in 0..2 {
            let report = target
                .encode_pass(&mut encoder, wgpu::Color::BLACK, |pass| {
                    renderer.render(draw_data, pass, SIZE)
                })
                .map_err(|error| format!("frame {frame}: {error}"))?;
            if !report.skipped.is_empty() {
                return Err(format!("frame {frame}: skipped {:?}", report.skipped));
            }
        }
        queue.submit([encoder.finish()]);
        drop((scene_view, scene));
        if frame % 10 == 0 {
            let _ = device.poll(wgpu::PollType::wait_indefinitely());
            let counts = Counts::read(&instance, &device, Some(&renderer)).values();
            let half = if frame < frames / 2 {
                &mut first_half
            } else {
                &mut second_half
            };
            for (max, value) in half.iter_mut().zip(counts) {
                *max = (*max).max(value);
            }
        }
        if frame + 1 == frames / 2 {
            rss_at_half = rss();
        }
    }
    let seconds = started.elapsed().as_secs_f64();
    let rss_at_end = rss();
    println!(
        "soak: {frames} frames in {seconds:.1} s: {:.0} frames/s, 2 renders each, {losses} device \
         losses recovered",
        frames as f64 / seconds
    );
    println!(
        "soak: {:<22} {:>14} {:>14}",
        "maximum", "first half", "second half"
    );
    let mut failures = Vec::new();
    for ((name, first), second) in NAMES.iter().zip(first_half).zip(second_half) {
        println!("soak: {name:<22} {first:>14} {second:>14}");
        if second > first {
            failures.push(format!("{name} grew from {first} to {second}"));
        }
    }
    let drift = rss_at_end - rss_at_half;
    println!(
        "soak: RSS {:.1} MiB at half time, {:.1} MiB at the end (drift {:+.2} MiB)",
        rss_at_half as f64 / 1048576.0,
        rss_at_end as f64 / 1048576.0,
        drift as f64 / 1048576.0
    );
    if drift > RSS_DRIFT_BOUND {
        failures.push(format!("RSS drifted by {drift} bytes"));
    }
    drop(registered);
    drop(renderer);
    drop(target);
    let _ = device.poll(wgpu::PollType::wait_indefinitely());
    let after = Counts::read(&instance, &device, None);
    println!("soak: after drop: {after:?}");
    let (baseline, device_baseline, after) =
        (baseline.values(), device_baseline.values(), after.values());
    // Hub counts return to the instance's baseline exactly; hal counts (objects and memory,
    // per device) to at most what wgpu itself held on the device in use before the renderer
    // touched it (wgpu frees a staging buffer of its own in between).
    for (index, name) in NAMES.iter().enumerate().take(10) {
        let expected = if index < 5 {
            baseline[index]
        } else {
            device_baseline[index]
        };
        let back = if index < 5 {
            after[index] == expected
        } else {
            after[index] <= expected
        };
        if !back {
            failures.push(format!(
                "{name}: {} after drop, {expected} expected",
                after[index]
            ));
        }
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(failures.join("; "))
    }
}
