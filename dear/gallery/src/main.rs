//! Every Dear ImGui extension dear-imgui-rs 0.20 ships, in one app on `imgui-webgpu-app`
//! (issue 43): ImPlot's and ImPlot3D's own demos, an ImNodes graph, ImGuizmo's manipulator
//! on a cube, and the node editor, each in a window of its own, tiled so none overlap at
//! 1280x720. The extensions' contexts are made from the app's imgui context by `run_with`
//! and dropped before it. `tests/window.rs` drives it in a real window.

mod camera;
mod gizmo;
mod layout;
// Natively only: dear-node-editor has no wasm32 build.
#[cfg(not(target_arch = "wasm32"))]
mod node_editor;
mod nodes;
mod plots;
mod state;

use imgui_webgpu_app::{Options, RunError, run_with};

/// The extensions' contexts, in the order they are dropped (fields drop in order, all before
/// the imgui context they were made from, which the runner drops after the app).
struct Extensions {
    graph: nodes::Graph,
    #[cfg(not(target_arch = "wasm32"))]
    node_editor: node_editor::NodeEditor,
    plots: plots::Plots,
}

fn main() -> Result<(), RunError> {
    let options = Options::new("Dear ImGui's extensions")
        .with_size(layout::WINDOW[0] as u32, layout::WINDOW[1] as u32);
    let mut gizmo = gizmo::Gizmo::new();
    run_with(
        options,
        |imgui| Extensions {
            graph: nodes::Graph::new(imgui),
            #[cfg(not(target_arch = "wasm32"))]
            node_editor: node_editor::NodeEditor::new(imgui),
            plots: plots::Plots::new(imgui),
        },
        move |ui, extensions, _frame| {
            extensions.plots.windows(ui);
            extensions.graph.window(ui);
            gizmo.window(ui);
            #[cfg(not(target_arch = "wasm32"))]
            extensions.node_editor.window(ui);
            state::window(
                ui,
                &state::Shown {
                    imnodes_links: extensions.graph.links(),
                    #[cfg(not(target_arch = "wasm32"))]
                    node_editor_links: extensions.node_editor.links(),
                    #[cfg(target_arch = "wasm32")]
                    node_editor_links: 0,
                    cube: gizmo.position(),
                },
            );
        },
    )
}
