//! The `Renderer`: the public calls, over state grouped by lifetime (the renderer's ids and
//! configuration, the device's resources, the frame's state, one call's plan).
//!
//! It holds no algorithm of its own. Data flows one way: a [`DrawSource`] is planned (the
//! only walk over it), the plan's bytes go into the geometry store, and the plan is recorded
//! into the caller's pass.

use crate::binding::Binding;
use crate::config::{RenderTarget, RendererConfig};
use crate::error::{ImguiTextureError, RenderError, SetupError, ShapeError, TextureError};
use crate::render::emit::{self, EmitContext};
use crate::render::plan::{self, PlanContext, PlanStorage};
use crate::render::upload::UploadCounts;
use crate::report::{RenderReport, RendererStats};
use crate::resources::device::DeviceResources;
use crate::resources::frame::FrameState;
use crate::resources::paint::PaintFn;
use crate::resources::textures::FontImage;
use crate::resources::textures::{
    Generation, ImguiPixels, ImguiTextureInfo, ImguiTextureRect, SamplerOptions, TextureIds,
    Textures, check_rects, check_rgba8, upload_rgba8,
};
use crate::source::DrawSource;

/// Renders Dear ImGui draw data into a caller's wgpu render pass, for the binding `B`.
///
/// Name it by its binding's alias: `Renderer` for imgui-rs, `dear::Renderer` for dear-imgui-rs. The calls
/// every binding shares are here; a binding's own (construction, fonts, paint callbacks)
/// are in its front.
///
/// Create one per imgui context. Call [`Renderer::new_frame`](crate::RendererFor::new_frame) once per frame, then
/// [`Renderer::render`](crate::RendererFor::render) (or [`Renderer::render_into`](crate::RendererFor::render_into)) once per pass: one imgui frame can
/// go to several passes, of the same or different shapes, before one submit. Dropping the
/// renderer releases every GPU object it created.
///
/// # Views of another device or instance
///
/// [`Renderer::register_texture`](crate::RendererFor::register_texture), [`Renderer::replace_texture`](crate::RendererFor::replace_texture) and
/// [`Renderer::frame_texture`](crate::RendererFor::frame_texture) take views of the renderer's current device only.
///
/// - A view of another device of the **same** `wgpu::Instance` (a device beside the
///   renderer's, or the lost device it recovered from) is refused with
///   [`TextureError::ViewRejected`](crate::error::TextureError::ViewRejected) natively (wgpu-core checks the device, inside an error
///   scope the renderer pops at once). In browsers (WebGPU) error scopes answer only after
///   the frame, so there such a view reaches wgpu's error handler instead.
/// - A view of **another** `wgpu::Instance` (the old one, after [`Renderer::recover`](crate::RendererFor::recover) onto a
///   device of a new instance) cannot be detected. wgpu numbers its objects per instance and
///   passes only that number to wgpu-core, and wgpu 30 has no way to ask a view or texture
///   for its instance or device (`TextureView::texture()` and the texture's descriptor
///   fields are all there is). So wgpu-core looks the number up among the renderer's
///   instance's views: it panics ("Cannot get non-existent resource"), or finds an
///   unrelated view there and binds it. wgpu does not validate this (upstream:
///   gfx-rs/wgpu#6133, a resource of one instance used with a device of another panics with
///   "does not exist"; gfx-rs/wgpu#3927, ids that cannot tell their device). Keep every
///   view of an instance together with that instance, and after moving the renderer to a
///   new instance, hand in views made on the new device only.
#[derive(Debug)]
pub struct RendererFor<B: Binding> {
    // As long as the renderer: what it was asked for, and the ids it issued (they survive a
    // move to a new device).
    config: RendererConfig,
    ids: TextureIds,
    // As long as the device: rebuilt as one unit by `recover`.
    device: DeviceResources,
    // As long as the frame: ended by `new_frame`.
    frame: FrameState,
    // As long as one `render` call: the plan's vectors, kept so calls allocate nothing.
    plan_storage: PlanStorage,
    // As long as the renderer: what the binding's front keeps between frames (for dear-imgui-rs,
    // its renderer consumer and which of imgui's textures it served under which id).
    #[cfg_attr(not(feature = "dear-imgui"), allow(dead_code))]
    pub(crate) front: B::Front,
}

// The imgui-rs renderer can move to, and be shared with, another thread wherever wgpu's
// objects can. (dear-imgui-rs's cannot: its context's renderer consumer stays on the
// context's thread.)
#[cfg(all(not(target_arch = "wasm32"), feature = "imgui-rs"))]
const _: () = {
    const fn assert_send_sync<T: Send + Sync>() {}
    assert_send_sync::<crate::Renderer>();
};

impl<B: Binding> RendererFor<B> {
    /// Builds a renderer on `device` with `font` as its font atlas (`None` for a binding
    /// whose fonts are textures imgui owns). The front that calls it points its imgui at
    /// [`RendererFor::font_id`] and tells imgui about the backend.
    pub(crate) fn build(
        device: &wgpu::Device,
        queue: &wgpu::Queue,
        font: Option<FontImage<'_>>,
        config: RendererConfig,
        front: B::Front,
    ) -> Result<Self, SetupError> {
        #[cfg(all(target_arch = "wasm32", feature = "web"))]
        crate::construct_cxx_statics();
        let ids = TextureIds::new()?;
        let font_generation = Generation::first(ids.tag());
        let resources = DeviceResources::new(device, queue, &config, font, font_generation)?;
        let frame = FrameState::new(ids.tag());
        Ok(Self {
            config,
            ids,
            device: resources,
            frame,
            plan_storage: PlanStorage::default(),
            front,
        })
    }

    /// Moves the renderer to `device` with `font` as its atlas (if it has one); on an error
    /// nothing changed.
    pub(crate) fn move_to_device(
        &mut self,
        device: &wgpu::Device,
        queue: &wgpu::Queue,
        font: Option<FontImage<'_>>,
    ) -> Result<(), SetupError> {
        let font_generation = self.device.textures.next_font_generation();
        let resources = DeviceResources::new(device, queue, &self.config, font, font_generation)?;
        // A device lost before the call is often found only here, after its objects were
        // built: wgpu delivers the loss at a poll.
        resources
            .watch
            .confirm_lost(device)
            .map_err(SetupError::DeviceLost)?;
        // Nothing can refuse the new device any more: commit. imgui's own textures stayed
        // behind with the old device: their ids go stale, and imgui creates each again.
        self.device = resources;
        self.ids.release_all_imgui();
        self.frame.expire();
        self.plan_storage = PlanStorage::default();
        Ok(())
    }

    #[cfg_attr(not(feature = "imgui-rs"), allow(dead_code))]
    /// Uploads `font` as the new atlas; on an error the old one stays.
    pub(crate) fn reload_with_font_atlas(&mut self, font: FontImage<'_>) -> Result<(), SetupError> {
        let device = &mut self.device;
        device.watch.check().map_err(SetupError::DeviceLost)?;
        device.textures.reload_font_atlas(&device.gpu, font)
    }

    #[cfg_attr(not(feature = "imgui-rs"), allow(dead_code))]
    /// The id of the font atlas the renderer holds now.
    pub(crate) fn font_id(&self) -> crate::source::TextureId {
        self.device.textures.font_id()
    }

    /// Stores a paint closure for this frame; the marker data its command carries, or
    /// `None` (logged) when the frame holds too many.
    pub(crate) fn push_paint_callback(&mut self, callback: Box<PaintFn>) -> Option<usize> {
        let marker = self.frame.paint.push(callback, self.frame.generation);
        if marker.is_none() {
            log::warn!("imgui-webgpu: too many paint callbacks in one frame; this one is dropped");
        }
        marker
    }

    /// Whether wgpu has reported the renderer's device lost. Every call that needs the
    /// device then fails with a `DeviceLost` error until [`Renderer::recover`](crate::RendererFor::recover).
    pub fn is_device_lost(&self) -> bool {
        self.device.watch.is_lost()
    }

    /// Runs `callback` once when the renderer's device is lost, with wgpu's reason and
    /// message; at once when it is lost already. wgpu keeps one device-lost callback per
    /// device and the renderer installs its own (to fail fast with `DeviceLost` instead of
    /// drawing nothing): register the app's here rather than with
    /// `Device::set_device_lost_callback`, which would replace the renderer's. Several
    /// renderers may share a device: each learns of its loss and runs its own callback
    /// (the last one installed tells the others). A later call replaces a callback that has
    /// not run. After [`Renderer::recover`](crate::RendererFor::recover), register again for the new device.
    pub fn on_device_lost(
        &mut self,
        callback: impl FnOnce(wgpu::DeviceLostReason, String) + Send + 'static,
    ) {
        self.device.watch.on_lost(Box::new(callback));
    }

    /// Starts a frame: releases the per-frame texture cache (expiring its ids) and the paint
    /// closures, and rewinds the geometry store (resizing it when the last frame outgrew it).
    /// Call it once per frame, before any `frame_texture` or `render`. Without it the store
    /// keeps every call's data and grows (a warning is logged after 256 calls).
    pub fn new_frame(&mut self) {
        let device = &mut self.device;
        device.geometry.end_frame(&device.gpu, self.frame.number);
        self.frame.advance();
    }

    /// Uploads a frame's draw data and records its draws into `pass`, a pass of the
    /// configuration's shape (see [`RendererConfig`]) whose attachments are `target_size`
    /// pixels.
    ///
    /// Bad commands are skipped and listed in the report; the rest of the frame still draws.
    /// A zero display size (a minimised window) draws nothing and is not an error. A zero
    /// `target_size` is [`RenderError::ZeroSizedTarget`], and one past the device's
    /// `max_texture_dimension_2d` (no attachment is that large)
    /// [`RenderError::TargetTooLarge`]: nothing is drawn, the pass goes on. Several
    /// calls per frame (into several passes before one submit) each get their own buffer
    /// ranges and uniforms.
    pub fn render<S: DrawSource>(
        &mut self,
        source: &S,
        pass: &mut wgpu::RenderPass<'_>,
        target_size: [u32; 2],
    ) -> Result<RenderReport, RenderError> {
        self.render_into(source, pass, self.config.target(target_size))
    }

    /// Like [`Renderer::render`](crate::RendererFor::render), into a pass of any shape: `target` names its size, colour
    /// format, depth format and sample count. A pipeline is built the first time a shape is
    /// drawn into, so one imgui frame can go to, say, an MSAA window and a single-sampled
    /// screenshot target.
    pub fn render_into<S: DrawSource>(
        &mut self,
        source: &S,
        pass: &mut wgpu::RenderPass<'_>,
        target: RenderTarget,
    ) -> Result<RenderReport, RenderError> {
        let DeviceResources {
            gpu,
            pipelines,
            textures,
            geometry,
            watch,
        } = &mut self.device;
        watch.check().map_err(RenderError::DeviceLost)?;
        if target.size.contains(&0) {
            return Err(RenderError::ZeroSizedTarget { size: target.size });
        }
        // No attachment is larger than this; a size past it would reach wgpu as an invalid
        // viewport.
        let max = gpu.caps.max_texture_side;
        if target.size.iter().any(|&side| side > max) {
            return Err(RenderError::TargetTooLarge {
                size: target.size,
                max,
            });
        }
        let pipelines_created = pipelines
            .ensure(gpu, target.shape, false)
            .map_err(RenderError::UnsupportedShape)?;
        self.frame.count_render();
        let frame = &self.frame;
        let mut report = RenderReport {
            pipelines_created,
            ..RenderReport::default()
        };
        let mut plan = self.plan_storage.take();
        let context = PlanContext {
            textures: Textures {
                ids: &self.ids,
                device: textures,
                wgpu_device: &gpu.device,
                frame: &frame.textures,
                frame_generation: frame.generation,
            },
            paint_callbacks: &frame.paint,
            target_size: target.size,
            use_base_vertex: gpu.caps.base_vertex,
        };
        let result = plan::build(&mut plan, source, &context, &mut report).and_then(|visible| {
            if !visible {
                return Ok(());
            }
            if plan.decodes_srgb {
                report.pipelines_created += pipelines
                    .ensure(gpu, target.shape, true)
                    .map_err(RenderError::UnsupportedShape)?;
            }
            let Some((pipeline, decode_srgb_pipeline)) = pipelines.for_shape(target.shape) else {
                // Built by the first `ensure` above.
                return Err(RenderError::UnsupportedShape(
                    ShapeError::FormatNotRenderable(target.shape.format),
                ));
            };
            let mut counts = UploadCounts::default();
            let upload = geometry.upload(gpu, &plan, frame.number, &mut counts);
            report.buffers_created = counts.buffers_created;
            report.bind_groups_created = counts.bind_groups_created;
            let upload = match upload {
                Err(RenderError::UploadFailed) => match watch.confirm_lost(&gpu.device) {
                    Err(lost) => Err(RenderError::DeviceLost(lost)),
                    Ok(()) => Err(RenderError::UploadFailed),
                },
                other => other,
            }?;
            if upload.is_some() {
                report.vertices = plan.vertex_count;
                report.indices = plan.index_count;
                report.bytes_uploaded = counts.bytes_written;
                report.bytes_reused = counts.bytes_reused;
                report.lists_written = counts.lists_written;
                report.lists_reused = counts.lists_reused;
            }
            let context = EmitContext {
                pipeline,
                decode_srgb_pipeline,
                upload: upload.as_ref(),
                use_base_vertex: gpu.caps.base_vertex,
                paint_callbacks: &frame.paint,
                target,
            };
            emit::record(&plan, &context, pass, &mut report);
            Ok(())
        });
        self.plan_storage.give_back(plan);
        result.map(|()| report)
    }

    /// Registers a texture that lives until [`Renderer::unregister_texture`](crate::RendererFor::unregister_texture) (or drop).
    /// Its bind group is created here, once; drawing it costs a lookup.
    ///
    /// The view must be a single-layer 2D view of a single-sampled texture made with
    /// `TEXTURE_BINDING`, in a filterable float format, from this renderer's device; anything
    /// else is refused with the reason (the same views as [`Renderer::frame_texture`](crate::RendererFor::frame_texture)). A
    /// view of another `wgpu::Instance` cannot be refused and must never be handed in (see
    /// [views of another instance][foreign]).
    /// The texture is sampled as its format says: colour in an `Rgba8Unorm` texture draws
    /// lighter on `*Srgb` and float targets unless `sampler` says what it holds
    /// ([`SamplerOptions::decode_srgb`](field@SamplerOptions::decode_srgb)).
    /// Unregister a texture before destroying it: wgpu rejects a submit that samples a
    /// destroyed texture, losing the whole frame, and the renderer cannot see `destroy`.
    ///
    /// [foreign]: crate::RendererFor#views-of-another-device-or-instance
    pub fn register_texture(
        &mut self,
        view: &wgpu::TextureView,
        sampler: SamplerOptions,
    ) -> Result<B::TextureId, TextureError> {
        self.check_device()?;
        self.ids.check_persistent_room()?;
        let device = &mut self.device;
        let bind_group = device.textures.bind_group_for(&device.gpu, view, sampler)?;
        let (index, id) = self.ids.register_persistent(sampler)?;
        device
            .textures
            .bind_persistent(index, view.clone(), bind_group);
        Ok(id.into())
    }

    /// Uploads an image and registers it: one call from RGBA8 pixels to an id for
    /// `imgui::Image`. Released by [`Renderer::unregister_texture`](crate::RendererFor::unregister_texture) (or drop).
    ///
    /// `pixels` holds `width * height` texels of four bytes (red, green, blue, alpha; the
    /// colour sRGB-encoded, alpha straight), rows top to bottom, tightly packed. The format
    /// is picked so the image shows the colours its pixels say on this renderer's target:
    /// `Rgba8UnormSrgb` where the renderer outputs linear light (`*Srgb` and float targets;
    /// sampling decodes it), `Rgba8Unorm` where it passes colours through (`Unorm` targets).
    /// Uploading a texture of your own for [`Renderer::register_texture`](crate::RendererFor::register_texture), follow the same
    /// rule; data that is not colour (a height map shown as grey) is `Rgba8Unorm` on both.
    /// An `Rgba8Unorm` texture that holds colour anyway (made for dear-imgui-wgpu, which
    /// raises texels to the power 2.2 on `*Srgb` targets) draws as the `Rgba8UnormSrgb` one
    /// when registered with [`SamplerOptions::decode_srgb`](method@SamplerOptions::decode_srgb).
    /// A wrong size, an empty image or one over the device's `max_texture_dimension_2d` is
    /// refused with a [`TextureError`] before wgpu sees it.
    pub fn create_texture_rgba8(
        &mut self,
        size: [u32; 2],
        pixels: &[u8],
        sampler: SamplerOptions,
    ) -> Result<B::TextureId, TextureError> {
        self.check_device()?;
        let format = if self.config.converts_to_linear() {
            wgpu::TextureFormat::Rgba8UnormSrgb
        } else {
            wgpu::TextureFormat::Rgba8Unorm
        };
        check_rgba8(&self.device.gpu, size, pixels)?;
        self.ids.check_persistent_room()?;
        let view = upload_rgba8(&self.device.gpu, size, pixels, format);
        self.register_texture(&view, sampler)
    }

    /// Points a registered id at a new view (say, after a resize, or on the new device after
    /// [`Renderer::recover`](crate::RendererFor::recover)), keeping its sampler.
    ///
    /// The view is checked as in [`Renderer::register_texture`](crate::RendererFor::register_texture); a refused view leaves the
    /// id as it was. A view of another `wgpu::Instance` cannot be refused and must never be
    /// handed in (see [views of another instance][foreign]).
    ///
    /// [foreign]: crate::RendererFor#views-of-another-device-or-instance
    pub fn replace_texture(
        &mut self,
        id: B::TextureId,
        view: &wgpu::TextureView,
    ) -> Result<(), TextureError> {
        self.check_device()?;
        let (index, options) = self
            .ids
            .persistent_slot(id.into())
            .map_err(TextureError::NotLive)?;
        let device = &mut self.device;
        let bind_group = device.textures.bind_group_for(&device.gpu, view, options)?;
        device
            .textures
            .bind_persistent(index, view.clone(), bind_group);
        Ok(())
    }

    /// Releases a registered texture's bind group and view. Its id becomes stale: drawing it
    /// is reported, never bound to whatever is registered next.
    pub fn unregister_texture(&mut self, id: B::TextureId) -> Result<(), TextureError> {
        let (index, _) = self
            .ids
            .persistent_slot(id.into())
            .map_err(TextureError::NotLive)?;
        self.ids.unregister_persistent(index);
        self.device.textures.unbind_persistent(index);
        Ok(())
    }

    /// An id for `view` valid until the next [`Renderer::new_frame`](crate::RendererFor::new_frame), sampled linearly.
    ///
    /// For views the app recreates often (render targets on resize): the bind group is
    /// cached by the view's identity for this frame only, so the same view used twice gets
    /// one bind group, and a recreated view's old one is released one frame later. Views
    /// are checked as in [`Renderer::register_texture`](crate::RendererFor::register_texture). A view of another `wgpu::Instance`
    /// cannot be refused and must never be handed in (see
    /// [views of another instance][foreign]).
    ///
    /// [foreign]: crate::RendererFor#views-of-another-device-or-instance
    pub fn frame_texture(
        &mut self,
        view: &wgpu::TextureView,
    ) -> Result<B::TextureId, TextureError> {
        self.frame_texture_with(view, SamplerOptions::LINEAR)
    }

    /// Like [`Renderer::frame_texture`](crate::RendererFor::frame_texture), with chosen sampler options.
    pub fn frame_texture_with(
        &mut self,
        view: &wgpu::TextureView,
        sampler: SamplerOptions,
    ) -> Result<B::TextureId, TextureError> {
        self.check_device()?;
        let frame = &mut self.frame;
        if let Some(id) = frame.textures.existing(view, sampler, frame.generation) {
            return Ok(id.into());
        }
        frame.textures.check_room()?;
        let device = &mut self.device;
        let bind_group = device.textures.bind_group_for(&device.gpu, view, sampler)?;
        frame
            .textures
            .insert(view, sampler, bind_group, frame.generation)
            .map(Into::into)
    }

    /// Creates a texture imgui owns, from imgui's pixels: Dear ImGui 1.92's
    /// `ImTextureStatus_WantCreate`. Returns the id imgui draws it with (its `TexID`).
    ///
    /// This and [`RendererFor::update_imgui_texture`] and
    /// [`RendererFor::destroy_imgui_texture`] are the texture protocol of Dear ImGui 1.92
    /// (`ImGuiBackendFlags_RendererHasTextures`) in the crate's own types: a binding's front
    /// answers imgui's requests with them, once per frame, before `render`. The id is
    /// generation-tagged as every id this renderer issues: once the texture is destroyed,
    /// or left behind on a lost device by [`RendererFor::recover`], drawing it is reported
    /// ([`TextureIdError::DestroyedImguiTexture`](crate::error::TextureIdError::DestroyedImguiTexture)),
    /// never bound to another texture. [`RendererStats::imgui_textures`] counts these apart
    /// from the app's textures.
    ///
    /// The pixels are checked whole first (a zero or over-limit size, rows closer than a
    /// row's texels, too few or too many bytes); a refused request makes nothing. The texture
    /// is `Rgba8Unorm` whatever imgui's format (Alpha8 is drawn as white with that alpha),
    /// sampled linearly.
    pub fn create_imgui_texture(
        &mut self,
        pixels: ImguiPixels<'_>,
    ) -> Result<B::TextureId, ImguiTextureError> {
        self.check_device_for_imgui()?;
        pixels.check()?;
        let max = self.device.gpu.caps.max_texture_side;
        if pixels.size[0] > max || pixels.size[1] > max {
            return Err(ImguiTextureError::TooLarge {
                size: pixels.size,
                max,
            });
        }
        let (index, id) = self.ids.take_imgui(ImguiTextureInfo {
            size: pixels.size,
            format: pixels.format,
        })?;
        let device = &mut self.device;
        device.textures.create_imgui(&device.gpu, index, pixels);
        Ok(id.into())
    }

    /// Writes rectangles imgui changed into one of its textures: Dear ImGui 1.92's
    /// `ImTextureStatus_WantUpdates`. Each rectangle is one staging write, straight from
    /// imgui's rows where wgpu can copy them as they are.
    ///
    /// Every rectangle is checked before any is written (inside the texture, in its format,
    /// its bytes matching its size and pitch), so a refused update writes nothing. An id
    /// that names no live texture imgui owns (destroyed, a user texture's, another
    /// renderer's) is refused with [`ImguiTextureError::NotLive`].
    pub fn update_imgui_texture(
        &mut self,
        id: B::TextureId,
        rects: &[ImguiTextureRect<'_>],
    ) -> Result<(), ImguiTextureError> {
        self.check_device_for_imgui()?;
        let (index, info) = self
            .ids
            .imgui_slot(id.into())
            .map_err(ImguiTextureError::NotLive)?;
        check_rects(info, rects)?;
        let device = &mut self.device;
        device.textures.update_imgui(&device.gpu, index, rects);
        Ok(())
    }

    /// Destroys a texture imgui owns: Dear ImGui 1.92's `ImTextureStatus_WantDestroy`. Its
    /// texture and bind group are dropped at once (wgpu keeps the texture until the frames
    /// already submitted that sample it have run); its id goes stale. Destroying an id
    /// twice, or one that names no texture imgui owns, is refused and changes nothing. It
    /// works on a lost device too, so imgui can let go of its textures before `recover`.
    pub fn destroy_imgui_texture(&mut self, id: B::TextureId) -> Result<(), ImguiTextureError> {
        let (index, _) = self
            .ids
            .imgui_slot(id.into())
            .map_err(ImguiTextureError::NotLive)?;
        self.ids.release_imgui(index);
        self.device.textures.destroy_imgui(index);
        Ok(())
    }

    /// Counts of the GPU objects this renderer holds right now.
    pub fn stats(&self) -> RendererStats {
        let device = &self.device;
        let (persistent, samplers) = device.textures.counts();
        let (resident_lists, list_copy_bytes) = device.geometry.resident();
        let (imgui_textures, imgui_texture_bytes) = device.textures.imgui_counts();
        RendererStats {
            imgui_textures,
            imgui_texture_bytes,
            persistent_bind_groups: persistent,
            textures_needing_view: self.ids.registered() - persistent,
            frame_bind_groups: self.frame.textures.len(),
            samplers,
            pipelines: device.pipelines.len(),
            buffers: device.geometry.buffers(),
            uniform_bind_groups: device.geometry.uniform_bind_groups(),
            buffer_capacity_bytes: device.geometry.capacity(),
            resident_lists,
            list_copy_bytes,
            font_atlas_size: device.textures.font_size(),
            paint_callbacks: self.frame.paint.len(),
            frames: self.frame.number,
        }
    }

    /// Turns list reuse on or off (see [`RendererConfig::reuse_unchanged_lists`]) from the
    /// next `render` on, without rebuilding anything: lists already on the GPU stay valid. For
    /// comparing both paths in one run, or for a UI whose every list changes every frame.
    pub fn set_list_reuse(&mut self, reuse: bool) {
        self.config.reuse_unchanged_lists = Some(reuse);
        self.device.geometry.set_reuse(reuse);
    }

    /// Whether unchanged lists are reused (the configuration's choice, or the backend's
    /// default when it made none).
    pub fn reuses_lists(&self) -> bool {
        self.device.geometry.reuses_lists()
    }

    /// The configuration [`Renderer::render`](crate::RendererFor::render)'s passes follow.
    pub fn config(&self) -> &RendererConfig {
        &self.config
    }

    /// Whether draws use `base_vertex` (else the vertex buffer is rebound per list, for
    /// adapters without `DownlevelFlags::BASE_VERTEX` such as WebGL2).
    pub fn uses_base_vertex(&self) -> bool {
        self.device.gpu.caps.base_vertex
    }

    fn check_device(&self) -> Result<(), TextureError> {
        self.device.watch.check().map_err(TextureError::DeviceLost)
    }

    /// The device's largest texture side (`max_texture_dimension_2d`).
    #[cfg_attr(not(feature = "dear-imgui"), allow(dead_code))]
    pub(crate) fn device_max_texture_side(&self) -> u32 {
        self.device.gpu.caps.max_texture_side
    }

    fn check_device_for_imgui(&self) -> Result<(), ImguiTextureError> {
        self.device
            .watch
            .check()
            .map_err(ImguiTextureError::DeviceLost)
    }
}
