//! One frame of Dear ImGui 1.92 with each extension the build has (its features), in a
//! wasm32 module whose imports `cargo xtask` reads: with the patched -sys crates, nothing is
//! imported from `imgui-sys-v1`, the module dear-imgui-rs's published wasm32 build expects.
//! The frame is never ended or drawn: what matters is that every function it reaches is
//! linked in.

// The C library the C++ needs (wasi-libc, `malloc` on Rust's allocator): the renderer's `web`
// feature, linked only if the crate is used.
#[cfg(target_arch = "wasm32")]
use imgui_webgpu as _;

#[cfg(target_arch = "wasm32")]
fn main() {
    let mut imgui = dear_imgui_rs::Context::create();
    imgui.io_mut().set_display_size([640.0, 480.0]);
    #[cfg(feature = "implot")]
    let plot = dear_implot::PlotContext::create(&imgui);
    #[cfg(feature = "implot3d")]
    let plot3d = dear_implot3d::Plot3DContext::create(&imgui);
    #[cfg(feature = "imnodes")]
    let (nodes, nodes_editor) = {
        let nodes = dear_imnodes::Context::create(&imgui);
        let editor = nodes.create_editor_context();
        (nodes, editor)
    };
    let ui = imgui.frame();
    ui.text("Dear ImGui 1.92 with its extensions in one module");
    #[cfg(feature = "implot")]
    {
        let plot_ui = plot.get_plot_ui(ui);
        if let Some(token) = plot_ui.begin_plot("a plot") {
            plot_ui.plot_line("a line", &[1.0, 2.0, 3.0], &[1.0, 4.0, 2.0]);
            token.end();
        }
        // Reaches nearly all of ImPlot.
        plot_ui.show_demo_window(&mut true);
    }
    #[cfg(feature = "implot3d")]
    plot3d.get_plot_ui(ui).show_demo_window();
    #[cfg(feature = "imguizmo")]
    {
        use dear_imguizmo::GuizmoExt;
        let gizmo = ui.guizmo();
        gizmo.set_rect(0.0, 0.0, 640.0, 480.0);
        let identity = [
            1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0,
        ];
        let mut model = identity;
        let _ = gizmo
            .manipulate_config(&identity, &identity, &mut model)
            .operation(dear_imguizmo::Operation::TRANSLATE)
            .build();
    }
    #[cfg(feature = "imnodes")]
    {
        use dear_imnodes::ImNodesExt;
        let editor = ui
            .imnodes_editor(&nodes, Some(&nodes_editor))
            .begin_nodes();
        let node = editor.node(dear_imnodes::NodeId::new(1));
        node.title_bar(|| ui.text("a node"));
        let out = node.output_attr(
            dear_imnodes::PinId::new(2),
            dear_imnodes::PinShape::CircleFilled,
        );
        ui.text("out");
        out.end();
        node.end();
        editor.end();
    }
    #[cfg(feature = "imguizmo-quat")]
    {
        use dear_imguizmo_quat::GizmoQuatExt;
        let mut rotation = [0.0, 0.0, 0.0, 1.0];
        let _ = ui.gizmo_quat().builder().size(120.0).quat("##rotation", &mut rotation);
    }
}

/// The module is for wasm32 only.
#[cfg(not(target_arch = "wasm32"))]
fn main() {}
