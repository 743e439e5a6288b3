//! Slots that ids name across devices: which are taken, with what, and each one's counter.
//!
//! Persistent textures and the textures imgui owns (Dear ImGui 1.92's protocol) both hand
//! out ids of a slot and a counter. Slots are reused, but each reuse bumps the slot's
//! counter, so an id kept after its texture was released is reported as stale rather than
//! binding the slot's next occupant. A slot whose counter is spent is retired. The slots
//! live as long as the renderer.

use super::id::{Generation, PackedTextureId, RendererTag, SLOTS, TextureKind};
use crate::source::TextureId;

#[derive(Debug)]
struct Slot<T> {
    generation: Generation,
    /// What the slot holds; `None` while it is free.
    value: Option<T>,
}

/// What an id of a slot names now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Lookup<T> {
    /// The slot's current occupant: its index and value.
    Live(usize, T),
    /// An earlier occupant of the slot, since released.
    Released,
    /// A slot or counter never handed out.
    Unknown,
}

/// The taken and free slots of one kind of id.
#[derive(Debug)]
pub(crate) struct Slots<T> {
    kind: TextureKind,
    /// Indices below this are never handed out (the font atlas is index 0 of its kind).
    reserved: usize,
    slots: Vec<Slot<T>>,
    free: Vec<usize>,
    live: usize,
    first: Generation,
}

impl<T: Copy> Slots<T> {
    /// Slots for ids of `kind` issued by the renderer with `tag`, from index `reserved` on.
    pub fn new(tag: &RendererTag, kind: TextureKind, reserved: usize) -> Self {
        Self {
            kind,
            reserved,
            slots: Vec::new(),
            free: Vec::new(),
            live: 0,
            first: Generation::first(tag),
        }
    }

    /// How many slots ids of this kind can name.
    pub fn capacity(&self) -> usize {
        SLOTS - self.reserved
    }

    /// Whether a slot can be taken (checked before anything is made for it).
    pub fn has_room(&self) -> bool {
        !self.free.is_empty() || self.reserved + self.slots.len() < SLOTS
    }

    /// Takes a slot for `value`: its index and id; `None` when every slot is taken.
    pub fn take(&mut self, value: T) -> Option<(usize, TextureId)> {
        if !self.has_room() {
            return None;
        }
        let index = match self.free.pop() {
            Some(index) => index,
            None => {
                self.slots.push(Slot {
                    generation: self.first,
                    value: None,
                });
                self.reserved + self.slots.len() - 1
            }
        };
        let slot = self.slots.get_mut(index - self.reserved)?;
        slot.value = Some(value);
        self.live += 1;
        Some((
            index,
            PackedTextureId::pack(self.kind, slot.generation, index),
        ))
    }

    /// What `packed` (an id of this renderer and kind) names now.
    #[inline]
    pub fn lookup(&self, packed: PackedTextureId) -> Lookup<T> {
        let Some(slot) = packed
            .index
            .checked_sub(self.reserved)
            .and_then(|position| self.slots.get(position))
        else {
            return Lookup::Unknown;
        };
        let current = slot.generation.counter();
        match slot.value {
            Some(value) if packed.counter == current => Lookup::Live(packed.index, value),
            _ if packed.counter <= current => Lookup::Released,
            _ => Lookup::Unknown,
        }
    }

    /// Frees slot `index`; its ids become stale. Nothing happens to a free slot.
    pub fn release(&mut self, index: usize) {
        let Some(slot) = index
            .checked_sub(self.reserved)
            .and_then(|position| self.slots.get_mut(position))
        else {
            return;
        };
        if slot.value.take().is_some() {
            if let Some(next) = slot.generation.next() {
                slot.generation = next;
                self.free.push(index);
            }
            self.live -= 1;
        }
    }

    /// Frees every slot; every id issued so far becomes stale.
    pub fn release_all(&mut self) {
        for index in self.reserved..self.reserved + self.slots.len() {
            self.release(index);
        }
    }

    /// Taken slots.
    pub fn live(&self) -> usize {
        self.live
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reused_slot_reports_its_old_ids_as_released() {
        let tag = RendererTag::acquire().unwrap();
        let mut slots = Slots::new(&tag, TextureKind::Imgui, 1);
        let (index, first) = slots.take('a').unwrap();
        assert_eq!(index, 1, "index 0 is reserved");
        let decode = |id| PackedTextureId::decode(id).unwrap();
        assert_eq!(slots.lookup(decode(first)), Lookup::Live(1, 'a'));
        slots.release(index);
        slots.release(index);
        assert_eq!(slots.live(), 0, "a second release changes nothing");
        assert_eq!(slots.lookup(decode(first)), Lookup::Released);
        let (again, second) = slots.take('b').unwrap();
        assert_eq!(again, index);
        assert_eq!(slots.lookup(decode(first)), Lookup::Released);
        assert_eq!(slots.lookup(decode(second)), Lookup::Live(1, 'b'));
        let mut forged = decode(second);
        forged.counter += 1;
        assert_eq!(slots.lookup(forged), Lookup::Unknown);
        forged = decode(second);
        forged.index = 0;
        assert_eq!(slots.lookup(forged), Lookup::Unknown, "the reserved index");
    }

    #[test]
    fn release_all_leaves_no_id_live() {
        let tag = RendererTag::acquire().unwrap();
        let mut slots = Slots::new(&tag, TextureKind::Persistent, 0);
        let ids: Vec<_> = (0..5).map(|n| slots.take(n).unwrap().1).collect();
        slots.release(2);
        slots.release_all();
        assert_eq!(slots.live(), 0);
        for id in ids {
            let packed = PackedTextureId::decode(id).unwrap();
            assert_eq!(slots.lookup(packed), Lookup::Released);
        }
    }

    #[test]
    fn a_full_store_refuses_and_a_release_makes_room() {
        let tag = RendererTag::acquire().unwrap();
        let mut slots = Slots::new(&tag, TextureKind::Imgui, 1);
        for n in 0..slots.capacity() {
            assert!(slots.take(n).is_some(), "slot {n}");
        }
        assert!(!slots.has_room());
        assert_eq!(slots.take(0), None);
        slots.release(7);
        assert_eq!(slots.take(1).map(|(index, _)| index), Some(7));
    }
}
