//! winit's window events into imgui's input queue, for the browser.
//!
//! imgui-winit-support 0.13 does not compile for wasm32 (it calls winit's desktop-only
//! `modifier_supplement`), while winit 0.30 itself runs on the web, canvas and events
//! included. This is the part of imgui-winit-support a browser needs: mouse, wheel, keys,
//! modifiers, text and focus. The display's size and pixel ratio are set by the app each
//! frame from its own measure of the canvas (`Metrics`): winit's can disagree with
//! `devicePixelRatio` under device emulation.

use imgui::{Io, Key, MouseButton};
use winit::event::{ElementState, MouseScrollDelta, WindowEvent};
use winit::keyboard::{KeyCode, PhysicalKey};

/// CSS pixels of a pixel-delta wheel event that make one imgui wheel step.
const PIXELS_PER_LINE: f32 = 50.0;

/// Feeds one window event to imgui. `scale` is the window's scale factor
/// (`devicePixelRatio`): winit reports physical pixels, imgui works in CSS pixels.
pub fn handle(io: &mut Io, event: &WindowEvent, scale: f64) {
    match event {
        WindowEvent::CursorMoved { position, .. } => {
            let logical = position.to_logical::<f32>(scale);
            io.add_mouse_pos_event([logical.x, logical.y]);
        }
        WindowEvent::CursorLeft { .. } => io.add_mouse_pos_event([-f32::MAX, -f32::MAX]),
        WindowEvent::MouseInput { state, button, .. } => {
            let button = match button {
                winit::event::MouseButton::Left => MouseButton::Left,
                winit::event::MouseButton::Right => MouseButton::Right,
                winit::event::MouseButton::Middle => MouseButton::Middle,
                winit::event::MouseButton::Back => MouseButton::Extra1,
                winit::event::MouseButton::Forward => MouseButton::Extra2,
                winit::event::MouseButton::Other(_) => return,
            };
            io.add_mouse_button_event(button, *state == ElementState::Pressed);
        }
        WindowEvent::MouseWheel { delta, .. } => {
            let [x, y] = match delta {
                MouseScrollDelta::LineDelta(x, y) => [*x, *y],
                MouseScrollDelta::PixelDelta(pixels) => {
                    let logical = pixels.to_logical::<f32>(scale);
                    [logical.x / PIXELS_PER_LINE, logical.y / PIXELS_PER_LINE]
                }
            };
            io.add_mouse_wheel_event([x, y]);
        }
        WindowEvent::ModifiersChanged(modifiers) => {
            let state = modifiers.state();
            io.add_key_event(Key::ModCtrl, state.control_key());
            io.add_key_event(Key::ModShift, state.shift_key());
            io.add_key_event(Key::ModAlt, state.alt_key());
            io.add_key_event(Key::ModSuper, state.super_key());
        }
        WindowEvent::KeyboardInput { event, .. } => {
            let pressed = event.state == ElementState::Pressed;
            if let PhysicalKey::Code(code) = event.physical_key {
                if let Some(key) = key_for(code) {
                    io.add_key_event(key, pressed);
                }
            }
            if pressed {
                for character in event.text.iter().flat_map(|text| text.chars()) {
                    if !character.is_control() {
                        io.add_input_character(character);
                    }
                }
            }
        }
        WindowEvent::Focused(false) => {
            // Keys held when focus left would otherwise stay down.
            for key in [Key::ModCtrl, Key::ModShift, Key::ModAlt, Key::ModSuper] {
                io.add_key_event(key, false);
            }
        }
        _ => {}
    }
}

/// The imgui key for a physical key, for the keys imgui's widgets and shortcuts use.
fn key_for(code: KeyCode) -> Option<Key> {
    use KeyCode as C;
    let letters = [
        (C::KeyA, Key::A),
        (C::KeyC, Key::C),
        (C::KeyV, Key::V),
        (C::KeyX, Key::X),
        (C::KeyY, Key::Y),
        (C::KeyZ, Key::Z),
    ];
    if let Some((_, key)) = letters.iter().find(|(letter, _)| *letter == code) {
        return Some(*key);
    }
    Some(match code {
        C::Tab => Key::Tab,
        C::ArrowLeft => Key::LeftArrow,
        C::ArrowRight => Key::RightArrow,
        C::ArrowUp => Key::UpArrow,
        C::ArrowDown => Key::DownArrow,
        C::PageUp => Key::PageUp,
        C::PageDown => Key::PageDown,
        C::Home => Key::Home,
        C::End => Key::End,
        C::Insert => Key::Insert,
        C::Delete => Key::Delete,
        C::Backspace => Key::Backspace,
        C::Space => Key::Space,
        C::Enter => Key::Enter,
        C::NumpadEnter => Key::KeypadEnter,
        C::Escape => Key::Escape,
        C::ControlLeft => Key::LeftCtrl,
        C::ControlRight => Key::RightCtrl,
        C::ShiftLeft => Key::LeftShift,
        C::ShiftRight => Key::RightShift,
        C::AltLeft => Key::LeftAlt,
        C::AltRight => Key::RightAlt,
        C::SuperLeft => Key::LeftSuper,
        C::SuperRight => Key::RightSuper,
        _ => return None,
    })
}
