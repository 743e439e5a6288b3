//! The checks, each on the browser's own device: render, read the pixels back, compare.
//! Every check runs inside a wgpu validation error scope; an error fails it.

use imgui::DrawVert;
use imgui_webgpu::error::SkipReason;
use imgui_webgpu::source::DrawElements;
use imgui_webgpu::{RenderReport, RenderTarget, Renderer, RendererConfig};
use imgui_webgpu_testing::snapshot::{DrawSnapshot, SnapshotCommand, SnapshotList};
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// One check's outcome.
pub struct Outcome {
    pub name: &'static str,
    pub passed: bool,
    pub detail: String,
}

/// The browser's device, and what the checks draw with.
pub struct Gpu {
    pub adapter: wgpu::Adapter,
    pub device: wgpu::Device,
    pub queue: wgpu::Queue,
    pub backend: &'static str,
    // WebGL2 adapters come from a canvas; it must outlive them.
    _surface: Option<wgpu::Surface<'static>>,
}

/// Opens WebGPU, or WebGL2 where WebGPU gives no adapter (`?backend=webgl2` forces it).
pub async fn open() -> Result<Gpu, String> {
    let query = web_sys::window()
        .and_then(|window| window.location().search().ok())
        .unwrap_or_default();
    let backends = if query.contains("backend=webgl2") {
        wgpu::Backends::GL
    } else {
        wgpu::Backends::BROWSER_WEBGPU | wgpu::Backends::GL
    };
    let instance = wgpu::util::new_instance_with_webgpu_detection(wgpu::InstanceDescriptor {
        backends,
        ..wgpu::InstanceDescriptor::new_without_display_handle()
    })
    .await;
    // A WebGL2 adapter exists only with a canvas to draw into.
    let canvas = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.create_element("canvas").ok())
        .and_then(|element| element.dyn_into::<web_sys::HtmlCanvasElement>().ok())
        .ok_or("no canvas")?;
    let surface = instance
        .create_surface(wgpu::SurfaceTarget::Canvas(canvas))
        .ok();
    let adapter = instance
        .request_adapter(&wgpu::RequestAdapterOptions {
            compatible_surface: surface.as_ref(),
            ..Default::default()
        })
        .await
        .map_err(|error| format!("no adapter: {error}"))?;
    let webgl = adapter.get_info().backend == wgpu::Backend::Gl;
    let limits = if webgl {
        wgpu::Limits::downlevel_webgl2_defaults()
    } else {
        wgpu::Limits::default()
    };
    let (device, queue) = adapter
        .request_device(&wgpu::DeviceDescriptor {
            required_limits: limits.using_resolution(adapter.limits()),
            ..Default::default()
        })
        .await
        .map_err(|error| format!("no device: {error}"))?;
    Ok(Gpu {
        adapter,
        device,
        queue,
        backend: if webgl { "WebGL2" } else { "WebGPU" },
        _surface: surface,
    })
}

/// An offscreen colour target (with an MSAA texture to resolve from, when asked).
struct Target {
    size: [u32; 2],
    format: wgpu::TextureFormat,
    sample_count: u32,
    resolved: wgpu::Texture,
    multisampled: Option<wgpu::Texture>,
}

impl Target {
    fn new(gpu: &Gpu, size: [u32; 2], format: wgpu::TextureFormat, sample_count: u32) -> Self {
        let texture = |samples, usage| {
            gpu.device.create_texture(&wgpu::TextureDescriptor {
                label: Some("check target"),
                size: wgpu::Extent3d {
                    width: size[0],
                    height: size[1],
                    depth_or_array_layers: 1,
                },
                mip_level_count: 1,
                sample_count: samples,
                dimension: wgpu::TextureDimension::D2,
                format,
                usage,
                view_formats: &[],
            })
        };
        Self {
            size,
            format,
            sample_count,
            resolved: texture(
                1,
                wgpu::TextureUsages::RENDER_ATTACHMENT | wgpu::TextureUsages::COPY_SRC,
            ),
            multisampled: (sample_count > 1)
                .then(|| texture(sample_count, wgpu::TextureUsages::RENDER_ATTACHMENT)),
        }
    }

    fn shape(&self) -> RenderTarget {
        RenderTarget::new(self.size, self.format).with_sample_count(self.sample_count)
    }

    /// Clears to black and renders `source` into the target in `encoder`.
    fn render<S: imgui_webgpu::source::DrawSource>(
        &self,
        encoder: &mut wgpu::CommandEncoder,
        renderer: &mut Renderer,
        source: &S,
    ) -> Result<RenderReport, String> {
        let resolved = self.resolved.create_view(&Default::default());
        let multisampled = self
            .multisampled
            .as_ref()
            .map(|texture| texture.create_view(&Default::default()));
        let (view, resolve_target) = match &multisampled {
            Some(view) => (view, Some(&resolved)),
            None => (&resolved, None),
        };
        let mut pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
            color_attachments: &[Some(wgpu::RenderPassColorAttachment {
                view,
                depth_slice: None,
                resolve_target,
                ops: wgpu::Operations {
                    load: wgpu::LoadOp::Clear(wgpu::Color::BLACK),
                    store: wgpu::StoreOp::Store,
                },
            })],
            ..Default::default()
        });
        renderer
            .render_into(source, &mut pass, self.shape())
            .map_err(|error| error.to_string())
    }
}

/// The pixels of a single-sampled RGBA8 texture, tightly packed.
async fn read(gpu: &Gpu, texture: &wgpu::Texture) -> Result<Vec<u8>, String> {
    let [width, height] = [texture.width(), texture.height()];
    let padded = (width * 4).next_multiple_of(wgpu::COPY_BYTES_PER_ROW_ALIGNMENT);
    let buffer = gpu.device.create_buffer(&wgpu::BufferDescriptor {
        label: Some("readback"),
        size: u64::from(padded * height),
        usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
        mapped_at_creation: false,
    });
    let mut encoder = gpu.device.create_command_encoder(&Default::default());
    encoder.copy_texture_to_buffer(
        texture.as_image_copy(),
        wgpu::TexelCopyBufferInfo {
            buffer: &buffer,
            layout: wgpu::TexelCopyBufferLayout {
                offset: 0,
                bytes_per_row: Some(padded),
                rows_per_image: None,
            },
        },
        texture.size(),
    );
    gpu.queue.submit([encoder.finish()]);
    let done = std::rc::Rc::new(std::cell::Cell::new(None));
    let flag = done.clone();
    buffer
        .slice(..)
        .map_async(wgpu::MapMode::Read, move |result| {
            flag.set(Some(result.is_ok()))
        });
    // WebGPU answers by itself; WebGL2's map completes when the device is polled.
    for _ in 0..500 {
        let _ = gpu.device.poll(wgpu::PollType::Poll);
        if done.get().is_some() {
            break;
        }
        sleep(5).await;
    }
    match done.get() {
        Some(true) => {}
        Some(false) => return Err("mapping the readback buffer failed".into()),
        None => return Err("the readback buffer was never mapped".into()),
    }
    let mapped = buffer
        .slice(..)
        .get_mapped_range()
        .map_err(|error| format!("the mapped range: {error:?}"))?;
    let mut pixels = Vec::with_capacity((width * height * 4) as usize);
    for row in mapped.chunks(padded as usize) {
        pixels.extend_from_slice(&row[..(width * 4) as usize]);
    }
    Ok(pixels)
}

/// Waits `ms` milliseconds, letting the browser run.
async fn sleep(ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        if let Some(window) = web_sys::window() {
            let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms);
        }
    });
    let _ = JsFuture::from(promise).await;
}

fn pixel(pixels: &[u8], width: u32, x: u32, y: u32) -> [u8; 4] {
    let at = ((y * width + x) * 4) as usize;
    [pixels[at], pixels[at + 1], pixels[at + 2], pixels[at + 3]]
}

fn close(actual: [u8; 4], expected: [u8; 3], tolerance: u8) -> bool {
    actual[..3]
        .iter()
        .zip(expected)
        .all(|(a, b)| a.abs_diff(b) <= tolerance)
}

/// Builds lists of solid quads sampling the font atlas's white texel.
struct Lists {
    white: [f32; 2],
    font: imgui::TextureId,
}

impl Lists {
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
        let base = list.indices.len();
        list.indices.extend([0, 1, 2, 0, 2, 3]);
        let _ = base;
        first
    }

    fn draw(&self, list: &mut SnapshotList, vtx_offset: usize, idx_offset: usize, clip: [f32; 4]) {
        list.commands.push(SnapshotCommand::Elements(DrawElements {
            count: 6,
            clip_rect: clip,
            texture_id: self.font,
            vtx_offset,
            idx_offset,
        }));
    }
}

fn empty() -> SnapshotList {
    SnapshotList {
        vertices: Vec::new(),
        indices: Vec::new(),
        commands: Vec::new(),
    }
}

fn frame(size: [u32; 2], lists: Vec<SnapshotList>) -> DrawSnapshot {
    DrawSnapshot {
        display_pos: [0.0, 0.0],
        display_size: size.map(|side| side as f32),
        framebuffer_scale: [1.0, 1.0],
        lists,
    }
}

/// Runs every check; each reports on its own.
pub async fn run(gpu: &Gpu) -> Vec<Outcome> {
    let mut imgui = imgui::Context::create();
    imgui.set_ini_filename(None);
    imgui.io_mut().display_size = [256.0, 64.0];
    let config = RendererConfig::new(wgpu::TextureFormat::Rgba8Unorm)
        .with_downlevel(&gpu.adapter.get_downlevel_capabilities());
    let mut renderer = match Renderer::new(&gpu.device, &gpu.queue, &mut imgui, config) {
        Ok(renderer) => renderer,
        Err(error) => {
            return vec![Outcome {
                name: "renderer",
                passed: false,
                detail: error.to_string(),
            }];
        }
    };
    let white = imgui.new_frame().font_tex_uv_white_pixel();
    imgui.render();
    let lists = Lists {
        white,
        font: renderer.font_texture_id(),
    };
    let mut outcomes = Vec::new();
    macro_rules! check {
        ($name:literal, $body:expr) => {{
            let scope = gpu.device.push_error_scope(wgpu::ErrorFilter::Validation);
            renderer.new_frame();
            let result: Result<String, String> = $body.await;
            let error = scope.pop().await;
            let (passed, detail) = match (result, error) {
                (Ok(detail), None) => (true, detail),
                (Ok(_), Some(error)) => (false, format!("wgpu validation error: {error}")),
                (Err(detail), error) => (
                    false,
                    match error {
                        Some(error) => format!("{detail}; wgpu validation error: {error}"),
                        None => detail,
                    },
                ),
            };
            outcomes.push(Outcome {
                name: $name,
                passed,
                detail,
            });
        }};
    }
    check!(
        "colours_and_gradients",
        colours_and_gradients(gpu, &mut renderer, &lists)
    );
    check!("large_mesh", large_mesh(gpu, &mut renderer, &lists));
    check!("bad_input", bad_input(gpu, &mut renderer, &lists));
    check!(
        "two_targets_one_submit",
        two_targets(gpu, &mut renderer, &lists)
    );
    check!(
        "paint_callback",
        paint_callback(gpu, &mut renderer, &mut imgui)
    );
    check!("msaa", msaa(gpu, &mut renderer, &lists));
    outcomes
}

/// A solid colour and a black-to-white ramp, on Unorm and sRGB targets: the solid colour
/// reads as given, and the ramp as imgui interpolates it (32, 64, 128, 192, 224).
async fn colours_and_gradients(
    gpu: &Gpu,
    renderer: &mut Renderer,
    lists: &Lists,
) -> Result<String, String> {
    let size = [256, 16];
    let mut list = empty();
    let ramp = lists.quad(
        &mut list,
        [0.0, 0.0],
        [256.0, 8.0],
        [[0, 0, 0, 255], [255, 255, 255, 255]],
    );
    lists.draw(&mut list, ramp, 0, [0.0, 0.0, 256.0, 16.0]);
    let solid = lists.quad(
        &mut list,
        [0.0, 8.0],
        [256.0, 16.0],
        [[200, 100, 50, 255]; 2],
    );
    lists.draw(&mut list, solid, 6, [0.0, 0.0, 256.0, 16.0]);
    let source = frame(size, vec![list]);
    let mut read_back = Vec::new();
    for format in [
        wgpu::TextureFormat::Rgba8Unorm,
        wgpu::TextureFormat::Rgba8UnormSrgb,
    ] {
        let target = Target::new(gpu, size, format, 1);
        let mut encoder = gpu.device.create_command_encoder(&Default::default());
        let report = target.render(&mut encoder, renderer, &source)?;
        gpu.queue.submit([encoder.finish()]);
        if report.draws != 2 || !report.is_clean() {
            return Err(format!("{format:?}: {report:?}"));
        }
        let pixels = read(gpu, &target.resolved).await?;
        for x in [32, 64, 128, 192, 224] {
            let expected = ((x as f32 + 0.5) / 256.0 * 255.0).round() as u8;
            let got = pixel(&pixels, 256, x, 4);
            if !close(got, [expected; 3], 2) {
                return Err(format!(
                    "{format:?} ramp at x = {x}: {got:?}, expected {expected}"
                ));
            }
        }
        let got = pixel(&pixels, 256, 100, 12);
        if !close(got, [200, 100, 50], 1) {
            return Err(format!("{format:?} solid colour: {got:?}"));
        }
        read_back.push(format!("{format:?} ok"));
    }
    Ok(read_back.join(", "))
}

/// A list of 70,000 vertices drawn with vertex offsets past 65,535: on WebGL2 through the
/// rebinding path (no base vertex), on WebGPU with base vertex.
async fn large_mesh(gpu: &Gpu, renderer: &mut Renderer, lists: &Lists) -> Result<String, String> {
    let size = [64, 32];
    let mut list = empty();
    let red = lists.quad(&mut list, [0.0, 0.0], [32.0, 32.0], [[255, 0, 0, 255]; 2]);
    // Filler vertices, never indexed, push the second quad past 65,535.
    list.vertices.resize(
        69_996,
        DrawVert {
            pos: [0.0, 0.0],
            uv: lists.white,
            col: [0, 0, 0, 0],
        },
    );
    let green = lists.quad(&mut list, [32.0, 0.0], [64.0, 32.0], [[0, 255, 0, 255]; 2]);
    lists.draw(&mut list, red, 0, [0.0, 0.0, 64.0, 32.0]);
    lists.draw(&mut list, green, 6, [0.0, 0.0, 64.0, 32.0]);
    let source = frame(size, vec![list]);
    let target = Target::new(gpu, size, wgpu::TextureFormat::Rgba8Unorm, 1);
    let mut encoder = gpu.device.create_command_encoder(&Default::default());
    let report = target.render(&mut encoder, renderer, &source)?;
    gpu.queue.submit([encoder.finish()]);
    if report.draws != 2 || report.vertices != 70_000 {
        return Err(format!("{report:?}"));
    }
    let pixels = read(gpu, &target.resolved).await?;
    let (left, right) = (pixel(&pixels, 64, 16, 16), pixel(&pixels, 64, 48, 16));
    if !close(left, [255, 0, 0], 1) || !close(right, [0, 255, 0], 1) {
        return Err(format!("left {left:?}, right {right:?}"));
    }
    Ok(format!(
        "70,000 vertices; base vertex: {}",
        renderer.uses_base_vertex()
    ))
}

/// Bad commands (NaN clip rect, indices past the list, an unknown texture) are skipped and
/// reported; the good ones draw, and nothing invalid reaches the browser's validation.
async fn bad_input(gpu: &Gpu, renderer: &mut Renderer, lists: &Lists) -> Result<String, String> {
    let size = [64, 32];
    let full = [0.0, 0.0, 64.0, 32.0];
    let mut first = empty();
    let red = lists.quad(&mut first, [0.0, 0.0], [32.0, 32.0], [[255, 0, 0, 255]; 2]);
    lists.draw(&mut first, red, 0, full);
    let bad = lists.quad(
        &mut first,
        [32.0, 0.0],
        [64.0, 32.0],
        [[255, 255, 0, 255]; 2],
    );
    first.commands.push(SnapshotCommand::Elements(DrawElements {
        count: 6,
        clip_rect: [f32::NAN, 0.0, 64.0, 32.0],
        texture_id: lists.font,
        vtx_offset: bad,
        idx_offset: 6,
    }));
    first.commands.push(SnapshotCommand::Elements(DrawElements {
        count: 6,
        clip_rect: full,
        texture_id: lists.font,
        vtx_offset: bad,
        idx_offset: 9,
    }));
    first.commands.push(SnapshotCommand::Elements(DrawElements {
        count: 6,
        clip_rect: full,
        texture_id: imgui::TextureId::new(0x1234),
        vtx_offset: bad,
        idx_offset: 6,
    }));
    let mut second = empty();
    let green = lists.quad(
        &mut second,
        [40.0, 8.0],
        [56.0, 24.0],
        [[0, 255, 0, 255]; 2],
    );
    lists.draw(&mut second, green, 0, full);
    let source = frame(size, vec![first, second]);
    let target = Target::new(gpu, size, wgpu::TextureFormat::Rgba8Unorm, 1);
    let mut encoder = gpu.device.create_command_encoder(&Default::default());
    let report = target.render(&mut encoder, renderer, &source)?;
    gpu.queue.submit([encoder.finish()]);
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
    let pixels = read(gpu, &target.resolved).await?;
    let (red, green) = (pixel(&pixels, 64, 16, 16), pixel(&pixels, 64, 48, 16));
    if !close(red, [255, 0, 0], 1) || !close(green, [0, 255, 0], 1) {
        return Err(format!("red {red:?}, green {green:?}"));
    }
    Ok(format!("skipped {reasons:?}; the rest drew"))
}

/// Two renders into two targets, recorded into one encoder and submitted once: each target
/// shows its own frame.
async fn two_targets(gpu: &Gpu, renderer: &mut Renderer, lists: &Lists) -> Result<String, String> {
    let size = [32, 32];
    let solid = |colour: [u8; 4]| {
        let mut list = empty();
        let quad = lists.quad(&mut list, [0.0, 0.0], [32.0, 32.0], [colour; 2]);
        lists.draw(&mut list, quad, 0, [0.0, 0.0, 32.0, 32.0]);
        frame(size, vec![list])
    };
    let (red, blue) = (solid([255, 0, 0, 255]), solid([0, 0, 255, 255]));
    let a = Target::new(gpu, size, wgpu::TextureFormat::Rgba8Unorm, 1);
    let b = Target::new(gpu, size, wgpu::TextureFormat::Rgba8UnormSrgb, 1);
    let mut encoder = gpu.device.create_command_encoder(&Default::default());
    a.render(&mut encoder, renderer, &red)?;
    b.render(&mut encoder, renderer, &blue)?;
    gpu.queue.submit([encoder.finish()]);
    let (pa, pb) = (read(gpu, &a.resolved).await?, read(gpu, &b.resolved).await?);
    let (ca, cb) = (pixel(&pa, 32, 16, 16), pixel(&pb, 32, 16, 16));
    if !close(ca, [255, 0, 0], 1) || !close(cb, [0, 0, 255], 1) {
        return Err(format!("first {ca:?}, second {cb:?}"));
    }
    Ok("each target shows its own frame".into())
}

/// A paint callback draws with its own pipeline inside its imgui window, clipped to it.
async fn paint_callback(
    gpu: &Gpu,
    renderer: &mut Renderer,
    imgui: &mut imgui::Context,
) -> Result<String, String> {
    let size = [64, 64];
    let format = wgpu::TextureFormat::Rgba8Unorm;
    let shader = gpu
        .device
        .create_shader_module(wgpu::ShaderModuleDescriptor {
            label: Some("green"),
            source: wgpu::ShaderSource::Wgsl(
                "@vertex fn vs(@builtin(vertex_index) i: u32) -> @builtin(position) vec4<f32> {
                 let uv = vec2<f32>(f32((i << 1u) & 2u), f32(i & 2u));
                 return vec4<f32>(uv * 2.0 - 1.0, 0.0, 1.0);
             }
             @fragment fn fs() -> @location(0) vec4<f32> { return vec4<f32>(0.0, 1.0, 0.0, 1.0); }"
                    .into(),
            ),
        });
    let pipeline = gpu
        .device
        .create_render_pipeline(&wgpu::RenderPipelineDescriptor {
            label: Some("green"),
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
                targets: &[Some(format.into())],
            }),
            multiview_mask: None,
            cache: None,
        });
    imgui.io_mut().display_size = [64.0, 64.0];
    let ran = std::rc::Rc::new(std::cell::Cell::new(0));
    let counter = ran.clone();
    let ui = imgui.new_frame();
    ui.window("paint")
        .position([16.0, 16.0], imgui::Condition::Always)
        .size([32.0, 32.0], imgui::Condition::Always)
        .flags(imgui::WindowFlags::NO_DECORATION | imgui::WindowFlags::NO_BACKGROUND)
        .build(|| {
            renderer.paint_callback(ui, move |pass, _info| {
                counter.set(counter.get() + 1);
                pass.set_pipeline(&pipeline);
                pass.draw(0..3, 0..1);
            });
        });
    let draw_data = imgui.render();
    let target = Target::new(gpu, size, format, 1);
    let mut encoder = gpu.device.create_command_encoder(&Default::default());
    let report = target.render(&mut encoder, renderer, draw_data)?;
    gpu.queue.submit([encoder.finish()]);
    if report.callbacks != 1 || ran.get() != 1 {
        return Err(format!("ran {} times: {report:?}", ran.get()));
    }
    let pixels = read(gpu, &target.resolved).await?;
    let (inside, outside) = (pixel(&pixels, 64, 32, 32), pixel(&pixels, 64, 4, 4));
    if !close(inside, [0, 255, 0], 0) || !close(outside, [0, 0, 0], 0) {
        return Err(format!("inside {inside:?}, outside {outside:?}"));
    }
    Ok("drawn inside its window only".into())
}

/// 4x MSAA where the backend has it: the resolve holds the clear and the quad (on WebGL2 the
/// resolve obeys the last scissor unless the renderer resets it).
async fn msaa(gpu: &Gpu, renderer: &mut Renderer, lists: &Lists) -> Result<String, String> {
    let format = wgpu::TextureFormat::Rgba8Unorm;
    let flags = gpu.adapter.get_texture_format_features(format).flags;
    if !flags.sample_count_supported(4) {
        return Ok(format!(
            "{}: 4x MSAA not available for {format:?}",
            gpu.backend
        ));
    }
    let size = [64, 32];
    let mut list = empty();
    let quad = lists.quad(&mut list, [8.0, 8.0], [24.0, 24.0], [[255, 0, 0, 255]; 2]);
    lists.draw(&mut list, quad, 0, [8.0, 8.0, 24.0, 24.0]);
    let source = frame(size, vec![list]);
    let target = Target::new(gpu, size, format, 4);
    let mut encoder = gpu.device.create_command_encoder(&Default::default());
    target.render(&mut encoder, renderer, &source)?;
    gpu.queue.submit([encoder.finish()]);
    let pixels = read(gpu, &target.resolved).await?;
    let (inside, clear) = (pixel(&pixels, 64, 16, 16), pixel(&pixels, 64, 48, 16));
    if !close(inside, [255, 0, 0], 1) || clear != [0, 0, 0, 255] {
        return Err(format!("quad {inside:?}, clear {clear:?}"));
    }
    Ok("4x resolved whole".into())
}
