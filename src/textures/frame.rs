//! Per-frame textures: a bind-group cache keyed by view identity, emptied at `new_frame`.
//!
//! This is the cache that leaked in Dear ImGui's C++ WebGPU backend (keyed by a hash of the
//! view pointer, never cleared, so a reused pointer bound a stale group). Here the key is the
//! `wgpu::TextureView` itself (`Eq + Hash` by identity), the cache holds the view only until
//! the next `new_frame`, and the ids it hands out carry the frame's generation, so an id kept
//! past `new_frame` is reported instead of binding a later frame's texture.

use super::id::{Generation, MAX_INDEX, PackedTextureId, TextureKind};
use super::sampler::SamplerOptions;
use crate::error::TextureError;

/// A lookup key that borrows the view, so a cache hit costs no clone.
#[derive(Hash)]
struct BorrowedKey<'a>(&'a wgpu::TextureView, SamplerOptions);

impl hashbrown::Equivalent<(wgpu::TextureView, SamplerOptions)> for BorrowedKey<'_> {
    fn equivalent(&self, key: &(wgpu::TextureView, SamplerOptions)) -> bool {
        *self.0 == key.0 && self.1 == key.1
    }
}

/// The current frame's texture bind groups.
#[derive(Debug)]
pub(crate) struct FrameTextures {
    by_view: hashbrown::HashMap<(wgpu::TextureView, SamplerOptions), usize>,
    bind_groups: Vec<wgpu::BindGroup>,
    generation: usize,
}

impl FrameTextures {
    /// An empty cache whose ids carry the renderer's tag.
    pub fn new(renderer_tag: usize) -> Self {
        Self {
            by_view: hashbrown::HashMap::new(),
            bind_groups: Vec::new(),
            generation: Generation::first(renderer_tag),
        }
    }

    /// The id of `view` in this frame, if it was already given one.
    pub fn existing(
        &self,
        view: &wgpu::TextureView,
        options: SamplerOptions,
    ) -> Option<imgui::TextureId> {
        let index = *self.by_view.get(&BorrowedKey(view, options))?;
        Some(self.id(index))
    }

    /// Stores a new bind group for `view` and returns its id for this frame.
    pub fn insert(
        &mut self,
        view: &wgpu::TextureView,
        options: SamplerOptions,
        bind_group: wgpu::BindGroup,
    ) -> Result<imgui::TextureId, TextureError> {
        let index = self.bind_groups.len();
        if index > MAX_INDEX {
            return Err(TextureError::UnsupportedView {
                reason: "too many distinct frame textures in one frame",
            });
        }
        self.bind_groups.push(bind_group);
        self.by_view.insert((view.clone(), options), index);
        Ok(self.id(index))
    }

    /// Releases every view and bind group of the frame and expires its ids.
    /// Keeps the map's and vector's capacity, so steady state allocates nothing.
    pub fn clear(&mut self) {
        self.by_view.clear();
        self.bind_groups.clear();
        self.generation = Generation::next(self.generation);
    }

    /// The bind group for a frame id, or why there is none.
    pub fn resolve(
        &self,
        packed: PackedTextureId,
        raw: usize,
    ) -> Result<&wgpu::BindGroup, TextureError> {
        if !Generation::same_renderer(packed.generation, self.generation) {
            return Err(TextureError::ForeignRenderer { id: raw });
        }
        if packed.generation != self.generation {
            return Err(TextureError::ExpiredFrameTexture { id: raw });
        }
        self.bind_groups
            .get(packed.index)
            .ok_or(TextureError::Unknown { id: raw })
    }

    /// How many bind groups the cache holds.
    pub fn len(&self) -> usize {
        self.bind_groups.len()
    }

    fn id(&self, index: usize) -> imgui::TextureId {
        PackedTextureId {
            kind: TextureKind::Frame,
            generation: self.generation,
            index,
        }
        .encode()
    }
}
