//! Type-checking the library for `wasm32-unknown-unknown` (wgpu's WebGPU and WebGL2
//! backends), so nothing native-only or 64-bit-only creeps into it.
//!
//! imgui's C++ is not compiled for the check (`imgui/wasm`), so it needs only Rust's wasm32
//! standard library, which this step installs with rustup. Where rustup cannot fetch it,
//! the step says so loudly and does not fail: it is a compile check, not a test.

use crate::process;
use crate::setup::Context;

/// The target the browser build uses.
const TARGET: &str = "wasm32-unknown-unknown";

/// Adds the wasm32 target if needed, then runs `cargo check` of the library for it.
pub fn check(ctx: &Context) -> Result<(), String> {
    let installed = ctx
        .command("rustup")
        .args(["target", "list", "--installed"])
        .output()
        .is_ok_and(|out| {
            String::from_utf8_lossy(&out.stdout)
                .lines()
                .any(|line| line.trim() == TARGET)
        });
    if !installed && !process::succeeds(ctx.command("rustup").args(["target", "add", TARGET]))? {
        eprintln!(
            "xtask: WARNING: could not install the {TARGET} target; the wasm check did NOT run"
        );
        return Ok(());
    }
    process::run(ctx.cargo().args([
        "check",
        "--lib",
        "--target",
        TARGET,
        "--features",
        "imgui/wasm,wgpu/webgpu,wgpu/webgl",
    ]))
}
