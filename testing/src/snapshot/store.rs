//! Snapshot files: `tests/snapshots/NAME.txt` (draw lists), `NAME.visible.txt` (visible
//! text) and `NAME.png` (pixels), compared in the style of `insta` and `egui_kittest`, all
//! through one flow.
//!
//! On a mismatch the new result is written next to the stored one (`NAME.new.txt`,
//! `NAME.new.visible.txt`, `NAME.new.png`, and for pixels `NAME.diff.png` with the failing
//! pixels in red) and the
//! check fails with the difference. `UPDATE_SNAPSHOTS=1` accepts new results instead: stored
//! files are written when missing or different (for draw lists and pixels: when outside the
//! tolerance, so rounding noise does not churn the repository); `UPDATE_SNAPSHOTS=force`
//! rewrites every snapshot checked, within the tolerance too. Any other value is refused
//! (see [`UpdateMode`]). A missing stored file fails without it, so CI cannot pass on goldens
//! nobody committed.
//!
//! Names may hold folders (`widgets/basic`): each part is ASCII letters, digits, `_` and `-`.
//!
//! This file is the snapshot directory ([`SnapshotDir`]): where stored files live, how each
//! kind is compared and written. Its answers are in `outcome.rs`, the panicking checks in
//! `assert.rs`.

use std::path::{Path, PathBuf};

use crate::images::RgbaImage;
use crate::images::{PixelTolerance, compare_images, diff_image};
use crate::images::{PngError, decode_png, encode_png};
use crate::snapshot::{DrawSnapshot, DrawTolerance, SnapshotSummary, TextParseError};
use crate::text::VisibleText;

use super::outcome::*;

/// A directory of stored snapshots, and whether new results are accepted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SnapshotDir {
    dir: PathBuf,
    /// The update mode, or the value of `UPDATE_SNAPSHOTS` that was not understood (every
    /// check then fails with [`SnapshotError::UnknownUpdateValue`]).
    update: Result<UpdateMode, String>,
}

/// Which stored snapshots a check writes, as `UPDATE_SNAPSHOTS` says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum UpdateMode {
    /// Unset, empty, `0`, `false`, `no` or `off`: nothing is written over; a mismatch fails.
    Off,
    /// `1`, `true`, `yes` or `on`: missing snapshots and those outside the tolerance are
    /// stored.
    Failing,
    /// `force` or `all`: every snapshot checked is stored, also those within the tolerance
    /// (to bring goldens to one machine's exact output).
    Force,
}

impl UpdateMode {
    /// The mode a value of `UPDATE_SNAPSHOTS` names (`None`: unset), or the value itself
    /// when it names none: a typo must not silently mean "do not update".
    pub fn parse(value: Option<&str>) -> Result<Self, String> {
        let Some(value) = value else {
            return Ok(Self::Off);
        };
        match value.trim().to_ascii_lowercase().as_str() {
            "" | "0" | "false" | "no" | "off" => Ok(Self::Off),
            "1" | "true" | "yes" | "on" => Ok(Self::Failing),
            "force" | "all" => Ok(Self::Force),
            _ => Err(value.to_owned()),
        }
    }

    /// The mode `UPDATE_SNAPSHOTS` names in this process's environment.
    pub fn from_env() -> Result<Self, String> {
        match std::env::var(UPDATE_ENV) {
            Ok(value) => Self::parse(Some(&value)),
            Err(std::env::VarError::NotPresent) => Self::parse(None),
            Err(std::env::VarError::NotUnicode(value)) => Err(value.to_string_lossy().into_owned()),
        }
    }
}

impl Default for SnapshotDir {
    /// [`SnapshotDir::new`].
    fn default() -> Self {
        Self::new()
    }
}

impl SnapshotDir {
    /// `tests/snapshots` of the crate under test (`CARGO_MANIFEST_DIR`, which cargo sets
    /// when it runs tests, examples and doctests; else the current directory), updating as
    /// `UPDATE_SNAPSHOTS` says ([`UpdateMode`]).
    pub fn new() -> Self {
        let root = std::env::var_os("CARGO_MANIFEST_DIR")
            .map(PathBuf::from)
            .unwrap_or_default();
        Self::at(root.join("tests").join("snapshots"))
    }

    /// Snapshots in `dir`, updating as `UPDATE_SNAPSHOTS` says ([`UpdateMode`]).
    pub fn at(dir: impl Into<PathBuf>) -> Self {
        Self {
            dir: dir.into(),
            update: UpdateMode::from_env(),
        }
    }

    /// The same directory, updating failing snapshots or not (whatever the environment
    /// says).
    pub fn updating(self, update: bool) -> Self {
        self.with_update_mode(if update {
            UpdateMode::Failing
        } else {
            UpdateMode::Off
        })
    }

    /// The same directory in an update mode of its own (whatever the environment says).
    pub fn with_update_mode(mut self, mode: UpdateMode) -> Self {
        self.update = Ok(mode);
        self
    }

    /// The directory.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The results waiting for review in the directory (see [`Pending`](super::Pending)).
    pub fn pending(&self) -> Result<Vec<super::Pending>, SnapshotError> {
        super::pending::pending_in(&self.dir)
    }

    /// `DIR/NAME.EXT` (a name's folders are folders under `DIR`).
    pub fn path(&self, name: &str, extension: &str) -> PathBuf {
        let mut path = self.dir.clone();
        path.extend(name.split('/'));
        path.set_file_name(format!(
            "{}.{extension}",
            name.rsplit('/').next().unwrap_or(name)
        ));
        path
    }

    /// Compares a frame with the draw snapshot stored in `NAME.txt`, within
    /// [`DrawTolerance::PORTABLE`]: differences between machines (see
    /// [`DrawTolerance`]) never fail, real changes do.
    pub fn check_draw(
        &self,
        name: &str,
        snapshot: &DrawSnapshot,
    ) -> Result<SnapshotOutcome, SnapshotError> {
        self.check_draw_within(name, snapshot, DrawTolerance::PORTABLE)
    }

    /// Like [`SnapshotDir::check_draw`], within `tolerance`.
    pub fn check_draw_within(
        &self,
        name: &str,
        snapshot: &DrawSnapshot,
        tolerance: DrawTolerance,
    ) -> Result<SnapshotOutcome, SnapshotError> {
        let check = DrawCheck {
            summary: snapshot.summary(),
            tolerance,
        };
        self.check(name, &check)
    }

    /// Compares the text a frame shows ([`VisibleText::to_text`]) with `NAME.visible.txt`.
    pub fn check_text(
        &self,
        name: &str,
        text: &VisibleText,
    ) -> Result<SnapshotOutcome, SnapshotError> {
        self.check(
            name,
            &TextCheck {
                text: text.to_text(),
                extension: "visible.txt",
            },
        )
    }

    /// Compares a frame's item tree ([`Items::to_text`](crate::items::Items::to_text))
    /// with `NAME.items.txt`.
    pub fn check_items(
        &self,
        name: &str,
        items: &crate::items::Items,
    ) -> Result<SnapshotOutcome, SnapshotError> {
        self.check(
            name,
            &TextCheck {
                text: items.to_text(),
                extension: "items.txt",
            },
        )
    }

    /// Compares a dock layout ([`DockLayout::to_text`](crate::docking::DockLayout::to_text))
    /// with `NAME.dock.txt` (the `docking` feature).
    #[cfg(feature = "docking")]
    pub fn check_dock_layout(
        &self,
        name: &str,
        layout: &crate::docking::DockLayout,
    ) -> Result<SnapshotOutcome, SnapshotError> {
        self.check(
            name,
            &TextCheck {
                text: layout.to_text(),
                extension: "dock.txt",
            },
        )
    }

    /// Compares an image with `NAME.png` within `tolerance`.
    pub fn check_pixels(
        &self,
        name: &str,
        image: &RgbaImage,
        tolerance: PixelTolerance,
    ) -> Result<SnapshotOutcome, SnapshotError> {
        self.check(name, &PixelCheck { image, tolerance })
    }

    /// The one flow every kind of snapshot goes through: read the stored file, compare,
    /// and on a mismatch either store the result (updating) or write it beside the stored
    /// one and explain the difference.
    fn check<K: SnapshotKind>(
        &self,
        name: &str,
        result: &K,
    ) -> Result<SnapshotOutcome, SnapshotError> {
        check_name(name)?;
        let mode = self
            .update
            .clone()
            .map_err(|value| SnapshotError::UnknownUpdateValue { value })?;
        let stored_path = self.path(name, result.extension());
        let new_path = self.path(name, &format!("new.{}", result.extension()));
        let extra_paths: Vec<PathBuf> = K::EXTRA_FILES
            .iter()
            .map(|extension| self.path(name, extension))
            .collect();
        let mut results: Vec<&Path> = vec![&new_path];
        results.extend(extra_paths.iter().map(PathBuf::as_path));
        let stored = match std::fs::read(&stored_path) {
            Ok(bytes) => Some(K::decode(&bytes).map_err(|error| error.at(&stored_path))),
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => None,
            Err(error) => return Err(io_error(&stored_path, error)),
        };
        if let Some(Ok(stored)) = &stored {
            if result.matches(stored) {
                remove_stale(&results)?;
                if mode == UpdateMode::Force {
                    let bytes = result.encode().map_err(|error| error.at(&new_path))?;
                    if std::fs::read(&stored_path).ok().as_deref() != Some(bytes.as_slice()) {
                        self.write(&stored_path, &bytes)?;
                        return Ok(SnapshotOutcome::Written);
                    }
                }
                return Ok(SnapshotOutcome::Matched);
            }
        }
        let bytes = result.encode().map_err(|error| error.at(&new_path))?;
        if mode != UpdateMode::Off {
            self.write(&stored_path, &bytes)?;
            remove_stale(&results)?;
            return Ok(SnapshotOutcome::Written);
        }
        self.write(&new_path, &bytes)?;
        match stored {
            None => Err(SnapshotError::Missing {
                stored: stored_path,
                written: new_path,
            }),
            Some(Err(error)) => Err(error),
            Some(Ok(stored)) => {
                let places = Places {
                    stored: stored_path,
                    written: new_path,
                    extra: extra_paths,
                };
                result.mismatch(stored, places, self)
            }
        }
    }

    fn write(&self, path: &Path, bytes: &[u8]) -> Result<(), SnapshotError> {
        let folder = path.parent().unwrap_or(&self.dir);
        std::fs::create_dir_all(folder).map_err(|error| io_error(folder, error))?;
        std::fs::write(path, bytes).map_err(|error| io_error(path, error))
    }
}

/// Where a check's files are: the stored one, the result written beside it, and the extra
/// explanation files of its kind (a difference image).
struct Places {
    stored: PathBuf,
    written: PathBuf,
    extra: Vec<PathBuf>,
}

/// A decoding error, before it knows its file.
enum DecodeError {
    Png(PngError),
}

impl DecodeError {
    fn at(self, path: &Path) -> SnapshotError {
        match self {
            Self::Png(error) => SnapshotError::Png {
                path: path.to_owned(),
                error,
            },
        }
    }
}

/// One kind of snapshot: its file, how it is stored and compared, and how a mismatch is
/// explained.
trait SnapshotKind {
    /// The stored file's extension.
    fn extension(&self) -> &'static str;
    /// Extensions of the explanation files a mismatch writes.
    const EXTRA_FILES: &'static [&'static str] = &[];
    /// The stored file, decoded.
    type Stored;
    fn decode(bytes: &[u8]) -> Result<Self::Stored, DecodeError>;
    fn encode(&self) -> Result<Vec<u8>, DecodeError>;
    fn matches(&self, stored: &Self::Stored) -> bool;
    /// The error of a mismatch; may write explanation files into `dir`.
    fn mismatch(
        &self,
        stored: Self::Stored,
        places: Places,
        dir: &SnapshotDir,
    ) -> Result<SnapshotOutcome, SnapshotError>;
}

/// The first differing line of two texts, numbered from 1.
fn first_differing_line(expected: &str, actual: &str) -> Option<(usize, String, String)> {
    expected
        .lines()
        .chain(std::iter::repeat(""))
        .zip(actual.lines().chain(std::iter::repeat("")))
        .take(expected.lines().count().max(actual.lines().count()))
        .enumerate()
        .find(|(_, (expected, actual))| expected != actual)
        .map(|(index, (expected, actual))| (index + 1, expected.to_owned(), actual.to_owned()))
}

/// A draw snapshot: the frame's summary, compared with the stored text within a tolerance.
/// Stored text that matches within the tolerance is not rewritten, even when updating, so
/// one machine's noise does not churn the repository.
struct DrawCheck {
    summary: SnapshotSummary,
    tolerance: DrawTolerance,
}

impl SnapshotKind for DrawCheck {
    type Stored = Result<SnapshotSummary, TextParseError>;

    fn extension(&self) -> &'static str {
        "txt"
    }

    fn decode(bytes: &[u8]) -> Result<Self::Stored, DecodeError> {
        // Line endings normalised: a checkout may turn `\n` into `\r\n`.
        let text = String::from_utf8_lossy(bytes).replace("\r\n", "\n");
        Ok(SnapshotSummary::parse_text(&text))
    }

    fn encode(&self) -> Result<Vec<u8>, DecodeError> {
        Ok(self.summary.to_text().into_bytes())
    }

    fn matches(&self, stored: &Self::Stored) -> bool {
        stored
            .as_ref()
            .is_ok_and(|stored| self.summary.diff(stored, self.tolerance).is_none())
    }

    fn mismatch(
        &self,
        stored: Self::Stored,
        places: Places,
        _: &SnapshotDir,
    ) -> Result<SnapshotOutcome, SnapshotError> {
        let diff = match stored {
            Err(error) => Err(error),
            Ok(stored) => match self.summary.diff(&stored, self.tolerance) {
                Some(diff) => Ok(diff),
                // `matches` said otherwise; nothing differs.
                None => return Ok(SnapshotOutcome::Matched),
            },
        };
        Err(SnapshotError::DrawMismatch(Box::new(DrawMismatch {
            stored: places.stored,
            written: places.written,
            diff,
            tolerance: self.tolerance,
        })))
    }
}

/// A text form (visible text, the item tree), compared line for line.
struct TextCheck {
    text: String,
    /// `visible.txt`, `items.txt` or `dock.txt`.
    extension: &'static str,
}

impl SnapshotKind for TextCheck {
    type Stored = String;

    fn extension(&self) -> &'static str {
        self.extension
    }

    fn decode(bytes: &[u8]) -> Result<String, DecodeError> {
        // Line endings normalised: a checkout may turn `\n` into `\r\n`.
        Ok(String::from_utf8_lossy(bytes).replace("\r\n", "\n"))
    }

    fn encode(&self) -> Result<Vec<u8>, DecodeError> {
        Ok(self.text.clone().into_bytes())
    }

    fn matches(&self, stored: &String) -> bool {
        *stored == self.text
    }

    fn mismatch(
        &self,
        stored: String,
        places: Places,
        _: &SnapshotDir,
    ) -> Result<SnapshotOutcome, SnapshotError> {
        let diff = similar::TextDiff::from_lines(&stored, &self.text)
            .unified_diff()
            .context_radius(2)
            .header("stored", "new")
            .to_string();
        Err(SnapshotError::TextMismatch(Box::new(TextMismatch {
            stored: places.stored,
            written: places.written,
            first_line: first_differing_line(&stored, &self.text),
            diff,
        })))
    }
}

struct PixelCheck<'a> {
    image: &'a RgbaImage,
    tolerance: PixelTolerance,
}

impl SnapshotKind for PixelCheck<'_> {
    const EXTRA_FILES: &'static [&'static str] = &["diff.png"];
    type Stored = RgbaImage;

    fn extension(&self) -> &'static str {
        "png"
    }

    fn decode(bytes: &[u8]) -> Result<RgbaImage, DecodeError> {
        decode_png(bytes).map_err(DecodeError::Png)
    }

    fn encode(&self) -> Result<Vec<u8>, DecodeError> {
        encode_png(self.image).map_err(DecodeError::Png)
    }

    fn matches(&self, stored: &RgbaImage) -> bool {
        compare_images(stored, self.image, self.tolerance).passes(self.tolerance)
    }

    fn mismatch(
        &self,
        stored: RgbaImage,
        places: Places,
        dir: &SnapshotDir,
    ) -> Result<SnapshotOutcome, SnapshotError> {
        let comparison = compare_images(&stored, self.image, self.tolerance);
        let diff_path = places.extra.into_iter().next().unwrap_or_default();
        let diff = diff_image(&stored, self.image, self.tolerance);
        let bytes = encode_png(&diff).map_err(|error| SnapshotError::Png {
            path: diff_path.clone(),
            error,
        })?;
        dir.write(&diff_path, &bytes)?;
        Err(SnapshotError::PixelMismatch(Box::new(PixelMismatch {
            stored: places.stored,
            written: places.written,
            diff_image: diff_path,
            comparison,
            tolerance: self.tolerance,
        })))
    }
}

fn io_error(path: &Path, error: std::io::Error) -> SnapshotError {
    SnapshotError::Io {
        path: path.to_owned(),
        error,
    }
}

/// A name is one or more `/`-separated parts of ASCII letters, digits, `_` and `-`: no
/// empty part, no `..`, nothing absolute, so a name stays inside the directory on every
/// system.
fn check_name(name: &str) -> Result<(), SnapshotError> {
    let valid = name.split('/').all(|part| {
        !part.is_empty()
            && part
                .bytes()
                .all(|byte| byte.is_ascii_alphanumeric() || byte == b'_' || byte == b'-')
    });
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::snapshot::{SnapshotCommand, SnapshotList};
    use imgui_webgpu::source::DrawElements;

    /// A fresh, empty directory under the system temp dir.
    fn scratch(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("imgui-webgpu-files-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    fn frame(clip_x: f32) -> DrawSnapshot {
        let vertex = |x: f32, y: f32| imgui_webgpu::source::DrawVert {
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
                commands: vec![SnapshotCommand::Elements(DrawElements {
                    count: 3,
                    clip_rect: [clip_x, 0.0, 64.0, 64.0],
                    texture_id: imgui_webgpu::source::TextureId::new(7),
                    vtx_offset: 0,
                    idx_offset: 0,
                })],
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
        let message = error.to_string();
        assert!(
            message.contains("list 0, command 0: clip rect differs: expected `[0, 0, 64, 64]`, got `[2.5, 0, 64, 64]`"),
            "{message}"
        );
        assert!(mismatch.diff.is_ok());
        let written = std::fs::read_to_string(dir.path("ui", "new.txt")).unwrap();
        assert_eq!(written, frame(2.5).to_text());
        // The stored file is untouched without UPDATE_SNAPSHOTS.
        assert_eq!(
            std::fs::read_to_string(dir.path("ui", "txt")).unwrap(),
            frame(0.0).to_text()
        );
        // Within the tolerance: matched, and the stored file is not rewritten when updating.
        assert_eq!(
            updating.check_draw("ui", &frame(0.1)).unwrap(),
            SnapshotOutcome::Matched
        );
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
            crate::images::load_png(dir.path("ui", "png")).unwrap(),
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
        let diff = crate::images::load_png(dir.path("ui", "diff.png")).unwrap();
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
        let dir = SnapshotDir::at(scratch("names")).updating(false);
        for name in [
            "", "../x", "a/../b", "a.b", "a b", "/a", "a//b", "a/", "a\\b", "C:x", ".",
        ] {
            let error = dir.check_draw(name, &frame(0.0)).unwrap_err();
            assert!(
                matches!(error, SnapshotError::InvalidName(_)),
                "{name:?}: {error}"
            );
        }
        assert!(!dir.dir().exists(), "nothing was written");
    }

    #[test]
    fn names_with_folders_are_stored_in_folders() {
        let dir = SnapshotDir::at(scratch("folders")).updating(true);
        assert_eq!(
            dir.check_draw("widgets/basic", &frame(0.0)).unwrap(),
            SnapshotOutcome::Written
        );
        assert!(dir.dir().join("widgets").join("basic.txt").is_file());
        assert_eq!(
            dir.check_draw("widgets/basic", &frame(0.0)).unwrap(),
            SnapshotOutcome::Matched
        );
        let _ = std::fs::remove_dir_all(dir.dir());
    }

    #[test]
    fn update_values_are_understood_or_refused() {
        assert_eq!(UpdateMode::parse(None), Ok(UpdateMode::Off));
        for off in ["", "0", "false", "No", "off"] {
            assert_eq!(UpdateMode::parse(Some(off)), Ok(UpdateMode::Off), "{off}");
        }
        for on in ["1", "true", "YES", "on"] {
            assert_eq!(UpdateMode::parse(Some(on)), Ok(UpdateMode::Failing), "{on}");
        }
        for force in ["force", "FORCE", "all"] {
            assert_eq!(
                UpdateMode::parse(Some(force)),
                Ok(UpdateMode::Force),
                "{force}"
            );
        }
        for unknown in ["2", "update", "forced", "ture"] {
            assert_eq!(UpdateMode::parse(Some(unknown)), Err(unknown.to_owned()));
        }
    }

    #[test]
    fn an_unknown_update_value_fails_every_check_and_writes_nothing() {
        let mut dir = SnapshotDir::at(scratch("unknown-update"));
        dir.update = Err("ture".to_owned());
        let error = dir.check_draw("ui", &frame(0.0)).unwrap_err();
        assert!(
            matches!(&error, SnapshotError::UnknownUpdateValue { value } if value == "ture"),
            "{error}"
        );
        let message = error.to_string();
        assert!(
            message.contains("\"ture\"") && message.contains("force"),
            "{message}"
        );
        assert!(!dir.dir().exists(), "nothing was written");
    }

    #[test]
    fn force_rewrites_a_snapshot_within_the_tolerance_and_one_only_updates_failing_ones() {
        let dir = SnapshotDir::at(scratch("force")).updating(true);
        dir.check_draw("ui", &frame(0.0)).unwrap();
        let stored = dir.path("ui", "txt");
        let before = std::fs::read_to_string(&stored).unwrap();
        // A clip rectangle moved by 0.06 units: printed differently (the text form has
        // hundredths), within the portable tolerance (an eighth).
        let noisy = frame(0.06);
        assert_eq!(
            dir.check_draw("ui", &noisy).unwrap(),
            SnapshotOutcome::Matched
        );
        assert_eq!(std::fs::read_to_string(&stored).unwrap(), before);
        let forced = dir.clone().with_update_mode(UpdateMode::Force);
        assert_eq!(
            forced.check_draw("ui", &noisy).unwrap(),
            SnapshotOutcome::Written
        );
        assert_ne!(std::fs::read_to_string(&stored).unwrap(), before);
        assert_eq!(
            forced.check_draw("ui", &noisy).unwrap(),
            SnapshotOutcome::Matched,
            "nothing left to rewrite"
        );
        let _ = std::fs::remove_dir_all(dir.dir());
    }
}
