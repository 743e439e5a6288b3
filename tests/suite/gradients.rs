//! Colour gradients look the same on every kind of target: imgui interpolates its
//! sRGB-encoded colours in that space, so a black-to-white ramp is 128 at its middle whether
//! the target stores encoded values (Unorm) or linear ones (Srgb, float). Decoding per
//! vertex instead would interpolate in linear light: on an Srgb target the ramp would read
//! 100, 137, 188, 225, 241 where it should read 32, 64, 128, 192, 224.
use imgui_webgpu_test_support as common;

use common::Fixture;

use imgui_webgpu::source::DrawElements;
use imgui_webgpu::source::DrawVert;
use imgui_webgpu::{Renderer, RendererConfig};
use imgui_webgpu_testing::images::RgbaImage;
use imgui_webgpu_testing::snapshot::{DrawSnapshot, SnapshotCommand, SnapshotList};

const WIDTH: u32 = 256;
const HEIGHT: u32 = 16;
const SAMPLES: [u32; 5] = [32, 64, 128, 192, 224];

/// A ramp over the whole target, from `left` to `right` (RGBA8, sRGB-encoded as imgui's).
fn ramp(white_uv: [f32; 2], font: imgui::TextureId, left: [u8; 4], right: [u8; 4]) -> DrawSnapshot {
    let (w, h) = (WIDTH as f32, HEIGHT as f32);
    let vertex = |pos: [f32; 2], col: [u8; 4]| DrawVert {
        pos,
        uv: white_uv,
        col,
    };
    DrawSnapshot {
        display_pos: [0.0, 0.0],
        display_size: [w, h],
        framebuffer_scale: [1.0, 1.0],
        lists: vec![SnapshotList {
            vertices: vec![
                vertex([0.0, 0.0], left),
                vertex([w, 0.0], right),
                vertex([w, h], right),
                vertex([0.0, h], left),
            ],
            indices: vec![0, 1, 2, 0, 2, 3],
            commands: vec![SnapshotCommand::Elements(DrawElements {
                count: 6,
                clip_rect: [0.0, 0.0, w, h],
                texture_id: font.into(),
                vtx_offset: 0,
                idx_offset: 0,
            })],
        }],
    }
}

/// Renders a ramp into a target of `format` and reads it back sRGB-encoded.
fn render_ramp(format: wgpu::TextureFormat, left: [u8; 4], right: [u8; 4]) -> RgbaImage {
    let mut fixture = Fixture::new([WIDTH, HEIGHT], RendererConfig::new(format));
    let (gpu, renderer, imgui, target) = fixture.split();
    let white_uv = imgui.new_frame().font_tex_uv_white_pixel();
    imgui.render();
    let frame = ramp(white_uv, renderer.font_texture_id(), left, right);
    renderer.new_frame();
    let ((image, report), errors) = common::capture_errors(&gpu.device, || {
        target
            .render_to_image(
                (&gpu.device, &gpu.queue),
                renderer,
                &frame,
                wgpu::Color::BLACK,
            )
            .unwrap()
    });
    assert_eq!(errors, Vec::<String>::new());
    assert_eq!(report.draws, 1, "{report:?}");
    image
}

const FORMATS: [wgpu::TextureFormat; 3] = [
    wgpu::TextureFormat::Rgba8Unorm,
    wgpu::TextureFormat::Rgba8UnormSrgb,
    wgpu::TextureFormat::Rgba16Float,
];

#[test]
fn a_black_to_white_ramp_reads_the_same_on_unorm_srgb_and_float_targets() {
    let images = FORMATS.map(|format| render_ramp(format, [0, 0, 0, 255], [255, 255, 255, 255]));
    for x in SAMPLES {
        // The pixel centre x + 0.5 of 256: imgui's value there, in its encoded space.
        let expected = ((x as f32 + 0.5) / WIDTH as f32 * 255.0).round() as u8;
        for (format, image) in FORMATS.iter().zip(&images) {
            let pixel = image.pixel(x, HEIGHT / 2);
            for channel in &pixel[..3] {
                assert!(
                    channel.abs_diff(expected) <= 2,
                    "{format:?} at x = {x}: {pixel:?}, expected {expected} (within 2)"
                );
            }
        }
    }
}

#[test]
fn colour_to_colour_gradients_agree_across_targets() {
    // A hue-bar-like ramp: every channel moves, in different directions.
    let (left, right) = ([230, 40, 90, 255], [20, 200, 160, 255]);
    let images = FORMATS.map(|format| render_ramp(format, left, right));
    for x in SAMPLES {
        let reference = images[0].pixel(x, HEIGHT / 2);
        for (format, image) in FORMATS.iter().zip(&images).skip(1) {
            let pixel = image.pixel(x, HEIGHT / 2);
            assert!(
                common::colors::close(pixel, reference, 2),
                "{format:?} at x = {x}: {pixel:?}, Unorm reads {reference:?}"
            );
        }
    }
}

/// Draws a half-transparent white quad over a dark red clear into `view`, a pass of
/// `format`, and reads the texture back.
fn blend_into(
    gpu: &imgui_webgpu_testing::headless::HeadlessGpu,
    texture: &wgpu::Texture,
    view_format: wgpu::TextureFormat,
) -> RgbaImage {
    let mut imgui = common::imgui_context([WIDTH as f32, HEIGHT as f32]);
    let config = imgui_webgpu::RendererConfig::new(view_format);
    let mut renderer = Renderer::new(&gpu.device, &gpu.queue, &mut imgui, config).unwrap();
    let white_uv = imgui.new_frame().font_tex_uv_white_pixel();
    imgui.render();
    let frame = ramp(
        white_uv,
        renderer.font_texture_id(),
        [255, 255, 255, 128],
        [0, 0, 255, 128],
    );
    let view = texture.create_view(&wgpu::TextureViewDescriptor {
        format: Some(view_format),
        ..Default::default()
    });
    renderer.new_frame();
    let ((), errors) = common::capture_errors(&gpu.device, || {
        let mut encoder = gpu.device.create_command_encoder(&Default::default());
        {
            let mut pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
                color_attachments: &[Some(wgpu::RenderPassColorAttachment {
                    view: &view,
                    depth_slice: None,
                    resolve_target: None,
                    ops: wgpu::Operations {
                        load: wgpu::LoadOp::Clear(wgpu::Color {
                            r: 0.3,
                            g: 0.02,
                            b: 0.02,
                            a: 1.0,
                        }),
                        store: wgpu::StoreOp::Store,
                    },
                })],
                ..Default::default()
            });
            renderer.render(&frame, &mut pass, [WIDTH, HEIGHT]).unwrap();
        }
        gpu.queue.submit([encoder.finish()]);
    });
    assert_eq!(errors, Vec::<String>::new());
    imgui_webgpu_testing::headless::read_texture_rgba8(&gpu.device, &gpu.queue, texture).unwrap()
}

#[test]
fn a_unorm_view_of_an_srgb_texture_blends_exactly_as_a_unorm_target() {
    // The README's recipe for Dear ImGui's exact look on an sRGB surface: configure the
    // surface with a Unorm view format and render the UI through that view. Blending then
    // happens on the encoded values, as in Dear ImGui's own backends.
    let gpu = common::gpu();
    let downlevel = gpu.adapter.get_downlevel_capabilities();
    if !downlevel.flags.contains(wgpu::DownlevelFlags::VIEW_FORMATS) {
        // wgpu's GL backend (and WebGL2) cannot reinterpret a texture's format; there the
        // recipe is to pick a Unorm surface format. Only GL may lack it.
        assert_eq!(
            gpu.adapter.get_info().backend,
            wgpu::Backend::Gl,
            "{} lacks view formats",
            gpu.describe()
        );
        println!(
            "{}: no view formats; the Unorm-view recipe does not apply",
            gpu.describe()
        );
        return;
    }
    let texture = |format, view_formats: &'static [wgpu::TextureFormat]| {
        gpu.device.create_texture(&wgpu::TextureDescriptor {
            label: None,
            size: wgpu::Extent3d {
                width: WIDTH,
                height: HEIGHT,
                depth_or_array_layers: 1,
            },
            mip_level_count: 1,
            sample_count: 1,
            dimension: wgpu::TextureDimension::D2,
            format,
            usage: wgpu::TextureUsages::RENDER_ATTACHMENT | wgpu::TextureUsages::COPY_SRC,
            view_formats,
        })
    };
    let srgb = texture(
        wgpu::TextureFormat::Rgba8UnormSrgb,
        &[wgpu::TextureFormat::Rgba8Unorm],
    );
    let unorm = texture(wgpu::TextureFormat::Rgba8Unorm, &[]);
    let through_view = blend_into(&gpu, &srgb, wgpu::TextureFormat::Rgba8Unorm);
    let reference = blend_into(&gpu, &unorm, wgpu::TextureFormat::Rgba8Unorm);
    assert!(through_view == reference, "the bytes differ");
    // And it is not what the sRGB view would give: blending in linear light is lighter.
    let linear = blend_into(&gpu, &srgb, wgpu::TextureFormat::Rgba8UnormSrgb);
    let (a, b) = (reference.pixel(128, 8), linear.pixel(128, 8));
    assert!(
        b[0] > a[0] + 10,
        "encoded-space blend {a:?}, linear blend {b:?}"
    );
}
