//! Dear ImGui 1.92's texture protocol through the renderer's own calls
//! (`create_imgui_texture`, `update_imgui_texture`, `destroy_imgui_texture`): what imgui
//! creates draws its pixels, an update changes only its rectangles, a destroyed texture's id
//! is reported and never bound, every bad request is refused before wgpu sees it without
//! touching what was there, and a move to a new device leaves every id of imgui's textures
//! stale for imgui to create again.
use imgui_webgpu_test_support as common;

use common::Fixture;

use imgui_webgpu::error::{SkipReason, TextureIdError};
use imgui_webgpu::imgui_textures::{ImguiPixels, ImguiTextureFormat, ImguiTextureRect};
use imgui_webgpu::{ImguiTextureError, RendererConfig, SamplerOptions};

const SIZE: [u32; 2] = [32, 32];
const RED: [u8; 4] = [255, 0, 0, 255];
const BLUE: [u8; 4] = [0, 0, 255, 255];

/// A fixture drawing into an `Rgba8Unorm` target, where texels show as they are.
fn fixture() -> Fixture {
    Fixture::new(SIZE, RendererConfig::new(wgpu::TextureFormat::Rgba8Unorm))
}

/// Draws `id` over the whole target in a new frame; the report and the pixels.
fn show(
    fixture: &mut Fixture,
    id: imgui::TextureId,
) -> (
    imgui_webgpu::RenderReport,
    imgui_webgpu_testing::images::RgbaImage,
) {
    fixture.harness.renderer_mut().new_frame();
    fixture.draw(|ui| {
        ui.get_background_draw_list()
            .add_image(id, [0.0, 0.0], [32.0, 32.0])
            .build();
    })
}

/// The colour at the centre of each quadrant: top left, top right, bottom left, bottom right.
fn quadrants(image: &imgui_webgpu_testing::images::RgbaImage) -> [[u8; 4]; 4] {
    [
        image.pixel(8, 8),
        image.pixel(24, 8),
        image.pixel(8, 24),
        image.pixel(24, 24),
    ]
}

#[test]
fn a_created_texture_draws_its_pixels_and_an_update_changes_only_its_rectangles() {
    let mut fixture = fixture();
    let renderer = fixture.harness.renderer_mut();
    let id = renderer
        .create_imgui_texture(ImguiPixels::tight(
            ImguiTextureFormat::Rgba8,
            [4, 4],
            &RED.repeat(16),
        ))
        .unwrap();
    let stats = renderer.stats();
    assert_eq!((stats.imgui_textures, stats.imgui_texture_bytes), (1, 64));
    assert_eq!(stats.persistent_bind_groups, 0, "not counted as the app's");
    let (report, image) = show(&mut fixture, id);
    assert!(report.is_clean(), "{report:?}");
    assert_eq!(quadrants(&image), [RED; 4]);

    // The top-right 2x2 texels become blue, in rows 12 bytes apart (a texel of padding,
    // which must not be written).
    let mut rows = Vec::new();
    for _ in 0..2 {
        rows.extend_from_slice(&BLUE);
        rows.extend_from_slice(&BLUE);
        rows.extend_from_slice(&[0, 255, 0, 255]);
    }
    let renderer = fixture.harness.renderer_mut();
    renderer
        .update_imgui_texture(
            id,
            &[ImguiTextureRect::new(
                [2, 0],
                ImguiPixels::new(ImguiTextureFormat::Rgba8, [2, 2], 12, &rows),
            )],
        )
        .unwrap();
    let (report, image) = show(&mut fixture, id);
    assert!(report.is_clean(), "{report:?}");
    assert_eq!(quadrants(&image), [RED, BLUE, RED, RED]);
}

#[test]
fn alpha8_textures_draw_white_with_their_alpha_and_update_in_alpha8() {
    let mut fixture = fixture();
    let renderer = fixture.harness.renderer_mut();
    // Rows 3 bytes apart for 2 texels: the padding byte (9) must not show.
    let id = renderer
        .create_imgui_texture(ImguiPixels::new(
            ImguiTextureFormat::Alpha8,
            [2, 2],
            3,
            &[255, 0, 9, 0, 255],
        ))
        .unwrap();
    let (report, image) = show(&mut fixture, id);
    assert!(report.is_clean(), "{report:?}");
    let white = [255, 255, 255, 255];
    let black = [0, 0, 0, 255];
    assert_eq!(image.pixel(2, 2), white);
    assert_eq!(image.pixel(29, 2), black);
    assert_eq!(image.pixel(2, 29), black);
    assert_eq!(image.pixel(29, 29), white);

    let renderer = fixture.harness.renderer_mut();
    renderer
        .update_imgui_texture(
            id,
            &[ImguiTextureRect::new(
                [1, 0],
                ImguiPixels::tight(ImguiTextureFormat::Alpha8, [1, 1], &[255]),
            )],
        )
        .unwrap();
    let (_, image) = show(&mut fixture, id);
    assert_eq!(image.pixel(29, 2), white);
}

#[test]
fn a_destroyed_texture_is_reported_never_bound_and_its_slot_s_next_id_is_another() {
    let mut fixture = fixture();
    let renderer = fixture.harness.renderer_mut();
    let red = ImguiPixels::tight(ImguiTextureFormat::Rgba8, [1, 1], &RED);
    let old = renderer.create_imgui_texture(red).unwrap();
    renderer.destroy_imgui_texture(old).unwrap();
    assert_eq!(renderer.stats().imgui_textures, 0);
    assert_eq!(renderer.stats().imgui_texture_bytes, 0);
    let destroyed = ImguiTextureError::NotLive(TextureIdError::DestroyedImguiTexture {
        id: old.id() as u64,
    });
    assert_eq!(renderer.destroy_imgui_texture(old), Err(destroyed.clone()));
    let update = [ImguiTextureRect::new([0, 0], red)];
    assert_eq!(renderer.update_imgui_texture(old, &update), Err(destroyed));

    // The slot is taken again: the old id still names nothing.
    let blue = ImguiPixels::tight(ImguiTextureFormat::Rgba8, [1, 1], &BLUE);
    let new = renderer.create_imgui_texture(blue).unwrap();
    assert_ne!(new, old);
    let (report, image) = show(&mut fixture, old);
    assert_eq!(report.skipped.len(), 1, "{report:?}");
    assert_eq!(
        report.skipped[0].reason,
        SkipReason::Texture(TextureIdError::DestroyedImguiTexture {
            id: old.id() as u64
        })
    );
    assert_eq!(image.pixel(16, 16), [0, 0, 0, 255], "nothing drawn");
    let (report, image) = show(&mut fixture, new);
    assert!(report.is_clean(), "{report:?}");
    assert_eq!(image.pixel(16, 16), BLUE);
}

#[test]
fn bad_requests_are_refused_before_wgpu_sees_them_and_change_nothing() {
    let mut fixture = fixture();
    let gpu = &fixture.gpu;
    let max = gpu.device.limits().max_texture_dimension_2d;
    let renderer = fixture.harness.renderer_mut();
    let rgba = ImguiTextureFormat::Rgba8;
    let id = renderer
        .create_imgui_texture(ImguiPixels::tight(rgba, [4, 4], &RED.repeat(16)))
        .unwrap();
    let user = renderer
        .create_texture_rgba8([1, 1], &BLUE, SamplerOptions::LINEAR)
        .unwrap();
    let font = renderer.font_texture_id();
    let before = renderer.stats();
    let blue = BLUE.repeat(4);
    let ((), errors) = common::capture_errors(&gpu.device, || {
        let create = |renderer: &mut imgui_webgpu::Renderer, pixels| {
            renderer.create_imgui_texture(pixels).map(drop)
        };
        assert_eq!(
            create(renderer, ImguiPixels::tight(rgba, [0, 4], &[])),
            Err(ImguiTextureError::EmptyImage { size: [0, 4] })
        );
        let wide = vec![0; (max as usize + 1) * 4];
        assert_eq!(
            create(renderer, ImguiPixels::tight(rgba, [max + 1, 1], &wide)),
            Err(ImguiTextureError::TooLarge {
                size: [max + 1, 1],
                max
            })
        );
        assert_eq!(
            create(renderer, ImguiPixels::tight(rgba, [2, 2], &[0; 15])),
            Err(ImguiTextureError::PixelDataSize {
                size: [2, 2],
                bytes_per_row: 8,
                expected: Some(16),
                actual: 15
            })
        );
        assert!(matches!(
            create(
                renderer,
                ImguiPixels::tight(rgba, [u32::MAX, u32::MAX], &[])
            ),
            Err(ImguiTextureError::PixelDataSize { .. } | ImguiTextureError::RowPitch { .. })
        ));
        assert_eq!(
            create(renderer, ImguiPixels::new(rgba, [2, 2], 4, &[0; 16])),
            Err(ImguiTextureError::RowPitch {
                bytes_per_row: 4,
                width: 2,
                format: rgba
            })
        );
        // An update with one rectangle outside the texture writes none of its rectangles.
        let inside = ImguiTextureRect::new([0, 0], ImguiPixels::tight(rgba, [2, 2], &blue));
        let outside = ImguiTextureRect::new([3, 3], ImguiPixels::tight(rgba, [2, 2], &blue));
        assert_eq!(
            renderer.update_imgui_texture(id, &[inside, outside]),
            Err(ImguiTextureError::RectOutside {
                origin: [3, 3],
                size: [2, 2],
                texture: [4, 4]
            })
        );
        let alpha = ImguiTextureRect::new(
            [0, 0],
            ImguiPixels::tight(ImguiTextureFormat::Alpha8, [1, 1], &[7]),
        );
        assert_eq!(
            renderer.update_imgui_texture(id, &[alpha]),
            Err(ImguiTextureError::FormatMismatch {
                texture: rgba,
                given: ImguiTextureFormat::Alpha8
            })
        );
        // Ids that name no texture imgui owns: the app's, the font atlas's, forged ones.
        for other in [
            user,
            font,
            imgui::TextureId::new(0),
            imgui::TextureId::new(12345),
        ] {
            let unknown = Err(ImguiTextureError::NotLive(TextureIdError::Unknown {
                id: other.id() as u64,
            }));
            assert_eq!(renderer.update_imgui_texture(other, &[inside]), unknown);
            assert_eq!(renderer.destroy_imgui_texture(other), unknown);
        }
    });
    assert_eq!(errors, Vec::<String>::new());
    let renderer = fixture.harness.renderer_mut();
    assert_eq!(renderer.stats(), before, "nothing made, nothing released");

    // Another renderer's texture is refused by this one, and this one's texture is intact.
    let mut other = Fixture::new(SIZE, RendererConfig::new(wgpu::TextureFormat::Rgba8Unorm));
    let foreign = other
        .harness
        .renderer_mut()
        .create_imgui_texture(ImguiPixels::tight(rgba, [1, 1], &BLUE))
        .unwrap();
    assert_eq!(
        fixture
            .harness
            .renderer_mut()
            .destroy_imgui_texture(foreign),
        Err(ImguiTextureError::NotLive(
            TextureIdError::ForeignRenderer {
                id: foreign.id() as u64
            }
        ))
    );
    let (report, image) = show(&mut fixture, id);
    assert!(report.is_clean(), "{report:?}");
    assert_eq!(
        quadrants(&image),
        [RED; 4],
        "the refused update wrote nothing"
    );
}

#[test]
fn after_a_move_to_a_new_device_every_imgui_texture_id_is_stale_and_made_again() {
    let mut fixture = fixture();
    let renderer = fixture.harness.renderer_mut();
    let pixels = ImguiPixels::tight(ImguiTextureFormat::Rgba8, [1, 1], &BLUE);
    let old = renderer.create_imgui_texture(pixels).unwrap();
    assert_eq!(renderer.stats().imgui_textures, 1);

    let (device, queue) = common::request_device(&fixture.gpu.adapter);
    let parts = fixture.harness.parts();
    parts
        .renderer
        .recover(&device, &queue, parts.imgui)
        .unwrap();
    let renderer = parts.renderer;
    assert_eq!(
        renderer.stats().imgui_textures,
        0,
        "left behind with the old device"
    );
    assert_eq!(
        renderer.destroy_imgui_texture(old),
        Err(ImguiTextureError::NotLive(
            TextureIdError::DestroyedImguiTexture {
                id: old.id() as u64
            }
        ))
    );
    let new = renderer.create_imgui_texture(pixels).unwrap();
    assert_ne!(new, old);
    assert_eq!(renderer.stats().imgui_textures, 1);
}

/// Live wgpu objects while imgui creates, updates and destroys textures for 1,000 frames,
/// and after: one texture, view and bind group per live texture of imgui's, none kept after
/// destroy, all gone with the renderer.
#[cfg(feature = "counters")]
#[test]
fn texture_churn_holds_one_texture_per_live_texture_and_releases_all() {
    use common::counts::HubCounts;

    let mut fixture = fixture();
    let instance = fixture.gpu.instance.clone();
    let base = HubCounts::of(&instance);
    let mut live = std::collections::VecDeque::new();
    let mut max = HubCounts::default();
    for frame in 0..1_000u32 {
        let renderer = fixture.harness.renderer_mut();
        renderer.new_frame();
        let size = [1 + frame % 7, 1 + frame % 5];
        let pixels = vec![frame as u8; (size[0] * size[1] * 4) as usize];
        live.push_back(
            renderer
                .create_imgui_texture(ImguiPixels::tight(ImguiTextureFormat::Rgba8, size, &pixels))
                .unwrap(),
        );
        let first = live[0];
        renderer
            .update_imgui_texture(
                first,
                &[ImguiTextureRect::new(
                    [0, 0],
                    ImguiPixels::tight(ImguiTextureFormat::Rgba8, [1, 1], &RED),
                )],
            )
            .unwrap();
        if live.len() > 3 {
            let oldest = live.pop_front().unwrap();
            renderer.destroy_imgui_texture(oldest).unwrap();
        }
        assert_eq!(renderer.stats().imgui_textures, live.len());
        let (report, _) = show(&mut fixture, live[live.len() - 1]);
        assert!(report.is_clean(), "{report:?}");
        max = max.max(&HubCounts::of(&instance));
    }
    let bound = base.plus(&HubCounts {
        bind_groups: 4 + 8,
        buffers: 8,
        textures: 4,
        texture_views: 4,
        samplers: 0,
    });
    assert!(max.within(&bound), "{max:?} exceeds {bound:?}");
    for id in live.drain(..) {
        fixture
            .harness
            .renderer_mut()
            .destroy_imgui_texture(id)
            .unwrap();
    }
    common::wait_idle(&fixture.gpu.device);
    let after = HubCounts::of(&instance);
    assert!(
        after.textures == base.textures && after.texture_views == base.texture_views,
        "{after:?} against {base:?}"
    );
    drop(fixture);
}

#[test]
fn a_device_lost_between_a_create_and_its_updates_refuses_them_and_recover_starts_anew() {
    let mut fixture = fixture();
    let renderer = fixture.harness.renderer_mut();
    let rgba = ImguiTextureFormat::Rgba8;
    let id = renderer
        .create_imgui_texture(ImguiPixels::tight(rgba, [2, 2], &RED.repeat(4)))
        .unwrap();

    fixture.gpu.device.destroy();
    let _ = fixture.gpu.device.poll(wgpu::PollType::wait_indefinitely());
    let renderer = fixture.harness.renderer_mut();
    let update = [ImguiTextureRect::new(
        [0, 0],
        ImguiPixels::tight(rgba, [1, 1], &BLUE),
    )];
    let lost = renderer.update_imgui_texture(id, &update);
    assert!(
        matches!(lost, Err(ImguiTextureError::DeviceLost(_))),
        "{lost:?}"
    );
    let lost = renderer.create_imgui_texture(ImguiPixels::tight(rgba, [1, 1], &BLUE));
    assert!(
        matches!(lost, Err(ImguiTextureError::DeviceLost(_))),
        "{lost:?}"
    );
    // imgui can still let go of its textures before the move.
    renderer.destroy_imgui_texture(id).unwrap();
    assert_eq!(renderer.stats().imgui_textures, 0);

    let (device, queue) = common::request_device(&fixture.gpu.adapter);
    let parts = fixture.harness.parts();
    parts
        .renderer
        .recover(&device, &queue, parts.imgui)
        .unwrap();
    let again = parts
        .renderer
        .create_imgui_texture(ImguiPixels::tight(rgba, [2, 2], &BLUE.repeat(4)))
        .unwrap();
    parts.renderer.update_imgui_texture(again, &update).unwrap();
    assert_eq!(parts.renderer.stats().imgui_textures, 1);
}
