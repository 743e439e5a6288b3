//! Where imgui's settings (`imgui.ini`: window positions, sizes, collapsed states, table
//! columns) are kept between runs: nowhere by default, a file natively, `localStorage` in
//! browsers.
//!
//! imgui's own file handling is turned off (it would write `imgui.ini` into the working
//! directory); the settings are loaded once at start and saved when imgui asks
//! (`io.want_save_ini_settings`, at most every `io.ini_saving_rate` seconds) and at exit.

use std::path::PathBuf;

/// Where imgui's settings are kept.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub enum Settings {
    /// Not kept: each run starts from imgui's defaults (the default).
    #[default]
    None,
    /// In this file (natively; in browsers it names the `localStorage` key instead).
    File(PathBuf),
    /// Under this `localStorage` key (in browsers; natively a file of this name in the
    /// working directory).
    LocalStorage(String),
}

impl Settings {
    /// The settings last saved, if any.
    pub fn load(&self) -> Option<String> {
        if *self == Settings::None {
            return None;
        }
        #[cfg(target_arch = "wasm32")]
        return crate::web::storage::load(&self.key());
        #[cfg(not(target_arch = "wasm32"))]
        {
            let path = match self {
                Settings::File(path) => path.clone(),
                Settings::LocalStorage(key) => PathBuf::from(key),
                Settings::None => return None,
            };
            match std::fs::read_to_string(&path) {
                Ok(text) => Some(text),
                Err(error) if error.kind() == std::io::ErrorKind::NotFound => None,
                Err(error) => {
                    log::warn!(
                        "could not read imgui's settings from {}: {error}",
                        path.display()
                    );
                    None
                }
            }
        }
    }

    /// Saves `text`; a failure is logged, not fatal (the app goes on without it).
    pub fn save(&self, text: &str) {
        #[cfg(not(target_arch = "wasm32"))]
        let path = match self {
            Settings::None => return,
            Settings::File(path) => path.clone(),
            Settings::LocalStorage(key) => PathBuf::from(key),
        };
        #[cfg(not(target_arch = "wasm32"))]
        if let Err(error) = write_replacing(&path, text) {
            log::warn!(
                "could not save imgui's settings to {}: {error}",
                path.display()
            );
        }
        #[cfg(target_arch = "wasm32")]
        if *self != Settings::None {
            crate::web::storage::save(&self.key(), text);
        }
    }

    /// The `localStorage` key in browsers.
    #[cfg(target_arch = "wasm32")]
    fn key(&self) -> String {
        match self {
            Settings::None => String::new(),
            Settings::File(path) => path.display().to_string(),
            Settings::LocalStorage(key) => key.clone(),
        }
    }
}

/// Writes `text` to a file beside `path` and renames it over `path`, so a crash while
/// saving leaves the last settings whole.
#[cfg(not(target_arch = "wasm32"))]
fn write_replacing(path: &std::path::Path, text: &str) -> std::io::Result<()> {
    if let Some(parent) = path
        .parent()
        .filter(|parent| !parent.as_os_str().is_empty())
    {
        std::fs::create_dir_all(parent)?;
    }
    let mut partial = path.as_os_str().to_owned();
    partial.push(".partial");
    std::fs::write(&partial, text)?;
    std::fs::rename(&partial, path)
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    #[test]
    fn settings_survive_a_save_and_a_load() {
        let dir =
            std::env::temp_dir().join(format!("imgui-webgpu-app-settings-{}", std::process::id()));
        let settings = Settings::File(dir.join("nested").join("imgui.ini"));
        assert_eq!(settings.load(), None);
        settings.save("[Window][Debug##Default]\nPos=60,60\n");
        assert_eq!(
            settings.load().as_deref(),
            Some("[Window][Debug##Default]\nPos=60,60\n")
        );
        assert_eq!(Settings::None.load(), None);
        let _ = std::fs::remove_dir_all(dir);
    }
}
