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
use imgui_webgpu::{RenderReport, RenderTarget, Renderer, RendererConfig};

use crate::error::HarnessError;
use crate::harness::frame::Frame;
use crate::harness::input::InputEvent;
use crate::harness::stepper::UiStepper;
use crate::headless::gpu::HeadlessGpu;
use crate::headless::target::{HeadlessTarget, framebuffer_size};
use crate::images::image::RgbaImage;
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
type SetupStep<'a> = Box<dyn FnOnce(&mut imgui::Context) + 'a>;

/// Sets a [`Harness`] up in steps: the GPU to use, and what to do to the imgui context
/// (fonts, style) before the font atlas is built and the renderer made.
#[must_use = "a builder does nothing until `build` is called"]
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
    pub fn setup(mut self, setup: impl FnOnce(&mut imgui::Context) + 'a) -> Self {
        self.setup.push(Box::new(setup));
        self
    }

    /// Opens the GPU (unless one was given), makes the context, runs the set-up steps,
    /// builds the atlas and the renderer.
    pub fn build(self) -> Result<Harness, HarnessError> {
        match self.gpu {
            Some(gpu) => Harness::create(gpu, self.config, self.setup, None),
            None => Harness::create(&HeadlessGpu::new()?, self.config, self.setup, None),
        }
    }

    /// Like [`HarnessBuilder::build`], for a harness that owns the app: its `state` and the
    /// `ui` that draws it each frame. Such a harness steps by itself, so its actions
    /// ([`Harness::click_on`], [`Harness::settle`], ...) wait for what they need and check
    /// what they did; the test reads the state back with [`Harness::state`].
    pub fn build_app<S>(
        self,
        state: S,
        ui: impl FnMut(&mut imgui::Ui, &mut S) + 'static,
    ) -> Result<Harness<S>, HarnessError> {
        let app = Some(actions::App::new(state, ui));
        match self.gpu {
            Some(gpu) => Harness::create(gpu, self.config, self.setup, app),
            None => Harness::create(&HeadlessGpu::new()?, self.config, self.setup, app),
        }
    }
}

/// A UI under test, in the style of `egui_kittest`'s harness: build frames with
/// [`Harness::step`] (or [`Harness::run`]), act on what they show with
/// [`Harness::click_text`] and [`Harness::hover_text`] (or at points, with
/// [`Harness::click`] and [`Harness::send`]), then check the [`Frame`] with
/// [`assert_text_snapshot`](crate::assert_text_snapshot) and
/// [`assert_draw_snapshot`](crate::assert_draw_snapshot), and [`Harness::render_image`]
/// with [`assert_pixel_snapshot`](crate::assert_pixel_snapshot).
///
/// Each step starts a renderer frame ([`Renderer::new_frame`]) and captures the frame's
/// draw data; `render_image` replays that capture through the renderer into the offscreen
/// target (user callbacks are reported as skipped there).
///
/// # Fonts
///
/// Add the app's fonts in [`HarnessBuilder::setup`]: the atlas is built after it, so they
/// are the atlas's and the first is the default. To change fonts later, change them through
/// [`Harness::context_mut`] and call [`Harness::reload_font_texture`].
///
/// # Renderer frames
///
/// The first render after a step draws in that step's renderer frame, so the per-frame
/// textures made while building it draw. Each later render starts a new renderer frame
/// first, which rewinds the upload buffers: rendering or replaying any number of frames
/// keeps the renderer's memory level. The exception is a source that draws per-frame
/// textures: those live only in the frame that made them, so it renders in the current
/// frame, and each such render takes more upload space until the next step.
///
/// # A harness that owns the app
///
/// [`HarnessBuilder::build_app`] gives a `Harness<State>`: it keeps the app's state and
/// its UI closure, so it builds frames itself ([`Harness::next_frame`],
/// [`Harness::settle`]) and acts as a user does: [`Harness::click_on`] moves the mouse,
/// waits until the target is hovered, presses, checks that something took the press,
/// releases and settles, and never turns two clicks into a double click by accident.
pub struct Harness<S = ()> {
    device: wgpu::Device,
    queue: wgpu::Queue,
    config: HarnessConfig,
    renderer: Renderer,
    target: HeadlessTarget,
    frame: Option<Frame>,
    glyphs: Arc<GlyphTable>,
    /// Whether the renderer's current frame already holds a render by this harness.
    frame_rendered: bool,
    /// The app's state and UI, for a harness built with [`HarnessBuilder::build_app`].
    app: Option<actions::App<S>>,
    /// What the actions remember between calls (the last press, for double clicks).
    pointer: actions::PointerHistory,
    // Last: the imgui context (and the process-wide lock) go after the renderer.
    stepper: UiStepper,
}

impl<S> std::fmt::Debug for Harness<S> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Harness")
            .field("config", &self.config)
            .field("frames", &self.stepper.frames())
            .field("owns_an_app", &self.app.is_some())
            .finish_non_exhaustive()
    }
}

impl Harness {
    /// Opens a headless GPU (lavapipe on CI; see [`HeadlessGpu::new`]) and sets up with
    /// imgui's default font. For fonts of the app's own, or a GPU of your own, use
    /// [`Harness::builder`].
    pub fn new(config: HarnessConfig) -> Result<Self, HarnessError> {
        Self::builder(config).build()
    }

    /// Sets up on an already open GPU.
    pub fn with_gpu(gpu: &HeadlessGpu, config: HarnessConfig) -> Result<Self, HarnessError> {
        Self::builder(config).gpu(gpu).build()
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
    fn create(
        gpu: &HeadlessGpu,
        config: HarnessConfig,
        setup: Vec<SetupStep<'_>>,
        app: Option<actions::App<S>>,
    ) -> Result<Self, HarnessError> {
        let mut stepper = UiStepper::with_scale(config.display_size, config.framebuffer_scale)?;
        for step in setup {
            step(stepper.context_mut());
        }
        let target = HeadlessTarget::new(&gpu.device, config.target())?;
        let renderer = Renderer::new(
            &gpu.device,
            &gpu.queue,
            stepper.context_mut(),
            config.renderer,
        )?;
        let glyphs = Arc::new(GlyphTable::new(stepper.context_mut().fonts()));
        Ok(Self {
            device: gpu.device.clone(),
            queue: gpu.queue.clone(),
            config,
            renderer,
            target,
            frame: None,
            glyphs,
            frame_rendered: false,
            app,
            pointer: actions::PointerHistory::default(),
            stepper,
        })
    }

    /// Builds one frame and captures it.
    pub fn step(&mut self, build: impl FnOnce(&mut imgui::Ui)) -> &Frame {
        self.step_with_renderer(|ui, _| build(ui))
    }

    /// Builds one frame with access to the renderer, for per-frame textures
    /// ([`Renderer::frame_texture`]) and registrations, and captures it.
    pub fn step_with_renderer(
        &mut self,
        build: impl FnOnce(&mut imgui::Ui, &mut Renderer),
    ) -> &Frame {
        self.renderer.new_frame();
        self.frame_rendered = false;
        let renderer = &mut self.renderer;
        let stepper = &mut self.stepper;
        // The hooks record the current context's items: this harness's.
        stepper.make_current();
        let (snapshot, items) = crate::items::record::record_frame(|| {
            DrawSnapshot::capture(stepper.frame(|ui| build(ui, renderer)))
        });
        self.frame
            .insert(Frame::new(snapshot, Arc::clone(&self.glyphs)).with_items(items))
    }

    /// Builds `frames` frames (at least one) of the same UI and captures the last. New
    /// windows size themselves in a frame or two; three frames settle a UI.
    pub fn run(&mut self, frames: usize, mut build: impl FnMut(&mut imgui::Ui)) -> &Frame {
        for _ in 1..frames {
            self.step(&mut build);
        }
        self.step(build)
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

    /// Queues a left click at the centre of where the last frame shows `text`, and returns
    /// that place. The text must show whole, in one place: a clipped, hidden, missing or
    /// repeated text is an error that says which (see [`Frame::find_text`]). As
    /// [`UiStepper::click`]: the pointer arrives in the next frame, the press in the one
    /// after, the release in the third. Nothing checks that the click took: a harness that
    /// owns the app has [`Harness::click_on`], which checks that the press reached the item.
    pub fn click_text(&mut self, text: &str) -> Result<Rect, HarnessError> {
        let rect = self.find_text(text)?;
        self.click(centre(rect));
        Ok(rect)
    }

    /// Moves the mouse to the centre of where the last frame shows `text` (for tooltips and
    /// hover states), and returns that place. Fails as [`Harness::click_text`] does.
    pub fn hover_text(&mut self, text: &str) -> Result<Rect, HarnessError> {
        let rect = self.find_text(text)?;
        self.send(InputEvent::MouseMove(centre(rect)));
        Ok(rect)
    }

    fn find_text(&self, text: &str) -> Result<Rect, HarnessError> {
        let frame = self.frame.as_ref().ok_or(HarnessError::NoFrame)?;
        Ok(frame.find_text(text)?)
    }

    /// Queues a left click at `pos` (imgui units); see [`UiStepper::click`].
    pub fn click(&mut self, pos: [f32; 2]) {
        self.stepper.click(pos);
    }

    /// Queues an input event for the next frame.
    pub fn send(&mut self, event: InputEvent) {
        self.stepper.send(event);
    }

    /// Queues typed text for the next frame, one character event per `char`.
    pub fn type_text(&mut self, text: &str) {
        self.stepper.type_text(text);
    }

    /// The imgui context: fonts, style, IO. After changing fonts, call
    /// [`Harness::reload_font_texture`].
    pub fn context_mut(&mut self) -> &mut imgui::Context {
        self.stepper.context_mut()
    }

    /// Rebuilds the font atlas from the context's fonts, uploads it, and updates the glyph
    /// table that reads text back: the harness's form of
    /// [`Renderer::reload_font_texture`], without borrowing the context and the renderer
    /// at once.
    pub fn reload_font_texture(&mut self) -> Result<(), HarnessError> {
        self.renderer
            .reload_font_texture(self.stepper.context_mut())?;
        self.glyphs = Arc::new(GlyphTable::new(self.stepper.context_mut().fonts()));
        Ok(())
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
    pub imgui: &'a mut imgui::Context,
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
