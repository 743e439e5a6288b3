//! Making sure a wgpu adapter (a GPU, or a software one such as Mesa's
//! lavapipe) exists before running anything that renders.
//!
//! The probe is the `adapter_info` example, which prints the adapter and exits
//! 0, or exits 1 when there is none. Without an adapter on a Debian-like
//! machine, xtask installs Mesa's software Vulkan driver when running as root,
//! and otherwise prints the command to install it.

use crate::apt;
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
            .args(["build", "--quiet", "--features", crate::TEST_FEATURES])
            .args(["--example", "adapter_info"]),
    )
    .map_err(|e| format!("could not build the adapter_info example: {e}"))?;

    if probe(ctx)? {
        return Ok(());
    }

    if !apt::is_root() {
        eprintln!("xtask: no wgpu adapter found; install a software Vulkan driver with:");
        eprintln!("sudo apt-get install {}", PACKAGES.join(" "));
        return Err("no wgpu adapter (GPU or software) available".into());
    }

    eprintln!(
        "xtask: no wgpu adapter found; installing {}",
        PACKAGES.join(" ")
    );
    apt::install(ctx, &PACKAGES)?;

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
            .args(["run", "--quiet", "--features", crate::TEST_FEATURES])
            .args(["--example", "adapter_info"]),
    )
}
