//! The front for dear-imgui-rs (Dear ImGui 1.92.9b): its draw data as a [`DrawSource`], its
//! texture ids, its callbacks and paint marker, and Dear ImGui 1.92's texture protocol: each
//! frame's requests answered through the core's `create_imgui_texture`,
//! `update_imgui_texture` and `destroy_imgui_texture`, and the answers given back to imgui.
//! The renderer's hold on its context (from `new` to drop or `shutdown`) is
//! [`super::dear_context`]; its atlas kept within the device, [`super::dear_atlas`].

use std::ffi::c_void;

use dear::internal::RawWrapper;
use dear::render::{
    DrawCmd, PendingFrame, ReconciledFrame, RendererConsumerError, SnapshotTextureId,
    SynchronousRendererConsumer, TextureFeedback, TextureOp, TextureRequest, TextureRequestKind,
    TextureUploadIdentity,
};
use dear_imgui_rs as dear;
use hashbrown::HashMap;

use crate::binding::Binding;
use crate::binding::dear_atlas::{self, FontAtlasRefit};
use crate::binding::dear_context::ContextHold;
use crate::config::RendererConfig;
use crate::error::{ImguiTextureError, SetupError};
use crate::imgui_textures::{ImguiPixels, ImguiTextureFormat, ImguiTextureRect};
use crate::renderer::RendererFor;
use crate::resources::paint::{self, PaintInfo};
use crate::source::{
    DrawCommand, DrawElements, DrawIdx, DrawListSource, DrawSource, DrawVert, RawCallback,
    TextureId,
};

// dear-imgui-rs's vertex is the core's: the same fields at the same offsets, its colour a
// `u32` whose bytes in memory are red, green, blue, alpha on the little-endian targets Dear
// ImGui's `IM_COL32` packs for.
const _: () = {
    assert!(std::mem::size_of::<dear::render::DrawVert>() == std::mem::size_of::<DrawVert>());
    assert!(std::mem::align_of::<dear::render::DrawVert>() == std::mem::align_of::<DrawVert>());
    assert!(std::mem::size_of::<dear::render::DrawIdx>() == std::mem::size_of::<DrawIdx>());
    assert!(
        std::mem::offset_of!(dear::render::DrawVert, pos) == std::mem::offset_of!(DrawVert, pos)
    );
    assert!(std::mem::offset_of!(dear::render::DrawVert, uv) == std::mem::offset_of!(DrawVert, uv));
    assert!(
        std::mem::offset_of!(dear::render::DrawVert, col) == std::mem::offset_of!(DrawVert, col)
    );
};
#[cfg(target_endian = "big")]
compile_error!("the dear-imgui-rs front reads Dear ImGui's packed colours as little-endian bytes");

/// dear-imgui-rs's vertices as the core's.
fn core_vertices(vertices: &[dear::render::DrawVert]) -> &[DrawVert] {
    // SAFETY: both are repr(C) structs of [f32; 2], [f32; 2] and four colour bytes at the same
    // offsets, with the same size and alignment (checked above); every bit pattern is valid
    // for both.
    unsafe { std::slice::from_raw_parts(vertices.as_ptr().cast::<DrawVert>(), vertices.len()) }
}

/// The binding of dear-imgui-rs (Dear ImGui 1.92.9b): its renderer is
/// [`crate::dear::Renderer`], whose ids are `dear_imgui_rs::TextureId`s.
#[derive(Clone, Copy, Debug)]
pub struct DearImgui;

impl crate::binding::sealed::Sealed for DearImgui {}

impl Binding for DearImgui {
    type TextureId = dear::TextureId;
    type Front = DearFront;
}

impl From<dear::TextureId> for TextureId {
    fn from(id: dear::TextureId) -> Self {
        TextureId::new(id.id())
    }
}

impl From<TextureId> for dear::TextureId {
    fn from(id: TextureId) -> Self {
        dear::TextureId::new(id.value())
    }
}

/// What the front keeps between frames: the context's renderer consumer, each texture imgui
/// owns that it served (by imgui's name for it), and its hold on the context (what it told
/// imgui, and a weak handle to take it back).
#[derive(Debug, Default)]
pub struct DearFront {
    consumer: Option<SynchronousRendererConsumer>,
    served: HashMap<SnapshotTextureId, Served>,
    hold: Option<ContextHold>,
}

impl Drop for DearFront {
    /// Dropped last of the renderer's parts, after its GPU objects: clears the flags, name and
    /// callbacks the renderer gave its context while the context is alive (never touching a
    /// dropped one), then drops the consumer, which tells the context its renderer is gone.
    /// imgui's texture bindings need `&mut Context` to reset: the next renderer's `new` does
    /// it (see [`RendererFor::shutdown`]).
    fn drop(&mut self) {
        if let Some(hold) = self.hold.take() {
            hold.release_if_alive();
        }
    }
}

/// A texture imgui owns, as served: its id, and the last request it carries out.
#[derive(Clone, Copy, Debug)]
struct Served {
    id: TextureId,
    upload: TextureUploadIdentity,
}

/// What one frame's texture requests did ([`RendererFor::update_textures`]).
#[derive(Clone, Debug, Default, PartialEq)]
#[non_exhaustive]
pub struct TextureRequestReport {
    /// Textures created.
    pub created: usize,
    /// Textures updated (each with one staging write a rectangle).
    pub updated: usize,
    /// Textures destroyed.
    pub destroyed: usize,
    /// Requests carried out before and asked again (imgui repeats a request until it sees
    /// its answer): answered with the id they got, nothing uploaded again.
    pub answered_again: usize,
    /// Requests refused, each with why. Empty (and unallocated) in a healthy frame.
    pub refused: Vec<TextureRequestRefused>,
    /// Set when imgui's font atlas grew past the device's largest texture (its create is in
    /// [`TextureRequestReport::refused`]): the atlas was compacted after the frame, and says
    /// whether it now fits (the next frame draws text again) or what even one frame's
    /// glyphs need.
    pub atlas_refit: Option<FontAtlasRefit>,
}

/// One texture request refused, and why; imgui hears of it as a request that did not apply
/// (`superseded`) and may ask again.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct TextureRequestRefused {
    /// imgui's name for the texture.
    pub texture: SnapshotTextureId,
    /// What was asked.
    pub kind: TextureRequestKind,
    /// Why it was refused.
    pub error: ImguiTextureError,
}

/// The calls that take dear-imgui-rs's context and frames.
impl RendererFor<DearImgui> {
    /// Creates the pipeline for `config`'s pass shape and makes this renderer `imgui`'s: the
    /// context's one renderer consumer, its renderer name, `RENDERER_HAS_TEXTURES` (imgui
    /// hands over its textures, fonts included, to be created, updated and destroyed here)
    /// and `RENDERER_HAS_VTX_OFFSET`, and the markers of imgui's standard sampler commands.
    ///
    /// The context may be fresh or used: a context whose renderer was dropped (or shut down)
    /// still names that renderer's ids for its textures, so `new` resets imgui's texture
    /// bindings, and imgui asks this renderer to create every texture again from its own
    /// pixels in the next frame, as for a fresh context. Fails, changing nothing the next
    /// `new` cannot take over, when `imgui` has a renderer consumer already (a live
    /// renderer: one per context) or dear-imgui-rs refuses one.
    pub fn new(
        device: &wgpu::Device,
        queue: &wgpu::Queue,
        imgui: &mut dear::Context,
        config: RendererConfig,
    ) -> Result<Self, SetupError> {
        let mut renderer = Self::build(device, queue, None, config, DearFront::default())?;
        let consumer = imgui
            .create_synchronous_renderer_consumer()
            .map_err(SetupError::RendererConsumer)?;
        // This renderer holds no texture yet; the reset only forgets the ids of the one
        // before it (none on a fresh context).
        imgui
            .prepare_renderer_texture_reset(&consumer)
            .map_err(SetupError::RendererConsumer)?
            .commit();
        // Only now, when nothing can fail, is imgui told about the renderer.
        let hold = ContextHold::take(imgui, renderer.device_max_texture_side());
        renderer.front.consumer = Some(consumer);
        renderer.front.hold = Some(hold);
        Ok(renderer)
    }

    /// Lets go of `imgui` as Dear ImGui's backends do at `Shutdown`: every GPU object of the
    /// renderer released, imgui's textures marked to be made again (their ids forgotten),
    /// and the backend flags, name and sampler callbacks the renderer set cleared. The
    /// context is then as a fresh one for the next renderer, of this crate or another
    /// backend.
    ///
    /// Dropping the renderer does the same except the texture reset (dear-imgui-rs resets
    /// imgui's bindings only with `&mut Context`): the next renderer of this crate does it in
    /// `new`; before handing the context to another backend, call this. Dropping is always
    /// safe, the context alive or gone: the renderer holds no pointer to it.
    ///
    /// Refused, with the renderer handed back unchanged in the error, when `imgui` is not
    /// this renderer's context (or dear-imgui-rs refuses the reset, say a frame of it still
    /// in flight).
    pub fn shutdown(mut self, imgui: &mut dear::Context) -> Result<(), ShutdownError> {
        let Some(consumer) = self.front.consumer.take() else {
            unreachable!("a dear-imgui-rs renderer holds its consumer from `new` on");
        };
        let reset = match imgui.prepare_renderer_texture_reset(&consumer) {
            Ok(reset) => reset,
            Err(reason) => {
                self.front.consumer = Some(consumer);
                return Err(ShutdownError::new(Box::new(self), reason));
            }
        };
        let hold = self.front.hold.take();
        // Every GPU object first, imgui's textures among them; then imgui forgets their ids.
        drop(self);
        reset.commit();
        if let Some(hold) = hold {
            hold.release(imgui);
        }
        drop(consumer);
        Ok(())
    }

    /// Moves the renderer to a new device and queue after its device was lost, as
    /// [`Renderer::recover`](crate::RendererFor::recover) does for imgui-rs, and has imgui
    /// create each of its textures again from its own pixels: every id imgui drew them with
    /// goes stale (reported, never bound), and the next frame's requests make them on the
    /// new device. On an error (the new device lost too, imgui in the middle of a frame)
    /// nothing changed, imgui's textures included.
    pub fn recover(
        &mut self,
        device: &wgpu::Device,
        queue: &wgpu::Queue,
        imgui: &mut dear::Context,
    ) -> Result<(), SetupError> {
        let Some(consumer) = self.front.consumer.take() else {
            unreachable!("a dear-imgui-rs renderer holds its consumer from `new` on");
        };
        let result = (|| {
            // imgui's reset is prepared first and committed last, once the renderer has let
            // go of every texture: a refusal on either side leaves both as they were.
            let reset = imgui
                .prepare_renderer_texture_reset(&consumer)
                .map_err(SetupError::RendererConsumer)?;
            self.move_to_device(device, queue, None)?;
            self.front.served.clear();
            reset.commit();
            Ok(())
        })();
        self.front.consumer = Some(consumer);
        result
    }

    /// The context's renderer consumer, which `FrameToken::render` takes: the frame it
    /// returns goes to [`RendererFor::update_textures`].
    pub fn consumer(&self) -> &SynchronousRendererConsumer {
        match &self.front.consumer {
            Some(consumer) => consumer,
            None => unreachable!("a dear-imgui-rs renderer holds its consumer from `new` on"),
        }
    }

    /// Answers the frame's texture requests (create, update, destroy; each exactly once) and
    /// hands the frame back drawable: call it once per frame, between `FrameToken::render`
    /// and [`RendererFor::render`] of the returned frame (which derefs to its `DrawData`).
    ///
    /// A request imgui repeats after it was carried out is answered with the id it got,
    /// nothing uploaded again. A request the renderer refuses (a texture too large for the
    /// device, bytes that do not match their size, a rectangle outside its texture, a create
    /// of a texture that has an id, an update of one that has none) is reported in the
    /// [`TextureRequestReport`] and answered as not applied; nothing else of the frame is
    /// lost. When nothing changed there are no requests: no upload, no GPU object made.
    ///
    /// An atlas imgui grew past the device's largest texture is refused too; then, once the
    /// frame is reconciled, the atlas is compacted to the sizes the frame drew
    /// ([`TextureRequestReport::atlas_refit`]), so text draws again from the next frame on.
    pub fn update_textures<'c>(
        &mut self,
        frame: PendingFrame<'c>,
    ) -> Result<(ReconciledFrame<'c>, TextureRequestReport), RendererConsumerError> {
        let mut report = TextureRequestReport::default();
        let mut feedback = Vec::with_capacity(frame.texture_requests().len());
        for request in frame.texture_requests() {
            feedback.push(self.answer(request, &mut report));
        }
        let frame = frame.reconcile_texture_feedback(feedback)?;
        let atlas_too_large = report.refused.iter().any(|refused| {
            matches!(refused.texture, SnapshotTextureId::FontAtlas { .. })
                && matches!(refused.error, ImguiTextureError::TooLarge { .. })
        });
        let hold = self.front.hold.as_ref().filter(|_| atlas_too_large);
        if let Some(hold) = hold {
            let max = self.device_max_texture_side();
            // SAFETY: the binding runs the call only while the context is alive, and binds
            // it; the frame was rendered (imgui's frame scope is over): no draw list is built.
            report.atlas_refit = hold
                .binding()
                .try_with_bound_context(|| unsafe { dear_atlas::refit_bound(max) })
                .ok()
                .flatten();
        }
        Ok((frame, report))
    }

    /// Carries out one request and says what to tell imgui.
    fn answer(
        &mut self,
        request: &TextureRequest,
        report: &mut TextureRequestReport,
    ) -> TextureFeedback {
        // `uploaded` refuses only a destroy request or the null id, which this front never
        // answers with: were it to, imgui hears that the request did not apply.
        let uploaded = |id: TextureId| {
            request
                .uploaded(id.into())
                .unwrap_or_else(|_| request.superseded())
        };
        let key = request.texture();
        let served = self.front.served.get(&key).copied();
        match request.operation() {
            TextureOp::Create {
                format,
                width,
                height,
                row_pitch,
                pixels,
            } => {
                if let Some(served) = served {
                    if Some(served.upload) == request.upload_identity() {
                        report.answered_again += 1;
                        return uploaded(served.id);
                    }
                    let twice = ImguiTextureError::CreatedTwice {
                        id: served.id.value(),
                    };
                    return refused(request, twice, report);
                }
                let pixels =
                    ImguiPixels::new(core_format(*format), [*width, *height], *row_pitch, pixels);
                match self.create_imgui_texture(pixels) {
                    Ok(id) => {
                        let id = TextureId::from(id);
                        if let Some(upload) = request.upload_identity() {
                            self.front.served.insert(key, Served { id, upload });
                        }
                        report.created += 1;
                        uploaded(id)
                    }
                    Err(error) => refused(request, error, report),
                }
            }
            TextureOp::Update { format, rects, .. } => {
                let Some(served) = served else {
                    return refused(request, ImguiTextureError::NotCreated, report);
                };
                if Some(served.upload) == request.upload_identity() {
                    report.answered_again += 1;
                    return uploaded(served.id);
                }
                let format = core_format(*format);
                let rects: Vec<ImguiTextureRect<'_>> = rects
                    .iter()
                    .map(|update| {
                        let rect = update.rect;
                        ImguiTextureRect::new(
                            [u32::from(rect.x), u32::from(rect.y)],
                            ImguiPixels::new(
                                format,
                                [u32::from(rect.w), u32::from(rect.h)],
                                update.row_pitch,
                                &update.data,
                            ),
                        )
                    })
                    .collect();
                match self.update_imgui_texture(served.id.into(), &rects) {
                    Ok(()) => {
                        if let (Some(entry), Some(upload)) =
                            (self.front.served.get_mut(&key), request.upload_identity())
                        {
                            entry.upload = upload;
                        }
                        report.updated += 1;
                        uploaded(served.id)
                    }
                    Err(error) => refused(request, error, report),
                }
            }
            TextureOp::Destroy => {
                // A destroy request is answered as destroyed whatever the renderer said (a
                // texture already gone, left on a lost device, has nothing to release).
                let destroyed = request.destroyed().unwrap_or_else(|_| request.superseded());
                if let Some(served) = self.front.served.remove(&key) {
                    match self.destroy_imgui_texture(served.id.into()) {
                        Ok(()) => report.destroyed += 1,
                        Err(error) => drop(refused(request, error, report)),
                    }
                }
                destroyed
            }
        }
    }

    /// Draws with wgpu inside the current imgui window, in imgui's draw order: the same as
    /// [`Renderer::paint_callback`](crate::RendererFor::paint_callback) of the imgui-rs binding.
    /// The closure runs during [`RendererFor::render`] with the pass, the window's clip rect
    /// set as scissor, and a [`PaintInfo`]; it lives until the next `new_frame`.
    pub fn paint_callback(
        &mut self,
        ui: &dear::Ui,
        callback: impl Fn(&mut wgpu::RenderPass<'_>, &PaintInfo) + wgpu::WasmNotSendSync + 'static,
    ) {
        let Some(marker) = self.push_paint_callback(Box::new(callback)) else {
            return;
        };
        let draw_list = ui.get_window_draw_list();
        // SAFETY: the marker never unwinds; its user data is a plain value imgui stores as
        // is (size 0), and reads back only as an integer.
        unsafe { draw_list.add_callback(paint_marker, marker as *mut c_void, 0) };
    }
}

/// Reports a refused request and says what imgui hears: try again later when the device is
/// lost (after `recover` it can succeed), else that it did not apply.
fn refused(
    request: &TextureRequest,
    error: ImguiTextureError,
    report: &mut TextureRequestReport,
) -> TextureFeedback {
    let answer = if matches!(error, ImguiTextureError::DeviceLost(_)) {
        request.retry()
    } else {
        request.superseded()
    };
    report.refused.push(TextureRequestRefused {
        texture: request.texture(),
        kind: request.kind(),
        error,
    });
    answer
}

/// The core's format of a dear-imgui-rs texture format.
fn core_format(format: dear::texture::TextureFormat) -> ImguiTextureFormat {
    match format {
        dear::texture::TextureFormat::RGBA32 => ImguiTextureFormat::Rgba8,
        dear::texture::TextureFormat::Alpha8 => ImguiTextureFormat::Alpha8,
    }
}

impl DrawSource for dear::render::DrawData {
    type List<'a> = &'a dear::render::DrawList;

    fn display_pos(&self) -> [f32; 2] {
        dear::render::DrawData::display_pos(self)
    }

    fn display_size(&self) -> [f32; 2] {
        dear::render::DrawData::display_size(self)
    }

    fn framebuffer_scale(&self) -> [f32; 2] {
        dear::render::DrawData::framebuffer_scale(self)
    }

    fn lists(&self) -> impl Iterator<Item = Self::List<'_>> {
        self.draw_lists()
    }
}

impl<'a> DrawListSource<'a> for &'a dear::render::DrawList {
    fn vertices(&self) -> &'a [DrawVert] {
        core_vertices(self.vtx_buffer())
    }

    fn indices(&self) -> &'a [DrawIdx] {
        self.idx_buffer()
    }

    fn commands(&self) -> impl Iterator<Item = DrawCommand<'a>> {
        let list: &'a dear::render::DrawList = self;
        // SAFETY: the list is borrowed for `'a`; its command vector is read, not changed.
        let raw = unsafe { list.raw() };
        let list_pointer: *const dear::sys::ImDrawList = raw;
        let commands: &'a [dear::sys::ImDrawCmd] = if raw.CmdBuffer.Size <= 0
            || raw.CmdBuffer.Data.is_null()
        {
            &[]
        } else {
            // SAFETY: imgui's vector of `Size` commands at `Data`, alive for `'a`.
            unsafe { std::slice::from_raw_parts(raw.CmdBuffer.Data, raw.CmdBuffer.Size as usize) }
        };
        // dear-imgui-rs classifies each command (its texture resolved, its standard
        // callbacks named); the raw command beside it gives a callback its pointers.
        list.commands()
            .zip(commands)
            .map(move |(command, raw_command)| match command {
                DrawCmd::Elements { count, cmd_params } => DrawCommand::Elements(DrawElements {
                    count,
                    clip_rect: cmd_params.clip_rect,
                    texture_id: cmd_params.texture_id.into(),
                    vtx_offset: cmd_params.vtx_offset,
                    idx_offset: cmd_params.idx_offset,
                }),
                DrawCmd::ResetRenderState => DrawCommand::ResetRenderState,
                DrawCmd::SetSamplerLinear => DrawCommand::SamplerFilter(wgpu::FilterMode::Linear),
                DrawCmd::SetSamplerNearest => DrawCommand::SamplerFilter(wgpu::FilterMode::Nearest),
                DrawCmd::RawCallback(_) => {
                    let Some(callback) = raw_command.UserCallback else {
                        return DrawCommand::Callback(None);
                    };
                    let clip = raw_command.ClipRect;
                    // SAFETY: a function of two pointer arguments is called the same way
                    // through either pointer type.
                    let callback = unsafe {
                        std::mem::transmute::<
                            unsafe extern "C" fn(
                                *const dear::sys::ImDrawList,
                                *const dear::sys::ImDrawCmd,
                            ),
                            unsafe extern "C" fn(*const c_void, *const c_void),
                        >(callback)
                    };
                    let command_pointer: *const dear::sys::ImDrawCmd = raw_command;
                    // SAFETY: the list and the command are this list's, borrowed for `'a`;
                    // imgui stored `callback` in this command.
                    DrawCommand::Callback(Some(unsafe {
                        RawCallback::new(
                            callback,
                            list_pointer.cast(),
                            command_pointer.cast(),
                            [clip.x, clip.y, clip.z, clip.w],
                        )
                    }))
                }
            })
    }
}

/// The callback a paint callback's marker command carries in a dear-imgui-rs draw list. Run,
/// it hands the command's user data to the draw walk; run by anything else, it does nothing
/// visible.
unsafe extern "C" fn paint_marker(
    _list: *const dear::sys::ImDrawList,
    command: *const dear::sys::ImDrawCmd,
) {
    if command.is_null() {
        return;
    }
    // SAFETY: imgui (or the crate's draw walk) calls a callback with its own live command.
    let data = unsafe { (*command).UserCallbackData } as usize;
    paint::marker_ran(data);
}

/// Why [`dear::Renderer::shutdown`](crate::RendererFor::shutdown) refused: the context given
/// is not the renderer's, or dear-imgui-rs refused to reset its texture bindings. Nothing
/// changed, and the renderer comes back whole: shut it down with its own context, or drop it
/// (always safe; the next renderer's `new` resets what dropping cannot).
#[derive(Debug)]
#[non_exhaustive]
pub struct ShutdownError {
    /// The renderer, as it was before the call.
    pub renderer: Box<crate::dear::Renderer>,
    /// dear-imgui-rs's reason: `ForeignContext` for another context's.
    pub reason: dear_imgui_rs::render::RendererConsumerError,
}

impl ShutdownError {
    pub(crate) fn new(
        renderer: Box<crate::dear::Renderer>,
        reason: dear_imgui_rs::render::RendererConsumerError,
    ) -> Self {
        Self { renderer, reason }
    }
}

impl std::fmt::Display for ShutdownError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "the renderer was not shut down (it is handed back): {}",
            self.reason
        )
    }
}

impl std::error::Error for ShutdownError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&self.reason)
    }
}
