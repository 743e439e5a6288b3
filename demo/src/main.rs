//! `cargo xtask demo` (or `cargo run -p imgui-webgpu-demo --release`): the demo in a window,
//! or headlessly to `target/demo.png` where there is no display. `cargo xtask web` builds it
//! for the browser.

#[cfg(not(target_arch = "wasm32"))]
fn main() -> Result<(), Box<dyn std::error::Error>> {
    imgui_webgpu_demo::native::main()
}

/// In the browser (built for wasm32 and run through wasm-bindgen): the page's entry point.
#[cfg(target_arch = "wasm32")]
fn main() {
    imgui_webgpu_demo::web::start();
}
