//! On `wasm32-unknown-unknown` with the `web` feature: links wasi-libc's `libc.a`, which
//! imgui's C++ (compiled into the same module by the `imgui` crate's build) needs for
//! `memcpy`, `vsnprintf`, `qsort`, `malloc` and friends. Elsewhere it does nothing.
//!
//! The directory holding `libc.a` is `IMGUI_WEBGPU_WASI_LIBC`, or Debian's
//! `/usr/lib/wasm32-wasi` (`apt-get install wasi-libc`).

fn main() {
    println!("cargo:rerun-if-env-changed=IMGUI_WEBGPU_WASI_LIBC");
    let wasm32 = std::env::var("CARGO_CFG_TARGET_ARCH").is_ok_and(|arch| arch == "wasm32");
    let web = std::env::var_os("CARGO_FEATURE_WEB").is_some();
    if !(wasm32 && web) {
        return;
    }
    let dir = std::env::var("IMGUI_WEBGPU_WASI_LIBC")
        .unwrap_or_else(|_| "/usr/lib/wasm32-wasi".to_owned());
    if !std::path::Path::new(&dir).join("libc.a").exists() {
        println!(
            "cargo:warning=imgui-webgpu: no libc.a in {dir}; install wasi-libc \
             (`apt-get install wasi-libc`) or set IMGUI_WEBGPU_WASI_LIBC"
        );
    }
    println!("cargo:rustc-link-search=native={dir}");
    println!("cargo:rustc-link-lib=static=c");
}
