//! Dear ImGui 1.92's sampler commands (`DrawListMut::set_sampler_nearest` and
//! `set_sampler_linear`, the platform IO's standard draw callbacks): an image of a 2×2
//! texture imgui manages, drawn 32 px wide after "nearest" shows four crisp quadrants, and
//! the same image after "linear" blends them; the nearest bind group is made once, on the
//! first frame that asks, and goes with its texture.

use dear_imgui_rs as dear;
use imgui_webgpu_dear_tests::Rig;

const SIZE: [u32; 2] = [64, 32];
const TEXELS: [[u8; 4]; 4] = [
    [255, 0, 0, 255],
    [0, 255, 0, 255],
    [0, 0, 255, 255],
    [255, 255, 255, 255],
];

/// Live bind groups on the rig's device (wgpu's hub count).
fn live_bind_groups(rig: &Rig) -> usize {
    let report = rig
        .gpu
        .instance
        .generate_report()
        .expect("wgpu-core's report");
    report.hub.bind_groups.num_allocated
}

/// The image twice: nearest at x 0..32, then linear at x 32..64.
fn both(ui: &dear::Ui, image: dear::texture::ManagedTextureId) {
    ui.window("sampler")
        .position([0.0, 0.0], dear::Condition::Always)
        .size([SIZE[0] as f32, SIZE[1] as f32], dear::Condition::Always)
        .flags(dear::WindowFlags::NO_DECORATION | dear::WindowFlags::NO_BACKGROUND)
        .build(|| {
            let draw_list = ui.get_window_draw_list();
            draw_list.set_sampler_nearest();
            ui.set_cursor_pos([0.0, 0.0]);
            ui.image(image, [32.0, 32.0]);
            draw_list.set_sampler_linear();
            ui.set_cursor_pos([32.0, 0.0]);
            ui.image(image, [32.0, 32.0]);
        });
}

#[test]
fn an_image_after_set_sampler_nearest_is_crisp_and_after_linear_blends() {
    let mut rig = Rig::new(SIZE);
    // No padding: the images fill the window, unclipped.
    rig.imgui.style_mut().set_window_padding([0.0, 0.0]);
    let texels: Vec<u8> = TEXELS.concat();
    let image = rig.imgui.register_texture(
        dear::texture::OwnedTextureData::from_pixels(
            dear::texture::TextureFormat::RGBA32,
            2,
            2,
            &texels,
        )
        .expect("a 2x2 image"),
    );
    let samplers_before = rig.renderer.stats().samplers;

    let (textures, report) = rig.frame(|ui, _| both(ui, image));
    assert!(report.is_clean(), "{report:?}");
    assert!(textures.refused.is_empty(), "{textures:?}");
    let pixels = rig.target.read(&rig.gpu);
    // Nearest: every pixel of the first image is one of the four texels (its outer pixel
    // row and column aside: the window's clip rect is inset by its 1 px border).
    for y in 1..31 {
        for x in 1..32 {
            let pixel = pixels.pixel(x, y);
            assert!(
                TEXELS.contains(&pixel),
                "nearest sampling drew {pixel:?} at ({x}, {y}), no texel's colour"
            );
        }
    }
    assert_eq!(pixels.pixel(8, 8), TEXELS[0]);
    assert_eq!(pixels.pixel(24, 24), TEXELS[3]);
    // Linear: the second image's centre mixes all four.
    let centre = pixels.pixel(48, 16);
    assert!(
        !TEXELS.contains(&centre) && centre[0] > 64 && centre[1] > 64 && centre[2] > 64,
        "linear sampling blends the texels at the centre: {centre:?}"
    );
    assert_eq!(
        rig.renderer.stats().samplers,
        samplers_before + 1,
        "one nearest sampler for imgui's textures"
    );

    // The frames after make nothing: the nearest bind group was made once.
    let bind_groups = live_bind_groups(&rig);
    for _ in 0..3 {
        let (textures, report) = rig.frame(|ui, _| both(ui, image));
        assert!(report.is_clean(), "{report:?}");
        assert_eq!(textures.created + textures.updated, 0, "{textures:?}");
        assert_eq!(live_bind_groups(&rig), bind_groups);
    }

    // imgui destroys the texture (within a few frames of its removal): both its bind
    // groups go with it.
    rig.imgui.remove_texture(image).expect("a managed texture");
    let mut destroyed = 0;
    for _ in 0..5 {
        let (textures, _) = rig.frame(|ui, _| {
            ui.window("sampler").build(|| ui.text(""));
        });
        destroyed += textures.destroyed;
    }
    assert_eq!(destroyed, 1, "imgui destroyed the image");
    assert_eq!(
        live_bind_groups(&rig),
        bind_groups - 2,
        "the texture's linear and nearest bind groups are gone"
    );
}
