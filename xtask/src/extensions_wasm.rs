//! `cargo xtask extensions-wasm`: Dear ImGui 1.92's extensions compiled into one wasm32
//! module with the patched -sys crates (`patches/`), checked by the module's imports.
//!
//! The crate `patches/wasm-check` draws (without ending) one frame with each extension its
//! features select; it is built for `wasm32-unknown-unknown` in the wasm builds' target
//! directory, linted. The published -sys crates import every extension function from `imgui-sys-v1`,
//! a second module built with Emscripten; with the patches the C++ is compiled into the
//! module, whose import section must then be empty: an import from `imgui-sys-v1` is an
//! unpatched crate, one from `env` a C or C++ runtime function nothing defines (no browser
//! gives either). It says the module's size, raw and gzipped.

use std::path::PathBuf;

use crate::lint::linted;
use crate::process;
use crate::setup::Context;
use crate::web;

/// Every extension the check crate has a feature for (each a patched -sys crate).
const EXTENSIONS: &str = "implot,implot3d,imguizmo";

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
    let dir = ctx.root().join("patches").join("wasm-check");
    let target_dir = web::wasm_target_dir(ctx);
    // Linted as it builds (the crate's own code; the renderer's wasm32 code is linted by the
    // web pages' builds).
    process::run(
        linted(ctx.cargo())
            .current_dir(&dir)
            .env("CARGO_TARGET_DIR", &target_dir)
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
