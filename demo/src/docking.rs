//! The demo's docking (the `docking` feature): a dock space over the main window, and a
//! default layout made with Dear ImGui's dock builder the first time, unless imgui's
//! settings (kept where the app asks) already hold one. Natively the panels can also be
//! dragged out of the main window into OS windows of their own (the runner's viewports).

use std::ffi::CString;

use imgui::sys;

/// The panels the default layout docks, and where: each in a node of its own, so each shows
/// (a node holding two shows one as a tab).
const TOP_LEFT: &str = "imgui-webgpu";
const BOTTOM_LEFT: &str = "User texture";
const TOP_RIGHT: &str = "3D viewport";
const BOTTOM_RIGHT: &str = "Paint callback";

/// The dock space over the main window and whether its layout was looked at.
#[derive(Debug, Default)]
pub struct DockLayout {
    /// The default layout was made, or the settings already had one.
    settled: bool,
}

impl DockLayout {
    /// Submits the dock space over the main viewport (its central node lets the 3D scene
    /// behind it show) and, the first time, makes the default layout if the dock space has
    /// none. Call before the panels are built.
    pub fn dock_space(&mut self, _ui: &imgui::Ui) {
        // SAFETY: inside a frame of imgui's current context (`_ui` is borrowed from it);
        // the main viewport lives as long as the context; a null window class is imgui's
        // default.
        let id = unsafe {
            sys::igDockSpaceOverViewport(
                sys::igGetMainViewport(),
                sys::ImGuiDockNodeFlags_PassthruCentralNode as sys::ImGuiDockNodeFlags,
                std::ptr::null(),
            )
        };
        if std::mem::replace(&mut self.settled, true) {
            return;
        }
        // SAFETY: as above; the node pointer is read at once, before imgui can free it.
        let has_layout = unsafe {
            let node = sys::igDockBuilderGetNode(id);
            !node.is_null() && !(*node).ChildNodes[0].is_null()
        };
        if !has_layout {
            default_layout(id);
        }
    }
}

/// Docks the panels: the controls over the texture on the left, the 3D viewport over the
/// paint callback on the right.
fn default_layout(dock_space: sys::ImGuiID) {
    // SAFETY: inside a frame of imgui's current context; imgui copies the window names.
    unsafe {
        let main = sys::igGetMainViewport();
        sys::igDockBuilderRemoveNode(dock_space);
        sys::igDockBuilderAddNode(
            dock_space,
            sys::ImGuiDockNodeFlags_DockSpace as sys::ImGuiDockNodeFlags
                | sys::ImGuiDockNodeFlags_PassthruCentralNode as sys::ImGuiDockNodeFlags,
        );
        sys::igDockBuilderSetNodeSize(dock_space, (*main).Size);
        let (mut left, mut right) = (0, 0);
        sys::igDockBuilderSplitNode(dock_space, sys::ImGuiDir_Left, 0.3, &mut left, &mut right);
        let (mut top_left, mut bottom_left) = (0, 0);
        sys::igDockBuilderSplitNode(left, sys::ImGuiDir_Up, 0.6, &mut top_left, &mut bottom_left);
        let (mut top_right, mut bottom_right) = (0, 0);
        sys::igDockBuilderSplitNode(
            right,
            sys::ImGuiDir_Up,
            0.55,
            &mut top_right,
            &mut bottom_right,
        );
        for (name, node) in [
            (TOP_LEFT, top_left),
            (BOTTOM_LEFT, bottom_left),
            (TOP_RIGHT, top_right),
            (BOTTOM_RIGHT, bottom_right),
        ] {
            if let Ok(name) = CString::new(name) {
                sys::igDockBuilderDockWindow(name.as_ptr(), node);
            }
        }
        sys::igDockBuilderFinish(dock_space);
    }
}
