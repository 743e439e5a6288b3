//! imgui-rs (Dear ImGui 1.89): its types, and a frame that ends in `Context::render`.

pub(crate) use imgui::sys;
pub use imgui::{Context, DrawData, Io, Key, MouseButton, Ui};

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
