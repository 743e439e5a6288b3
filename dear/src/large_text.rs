//! Large text on a device whose largest texture is smaller than imgui's atlas grows (issue 41,
//! item 3): every letter zoomed from 100 to 400 px and back, a new size every frame, then 13
//! px text. The native tests (`tests/textures.rs`, on a device with WebGL2's limits) and the
//! browser page (`web/`, on the browser's WebGPU or WebGL2 device) draw the same frames.

use dear_imgui_rs as dear;

/// The frames' size: wide enough for a line of large letters to start inside the window.
pub const WIDE: [u32; 2] = [1024, 512];
/// Every letter: at several large sizes at once, more glyphs than 2048x2048 holds.
pub const LETTERS: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
/// Frames of the native tests' zoom: 2.5 px a frame, 100 to 400 px and back.
pub const ZOOM_FRAMES: usize = 240;

/// The size of frame `frame` of a zoom of `frames` frames: from 100 px up to 400 px over the
/// first half, and back down over the second. imgui bakes each size, keeps the last two
/// frames' (its own rule), and near 400 px two frames' glyphs need more than 2048x2048.
pub fn zoom_size(frame: usize, frames: usize) -> f32 {
    let step = (frame % frames) as f32;
    let half = (frames / 2) as f32;
    let size = if step < half { step } else { 2.0 * half - step };
    100.0 + size * 300.0 / half
}

/// A line of `text` at each of `sizes`, the lines over one another from the window's top, so
/// each starts inside it: imgui bakes every glyph of a line it draws (cut off at the window's
/// side or not), and skips the lines below the window.
pub fn text_at_sizes(ui: &dear::Ui, text: &str, sizes: &[f32]) {
    ui.window("large")
        .position([0.0, 0.0], dear::Condition::Always)
        .size([WIDE[0] as f32, WIDE[1] as f32], dear::Condition::Always)
        .build(|| {
            for (index, &size) in sizes.iter().enumerate() {
                ui.set_cursor_pos([8.0, 24.0 + index as f32 * 16.0]);
                ui.with_font_and_size(None, size, || ui.text(text));
            }
        });
}

/// A line of every letter at 13 px (imgui's default size), as [`text_at_sizes`] places it.
pub fn small_text(ui: &dear::Ui) {
    text_at_sizes(ui, LETTERS, &[13.0]);
}
