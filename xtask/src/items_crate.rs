//! The testing crate's opt-in to items, made as its README tells a user to make it: a crate
//! of its own outside this workspace, with the README's `.cargo/config.toml` (imgui built
//! with `IMGUI_ENABLE_TEST_ENGINE`), its dependency lines as written and its test file, and
//! nothing else. The version lines resolve against the packages `cargo package` made
//! (`[patch.crates-io]`), as they will against crates.io once the crates are published. Its
//! test runs on Dear ImGui's demo window with the items the hooks recorded.
//!
//! The crate lives in the system's temporary directory, so no configuration of this
//! repository reaches it, and no `CXXFLAGS` of the caller's either. It builds in the
//! workspace's target directory, where its registry dependencies are those `cargo package`
//! built for the testing crate (the same features and profile); imgui-sys, built here with
//! the hooks' define, gets artefacts of its own (see [`ITEMS_IMGUI_SYS`]).

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::DEV_WITHOUT_DEBUG_INFO;
use crate::package;
use crate::process;
use crate::setup::Context;
use crate::user_crate::{blocks, read, write};

/// The crate's name.
const NAME: &str = "imgui-items-test";

/// Gives this build's imgui-sys (imgui with the hooks' define) artefacts of its own in the
/// shared target directory, apart from the one `cargo package` built without it: cargo keys
/// a build script's output by its package's profile, not by the environment. Inert:
/// imgui-sys's Rust is bindings, and cc reads no codegen-units.
const ITEMS_IMGUI_SYS: &str = "profile.dev.package.imgui-sys.codegen-units=15";

/// Makes the crate from `testing/README.md`, builds its test and runs it.
pub fn run(ctx: &Context) -> Result<(), String> {
    build(ctx)?;
    test(ctx)
}

/// Makes the crate from `testing/README.md` and builds its test (`cargo test --no-run`), so
/// the build can happen beside another lane and the run later, alone.
pub fn build(ctx: &Context) -> Result<(), String> {
    let readme = read(&ctx.root().join("testing/README.md"))?;
    let toml = blocks(&readme, "```toml");
    let block = |starts: &str, holds: &str| {
        toml.iter()
            .find(|block| block.trim_start().starts_with(starts) && block.contains(holds))
            .cloned()
            .ok_or(format!(
                "testing/README.md has no TOML block starting `{starts}` with `{holds}`"
            ))
    };
    let config = block("[env]", "IMGUI_ENABLE_TEST_ENGINE")?;
    let dependencies = block("[dev-dependencies]", "\"item-hooks\"")?;
    let test = blocks(&readme, "```rust,no_run")
        .into_iter()
        .find(|block| block.contains("by_path("))
        .ok_or("testing/README.md has no `rust,no_run` block with the item test")?;
    if !dependencies.contains("imgui-webgpu-testing = { version = \"0.1\"") {
        return Err(format!(
            "testing/README.md's item dependency changed ({dependencies}): update \
             xtask/src/items_crate.rs"
        ));
    }

    let dir = crate_dir();
    let _ = std::fs::remove_dir_all(&dir);
    let manifest = format!(
        "[package]\nname = \"{NAME}\"\nversion = \"0.1.0\"\nedition = \"2024\"\n\n\
         {dependencies}\n[workspace]\n\n{}",
        package::patch_table(ctx)
    );
    write(&dir.join("Cargo.toml"), &manifest)?;
    write(
        &dir.join("src/lib.rs"),
        "//! The app's UI code would be here.\n",
    )?;
    write(&dir.join("tests/ui.rs"), &test)?;
    write(&dir.join(".cargo/config.toml"), &config)?;
    // The versions this repository tests with.
    std::fs::copy(ctx.root().join("Cargo.lock"), dir.join("Cargo.lock"))
        .map_err(|error| format!("cannot copy Cargo.lock: {error}"))?;
    process::say(&format!(
        "xtask: the testing README's item test as a crate of its own in {}",
        dir.display()
    ));
    let result = process::run(cargo(ctx, &dir).args(["test", "--no-run"]));
    if result.is_err() {
        remove(&dir);
    }
    result
}

/// Runs the test [`build`] built, then removes the crate.
pub fn test(ctx: &Context) -> Result<(), String> {
    let dir = crate_dir();
    let result = process::run(cargo(ctx, &dir).args(["test", "--", "--nocapture"]));
    remove(&dir);
    result
}

/// The crate's directory: new for each run of xtask.
fn crate_dir() -> PathBuf {
    std::env::temp_dir().join(format!("imgui-webgpu-{NAME}-{}", std::process::id()))
}

/// Cargo in the crate's directory, its target directory the workspace's, none of the
/// caller's `CXXFLAGS`.
fn cargo(ctx: &Context, dir: &Path) -> Command {
    let mut cargo = ctx.cargo();
    cargo
        .current_dir(dir)
        .args(["--config", ITEMS_IMGUI_SYS])
        .env("CARGO_TARGET_DIR", ctx.target_dir())
        .env(DEV_WITHOUT_DEBUG_INFO.0, DEV_WITHOUT_DEBUG_INFO.1)
        .env("WGPU_BACKEND", "vulkan");
    for (name, _) in std::env::vars_os() {
        if name.to_string_lossy().contains("CXXFLAGS") {
            cargo.env_remove(name);
        }
    }
    cargo
}

fn remove(dir: &Path) {
    if std::env::var_os("XTASK_KEEP").is_none() {
        let _ = std::fs::remove_dir_all(dir);
    }
}
