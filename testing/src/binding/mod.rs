//! The Dear ImGui binding the toolkit drives: imgui-rs (the `imgui-rs` feature, Dear ImGui
//! 1.89) or dear-imgui-rs (the `dear-imgui` feature, Dear ImGui 1.92). One binary holds one
//! Dear ImGui, so one is chosen per build, as the renderer's.
//!
//! Everything else in the crate reads draw data through the renderer's binding-free
//! [`DrawSource`](imgui_webgpu::source::DrawSource) and imgui's own structures through the
//! C API both bindings generate with the same names (`sys::igGetCurrentContext`, ...). What
//! differs is here: the types a test's closures take, how a context is made and configured,
//! how a frame ends (1.92 hands its textures to the renderer first) and where the font
//! atlas keeps its glyphs.

#[cfg(all(feature = "imgui-rs", feature = "dear-imgui", not(doc)))]
compile_error!(
    "imgui-webgpu-testing: the `imgui-rs` and `dear-imgui` features each link a Dear ImGui of \
     their own; turn `imgui-rs` off (`default-features = false`) to use `dear-imgui`"
);

#[cfg(not(any(feature = "imgui-rs", feature = "dear-imgui")))]
compile_error!(
    "imgui-webgpu-testing needs a binding: the `imgui-rs` feature (the default) or `dear-imgui`"
);

#[cfg(feature = "imgui-rs")]
mod imgui_rs;
#[cfg(feature = "imgui-rs")]
pub use imgui_rs::*;

#[cfg(all(feature = "dear-imgui", not(feature = "imgui-rs")))]
mod dear_imgui;
#[cfg(all(feature = "dear-imgui", not(feature = "imgui-rs")))]
pub use dear_imgui::*;

/// The current context's style values that actions aim by: the title bar's height (the
/// font's size and the frame padding above and below) and the window border's width.
pub(crate) fn title_bar_and_border() -> (f32, f32) {
    // SAFETY: the harness's context is current (its stepper makes it so before any action);
    // the style is a plain struct of it.
    unsafe {
        let style = &*sys::igGetStyle();
        (
            sys::igGetFontSize() + style.FramePadding.y * 2.0,
            style.WindowBorderSize,
        )
    }
}
