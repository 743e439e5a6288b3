//! Errors and skip reasons: everything the renderer refuses, said plainly.
//!
//! Two levels exist because they fail differently. A [`RenderError`] means the whole call
//! could not draw anything (a zero-sized target, draw data too large for the device).
//! A [`SkipReason`] means one command was bad and was left out, while the rest of the frame
//! still rendered; it is reported in [`crate::RenderReport::skipped`].

use std::fmt;

/// Why a texture id could not be resolved to a bind group.
///
/// Texture ids carry a kind and a generation, so a stale id is caught here instead of
/// silently binding whatever texture now occupies the same slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TextureError {
    /// Not an id this crate issues (the null id, a small integer, an invalid kind tag), or
    /// a slot that was never filled.
    Unknown {
        /// The raw id value as imgui stored it.
        id: usize,
    },
    /// A persistent texture id whose texture was unregistered.
    Unregistered {
        /// The raw id value as imgui stored it.
        id: usize,
    },
    /// A per-frame texture id from an earlier frame: frame ids live until the next `new_frame`.
    ExpiredFrameTexture {
        /// The raw id value as imgui stored it.
        id: usize,
    },
    /// A font atlas id from before the last `reload_font_atlas`.
    StaleFontAtlas {
        /// The raw id value as imgui stored it.
        id: usize,
    },
    /// An id issued by another `Renderer` (64-bit targets only: ids carry a renderer tag).
    ForeignRenderer {
        /// The raw id value as imgui stored it.
        id: usize,
    },
    /// The view's texture cannot be sampled by the imgui pipeline.
    UnsupportedView {
        /// What is wrong with it.
        reason: &'static str,
    },
}

impl fmt::Display for TextureError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Unknown { id } => write!(f, "unknown texture id {id:#x}"),
            Self::Unregistered { id } => {
                write!(f, "texture id {id:#x} refers to an unregistered texture")
            }
            Self::ExpiredFrameTexture { id } => write!(
                f,
                "frame texture id {id:#x} is from an earlier frame (frame ids expire at new_frame)"
            ),
            Self::StaleFontAtlas { id } => write!(
                f,
                "font atlas id {id:#x} is from before the last reload_font_atlas"
            ),
            Self::ForeignRenderer { id } => {
                write!(f, "texture id {id:#x} was issued by another renderer")
            }
            Self::UnsupportedView { reason } => write!(f, "texture view not usable: {reason}"),
        }
    }
}

impl std::error::Error for TextureError {}

/// Why a single draw command was skipped. The rest of the frame still rendered.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum SkipReason {
    /// The clip rectangle holds a NaN or an infinity.
    NonFiniteClipRect {
        /// The clip rectangle as given (x1, y1, x2, y2).
        clip_rect: [f32; 4],
    },
    /// The clip rectangle's max corner lies before its min corner.
    InvertedClipRect {
        /// The clip rectangle as given (x1, y1, x2, y2).
        clip_rect: [f32; 4],
    },
    /// `idx_offset + count` reaches past the end of the list's index buffer.
    IndexRangeOutOfBounds {
        /// First index of the command, relative to the list.
        idx_offset: usize,
        /// Number of indices of the command.
        count: usize,
        /// Number of indices the list holds.
        list_indices: usize,
    },
    /// `vtx_offset` lies past the end of the list's vertex buffer.
    VertexOffsetOutOfBounds {
        /// Vertex offset of the command, relative to the list.
        vtx_offset: usize,
        /// Number of vertices the list holds.
        list_vertices: usize,
    },
    /// The texture id could not be resolved.
    Texture(TextureError),
    /// A callback command that cannot run here (for example one replayed from a snapshot).
    CallbackNotReplayable,
    /// A paint callback marker from an earlier frame (paint closures live until `new_frame`).
    ExpiredPaintCallback,
}

impl fmt::Display for SkipReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NonFiniteClipRect { clip_rect } => {
                write!(f, "clip rect {clip_rect:?} is not finite")
            }
            Self::InvertedClipRect { clip_rect } => {
                write!(f, "clip rect {clip_rect:?} is inverted")
            }
            Self::IndexRangeOutOfBounds {
                idx_offset,
                count,
                list_indices,
            } => write!(
                f,
                "indices {idx_offset}..{} exceed the list's {list_indices} indices",
                idx_offset.saturating_add(*count)
            ),
            Self::VertexOffsetOutOfBounds {
                vtx_offset,
                list_vertices,
            } => write!(
                f,
                "vertex offset {vtx_offset} exceeds the list's {list_vertices} vertices"
            ),
            Self::Texture(error) => error.fmt(f),
            Self::CallbackNotReplayable => write!(f, "callback cannot be replayed"),
            Self::ExpiredPaintCallback => {
                write!(
                    f,
                    "paint callback is from an earlier frame (they expire at new_frame)"
                )
            }
        }
    }
}

/// Why a whole `render` call drew nothing.
#[derive(Clone, Debug, PartialEq)]
pub enum RenderError {
    /// The stated target has a zero width or height: nothing can be drawn into it.
    ZeroSizedTarget {
        /// The target size the caller stated, in pixels.
        size: [u32; 2],
    },
    /// The display position, size or framebuffer scale holds a NaN, an infinity or a
    /// non-positive size, so no projection can be built from it.
    InvalidDisplay {
        /// `DrawData::display_pos`.
        display_pos: [f32; 2],
        /// `DrawData::display_size`.
        display_size: [f32; 2],
        /// `DrawData::framebuffer_scale`.
        framebuffer_scale: [f32; 2],
    },
    /// wgpu refused the staging write for the frame's vertices or indices (the device is
    /// lost, or out of memory).
    UploadFailed,
    /// The frame's vertices or indices need a buffer larger than the device allows.
    DrawDataTooLarge {
        /// Bytes the frame needs in one buffer.
        needed: u64,
        /// `Limits::max_buffer_size` of the device.
        max_buffer_size: u64,
    },
}

impl fmt::Display for RenderError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::ZeroSizedTarget { size } => {
                write!(
                    f,
                    "render target is {}x{}: nothing to draw into",
                    size[0], size[1]
                )
            }
            Self::InvalidDisplay {
                display_pos,
                display_size,
                framebuffer_scale,
            } => write!(
                f,
                "invalid display: pos {display_pos:?}, size {display_size:?}, scale {framebuffer_scale:?}"
            ),
            Self::UploadFailed => write!(f, "wgpu refused the staging write for the draw data"),
            Self::DrawDataTooLarge {
                needed,
                max_buffer_size,
            } => write!(
                f,
                "draw data needs a {needed}-byte buffer, the device allows {max_buffer_size}"
            ),
        }
    }
}

impl std::error::Error for RenderError {}

/// Why a [`crate::Renderer`] could not be created with the given configuration.
#[derive(Clone, Debug, PartialEq)]
pub enum ConfigError {
    /// The target format cannot be rendered to and blended on this device.
    TargetFormatNotRenderable(wgpu::TextureFormat),
    /// The depth format is not a depth or stencil format.
    NotADepthFormat(wgpu::TextureFormat),
    /// The sample count is not supported for the target (or depth) format.
    UnsupportedSampleCount {
        /// The sample count asked for.
        sample_count: u32,
        /// The format that does not support it.
        format: wgpu::TextureFormat,
    },
    /// imgui's atlas pixels do not fill its stated size.
    FontAtlasData {
        /// Bytes an RGBA8 atlas of the stated size holds.
        expected: usize,
        /// Bytes imgui gave.
        actual: usize,
    },
    /// The font atlas is larger than the device's largest 2D texture.
    FontAtlasTooLarge {
        /// Atlas width and height in texels.
        size: [u32; 2],
        /// `Limits::max_texture_dimension_2d` of the device.
        max: u32,
    },
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::TargetFormatNotRenderable(format) => {
                write!(f, "{format:?} cannot be rendered to and blended")
            }
            Self::NotADepthFormat(format) => write!(f, "{format:?} is not a depth/stencil format"),
            Self::UnsupportedSampleCount {
                sample_count,
                format,
            } => write!(f, "{sample_count}x MSAA is not supported for {format:?}"),
            Self::FontAtlasData { expected, actual } => write!(
                f,
                "font atlas data is {actual} bytes, its size needs {expected}"
            ),
            Self::FontAtlasTooLarge { size, max } => write!(
                f,
                "font atlas is {}x{}, the device allows {max}x{max}",
                size[0], size[1]
            ),
        }
    }
}

impl std::error::Error for ConfigError {}
