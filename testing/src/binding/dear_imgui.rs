//! dear-imgui-rs (Dear ImGui 1.92): its types, and a frame that ends with the renderer
//! answering imgui's texture requests (fonts are baked as they are first drawn).

pub use dear_imgui_rs::render::DrawData;
pub(crate) use dear_imgui_rs::sys;
pub use dear_imgui_rs::{Context, Io, Key, MouseButton, Ui};

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
