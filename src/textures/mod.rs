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

pub(crate) use id::Generation;
pub use id::{PackedTextureId, TextureKind};
pub use sampler::SamplerOptions;

use crate::error::{ConfigError, TextureError};
use font::FontAtlas;
use frame::FrameTextures;
use persistent::PersistentTextures;
use sampler::SamplerCache;

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
    /// This renderer's tag in every generation it issues (see `id`).
    renderer_tag: usize,
}

impl TextureSet {
    /// Uploads the font atlas and starts empty stores.
    pub fn new(
        device: &wgpu::Device,
        queue: &wgpu::Queue,
        layout: wgpu::BindGroupLayout,
        fonts: &mut imgui::FontAtlas,
    ) -> Result<Self, ConfigError> {
        let renderer_tag = id::Generation::new_tag();
        let mut samplers = SamplerCache::default();
        let sampler = samplers.get(device, SamplerOptions::LINEAR);
        let font = FontAtlas::upload(
            device,
            queue,
            &layout,
            sampler,
            fonts,
            id::Generation::first(renderer_tag),
        )?;
        Ok(Self {
            device: device.clone(),
            layout,
            samplers,
            font,
            persistent: PersistentTextures::new(renderer_tag),
            frame: FrameTextures::new(renderer_tag),
            renderer_tag,
            created_bind_groups: 1,
        })
    }

    /// Rebuilds and uploads the atlas; the old texture and bind group are dropped at once.
    pub fn reload_font_atlas(
        &mut self,
        queue: &wgpu::Queue,
        fonts: &mut imgui::FontAtlas,
    ) -> Result<(), ConfigError> {
        let sampler = self.samplers.get(&self.device, SamplerOptions::LINEAR);
        let generation = id::Generation::next(self.font.generation());
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

    /// The id imgui currently draws the font atlas with.
    pub fn font_id(&self) -> imgui::TextureId {
        FontAtlas::id_for(self.font.generation())
    }

    /// The tag this renderer's generations carry (paint markers use it too).
    pub fn renderer_tag(&self) -> usize {
        self.renderer_tag
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
        let bind_group = self.bind_group_for(view, options, Validation::Always)?;
        self.persistent.register(view.clone(), options, bind_group)
    }

    /// Points a persistent id at a new view, keeping its sampler options.
    pub fn replace(
        &mut self,
        id: imgui::TextureId,
        view: &wgpu::TextureView,
    ) -> Result<(), TextureError> {
        let index = self.persistent.live_index(id)?;
        let options = self.persistent.options(index);
        let bind_group = self.bind_group_for(view, options, Validation::Always)?;
        self.persistent.replace(index, view.clone(), bind_group);
        Ok(())
    }

    /// Releases a persistent texture's bind group and view.
    pub fn unregister(&mut self, id: imgui::TextureId) -> Result<(), TextureError> {
        let index = self.persistent.live_index(id)?;
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
        let bind_group = self.bind_group_for(view, options, Validation::WhenAmbiguous)?;
        self.frame.insert(view, options, bind_group)
    }

    /// Releases the frame cache and expires its ids.
    pub fn new_frame(&mut self) {
        self.frame.clear();
    }

    /// The bind group for an id, or why there is none. Never returns another texture's group.
    pub fn resolve(&self, id: imgui::TextureId) -> Result<&wgpu::BindGroup, TextureError> {
        let raw = id.id();
        let packed = PackedTextureId::decode(id).ok_or(TextureError::Unknown { id: raw })?;
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

    fn bind_group_for(
        &mut self,
        view: &wgpu::TextureView,
        options: SamplerOptions,
        validation: Validation,
    ) -> Result<wgpu::BindGroup, TextureError> {
        check_view(view, &self.device)?;
        // The view's own dimension is not visible through wgpu's API: a default view of a
        // layered texture is an array view, which the layout refuses. Where that can happen
        // (and always for registrations, which are rare), wgpu's verdict is captured in an
        // error scope instead of reaching the device's uncaptured-error handler.
        let layered = view.texture().depth_or_array_layers() > 1;
        let scope = (validation == Validation::Always || layered)
            .then(|| self.device.push_error_scope(wgpu::ErrorFilter::Validation));
        let sampler = self.samplers.get(&self.device, options);
        let bind_group =
            texture_bind_group(&self.device, &self.layout, view, sampler, "user texture");
        if let Some(scope) = scope {
            if let Some(Some(_error)) = ready_now(scope.pop()) {
                return Err(TextureError::UnsupportedView {
                    reason: "wgpu refused the view: it must be a single-layer, single-mip-range 2D view",
                });
            }
        }
        self.created_bind_groups += 1;
        Ok(bind_group)
    }
}

/// When a bind group's creation is checked through a wgpu error scope.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Validation {
    /// Every time (registrations).
    Always,
    /// Only when the texture has layers, so the view's dimension may not be 2D.
    WhenAmbiguous,
}

/// The output of a future that is already complete (wgpu-core's error scopes are), or `None`
/// where it is not (the browser's WebGPU answers later; there, wgpu reports the error itself).
fn ready_now<F: std::future::Future>(future: F) -> Option<F::Output> {
    let mut future = std::pin::pin!(future);
    let mut context = std::task::Context::from_waker(std::task::Waker::noop());
    match future.as_mut().poll(&mut context) {
        std::task::Poll::Ready(output) => Some(output),
        std::task::Poll::Pending => None,
    }
}

/// Checks what can be checked of a view before wgpu would reject its bind group.
fn check_view(view: &wgpu::TextureView, device: &wgpu::Device) -> Result<(), TextureError> {
    let texture = view.texture();
    if !texture
        .usage()
        .contains(wgpu::TextureUsages::TEXTURE_BINDING)
    {
        return Err(TextureError::UnsupportedView {
            reason: "the texture lacks TextureUsages::TEXTURE_BINDING",
        });
    }
    if texture.dimension() != wgpu::TextureDimension::D2 {
        return Err(TextureError::UnsupportedView {
            reason: "the texture is not two-dimensional",
        });
    }
    if texture.sample_count() != 1 {
        return Err(TextureError::UnsupportedView {
            reason: "the texture is multisampled; resolve it first",
        });
    }
    let sample_type = texture.format().sample_type(None, Some(device.features()));
    if sample_type != Some(wgpu::TextureSampleType::Float { filterable: true }) {
        return Err(TextureError::UnsupportedView {
            reason: "the texture format is not filterable float (depth, integer or unfilterable)",
        });
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
