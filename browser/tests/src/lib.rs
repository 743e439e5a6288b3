//! Helpers for the browser tests: the built pages, a local server, headless Chromium on
//! WebGPU or on WebGL2, and reading a page's state over the DevTools protocol.
//!
//! The pages are built by `cargo xtask test` (its "web build" step) into `target/web`, or the
//! directory `IMGUI_WEBGPU_WEB_DIR` names. A test without them fails and says how to build
//! them. Chromium is Debian's (`/usr/bin/chromium`, or `CHROMIUM`).

use std::io::Write;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, MutexGuard, OnceLock, PoisonError};
use std::time::{Duration, Instant};

use headless_chrome::protocol::cdp::Page::CaptureScreenshotFormatOption;
use headless_chrome::{Browser, LaunchOptions, Tab};
use images::RgbaImage;

#[path = "../../../xtask/src/serve.rs"]
mod serve;

/// How far an image may differ from a golden (the testing crate's, from the same module).
pub use images::PixelTolerance;
/// RGBA images and PNG files: `imgui-webgpu-offscreen`'s image part (the testing crate's
/// `images`), without its `gpu` feature, so these tests compile no wgpu.
pub use imgui_webgpu_offscreen::images;

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
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../target/web"));
    for page in [
        "demo",
        "demo-docking",
        "checks",
        "hello",
        "dear",
        "readme-app-dear",
        "readme-plot",
        "gallery",
    ] {
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

/// The paths the pages asked the server for that it does not have (each is a 404 in the
/// browser's console), since the server started.
pub fn missing_requests() -> Vec<String> {
    serve::not_found()
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

/// The Chromium binary the tests run: Debian's, or the one `CHROMIUM` names.
pub fn chromium_path() -> PathBuf {
    std::env::var_os("CHROMIUM")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/usr/bin/chromium"))
}

/// The flags that give `backend` a working GPU API in headless Chromium, besides the
/// `--disable-gpu` that [`launch_with_ratio`] has the DevTools client add for WebGL2.
///
/// - WebGPU runs on SwiftShader's Vulkan in the GPU process (`--enable-unsafe-webgpu`:
///   Linux has no WebGPU by default; the others select SwiftShader's Vulkan for Dawn and
///   ANGLE).
/// - WebGL2 runs on ANGLE over SwiftShader without a hardware GPU. From Chromium 139 on,
///   WebGL no longer falls back to SwiftShader on its own: with `--disable-gpu` alone,
///   `getContext("webgl2")` returns null (Chromium 148 on Debian 12). Either flag here
///   brings it back on 148: `--use-angle=swiftshader` asks for SwiftShader by name (which
///   Chromium keeps for testing), `--enable-unsafe-swiftshader` is the documented opt-in to
///   the fallback. Both, so that one going away does not break the tests; older Chromium
///   picked SwiftShader anyway and ignores a flag it does not know.
pub fn backend_flags(backend: Backend) -> &'static [&'static str] {
    match backend {
        Backend::WebGpu => &[
            "--enable-unsafe-webgpu",
            "--enable-features=Vulkan",
            "--use-vulkan=swiftshader",
            "--use-angle=vulkan",
        ],
        Backend::WebGl2 => &["--use-angle=swiftshader", "--enable-unsafe-swiftshader"],
    }
}

/// The Chromium the last [`launch_with_ratio`] started: its version as DevTools'
/// `Browser.getVersion` gives it, and the flags of each backend it ran with. Failure
/// messages name it, since what a headless Chromium's GPU APIs need changes between
/// versions.
pub fn chromium() -> String {
    LAUNCHED
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .clone()
        .unwrap_or_else(|| format!("Chromium not started yet ({})", chromium_version()))
}

static LAUNCHED: Mutex<Option<String>> = Mutex::new(None);

/// `chromium --version`, for messages written before (or instead of) a DevTools session.
fn chromium_version() -> String {
    let path = chromium_path();
    std::process::Command::new(&path)
        .arg("--version")
        .output()
        .ok()
        .map(|out| String::from_utf8_lossy(&out.stdout).trim().to_owned())
        .filter(|version| !version.is_empty())
        .unwrap_or_else(|| format!("{}: no version", path.display()))
}

/// Starts headless Chromium for `backend` with a real device pixel ratio of `ratio` (the
/// browser's own scale factor, as a high-DPI screen gives it; tests of DevTools' device
/// emulation use [`set_viewport`] instead).
///
/// The version and flags are written to the test's stderr directly, not through `println!`:
/// libtest captures the macros' output of passing tests, and the run's output should say
/// which Chromium it ran either way.
pub fn launch_with_ratio(backend: Backend, ratio: u32) -> Browser {
    let scale = format!("--force-device-scale-factor={ratio}");
    let path = chromium_path();
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
    args.extend(backend_flags(backend));
    // WebGPU needs the GPU process; WebGL2 runs on SwiftShader without a hardware GPU.
    let enable_gpu = backend == Backend::WebGpu;
    let shown_flags = if enable_gpu {
        args.join(" ")
    } else {
        format!("{} --disable-gpu", args.join(" "))
    };
    let browser = Browser::new(LaunchOptions {
        headless: true,
        sandbox: false,
        enable_gpu,
        path: Some(path),
        window_size: Some((1280, 720)),
        args: args.into_iter().map(std::ffi::OsStr::new).collect(),
        idle_browser_timeout: Duration::from_secs(300),
        ..Default::default()
    })
    .unwrap_or_else(|error| {
        panic!(
            "headless Chromium ({}) did not start for {} with {shown_flags}: {error}",
            chromium_version(),
            backend.name()
        )
    });
    let version = browser.get_version().map_or_else(
        |error| {
            format!(
                "{} (Browser.getVersion failed: {error})",
                chromium_version()
            )
        },
        |version| format!("{} ({})", version.product, version.revision),
    );
    let line = format!(
        "{version}, {} at a device pixel ratio of {ratio}, flags (besides headless_chrome's \
         defaults): {shown_flags}",
        backend.name()
    );
    let _ = writeln!(std::io::stderr(), "browser tests: {line}");
    *LAUNCHED.lock().unwrap_or_else(PoisonError::into_inner) = Some(line);
    browser
}

/// Opens `page` (a directory under the web root) for `backend` in a new tab of the
/// browser's window size (1280x720 CSS pixels).
pub fn open(browser: &Browser, page: &str, backend: Backend) -> Arc<Tab> {
    let tab = browser.new_tab().expect("a tab");
    navigate(&tab, page, backend);
    tab
}

/// Starts loading `page` for `backend` in `tab`.
fn navigate(tab: &Tab, page: &str, backend: Backend) {
    // Not `wait_until_navigated`: a page busy with its GPU may not report loading done in
    // time. The tests poll the page's own state instead.
    tab.navigate_to(&format!("{}/{page}/?{}", server(), backend.query()))
        .expect("navigation starts");
}

/// Counters around the browser's schedulers, installed before the page's scripts run (so
/// winit and wgpu see the wrapped functions): animation frames asked for and cancelled, and
/// tasks posted (`scheduler.postTask`, what winit waits with where the browser has it;
/// `setTimeout` where not), with and without a delay. `window.wakeCounts` holds them.
const WAKE_COUNTERS: &str = r#"(() => {
  const counts = { frames: 0, cancelled: 0, tasks: 0, zeroTasks: 0, timeouts: 0, zeroTimeouts: 0 };
  window.wakeCounts = counts;
  const request = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) => { counts.frames++; return request(callback); };
  const cancel = window.cancelAnimationFrame.bind(window);
  window.cancelAnimationFrame = (handle) => { counts.cancelled++; return cancel(handle); };
  if (window.scheduler && window.scheduler.postTask) {
    const post = window.scheduler.postTask.bind(window.scheduler);
    window.scheduler.postTask = (callback, options) => {
      counts.tasks++;
      if (!options || !options.delay) counts.zeroTasks++;
      return post(callback, options);
    };
  }
  const timeout = window.setTimeout.bind(window);
  window.setTimeout = (callback, delay, ...rest) => {
    counts.timeouts++;
    if (!delay) counts.zeroTimeouts++;
    return timeout(callback, delay, ...rest);
  };
})();"#;

/// What a page asked of the browser's schedulers (see [`open_counting_wakes`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WakeCounts {
    /// `requestAnimationFrame` calls.
    pub frames: u64,
    /// `cancelAnimationFrame` calls.
    pub cancelled: u64,
    /// `scheduler.postTask` calls.
    pub tasks: u64,
    /// Of those, without a delay.
    pub zero_tasks: u64,
    /// `setTimeout` calls.
    pub timeouts: u64,
    /// Of those, without a delay.
    pub zero_timeouts: u64,
}

impl WakeCounts {
    /// The counts now (all zero when the counters are not installed).
    pub fn of(tab: &Tab) -> Self {
        let counts = json(tab, "window.wakeCounts");
        let count = |key: &str| counts[key].as_u64().unwrap_or(0);
        Self {
            frames: count("frames"),
            cancelled: count("cancelled"),
            tasks: count("tasks"),
            zero_tasks: count("zeroTasks"),
            timeouts: count("timeouts"),
            zero_timeouts: count("zeroTimeouts"),
        }
    }

    /// What was counted since `earlier`.
    pub fn since(self, earlier: Self) -> Self {
        Self {
            frames: self.frames - earlier.frames,
            cancelled: self.cancelled - earlier.cancelled,
            tasks: self.tasks - earlier.tasks,
            zero_tasks: self.zero_tasks - earlier.zero_tasks,
            timeouts: self.timeouts - earlier.timeouts,
            zero_timeouts: self.zero_timeouts - earlier.zero_timeouts,
        }
    }

    /// The page's wake-ups between animation frames: the tasks and timeouts it posted.
    pub fn wake_ups(self) -> u64 {
        self.tasks + self.timeouts
    }
}

/// Like [`open`], with [`WakeCounts`]' counters installed before the page's own scripts.
pub fn open_counting_wakes(browser: &Browser, page: &str, backend: Backend) -> Arc<Tab> {
    let tab = browser.new_tab().expect("a tab");
    tab.call_method(
        headless_chrome::protocol::cdp::Page::AddScriptToEvaluateOnNewDocument {
            source: WAKE_COUNTERS.to_owned(),
            world_name: None,
            include_command_line_api: None,
            run_immediately: None,
        },
    )
    .expect("the counters are installed");
    navigate(&tab, page, backend);
    tab
}

/// Sets the page's viewport in CSS pixels and its `devicePixelRatio` through DevTools'
/// device emulation (`Emulation.setDeviceMetricsOverride`, as DevTools, Puppeteer and
/// Playwright do); a `ratio` of 0 keeps the browser's own.
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

/// What a page reported as a failure: the demo's error text (its `#error` element, written
/// when it finds no GPU, canvas or device) or the first error in its console (a panic, an
/// uncaught exception, a wgpu error). `None` while there is none.
pub fn page_failure(tab: &Tab) -> Option<String> {
    json(
        tab,
        "(() => { \
           const shown = document.getElementById('error') \
             || document.getElementById('imgui-app-error'); \
           if (shown) return shown.textContent; \
           const logged = (window.consoleMessages || []).find((m) => m.level === 'error'); \
           return logged ? logged.text : null; \
         })()",
    )
    .as_str()
    .map(str::to_owned)
}

/// Waits until `expression` is true, or fails after `seconds`, saying what the page shows
/// and which Chromium ran. A page that reports a failure ([`page_failure`]) fails the wait
/// at once with it: a page without a GPU API never gets there.
pub fn wait_for(tab: &Tab, expression: &str, seconds: u64) {
    let started = Instant::now();
    let mut failure = None;
    while started.elapsed() < Duration::from_secs(seconds) {
        if json(tab, expression) == serde_json::Value::Bool(true) {
            return;
        }
        failure = page_failure(tab);
        if failure.is_some() {
            break;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    let state = format!(
        "page state: {}; inner size and ratio: {}; console: {}; browser: {}",
        json(
            tab,
            "window.demoStatus || window.checkResults || window.imguiApp"
        ),
        json(
            tab,
            "[window.innerWidth, window.innerHeight, window.devicePixelRatio]"
        ),
        json(tab, "window.consoleMessages"),
        chromium()
    );
    match failure {
        Some(failure) => {
            panic!("the page failed while waiting for `{expression}`: {failure}\n{state}")
        }
        None => panic!("waited {seconds} s for `{expression}`\n{state}"),
    }
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
    images::decode_png(&png).expect("a PNG")
}
