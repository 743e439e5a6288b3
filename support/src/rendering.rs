//! The portable rendering tests (`imgui_webgpu_portable_tests`) on imgui-rs: their
//! [`Platform`] for this binding, and [`run`] on a [`HeadlessGpu`]. The native suite runs
//! them with `pollster::block_on` (`tests/suite/rendering.rs`), the checks page on the
//! browser's WebGPU or WebGL2 device (`browser/checks`); the dear-imgui-rs suite runs the
//! same functions on Dear ImGui 1.92.

use imgui_webgpu::{PaintInfo, RenderReport, Renderer, RendererConfig};
use imgui_webgpu_portable_tests::{Gpu, Platform, Quads, Setup, Target};
use imgui_webgpu_testing::headless::HeadlessGpu;

pub use imgui_webgpu_portable_tests::{ALL, Outcome, native_tests};

/// The imgui-rs side of the portable tests.
pub struct ImguiRs;

impl Platform for ImguiRs {
    type Binding = imgui_webgpu::binding::ImguiRs;
    type Context = crate::ImguiGuard;

    fn setup(gpu: Gpu<'_>, config: RendererConfig) -> Result<Setup<Self>, String> {
        let mut imgui = crate::imgui_context([256.0, 64.0]);
        let renderer = Renderer::new(gpu.device, gpu.queue, &mut imgui, config)
            .map_err(|error| error.to_string())?;
        let white = imgui.new_frame().font_tex_uv_white_pixel();
        imgui.render();
        let font = renderer.font_texture_id().into();
        Ok(Setup {
            renderer,
            quads: Quads { white, font },
            context: imgui,
        })
    }

    fn paint_frame(
        setup: &mut Setup<Self>,
        gpu: Gpu<'_>,
        target: &Target,
        area: ([f32; 2], [f32; 2]),
        callback: impl Fn(&mut wgpu::RenderPass<'_>, &PaintInfo) + wgpu::WasmNotSendSync + 'static,
    ) -> Result<RenderReport, String> {
        let size = target.desc().size;
        setup.context.io_mut().display_size = size.map(|side| side as f32);
        setup.renderer.new_frame();
        let ui = setup.context.new_frame();
        crate::paint::paint_window(ui, &mut setup.renderer, area, callback, || {});
        let draw_data = setup.context.render();
        target
            .render(gpu, &mut setup.renderer, draw_data)
            .map_err(|error| error.to_string())
    }
}

/// Runs the portable test called `name` on `gpu`, inside a wgpu validation error scope.
pub async fn run(gpu: &HeadlessGpu, name: &str) -> Outcome {
    let gpu = Gpu {
        adapter: &gpu.adapter,
        device: &gpu.device,
        queue: &gpu.queue,
    };
    imgui_webgpu_portable_tests::run::<ImguiRs>(gpu, name).await
}
