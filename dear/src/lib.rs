//! What the dear-imgui-rs tests share: a device on the adapter `WGPU_BACKEND` names (it
//! fails, never skips, when there is none), an offscreen target read back as RGBA8, a
//! dear-imgui-rs context with the renderer, and one whole frame through Dear ImGui 1.92's
//! texture protocol.
//!
//! The target, its readback and the goldens' PNG files are `imgui-webgpu-offscreen`'s, the
//! crate the testing crate's headless module is made of (that crate itself links imgui-rs's
//! Dear ImGui by default, and a binary holds one).

/// The guide's code (`docs/dear-imgui.md`), compiled as doctests: it needs dear-imgui-rs.
#[cfg(doctest)]
#[doc = include_str!("../../docs/dear-imgui.md")]
struct GuideDoctests;

pub mod large_text;
#[cfg(not(target_arch = "wasm32"))]
pub mod portable;
pub mod scene;

use dear_imgui_rs as dear;
use imgui_webgpu::RenderReport;
use imgui_webgpu::dear::{Renderer, TextureRequestReport};
use imgui_webgpu_offscreen::images::RgbaImage;
use imgui_webgpu_offscreen::{OffscreenTarget, TargetDesc};

/// The target's format: an sRGB one, as a window's surface usually is.
pub const FORMAT: wgpu::TextureFormat = wgpu::TextureFormat::Rgba8UnormSrgb;

/// The instance, adapter, device and queue: the adapter `WGPU_BACKEND` names (any but the
/// no-op one by default), opened as every test of the project opens one. A test that needs
/// an adapter fails without one (`Gpu::open()?`, or `expect`).
pub use imgui_webgpu_offscreen::Gpu;

/// What a test that found no adapter or device says.
pub const NO_GPU: &str = "these tests need a wgpu adapter and device";

/// An offscreen colour target: `imgui-webgpu-offscreen`'s, single-sampled, cleared to black
/// by each pass; what the tests' frames draw into and read back.
pub struct Target {
    target: OffscreenTarget,
}

impl Target {
    /// A `size` target in [`FORMAT`] on `device`.
    pub fn new(device: &wgpu::Device, size: [u32; 2]) -> Self {
        Self::with_format(device, size, FORMAT)
    }

    /// A `size` target in `format` (8-bit RGBA) on `device`. Panics on a size the device
    /// cannot hold (zero, or past its largest texture): the tests' sizes are fixed.
    pub fn with_format(device: &wgpu::Device, size: [u32; 2], format: wgpu::TextureFormat) -> Self {
        let desc = TargetDesc::new(size, format).with_label("dear tests target");
        let target = OffscreenTarget::new(device, desc)
            .unwrap_or_else(|error| panic!("the target: {error}"));
        Self { target }
    }

    /// The colour texture (to read back, or to hand to another renderer).
    pub fn texture(&self) -> &wgpu::Texture {
        self.target.texture()
    }

    /// Its size in pixels.
    pub fn size(&self) -> [u32; 2] {
        self.target.size()
    }

    /// A pass that clears the target to black, given to `draw`.
    pub fn pass<R>(
        &self,
        encoder: &mut wgpu::CommandEncoder,
        draw: impl FnOnce(&mut wgpu::RenderPass<'_>) -> R,
    ) -> R {
        self.target.encode_pass(encoder, wgpu::Color::BLACK, draw)
    }

    /// The target's pixels, RGBA8 rows top to bottom, waiting for the device. Panics when the
    /// readback fails.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn read(&self, gpu: &Gpu) -> Image {
        read_texture(&gpu.device, &gpu.queue, self.texture())
    }

    /// The target's pixels, without blocking a browser (in one, the device is polled between
    /// browser tasks until the readback maps).
    pub async fn read_async(
        &self,
        device: &wgpu::Device,
        queue: &wgpu::Queue,
    ) -> Result<Image, String> {
        self.target
            .read_rgba8_async(device, queue)
            .await
            .map_err(|error| error.to_string())
    }
}

/// `texture`'s pixels (8-bit RGBA, `COPY_SRC`), rows top to bottom, waiting for the device.
/// Panics when the readback fails.
#[cfg(not(target_arch = "wasm32"))]
pub fn read_texture(device: &wgpu::Device, queue: &wgpu::Queue, texture: &wgpu::Texture) -> Image {
    imgui_webgpu_offscreen::read_texture_rgba8(device, queue, texture)
        .unwrap_or_else(|error| panic!("the readback: {error}"))
}

/// Live handles of the kinds the renderer makes (wgpu's hub counts; native only: a browser's
/// WebGPU has none).
#[cfg(not(target_arch = "wasm32"))]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Live {
    pub textures: usize,
    pub views: usize,
    pub bind_groups: usize,
    pub buffers: usize,
    pub samplers: usize,
}

#[cfg(not(target_arch = "wasm32"))]
impl Live {
    /// The counts of `instance` now.
    pub fn of(instance: &wgpu::Instance) -> Self {
        let report = instance.generate_report().expect("wgpu-core's report");
        let hub = &report.hub;
        Self {
            textures: hub.textures.num_allocated,
            views: hub.texture_views.num_allocated,
            bind_groups: hub.bind_groups.num_allocated,
            buffers: hub.buffers.num_allocated,
            samplers: hub.samplers.num_allocated,
        }
    }

    /// The counts of `gpu` once its device has finished all work (objects the GPU still used
    /// are freed then).
    pub fn settled(gpu: &Gpu) -> Self {
        gpu.device
            .poll(wgpu::PollType::wait_indefinitely())
            .expect("the device finishes its work");
        Self::of(&gpu.instance)
    }

    /// The larger of each count.
    pub fn max(self, other: Self) -> Self {
        Self {
            textures: self.textures.max(other.textures),
            views: self.views.max(other.views),
            bind_groups: self.bind_groups.max(other.bind_groups),
            buffers: self.buffers.max(other.buffers),
            samplers: self.samplers.max(other.samplers),
        }
    }
}

/// RGBA8 pixels read back: the offscreen crate's image, with [`Lit`]'s questions.
pub type Image = RgbaImage;

/// What the tests ask of an image read back.
pub trait Lit {
    /// Pixels brighter than `level` in red.
    fn lit(&self, level: u8) -> usize;

    /// Channels that differ from `other`'s by more than `tolerance` levels (all of them when
    /// the sizes differ).
    fn channels_off(&self, other: &Image, tolerance: u8) -> usize;

    /// The rows of `y_range` holding a pixel brighter than `level` in red, between `x_range`.
    fn lit_rows(
        &self,
        x_range: std::ops::Range<u32>,
        y_range: std::ops::Range<u32>,
        level: u8,
    ) -> Vec<u32>;
}

impl Lit for Image {
    fn lit(&self, level: u8) -> usize {
        self.pixels
            .chunks_exact(4)
            .filter(|pixel| pixel[0] > level)
            .count()
    }

    fn channels_off(&self, other: &Image, tolerance: u8) -> usize {
        if (self.width, self.height) != (other.width, other.height) {
            return self.pixels.len().max(other.pixels.len());
        }
        self.pixels
            .iter()
            .zip(&other.pixels)
            .filter(|(a, b)| a.abs_diff(**b) > tolerance)
            .count()
    }

    fn lit_rows(
        &self,
        x_range: std::ops::Range<u32>,
        y_range: std::ops::Range<u32>,
        level: u8,
    ) -> Vec<u32> {
        y_range
            .filter(|&y| x_range.clone().any(|x| self.pixel(x, y)[0] > level))
            .collect()
    }
}

/// A dear-imgui-rs context for a display of `size`, with no settings file and a fixed time
/// step, so the same UI draws the same every run.
pub fn context(size: [u32; 2]) -> dear::Context {
    let mut imgui = dear::Context::create();
    imgui
        .set_ini_filename(None::<String>)
        .expect("no settings file");
    imgui
        .io_mut()
        .set_display_size([size[0] as f32, size[1] as f32]);
    imgui.io_mut().set_delta_time(1.0 / 60.0);
    imgui
}

/// dear-imgui-rs allows one context at a time in a process: a test holds this while its
/// context lives, so tests on the harness's threads take turns.
#[cfg(not(target_arch = "wasm32"))]
static ONE_CONTEXT: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// Waits for this test's turn to hold a context: hold it while the context lives.
#[cfg(not(target_arch = "wasm32"))]
pub fn take_turn() -> std::sync::MutexGuard<'static, ()> {
    // A test that failed while holding it poisoned nothing: the context went with it.
    ONE_CONTEXT
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// A dear-imgui-rs context of `size` and its renderer, drawing into a target of that size.
pub struct Rig {
    pub gpu: Gpu,
    pub imgui: dear::Context,
    pub renderer: Renderer,
    pub target: Target,
    /// [`draw_hash`] of the last frame's draw data.
    pub last_draw_hash: u64,
    // Dropped last, after the context.
    _turn: std::sync::MutexGuard<'static, ()>,
}

impl Rig {
    /// A context and renderer on a new device.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn new(size: [u32; 2]) -> Self {
        let turn = take_turn();
        Self::on(turn, Gpu::open().expect(NO_GPU), size)
    }

    /// A context and renderer on `gpu`, in the context turn `turn` ([`take_turn`]).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn on(turn: std::sync::MutexGuard<'static, ()>, gpu: Gpu, size: [u32; 2]) -> Self {
        let mut imgui = context(size);
        let renderer = Renderer::new(
            &gpu.device,
            &gpu.queue,
            &mut imgui,
            imgui_webgpu::RendererConfig::new(FORMAT),
        )
        .unwrap_or_else(|error| panic!("the renderer: {error}"));
        let target = Target::new(&gpu.device, size);
        Self {
            gpu,
            imgui,
            renderer,
            target,
            last_draw_hash: 0,
            _turn: turn,
        }
    }

    /// One whole frame: `Renderer::new_frame`, the UI `build` makes, imgui's texture
    /// requests answered, the draw data rendered into the target and submitted. Panics on a
    /// render error or a wgpu validation error.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn frame(
        &mut self,
        build: impl FnOnce(&dear::Ui, &mut Renderer),
    ) -> (TextureRequestReport, RenderReport) {
        let scope = self
            .gpu
            .device
            .push_error_scope(wgpu::ErrorFilter::Validation);
        let drawn = draw_frame(
            &mut self.imgui,
            &mut self.renderer,
            &self.target,
            (&self.gpu.device, &self.gpu.queue),
            build,
        )
        .unwrap_or_else(|error| panic!("{error}"));
        if let Some(error) = pollster::block_on(scope.pop()) {
            panic!("wgpu validation error: {error}");
        }
        self.last_draw_hash = drawn.draw_hash;
        (drawn.textures, drawn.report)
    }
}

/// What one frame through [`draw_frame`] did.
pub struct Drawn {
    /// How imgui's texture requests were answered.
    pub textures: TextureRequestReport,
    /// What `render` did.
    pub report: RenderReport,
    /// [`draw_hash`] of the frame's draw data.
    pub draw_hash: u64,
}

/// One whole frame: `Renderer::new_frame`, the UI `build` makes, imgui's texture requests
/// answered, the draw data rendered into `target` and submitted. Natively and in a browser
/// alike (the caller waits for wgpu's error scope as its platform can).
pub fn draw_frame(
    imgui: &mut dear::Context,
    renderer: &mut Renderer,
    target: &Target,
    (device, queue): (&wgpu::Device, &wgpu::Queue),
    build: impl FnOnce(&dear::Ui, &mut Renderer),
) -> Result<Drawn, String> {
    renderer.new_frame();
    let frame = imgui.begin_frame();
    build(frame.ui(), renderer);
    let pending = frame.render(renderer.consumer());
    let (frame, textures) = renderer
        .update_textures(pending)
        .map_err(|error| format!("imgui refused the texture answers: {error}"))?;
    let draw_hash = draw_hash(frame.draw_data());
    let mut encoder = device.create_command_encoder(&Default::default());
    let size = target.size();
    let report = target
        .pass(&mut encoder, |pass| {
            renderer.render(frame.draw_data(), pass, size)
        })
        .map_err(|error| format!("render: {error}"))?;
    drop(frame);
    queue.submit([encoder.finish()]);
    Ok(Drawn {
        textures,
        report,
        draw_hash,
    })
}

/// Goldens: each test's pixels (`tests/snapshots/NAME.png`) and a hash of its draw data
/// (`tests/snapshots/NAME.draw`), compared on every run; `UPDATE_SNAPSHOTS=1` writes them
/// (look at the PNGs before committing). Dear ImGui is built without SSE here (see
/// `.cargo/config.toml`), so the draw data is the same on any CPU; the pixels are lavapipe's
/// and llvmpipe's, which draw alike.
pub mod golden {
    use super::Image;
    use std::path::PathBuf;

    /// Channel levels a pixel may differ by: rounding noise of one driver.
    const MAX_CHANNEL_DIFFERENCE: u8 = 2;

    fn path(name: &str, extension: &str) -> PathBuf {
        PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("tests/snapshots")
            .join(format!("{name}.{extension}"))
    }

    fn updating() -> bool {
        std::env::var_os("UPDATE_SNAPSHOTS").is_some_and(|value| value != "0")
    }

    /// Checks `image` against the golden `name`: same size, no channel more than two levels
    /// off. On a failure the image is written beside the golden (`NAME.new.png`, as the main
    /// goldens do).
    pub fn assert_pixels(name: &str, image: &Image) {
        let golden = path(name, "png");
        if updating() {
            write_png(&golden, image);
            return;
        }
        let expected = read_png(&golden);
        let mut failing = 0usize;
        let mut worst = 0u8;
        if (expected.width, expected.height) == (image.width, image.height) {
            for (a, b) in expected.pixels.iter().zip(&image.pixels) {
                let difference = a.abs_diff(*b);
                worst = worst.max(difference);
                failing += usize::from(difference > MAX_CHANNEL_DIFFERENCE);
            }
        } else {
            failing = usize::MAX;
        }
        if failing > 0 {
            let actual = path(name, "new.png");
            write_png(&actual, image);
            panic!(
                "{name}: {failing} channels differ from {} by more than {MAX_CHANNEL_DIFFERENCE} \
                 levels (worst {worst}); this run's image is {}",
                golden.display(),
                actual.display()
            );
        }
    }

    /// Checks a hash of the draw data against the golden `name` (a line of hex).
    pub fn assert_draw_hash(name: &str, hash: u64) {
        let golden = path(name, "draw");
        let line = format!("{hash:#018x}\n");
        if updating() {
            std::fs::write(&golden, line)
                .unwrap_or_else(|error| panic!("{}: {error}", golden.display()));
            return;
        }
        let expected = std::fs::read_to_string(&golden).unwrap_or_else(|error| {
            panic!(
                "{}: {error} (UPDATE_SNAPSHOTS=1 writes it)",
                golden.display()
            )
        });
        assert_eq!(
            expected,
            line,
            "{name}: the draw data differs from {} (another imgui, or arithmetic with SSE?)",
            golden.display()
        );
    }

    fn read_png(path: &std::path::Path) -> Image {
        imgui_webgpu_offscreen::images::load_png(path).unwrap_or_else(|error| {
            panic!("{}: {error} (UPDATE_SNAPSHOTS=1 writes it)", path.display())
        })
    }

    fn write_png(path: &std::path::Path, image: &Image) {
        imgui_webgpu_offscreen::images::save_png(image, path)
            .unwrap_or_else(|error| panic!("{}: {error}", path.display()));
    }
}

/// A hash of a frame's draw data: every vertex, index and command, texture ids aside (they
/// are the renderer's, not imgui's). Every value is fed at a fixed width, so the hash is the
/// same on every platform (std's `Hash` for slices and arrays adds a `usize` length, 4 bytes
/// on wasm32 and 8 natively) and Rust release (FNV-1a, where std's hasher may change).
pub fn draw_hash(data: &dear::render::DrawData) -> u64 {
    struct Fnv(u64);
    impl Fnv {
        fn bytes(&mut self, bytes: &[u8]) {
            for byte in bytes {
                self.0 = (self.0 ^ u64::from(*byte)).wrapping_mul(0x0100_0000_01b3);
            }
        }
        fn u32(&mut self, value: u32) {
            self.bytes(&value.to_le_bytes());
        }
        fn u64(&mut self, value: u64) {
            self.bytes(&value.to_le_bytes());
        }
    }
    let mut hasher = Fnv(0xcbf2_9ce4_8422_2325);
    for list in data.draw_lists() {
        hasher.u64(list.vtx_buffer().len() as u64);
        for vertex in list.vtx_buffer() {
            for value in [vertex.pos[0], vertex.pos[1], vertex.uv[0], vertex.uv[1]] {
                hasher.u32(value.to_bits());
            }
            hasher.u32(vertex.col);
        }
        hasher.u64(list.idx_buffer().len() as u64);
        for &index in list.idx_buffer() {
            hasher.u32(u32::from(index));
        }
        for command in list.commands() {
            match command {
                dear::render::DrawCmd::Elements { count, cmd_params } => {
                    hasher.bytes(&[0]);
                    hasher.u64(count as u64);
                    for value in cmd_params.clip_rect {
                        hasher.u32(value.to_bits());
                    }
                    hasher.u64(cmd_params.vtx_offset as u64);
                    hasher.u64(cmd_params.idx_offset as u64);
                }
                dear::render::DrawCmd::ResetRenderState => hasher.bytes(&[1]),
                dear::render::DrawCmd::SetSamplerLinear => hasher.bytes(&[2]),
                dear::render::DrawCmd::SetSamplerNearest => hasher.bytes(&[3]),
                dear::render::DrawCmd::RawCallback(_) => hasher.bytes(&[4]),
            }
        }
    }
    hasher.0
}
