//! Scripted input drives any imgui context, not only the harness's: here an app's own
//! context, made and stepped by hand. imgui allows one active context per process, and the
//! other tests of this binary run harnesses on other threads: the test takes the context's
//! turn first, as a user's test of their own context does.

use imgui_webgpu_testing::{ContextTurn, InputEvent};

#[test]
fn input_events_drive_a_plain_imgui_context() {
    // Dropped last, after the context.
    let _turn = ContextTurn::wait().expect("this thread holds no other turn");
    let mut context = imgui::Context::create();
    context.set_ini_filename(None);
    context.io_mut().display_size = [200.0, 100.0];
    context.io_mut().delta_time = 1.0 / 60.0;
    context.fonts().build_rgba32_texture();
    let mut clicks = 0;
    let mut typed = String::new();
    let frame = |context: &mut imgui::Context, clicks: &mut u32, typed: &mut String| {
        let ui = context.new_frame();
        ui.window("App")
            .position([0.0, 0.0], imgui::Condition::Always)
            .size([200.0, 100.0], imgui::Condition::Always)
            .build(|| {
                if ui.button("Go") {
                    *clicks += 1;
                }
                ui.input_text("Name", typed).build();
            });
        context.render();
    };
    for _ in 0..3 {
        frame(&mut context, &mut clicks, &mut typed);
    }
    // The button sits under the title bar, at the window's padding.
    for event in InputEvent::click([20.0, 35.0]) {
        event.send(context.io_mut());
    }
    for _ in 0..3 {
        frame(&mut context, &mut clicks, &mut typed);
    }
    assert_eq!(clicks, 1);

    // Click into the text field, then type.
    for event in InputEvent::click([60.0, 58.0]) {
        event.send(context.io_mut());
    }
    for _ in 0..3 {
        frame(&mut context, &mut clicks, &mut typed);
    }
    for character in "hi".chars() {
        InputEvent::Text(character).send(context.io_mut());
    }
    for _ in 0..2 {
        frame(&mut context, &mut clicks, &mut typed);
    }
    assert_eq!(typed, "hi");
}
