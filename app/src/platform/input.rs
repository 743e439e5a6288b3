//! winit's window events into imgui's input queue: pointer, buttons, wheel, modifiers,
//! keys, text, focus and touch. Positions are in imgui units (logical pixels): winit gives
//! physical pixels, divided here by the window's scale factor.

use imgui::{Io, Key, MouseButton};

use crate::binding::IoAccess;
use winit::event::{ElementState, MouseScrollDelta, TouchPhase, WindowEvent};
use winit::keyboard::{KeyCode, PhysicalKey};

use super::keys::imgui_key;
use super::touch::{Phase, Pointer, Target, Touches};

/// What input needs to remember between events.
#[derive(Debug, Default)]
pub struct InputState {
    pub touches: Touches,
    /// The modifiers held, as last reported.
    modifiers: winit::keyboard::ModifiersState,
    /// The last key press, held until it is known whether it was a shortcut (Ctrl+A is
    /// select-all, not an "a", though browsers give it the text "a"). winit's web backend
    /// reports the modifiers a key was pressed with right after the key; natively they come
    /// before it.
    pending: Option<PendingKey>,
    /// A paste shortcut (Ctrl+V, Cmd+V) was pressed since the last call of
    /// [`InputState::take_paste`].
    paste: bool,
    /// The text typed since the last [`InputState::take_typed`].
    typed: String,
    /// Keys pressed while a modifier was held and not released since: released before the
    /// modifier is (see [`InputState::release_keys_held_with_modifiers`]).
    held_with_modifiers: Vec<Key>,
}

/// A key press whose text is not given to imgui yet.
#[derive(Debug)]
struct PendingKey {
    code: Option<KeyCode>,
    text: String,
    /// The modifiers known when it was pressed.
    modifiers: winit::keyboard::ModifiersState,
}

impl InputState {
    /// Decides the pending key press with the modifiers it was pressed with: its text is
    /// typed unless it was a shortcut.
    fn settle(&mut self, io: &mut Io, modifiers: Option<winit::keyboard::ModifiersState>) {
        let Some(key) = self.pending.take() else {
            return;
        };
        if is_shortcut(modifiers.unwrap_or(key.modifiers)) {
            self.paste |= key.code == Some(KeyCode::KeyV);
        } else {
            for character in key.text.chars() {
                io.add_input_character(character);
            }
            self.typed.push_str(&key.text);
        }
    }

    /// The text typed since the last call.
    pub fn take_typed(&mut self) -> String {
        std::mem::take(&mut self.typed)
    }

    /// Gives imgui the text of a pending key press (call before each frame).
    pub fn flush_text(&mut self, io: &mut Io) {
        self.settle(io, None);
    }

    /// Presses imgui's paste shortcut (Ctrl+V, or Cmd+V where imgui follows macOS) and
    /// puts the modifier back as it is held: imgui then reads the clipboard.
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    pub fn press_paste(&mut self, io: &mut Io) {
        let (modifier, held) = if io.mac_behaviours() {
            (Key::ModSuper, self.modifiers.super_key())
        } else {
            (Key::ModCtrl, self.modifiers.control_key())
        };
        io.add_key_event(modifier, true);
        io.add_key_event(Key::V, true);
        io.add_key_event(Key::V, false);
        io.add_key_event(modifier, held);
    }

    /// Before a frame: gives imgui what a finger's drag turned out to be, where imgui's last
    /// frame decided it (see [`Touches::before_frame`]).
    pub fn before_frame(&mut self, io: &mut Io, target: &impl Target) {
        add_pointer_events(io, self.touches.before_frame(target));
    }

    /// One key pressed or released (`code` at its position on the keyboard; `text` what it
    /// types).
    fn key(&mut self, io: &mut Io, code: Option<KeyCode>, pressed: bool, text: Option<&str>) {
        if !pressed && code.is_some_and(is_modifier) {
            self.release_keys_held_with_modifiers(io);
        }
        if let Some(key) = code.and_then(imgui_key) {
            if pressed && !self.modifiers.is_empty() && !code.is_some_and(is_modifier) {
                if !self.held_with_modifiers.contains(&key) {
                    self.held_with_modifiers.push(key);
                }
            } else if !pressed {
                self.held_with_modifiers.retain(|held| *held != key);
            }
            io.add_key_event(key, pressed);
        }
        if pressed {
            let text = text.iter().flat_map(|text| text.chars());
            self.pending = Some(PendingKey {
                code,
                text: text.filter(|character| !character.is_control()).collect(),
                modifiers: self.modifiers,
            });
        }
    }

    /// Releases (for imgui) the keys pressed while a modifier was held, before a modifier
    /// is released. imgui's queue moves a frame on when one key changes twice, not when two
    /// keys change: with Ctrl pressed in one frame, a quick Ctrl+V's V press and Ctrl
    /// release would land in the next frame together, and imgui would see V without Ctrl
    /// (the paste lost: a slow frame or a fast key tool does it). Released first, the V
    /// changes twice, so its press keeps its frame with Ctrl held. Its own release later is
    /// no change.
    fn release_keys_held_with_modifiers(&mut self, io: &mut Io) {
        for key in self.held_with_modifiers.drain(..) {
            io.add_key_event(key, false);
        }
    }

    /// Whether a paste shortcut was pressed since the last call.
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    pub fn take_paste(&mut self) -> bool {
        std::mem::take(&mut self.paste)
    }
}

/// Feeds `event` to imgui's queue, given the window's `scale` (device pixels per imgui unit),
/// its `origin` (where its client area is in imgui's coordinates: zero, or its place on the
/// desktop with imgui's viewports on) and imgui's `wheel_step` (imgui units one wheel step
/// scrolls); `target` answers what imgui showed under a finger. `true` when it was input.
pub fn handle(
    io: &mut Io,
    state: &mut InputState,
    event: &WindowEvent,
    (scale, origin): (f64, [f32; 2]),
    wheel_step: f32,
    target: &impl Target,
) -> bool {
    let at = |x: f32, y: f32| [x + origin[0], y + origin[1]];
    match event {
        // In browsers winit reports the modifiers a key was pressed with right after it
        // (natively they come before it, and one that comes after is a release): the key's
        // text waits for them, and goes to imgui after them, so that imgui does not drop it
        // as typed with Ctrl held.
        WindowEvent::ModifiersChanged(modifiers) if cfg!(target_arch = "wasm32") => {
            add_modifiers(io, state, modifiers.state());
            state.settle(io, Some(modifiers.state()));
            return true;
        }
        _ => state.settle(io, None),
    }
    match event {
        WindowEvent::CursorMoved { position, .. } => {
            let logical = position.to_logical::<f32>(scale);
            io.add_mouse_pos_event(at(logical.x, logical.y));
        }
        WindowEvent::CursorLeft { .. } => io.add_mouse_pos_event([-f32::MAX, -f32::MAX]),
        WindowEvent::MouseInput { state, button, .. } => {
            let button = match button {
                winit::event::MouseButton::Left => MouseButton::Left,
                winit::event::MouseButton::Right => MouseButton::Right,
                winit::event::MouseButton::Middle => MouseButton::Middle,
                winit::event::MouseButton::Back => MouseButton::Extra1,
                winit::event::MouseButton::Forward => MouseButton::Extra2,
                winit::event::MouseButton::Other(_) => return false,
            };
            io.add_mouse_button_event(button, *state == ElementState::Pressed);
        }
        WindowEvent::MouseWheel { delta, .. } => {
            let [x, y] = match delta {
                MouseScrollDelta::LineDelta(x, y) => [*x, *y],
                // Touchpads and browsers give pixels: scrolled one to one.
                MouseScrollDelta::PixelDelta(pixels) => {
                    let logical = pixels.to_logical::<f32>(scale);
                    [logical.x / wheel_step, logical.y / wheel_step]
                }
            };
            io.add_mouse_wheel_event([x, y]);
        }
        WindowEvent::ModifiersChanged(modifiers) => add_modifiers(io, state, modifiers.state()),
        WindowEvent::KeyboardInput { event, .. } => {
            let code = match event.physical_key {
                PhysicalKey::Code(code) => Some(code),
                PhysicalKey::Unidentified(_) => None,
            };
            let pressed = event.state == ElementState::Pressed;
            state.key(io, code, pressed, event.text.as_deref());
        }
        WindowEvent::Focused(focused) => {
            add_focus_event(io, *focused);
            if !*focused {
                // Modifiers held when focus left would otherwise stay down.
                state.held_with_modifiers.clear();
                for key in [Key::ModCtrl, Key::ModShift, Key::ModAlt, Key::ModSuper] {
                    io.add_key_event(key, false);
                }
            }
        }
        WindowEvent::Touch(touch) => {
            let logical = touch.location.to_logical::<f32>(scale);
            let phase = match touch.phase {
                TouchPhase::Started => Phase::Started,
                TouchPhase::Moved => Phase::Moved,
                TouchPhase::Ended => Phase::Ended,
                TouchPhase::Cancelled => Phase::Cancelled,
            };
            let position = at(logical.x, logical.y);
            let pointers = state
                .touches
                .touch(touch.id, phase, position, wheel_step, target);
            add_pointer_events(io, pointers);
        }
        _ => return false,
    }
    true
}

/// Gives imgui a finger's pointer events. imgui's queue trickles: a press and a release land
/// in two frames, a press and the move after it too.
pub(super) fn add_pointer_events(io: &mut Io, pointers: Vec<Pointer>) {
    for pointer in pointers {
        match pointer {
            Pointer::MoveTo(position) => io.add_mouse_pos_event(position),
            Pointer::Press => io.add_mouse_button_event(MouseButton::Left, true),
            Pointer::Release => io.add_mouse_button_event(MouseButton::Left, false),
            Pointer::Away => io.add_mouse_pos_event([-f32::MAX, -f32::MAX]),
            Pointer::Wheel(steps) => io.add_mouse_wheel_event(steps),
        }
    }
}

/// Tells imgui which modifiers are held.
fn add_modifiers(io: &mut Io, state: &mut InputState, held: winit::keyboard::ModifiersState) {
    if !held.contains(state.modifiers) {
        state.release_keys_held_with_modifiers(io);
    }
    state.modifiers = held;
    io.add_key_event(Key::ModCtrl, held.control_key());
    io.add_key_event(Key::ModShift, held.shift_key());
    io.add_key_event(Key::ModAlt, held.alt_key());
    io.add_key_event(Key::ModSuper, held.super_key());
}

/// Whether the key at `code` is a modifier (Ctrl, Shift, Alt, Super).
fn is_modifier(code: KeyCode) -> bool {
    use KeyCode as C;
    matches!(
        code,
        C::ControlLeft
            | C::ControlRight
            | C::ShiftLeft
            | C::ShiftRight
            | C::AltLeft
            | C::AltRight
            | C::SuperLeft
            | C::SuperRight
            | C::Meta
    )
}

/// Whether keys pressed with `held` are shortcuts rather than text: Ctrl or Cmd, but not
/// AltGr (which some systems report as Ctrl+Alt, and which types).
fn is_shortcut(held: winit::keyboard::ModifiersState) -> bool {
    (held.control_key() || held.super_key()) && !held.alt_key()
}

/// Tells imgui the window gained or lost focus (imgui then clears held keys and buttons).
fn add_focus_event(io: &mut Io, focused: bool) {
    let io: *mut Io = io;
    // SAFETY: `imgui::Io` is `#[repr(C)]` over `ImGuiIO` (imgui-rs asserts the layout;
    // dear-imgui-rs's is a transparent view of it), and the pointer comes from a live
    // exclusive borrow.
    unsafe { imgui::sys::ImGuiIO_AddFocusEvent(io.cast(), focused) };
}

#[cfg(test)]
mod tests {
    use imgui::Key;
    use winit::keyboard::{KeyCode, ModifiersState};

    use super::{InputState, add_modifiers};
    use crate::binding::IoAccess;

    /// A context that builds frames, and what each frame saw of Ctrl+V.
    struct Keyboard {
        // Dropped after the context: one imgui context at a time in this binary.
        imgui: imgui::Context,
        _turn: std::sync::MutexGuard<'static, ()>,
        state: InputState,
        /// Per frame: V was pressed in it, and Ctrl was held.
        frames: Vec<(bool, bool)>,
    }

    impl Keyboard {
        fn new() -> Self {
            let turn = crate::one_imgui_at_a_time();
            let mut imgui = imgui::Context::create();
            imgui.set_ini_filename(None);
            imgui.fonts().build_rgba32_texture();
            imgui.io_mut().display_size = [800.0, 600.0];
            Self {
                imgui,
                _turn: turn,
                state: InputState::default(),
                frames: Vec::new(),
            }
        }

        fn frame(&mut self) {
            self.state.flush_text(self.imgui.io_mut());
            let ui = self.imgui.new_frame();
            let seen = (ui.is_key_pressed(Key::V), ui.io().ctrl_held());
            self.frames.push(seen);
            self.imgui.render();
        }

        /// A key event, as winit gives it natively: the key, then the modifiers it changed.
        fn key(&mut self, code: KeyCode, pressed: bool, modifiers: ModifiersState) {
            let io = self.imgui.io_mut();
            self.state.key(io, Some(code), pressed, None);
            if self.state.modifiers != modifiers {
                add_modifiers(io, &mut self.state, modifiers);
            }
        }

        /// The frames in which imgui saw V pressed with Ctrl held, and those without.
        fn pastes(&self) -> (usize, usize) {
            let pressed = self.frames.iter().filter(|(v, _)| *v);
            let with_ctrl = pressed.clone().filter(|(_, ctrl)| *ctrl).count();
            (with_ctrl, pressed.count() - with_ctrl)
        }
    }

    /// A key tool's Ctrl+V (xdotool's order: Ctrl down, V down, Ctrl up, V up) with a frame
    /// boundary after Ctrl's press: the V press and the Ctrl release reach imgui together,
    /// yet imgui sees V pressed with Ctrl held. A plain V after it is no paste.
    #[test]
    fn a_quick_shortcut_keeps_its_modifier_across_a_frame_boundary() {
        let mut keyboard = Keyboard::new();
        keyboard.frame();
        keyboard.key(KeyCode::ControlLeft, true, ModifiersState::CONTROL);
        keyboard.frame();
        keyboard.key(KeyCode::KeyV, true, ModifiersState::CONTROL);
        keyboard.key(KeyCode::ControlLeft, false, ModifiersState::empty());
        keyboard.key(KeyCode::KeyV, false, ModifiersState::empty());
        for _ in 0..4 {
            keyboard.frame();
        }
        assert_eq!(keyboard.pastes(), (1, 0), "{:?}", keyboard.frames);

        keyboard.key(KeyCode::KeyV, true, ModifiersState::empty());
        keyboard.key(KeyCode::KeyV, false, ModifiersState::empty());
        for _ in 0..3 {
            keyboard.frame();
        }
        assert_eq!(keyboard.pastes(), (1, 1), "{:?}", keyboard.frames);
    }
}
