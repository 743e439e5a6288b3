//! imgui-rs's side of multi-viewport (Dear ImGui 1.89): its `PlatformViewportBackend` trait
//! object, which passes each call to the shared [`Queue`], and the renderer backend imgui
//! needs installed (the runner draws every viewport itself); the monitors; the viewports'
//! draw data; the OS's requests written into a viewport.

use imgui::{Id, PlatformMonitor, PlatformViewportBackend, Viewport, ViewportFlags};

use super::requests::{Asked, Queue, SharedDesktop};
use super::{Monitor, OsRequest};

/// The `PlatformViewportBackend` imgui calls: it queues and answers (see [`Queue`]).
struct QueuedPlatform {
    desktop: SharedDesktop,
}

fn asked(viewport: &Viewport) -> Asked {
    Asked {
        id: viewport.id,
        pos: viewport.pos,
        size: viewport.size,
        undecorated: viewport.flags.contains(ViewportFlags::NO_DECORATION),
        no_focus_on_appearing: viewport
            .flags
            .contains(ViewportFlags::NO_FOCUS_ON_APPEARING),
    }
}

impl PlatformViewportBackend for QueuedPlatform {
    fn create_window(&mut self, viewport: &mut Viewport) {
        Queue(&self.desktop).create_window(&asked(viewport));
    }

    fn destroy_window(&mut self, viewport: &mut Viewport) {
        Queue(&self.desktop).destroy_window(&asked(viewport));
    }

    fn show_window(&mut self, viewport: &mut Viewport) {
        Queue(&self.desktop).show_window(&asked(viewport));
    }

    fn set_window_pos(&mut self, viewport: &mut Viewport, pos: [f32; 2]) {
        Queue(&self.desktop).set_window_pos(&asked(viewport), pos);
    }

    fn get_window_pos(&mut self, viewport: &mut Viewport) -> [f32; 2] {
        Queue(&self.desktop).window_pos(&asked(viewport))
    }

    fn set_window_size(&mut self, viewport: &mut Viewport, size: [f32; 2]) {
        Queue(&self.desktop).set_window_size(&asked(viewport), size);
    }

    fn get_window_size(&mut self, viewport: &mut Viewport) -> [f32; 2] {
        Queue(&self.desktop).window_size(&asked(viewport))
    }

    fn set_window_focus(&mut self, viewport: &mut Viewport) {
        Queue(&self.desktop).set_window_focus(&asked(viewport));
    }

    fn get_window_focus(&mut self, viewport: &mut Viewport) -> bool {
        Queue(&self.desktop).window_focus(&asked(viewport))
    }

    fn get_window_minimized(&mut self, viewport: &mut Viewport) -> bool {
        Queue(&self.desktop).window_minimized(&asked(viewport))
    }

    fn set_window_title(&mut self, viewport: &mut Viewport, title: &str) {
        Queue(&self.desktop).set_window_title(&asked(viewport), title);
    }

    fn set_window_alpha(&mut self, _viewport: &mut Viewport, _alpha: f32) {
        // winit has no window opacity; imgui's own alpha still applies to what it draws.
    }

    fn update_window(&mut self, _viewport: &mut Viewport) {}

    fn render_window(&mut self, _viewport: &mut Viewport) {
        // The runner draws every viewport itself, with the app's one renderer.
    }

    fn swap_buffers(&mut self, _viewport: &mut Viewport) {}

    fn create_vk_surface(
        &mut self,
        _viewport: &mut Viewport,
        _instance: u64,
        _out_surface: &mut u64,
    ) -> i32 {
        // Surfaces come from wgpu (`Instance::create_surface`), never through imgui.
        -1
    }
}

/// The renderer's side, which imgui needs installed to call the platform's: the runner
/// renders each viewport itself after `update_platform_windows`, so nothing happens here.
struct RunnerRendersViewports;

impl imgui::RendererViewportBackend for RunnerRendersViewports {
    fn create_window(&mut self, _viewport: &mut Viewport) {}
    fn destroy_window(&mut self, _viewport: &mut Viewport) {}
    fn set_window_size(&mut self, _viewport: &mut Viewport, _size: [f32; 2]) {}
    fn render_window(&mut self, _viewport: &mut Viewport) {}
    fn swap_buffers(&mut self, _viewport: &mut Viewport) {}
}

/// Installs the backends over `desktop` and sets the flags saying they do viewports; the
/// main viewport's id.
pub fn install(imgui: &mut imgui::Context, desktop: &SharedDesktop) -> Id {
    let main = imgui.main_viewport().id;
    // imgui checks the main viewport has a platform window: its handle is the shared
    // state's address, only ever compared with null.
    imgui.main_viewport_mut().platform_handle = std::rc::Rc::as_ptr(desktop).cast_mut().cast();
    imgui.set_platform_backend(QueuedPlatform {
        desktop: desktop.clone(),
    });
    imgui.set_renderer_backend(RunnerRendersViewports);
    let io = imgui.io_mut();
    io.config_flags.insert(imgui::ConfigFlags::VIEWPORTS_ENABLE);
    io.backend_flags.insert(
        imgui::BackendFlags::PLATFORM_HAS_VIEWPORTS | imgui::BackendFlags::RENDERER_HAS_VIEWPORTS,
    );
    main
}

/// Tells imgui the monitors; each one's `DpiScale` is the OS's scale of it (1.89 uses it
/// for nothing the app turns on).
pub fn set_monitors(imgui: &mut imgui::Context, monitors: &[Monitor], _desktop_scale: f32) {
    let monitors: Vec<PlatformMonitor> = monitors
        .iter()
        .map(|monitor| PlatformMonitor {
            main_pos: monitor.pos,
            main_size: monitor.size,
            work_pos: monitor.pos,
            work_size: monitor.size,
            dpi_scale: monitor.scale,
        })
        .collect();
    imgui
        .platform_io_mut()
        .monitors
        .replace_from_slice(&monitors);
}

/// Each viewport of the frame just rendered, with its draw data.
pub fn each_drawn(imgui: &imgui::Context, mut draw: impl FnMut(Id, &imgui::DrawData)) {
    for viewport in imgui.viewports() {
        draw(viewport.id, viewport.draw_data());
    }
}

/// Writes what the OS asked of viewport `id`'s window (closed, moved or resized by the
/// user) where imgui reads it in its next frame.
pub fn tell(imgui: &mut imgui::Context, id: Id, request: OsRequest) {
    if let Some(viewport) = imgui.viewport_by_id_mut(id) {
        match request {
            OsRequest::Close => viewport.platform_request_close = true,
            OsRequest::Move(news) => viewport.platform_request_move = news,
            OsRequest::Resize => viewport.platform_request_resize = true,
        }
    }
}

/// Before the context goes: nothing to do here (Dear ImGui 1.89's `DestroyContext` asks the
/// platform to destroy every viewport's window itself).
pub fn tear_down(_imgui: &mut imgui::Context) {}
