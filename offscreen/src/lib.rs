//! The binding-free pieces of imgui-webgpu's pixel tests: an offscreen target, readback to
//! RGBA8, and image comparison with PNG files.
//!
//! Every test of a renderer needs a texture to draw into and a way to read it back; the
//! testing crate, the portable rendering tests, the Dear ImGui 1.92 tests, the benchmark's
//! scenes and the browser tests all did, each with a copy of its own. This crate is the one
//! copy. It knows neither imgui binding nor the renderer: the one renderer call stays with
//! the caller, who draws into the pass [`OffscreenTarget::encode_pass`] hands it.
//!
//! - [`images`]: RGBA images, PNG files, comparison within a tolerance (no GPU needed: it is
//!   all there is without the default `gpu` feature, so the browser tests compile no wgpu).
//! - [`OffscreenTarget`] and [`read_texture_rgba8_async`] (feature `gpu`): the target and its
//!   readback, awaitable so the same code runs natively and in browsers.
//! - [`Gpu`] (feature `gpu`): a device without a window, natively the adapter
//!   `WGPU_BACKEND` names (an error without one, never a skip), in a browser WebGPU or
//!   WebGL2 (`Gpu::open_in_browser`).
//!
//! ```no_run
//! # #[cfg(feature = "gpu")]
//! # fn example(device: &wgpu::Device, queue: &wgpu::Queue) -> Result<(), imgui_webgpu_offscreen::OffscreenError> {
//! use imgui_webgpu_offscreen::{OffscreenTarget, TargetDesc};
//!
//! let desc = TargetDesc::new([64, 32], wgpu::TextureFormat::Rgba8UnormSrgb).with_sample_count(4);
//! let target = OffscreenTarget::new(device, desc)?;
//! let mut encoder = device.create_command_encoder(&Default::default());
//! target.encode_pass(&mut encoder, wgpu::Color::BLACK, |pass| {
//!     // renderer.render_into(&draw_data, pass, ...)
//!     let _ = pass;
//! });
//! queue.submit([encoder.finish()]);
//! let image = target.read_rgba8(device, queue)?;
//! assert_eq!([image.width, image.height], [64, 32]);
//! # Ok(())
//! # }
//! ```
#![warn(missing_docs)]

#[cfg(feature = "gpu")]
mod error;
#[cfg(feature = "gpu")]
mod gpu;
pub mod images;
#[cfg(feature = "gpu")]
mod readback;
#[cfg(feature = "gpu")]
mod target;
#[cfg(all(test, feature = "gpu"))]
mod tests;

#[cfg(feature = "gpu")]
pub use error::OffscreenError;
#[cfg(all(feature = "gpu", target_arch = "wasm32"))]
pub use gpu::BrowserGpu;
#[cfg(feature = "gpu")]
pub use gpu::Gpu;
#[cfg(feature = "gpu")]
pub use readback::{read_texture_rgba8, read_texture_rgba8_async};
#[cfg(feature = "gpu")]
pub use target::{OffscreenTarget, TargetDesc, framebuffer_size};
