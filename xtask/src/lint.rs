//! Lints as part of a build: clippy as the compiler of the workspace's own crates.
//!
//! A configuration that exists only to be tested (exact arithmetic, docking, the web pages)
//! is linted by the build that tests it, instead of by a `cargo clippy` of its own, which
//! would check every dependency once more (their check artefacts are not their build
//! artefacts).

use std::path::PathBuf;
use std::process::Command;

/// `cargo` with clippy as the compiler of the workspace's own crates
/// (`RUSTC_WORKSPACE_WRAPPER`, as `cargo clippy` runs it), warnings denied. Every command of
/// such a configuration uses it: cargo rebuilds the workspace's crates when the wrapper
/// changes, and dependencies (compiled by rustc alone) stay shared. Clippy compiles with MIR
/// optimisations off; LLVM optimises as the profile says.
pub fn linted(mut cargo: Command) -> Command {
    cargo.env("RUSTC_WORKSPACE_WRAPPER", clippy_driver()).env(
        "CLIPPY_ARGS",
        "-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__",
    );
    cargo
}

/// `cargo` with clippy as the compiler of every crate cargo does not cap the lints of: the
/// selected workspace's crates and their path dependencies outside it (`RUSTC_WRAPPER`;
/// clippy's driver compiles a crate with `--cap-lints allow`, every registry dependency, as
/// rustc alone would). For a workspace that tests a configuration of another's crate: the
/// dear-imgui-rs tests lint the renderer's dear-imgui-rs front.
pub fn linted_local(mut cargo: Command) -> Command {
    cargo.env("RUSTC_WRAPPER", clippy_driver()).env(
        "CLIPPY_ARGS",
        "-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__",
    );
    cargo
}

/// clippy's compiler driver: beside the `cargo` that runs xtask (rustup's proxies), or on
/// the `PATH`.
fn clippy_driver() -> PathBuf {
    std::env::var_os("CARGO")
        .map(PathBuf::from)
        .and_then(|cargo| cargo.parent().map(|dir| dir.join("clippy-driver")))
        .filter(|driver| driver.exists())
        .unwrap_or_else(|| "clippy-driver".into())
}
