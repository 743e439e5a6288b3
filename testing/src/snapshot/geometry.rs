//! A draw snapshot's geometry, stored so that it can be compared within a tolerance.
//!
//! Draw-list snapshots must pass on every machine that runs the same code, yet Dear ImGui's
//! vertices are not the same on every machine: its anti-aliasing normals use `ImRsqrt`,
//! which is the approximate `_mm_rsqrt_ss` where SSE is on, and AMD and Intel CPUs
//! approximate differently (both within 1.5 * 2^-12); without SSE (wasm32, ARM) it is
//! `1 / sqrtf`. Measured on the crate's goldens, the same frame's vertices move by up to
//! 0.00037 units between those machines. Any hash of rounded positions flips when a value
//! straddles a rounding boundary, which is what made the v1 text form fail on the next
//! CPU. So the text form keeps every vertex, rounded to 1/256 unit, and comparisons allow a
//! [`DrawTolerance`](super::DrawTolerance).
//!
//! The block is small: per list, the vertex and index counts, then the columns of positions,
//! UVs (as deltas, zigzag LEB128 varints), colours (4 bytes) and indices (deltas), zlib
//! deflated and base64-encoded in lines of 76 characters. Text UIs compress to about 1.5
//! bytes per vertex: Dear ImGui's demo window's 2,500 vertices take 3.5 KB.

use base64::Engine as _;

use super::capture::SnapshotList;

/// Positions are stored in 1/256 of an imgui unit.
pub(crate) const POSITION_STEPS: f64 = 256.0;
/// UVs are stored in 1/65536.
pub(crate) const UV_STEPS: f64 = 65536.0;
/// The encoding's version: the first byte before deflating.
const BLOCK_VERSION: u8 = 1;
/// Characters per base64 line.
const LINE_WIDTH: usize = 76;

/// A quantized coordinate: finite values on the grid, non-finite ones kept apart.
pub(crate) const NAN: i64 = i64::MIN;
pub(crate) const INFINITY: i64 = i64::MAX;
pub(crate) const NEG_INFINITY: i64 = i64::MIN + 1;

/// Rounds a float onto a grid of `1 / steps`, keeping non-finite values apart: finite values
/// saturate short of the three markers.
pub(crate) fn quantize(value: f32, steps: f64) -> i64 {
    if value.is_nan() {
        NAN
    } else if value == f32::INFINITY {
        INFINITY
    } else if value == f32::NEG_INFINITY {
        NEG_INFINITY
    } else {
        ((f64::from(value) * steps).round() as i64).clamp(NEG_INFINITY + 1, INFINITY - 1)
    }
}

/// Whether a quantized value is one of the non-finite markers.
pub(crate) fn is_marker(value: i64) -> bool {
    matches!(value, NAN | INFINITY | NEG_INFINITY)
}

/// One vertex as stored: position in 1/256 unit, UV in 1/65536, colour exact.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StoredVertex {
    /// Position, in 1/256 of an imgui unit.
    pub pos: [i64; 2],
    /// Texture coordinates, in 1/65536.
    pub uv: [i64; 2],
    /// RGBA, as imgui packs it.
    pub col: [u8; 4],
}

impl StoredVertex {
    /// Rounds a vertex to the stored precision.
    pub fn of(vertex: &imgui_webgpu::source::DrawVert) -> Self {
        Self {
            pos: vertex.pos.map(|value| quantize(value, POSITION_STEPS)),
            uv: vertex.uv.map(|value| quantize(value, UV_STEPS)),
            col: vertex.col,
        }
    }
}

/// One draw list's vertices and indices at the stored precision.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct ListGeometry {
    /// The vertices.
    pub vertices: Vec<StoredVertex>,
    /// The indices, as the list holds them.
    pub indices: Vec<imgui_webgpu::source::DrawIdx>,
}

impl ListGeometry {
    /// A list's geometry at the stored precision.
    pub fn of(list: &SnapshotList) -> Self {
        Self {
            vertices: list.vertices.iter().map(StoredVertex::of).collect(),
            indices: list.indices.clone(),
        }
    }
}

/// Why a stored geometry block could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum GeometryError {
    Base64,
    Deflate,
    Version(u8),
    Truncated,
    Counts,
    TrailingBytes,
}

impl std::fmt::Display for GeometryError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Base64 => f.write_str("the geometry block is not valid base64"),
            Self::Deflate => f.write_str("the geometry block does not inflate (damaged)"),
            Self::Version(version) => {
                write!(
                    f,
                    "the geometry block has version {version}; this crate reads 1"
                )
            }
            Self::Truncated => f.write_str("the geometry block ends early"),
            Self::Counts => {
                f.write_str("the geometry block's counts differ from the list lines above it")
            }
            Self::TrailingBytes => f.write_str("the geometry block has bytes after its lists"),
        }
    }
}

/// Encodes every list's geometry as base64 lines (without line breaks at the ends).
pub(crate) fn encode(lists: &[ListGeometry]) -> Vec<String> {
    let mut bytes = vec![BLOCK_VERSION];
    for list in lists {
        put_varint(&mut bytes, list.vertices.len() as u64);
        put_varint(&mut bytes, list.indices.len() as u64);
        let mut previous = [0i64; 2];
        for vertex in &list.vertices {
            put_deltas(&mut bytes, &mut previous, vertex.pos);
        }
        let mut previous = [0i64; 2];
        for vertex in &list.vertices {
            put_deltas(&mut bytes, &mut previous, vertex.uv);
        }
        for vertex in &list.vertices {
            bytes.extend_from_slice(&vertex.col);
        }
        let mut previous = 0i64;
        for index in &list.indices {
            let index = i64::from(*index);
            put_varint(&mut bytes, zigzag(index.wrapping_sub(previous)));
            previous = index;
        }
    }
    let deflated = miniz_oxide::deflate::compress_to_vec_zlib(&bytes, 9);
    let text = base64::engine::general_purpose::STANDARD.encode(deflated);
    text.as_bytes()
        .chunks(LINE_WIDTH)
        .map(|line| String::from_utf8_lossy(line).into_owned())
        .collect()
}

/// Decodes a block for lists of the given `(vertex, index)` counts (from the text's list
/// lines), which also bound how much it may inflate to.
pub(crate) fn decode(
    text: &str,
    counts: &[(usize, usize)],
) -> Result<Vec<ListGeometry>, GeometryError> {
    let deflated = base64::engine::general_purpose::STANDARD
        .decode(text)
        .map_err(|_| GeometryError::Base64)?;
    // The most a valid block can hold: a version byte, two counts per list, per vertex four
    // varints and a colour, per index one varint.
    let limit = counts
        .iter()
        .try_fold(1usize, |total, (vertices, indices)| {
            total
                .checked_add(20)?
                .checked_add(vertices.checked_mul(4 * 10 + 4)?)?
                .checked_add(indices.checked_mul(10)?)
        })
        .ok_or(GeometryError::Counts)?;
    let bytes = miniz_oxide::inflate::decompress_to_vec_zlib_with_limit(&deflated, limit)
        .map_err(|_| GeometryError::Deflate)?;
    let mut reader = Reader { bytes: &bytes };
    let version = reader.byte()?;
    if version != BLOCK_VERSION {
        return Err(GeometryError::Version(version));
    }
    let mut lists = Vec::with_capacity(counts.len());
    for &(vertex_count, index_count) in counts {
        let stored = (reader.varint()?, reader.varint()?);
        if stored != (vertex_count as u64, index_count as u64) {
            return Err(GeometryError::Counts);
        }
        let mut vertices = vec![
            StoredVertex {
                pos: [0; 2],
                uv: [0; 2],
                col: [0; 4],
            };
            vertex_count
        ];
        let mut previous = [0i64; 2];
        for vertex in &mut vertices {
            vertex.pos = reader.deltas(&mut previous)?;
        }
        let mut previous = [0i64; 2];
        for vertex in &mut vertices {
            vertex.uv = reader.deltas(&mut previous)?;
        }
        for vertex in &mut vertices {
            vertex.col = [
                reader.byte()?,
                reader.byte()?,
                reader.byte()?,
                reader.byte()?,
            ];
        }
        let mut indices = Vec::with_capacity(index_count);
        let mut previous = 0i64;
        for _ in 0..index_count {
            let index = previous.wrapping_add(unzigzag(reader.varint()?));
            indices.push(
                imgui_webgpu::source::DrawIdx::try_from(index)
                    .map_err(|_| GeometryError::Truncated)?,
            );
            previous = index;
        }
        lists.push(ListGeometry { vertices, indices });
    }
    if !reader.bytes.is_empty() {
        return Err(GeometryError::TrailingBytes);
    }
    Ok(lists)
}

fn zigzag(value: i64) -> u64 {
    ((value << 1) ^ (value >> 63)) as u64
}

fn unzigzag(value: u64) -> i64 {
    ((value >> 1) as i64) ^ -((value & 1) as i64)
}

fn put_varint(bytes: &mut Vec<u8>, mut value: u64) {
    while value >= 0x80 {
        bytes.push((value as u8) | 0x80);
        value >>= 7;
    }
    bytes.push(value as u8);
}

fn put_deltas(bytes: &mut Vec<u8>, previous: &mut [i64; 2], values: [i64; 2]) {
    for (previous, value) in previous.iter_mut().zip(values) {
        put_varint(bytes, zigzag(value.wrapping_sub(*previous)));
        *previous = value;
    }
}

struct Reader<'a> {
    bytes: &'a [u8],
}

impl Reader<'_> {
    fn byte(&mut self) -> Result<u8, GeometryError> {
        let (first, rest) = self.bytes.split_first().ok_or(GeometryError::Truncated)?;
        self.bytes = rest;
        Ok(*first)
    }

    fn varint(&mut self) -> Result<u64, GeometryError> {
        let mut value = 0u64;
        for shift in (0..64).step_by(7) {
            let byte = self.byte()?;
            value |= u64::from(byte & 0x7f) << shift;
            if byte & 0x80 == 0 {
                return Ok(value);
            }
        }
        Err(GeometryError::Truncated)
    }

    fn deltas(&mut self, previous: &mut [i64; 2]) -> Result<[i64; 2], GeometryError> {
        let mut values = [0i64; 2];
        for (previous, value) in previous.iter_mut().zip(&mut values) {
            *value = previous.wrapping_add(unzigzag(self.varint()?));
            *previous = *value;
        }
        Ok(values)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn list(vertices: &[([f32; 2], [f32; 2], [u8; 4])], indices: &[u16]) -> ListGeometry {
        ListGeometry {
            vertices: vertices
                .iter()
                .map(|(pos, uv, col)| {
                    StoredVertex::of(&imgui_webgpu::source::DrawVert {
                        pos: *pos,
                        uv: *uv,
                        col: *col,
                    })
                })
                .collect(),
            indices: indices.to_vec(),
        }
    }

    #[test]
    fn blocks_round_trip_including_extremes() {
        let lists = vec![
            list(
                &[
                    ([1.5, -2.25], [0.5, 0.25], [1, 2, 3, 4]),
                    (
                        [f32::NAN, f32::INFINITY],
                        [f32::NEG_INFINITY, 0.0],
                        [255; 4],
                    ),
                    ([f32::MAX, -f32::MAX], [1e30, -1e30], [0; 4]),
                ],
                &[0, 65535, 1, 0],
            ),
            ListGeometry::default(),
        ];
        let lines = encode(&lists);
        assert!(lines.iter().all(|line| line.len() <= LINE_WIDTH));
        let decoded = decode(&lines.concat(), &[(3, 4), (0, 0)]).unwrap();
        assert_eq!(decoded, lists);
        assert!(is_marker(decoded[0].vertices[1].pos[0]));
        assert!(!is_marker(decoded[0].vertices[2].pos[0]));
    }

    #[test]
    fn damaged_blocks_are_refused() {
        let lists = vec![list(&[([1.0, 2.0], [0.0, 0.0], [9; 4])], &[0, 0, 0])];
        let text = encode(&lists).concat();
        assert_eq!(decode(&text, &[(2, 3)]), Err(GeometryError::Counts));
        // More than the counts allow does not even inflate.
        assert_eq!(decode(&text, &[]), Err(GeometryError::Deflate));
        let two = encode(&[lists[0].clone(), ListGeometry::default()]).concat();
        assert_eq!(decode(&two, &[(1, 3)]), Err(GeometryError::TrailingBytes));
        assert_eq!(decode("!!!!", &[(1, 3)]), Err(GeometryError::Base64));
        let mut damaged = text.into_bytes();
        let middle = damaged.len() / 2;
        damaged[middle] = if damaged[middle] == b'A' { b'B' } else { b'A' };
        assert!(decode(&String::from_utf8(damaged).unwrap(), &[(1, 3)]).is_err());
    }
}
