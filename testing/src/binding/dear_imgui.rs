//! dear-imgui-rs (Dear ImGui 1.92): its types, and a frame that ends with the renderer
//! answering imgui's texture requests (fonts are baked as they are first drawn).

pub use dear_imgui_rs::render::DrawData;
pub(crate) use dear_imgui_rs::sys;
pub use dear_imgui_rs::{Context, Io, Key, MouseButton, Ui};
use imgui_webgpu::ids::{PackedTextureId, TextureKind};

use crate::{StepperError, UiStepper};

/// The renderer of this binding.
pub type Renderer = imgui_webgpu::dear::Renderer;

/// A context made current, with no ini or log file; dear-imgui-rs refuses one while
/// another of its contexts lives on this thread.
pub(crate) fn new_context() -> Result<Context, crate::StepperError> {
    let mut context = Context::try_create()
        .map_err(|error| crate::StepperError::ContextRefused(error.to_string()))?;
    // `None` holds no string that could fail to convert.
    let _ = context.set_ini_filename(None::<std::path::PathBuf>);
    let _ = context.set_log_filename(None::<std::path::PathBuf>);
    Ok(context)
}

/// Sets the display and the time step; docking is on with the `docking` feature.
pub(crate) fn configure(
    io: &mut Io,
    display_size: [f32; 2],
    framebuffer_scale: f32,
    delta_time: f32,
) {
    io.set_display_size(display_size);
    io.set_display_framebuffer_scale([framebuffer_scale; 2]);
    io.set_delta_time(delta_time);
    #[cfg(feature = "docking")]
    {
        let flags = io.config_flags() | dear_imgui_rs::ConfigFlags::DOCKING_ENABLE;
        io.set_config_flags(flags);
    }
}

/// Sets the time step of the next frame.
pub(crate) fn set_delta_time(io: &mut Io, delta_time: f32) {
    io.set_delta_time(delta_time);
}

/// The glyphs of the context's font atlas: those baked so far, at every size.
pub(crate) fn glyph_table(context: &mut Context) -> crate::text::GlyphTable {
    let _ = context; // the context is current: its atlas is the one read
    crate::text::GlyphTable::of_current_context()
}

/// Where imgui last saw the pointer.
pub(crate) fn mouse_pos(io: &Io) -> [f32; 2] {
    io.mouse_pos()
}

/// imgui's double-click time (seconds) and distance (units).
pub(crate) fn double_click(io: &Io) -> (f64, f32) {
    (
        f64::from(io.mouse_double_click_time()),
        io.mouse_double_click_max_dist(),
    )
}

/// Whether a text field takes typed text.
pub(crate) fn want_text_input(io: &Io) -> bool {
    io.want_text_input()
}

/// The polynomial of Dear ImGui 1.92's id hash (`ImHashStr`): CRC-32C's (Castagnoli),
/// reflected, since 1.91.6, which matches SSE 4.2's `crc32` instruction.
pub(crate) const ID_HASH_POLYNOMIAL: u32 = 0x82F6_3B78;

/// The id `BeginMenuBar` pushes (Dear ImGui 1.92): a menu bar's menus are under it, each
/// `BeginMenu`'s selectable at `Window/##MenuBar/Label`.
pub(crate) const MENU_BAR_ID: &str = "##MenuBar";

/// The name of the window that owns each draw list of the current context's last draw
/// data (imgui's `_OwnerName`), in draw order; empty where a list names none.
pub(crate) fn draw_list_owners() -> Vec<String> {
    // SAFETY: the current context's draw data, valid from its Render to its next NewFrame
    // (null without a context or a frame); its `CmdLists` vector holds `Size` live lists,
    // and each owner name, where set, is its window's NUL-terminated name.
    unsafe {
        let data = sys::igGetDrawData();
        if data.is_null() || !(*data).Valid || (*data).CmdLists.Data.is_null() {
            return Vec::new();
        }
        let count = usize::try_from((*data).CmdLists.Size).unwrap_or(0);
        std::slice::from_raw_parts((*data).CmdLists.Data, count)
            .iter()
            .map(|list| match list.as_ref() {
                Some(list) if !list._OwnerName.is_null() => {
                    std::ffi::CStr::from_ptr(list._OwnerName)
                        .to_string_lossy()
                        .into_owned()
                }
                _ => String::new(),
            })
            .collect()
    }
}

/// The stepper's frames on 1.92: without a renderer as a backend without texture support
/// drives it, or through the renderer (which answers imgui's texture requests).
impl UiStepper {
    /// Builds one frame with `build` and returns its draw data, with no renderer: Dear ImGui
    /// 1.92 as a backend without texture support drives it (its font atlas built once, at
    /// the fonts' own sizes, and scaled for other sizes), so geometry and text are read
    /// without a GPU. The closure gets the `&mut Ui` that `Context::frame` gives.
    ///
    /// A context whose textures a renderer manages (a [`Harness`](crate::Harness)'s, once
    /// its renderer was made on it) cannot draw a frame without that renderer answering
    /// imgui's texture requests: that is [`StepperError::TexturesManagedByRenderer`]; build
    /// its frames through the harness.
    pub fn frame(&mut self, build: impl FnOnce(&mut Ui)) -> Result<&DrawData, StepperError> {
        self.make_current();
        let managed = self
            .context
            .io()
            .backend_flags()
            .contains(dear_imgui_rs::BackendFlags::RENDERER_HAS_TEXTURES);
        if managed {
            return Err(StepperError::TexturesManagedByRenderer);
        }
        {
            // 1.92 without a renderer's texture support wants its atlas built before a
            // frame, as 1.89 always did (the pixels are not needed here). Claiming that mode
            // fails where a renderer already manages the atlas.
            let atlas = self.context.font_atlas();
            let legacy = atlas
                .try_claim_legacy_renderer()
                .map_err(|_| StepperError::TexturesManagedByRenderer)?;
            if !legacy.is_built() {
                legacy.build();
                // The atlas's id is the one a renderer gives its font texture, so the text
                // reader knows the glyphs (no renderer draws with it).
                let id = PackedTextureId::new(TextureKind::Imgui, 0, 0, 0).encode();
                // SAFETY: no renderer exists to draw with the id; it only labels the draw
                // commands that use the atlas, for reading text back.
                unsafe { legacy.set_texture_id(dear_imgui_rs::TextureId::from(id.value())) };
            }
        }
        set_delta_time(self.context.io_mut(), self.delta_time);
        build(self.context.frame());
        self.frames += 1;
        self.send_later();
        // The legacy frame's handle ends here (it only collects retired textures, of which
        // a renderer-less context has none); imgui's draw data stays until the next frame,
        // which the returned borrow of `self` keeps from starting.
        drop(self.context.render_legacy());
        // SAFETY: the current context (this stepper's) rendered a frame just now, so its
        // draw data is valid until its next frame; `DrawData` is a transparent view of
        // `ImDrawData`.
        let draw_data = unsafe { sys::igGetDrawData().as_ref() };
        let draw_data = draw_data.ok_or(StepperError::TexturesManagedByRenderer)?;
        // SAFETY: as above.
        Ok(unsafe { <DrawData as dear_imgui_rs::internal::RawCast<_>>::from_raw(draw_data) })
    }

    /// Builds one frame with `build`, has `renderer` answer Dear ImGui's texture requests
    /// (glyphs baked in the frame, a font texture made or grown) and captures the frame,
    /// with what went wrong with imgui's textures, if anything: the geometry is imgui's
    /// either way, the pixels of a refused texture are not.
    pub(crate) fn frame_through(
        &mut self,
        renderer: &mut Renderer,
        build: impl FnOnce(&mut Ui, &mut Renderer),
    ) -> (crate::snapshot::DrawSnapshot, Option<String>) {
        self.make_current();
        set_delta_time(self.context.io_mut(), self.delta_time);
        build(self.context.frame(), renderer);
        self.frames += 1;
        let display_size = self.context.io().display_size();
        let captured = {
            let pending = self.context.render(renderer.consumer());
            match renderer.update_textures(pending) {
                Ok((frame, textures)) => (
                    crate::snapshot::DrawSnapshot::capture(frame.draw_data()),
                    (!textures.refused.is_empty()).then(|| {
                        format!("the renderer refused imgui's texture requests: {textures:?}")
                    }),
                ),
                Err(error) => (
                    crate::snapshot::DrawSnapshot {
                        display_pos: [0.0; 2],
                        display_size,
                        framebuffer_scale: [1.0; 2],
                        lists: Vec::new(),
                    },
                    Some(format!(
                        "imgui's frame could not be handed to the renderer: {error}"
                    )),
                ),
            }
        };
        self.send_later();
        captured
    }

    /// Builds `count` frames (at least one) with the same UI and returns the last one's
    /// draw data, as [`UiStepper::frame`] does (and fails where it does).
    pub fn frames_of(
        &mut self,
        count: usize,
        mut build: impl FnMut(&mut Ui),
    ) -> Result<&DrawData, StepperError> {
        for _ in 1..count {
            self.frame(&mut build)?;
        }
        self.frame(build)
    }
}

/// 1.92 bakes glyphs as they are first drawn: the harness reads its glyph table again after
/// each frame.
pub(crate) const BAKES_GLYPHS_AS_DRAWN: bool = true;

/// Builds one frame of `stepper` with `build`, has `renderer` answer imgui's texture
/// requests, and captures it, with what went wrong with imgui's textures, if anything.
pub(crate) fn capture_frame(
    stepper: &mut UiStepper,
    renderer: &mut Renderer,
    build: impl FnOnce(&mut Ui, &mut Renderer),
) -> (crate::snapshot::DrawSnapshot, Option<String>) {
    stepper.frame_through(renderer, build)
}

/// Reading a 1.92 atlas's glyphs: those baked so far, at every size.
impl crate::text::GlyphTable {
    /// Reads the glyphs the current context's atlas has baked so far, at every size
    /// (Dear ImGui 1.92 rasterises a glyph when it is first drawn at a size, so a
    /// [`Harness`](crate::Harness) reads the table again after each frame).
    pub fn of_current_context() -> Self {
        let mut table = Self::default();
        // SAFETY: reads the current context's atlas, its builder's map of baked fonts and
        // each baked font's glyph vector, as imgui laid them out; nothing is written, and
        // the context (the harness's, current) outlives this call.
        unsafe {
            let io = sys::igGetIO_Nil();
            let Some(atlas) = io.as_ref().and_then(|io| io.Fonts.as_ref()) else {
                return table;
            };
            table.white = [atlas.TexUvWhitePixel.x, atlas.TexUvWhitePixel.y];
            let Some(builder) = atlas.Builder.as_ref() else {
                return table;
            };
            let pairs =
                crate::text::glyphs::vector(builder.BakedMap.Data.Data, builder.BakedMap.Data.Size);
            for pair in pairs {
                let Some(baked) = pair
                    .__bindgen_anon_1
                    .val_p
                    .cast::<sys::ImFontBaked>()
                    .as_ref()
                else {
                    continue;
                };
                if baked.WantDestroy() != 0 {
                    continue;
                }
                let glyphs = crate::text::glyphs::vector(baked.Glyphs.Data, baked.Glyphs.Size);
                table.push_font(table.spaces.len(), glyphs, baked.FallbackAdvanceX);
            }
        }
        table
    }
}

/// A dock node's view, or `None` for a null node, read by `cpp/dock_nodes.cpp`
/// (dear-imgui-sys keeps the struct opaque).
///
/// # Safety
///
/// `node` is a live node of the current context, or null.
#[cfg(feature = "docking")]
pub(crate) unsafe fn dock_node_view(
    node: *mut sys::ImGuiDockNode,
) -> Option<crate::docking::read::NodeView> {
    unsafe extern "C" {
        fn imgui_webgpu_testing_dock_node(
            node: *const sys::ImGuiDockNode,
            out: *mut crate::docking::read::NodeView,
        );
    }
    if node.is_null() {
        return None;
    }
    let mut out = std::mem::MaybeUninit::<crate::docking::read::NodeView>::uninit();
    // SAFETY: `node` is live (the caller's promise); the function writes every field.
    unsafe {
        imgui_webgpu_testing_dock_node(node, out.as_mut_ptr());
        Some(out.assume_init())
    }
}

/// The root of a node's dock tree (by `cpp/dock_nodes.cpp`).
///
/// # Safety
///
/// `node` is a live node of the current context.
#[cfg(feature = "docking")]
pub(crate) unsafe fn dock_root_of(node: *mut sys::ImGuiDockNode) -> *mut sys::ImGuiDockNode {
    unsafe extern "C" {
        fn imgui_webgpu_testing_dock_root(node: *mut sys::ImGuiDockNode)
        -> *mut sys::ImGuiDockNode;
    }
    // SAFETY: the caller's promise.
    unsafe { imgui_webgpu_testing_dock_root(node) }
}

/// The font size a docking host's drop squares are measured with (imgui's at the host's
/// `Begin`: 1.92 keeps it as the window's reference size).
#[cfg(feature = "docking")]
pub(crate) fn dock_font_size(_g: &sys::ImGuiContext, host: &sys::ImGuiWindow) -> f32 {
    host.FontRefSize
}

/// A docked window's tab rectangle (1.92 keeps it with the window's per-frame layout data).
#[cfg(feature = "docking")]
pub(crate) fn dock_tab_rect(window: &sys::ImGuiWindow) -> sys::ImRect {
    window.DC.DockTabItemRect
}
