//! The fifteen-line app (`examples/hello.rs`, on `imgui-webgpu-app`'s runner) in a real
//! window under Xvfb, driven as a user drives it, and watched through the runner's probe
//! (`IMGUI_WEBGPU_APP_PROBE=1`: `probe: ...` lines on stdout, commands on stdin).
//!
//! One run, in order: the app idles (no frame presented, little CPU, while nothing
//! happens); a click in its text field turns text input on; typed text and Ctrl+A, Ctrl+C
//! reach the X clipboard (read with `xclip`); text put on the X clipboard by `xclip` is pasted
//! with Ctrl+V; the window is resized tiny and 9000 px wide (past wgpu's default limit) and
//! back; minimised (nothing drawn, little CPU) and restored (drawn again); the screen's
//! scale goes to 2 (`Xft/DPI` served by `xsettingsd`, as a desktop's settings change it) and the text is
//! rasterised again, sharp (glyph edges checked in a screenshot), and back to 1; the device
//! is lost (`Device::destroy`) and recovered. Then the live object counts equal those
//! before, no wgpu error or skipped command was reported, and the app exits cleanly when
//! closed. `cargo xtask test` runs it on Vulkan and GL, debug and optimized.

use std::collections::BTreeMap;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use imgui_webgpu_test_support::window::{self as window_support, App, XSession};
use imgui_webgpu_testing::images::RgbaImage;

use crate::window::example_binary;

/// The X screen: room for a window 9000 px wide, and for the window at scale 2.
const SCREEN: [u32; 2] = [9200, 1600];
/// Each wait (a debug build on a loaded machine is slow to start).
const LIMIT: Duration = Duration::from_secs(120);
/// The text field of the example's "Hello" window, in window pixels at scale 1 (imgui puts
/// a new window at 60,60; the field is its first item).
const NAME_FIELD: [u32; 2] = [100, 96];

/// A running hello example and its window.
struct Hello {
    settings: ScreenSettings,
    session: XSession,
    app: App,
    window: String,
}

impl Hello {
    fn start() -> Self {
        let session = XSession::start(SCREEN[0], SCREEN[1]);
        // Scale 1 to start with.
        let settings = ScreenSettings::start(&session, 96);
        let mut command = session.command(example_binary("hello"));
        command
            .env("IMGUI_WEBGPU_APP_PROBE", "1")
            .env_remove("WINIT_X11_SCALE_FACTOR")
            .env("RUST_BACKTRACE", "1");
        let mut app = App::spawn(command, "the hello example");
        app.wait_for_line(0, "probe: ready", LIMIT);
        app.wait_for_line(0, "probe: frame 1 ", LIMIT);
        let window = session.window_of(app.pid());
        Hello {
            settings,
            session,
            app,
            window,
        }
    }

    /// Sends a probe command and waits for the answer that starts with `answer`.
    fn ask(&mut self, command: &str, answer: &str) -> String {
        let from = self.app.lines();
        self.app.send(command);
        self.app.wait_for_line(from, answer, LIMIT).1
    }

    /// The live objects (`probe: counts`), by name.
    fn counts(&mut self) -> BTreeMap<String, u64> {
        pairs(&self.ask("counts", "probe: counts "))
    }

    /// Frames built and presented, skips and errors (`probe: stats`), by name.
    fn stats(&mut self) -> BTreeMap<String, u64> {
        pairs(&self.ask("stats", "probe: stats "))
    }

    /// Keys pressed as a user presses them, into the focused window.
    fn keys(&self, keys: &[&str]) {
        let mut args = vec!["key", "--clearmodifiers", "--delay", "60"];
        args.extend_from_slice(keys);
        self.session.xdotool(&args);
    }

    /// The frames presented so far (the probe's `frame` lines), parsed.
    fn frames(&self, from: usize) -> Vec<Frame> {
        self.app
            .lines_from(from, "probe: frame ")
            .iter()
            .filter_map(|line| Frame::parse(line))
            .collect()
    }

    /// Waits for a presented frame from line `from` on that satisfies `want`.
    fn wait_for_frame(&mut self, from: usize, what: &str, want: impl Fn(&Frame) -> bool) -> Frame {
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
    fn clipboard(&self) -> Option<String> {
        self.session
            .output("xclip", &["-selection", "clipboard", "-o"])
    }

    /// Waits until the X clipboard holds `want`.
    fn wait_for_clipboard(&self, want: &str) {
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

/// The `name=count` pairs of a probe line.
fn pairs(line: &str) -> BTreeMap<String, u64> {
    line.split_whitespace()
        .filter_map(|pair| {
            let (name, count) = pair.split_once('=')?;
            Some((name.to_owned(), count.parse().ok()?))
        })
        .collect()
}

/// One `probe: frame` line.
#[derive(Clone, Debug, PartialEq)]
struct Frame {
    window: [u32; 2],
    surface: [u32; 2],
    display: [u32; 2],
    scale: f32,
    fonts: f32,
}

impl Frame {
    fn parse(line: &str) -> Option<Frame> {
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
struct ScreenSettings {
    daemon: std::process::Child,
    config: std::path::PathBuf,
}

impl ScreenSettings {
    /// Starts the daemon at `dpi` (96 is scale 1), before the app (winit finds the daemon
    /// when it connects).
    fn start(session: &XSession, dpi: u32) -> Self {
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
                    window_support::PACKAGES
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
    fn set_dpi(&self, dpi: u32) {
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
fn offer_clipboard(session: &XSession, text: &str) -> std::process::Child {
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
                window_support::PACKAGES
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
fn text_sharpness(image: &RgbaImage) -> (f64, usize) {
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

/// Keeps a screenshot in the test's scratch directory, for a person to look at.
fn save_for_review(image: &RgbaImage, name: &str) {
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    if let Err(error) = imgui_webgpu_testing::images::save_png(image, &path) {
        eprintln!("could not save {}: {error}", path.display());
    }
}

#[test]
fn hello_app_in_a_real_window_as_a_user_drives_it() {
    let mut hello = Hello::start();
    let ticks_per_second = window_support::clock_ticks_per_second();

    // Idle: once settled (a second without a presented frame, after the second of frames
    // that follows input), nothing is presented and the CPU rests.
    let started = Instant::now();
    loop {
        let presented = hello.frames(0).len();
        std::thread::sleep(Duration::from_millis(1500));
        if hello.frames(0).len() == presented {
            break;
        }
        assert!(started.elapsed() < LIMIT, "the app never settled");
    }
    let (presented, cpu) = (hello.frames(0).len(), hello.app.cpu_ticks());
    let quiet = Duration::from_secs(4);
    std::thread::sleep(quiet);
    let presented_idle = hello.frames(0).len() - presented;
    let cpu_share =
        (hello.app.cpu_ticks() - cpu) as f64 / (ticks_per_second as f64 * quiet.as_secs_f64());
    eprintln!(
        "idle for {} s: {presented_idle} frames presented, {:.2}% of one core",
        quiet.as_secs(),
        cpu_share * 100.0
    );
    assert_eq!(presented_idle, 0, "an idle UI was presented again");
    assert!(
        cpu_share < 0.05,
        "an idle UI used {:.1}% of a core",
        cpu_share * 100.0
    );
    let before = hello.counts();

    // A click in the text field turns imgui's text input on.
    let from = hello.app.lines();
    let [x, y] = NAME_FIELD.map(|v| v.to_string());
    hello
        .session
        .xdotool(&["mousemove", "--window", &hello.window, &x, &y, "click", "1"]);
    hello.app.wait_for_line(from, "probe: text-input on", LIMIT);

    // Typing, then Ctrl+A, Ctrl+C: the X clipboard holds what was typed.
    hello.session.xdotool(&["type", "--delay", "60", "Ada"]);
    hello.keys(&["ctrl+a", "ctrl+c"]);
    hello.wait_for_clipboard("Ada");

    // Another app's text, pasted over it with Ctrl+V, then typed on.
    let mut xclip = offer_clipboard(&hello.session, "Lovelace");
    std::thread::sleep(Duration::from_millis(300));
    assert_eq!(hello.clipboard().as_deref(), Some("Lovelace"));
    hello.keys(&["ctrl+a", "ctrl+v"]);
    hello.session.xdotool(&["type", "--delay", "60", "!"]);
    hello.keys(&["ctrl+a", "ctrl+c"]);
    hello.wait_for_clipboard("Lovelace!");
    let _ = xclip.kill();
    let _ = xclip.wait();
    hello.keys(&["Escape"]);

    // Resizes: tiny, past wgpu's default limit, and back; the surface follows the window
    // (clamped to the device's limit) and imgui's display covers the surface exactly.
    for size in [[1u32, 1u32], [9000, 700], [1280, 720]] {
        let from = hello.app.lines();
        let [w, h] = size.map(|v| v.to_string());
        hello
            .session
            .xdotool(&["windowsize", &hello.window, &w, &h]);
        // The first frames after a resize may still be drawn at the old size (winit reports
        // the new one first): the surface catches up with the window.
        let frame = hello.wait_for_frame(from, &format!("at {w}x{h}"), |frame| {
            let at_size = frame.window == size || (size == [1, 1] && frame.window[0] <= 16);
            at_size && frame.surface == frame.window
        });
        assert_eq!(frame.display, frame.surface, "{frame:?}");
    }

    // Minimised: nothing drawn, little CPU; restored: drawn again.
    let from = hello.app.lines();
    hello.session.minimise(&hello.window);
    hello.app.wait_for_line(from, "probe: hidden", LIMIT);
    std::thread::sleep(Duration::from_millis(300));
    let (presented, cpu) = (hello.frames(0).len(), hello.app.cpu_ticks());
    std::thread::sleep(Duration::from_secs(2));
    assert_eq!(
        hello.frames(0).len(),
        presented,
        "frames were drawn while minimised"
    );
    let cpu_share = (hello.app.cpu_ticks() - cpu) as f64 / (ticks_per_second as f64 * 2.0);
    assert!(
        cpu_share < 0.05,
        "{:.1}% of a core while minimised",
        cpu_share * 100.0
    );
    let from = hello.app.lines();
    hello.session.restore(&hello.window);
    hello.app.wait_for_line(from, "probe: shown", LIMIT);
    hello.wait_for_frame(from, "after the restore", |_| true);

    // The screen's scale goes to 2: the window doubles, the atlas is rasterised at twice the
    // pixels, and text is sharp; then back to 1.
    let shot_1 = hello.session.screenshot(&hello.window);
    save_for_review(&shot_1, "hello-scale-1.png");
    let sharp_at_1 = text_sharpness(&shot_1);
    let from = hello.app.lines();
    hello.settings.set_dpi(192);
    let frame = hello.wait_for_frame(from, "at scale 2", |frame| {
        frame.scale == 2.0 && frame.window == [2560, 1440]
    });
    assert_eq!(
        frame.fonts, 2.0,
        "the font atlas was not rebuilt at scale 2: {frame:?}"
    );
    assert_eq!(frame.display, frame.surface, "{frame:?}");
    std::thread::sleep(Duration::from_millis(500));
    let shot_2 = hello.session.screenshot(&hello.window);
    save_for_review(&shot_2, "hello-scale-2.png");
    let sharp_at_2 = text_sharpness(&shot_2);
    eprintln!("sharpness at scale 1: {sharp_at_1:?}, at scale 2: {sharp_at_2:?}");
    assert!(
        sharp_at_2.0 > 0.6 && sharp_at_2.1 > sharp_at_1.1 * 3,
        "text at scale 2 is not sharp: {sharp_at_2:?} (scale 1: {sharp_at_1:?})"
    );
    let from = hello.app.lines();
    hello.settings.set_dpi(96);
    hello.wait_for_frame(from, "back at scale 1", |frame| {
        frame.scale == 1.0 && frame.fonts == 1.0 && frame.window == [1280, 720]
    });

    // A device loss, recovered without a restart.
    let from = hello.app.lines();
    hello.app.send("lose-device");
    hello
        .app
        .wait_for_line(from, "probe: device recovered", LIMIT);
    hello.wait_for_frame(from, "after the recovery", |_| true);

    // Nothing grew, nothing failed.
    std::thread::sleep(Duration::from_secs(2));
    let after = hello.counts();
    assert_eq!(before, after, "live objects before and after the run");
    let stats = hello.stats();
    eprintln!("stats: {stats:?}");
    assert_eq!(stats.get("wgpu_errors"), Some(&0), "{stats:?}");
    assert_eq!(stats.get("skipped"), Some(&0), "{stats:?}");

    hello.session.close(&hello.window);
    let finished = hello.app.finish(LIMIT);
    assert!(
        finished.status.success() && !finished.stderr.contains("panicked"),
        "the example failed: {}\nstderr:\n{}",
        finished.status,
        finished.stderr
    );
    assert!(
        finished.stdout.contains("probe: exit"),
        "{}",
        finished.stdout
    );
}

/// The probe's frame line is parsed as the runner prints it.
#[test]
fn probe_frame_lines_parse() {
    let frame = Frame::parse(
        "probe: frame 3 window 1280x720 surface 1280x720 display 1280x720 scale 1 fonts 1",
    );
    assert_eq!(
        frame,
        Some(Frame {
            window: [1280, 720],
            surface: [1280, 720],
            display: [1280, 720],
            scale: 1.0,
            fonts: 1.0,
        })
    );
}
