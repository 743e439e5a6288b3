//! Scripted input: the events a test feeds imgui, in order.

/// One input event, as a platform backend would send it. Events go into imgui's own input
/// queue; with its default "trickle" setting imgui spreads a press and a release sent
/// together over two frames, so a scripted click behaves like a real one.
///
/// [`InputEvent::send`] queues one on any imgui context's IO, so the same scripts drive an
/// app's own context (a replay tool, an integration test of a whole app), not only a
/// [`UiStepper`](crate::UiStepper).
#[derive(Clone, Copy, Debug, PartialEq)]
#[non_exhaustive]
pub enum InputEvent {
    /// The mouse moved to this position (imgui units).
    MouseMove([f32; 2]),
    /// A mouse button went down or up.
    MouseButton {
        /// Which button.
        button: crate::binding::MouseButton,
        /// Pressed (`true`) or released.
        down: bool,
    },
    /// The wheel turned (x, y), in lines.
    MouseWheel([f32; 2]),
    /// A key went down or up (modifiers are keys too, e.g. `Key::ModCtrl`).
    Key {
        /// Which key.
        key: crate::binding::Key,
        /// Pressed (`true`) or released.
        down: bool,
    },
    /// A character was typed.
    Text(char),
}

impl InputEvent {
    /// Queues the event on an imgui context's input queue (`context.io_mut()`); imgui
    /// applies it in the next frame.
    pub fn send(self, io: &mut crate::binding::Io) {
        match self {
            Self::MouseMove(pos) => io.add_mouse_pos_event(pos),
            Self::MouseButton { button, down } => io.add_mouse_button_event(button, down),
            Self::MouseWheel(wheel) => io.add_mouse_wheel_event(wheel),
            Self::Key { key, down } => io.add_key_event(key, down),
            Self::Text(character) => io.add_input_character(character),
        }
    }

    /// A left click at `pos`: move, press, release.
    pub fn click(pos: [f32; 2]) -> [Self; 3] {
        [
            Self::MouseMove(pos),
            Self::MouseButton {
                button: crate::binding::MouseButton::Left,
                down: true,
            },
            Self::MouseButton {
                button: crate::binding::MouseButton::Left,
                down: false,
            },
        ]
    }

    /// A key press and release.
    pub fn key_press(key: crate::binding::Key) -> [Self; 2] {
        [
            Self::Key { key, down: true },
            Self::Key { key, down: false },
        ]
    }
}
