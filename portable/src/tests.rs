//! The tests themselves: each builds its frames by hand, renders them through `P`'s
//! renderer and reads the pixels back.

use imgui_webgpu::error::SkipReason;
use imgui_webgpu::source::{DrawElements, DrawVert, TextureId};
use imgui_webgpu::{RenderReport, RendererConfig, RendererFor};

use crate::fill::fill_pipeline;
use crate::{Frame, Gpu, List, Outcome, Platform, Setup, Target};

/// A renderer for `Rgba8Unorm` passes (others are built on first use), with base vertex as
/// the adapter has it (not on WebGL2).
fn setup<P: Platform>(gpu: Gpu<'_>) -> Result<Setup<P>, String> {
    let config = RendererConfig::new(wgpu::TextureFormat::Rgba8Unorm)
        .with_downlevel(&gpu.adapter.get_downlevel_capabilities());
    P::setup(gpu, config)
}

/// Clears `target` to black, renders `frame` into it and submits.
fn render<P: Platform>(
    gpu: Gpu<'_>,
    target: &Target,
    renderer: &mut RendererFor<P::Binding>,
    frame: &Frame,
) -> Result<RenderReport, String> {
    target
        .render(gpu, renderer, frame)
        .map_err(|error| error.to_string())
}

/// Whether `actual`'s colour is within `tolerance` of `expected` in every channel.
fn close(actual: [u8; 4], expected: [u8; 3], tolerance: u8) -> bool {
    actual[..3]
        .iter()
        .zip(expected)
        .all(|(a, b)| a.abs_diff(b) <= tolerance)
}

/// A solid colour and a black-to-white ramp, on Unorm and sRGB targets: the solid colour
/// reads as given, and the ramp as imgui interpolates it, in its sRGB-encoded space (32,
/// 64, 128, 192, 224), not in linear light (100, 137, 188, 225, 241 on an sRGB target).
pub async fn colours_and_gradients<P: Platform>(gpu: Gpu<'_>) -> Outcome {
    let mut setup = setup::<P>(gpu)?;
    let quads = setup.quads;
    let size = [256, 16];
    let mut list = List::default();
    let ramp = quads.quad(
        &mut list,
        [0.0, 0.0],
        [256.0, 8.0],
        [[0, 0, 0, 255], [255, 255, 255, 255]],
    );
    quads.draw(&mut list, ramp, 0, [0.0, 0.0, 256.0, 16.0]);
    let solid = quads.quad(
        &mut list,
        [0.0, 8.0],
        [256.0, 16.0],
        [[200, 100, 50, 255]; 2],
    );
    quads.draw(&mut list, solid, 6, [0.0, 0.0, 256.0, 16.0]);
    let frame = Frame {
        size,
        lists: vec![list],
    };
    let mut read_back = Vec::new();
    for format in [
        wgpu::TextureFormat::Rgba8Unorm,
        wgpu::TextureFormat::Rgba8UnormSrgb,
    ] {
        let target = Target::new(gpu, size, format, 1)?;
        let report = render::<P>(gpu, &target, &mut setup.renderer, &frame)?;
        if report.draws != 2 || !report.is_clean() {
            return Err(format!("{format:?}: {report:?}"));
        }
        let image = target.read(gpu).await?;
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
/// same frame again through the other path where the adapter allows both, each by a
/// renderer of its own.
pub async fn large_mesh<P: Platform>(gpu: Gpu<'_>) -> Outcome {
    let quads = setup::<P>(gpu)?.quads;
    let size = [64, 32];
    let mut list = List::default();
    let red = quads.quad(&mut list, [0.0, 0.0], [32.0, 32.0], [[255, 0, 0, 255]; 2]);
    // Filler vertices, never indexed, push the second quad past 65,535.
    list.vertices.resize(
        69_996,
        DrawVert {
            pos: [0.0, 0.0],
            uv: quads.white,
            col: [0, 0, 0, 0],
        },
    );
    let green = quads.quad(&mut list, [32.0, 0.0], [64.0, 32.0], [[0, 255, 0, 255]; 2]);
    quads.draw(&mut list, red, 0, [0.0, 0.0, 64.0, 32.0]);
    quads.draw(&mut list, green, 6, [0.0, 0.0, 64.0, 32.0]);
    let frame = Frame {
        size,
        lists: vec![list],
    };
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
        let mut setup = P::setup(gpu, config)?;
        let frame = frame.retextured(setup.quads.font);
        let target = Target::new(gpu, size, wgpu::TextureFormat::Rgba8Unorm, 1)?;
        let report = render::<P>(gpu, &target, &mut setup.renderer, &frame)?;
        if report.draws != 2 || report.vertices != 70_000 || !report.is_clean() {
            return Err(format!("base vertex {base_vertex}: {report:?}"));
        }
        let image = target.read(gpu).await?;
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

/// Bad commands (a NaN clip rect, indices past the list, an unknown texture) are skipped and
/// reported; the good ones of the same frame draw, and nothing invalid reaches wgpu.
pub async fn bad_input<P: Platform>(gpu: Gpu<'_>) -> Outcome {
    let mut setup = setup::<P>(gpu)?;
    let quads = setup.quads;
    let size = [64, 32];
    let full = [0.0, 0.0, 64.0, 32.0];
    let mut first = List::default();
    let red = quads.quad(&mut first, [0.0, 0.0], [32.0, 32.0], [[255, 0, 0, 255]; 2]);
    quads.draw(&mut first, red, 0, full);
    let bad = quads.quad(
        &mut first,
        [32.0, 0.0],
        [64.0, 32.0],
        [[255, 255, 0, 255]; 2],
    );
    for (clip_rect, texture_id, idx_offset) in [
        ([f32::NAN, 0.0, 64.0, 32.0], quads.font, 6),
        (full, quads.font, 9),
        (full, TextureId::new(0x1234), 6),
    ] {
        first.commands.push(DrawElements {
            count: 6,
            clip_rect,
            texture_id,
            vtx_offset: bad,
            idx_offset,
        });
    }
    let mut second = List::default();
    let green = quads.quad(
        &mut second,
        [40.0, 8.0],
        [56.0, 24.0],
        [[0, 255, 0, 255]; 2],
    );
    quads.draw(&mut second, green, 0, full);
    let frame = Frame {
        size,
        lists: vec![first, second],
    };
    let target = Target::new(gpu, size, wgpu::TextureFormat::Rgba8Unorm, 1)?;
    let report = render::<P>(gpu, &target, &mut setup.renderer, &frame)?;
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
    let image = target.read(gpu).await?;
    let (red, green) = (image.pixel(16, 16), image.pixel(48, 16));
    if !close(red, [255, 0, 0], 1) || !close(green, [0, 255, 0], 1) {
        return Err(format!("red {red:?}, green {green:?}"));
    }
    Ok(format!("skipped {reasons:?}; the rest drew"))
}

/// Two renders into two targets of different formats, recorded into one encoder and
/// submitted once: each target shows its own frame.
pub async fn two_targets_one_submit<P: Platform>(gpu: Gpu<'_>) -> Outcome {
    let mut setup = setup::<P>(gpu)?;
    let quads = setup.quads;
    let size = [32, 32];
    let solid = |colour: [u8; 4]| {
        let mut list = List::default();
        let quad = quads.quad(&mut list, [0.0, 0.0], [32.0, 32.0], [colour; 2]);
        quads.draw(&mut list, quad, 0, [0.0, 0.0, 32.0, 32.0]);
        Frame {
            size,
            lists: vec![list],
        }
    };
    let (red, blue) = (solid([255, 0, 0, 255]), solid([0, 0, 255, 255]));
    let a = Target::new(gpu, size, wgpu::TextureFormat::Rgba8Unorm, 1)?;
    let b = Target::new(gpu, size, wgpu::TextureFormat::Rgba8UnormSrgb, 1)?;
    let mut encoder = gpu.device.create_command_encoder(&Default::default());
    for (target, frame) in [(&a, &red), (&b, &blue)] {
        target
            .encode_pass(&mut encoder, |pass| {
                setup.renderer.render_into(frame, pass, target.desc())
            })
            .map_err(|error| error.to_string())?;
    }
    gpu.queue.submit([encoder.finish()]);
    let (first, second) = (a.read(gpu).await?, b.read(gpu).await?);
    let (ca, cb) = (first.pixel(16, 16), second.pixel(16, 16));
    if !close(ca, [255, 0, 0], 1) || !close(cb, [0, 0, 255], 1) {
        return Err(format!("first {ca:?}, second {cb:?}"));
    }
    Ok("each target shows its own frame".into())
}

/// A paint callback draws with its own pipeline inside its imgui window, clipped to it,
/// once per render.
pub async fn paint_callback<P: Platform>(gpu: Gpu<'_>) -> Outcome {
    let mut setup = setup::<P>(gpu)?;
    let format = wgpu::TextureFormat::Rgba8Unorm;
    let pipeline = fill_pipeline(gpu.device, format, 1);
    let ran = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let counter = ran.clone();
    let fill = move |pass: &mut wgpu::RenderPass<'_>, _: &imgui_webgpu::PaintInfo| {
        counter.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        pass.set_pipeline(&pipeline);
        pass.draw(0..3, 0..1);
    };
    let target = Target::new(gpu, [64, 64], format, 1)?;
    let area = ([16.0, 16.0], [32.0, 32.0]);
    let report = P::paint_frame(&mut setup, gpu, &target, area, fill)?;
    let runs = ran.load(std::sync::atomic::Ordering::Relaxed);
    if report.callbacks != 1 || runs != 1 {
        return Err(format!("ran {runs} times: {report:?}"));
    }
    let image = target.read(gpu).await?;
    let (inside, outside) = (image.pixel(32, 32), image.pixel(4, 4));
    if !close(inside, [0, 255, 0], 0) || !close(outside, [0, 0, 0], 0) {
        return Err(format!("inside {inside:?}, outside {outside:?}"));
    }
    Ok("drawn inside its window only".into())
}

/// 4x MSAA where the backend has it: the resolve holds the clear and the quad (on GL and
/// WebGL2 the resolve is a blit that obeys the pass's last scissor, so the renderer leaves
/// a full-target scissor).
pub async fn msaa<P: Platform>(gpu: Gpu<'_>) -> Outcome {
    let format = wgpu::TextureFormat::Rgba8Unorm;
    let flags = gpu.adapter.get_texture_format_features(format).flags;
    if !flags.sample_count_supported(4) {
        return Ok(format!(
            "{:?}: 4x MSAA not available for {format:?}",
            gpu.adapter.get_info().backend
        ));
    }
    let mut setup = setup::<P>(gpu)?;
    let quads = setup.quads;
    let size = [64, 32];
    let mut list = List::default();
    let quad = quads.quad(&mut list, [8.0, 8.0], [24.0, 24.0], [[255, 0, 0, 255]; 2]);
    quads.draw(&mut list, quad, 0, [8.0, 8.0, 24.0, 24.0]);
    let frame = Frame {
        size,
        lists: vec![list],
    };
    let target = Target::new(gpu, size, format, 4)?;
    render::<P>(gpu, &target, &mut setup.renderer, &frame)?;
    let image = target.read(gpu).await?;
    let (inside, clear) = (image.pixel(16, 16), image.pixel(48, 16));
    if !close(inside, [255, 0, 0], 1) || clear != [0, 0, 0, 255] {
        return Err(format!("quad {inside:?}, clear {clear:?}"));
    }
    Ok("4x resolved whole".into())
}
