//! The demo's web shell: the demo app ([`crate::app::DemoApp`]) in a canvas that fills the
//! page, run by `imgui-webgpu-app`'s runner (WebGPU where the browser has it, WebGL2
//! otherwise or as `?backend=` asks; the canvas measured in device pixels however the ratio
//! comes about; input, clipboard, IME, touch; device-loss recovery). The page is the app
//! crate's (`app/web/index.html`).
//!
//! For tests, the runner's `window.imguiApp` holds what it did (backend, formats, frames,
//! canvas and display sizes, scale, wgpu errors, recoveries; `window.imguiAppLoseDevice()`
//! destroys the device), and the demo's `window.demoStatus` holds its own state: the
//! counter, the text field, the triangle size (`triangleSize`), and where it drew its parts
//! in the last frame (CSS pixels). With the `docking` feature (the `demo-docking` page) it
//! also holds `docking`: whether imgui's docking and its viewports are on (in browsers the
//! runner keeps the viewports off: every window stays in the canvas) and how many viewports
//! imgui has (the canvas's alone).

use wasm_bindgen::JsValue;

use crate::app::{DemoApp, options};
use crate::ui::Demo;

/// Starts the demo (the module's entry point); the browser runs its loop.
pub fn start() {
    if let Err(error) = imgui_webgpu_app::run_app(options(), DemoApp::new()) {
        web_sys::console::error_1(&format!("imgui-webgpu demo: {error}").into());
    }
}

/// Publishes the demo's own state as `window.demoStatus`.
pub fn publish_status(demo: &Demo) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let object = js_sys::Object::new();
    let set = |target: &js_sys::Object, key: &str, value: JsValue| {
        let _ = js_sys::Reflect::set(target, &key.into(), &value);
    };
    set(&object, "counter", demo.counter().into());
    set(&object, "text", demo.text().into());
    set(&object, "triangleSize", demo.triangle_size().into());
    let layout = js_sys::Object::new();
    for (name, rect) in demo.layout().named() {
        if let Some(rect) = rect {
            let values: js_sys::Array = rect.iter().map(|value| JsValue::from(*value)).collect();
            set(&layout, name, values.into());
        }
    }
    set(&object, "layout", layout.into());
    #[cfg(feature = "docking")]
    set(&object, "docking", docking_status().into());
    let _ = js_sys::Reflect::set(&window, &"demoStatus".into(), &object);
}

/// What imgui says of its docking and its viewports: `{ docking, viewportsEnabled,
/// viewports }`.
#[cfg(feature = "docking")]
fn docking_status() -> js_sys::Object {
    use imgui::sys;
    // SAFETY: called from the app's `ui`, inside a frame of imgui's current context; its IO
    // and platform IO live as long as the context and are only read here.
    let (flags, viewports) = unsafe {
        (
            (*sys::igGetIO()).ConfigFlags,
            (*sys::igGetPlatformIO()).Viewports.Size,
        )
    };
    let on =
        |flag: sys::ImGuiConfigFlags_| JsValue::from(flags & flag as sys::ImGuiConfigFlags != 0);
    let object = js_sys::Object::new();
    for (key, value) in [
        ("docking", on(sys::ImGuiConfigFlags_DockingEnable)),
        (
            "viewportsEnabled",
            on(sys::ImGuiConfigFlags_ViewportsEnable),
        ),
        ("viewports", JsValue::from(viewports)),
    ] {
        let _ = js_sys::Reflect::set(&object, &key.into(), &value);
    }
    object
}
