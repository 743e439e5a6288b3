//! Test your UI without a window: deterministic frames, draw-list snapshots and pixel
//! snapshots, on any machine with a wgpu adapter (Mesa's software Vulkan driver, lavapipe,
//! on CI machines without a GPU).
//!
//! The whole flow: build a UI, click it, capture the frame, render it headlessly, compare
//! both with files stored under `tests/snapshots/`.
//!
//! ```
//! use imgui_webgpu::testing::{
//!     Harness, HarnessConfig, PixelTolerance, assert_draw_snapshot, assert_pixel_snapshot,
//! };
//!
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let mut harness = Harness::new(HarnessConfig::new([240.0, 120.0]))?;
//! let mut clicks = 0;
//! let button_center = std::cell::Cell::new([0.0, 0.0]);
//! let mut counter = |ui: &imgui::Ui| {
//!     ui.window("Counter")
//!         .position([10.0, 10.0], imgui::Condition::Always)
//!         .size([220.0, 100.0], imgui::Condition::Always)
//!         .build(|| {
//!             if ui.button("Add one") {
//!                 clicks += 1;
//!             }
//!             let ([x1, y1], [x2, y2]) = (ui.item_rect_min(), ui.item_rect_max());
//!             button_center.set([(x1 + x2) / 2.0, (y1 + y2) / 2.0]);
//!             ui.text(format!("clicks: {clicks}"));
//!         });
//! };
//!
//! harness.run(3, &mut counter); // new windows settle in a frame or two
//! harness.click(button_center.get()); // imgui sees the press next frame, the release after
//! let frame = harness.run(3, &mut counter).clone();
//! assert_eq!(clicks, 1);
//!
//! // The draw lists, as stable text: tests/snapshots/doc_counter.txt
//! assert_draw_snapshot("doc_counter", &frame);
//! // The pixels: tests/snapshots/doc_counter.png
//! let image = harness.render_image()?;
//! assert_pixel_snapshot("doc_counter", &image, PixelTolerance::default());
//! # Ok(())
//! # }
//! ```
//!
//! On a mismatch the assertions write `NAME.new.txt` / `NAME.new.png` and `NAME.diff.png`
//! next to the stored files and fail with the first differing draw command, or the count of
//! failing pixels and the worst difference. Run with `UPDATE_SNAPSHOTS=1` to accept the new
//! results. See [`PixelTolerance`] for what differs between GPUs and which tolerance covers
//! it.
//!
//! The pieces work alone too: [`UiStepper`] steps an imgui context deterministically,
//! [`DrawSnapshot`](crate::snapshot::DrawSnapshot) records and replays frames,
//! [`HeadlessTarget`](crate::headless::HeadlessTarget) renders any
//! [`DrawSource`](crate::DrawSource) offscreen, [`compare_images`] and [`save_png`] work on
//! any [`RgbaImage`](crate::headless::RgbaImage).

mod compare;
mod files;
mod harness;
mod input;
mod png_io;
mod stepper;

pub use compare::{ImageComparison, PixelTolerance, compare_images, diff_image};
pub use files::{
    DrawMismatch, PixelMismatch, SnapshotDir, SnapshotError, SnapshotOutcome, UPDATE_ENV,
    assert_draw_snapshot, assert_pixel_snapshot,
};
pub use harness::{Harness, HarnessConfig, HarnessError};
pub use input::InputEvent;
pub use png_io::{PngError, decode_png, encode_png, load_png, save_png};
pub use stepper::{StepperError, UiStepper};
