//! Persistent user textures: registered once, alive until unregistered.
//!
//! The bind group is created at registration, so drawing costs a lookup. Slots are reused,
//! but each reuse bumps the slot's generation, so an id kept after `unregister_texture` is
//! reported as stale rather than binding the slot's next occupant.

use super::id::{Generation, MAX_INDEX, PackedTextureId, TextureKind};
use super::sampler::SamplerOptions;
use crate::error::TextureError;

#[derive(Debug)]
struct Entry {
    view: wgpu::TextureView,
    options: SamplerOptions,
    bind_group: wgpu::BindGroup,
}

#[derive(Debug)]
struct Slot {
    generation: usize,
    entry: Option<Entry>,
}

/// The registry of persistent textures.
#[derive(Debug)]
pub(crate) struct PersistentTextures {
    slots: Vec<Slot>,
    free: Vec<usize>,
    live: usize,
    renderer_tag: usize,
}

impl PersistentTextures {
    /// An empty registry whose ids carry the renderer's tag.
    pub fn new(renderer_tag: usize) -> Self {
        Self {
            slots: Vec::new(),
            free: Vec::new(),
            live: 0,
            renderer_tag,
        }
    }

    /// Stores a bind group for `view` and returns its id.
    pub fn register(
        &mut self,
        view: wgpu::TextureView,
        options: SamplerOptions,
        bind_group: wgpu::BindGroup,
    ) -> Result<imgui::TextureId, TextureError> {
        let index = match self.free.pop() {
            Some(index) => index,
            None => {
                if self.slots.len() > MAX_INDEX {
                    return Err(TextureError::UnsupportedView {
                        reason: "the persistent texture registry is full",
                    });
                }
                self.slots.push(Slot {
                    generation: Generation::first(self.renderer_tag),
                    entry: None,
                });
                self.slots.len() - 1
            }
        };
        let slot = &mut self.slots[index];
        slot.entry = Some(Entry {
            view,
            options,
            bind_group,
        });
        self.live += 1;
        Ok(Self::id(index, slot.generation))
    }

    /// The slot index of a live id, or why it is not live.
    pub fn live_index(&self, id: imgui::TextureId) -> Result<usize, TextureError> {
        let raw = id.id();
        let packed = PackedTextureId::decode(id).ok_or(TextureError::Unknown { id: raw })?;
        if packed.kind != TextureKind::Persistent {
            return Err(TextureError::Unknown { id: raw });
        }
        self.entry(packed, raw).map(|_| packed.index)
    }

    /// The sampler options a live slot was registered with.
    pub fn options(&self, index: usize) -> SamplerOptions {
        self.slots[index]
            .entry
            .as_ref()
            .map_or_else(SamplerOptions::default, |entry| entry.options)
    }

    /// Swaps the view and bind group behind a live slot; the id stays the same.
    pub fn replace(&mut self, index: usize, view: wgpu::TextureView, bind_group: wgpu::BindGroup) {
        if let Some(entry) = self.slots[index].entry.as_mut() {
            entry.view = view;
            entry.bind_group = bind_group;
        }
    }

    /// Releases a live slot's view and bind group and retires its id.
    pub fn unregister(&mut self, index: usize) {
        let slot = &mut self.slots[index];
        if slot.entry.take().is_some() {
            slot.generation = Generation::next(slot.generation);
            // A slot whose generation wrapped is retired: reusing it could revive an id
            // from a full cycle ago.
            if !Generation::counter_is_zero(slot.generation) {
                self.free.push(index);
            }
            self.live -= 1;
        }
    }

    /// The bind group for a persistent id, or why there is none.
    pub fn resolve(
        &self,
        packed: PackedTextureId,
        raw: usize,
    ) -> Result<&wgpu::BindGroup, TextureError> {
        self.entry(packed, raw).map(|entry| &entry.bind_group)
    }

    /// How many textures are registered.
    pub fn len(&self) -> usize {
        self.live
    }

    fn entry(&self, packed: PackedTextureId, raw: usize) -> Result<&Entry, TextureError> {
        if !Generation::same_renderer(packed.generation, Generation::first(self.renderer_tag)) {
            return Err(TextureError::ForeignRenderer { id: raw });
        }
        let slot = self
            .slots
            .get(packed.index)
            .ok_or(TextureError::Unknown { id: raw })?;
        match &slot.entry {
            Some(entry) if slot.generation == packed.generation => Ok(entry),
            _ => Err(TextureError::Unregistered { id: raw }),
        }
    }

    fn id(index: usize, generation: usize) -> imgui::TextureId {
        PackedTextureId {
            kind: TextureKind::Persistent,
            generation,
            index,
        }
        .encode()
    }
}
