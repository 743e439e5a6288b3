//! imgui-rs (Dear ImGui 1.89): its types, and a frame that ends in `Context::render`.

pub(crate) use imgui::sys;
pub use imgui::{Context, DrawData, Io, Key, MouseButton, Ui};

use std::sync::Arc;

use crate::{HarnessError, UiStepper};

/// The renderer of this binding.
pub type Renderer = imgui_webgpu::Renderer;

/// A context made current, with no ini or log file (imgui-rs makes one whenever none is
/// current, which the stepper sees to).
pub(crate) fn new_context() -> Result<Context, crate::StepperError> {
    let mut context = Context::create();
    context.set_ini_filename(None);
    context.set_log_filename(None);
    Ok(context)
}

/// Sets the display, the time step and (with the `docking` feature) docking.
pub(crate) fn configure(
    io: &mut Io,
    display_size: [f32; 2],
    framebuffer_scale: f32,
    delta_time: f32,
) {
    io.display_size = display_size;
    io.display_framebuffer_scale = [framebuffer_scale; 2];
    io.delta_time = delta_time;
    // With the `docking` feature, windows dock as in an app that turns docking on: over
    // imgui's dock squares, without holding Shift (`config_docking_with_shift` stays off).
    #[cfg(feature = "docking")]
    {
        io.config_flags |= imgui::ConfigFlags::DOCKING_ENABLE;
    }
}

/// Sets the time step of the next frame.
pub(crate) fn set_delta_time(io: &mut Io, delta_time: f32) {
    io.delta_time = delta_time;
}

/// The glyphs of the context's font atlas.
pub(crate) fn glyph_table(context: &mut Context) -> crate::text::GlyphTable {
    crate::text::GlyphTable::new(context.fonts())
}

/// Where imgui last saw the pointer.
pub(crate) fn mouse_pos(io: &Io) -> [f32; 2] {
    io.mouse_pos
}

/// imgui's double-click time (seconds) and distance (units).
pub(crate) fn double_click(io: &Io) -> (f64, f32) {
    (
        f64::from(io.mouse_double_click_time),
        io.mouse_double_click_max_dist,
    )
}

/// Whether a text field takes typed text.
pub(crate) fn want_text_input(io: &Io) -> bool {
    io.want_text_input
}

/// The polynomial of Dear ImGui 1.89's id hash (`ImHashStr`): CRC-32's, reflected.
pub(crate) const ID_HASH_POLYNOMIAL: u32 = 0xEDB8_8320;

/// The id `BeginMenuBar` pushes (Dear ImGui 1.89): a menu bar's menus are under it, each
/// `BeginMenu`'s selectable at `Window/##menubar/Label`.
pub(crate) const MENU_BAR_ID: &str = "##menubar";

/// The name of the window that owns each draw list of the current context's last draw
/// data (imgui's `_OwnerName`), in draw order; empty where a list names none.
pub(crate) fn draw_list_owners() -> Vec<String> {
    // SAFETY: the current context's draw data, valid from its Render to its next NewFrame
    // (null without a context or a frame); its `CmdListsCount` lists are live, and each
    // owner name, where set, is its window's NUL-terminated name.
    unsafe {
        let data = sys::igGetDrawData();
        if data.is_null() || !(*data).Valid || (*data).CmdLists.is_null() {
            return Vec::new();
        }
        let count = usize::try_from((*data).CmdListsCount).unwrap_or(0);
        std::slice::from_raw_parts((*data).CmdLists, count)
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

/// The stepper's frames on 1.89: imgui-rs's `new_frame` and `render`, the atlas built once.
impl UiStepper {
    /// Builds one frame with `build` and returns its draw data. The closure gets the
    /// `&mut imgui::Ui` that `imgui::Context::new_frame` gives, so app code that takes
    /// `&mut Ui` runs unchanged.
    pub fn frame(&mut self, build: impl FnOnce(&mut Ui)) -> &imgui::DrawData {
        self.make_current();
        if !self.context.fonts().is_built() {
            // imgui aborts a frame on an unbuilt atlas; this is the one an app's renderer
            // would build at creation. The pixels are not needed here.
            self.context.fonts().build_rgba32_texture();
        }
        set_delta_time(self.context.io_mut(), self.delta_time);
        let ui = self.context.new_frame();
        build(ui);
        self.frames += 1;
        self.send_later();
        self.context.render()
    }

    /// Builds `count` frames (at least one) with the same UI and returns the last one's
    /// draw data. New windows take a frame or two to size themselves; three frames settle.
    pub fn frames_of(&mut self, count: usize, mut build: impl FnMut(&mut Ui)) -> &imgui::DrawData {
        for _ in 1..count {
            self.frame(&mut build);
        }
        self.frame(build)
    }
}

/// 1.89 bakes every glyph when the atlas is built: the harness reads its glyph table then
/// (and after [`Harness::reload_font_texture`]), not after each frame.
pub(crate) const BAKES_GLYPHS_AS_DRAWN: bool = false;

/// Builds one frame of `stepper` with `build` and captures it (1.89 has no texture requests
/// to answer: nothing can go wrong with imgui's textures).
pub(crate) fn capture_frame(
    stepper: &mut UiStepper,
    renderer: &mut Renderer,
    build: impl FnOnce(&mut Ui, &mut Renderer),
) -> (crate::snapshot::DrawSnapshot, Option<String>) {
    let snapshot = crate::snapshot::DrawSnapshot::capture(stepper.frame(|ui| build(ui, renderer)));
    (snapshot, None)
}

/// The harness on 1.89: its atlas is rebuilt and uploaded when the app changes its fonts.
impl<S> crate::Harness<S> {
    /// Rebuilds the font atlas from the context's fonts, uploads it, and updates the glyph
    /// table that reads text back: the harness's form of
    /// [`Renderer::reload_font_texture`], without borrowing the context and the renderer
    /// at once.
    pub fn reload_font_texture(&mut self) -> Result<(), HarnessError> {
        self.renderer
            .reload_font_texture(self.stepper.context_mut())?;
        self.glyphs = Arc::new(glyph_table(self.stepper.context_mut()));
        Ok(())
    }
}

/// Reading a 1.89 atlas's glyphs: every font's, baked when the atlas is built.
impl crate::text::GlyphTable {
    /// Reads the glyphs of every font in a built atlas.
    pub fn new(fonts: &imgui::FontAtlas) -> Self {
        let mut table = Self::default();
        // SAFETY: reads the atlas's font list and each font's glyph vector, as imgui laid
        // them out; nothing is written, and the atlas outlives this call.
        unsafe {
            let atlas: &imgui::sys::ImFontAtlas = imgui::internal::RawCast::raw(fonts);
            table.white = [atlas.TexUvWhitePixel.x, atlas.TexUvWhitePixel.y];
            for (index, font) in crate::text::glyphs::vector(atlas.Fonts.Data, atlas.Fonts.Size)
                .iter()
                .enumerate()
            {
                let Some(font) = font.as_ref() else {
                    continue;
                };
                let glyphs = crate::text::glyphs::vector(font.Glyphs.Data, font.Glyphs.Size);
                table.push_font(index, glyphs, font.FallbackAdvanceX);
            }
        }
        table
    }
}

/// A dock node's view, or `None` for a null node: from imgui-sys's bindings of the struct.
///
/// # Safety
///
/// `node` is a live node of the current context, or null.
#[cfg(feature = "docking")]
pub(crate) unsafe fn dock_node_view(
    node: *mut sys::ImGuiDockNode,
) -> Option<crate::docking::read::NodeView> {
    // SAFETY: the caller's promise.
    let node = unsafe { node.as_ref() }?;
    Some(crate::docking::read::NodeView {
        id: node.ID,
        pos: [node.Pos.x, node.Pos.y],
        size: [node.Size.x, node.Size.y],
        merged_flags: node.MergedFlags,
        flags: node.MergedFlags | node.LocalFlags | node.SharedFlags,
        parent: node.ParentNode,
        children: node.ChildNodes,
        split_on_y: node.SplitAxis == sys::ImGuiAxis_Y,
        visible: node.IsVisible(),
        windows: node.Windows.Data,
        window_count: node.Windows.Size,
        tab_bar: node.TabBar,
        visible_window: node.VisibleWindow,
        selected_tab_id: node.SelectedTabId,
    })
}

/// The root of a node's dock tree.
///
/// # Safety
///
/// `node` is a live node of the current context.
#[cfg(feature = "docking")]
pub(crate) unsafe fn dock_root_of(node: *mut sys::ImGuiDockNode) -> *mut sys::ImGuiDockNode {
    // SAFETY: the caller's promise.
    unsafe { sys::igDockNodeGetRootNode(node) }
}

/// The font size a docking host's drop squares are measured with (imgui's at the host's
/// `Begin`: 1.89 scales the base size by the window's scales).
#[cfg(feature = "docking")]
pub(crate) fn dock_font_size(g: &sys::ImGuiContext, host: &sys::ImGuiWindow) -> f32 {
    // SAFETY: a live window's parent is live (or null).
    let parent = unsafe { host.ParentWindow.as_ref() }.map_or(1.0, |p| p.FontWindowScale);
    g.FontBaseSize * host.FontWindowScale * host.FontDpiScale * parent
}

/// A docked window's tab rectangle.
#[cfg(feature = "docking")]
pub(crate) fn dock_tab_rect(window: &sys::ImGuiWindow) -> sys::ImRect {
    window.DockTabItemRect
}
