//! The demo window's outside-style test of imgui-webgpu's `dear/tests/ui.rs`, as far as
//! Dear ImGui's Test Engine (dear-imgui-test-engine 0.20) scripts can say it.

use std::convert::Infallible;
use std::num::NonZeroU64;

use dear_imgui_rs as imgui;
use dear_imgui_test_engine as test_engine;

#[test]
fn the_demo_window_without_coordinates() -> Result<(), Box<dyn std::error::Error>> {
    let mut imgui_ctx = imgui::Context::create();
    imgui_ctx.font_atlas().try_claim_legacy_renderer()?.build();
    let mut engine = test_engine::TestEngine::create()?;
    engine.start(&mut imgui_ctx)?;
    engine.set_run_speed(test_engine::RunSpeed::Fast)?;
    // Without these, a failed script reports only "Error".
    engine.set_log_to_tty(true)?;
    engine.set_verbose_level_on_error(test_engine::VerboseLevel::Debug)?;
    engine.add_script_test("demo", "basic", |t| {
        t.set_ref("Dear ImGui Demo")?;
        t.item_open("Widgets")?;
        t.item_open("Basic")?;
        t.item_uncheck("Basic/checkbox")?;
        t.item_check("Basic/checkbox")?;
        t.assert_item_checked("Basic/checkbox")?;
        t.item_input_int("Basic/slider int", 2)?;
        t.assert_item_read_int_eq("Basic/slider int", 2)?;
        t.item_click("Basic/input text")?;
        t.key_chars_append_enter(" again")?;
        t.assert_item_read_str_eq("Basic/input text", "Hello, world! again")?;
        Ok(())
    })?;
    imgui_ctx.prepare_frame(imgui::FramePrepareOptions::new([1000.0, 800.0], 1.0 / 60.0));
    let report = test_engine::TestRunner::new(&mut engine)
        .frame_budget(NonZeroU64::new(5000).unwrap())
        .filter("demo")
        .run_headless(&mut imgui_ctx, |ui, _frame| {
            ui.show_demo_window(&mut true);
            Ok::<_, Infallible>(test_engine::RunnerControl::Continue)
        })?;
    for test in report.tests() {
        eprintln!("{}/{}: {:?}", test.category(), test.name(), test.status());
    }
    eprintln!("outcome {:?} in {} frames", report.outcome(), report.frames());
    assert_eq!(report.outcome(), test_engine::RunOutcome::Passed);
    engine.shutdown()?;
    Ok(())
}
