//! S1, the text wall: four overlapping 1400x900 windows of text, buttons and sliders,
//! scrolled to a fixed offset, with imgui's demo window on top.

/// Windows in the wall.
const WINDOWS: usize = 4;
/// Lines of text per window.
const LINES: usize = 500;
/// Rows of a button and a slider per window, after the text.
const ROWS: usize = 100;
/// Where every window is scrolled to: the last lines of text and the first rows of widgets.
const SCROLL_Y: f32 = 7_900.0;

/// The wall's labels (made once: building the UI allocates nothing it need not) and its
/// slider values.
pub struct TextWall {
    titles: Vec<String>,
    lines: Vec<String>,
    buttons: Vec<String>,
    sliders: Vec<String>,
    values: Vec<f32>,
}

impl TextWall {
    pub fn new() -> TextWall {
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
        }
    }

    pub fn build(&mut self, ui: &imgui::Ui) {
        for (window, title) in self.titles.iter().enumerate() {
            let values = &mut self.values[window * ROWS..(window + 1) * ROWS];
            ui.window(title)
                .position(
                    [40.0 + 120.0 * window as f32, 20.0 + 40.0 * window as f32],
                    imgui::Condition::Always,
                )
                .size([1400.0, 900.0], imgui::Condition::Always)
                .build(|| {
                    ui.set_scroll_y(SCROLL_Y);
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
    }
}
