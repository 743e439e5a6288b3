//! Project automation for `imgui-webgpu`, run as `cargo xtask <command>`
//! (the alias lives in `.cargo/config.toml`).
//!
//! Every command first makes sure a wgpu adapter exists (installing Mesa's
//! software Vulkan driver when possible, see [`adapter`]) and runs its child
//! processes in a prepared environment (see [`setup`]).

mod adapter;
mod apt;
mod display;
mod items_crate;
mod package;
mod process;
mod serve;
mod setup;
mod steps;
mod user_crate;
mod web;

use std::env;
use std::process::ExitCode;

use setup::Context;
use steps::Step;

const USAGE: &str = "\
Usage: cargo xtask <command> [args...]

Commands:
  test [args...]   check formatting, run clippy, build the docs, the web pages and the
                   packages, then run the whole suite on Vulkan and on GL from one build
                   (the `checked` profile: optimised, debug assertions on), the other
                   imgui configurations, the fuzzer, the soak and the browser tests; args
                   are passed to the suite's `cargo test` (e.g. `cargo xtask test leak`,
                   `cargo xtask test -- --nocapture`)
  demo             run the demo in a window (headlessly to target/demo.png when
                   there is no display)
  web [--example NAME | --docking] [--port N]
                   build the demo (with --docking: with Dear ImGui's docking), or an
                   example on the app runner, for the browser (installing what the wasm
                   build needs) and serve it on 127.0.0.1
  readme-app       make the README's fifteen-line app as a new crate outside the
                   workspace and build it natively and for the browser (part of `test`;
                   the page lands in target/web/readme-app)
  items-crate      make the testing README's item test as a crate of its own outside the
                   workspace (imgui with its test-engine hooks) and run it (part of `test`)
  bench [args...]  run the frame_cost benchmark; args go to the bench harness
  fuzz [--target draw|recording|text|all] [--seconds N] [--seed S] [--backend noop|default]
                   structure-aware fuzzing (default: all targets, 60 s, seed 1, noop);
                   a fixed-seed minute of it is part of `test`
  soak [--frames N] [--backend noop|default]
                   a long churn of frames, textures, reloads and device losses; fails
                   on any growth of live objects or memory
  help, --help     show this text

Every command first makes sure a Vulkan and a GL adapter exist: a GPU, or Mesa's
software drivers (lavapipe, llvmpipe), which it installs with apt-get when run as root.
Child processes get WGPU_DEBUG=0 (unless set), RUST_BACKTRACE=1 and, if unset,
a private XDG_RUNTIME_DIR under the target directory.
";

/// Features the tests, the demo, the adapter probe and the benchmark are built with: one
/// feature set, so wgpu is compiled once.
const TEST_FEATURES: &str = "counters";

/// The one native profile of `cargo xtask test` (the workspace's Cargo.toml defines it):
/// optimised, with debug assertions and overflow checks on. Every native step builds with
/// it, so wgpu and imgui's C++ are built once for all of them.
const PROFILE: &str = "checked";

/// Why xtask stopped.
enum Failure {
    /// Bad command line: print the usage, exit 2.
    Usage(String),
    /// A step or the setup failed: exit 1.
    Failed(String),
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Usage(msg)) => {
            eprintln!("xtask: {msg}\n\n{USAGE}");
            ExitCode::from(2)
        }
        Err(Failure::Failed(msg)) => {
            eprintln!("\nxtask: error: {msg}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<(), Failure> {
    let mut args = env::args_os().skip(1).map(|arg| {
        arg.into_string().map_err(|arg| {
            Failure::Usage(format!(
                "argument is not valid UTF-8: {}",
                arg.to_string_lossy()
            ))
        })
    });
    let Some(command) = args.next().transpose()? else {
        return Err(Failure::Usage("no command given".into()));
    };
    let rest = args.collect::<Result<Vec<_>, _>>()?;

    let steps = match command.as_str() {
        "help" | "--help" | "-h" => {
            print!("{USAGE}");
            return Ok(());
        }
        "test" => test_steps(rest),
        "demo" => {
            if !rest.is_empty() {
                return Err(Failure::Usage(format!(
                    "`demo` takes no arguments, got: {}",
                    rest.join(" ")
                )));
            }
            demo_steps()
        }
        "bench" => bench_steps(rest),
        "web" => vec![Step::args("web", web::run, rest)],
        "readme-app" => vec![
            Step::func("package", package::run),
            Step::func("readme app", readme_app),
        ],
        "items-crate" => vec![
            Step::func("package", package::run),
            Step::func("items as a user opts in", items_crate::run),
        ],
        "fuzz" => vec![fuzz_binary("fuzz", "imgui-webgpu-fuzz", rest)],
        "soak" => vec![fuzz_binary("soak", "imgui-webgpu-soak", rest)],
        other => return Err(Failure::Usage(format!("unknown command `{other}`"))),
    };

    let ctx = Context::new().map_err(Failure::Failed)?;
    for (key, value) in ctx.env() {
        println!(
            "xtask: {}={}",
            key.to_string_lossy(),
            value.to_string_lossy()
        );
    }
    steps::run_all(&ctx, &steps).map_err(Failure::Failed)
}

/// `cargo xtask test`: adapters, formatting, lints, docs, the web pages, the packages, then
/// the whole suite on each backend (Vulkan, then GL: the WebGL2 path) from one build in the
/// [`PROFILE`] profile (optimised, with debug assertions and overflow checks: bugs have hidden
/// behind each, a paint callback that never ran with optimisations on, an MSAA resolve that
/// lost the frame on GL only), then the other imgui configurations, the long runs' short
/// forms and the browser.
fn test_steps(test_args: Vec<String>) -> Vec<Step> {
    // The browser tests run once, in their own step, against the built pages.
    let mut suite = vec![
        "test".to_owned(),
        "--workspace".to_owned(),
        "--exclude".to_owned(),
        BROWSER_TESTS.to_owned(),
        "--profile".to_owned(),
        PROFILE.to_owned(),
        "--features".to_owned(),
        TEST_FEATURES.to_owned(),
    ];
    suite.extend(test_args.iter().cloned());
    let mut steps = vec![
        Step::func("adapters", adapter::ensure),
        Step::cargo("fmt", ["fmt", "--all", "--", "--check"]),
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
        Step::func("doc", doc),
        // Before the web build: the README's crate resolves its version line against these
        // packages, and its native build shares what they built for the app crate.
        Step::func("package", package::run),
        Step::func("web build", web_pages),
        Step::func("window tools", display::ensure_window_tools),
    ];
    for backend in &adapter::BACKENDS {
        let step_name = match backend.name {
            "vulkan" => "test vulkan",
            _ => "test gl",
        };
        let mut env = vec![("WGPU_BACKEND", backend.name)];
        if cfg!(target_arch = "x86_64") {
            // imgui-sys builds imgui with SSE there: its reciprocal square root is the
            // CPU's approximation. The golden test checks that this is so.
            env.push((EXPECT_ARITHMETIC, "approximate"));
        }
        // The same build both times: the second run compiles nothing.
        steps.push(Step::cargo_env(step_name, env, suite.clone()));
    }
    steps.push(Step::func(
        "goldens and items: exact arithmetic, test hooks",
        exact_arithmetic_goldens,
    ));
    steps.push(Step::func("items as a user opts in", items_crate::run));
    steps.push(Step::func(
        "docking and viewports: Vulkan and GL",
        docking_and_viewports,
    ));
    // A fixed-seed minute of fuzzing and a short soak, in the build the suite just made:
    // the long runs are `cargo xtask fuzz` and `cargo xtask soak`.
    let args = |args: &[&str]| args.iter().map(|arg| (*arg).to_owned()).collect();
    steps.push(fuzz_binary(
        "fuzz (fixed seed)",
        "imgui-webgpu-fuzz",
        args(&["--seconds", "60", "--seed", "1"]),
    ));
    steps.push(fuzz_binary(
        "soak (short)",
        "imgui-webgpu-soak",
        args(&["--frames", "20000"]),
    ));
    steps.push(Step::args("browser", browser_tests, test_args));
    steps
}

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

/// The goldens again, with imgui built for exact arithmetic (as on wasm32 and ARM, and as the
/// README shows users): snapshots made on one machine must pass with another CPU's
/// arithmetic. The same build has imgui's test-engine hooks compiled in, as a user who opts
/// in has them: the goldens show the hooks change nothing drawn, the hooks' code is linted,
/// and the testing crate's suite runs with items recorded. The shared target directory
/// and profile: only imgui and what is above it build again (see [`EXACT_IMGUI_SYS`]).
fn exact_arithmetic_goldens(ctx: &Context) -> Result<(), String> {
    let cargo = || {
        let mut command = ctx.cargo();
        command
            .args(["--config", EXACT_IMGUI_SYS])
            .env("CXXFLAGS", EXACT_CXXFLAGS)
            .env(EXPECT_ARITHMETIC, "exact")
            .env("IMGUI_WEBGPU_EXPECT_ITEMS", "1")
            .env("WGPU_BACKEND", "vulkan");
        command
    };
    let features = format!("{TEST_FEATURES},imgui-webgpu-testing/item-hooks");
    // The hooks' code compiles only in this build: lint it here.
    process::run(cargo().args([
        "clippy",
        "--profile",
        PROFILE,
        "--package",
        "imgui-webgpu-testing",
        "--features",
        "item-hooks",
        "--all-targets",
        "--",
        "-D",
        "warnings",
    ]))?;
    // One build for both test runs: the renderer's goldens and the testing crate's suite.
    process::run(cargo().args([
        "test",
        "--profile",
        PROFILE,
        "--package",
        "imgui-webgpu",
        "--package",
        "imgui-webgpu-testing",
        "--features",
        &features,
        "--test",
        "suite",
        "--no-run",
    ]))?;
    process::run(cargo().args([
        "test",
        "--profile",
        PROFILE,
        "--package",
        "imgui-webgpu",
        "--features",
        &features,
        "--test",
        "suite",
        "golden::",
    ]))?;
    process::run(cargo().args([
        "test",
        "--profile",
        PROFILE,
        "--package",
        "imgui-webgpu-testing",
        "--features",
        "item-hooks",
        "--test",
        "suite",
    ]))
}

/// The packages with a `docking` feature, with it on (Dear ImGui's docking branch): lints
/// (the docking code compiles only with the feature), then the app crate's and the testing
/// crate's tests and the demo's (docking, and its panels dragged out into X windows of
/// their own under Xvfb, 1,000 viewports made and closed) on Vulkan, and the demo's window
/// test again on GL with 100 viewports. The same target directory and profile: only imgui
/// and what depends on it build again (imgui-sys's features differ, so its artefacts are
/// its own).
fn docking_and_viewports(ctx: &Context) -> Result<(), String> {
    let packages = [
        "--package",
        "imgui-webgpu-app",
        "--package",
        "imgui-webgpu-demo",
        "--package",
        "imgui-webgpu-testing",
    ];
    let features = [
        "--features",
        "imgui-webgpu-app/docking,imgui-webgpu-demo/docking,imgui-webgpu-testing/docking",
    ];
    process::run(
        ctx.cargo()
            .args(["clippy", "--profile", PROFILE])
            .args(packages)
            .args(features)
            .args(["--all-targets", "--", "-D", "warnings"]),
    )?;
    process::run(
        ctx.cargo()
            .env("WGPU_BACKEND", "vulkan")
            .args(["test", "--profile", PROFILE])
            .args(packages)
            .args(features),
    )?;
    process::run(
        ctx.cargo()
            .env("WGPU_BACKEND", "gl")
            .env("IMGUI_WEBGPU_VIEWPORT_CYCLES", "100")
            .args([
                "test",
                "--profile",
                PROFILE,
                "--package",
                "imgui-webgpu-demo",
            ])
            .args(features)
            .args(["--test", "suite", "viewports::"]),
    )
}

/// The package of the long runs: the fuzzer and the soak.
const STRESS: &str = "imgui-webgpu-stress";

/// A step running one of the stress package's binaries, in [`PROFILE`], with `args`.
fn fuzz_binary(name: &'static str, binary: &str, args: Vec<String>) -> Step {
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

/// The package of the headless-Chromium tests.
const BROWSER_TESTS: &str = "imgui-webgpu-browser-tests";
/// Debian's Chromium, which the browser tests drive over the DevTools protocol.
const CHROMIUM: [&str; 1] = ["chromium"];

/// Builds the web pages (demo, WebGPU-only demo, checks, hello, the demo with docking) with
/// the toolchain they need, and the README's app as a new crate (natively, and for the
/// browser with and without WebGL2).
fn web_pages(ctx: &Context) -> Result<(), String> {
    let wasm_bindgen = web::ensure_toolchain(ctx)?;
    // The wasm32-only code (the crate's glue, the web demo, the checks page) gets the same
    // lints as the rest; then again with docking (the runner's and the web demo's docking
    // code compiles only with the feature). The same packages both times, so wgpu's features
    // stay as they were: only imgui and what depends on it are checked again.
    for features in [
        "imgui-webgpu/web",
        "imgui-webgpu/web,imgui-webgpu-demo/docking,imgui-webgpu-app/docking",
    ] {
        process::run(ctx.cargo().args([
            "clippy",
            "--target",
            web::TARGET,
            "--package",
            "imgui-webgpu",
            "--package",
            "imgui-webgpu-demo",
            "--package",
            "imgui-webgpu-web-checks",
            "--package",
            "imgui-webgpu-app",
            "--features",
            features,
            "--",
            "-D",
            "warnings",
        ]))?;
    }
    // One build for the pages that ask for the same features, so their dependencies are
    // compiled once; the others (without the WebGL2 fallback, with docking) apart.
    let groups: [&[&web::Page]; 3] = [
        &[&web::DEMO, &web::CHECKS, &web::HELLO],
        &[&web::DEMO_WEBGPU],
        &[&web::DEMO_DOCKING],
    ];
    for pages in groups {
        web::build_together(ctx, &wasm_bindgen, pages)?;
        for page in pages {
            let (raw, gzipped) = web::sizes(&web::wasm_file(ctx, page))?;
            println!(
                "xtask: {}: {raw} bytes of wasm, {gzipped} gzipped",
                page.name
            );
        }
    }
    user_crate::build(ctx, &wasm_bindgen)
}

/// `cargo xtask readme-app`: the README's app as a new crate (see `user_crate`).
fn readme_app(ctx: &Context) -> Result<(), String> {
    let wasm_bindgen = web::ensure_toolchain(ctx)?;
    user_crate::build(ctx, &wasm_bindgen)
}

/// Runs the browser tests in headless Chromium (installed when missing) against the pages
/// `web_pages` built.
fn browser_tests(ctx: &Context, args: &[String]) -> Result<(), String> {
    if !std::path::Path::new("/usr/bin/chromium").exists() {
        if !apt::is_root() {
            return Err("the browser tests need Chromium: sudo apt-get install chromium".into());
        }
        eprintln!("xtask: installing chromium");
        apt::install(ctx, &CHROMIUM)?;
    }
    // What a headless Chromium's WebGPU and WebGL2 need changes between versions: the run
    // says which one it tests (the tests name it again in their failures).
    let version = std::process::Command::new("/usr/bin/chromium")
        .arg("--version")
        .output()
        .map(|out| String::from_utf8_lossy(&out.stdout).trim().to_owned())
        .unwrap_or_default();
    println!("xtask: browser tests on {version}");
    process::run(
        ctx.cargo()
            .env("IMGUI_WEBGPU_WEB_DIR", web::web_dir(ctx))
            .args(["test", "--profile", PROFILE, "--package", BROWSER_TESTS])
            .args(args),
    )
}

/// Builds the API docs with warnings denied (broken intra-doc links, missing docs).
fn doc(ctx: &Context) -> Result<(), String> {
    process::run(ctx.cargo().env("RUSTDOCFLAGS", "-D warnings").args([
        "doc",
        "--profile",
        PROFILE,
        "--no-deps",
        "--workspace",
        "--features",
        TEST_FEATURES,
    ]))
}

/// `cargo xtask demo`: adapters, then the demo (an optimized build): in a window where
/// there is a display, headlessly to `target/demo.png` (saying so) where there is none.
fn demo_steps() -> Vec<Step> {
    vec![
        Step::func("adapters", adapter::ensure),
        Step::cargo(
            "demo",
            [
                "run",
                "--release",
                "--quiet",
                "--package",
                "imgui-webgpu-demo",
            ],
        ),
    ]
}

/// `cargo xtask bench`: adapter, then the `frame_cost` benchmark with
/// `bench_args` passed to the harness (a leading `--` is accepted and dropped).
fn bench_steps(bench_args: Vec<String>) -> Vec<Step> {
    let mut bench = vec![
        "bench".to_owned(),
        "--features".to_owned(),
        TEST_FEATURES.to_owned(),
        "--bench".to_owned(),
        "frame_cost".to_owned(),
        "--".to_owned(),
    ];
    let skip = usize::from(bench_args.first().is_some_and(|arg| arg == "--"));
    bench.extend(bench_args.into_iter().skip(skip));

    vec![
        Step::func("adapter", adapter::ensure),
        Step::cargo("bench", bench),
    ]
}
