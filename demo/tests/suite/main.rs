//! The demo's tests, in one binary: the headless fallback, and the demo in a real window
//! under Xvfb driven with real input (with the `docking` feature: docking, and panels
//! dragged out into OS windows of their own).

mod headless;
#[cfg(feature = "docking")]
mod viewports;
// Its pixel checks read the layout as window pixels; with viewports on it is on the desktop.
#[cfg(not(feature = "docking"))]
mod window;
