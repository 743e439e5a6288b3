//! The system clipboard for imgui's copy and paste (Ctrl+C, Ctrl+V, Ctrl+X in text fields,
//! `ui.set_clipboard_text`, `ui.clipboard_text`).
//!
//! Natively it is the system's own, through `arboard` (X11 and Wayland's data-control,
//! Windows, macOS). Where the system clipboard cannot be opened (no display server), copy
//! and paste still work within the app, and a warning says why. In browsers it is the
//! Clipboard API (the `web::clipboard` module, in wasm32 builds).

#[cfg(not(target_arch = "wasm32"))]
mod native;

#[cfg(not(target_arch = "wasm32"))]
pub use native::SystemClipboard;

/// A clipboard inside the app only: what was copied can be pasted in the same app.
#[derive(Debug, Default)]
pub struct AppClipboard {
    text: Option<String>,
}

impl imgui::ClipboardBackend for AppClipboard {
    fn get(&mut self) -> Option<String> {
        self.text.clone()
    }

    fn set(&mut self, value: &str) {
        self.text = Some(value.to_owned());
    }
}

/// Gives `imgui` the system clipboard, or the app's own where the system's cannot be opened.
#[cfg(not(target_arch = "wasm32"))]
pub fn install(imgui: &mut imgui::Context) {
    match SystemClipboard::open() {
        Ok(clipboard) => return imgui.set_clipboard_backend(clipboard),
        Err(error) => log::warn!(
            "the system clipboard cannot be opened ({error}): copy and paste work within the \
             app only"
        ),
    }
    imgui.set_clipboard_backend(AppClipboard::default());
}

/// Gives `imgui` the browser's clipboard; the platform keeps the returned handle to paste.
#[cfg(target_arch = "wasm32")]
pub fn install(imgui: &mut imgui::Context) -> crate::web::clipboard::WebClipboard {
    let clipboard = crate::web::clipboard::WebClipboard::default();
    imgui.set_clipboard_backend(clipboard.clone());
    crate::binding::install_web_clipboard(clipboard.clone());
    clipboard
}
