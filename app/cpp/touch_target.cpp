// What is under a finger, as Dear ImGui saw it in its last frame: the questions
// `platform::touch` asks to decide whether a finger's drag moves what it started on (a title
// bar, a tab, a resize grip or border, a scrollbar, a slider or a drag) or scrolls. Dear ImGui
// 1.89 has no touch input of its own and no public way to ask what an item is, so these read
// its internal state (`imgui_internal.h`), compiled against the headers imgui-sys built imgui
// from, with its defines. Each is called between frames, with the app's context current.

#include "imgui.h"
#include "imgui_internal.h"

namespace {

// What `imgui_webgpu_touch_under` answers (`platform::touch_target::Under` in Rust).
enum Under : int {
    UnderContent = 0,
    UnderHandle = 1,
    UnderWidget = 2,
};

// A tab of a tab bar: a user's, or a dock node's.
bool is_tab(ImGuiContext& g, ImGuiID id) {
    for (int n = 0; n < g.TabBars.GetMapSize(); n++)
        if (ImGuiTabBar* tab_bar = g.TabBars.TryGetMapData(n))
            if (ImGui::TabBarFindTabByID(tab_bar, id) != nullptr)
                return true;
#ifdef IMGUI_HAS_DOCK
    for (ImGuiWindow* window : g.Windows)
        if (window->DockNode != nullptr && window->DockNode->TabBar != nullptr)
            if (ImGui::TabBarFindTabByID(window->DockNode->TabBar, id) != nullptr)
                return true;
#endif
    return false;
}

// What moves or sizes a window, or scrolls it as the mouse drags it: a resize grip or border,
// a scrollbar, a tab.
bool is_window_handle(ImGuiContext& g, ImGuiID id) {
    if (id == 0)
        return false;
    for (ImGuiWindow* window : g.Windows) {
        if (!window->WasActive)
            continue;
        for (int corner = 0; corner < 4; corner++)
            if (id == ImGui::GetWindowResizeCornerID(window, corner))
                return true;
        for (int side = 0; side < 4; side++)
            if (id == ImGui::GetWindowResizeBorderID(window, static_cast<ImGuiDir>(side)))
                return true;
        if (id == ImGui::GetWindowScrollbarID(window, ImGuiAxis_X) ||
            id == ImGui::GetWindowScrollbarID(window, ImGuiAxis_Y))
            return true;
    }
    return is_tab(g, id);
}

// The pointer is on a window's title bar, or on the empty part of a dock node's tab bar (both
// move the window or node when dragged).
bool on_title_bar(ImGuiContext& g, ImVec2 at) {
    ImGuiWindow* hovered = g.HoveredWindow;
    if (!(hovered->Flags & ImGuiWindowFlags_NoTitleBar) && hovered->TitleBarRect().Contains(at))
        return true;
#ifdef IMGUI_HAS_DOCK
    for (ImGuiWindow* window : g.Windows) {
        ImGuiDockNode* node = window->DockNode;
        if (window->WasActive && window->DockIsActive && node != nullptr && node->TabBar != nullptr)
            if (!node->IsHiddenTabBar() && !node->IsNoTabBar() && node->TabBar->BarRect.Contains(at))
                return true;
    }
#endif
    return false;
}

}  // namespace

// What the pointer is over: a handle (title bar, tab, resize grip or border, scrollbar), which
// a drag moves; a widget, which a press must try (a slider drags, a button does not); or
// content (text, a text field, a window's background), which a drag scrolls.
extern "C" int imgui_webgpu_touch_under() {
    ImGuiContext* context = ImGui::GetCurrentContext();
    if (context == nullptr)
        return UnderContent;
    ImGuiContext& g = *context;
    if (g.HoveredWindow == nullptr)
        return UnderContent;
    if (g.HoveredId != 0) {
        if (is_window_handle(g, g.HoveredId))
            return UnderHandle;
        // A text field takes the keyboard when pressed: a finger that scrolls over it must not.
#if IMGUI_VERSION_NUM >= 19000
        const bool disabled = g.HoveredIdIsDisabled;  // renamed in 1.90
#else
        const bool disabled = g.HoveredIdDisabled;
#endif
        if (disabled || g.MouseCursor == ImGuiMouseCursor_TextInput)
            return UnderContent;
        return UnderWidget;
    }
    if (on_title_bar(g, g.IO.MousePos))
        return UnderHandle;
    // While an item holds the mouse or keyboard (a text field being edited), imgui hovers no
    // other item: only a press tells what is under the finger (and ends the editing, as a
    // click there would).
    if (g.ActiveId != 0)
        return UnderWidget;
    return UnderContent;
}

// After a press: whether the item it made active follows the pointer while held (a slider, a
// drag, a window's handle), rather than acting when released (a button).
extern "C" bool imgui_webgpu_touch_press_drags() {
    ImGuiContext* context = ImGui::GetCurrentContext();
    if (context == nullptr)
        return false;
    ImGuiContext& g = *context;
    if (g.ActiveId == 0)
        return false;
    if (is_window_handle(g, g.ActiveId))
        return true;
    // Sliders and drags (and text fields, told apart by their edit state) take the arrow keys
    // of the direction they move in while active.
    const bool editing_text = g.InputTextState.ID == g.ActiveId;
    if (editing_text)
        return false;
    if (g.ActiveIdUsingNavDirMask != 0)
        return true;
    // Where nothing under the finger can scroll (the item's window and those it sits in), a
    // drag has nothing else to do: the item follows the finger as it follows the mouse (a
    // plot's frame pans, a node editor's canvas moves). A button let go of off itself does
    // not act, as with the mouse.
    for (ImGuiWindow* window = g.ActiveIdWindow; window != nullptr; window = window->ParentWindow)
        if (window->ScrollMax.x > 0.0f || window->ScrollMax.y > 0.0f)
            return false;
    return g.ActiveIdWindow != nullptr;
}

// Forgets a press that turned out to start a scroll: the item it made active lets go without
// acting, as if the press had never reached it.
extern "C" void imgui_webgpu_touch_cancel_press() {
    if (ImGui::GetCurrentContext() != nullptr)
        ImGui::ClearActiveID();
}

// Whether an item under the pointer takes the mouse wheel (its key owner, which imgui sets for
// an item that calls `SetItemKeyOwner(ImGuiKey_MouseWheelY)` while hovered and which ImPlot
// sets for a hovered plot): where a pinch turns the wheel (it zooms the plot), and where imgui
// scrolls no window with it.
extern "C" bool imgui_webgpu_touch_takes_wheel() {
    if (ImGui::GetCurrentContext() == nullptr)
        return false;
    const ImGuiID owner = ImGui::GetKeyOwner(ImGuiKey_MouseWheelY);
    // `ImGuiKeyOwner_Any` (0) and no owner (`(ImGuiID)-1`: `ImGuiKeyOwner_None` in 1.89,
    // `ImGuiKeyOwner_NoOwner` in 1.92) are not an item.
    return owner != 0 && owner != static_cast<ImGuiID>(-1);
}

// For the crate's tests: the last item takes the mouse wheel while hovered, as a plot does.
extern "C" void imgui_webgpu_touch_test_item_takes_wheel() {
    if (ImGui::GetCurrentContext() != nullptr)
        ImGui::SetItemKeyOwner(ImGuiKey_MouseWheelY);
}
