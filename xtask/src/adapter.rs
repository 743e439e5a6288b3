//! Making sure the wgpu adapters the tests run on exist before running anything that
//! renders: Vulkan (Mesa's lavapipe on a machine without a GPU) and GL (Mesa's llvmpipe
//! through EGL, the path WebGL2 takes in browsers).
//!
//! The probe is the `adapter_info` example, which prints the adapter of the backends
//! `WGPU_BACKEND` names and exits 0, or exits 1 when there is none. A backend without an
//! adapter gets its Mesa driver installed when xtask runs as root; otherwise xtask prints
//! the command to install it and fails. A fresh Debian machine has Mesa's GL driver but no
//! Vulkan driver, so a GL adapter alone is not enough.

use crate::apt;
use crate::process;
use crate::setup::Context;

/// A wgpu backend the suite runs on, and the Debian packages that provide a software
/// adapter for it.
pub struct Backend {
    /// The `WGPU_BACKEND` value that selects it.
    pub name: &'static str,
    packages: &'static [&'static str],
}

/// The backends every test runs on, in the order they run.
pub const BACKENDS: [Backend; 2] = [
    Backend {
        name: "vulkan",
        packages: &["mesa-vulkan-drivers", "libvulkan1"],
    },
    Backend {
        name: "gl",
        packages: &["libegl1", "libegl-mesa0", "libgl1-mesa-dri"],
    },
];

/// Succeeds if every backend in [`BACKENDS`] has an adapter, installing software drivers
/// first where needed and possible.
pub fn ensure(ctx: &Context) -> Result<(), String> {
    // Build first, so a compile error is reported as such rather than being mistaken for a
    // missing adapter. With the tests' selection, profile and features: this build is the
    // first part of theirs (the example alone would resolve other features).
    process::run(
        ctx.cargo()
            .args(["build", "--quiet"])
            .args(crate::test_command::MAIN_SELECTION)
            .args(["--example", "adapter_info"]),
    )
    .map_err(|e| format!("could not build the adapter_info example: {e}"))?;

    for backend in &BACKENDS {
        ensure_backend(ctx, backend)?;
    }
    Ok(())
}

fn ensure_backend(ctx: &Context, backend: &Backend) -> Result<(), String> {
    if probe(ctx, backend)? {
        return Ok(());
    }
    let packages = backend.packages.join(" ");
    if !apt::is_root() {
        eprintln!(
            "xtask: no {} adapter found; install a software driver with:",
            backend.name
        );
        eprintln!("sudo apt-get install {packages}");
        return Err(format!(
            "no {} adapter (GPU or software) available",
            backend.name
        ));
    }
    eprintln!(
        "xtask: no {} adapter found; installing {packages}",
        backend.name
    );
    apt::install(ctx, backend.packages)?;
    if probe(ctx, backend)? {
        return Ok(());
    }
    Err(format!(
        "still no {} adapter after installing {packages}; see the adapter_info output above",
        backend.name
    ))
}

/// Runs the built `adapter_info` example for one backend; `Ok(true)` if it found an adapter.
fn probe(ctx: &Context, backend: &Backend) -> Result<bool, String> {
    let example = ctx
        .target_dir()
        .join(crate::PROFILE)
        .join("examples")
        .join("adapter_info");
    process::succeeds(ctx.command(example).env("WGPU_BACKEND", backend.name))
}
