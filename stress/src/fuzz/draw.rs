//! The draw target: adversarial frames through the public `DrawSource` traits, rendered on
//! one device by two renderers (the base-vertex path and the rebinding path WebGL2 takes),
//! each call inside an error scope with an uncaptured-error handler, and every report
//! compared with the model. Live imgui frames with paint callbacks now and then.

use imgui_webgpu::source::TextureId;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use arbitrary::{Arbitrary, Unstructured};
use imgui_webgpu::error::TextureIdError;
use imgui_webgpu::{RenderReport, RenderTarget, Renderer, RendererConfig, SamplerOptions};
use imgui_webgpu_testing::headless::{HeadlessGpu, HeadlessTarget};
use imgui_webgpu_testing::snapshot::{DrawSnapshot, SnapshotCommand};

use crate::frame::{FrameCase, FuzzSource, TextureCase};
use crate::model::{self, ModelCommand, ModelList, TextureOutcome};

const FORMAT: wgpu::TextureFormat = wgpu::TextureFormat::Rgba8Unorm;

/// The ids one renderer resolves each texture case to, and what drawing each gives.
struct Ids {
    font: TextureId,
    stale_font: TextureId,
    persistent: TextureId,
    unregistered: TextureId,
    frame: TextureId,
    expired_frame: TextureId,
    foreign: TextureId,
    dropped: TextureId,
}

impl Ids {
    fn id(&self, case: TextureCase) -> TextureId {
        match case {
            TextureCase::Font => self.font,
            TextureCase::StaleFont => self.stale_font,
            TextureCase::Persistent => self.persistent,
            TextureCase::Unregistered => self.unregistered,
            TextureCase::Frame => self.frame,
            TextureCase::ExpiredFrame => self.expired_frame,
            TextureCase::Foreign => self.foreign,
            TextureCase::DroppedRenderer => self.dropped,
            TextureCase::Null => TextureId::new(0),
            TextureCase::Raw(raw) => TextureId::new(u64::from(raw)),
        }
    }

    fn outcome(&self, case: TextureCase) -> TextureOutcome {
        let id = self.id(case).value();
        match case {
            TextureCase::Font | TextureCase::Persistent | TextureCase::Frame => {
                TextureOutcome::Draws
            }
            TextureCase::StaleFont => TextureOutcome::Fails(TextureIdError::StaleFontAtlas { id }),
            TextureCase::Unregistered => TextureOutcome::Fails(TextureIdError::Unregistered { id }),
            TextureCase::ExpiredFrame => {
                TextureOutcome::Fails(TextureIdError::ExpiredFrameTexture { id })
            }
            TextureCase::Foreign => TextureOutcome::Fails(TextureIdError::ForeignRenderer { id }),
            TextureCase::DroppedRenderer | TextureCase::Null | TextureCase::Raw(_) => {
                TextureOutcome::Fails(TextureIdError::Unknown { id })
            }
        }
    }

    /// For raw ids of a recording: draws when it is one of the valid ids.
    fn outcome_of_raw(&self, id: TextureId) -> TextureOutcome {
        if [self.font, self.persistent, self.frame].contains(&id) {
            TextureOutcome::Draws
        } else {
            TextureOutcome::FailsSomehow
        }
    }
}

/// One renderer under test, with its ids.
struct Subject {
    renderer: Renderer,
    ids: Ids,
}

/// The device, two renderers (base vertex on and off), a target, and the texture views.
pub struct DrawRig {
    gpu: HeadlessGpu,
    imgui: imgui::Context,
    subjects: Vec<Subject>,
    target: HeadlessTarget,
    view: wgpu::TextureView,
    uncaptured: Arc<AtomicUsize>,
    /// Kept alive so its ids stay foreign rather than unknown.
    _other: Renderer,
    pub executions: u64,
}

impl DrawRig {
    /// The rig on `gpu`, whose uncaptured wgpu errors `uncaptured` counts.
    pub fn new(gpu: HeadlessGpu, uncaptured: Arc<AtomicUsize>) -> Self {
        let mut imgui = imgui::Context::create();
        imgui.set_ini_filename(None);
        imgui.io_mut().display_size = [64.0, 64.0];
        let target = HeadlessTarget::new(&gpu.device, RenderTarget::new([64, 64], FORMAT))
            .expect("a 64x64 target");
        let config = RendererConfig::for_shape(target.desc().shape);
        let texture =
            gpu.device
                .create_texture(&imgui_webgpu_test_support::textures::small_texture_desc(
                    FORMAT,
                ));
        let view = texture.create_view(&Default::default());
        let new = |imgui: &mut imgui::Context, config: RendererConfig| {
            Renderer::new(&gpu.device, &gpu.queue, imgui, config).expect("a renderer")
        };
        let mut other = new(&mut imgui, config);
        let foreign = other
            .register_texture(&view, SamplerOptions::LINEAR)
            .expect("a view");
        let dropped = {
            let mut dropped = new(&mut imgui, config);
            dropped
                .register_texture(&view, SamplerOptions::LINEAR)
                .expect("a view")
        };
        let mut subjects = Vec::new();
        // Both vertex paths, each with list reuse: lists whose bytes repeat (fresh vectors
        // can land at an address a list had before) go through the comparison.
        for base_vertex in [true, false] {
            let config = config.with_base_vertex(base_vertex).with_list_reuse(true);
            let mut renderer = new(&mut imgui, config);
            let stale_font = renderer.font_texture_id();
            renderer.reload_font_atlas(&mut imgui).expect("a reload");
            let unregistered = renderer
                .register_texture(&view, SamplerOptions::NEAREST)
                .expect("a view");
            renderer
                .unregister_texture(unregistered)
                .expect("registered");
            let persistent = renderer
                .register_texture(&view, SamplerOptions::NEAREST)
                .expect("a view");
            renderer.new_frame();
            let expired_frame = renderer.frame_texture(&view).expect("a view");
            renderer.new_frame();
            let frame = renderer.frame_texture(&view).expect("a view");
            let ids = Ids {
                font: renderer.font_texture_id().into(),
                stale_font: stale_font.into(),
                persistent: persistent.into(),
                unregistered: unregistered.into(),
                frame: frame.into(),
                expired_frame: expired_frame.into(),
                foreign: foreign.into(),
                dropped: dropped.into(),
            };
            subjects.push(Subject { renderer, ids });
        }
        Self {
            gpu,
            imgui,
            subjects,
            target,
            view,
            uncaptured,
            _other: other,
            executions: 0,
        }
    }

    /// Renders one source with each subject and checks the model's prediction.
    fn check(
        &mut self,
        make: &dyn Fn(&Ids) -> (FuzzSourceOrSnapshot, Vec<ModelList>),
    ) -> Result<(), String> {
        for subject in &mut self.subjects {
            // A new frame each time, keeping the frame id of this renderer frame valid.
            subject.renderer.new_frame();
            subject.ids.expired_frame = subject.ids.frame;
            subject.ids.frame = subject
                .renderer
                .frame_texture(&self.view)
                .map_err(|error| format!("frame_texture: {error}"))?
                .into();
            let (source, lists) = make(&subject.ids);
            let (pos, size, scale) = source.display();
            let expected = model::predict(
                pos,
                size,
                scale,
                &lists,
                self.target.desc().size,
                subject.renderer.uses_base_vertex(),
            );
            let scope = self
                .gpu
                .device
                .push_error_scope(wgpu::ErrorFilter::Validation);
            let before = self.uncaptured.load(Ordering::SeqCst);
            let actual = match &source {
                FuzzSourceOrSnapshot::Source(source) => {
                    render(&self.gpu, &self.target, &mut subject.renderer, source)
                }
                FuzzSourceOrSnapshot::Snapshot(snapshot) => {
                    render(&self.gpu, &self.target, &mut subject.renderer, snapshot)
                }
            };
            if let Some(error) = pollster::block_on(scope.pop()) {
                return Err(format!("wgpu validation error: {error}"));
            }
            if self.uncaptured.load(Ordering::SeqCst) != before {
                return Err("an uncaptured wgpu error".to_owned());
            }
            model::compare(&expected, &actual).map_err(|difference| {
                format!(
                    "base vertex {}: {difference}",
                    subject.renderer.uses_base_vertex()
                )
            })?;
            self.executions += 1;
        }
        Ok(())
    }

    /// One adversarial frame from fuzz bytes.
    pub fn run_frame(&mut self, input: &mut Unstructured<'_>) -> Result<(), String> {
        let Ok(frame) = FrameCase::generate(input) else {
            return Ok(());
        };
        self.check(&|ids| {
            let source = frame.source(|case| ids.id(case));
            let lists = frame
                .lists
                .iter()
                .map(|(vertices, indices, commands)| ModelList {
                    vertices: vertices.len(),
                    indices: indices.len(),
                    commands: commands
                        .iter()
                        .map(|command| match *command {
                            crate::frame::Command::Elements(elements, texture) => {
                                ModelCommand::Elements(elements, ids.outcome(texture))
                            }
                            crate::frame::Command::Reset => ModelCommand::Reset,
                            crate::frame::Command::Callback => ModelCommand::Unreplayable,
                            // A filter changes which bind group a draw uses, no outcome.
                            crate::frame::Command::Filter(_) => ModelCommand::Reset,
                        })
                        .collect(),
                })
                .collect();
            (FuzzSourceOrSnapshot::Source(source), lists)
        })
    }

    /// A recording that parsed: renders as the model says, texture ids taken raw.
    pub fn run_snapshot(&mut self, snapshot: &DrawSnapshot) -> Result<(), String> {
        self.check(&|ids| {
            let lists = snapshot
                .lists
                .iter()
                .map(|list| ModelList {
                    vertices: list.vertices.len(),
                    indices: list.indices.len(),
                    commands: list
                        .commands
                        .iter()
                        .map(|command| match command {
                            SnapshotCommand::Elements(elements) => ModelCommand::Elements(
                                *elements,
                                ids.outcome_of_raw(elements.texture_id),
                            ),
                            SnapshotCommand::ResetRenderState => ModelCommand::Reset,
                            _ => ModelCommand::Unreplayable,
                        })
                        .collect(),
                })
                .collect();
            (FuzzSourceOrSnapshot::Snapshot(snapshot.clone()), lists)
        })
    }

    /// A live imgui frame from fuzz bytes: windows anywhere, text, images of valid ids and
    /// paint callbacks. Valid input: nothing is skipped, and the report counts exactly the
    /// paint closures that ran.
    pub fn run_live(&mut self, input: &mut Unstructured<'_>) -> Result<(), String> {
        let Ok(windows) = Vec::<LiveWindow>::arbitrary(input) else {
            return Ok(());
        };
        for subject in &mut self.subjects {
            subject.renderer.new_frame();
            let frame_id = subject
                .renderer
                .frame_texture(&self.view)
                .map_err(|error| format!("frame_texture: {error}"))?;
            let runs = Arc::new(AtomicUsize::new(0));
            // One imgui context serves both renderers: it draws with the atlas id of the
            // renderer rendering this frame.
            self.imgui.fonts().tex_id = subject.ids.font.into();
            let ui = self.imgui.new_frame();
            for (index, window) in windows.iter().take(6).enumerate() {
                let position = [f32::from(window.x), f32::from(window.y)];
                let size = [
                    f32::from(window.width.max(1)),
                    f32::from(window.height.max(1)),
                ];
                ui.window(format!("w{index}"))
                    .position(position, imgui::Condition::Always)
                    .size(size, imgui::Condition::Always)
                    .build(|| {
                        for _ in 0..window.lines % 8 {
                            ui.text("fuzz text line");
                        }
                        if window.image {
                            let id = if window.lines % 2 == 0 {
                                frame_id
                            } else {
                                subject.ids.persistent.into()
                            };
                            imgui::Image::new(id, [16.0, 16.0]).build(ui);
                        }
                        for _ in 0..window.paints % 4 {
                            let runs = Arc::clone(&runs);
                            subject.renderer.paint_callback(ui, move |_, _| {
                                runs.fetch_add(1, Ordering::SeqCst);
                            });
                        }
                    });
            }
            let draw_data = self.imgui.render();
            let scope = self
                .gpu
                .device
                .push_error_scope(wgpu::ErrorFilter::Validation);
            let report = render(&self.gpu, &self.target, &mut subject.renderer, draw_data)
                .map_err(|error| format!("live frame refused: {error}"))?;
            if let Some(error) = pollster::block_on(scope.pop()) {
                return Err(format!("wgpu validation error on a live frame: {error}"));
            }
            if !report.skipped.is_empty() {
                return Err(format!(
                    "valid live frame skipped commands: {:?}",
                    report.skipped
                ));
            }
            if report.callbacks != runs.load(Ordering::SeqCst) {
                return Err(format!(
                    "report counts {} callbacks, {} closures ran",
                    report.callbacks,
                    runs.load(Ordering::SeqCst)
                ));
            }
            self.executions += 1;
        }
        Ok(())
    }
}

#[derive(Arbitrary, Debug)]
struct LiveWindow {
    x: i16,
    y: i16,
    width: u8,
    height: u8,
    lines: u8,
    image: bool,
    paints: u8,
}

/// Either kind of source, rendered alike.
enum FuzzSourceOrSnapshot {
    Source(FuzzSource),
    Snapshot(DrawSnapshot),
}

impl FuzzSourceOrSnapshot {
    fn display(&self) -> ([f32; 2], [f32; 2], [f32; 2]) {
        match self {
            Self::Source(source) => (
                source.display_pos,
                source.display_size,
                source.framebuffer_scale,
            ),
            Self::Snapshot(snapshot) => (
                snapshot.display_pos,
                snapshot.display_size,
                snapshot.framebuffer_scale,
            ),
        }
    }
}

fn render<S: imgui_webgpu::source::DrawSource>(
    gpu: &HeadlessGpu,
    target: &HeadlessTarget,
    renderer: &mut Renderer,
    source: &S,
) -> Result<RenderReport, imgui_webgpu::RenderError> {
    let mut encoder = gpu.device.create_command_encoder(&Default::default());
    let result = target.encode_pass(&mut encoder, wgpu::Color::BLACK, |pass| {
        renderer.render(source, pass, target.desc().size)
    });
    gpu.queue.submit([encoder.finish()]);
    let _ = gpu.device.poll(wgpu::PollType::Poll);
    result
}
