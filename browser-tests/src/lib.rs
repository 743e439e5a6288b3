//! Helpers for the browser tests: the built pages, a local server, headless Chromium on
//! WebGPU or on WebGL2, and reading a page's state over the DevTools protocol.
//!
//! The pages are built by `cargo xtask test` (its "web build" step) into `target/web`, or the
//! directory `IMGUI_WEBGPU_WEB_DIR` names. A test without them fails and says how to build
//! them. Chromium is Debian's (`/usr/bin/chromium`, or `CHROMIUM`).

use std::path::PathBuf;
use std::sync::{Arc, Mutex, MutexGuard, OnceLock, PoisonError};
use std::time::{Duration, Instant};

use headless_chrome::protocol::cdp::Page::CaptureScreenshotFormatOption;
use headless_chrome::{Browser, LaunchOptions, Tab};
use imgui_webgpu_testing::images::RgbaImage;

#[path = "../../xtask/src/serve.rs"]
mod serve;

/// Which of the browser's GPU APIs a run uses. Each needs its own browser: with the flags
/// that give SwiftShader's WebGPU an adapter, WebGL2 does not work, and the other way round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    WebGpu,
    WebGl2,
}

impl Backend {
    /// The name the pages report.
    pub fn name(self) -> &'static str {
        match self {
            Self::WebGpu => "WebGPU",
            Self::WebGl2 => "WebGL2",
        }
    }

    /// The page query that asks for this backend.
    pub fn query(self) -> &'static str {
        match self {
            Self::WebGpu => "backend=webgpu",
            Self::WebGl2 => "backend=webgl2",
        }
    }
}

/// The directory holding the built pages.
pub fn web_dir() -> PathBuf {
    let dir = std::env::var_os("IMGUI_WEBGPU_WEB_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../target/web"));
    for page in ["demo", "demo-webgpu", "checks"] {
        assert!(
            dir.join(page).join("index.html").exists(),
            "{} has no built `{page}` page: run `cargo xtask test`, which builds the web pages",
            dir.display()
        );
    }
    dir
}

/// The address of a local server for [`web_dir`], started once per test binary.
pub fn server() -> &'static str {
    static ADDRESS: OnceLock<String> = OnceLock::new();
    ADDRESS.get_or_init(|| {
        let (listener, address) = serve::bind(0).expect("a free port on 127.0.0.1");
        let root = web_dir();
        std::thread::spawn(move || serve::serve(listener, root));
        address
    })
}

/// One browser at a time: each runs a GPU process, and the machines are small.
pub fn one_at_a_time() -> MutexGuard<'static, ()> {
    static LOCK: Mutex<()> = Mutex::new(());
    LOCK.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Starts headless Chromium for `backend`, with a device pixel ratio of 1.
pub fn launch(backend: Backend) -> Browser {
    launch_with_ratio(backend, 1)
}

/// Starts headless Chromium for `backend` with a real device pixel ratio of `ratio` (the
/// browser's own scale factor: emulating a ratio over DevTools does not reach the canvas's
/// device-pixel size).
pub fn launch_with_ratio(backend: Backend, ratio: u32) -> Browser {
    let scale = format!("--force-device-scale-factor={ratio}");
    let path = std::env::var_os("CHROMIUM")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/usr/bin/chromium"));
    assert!(
        path.exists(),
        "no Chromium at {}: `cargo xtask test` installs Debian's",
        path.display()
    );
    let mut args = vec![
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--hide-scrollbars",
        scale.as_str(),
    ];
    if backend == Backend::WebGpu {
        args.extend([
            "--enable-unsafe-webgpu",
            "--enable-features=Vulkan",
            "--use-vulkan=swiftshader",
            "--use-angle=vulkan",
        ]);
    }
    Browser::new(LaunchOptions {
        headless: true,
        sandbox: false,
        // WebGPU needs the GPU process; WebGL2 runs on SwiftShader without it.
        enable_gpu: backend == Backend::WebGpu,
        path: Some(path),
        window_size: Some((1280, 720)),
        args: args.into_iter().map(std::ffi::OsStr::new).collect(),
        idle_browser_timeout: Duration::from_secs(300),
        ..Default::default()
    })
    .expect("headless Chromium starts")
}

/// Opens `page` (a directory under the web root) for `backend` in a new tab of the
/// browser's window size (1280x720 CSS pixels).
pub fn open(browser: &Browser, page: &str, backend: Backend) -> Arc<Tab> {
    let tab = browser.new_tab().expect("a tab");
    // Not `wait_until_navigated`: a page busy with its GPU may not report loading done in
    // time. The tests poll the page's own state instead.
    tab.navigate_to(&format!("{}/{page}/?{}", server(), backend.query()))
        .expect("navigation starts");
    tab
}

/// Sets the page's viewport in CSS pixels and its `devicePixelRatio`.
pub fn set_viewport(tab: &Tab, width: u32, height: u32, ratio: f64) {
    tab.call_method(
        headless_chrome::protocol::cdp::Emulation::SetDeviceMetricsOverride {
            width,
            height,
            device_scale_factor: ratio,
            mobile: false,
            scale: None,
            screen_width: None,
            screen_height: None,
            position_x: None,
            position_y: None,
            dont_set_visible_size: None,
            screen_orientation: None,
            viewport: None,
            display_feature: None,
            device_posture: None,
        },
    )
    .expect("the viewport can be set");
}

/// Evaluates a JavaScript expression to JSON (`null` when it throws or gives nothing).
pub fn json(tab: &Tab, expression: &str) -> serde_json::Value {
    let wrapped = format!(
        "(() => {{ try {{ return JSON.stringify({expression}); }} catch (e) {{ return 'null'; }} }})()"
    );
    tab.evaluate(&wrapped, false)
        .ok()
        .and_then(|object| object.value)
        .and_then(|value| value.as_str().map(str::to_owned))
        .and_then(|text| serde_json::from_str(&text).ok())
        .unwrap_or(serde_json::Value::Null)
}

/// Waits until `expression` is true, or fails after `seconds`, saying what the page shows.
pub fn wait_for(tab: &Tab, expression: &str, seconds: u64) {
    let started = Instant::now();
    while started.elapsed() < Duration::from_secs(seconds) {
        if json(tab, expression) == serde_json::Value::Bool(true) {
            return;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    panic!(
        "waited {seconds} s for `{expression}`; page state: {}; inner size: {}; console: {}",
        json(tab, "window.demoStatus || window.checkResults"),
        json(
            tab,
            "[window.innerWidth, window.innerHeight, window.devicePixelRatio]"
        ),
        json(tab, "window.consoleMessages")
    );
}

/// The page's console messages (the pages record them) of `level`.
pub fn console(tab: &Tab, level: &str) -> Vec<String> {
    json(tab, "window.consoleMessages")
        .as_array()
        .into_iter()
        .flatten()
        .filter(|message| message["level"] == level)
        .filter_map(|message| message["text"].as_str().map(str::to_owned))
        .collect()
}

/// A screenshot of the page (CSS pixels at ratio 1).
pub fn screenshot(tab: &Tab) -> RgbaImage {
    let png = tab
        .capture_screenshot(CaptureScreenshotFormatOption::Png, None, None, true)
        .expect("a screenshot");
    imgui_webgpu_testing::images::decode_png(&png).expect("a PNG")
}
