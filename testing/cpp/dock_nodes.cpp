// Dear ImGui 1.92's dock nodes, read for imgui-webgpu-testing's `docking` module with
// dear-imgui-rs: dear-imgui-sys's bindings keep `ImGuiDockNode` opaque, so this file, built
// against dear-imgui-sys's own headers and defines, copies what the module reads of a node
// into a plain struct of C layout (`docking/read.rs`, `DockNodeView`).

#include "imgui.h"
#include "imgui_internal.h"

extern "C" {
struct ImguiWebgpuTestingDockNode {
    ImGuiID id;
    float pos[2];
    float size[2];
    int merged_flags;
    int flags;  // merged, local and shared
    ImGuiDockNode* parent;
    ImGuiDockNode* children[2];
    bool split_on_y;
    bool visible;
    ImGuiWindow* const* windows;
    int window_count;
    ImGuiTabBar* tab_bar;
    ImGuiWindow* visible_window;
    ImGuiID selected_tab_id;
};

// Copies `node` into `out`.
void imgui_webgpu_testing_dock_node(const ImGuiDockNode* node, ImguiWebgpuTestingDockNode* out) {
    out->id = node->ID;
    out->pos[0] = node->Pos.x;
    out->pos[1] = node->Pos.y;
    out->size[0] = node->Size.x;
    out->size[1] = node->Size.y;
    out->merged_flags = node->MergedFlags;
    out->flags = node->MergedFlags | node->LocalFlags | node->SharedFlags;
    out->parent = node->ParentNode;
    out->children[0] = node->ChildNodes[0];
    out->children[1] = node->ChildNodes[1];
    out->split_on_y = node->SplitAxis == ImGuiAxis_Y;
    out->visible = node->IsVisible;
    out->windows = node->Windows.Data;
    out->window_count = node->Windows.Size;
    out->tab_bar = node->TabBar;
    out->visible_window = node->VisibleWindow;
    out->selected_tab_id = node->SelectedTabId;
}

// The root of `node`'s dock tree.
ImGuiDockNode* imgui_webgpu_testing_dock_root(ImGuiDockNode* node) {
    return ImGui::DockNodeGetRootNode(node);
}
}
