//! The dear tests' frame (`imgui_webgpu_dear_tests::scene`: Dear ImGui 1.92 text at three
//! sizes, an image imgui manages, a texture the app registered, a paint callback) drawn by the
//! renderer on the browser's WebGPU or WebGL2 device (`?backend=webgl2`), with Dear ImGui's
//! C++ compiled into this module by plain cargo (no Emscripten, no second module). The page
//! publishes what it drew as `window.dearResults` (JSON: the backend, the draw data's hash,
//! the texture requests of each frame, the paint callback's runs and the pixels) and sets
//! `window.dearDone`; the browser tests compare them with the native goldens. After the frame,
//! the native tests' large text (`large_text`: letters zoomed from 100 to 400 px and back,
//! then 13 px text, on a device of WebGL2's limits where the backend is WebGL2) and what it
//! did to imgui's atlas.

#[cfg(target_arch = "wasm32")]
mod page;

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    wasm_bindgen_futures::spawn_local(async {
        let json = match page::run().await {
            Ok(json) => json,
            Err(error) => format!("{{\"error\":{error:?}}}"),
        };
        let Some(window) = web_sys::window() else {
            return;
        };
        if let Some(element) = window
            .document()
            .and_then(|document| document.get_element_by_id("results"))
        {
            // The report without its pixels, for a person looking at the page.
            let summary = json.split(",\"pixels\"").next().unwrap_or_default();
            element.set_text_content(Some(summary));
        }
        let _ = js_sys::Reflect::set(&window, &"dearResults".into(), &json.as_str().into());
        let _ = js_sys::Reflect::set(&window, &"dearDone".into(), &true.into());
    });
}

/// The page runs only in a browser (wasm32); natively there is nothing to do.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("imgui-webgpu-dear-web runs in a browser: `cargo xtask test` builds and serves it");
}
