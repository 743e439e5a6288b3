//! The OS windows of imgui's secondary viewports, each with its own surface, drawn by the
//! app's one renderer; and their events back into imgui, with pointer positions on the
//! desktop.
//!
//! Lifetimes: a viewport's window and surface are made when imgui creates the viewport
//! ([`Request::Create`], carried out by [`ViewportWindows::apply`]) and dropped, surface
//! first, when imgui destroys it ([`Request::Destroy`]). The renderer keeps nothing per
//! viewport: its per-frame caches are cleared at `new_frame` as for one window, and its
//! vertex space is shared by every `render` of the frame.

use std::collections::HashMap;
use std::sync::Arc;

use imgui::{BackendFlags, ConfigFlags, Id, PlatformMonitor};
use imgui_webgpu::{RenderError, Renderer};
use winit::dpi::{PhysicalPosition, PhysicalSize};
use winit::event::WindowEvent;
use winit::event_loop::ActiveEventLoop;
use winit::window::{Window, WindowId};

use super::requests::{
    Desktop, Known, QueuedPlatform, Request, RunnerRendersViewports, SharedDesktop,
};
use crate::platform::Platform;
use crate::runner::idle::Fingerprint;
use crate::runner::surface::WindowSurface;

/// One secondary viewport's window and surface.
struct ViewportWindow {
    /// Declared before the window: dropped first.
    surface: Option<wgpu::Surface<'static>>,
    config: wgpu::SurfaceConfiguration,
    window: Arc<Window>,
    /// What its surface shows, if known.
    on_screen: Option<Fingerprint>,
    /// Present the next frame even if it draws the same (new, resized, exposed).
    must_present: bool,
}

/// What the viewports did so far (for the probe and the tests).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ViewportCounts {
    /// OS windows open now.
    pub open: usize,
    /// OS windows made so far.
    pub created: u64,
    /// OS windows closed so far.
    pub destroyed: u64,
    /// Frames presented into secondary viewports.
    pub presented: u64,
}

/// Every secondary viewport's window, and the state shared with imgui's platform backend.
pub struct ViewportWindows {
    desktop: SharedDesktop,
    windows: HashMap<Id, ViewportWindow>,
    by_window: HashMap<WindowId, Id>,
    main_window: WindowId,
    /// Device pixels per imgui unit on the whole desktop: the main window's scale.
    scale: f64,
    /// Which window last reported the pointer (a `CursorLeft` of another one is stale).
    pointer_in: Option<WindowId>,
    /// Which windows have the keyboard focus (imgui hears of the app's focus as a whole).
    focused: HashMap<WindowId, bool>,
    app_focused: bool,
    counts: ViewportCounts,
}

impl ViewportWindows {
    /// Turns imgui's viewports on for `imgui`, whose main viewport is `main_window`: the
    /// platform backend, the flags saying this backend and renderer do viewports, and the
    /// monitors.
    pub fn install(imgui: &mut imgui::Context, main_window: &Window) -> Self {
        let desktop = SharedDesktop::default();
        desktop.borrow_mut().main = Some(imgui.main_viewport().id);
        // imgui checks the main viewport has a platform window: its handle is the desktop
        // state's address, only ever compared with null.
        imgui.main_viewport_mut().platform_handle = std::rc::Rc::as_ptr(&desktop).cast_mut().cast();
        imgui.set_platform_backend(QueuedPlatform {
            desktop: desktop.clone(),
        });
        imgui.set_renderer_backend(RunnerRendersViewports);
        let io = imgui.io_mut();
        io.config_flags.insert(ConfigFlags::VIEWPORTS_ENABLE);
        io.backend_flags
            .insert(BackendFlags::PLATFORM_HAS_VIEWPORTS | BackendFlags::RENDERER_HAS_VIEWPORTS);
        let mut windows = Self {
            desktop,
            windows: HashMap::new(),
            by_window: HashMap::new(),
            main_window: main_window.id(),
            scale: main_window.scale_factor(),
            pointer_in: None,
            focused: HashMap::new(),
            app_focused: true,
            counts: ViewportCounts::default(),
        };
        windows.update_monitors(imgui, main_window);
        windows
    }

    /// What the viewports did so far.
    pub fn counts(&self) -> ViewportCounts {
        ViewportCounts {
            open: self.windows.len(),
            ..self.counts
        }
    }

    /// Tells imgui the monitors, in its desktop units (at least one: imgui needs one).
    pub fn update_monitors(&mut self, imgui: &mut imgui::Context, main_window: &Window) {
        self.scale = main_window.scale_factor();
        let scale = self.scale as f32;
        let mut monitors: Vec<PlatformMonitor> = main_window
            .available_monitors()
            .map(|monitor| {
                let pos = monitor.position();
                let size = monitor.size();
                let main_pos = [pos.x as f32 / scale, pos.y as f32 / scale];
                let main_size = [size.width as f32 / scale, size.height as f32 / scale];
                PlatformMonitor {
                    main_pos,
                    main_size,
                    work_pos: main_pos,
                    work_size: main_size,
                    dpi_scale: monitor.scale_factor() as f32,
                }
            })
            .filter(|monitor| monitor.main_size.iter().all(|side| *side > 0.0))
            .collect();
        if monitors.is_empty() {
            // No monitor reported: one as large as the main window, where it is.
            let size = main_window.inner_size();
            let main_size = [size.width as f32 / scale, size.height as f32 / scale];
            monitors.push(PlatformMonitor {
                main_pos: [0.0, 0.0],
                main_size,
                work_pos: [0.0, 0.0],
                work_size: main_size,
                dpi_scale: scale,
            });
        }
        imgui
            .platform_io_mut()
            .monitors
            .replace_from_slice(&monitors);
    }

    /// Before `imgui.new_frame()`: where the main window is on the desktop (imgui's pointer
    /// positions are desktop positions with viewports on), whether it has the focus or is
    /// minimised, and where each secondary window is.
    pub fn before_frame(&mut self, main_window: &Window, platform: &mut Platform) {
        let main_origin = self.origin_of(main_window);
        platform.set_desktop_origin(main_origin);
        let size = main_window.inner_size();
        let main_known = Known {
            pos: main_origin,
            size: self.to_desktop([size.width as f32, size.height as f32]),
            focused: self.focused.get(&self.main_window).copied().unwrap_or(true),
            minimized: main_window.is_minimized().unwrap_or(false),
        };
        let mut known = Vec::new();
        for (id, viewport) in &self.windows {
            let size = viewport.window.inner_size();
            known.push((
                *id,
                self.origin_of(&viewport.window),
                self.to_desktop([size.width as f32, size.height as f32]),
                viewport.window.is_minimized().unwrap_or(false),
                self.focused
                    .get(&viewport.window.id())
                    .copied()
                    .unwrap_or(false),
            ));
        }
        let mut desktop = self.desktop.borrow_mut();
        let Desktop {
            main, known: all, ..
        } = &mut *desktop;
        if let Some(main) = main {
            all.insert(*main, main_known);
        }
        for (id, pos, size, minimized, focused) in known {
            all.insert(
                id,
                Known {
                    pos,
                    size,
                    focused,
                    minimized,
                },
            );
        }
    }

    /// After `imgui.update_platform_windows()`: carries out what imgui asked (windows made,
    /// shown, moved, resized, focused, titled, closed), with `output`'s device and formats.
    pub fn apply(&mut self, event_loop: &ActiveEventLoop, output: &WindowSurface, probing: bool) {
        let requests = std::mem::take(&mut self.desktop.borrow_mut().requests);
        for request in requests {
            match request {
                Request::Create {
                    id,
                    pos,
                    size,
                    decorated,
                } => self.create(event_loop, output, id, pos, size, decorated, probing),
                Request::Destroy(id) => {
                    if let Some(viewport) = self.windows.remove(&id) {
                        let window_id = viewport.window.id();
                        self.by_window.remove(&window_id);
                        self.focused.remove(&window_id);
                        if self.pointer_in == Some(window_id) {
                            self.pointer_in = None;
                        }
                        // The surface goes before its window (field order).
                        drop(viewport);
                        self.counts.destroyed += 1;
                        if probing {
                            crate::runner::probe::say(format_args!(
                                "viewport-destroyed open={}",
                                self.windows.len()
                            ));
                        }
                    }
                }
                Request::Show { id, focus } => {
                    if let Some(viewport) = self.windows.get(&id) {
                        viewport.window.set_visible(true);
                        if focus {
                            viewport.window.focus_window();
                        }
                    }
                }
                Request::Move(id, pos) => {
                    if let Some(viewport) = self.windows.get(&id) {
                        viewport
                            .window
                            .set_outer_position(self.to_physical_position(pos));
                    }
                }
                Request::Resize(id, size) => {
                    if let Some(viewport) = self.windows.get(&id) {
                        let _ = viewport
                            .window
                            .request_inner_size(self.to_physical_size(size));
                    }
                }
                Request::Focus(id) => {
                    if let Some(viewport) = self.windows.get(&id) {
                        viewport.window.focus_window();
                    }
                }
                Request::Title(id, title) => {
                    if let Some(viewport) = self.windows.get(&id) {
                        viewport.window.set_title(&title);
                    }
                }
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn create(
        &mut self,
        event_loop: &ActiveEventLoop,
        output: &WindowSurface,
        id: Id,
        pos: [f32; 2],
        size: [f32; 2],
        decorated: bool,
        probing: bool,
    ) {
        let attributes = Window::default_attributes()
            .with_visible(false)
            .with_decorations(decorated)
            .with_position(self.to_physical_position(pos))
            .with_inner_size(self.to_physical_size(size));
        let window = match event_loop.create_window(attributes) {
            Ok(window) => Arc::new(window),
            Err(error) => {
                log::error!("imgui asked for a viewport window, and none could be made: {error}");
                return;
            }
        };
        let physical = window.inner_size();
        let mut config = output.config.clone();
        [config.width, config.height] = clamp(&output.device, [physical.width, physical.height]);
        let surface = match output.instance.create_surface(window.clone()) {
            Ok(surface) => {
                let formats = surface.get_capabilities(&output.adapter).formats;
                if formats.contains(&config.format) {
                    surface.configure(&output.device, &config);
                    Some(surface)
                } else {
                    log::error!(
                        "a viewport window's surface offers {formats:?}, not the main window's \
                         {:?}: it stays empty",
                        config.format
                    );
                    None
                }
            }
            Err(error) => {
                log::error!("a viewport window has no surface: {error}");
                None
            }
        };
        self.by_window.insert(window.id(), id);
        self.counts.created += 1;
        if probing {
            crate::runner::probe::say(format_args!(
                "viewport-created window {} at {:.0},{:.0} size {:.0}x{:.0} open={}",
                u64::from(window.id()),
                pos[0],
                pos[1],
                size[0],
                size[1],
                self.windows.len() + 1
            ));
        }
        self.windows.insert(
            id,
            ViewportWindow {
                surface,
                config,
                window,
                on_screen: None,
                must_present: true,
            },
        );
    }

    /// Draws every secondary viewport of the frame just rendered into its window, with the
    /// app's one renderer (in the same frame as the main window: one `new_frame`), and
    /// presents those that show something new, or all of them when `every` (as the main
    /// window: the app drew into the frame's encoder, so its textures and paint callbacks
    /// may show something new with the same draw data, or idling is off).
    pub fn render(
        &mut self,
        imgui: &imgui::Context,
        renderer: &mut Renderer,
        output: &WindowSurface,
        background: wgpu::Color,
        every: bool,
    ) {
        let main = imgui.main_viewport().id;
        for viewport in imgui.viewports() {
            if viewport.id == main {
                continue;
            }
            let Some(window) = self.windows.get_mut(&viewport.id) else {
                continue;
            };
            let Some(surface) = window.surface.as_ref() else {
                continue;
            };
            if window.window.is_minimized() == Some(true) {
                continue;
            }
            let draw_data = viewport.draw_data();
            let size = [window.config.width, window.config.height];
            let fingerprint = Fingerprint::of(draw_data, size);
            if window.on_screen == Some(fingerprint) && !window.must_present && !every {
                continue;
            }
            let frame = match surface.get_current_texture() {
                wgpu::CurrentSurfaceTexture::Success(frame)
                | wgpu::CurrentSurfaceTexture::Suboptimal(frame) => frame,
                wgpu::CurrentSurfaceTexture::Outdated | wgpu::CurrentSurfaceTexture::Lost => {
                    surface.configure(&output.device, &window.config);
                    window.must_present = true;
                    continue;
                }
                _ => continue,
            };
            let view = frame.texture.create_view(&wgpu::TextureViewDescriptor {
                format: Some(output.view_format),
                ..Default::default()
            });
            let mut encoder =
                output
                    .device
                    .create_command_encoder(&wgpu::CommandEncoderDescriptor {
                        label: Some("imgui-webgpu-app viewport"),
                    });
            let report = {
                let mut pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
                    label: Some("imgui-webgpu-app viewport ui"),
                    color_attachments: &[Some(wgpu::RenderPassColorAttachment {
                        view: &view,
                        depth_slice: None,
                        resolve_target: None,
                        ops: wgpu::Operations {
                            load: wgpu::LoadOp::Clear(background),
                            store: wgpu::StoreOp::Store,
                        },
                    })],
                    ..Default::default()
                });
                renderer.render(draw_data, &mut pass, size)
            };
            match report {
                Ok(report) => {
                    for skipped in &report.skipped {
                        log::warn!("skipped imgui command in a viewport: {skipped:?}");
                    }
                }
                Err(RenderError::DeviceLost(_)) => return,
                Err(error) => log::error!("a viewport could not be drawn: {error}"),
            }
            output.queue.submit([encoder.finish()]);
            window.window.pre_present_notify();
            output.queue.present(frame);
            window.on_screen = Some(fingerprint);
            window.must_present = false;
            self.counts.presented += 1;
        }
    }

    /// Moves every viewport's surface to `output`'s device (after a device loss).
    pub fn move_to(&mut self, output: &WindowSurface) {
        for window in self.windows.values_mut() {
            if let Some(surface) = &window.surface {
                surface.configure(&output.device, &window.config);
            }
            window.must_present = true;
        }
    }

    /// Whether `window` is one of the viewports' windows.
    pub fn owns(&self, window: WindowId) -> bool {
        self.by_window.contains_key(&window)
    }

    /// Feeds an event of any of the app's windows (the main one's too) to imgui, and to what
    /// imgui knows of the viewports; `true` when it was input (a reason to draw a frame).
    ///
    /// The main window's own events also go through the runner (resize, close, redraw);
    /// this only decides what imgui hears of them.
    pub fn handle(
        &mut self,
        imgui: &mut imgui::Context,
        platform: &mut Platform,
        output: &WindowSurface,
        window_id: WindowId,
        event: &WindowEvent,
    ) -> bool {
        let viewport = self.by_window.get(&window_id).copied();
        match event {
            WindowEvent::CursorMoved { .. } => self.pointer_in = Some(window_id),
            WindowEvent::CursorLeft { .. } => {
                // Another window already has the pointer, or a button is held (the window
                // that was pressed keeps the pointer while it is dragged out of it).
                let held = imgui.io().mouse_down.iter().any(|down| *down);
                if self.pointer_in != Some(window_id) || held {
                    return false;
                }
                self.pointer_in = None;
            }
            WindowEvent::Focused(focused) => {
                self.focused.insert(window_id, *focused);
                let any = self.focused.values().any(|focused| *focused);
                if any == self.app_focused {
                    return false;
                }
                self.app_focused = any;
                return platform.handle_event(imgui, &WindowEvent::Focused(any));
            }
            _ => {}
        }
        let Some(id) = viewport else {
            return platform.handle_event(imgui, event);
        };
        if let Some(viewport) = imgui.viewport_by_id_mut(id) {
            match event {
                WindowEvent::CloseRequested => viewport.platform_request_close = true,
                WindowEvent::Moved(_) => viewport.platform_request_move = true,
                WindowEvent::Resized(_) => viewport.platform_request_resize = true,
                _ => {}
            }
        }
        match event {
            WindowEvent::Resized(size) => {
                if let Some(window) = self.windows.get_mut(&id) {
                    let size = clamp(&output.device, [size.width, size.height]);
                    if size != [window.config.width, window.config.height] && !size.contains(&0) {
                        [window.config.width, window.config.height] = size;
                        if let Some(surface) = &window.surface {
                            surface.configure(&output.device, &window.config);
                        }
                    }
                    window.must_present = true;
                }
                true
            }
            WindowEvent::Moved(_) | WindowEvent::CloseRequested => true,
            WindowEvent::RedrawRequested => {
                if let Some(window) = self.windows.get_mut(&id) {
                    window.must_present = true;
                }
                true
            }
            // One scale for the whole desktop: the main window's.
            WindowEvent::ScaleFactorChanged { .. } => true,
            _ => {
                let origin = self
                    .windows
                    .get(&id)
                    .map_or([0.0, 0.0], |window| self.origin_of(&window.window));
                platform.handle_event_at(imgui, event, origin)
            }
        }
    }

    /// Where `window`'s client area is on the desktop, in imgui units.
    fn origin_of(&self, window: &Window) -> [f32; 2] {
        let position = window
            .inner_position()
            .unwrap_or(PhysicalPosition::new(0, 0));
        self.to_desktop([position.x as f32, position.y as f32])
    }

    fn to_desktop(&self, physical: [f32; 2]) -> [f32; 2] {
        physical.map(|value| value / self.scale as f32)
    }

    fn to_physical_position(&self, pos: [f32; 2]) -> PhysicalPosition<i32> {
        let [x, y] = pos.map(|value| (f64::from(value) * self.scale).round() as i32);
        PhysicalPosition::new(x, y)
    }

    fn to_physical_size(&self, size: [f32; 2]) -> PhysicalSize<u32> {
        let [width, height] =
            size.map(|value| (f64::from(value) * self.scale).round().max(1.0) as u32);
        PhysicalSize::new(width, height)
    }
}

/// `pixels` with each side at least 1 and at most the device's largest texture.
fn clamp(device: &wgpu::Device, pixels: [u32; 2]) -> [u32; 2] {
    let max_side = device.limits().max_texture_dimension_2d;
    pixels.map(|side| side.clamp(1, max_side))
}
