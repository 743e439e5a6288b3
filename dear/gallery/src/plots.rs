//! ImPlot's and ImPlot3D's own demo windows, placed in their tiles once they exist (each
//! demo asks for its own place only at its first use, so the app sets it after).

use dear_implot::PlotContext;
use dear_implot3d::Plot3DContext;
use imgui_webgpu_app::imgui::Ui;

use crate::layout::{self, Tile};

/// ImPlot's and ImPlot3D's contexts, made from the app's imgui context.
pub struct Plots {
    plot: PlotContext,
    plot3d: Plot3DContext,
    /// Whether ImPlot's demo is open (its window has a close button).
    open: bool,
    /// Whether the demo windows were put in their tiles.
    placed: bool,
}

impl Plots {
    /// Both contexts, from the app's imgui context.
    pub fn new(imgui: &imgui_webgpu_app::imgui::Context) -> Self {
        Self {
            plot: PlotContext::create(imgui),
            plot3d: Plot3DContext::create(imgui),
            open: true,
            placed: false,
        }
    }

    /// Both demo windows (ImPlot's until the user closes it).
    pub fn windows(&mut self, ui: &Ui) {
        if self.open {
            self.plot.get_plot_ui(ui).show_demo_window(&mut self.open);
        }
        self.plot3d.get_plot_ui(ui).show_demo_window();
        if !self.placed {
            let place = |name: &str, tile: Tile| {
                ui.set_window_pos_by_name(name, tile.pos);
                ui.set_window_size_by_name(name, tile.size);
            };
            place("ImPlot Demo", layout::IMPLOT);
            place("ImPlot3D Demo", layout::IMPLOT3D);
            self.placed = true;
        }
    }
}
