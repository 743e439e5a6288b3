//! The portable rendering tests (`imgui_webgpu_portable_tests`) on dear-imgui-rs: their
//! [`Platform`] for Dear ImGui 1.92. The main suite runs the same functions on imgui-rs,
//! natively and in browsers.

use dear_imgui_rs as dear;
use imgui_webgpu::dear::Renderer;
use imgui_webgpu::source::{DrawCommand, DrawListSource, DrawSource, TextureId};
use imgui_webgpu::{PaintInfo, RenderReport, RendererConfig};
use imgui_webgpu_portable_tests::{Gpu, Platform, Quads, Setup, Target};

/// The dear-imgui-rs side of the portable tests.
pub struct DearImgui;

/// A test's dear-imgui-rs context, and its turn: one context at a time in a process.
pub struct Context {
    imgui: dear::Context,
    // Dropped after the context.
    _turn: std::sync::MutexGuard<'static, ()>,
}

impl Platform for DearImgui {
    type Binding = imgui_webgpu::binding::DearImgui;
    type Context = Context;

    /// A context whose first frame draws a line of text: imgui asks for its font atlas, the
    /// renderer makes it, and the frame's draw names its id.
    fn setup(gpu: Gpu<'_>, config: RendererConfig) -> Result<Setup<Self>, String> {
        let turn = crate::take_turn();
        let mut imgui = crate::context([256, 64]);
        let mut renderer = Renderer::new(gpu.device, gpu.queue, &mut imgui, config)
            .map_err(|error| error.to_string())?;
        renderer.new_frame();
        let frame = imgui.begin_frame();
        let white = frame.ui().font_tex_uv_white_pixel();
        frame.ui().text("atlas");
        let pending = frame.render(renderer.consumer());
        let (frame, textures) = renderer
            .update_textures(pending)
            .map_err(|error| format!("imgui refused the texture answers: {error}"))?;
        if !textures.refused.is_empty() || textures.created == 0 {
            return Err(format!("the font atlas was not made: {textures:?}"));
        }
        let font = first_texture(frame.draw_data()).ok_or("the first frame drew nothing")?;
        drop(frame);
        Ok(Setup {
            renderer,
            quads: Quads { white, font },
            context: Context { imgui, _turn: turn },
        })
    }

    fn paint_frame(
        setup: &mut Setup<Self>,
        gpu: Gpu<'_>,
        target: &Target,
        (position, size): ([f32; 2], [f32; 2]),
        callback: impl Fn(&mut wgpu::RenderPass<'_>, &PaintInfo) + wgpu::WasmNotSendSync + 'static,
    ) -> Result<RenderReport, String> {
        let imgui = &mut setup.context.imgui;
        let renderer = &mut setup.renderer;
        imgui
            .io_mut()
            .set_display_size(target.desc().size.map(|side| side as f32));
        renderer.new_frame();
        let frame = imgui.begin_frame();
        let ui = frame.ui();
        ui.window("paint")
            .position(position, dear::Condition::Always)
            .size(size, dear::Condition::Always)
            .flags(dear::WindowFlags::NO_DECORATION | dear::WindowFlags::NO_BACKGROUND)
            .build(|| renderer.paint_callback(ui, callback));
        let pending = frame.render(renderer.consumer());
        let (frame, textures) = renderer
            .update_textures(pending)
            .map_err(|error| format!("imgui refused the texture answers: {error}"))?;
        if !textures.refused.is_empty() {
            return Err(format!("texture requests refused: {textures:?}"));
        }
        target
            .render(gpu, renderer, frame.draw_data())
            .map_err(|error| error.to_string())
    }
}

/// The texture the first draw of `source` samples.
fn first_texture(source: &impl DrawSource) -> Option<TextureId> {
    source.lists().find_map(|list| {
        list.commands().find_map(|command| match command {
            DrawCommand::Elements(elements) => Some(elements.texture_id),
            _ => None,
        })
    })
}
