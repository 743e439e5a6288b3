//! `create_texture_rgba8`: one call from RGBA8 pixels to an id, showing the pixels' colours
//! on sRGB and Unorm targets alike, refusing bad sizes before wgpu sees them, and released
//! by `unregister_texture`.
use imgui_webgpu_test_support as common;

use common::Fixture;

use imgui_webgpu::{RendererConfig, SamplerOptions, TextureError};

const SIZE: [u32; 2] = [32, 32];

/// Draws a 2x2 image of `colour` over the whole target and reads the centre back.
fn shown_colour(format: wgpu::TextureFormat, colour: [u8; 4]) -> [u8; 4] {
    let mut fixture = Fixture::new(SIZE, RendererConfig::new(format));
    let renderer = fixture.harness.renderer_mut();
    let id = renderer
        .create_texture_rgba8([2, 2], &colour.repeat(4), SamplerOptions::NEAREST)
        .unwrap();
    assert_eq!(renderer.stats().persistent_bind_groups, 1);
    renderer.new_frame();
    let (report, image) = fixture.draw(|ui| {
        let background = ui.get_background_draw_list();
        background.add_image(id, [0.0, 0.0], [32.0, 32.0]).build();
    });
    assert!(report.is_clean(), "{report:?}");
    let pixel = image.pixel(16, 16);

    let renderer = fixture.harness.renderer_mut();
    renderer.unregister_texture(id).unwrap();
    assert_eq!(renderer.stats().persistent_bind_groups, 0);
    pixel
}

/// A renderer for `Rgba8Unorm` targets.
fn unorm() -> RendererConfig {
    RendererConfig::new(wgpu::TextureFormat::Rgba8Unorm)
}

#[test]
fn an_image_shows_its_own_colours_on_srgb_and_unorm_targets() {
    let colour = [200, 100, 50, 255];
    for format in [
        wgpu::TextureFormat::Rgba8UnormSrgb,
        wgpu::TextureFormat::Rgba8Unorm,
        wgpu::TextureFormat::Bgra8UnormSrgb,
    ] {
        let shown = shown_colour(format, colour);
        for channel in 0..4 {
            assert!(
                shown[channel].abs_diff(colour[channel]) <= 1,
                "{format:?}: {shown:?}, expected {colour:?}"
            );
        }
    }
}

#[test]
fn bad_sizes_are_refused_before_wgpu_sees_them() {
    let mut fixture = Fixture::new([32, 32], unorm());
    let gpu = &fixture.gpu;
    let renderer = fixture.harness.renderer_mut();
    let ((), errors) = common::capture_errors(&gpu.device, || {
        let short = renderer.create_texture_rgba8([2, 2], &[0; 15], SamplerOptions::LINEAR);
        assert_eq!(
            short,
            Err(TextureError::PixelDataSize {
                size: [2, 2],
                expected: Some(16),
                actual: 15
            })
        );
        let empty = renderer.create_texture_rgba8([0, 4], &[], SamplerOptions::LINEAR);
        assert_eq!(empty, Err(TextureError::EmptyImage { size: [0, 4] }));
        let max = gpu.device.limits().max_texture_dimension_2d;
        let wide = vec![0; (max as usize + 1) * 4];
        let too_large = renderer.create_texture_rgba8([max + 1, 1], &wide, SamplerOptions::LINEAR);
        assert_eq!(
            too_large,
            Err(TextureError::TooLarge {
                size: [max + 1, 1],
                max
            })
        );
        let huge = renderer.create_texture_rgba8([u32::MAX, u32::MAX], &[], SamplerOptions::LINEAR);
        assert!(
            matches!(huge, Err(TextureError::PixelDataSize { .. })),
            "{huge:?}"
        );
    });
    assert_eq!(errors, Vec::<String>::new());
    assert_eq!(renderer.stats().persistent_bind_groups, 0);
}
