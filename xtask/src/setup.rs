//! The environment every child process of xtask runs in.
//!
//! [`Context`] knows the workspace root and the extra environment variables
//! that the tests, the demo and the benchmarks need, and hands out
//! [`Command`]s that already carry both. xtask never changes its own
//! environment (`std::env::set_var` is `unsafe` in edition 2024); it only sets
//! variables on the commands it starts.

use std::env;
use std::ffi::{OsStr, OsString};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{self, Command};

/// Workspace root, paths and environment shared by every step.
pub struct Context {
    root: PathBuf,
    target_dir: PathBuf,
    env: Vec<(OsString, OsString)>,
    /// Removed again when the context is dropped, at the end of `main`.
    _runtime_dir: Option<RuntimeDir>,
}

impl Context {
    /// Finds the workspace root and target directory and prepares the child
    /// environment:
    ///
    /// - `WGPU_DEBUG=0` unless already set, so wgpu's debug-label and
    ///   debug-marker overhead stays out of the tests and benchmarks;
    /// - `XDG_RUNTIME_DIR`, if unset, to a fresh `0700` directory under the
    ///   target directory, so that Mesa, Wayland and friends do not warn or
    ///   fail on headless machines and CI containers;
    /// - `RUST_BACKTRACE=1`, so failures come with a backtrace;
    /// - `CARGO_NET_RETRY=10` unless already set: `cargo package` and the READMEs' crates
    ///   read the registry's index (the only steps that reach the network), and one dropped
    ///   connection should not fail a run of half an hour (cargo's default is 3 tries).
    pub fn new() -> Result<Self, String> {
        let root = workspace_root()?;
        let target_dir = target_dir(&root);

        let mut env = Vec::new();
        if env::var_os("WGPU_DEBUG").is_none() {
            env.push(("WGPU_DEBUG".into(), "0".into()));
        }
        let runtime_dir = if env::var_os("XDG_RUNTIME_DIR").is_none() {
            let dir = RuntimeDir::create(&target_dir)?;
            env.push(("XDG_RUNTIME_DIR".into(), dir.path.clone().into()));
            Some(dir)
        } else {
            None
        };
        env.push(("RUST_BACKTRACE".into(), "1".into()));
        if env::var_os("CARGO_NET_RETRY").is_none() {
            env.push(("CARGO_NET_RETRY".into(), "10".into()));
        }

        Ok(Self {
            root,
            target_dir,
            env,
            _runtime_dir: runtime_dir,
        })
    }

    /// The same context for a lane's thread: the same root, target directory and
    /// environment; the runtime directory stays owned by this one (which outlives the lane:
    /// `run_all` joins it before returning).
    pub fn for_lane(&self) -> Self {
        Self {
            root: self.root.clone(),
            target_dir: self.target_dir.clone(),
            env: self.env.clone(),
            _runtime_dir: None,
        }
    }

    /// The workspace root.
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// The cargo target directory.
    pub fn target_dir(&self) -> &Path {
        &self.target_dir
    }

    /// The variables this context adds to every child process.
    pub fn env(&self) -> &[(OsString, OsString)] {
        &self.env
    }

    /// A command for `program`, run in the workspace root with the extra
    /// environment set.
    pub fn command(&self, program: impl AsRef<OsStr>) -> Command {
        let mut cmd = Command::new(program);
        cmd.current_dir(&self.root);
        cmd.envs(self.env.iter().map(|(k, v)| (k, v)));
        cmd
    }

    /// A `cargo` command (the same cargo that started xtask, when known), run
    /// in the workspace root with the extra environment set.
    pub fn cargo(&self) -> Command {
        self.command(env::var_os("CARGO").unwrap_or_else(|| "cargo".into()))
    }
}

/// `$CARGO_HOME`, or `~/.cargo`.
pub fn cargo_home() -> PathBuf {
    env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| env::var_os("HOME").map(|home| PathBuf::from(home).join(".cargo")))
        .unwrap_or_else(|| PathBuf::from(".cargo"))
}

/// The workspace root: the parent of the `xtask` package directory.
fn workspace_root() -> Result<PathBuf, String> {
    let manifest_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    manifest_dir.parent().map(Path::to_path_buf).ok_or_else(|| {
        format!(
            "cannot find the workspace root: {} has no parent directory",
            manifest_dir.display()
        )
    })
}

/// The cargo target directory: `$CARGO_TARGET_DIR` (relative to the workspace
/// root if relative) or `<root>/target`.
fn target_dir(root: &Path) -> PathBuf {
    match env::var_os("CARGO_TARGET_DIR") {
        Some(dir) if !dir.is_empty() => root.join(dir),
        _ => root.join("target"),
    }
}

/// A private (`0700`) runtime directory, `<target>/xtask/xdg-runtime-<pid>`,
/// removed when dropped.
struct RuntimeDir {
    path: PathBuf,
}

impl RuntimeDir {
    fn create(target_dir: &Path) -> Result<Self, String> {
        let parent = target_dir.join("xtask");
        fs::create_dir_all(&parent)
            .map_err(|e| format!("cannot create {}: {e}", parent.display()))?;

        let path = parent.join(format!("xdg-runtime-{}", process::id()));
        // A directory left behind by a killed run whose pid was reused.
        if path.exists() {
            fs::remove_dir_all(&path)
                .map_err(|e| format!("cannot remove stale {}: {e}", path.display()))?;
        }
        create_private_dir(&path).map_err(|e| format!("cannot create {}: {e}", path.display()))?;
        Ok(Self { path })
    }
}

impl Drop for RuntimeDir {
    fn drop(&mut self) {
        // Best effort: a leftover directory under target/ is harmless.
        let _ = fs::remove_dir_all(&self.path);
    }
}

#[cfg(unix)]
fn create_private_dir(path: &Path) -> std::io::Result<()> {
    use std::os::unix::fs::DirBuilderExt;
    fs::DirBuilder::new().mode(0o700).create(path)
}

#[cfg(not(unix))]
fn create_private_dir(path: &Path) -> std::io::Result<()> {
    fs::create_dir(path)
}
