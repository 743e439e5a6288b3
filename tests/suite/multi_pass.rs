//! Two `render` calls in one submit: two different UIs, of different display sizes, go into
//! two targets through one encoder and one `queue.submit`. Each target shows its own UI, on
//! the first frame (where the second call outgrows the arena mid-frame, so the two calls use
//! different buffers) and on a steady frame (where both calls share the buffers, so their
//! ranges and uniforms must not overlap).
use imgui_webgpu_test_support as common;

use common::colors::{Framebuffer, Storage, assert_pixel, close};
use common::owned_frame::ListBuilder;
use imgui::{Condition, OwnedDrawData, TextureId, WindowFlags};
use imgui_webgpu::source::DrawElements;
use imgui_webgpu::{RenderError, RenderReport, RenderTarget, Renderer, RendererConfig};
use imgui_webgpu_testing::headless::HeadlessTarget;
use imgui_webgpu_testing::images::RgbaImage;
use imgui_webgpu_testing::snapshot::SnapshotCommand;

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
    let mut renderer = common::renderer(
        &gpu,
        &mut imgui,
        RendererConfig::for_shape(target_a.desc().shape),
    );
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

/// The second pass's oversized draw data, one kind per buffer: too many vertices, or few
/// vertices and too many indices (so the vertex buffer could make room before the index
/// buffer refuses).
#[derive(Clone, Copy, Debug)]
enum Oversized {
    Vertices,
    Indices,
}

/// One frame, three passes, one submit, on a device whose buffers are at most 1 MiB: pass 1
/// draws a red quad, pass 2 is refused as too large, pass 3 draws a blue and a green quad.
/// The refused call must leave pass 1's data alone, so pass 1's target shows its red quad
/// and nothing of pass 3. With reuse off, and with reuse on in the renderer's first frame.
#[test]
fn a_refused_pass_leaves_the_earlier_passes_of_the_frame_untouched() {
    const SIZE: [u32; 2] = [64, 32];
    const MAX_BUFFER: u64 = 1 << 20;
    let gpu = common::gpu();
    let (device, queue) = pollster::block_on(gpu.adapter.request_device(&wgpu::DeviceDescriptor {
        label: Some("1 MiB buffers"),
        required_limits: wgpu::Limits {
            max_buffer_size: MAX_BUFFER,
            ..gpu.adapter.limits()
        },
        ..Default::default()
    }))
    .expect("a device with lower limits");
    let mut imgui = common::imgui_context(SIZE.map(|v| v as f32));
    let desc = RenderTarget::new(SIZE, FORMAT);
    let targets: Vec<HeadlessTarget> = (0..3)
        .map(|_| HeadlessTarget::new(&device, desc).unwrap())
        .collect();
    let clear = wgpu::Color::BLACK;
    let cleared = Framebuffer::cleared(Storage::of(FORMAT), clear).rgba8();
    let green = [20, 210, 40, 255];
    let full_clip = [0.0, 0.0, SIZE[0] as f32, SIZE[1] as f32];
    // Centres of pass 1's red quad and pass 3's blue and green quads.
    let (red_at, blue_at, green_at) = ([8, 16], [32, 16], [56, 16]);
    // Every case runs; the wrong pixels of all of them are reported together.
    let mut wrong = Vec::new();

    for reuse in [false, true] {
        for oversized in [Oversized::Vertices, Oversized::Indices] {
            let case = format!("reuse {reuse}, too many {oversized:?}");
            let mut renderer = Renderer::new(
                &device,
                &queue,
                &mut imgui,
                RendererConfig::for_shape(desc.shape).with_list_reuse(reuse),
            )
            .unwrap();
            let font = renderer.font_texture_id();
            let ui = imgui.new_frame();
            let white_uv = ui.font_tex_uv_white_pixel();
            imgui.render();
            let quads = |quads: &[([f32; 2], [u8; 4])]| {
                let mut list = ListBuilder::new(white_uv);
                for &(min, rgba) in quads {
                    let quad = list.quad(min, [min[0] + 16.0, min[1] + 16.0], rgba);
                    list.draw(quad, font, full_clip);
                }
                list.build()
            };
            // Pass 1's indices differ from pass 3's, so its pixels show when either of its
            // buffers was written over: a grey quad (never drawn) at pass 3's blue, then the
            // red quad, drawn by indices counted from the list's first vertex.
            let pass_1 = {
                let mut list = ListBuilder::new(white_uv);
                list.quad([24.0, 8.0], [40.0, 24.0], GREY);
                let red = list.quad([0.0, 8.0], [16.0, 24.0], RED);
                list.command(SnapshotCommand::Elements(DrawElements {
                    count: 6,
                    clip_rect: full_clip,
                    texture_id: font.into(),
                    vtx_offset: 0,
                    idx_offset: red.first_index,
                }));
                let mut list = list.build();
                for index in &mut list.indices[red.first_index..] {
                    *index += red.first_vertex as u16;
                }
                common::owned_frame::frame(SIZE.map(|v| v as f32), vec![list])
            };
            let pass_3 = common::owned_frame::frame(
                SIZE.map(|v| v as f32),
                vec![quads(&[([24.0, 8.0], BLUE), ([48.0, 8.0], green)])],
            );
            let mut big = ListBuilder::new(white_uv);
            let big = match oversized {
                Oversized::Vertices => {
                    // 60,000 vertices of 20 bytes: 1.2 MB.
                    for _ in 0..15_000 {
                        let quad = big.quad([0.0, 0.0], [1.0, 1.0], GREY);
                        big.draw(quad, font, full_clip);
                    }
                    big.build()
                }
                Oversized::Indices => {
                    // 4 vertices and 600,000 indices of 2 bytes: 1.2 MB.
                    let quad = big.quad([0.0, 0.0], [1.0, 1.0], GREY);
                    big.draw(quad, font, full_clip);
                    let mut list = big.build();
                    list.indices = list.indices.repeat(100_000);
                    list
                }
            };
            let pass_2 = common::owned_frame::frame(SIZE.map(|v| v as f32), vec![big]);

            renderer.new_frame();
            let (results, errors) = common::capture_errors(&device, || {
                let mut encoder = device.create_command_encoder(&Default::default());
                let results: Vec<_> = [&pass_1, &pass_2, &pass_3]
                    .iter()
                    .zip(&targets)
                    .map(|(frame, target)| {
                        target.encode_pass(&mut encoder, clear, |pass| {
                            renderer.render(*frame, pass, SIZE)
                        })
                    })
                    .collect();
                queue.submit([encoder.finish()]);
                results
            });
            assert_eq!(errors, Vec::<String>::new(), "{case}");
            assert!(results[0].is_ok(), "{case}: pass 1: {:?}", results[0]);
            assert!(
                matches!(results[1], Err(RenderError::DrawDataTooLarge { .. })),
                "{case}: pass 2: {:?}",
                results[1]
            );
            assert!(results[2].is_ok(), "{case}: pass 3: {:?}", results[2]);

            let first = targets[0].read_rgba8(&device, &queue).unwrap();
            let third = targets[2].read_rgba8(&device, &queue).unwrap();
            for (image, at, expected, what) in [
                (&first, red_at, RED, "pass 1's red quad"),
                (&first, blue_at, cleared, "pass 1 where pass 3's blue is"),
                (&first, green_at, cleared, "pass 1 where pass 3's green is"),
                (&third, red_at, cleared, "pass 3 where pass 1's red is"),
                (&third, blue_at, BLUE, "pass 3's blue quad"),
                (&third, green_at, green, "pass 3's green quad"),
            ] {
                let pixel = image.pixel(at[0], at[1]);
                if pixel != expected {
                    wrong.push(format!("{case}: {what}: {pixel:?}, expected {expected:?}"));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "wrong pixels:\n{}", wrong.join("\n"));
}
