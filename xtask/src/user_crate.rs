//! A new crate made from the README as a user makes one, outside this workspace: the
//! README's dependency line and its fifteen-line `main.rs`, then what `docs/app.md`'s browser
//! steps add (the `.cargo/config.toml` and the `web` profile), and nothing else.
//!
//! The line is used as written. Until the crates are published it is a path into a checkout
//! of this repository beside the crate (`../imgui-webgpu/app`): the crate is made in a new
//! directory of the system's temporary directory beside a link named `imgui-webgpu` to this
//! repository. It is built natively (`cargo build`) and for the browser (`cargo build
//! --profile web --target wasm32-unknown-unknown`, then wasm-bindgen and the app crate's page,
//! as the steps say) into `target/web/readme-app`, which the browser tests load and compare
//! with the `hello` example's page. A second build without the WebGL2 fallback
//! (`default-features = false, features = ["imgui-rs"]`) measures the WebGPU-only module, which the guide's optional
//! last step (binaryen's `wasm-opt -Oz`) then shrinks, into the page
//! `target/web/readme-app-webgpu`. The README's version line for after publishing
//! (`imgui-webgpu-app = "0.1"`) is built too, resolved against the packages `cargo package`
//! made (`[patch.crates-io]`, as crates.io will serve them).
//!
//! No configuration of this repository (its `.cargo/config.toml`, its workspace) reaches the
//! crate. Its build products go to the workspace's target directory, where its registry
//! dependencies are those `cargo package` built for the app crate (the same features and
//! profile) and those of the web pages.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::package;
use crate::process;
use crate::setup::Context;
use crate::web;

/// The crate's name (its binary's and its `.wasm`'s).
const NAME: &str = "readme-app";
/// Where the README's path line expects a checkout of this repository, from the crate.
const CHECKOUT_PATH: &str = "\"../imgui-webgpu/app\"";
/// The README's line for after the crates are published.
const PUBLISHED_LINE: &str = "imgui-webgpu-app = \"0.1\"";

/// The README's app as a crate in a new directory beside a checkout, ready to build.
struct ReadmeCrate {
    /// The new directory: the crate and the link to the checkout.
    parent: PathBuf,
    /// The crate.
    dir: PathBuf,
    /// The README's dependency line, as written.
    dependency: String,
    /// `docs/app.md`'s `web` profile.
    web_profile: String,
}

impl ReadmeCrate {
    /// Makes the crate from README.md and docs/app.md in a new directory named for `lane`.
    fn make(ctx: &Context, lane: &str) -> Result<Self, String> {
        let readme = read(&ctx.root().join("README.md"))?;
        let app_guide = read(&ctx.root().join("docs/app.md"))?;
        let main_rs = first_block(&readme, "```rust")
            .ok_or("README.md has no Rust block for the fifteen-line app")?;
        let dependency = first_block(&readme, "```toml")
            .and_then(|block| {
                block
                    .lines()
                    .find(|line| line.starts_with("imgui-webgpu-app"))
                    .map(str::to_owned)
            })
            .ok_or("README.md's first TOML block names no imgui-webgpu-app dependency")?;
        if !dependency.contains(CHECKOUT_PATH) {
            return Err(format!(
                "README.md's dependency line ({dependency}) is not a path into a checkout at \
                 {CHECKOUT_PATH}: update xtask/src/user_crate.rs"
            ));
        }
        if !readme.contains(&format!("`{PUBLISHED_LINE}`")) {
            return Err(format!(
                "README.md no longer names the line for after publishing, `{PUBLISHED_LINE}`: \
                 update xtask/src/user_crate.rs"
            ));
        }
        let guide_block = |starts: &str| {
            blocks(&app_guide, "```toml")
                .into_iter()
                .find(|block| block.trim_start().starts_with(starts))
                .map(|block| {
                    block
                        .lines()
                        .map(|line| format!("{}\n", line.trim()))
                        .collect()
                })
                .ok_or(format!(
                    "docs/app.md has no block that starts with `{starts}`"
                ))
        };
        // Step 2's configuration and step 3's profile (their lines are indented in the list).
        let web_config: String = guide_block("[env]")?;
        let web_profile: String = guide_block("[profile.web]")?;

        // A new directory with the checkout the README's path names beside the crate.
        let parent =
            std::env::temp_dir().join(format!("imgui-webgpu-{NAME}-{lane}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&parent);
        write(
            &parent.join("README"),
            "the README's app beside a checkout\n",
        )?;
        link_checkout(ctx.root(), &parent.join("imgui-webgpu"))?;
        let dir = parent.join(NAME);
        write(
            &dir.join("Cargo.toml"),
            &manifest(&dependency, &web_profile),
        )?;
        write(&dir.join("src/main.rs"), &main_rs)?;
        write(&dir.join(".cargo/config.toml"), &web_config)?;
        // The versions this repository tests with (a new crate resolves its own; these keep
        // the build from depending on what was published today).
        std::fs::copy(ctx.root().join("Cargo.lock"), dir.join("Cargo.lock"))
            .map_err(|error| format!("cannot copy Cargo.lock: {error}"))?;
        process::say(&format!(
            "xtask: the README's app as a new crate in {}",
            dir.display()
        ));
        Ok(Self {
            parent,
            dir,
            dependency,
            web_profile,
        })
    }

    /// `cargo ARGS` in the crate, with its products in `target_dir`.
    fn cargo(&self, ctx: &Context, target_dir: &Path, args: &[&str]) -> Result<(), String> {
        process::run(
            ctx.cargo()
                .current_dir(&self.dir)
                .env("CARGO_TARGET_DIR", target_dir)
                .args(args),
        )
    }
}

impl Drop for ReadmeCrate {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.parent);
    }
}

/// Builds the README's app as a new crate natively: the path line as written, then the
/// version line for after publishing, resolved against the packages (`cargo package` must
/// have run). In the workspace's target directory, where `cargo package` built the app
/// crate's dependencies with the same features and profile.
pub fn build_native(ctx: &Context) -> Result<(), String> {
    let made = ReadmeCrate::make(ctx, "native")?;
    made.cargo(ctx, ctx.target_dir(), &["build"])?;
    write(
        &made.dir.join("Cargo.toml"),
        &format!(
            "{}\n{}",
            manifest(PUBLISHED_LINE, &made.web_profile),
            package::patch_table(ctx)
        ),
    )?;
    made.cargo(ctx, ctx.target_dir(), &["build"])
}

/// Builds the README's app as a new crate for the browser, with the WebGL2 fallback and
/// without, and says how large the WebGPU-only module is. In the web pages' target
/// directory, where their dependencies were built with the same features and profile.
pub fn build_web(ctx: &Context, wasm_bindgen: &Path) -> Result<(), String> {
    let made = ReadmeCrate::make(ctx, "web")?;
    let target_dir = web::wasm_target_dir(ctx);
    let web_build = ["build", "--profile", "web", "--target", web::TARGET];
    let wasm = target_dir
        .join(web::TARGET)
        .join("web")
        .join(format!("{NAME}.wasm"));
    made.cargo(ctx, &target_dir, &web_build)?;
    let page = web::web_dir(ctx).join(NAME);
    web::bindgen(wasm_bindgen, &wasm, "app", &page)?;
    std::fs::copy(
        ctx.root().join("app/web/index.html"),
        page.join("index.html"),
    )
    .map_err(|error| format!("cannot copy the app's page: {error}"))?;

    // WebGPU only: the same crate without the default `webgl` feature (the binding, also
    // a default feature, named).
    let webgpu_only = made.dependency.replace(
        " }",
        ", default-features = false, features = [\"imgui-rs\"] }",
    );
    write(
        &made.dir.join("Cargo.toml"),
        &manifest(&webgpu_only, &made.web_profile),
    )?;
    made.cargo(ctx, &target_dir, &web_build)?;
    let measured = web::web_dir(ctx).join(format!("{NAME}-webgpu"));
    web::bindgen(wasm_bindgen, &wasm, "app", &measured)?;
    let module = measured.join("pkg/app_bg.wasm");
    let (raw, gzipped) = web::sizes(&module)?;
    process::say(&format!(
        "xtask: the README's app, WebGPU only: {raw} bytes of wasm, {gzipped} gzipped"
    ));
    // The guide's optional last step: binaryen's optimizer, in place (the browser tests load
    // the result, so a module it broke would fail them).
    process::run(
        wasm_opt(ctx)?
            .arg("-Oz")
            .arg(&module)
            .arg("-o")
            .arg(&module),
    )?;
    std::fs::copy(
        ctx.root().join("app/web/index.html"),
        measured.join("index.html"),
    )
    .map_err(|error| format!("cannot copy the app's page: {error}"))?;
    let (raw, gzipped) = web::sizes(&module)?;
    process::say(&format!(
        "xtask: the README's app, WebGPU only, after wasm-opt -Oz: {raw} bytes of wasm, \
         {gzipped} gzipped"
    ));
    Ok(())
}

/// Makes `link` a symbolic link to the repository `root`, as a checkout beside the crate.
fn link_checkout(root: &Path, link: &Path) -> Result<(), String> {
    #[cfg(unix)]
    let linked = std::os::unix::fs::symlink(root, link);
    #[cfg(windows)]
    let linked = std::os::windows::fs::symlink_dir(root, link);
    linked.map_err(|error| {
        format!(
            "cannot link {} to {}: {error}",
            link.display(),
            root.display()
        )
    })
}

/// binaryen's release that the guide's optional step was checked with (the npm package, a
/// build of binaryen that runs on Node; Debian 12's binaryen 108 breaks the module).
const BINARYEN: &str = "132.0.0";

/// `wasm-opt` from binaryen's npm package, installed once per machine (into
/// [`web::tool_cache`]) when missing.
fn wasm_opt(ctx: &Context) -> Result<Command, String> {
    let dir = web::tool_cache().join(format!("binaryen-{BINARYEN}"));
    let script = dir.join("node_modules/binaryen/bin/wasm-opt");
    if !script.exists() {
        process::run(
            ctx.command("npm")
                .args(["install", "--no-audit", "--no-fund", "--prefix"])
                .arg(&dir)
                .arg(format!("binaryen@{BINARYEN}")),
        )?;
    }
    let mut node = ctx.command("node");
    node.arg(script);
    Ok(node)
}

/// The new crate's manifest with `dependency` as its one dependency and `profile` after
/// it. `[workspace]` makes it a workspace of its own, as a new crate is.
fn manifest(dependency: &str, profile: &str) -> String {
    format!(
        "[package]\nname = \"{NAME}\"\nversion = \"0.1.0\"\nedition = \"2024\"\n\n\
         [dependencies]\n{dependency}\n\n{profile}\n[workspace]\n"
    )
}

/// The contents of every fenced block whose opening line starts with `fence`.
pub(crate) fn blocks(markdown: &str, fence: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut current: Option<String> = None;
    for line in markdown.lines() {
        let trimmed = line.trim_start();
        match current.as_mut() {
            Some(block) if trimmed.starts_with("```") => {
                found.push(std::mem::take(block));
                current = None;
            }
            Some(block) => {
                block.push_str(line);
                block.push('\n');
            }
            None if trimmed.starts_with(fence) => current = Some(String::new()),
            None => {}
        }
    }
    found
}

fn first_block(markdown: &str, fence: &str) -> Option<String> {
    blocks(markdown, fence).into_iter().next()
}

pub(crate) fn read(path: &Path) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|error| format!("{}: {error}", path.display()))
}

pub(crate) fn write(path: &PathBuf, text: &str) -> Result<(), String> {
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent)
            .map_err(|error| format!("{}: {error}", parent.display()))?;
    }
    std::fs::write(path, text).map_err(|error| format!("{}: {error}", path.display()))
}
