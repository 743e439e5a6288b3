//! The complete form: every vertex, index and command, in a small versioned binary format
//! that parses back into an equal [`DrawSnapshot`].
//!
//! The layout is documented in the parent module's docs (`snapshot`, "Complete form").

use imgui_webgpu::source::TextureId;
use std::fmt;
use std::sync::Arc;

use super::capture::{DrawSnapshot, SnapshotCommand, SnapshotList};
use super::hash::Fnv1a64;
use imgui_webgpu::source::DrawElements;

/// The first eight bytes of a complete snapshot.
pub(crate) const COMPLETE_MAGIC: [u8; 8] = *b"IMGUIDRW";
/// The format version this crate writes (and the newest it reads).
pub(crate) const COMPLETE_VERSION: u32 = 1;

const VERTEX_SIZE: u32 = 20;
const INDEX_SIZE: u32 = 2;
const COMMAND_SIZE: usize = 56;

const KIND_DRAW: u32 = 0;
const KIND_RESET: u32 = 1;
const KIND_CALLBACK: u32 = 2;

/// Why bytes could not be read as a complete snapshot.
#[derive(Clone)]
#[non_exhaustive]
pub enum CompleteFormError {
    /// The bytes do not start with magic `IMGUIDRW`.
    NotASnapshot,
    /// The file is of a format version this crate does not know.
    UnsupportedVersion(u32),
    /// The vertex or index size is not the one this version defines.
    UnsupportedLayout {
        /// Vertex size in the file.
        vertex_size: u32,
        /// Index size in the file.
        index_size: u32,
    },
    /// The bytes end early, at this offset, while reading the named field.
    Truncated {
        /// Offset where more bytes were needed.
        offset: usize,
        /// What was being read.
        field: &'static str,
    },
    /// A command kind this version does not define.
    UnknownCommandKind {
        /// The kind value.
        kind: u32,
        /// Offset of the command.
        offset: usize,
    },
    /// A stored count or offset does not fit this machine's `usize`.
    TooLarge {
        /// Offset of the value.
        offset: usize,
    },
    /// The checksum does not match: the bytes were changed or damaged.
    ChecksumMismatch,
    /// Bytes follow the checksum.
    TrailingBytes {
        /// How many.
        count: usize,
    },
    /// Reading or writing a file failed.
    Io(Arc<std::io::Error>),
}

impl PartialEq for CompleteFormError {
    /// Equal kinds with equal fields; i/o errors compare by their kind.
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (Self::Io(a), Self::Io(b)) => a.kind() == b.kind(),
            (Self::Io(_), _) | (_, Self::Io(_)) => false,
            _ => format!("{self:?}") == format!("{other:?}"),
        }
    }
}

impl fmt::Display for CompleteFormError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NotASnapshot => write!(f, "not a complete draw snapshot (bad magic)"),
            Self::UnsupportedVersion(version) => write!(
                f,
                "draw snapshot format version {version} is not supported (this crate reads up \
                 to {COMPLETE_VERSION})"
            ),
            Self::UnsupportedLayout {
                vertex_size,
                index_size,
            } => write!(
                f,
                "unsupported layout: {vertex_size}-byte vertices, {index_size}-byte indices"
            ),
            Self::Truncated { offset, field } => {
                write!(f, "truncated at byte {offset} while reading {field}")
            }
            Self::UnknownCommandKind { kind, offset } => {
                write!(f, "unknown command kind {kind} at byte {offset}")
            }
            Self::TooLarge { offset } => {
                write!(f, "value at byte {offset} does not fit this machine")
            }
            Self::ChecksumMismatch => write!(f, "checksum mismatch: the snapshot is damaged"),
            Self::TrailingBytes { count } => write!(f, "{count} unexpected bytes at the end"),
            Self::Io(_) => write!(f, "reading or writing the file failed"),
        }
    }
}

impl std::error::Error for CompleteFormError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Self::Io(error) => Some(error.as_ref()),
            _ => None,
        }
    }
}

/// Little-endian writer into a byte vector.
struct Writer(Vec<u8>);

impl Writer {
    fn u32(&mut self, value: u32) {
        self.0.extend_from_slice(&value.to_le_bytes());
    }
    fn u64(&mut self, value: u64) {
        self.0.extend_from_slice(&value.to_le_bytes());
    }
    fn f32(&mut self, value: f32) {
        self.0.extend_from_slice(&value.to_le_bytes());
    }
    /// A count that imgui keeps in 32 bits; larger ones saturate (and then fail to parse).
    fn count(&mut self, value: usize) {
        self.u32(u32::try_from(value).unwrap_or(u32::MAX));
    }
}

/// Little-endian reader over a byte slice.
struct Reader<'a> {
    bytes: &'a [u8],
    offset: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, size: usize, field: &'static str) -> Result<&'a [u8], CompleteFormError> {
        let truncated = CompleteFormError::Truncated {
            offset: self.offset,
            field,
        };
        let end = self.offset.checked_add(size).ok_or(truncated.clone())?;
        let taken = self.bytes.get(self.offset..end).ok_or(truncated)?;
        self.offset = end;
        Ok(taken)
    }
    fn array<const N: usize>(&mut self, field: &'static str) -> Result<[u8; N], CompleteFormError> {
        let mut array = [0; N];
        array.copy_from_slice(self.take(N, field)?);
        Ok(array)
    }
    fn u32(&mut self, field: &'static str) -> Result<u32, CompleteFormError> {
        Ok(u32::from_le_bytes(self.array(field)?))
    }
    fn f32(&mut self, field: &'static str) -> Result<f32, CompleteFormError> {
        Ok(f32::from_le_bytes(self.array(field)?))
    }
    fn usize64(&mut self, field: &'static str) -> Result<usize, CompleteFormError> {
        let offset = self.offset;
        let value = u64::from_le_bytes(self.array(field)?);
        usize::try_from(value).map_err(|_| CompleteFormError::TooLarge { offset })
    }
    fn count(&mut self, field: &'static str) -> Result<usize, CompleteFormError> {
        let offset = self.offset;
        usize::try_from(self.u32(field)?).map_err(|_| CompleteFormError::TooLarge { offset })
    }
    /// Checks that `count` items of `size` bytes are present before allocating for them.
    fn expect_items(
        &self,
        count: usize,
        size: usize,
        field: &'static str,
    ) -> Result<(), CompleteFormError> {
        let needed = count.checked_mul(size);
        match needed {
            Some(needed) if needed <= self.bytes.len().saturating_sub(self.offset) => Ok(()),
            _ => Err(CompleteFormError::Truncated {
                offset: self.offset,
                field,
            }),
        }
    }
}

impl DrawSnapshot {
    /// The complete form: every vertex, index and command (see the module docs for the
    /// layout). [`DrawSnapshot::from_bytes`] reads it back into an equal snapshot.
    pub fn to_bytes(&self) -> Vec<u8> {
        let (vertices, indices) = self.totals();
        let commands: usize = self.lists.iter().map(|list| list.commands.len()).sum();
        let mut out = Writer(Vec::with_capacity(
            64 + vertices * 20 + indices * 2 + commands * COMMAND_SIZE + self.lists.len() * 12,
        ));
        out.0.extend_from_slice(&COMPLETE_MAGIC);
        out.u32(COMPLETE_VERSION);
        out.u32(VERTEX_SIZE);
        out.u32(INDEX_SIZE);
        for value in self
            .display_pos
            .iter()
            .chain(&self.display_size)
            .chain(&self.framebuffer_scale)
        {
            out.f32(*value);
        }
        out.count(self.lists.len());
        for list in &self.lists {
            out.count(list.vertices.len());
            out.count(list.indices.len());
            out.count(list.commands.len());
            for vertex in &list.vertices {
                for value in vertex.pos.iter().chain(&vertex.uv) {
                    out.f32(*value);
                }
                out.0.extend_from_slice(&vertex.col);
            }
            for index in &list.indices {
                out.0.extend_from_slice(&index.to_le_bytes());
            }
            for command in &list.commands {
                write_command(&mut out, command);
            }
        }
        let mut hasher = Fnv1a64::new();
        hasher.write(&out.0);
        out.u64(hasher.finish());
        out.0
    }

    /// Reads the complete form. Never panics and never allocates more than the input
    /// could hold, whatever the bytes are.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, CompleteFormError> {
        let mut input = Reader { bytes, offset: 0 };
        if input.take(8, "the magic").ok() != Some(&COMPLETE_MAGIC[..]) {
            return Err(CompleteFormError::NotASnapshot);
        }
        let version = input.u32("the version")?;
        if version != COMPLETE_VERSION {
            return Err(CompleteFormError::UnsupportedVersion(version));
        }
        let vertex_size = input.u32("the vertex size")?;
        let index_size = input.u32("the index size")?;
        if (vertex_size, index_size) != (VERTEX_SIZE, INDEX_SIZE) {
            return Err(CompleteFormError::UnsupportedLayout {
                vertex_size,
                index_size,
            });
        }
        let body_end = bytes
            .len()
            .checked_sub(8)
            .ok_or(CompleteFormError::Truncated {
                offset: bytes.len(),
                field: "the checksum",
            })?;
        let mut hasher = Fnv1a64::new();
        hasher.write(&bytes[..body_end]);
        let mut stored = [0; 8];
        stored.copy_from_slice(&bytes[body_end..]);
        if hasher.finish() != u64::from_le_bytes(stored) {
            return Err(CompleteFormError::ChecksumMismatch);
        }
        let mut body = Reader {
            bytes: &bytes[..body_end],
            offset: input.offset,
        };
        let mut frame = [0.0; 6];
        for value in &mut frame {
            *value = body.f32("the display rectangle")?;
        }
        let list_count = body.count("the list count")?;
        body.expect_items(list_count, 12, "the lists")?;
        let mut lists = Vec::with_capacity(list_count);
        for _ in 0..list_count {
            lists.push(read_list(&mut body)?);
        }
        if body.offset != body_end {
            return Err(CompleteFormError::TrailingBytes {
                count: body_end - body.offset,
            });
        }
        Ok(Self {
            display_pos: [frame[0], frame[1]],
            display_size: [frame[2], frame[3]],
            framebuffer_scale: [frame[4], frame[5]],
            lists,
        })
    }

    /// Writes the complete form to a file.
    pub fn save(&self, path: impl AsRef<std::path::Path>) -> Result<(), CompleteFormError> {
        std::fs::write(path, self.to_bytes())
            .map_err(|error| CompleteFormError::Io(Arc::new(error)))
    }

    /// Reads the complete form from a file.
    pub fn load(path: impl AsRef<std::path::Path>) -> Result<Self, CompleteFormError> {
        let bytes = std::fs::read(path).map_err(|error| CompleteFormError::Io(Arc::new(error)))?;
        Self::from_bytes(&bytes)
    }
}

fn write_command(out: &mut Writer, command: &SnapshotCommand) {
    let (kind, count, clip_rect, texture_id, vtx_offset, idx_offset) = match *command {
        SnapshotCommand::Elements(DrawElements {
            count,
            clip_rect,
            texture_id,
            vtx_offset,
            idx_offset,
        }) => (
            KIND_DRAW,
            count,
            clip_rect,
            texture_id.value(),
            vtx_offset,
            idx_offset,
        ),
        SnapshotCommand::ResetRenderState => (KIND_RESET, 0, [0.0; 4], 0u64, 0, 0),
        SnapshotCommand::Callback => (KIND_CALLBACK, 0, [0.0; 4], 0, 0, 0),
    };
    out.u32(kind);
    out.u32(0);
    for value in clip_rect {
        out.f32(value);
    }
    out.u64(count as u64);
    out.u64(texture_id);
    for value in [vtx_offset, idx_offset] {
        // usize is at most 64 bits on every target Rust supports.
        out.u64(value as u64);
    }
}

fn read_list(body: &mut Reader<'_>) -> Result<SnapshotList, CompleteFormError> {
    let vertex_count = body.count("a list's vertex count")?;
    let index_count = body.count("a list's index count")?;
    let command_count = body.count("a list's command count")?;
    body.expect_items(vertex_count, VERTEX_SIZE as usize, "the vertices")?;
    let mut vertices = Vec::with_capacity(vertex_count);
    for _ in 0..vertex_count {
        let mut floats = [0.0; 4];
        for value in &mut floats {
            *value = body.f32("a vertex")?;
        }
        vertices.push(imgui_webgpu::source::DrawVert {
            pos: [floats[0], floats[1]],
            uv: [floats[2], floats[3]],
            col: body.array("a vertex colour")?,
        });
    }
    body.expect_items(index_count, INDEX_SIZE as usize, "the indices")?;
    let mut indices = Vec::with_capacity(index_count);
    for _ in 0..index_count {
        indices.push(u16::from_le_bytes(body.array("an index")?));
    }
    body.expect_items(command_count, COMMAND_SIZE, "the commands")?;
    let mut commands = Vec::with_capacity(command_count);
    for _ in 0..command_count {
        let offset = body.offset;
        let kind = body.u32("a command kind")?;
        body.u32("a command's padding")?;
        let mut clip_rect = [0.0; 4];
        for value in &mut clip_rect {
            *value = body.f32("a clip rect")?;
        }
        let count = body.usize64("an element count")?;
        let texture_id = u64::from_le_bytes(body.array("a texture id")?);
        let vtx_offset = body.usize64("a vertex offset")?;
        let idx_offset = body.usize64("an index offset")?;
        commands.push(match kind {
            KIND_DRAW => SnapshotCommand::Elements(DrawElements {
                count,
                clip_rect,
                texture_id: TextureId::new(texture_id),
                vtx_offset,
                idx_offset,
            }),
            KIND_RESET => SnapshotCommand::ResetRenderState,
            KIND_CALLBACK => SnapshotCommand::Callback,
            kind => return Err(CompleteFormError::UnknownCommandKind { kind, offset }),
        });
    }
    Ok(SnapshotList {
        vertices,
        indices,
        commands,
    })
}
