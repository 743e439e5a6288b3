//! Pixels: a window with a button and an image of a solid-colour user texture, rendered
//! offscreen and read back. The expected colours are worked out here from imgui's style
//! colours and the texture's colour, blended the way the target format blends: in encoded
//! space for `Unorm` targets, in linear space for `*Srgb` and float targets. MSAA and a
//! depth attachment change nothing inside the shapes.
use imgui_webgpu_test_support as common;

use common::Fixture;

use common::colors::{Framebuffer, Storage, assert_pixel, close, imgui_color_bytes, texel};
use imgui::{Condition, StyleColor, WindowFlags};
use imgui_webgpu::{RenderTarget, SamplerOptions};

const SIZE: [u32; 2] = [160, 120];
const CLEAR: wgpu::Color = wgpu::Color {
    r: 0.1,
    g: 0.2,
    b: 0.3,
    a: 1.0,
};
const IMAGE_RGBA: [u8; 4] = [200, 60, 30, 255];

/// Where imgui put the window and its items, as it reported during the frame.
#[derive(Clone, Copy, Debug, Default)]
struct Layout {
    window_min: [f32; 2],
    window_max: [f32; 2],
    button_min: [f32; 2],
    button_max: [f32; 2],
    image_min: [f32; 2],
    image_max: [f32; 2],
}

fn pixel(at: [f32; 2]) -> [u32; 2] {
    at.map(|v| v as u32)
}

/// Renders the scene into a target of `desc` and checks window, button, image and clear
/// pixels against colours worked out from imgui's style.
fn check_scene(desc: RenderTarget) {
    let mut fixture = Fixture::of_target(desc);
    let (gpu, renderer, imgui, target) = fixture.split();

    let storage = Storage::of(desc.shape.format);
    let texture_format = storage.matching_texture_format();
    let texture =
        common::textures::solid_texture(&gpu.device, &gpu.queue, texture_format, 8, IMAGE_RGBA);
    let image_id = renderer
        .register_texture(&common::textures::view(&texture), SamplerOptions::NEAREST)
        .unwrap();

    let mut layout = Layout::default();
    let mut report = None;
    // The second frame is the one checked: imgui settles window state on the first.
    for _ in 0..2 {
        renderer.new_frame();
        let ui = imgui.new_frame();
        ui.window("pixels")
            .position([16.0, 12.0], Condition::Always)
            .size([128.0, 96.0], Condition::Always)
            .flags(WindowFlags::NO_DECORATION | WindowFlags::NO_MOVE)
            .build(|| {
                layout.window_min = ui.window_pos();
                let size = ui.window_size();
                layout.window_max = [
                    layout.window_min[0] + size[0],
                    layout.window_min[1] + size[1],
                ];
                ui.button_with_size("B", [60.0, 24.0]);
                layout.button_min = ui.item_rect_min();
                layout.button_max = ui.item_rect_max();
                imgui::Image::new(image_id, [32.0, 32.0]).build(ui);
                layout.image_min = ui.item_rect_min();
                layout.image_max = ui.item_rect_max();
            });
        let draw_data = imgui.render();
        report = Some(common::render_clean(
            gpu, target, renderer, draw_data, CLEAR,
        ));
    }
    let report = report.unwrap();
    assert!(report.is_clean(), "{:?}", report.skipped);
    assert!(report.draws >= 2, "{report:?}");
    // The font atlas (window, button, label) and the image each get bound.
    assert!(report.texture_binds >= 2, "{report:?}");
    let image = target.read_rgba8(&gpu.device, &gpu.queue).unwrap();

    let style = imgui.style();
    let window_bg = imgui_color_bytes(style.colors[StyleColor::WindowBg as usize]);
    let button = imgui_color_bytes(style.colors[StyleColor::Button as usize]);
    let cleared = Framebuffer::cleared(storage, CLEAR);
    let inside_window = cleared.fill(window_bg);
    let on_button = inside_window.fill(button);
    let on_image = inside_window.draw([255; 4], texel(texture_format, IMAGE_RGBA));

    assert_pixel(&image, [4, 4], cleared.rgba8(), 1, "outside the window");
    assert_pixel(
        &image,
        [SIZE[0] - 3, SIZE[1] - 3],
        cleared.rgba8(),
        1,
        "outside the window",
    );
    let window_inner = [layout.window_max[0] - 6.0, layout.window_max[1] - 6.0];
    assert_pixel(
        &image,
        pixel(window_inner),
        inside_window.rgba8(),
        2,
        "window background",
    );
    // A corner of the button, away from its centred label.
    assert_pixel(
        &image,
        pixel([layout.button_min[0] + 3.0, layout.button_min[1] + 3.0]),
        on_button.rgba8(),
        2,
        "button",
    );
    assert_pixel(
        &image,
        pixel([layout.button_max[0] - 3.0, layout.button_max[1] - 3.0]),
        on_button.rgba8(),
        2,
        "button",
    );
    let image_centre = [
        (layout.image_min[0] + layout.image_max[0]) / 2.0,
        (layout.image_min[1] + layout.image_max[1]) / 2.0,
    ];
    assert_pixel(
        &image,
        pixel(image_centre),
        on_image.rgba8(),
        1,
        "image centre",
    );
    assert_pixel(
        &image,
        pixel([layout.image_min[0] + 1.0, layout.image_min[1] + 1.0]),
        on_image.rgba8(),
        1,
        "image corner",
    );
    // The image is opaque: it reads back as the texture's own bytes.
    assert!(close(on_image.rgba8(), IMAGE_RGBA, 1));

    // The translucent button tells the colour spaces apart: blending it in the other space
    // gives a colour this test would reject, so the checks above can fail.
    let other = match storage {
        Storage::Unorm8 => Storage::Srgb8,
        Storage::Srgb8 | Storage::Float16 => Storage::Unorm8,
    };
    let wrong = Framebuffer::cleared(other, CLEAR)
        .fill(window_bg)
        .fill(button)
        .rgba8();
    assert!(
        !close(wrong, on_button.rgba8(), 2),
        "the colour spaces give the same button colour: {wrong:?}"
    );
}

fn desc(format: wgpu::TextureFormat) -> RenderTarget {
    RenderTarget::new(SIZE, format)
}

#[test]
fn unorm_target_blends_in_encoded_space() {
    check_scene(desc(wgpu::TextureFormat::Rgba8Unorm));
}

#[test]
fn srgb_target_blends_in_linear_space() {
    check_scene(desc(wgpu::TextureFormat::Rgba8UnormSrgb));
}

#[test]
fn unorm_target_with_msaa_4() {
    check_scene(desc(wgpu::TextureFormat::Rgba8Unorm).with_sample_count(4));
}

#[test]
fn srgb_target_with_msaa_4() {
    check_scene(desc(wgpu::TextureFormat::Rgba8UnormSrgb).with_sample_count(4));
}

#[test]
fn unorm_target_with_depth_stencil() {
    check_scene(
        desc(wgpu::TextureFormat::Rgba8Unorm).with_depth(wgpu::TextureFormat::Depth24PlusStencil8),
    );
}

#[test]
fn srgb_target_with_depth_and_msaa_4() {
    check_scene(
        desc(wgpu::TextureFormat::Rgba8UnormSrgb)
            .with_sample_count(4)
            .with_depth(wgpu::TextureFormat::Depth32Float),
    );
}

#[test]
fn float_target_blends_in_linear_space() {
    check_scene(desc(wgpu::TextureFormat::Rgba16Float));
}
