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
//! | pipeline, layouts, uniform buffer, samplers | [`Renderer::new`] (samplers on first use) | drop |
//! | font atlas texture + bind group | `new`, [`Renderer::reload_font_atlas`] | on reload (the old one, at once), drop |
//! | persistent texture bind group | [`Renderer::register_texture`] | [`Renderer::unregister_texture`], drop |
//! | per-frame texture bind group | first [`Renderer::frame_texture`] of a view in a frame | next [`Renderer::new_frame`], drop |
//! | vertex / index / uniform space | grown geometrically, reused | rewound at `new_frame`; buffers dropped with the renderer |
//! | uniform slot bind groups | with the uniform buffer (one per 256-byte slot) | when the uniform buffer grows, drop |
//! | paint callback closures | [`Renderer::paint_callback`] | next `new_frame`, drop |
//!
//! The font atlas is stored apart from every cache: no cache clear can release it and no
//! release path can reach it twice. Texture ids carry a kind and a generation, so a stale id
//! (an unregistered texture, a frame id from an earlier frame, an atlas from before a reload)
//! is reported in [`RenderReport::skipped`] instead of binding whatever sits in its slot now.
//! On 64-bit targets ids also carry a tag of the renderer that issued them, so one renderer's
//! id is reported by another ([`TextureError::ForeignRenderer`]).
//!
//! ## Drawing with wgpu inside a window
//!
//! [`Renderer::paint_callback`] records a closure into the current imgui window. During
//! `render` it runs in imgui's draw order with the render pass, the window's clip rect as
//! scissor and a [`PaintInfo`]; the renderer's own state is re-applied after it.
//!
//! ## Bad input
//!
//! Nothing imgui or the app can put into draw data reaches wgpu as an invalid command.
//! Out-of-range offsets, NaN or inverted clip rects and unknown ids are skipped and reported
//! ([`SkipReason`]); the rest of the frame renders. A zero-sized target or a broken display
//! rectangle fails the whole call with a [`RenderError`].
//!
//! ## Testing UIs headlessly
//!
//! With the `testing` feature, `imgui_webgpu::testing` steps imgui deterministically with
//! scripted input, renders offscreen on any adapter (lavapipe on CI), and checks frames
//! against stored draw-list (text) and pixel (PNG) snapshots; `imgui_webgpu::snapshot`
//! records frames in a stable text form and a complete binary form, diffs them, and replays
//! them through the same draw walk as live `DrawData`.
#![warn(missing_docs)]

mod config;
mod emit;
mod error;
#[cfg(feature = "testing")]
pub mod headless;
mod paint;
mod pipeline;
mod plan;
mod renderer;
mod report;
#[cfg(feature = "testing")]
pub mod snapshot;
mod source;
#[cfg(feature = "testing")]
pub mod testing;
mod textures;
mod upload;

pub use config::{OutputColorSpace, RenderTarget, RendererConfig};
pub use error::{ConfigError, RenderError, SkipReason, TextureError, WgpuError};
pub use paint::{PaintFn, PaintInfo};
pub use renderer::Renderer;
pub use report::{RenderReport, RendererStats, SkippedCommand};
pub use source::{DrawCommand, DrawListSource, DrawSource, RawCallback};
pub use textures::{PackedTextureId, SamplerOptions, TextureKind};
