//! The web demo and the renderer's own checks in headless Chromium, each backend in its own
//! browser: WebGPU (SwiftShader through Vulkan) and WebGL2 (ANGLE on SwiftShader). The demo
//! runs at a device pixel ratio of 2 both ways a page gets one: from the browser (a high-DPI
//! screen, here `--force-device-scale-factor`) and from DevTools' device emulation, turned
//! on after the page loaded. The demo with Dear ImGui's docking (the `demo-docking` page)
//! docks one panel into another by a real mouse drag. Also the modules themselves: they
//! import nothing but wasm-bindgen's glue, and the WebGPU-only demo stays under 1.5 MB.
//!
//! Every browser started writes its Chromium version and flags to stderr, and failures name
//! them: what a headless Chromium needs for WebGPU and WebGL2 changes between versions.

use imgui_webgpu_browser_tests::PixelTolerance;
use imgui_webgpu_browser_tests::images::{RgbaImage, compare_images};
use imgui_webgpu_browser_tests::{
    Backend, WakeCounts, chromium, console, json, launch, launch_with_ratio, one_at_a_time, open,
    open_counting_wakes, screenshot, set_viewport, wait_for, web_dir,
};
use imgui_webgpu_demo_colours::{CHECKER, CLEAR, FILL};

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

/// A rectangle the demo reported, in CSS pixels, as the demo reported it.
fn css_rect(status: &serde_json::Value, name: &str) -> [f64; 4] {
    let values: Vec<f64> = status["layout"][name]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(serde_json::Value::as_f64)
        .collect();
    match values[..] {
        [x1, y1, x2, y2] => [x1, y1, x2, y2],
        _ => panic!("no layout for {name}: {status}; {}", chromium()),
    }
}

/// A rectangle the demo reported, in CSS pixels, shrunk to whole pixels inside it.
fn rect(status: &serde_json::Value, name: &str) -> [u32; 4] {
    scaled_rect(status, name, 1.0)
}

/// A rectangle the demo reported, in the pixels of a screenshot taken at `ratio` device
/// pixels per CSS pixel, shrunk to whole pixels inside it.
fn scaled_rect(status: &serde_json::Value, name: &str, ratio: f64) -> [u32; 4] {
    let [x1, y1, x2, y2] = css_rect(status, name).map(|value| value * ratio);
    [x1.ceil(), y1.ceil(), x2.floor(), y2.floor()].map(|value| value.max(0.0) as u32)
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
    assert_eq!(
        imgui_webgpu_browser_tests::missing_requests(),
        Vec::<String>::new(),
        "{what}: the pages asked for files the server does not have (404s in the console)"
    );
}

/// How the label of a button is drawn: the pixels its glyphs touch, and those they cover
/// fully, within `[x1, y1, x2, y2]` (the button, in screenshot pixels).
///
/// imgui's text is white on the button's colour, the rectangle's most common colour. A
/// pixel's ink is how far it lies from that colour towards white (0 to 1). "Touched" counts
/// pixels of ink over 0.1, "solid" those over 0.9. Their quotient measures how sharp the
/// glyphs' edges are and does not depend on their size: the anti-aliased rim of a glyph
/// rasterised at the size it is shown is about one pixel wide at any size, so at a larger
/// size a larger share of the touched pixels is solid; a glyph rasterised at half the size
/// and stretched to twice it (bilinear) has a rim of two pixels and few solid ones.
#[derive(Clone, Copy, Debug)]
struct Ink {
    touched: usize,
    solid: usize,
}

impl Ink {
    fn of(image: &RgbaImage, [x1, y1, x2, y2]: [u32; 4]) -> Self {
        let pixels: Vec<[u8; 3]> = (y1..y2.min(image.height))
            .flat_map(|y| (x1..x2.min(image.width)).map(move |x| (x, y)))
            .map(|(x, y)| {
                let [r, g, b, _] = image.pixel(x, y);
                [r, g, b]
            })
            .collect();
        let mut counts = std::collections::HashMap::<[u8; 3], usize>::new();
        for pixel in &pixels {
            *counts.entry(*pixel).or_default() += 1;
        }
        let background = counts
            .into_iter()
            .max_by_key(|(_, count)| *count)
            .map_or([0; 3], |(colour, _)| colour);
        let range: f32 = background.iter().map(|c| 255.0 - f32::from(*c)).sum();
        let mut ink = Self {
            touched: 0,
            solid: 0,
        };
        for pixel in pixels {
            let lift: f32 = pixel
                .iter()
                .zip(background)
                .map(|(p, b)| f32::from(*p) - f32::from(b))
                .sum();
            let share = lift / range.max(1.0);
            ink.touched += usize::from(share > 0.1);
            ink.solid += usize::from(share > 0.9);
        }
        ink
    }

    /// The share of touched pixels that are solid.
    fn sharpness(self) -> f32 {
        self.solid as f32 / self.touched.max(1) as f32
    }
}

/// What the demo shows at a device pixel ratio of 1 in a 1280x720 viewport: its status
/// (the layout in CSS pixels) and the ink of the "Add one" button's label.
struct Reference {
    status: serde_json::Value,
    label: Ink,
}

impl Reference {
    fn take(tab: &headless_chrome::Tab) -> Self {
        let status = json(tab, "window.demoStatus");
        let image = screenshot(tab);
        let label = Ink::of(&image, scaled_rect(&status, "add_one", 1.0));
        println!("at a ratio of 1: the label of \"Add one\" {label:?}");
        assert!(
            label.touched > 20 && label.solid > 0,
            "no label on \"Add one\" at a ratio of 1: {label:?}; {}",
            chromium()
        );
        Self { status, label }
    }
}

/// Checks the demo in `tab`, whose page is 1280x720 CSS pixels at a device pixel ratio of 2
/// (set `how`), against `reference` (the same at a ratio of 1): the canvas's backing store
/// has twice the CSS size, imgui's display is the CSS size with a framebuffer scale of 2,
/// the UI sits in the same CSS rectangles with the same colours there, and its text is as
/// large as at a ratio of 1 and sharp (the atlas rasterised at twice the size). Every
/// difference is listed in one failure.
fn check_ratio_2(tab: &headless_chrome::Tab, reference: &Reference, how: &str) {
    let status = json(tab, "window.demoStatus");
    let app = json(tab, "window.imguiApp");
    let page = json(
        tab,
        "(() => { const c = document.querySelector('canvas'); const r = c.getBoundingClientRect(); \
         return [c.width, c.height, r.width, r.height, window.devicePixelRatio]; })()",
    );
    let mut failures = Vec::new();
    let mut check = |ok: bool, what: String| {
        if !ok {
            failures.push(what);
        }
    };
    let numbers = |value: &serde_json::Value| -> Vec<f64> {
        value
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(serde_json::Value::as_f64)
            .collect()
    };
    let [width, height, css_width, css_height, ratio] = numbers(&page)[..] else {
        panic!("no canvas on the page: {page}; {}", chromium());
    };
    check(ratio == 2.0, format!("devicePixelRatio is {ratio}"));
    check(
        [css_width, css_height] == [1280.0, 720.0],
        format!("the canvas is {css_width}x{css_height} CSS pixels, not 1280x720"),
    );
    check(
        [width, height] == [2.0 * css_width, 2.0 * css_height],
        format!(
            "the canvas's backing store is {width}x{height} for {css_width}x{css_height} CSS \
             pixels, not twice that"
        ),
    );
    check(
        numbers(&app["display"]) == [css_width, css_height],
        format!("imgui's display is {}, not the CSS size", app["display"]),
    );
    check(
        app["scale"] == 2.0,
        format!("imgui's framebuffer scale is {}, not 2", app["scale"]),
    );
    check(
        app["fonts"] == 2.0,
        format!(
            "the font atlas is rasterised at {} times imgui's size, not 2",
            app["fonts"]
        ),
    );
    for name in ["viewport", "paint", "nearest", "add_one"] {
        let now = css_rect(&status, name);
        let before = css_rect(&reference.status, name);
        check(
            now.iter().zip(before).all(|(a, b)| (a - b).abs() <= 1.0),
            format!("{name} is at {now:?} CSS pixels, at a ratio of 1 at {before:?}"),
        );
    }

    // Colours where the demo says it drew, in the screenshot's device pixels.
    let image = screenshot(tab);
    check(
        [image.width, image.height] == [2560, 1440],
        format!(
            "the screenshot is {}x{}, not 2560x1440",
            image.width, image.height
        ),
    );
    let [x1, y1, x2, y2] = scaled_rect(&reference.status, "viewport", 2.0);
    for (x, y) in [(x1 + 6, y1 + 6), (x2 - 8, y2 - 8)] {
        let pixel = image.pixel(
            x.min(image.width.saturating_sub(1)),
            y.min(image.height.saturating_sub(1)),
        );
        check(
            close(pixel, CLEAR, 3),
            format!("viewport corner ({x}, {y}) is {pixel:?}, not the clear colour"),
        );
    }
    let magenta = share(
        &image,
        scaled_rect(&reference.status, "paint", 2.0),
        |pixel| close(pixel, FILL, 2),
    );
    check(
        magenta > 0.5,
        format!("the paint callback covers {:.0}%", magenta * 100.0),
    );
    let crisp = share(
        &image,
        scaled_rect(&reference.status, "nearest", 2.0),
        |pixel| CHECKER.iter().any(|colour| close(pixel, *colour, 3)),
    );
    check(
        crisp > 0.9,
        format!("nearest sampling: {:.0}% checker colours", crisp * 100.0),
    );

    // The label: four times the pixels (twice the size each way), and edges as sharp as at
    // a ratio of 1, give or take a tenth (a stretched atlas measured 0.01 to 0.30 of 1.00).
    let label = Ink::of(&image, scaled_rect(&reference.status, "add_one", 2.0));
    println!(
        "at a ratio of 2 ({how}): the label of \"Add one\" {label:?}, sharpness {:.2} \
         (at a ratio of 1: {:.2})",
        label.sharpness(),
        reference.label.sharpness()
    );
    let growth = label.touched as f32 / reference.label.touched.max(1) as f32;
    check(
        (3.0..=5.5).contains(&growth),
        format!(
            "the label touches {growth:.2} times the pixels it touches at a ratio of 1, \
             not about 4 ({label:?}, at a ratio of 1 {:?})",
            reference.label
        ),
    );
    check(
        label.sharpness() >= 0.9 * reference.label.sharpness(),
        format!(
            "the label is blurred: {:.2} of its pixels are solid, at a ratio of 1 {:.2} \
             ({label:?}, at a ratio of 1 {:?})",
            label.sharpness(),
            reference.label.sharpness(),
            reference.label
        ),
    );
    assert!(
        failures.is_empty(),
        "at a device pixel ratio of 2 ({how}):\n  {}\nstatus: {status}\napp: {app}\n{}",
        failures.join("\n  "),
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
        "window.demoStatus && window.imguiApp && window.imguiApp.framesPresented > 10 \
         && window.imguiApp.canvas[1] === 720",
        120,
    );
    let reference = Reference::take(&tab);
    let status = json(&tab, "window.demoStatus");
    let app = json(&tab, "window.imguiApp");
    let name = app["backend"].as_str().unwrap_or_default();
    assert!(
        name.starts_with(backend.name()),
        "the page runs on {name}; {}",
        chromium()
    );
    let canvas: Vec<f64> = app["canvas"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(serde_json::Value::as_f64)
        .collect();
    assert_eq!(canvas, [1280.0, 720.0], "the canvas fills the page: {app}");

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
            web_dir().join("demo-on-webgpu-screenshot.png"),
            imgui_webgpu_browser_tests::images::encode_png(&image).unwrap_or_default(),
        );
    }

    // A real mouse click on "Add one" counts up.
    assert_eq!(status["counter"], 0);
    tab.click_point(centre(rect(&status, "add_one")))
        .expect("the click is dispatched");
    wait_for(&tab, "window.demoStatus.counter === 1", 20);

    // A finger's tap on "Add one" (DevTools touch events) is a click too.
    let point = centre(rect(&status, "add_one"));
    tap(&tab, point.x, point.y);
    wait_for(&tab, "window.demoStatus.counter === 2", 20);

    // Text input in the demo's field: typing, the clipboard both ways, an input method;
    // Return keeps what the field holds.
    type_paste_and_compose(&tab, centre(rect(&status, "text_field")));
    tab.press_key("Enter").expect("Enter");
    wait_for(&tab, "window.imguiApp.wantsText === false", 20);
    wait_for(&tab, "window.demoStatus.text === '日本'", 20);

    // A device loss: the demo's own button destroys the GPU device (`Frame::lose_device`:
    // `GPUDevice.destroy()` on WebGPU). The runner asks for a new adapter and device, moves
    // the renderer and the demo there, and goes on with their state: the counter and the
    // text survive, the textures draw again.
    tab.click_point(centre(rect(&status, "lose_device")))
        .expect("the click is dispatched");
    wait_for(&tab, "window.imguiApp.recoveries === 1", 60);
    let frames = json(&tab, "window.imguiApp.framesPresented")
        .as_f64()
        .unwrap_or(0.0);
    wait_for(
        &tab,
        &format!("window.imguiApp.framesPresented > {}", frames + 5.0),
        30,
    );
    let status = json(&tab, "window.demoStatus");
    assert_eq!(status["counter"], 2, "{status}");
    assert_eq!(status["text"], "日本", "{status}");
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
    assert!(log.contains("the device was lost; recovering"), "{log}");
    assert_eq!(json(&tab, "window.imguiApp.errors"), 0);
    assert_console_clean(&tab, backend.name());

    // A canvas of no size, and a hidden tab: the demo asks for every frame (it animates),
    // and none is drawn in either.
    zero_canvas_and_back(&tab);
    hidden_tab(&browser, &tab);

    // The viewport changes size: the canvas follows.
    set_viewport(&tab, 900, 600, 1.0);
    wait_for(
        &tab,
        "window.imguiApp.canvas[0] === 900 && window.imguiApp.canvas[1] === 600 \
         && window.imguiApp.display[0] === 900",
        30,
    );
    let frames = json(&tab, "window.imguiApp.framesPresented")
        .as_f64()
        .unwrap_or(0.0);
    wait_for(
        &tab,
        &format!("window.imguiApp.framesPresented > {}", frames + 5.0),
        30,
    );
    // A finger's drag scrolls the window under it with the finger, and presses nothing. At
    // 900x600 the controls window is shorter than its content. The drag starts on "Add one"
    // and goes 40 pixels up: the content follows the finger, so the button stays under it
    // and a press there would be a click when the finger lifts. It starts on the button's
    // upper part: the button sits at the window's bottom edge, and where the adapter's name
    // wraps over one more line (WebGL2's) its centre lies within the edge's resize border,
    // where a finger resizes the window, as the mouse would.
    let status = json(&tab, "window.demoStatus");
    let [left, top, right, _] = css_rect(&status, "add_one");
    let start = ((left + right) / 2.0, top + 4.0);
    let path: Vec<(f64, f64)> = (0..=8)
        .map(|step| (start.0, start.1 - 5.0 * f64::from(step)))
        .collect();
    touch(&tab, &path);
    wait_for(
        &tab,
        &format!("window.demoStatus.layout.add_one[1] < {}", top - 20.0),
        20,
    );
    let status = json(&tab, "window.demoStatus");
    let [_, moved_top, _, _] = css_rect(&status, "add_one");
    eprintln!(
        "{}: a finger's drag of 40 px scrolled the controls by {:.1} px",
        backend.name(),
        top - moved_top
    );
    assert!(
        top - moved_top <= 45.0,
        "the content went {} px for a 40 px drag: {status}",
        top - moved_top
    );
    assert_eq!(
        status["counter"], 2,
        "the drag pressed the button: {status}"
    );
    assert_eq!(json(&tab, "window.imguiApp.wantsText"), false);

    assert_eq!(json(&tab, "window.imguiApp.errors"), 0);
    assert_console_clean(&tab, backend.name());

    drop(tab);
    drop(browser);

    // A screen with a device pixel ratio of 2 (the browser's own scale factor): the canvas
    // has twice the CSS size in pixels, and imgui's display is the CSS size. A device scale
    // factor of 0 keeps the browser's own ratio and sets only the viewport, as large as the
    // reference's.
    let browser = launch_with_ratio(backend, 2);
    let tab = open(&browser, "demo", backend);
    set_viewport(&tab, 1280, 720, 0.0);
    wait_for(
        &tab,
        "window.demoStatus && window.imguiApp && window.imguiApp.framesPresented > 5 \
         && window.imguiApp.canvas[0] === 2 * window.innerWidth \
         && window.imguiApp.display[0] === window.innerWidth \
         && window.innerHeight === 720 && window.devicePixelRatio === 2",
        120,
    );
    let frames = json(&tab, "window.imguiApp.framesPresented")
        .as_f64()
        .unwrap_or(0.0);
    wait_for(
        &tab,
        &format!("window.imguiApp.framesPresented > {}", frames + 5.0),
        30,
    );
    check_ratio_2(&tab, &reference, "--force-device-scale-factor=2");
    assert_eq!(json(&tab, "window.imguiApp.errors"), 0);
    assert_console_clean(&tab, backend.name());
}

/// DevTools' device emulation (`Emulation.setDeviceMetricsOverride` with a device scale
/// factor, as DevTools, Puppeteer and Playwright set a ratio) turned on after the page
/// loaded, then off again: the demo follows both ways.
fn emulated_ratio(backend: Backend) {
    let _turn = one_at_a_time();
    let browser = launch(backend);
    let tab = open(&browser, "demo", backend);
    set_viewport(&tab, 1280, 720, 1.0);
    wait_for(
        &tab,
        "window.demoStatus && window.imguiApp && window.imguiApp.framesPresented > 10 \
         && window.imguiApp.canvas[1] === 720",
        120,
    );
    let reference = Reference::take(&tab);

    set_viewport(&tab, 1280, 720, 2.0);
    let frames = json(&tab, "window.imguiApp.framesPresented")
        .as_f64()
        .unwrap_or(0.0);
    // The ratio reaches the page at its next rendering update; ten frames later the demo
    // has had ten chances to follow it.
    wait_for(
        &tab,
        &format!(
            "window.devicePixelRatio === 2 && window.imguiApp.framesPresented > {}",
            frames + 10.0
        ),
        30,
    );
    check_ratio_2(&tab, &reference, "Emulation.setDeviceMetricsOverride");

    // Back to a ratio of 1: the canvas and the atlas follow.
    set_viewport(&tab, 1280, 720, 1.0);
    wait_for(
        &tab,
        "window.devicePixelRatio === 1 && window.imguiApp.canvas[0] === 1280 \
         && window.imguiApp.fonts === 1",
        30,
    );
    assert_eq!(json(&tab, "window.imguiApp.errors"), 0);
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
            detail.contains("base vertex false") && !detail.contains("base vertex true"),
            "WebGL2 lacks base vertex: {detail}"
        );
    }
    assert_console_clean(&tab, backend.name());
}

/// The dear tests' frame (`dear/src/scene.rs`) drawn through dear-imgui-rs (Dear ImGui 1.92,
/// its C++ compiled into the page's module by plain cargo) on the browser's device: its draw
/// data is the native goldens' exactly (Dear ImGui built without SSE on both), its texture
/// requests are served (the font atlas and the managed image made once, nothing asked or
/// made by the frames after), the paint callback runs in each frame, and its pixels are the
/// native golden's within the tolerance across GPUs. Then large text on a 2048 device
/// ([`large_text_then_small_text`]).
fn dear_frame(backend: Backend) {
    let _turn = one_at_a_time();
    let browser = launch(backend);
    let tab = open(&browser, "dear", backend);
    wait_for(&tab, "window.dearDone === true", 180);
    let text = json(&tab, "window.dearResults");
    let results: serde_json::Value =
        serde_json::from_str(text.as_str().unwrap_or("null")).expect("the results are JSON");
    assert!(
        results["error"].is_null(),
        "{}: {}; {}",
        backend.name(),
        results["error"],
        chromium()
    );
    assert_eq!(results["backend"], backend.name(), "{}", chromium());
    let snapshots =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../dear/tests/snapshots");
    let golden_hash = std::fs::read_to_string(snapshots.join("frame.draw"))
        .expect("the native golden's draw hash");
    assert_eq!(
        results["draw_hash"].as_str().unwrap_or_default(),
        golden_hash.trim(),
        "{}: the draw data differs from the native golden's",
        backend.name()
    );
    let frames = results["frames"].as_array().expect("a list of frames");
    assert_eq!(frames.len(), 4, "{results}");
    let first = &frames[0];
    assert_eq!(
        first["created"], 2,
        "the font atlas and the managed image: {first}"
    );
    assert_eq!(
        (&first["refused"], &first["clean"]),
        (&0.into(), &true.into()),
        "{first}"
    );
    for frame in &frames[1..] {
        for key in [
            "created",
            "updated",
            "destroyed",
            "refused",
            "gpu_objects_created",
        ] {
            assert_eq!(frame[key], 0, "a frame that changes nothing: {frame}");
        }
    }
    assert_eq!(results["paint_callback_runs"], 4, "once a frame");
    assert_eq!(results["imgui_textures"], 2);
    assert_eq!(results["font_atlas_size"], serde_json::json!([0, 0]));
    large_text_then_small_text(backend, &results["large_text"]);

    let pixels: Vec<u8> = results["pixels"]
        .as_array()
        .expect("the pixels")
        .iter()
        .map(|value| {
            value
                .as_u64()
                .and_then(|v| u8::try_from(v).ok())
                .expect("a byte")
        })
        .collect();
    let image = RgbaImage {
        width: results["width"].as_u64().unwrap_or(0) as u32,
        height: results["height"].as_u64().unwrap_or(0) as u32,
        pixels,
    };
    let golden = imgui_webgpu_browser_tests::images::decode_png(
        &std::fs::read(snapshots.join("frame.png")).expect("the native golden's pixels"),
    )
    .expect("a PNG");
    let tolerance = PixelTolerance::cross_gpu(golden.width, golden.height);
    let comparison = compare_images(&golden, &image, tolerance);
    let drawn = web_dir().join(format!("dear-{}.png", backend.name()));
    let _ = std::fs::write(
        &drawn,
        imgui_webgpu_browser_tests::images::encode_png(&image).unwrap_or_default(),
    );
    println!(
        "{}: the dear frame against the native golden: {comparison}",
        backend.name()
    );
    assert!(
        comparison.passes(tolerance),
        "{}: the dear frame differs from the native golden: {comparison} (drawn: {}); {}",
        backend.name(),
        drawn.display(),
        chromium()
    );
    assert_console_clean(&tab, backend.name());
}

/// The dear page's large text (`dear/src/large_text.rs`, as `dear/tests/textures.rs` draws it
/// natively on a device with WebGL2's limits; issue 41, item 3): every letter zoomed from 100
/// to 400 px and back over 240 frames, then 13 px text, on the browser's device. On WebGL2
/// the page opens a device of WebGL2's limits (its largest texture 2048): imgui's atlas
/// outgrows it near 400 px, each such frame is drawn without its text and the atlas compacted
/// to fit (no frame loses its text to an atlas an earlier frame outgrew), and 13 px text then
/// draws the pixels it draws on a fresh context. The page's zoom is 25 px a frame (24 frames;
/// the native test's 240 take 18 seconds here). On WebGPU it is 8192:
/// nothing is refused, every frame draws its text.
fn large_text_then_small_text(backend: Backend, large: &serde_json::Value) {
    println!("{}: 100-400 px text, then 13 px: {large}", backend.name());
    let count = |key: &str| {
        large[key]
            .as_u64()
            .unwrap_or_else(|| panic!("{}: no {key}: {large}", backend.name()))
    };
    let refits = large["refits"].as_array().expect("a list of refits");
    let fitting = refits.iter().filter(|refit| refit["fits"] == true).count();
    if backend == Backend::WebGl2 {
        assert_eq!(count("max_texture"), 2048, "WebGL2's limits: {large}");
        assert!(
            count("refused") > 0 && !refits.is_empty(),
            "WebGL2: the atlas outgrew the 2048 device and was compacted: {large}"
        );
        assert_eq!(
            fitting,
            refits.len(),
            "WebGL2: each compacted atlas fits 2048x2048: {large}"
        );
        assert!(
            count("unusable_atlas_frames") == 0
                && count("frames_without_text") <= refits.len() as u64,
            "WebGL2: the atlas never stayed unusable (only a frame that outgrew it lost its \
             text): {large}"
        );
    } else {
        assert_eq!(
            count("max_texture"),
            8192,
            "WebGPU's default limits: {large}"
        );
        assert_eq!(
            (count("frames_without_text"), count("refused"), refits.len()),
            (0, 0, 0),
            "WebGPU: the atlas never outgrew the device, every frame drew its text: {large}"
        );
    }
    assert_eq!(
        large["small_text_frames"],
        1,
        "{}: 13 px text drew whole in its first frame: {large}",
        backend.name()
    );
    assert!(
        count("reference_lit") > 200 && count("small_text_lit") == count("reference_lit"),
        "{}: 13 px text lit as on a fresh context: {large}",
        backend.name()
    );
    assert_eq!(
        count("small_text_channels_off"),
        0,
        "{}: 13 px text after large text draws as on a fresh context: {large}",
        backend.name()
    );
}

/// A rectangle the demo drew in its last frame (CSS pixels), or `None` where it drew none
/// (a docked window behind another's tab is not built).
fn drawn_rect(status: &serde_json::Value, name: &str) -> Option<[f64; 4]> {
    let values: Vec<f64> = status["layout"][name]
        .as_array()?
        .iter()
        .filter_map(serde_json::Value::as_f64)
        .collect();
    match values[..] {
        [x1, y1, x2, y2] => Some([x1, y1, x2, y2]),
        _ => None,
    }
}

/// Whether two window rectangles are one dock node's: the same left and right edges and the
/// same top, within 2 CSS pixels.
fn same_node(a: [f64; 4], b: [f64; 4]) -> bool {
    [0, 1, 2]
        .iter()
        .all(|&side| (a[side] - b[side]).abs() <= 2.0)
}

/// Waits until the app built `frames` more frames (imgui reads input once a frame).
fn frames_later(tab: &headless_chrome::Tab, frames: u32) {
    let built = json(tab, "window.imguiApp.framesBuilt")
        .as_f64()
        .unwrap_or(0.0);
    wait_for(
        tab,
        &format!(
            "window.imguiApp.framesBuilt >= {}",
            built + f64::from(frames)
        ),
        20,
    );
}

/// A real mouse drag, as DevTools dispatches mouse input (`Input.dispatchMouseEvent`): the
/// pointer moves to `from` and presses the left button there, moves to `to` in `steps`
/// steps with the button held, rests there, and releases it, a frame or more between events.
fn mouse_drag(tab: &headless_chrome::Tab, from: (f64, f64), to: (f64, f64), steps: u32) {
    drag_with(
        tab,
        headless_chrome::protocol::cdp::Input::MouseButton::Left,
        from,
        to,
        steps,
    );
}

/// A drag like [`mouse_drag`]'s with `button` held (DevTools' `buttons` mask: 1 for the left
/// button, 2 for the right, 4 for the middle).
fn drag_with(
    tab: &headless_chrome::Tab,
    button: headless_chrome::protocol::cdp::Input::MouseButton,
    from: (f64, f64),
    to: (f64, f64),
    steps: u32,
) {
    use headless_chrome::protocol::cdp::Input::{
        DispatchMouseEvent, DispatchMouseEventTypeOption, MouseButton,
    };
    let mask = match button {
        MouseButton::Right => 2,
        MouseButton::Middle => 4,
        _ => 1,
    };
    let event = |kind: DispatchMouseEventTypeOption, (x, y): (f64, f64), held: bool| {
        let moved = kind == DispatchMouseEventTypeOption::MouseMoved;
        DispatchMouseEvent {
            Type: kind,
            x,
            y,
            modifiers: None,
            timestamp: None,
            button: Some(if held || !moved {
                button.clone()
            } else {
                MouseButton::None
            }),
            buttons: Some(if held { mask } else { 0 }),
            click_count: Some(u32::from(!moved)),
            force: None,
            tangential_pressure: None,
            tilt_x: None,
            tilt_y: None,
            twist: None,
            delta_x: None,
            delta_y: None,
            pointer_Type: None,
        }
    };
    let send = |kind, at, held| {
        tab.call_method(event(kind, at, held))
            .expect("the mouse event is dispatched");
    };
    send(DispatchMouseEventTypeOption::MouseMoved, from, false);
    frames_later(tab, 2);
    send(DispatchMouseEventTypeOption::MousePressed, from, true);
    frames_later(tab, 2);
    for step in 1..=steps {
        let along = f64::from(step) / f64::from(steps);
        let at = (
            from.0 + (to.0 - from.0) * along,
            from.1 + (to.1 - from.1) * along,
        );
        send(DispatchMouseEventTypeOption::MouseMoved, at, true);
        frames_later(tab, 1);
    }
    // Dear ImGui shows its dock targets over the window under the pointer a frame after it
    // got there, and docks at the release into the target under the pointer then.
    send(DispatchMouseEventTypeOption::MouseMoved, to, true);
    frames_later(tab, 3);
    send(DispatchMouseEventTypeOption::MouseReleased, to, false);
    frames_later(tab, 3);
}

/// The demo with Dear ImGui's docking (the `demo-docking` page: imgui's docking on, its
/// viewports kept off by the runner in browsers, so the canvas stays imgui's only viewport
/// and every window stays in it).
///
/// The dock builder's default layout shows each panel in a dock node of its own. A real
/// DevTools mouse drag takes the "Paint callback" panel by its tab and lets it go on the
/// centre of the "User texture" panel (Dear ImGui's centre dock target): the panel docks
/// there as a second tab. It then fills that node (the same left, right and top edges), its
/// paint callback draws there, and "User texture" is hidden behind it until a click on its
/// tab shows it in the same node again. A drag that does not end on the target leaves the
/// panel floating elsewhere, and the test fails. Then fingers do the same ([`by_finger`]).
fn docking(backend: Backend) {
    let _turn = one_at_a_time();
    let started = std::time::Instant::now();
    assert!(
        web_dir().join("demo-docking/index.html").exists(),
        "{} has no built `demo-docking` page: run `cargo xtask test`, which builds the web pages",
        web_dir().display()
    );
    let browser = launch(backend);
    let tab = open(&browser, "demo-docking", backend);
    set_viewport(&tab, 1280, 720, 1.0);
    // The default layout: the two panels in nodes of their own, side by side.
    wait_for(
        &tab,
        "window.demoStatus && window.demoStatus.docking && window.imguiApp \
         && window.imguiApp.framesPresented > 10 && window.imguiApp.canvas[1] === 720 \
         && (() => { \
           const p = window.demoStatus.layout.paint_window; \
           const u = window.demoStatus.layout.user_texture_window; \
           return !!p && !!u && p[2] - p[0] > 100 && u[2] - u[0] > 100 \
             && (Math.abs(p[0] - u[0]) > 50 || Math.abs(p[1] - u[1]) > 50); \
         })()",
        120,
    );
    frames_later(&tab, 5);
    let before = json(&tab, "window.demoStatus");
    let app = json(&tab, "window.imguiApp");
    let name = app["backend"].as_str().unwrap_or_default();
    assert!(
        name.starts_with(backend.name()),
        "the page runs on {name}; {}",
        chromium()
    );
    assert_eq!(
        before["docking"],
        serde_json::json!({ "docking": true, "viewportsEnabled": false, "viewports": 1 }),
        "imgui's docking is on, its viewports off, the canvas its only viewport: {before}"
    );
    let paint = css_rect(&before, "paint_window");
    let node = css_rect(&before, "user_texture_window");
    eprintln!(
        "{}: docked layout after {:.1} s: \"Paint callback\" at {paint:?}, \"User texture\" at \
         {node:?}",
        backend.name(),
        started.elapsed().as_secs_f64()
    );
    // The dock space covers the canvas: the user texture's node is on its left edge and
    // bottom, the paint callback's on its right edge and bottom.
    assert!(
        node[0].abs() <= 1.0
            && (node[3] - 720.0).abs() <= 1.0
            && (paint[2] - 1280.0).abs() <= 1.0
            && (paint[3] - 720.0).abs() <= 1.0,
        "not the dock builder's layout: {before}"
    );

    // "Paint callback"'s tab, dragged onto the centre of "User texture".
    let grab = (paint[0] + 30.0, paint[1] + 9.0);
    let target = ((node[0] + node[2]) / 2.0, (node[1] + node[3]) / 2.0);
    mouse_drag(&tab, grab, target, 24);
    frames_later(&tab, 5);
    let after = json(&tab, "window.demoStatus");
    let docked = drawn_rect(&after, "paint_window");
    eprintln!(
        "{}: after the drag from {grab:?} to {target:?} ({:.1} s): \"Paint callback\" at \
         {docked:?}, \"User texture\" at {:?}",
        backend.name(),
        started.elapsed().as_secs_f64(),
        drawn_rect(&after, "user_texture_window")
    );
    assert!(
        docked.is_some_and(|docked| same_node(docked, node)),
        "\"Paint callback\" did not dock into \"User texture\"'s node {node:?}: it is at \
         {docked:?}; {after}"
    );
    // The new tab is in front: "User texture" is behind it, not built.
    assert_eq!(
        drawn_rect(&after, "user_texture_window"),
        None,
        "\"User texture\" still shows beside the docked \"Paint callback\": {after}"
    );
    assert_eq!(after["docking"]["viewports"], 1, "{after}");
    let image = screenshot(&tab);
    let _ = std::fs::write(
        web_dir().join(format!(
            "demo-docking-{}-screenshot.png",
            backend.name().to_lowercase()
        )),
        imgui_webgpu_browser_tests::images::encode_png(&image).unwrap_or_default(),
    );
    let magenta = share(&image, rect(&after, "paint"), |pixel| close(pixel, FILL, 2));
    assert!(
        magenta > 0.5,
        "docked, the paint callback covers {:.0}% of its panel",
        magenta * 100.0
    );

    // A click on the node's first tab, "User texture", brings it to the front in the same
    // node, with "Paint callback" behind it.
    tab.click_point(headless_chrome::browser::tab::point::Point {
        x: node[0] + 30.0,
        y: node[1] + 9.0,
    })
    .expect("the click is dispatched");
    frames_later(&tab, 5);
    let front = json(&tab, "window.demoStatus");
    let shown = drawn_rect(&front, "user_texture_window");
    assert!(
        shown.is_some_and(|shown| same_node(shown, node))
            && drawn_rect(&front, "paint_window").is_none(),
        "a click on the first tab did not show \"User texture\" in front of \"Paint callback\" \
         in {node:?}: {front}"
    );
    by_finger(&tab, backend, &front);
    assert_eq!(json(&tab, "window.imguiApp.errors"), 0);
    assert_console_clean(&tab, backend.name());
    eprintln!(
        "{}: docking checked in {:.1} s",
        backend.name(),
        started.elapsed().as_secs_f64()
    );
}

/// Touch as on a tablet, with DevTools touch events, on the docked layout `status` shows
/// ("User texture" in front in the bottom-left node, "Paint callback" behind it): a finger
/// drags the "Triangle size" slider to its end (the value follows the finger, as with the
/// mouse), then takes "User texture" by its tab and lets it go on the centre of the
/// controls panel above it, where it docks as a tab in front (the controls are then not
/// built, and "Paint callback" shows alone in the node it left). A finger that scrolled instead, or
/// pressed without holding, leaves the slider at 35 and the panel where it was.
fn by_finger(tab: &headless_chrome::Tab, backend: Backend, status: &serde_json::Value) {
    let started = std::time::Instant::now();
    assert_eq!(status["triangleSize"], 35.0, "{status}");
    let [x1, y1, x2, y2] = css_rect(status, "triangle_size");
    let y = (y1 + y2) / 2.0;
    let covered = drawn_rect(status, "imgui_demo_window")
        .is_some_and(|[l, t, r, b]| (l..=r).contains(&x1) && (t..=b).contains(&y));
    assert!(
        !covered,
        "Dear ImGui's demo window covers the slider: {status}"
    );
    let (from, to) = (x1 + 15.0, x2 + 40.0);
    let path: Vec<(f64, f64)> = (0..=8)
        .map(|step| (from + (to - from) * f64::from(step) / 8.0, y))
        .collect();
    touch(tab, &path);
    frames_later(tab, 3);
    let slid = json(tab, "window.demoStatus");
    assert_eq!(
        slid["triangleSize"], 50.0,
        "a finger's drag along the slider did not take it to its end: {slid}"
    );

    // The controls panel ("imgui-webgpu") is the node above "User texture"'s, as wide.
    let node = css_rect(&slid, "user_texture_window");
    let grab = (node[0] + 30.0, node[1] + 9.0);
    let target = ((node[0] + node[2]) / 2.0, node[1] / 2.0);
    let mut path: Vec<(f64, f64)> = (0..=16)
        .map(|step| {
            let along = f64::from(step) / 16.0;
            (
                grab.0 + (target.0 - grab.0) * along,
                grab.1 + (target.1 - grab.1) * along,
            )
        })
        .collect();
    // Dear ImGui shows its dock targets a frame after the pointer got there: the finger
    // rests on the target before it lifts.
    path.extend([target; 3]);
    touch(tab, &path);
    frames_later(tab, 5);
    let after = json(tab, "window.demoStatus");
    let docked = drawn_rect(&after, "user_texture_window");
    eprintln!(
        "{}: by finger ({:.1} s): the slider at {}, \"User texture\" dragged from {grab:?} to \
         {target:?} is at {docked:?}",
        backend.name(),
        started.elapsed().as_secs_f64(),
        after["triangleSize"]
    );
    assert!(
        docked.is_some_and(|[left, top, right, bottom]| left.abs() <= 1.0
            && top.abs() <= 1.0
            && (right - node[2]).abs() <= 2.0
            && (bottom - node[1]).abs() <= 2.0),
        "\"User texture\" did not dock into the controls' node above {node:?}: it is at \
         {docked:?}; {after}"
    );
    assert_eq!(
        drawn_rect(&after, "add_one"),
        None,
        "the controls still show beside the docked \"User texture\": {after}"
    );
    assert!(
        drawn_rect(&after, "paint_window").is_some_and(|paint| same_node(paint, node)),
        "\"Paint callback\" does not show alone in the node \"User texture\" left: {after}"
    );
    assert_eq!(after["docking"]["viewports"], 1, "{after}");
}

/// One test per page check and backend: each backend needs a browser of its own.
macro_rules! on_both_backends {
    ($($check:ident: $webgpu:ident, $webgl2:ident;)*) => {
        $(
            #[test]
            fn $webgpu() {
                $check(Backend::WebGpu);
            }

            #[test]
            fn $webgl2() {
                $check(Backend::WebGl2);
            }
        )*
    };
}

on_both_backends! {
    demo: the_demo_on_webgpu, the_demo_on_webgl2;
    emulated_ratio: the_demo_follows_an_emulated_pixel_ratio_on_webgpu,
        the_demo_follows_an_emulated_pixel_ratio_on_webgl2;
    checks: the_renderer_checks_on_webgpu, the_renderer_checks_on_webgl2;
    dear_frame: a_dear_imgui_1_92_frame_on_webgpu, a_dear_imgui_1_92_frame_on_webgl2;
    docking: a_panel_docks_by_mouse_and_by_finger_and_a_finger_drags_a_slider_on_webgpu,
        a_panel_docks_by_mouse_and_by_finger_and_a_finger_drags_a_slider_on_webgl2;
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

/// Every page's module imports nothing but wasm-bindgen's glue: imgui's C++ and libc are
/// linked in, no second module or WASI host is needed. (The size users get is checked on
/// the README's app, built as the guide says, in
/// `the_readme_app_as_a_new_crate_draws_what_the_hello_example_draws`.)
#[test]
fn the_modules_import_only_wasm_bindgen_glue() {
    let dir = web_dir();
    for (page, js) in [
        ("demo", "app"),
        ("demo-docking", "app"),
        ("checks", "imgui_webgpu_web_checks"),
        ("dear", "imgui_webgpu_dear_web"),
        ("hello", "app"),
        ("readme-app", "app"),
        ("readme-app-webgpu", "app"),
        ("readme-app-dear", "app"),
        ("readme-plot", "app"),
        ("gallery", "app"),
    ] {
        let wasm = dir.join(page).join("pkg").join(format!("{js}_bg.wasm"));
        assert_eq!(
            import_modules(&wasm),
            [format!("./{js}_bg.js")],
            "{page} imports more than wasm-bindgen's glue"
        );
    }
}

/// The system clipboard's text as the page reads it (`navigator.clipboard.readText`).
fn clipboard_text(tab: &headless_chrome::Tab) -> Option<String> {
    tab.evaluate("navigator.clipboard.readText()", true)
        .ok()
        .and_then(|object| object.value)
        .and_then(|value| value.as_str().map(str::to_owned))
}

/// Waits until the system clipboard holds `want`.
fn wait_for_clipboard(tab: &headless_chrome::Tab, want: &str) {
    let started = std::time::Instant::now();
    let mut last = None;
    while started.elapsed() < std::time::Duration::from_secs(20) {
        last = clipboard_text(tab);
        if last.as_deref() == Some(want) {
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    panic!(
        "the clipboard holds {last:?}, not {want:?}; console: {}",
        json(tab, "window.consoleMessages")
    );
}

/// Presses `key` with Ctrl held, as a user does: Control down, the key down and up with
/// Ctrl held, Control up.
fn ctrl(tab: &headless_chrome::Tab, key: &str) {
    use headless_chrome::browser::tab::ModifierKey;
    use headless_chrome::protocol::cdp::Input::{DispatchKeyEvent, DispatchKeyEventTypeOption};
    let control = |kind, modifiers| DispatchKeyEvent {
        Type: kind,
        modifiers: Some(modifiers),
        timestamp: None,
        text: None,
        unmodified_text: None,
        key_identifier: None,
        code: Some("ControlLeft".to_owned()),
        key: Some("Control".to_owned()),
        windows_virtual_key_code: Some(17),
        native_virtual_key_code: Some(17),
        auto_repeat: None,
        is_keypad: None,
        is_system_key: None,
        location: Some(1),
        commands: None,
    };
    tab.call_method(control(DispatchKeyEventTypeOption::RawKeyDown, 2))
        .expect("Control goes down");
    tab.press_key_with_modifiers(key, Some(&[ModifierKey::Ctrl]))
        .expect("the key is dispatched");
    tab.call_method(control(DispatchKeyEventTypeOption::KeyUp, 0))
        .expect("Control goes up");
}

/// The fifteen-line app (`app/examples/hello.rs` on the app runner) on `backend`, driven with
/// DevTools input: it settles and idles (nothing presented while nothing happens), a click
/// in its text field turns text input on, typed text and Ctrl+A, Ctrl+C reach the system
/// clipboard, text on the clipboard is pasted with Ctrl+V, an input method composes a word,
/// a touch tap enters the field, a zero-size canvas and a device loss pass, and a pixel
/// ratio of 2 by emulation gives sharp text. Returns the screenshot taken once it settled,
/// before any input.
fn hello(backend: Backend) -> RgbaImage {
    hello_page(backend, "hello")
}

/// [`hello`] on `page`: the fifteen-line app as built on either binding.
fn hello_page(backend: Backend, page: &str) -> RgbaImage {
    let browser = launch(backend);
    let tab = open_counting_wakes(&browser, page, backend);
    set_viewport(&tab, 1280, 720, 1.0);
    wait_for(
        &tab,
        "window.imguiApp && window.imguiApp.framesPresented > 0 \
         && window.imguiApp.canvas[1] === 720",
        120,
    );
    let status = json(&tab, "window.imguiApp");
    assert_eq!(
        status["backend"],
        backend.name(),
        "{status}; {}",
        chromium()
    );
    let view = status["viewFormat"].as_str().unwrap_or_default();
    assert!(
        view.ends_with("Unorm"),
        "Dear ImGui's colours need a Unorm view, not {view}: {status}"
    );

    // Settled, then idle: frames are built now and then, none presented, and the page
    // sleeps between them.
    std::thread::sleep(std::time::Duration::from_millis(2500));
    let before = json(&tab, "window.imguiApp");
    let settled = screenshot(&tab);
    let untouched = count_wakes(&tab);
    let after = json(&tab, "window.imguiApp");
    assert_eq!(
        before["framesPresented"], after["framesPresented"],
        "an idle UI was presented again: {before} then {after}"
    );
    assert_sleeps(untouched, IDLE_POLLS_PER_SECOND, "untouched");

    // Text input: typing, the clipboard both ways, an input method. (imgui puts the
    // window at 60,60; the field is its first item.)
    type_paste_and_compose(
        &tab,
        headless_chrome::browser::tab::point::Point { x: 100.0, y: 96.0 },
    );
    // The field stays active: the page wakes as its cursor blinks, no more.
    std::thread::sleep(std::time::Duration::from_millis(1500));
    assert_sleeps(
        count_wakes(&tab),
        CURSOR_SWITCHES_PER_SECOND,
        "a text field active",
    );

    // Escape leaves the field; a finger's tap on it (DevTools touch events) enters it again.
    tab.press_key("Escape").expect("Escape");
    wait_for(&tab, "window.imguiApp.wantsText === false", 20);
    tap(&tab, 100.0, 96.0);
    wait_for(&tab, "window.imguiApp.wantsText === true", 20);
    tab.press_key("Escape").expect("Escape");

    zero_canvas_and_back(&tab);

    // A device loss (`GPUDevice.destroy()` on WebGPU), recovered with the app's state kept.
    let presented = json(&tab, "window.imguiApp.framesPresented");
    json(&tab, "window.imguiAppLoseDevice()");
    // The loss is noticed at the next frame: a move of the mouse asks for one.
    tab.move_mouse_to_point(headless_chrome::browser::tab::point::Point { x: 400.0, y: 400.0 })
        .expect("the mouse moves");
    wait_for(&tab, "window.imguiApp.recoveries === 1", 60);
    tab.move_mouse_to_point(headless_chrome::browser::tab::point::Point { x: 420.0, y: 400.0 })
        .expect("the mouse moves");
    wait_for(
        &tab,
        &format!("window.imguiApp.framesPresented > {presented}"),
        30,
    );

    hidden_tab(&browser, &tab);

    // Device emulation at a pixel ratio of 2 (as DevTools and Puppeteer set it): the canvas
    // doubles, the fonts are rasterised at twice the pixels, text is sharp.
    set_viewport(&tab, 1280, 720, 2.0);
    wait_for(
        &tab,
        "window.imguiApp.scale === 2 && window.imguiApp.fonts === 2 \
         && window.imguiApp.canvas[0] === 2560",
        60,
    );
    std::thread::sleep(std::time::Duration::from_millis(500));
    check_sharp(&screenshot(&tab), "emulated ratio 2");

    let status = json(&tab, "window.imguiApp");
    assert_eq!(status["errors"], 0, "{status}");
    assert_eq!(status["skipped"], 0, "{status}");
    assert_console_clean(&tab, backend.name());
    settled
}

/// Text input in the text field at `field` (CSS pixels) as a user gives it: a click turns
/// text input on; typed text and Ctrl+A, Ctrl+C reach the system clipboard (the permission
/// granted through DevTools, as a user grants it); another app's text on the clipboard is
/// pasted with Ctrl+V and typed on; an input method (DevTools' IME input) composes a word,
/// shown while composing and committed in place. The field holds `日本` after, still
/// active.
fn type_paste_and_compose(
    tab: &headless_chrome::Tab,
    field: headless_chrome::browser::tab::point::Point,
) {
    // Clipboard permissions, as a user grants them when the browser asks.
    tab.call_method(headless_chrome::protocol::cdp::Browser::GrantPermissions {
        permissions: vec![
            headless_chrome::protocol::cdp::Browser::PermissionType::ClipboardReadWrite,
            headless_chrome::protocol::cdp::Browser::PermissionType::ClipboardSanitizedWrite,
        ],
        origin: Some(imgui_webgpu_browser_tests::server().to_owned()),
        browser_context_id: None,
    })
    .expect("clipboard permissions are granted");

    // A click in the text field turns text input on.
    tab.click_point(field).expect("the click is dispatched");
    wait_for(tab, "window.imguiApp.wantsText === true", 20);

    // Typed over what the field held, copied to the system clipboard.
    ctrl(tab, "a");
    tab.type_str("Ada").expect("typing");
    ctrl(tab, "a");
    ctrl(tab, "c");
    wait_for_clipboard(tab, "Ada");

    // Another app's text, pasted, typed on, copied back.
    tab.evaluate("navigator.clipboard.writeText('Lovelace')", true)
        .expect("the page writes the clipboard");
    wait_for_clipboard(tab, "Lovelace");
    ctrl(tab, "a");
    ctrl(tab, "v");
    std::thread::sleep(std::time::Duration::from_millis(500));
    tab.type_str("!").expect("typing");
    ctrl(tab, "a");
    ctrl(tab, "c");
    wait_for_clipboard(tab, "Lovelace!");

    // An input method composes a word (DevTools' IME input, as a Japanese IME sends it):
    // the text being composed is shown while composing, the word is committed in its place.
    tab.call_method(headless_chrome::protocol::cdp::Input::ImeSetComposition {
        text: "にほ".to_owned(),
        selection_start: 2,
        selection_end: 2,
        replacement_start: None,
        replacement_end: None,
    })
    .expect("the composition is dispatched");
    wait_for(tab, "window.imguiApp.imePreedit === 'にほ'", 20);
    tab.call_method(headless_chrome::protocol::cdp::Input::InsertText {
        text: "日本".to_owned(),
    })
    .expect("the committed text is dispatched");
    wait_for(tab, "window.imguiApp.imePreedit === ''", 20);
    ctrl(tab, "a");
    ctrl(tab, "c");
    wait_for_clipboard(tab, "日本");

    // imgui's default font has none of these glyphs: drawn as '?', and said so, once a
    // character, on the console (composed, then committed).
    wait_for(tab, "window.imguiApp.missingGlyphs === 'にほ日本'", 20);
    let warnings: Vec<String> = console(tab, "warn")
        .into_iter()
        .filter(|warning| warning.contains("has no glyph"))
        .collect();
    assert!(
        warnings.len() == 2
            && warnings[0].contains("'に' (U+306B), 'ほ' (U+307B)")
            && warnings[1].contains("'日' (U+65E5), '本' (U+672C)")
            && warnings[1].contains("with_fonts"),
        "missing glyphs reported: {warnings:?}"
    );
}

/// How long a page's wake-ups are counted.
const COUNTED: std::time::Duration = std::time::Duration::from_secs(5);
/// The runner's documented poll while idle (`Idle::POLL`, 250 ms).
const IDLE_POLLS_PER_SECOND: f64 = 4.0;
/// Dear ImGui's text cursor shows and hides twice in its 1.2 s period.
const CURSOR_SWITCHES_PER_SECOND: f64 = 2.0 / 1.2;

/// What the page asked of the browser's schedulers in [`COUNTED`].
fn count_wakes(tab: &headless_chrome::Tab) -> WakeCounts {
    let before = WakeCounts::of(tab);
    std::thread::sleep(COUNTED);
    WakeCounts::of(tab).since(before)
}

/// The page slept through `counts`: no zero-delay task or timeout, no animation frame
/// cancelled, and no more wake-ups or animation frames than `per_second` allows (and one more
/// for the counting's edges); at least one, so it still looks.
#[track_caller]
fn assert_sleeps(counts: WakeCounts, per_second: f64, how: &str) {
    let limit = (per_second * COUNTED.as_secs_f64()).ceil() as u64 + 1;
    let zero_delay = counts.zero_tasks + counts.zero_timeouts;
    eprintln!("{how}, {COUNTED:?}: {counts:?} (limit {limit})");
    assert!(
        zero_delay == 0
            && counts.cancelled == 0
            && counts.wake_ups() <= limit
            && counts.frames <= limit
            && counts.frames > 0,
        "{how}: in {COUNTED:?} the page asked for {counts:?}; at most {limit} wake-ups and \
         animation frames, none without a delay or cancelled"
    );
}

/// A canvas of no size draws nothing and fails nothing; back at its size (720 CSS pixels
/// high) it is drawn.
fn zero_canvas_and_back(tab: &headless_chrome::Tab) {
    let presented = json(tab, "window.imguiApp.framesPresented");
    json(tab, "document.querySelector('canvas').style.height = '0px'");
    std::thread::sleep(std::time::Duration::from_millis(800));
    json(
        tab,
        "document.querySelector('canvas').style.height = '100%'",
    );
    wait_for(
        tab,
        &format!(
            "window.imguiApp.framesPresented > {presented} && window.imguiApp.canvas[1] === 720"
        ),
        20,
    );
}

/// A hidden tab (another one in front): no frame is built, whatever input arrives; in
/// front again, frames resume.
fn hidden_tab(browser: &headless_chrome::Browser, tab: &headless_chrome::Tab) {
    let other = browser.new_tab().expect("a second tab");
    other.activate().expect("the second tab comes to the front");
    wait_for(tab, "document.visibilityState === 'hidden'", 20);
    let built = json(tab, "window.imguiApp.framesBuilt");
    for x in [300.0, 340.0, 380.0] {
        tab.move_mouse_to_point(headless_chrome::browser::tab::point::Point { x, y: 300.0 })
            .expect("the mouse moves");
    }
    std::thread::sleep(std::time::Duration::from_millis(1500));
    assert_eq!(
        json(tab, "window.imguiApp.framesBuilt"),
        built,
        "frames were built in a hidden tab"
    );
    tab.activate()
        .expect("the first tab comes back to the front");
    wait_for(tab, "document.visibilityState === 'visible'", 20);
    tab.move_mouse_to_point(headless_chrome::browser::tab::point::Point { x: 420.0, y: 300.0 })
        .expect("the mouse moves");
    wait_for(tab, &format!("window.imguiApp.framesBuilt > {built}"), 20);
    let _ = other.close(false);
}

/// A finger's tap at `x`, `y` (CSS pixels), as DevTools dispatches touch input.
fn tap(tab: &headless_chrome::Tab, x: f64, y: f64) {
    touch(tab, &[(x, y)]);
}

/// One finger put down at the first point (CSS pixels), moved through the others, and
/// lifted at the last, as DevTools dispatches touch input (80 ms between events).
fn touch(tab: &headless_chrome::Tab, path: &[(f64, f64)]) {
    use headless_chrome::protocol::cdp::Input::{
        DispatchTouchEvent, DispatchTouchEventTypeOption, TouchPoint,
    };
    let point = |(x, y): (f64, f64)| TouchPoint {
        x,
        y,
        radius_x: None,
        radius_y: None,
        rotation_angle: None,
        force: None,
        tangential_pressure: None,
        tilt_x: None,
        tilt_y: None,
        twist: None,
        id: Some(1.0),
    };
    let mut events = Vec::new();
    for (index, at) in path.iter().enumerate() {
        let kind = if index == 0 {
            DispatchTouchEventTypeOption::TouchStart
        } else {
            DispatchTouchEventTypeOption::TouchMove
        };
        events.push((kind, vec![point(*at)]));
    }
    events.push((DispatchTouchEventTypeOption::TouchEnd, Vec::new()));
    for (kind, points) in events {
        tab.call_method(DispatchTouchEvent {
            Type: kind,
            touch_points: points,
            modifiers: None,
            timestamp: None,
        })
        .expect("the touch is dispatched");
        std::thread::sleep(std::time::Duration::from_millis(80));
    }
}

/// Two fingers (DevTools' `Input.dispatchTouchEvent` with two touch points) down at `half`
/// CSS pixels left and right of `centre`, moved in `steps` steps to `to_half` from it
/// (closer: a pinch in), and lifted, 80 ms between events.
fn pinch(tab: &headless_chrome::Tab, centre: (f64, f64), half: f64, to_half: f64, steps: u32) {
    use headless_chrome::protocol::cdp::Input::{
        DispatchTouchEvent, DispatchTouchEventTypeOption, TouchPoint,
    };
    let point = |x: f64, id: f64| TouchPoint {
        x,
        y: centre.1,
        radius_x: None,
        radius_y: None,
        rotation_angle: None,
        force: None,
        tangential_pressure: None,
        tilt_x: None,
        tilt_y: None,
        twist: None,
        id: Some(id),
    };
    let fingers = |half: f64| vec![point(centre.0 - half, 1.0), point(centre.0 + half, 2.0)];
    let mut events = vec![(DispatchTouchEventTypeOption::TouchStart, fingers(half))];
    for step in 1..=steps {
        let along = f64::from(step) / f64::from(steps);
        events.push((
            DispatchTouchEventTypeOption::TouchMove,
            fingers(half + (to_half - half) * along),
        ));
    }
    events.push((DispatchTouchEventTypeOption::TouchEnd, Vec::new()));
    for (kind, points) in events {
        tab.call_method(DispatchTouchEvent {
            Type: kind,
            touch_points: points,
            modifiers: None,
            timestamp: None,
        })
        .expect("the touch is dispatched");
        std::thread::sleep(std::time::Duration::from_millis(80));
    }
}

/// Fails unless the text in `image` is sharp: of the bright neutral pixels (white text and
/// its antialiased edges over imgui's dark, neutral window background), nearly all are fully
/// bright where the font atlas was rasterised at the pixels it is shown at (imgui's default
/// font is a pixel font); a stretched atlas smears every edge into greys (measured: 9% full).
fn check_sharp(image: &RgbaImage, how: &str) {
    let (mut bright, mut full) = (0usize, 0usize);
    for pixel in image.pixels.chunks_exact(4) {
        let [r, g, b] = [pixel[0], pixel[1], pixel[2]];
        if r.abs_diff(g) <= 3 && g.abs_diff(b) <= 3 && r > 60 {
            bright += 1;
            full += usize::from(r >= 235);
        }
    }
    let share = full as f64 / bright.max(1) as f64;
    eprintln!(
        "{how}: {full} of {bright} bright text pixels are full ({:.0}%)",
        share * 100.0
    );
    assert!(
        bright > 1000 && share > 0.6,
        "text is not sharp at {how}: {full} of {bright} bright pixels are full ({}x{} image)",
        image.width,
        image.height
    );
}

/// The hello app in a browser started at a device pixel ratio of 2
/// (`--force-device-scale-factor=2`, a high-DPI screen): sharp text, a canvas of twice the
/// CSS size.
fn hello_at_ratio_2(backend: Backend) {
    hello_page_at_ratio_2(backend, "hello");
}

/// [`hello_at_ratio_2`] on `page`.
fn hello_page_at_ratio_2(backend: Backend, page: &str) {
    let browser = launch_with_ratio(backend, 2);
    let tab = open(&browser, page, backend);
    set_viewport(&tab, 1280, 720, 0.0);
    wait_for(
        &tab,
        "window.imguiApp && window.imguiApp.framesPresented > 0 \
         && window.imguiApp.scale === 2 && window.imguiApp.fonts === 2 \
         && window.imguiApp.canvas[0] === 2560",
        120,
    );
    std::thread::sleep(std::time::Duration::from_millis(1500));
    check_sharp(&screenshot(&tab), "a launch ratio of 2");
    assert_console_clean(&tab, backend.name());
}

/// The fifteen-line app on WebGPU and on WebGL2 (see `hello`), at a pixel ratio of 2 from
/// the browser's launch flag too, and the same app on both looks the same: both draw Dear
/// ImGui's colours (WebGL2's canvas offers an sRGB format first, which would blend text and
/// translucent windows lighter), up to the rasterisers' antialiasing.
#[test]
fn the_hello_app_on_webgpu_and_webgl2() {
    let _turn = one_at_a_time();
    let webgpu = hello(Backend::WebGpu);
    let webgl2 = hello(Backend::WebGl2);
    hello_at_ratio_2(Backend::WebGpu);
    hello_at_ratio_2(Backend::WebGl2);
    let dir = web_dir();
    for (image, name) in [(&webgpu, "hello-webgpu.png"), (&webgl2, "hello-webgl2.png")] {
        let _ = std::fs::write(
            dir.join(name),
            imgui_webgpu_browser_tests::images::encode_png(image).unwrap_or_default(),
        );
    }
    assert_eq!([webgpu.width, webgpu.height], [webgl2.width, webgl2.height]);
    let (mut differing, mut total_difference) = (0usize, 0u64);
    for (a, b) in webgpu
        .pixels
        .chunks_exact(4)
        .zip(webgl2.pixels.chunks_exact(4))
    {
        let difference = (0..3).map(|c| a[c].abs_diff(b[c])).max().unwrap_or(0);
        total_difference += u64::from(difference);
        if difference > 6 {
            differing += 1;
        }
    }
    let pixels = (webgpu.width * webgpu.height) as usize;
    let share = differing as f64 / pixels as f64;
    eprintln!(
        "WebGPU and WebGL2: {differing} of {pixels} pixels differ by more than 6 ({:.3}%), mean difference {:.3}",
        share * 100.0,
        total_difference as f64 / pixels as f64
    );
    assert!(
        share < 0.002,
        "WebGPU and WebGL2 draw the app differently: {:.3}% of pixels (see {})",
        share * 100.0,
        dir.display()
    );
}

/// The same fifteen lines on dear-imgui-rs (Dear ImGui 1.92) as a user builds them: the
/// page `readme-app-dear` is a new crate made from the README's line for 1.92 as written
/// (with `docs/app.md`'s patch and browser steps; `xtask/src/user_crate.rs`), driven as the
/// imgui-rs app is (see `hello`), on WebGPU and on WebGL2 (each run checks it got the backend
/// it asked for: a line without the app crate's `webgl` feature finds no adapter there), and
/// at a launch ratio of 2 (text rasterised by 1.92 at the new density, sharp). Both backends
/// draw it alike.
#[test]
fn the_hello_app_on_dear_imgui_rs_on_webgpu_and_webgl2() {
    let _turn = one_at_a_time();
    let webgpu = hello_page(Backend::WebGpu, "readme-app-dear");
    let webgl2 = hello_page(Backend::WebGl2, "readme-app-dear");
    hello_page_at_ratio_2(Backend::WebGpu, "readme-app-dear");
    assert_eq!([webgpu.width, webgpu.height], [webgl2.width, webgl2.height]);
    let differing = differing_pixels(&webgpu, &webgl2, 6);
    let share = differing as f64 / f64::from(webgpu.width * webgpu.height);
    eprintln!(
        "dear-imgui-rs, WebGPU and WebGL2: {differing} pixels differ by more than 6 ({:.3}%)",
        share * 100.0
    );
    assert!(
        share < 0.002,
        "WebGPU and WebGL2 draw the dear-imgui-rs app differently"
    );
}

/// What `page` draws on `backend` once it settled (1280x720 CSS pixels at a ratio of 1),
/// with the page's runner state.
fn settled_screenshot(
    browser: &headless_chrome::Browser,
    page: &str,
    backend: Backend,
) -> (RgbaImage, serde_json::Value) {
    eprintln!("the page {page} on {}", backend.name());
    let tab = open(browser, page, backend);
    set_viewport(&tab, 1280, 720, 1.0);
    wait_for(
        &tab,
        "window.imguiApp && window.imguiApp.framesPresented > 0 \
         && window.imguiApp.canvas[1] === 720",
        120,
    );
    std::thread::sleep(std::time::Duration::from_millis(2500));
    let image = screenshot(&tab);
    let status = json(&tab, "window.imguiApp");
    assert_console_clean(&tab, page);
    let _ = tab.close(false);
    (image, status)
}

/// Pixels of `a` and `b` (the same size) whose channels differ by more than `tolerance`.
fn differing_pixels(a: &RgbaImage, b: &RgbaImage, tolerance: u8) -> usize {
    assert_eq!([a.width, a.height], [b.width, b.height]);
    a.pixels
        .chunks_exact(4)
        .zip(b.pixels.chunks_exact(4))
        .filter(|(a, b)| (0..3).any(|c| a[c].abs_diff(b[c]) > tolerance))
        .count()
}

/// The README's fifteen lines as a user uses them: `cargo xtask readme-app` made a new crate
/// outside the workspace from the README's dependency line and code and `docs/app.md`'s
/// browser steps, and built its pages. On WebGPU, the new crate draws what the `hello`
/// example draws, pixel for pixel, with the WebGL2 fallback in its module and without it
/// (the WebGPU-only module also went through `wasm-opt -Oz`, the guide's optional step), and
/// the WebGPU-only module is under 1 MB.
#[test]
fn the_readme_app_as_a_new_crate_draws_what_the_hello_example_draws() {
    let _turn = one_at_a_time();
    let browser = launch(Backend::WebGpu);
    let (hello, _) = settled_screenshot(&browser, "hello", Backend::WebGpu);
    for page in ["readme-app", "readme-app-webgpu"] {
        let (image, status) = settled_screenshot(&browser, page, Backend::WebGpu);
        assert_eq!(status["backend"], "WebGPU", "{page}: {status}");
        assert_eq!(status["errors"], 0, "{page}: {status}");
        let differing = differing_pixels(&image, &hello, 0);
        eprintln!("{page}: {differing} pixels differ from the hello example's");
        if differing > 0 {
            let _ = std::fs::write(
                web_dir().join(format!("{page}-screenshot.png")),
                imgui_webgpu_browser_tests::images::encode_png(&image).unwrap_or_default(),
            );
        }
        assert_eq!(
            differing,
            0,
            "{page} draws differently from the hello example (see {page}-screenshot.png in {})",
            web_dir().display()
        );
    }
    let module = web_dir().join("readme-app-webgpu/pkg/app_bg.wasm");
    let size = std::fs::metadata(&module)
        .unwrap_or_else(|error| {
            panic!(
                "{}: {error} (`cargo xtask readme-app` builds it)",
                module.display()
            )
        })
        .len();
    eprintln!("the README's app, WebGPU only, after wasm-opt -Oz: {size} bytes");
    assert!(size < 1_000_000, "the WebGPU-only module is {size} bytes");
}

/// The demo on WebGPU and on WebGL2 looks the same where nothing moves (its cube turns, its
/// paint callback moves, its stats panel names the backend and the frame time): Dear ImGui's
/// demo window and the user texture window, nearest and linear sampling included, in Dear
/// ImGui's colours on both, up to the rasterisers' antialiasing.
#[test]
fn the_demo_looks_the_same_on_webgpu_and_webgl2() {
    let _turn = one_at_a_time();
    let shots: Vec<(RgbaImage, serde_json::Value)> = [Backend::WebGpu, Backend::WebGl2]
        .into_iter()
        .map(|backend| {
            let browser = launch(backend);
            let tab = open(&browser, "demo", backend);
            set_viewport(&tab, 1280, 720, 1.0);
            wait_for(
                &tab,
                "window.demoStatus && window.imguiApp && window.imguiApp.framesPresented > 10 \
                 && window.imguiApp.canvas[1] === 720",
                120,
            );
            std::thread::sleep(std::time::Duration::from_millis(1000));
            let image = screenshot(&tab);
            let status = json(&tab, "window.demoStatus");
            assert_console_clean(&tab, backend.name());
            (image, status)
        })
        .collect();
    let [(webgpu, status), (webgl2, _)] = &shots[..] else {
        unreachable!("two backends");
    };
    for name in ["imgui_demo_window", "user_texture_window"] {
        let [x1, y1, x2, y2] = rect(status, name);
        let (mut differing, mut pixels) = (0usize, 0usize);
        for y in y1..y2.min(webgpu.height) {
            for x in x1..x2.min(webgpu.width) {
                let (a, b) = (webgpu.pixel(x, y), webgl2.pixel(x, y));
                pixels += 1;
                differing += usize::from((0..3).any(|c| a[c].abs_diff(b[c]) > 6));
            }
        }
        let share = differing as f64 / pixels.max(1) as f64;
        eprintln!(
            "{name}: {differing} of {pixels} pixels differ by more than 6 between WebGPU and \
             WebGL2 ({:.3}%)",
            share * 100.0
        );
        assert!(
            pixels > 50_000 && share < 0.002,
            "{name} differs between WebGPU and WebGL2: {differing} of {pixels} pixels"
        );
    }
}

/// The app crate's page `page` on `backend` at `size` CSS pixels (a ratio of 1), once it
/// presented more than `frames` frames at that size on the backend it asked for.
fn open_app_page(
    page: &str,
    backend: Backend,
    [width, height]: [u32; 2],
    frames: u32,
) -> (
    headless_chrome::Browser,
    std::sync::Arc<headless_chrome::Tab>,
) {
    let browser = launch(backend);
    let tab = open(&browser, page, backend);
    set_viewport(&tab, width, height, 1.0);
    wait_for(
        &tab,
        &format!(
            "window.imguiApp && window.imguiApp.framesPresented > {frames} \
             && window.imguiApp.canvas[1] === {height}"
        ),
        120,
    );
    let status = json(&tab, "window.imguiApp");
    assert_eq!(
        status["backend"],
        backend.name(),
        "{page}: {status}; {}",
        chromium()
    );
    (browser, tab)
}

/// ImPlot's first line colour (its "Deep" colour map: 0.298, 0.447, 0.690).
const PLOT_LINE: [u8; 3] = [76, 114, 176];

/// The live plot's newest sample's column and the sine minimum's row (CSS pixels at a ratio
/// of 1): the rightmost and lowest pixels of the line's colour. Both are fixed points of the
/// data while it streams (`app/tests/suite/live_plot.rs` says why), so they move only when
/// the plot's limits do; the legend's swatch sits at the plot's top left, away from both.
/// One frame's ends may fall a pixel or three short (the newest segment's slope changes with
/// the sine's phase): the farthest over several frames is taken.
fn plot_line_ends(tab: &headless_chrome::Tab) -> [f64; 2] {
    let mut farthest = [0, 0];
    for _ in 0..6 {
        frames_later(tab, 2);
        let image = screenshot(tab);
        for y in 0..image.height {
            for x in 0..image.width {
                if close(image.pixel(x, y), PLOT_LINE, 24) {
                    farthest = [farthest[0].max(x), farthest[1].max(y)];
                }
            }
        }
    }
    assert!(
        farthest != [0, 0],
        "the plot's line is on screen (ImPlot's first colour)"
    );
    [f64::from(farthest[0]), f64::from(farthest[1])]
}

/// The pointer moved to `at`, then five notches of a mouse wheel turned towards the user
/// there (DevTools' `mouseWheel`, 100 CSS pixels each, as Chromium reports a notch).
fn wheel_out(tab: &headless_chrome::Tab, at: (f64, f64)) {
    wheel(tab, at, &[100.0; 5]);
}

/// The pointer moved to `(x, y)` (a wheel event alone moves no pointer), then one mouse
/// wheel event a delta of `deltas` (CSS pixels; positive scrolls a window's content up, as a
/// wheel turned towards the user does), two frames after each event.
fn wheel(tab: &headless_chrome::Tab, (x, y): (f64, f64), deltas: &[f64]) {
    use headless_chrome::protocol::cdp::Input::{DispatchMouseEvent, DispatchMouseEventTypeOption};
    let moved = std::iter::once(None);
    for delta in moved.chain(deltas.iter().map(Some)) {
        tab.call_method(DispatchMouseEvent {
            Type: if delta.is_some() {
                DispatchMouseEventTypeOption::MouseWheel
            } else {
                DispatchMouseEventTypeOption::MouseMoved
            },
            x,
            y,
            modifiers: None,
            timestamp: None,
            button: None,
            buttons: None,
            click_count: None,
            force: None,
            tangential_pressure: None,
            tilt_x: None,
            tilt_y: None,
            twist: None,
            delta_x: delta.map(|_| 0.0),
            delta_y: delta.copied(),
            pointer_Type: None,
        })
        .expect("the mouse event is dispatched");
        frames_later(tab, 2);
    }
}

/// The README's live plot (ImPlot through `run_with` on Dear ImGui 1.92, its C++ compiled
/// into the app's one module: the page `readme-plot`, a new crate from the README's lines and
/// `docs/app.md`'s browser steps) on `backend`, driven as a user drives it: the wheel zooms
/// it out about the pointer, a mouse drag pans it by its distance, and so does a finger; two
/// fingers pinching in zoom it out about the point between them.
fn live_plot(backend: Backend) {
    let (_browser, tab) = open_app_page("readme-plot", backend, [1100, 700], 10);
    let [right, low] = plot_line_ends(&tab);
    // The plot's middle: 800x450 from the plot's frame, which the line spans (fitted at the
    // first frame: x from -10 to 0, y from -1 to 1).
    let centre = (right - 380.0, low - 190.0);
    eprintln!(
        "{}: the line ends at x {right}, lowest at y {low}",
        backend.name()
    );

    wheel_out(&tab, centre);
    let [zoomed_right, zoomed_low] = plot_line_ends(&tab);
    let shrunk = [
        (zoomed_right - centre.0) / (right - centre.0),
        (zoomed_low - centre.1) / (low - centre.1),
    ];
    eprintln!(
        "{}: zoomed out, the line's ends came {shrunk:?} of the way",
        backend.name()
    );
    assert!(
        shrunk.iter().all(|share| (0.3..0.9).contains(share))
            && (shrunk[0] - shrunk[1]).abs() < 0.1,
        "the wheel zoomed both axes out about the pointer alike: {shrunk:?}"
    );

    mouse_drag(&tab, centre, (centre.0 + 120.0, centre.1 - 60.0), 12);
    let [dragged_right, dragged_low] = plot_line_ends(&tab);
    let moved = [dragged_right - zoomed_right, dragged_low - zoomed_low];
    assert!(
        (moved[0] - 120.0).abs() <= 4.0 && (moved[1] + 60.0).abs() <= 4.0,
        "{}: the mouse drag by (120, -60) moved the line by {moved:?}",
        backend.name()
    );

    let path: Vec<(f64, f64)> = (0..=10)
        .map(|step| {
            (
                centre.0 - 10.0 * f64::from(step),
                centre.1 + 5.0 * f64::from(step),
            )
        })
        .collect();
    touch(&tab, &path);
    let [touched_right, touched_low] = plot_line_ends(&tab);
    let moved = [touched_right - dragged_right, touched_low - dragged_low];
    assert!(
        (moved[0] + 100.0).abs() <= 4.0 && (moved[1] - 50.0).abs() <= 4.0,
        "{}: a finger's drag by (-100, 50) moved the line by {moved:?}",
        backend.name()
    );

    // Two fingers pinch in about the plot's middle, from 200 px apart to 80 (0.4): the plot
    // zooms out about the point between them as far (the app turns the wheel there, which
    // the hovered plot takes, a step each time their distance shrinks by 1.1, one a frame:
    // nine steps, each of ImPlot's, so the ends come 1/1.1^9 = 0.42 of the way, measured
    // 0.41 to 0.43; eight, one lost, would be 0.47, ten 0.39).
    pinch(&tab, centre, 100.0, 40.0, 10);
    // The steps left when the fingers lift are given one a frame after.
    frames_later(&tab, 12);
    let [pinched_right, pinched_low] = plot_line_ends(&tab);
    let shrunk = [
        (pinched_right - centre.0) / (touched_right - centre.0),
        (pinched_low - centre.1) / (touched_low - centre.1),
    ];
    eprintln!(
        "{}: pinched in, the line's ends came {shrunk:?} of the way",
        backend.name()
    );
    assert!(
        shrunk.iter().all(|share| (0.395..0.45).contains(share))
            && (shrunk[0] - shrunk[1]).abs() < 0.03,
        "{}: the pinch to 0.4 zoomed both axes out about the fingers as far (0.42): \
         {shrunk:?}",
        backend.name()
    );
    assert_eq!(json(&tab, "window.imguiApp.errors"), 0);
    assert_console_clean(&tab, "readme-plot");
}

#[test]
fn the_live_plot_zooms_and_pans_on_webgpu_and_webgl2() {
    let _turn = one_at_a_time();
    live_plot(Backend::WebGpu);
    live_plot(Backend::WebGl2);
}

/// What the extensions gallery draws where (`dear/gallery/src/layout.rs`: the same numbers;
/// its window test, `dear/gallery/tests/window.rs`, reads them natively): three tiles of its
/// 1280x720 window and the colours it gives what a test aims at.
mod gallery_layout {
    /// A tile's content: `[left, top, right, bottom]`, inside its window's title bar.
    pub type Rect = [u32; 4];
    /// The right column's left edge: the node editor's tile (native only) and the app's
    /// state window.
    pub const RIGHT_COLUMN: u32 = 853;
    /// ImPlot3D's demo window (bottom left tile).
    pub const IMPLOT3D: Rect = [4, 384, 423, 716];
    /// Where its "Line Plots" tree node is, from the tile's top left.
    pub const LINE_PLOTS: [u32; 2] = [56, 95];
    /// How far the wheel scrolls its window to show that section's plot (CSS pixels).
    pub const SCROLL: f64 = 300.0;
    /// The ImNodes graph (top middle tile).
    pub const IMNODES: Rect = [431, 24, 849, 356];
    /// ImGuizmo on its cube (bottom middle tile).
    pub const GIZMO: Rect = [431, 384, 849, 716];
    /// The state window (bottom right tile): one mark a link.
    pub const STATE: Rect = [857, 384, 1276, 716];
    /// Each ImNodes node's title bar, plain and lit (0: Source, 1: Filter, 2: Sink).
    pub const NODES: [[[u8; 3]; 2]; 3] = [
        [[40, 130, 60], [70, 170, 90]],
        [[190, 100, 20], [230, 140, 50]],
        [[120, 50, 150], [160, 90, 190]],
    ];
    /// ImNodes' pins, plain and hovered.
    pub const PINS: [[u8; 3]; 2] = [[240, 200, 40], [255, 235, 130]];
    /// An ImNodes link's mark in the state window, and its side.
    pub const LINK_MARK: [u8; 3] = [255, 0, 255];
    pub const MARK: u32 = 12;
    /// ImGuizmo's cube faces, and its view cube's side (at the tile's top right).
    pub const CUBE_FACES: [[u8; 3]; 3] = [[170, 128, 128], [128, 170, 128], [128, 128, 170]];
    pub const VIEW_CUBE: u32 = 96;
}

/// The pixels of `rect` within `tolerance` of one of `colours`.
fn pixels_of(
    image: &RgbaImage,
    [left, top, right, bottom]: gallery_layout::Rect,
    colours: &[[u8; 3]],
    tolerance: u8,
) -> Vec<[u32; 2]> {
    let mut found = Vec::new();
    for y in top..bottom.min(image.height) {
        for x in left..right.min(image.width) {
            if colours
                .iter()
                .any(|&colour| close(image.pixel(x, y), colour, tolerance))
            {
                found.push([x, y]);
            }
        }
    }
    found
}

/// The box and the centroid of `points`.
fn box_and_centre(points: &[[u32; 2]]) -> Option<(gallery_layout::Rect, (f64, f64))> {
    let first = points.first()?;
    let mut bounds = [first[0], first[1], first[0], first[1]];
    let mut sum = (0.0, 0.0);
    for &[x, y] in points {
        bounds = [
            bounds[0].min(x),
            bounds[1].min(y),
            bounds[2].max(x),
            bounds[3].max(y),
        ];
        sum = (sum.0 + f64::from(x), sum.1 + f64::from(y));
    }
    let count = points.len() as f64;
    Some((bounds, (sum.0 / count, sum.1 / count)))
}

/// ImNodes node `index`'s title bar's box.
fn node_title(image: &RgbaImage, index: usize) -> gallery_layout::Rect {
    let found = pixels_of(
        image,
        gallery_layout::IMNODES,
        &gallery_layout::NODES[index],
        6,
    );
    box_and_centre(&found)
        .unwrap_or_else(|| panic!("node {index}'s title bar is on screen"))
        .0
}

/// The centres of the ImNodes pins (filled circles of the pins' colour, 8 pixels or more).
fn node_pins(image: &RgbaImage) -> Vec<(f64, f64)> {
    let mut groups: Vec<Vec<[u32; 2]>> = Vec::new();
    for point in pixels_of(image, gallery_layout::IMNODES, &gallery_layout::PINS, 12) {
        let near = |group: &Vec<[u32; 2]>| {
            group
                .iter()
                .any(|&[x, y]| x.abs_diff(point[0]) <= 2 && y.abs_diff(point[1]) <= 2)
        };
        match groups.iter_mut().find(|group| near(group)) {
            Some(group) => group.push(point),
            None => groups.push(vec![point]),
        }
    }
    groups
        .iter()
        .filter(|group| group.len() >= 8)
        .filter_map(|group| box_and_centre(group).map(|(_, centre)| centre))
        .collect()
}

/// How many ImNodes links the state window shows (one filled square a link).
fn link_marks(image: &RgbaImage) -> u32 {
    let area = gallery_layout::MARK * gallery_layout::MARK;
    let found = pixels_of(
        image,
        gallery_layout::STATE,
        &[gallery_layout::LINK_MARK],
        2,
    )
    .len();
    (found as u32 + area / 2) / area
}

/// The cube's box and centroid (its faces' colours, out of the view cube's corner).
fn cube_of(image: &RgbaImage) -> (gallery_layout::Rect, (f64, f64)) {
    let rect = gallery_layout::GIZMO;
    let corner = rect[2] - gallery_layout::VIEW_CUBE - 8;
    let found: Vec<[u32; 2]> = pixels_of(image, rect, &gallery_layout::CUBE_FACES, 10)
        .into_iter()
        .filter(|&[x, y]| x < corner || y > rect[1] + gallery_layout::VIEW_CUBE + 24)
        .collect();
    box_and_centre(&found).expect("the cube is on screen (ImGuizmo's face colours)")
}

/// The extensions gallery (`dear/gallery`: ImPlot's and ImPlot3D's demos, an ImNodes graph,
/// ImGuizmo on a cube; each extension's C++ in the app's one module, the node editor native
/// only; the page `gallery`) on `backend`, driven as its window test drives it natively: an
/// ImNodes node dragged by its title moves by the distance (the other stays), a link dragged
/// from Filter's output pin to Sink's input is made (the state window's marks: 1, then 2);
/// ImGuizmo's gizmo dragged moves its cube by the distance; and ImPlot3D's demo plot, opened
/// and scrolled to, is turned by a right-button drag and back.
fn gallery(backend: Backend) {
    let (_browser, tab) = open_app_page("gallery", backend, [1280, 720], 2);
    let name = backend.name();
    let shot = |what: &str| {
        frames_later(&tab, 4);
        let image = screenshot(&tab);
        let _ = std::fs::write(
            web_dir().join(format!("gallery-{name}-{what}.png")),
            imgui_webgpu_browser_tests::images::encode_png(&image).unwrap_or_default(),
        );
        image
    };
    let before = shot("start");
    first_frame_as_native(&before, name);

    // A node dragged by its title bar.
    let [filter, source] = [node_title(&before, 1), node_title(&before, 0)];
    let grab = (
        f64::from(filter[0] + 20),
        f64::from(filter[1] + filter[3]) / 2.0,
    );
    mouse_drag(&tab, grab, (grab.0 - 90.0, grab.1 + 40.0), 12);
    let dragged = shot("dragged");
    let moved = node_title(&dragged, 1);
    let shift = [
        moved[0] as i32 - filter[0] as i32,
        moved[1] as i32 - filter[1] as i32,
    ];
    assert!(
        (shift[0] + 90).abs() <= 2 && (shift[1] - 40).abs() <= 2,
        "{name}: the drag by (-90, 40) moved ImNodes' node by {shift:?}"
    );
    assert_eq!(
        node_title(&dragged, 0),
        source,
        "{name}: the other node stayed"
    );

    // A link from Filter's output pin to Sink's input pin.
    assert_eq!(link_marks(&dragged), 1, "{name}: one ImNodes link at start");
    let pins = node_pins(&dragged);
    let [filter, sink] = [node_title(&dragged, 1), node_title(&dragged, 2)];
    let output = pins
        .iter()
        .copied()
        .filter(|pin| (pin.0 - f64::from(filter[2])).abs() < 8.0 && pin.1 > f64::from(filter[3]))
        .max_by(|a, b| a.1.total_cmp(&b.1))
        .unwrap_or_else(|| panic!("{name}: Filter's output pin: pins {pins:?}, Filter {filter:?}"));
    let aim = (f64::from(sink[0]), f64::from(sink[3]) + 14.0);
    let input = pins
        .iter()
        .copied()
        .min_by(|a, b| {
            let distance = |pin: &(f64, f64)| (pin.0 - aim.0).hypot(pin.1 - aim.1);
            distance(a).total_cmp(&distance(b))
        })
        .filter(|pin| (pin.0 - aim.0).hypot(pin.1 - aim.1) < 12.0)
        .unwrap_or_else(|| panic!("{name}: Sink's input pin near {aim:?}: pins {pins:?}"));
    mouse_drag(&tab, output, input, 16);
    let linked = shot("linked");
    assert_eq!(
        link_marks(&linked),
        2,
        "{name}: the link was made: two ImNodes links"
    );

    // ImGuizmo's translation gizmo: its centre (the white screen-plane handle) dragged by
    // (-100, -40) moves the cube with it, as natively (the gallery's window test). Its state
    // lives in a C++ global: constructed once, not before each call into the module.
    let (bounds, centroid) = cube_of(&linked);
    let white = pixels_of(&linked, bounds, &[[255, 255, 255]], 8);
    let (_, centre) = box_and_centre(&white)
        .unwrap_or_else(|| panic!("{name}: the gizmo's white centre on the cube"));
    let by = (-100.0, -40.0);
    mouse_drag(&tab, centre, (centre.0 + by.0, centre.1 + by.1), 12);
    let (_, moved) = cube_of(&shot("gizmo"));
    let shift = (moved.0 - centroid.0, moved.1 - centroid.1);
    eprintln!("{name}: the gizmo dragged by {by:?} moved the cube by {shift:?}");
    assert!(
        (shift.0 - by.0).abs() <= 6.0 && (shift.1 - by.1).abs() <= 6.0,
        "{name}: the gizmo dragged by {by:?} moved the cube by {shift:?}"
    );

    implot3d_turned(&tab, name, &shot);
    assert_eq!(json(&tab, "window.imguiApp.errors"), 0);
    assert_console_clean(&tab, "gallery");
}

/// The gallery's first frame against its native golden (`dear/gallery/tests/snapshots`,
/// which its window test draws natively): every extension's drawing, the right column
/// blacked out in both (the node editor's tile, native only, and the app's state window,
/// which counts its links), within the tolerance across GPUs (8 levels a channel, 0.5% of
/// the pixels).
fn first_frame_as_native(image: &RgbaImage, name: &str) {
    let mut drawn = image.clone();
    for row in 0..drawn.height {
        for column in gallery_layout::RIGHT_COLUMN..drawn.width {
            let at = ((row * drawn.width + column) * 4) as usize;
            drawn.pixels[at..at + 4].copy_from_slice(&[0, 0, 0, 255]);
        }
    }
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../dear/gallery/tests/snapshots/start.png");
    let golden = imgui_webgpu_browser_tests::images::decode_png(
        &std::fs::read(&path).expect("the gallery's native golden"),
    )
    .expect("a PNG");
    let tolerance = PixelTolerance::cross_gpu(golden.width, golden.height);
    let comparison = compare_images(&golden, &drawn, tolerance);
    eprintln!("{name}: the gallery against its native golden: {comparison}");
    assert!(
        comparison.passes(tolerance),
        "{name}: the gallery's first frame differs from its native golden: {comparison}"
    );
}

/// ImPlot3D's second line colour (its "Deep" colour map), the demo's static line `g(x)`
/// and its markers.
const PLOT3D_SECOND: [u8; 3] = [221, 132, 82];

/// ImPlot3D's demo driven as a user drives it: "Line Plots" opened by a click on its tree
/// node, the window scrolled by the wheel to show the plot, the plot turned by a drag with
/// the right button (`g(x)`'s pixels move) and turned back by the same drag in reverse (a
/// horizontal drag turns about the vertical axis only, 1 degree a pixel, so the two cancel
/// and `g(x)` is where it was).
fn implot3d_turned(tab: &headless_chrome::Tab, name: &str, shot: &dyn Fn(&str) -> RgbaImage) {
    use headless_chrome::protocol::cdp::Input::MouseButton;
    let tile = gallery_layout::IMPLOT3D;
    tab.click_point(headless_chrome::browser::tab::point::Point {
        x: f64::from(tile[0] + gallery_layout::LINE_PLOTS[0]),
        y: f64::from(tile[1] + gallery_layout::LINE_PLOTS[1]),
    })
    .expect("the click on \"Line Plots\" is dispatched");
    frames_later(tab, 3);
    wheel(
        tab,
        (f64::from(tile[2] - 40), f64::from(tile[1] + 20)),
        &[gallery_layout::SCROLL],
    );
    let opened = shot("implot3d");
    let line = |image: &RgbaImage| {
        box_and_centre(&pixels_of(image, tile, &[PLOT3D_SECOND], 16))
            .unwrap_or_else(|| panic!("{name}: ImPlot3D's g(x) is on screen"))
            .1
    };
    let start = line(&opened);
    let turn = |by: f64, from: (f64, f64)| {
        drag_with(tab, MouseButton::Right, from, (from.0 + by, from.1), 12);
    };
    turn(90.0, start);
    let turned = line(&shot("implot3d-turned"));
    let moved = (turned.0 - start.0).hypot(turned.1 - start.1);
    eprintln!("{name}: ImPlot3D's g(x) at {start:?}, turned to {turned:?}");
    assert!(
        moved > 15.0,
        "{name}: a right-button drag by 90 px turned ImPlot3D's plot: g(x) moved by {moved:.1}"
    );
    turn(-90.0, (start.0 + 90.0, start.1));
    let back = line(&shot("implot3d-back"));
    eprintln!("{name}: turned back, g(x) at {back:?}");
    assert!(
        (back.0 - start.0).abs() <= 1.5 && (back.1 - start.1).abs() <= 1.5,
        "{name}: the drag back turned it back: g(x) at {back:?}, first at {start:?}"
    );
}

#[test]
fn the_extensions_gallery_is_driven_on_webgpu_and_webgl2() {
    let _turn = one_at_a_time();
    gallery(Backend::WebGpu);
    gallery(Backend::WebGl2);
}
