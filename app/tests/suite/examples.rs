//! Where the window tests find the app's examples, and a check that each is the build of
//! this test's binding: cargo puts every configuration's build of an example at one path
//! (`target/<profile>/examples/NAME`), imgui-rs's (Dear ImGui 1.89) and dear-imgui-rs's
//! (Dear ImGui 1.92) alike, and the suite runs on both.

use std::path::{Path, PathBuf};

use imgui_webgpu_window_tests::probe::{LIMIT, ProbedApp};

/// The workspace's source files `binary` was compiled from, as cargo's dep-info beside it
/// (`NAME.d`) lists them: the files of this target's build only (a wasm32-only module of
/// the app crate is not one, and changing it rebuilds nothing natively).
fn compiled_sources(binary: &Path, root: &Path) -> Option<Vec<PathBuf>> {
    let dep_info = std::fs::read_to_string(binary.with_extension("d")).ok()?;
    let (_, files) = dep_info.lines().next()?.split_once(": ")?;
    // Paths are separated by spaces; a space within a path is escaped with a backslash.
    let files = files.replace("\\ ", "\u{0}");
    let sources: Vec<PathBuf> = files
        .split_whitespace()
        .map(|file| PathBuf::from(file.replace('\u{0}', " ")))
        .filter(|path| path.starts_with(root))
        .collect();
    (!sources.is_empty()).then_some(sources)
}

/// The example `name` that `cargo test` built next to this test's own binary. `cargo test
/// --test suite` alone does not build examples, and `cargo test --example NAME` builds one
/// as a test harness, not this binary: `cargo build -p imgui-webgpu-app --example NAME` does. A binary older than
/// the example's source or the crates' (this one's and the app crate's) fails the test
/// instead of testing old code.
pub fn example_binary(name: &str) -> PathBuf {
    let test_binary = std::env::current_exe().expect("the test knows its own path");
    let profile_dir = test_binary
        .parent()
        .and_then(|deps| deps.parent())
        .expect("test binaries live in target/<profile>/deps");
    let binary = profile_dir.join("examples").join(name);
    let built = std::fs::metadata(&binary)
        .and_then(|meta| meta.modified())
        .unwrap_or_else(|error| {
            panic!(
                "{}: {error}: run through `cargo test`, or `cargo build -p imgui-webgpu-app --example {name}` first",
                binary.display()
            )
        });
    // The workspace: the example is the app crate's, built on the renderer's sources too.
    let app = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let root = app.parent().unwrap_or(&app).to_path_buf();
    let sources = compiled_sources(&binary, &root).unwrap_or_else(|| {
        // No dep-info next to the binary: every source file of the crates it builds from.
        let mut sources = vec![app.join("examples").join(format!("{name}.rs"))];
        let mut dirs = vec![root.join("src"), app.join("src")];
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
                let path = entry.path();
                if path.is_dir() {
                    dirs.push(path);
                } else {
                    sources.push(path);
                }
            }
        }
        sources
    });
    for source in sources {
        let changed = std::fs::metadata(&source).and_then(|meta| meta.modified());
        assert!(
            changed.is_ok_and(|changed| changed <= built),
            "{} is older than {}: build it (`cargo build -p imgui-webgpu-app --example {name}`, with the test's features and profile)",
            binary.display(),
            source.display()
        );
    }
    binary
}

/// Starts the example `name` ([`example_binary`]) as [`ProbedApp::start`] does, and fails
/// unless it runs this test's Dear ImGui (the probe's `ready` line says which): an example
/// that another configuration's build left at the same path is not this binding's app.
pub fn start_example(name: &str, what: &str, screen: [u32; 2]) -> ProbedApp {
    let binary = example_binary(name);
    let mut app = ProbedApp::start(&binary, what, screen);
    let (_, ready) = app.app.wait_for_line(0, "probe: ready ", LIMIT);
    let runs = ready
        .split_whitespace()
        .find_map(|word| word.strip_prefix("imgui="))
        .unwrap_or("(not said)");
    let expected = imgui_webgpu_app::imgui::dear_imgui_version();
    assert_eq!(
        runs,
        expected,
        "{} runs Dear ImGui {runs}, this test's binding is Dear ImGui {expected}: another \
         configuration's build of the example is at its path (build it with the test's \
         features: `cargo build -p imgui-webgpu-app --example {name}`)",
        binary.display()
    );
    app
}
