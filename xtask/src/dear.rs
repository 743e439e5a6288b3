//! The dear-imgui-rs tests: the renderer through Dear ImGui 1.92 on a real device (`dear/`),
//! and the app crate's own suite on that binding (`app/tests/suite`, from the main
//! workspace).
//!
//! `dear/` is a workspace of its own, since a binary holds one Dear ImGui and the main
//! workspace's crates link imgui-rs's. The app crate's suite links no imgui of its own (its
//! dev-dependencies are binding-free), so it builds from the main workspace with the app's
//! `dear-imgui` feature instead of imgui-rs. Both build in the main target directory with the
//! main profile and resolve the main build's features for everything without imgui (see
//! dear/Cargo.toml's unused dev-dependencies and [`APP_FEATURES`]), so wgpu, naga and
//! wgpu-hal are shared (the build fails if it compiles wgpu-core again), linted as they
//! build: the renderer's and the app's dear-imgui-rs code compiles only here. The tests run
//! in the test command's tests' lane, on Vulkan and on GL.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use crate::PROFILE;
use crate::lint::{linted, linted_local};
use crate::process::{self, TestExecutable};
use crate::setup::Context;
use crate::web;

/// The tests' executables, found when they are built, run in the tests' lane.
static SUITES: OnceLock<Vec<TestExecutable>> = OnceLock::new();

/// The app crate's suite on dear-imgui-rs, found when it is built, run in the tests' lane.
static APP_SUITE: OnceLock<Vec<TestExecutable>> = OnceLock::new();

/// The app's features on dear-imgui-rs (`--no-default-features`: not imgui-rs), with the
/// features the main build turns on in wgpu (the renderer's `counters`, the root crate's
/// dev-dependency's `noop`), so this build shares the main build's wgpu instead of making
/// another (the window-test crate names what else the main build turns on).
const APP_FEATURES: &str = "dear-imgui,docking,webgl,imgui-webgpu/counters,wgpu/noop";

/// The app's examples its window tests run (`hello`, `viewports`).
const APP_EXAMPLES: [&str; 4] = ["--example", "hello", "--example", "viewports"];

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

/// `cargo <subcommand>` for the app crate's suite on dear-imgui-rs: from the main workspace,
/// in the main target directory with the main profile, linted as the main workspace's other
/// configurations are (the workspace's crates only). Its dear-imgui-sys is not the one of
/// the tests in `dear/`: cargo keys a path package's build by its path from the workspace's
/// root, so the two workspaces each build the patched crate once (Dear ImGui's C++ here
/// with SSE, as a user's build; the goldens are in `dear/`), and switching between them
/// rebuilds neither.
fn cargo_app(ctx: &Context, subcommand: &str) -> std::process::Command {
    let mut cargo = linted(ctx.cargo());
    cargo
        .current_dir(ctx.root())
        .env("CARGO_TARGET_DIR", ctx.target_dir())
        .arg(subcommand)
        .args(["--locked", "--profile", PROFILE])
        .args(["--package", "imgui-webgpu-app", "--no-default-features"])
        .args(["--features", APP_FEATURES]);
    cargo
}

/// The tests' manifest.
fn manifest(ctx: &Context) -> PathBuf {
    ctx.root().join("dear").join("Cargo.toml")
}

/// Checks the formatting of `dear/`'s crates, the tests, the page and the gallery (`cargo
/// fmt --all` from the root sees only the main workspace).
pub fn fmt(ctx: &Context) -> Result<(), String> {
    process::run(
        ctx.cargo()
            .current_dir(ctx.root().join("dear"))
            .arg("fmt")
            .arg("--manifest-path")
            .arg(manifest(ctx))
            .args(["--all", "--", "--check"]),
    )
}

/// What `dear/`'s test build selects: the tests' crate and the extensions gallery (whose
/// window test starts the gallery's binary, built with it). Not the page (`web`): a wasm32
/// crate, built by [`web_page`].
const TEST_PACKAGES: [&str; 4] = [
    "--package",
    "imgui-webgpu-dear-tests",
    "--package",
    "imgui-webgpu-extensions-gallery",
];

/// Lints and builds the tests and the renderer's dear-imgui-rs front, and the app crate's
/// suite on that binding, builds the renderer's docs with only that binding, and compiles
/// and runs the guide's code
/// (`docs/dear-imgui.md`, doctests of the tests' crate: it needs dear-imgui-rs). The doctests
/// run here, not with the tests: cargo compiles them, and the tests run beside other builds
/// of the same target directory, whose lock cargo would wait for.
pub fn build(ctx: &Context) -> Result<(), String> {
    let deps = ctx.target_dir().join(PROFILE).join("deps");
    let wgpu_cores = || crate::test_command::built_libraries(&deps, "wgpu_core");
    let before = wgpu_cores()?;
    let suites = process::build_tests(
        cargo_in_dear(ctx, "test")
            .args(TEST_PACKAGES)
            .arg("--no-run"),
    )?;
    // The app's suite on this binding (and so everything its examples are built on; the
    // examples themselves are built where they run, see [`run`]).
    let app_suite =
        process::build_tests(cargo_app(ctx, "test").args(["--test", "suite", "--no-run"]))?;
    let after = wgpu_cores()?;
    if after > before.max(1) {
        return Err(format!(
            "the dear-imgui-rs tests or the app's suite on dear-imgui-rs compiled wgpu-core \
             again ({before} builds of it before, {after} after): they resolve other features \
             than the main build's for a dependency without imgui; compare `cargo build \
             --unit-graph` of the two (see the unused dev-dependencies of dear/Cargo.toml and \
             stress/Cargo.toml, and APP_FEATURES)"
        ));
    }
    APP_SUITE
        .set(app_suite)
        .map_err(|_| "the app's suite on dear-imgui-rs was built twice".to_owned())?;
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

/// Runs the tests [`build`] made, on Vulkan and on GL, without cargo; then builds the app's
/// examples on this binding and runs its suite.
pub fn run(ctx: &Context) -> Result<(), String> {
    let suites = SUITES
        .get()
        .ok_or("the dear-imgui-rs tests were not built")?;
    let app_suite = APP_SUITE
        .get()
        .ok_or("the app's suite on dear-imgui-rs was not built")?;
    for backend in ["vulkan", "gl"] {
        for suite in suites {
            process::run(
                ctx.command(&suite.path)
                    .current_dir(&suite.package_dir)
                    // Where the testing toolkit's snapshots are stored (`tests/snapshots`):
                    // xtask's own would be inherited otherwise.
                    .env("CARGO_MANIFEST_DIR", &suite.package_dir)
                    .env("WGPU_BACKEND", backend),
            )?;
        }
    }
    // The examples the app's window tests start, on this binding. cargo puts every
    // configuration's build of an example at one path (`target/checked/examples/hello`), so
    // they are built here, in the tests' lane after the imgui-rs tests are done with
    // theirs and after the docking step's cargo, the last to put imgui-rs's there; not in
    // [`build`], which runs in the main lane while the imgui-rs tests start theirs. Only the
    // two examples compile (the suite's build made everything under them). The window tests
    // check that the example they start runs their own Dear ImGui.
    process::run(cargo_app(ctx, "build").args(APP_EXAMPLES))?;
    for backend in ["vulkan", "gl"] {
        for suite in app_suite {
            process::run(
                ctx.command(&suite.path)
                    // Run by [`live_plot_run`], once the README's live plot is built.
                    .args(["--skip", LIVE_PLOT_TESTS])
                    .current_dir(&suite.package_dir)
                    // As `cargo test` runs it (its paths are compiled in).
                    .env("CARGO_MANIFEST_DIR", &suite.package_dir)
                    .env("WGPU_BACKEND", backend)
                    // The viewport test: 1,000 viewports made and closed on Vulkan, 100 on
                    // GL (where a cycle costs the same), as the imgui-rs app's.
                    .env(
                        "IMGUI_WEBGPU_VIEWPORT_CYCLES",
                        if backend == "gl" { "100" } else { "1000" },
                    ),
            )?;
        }
    }
    Ok(())
}

/// The app suite's tests of the README's live plot (`app/tests/suite/live_plot.rs`).
const LIVE_PLOT_TESTS: &str = "live_plot::";

/// Runs the app suite's live-plot test on Vulkan and on GL, against the README's live plot
/// as [`crate::user_crate::build_native`] built it (a new crate from the README's lines, on
/// Dear ImGui 1.92 with ImPlot).
pub fn live_plot_run(ctx: &Context) -> Result<(), String> {
    let app_suite = APP_SUITE
        .get()
        .ok_or("the app's suite on dear-imgui-rs was not built")?;
    let binary = crate::user_crate::live_plot_binary(ctx);
    if !binary.is_file() {
        return Err(format!(
            "{} is not built (the README's live plot, `user_crate::build_native`)",
            binary.display()
        ));
    }
    for backend in ["vulkan", "gl"] {
        for suite in app_suite {
            process::run(
                ctx.command(&suite.path)
                    .args([LIVE_PLOT_TESTS])
                    .current_dir(&suite.package_dir)
                    .env("CARGO_MANIFEST_DIR", &suite.package_dir)
                    .env("WGPU_BACKEND", backend)
                    .env("IMGUI_WEBGPU_LIVE_PLOT", &binary),
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
        .args(["--package", WEB_PAGE, "--bin", WEB_PAGE])
        .args(["--package", GALLERY, "--bin", GALLERY]);
    process::run(&mut cargo)?;
    gallery_page(ctx, wasm_bindgen)?;
    bindgen_page(
        ctx,
        wasm_bindgen,
        WEB_PAGE,
        ("dear", "imgui_webgpu_dear_web"),
        "dear/web/web/index.html",
    )?;
    Ok(())
}

/// The module of `binary` (built by [`web_page`]'s cargo) as the page `target/web/<page>`:
/// wasm-bindgen's output, its JavaScript named `js` (`(page, js)`), beside a copy of `html`
/// (a path from the repository's root). Returns the page's directory.
fn bindgen_page(
    ctx: &Context,
    wasm_bindgen: &Path,
    binary: &str,
    (page, js): (&str, &str),
    html: &str,
) -> Result<PathBuf, String> {
    let wasm = web::wasm_target_dir(ctx)
        .join(web::TARGET)
        .join(PROFILE)
        .join(format!("{binary}.wasm"));
    let dir = web::web_dir(ctx).join(page);
    web::bindgen(wasm_bindgen, &wasm, js, &dir)?;
    std::fs::copy(ctx.root().join(html), dir.join("index.html"))
        .map_err(|error| format!("cannot copy {html}: {error}"))?;
    Ok(dir)
}

/// The page's package and binary.
const WEB_PAGE: &str = "imgui-webgpu-dear-web";

/// The extensions gallery's package and binary (`dear/gallery`).
const GALLERY: &str = "imgui-webgpu-extensions-gallery";

/// The extensions gallery (built by [`web_page`]'s cargo beside the page) as the page
/// `target/web/gallery`: ImPlot, ImPlot3D, ImNodes and ImGuizmo compiled into the app's one
/// module (the node editor is native only), on the app crate's page. The browser tests drive
/// it on WebGPU and on WebGL2.
fn gallery_page(ctx: &Context, wasm_bindgen: &Path) -> Result<(), String> {
    let dir = bindgen_page(
        ctx,
        wasm_bindgen,
        GALLERY,
        ("gallery", "app"),
        "app/web/index.html",
    )?;
    let (raw, gzipped) = web::sizes(&dir.join("pkg/app_bg.wasm"))?;
    process::say(&format!(
        "xtask: the extensions gallery (ImPlot, ImPlot3D, ImNodes, ImGuizmo) in one module: \
         {raw} bytes of wasm, {gzipped} gzipped (profile {PROFILE})"
    ));
    Ok(())
}
