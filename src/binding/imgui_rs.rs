//! The front for imgui-rs (the `imgui` crate, Dear ImGui 1.89): its draw data as a
//! [`DrawSource`], its texture ids, its callbacks and the paint marker its draw lists carry.

use std::ffi::c_void;

use imgui::internal::RawWrapper;

use crate::binding::Binding;
use crate::config::RendererConfig;
use crate::error::SetupError;
use crate::renderer::RendererFor;
use crate::resources::paint::{self, PaintInfo};
use crate::resources::textures::FontImage;
use crate::source::{
    DrawCommand, DrawElements, DrawIdx, DrawListSource, DrawSource, DrawVert, RawCallback,
    TextureId,
};

// imgui-rs's vertex is the core's, field for field: a slice of one is read as the other.
const _: () = {
    assert!(std::mem::size_of::<imgui::DrawVert>() == std::mem::size_of::<DrawVert>());
    assert!(std::mem::align_of::<imgui::DrawVert>() == std::mem::align_of::<DrawVert>());
    assert!(std::mem::size_of::<imgui::DrawIdx>() == std::mem::size_of::<DrawIdx>());
    assert!(std::mem::offset_of!(imgui::DrawVert, pos) == std::mem::offset_of!(DrawVert, pos));
    assert!(std::mem::offset_of!(imgui::DrawVert, uv) == std::mem::offset_of!(DrawVert, uv));
    assert!(std::mem::offset_of!(imgui::DrawVert, col) == std::mem::offset_of!(DrawVert, col));
};

/// imgui-rs's vertices as the core's.
fn core_vertices(vertices: &[imgui::DrawVert]) -> &[DrawVert] {
    // SAFETY: both are repr(C) structs of [f32; 2], [f32; 2], [u8; 4] at the same offsets,
    // with the same size and alignment (checked above); every bit pattern is valid for both.
    unsafe { std::slice::from_raw_parts(vertices.as_ptr().cast::<DrawVert>(), vertices.len()) }
}

/// The binding of the `imgui` crate (imgui-rs 0.12, Dear ImGui 1.89): its renderer is
/// [`crate::Renderer`], whose ids are `imgui::TextureId`s.
#[derive(Clone, Copy, Debug)]
pub struct ImguiRs;

impl crate::binding::sealed::Sealed for ImguiRs {}

impl Binding for ImguiRs {
    type TextureId = imgui::TextureId;
    type Front = ();
}

/// imgui's atlas, built, as the core uploads it.
fn font_image(fonts: &mut imgui::FontAtlas) -> FontImage<'_> {
    let atlas = fonts.build_rgba32_texture();
    FontImage {
        width: atlas.width,
        height: atlas.height,
        pixels: atlas.data,
    }
}

/// The calls that take imgui-rs's context, fonts and frames.
impl RendererFor<ImguiRs> {
    /// Creates the pipeline for `config`'s pass shape, uploads the font atlas, and tells
    /// imgui about this backend (renderer name, `RENDERER_HAS_VTX_OFFSET` so meshes over
    /// 64k vertices work).
    pub fn new(
        device: &wgpu::Device,
        queue: &wgpu::Queue,
        imgui: &mut imgui::Context,
        config: RendererConfig,
    ) -> Result<Self, SetupError> {
        let renderer = Self::build(device, queue, Some(font_image(imgui.fonts())), config, ())?;
        // Nothing fails from here on: only now is imgui told about the renderer.
        imgui.set_renderer_name(Some(format!("imgui-webgpu {}", env!("CARGO_PKG_VERSION"))));
        imgui
            .io_mut()
            .backend_flags
            .insert(imgui::BackendFlags::RENDERER_HAS_VTX_OFFSET);
        renderer.point_imgui_at_font_atlas(imgui);
        Ok(renderer)
    }

    /// Moves the renderer to a new device and queue after its device was lost (a driver
    /// reset, `Device::destroy`, a GPU process restart or a backgrounded tab in a browser).
    ///
    /// It rebuilds the pipeline, samplers, font atlas (from `imgui`'s fonts) and upload
    /// buffers there, and releases everything it held of the old device. Persistent texture
    /// ids stay valid: each is skipped with [`TextureIdError::NeedsView`](crate::error::TextureIdError::NeedsView) until the app hands
    /// in a view on the new device with [`Renderer::replace_texture`](crate::Renderer::replace_texture). Frame textures and
    /// paint closures expire as at `new_frame`. imgui's own state (windows, input, the app's
    /// UI) is untouched. On an error (the new device lost too, the atlas too large for it,
    /// any other [`SetupError`]) the renderer and imgui stay as they were, imgui's font
    /// texture id included: the renderer goes on drawing on its old device.
    ///
    /// The new device may come from the same `wgpu::Instance` or from a new one. Either way,
    /// every view handed in afterwards must be of the new device: a view of the old device
    /// is refused when the instance is the same, but not when it is another one (see
    /// [views of another instance][foreign]); drop the old instance's views with it.
    ///
    /// [foreign]: crate::Renderer#views-of-another-device-or-instance
    pub fn recover(
        &mut self,
        device: &wgpu::Device,
        queue: &wgpu::Queue,
        imgui: &mut imgui::Context,
    ) -> Result<(), SetupError> {
        self.move_to_device(device, queue, Some(font_image(imgui.fonts())))?;
        // imgui's font id moves with the resources, never before them, so a refused call
        // leaves imgui drawing with the atlas the renderer still holds.
        self.point_imgui_at_font_atlas(imgui);
        Ok(())
    }

    /// Rebuilds and re-uploads imgui's font atlas (after adding fonts or a DPI change).
    /// The old atlas texture and bind group are released at once; exactly one is alive.
    pub fn reload_font_atlas(&mut self, imgui: &mut imgui::Context) -> Result<(), SetupError> {
        self.reload_with_font_atlas(font_image(imgui.fonts()))?;
        self.point_imgui_at_font_atlas(imgui);
        Ok(())
    }

    /// [`Renderer::reload_font_atlas`](crate::Renderer::reload_font_atlas) under the name the glium, glow and imgui-wgpu
    /// renderers use, so code ported from them compiles unchanged.
    pub fn reload_font_texture(&mut self, imgui: &mut imgui::Context) -> Result<(), SetupError> {
        self.reload_font_atlas(imgui)
    }

    /// The id imgui draws the current font atlas with.
    pub fn font_texture_id(&self) -> imgui::TextureId {
        self.font_id().into()
    }

    /// Draws with wgpu inside the current imgui window, in imgui's draw order.
    ///
    /// Call it while building a window (between `ui.window(..).build(|| ..)`'s braces). The
    /// closure runs during [`Renderer::render`](crate::Renderer::render) with the pass, the window's clip rect already
    /// set as scissor, and a [`PaintInfo`] to place its drawing (including the pass's shape,
    /// to pick a matching pipeline); the renderer re-applies its own state after it. It runs
    /// once per `render` call of the frame. The closure lives until the next
    /// [`Renderer::new_frame`](crate::Renderer::new_frame). Each call boxes its closure: the one per-frame heap
    /// allocation the crate makes, and only on request.
    pub fn paint_callback(
        &mut self,
        ui: &imgui::Ui,
        callback: impl Fn(&mut wgpu::RenderPass<'_>, &PaintInfo) + wgpu::WasmNotSendSync + 'static,
    ) {
        let _ = ui; // proves a frame is being built, so the window draw list exists
        let Some(marker) = self.push_paint_callback(Box::new(callback)) else {
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

    /// Points imgui's font atlas at the atlas this renderer holds now. The one place imgui's
    /// font id is written, and only at the end of a call that succeeded: `new`, `recover`
    /// and `reload_font_atlas` build their atlas first and call this once they can no
    /// longer fail, so a refused call leaves imgui's id and the renderer's atlas matching.
    fn point_imgui_at_font_atlas(&self, imgui: &mut imgui::Context) {
        imgui.fonts().tex_id = self.font_id().into();
    }
}

impl From<imgui::TextureId> for TextureId {
    fn from(id: imgui::TextureId) -> Self {
        TextureId::new(id.id() as u64)
    }
}

impl From<TextureId> for imgui::TextureId {
    /// imgui-rs stores ids as `usize`: on 32-bit targets a value past it becomes the null
    /// id, which no renderer issues (its draws are reported as unknown).
    fn from(id: TextureId) -> Self {
        imgui::TextureId::new(usize::try_from(id.value()).unwrap_or(0))
    }
}

impl DrawSource for imgui::DrawData {
    type List<'a> = &'a imgui::DrawList;

    fn display_pos(&self) -> [f32; 2] {
        self.display_pos
    }

    fn display_size(&self) -> [f32; 2] {
        self.display_size
    }

    fn framebuffer_scale(&self) -> [f32; 2] {
        self.framebuffer_scale
    }

    fn lists(&self) -> impl Iterator<Item = Self::List<'_>> {
        // imgui-rs 0.12 builds a slice from imgui's list pointer even when there are no
        // lists, where that pointer is null (the first frame of a new window): undefined
        // behaviour, and an abort in debug builds. Skip it when there is nothing to walk.
        (self.draw_lists_count() > 0)
            .then(|| self.draw_lists())
            .into_iter()
            .flatten()
    }
}

// imgui-rs 0.12 builds slices from imgui's vector pointers even when a vector is empty,
// where the pointer may be null (a list holding only callbacks has no vertices): undefined
// behaviour, and an abort in debug builds. Empty vectors are answered here without it.
impl<'a> DrawListSource<'a> for &'a imgui::DrawList {
    fn vertices(&self) -> &'a [DrawVert] {
        let list: &'a imgui::DrawList = self;
        // SAFETY: reads the vector's size field only.
        if unsafe { list.raw() }.VtxBuffer.Size <= 0 {
            return &[];
        }
        core_vertices(list.vtx_buffer())
    }

    fn indices(&self) -> &'a [DrawIdx] {
        let list: &'a imgui::DrawList = self;
        // SAFETY: reads the vector's size field only.
        if unsafe { list.raw() }.IdxBuffer.Size <= 0 {
            return &[];
        }
        list.idx_buffer()
    }

    fn commands(&self) -> impl Iterator<Item = DrawCommand<'a>> {
        let list: &'a imgui::DrawList = self;
        // SAFETY: the pointer is only stored for a later callback invocation, and the size
        // field is only read.
        let raw = unsafe { list.raw() };
        let list_pointer: *const imgui::sys::ImDrawList = raw;
        let commands = (raw.CmdBuffer.Size > 0).then(|| imgui::DrawList::commands(list));
        commands
            .into_iter()
            .flatten()
            .map(move |command| match command {
                imgui::DrawCmd::Elements { count, cmd_params } => {
                    DrawCommand::Elements(DrawElements {
                        count,
                        clip_rect: cmd_params.clip_rect,
                        texture_id: cmd_params.texture_id.into(),
                        vtx_offset: cmd_params.vtx_offset,
                        idx_offset: cmd_params.idx_offset,
                    })
                }
                imgui::DrawCmd::ResetRenderState => DrawCommand::ResetRenderState,
                imgui::DrawCmd::RawCallback { callback, raw_cmd } => {
                    // SAFETY: the command is one of this live list's, which `'a` borrows.
                    let clip = unsafe { (*raw_cmd).ClipRect };
                    // SAFETY: a function of two pointer arguments is called the same way
                    // through either pointer type.
                    let callback = unsafe {
                        std::mem::transmute::<
                            unsafe extern "C" fn(
                                *const imgui::sys::ImDrawList,
                                *const imgui::sys::ImDrawCmd,
                            ),
                            unsafe extern "C" fn(*const c_void, *const c_void),
                        >(callback)
                    };
                    // SAFETY: the list and the command are this list's, borrowed for `'a`;
                    // imgui stored `callback` in this command.
                    DrawCommand::Callback(Some(unsafe {
                        RawCallback::new(
                            callback,
                            list_pointer.cast(),
                            raw_cmd.cast(),
                            [clip.x, clip.y, clip.z, clip.w],
                        )
                    }))
                }
            })
    }
}

/// The callback a paint callback's marker command carries in an imgui-rs draw list. Run, it
/// hands the command's user data to the draw walk; run by anything else (another backend),
/// it does nothing visible.
pub(crate) unsafe extern "C" fn paint_marker(
    _list: *const imgui::sys::ImDrawList,
    command: *const imgui::sys::ImDrawCmd,
) {
    if command.is_null() {
        return;
    }
    // SAFETY: imgui (or the crate's draw walk) calls a callback with its own live command.
    let data = unsafe { (*command).UserCallbackData } as usize;
    paint::marker_ran(data);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn imgui_vertices_read_as_the_cores_field_for_field() {
        let vertices = [
            imgui::DrawVert {
                pos: [1.5, -2.0],
                uv: [0.25, 0.75],
                col: [1, 2, 3, 4],
            },
            imgui::DrawVert {
                pos: [f32::MAX, 0.0],
                uv: [1.0, 0.0],
                col: [255, 128, 0, 9],
            },
        ];
        let core = core_vertices(&vertices);
        assert_eq!(core.len(), 2);
        for (core, imgui) in core.iter().zip(&vertices) {
            assert_eq!(core.pos, imgui.pos);
            assert_eq!(core.uv, imgui.uv);
            assert_eq!(core.col, imgui.col);
        }
    }

    #[test]
    fn texture_ids_convert_both_ways_unchanged() {
        for value in [0, 1, 0x1234, usize::MAX] {
            let core = TextureId::from(imgui::TextureId::new(value));
            assert_eq!(core.value(), value as u64);
            assert_eq!(imgui::TextureId::from(core).id(), value);
        }
    }
}
