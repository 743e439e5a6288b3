//! The demo's native shell: the demo app ([`crate::app::DemoApp`]) in a window, run by
//! `imgui-webgpu-app`'s runner, or, where there is no display, the same UI rendered
//! headlessly to a PNG.
//!
//! Flags: `--settings PATH` keeps imgui's settings (window places and, with the `docking`
//! feature, the dock layout) in a file between runs; `--screenshot PATH` names the PNG of a
//! headless run (`target/demo.png` by default). Window tests drive the windowed demo through the runner's probe
//! (`IMGUI_WEBGPU_APP_PROBE=1`; see `imgui_webgpu_app::runner::probe`): the demo adds where it
//! drew its parts (`probe: app layout ...`).

use std::path::PathBuf;

use imgui_webgpu::{Renderer, RendererConfig};
use imgui_webgpu_app::RunError;
use imgui_webgpu_testing::headless::{HeadlessGpu, HeadlessTarget};

use crate::app::{DemoApp, START_SIZE};
use crate::ui::{Demo, Frame, Layout};

type Error = Box<dyn std::error::Error>;

/// The command line.
#[derive(Debug, Default)]
struct Args {
    /// Where a headless run writes its PNG.
    screenshot: Option<PathBuf>,
    /// Where imgui's settings (the dock layout, window places) are kept between runs.
    settings: Option<PathBuf>,
}

impl Args {
    fn parse() -> Result<Self, Error> {
        let mut parsed = Args::default();
        let mut args = std::env::args().skip(1);
        while let Some(arg) = args.next() {
            match arg.as_str() {
                "--screenshot" => {
                    let path = args.next().ok_or("--screenshot needs a path")?;
                    parsed.screenshot = Some(PathBuf::from(path));
                }
                "--settings" => {
                    let path = args.next().ok_or("--settings needs a path")?;
                    parsed.settings = Some(PathBuf::from(path));
                }
                "--help" | "-h" => {
                    println!(
                        "imgui-webgpu-demo [--settings PATH (imgui's settings and dock layout, \
                         kept between runs)] [--screenshot PATH (without a display)]"
                    );
                    std::process::exit(0);
                }
                other => return Err(format!("unknown argument `{other}`").into()),
            }
        }
        Ok(parsed)
    }
}

/// Runs the demo: in a window when there is a display, headlessly to a PNG otherwise.
pub fn main() -> Result<(), Error> {
    let args = Args::parse()?;
    let mut options = crate::app::options();
    if let Some(path) = &args.settings {
        options = options.with_settings(imgui_webgpu_app::platform::Settings::File(path.clone()));
    }
    match imgui_webgpu_app::run_app(options, DemoApp::new()) {
        Err(RunError::EventLoop(error)) => {
            let path = args
                .screenshot
                .unwrap_or_else(|| PathBuf::from("target/demo.png"));
            println!("no display ({error}): rendering the demo headlessly instead");
            headless(&path)?;
            println!("wrote {}", path.display());
            Ok(())
        }
        other => Ok(other?),
    }
}

fn print_layout(layout: &Layout) {
    for (name, rect) in layout.named() {
        if let Some([x1, y1, x2, y2]) = rect {
            println!("layout {name}: {x1} {y1} {x2} {y2}");
        }
    }
}

/// Renders the demo's UI without a window into `path`: the same windows, a few frames in.
fn headless(path: &std::path::Path) -> Result<(), Error> {
    let gpu = HeadlessGpu::new()?;
    let config = RendererConfig::new(wgpu::TextureFormat::Rgba8UnormSrgb);
    let target = HeadlessTarget::new(&gpu.device, config.target(START_SIZE))?;
    let mut imgui = imgui::Context::create();
    imgui.set_ini_filename(None);
    imgui.io_mut().display_size = START_SIZE.map(|side| side as f32);
    imgui.io_mut().delta_time = 1.0 / 60.0;
    let mut renderer = Renderer::new(&gpu.device, &gpu.queue, &mut imgui, config)?;
    let mut demo = Demo::new(&gpu.device, &gpu.queue, &mut renderer)?;
    let backend = format!("{} (headless)", gpu.describe());
    for frame in 0..4 {
        renderer.new_frame();
        let mut encoder = gpu.device.create_command_encoder(&Default::default());
        let ui = imgui.new_frame();
        demo.build(
            ui,
            &mut Frame {
                renderer: &mut renderer,
                device: &gpu.device,
                queue: &gpu.queue,
                encoder: &mut encoder,
                seconds: frame as f32 / 60.0,
                backend: &backend,
                format: config.shape.format,
            },
        );
        let draw_data = imgui.render();
        let report = target.encode_pass(&mut encoder, crate::BACKGROUND, |pass| {
            renderer.render(draw_data, pass, START_SIZE)
        })?;
        gpu.queue.submit([encoder.finish()]);
        demo.finish_frame(report, renderer.stats(), 1000.0 / 60.0);
    }
    print_layout(&demo.layout());
    let image = target.read_rgba8(&gpu.device, &gpu.queue)?;
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent)?;
    }
    imgui_webgpu_testing::images::save_png(&image, path)?;
    Ok(())
}
