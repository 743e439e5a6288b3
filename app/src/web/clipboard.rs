//! The system clipboard in browsers, through the asynchronous Clipboard API.
//!
//! imgui reads and writes its clipboard synchronously; the browser's is asynchronous and
//! asks the user's permission to read. So:
//! - a copy (Ctrl+C, Ctrl+X, `ui.set_clipboard_text`) is written with
//!   `navigator.clipboard.writeText`, and kept for the app's own pastes;
//! - a paste (Ctrl+V, or Cmd+V): imgui's own read at the key finds nothing; the platform
//!   layer reads the clipboard with `navigator.clipboard.readText` and, when the browser
//!   answers, presses the paste shortcut again for imgui, whose read then gets the text
//!   (so imgui pastes it its own way: replacing a selection, filtering, multi-line). Where
//!   the browser refuses (no permission), the text copied last in the app is pasted.

use std::cell::RefCell;
use std::rc::Rc;

/// Text the app copied last, and a paste that arrived and waits for imgui to read it.
#[derive(Debug, Default)]
pub struct Shared {
    copied: Option<String>,
    pasted: Option<String>,
}

/// The browser's clipboard for imgui (see the module's documentation).
#[derive(Clone, Debug, Default)]
pub struct WebClipboard {
    shared: Rc<RefCell<Shared>>,
}

impl imgui::ClipboardBackend for WebClipboard {
    fn get(&mut self) -> Option<String> {
        // Read once: the paste the browser answered (see the module's documentation).
        self.shared.borrow_mut().pasted.take()
    }

    fn set(&mut self, value: &str) {
        self.shared.borrow_mut().copied = Some(value.to_owned());
        let Some(clipboard) = web_sys::window().map(|window| window.navigator().clipboard()) else {
            return;
        };
        let promise = clipboard.write_text(value);
        wasm_bindgen_futures::spawn_local(async move {
            if let Err(error) = wasm_bindgen_futures::JsFuture::from(promise).await {
                log::warn!("the browser refused the copy: {error:?}");
            }
        });
    }
}

impl WebClipboard {
    /// Reads the system clipboard; once the browser answers, [`WebClipboard::has_paste`]
    /// says so.
    pub fn paste(&self) {
        let shared = self.shared.clone();
        let Some(clipboard) = clipboard_api() else {
            // No Clipboard API (a page not served from a secure context): the app's own
            // last copy is pasted.
            let mut shared = shared.borrow_mut();
            shared.pasted = shared.copied.clone();
            return;
        };
        let promise = clipboard.read_text();
        wasm_bindgen_futures::spawn_local(async move {
            let text = match wasm_bindgen_futures::JsFuture::from(promise).await {
                Ok(value) => value.as_string(),
                Err(error) => {
                    log::warn!(
                        "the browser refused to read the clipboard ({error:?}): pasting the app's last copy"
                    );
                    shared.borrow().copied.clone()
                }
            };
            if let Some(text) = text {
                shared.borrow_mut().pasted = Some(text);
            }
        });
    }

    /// Whether a paste arrived that imgui has not read yet.
    pub fn has_paste(&self) -> bool {
        self.shared.borrow().pasted.is_some()
    }
}

/// The browser's Clipboard API, where the page has one: `navigator.clipboard` exists only in
/// secure contexts (HTTPS, `localhost`), and calling into a missing one would throw.
fn clipboard_api() -> Option<web_sys::Clipboard> {
    let navigator = web_sys::window()?.navigator();
    let clipboard = js_sys::Reflect::get(&navigator, &"clipboard".into()).ok()?;
    (!clipboard.is_undefined() && !clipboard.is_null()).then(|| navigator.clipboard())
}
