//! winit's window events into imgui's input queue: pointer, buttons, wheel, modifiers,
//! keys, text, focus and touch. Positions are in imgui units (logical pixels): winit gives
//! physical pixels, divided here by the window's scale factor.

use imgui::{Io, Key, MouseButton};
use winit::event::{ElementState, MouseScrollDelta, TouchPhase, WindowEvent};
use winit::keyboard::PhysicalKey;

use super::keys::imgui_key;
use super::touch::{Phase, Pointer, Touches};

/// Feeds `event` to imgui's queue, given the window's `scale` (device pixels per imgui unit)
/// and imgui's `wheel_step` (imgui units one wheel step scrolls). `true` when it was input.
pub fn handle(
    io: &mut Io,
    touches: &mut Touches,
    event: &WindowEvent,
    scale: f64,
    wheel_step: f32,
) -> bool {
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
                if let Some(key) = imgui_key(code) {
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
        WindowEvent::Focused(focused) => {
            add_focus_event(io, *focused);
            if !*focused {
                // Modifiers held when focus left would otherwise stay down.
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
            for pointer in touches.touch(touch.id, phase, [logical.x, logical.y], wheel_step) {
                match pointer {
                    Pointer::MoveTo(position) => io.add_mouse_pos_event(position),
                    // imgui's queue trickles: the press and the release land in two frames.
                    Pointer::Click => {
                        io.add_mouse_button_event(MouseButton::Left, true);
                        io.add_mouse_button_event(MouseButton::Left, false);
                    }
                    Pointer::Wheel(steps) => io.add_mouse_wheel_event(steps),
                }
            }
        }
        _ => return false,
    }
    true
}

/// Tells imgui the window gained or lost focus (imgui then clears held keys and buttons).
fn add_focus_event(io: &mut Io, focused: bool) {
    let io: *mut Io = io;
    // SAFETY: `imgui::Io` is `#[repr(C)]` over `ImGuiIO` (imgui-rs asserts the layout), and
    // the pointer comes from a live exclusive borrow.
    unsafe { imgui::sys::ImGuiIO_AddFocusEvent(io.cast(), focused) };
}
