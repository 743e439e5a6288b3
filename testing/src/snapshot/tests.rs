//! Unit tests over hand-built snapshots: text and complete forms round-trip, the diff names
//! the right place, and damaged input is rejected without panicking.

use super::summary::TextureLabel;
use super::text::TEXT_HEADER;
use super::*;
use imgui_webgpu::ids::{PackedTextureId, TextureKind};
use imgui_webgpu::source::DrawElements;

fn vertex(x: f32, y: f32) -> imgui_webgpu::source::DrawVert {
    imgui_webgpu::source::DrawVert {
        pos: [x, y],
        uv: [x / 100.0, y / 100.0],
        col: [255, 128, 0, 255],
    }
}

fn texture(kind: TextureKind, index: usize) -> imgui_webgpu::source::TextureId {
    PackedTextureId::new(kind, 0, 0, index).encode()
}

fn sample() -> DrawSnapshot {
    let quad = |x: f32| {
        [
            vertex(x, 10.0),
            vertex(x + 5.5, 10.0),
            vertex(x + 5.5, 20.25),
        ]
    };
    DrawSnapshot {
        display_pos: [0.0, 0.0],
        display_size: [320.0, 200.0],
        framebuffer_scale: [1.0, 1.0],
        lists: vec![
            SnapshotList {
                vertices: [quad(10.0), quad(40.0)].concat(),
                indices: vec![0, 1, 2, 3, 4, 5],
                commands: vec![
                    SnapshotCommand::Elements(DrawElements {
                        count: 3,
                        clip_rect: [0.0, 0.0, 320.0, 200.0],
                        texture_id: texture(TextureKind::Imgui, 0),
                        vtx_offset: 0,
                        idx_offset: 0,
                    }),
                    SnapshotCommand::ResetRenderState,
                    SnapshotCommand::Elements(DrawElements {
                        count: 3,
                        clip_rect: [30.5, 0.0, 100.0, 50.0],
                        texture_id: texture(TextureKind::Persistent, 2),
                        vtx_offset: 0,
                        idx_offset: 3,
                    }),
                ],
            },
            SnapshotList {
                vertices: quad(0.0).to_vec(),
                indices: vec![0, 1, 2],
                commands: vec![
                    SnapshotCommand::Callback,
                    SnapshotCommand::Elements(DrawElements {
                        count: 3,
                        clip_rect: [0.0, 0.0, 320.0, 200.0],
                        texture_id: texture(TextureKind::Frame, 1),
                        vtx_offset: 0,
                        idx_offset: 0,
                    }),
                ],
            },
        ],
    }
}

fn set_clip(snapshot: &mut DrawSnapshot, list: usize, command: usize, clip: [f32; 4]) {
    if let SnapshotCommand::Elements(elements) = &mut snapshot.lists[list].commands[command] {
        elements.clip_rect = clip;
    }
}

#[test]
fn text_form_reads_back_to_the_same_summary() {
    let snapshot = sample();
    let text = snapshot.to_text();
    assert!(text.starts_with(TEXT_HEADER), "{text}");
    assert!(text.contains("  2 draw persistent#2 clip [30.5, 0, 100, 50] idx 3..6 vtx 0 bbox [40, 10, 45.5, 20.25]\n"), "{text}");
    assert!(text.contains("\ngeometry v1 zlib base64\n"), "{text}");
    assert!(text.contains("  0 callback"), "{text}");
    assert!(text.contains(" draw frame#1 "), "{text}");
    let parsed = SnapshotSummary::parse_text(&text).unwrap();
    assert_eq!(parsed, snapshot.summary());
    assert_eq!(parsed.to_text(), text);
}

#[test]
fn text_form_prints_non_finite_values() {
    let mut snapshot = sample();
    set_clip(
        &mut snapshot,
        0,
        0,
        [f32::NAN, 0.0, f32::INFINITY, f32::NEG_INFINITY],
    );
    snapshot.lists[0].vertices[0].pos = [f32::NAN, 1.0];
    let text = snapshot.to_text();
    assert!(text.contains("clip [nan, 0, inf, -inf]"), "{text}");
    assert_eq!(
        SnapshotSummary::parse_text(&text).unwrap(),
        snapshot.summary()
    );
}

#[test]
fn text_parser_names_the_bad_line() {
    let text = sample().to_text();
    assert!(
        SnapshotSummary::parse_text(&text.replace(" v2\n", " v1\n"))
            .unwrap_err()
            .message
            .contains("UPDATE_SNAPSHOTS=1")
    );
    let broken = text.replacen("clip [30.5", "clip [30.5x", 1);
    let error = SnapshotSummary::parse_text(&broken).unwrap_err();
    assert_eq!(error.line, 7, "{error}");
    assert!(error.message.contains("30.5x"), "{error}");
    let truncated: String = text
        .lines()
        .take(5)
        .map(|line| format!("{line}\n"))
        .collect();
    assert!(SnapshotSummary::parse_text(&truncated).is_err());
    assert!(SnapshotSummary::parse_text("").is_err());
    assert!(SnapshotSummary::parse_text(&format!("{text}extra\n")).is_err());
}

#[test]
fn text_parser_rejects_counts_that_overflow_when_summed() {
    let huge = usize::MAX;
    let crafted = format!(
        "{TEXT_HEADER}\n\
         display pos [0, 0] size [10, 10] scale [1, 1]\n\
         lists 2 vertices 1 indices 0\n\
         list 0 vertices {huge} indices 0 commands 0\n\
         list 1 vertices 2 indices 0 commands 0\n"
    );
    let error = SnapshotSummary::parse_text(&crafted).unwrap_err();
    assert_eq!(error.line, 3, "{error}");
    assert!(error.message.contains("overflow"), "{error}");
}

#[test]
fn text_form_saturates_totals_of_a_hand_built_summary() {
    let mut summary = sample().summary();
    summary.lists[0].vertices = usize::MAX;
    assert!(summary.lists[1].vertices > 0);
    let text = summary.to_text();
    let totals = text.lines().nth(2).unwrap();
    assert_eq!(
        totals,
        format!(
            "lists {} vertices {} indices {}",
            summary.lists.len(),
            usize::MAX,
            summary.lists.iter().map(|list| list.indices).sum::<usize>()
        )
    );
}

#[test]
fn complete_form_round_trips_exactly_including_nan() {
    let mut snapshot = sample();
    snapshot.lists[1].vertices[2].uv = [f32::NAN, -0.0];
    set_clip(&mut snapshot, 0, 2, [f32::INFINITY, 0.0, 1.0, 2.0]);
    let bytes = snapshot.to_bytes();
    assert_eq!(&bytes[..8], b"IMGUIDRW");
    assert_eq!(
        bytes.len(),
        8 + 12 + 24 + 4 + 2 * 12 + 9 * 20 + 9 * 2 + 5 * 56 + 8
    );
    let parsed = DrawSnapshot::from_bytes(&bytes).unwrap();
    assert_eq!(parsed, snapshot);
    assert_eq!(parsed.to_bytes(), bytes);
}

#[test]
fn complete_form_rejects_damage_without_panicking() {
    let bytes = sample().to_bytes();
    for length in 0..bytes.len() {
        assert!(
            DrawSnapshot::from_bytes(&bytes[..length]).is_err(),
            "{length}"
        );
    }
    let mut flipped = bytes.clone();
    flipped[60] ^= 1;
    assert_eq!(
        DrawSnapshot::from_bytes(&flipped),
        Err(CompleteFormError::ChecksumMismatch)
    );
    let mut newer = bytes.clone();
    newer[8] = 2;
    assert_eq!(
        DrawSnapshot::from_bytes(&newer),
        Err(CompleteFormError::UnsupportedVersion(2))
    );
    assert_eq!(
        DrawSnapshot::from_bytes(b"PNG\0\0\0\0\0\0\0\0\0"),
        Err(CompleteFormError::NotASnapshot)
    );
}

#[test]
fn complete_form_rejects_huge_counts_before_allocating() {
    // A header claiming u32::MAX lists, with a valid checksum.
    let mut bytes = sample().to_bytes();
    bytes.truncate(44);
    bytes.extend_from_slice(&u32::MAX.to_le_bytes());
    let mut hasher = hash::Fnv1a64::new();
    hasher.write(&bytes);
    bytes.extend_from_slice(&hasher.finish().to_le_bytes());
    assert!(matches!(
        DrawSnapshot::from_bytes(&bytes),
        Err(CompleteFormError::Truncated { .. })
    ));
}

#[test]
fn diff_names_the_first_differing_command_and_field() {
    let expected = sample();
    assert_eq!(expected.diff(&expected.clone(), DrawTolerance::EXACT), None);

    let mut clip = expected.clone();
    set_clip(&mut clip, 0, 2, [31.0, 0.0, 100.0, 50.0]);
    let diff = clip.diff(&expected, DrawTolerance::PORTABLE).unwrap();
    assert_eq!(
        diff.location,
        DiffLocation::Command {
            list: 0,
            command: 2
        }
    );
    assert_eq!(diff.field, DiffField::ClipRect);
    assert_eq!(
        diff.to_string(),
        "list 0, command 2: clip rect differs: expected `[30.5, 0, 100, 50]`, got `[31, 0, 100, 50]`"
    );

    let mut moved = expected.clone();
    moved.lists[1].vertices[1].pos[0] += 1.0;
    let diff = moved.diff(&expected, DrawTolerance::PORTABLE).unwrap();
    assert_eq!(
        diff.location,
        DiffLocation::Command {
            list: 1,
            command: 1
        }
    );
    assert_eq!(diff.field, DiffField::Geometry);

    let mut retextured = expected.clone();
    retextured.map_texture_ids(|id| match TextureLabel::of(id) {
        TextureLabel::Frame { .. } => texture(TextureKind::Persistent, 9),
        _ => id,
    });
    let diff = retextured.diff(&expected, DrawTolerance::PORTABLE).unwrap();
    assert_eq!(diff.field, DiffField::Texture);
    assert_eq!(
        (diff.expected.as_str(), diff.actual.as_str()),
        ("frame#1", "persistent#9")
    );

    let mut fewer = expected.clone();
    fewer.lists.pop();
    let diff = fewer.diff(&expected, DrawTolerance::PORTABLE).unwrap();
    assert_eq!(
        (diff.location, diff.field),
        (DiffLocation::Header, DiffField::ListCount)
    );

    let mut kind = expected.clone();
    kind.lists[0].commands[1] = SnapshotCommand::Callback;
    let diff = kind.diff(&expected, DrawTolerance::PORTABLE).unwrap();
    assert_eq!(diff.field, DiffField::CommandKind);

    let mut scaled = expected.clone();
    scaled.framebuffer_scale = [2.0, 2.0];
    assert_eq!(
        scaled
            .diff(&expected, DrawTolerance::PORTABLE)
            .unwrap()
            .field,
        DiffField::FramebufferScale
    );

    let mut extra = expected.clone();
    extra.lists[0].vertices.push(vertex(0.0, 0.0));
    let diff = extra.diff(&expected, DrawTolerance::PORTABLE).unwrap();
    assert_eq!(
        (diff.location, diff.field),
        (DiffLocation::List { list: 0 }, DiffField::VertexCount)
    );
}

#[test]
fn diffs_resolve_indices_so_index_shifts_do_not_count() {
    // The same triangle drawn through shifted indices matches exactly.
    let base = sample();
    let mut shifted = base.clone();
    let list = &mut shifted.lists[1];
    list.vertices.insert(0, vertex(99.0, 99.0));
    list.indices = vec![1, 2, 3];
    let diff = shifted.diff(&base, DrawTolerance::EXACT).unwrap();
    assert_eq!(
        (diff.location, diff.field),
        (DiffLocation::List { list: 1 }, DiffField::VertexCount),
        "only the list's count differs: {diff}"
    );
    shifted.lists[1].vertices[1].col[0] = 0;
    let diff = shifted.diff(&base, DrawTolerance::PORTABLE).unwrap();
    assert_eq!(diff.field, DiffField::Geometry, "{diff}");
    assert!(diff.expected.contains("colour #ff8000ff"), "{diff}");
    assert!(diff.actual.contains("colour #008000ff"), "{diff}");
}

#[test]
fn the_portable_tolerance_passes_arithmetic_noise_and_fails_real_changes() {
    let base = sample();
    // What approximate reciprocal square roots do: every position off by up to 0.0004.
    let mut noisy = base.clone();
    for (i, vertex) in noisy
        .lists
        .iter_mut()
        .flat_map(|list| &mut list.vertices)
        .enumerate()
    {
        let sign = if i % 2 == 0 { 1.0 } else { -1.0 };
        vertex.pos[0] += sign * 0.0004;
        vertex.pos[1] -= sign * 0.00037;
    }
    assert_ne!(noisy, base);
    assert_eq!(noisy.diff(&base, DrawTolerance::PORTABLE), None);
    // Through the stored text as well.
    let stored = TextForm::parse(&base.to_text()).unwrap();
    assert_eq!(
        noisy.text_form().diff(&stored, DrawTolerance::PORTABLE),
        None
    );

    // A widget moved by one unit.
    let mut moved = base.clone();
    for vertex in &mut moved.lists[0].vertices[3..6] {
        vertex.pos[0] += 1.0;
    }
    let diff = moved.diff(&base, DrawTolerance::PORTABLE).unwrap();
    assert_eq!(
        (diff.location, diff.field),
        (
            DiffLocation::Command {
                list: 0,
                command: 2
            },
            DiffField::Geometry
        )
    );
    assert_eq!(diff.expected, "pos [40, 10] uv [0.4, 0.1] colour #ff8000ff");
    assert_eq!(diff.actual, "pos [41, 10] uv [0.4, 0.1] colour #ff8000ff");
    let message = diff.to_string();
    assert!(
        message.contains("3 of the 3 vertices its indices name differ beyond the tolerance; the farthest moved by 1 units"),
        "{message}"
    );
    // A colour changed by two levels, a glyph's UV by a texel of a 512-texel atlas.
    let mut recoloured = base.clone();
    recoloured.lists[1].vertices[2].col[1] += 2;
    assert_eq!(
        recoloured
            .diff(&base, DrawTolerance::PORTABLE)
            .unwrap()
            .field,
        DiffField::Geometry
    );
    let mut other_glyph = base.clone();
    other_glyph.lists[0].vertices[0].uv[0] += 1.0 / 512.0;
    assert_eq!(
        other_glyph
            .diff(&base, DrawTolerance::PORTABLE)
            .unwrap()
            .field,
        DiffField::Geometry
    );
    // A clip rect a quarter unit off.
    let mut clipped = base.clone();
    set_clip(&mut clipped, 0, 2, [30.75, 0.0, 100.0, 50.0]);
    assert_eq!(
        clipped.diff(&base, DrawTolerance::PORTABLE).unwrap().field,
        DiffField::ClipRect
    );
    // Non-finite coordinates match only themselves.
    let mut nan = base.clone();
    nan.lists[0].vertices[0].pos[0] = f32::NAN;
    assert_eq!(nan.diff(&nan.clone(), DrawTolerance::PORTABLE), None);
    assert_eq!(
        nan.diff(&base, DrawTolerance::PORTABLE).unwrap().field,
        DiffField::Geometry
    );
}

#[test]
fn replay_yields_the_recorded_commands_with_callbacks_disabled() {
    use imgui_webgpu::source::{DrawCommand, DrawListSource, DrawSource};
    let snapshot = sample();
    let lists: Vec<_> = snapshot.lists().collect();
    assert_eq!(lists.len(), 2);
    let commands: Vec<_> = lists[1].commands().collect();
    assert_eq!(commands[0], DrawCommand::Callback(None));
    assert!(matches!(
        commands[1],
        DrawCommand::Elements(DrawElements { count: 3, .. })
    ));
    assert_eq!(DrawSnapshot::from_source(&snapshot), snapshot);
}

/// Found from outside by fuzzing the text form: a display position of -1e30 printed as
/// `-92233720368547758.08` (i64::MIN hundredths), which the parser refused.
#[test]
fn a_huge_negative_coordinate_prints_text_that_parses_back() {
    let mut snapshot = sample();
    snapshot.display_pos = [0.0, -1e30];
    set_clip(&mut snapshot, 0, 0, [-1e30, f32::MIN, 1e30, f32::MAX]);
    let text = snapshot.to_text();
    let parsed =
        SnapshotSummary::parse_text(&text).unwrap_or_else(|error| panic!("{error}\n{text}"));
    assert_eq!(parsed, snapshot.summary());
    assert_eq!(parsed.to_text(), text);
    assert_eq!(
        super::summary::Coord::from_f32(f32::MIN).to_string(),
        "-92233720368547758.07"
    );
}

/// Found from outside by fuzzing: `idx_offset = usize::MAX - 2, count = 3` printed a
/// saturated range that parsed back with count 2, another snapshot.
#[test]
fn an_index_range_past_usize_max_keeps_its_count_through_the_text_form() {
    let mut snapshot = sample();
    if let SnapshotCommand::Elements(elements) = &mut snapshot.lists[0].commands[0] {
        elements.idx_offset = usize::MAX - 2;
        elements.count = 3;
    }
    let text = snapshot.to_text();
    assert!(
        text.contains(&format!("idx {}+3 ", usize::MAX - 2)),
        "{text}"
    );
    let parsed = SnapshotSummary::parse_text(&text).unwrap();
    assert_eq!(parsed, snapshot.summary());
    assert_eq!(parsed.to_text(), text);
    // One spelling per range: `first+count` only where `first..end` cannot be written.
    let spelled_twice = text.replace(&format!("{}+3", usize::MAX - 2), "5+3");
    assert!(SnapshotSummary::parse_text(&spelled_twice).is_err());
}
