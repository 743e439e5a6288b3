//! `localStorage`, where imgui's settings are kept in browsers.

/// The text stored under `key`, if any.
pub fn load(key: &str) -> Option<String> {
    local_storage()?.get_item(key).ok().flatten()
}

/// Stores `text` under `key`; a refusal (storage full, private mode) is logged.
pub fn save(key: &str, text: &str) {
    match local_storage() {
        Some(storage) => {
            if storage.set_item(key, text).is_err() {
                log::warn!("localStorage refused imgui's settings under `{key}`");
            }
        }
        None => log::warn!("no localStorage: imgui's settings are not kept"),
    }
}

fn local_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}
