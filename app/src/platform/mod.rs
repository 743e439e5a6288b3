//! The platform layer: winit 0.30 events to Dear ImGui's IO, natively and in browsers, for
//! apps that keep their own event loop (the runner, [`crate::run`], uses it too).
//!
//! [`Platform`] gives imgui the mouse, wheel, keyboard, text, input methods ([`ime`]),
//! touch ([`touch`]), cursor shapes ([`cursor`]), the system clipboard ([`clipboard`]), the
//! display's size and scale with a font atlas rebuilt at every new scale ([`fonts`]), the
//! frame time, and imgui's settings kept where the app asks ([`settings`]).
//!
//! Each frame, in this order:
//! 1. [`Platform::handle_event`] for every window event;
//! 2. [`Platform::prepare_frame`] before `imgui.new_frame()`;
//! 3. [`Platform::prepare_render`] after the UI is built, before `imgui.render()`.

pub mod clipboard;
pub mod cursor;
pub mod fonts;
mod glyphs;
pub mod ime;
mod input;
pub mod keys;
pub mod settings;
pub mod touch;
mod touch_target;

use crate::binding::{IoAccess, Renderer};
use imgui_webgpu::error::SetupError;
use web_time::Instant;
use winit::dpi::LogicalPosition;
use winit::event::WindowEvent;
use winit::window::Window;

use cursor::Cursor;
use fonts::{FontAtlasRef, FontSetup, Fonts};
use ime::Ime;
use input::InputState;
pub use settings::Settings;
pub use touch_target::ImguiTarget;

/// What the platform layer is asked to do beyond imgui's defaults.
#[derive(Default)]
#[non_exhaustive]
pub struct PlatformConfig {
    /// Where imgui's settings (`imgui.ini`) are kept: nowhere by default.
    pub settings: Settings,
    /// The app's fonts, added at each pixel scale; imgui's default font when `None`.
    pub fonts: Option<FontSetup>,
}

impl std::fmt::Debug for PlatformConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PlatformConfig")
            .field("settings", &self.settings)
            .field("fonts", &self.fonts.as_ref().map(|_| "custom"))
            .finish()
    }
}

impl PlatformConfig {
    /// Keeps imgui's settings in `settings` (a file natively, `localStorage` in browsers).
    pub fn with_settings(mut self, settings: Settings) -> Self {
        self.settings = settings;
        self
    }

    /// Adds the app's fonts with `setup` instead of imgui's default font. With Dear ImGui
    /// 1.89 (imgui-rs) it is called again whenever the scale changes, with a cleared atlas
    /// and the device pixels per imgui unit; with 1.92 (dear-imgui-rs), which rasterises
    /// fonts at every scale itself, once, with 1 (see [`fonts::FontAtlasRef`]).
    pub fn with_fonts(mut self, setup: impl FnMut(FontAtlasRef<'_>, f32) + 'static) -> Self {
        self.fonts = Some(Box::new(setup));
        self
    }
}

/// winit's events and window state into imgui, for one window (see the module's
/// documentation for the order of calls).
#[derive(Debug)]
pub struct Platform {
    input: InputState,
    cursor: Cursor,
    ime: Ime,
    fonts: Fonts,
    /// Typed and composed characters the font cannot draw, reported once each.
    glyphs: glyphs::MissingGlyphs,
    settings: Settings,
    /// When the last frame began (imgui's delta time).
    last_frame: Instant,
    /// Device pixels per logical pixel, as the window last reported it.
    scale: f64,
    /// Where the window's client area is in imgui's coordinates: zero, or its place on the
    /// desktop with imgui's viewports on.
    origin: [f32; 2],
    /// The browser's clipboard, read when the user pastes.
    #[cfg(target_arch = "wasm32")]
    clipboard: crate::web::clipboard::WebClipboard,
}

impl Platform {
    /// Attaches imgui to `window`: imgui's own `imgui.ini` handling is turned off, the settings
    /// kept where `config` says are loaded, the clipboard and input method are installed,
    /// and the font atlas is built at the window's scale (so `Renderer::new`, called after,
    /// uploads sharp text).
    pub fn new(imgui: &mut imgui::Context, window: &Window, config: PlatformConfig) -> Self {
        crate::binding::no_ini_file(imgui);
        crate::binding::set_platform_name(
            imgui,
            format!("imgui-webgpu-app {}", env!("CARGO_PKG_VERSION")),
        );
        imgui
            .io_mut()
            .add_platform_flags(cfg!(not(target_arch = "wasm32")));
        if let Some(text) = config.settings.load() {
            imgui.load_ini_settings(&text);
        }
        #[cfg(not(target_arch = "wasm32"))]
        clipboard::install(imgui);
        #[cfg(target_arch = "wasm32")]
        let clipboard = clipboard::install(imgui);
        Ime::install(imgui);
        let mut fonts = Fonts::new(config.fonts);
        let scale = window.scale_factor();
        fonts.ensure(imgui, scale as f32);
        #[cfg_attr(not(target_arch = "wasm32"), allow(unused_mut))]
        let mut ime = Ime::default();
        #[cfg(target_arch = "wasm32")]
        {
            use winit::platform::web::WindowExtWebSys;
            ime.agent = window
                .canvas()
                .and_then(crate::web::text_agent::TextAgent::new);
        }
        Self {
            input: InputState::default(),
            cursor: Cursor::default(),
            ime,
            fonts,
            glyphs: glyphs::MissingGlyphs::default(),
            settings: config.settings,
            last_frame: Instant::now(),
            scale,
            origin: [0.0, 0.0],
            #[cfg(target_arch = "wasm32")]
            clipboard,
        }
    }

    /// Feeds one window event to imgui. `true` when it was input (a reason to draw a frame).
    ///
    /// In browsers a paste (Ctrl+V, Cmd+V) reads the system clipboard asynchronously: imgui
    /// pastes the text at a [`Platform::prepare_frame`] shortly after (an app that waits for
    /// events draws frames for a while after a key press).
    pub fn handle_event(&mut self, imgui: &mut imgui::Context, event: &WindowEvent) -> bool {
        if let WindowEvent::ScaleFactorChanged { scale_factor, .. } = event {
            self.scale = *scale_factor;
            return true;
        }
        self.handle_event_at(imgui, event, self.origin)
    }

    /// Feeds one event of another window of the app to imgui (with imgui's viewports on, a
    /// viewport's OS window), whose client area is at `origin` on imgui's desktop. Its scale
    /// changes are not the main window's, so they are left out. `true` when it was input.
    pub fn handle_event_at(
        &mut self,
        imgui: &mut imgui::Context,
        event: &WindowEvent,
        origin: [f32; 2],
    ) -> bool {
        // In browsers the hidden text field taking the focus from the canvas (while imgui
        // wants text) is not the app losing it.
        if matches!(event, WindowEvent::Focused(false)) && self.ime.agent_active() {
            return false;
        }
        let input = match event {
            WindowEvent::ScaleFactorChanged { .. } => false,
            WindowEvent::Ime(ime) => {
                self.ime.handle(imgui.io_mut(), ime);
                true
            }
            _ => {
                let target = ImguiTarget::of(imgui);
                input::handle(
                    imgui.io_mut(),
                    &mut self.input,
                    event,
                    (self.scale, origin),
                    self.fonts.wheel_step(),
                    &target,
                )
            }
        };
        #[cfg(target_arch = "wasm32")]
        if self.input.take_paste() {
            self.clipboard.paste();
        }
        input
    }

    /// Before `imgui.new_frame()`: sets the frame time, the display's size (`surface_size`, the
    /// pixels the UI is drawn into, over the window's scale) and scale, rebuilds and uploads
    /// the font atlas if the scale changed, moves the system pointer where imgui asks, places
    /// the input method at imgui's text cursor, and saves imgui's settings when imgui asks.
    ///
    /// A lost device is not an error here: `Renderer::recover` uploads the rebuilt atlas.
    pub fn prepare_frame(
        &mut self,
        imgui: &mut imgui::Context,
        window: &Window,
        renderer: &mut Renderer,
        surface_size: [u32; 2],
    ) -> Result<(), SetupError> {
        let now = Instant::now();
        self.input.flush_text(imgui.io_mut());
        let target = ImguiTarget::of(imgui);
        self.input.before_frame(imgui.io_mut(), &target);
        #[cfg(target_arch = "wasm32")]
        self.ime.take_from_agent(imgui.io_mut());
        #[cfg(target_arch = "wasm32")]
        if self.clipboard.has_paste() {
            self.input.press_paste(imgui.io_mut());
        }
        imgui.io_mut().advance(now - self.last_frame);
        self.last_frame = now;
        let scale = self.scale as f32;
        let io = imgui.io_mut();
        io.set_display(surface_size.map(|side| side as f32 / scale), scale);
        if io.wants_set_mouse_pos() && cfg!(not(target_arch = "wasm32")) {
            let [x, y] = io.pointer();
            let [x, y] = [x - self.origin[0], y - self.origin[1]];
            let _ = window.set_cursor_position(LogicalPosition::new(x, y));
        }
        let wants_text = io.wants_text();
        self.ime.after_frame(window, wants_text);
        if imgui.io().wants_save_settings() {
            self.save_settings(imgui);
        }
        // With Dear ImGui 1.92 there is never an atlas to reload: imgui bakes glyphs at every
        // scale and hands them to the renderer with the frame.
        if self.fonts.ensure(imgui, scale) {
            crate::binding::reload_font_atlas(renderer, imgui)?;
        }
        Ok(())
    }

    /// After the UI is built, before `imgui.render()`: shows imgui's cursor shape and draws the
    /// text an input method is composing.
    pub fn prepare_render(&mut self, ui: &imgui::Ui, window: &Window) {
        self.input.touches.frame_built();
        self.cursor
            .update(window, ui.mouse_cursor(), ui.io().draws_cursor());
        self.ime.draw_preedit(ui);
        let typed = self.input.take_typed() + &self.ime.take_committed();
        for text in [typed.as_str(), self.ime.preedit()] {
            self.glyphs.check(text);
        }
    }

    /// The typed or composed characters imgui's font could not draw (each drawn as `?`), in
    /// the order they were first seen; each was reported once, with `log::warn!` (and in
    /// browsers on the console).
    pub fn missing_glyphs(&self) -> &str {
        self.glyphs.reported()
    }

    /// Saves imgui's settings where the app asked (nothing when it asked for none). The runner
    /// calls it at exit; an app with its own loop calls it when it exits.
    pub fn save_settings(&mut self, imgui: &mut imgui::Context) {
        imgui.io_mut().settings_saved();
        if self.settings == Settings::None {
            return;
        }
        let mut text = String::new();
        imgui.save_ini_settings(&mut text);
        self.settings.save(&text);
    }

    /// Sets the app's UI scale on top of the screen's (1 is imgui's size): the font atlas is
    /// rebuilt at the next [`Platform::prepare_frame`].
    pub fn set_ui_scale(&mut self, scale: f32) {
        self.fonts.set_ui_scale(scale);
    }

    /// The app's UI scale.
    pub fn ui_scale(&self) -> f32 {
        self.fonts.ui_scale()
    }

    /// Sets where the window's client area is in imgui's coordinates. Zero (the default)
    /// unless imgui's viewports are on: then imgui's pointer positions are desktop
    /// positions, and this is the window's place on the desktop, in imgui units (the
    /// runner's viewports set it before each frame).
    pub fn set_desktop_origin(&mut self, origin: [f32; 2]) {
        self.origin = origin;
    }

    /// Device pixels per logical pixel: the window's scale factor.
    pub fn scale_factor(&self) -> f64 {
        self.scale
    }

    /// Takes `scale` as the window's scale factor, as a `ScaleFactorChanged` event would: in
    /// browsers the runner reads `devicePixelRatio` itself, because winit's web backend
    /// misses some changes of it (DevTools' device emulation in Chromium 156).
    #[cfg(target_arch = "wasm32")]
    pub(crate) fn set_scale_factor(&mut self, scale: f64) {
        self.scale = scale;
    }

    /// The device pixels per imgui unit the font atlas was last rasterised for.
    pub fn font_pixel_scale(&self) -> Option<f32> {
        self.fonts.built_for()
    }

    /// The text an input method is composing now (empty when none).
    pub fn ime_preedit(&self) -> &str {
        self.ime.preedit()
    }
}
