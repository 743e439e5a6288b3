//! Whether the window can be seen, from what each platform reports: nothing is drawn while
//! it cannot, and nothing is lost when it comes back (imgui's state is untouched; the next
//! frame draws the UI as it is then).

use std::time::Duration;

use web_time::Instant;
use winit::window::Window;

/// Why a window may not be seen. winit on X11 reports no zero size for a minimised window
/// (of the desktop platforms only Windows does), so a zero size alone would leave the app
/// drawing at full speed into a window nobody sees.
#[derive(Debug, Default)]
pub struct Visibility {
    /// `Resized` to zero: minimised on Windows; a canvas of zero size in browsers.
    pub zero_size: bool,
    /// `WindowEvent::Occluded(true)`: on X11 a window manager that iconifies a window by
    /// unmapping it, or a window fully covered; macOS too; a hidden tab in browsers.
    pub occluded: bool,
    /// `Window::is_minimized()` (asked before each frame): on X11 `_NET_WM_STATE_HIDDEN`;
    /// Windows and macOS answer too, Wayland and browsers never.
    minimized: bool,
    /// The surface answered `Occluded` (Metal) or `Timeout`: it is asked again at this time,
    /// since no event may say when it can be drawn again.
    pub surface_retry: Option<Instant>,
    /// What was last reported (each change is logged).
    reported: Option<&'static str>,
}

impl Visibility {
    /// While hidden, the event loop wakes this often to ask again: a restore sends events
    /// on X11, Windows and macOS, but a missed one must not leave the window blank.
    pub const RECHECK: Duration = Duration::from_millis(250);

    /// A window of `size` physical pixels, not known to be hidden otherwise.
    pub fn new(size: [u32; 2]) -> Self {
        Self {
            zero_size: size.contains(&0),
            ..Self::default()
        }
    }

    /// Why the window cannot be seen, if it cannot.
    pub fn hidden(&self) -> Option<&'static str> {
        if self.zero_size {
            Some("zero-sized")
        } else if self.minimized {
            Some("minimised")
        } else if self.occluded {
            Some("occluded")
        } else if self.surface_retry.is_some() {
            Some("the surface is occluded")
        } else {
            None
        }
    }

    /// Asks the window and the clock again; the change since the last call, if any.
    pub fn refresh(&mut self, window: &Window, now: Instant) -> Option<Option<&'static str>> {
        self.minimized = window.is_minimized() == Some(true);
        if self.surface_retry.is_some_and(|at| now >= at) {
            self.surface_retry = None;
        }
        let hidden = self.hidden();
        (hidden != self.reported).then(|| {
            self.reported = hidden;
            hidden
        })
    }
}
