//! Imgui windows whose content is a paint callback: what the paint-callback tests draw.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use imgui_webgpu::{PaintInfo, Renderer};

/// A borderless imgui window without background at `pos`, `size` units large, whose content
/// is `callback` (run during `render`, scissored to the window). `then` adds to the window
/// after the callback (say, an imgui rectangle drawn over it).
pub fn paint_window(
    ui: &imgui::Ui,
    renderer: &mut Renderer,
    (pos, size): ([f32; 2], [f32; 2]),
    callback: impl Fn(&mut wgpu::RenderPass<'_>, &PaintInfo) + wgpu::WasmNotSendSync + 'static,
    then: impl FnOnce(),
) {
    ui.window("paint")
        .position(pos, imgui::Condition::Always)
        .size(size, imgui::Condition::Always)
        .flags(imgui::WindowFlags::NO_DECORATION | imgui::WindowFlags::NO_BACKGROUND)
        .build(|| {
            renderer.paint_callback(ui, callback);
            then();
        });
}

/// A paint callback that draws nothing and counts its runs in `runs`.
pub fn counting(
    runs: &Arc<AtomicUsize>,
) -> impl Fn(&mut wgpu::RenderPass<'_>, &PaintInfo) + wgpu::WasmNotSendSync + 'static {
    let runs = Arc::clone(runs);
    move |_pass, _info| {
        runs.fetch_add(1, Ordering::Relaxed);
    }
}
