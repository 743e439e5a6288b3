//! What the window tests share (`app/tests/suite` and `demo/tests/suite`, through this
//! crate): a private X display with a window manager, an app whose output is
//! read line by line as it runs, and the user's actions on its window through xdotool.
//!
//! A window manager is needed because minimising is one on X11: `xdotool windowminimize`
//! (like winit's `set_minimized`) asks the window manager to iconify the window, and without
//! one nothing happens. openbox is used: small, in Debian, and it iconifies the way desktop
//! window managers do (the window is unmapped, `WM_STATE` becomes Iconic and
//! `_NET_WM_STATE_HIDDEN` is set). Each test gets its own Xvfb (`-displayfd` picks a free
//! display), never the developer's own display, whose windows a test must not minimise.
//!
//! Needs Xvfb, openbox, xdotool and xprop (`cargo xtask test` installs them); without them
//! the tests fail and say what to install, they never skip.

use std::io::{BufRead, BufReader, Read};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

/// The Debian packages that provide what these tests run.
pub const PACKAGES: &str = "xvfb openbox xdotool x11-utils xclip xsettingsd x11-apps";

/// A private X display (Xvfb) with openbox managing its windows; both end on drop.
pub struct XSession {
    display: String,
    xvfb: Child,
    /// Xvfb's stdout, kept open while the session lives.
    _xvfb_stdout: Option<BufReader<std::process::ChildStdout>>,
    wm: Child,
    /// openbox's own config, cache and log directory: sessions started at once by tests
    /// running in parallel must not race on `~/.cache/openbox`.
    home: std::path::PathBuf,
}

impl XSession {
    /// Starts Xvfb with a screen of `width` x `height` pixels (24-bit colour) and openbox,
    /// and waits until openbox manages the screen. An openbox that exits before it manages
    /// the screen is started again with a new Xvfb, twice at most: once in a CI run it
    /// exited with status 1 and an empty log (cause unknown; its stdout is now kept in the
    /// log too, and each retry says why).
    pub fn start(width: u32, height: u32) -> XSession {
        const ATTEMPTS: u32 = 3;
        for attempt in 1..=ATTEMPTS {
            match Self::try_start(width, height) {
                Ok(session) => return session,
                Err(why) if attempt < ATTEMPTS => {
                    eprintln!("XSession: {why}; starting Xvfb and openbox again");
                }
                Err(why) => panic!("{why} ({ATTEMPTS} attempts)"),
            }
        }
        unreachable!("the last attempt returns or panics")
    }

    /// One attempt of [`XSession::start`]: `Err` when openbox exited before managing the
    /// screen (with its log); other failures panic.
    fn try_start(width: u32, height: u32) -> Result<XSession, String> {
        let screen = format!("{width}x{height}x24");
        let mut xvfb = Command::new("Xvfb")
            .args([
                "-displayfd",
                "1",
                "-nolisten",
                "tcp",
                "-screen",
                "0",
                &screen,
            ])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|error| {
                panic!("could not start Xvfb (apt-get install {PACKAGES}): {error}")
            });
        // Xvfb writes the display number it chose once it accepts connections. Its stdout
        // stays open as long as the session (a closed pipe would kill it if it wrote again).
        let mut number = String::new();
        let mut xvfb_stdout = xvfb.stdout.take().map(BufReader::new);
        if let Some(stdout) = xvfb_stdout.as_mut() {
            let _ = stdout.read_line(&mut number);
        }
        let number = number.trim();
        if number.is_empty() || !number.bytes().all(|byte| byte.is_ascii_digit()) {
            let _ = xvfb.kill();
            let _ = xvfb.wait();
            panic!("Xvfb did not report a display number (got {number:?})");
        }
        let display = format!(":{number}");
        let home = std::env::temp_dir().join(format!(
            "imgui-webgpu-openbox-{}-{number}",
            std::process::id()
        ));
        let _ = std::fs::remove_dir_all(&home);
        let log = std::fs::create_dir_all(&home)
            .and_then(|()| std::fs::File::create(home.join("openbox.log")));
        let wm = log.and_then(|log| {
            // GLib writes openbox's messages to stdout and its warnings to stderr.
            let stdout = log.try_clone()?;
            Command::new("openbox")
                .arg("--sm-disable")
                .env("DISPLAY", &display)
                .env("HOME", &home)
                .env("XDG_CONFIG_HOME", home.join("config"))
                .env("XDG_CACHE_HOME", home.join("cache"))
                .stdout(stdout)
                .stderr(log)
                .spawn()
        });
        let wm = match wm {
            Ok(wm) => wm,
            Err(error) => {
                let _ = xvfb.kill();
                let _ = xvfb.wait();
                panic!("could not start openbox (apt-get install {PACKAGES}): {error}");
            }
        };
        let mut session = XSession {
            display,
            xvfb,
            _xvfb_stdout: xvfb_stdout,
            wm,
            home,
        };
        // A window manager announces itself with `_NET_SUPPORTING_WM_CHECK` on the root.
        let started = Instant::now();
        loop {
            let managed = session
                .output("xprop", &["-root", "_NET_SUPPORTING_WM_CHECK"])
                .is_some_and(|out| out.contains("window id #"));
            if managed {
                return session.check_managing().map(|()| session);
            }
            if let Ok(Some(status)) = session.wm.try_wait() {
                let xvfb = match session.xvfb.try_wait() {
                    Ok(Some(status)) => format!("Xvfb had exited ({status})"),
                    _ => "Xvfb was running".to_owned(),
                };
                return Err(format!(
                    "openbox exited ({status}) before managing {} ({xvfb}); its log:\n{}",
                    session.display,
                    session.wm_log()
                ));
            }
            assert!(
                started.elapsed() < Duration::from_secs(60),
                "waited 60 s for openbox to manage the screen; its log:\n{}",
                session.wm_log()
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Waits until openbox manages a window mapped now. It announces itself before it handles
    /// map requests, and a window mapped in between was neither mapped nor managed: seen
    /// under load, the app's window stayed unmapped (no input could reach it) while the app
    /// drew into it. A throwaway window that openbox lists as its client proves it ready;
    /// `Err` (with openbox's log) when none is listed in a minute.
    fn check_managing(&self) -> Result<(), String> {
        const LIMIT: Duration = Duration::from_secs(60);
        let clients = || {
            self.output("xprop", &["-root", "_NET_CLIENT_LIST"])
                .is_some_and(|out| out.contains("window id # 0x"))
        };
        // A throwaway mapped too early is lost as well: another, every two seconds.
        let started = Instant::now();
        loop {
            let mut throwaway = self
                .command("xlogo")
                .args(["-geometry", "16x16+0+0"])
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
                .unwrap_or_else(|error| {
                    panic!("could not run xlogo (apt-get install {PACKAGES}): {error}")
                });
            let tried = Instant::now();
            while !clients() && tried.elapsed() < Duration::from_secs(2) {
                std::thread::sleep(Duration::from_millis(50));
            }
            let managed = clients();
            let _ = throwaway.kill();
            let _ = throwaway.wait();
            if managed {
                break;
            }
            if started.elapsed() > LIMIT {
                return Err(format!(
                    "openbox managed no window in {} s on {}; its log:\n{}",
                    LIMIT.as_secs(),
                    self.display,
                    self.wm_log()
                ));
            }
        }
        // Out of openbox's list before the session's own windows come.
        let started = Instant::now();
        while clients() {
            if started.elapsed() > LIMIT {
                return Err(format!(
                    "openbox listed a closed window for {} s",
                    LIMIT.as_secs()
                ));
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        Ok(())
    }

    /// What openbox wrote to stderr so far.
    fn wm_log(&self) -> String {
        std::fs::read_to_string(self.home.join("openbox.log")).unwrap_or_default()
    }

    /// The display's name, for `DISPLAY`.
    pub fn display(&self) -> &str {
        &self.display
    }

    /// `program` with `DISPLAY` set to this session's display.
    pub fn command(&self, program: impl AsRef<std::ffi::OsStr>) -> Command {
        let mut command = Command::new(program);
        command.env("DISPLAY", &self.display);
        command
    }

    /// Runs `program args` on this display; its stdout when it succeeds.
    pub fn output(&self, program: &str, args: &[&str]) -> Option<String> {
        let out = self
            .command(program)
            .args(args)
            .stderr(Stdio::null())
            .output()
            .unwrap_or_else(|error| {
                panic!("could not run {program} (apt-get install {PACKAGES}): {error}")
            });
        out.status
            .success()
            .then(|| String::from_utf8_lossy(&out.stdout).into_owned())
    }

    /// Runs `xdotool args`, as a user's action on the display; fails the test if it fails.
    pub fn xdotool(&self, args: &[&str]) {
        let out = self
            .command("xdotool")
            .args(args)
            .output()
            .unwrap_or_else(|error| {
                panic!("could not run xdotool (apt-get install {PACKAGES}): {error}")
            });
        assert!(
            out.status.success(),
            "xdotool {} failed: {}",
            args.join(" "),
            String::from_utf8_lossy(&out.stderr)
        );
    }

    /// The first window of process `pid` (its `_NET_WM_PID`), waiting up to a minute for it
    /// to appear and to be mapped (a window never mapped takes no input: the test fails
    /// here, saying so, instead of waiting for input that cannot arrive).
    pub fn window_of(&self, pid: u32) -> String {
        let mut found = None;
        self.wait_until("the app's window appears", Duration::from_secs(60), || {
            found = self
                .output("xdotool", &["search", "--pid", &pid.to_string()])
                .and_then(|out| out.lines().next().map(str::to_owned));
            found.is_some()
        });
        let window = found.unwrap_or_default();
        self.wait_until(
            "the app's window to be mapped (viewable) by the window manager",
            Duration::from_secs(60),
            || {
                self.output("xwininfo", &["-id", &window])
                    .is_some_and(|info| info.contains("IsViewable"))
            },
        );
        window
    }

    /// The window's ICCCM state as the window manager set it (`Normal`, `Iconic`), if any.
    pub fn wm_state(&self, window: &str) -> Option<String> {
        let out = self.output("xprop", &["-id", window, "WM_STATE"])?;
        out.lines()
            .find_map(|line| line.trim().strip_prefix("window state: "))
            .map(str::to_owned)
    }

    /// Minimises `window` as a user does (the window manager iconifies it), and waits until
    /// the window manager says it did.
    pub fn minimise(&self, window: &str) {
        self.xdotool(&["windowminimize", window]);
        self.wait_until(
            "the window manager iconifies the window",
            Duration::from_secs(30),
            || self.wm_state(window).as_deref() == Some("Iconic"),
        );
    }

    /// Restores `window` from the taskbar, as a user does: the window manager maps it again
    /// and gives it the focus.
    pub fn restore(&self, window: &str) {
        self.xdotool(&["windowactivate", window]);
        self.wait_until(
            "the window manager restores the window",
            Duration::from_secs(30),
            || self.wm_state(window).as_deref() == Some("Normal"),
        );
    }

    /// Closes `window` as a user does: Alt+F4, which openbox turns into `WM_DELETE_WINDOW`
    /// (winit's `CloseRequested`), and waits until the window is gone. Openbox closes the
    /// window that has the focus; right after a resize or a restore, a press now and then
    /// finds none (about one run in ten), so the press is repeated until the window goes.
    pub fn close(&self, window: &str) {
        let mut pressed = None::<Instant>;
        self.wait_until("the window to close", Duration::from_secs(60), || {
            if self.output("xdotool", &["getwindowname", window]).is_none() {
                return true;
            }
            if pressed.is_none_or(|at| at.elapsed() > Duration::from_secs(2)) {
                // The window may be going already: a failed press is pressed again.
                let _ = self.output("xdotool", &["windowactivate", window]);
                let _ = self.output("xdotool", &["key", "alt+F4"]);
                pressed = Some(Instant::now());
            }
            false
        });
    }

    /// What `window` shows now, as the X server has it (`xwd`): a user's screenshot.
    pub fn screenshot(&self, window: &str) -> imgui_webgpu_offscreen::images::RgbaImage {
        let out = self
            .command("xwd")
            .args(["-silent", "-id", window])
            .output()
            .unwrap_or_else(|error| {
                panic!("could not run xwd (apt-get install {PACKAGES}): {error}")
            });
        assert!(
            out.status.success(),
            "xwd failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        decode_xwd(&out.stdout).unwrap_or_else(|why| panic!("xwd's image: {why}"))
    }

    /// An X window's place and size on the root window (`xwininfo`), or `None` once it is
    /// gone.
    pub fn geometry(&self, window: &str) -> Option<[i32; 4]> {
        let out = self.output("xwininfo", &["-id", window])?;
        let value = |key: &str| -> Option<i32> {
            out.lines()
                .find_map(|line| line.trim().strip_prefix(key))
                .and_then(|rest| rest.trim().parse().ok())
        };
        Some([
            value("Absolute upper-left X:")?,
            value("Absolute upper-left Y:")?,
            value("Width:")?,
            value("Height:")?,
        ])
    }

    /// Puts a plain red window at `geometry` (`WxH+X+Y` on the screen) over whatever is
    /// there, unmanaged (override-redirect: no window manager between it and the X server,
    /// so unmapping it exposes what it covered at once); waits until it is mapped.
    pub fn cover(&self, geometry: &str) -> Result<Cover, String> {
        let mut process = self
            .command("xlogo")
            .args([
                "-xrm",
                "*overrideRedirect: true",
                "-bg",
                "red",
                "-fg",
                "red",
            ])
            .args(["-geometry", geometry])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|error| {
                format!("could not run xlogo (apt-get install {PACKAGES}): {error}")
            })?;
        // An override-redirect window has no name to search by: the root's child at that
        // geometry is it (`xwininfo -tree` prints `WxH+X+Y` for each).
        let started = Instant::now();
        loop {
            let window = self
                .output("xwininfo", &["-root", "-children"])
                .and_then(|tree| {
                    tree.lines()
                        .find(|line| line.split_whitespace().any(|word| word == geometry))
                        .and_then(|line| line.split_whitespace().next().map(str::to_owned))
                });
            let mapped = window.as_deref().is_some_and(|window| {
                self.output("xwininfo", &["-id", window])
                    .is_some_and(|info| info.contains("IsViewable"))
            });
            if let (true, Some(window)) = (mapped, window) {
                return Ok(Cover { process, window });
            }
            if started.elapsed() > Duration::from_secs(60) {
                let _ = process.kill();
                let _ = process.wait();
                return Err(format!("no cover window at {geometry} after 60 s"));
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Polls `done` every 50 ms; fails the test after `limit`, naming `what` it waited for.
    pub fn wait_until(&self, what: &str, limit: Duration, mut done: impl FnMut() -> bool) {
        wait_until(what, limit, &mut done);
    }
}

/// A window put over others by [`XSession::cover`]; closed on drop.
pub struct Cover {
    pub process: Child,
    /// Its X window id.
    pub window: String,
}

impl Drop for Cover {
    fn drop(&mut self) {
        let _ = self.process.kill();
        let _ = self.process.wait();
    }
}

impl Drop for XSession {
    fn drop(&mut self) {
        for child in [&mut self.wm, &mut self.xvfb] {
            let _ = child.kill();
            let _ = child.wait();
        }
        let _ = std::fs::remove_dir_all(&self.home);
    }
}

/// Decodes an X window dump of a 24-bit TrueColor screen (Xvfb's `-screen 0 WxHx24`): a
/// 100-byte big-endian header, the window name, a colour map, then 32-bit pixels with the
/// colour masks the header gives.
pub fn decode_xwd(bytes: &[u8]) -> Result<imgui_webgpu_offscreen::images::RgbaImage, String> {
    let word = |index: usize| -> Result<u32, String> {
        bytes
            .get(index * 4..index * 4 + 4)
            .map(|b| u32::from_be_bytes([b[0], b[1], b[2], b[3]]))
            .ok_or_else(|| "the header is cut short".to_owned())
    };
    let (header_size, format, depth) = (word(0)? as usize, word(2)?, word(3)?);
    let (width, height) = (word(4)?, word(5)?);
    let (byte_order, bits_per_pixel, bytes_per_line) = (word(7)?, word(11)?, word(12)? as usize);
    let (red_mask, green_mask, blue_mask) = (word(14)?, word(15)?, word(16)?);
    let colours = word(19)? as usize;
    if format != 2 || depth != 24 || bits_per_pixel != 32 {
        return Err(format!(
            "format {format}, depth {depth}, {bits_per_pixel} bpp: not ZPixmap 24/32"
        ));
    }
    let start = header_size + colours * 12;
    let channel = |pixel: u32, mask: u32| ((pixel & mask) >> mask.trailing_zeros()) as u8;
    let mut pixels = Vec::with_capacity(width as usize * height as usize * 4);
    for y in 0..height as usize {
        for x in 0..width as usize {
            let at = start + y * bytes_per_line + x * 4;
            let b = bytes.get(at..at + 4).ok_or("the pixels are cut short")?;
            let pixel = if byte_order == 0 {
                u32::from_le_bytes([b[0], b[1], b[2], b[3]])
            } else {
                u32::from_be_bytes([b[0], b[1], b[2], b[3]])
            };
            pixels.extend([
                channel(pixel, red_mask),
                channel(pixel, green_mask),
                channel(pixel, blue_mask),
                255,
            ]);
        }
    }
    Ok(imgui_webgpu_offscreen::images::RgbaImage {
        width,
        height,
        pixels,
    })
}

/// Polls `done` every 50 ms; fails the test after `limit`, naming `what` it waited for.
pub fn wait_until(what: &str, limit: Duration, done: &mut dyn FnMut() -> bool) {
    let started = Instant::now();
    while !done() {
        assert!(
            started.elapsed() < limit,
            "waited {} s for {what}",
            limit.as_secs()
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// One line an app printed, with when the test read it.
struct Line {
    at: Instant,
    text: String,
}

/// A running app whose stdout and stderr are read as it prints them.
pub struct App {
    child: Child,
    /// The app's stdin: commands for an app that reads them (the runner's probe).
    stdin: Option<std::process::ChildStdin>,
    stdout: Arc<Mutex<Vec<Line>>>,
    stderr: Arc<Mutex<String>>,
}

/// What an app printed and how it ended.
pub struct Finished {
    pub status: ExitStatus,
    pub stdout: String,
    pub stderr: String,
}

impl App {
    /// Spawns `command` with its output piped and read in the background.
    pub fn spawn(mut command: Command, what: &str) -> App {
        let mut child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap_or_else(|error| panic!("could not start {what}: {error}"));
        let stdout = Arc::new(Mutex::new(Vec::new()));
        let stderr = Arc::new(Mutex::new(String::new()));
        if let Some(pipe) = child.stdout.take() {
            let lines = stdout.clone();
            std::thread::spawn(move || {
                for text in BufReader::new(pipe).lines().map_while(Result::ok) {
                    let line = Line {
                        at: Instant::now(),
                        text,
                    };
                    lines
                        .lock()
                        .unwrap_or_else(PoisonError::into_inner)
                        .push(line);
                }
            });
        }
        if let Some(mut pipe) = child.stderr.take() {
            let text = stderr.clone();
            std::thread::spawn(move || {
                let mut buffer = [0; 4096];
                while let Ok(read @ 1..) = pipe.read(&mut buffer) {
                    text.lock()
                        .unwrap_or_else(PoisonError::into_inner)
                        .push_str(&String::from_utf8_lossy(&buffer[..read]));
                }
            });
        }
        App {
            stdin: child.stdin.take(),
            child,
            stdout,
            stderr,
        }
    }

    /// Writes `line` to the app's stdin (for an app that reads commands there).
    pub fn send(&mut self, line: &str) {
        use std::io::Write;
        let stdin = self.stdin.as_mut().expect("the app's stdin is open");
        writeln!(stdin, "{line}")
            .and_then(|()| stdin.flush())
            .unwrap_or_else(|error| panic!("could not send `{line}` to the app: {error}"));
    }

    /// The lines printed so far from index `from` on that start with `prefix`.
    pub fn lines_from(&self, from: usize, prefix: &str) -> Vec<String> {
        self.stdout
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .iter()
            .skip(from)
            .filter(|line| line.text.starts_with(prefix))
            .map(|line| line.text.clone())
            .collect()
    }

    /// The process id (for `xdotool search --pid` and `/proc`).
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Lines printed so far.
    pub fn lines(&self) -> usize {
        self.stdout
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .len()
    }

    /// Waits for a line from index `from` on that starts with `prefix`; its index and text.
    /// Fails the test if the app exits first or `limit` passes.
    pub fn wait_for_line(&mut self, from: usize, prefix: &str, limit: Duration) -> (usize, String) {
        self.wait_for(from, &format!("a line `{prefix}...`"), limit, |line| {
            line.starts_with(prefix)
        })
    }

    /// Waits for a frame line from index `from` on for which `want` holds; its index and
    /// the frame. Fails the test, saying it waited for `what`, if the app exits first or
    /// `limit` passes.
    pub fn wait_for_frame(
        &mut self,
        from: usize,
        what: &str,
        limit: Duration,
        want: impl Fn(&FrameLine) -> bool,
    ) -> (usize, FrameLine) {
        let (index, line) = self.wait_for(from, what, limit, |line| {
            FrameLine::parse(line).is_some_and(|frame| want(&frame))
        });
        (
            index,
            FrameLine::parse(&line).unwrap_or_else(|| unreachable!()),
        )
    }

    /// Waits for a line from index `from` on that `matches`; its index and text.
    fn wait_for(
        &mut self,
        from: usize,
        what: &str,
        limit: Duration,
        matches: impl Fn(&str) -> bool,
    ) -> (usize, String) {
        let started = Instant::now();
        loop {
            let found = self
                .stdout
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .iter()
                .enumerate()
                .skip(from)
                .find(|(_, line)| matches(&line.text))
                .map(|(index, line)| (index, line.text.clone()));
            if let Some(found) = found {
                return found;
            }
            self.fail_if_gone_or_late(what, started, limit);
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Polls `done` every 50 ms until it holds. Fails the test, naming `what` it waited for
    /// and with the app's last output, if the app exits first or `limit` passes (a condition
    /// on the app's output alone cannot tell a quiet app from a dead one).
    pub fn wait_until(&mut self, what: &str, limit: Duration, mut done: impl FnMut(&App) -> bool) {
        let started = Instant::now();
        while !done(self) {
            self.fail_if_gone_or_late(what, started, limit);
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Fails the test, naming `what` it waited for since `started` and with the app's last
    /// output, if the app exited or `limit` passed.
    fn fail_if_gone_or_late(&mut self, what: &str, started: Instant, limit: Duration) {
        let exited = self.child.try_wait().ok().flatten();
        if exited.is_none() && started.elapsed() <= limit {
            return;
        }
        // The reader threads may still hold the last lines: give them a moment.
        std::thread::sleep(Duration::from_millis(200));
        // An app that draws every frame fills its tail with frame lines: the other lines
        // (what it said it did) are shown apart, then the last frames.
        let stdout = self.stdout_text();
        let (frames, said): (Vec<&str>, Vec<&str>) = stdout
            .lines()
            .partition(|line| line.starts_with("probe: frame "));
        panic!(
            "waited for {what} ({}); stdout, its last lines but frames:\n{}\nits last frames \
             ({} in all):\n{}\nstderr:\n{}",
            match exited {
                Some(status) => format!("the app exited: {status}"),
                None => format!("{} s", limit.as_secs()),
            },
            last_lines(&said.join("\n"), 40),
            frames.len(),
            last_lines(&frames.join("\n"), 3),
            last_lines(&self.stderr_text(), 60)
        );
    }

    /// How many lines starting with `prefix` were printed from index `from` on.
    pub fn count(&self, from: usize, prefix: &str) -> usize {
        self.stdout
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .iter()
            .skip(from)
            .filter(|line| line.text.starts_with(prefix))
            .count()
    }

    /// How many lines starting with `prefix` the test read from `start` on (by its own clock).
    pub fn count_since(&self, start: Instant, prefix: &str) -> usize {
        self.stdout
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .iter()
            .filter(|line| line.at >= start && line.text.starts_with(prefix))
            .count()
    }

    /// The CPU time the process has used so far (user and system, all threads), in clock
    /// ticks of `/proc` (`getconf CLK_TCK` a second).
    pub fn cpu_ticks(&self) -> u64 {
        let stat = std::fs::read_to_string(format!("/proc/{}/stat", self.pid()))
            .unwrap_or_else(|error| panic!("cannot read the app's /proc stat: {error}"));
        // Fields after the command name (which may hold spaces): state is field 3, utime 14,
        // stime 15.
        let fields: Vec<&str> = stat
            .rsplit_once(')')
            .map(|(_, rest)| rest.split_whitespace().collect())
            .unwrap_or_default();
        let field = |index: usize| -> u64 {
            fields
                .get(index - 3)
                .and_then(|value| value.parse().ok())
                .unwrap_or_else(|| panic!("no field {index} in /proc stat: {stat}"))
        };
        field(14) + field(15)
    }

    /// Waits for the app to exit by itself (fails the test after `limit`, killing it).
    pub fn finish(mut self, limit: Duration) -> Finished {
        let started = Instant::now();
        let status = loop {
            if let Some(status) = self.child.try_wait().ok().flatten() {
                break status;
            }
            if started.elapsed() > limit {
                let _ = self.child.kill();
                let _ = self.child.wait();
                panic!(
                    "the app did not finish in {} s; stdout (last lines):\n{}\nstderr:\n{}",
                    limit.as_secs(),
                    last_lines(&self.stdout_text(), 40),
                    last_lines(&self.stderr_text(), 60)
                );
            }
            std::thread::sleep(Duration::from_millis(50));
        };
        // The pipes close with the process: let the readers take the last lines.
        std::thread::sleep(Duration::from_millis(300));
        Finished {
            status,
            stdout: self.stdout_text(),
            stderr: self.stderr_text(),
        }
    }

    fn stdout_text(&self) -> String {
        let lines = self.stdout.lock().unwrap_or_else(PoisonError::into_inner);
        let mut text = String::new();
        for line in lines.iter() {
            text.push_str(&line.text);
            text.push('\n');
        }
        text
    }

    fn stderr_text(&self) -> String {
        self.stderr
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }
}

impl Drop for App {
    fn drop(&mut self) {
        // A failed test must not leave the app running.
        if self.child.try_wait().ok().flatten().is_none() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// The last `count` lines of `text` (a failed run's output can be long).
pub fn last_lines(text: &str, count: usize) -> String {
    let lines: Vec<&str> = text.lines().collect();
    lines[lines.len().saturating_sub(count)..].join("\n")
}

/// `getconf CLK_TCK`: the clock ticks a second of `/proc`'s CPU times.
pub fn clock_ticks_per_second() -> u64 {
    Command::new("getconf")
        .arg("CLK_TCK")
        .output()
        .ok()
        .and_then(|out| String::from_utf8_lossy(&out.stdout).trim().parse().ok())
        .unwrap_or(100)
}

/// One frame line: `frame N: window WxH, surface WxH, display WxH` (the demo in script mode,
/// the example with `--log-frames`): the window's size as winit last reported it, the
/// surface configured for it, and imgui's display in pixels (size times framebuffer scale).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FrameLine {
    pub number: u64,
    pub window: [u32; 2],
    pub surface: [u32; 2],
    pub display: [u32; 2],
}

impl FrameLine {
    /// Parses a frame line; `None` for any other line.
    pub fn parse(line: &str) -> Option<FrameLine> {
        let rest = line.strip_prefix("frame ")?;
        let (number, rest) = rest.split_once(": ")?;
        let mut sizes = rest.split(", ").map(|part| {
            let (_, size) = part.split_once(' ')?;
            let (width, height) = size.split_once('x')?;
            Some([width.parse().ok()?, height.parse().ok()?])
        });
        let mut next = || sizes.next().flatten();
        Some(FrameLine {
            number: number.parse().ok()?,
            window: next()?,
            surface: next()?,
            display: next()?,
        })
    }

    /// All frame lines of `stdout`.
    pub fn all(stdout: &str) -> Vec<FrameLine> {
        stdout.lines().filter_map(FrameLine::parse).collect()
    }
}

/// Checks what every frame line promises: the surface is the window's size clamped to the
/// device's limit on each side (`max_side`), and imgui's display covers the surface exactly
/// (what the renderer's target size must match). Returns the frames drawn at `window`.
pub fn frames_at(frames: &[FrameLine], window: [u32; 2], max_side: u32) -> Vec<FrameLine> {
    for frame in frames {
        let expected = frame.window.map(|side| side.clamp(1, max_side));
        assert_eq!(
            frame.surface, expected,
            "frame {}: the surface for a {:?} window (device limit {max_side})",
            frame.number, frame.window
        );
        assert_eq!(
            frame.display, frame.surface,
            "frame {}: imgui's display (pixels) and the surface",
            frame.number
        );
    }
    frames
        .iter()
        .filter(|frame| frame.window == window)
        .copied()
        .collect()
}

/// Minimises `window` (of `app`) as a user does, and checks that drawing stops while it is
/// minimised and resumes once it is restored: at most one frame (one already under way) in
/// the two seconds after the window manager iconified the window, little CPU in that time
/// (no redraw loop that draws nothing), and the app's own word that it saw the window go and
/// come back. `from` is the index of the first line that may say so. Lines of frames start
/// with `frame `; the app says `window hidden` and `window shown`.
pub fn check_minimising(session: &XSession, app: &mut App, window: &str, from: usize) {
    const QUIET: Duration = Duration::from_secs(2);
    session.minimise(window);
    // A frame under way when the window went may still finish.
    std::thread::sleep(Duration::from_millis(500));
    let (frames, cpu) = (app.count(0, "frame "), app.cpu_ticks());
    std::thread::sleep(QUIET);
    let drawn = app.count(0, "frame ") - frames;
    let cpu = app.cpu_ticks() - cpu;
    let per_second = clock_ticks_per_second();
    let cpu_share = cpu as f64 / (per_second as f64 * QUIET.as_secs_f64());
    eprintln!(
        "minimised for {} s: {drawn} frames drawn, {cpu} CPU ticks of {per_second}/s \
         ({:.1}% of one core)",
        QUIET.as_secs(),
        cpu_share * 100.0
    );
    assert!(
        drawn <= 1,
        "{drawn} frames were drawn in {} s while the window was minimised",
        QUIET.as_secs()
    );
    assert!(
        cpu_share < 0.1,
        "the app used {:.0}% of a core while minimised",
        cpu_share * 100.0
    );
    let (hidden, said) = app.wait_for_line(from, "window hidden", Duration::from_secs(30));
    eprintln!("the app said: {said}");
    session.restore(window);
    let (shown, _) = app.wait_for_line(hidden, "window shown", Duration::from_secs(30));
    // Drawing resumes: ten frames after the restore.
    let frames = app.count(0, "frame ");
    let limit = Duration::from_secs(120);
    wait_until("ten frames after the restore", limit, &mut || {
        app.count(0, "frame ") >= frames + 10
    });
    assert!(shown > hidden);
}
