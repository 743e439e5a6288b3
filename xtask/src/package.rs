//! The published crates as crates.io would take them: `cargo package --workspace` (the
//! private members excluded) packages the renderer, the app crate and the testing crate
//! together, each with only the files and the normalised manifest it ships, and the packages
//! are unpacked under `target/package`.
//!
//! Cargo's own verification (a build of each package alone) is left to the crates made from
//! the READMEs, which build from these packages what users will build from crates.io (see
//! `user_crate` and `items_crate`): their version lines resolve against the unpacked
//! packages (`[patch.crates-io]`), so the app crate and the renderer are built from theirs
//! by the README's app, the testing crate (and the renderer again) by the items crate. The
//! verification would build the same packages a third time each, with other features.

use std::path::{Path, PathBuf};

use crate::earlier_packages;
use crate::process;
use crate::setup::{self, Context};
use crate::user_crate::read;

/// The crates this workspace publishes, in dependency order.
pub const PUBLISHED: [&str; 3] = ["imgui-webgpu", "imgui-webgpu-app", "imgui-webgpu-testing"];

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
    cargo.args(["package", "--workspace", "--allow-dirty", "--no-verify"]);
    for member in &private {
        cargo.args(["--exclude", member]);
    }
    process::run(&mut cargo)?;
    for name in PUBLISHED {
        unpack(ctx, name)?;
    }
    Ok(())
}

/// Unpacks the `.crate` `cargo package` made for `name` into [`unpacked`], replacing what an
/// earlier run left there, as cargo's verification would unpack it.
fn unpack(ctx: &Context, name: &str) -> Result<(), String> {
    let packages = ctx.target_dir().join("package");
    let package = format!("{name}-{}", workspace_version(ctx.root()));
    let packaged = packages.join(format!("{package}.crate"));
    let dir = packages.join(&package);
    if dir.exists() {
        std::fs::remove_dir_all(&dir).map_err(|error| format!("{}: {error}", dir.display()))?;
    }
    // A `.crate` is a gzipped tar of one directory, `<name>-<version>/`.
    process::run(
        ctx.command("tar")
            .arg("-xzf")
            .arg(&packaged)
            .arg("-C")
            .arg(&packages),
    )?;
    if !dir.join("Cargo.toml").exists() {
        return Err(format!(
            "{} unpacked no {}: the READMEs' crates resolve against it",
            packaged.display(),
            dir.display()
        ));
    }
    Ok(())
}

/// Where the package of the published crate `name` is unpacked.
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
