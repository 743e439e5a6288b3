//! The geometry store's sizing over frames: a frame that outgrows it mid-frame is fitted in
//! one buffer from the next frame on, and buffers and uniform slots shrink again after a
//! runaway frame, with hysteresis.
use imgui_webgpu_test_support as common;

use common::Fixture;
use common::owned_frame::{ListBuilder, OwnedFrame};
use imgui_webgpu::{RenderReport, RendererConfig};

const SIZE: [u32; 2] = [64, 64];
/// Frames in a row of low demand before the arena shrinks (the crate's `SHRINK_AFTER_FRAMES`).
const SHRINK_AFTER_FRAMES: usize = 300;

/// A frame of `quads` small quads, all drawn.
fn frame(fixture: &Fixture, quads: usize) -> OwnedFrame {
    let mut list = ListBuilder::new(fixture.white_uv);
    for i in 0..quads {
        let x = (i % 60) as f32;
        let quad = list.quad([x, 2.0], [x + 1.0, 3.0], [200, 100, 50, 255]);
        list.draw(quad, fixture.font(), [0.0, 0.0, 64.0, 64.0]);
    }
    common::owned_frame::frame(SIZE.map(|v| v as f32), vec![list.build()])
}

/// One pass holding a `render` call per frame in `frames`, submitted.
fn render_all(fixture: &mut Fixture, frames: &[OwnedFrame]) -> Vec<RenderReport> {
    let (reports, errors) = fixture.one_pass(|renderer, pass| {
        frames
            .iter()
            .map(|frame| renderer.render(frame, pass, SIZE).unwrap())
            .collect::<Vec<_>>()
    });
    assert_eq!(errors, Vec::<String>::new());
    common::wait_idle(&fixture.gpu.device);
    reports
}

#[test]
fn a_frame_that_outgrows_the_arena_fits_one_buffer_from_the_next_frame_on() {
    let mut fixture = Fixture::new(SIZE, RendererConfig::new(wgpu::TextureFormat::Rgba8Unorm));
    // Fifty calls in one frame, each larger than the last: the arena grows mid-frame.
    let frames: Vec<OwnedFrame> = (1..=50).map(|i| frame(&fixture, i * 40)).collect();
    let mut created_per_round = Vec::new();
    for round in 0..3 {
        fixture.harness.renderer_mut().new_frame();
        let reports = render_all(&mut fixture, &frames);
        assert!(reports.iter().all(|report| report.draws > 0));
        let created: Vec<usize> = reports
            .iter()
            .map(|report| report.buffers_created)
            .collect();
        // After the first round no call grows the arena: `new_frame` made buffers that fit
        // the whole last frame (a report counts only its own call's buffers).
        if round > 0 {
            assert!(
                created.iter().all(|count| *count == 0),
                "round {round}: {created:?}"
            );
        }
        created_per_round.push(created.iter().sum::<usize>());
    }
    println!("buffers created per round: {created_per_round:?}");
    assert!(
        created_per_round[0] > 3,
        "round 0 grew the arena: {created_per_round:?}"
    );
    assert_eq!(created_per_round[1..], [0, 0], "{created_per_round:?}");
}

#[test]
fn buffers_and_uniform_slots_shrink_after_a_runaway_frame() {
    let mut fixture = Fixture::new(SIZE, RendererConfig::new(wgpu::TextureFormat::Rgba8Unorm));
    let small = frame(&fixture, 4);
    fixture.harness.renderer_mut().new_frame();
    render_all(&mut fixture, std::slice::from_ref(&small));
    let settled = fixture.harness.renderer().stats();

    // One runaway frame: 2,000 calls, each with its own uniform slot.
    fixture.harness.renderer_mut().new_frame();
    let runaway = vec![small.clone(); 2_000];
    render_all(&mut fixture, &runaway);
    // The next frame starts with the arena sized for the whole runaway frame.
    fixture.harness.renderer_mut().new_frame();
    render_all(&mut fixture, std::slice::from_ref(&small));
    let high = fixture.harness.renderer().stats();
    assert!(high.uniform_bind_groups >= 2_000, "{high:?}");
    assert!(high.buffer_capacity_bytes > settled.buffer_capacity_bytes);

    // Quiet frames: the arena keeps its size for a while (hysteresis), then shrinks.
    for frame in 1..=SHRINK_AFTER_FRAMES + 1 {
        fixture.harness.renderer_mut().new_frame();
        let reports = render_all(&mut fixture, std::slice::from_ref(&small));
        let stats = fixture.harness.renderer().stats();
        if frame < SHRINK_AFTER_FRAMES {
            assert_eq!(
                stats.uniform_bind_groups, high.uniform_bind_groups,
                "frame {frame}: shrank before the hysteresis ran out"
            );
            assert_eq!(reports[0].buffers_created, 0, "frame {frame}");
        }
    }
    let low = fixture.harness.renderer().stats();
    println!("settled {settled:?}\nhigh {high:?}\nlow {low:?}");
    assert_eq!(low.uniform_bind_groups, settled.uniform_bind_groups);
    assert_eq!(low.buffer_capacity_bytes, settled.buffer_capacity_bytes);
    assert_eq!(low.buffers, 3);
}
