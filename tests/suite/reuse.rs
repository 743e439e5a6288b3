//! Upload reuse: lists identical to ones already on the GPU are drawn in place and not
//! written; changed lists are written exactly, never over data a call of the same frame
//! draws; vanished lists give their space back; fragmentation stays bounded.
//!
//! Every frame's bytes are counted exactly, and the pixels are checked, so a list drawn from
//! stale or overwritten data shows as a wrong colour. Both vertex paths run: `base_vertex`
//! and the rebinding path that GL and WebGL2 use.
use imgui_webgpu_test_support as common;

use common::Fixture;
use common::owned_frame::{ListBuilder, OwnedFrame};
use imgui_webgpu::RendererConfig;
use imgui_webgpu::source::DrawElements;
use imgui_webgpu_testing::headless::HeadlessTarget;
use imgui_webgpu_testing::images::RgbaImage;
use imgui_webgpu_testing::snapshot::{SnapshotCommand, SnapshotList};

const SIZE: [u32; 2] = [96, 64];
const FORMAT: wgpu::TextureFormat = wgpu::TextureFormat::Rgba8Unorm;
/// Bytes of one uniform block, written when a slot does not hold it already.
const UNIFORM_BYTES: u64 = 16;
/// Each list is a row of `QUADS` 8x8 quads, one row per list.
const QUADS: usize = 4;

/// A frame of `lists` lists; list `row` is a row of quads in `colour(row)`, each quad
/// drawn by its own command (so the rebinding path rebinds per command).
fn frame(fixture: &Fixture, lists: usize, colour: impl Fn(usize) -> [u8; 4]) -> OwnedFrame {
    let lists = (0..lists)
        .map(|row| {
            let mut list = ListBuilder::new(fixture.white_uv);
            for column in 0..QUADS {
                let min = [column as f32 * 10.0 + 1.0, row as f32 * 10.0 + 1.0];
                let quad = list.quad(min, [min[0] + 8.0, min[1] + 8.0], colour(row));
                list.draw(quad, fixture.font(), [0.0, 0.0, 96.0, 64.0]);
            }
            list.build()
        })
        .collect();
    common::owned_frame::frame(SIZE.map(|v| v as f32), lists)
}

/// Vertex and index bytes of list `index`, its indices padded to 4 bytes.
fn list_bytes(frame: &OwnedFrame, index: usize) -> u64 {
    let list = &frame.lists[index];
    let index_bytes =
        (list.indices.len() * std::mem::size_of::<imgui_webgpu::source::DrawIdx>()) as u64;
    (list.vertices.len() * std::mem::size_of::<imgui_webgpu::source::DrawVert>()) as u64
        + index_bytes.next_multiple_of(4)
}

fn frame_bytes(frame: &OwnedFrame) -> u64 {
    (0..frame.lists.len()).map(|i| list_bytes(frame, i)).sum()
}

/// Checks that every quad of rows `0..rows` shows its list's colour.
#[track_caller]
fn assert_rows(image: &RgbaImage, rows: usize, colour: impl Fn(usize) -> [u8; 4], what: &str) {
    for row in 0..rows {
        assert_quads(image, row, colour(row), what);
    }
}

/// Checks that the quads of row `row` show `want`.
#[track_caller]
fn assert_quads(image: &RgbaImage, row: usize, want: [u8; 4], what: &str) {
    for column in 0..QUADS {
        let [x, y] = [column as u32 * 10 + 5, row as u32 * 10 + 5];
        let got = image.pixel(x, y);
        let close = got.iter().zip(&want).all(|(a, b)| a.abs_diff(*b) <= 1);
        assert!(
            close,
            "{what}: row {row} quad {column} at ({x}, {y}) is {got:?}, want {want:?}"
        );
    }
}

fn colour(row: usize, generation: usize) -> [u8; 4] {
    [
        (40 + row * 50) as u8,
        (200 - generation * 37 % 160) as u8,
        (generation * 29 % 250) as u8,
        255,
    ]
}

/// Recolours list `row` of `frame` in place: same vectors, same addresses, new bytes.
fn recolour(frame: &mut OwnedFrame, row: usize, rgba: [u8; 4]) {
    for vertex in &mut frame.lists[row].vertices {
        vertex.col = rgba;
    }
}

/// Both vertex paths: `base_vertex`, and rebinding per list (GL, WebGL2).
fn both_paths(test: impl Fn(Fixture)) {
    for base_vertex in [true, false] {
        let config = RendererConfig::new(FORMAT)
            .with_base_vertex(base_vertex)
            .with_list_reuse(true);
        test(Fixture::new(SIZE, config));
    }
}

#[test]
fn a_frame_like_the_last_writes_nothing() {
    both_paths(|mut fixture| {
        let frame = frame(&fixture, 5, |row| colour(row, 0));
        let all = frame_bytes(&frame);
        let (first, image) = fixture.show(&frame);
        assert_eq!(
            (
                first.lists_written,
                first.lists_reused,
                first.bytes_uploaded
            ),
            (5, 0, all + UNIFORM_BYTES),
            "{first:?}"
        );
        assert_rows(&image, 5, |row| colour(row, 0), "first frame");
        for index in 1..6 {
            let (report, image) = fixture.show(&frame);
            assert_eq!(
                (report.lists_written, report.lists_reused),
                (0, 5),
                "frame {index}: {report:?}"
            );
            assert_eq!(report.bytes_uploaded, 0, "frame {index}: {report:?}");
            assert_eq!(report.bytes_reused, all, "frame {index}");
            assert_eq!(report.draws, 5 * QUADS, "frame {index}");
            assert_rows(&image, 5, |row| colour(row, 0), &format!("frame {index}"));
        }
        let stats = fixture.harness.renderer().stats();
        assert_eq!(stats.resident_lists, 5, "{stats:?}");
        assert_eq!(stats.list_copy_bytes, {
            // The copies hold exactly the bytes, unpadded.
            frame
                .lists
                .iter()
                .map(|list| (list.vertices.len() * 20 + list.indices.len() * 2) as u64)
                .sum::<u64>()
        });
    });
}

#[test]
fn only_changed_lists_are_written_and_drawn_new() {
    both_paths(|mut fixture| {
        let mut frame = frame(&fixture, 5, |row| colour(row, 0));
        fixture.show(&frame);
        // List 2 changes every frame for a while: written each time, exactly its bytes; the
        // others are reused. Past two changes in a row it is no longer compared.
        for generation in 1..40 {
            recolour(&mut frame, 2, colour(2, generation));
            let (report, image) = fixture.show(&frame);
            assert_eq!(
                (report.lists_written, report.lists_reused),
                (1, 4),
                "generation {generation}: {report:?}"
            );
            assert_eq!(
                report.bytes_uploaded,
                list_bytes(&frame, 2),
                "generation {generation}"
            );
            let colours = |row| colour(row, if row == 2 { generation } else { 0 });
            assert_rows(&image, 5, colours, &format!("generation {generation}"));
        }
        // It settles: within one probe interval it is compared (and reused) again.
        let mut settled_after = None;
        for frame_index in 1..=20 {
            let (report, image) = fixture.show(&frame);
            assert_rows(
                &image,
                5,
                |row| colour(row, if row == 2 { 39 } else { 0 }),
                &format!("settling frame {frame_index}"),
            );
            if report.lists_written == 0 {
                assert_eq!(report.bytes_uploaded, 0);
                settled_after.get_or_insert(frame_index);
            } else {
                assert!(
                    settled_after.is_none(),
                    "reused, then written again unchanged"
                );
            }
        }
        let settled_after = settled_after.expect("the list was never reused again");
        assert!(settled_after <= 17, "settled after {settled_after} frames");
    });
}

#[test]
fn two_calls_of_a_frame_never_overwrite_each_others_data() {
    both_paths(|mut fixture| {
        let second =
            HeadlessTarget::new(&fixture.gpu.device, fixture.harness.target().desc()).unwrap();
        let mut frame = frame(&fixture, 3, |row| colour(row, 0));
        for round in 0..4 {
            fixture.harness.renderer_mut().new_frame();
            let gpu = &fixture.gpu;
            let parts = fixture.harness.parts();
            let (renderer, target) = (parts.renderer, parts.target);
            // Call 1 draws the frame; between the calls, list 1 changes in place (same
            // address); call 2 must write it elsewhere, leaving call 1's data as it was.
            let old = colour(1, round * 2);
            let new = colour(1, round * 2 + 1);
            recolour(&mut frame, 1, old);
            let ((first, second_report), errors) = common::capture_errors(&gpu.device, || {
                let mut encoder = gpu.device.create_command_encoder(&Default::default());
                let first = target.encode_pass(&mut encoder, wgpu::Color::BLACK, |pass| {
                    renderer.render(&frame, pass, SIZE).unwrap()
                });
                recolour(&mut frame, 1, new);
                let second_report = second.encode_pass(&mut encoder, wgpu::Color::BLACK, |pass| {
                    renderer.render(&frame, pass, SIZE).unwrap()
                });
                gpu.queue.submit([encoder.finish()]);
                (first, second_report)
            });
            assert_eq!(errors, Vec::<String>::new());
            assert_eq!(
                second_report.lists_written, 1,
                "round {round}: {second_report:?}"
            );
            assert_eq!(
                second_report.lists_reused, 2,
                "round {round}: {second_report:?}"
            );
            if round > 0 {
                // The second call's list 1 from last round differs again: only it is new.
                assert_eq!(first.lists_reused, 2, "round {round}: {first:?}");
            }
            let image_a = target.read_rgba8(&gpu.device, &gpu.queue).unwrap();
            let image_b = second.read_rgba8(&gpu.device, &gpu.queue).unwrap();
            let colours =
                |generation: [u8; 4]| move |row| if row == 1 { generation } else { colour(row, 0) };
            assert_rows(
                &image_a,
                3,
                colours(old),
                &format!("round {round}, first call"),
            );
            assert_rows(
                &image_b,
                3,
                colours(new),
                &format!("round {round}, second call"),
            );
        }
    });
}

#[test]
fn vanished_lists_give_their_space_back_and_churn_stays_bounded() {
    both_paths(|mut fixture| {
        let big = frame(&fixture, 6, |row| colour(row, 0));
        fixture.show(&big);
        let small = frame(&fixture, 2, |row| colour(row, 1));
        let (report, image) = fixture.show(&small);
        assert_eq!(report.lists_written, 2, "{report:?}");
        assert_rows(&image, 2, |row| colour(row, 1), "small frame");
        fixture.harness.renderer_mut().new_frame();
        assert_eq!(fixture.harness.renderer().stats().resident_lists, 2);

        // Churn: lists of changing sizes (50 to 3,000 quads) come and go, some unchanged
        // from earlier frames (same vectors), some new. Every frame draws right, and the
        // buffers stay within a small multiple of the largest frame: freed space is found
        // again, or compacted by a full upload.
        let mut rng = 0x9e37_79b9_7f4a_7c15_u64;
        let mut next = move |below: usize| {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            (rng % below as u64) as usize
        };
        let font = fixture.harness.renderer_mut().font_texture_id();
        // Six slots, slot `i` drawing in row `i`. Each frame a slot keeps its list (same
        // vectors: reused), gets new content of a new size, or sits the frame out.
        let mut slots: Vec<Option<SnapshotList>> = vec![None; 6];
        let (mut largest, mut peak, mut reused, mut written) = (0, 0, 0, 0);
        for index in 0..300 {
            for (row, slot) in slots.iter_mut().enumerate() {
                match next(8) {
                    0 | 1 => {
                        let quads = 50 + next(2_950);
                        *slot = Some(sized_list(fixture.white_uv, font, quads, row, index));
                    }
                    2 => *slot = None,
                    _ if slot.is_none() => {
                        *slot = Some(sized_list(fixture.white_uv, font, 60, row, index));
                    }
                    _ => {}
                }
            }
            let rows: Vec<usize> = (0..6).filter(|row| slots[*row].is_some()).collect();
            let lists = slots.iter_mut().filter_map(Option::take).collect();
            let frame = common::owned_frame::frame(SIZE.map(|v| v as f32), lists);
            largest = largest.max(frame_bytes(&frame));
            let (report, image) = fixture.show(&frame);
            reused += report.lists_reused;
            written += report.lists_written;
            for (list, row) in frame.lists.iter().zip(&rows) {
                let rgba = list.vertices[0].col;
                assert_quads(&image, *row, rgba, &format!("churn frame {index}"));
            }
            // The vectors go back to their slots, at the same addresses.
            for (list, row) in frame.lists.into_iter().zip(&rows) {
                slots[*row] = Some(list);
            }
            peak = peak.max(fixture.harness.renderer().stats().buffer_capacity_bytes);
        }
        assert!(
            reused > 300 && written > 300,
            "{reused} reused, {written} written"
        );
        println!(
            "largest frame {largest} bytes; peak capacity {peak} bytes; {reused} lists reused, {written} written"
        );
        // Vertex and index buffers each at most 4 times the largest frame's share (power-of-
        // two sizing, doubling), plus the initial sizes and the uniform slots.
        assert!(
            peak <= 4 * largest + (1 << 16) + (1 << 15) + 4 * 256,
            "peak {peak}, largest frame {largest}"
        );
    });
}

/// A list of `quads` quads in row `row`, quad `k` at column `k % QUADS`, all in one colour
/// and drawn by one command (indices absolute, as imgui writes them).
fn sized_list(
    white_uv: [f32; 2],
    font: imgui::TextureId,
    quads: usize,
    row: usize,
    generation: usize,
) -> SnapshotList {
    let rgba = colour(row, generation);
    let mut vertices = Vec::with_capacity(quads * 4);
    let mut indices = Vec::with_capacity(quads * 6);
    let top = row as f32 * 10.0 + 1.0;
    for quad in 0..quads {
        let left = (quad % QUADS) as f32 * 10.0 + 1.0;
        let first = vertices.len() as imgui_webgpu::source::DrawIdx;
        for pos in [
            [left, top],
            [left + 8.0, top],
            [left + 8.0, top + 8.0],
            [left, top + 8.0],
        ] {
            vertices.push(imgui_webgpu::source::DrawVert {
                pos,
                uv: white_uv,
                col: rgba,
            });
        }
        indices.extend([0, 1, 2, 0, 2, 3].map(|i| first + i));
    }
    let count = indices.len();
    SnapshotList {
        vertices,
        indices,
        commands: vec![SnapshotCommand::Elements(DrawElements {
            count,
            clip_rect: [0.0, 0.0, 96.0, 64.0],
            texture_id: font.into(),
            vtx_offset: 0,
            idx_offset: 0,
        })],
    }
}

#[test]
fn reuse_turned_off_writes_every_list_every_frame() {
    let mut fixture = Fixture::new(SIZE, RendererConfig::new(FORMAT).with_list_reuse(false));
    let frame = frame(&fixture, 4, |row| colour(row, 0));
    let all = frame_bytes(&frame);
    for index in 0..4 {
        let (report, image) = fixture.show(&frame);
        assert_eq!((report.lists_written, report.lists_reused), (4, 0));
        let uniforms = if index == 0 { UNIFORM_BYTES } else { 0 };
        assert_eq!(report.bytes_uploaded, all + uniforms, "frame {index}");
        assert_rows(&image, 4, |row| colour(row, 0), &format!("frame {index}"));
    }
    assert_eq!(fixture.harness.renderer().stats().list_copy_bytes, 0);
}

#[test]
fn by_default_reuse_is_on_for_gl_only() {
    let mut fixture = Fixture::new(SIZE, RendererConfig::new(FORMAT));
    let gl = fixture.gpu.device.adapter_info().backend == wgpu::Backend::Gl;
    assert_eq!(fixture.harness.renderer().reuses_lists(), gl);
    let frame = frame(&fixture, 3, |row| colour(row, 0));
    fixture.show(&frame);
    let (report, image) = fixture.show(&frame);
    let expected = if gl { (0, 3) } else { (3, 0) };
    assert_eq!(
        (report.lists_written, report.lists_reused),
        expected,
        "{report:?}"
    );
    assert_rows(&image, 3, |row| colour(row, 0), "second frame");
    // Turned on at run time, the next frame is written once more (nothing was kept), then
    // reused.
    fixture.harness.renderer_mut().set_list_reuse(true);
    fixture.show(&frame);
    let (report, _) = fixture.show(&frame);
    assert_eq!(
        (report.lists_written, report.lists_reused),
        (0, 3),
        "{report:?}"
    );
}
