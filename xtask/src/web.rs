//! The web build: the toolchain, the pages, and `cargo xtask web`.
//!
//! What a wasm build of imgui's C++ needs is installed when missing: the rustup target,
//! Debian's `clang-16`, `llvm-16` (for `llvm-ar-16`) and `wasi-libc` (as root), and a
//! wasm-bindgen-cli of exactly the version `Cargo.lock` pins, installed once per machine
//! with `cargo install` (only its `wasm-bindgen` binary, about three minutes on two cores).
//! The pages go to `target/web`:
//! - `demo/`: the demo, WebGPU with the WebGL2 fallback;
//! - `demo-docking/`: the demo with its `docking` feature (Dear ImGui's docking branch: the
//!   panels in a dock space; in browsers imgui's viewports stay off), with the fallback;
//! - `checks/`: the renderer's own checks;
//! - `hello/` (or an example's name): an example of the app crate on its runner.
//!
//! `cargo xtask web` builds them as users build theirs, with the `web` profile (optimised
//! for size: `opt-level = "z"`, fat LTO, one codegen unit), and prints the module's size.
//! The test command builds them with its own profile (optimised, debug assertions on, no
//! LTO: a fat-LTO link at `opt-level = "z"` costs about 20 CPU-seconds a page, the debug
//! assertions find more) and measures size on the README's app, which it builds from the
//! guide's steps with the guide's `web` profile (`user_crate`).

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::apt;
use crate::process;
use crate::serve;
use crate::setup::Context;

/// The target browsers run.
pub const TARGET: &str = "wasm32-unknown-unknown";
/// Debian packages that build imgui's C++ for wasm32.
const PACKAGES: [&str; 3] = ["clang-16", "llvm-16", "wasi-libc"];
/// The cargo profile of the pages users build (see the workspace's Cargo.toml): small over
/// fast. The test command's pages are built with [`crate::PROFILE`].
pub const USER_PROFILE: &str = "web";

/// One page: a workspace binary or example built for the browser, and its HTML.
pub struct Page<'a> {
    /// Directory under `target/web`.
    pub name: &'a str,
    package: &'a str,
    /// The binary or example; its name is also the `.wasm` file's.
    artifact: Artifact<'a>,
    /// The name of the JavaScript module the HTML imports.
    js: &'a str,
    html: &'a str,
    default_features: bool,
    /// Cargo features of `package` to turn on besides (or instead of) the default ones.
    features: &'a [&'a str],
}

/// What a page's module is built from.
#[derive(Clone, Copy)]
pub enum Artifact<'a> {
    Bin(&'a str),
    /// An example of the app crate: an app on its runner.
    Example(&'a str),
}

/// The page of an example on the app runner (`cargo xtask web --example NAME`): the runner
/// styles its canvas, so one HTML page (`app/web/index.html`) serves every example.
pub fn example(name: &str) -> Page<'_> {
    Page {
        name,
        package: "imgui-webgpu-app",
        artifact: Artifact::Example(name),
        js: "app",
        html: "app/web/index.html",
        default_features: true,
        features: &[],
    }
}

/// The fifteen-line app, `app/examples/hello.rs`.
pub const HELLO: Page<'static> = Page {
    name: "hello",
    package: "imgui-webgpu-app",
    artifact: Artifact::Example("hello"),
    js: "app",
    html: "app/web/index.html",
    default_features: true,
    features: &[],
};

/// The demo with the WebGL2 fallback.
pub const DEMO: Page<'static> = Page {
    name: "demo",
    package: "imgui-webgpu-demo",
    artifact: Artifact::Bin("imgui-webgpu-demo"),
    js: "app",
    html: "app/web/index.html",
    default_features: true,
    features: &[],
};

/// The demo with Dear ImGui's docking (its `docking` feature) and the WebGL2 fallback: the
/// same feature set as [`DEMO`] but for imgui's, so wgpu is not compiled again.
pub const DEMO_DOCKING: Page<'static> = Page {
    name: "demo-docking",
    features: &["docking"],
    ..DEMO
};

/// The renderer's checks.
pub const CHECKS: Page<'static> = Page {
    name: "checks",
    package: "imgui-webgpu-web-checks",
    artifact: Artifact::Bin("imgui-webgpu-web-checks"),
    js: "imgui_webgpu_web_checks",
    html: "browser/checks/web/index.html",
    default_features: true,
    features: &[],
};

/// `target/web`: the pages.
pub fn web_dir(ctx: &Context) -> PathBuf {
    ctx.target_dir().join("web")
}

/// `target/wasm`: the target directory of every wasm32 build (the pages, their lints, the
/// README's crate in the browser). Apart from the native builds' (which share no artefact
/// with them), so a wasm build can run beside a native one without waiting for its lock.
pub fn wasm_target_dir(ctx: &Context) -> PathBuf {
    ctx.target_dir().join("wasm")
}

/// Installs what is missing and returns the `wasm-bindgen` to run.
pub fn ensure_toolchain(ctx: &Context) -> Result<PathBuf, String> {
    ensure_rust_target(ctx)?;
    ensure_clang(ctx)?;
    ensure_wasm_bindgen(ctx)
}

fn ensure_rust_target(ctx: &Context) -> Result<(), String> {
    let installed = ctx
        .command("rustup")
        .args(["target", "list", "--installed"])
        .output()
        .is_ok_and(|out| {
            String::from_utf8_lossy(&out.stdout)
                .lines()
                .any(|line| line.trim() == TARGET)
        });
    if installed {
        return Ok(());
    }
    process::run(ctx.command("rustup").args(["target", "add", TARGET]))
}

fn ensure_clang(ctx: &Context) -> Result<(), String> {
    let has = |program: &str| {
        Command::new(program)
            .arg("--version")
            .output()
            .is_ok_and(|out| out.status.success())
    };
    let present = has("clang-16")
        && has("clang++-16")
        && has("llvm-ar-16")
        && Path::new("/usr/lib/wasm32-wasi/libc.a").exists();
    if present {
        return Ok(());
    }
    if !apt::is_root() {
        return Err(format!(
            "the web build needs clang and wasi-libc: sudo apt-get install {}",
            PACKAGES.join(" ")
        ));
    }
    eprintln!("xtask: installing {}", PACKAGES.join(" "));
    apt::install(ctx, &PACKAGES)
}

/// The wasm-bindgen version `Cargo.lock` pins (the CLI must match it exactly).
fn locked_wasm_bindgen(ctx: &Context) -> Result<String, String> {
    let lock = std::fs::read_to_string(ctx.root().join("Cargo.lock"))
        .map_err(|error| format!("cannot read Cargo.lock: {error}"))?;
    let mut lines = lock.lines();
    while let Some(line) = lines.next() {
        if line != "name = \"wasm-bindgen\"" {
            continue;
        }
        if let Some(version) = lines
            .next()
            .and_then(|line| line.strip_prefix("version = \""))
            .and_then(|rest| rest.strip_suffix('"'))
        {
            return Ok(version.to_owned());
        }
    }
    Err("Cargo.lock pins no wasm-bindgen".into())
}

/// The `wasm-bindgen` on the `PATH` when it is the version `Cargo.lock` pins, else one of that
/// version installed where `cargo install` puts it (`$CARGO_HOME/bin`), as the app guide
/// tells users: once per machine, not once per checkout (about three minutes on two cores).
fn ensure_wasm_bindgen(ctx: &Context) -> Result<PathBuf, String> {
    let version = locked_wasm_bindgen(ctx)?;
    let wanted = format!("wasm-bindgen {version}");
    let version_of = |binary: &Path| {
        Command::new(binary)
            .arg("--version")
            .output()
            .map(|out| String::from_utf8_lossy(&out.stdout).trim().to_owned())
            .unwrap_or_default()
    };
    let on_path = PathBuf::from("wasm-bindgen");
    if version_of(&on_path) == wanted {
        return Ok(on_path);
    }
    let installed = crate::setup::cargo_home().join("bin").join("wasm-bindgen");
    if version_of(&installed) == wanted {
        return Ok(installed);
    }
    eprintln!("xtask: installing wasm-bindgen-cli {version} (cargo install)");
    // Not `--locked`: the CLI's own lock file does not build with this toolchain.
    process::run(
        ctx.cargo()
            .args(["install", "wasm-bindgen-cli", "--version"])
            .arg(&version)
            .args(["--bin", "wasm-bindgen"]),
    )?;
    Ok(installed)
}

/// A directory for tools the web build installs from npm, kept across checkouts:
/// `$XDG_CACHE_HOME/imgui-webgpu-xtask`, or `~/.cache/imgui-webgpu-xtask`.
pub fn tool_cache() -> PathBuf {
    std::env::var_os("XDG_CACHE_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".cache")))
        .unwrap_or_else(std::env::temp_dir)
        .join("imgui-webgpu-xtask")
}

/// Builds `page` for the browser as users build theirs ([`USER_PROFILE`]) into
/// `target/web/<name>` and returns that directory.
pub fn build(ctx: &Context, wasm_bindgen: &Path, page: &Page<'_>) -> Result<PathBuf, String> {
    build_together(ctx, ctx.cargo(), USER_PROFILE, wasm_bindgen, &[page], &[])?;
    Ok(web_dir(ctx).join(page.name))
}

/// Builds `pages`, which must ask for the same features, in one cargo build with `profile`:
/// their dependencies are compiled once, with the features of all of them (as a workspace
/// build does), and their modules are linked side by side. Each goes to `target/web/<name>`.
/// `cargo` is the command to build with (the test command's lints the workspace's crates as
/// it builds them). `resolve_with` names packages that are selected but not built: cargo
/// resolves features over every selected package, so a build selecting the packages of an
/// earlier one resolves the same features for the dependencies they share (half's `std`,
/// which the checks page's dependencies turn on, decides whether naga and wgpu build again).
pub fn build_together(
    ctx: &Context,
    mut cargo: Command,
    profile: &str,
    wasm_bindgen: &Path,
    pages: &[&Page<'_>],
    resolve_with: &[&Page<'_>],
) -> Result<(), String> {
    let Some(first) = pages.first() else {
        return Ok(());
    };
    if let Some(other) = pages.iter().find(|page| {
        page.default_features != first.default_features || page.features != first.features
    }) {
        return Err(format!(
            "pages `{}` and `{}` ask for different features: build them apart",
            first.name, other.name
        ));
    }
    cargo
        .env("CARGO_TARGET_DIR", wasm_target_dir(ctx))
        .arg("build");
    let mut packages: Vec<&str> = Vec::new();
    for page in pages.iter().chain(resolve_with) {
        if !packages.contains(&page.package) {
            packages.push(page.package);
        }
    }
    for package in packages {
        cargo.args(["--package", package]);
    }
    for page in pages {
        let (kind, artifact) = match page.artifact {
            Artifact::Bin(name) => ("--bin", name),
            Artifact::Example(name) => ("--example", name),
        };
        cargo.args([kind, artifact]);
    }
    cargo.args(["--target", TARGET, "--profile", profile]);
    if !first.default_features {
        cargo.arg("--no-default-features");
    }
    if !first.features.is_empty() {
        // Features of a package that is not the only one selected are named with it.
        let features: Vec<String> = first
            .features
            .iter()
            .map(|feature| format!("{}/{feature}", first.package))
            .collect();
        cargo.args(["--features", &features.join(",")]);
    }
    process::run(&mut cargo)?;
    for page in pages {
        let (artifact, wasm_dir) = match page.artifact {
            Artifact::Bin(name) => (name, ""),
            Artifact::Example(name) => (name, "examples"),
        };
        let wasm = wasm_target_dir(ctx)
            .join(TARGET)
            .join(profile)
            .join(wasm_dir)
            .join(format!("{artifact}.wasm"));
        let dir = web_dir(ctx).join(page.name);
        bindgen(wasm_bindgen, &wasm, page.js, &dir)?;
        std::fs::copy(ctx.root().join(page.html), dir.join("index.html"))
            .map_err(|error| format!("cannot copy {}: {error}", page.html))?;
    }
    Ok(())
}

/// wasm-bindgen as `docs/app.md`'s step 3 runs it: `wasm` into `dir/pkg`, its JavaScript
/// module named `out_name`.
pub fn bindgen(wasm_bindgen: &Path, wasm: &Path, out_name: &str, dir: &Path) -> Result<(), String> {
    statics_constructed_once(wasm)?;
    let pkg = dir.join("pkg");
    let _ = std::fs::remove_dir_all(&pkg);
    process::run(
        Command::new(wasm_bindgen)
            .args([
                "--target",
                "web",
                "--no-typescript",
                // Function names are for debugging: about a third of a release module.
                "--remove-name-section",
                "--out-name",
                out_name,
                "--out-dir",
            ])
            .arg(&pkg)
            .arg(wasm),
    )
}

/// Fails when wasm-ld wrapped `wasm`'s exports in calls to its static constructors (functions
/// named `<export>.command_export`): it does so in a module where nothing calls
/// `__wasm_call_ctors`, and then every call into the module (each frame, each event)
/// constructs C++'s global objects again (ImGuizmo forgot a held gizmo between frames). The
/// renderer calls it once (`construct_cxx_statics`). Read from the module's function names,
/// which wasm-bindgen's input has (it removes them from its output).
fn statics_constructed_once(wasm: &Path) -> Result<(), String> {
    use wasmparser::{KnownCustom, Name, Parser, Payload};
    let failed = |error: wasmparser::BinaryReaderError| format!("{}: {error}", wasm.display());
    let bytes = std::fs::read(wasm).map_err(|error| format!("{}: {error}", wasm.display()))?;
    let (mut named, mut wrapped) = (0_usize, Vec::new());
    for payload in Parser::new(0).parse_all(&bytes) {
        let Payload::CustomSection(section) = payload.map_err(failed)? else {
            continue;
        };
        let KnownCustom::Name(names) = section.as_known() else {
            continue;
        };
        for name in names {
            let Name::Function(functions) = name.map_err(failed)? else {
                continue;
            };
            for function in functions {
                let function = function.map_err(failed)?;
                named += 1;
                if function.name.ends_with(".command_export") {
                    wrapped.push(function.name.to_owned());
                }
            }
        }
    }
    if named == 0 {
        return Err(format!(
            "{} has no function names: cannot check its exports for wasm-ld's wrappers",
            wasm.display()
        ));
    }
    match wrapped.as_slice() {
        [] => Ok(()),
        [first, ..] => Err(format!(
            "{}: wasm-ld wrapped {} exports (such as `{first}`) in calls to the static \
             constructors: C++'s globals would be made again at every call into the module \
             (nothing calls `imgui_webgpu::construct_cxx_statics`?)",
            wasm.display(),
            wrapped.len()
        )),
    }
}

/// The `.wasm` file wasm-bindgen wrote for `page`.
pub fn wasm_file(ctx: &Context, page: &Page<'_>) -> PathBuf {
    web_dir(ctx)
        .join(page.name)
        .join("pkg")
        .join(format!("{}_bg.wasm", page.js))
}

/// Raw and gzipped (`gzip -9`) sizes of a file.
pub fn sizes(path: &Path) -> Result<(u64, u64), String> {
    let raw = std::fs::metadata(path)
        .map_err(|error| format!("{}: {error}", path.display()))?
        .len();
    let gzipped = Command::new("gzip")
        .args(["-9", "-c"])
        .arg(path)
        .output()
        .map_err(|error| format!("gzip: {error}"))?
        .stdout
        .len() as u64;
    Ok((raw, gzipped))
}

/// `cargo xtask web [--example NAME | --docking] [--port N]`: builds the demo (with its
/// `docking` feature: the `demo-docking` page), or an example on the app runner, and serves
/// it on 127.0.0.1.
pub fn run(ctx: &Context, args: &[String]) -> Result<(), String> {
    let mut port = 8000;
    let mut example_name = None;
    let mut docking = false;
    let mut dear = false;
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--docking" => docking = true,
            "--dear" => dear = true,
            "--example" => {
                example_name = Some(args.next().ok_or("--example needs a name")?.clone());
            }
            "--port" => {
                port = args
                    .next()
                    .and_then(|value| value.parse().ok())
                    .ok_or("--port needs a number")?;
            }
            other => {
                return Err(format!(
                    "unknown argument `{other}` (web takes --example NAME, --docking or \
                     --dear, and --port N)"
                ));
            }
        }
    }
    if dear {
        if docking || example_name.is_some() {
            return Err("--dear is a page of its own: not with --example or --docking".into());
        }
        let wasm_bindgen = ensure_toolchain(ctx)?;
        crate::dear::web_page(ctx, &wasm_bindgen)?;
        return serve_dir(port, web_dir(ctx).join("dear"));
    }
    let page = match (example_name.as_deref(), docking) {
        (Some(_), true) => return Err("--docking is the demo's: not with --example".into()),
        (Some(name), false) => example(name),
        (None, true) => DEMO_DOCKING,
        (None, false) => DEMO,
    };
    let wasm_bindgen = ensure_toolchain(ctx)?;
    let dir = build(ctx, &wasm_bindgen, &page)?;
    let (raw, gzipped) = sizes(&wasm_file(ctx, &page))?;
    println!(
        "{}: {raw} bytes of wasm ({gzipped} gzipped), WebGPU with the WebGL2 fallback",
        page.name
    );
    serve_dir(port, dir)
}

/// Serves `dir` on 127.0.0.1 at `port` (another free port if it is taken) until Ctrl-C.
fn serve_dir(port: u16, dir: PathBuf) -> Result<(), String> {
    let (listener, address) = serve::bind(port)
        .or_else(|_| serve::bind(0))
        .map_err(|error| format!("cannot listen on 127.0.0.1: {error}"))?;
    println!("\nserving {} at {address}/  (Ctrl-C stops)", dir.display());
    println!("{address}/?backend=webgl2 forces WebGL2");
    serve::serve(listener, dir);
    Ok(())
}
