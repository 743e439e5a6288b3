//! imgui's multi-viewport on the desktop (natively, with the `docking` feature): what the
//! viewports' queued requests ask of the windows (made, shown, moved, resized, focused,
//! titled, closed), the desktop imgui sees (every window's position in its units, the
//! monitors, the focus of the app as a whole), and each window's events at its desktop
//! position. The requests come from [`crate::viewports`].

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Instant;

use crate::binding::{IoAccess, Renderer};
use imgui::Id;
use winit::dpi::{PhysicalPosition, PhysicalSize};
use winit::event::WindowEvent;
use winit::event_loop::ActiveEventLoop;
use winit::window::{Window, WindowId};

use super::Windows;
use super::moves::Report;
use super::pointer::DesktopPointer;
use super::window::{AppWindow, Drawn};
use crate::gpu::Gpu;
use crate::platform::Platform;
use crate::probe;
use crate::viewports::requests::{Desktop as Shared, Known, Request, SharedDesktop};
use crate::viewports::{Monitor, OsRequest, binding};

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

/// The desktop as imgui sees it, and the state shared with its platform backend.
#[derive(Debug)]
pub struct Desktop {
    shared: SharedDesktop,
    /// Device pixels per imgui unit on the whole desktop: the main window's scale.
    scale: f64,
    /// Which window last reported the pointer (a `CursorLeft` of another one is stale).
    pointer_in: Option<WindowId>,
    /// Which windows have the keyboard focus (imgui hears of the app's focus as a whole).
    focused: HashMap<WindowId, bool>,
    app_focused: bool,
    counts: ViewportCounts,
    /// imgui's cursor in the last frame built, and whether imgui draws it itself.
    cursor: (Option<imgui::MouseCursor>, bool),
    /// Where the pointer is now, asked before each frame.
    pointer: DesktopPointer,
}

impl Windows {
    /// Turns imgui's viewports on: the platform callbacks, the flags saying this platform and
    /// renderer do viewports, and the monitors. The main window shows the main viewport.
    /// Before the first frame.
    pub fn enable_viewports(&mut self, imgui: &mut imgui::Context) {
        let shared = SharedDesktop::default();
        let main = binding::install(imgui, &shared);
        self.all[0].viewport = Some(main);
        self.desktop = Some(Desktop {
            shared,
            scale: self.all[0].window.scale_factor(),
            pointer_in: None,
            focused: HashMap::new(),
            app_focused: true,
            counts: ViewportCounts::default(),
            cursor: (Some(imgui::MouseCursor::Arrow), false),
            pointer: DesktopPointer::new(&self.all[0].window),
        });
        self.update_monitors(imgui);
    }

    /// What the viewports did so far, if they are on.
    pub fn viewport_counts(&self) -> Option<ViewportCounts> {
        let desktop = self.desktop.as_ref()?;
        Some(ViewportCounts {
            open: self.all.len() - 1,
            ..desktop.counts
        })
    }

    /// Tells imgui the monitors, in its desktop units (at least one: imgui needs one).
    pub fn update_monitors(&mut self, imgui: &mut imgui::Context) {
        let main_window = &self.all[0].window;
        let Some(desktop) = self.desktop.as_mut() else {
            return;
        };
        desktop.scale = main_window.scale_factor();
        let scale = desktop.scale as f32;
        desktop.shared.borrow_mut().scale = scale;
        let mut monitors: Vec<Monitor> = main_window
            .available_monitors()
            .map(|monitor| {
                let pos = monitor.position();
                let size = monitor.size();
                Monitor {
                    pos: [pos.x as f32 / scale, pos.y as f32 / scale],
                    size: [size.width as f32 / scale, size.height as f32 / scale],
                    scale: monitor.scale_factor() as f32,
                }
            })
            .filter(|monitor| {
                monitor.size.iter().all(|side| *side > 0.0)
                    && monitor.scale.is_finite()
                    && monitor.scale > 0.0
            })
            .collect();
        if monitors.is_empty() {
            // No monitor reported: one as large as the main window, where it is.
            let size = main_window.inner_size();
            monitors.push(Monitor {
                pos: [0.0, 0.0],
                size: [size.width as f32 / scale, size.height as f32 / scale],
                scale,
            });
        }
        binding::set_monitors(imgui, &monitors, scale);
    }

    /// Before `imgui.new_frame()`: where each window is on the desktop (imgui's pointer
    /// positions are desktop positions with viewports on), whether it has the focus or is
    /// minimised, and, while the pointer is in one of the app's windows or drags from one,
    /// where the pointer is now ([`DesktopPointer`]).
    pub fn before_frame(&mut self, imgui: &mut imgui::Context, platform: &mut Platform) {
        let Some(desktop) = self.desktop.as_ref() else {
            return;
        };
        let dragging = imgui.io().button_held();
        if desktop.app_focused && (desktop.pointer_in.is_some() || dragging) {
            if let Some(position) = desktop.pointer.position() {
                let at = desktop.to_desktop(position);
                if imgui.io().pointer() != at {
                    imgui.io_mut().add_mouse_pos_event(at);
                }
            }
        }
        platform.set_desktop_origin(desktop.origin_of(&self.all[0]));
        let mut shared = desktop.shared.borrow_mut();
        let Shared { known, .. } = &mut *shared;
        for (index, window) in self.all.iter().enumerate() {
            let Some(id) = window.viewport else { continue };
            let size = window.window.inner_size();
            known.insert(
                id,
                Known {
                    pos: desktop.origin_of(window),
                    size: desktop.to_desktop([size.width as f32, size.height as f32]),
                    focused: desktop
                        .focused
                        .get(&window.window.id())
                        .copied()
                        .unwrap_or(index == 0),
                    minimized: window.window.is_minimized().unwrap_or(false),
                },
            );
        }
    }

    /// After `imgui.update_platform_windows()`: carries out what imgui asked.
    pub fn apply_requests(&mut self, event_loop: &ActiveEventLoop, gpu: &Gpu) {
        let Some(desktop) = self.desktop.as_ref() else {
            return;
        };
        let requests = std::mem::take(&mut desktop.shared.borrow_mut().requests);
        for request in requests {
            match request {
                Request::Create {
                    id,
                    pos,
                    size,
                    decorated,
                } => self.create(event_loop, gpu, id, pos, size, decorated),
                Request::Destroy(id) => self.destroy(id),
                Request::Show { id, focus } => {
                    if let Some(window) = self.viewport_window(id) {
                        window.set_visible(true);
                        if focus {
                            window.focus_window();
                        }
                    }
                }
                Request::Move(id, pos) => {
                    let Some(at) = self.desktop.as_ref().map(|d| d.to_physical_position(pos))
                    else {
                        continue;
                    };
                    if let Some(window) = self.all[1..]
                        .iter_mut()
                        .find(|window| window.viewport == Some(id))
                    {
                        window.window.set_outer_position(at);
                        window.moves.asked(at, Instant::now());
                    }
                }
                Request::Resize(id, size) => {
                    if let (Some(window), Some(desktop)) = (self.viewport_window(id), &self.desktop)
                    {
                        let _ = window.request_inner_size(desktop.to_physical_size(size));
                    }
                }
                Request::Focus(id) => {
                    if let Some(window) = self.viewport_window(id) {
                        window.focus_window();
                    }
                }
                Request::Title(id, title) => {
                    if let Some(window) = self.viewport_window(id) {
                        window.set_title(&title);
                    }
                }
            }
        }
    }

    /// The OS window of the secondary viewport `id`, if it has one.
    fn viewport_window(&self, id: Id) -> Option<&Window> {
        self.all[1..]
            .iter()
            .find(|window| window.viewport == Some(id))
            .map(|window| &*window.window)
    }

    /// Opens a window for the viewport `id` with a surface like the main window's. A window
    /// whose surface cannot be made is closed again (logged): imgui draws the viewport
    /// nowhere until it is destroyed.
    fn create(
        &mut self,
        event_loop: &ActiveEventLoop,
        gpu: &Gpu,
        id: Id,
        pos: [f32; 2],
        size: [f32; 2],
        decorated: bool,
    ) {
        let Some(desktop) = self.desktop.as_mut() else {
            return;
        };
        let attributes = Window::default_attributes()
            .with_visible(false)
            .with_decorations(decorated)
            .with_position(desktop.to_physical_position(pos))
            .with_inner_size(desktop.to_physical_size(size));
        let window = match event_loop.create_window(attributes) {
            Ok(window) => Arc::new(window),
            Err(error) => {
                log::error!("imgui asked for a viewport window, and none could be made: {error}");
                return;
            }
        };
        let physical = window.inner_size();
        let surface = gpu
            .instance
            .create_surface(window.clone())
            .map_err(|error| error.to_string())
            .and_then(|surface| {
                self.all[0]
                    .surface
                    .like(gpu, surface, [physical.width, physical.height])
            });
        let surface = match surface {
            Ok(surface) => surface,
            Err(error) => {
                log::error!("a viewport window has no surface ({error}): it is not shown");
                return;
            }
        };
        desktop.counts.created += 1;
        probe::note(format_args!(
            "viewport-created window {} at {:.0},{:.0} size {:.0}x{:.0} open={}",
            u64::from(window.id()),
            pos[0],
            pos[1],
            size[0],
            size[1],
            self.all.len()
        ));
        self.all.push(AppWindow::new(window, surface, Some(id)));
    }

    /// Closes the window of the viewport `id`, its surface first.
    fn destroy(&mut self, id: Id) {
        let Some(index) = self.all[1..]
            .iter()
            .position(|window| window.viewport == Some(id))
            .map(|index| index + 1)
        else {
            return;
        };
        // The surface goes before its window (field order).
        let window = self.all.remove(index);
        if let Some(desktop) = self.desktop.as_mut() {
            let window_id = window.window.id();
            desktop.focused.remove(&window_id);
            if desktop.pointer_in == Some(window_id) {
                desktop.pointer_in = None;
            }
            desktop.counts.destroyed += 1;
        }
        drop(window);
        probe::note(format_args!(
            "viewport-destroyed open={}",
            self.all.len() - 1
        ));
    }

    /// Takes imgui's cursor of the frame being built (`Ui::mouse_cursor`, and whether imgui
    /// draws it itself), for [`Windows::draw_viewports`] to show on every viewport's window.
    pub fn want_cursor(&mut self, cursor: Option<imgui::MouseCursor>, imgui_draws_it: bool) {
        if let Some(desktop) = self.desktop.as_mut() {
            desktop.cursor = (cursor, imgui_draws_it);
        }
    }

    /// Draws every secondary viewport of the frame just rendered into its window, with the
    /// app's one renderer (in the same frame as the main window: one `new_frame`), and
    /// presents those that show something new, or all of them when `every` (as the main
    /// window: see [`AppWindow::draw`]); each shows imgui's cursor.
    pub fn draw_viewports(
        &mut self,
        imgui: &imgui::Context,
        gpu: &Gpu,
        renderer: &mut Renderer,
        background: wgpu::Color,
        every: bool,
    ) {
        let Some(desktop) = self.desktop.as_mut() else {
            return;
        };
        let mut lost = false;
        binding::each_drawn(imgui, |id, draw_data| {
            if lost {
                return;
            }
            let Some(window) = self.all[1..]
                .iter_mut()
                .find(|window| window.viewport == Some(id))
            else {
                return;
            };
            if window.window.is_minimized() == Some(true) {
                return;
            }
            let (cursor, imgui_draws_it) = desktop.cursor;
            window.cursor.update(&window.window, cursor, imgui_draws_it);
            match window.draw(gpu, renderer, draw_data, None, background, every) {
                Drawn::Presented(_) => desktop.counts.presented += 1,
                Drawn::DeviceLost => lost = true,
                Drawn::Unchanged | Drawn::NoFrame(_) => {}
            }
        });
    }

    /// Turns imgui's viewports off for good, before imgui's context goes: imgui destroys
    /// every viewport's window (Dear ImGui 1.92 asks this of a platform), and their windows
    /// and surfaces are dropped.
    pub fn disable_viewports(&mut self, imgui: &mut imgui::Context) {
        if self.desktop.is_none() {
            return;
        }
        binding::tear_down(imgui);
        self.all.truncate(1);
        self.all[0].viewport = None;
        self.desktop = None;
    }

    /// Tells imgui of `event` of the window at `index`, at the window's desktop position,
    /// and of the app's focus as a whole; `true` when it was input.
    pub(super) fn tell_imgui(
        &mut self,
        imgui: &mut imgui::Context,
        platform: &mut Platform,
        index: usize,
        event: &WindowEvent,
    ) -> bool {
        let Some(desktop) = self.desktop.as_mut() else {
            return platform.handle_event(imgui, event);
        };
        let mut moved = Report::Arrived;
        if let WindowEvent::Moved(outer) = event {
            let window = &mut self.all[index];
            moved = window.moves.reported(*outer, Instant::now(), || {
                window.window.outer_position().ok()
            });
            match moved {
                Report::Stale => return false,
                Report::Arrived | Report::News => {
                    window.client_at = Some(client_area_at(&window.window, *outer));
                }
            }
        }
        let window = &self.all[index];
        let window_id = window.window.id();
        match event {
            WindowEvent::CursorMoved { .. } => desktop.pointer_in = Some(window_id),
            WindowEvent::CursorLeft { .. } => {
                // Another window already has the pointer, or a button is held (the window
                // that was pressed keeps the pointer while it is dragged out of it).
                let held = imgui.io().button_held();
                if desktop.pointer_in != Some(window_id) || held {
                    return false;
                }
                desktop.pointer_in = None;
            }
            WindowEvent::Focused(focused) => {
                desktop.focused.insert(window_id, *focused);
                let any = desktop.focused.values().any(|focused| *focused);
                if any == desktop.app_focused {
                    return false;
                }
                desktop.app_focused = any;
                return platform.handle_event(imgui, &WindowEvent::Focused(any));
            }
            _ => {}
        }
        if index == 0 {
            if let WindowEvent::ScaleFactorChanged { .. } = event {
                let input = platform.handle_event(imgui, event);
                self.update_monitors(imgui);
                return input;
            }
            return platform.handle_event(imgui, event);
        }
        if let Some(id) = window.viewport {
            let request = match event {
                WindowEvent::CloseRequested => Some(OsRequest::Close),
                // Only the window manager's moves are news to imgui (see `moves`).
                WindowEvent::Moved(_) => Some(OsRequest::Move(moved == Report::News)),
                WindowEvent::Resized(_) => Some(OsRequest::Resize),
                _ => None,
            };
            if let Some(request) = request {
                binding::tell(imgui, id, request);
            }
        }
        match event {
            WindowEvent::Resized(_)
            | WindowEvent::Moved(_)
            | WindowEvent::CloseRequested
            | WindowEvent::RedrawRequested
            // One scale for the whole desktop: the main window's.
            | WindowEvent::ScaleFactorChanged { .. } => true,
            WindowEvent::CursorMoved { position, .. } => {
                let origin = desktop
                    .pointer_origin(*position)
                    .unwrap_or_else(|| desktop.origin_of(window));
                platform.handle_event_at(imgui, event, origin)
            }
            _ => platform.handle_event_at(imgui, event, desktop.origin_of(window)),
        }
    }
}

/// Where `window`'s client area is when its outer edge is at `outer` (a `Moved` event):
/// the window manager's frame, if any, is as wide as it is now.
fn client_area_at(window: &Window, outer: PhysicalPosition<i32>) -> PhysicalPosition<i32> {
    match (window.inner_position(), window.outer_position()) {
        (Ok(inner), Ok(now)) => {
            PhysicalPosition::new(outer.x + inner.x - now.x, outer.y + inner.y - now.y)
        }
        _ => outer,
    }
}

impl Desktop {
    /// Where `window`'s client area is on the desktop, in imgui units: where its events last
    /// placed it (see [`AppWindow::client_at`]), or where the system says it is now.
    fn origin_of(&self, window: &AppWindow) -> [f32; 2] {
        let position = window.client_at.unwrap_or_else(|| {
            window
                .window
                .inner_position()
                .unwrap_or(PhysicalPosition::new(0, 0))
        });
        self.to_desktop([position.x as f32, position.y as f32])
    }

    /// The origin that puts a pointer event at `position` in its window where the display
    /// server says the pointer is now, if it says. X11 gives pointer positions relative to
    /// the window, and the window's own position reaches the app separately, later, from
    /// the window manager: a window moved under a still pointer (imgui moving it a step of a
    /// title-bar drag) sends a pointer event relative to its new place before the report
    /// of that place, so a position made from the two took the pointer a step back, imgui
    /// moved the window there, and the window then jumped between two places and never
    /// followed the pointer to the end. The server's answer has no such race.
    fn pointer_origin(&self, position: PhysicalPosition<f64>) -> Option<[f32; 2]> {
        let [x, y] = self.pointer.position()?;
        Some(self.to_desktop([x - position.x as f32, y - position.y as f32]))
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
