//! What the benchmark prints, and the JSON it writes: every figure, so results taken on
//! another machine can be brought back whole.

use std::fmt::Write as _;
use std::path::Path;

use crate::measure::SceneResult;
use crate::scaling::Sweep;

/// One device's scene results.
#[derive(Debug, serde::Serialize)]
pub struct DeviceRun {
    /// The adapter, as wgpu names it.
    pub device: String,
    /// Short label ("noop", "vulkan", "gl").
    pub label: String,
    pub scenes: Vec<SceneResult>,
}

/// The scaling sweeps and the device they ran on.
#[derive(Debug, serde::Serialize)]
pub struct ScalingRun {
    pub device: String,
    pub sweeps: Vec<Sweep>,
}

/// Everything one run measured.
#[derive(Debug, serde::Serialize)]
pub struct Results {
    /// CPU model and core count of the machine.
    pub machine: String,
    pub runs: Vec<DeviceRun>,
    pub scaling: Option<ScalingRun>,
}

/// The machine's CPU model and core count (Linux; "unknown CPU" elsewhere).
pub fn machine() -> String {
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

/// The scene table of one device.
pub fn scene_table(run: &DeviceRun) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "\ndevice: {}", run.device);
    let _ = writeln!(
        out,
        "{:<9} {:>7} {:>7} {:>5} {:>5} {:>8} | {:>15} {:>15} {:>5} | {:>15} {:>15} {:>5} | {:>9} {:>7} {:>13}",
        "",
        "verts",
        "indices",
        "draws",
        "binds",
        "bytes",
        "render() µs",
        "floor draw µs",
        "ratio",
        "renderer µs",
        "floor µs",
        "ratio",
        "allocs",
        "objects",
        "GPU pass µs",
    );
    let _ = writeln!(
        out,
        "{:<9} {:>7} {:>7} {:>5} {:>5} {:>8} | {:>15} {:>15} {:>5} | {:>15} {:>15} {:>5} | {:>9} {:>7} {:>13}",
        "",
        "",
        "",
        "",
        "",
        "",
        "median / p95",
        "median / p95",
        "",
        "median / p95",
        "median / p95",
        "",
        "crate/fl",
        "created",
        "median / p95",
    );
    for scene in &run.scenes {
        let gpu = scene.gpu_pass_us.map_or_else(
            || "-".to_owned(),
            |gpu| format!("{:.0} / {:.0}", gpu.median, gpu.p95),
        );
        let _ = writeln!(
            out,
            "{:<9} {:>7} {:>7} {:>5} {:>5} {:>8} | {:>15} {:>15} {:>5.2} | {:>15} {:>15} {:>5.2} | {:>9} {:>7} {:>13}",
            scene.scene,
            scene.vertices,
            scene.indices,
            scene.draws,
            scene.texture_binds,
            scene.bytes_uploaded,
            format!("{:.1} / {:.1}", scene.render_us.median, scene.render_us.p95),
            format!(
                "{:.1} / {:.1}",
                scene.floor_draw_us.median, scene.floor_draw_us.p95
            ),
            scene.render_ratio,
            format!(
                "{:.1} / {:.1}",
                scene.renderer_us.median, scene.renderer_us.p95
            ),
            format!("{:.1} / {:.1}", scene.floor_us.median, scene.floor_us.p95),
            scene.renderer_ratio,
            format!(
                "{}/{}",
                scene.renderer_allocations_median, scene.floor_allocations_median
            ),
            scene.objects_created.total(),
            gpu,
        );
    }
    let _ = writeln!(
        out,
        "render(): the renderer's render call; floor draw: the raw-wgpu upload and recording of \
         the same frame.\nrenderer: new_frame + frame_texture (S3) + render; floor: with S3's \
         per-frame bind groups. allocs: heap allocations per frame (median).\nobjects created: \
         wgpu objects alive after render() minus after new_frame, most in one frame."
    );
    out
}

/// The reuse table of one device: what was written, `render()` and whole frames against
/// the full upload (reuse off) and the floor, all measured in the same run.
pub fn reuse_table(run: &DeviceRun) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "\nreuse on {} (medians, µs):\n{:<9} {:>9} {:>9} {:>7} | {:>9} {:>9} {:>9} {:>6} {:>6} | {:>9} {:>9} {:>9} {:>6} {:>6}",
        run.label,
        "",
        "written",
        "full",
        "lists",
        "render()",
        "full upl",
        "floor",
        "/floor",
        "/full",
        "frame",
        "full upl",
        "floor",
        "/floor",
        "/full",
    );
    for scene in &run.scenes {
        let _ = writeln!(
            out,
            "{:<9} {:>9} {:>9} {:>7} | {:>9.1} {:>9.1} {:>9.1} {:>6.2} {:>6.2} | {:>9.1} {:>9.1} {:>9.1} {:>6.2} {:>6.2}",
            scene.scene,
            scene.bytes_uploaded,
            scene.full_bytes_uploaded,
            format!(
                "{}/{}",
                scene.lists_reused,
                scene.lists_reused + scene.lists_written
            ),
            scene.render_us.median,
            scene.full_render_us.median,
            scene.floor_draw_us.median,
            scene.render_ratio,
            scene.full_ratio,
            scene.frame_us.median,
            scene.full_frame_us.median,
            scene.floor_frame_us.median,
            scene.frame_ratio,
            scene.frame_full_ratio,
        );
    }
    let _ = writeln!(
        out,
        "written: bytes the renderer wrote in its last frame; full: bytes with reuse off; \
         lists: reused/all.\nframe: command encoder, pass, the side's work, submit and a wait \
         for the GPU, each side on its own."
    );
    out
}

/// The scaling table.
pub fn scaling_table(run: &ScalingRun) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "\nscaling on {} (median µs per frame)", run.device);
    for sweep in &run.sweeps {
        let _ = writeln!(
            out,
            "{:>12} {:>12} {:>12} {:>6} {:>12} {:>6}",
            sweep.unit, "render()", "floor", "ratio", "reused", "ratio"
        );
        for point in &sweep.points {
            let _ = writeln!(
                out,
                "{:>12} {:>12.1} {:>12.1} {:>6.2} {:>12.1} {:>6.2}",
                point.size,
                point.render_us.median,
                point.floor_us.median,
                point.render_us.median / point.floor_us.median,
                point.reuse_us.median,
                point.reuse_us.median / point.floor_us.median,
            );
        }
        let _ = writeln!(
            out,
            "  slope: render() {:.2} ns per {} (R² {:.4}; {:.2} small half, {:.2} large half), \
             floor {:.2} ns (R² {:.4}; {:.2}, {:.2})",
            sweep.render_fit.slope * 1000.0,
            sweep.unit.trim_end_matches('s'),
            sweep.render_fit.r_squared,
            sweep.render_slope_small_ns,
            sweep.render_slope_large_ns,
            sweep.floor_fit.slope * 1000.0,
            sweep.floor_fit.r_squared,
            sweep.floor_slope_small_ns,
            sweep.floor_slope_large_ns,
        );
        let _ = writeln!(
            out,
            "  the renderer's own cost (render() - floor): {:.2} ns per {} (R² {:.4})",
            sweep.overhead_fit.slope * 1000.0,
            sweep.unit.trim_end_matches('s'),
            sweep.overhead_fit.r_squared,
        );
    }
    out
}

/// Writes `results` as pretty JSON.
pub fn write_json(path: &Path, results: &Results) -> Result<(), String> {
    if let Some(parent) = path
        .parent()
        .filter(|parent| !parent.as_os_str().is_empty())
    {
        std::fs::create_dir_all(parent).map_err(|error| error.to_string())?;
    }
    let json = serde_json::to_string_pretty(results).map_err(|error| error.to_string())?;
    std::fs::write(path, json).map_err(|error| format!("{}: {error}", path.display()))
}
