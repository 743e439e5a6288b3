//! `SamplerOptions::decode_srgb`: a `Unorm` texture whose texels are sRGB-encoded colour (as
//! dear-imgui-wgpu's users upload images) draws on linear-light targets as the same bytes
//! uploaded `Rgba8UnormSrgb` draw, and on `Unorm` targets as itself; without the option it
//! draws lighter on linear-light targets (what a user coming from dear-imgui-wgpu sees). The
//! option is refused for a texture that is `*Srgb` already.
use imgui_webgpu_test_support as common;

use common::Fixture;
use common::textures::{texture_with_texels, view};

use imgui_webgpu::{RendererConfig, SamplerOptions, TextureError};

/// The images' side in texels, drawn at one pixel a texel.
const SIDE: u32 = 16;

/// Every 8-bit level once in each channel, in a different order in each (7 is odd, so
/// `level * 7` runs through every level too); opaque.
fn texels() -> Vec<u8> {
    (0..SIDE * SIDE)
        .flat_map(|texel| {
            let level = texel as u8;
            [level, level.wrapping_mul(7), 255 - level, 255]
        })
        .collect()
}

/// What the target shows of one image: its pixels, row by row.
type Shown = Vec<[u8; 4]>;

/// Draws, side by side at one pixel a texel and sampled linearly, the texels as an
/// `Rgba8UnormSrgb` texture, as an `Rgba8Unorm` texture registered with
/// `SamplerOptions::decode_srgb`, as the same `Rgba8Unorm` texture without it, and as that
/// texture's frame texture with the option, on a target of `format`; what each shows.
fn drawn(format: wgpu::TextureFormat) -> [Shown; 4] {
    let mut fixture = Fixture::new([SIDE * 4, SIDE], RendererConfig::new(format));
    let (device, queue) = (&fixture.gpu.device, &fixture.gpu.queue);
    let texels = texels();
    let srgb = texture_with_texels(
        device,
        queue,
        wgpu::TextureFormat::Rgba8UnormSrgb,
        [SIDE; 2],
        &texels,
    );
    let unorm = texture_with_texels(
        device,
        queue,
        wgpu::TextureFormat::Rgba8Unorm,
        [SIDE; 2],
        &texels,
    );
    let (srgb, unorm) = (view(&srgb), view(&unorm));
    let renderer = fixture.harness.renderer_mut();
    let ids = [
        renderer.register_texture(&srgb, SamplerOptions::LINEAR),
        renderer.register_texture(&unorm, SamplerOptions::LINEAR.decode_srgb()),
        renderer.register_texture(&unorm, SamplerOptions::LINEAR),
    ]
    .map(|id| id.expect("a sampleable view"));
    renderer.new_frame();
    let frame = renderer
        .frame_texture_with(&unorm, SamplerOptions::LINEAR.decode_srgb())
        .expect("a sampleable view");
    let ids = [ids[0], ids[1], ids[2], frame];
    let (report, image) = fixture.draw(|ui| {
        let background = ui.get_background_draw_list();
        for (slot, id) in ids.iter().enumerate() {
            let left = (slot as u32 * SIDE) as f32;
            background
                .add_image(*id, [left, 0.0], [left + SIDE as f32, SIDE as f32])
                .build();
        }
    });
    assert!(report.is_clean(), "{format:?}: {report:?}");
    [0, 1, 2, 3].map(|slot| {
        (0..SIDE)
            .flat_map(|y| (0..SIDE).map(move |x| (x, y)))
            .map(|(x, y)| image.pixel(slot * SIDE + x, y))
            .collect()
    })
}

/// The largest difference of any channel between two images of the same size.
fn largest_difference(a: &Shown, b: &Shown) -> u8 {
    a.iter()
        .zip(b)
        .flat_map(|(a, b)| (0..4).map(move |channel| a[channel].abs_diff(b[channel])))
        .max()
        .unwrap_or(0)
}

/// The texels as what a target shows: one `[u8; 4]` a pixel.
fn as_shown(texels: &[u8]) -> Shown {
    texels
        .chunks_exact(4)
        .map(|texel| [texel[0], texel[1], texel[2], texel[3]])
        .collect()
}

#[test]
fn a_unorm_texture_of_srgb_colour_with_decode_srgb_draws_as_its_srgb_twin() {
    let texels = as_shown(&texels());
    for format in [
        wgpu::TextureFormat::Rgba8UnormSrgb,
        wgpu::TextureFormat::Bgra8UnormSrgb,
    ] {
        let [srgb, decoded, plain, frame] = drawn(format);
        let twin = largest_difference(&decoded, &srgb);
        assert_eq!(
            largest_difference(&frame, &decoded),
            0,
            "{format:?}: a frame texture with decode_srgb draws otherwise than a registered one"
        );
        let lighter = largest_difference(&plain, &srgb);
        eprintln!(
            "{format:?}: decode_srgb against Rgba8UnormSrgb: {twin} levels at most; \
             without it: {lighter}"
        );
        assert!(
            twin <= 1,
            "{format:?}: the Unorm texture with decode_srgb differs from its Rgba8UnormSrgb \
             twin by {twin} levels"
        );
        assert!(
            largest_difference(&srgb, &texels) <= 1,
            "{format:?}: the Rgba8UnormSrgb texture does not show its own bytes"
        );
        // Without the option the texels are taken as linear light and encoded on output:
        // up to 73 levels lighter (a texel of 75 shows as 148).
        assert!(
            lighter >= 70,
            "{format:?}: without decode_srgb the Unorm texture should draw lighter, and \
             differs by only {lighter} levels"
        );
    }
}

#[test]
fn decode_srgb_changes_nothing_on_unorm_targets() {
    let texels = as_shown(&texels());
    for format in [
        wgpu::TextureFormat::Rgba8Unorm,
        wgpu::TextureFormat::Bgra8Unorm,
    ] {
        let [_, decoded, plain, frame] = drawn(format);
        assert_eq!(
            largest_difference(&frame, &plain),
            0,
            "{format:?}: the frame texture"
        );
        assert_eq!(
            largest_difference(&decoded, &plain),
            0,
            "{format:?}: decode_srgb changed a Unorm target's pixels"
        );
        assert!(
            largest_difference(&plain, &texels) <= 1,
            "{format:?}: the Unorm texture does not show its own bytes"
        );
    }
}

#[test]
fn decode_srgb_is_refused_for_an_srgb_texture_and_shares_the_sampler() {
    let mut fixture = Fixture::new(
        [SIDE; 2],
        RendererConfig::new(wgpu::TextureFormat::Rgba8UnormSrgb),
    );
    let (device, queue) = (&fixture.gpu.device, &fixture.gpu.queue);
    let srgb = view(&texture_with_texels(
        device,
        queue,
        wgpu::TextureFormat::Rgba8UnormSrgb,
        [SIDE; 2],
        &texels(),
    ));
    let unorm = view(&texture_with_texels(
        device,
        queue,
        wgpu::TextureFormat::Rgba8Unorm,
        [SIDE; 2],
        &texels(),
    ));
    let renderer = fixture.harness.renderer_mut();
    let samplers = renderer.stats().samplers;
    assert_eq!(
        renderer.register_texture(&srgb, SamplerOptions::LINEAR.decode_srgb()),
        Err(TextureError::AlreadySrgb {
            format: wgpu::TextureFormat::Rgba8UnormSrgb
        })
    );
    assert_eq!(
        renderer.frame_texture_with(&srgb, SamplerOptions::NEAREST.decode_srgb()),
        Err(TextureError::AlreadySrgb {
            format: wgpu::TextureFormat::Rgba8UnormSrgb
        })
    );
    assert_eq!(renderer.stats().persistent_bind_groups, 0);
    renderer
        .register_texture(&unorm, SamplerOptions::LINEAR.decode_srgb())
        .expect("a Unorm texture takes the option");
    // The decode is the shader's: the linear sampler made at start serves it.
    assert_eq!(renderer.stats().samplers, samplers);
}
