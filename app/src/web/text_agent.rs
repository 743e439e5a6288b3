//! Input methods and on-screen keyboards in browsers: a hidden text field, the "text agent".
//!
//! A canvas cannot take composed text: an input method (Chinese, Japanese, Korean...) and a
//! phone's on-screen keyboard work only on an editable element that has the focus. So while
//! imgui wants text, an invisible `<input>` placed at imgui's text cursor takes the focus:
//! - its key presses go on to the canvas as they are (re-dispatched), so winit and the
//!   platform layer handle them exactly as when the canvas has the focus, shortcuts and
//!   all;
//! - while a word is being composed (`compositionupdate`) the text being composed is the
//!   pre-edit, drawn at the cursor; a composed word (`compositionend`) and text inserted
//!   without a key (an on-screen keyboard, an emoji picker, DevTools' `Input.insertText`)
//!   are committed to imgui as characters.
//!
//! When imgui no longer wants text the canvas takes the focus back.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

/// What the text agent saw, for the platform layer to give imgui.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Composition {
    /// The text being composed changed (empty when composition ended without a word).
    Preedit(String),
    /// Text to type.
    Commit(String),
}

/// The hidden text field and what it saw (see the module's documentation).
pub struct TextAgent {
    input: web_sys::HtmlInputElement,
    canvas: web_sys::HtmlCanvasElement,
    seen: Rc<RefCell<Vec<Composition>>>,
    active: bool,
    /// The DOM listeners, kept alive as long as the agent.
    _listeners: Vec<Closure<dyn FnMut(web_sys::Event)>>,
}

impl std::fmt::Debug for TextAgent {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TextAgent")
            .field("active", &self.active)
            .finish_non_exhaustive()
    }
}

impl TextAgent {
    /// Adds the hidden field to `canvas`'s page.
    pub fn new(canvas: web_sys::HtmlCanvasElement) -> Option<Self> {
        let document = canvas.owner_document()?;
        let input: web_sys::HtmlInputElement =
            document.create_element("input").ok()?.dyn_into().ok()?;
        input.set_type("text");
        for (name, value) in [
            ("id", "imgui-text-agent"),
            ("autocomplete", "off"),
            ("autocapitalize", "off"),
            ("autocorrect", "off"),
            ("spellcheck", "false"),
            // 16 px keeps mobile Safari from zooming the page on focus.
            (
                "style",
                "position:absolute;left:0;top:0;width:1px;height:16px;opacity:0;border:0;\
                 padding:0;margin:0;font-size:16px;pointer-events:none;caret-color:transparent",
            ),
        ] {
            let _ = input.set_attribute(name, value);
        }
        document.body()?.append_child(&input).ok()?;
        let seen = Rc::new(RefCell::new(Vec::new()));
        let mut listeners = Vec::new();
        let mut listen = |kind: &str, handler: Box<dyn FnMut(web_sys::Event)>| {
            let closure = Closure::wrap(handler);
            let _ = input.add_event_listener_with_callback(kind, closure.as_ref().unchecked_ref());
            listeners.push(closure);
        };
        for kind in ["keydown", "keyup"] {
            let canvas = canvas.clone();
            listen(
                kind,
                Box::new(move |event| {
                    let Some(event) = event.dyn_ref::<web_sys::KeyboardEvent>() else {
                        return;
                    };
                    // Keys of a word being composed belong to the input method.
                    if event.is_composing() || event.key_code() == 229 {
                        return;
                    }
                    forward(&canvas, event);
                    event.prevent_default();
                }),
            );
        }
        let sink = seen.clone();
        listen(
            "compositionupdate",
            Box::new(move |event| {
                if let Some(event) = event.dyn_ref::<web_sys::CompositionEvent>() {
                    let text = event.data().unwrap_or_default();
                    sink.borrow_mut().push(Composition::Preedit(text));
                }
            }),
        );
        let (sink, field) = (seen.clone(), input.clone());
        listen(
            "compositionend",
            Box::new(move |event| {
                if let Some(event) = event.dyn_ref::<web_sys::CompositionEvent>() {
                    let text = event.data().unwrap_or_default();
                    let mut sink = sink.borrow_mut();
                    sink.push(Composition::Preedit(String::new()));
                    if !text.is_empty() {
                        sink.push(Composition::Commit(text));
                    }
                }
                field.set_value("");
            }),
        );
        let (sink, field) = (seen.clone(), input.clone());
        listen(
            "input",
            Box::new(move |event| {
                let Some(event) = event.dyn_ref::<web_sys::InputEvent>() else {
                    return;
                };
                if event.is_composing() {
                    return;
                }
                if let Some(text) = event.data().filter(|text| !text.is_empty()) {
                    sink.borrow_mut().push(Composition::Commit(text));
                }
                field.set_value("");
            }),
        );
        Some(Self {
            input,
            canvas,
            seen,
            active: false,
            _listeners: listeners,
        })
    }

    /// Gives the focus to the hidden field while imgui wants text (opening an on-screen
    /// keyboard where there is one), and back to the canvas when it no longer does.
    pub fn set_active(&mut self, active: bool) {
        if active == self.active {
            return;
        }
        self.active = active;
        if active {
            let _ = self.input.focus();
        } else {
            self.input.set_value("");
            let _ = self.canvas.focus();
        }
    }

    /// Puts the hidden field at imgui's text cursor (CSS pixels of the canvas), where the
    /// input method shows its candidates.
    pub fn place(&self, [x, y]: [f32; 2], line_height: f32) {
        let rect = self.canvas.get_bounding_client_rect();
        let style = self.input.style();
        let _ = style.set_property("left", &format!("{}px", rect.left() + f64::from(x)));
        let _ = style.set_property("top", &format!("{}px", rect.top() + f64::from(y)));
        let _ = style.set_property("height", &format!("{}px", line_height.max(1.0)));
    }

    /// What the field saw since the last call.
    pub fn take(&self) -> Vec<Composition> {
        std::mem::take(&mut self.seen.borrow_mut())
    }
}

impl Drop for TextAgent {
    fn drop(&mut self) {
        self.input.remove();
    }
}

/// Dispatches a copy of `event` (a key press on the hidden field) to the canvas, where
/// winit listens for keys.
fn forward(canvas: &web_sys::HtmlCanvasElement, event: &web_sys::KeyboardEvent) {
    let init = web_sys::KeyboardEventInit::new();
    init.set_key(&event.key());
    init.set_code(&event.code());
    init.set_location(event.location());
    init.set_repeat(event.repeat());
    init.set_ctrl_key(event.ctrl_key());
    init.set_shift_key(event.shift_key());
    init.set_alt_key(event.alt_key());
    init.set_meta_key(event.meta_key());
    init.set_bubbles(true);
    init.set_cancelable(true);
    if let Ok(copy) =
        web_sys::KeyboardEvent::new_with_keyboard_event_init_dict(&event.type_(), &init)
    {
        let _ = canvas.dispatch_event(&copy);
    }
}
