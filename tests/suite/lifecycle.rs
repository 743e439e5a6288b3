//! A renderer made again on a used imgui context (imgui-rs, Dear ImGui 1.89): drop the
//! renderer, make another on the same context, twice. `new` uploads the font atlas and
//! points imgui at it, so each draws the text the first drew, and live wgpu objects come
//! back to where they were before the first. (The same sequence on Dear ImGui 1.92, where
//! imgui owns its textures: `dear/tests/lifecycle.rs`.)

use imgui_webgpu_test_support as common;

use common::counts::HubCounts;
use imgui::Condition;
use imgui_webgpu::{RenderTarget, Renderer, RendererConfig};
use imgui_webgpu_testing::headless::HeadlessTarget;
use imgui_webgpu_testing::images::RgbaImage;

const SIZE: [u32; 2] = [256, 96];
const FORMAT: wgpu::TextureFormat = wgpu::TextureFormat::Rgba8UnormSrgb;

/// Three frames of text by `renderer`, each clean; the last one's pixels.
fn draw(
    gpu: &imgui_webgpu_testing::headless::HeadlessGpu,
    imgui: &mut imgui::Context,
    renderer: &mut Renderer,
    target: &HeadlessTarget,
) -> RgbaImage {
    for frame in 0..3 {
        renderer.new_frame();
        let ui = imgui.new_frame();
        ui.window("lifecycle")
            .position([0.0, 0.0], Condition::Always)
            .size([SIZE[0] as f32, SIZE[1] as f32], Condition::Always)
            .build(|| ui.text("Hello, again"));
        let draw_data = imgui.render();
        let report = common::render_clean(gpu, target, renderer, draw_data, wgpu::Color::BLACK);
        assert!(report.is_clean(), "frame {frame}: {report:?}");
    }
    target
        .read_rgba8(&gpu.device, &gpu.queue)
        .unwrap_or_else(|error| panic!("reading the target: {error}"))
}

/// The live counts once the device has finished its work.
fn settled(gpu: &imgui_webgpu_testing::headless::HeadlessGpu) -> HubCounts {
    common::wait_idle(&gpu.device);
    HubCounts::of(&gpu.instance)
}

#[test]
fn a_renderer_made_again_on_a_used_context_draws_what_the_first_drew() {
    let gpu = common::gpu();
    let target = HeadlessTarget::new(&gpu.device, RenderTarget::new(SIZE, FORMAT))
        .unwrap_or_else(|error| panic!("the target: {error}"));
    let mut imgui = common::imgui_context(SIZE.map(|side| side as f32));
    let baseline = settled(&gpu);

    let mut first = common::renderer(&gpu, &mut imgui, RendererConfig::new(FORMAT));
    let reference = draw(&gpu, &mut imgui, &mut first, &target);
    let lit = reference
        .pixels
        .chunks_exact(4)
        .filter(|pixel| pixel[0] > 128)
        .count();
    assert!(lit > 100, "the first renderer drew text: {lit} lit pixels");
    drop(first);
    assert_eq!(settled(&gpu), baseline, "the first renderer let go of all");

    for round in 1..=2 {
        let mut again = common::renderer(&gpu, &mut imgui, RendererConfig::new(FORMAT));
        let image = draw(&gpu, &mut imgui, &mut again, &target);
        assert!(
            image == reference,
            "round {round}: the pixels differ from the first renderer's"
        );
        drop(again);
        assert_eq!(settled(&gpu), baseline, "round {round}");
    }
}
