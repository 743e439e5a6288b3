//! The recorder behind the item hooks: `cpp/item_hooks.cpp` calls into it while imgui
//! builds a frame on this thread, and the harness takes the frame's items when it ends.
//! Without the `item-hooks` feature only imgui's id hash is here.

use super::{Items, ItemsError};

/// Dear ImGui's `ImHashStr` (CRC-32 of the label under `!seed`, restarting at `###`): the
/// id a label gets under a seed.
pub fn hash(label: &str, seed: u32) -> u32 {
    let table = crc32_table();
    let bytes = label.as_bytes();
    let start = !seed;
    let mut crc = start;
    for (index, byte) in bytes.iter().enumerate() {
        if *byte == b'#' && bytes.get(index + 1..index + 3) == Some(b"##".as_slice()) {
            crc = start;
        }
        crc = (crc >> 8) ^ table[((crc & 0xFF) ^ u32::from(*byte)) as usize];
    }
    !crc
}

/// Dear ImGui's `ImHashData` of an integer: the id `PushID(int)` gives under `seed` (the
/// Test Engine writes such a path part as `$$N`).
pub fn hash_int(value: i32, seed: u32) -> u32 {
    hash_bytes(&value.to_le_bytes(), seed)
}

/// Dear ImGui's `ImHashData` of `bytes` under `seed` (a pointer's bytes are the id
/// `PushID(pointer)` gives).
pub fn hash_bytes(bytes: &[u8], seed: u32) -> u32 {
    let table = crc32_table();
    let mut crc = !seed;
    for byte in bytes {
        crc = (crc >> 8) ^ table[((crc & 0xFF) ^ u32::from(*byte)) as usize];
    }
    !crc
}

/// The CRC table of the binding's Dear ImGui (CRC-32 in 1.89, CRC-32C since 1.91.6), as
/// imgui's `GCrc32LookupTable`.
fn crc32_table() -> [u32; 256] {
    let mut table = [0u32; 256];
    for (index, entry) in table.iter_mut().enumerate() {
        let mut value = index as u32;
        for _ in 0..8 {
            value = if value & 1 != 0 {
                crate::binding::ID_HASH_POLYNOMIAL ^ (value >> 1)
            } else {
                value >> 1
            };
        }
        *entry = value;
    }
    table
}

/// The items of the frame `build` builds on the current imgui context, or why there are
/// none.
pub(crate) fn record_frame<T>(build: impl FnOnce() -> T) -> (T, Result<Items, ItemsError>) {
    hooks::record_frame(build)
}

/// The state of the window named `name` in the current context, or why it is unknown.
pub(crate) fn window(name: &str) -> Result<Option<super::WindowInfo>, ItemsError> {
    #[cfg(feature = "item-hooks")]
    {
        use std::ffi::{CString, c_char, c_void};
        unsafe extern "C" {
            fn imgui_webgpu_testing_window(
                context: *mut c_void,
                name: *const c_char,
                out: *mut [f32; 11],
            ) -> bool;
        }
        let Ok(name) = CString::new(name) else {
            return Ok(None);
        };
        // SAFETY: reads the current context's pointer; null when there is none.
        let context = unsafe { crate::binding::sys::igGetCurrentContext() }.cast::<c_void>();
        if context.is_null() {
            return Err(ItemsError::NotRecorded);
        }
        let mut out = [0.0f32; 11];
        // SAFETY: the context is current and alive; `out` holds the eleven floats written.
        if !unsafe { imgui_webgpu_testing_window(context, name.as_ptr(), &mut out) } {
            return Ok(None);
        }
        Ok(Some(super::WindowInfo {
            rect: [out[0], out[1], out[0] + out[2], out[1] + out[3]],
            scroll: [out[4], out[5]],
            scroll_max: [out[6], out[7]],
            collapsed: out[8] != 0.0,
            focused: out[9] != 0.0,
            active: out[10] != 0.0,
        }))
    }
    #[cfg(not(feature = "item-hooks"))]
    {
        let _ = name;
        Err(ItemsError::FeatureOff)
    }
}

#[cfg(not(all(feature = "item-hooks", imgui_test_engine)))]
mod hooks {
    use super::{Items, ItemsError};

    pub(super) fn record_frame<T>(build: impl FnOnce() -> T) -> (T, Result<Items, ItemsError>) {
        let why = if cfg!(feature = "item-hooks") {
            ItemsError::ImguiWithoutHooks
        } else {
            ItemsError::FeatureOff
        };
        (build(), Err(why))
    }
}

#[cfg(all(feature = "item-hooks", imgui_test_engine))]
mod hooks {
    use std::cell::RefCell;
    use std::ffi::{CStr, CString, c_char, c_void};

    use super::{Items, ItemsError};
    use crate::items::{Item, ItemStatus};

    unsafe extern "C" {
        fn imgui_webgpu_testing_enable_hooks(context: *mut c_void, on: bool);
        fn imgui_webgpu_testing_hovered_and_active(
            context: *mut c_void,
            hovered: *mut u32,
            active: *mut u32,
        );
    }

    /// The frame being recorded on this thread.
    struct Recording {
        context: usize,
        items: Vec<Item>,
        /// Labels handed to imgui by `ImGuiTestEngine_FindItemDebugLabel`, kept alive
        /// until the frame ends.
        labels: Vec<CString>,
    }

    thread_local! {
        static RECORDING: RefCell<Option<Recording>> = const { RefCell::new(None) };
    }

    fn text(pointer: *const c_char) -> String {
        if pointer.is_null() {
            return String::new();
        }
        // SAFETY: imgui passes NUL-terminated strings that live for the call.
        unsafe { CStr::from_ptr(pointer) }
            .to_string_lossy()
            .into_owned()
    }

    /// `ImGuiTestEngineHook_ItemAdd`, with the submitting window's name and id-stack top.
    #[unsafe(no_mangle)]
    extern "C" fn imgui_webgpu_testing_item_add(
        context: *mut c_void,
        rect: *const [f32; 4],
        clip: *const [f32; 4],
        id: u32,
        seed: u32,
        window: *const c_char,
        cut: i32,
        selected: i32,
    ) {
        if rect.is_null() || clip.is_null() {
            return;
        }
        // SAFETY: the hook passes two arrays of four floats that live for the call.
        let (rect, clip) = unsafe { (*rect, *clip) };
        RECORDING.with_borrow_mut(|recording| {
            let Some(recording) = recording.as_mut().filter(|r| r.context == context as usize)
            else {
                return;
            };
            recording.items.push(Item {
                id,
                label: String::new(),
                full_label: String::new(),
                window: text(window),
                seed,
                rect,
                clip,
                cut: [0, 1, 2, 3].map(|side| cut & (1 << side) != 0),
                status: ItemStatus {
                    selected: (selected >= 0).then_some(selected == 1),
                    ..ItemStatus::default()
                },
            });
        });
    }

    /// `ImGuiTestEngineHook_ItemInfo`: the label and status of the item last added with
    /// this id.
    #[unsafe(no_mangle)]
    extern "C" fn imgui_webgpu_testing_item_info(
        context: *mut c_void,
        id: u32,
        label: *const c_char,
        flags: i32,
    ) {
        RECORDING.with_borrow_mut(|recording| {
            let Some(recording) = recording.as_mut().filter(|r| r.context == context as usize)
            else {
                return;
            };
            if let Some(item) = recording.items.iter_mut().rev().find(|item| item.id == id) {
                let full = text(label);
                item.label = full.split("##").next().unwrap_or_default().to_owned();
                item.full_label = full;
                // A tab's selected state comes with its item (its info comes first).
                let selected = item.status.selected;
                item.status = ItemStatus::from_flags(flags);
                item.status.selected = item.status.selected.or(selected);
            }
        });
    }

    /// `ImGuiTestEngine_FindItemDebugLabel`: the label recorded for `id` this frame.
    #[unsafe(no_mangle)]
    extern "C" fn imgui_webgpu_testing_item_label(context: *mut c_void, id: u32) -> *const c_char {
        RECORDING.with_borrow_mut(|recording| {
            let Some(recording) = recording.as_mut().filter(|r| r.context == context as usize)
            else {
                return std::ptr::null();
            };
            let Some(label) = recording
                .items
                .iter()
                .rev()
                .find(|item| item.id == id)
                .and_then(|item| CString::new(item.full_label.clone()).ok())
            else {
                return std::ptr::null();
            };
            recording.labels.push(label);
            recording
                .labels
                .last()
                .map_or(std::ptr::null(), |label| label.as_ptr())
        })
    }

    pub(super) fn record_frame<T>(build: impl FnOnce() -> T) -> (T, Result<Items, ItemsError>) {
        // SAFETY: reads imgui's current-context pointer (the harness's, made current by
        // its stepper); null when there is none, and then nothing is recorded.
        let raw = unsafe { crate::binding::sys::igGetCurrentContext() }.cast::<c_void>();
        if raw.is_null() {
            return (build(), Err(ItemsError::NotRecorded));
        }
        RECORDING.with_borrow_mut(|recording| {
            *recording = Some(Recording {
                context: raw as usize,
                items: Vec::new(),
                labels: Vec::new(),
            });
        });
        // SAFETY: `raw` is the current context; the flag is a plain field of it.
        unsafe { imgui_webgpu_testing_enable_hooks(raw, true) };
        let built = build();
        let (mut hovered, mut active) = (0, 0);
        // SAFETY: as above; the two ids are written to the locals.
        unsafe {
            imgui_webgpu_testing_enable_hooks(raw, false);
            imgui_webgpu_testing_hovered_and_active(raw, &mut hovered, &mut active);
        }
        let mut items = RECORDING
            .with_borrow_mut(Option::take)
            .map(|recording| recording.items)
            .unwrap_or_default();
        for item in &mut items {
            item.status.hovered = item.id == hovered;
            item.status.active = item.id == active;
        }
        (
            built,
            Ok(Items {
                items,
                shown: Default::default(),
            }),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::hash;

    #[test]
    fn hashes_as_imgui_does() {
        // The check value of "123456789" (seed 0 is the standard CRC): CRC-32's in 1.89,
        // CRC-32C's in 1.92, by the binding's polynomial.
        let check = match crate::binding::ID_HASH_POLYNOMIAL {
            0xEDB8_8320 => 0xCBF4_3926,
            0x82F6_3B78 => 0xE306_9283,
            other => panic!("no check value known for the polynomial {other:#x}"),
        };
        assert_eq!(hash("123456789", 0), check);
        // `###` restarts the hash: "Label###id" is the id of "###id".
        assert_eq!(hash("Label###id", 7), hash("###id", 7));
        assert_ne!(hash("Label##id", 7), hash("##id", 7));
    }
}
