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
    options: SamplerOptions,
    /// The view and its bind group; `None` after the renderer moved to a new device, until
    /// the app hands in a view on it.
    bound: Option<(wgpu::TextureView, wgpu::BindGroup)>,
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
            options,
            bound: Some((view, bind_group)),
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
            entry.bound = Some((view, bind_group));
        }
    }

    /// Releases every view and bind group (they belong to a lost device) and keeps the ids:
    /// each waits for a view on the new device.
    pub fn unbind_all(&mut self) {
        for slot in &mut self.slots {
            if let Some(entry) = &mut slot.entry {
                entry.bound = None;
            }
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
        match &self.entry(packed, raw)?.bound {
            Some((_, bind_group)) => Ok(bind_group),
            None => Err(TextureError::NeedsView { id: raw }),
        }
    }

    /// How many registered textures hold a bind group.
    pub fn len(&self) -> usize {
        self.slots
            .iter()
            .filter(|slot| {
                slot.entry
                    .as_ref()
                    .is_some_and(|entry| entry.bound.is_some())
            })
            .count()
    }

    /// How many textures are registered, bound or waiting for a view.
    pub fn registered(&self) -> usize {
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
