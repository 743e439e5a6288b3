//! A checksum that is the same on every machine and in every version of this crate.
//!
//! std's `DefaultHasher` may change between Rust releases, so the complete form's checksum
//! is FNV-1a (64-bit): a fixed, published algorithm over bytes.

/// FNV-1a, 64-bit: stable across machines, Rust versions and crate versions.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Fnv1a64(u64);

impl Fnv1a64 {
    const OFFSET_BASIS: u64 = 0xcbf2_9ce4_8422_2325;
    const PRIME: u64 = 0x0000_0100_0000_01b3;

    /// A hasher with nothing fed yet.
    pub fn new() -> Self {
        Self(Self::OFFSET_BASIS)
    }

    /// Feeds bytes.
    pub fn write(&mut self, bytes: &[u8]) {
        for byte in bytes {
            self.0 ^= u64::from(*byte);
            self.0 = self.0.wrapping_mul(Self::PRIME);
        }
    }

    /// The hash of everything fed so far.
    pub fn finish(self) -> u64 {
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_the_published_test_vectors() {
        let hash = |bytes: &[u8]| {
            let mut hasher = Fnv1a64::new();
            hasher.write(bytes);
            hasher.finish()
        };
        assert_eq!(hash(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(hash(b"a"), 0xaf63_dc4c_8601_ec8c);
        assert_eq!(hash(b"foobar"), 0x8594_4171_f739_67e8);
    }
}
