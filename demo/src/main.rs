//! `cargo xtask demo` (or `cargo run -p imgui-webgpu-demo --release`): the demo in a window,
//! or headlessly to `target/demo.png` where there is no display.

#[cfg(not(target_arch = "wasm32"))]
fn main() -> Result<(), Box<dyn std::error::Error>> {
    imgui_webgpu_demo::native::main()
}

#[cfg(target_arch = "wasm32")]
fn main() {}
