//! dear-imgui-rs's side of multi-viewport (Dear ImGui 1.92): `PlatformIO`'s callbacks are
//! plain C functions, so they reach the shared [`Queue`] through a thread-local set while
//! viewports are on (imgui calls them only on the thread that runs its frames, the event
//! loop's); the monitors; the viewports' draw data; the OS's requests written into a
//! viewport; and the teardown 1.92 asks of a platform before its context goes.
//!
//! Per-monitor scale: 1.92 rasterises a window's text at its viewport's framebuffer scale
//! (`Platform_GetWindowFramebufferScale`, answered with the desktop's pixels per unit), and
//! each monitor's `DpiScale` is its scale relative to the main window's, so that with
//! `io.ConfigDpiScaleFonts` a viewport on a denser monitor gets larger text, baked by imgui
//! at that size, with no atlas rebuilt.

use std::cell::RefCell;
use std::ffi::{CStr, c_char};

use imgui::Id;
use imgui::internal::RawCast;
use imgui::sys;

use super::requests::{Asked, Queue, SharedDesktop};
use super::{Monitor, OsRequest};

thread_local! {
    /// The state the callbacks share with the runner, while viewports are on.
    static DESKTOP: RefCell<Option<SharedDesktop>> = const { RefCell::new(None) };
}

/// Runs `call` with the queue, if viewports are on on this thread.
fn with_queue<R>(call: impl FnOnce(Queue<'_>) -> R) -> Option<R> {
    DESKTOP.with(|desktop| desktop.borrow().as_ref().map(|shared| call(Queue(shared))))
}

/// What imgui passed, by value; `None` for a null pointer.
///
/// # Safety
///
/// `viewport` is null or a viewport imgui passed to a callback, alive for the call.
unsafe fn asked(viewport: *const sys::ImGuiViewport) -> Option<Asked> {
    // SAFETY: the caller's contract.
    let viewport = unsafe { viewport.as_ref() }?;
    let flag =
        |flag: sys::ImGuiViewportFlags_| viewport.Flags & flag as sys::ImGuiViewportFlags != 0;
    Some(Asked {
        id: Id::from(viewport.ID),
        pos: [viewport.Pos.x, viewport.Pos.y],
        size: [viewport.Size.x, viewport.Size.y],
        undecorated: flag(sys::ImGuiViewportFlags_NoDecoration),
        no_focus_on_appearing: flag(sys::ImGuiViewportFlags_NoFocusOnAppearing),
    })
}

/// A callback taking only the viewport: runs `call` on it and the queue.
///
/// # Safety
///
/// As [`asked`].
unsafe fn on(viewport: *const sys::ImGuiViewport, call: impl FnOnce(Queue<'_>, &Asked)) {
    // SAFETY: the caller's contract.
    if let Some(asked) = unsafe { asked(viewport) } {
        with_queue(|queue| call(queue, &asked));
    }
}

unsafe extern "C" fn create_window(viewport: *mut sys::ImGuiViewport) {
    // SAFETY: imgui passes a live viewport (here and in every callback below).
    unsafe { on(viewport, |queue, asked| queue.create_window(asked)) };
}

unsafe extern "C" fn destroy_window(viewport: *mut sys::ImGuiViewport) {
    // imgui clears the viewport's handle itself.
    unsafe { on(viewport, |queue, asked| queue.destroy_window(asked)) };
}

unsafe extern "C" fn show_window(viewport: *mut sys::ImGuiViewport) {
    unsafe { on(viewport, |queue, asked| queue.show_window(asked)) };
}

unsafe extern "C" fn set_window_focus(viewport: *mut sys::ImGuiViewport) {
    unsafe { on(viewport, |queue, asked| queue.set_window_focus(asked)) };
}

unsafe extern "C" fn get_window_focus(viewport: *mut sys::ImGuiViewport) -> bool {
    let mut focused = false;
    unsafe { on(viewport, |queue, asked| focused = queue.window_focus(asked)) };
    focused
}

unsafe extern "C" fn get_window_minimized(viewport: *mut sys::ImGuiViewport) -> bool {
    let mut minimized = false;
    unsafe {
        on(viewport, |queue, asked| {
            minimized = queue.window_minimized(asked)
        })
    };
    minimized
}

unsafe extern "C" fn set_window_pos(viewport: *mut sys::ImGuiViewport, pos: *const sys::ImVec2) {
    if let Some(pos) = unsafe { pos.as_ref() } {
        unsafe {
            on(viewport, |queue, asked| {
                queue.set_window_pos(asked, [pos.x, pos.y])
            })
        };
    }
}

unsafe extern "C" fn set_window_size(viewport: *mut sys::ImGuiViewport, size: *const sys::ImVec2) {
    if let Some(size) = unsafe { size.as_ref() } {
        unsafe {
            on(viewport, |queue, asked| {
                queue.set_window_size(asked, [size.x, size.y])
            })
        };
    }
}

/// Writes `value` to imgui's out-parameter.
fn answer(out: *mut sys::ImVec2, [x, y]: [f32; 2]) {
    // SAFETY: imgui passes a valid out-parameter (null is skipped).
    if let Some(out) = unsafe { out.as_mut() } {
        *out = sys::ImVec2 { x, y };
    }
}

unsafe extern "C" fn get_window_pos(viewport: *mut sys::ImGuiViewport, out: *mut sys::ImVec2) {
    unsafe {
        on(viewport, |queue, asked| {
            answer(out, queue.window_pos(asked))
        })
    };
}

unsafe extern "C" fn get_window_size(viewport: *mut sys::ImGuiViewport, out: *mut sys::ImVec2) {
    unsafe {
        on(viewport, |queue, asked| {
            answer(out, queue.window_size(asked))
        })
    };
}

unsafe extern "C" fn get_window_framebuffer_scale(
    viewport: *mut sys::ImGuiViewport,
    out: *mut sys::ImVec2,
) {
    unsafe {
        on(viewport, |queue, _| {
            let scale = queue.framebuffer_scale();
            answer(out, [scale, scale]);
        });
    };
}

unsafe extern "C" fn set_window_title(viewport: *mut sys::ImGuiViewport, title: *const c_char) {
    if title.is_null() {
        return;
    }
    // SAFETY: imgui passes a NUL-terminated title, alive for the call.
    let title = unsafe { CStr::from_ptr(title) }.to_string_lossy();
    unsafe {
        on(viewport, |queue, asked| {
            queue.set_window_title(asked, &title)
        })
    };
}

unsafe extern "C" fn set_window_alpha(_viewport: *mut sys::ImGuiViewport, _alpha: f32) {
    // winit has no window opacity; imgui's own alpha still applies to what it draws.
}

/// Installs the callbacks over `desktop` and sets the flags saying this platform and
/// renderer do viewports; the main viewport's id. Before the first frame (dear-imgui-rs
/// refuses viewports turned on at the second).
pub fn install(imgui: &mut imgui::Context, desktop: &SharedDesktop) -> Id {
    DESKTOP.with(|shared| *shared.borrow_mut() = Some(desktop.clone()));
    let io = imgui.io_mut();
    io.set_config_flags(io.config_flags() | imgui::ConfigFlags::VIEWPORTS_ENABLE);
    // Per-monitor text size: `style.FontScaleDpi` follows the current viewport's monitor.
    io.set_config_dpi_scale_fonts(true);
    let flags = io.backend_flags()
        | imgui::BackendFlags::PLATFORM_HAS_VIEWPORTS
        | imgui::BackendFlags::RENDERER_HAS_VIEWPORTS;
    io.set_backend_flags(flags);
    // SAFETY: every callback is a plain function that never unwinds, reads only what imgui
    // passes it for the length of the call, and reaches the runner's state through the
    // thread-local above, which outlives them (cleared in `tear_down`, after imgui's last
    // call).
    unsafe {
        let platform = imgui.platform_io_mut();
        platform.set_platform_create_window_raw(Some(create_window));
        platform.set_platform_destroy_window_raw(Some(destroy_window));
        platform.set_platform_show_window_raw(Some(show_window));
        platform.set_platform_set_window_pos_raw(Some(set_window_pos));
        platform.set_platform_get_window_pos_raw(Some(get_window_pos));
        platform.set_platform_set_window_size_raw(Some(set_window_size));
        platform.set_platform_get_window_size_raw(Some(get_window_size));
        platform.set_platform_get_window_framebuffer_scale_raw(Some(get_window_framebuffer_scale));
        platform.set_platform_set_window_focus_raw(Some(set_window_focus));
        platform.set_platform_get_window_focus_raw(Some(get_window_focus));
        platform.set_platform_get_window_minimized_raw(Some(get_window_minimized));
        platform.set_platform_set_window_title_raw(Some(set_window_title));
        platform.set_platform_set_window_alpha_raw(Some(set_window_alpha));
    }
    let main = imgui.main_viewport();
    // imgui checks the main viewport has a platform window: its handle is the shared
    // state's address, only ever compared with null.
    // SAFETY: imgui never dereferences a platform handle.
    unsafe { main.set_platform_handle(std::rc::Rc::as_ptr(desktop).cast_mut().cast()) };
    main.id()
}

/// Tells imgui the monitors; each one's `DpiScale` is its scale relative to the desktop's
/// (the main window's: imgui's units already carry that one), 1 where the main window is.
pub fn set_monitors(imgui: &mut imgui::Context, monitors: &[Monitor], desktop_scale: f32) {
    let monitors: Vec<sys::ImGuiPlatformMonitor> = monitors
        .iter()
        .map(|monitor| {
            let [x, y] = monitor.pos;
            let [width, height] = monitor.size;
            let mut raw = sys::ImGuiPlatformMonitor::default();
            raw.MainPos = sys::ImVec2 { x, y };
            raw.MainSize = sys::ImVec2 {
                x: width,
                y: height,
            };
            raw.WorkPos = raw.MainPos;
            raw.WorkSize = raw.MainSize;
            raw.DpiScale = monitor.scale / desktop_scale;
            raw
        })
        .collect();
    // SAFETY: finite positions, positive sizes and scales (the caller filters the rest).
    unsafe { imgui.platform_io_mut().set_monitors(&monitors) };
}

/// Each viewport of the frame just rendered, with its draw data.
pub fn each_drawn(imgui: &imgui::Context, mut draw: impl FnMut(Id, &imgui::DrawData)) {
    for viewport in imgui.platform_io().viewports_iter() {
        let raw = viewport.draw_data();
        // SAFETY: after `render`, a viewport's draw data lives until the next frame starts;
        // `DrawData` is a transparent view of `ImDrawData`.
        if let Some(raw) = unsafe { raw.as_ref() } {
            draw(viewport.id(), unsafe { imgui::DrawData::from_raw(raw) });
        }
    }
}

/// Writes what the OS asked of viewport `id`'s window (closed, moved or resized by the
/// user) where imgui reads it in its next frame.
pub fn tell(imgui: &mut imgui::Context, id: Id, request: OsRequest) {
    let Some(viewport) = imgui
        .platform_io_mut()
        .viewports_iter_mut()
        .find(|viewport| viewport.id() == id)
    else {
        return;
    };
    match request {
        OsRequest::Close => viewport.set_platform_request_close(true),
        OsRequest::Move(news) => viewport.set_platform_request_move(news),
        OsRequest::Resize => viewport.set_platform_request_resize(true),
    }
}

/// Before the context goes: imgui destroys every viewport's window (1.92 asserts none is
/// left when its context is destroyed), then the callbacks lose the runner's state.
pub fn tear_down(imgui: &mut imgui::Context) {
    if let Err(error) = imgui.destroy_platform_windows() {
        log::error!("imgui's viewport windows could not be destroyed: {error}");
    }
    DESKTOP.with(|shared| *shared.borrow_mut() = None);
}
