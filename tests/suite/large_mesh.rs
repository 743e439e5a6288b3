//! Large meshes: one draw list with more than 65,535 vertices. With 16-bit indices imgui
//! splits it into commands with a vertex offset (the renderer sets
//! `RENDERER_HAS_VTX_OFFSET`), and every shape must land right, whether the renderer draws
//! with `base_vertex` or rebinds the vertex buffer at each offset (WebGL2 has no
//! `base_vertex`). A second list after the big one checks the offsets of later lists.
use imgui_webgpu_test_support as common;

use imgui::ImColor32;
use imgui_webgpu::source::{DrawCommand, DrawElements, DrawListSource, DrawSource};
use imgui_webgpu::{RenderTarget, Renderer, RendererConfig};
use imgui_webgpu_testing::headless::HeadlessTarget;

/// One 1-pixel square per pixel: 128 * 192 squares of 4 vertices is 98,304 vertices.
const SIZE: [u32; 2] = [128, 192];
const FORMAT: wgpu::TextureFormat = wgpu::TextureFormat::Rgba8Unorm;
/// The square drawn on the foreground list, over the big mesh.
const MARK_MIN: [u32; 2] = [60, 150];
const MARK_SIZE: u32 = 8;
const MARK: [u8; 4] = [255, 0, 255, 255];

/// The colour of the square at (x, y): distinct for neighbours, exact in a `Unorm` target.
fn square_color(x: u32, y: u32) -> [u8; 4] {
    [(x * 2) as u8, y as u8, ((x * 7) ^ (y * 3)) as u8, 255]
}

fn expected_pixel(x: u32, y: u32) -> [u8; 4] {
    let in_mark = (MARK_MIN[0]..MARK_MIN[0] + MARK_SIZE).contains(&x)
        && (MARK_MIN[1]..MARK_MIN[1] + MARK_SIZE).contains(&y);
    if in_mark { MARK } else { square_color(x, y) }
}

fn draw_large_mesh(base_vertex: bool) {
    let gpu = common::gpu();
    let mut imgui = common::imgui_context(SIZE.map(|v| v as f32));
    let desc = RenderTarget::new(SIZE, FORMAT);
    let target = HeadlessTarget::new(&gpu.device, desc).unwrap();
    let config = RendererConfig::for_shape(desc.shape).with_base_vertex(base_vertex);
    let mut renderer = Renderer::new(&gpu.device, &gpu.queue, &mut imgui, config).unwrap();
    assert_eq!(renderer.uses_base_vertex(), base_vertex);

    renderer.new_frame();
    let ui = imgui.new_frame();
    let background = ui.get_background_draw_list();
    for y in 0..SIZE[1] {
        for x in 0..SIZE[0] {
            let [r, g, b, a] = square_color(x, y);
            let (x, y) = (x as f32, y as f32);
            background
                .add_rect([x, y], [x + 1.0, y + 1.0], ImColor32::from_rgba(r, g, b, a))
                .filled(true)
                .build();
        }
    }
    drop(background);
    let [r, g, b, a] = MARK;
    let min = MARK_MIN.map(|v| v as f32);
    ui.get_foreground_draw_list()
        .add_rect(
            min,
            [min[0] + MARK_SIZE as f32, min[1] + MARK_SIZE as f32],
            ImColor32::from_rgba(r, g, b, a),
        )
        .filled(true)
        .build();
    let draw_data = imgui.render();

    // The frame has what this test is about: a list past 65,535 vertices, split by offsets.
    let lists: Vec<_> = draw_data.lists().collect();
    assert_eq!(lists.len(), 2, "background and foreground lists");
    let big = &lists[0];
    assert!(big.vertices().len() > 65_535, "{}", big.vertices().len());
    let offsets: Vec<usize> = big
        .commands()
        .filter_map(|command| match command {
            DrawCommand::Elements(DrawElements { vtx_offset, .. }) => Some(vtx_offset),
            _ => None,
        })
        .collect();
    assert!(
        offsets.iter().any(|offset| *offset > 0),
        "no command with a vertex offset: {offsets:?}"
    );

    let report = common::render_clean(&gpu, &target, &mut renderer, draw_data, wgpu::Color::BLACK);
    assert!(report.is_clean(), "{:?}", report.skipped);
    assert_eq!(report.draws, offsets.len() + 1, "{report:?}");
    assert_eq!(report.vertices, (SIZE[0] * SIZE[1] * 4 + 4) as u64);

    let image = target.read_rgba8(&gpu.device, &gpu.queue).unwrap();
    let wrong: Vec<([u32; 2], [u8; 4], [u8; 4])> = (0..SIZE[1])
        .flat_map(|y| (0..SIZE[0]).map(move |x| [x, y]))
        .filter_map(|[x, y]| {
            let (actual, expected) = (image.pixel(x, y), expected_pixel(x, y));
            (actual != expected).then_some(([x, y], actual, expected))
        })
        .collect();
    assert!(
        wrong.is_empty(),
        "{} pixels wrong, first: {:?}",
        wrong.len(),
        &wrong[..wrong.len().min(5)]
    );
}

#[test]
fn large_mesh_draws_right_with_base_vertex() {
    draw_large_mesh(true);
}

#[test]
fn large_mesh_draws_right_by_rebinding_vertex_buffers() {
    draw_large_mesh(false);
}
