//! Texture ids that know what they point at.
//!
//! imgui stores a texture id as a plain `usize`. Ours packs three fields into it: a kind
//! (font, persistent, frame), a generation, and a slot index. A slot reused after
//! `unregister_texture`, or a frame id kept past `new_frame`, then fails its generation check
//! and is reported, instead of binding whatever now lives in that slot. Kind 0 is never
//! issued, so imgui's null id and small integers are always unknown.
//!
//! On 64-bit targets the top bits of every generation hold a tag unique to the renderer
//! (256 renderers before tags repeat), so an id that one renderer issued is reported by
//! another instead of binding that renderer's texture in the same slot. 32-bit targets
//! (wasm32) have no room for the tag: their generations use all 14 bits.

/// Which store a texture id points into.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TextureKind {
    /// The font atlas.
    Font,
    /// A texture registered with `register_texture`, alive until unregistered.
    Persistent,
    /// A texture given to `frame_texture`, alive until the next `new_frame`.
    Frame,
}

const KIND_BITS: u32 = 2;
/// Bits of the slot index: half the id (16 on 32-bit targets such as wasm32).
const INDEX_BITS: u32 = usize::BITS / 2;
/// Bits of the generation: what is left.
pub(crate) const GENERATION_BITS: u32 = usize::BITS - INDEX_BITS - KIND_BITS;
const INDEX_MASK: usize = (1 << INDEX_BITS) - 1;
/// Bits of the generation that name the renderer (none on 32-bit targets).
const TAG_BITS: u32 = if usize::BITS >= 64 { 8 } else { 0 };
/// Bits of the generation that count (frames, reloads, slot reuses).
const COUNTER_BITS: u32 = GENERATION_BITS - TAG_BITS;
const COUNTER_MASK: usize = (1 << COUNTER_BITS) - 1;
pub(crate) const GENERATION_MASK: usize = (1 << GENERATION_BITS) - 1;
/// The largest slot index an id can hold.
pub(crate) const MAX_INDEX: usize = INDEX_MASK;

/// Generation arithmetic: a renderer tag in the top bits, a wrapping counter below.
pub(crate) struct Generation;

impl Generation {
    /// A fresh tag for a new renderer.
    pub fn new_tag() -> usize {
        static NEXT_TAG: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        NEXT_TAG.fetch_add(1, std::sync::atomic::Ordering::Relaxed) & ((1 << TAG_BITS) - 1)
    }

    /// The first generation of a renderer with `tag`.
    pub fn first(tag: usize) -> usize {
        tag << COUNTER_BITS
    }

    /// The generation after `generation`, keeping its tag. The counter wraps to 0.
    pub fn next(generation: usize) -> usize {
        (generation & !COUNTER_MASK & GENERATION_MASK) | ((generation + 1) & COUNTER_MASK)
    }

    /// Whether the counter of `generation` is 0 (it just wrapped, or never moved).
    pub fn counter_is_zero(generation: usize) -> bool {
        generation & COUNTER_MASK == 0
    }

    /// Whether two generations were issued by the same renderer.
    pub fn same_renderer(a: usize, b: usize) -> bool {
        (a & GENERATION_MASK) >> COUNTER_BITS == (b & GENERATION_MASK) >> COUNTER_BITS
    }
}

/// The decoded fields of a texture id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PackedTextureId {
    /// Which store it points into.
    pub kind: TextureKind,
    /// The generation it was issued in (wrapped to the id's generation bits). On 64-bit
    /// targets its top bits are the issuing renderer's tag; see
    /// [`PackedTextureId::generation_counter`].
    pub generation: usize,
    /// The slot within the store.
    pub index: usize,
}

impl PackedTextureId {
    /// Packs the fields into an imgui texture id. The generation wraps; the index must not
    /// exceed the index bits (stores check this before issuing).
    pub fn encode(self) -> imgui::TextureId {
        let kind = match self.kind {
            TextureKind::Font => 1,
            TextureKind::Persistent => 2,
            TextureKind::Frame => 3,
        };
        imgui::TextureId::new(
            (kind << (INDEX_BITS + GENERATION_BITS))
                | ((self.generation & GENERATION_MASK) << INDEX_BITS)
                | (self.index & INDEX_MASK),
        )
    }

    /// The generation without the renderer tag: how many times the font atlas was reloaded,
    /// the slot reused, or frames started. Stable across runs, unlike the full generation.
    pub fn generation_counter(self) -> usize {
        self.generation & COUNTER_MASK
    }

    /// Unpacks an imgui texture id; `None` for ids this renderer never issues.
    pub fn decode(id: imgui::TextureId) -> Option<Self> {
        let raw = id.id();
        let kind = match raw >> (INDEX_BITS + GENERATION_BITS) {
            1 => TextureKind::Font,
            2 => TextureKind::Persistent,
            3 => TextureKind::Frame,
            _ => return None,
        };
        Some(Self {
            kind,
            generation: (raw >> INDEX_BITS) & GENERATION_MASK,
            index: raw & INDEX_MASK,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_every_kind_and_wraps_generations() {
        for kind in [
            TextureKind::Font,
            TextureKind::Persistent,
            TextureKind::Frame,
        ] {
            let packed = PackedTextureId {
                kind,
                generation: GENERATION_MASK + 5,
                index: MAX_INDEX,
            };
            let decoded = PackedTextureId::decode(packed.encode()).unwrap();
            assert_eq!(decoded.kind, kind);
            assert_eq!(decoded.generation, 4);
            assert_eq!(decoded.index, MAX_INDEX);
        }
    }

    #[test]
    fn generations_keep_their_tag_and_wrap_the_counter() {
        let first = Generation::first(3 & ((1 << TAG_BITS) - 1));
        let mut generation = first;
        for _ in 0..5 {
            generation = Generation::next(generation);
            assert!(Generation::same_renderer(first, generation));
        }
        let last = first | COUNTER_MASK;
        assert!(Generation::counter_is_zero(Generation::next(last)));
        assert!(Generation::same_renderer(first, Generation::next(last)));
        if TAG_BITS > 0 {
            assert!(!Generation::same_renderer(
                Generation::first(1),
                Generation::first(2)
            ));
        }
    }

    #[test]
    fn null_and_small_ids_are_unknown() {
        assert_eq!(PackedTextureId::decode(imgui::TextureId::new(0)), None);
        assert_eq!(PackedTextureId::decode(imgui::TextureId::new(12345)), None);
    }
}
