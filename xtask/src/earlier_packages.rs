//! What an earlier `cargo package --workspace` left behind that the next one would take for
//! the crates it is about to verify.
//!
//! To verify the testing crate against the renderer it just packaged, cargo "publishes" the
//! packages into a temporary local registry (`<target>/package/tmp-registry`) and builds the
//! dependents from it. It unpacks each package into
//! `$CARGO_HOME/registry/src/-<hash of that registry's path>/<name>-<version>/`, and never
//! again while that folder exists; and it keeps the build of a registry crate for as long as
//! its name, version and flags are unchanged, whatever its sources. So a run at a path where
//! an earlier run packaged the same version verifies the testing crate against the earlier
//! renderer: a clean clone at CI's fixed path failed with errors about items the earlier
//! renderer did not have yet (`TextureKind::Imgui`, ...), and it passed in any clone at a new
//! path. Before it packages, the step removes those unpacked sources (cargo unpacks them again
//! from the registry it makes) and forgets the builds made from them.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// Removes every unpacked copy of the published packages (`names` at `version`) under
/// `cargo_home`'s registry sources, and every build under `target_dir`'s `debug` profile that
/// was compiled from such a copy. Returns what it removed, for the log.
pub fn forget(
    cargo_home: &Path,
    target_dir: &Path,
    names: &[&str],
    version: &str,
) -> Result<Vec<PathBuf>, String> {
    let unpacked: Vec<String> = names
        .iter()
        .map(|name| format!("{name}-{version}"))
        .collect();
    let mut removed = Vec::new();

    let sources = cargo_home.join("registry").join("src");
    for registry in entries(&sources)? {
        for package in &unpacked {
            let copy = registry.join(package);
            if copy.is_dir() {
                remove(&copy)?;
                removed.push(copy);
            }
        }
    }

    let profile = target_dir.join("debug");
    let fingerprints = profile.join(".fingerprint");
    let mut dep_infos = entries(&profile.join("deps"))?;
    for script in entries(&profile.join("build"))? {
        if script.is_dir() {
            dep_infos.extend(entries(&script)?);
        }
    }
    for dep_info in dep_infos {
        if dep_info
            .extension()
            .is_none_or(|extension| extension != "d")
        {
            continue;
        }
        let Ok(text) = fs::read_to_string(&dep_info) else {
            continue;
        };
        if !built_from_a_copy(&text, &unpacked) {
            continue;
        }
        let Some(hash) = unit_hash(&dep_info) else {
            continue;
        };
        for fingerprint in entries(&fingerprints)? {
            let is_that_unit = fingerprint
                .file_name()
                .and_then(|name| name.to_str())
                .is_some_and(|name| name.ends_with(&format!("-{hash}")));
            if is_that_unit {
                remove(&fingerprint)?;
                removed.push(fingerprint);
            }
        }
    }
    Ok(removed)
}

/// Whether a dep-info file lists a source inside an unpacked registry copy of one of the
/// packages.
fn built_from_a_copy(dep_info: &str, unpacked: &[String]) -> bool {
    dep_info.split_whitespace().any(|path| {
        path.contains("/registry/src/")
            && unpacked
                .iter()
                .any(|package| path.contains(&format!("/{package}/")))
    })
}

/// The unit hash in a dep-info file's name (`imgui_webgpu-0123abcd.d`), which names the unit's
/// fingerprint folder (`.fingerprint/imgui-webgpu-0123abcd`).
fn unit_hash(dep_info: &Path) -> Option<String> {
    let stem = dep_info.file_stem()?.to_str()?;
    let (_, hash) = stem.rsplit_once('-')?;
    (!hash.is_empty() && hash.chars().all(|c| c.is_ascii_hexdigit())).then(|| hash.to_owned())
}

/// The entries of a folder; none when it does not exist.
fn entries(dir: &Path) -> Result<Vec<PathBuf>, String> {
    match fs::read_dir(dir) {
        Ok(read) => read
            .map(|entry| entry.map(|entry| entry.path()))
            .collect::<io::Result<_>>()
            .map_err(|err| format!("cannot list {}: {err}", dir.display())),
        Err(err) if err.kind() == io::ErrorKind::NotFound => Ok(Vec::new()),
        Err(err) => Err(format!("cannot list {}: {err}", dir.display())),
    }
}

fn remove(dir: &Path) -> Result<(), String> {
    fs::remove_dir_all(dir).map_err(|err| format!("cannot remove {}: {err}", dir.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A scratch folder laid out as a cargo home and a target directory after two packagings:
    /// one from a local registry (stale), one from crates.io, and one unrelated crate.
    struct Layout {
        root: PathBuf,
    }

    impl Layout {
        fn new(test: &str) -> Layout {
            let root = std::env::temp_dir().join(format!(
                "xtask-earlier-packages-{test}-{}",
                std::process::id()
            ));
            let _ = fs::remove_dir_all(&root);
            let write = |path: &str, text: &str| {
                let path = root.join(path);
                fs::create_dir_all(path.parent().unwrap()).unwrap();
                fs::write(path, text).unwrap();
            };
            write(
                "home/registry/src/-1aca571bfe8fe950/renderer-0.1.0/src/lib.rs",
                "old",
            );
            write(
                "home/registry/src/-1aca571bfe8fe950/renderer-0.2.0/src/lib.rs",
                "other",
            );
            write(
                "home/registry/src/index.crates.io-19/wgpu-30.0.0/src/lib.rs",
                "wgpu",
            );
            let stale = root.join("home/registry/src/-1aca571bfe8fe950/renderer-0.1.0/src/lib.rs");
            write(
                "target/debug/deps/renderer-00aa11bb.d",
                &format!(
                    "target/debug/deps/renderer-00aa11bb.d: {}\n",
                    stale.display()
                ),
            );
            write(
                "target/debug/.fingerprint/renderer-00aa11bb/lib-renderer",
                "1",
            );
            write("target/debug/deps/renderer-22cc33dd.d", "x.d: src/lib.rs\n");
            write(
                "target/debug/.fingerprint/renderer-22cc33dd/lib-renderer",
                "2",
            );
            write(
                "target/debug/deps/wgpu-44ee55ff.d",
                "x.d: /h/registry/src/index.crates.io-19/wgpu-30.0.0/src/lib.rs\n",
            );
            write("target/debug/.fingerprint/wgpu-44ee55ff/lib-wgpu", "3");
            write(
                "target/debug/build/renderer-66778899/build_script_build-66778899.d",
                &format!("x.d: {}\n", stale.display()),
            );
            write("target/debug/.fingerprint/renderer-66778899/build", "4");
            Layout { root }
        }

        fn exists(&self, path: &str) -> bool {
            self.root.join(path).exists()
        }
    }

    impl Drop for Layout {
        fn drop(&mut self) {
            let _ = fs::remove_dir_all(&self.root);
        }
    }

    #[test]
    fn removes_the_unpacked_copies_and_the_builds_made_from_them_only() {
        let layout = Layout::new("only");
        let removed = forget(
            &layout.root.join("home"),
            &layout.root.join("target"),
            &["renderer"],
            "0.1.0",
        )
        .unwrap();
        assert_eq!(removed.len(), 3, "{removed:?}");
        assert!(!layout.exists("home/registry/src/-1aca571bfe8fe950/renderer-0.1.0"));
        assert!(!layout.exists("target/debug/.fingerprint/renderer-00aa11bb"));
        assert!(!layout.exists("target/debug/.fingerprint/renderer-66778899"));
        // Another version, a path build of the same crate, and other crates stay.
        assert!(layout.exists("home/registry/src/-1aca571bfe8fe950/renderer-0.2.0"));
        assert!(layout.exists("home/registry/src/index.crates.io-19/wgpu-30.0.0"));
        assert!(layout.exists("target/debug/.fingerprint/renderer-22cc33dd"));
        assert!(layout.exists("target/debug/.fingerprint/wgpu-44ee55ff"));
    }

    #[test]
    fn a_fresh_machine_has_nothing_to_forget() {
        let root = std::env::temp_dir().join(format!("xtask-earlier-none-{}", std::process::id()));
        let removed = forget(
            &root.join("home"),
            &root.join("target"),
            &["renderer"],
            "0.1.0",
        );
        assert_eq!(removed, Ok(Vec::new()));
    }

    #[test]
    fn reads_the_unit_hash_from_a_dep_info_name() {
        assert_eq!(
            unit_hash(Path::new("deps/imgui_webgpu-0123abcd.d")).as_deref(),
            Some("0123abcd")
        );
        assert_eq!(unit_hash(Path::new("deps/imgui_webgpu.d")), None);
    }
}
