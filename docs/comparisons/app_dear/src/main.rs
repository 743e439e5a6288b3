//! The README's fifteen lines on dear-imgui-rs (Dear ImGui 1.92): the same code as
//! `app/examples/hello.rs`, with imgui-webgpu-app's `dear-imgui` feature.

fn main() -> Result<(), imgui_webgpu_app::RunError> {
    let (mut name, mut clicks) = (String::new(), 0);
    imgui_webgpu_app::run(
        imgui_webgpu_app::Options::new("Hello, Dear ImGui"),
        move |ui, _| {
            ui.show_demo_window(&mut true);
            ui.window("Hello").build(|| {
                ui.input_text("Name", &mut name).build();
                if ui.button("Click me") {
                    clicks += 1;
                }
                ui.text(format!("Hello, {name}! {clicks} clicks"));
            });
        },
    )
}
