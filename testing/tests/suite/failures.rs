//! Failures that explain: what was looked for and what is there, in the message itself.

use imgui::Condition;
use imgui_webgpu_testing::snapshot::{SnapshotDir, SnapshotError};
use imgui_webgpu_testing::text::FindTextError;
use imgui_webgpu_testing::{Harness, HarnessConfig, PixelTolerance};

/// Twenty rows and a popup over them; the state says whether the popup was opened.
fn harness() -> Harness<bool> {
    Harness::new_app(HarnessConfig::new([400.0, 600.0]), false, rows_and_a_popup)
        .expect("these tests need a wgpu adapter")
}

/// Twenty rows in a window, and a popup drawn over them last (opened once: a popup opened
/// again each frame is hidden while it sizes itself).
fn rows_and_a_popup(ui: &mut imgui::Ui, opened: &mut bool) {
    ui.window("Rows")
        .position([0.0, 0.0], Condition::Always)
        .size([400.0, 600.0], Condition::Always)
        .build(|| {
            for row in 1..=20 {
                ui.text(format!("Row {row}"));
            }
            if !*opened {
                ui.open_popup("actions");
                *opened = true;
            }
            ui.popup("actions", || {
                ui.text("Save changes");
                ui.text("Discard");
            });
        });
}

#[test]
fn a_missing_text_lists_the_nearest_lines_with_popups_among_them() {
    let mut harness = harness();
    let frame = harness.run(4);
    let error = frame.find_text("Save chanegs").unwrap_err();
    let FindTextError::NotFound { nearest, lines, .. } = &error else {
        panic!("expected NotFound, got {error:?}");
    };
    // A title, 20 rows and two popup lines, less the title and the first row, which the
    // popup covers (it opens at the mouse, in the top left corner).
    assert_eq!(*lines, 21, "{error}");
    assert_eq!(
        nearest.first().map(|line| line.text.as_str()),
        Some("Save changes"),
        "{error}"
    );
    let message = error.to_string();
    assert!(
        message.contains("\"Save chanegs\"") && message.contains("\"Save changes\" at ["),
        "{message}"
    );
    // Another case is nearer than any edit.
    let error = frame.find_text("row 7").unwrap_err().to_string();
    assert!(error.contains("nearest:\n  \"Row 7\" at ["), "{error}");
}

#[test]
fn a_harness_error_says_its_cause() {
    let mut harness = harness();
    harness.run(4);
    let message = harness.click_on("Rwo 30").unwrap_err().to_string();
    assert!(
        message.starts_with("no visible text \"Rwo 30\" among the frame's 21 lines"),
        "{message}"
    );
    let message = harness.click_on("Row 1").unwrap_err().to_string();
    // "Row 1" is under the popup; "Row 10" to "Row 19" hold it too.
    assert!(
        message.contains("\"Row 1\" shows in 10 places"),
        "{message}"
    );
}

#[test]
fn a_text_snapshot_failure_is_a_unified_diff() {
    let dir = std::env::temp_dir().join(format!("imgui-webgpu-diff-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let config = HarnessConfig::new([400.0, 600.0]);
    // The state is the sixth line's text.
    let mut harness = Harness::new_app(config, "Line 6", |ui, changed| {
        ui.window("Lines")
            .position([0.0, 0.0], Condition::Always)
            .size([400.0, 600.0], Condition::Always)
            .build(|| {
                for line in 1..=12 {
                    match line {
                        6 => ui.text(*changed),
                        _ => ui.text(format!("Line {line}")),
                    }
                }
            });
    })
    .expect("these tests need a wgpu adapter");
    let lines = |harness: &mut Harness<&'static str>, changed: &'static str| {
        *harness.state_mut() = changed;
        harness.run(3).visible_text()
    };
    let stored = lines(&mut harness, "Line 6");
    SnapshotDir::at(&dir)
        .updating(true)
        .check_text("lines", &stored)
        .unwrap();
    let changed = lines(&mut harness, "Line six");
    let error = SnapshotDir::at(&dir)
        .updating(false)
        .check_text("lines", &changed)
        .unwrap_err();
    let SnapshotError::TextMismatch(mismatch) = &error else {
        panic!("expected a text mismatch, got {error}");
    };
    let message = error.to_string();
    for wanted in [
        "--- stored",
        "+++ new",
        "@@ ",
        "] Line 6\n",
        "] Line six\n",
        "] Line 5\n",
    ] {
        assert!(message.contains(wanted), "{wanted:?} not in:\n{message}");
    }
    let removed = message
        .lines()
        .filter(|line| line.trim_start().starts_with('-'));
    assert_eq!(removed.count(), 2, "the header and one line:\n{message}");
    assert!(
        !message.contains("] Line 2\n"),
        "two lines of context, not the whole text:\n{message}"
    );
    assert_eq!(mismatch.first_line.as_ref().map(|line| line.0), Some(8));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_review_command_lists_reviews_and_accepts_pending_snapshots() {
    let dir = std::env::temp_dir().join(format!("imgui-webgpu-review-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("menus")).unwrap();
    std::fs::write(dir.join("menus/file.visible.txt"), "Open\nSave\n").unwrap();
    std::fs::write(dir.join("menus/file.new.visible.txt"), "Open\nSave as\n").unwrap();
    let command = |args: &[&str]| {
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_imgui-webgpu-snapshots"))
            .args(args)
            .arg(&dir)
            .output()
            .expect("the command runs");
        assert!(output.status.success(), "{output:?}");
        String::from_utf8_lossy(&output.stdout).into_owned()
    };
    let listed = command(&["list"]);
    assert!(listed.contains("menus/file (changed): "), "{listed}");
    let reviewed = command(&["review"]);
    assert!(reviewed.contains("-Save\n+Save as\n"), "{reviewed}");
    let accepted = command(&["accept"]);
    assert!(accepted.contains("accepted menus/file"), "{accepted}");
    assert_eq!(
        std::fs::read_to_string(dir.join("menus/file.visible.txt")).unwrap(),
        "Open\nSave as\n"
    );
    assert!(command(&["list"]).contains("0 snapshot(s)"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// A settings window whose button label the test changes.
fn settings(label: &'static str) -> Harness<&'static str> {
    Harness::builder(HarnessConfig::new([240.0, 120.0]))
        .build_app(label, |ui, label| {
            ui.window("Settings")
                .position([0.0, 0.0], Condition::Always)
                .size([240.0, 120.0], Condition::Always)
                .build(|| {
                    ui.text("Volume");
                    ui.button(*label);
                });
        })
        .expect("these tests need a wgpu adapter")
}

/// The panic message of `check`, which must panic.
fn panic_message(check: impl FnOnce()) -> String {
    let payload =
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(check)).expect_err("the check fails");
    payload
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| {
            payload
                .downcast_ref::<&str>()
                .map(|text| (*text).to_owned())
        })
        .unwrap_or_default()
}

#[test]
fn draw_and_pixel_differences_are_placed_by_the_text_they_touch() {
    let folder = std::env::temp_dir().join(format!("imgui-webgpu-placed-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    // Stored with the button saying "Apply".
    {
        let store = SnapshotDir::at(&folder).updating(true);
        let mut harness = settings("Apply");
        harness.settle().unwrap();
        harness.assert_draw_snapshot_in(&store, "settings");
        harness.assert_pixel_snapshot_in(&store, "settings", PixelTolerance::SAME_DRIVER);
    }
    let check = SnapshotDir::at(&folder).updating(false);
    let mut harness = settings("Apply all");
    harness.settle().unwrap();
    let draw = panic_message(|| harness.assert_draw_snapshot_in(&check, "settings"));
    assert!(
        draw.contains("the differing command draws within") && draw.contains("\"Apply all\""),
        "{draw}"
    );
    let pixels = panic_message(|| {
        harness.assert_pixel_snapshot_in(&check, "settings", PixelTolerance::SAME_DRIVER)
    });
    assert!(
        pixels.contains("failing pixels within [")
            && pixels.contains("the failing pixels are ")
            && pixels.contains("touching \"Apply all\" at ["),
        "{pixels}"
    );
    if std::env::var("IMGUI_WEBGPU_EXPECT_ITEMS").is_ok_and(|value| value == "1") {
        assert!(pixels.contains("in window \"Settings\""), "{pixels}");
    }
    let _ = std::fs::remove_dir_all(&folder);
}
