//! One mapping from imgui's display to target pixels, shared by geometry and scissors:
//! `pixel = (point - display_pos) * framebuffer_scale`. When the display and the target
//! disagree for a frame (a resize race), pixels past the target are cut off, never squeezed
//! into it, and a rect clipped to itself is drawn whole.
use imgui_webgpu_test_support as common;

use common::owned_frame::ListBuilder;
use imgui_webgpu::{RenderTarget, RendererConfig};
use imgui_webgpu_testing::headless::HeadlessTarget;
use imgui_webgpu_testing::images::RgbaImage;
use imgui_webgpu_testing::snapshot::DrawSnapshot;

const WHITE: [u8; 4] = [255, 255, 255, 255];
pub(crate) const BLACK: [u8; 4] = [0, 0, 0, 255];

/// Rects in display units, each clipped to itself, rendered into a `target` sized target.
fn render_rects(
    display_size: [f32; 2],
    scale: [f32; 2],
    target: [u32; 2],
    rects: &[[f32; 4]],
) -> RgbaImage {
    render_rects_at([0.0, 0.0], display_size, scale, target, rects)
}

/// [`render_rects`] for a display at `display_pos` (a secondary viewport's place on imgui's
/// desktop); the rects are in the same coordinates as `display_pos`.
pub(crate) fn render_rects_at(
    display_pos: [f32; 2],
    display_size: [f32; 2],
    scale: [f32; 2],
    target: [u32; 2],
    rects: &[[f32; 4]],
) -> RgbaImage {
    let gpu = common::gpu();
    let mut imgui = common::imgui_context(display_size);
    let desc = RenderTarget::new(target, wgpu::TextureFormat::Rgba8Unorm);
    let headless = HeadlessTarget::new(&gpu.device, desc).unwrap();
    let mut renderer = common::renderer(&gpu, &mut imgui, RendererConfig::for_shape(desc.shape));
    let white_uv = imgui.new_frame().font_tex_uv_white_pixel();
    imgui.render();
    let mut list = ListBuilder::new(white_uv);
    for &[x1, y1, x2, y2] in rects {
        let quad = list.quad([x1, y1], [x2, y2], WHITE);
        list.draw(quad, renderer.font_texture_id(), [x1, y1, x2, y2]);
    }
    let frame = DrawSnapshot {
        display_pos,
        display_size,
        framebuffer_scale: scale,
        lists: vec![list.build()],
    };
    renderer.new_frame();
    let ((image, report), errors) = common::capture_errors(&gpu.device, || {
        headless
            .render_to_image(
                (&gpu.device, &gpu.queue),
                &mut renderer,
                &frame,
                wgpu::Color::BLACK,
            )
            .unwrap()
    });
    assert_eq!(errors, Vec::<String>::new());
    assert!(report.is_clean(), "{:?}", report.skipped);
    image
}

/// The lit columns of row `y`, as ranges.
pub(crate) fn lit_columns(image: &RgbaImage, y: u32) -> Vec<std::ops::Range<u32>> {
    let mut runs = Vec::new();
    let mut start = None;
    for x in 0..=image.width {
        let lit = x < image.width && image.pixel(x, y) == WHITE;
        match (lit, start) {
            (true, None) => start = Some(x),
            (false, Some(from)) => {
                runs.push(from..x);
                start = None;
            }
            _ => {}
        }
    }
    runs
}

#[test]
fn a_display_larger_than_the_target_is_cut_off_not_squeezed() {
    // A 200x100 display into a 100x100 target.
    let image = render_rects(
        [200.0, 100.0],
        [1.0, 1.0],
        [100, 100],
        &[[40.0, 10.0, 50.0, 20.0], [150.0, 10.0, 160.0, 20.0]],
    );
    // The first rect sits at its own pixels, whole; the second lies past the target.
    assert_eq!(lit_columns(&image, 15), vec![40..50]);
    assert_eq!(image.pixel(15, 5), BLACK);
    assert_eq!(image.pixel(77, 15), BLACK, "nothing squeezed in at 75..80");
}

#[test]
fn a_display_smaller_than_the_target_keeps_its_pixels() {
    let image = render_rects(
        [50.0, 50.0],
        [1.0, 1.0],
        [100, 100],
        &[[10.0, 10.0, 20.0, 20.0], [40.0, 40.0, 50.0, 50.0]],
    );
    assert_eq!(lit_columns(&image, 15), vec![10..20]);
    assert_eq!(lit_columns(&image, 45), vec![40..50]);
    assert_eq!(lit_columns(&image, 75), vec![]);
}

#[test]
fn framebuffer_scale_two_doubles_geometry_and_scissors_alike() {
    let image = render_rects(
        [50.0, 50.0],
        [2.0, 2.0],
        [100, 100],
        &[[20.0, 10.0, 25.0, 15.0], [45.0, 40.0, 60.0, 45.0]],
    );
    assert_eq!(lit_columns(&image, 25), vec![40..50]);
    // The second rect reaches past the display's right edge: cut at the target's.
    assert_eq!(lit_columns(&image, 85), vec![90..100]);
}
