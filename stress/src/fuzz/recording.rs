//! The recording target: valid complete-form recordings, mutated (bit flips, truncation,
//! huge counts, splices), the checksum fixed up most of the time so the parser's deeper
//! checks are reached. A parse never panics and never allocates more than a small multiple
//! of its input; what parses re-encodes to an equal snapshot and renders as the model says.

use arbitrary::{Arbitrary, Unstructured};
use imgui_webgpu_testing::snapshot::DrawSnapshot;

use crate::alloc::peak_during;
use crate::draw::DrawRig;
use crate::frame::{FrameCase, recorded_id, snapshot};

/// A parse may allocate this many times its input, plus [`ALLOCATION_SLACK`].
const ALLOCATION_FACTOR: usize = 4;
const ALLOCATION_SLACK: usize = 64 * 1024;

#[derive(Arbitrary, Debug)]
enum Mutation {
    FlipBit(u32),
    Truncate(u32),
    /// Overwrites a 32-bit value (a count, at offsets where counts live) with a huge one.
    HugeValue {
        at: u32,
        value: u32,
    },
    /// Replaces a range with bytes from another recording.
    Splice {
        at: u32,
        length: u16,
        from: u32,
    },
    Insert {
        at: u32,
        byte: u8,
    },
}

/// One mutated recording. `Ok(true)` when it parsed.
pub fn run(input: &mut Unstructured<'_>, rig: &mut DrawRig) -> Result<bool, String> {
    let Ok(frame) = FrameCase::generate(input) else {
        return Ok(false);
    };
    let Ok(other) = FrameCase::generate(input) else {
        return Ok(false);
    };
    let mut bytes = snapshot(&frame.source(recorded_id)).to_bytes();
    let donor = snapshot(&other.source(recorded_id)).to_bytes();
    let mutations = Vec::<Mutation>::arbitrary(input).unwrap_or_default();
    for mutation in mutations.into_iter().take(6) {
        mutate(&mut bytes, &donor, mutation);
    }
    if u8::arbitrary(input).unwrap_or(0) % 8 != 0 {
        fix_checksum(&mut bytes);
    }
    let (parsed, peak) =
        peak_during(|| std::panic::catch_unwind(|| DrawSnapshot::from_bytes(&bytes)));
    let parsed = parsed.map_err(|_| "DrawSnapshot::from_bytes panicked".to_owned())?;
    let bound = bytes.len() * ALLOCATION_FACTOR + ALLOCATION_SLACK;
    if peak > bound {
        return Err(format!(
            "parsing {} bytes allocated {peak} at once (bound {bound})",
            bytes.len()
        ));
    }
    let Ok(snapshot) = parsed else {
        return Ok(false);
    };
    let again = DrawSnapshot::from_bytes(&snapshot.to_bytes())
        .map_err(|error| format!("a parsed recording did not re-parse: {error}"))?;
    if again != snapshot {
        return Err("a parsed recording re-encoded to another snapshot".to_owned());
    }
    rig.run_snapshot(&snapshot)?;
    Ok(true)
}

fn mutate(bytes: &mut Vec<u8>, donor: &[u8], mutation: Mutation) {
    let len = bytes.len().max(1);
    match mutation {
        Mutation::FlipBit(bit) => {
            let bit = bit as usize % (len * 8);
            if let Some(byte) = bytes.get_mut(bit / 8) {
                *byte ^= 1 << (bit % 8);
            }
        }
        Mutation::Truncate(at) => bytes.truncate(at as usize % len),
        Mutation::HugeValue { at, value } => {
            // Counts sit at 4-byte boundaries in the header and list headers.
            let at = (at as usize % len) & !3;
            let value = value | 0x8000_0000;
            if let Some(slot) = bytes.get_mut(at..at + 4) {
                slot.copy_from_slice(&value.to_le_bytes());
            }
        }
        Mutation::Splice { at, length, from } => {
            let at = at as usize % len;
            let from = from as usize % donor.len().max(1);
            let end = (from + usize::from(length)).min(donor.len());
            if let Some(piece) = donor.get(from..end) {
                let stop = (at + piece.len()).min(bytes.len());
                bytes.splice(at..stop, piece.iter().copied());
            }
        }
        Mutation::Insert { at, byte } => {
            let at = at as usize % (bytes.len() + 1);
            bytes.insert(at, byte);
        }
    }
}

/// Rewrites the trailing FNV-1a 64 checksum to match the bytes before it.
fn fix_checksum(bytes: &mut [u8]) {
    if bytes.len() < 8 {
        return;
    }
    let body = bytes.len() - 8;
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in &bytes[..body] {
        hash ^= u64::from(*byte);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    bytes[body..].copy_from_slice(&hash.to_le_bytes());
}
