//! The frame drawn on the browser's device, and what the page reports.

use std::sync::{Arc, Mutex, PoisonError};

use imgui_webgpu::RendererConfig;
use imgui_webgpu::dear::Renderer;
use imgui_webgpu_dear_tests::scene::{SIZE, Scene};
use imgui_webgpu_dear_tests::{FORMAT, Target, draw_frame};

/// Frames drawn after the first, which change nothing and so must ask for nothing.
const REPEATS: usize = 3;

/// The device, the frame, and the report as JSON.
pub async fn run() -> Result<String, String> {
    let crate::device::BrowserDevice {
        device,
        queue,
        backend,
        surface: _surface,
        ..
    } = crate::device::open().await?;
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
    let image = read(&device, &queue, &target).await?;
    Ok(format!(
        "{{\"backend\":{backend:?},\"draw_hash\":\"{draw_hash:#018x}\",\"frames\":[{}],\
         \"paint_callback_runs\":{},\"imgui_textures\":{},\"font_atlas_size\":[{},{}],\
         \"width\":{},\"height\":{},\"pixels\":{:?}}}",
        frames.join(","),
        scene.paint_callback_runs(),
        stats.imgui_textures,
        stats.font_atlas_size[0],
        stats.font_atlas_size[1],
        image.width,
        image.height,
        image.pixels
    ))
}

/// The target's pixels. WebGPU maps on its own; WebGL2 (wgpu's own GL device) maps when the
/// device is polled after its fence has signalled, which a browser updates only between
/// tasks: so poll, then let the browser run a task, for up to ten seconds.
async fn read(
    device: &wgpu::Device,
    queue: &wgpu::Queue,
    target: &Target,
) -> Result<imgui_webgpu_dear_tests::Image, String> {
    let buffer = target.copy_out(device, queue);
    let answer: Arc<Mutex<Option<Result<(), wgpu::BufferAsyncError>>>> = Arc::default();
    let given = Arc::clone(&answer);
    buffer
        .slice(..)
        .map_async(wgpu::MapMode::Read, move |result| {
            *given.lock().unwrap_or_else(PoisonError::into_inner) = Some(result);
        });
    for _ in 0..2000 {
        let _ = device.poll(wgpu::PollType::Poll);
        let result = answer.lock().unwrap_or_else(PoisonError::into_inner).take();
        if let Some(result) = result {
            result.map_err(|error| format!("the readback buffer did not map: {error}"))?;
            return Ok(target.image_of(&buffer));
        }
        tick(5).await;
    }
    Err("the readback buffer was never mapped".into())
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
