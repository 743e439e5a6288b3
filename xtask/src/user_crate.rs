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
//! The README's line for Dear ImGui 1.92 (`features = ["dear-imgui", "webgl"]`) is made into
//! a crate of its own the same way: natively with that line alone (the README says nothing
//! more is needed there), and for the browser with the `[patch.crates-io]` of `docs/app.md`'s
//! block for it (whose dependency line must be the README's), after the guide's step that
//! makes the patched tree in the checkout (its `sh` block with `cargo xtask patches`, run as
//! written from the crate's directory), into `target/web/readme-app-dear`,
//! the page the browser tests drive on dear-imgui-rs, on WebGPU and on WebGL2. Before each
//! browser build, `cargo tree` must show wgpu's `webgl` feature in the crate: a line that
//! loses it (as `default-features = false` with the binding alone did) fails here in seconds,
//! and in the browser test's WebGL2 run with "no adapter".
//!
//! No configuration of this repository (its `.cargo/config.toml`, its workspace) reaches the
//! crate. Its build products go to the workspace's target directory, where its registry
//! dependencies are those `cargo package` built for the app crate (the same features and
//! profile) and those of the web pages.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::DEV_WITHOUT_DEBUG_INFO;
use crate::package;
use crate::process;
use crate::setup::Context;
use crate::web;

/// The crate's name (its binary's and its `.wasm`'s).
const NAME: &str = "readme-app";
/// The name of the crate made from the README's line for Dear ImGui 1.92, and of its page.
const DEAR_NAME: &str = "readme-app-dear";
/// The name of the crate made from the README's live plot (its binary's).
pub const LIVE_PLOT_NAME: &str = "readme-plot";
/// Where the README's path line expects a checkout of this repository, from the crate.
const CHECKOUT_PATH: &str = "\"../imgui-webgpu/app\"";
/// The README's line for after the crates are published.
const PUBLISHED_LINE: &str = "imgui-webgpu-app = \"0.1\"";

/// Which of the README's dependency lines a crate is made from.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Binding {
    /// The first TOML block's line: the default binding, imgui-rs.
    ImguiRs,
    /// The line the README gives for Dear ImGui 1.92 (`features = ["dear-imgui", ...]`).
    DearImgui,
    /// The README's live plot: its TOML block's dependencies (the app crate on Dear ImGui
    /// 1.92 and ImPlot) and its Rust block.
    LivePlot,
}

impl Binding {
    /// The crate's name: its binary's, its `.wasm`'s and its page's.
    fn name(self) -> &'static str {
        match self {
            Self::ImguiRs => NAME,
            Self::DearImgui => DEAR_NAME,
            Self::LivePlot => LIVE_PLOT_NAME,
        }
    }

    /// The README's `main.rs` for this crate: the first Rust block (the fifteen lines), or
    /// the live plot's (the block that uses ImPlot).
    fn main_rs(self, readme: &str) -> Result<String, String> {
        match self {
            Self::ImguiRs | Self::DearImgui => first_block(readme, "```rust")
                .ok_or_else(|| "README.md has no Rust block for the fifteen-line app".to_owned()),
            Self::LivePlot => blocks(readme, "```rust")
                .into_iter()
                .find(|block| block.contains("dear_implot"))
                .ok_or_else(|| "README.md has no Rust block for the live plot".to_owned()),
        }
    }

    /// The README's dependency line for this binding, as written.
    fn line(self, readme: &str) -> Result<String, String> {
        match self {
            Self::ImguiRs => first_block(readme, "```toml")
                .and_then(|block| {
                    block
                        .lines()
                        .find(|line| line.starts_with("imgui-webgpu-app"))
                        .map(str::to_owned)
                })
                .ok_or_else(|| {
                    "README.md's first TOML block names no imgui-webgpu-app dependency".to_owned()
                }),
            // Given in the text, as code: `imgui-webgpu-app = { ..., features = ["dear-imgui", ...] }`.
            Self::DearImgui => readme
                .split('`')
                .skip(1)
                .step_by(2)
                .find(|code| {
                    code.starts_with("imgui-webgpu-app =") && code.contains("\"dear-imgui\"")
                })
                .map(str::to_owned)
                .ok_or_else(|| {
                    "README.md gives no `imgui-webgpu-app = ...` line with the `dear-imgui` \
                     feature: update xtask/src/user_crate.rs"
                        .to_owned()
                }),
            // The TOML block with ImPlot: its lines under `[dependencies]`, as written.
            Self::LivePlot => blocks(readme, "```toml")
                .into_iter()
                .find(|block| block.contains("dear-implot"))
                .and_then(|block| {
                    let (_, lines) = block.split_once("[dependencies]\n")?;
                    Some(lines.trim_end().to_owned())
                })
                .ok_or_else(|| {
                    "README.md has no TOML block with `dear-implot` under `[dependencies]`: \
                     update xtask/src/user_crate.rs"
                        .to_owned()
                }),
        }
    }
}

/// The README's app as a crate in a new directory beside a checkout, ready to build.
struct ReadmeCrate {
    /// The new directory: the crate and the link to the checkout.
    parent: PathBuf,
    /// The crate.
    dir: PathBuf,
    /// Its name (its binary's and its `.wasm`'s).
    name: &'static str,
    /// The README's dependency line, as written.
    dependency: String,
    /// What `docs/app.md` adds for the browser beside the dependency (on dear-imgui-rs, its
    /// `[patch.crates-io]`); empty on imgui-rs.
    browser_tables: String,
    /// The shell steps `docs/app.md` gives before a build with those tables (on
    /// dear-imgui-rs, making the patched tree in the checkout); empty on imgui-rs.
    browser_steps: String,
    /// `docs/app.md`'s `web` profile.
    web_profile: String,
}

impl ReadmeCrate {
    /// Makes the crate of `binding`'s line from README.md and docs/app.md in a new directory
    /// named for `lane`, its manifest the dependency line alone (the browser's tables are
    /// [`ReadmeCrate::write_browser_manifest`]'s).
    fn make(ctx: &Context, lane: &str, binding: Binding) -> Result<Self, String> {
        let readme = read(&ctx.root().join("README.md"))?;
        let app_guide = read(&ctx.root().join("docs/app.md"))?;
        let main_rs = binding.main_rs(&readme)?;
        let dependency = binding.line(&readme)?;
        let (browser_tables, browser_steps) = match binding {
            Binding::ImguiRs => (String::new(), String::new()),
            Binding::LivePlot => (
                live_plot_browser_tables(&app_guide, &dependency)?,
                dear_browser_steps(&app_guide)?,
            ),
            Binding::DearImgui => (
                dear_browser_tables(&app_guide, &dependency)?,
                dear_browser_steps(&app_guide)?,
            ),
        };
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
        let name = binding.name();
        let parent =
            std::env::temp_dir().join(format!("imgui-webgpu-{name}-{lane}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&parent);
        write(
            &parent.join("README"),
            "the README's app beside a checkout\n",
        )?;
        link_checkout(ctx.root(), &parent.join("imgui-webgpu"))?;
        let dir = parent.join(name);
        write(
            &dir.join("Cargo.toml"),
            &manifest(name, &dependency, &web_profile),
        )?;
        write(&dir.join("src/main.rs"), &main_rs)?;
        write(&dir.join(".cargo/config.toml"), &web_config)?;
        // The versions this repository tests with (a new crate resolves its own; these keep
        // the build from depending on what was published today).
        std::fs::copy(ctx.root().join("Cargo.lock"), dir.join("Cargo.lock"))
            .map_err(|error| format!("cannot copy Cargo.lock: {error}"))?;
        process::say(&format!(
            "xtask: the README's app as a new crate in {}: {dependency}",
            dir.display()
        ));
        Ok(Self {
            parent,
            dir,
            name,
            dependency,
            browser_tables,
            browser_steps,
            web_profile,
        })
    }

    /// Runs the guide's shell steps for the browser in the crate's directory, as a user
    /// pastes them (`sh -e`). Their `cargo xtask` builds xtask in the wasm builds' target
    /// directory, which only this lane uses: in the main one it would wait for the native
    /// builds' lock.
    fn run_browser_steps(&self, ctx: &Context) -> Result<(), String> {
        if self.browser_steps.is_empty() {
            return Ok(());
        }
        process::run(
            ctx.command("sh")
                .current_dir(&self.dir)
                .env("CARGO_TARGET_DIR", web::wasm_target_dir(ctx))
                .args(["-e", "-c", &self.browser_steps]),
        )
    }

    /// Writes the manifest for the browser: the dependency line and what `docs/app.md` adds
    /// there.
    fn write_browser_manifest(&self) -> Result<(), String> {
        let dependency = format!("{}\n{}", self.dependency, self.browser_tables);
        write(
            &self.dir.join("Cargo.toml"),
            &manifest(self.name, &dependency, &self.web_profile),
        )
    }

    /// Fails unless wgpu has its `webgl` feature in the crate's wasm32 build (`cargo tree
    /// --target wasm32-unknown-unknown -e features -i wgpu`, as a user checks it): without
    /// it a browser without WebGPU finds no adapter. Resolution only: seconds.
    fn check_webgl(&self, ctx: &Context) -> Result<(), String> {
        let output = ctx
            .cargo()
            .current_dir(&self.dir)
            .args([
                "tree",
                "--target",
                web::TARGET,
                "-e",
                "features",
                "-i",
                "wgpu",
            ])
            .output()
            .map_err(|error| format!("cargo tree: {error}"))?;
        let tree = String::from_utf8_lossy(&output.stdout);
        if !output.status.success() {
            return Err(format!(
                "cargo tree in {} failed: {}",
                self.dir.display(),
                String::from_utf8_lossy(&output.stderr)
            ));
        }
        if !tree.contains("wgpu feature \"webgl\"") {
            return Err(format!(
                "the README's line `{}` gives wgpu no `webgl` feature for wasm32: in a \
                 browser without WebGPU the app finds no adapter. `cargo tree --target {} -e \
                 features -i wgpu` says:\n{tree}",
                self.dependency,
                web::TARGET
            ));
        }
        process::say(&format!(
            "xtask: {}: wgpu has its `webgl` feature in the browser (cargo tree)",
            self.name
        ));
        Ok(())
    }

    /// `cargo ARGS` in the crate, with its products in `target_dir`.
    fn cargo(&self, ctx: &Context, target_dir: &Path, args: &[&str]) -> Result<(), String> {
        process::run(
            ctx.cargo()
                .current_dir(&self.dir)
                .env("CARGO_TARGET_DIR", target_dir)
                .env(DEV_WITHOUT_DEBUG_INFO.0, DEV_WITHOUT_DEBUG_INFO.1)
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
/// have run), then the README's line for Dear ImGui 1.92 as written, then the README's live
/// plot (its lines on Dear ImGui 1.92 with ImPlot). In the workspace's target directory,
/// where `cargo package` built the app crate's dependencies with the same features and
/// profile.
pub fn build_native(ctx: &Context) -> Result<(), String> {
    let made = ReadmeCrate::make(ctx, "native", Binding::ImguiRs)?;
    made.cargo(ctx, ctx.target_dir(), &["build"])?;
    write(
        &made.dir.join("Cargo.toml"),
        &format!(
            "{}\n{}",
            manifest(NAME, PUBLISHED_LINE, &made.web_profile),
            package::patch_table(ctx)
        ),
    )?;
    made.cargo(ctx, ctx.target_dir(), &["build"])?;
    // The line for Dear ImGui 1.92 natively: alone, as the README gives it (no patch is
    // needed natively). One Dear ImGui in the binary, or the link fails.
    let dear = ReadmeCrate::make(ctx, "native", Binding::DearImgui)?;
    dear.cargo(ctx, ctx.target_dir(), &["build"])?;
    // The live plot natively, from its lines alone; its window test starts the binary
    // (`dear::live_plot_run`).
    let plot = ReadmeCrate::make(ctx, "native", Binding::LivePlot)?;
    plot.cargo(ctx, ctx.target_dir(), &["build"])
}

/// Where [`build_native`] leaves the live plot's binary.
pub fn live_plot_binary(ctx: &Context) -> PathBuf {
    ctx.target_dir().join("debug").join(LIVE_PLOT_NAME)
}

/// Builds the README's app as a new crate for the browser, with the WebGL2 fallback and
/// without, with the guide's `web` profile, and says how large each module is: the sizes
/// users get (the browser tests bound the WebGPU-only one). In the web pages' target
/// directory (the pages are built with another profile, so little is shared with them).
pub fn build_web(ctx: &Context, wasm_bindgen: &Path) -> Result<(), String> {
    let made = ReadmeCrate::make(ctx, "web", Binding::ImguiRs)?;
    made.check_webgl(ctx)?;
    let module = made.build_page(ctx, wasm_bindgen, NAME)?;
    let (raw, gzipped) = web::sizes(&module)?;
    process::say(&format!(
        "xtask: the README's app, WebGPU with the WebGL2 fallback: {raw} bytes of wasm, \
         {gzipped} gzipped"
    ));

    // WebGPU only: the same crate without the default `webgl` feature (the binding, also
    // a default feature, named).
    let webgpu_only = made.dependency.replace(
        " }",
        ", default-features = false, features = [\"imgui-rs\"] }",
    );
    write(
        &made.dir.join("Cargo.toml"),
        &manifest(NAME, &webgpu_only, &made.web_profile),
    )?;
    let module = made.build_page(ctx, wasm_bindgen, &format!("{NAME}-webgpu"))?;
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
    let (raw, gzipped) = web::sizes(&module)?;
    process::say(&format!(
        "xtask: the README's app, WebGPU only, after wasm-opt -Oz: {raw} bytes of wasm, \
         {gzipped} gzipped"
    ));
    Ok(())
}

/// Builds the README's line for Dear ImGui 1.92 as a new crate for the browser, as
/// `docs/app.md` says (the line, the dear-imgui-sys patch, the browser steps), into the page
/// `target/web/readme-app-dear`, which the browser tests drive on WebGPU and on WebGL2. In the
/// web pages' target directory: wgpu and the rest the README's imgui-rs app built for the
/// browser are shared.
pub fn build_web_dear(ctx: &Context, wasm_bindgen: &Path) -> Result<(), String> {
    build_web_patched(
        ctx,
        wasm_bindgen,
        Binding::DearImgui,
        "the README's app on Dear ImGui 1.92",
    )
}

/// Builds the README's live plot as a new crate for the browser, as `docs/app.md` says (its
/// lines, the patched dear-imgui-sys and dear-implot-sys, the browser steps), into the page
/// `target/web/readme-plot`, which the browser tests drive on WebGPU and on WebGL2: ImPlot's
/// C++ in the app's one module.
pub fn build_web_live_plot(ctx: &Context, wasm_bindgen: &Path) -> Result<(), String> {
    build_web_patched(
        ctx,
        wasm_bindgen,
        Binding::LivePlot,
        "the README's live plot (ImPlot)",
    )
}

/// `binding`'s crate for the browser with `docs/app.md`'s patched crates: the guide's steps
/// (the patched trees), its tables, wgpu's `webgl` checked, the page built; says the
/// module's size as `what`.
fn build_web_patched(
    ctx: &Context,
    wasm_bindgen: &Path,
    binding: Binding,
    what: &str,
) -> Result<(), String> {
    let made = ReadmeCrate::make(ctx, "web", binding)?;
    made.run_browser_steps(ctx)?;
    made.write_browser_manifest()?;
    made.check_webgl(ctx)?;
    let started = std::time::Instant::now();
    let wasm = made.build_page(ctx, wasm_bindgen, binding.name())?;
    let (raw, gzipped) = web::sizes(&wasm)?;
    process::say(&format!(
        "xtask: {what}, WebGPU and WebGL2: {raw} bytes of wasm, {gzipped} gzipped ({} s to \
         build)",
        started.elapsed().as_secs()
    ));
    Ok(())
}

/// The browser build of `docs/app.md`'s step 3.
const WEB_BUILD: [&str; 5] = ["build", "--profile", "web", "--target", web::TARGET];

impl ReadmeCrate {
    /// Builds the crate for the browser (the `web` profile), runs wasm-bindgen into
    /// `target/web/<page>` and copies the app crate's page beside it, as the guide's steps
    /// say; returns the module wasm-bindgen wrote.
    fn build_page(
        &self,
        ctx: &Context,
        wasm_bindgen: &Path,
        page: &str,
    ) -> Result<PathBuf, String> {
        let target_dir = web::wasm_target_dir(ctx);
        self.cargo(ctx, &target_dir, &WEB_BUILD)?;
        let wasm = target_dir
            .join(web::TARGET)
            .join("web")
            .join(format!("{}.wasm", self.name));
        let dir = web::web_dir(ctx).join(page);
        web::bindgen(wasm_bindgen, &wasm, "app", &dir)?;
        std::fs::copy(
            ctx.root().join("app/web/index.html"),
            dir.join("index.html"),
        )
        .map_err(|error| format!("cannot copy the app's page: {error}"))?;
        Ok(dir.join("pkg/app_bg.wasm"))
    }
}

/// What `docs/app.md`'s block for Dear ImGui 1.92 adds to the README's `dependency` line
/// for the browser: its tables after `[dependencies]` (the `[patch.crates-io]`), as
/// written. Its own dependency line must be the README's: the two are what users copy.
fn dear_browser_tables(app_guide: &str, dependency: &str) -> Result<String, String> {
    let block = blocks(app_guide, "```toml")
        .into_iter()
        .find(|block| {
            block.trim_start().starts_with("[dependencies]") && block.contains("\"dear-imgui\"")
        })
        .ok_or("docs/app.md has no TOML block with the app crate's `dear-imgui` feature")?;
    let guide_line = block
        .lines()
        .find(|line| line.starts_with("imgui-webgpu-app"))
        .unwrap_or_default();
    if guide_line != dependency {
        return Err(format!(
            "README.md and docs/app.md give different lines for Dear ImGui 1.92:\n  \
             {dependency}\n  {guide_line}"
        ));
    }
    let tables = block
        .find("\n[")
        .map(|start| block[start + 1..].to_owned())
        .ok_or("docs/app.md's block for Dear ImGui 1.92 has no `[patch.crates-io]`")?;
    Ok(tables)
}

/// What `docs/app.md`'s block for the live plot in the browser adds to the README's lines
/// for it: its tables after `[dependencies]` (ImPlot's `wasm` feature on wasm32, the
/// `[patch.crates-io]`), as written. Its `[dependencies]` must be the README's.
fn live_plot_browser_tables(app_guide: &str, dependency: &str) -> Result<String, String> {
    let block = blocks(app_guide, "```toml")
        .into_iter()
        .find(|block| {
            block.trim_start().starts_with("[dependencies]") && block.contains("dear-implot-sys")
        })
        .ok_or("docs/app.md has no TOML block for the live plot in the browser")?;
    let start = block
        .find("\n[")
        .ok_or("docs/app.md's block for the live plot has no tables after `[dependencies]`")?;
    // The dependency lines, without the comments and blank lines before the next table.
    let guide_lines = block[..start]
        .lines()
        .skip(1)
        .filter(|line| !line.trim().is_empty() && !line.trim_start().starts_with('#'))
        .collect::<Vec<_>>()
        .join("\n");
    if guide_lines != dependency {
        return Err(format!(
            "README.md and docs/app.md give different lines for the live plot:\n{dependency}\n\
             ---\n{guide_lines}"
        ));
    }
    Ok(block[start + 1..].to_owned())
}

/// The shell block of `docs/app.md` that makes the patched dear-imgui-sys in the checkout
/// (the one that runs `cargo xtask patches`), as written.
fn dear_browser_steps(app_guide: &str) -> Result<String, String> {
    blocks(app_guide, "```sh")
        .into_iter()
        .find(|block| block.contains("cargo xtask patches"))
        .ok_or_else(|| {
            "docs/app.md has no `sh` block that runs `cargo xtask patches` (the step that \
             makes the patched dear-imgui-sys its block for Dear ImGui 1.92 names): update \
             xtask/src/user_crate.rs"
                .to_owned()
        })
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
fn manifest(name: &str, dependency: &str, profile: &str) -> String {
    format!(
        "[package]\nname = \"{name}\"\nversion = \"0.1.0\"\nedition = \"2024\"\n\n\
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

#[cfg(test)]
mod tests {
    use super::live_plot_browser_tables;

    /// The guide's block as `docs/app.md` writes it: a comment between the dependencies and
    /// the next table is not a dependency line.
    const GUIDE: &str = "text\n\n```toml\n[dependencies]\napp = 1\nplot = 2\n\n# In browsers\n\
                         [target.'cfg(x)'.dependencies]\nplot = 3\n\n[patch.crates-io]\n\
                         dear-implot-sys = 4\n```\n";

    #[test]
    fn the_live_plots_browser_tables_follow_the_readmes_lines() {
        assert_eq!(
            live_plot_browser_tables(GUIDE, "app = 1\nplot = 2"),
            Ok(
                "[target.'cfg(x)'.dependencies]\nplot = 3\n\n[patch.crates-io]\n\
                dear-implot-sys = 4\n"
                    .to_owned()
            )
        );
        assert!(live_plot_browser_tables(GUIDE, "app = 1\nplot = 5").is_err());
    }
}
