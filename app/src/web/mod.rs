//! What the crate does with the browser itself (wasm32 only): the page and its canvas, the
//! system clipboard through the Clipboard API, and `localStorage`.

pub mod clipboard;
pub mod page;
pub mod storage;
