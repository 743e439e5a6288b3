//! The demo as an app of `imgui-webgpu-app`'s runner: the one app both shells run (a
//! native window, a browser canvas). The runner brings the window, the device, input,
//! clipboard, sharp fonts at any scale, idle, visibility and device-loss recovery; this
//! file only hands the runner's frame to [`Demo`] and carries out what its UI asks.

use imgui_webgpu_app::{App, AppError, Frame, Options, Setup};

use crate::ui::{Demo, Layout};

/// The window's title, size and background, the same in both shells.
pub fn options() -> Options {
    let [width, height] = START_SIZE;
    let options = Options::new("imgui-webgpu demo")
        .with_size(width, height)
        .with_background(crate::BACKGROUND);
    // Natively a panel dragged out of the window becomes a window of its own; in browsers
    // the runner keeps every panel in the canvas.
    #[cfg(feature = "docking")]
    let options = options.with_docking(true).with_viewports(true);
    options
}

/// The window's size at start, in pixels at scale 1.
pub const START_SIZE: [u32; 2] = [1280, 720];

/// The demo's state across frames and devices.
pub struct DemoApp {
    /// The windows' state and GPU resources; made when the first device is ready.
    demo: Option<Demo>,
    /// A line naming the adapter and backend, for the stats panel.
    backend: String,
    /// Whether the runner's probe is on (window tests): the demo then says where it drew
    /// its parts (`probe: app layout ...`) whenever that changes.
    probing: bool,
    /// What the probe last said, so each change is said once.
    said_layout: Layout,
    said_targets: u64,
    said_text: String,
}

impl Default for DemoApp {
    fn default() -> Self {
        Self::new()
    }
}

impl DemoApp {
    /// The demo before its device: [`App::device_ready`] makes its resources.
    pub fn new() -> Self {
        Self {
            demo: None,
            backend: String::new(),
            probing: imgui_webgpu_app::runner::probe::enabled(),
            said_layout: Layout::default(),
            said_targets: 0,
            said_text: String::new(),
        }
    }

    /// The demo's windows and state, once a device was ready.
    pub fn demo(&self) -> Option<&Demo> {
        self.demo.as_ref()
    }

    /// Says on the probe where the demo drew its parts and what its text field holds, when
    /// that changed (the window test checks pixels there, and what was typed).
    fn say_layout(&mut self) {
        let Some(demo) = self.demo.as_ref() else {
            return;
        };
        let layout = demo.layout();
        if layout != self.said_layout {
            self.said_layout = layout;
            for (name, rect) in layout.named() {
                if let Some([x1, y1, x2, y2]) = rect {
                    imgui_webgpu_app::runner::probe::say(format_args!(
                        "app layout {name} {x1} {y1} {x2} {y2}"
                    ));
                }
            }
        }
        let targets = demo.viewport_targets_created();
        if targets != self.said_targets {
            self.said_targets = targets;
            imgui_webgpu_app::runner::probe::say(format_args!("app viewport-targets {targets}"));
        }
        if demo.text() != self.said_text {
            self.said_text = demo.text().to_owned();
            imgui_webgpu_app::runner::probe::say(format_args!("app text {}", demo.text()));
        }
    }
}

impl App for DemoApp {
    fn device_ready(&mut self, setup: &mut Setup<'_>) -> Result<(), AppError> {
        let info = setup.adapter();
        // Browsers' WebGPU gives no adapter name.
        let name = match info.name.as_str() {
            "" => "an unnamed adapter",
            name => name,
        };
        self.backend = format!("{name} ({:?}, {:?})", info.backend, info.device_type);
        let (device, queue) = (setup.device().clone(), setup.queue().clone());
        match self.demo.as_mut() {
            // A new device after a loss: the demo's resources move, its state stays.
            Some(demo) => demo.recover(&device, &queue, setup.renderer())?,
            None => {
                #[allow(unused_mut)]
                let mut demo = Demo::new(&device, &queue, setup.renderer())?;
                #[cfg(feature = "docking")]
                demo.dock();
                self.demo = Some(demo);
            }
        }
        Ok(())
    }

    fn ui(&mut self, ui: &imgui::Ui, frame: &mut Frame<'_>) {
        let Some(demo) = self.demo.as_mut() else {
            return;
        };
        if let (Some(report), Some(stats)) = (frame.last_report(), frame.last_stats()) {
            demo.finish_frame(report.clone(), *stats, ui.io().delta_time * 1000.0);
        }
        // The probe's `ui-scale` sets the runner's scale: the demo's slider follows it.
        if demo.ui_scale() != frame.ui_scale() {
            let _ = demo.set_ui_scale(frame.ui_scale());
        }
        let format = frame.target_format();
        let parts = frame.parts();
        let requests = demo.build(
            ui,
            &mut crate::ui::Frame {
                renderer: parts.renderer,
                device: parts.device,
                queue: parts.queue,
                encoder: parts.encoder,
                seconds: ui.time() as f32,
                backend: &self.backend,
                format,
            },
        );
        // The cube turns and the paint callback moves: every frame is new.
        frame.request_repaint();
        if let Some(vsync) = requests.vsync {
            frame.set_vsync(vsync);
        }
        if let Some(scale) = requests.ui_scale {
            frame.set_ui_scale(scale);
        }
        if requests.lose_device {
            frame.lose_device();
        }
        if self.probing {
            self.say_layout();
        }
        #[cfg(target_arch = "wasm32")]
        if let Some(demo) = self.demo.as_ref() {
            crate::web::publish_status(demo);
        }
    }
}
