//! Physical keys to imgui's keys: every key imgui 1.89 names, by position on the keyboard
//! (imgui's shortcuts such as Ctrl+A are by position too, as in imgui's own backends).

use imgui::Key;
use winit::keyboard::KeyCode;

use crate::binding::DIGIT_KEYS as DIGITS;

/// The imgui key at `code`'s position, or `None` for keys imgui does not name.
pub fn imgui_key(code: KeyCode) -> Option<Key> {
    use KeyCode as C;
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
        C::Escape => Key::Escape,
        C::ControlLeft => Key::LeftCtrl,
        C::ShiftLeft => Key::LeftShift,
        C::AltLeft => Key::LeftAlt,
        C::SuperLeft => Key::LeftSuper,
        C::ControlRight => Key::RightCtrl,
        C::ShiftRight => Key::RightShift,
        C::AltRight => Key::RightAlt,
        C::SuperRight => Key::RightSuper,
        C::ContextMenu => Key::Menu,
        C::Digit0 => DIGITS[0],
        C::Digit1 => DIGITS[1],
        C::Digit2 => DIGITS[2],
        C::Digit3 => DIGITS[3],
        C::Digit4 => DIGITS[4],
        C::Digit5 => DIGITS[5],
        C::Digit6 => DIGITS[6],
        C::Digit7 => DIGITS[7],
        C::Digit8 => DIGITS[8],
        C::Digit9 => DIGITS[9],
        C::KeyA => Key::A,
        C::KeyB => Key::B,
        C::KeyC => Key::C,
        C::KeyD => Key::D,
        C::KeyE => Key::E,
        C::KeyF => Key::F,
        C::KeyG => Key::G,
        C::KeyH => Key::H,
        C::KeyI => Key::I,
        C::KeyJ => Key::J,
        C::KeyK => Key::K,
        C::KeyL => Key::L,
        C::KeyM => Key::M,
        C::KeyN => Key::N,
        C::KeyO => Key::O,
        C::KeyP => Key::P,
        C::KeyQ => Key::Q,
        C::KeyR => Key::R,
        C::KeyS => Key::S,
        C::KeyT => Key::T,
        C::KeyU => Key::U,
        C::KeyV => Key::V,
        C::KeyW => Key::W,
        C::KeyX => Key::X,
        C::KeyY => Key::Y,
        C::KeyZ => Key::Z,
        C::F1 => Key::F1,
        C::F2 => Key::F2,
        C::F3 => Key::F3,
        C::F4 => Key::F4,
        C::F5 => Key::F5,
        C::F6 => Key::F6,
        C::F7 => Key::F7,
        C::F8 => Key::F8,
        C::F9 => Key::F9,
        C::F10 => Key::F10,
        C::F11 => Key::F11,
        C::F12 => Key::F12,
        C::Quote => Key::Apostrophe,
        C::Comma => Key::Comma,
        C::Minus => Key::Minus,
        C::Period => Key::Period,
        C::Slash => Key::Slash,
        C::Semicolon => Key::Semicolon,
        C::Equal => Key::Equal,
        C::BracketLeft => Key::LeftBracket,
        C::Backslash => Key::Backslash,
        C::BracketRight => Key::RightBracket,
        C::Backquote => Key::GraveAccent,
        C::CapsLock => Key::CapsLock,
        C::ScrollLock => Key::ScrollLock,
        C::NumLock => Key::NumLock,
        C::PrintScreen => Key::PrintScreen,
        C::Pause => Key::Pause,
        C::Numpad0 => Key::Keypad0,
        C::Numpad1 => Key::Keypad1,
        C::Numpad2 => Key::Keypad2,
        C::Numpad3 => Key::Keypad3,
        C::Numpad4 => Key::Keypad4,
        C::Numpad5 => Key::Keypad5,
        C::Numpad6 => Key::Keypad6,
        C::Numpad7 => Key::Keypad7,
        C::Numpad8 => Key::Keypad8,
        C::Numpad9 => Key::Keypad9,
        C::NumpadDecimal => Key::KeypadDecimal,
        C::NumpadDivide => Key::KeypadDivide,
        C::NumpadMultiply => Key::KeypadMultiply,
        C::NumpadSubtract => Key::KeypadSubtract,
        C::NumpadAdd => Key::KeypadAdd,
        C::NumpadEnter => Key::KeypadEnter,
        C::NumpadEqual => Key::KeypadEqual,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shortcuts_and_editing_keys_are_mapped() {
        for (code, key) in [
            (KeyCode::KeyA, Key::A),
            (KeyCode::KeyC, Key::C),
            (KeyCode::KeyV, Key::V),
            (KeyCode::Digit7, Key::Alpha7),
            (KeyCode::Backspace, Key::Backspace),
            (KeyCode::NumpadEnter, Key::KeypadEnter),
            (KeyCode::Quote, Key::Apostrophe),
        ] {
            assert_eq!(imgui_key(code), Some(key), "{code:?}");
        }
        assert_eq!(imgui_key(KeyCode::F24), None);
    }
}
