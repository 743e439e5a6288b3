//! Project automation for `imgui-webgpu`, run as `cargo xtask <command>`
//! (the alias lives in `.cargo/config.toml`).
//!
//! Every command first makes sure a wgpu adapter exists (installing Mesa's
//! software Vulkan driver when possible, see [`adapter`]) and runs its child
//! processes in a prepared environment (see [`setup`]).
//!
//! Before that, every command makes the patched crates' trees that the workspaces'
//! `[patch.crates-io]` name, or checks them byte for byte (see [`patches`]). xtask is a
//! workspace of its own so that it runs before the main workspace can resolve: cargo
//! refuses to resolve a workspace whose patch path is missing, as in a fresh clone.

mod adapter;
mod apt;
mod cpu_time;
mod dear;
mod display;
mod earlier_packages;
mod extensions_wasm;
mod items_crate;
mod lint;
mod package;
mod patches;
mod process;
mod serve;
mod setup;
mod steps;
mod test_command;
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
                   go to the suite's tests: a name filter and, after `--`, the test
                   harness's options (e.g. `cargo xtask test leak`,
                   `cargo xtask test -- --nocapture`)
  demo             run the demo in a window (headlessly to target/demo.png when
                   there is no display)
  web [--example NAME | --docking | --dear] [--port N]
                   build the demo (with --docking: with Dear ImGui's docking), an example
                   on the app runner, or (--dear) the dear-imgui-rs frame's page, for the
                   browser (installing what the wasm build needs) and serve it on 127.0.0.1
  package          package the published crates and build each from its package alone
                   (part of `test`), after removing what an earlier packaging unpacked
  readme-app       make the README's fifteen-line app as a new crate outside the
                   workspace and build it natively and for the browser, from the README's
                   line for each binding (part of `test`; the pages land in
                   target/web/readme-app and target/web/readme-app-dear)
  items-crate      make the testing README's item test as a crate of its own outside the
                   workspace (imgui with its test-engine hooks) and run it (part of `test`)
  dear             build (linted) and run the dear-imgui-rs tests (dear/, a workspace of
                   their own) on Vulkan and on GL (part of `test`)
  bench [args...]  run the frame_cost benchmark; args go to the bench harness
  fuzz [--target draw|recording|text|textures|all] [--seconds N] [--seed S] [--backend noop|default]
                   structure-aware fuzzing (default: all targets, 60 s, seed 1, noop);
                   a fixed-seed minute of it is part of `test`
  soak [--frames N] [--backend noop|default]
                   a long churn of frames, textures, reloads and device losses; fails
                   on any growth of live objects or memory
  extensions-wasm [--features F] [--profile P]
                   build patches/wasm-check for wasm32: Dear ImGui 1.92 with its
                   extensions (default: every one; profile `checked`, or `web` for the
                   users' sizes) in one module, failing unless it imports nothing
  patches          make the patched crates' trees (target/patches/<name>-<version>: each
                   published .crate, its sha256 checked, with patches/<name>-<version>.diff
                   applied), which both workspaces take with [patch.crates-io]; every
                   other command makes missing ones first and fails if one differs
  help, --help     show this text

Every command but `patches` first makes the patched trees that are missing and checks the
others byte for byte. Every command first makes sure a Vulkan and a GL adapter exist: a GPU, or Mesa's
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

/// What the debug builds of crates outside the workspace (the packages' verification, the
/// README's app natively, the items crate) are built with: the default `dev` profile without
/// debug info, which no check of theirs reads and which costs about a sixth of their
/// compile time. They share `target/debug`, so every one of them sets it, or each would
/// build its dependencies again.
const DEV_WITHOUT_DEBUG_INFO: (&str, &str) = ("CARGO_PROFILE_DEV_DEBUG", "false");

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
        "test" => test_command::steps(rest),
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
        "dear" => vec![
            Step::func("dear-imgui-rs: build", dear::build),
            Step::func("dear-imgui-rs: Vulkan and GL", dear::run),
        ],
        "package" => vec![Step::func("package", package::run)],
        "extensions-wasm" => vec![Step::args(
            "extensions in one wasm module",
            extensions_wasm::run,
            rest,
        )],
        "patches" => {
            if !rest.is_empty() {
                return Err(Failure::Usage(format!(
                    "`patches` takes no arguments, got: {}",
                    rest.join(" ")
                )));
            }
            vec![Step::func("patches", patches::make)]
        }
        "readme-app" => vec![
            Step::func("package", package::run),
            Step::func("readme app", readme_app),
        ],
        "items-crate" => vec![
            Step::func("package", package::run),
            Step::func("items as a user opts in", items_crate::run),
        ],
        "fuzz" => vec![test_command::stress_binary(
            "fuzz",
            "imgui-webgpu-fuzz",
            rest,
        )],
        "soak" => vec![test_command::stress_binary(
            "soak",
            "imgui-webgpu-soak",
            rest,
        )],
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
    if command != "patches" {
        // Before any cargo command in the workspaces, which cannot resolve without them.
        patches::ensure(&ctx).map_err(Failure::Failed)?;
    }
    steps::run_all(&ctx, &steps).map_err(Failure::Failed)
}

/// `cargo xtask readme-app`: the README's app as a new crate (see `user_crate`), natively
/// and for the browser.
fn readme_app(ctx: &Context) -> Result<(), String> {
    let wasm_bindgen = web::ensure_toolchain(ctx)?;
    user_crate::build_native(ctx)?;
    user_crate::build_web(ctx, &wasm_bindgen)?;
    user_crate::build_web_dear(ctx, &wasm_bindgen)?;
    user_crate::build_web_live_plot(ctx, &wasm_bindgen)
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
