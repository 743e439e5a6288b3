//! Shared set-up for the integration tests: a real wgpu device, an imgui context with fixed
//! settings, and a wgpu error capture. Every test that needs an adapter fails without one.
#![allow(dead_code)]

pub mod colors;
pub mod counts;
pub mod owned_frame;
pub mod textures;

use std::sync::{Mutex, MutexGuard};

use imgui_webgpu::headless::HeadlessGpu;

/// Opens the test GPU (lavapipe on CI). Panics with the reason when there is none: a test
/// that needs an adapter must fail, not skip.
pub fn gpu() -> HeadlessGpu {
    match HeadlessGpu::new() {
        Ok(gpu) => gpu,
        Err(error) => panic!("tests need a wgpu adapter: {error}"),
    }
}

/// Dear ImGui keeps its current context in a process-wide global, and a test binary runs
/// its tests on parallel threads. Every test that creates an imgui context holds this lock
/// for its whole run. Take it before creating the context so the context drops first.
pub fn imgui_lock() -> MutexGuard<'static, ()> {
    static LOCK: Mutex<()> = Mutex::new(());
    // A test that panicked while holding the lock dropped its context while unwinding, so
    // the lock's state is still good.
    LOCK.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// An imgui context with fixed, deterministic settings: no ini file, fixed delta time.
pub fn imgui_context(display_size: [f32; 2]) -> imgui::Context {
    let mut imgui = imgui::Context::create();
    imgui.set_ini_filename(None);
    imgui.set_log_filename(None);
    let io = imgui.io_mut();
    io.display_size = display_size;
    io.delta_time = 1.0 / 60.0;
    io.display_framebuffer_scale = [1.0, 1.0];
    imgui
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
