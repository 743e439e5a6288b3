//! Bad input, one test each: out-of-range index and vertex offsets and counts, NaN and
//! inverted clip rects, unknown and stale texture ids, bad callbacks, a zero-sized target, a
//! broken display rectangle. For each: no panic, no wgpu validation error, and the valid
//! commands of the same frame still draw (report and pixels). Each case runs with
//! `base_vertex` and with vertex-buffer rebinding.
//!
//! The frames are made by hand: two lists, a red quad then the bad command (whose geometry,
//! if drawn, would be a yellow quad) in the first, a green quad in the second.
use imgui_webgpu::error::TextureIdError;
use imgui_webgpu_test_support as common;

use common::Fixture;

use imgui_webgpu::source::DrawElements;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use common::owned_frame::{ListBuilder, OwnedFrame, Quad};
use imgui::TextureId;
use imgui_webgpu::error::SkipReason;
use imgui_webgpu::ids::{PackedTextureId, TextureKind};
use imgui_webgpu::report::SkippedCommand;
use imgui_webgpu::{RenderError, RenderReport, RendererConfig, SamplerOptions};
use imgui_webgpu_testing::images::RgbaImage;
use imgui_webgpu_testing::snapshot::SnapshotCommand;

const SIZE: [u32; 2] = [96, 32];
const FORMAT: wgpu::TextureFormat = wgpu::TextureFormat::Rgba8Unorm;
const FULL_CLIP: [f32; 4] = [0.0, 0.0, 96.0, 32.0];
const RED: [u8; 4] = [230, 20, 20, 255];
const YELLOW: [u8; 4] = [240, 230, 20, 255];
const GREEN: [u8; 4] = [20, 210, 40, 255];
const CLEAR: [u8; 4] = [0, 0, 0, 255];
/// Centres of the red, yellow (bad) and green quads.
const RED_AT: [u32; 2] = [16, 16];
const BAD_AT: [u32; 2] = [48, 16];
const GREEN_AT: [u32; 2] = [80, 16];

/// What a render call gave back.
struct Outcome {
    result: Result<RenderReport, RenderError>,
    errors: Vec<String>,
    image: RgbaImage,
}

/// A fixture whose renderer draws with `base_vertex` or rebinds per list.
fn fixture(base_vertex: bool) -> Fixture {
    Fixture::new(
        SIZE,
        RendererConfig::new(FORMAT).with_base_vertex(base_vertex),
    )
}

/// The good command that draws `quad` with the font atlas's white texel.
fn good(fixture: &Fixture, quad: Quad) -> SnapshotCommand {
    SnapshotCommand::Elements(DrawElements {
        count: 6,
        clip_rect: FULL_CLIP,
        texture_id: fixture.font().into(),
        vtx_offset: quad.first_vertex,
        idx_offset: quad.first_index,
    })
}

/// The frame: red quad, `bad(yellow quad)`, then a second list with the green quad.
fn frame(fixture: &Fixture, bad: impl FnOnce(SnapshotCommand) -> SnapshotCommand) -> OwnedFrame {
    let mut first = ListBuilder::new(fixture.white_uv);
    let red = first.quad([8.0, 8.0], [24.0, 24.0], RED);
    let yellow = first.quad([40.0, 8.0], [56.0, 24.0], YELLOW);
    first.command(good(fixture, red));
    first.command(bad(good(fixture, yellow)));
    let mut second = ListBuilder::new(fixture.white_uv);
    let green = second.quad([72.0, 8.0], [88.0, 24.0], GREEN);
    second.command(good(fixture, green));
    common::owned_frame::frame(SIZE.map(|v| v as f32), vec![first.build(), second.build()])
}

/// Renders `frame` as if the target were `stated_size`, then (in the same pass) `then`
/// if given, with the real size; submits and reads back.
fn render_sized(
    fixture: &mut Fixture,
    frame: &OwnedFrame,
    stated_size: [u32; 2],
    then: Option<&OwnedFrame>,
) -> Outcome {
    let (result, errors) = fixture.one_pass(|renderer, pass| {
        let result = renderer.render(frame, pass, stated_size);
        if let Some(next) = then {
            let report = renderer.render(next, pass, SIZE).unwrap();
            assert!(report.is_clean(), "{:?}", report.skipped);
            assert_eq!(report.draws, 3, "the next call draws in full");
        }
        result
    });
    Outcome {
        result,
        errors,
        image: fixture.read(),
    }
}

/// Renders `frame` into the whole target.
fn render(fixture: &mut Fixture, frame: &OwnedFrame) -> Outcome {
    render_sized(fixture, frame, SIZE, None)
}

/// Checks a frame with one bad command: skipped for `reason`, the rest drawn.
#[track_caller]
fn assert_skipped_rest_drawn(outcome: &Outcome, reason: SkipReason) {
    assert_eq!(
        outcome.errors,
        Vec::<String>::new(),
        "wgpu validation errors"
    );
    let report = outcome.result.as_ref().expect("render succeeds");
    assert_eq!(report.skipped, [SkippedCommand::new(0, 1, reason)]);
    assert_eq!(report.draws, 2, "{report:?}");
    assert_frame_pixels(&outcome.image, CLEAR);
}

/// Red and green drawn; the bad quad's place shows `bad_area`.
#[track_caller]
fn assert_frame_pixels(image: &RgbaImage, bad_area: [u8; 4]) {
    assert_eq!(image.pixel(RED_AT[0], RED_AT[1]), RED, "red quad");
    assert_eq!(image.pixel(GREEN_AT[0], GREEN_AT[1]), GREEN, "green quad");
    assert_eq!(image.pixel(BAD_AT[0], BAD_AT[1]), bad_area, "bad quad");
    assert_eq!(image.pixel(4, 4), CLEAR, "background");
}

/// Runs `case` on a fixture with `base_vertex` and on one without.
fn for_both_vertex_paths(case: impl Fn(&mut Fixture)) {
    for base_vertex in [true, false] {
        let fixture = &mut fixture(base_vertex);
        fixture.harness.renderer_mut().new_frame();
        case(fixture);
    }
}

/// Replaces the fields of an `Elements` command.
fn with(
    command: SnapshotCommand,
    change: impl FnOnce(&mut usize, &mut usize, &mut usize, &mut [f32; 4], &mut TextureId),
) -> SnapshotCommand {
    let SnapshotCommand::Elements(DrawElements {
        mut count,
        mut clip_rect,
        texture_id,
        mut vtx_offset,
        mut idx_offset,
    }) = command
    else {
        panic!("not an elements command");
    };
    let mut imgui_id = imgui::TextureId::from(texture_id);
    change(
        &mut count,
        &mut vtx_offset,
        &mut idx_offset,
        &mut clip_rect,
        &mut imgui_id,
    );
    SnapshotCommand::Elements(DrawElements {
        count,
        clip_rect,
        texture_id: imgui_id.into(),
        vtx_offset,
        idx_offset,
    })
}

#[test]
fn the_good_frame_draws_all_three_quads() {
    for_both_vertex_paths(|fixture| {
        let frame = frame(fixture, |good| good);
        let outcome = render(fixture, &frame);
        assert_eq!(outcome.errors, Vec::<String>::new());
        let report = outcome.result.unwrap();
        assert!(report.is_clean(), "{:?}", report.skipped);
        assert_eq!(report.draws, 3);
        assert_frame_pixels(&outcome.image, YELLOW);
    });
}

#[test]
fn index_offset_past_the_list_is_skipped() {
    for_both_vertex_paths(|fixture| {
        let frame = frame(fixture, |good| with(good, |_, _, idx, _, _| *idx = 1000));
        assert_skipped_rest_drawn(
            &render(fixture, &frame),
            SkipReason::IndexRangeOutOfBounds {
                idx_offset: 1000,
                count: 6,
                list_indices: 12,
            },
        );
    });
}

#[test]
fn index_count_past_the_list_is_skipped() {
    for_both_vertex_paths(|fixture| {
        for count in [7, 1000, usize::MAX] {
            let frame = frame(fixture, |good| with(good, |n, _, _, _, _| *n = count));
            assert_skipped_rest_drawn(
                &render(fixture, &frame),
                SkipReason::IndexRangeOutOfBounds {
                    idx_offset: 6,
                    count,
                    list_indices: 12,
                },
            );
        }
    });
}

#[test]
fn vertex_offset_past_the_list_is_skipped() {
    for_both_vertex_paths(|fixture| {
        for vtx_offset in [8, 1000, usize::MAX] {
            let frame = frame(fixture, |good| {
                with(good, |_, vtx, _, _, _| *vtx = vtx_offset)
            });
            assert_skipped_rest_drawn(
                &render(fixture, &frame),
                SkipReason::VertexOffsetOutOfBounds {
                    vtx_offset,
                    list_vertices: 8,
                },
            );
        }
    });
}

#[test]
fn non_finite_clip_rect_is_skipped() {
    for_both_vertex_paths(|fixture| {
        for clip_rect in [
            [f32::NAN, 0.0, 96.0, 32.0],
            [0.0, 0.0, f32::NAN, f32::NAN],
            [0.0, f32::NEG_INFINITY, 96.0, 32.0],
            [0.0, 0.0, f32::INFINITY, 32.0],
        ] {
            let frame = frame(fixture, |good| {
                with(good, |_, _, _, clip, _| *clip = clip_rect)
            });
            let outcome = render(fixture, &frame);
            let report = outcome.result.as_ref().unwrap();
            // NaN never compares equal, so compare the reason by its bits.
            let [skipped] = report.skipped.as_slice() else {
                panic!("{:?}", report.skipped);
            };
            let SkipReason::NonFiniteClipRect {
                clip_rect: reported,
            } = skipped.reason
            else {
                panic!("{skipped:?}");
            };
            assert_eq!(reported.map(f32::to_bits), clip_rect.map(f32::to_bits));
            assert_eq!((skipped.list_index, skipped.command_index), (0, 1));
            assert_eq!(outcome.errors, Vec::<String>::new());
            assert_eq!(report.draws, 2);
            assert_frame_pixels(&outcome.image, CLEAR);
        }
    });
}

#[test]
fn inverted_clip_rect_is_skipped() {
    for_both_vertex_paths(|fixture| {
        for clip_rect in [[60.0, 0.0, 30.0, 32.0], [0.0, 30.0, 96.0, 2.0]] {
            let frame = frame(fixture, |good| {
                with(good, |_, _, _, clip, _| *clip = clip_rect)
            });
            assert_skipped_rest_drawn(
                &render(fixture, &frame),
                SkipReason::InvertedClipRect { clip_rect },
            );
        }
    });
}

#[test]
fn clip_rect_off_the_target_is_culled_not_skipped() {
    for_both_vertex_paths(|fixture| {
        for clip_rect in [
            [200.0, 0.0, 300.0, 32.0],
            [-50.0, -50.0, -10.0, -10.0],
            [40.0, 8.0, 40.0, 24.0],
        ] {
            let frame = frame(fixture, |good| {
                with(good, |_, _, _, clip, _| *clip = clip_rect)
            });
            let outcome = render(fixture, &frame);
            assert_eq!(outcome.errors, Vec::<String>::new());
            let report = outcome.result.unwrap();
            assert!(report.is_clean(), "{:?}", report.skipped);
            assert_eq!((report.draws, report.culled), (2, 1));
            assert_frame_pixels(&outcome.image, CLEAR);
        }
    });
}

#[test]
fn unknown_texture_ids_are_skipped() {
    for_both_vertex_paths(|fixture| {
        let own = PackedTextureId::decode(fixture.font()).unwrap();
        let forged = |kind, index| {
            let mut packed = own;
            packed.kind = kind;
            packed.index = index;
            imgui::TextureId::from(packed.encode())
        };
        for id in [
            TextureId::new(12345),
            TextureId::new(0),
            TextureId::new(usize::MAX),
            // Well-formed ids for slots that were never issued.
            forged(TextureKind::Persistent, 999),
            forged(TextureKind::Frame, 999),
        ] {
            let frame = frame(fixture, |good| {
                with(good, |_, _, _, _, texture| *texture = id)
            });
            let outcome = render(fixture, &frame);
            let report = outcome.result.as_ref().unwrap();
            assert!(
                matches!(
                    report.skipped.as_slice(),
                    [SkippedCommand {
                        list_index: 0,
                        command_index: 1,
                        reason: SkipReason::Texture(
                            TextureIdError::Unknown { id: raw }
                                | TextureIdError::ExpiredFrameTexture { id: raw }
                                | TextureIdError::ForeignRenderer { id: raw }
                        ),
                        ..
                    }] if *raw == id.id() as u64
                ),
                "{id:?}: {:?}",
                report.skipped
            );
            assert_eq!(outcome.errors, Vec::<String>::new());
            assert_eq!(report.draws, 2);
            assert_frame_pixels(&outcome.image, CLEAR);
        }
    });
}

#[test]
fn stale_texture_ids_are_skipped() {
    for_both_vertex_paths(|fixture| {
        // White, so the quad shows its vertex colour (yellow) when the texture binds.
        let white = common::textures::solid_texture(
            &fixture.gpu.device,
            &fixture.gpu.queue,
            FORMAT,
            4,
            [255; 4],
        );
        let view = common::textures::view(&white);
        let frame_id = fixture.harness.renderer_mut().frame_texture(&view).unwrap();
        let persistent_id = fixture
            .harness
            .renderer_mut()
            .register_texture(&view, SamplerOptions::NEAREST)
            .unwrap();
        // While they are live, both draw.
        for id in [frame_id, persistent_id] {
            let frame = frame(fixture, |good| {
                with(good, |_, _, _, _, texture| *texture = id)
            });
            let outcome = render(fixture, &frame);
            assert!(outcome.result.as_ref().unwrap().is_clean());
            assert_frame_pixels(&outcome.image, YELLOW);
        }
        fixture.harness.renderer_mut().new_frame();
        fixture
            .harness
            .renderer_mut()
            .unregister_texture(persistent_id)
            .unwrap();
        for (id, reason) in [
            (
                frame_id,
                TextureIdError::ExpiredFrameTexture {
                    id: frame_id.id() as u64,
                },
            ),
            (
                persistent_id,
                TextureIdError::Unregistered {
                    id: persistent_id.id() as u64,
                },
            ),
        ] {
            let frame = frame(fixture, |good| {
                with(good, |_, _, _, _, texture| *texture = id)
            });
            assert_skipped_rest_drawn(&render(fixture, &frame), SkipReason::Texture(reason));
        }
    });
}

#[test]
fn callback_that_cannot_run_is_skipped_and_reset_render_state_reapplies() {
    for_both_vertex_paths(|fixture| {
        let mut frame = frame(fixture, |_| SnapshotCommand::Callback);
        // A reset at the start of each list: the draws after it still land right.
        frame.lists[0]
            .commands
            .insert(0, SnapshotCommand::ResetRenderState);
        frame.lists[1]
            .commands
            .insert(0, SnapshotCommand::ResetRenderState);
        let outcome = render(fixture, &frame);
        assert_eq!(outcome.errors, Vec::<String>::new());
        let report = outcome.result.as_ref().unwrap();
        assert_eq!(
            report.skipped,
            [SkippedCommand::new(0, 2, SkipReason::CallbackNotReplayable)]
        );
        assert_eq!((report.draws, report.callbacks), (2, 0));
        assert_frame_pixels(&outcome.image, CLEAR);
    });
}

#[test]
fn imgui_callbacks_run_and_the_frame_goes_on() {
    for_both_vertex_paths(|fixture| {
        let calls = Arc::new(AtomicUsize::new(0));
        let seen = Arc::clone(&calls);
        let (report, image) = fixture.draw(|ui| {
            let draw_list = ui.get_background_draw_list();
            let white = [1.0, 1.0, 1.0, 1.0];
            draw_list
                .add_rect([8.0, 8.0], [24.0, 24.0], white)
                .filled(true)
                .build();
            draw_list
                .add_callback(move || {
                    seen.fetch_add(1, Ordering::SeqCst);
                })
                .build();
            draw_list
                .add_rect([72.0, 8.0], [88.0, 24.0], white)
                .filled(true)
                .build();
        });
        assert!(report.is_clean(), "{:?}", report.skipped);
        assert_eq!(report.callbacks, 1);
        assert_eq!(calls.load(Ordering::SeqCst), 1);
        assert_eq!(report.draws, 2, "{report:?}");
        assert_eq!(image.pixel(16, 16), [255; 4]);
        assert_eq!(image.pixel(80, 16), [255; 4]);
        assert_eq!(image.pixel(48, 16), CLEAR);
    });
}

#[test]
fn zero_sized_target_fails_the_call_and_the_pass_goes_on() {
    for_both_vertex_paths(|fixture| {
        let frame = frame(fixture, |good| good);
        for size in [[0, 32], [96, 0], [0, 0]] {
            let outcome = render_sized(fixture, &frame, size, Some(&frame));
            assert_eq!(outcome.result, Err(RenderError::ZeroSizedTarget { size }));
            assert_eq!(outcome.errors, Vec::<String>::new());
            // The same frame, rendered next in the same pass, is whole.
            assert_frame_pixels(&outcome.image, YELLOW);
        }
    });
}

#[test]
fn zero_display_size_draws_nothing_and_is_no_error() {
    // imgui-winit-support reports 0x0 for a minimised window: an app that renders with `?`
    // must not exit, and nothing is drawn or uploaded.
    for_both_vertex_paths(|fixture| {
        let good = frame(fixture, |good| good);
        for size in [[0.0, 32.0], [96.0, 0.0], [0.0, 0.0]] {
            let mut frame = good.clone();
            frame.display_size = size;
            let outcome = render(fixture, &frame);
            assert_eq!(outcome.errors, Vec::<String>::new());
            let report = outcome.result.expect("a zero display is not an error");
            assert_eq!(
                (report.draws, report.vertices, report.bytes_uploaded),
                (0, 0, 0),
                "{size:?}: {report:?}"
            );
            assert!(report.is_clean());
            assert_eq!(outcome.image.pixel(RED_AT[0], RED_AT[1]), CLEAR);
            assert_eq!(outcome.image.pixel(GREEN_AT[0], GREEN_AT[1]), CLEAR);
        }
    });
}

#[test]
fn broken_display_rectangle_fails_the_call_and_the_pass_goes_on() {
    for_both_vertex_paths(|fixture| {
        let good = frame(fixture, |good| good);
        let broken: [fn(&mut OwnedFrame); 7] = [
            |frame| frame.display_size = [f32::NAN, 32.0],
            |frame| frame.display_size = [96.0, f32::INFINITY],
            |frame| frame.display_size = [96.0, -0.5],
            |frame| frame.display_size = [-96.0, 32.0],
            |frame| frame.framebuffer_scale = [f32::NAN, 1.0],
            |frame| frame.framebuffer_scale = [1.0, 0.0],
            |frame| frame.display_pos = [f32::NEG_INFINITY, 0.0],
        ];
        for (case, breaks) in broken.iter().enumerate() {
            let mut frame = good.clone();
            breaks(&mut frame);
            let outcome = render_sized(fixture, &frame, SIZE, Some(&good));
            assert!(
                matches!(outcome.result, Err(RenderError::InvalidDisplay { .. })),
                "case {case}: {:?}",
                outcome.result
            );
            assert_eq!(outcome.errors, Vec::<String>::new(), "case {case}");
            assert_frame_pixels(&outcome.image, YELLOW);
        }
    });
}

#[test]
fn target_larger_than_the_device_allows_fails_the_call_and_the_pass_goes_on() {
    // No attachment can be larger than `max_texture_dimension_2d`: a stated size past it is
    // a caller's mistake, refused before wgpu sees a viewport of that size.
    for_both_vertex_paths(|fixture| {
        let max = fixture.gpu.device.limits().max_texture_dimension_2d;
        let frame = frame(fixture, |good| good);
        for size in [[u32::MAX, u32::MAX], [max + 1, 32], [96, max + 1]] {
            let outcome = render_sized(fixture, &frame, size, Some(&frame));
            assert_eq!(outcome.errors, Vec::<String>::new(), "{size:?}");
            assert_eq!(
                outcome.result,
                Err(RenderError::TargetTooLarge { size, max }),
                "{size:?}"
            );
            // The same frame, rendered next in the same pass, is whole.
            assert_frame_pixels(&outcome.image, YELLOW);
        }
    });
}
