//! Compiles `cpp/touch_target.cpp`: the questions touch input asks Dear ImGui about what is
//! under a finger (see that file). It is compiled against the binding's own headers
//! (imgui-sys's `DEP_IMGUI_THIRD_PARTY`, the docking branch's when imgui-sys builds it;
//! dear-imgui-sys's `DEP_DEAR_IMGUI_IMGUI_INCLUDE_PATH`) with its defines, so the structures it reads have the layout imgui was built
//! with, by the same compiler settings (`cc` reads the same `CXX_<target>` and
//! `CXXFLAGS_<target>` as imgui-sys's build, for wasm32 too).

fn main() {
    println!("cargo:rerun-if-changed=cpp/touch_target.cpp");
    // `viewports`: Dear ImGui's multi-viewport, natively with the `docking` feature, on
    // either binding.
    println!("cargo::rustc-check-cfg=cfg(viewports)");
    let feature = |name: &str| std::env::var_os(format!("CARGO_FEATURE_{name}")).is_some();
    let wasm = std::env::var("CARGO_CFG_TARGET_ARCH").is_ok_and(|arch| arch == "wasm32");
    if feature("DOCKING") && !wasm {
        println!("cargo:rustc-cfg=viewports");
    }
    if !feature("IMGUI_RS") && !feature("DEAR_IMGUI") {
        panic!(
            "imgui-webgpu-app needs a binding: the `imgui-rs` feature (a default one: with \
             `default-features = false`, name it, `features = [\"imgui-rs\"]`) or `dear-imgui`"
        );
    }
    // With dear-imgui-rs, dear-imgui-sys's headers and defines.
    let (imgui, defines) = if feature("IMGUI_RS") {
        let Some(third_party) = std::env::var_os("DEP_IMGUI_THIRD_PARTY") else {
            panic!("imgui-sys gave no DEP_IMGUI_THIRD_PARTY: it must be a direct dependency");
        };
        (
            std::path::Path::new(&third_party).join("imgui"),
            "DEP_IMGUI_DEFINE_",
        )
    } else {
        let Some(imgui) = std::env::var_os("DEP_DEAR_IMGUI_IMGUI_INCLUDE_PATH") else {
            panic!("dear-imgui-sys gave no DEP_DEAR_IMGUI_IMGUI_INCLUDE_PATH");
        };
        (imgui.into(), "DEP_DEAR_IMGUI_DEFINE_")
    };
    let mut build = cc::Build::new();
    build
        .cpp(true)
        .std("c++11")
        .include(&imgui)
        .file("cpp/touch_target.cpp");
    for (key, value) in std::env::vars() {
        if let Some(name) = key.strip_prefix(defines) {
            build.define(name, (!value.is_empty()).then_some(value.as_str()));
        }
    }
    build.compile("imgui_webgpu_app_touch_target");
}
