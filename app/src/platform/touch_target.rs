//! What is under a finger, asked of Dear ImGui (`cpp/touch_target.cpp`, compiled by the
//! crate's build script against imgui-sys's headers): [`super::touch`] decides with it whether
//! a finger's drag moves what it started on or scrolls.

use super::touch::{Target, Under};

unsafe extern "C" {
    fn imgui_webgpu_touch_under() -> i32;
    fn imgui_webgpu_touch_press_drags() -> bool;
    fn imgui_webgpu_touch_cancel_press();
    fn imgui_webgpu_touch_takes_wheel() -> bool;
}

/// Dear ImGui's own answers, read from its state after its last frame (the functions read
/// the current context, and do nothing without one).
#[derive(Clone, Copy, Debug)]
pub struct ImguiTarget(());

impl ImguiTarget {
    /// Asks `imgui`, the current context (imgui-rs keeps the one live context current).
    pub fn of(_imgui: &imgui::Context) -> Self {
        Self(())
    }
}

impl Target for ImguiTarget {
    fn under(&self) -> Under {
        // SAFETY: reads imgui's state between frames; a null context answers "content".
        match unsafe { imgui_webgpu_touch_under() } {
            1 => Under::Handle,
            2 => Under::Widget,
            _ => Under::Content,
        }
    }

    fn press_drags(&self) -> bool {
        // SAFETY: as above.
        unsafe { imgui_webgpu_touch_press_drags() }
    }

    fn cancel_press(&self) {
        // SAFETY: clears imgui's active item between frames, as a click elsewhere would; a
        // null context is left alone.
        unsafe { imgui_webgpu_touch_cancel_press() }
    }

    fn takes_wheel(&self) -> bool {
        // SAFETY: reads imgui's state between frames; a null context answers no.
        unsafe { imgui_webgpu_touch_takes_wheel() }
    }
}

/// The questions answered by a real Dear ImGui, fed as the platform layer feeds it: each
/// touch event, then a frame (what the runner does), the decisions before each frame.
#[cfg(test)]
mod tests {
    use imgui::{Condition, Io};

    use super::super::input::add_pointer_events;

    unsafe extern "C" {
        fn imgui_webgpu_touch_test_item_takes_wheel();
    }
    use super::super::touch::{Phase, Touches};
    use super::*;

    /// One wheel step: five lines of the default font, as the platform layer says.
    const STEP: f32 = 65.0;

    /// What the test UI showed in its last frame.
    #[derive(Clone, Copy, Debug, Default)]
    struct Seen {
        window: [f32; 2],
        scroll: f32,
        slider: [f32; 4],
        button: [f32; 4],
        level: f32,
        clicks: u32,
        /// The canvas (an item in a window that cannot scroll), and how far the pointer
        /// moved while it was held.
        canvas: [f32; 4],
        canvas_dragged: [f32; 2],
        /// The frames in which the canvas saw the wheel turn (it takes the wheel while
        /// hovered, as a plot does, and zooms once a frame it turns, however far).
        canvas_wheel_frames: u32,
    }

    /// A window with a slider, a button and lines enough to scroll, fed touches.
    struct Panel {
        imgui: imgui::Context,
        touches: Touches,
        seen: Seen,
    }

    impl Panel {
        fn new() -> Self {
            let mut imgui = imgui::Context::create();
            imgui.set_ini_filename(None);
            imgui.fonts().build_rgba32_texture();
            imgui.io_mut().display_size = [800.0, 600.0];
            let mut panel = Self {
                imgui,
                touches: Touches::default(),
                seen: Seen::default(),
            };
            panel.frames(2);
            panel
        }

        /// Builds a frame as the runner does: the pending decision first, the UI, then the
        /// frame counted.
        fn frame(&mut self) {
            let target = ImguiTarget::of(&self.imgui);
            let pointers = self.touches.before_frame(&target);
            add_pointer_events(self.imgui.io_mut(), pointers);
            let seen = &mut self.seen;
            let ui = self.imgui.new_frame();
            ui.window("Panel")
                .position([100.0, 100.0], Condition::FirstUseEver)
                .size([300.0, 200.0], Condition::FirstUseEver)
                .build(|| {
                    seen.window = ui.window_pos();
                    ui.slider("Level", 0.0, 100.0, &mut seen.level);
                    let rect = |ui: &imgui::Ui| {
                        let ([x1, y1], [x2, y2]) = (ui.item_rect_min(), ui.item_rect_max());
                        [x1, y1, x2, y2]
                    };
                    seen.slider = rect(ui);
                    if ui.button("Press") {
                        seen.clicks += 1;
                    }
                    seen.button = rect(ui);
                    for line in 0..40 {
                        ui.text(format!("line {line}"));
                    }
                    seen.scroll = ui.scroll_y();
                });
            ui.window("Canvas")
                .position([450.0, 100.0], Condition::FirstUseEver)
                .size([260.0, 180.0], Condition::FirstUseEver)
                .build(|| {
                    ui.invisible_button("canvas", [200.0, 100.0]);
                    let ([x1, y1], [x2, y2]) = (ui.item_rect_min(), ui.item_rect_max());
                    seen.canvas = [x1, y1, x2, y2];
                    if ui.is_item_active() {
                        let [dx, dy] = ui.io().mouse_delta;
                        seen.canvas_dragged[0] += dx;
                        seen.canvas_dragged[1] += dy;
                    }
                    // SAFETY: between the item and the window's end, in a frame.
                    unsafe { imgui_webgpu_touch_test_item_takes_wheel() };
                    if ui.is_item_hovered() && ui.io().mouse_wheel != 0.0 {
                        seen.canvas_wheel_frames += 1;
                    }
                });
            self.touches.frame_built();
            self.imgui.render();
        }

        /// Two fingers down `from` apart (horizontally) about `at`, moved `to` apart in
        /// `steps` steps a frame apart, lifted.
        ///
        /// Both fingers' events come before a frame, as a browser's do (one touch event with
        /// both points), and a frame after them.
        fn pinch(&mut self, at: [f32; 2], from: f32, to: f32, steps: u32) {
            let fingers = |apart: f32| [[at[0] - apart / 2.0, at[1]], [at[0] + apart / 2.0, at[1]]];
            let both = |panel: &mut Self, phase: Phase, apart: f32| {
                let [first, second] = fingers(apart);
                panel.event(1, phase, first);
                panel.event(2, phase, second);
                panel.frame();
            };
            both(self, Phase::Started, from);
            for step in 1..=steps {
                both(
                    self,
                    Phase::Moved,
                    from + (to - from) * step as f32 / steps as f32,
                );
            }
            both(self, Phase::Ended, to);
            self.frames(12);
        }

        fn frames(&mut self, count: u32) {
            for _ in 0..count {
                self.frame();
            }
        }

        fn touch(&mut self, phase: Phase, at: [f32; 2]) {
            self.finger(1, phase, at);
        }

        /// Finger `id`'s event, and a frame.
        fn finger(&mut self, id: u64, phase: Phase, at: [f32; 2]) {
            self.event(id, phase, at);
            self.frame();
        }

        /// Finger `id`'s event, given to imgui.
        fn event(&mut self, id: u64, phase: Phase, at: [f32; 2]) {
            let target = ImguiTarget::of(&self.imgui);
            let pointers = self.touches.touch(id, phase, at, STEP, &target);
            let io: &mut Io = self.imgui.io_mut();
            add_pointer_events(io, pointers);
        }

        /// A finger down at `from`, moved to `to` in `steps` steps a frame apart, lifted.
        fn drag(&mut self, from: [f32; 2], to: [f32; 2], steps: u32) {
            self.touch(Phase::Started, from);
            for step in 1..=steps {
                let along = step as f32 / steps as f32;
                let at = [
                    from[0] + (to[0] - from[0]) * along,
                    from[1] + (to[1] - from[1]) * along,
                ];
                self.touch(Phase::Moved, at);
            }
            self.touch(Phase::Ended, to);
            self.frames(3);
        }
    }

    fn centre([x1, y1, x2, y2]: [f32; 4]) -> [f32; 2] {
        [(x1 + x2) / 2.0, (y1 + y2) / 2.0]
    }

    #[test]
    fn a_finger_moves_a_window_by_its_title_bar_exactly() {
        let _turn = crate::one_imgui_at_a_time();
        let mut panel = Panel::new();
        assert_eq!(panel.seen.window, [100.0, 100.0]);
        panel.drag([160.0, 108.0], [260.0, 158.0], 8);
        assert_eq!(panel.seen.window, [200.0, 150.0], "{:?}", panel.seen);
        assert_eq!(panel.seen.scroll, 0.0);
    }

    #[test]
    fn a_finger_drags_a_slider_and_scrolls_over_a_button_without_clicking_it() {
        let _turn = crate::one_imgui_at_a_time();
        let mut panel = Panel::new();
        let [x1, _, x2, _] = panel.seen.slider;
        let [_, y] = centre(panel.seen.slider);
        panel.drag([x1 + 20.0, y], [x2 + 40.0, y], 6);
        assert_eq!(panel.seen.level, 100.0, "{:?}", panel.seen);
        assert_eq!(panel.seen.window, [100.0, 100.0], "the window stayed");

        let start = centre(panel.seen.button);
        panel.drag(start, [start[0], start[1] - 40.0], 8);
        assert_eq!(panel.seen.clicks, 0, "the scroll clicked: {:?}", panel.seen);
        assert!(
            (panel.seen.scroll - 40.0).abs() <= 1.0,
            "a 40 px drag scrolled {} px",
            panel.seen.scroll
        );
        assert_eq!(panel.seen.level, 100.0, "the slider stayed");

        // A tap still clicks.
        let button = centre(panel.seen.button);
        panel.drag(button, button, 1);
        assert_eq!(panel.seen.clicks, 1, "{:?}", panel.seen);
    }

    /// Where nothing can scroll, an item held follows the finger as it follows the mouse: a
    /// plot pans, a canvas drags (it used to be scrolled over, as wheel events, which a plot
    /// takes as zoom).
    #[test]
    fn a_finger_drags_an_item_where_nothing_scrolls() {
        let _turn = crate::one_imgui_at_a_time();
        let mut panel = Panel::new();
        let start = centre(panel.seen.canvas);
        panel.drag(start, [start[0] - 60.0, start[1] + 30.0], 8);
        let [dx, dy] = panel.seen.canvas_dragged;
        assert!(
            (dx + 60.0).abs() <= 1.0 && (dy - 30.0).abs() <= 1.0,
            "the canvas was dragged by ({dx}, {dy}), not (-60, 30): {:?}",
            panel.seen
        );
        assert_eq!(panel.seen.scroll, 0.0, "the panel beside it did not scroll");
    }

    /// Two fingers pinching turn the wheel where an item takes it: a canvas that takes the
    /// wheel while hovered (as an ImPlot plot does) gets a step each time their distance
    /// grows by 1.1 (40 to 120 apart: 3 is eleven steps of 1.1, and a bit), each in a frame
    /// of its own (a plot zooms once a frame the wheel turns); over a window's
    /// lines nothing takes it, and the window does not scroll; nothing is clicked.
    #[test]
    fn two_fingers_pinch_a_canvas_that_takes_the_wheel_and_scroll_no_window() {
        let _turn = crate::one_imgui_at_a_time();
        let mut panel = Panel::new();
        panel.pinch(centre(panel.seen.canvas), 40.0, 120.0, 12);
        assert_eq!(panel.seen.canvas_wheel_frames, 11, "{:?}", panel.seen);
        assert_eq!(panel.seen.canvas_dragged, [0.0, 0.0], "nothing was dragged");

        let [x1, _, x2, _] = panel.seen.button;
        let over_lines = [(x1 + x2) / 2.0, panel.seen.button[3] + 60.0];
        panel.pinch(over_lines, 120.0, 40.0, 12);
        assert_eq!(
            panel.seen.scroll, 0.0,
            "the panel did not scroll: {:?}",
            panel.seen
        );
        assert_eq!(panel.seen.clicks, 0);
    }
}
