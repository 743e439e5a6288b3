//! Input methods (IME): composing text in Chinese, Japanese, Korean and other scripts.
//!
//! Dear ImGui 1.89 tells the platform where the text cursor is through
//! `io.SetPlatformImeDataFn`, after each frame, when that changes; the platform enables the
//! system's input method while a text field is active and places its candidate window at
//! the cursor. While a word is composed, the text being composed (the pre-edit) is drawn
//! over the field at the cursor, underlined, since imgui has no place of its own for it; the
//! committed text reaches imgui as characters.

use std::cell::Cell;

use imgui::sys;
use winit::dpi::{LogicalPosition, LogicalSize};
use winit::event::Ime as ImeEvent;
use winit::window::Window;

/// Where imgui last said its text cursor is (imgui units), and whether it wants the input
/// method there. Written by imgui's callback on the thread that renders the frame.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct Place {
    wanted: bool,
    position: [f32; 2],
    line_height: f32,
}

thread_local! {
    /// What imgui's `SetPlatformImeDataFn` reported last on this thread (imgui contexts are
    /// single-threaded, and imgui-rs allows one context at a time).
    static PLACE: Cell<Place> = Cell::new(Place::default());
}

/// Keeps what imgui's input-method hook reports for [`Ime::after_frame`] (the binding
/// installs the hook where its imgui calls it: `binding::install_ime_hook`).
struct PlaceRecord;

impl crate::binding::ImeRecord for PlaceRecord {
    unsafe fn record(_viewport: *mut sys::ImGuiViewport, data: *mut sys::ImGuiPlatformImeData) {
        // SAFETY: imgui passes a valid pointer for the duration of the call.
        let Some(data) = (unsafe { data.as_ref() }) else {
            return;
        };
        PLACE.with(|place| {
            place.set(Place {
                wanted: data.WantVisible,
                position: [data.InputPos.x, data.InputPos.y],
                line_height: data.InputLineHeight,
            });
        });
    }
}

/// The input method's state for one window.
#[derive(Debug, Default)]
pub struct Ime {
    /// In browsers, the hidden text field that takes composed text (winit's web backend
    /// has no input methods).
    #[cfg(target_arch = "wasm32")]
    pub(crate) agent: Option<crate::web::text_agent::TextAgent>,
    /// Whether the window's input method is enabled (winit's `set_ime_allowed`).
    allowed: Option<bool>,
    /// The text cursor's place last given to the system.
    placed: Option<Place>,
    /// The text being composed, and where its cursor is (a byte range, as winit gives it).
    preedit: String,
    /// The text committed since the last [`Ime::take_committed`].
    committed: String,
}

impl Ime {
    /// Installs imgui's IME callback on `imgui`'s IO.
    pub fn install(imgui: &mut imgui::Context) {
        crate::binding::install_ime_hook::<PlaceRecord>(imgui);
        PLACE.with(|place| place.set(Place::default()));
    }

    /// Feeds one of winit's IME events to imgui: committed text as characters; the pre-edit
    /// kept to be drawn.
    pub fn handle(&mut self, io: &mut imgui::Io, event: &ImeEvent) {
        match event {
            ImeEvent::Preedit(text, _cursor) => self.preedit.clone_from(text),
            ImeEvent::Commit(text) => {
                self.preedit.clear();
                for character in text.chars().filter(|c| !c.is_control()) {
                    io.add_input_character(character);
                }
                self.committed.push_str(text);
            }
            ImeEvent::Enabled => {}
            ImeEvent::Disabled => self.preedit.clear(),
        }
    }

    /// The text committed since the last call.
    pub fn take_committed(&mut self) -> String {
        std::mem::take(&mut self.committed)
    }

    /// The text being composed (empty when none).
    pub fn preedit(&self) -> &str {
        &self.preedit
    }

    /// Draws the pre-edit over the text field, at imgui's text cursor, underlined: call
    /// before `Context::render`.
    pub fn draw_preedit(&self, ui: &imgui::Ui) {
        if self.preedit.is_empty() {
            return;
        }
        let place = PLACE.with(Cell::get);
        if !place.wanted {
            return;
        }
        let [x, y] = place.position;
        let size = ui.calc_text_size(&self.preedit);
        let bottom = y + place.line_height.max(size[1]);
        let draw = ui.get_foreground_draw_list();
        draw.add_rect([x, y], [x + size[0], bottom], [0.1, 0.1, 0.12, 1.0])
            .filled(true)
            .build();
        draw.add_text([x, y], [1.0, 1.0, 1.0, 1.0], &self.preedit);
        draw.add_line(
            [x, bottom - 1.0],
            [x + size[0], bottom - 1.0],
            [1.0, 1.0, 1.0, 1.0],
        )
        .build();
    }

    /// In browsers: gives imgui what the hidden text field saw (composition and committed
    /// text).
    #[cfg(target_arch = "wasm32")]
    pub fn take_from_agent(&mut self, io: &mut imgui::Io) {
        use crate::web::text_agent::Composition;
        let seen = self
            .agent
            .as_ref()
            .map(|agent| agent.take())
            .unwrap_or_default();
        for composition in seen {
            let event = match composition {
                Composition::Preedit(text) => ImeEvent::Preedit(text, None),
                Composition::Commit(text) => ImeEvent::Commit(text),
            };
            self.handle(io, &event);
        }
    }

    /// Whether the hidden text field has the focus (browsers only; never natively).
    pub fn agent_active(&self) -> bool {
        #[cfg(target_arch = "wasm32")]
        return self.allowed == Some(true) && self.agent.is_some();
        #[cfg(not(target_arch = "wasm32"))]
        return false;
    }

    /// After a frame: enables the window's input method while imgui wants text, and puts
    /// the system's candidate window at imgui's text cursor.
    pub fn after_frame(&mut self, window: &Window, wants_text: bool) {
        if self.allowed != Some(wants_text) {
            self.allowed = Some(wants_text);
            window.set_ime_allowed(wants_text);
            #[cfg(target_arch = "wasm32")]
            if let Some(agent) = self.agent.as_mut() {
                agent.set_active(wants_text);
            }
            if !wants_text {
                self.preedit.clear();
            }
        }
        let place = PLACE.with(Cell::get);
        if wants_text && place.wanted && self.placed != Some(place) {
            self.placed = Some(place);
            let [x, y] = place.position;
            window.set_ime_cursor_area(
                LogicalPosition::new(x, y),
                LogicalSize::new(1.0, place.line_height.max(1.0)),
            );
            #[cfg(target_arch = "wasm32")]
            if let Some(agent) = self.agent.as_ref() {
                agent.place(place.position, place.line_height);
            }
        }
    }
}
