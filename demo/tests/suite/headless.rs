//! Without a display the demo renders the same UI headlessly to a PNG and says so: what
//! `cargo xtask demo` does on a CI machine.

use std::process::Command;

use imgui_webgpu_demo::painter::FILL;
use imgui_webgpu_demo::scene::CLEAR;

#[test]
fn without_a_display_the_demo_renders_a_png_and_says_so() {
    let path = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("demo-headless.png");
    let _ = std::fs::remove_file(&path);
    let output = Command::new(env!("CARGO_BIN_EXE_imgui-webgpu-demo"))
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .env_remove("WAYLAND_SOCKET")
        .arg("--screenshot")
        .arg(&path)
        .output()
        .expect("the demo starts");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(stdout.contains("rendering the demo headlessly"), "{stdout}");
    assert!(
        stdout.contains(&format!("wrote {}", path.display())),
        "{stdout}"
    );

    let image = imgui_webgpu_testing::images::load_png(&path).unwrap();
    let rect = |name: &str| -> [u32; 4] {
        let line = stdout
            .lines()
            .find_map(|line| line.strip_prefix(&format!("layout {name}: ")))
            .unwrap_or_else(|| panic!("no layout for {name}: {stdout}"));
        let values: Vec<f32> = line
            .split_whitespace()
            .map(|v| v.parse().unwrap())
            .collect();
        [
            values[0].ceil(),
            values[1].ceil(),
            values[2].floor(),
            values[3].floor(),
        ]
        .map(|value| value as u32)
    };
    let [x1, y1, ..] = rect("viewport");
    let corner = image.pixel(x1 + 3, y1 + 3);
    assert!(
        corner[..3]
            .iter()
            .zip(CLEAR)
            .all(|(a, b)| a.abs_diff(b) <= 2),
        "viewport corner {corner:?}"
    );
    let [x1, y1, x2, y2] = rect("paint");
    let magenta = image.pixel(x1 + 4, (y1 + y2) / 2);
    assert_eq!(
        magenta[..3],
        FILL,
        "paint window at ({}, {})",
        x1 + 4,
        (y1 + y2) / 2
    );
    assert!(x2 > x1);
}
