//! Per-frame textures: a bind-group cache keyed by view identity, emptied at `new_frame`.
//!
//! This is the cache that leaked in Dear ImGui's C++ WebGPU backend (keyed by a hash of the
//! view pointer, never cleared, so a reused pointer bound a stale group). Here the key is the
//! `wgpu::TextureView` itself (`Eq + Hash` by identity), the cache holds the view only until
//! the next `new_frame`, and the ids it hands out carry the frame's generation, so an id kept
//! past `new_frame` is reported instead of binding a later frame's texture.

use super::id::{Generation, PackedTextureId, RendererTag, SLOTS, TextureKind};
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
    generation: Generation,
}

impl FrameTextures {
    /// An empty cache whose ids carry the renderer's tag.
    pub fn new(tag: &RendererTag) -> Self {
        Self {
            by_view: hashbrown::HashMap::new(),
            bind_groups: Vec::new(),
            generation: Generation::first(tag),
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

    /// Whether one more frame texture fits in this frame.
    pub fn check_room(&self) -> Result<(), TextureError> {
        if self.bind_groups.len() >= SLOTS {
            return Err(TextureError::TooManyFrameTextures { capacity: SLOTS });
        }
        Ok(())
    }

    /// Stores a new bind group for `view` and returns its id for this frame.
    pub fn insert(
        &mut self,
        view: &wgpu::TextureView,
        options: SamplerOptions,
        bind_group: wgpu::BindGroup,
    ) -> Result<imgui::TextureId, TextureError> {
        self.check_room()?;
        let index = self.bind_groups.len();
        self.bind_groups.push(bind_group);
        self.by_view.insert((view.clone(), options), index);
        Ok(self.id(index))
    }

    /// Releases every view and bind group of the frame and expires its ids.
    /// Keeps the map's and vector's capacity, so steady state allocates nothing.
    pub fn clear(&mut self) {
        self.by_view.clear();
        self.bind_groups.clear();
        // 2^36 frames on 64-bit targets; the wrap on 32-bit ones is the documented bound.
        self.generation = self.generation.next_wrapping();
    }

    /// The bind group for a frame id of this renderer, or why there is none.
    #[inline]
    pub fn resolve(
        &self,
        packed: PackedTextureId,
        raw: usize,
    ) -> Result<&wgpu::BindGroup, TextureError> {
        let current = self.generation.counter();
        if packed.counter == current {
            self.bind_groups
                .get(packed.index)
                .ok_or(TextureError::Unknown { id: raw })
        } else if packed.counter < current {
            Err(TextureError::ExpiredFrameTexture { id: raw })
        } else {
            Err(TextureError::Unknown { id: raw })
        }
    }

    /// How many bind groups the cache holds.
    pub fn len(&self) -> usize {
        self.bind_groups.len()
    }

    fn id(&self, index: usize) -> imgui::TextureId {
        PackedTextureId::pack(TextureKind::Frame, self.generation, index)
    }
}
