//! Texture ids that know what they point at.
//!
//! imgui stores a texture id as a plain integer. Ours packs four fields into it: a kind
//! (imgui's own, persistent, frame), the tag of the renderer that issued it, a counter, and a slot
//! index. A slot reused after `unregister_texture`, or a frame id kept past `new_frame`,
//! fails its counter check and is reported, instead of binding whatever now lives in that
//! slot. Kind 0 is never issued, so imgui's null id and small integers are always unknown.
//!
//! | target | kind | renderer tag | counter | index |
//! | --- | --- | --- | --- | --- |
//! | 64-bit | 2 bits | 10 bits (1,024 live renderers) | 36 bits | 16 bits |
//! | 32-bit (wasm32) | 2 bits | 2 bits (4 live renderers) | 18 bits | 10 bits |
//!
//! Tags come from a process-wide pool of live renderers, so two live renderers never share
//! one; a dropped renderer's tag is handed out again only after every other free tag was.
//! Counters only grow: a frame id would alias only after 2^36 `new_frame` calls on 64-bit
//! targets (36 years at 60 frames a second), and after 2^18 on 32-bit ones (73 minutes at
//! 60 frames a second: an id kept that long, to the frame, would bind that frame's texture).
//! A persistent slot whose counter would wrap is retired instead.

use std::sync::Mutex;

use crate::source::TextureId;

/// Which store a texture id points into.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum TextureKind {
    /// A texture imgui owns: the font atlas (imgui-rs; slot 0), or any texture of Dear ImGui
    /// 1.92's texture protocol (`RendererFor::create_imgui_texture`; slots 1 and up).
    Imgui,
    /// A texture registered with `register_texture`, alive until unregistered.
    Persistent,
    /// A texture given to `frame_texture`, alive until the next `new_frame`.
    Frame,
}

const WIDE: bool = usize::BITS >= 64;
const KIND_BITS: u32 = 2;
/// Bits of the slot index.
pub(crate) const INDEX_BITS: u32 = if WIDE { 16 } else { 10 };
/// Bits of the generation: renderer tag and counter.
pub(crate) const GENERATION_BITS: u32 = usize::BITS - INDEX_BITS - KIND_BITS;
/// Bits of the generation that name the renderer.
const TAG_BITS: u32 = if WIDE { 10 } else { 2 };
/// Bits of the generation that count (frames, reloads, slot reuses).
const COUNTER_BITS: u32 = GENERATION_BITS - TAG_BITS;
const INDEX_MASK: usize = (1 << INDEX_BITS) - 1;
const COUNTER_MASK: usize = (1 << COUNTER_BITS) - 1;
const GENERATION_MASK: usize = (1 << GENERATION_BITS) - 1;
/// How many renderers can be alive at once.
pub(crate) const MAX_RENDERERS: usize = 1 << TAG_BITS;
/// How many slots a store can hand out ids for.
pub(crate) const SLOTS: usize = 1 << INDEX_BITS;

/// Generation arithmetic: a renderer tag in the top bits, a counter below.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Generation(usize);

impl Generation {
    /// The first generation of the renderer with `tag`.
    pub fn first(tag: &RendererTag) -> Self {
        Self(tag.0 << COUNTER_BITS)
    }

    /// The generation after this one, keeping its tag; `None` once the counter is spent.
    pub fn next(self) -> Option<Self> {
        (self.counter() < COUNTER_MASK).then_some(Self(self.0 + 1))
    }

    /// The generation after this one, wrapping the counter (frames on 32-bit targets: the
    /// documented bound).
    pub fn next_wrapping(self) -> Self {
        self.next()
            .unwrap_or(Self(self.0 & !COUNTER_MASK & GENERATION_MASK))
    }

    /// The counter without the tag.
    pub fn counter(self) -> usize {
        self.0 & COUNTER_MASK
    }

    /// The tag of the renderer that issued this generation.
    pub fn tag(self) -> usize {
        (self.0 & GENERATION_MASK) >> COUNTER_BITS
    }

    /// The raw bits, as packed into ids and paint markers.
    pub fn bits(self) -> usize {
        self.0 & GENERATION_MASK
    }

    /// A generation read back from packed bits.
    pub fn from_bits(bits: usize) -> Self {
        Self(bits & GENERATION_MASK)
    }
}

/// A renderer's tag, held for the renderer's lifetime and given back to the pool on drop.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct RendererTag(usize);

/// Which tags live renderers hold, and where the next search starts.
struct TagPool {
    live: [bool; MAX_RENDERERS],
    next: usize,
}

static TAGS: Mutex<TagPool> = Mutex::new(TagPool {
    live: [false; MAX_RENDERERS],
    next: 0,
});

fn tags() -> std::sync::MutexGuard<'static, TagPool> {
    // The pool holds plain flags; a panic elsewhere cannot leave it inconsistent.
    TAGS.lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

impl TagPool {
    /// Marks the first free tag from `next` on as live, round-robin.
    fn take(&mut self) -> Option<usize> {
        let start = self.next;
        let tag = (0..MAX_RENDERERS)
            .map(|offset| (start + offset) % MAX_RENDERERS)
            .find(|tag| !self.live[*tag])?;
        self.live[tag] = true;
        self.next = (tag + 1) % MAX_RENDERERS;
        Some(tag)
    }
}

impl RendererTag {
    /// A tag no live renderer holds, or `None` when `MAX_RENDERERS` are alive.
    pub fn acquire() -> Option<Self> {
        tags().take().map(Self)
    }

    /// The tag's value.
    pub fn value(&self) -> usize {
        self.0
    }

    /// Whether some live renderer holds `tag` (so an id carrying it is foreign, not garbage).
    pub fn is_live(tag: usize) -> bool {
        tags().live.get(tag).copied().unwrap_or(false)
    }
}

impl Drop for RendererTag {
    fn drop(&mut self) {
        if let Some(live) = tags().live.get_mut(self.0) {
            *live = false;
        }
    }
}

/// The decoded fields of a texture id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct PackedTextureId {
    /// Which store it points into.
    pub kind: TextureKind,
    /// The tag of the renderer that issued it.
    pub renderer_tag: usize,
    /// How many times, when it was issued, the font atlas had been reloaded, the slot
    /// reused, or frames started. Stable across runs, unlike the tag.
    pub counter: usize,
    /// The slot within the store.
    pub index: usize,
}

impl PackedTextureId {
    /// The fields of an id, to [`encode`](Self::encode) one: tools that remap recorded
    /// ids, and tests that forge ids a renderer never issued.
    pub fn new(kind: TextureKind, renderer_tag: usize, counter: usize, index: usize) -> Self {
        Self {
            kind,
            renderer_tag,
            counter,
            index,
        }
    }

    /// Packs an id for `kind` in `generation` at slot `index` (stores check the index).
    pub(crate) fn pack(kind: TextureKind, generation: Generation, index: usize) -> TextureId {
        let kind = match kind {
            TextureKind::Imgui => 1,
            TextureKind::Persistent => 2,
            TextureKind::Frame => 3,
        };
        let packed = (kind << (INDEX_BITS + GENERATION_BITS))
            | (generation.bits() << INDEX_BITS)
            | (index & INDEX_MASK);
        TextureId::new(packed as u64)
    }

    /// Unpacks an imgui texture id; `None` for ids this crate never issues.
    #[inline]
    pub fn decode(id: impl Into<TextureId>) -> Option<Self> {
        let id: TextureId = id.into();
        // Ids are packed into a `usize`: a wider value was never issued.
        let raw = usize::try_from(id.value()).ok()?;
        let kind = match raw >> (INDEX_BITS + GENERATION_BITS) {
            1 => TextureKind::Imgui,
            2 => TextureKind::Persistent,
            3 => TextureKind::Frame,
            _ => return None,
        };
        let generation = Generation::from_bits(raw >> INDEX_BITS);
        Some(Self {
            kind,
            renderer_tag: generation.tag(),
            counter: generation.counter(),
            index: raw & INDEX_MASK,
        })
    }

    /// Packs the fields back into an imgui id (the tag, counter and index wrap to their
    /// bits). Tests use it to forge ids a renderer never issued.
    pub fn encode(self) -> TextureId {
        Self::pack(self.kind, self.generation(), self.index)
    }

    /// The generation the id was issued in.
    pub(crate) fn generation(self) -> Generation {
        Generation::from_bits(
            ((self.renderer_tag << COUNTER_BITS) & GENERATION_MASK) | (self.counter & COUNTER_MASK),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_every_kind() {
        let tag = RendererTag::acquire().unwrap();
        let generation = Generation::first(&tag).next().unwrap().next().unwrap();
        for kind in [
            TextureKind::Imgui,
            TextureKind::Persistent,
            TextureKind::Frame,
        ] {
            let decoded =
                PackedTextureId::decode(PackedTextureId::pack(kind, generation, SLOTS - 1))
                    .unwrap();
            assert_eq!(decoded.kind, kind);
            assert_eq!(decoded.counter, 2);
            assert_eq!(decoded.renderer_tag, tag.value());
            assert_eq!(decoded.index, SLOTS - 1);
            assert_eq!(decoded.generation(), generation);
        }
    }

    #[test]
    fn counters_keep_their_tag_and_stop_before_wrapping() {
        let tag = RendererTag::acquire().unwrap();
        let first = Generation::first(&tag);
        let last = Generation(first.0 | COUNTER_MASK);
        assert_eq!(last.tag(), tag.value());
        assert_eq!(last.next(), None, "a spent counter does not wrap silently");
        assert_eq!(last.next_wrapping(), first);
        assert_eq!(first.next().map(Generation::tag), Some(tag.value()));
    }

    #[test]
    fn a_pool_hands_out_each_tag_once_and_round_robin() {
        let mut pool = TagPool {
            live: [false; MAX_RENDERERS],
            next: 0,
        };
        let all: Vec<usize> = std::iter::from_fn(|| pool.take()).collect();
        assert_eq!(all, (0..MAX_RENDERERS).collect::<Vec<_>>());
        assert_eq!(pool.take(), None, "no tag is shared while all are live");
        pool.live[1] = false;
        pool.live[MAX_RENDERERS - 1] = false;
        // The search goes on from after the last tag handed out, so the most recently
        // freed tag is not the first one reused.
        assert_eq!(pool.take(), Some(1));
        assert_eq!(pool.take(), Some(MAX_RENDERERS - 1));
    }

    #[test]
    fn live_tags_are_distinct_and_freed_on_drop() {
        let a = RendererTag::acquire().unwrap();
        let b = RendererTag::acquire().unwrap();
        assert_ne!(a.value(), b.value());
        assert!(RendererTag::is_live(a.value()) && RendererTag::is_live(b.value()));
        let freed = a.value();
        drop(a);
        assert!(!RendererTag::is_live(freed));
    }

    #[test]
    fn null_and_small_ids_are_unknown() {
        assert_eq!(PackedTextureId::decode(TextureId::new(0)), None);
        assert_eq!(PackedTextureId::decode(TextureId::new(12345)), None);
    }
}
