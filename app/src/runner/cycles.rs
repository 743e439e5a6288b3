//! The probe's `viewport-cycles N`: an imgui window of the probe's own, placed outside the
//! main window for two frames (resized between them), N times, alternating between two such
//! windows, so that imgui creates, resizes and destroys a viewport (an OS window and its
//! surface) N times. Window tests of any app count live GPU objects before and after. Without viewports
//! (imgui's multi-viewport off) the window is only cut off at the main window's edge.

use super::frame::{App, AppError, Frame, Setup};

/// Frames in one cycle: two with the window (the second resizes it). imgui destroys a
/// viewport two frames after its window was last submitted, so cycles alternate between two
/// windows: each cycle makes one viewport while the other's is destroyed.
const FRAMES_PER_CYCLE: u32 = 2;
/// Frames after the last cycle, until its viewport is destroyed.
const TRAILING_FRAMES: u32 = 2;

/// The app, with the probe's cycling window built after its UI.
pub struct CyclingApp<A> {
    pub app: A,
    cycles_left: u32,
    frame: u32,
    /// Cycles finished since the last [`CyclingApp::take_finished`].
    finished: Option<u32>,
    asked: u32,
}

impl<A> CyclingApp<A> {
    /// Wraps `app`; no cycles until [`CyclingApp::start`].
    pub fn new(app: A) -> Self {
        Self {
            app,
            cycles_left: 0,
            frame: 0,
            finished: None,
            asked: 0,
        }
    }

    /// Starts `cycles` viewport cycles from the next frame.
    pub fn start(&mut self, cycles: u32) {
        self.cycles_left = cycles;
        self.asked = cycles;
        self.frame = 0;
    }

    /// The number of cycles run, once they are all done (and their last viewport destroyed).
    pub fn take_finished(&mut self) -> Option<u32> {
        self.finished.take()
    }

    fn cycle_window(&mut self, ui: &imgui::Ui, frame: &mut Frame<'_>) {
        if self.cycles_left == 0 {
            return;
        }
        frame.request_repaint();
        let cycle = self.frame / FRAMES_PER_CYCLE;
        let step = self.frame % FRAMES_PER_CYCLE;
        if cycle < self.asked {
            // SAFETY: a frame is being built, so imgui's current context has a main viewport.
            let main = unsafe { &*imgui::sys::igGetMainViewport() };
            let pos = [main.Pos.x + main.Size.x + 24.0, main.Pos.y + 24.0];
            let size = [160.0 + 40.0 * step as f32, 100.0 + 20.0 * step as f32];
            let name = if cycle.is_multiple_of(2) {
                "probe viewport###probe viewport A"
            } else {
                "probe viewport###probe viewport B"
            };
            ui.window(name)
                .position(pos, imgui::Condition::Always)
                .size(size, imgui::Condition::Always)
                .flags(imgui::WindowFlags::NO_SAVED_SETTINGS)
                .build(|| ui.text("probe viewport"));
        }
        self.frame += 1;
        if self.frame == self.asked * FRAMES_PER_CYCLE + TRAILING_FRAMES {
            self.cycles_left = 0;
            self.finished = Some(self.asked);
        }
    }
}

impl<A: App> App for CyclingApp<A> {
    fn ui(&mut self, ui: &imgui::Ui, frame: &mut Frame<'_>) {
        self.app.ui(ui, frame);
        self.cycle_window(ui, frame);
    }

    fn device_ready(&mut self, setup: &mut Setup<'_>) -> Result<(), AppError> {
        self.app.device_ready(setup)
    }

    fn exit(&mut self) {
        self.app.exit();
    }
}
