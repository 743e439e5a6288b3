//! Everything imgui can draw with: the font atlas, persistent textures, per-frame textures.
//!
//! Each lives as long as it must, in a type of its own (see the crate docs' lifetime
//! contract):
//! - [`TextureIds`], as long as the renderer: the renderer's tag, and which persistent slots
//!   are registered. Ids survive a move to a new device.
//! - [`DeviceTextures`], as long as the device: samplers, the font atlas (stored apart from
//!   every cache), and the persistent textures' views and bind groups.
//! - [`FrameTextures`](frame::FrameTextures), as long as the frame: the per-frame cache
//!   (held by the renderer's frame state).
//!
//! [`Textures::resolve`] turns an imgui texture id into a bind group, or into the
//! [`TextureIdError`] the draw walk reports while it goes on with the frame.

mod font;
pub(crate) mod frame;
mod id;
mod imgui_owned;
mod nearest;
mod persistent;
mod sampler;
mod slots;

pub(crate) use id::{Generation, INDEX_BITS, RendererTag};
pub use id::{PackedTextureId, TextureKind};
pub use imgui_owned::{ImguiPixels, ImguiTextureFormat, ImguiTextureRect};
pub(crate) use imgui_owned::{ImguiTextureInfo, check_rects};
pub use sampler::SamplerOptions;

use crate::error::{ImguiTextureError, SetupError, TextureError, TextureIdError, WgpuError};
use crate::gpu::{ErrorScopes, Gpu, ready_now};
use crate::source::TextureId;
use font::FontAtlas;
pub(crate) use font::FontImage;
use frame::FrameTextures;
use imgui_owned::ImguiTextureStore;
use nearest::{NearestBinder, NearestSampler};
use persistent::{PersistentBindings, PersistentSlots};
use sampler::SamplerCache;
use slots::{Lookup, Slots};

/// What the renderer keeps of its texture ids across devices: its tag, the registered
/// persistent slots, and the slots of the textures imgui owns.
#[derive(Debug)]
pub(crate) struct TextureIds {
    /// This renderer's tag in every id it issues; given back to the pool on drop.
    tag: RendererTag,
    persistent: PersistentSlots,
    /// Slot 0 of the kind is imgui-rs's font atlas, so these start at 1.
    imgui: Slots<ImguiTextureInfo>,
}

impl TextureIds {
    /// Takes a renderer tag (one of as many as ids can tell apart).
    pub fn new() -> Result<Self, SetupError> {
        let tag = RendererTag::acquire().ok_or(SetupError::TooManyRenderers {
            max: id::MAX_RENDERERS,
        })?;
        Ok(Self {
            persistent: PersistentSlots::new(&tag),
            imgui: Slots::new(&tag, TextureKind::Imgui, 1),
            tag,
        })
    }

    /// The tag this renderer's ids carry (frame textures and paint markers use it too).
    pub fn tag(&self) -> &RendererTag {
        &self.tag
    }

    /// Registered persistent textures, with or without a view on the current device.
    pub fn registered(&self) -> usize {
        self.persistent.registered()
    }

    /// Decodes an id this renderer issued; another live renderer's id is foreign, anything
    /// else unknown.
    #[inline]
    fn own(&self, id: TextureId) -> Result<PackedTextureId, TextureIdError> {
        let raw = id.value();
        let packed = PackedTextureId::decode(id).ok_or(TextureIdError::Unknown { id: raw })?;
        if packed.renderer_tag == self.tag.value() {
            Ok(packed)
        } else if RendererTag::is_live(packed.renderer_tag) {
            Err(TextureIdError::ForeignRenderer { id: raw })
        } else {
            Err(TextureIdError::Unknown { id: raw })
        }
    }

    /// Refuses a registration when every persistent slot is taken (checked before anything
    /// is made for it).
    pub fn check_persistent_room(&self) -> Result<(), TextureError> {
        self.persistent.check_room()
    }

    /// Takes a persistent slot for a texture sampled with `options`: its index and id.
    pub fn register_persistent(
        &mut self,
        options: SamplerOptions,
    ) -> Result<(usize, TextureId), TextureError> {
        self.persistent.register(options)
    }

    /// Frees persistent slot `index`; ids of it become stale.
    pub fn unregister_persistent(&mut self, index: usize) {
        self.persistent.unregister(index);
    }

    /// The slot and options of a live persistent id (for `replace_texture` and
    /// `unregister_texture`).
    pub fn persistent_slot(
        &self,
        id: TextureId,
    ) -> Result<(usize, SamplerOptions), TextureIdError> {
        let raw = id.value();
        let packed = self.own(id)?;
        if packed.kind != TextureKind::Persistent {
            return Err(TextureIdError::Unknown { id: raw });
        }
        self.persistent.live(packed, raw)
    }

    /// Takes a slot for a texture imgui owns: its index and id (refused, before anything is
    /// made, when every slot is taken).
    pub fn take_imgui(
        &mut self,
        info: ImguiTextureInfo,
    ) -> Result<(usize, TextureId), ImguiTextureError> {
        self.imgui.take(info).ok_or(ImguiTextureError::Full {
            capacity: self.imgui.capacity(),
        })
    }

    /// The slot and description of a live texture imgui owns.
    pub fn imgui_slot(&self, id: TextureId) -> Result<(usize, ImguiTextureInfo), TextureIdError> {
        let raw = id.value();
        let packed = self.own(id)?;
        if packed.kind != TextureKind::Imgui {
            return Err(TextureIdError::Unknown { id: raw });
        }
        match self.imgui.lookup(packed) {
            Lookup::Live(index, info) => Ok((index, info)),
            Lookup::Released => Err(TextureIdError::DestroyedImguiTexture { id: raw }),
            Lookup::Unknown => Err(TextureIdError::Unknown { id: raw }),
        }
    }

    /// Frees slot `index` of imgui's textures; its ids become stale.
    pub fn release_imgui(&mut self, index: usize) {
        self.imgui.release(index);
    }

    /// Frees every slot of imgui's textures (on a move to a new device: imgui creates each
    /// again).
    pub fn release_all_imgui(&mut self) {
        self.imgui.release_all();
    }
}

/// The texture objects of one device: samplers, the font atlas, and the persistent
/// textures' bind groups. Built as one unit with the rest of the device's objects.
#[derive(Debug)]
pub(crate) struct DeviceTextures {
    layout: wgpu::BindGroupLayout,
    samplers: SamplerCache,
    /// imgui-rs's atlas; `None` for a binding whose fonts are textures imgui owns (1.92).
    font: Option<FontAtlas>,
    /// The atlas's generation (counts reloads; kept without an atlas too, so ids stay apart).
    font_generation: Generation,
    persistent: PersistentBindings,
    imgui: ImguiTextureStore,
    /// The sampler of imgui's textures' nearest bind groups, when no user texture made one.
    nearest_sampler: NearestSampler,
}

impl DeviceTextures {
    /// Uploads the font atlas as `font_generation` (the first of the renderer, or the one
    /// after the last device's), with no persistent texture bound yet. imgui's font id is
    /// the caller's to set, once it keeps these textures ([`DeviceTextures::font_id`]).
    pub fn new(
        gpu: &Gpu,
        layout: wgpu::BindGroupLayout,
        fonts: Option<FontImage<'_>>,
        font_generation: Generation,
    ) -> Result<Self, SetupError> {
        let mut samplers = SamplerCache::default();
        let sampler = samplers.get(&gpu.device, SamplerOptions::LINEAR);
        let font = fonts
            .map(|fonts| FontAtlas::upload(gpu, &layout, sampler, fonts, font_generation))
            .transpose()?;
        Ok(Self {
            layout,
            samplers,
            font,
            font_generation,
            persistent: PersistentBindings::default(),
            imgui: ImguiTextureStore::default(),
            nearest_sampler: NearestSampler::default(),
        })
    }

    /// The generation the next font atlas gets (after a reload, or on a new device). After
    /// 2^36 reloads (2^18 on 32-bit targets) the counter wraps: an id that old would bind
    /// the current atlas, which is harmless.
    pub fn next_font_generation(&self) -> Generation {
        self.font_generation.next_wrapping()
    }

    #[cfg_attr(not(feature = "imgui-rs"), allow(dead_code))]
    /// Rebuilds and uploads the atlas; the old texture and bind group are dropped at once.
    /// On an error the old atlas stays. imgui's font id is the caller's to set afterwards
    /// ([`DeviceTextures::font_id`]).
    pub fn reload_font_atlas(&mut self, gpu: &Gpu, fonts: FontImage<'_>) -> Result<(), SetupError> {
        let sampler = self.samplers.get(&gpu.device, SamplerOptions::LINEAR);
        let generation = self.font_generation.next_wrapping();
        self.font = Some(FontAtlas::upload(
            gpu,
            &self.layout,
            sampler,
            fonts,
            generation,
        )?);
        self.font_generation = generation;
        Ok(())
    }

    #[cfg_attr(not(feature = "imgui-rs"), allow(dead_code))]
    /// The id imgui currently draws the font atlas with.
    pub fn font_id(&self) -> TextureId {
        FontAtlas::id_for(self.font_generation)
    }

    /// The font atlas size in texels; zero without an atlas.
    pub fn font_size(&self) -> [u32; 2] {
        self.font.as_ref().map_or([0, 0], FontAtlas::size)
    }

    /// Binds persistent slot `index` to `view`.
    pub fn bind_persistent(
        &mut self,
        index: usize,
        view: wgpu::TextureView,
        bind_group: wgpu::BindGroup,
    ) {
        self.persistent.bind(index, view, bind_group);
    }

    /// Releases persistent slot `index`'s view and bind group.
    pub fn unbind_persistent(&mut self, index: usize) {
        self.persistent.unbind(index);
    }

    /// Live counts: (persistent bind groups, samplers).
    pub fn counts(&self) -> (usize, usize) {
        let samplers = self.samplers.len() + usize::from(self.nearest_sampler.is_made());
        (self.persistent.len(), samplers)
    }

    /// Creates the texture of imgui's slot `index` from checked `pixels`.
    pub fn create_imgui(&mut self, gpu: &Gpu, index: usize, pixels: ImguiPixels<'_>) {
        let sampler = self.samplers.get(&gpu.device, SamplerOptions::LINEAR);
        self.imgui.create(gpu, &self.layout, sampler, index, pixels);
    }

    /// Writes checked `rects` into the texture of imgui's slot `index`.
    pub fn update_imgui(&mut self, gpu: &Gpu, index: usize, rects: &[ImguiTextureRect<'_>]) {
        self.imgui.update(gpu, index, rects);
    }

    /// Drops the texture of imgui's slot `index`.
    pub fn destroy_imgui(&mut self, index: usize) {
        self.imgui.destroy(index);
    }

    /// The textures imgui owns on this device, and their bytes.
    pub fn imgui_counts(&self) -> (usize, u64) {
        self.imgui.counts()
    }

    /// A bind group of `view`, or why wgpu would refuse one. `register_texture`,
    /// `replace_texture` and `frame_texture` all come through here, so they accept and
    /// refuse the same views.
    pub fn bind_group_for(
        &mut self,
        gpu: &Gpu,
        view: &wgpu::TextureView,
        options: SamplerOptions,
    ) -> Result<wgpu::BindGroup, TextureError> {
        check_texture(view.texture(), gpu)?;
        let format = view.texture().format();
        if options.decode_srgb && format.is_srgb() {
            return Err(TextureError::AlreadySrgb { format });
        }
        let device = &gpu.device;
        let sampler = self.samplers.get(device, options);
        match gpu.caps.error_scopes {
            ErrorScopes::AtOnce => {
                let scope = device.push_error_scope(wgpu::ErrorFilter::Validation);
                let bind_group =
                    texture_bind_group(device, &self.layout, view, sampler, "user texture");
                if let Some(Some(error)) = ready_now(scope.pop()) {
                    return Err(TextureError::ViewRejected(WgpuError::new(error)));
                }
                Ok(bind_group)
            }
            ErrorScopes::Later => {
                // The app's view's shape cannot be read back: bind our own 2D view of the
                // texture's first layer, which the texture checks prove valid.
                let own = view.texture().create_view(&wgpu::TextureViewDescriptor {
                    label: Some("imgui-webgpu user texture"),
                    dimension: Some(wgpu::TextureViewDimension::D2),
                    base_array_layer: 0,
                    array_layer_count: Some(1),
                    ..Default::default()
                });
                Ok(texture_bind_group(
                    device,
                    &self.layout,
                    &own,
                    sampler,
                    "user texture",
                ))
            }
        }
    }
}

/// Everything an id can name, borrowed for one draw walk.
pub(crate) struct Textures<'a> {
    pub ids: &'a TextureIds,
    pub device: &'a DeviceTextures,
    /// The device the nearest bind groups of imgui's textures are made on, when a draw first
    /// asks for one.
    pub wgpu_device: &'a wgpu::Device,
    pub frame: &'a FrameTextures,
    /// The frame's generation, which frame ids carry.
    pub frame_generation: Generation,
}

/// What a draw binds for a texture id: its bind group, and whether its texels are
/// sRGB-encoded colour for the shader to decode ([`SamplerOptions::decode_srgb`](field@SamplerOptions::decode_srgb)).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Resolved<'a> {
    pub bind_group: &'a wgpu::BindGroup,
    pub decode_srgb: bool,
}

impl<'a> Resolved<'a> {
    /// A texture sampled as its format says (imgui's own, and the app's without the option).
    fn as_stored(bind_group: &'a wgpu::BindGroup) -> Self {
        Self {
            bind_group,
            decode_srgb: false,
        }
    }
}

impl<'a> Textures<'a> {
    /// The bind group for an id, sampled with `filter` if it is one of imgui's own textures
    /// (the app's keep their sampler), or why there is none. Never returns another texture's
    /// group.
    #[inline]
    pub fn resolve(
        &self,
        id: TextureId,
        filter: wgpu::FilterMode,
    ) -> Result<Resolved<'a>, TextureIdError> {
        let raw = id.value();
        let packed = self.ids.own(id)?;
        let nearest = (filter == wgpu::FilterMode::Nearest).then_some(NearestBinder {
            device: self.wgpu_device,
            layout: &self.device.layout,
            samplers: &self.device.samplers,
            nearest: &self.device.nearest_sampler,
        });
        match packed.kind {
            TextureKind::Imgui if packed.index == 0 => match &self.device.font {
                Some(font) => font.resolve(packed, raw, nearest).map(Resolved::as_stored),
                None => Err(TextureIdError::Unknown { id: raw }),
            },
            TextureKind::Imgui => match self.ids.imgui.lookup(packed) {
                Lookup::Live(index, _) => self
                    .device
                    .imgui
                    .get(index, nearest)
                    .map(Resolved::as_stored)
                    .ok_or(TextureIdError::Unknown { id: raw }),
                Lookup::Released => Err(TextureIdError::DestroyedImguiTexture { id: raw }),
                Lookup::Unknown => Err(TextureIdError::Unknown { id: raw }),
            },
            TextureKind::Persistent => {
                let (index, options) = self.ids.persistent.live(packed, raw)?;
                let bind_group = self
                    .device
                    .persistent
                    .get(index)
                    .ok_or(TextureIdError::NeedsView { id: raw })?;
                Ok(Resolved {
                    bind_group,
                    decode_srgb: options.decode_srgb,
                })
            }
            TextureKind::Frame => self.frame.resolve(packed, raw, self.frame_generation),
        }
    }
}

/// Checks everything about a texture that decides whether the imgui pipeline can sample it,
/// without asking wgpu (so it works the same on every backend, the browser's included).
fn check_texture(texture: &wgpu::Texture, gpu: &Gpu) -> Result<(), TextureError> {
    let usage = texture.usage();
    if !usage.contains(wgpu::TextureUsages::TEXTURE_BINDING) {
        return Err(TextureError::NotSampleable { usage });
    }
    let dimension = texture.dimension();
    if dimension != wgpu::TextureDimension::D2 {
        return Err(TextureError::NotTwoDimensional { dimension });
    }
    let sample_count = texture.sample_count();
    if sample_count != 1 {
        return Err(TextureError::Multisampled { sample_count });
    }
    let format = texture.format();
    if format.sample_type(None, Some(gpu.caps.features))
        != Some(wgpu::TextureSampleType::Float { filterable: true })
    {
        return Err(TextureError::UnfilterableFormat { format });
    }
    let max = gpu.caps.max_texture_side;
    let size = [texture.width(), texture.height()];
    if size[0] > max || size[1] > max {
        return Err(TextureError::TooLarge { size, max });
    }
    Ok(())
}

/// The size and bytes of an RGBA8 image, checked before anything is made of them.
pub(crate) fn check_rgba8(gpu: &Gpu, size: [u32; 2], pixels: &[u8]) -> Result<(), TextureError> {
    if size[0] == 0 || size[1] == 0 {
        return Err(TextureError::EmptyImage { size });
    }
    let expected = (size[0] as usize)
        .checked_mul(size[1] as usize)
        .and_then(|texels| texels.checked_mul(4));
    if expected != Some(pixels.len()) {
        return Err(TextureError::PixelDataSize {
            size,
            expected,
            actual: pixels.len(),
        });
    }
    let max = gpu.caps.max_texture_side;
    if size[0] > max || size[1] > max {
        return Err(TextureError::TooLarge { size, max });
    }
    Ok(())
}

/// Uploads tightly packed RGBA8 rows (checked by [`check_rgba8`]) into a new texture.
pub(crate) fn upload_rgba8(
    gpu: &Gpu,
    size: [u32; 2],
    pixels: &[u8],
    format: wgpu::TextureFormat,
) -> wgpu::TextureView {
    let texture = wgpu::util::DeviceExt::create_texture_with_data(
        &gpu.device,
        &gpu.queue,
        &wgpu::TextureDescriptor {
            label: Some("imgui-webgpu rgba8 texture"),
            size: wgpu::Extent3d {
                width: size[0],
                height: size[1],
                depth_or_array_layers: 1,
            },
            mip_level_count: 1,
            sample_count: 1,
            dimension: wgpu::TextureDimension::D2,
            format,
            usage: wgpu::TextureUsages::TEXTURE_BINDING | wgpu::TextureUsages::COPY_DST,
            view_formats: &[],
        },
        wgpu::util::TextureDataOrder::LayerMajor,
        pixels,
    );
    texture.create_view(&wgpu::TextureViewDescriptor::default())
}

/// A bind group of one texture view and one sampler, against the pipeline's texture layout.
fn texture_bind_group(
    device: &wgpu::Device,
    layout: &wgpu::BindGroupLayout,
    view: &wgpu::TextureView,
    sampler: &wgpu::Sampler,
    label: &str,
) -> wgpu::BindGroup {
    device.create_bind_group(&wgpu::BindGroupDescriptor {
        label: Some(label),
        layout,
        entries: &[
            wgpu::BindGroupEntry {
                binding: 0,
                resource: wgpu::BindingResource::TextureView(view),
            },
            wgpu::BindGroupEntry {
                binding: 1,
                resource: wgpu::BindingResource::Sampler(sampler),
            },
        ],
    })
}
