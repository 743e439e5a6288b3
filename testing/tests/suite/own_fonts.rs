//! A real app's UI with its own fonts, through the harness without workarounds: fonts
//! added before the atlas is built (the first is the default), a second font pushed for
//! Japanese text, a font added later and reloaded, app code that takes `&mut Ui`, and
//! widgets clicked by their (non-ASCII) text.

use imgui::{FontConfig, FontGlyphRanges, FontId, FontSource};
use imgui_webgpu_testing::{Harness, HarnessConfig, assert_text_snapshot};

/// M+ 1 Regular, subset to Basic Latin and the Japanese characters drawn here (SIL OFL 1.1,
/// see `tests/fonts/Mplus1-OFL.txt`).
const MPLUS: &[u8] = include_bytes!("../fonts/Mplus1-Regular-subset.otf");

fn japanese(size_pixels: f32) -> FontSource<'static> {
    FontSource::TtfData {
        data: MPLUS,
        size_pixels,
        config: Some(FontConfig {
            glyph_ranges: FontGlyphRanges::japanese(),
            name: Some("M+ 1".to_owned()),
            ..FontConfig::default()
        }),
    }
}

/// The app: a settings window in two languages, the way imgui-rs's `multiple_fonts`
/// example pushes a second font. It takes `&mut Ui`, as code written against
/// `Context::new_frame` does.
struct App {
    japanese: FontId,
    saved: u32,
}

impl App {
    fn ui(&mut self, ui: &mut imgui::Ui) {
        ui.window("Settings")
            .position([10.0, 10.0], imgui::Condition::Always)
            .size([300.0, 180.0], imgui::Condition::Always)
            .build(|| {
                ui.text("Hello from the default font");
                let font = ui.push_font(self.japanese);
                ui.text("こんにちは、世界");
                if ui.button("保存する") {
                    self.saved += 1;
                }
                font.pop();
                ui.text(format!("saved {} times", self.saved));
            });
    }
}

#[test]
fn an_app_with_two_fonts_is_tested_by_its_japanese_text() {
    let mut harness = Harness::builder(HarnessConfig::new([320.0, 200.0]))
        .setup(|ctx| {
            // The first font added is the default, as in the app.
            ctx.fonts()
                .add_font(&[FontSource::DefaultFontData { config: None }]);
        })
        // The app's state holds the font it adds, as an app's does.
        .build_app_with(
            |ctx| App {
                japanese: ctx.fonts().add_font(&[japanese(18.0)]),
                saved: 0,
            },
            |ui, app| app.ui(ui),
        )
        .expect("this test needs a wgpu adapter");
    harness.run(3);
    let frame = harness.frame().unwrap();
    let greeting = frame.find_text("こんにちは、世界").unwrap();
    let default = frame.find_text("Hello from the default font").unwrap();
    assert!(
        greeting[3] - greeting[1] > default[3] - default[1],
        "the 18 px font draws taller than the 13 px default: {greeting:?} vs {default:?}"
    );
    assert_text_snapshot("two_fonts", frame);

    harness.click_on("保存する").unwrap();
    assert_eq!(harness.state().saved, 1);
    let frame = harness.settle().unwrap();
    assert!(frame.find_text("saved 1 times").is_ok());
    let (_, report) = harness.render().unwrap();
    assert!(report.is_clean(), "{report:?}");
}

#[test]
fn the_first_font_added_is_the_default_not_imgui_s_bitmap_font() {
    let mut harness = Harness::builder(HarnessConfig::new([240.0, 120.0]))
        .setup(|ctx| {
            ctx.fonts().add_font(&[japanese(16.0)]);
        })
        // No push_font: Japanese text in the default font.
        .build_ui(|ui| {
            ui.window("日本語")
                .position([0.0, 0.0], imgui::Condition::Always)
                .build(|| ui.text("ファイルを開く"));
        })
        .expect("this test needs a wgpu adapter");
    harness.run(3);
    let frame = harness.frame().unwrap();
    let lines: Vec<String> = frame
        .visible_text()
        .lines()
        .into_iter()
        .map(|line| line.text)
        .collect();
    assert_eq!(lines, ["日本語", "ファイルを開く"]);
}

#[test]
fn a_font_added_later_is_drawn_after_reload_font_texture() {
    // The state is the font the app added later, once it has.
    let config = HarnessConfig::new([240.0, 120.0]);
    let mut harness = Harness::new_app(config, None, |ui, added: &mut Option<FontId>| {
        let Some(added) = *added else {
            ui.text("before");
            return;
        };
        ui.window("Reloaded")
            .position([0.0, 0.0], imgui::Condition::Always)
            .build(|| {
                let _font = ui.push_font(added);
                ui.text("名前");
            });
    })
    .expect("this test needs a wgpu adapter");
    harness.run(2);
    let old_atlas = harness.renderer_mut().font_texture_id();

    let added = harness.context_mut().fonts().add_font(&[japanese(20.0)]);
    harness.reload_font_texture().unwrap();
    assert_ne!(harness.renderer_mut().font_texture_id(), old_atlas);

    *harness.state_mut() = Some(added);
    harness.run(2);
    let frame = harness.frame().unwrap();
    assert!(
        frame.find_text("名前").is_ok(),
        "{:?}",
        frame.visible_text().lines()
    );
    let (image, report) = harness.render().unwrap();
    assert!(report.is_clean(), "the new atlas draws: {report:?}");
    assert!(image.pixels.chunks(4).any(|pixel| pixel[0] > 200));
}
