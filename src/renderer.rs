//! The `Renderer`: wires the pipeline, the texture stores, the upload arena and the draw walk.
//!
//! It holds no algorithm of its own. Data flows one way: a [`DrawSource`] is summed and
//! checked, its bytes go into the arena, and the draw walk encodes it into the caller's pass.

use crate::config::RendererConfig;
use crate::draw::{self, EncodeContext, Totals};
use crate::error::{ConfigError, RenderError, TextureError};
use crate::paint::{PaintCallbacks, PaintInfo, paint_marker};
use crate::pipeline::{Pipeline, Uniforms};
use crate::report::{RenderReport, RendererStats};
use crate::source::DrawSource;
use crate::textures::{SamplerOptions, TextureSet};
use crate::upload::UploadArena;

/// Renders Dear ImGui draw data into a caller's wgpu render pass.
///
/// Create one per render-pass shape (target format, depth format, sample count). Call
/// [`Renderer::new_frame`] once per frame, then [`Renderer::render`] once per pass. Dropping
/// the renderer releases every GPU object it created.
#[derive(Debug)]
pub struct Renderer {
    device: wgpu::Device,
    queue: wgpu::Queue,
    config: RendererConfig,
    use_base_vertex: bool,
    pipeline: Pipeline,
    textures: TextureSet,
    arena: UploadArena,
    paint_callbacks: PaintCallbacks,
    frames: u64,
    /// `render` calls since the last `new_frame` (a warning fires when it runs away).
    renders_since_new_frame: u32,
}

/// After this many `render` calls without `new_frame`, the renderer logs a warning: the
/// arena keeps every call's data until `new_frame`, so it would grow without bound.
const RENDERS_WITHOUT_NEW_FRAME_WARNING: u32 = 256;

impl Renderer {
    /// Creates the pipeline, uploads the font atlas, and tells imgui about this backend
    /// (renderer name, `RENDERER_HAS_VTX_OFFSET` so meshes over 64k vertices work).
    pub fn new(
        device: &wgpu::Device,
        queue: &wgpu::Queue,
        imgui: &mut imgui::Context,
        config: RendererConfig,
    ) -> Result<Self, ConfigError> {
        config.validate(device)?;
        let pipeline = Pipeline::new(device, &config);
        let textures = TextureSet::new(
            device,
            queue,
            pipeline.texture_layout.clone(),
            imgui.fonts(),
        )?;
        let arena = UploadArena::new(device, pipeline.uniform_layout.clone());
        imgui.set_renderer_name(Some(format!("imgui-webgpu {}", env!("CARGO_PKG_VERSION"))));
        imgui
            .io_mut()
            .backend_flags
            .insert(imgui::BackendFlags::RENDERER_HAS_VTX_OFFSET);
        let use_base_vertex = config
            .base_vertex
            .unwrap_or(device.adapter_info().backend != wgpu::Backend::Gl);
        let paint_callbacks = PaintCallbacks::new(textures.renderer_tag());
        Ok(Self {
            device: device.clone(),
            queue: queue.clone(),
            config,
            use_base_vertex,
            pipeline,
            textures,
            arena,
            paint_callbacks,
            frames: 0,
            renders_since_new_frame: 0,
        })
    }

    /// Starts a frame: releases the per-frame texture cache (expiring its ids) and the paint
    /// closures, and rewinds the upload arena. Call it once per frame, before any
    /// `frame_texture` or `render`. Without it the arena keeps every call's data and grows
    /// (a warning is logged after 256 calls).
    pub fn new_frame(&mut self) {
        self.textures.new_frame();
        self.arena.new_frame();
        self.paint_callbacks.new_frame();
        self.frames += 1;
        self.renders_since_new_frame = 0;
    }

    /// Uploads a frame's draw data and records its draws into `pass`.
    ///
    /// `target_size` is the pass's attachment size in pixels; scissors are clamped to it.
    /// Bad commands are skipped and listed in the report; the rest of the frame still draws.
    /// Several calls per frame (into several passes before one submit) each get their own
    /// buffer ranges and uniforms.
    pub fn render<S: DrawSource>(
        &mut self,
        source: &S,
        pass: &mut wgpu::RenderPass<'_>,
        target_size: [u32; 2],
    ) -> Result<RenderReport, RenderError> {
        if target_size[0] == 0 || target_size[1] == 0 {
            return Err(RenderError::ZeroSizedTarget { size: target_size });
        }
        let display_pos = source.display_pos();
        let display_size = source.display_size();
        let framebuffer_scale = source.framebuffer_scale();
        let finite = display_pos
            .iter()
            .chain(&display_size)
            .chain(&framebuffer_scale)
            .all(|v| v.is_finite());
        let positive = display_size
            .iter()
            .chain(&framebuffer_scale)
            .all(|v| *v > 0.0);
        if !finite || !positive {
            return Err(RenderError::InvalidDisplay {
                display_pos,
                display_size,
                framebuffer_scale,
            });
        }
        let mut report = RenderReport {
            bind_groups_created: self.textures.take_created_bind_groups(),
            ..RenderReport::default()
        };
        self.renders_since_new_frame += 1;
        if self.renders_since_new_frame == RENDERS_WITHOUT_NEW_FRAME_WARNING {
            log::warn!(
                "imgui-webgpu: {RENDERS_WITHOUT_NEW_FRAME_WARNING} render calls without \
                 new_frame; the upload arena only rewinds at new_frame, so it keeps growing"
            );
        }
        let totals = Totals::of(source);
        // A frame without geometry can still hold callbacks (a paint-only window): it is
        // walked, with nothing uploaded.
        let upload = if totals.indices == 0 || totals.vertices == 0 {
            None
        } else {
            let uniforms = Uniforms::for_display(display_pos, display_size);
            let upload = self.arena.upload(
                &self.device,
                &self.queue,
                source,
                totals.vertices,
                totals.indices,
                &uniforms,
            )?;
            report.vertices = totals.vertices;
            report.indices = totals.indices;
            report.bytes_uploaded = upload.bytes_uploaded;
            report.buffers_created = upload.buffers_created;
            report.bind_groups_created += upload.bind_groups_created;
            Some(upload)
        };
        let viewport = [0, 1].map(|axis| {
            (display_size[axis] * framebuffer_scale[axis]).min(target_size[axis] as f32)
        });
        let context = EncodeContext {
            pipeline: &self.pipeline.render_pipeline,
            textures: &self.textures,
            arena: &self.arena,
            upload,
            target_size,
            viewport,
            use_base_vertex: self.use_base_vertex,
            paint_callbacks: &self.paint_callbacks,
        };
        draw::encode(source, pass, &context, &mut report);
        Ok(report)
    }

    /// Rebuilds and re-uploads imgui's font atlas (after adding fonts or a DPI change).
    /// The old atlas texture and bind group are released at once; exactly one is alive.
    pub fn reload_font_atlas(&mut self, imgui: &mut imgui::Context) -> Result<(), ConfigError> {
        self.textures.reload_font_atlas(&self.queue, imgui.fonts())
    }

    /// The id imgui draws the current font atlas with.
    pub fn font_texture_id(&self) -> imgui::TextureId {
        self.textures.font_id()
    }

    /// Registers a texture that lives until [`Renderer::unregister_texture`] (or drop).
    /// Its bind group is created here, once; drawing it costs a lookup.
    pub fn register_texture(
        &mut self,
        view: &wgpu::TextureView,
        sampler: SamplerOptions,
    ) -> Result<imgui::TextureId, TextureError> {
        self.textures.register(view, sampler)
    }

    /// Points a registered id at a new view (say, after a resize), keeping its sampler.
    pub fn replace_texture(
        &mut self,
        id: imgui::TextureId,
        view: &wgpu::TextureView,
    ) -> Result<(), TextureError> {
        self.textures.replace(id, view)
    }

    /// Releases a registered texture's bind group and view. Its id becomes stale: drawing it
    /// is reported, never bound to whatever is registered next.
    pub fn unregister_texture(&mut self, id: imgui::TextureId) -> Result<(), TextureError> {
        self.textures.unregister(id)
    }

    /// An id for `view` valid until the next [`Renderer::new_frame`], sampled linearly.
    ///
    /// For views the app recreates often (render targets on resize): the bind group is
    /// cached by the view's identity for this frame only, so the same view used twice gets
    /// one bind group, and a recreated view's old one is released one frame later.
    pub fn frame_texture(
        &mut self,
        view: &wgpu::TextureView,
    ) -> Result<imgui::TextureId, TextureError> {
        self.textures.frame_texture(view, SamplerOptions::LINEAR)
    }

    /// Like [`Renderer::frame_texture`], with chosen sampler options.
    pub fn frame_texture_with(
        &mut self,
        view: &wgpu::TextureView,
        sampler: SamplerOptions,
    ) -> Result<imgui::TextureId, TextureError> {
        self.textures.frame_texture(view, sampler)
    }

    /// Draws with wgpu inside the current imgui window, in imgui's draw order.
    ///
    /// Call it while building a window (between `ui.window(..).build(|| ..)`'s braces). The
    /// closure runs during [`Renderer::render`] with the pass, the window's clip rect already
    /// set as scissor, and a [`PaintInfo`] to place its drawing; the renderer re-applies its
    /// own state after it. The closure lives until the next [`Renderer::new_frame`]. It must
    /// draw with a pipeline that matches the pass (see [`Renderer::config`]). Each call boxes
    /// its closure: the one per-frame heap allocation the crate makes, and only on request.
    pub fn paint_callback(
        &mut self,
        ui: &imgui::Ui,
        callback: impl Fn(&mut wgpu::RenderPass<'_>, &PaintInfo) + 'static,
    ) {
        let _ = ui; // proves a frame is being built, so the window draw list exists
        let Some(marker) = self.paint_callbacks.push(Box::new(callback)) else {
            log::warn!("imgui-webgpu: too many paint callbacks in one frame; this one is dropped");
            return;
        };
        // SAFETY: a frame is active (we hold its `Ui`), so imgui has a current window and
        // draw list; the callback pointer and the data are plain values imgui stores.
        unsafe {
            imgui::sys::ImDrawList_AddCallback(
                imgui::sys::igGetWindowDrawList(),
                Some(paint_marker),
                marker as *mut std::ffi::c_void,
            );
        }
    }

    /// Counts of this renderer's GPU objects. The texture, sampler and capacity counts are
    /// live; the font bind group (always exactly one) and the three arena buffers are fixed
    /// by construction, and stated so that totals add up.
    pub fn stats(&self) -> RendererStats {
        let (persistent, frame, samplers) = self.textures.counts();
        RendererStats {
            font_bind_groups: 1,
            persistent_bind_groups: persistent,
            frame_bind_groups: frame,
            samplers,
            buffers: 3,
            buffer_capacity_bytes: self.arena.capacity(),
            font_atlas_size: self.textures.font_size(),
            paint_callbacks: self.paint_callbacks.len(),
            frames: self.frames,
        }
    }

    /// The configuration the pipeline was built for.
    pub fn config(&self) -> &RendererConfig {
        &self.config
    }

    /// Whether draws use `base_vertex` (else the vertex buffer is rebound per list, for
    /// adapters without `DownlevelFlags::BASE_VERTEX` such as WebGL2).
    pub fn uses_base_vertex(&self) -> bool {
        self.use_base_vertex
    }
}
