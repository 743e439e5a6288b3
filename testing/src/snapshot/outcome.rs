//! What a snapshot check answers: how it passed ([`SnapshotOutcome`]), or why it failed
//! ([`SnapshotError`]: no stored file, a mismatch with what differs and where the new result
//! was written, or an I/O or decoding error). `UPDATE_SNAPSHOTS` names the variable that
//! accepts new results.

use std::fmt;
use std::path::PathBuf;

use crate::images::PngError;
use crate::images::{ImageComparison, PixelTolerance};
use crate::snapshot::{DrawTolerance, SnapshotDiff, TextParseError};

/// The environment variable that makes checks accept and store new results.
pub const UPDATE_ENV: &str = "UPDATE_SNAPSHOTS";

/// What a passing check did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SnapshotOutcome {
    /// The result matches the stored file.
    Matched,
    /// `UPDATE_SNAPSHOTS` is set and the stored file was written (new, outside the
    /// tolerance, or rewritten by `force`).
    Written,
}

/// Why a snapshot check failed.
#[non_exhaustive]
pub enum SnapshotError {
    /// The name is empty, has an empty folder part, or holds characters other than ASCII
    /// letters, digits, `_`, `-` and `/` between folders.
    InvalidName(String),
    /// `UPDATE_SNAPSHOTS` holds a value that names no [`UpdateMode`](super::UpdateMode):
    /// refused rather than read as "do not update".
    UnknownUpdateValue {
        /// The value.
        value: String,
    },
    /// No stored file: the result was written as `written` for review.
    Missing {
        /// The stored file that was looked for.
        stored: PathBuf,
        /// Where the result was written.
        written: PathBuf,
    },
    /// The draw lists differ from the stored text.
    DrawMismatch(Box<DrawMismatch>),
    /// The visible text differs from the stored text.
    TextMismatch(Box<TextMismatch>),
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
#[non_exhaustive]
pub struct DrawMismatch {
    /// The stored file.
    pub stored: PathBuf,
    /// Where the new text was written.
    pub written: PathBuf,
    /// The first difference beyond the tolerance, or why the stored text could not be read.
    pub diff: Result<SnapshotDiff, TextParseError>,
    /// The tolerance that was exceeded.
    pub tolerance: DrawTolerance,
}

/// Where and how the visible text differs from its stored text.
#[derive(Debug)]
#[non_exhaustive]
pub struct TextMismatch {
    /// The stored file.
    pub stored: PathBuf,
    /// Where the new text was written.
    pub written: PathBuf,
    /// The first differing line of each text, with its number.
    pub first_line: Option<(usize, String, String)>,
    /// A unified diff from the stored text to the new one (two lines of context).
    pub diff: String,
}

/// The most diff lines a message shows; the written file has the rest.
const SHOWN_DIFF_LINES: usize = 80;

/// Where and how an image differs from its stored PNG.
#[derive(Debug)]
#[non_exhaustive]
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
                "invalid snapshot name `{name}`: use ASCII letters, digits, `_` and `-`, with \
                 `/` between folders"
            ),
            Self::UnknownUpdateValue { value } => write!(
                f,
                "{UPDATE_ENV}={value:?} is not understood: use 1 (store missing and failing \
                 snapshots), force (store every snapshot checked) or 0 (store none)"
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
                    tolerance,
                } = mismatch.as_ref();
                match diff {
                    Ok(diff) => write!(
                        f,
                        "draw snapshot differs from {} beyond the tolerance ({tolerance})\n  \
                         {diff}",
                        stored.display(),
                    )?,
                    Err(error) => write!(f, "cannot read {}: {error}", stored.display())?,
                }
                write!(f, "\nwrote {}: {ACCEPT_HINT}", written.display())
            }
            Self::TextMismatch(mismatch) => {
                write!(f, "text differs from {}", mismatch.stored.display())?;
                if let Some((line, _, _)) = &mismatch.first_line {
                    write!(f, " from line {line}")?;
                }
                let lines: Vec<&str> = mismatch.diff.lines().collect();
                for line in lines.iter().take(SHOWN_DIFF_LINES) {
                    write!(f, "\n  {line}")?;
                }
                if lines.len() > SHOWN_DIFF_LINES {
                    write!(
                        f,
                        "\n  ... {} more diff lines",
                        lines.len() - SHOWN_DIFF_LINES
                    )?;
                }
                write!(f, "\nwrote {}: {ACCEPT_HINT}", mismatch.written.display())
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

impl std::error::Error for SnapshotError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Self::Io { error, .. } => Some(error),
            Self::Png { error, .. } => Some(error),
            _ => None,
        }
    }
}
