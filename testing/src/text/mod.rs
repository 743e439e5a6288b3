//! Visible text: what a frame shows, read back from its draw data alone
//! ([`Frame::visible_text`](crate::Frame::visible_text) for a harness's frames).
//!
//! Dear ImGui has no accessibility tree, but every character it draws is a quad whose UVs
//! name a glyph of the font atlas. [`VisibleText::read`] maps each glyph quad back to its
//! character through a [`GlyphTable`], groups the glyphs into runs of text (restoring the
//! spaces imgui draws no quad for, from how far the pen moved), and judges what shows: a
//! glyph cut by its clip rect or the display's edge is clipped, one clipped away entirely
//! (scrolled out) or under an opaque fill of a window drawn later is hidden.
//!
//! [`VisibleText::find`] returns where a text shows, to click it; [`VisibleText::to_text`]
//! is the visible-text snapshot form. A line is one run of text: a label, a value, one line
//! of wrapped text; a search matches within one line.

mod find;
pub(crate) mod glyphs;
mod nearest;
mod visible;
pub(crate) mod window;

pub use find::FindTextError;
pub use glyphs::GlyphTable;
pub(crate) use nearest::nearest;
pub use visible::{Rect, TextLine, VisibleText};
pub use window::WindowTextError;
