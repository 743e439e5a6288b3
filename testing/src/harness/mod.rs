//! A UI under test: a deterministic imgui context, a renderer and an offscreen target on a
//! headless GPU, in one value. Beside it: the imgui side alone (`stepper`: scripted input and
//! fixed time), the frames it records (`frame`), the input it takes (`input`), which
//! arithmetic the build's imgui computes with (`arithmetic`), and with the `docking`
//! feature, docking windows by drag and reading the layout back (`docking`).

pub(crate) mod actions;
pub(crate) mod arithmetic;
#[cfg(feature = "docking")]
mod docking;
pub(crate) mod frame;
pub(crate) mod input;
mod placed;
pub(crate) mod stepper;

use std::sync::Arc;

use imgui_webgpu::ids::{PackedTextureId, TextureKind};
use imgui_webgpu::source::{DrawCommand, DrawListSource, DrawSource};
use imgui_webgpu::{RenderReport, RenderTarget, RendererConfig};

use crate::binding::{self, Context, Renderer, Ui};

use crate::error::HarnessError;
use crate::harness::frame::Frame;
use crate::harness::input::InputEvent;
use crate::harness::stepper::UiStepper;
use crate::headless::gpu::HeadlessGpu;
use crate::headless::{HeadlessTarget, framebuffer_size};
use crate::images::RgbaImage;
use crate::snapshot::DrawSnapshot;
use crate::text::{GlyphTable, Rect};

/// The display and the target a [`Harness`] renders into.
#[derive(Clone, Copy, Debug, PartialEq)]
#[non_exhaustive]
pub struct HarnessConfig {
    /// Display size in imgui units (imgui's `display_size`).
    pub display_size: [f32; 2],
    /// Pixels per imgui unit (imgui's `display_framebuffer_scale`); the target is
    /// `display_size * framebuffer_scale` pixels.
    pub framebuffer_scale: f32,
    /// The colour the target is cleared to before each render.
    pub clear: wgpu::Color,
    /// The renderer's configuration, which holds the pass's shape (format, MSAA, depth);
    /// the target's size follows the display.
    pub renderer: RendererConfig,
}

impl HarnessConfig {
    /// An `Rgba8UnormSrgb` target of `display_size` pixels at scale 1, no MSAA, no depth,
    /// cleared to opaque dark grey.
    pub fn new(display_size: [f32; 2]) -> Self {
        Self {
            display_size,
            framebuffer_scale: 1.0,
            clear: wgpu::Color {
                r: 0.02,
                g: 0.02,
                b: 0.02,
                a: 1.0,
            },
            renderer: RendererConfig::new(wgpu::TextureFormat::Rgba8UnormSrgb),
        }
    }

    /// Returns the configuration with a framebuffer scale (2.0 for a "retina" screen).
    pub fn with_scale(mut self, framebuffer_scale: f32) -> Self {
        self.framebuffer_scale = framebuffer_scale;
        self
    }

    /// Returns the configuration with a target format.
    pub fn with_format(mut self, format: wgpu::TextureFormat) -> Self {
        self.renderer.shape.format = format;
        self
    }

    /// Returns the configuration with an MSAA sample count.
    pub fn with_sample_count(mut self, sample_count: u32) -> Self {
        self.renderer = self.renderer.with_sample_count(sample_count);
        self
    }

    /// Returns the configuration with a depth-stencil attachment.
    pub fn with_depth(mut self, format: wgpu::TextureFormat) -> Self {
        self.renderer = self.renderer.with_depth(format);
        self
    }

    /// Returns the configuration with a renderer configuration of its own (colour space,
    /// base vertex, list reuse, and the pass's shape).
    pub fn with_renderer(mut self, renderer: RendererConfig) -> Self {
        self.renderer = renderer;
        self
    }

    /// Returns the configuration with a clear colour.
    pub fn with_clear(mut self, clear: wgpu::Color) -> Self {
        self.clear = clear;
        self
    }

    /// The target the harness renders into: the pass's shape at the display's size in
    /// pixels.
    pub fn target(&self) -> RenderTarget {
        self.renderer.target(framebuffer_size(
            self.display_size,
            [self.framebuffer_scale; 2],
        ))
    }
}

/// A step that configures the imgui context before the atlas is built.
type SetupStep<'a> = Box<dyn FnOnce(&mut Context) + 'a>;

/// Sets a [`Harness`] up in steps: the GPU to use, and what to do to the imgui context
/// (fonts, style) before the font atlas is built and the renderer made.
#[must_use = "a builder does nothing until `build_ui` or `build_app` is called"]
pub struct HarnessBuilder<'a> {
    config: HarnessConfig,
    gpu: Option<&'a HeadlessGpu>,
    setup: Vec<SetupStep<'a>>,
}

impl std::fmt::Debug for HarnessBuilder<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("HarnessBuilder")
            .field("config", &self.config)
            .field("gpu", &self.gpu)
            .field("setup_steps", &self.setup.len())
            .finish()
    }
}

impl<'a> HarnessBuilder<'a> {
    /// Renders on an already open GPU instead of opening one (to share it between
    /// harnesses, or to count its objects).
    pub fn gpu(mut self, gpu: &'a HeadlessGpu) -> Self {
        self.gpu = Some(gpu);
        self
    }

    /// Runs `setup` on the imgui context before the font atlas is built: add the app's
    /// fonts (the first added is the default), set its style, load its settings. Steps run
    /// in the order given.
    pub fn setup(mut self, setup: impl FnOnce(&mut Context) + 'a) -> Self {
        self.setup.push(Box::new(setup));
        self
    }

    /// Opens the GPU (unless one was given), makes the context, runs the set-up steps,
    /// builds the atlas and the renderer, and gives a harness that owns `ui`: the UI it
    /// draws each frame. For a UI with state the test reads back, use
    /// [`HarnessBuilder::build_app`].
    pub fn build_ui(self, mut ui: impl FnMut(&mut Ui) + 'static) -> Result<Harness, HarnessError> {
        self.build_app((), move |frame_ui, ()| ui(frame_ui))
    }

    /// Like [`HarnessBuilder::build_ui`], for an app with state: the harness owns `state`
    /// and the `ui` that draws it each frame, and the test reads the state back (and
    /// changes it between frames) with [`Harness::state`] and [`Harness::state_mut`].
    pub fn build_app<S>(
        self,
        state: S,
        ui: impl FnMut(&mut Ui, &mut S) + 'static,
    ) -> Result<Harness<S>, HarnessError> {
        self.build_app_with(|_| state, ui)
    }

    /// Like [`HarnessBuilder::build_app`], with the state made on the imgui context after
    /// the set-up steps and before the atlas is built, as an app makes its state while it
    /// sets its context up: for state that holds what it adds, such as the `FontId`s of
    /// its fonts, or an extension's context made from the imgui context (ImPlot's, ImNodes'
    /// on dear-imgui-rs), which must be destroyed before it: the harness drops the state
    /// before its imgui context (see "Extensions" in [`Harness`]'s docs).
    ///
    /// ```no_run
    /// # fn main() -> Result<(), Box<dyn std::error::Error>> {
    /// use imgui_webgpu_testing::{Harness, HarnessConfig};
    ///
    /// struct App {
    ///     title_font: imgui::FontId,
    /// }
    ///
    /// let harness = Harness::builder(HarnessConfig::new([320.0, 200.0])).build_app_with(
    ///     |ctx| {
    ///         let config = imgui::FontConfig { size_pixels: 26.0, ..Default::default() };
    ///         let source = imgui::FontSource::DefaultFontData { config: Some(config) };
    ///         App { title_font: ctx.fonts().add_font(&[source]) }
    ///     },
    ///     |ui, app| {
    ///         let _title = ui.push_font(app.title_font);
    ///         ui.text("Settings");
    ///     },
    /// )?;
    /// # Ok(())
    /// # }
    /// ```
    pub fn build_app_with<S>(
        self,
        state: impl FnOnce(&mut Context) -> S,
        ui: impl FnMut(&mut Ui, &mut S) + 'static,
    ) -> Result<Harness<S>, HarnessError> {
        match self.gpu {
            Some(gpu) => Harness::create(gpu, self.config, self.setup, state, ui),
            None => Harness::create(&HeadlessGpu::new()?, self.config, self.setup, state, ui),
        }
    }
}

/// A UI under test, in the style of `egui_kittest`'s `Harness<State>`: the harness owns
/// the app (its state and the UI that draws it each frame) with a deterministic imgui
/// context, a renderer and an offscreen target. Build one with
/// [`HarnessBuilder::build_ui`] or [`HarnessBuilder::build_app`]; act as a user does with
/// [`Harness::click_on`], [`Harness::type_into`], [`Harness::input_value`] and the other
/// actions, which build the frames they need, wait for what they aim at and check what
/// they did; read the state back with [`Harness::state`]; then check the [`Frame`] with
/// [`assert_text_snapshot`](crate::assert_text_snapshot) and
/// [`assert_draw_snapshot`](crate::assert_draw_snapshot), and [`Harness::render_image`]
/// with [`assert_pixel_snapshot`](crate::assert_pixel_snapshot).
///
/// Frames are built by the actions (until two in a row draw the same, or until what the
/// action touched draws the same: see [`Action::settled`](crate::Action::settled)), by [`Harness::settle`] (until
/// two in a row draw the same), or one at a time by [`Harness::step`] and [`Harness::run`]. Each starts a
/// renderer frame ([`Renderer::new_frame`]) and captures the frame's draw data;
/// `render_image` replays that capture through the renderer into the offscreen target
/// (user callbacks are reported as skipped there).
///
/// # Low-level input
///
/// For tests of input itself, the input the actions are made of is there too:
/// [`Harness::click`] and [`Harness::send`] queue events at points for the next frames,
/// without waiting or checking anything, and [`Harness::stepper_mut`] reaches the imgui
/// side (delta time, the context). [`Harness::step_with`] builds one frame with a closure
/// of the test's own in place of the app's UI, with the renderer at hand (per-frame
/// textures).
///
/// # Fonts
///
/// Add the app's fonts in [`HarnessBuilder::setup`]: the atlas is built after it, so they
/// are the atlas's and the first is the default. To change fonts later, change them through
/// [`Harness::context_mut`]; on imgui-rs then call `Harness::reload_font_texture` (Dear
/// ImGui 1.92 bakes glyphs as it draws: a font added between frames needs no reload).
///
/// # Extensions
///
/// Dear ImGui's extensions (ImPlot, ImNodes, ...: on dear-imgui-rs, `dear-implot` and the
/// others) keep a context of their own, made from the imgui context after it exists and
/// destroyed before it. Make it in [`HarnessBuilder::build_app_with`], from the context it
/// hands over, and keep it in the app's state: the harness drops the state before its
/// imgui context, always (the field order below is that promise, and the dear-imgui-rs
/// tests check it with ImPlot). Otherwise the order is easy to get wrong silently:
/// dear-implot's `PlotContext` skips its destroy when its imgui context is gone.
///
/// # Renderer frames
///
/// The first render after a step draws in that step's renderer frame, so the per-frame
/// textures made while building it draw. Each later render starts a new renderer frame
/// first, which rewinds the upload buffers: rendering or replaying any number of frames
/// keeps the renderer's memory level. The exception is a source that draws per-frame
/// textures: those live only in the frame that made them, so it renders in the current
/// frame, and each such render takes more upload space until the next step.
pub struct Harness<S = ()> {
    device: wgpu::Device,
    queue: wgpu::Queue,
    config: HarnessConfig,
    pub(crate) renderer: Renderer,
    target: HeadlessTarget,
    frame: Option<Frame>,
    pub(crate) glyphs: Arc<GlyphTable>,
    /// Whether the renderer's current frame already holds a render by this harness.
    frame_rendered: bool,
    /// What went wrong with imgui's textures in the last frame (Dear ImGui 1.92 hands them
    /// to the renderer each frame): its pixels cannot be trusted, so `render` says so.
    texture_problem: Option<String>,
    /// The app's state and the UI that draws it: dropped before the imgui context, so an
    /// extension's context kept in it is destroyed while its imgui context lives.
    app: actions::App<S>,
    /// What the actions remember between calls (the last press, for double clicks).
    pointer: actions::PointerHistory,
    // Last: the imgui context (and the process-wide lock) go after the renderer and the
    // app's state.
    pub(crate) stepper: UiStepper,
}

impl<S> std::fmt::Debug for Harness<S> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Harness")
            .field("config", &self.config)
            .field("frames", &self.stepper.frames())
            .finish_non_exhaustive()
    }
}

impl Harness {
    /// Opens a headless GPU (lavapipe on CI; see [`HeadlessGpu::new`]) with imgui's
    /// default font, and gives a harness that draws `ui` each frame. For fonts of the app's
    /// own, or a GPU of your own, use [`Harness::builder`].
    pub fn new_ui(
        config: HarnessConfig,
        ui: impl FnMut(&mut Ui) + 'static,
    ) -> Result<Self, HarnessError> {
        Self::builder(config).build_ui(ui)
    }

    /// A builder, to set the imgui context up before the atlas is built, or to pass a GPU.
    pub fn builder<'a>(config: HarnessConfig) -> HarnessBuilder<'a> {
        HarnessBuilder {
            config,
            gpu: None,
            setup: Vec::new(),
        }
    }
}

impl<S> Harness<S> {
    /// Opens a headless GPU with imgui's default font, and gives a harness that owns the
    /// app: its `state` and the `ui` that draws it each frame (see
    /// [`HarnessBuilder::build_app`]).
    pub fn new_app(
        config: HarnessConfig,
        state: S,
        ui: impl FnMut(&mut Ui, &mut S) + 'static,
    ) -> Result<Self, HarnessError> {
        Harness::builder(config).build_app(state, ui)
    }

    fn create(
        gpu: &HeadlessGpu,
        config: HarnessConfig,
        setup: Vec<SetupStep<'_>>,
        state: impl FnOnce(&mut Context) -> S,
        ui: impl FnMut(&mut Ui, &mut S) + 'static,
    ) -> Result<Self, HarnessError> {
        let mut stepper = UiStepper::with_scale(config.display_size, config.framebuffer_scale)?;
        for step in setup {
            step(stepper.context_mut());
        }
        let app = actions::App::new(state(stepper.context_mut()), ui);
        let target = HeadlessTarget::new(&gpu.device, config.target())?;
        let renderer = Renderer::new(
            &gpu.device,
            &gpu.queue,
            stepper.context_mut(),
            config.renderer,
        )?;
        let glyphs = Arc::new(binding::glyph_table(stepper.context_mut()));
        Ok(Self {
            device: gpu.device.clone(),
            queue: gpu.queue.clone(),
            config,
            renderer,
            target,
            frame: None,
            glyphs,
            frame_rendered: false,
            texture_problem: None,
            app,
            pointer: actions::PointerHistory::default(),
            stepper,
        })
    }

    /// The app's state.
    pub fn state(&self) -> &S {
        &self.app.state
    }

    /// The app's state, to change between frames.
    pub fn state_mut(&mut self) -> &mut S {
        &mut self.app.state
    }

    /// Builds one frame of the app's UI and captures it.
    pub fn step(&mut self) -> &Frame {
        let app = &mut self.app;
        let recorded = record(&mut self.renderer, &mut self.stepper, |ui, _| {
            (app.ui)(ui, &mut app.state)
        });
        self.keep(recorded)
    }

    /// Builds `frames` frames of the app's UI (at least one) and captures the last. New
    /// windows size themselves in a frame or two; [`Harness::settle`] builds frames until
    /// the UI stops changing.
    pub fn run(&mut self, frames: usize) -> &Frame {
        for _ in 1..frames {
            self.step();
        }
        self.step()
    }

    /// Low level: builds one frame with `build` in place of the app's UI, with the
    /// renderer at hand for per-frame textures ([`Renderer::frame_texture`]) and
    /// registrations, and captures it. The app's state is not touched.
    pub fn step_with(&mut self, build: impl FnOnce(&mut Ui, &mut Renderer)) -> &Frame {
        let recorded = record(&mut self.renderer, &mut self.stepper, build);
        self.keep(recorded)
    }

    /// Keeps a frame just recorded as the last one; the renderer's frame it was built in
    /// holds no render yet.
    fn keep(&mut self, (snapshot, items, texture_problem): Recorded) -> &Frame {
        self.frame_rendered = false;
        self.texture_problem = texture_problem;
        // Dear ImGui 1.92 bakes glyphs as they are first drawn: the table follows its atlas.
        if binding::BAKES_GLYPHS_AS_DRAWN {
            self.glyphs = Arc::new(binding::glyph_table(self.stepper.context_mut()));
        }
        // The draw data of the frame just built is the context's until its next frame.
        self.stepper.make_current();
        let windows = binding::draw_list_owners();
        self.frame.insert(
            Frame::new(snapshot, Arc::clone(&self.glyphs))
                .with_items(items)
                .with_windows(windows),
        )
    }

    /// The last frame built, if any.
    pub fn frame(&self) -> Option<&Frame> {
        self.frame.as_ref()
    }

    /// Renders the last frame into the offscreen target and reads it back.
    pub fn render_image(&mut self) -> Result<RgbaImage, HarnessError> {
        Ok(self.render()?.0)
    }

    /// Like [`Harness::render_image`], with `masks` (imgui units, scaled to pixels by the
    /// framebuffer scale and widened to whole pixels) painted magenta: parts that change from
    /// run to run (a clock, a blinking text cursor: with item hooks, the active field's
    /// rectangle) then never fail a pixel snapshot.
    pub fn render_image_masked(&mut self, masks: &[Rect]) -> Result<RgbaImage, HarnessError> {
        let mut image = self.render_image()?;
        let scale = self.config.framebuffer_scale;
        for [x1, y1, x2, y2] in masks {
            let pixels = [
                (x1 * scale).floor(),
                (y1 * scale).floor(),
                (x2 * scale).ceil(),
                (y2 * scale).ceil(),
            ]
            .map(|value| value.clamp(0.0, u32::MAX as f32) as u32);
            image.mask(pixels, [255, 0, 255, 255]);
        }
        Ok(image)
    }

    /// Like [`Harness::render_image`], with the renderer's report (draws, skipped commands).
    /// See "Renderer frames" in the type's docs.
    pub fn render(&mut self) -> Result<(RgbaImage, RenderReport), HarnessError> {
        let frame = self.frame.as_ref().ok_or(HarnessError::NoFrame)?;
        if let Some(problem) = &self.texture_problem {
            return Err(HarnessError::Textures(problem.clone()));
        }
        render_in_frame(
            &mut self.frame_rendered,
            (&self.device, &self.queue),
            &mut self.renderer,
            &self.target,
            frame.snapshot(),
            self.config.clear,
        )
    }

    /// Renders any draw source (an edited or loaded snapshot, say) into the target with this
    /// harness's renderer, and reads it back. See "Renderer frames" in the type's docs.
    pub fn render_source<Source: DrawSource>(
        &mut self,
        source: &Source,
    ) -> Result<(RgbaImage, RenderReport), HarnessError> {
        render_in_frame(
            &mut self.frame_rendered,
            (&self.device, &self.queue),
            &mut self.renderer,
            &self.target,
            source,
            self.config.clear,
        )
    }

    /// Low level: queues a left click at `pos` (imgui units), for tests of input itself;
    /// see [`UiStepper::click`]. Nothing waits or checks that it took: a test of a UI uses
    /// [`Harness::click_on`].
    pub fn click(&mut self, pos: [f32; 2]) {
        self.stepper.click(pos);
    }

    /// Low level: queues an input event for the next frame (the actions are made of these).
    pub fn send(&mut self, event: InputEvent) {
        self.stepper.send(event);
    }

    /// Low level: queues typed text for the next frame, one character event per `char`
    /// (with nothing focused first: [`Harness::type_into`] clicks into a field and types).
    pub fn type_text(&mut self, text: &str) {
        self.stepper.type_text(text);
    }

    /// The imgui context: fonts, style, IO. After changing fonts on imgui-rs, call
    /// `Harness::reload_font_texture` (Dear ImGui 1.92 needs no reload).
    pub fn context_mut(&mut self) -> &mut Context {
        self.stepper.context_mut()
    }

    /// The imgui side, to read: frames built, the context, its arithmetic.
    pub fn stepper(&self) -> &UiStepper {
        &self.stepper
    }

    /// The imgui side: input, delta time, the context itself.
    pub fn stepper_mut(&mut self) -> &mut UiStepper {
        &mut self.stepper
    }

    /// The renderer, to register or create textures
    /// ([`Renderer::create_texture_rgba8`]).
    pub fn renderer_mut(&mut self) -> &mut Renderer {
        &mut self.renderer
    }

    /// The device, to create textures.
    pub fn device(&self) -> &wgpu::Device {
        &self.device
    }

    /// The queue, to upload textures.
    pub fn queue(&self) -> &wgpu::Queue {
        &self.queue
    }

    /// The configuration.
    pub fn config(&self) -> &HarnessConfig {
        &self.config
    }

    /// The offscreen target.
    pub fn target(&self) -> &HeadlessTarget {
        &self.target
    }

    /// The renderer.
    pub fn renderer(&self) -> &Renderer {
        &self.renderer
    }

    /// Every part at once, for tests that drive the renderer themselves: render draw data
    /// of their own into the target while building imgui frames, in renderer frames they
    /// start (`Renderer::new_frame`) where they choose. Rendering through the parts leaves the
    /// harness's own frame bookkeeping as it was.
    pub fn parts(&mut self) -> HarnessParts<'_> {
        HarnessParts {
            device: &self.device,
            queue: &self.queue,
            renderer: &mut self.renderer,
            target: &self.target,
            imgui: self.stepper.context_mut(),
        }
    }
}

/// A [`Harness`]'s parts, borrowed apart ([`Harness::parts`]).
#[derive(Debug)]
#[non_exhaustive]
pub struct HarnessParts<'a> {
    /// The device.
    pub device: &'a wgpu::Device,
    /// The queue.
    pub queue: &'a wgpu::Queue,
    /// The renderer.
    pub renderer: &'a mut Renderer,
    /// The offscreen target.
    pub target: &'a HeadlessTarget,
    /// The imgui context.
    pub imgui: &'a mut Context,
}

/// A frame's draw data, the items imgui's hooks reported while it was built, and what went
/// wrong with imgui's textures, if anything.
type Recorded = (
    DrawSnapshot,
    Result<crate::items::Items, crate::items::ItemsError>,
    Option<String>,
);

/// Starts a renderer frame, builds an imgui frame with `build` and captures it, with the
/// items imgui's hooks report.
fn record(
    renderer: &mut Renderer,
    stepper: &mut UiStepper,
    build: impl FnOnce(&mut Ui, &mut Renderer),
) -> Recorded {
    renderer.new_frame();
    // The hooks record the current context's items: this harness's.
    stepper.make_current();
    let ((snapshot, problem), items) =
        crate::items::record::record_frame(|| binding::capture_frame(stepper, renderer, build));
    (snapshot, items, problem)
}

/// The centre of a rectangle: where an action aims.
pub(crate) fn centre([x1, y1, x2, y2]: Rect) -> [f32; 2] {
    [(x1 + x2) / 2.0, (y1 + y2) / 2.0]
}

/// Renders `source` into `target` and reads it back, starting a new renderer frame first when
/// the current one already holds a render (unless `source` draws per-frame textures, which
/// a new frame would expire). A free function so it can borrow the harness's fields apart.
fn render_in_frame<S: DrawSource>(
    frame_rendered: &mut bool,
    gpu: (&wgpu::Device, &wgpu::Queue),
    renderer: &mut Renderer,
    target: &HeadlessTarget,
    source: &S,
    clear: wgpu::Color,
) -> Result<(RgbaImage, RenderReport), HarnessError> {
    if *frame_rendered && !draws_frame_textures(source) {
        renderer.new_frame();
    }
    *frame_rendered = true;
    Ok(target.render_to_image(gpu, renderer, source, clear)?)
}

/// Whether any command of `source` samples a per-frame texture.
fn draws_frame_textures<S: DrawSource>(source: &S) -> bool {
    source.lists().any(|list| {
        list.commands().any(|command| match command {
            DrawCommand::Elements(elements) => PackedTextureId::decode(elements.texture_id)
                .is_some_and(|id| id.kind == TextureKind::Frame),
            _ => false,
        })
    })
}
