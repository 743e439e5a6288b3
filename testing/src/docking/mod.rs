//! Dear ImGui's docking, driven as a user drives it (the `docking` feature, which builds
//! imgui's docking branch): [`Harness::dock_window`](crate::Harness::dock_window) drags a
//! window by its title bar (or its tab, when it is docked already) onto one of the squares
//! imgui shows over another window, and [`Harness::dock_layout`](crate::Harness::dock_layout)
//! reads back the trees of dock nodes imgui keeps, to ask where a window ended up or to
//! snapshot the whole layout ([`assert_dock_snapshot`](crate::assert_dock_snapshot)).
//!
//! The harness turns docking on (`ConfigFlags::DOCKING_ENABLE`) when the feature is on, and
//! leaves `config_docking_with_shift` off: docking happens over the squares, as by default
//! in an app. The squares are placed as imgui places them
//! (`DockNodeCalcDropRectsAndTestMousePos`), and each step is checked: the drag must start
//! imgui's docking payload, the target must accept it (imgui shows its preview), and after
//! the release the layout must have the window where it was to go; otherwise a
//! [`DockError`] says which step failed.
//!
//! ```
//! use imgui::Condition;
//! use imgui_webgpu_testing::docking::{DockSide, DockTarget};
//! use imgui_webgpu_testing::{Harness, HarnessConfig};
//!
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let mut harness = Harness::new_ui(HarnessConfig::new([640.0, 400.0]), |ui| {
//!     for (name, pos) in [("Scene", [10.0, 10.0]), ("Tools", [420.0, 40.0])] {
//!         ui.window(name)
//!             .position(pos, Condition::FirstUseEver)
//!             .size([180.0, 160.0], Condition::FirstUseEver)
//!             .build(|| ui.text(name));
//!     }
//! })?;
//! harness.dock_window("Tools", DockTarget::new("Scene", DockSide::Left))?;
//! let layout = harness.dock_layout();
//! assert_eq!(layout.side_of("Tools", "Scene"), Some(DockSide::Left));
//! # Ok(())
//! # }
//! ```

mod error;
mod layout;
pub(crate) mod read;
mod target;

pub use error::DockError;
pub use layout::{DockAxis, DockLayout, DockNode, DockSplit};
pub use target::{DockSide, DockTarget};

pub(crate) use target::aim;
