//! With the `item-hooks` feature, compiles `cpp/item_hooks.cpp`: the four functions Dear
//! ImGui calls when it is built with `IMGUI_ENABLE_TEST_ENGINE` (item added, item info, log,
//! debug label), forwarding to this crate's recorder. It is compiled against the binding's
//! own headers and defines (imgui-sys's `DEP_IMGUI_THIRD_PARTY` and `DEP_IMGUI_DEFINE_*`;
//! dear-imgui-sys's `DEP_DEAR_IMGUI_IMGUI_INCLUDE_PATH` and `DEP_DEAR_IMGUI_DEFINE_*`), so
//! the structures it reads have the layout imgui was built with, and linked whole, so a test
//! binary whose imgui calls the hooks always has them. With imgui-rs the define comes from
//! the user's `CXXFLAGS`; with dear-imgui-rs from dear-imgui-sys's `test-engine` feature,
//! which this one turns on.

fn main() {
    println!("cargo:rerun-if-changed=cpp/item_hooks.cpp");
    println!("cargo:rerun-if-changed=cpp/dock_nodes.cpp");
    let dear = std::env::var_os("CARGO_FEATURE_IMGUI_RS").is_none()
        && std::env::var_os("CARGO_FEATURE_DEAR_IMGUI").is_some();
    if dear && std::env::var_os("CARGO_FEATURE_DOCKING").is_some() {
        // dear-imgui-sys's bindings keep 1.92's dock nodes opaque: read them in C++.
        compile(
            "cpp/dock_nodes.cpp",
            "imgui_webgpu_testing_dock_nodes",
            &dear_imgui_headers(),
            "DEP_DEAR_IMGUI_DEFINE_",
        );
    }
    println!("cargo::rustc-check-cfg=cfg(imgui_test_engine)");
    if std::env::var_os("CARGO_FEATURE_ITEM_HOOKS").is_none() {
        return;
    }
    if std::env::var_os("CARGO_FEATURE_IMGUI_RS").is_none() {
        // dear-imgui-rs: its sys crate says whether it defined the hooks.
        if std::env::var_os("DEP_DEAR_IMGUI_DEFINE_IMGUI_ENABLE_TEST_ENGINE").is_some() {
            println!("cargo:rustc-cfg=imgui_test_engine");
        }
        compile(
            "cpp/item_hooks.cpp",
            "imgui_webgpu_testing_item_hooks",
            &dear_imgui_headers(),
            "DEP_DEAR_IMGUI_DEFINE_",
        );
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
    let Some(third_party) = std::env::var_os("DEP_IMGUI_THIRD_PARTY") else {
        panic!("imgui-sys gave no DEP_IMGUI_THIRD_PARTY: it must be a direct dependency");
    };
    compile(
        "cpp/item_hooks.cpp",
        "imgui_webgpu_testing_item_hooks",
        &std::path::Path::new(&third_party).join("imgui"),
        "DEP_IMGUI_DEFINE_",
    );
}

/// dear-imgui-sys's Dear ImGui headers.
fn dear_imgui_headers() -> std::path::PathBuf {
    match std::env::var_os("DEP_DEAR_IMGUI_IMGUI_INCLUDE_PATH") {
        Some(path) => path.into(),
        None => panic!("dear-imgui-sys gave no DEP_DEAR_IMGUI_IMGUI_INCLUDE_PATH"),
    }
}

/// Compiles `file` into the library `name`, linked whole, against imgui's headers in
/// `imgui`, with the defines of the variables whose names start with `defines`.
fn compile(file: &str, name: &str, imgui: &std::path::Path, defines: &str) {
    let mut build = cc::Build::new();
    build
        .cpp(true)
        .std("c++11")
        .include(imgui)
        .file(file)
        .link_lib_modifier("+whole-archive");
    if file.ends_with("item_hooks.cpp") {
        // The hooks' declarations are behind the define imgui was built with.
        build.define("IMGUI_ENABLE_TEST_ENGINE", None);
    }
    for (key, value) in std::env::vars() {
        if let Some(name) = key
            .strip_prefix(defines)
            .filter(|name| *name != "IMGUI_ENABLE_TEST_ENGINE")
        {
            build.define(name, (!value.is_empty()).then_some(value.as_str()));
        }
    }
    build.compile(name);
}
