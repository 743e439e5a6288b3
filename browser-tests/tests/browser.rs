//! The web demo and the renderer's own checks in headless Chromium, each backend in its own
//! browser: WebGPU (SwiftShader through Vulkan) and WebGL2 (ANGLE on SwiftShader). Also the
//! modules themselves: they import nothing but wasm-bindgen's glue, and the WebGPU-only demo
//! stays under 1.5 MB.
//!
//! Every browser started writes its Chromium version and flags to stderr, and failures name
//! them: what a headless Chromium needs for WebGPU and WebGL2 changes between versions.

use imgui_webgpu_browser_tests::{
    Backend, chromium, console, json, launch, launch_with_ratio, one_at_a_time, open, screenshot,
    set_viewport, wait_for, web_dir,
};
use imgui_webgpu_demo_colours::{CHECKER, CLEAR, FILL};
use imgui_webgpu_testing::images::RgbaImage;

/// Colours the demo draws, as its own crate defines them (kept here to keep this crate
/// free of the demo's native dependencies).
mod imgui_webgpu_demo_colours {
    pub const CLEAR: [u8; 3] = [20, 40, 90];
    pub const FILL: [u8; 3] = [255, 0, 255];
    pub const CHECKER: [[u8; 3]; 2] = [[250, 250, 250], [30, 30, 30]];
}

fn close(pixel: [u8; 4], rgb: [u8; 3], tolerance: u8) -> bool {
    pixel[..3]
        .iter()
        .zip(rgb)
        .all(|(a, b)| a.abs_diff(b) <= tolerance)
}

/// A rectangle the demo reported, in CSS pixels, shrunk to whole pixels inside it.
fn rect(status: &serde_json::Value, name: &str) -> [u32; 4] {
    let values: Vec<f64> = status["layout"][name]
        .as_array()
        .unwrap_or_else(|| panic!("no layout for {name}: {status}"))
        .iter()
        .filter_map(serde_json::Value::as_f64)
        .collect();
    [
        values[0].ceil(),
        values[1].ceil(),
        values[2].floor(),
        values[3].floor(),
    ]
    .map(|value| value.max(0.0) as u32)
}

fn share(image: &RgbaImage, [x1, y1, x2, y2]: [u32; 4], matches: impl Fn([u8; 4]) -> bool) -> f32 {
    let mut hits = 0;
    let mut total = 0;
    for y in y1..y2.min(image.height) {
        for x in x1..x2.min(image.width) {
            total += 1;
            hits += usize::from(matches(image.pixel(x, y)));
        }
    }
    hits as f32 / total.max(1) as f32
}

fn centre([x1, y1, x2, y2]: [u32; 4]) -> headless_chrome::browser::tab::point::Point {
    headless_chrome::browser::tab::point::Point {
        x: f64::from(x1 + x2) / 2.0,
        y: f64::from(y1 + y2) / 2.0,
    }
}

/// Errors a page logged, or wgpu validation messages in any level.
fn assert_console_clean(tab: &headless_chrome::Tab, what: &str) {
    let errors = console(tab, "error");
    assert!(
        errors.is_empty(),
        "{what}: console errors {errors:?}; {}",
        chromium()
    );
    let all = json(tab, "window.consoleMessages").to_string();
    assert!(
        !all.contains("Validation") && !all.contains("wgpu error"),
        "{what}: wgpu messages in the console: {all}; {}",
        chromium()
    );
}

fn demo(backend: Backend) {
    let _turn = one_at_a_time();
    let browser = launch(backend);
    let tab = open(&browser, "demo", backend);
    set_viewport(&tab, 1280, 720, 1.0);
    wait_for(
        &tab,
        "window.demoStatus && window.demoStatus.frames > 10 \
         && window.demoStatus.canvas[1] === 720",
        120,
    );
    let status = json(&tab, "window.demoStatus");
    let name = status["backend"].as_str().unwrap_or_default();
    assert!(
        name.starts_with(backend.name()),
        "the page runs on {name}; {}",
        chromium()
    );
    let canvas: Vec<f64> = status["canvas"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(serde_json::Value::as_f64)
        .collect();
    assert_eq!(
        canvas,
        [1280.0, 720.0],
        "the canvas fills the page: {status}"
    );

    // The UI's colours where the demo says it drew them.
    let image = screenshot(&tab);
    assert_eq!([image.width, image.height], [1280, 720]);
    let [x1, y1, x2, y2] = rect(&status, "viewport");
    for (x, y) in [(x1 + 3, y1 + 3), (x2 - 4, y2 - 4)] {
        assert!(
            close(image.pixel(x, y), CLEAR, 3),
            "viewport corner ({x}, {y}): {:?}",
            image.pixel(x, y)
        );
    }
    let magenta = share(&image, rect(&status, "paint"), |pixel| {
        close(pixel, FILL, 2)
    });
    assert!(
        magenta > 0.5,
        "the paint callback covers {:.0}%",
        magenta * 100.0
    );
    let crisp = share(&image, rect(&status, "nearest"), |pixel| {
        CHECKER.iter().any(|colour| close(pixel, *colour, 3))
    });
    assert!(
        crisp > 0.9,
        "nearest sampling: {:.0}% checker colours",
        crisp * 100.0
    );
    if backend == Backend::WebGpu {
        let _ = std::fs::write(
            web_dir().join("demo-webgpu-screenshot.png"),
            imgui_webgpu_testing::images::encode_png(&image).unwrap_or_default(),
        );
    }

    // A real mouse click on "Add one" counts up.
    assert_eq!(status["counter"], 0);
    tab.click_point(centre(rect(&status, "add_one")))
        .expect("the click is dispatched");
    wait_for(&tab, "window.demoStatus.counter === 1", 20);

    // Typing into the text field.
    tab.click_point(centre(rect(&status, "text_field")))
        .expect("the click is dispatched");
    std::thread::sleep(std::time::Duration::from_millis(300));
    tab.press_key("End").expect("End");
    tab.type_str(" typed").expect("typing");
    wait_for(&tab, "window.demoStatus.text === 'edit me typed'", 20);

    // A device loss: the page destroys the GPU device (`GPUDevice.destroy()` on WebGPU).
    // The demo asks for a new adapter and device, moves the renderer there, and goes on
    // with its state: the counter and the text survive, the textures draw again.
    json(&tab, "window.demoLoseDevice()");
    wait_for(&tab, "window.demoStatus.recoveries === 1", 60);
    let frames = json(&tab, "window.demoStatus.frames")
        .as_f64()
        .unwrap_or(0.0);
    wait_for(
        &tab,
        &format!("window.demoStatus.frames > {}", frames + 5.0),
        30,
    );
    let status = json(&tab, "window.demoStatus");
    assert_eq!(status["counter"], 1, "{status}");
    assert_eq!(status["text"], "edit me typed", "{status}");
    let image = screenshot(&tab);
    let crisp = share(&image, rect(&status, "nearest"), |pixel| {
        CHECKER.iter().any(|colour| close(pixel, *colour, 3))
    });
    assert!(
        crisp > 0.9,
        "after the recovery, nearest sampling: {:.0}% checker colours",
        crisp * 100.0
    );
    let magenta = share(&image, rect(&status, "paint"), |pixel| {
        close(pixel, FILL, 2)
    });
    assert!(
        magenta > 0.5,
        "after the recovery, the paint callback covers {:.0}%",
        magenta * 100.0
    );
    let log = json(&tab, "window.consoleMessages").to_string();
    assert!(log.contains("recovered onto a new device"), "{log}");
    assert_eq!(json(&tab, "window.demoStatus.errors"), 0);
    assert_console_clean(&tab, backend.name());

    // The viewport changes size: the canvas follows.
    set_viewport(&tab, 900, 600, 1.0);
    wait_for(
        &tab,
        "window.demoStatus.canvas[0] === 900 && window.demoStatus.canvas[1] === 600 \
         && window.demoStatus.display[0] === 900",
        30,
    );
    let frames = json(&tab, "window.demoStatus.frames")
        .as_f64()
        .unwrap_or(0.0);
    wait_for(
        &tab,
        &format!("window.demoStatus.frames > {}", frames + 5.0),
        30,
    );
    assert_eq!(json(&tab, "window.demoStatus.errors"), 0);
    assert_console_clean(&tab, backend.name());

    drop(tab);
    drop(browser);

    // A screen with a device pixel ratio of 2: the canvas has twice the CSS size in pixels,
    // and imgui's display is the CSS size.
    let browser = launch_with_ratio(backend, 2);
    let tab = open(&browser, "demo", backend);
    wait_for(
        &tab,
        "window.demoStatus && window.demoStatus.frames > 5 \
         && window.demoStatus.canvas[0] === 2 * window.innerWidth \
         && window.demoStatus.display[0] === window.innerWidth \
         && window.devicePixelRatio === 2",
        120,
    );
    assert_console_clean(&tab, backend.name());
    assert_eq!(json(&tab, "window.demoStatus.errors"), 0);
    assert_console_clean(&tab, backend.name());
}

fn checks(backend: Backend) {
    let _turn = one_at_a_time();
    let browser = launch(backend);
    let tab = open(&browser, "checks", backend);
    wait_for(&tab, "window.checksDone === true", 180);
    let text = json(&tab, "window.checkResults");
    let results: serde_json::Value =
        serde_json::from_str(text.as_str().unwrap_or("null")).expect("the results are JSON");
    assert_eq!(
        results["backend"],
        backend.name(),
        "{results}; {}",
        chromium()
    );
    let checks = results["checks"].as_array().expect("a list of checks");
    let names: Vec<&str> = checks.iter().filter_map(|c| c["name"].as_str()).collect();
    assert_eq!(
        names,
        [
            "colours_and_gradients",
            "large_mesh",
            "bad_input",
            "two_targets_one_submit",
            "paint_callback",
            "msaa"
        ]
    );
    for check in checks {
        println!(
            "{}: {} ({})",
            backend.name(),
            check["name"],
            check["detail"]
        );
        assert_eq!(
            check["passed"],
            true,
            "{}: {check}; {}",
            backend.name(),
            chromium()
        );
    }
    if backend == Backend::WebGl2 {
        let detail = checks[1]["detail"].as_str().unwrap_or_default();
        assert!(
            detail.contains("base vertex: false"),
            "WebGL2 lacks base vertex: {detail}"
        );
    }
    assert_console_clean(&tab, backend.name());
}

#[test]
fn the_demo_on_webgpu() {
    demo(Backend::WebGpu);
}

#[test]
fn the_demo_on_webgl2() {
    demo(Backend::WebGl2);
}

#[test]
fn the_renderer_checks_on_webgpu() {
    checks(Backend::WebGpu);
}

#[test]
fn the_renderer_checks_on_webgl2() {
    checks(Backend::WebGl2);
}

/// The import modules of a wasm file.
fn import_modules(path: &std::path::Path) -> Vec<String> {
    let bytes = std::fs::read(path).unwrap_or_else(|error| panic!("{}: {error}", path.display()));
    let mut modules = Vec::new();
    for payload in wasmparser::Parser::new(0).parse_all(&bytes) {
        if let Ok(wasmparser::Payload::ImportSection(reader)) = payload {
            for import in reader.into_imports().flatten() {
                modules.push(import.module.to_owned());
            }
        }
    }
    modules.sort();
    modules.dedup();
    modules
}

#[test]
fn the_modules_import_only_wasm_bindgen_glue_and_the_webgpu_demo_stays_small() {
    let dir = web_dir();
    for (page, js) in [
        ("demo", "imgui_webgpu_demo"),
        ("demo-webgpu", "imgui_webgpu_demo"),
        ("checks", "imgui_webgpu_web_checks"),
    ] {
        let wasm = dir.join(page).join("pkg").join(format!("{js}_bg.wasm"));
        assert_eq!(
            import_modules(&wasm),
            [format!("./{js}_bg.js")],
            "{page} imports more than wasm-bindgen's glue"
        );
    }
    let size = std::fs::metadata(dir.join("demo-webgpu/pkg/imgui_webgpu_demo_bg.wasm"))
        .expect("the WebGPU-only demo was built")
        .len();
    println!("WebGPU-only demo: {size} bytes");
    assert!(size < 1_500_000, "the WebGPU-only demo is {size} bytes");
}
