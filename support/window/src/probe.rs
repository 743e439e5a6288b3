//! Window tests of apps made with `imgui-webgpu-app`'s runner, through its probe
//! (`IMGUI_WEBGPU_APP_PROBE=1`: `probe: ...` lines on stdout, commands on stdin): the app in
//! its own X session with a settings daemon (its scale), its frames parsed, the X clipboard
//! read and offered as another app does, and text sharpness measured in screenshots.

use std::collections::BTreeMap;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use imgui_webgpu_offscreen::images::RgbaImage;

use crate::window::{App, XSession};

/// Each wait (a debug build on a loaded machine is slow to start).
pub const LIMIT: Duration = Duration::from_secs(120);

/// A running app of the runner, in its own X session with a settings daemon, and its
/// window.
pub struct ProbedApp {
    /// The screen's settings (its scale).
    pub settings: ScreenSettings,
    /// The X session the app runs in.
    pub session: XSession,
    /// The app's process and what it printed.
    pub app: App,
    /// The app's X window.
    pub window: String,
}

impl ProbedApp {
    /// Starts `binary` (`what` names it in messages) on a screen of `screen` pixels at scale
    /// 1, with the probe on, and waits for its first frame.
    pub fn start(binary: &Path, what: &str, screen: [u32; 2]) -> Self {
        Self::start_with(binary, &[], what, screen)
    }

    /// Starts `binary` with `args`, as [`ProbedApp::start`] does.
    pub fn start_with(binary: &Path, args: &[&str], what: &str, screen: [u32; 2]) -> Self {
        let session = XSession::start(screen[0], screen[1]);
        // Scale 1 to start with.
        let settings = ScreenSettings::start(&session, 96);
        let mut command = session.command(binary);
        command
            .args(args)
            .env("IMGUI_WEBGPU_APP_PROBE", "1")
            .env_remove("WINIT_X11_SCALE_FACTOR")
            .env("RUST_BACKTRACE", "1");
        let mut app = App::spawn(command, what);
        app.wait_for_line(0, "probe: ready", LIMIT);
        app.wait_for_line(0, "probe: frame 1 ", LIMIT);
        let window = session.window_of(app.pid());
        ProbedApp {
            settings,
            session,
            app,
            window,
        }
    }

    /// Sends a probe command and waits for the answer that starts with `answer`.
    pub fn ask(&mut self, command: &str, answer: &str) -> String {
        let from = self.app.lines();
        self.app.send(command);
        self.app.wait_for_line(from, answer, LIMIT).1
    }

    /// The live objects (`probe: counts`), by name.
    pub fn counts(&mut self) -> BTreeMap<String, u64> {
        pairs(&self.ask("counts", "probe: counts "))
    }

    /// Frames built and presented, skips and errors (`probe: stats`), by name.
    pub fn stats(&mut self) -> BTreeMap<String, u64> {
        pairs(&self.ask("stats", "probe: stats "))
    }

    /// Waits until the app is idle: a second and a half without a presented frame (the
    /// runner draws for a while after input).
    pub fn wait_until_settled(&mut self) {
        self.app.wait_until("the app to settle", LIMIT, |app| {
            let presented = app.count(0, "probe: frame ");
            std::thread::sleep(Duration::from_millis(1500));
            app.count(0, "probe: frame ") == presented
        });
    }

    /// Keys pressed as a user presses them, into the focused window.
    pub fn keys(&self, keys: &[&str]) {
        let mut args = vec!["key", "--clearmodifiers", "--delay", "60"];
        args.extend_from_slice(keys);
        self.session.xdotool(&args);
    }

    /// The frames presented so far (the probe's `frame` lines), parsed.
    pub fn frames(&self, from: usize) -> Vec<Frame> {
        self.app
            .lines_from(from, "probe: frame ")
            .iter()
            .filter_map(|line| Frame::parse(line))
            .collect()
    }

    /// Waits for a presented frame from line `from` on that satisfies `want`.
    pub fn wait_for_frame(
        &mut self,
        from: usize,
        what: &str,
        want: impl Fn(&Frame) -> bool,
    ) -> Frame {
        let started = Instant::now();
        loop {
            if let Some(frame) = self.frames(from).into_iter().find(|frame| want(frame)) {
                return frame;
            }
            assert!(
                started.elapsed() < LIMIT,
                "no frame {what} within {} s; frames since: {:?}",
                LIMIT.as_secs(),
                self.frames(from).iter().rev().take(5).collect::<Vec<_>>()
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// The X clipboard's text, as another app reads it (`xclip -o`).
    pub fn clipboard(&self) -> Option<String> {
        self.session
            .output("xclip", &["-selection", "clipboard", "-o"])
    }

    /// Waits until the X clipboard holds `want`.
    pub fn wait_for_clipboard(&self, want: &str) {
        let mut last = None;
        let started = Instant::now();
        while started.elapsed() < LIMIT {
            last = self.clipboard();
            if last.as_deref() == Some(want) {
                return;
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        panic!("the X clipboard holds {last:?}, not {want:?}");
    }
}

/// The steps a window test takes with any app of the runner, as a user does: each checks
/// what it did and panics with what it saw.
impl ProbedApp {
    /// Clicks into the text field at `field` (window pixels), and checks text both ways with
    /// the X clipboard: typed text copied with Ctrl+A, Ctrl+C is what `xclip -o` reads, and
    /// text another app put there (`xclip -i`) is pasted with Ctrl+V and typed on. Leaves
    /// the field with Return, which keeps its text (Escape would undo the edit): it holds
    /// `Lovelace!`.
    pub fn type_and_use_the_clipboard(&mut self, field: [u32; 2]) {
        // A click in the text field turns imgui's text input on.
        let from = self.app.lines();
        let [x, y] = field.map(|v| v.to_string());
        self.session
            .xdotool(&["mousemove", "--window", &self.window, &x, &y, "click", "1"]);
        self.app.wait_for_line(from, "probe: text-input on", LIMIT);

        // Typing over what the field held, then Ctrl+A, Ctrl+C: the X clipboard holds it.
        self.keys(&["ctrl+a"]);
        self.session.xdotool(&["type", "--delay", "60", "Ada"]);
        self.keys(&["ctrl+a", "ctrl+c"]);
        self.wait_for_clipboard("Ada");

        // Another app's text, pasted over it with Ctrl+V, then typed on.
        let mut xclip = offer_clipboard(&self.session, "Lovelace");
        std::thread::sleep(Duration::from_millis(300));
        assert_eq!(self.clipboard().as_deref(), Some("Lovelace"));
        self.keys(&["ctrl+a", "ctrl+v"]);
        self.session.xdotool(&["type", "--delay", "60", "!"]);
        self.keys(&["ctrl+a", "ctrl+c"]);
        self.wait_for_clipboard("Lovelace!");
        let _ = xclip.kill();
        let _ = xclip.wait();
        let from = self.app.lines();
        self.keys(&["Return"]);
        self.app.wait_for_line(from, "probe: text-input off", LIMIT);
    }

    /// Resizes the window to each of `sizes` as a window manager does; the surface follows
    /// the window (clamped to the device's limit) and imgui's display covers the surface
    /// exactly.
    pub fn resize_through(&mut self, sizes: &[[u32; 2]]) {
        for &size in sizes {
            let from = self.app.lines();
            let [w, h] = size.map(|v| v.to_string());
            self.session.xdotool(&["windowsize", &self.window, &w, &h]);
            // The first frames after a resize may still be drawn at the old size (winit
            // reports the new one first): the surface catches up with the window.
            let frame = self.wait_for_frame(from, &format!("at {w}x{h}"), |frame| {
                let at_size = frame.window == size || (size[0] <= 1 && frame.window[0] <= 16);
                at_size && frame.surface == frame.window
            });
            assert_eq!(frame.display, frame.surface, "{frame:?}");
        }
    }

    /// Minimises the window (nothing drawn, little CPU) and restores it (drawn again).
    pub fn minimise_and_restore(&mut self) {
        let ticks_per_second = crate::window::clock_ticks_per_second();
        let from = self.app.lines();
        self.session.minimise(&self.window);
        self.app.wait_for_line(from, "probe: hidden", LIMIT);
        std::thread::sleep(Duration::from_millis(300));
        let (presented, cpu) = (self.frames(0).len(), self.app.cpu_ticks());
        std::thread::sleep(Duration::from_secs(2));
        assert_eq!(
            self.frames(0).len(),
            presented,
            "frames were drawn while minimised"
        );
        let cpu_share = (self.app.cpu_ticks() - cpu) as f64 / (ticks_per_second as f64 * 2.0);
        assert!(
            cpu_share < 0.05,
            "{:.1}% of a core while minimised",
            cpu_share * 100.0
        );
        let from = self.app.lines();
        self.session.restore(&self.window);
        self.app.wait_for_line(from, "probe: shown", LIMIT);
        self.wait_for_frame(from, "after the restore", |_| true);
    }

    /// The screen's scale goes to 2 (`Xft/DPI`): the window doubles, the atlas is rasterised
    /// at twice the pixels and text is sharp (glyph edges in screenshots, kept in `review`
    /// as `NAME-scale-1.png` and `NAME-scale-2.png`); then back to 1. The window starts at
    /// `size` (scale 1); `text` is a region of text only, in window pixels at scale 1 (twice
    /// that at 2). Returns the sharpness at 1 and 2 (see [`text_sharpness`]).
    pub fn scale_to_2_and_back(
        &mut self,
        size: [u32; 2],
        text: [u32; 4],
        review: &Path,
        name: &str,
    ) -> ((f64, usize), (f64, usize)) {
        let shot_1 = self.session.screenshot(&self.window);
        save_for_review(&shot_1, review, &format!("{name}-scale-1.png"));
        let sharp_at_1 = text_sharpness(&crop(&shot_1, text));
        let from = self.app.lines();
        self.settings.set_dpi(192);
        let frame = self.wait_for_frame(from, "at scale 2", |frame| {
            frame.scale == 2.0 && frame.window == size.map(|side| side * 2)
        });
        assert_eq!(
            frame.fonts, 2.0,
            "the font atlas was not rebuilt at scale 2: {frame:?}"
        );
        assert_eq!(frame.display, frame.surface, "{frame:?}");
        std::thread::sleep(Duration::from_millis(500));
        let shot_2 = self.session.screenshot(&self.window);
        save_for_review(&shot_2, review, &format!("{name}-scale-2.png"));
        let sharp_at_2 = text_sharpness(&crop(&shot_2, text.map(|value| value * 2)));
        eprintln!("sharpness at scale 1: {sharp_at_1:?}, at scale 2: {sharp_at_2:?}");
        assert!(
            sharp_at_2.0 > 0.6 && sharp_at_2.1 > sharp_at_1.1 * 3,
            "text at scale 2 is not sharp: {sharp_at_2:?} (scale 1: {sharp_at_1:?})"
        );
        let from = self.app.lines();
        self.settings.set_dpi(96);
        self.wait_for_frame(from, "back at scale 1", |frame| {
            frame.scale == 1.0 && frame.fonts == 1.0 && frame.window == size
        });
        (sharp_at_1, sharp_at_2)
    }

    /// A device loss (the probe's `lose-device`: `Device::destroy`), recovered without a
    /// restart.
    pub fn lose_the_device(&mut self) {
        let from = self.app.lines();
        self.app.send("lose-device");
        self.app
            .wait_for_line(from, "probe: device recovered", LIMIT);
        self.wait_for_frame(from, "after the recovery", |_| true);
    }

    /// Checks that no wgpu error or skipped command was reported, closes the window as a
    /// user does, and checks a clean exit (no panic, the probe's `exit`). Returns stdout.
    pub fn close_cleanly(mut self) -> String {
        let stats = self.stats();
        eprintln!("stats: {stats:?}");
        assert_eq!(stats.get("wgpu_errors"), Some(&0), "{stats:?}");
        assert_eq!(stats.get("skipped"), Some(&0), "{stats:?}");
        self.session.close(&self.window);
        let finished = self.app.finish(LIMIT);
        assert!(
            finished.status.success() && !finished.stderr.contains("panicked"),
            "the app failed: {}\nstderr:\n{}",
            finished.status,
            finished.stderr
        );
        assert!(
            finished.stdout.contains("probe: exit"),
            "{}",
            finished.stdout
        );
        finished.stdout
    }
}

/// The `name=count` pairs of a probe line.
pub fn pairs(line: &str) -> BTreeMap<String, u64> {
    line.split_whitespace()
        .filter_map(|pair| {
            let (name, count) = pair.split_once('=')?;
            Some((name.to_owned(), count.parse().ok()?))
        })
        .collect()
}

/// One `probe: frame` line: the sizes of a presented frame, its scale and its fonts' scale.
#[derive(Clone, Debug, PartialEq)]
pub struct Frame {
    /// The window's inner size, in pixels.
    pub window: [u32; 2],
    /// The surface's size.
    pub surface: [u32; 2],
    /// imgui's display, in pixels.
    pub display: [u32; 2],
    /// imgui's framebuffer scale.
    pub scale: f32,
    /// The scale the font atlas was rasterised at.
    pub fonts: f32,
}

impl Frame {
    /// Parses a `probe: frame` line; `None` for any other line.
    pub fn parse(line: &str) -> Option<Frame> {
        let words: Vec<&str> = line.split_whitespace().collect();
        let value = |name: &str| -> Option<&str> {
            let at = words.iter().position(|word| *word == name)?;
            words.get(at + 1).copied()
        };
        let size = |name: &str| -> Option<[u32; 2]> {
            let (w, h) = value(name)?.split_once('x')?;
            Some([w.parse().ok()?, h.parse().ok()?])
        };
        Some(Frame {
            window: size("window")?,
            surface: size("surface")?,
            display: size("display")?,
            scale: value("scale")?.parse().ok()?,
            fonts: value("fonts")?.parse().ok()?,
        })
    }
}

/// The desktop's settings daemon (`xsettingsd`, serving XSETTINGS as GNOME's and Xfce's do):
/// a new `Xft/DPI` there is a new scale to winit (`ScaleFactorChanged`).
pub struct ScreenSettings {
    daemon: std::process::Child,
    config: std::path::PathBuf,
}

impl ScreenSettings {
    /// Starts the daemon at `dpi` (96 is scale 1), before the app (winit finds the daemon
    /// when it connects).
    pub fn start(session: &XSession, dpi: u32) -> Self {
        let config = std::env::temp_dir().join(format!(
            "imgui-webgpu-xsettings-{}-{}.conf",
            std::process::id(),
            session.display().trim_start_matches(':')
        ));
        write_dpi(&config, dpi);
        let log_path = config.with_extension("log");
        let log = std::fs::File::create(&log_path).expect("a log file for xsettingsd");
        let daemon = session
            .command("xsettingsd")
            .arg("-c")
            .arg(&config)
            .stdout(Stdio::null())
            .stderr(log)
            .spawn()
            .unwrap_or_else(|error| {
                panic!(
                    "could not run xsettingsd (apt-get install {}): {error}",
                    crate::window::PACKAGES
                )
            });
        // It says so once it serves the settings.
        session.wait_until("xsettingsd owns the settings", LIMIT, || {
            std::fs::read_to_string(&log_path).is_ok_and(|log| log.contains("Took ownership"))
        });
        let _ = std::fs::remove_file(&log_path);
        ScreenSettings { daemon, config }
    }

    /// Changes the screen's DPI as a desktop's settings panel does: new settings, then the
    /// daemon told to reload them (SIGHUP).
    pub fn set_dpi(&self, dpi: u32) {
        write_dpi(&self.config, dpi);
        let status = Command::new("kill")
            .args(["-HUP", &self.daemon.id().to_string()])
            .status()
            .expect("kill runs");
        assert!(status.success(), "could not signal xsettingsd");
    }
}

impl Drop for ScreenSettings {
    fn drop(&mut self) {
        let _ = self.daemon.kill();
        let _ = self.daemon.wait();
        let _ = std::fs::remove_file(&self.config);
    }
}

/// `Xft/DPI` in xsettingsd's units (1024ths of a dot per inch).
fn write_dpi(config: &std::path::Path, dpi: u32) {
    std::fs::write(config, format!("Xft/DPI {}\n", dpi * 1024))
        .unwrap_or_else(|error| panic!("could not write {}: {error}", config.display()));
}

/// Puts `text` on the X clipboard as another app does (`xclip -i`, which stays to serve it
/// until another owner takes the clipboard).
pub fn offer_clipboard(session: &XSession, text: &str) -> std::process::Child {
    let mut xclip = session
        .command("xclip")
        .args(["-selection", "clipboard", "-i", "-quiet"])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|error| {
            panic!(
                "could not run xclip (apt-get install {}): {error}",
                crate::window::PACKAGES
            )
        });
    {
        use std::io::Write;
        let stdin = xclip.stdin.as_mut().expect("xclip's stdin");
        stdin
            .write_all(text.as_bytes())
            .expect("xclip reads its input");
    }
    drop(xclip.stdin.take());
    xclip
}

/// How sharp the text in `image` is: of the bright neutral pixels (white text and its
/// antialiased edges over imgui's dark, neutral window background), the share that is fully
/// bright. Text rasterised at the pixels it is shown at (imgui's default font is a pixel
/// font) is nearly all full; a font atlas stretched to a larger scale smears every edge
/// into greys.
pub fn text_sharpness(image: &RgbaImage) -> (f64, usize) {
    let (mut bright, mut full) = (0usize, 0usize);
    for pixel in image.pixels.chunks_exact(4) {
        let [r, g, b] = [pixel[0], pixel[1], pixel[2]];
        let neutral = r.abs_diff(g) <= 3 && g.abs_diff(b) <= 3;
        if neutral && r > 60 {
            bright += 1;
            if r >= 235 {
                full += 1;
            }
        }
    }
    (full as f64 / bright.max(1) as f64, bright)
}

/// The part of `image` inside `[x1, y1, x2, y2]` (clamped to the image).
pub fn crop(image: &RgbaImage, [x1, y1, x2, y2]: [u32; 4]) -> RgbaImage {
    let (x2, y2) = (x2.min(image.width), y2.min(image.height));
    let (x1, y1) = (x1.min(x2), y1.min(y2));
    let mut pixels = Vec::with_capacity(((x2 - x1) * (y2 - y1) * 4) as usize);
    for y in y1..y2 {
        let row = (y * image.width) as usize * 4;
        pixels.extend_from_slice(&image.pixels[row + x1 as usize * 4..row + x2 as usize * 4]);
    }
    RgbaImage {
        width: x2 - x1,
        height: y2 - y1,
        pixels,
    }
}

/// Keeps a screenshot in the test's scratch directory, for a person to look at.
pub fn save_for_review(image: &RgbaImage, dir: &Path, name: &str) {
    let path = dir.join(name);
    if let Err(error) = imgui_webgpu_offscreen::images::save_png(image, &path) {
        eprintln!("could not save {}: {error}", path.display());
    }
}
