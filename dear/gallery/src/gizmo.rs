//! ImGuizmo's manipulator on a cube: the cube drawn by ImGuizmo's own `DrawCubes` over its
//! grid, moved by the translation gizmo, and the camera turned by the view cube.

use dear_imguizmo::{GuizmoExt, Mode, Operation};
use imgui_webgpu_app::imgui::{Condition, Ui, WindowFlags};

use crate::camera::{self, Mat4};
use crate::layout;

/// Where the camera starts: above and to the side of the cube.
const EYE: [f32; 3] = [3.5, 3.0, 3.5];

/// The camera's distance from the origin (`EYE`'s length), about which the view cube turns
/// it.
const DISTANCE: f32 = 5.79;

/// The cube's model matrix and the camera's view matrix, as the user left them.
pub struct Gizmo {
    model: Mat4,
    view: Mat4,
}

impl Gizmo {
    /// The unit cube at the origin, seen from above and to the side.
    pub fn new() -> Self {
        Self {
            model: camera::IDENTITY,
            view: camera::look_at_origin(EYE),
        }
    }

    /// Where the cube is, in world units (the state window shows it).
    pub fn position(&self) -> [f32; 3] {
        [self.model[12], self.model[13], self.model[14]]
    }

    /// The gizmo's window: the grid, the cube, the translation gizmo and the view cube. The
    /// window does not move by a drag in it (the gizmo takes the drag).
    pub fn window(&mut self, ui: &Ui) {
        let tile = layout::GIZMO;
        ui.window("ImGuizmo")
            .position(tile.pos, Condition::FirstUseEver)
            .size(tile.size, Condition::FirstUseEver)
            .flags(
                WindowFlags::NO_MOVE
                    | WindowFlags::NO_SCROLLBAR
                    | WindowFlags::NO_SCROLL_WITH_MOUSE,
            )
            .build(|| {
                ui.text("Drag the gizmo; turn the view by its cube.");
                let origin = ui.cursor_screen_pos();
                let size = ui.content_region_avail();
                if size[0] < 1.0 || size[1] < 1.0 {
                    return;
                }
                let projection =
                    camera::perspective(45f32.to_radians(), size[0] / size[1], 0.1, 100.0);
                let gizmo = ui.guizmo();
                gizmo.set_drawlist_window();
                gizmo.set_rect(origin[0], origin[1], size[0], size[1]);
                gizmo.draw_grid(&self.view, &projection, &camera::IDENTITY, 10.0);
                gizmo.draw_cubes(&self.view, &projection, &[self.model]);
                gizmo.manipulate(
                    &self.view,
                    &projection,
                    Operation::TRANSLATE,
                    Mode::World,
                    &mut self.model,
                    None,
                    None,
                    None,
                    None,
                );
                let corner = [origin[0] + size[0] - layout::VIEW_CUBE, origin[1]];
                gizmo.view_manipulate(
                    &mut self.view,
                    DISTANCE,
                    corner,
                    [layout::VIEW_CUBE, layout::VIEW_CUBE],
                    0x1010_1010,
                );
            });
    }
}
