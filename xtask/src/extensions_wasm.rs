//! `cargo xtask extensions-wasm`: Dear ImGui 1.92's extensions compiled into one wasm32
//! module with the patched -sys crates (`patches/`), checked by the module's imports.
//!
//! The crate `patches/wasm-check` draws (without ending) one frame with each extension its
//! features select; it is built for `wasm32-unknown-unknown` in the wasm builds' target
//! directory, linted. The published -sys crates import every extension function from `imgui-sys-v1`,
//! a second module built with Emscripten; with the patches the C++ is compiled into the
//! module, whose import section must then be empty: an import from `imgui-sys-v1` is an
//! unpatched crate, one from `env` a C or C++ runtime function nothing defines (no browser
//! gives either). It says the module's size, raw and gzipped. The C++ is compiled with the
//! repository's wasm32 flags and libc++'s headers for WASI (imGuIZMO.quat needs them).

use std::path::PathBuf;

use crate::apt;
use crate::lint::linted;
use crate::process;
use crate::setup::Context;
use crate::web;

/// Every extension the check crate has a feature for (each a patched -sys crate).
const EXTENSIONS: &str = "implot,implot3d,imguizmo,imguizmo-quat,imnodes";

/// Builds the check crate with `--features` (every extension unless given) and `--profile`
/// (`checked` unless given: `web` is the users' profile, for the sizes they get), then
/// checks its imports.
pub fn run(ctx: &Context, args: &[String]) -> Result<(), String> {
    let mut features = EXTENSIONS.to_owned();
    let mut profile = crate::PROFILE.to_owned();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let value = args
            .next()
            .ok_or_else(|| format!("`extensions-wasm {arg}` takes a value"))?;
        match arg.as_str() {
            "--features" => features = value.clone(),
            "--profile" => profile = value.clone(),
            other => return Err(format!("`extensions-wasm` takes no `{other}`")),
        }
    }
    ensure_libcxx_headers(ctx)?;
    let dir = ctx.root().join("patches").join("wasm-check");
    let target_dir = web::wasm_target_dir(ctx);
    // Linted as it builds (the crate's own code; the renderer's wasm32 code is linted by the
    // web pages' builds).
    process::run(
        linted(ctx.cargo())
            .current_dir(&dir)
            .env("CARGO_TARGET_DIR", &target_dir)
            .env(CXXFLAGS, cxxflags_with_libcxx()?)
            .args(["build", "--locked", "--target", web::TARGET])
            .args(["--profile", &profile, "--features", &features]),
    )?;
    let module: PathBuf = target_dir
        .join(web::TARGET)
        .join(&profile)
        .join("imgui-webgpu-patches-wasm-check.wasm");
    let imports = imports(&module)?;
    if !imports.is_empty() {
        return Err(format!(
            "{} (features `{features}`) imports what no browser gives: {}. From \
             `imgui-sys-v1`: an extension's -sys crate is not patched (patches/README.md); \
             from `env`: a C or C++ runtime function nothing in the module defines",
            module.display(),
            imports.join(", ")
        ));
    }
    let (raw, gzipped) = web::sizes(&module)?;
    process::say(&format!(
        "xtask: Dear ImGui 1.92 with `{features}` in one module, no imports: {raw} bytes of \
         wasm, {gzipped} gzipped (profile {profile})"
    ));
    Ok(())
}

/// The variable of the wasm32 C++ flags, which the repository's `.cargo/config.toml` sets
/// (cargo gives it to xtask, which it runs).
const CXXFLAGS: &str = "CXXFLAGS_wasm32_unknown_unknown";

/// Where Debian's [`LIBCXX`] puts libc++'s headers for WASI.
const LIBCXX_HEADERS: &str = "/usr/include/wasm32-wasi/c++/v1";

/// Debian's package of libc++'s headers for WASI: imGuIZMO.quat's C++ includes
/// `<algorithm>`, `<cmath>` and `<limits>`, which wasi-libc (C only) does not have.
const LIBCXX: [&str; 1] = ["libc++-16-dev-wasm32"];

/// The repository's wasm32 C++ flags with libc++'s headers first on the include path (its
/// headers only: the little of a C++ runtime they call is the renderer's, `src/wasm_libc`).
fn cxxflags_with_libcxx() -> Result<String, String> {
    let flags = std::env::var(CXXFLAGS).map_err(|_| {
        format!("{CXXFLAGS} is not set: run xtask as `cargo xtask` (.cargo/config.toml sets it)")
    })?;
    Ok(format!("-isystem {LIBCXX_HEADERS} {flags}"))
}

/// Installs [`LIBCXX`] when missing (as root), or says how to.
fn ensure_libcxx_headers(ctx: &Context) -> Result<(), String> {
    if std::path::Path::new(LIBCXX_HEADERS)
        .join("algorithm")
        .exists()
    {
        return Ok(());
    }
    if !apt::is_root() {
        return Err(format!(
            "imGuIZMO.quat's C++ for wasm32 needs libc++'s headers: sudo apt-get install {}",
            LIBCXX.join(" ")
        ));
    }
    eprintln!("xtask: installing {}", LIBCXX.join(" "));
    apt::install(ctx, &LIBCXX)
}

/// Every import of the module at `path`, as `module.name`.
fn imports(path: &std::path::Path) -> Result<Vec<String>, String> {
    let bytes = std::fs::read(path).map_err(|error| format!("{}: {error}", path.display()))?;
    let mut found = Vec::new();
    for payload in wasmparser::Parser::new(0).parse_all(&bytes) {
        let payload = payload.map_err(|error| format!("{}: {error}", path.display()))?;
        if let wasmparser::Payload::ImportSection(reader) = payload {
            for import in reader.into_imports() {
                let import = import.map_err(|error| format!("{}: {error}", path.display()))?;
                found.push(format!("{}.{}", import.module, import.name));
            }
        }
    }
    Ok(found)
}
