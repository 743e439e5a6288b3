//! A dear-imgui-rs (Dear ImGui 1.92) frame through the renderer on a real device: text at
//! three sizes (glyphs rasterised on demand into textures imgui owns, served through the
//! texture protocol), an image of a texture imgui manages, an image of a wgpu texture the
//! app registered, and a paint callback; then the frames after it, which change nothing and
//! so ask for nothing. `DEAR_DUMP=path.ppm` writes the first frame's pixels there.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use dear_imgui_rs as dear;
use imgui_webgpu::SamplerOptions;
use imgui_webgpu_dear_tests::{FORMAT, Rig, golden};

const SIZE: [u32; 2] = [256, 160];
/// Where each text size is drawn: the top of its band, and the size.
const TEXTS: [(f32, f32); 3] = [(4.0, 13.0), (24.0, 26.0), (60.0, 52.0)];
const MAGENTA: [u8; 4] = [255, 0, 255, 255];
const CYAN: [u8; 4] = [0, 255, 255, 255];

/// The frame: three texts, two images, one paint callback (green) that counts its runs.
fn build(
    ui: &dear::Ui,
    renderer: &mut imgui_webgpu::dear::Renderer,
    managed: dear::texture::ManagedTextureId,
    registered: dear::TextureId,
    fill: &Arc<wgpu::RenderPipeline>,
    runs: &Arc<AtomicUsize>,
) {
    ui.window("frame")
        .position([0.0, 0.0], dear::Condition::Always)
        .size([SIZE[0] as f32, SIZE[1] as f32], dear::Condition::Always)
        .flags(dear::WindowFlags::NO_DECORATION | dear::WindowFlags::NO_BACKGROUND)
        .build(|| {
            for (top, size) in TEXTS {
                ui.set_cursor_pos([8.0, top]);
                ui.with_font_and_size(None, size, || ui.text("HH"));
            }
            ui.set_cursor_pos([200.0, 8.0]);
            ui.image(managed, [32.0, 32.0]);
            ui.set_cursor_pos([200.0, 56.0]);
            ui.image(registered, [32.0, 32.0]);
            let fill = Arc::clone(fill);
            let runs = Arc::clone(runs);
            ui.set_cursor_pos([200.0, 104.0]);
            ui.dummy([32.0, 32.0]);
            renderer.paint_callback(ui, move |pass, info| {
                runs.fetch_add(1, Ordering::SeqCst);
                let [x, y] = info.to_pixels([200.0, 104.0]);
                pass.set_scissor_rect(x as u32, y as u32, 32, 32);
                pass.set_pipeline(&fill);
                pass.draw(0..3, 0..1);
            });
        });
}

#[test]
fn a_1_92_frame_draws_text_at_three_sizes_images_and_a_paint_callback() {
    let mut rig = Rig::new(SIZE);
    let managed = rig.imgui.register_texture(
        dear::texture::OwnedTextureData::from_pixels(
            dear::texture::TextureFormat::RGBA32,
            2,
            2,
            &MAGENTA.repeat(4),
        )
        .expect("a 2x2 image"),
    );
    let registered: dear::TextureId = {
        let texture = rig.gpu.device.create_texture(&wgpu::TextureDescriptor {
            label: Some("registered"),
            size: wgpu::Extent3d {
                width: 1,
                height: 1,
                depth_or_array_layers: 1,
            },
            mip_level_count: 1,
            sample_count: 1,
            dimension: wgpu::TextureDimension::D2,
            format: wgpu::TextureFormat::Rgba8UnormSrgb,
            usage: wgpu::TextureUsages::TEXTURE_BINDING | wgpu::TextureUsages::COPY_DST,
            view_formats: &[],
        });
        rig.gpu.queue.write_texture(
            texture.as_image_copy(),
            &CYAN,
            wgpu::TexelCopyBufferLayout {
                offset: 0,
                bytes_per_row: Some(4),
                rows_per_image: None,
            },
            texture.size(),
        );
        rig.renderer
            .register_texture(
                &texture.create_view(&Default::default()),
                SamplerOptions::NEAREST,
            )
            .expect("a sampleable view")
    };
    let fill = Arc::new(fill_pipeline(&rig.gpu.device));
    let runs = Arc::new(AtomicUsize::new(0));

    let (textures, report) =
        rig.frame(|ui, renderer| build(ui, renderer, managed, registered, &fill, &runs));
    assert!(report.is_clean(), "{report:?}");
    assert!(textures.refused.is_empty(), "{textures:?}");
    assert!(
        textures.created >= 2,
        "the font atlas and the managed image are created: {textures:?}"
    );
    assert_eq!(
        runs.load(Ordering::SeqCst),
        1,
        "the paint callback ran once"
    );
    let stats = rig.renderer.stats();
    assert_eq!(stats.imgui_textures, textures.created);
    assert_eq!(
        stats.persistent_bind_groups, 1,
        "the app's texture, counted apart"
    );
    assert_eq!(
        stats.font_atlas_size,
        [0, 0],
        "1.92's fonts are textures imgui owns"
    );

    let image = rig.target.read(&rig.gpu);
    if let Some(path) = std::env::var_os("DEAR_DUMP") {
        let mut ppm = format!("P6 {} {} 255\n", image.width, image.height).into_bytes();
        for pixel in image.pixels.chunks(4) {
            ppm.extend_from_slice(&pixel[..3]);
        }
        std::fs::write(path, ppm).unwrap();
    }
    // Each text's glyphs are as tall as its size asks: measured in its own band.
    let heights: Vec<usize> = TEXTS
        .iter()
        .enumerate()
        .map(|(band, (top, _))| {
            let bottom = TEXTS.get(band + 1).map_or(SIZE[1] as f32, |next| next.0);
            image
                .lit_rows(8..190, *top as u32..bottom as u32, 128)
                .len()
        })
        .collect();
    assert!(heights[0] >= 6, "13 px text: {heights:?}");
    for pair in heights.windows(2) {
        let ratio = pair[1] as f32 / pair[0] as f32;
        assert!(
            (1.6..2.4).contains(&ratio),
            "each size twice the last: {heights:?}"
        );
    }
    assert_eq!(image.pixel(216, 24), MAGENTA, "the image imgui manages");
    assert_eq!(image.pixel(216, 72), CYAN, "the app's registered texture");
    assert_eq!(
        image.pixel(216, 120),
        [0, 255, 0, 255],
        "the paint callback's fill"
    );
    assert_eq!(
        image.pixel(250, 150),
        [0, 0, 0, 255],
        "nothing drawn elsewhere"
    );
    golden::assert_draw_hash("frame", rig.last_draw_hash);
    golden::assert_pixels("frame", &image);

    // The same frame again, and again: imgui asks for nothing, nothing is made.
    for _ in 0..3 {
        let (textures, report) =
            rig.frame(|ui, renderer| build(ui, renderer, managed, registered, &fill, &runs));
        assert!(report.is_clean(), "{report:?}");
        assert_eq!(
            (textures.created, textures.updated, textures.destroyed),
            (0, 0, 0),
            "{textures:?}"
        );
        assert_eq!(report.bind_groups_created + report.buffers_created, 0);
    }
    assert_eq!(rig.renderer.stats(), stats_after_frames(&rig, stats));
}

/// The stats after the repeated frames: those of the first, with the frames counted.
fn stats_after_frames(
    rig: &Rig,
    first: imgui_webgpu::report::RendererStats,
) -> imgui_webgpu::report::RendererStats {
    let mut expected = first;
    expected.frames = rig.renderer.stats().frames;
    expected.resident_lists = rig.renderer.stats().resident_lists;
    expected.list_copy_bytes = rig.renderer.stats().list_copy_bytes;
    expected
}

/// A pipeline that fills what its scissor lets through with opaque green.
fn fill_pipeline(device: &wgpu::Device) -> wgpu::RenderPipeline {
    let shader = device.create_shader_module(wgpu::ShaderModuleDescriptor {
        label: Some("green fill"),
        source: wgpu::ShaderSource::Wgsl(
            "@vertex fn vs(@builtin(vertex_index) i: u32) -> @builtin(position) vec4<f32> {
                let uv = vec2<f32>(f32((i << 1u) & 2u), f32(i & 2u));
                return vec4<f32>(uv * 2.0 - 1.0, 0.0, 1.0);
            }
            @fragment fn fs() -> @location(0) vec4<f32> { return vec4<f32>(0.0, 1.0, 0.0, 1.0); }"
                .into(),
        ),
    });
    device.create_render_pipeline(&wgpu::RenderPipelineDescriptor {
        label: Some("green fill"),
        layout: None,
        vertex: wgpu::VertexState {
            module: &shader,
            entry_point: Some("vs"),
            compilation_options: Default::default(),
            buffers: &[],
        },
        primitive: Default::default(),
        depth_stencil: None,
        multisample: Default::default(),
        fragment: Some(wgpu::FragmentState {
            module: &shader,
            entry_point: Some("fs"),
            compilation_options: Default::default(),
            targets: &[Some(FORMAT.into())],
        }),
        multiview_mask: None,
        cache: None,
    })
}
