//! The renderer's portable rendering tests in a browser (`imgui_webgpu_test_support::
//! rendering`, the functions the native suite runs too): colours and gradients on Unorm and
//! sRGB targets, a mesh over 65,535 vertices, bad input, two targets in one submit, a paint
//! callback, and MSAA where the backend has it, each rendered on the browser's real WebGPU or
//! WebGL2 device and read back. The page publishes the results as `window.checkResults` (JSON) and
//! sets `window.checksDone`; the browser tests read them over the DevTools protocol.

#[cfg(target_arch = "wasm32")]
mod checks;

#[cfg(target_arch = "wasm32")]
fn main() {
    use wasm_bindgen::JsValue;

    console_error_panic_hook::set_once();
    wasm_bindgen_futures::spawn_local(async {
        let (backend, outcomes) = match checks::open().await {
            Ok(gpu) => (gpu.backend, checks::run(&gpu).await),
            Err(error) => (
                "none",
                vec![checks::Outcome {
                    name: "open",
                    passed: false,
                    detail: error,
                }],
            ),
        };
        let entries: Vec<String> = outcomes
            .iter()
            .map(|outcome| {
                format!(
                    "{{\"name\":{:?},\"passed\":{},\"detail\":{:?}}}",
                    outcome.name, outcome.passed, outcome.detail
                )
            })
            .collect();
        let json = format!(
            "{{\"backend\":{backend:?},\"checks\":[{}]}}",
            entries.join(",")
        );
        web_sys::console::log_1(&JsValue::from(json.as_str()));
        let Some(window) = web_sys::window() else {
            return;
        };
        if let Some(element) = window
            .document()
            .and_then(|document| document.get_element_by_id("results"))
        {
            element.set_text_content(Some(&json));
        }
        let _ = js_sys::Reflect::set(&window, &"checkResults".into(), &json.as_str().into());
        let _ = js_sys::Reflect::set(&window, &"checksDone".into(), &true.into());
    });
}

/// The checks run only in a browser (wasm32); natively there is nothing to do.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("imgui-webgpu-web-checks runs in a browser: `cargo xtask test` builds and serves it");
}
