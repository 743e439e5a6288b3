//! S1, the text wall: four overlapping 1400x900 windows of text, buttons and sliders,
//! scrolled to a fixed offset, with imgui's demo window on top. S1-scroll scrolls the first
//! window every frame; S1-all scrolls every wall and writes the frame number into the demo
//! window, so every list changes every frame.

/// Windows in the wall.
const WINDOWS: usize = 4;
/// Lines of text per window.
const LINES: usize = 500;
/// Rows of a button and a slider per window, after the text.
const ROWS: usize = 100;
/// Where every window is scrolled to: the last lines of text and the first rows of widgets.
const SCROLL_Y: f32 = 7_900.0;

/// What changes from frame to frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Motion {
    /// Nothing (S1-static).
    Still,
    /// The first window scrolls (S1-scroll).
    OneScrolls,
    /// Every window changes (S1-all).
    AllChange,
}

/// The wall's labels (made once: building the UI allocates nothing it need not) and its
/// slider values.
pub struct TextWall {
    titles: Vec<String>,
    lines: Vec<String>,
    buttons: Vec<String>,
    sliders: Vec<String>,
    values: Vec<f32>,
    motion: Motion,
    frame: u32,
    frame_label: String,
}

impl TextWall {
    pub fn new(motion: Motion) -> TextWall {
        TextWall {
            titles: (0..WINDOWS).map(|w| format!("Text wall {w}")).collect(),
            lines: (0..LINES)
                .map(|line| format!("Line {line:03}: the quick brown fox jumps over the lazy dog; pack my box with five dozen jugs"))
                .collect(),
            buttons: (0..ROWS).map(|row| format!("Button {row:03}")).collect(),
            sliders: (0..ROWS).map(|row| format!("Slider {row:03}")).collect(),
            values: (0..WINDOWS * ROWS)
                .map(|i| (i % 17) as f32 / 16.0)
                .collect(),
            motion,
            frame: 0,
            frame_label: String::with_capacity(32),
        }
    }

    pub fn build(&mut self, ui: &imgui::Ui) {
        self.frame = self.frame.wrapping_add(1);
        // A cycle of 32 offsets of 7.25 units: no two frames in a row draw a list alike.
        let moving = SCROLL_Y + (self.frame % 32) as f32 * 7.25;
        for (window, title) in self.titles.iter().enumerate() {
            let scroll = match self.motion {
                Motion::OneScrolls if window == 0 => moving,
                Motion::AllChange => moving + window as f32 * 3.0,
                _ => SCROLL_Y,
            };
            let values = &mut self.values[window * ROWS..(window + 1) * ROWS];
            ui.window(title)
                .position(
                    [40.0 + 120.0 * window as f32, 20.0 + 40.0 * window as f32],
                    imgui::Condition::Always,
                )
                .size([1400.0, 900.0], imgui::Condition::Always)
                .build(|| {
                    ui.set_scroll_y(scroll);
                    for line in &self.lines {
                        ui.text(line);
                    }
                    for ((button, slider), value) in self
                        .buttons
                        .iter()
                        .zip(&self.sliders)
                        .zip(values.iter_mut())
                    {
                        ui.button(button);
                        ui.same_line();
                        ui.slider(slider, 0.0, 1.0, value);
                    }
                });
        }
        ui.show_demo_window(&mut true);
        if self.motion == Motion::AllChange {
            // A second `Begin` of the demo window appends to it.
            use std::fmt::Write;
            self.frame_label.clear();
            let _ = write!(self.frame_label, "frame {}", self.frame);
            ui.window("Dear ImGui Demo")
                .build(|| ui.text(&self.frame_label));
        }
    }
}
