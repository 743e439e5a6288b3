//! Persistent user textures: registered once, alive until unregistered.
//!
//! The bind group is created at registration, so drawing costs a lookup. Slots are reused,
//! but each reuse bumps the slot's counter, so an id kept after `unregister_texture` is
//! reported as stale rather than binding the slot's next occupant. A slot whose counter is
//! spent is retired, never reused.

use super::id::{Generation, PackedTextureId, RendererTag, SLOTS, TextureKind};
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
    generation: Generation,
    entry: Option<Entry>,
}

/// The registry of persistent textures.
#[derive(Debug)]
pub(crate) struct PersistentTextures {
    slots: Vec<Slot>,
    free: Vec<usize>,
    live: usize,
    first: Generation,
}

impl PersistentTextures {
    /// An empty registry whose ids carry the renderer's tag.
    pub fn new(tag: &RendererTag) -> Self {
        Self {
            slots: Vec::new(),
            free: Vec::new(),
            live: 0,
            first: Generation::first(tag),
        }
    }

    /// Whether one more texture can be registered.
    pub fn check_room(&self) -> Result<(), TextureError> {
        if self.free.is_empty() && self.slots.len() >= SLOTS {
            return Err(TextureError::RegistryFull { capacity: SLOTS });
        }
        Ok(())
    }

    /// Stores a bind group for `view` and returns its id.
    pub fn register(
        &mut self,
        view: wgpu::TextureView,
        options: SamplerOptions,
        bind_group: wgpu::BindGroup,
    ) -> Result<imgui::TextureId, TextureError> {
        self.check_room()?;
        let index = match self.free.pop() {
            Some(index) => index,
            None => {
                self.slots.push(Slot {
                    generation: self.first,
                    entry: None,
                });
                self.slots.len() - 1
            }
        };
        let Some(slot) = self.slots.get_mut(index) else {
            return Err(TextureError::RegistryFull { capacity: SLOTS });
        };
        slot.entry = Some(Entry {
            view,
            options,
            bind_group,
        });
        self.live += 1;
        Ok(PackedTextureId::pack(
            TextureKind::Persistent,
            slot.generation,
            index,
        ))
    }

    /// The slot index of a live id of this renderer, or why it is not live.
    pub fn live_index(&self, packed: PackedTextureId, raw: usize) -> Result<usize, TextureError> {
        self.entry(packed, raw).map(|_| packed.index)
    }

    /// The sampler options a live slot was registered with.
    pub fn options(&self, index: usize) -> SamplerOptions {
        self.slots
            .get(index)
            .and_then(|slot| slot.entry.as_ref())
            .map_or_else(SamplerOptions::default, |entry| entry.options)
    }

    /// Swaps the view and bind group behind a live slot; the id stays the same.
    pub fn replace(&mut self, index: usize, view: wgpu::TextureView, bind_group: wgpu::BindGroup) {
        if let Some(entry) = self
            .slots
            .get_mut(index)
            .and_then(|slot| slot.entry.as_mut())
        {
            entry.view = view;
            entry.bind_group = bind_group;
        }
    }

    /// Releases a live slot's view and bind group and retires its id.
    pub fn unregister(&mut self, index: usize) {
        let Some(slot) = self.slots.get_mut(index) else {
            return;
        };
        if slot.entry.take().is_some() {
            // A slot whose counter is spent is retired: reusing it could revive an old id.
            if let Some(next) = slot.generation.next() {
                slot.generation = next;
                self.free.push(index);
            }
            self.live -= 1;
        }
    }

    /// The bind group for a persistent id of this renderer, or why there is none.
    #[inline]
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

    #[inline]
    fn entry(&self, packed: PackedTextureId, raw: usize) -> Result<&Entry, TextureError> {
        let slot = self
            .slots
            .get(packed.index)
            .ok_or(TextureError::Unknown { id: raw })?;
        let current = slot.generation.counter();
        match &slot.entry {
            Some(entry) if packed.counter == current => Ok(entry),
            _ if packed.counter <= current => Err(TextureError::Unregistered { id: raw }),
            _ => Err(TextureError::Unknown { id: raw }),
        }
    }
}
