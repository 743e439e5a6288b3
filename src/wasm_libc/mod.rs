//! What imgui's C++ needs inside a `wasm32-unknown-unknown` module (feature `web`), so that
//! plain `cargo build` makes one module with Rust and Dear ImGui together: no Emscripten, no
//! second module, and no imports besides wasm-bindgen's glue.
//!
//! - wasi-libc's `libc.a` is linked by the build script (`memcpy`, `vsnprintf`, `qsort`, ...).
//! - C's `malloc` family is Rust's global allocator here. wasi-libc's own `malloc` grows
//!   its heap with `memory.grow` and takes each new region to follow the last, while Rust's
//!   allocator grows the same memory in between: the two heaps would overlap (seen as a
//!   "memory access out of bounds" trap as soon as imgui built its font atlas).
//! - `__assert_fail`, which imgui's `IM_ASSERT` calls through `assert`, becomes a Rust panic
//!   with the failed expression and its place.
//! - The WASI imports that libc's stdio and `time` pull in (`fd_write`, `fd_seek`,
//!   `fd_close`, `clock_time_get`) are defined here, answering `ENOSYS`, so the module does not
//!   import them. imgui writes no files (`IMGUI_DISABLE_FILE_FUNCTIONS`) and prints nothing
//!   (`IMGUI_DEBUG_PRINTF`).
//! - C++'s `operator new` and `delete` and `__cxa_pure_virtual` ([`cxx_runtime`]), for C++
//!   compiled in beside Dear ImGui that uses them (ImPlot's demo, imGuIZMO.quat).
//! - C++'s static objects constructed once ([`static_constructors`]), not before each call
//!   into the module.

mod cxx_runtime;
mod static_constructors;

pub use static_constructors::construct_cxx_statics;

use std::alloc::{Layout, alloc, alloc_zeroed, dealloc};
use std::ffi::{CStr, c_char, c_int, c_void};

/// WASI's `ENOSYS`: function not supported.
const ENOSYS: i32 = 52;

fn text(pointer: *const c_char) -> String {
    if pointer.is_null() {
        return "?".to_owned();
    }
    // SAFETY: libc's `assert` passes NUL-terminated string literals.
    unsafe { CStr::from_ptr(pointer) }
        .to_string_lossy()
        .into_owned()
}

/// Called by C's `assert` when an imgui assertion fails: a panic saying which and where.
///
/// # Safety
/// Called by libc with NUL-terminated strings (or null).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn __assert_fail(
    expression: *const c_char,
    file: *const c_char,
    line: c_int,
    function: *const c_char,
) -> ! {
    panic!(
        "imgui assertion failed: {} ({}:{line}, {})",
        text(expression),
        text(file),
        text(function)
    )
}

/// WASI `fd_write`, which libc's stdio pulls in: not supported in a browser.
#[unsafe(no_mangle)]
pub extern "C" fn __imported_wasi_snapshot_preview1_fd_write(
    _fd: i32,
    _iovs: i32,
    _iovs_len: i32,
    _written: i32,
) -> i32 {
    ENOSYS
}

/// WASI `fd_seek`, which libc's stdio pulls in: not supported in a browser.
#[unsafe(no_mangle)]
pub extern "C" fn __imported_wasi_snapshot_preview1_fd_seek(
    _fd: i32,
    _offset: i64,
    _whence: i32,
    _new_offset: i32,
) -> i32 {
    ENOSYS
}

/// WASI `clock_time_get`, which libc's `time` pulls in (Dear ImGui 1.92 asks it once, for the
/// session's date in its debug log): not supported, so `time` answers -1 and the module
/// imports nothing for it.
#[unsafe(no_mangle)]
pub extern "C" fn __imported_wasi_snapshot_preview1_clock_time_get(
    _clock: i32,
    _precision: i64,
    _time: i32,
) -> i32 {
    ENOSYS
}

/// WASI `fd_close`, which libc's stdio pulls in: not supported in a browser.
#[unsafe(no_mangle)]
pub extern "C" fn __imported_wasi_snapshot_preview1_fd_close(_fd: i32) -> i32 {
    ENOSYS
}

/// Bytes in front of each C allocation: its size, keeping the block 16-byte aligned (what C
/// promises `malloc` returns).
const HEADER: usize = 16;

fn c_layout(size: usize) -> Option<Layout> {
    Layout::from_size_align(size.checked_add(HEADER)?, HEADER).ok()
}

/// Allocates `size` bytes for C through Rust's allocator, zeroed when asked.
fn c_alloc(size: usize, zeroed: bool) -> *mut c_void {
    let Some(layout) = c_layout(size) else {
        return std::ptr::null_mut();
    };
    // SAFETY: the layout has a non-zero size (the header).
    let block = unsafe {
        if zeroed {
            alloc_zeroed(layout)
        } else {
            alloc(layout)
        }
    };
    if block.is_null() {
        return std::ptr::null_mut();
    }
    // SAFETY: the block holds the header and `size` bytes, 16-byte aligned.
    unsafe {
        block.cast::<usize>().write(size);
        block.add(HEADER).cast()
    }
}

/// The size a C allocation was made with.
///
/// # Safety
/// `pointer` came from [`c_alloc`] and was not freed.
unsafe fn c_size(pointer: *mut c_void) -> usize {
    // SAFETY: the header sits `HEADER` bytes before the pointer.
    unsafe { pointer.cast::<u8>().sub(HEADER).cast::<usize>().read() }
}

/// C's `malloc`.
#[unsafe(no_mangle)]
pub extern "C" fn malloc(size: usize) -> *mut c_void {
    c_alloc(size, false)
}

/// C's `calloc`.
#[unsafe(no_mangle)]
pub extern "C" fn calloc(count: usize, size: usize) -> *mut c_void {
    match count.checked_mul(size) {
        Some(total) => c_alloc(total, true),
        None => std::ptr::null_mut(),
    }
}

/// C's `free`.
///
/// # Safety
/// `pointer` is null or came from this module's `malloc` family and was not freed.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn free(pointer: *mut c_void) {
    if pointer.is_null() {
        return;
    }
    // SAFETY: the caller passes a live allocation of ours; its layout is rebuilt from the
    // size stored in its header.
    unsafe {
        let size = c_size(pointer);
        if let Some(layout) = c_layout(size) {
            dealloc(pointer.cast::<u8>().sub(HEADER), layout);
        }
    }
}

/// C's `realloc`.
///
/// # Safety
/// `pointer` is null or came from this module's `malloc` family and was not freed.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn realloc(pointer: *mut c_void, size: usize) -> *mut c_void {
    if pointer.is_null() {
        return c_alloc(size, false);
    }
    let moved = c_alloc(size, false);
    if !moved.is_null() {
        // SAFETY: both blocks are live and hold at least the copied bytes.
        unsafe {
            let kept = c_size(pointer).min(size);
            std::ptr::copy_nonoverlapping(pointer.cast::<u8>(), moved.cast::<u8>(), kept);
            free(pointer);
        }
    }
    moved
}

/// libc's internal name for `malloc` (its locale and `atexit` code call it).
#[unsafe(no_mangle)]
pub extern "C" fn __libc_malloc(size: usize) -> *mut c_void {
    c_alloc(size, false)
}

/// libc's internal name for `calloc`.
#[unsafe(no_mangle)]
pub extern "C" fn __libc_calloc(count: usize, size: usize) -> *mut c_void {
    calloc(count, size)
}

/// libc's internal name for `free`.
///
/// # Safety
/// As [`free`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn __libc_free(pointer: *mut c_void) {
    // SAFETY: the caller keeps `free`'s contract.
    unsafe { free(pointer) }
}

/// C's `malloc_usable_size`: the size asked for.
///
/// # Safety
/// `pointer` is null or a live allocation of this module's `malloc` family.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn malloc_usable_size(pointer: *mut c_void) -> usize {
    if pointer.is_null() {
        return 0;
    }
    // SAFETY: the caller passes a live allocation of ours.
    unsafe { c_size(pointer) }
}

/// C's `aligned_alloc`, for alignments up to 16 (what C code here asks for; larger ones
/// fail with a null pointer, as C allows).
#[unsafe(no_mangle)]
pub extern "C" fn aligned_alloc(alignment: usize, size: usize) -> *mut c_void {
    if alignment > HEADER || !alignment.is_power_of_two() {
        return std::ptr::null_mut();
    }
    c_alloc(size, false)
}

/// C's `posix_memalign`, for alignments up to 16.
///
/// # Safety
/// `out` points to writable memory for a pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn posix_memalign(
    out: *mut *mut c_void,
    alignment: usize,
    size: usize,
) -> c_int {
    const ENOMEM: c_int = 48;
    const EINVAL: c_int = 28;
    if alignment > HEADER || !alignment.is_power_of_two() {
        return EINVAL;
    }
    let pointer = c_alloc(size, false);
    if pointer.is_null() {
        return ENOMEM;
    }
    // SAFETY: the caller passes a writable pointer slot.
    unsafe { out.write(pointer) };
    0
}
