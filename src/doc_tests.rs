//! The Rust code of the README and the `docs/` pages, compiled by `cargo test` as doctests,
//! so every snippet a reader copies compiles as written.

/// `README.md`.
#[doc = include_str!("../README.md")]
struct Readme;

/// `docs/app.md`.
#[doc = include_str!("../docs/app.md")]
struct AppCrate;

/// `docs/colour.md`.
#[doc = include_str!("../docs/colour.md")]
struct Colour;

/// `docs/gl-and-webgl2.md`.
#[doc = include_str!("../docs/gl-and-webgl2.md")]
struct GlAndWebGl2;

/// `docs/native-apps.md`.
#[doc = include_str!("../docs/native-apps.md")]
struct NativeApps;

/// `docs/browser.md`.
#[doc = include_str!("../docs/browser.md")]
struct Browser;

/// `docs/reliability.md`.
#[doc = include_str!("../docs/reliability.md")]
struct Reliability;

/// `docs/performance.md`.
#[doc = include_str!("../docs/performance.md")]
struct Performance;

/// `docs/testing.md`.
#[doc = include_str!("../docs/testing.md")]
struct Testing;

/// `docs/ui-testing-cookbook.md`.
#[doc = include_str!("../docs/ui-testing-cookbook.md")]
struct UiTestingCookbook;
