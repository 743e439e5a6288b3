//! What the workspace's tests and benchmark share, in a private crate (never published): a
//! real wgpu device, an imgui context with fixed settings, a wgpu error capture, expected
//! colours, live-object counts, hand-made frames and textures, the benchmark's scenes and its
//! floor renderer. Every test that needs an adapter fails without one. The window tests'
//! Xvfb session and probe driver are a crate of their own (`support/window`,
//! `imgui-webgpu-window-tests`), which links no imgui binding.
//!
//! It builds on the public testing toolkit (`imgui-webgpu-testing`), as users' tests do.

pub mod colors;
pub use imgui_webgpu_portable_tests::fill;
pub mod fixture;
pub mod owned_frame;
pub mod paint;
pub mod rendering;
pub mod textures;

pub use fixture::Fixture;

// Native only: wgpu-core's object counts (the browser's WebGPU has none) and the
// benchmark's scenes that read them.
#[cfg(not(target_arch = "wasm32"))]
pub mod counts;
#[cfg(not(target_arch = "wasm32"))]
pub mod scenes;

use imgui_webgpu_testing::headless::HeadlessGpu;

/// Opens the test GPU (lavapipe on CI). Panics with the reason when there is none: a test
/// that needs an adapter must fail, not skip.
pub fn gpu() -> HeadlessGpu {
    match HeadlessGpu::new() {
        Ok(gpu) => gpu,
        Err(error) => panic!("tests need a wgpu adapter: {error}"),
    }
}

/// Another device of `adapter`, with its limits: what a renderer recovers onto after a
/// device loss. Panics when the adapter gives none.
pub fn request_device(adapter: &wgpu::Adapter) -> (wgpu::Device, wgpu::Queue) {
    pollster::block_on(adapter.request_device(&wgpu::DeviceDescriptor {
        label: Some("another device of the test adapter"),
        required_limits: adapter.limits(),
        ..Default::default()
    }))
    .expect("a second device from the same adapter")
}

/// An imgui context holding the crate's process-wide imgui lock (imgui allows one active
/// context per process, and the harness runs tests on several threads): it is
/// `imgui_webgpu_testing::UiStepper`'s, so tests that mix these helpers with the testing
/// `Harness` take turns on one lock. Derefs to `imgui::Context`, so `&mut guard` passes where
/// `&mut imgui::Context` is expected.
pub struct ImguiGuard {
    stepper: imgui_webgpu_testing::UiStepper,
}

impl std::ops::Deref for ImguiGuard {
    type Target = imgui::Context;
    fn deref(&self) -> &imgui::Context {
        self.stepper.context()
    }
}

impl std::ops::DerefMut for ImguiGuard {
    fn deref_mut(&mut self) -> &mut imgui::Context {
        self.stepper.context_mut()
    }
}

/// An imgui context with fixed, deterministic settings: no ini file, a fixed delta time of
/// 1/60 s, framebuffer scale 1. Holds the process-wide imgui lock until dropped.
pub fn imgui_context(display_size: [f32; 2]) -> ImguiGuard {
    match imgui_webgpu_testing::UiStepper::new(display_size) {
        Ok(stepper) => ImguiGuard { stepper },
        Err(error) => panic!("cannot create the test's imgui context: {error}"),
    }
}

/// A renderer of `config` on the test GPU for `imgui`; fails the test when it cannot be made.
#[track_caller]
pub fn renderer(
    gpu: &HeadlessGpu,
    imgui: &mut imgui::Context,
    config: imgui_webgpu::RendererConfig,
) -> imgui_webgpu::Renderer {
    match imgui_webgpu::Renderer::new(&gpu.device, &gpu.queue, imgui, config) {
        Ok(renderer) => renderer,
        Err(error) => panic!("the test's renderer: {error}"),
    }
}

/// Runs `body` and returns it with every wgpu validation error it raised.
pub fn capture_errors<R>(device: &wgpu::Device, body: impl FnOnce() -> R) -> (R, Vec<String>) {
    let scope = device.push_error_scope(wgpu::ErrorFilter::Validation);
    let result = body();
    let error = pollster::block_on(scope.pop());
    (
        result,
        error.into_iter().map(|error| error.to_string()).collect(),
    )
}

/// Waits until the GPU has finished all submitted work, so released objects are really freed.
pub fn wait_idle(device: &wgpu::Device) {
    device
        .poll(wgpu::PollType::wait_indefinitely())
        .expect("device poll failed");
}

/// Clears `target`, renders `source` into it and submits: the one way the tests render a
/// frame they expect to be valid. Fails the test on any wgpu validation error the render
/// raised (captured by an error scope) and on a render error; returns the report.
#[track_caller]
pub fn render_clean<S: imgui_webgpu::source::DrawSource>(
    gpu: &HeadlessGpu,
    target: &imgui_webgpu_testing::headless::HeadlessTarget,
    renderer: &mut imgui_webgpu::Renderer,
    source: &S,
    clear: wgpu::Color,
) -> imgui_webgpu::RenderReport {
    let (result, errors) = capture_errors(&gpu.device, || {
        target.render((&gpu.device, &gpu.queue), renderer, source, clear)
    });
    assert_eq!(errors, Vec::<String>::new(), "wgpu validation errors");
    match result {
        Ok(report) => report,
        Err(error) => panic!("the render failed: {error}"),
    }
}
