//! Rendering without a window, for tests that drive a renderer themselves: the GPU, an
//! offscreen target, and readback (awaitable, so it runs in browsers too). A
//! [`Harness`](crate::Harness) holds all of them.
//!
//! The target and the readback are `imgui-webgpu-offscreen`'s (binding-free, shared with the
//! repository's other tests); [`HeadlessTarget`] adds the one renderer call, and this
//! module's errors are [`HeadlessError`], as they always were.

pub(crate) mod gpu;
pub(crate) mod readback;
pub(crate) mod target;
#[cfg(test)]
mod tests;

pub use crate::error::HeadlessError;
pub use gpu::HeadlessGpu;
pub use imgui_webgpu_offscreen::{OffscreenError, OffscreenTarget, TargetDesc, framebuffer_size};
pub use readback::{read_texture_rgba8, read_texture_rgba8_async};
pub use target::HeadlessTarget;
