//! Two `render` calls in one submit: two different UIs, of different display sizes, go into
//! two targets through one encoder and one `queue.submit`. Each target shows its own UI, on
//! the first frame (where the second call outgrows the arena mid-frame, so the two calls use
//! different buffers) and on a steady frame (where both calls share the buffers, so their
//! ranges and uniforms must not overlap).
mod common;

use common::colors::{Framebuffer, Storage, assert_pixel, close};
use imgui::{Condition, OwnedDrawData, TextureId, WindowFlags};
use imgui_webgpu::{RenderReport, RenderTarget, Renderer, RendererConfig};
use imgui_webgpu_testing::headless::HeadlessTarget;
use imgui_webgpu_testing::images::RgbaImage;

const FORMAT: wgpu::TextureFormat = wgpu::TextureFormat::Rgba8Unorm;
const SIZE_A: [u32; 2] = [160, 120];
const SIZE_B: [u32; 2] = [200, 100];
const RED: [u8; 4] = [230, 20, 20, 255];
const BLUE: [u8; 4] = [20, 40, 230, 255];
const GREY: [u8; 4] = [128, 128, 128, 255];
/// Shapes in UI B: enough vertices (4 per shape) to outgrow the arena's first vertex buffer.
const B_SHAPES: usize = 4000;
/// The band of UI B's shapes: rows 84..100, which UI A leaves empty.
const B_SHAPES_TOP: f32 = 84.0;

/// One UI's draw data, copied out of imgui so both frames can be rendered together.
struct Ui {
    draw_data: OwnedDrawData,
    image_min: [f32; 2],
    image_max: [f32; 2],
    image_centre: [u32; 2],
}

impl Ui {
    /// Checks that the image's corners, 2 pixels in, have its colour and the pixels 2 past
    /// them do not: a projection from the wrong uniforms moves the edges by far more.
    fn assert_image_in(&self, image: &RgbaImage, rgba: [u8; 4], what: &str) {
        let [min, max] = [self.image_min, self.image_max];
        let at = |x: f32, y: f32| [x as u32, y as u32];
        for corner in [
            at(min[0] + 2.0, min[1] + 2.0),
            at(max[0] - 3.0, max[1] - 3.0),
        ] {
            assert_pixel(image, corner, rgba, 1, what);
        }
        for outside in [
            at(min[0] - 3.0, min[1] - 3.0),
            at(max[0] + 2.0, max[1] + 2.0),
        ] {
            let pixel = image.pixel(outside[0], outside[1]);
            assert!(
                !close(pixel, rgba, 40),
                "{what}: {outside:?} outside the image is {pixel:?}"
            );
        }
    }
}

/// Runs an imgui frame of `display_size` showing one window at `position` with an image of
/// `texture`, and (when `shapes` > 0) a band of 1-pixel squares on the background list.
fn build_ui(
    imgui: &mut imgui::Context,
    display_size: [u32; 2],
    name: &str,
    position: [f32; 2],
    texture: TextureId,
    shapes: usize,
) -> Ui {
    imgui.io_mut().display_size = display_size.map(|v| v as f32);
    let ui = imgui.new_frame();
    let background = ui.get_background_draw_list();
    for shape in 0..shapes {
        let x = (shape % 200) as f32;
        let y = B_SHAPES_TOP + (shape / 200 % 16) as f32;
        background
            .add_rect([x, y], [x + 1.0, y + 1.0], GREY_F32)
            .filled(true)
            .build();
    }
    drop(background);
    let mut image_rect = [[0.0; 2]; 2];
    ui.window(name)
        .position(position, Condition::Always)
        .size([64.0, 64.0], Condition::Always)
        .flags(WindowFlags::NO_DECORATION)
        .build(|| {
            imgui::Image::new(texture, [40.0, 40.0]).build(ui);
            image_rect = [ui.item_rect_min(), ui.item_rect_max()];
        });
    let [min, max] = image_rect;
    Ui {
        draw_data: OwnedDrawData::from(imgui.render()),
        image_min: min,
        image_max: max,
        image_centre: [
            ((min[0] + max[0]) / 2.0) as u32,
            ((min[1] + max[1]) / 2.0) as u32,
        ],
    }
}

const GREY_F32: [f32; 4] = [128.0 / 255.0, 128.0 / 255.0, 128.0 / 255.0, 1.0];

#[test]
fn two_uis_in_one_submit_each_show_their_own() {
    let gpu = common::gpu();
    let mut imgui = common::imgui_context(SIZE_A.map(|v| v as f32));
    let target_a = HeadlessTarget::new(&gpu.device, RenderTarget::new(SIZE_A, FORMAT)).unwrap();
    let target_b = HeadlessTarget::new(&gpu.device, RenderTarget::new(SIZE_B, FORMAT)).unwrap();
    let mut renderer = Renderer::new(
        &gpu.device,
        &gpu.queue,
        &mut imgui,
        RendererConfig::for_target(target_a.desc()),
    )
    .unwrap();
    let red = common::textures::solid_texture(&gpu.device, &gpu.queue, FORMAT, 4, RED);
    let blue = common::textures::solid_texture(&gpu.device, &gpu.queue, FORMAT, 4, BLUE);
    let clear = wgpu::Color::BLACK;
    let cleared = Framebuffer::cleared(Storage::of(FORMAT), clear).rgba8();

    for round in 0..2 {
        renderer.new_frame();
        let red_id = renderer
            .frame_texture(&common::textures::view(&red))
            .unwrap();
        let blue_id = renderer
            .frame_texture(&common::textures::view(&blue))
            .unwrap();
        let ui_a = build_ui(&mut imgui, SIZE_A, "A", [8.0, 8.0], red_id, 0);
        let ui_b = build_ui(&mut imgui, SIZE_B, "B", [120.0, 12.0], blue_id, B_SHAPES);

        let ((report_a, report_b), errors) = common::capture_errors(&gpu.device, || {
            let mut encoder = gpu.device.create_command_encoder(&Default::default());
            let report_a = target_a.encode_pass(&mut encoder, clear, |pass| {
                renderer.render(ui_a.draw_data.draw_data().unwrap(), pass, SIZE_A)
            });
            let report_b = target_b.encode_pass(&mut encoder, clear, |pass| {
                renderer.render(ui_b.draw_data.draw_data().unwrap(), pass, SIZE_B)
            });
            gpu.queue.submit([encoder.finish()]);
            (report_a.unwrap(), report_b.unwrap())
        });
        assert_eq!(errors, Vec::<String>::new(), "round {round}");
        check_report(&report_a, round);
        check_report(&report_b, round);
        assert!(report_b.vertices > 4 * B_SHAPES as u64);
        if round == 0 {
            // The first call made the arena's three buffers; the second outgrew them in the
            // middle of the frame.
            assert_eq!(report_a.buffers_created, 3, "{report_a:?}");
            assert!(report_b.buffers_created > 0, "{report_b:?}");
        } else {
            // `new_frame` sized the arena for the whole of round 0 (reported by the first
            // call after it), so no call of this frame grows it.
            assert!(report_a.buffers_created <= 3, "{report_a:?}");
            assert_eq!(report_b.buffers_created, 0, "{report_b:?}");
        }

        let image_a = target_a.read_rgba8(&gpu.device, &gpu.queue).unwrap();
        let image_b = target_b.read_rgba8(&gpu.device, &gpu.queue).unwrap();
        let what = |text: &str| format!("round {round}: {text}");
        ui_a.assert_image_in(&image_a, RED, &what("A's image in A"));
        ui_b.assert_image_in(&image_b, BLUE, &what("B's image in B"));
        // Each UI's image sits where the other target shows nothing.
        assert_pixel(
            &image_a,
            ui_b.image_centre,
            cleared,
            0,
            &what("B's image in A"),
        );
        assert_pixel(
            &image_b,
            ui_a.image_centre,
            cleared,
            0,
            &what("A's image in B"),
        );
        // B's shapes fill their band in B, and nothing of them reaches A.
        for x in [0, 57, 150, 199] {
            assert_pixel(&image_b, [x, 90], GREY, 1, &what("B's shapes in B"));
        }
        for x in [0, 57, 150] {
            assert_pixel(&image_a, [x, 90], cleared, 0, &what("B's shapes in A"));
        }
    }
}

fn check_report(report: &RenderReport, round: usize) {
    assert!(report.is_clean(), "round {round}: {:?}", report.skipped);
    assert!(report.draws >= 2, "round {round}: {report:?}");
}
