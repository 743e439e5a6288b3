//! The testing toolkit's `UiStepper` on dear-imgui-rs (Dear ImGui 1.92) with no renderer:
//! frames built by 1.92 as a backend without texture support drives it (its atlas built once
//! at the fonts' sizes), their geometry and text read back, a click through queued input;
//! and a context whose textures a harness's renderer manages refused with a typed error, not
//! a panic or a frame with missing glyphs.

use dear_imgui_rs as dear;
use imgui_webgpu_testing::text::{GlyphTable, VisibleText};
use imgui_webgpu_testing::{Harness, HarnessConfig, StepperError, UiStepper};

/// A window with a button, and a line saying how often it was pressed.
fn counter(ui: &mut dear::Ui, presses: &mut u32) {
    ui.window("Stepper")
        .position([10.0, 10.0], dear::Condition::Always)
        .size([220.0, 100.0], dear::Condition::Always)
        .build(|| {
            if ui.button("Press me") {
                *presses += 1;
            }
            ui.text(format!("Pressed {presses} times"));
        });
}

#[test]
fn frames_without_a_renderer_are_read_and_clicked() {
    let mut stepper = UiStepper::new([320.0, 180.0]).expect("a context");
    let mut presses = 0;
    let draw_data = stepper
        .frames_of(3, |ui| counter(ui, &mut presses))
        .expect("a frame without a renderer");
    let vertices: usize = draw_data
        .draw_lists()
        .map(|list| list.vtx_buffer().len())
        .sum();
    assert!(vertices > 100, "{vertices} vertices");
    let glyphs = GlyphTable::of_current_context();
    let text = VisibleText::read(draw_data, &glyphs);
    assert!(
        text.to_text().contains("Pressed 0 times"),
        "{}",
        text.to_text()
    );
    let [x1, y1, x2, y2] = text.find("Press me").expect("the button's label shows");

    stepper.click([(x1 + x2) / 2.0, (y1 + y2) / 2.0]);
    let draw_data = stepper
        .frames_of(4, |ui| counter(ui, &mut presses))
        .expect("frames without a renderer");
    assert_eq!(presses, 1, "the click pressed the button once");
    let text = VisibleText::read(draw_data, &GlyphTable::of_current_context());
    assert!(text.find("Pressed 1 times").is_ok(), "{}", text.to_text());
}

#[test]
fn a_context_whose_textures_a_renderer_manages_is_refused() {
    let mut harness = Harness::builder(HarnessConfig::new([320.0, 180.0]))
        .build_app(0_u32, counter)
        .expect("this test needs a wgpu adapter");
    harness.run(2);
    let refused = harness
        .stepper_mut()
        .frame(|ui| counter(ui, &mut 0))
        .map(|_| ());
    assert_eq!(refused, Err(StepperError::TexturesManagedByRenderer));
    // The harness still builds its frames, through its renderer.
    let frame = harness.run(1);
    assert!(frame.find_text("Pressed 0 times").is_ok());
}

/// A window with a line in the default font, and one in `font` at 30 units, once added.
fn two_fonts(ui: &mut dear::Ui, font: &mut Option<dear::FontId>) {
    ui.window("Fonts")
        .position([10.0, 10.0], dear::Condition::Always)
        .size([380.0, 160.0], dear::Condition::Always)
        .build(|| {
            ui.text("In the default font");
            if let Some(font) = *font {
                let _font = ui.push_font_with_size(Some(font), 30.0);
                ui.text("Added later");
            }
        });
}

#[test]
fn a_font_added_between_frames_is_drawn_and_read_with_no_reload() {
    // Dear ImGui 1.92 bakes glyphs as they are drawn and hands the textures to the
    // renderer with each frame: a font added to the atlas between frames needs no
    // `reload_font_texture` (imgui-rs's harness has one; this binding has nothing to reload).
    let mut harness = Harness::builder(HarnessConfig::new([400.0, 200.0]))
        .build_app(None, two_fonts)
        .expect("this test needs a wgpu adapter");
    harness.run(2);
    let added = harness
        .context_mut()
        .font_atlas()
        .add_font(&[dear::FontSource::default_vector()]);
    *harness.state_mut() = Some(added);
    let frame = harness.run(2);
    let [_, y1, _, y2] = frame
        .find_text("Added later")
        .expect("the added font's text is found");
    assert!(
        y2 - y1 > 16.0,
        "drawn at 30 units, not the default 13: {y1} {y2}"
    );
    assert!(frame.find_text("In the default font").is_ok());
}
