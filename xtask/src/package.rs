//! The published crates as crates.io would take them: `cargo package --workspace` (the
//! private members excluded), which packages the renderer, the app crate, the offscreen
//! crate and the testing crate together (each one's path dependencies on the others resolved
//! to the packages just made) and builds each from its package alone, with only the files and
//! features its manifest ships.
//!
//! The builds go to the workspace's target directory (`target/debug`) and the unpacked
//! packages stay under `target/package`, where the crates made from the READMEs find them
//! (see `user_crate` and `items_crate`): they resolve the README's version lines against
//! these packages, as they will resolve against crates.io once the crates are published.

use std::path::{Path, PathBuf};

use crate::DEV_WITHOUT_DEBUG_INFO;
use crate::earlier_packages;
use crate::process;
use crate::setup::{self, Context};
use crate::user_crate::read;

/// The crates this workspace publishes, in dependency order.
pub const PUBLISHED: [&str; 4] = [
    "imgui-webgpu",
    "imgui-webgpu-app",
    "imgui-webgpu-offscreen",
    "imgui-webgpu-testing",
];

/// Packages and verifies the published crates. Uncommitted changes are packaged too, so the
/// command tests the tree it runs in.
pub fn run(ctx: &Context) -> Result<(), String> {
    let private = private_members(ctx.root())?;
    let forgotten = earlier_packages::forget(
        &setup::cargo_home(),
        ctx.target_dir(),
        &PUBLISHED,
        &workspace_version(ctx.root()),
    )?;
    for path in forgotten {
        println!(
            "package: removed {} (an earlier packaging's)",
            path.display()
        );
    }
    let mut cargo = ctx.cargo();
    cargo
        .env(DEV_WITHOUT_DEBUG_INFO.0, DEV_WITHOUT_DEBUG_INFO.1)
        .args(["package", "--workspace", "--allow-dirty"]);
    for member in &private {
        cargo.args(["--exclude", member]);
    }
    process::run(&mut cargo)?;
    for name in PUBLISHED {
        let unpacked = unpacked(ctx, name);
        if !unpacked.join("Cargo.toml").exists() {
            return Err(format!(
                "cargo package left no {}: the READMEs' crates resolve against it",
                unpacked.display()
            ));
        }
    }
    Ok(())
}

/// Where `cargo package` unpacked (and built) the package of the published crate `name`.
pub fn unpacked(ctx: &Context, name: &str) -> PathBuf {
    ctx.target_dir()
        .join("package")
        .join(format!("{name}-{}", workspace_version(ctx.root())))
}

/// The `[patch.crates-io]` table that makes a crate outside the workspace resolve the
/// published crates' version lines to their packages under `target/package`, as it will
/// resolve them on crates.io.
pub fn patch_table(ctx: &Context) -> String {
    let mut table = String::from("[patch.crates-io]\n");
    for name in PUBLISHED {
        table.push_str(&format!(
            "{name} = {{ path = {:?} }}\n",
            unpacked(ctx, name).display().to_string()
        ));
    }
    table
}

/// The version of the root package, which the published crates share.
fn workspace_version(root: &Path) -> String {
    read(&root.join("Cargo.toml"))
        .ok()
        .and_then(|manifest| {
            manifest
                .lines()
                .find_map(|line| line.strip_prefix("version = \""))
                .and_then(|rest| rest.strip_suffix('"'))
                .map(str::to_owned)
        })
        .unwrap_or_else(|| "0.1.0".to_owned())
}

/// The workspace members whose manifests say `publish = false`, by package name.
fn private_members(root: &Path) -> Result<Vec<String>, String> {
    let workspace = read(&root.join("Cargo.toml"))?;
    let members = workspace
        .lines()
        .find_map(|line| line.strip_prefix("members = ["))
        .ok_or("the workspace's Cargo.toml has no one-line `members = [...]`")?;
    let mut private = Vec::new();
    for member in members.trim_end_matches(']').split(',') {
        let dir = member.trim().trim_matches('"');
        if dir.is_empty() {
            continue;
        }
        let manifest = read(&root.join(dir).join("Cargo.toml"))?;
        let name = manifest
            .lines()
            .find_map(|line| line.strip_prefix("name = \""))
            .and_then(|rest| rest.strip_suffix('"'))
            .ok_or(format!("{dir}/Cargo.toml names no package"))?;
        if manifest
            .lines()
            .any(|line| line.trim() == "publish = false")
        {
            private.push(name.to_owned());
        } else if !PUBLISHED.contains(&name) {
            return Err(format!(
                "{name} ({dir}) would be published: add it to xtask's PUBLISHED or mark it \
                 `publish = false`"
            ));
        }
    }
    Ok(private)
}
