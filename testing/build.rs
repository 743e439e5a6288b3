//! With the `item-hooks` feature, compiles `cpp/item_hooks.cpp`: the four functions Dear
//! ImGui calls when it is built with `IMGUI_ENABLE_TEST_ENGINE` (item added, item info, log,
//! debug label), forwarding to this crate's recorder. It is compiled against imgui-sys's own
//! headers (`DEP_IMGUI_THIRD_PARTY`) with imgui-sys's defines (`DEP_IMGUI_DEFINE_*`), so the
//! structures it reads have the layout imgui was built with, and linked whole, so a test
//! binary whose imgui calls the hooks always has them.

fn main() {
    println!("cargo:rerun-if-changed=cpp/item_hooks.cpp");
    println!("cargo::rustc-check-cfg=cfg(imgui_test_engine)");
    if std::env::var_os("CARGO_FEATURE_ITEM_HOOKS").is_none() {
        return;
    }
    // imgui-sys builds imgui with the `cc` crate, which reads these variables (most specific
    // first); the define in them is what makes imgui call the hooks.
    let target = std::env::var("TARGET").unwrap_or_default();
    let names = [
        format!("CXXFLAGS_{target}"),
        format!("CXXFLAGS_{}", target.replace('-', "_")),
        "TARGET_CXXFLAGS".to_owned(),
        "CXXFLAGS".to_owned(),
    ];
    let mut defined = false;
    for name in &names {
        println!("cargo:rerun-if-env-changed={name}");
        if let Ok(flags) = std::env::var(name) {
            defined |= flags.split_whitespace().any(|flag| {
                let define = flag.trim_start_matches(['-', '/']);
                define == "DIMGUI_ENABLE_TEST_ENGINE"
                    || define.starts_with("DIMGUI_ENABLE_TEST_ENGINE=")
            });
        }
    }
    if defined {
        println!("cargo:rustc-cfg=imgui_test_engine");
    }
    #[cfg(feature = "item-hooks")]
    compile_hooks();
}

/// Compiles and links the hooks (see the file's documentation).
#[cfg(feature = "item-hooks")]
fn compile_hooks() {
    let Some(third_party) = std::env::var_os("DEP_IMGUI_THIRD_PARTY") else {
        panic!("imgui-sys gave no DEP_IMGUI_THIRD_PARTY: it must be a direct dependency");
    };
    let imgui = std::path::Path::new(&third_party).join("imgui");
    let mut build = cc::Build::new();
    build
        .cpp(true)
        .std("c++11")
        .include(&imgui)
        .define("IMGUI_ENABLE_TEST_ENGINE", None)
        .file("cpp/item_hooks.cpp")
        .link_lib_modifier("+whole-archive");
    for (key, value) in std::env::vars() {
        if let Some(name) = key.strip_prefix("DEP_IMGUI_DEFINE_") {
            build.define(name, (!value.is_empty()).then_some(value.as_str()));
        }
    }
    build.compile("imgui_webgpu_testing_item_hooks");
}
