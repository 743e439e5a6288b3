//! The testing crate's opt-in to items, made as its README tells a user to make it: a crate
//! of its own outside this workspace, with the README's `.cargo/config.toml` (imgui built
//! with `IMGUI_ENABLE_TEST_ENGINE`), its dependency lines (with a path to `testing/` for the
//! version, which is not published) and its test file, and nothing else. Its test runs on
//! Dear ImGui's demo window with the items the hooks recorded.
//!
//! The crate lives in the system's temporary directory, so no configuration of this
//! repository reaches it, and no `CXXFLAGS` of the caller's either; its build products go to
//! `target/items-crate`.

use std::path::PathBuf;

use crate::process;
use crate::setup::Context;
use crate::user_crate::{blocks, read, write};

/// The crate's name.
const NAME: &str = "imgui-items-test";

/// Builds the crate from `testing/README.md` and runs its test.
pub fn run(ctx: &Context) -> Result<(), String> {
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
    let published = "version = \"0.1\", features";
    if !dependencies.contains(published) {
        return Err(format!(
            "testing/README.md's item dependency changed ({dependencies}): update \
             xtask/src/items_crate.rs"
        ));
    }
    let local = format!(
        "path = {:?}, features",
        ctx.root().join("testing").display().to_string()
    );
    let dependencies = dependencies.replace(published, &local);

    let dir = std::env::temp_dir().join(format!("imgui-webgpu-{NAME}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let manifest = format!(
        "[package]\nname = \"{NAME}\"\nversion = \"0.1.0\"\nedition = \"2024\"\n\n\
         {dependencies}\n[workspace]\n"
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
    println!(
        "xtask: the testing README's item test as a crate of its own in {}",
        dir.display()
    );
    let mut cargo = ctx.cargo();
    cargo
        .current_dir(&dir)
        .env("CARGO_TARGET_DIR", target_dir(ctx))
        .env("WGPU_BACKEND", "vulkan");
    for (name, _) in std::env::vars_os() {
        if name.to_string_lossy().contains("CXXFLAGS") {
            cargo.env_remove(name);
        }
    }
    let result = process::run(cargo.args(["test", "--", "--nocapture"]));
    if std::env::var_os("XTASK_KEEP").is_none() {
        let _ = std::fs::remove_dir_all(&dir);
    }
    result
}

fn target_dir(ctx: &Context) -> PathBuf {
    ctx.target_dir().join("items-crate")
}
