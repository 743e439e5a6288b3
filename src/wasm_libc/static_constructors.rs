//! C++ static objects constructed once per module, before the app's first frame.
//!
//! wasm-ld makes `__wasm_call_ctors`, which constructs the C++ compiled into the module's
//! global objects (ImGuizmo's `static Context gContext`, for one). When nothing in the
//! module calls it, wasm-ld takes the module for a "new-style command" and wraps every
//! export in a call to it (and to `__wasm_call_dtors` after): every call from JavaScript into
//! the module (every frame, every event) constructed those objects again, so ImGuizmo forgot
//! between two frames that its manipulator was held, and a drag of the gizmo did nothing.
//! A call to it anywhere in the module tells wasm-ld not to wrap; this module makes that
//! call, once (as wasi-libc's reactors and wit-bindgen's exports do).

use std::sync::Once;

unsafe extern "C" {
    /// wasm-ld's function that runs the module's static constructors.
    fn __wasm_call_ctors();
}

/// Whether the constructors ran.
static CONSTRUCTED: Once = Once::new();

/// Constructs the module's C++ static objects, the first time only.
pub fn construct_cxx_statics() {
    CONSTRUCTED.call_once(|| {
        // SAFETY: wasm-ld defines it (empty if nothing has a constructor); `Once` runs it
        // once, before any other call reaches the objects it makes.
        unsafe { __wasm_call_ctors() }
    });
}
