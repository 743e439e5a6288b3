//! The portable rendering tests (`imgui_webgpu_test_support::rendering`), natively: the
//! same functions the browser checks page runs on WebGPU and WebGL2, here on the test GPU.

use imgui_webgpu_test_support::rendering::{self, ALL, RenderingTest};

/// Runs the portable test called `name` and fails with its answer when it fails.
fn run(name: &str) {
    let test: RenderingTest = *ALL
        .iter()
        .find(|test| test.name == name)
        .unwrap_or_else(|| panic!("no portable rendering test {name}"));
    let gpu = imgui_webgpu_test_support::gpu();
    match pollster::block_on(rendering::run(&gpu, test)) {
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
    let portable: Vec<&str> = ALL.iter().map(|test| test.name).collect();
    assert_eq!(portable, NATIVE);
}
