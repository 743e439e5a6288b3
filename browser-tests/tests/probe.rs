use headless_chrome::protocol::cdp::Page::CaptureScreenshotFormatOption;
use headless_chrome::{Browser, LaunchOptions};
#[test]
fn probe() {
    let backend = std::env::var("PROBE_BACKEND").unwrap_or("webgl2".into());
    let mut args: Vec<&std::ffi::OsStr> = [
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
    ]
    .iter()
    .map(std::ffi::OsStr::new)
    .collect();
    if backend == "webgpu" {
        for a in [
            "--enable-unsafe-webgpu",
            "--enable-features=Vulkan",
            "--use-vulkan=swiftshader",
            "--use-angle=vulkan",
        ] {
            args.push(std::ffi::OsStr::new(a));
        }
    }
    let browser = Browser::new(LaunchOptions {
        headless: true,
        sandbox: false,
        path: Some("/usr/bin/chromium".into()),
        window_size: Some((1280, 720)),
        enable_gpu: true,
        args,
        idle_browser_timeout: std::time::Duration::from_secs(120),
        ..Default::default()
    })
    .unwrap();
    let tab = browser.new_tab().unwrap();
    tab.enable_log().unwrap();
    tab.navigate_to(&format!(
        "http://127.0.0.1:8123/{}?backend={backend}",
        std::env::var("PROBE_PAGE").unwrap_or("index.html".into())
    ))
    .unwrap();
    let _ = tab.wait_until_navigated();
    for _ in 0..60 {
        let frames = tab
            .evaluate(
                "window.checksDone ? 1000 : (window.demoStatus ? window.demoStatus.frames : -1)",
                false,
            )
            .unwrap();
        println!("frames {:?}", frames.value);
        if frames.value.and_then(|v| v.as_f64()).unwrap_or(-1.0) > 10.0 {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(500));
    }
    let status = tab
        .evaluate(
            "JSON.stringify([window.checkResults || window.demoStatus, window.consoleMessages, document.title])",
            false,
        )
        .unwrap();
    println!("status {:?}", status.value);
    let err = tab
        .evaluate(
            "document.getElementById('error') ? document.getElementById('error').textContent : ''",
            false,
        )
        .unwrap();
    println!("error {:?}", err.value);
    let png = tab
        .capture_screenshot(CaptureScreenshotFormatOption::Png, None, None, true)
        .unwrap();
    std::fs::write(format!("/tmp/web_{backend}.png"), png).unwrap();
}
