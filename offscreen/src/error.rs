//! Why a target could not be made or read back. Each message says the cause itself (wgpu's
//! error), so a test's `unwrap` or `{error}` shows why; `source()` still gives the cause as a
//! value.

use std::fmt;

/// Why a device could not be opened ([`crate::Gpu`]), an offscreen target made, or a
/// texture read back.
#[non_exhaustive]
pub enum OffscreenError {
    /// No adapter of these backends (`WGPU_BACKEND` picks them): a machine without one
    /// fails, never skips. On Linux, `apt-get install mesa-vulkan-drivers` gives lavapipe.
    NoAdapter {
        /// The backends asked for.
        backends: wgpu::Backends,
        /// wgpu's answer.
        error: wgpu::RequestAdapterError,
    },
    /// The adapter gave no device (with the limits asked for).
    NoDevice(wgpu::RequestDeviceError),
    /// In a browser: no window, document or canvas to open WebGL2 with.
    NoCanvas,
    /// The target size is zero or beyond the device's largest 2D texture.
    InvalidTargetSize([u32; 2]),
    /// The texture's format cannot be read back as RGBA8 by this crate.
    UnsupportedReadbackFormat(wgpu::TextureFormat),
    /// The texture lacks `TextureUsages::COPY_SRC`, so it cannot be copied out for readback.
    NotCopySource(wgpu::TextureUsages),
    /// The texture is multisampled (this sample count); only its resolved, single-sampled
    /// texture can be copied out.
    Multisampled(u32),
    /// Waiting for the readback copy failed.
    Poll(wgpu::PollError),
    /// Mapping the readback buffer failed (a lost device, say).
    Map(wgpu::BufferAsyncError),
    /// The mapped readback buffer could not be read.
    MapRange(wgpu::MapRangeError),
    /// wgpu dropped the map request without answering it (or, in a browser, did not answer
    /// within ten seconds).
    MapNeverAnswered,
}

impl fmt::Display for OffscreenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NoAdapter { backends, error } => {
                write!(f, "no adapter for {backends:?}: {error}")
            }
            Self::NoDevice(error) => write!(f, "the adapter gave no device: {error}"),
            Self::NoCanvas => write!(f, "no canvas to open a device with in this page"),
            Self::InvalidTargetSize(size) => {
                write!(f, "invalid target size {}x{}", size[0], size[1])
            }
            Self::UnsupportedReadbackFormat(format) => {
                write!(f, "cannot read back {format:?} as RGBA8")
            }
            Self::NotCopySource(usage) => write!(
                f,
                "cannot read back a texture without COPY_SRC usage (it has {usage:?})"
            ),
            Self::Multisampled(samples) => write!(
                f,
                "cannot read back a texture with {samples} samples; read its resolve target"
            ),
            Self::Poll(error) => write!(f, "waiting for the readback failed: {error}"),
            Self::Map(error) => write!(f, "mapping the readback buffer failed: {error}"),
            Self::MapRange(error) => {
                write!(f, "reading the mapped readback buffer failed: {error}")
            }
            Self::MapNeverAnswered => write!(f, "wgpu dropped the readback's map request"),
        }
    }
}

// Its `Debug` is its message: a failing `#[test] fn .. -> Result<(), E>` prints `{:?}`.
impl fmt::Debug for OffscreenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl std::error::Error for OffscreenError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Self::NoAdapter { error, .. } => Some(error),
            Self::NoDevice(error) => Some(error),
            Self::Poll(error) => Some(error),
            Self::Map(error) => Some(error),
            Self::MapRange(error) => Some(error),
            _ => None,
        }
    }
}
