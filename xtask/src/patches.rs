//! The patched crates: published crates with a recorded diff, made into the trees both
//! workspaces take with `[patch.crates-io]`.
//!
//! The repository keeps, for each, only what makes the tree: `patches/<name>-<version>.diff`
//! (a unified diff against the published crate) and the published `.crate`'s sha256 in
//! `patches/crates.sha256` (`sha256sum -c` reads it). The tree is made under the
//! repository's own `target/patches/<name>-<version>` (whatever `CARGO_TARGET_DIR` is: the
//! manifests name that path): the `.crate` from cargo's registry cache (fetched with a
//! throwaway manifest when the cache lacks it), its sha256 checked before it is unpacked,
//! then the diff applied with GNU `patch`. `patch` and not a diff crate: the diffs span files
//! (diffy 0.4 applies one file's diff), and the guide's steps for a user's crate without
//! xtask are the same `patch` command, so both make the same tree.
//!
//! Every xtask command makes the trees that are missing or whose diff changed, and checks
//! the others byte for byte against the `.crate` with its diff applied: a hand edit under
//! `target/patches` fails every command, `cargo xtask test` included, naming the first file
//! that differs; `cargo xtask patches` remakes them.

use std::collections::BTreeSet;
use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::time::Instant;

use sha2::{Digest, Sha256};

use crate::process;
use crate::setup::{Context, cargo_home};

/// The list of the patched crates' `.crate` files and their sha256, in `patches/`.
const CHECKSUMS: &str = "crates.sha256";

/// One published crate the repository patches.
struct Patched {
    /// `<name>-<version>`: the `.crate`'s stem, the tree's and the diff's name.
    stem: String,
    /// The crate's name, for cargo.
    name: String,
    /// Its version.
    version: String,
    /// The published `.crate`'s sha256, lowercase hex.
    sha256: String,
}

impl Patched {
    /// The diff in the repository.
    fn diff(&self, ctx: &Context) -> PathBuf {
        ctx.root()
            .join("patches")
            .join(format!("{}.diff", self.stem))
    }

    /// Where the patched tree is made.
    fn tree(&self, ctx: &Context) -> PathBuf {
        trees_dir(ctx).join(&self.stem)
    }

    /// The copy of the diff the tree was last made with: a diff that changed since makes
    /// the tree again instead of failing the check.
    fn made_with(&self, ctx: &Context) -> PathBuf {
        trees_dir(ctx).join(format!("{}.made-with.diff", self.stem))
    }
}

/// `<root>/target/patches`: the path the manifests' `[patch.crates-io]` name, whatever the
/// target directory of the builds is.
fn trees_dir(ctx: &Context) -> PathBuf {
    ctx.root().join("target").join("patches")
}

/// `cargo xtask patches`: makes every patched tree again from its `.crate` and diff
/// (replacing one only where it differs, so cargo does not rebuild what did not change),
/// and says how long it took.
pub fn make(ctx: &Context) -> Result<(), String> {
    let started = Instant::now();
    for patched in list(ctx)? {
        let derived = derive(ctx, &patched)?;
        let tree = patched.tree(ctx);
        match first_difference(&derived, &tree) {
            Ok(None) => {
                remove(&derived)?;
                process::say(&format!("xtask: {} is up to date", tree.display()));
            }
            Ok(Some(_)) | Err(_) => {
                replace(&derived, &tree)?;
                process::say(&format!("xtask: made {}", tree.display()));
            }
        }
        copy(&patched.diff(ctx), &patched.made_with(ctx))?;
    }
    process::say(&format!(
        "xtask: the patched crates in {:.1} s",
        started.elapsed().as_secs_f64()
    ));
    Ok(())
}

/// Before every other command: makes the trees that are missing or whose diff changed, and
/// fails if another differs from its `.crate` with its diff applied, naming the first file
/// that differs.
pub fn ensure(ctx: &Context) -> Result<(), String> {
    for patched in list(ctx)? {
        let tree = patched.tree(ctx);
        let diff = read(&patched.diff(ctx))?;
        let made_with = fs::read(patched.made_with(ctx)).ok();
        let derived = derive(ctx, &patched)?;
        if !tree.exists() || made_with.as_deref() != Some(&diff[..]) {
            replace(&derived, &tree)?;
            copy(&patched.diff(ctx), &patched.made_with(ctx))?;
            process::say(&format!("xtask: made {}", tree.display()));
            continue;
        }
        let difference = first_difference(&derived, &tree);
        remove(&derived)?;
        if let Some(difference) = difference? {
            return Err(format!(
                "{} is not the published {}.crate with patches/{}.diff applied: {difference}. \
                 A change to the patched crate belongs in the diff (patches/README.md says how \
                 to make it); `cargo xtask patches` makes the tree again",
                tree.display(),
                patched.stem,
                patched.stem
            ));
        }
    }
    Ok(())
}

/// The patched crates `patches/crates.sha256` lists (`<sha256>  <name>-<version>.crate`).
fn list(ctx: &Context) -> Result<Vec<Patched>, String> {
    let path = ctx.root().join("patches").join(CHECKSUMS);
    let text =
        String::from_utf8(read(&path)?).map_err(|error| format!("{}: {error}", path.display()))?;
    text.lines()
        .filter(|line| !line.trim().is_empty())
        .map(|line| {
            let bad = || {
                format!(
                    "{}: `{line}` is not `<sha256>  <name>-<version>.crate`",
                    path.display()
                )
            };
            let (sha256, file) = line.split_once("  ").ok_or_else(bad)?;
            let stem = file.strip_suffix(".crate").ok_or_else(bad)?;
            let (name, version) = stem.rsplit_once('-').ok_or_else(bad)?;
            if sha256.len() != 64 || !sha256.bytes().all(|b| b.is_ascii_hexdigit()) {
                return Err(bad());
            }
            Ok(Patched {
                stem: stem.to_owned(),
                name: name.to_owned(),
                version: version.to_owned(),
                sha256: sha256.to_ascii_lowercase(),
            })
        })
        .collect()
}

/// Makes the patched tree afresh in a new directory beside the trees, and returns it: the
/// verified `.crate` unpacked, then the diff applied.
fn derive(ctx: &Context, patched: &Patched) -> Result<PathBuf, String> {
    let archive = published_crate(ctx, patched)?;
    let scratch = trees_dir(ctx).join(format!(".derive-{}", std::process::id()));
    if scratch.exists() {
        remove(&scratch)?;
    }
    fs::create_dir_all(&scratch).map_err(|error| format!("{}: {error}", scratch.display()))?;
    tar::Archive::new(flate2::read::GzDecoder::new(&archive[..]))
        .unpack(&scratch)
        .map_err(|error| format!("cannot unpack {}.crate: {error}", patched.stem))?;
    let unpacked = scratch.join(&patched.stem);
    let diff = patched.diff(ctx);
    // Strict: no fuzz, no backup or reject files; a hunk that does not apply as written
    // fails.
    process::run(
        ctx.command("patch")
            .args([
                "--strip=1",
                "--fuzz=0",
                "--batch",
                "--silent",
                "--no-backup-if-mismatch",
                "--reject-file=-",
                "--directory",
            ])
            .arg(&unpacked)
            .arg("--input")
            .arg(&diff),
    )
    .map_err(|error| {
        format!(
            "{} does not apply to the published {}.crate: {error}",
            diff.display(),
            patched.stem
        )
    })?;
    let derived = trees_dir(ctx).join(format!(".{}-{}", patched.stem, std::process::id()));
    if derived.exists() {
        remove(&derived)?;
    }
    fs::rename(&unpacked, &derived).map_err(|error| format!("{}: {error}", derived.display()))?;
    remove(&scratch)?;
    Ok(derived)
}

/// The published `.crate`, its sha256 checked: from cargo's registry cache, where cargo
/// put it when it last fetched, or fetched now with a throwaway manifest (a fresh machine).
fn published_crate(ctx: &Context, patched: &Patched) -> Result<Vec<u8>, String> {
    if let Some(bytes) = cached_crate(patched)? {
        return Ok(bytes);
    }
    let manifest_dir = trees_dir(ctx).join(format!(".fetch-{}", patched.stem));
    write(
        &manifest_dir.join("Cargo.toml"),
        &format!(
            "[package]\nname = \"fetch-patched-crate\"\nversion = \"0.0.0\"\nedition = \
             \"2024\"\n\n[dependencies]\n{} = \"={}\"\n\n[workspace]\n",
            patched.name, patched.version
        ),
    )?;
    write(&manifest_dir.join("src/lib.rs"), "")?;
    process::run(
        ctx.cargo()
            .arg("fetch")
            .arg("--manifest-path")
            .arg(manifest_dir.join("Cargo.toml")),
    )?;
    remove(&manifest_dir)?;
    cached_crate(patched)?.ok_or_else(|| {
        format!(
            "`cargo fetch` put no {}.crate with the sha256 patches/{CHECKSUMS} gives ({}) in \
             {}",
            patched.stem,
            patched.sha256,
            cargo_home().join("registry/cache").display()
        )
    })
}

/// The `.crate` from a registry cache of cargo's (`$CARGO_HOME/registry/cache/*/`), if one
/// there has the recorded sha256; fails if one there has another.
fn cached_crate(patched: &Patched) -> Result<Option<Vec<u8>>, String> {
    let cache = cargo_home().join("registry").join("cache");
    let Ok(registries) = fs::read_dir(&cache) else {
        return Ok(None);
    };
    let mut mismatch = None;
    for registry in registries.filter_map(Result::ok) {
        let path = registry.path().join(format!("{}.crate", patched.stem));
        let Ok(bytes) = fs::read(&path) else {
            continue;
        };
        let sha256 = hex(&Sha256::digest(&bytes));
        if sha256 == patched.sha256 {
            return Ok(Some(bytes));
        }
        mismatch = Some(format!(
            "{} has sha256 {sha256}, not the published crate's {} (patches/{CHECKSUMS})",
            path.display(),
            patched.sha256
        ));
    }
    match mismatch {
        Some(mismatch) => Err(mismatch),
        None => Ok(None),
    }
}

/// The first difference between the trees `expected` and `actual`, in path order: a file
/// of one missing from the other, or a file whose bytes differ.
fn first_difference(expected: &Path, actual: &Path) -> Result<Option<String>, String> {
    let expected_files = files(expected)?;
    let actual_files = files(actual)?;
    for path in expected_files.union(&actual_files) {
        let shown = path.display();
        if !actual_files.contains(path) {
            return Ok(Some(format!("{shown} is missing")));
        }
        if !expected_files.contains(path) {
            return Ok(Some(format!("{shown} is not in the crate or the diff")));
        }
        if read(&expected.join(path))? != read(&actual.join(path))? {
            return Ok(Some(format!("{shown} differs")));
        }
    }
    Ok(None)
}

/// Every file under `root`, as paths relative to it, sorted.
fn files(root: &Path) -> Result<BTreeSet<PathBuf>, String> {
    let mut found = BTreeSet::new();
    let mut dirs = vec![root.to_path_buf()];
    while let Some(dir) = dirs.pop() {
        let entries = fs::read_dir(&dir).map_err(|error| format!("{}: {error}", dir.display()))?;
        for entry in entries {
            let path = entry
                .map_err(|error| format!("{}: {error}", dir.display()))?
                .path();
            if path.is_dir() {
                dirs.push(path);
            } else if let Ok(relative) = path.strip_prefix(root) {
                found.insert(relative.to_path_buf());
            }
        }
    }
    Ok(found)
}

/// Puts `derived` where `tree` is, removing what was there.
fn replace(derived: &Path, tree: &Path) -> Result<(), String> {
    if tree.exists() {
        remove(tree)?;
    }
    fs::rename(derived, tree).map_err(|error| format!("{}: {error}", tree.display()))
}

fn remove(dir: &Path) -> Result<(), String> {
    fs::remove_dir_all(dir).map_err(|error| format!("cannot remove {}: {error}", dir.display()))
}

fn copy(from: &Path, to: &Path) -> Result<(), String> {
    fs::copy(from, to).map(drop).map_err(|error| {
        format!(
            "cannot copy {} to {}: {error}",
            from.display(),
            to.display()
        )
    })
}

fn read(path: &Path) -> Result<Vec<u8>, String> {
    let mut bytes = Vec::new();
    fs::File::open(path)
        .and_then(|mut file| file.read_to_end(&mut bytes))
        .map_err(|error| format!("{}: {error}", path.display()))?;
    Ok(bytes)
}

fn write(path: &Path, text: &str) -> Result<(), String> {
    if let Some(parent) = path.parent() {
        fs::create_dir_all(parent).map_err(|error| format!("{}: {error}", parent.display()))?;
    }
    fs::write(path, text).map_err(|error| format!("{}: {error}", path.display()))
}

/// Lowercase hex, as `sha256sum` writes a digest.
fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|byte| format!("{byte:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A tree compared with a copy of itself, then with the copy changed in each way the
    /// check must catch.
    #[test]
    fn first_difference_names_the_file() {
        let root = std::env::temp_dir().join(format!("xtask-patches-{}", std::process::id()));
        let (a, b) = (root.join("a"), root.join("b"));
        for dir in [&a, &b] {
            write(&dir.join("src/lib.rs"), "fn main() {}\n").unwrap();
            write(&dir.join("build.rs"), "// build\n").unwrap();
        }
        assert_eq!(first_difference(&a, &b).unwrap(), None);
        write(&b.join("src/lib.rs"), "fn main() { }\n").unwrap();
        assert_eq!(
            first_difference(&a, &b).unwrap().as_deref(),
            Some("src/lib.rs differs")
        );
        write(&b.join("src/lib.rs"), "fn main() {}\n").unwrap();
        write(&b.join("src/extra.rs"), "").unwrap();
        assert_eq!(
            first_difference(&a, &b).unwrap().as_deref(),
            Some("src/extra.rs is not in the crate or the diff")
        );
        fs::remove_file(b.join("src/extra.rs")).unwrap();
        fs::remove_file(b.join("build.rs")).unwrap();
        assert_eq!(
            first_difference(&a, &b).unwrap().as_deref(),
            Some("build.rs is missing")
        );
        remove(&root).unwrap();
    }
}
