fn main() -> Result<(), dear_app::RunError> {
    let (mut name, mut clicks) = (String::new(), 0);
    let config = dear_app::AppConfig { redraw: dear_app::RedrawMode::Wait, ..Default::default() };
    dear_app::run_ui(config, move |ui| {
        ui.show_demo_window(&mut true);
        ui.window("Hello").build(|| {
            ui.input_text("Name", &mut name).build();
            if ui.button("Click me") {
                clicks += 1;
            }
            ui.text(format!("Hello, {name}! {clicks} clicks"));
        });
    })
}
