//! The frame drawn on the browser's device, and what the page reports.

use imgui_webgpu::RendererConfig;
use imgui_webgpu::dear::Renderer;
use imgui_webgpu_dear_tests::large_text::{LETTERS, WIDE, text_at_sizes, zoom_size};
use imgui_webgpu_dear_tests::scene::{SIZE, Scene};
use imgui_webgpu_dear_tests::{FORMAT, Lit, Target, draw_frame};

/// Frames drawn after the first, which change nothing and so must ask for nothing.
const REPEATS: usize = 3;

/// Frames of the large text's zoom from 100 to 400 px and back: 25 px a frame (the native
/// test's 240 frames, 2.5 px apart, take 18 seconds in a headless Chromium on SwiftShader).
const ZOOM_FRAMES: usize = 24;

/// The device, the frame, and the report as JSON.
pub async fn run() -> Result<String, String> {
    let imgui_webgpu_offscreen::BrowserGpu {
        gpu:
            imgui_webgpu_offscreen::Gpu {
                device,
                queue,
                adapter,
                ..
            },
        backend,
        surface: _surface,
    } = imgui_webgpu_offscreen::Gpu::open_in_browser()
        .await
        .map_err(|error| error.to_string())?;
    let mut imgui = imgui_webgpu_dear_tests::context(SIZE);
    let mut renderer = Renderer::new(&device, &queue, &mut imgui, RendererConfig::new(FORMAT))
        .map_err(|error| format!("the renderer: {error}"))?;
    let target = Target::new(&device, SIZE);
    let scene = Scene::new(&mut imgui, &mut renderer, &device, &queue);

    let mut frames = Vec::new();
    let mut draw_hash = 0;
    for _ in 0..=REPEATS {
        let scope = device.push_error_scope(wgpu::ErrorFilter::Validation);
        let drawn = draw_frame(
            &mut imgui,
            &mut renderer,
            &target,
            (&device, &queue),
            |ui, r| scene.build(ui, r),
        )?;
        if let Some(error) = scope.pop().await {
            return Err(format!("wgpu validation error: {error}"));
        }
        if frames.is_empty() {
            draw_hash = drawn.draw_hash;
        } else if drawn.draw_hash != draw_hash {
            return Err("a repeated frame drew other draw data".into());
        }
        let textures = &drawn.textures;
        frames.push(format!(
            "{{\"created\":{},\"updated\":{},\"destroyed\":{},\"refused\":{},\"clean\":{},\
             \"gpu_objects_created\":{}}}",
            textures.created,
            textures.updated,
            textures.destroyed,
            textures.refused.len(),
            drawn.report.is_clean(),
            drawn.report.bind_groups_created + drawn.report.buffers_created
        ));
        // The next frame starts after this one's work, as a browser's frames do.
        tick(0).await;
    }
    let stats = renderer.stats();
    let image = target.read_async(&device, &queue).await?;
    let paint_callback_runs = scene.paint_callback_runs();
    // dear-imgui-rs holds one context at a time: this one goes before the large text's.
    drop(scene);
    drop(renderer);
    drop(imgui);
    drop(target);
    // On WebGL2, a device of WebGL2's own limits, as the native test's: the page's device
    // takes the adapter's largest texture (8192 on SwiftShader), and WebGL2 promises 2048.
    // On WebGPU the page's device (WebGPU's default limits, 8192); an adapter gives one.
    let webgl2 = if backend == "WebGL2" {
        Some(
            adapter
                .request_device(&wgpu::DeviceDescriptor {
                    required_limits: wgpu::Limits::downlevel_webgl2_defaults(),
                    ..Default::default()
                })
                .await
                .map_err(|error| format!("no device of WebGL2's limits: {error}"))?,
        )
    } else {
        None
    };
    let (large_device, large_queue) = webgl2.as_ref().map_or((&device, &queue), |(d, q)| (d, q));
    let large_text = large_text(
        large_device,
        large_queue,
        adapter.limits().max_texture_dimension_2d,
    )
    .await?;
    Ok(format!(
        "{{\"backend\":{backend:?},\"draw_hash\":\"{draw_hash:#018x}\",\"frames\":[{}],\
         \"paint_callback_runs\":{},\"imgui_textures\":{},\"font_atlas_size\":[{},{}],\
         \"large_text\":{large_text},\"width\":{},\"height\":{},\"pixels\":{:?}}}",
        frames.join(","),
        paint_callback_runs,
        stats.imgui_textures,
        stats.font_atlas_size[0],
        stats.font_atlas_size[1],
        image.width,
        image.height,
        image.pixels
    ))
}

/// The native test's large text on `device` (`large_text`; issue 41, item 3): 13 px text on a
/// fresh context (the reference), then on another context every letter zoomed from 100 to 400
/// px and back, then 13 px text until a frame draws it whole. On WebGL2 the largest texture is
/// 2048 and the atlas outgrows it near 400 px (each such frame is drawn without its text,
/// then the atlas is compacted); on WebGPU it is 8192 and nothing is refused. The report as
/// JSON: frames without text, and those among them whose own atlas was not the one refused
/// and compacted (an atlas an earlier frame left unusable); the atlas creates refused; each
/// compaction (`refits`: sizes, and whether it fits); the frames 13 px text took to draw
/// whole, its lit pixels and the reference's, the channels apart; the milliseconds it took.
async fn large_text(
    device: &wgpu::Device,
    queue: &wgpu::Queue,
    adapter_max_texture: u32,
) -> Result<String, String> {
    let started = js_sys::Date::now();
    let max_texture = device.limits().max_texture_dimension_2d;
    let target = Target::new(device, WIDE);
    let frame = |imgui: &mut dear_imgui_rs::Context,
                 renderer: &mut Renderer,
                 sizes: &[f32]|
     -> Result<imgui_webgpu_dear_tests::Drawn, String> {
        draw_frame(imgui, renderer, &target, (device, queue), |ui, _| {
            text_at_sizes(ui, LETTERS, sizes)
        })
    };
    let new_context = || -> Result<(dear_imgui_rs::Context, Renderer), String> {
        let mut imgui = imgui_webgpu_dear_tests::context(WIDE);
        let renderer = Renderer::new(device, queue, &mut imgui, RendererConfig::new(FORMAT))
            .map_err(|error| format!("the renderer: {error}"))?;
        Ok((imgui, renderer))
    };

    // The reference: 13 px text on a fresh context, three frames.
    let reference = {
        let (mut imgui, mut renderer) = new_context()?;
        for _ in 0..3 {
            let drawn = frame(&mut imgui, &mut renderer, &[13.0])?;
            if !drawn.report.is_clean() || !drawn.textures.refused.is_empty() {
                return Err("13 px text on a fresh context was not drawn whole".into());
            }
        }
        target.read_async(device, queue).await?
    };

    let (mut imgui, mut renderer) = new_context()?;
    let scope = device.push_error_scope(wgpu::ErrorFilter::Validation);
    let (mut without_text, mut unusable, mut refused) = (0, 0, 0);
    let mut refits = Vec::new();
    for index in 0..ZOOM_FRAMES {
        let drawn = frame(&mut imgui, &mut renderer, &[zoom_size(index, ZOOM_FRAMES)])?;
        if !drawn.report.is_clean() {
            without_text += 1;
            // A frame without text whose own atlas was not refused and compacted: one an
            // earlier frame's atlas left unusable.
            unusable += usize::from(drawn.textures.atlas_refit.is_none());
        }
        for refusal in &drawn.textures.refused {
            let imgui_webgpu::ImguiTextureError::TooLarge { .. } = refusal.error else {
                return Err(format!("frame {index}: refused: {refusal:?}"));
            };
            refused += 1;
        }
        refits.extend(drawn.textures.atlas_refit.map(|refit| {
            format!(
                "{{\"frame\":{index},\"outgrown\":{:?},\"compacted\":{:?},\"fits\":{}}}",
                refit.outgrown,
                refit.compacted,
                refit.fits()
            )
        }));
        // Let the browser run a task now and then, as between its frames.
        if index % 16 == 15 {
            tick(0).await;
        }
    }
    // Then 13 px text, until a frame draws it whole.
    let mut small_text_frames = None;
    for index in 1..=10 {
        let drawn = frame(&mut imgui, &mut renderer, &[13.0])?;
        if drawn.report.is_clean() && drawn.textures.refused.is_empty() {
            small_text_frames = Some(index);
            break;
        }
    }
    if let Some(error) = scope.pop().await {
        return Err(format!("wgpu validation error in the large text: {error}"));
    }
    let small = target.read_async(device, queue).await?;
    drop(renderer);
    drop(imgui);
    Ok(format!(
        "{{\"max_texture\":{max_texture},\"adapter_max_texture\":{adapter_max_texture},\
         \"frames\":{ZOOM_FRAMES},\
         \"frames_without_text\":{without_text},\"unusable_atlas_frames\":{unusable},\
         \"refused\":{refused},\"refits\":[{}],\
         \"small_text_frames\":{},\"small_text_lit\":{},\"reference_lit\":{},\
         \"small_text_channels_off\":{},\"ms\":{:.0}}}",
        refits.join(","),
        small_text_frames.map_or("null".into(), |frames: usize| frames.to_string()),
        small.lit(128),
        reference.lit(128),
        small.channels_off(&reference, 2),
        js_sys::Date::now() - started
    ))
}

/// Resolves after `ms` milliseconds, in a later browser task.
async fn tick(ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        if let Some(window) = web_sys::window() {
            let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms);
        }
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}
