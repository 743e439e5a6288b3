//! Making sure a wgpu adapter (a GPU, or a software one such as Mesa's
//! lavapipe) exists before running anything that renders.
//!
//! The probe is the `adapter_info` example, which prints the adapter and exits
//! 0, or exits 1 when there is none. Without an adapter on a Debian-like
//! machine, xtask installs Mesa's software Vulkan driver when running as root,
//! and otherwise prints the command to install it.

use std::process::Command;

use crate::process;
use crate::setup::Context;

/// Debian packages that provide a software Vulkan adapter (lavapipe).
const PACKAGES: [&str; 2] = ["mesa-vulkan-drivers", "libvulkan1"];

/// Succeeds if an adapter is available, installing a software one first if
/// needed and possible.
pub fn ensure(ctx: &Context) -> Result<(), String> {
    // Build first, so a compile error is reported as such rather than being
    // mistaken for a missing adapter.
    process::run(
        ctx.cargo()
            .args(["build", "--quiet", "--example", "adapter_info"]),
    )
    .map_err(|e| format!("could not build the adapter_info example: {e}"))?;

    if probe(ctx)? {
        return Ok(());
    }

    if !is_root() {
        eprintln!("xtask: no wgpu adapter found; install a software Vulkan driver with:");
        eprintln!("sudo apt-get install {}", PACKAGES.join(" "));
        return Err("no wgpu adapter (GPU or software) available".into());
    }

    eprintln!(
        "xtask: no wgpu adapter found; installing {}",
        PACKAGES.join(" ")
    );
    install(ctx)?;

    if probe(ctx)? {
        return Ok(());
    }
    let mut msg = format!(
        "still no wgpu adapter after installing {}; see the adapter_info output above",
        PACKAGES.join(" ")
    );
    if let Some(backends) = std::env::var_os("WGPU_BACKEND") {
        msg.push_str(&format!(
            " (note: WGPU_BACKEND={} limits the backends probed)",
            backends.to_string_lossy()
        ));
    }
    Err(msg)
}

/// Runs the `adapter_info` example; `Ok(true)` if it found an adapter.
fn probe(ctx: &Context) -> Result<bool, String> {
    process::succeeds(
        ctx.cargo()
            .args(["run", "--quiet", "--example", "adapter_info"]),
    )
}

/// Whether xtask runs as root (`id -u` prints 0). Anything unexpected,
/// including a missing `id`, counts as not root.
fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|out| out.status.success() && out.stdout.trim_ascii() == b"0")
}

/// `apt-get install`s [`PACKAGES`], running `apt-get update` and retrying
/// only if the first attempt fails (e.g. on a fresh container with no package
/// lists).
fn install(ctx: &Context) -> Result<(), String> {
    let apt_get = |args: &[&str]| {
        let mut cmd = ctx.command("apt-get");
        cmd.env("DEBIAN_FRONTEND", "noninteractive").args(args);
        cmd
    };
    let mut install_args = vec!["install", "-y", "--no-install-recommends"];
    install_args.extend(PACKAGES);

    if process::succeeds(&mut apt_get(&install_args))? {
        return Ok(());
    }
    eprintln!("xtask: apt-get install failed; updating the package lists and retrying");
    process::run(&mut apt_get(&["update"]))?;
    process::run(&mut apt_get(&install_args))
}
