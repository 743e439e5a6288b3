//! The same steps as the Test Engine script (`/work/tecmp/tests/demo.rs`), through
//! imgui-webgpu-testing on dear-imgui-rs.

use dear_imgui_rs as dear;
use imgui_webgpu_testing::{Harness, HarnessConfig, Target};

#[test]
fn the_demo_window_without_coordinates() -> Result<(), Box<dyn std::error::Error>> {
    let mut harness = Harness::builder(HarnessConfig::new([1000.0, 800.0]))
        .build_app(true, |ui: &mut dear::Ui, open: &mut bool| ui.show_demo_window(open))?;
    harness.click_on(Target::label("Widgets"))?;
    harness.click_on(Target::path("Dear ImGui Demo/Basic"))?;
    let checkbox = "Dear ImGui Demo/Basic/checkbox";
    harness.click_on(Target::path(checkbox))?;
    harness.click_on(Target::path(checkbox))?;
    assert!(harness.settle()?.items()?.by_path(checkbox)?.status.checked);
    let slider = "Dear ImGui Demo/Basic/slider int";
    harness.input_value(Target::path(slider), 2.0)?;
    let frame = harness.settle()?;
    assert_eq!(frame.value_of(frame.items()?.by_path(slider)?).as_deref(), Some("2"));
    harness.type_into(Target::path("Dear ImGui Demo/Basic/input text"), " again")?;
    harness.press_chord(&[dear::Key::Enter])?;
    let frame = harness.settle()?;
    let field = frame.items()?.by_path("Dear ImGui Demo/Basic/input text")?;
    assert_eq!(frame.value_of(field).as_deref(), Some("Hello, world! again"));
    Ok(())
}
