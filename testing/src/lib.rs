//! # imgui-webgpu-testing
//!
//! Test Dear ImGui UIs without a window, the way a user sees them: find a widget by the text
//! it shows, click it, and check the frame against stored snapshots. It runs on any machine
//! with a wgpu adapter (Mesa's software Vulkan driver, lavapipe, on CI machines without a
//! GPU), through the same renderer an app ships, [`imgui_webgpu`].
//!
//! ```
//! use imgui_webgpu_testing::{
//!     Harness, HarnessConfig, PixelTolerance, assert_pixel_snapshot, assert_text_snapshot,
//! };
//!
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! // The harness owns the app: its state (here a count of clicks) and the UI that draws it.
//! let config = HarnessConfig::new([240.0, 120.0]);
//! let mut harness = Harness::new_app(config, 0_u32, |ui, clicks| {
//!     ui.window("Counter")
//!         .position([10.0, 10.0], imgui::Condition::Always)
//!         .size([220.0, 100.0], imgui::Condition::Always)
//!         .build(|| {
//!             if ui.button("Add one") {
//!                 *clicks += 1;
//!             }
//!             ui.text(format!("clicks: {clicks}"));
//!         });
//! })?;
//!
//! // As a user does: the mouse moves there, imgui hovers the button, the press and the
//! // release go in, and the UI settles. The action says what it did, or why it could not.
//! let action = harness.click_on("Add one")?;
//! println!("{action}");
//! assert_eq!(*harness.state(), 1);
//! let frame = harness.settle()?.clone();
//! assert!(frame.find_text("clicks: 1").is_ok());
//!
//! // The text on screen, line by line: tests/snapshots/doc_counter.visible.txt
//! assert_text_snapshot("doc_counter", &frame);
//! // The pixels: tests/snapshots/doc_counter.png
//! let image = harness.render_image()?;
//! assert_pixel_snapshot("doc_counter", &image, PixelTolerance::default());
//! # Ok(())
//! # }
//! ```
//!
//! ## Three kinds of snapshot
//!
//! - **Visible text** ([`assert_text_snapshot`], `NAME.visible.txt`): each line of text the
//!   frame shows, with its rectangle; [`assert_window_text_snapshot`] takes one window's
//!   ([`Frame::visible_text_in`]). It outlasts imgui updates that move vertices by a hair,
//!   and reads best in review.
//! - **Draw lists** ([`assert_draw_snapshot`], `NAME.txt`): every draw command with its
//!   texture, clip rect and its vertices and indices (in 1/256 of a unit, compressed),
//!   compared within a tolerance of a fraction of a unit, so a snapshot holds on any CPU
//!   (imgui's antialiasing arithmetic differs by a hair between SSE and none).
//! - **Pixels** ([`assert_pixel_snapshot`], `NAME.png`): the rendered image, within a
//!   [`PixelTolerance`] that covers what differs between GPUs.
//!
//! On a mismatch the assertions write `NAME.new.*` (and `NAME.diff.png`) next to the stored
//! files and fail saying what differs: the first difference beyond the tolerance for draw
//! lists, a unified diff for visible text, how many pixels fail and by how much for
//! images. Run with `UPDATE_SNAPSHOTS=1` to accept the
//! new results.
//!
//! ## Finding text
//!
//! Dear ImGui has no accessibility tree, but every character it draws is a quad whose UVs
//! name a glyph of the font atlas. [`Frame::visible_text`] maps the quads back to
//! characters, groups them into lines, and leaves out what does not show: text clipped
//! away (scrolled out of a child window) or under a later opaque window. [`Frame::find_text`]
//! answers where a text shows, or why it cannot be clicked ([`text::FindTextError`]: not found,
//! in several places, clipped, hidden).
//!
//! ## An app's own fonts
//!
//! Set the context up before the atlas is built with [`Harness::builder`]:
//!
//! ```no_run
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! # let font_bytes: &[u8] = &[];
//! use imgui_webgpu_testing::{Harness, HarnessConfig};
//!
//! let mut harness = Harness::builder(HarnessConfig::new([320.0, 200.0]))
//!     .setup(|ctx| {
//!         ctx.fonts().add_font(&[imgui::FontSource::TtfData {
//!             data: font_bytes,
//!             size_pixels: 16.0,
//!             config: None,
//!         }]);
//!     })
//!     .build_ui(|ui| ui.show_demo_window(&mut true))?;
//! # Ok(())
//! # }
//! ```
//!
//! ## The pieces alone
//!
//! [`UiStepper`] steps an imgui context deterministically; [`InputEvent`]s drive any
//! context; [`snapshot`] records, stores, compares and replays frames; [`headless`]
//! renders any [`DrawSource`](imgui_webgpu::source::DrawSource) offscreen; [`images`]
//! compares and stores what it reads back; [`text`] reads a frame's text.
//!
//! ## Features
//!
//! - `item-hooks`: widgets by identity and state, through Dear ImGui's test-engine hooks
//!   ([`items`]; imgui must be built with `IMGUI_ENABLE_TEST_ENGINE`, see the README).
//! - `docking`: Dear ImGui's docking branch (imgui-rs's `docking` feature, for the whole
//!   build). The harness turns docking on, docks windows by dragging them onto the squares
//!   imgui shows, as a user does (`Harness::dock_window`), and reads the dock layout back
//!   (`Harness::dock_layout`, the `docking` module, `assert_dock_snapshot`).
#![warn(missing_docs)]

// One folder per public module: `harness` (the root's `Harness`, `UiStepper`, `Frame`,
// `InputEvent`), `headless`, `images`, `snapshot`, `text`; the errors a user sees in
// `error.rs`; the binding the crate drives (imgui-rs or dear-imgui-rs) in `binding`.
mod binding;
#[cfg(feature = "docking")]
pub mod docking;
mod error;
mod error_debug;
mod harness;
pub mod headless;
/// Images read back from the GPU: comparison within a tolerance, PNG files, and the sRGB
/// transfer function. Binding-free, so it lives in `imgui-webgpu-offscreen` (which the
/// browser tests use without wgpu); re-exported here whole, at the path it always had.
pub use imgui_webgpu_offscreen::images;
pub mod items;
pub mod snapshot;
pub mod text;

/// The Rust code of the crate's README, compiled as doctests.
#[cfg(all(doctest, feature = "imgui-rs"))]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;

/// The workspace's UI-testing cookbook, compiled as doctests here too with the `docking`
/// feature: the renderer's crate compiles it without the feature, where its docking recipe
/// compiles to nothing.
#[cfg(all(doctest, feature = "docking", feature = "imgui-rs"))]
#[doc = include_str!("../../docs/ui-testing-cookbook.md")]
struct CookbookDoctests;

pub use binding::Renderer;
pub use error::HarnessError;
pub use harness::actions::{Action, SETTLE_LIMIT, Target};
pub use harness::arithmetic::ImguiArithmetic;
pub use harness::frame::Frame;
pub use harness::input::InputEvent;
pub use harness::stepper::{ContextTurn, StepperError, UiStepper};
pub use harness::{Harness, HarnessBuilder, HarnessConfig, HarnessParts};
pub use images::PixelTolerance;
#[cfg(feature = "docking")]
pub use snapshot::assert_dock_snapshot;
pub use snapshot::{
    assert_draw_snapshot, assert_item_snapshot, assert_pixel_snapshot, assert_text_snapshot,
    assert_window_text_snapshot,
};
