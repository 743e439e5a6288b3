//! Copying a texture back to the CPU as RGBA8: `imgui-webgpu-offscreen`'s readback, with this
//! crate's error type.

use crate::error::HeadlessError;
use crate::images::RgbaImage;

/// Reads a single-sampled 2D texture back as RGBA8 and waits for it: it polls the device
/// until the copy is done, so it is for native code (a browser cannot block; there, await
/// [`read_texture_rgba8_async`]).
/// Supports what [`read_texture_rgba8_async`] supports.
pub fn read_texture_rgba8(
    device: &wgpu::Device,
    queue: &wgpu::Queue,
    texture: &wgpu::Texture,
) -> Result<RgbaImage, HeadlessError> {
    Ok(imgui_webgpu_offscreen::read_texture_rgba8(
        device, queue, texture,
    )?)
}

/// Reads a single-sampled 2D texture back as RGBA8: mip level 0 of array layer 0. Supports
/// 8-bit RGBA/BGRA formats and `Rgba16Float` (converted from linear to sRGB-encoded 8-bit).
/// The texture needs `COPY_SRC` usage; a texture without it, or a multisampled one, is an
/// error rather than a wgpu validation failure.
///
/// Natively the device is polled until the copy is done, so the future is ready at its first
/// poll (`pollster::block_on` runs it); in browsers it polls the device between browser
/// tasks until the buffer is mapped (await it from `wasm_bindgen_futures::spawn_local`).
pub async fn read_texture_rgba8_async(
    device: &wgpu::Device,
    queue: &wgpu::Queue,
    texture: &wgpu::Texture,
) -> Result<RgbaImage, HeadlessError> {
    Ok(imgui_webgpu_offscreen::read_texture_rgba8_async(device, queue, texture).await?)
}
