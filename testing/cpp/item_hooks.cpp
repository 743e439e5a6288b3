// Dear ImGui's test-engine hooks (imgui_internal.h, 1.89), defined for imgui-webgpu-testing.
// imgui calls them for every item it submits when it was built with IMGUI_ENABLE_TEST_ENGINE
// and the context's TestEngineHookItems is set; each forwards to the crate's recorder (Rust,
// `items/record.rs`) with what the recorder cannot read itself: the window being submitted.

#include "imgui.h"
#include "imgui_internal.h"

#include <string.h>

extern "C" {
void imgui_webgpu_testing_item_add(ImGuiContext* ctx, const float* rect, const float* clip,
                                   ImGuiID id, ImGuiID seed, const char* window);
void imgui_webgpu_testing_item_info(ImGuiContext* ctx, ImGuiID id, const char* label,
                                    int flags);
const char* imgui_webgpu_testing_item_label(ImGuiContext* ctx, ImGuiID id);

// Turns the hooks on or off for `ctx`.
void imgui_webgpu_testing_enable_hooks(ImGuiContext* ctx, bool on) {
    ctx->TestEngineHookItems = on;
}

// A window's state by name, into `out`: position and size (4), scroll and its maximum (4),
// collapsed, focused (the navigation window), active in the last frame. False where imgui
// has no window of that name.
bool imgui_webgpu_testing_window(ImGuiContext* ctx, const char* name, float* out) {
    ImGuiWindow* window = NULL;
    for (int i = 0; i < ctx->Windows.Size; i++)
        if (strcmp(ctx->Windows[i]->Name, name) == 0)
            window = ctx->Windows[i];
    if (window == NULL)
        return false;
    const float values[11] = {window->Pos.x, window->Pos.y, window->Size.x, window->Size.y,
                              window->Scroll.x, window->Scroll.y, window->ScrollMax.x,
                              window->ScrollMax.y, window->Collapsed ? 1.0f : 0.0f,
                              ctx->NavWindow == window ? 1.0f : 0.0f,
                              window->WasActive ? 1.0f : 0.0f};
    for (int i = 0; i < 11; i++)
        out[i] = values[i];
    return true;
}

// The ids imgui holds as hovered and active at the end of a frame.
void imgui_webgpu_testing_hovered_and_active(ImGuiContext* ctx, ImGuiID* hovered,
                                             ImGuiID* active) {
    *hovered = ctx->HoveredId != 0 ? ctx->HoveredId : ctx->HoveredIdPreviousFrame;
    *active = ctx->ActiveId;
}
}

void ImGuiTestEngineHook_ItemAdd(ImGuiContext* ctx, const ImRect& bb, ImGuiID id) {
    ImGuiWindow* window = ctx->CurrentWindow;
    ImGuiID seed = window != NULL && window->IDStack.Size > 0 ? window->IDStack.back() : 0;
    const float rect[4] = {bb.Min.x, bb.Min.y, bb.Max.x, bb.Max.y};
    // The window's clip rectangle at the item: where it can show (scrolled out if outside).
    const float clip[4] = {window != NULL ? window->ClipRect.Min.x : 0.0f,
                           window != NULL ? window->ClipRect.Min.y : 0.0f,
                           window != NULL ? window->ClipRect.Max.x : 0.0f,
                           window != NULL ? window->ClipRect.Max.y : 0.0f};
    imgui_webgpu_testing_item_add(ctx, rect, clip, id, seed, window != NULL ? window->Name : "");
}

void ImGuiTestEngineHook_ItemInfo(ImGuiContext* ctx, ImGuiID id, const char* label,
                                  ImGuiItemStatusFlags flags) {
    imgui_webgpu_testing_item_info(ctx, id, label, (int)flags);
}

void ImGuiTestEngineHook_Log(ImGuiContext*, const char*, ...) {}

const char* ImGuiTestEngine_FindItemDebugLabel(ImGuiContext* ctx, ImGuiID id) {
    return imgui_webgpu_testing_item_label(ctx, id);
}
