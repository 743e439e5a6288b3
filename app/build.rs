//! Compiles `cpp/touch_target.cpp`: the questions touch input asks Dear ImGui about what is
//! under a finger (see that file). It is compiled against imgui-sys's own headers
//! (`DEP_IMGUI_THIRD_PARTY`, the docking branch's when imgui-sys builds it) with imgui-sys's
//! defines (`DEP_IMGUI_DEFINE_*`), so the structures it reads have the layout imgui was built
//! with, by the same compiler settings (`cc` reads the same `CXX_<target>` and
//! `CXXFLAGS_<target>` as imgui-sys's build, for wasm32 too).

fn main() {
    println!("cargo:rerun-if-changed=cpp/touch_target.cpp");
    let Some(third_party) = std::env::var_os("DEP_IMGUI_THIRD_PARTY") else {
        panic!("imgui-sys gave no DEP_IMGUI_THIRD_PARTY: it must be a direct dependency");
    };
    let imgui = std::path::Path::new(&third_party).join("imgui");
    let mut build = cc::Build::new();
    build
        .cpp(true)
        .std("c++11")
        .include(&imgui)
        .file("cpp/touch_target.cpp");
    for (key, value) in std::env::vars() {
        if let Some(name) = key.strip_prefix("DEP_IMGUI_DEFINE_") {
            build.define(name, (!value.is_empty()).then_some(value.as_str()));
        }
    }
    build.compile("imgui_webgpu_app_touch_target");
}
