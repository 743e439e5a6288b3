//! The portable rendering tests (`imgui_webgpu_portable_tests`) on dear-imgui-rs: the
//! functions the main suite runs on imgui-rs, natively and in browsers, here through
//! Dear ImGui 1.92's renderer on the test GPU.

use imgui_webgpu_dear_tests::portable::DearImgui;
use imgui_webgpu_dear_tests::{Gpu, NO_GPU};

/// Runs the portable test called `name` and fails with its answer when it fails.
fn run(name: &str) {
    let gpu = Gpu::open().expect(NO_GPU);
    let gpu = imgui_webgpu_portable_tests::Gpu {
        adapter: &gpu.adapter,
        device: &gpu.device,
        queue: &gpu.queue,
    };
    match pollster::block_on(imgui_webgpu_portable_tests::run::<DearImgui>(gpu, name)) {
        Ok(seen) => println!("{name}: {seen}"),
        Err(failure) => panic!("{name}: {failure}"),
    }
}

imgui_webgpu_portable_tests::native_tests!(run);
