//! The rendering tests that run both natively and in browsers, the same functions in both:
//! the native suite runs them with `pollster::block_on` (`tests/suite/rendering.rs`), the
//! checks page runs them on the browser's WebGPU or WebGL2 device (`browser/checks`). Each
//! awaits its readback and its error scope, so nothing blocks a browser.
//!
//! They cover what differs between backends: colours and gradients on Unorm and sRGB
//! targets, a mesh past 65,535 vertices (without base vertex on WebGL2), bad commands
//! skipped while the rest draws, two targets in one submit, a paint callback clipped to its
//! window, and 4x MSAA resolved whole (WebGL2 resolves with a blit that obeys the scissor).
//! The native suite's deeper cases (every bad-input case, pass shapes with depth) live in
//! its own modules.

use std::future::Future;
use std::pin::Pin;

use imgui_webgpu::error::SkipReason;
use imgui_webgpu::source::DrawVert;
use imgui_webgpu::source::{DrawElements, DrawSource};
use imgui_webgpu::{RenderReport, RenderTarget, Renderer, RendererConfig};
use imgui_webgpu_testing::headless::{HeadlessGpu, HeadlessTarget};
use imgui_webgpu_testing::images::RgbaImage;
use imgui_webgpu_testing::snapshot::{DrawSnapshot, SnapshotCommand, SnapshotList};

use crate::fill::fill_pipeline;

/// What a test answers: a line saying what it saw, or why it failed.
pub type Outcome = Result<String, String>;

/// A test's future, borrowing the GPU it runs on.
pub type TestFuture<'a> = Pin<Box<dyn Future<Output = Outcome> + 'a>>;

/// One portable rendering test: its name (the native test's and the page's) and its body.
#[derive(Clone, Copy)]
pub struct RenderingTest {
    /// The name both runners report it by.
    pub name: &'static str,
    /// Runs the test on a GPU.
    pub run: for<'a> fn(&'a HeadlessGpu) -> TestFuture<'a>,
}

/// Lists portable tests once, by function name: [`ALL`] for the page, and the same names for
/// the native wrappers (`tests/suite/rendering.rs`, which calls this list's names too).
macro_rules! portable_tests {
    ($($test:ident),* $(,)?) => {
        /// Every portable rendering test, in the order the page runs them.
        pub const ALL: &[RenderingTest] = &[$(RenderingTest {
            name: stringify!($test),
            run: |gpu| Box::pin($test(gpu)),
        }),*];
    };
}

portable_tests![
    colours_and_gradients,
    large_mesh,
    bad_input,
    two_targets_one_submit,
    paint_callback,
    msaa,
];

/// Runs `test` inside a wgpu validation error scope: a validation error fails it.
pub async fn run(gpu: &HeadlessGpu, test: RenderingTest) -> Outcome {
    let scope = gpu.device.push_error_scope(wgpu::ErrorFilter::Validation);
    let result = (test.run)(gpu).await;
    match (result, scope.pop().await) {
        (result, None) => result,
        (Ok(_), Some(error)) => Err(format!("wgpu validation error: {error}")),
        (Err(detail), Some(error)) => Err(format!("{detail}; wgpu validation error: {error}")),
    }
}

/// A renderer for the test's frames, with its imgui context, and solid quads that sample
/// the font atlas's white texel.
struct Setup {
    imgui: crate::ImguiGuard,
    renderer: Renderer,
    white: [f32; 2],
    font: imgui::TextureId,
}

impl Setup {
    /// A renderer for `Rgba8Unorm` passes (others are built on first use), with base vertex
    /// as the adapter has it (not on WebGL2).
    fn new(gpu: &HeadlessGpu) -> Result<Self, String> {
        let mut imgui = crate::imgui_context([256.0, 64.0]);
        let config = RendererConfig::new(wgpu::TextureFormat::Rgba8Unorm)
            .with_downlevel(&gpu.adapter.get_downlevel_capabilities());
        let renderer = Renderer::new(&gpu.device, &gpu.queue, &mut imgui, config)
            .map_err(|error| error.to_string())?;
        let white = imgui.new_frame().font_tex_uv_white_pixel();
        imgui.render();
        let font = renderer.font_texture_id();
        Ok(Self {
            imgui,
            renderer,
            white,
            font,
        })
    }

    /// Appends a quad from `min` to `max`, coloured `col[0]` on the left and `col[1]` on the
    /// right; returns its first vertex.
    fn quad(
        &self,
        list: &mut SnapshotList,
        min: [f32; 2],
        max: [f32; 2],
        col: [[u8; 4]; 2],
    ) -> usize {
        let first = list.vertices.len();
        for (pos, col) in [
            (min, col[0]),
            ([max[0], min[1]], col[1]),
            (max, col[1]),
            ([min[0], max[1]], col[0]),
        ] {
            list.vertices.push(DrawVert {
                pos,
                uv: self.white,
                col,
            });
        }
        list.indices.extend([0, 1, 2, 0, 2, 3]);
        first
    }

    /// Appends a command drawing the quad at `vtx_offset` (indices from `idx_offset`).
    fn draw(&self, list: &mut SnapshotList, vtx_offset: usize, idx_offset: usize, clip: [f32; 4]) {
        list.commands.push(SnapshotCommand::Elements(DrawElements {
            count: 6,
            clip_rect: clip,
            texture_id: self.font.into(),
            vtx_offset,
            idx_offset,
        }));
    }
}

/// A target of `size` and `format` with `samples` samples (resolved for readback).
fn target(
    gpu: &HeadlessGpu,
    size: [u32; 2],
    format: wgpu::TextureFormat,
    samples: u32,
) -> Result<HeadlessTarget, String> {
    let desc = RenderTarget::new(size, format).with_sample_count(samples);
    HeadlessTarget::new(&gpu.device, desc).map_err(|error| error.to_string())
}

/// Clears `target` to black, renders `source` into it and submits.
fn render<S: DrawSource>(
    gpu: &HeadlessGpu,
    target: &HeadlessTarget,
    renderer: &mut Renderer,
    source: &S,
) -> Result<RenderReport, String> {
    target
        .render(
            (&gpu.device, &gpu.queue),
            renderer,
            source,
            wgpu::Color::BLACK,
        )
        .map_err(|error| error.to_string())
}

/// The target's pixels, read back without blocking.
async fn read(gpu: &HeadlessGpu, target: &HeadlessTarget) -> Result<RgbaImage, String> {
    target
        .read_rgba8_async(&gpu.device, &gpu.queue)
        .await
        .map_err(|error| error.to_string())
}

/// Whether `actual`'s colour is within `tolerance` of `expected` in every channel.
fn close(actual: [u8; 4], expected: [u8; 3], tolerance: u8) -> bool {
    actual[..3]
        .iter()
        .zip(expected)
        .all(|(a, b)| a.abs_diff(b) <= tolerance)
}

/// A list with nothing in it yet.
fn empty() -> SnapshotList {
    SnapshotList {
        vertices: Vec::new(),
        indices: Vec::new(),
        commands: Vec::new(),
    }
}

/// A frame of `lists` over a display of `size` pixels.
fn frame(size: [u32; 2], lists: Vec<SnapshotList>) -> DrawSnapshot {
    DrawSnapshot {
        display_pos: [0.0, 0.0],
        display_size: size.map(|side| side as f32),
        framebuffer_scale: [1.0, 1.0],
        lists,
    }
}

/// A solid colour and a black-to-white ramp, on Unorm and sRGB targets: the solid colour
/// reads as given, and the ramp as imgui interpolates it, in its sRGB-encoded space (32,
/// 64, 128, 192, 224), not in linear light (100, 137, 188, 225, 241 on an sRGB target).
pub async fn colours_and_gradients(gpu: &HeadlessGpu) -> Outcome {
    let mut setup = Setup::new(gpu)?;
    let size = [256, 16];
    let mut list = empty();
    let ramp = setup.quad(
        &mut list,
        [0.0, 0.0],
        [256.0, 8.0],
        [[0, 0, 0, 255], [255, 255, 255, 255]],
    );
    setup.draw(&mut list, ramp, 0, [0.0, 0.0, 256.0, 16.0]);
    let solid = setup.quad(
        &mut list,
        [0.0, 8.0],
        [256.0, 16.0],
        [[200, 100, 50, 255]; 2],
    );
    setup.draw(&mut list, solid, 6, [0.0, 0.0, 256.0, 16.0]);
    let source = frame(size, vec![list]);
    let mut read_back = Vec::new();
    for format in [
        wgpu::TextureFormat::Rgba8Unorm,
        wgpu::TextureFormat::Rgba8UnormSrgb,
    ] {
        let target = target(gpu, size, format, 1)?;
        let report = render(gpu, &target, &mut setup.renderer, &source)?;
        if report.draws != 2 || !report.is_clean() {
            return Err(format!("{format:?}: {report:?}"));
        }
        let image = read(gpu, &target).await?;
        for x in [32, 64, 128, 192, 224] {
            let expected = ((x as f32 + 0.5) / 256.0 * 255.0).round() as u8;
            let got = image.pixel(x, 4);
            if !close(got, [expected; 3], 2) {
                return Err(format!(
                    "{format:?} ramp at x = {x}: {got:?}, expected {expected}"
                ));
            }
        }
        let got = image.pixel(100, 12);
        if !close(got, [200, 100, 50], 1) {
            return Err(format!("{format:?} solid colour: {got:?}"));
        }
        read_back.push(format!("{format:?} ok"));
    }
    Ok(read_back.join(", "))
}

/// A list of 70,000 vertices drawn with vertex offsets past 65,535: through the rebinding
/// path where the adapter lacks base vertex (WebGL2), with base vertex elsewhere; and the
/// same frame again through the other path where the adapter allows both.
pub async fn large_mesh(gpu: &HeadlessGpu) -> Outcome {
    let mut setup = Setup::new(gpu)?;
    let size = [64, 32];
    let mut list = empty();
    let red = setup.quad(&mut list, [0.0, 0.0], [32.0, 32.0], [[255, 0, 0, 255]; 2]);
    // Filler vertices, never indexed, push the second quad past 65,535.
    list.vertices.resize(
        69_996,
        DrawVert {
            pos: [0.0, 0.0],
            uv: setup.white,
            col: [0, 0, 0, 0],
        },
    );
    let green = setup.quad(&mut list, [32.0, 0.0], [64.0, 32.0], [[0, 255, 0, 255]; 2]);
    setup.draw(&mut list, red, 0, [0.0, 0.0, 64.0, 32.0]);
    setup.draw(&mut list, green, 6, [0.0, 0.0, 64.0, 32.0]);
    let source = frame(size, vec![list]);
    let has_base_vertex = gpu
        .adapter
        .get_downlevel_capabilities()
        .flags
        .contains(wgpu::DownlevelFlags::BASE_VERTEX);
    let mut paths = Vec::new();
    for base_vertex in [false, true] {
        if base_vertex && !has_base_vertex {
            continue;
        }
        let config =
            RendererConfig::new(wgpu::TextureFormat::Rgba8Unorm).with_base_vertex(base_vertex);
        let mut renderer = Renderer::new(&gpu.device, &gpu.queue, &mut setup.imgui, config)
            .map_err(|error| error.to_string())?;
        let source = retextured(&source, renderer.font_texture_id());
        let target = target(gpu, size, wgpu::TextureFormat::Rgba8Unorm, 1)?;
        let report = render(gpu, &target, &mut renderer, &source)?;
        if report.draws != 2 || report.vertices != 70_000 || !report.is_clean() {
            return Err(format!("base vertex {base_vertex}: {report:?}"));
        }
        let image = read(gpu, &target).await?;
        let (left, right) = (image.pixel(16, 16), image.pixel(48, 16));
        if !close(left, [255, 0, 0], 1) || !close(right, [0, 255, 0], 1) {
            return Err(format!(
                "base vertex {base_vertex}: left {left:?}, right {right:?}"
            ));
        }
        paths.push(format!("base vertex {base_vertex}"));
    }
    Ok(format!("70,000 vertices: {}", paths.join(", ")))
}

/// `source` with every command drawing `font` (the atlas of the renderer that draws it).
fn retextured(source: &DrawSnapshot, font: imgui::TextureId) -> DrawSnapshot {
    let mut source = source.clone();
    for list in &mut source.lists {
        for command in &mut list.commands {
            if let SnapshotCommand::Elements(elements) = command {
                elements.texture_id = font.into();
            }
        }
    }
    source
}

/// Bad commands (a NaN clip rect, indices past the list, an unknown texture) are skipped and
/// reported; the good ones of the same frame draw, and nothing invalid reaches wgpu.
pub async fn bad_input(gpu: &HeadlessGpu) -> Outcome {
    let mut setup = Setup::new(gpu)?;
    let size = [64, 32];
    let full = [0.0, 0.0, 64.0, 32.0];
    let mut first = empty();
    let red = setup.quad(&mut first, [0.0, 0.0], [32.0, 32.0], [[255, 0, 0, 255]; 2]);
    setup.draw(&mut first, red, 0, full);
    let bad = setup.quad(
        &mut first,
        [32.0, 0.0],
        [64.0, 32.0],
        [[255, 255, 0, 255]; 2],
    );
    for (clip_rect, texture_id, idx_offset) in [
        ([f32::NAN, 0.0, 64.0, 32.0], setup.font, 6),
        (full, setup.font, 9),
        (full, imgui::TextureId::new(0x1234), 6),
    ] {
        first.commands.push(SnapshotCommand::Elements(DrawElements {
            count: 6,
            clip_rect,
            texture_id: texture_id.into(),
            vtx_offset: bad,
            idx_offset,
        }));
    }
    let mut second = empty();
    let green = setup.quad(
        &mut second,
        [40.0, 8.0],
        [56.0, 24.0],
        [[0, 255, 0, 255]; 2],
    );
    setup.draw(&mut second, green, 0, full);
    let source = frame(size, vec![first, second]);
    let target = target(gpu, size, wgpu::TextureFormat::Rgba8Unorm, 1)?;
    let report = render(gpu, &target, &mut setup.renderer, &source)?;
    let reasons: Vec<String> = report
        .skipped
        .iter()
        .map(|skip| match &skip.reason {
            SkipReason::NonFiniteClipRect { .. } => "nan clip".to_owned(),
            SkipReason::IndexRangeOutOfBounds { .. } => "index range".to_owned(),
            SkipReason::Texture(_) => "texture".to_owned(),
            other => format!("{other:?}"),
        })
        .collect();
    if report.draws != 2 || reasons != ["nan clip", "index range", "texture"] {
        return Err(format!("draws {}, skipped {reasons:?}", report.draws));
    }
    let image = read(gpu, &target).await?;
    let (red, green) = (image.pixel(16, 16), image.pixel(48, 16));
    if !close(red, [255, 0, 0], 1) || !close(green, [0, 255, 0], 1) {
        return Err(format!("red {red:?}, green {green:?}"));
    }
    Ok(format!("skipped {reasons:?}; the rest drew"))
}

/// Two renders into two targets of different formats, recorded into one encoder and
/// submitted once: each target shows its own frame.
pub async fn two_targets_one_submit(gpu: &HeadlessGpu) -> Outcome {
    let mut setup = Setup::new(gpu)?;
    let size = [32, 32];
    let solid = |colour: [u8; 4]| {
        let mut list = empty();
        let quad = setup.quad(&mut list, [0.0, 0.0], [32.0, 32.0], [colour; 2]);
        setup.draw(&mut list, quad, 0, [0.0, 0.0, 32.0, 32.0]);
        frame(size, vec![list])
    };
    let (red, blue) = (solid([255, 0, 0, 255]), solid([0, 0, 255, 255]));
    let a = target(gpu, size, wgpu::TextureFormat::Rgba8Unorm, 1)?;
    let b = target(gpu, size, wgpu::TextureFormat::Rgba8UnormSrgb, 1)?;
    let mut encoder = gpu.device.create_command_encoder(&Default::default());
    for (target, source) in [(&a, &red), (&b, &blue)] {
        target
            .encode_pass(&mut encoder, wgpu::Color::BLACK, |pass| {
                setup.renderer.render_into(source, pass, target.desc())
            })
            .map_err(|error| error.to_string())?;
    }
    gpu.queue.submit([encoder.finish()]);
    let (first, second) = (read(gpu, &a).await?, read(gpu, &b).await?);
    let (ca, cb) = (first.pixel(16, 16), second.pixel(16, 16));
    if !close(ca, [255, 0, 0], 1) || !close(cb, [0, 0, 255], 1) {
        return Err(format!("first {ca:?}, second {cb:?}"));
    }
    Ok("each target shows its own frame".into())
}

/// A paint callback draws with its own pipeline inside its imgui window, clipped to it,
/// once per render.
pub async fn paint_callback(gpu: &HeadlessGpu) -> Outcome {
    let mut setup = Setup::new(gpu)?;
    let size = [64, 64];
    let format = wgpu::TextureFormat::Rgba8Unorm;
    let pipeline = fill_pipeline(&gpu.device, format, 1);
    setup.imgui.io_mut().display_size = [64.0, 64.0];
    let ran = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let counter = ran.clone();
    setup.renderer.new_frame();
    let ui = setup.imgui.new_frame();
    let fill = move |pass: &mut wgpu::RenderPass<'_>, _: &imgui_webgpu::PaintInfo| {
        counter.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        pass.set_pipeline(&pipeline);
        pass.draw(0..3, 0..1);
    };
    let area = ([16.0, 16.0], [32.0, 32.0]);
    crate::paint::paint_window(ui, &mut setup.renderer, area, fill, || {});
    let draw_data = setup.imgui.render();
    let target = target(gpu, size, format, 1)?;
    let report = render(gpu, &target, &mut setup.renderer, draw_data)?;
    let runs = ran.load(std::sync::atomic::Ordering::Relaxed);
    if report.callbacks != 1 || runs != 1 {
        return Err(format!("ran {runs} times: {report:?}"));
    }
    let image = read(gpu, &target).await?;
    let (inside, outside) = (image.pixel(32, 32), image.pixel(4, 4));
    if !close(inside, [0, 255, 0], 0) || !close(outside, [0, 0, 0], 0) {
        return Err(format!("inside {inside:?}, outside {outside:?}"));
    }
    Ok("drawn inside its window only".into())
}

/// 4x MSAA where the backend has it: the resolve holds the clear and the quad (on GL and
/// WebGL2 the resolve is a blit that obeys the pass's last scissor, so the renderer leaves
/// a full-target scissor).
pub async fn msaa(gpu: &HeadlessGpu) -> Outcome {
    let mut setup = Setup::new(gpu)?;
    let format = wgpu::TextureFormat::Rgba8Unorm;
    let flags = gpu.adapter.get_texture_format_features(format).flags;
    if !flags.sample_count_supported(4) {
        return Ok(format!(
            "{:?}: 4x MSAA not available for {format:?}",
            gpu.adapter.get_info().backend
        ));
    }
    let size = [64, 32];
    let mut list = empty();
    let quad = setup.quad(&mut list, [8.0, 8.0], [24.0, 24.0], [[255, 0, 0, 255]; 2]);
    setup.draw(&mut list, quad, 0, [8.0, 8.0, 24.0, 24.0]);
    let source = frame(size, vec![list]);
    let target = target(gpu, size, format, 4)?;
    render(gpu, &target, &mut setup.renderer, &source)?;
    let image = read(gpu, &target).await?;
    let (inside, clear) = (image.pixel(16, 16), image.pixel(48, 16));
    if !close(inside, [255, 0, 0], 1) || clear != [0, 0, 0, 255] {
        return Err(format!("quad {inside:?}, clear {clear:?}"));
    }
    Ok("4x resolved whole".into())
}
