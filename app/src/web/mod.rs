//! What the crate does with the browser itself (wasm32 only): the page and its canvas, the
//! system clipboard through the Clipboard API, input methods and on-screen keyboards
//! through a hidden text field, and `localStorage`.

pub mod clipboard;
pub mod page;
pub mod storage;
pub mod text_agent;
