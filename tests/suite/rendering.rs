//! The portable rendering tests (`imgui_webgpu_portable_tests`) on imgui-rs, natively: the
//! same functions the browser checks page runs on WebGPU and WebGL2, and the dear-imgui-rs
//! suite on Dear ImGui 1.92, here on the test GPU.

use imgui_webgpu_test_support::rendering;

/// Runs the portable test called `name` and fails with its answer when it fails.
fn run(name: &str) {
    let gpu = imgui_webgpu_test_support::gpu();
    match pollster::block_on(rendering::run(&gpu, name)) {
        Ok(seen) => println!("{name}: {seen}"),
        Err(failure) => panic!("{name}: {failure}"),
    }
}

rendering::native_tests!(run);
