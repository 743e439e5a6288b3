//! Rendering without a window, for tests that drive a renderer themselves: the GPU, an
//! offscreen target, and readback (awaitable, so it runs in browsers too). A
//! [`Harness`](crate::Harness) holds all of them.

pub(crate) mod gpu;
pub(crate) mod readback;
pub(crate) mod target;
#[cfg(test)]
mod tests;

pub use crate::error::HeadlessError;
pub use gpu::HeadlessGpu;
pub use readback::{read_texture_rgba8, read_texture_rgba8_async};
pub use target::{HeadlessTarget, framebuffer_size};
