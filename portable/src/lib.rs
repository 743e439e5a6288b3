//! The rendering tests that run on both bindings, natively and in browsers: the same
//! functions everywhere. The main suite runs them on imgui-rs (`tests/suite/rendering.rs`),
//! the dear-imgui-rs suite on Dear ImGui 1.92 (`dear/tests/rendering.rs`), and the checks
//! page on the browser's WebGPU or WebGL2 device (`browser/checks`). Each awaits its
//! readback and its error scope, so nothing blocks a browser.
//!
//! They cover what differs between backends: colours and gradients on Unorm and sRGB
//! targets, a mesh past 65,535 vertices (without base vertex on WebGL2), bad commands
//! skipped while the rest draws, two targets in one submit, a paint callback clipped to its
//! window, and 4x MSAA resolved whole (WebGL2 resolves with a blit that obeys the scissor).
//! The frames are built by hand from the core's types ([`Frame`]), so the crate knows neither
//! binding: each binding's side is a [`Platform`] (its context, its renderer's constructor,
//! a frame with a paint callback). The target and its readback (awaitable, so nothing blocks
//! a browser) are `imgui-webgpu-offscreen`'s.

use imgui_webgpu::binding::Binding;
use imgui_webgpu::{PaintInfo, RenderReport, RendererConfig, RendererFor};

pub mod fill;
mod frame;
mod target;
mod tests;

pub use frame::{Frame, List, Quads};
pub use target::Target;

/// The device a test draws with.
#[derive(Clone, Copy)]
pub struct Gpu<'a> {
    /// Its adapter: the tests ask it for base vertex and 4x MSAA.
    pub adapter: &'a wgpu::Adapter,
    /// The device.
    pub device: &'a wgpu::Device,
    /// Its queue.
    pub queue: &'a wgpu::Queue,
}

/// What a test answers: a line saying what it saw, or why it failed.
pub type Outcome = Result<String, String>;

/// A renderer for one test, with the imgui context it serves and what hand-made quads
/// sample. Fields drop in order: the renderer before its context.
pub struct Setup<P: Platform> {
    /// The binding's renderer.
    pub renderer: RendererFor<P::Binding>,
    /// Quads that sample the renderer's font atlas at its white texel.
    pub quads: Quads,
    /// The binding's imgui context (and whatever keeps it the process's only one).
    pub context: P::Context,
}

/// One binding's side of the tests.
pub trait Platform: Sized {
    /// The binding the renderer serves.
    type Binding: Binding;
    /// Its imgui context, as a test holds it.
    type Context;

    /// A renderer of `config` for a new imgui context that has drawn one frame (so its font
    /// atlas exists on the device). One context at a time: a test drops its setup before it
    /// asks for another.
    fn setup(gpu: Gpu<'_>, config: RendererConfig) -> Result<Setup<Self>, String>;

    /// One imgui frame over a display of `target`'s size whose only content is a borderless
    /// window without background at `area` (position, size), painted by `callback`;
    /// rendered into `target` and submitted.
    fn paint_frame(
        setup: &mut Setup<Self>,
        gpu: Gpu<'_>,
        target: &Target,
        area: ([f32; 2], [f32; 2]),
        callback: impl Fn(&mut wgpu::RenderPass<'_>, &PaintInfo) + wgpu::WasmNotSendSync + 'static,
    ) -> Result<RenderReport, String>;
}

/// The portable tests' names, listed once: calls the macro `[$callback]` with `$args` and
/// then every name (the dispatch and [`ALL`] here, and [`native_tests!`] in the suites).
#[doc(hidden)]
#[macro_export]
macro_rules! with_portable_tests {
    ([$($callback:tt)*] $($args:tt)*) => {
        $($callback)*! {
            $($args)*
            colours_and_gradients,
            large_mesh,
            bad_input,
            two_targets_one_submit,
            paint_callback,
            msaa,
        }
    };
}

/// [`ALL`] for the runners, and the dispatch by name.
macro_rules! portable_tests {
    ($($test:ident),* $(,)?) => {
        /// Every portable rendering test, in the order the page runs them.
        pub const ALL: &[&str] = &[$(stringify!($test)),*];

        /// Runs the test called `name`.
        async fn dispatch<P: Platform>(gpu: Gpu<'_>, name: &str) -> Outcome {
            match name {
                $(stringify!($test) => tests::$test::<P>(gpu).await,)*
                other => Err(format!("no portable rendering test {other}")),
            }
        }
    };
}

with_portable_tests!([portable_tests]);

/// One `#[test]` per portable test, named after it, each calling `$run(name)` (a function
/// of the suite that runs the test called `name` on its binding's device and panics with its
/// answer when it fails): the native suites of both bindings take their tests from here.
/// With a list of names after `;`, those only, and a test that fails when [`ALL`] names
/// one the list lacks.
#[macro_export]
macro_rules! native_tests {
    ($run:path) => {
        $crate::with_portable_tests!([$crate::native_tests] $run;);
    };
    ($run:path; $($test:ident),* $(,)?) => {
        $(
            #[test]
            fn $test() {
                $run(stringify!($test));
            }
        )*

        /// Every portable test runs here: a new one cannot be left out.
        #[test]
        fn every_portable_test_runs_here() {
            assert_eq!($crate::ALL, &[$(stringify!($test)),*]);
        }
    };
}

/// Runs the test called `name` on `P`'s binding inside a wgpu validation error scope: a
/// validation error fails it.
pub async fn run<P: Platform>(gpu: Gpu<'_>, name: &str) -> Outcome {
    let scope = gpu.device.push_error_scope(wgpu::ErrorFilter::Validation);
    let result = dispatch::<P>(gpu, name).await;
    match (result, scope.pop().await) {
        (result, None) => result,
        (Ok(_), Some(error)) => Err(format!("wgpu validation error: {error}")),
        (Err(detail), Some(error)) => Err(format!("{detail}; wgpu validation error: {error}")),
    }
}
