//! Errors by the call a user goes back to, and the reasons single commands are skipped.
//!
//! Each call that can fail has its own error, so a match names only what that call can do:
//! - set-up, [`SetupError`]: [`Renderer::new`](crate::RendererFor::new),
//!   [`Renderer::recover`](crate::RendererFor::recover) and
//!   `Renderer::reload_font_atlas` (imgui-rs);
//! - texture registration, [`TextureError`]: the texture calls (`register_texture`, `create_texture_rgba8`,
//!   `replace_texture`, `unregister_texture`, `frame_texture`);
//! - rendering, [`RenderError`]: `render` and `render_into`, when the whole call draws nothing;
//! - pass shapes, [`ShapeError`]: a pass shape the device cannot draw into, from `new` (the
//!   configuration's) or from `render_into` (a new shape);
//! - id resolution, [`TextureIdError`]: why a texture id names nothing to draw, held by
//!   [`SkipReason::Texture`] (a draw left out) and by [`TextureError::NotLive`];
//! - device loss, [`DeviceLost`]: one type, held by every call's error, with wgpu's reason and message;
//! - shutdown (dear-imgui-rs), `ShutdownError`: `dear::Renderer::shutdown` given another
//!   context, the renderer handed back.
//!
//! A [`SkipReason`] means one command was bad and was left out while the rest of the frame
//! still rendered; it is reported in [`crate::RenderReport::skipped`].

use std::fmt;
use std::sync::Arc;

/// An error wgpu raised, kept whole (its message and its `source()` chain) and shareable, so
/// the errors that carry it can be cloned and compared.
#[derive(Clone, Debug)]
pub struct WgpuError(Arc<wgpu::Error>);

impl WgpuError {
    // On wasm32 wgpu's errors are not `Send`; the `Arc` is still what makes them cheap to
    // clone, and the type is the same on every target.
    #[cfg_attr(target_arch = "wasm32", allow(clippy::arc_with_non_send_sync))]
    pub(crate) fn new(error: wgpu::Error) -> Self {
        Self(Arc::new(error))
    }

    /// The error as wgpu reported it.
    pub fn get(&self) -> &wgpu::Error {
        &self.0
    }
}

impl PartialEq for WgpuError {
    /// Two errors are equal when wgpu describes them alike.
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0) || self.0.to_string() == other.0.to_string()
    }
}

impl fmt::Display for WgpuError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl std::error::Error for WgpuError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&*self.0)
    }
}

/// The renderer's device is lost: destroyed, a driver reset, a GPU process restart or a
/// backgrounded tab in a browser. Nothing can be created or drawn on it; every call that
/// needs the device answers this until [`Renderer::recover`](crate::RendererFor::recover)
/// moves the renderer to a new device. Each call's error holds this one type, so
/// `error.device_lost()` asks any of them the same question.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeviceLost {
    reason: Option<wgpu::DeviceLostReason>,
    message: String,
}

impl DeviceLost {
    pub(crate) fn new(reason: Option<wgpu::DeviceLostReason>, message: String) -> Self {
        Self { reason, message }
    }

    /// wgpu's reason, when its device-lost callback has run (a loss found by a refused
    /// staging write before wgpu reported it has none yet).
    pub fn reason(&self) -> Option<wgpu::DeviceLostReason> {
        self.reason
    }

    /// wgpu's message (empty where it gave none).
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for DeviceLost {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the renderer's device is lost; move it to a new device with recover")?;
        match (self.reason, self.message.is_empty()) {
            (Some(reason), true) => write!(f, " ({reason:?})"),
            (Some(reason), false) => write!(f, " ({reason:?}: {})", self.message),
            (None, false) => write!(f, " ({})", self.message),
            (None, true) => Ok(()),
        }
    }
}

impl std::error::Error for DeviceLost {}

/// Why a texture id names nothing to draw: the draw that uses it is skipped
/// ([`SkipReason::Texture`]), and `replace_texture` or `unregister_texture` refuse it
/// ([`TextureError::NotLive`]).
///
/// Texture ids carry a kind, a generation and the issuing renderer's tag, so a stale or
/// foreign id is caught here instead of silently binding whatever texture now occupies the
/// same slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum TextureIdError {
    /// Not an id any live renderer issued: the null id, a small integer, an invalid kind
    /// tag, a slot or counter never handed out, or an id of a renderer that was dropped.
    /// (For `replace_texture` and `unregister_texture`: also an id that is not a
    /// persistent texture's.)
    Unknown {
        /// The raw id value as imgui stored it.
        id: u64,
    },
    /// A persistent texture id whose texture was unregistered.
    Unregistered {
        /// The raw id value as imgui stored it.
        id: u64,
    },
    /// A per-frame texture id from an earlier frame: frame ids live until the next
    /// `new_frame`.
    ExpiredFrameTexture {
        /// The raw id value as imgui stored it.
        id: u64,
    },
    /// A font atlas id from before the last font atlas reload.
    StaleFontAtlas {
        /// The raw id value as imgui stored it.
        id: u64,
    },
    /// An id issued by another live `Renderer`. One renderer renders an imgui context into
    /// passes of any shape ([`Renderer::render_into`](crate::RendererFor::render_into)), so one per context is enough.
    ForeignRenderer {
        /// The raw id value as imgui stored it.
        id: u64,
    },
    /// An id of a texture imgui owned (Dear ImGui 1.92's protocol) that was destroyed, or
    /// that was on a device the renderer moved away from ([`crate::RendererFor::recover`]):
    /// imgui creates it again from its pixels, under a new id.
    DestroyedImguiTexture {
        /// The raw id value as imgui stored it.
        id: u64,
    },
    /// A persistent id whose texture was on a device that was lost: the renderer moved to a
    /// new device ([`Renderer::recover`](crate::RendererFor::recover)) and the id waits for a view on it
    /// ([`Renderer::replace_texture`](crate::RendererFor::replace_texture)). It stays valid; until then it is skipped.
    NeedsView {
        /// The raw id value as imgui stored it.
        id: u64,
    },
}

impl fmt::Display for TextureIdError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Unknown { id } => {
                write!(f, "texture id {id:#x} was not issued by any live renderer")
            }
            Self::Unregistered { id } => {
                write!(f, "texture id {id:#x} refers to an unregistered texture")
            }
            Self::ExpiredFrameTexture { id } => write!(
                f,
                "frame texture id {id:#x} is from an earlier frame (frame ids expire at new_frame)"
            ),
            Self::StaleFontAtlas { id } => write!(
                f,
                "font atlas id {id:#x} is from before the last font atlas reload"
            ),
            Self::ForeignRenderer { id } => {
                write!(f, "texture id {id:#x} was issued by another live renderer")
            }
            Self::DestroyedImguiTexture { id } => write!(
                f,
                "texture id {id:#x} names a texture imgui owned that was destroyed (or left \
                 behind on a lost device)"
            ),
            Self::NeedsView { id } => write!(
                f,
                "texture id {id:#x} was on a lost device and waits for a view on the new one \
                 (replace_texture)"
            ),
        }
    }
}

impl std::error::Error for TextureIdError {}

/// Why a texture call refused: `register_texture`, `create_texture_rgba8`,
/// `replace_texture`, `unregister_texture` or `frame_texture`.
///
/// Views are checked before a bind group is made of them, so a view wgpu would refuse never
/// reaches wgpu's error handler. A refused call changes nothing.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum TextureError {
    /// The texture was not created with `TextureUsages::TEXTURE_BINDING`.
    NotSampleable {
        /// The usages it has.
        usage: wgpu::TextureUsages,
    },
    /// The texture is not two-dimensional.
    NotTwoDimensional {
        /// Its dimension.
        dimension: wgpu::TextureDimension,
    },
    /// The texture is multisampled; resolve it into a single-sampled texture first.
    Multisampled {
        /// Its sample count.
        sample_count: u32,
    },
    /// The format cannot be sampled with filtering (depth, stencil, integer, or a float
    /// format the device cannot filter).
    UnfilterableFormat {
        /// The texture's format.
        format: wgpu::TextureFormat,
    },
    /// The texture is larger than the device's `max_texture_dimension_2d`.
    TooLarge {
        /// Width and height in texels.
        size: [u32; 2],
        /// The device's limit.
        max: u32,
    },
    /// wgpu refused a bind group of the view: a view that is not a single-layer 2D view
    /// (say, a `D2Array` view), a view of another device's texture (of the same
    /// `wgpu::Instance`; one of another instance cannot be detected, see
    /// [`RendererFor`](crate::RendererFor)'s section on views of another device or instance), or of a
    /// destroyed one.
    ViewRejected(WgpuError),
    /// Every persistent slot is taken.
    RegistryFull {
        /// How many textures can be registered at once.
        capacity: usize,
    },
    /// This frame already holds as many distinct frame textures as its ids can name.
    TooManyFrameTextures {
        /// How many frame textures one frame can hold.
        capacity: usize,
    },
    /// An image with no texels: wgpu cannot make a zero-sized texture.
    EmptyImage {
        /// The width and height given.
        size: [u32; 2],
    },
    /// The id names no live persistent texture (`replace_texture`, `unregister_texture`).
    NotLive(TextureIdError),
    /// The renderer's device is lost; nothing can be created on it.
    DeviceLost(DeviceLost),
    /// The pixel data is not `width * height * 4` bytes of tightly packed RGBA8 rows.
    PixelDataSize {
        /// The width and height given.
        size: [u32; 2],
        /// The bytes that size needs (`None` when it overflows `usize`).
        expected: Option<usize>,
        /// The bytes given.
        actual: usize,
    },
    /// [`SamplerOptions::decode_srgb`](field@crate::SamplerOptions::decode_srgb) was asked of a
    /// texture whose format is `*Srgb`: sampling decodes it already, and a second decode
    /// would draw it far too dark. Register it without the option.
    AlreadySrgb {
        /// The texture's format.
        format: wgpu::TextureFormat,
    },
}

impl fmt::Display for TextureError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NotSampleable { usage } => write!(
                f,
                "the texture lacks TextureUsages::TEXTURE_BINDING (it has {usage:?})"
            ),
            Self::NotTwoDimensional { dimension } => {
                write!(f, "the texture is {dimension:?}, not two-dimensional")
            }
            Self::Multisampled { sample_count } => write!(
                f,
                "the texture has {sample_count} samples; resolve it into a single-sampled one"
            ),
            Self::UnfilterableFormat { format } => {
                write!(f, "{format:?} cannot be sampled with filtering")
            }
            Self::TooLarge { size, max } => write!(
                f,
                "the texture is {}x{}, the device allows {max}x{max}",
                size[0], size[1]
            ),
            Self::ViewRejected(error) => write!(f, "wgpu refused the texture view: {error}"),
            Self::RegistryFull { capacity } => write!(
                f,
                "all {capacity} persistent texture slots are taken; unregister one first"
            ),
            Self::TooManyFrameTextures { capacity } => write!(
                f,
                "this frame already holds {capacity} frame textures, the most one frame can"
            ),
            Self::NotLive(error) => error.fmt(f),
            Self::DeviceLost(lost) => lost.fmt(f),
            Self::EmptyImage { size } => {
                write!(f, "the image is {}x{}: it has no texels", size[0], size[1])
            }
            Self::PixelDataSize {
                size,
                expected,
                actual,
            } => match expected {
                Some(expected) => write!(
                    f,
                    "a {}x{} RGBA8 image takes {expected} bytes, {actual} were given",
                    size[0], size[1]
                ),
                None => write!(
                    f,
                    "a {}x{} RGBA8 image is too large to address",
                    size[0], size[1]
                ),
            },
            Self::AlreadySrgb { format } => write!(
                f,
                "decode_srgb asked of a {format:?} texture, which sampling decodes already; \
                 register it without decode_srgb"
            ),
        }
    }
}

impl std::error::Error for TextureError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Self::ViewRejected(error) => Some(error),
            Self::NotLive(error) => Some(error),
            Self::DeviceLost(lost) => Some(lost),
            _ => None,
        }
    }
}

impl TextureError {
    /// The loss, when the call failed because the device is lost.
    pub fn device_lost(&self) -> Option<&DeviceLost> {
        match self {
            Self::DeviceLost(lost) => Some(lost),
            _ => None,
        }
    }
}

/// Why a call of Dear ImGui 1.92's texture protocol refused
/// ([`RendererFor::create_imgui_texture`](crate::RendererFor::create_imgui_texture),
/// [`update_imgui_texture`](crate::RendererFor::update_imgui_texture),
/// [`destroy_imgui_texture`](crate::RendererFor::destroy_imgui_texture)).
///
/// Every request is checked whole before wgpu sees any of it, so a refused call changes
/// nothing: no texture made, no rectangle of an update written, nothing else in the frame
/// lost. A binding's front reports the refusal to imgui as its protocol allows.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum ImguiTextureError {
    /// A texture or rectangle with no texels.
    EmptyImage {
        /// The width and height given.
        size: [u32; 2],
    },
    /// A texture larger than the device's `max_texture_dimension_2d`.
    TooLarge {
        /// The width and height given.
        size: [u32; 2],
        /// The device's limit.
        max: u32,
    },
    /// Rows closer together than one row's texels.
    RowPitch {
        /// The pitch given.
        bytes_per_row: usize,
        /// The width in texels.
        width: u32,
        /// The format, which says the bytes of a texel.
        format: crate::imgui_textures::ImguiTextureFormat,
    },
    /// The pixel bytes do not hold the rows their size and pitch say.
    PixelDataSize {
        /// The width and height given.
        size: [u32; 2],
        /// The pitch given.
        bytes_per_row: usize,
        /// The bytes needed: every row but the last at its pitch, then the last row's
        /// texels (up to its whole pitch is accepted). `None` when it overflows `usize`.
        expected: Option<usize>,
        /// The bytes given.
        actual: usize,
    },
    /// A rectangle of an update that reaches outside its texture.
    RectOutside {
        /// The rectangle's top-left texel.
        origin: [u32; 2],
        /// Its width and height.
        size: [u32; 2],
        /// The texture's width and height.
        texture: [u32; 2],
    },
    /// A rectangle of an update in another format than its texture's.
    FormatMismatch {
        /// The texture's format.
        texture: crate::imgui_textures::ImguiTextureFormat,
        /// The rectangle's.
        given: crate::imgui_textures::ImguiTextureFormat,
    },
    /// imgui asked to create a texture it was already given an id for (a binding's front
    /// checks this: the core cannot tell imgui's textures apart).
    CreatedTwice {
        /// The id it has.
        id: u64,
    },
    /// imgui asked to update a texture it was never given an id for (its create was refused,
    /// or never came).
    NotCreated,
    /// Every id of imgui's textures is taken: destroy one first.
    Full {
        /// How many textures imgui can own at once.
        capacity: usize,
    },
    /// The id names no live texture imgui owns: destroyed, of another renderer, a user
    /// texture's, or unknown.
    NotLive(TextureIdError),
    /// The renderer's device is lost; call `recover`, then imgui creates its textures again.
    DeviceLost(DeviceLost),
}

impl fmt::Display for ImguiTextureError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::EmptyImage { size } => {
                write!(f, "the image is {}x{}: it has no texels", size[0], size[1])
            }
            Self::TooLarge { size, max } => write!(
                f,
                "the texture is {}x{}, the device allows {max}x{max}",
                size[0], size[1]
            ),
            Self::RowPitch {
                bytes_per_row,
                width,
                format,
            } => write!(
                f,
                "rows {bytes_per_row} bytes apart cannot hold {width} texels of {format:?}"
            ),
            Self::PixelDataSize {
                size,
                bytes_per_row,
                expected,
                actual,
            } => match expected {
                Some(expected) => write!(
                    f,
                    "{} rows of {} texels, {bytes_per_row} bytes apart, take at least \
                     {expected} bytes (at most a whole pitch more); {actual} were given",
                    size[1], size[0]
                ),
                None => write!(f, "a {}x{} image is too large to address", size[0], size[1]),
            },
            Self::RectOutside {
                origin,
                size,
                texture,
            } => write!(
                f,
                "a {}x{} rectangle at ({}, {}) reaches outside its {}x{} texture",
                size[0], size[1], origin[0], origin[1], texture[0], texture[1]
            ),
            Self::FormatMismatch { texture, given } => write!(
                f,
                "a rectangle of {given:?} pixels cannot go into a {texture:?} texture"
            ),
            Self::CreatedTwice { id } => write!(
                f,
                "imgui asked to create a texture that has an id already ({id:#x})"
            ),
            Self::NotCreated => write!(f, "imgui asked to update a texture it never created"),
            Self::Full { capacity } => write!(
                f,
                "imgui already owns {capacity} textures, as many as ids can name"
            ),
            Self::NotLive(error) => error.fmt(f),
            Self::DeviceLost(lost) => lost.fmt(f),
        }
    }
}

impl std::error::Error for ImguiTextureError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Self::NotLive(error) => Some(error),
            Self::DeviceLost(lost) => Some(lost),
            _ => None,
        }
    }
}

/// Why a single draw command was skipped. The rest of the frame still rendered.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
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
    /// `idx_offset + count` reaches past the end of the list's index buffer, or past the
    /// 2^32 indices one call can address.
    IndexRangeOutOfBounds {
        /// First index of the command, relative to the list.
        idx_offset: usize,
        /// Number of indices of the command.
        count: usize,
        /// Number of indices the list holds.
        list_indices: usize,
    },
    /// `vtx_offset` lies past the end of the list's vertex buffer, or past the 2^31
    /// vertices `base_vertex` can address.
    VertexOffsetOutOfBounds {
        /// Vertex offset of the command, relative to the list.
        vtx_offset: usize,
        /// Number of vertices the list holds.
        list_vertices: usize,
    },
    /// The texture id names nothing to draw.
    Texture(TextureIdError),
    /// A callback command that cannot run here (for example one replayed from a snapshot).
    CallbackNotReplayable,
    /// A paint callback marker from an earlier frame (paint closures live until `new_frame`).
    ExpiredPaintCallback,
    /// A paint callback marker recorded through another renderer.
    ForeignPaintCallback,
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
            Self::ExpiredPaintCallback => write!(
                f,
                "paint callback is from an earlier frame (they expire at new_frame)"
            ),
            Self::ForeignPaintCallback => {
                write!(f, "paint callback was recorded through another renderer")
            }
        }
    }
}

/// Why a whole `render` call drew nothing.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum RenderError {
    /// The stated target has a zero width or height: nothing can be drawn into it.
    ZeroSizedTarget {
        /// The target size the caller stated, in pixels.
        size: [u32; 2],
    },
    /// The stated target is wider or taller than the device's `max_texture_dimension_2d`:
    /// no attachment can be that large, so the size is a mistake (wgpu would refuse the
    /// viewport built from it). Nothing was drawn.
    TargetTooLarge {
        /// The target size the caller stated, in pixels.
        size: [u32; 2],
        /// `Limits::max_texture_dimension_2d` of the device.
        max: u32,
    },
    /// The display position, size or framebuffer scale holds a NaN, an infinity, a negative
    /// size or a non-positive scale, so no projection can be built from it. (A zero display
    /// size, a minimised window, is not an error: it draws nothing.)
    InvalidDisplay {
        /// `DrawData::display_pos`.
        display_pos: [f32; 2],
        /// `DrawData::display_size`.
        display_size: [f32; 2],
        /// `DrawData::framebuffer_scale`.
        framebuffer_scale: [f32; 2],
    },
    /// The pass's shape (format, depth, sample count) cannot be drawn into on this device.
    UnsupportedShape(ShapeError),
    /// wgpu refused the staging write for the frame's vertices or indices (out of memory;
    /// a lost device is [`RenderError::DeviceLost`]).
    UploadFailed,
    /// The renderer's device is lost: nothing was drawn.
    DeviceLost(DeviceLost),
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
            Self::TargetTooLarge { size, max } => write!(
                f,
                "render target is {}x{}: the device allows attachments up to {max}x{max}",
                size[0], size[1]
            ),
            Self::InvalidDisplay {
                display_pos,
                display_size,
                framebuffer_scale,
            } => write!(
                f,
                "invalid display: pos {display_pos:?}, size {display_size:?}, scale {framebuffer_scale:?}"
            ),
            Self::UnsupportedShape(error) => write!(f, "cannot draw into this pass: {error}"),
            Self::UploadFailed => write!(f, "wgpu refused the staging write for the draw data"),
            Self::DeviceLost(lost) => lost.fmt(f),
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

impl std::error::Error for RenderError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Self::UnsupportedShape(error) => Some(error),
            Self::DeviceLost(lost) => Some(lost),
            _ => None,
        }
    }
}

impl RenderError {
    /// The loss, when the call failed because the device is lost.
    pub fn device_lost(&self) -> Option<&DeviceLost> {
        match self {
            Self::DeviceLost(lost) => Some(lost),
            _ => None,
        }
    }
}

/// Why a pass shape (colour format, depth format, sample count) cannot be drawn into on this
/// device: from [`Renderer::new`](crate::RendererFor::new) for the configuration's shape
/// ([`SetupError::Shape`]) and from [`Renderer::render_into`](crate::RendererFor::render_into)
/// for another one ([`RenderError::UnsupportedShape`]).
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum ShapeError {
    /// The colour format cannot be rendered to and blended on this device.
    FormatNotRenderable(wgpu::TextureFormat),
    /// The depth format is not a depth or stencil format.
    NotADepthFormat(wgpu::TextureFormat),
    /// The sample count is not supported for the colour (or depth) format on this device.
    UnsupportedSampleCount {
        /// The sample count asked for.
        sample_count: u32,
        /// The format that does not support it.
        format: wgpu::TextureFormat,
    },
    /// wgpu refused the render pipeline for this pass shape.
    PipelineRejected(WgpuError),
}

impl fmt::Display for ShapeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::FormatNotRenderable(format) => {
                write!(f, "{format:?} cannot be rendered to and blended")
            }
            Self::NotADepthFormat(format) => write!(f, "{format:?} is not a depth/stencil format"),
            Self::UnsupportedSampleCount {
                sample_count,
                format,
            } => write!(f, "{sample_count}x MSAA is not supported for {format:?}"),
            Self::PipelineRejected(error) => {
                write!(f, "wgpu refused the render pipeline: {error}")
            }
        }
    }
}

impl std::error::Error for ShapeError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Self::PipelineRejected(error) => Some(error),
            _ => None,
        }
    }
}

/// Why [`Renderer::new`](crate::RendererFor::new), [`Renderer::recover`](crate::RendererFor::recover)
/// or `Renderer::reload_font_atlas` (imgui-rs) failed. On an error
/// nothing changed, imgui's font texture id included: a `recover` that failed leaves the
/// renderer on its old device.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum SetupError {
    /// The configuration's pass shape cannot be drawn into on this device.
    Shape(ShapeError),
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
    /// As many renderers as texture ids can tell apart are alive already.
    TooManyRenderers {
        /// How many can be alive at once (1,024 on 64-bit targets, 4 on 32-bit ones).
        max: usize,
    },
    /// The device is lost: nothing can be created on it. For `recover`, the device handed
    /// in is lost too.
    DeviceLost(DeviceLost),
    /// dear-imgui-rs refused the renderer: its context has a renderer consumer already (one
    /// renderer per context), or one of its frames is still being drawn.
    #[cfg(feature = "dear-imgui")]
    RendererConsumer(dear_imgui_rs::render::RendererConsumerError),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Shape(error) => error.fmt(f),
            Self::FontAtlasData { expected, actual } => write!(
                f,
                "font atlas data is {actual} bytes, its size needs {expected}"
            ),
            Self::FontAtlasTooLarge { size, max } => write!(
                f,
                "font atlas is {}x{}, the device allows {max}x{max}",
                size[0], size[1]
            ),
            Self::TooManyRenderers { max } => write!(
                f,
                "{max} renderers are alive already, the most texture ids can tell apart"
            ),
            Self::DeviceLost(lost) => lost.fmt(f),
            #[cfg(feature = "dear-imgui")]
            Self::RendererConsumer(error) => {
                write!(f, "dear-imgui-rs refused the renderer: {error}")
            }
        }
    }
}

impl std::error::Error for SetupError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Self::Shape(error) => Some(error),
            Self::DeviceLost(lost) => Some(lost),
            #[cfg(feature = "dear-imgui")]
            Self::RendererConsumer(error) => Some(error),
            _ => None,
        }
    }
}

impl SetupError {
    /// The loss, when the call failed because the device is lost.
    pub fn device_lost(&self) -> Option<&DeviceLost> {
        match self {
            Self::DeviceLost(lost) => Some(lost),
            _ => None,
        }
    }
}

impl From<ShapeError> for SetupError {
    fn from(error: ShapeError) -> Self {
        Self::Shape(error)
    }
}
