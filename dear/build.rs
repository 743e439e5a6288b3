//! The testing cookbook's dear-imgui-rs recipes (`docs/ui-testing-cookbook.md`, the blocks
//! fenced `rs`), gathered in order into `$OUT_DIR/cookbook_recipes.rs` for
//! `tests/plots.rs`, which compiles and runs them. The main workspace's doctests compile the
//! page's other blocks but cannot link dear-imgui-rs (one Dear ImGui per binary), so these
//! blocks are fenced `rs`: GitHub shows them as Rust, rustdoc tests only `rust`.

use std::path::{Path, PathBuf};

fn main() {
    let page = Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/ui-testing-cookbook.md");
    println!("cargo::rerun-if-changed={}", page.display());
    let text = std::fs::read_to_string(&page)
        .unwrap_or_else(|error| panic!("the cookbook {}: {error}", page.display()));
    let mut code = String::new();
    let mut blocks = 0;
    let mut inside = false;
    for line in text.lines() {
        match (inside, line.trim_end()) {
            (false, "```rs") => {
                inside = true;
                blocks += 1;
            }
            (true, "```") => inside = false,
            (true, _) => {
                code.push_str(line);
                code.push('\n');
            }
            (false, _) => {}
        }
    }
    assert!(!inside, "the cookbook's last `rs` block is not closed");
    assert!(
        blocks > 0,
        "the cookbook has no block fenced `rs` (dear-imgui-rs recipes)"
    );
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let file = out.join("cookbook_recipes.rs");
    std::fs::write(&file, code).unwrap_or_else(|error| panic!("{}: {error}", file.display()));
}
