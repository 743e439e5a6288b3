//! Making sure a virtual X display (Xvfb) exists for the window test, which opens a real
//! winit window and checks a screenshot of it.

use std::process::Command;

use crate::apt;
use crate::setup::Context;

/// Debian packages that provide `xvfb-run`.
const PACKAGES: [&str; 2] = ["xvfb", "xauth"];

/// Succeeds if `xvfb-run` is available, installing it first if needed and possible.
pub fn ensure_xvfb(ctx: &Context) -> Result<(), String> {
    if has_xvfb_run() {
        return Ok(());
    }
    if !apt::is_root() {
        eprintln!("xtask: the window test needs Xvfb; install it with:");
        eprintln!("sudo apt-get install {}", PACKAGES.join(" "));
        return Err("xvfb-run is not installed".into());
    }
    eprintln!("xtask: installing {}", PACKAGES.join(" "));
    apt::install(ctx, &PACKAGES)?;
    if has_xvfb_run() {
        Ok(())
    } else {
        Err(format!(
            "xvfb-run still missing after installing {}",
            PACKAGES.join(" ")
        ))
    }
}

fn has_xvfb_run() -> bool {
    Command::new("sh")
        .args(["-c", "command -v xvfb-run"])
        .output()
        .is_ok_and(|out| out.status.success())
}
