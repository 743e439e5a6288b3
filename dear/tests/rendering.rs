//! The portable rendering tests (`imgui_webgpu_portable_tests`) on dear-imgui-rs: the
//! functions the main suite runs on imgui-rs, natively and in browsers, here through
//! Dear ImGui 1.92's renderer on the test GPU.

use imgui_webgpu_dear_tests::portable::DearImgui;
use imgui_webgpu_dear_tests::{Gpu, NO_GPU};
use imgui_webgpu_portable_tests::ALL;

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

/// One test per portable test, named after it; `HERE` lists them.
macro_rules! dear_tests {
    ($($test:ident),* $(,)?) => {
        $(
            #[test]
            fn $test() {
                run(stringify!($test));
            }
        )*

        /// The portable tests that have a test here.
        const HERE: &[&str] = &[$(stringify!($test)),*];
    };
}

dear_tests![
    colours_and_gradients,
    large_mesh,
    bad_input,
    two_targets_one_submit,
    paint_callback,
    msaa,
];

/// Every portable test runs on this binding too: a new one cannot be left out.
#[test]
fn every_portable_test_runs_on_dear_imgui() {
    assert_eq!(ALL, HERE);
}
