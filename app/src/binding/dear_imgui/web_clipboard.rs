//! dear-imgui-rs on wasm32 keeps a clipboard backend without handing it to Dear ImGui (its
//! published build imports imgui from a second module, where a function pointer of this one
//! means nothing). Built into this module (the `[patch]` its browser build takes), imgui
//! calls these, which serve the browser's clipboard.

use std::cell::RefCell;
use std::ffi::{CStr, CString, c_char};

use imgui::ClipboardBackend;
use imgui::sys;

use crate::web::clipboard::WebClipboard;

thread_local! {
    /// The clipboard imgui copies to and pastes from, and the text last handed to imgui
    /// (which imgui reads until its next call).
    static CLIPBOARD: RefCell<Option<(WebClipboard, CString)>> = const { RefCell::new(None) };
}

/// Hands imgui's clipboard calls to `clipboard`, on the current context.
pub(crate) fn install(clipboard: WebClipboard) {
    CLIPBOARD.with_borrow_mut(|slot| *slot = Some((clipboard, CString::default())));
    // SAFETY: the context is current (just made by the runner); its platform IO lives as
    // long as it, and the functions set live as long as the module.
    unsafe {
        if let Some(io) = sys::igGetPlatformIO_Nil().as_mut() {
            io.Platform_GetClipboardTextFn = Some(get);
            io.Platform_SetClipboardTextFn = Some(set);
        }
    }
}

unsafe extern "C" fn get(_context: *mut sys::ImGuiContext) -> *const c_char {
    CLIPBOARD.with_borrow_mut(|slot| {
        let Some((clipboard, last)) = slot.as_mut() else {
            return std::ptr::null();
        };
        match clipboard.get() {
            Some(text) => {
                *last = CString::new(text.replace('\0', "")).unwrap_or_default();
                last.as_ptr()
            }
            None => std::ptr::null(),
        }
    })
}

unsafe extern "C" fn set(_context: *mut sys::ImGuiContext, text: *const c_char) {
    if text.is_null() {
        return;
    }
    // SAFETY: imgui passes a NUL-terminated string that lives for the call.
    let text = unsafe { CStr::from_ptr(text) }
        .to_string_lossy()
        .into_owned();
    CLIPBOARD.with_borrow_mut(|slot| {
        if let Some((clipboard, _)) = slot.as_mut() {
            clipboard.set(&text);
        }
    });
}
