//! Everything imgui can draw with: the font atlas, persistent textures, per-frame textures.
//!
//! The three stores are separate fields with separate lifetimes (see the crate docs'
//! lifetime contract). [`TextureSet::resolve`] turns an imgui texture id into a bind group, or
//! into a [`TextureError`] that the draw walk reports while it goes on with the frame.

mod font;
mod frame;
mod id;
mod persistent;
mod sampler;

pub(crate) use id::{Generation, INDEX_BITS, RendererTag};
pub use id::{PackedTextureId, TextureKind};
pub use sampler::SamplerOptions;

use crate::error::{ConfigError, TextureError, WgpuError};
use font::FontAtlas;
use frame::FrameTextures;
use persistent::PersistentTextures;
use sampler::SamplerCache;

/// How a view's shape (dimension, layers, device) is checked before it is bound.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ViewCheck {
    /// wgpu-core (native, and WebGL2 in browsers) answers error scopes at once: the bind
    /// group is made in one, and a refusal is returned as [`TextureError::ViewRejected`].
    ErrorScope,
    /// The browser's WebGPU answers error scopes only after the frame, and a view's shape
    /// cannot be read back. The bind group is made of the renderer's own 2D view of the
    /// texture's first layer, which the texture checks prove valid.
    OwnView,
}

impl ViewCheck {
    fn for_device(device: &wgpu::Device) -> Self {
        if device.adapter_info().backend == wgpu::Backend::BrowserWebGpu {
            Self::OwnView
        } else {
            Self::ErrorScope
        }
    }
}

/// The font atlas, the persistent registry, the frame cache, and the samplers they share.
#[derive(Debug)]
pub(crate) struct TextureSet {
    device: wgpu::Device,
    layout: wgpu::BindGroupLayout,
    samplers: SamplerCache,
    font: FontAtlas,
    persistent: PersistentTextures,
    frame: FrameTextures,
    /// Bind groups created since the counter was last taken (for the render report).
    created_bind_groups: usize,
    view_check: ViewCheck,
    /// This renderer's tag in every id it issues; given back to the pool on drop.
    tag: RendererTag,
}

impl TextureSet {
    /// Takes a renderer tag, uploads the font atlas and starts empty stores.
    pub fn new(
        device: &wgpu::Device,
        queue: &wgpu::Queue,
        layout: wgpu::BindGroupLayout,
        fonts: &mut imgui::FontAtlas,
    ) -> Result<Self, ConfigError> {
        let tag = RendererTag::acquire().ok_or(ConfigError::TooManyRenderers {
            max: id::MAX_RENDERERS,
        })?;
        let mut samplers = SamplerCache::default();
        let sampler = samplers.get(device, SamplerOptions::LINEAR);
        let font = FontAtlas::upload(
            device,
            queue,
            &layout,
            sampler,
            fonts,
            Generation::first(&tag),
        )?;
        let view_check = ViewCheck::for_device(device);
        Ok(Self {
            device: device.clone(),
            layout,
            samplers,
            font,
            persistent: PersistentTextures::new(&tag),
            frame: FrameTextures::new(&tag),
            created_bind_groups: 1,
            view_check,
            tag,
        })
    }

    /// Rebuilds and uploads the atlas; the old texture and bind group are dropped at once.
    pub fn reload_font_atlas(
        &mut self,
        queue: &wgpu::Queue,
        fonts: &mut imgui::FontAtlas,
    ) -> Result<(), ConfigError> {
        let sampler = self.samplers.get(&self.device, SamplerOptions::LINEAR);
        // After 2^36 reloads (2^18 on 32-bit targets) the counter wraps: an id that old
        // would bind the current atlas, which is harmless.
        let generation = self.font.generation().next_wrapping();
        self.font = FontAtlas::upload(
            &self.device,
            queue,
            &self.layout,
            sampler,
            fonts,
            generation,
        )?;
        self.created_bind_groups += 1;
        Ok(())
    }

    /// Moves to a new device: new samplers and font atlas there, every persistent id kept
    /// but waiting for a view, the frame cache emptied. Nothing of the old device is kept.
    /// On an error nothing changes.
    pub fn move_to(
        &mut self,
        device: &wgpu::Device,
        queue: &wgpu::Queue,
        layout: wgpu::BindGroupLayout,
        fonts: &mut imgui::FontAtlas,
    ) -> Result<(), ConfigError> {
        let mut samplers = SamplerCache::default();
        let sampler = samplers.get(device, SamplerOptions::LINEAR);
        let font = FontAtlas::upload(
            device,
            queue,
            &layout,
            sampler,
            fonts,
            self.font.generation().next_wrapping(),
        )?;
        self.device = device.clone();
        self.layout = layout;
        self.samplers = samplers;
        self.font = font;
        self.persistent.unbind_all();
        self.frame.clear();
        self.view_check = ViewCheck::for_device(device);
        self.created_bind_groups += 1;
        Ok(())
    }

    /// The id imgui currently draws the font atlas with.
    pub fn font_id(&self) -> imgui::TextureId {
        FontAtlas::id_for(self.font.generation())
    }

    /// The tag this renderer's ids carry (paint markers use it too).
    pub fn tag(&self) -> &RendererTag {
        &self.tag
    }

    /// The font atlas size in texels.
    pub fn font_size(&self) -> [u32; 2] {
        self.font.size()
    }

    /// Registers a persistent texture.
    pub fn register(
        &mut self,
        view: &wgpu::TextureView,
        options: SamplerOptions,
    ) -> Result<imgui::TextureId, TextureError> {
        self.persistent.check_room()?;
        let bind_group = self.bind_group_for(view, options)?;
        self.persistent.register(view.clone(), options, bind_group)
    }

    /// Creates a texture from tightly packed RGBA8 rows, uploads it and registers it.
    pub fn create_rgba8(
        &mut self,
        queue: &wgpu::Queue,
        size: [u32; 2],
        pixels: &[u8],
        format: wgpu::TextureFormat,
        options: SamplerOptions,
    ) -> Result<imgui::TextureId, TextureError> {
        let expected = (size[0] as usize)
            .checked_mul(size[1] as usize)
            .and_then(|texels| texels.checked_mul(4));
        if size[0] == 0 || size[1] == 0 {
            return Err(TextureError::EmptyImage { size });
        }
        if expected != Some(pixels.len()) {
            return Err(TextureError::PixelDataSize {
                size,
                expected,
                actual: pixels.len(),
            });
        }
        let max = self.device.limits().max_texture_dimension_2d;
        if size[0] > max || size[1] > max {
            return Err(TextureError::TooLarge { size, max });
        }
        self.persistent.check_room()?;
        let texture = wgpu::util::DeviceExt::create_texture_with_data(
            &self.device,
            queue,
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
        let view = texture.create_view(&wgpu::TextureViewDescriptor::default());
        self.register(&view, options)
    }

    /// Points a persistent id at a new view, keeping its sampler options.
    pub fn replace(
        &mut self,
        id: imgui::TextureId,
        view: &wgpu::TextureView,
    ) -> Result<(), TextureError> {
        let index = self.persistent_index(id)?;
        let options = self.persistent.options(index);
        let bind_group = self.bind_group_for(view, options)?;
        self.persistent.replace(index, view.clone(), bind_group);
        Ok(())
    }

    /// Releases a persistent texture's bind group and view.
    pub fn unregister(&mut self, id: imgui::TextureId) -> Result<(), TextureError> {
        let index = self.persistent_index(id)?;
        self.persistent.unregister(index);
        Ok(())
    }

    /// The id of `view` for this frame, creating its bind group on first use in the frame.
    pub fn frame_texture(
        &mut self,
        view: &wgpu::TextureView,
        options: SamplerOptions,
    ) -> Result<imgui::TextureId, TextureError> {
        if let Some(id) = self.frame.existing(view, options) {
            return Ok(id);
        }
        self.frame.check_room()?;
        let bind_group = self.bind_group_for(view, options)?;
        self.frame.insert(view, options, bind_group)
    }

    /// Releases the frame cache and expires its ids.
    pub fn new_frame(&mut self) {
        self.frame.clear();
    }

    /// The bind group for an id, or why there is none. Never returns another texture's group.
    #[inline]
    pub fn resolve(&self, id: imgui::TextureId) -> Result<&wgpu::BindGroup, TextureError> {
        let raw = id.id();
        let packed = self.own(id)?;
        match packed.kind {
            TextureKind::Font => self.font.resolve(packed, raw),
            TextureKind::Persistent => self.persistent.resolve(packed, raw),
            TextureKind::Frame => self.frame.resolve(packed, raw),
        }
    }

    /// Bind groups created since the last call (font, persistent and frame alike).
    pub fn take_created_bind_groups(&mut self) -> usize {
        std::mem::take(&mut self.created_bind_groups)
    }

    /// Live counts: (persistent bind groups, frame bind groups, samplers).
    pub fn counts(&self) -> (usize, usize, usize) {
        (self.persistent.len(), self.frame.len(), self.samplers.len())
    }

    /// Registered persistent textures, with or without a view.
    pub fn registered(&self) -> usize {
        self.persistent.registered()
    }

    /// Decodes an id this renderer issued; another live renderer's id is foreign, anything
    /// else unknown.
    #[inline]
    fn own(&self, id: imgui::TextureId) -> Result<PackedTextureId, TextureError> {
        let raw = id.id();
        let packed = PackedTextureId::decode(id).ok_or(TextureError::Unknown { id: raw })?;
        if packed.renderer_tag == self.tag.value() {
            Ok(packed)
        } else if RendererTag::is_live(packed.renderer_tag) {
            Err(TextureError::ForeignRenderer { id: raw })
        } else {
            Err(TextureError::Unknown { id: raw })
        }
    }

    fn persistent_index(&self, id: imgui::TextureId) -> Result<usize, TextureError> {
        let raw = id.id();
        let packed = self.own(id)?;
        if packed.kind != TextureKind::Persistent {
            return Err(TextureError::Unknown { id: raw });
        }
        self.persistent.live_index(packed, raw)
    }

    /// A bind group of `view`, or why wgpu would refuse one. `register_texture`,
    /// `replace_texture` and `frame_texture` all come through here, so they accept and
    /// refuse the same views.
    fn bind_group_for(
        &mut self,
        view: &wgpu::TextureView,
        options: SamplerOptions,
    ) -> Result<wgpu::BindGroup, TextureError> {
        check_texture(view.texture(), &self.device)?;
        let sampler = self.samplers.get(&self.device, options);
        let bind_group = match self.view_check {
            ViewCheck::ErrorScope => {
                let scope = self.device.push_error_scope(wgpu::ErrorFilter::Validation);
                let bind_group =
                    texture_bind_group(&self.device, &self.layout, view, sampler, "user texture");
                if let Some(Some(error)) = ready_now(scope.pop()) {
                    return Err(TextureError::ViewRejected(WgpuError::new(error)));
                }
                bind_group
            }
            ViewCheck::OwnView => {
                let own = view.texture().create_view(&wgpu::TextureViewDescriptor {
                    label: Some("imgui-webgpu user texture"),
                    dimension: Some(wgpu::TextureViewDimension::D2),
                    base_array_layer: 0,
                    array_layer_count: Some(1),
                    ..Default::default()
                });
                texture_bind_group(&self.device, &self.layout, &own, sampler, "user texture")
            }
        };
        self.created_bind_groups += 1;
        Ok(bind_group)
    }
}

/// The output of a future that is already complete (wgpu-core's error scopes are), or `None`
/// where it is not.
pub(crate) fn ready_now<F: std::future::Future>(future: F) -> Option<F::Output> {
    let mut future = std::pin::pin!(future);
    let mut context = std::task::Context::from_waker(std::task::Waker::noop());
    match future.as_mut().poll(&mut context) {
        std::task::Poll::Ready(output) => Some(output),
        std::task::Poll::Pending => None,
    }
}

/// Checks everything about a texture that decides whether the imgui pipeline can sample it,
/// without asking wgpu (so it works the same on every backend, the browser's included).
fn check_texture(texture: &wgpu::Texture, device: &wgpu::Device) -> Result<(), TextureError> {
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
    if format.sample_type(None, Some(device.features()))
        != Some(wgpu::TextureSampleType::Float { filterable: true })
    {
        return Err(TextureError::UnfilterableFormat { format });
    }
    let max = device.limits().max_texture_dimension_2d;
    let size = [texture.width(), texture.height()];
    if size[0] > max || size[1] > max {
        return Err(TextureError::TooLarge { size, max });
    }
    Ok(())
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
