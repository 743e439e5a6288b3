//! Scaling: `render()` and the floor against vertex count (1k to 1M) and against draw-command
//! count (10 to 20k), on synthetic draw data, with a line fitted to each. `render()` is
//! measured twice per frame: with reuse off (the full upload, which the fits describe) and
//! with reuse on, where the unchanged frame is compared and drawn in place.
//!
//! The vertex sweep is one list of quads, split into commands of at most 64k vertices with a
//! vertex offset each (as imgui splits big meshes). The command sweep is one quad per command,
//! every command with its own clip rect and the next of 8 textures: the worst case for state
//! changes, on both sides alike.

use imgui_webgpu::source::DrawElements;
use std::time::Instant;

use imgui_webgpu_testing::snapshot::{DrawSnapshot, SnapshotCommand, SnapshotList};

use crate::gpu::BenchGpu;
use crate::scenes::floor::Floor;
use crate::scenes::target::{SceneTarget, scene_target};
use crate::scenes::{DISPLAY_SIZE, TARGET_FORMAT};
use crate::stats::{LinearFit, Summary};

/// Vertex counts of the vertex sweep.
const VERTEX_COUNTS: [u64; 7] = [1_000, 3_000, 10_000, 30_000, 100_000, 300_000, 1_000_000];
/// Command counts of the command sweep.
const COMMAND_COUNTS: [u64; 8] = [10, 30, 100, 300, 1_000, 3_000, 10_000, 20_000];
/// Textures the command sweep cycles through.
const TEXTURES: usize = 8;
/// Quads per command in the vertex sweep (64k vertices).
const QUADS_PER_COMMAND: u64 = 16_384;

/// One point of a sweep: medians in microseconds.
#[derive(Clone, Debug, serde::Serialize)]
pub struct Point {
    pub size: u64,
    /// `render()` with reuse off: every byte written.
    pub render_us: Summary,
    pub floor_us: Summary,
    /// `render()` with reuse on: the same frame as last time, compared and reused.
    pub reuse_us: Summary,
}

/// One sweep, with its fitted lines.
#[derive(Clone, Debug, serde::Serialize)]
pub struct Sweep {
    /// "vertices" or "draw commands".
    pub unit: &'static str,
    pub points: Vec<Point>,
    /// Fit of median time (µs) against size, over all points.
    pub render_fit: LinearFit,
    pub floor_fit: LinearFit,
    /// Fit of the renderer's own cost (median `render()` minus median floor, µs) against
    /// size: its slope is what the renderer adds per unit on top of wgpu.
    pub overhead_fit: LinearFit,
    /// Slope (ns per unit) fitted over the smaller and the larger half of the sizes: close
    /// to each other when the cost grows linearly.
    pub render_slope_small_ns: f64,
    pub render_slope_large_ns: f64,
    pub floor_slope_small_ns: f64,
    pub floor_slope_large_ns: f64,
}

/// `quads` small quads tiling the screen; command `c` covers quads `starts[c]..starts[c+1]`.
fn quads(quads: u64, per_command: u64, texture: impl Fn(u64) -> imgui::TextureId) -> DrawSnapshot {
    let [width, height] = DISPLAY_SIZE.map(|side| side as f32);
    let columns = (quads as f32).sqrt().ceil().max(1.0) as u64;
    let cell = [width / columns as f32, height / columns as f32];
    let mut vertices = Vec::with_capacity(quads as usize * 4);
    let mut indices = Vec::with_capacity(quads as usize * 6);
    let mut commands = Vec::new();
    for quad in 0..quads {
        let x = (quad % columns) as f32 * cell[0];
        let y = (quad / columns) as f32 * cell[1];
        let col = [(quad % 251) as u8, (quad % 241) as u8, 128, 255];
        for (dx, dy) in [(0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0)] {
            vertices.push(imgui_webgpu::source::DrawVert {
                pos: [x + dx * cell[0], y + dy * cell[1]],
                uv: [dx, dy],
                col,
            });
        }
        // Indices are relative to the 64k-vertex chunk the quad's command starts at.
        let base = ((quad % QUADS_PER_COMMAND) * 4) as imgui_webgpu::source::DrawIdx;
        indices.extend([0, 1, 2, 0, 2, 3].map(|i| base + i));
        if quad % per_command == 0 {
            let count = per_command.min(quads - quad);
            let clip_rect = if per_command == 1 {
                [x, y, x + cell[0], y + cell[1]]
            } else {
                [0.0, 0.0, width, height]
            };
            commands.push(SnapshotCommand::Elements(DrawElements {
                count: (count * 6) as usize,
                clip_rect,
                texture_id: texture(quad / per_command).into(),
                vtx_offset: ((quad / QUADS_PER_COMMAND) * QUADS_PER_COMMAND * 4) as usize,
                idx_offset: (quad * 6) as usize,
            }));
        }
    }
    DrawSnapshot {
        display_pos: [0.0, 0.0],
        display_size: DISPLAY_SIZE.map(|side| side as f32),
        framebuffer_scale: [1.0, 1.0],
        lists: vec![SnapshotList {
            vertices,
            indices,
            commands,
        }],
    }
}

/// Runs both sweeps on `gpu`, `frames` measured frames per point.
pub fn run(gpu: &BenchGpu, warmup: usize, frames: usize) -> Vec<Sweep> {
    let mut imgui = imgui::Context::create();
    imgui.set_ini_filename(None);
    let mut renderer = imgui_webgpu::Renderer::new(
        &gpu.device,
        &gpu.queue,
        &mut imgui,
        imgui_webgpu::RendererConfig::new(TARGET_FORMAT),
    )
    .expect("valid configuration");
    let mut floor = Floor::new(
        &gpu.device,
        &gpu.queue,
        TARGET_FORMAT,
        renderer.uses_base_vertex(),
    );
    let mut ids = Vec::new();
    for index in 0..TEXTURES {
        let texture = gpu.device.create_texture(&wgpu::TextureDescriptor {
            label: Some("scaling texture"),
            size: wgpu::Extent3d {
                width: 4,
                height: 4,
                depth_or_array_layers: 1,
            },
            mip_level_count: 1,
            sample_count: 1,
            dimension: wgpu::TextureDimension::D2,
            format: wgpu::TextureFormat::Rgba8UnormSrgb,
            usage: wgpu::TextureUsages::TEXTURE_BINDING | wgpu::TextureUsages::COPY_DST,
            view_formats: &[],
        });
        gpu.queue.write_texture(
            texture.as_image_copy(),
            &[index as u8 * 30; 64],
            wgpu::TexelCopyBufferLayout {
                offset: 0,
                bytes_per_row: Some(16),
                rows_per_image: None,
            },
            texture.size(),
        );
        let view = texture.create_view(&Default::default());
        let id = renderer
            .register_texture(&view, imgui_webgpu::SamplerOptions::LINEAR)
            .expect("valid texture");
        floor.add_texture(id, &view);
        ids.push(id);
    }
    let target = scene_target(&gpu.device);
    let vertex_points = VERTEX_COUNTS
        .iter()
        .map(|&vertices| {
            let frame = quads(vertices / 4, QUADS_PER_COMMAND, |_| ids[0]);
            measure(
                gpu,
                &mut renderer,
                &mut floor,
                &target,
                &frame,
                vertices,
                warmup,
                frames,
            )
        })
        .collect();
    let command_points = COMMAND_COUNTS
        .iter()
        .map(|&commands| {
            let frame = quads(commands, 1, |command| ids[command as usize % TEXTURES]);
            measure(
                gpu,
                &mut renderer,
                &mut floor,
                &target,
                &frame,
                commands,
                warmup,
                frames,
            )
        })
        .collect();
    vec![
        sweep("vertices", vertex_points),
        sweep("draw commands", command_points),
    ]
}

/// Times `render()` and the floor's upload and recording of `frame`, interleaved.
#[allow(clippy::too_many_arguments)]
fn measure(
    gpu: &BenchGpu,
    renderer: &mut imgui_webgpu::Renderer,
    floor: &mut Floor,
    target: &SceneTarget,
    frame: &DrawSnapshot,
    size: u64,
    warmup: usize,
    frames: usize,
) -> Point {
    floor.plan(frame, &[] as &[imgui::TextureId], DISPLAY_SIZE);
    let mut render_us = Vec::with_capacity(frames);
    let mut floor_us = Vec::with_capacity(frames);
    let mut reuse_us = Vec::with_capacity(frames);
    for index in 0..warmup + frames {
        renderer.new_frame();
        let mut encoder = gpu.device.create_command_encoder(&Default::default());
        let mut floor_encoder = gpu.device.create_command_encoder(&Default::default());
        let mut time_renderer = |reuse: bool| {
            renderer.set_list_reuse(reuse);
            let mut pass = target.begin_pass(&mut encoder, wgpu::Color::BLACK, None);
            let start = Instant::now();
            let report = renderer.render(frame, &mut pass, DISPLAY_SIZE);
            let took = start.elapsed().as_nanos() as f64 / 1000.0;
            assert!(report.is_ok_and(|report| report.is_clean()));
            took
        };
        let mut time_floor = || {
            let mut pass = target.begin_pass(&mut floor_encoder, wgpu::Color::BLACK, None);
            let start = Instant::now();
            floor.upload(frame);
            floor.record(&mut pass);
            start.elapsed().as_nanos() as f64 / 1000.0
        };
        let reuse = time_renderer(true);
        let (render, floor_time) = if index.is_multiple_of(2) {
            let render = time_renderer(false);
            (render, time_floor())
        } else {
            let floor_time = time_floor();
            (time_renderer(false), floor_time)
        };
        drop(floor_encoder);
        gpu.queue.submit([encoder.finish()]);
        gpu.wait();
        if index >= warmup {
            render_us.push(render);
            floor_us.push(floor_time);
            reuse_us.push(reuse);
        }
    }
    renderer.set_list_reuse(true);
    Point {
        size,
        render_us: Summary::of(&render_us),
        floor_us: Summary::of(&floor_us),
        reuse_us: Summary::of(&reuse_us),
    }
}

/// Fits lines to a sweep's medians.
fn sweep(unit: &'static str, points: Vec<Point>) -> Sweep {
    let line = |value: fn(&Point) -> f64, range: &[Point]| {
        LinearFit::of(
            &range
                .iter()
                .map(|point| (point.size as f64, value(point)))
                .collect::<Vec<_>>(),
        )
    };
    let half = points.len() / 2;
    let (small, large) = (&points[..=half], &points[half..]);
    let render = |point: &Point| point.render_us.median;
    let floor = |point: &Point| point.floor_us.median;
    Sweep {
        unit,
        render_fit: line(render, &points),
        floor_fit: line(floor, &points),
        overhead_fit: line(
            |point| point.render_us.median - point.floor_us.median,
            &points,
        ),
        render_slope_small_ns: line(render, small).slope * 1000.0,
        render_slope_large_ns: line(render, large).slope * 1000.0,
        floor_slope_small_ns: line(floor, small).slope * 1000.0,
        floor_slope_large_ns: line(floor, large).slope * 1000.0,
        points,
    }
}
