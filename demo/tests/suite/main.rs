//! The demo's tests, in one binary: the headless fallback, and the demo in a real window
//! under Xvfb driven with real input.

mod headless;
mod window;
