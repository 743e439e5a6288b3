//! Making sure the window tests can run: they open real winit windows on a private virtual X
//! display (Xvfb), with a window manager (openbox) so that a window can be minimised for
//! real, drive them with xdotool as a user would, and read window state with xprop (see
//! `support/window/src/window.rs`).

use std::process::Command;

use crate::apt;
use crate::setup::Context;

/// Each program the window tests run, and the Debian package that provides it.
const TOOLS: [(&str, &str); 7] = [
    ("Xvfb", "xvfb"),
    // Minimising is the window manager's job on X11: without one, nothing is minimised.
    ("openbox", "openbox"),
    ("xdotool", "xdotool"),
    ("xprop", "x11-utils"),
    // The app tests: the X clipboard both ways, a new screen scale, window screenshots.
    ("xclip", "xclip"),
    // Serves XSETTINGS, as desktops do: a new `Xft/DPI` is a new scale to winit.
    ("xsettingsd", "xsettingsd"),
    ("xwd", "x11-apps"),
];

/// Succeeds if every tool the window tests need is there, installing what is missing first
/// when possible.
pub fn ensure_window_tools(ctx: &Context) -> Result<(), String> {
    let missing = missing_packages();
    if missing.is_empty() {
        return Ok(());
    }
    if !apt::is_root() {
        eprintln!(
            "xtask: the window tests need Xvfb, openbox, xdotool, xprop, xclip, xsettingsd and xwd; install them with:"
        );
        eprintln!("sudo apt-get install {}", missing.join(" "));
        return Err(format!("missing: {}", missing.join(" ")));
    }
    eprintln!("xtask: installing {}", missing.join(" "));
    apt::install(ctx, &missing)?;
    let still = missing_packages();
    if still.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "still missing after installing them: {}",
            still.join(" ")
        ))
    }
}

/// The packages of the tools that are not on the `PATH`.
fn missing_packages() -> Vec<&'static str> {
    TOOLS
        .iter()
        .filter(|(program, _)| !on_path(program))
        .map(|(_, package)| *package)
        .collect()
}

fn on_path(program: &str) -> bool {
    Command::new("sh")
        .args(["-c", &format!("command -v {program}")])
        .output()
        .is_ok_and(|out| out.status.success())
}
