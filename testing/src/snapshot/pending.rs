//! Snapshots waiting for review: the `NAME.new.*` results a failed check wrote beside the
//! stored files (with `NAME.diff.png` for pixels), listed, accepted (renamed over the
//! stored file) or rejected (removed), one at a time or all at once. The
//! `imgui-webgpu-snapshots` command does this from a shell.

use std::fmt;
use std::path::{Path, PathBuf};

use super::outcome::SnapshotError;

/// One result waiting for review.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Pending {
    /// The snapshot's name (folders included), as the check named it.
    pub name: String,
    /// The stored file it would replace (may not exist yet: a new snapshot).
    pub stored: PathBuf,
    /// The new result.
    pub new: PathBuf,
    /// The difference image of a pixel snapshot, where one was written.
    pub diff_image: Option<PathBuf>,
}

impl Pending {
    /// Renames the new result over the stored file, and removes its difference image.
    pub fn accept(&self) -> Result<(), SnapshotError> {
        std::fs::rename(&self.new, &self.stored).map_err(|error| SnapshotError::Io {
            path: self.new.clone(),
            error,
        })?;
        self.remove_diff_image()
    }

    /// Removes the new result and its difference image; the stored file stays.
    pub fn reject(&self) -> Result<(), SnapshotError> {
        std::fs::remove_file(&self.new).map_err(|error| SnapshotError::Io {
            path: self.new.clone(),
            error,
        })?;
        self.remove_diff_image()
    }

    fn remove_diff_image(&self) -> Result<(), SnapshotError> {
        match &self.diff_image {
            Some(path) => std::fs::remove_file(path).or_else(|error| {
                if error.kind() == std::io::ErrorKind::NotFound {
                    Ok(())
                } else {
                    Err(SnapshotError::Io {
                        path: path.clone(),
                        error,
                    })
                }
            }),
            None => Ok(()),
        }
    }

    /// What review shows: for texts (visible text, items, draw lists) a unified diff from
    /// the stored file (or the whole new file for a new snapshot); for images, the files to
    /// open.
    pub fn review(&self) -> String {
        let new = std::fs::read(&self.new).unwrap_or_default();
        let is_text = self
            .new
            .extension()
            .is_none_or(|extension| extension != "png");
        if !is_text {
            return match &self.diff_image {
                Some(diff) => format!(
                    "{}: new image {} (failing pixels in red: {})",
                    self.name,
                    self.new.display(),
                    diff.display()
                ),
                None => format!("{}: new image {}", self.name, self.new.display()),
            };
        }
        let stored = std::fs::read(&self.stored).unwrap_or_default();
        let (stored, new) = (
            String::from_utf8_lossy(&stored),
            String::from_utf8_lossy(&new),
        );
        let diff = similar::TextDiff::from_lines(stored.as_ref(), new.as_ref())
            .unified_diff()
            .context_radius(2)
            .header(
                &self.stored.display().to_string(),
                &self.new.display().to_string(),
            )
            .to_string();
        format!("{}:\n{diff}", self.name)
    }
}

impl fmt::Display for Pending {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let state = if self.stored.exists() {
            "changed"
        } else {
            "new"
        };
        write!(f, "{} ({state}): {}", self.name, self.new.display())
    }
}

/// Every result waiting for review under `dir`, folders included, sorted by name.
pub fn pending_in(dir: &Path) -> Result<Vec<Pending>, SnapshotError> {
    let mut found = Vec::new();
    let mut folders = vec![dir.to_path_buf()];
    while let Some(folder) = folders.pop() {
        let entries = match std::fs::read_dir(&folder) {
            Ok(entries) => entries,
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => continue,
            Err(error) => {
                return Err(SnapshotError::Io {
                    path: folder,
                    error,
                });
            }
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                folders.push(path);
                continue;
            }
            let Some(file) = path.file_name().and_then(|name| name.to_str()) else {
                continue;
            };
            // NAME.new.EXT, where EXT is txt, visible.txt, items.txt or png.
            let Some((stem, extension)) = file.split_once(".new.") else {
                continue;
            };
            let stored = folder.join(format!("{stem}.{extension}"));
            let diff = folder.join(format!("{stem}.diff.png"));
            let relative = folder.strip_prefix(dir).unwrap_or(&folder);
            let mut name: Vec<String> = relative
                .components()
                .map(|part| part.as_os_str().to_string_lossy().into_owned())
                .collect();
            name.push(stem.to_owned());
            found.push(Pending {
                name: name.join("/"),
                stored,
                new: path.clone(),
                diff_image: (extension == "png" && diff.exists()).then_some(diff),
            });
        }
    }
    found.sort_by(|a, b| (&a.name, &a.new).cmp(&(&b.name, &b.new)));
    Ok(found)
}

#[cfg(test)]
mod tests {
    use crate::snapshot::SnapshotDir;

    #[test]
    fn pending_results_are_listed_accepted_and_rejected() {
        let dir = std::env::temp_dir().join(format!("imgui-webgpu-pending-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("widgets")).unwrap();
        std::fs::write(dir.join("a.visible.txt"), "one\ntwo\n").unwrap();
        std::fs::write(dir.join("a.new.visible.txt"), "one\nthree\n").unwrap();
        std::fs::write(dir.join("widgets/b.new.png"), b"png").unwrap();
        std::fs::write(dir.join("widgets/b.diff.png"), b"diff").unwrap();
        std::fs::write(dir.join("c.txt"), "stored, nothing pending").unwrap();

        let pending = SnapshotDir::at(&dir).pending().unwrap();
        let names: Vec<&str> = pending.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["a", "widgets/b"]);
        let review = pending[0].review();
        assert!(
            review.contains("-two\n") && review.contains("+three\n"),
            "{review}"
        );
        assert!(pending[1].review().contains("b.diff.png"));
        assert_eq!(
            pending[1].to_string(),
            format!("widgets/b (new): {}", pending[1].new.display())
        );

        pending[0].accept().unwrap();
        assert_eq!(
            std::fs::read_to_string(dir.join("a.visible.txt")).unwrap(),
            "one\nthree\n"
        );
        pending[1].reject().unwrap();
        assert!(
            !dir.join("widgets/b.new.png").exists() && !dir.join("widgets/b.diff.png").exists()
        );
        assert!(SnapshotDir::at(&dir).pending().unwrap().is_empty());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
