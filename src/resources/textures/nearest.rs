//! imgui's own textures sampled with nearest filtering, for the draws after Dear ImGui 1.92's
//! `DrawCallback_SetSamplerNearest` ([`DrawCommand::SamplerFilter`]).
//!
//! A texture's bind group holds its sampler, so each texture imgui owns (the font atlas, the
//! 1.92 protocol's textures) gets a second, nearest bind group the first time a draw walk
//! asks for one, and keeps it until the texture goes: a UI that never asks makes none, and a
//! UI that asks every frame makes it once. The device's nearest sampler is the app's when a
//! user texture made one already, else made once too.
//!
//! [`DrawCommand::SamplerFilter`]: crate::source::DrawCommand::SamplerFilter

use std::sync::OnceLock;

use super::SamplerOptions;
use super::sampler::{SamplerCache, create_sampler};

/// A texture's nearest bind group, made on first use; dropped with the texture.
#[derive(Debug, Default)]
pub(crate) struct NearestGroup(OnceLock<wgpu::BindGroup>);

impl NearestGroup {
    /// The nearest bind group of `texture`, made with `binder` the first time.
    #[inline]
    pub fn get_or_bind(
        &self,
        texture: &wgpu::Texture,
        binder: NearestBinder<'_>,
    ) -> &wgpu::BindGroup {
        self.0.get_or_init(|| binder.bind(texture))
    }
}

/// The device's nearest sampler for imgui's textures, when no user texture made one.
#[derive(Debug, Default)]
pub(crate) struct NearestSampler(OnceLock<wgpu::Sampler>);

impl NearestSampler {
    /// Whether it was made (it counts among the device's samplers).
    pub fn is_made(&self) -> bool {
        self.0.get().is_some()
    }
}

/// What a draw walk makes nearest bind groups with.
#[derive(Clone, Copy)]
pub(crate) struct NearestBinder<'a> {
    pub device: &'a wgpu::Device,
    pub layout: &'a wgpu::BindGroupLayout,
    pub samplers: &'a SamplerCache,
    pub nearest: &'a NearestSampler,
}

impl NearestBinder<'_> {
    /// A bind group of a view of `texture` with the nearest sampler.
    fn bind(self, texture: &wgpu::Texture) -> wgpu::BindGroup {
        let sampler = match self.samplers.existing(SamplerOptions::NEAREST) {
            Some(sampler) => sampler,
            None => self
                .nearest
                .0
                .get_or_init(|| create_sampler(self.device, SamplerOptions::NEAREST)),
        };
        let view = texture.create_view(&wgpu::TextureViewDescriptor::default());
        super::texture_bind_group(
            self.device,
            self.layout,
            &view,
            sampler,
            "imgui texture, nearest",
        )
    }
}
