//! Stale texture ids: a frame id kept past `new_frame`, an unregistered id, a persistent slot
//! reused after unregistering, a font atlas id from before a reload. Each is reported and
//! binds nothing (checked by the report and by pixels); the font atlas survives any number
//! of cache clears.
use imgui_webgpu::TextureError;
use imgui_webgpu::error::TextureIdError;
use imgui_webgpu_test_support as common;

use common::Fixture;

use common::colors::{Framebuffer, Storage, assert_pixel, close, imgui_color_bytes};
use common::counts::HubCounts;
use imgui::{Condition, StyleColor, TextureId, Ui, WindowFlags};
use imgui_webgpu::error::SkipReason;
use imgui_webgpu::ids::PackedTextureId;
use imgui_webgpu::{RenderReport, RendererConfig, SamplerOptions};
use imgui_webgpu_testing::images::RgbaImage;

const SIZE: [u32; 2] = [128, 96];
const FORMAT: wgpu::TextureFormat = wgpu::TextureFormat::Rgba8Unorm;
const RED: [u8; 4] = [230, 20, 20, 255];
const GREEN: [u8; 4] = [20, 210, 40, 255];

/// What one frame produced.
struct Frame {
    report: RenderReport,
    image: RgbaImage,
    /// Centres of the images drawn, in the order given.
    image_centres: Vec<[u32; 2]>,
}

/// A solid 4x4 texture of `rgba`.
fn texture(fixture: &Fixture, rgba: [u8; 4]) -> wgpu::Texture {
    common::textures::solid_texture(&fixture.gpu.device, &fixture.gpu.queue, FORMAT, 4, rgba)
}

/// Runs one imgui frame (without `Renderer::new_frame`: callers decide when the renderer's
/// frame starts) showing a line of text and `images` side by side, renders it and reads it
/// back. Fails on any wgpu validation error.
fn frame(fixture: &mut Fixture, images: &[TextureId]) -> Frame {
    let mut image_centres = Vec::new();
    let (report, image) = fixture.draw(|ui| {
        ui.window("stale")
            .position([4.0, 4.0], Condition::Always)
            .size([120.0, 88.0], Condition::Always)
            .flags(WindowFlags::NO_DECORATION)
            .build(|| draw_images(ui, images, &mut image_centres));
    });
    Frame {
        report,
        image,
        image_centres,
    }
}

/// The colour of the window's background, where no image was drawn.
fn window_background(fixture: &mut Fixture) -> [u8; 4] {
    let style = fixture.harness.parts().imgui.style();
    Framebuffer::cleared(Storage::of(FORMAT), wgpu::Color::BLACK)
        .fill(imgui_color_bytes(
            style.colors[StyleColor::WindowBg as usize],
        ))
        .rgba8()
}

fn draw_images(ui: &Ui, images: &[TextureId], centres: &mut Vec<[u32; 2]>) {
    ui.text("Stale ids");
    for id in images {
        imgui::Image::new(*id, [24.0, 24.0]).build(ui);
        let (min, max) = (ui.item_rect_min(), ui.item_rect_max());
        centres.push([
            ((min[0] + max[0]) / 2.0) as u32,
            ((min[1] + max[1]) / 2.0) as u32,
        ]);
        ui.same_line();
    }
}

/// The skip reasons of a report.
fn reasons(report: &RenderReport) -> Vec<SkipReason> {
    report
        .skipped
        .iter()
        .map(|skipped| skipped.reason.clone())
        .collect()
}

#[test]
fn frame_id_used_after_new_frame_is_expired_and_binds_nothing() {
    let mut fixture = Fixture::new(SIZE, RendererConfig::new(FORMAT));
    let red = texture(&fixture, RED);
    let green = texture(&fixture, GREEN);

    fixture.harness.renderer_mut().new_frame();
    let red_view = common::textures::view(&red);
    let old_id = fixture
        .harness
        .renderer_mut()
        .frame_texture(&red_view)
        .unwrap();
    let shown = frame(&mut fixture, &[old_id]);
    assert!(shown.report.is_clean(), "{:?}", shown.report.skipped);
    assert_pixel(
        &shown.image,
        shown.image_centres[0],
        RED,
        1,
        "frame texture",
    );

    // The next frame gives another view the same slot; the old id must not reach it.
    fixture.harness.renderer_mut().new_frame();
    let green_view = common::textures::view(&green);
    let new_id = fixture
        .harness
        .renderer_mut()
        .frame_texture(&green_view)
        .unwrap();
    let old = PackedTextureId::decode(old_id).unwrap();
    let new = PackedTextureId::decode(new_id).unwrap();
    assert_eq!(old.index, new.index, "the test needs the slot reused");
    assert_ne!(old_id, new_id);

    // The same frame with a live id in the stale one's place, for comparison.
    let red_now = fixture
        .harness
        .renderer_mut()
        .frame_texture(&red_view)
        .unwrap();
    let control = frame(&mut fixture, &[red_now, new_id]);
    assert!(control.report.is_clean(), "{:?}", control.report.skipped);
    assert_pixel(&control.image, control.image_centres[0], RED, 1, "live id");
    let stale = frame(&mut fixture, &[old_id, new_id]);
    assert_eq!(
        reasons(&stale.report),
        [SkipReason::Texture(TextureIdError::ExpiredFrameTexture {
            id: old_id.id() as u64
        })]
    );
    assert_eq!(stale.report.draws + 1, control.report.draws);
    assert_eq!(stale.report.texture_binds + 1, control.report.texture_binds);
    let background = window_background(&mut fixture);
    assert_pixel(
        &stale.image,
        stale.image_centres[0],
        background,
        2,
        "stale frame id",
    );
    assert_pixel(
        &stale.image,
        stale.image_centres[1],
        GREEN,
        1,
        "current frame id",
    );
}

#[test]
fn unregistered_id_is_reported_and_binds_nothing() {
    let mut fixture = Fixture::new(SIZE, RendererConfig::new(FORMAT));
    let red = texture(&fixture, RED);
    let id = fixture
        .harness
        .renderer_mut()
        .register_texture(&common::textures::view(&red), SamplerOptions::NEAREST)
        .unwrap();

    fixture.harness.renderer_mut().new_frame();
    let shown = frame(&mut fixture, &[id]);
    assert!(shown.report.is_clean(), "{:?}", shown.report.skipped);
    assert_pixel(&shown.image, shown.image_centres[0], RED, 1, "registered");

    fixture
        .harness
        .renderer_mut()
        .unregister_texture(id)
        .unwrap();
    assert_eq!(
        fixture.harness.renderer_mut().unregister_texture(id),
        Err(TextureError::NotLive(TextureIdError::Unregistered {
            id: id.id() as u64
        }))
    );
    fixture.harness.renderer_mut().new_frame();
    let stale = frame(&mut fixture, &[id]);
    assert_eq!(
        reasons(&stale.report),
        [SkipReason::Texture(TextureIdError::Unregistered {
            id: id.id() as u64
        })]
    );
    assert_eq!(stale.report.draws + 1, shown.report.draws);
    // Only the font atlas was bound.
    assert_eq!(stale.report.texture_binds + 1, shown.report.texture_binds);
    let background = window_background(&mut fixture);
    assert_pixel(
        &stale.image,
        stale.image_centres[0],
        background,
        2,
        "unregistered",
    );
}

#[test]
fn reused_persistent_slot_never_draws_for_the_old_id() {
    let mut fixture = Fixture::new(SIZE, RendererConfig::new(FORMAT));
    let red = texture(&fixture, RED);
    let green = texture(&fixture, GREEN);
    let old_id = fixture
        .harness
        .renderer_mut()
        .register_texture(&common::textures::view(&red), SamplerOptions::NEAREST)
        .unwrap();
    fixture
        .harness
        .renderer_mut()
        .unregister_texture(old_id)
        .unwrap();
    let new_id = fixture
        .harness
        .renderer_mut()
        .register_texture(&common::textures::view(&green), SamplerOptions::NEAREST)
        .unwrap();
    let old = PackedTextureId::decode(old_id).unwrap();
    let new = PackedTextureId::decode(new_id).unwrap();
    assert_eq!(old.index, new.index, "the test needs the slot reused");
    assert_ne!(old_id, new_id);

    for _ in 0..3 {
        fixture.harness.renderer_mut().new_frame();
        let frame = frame(&mut fixture, &[old_id, new_id]);
        assert_eq!(
            reasons(&frame.report),
            [SkipReason::Texture(TextureIdError::Unregistered {
                id: old_id.id() as u64
            })]
        );
        let background = window_background(&mut fixture);
        assert_pixel(
            &frame.image,
            frame.image_centres[0],
            background,
            2,
            "old id of a reused slot",
        );
        assert_pixel(
            &frame.image,
            frame.image_centres[1],
            GREEN,
            1,
            "new id of the slot",
        );
    }
    // Replacing through the old id is refused too.
    assert_eq!(
        fixture
            .harness
            .renderer_mut()
            .replace_texture(old_id, &common::textures::view(&red)),
        Err(TextureError::NotLive(TextureIdError::Unregistered {
            id: old_id.id() as u64
        }))
    );
}

#[test]
fn font_atlas_survives_a_thousand_cache_clears() {
    let mut fixture = Fixture::new(SIZE, RendererConfig::new(FORMAT));
    let frame_source = texture(&fixture, GREEN);
    fixture.harness.renderer_mut().new_frame();
    let view = common::textures::view(&frame_source);
    let id = fixture.harness.renderer_mut().frame_texture(&view).unwrap();
    let before = frame(&mut fixture, &[id]);
    assert!(before.report.is_clean(), "{:?}", before.report.skipped);
    drop(view);
    common::wait_idle(&fixture.gpu.device);
    let objects_before = HubCounts::of(&fixture.gpu.instance);

    for _ in 0..1000 {
        fixture.harness.renderer_mut().new_frame();
    }
    let stats = fixture.harness.renderer().stats();
    assert_eq!(stats.frame_bind_groups, 0);
    common::wait_idle(&fixture.gpu.device);
    let objects_after = HubCounts::of(&fixture.gpu.instance);
    // Only the frame texture's bind group and view went; the atlas's stayed.
    assert_eq!(
        objects_after,
        HubCounts {
            bind_groups: objects_before.bind_groups - 1,
            texture_views: objects_before.texture_views - 1,
            ..objects_before
        }
    );

    let after = frame(&mut fixture, &[]);
    assert!(after.report.is_clean(), "{:?}", after.report.skipped);
    assert_eq!(after.report.bind_groups_created, 0);
    // The text reads the same as before the clears, pixel for pixel, and is there at all.
    let text_rows = 6..20;
    let text_pixels = |image: &RgbaImage| -> Vec<[u8; 4]> {
        text_rows
            .clone()
            .flat_map(|y| (8..100).map(move |x| image.pixel(x, y)))
            .collect()
    };
    let text_now = text_pixels(&after.image);
    assert_eq!(text_now, text_pixels(&before.image));
    let background = window_background(&mut fixture);
    let lit = text_now
        .iter()
        .filter(|pixel| !close(**pixel, background, 8))
        .count();
    assert!(lit > 40, "only {lit} text pixels");
}

#[test]
fn font_id_from_before_a_reload_is_stale() {
    let mut fixture = Fixture::new(SIZE, RendererConfig::new(FORMAT));
    let old_font = fixture.font();
    fixture.harness.renderer_mut().new_frame();
    let before = frame(&mut fixture, &[]);
    assert!(before.report.is_clean(), "{:?}", before.report.skipped);

    let parts = fixture.harness.parts();
    parts.renderer.reload_font_atlas(parts.imgui).unwrap();
    let new_font = fixture.font();
    assert_ne!(old_font, new_font);
    assert_eq!(fixture.harness.parts().imgui.fonts().tex_id, new_font);

    fixture.harness.renderer_mut().new_frame();
    let stale = frame(&mut fixture, &[old_font]);
    assert_eq!(
        reasons(&stale.report),
        [SkipReason::Texture(TextureIdError::StaleFontAtlas {
            id: old_font.id() as u64
        })]
    );
    let background = window_background(&mut fixture);
    assert_pixel(
        &stale.image,
        stale.image_centres[0],
        background,
        2,
        "old font atlas id",
    );
    // The text, drawn with the new atlas, is unchanged.
    assert_eq!(
        (6..20)
            .flat_map(|y| (8..100).map(move |x| [x, y]))
            .filter(|[x, y]| stale.image.pixel(*x, *y) != before.image.pixel(*x, *y))
            .count(),
        0
    );
}
