//! The little of a C++ runtime that C++ compiled in beside Dear ImGui uses: `operator new`
//! and `operator delete` on this module's `malloc` and `free`, `__cxa_pure_virtual`, and
//! `__cxa_atexit` and `atexit`, which keep nothing.
//!
//! Dear ImGui allocates through its own hooks and needs no C++ runtime, but C++ compiled in
//! beside it may (ImPlot's demo allocates arrays with `new[]`; imGuIZMO.quat's classes with
//! pure virtual functions reference `__cxa_pure_virtual`), and
//! no C++ runtime exists for `wasm32-unknown-unknown`: without these the module would import
//! the mangled names from `env`, which no browser gives. Exceptions are off
//! (`-fno-exceptions`): an allocation that fails aborts, as C++'s `new` without exceptions
//! does.

use std::ffi::c_void;

use super::{free, malloc};

/// The allocation for a `new` of `size` bytes: never null (C++'s `new` has no null result).
fn allocate(size: usize) -> *mut c_void {
    let pointer = malloc(size.max(1));
    if pointer.is_null() {
        std::process::abort();
    }
    pointer
}

/// `operator new(size_t)`.
#[unsafe(no_mangle)]
pub extern "C" fn _Znwm(size: usize) -> *mut c_void {
    allocate(size)
}

/// `operator new[](size_t)`.
#[unsafe(no_mangle)]
pub extern "C" fn _Znam(size: usize) -> *mut c_void {
    allocate(size)
}

/// `operator delete(void*)`.
///
/// # Safety
/// `pointer` is null or came from `operator new` and was not deleted.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn _ZdlPv(pointer: *mut c_void) {
    // SAFETY: `new` allocated it with `malloc`; the caller keeps `free`'s contract.
    unsafe { free(pointer) }
}

/// `operator delete[](void*)`.
///
/// # Safety
/// `pointer` is null or came from `operator new[]` and was not deleted.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn _ZdaPv(pointer: *mut c_void) {
    // SAFETY: as `_ZdlPv`.
    unsafe { free(pointer) }
}

/// `operator delete(void*, size_t)` (sized deallocation, C++14).
///
/// # Safety
/// As [`_ZdlPv`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn _ZdlPvm(pointer: *mut c_void, _size: usize) {
    // SAFETY: as `_ZdlPv`.
    unsafe { free(pointer) }
}

/// `operator delete[](void*, size_t)` (sized deallocation, C++14).
///
/// # Safety
/// As [`_ZdaPv`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn _ZdaPvm(pointer: *mut c_void, _size: usize) {
    // SAFETY: as `_ZdlPv`.
    unsafe { free(pointer) }
}

/// Called by a pure virtual function's slot if it is ever called (an object used during its
/// construction or destruction): a bug in the C++, so a panic that says so.
#[unsafe(no_mangle)]
pub extern "C" fn __cxa_pure_virtual() -> ! {
    panic!("C++ called a pure virtual function")
}

/// A C++ static object's destructor, registered when the object is made (`__cxa_atexit`):
/// kept nowhere, never run. A page never exits; Emscripten does the same by default (its
/// `EXIT_RUNTIME=0`). Before the module called its constructors itself
/// ([`super::construct_cxx_statics`]) wasm-ld ran libc's exit handlers after every call into
/// it (`__wasm_call_dtors`): with wasi-libc's `__cxa_atexit`, ImPlot3D's and ImGuizmo's
/// function-local statics were destroyed after the first call, and the next trapped ("null
/// function"). Nothing calls the exit handlers now; keeping none also spares the memory
/// wasi-libc's list would take. Returns 0: registered, as far as C++ knows.
#[unsafe(no_mangle)]
pub extern "C" fn __cxa_atexit(
    _destructor: Option<unsafe extern "C" fn(*mut c_void)>,
    _object: *mut c_void,
    _module: *mut c_void,
) -> i32 {
    0
}

/// C's `atexit`, for the same reason as [`__cxa_atexit`]: nothing runs at a page's exit.
#[unsafe(no_mangle)]
pub extern "C" fn atexit(_handler: Option<unsafe extern "C" fn()>) -> i32 {
    0
}
