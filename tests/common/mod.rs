//! Shared set-up for the integration tests: a real wgpu device, an imgui context with fixed
//! settings, and a wgpu error capture. Every test that needs an adapter fails without one.
#![allow(dead_code)]

pub mod colors;
pub mod counts;
pub mod owned_frame;
pub mod textures;

use imgui_webgpu::headless::HeadlessGpu;

/// Opens the test GPU (lavapipe on CI). Panics with the reason when there is none: a test
/// that needs an adapter must fail, not skip.
pub fn gpu() -> HeadlessGpu {
    match HeadlessGpu::new() {
        Ok(gpu) => gpu,
        Err(error) => panic!("tests need a wgpu adapter: {error}"),
    }
}

/// imgui allows one active context per process, and the test harness runs tests on
/// several threads: every test's context is taken under this lock.
static IMGUI_LOCK: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// An imgui context plus the process-wide lock that makes it the only active one. Derefs to
/// `imgui::Context`, so `&mut guard` passes where `&mut imgui::Context` is expected. The
/// context is dropped before the lock is released (field order).
pub struct ImguiGuard {
    context: imgui::Context,
    _lock: std::sync::MutexGuard<'static, ()>,
}

impl std::ops::Deref for ImguiGuard {
    type Target = imgui::Context;
    fn deref(&self) -> &imgui::Context {
        &self.context
    }
}

impl std::ops::DerefMut for ImguiGuard {
    fn deref_mut(&mut self) -> &mut imgui::Context {
        &mut self.context
    }
}

/// An imgui context with fixed, deterministic settings: no ini file, fixed delta time.
/// Holds the process-wide imgui lock until dropped.
pub fn imgui_context(display_size: [f32; 2]) -> ImguiGuard {
    let lock = IMGUI_LOCK
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let mut imgui = imgui::Context::create();
    imgui.set_ini_filename(None);
    imgui.set_log_filename(None);
    let io = imgui.io_mut();
    io.display_size = display_size;
    io.delta_time = 1.0 / 60.0;
    io.display_framebuffer_scale = [1.0, 1.0];
    ImguiGuard {
        context: imgui,
        _lock: lock,
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
