//! Leaks: 10,000 frames of texture churn, font reloads and draw data that varies 10x in size,
//! counting live wgpu objects the whole time.
//!
//! Every frame shows 3 frame textures made from newly created views (a render target that is
//! recreated on resize); every 10th frame registers a persistent texture and unregisters an
//! older one; every 100th frame reloads the font atlas; the number of shapes cycles between
//! 100 and 1,000, which makes the upload arena grow. The baseline is taken after one
//! warm-up cycle (a renderer created, run and dropped). While the long run goes, every live
//! count stays under a bound worked out from the lifetime contract; after the renderer is
//! dropped and the device polled with wait, every count is back at the baseline.
use imgui_webgpu_test_support as common;

use std::collections::VecDeque;

use common::counts::{HalCounts, HubCounts};
use imgui::{Condition, WindowFlags};
use imgui_webgpu::{RenderTarget, RendererConfig, SamplerOptions};
use imgui_webgpu_testing::headless::{HeadlessGpu, HeadlessTarget};

const SIZE: [u32; 2] = [128, 128];
const FRAMES: usize = 10_000;
/// One full cycle of every kind of churn (the font reload comes every 100 frames).
const WARM_UP_FRAMES: usize = 100;
const FRAME_TEXTURES: usize = 3;
/// Persistent textures alive at once: each registration past this unregisters the oldest.
const LIVE_PERSISTENT: usize = 4;
/// Counts are read every this many frames (prime to 10 and 100, so samples fall on every
/// phase of the churn).
const SAMPLE_EVERY: usize = 7;
/// Uniform slots (256 bytes each) of the arena's first uniform buffer: one `render` per
/// frame never needs more.
const ARENA_UNIFORM_SLOTS: usize = 4;

/// What the test holds across cycles: the GPU, the target, the sources of frame textures.
struct Fixture {
    gpu: HeadlessGpu,
    target: HeadlessTarget,
    sources: Vec<wgpu::Texture>,
}

/// What one cycle observed.
#[derive(Debug, Default)]
struct Cycle {
    /// Highest hub counts seen at the samples.
    max_hub: HubCounts,
    /// Highest hal counts seen at the samples.
    max_hal: HalCounts,
    /// Buffers the renderer reported creating (arena growth).
    buffers_created: usize,
    /// The largest frame, in vertices.
    max_vertices: u64,
    /// The smallest frame, in vertices.
    min_vertices: u64,
    samples: usize,
}

/// Objects a running renderer may hold beyond what it held right after `Renderer::new`
/// (pipeline objects, arena buffers, uniform and font bind groups), from the lifetime
/// contract: a bind group and a view per live persistent and frame texture, the persistent
/// textures the test holds, and the nearest sampler they use. Arena growth replaces buffers
/// and font reloads replace the atlas, so neither adds to the count.
fn texture_bound() -> HubCounts {
    HubCounts {
        // Plus the arena's uniform slots, one bind group each, made by the first upload.
        bind_groups: LIVE_PERSISTENT + FRAME_TEXTURES + ARENA_UNIFORM_SLOTS,
        // The arena's vertex, index and uniform buffers, made by the first upload.
        buffers: 3,
        textures: LIVE_PERSISTENT,
        texture_views: LIVE_PERSISTENT + FRAME_TEXTURES,
        samplers: 1,
    }
}

fn rgba_for(index: usize) -> [u8; 4] {
    [(index * 37 % 256) as u8, (index * 91 % 256) as u8, 128, 255]
}

/// Runs `frames` frames with a fresh renderer, then drops the renderer and every texture it
/// created. Every `SAMPLE_EVERY` frames, hub counts are checked against those right after
/// `Renderer::new` plus [`texture_bound`], and hal counts against `hal_bound` if given.
fn run_cycle(fixture: &Fixture, frames: usize, hal_bound: Option<HalCounts>) -> Cycle {
    let Fixture {
        gpu,
        target,
        sources,
    } = fixture;
    let mut imgui = common::imgui_context(SIZE.map(|v| v as f32));
    let mut renderer = common::renderer(
        gpu,
        &mut imgui,
        RendererConfig::for_shape(target.desc().shape),
    );
    let hub_bound = HubCounts::of(&gpu.instance).plus(&texture_bound());
    let mut persistent: VecDeque<(imgui::TextureId, wgpu::Texture)> = VecDeque::new();
    let mut registered = 0;
    let mut cycle = Cycle {
        min_vertices: u64::MAX,
        ..Cycle::default()
    };

    for frame in 0..frames {
        // A report counts only what its render made (the uniform slots, on the first
        // frame): the texture calls' bind groups show in `stats()`, checked below.
        let mut expected_bind_groups = 0;
        if frame % 100 == 99 {
            renderer.reload_font_atlas(&mut imgui).unwrap();
        }
        renderer.new_frame();
        if frame % 10 == 0 {
            let texture = common::textures::solid_texture(
                &gpu.device,
                &gpu.queue,
                wgpu::TextureFormat::Rgba8UnormSrgb,
                4,
                rgba_for(registered),
            );
            registered += 1;
            let id = renderer
                .register_texture(&common::textures::view(&texture), SamplerOptions::NEAREST)
                .unwrap();
            persistent.push_back((id, texture));
            if persistent.len() > LIVE_PERSISTENT {
                let (old_id, _old_texture) = persistent.pop_front().unwrap();
                renderer.unregister_texture(old_id).unwrap();
            }
        }

        // Views created this frame, as an app does for render targets it recreates.
        let views: Vec<wgpu::TextureView> = sources.iter().map(common::textures::view).collect();
        let frame_ids: Vec<imgui::TextureId> = views
            .iter()
            .map(|view| renderer.frame_texture(view).unwrap())
            .collect();
        // The same view again in the same frame: the same id, no new bind group.
        assert_eq!(renderer.frame_texture(&views[0]).unwrap(), frame_ids[0]);
        let stats = renderer.stats();
        assert_eq!(stats.frame_bind_groups, FRAME_TEXTURES, "frame {frame}");
        assert_eq!(
            stats.persistent_bind_groups,
            persistent.len(),
            "frame {frame}"
        );

        let shapes = 100 * (1 + frame % 10);
        let ui = imgui.new_frame();
        let background = ui.get_background_draw_list();
        for shape in 0..shapes {
            let x = (shape % 64) as f32 * 2.0;
            let y = (shape / 64) as f32 * 2.0;
            background
                .add_rect([x, y], [x + 1.0, y + 1.0], [0.5, 0.5, 0.5, 1.0])
                .filled(true)
                .build();
        }
        drop(background);
        ui.window("leaks")
            .position([8.0, 40.0], Condition::Always)
            .size([112.0, 80.0], Condition::Always)
            .flags(WindowFlags::NO_DECORATION)
            .build(|| {
                ui.text(format!("frame {frame}"));
                for id in &frame_ids {
                    imgui::Image::new(*id, [12.0, 12.0]).build(ui);
                    ui.same_line();
                }
                ui.new_line();
                for (id, _) in &persistent {
                    imgui::Image::new(*id, [8.0, 8.0]).build(ui);
                    ui.same_line();
                }
            });
        let draw_data = imgui.render();
        let report =
            common::render_clean(gpu, target, &mut renderer, draw_data, wgpu::Color::BLACK);
        assert!(report.is_clean(), "frame {frame}: {:?}", report.skipped);
        if frame == 0 {
            // The first upload also made the arena's uniform slots, one bind group each.
            expected_bind_groups += renderer.stats().uniform_bind_groups;
        }
        assert_eq!(
            report.bind_groups_created, expected_bind_groups,
            "frame {frame}: {report:?}"
        );
        assert_eq!(
            renderer.stats().frame_bind_groups,
            FRAME_TEXTURES,
            "frame {frame}: one bind group per frame texture"
        );
        cycle.buffers_created += report.buffers_created;
        cycle.max_vertices = cycle.max_vertices.max(report.vertices);
        cycle.min_vertices = cycle.min_vertices.min(report.vertices);
        drop(views);
        common::wait_idle(&gpu.device);

        if frame % SAMPLE_EVERY == 0 || frame + 1 == frames {
            let hub = HubCounts::of(&gpu.instance);
            let hal = HalCounts::of(&gpu.device);
            cycle.max_hub = cycle.max_hub.max(&hub);
            cycle.max_hal = cycle.max_hal.max(&hal);
            cycle.samples += 1;
            assert!(
                hub.within(&hub_bound),
                "frame {frame}: hub counts {hub} exceed {hub_bound}"
            );
            if let Some(hal_bound) = &hal_bound {
                assert!(
                    hal_within(&hal, hal_bound),
                    "frame {frame}: hal counts {hal:?} exceed {hal_bound:?}"
                );
            }
        }
    }
    for (id, _) in &persistent {
        renderer.unregister_texture(*id).unwrap();
    }
    cycle
}

fn hal_within(hal: &HalCounts, bound: &HalCounts) -> bool {
    hal.bind_groups <= bound.bind_groups
        && hal.buffers <= bound.buffers
        && hal.texture_views <= bound.texture_views
        && hal.samplers <= bound.samplers
        && hal.buffer_memory <= bound.buffer_memory
        && hal.texture_memory <= bound.texture_memory
}

#[test]
fn ten_thousand_frames_of_churn_leak_nothing() {
    let gpu = common::gpu();
    let target = HeadlessTarget::new(
        &gpu.device,
        RenderTarget::new(SIZE, wgpu::TextureFormat::Rgba8UnormSrgb),
    )
    .unwrap();
    let sources = (0..FRAME_TEXTURES)
        .map(|index| {
            common::textures::solid_texture(
                &gpu.device,
                &gpu.queue,
                wgpu::TextureFormat::Rgba8UnormSrgb,
                4,
                rgba_for(100 + index),
            )
        })
        .collect();
    let fixture = Fixture {
        gpu,
        target,
        sources,
    };
    let gpu = &fixture.gpu;
    common::wait_idle(&gpu.device);
    let before = HubCounts::of(&gpu.instance);

    let warm_up = run_cycle(&fixture, WARM_UP_FRAMES, None);
    common::wait_idle(&gpu.device);
    let baseline_hub = HubCounts::of(&gpu.instance);
    let baseline_hal = HalCounts::of(&gpu.device);
    assert_eq!(
        baseline_hub, before,
        "the warm-up cycle left objects behind"
    );
    // Without wgpu's `counters` feature every hal count reads zero, and the comparisons
    // below would pass whatever leaked. (GL's hal counts objects but not memory.)
    assert!(
        baseline_hal.buffers > 0
            && baseline_hal.bind_groups > 0
            && baseline_hal.texture_views > 0
            && warm_up.max_hal.bind_groups > baseline_hal.bind_groups
            && warm_up.max_hal.samplers > 0,
        "hal counters read {baseline_hal:?} (warm-up peak {:?}): is wgpu's `counters` feature on?",
        warm_up.max_hal
    );
    println!("warm-up: {warm_up:?}");
    println!("baseline: hub {baseline_hub}; hal {baseline_hal:?}");

    // Hal objects live as long as the GPU uses them; with a wait every frame that is the
    // frame's own work, so the warm-up cycle's peak (the same churn, fresh renderer) bounds
    // them. A leak of one object per cycle pushes 100 cycles far past it.
    let started = std::time::Instant::now();
    let run = run_cycle(&fixture, FRAMES, Some(warm_up.max_hal));
    let elapsed = started.elapsed();
    common::wait_idle(&gpu.device);
    let after_hub = HubCounts::of(&gpu.instance);
    let after_hal = HalCounts::of(&gpu.device);
    println!("run: {run:?} in {elapsed:?}");
    println!("after: hub {after_hub}; hal {after_hal:?}");

    assert_eq!(run.samples, FRAMES.div_ceil(SAMPLE_EVERY) + 1);
    assert!(
        run.buffers_created > 0,
        "the arena never grew, so growth was not tested"
    );
    assert!(
        run.max_vertices >= 8 * run.min_vertices,
        "draw data varied only {}..{} vertices",
        run.min_vertices,
        run.max_vertices
    );
    assert_eq!(
        after_hub, baseline_hub,
        "hub counts after the renderer is dropped"
    );
    assert_eq!(
        after_hal, baseline_hal,
        "hal counts after the renderer is dropped"
    );
}
