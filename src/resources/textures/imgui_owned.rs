//! The textures imgui owns under Dear ImGui 1.92's texture protocol
//! (`ImGuiBackendFlags_RendererHasTextures`): imgui asks for each texture to be created,
//! updated in rectangles, and destroyed, and draws with the id the renderer answered.
//!
//! Two lifetimes, two types, as for persistent textures:
//! - the ids live as long as the renderer, in [`super::slots::Slots`] of
//!   [`ImguiTextureInfo`] (kind [`TextureKind::Imgui`](super::TextureKind::Imgui), slots 1
//!   and up: slot 0 is imgui-rs's font atlas). A destroyed texture's id is reported, never
//!   bound to the slot's next texture.
//! - [`ImguiTextureStore`] lives as long as the device: each live slot's texture and bind
//!   group. A new device starts with none; `recover` releases every slot, and imgui creates
//!   each texture again from its own pixels.
//!
//! A destroyed texture's wgpu objects are dropped at once: wgpu keeps a texture alive until
//! the last submitted command that samples it has run, so no frame in flight loses it, and
//! Dear ImGui asks to destroy only textures no draw of the frame uses.

use super::nearest::{NearestBinder, NearestGroup};
use crate::error::ImguiTextureError;
use crate::gpu::Gpu;

/// The pixel format of a texture imgui owns: Dear ImGui's `ImTextureFormat`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ImguiTextureFormat {
    /// Four bytes a texel: red, green, blue, alpha (`ImTextureFormat_RGBA32`).
    Rgba8,
    /// One byte a texel, coverage (`ImTextureFormat_Alpha8`): drawn as white with that
    /// alpha, as Dear ImGui's own backends draw it.
    Alpha8,
}

impl ImguiTextureFormat {
    /// Bytes of one texel in this format.
    pub const fn bytes_per_texel(self) -> usize {
        match self {
            Self::Rgba8 => 4,
            Self::Alpha8 => 1,
        }
    }
}

/// A block of pixels imgui hands over: a whole texture to create, or one changed rectangle.
///
/// Rows run top to bottom, `bytes_per_row` apart (at least the width's bytes; Dear ImGui's
/// `ImTextureData::GetPitch()`), and `pixels` holds every row: the last one may stop after
/// its texels.
#[derive(Clone, Copy, Debug)]
#[non_exhaustive]
pub struct ImguiPixels<'a> {
    /// The format of the bytes.
    pub format: ImguiTextureFormat,
    /// Width and height, in texels.
    pub size: [u32; 2],
    /// Bytes from the start of one row to the start of the next.
    pub bytes_per_row: usize,
    /// The rows.
    pub pixels: &'a [u8],
}

impl<'a> ImguiPixels<'a> {
    /// Pixels with rows `bytes_per_row` apart.
    pub fn new(
        format: ImguiTextureFormat,
        size: [u32; 2],
        bytes_per_row: usize,
        pixels: &'a [u8],
    ) -> Self {
        Self {
            format,
            size,
            bytes_per_row,
            pixels,
        }
    }

    /// Tightly packed pixels: each row right after the one before.
    pub fn tight(format: ImguiTextureFormat, size: [u32; 2], pixels: &'a [u8]) -> Self {
        let bytes_per_row = (size[0] as usize).saturating_mul(format.bytes_per_texel());
        Self::new(format, size, bytes_per_row, pixels)
    }

    /// Checks the size, the row pitch and the byte count; says what is wrong first.
    pub(crate) fn check(&self) -> Result<(), ImguiTextureError> {
        let [width, height] = self.size;
        if width == 0 || height == 0 {
            return Err(ImguiTextureError::EmptyImage { size: self.size });
        }
        let row = (width as usize).checked_mul(self.format.bytes_per_texel());
        let Some(row) = row.filter(|row| *row <= self.bytes_per_row) else {
            return Err(ImguiTextureError::RowPitch {
                bytes_per_row: self.bytes_per_row,
                width,
                format: self.format,
            });
        };
        // Every row but the last at its pitch, the last up to its texels (or its whole pitch).
        let least = self
            .bytes_per_row
            .checked_mul(height as usize - 1)
            .and_then(|rows| rows.checked_add(row));
        let most = self.bytes_per_row.checked_mul(height as usize);
        let actual = self.pixels.len();
        match least {
            Some(least) if least <= actual && most.is_none_or(|most| actual <= most) => Ok(()),
            _ => Err(ImguiTextureError::PixelDataSize {
                size: self.size,
                bytes_per_row: self.bytes_per_row,
                expected: least,
                actual,
            }),
        }
    }

    /// Bytes these pixels take on the GPU (as RGBA8).
    fn gpu_bytes(&self) -> u64 {
        u64::from(self.size[0]) * u64::from(self.size[1]) * 4
    }
}

/// One rectangle of a texture imgui changed (`ImTextureStatus_WantUpdates`): where it
/// goes, and its pixels.
#[derive(Clone, Copy, Debug)]
#[non_exhaustive]
pub struct ImguiTextureRect<'a> {
    /// The rectangle's top-left texel in the texture.
    pub origin: [u32; 2],
    /// Its pixels, in the texture's format.
    pub pixels: ImguiPixels<'a>,
}

impl<'a> ImguiTextureRect<'a> {
    /// `pixels` written at `origin`.
    pub fn new(origin: [u32; 2], pixels: ImguiPixels<'a>) -> Self {
        Self { origin, pixels }
    }

    /// Checks the pixels and that the rectangle lies inside a texture of `info`.
    fn check(&self, info: ImguiTextureInfo) -> Result<(), ImguiTextureError> {
        if self.pixels.format != info.format {
            return Err(ImguiTextureError::FormatMismatch {
                texture: info.format,
                given: self.pixels.format,
            });
        }
        self.pixels.check()?;
        let inside = |axis: usize| {
            self.origin[axis]
                .checked_add(self.pixels.size[axis])
                .is_some_and(|end| end <= info.size[axis])
        };
        if inside(0) && inside(1) {
            Ok(())
        } else {
            Err(ImguiTextureError::RectOutside {
                origin: self.origin,
                size: self.pixels.size,
                texture: info.size,
            })
        }
    }
}

/// What the renderer keeps of a texture imgui owns across devices: its size and format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct ImguiTextureInfo {
    pub size: [u32; 2],
    pub format: ImguiTextureFormat,
}

/// Checks every rectangle of an update against a texture of `info` (before any is written,
/// so a refused update changes nothing).
pub(crate) fn check_rects(
    info: ImguiTextureInfo,
    rects: &[ImguiTextureRect<'_>],
) -> Result<(), ImguiTextureError> {
    rects.iter().try_for_each(|rect| rect.check(info))
}

/// One texture imgui owns, on one device.
#[derive(Debug)]
struct ImguiTexture {
    texture: wgpu::Texture,
    bind_group: wgpu::BindGroup,
    /// Its nearest bind group, made when a draw first asks for one.
    nearest: NearestGroup,
}

/// The textures imgui owns, on one device, by slot; and the buffer pixels are converted in.
#[derive(Debug, Default)]
pub(crate) struct ImguiTextureStore {
    by_slot: Vec<Option<ImguiTexture>>,
    live: usize,
    bytes: u64,
    /// RGBA8 rows made from Alpha8 pixels (or from rows wgpu cannot copy as they are),
    /// kept so a steady stream of updates allocates nothing.
    converted: Vec<u8>,
}

impl ImguiTextureStore {
    /// Creates slot `index`'s texture from checked `pixels` and binds it with `sampler`.
    pub fn create(
        &mut self,
        gpu: &Gpu,
        layout: &wgpu::BindGroupLayout,
        sampler: &wgpu::Sampler,
        index: usize,
        pixels: ImguiPixels<'_>,
    ) {
        let texture = gpu.device.create_texture(&wgpu::TextureDescriptor {
            label: Some("imgui-webgpu imgui texture"),
            size: extent(pixels.size),
            mip_level_count: 1,
            sample_count: 1,
            dimension: wgpu::TextureDimension::D2,
            format: wgpu::TextureFormat::Rgba8Unorm,
            usage: wgpu::TextureUsages::TEXTURE_BINDING | wgpu::TextureUsages::COPY_DST,
            view_formats: &[],
        });
        write(gpu, &mut self.converted, &texture, [0, 0], pixels);
        let view = texture.create_view(&wgpu::TextureViewDescriptor::default());
        let bind_group =
            super::texture_bind_group(&gpu.device, layout, &view, sampler, "imgui texture");
        if self.by_slot.len() <= index {
            self.by_slot.resize_with(index + 1, || None);
        }
        if let Some(slot) = self.by_slot.get_mut(index) {
            if let Some(old) = slot.replace(ImguiTexture {
                texture,
                bind_group,
                nearest: NearestGroup::default(),
            }) {
                self.bytes -= texture_bytes(&old.texture);
            } else {
                self.live += 1;
            }
            self.bytes += pixels.gpu_bytes();
        }
    }

    /// Writes checked `rects` into slot `index`'s texture, one staging write each.
    pub fn update(&mut self, gpu: &Gpu, index: usize, rects: &[ImguiTextureRect<'_>]) {
        let Some(live) = self.by_slot.get(index).and_then(Option::as_ref) else {
            return;
        };
        for rect in rects {
            write(
                gpu,
                &mut self.converted,
                &live.texture,
                rect.origin,
                rect.pixels,
            );
        }
    }

    /// Drops slot `index`'s texture and bind group.
    pub fn destroy(&mut self, index: usize) {
        if let Some(old) = self.by_slot.get_mut(index).and_then(Option::take) {
            self.live -= 1;
            self.bytes -= texture_bytes(&old.texture);
        }
    }

    /// The bind group of slot `index` (the nearest one with `nearest`), if it has a texture
    /// on this device.
    #[inline]
    pub fn get(
        &self,
        index: usize,
        nearest: Option<NearestBinder<'_>>,
    ) -> Option<&wgpu::BindGroup> {
        let live = self.by_slot.get(index).and_then(Option::as_ref)?;
        Some(match nearest {
            None => &live.bind_group,
            Some(binder) => live.nearest.get_or_bind(&live.texture, binder),
        })
    }

    /// Live textures, and the bytes of GPU memory they hold.
    pub fn counts(&self) -> (usize, u64) {
        (self.live, self.bytes)
    }
}

/// One staging write of `pixels` (checked) at `origin`: straight from imgui's bytes
/// when they are RGBA8 rows wgpu can copy (a pitch of whole texels), else converted
/// to tight RGBA8 rows first.
fn write(
    gpu: &Gpu,
    converted: &mut Vec<u8>,
    texture: &wgpu::Texture,
    origin: [u32; 2],
    pixels: ImguiPixels<'_>,
) {
    let width = pixels.size[0] as usize;
    let (bytes, bytes_per_row) = match pixels.format {
        ImguiTextureFormat::Rgba8 if pixels.bytes_per_row.is_multiple_of(4) => {
            (pixels.pixels, pixels.bytes_per_row)
        }
        format => {
            converted.clear();
            let texel = format.bytes_per_texel();
            for row in 0..pixels.size[1] as usize {
                let start = row * pixels.bytes_per_row;
                let Some(source) = pixels.pixels.get(start..start + width * texel) else {
                    return;
                };
                match format {
                    ImguiTextureFormat::Alpha8 => {
                        converted.extend(source.iter().flat_map(|alpha| [255, 255, 255, *alpha]))
                    }
                    ImguiTextureFormat::Rgba8 => converted.extend_from_slice(source),
                }
            }
            (converted.as_slice(), width * 4)
        }
    };
    let Ok(bytes_per_row) = u32::try_from(bytes_per_row) else {
        return;
    };
    gpu.queue.write_texture(
        wgpu::TexelCopyTextureInfo {
            texture,
            mip_level: 0,
            origin: wgpu::Origin3d {
                x: origin[0],
                y: origin[1],
                z: 0,
            },
            aspect: wgpu::TextureAspect::All,
        },
        bytes,
        wgpu::TexelCopyBufferLayout {
            offset: 0,
            bytes_per_row: Some(bytes_per_row),
            rows_per_image: None,
        },
        extent(pixels.size),
    );
}

/// A 2D extent of `size`.
fn extent(size: [u32; 2]) -> wgpu::Extent3d {
    wgpu::Extent3d {
        width: size[0],
        height: size[1],
        depth_or_array_layers: 1,
    }
}

/// Bytes an RGBA8 texture holds.
fn texture_bytes(texture: &wgpu::Texture) -> u64 {
    u64::from(texture.width()) * u64::from(texture.height()) * 4
}

#[cfg(test)]
mod tests {
    use super::*;

    fn info(size: [u32; 2]) -> ImguiTextureInfo {
        ImguiTextureInfo {
            size,
            format: ImguiTextureFormat::Rgba8,
        }
    }

    #[test]
    fn pixels_are_checked_for_size_pitch_and_length() {
        use ImguiTextureFormat::{Alpha8, Rgba8};
        assert_eq!(ImguiPixels::tight(Rgba8, [2, 2], &[0; 16]).check(), Ok(()));
        assert_eq!(ImguiPixels::tight(Alpha8, [3, 2], &[0; 6]).check(), Ok(()));
        // A pitch past the texels: the last row may stop early or run to its pitch.
        assert_eq!(
            ImguiPixels::new(Rgba8, [2, 2], 12, &[0; 20]).check(),
            Ok(())
        );
        assert_eq!(
            ImguiPixels::new(Rgba8, [2, 2], 12, &[0; 24]).check(),
            Ok(())
        );
        assert_eq!(
            ImguiPixels::new(Rgba8, [2, 2], 12, &[0; 25]).check(),
            Err(ImguiTextureError::PixelDataSize {
                size: [2, 2],
                bytes_per_row: 12,
                expected: Some(20),
                actual: 25
            })
        );
        assert_eq!(
            ImguiPixels::tight(Rgba8, [0, 2], &[]).check(),
            Err(ImguiTextureError::EmptyImage { size: [0, 2] })
        );
        assert_eq!(
            ImguiPixels::new(Rgba8, [2, 1], 7, &[0; 8]).check(),
            Err(ImguiTextureError::RowPitch {
                bytes_per_row: 7,
                width: 2,
                format: Rgba8
            })
        );
        assert!(matches!(
            ImguiPixels::tight(Rgba8, [u32::MAX, u32::MAX], &[]).check(),
            Err(ImguiTextureError::PixelDataSize { expected: None, .. })
                | Err(ImguiTextureError::RowPitch { .. })
        ));
    }

    #[test]
    fn a_rect_must_lie_inside_its_texture_in_its_format() {
        let pixels = [0; 16];
        let rect = |origin, size: [u32; 2]| {
            ImguiTextureRect::new(
                origin,
                ImguiPixels::tight(
                    ImguiTextureFormat::Rgba8,
                    size,
                    &pixels[..(size[0] * size[1] * 4) as usize],
                ),
            )
        };
        assert_eq!(rect([6, 6], [2, 2]).check(info([8, 8])), Ok(()));
        assert_eq!(
            rect([7, 6], [2, 2]).check(info([8, 8])),
            Err(ImguiTextureError::RectOutside {
                origin: [7, 6],
                size: [2, 2],
                texture: [8, 8]
            })
        );
        assert!(rect([u32::MAX, 0], [2, 2]).check(info([8, 8])).is_err());
        let alpha = ImguiTextureRect::new(
            [0, 0],
            ImguiPixels::tight(ImguiTextureFormat::Alpha8, [2, 2], &pixels[..4]),
        );
        assert_eq!(
            alpha.check(info([8, 8])),
            Err(ImguiTextureError::FormatMismatch {
                texture: ImguiTextureFormat::Rgba8,
                given: ImguiTextureFormat::Alpha8
            })
        );
        assert_eq!(
            check_rects(info([8, 8]), &[rect([0, 0], [2, 2]), rect([8, 0], [1, 1])]),
            Err(ImguiTextureError::RectOutside {
                origin: [8, 0],
                size: [1, 1],
                texture: [8, 8]
            }),
            "one bad rectangle refuses the update"
        );
    }
}
