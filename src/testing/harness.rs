//! A UI under test: a deterministic imgui context, a renderer and an offscreen target on a
//! headless GPU, in one value.

use std::fmt;

use super::input::InputEvent;
use super::stepper::{StepperError, UiStepper};
use crate::error::ConfigError;
use crate::headless::{HeadlessError, HeadlessGpu, HeadlessTarget, RgbaImage, TargetDesc};
use crate::renderer::Renderer;
use crate::report::RenderReport;
use crate::snapshot::DrawSnapshot;
use crate::source::{DrawCommand, DrawListSource, DrawSource};
use crate::textures::{PackedTextureId, TextureKind};

/// The display and target a [`Harness`] renders into.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HarnessConfig {
    /// Display size in imgui units (imgui's `display_size`).
    pub display_size: [f32; 2],
    /// Pixels per imgui unit (imgui's `display_framebuffer_scale`); the target is
    /// `display_size * framebuffer_scale` pixels.
    pub framebuffer_scale: f32,
    /// Target colour format.
    pub format: wgpu::TextureFormat,
    /// MSAA sample count.
    pub sample_count: u32,
    /// Depth-stencil attachment, if the pass should have one.
    pub depth_format: Option<wgpu::TextureFormat>,
    /// The colour the target is cleared to before each render.
    pub clear: wgpu::Color,
}

impl HarnessConfig {
    /// An `Rgba8UnormSrgb` target of `display_size` pixels at scale 1, no MSAA, no depth,
    /// cleared to opaque dark grey.
    pub fn new(display_size: [f32; 2]) -> Self {
        Self {
            display_size,
            framebuffer_scale: 1.0,
            format: wgpu::TextureFormat::Rgba8UnormSrgb,
            sample_count: 1,
            depth_format: None,
            clear: wgpu::Color {
                r: 0.02,
                g: 0.02,
                b: 0.02,
                a: 1.0,
            },
        }
    }

    /// Returns the configuration with a framebuffer scale.
    pub fn with_scale(mut self, framebuffer_scale: f32) -> Self {
        self.framebuffer_scale = framebuffer_scale;
        self
    }

    /// Returns the configuration with a target format.
    pub fn with_format(mut self, format: wgpu::TextureFormat) -> Self {
        self.format = format;
        self
    }

    /// Returns the configuration with an MSAA sample count.
    pub fn with_sample_count(mut self, sample_count: u32) -> Self {
        self.sample_count = sample_count;
        self
    }

    /// Returns the configuration with a depth-stencil attachment.
    pub fn with_depth(mut self, format: wgpu::TextureFormat) -> Self {
        self.depth_format = Some(format);
        self
    }

    /// Returns the configuration with a clear colour.
    pub fn with_clear(mut self, clear: wgpu::Color) -> Self {
        self.clear = clear;
        self
    }

    /// The offscreen target this configuration renders into.
    pub fn target_desc(&self) -> TargetDesc {
        let desc =
            TargetDesc::for_display(self.display_size, [self.framebuffer_scale; 2], self.format)
                .with_sample_count(self.sample_count);
        match self.depth_format {
            Some(depth) => desc.with_depth(depth),
            None => desc,
        }
    }
}

/// Why a harness could not be made or could not render.
#[derive(Debug)]
pub enum HarnessError {
    /// No GPU, a bad target, a failed readback, or a refused frame.
    Headless(HeadlessError),
    /// The renderer rejected the configuration.
    Config(ConfigError),
    /// The imgui context could not be made.
    Stepper(StepperError),
    /// `render_image` was called before any frame was built.
    NoFrame,
}

impl fmt::Display for HarnessError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Headless(error) => error.fmt(f),
            Self::Config(error) => error.fmt(f),
            Self::Stepper(error) => error.fmt(f),
            Self::NoFrame => write!(f, "no frame was built yet: call `step` first"),
        }
    }
}

impl std::error::Error for HarnessError {}

impl From<HeadlessError> for HarnessError {
    fn from(error: HeadlessError) -> Self {
        Self::Headless(error)
    }
}

impl From<ConfigError> for HarnessError {
    fn from(error: ConfigError) -> Self {
        Self::Config(error)
    }
}

impl From<StepperError> for HarnessError {
    fn from(error: StepperError) -> Self {
        Self::Stepper(error)
    }
}

/// A UI under test, in the style of `egui_kittest`'s harness: build frames with
/// [`Harness::step`] (or [`Harness::run`]), script input with [`Harness::click`] and
/// [`Harness::send`], then check [`Harness::snapshot`] with
/// [`assert_draw_snapshot`](super::assert_draw_snapshot) and [`Harness::render_image`] with
/// [`assert_pixel_snapshot`](super::assert_pixel_snapshot).
///
/// Each step starts a renderer frame ([`Renderer::new_frame`]) and captures the frame's
/// draw data as a [`DrawSnapshot`]; `render_image` replays that snapshot through the
/// renderer into the offscreen target (user callbacks are reported as skipped there).
///
/// # Renderer frames
///
/// The first render after a step draws in that step's renderer frame, so the per-frame
/// textures made while building it draw. Each later render starts a new renderer frame
/// first, which rewinds the upload buffers: rendering or replaying any number of frames
/// keeps the renderer's memory level. The exception is a source that draws per-frame
/// textures: those live only in the frame that made them, so it renders in the current
/// frame, and each such render takes more upload space until the next step.
#[derive(Debug)]
pub struct Harness {
    device: wgpu::Device,
    queue: wgpu::Queue,
    config: HarnessConfig,
    renderer: Renderer,
    target: HeadlessTarget,
    snapshot: Option<DrawSnapshot>,
    /// Whether the renderer's current frame already holds a render by this harness.
    frame_rendered: bool,
    // Last: the imgui context (and the process-wide lock) go after the renderer.
    stepper: UiStepper,
}

impl Harness {
    /// Opens a headless GPU (lavapipe on CI; see [`HeadlessGpu::new`]) and sets up.
    pub fn new(config: HarnessConfig) -> Result<Self, HarnessError> {
        Self::with_gpu(&HeadlessGpu::new()?, config)
    }

    /// Sets up on an already open GPU.
    pub fn with_gpu(gpu: &HeadlessGpu, config: HarnessConfig) -> Result<Self, HarnessError> {
        let mut stepper = UiStepper::with_scale(config.display_size, config.framebuffer_scale)?;
        let desc = config.target_desc();
        let target = HeadlessTarget::new(&gpu.device, desc)?;
        let renderer = Renderer::new(
            &gpu.device,
            &gpu.queue,
            stepper.context_mut(),
            desc.renderer_config(),
        )?;
        Ok(Self {
            device: gpu.device.clone(),
            queue: gpu.queue.clone(),
            config,
            renderer,
            target,
            snapshot: None,
            frame_rendered: false,
            stepper,
        })
    }

    /// Builds one frame and captures it.
    pub fn step(&mut self, build: impl FnOnce(&imgui::Ui)) -> &DrawSnapshot {
        self.step_with_renderer(|ui, _| build(ui))
    }

    /// Builds one frame with access to the renderer, for per-frame textures
    /// ([`Renderer::frame_texture`]) and registrations, and captures it.
    pub fn step_with_renderer(
        &mut self,
        build: impl FnOnce(&imgui::Ui, &mut Renderer),
    ) -> &DrawSnapshot {
        self.renderer.new_frame();
        self.frame_rendered = false;
        let renderer = &mut self.renderer;
        let draw_data = self.stepper.frame(|ui| build(ui, renderer));
        self.snapshot.insert(DrawSnapshot::capture(draw_data))
    }

    /// Builds `frames` frames (at least one) of the same UI and captures the last.
    pub fn run(&mut self, frames: usize, mut build: impl FnMut(&imgui::Ui)) -> &DrawSnapshot {
        for _ in 1..frames {
            self.step(&mut build);
        }
        self.step(build)
    }

    /// The last frame built, if any.
    pub fn snapshot(&self) -> Option<&DrawSnapshot> {
        self.snapshot.as_ref()
    }

    /// Renders the last frame into the offscreen target and reads it back.
    pub fn render_image(&mut self) -> Result<RgbaImage, HarnessError> {
        Ok(self.render()?.0)
    }

    /// Like [`Harness::render_image`], with the renderer's report (draws, skipped commands).
    /// See "Renderer frames" in the type's docs.
    pub fn render(&mut self) -> Result<(RgbaImage, RenderReport), HarnessError> {
        let snapshot = self.snapshot.as_ref().ok_or(HarnessError::NoFrame)?;
        render_in_frame(
            &mut self.frame_rendered,
            (&self.device, &self.queue),
            &mut self.renderer,
            &self.target,
            snapshot,
            self.config.clear,
        )
    }

    /// Renders any draw source (an edited or loaded snapshot, say) into the target with this
    /// harness's renderer, and reads it back. See "Renderer frames" in the type's docs.
    pub fn render_source<S: DrawSource>(
        &mut self,
        source: &S,
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

    /// Queues a left click at `pos` (imgui units); see [`UiStepper::click`].
    pub fn click(&mut self, pos: [f32; 2]) {
        self.stepper.click(pos);
    }

    /// Queues an input event for the next frame.
    pub fn send(&mut self, event: InputEvent) {
        self.stepper.send(event);
    }

    /// The imgui side: input, delta time, the context itself.
    pub fn stepper_mut(&mut self) -> &mut UiStepper {
        &mut self.stepper
    }

    /// The renderer, to register textures.
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
            DrawCommand::Elements { texture_id, .. } => {
                PackedTextureId::decode(texture_id).is_some_and(|id| id.kind == TextureKind::Frame)
            }
            _ => false,
        })
    })
}
