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

#[test]
fn colours_and_gradients() {
    run("colours_and_gradients");
}

#[test]
fn large_mesh() {
    run("large_mesh");
}

#[test]
fn bad_input() {
    run("bad_input");
}

#[test]
fn two_targets_one_submit() {
    run("two_targets_one_submit");
}

#[test]
fn paint_callback() {
    run("paint_callback");
}

#[test]
fn msaa() {
    run("msaa");
}

/// Every portable test has a native test above: a new one cannot be left out.
#[test]
fn every_portable_test_runs_natively() {
    let native = [
        "colours_and_gradients",
        "large_mesh",
        "bad_input",
        "two_targets_one_submit",
        "paint_callback",
        "msaa",
    ];
    let portable: Vec<&str> = ALL.iter().map(|test| test.name).collect();
    assert_eq!(portable, native);
}
