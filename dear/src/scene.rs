//! The frame the goldens hold (`tests/snapshots/frame.*`), natively and in a browser: text at
//! three sizes (glyphs rasterised on demand into textures imgui owns, served through the
//! texture protocol), an image of a texture imgui manages, an image of a wgpu texture the app
//! registered, and a paint callback that fills its square with green and counts its runs.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use dear_imgui_rs as dear;
use imgui_webgpu::SamplerOptions;
use imgui_webgpu::dear::Renderer;
use imgui_webgpu_portable_tests::fill::fill_pipeline;

use crate::FORMAT;

/// The frame's size in pixels.
pub const SIZE: [u32; 2] = [256, 160];
/// Where each text size is drawn: the top of its band, and the size.
pub const TEXTS: [(f32, f32); 3] = [(4.0, 13.0), (24.0, 26.0), (60.0, 52.0)];
/// The managed image's colour.
pub const MAGENTA: [u8; 4] = [255, 0, 255, 255];
/// The registered texture's colour.
pub const CYAN: [u8; 4] = [0, 255, 255, 255];
/// Where the managed image, the registered texture and the paint callback's square are
/// sampled (the centre of each 32 px square).
pub const PROBES: [[u32; 2]; 3] = [[216, 24], [216, 72], [216, 120]];

/// The frame's images and paint callback, made once.
pub struct Scene {
    managed: dear::texture::ManagedTextureId,
    registered: dear::TextureId,
    fill: Arc<wgpu::RenderPipeline>,
    runs: Arc<AtomicUsize>,
}

impl Scene {
    /// Registers the managed image with imgui and the app's 1×1 cyan texture with the
    /// renderer, and makes the paint callback's pipeline.
    // Natively a paint callback is `Send + Sync` (so wgpu's objects are); in a browser they
    // are neither, and the `Arc` only ever lives on the page's one thread.
    #[cfg_attr(target_arch = "wasm32", allow(clippy::arc_with_non_send_sync))]
    pub fn new(
        imgui: &mut dear::Context,
        renderer: &mut Renderer,
        device: &wgpu::Device,
        queue: &wgpu::Queue,
    ) -> Self {
        let managed = imgui.register_texture(
            dear::texture::OwnedTextureData::from_pixels(
                dear::texture::TextureFormat::RGBA32,
                2,
                2,
                &MAGENTA.repeat(4),
            )
            .expect("a 2x2 image"),
        );
        let texture = device.create_texture(&wgpu::TextureDescriptor {
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
        queue.write_texture(
            texture.as_image_copy(),
            &CYAN,
            wgpu::TexelCopyBufferLayout {
                offset: 0,
                bytes_per_row: Some(4),
                rows_per_image: None,
            },
            texture.size(),
        );
        let registered = renderer
            .register_texture(
                &texture.create_view(&Default::default()),
                SamplerOptions::NEAREST,
            )
            .expect("a sampleable view");
        Self {
            managed,
            registered,
            fill: Arc::new(fill_pipeline(device, FORMAT, 1)),
            runs: Arc::new(AtomicUsize::new(0)),
        }
    }

    /// The frame's UI: three texts, two images, one paint callback.
    pub fn build(&self, ui: &dear::Ui, renderer: &mut Renderer) {
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
                ui.image(self.managed, [32.0, 32.0]);
                ui.set_cursor_pos([200.0, 56.0]);
                ui.image(self.registered, [32.0, 32.0]);
                let fill = Arc::clone(&self.fill);
                let runs = Arc::clone(&self.runs);
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

    /// How many times the paint callback has run.
    pub fn paint_callback_runs(&self) -> usize {
        self.runs.load(Ordering::SeqCst)
    }
}
