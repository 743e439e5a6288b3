//! What an app asks of the runner: its window, colours, vsync, idling, fonts and settings.

use crate::platform::fonts::{FontAtlasRef, FontSetup};
use crate::platform::{PlatformConfig, Settings};

use crate::colour::Colour;

/// How [`crate::run`] opens the window and draws.
#[non_exhaustive]
pub struct Options {
    /// The window's title (in browsers, the page's title).
    pub title: String,
    /// The window's size at start, in logical pixels (browsers fill the page).
    pub size: [u32; 2],
    /// Wait for the display's refresh when presenting (on by default).
    pub vsync: bool,
    /// How colours are blended: Dear ImGui's own look by default.
    pub colour: Colour,
    /// Wait for input when the UI draws the same (on by default): an idle UI costs next to
    /// nothing. Off, every frame is drawn and presented.
    pub idle: bool,
    /// The colour behind imgui's windows.
    pub background: wgpu::Color,
    /// Where imgui's settings are kept, and the app's fonts.
    pub platform: PlatformConfig,
    /// Dear ImGui's docking: windows dock into each other and into dock spaces (the
    /// `docking` feature; off by default). Natively and in browsers.
    #[cfg(feature = "docking")]
    pub docking: bool,
    /// Dear ImGui's multi-viewport: an imgui window dragged out of the main window becomes
    /// an OS window of its own (the `docking` feature; off by default). Native only: in
    /// browsers every imgui window stays inside the canvas.
    #[cfg(feature = "docking")]
    pub viewports: bool,
}

impl std::fmt::Debug for Options {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut options = f.debug_struct("Options");
        let options = options
            .field("title", &self.title)
            .field("size", &self.size)
            .field("vsync", &self.vsync)
            .field("colour", &self.colour)
            .field("idle", &self.idle)
            .field("background", &self.background)
            .field("platform", &self.platform);
        #[cfg(feature = "docking")]
        let options = options.field("docking", &self.docking);
        #[cfg(feature = "docking")]
        let options = options.field("viewports", &self.viewports);
        options.finish()
    }
}

impl Default for Options {
    fn default() -> Self {
        Self::new("Dear ImGui")
    }
}

impl Options {
    /// A window titled `title`, 1280x720, vsync on, Dear ImGui's colours, idling, settings
    /// kept nowhere.
    pub fn new(title: impl Into<String>) -> Self {
        Self {
            title: title.into(),
            size: [1280, 720],
            vsync: true,
            colour: Colour::default(),
            idle: true,
            background: wgpu::Color {
                r: 0.1,
                g: 0.1,
                b: 0.12,
                a: 1.0,
            },
            platform: PlatformConfig::default(),
            #[cfg(feature = "docking")]
            docking: false,
            #[cfg(feature = "docking")]
            viewports: false,
        }
    }

    /// The window's size at start, in logical pixels.
    pub fn with_size(mut self, width: u32, height: u32) -> Self {
        self.size = [width, height];
        self
    }

    /// Vsync on or off.
    pub fn with_vsync(mut self, vsync: bool) -> Self {
        self.vsync = vsync;
        self
    }

    /// How colours are blended.
    pub fn with_colour(mut self, colour: Colour) -> Self {
        self.colour = colour;
        self
    }

    /// Idle when nothing changes (the default), or draw every frame.
    pub fn with_idle(mut self, idle: bool) -> Self {
        self.idle = idle;
        self
    }

    /// The colour behind imgui's windows.
    pub fn with_background(mut self, background: wgpu::Color) -> Self {
        self.background = background;
        self
    }

    /// Keeps imgui's settings (`imgui.ini`) in `settings`.
    pub fn with_settings(mut self, settings: Settings) -> Self {
        self.platform.settings = settings;
        self
    }

    /// The app's fonts (see [`PlatformConfig::with_fonts`]).
    pub fn with_fonts(mut self, setup: impl FnMut(FontAtlasRef<'_>, f32) + 'static) -> Self {
        self.platform.fonts = Some(Box::new(setup) as FontSetup);
        self
    }

    /// Turns Dear ImGui's docking on or off (the `docking` feature): windows dock into each
    /// other by their title bars, and into the dock spaces the app makes
    /// (`ui.dockspace_over_main_viewport()`).
    #[cfg(feature = "docking")]
    pub fn with_docking(mut self, docking: bool) -> Self {
        self.docking = docking;
        self
    }

    /// Turns Dear ImGui's multi-viewport on or off (the `docking` feature): natively an imgui
    /// window dragged out of the main window becomes an OS window, drawn by the app's one
    /// renderer, and goes away when dragged back. In browsers it stays off (the canvas is the
    /// only window): every imgui window stays inside the canvas.
    ///
    /// ```no_run
    /// use imgui_webgpu_app::{Options, platform::Settings};
    ///
    /// fn main() -> Result<(), imgui_webgpu_app::RunError> {
    ///     let options = Options::new("Tool")
    ///         .with_docking(true)
    ///         .with_viewports(true)
    ///         // The dock layout is part of imgui's settings.
    ///         .with_settings(Settings::File("tool.ini".into()));
    ///     imgui_webgpu_app::run(options, |ui, _frame| {
    ///         ui.dockspace_over_main_viewport();
    ///         ui.window("Scene").build(|| ui.text("drag my tab out of the window"));
    ///         ui.window("Tools").build(|| ui.text("or dock me into the scene"));
    ///     })
    /// }
    /// ```
    ///
    /// On either binding. With dear-imgui-rs (Dear ImGui 1.92) each viewport's text is
    /// rasterised at its window's density, and with monitors of different scales a viewport
    /// on a denser one gets larger text (`io.ConfigDpiScaleFonts`, turned on with
    /// viewports).
    #[cfg(feature = "docking")]
    pub fn with_viewports(mut self, viewports: bool) -> Self {
        self.viewports = viewports;
        self
    }

    /// Sets what these options ask of imgui's configuration (docking), once at start.
    pub(crate) fn configure(&self, imgui: &mut imgui::Context) {
        #[cfg(feature = "docking")]
        if self.docking {
            use crate::binding::IoAccess;
            imgui.io_mut().enable_docking();
        }
        #[cfg(not(feature = "docking"))]
        let _ = imgui;
    }
}
