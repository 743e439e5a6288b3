//! The benchmark scenes' deterministic costs, checked on a real device: per frame in steady
//! state the renderer creates no wgpu object (S3 aside: one bind group per per-frame view),
//! allocates no more than the raw-wgpu floor drawing the same frame, and writes exactly the
//! bytes of the lists that changed since the last frame, reusing the rest: nothing in the
//! static scenes, one list in S1-scroll, every list in S1-all. Timings live in
//! `benches/frame_cost.rs`; these counts do not drift.
use imgui_webgpu_test_support as common;
use imgui_webgpu_test_support::scenes;

use imgui_webgpu::RenderReport;
use imgui_webgpu::source::{DrawListSource, DrawSource};
use scenes::alloc_count::count;
use scenes::floor::Floor;
use scenes::objects::ObjectCounts;
use scenes::target::{SceneTarget, scene_target};
use scenes::{DISPLAY_SIZE, Scene, SceneId};

/// imgui allows one active context per process; each test holds this while its scene lives.
static SCENE_LOCK: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// Frames checked after the scene has settled.
const CHECKED_FRAMES: usize = 5;

/// What one frame cost, renderer and floor side by side.
struct FrameCounts {
    report: RenderReport,
    /// Objects alive after `render` minus those alive after `new_frame`.
    created: ObjectCounts,
    /// Objects alive after `render`.
    live: ObjectCounts,
    /// Allocations in `render`.
    render_allocations: u64,
    /// Allocations in all the renderer's per-frame calls (`new_frame`, `frame_texture`,
    /// `render`).
    renderer_allocations: u64,
    /// Allocations in the floor's upload and recording.
    floor_draw_allocations: u64,
    /// Allocations in all of the floor's per-frame work (with S3's bind groups).
    floor_allocations: u64,
    /// Each list's bytes (vertices, then indices), as the draw data holds them.
    lists: Vec<Vec<u8>>,
    /// Vertex bytes plus index bytes (padded to 4) plus 16 uniform bytes, one upload.
    floor_expected_bytes: u64,
    floor_bytes: u64,
    /// Whether some command draws with a non-zero vertex offset.
    uses_vtx_offset: bool,
}

/// Runs one frame of `scene` through the renderer into `target` and through the floor into
/// `floor_target`, and submits both. `floor_first` says which side writes first.
///
/// Both sides' buffer writes go to wgpu's queue before one submit, and on GL wgpu-hal
/// records every one of them into one command vector: whichever side writes first pays for
/// growing it (one allocation more, on every scene). So the sides take turns going first,
/// and each side's fewest allocations over the frames are compared.
fn run_frame(
    gpu: &imgui_webgpu_testing::headless::HeadlessGpu,
    scene: &mut Scene,
    floor: &mut Floor,
    targets: (&SceneTarget, &SceneTarget),
    floor_first: bool,
) -> FrameCounts {
    let (target, floor_target) = targets;
    scene.app_frame();
    let ((), new_frame_allocations) = count(|| scene.renderer.new_frame());
    let before = ObjectCounts::snapshot(&gpu.instance);
    let ((), frame_texture_allocations) = count(|| scene.register_frame_textures());
    let frame = scene.draw();
    let draw_data = frame.draw_data;
    floor.plan(draw_data, frame.frame_ids, DISPLAY_SIZE);

    let mut floor_encoder = gpu.device.create_command_encoder(&Default::default());
    let mut floor_side = |floor: &mut Floor| {
        let ((), bind) = count(|| floor.bind_frame_textures(frame.frame_views));
        let (bytes, upload) = count(|| floor.upload(draw_data));
        let mut pass = floor_target.begin_pass(&mut floor_encoder, wgpu::Color::BLACK, None);
        let ((), record) = count(|| floor.record(&mut pass));
        (bytes, bind, upload, record)
    };
    let floor_counts = floor_first.then(|| floor_side(floor));

    let mut encoder = gpu.device.create_command_encoder(&Default::default());
    let (report, render_allocations, live) = {
        let mut pass = target.begin_pass(&mut encoder, wgpu::Color::BLACK, None);
        let (report, allocations) =
            count(|| frame.renderer.render(draw_data, &mut pass, DISPLAY_SIZE));
        let live = ObjectCounts::snapshot(&gpu.instance);
        (report.expect("scenes render"), allocations, live)
    };

    let (floor_bytes, floor_bind_allocations, floor_upload_allocations, floor_record_allocations) =
        match floor_counts {
            Some(counts) => counts,
            None => floor_side(floor),
        };
    gpu.queue.submit([encoder.finish(), floor_encoder.finish()]);
    gpu.device
        .poll(wgpu::PollType::wait_indefinitely())
        .expect("the device finishes the frame");

    let vertices: u64 = draw_data
        .lists()
        .map(|list| list.vertices().len() as u64)
        .sum();
    let indices: u64 = draw_data
        .lists()
        .map(|list| list.indices().len() as u64)
        .sum();
    let lists = draw_data
        .lists()
        .map(|list| {
            let mut bytes: Vec<u8> = bytemuck::cast_slice::<_, u8>(list.indices()).to_vec();
            for vertex in list.vertices() {
                bytes.extend_from_slice(&vertex.pos[0].to_ne_bytes());
                bytes.extend_from_slice(&vertex.pos[1].to_ne_bytes());
                bytes.extend_from_slice(&vertex.uv[0].to_ne_bytes());
                bytes.extend_from_slice(&vertex.uv[1].to_ne_bytes());
                bytes.extend_from_slice(&vertex.col);
            }
            bytes
        })
        .collect();
    let uses_vtx_offset = draw_data.draw_lists().any(|list| {
        list.commands().any(|command| {
            matches!(command, imgui::DrawCmd::Elements { cmd_params, .. } if cmd_params.vtx_offset > 0)
        })
    });
    let floor_draw_allocations = floor_upload_allocations + floor_record_allocations;
    FrameCounts {
        report,
        created: live.since(before),
        live,
        render_allocations,
        renderer_allocations: new_frame_allocations
            + frame_texture_allocations
            + render_allocations,
        floor_draw_allocations,
        floor_allocations: floor_bind_allocations + floor_draw_allocations,
        lists,
        floor_expected_bytes: vertices * 20 + (indices * 2).next_multiple_of(4) + 16,
        floor_bytes,
        uses_vtx_offset,
    }
}

impl FrameCounts {
    /// (render, floor draw, all renderer calls, all floor work) allocations of the frame.
    fn allocations(&self) -> [u64; 4] {
        [
            self.render_allocations,
            self.floor_draw_allocations,
            self.renderer_allocations,
            self.floor_allocations,
        ]
    }
}

/// Settles `id`, then checks every count over a few frames.
fn check_scene(id: SceneId) {
    let _lock = SCENE_LOCK
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let gpu = common::gpu();
    let mut scene = Scene::new(id, &gpu.device, &gpu.queue);
    let mut floor = scene.floor(&gpu.device, &gpu.queue);
    let target = scene_target(&gpu.device);
    let floor_target = scene_target(&gpu.device);
    let targets = (&target, &floor_target);
    scene.settle();
    // Two rendered frames grow the arena and wgpu's internal vectors to their steady size.
    let mut previous = None;
    let mut previous_lists = Vec::new();
    for frame in 0..2 {
        let counts = run_frame(&gpu, &mut scene, &mut floor, targets, frame % 2 == 1);
        previous = Some(counts.live);
        previous_lists = counts.lists;
    }
    let frame_views = id.frame_views();
    let mut allocations = Vec::new();
    for frame in 0..CHECKED_FRAMES {
        let counts = run_frame(&gpu, &mut scene, &mut floor, targets, frame % 2 == 1);
        let report = &counts.report;
        println!(
            "{} frame {frame}: {} vertices, {} indices, {} draws, {} texture binds, {} bytes; \
             allocations: render {}, renderer {}, floor draw {}, floor {}",
            id.name(),
            report.vertices,
            report.indices,
            report.draws,
            report.texture_binds,
            report.bytes_uploaded,
            counts.render_allocations,
            counts.renderer_allocations,
            counts.floor_draw_allocations,
            counts.floor_allocations,
        );
        assert!(report.is_clean(), "{:?}", report.skipped);
        assert_eq!(report.draws, floor.draws(), "renderer and floor draw alike");

        // Objects: none created, except one bind group per per-frame view in S3.
        let expected_created = ObjectCounts {
            bind_groups: frame_views as i64,
            ..ObjectCounts::default()
        };
        assert_eq!(
            counts.created, expected_created,
            "objects created in the frame"
        );
        assert_eq!(
            Some(counts.live),
            previous,
            "live objects stay level frame to frame"
        );
        previous = Some(counts.live);
        assert_eq!(report.buffers_created, 0);
        // The frame textures' bind groups were made by `frame_texture`, not by the render.
        assert_eq!(report.bind_groups_created, 0);
        assert_eq!(scene.renderer.stats().frame_bind_groups, frame_views);

        allocations.push(counts.allocations());

        // Bytes: exactly the lists whose bytes differ from the last frame's list in the same
        // place (each list's indices padded to 4); the rest are reused. The display does not
        // change, so the uniforms are not written again.
        let list_size = |bytes: &Vec<u8>| bytes.len().next_multiple_of(4) as u64;
        let changed: Vec<usize> = (0..counts.lists.len())
            .filter(|i| previous_lists.get(*i) != Some(&counts.lists[*i]))
            .collect();
        let expected_written: u64 = changed.iter().map(|i| list_size(&counts.lists[*i])).sum();
        let all: u64 = counts.lists.iter().map(list_size).sum();
        assert_eq!(
            (report.lists_written, report.lists_reused),
            (changed.len(), counts.lists.len() - changed.len()),
            "lists written and reused (changed: {changed:?})"
        );
        assert_eq!(report.bytes_uploaded, expected_written, "bytes written");
        assert_eq!(report.bytes_reused, all - expected_written, "bytes reused");
        let expected_changes = match id {
            SceneId::TextWallScroll => 1,
            SceneId::TextWallAll => counts.lists.len(),
            _ => 0,
        };
        assert_eq!(
            changed.len(),
            expected_changes,
            "lists that change per frame"
        );
        // The floor uploads everything, every frame.
        assert_eq!(counts.floor_bytes, counts.floor_expected_bytes);
        previous_lists = counts.lists;
    }
    // Allocations: the renderer adds none to what wgpu itself needs. wgpu's own vectors can
    // grow once inside either side's turn, so each side's fewest over the checked frames
    // are compared: an allocation the crate made every frame would still show.
    let fewest = |pick: fn(&[u64; 4]) -> u64| allocations.iter().map(pick).min().unwrap_or(0);
    let (render, floor_draw) = (fewest(|a| a[0]), fewest(|a| a[1]));
    let (renderer_all, floor_all) = (fewest(|a| a[2]), fewest(|a| a[3]));
    assert!(
        render <= floor_draw,
        "render() allocated {render} times, the floor's upload and recording {floor_draw}"
    );
    // `frame_texture` checks each new view through a wgpu error scope (so a view wgpu would
    // refuse is an error, not a panic in wgpu's handler), and popping a scope boxes its
    // future: one allocation per per-frame view, the price of that check.
    let checks = frame_views as u64;
    assert!(
        renderer_all <= floor_all + checks,
        "the renderer's per-frame calls allocated {renderer_all} times, the floor {floor_all} \
         (+{checks} view checks)"
    );
    let last = run_frame(&gpu, &mut scene, &mut floor, targets, false);
    if id == SceneId::BigMesh {
        assert!(last.report.vertices >= 300_000, "{:?}", last.report);
        assert!(last.uses_vtx_offset, "S4 must use the vertex offset path");
    }
    // The floor does the same work: it draws the same pixels.
    let image = imgui_webgpu_testing::headless::read_texture_rgba8(
        &gpu.device,
        &gpu.queue,
        target.texture(),
    )
    .expect("readback");
    let floor_image = imgui_webgpu_testing::headless::read_texture_rgba8(
        &gpu.device,
        &gpu.queue,
        floor_target.texture(),
    )
    .expect("readback");
    let lit = image
        .pixels
        .chunks_exact(4)
        .filter(|p| p[..3] != [0, 0, 0])
        .count();
    assert!(lit > 100_000, "{}: only {lit} lit pixels", id.name());
    assert!(
        image == floor_image,
        "{}: the floor's image differs from the renderer's",
        id.name()
    );
}

/// One test per scene, each checking every count of [`check_scene`].
macro_rules! scene_tests {
    ($($name:ident => $scene:expr),* $(,)?) => {
        $(
            #[test]
            fn $name() {
                check_scene($scene);
            }
        )*
    };
}

scene_tests! {
    s1_text_wall_counts => SceneId::TextWall,
    s1_scroll_counts => SceneId::TextWallScroll,
    s1_all_counts => SceneId::TextWallAll,
    s2_image_grid_counts => SceneId::ImageGrid,
    s3_frame_textures_counts => SceneId::FrameTextures,
    s4_big_mesh_counts => SceneId::BigMesh,
}
