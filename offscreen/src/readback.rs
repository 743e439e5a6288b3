//! Copying a texture back to the CPU as RGBA8: awaitable, so the same code runs natively and
//! in browsers (where nothing may block: the browser answers the map request between
//! tasks), with a blocking wrapper for native tests.

use std::sync::{Arc, Mutex, PoisonError};

use crate::error::OffscreenError;
use crate::images::color::linear_to_srgb8;
use crate::images::image::RgbaImage;

/// Reads a single-sampled 2D texture back as RGBA8 and waits for it: it polls the device
/// until the copy is done, so it is for native code (a browser cannot block; there, await
/// [`read_texture_rgba8_async`]).
/// Supports what [`read_texture_rgba8_async`] supports.
pub fn read_texture_rgba8(
    device: &wgpu::Device,
    queue: &wgpu::Queue,
    texture: &wgpu::Texture,
) -> Result<RgbaImage, OffscreenError> {
    pollster::block_on(read_texture_rgba8_async(device, queue, texture))
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
) -> Result<RgbaImage, OffscreenError> {
    use wgpu::TextureFormat as F;
    if !texture.usage().contains(wgpu::TextureUsages::COPY_SRC) {
        return Err(OffscreenError::NotCopySource(texture.usage()));
    }
    if texture.sample_count() != 1 {
        return Err(OffscreenError::Multisampled(texture.sample_count()));
    }
    let format = texture.format();
    let bytes_per_pixel: u32 = match format {
        F::Rgba8Unorm | F::Rgba8UnormSrgb | F::Bgra8Unorm | F::Bgra8UnormSrgb => 4,
        F::Rgba16Float => 8,
        other => return Err(OffscreenError::UnsupportedReadbackFormat(other)),
    };
    let (width, height) = (texture.width(), texture.height());
    let unpadded = width * bytes_per_pixel;
    let padded = unpadded.next_multiple_of(wgpu::COPY_BYTES_PER_ROW_ALIGNMENT);
    let buffer = device.create_buffer(&wgpu::BufferDescriptor {
        label: Some("offscreen readback"),
        size: u64::from(padded) * u64::from(height),
        usage: wgpu::BufferUsages::COPY_DST | wgpu::BufferUsages::MAP_READ,
        mapped_at_creation: false,
    });
    let mut encoder = device.create_command_encoder(&Default::default());
    encoder.copy_texture_to_buffer(
        texture.as_image_copy(),
        wgpu::TexelCopyBufferInfo {
            buffer: &buffer,
            layout: wgpu::TexelCopyBufferLayout {
                offset: 0,
                bytes_per_row: Some(padded),
                rows_per_image: Some(height),
            },
        },
        // One layer: the buffer holds one, and `texture.size()` counts every array layer.
        wgpu::Extent3d {
            width,
            height,
            depth_or_array_layers: 1,
        },
    );
    queue.submit([encoder.finish()]);
    let mapped = MapAnswer::default();
    let answer = mapped.clone();
    buffer
        .slice(..)
        .map_async(wgpu::MapMode::Read, move |result| answer.give(result));
    #[cfg(not(target_arch = "wasm32"))]
    {
        device
            .poll(wgpu::PollType::wait_indefinitely())
            .map_err(OffscreenError::Poll)?;
        mapped
            .take()
            .ok_or(OffscreenError::MapNeverAnswered)?
            .map_err(OffscreenError::Map)?;
    }
    #[cfg(target_arch = "wasm32")]
    browser::wait_for(device, mapped)
        .await?
        .map_err(OffscreenError::Map)?;
    let mut pixels = Vec::with_capacity(width as usize * height as usize * 4);
    {
        let mapped = buffer
            .slice(..)
            .get_mapped_range()
            .map_err(OffscreenError::MapRange)?;
        for row in mapped.chunks_exact(padded as usize) {
            let row = &row[..unpadded as usize];
            match format {
                F::Rgba8Unorm | F::Rgba8UnormSrgb => pixels.extend_from_slice(row),
                F::Bgra8Unorm | F::Bgra8UnormSrgb => {
                    for bgra in row.chunks_exact(4) {
                        pixels.extend_from_slice(&[bgra[2], bgra[1], bgra[0], bgra[3]]);
                    }
                }
                _ => {
                    for texel in row.chunks_exact(8) {
                        let channel = |i: usize| {
                            half::f16::from_le_bytes([texel[i * 2], texel[i * 2 + 1]]).to_f32()
                        };
                        pixels.extend_from_slice(&[
                            linear_to_srgb8(channel(0)),
                            linear_to_srgb8(channel(1)),
                            linear_to_srgb8(channel(2)),
                            (channel(3).clamp(0.0, 1.0) * 255.0).round() as u8,
                        ]);
                    }
                }
            }
        }
    }
    buffer.unmap();
    Ok(RgbaImage {
        width,
        height,
        pixels,
    })
}

/// The answer to one `map_async` request, once wgpu has called back.
#[derive(Clone, Default)]
struct MapAnswer {
    result: Arc<Mutex<Option<Result<(), wgpu::BufferAsyncError>>>>,
}

impl MapAnswer {
    /// wgpu's answer, if it has come.
    fn take(&self) -> Option<Result<(), wgpu::BufferAsyncError>> {
        self.result
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .take()
    }

    /// Stores wgpu's answer.
    fn give(&self, result: Result<(), wgpu::BufferAsyncError>) {
        *self.result.lock().unwrap_or_else(PoisonError::into_inner) = Some(result);
    }
}

/// Waiting in a browser: between browser tasks, never blocking.
#[cfg(target_arch = "wasm32")]
mod browser {
    use super::MapAnswer;
    use crate::error::OffscreenError;

    /// How long a map request may take before it counts as never answered.
    const MAX_TICKS: u32 = 2000;
    /// Milliseconds between polls.
    const TICK_MS: i32 = 5;

    /// Waits for `answer`: WebGPU maps on its own; WebGL2 (wgpu's own GL device) maps when the
    /// device is polled after its fence has signalled, which a browser updates only between
    /// tasks. So: poll, then let the browser run a task, up to ten seconds.
    pub async fn wait_for(
        device: &wgpu::Device,
        answer: MapAnswer,
    ) -> Result<Result<(), wgpu::BufferAsyncError>, OffscreenError> {
        for _ in 0..MAX_TICKS {
            let _ = device.poll(wgpu::PollType::Poll);
            if let Some(result) = answer.take() {
                return Ok(result);
            }
            next_task(TICK_MS).await;
        }
        Err(OffscreenError::MapNeverAnswered)
    }

    /// Resolves after `ms` milliseconds, in a later browser task.
    async fn next_task(ms: i32) {
        let promise = js_sys::Promise::new(&mut |resolve, _| {
            if let Some(window) = web_sys::window() {
                let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms);
            }
        });
        let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
    }
}
