//! The portable rendering tests (`imgui_webgpu_portable_tests`) on imgui-rs, natively: the
//! same functions the browser checks page runs on WebGPU and WebGL2, and the dear-imgui-rs
//! suite on Dear ImGui 1.92, here on the test GPU.

use imgui_webgpu_test_support::rendering::{self, ALL};

/// Runs the portable test called `name` and fails with its answer when it fails.
fn run(name: &str) {
    let gpu = imgui_webgpu_test_support::gpu();
    match pollster::block_on(rendering::run(&gpu, name)) {
        Ok(seen) => println!("{name}: {seen}"),
        Err(failure) => panic!("{name}: {failure}"),
    }
}

/// One native test per portable test, named after it; `NATIVE` lists them.
macro_rules! native_tests {
    ($($test:ident),* $(,)?) => {
        $(
            #[test]
            fn $test() {
                run(stringify!($test));
            }
        )*

        /// The portable tests that have a native test here.
        const NATIVE: &[&str] = &[$(stringify!($test)),*];
    };
}

native_tests![
    colours_and_gradients,
    large_mesh,
    bad_input,
    two_targets_one_submit,
    paint_callback,
    msaa,
];

/// Every portable test has a native test above: a new one cannot be left out.
#[test]
fn every_portable_test_runs_natively() {
    assert_eq!(ALL, NATIVE);
}
