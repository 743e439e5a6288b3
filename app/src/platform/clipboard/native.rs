//! The system clipboard natively, through `arboard`.

/// The system clipboard. On X11 what the app copied stays on offer to other apps while the
/// app runs (arboard serves it from a thread of its own).
pub struct SystemClipboard {
    clipboard: arboard::Clipboard,
}

impl SystemClipboard {
    /// Opens the system clipboard.
    pub fn open() -> Result<Self, arboard::Error> {
        Ok(Self {
            clipboard: arboard::Clipboard::new()?,
        })
    }
}

impl imgui::ClipboardBackend for SystemClipboard {
    fn get(&mut self) -> Option<String> {
        match self.clipboard.get_text() {
            Ok(text) => Some(text),
            Err(arboard::Error::ContentNotAvailable) => None,
            Err(error) => {
                log::warn!("could not read the clipboard: {error}");
                None
            }
        }
    }

    fn set(&mut self, value: &str) {
        if let Err(error) = self.clipboard.set_text(value) {
            log::warn!("could not write the clipboard: {error}");
        }
    }
}
