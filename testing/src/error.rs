//! Why headless set-up, rendering or readback failed. Each message says the cause itself
//! (wgpu's error, the renderer's, the text search's), so a test's `unwrap` or `{error}` shows
//! why; `source()` still gives the cause as a value.

use std::fmt;

use imgui_webgpu::RenderError;
use imgui_webgpu::error::SetupError;
use imgui_webgpu_offscreen::OffscreenError;

use crate::harness::stepper::StepperError;
use crate::items::FindItemError;
use crate::text::FindTextError;

/// Why headless set-up, rendering or readback failed.
#[non_exhaustive]
pub enum HeadlessError {
    /// No wgpu adapter was found: no GPU driver and no software driver is installed.
    NoAdapter {
        /// The backends asked for (`WGPU_BACKEND`, or all but the no-op one).
        backends: wgpu::Backends,
        /// wgpu's answer.
        error: wgpu::RequestAdapterError,
    },
    /// The adapter refused to create a device.
    NoDevice(wgpu::RequestDeviceError),
    /// The target size is zero or beyond the device's limits.
    InvalidTargetSize([u32; 2]),
    /// The target format cannot be read back as RGBA8 by this crate.
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
    /// The renderer refused the frame (zero-sized target, broken display rectangle, ...).
    Render(RenderError),
    /// The offscreen target or its readback failed in a way the variants above do not name
    /// (a cause `imgui-webgpu-offscreen` added after this crate's release).
    Offscreen(OffscreenError),
}

impl fmt::Display for HeadlessError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NoAdapter { backends, error } => write!(
                f,
                "no wgpu adapter found for backends {backends:?} ({error}); install a GPU \
                 driver or Mesa's software one: `apt-get install mesa-vulkan-drivers \
                 libvulkan1`"
            ),
            Self::NoDevice(error) => write!(f, "the adapter refused to create a device: {error}"),
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
            Self::Render(error) => write!(f, "the renderer refused the frame: {error}"),
            Self::Offscreen(error) => write!(f, "{error}"),
        }
    }
}

impl std::error::Error for HeadlessError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Self::NoAdapter { error, .. } => Some(error),
            Self::NoDevice(error) => Some(error),
            Self::Poll(error) => Some(error),
            Self::Map(error) => Some(error),
            Self::MapRange(error) => Some(error),
            Self::Render(error) => Some(error),
            Self::Offscreen(error) => Some(error),
            _ => None,
        }
    }
}

/// The target's and readback's causes, each as the variant that always named it.
impl From<OffscreenError> for HeadlessError {
    fn from(error: OffscreenError) -> Self {
        match error {
            OffscreenError::NoAdapter { backends, error } => Self::NoAdapter { backends, error },
            OffscreenError::NoDevice(error) => Self::NoDevice(error),
            OffscreenError::InvalidTargetSize(size) => Self::InvalidTargetSize(size),
            OffscreenError::UnsupportedReadbackFormat(format) => {
                Self::UnsupportedReadbackFormat(format)
            }
            OffscreenError::NotCopySource(usage) => Self::NotCopySource(usage),
            OffscreenError::Multisampled(samples) => Self::Multisampled(samples),
            OffscreenError::Poll(error) => Self::Poll(error),
            OffscreenError::Map(error) => Self::Map(error),
            OffscreenError::MapRange(error) => Self::MapRange(error),
            OffscreenError::MapNeverAnswered => Self::MapNeverAnswered,
            other => Self::Offscreen(other),
        }
    }
}

impl From<RenderError> for HeadlessError {
    fn from(error: RenderError) -> Self {
        Self::Render(error)
    }
}

/// Why a harness could not be made, render, or act on a text.
///
/// Its `Debug` form is its message: a `#[test] fn .. -> Result<(), HarnessError>` that fails
/// prints its error with `{:?}`, which would otherwise be the items it lists, whole, on one
/// line.
#[non_exhaustive]
pub enum HarnessError {
    /// No GPU, a bad target, a failed readback, or a refused frame.
    Headless(HeadlessError),
    /// The renderer could not be set up (its pass shape, the font atlas, or a lost device).
    Setup(SetupError),
    /// The imgui context could not be made.
    Stepper(StepperError),
    /// An action found no single, wholly visible place for a text it aimed at.
    Text(FindTextError),
    /// A frame was needed (to render, or to find a text in) before any was built.
    NoFrame,
    /// An item query found no single item (or the frame has no items).
    Item(FindItemError),
    /// The UI kept changing for `frames` frames.
    NotSettled {
        /// Frames built.
        frames: usize,
        /// What differed between the last two (the first differing draw command and field).
        changing: String,
    },
    /// An action did not take: what it tried, and what imgui did instead.
    Missed {
        /// The action ("click the text \"Apply\" at (52, 40)").
        action: String,
        /// Why it counts as missed.
        why: String,
    },
    /// Dear ImGui 1.92's textures of the frame were not all served (a request the renderer
    /// refused, say a font texture over the device's size limit): the frame's geometry is
    /// imgui's, its pixels would not be.
    Textures(String),
    /// A window could not be docked ([`Harness::dock_window`](crate::Harness::dock_window),
    /// the `docking` feature): which step failed.
    #[cfg(feature = "docking")]
    Dock(crate::docking::DockError),
}

impl fmt::Display for HarnessError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Headless(error) => write!(f, "headless rendering failed: {error}"),
            Self::Setup(error) => write!(f, "the renderer could not be set up: {error}"),
            Self::Stepper(error) => write!(f, "the imgui context could not be made: {error}"),
            Self::Text(error) => write!(f, "{error}"),
            Self::NoFrame => write!(f, "no frame was built yet: call `step` first"),
            Self::Item(error) => write!(f, "{error}"),
            Self::NotSettled { frames, changing } => write!(
                f,
                "the UI did not settle in {frames} frames; the last two differ: {changing}"
            ),
            Self::Missed { action, why } => write!(f, "could not {action}: {why}"),
            Self::Textures(why) => write!(f, "the frame cannot be rendered: {why}"),
            #[cfg(feature = "docking")]
            Self::Dock(error) => write!(f, "{error}"),
        }
    }
}

impl std::error::Error for HarnessError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Self::Headless(error) => Some(error),
            Self::Setup(error) => Some(error),
            Self::Stepper(error) => Some(error),
            Self::Text(error) => Some(error),
            Self::Item(error) => Some(error),
            #[cfg(feature = "docking")]
            Self::Dock(error) => Some(error),
            Self::NoFrame | Self::NotSettled { .. } | Self::Missed { .. } | Self::Textures(_) => {
                None
            }
        }
    }
}

impl From<HeadlessError> for HarnessError {
    fn from(error: HeadlessError) -> Self {
        Self::Headless(error)
    }
}

impl From<SetupError> for HarnessError {
    fn from(error: SetupError) -> Self {
        Self::Setup(error)
    }
}

impl From<StepperError> for HarnessError {
    fn from(error: StepperError) -> Self {
        Self::Stepper(error)
    }
}

impl From<FindItemError> for HarnessError {
    fn from(error: FindItemError) -> Self {
        Self::Item(error)
    }
}

#[cfg(feature = "docking")]
impl From<crate::docking::DockError> for HarnessError {
    fn from(error: crate::docking::DockError) -> Self {
        Self::Dock(error)
    }
}

impl From<FindTextError> for HarnessError {
    fn from(error: FindTextError) -> Self {
        Self::Text(error)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::items::{Item, ItemStatus};
    use crate::text::TextLine;

    fn item(label: &str, window: &str) -> Item {
        Item {
            id: 0x1234,
            label: label.to_owned(),
            full_label: format!("{label}##x"),
            window: window.to_owned(),
            seed: 0,
            rect: [10.0, 20.0, 110.0, 40.0],
            clip: [0.0, 0.0, 400.0, 300.0],
            cut: [false; 4],
            status: ItemStatus::default(),
        }
    }

    /// What a failed `#[test] fn .. -> Result` prints (`{:?}`) is the message, one item a
    /// line, not the structs.
    #[test]
    fn a_failed_test_prints_the_message() {
        let ambiguous = FindItemError::Ambiguous {
            query: "labelled \"Console\"".to_owned(),
            items: vec![
                item("Console", "Dear ImGui Demo"),
                item("Console", "Example: Console"),
            ],
        };
        let not_found = FindTextError::NotFound {
            text: "Apply".to_owned(),
            nearest: vec![TextLine {
                text: "Apply all".to_owned(),
                rect: [1.0, 2.0, 3.0, 4.0],
                clipped: false,
            }],
            lines: 12,
        };
        for error in [
            HarnessError::Item(ambiguous.clone()),
            HarnessError::Text(not_found.clone()),
        ] {
            let printed = format!("{error:?}");
            assert_eq!(printed, error.to_string());
            assert!(
                !printed.contains("Item {") && !printed.contains("TextLine {"),
                "{printed}"
            );
        }
        assert_eq!(format!("{ambiguous:?}"), ambiguous.to_string());
        assert_eq!(format!("{not_found:?}"), not_found.to_string());
        let boxed: Box<dyn std::error::Error> = Box::new(ambiguous.clone());
        assert_eq!(format!("{boxed:?}"), ambiguous.to_string());
        assert_eq!(ambiguous.to_string().lines().count(), 3, "{ambiguous}");
    }
}
