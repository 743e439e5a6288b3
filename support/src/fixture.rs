//! The tests' fixture, built on the public testing `Harness` (as users' tests are): a
//! renderer of a chosen configuration drawing into an offscreen target on the test GPU, and
//! the font atlas's white texel, which hand-made solid quads sample.

use imgui_webgpu::source::DrawSource;
use imgui_webgpu::{RenderReport, RendererConfig};
use imgui_webgpu_testing::headless::HeadlessGpu;
use imgui_webgpu_testing::images::RgbaImage;
use imgui_webgpu_testing::{Harness, HarnessConfig};

/// A harness whose target is `size` pixels, cleared to black, on the test GPU.
pub struct Fixture {
    /// The GPU (its instance counts live objects).
    pub gpu: HeadlessGpu,
    /// The imgui context, renderer and target.
    pub harness: Harness,
    /// The font atlas's white texel: a solid colour wherever a quad samples it.
    pub white_uv: [f32; 2],
}

impl Fixture {
    /// A `size` target rendered to with `renderer` (its pass shape is the target's).
    /// Panics when there is no adapter: a test that needs one must fail, not skip.
    pub fn new(size: [u32; 2], renderer: RendererConfig) -> Self {
        let gpu = crate::gpu();
        let config = HarnessConfig::new(size.map(|side| side as f32))
            .with_renderer(renderer)
            .with_clear(wgpu::Color::BLACK);
        // The fixture builds and renders frames through the parts itself: the harness's
        // own UI draws nothing.
        let mut harness = match Harness::builder(config).gpu(&gpu).build_ui(|_| {}) {
            Ok(harness) => harness,
            Err(error) => panic!("the fixture's harness: {error}"),
        };
        let imgui = harness.parts().imgui;
        let white_uv = imgui.new_frame().font_tex_uv_white_pixel();
        imgui.render();
        Self {
            gpu,
            harness,
            white_uv,
        }
    }

    /// A fixture drawing into targets like `desc` (its size and pass shape: format, depth,
    /// samples), imgui's display the same size.
    pub fn of_target(desc: imgui_webgpu::RenderTarget) -> Self {
        Self::new(desc.size, RendererConfig::for_shape(desc.shape))
    }

    /// Runs `frames` whole frames (`Renderer::new_frame`, an imgui frame built by `build`,
    /// a clean render) and returns the last frame's report.
    #[track_caller]
    pub fn run_frames(
        &mut self,
        frames: usize,
        mut build: impl FnMut(&imgui::Ui, &mut imgui_webgpu::Renderer),
    ) -> RenderReport {
        let mut report = RenderReport::default();
        let (gpu, renderer, imgui, target) = self.split();
        for _ in 0..frames {
            renderer.new_frame();
            let ui = imgui.new_frame();
            build(ui, renderer);
            let draw_data = imgui.render();
            report = crate::render_clean(gpu, target, renderer, draw_data, wgpu::Color::BLACK);
        }
        report
    }

    /// The GPU, renderer, imgui context and target, borrowed apart, for tests that build
    /// and render frames themselves.
    pub fn split(
        &mut self,
    ) -> (
        &HeadlessGpu,
        &mut imgui_webgpu::Renderer,
        &mut imgui::Context,
        &imgui_webgpu_testing::headless::HeadlessTarget,
    ) {
        let parts = self.harness.parts();
        (&self.gpu, parts.renderer, parts.imgui, parts.target)
    }

    /// The id the renderer draws its font atlas with.
    pub fn font(&self) -> imgui::TextureId {
        self.harness.renderer().font_texture_id()
    }

    /// Renders `source` in the renderer's current frame, clean (a wgpu validation error or a
    /// render error fails the test), and reads the target back.
    #[track_caller]
    pub fn render(&mut self, source: &impl DrawSource) -> (RenderReport, RgbaImage) {
        let parts = self.harness.parts();
        let report = crate::render_clean(
            &self.gpu,
            parts.target,
            parts.renderer,
            source,
            wgpu::Color::BLACK,
        );
        (report, self.read())
    }

    /// Builds one imgui frame with `build` and renders it clean in the renderer's current
    /// frame (no `Renderer::new_frame`: the caller decides when frames start); reads back.
    #[track_caller]
    pub fn draw(&mut self, build: impl FnOnce(&imgui::Ui)) -> (RenderReport, RgbaImage) {
        let (gpu, renderer, imgui, target) = self.split();
        build(imgui.new_frame());
        let draw_data = imgui.render();
        let report = crate::render_clean(gpu, target, renderer, draw_data, wgpu::Color::BLACK);
        (report, self.read())
    }

    /// Records one pass into the target (cleared to black) with `record`, submits it, and
    /// returns what `record` returned with every wgpu validation error raised meanwhile.
    pub fn one_pass<R>(
        &mut self,
        record: impl FnOnce(&mut imgui_webgpu::Renderer, &mut wgpu::RenderPass<'_>) -> R,
    ) -> (R, Vec<String>) {
        let (gpu, renderer, _, target) = self.split();
        crate::capture_errors(&gpu.device, || {
            let mut encoder = gpu.device.create_command_encoder(&Default::default());
            let result = target.encode_pass(&mut encoder, wgpu::Color::BLACK, |pass| {
                record(renderer, pass)
            });
            gpu.queue.submit([encoder.finish()]);
            result
        })
    }

    /// `Renderer::new_frame`, then [`Fixture::render`].
    #[track_caller]
    pub fn show(&mut self, source: &impl DrawSource) -> (RenderReport, RgbaImage) {
        self.harness.renderer_mut().new_frame();
        self.render(source)
    }

    /// The target's pixels.
    #[track_caller]
    pub fn read(&self) -> RgbaImage {
        match self
            .harness
            .target()
            .read_rgba8(self.harness.device(), self.harness.queue())
        {
            Ok(image) => image,
            Err(error) => panic!("reading the target back: {error}"),
        }
    }
}
