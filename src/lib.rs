//! # imgui-webgpu
//!
//! A Dear ImGui renderer for wgpu 30 that never leaks, costs little per frame, and lets you
//! test your UI without a window.
//!
//! ## A one-screen tour
//!
//! ```no_run
//! # fn frame(device: &wgpu::Device, queue: &wgpu::Queue, view: &wgpu::TextureView, scene: &wgpu::TextureView) -> Result<(), Box<dyn std::error::Error>> {
//! use imgui_webgpu::{Renderer, RendererConfig};
//!
//! let mut imgui = imgui::Context::create();
//! let mut renderer = Renderer::new(device, queue, &mut imgui, RendererConfig::new(wgpu::TextureFormat::Bgra8UnormSrgb))?;
//!
//! // Every frame:
//! renderer.new_frame();
//! let scene_id = renderer.frame_texture(scene)?; // valid until the next new_frame
//! imgui.io_mut().display_size = [800.0, 600.0];
//! let ui = imgui.new_frame();
//! ui.window("Scene").build(|| imgui::Image::new(scene_id, [256.0, 256.0]).build(ui));
//! let draw_data = imgui.render();
//!
//! let mut encoder = device.create_command_encoder(&Default::default());
//! {
//!     let mut pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
//!         color_attachments: &[Some(wgpu::RenderPassColorAttachment {
//!             view,
//!             depth_slice: None,
//!             resolve_target: None,
//!             ops: wgpu::Operations { load: wgpu::LoadOp::Load, store: wgpu::StoreOp::Store },
//!         })],
//!         ..Default::default()
//!     });
//!     let report = renderer.render(draw_data, &mut pass, [800, 600])?;
//!     for skipped in &report.skipped {
//!         log::warn!("imgui command skipped: {skipped:?}");
//!     }
//! }
//! queue.submit([encoder.finish()]);
//! # Ok(()) }
//! ```
//!
//! ## The lifetime contract
//!
//! | object | created | released |
//! | --- | --- | --- |
//! | shader, layouts, the configuration's pipeline | [`Renderer::new`](RendererFor::new) | drop |
//! | a pipeline for another pass shape | first [`Renderer::render_into`](RendererFor::render_into) of that shape | drop |
//! | samplers | first use of their [`SamplerOptions`] | drop |
//! | font atlas texture + bind group | `new`, `Renderer::reload_font_atlas` (imgui-rs) | on reload (the old one, at once), drop |
//! | a texture imgui owns (Dear ImGui 1.92) + bind group | [`RendererFor::create_imgui_texture`] (imgui's `WantCreate`) | [`RendererFor::destroy_imgui_texture`] (`WantDestroy`; wgpu keeps it for frames in flight), `recover` (imgui makes it again), drop |
//! | persistent texture bind group | [`Renderer::register_texture`](RendererFor::register_texture) | [`Renderer::unregister_texture`](RendererFor::unregister_texture), drop |
//! | per-frame texture bind group | first [`Renderer::frame_texture`](RendererFor::frame_texture) of a view in a frame | next [`Renderer::new_frame`](RendererFor::new_frame), drop |
//! | vertex / index / uniform buffers | first `render`; grown geometrically, reused | replaced when outgrown or long underused; drop |
//! | a draw list's range in the vertex and index buffers, and its CPU copy | `render` of a new or changed list | next `new_frame` after a frame that did not draw it; when the buffers are replaced; drop |
//! | uniform slot bind groups | with the uniform buffer (one per 256-byte slot) | with the uniform buffer, drop |
//! | paint callback closures | [`Renderer::paint_callback`](RendererFor::paint_callback) | next `new_frame`, drop |
//! | a renderer's hold on a Dear ImGui 1.92 context (consumer, flags, name, sampler callbacks) | `dear::Renderer::new`, on a fresh or a used context (imgui's texture ids from a renderer before reset) | `shutdown` (imgui's textures marked to be made again, all cleared); drop (cleared while the context lives; the ids forgotten at the next `new`) |
//! | imgui's font atlas size (Dear ImGui 1.92) | grows with the glyphs drawn | past the device's largest texture: refused for that frame, then compacted to the sizes the frame drew (`TextureRequestReport::atlas_refit`) |
//!
//! The font atlas is stored apart from every cache: no cache clear can release it and no
//! release path can reach it twice. Texture ids carry a kind, a counter and the tag of the
//! renderer that issued them, so a stale id (an unregistered texture, a frame id from an
//! earlier frame, an atlas from before a reload) is reported in [`RenderReport::skipped`]
//! instead of binding whatever sits in its slot now, and another live renderer's id is
//! reported as [`TextureIdError::ForeignRenderer`](error::TextureIdError::ForeignRenderer). Live renderers never share a tag. Ids
//! alias only after 2^36 frames on 64-bit targets; on 32-bit ones (wasm32) a frame id kept
//! for exactly 2^18 frames (73 minutes at 60 frames a second) would name that frame's
//! texture, and at most 4 renderers can be alive at once.
//!
//! Unregister a texture before destroying it: wgpu rejects a submit that samples a
//! destroyed texture, and the renderer cannot see `Texture::destroy`.
//!
//! ## The render path
//!
//! Data flows one way. `render` plans the frame in one walk over its [`DrawSource`](source::DrawSource)
//! (validating the display and every command, mapping display coordinates to pixels once
//! for geometry and scissors alike), puts the plan's bytes into the geometry store with at most
//! one staging write per buffer, and records the plan into the caller's pass, setting state
//! only when it changes. With [`RendererConfig::reuse_unchanged_lists`] (on by default for
//! GL and WebGL2, where it was measured to pay), lists whose bytes equal an earlier upload's,
//! compared in full, are drawn from the GPU's copy and not written again. One renderer draws one imgui frame into passes of any shape
//! ([`Renderer::render_into`](RendererFor::render_into)): an MSAA window and a single-sampled screenshot, say.
//!
//! ## Drawing with wgpu inside a window
//!
//! [`Renderer::paint_callback`](RendererFor::paint_callback) records a closure into the current imgui window. During
//! `render` it runs in imgui's draw order with the render pass, the window's clip rect as
//! scissor and a [`PaintInfo`]; the renderer's own state is re-applied after it.
//!
//! ## Bad input
//!
//! Nothing imgui or the app can put into draw data reaches wgpu as an invalid command.
//! Out-of-range offsets, NaN or inverted clip rects and unknown ids are skipped and reported
//! ([`SkipReason`](error::SkipReason)); the rest of the frame renders. A zero display size (a
//! minimised window) draws nothing and is not an error; a zero-sized target or a NaN,
//! negative or infinite display fails the whole call with a [`RenderError`].
//!
//! ## Where to read more
//!
//! The repository's `docs/` pages: colour on `Unorm`, `*Srgb` and float targets
//! (`colour.md`), GL, WebGL2 and the wgpu features to turn on (`gl-and-webgl2.md`), winit
//! apps and paint callbacks (`native-apps.md`), the browser (`browser.md`), device loss and
//! the long runs (`reliability.md`), the cost of a frame (`performance.md`), and how the
//! project tests itself (`testing.md`). Testing a UI headlessly is the companion crate
//! `imgui-webgpu-testing`.
//!
//! ## Modules
//!
//! The crate root holds what an app needs; [`source`] is for feeding the renderer draw data
//! of your own, [`ids`] for reading the texture ids it issues, [`error`] and [`report`] for
//! everything a call can answer.
#![warn(missing_docs)]

// A renderer is made through a binding's front; without one nothing could construct it.
#[cfg(not(any(feature = "imgui-rs", feature = "dear-imgui")))]
compile_error!(
    "imgui-webgpu needs a Dear ImGui binding: its `imgui-rs` feature (on by default) or \
     `dear-imgui`"
);
// Each binding links its own Dear ImGui: two in one binary define the same C++ symbols.
#[cfg(all(feature = "imgui-rs", feature = "dear-imgui", not(doc)))]
compile_error!(
    "imgui-webgpu's `imgui-rs` and `dear-imgui` features each link a Dear ImGui, and one \
     binary holds one: turn the default `imgui-rs` off (`default-features = false`)"
);

// The public calls and the types a user names.
mod config;
pub mod error;
mod renderer;
pub mod report;
pub mod source;

// The fronts: each binding's draw data, texture ids and callbacks in the core's types.
pub mod binding;
// The device the renderer draws with: capabilities read once, and the device-lost watch.
mod gpu;
// One `render` call's path: mapping, plan, upload, emit.
mod render;
// What outlives a call, by lifetime: the device's objects, the frame's, and their parts.
mod resources;
// The C runtime imgui's C++ needs on wasm32 (libc and WASI stubs), not browser code.
#[cfg(all(target_arch = "wasm32", feature = "web"))]
mod wasm_libc;
/// Constructs the C++ static objects of the module (ImGuizmo's context, for one), once:
/// without this call wasm-ld constructs them again before every call into the module, which
/// resets their state each frame. A renderer's `new` and the app crate's runner call it; an
/// app with its own entry point that uses such C++ before making its renderer calls it
/// first.
#[cfg(all(target_arch = "wasm32", feature = "web"))]
pub use wasm_libc::construct_cxx_statics;

pub use config::{OutputColorSpace, PassShape, RenderTarget, RendererConfig};
pub use error::{ImguiTextureError, RenderError, SetupError, TextureError};
pub use renderer::RendererFor;

/// The renderer for imgui-rs (the `imgui` crate): takes `imgui::Context`s, `imgui::DrawData`
/// and `imgui::TextureId`s.
#[cfg(feature = "imgui-rs")]
pub type Renderer = RendererFor<binding::ImguiRs>;

/// The dear-imgui-rs binding (Dear ImGui 1.92): its renderer, which serves imgui's textures.
#[cfg(feature = "dear-imgui")]
pub mod dear {
    /// The renderer for dear-imgui-rs: takes `dear_imgui_rs::Context`s, their frames and
    /// `dear_imgui_rs::TextureId`s, and serves the textures imgui owns (fonts at any size).
    pub type Renderer = crate::RendererFor<crate::binding::DearImgui>;
    pub use crate::binding::dear_atlas::FontAtlasRefit;
    pub use crate::binding::dear_imgui::{
        ShutdownError, TextureRequestRefused, TextureRequestReport,
    };
}
pub use report::RenderReport;
pub use resources::paint::PaintInfo;
pub use resources::textures::SamplerOptions;

/// The Rust code of the README and of every `docs/` page, compiled as doctests.
#[cfg(doctest)]
mod doc_tests;

/// Dear ImGui 1.92's texture protocol in the crate's own types: the pixels imgui hands over
/// to create a texture it owns, and the rectangles of an update
/// ([`RendererFor::create_imgui_texture`] and the calls beside it).
pub mod imgui_textures {
    pub use crate::resources::textures::{ImguiPixels, ImguiTextureFormat, ImguiTextureRect};
}

/// The texture ids the renderer issues, decoded: which store an id names (font atlas,
/// persistent, per frame), its slot and counter. For tools that print or remap ids, such as
/// snapshot recorders; an app passes ids around as `imgui::TextureId` and never needs this.
pub mod ids {
    pub use crate::resources::textures::{PackedTextureId, TextureKind};
}
