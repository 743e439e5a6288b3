//! Snapshot files: `tests/snapshots/NAME.txt` and `NAME.png`, compared in the style of
//! `insta` and `egui_kittest`.
//!
//! On a mismatch the new result is written next to the stored one (`NAME.new.txt`,
//! `NAME.new.png`, and for pixels `NAME.diff.png` with the failing pixels in red) and the
//! check fails with the difference. `UPDATE_SNAPSHOTS=1` accepts new results instead: stored
//! files are written when missing or different (for pixels: when outside the tolerance, so
//! rounding noise does not churn the repository). A missing stored file fails without it,
//! so CI cannot pass on goldens nobody committed.

use std::fmt;
use std::path::{Path, PathBuf};

use super::compare::{ImageComparison, PixelTolerance, compare_images, diff_image};
use super::png_io::{PngError, decode_png, encode_png};
use crate::headless::RgbaImage;
use crate::snapshot::{DrawSnapshot, SnapshotDiff, SnapshotSummary};

/// The environment variable that makes checks accept and store new results.
pub const UPDATE_ENV: &str = "UPDATE_SNAPSHOTS";

/// What a passing check did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SnapshotOutcome {
    /// The result matches the stored file.
    Matched,
    /// `UPDATE_SNAPSHOTS` is set and the stored file was written (new or changed).
    Written,
}

/// Why a snapshot check failed.
#[derive(Debug)]
pub enum SnapshotError {
    /// The name is empty or holds characters other than ASCII letters, digits, `_` and `-`.
    InvalidName(String),
    /// No stored file: the result was written as `written` for review.
    Missing {
        /// The stored file that was looked for.
        stored: PathBuf,
        /// Where the result was written.
        written: PathBuf,
    },
    /// The draw lists differ from the stored text.
    DrawMismatch(Box<DrawMismatch>),
    /// The image is outside the tolerance.
    PixelMismatch(Box<PixelMismatch>),
    /// A file could not be read or written.
    Io {
        /// The file.
        path: PathBuf,
        /// The error.
        error: std::io::Error,
    },
    /// A PNG could not be encoded or the stored one decoded.
    Png {
        /// The file.
        path: PathBuf,
        /// The error.
        error: PngError,
    },
}

/// Where and how draw lists differ from their stored text.
#[derive(Debug)]
pub struct DrawMismatch {
    /// The stored file.
    pub stored: PathBuf,
    /// Where the new text was written.
    pub written: PathBuf,
    /// The first structural difference, when the stored text could be parsed.
    pub diff: Option<SnapshotDiff>,
    /// The first differing line of each text, with its number.
    pub first_line: Option<(usize, String, String)>,
}

/// Where and how an image differs from its stored PNG.
#[derive(Debug)]
pub struct PixelMismatch {
    /// The stored file.
    pub stored: PathBuf,
    /// Where the new image was written.
    pub written: PathBuf,
    /// Where the difference image was written.
    pub diff_image: PathBuf,
    /// Counts and the worst difference.
    pub comparison: ImageComparison,
    /// The tolerance that was exceeded.
    pub tolerance: PixelTolerance,
}

const ACCEPT_HINT: &str = "review it, then rename it over the stored file or rerun with \
                           UPDATE_SNAPSHOTS=1";

impl fmt::Display for SnapshotError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::InvalidName(name) => write!(
                f,
                "invalid snapshot name `{name}`: use ASCII letters, digits, `_` and `-`"
            ),
            Self::Missing { stored, written } => write!(
                f,
                "no stored snapshot {}; wrote {}: {ACCEPT_HINT}",
                stored.display(),
                written.display()
            ),
            Self::DrawMismatch(mismatch) => {
                let DrawMismatch {
                    stored,
                    written,
                    diff,
                    first_line,
                } = mismatch.as_ref();
                write!(f, "draw snapshot differs from {}", stored.display())?;
                match diff {
                    Some(diff) => write!(f, "\n  {diff}")?,
                    None => write!(f, "\n  (the stored text could not be parsed)")?,
                }
                if let Some((line, expected, actual)) = first_line {
                    write!(
                        f,
                        "\n  first differing line {line}:\n  - {expected}\n  + {actual}"
                    )?;
                }
                write!(f, "\nwrote {}: {ACCEPT_HINT}", written.display())
            }
            Self::PixelMismatch(mismatch) => write!(
                f,
                "pixel snapshot differs from {}: {} (tolerance: {} per channel, {} \
                 failing pixels)\nwrote {} and {} (failing pixels in red): {ACCEPT_HINT}",
                mismatch.stored.display(),
                mismatch.comparison,
                mismatch.tolerance.max_channel_difference,
                mismatch.tolerance.max_failing_pixels,
                mismatch.written.display(),
                mismatch.diff_image.display()
            ),
            Self::Io { path, error } => write!(f, "{}: {error}", path.display()),
            Self::Png { path, error } => write!(f, "{}: {error}", path.display()),
        }
    }
}

impl std::error::Error for SnapshotError {}

/// A directory of stored snapshots, and whether new results are accepted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SnapshotDir {
    dir: PathBuf,
    update: bool,
}

impl Default for SnapshotDir {
    /// [`SnapshotDir::new`].
    fn default() -> Self {
        Self::new()
    }
}

impl SnapshotDir {
    /// `tests/snapshots` of the crate under test (`CARGO_MANIFEST_DIR`, which cargo sets
    /// when it runs tests, examples and doctests; else the current directory), updating when
    /// `UPDATE_SNAPSHOTS` is `1`, `true` or `yes`.
    pub fn new() -> Self {
        let root = std::env::var_os("CARGO_MANIFEST_DIR")
            .map(PathBuf::from)
            .unwrap_or_default();
        Self::at(root.join("tests").join("snapshots"))
    }

    /// Snapshots in `dir`, updating when `UPDATE_SNAPSHOTS` says so.
    pub fn at(dir: impl Into<PathBuf>) -> Self {
        let update = std::env::var(UPDATE_ENV)
            .is_ok_and(|value| matches!(value.to_ascii_lowercase().as_str(), "1" | "true" | "yes"));
        Self {
            dir: dir.into(),
            update,
        }
    }

    /// The same directory, with updating forced on or off (whatever the environment says).
    pub fn updating(mut self, update: bool) -> Self {
        self.update = update;
        self
    }

    /// The directory.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// `DIR/NAME.EXT`.
    pub fn path(&self, name: &str, extension: &str) -> PathBuf {
        self.dir.join(format!("{name}.{extension}"))
    }

    /// Compares a frame's text form with `NAME.txt`.
    pub fn check_draw(
        &self,
        name: &str,
        snapshot: &DrawSnapshot,
    ) -> Result<SnapshotOutcome, SnapshotError> {
        check_name(name)?;
        let text = snapshot.to_text();
        let stored_path = self.path(name, "txt");
        let new_path = self.path(name, "new.txt");
        let stored = match std::fs::read_to_string(&stored_path) {
            Ok(stored) => Some(stored.replace("\r\n", "\n")),
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => None,
            Err(error) => return Err(io_error(&stored_path, error)),
        };
        if stored.as_deref() == Some(text.as_str()) {
            remove_stale(&[&new_path])?;
            return Ok(SnapshotOutcome::Matched);
        }
        if self.update {
            self.write(&stored_path, text.as_bytes())?;
            remove_stale(&[&new_path])?;
            return Ok(SnapshotOutcome::Written);
        }
        self.write(&new_path, text.as_bytes())?;
        let Some(stored) = stored else {
            return Err(SnapshotError::Missing {
                stored: stored_path,
                written: new_path,
            });
        };
        let diff = SnapshotSummary::parse_text(&stored)
            .ok()
            .and_then(|expected| snapshot.summary().diff(&expected));
        let first_line = stored
            .lines()
            .chain(std::iter::repeat(""))
            .zip(text.lines().chain(std::iter::repeat("")))
            .take(stored.lines().count().max(text.lines().count()))
            .enumerate()
            .find(|(_, (expected, actual))| expected != actual)
            .map(|(index, (expected, actual))| (index + 1, expected.to_owned(), actual.to_owned()));
        Err(SnapshotError::DrawMismatch(Box::new(DrawMismatch {
            stored: stored_path,
            written: new_path,
            diff,
            first_line,
        })))
    }

    /// Compares an image with `NAME.png` within `tolerance`.
    pub fn check_pixels(
        &self,
        name: &str,
        image: &RgbaImage,
        tolerance: PixelTolerance,
    ) -> Result<SnapshotOutcome, SnapshotError> {
        check_name(name)?;
        let stored_path = self.path(name, "png");
        let new_path = self.path(name, "new.png");
        let diff_path = self.path(name, "diff.png");
        let png = |path: &Path, image: &RgbaImage| {
            encode_png(image).map_err(|error| SnapshotError::Png {
                path: path.to_owned(),
                error,
            })
        };
        let stored = match std::fs::read(&stored_path) {
            Ok(bytes) => Some(decode_png(&bytes).map_err(|error| SnapshotError::Png {
                path: stored_path.clone(),
                error,
            })),
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => None,
            Err(error) => return Err(io_error(&stored_path, error)),
        };
        let comparison = match &stored {
            Some(Ok(stored)) => Some(compare_images(stored, image, tolerance)),
            _ => None,
        };
        if comparison.is_some_and(|comparison| comparison.passes(tolerance)) {
            remove_stale(&[&new_path, &diff_path])?;
            return Ok(SnapshotOutcome::Matched);
        }
        if self.update {
            self.write(&stored_path, &png(&stored_path, image)?)?;
            remove_stale(&[&new_path, &diff_path])?;
            return Ok(SnapshotOutcome::Written);
        }
        self.write(&new_path, &png(&new_path, image)?)?;
        match (stored, comparison) {
            (Some(Ok(stored)), Some(comparison)) => {
                let diff = diff_image(&stored, image, tolerance);
                self.write(&diff_path, &png(&diff_path, &diff)?)?;
                Err(SnapshotError::PixelMismatch(Box::new(PixelMismatch {
                    stored: stored_path,
                    written: new_path,
                    diff_image: diff_path,
                    comparison,
                    tolerance,
                })))
            }
            (Some(Err(error)), _) => Err(error),
            _ => Err(SnapshotError::Missing {
                stored: stored_path,
                written: new_path,
            }),
        }
    }

    fn write(&self, path: &Path, bytes: &[u8]) -> Result<(), SnapshotError> {
        std::fs::create_dir_all(&self.dir).map_err(|error| io_error(&self.dir, error))?;
        std::fs::write(path, bytes).map_err(|error| io_error(path, error))
    }
}

fn io_error(path: &Path, error: std::io::Error) -> SnapshotError {
    SnapshotError::Io {
        path: path.to_owned(),
        error,
    }
}

fn check_name(name: &str) -> Result<(), SnapshotError> {
    let valid = !name.is_empty()
        && name
            .bytes()
            .all(|byte| byte.is_ascii_alphanumeric() || byte == b'_' || byte == b'-');
    if valid {
        Ok(())
    } else {
        Err(SnapshotError::InvalidName(name.to_owned()))
    }
}

/// Removes result files of an earlier failed run; a missing file is fine.
fn remove_stale(paths: &[&Path]) -> Result<(), SnapshotError> {
    for path in paths {
        match std::fs::remove_file(path) {
            Err(error) if error.kind() != std::io::ErrorKind::NotFound => {
                return Err(io_error(path, error));
            }
            _ => {}
        }
    }
    Ok(())
}

/// Checks a frame against `tests/snapshots/NAME.txt` and panics with the first difference
/// on a mismatch (after writing `NAME.new.txt`). `UPDATE_SNAPSHOTS=1` stores it instead.
#[track_caller]
pub fn assert_draw_snapshot(name: &str, snapshot: &DrawSnapshot) {
    if let Err(error) = SnapshotDir::new().check_draw(name, snapshot) {
        panic!("draw snapshot `{name}`: {error}");
    }
}

/// Checks an image against `tests/snapshots/NAME.png` within `tolerance` and panics with the
/// failing-pixel count and worst difference on a mismatch (after writing `NAME.new.png` and
/// `NAME.diff.png`). `UPDATE_SNAPSHOTS=1` stores it instead.
#[track_caller]
pub fn assert_pixel_snapshot(name: &str, image: &RgbaImage, tolerance: PixelTolerance) {
    if let Err(error) = SnapshotDir::new().check_pixels(name, image, tolerance) {
        panic!("pixel snapshot `{name}`: {error}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::snapshot::{SnapshotCommand, SnapshotList};

    /// A fresh, empty directory under the system temp dir.
    fn scratch(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("imgui-webgpu-files-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    fn frame(clip_x: f32) -> DrawSnapshot {
        let vertex = |x: f32, y: f32| imgui::DrawVert {
            pos: [x, y],
            uv: [0.0, 0.0],
            col: [255; 4],
        };
        DrawSnapshot {
            display_pos: [0.0, 0.0],
            display_size: [64.0, 64.0],
            framebuffer_scale: [1.0, 1.0],
            lists: vec![SnapshotList {
                vertices: vec![vertex(1.0, 1.0), vertex(9.0, 1.0), vertex(9.0, 9.0)],
                indices: vec![0, 1, 2],
                commands: vec![SnapshotCommand::Elements {
                    count: 3,
                    clip_rect: [clip_x, 0.0, 64.0, 64.0],
                    texture_id: imgui::TextureId::new(7),
                    vtx_offset: 0,
                    idx_offset: 0,
                }],
            }],
        }
    }

    fn image(value: u8) -> RgbaImage {
        RgbaImage {
            width: 4,
            height: 4,
            pixels: vec![value; 64],
        }
    }

    #[test]
    fn draw_snapshots_are_missing_then_written_then_matched_then_diffed() {
        let dir = SnapshotDir::at(scratch("draw")).updating(false);
        let missing = dir.check_draw("ui", &frame(0.0)).unwrap_err();
        assert!(
            matches!(missing, SnapshotError::Missing { .. }),
            "{missing}"
        );
        assert!(dir.path("ui", "new.txt").exists());

        let updating = dir.clone().updating(true);
        assert_eq!(
            updating.check_draw("ui", &frame(0.0)).unwrap(),
            SnapshotOutcome::Written
        );
        assert!(!dir.path("ui", "new.txt").exists());
        assert_eq!(
            dir.check_draw("ui", &frame(0.0)).unwrap(),
            SnapshotOutcome::Matched
        );

        let error = dir.check_draw("ui", &frame(2.5)).unwrap_err();
        let SnapshotError::DrawMismatch(mismatch) = &error else {
            panic!("{error}");
        };
        let DrawMismatch {
            diff, first_line, ..
        } = mismatch.as_ref();
        let message = error.to_string();
        assert!(
            message.contains("list 0, command 0: clip rect differs: expected `[0, 0, 64, 64]`, got `[2.5, 0, 64, 64]`"),
            "{message}"
        );
        assert!(diff.is_some());
        assert_eq!(first_line.as_ref().map(|line| line.0), Some(5));
        let written = std::fs::read_to_string(dir.path("ui", "new.txt")).unwrap();
        assert_eq!(written, frame(2.5).to_text());
        // The stored file is untouched without UPDATE_SNAPSHOTS.
        assert_eq!(
            std::fs::read_to_string(dir.path("ui", "txt")).unwrap(),
            frame(0.0).to_text()
        );
        let _ = std::fs::remove_dir_all(dir.dir());
    }

    #[test]
    fn pixel_snapshots_write_new_and_diff_images_on_mismatch() {
        let dir = SnapshotDir::at(scratch("pixels")).updating(false);
        let tolerance = PixelTolerance {
            max_channel_difference: 3,
            max_failing_pixels: 0,
        };
        assert!(matches!(
            dir.check_pixels("ui", &image(100), tolerance),
            Err(SnapshotError::Missing { .. })
        ));
        let updating = dir.clone().updating(true);
        assert_eq!(
            updating.check_pixels("ui", &image(100), tolerance).unwrap(),
            SnapshotOutcome::Written
        );
        // Within tolerance: matched, and the stored file is not rewritten even when updating.
        assert_eq!(
            updating.check_pixels("ui", &image(103), tolerance).unwrap(),
            SnapshotOutcome::Matched
        );
        assert_eq!(
            super::super::png_io::load_png(dir.path("ui", "png")).unwrap(),
            image(100)
        );
        let error = dir.check_pixels("ui", &image(110), tolerance).unwrap_err();
        let SnapshotError::PixelMismatch(mismatch) = &error else {
            panic!("{error}");
        };
        let comparison = &mismatch.comparison;
        assert_eq!(comparison.failing_pixels, 16);
        assert_eq!(comparison.worst_difference, 10);
        assert!(error.to_string().contains("16 failing pixels"), "{error}");
        let diff = super::super::png_io::load_png(dir.path("ui", "diff.png")).unwrap();
        assert_eq!(diff.pixel(0, 0), [255, 0, 0, 255]);
        assert!(dir.path("ui", "new.png").exists());
        // A later pass removes the stale result files.
        assert_eq!(
            dir.check_pixels("ui", &image(100), tolerance).unwrap(),
            SnapshotOutcome::Matched
        );
        assert!(!dir.path("ui", "new.png").exists());
        assert!(!dir.path("ui", "diff.png").exists());
        let _ = std::fs::remove_dir_all(dir.dir());
    }

    #[test]
    fn names_cannot_escape_the_directory() {
        let dir = SnapshotDir::at(scratch("names"));
        for name in ["", "../x", "a/b", "a.b", "a b"] {
            assert!(matches!(
                dir.check_draw(name, &frame(0.0)),
                Err(SnapshotError::InvalidName(_))
            ));
        }
    }
}
