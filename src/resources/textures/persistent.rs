//! Persistent user textures: registered once, alive until unregistered.
//!
//! Two lifetimes, two types:
//! - [`PersistentSlots`] lives as long as the renderer: which slots are registered, with
//!   which sampler options, and each slot's counter. Slots are reused, but each reuse bumps
//!   the slot's counter, so an id kept after `unregister_texture` is reported as stale rather
//!   than binding the slot's next occupant. A slot whose counter is spent is retired. The
//!   ids survive a move to a new device.
//! - [`PersistentBindings`] lives as long as the device: each registered slot's view and
//!   bind group, made at registration, so drawing costs a lookup. A new device starts with
//!   none: every id waits for a view on it (`replace_texture`).

use super::id::{PackedTextureId, RendererTag, TextureKind};
use super::sampler::SamplerOptions;
use super::slots::{Lookup, Slots};
use crate::error::{TextureError, TextureIdError};
use crate::source::TextureId;

/// The registered slots: what the ids name, across devices.
#[derive(Debug)]
pub(crate) struct PersistentSlots {
    slots: Slots<SamplerOptions>,
}

impl PersistentSlots {
    pub fn new(tag: &RendererTag) -> Self {
        Self {
            slots: Slots::new(tag, TextureKind::Persistent, 0),
        }
    }

    /// Refuses a registration when every slot is taken (before anything is made for it).
    pub fn check_room(&self) -> Result<(), TextureError> {
        if !self.slots.has_room() {
            return Err(TextureError::RegistryFull {
                capacity: self.slots.capacity(),
            });
        }
        Ok(())
    }

    /// Takes a slot for a texture of `options`: its index and its id.
    pub fn register(
        &mut self,
        options: SamplerOptions,
    ) -> Result<(usize, TextureId), TextureError> {
        self.slots.take(options).ok_or(TextureError::RegistryFull {
            capacity: self.slots.capacity(),
        })
    }

    /// The slot a live id of this kind names, with its sampler options.
    #[inline]
    pub fn live(
        &self,
        packed: PackedTextureId,
        raw: u64,
    ) -> Result<(usize, SamplerOptions), TextureIdError> {
        match self.slots.lookup(packed) {
            Lookup::Live(index, options) => Ok((index, options)),
            Lookup::Released => Err(TextureIdError::Unregistered { id: raw }),
            Lookup::Unknown => Err(TextureIdError::Unknown { id: raw }),
        }
    }

    /// Frees a slot; its ids become stale.
    pub fn unregister(&mut self, index: usize) {
        self.slots.release(index);
    }

    /// Registered textures, with or without a view on the current device.
    pub fn registered(&self) -> usize {
        self.slots.live()
    }
}

/// The views and bind groups of the registered slots, on one device.
#[derive(Debug, Default)]
pub(crate) struct PersistentBindings {
    by_slot: Vec<Option<(wgpu::TextureView, wgpu::BindGroup)>>,
}

impl PersistentBindings {
    /// Binds slot `index` to `view` through `bind_group`, replacing what it had.
    pub fn bind(&mut self, index: usize, view: wgpu::TextureView, bind_group: wgpu::BindGroup) {
        if self.by_slot.len() <= index {
            self.by_slot.resize_with(index + 1, || None);
        }
        if let Some(slot) = self.by_slot.get_mut(index) {
            *slot = Some((view, bind_group));
        }
    }

    /// Releases slot `index`'s view and bind group.
    pub fn unbind(&mut self, index: usize) {
        if let Some(slot) = self.by_slot.get_mut(index) {
            *slot = None;
        }
    }

    /// The bind group of slot `index`, if it has a view on this device.
    #[inline]
    pub fn get(&self, index: usize) -> Option<&wgpu::BindGroup> {
        self.by_slot
            .get(index)
            .and_then(Option::as_ref)
            .map(|(_, bind_group)| bind_group)
    }

    /// Slots with a view on this device.
    pub fn len(&self) -> usize {
        self.by_slot.iter().flatten().count()
    }
}
