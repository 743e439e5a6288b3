//! `cargo xtask test`: every check, each configuration built once, in three lanes.
//!
//! Every native step builds with one profile ([`PROFILE`]: optimised, with debug assertions
//! and overflow checks), in one target directory. imgui's other C++ configurations (exact
//! arithmetic with the test-engine hooks; docking) get artefacts of their own there, so wgpu
//! and everything without imgui is built once. The wasm32 builds (the web pages, the
//! README's app in the browser) have a target directory of their own and share nothing with
//! the native ones, so they run in a lane beside the native builds, and the browser tests
//! after them; the browser tests' own build runs in a third lane from the start. The native
//! tests run after the join, alone: run beside the builds (a lane of their own, 1,341 s
//! instead of about 1,750) the demo's window test lost a typed character once in three
//! runs.
//!
//! 1. formatting, what the tests need installed;
//! 2. beside: the web pages and the README's app in the browser, then the browser tests;
//!    in a lane of its own, the browser tests' build (`target/browser`), which they wait for;
//! 3. main: the adapters (the first native build), the builds of the exact-arithmetic
//!    configuration and of docking, then the native build, which leaves the main
//!    configuration's binaries where its tests look for them (cargo puts a package's binaries
//!    and examples at one path for every configuration), the doctests, the dear-imgui-rs
//!    build, the packages, the README's app natively, the items crate, lints and docs (none
//!    of which replaces a binary a test runs);
//! 4. joined: the suite on Vulkan and on GL (the test executables, without cargo), the
//!    goldens and the testing suite with exact arithmetic and items, the examples no test
//!    runs, fuzz and soak, docking and viewports (through cargo, which puts their binaries
//!    in place), the dear-imgui-rs tests.
//!
//! The last lines give each step's wall time with the CPU time used meanwhile, the run's
//! wall and CPU time, and the total of every test.

use std::path::Path;
use std::sync::OnceLock;

use crate::lint::linted;
use crate::process::{self, TestExecutable};
use crate::setup::Context;
use crate::steps::Step;
use crate::{
    PROFILE, TEST_FEATURES, adapter, apt, dear, display, items_crate, package, user_crate, web,
};

/// The package of the long runs: the fuzzer and the soak.
const STRESS: &str = "imgui-webgpu-stress";
/// The package of the headless-Chromium tests.
const BROWSER_TESTS: &str = "imgui-webgpu-browser-tests";
/// Debian's Chromium, which the browser tests drive over the DevTools protocol.
const CHROMIUM: [&str; 1] = ["chromium"];
/// Tells the golden test which reciprocal square root the build's imgui computes with.
const EXPECT_ARITHMETIC: &str = "IMGUI_WEBGPU_EXPECT_ARITHMETIC";

/// The imgui C++ configuration of the exact-arithmetic step: exact arithmetic
/// (`IMGUI_DISABLE_SSE`, as on wasm32 and ARM, and as the testing README shows users) and
/// imgui's test-engine hooks (`IMGUI_ENABLE_TEST_ENGINE`, the testing crate's `item-hooks`).
const EXACT_CXXFLAGS: &str = "-DIMGUI_DISABLE_SSE -DIMGUI_ENABLE_TEST_ENGINE";

/// Gives imgui-sys, and so everything above it, artefacts of their own in the shared target
/// directory while `CXXFLAGS` builds another imgui: cargo keys a build script's output by
/// its package's profile and features, not by the environment, so without this the
/// exact-arithmetic build would overwrite the default one (and the next run rebuild both).
/// The setting is inert: imgui-sys's Rust is bindings, and its C++ is built by cc, which
/// reads no codegen-units. wgpu and everything without imgui are shared.
const EXACT_IMGUI_SYS: &str = "profile.checked.package.imgui-sys.codegen-units=15";

/// The packages with a `docking` feature, and the stress crate: with it the selection
/// resolves the main build's features for every dependency without imgui (wgpu's `noop` and
/// `counters`, num-traits's `std`, syn's `extra-traits`; see its manifest), so only imgui
/// and what is above it build again. Fewer packages built wgpu and naga a second time (about
/// 100 CPU-seconds); [`docking_build`] fails if wgpu-core is compiled again.
const DOCKING_PACKAGES: [&str; 8] = [
    "--package",
    "imgui-webgpu-app",
    "--package",
    "imgui-webgpu-demo",
    "--package",
    "imgui-webgpu-testing",
    "--package",
    STRESS,
];
/// The `docking` feature of each package that has one (the shared UI tests' with the
/// testing crate's: its suite runs their docking tests).
const DOCKING_FEATURES: [&str; 2] = [
    "--features",
    "imgui-webgpu-app/docking,imgui-webgpu-demo/docking,imgui-webgpu-testing/docking,\
     imgui-webgpu-ui-tests/docking",
];

/// The exact-arithmetic configuration's test executables (the renderer's suite, the testing
/// crate's), found when they are built, run in the tests' lane.
static EXACT_SUITES: OnceLock<Vec<TestExecutable>> = OnceLock::new();

/// The main configuration's test executables, found when the native build makes them, run
/// in the tests' lane without cargo (which would wait for the lock of the target directory
/// while the main lane builds).
static MAIN_SUITES: OnceLock<Vec<TestExecutable>> = OnceLock::new();

/// The arguments that select the main configuration: every member but the browser tests
/// (built alone in the lane, on their own dependencies), the tests' features, [`PROFILE`].
/// Every native step of that configuration uses exactly these, so cargo resolves one set of
/// features and builds everything once (another selection, even of fewer members, resolves
/// other features for shared dependencies and builds wgpu again).
pub const MAIN_SELECTION: [&str; 7] = [
    "--workspace",
    "--exclude",
    BROWSER_TESTS,
    "--profile",
    PROFILE,
    "--features",
    TEST_FEATURES,
];

/// The steps of `cargo xtask test`; `test_args` go to the doctests' `cargo test`, to each
/// test executable (without the `--` that separates cargo's arguments from the harness's)
/// and to the browser tests.
pub fn steps(test_args: Vec<String>) -> Vec<Step> {
    let web_lane = vec![
        Step::func("web build", web_pages),
        Step::after("browser: wait for the tests' build", BROWSER_TESTS_BUILD),
        Step::args("browser", browser_tests, test_args.clone()),
    ];
    // The browser tests' own build (headless_chrome, rustls, ring: about 250 CPU-seconds)
    // beside the pages' builds instead of after them: it shares nothing with them.
    let browser_build_lane = vec![Step::func(BROWSER_TESTS_BUILD, browser_tests_build)];
    // The native tests, in a lane of their own as soon as their configurations are built,
    // beside the builds that replace none of their binaries (the window tests hold under
    // load: a quick shortcut keeps its modifier across a frame boundary, see the app's
    // `platform/input.rs`).
    let tests_lane = vec![
        Step::args("test vulkan", suites_on_vulkan, test_args.clone()),
        Step::args("test gl", suites_on_gl, test_args.clone()),
        Step::func("goldens and items: exact arithmetic, test hooks", exact_run),
        Step::func("examples: headless", headless_example),
        // A fixed-seed minute of fuzzing and a short soak, from the native build: the long
        // runs are `cargo xtask fuzz` and `cargo xtask soak`.
        Step::func("fuzz (fixed seed)", fuzz),
        Step::func("soak (short)", soak),
        // Through cargo, which puts the docking configuration's binaries and examples in
        // place first: the main configuration's tests are done with theirs.
        Step::func("docking and viewports: Vulkan and GL", docking_run),
        Step::after("tests: wait for the dear-imgui-rs build", DEAR_BUILD),
        Step::func("dear-imgui-rs: Vulkan and GL", dear::run),
        Step::func("examples: side by side", side_by_side_example),
    ];
    vec![
        Step::cargo("fmt", ["fmt", "--all", "--", "--check"]),
        // xtask is a workspace of its own (it makes the patched trees before the main one
        // resolves): its formatting, lints and tests are steps of their own.
        Step::cargo(
            "fmt: xtask",
            ["fmt"].into_iter().chain(XTASK).chain(["--", "--check"]),
        ),
        Step::func("fmt: the dear-imgui-rs tests", dear::fmt),
        Step::func("installs", installs),
        // The longest lane starts first. Nothing it runs installs with apt, which takes one
        // lock at a time (the adapters step may install Mesa's drivers).
        Step::lane("beside: web build, then the browser tests", web_lane),
        Step::lane("beside: the browser tests' build", browser_build_lane),
        Step::func("adapters", adapter::ensure),
        Step::func("exact arithmetic and items: build", exact_build),
        Step::func("docking: build", docking_build),
        // Last of the builds that put binaries where the tests look for them.
        Step::func("native build", native_build),
        Step::args("doctests: Vulkan and GL", doctests, test_args),
        Step::lane("beside: the native tests", tests_lane),
        Step::func(DEAR_BUILD, dear::build),
        // The README's crate resolves its version line against these packages, and its
        // native build shares what they built for the app crate.
        Step::func("package", package::run),
        Step::func("README's app, natively", user_crate::build_native),
        Step::func(
            "README's live plot: in a window, Vulkan and GL",
            dear::live_plot_run,
        ),
        Step::func("items as a user opts in: build", items_crate::build),
        Step::func("items as a user opts in", items_crate::test),
        Step::cargo(
            "clippy",
            [
                "clippy",
                "--workspace",
                "--all-targets",
                "--profile",
                PROFILE,
                "--features",
                TEST_FEATURES,
                "--",
                "-D",
                "warnings",
            ],
        ),
        Step::cargo(
            "clippy: xtask",
            ["clippy"]
                .into_iter()
                .chain(XTASK)
                .chain(["--all-targets", "--", "-D", "warnings"]),
        ),
        Step::cargo("xtask's tests", ["test"].into_iter().chain(XTASK)),
        Step::func("doc", doc),
        Step::join("joined: the browser tests and the native tests"),
    ]
}

/// Selects xtask, a workspace of its own, for cargo run from the repository's root.
const XTASK: [&str; 2] = ["--manifest-path", "xtask/Cargo.toml"];

/// The name of the dear-imgui-rs build's step, which the tests' lane waits for.
const DEAR_BUILD: &str = "dear-imgui-rs: build";

/// Builds every target of the main configuration, and finds its test executables (a second
/// cargo command, `cargo test --no-run`, that compiles nothing: the same units).
fn native_build(ctx: &Context) -> Result<(), String> {
    process::run(
        ctx.cargo()
            .args(["build", "--all-targets"])
            .args(MAIN_SELECTION),
    )?;
    let suites = process::build_tests(ctx.cargo().args(["test", "--no-run"]).args(MAIN_SELECTION))?;
    MAIN_SUITES
        .set(suites)
        .map_err(|_| "the main suites were built twice".to_owned())
}

/// The environment of the main configuration's tests on `backend`.
fn suite_env(backend: &'static str) -> Vec<(&'static str, &'static str)> {
    let mut env = vec![("WGPU_BACKEND", backend)];
    if cfg!(target_arch = "x86_64") {
        // imgui-sys builds imgui with SSE there: its reciprocal square root is the CPU's
        // approximation. The golden test checks that this is so.
        env.push((EXPECT_ARITHMETIC, "approximate"));
    }
    env
}

/// The doctests of the main configuration on Vulkan and on GL (some draw on a device). In the
/// main lane: cargo compiles them, and would wait for the target directory's lock elsewhere.
fn doctests(ctx: &Context, test_args: &[String]) -> Result<(), String> {
    for backend in ["vulkan", "gl"] {
        process::run(
            ctx.cargo()
                .envs(suite_env(backend))
                .args(["test", "--doc"])
                .args(MAIN_SELECTION)
                .args(test_args),
        )?;
    }
    Ok(())
}

fn suites_on_vulkan(ctx: &Context, test_args: &[String]) -> Result<(), String> {
    run_main_suites(ctx, "vulkan", test_args)
}

fn suites_on_gl(ctx: &Context, test_args: &[String]) -> Result<(), String> {
    run_main_suites(ctx, "gl", test_args)
}

/// Runs every test executable of the main configuration on `backend`, each as `cargo test`
/// runs it: in its package's directory, with `CARGO_MANIFEST_DIR` set.
fn run_main_suites(
    ctx: &Context,
    backend: &'static str,
    test_args: &[String],
) -> Result<(), String> {
    let suites = MAIN_SUITES.get().ok_or("the main suites were not built")?;
    let harness_args: Vec<&String> = test_args.iter().filter(|arg| *arg != "--").collect();
    for suite in suites {
        process::run(
            ctx.command(&suite.path)
                .current_dir(&suite.package_dir)
                .env("CARGO_MANIFEST_DIR", &suite.package_dir)
                .envs(suite_env(backend))
                .args(&harness_args),
        )?;
    }
    Ok(())
}

/// What the window tests, the web build and the browser tests need, installed when missing
/// (as root) before anything runs beside anything: apt takes one lock at a time.
fn installs(ctx: &Context) -> Result<(), String> {
    display::ensure_window_tools(ctx)?;
    if !Path::new("/usr/bin/chromium").exists() {
        if !apt::is_root() {
            return Err("the browser tests need Chromium: sudo apt-get install chromium".into());
        }
        eprintln!("xtask: installing chromium");
        apt::install(ctx, &CHROMIUM)?;
    }
    web::ensure_toolchain(ctx).map(drop)
}

/// The name of the browser tests' build's step, which the web lane waits for.
const BROWSER_TESTS_BUILD: &str = "browser tests: build";

/// `cargo <subcommand>` of the browser tests, in a target directory of their own
/// (`target/browser`): they share nothing with the native builds (they depend on neither
/// the renderer nor wgpu) and next to nothing with the pages, and a build in the pages'
/// directory would wait for its lock while a page builds. Their dependencies are compiled
/// unoptimised (headless_chrome, the DevTools protocol's generated types, took 124 s of CPU
/// optimised and 84 s not; wasmparser 50 s): the tests wait on the browser, not on them.
/// The screenshots' decoders stay optimised, as do the tests themselves, which compare
/// images pixel by pixel.
fn browser_tests_cargo(ctx: &Context, subcommand: &str) -> std::process::Command {
    let mut cargo = ctx.cargo();
    cargo.args(["--config", "profile.checked.package.\"*\".opt-level=0"]);
    for decoder in [
        "png",
        "fdeflate",
        "flate2",
        "miniz_oxide",
        "crc32fast",
        "simd-adler32",
    ] {
        cargo.args([
            "--config",
            &format!("profile.checked.package.{decoder}.opt-level=1"),
        ]);
    }
    cargo
        .env("CARGO_TARGET_DIR", ctx.target_dir().join("browser"))
        .env("IMGUI_WEBGPU_WEB_DIR", web::web_dir(ctx))
        .args([subcommand, "--profile", PROFILE, "--package", BROWSER_TESTS]);
    cargo
}

/// Builds the browser tests (their run waits for it).
fn browser_tests_build(ctx: &Context) -> Result<(), String> {
    process::run(browser_tests_cargo(ctx, "test").arg("--no-run"))
}

/// Runs the browser tests in headless Chromium against the pages the web lane built, from
/// [`browser_tests_build`]'s build.
fn browser_tests(ctx: &Context, args: &[String]) -> Result<(), String> {
    // What a headless Chromium's WebGPU and WebGL2 need changes between versions: the run
    // says which one it tests (the tests name it again in their failures).
    let version = std::process::Command::new("/usr/bin/chromium")
        .arg("--version")
        .output()
        .map(|out| String::from_utf8_lossy(&out.stdout).trim().to_owned())
        .unwrap_or_default();
    process::say(&format!("xtask: browser tests on {version}"));
    process::run(browser_tests_cargo(ctx, "test").args(args))
}

/// Builds the web pages (demo, checks, hello, the demo with docking) with the test profile, the
/// README's app in the browser, with and without WebGL2, the README's app from its line for
/// Dear ImGui 1.92, and the dear-imgui-rs frame's page. The pages' builds lint the
/// workspace's wasm32-only code (the crate's glue, the runner's browser half, the web demo,
/// the checks page) as they compile it, with and without docking: a `cargo clippy` for
/// wasm32 would check every dependency once more.
fn web_pages(ctx: &Context) -> Result<(), String> {
    let wasm_bindgen = web::ensure_toolchain(ctx)?;
    // One build for the pages that ask for the same features, so their dependencies are
    // compiled once; the demo with docking apart (only imgui and what is above it again).
    // With the tests' profile, not the users' (fat LTO at `opt-level = "z"`, about 20
    // CPU-seconds a page): the sizes users get are measured on the README's app below, built
    // as the guide says. The pages get debug assertions, as the native tests do.
    // The docking group selects the first group's packages too, unbuilt, so that cargo
    // resolves the same features for what imgui does not touch (without them, naga and wgpu
    // were compiled again).
    let first: &[&web::Page] = &[&web::DEMO, &web::CHECKS, &web::HELLO];
    let groups: [(&[&web::Page], &[&web::Page]); 2] =
        [(first, &[]), (&[&web::DEMO_DOCKING], first)];
    let wasm_deps = web::wasm_target_dir(ctx)
        .join(web::TARGET)
        .join(PROFILE)
        .join("deps");
    let mut wgpu_cores = Vec::new();
    for (pages, resolve_with) in groups {
        web::build_together(
            ctx,
            linted(ctx.cargo()),
            PROFILE,
            &wasm_bindgen,
            pages,
            resolve_with,
        )?;
        wgpu_cores.push(built_libraries(&wasm_deps, "wgpu_core")?);
    }
    if let [first, .., last] = wgpu_cores[..]
        && last > first
    {
        return Err(format!(
            "the docking page compiled wgpu-core again ({first} builds of it before, {last} \
             after): its selection resolves other features for a dependency without imgui \
             than the other pages'"
        ));
    }
    user_crate::build_web(ctx, &wasm_bindgen)?;
    user_crate::build_web_dear(ctx, &wasm_bindgen)?;
    user_crate::build_web_live_plot(ctx, &wasm_bindgen)?;
    dear::web_page(ctx, &wasm_bindgen)
}

/// Builds the API docs with warnings denied (broken intra-doc links, missing docs). With the
/// examples: a selection that builds examples resolves dev-dependencies' features into the
/// build (wgpu's `noop`, imgui's `tables-api`), as clippy's `--all-targets` does, so the
/// docs reuse every dependency clippy checked instead of checking wgpu and imgui again.
fn doc(ctx: &Context) -> Result<(), String> {
    process::run(ctx.cargo().env("RUSTDOCFLAGS", "-D warnings").args([
        "doc",
        "--profile",
        PROFILE,
        "--no-deps",
        "--workspace",
        "--examples",
        "--features",
        TEST_FEATURES,
    ]))
}

/// Runs the testing crate's `headless` example, which no test runs, from the native build:
/// it clicks by label and checks its text snapshot (`testing/tests/snapshots`), on Vulkan.
/// An example that is only compiled can rot: its snapshot was missing for months. (The app
/// crate's `hello`, `winit` and `viewports` are the window tests' apps.)
fn headless_example(ctx: &Context) -> Result<(), String> {
    let built = ctx.target_dir().join(PROFILE).join("examples");
    let testing = ctx.root().join("testing");
    process::run(
        ctx.command(built.join("headless"))
            .current_dir(&testing)
            // Where its snapshot is stored (`tests/snapshots`): xtask's own otherwise.
            .env("CARGO_MANIFEST_DIR", &testing)
            .env("WGPU_BACKEND", "vulkan"),
    )
}

/// Runs the dear-imgui-rs tests' `side_by_side` example, from their build: this renderer and
/// dear-imgui-wgpu in one process, failing unless every frame's draw data is the same on
/// both sides, on Vulkan.
fn side_by_side_example(ctx: &Context) -> Result<(), String> {
    let built = ctx.target_dir().join(PROFILE).join("examples");
    process::run(
        ctx.command(built.join("side_by_side"))
            .current_dir(ctx.root().join("dear"))
            .env("WGPU_BACKEND", "vulkan")
            .arg("30"),
    )
}

/// A fixed-seed minute of the fuzzer, the binary the native build made.
fn fuzz(ctx: &Context) -> Result<(), String> {
    run_built(
        ctx,
        "imgui-webgpu-fuzz",
        &["--seconds", "60", "--seed", "1"],
    )
}

/// A 20,000-frame soak, the binary the native build made.
fn soak(ctx: &Context) -> Result<(), String> {
    run_built(ctx, "imgui-webgpu-soak", &["--frames", "20000"])
}

/// Runs a binary of the native build (`cargo run` would resolve the stress package's
/// features alone and build wgpu again).
fn run_built(ctx: &Context, binary: &str, args: &[&str]) -> Result<(), String> {
    let path = ctx.target_dir().join(PROFILE).join(binary);
    process::run(ctx.command(&path).args(args))
}

/// A step running one of the stress package's binaries, in [`PROFILE`], with `args`
/// (`cargo xtask fuzz` and `cargo xtask soak`).
pub fn stress_binary(name: &'static str, binary: &str, args: Vec<String>) -> Step {
    let command = [
        "run",
        "--profile",
        PROFILE,
        "--package",
        STRESS,
        "--bin",
        binary,
        "--",
    ];
    Step::cargo(name, command.into_iter().map(str::to_owned).chain(args))
}

/// Cargo for the exact-arithmetic configuration: imgui built with [`EXACT_CXXFLAGS`], its
/// artefacts apart ([`EXACT_IMGUI_SYS`]).
fn exact_cargo(ctx: &Context) -> std::process::Command {
    let mut command = ctx.cargo();
    command
        .args(["--config", EXACT_IMGUI_SYS])
        .env("CXXFLAGS", EXACT_CXXFLAGS)
        .env(EXPECT_ARITHMETIC, "exact")
        .env("IMGUI_WEBGPU_EXPECT_ITEMS", "1")
        .env("WGPU_BACKEND", "vulkan");
    command
}

/// The selection of the exact-arithmetic configuration: the main one ([`MAIN_SELECTION`], so
/// wgpu and everything without imgui is shared) with the testing crate's hooks, and only the
/// suites (a binary that links imgui but not the testing crate would lack the hooks).
const EXACT_SELECTION: [&str; 9] = [
    "--workspace",
    "--exclude",
    BROWSER_TESTS,
    "--profile",
    PROFILE,
    "--features",
    "counters,imgui-webgpu-testing/item-hooks",
    "--test",
    "suite",
];

/// The goldens again, with imgui built for exact arithmetic (as on wasm32 and ARM, and as the
/// README shows users): snapshots made on one machine must pass with another CPU's
/// arithmetic. The same build has imgui's test-engine hooks compiled in, as a user who opts
/// in has them: the goldens show the hooks change nothing drawn, the hooks' code is linted,
/// and the testing crate's suite runs with items recorded. This lints and builds; the tests
/// run in [`exact_run`].
fn exact_build(ctx: &Context) -> Result<(), String> {
    // The hooks' code compiles only in this build: it is linted as it is built.
    let suites = process::build_tests(
        linted(exact_cargo(ctx))
            .arg("test")
            .args(EXACT_SELECTION)
            .arg("--no-run"),
    )?;
    EXACT_SUITES
        .set(suites)
        .map_err(|_| "the exact-arithmetic suites were built twice".to_owned())
}

/// The renderer's goldens and the testing crate's whole suite, from [`exact_build`]'s
/// executables (each run as `cargo test` runs it: in its package's directory).
fn exact_run(ctx: &Context) -> Result<(), String> {
    let suites = EXACT_SUITES
        .get()
        .ok_or("the exact-arithmetic suites were not built")?;
    // Exactly one per package: `--test suite` selects one test target in each.
    let suite_of = |package_dir: &Path| {
        let mut found = suites
            .iter()
            .filter(|suite| suite.package_dir == package_dir);
        match (found.next(), found.next()) {
            (Some(suite), None) => Ok(suite),
            (None, _) => Err(format!(
                "no exact-arithmetic suite of {} was built",
                package_dir.display()
            )),
            (Some(_), Some(_)) => Err(format!(
                "more than one exact-arithmetic test executable of {} was built",
                package_dir.display()
            )),
        }
    };
    let renderer = suite_of(ctx.root())?;
    let testing = suite_of(&ctx.root().join("testing"))?;
    for (suite, filter) in [(renderer, Some("golden::")), (testing, None)] {
        let mut command = ctx.command(&suite.path);
        command
            .current_dir(&suite.package_dir)
            .env("CARGO_MANIFEST_DIR", &suite.package_dir)
            .env(EXPECT_ARITHMETIC, "exact")
            .env("IMGUI_WEBGPU_EXPECT_ITEMS", "1")
            .env("WGPU_BACKEND", "vulkan")
            .args(filter);
        process::run(&mut command)?;
    }
    Ok(())
}

/// The packages with a `docking` feature, with it on (Dear ImGui's docking branch): lints
/// (the docking code compiles only with the feature) and the build of their tests. The same
/// target directory and profile: only imgui and what depends on it build again (imgui-sys's
/// features differ, so its artefacts are its own). Fails if the build made another wgpu-core:
/// the selection then resolves other features than the main build's for what imgui does not
/// touch (see [`DOCKING_PACKAGES`]).
fn docking_build(ctx: &Context) -> Result<(), String> {
    let deps = ctx.target_dir().join(PROFILE).join("deps");
    let wgpu_cores = || built_libraries(&deps, "wgpu_core");
    let before = wgpu_cores()?;
    process::run(
        linted(ctx.cargo())
            .args(["build", "--all-targets", "--profile", PROFILE])
            .args(DOCKING_PACKAGES)
            .args(DOCKING_FEATURES),
    )?;
    let after = wgpu_cores()?;
    if after > before.max(1) {
        return Err(format!(
            "the docking build compiled wgpu-core again ({before} builds of it before, {after} \
             after): its selection resolves other features for a dependency without imgui than \
             the main build's; compare `cargo build --unit-graph` of the two (see \
             DOCKING_PACKAGES)"
        ));
    }
    Ok(())
}

/// How many builds of the library `crate_name` a profile's `deps` directory holds
/// (`lib<crate_name>-<hash>.rlib`: one per set of features and dependencies).
pub fn built_libraries(deps: &Path, crate_name: &str) -> Result<usize, String> {
    let prefix = format!("lib{crate_name}-");
    let entries =
        std::fs::read_dir(deps).map_err(|error| format!("{}: {error}", deps.display()))?;
    Ok(entries
        .filter_map(Result::ok)
        .filter(|entry| {
            let name = entry.file_name();
            let name = name.to_string_lossy();
            name.starts_with(&prefix) && name.ends_with(".rlib")
        })
        .count())
}

/// The app crate's, the testing crate's and the demo's tests with docking (its panels
/// dragged out into X windows of their own under Xvfb, 1,000 viewports made and closed) on
/// Vulkan, and the demo's window test again on GL with 100 viewports.
fn docking_run(ctx: &Context) -> Result<(), String> {
    process::run(
        linted(ctx.cargo())
            .env("WGPU_BACKEND", "vulkan")
            .args(["test", "--profile", PROFILE])
            .args(DOCKING_PACKAGES)
            .args(DOCKING_FEATURES),
    )?;
    // The same selection as the build (fewer packages would resolve other features and
    // build again): the suites, filtered to the demo's viewport test.
    process::run(
        linted(ctx.cargo())
            .env("WGPU_BACKEND", "gl")
            .env("IMGUI_WEBGPU_VIEWPORT_CYCLES", "100")
            .args(["test", "--profile", PROFILE])
            .args(DOCKING_PACKAGES)
            .args(DOCKING_FEATURES)
            .args(["--test", "suite", "viewports::"]),
    )
}
