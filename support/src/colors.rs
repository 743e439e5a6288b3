//! Expected pixel colours, worked out the way the GPU blends them.
//!
//! A target stores either encoded (`Unorm`) or linear (`*Srgb`, float) values, and the
//! renderer blends in that space. [`Framebuffer`] replays a stack of draws on one pixel in
//! the same space, with the same quantization between draws, and says what the RGBA8
//! readback of that pixel must be.

use imgui_webgpu_testing::images::{linear_to_srgb8, srgb8_to_linear};

/// How a target stores colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Storage {
    /// `Rgba8Unorm`: encoded values, blended as they are.
    Unorm8,
    /// `Rgba8UnormSrgb`: linear values, stored sRGB-encoded in 8 bits.
    Srgb8,
    /// `Rgba16Float`: linear values in half floats.
    Float16,
}

impl Storage {
    /// The storage of a target format the tests use.
    pub fn of(format: wgpu::TextureFormat) -> Self {
        match format {
            wgpu::TextureFormat::Rgba8Unorm | wgpu::TextureFormat::Bgra8Unorm => Self::Unorm8,
            wgpu::TextureFormat::Rgba8UnormSrgb | wgpu::TextureFormat::Bgra8UnormSrgb => {
                Self::Srgb8
            }
            wgpu::TextureFormat::Rgba16Float => Self::Float16,
            other => panic!("no colour model for {other:?}"),
        }
    }

    /// Whether the shader works with linear values for this target.
    pub fn is_linear(self) -> bool {
        self != Self::Unorm8
    }

    /// A texture format whose texels read back as the same RGBA8 bytes they were written
    /// with, once drawn opaquely into this target (`Unorm` here, `UnormSrgb` for linear
    /// targets).
    pub fn matching_texture_format(self) -> wgpu::TextureFormat {
        if self.is_linear() {
            wgpu::TextureFormat::Rgba8UnormSrgb
        } else {
            wgpu::TextureFormat::Rgba8Unorm
        }
    }
}

/// imgui's float-to-byte conversion (`IM_F32_TO_INT8_SAT`): how a style colour becomes the
/// vertex colour the renderer receives.
pub fn imgui_color_bytes(color: [f32; 4]) -> [u8; 4] {
    color.map(|channel| (channel.clamp(0.0, 1.0) * 255.0 + 0.5) as u8)
}

/// One pixel of a target, in the space the target blends in.
#[derive(Clone, Copy, Debug)]
pub struct Framebuffer {
    storage: Storage,
    value: [f32; 4],
}

impl Framebuffer {
    /// The pixel after a clear with `color` (wgpu clear colours are in the target's space:
    /// linear for `*Srgb` and float targets).
    pub fn cleared(storage: Storage, color: wgpu::Color) -> Self {
        let value = [color.r, color.g, color.b, color.a].map(|channel| channel as f32);
        Self { storage, value }.quantized()
    }

    /// The pixel after drawing a fragment of vertex colour `vertex` (imgui's sRGB bytes) times
    /// `texel` (the sampled texture value, already in shader space), with the renderer's
    /// blend state: colour `src * a + dst * (1 - a)`, alpha `a + dst_a * (1 - a)`.
    pub fn draw(self, vertex: [u8; 4], texel: [f32; 4]) -> Self {
        let unorm = vertex.map(|byte| f32::from(byte) / 255.0);
        let mut source = unorm;
        if self.storage.is_linear() {
            for channel in &mut source[..3] {
                *channel = srgb_to_linear(*channel);
            }
        }
        for (channel, texel) in source.iter_mut().zip(texel) {
            *channel *= texel;
        }
        let alpha = source[3];
        let mut value = self.value;
        for channel in 0..3 {
            value[channel] = source[channel] * alpha + value[channel] * (1.0 - alpha);
        }
        value[3] = alpha + value[3] * (1.0 - alpha);
        Self {
            storage: self.storage,
            value,
        }
        .quantized()
    }

    /// The pixel after drawing an untextured (white texel) fragment of vertex colour `vertex`.
    pub fn fill(self, vertex: [u8; 4]) -> Self {
        self.draw(vertex, [1.0; 4])
    }

    /// What `HeadlessTarget::read_rgba8` returns for this pixel.
    pub fn rgba8(self) -> [u8; 4] {
        let alpha = (self.value[3].clamp(0.0, 1.0) * 255.0).round() as u8;
        match self.storage {
            Storage::Unorm8 => self
                .value
                .map(|channel| (channel.clamp(0.0, 1.0) * 255.0).round() as u8),
            Storage::Srgb8 | Storage::Float16 => [
                linear_to_srgb8(self.value[0]),
                linear_to_srgb8(self.value[1]),
                linear_to_srgb8(self.value[2]),
                alpha,
            ],
        }
    }

    fn quantized(self) -> Self {
        let value = match self.storage {
            Storage::Unorm8 => self
                .value
                .map(|channel| (channel.clamp(0.0, 1.0) * 255.0).round() / 255.0),
            Storage::Srgb8 => {
                let bytes = self.rgba8();
                [
                    srgb8_to_linear(bytes[0]),
                    srgb8_to_linear(bytes[1]),
                    srgb8_to_linear(bytes[2]),
                    f32::from(bytes[3]) / 255.0,
                ]
            }
            Storage::Float16 => self.value,
        };
        Self {
            storage: self.storage,
            value,
        }
    }
}

/// What sampling an RGBA8 texel of `format` returns in the shader.
pub fn texel(format: wgpu::TextureFormat, bytes: [u8; 4]) -> [f32; 4] {
    let unorm = bytes.map(|byte| f32::from(byte) / 255.0);
    if format.is_srgb() {
        [
            srgb_to_linear(unorm[0]),
            srgb_to_linear(unorm[1]),
            srgb_to_linear(unorm[2]),
            unorm[3],
        ]
    } else {
        unorm
    }
}

/// The exact sRGB decoding of a value in 0..=1.
pub fn srgb_to_linear(encoded: f32) -> f32 {
    if encoded <= 0.040_45 {
        encoded / 12.92
    } else {
        ((encoded + 0.055) / 1.055).powf(2.4)
    }
}

/// Whether two colours differ by at most `tolerance` in every channel.
pub fn close(actual: [u8; 4], expected: [u8; 4], tolerance: u8) -> bool {
    actual
        .iter()
        .zip(expected)
        .all(|(a, e)| a.abs_diff(e) <= tolerance)
}

/// Asserts that the pixel at (x, y) is within `tolerance` of `expected` in every channel.
#[track_caller]
pub fn assert_pixel(
    image: &imgui_webgpu_testing::images::RgbaImage,
    at: [u32; 2],
    expected: [u8; 4],
    tolerance: u8,
    what: &str,
) {
    let actual = image.pixel(at[0], at[1]);
    assert!(
        close(actual, expected, tolerance),
        "{what}: pixel {at:?} is {actual:?}, expected {expected:?} (±{tolerance})"
    );
}
