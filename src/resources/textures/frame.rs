//! Per-frame textures: a bind-group cache keyed by view identity, emptied at `new_frame`.
//!
//! This is the cache that leaked in Dear ImGui's C++ WebGPU backend (keyed by a hash of the
//! view pointer, never cleared, so a reused pointer bound a stale group). Here the key is the
//! `wgpu::TextureView` itself (`Eq + Hash` by identity), the cache holds the view only until
//! the next `new_frame`, and the ids it hands out carry the frame's generation (the frame
//! state's, which paint callbacks share), so an id kept past `new_frame` is reported instead
//! of binding a later frame's texture.

use super::Resolved;
use super::id::{Generation, PackedTextureId, SLOTS, TextureKind};
use super::sampler::SamplerOptions;
use crate::error::{TextureError, TextureIdError};
use crate::source::TextureId;

/// A lookup key that borrows the view, so a cache hit costs no clone.
#[derive(Hash)]
struct BorrowedKey<'a>(&'a wgpu::TextureView, SamplerOptions);

impl hashbrown::Equivalent<(wgpu::TextureView, SamplerOptions)> for BorrowedKey<'_> {
    fn equivalent(&self, key: &(wgpu::TextureView, SamplerOptions)) -> bool {
        *self.0 == key.0 && self.1 == key.1
    }
}

/// The current frame's texture bind groups.
#[derive(Debug, Default)]
pub(crate) struct FrameTextures {
    by_view: hashbrown::HashMap<(wgpu::TextureView, SamplerOptions), usize>,
    /// Each frame texture's bind group, and whether the shader decodes its texels
    /// ([`SamplerOptions::decode_srgb`](field@SamplerOptions::decode_srgb)).
    bind_groups: Vec<(wgpu::BindGroup, bool)>,
}

impl FrameTextures {
    /// The id `view` already has in the frame of `generation`.
    pub fn existing(
        &self,
        view: &wgpu::TextureView,
        options: SamplerOptions,
        generation: Generation,
    ) -> Option<TextureId> {
        let index = *self.by_view.get(&BorrowedKey(view, options))?;
        Some(id(index, generation))
    }

    /// Refuses another frame texture when the frame holds as many as its ids can name.
    pub fn check_room(&self) -> Result<(), TextureError> {
        if self.bind_groups.len() >= SLOTS {
            return Err(TextureError::TooManyFrameTextures { capacity: SLOTS });
        }
        Ok(())
    }

    /// Keeps `view`'s bind group for the frame of `generation`; its id.
    pub fn insert(
        &mut self,
        view: &wgpu::TextureView,
        options: SamplerOptions,
        bind_group: wgpu::BindGroup,
        generation: Generation,
    ) -> Result<TextureId, TextureError> {
        self.check_room()?;
        let index = self.bind_groups.len();
        self.bind_groups.push((bind_group, options.decode_srgb));
        self.by_view.insert((view.clone(), options), index);
        Ok(id(index, generation))
    }

    /// Releases every view and bind group (their ids expire with the frame's generation).
    pub fn clear(&mut self) {
        self.by_view.clear();
        self.bind_groups.clear();
    }

    /// The bind group an id names, if it is of the frame of `generation`.
    #[inline]
    pub fn resolve(
        &self,
        packed: PackedTextureId,
        raw: u64,
        generation: Generation,
    ) -> Result<Resolved<'_>, TextureIdError> {
        let current = generation.counter();
        if packed.counter == current {
            self.bind_groups
                .get(packed.index)
                .map(|(bind_group, decode_srgb)| Resolved {
                    bind_group,
                    decode_srgb: *decode_srgb,
                })
                .ok_or(TextureIdError::Unknown { id: raw })
        } else if packed.counter < current {
            Err(TextureIdError::ExpiredFrameTexture { id: raw })
        } else {
            Err(TextureIdError::Unknown { id: raw })
        }
    }

    /// Bind groups held this frame.
    pub fn len(&self) -> usize {
        self.bind_groups.len()
    }
}

fn id(index: usize, generation: Generation) -> TextureId {
    PackedTextureId::pack(TextureKind::Frame, generation, index)
}
