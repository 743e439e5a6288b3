//! The dear-imgui-rs tests (`dear/`): the renderer through Dear ImGui 1.92 on a real device.
//!
//! They are a workspace of their own, since a binary holds one Dear ImGui and the main
//! workspace's crates link imgui-rs's. They build in the main target directory with the
//! main profile and resolve the main build's features for everything without imgui (see
//! dear/Cargo.toml's unused dev-dependencies), so wgpu, naga and wgpu-hal are shared (the
//! build fails if it compiles wgpu-core again), linted as they build: the renderer's dear-imgui-rs front compiles only
//! here. The tests run in the test command's tests' lane, on Vulkan and on GL.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use crate::PROFILE;
use crate::lint::linted_local;
use crate::process::{self, TestExecutable};
use crate::setup::Context;
use crate::web;

/// The tests' executables, found when they are built, run in the tests' lane.
static SUITES: OnceLock<Vec<TestExecutable>> = OnceLock::new();

/// `cargo <subcommand>` for the tests: run in `dear/`, so its `.cargo/config.toml` applies
/// (Dear ImGui built without SSE: the same draw data on any CPU); in the main target
/// directory with the main profile; linted, every command with the same wrapper (a change of
/// it runs dear-imgui-sys's build script, its C++, again).
fn cargo_in_dear(ctx: &Context, subcommand: &str) -> std::process::Command {
    let mut cargo = linted_local(ctx.cargo());
    cargo
        .current_dir(ctx.root().join("dear"))
        .env("CARGO_TARGET_DIR", ctx.target_dir())
        .arg(subcommand)
        .arg("--manifest-path")
        .arg(manifest(ctx))
        .args(["--locked", "--profile", PROFILE]);
    cargo
}

/// The tests' manifest.
fn manifest(ctx: &Context) -> PathBuf {
    ctx.root().join("dear").join("Cargo.toml")
}

/// Checks the tests' formatting (`cargo fmt --all` sees only the main workspace).
pub fn fmt(ctx: &Context) -> Result<(), String> {
    process::run(
        ctx.cargo()
            .current_dir(ctx.root().join("dear"))
            .arg("fmt")
            .arg("--manifest-path")
            .arg(manifest(ctx))
            .args(["--", "--check"]),
    )
}

/// Lints and builds the tests and the renderer's dear-imgui-rs front, builds the renderer's
/// docs with only that binding, and compiles and runs the guide's code
/// (`docs/dear-imgui.md`, doctests of the tests' crate: it needs dear-imgui-rs). The doctests
/// run here, not with the tests: cargo compiles them, and the tests run beside other builds
/// of the same target directory, whose lock cargo would wait for.
pub fn build(ctx: &Context) -> Result<(), String> {
    let deps = ctx.target_dir().join(PROFILE).join("deps");
    let wgpu_cores = || crate::test_command::built_libraries(&deps, "wgpu_core");
    let before = wgpu_cores()?;
    let suites = process::build_tests(cargo_in_dear(ctx, "test").arg("--no-run"))?;
    let after = wgpu_cores()?;
    if after > before.max(1) {
        return Err(format!(
            "the dear-imgui-rs tests compiled wgpu-core again ({before} builds of it before, \
             {after} after): they resolve other features than the main build's for a \
             dependency without imgui; compare `cargo build --unit-graph` of the two (see the \
             unused dev-dependencies of dear/Cargo.toml and stress/Cargo.toml)"
        ));
    }
    process::run(cargo_in_dear(ctx, "test").arg("--doc"))?;
    // The renderer's API docs as a dear-imgui-rs user builds them (imgui-rs's calls absent):
    // no link may point at what only the imgui-rs binding has.
    process::run(
        cargo_in_dear(ctx, "doc")
            .env("RUSTDOCFLAGS", "-D warnings")
            .args(["--no-deps", "--package", "imgui-webgpu"]),
    )?;
    SUITES
        .set(suites)
        .map_err(|_| "the dear-imgui-rs tests were built twice".to_owned())
}

/// Runs the tests [`build`] made, on Vulkan and on GL, without cargo.
pub fn run(ctx: &Context) -> Result<(), String> {
    let suites = SUITES
        .get()
        .ok_or("the dear-imgui-rs tests were not built")?;
    for backend in ["vulkan", "gl"] {
        for suite in suites {
            process::run(
                ctx.command(&suite.path)
                    .current_dir(&suite.package_dir)
                    // Where the testing toolkit's snapshots are stored (`tests/snapshots`):
                    // xtask's own would be inherited otherwise.
                    .env("CARGO_MANIFEST_DIR", &suite.package_dir)
                    .env("WGPU_BACKEND", backend)
                    // The app's viewport test: 1,000 viewports made and closed on Vulkan,
                    // 100 on GL (where a cycle costs the same), as the imgui-rs app's.
                    .env(
                        "IMGUI_WEBGPU_VIEWPORT_CYCLES",
                        if backend == "gl" { "100" } else { "1000" },
                    ),
            )?;
        }
    }
    Ok(())
}

/// The page of `dear/web`, built for wasm32 and linted as it builds: the tests' frame drawn
/// in a browser (`target/web/dear`). Dear ImGui's C++ is compiled into the module by the
/// patched dear-imgui-sys (`patches/dear-imgui-sys-0.20.0`). In the wasm builds' target
/// directory with the tests' profile (optimised, debug assertions on). The README's app on
/// dear-imgui-rs in the browser is a crate of its own, made from the README's line
/// (`user_crate::build_web_dear`, the page `readme-app-dear`).
pub fn web_page(ctx: &Context, wasm_bindgen: &Path) -> Result<(), String> {
    let mut cargo = linted_local(ctx.cargo());
    cargo
        .current_dir(ctx.root().join("dear"))
        .env("CARGO_TARGET_DIR", web::wasm_target_dir(ctx))
        .arg("build")
        .arg("--manifest-path")
        .arg(manifest(ctx))
        .args(["--locked", "--profile", PROFILE, "--target", web::TARGET])
        .args(["--package", WEB_PAGE, "--bin", WEB_PAGE]);
    process::run(&mut cargo)?;
    let wasm = web::wasm_target_dir(ctx)
        .join(web::TARGET)
        .join(PROFILE)
        .join(format!("{WEB_PAGE}.wasm"));
    let dir = web::web_dir(ctx).join("dear");
    web::bindgen(wasm_bindgen, &wasm, "imgui_webgpu_dear_web", &dir)?;
    let html = "dear/web/web/index.html";
    std::fs::copy(ctx.root().join(html), dir.join("index.html"))
        .map_err(|error| format!("cannot copy {html}: {error}"))?;
    Ok(())
}

/// The page's package and binary.
const WEB_PAGE: &str = "imgui-webgpu-dear-web";
