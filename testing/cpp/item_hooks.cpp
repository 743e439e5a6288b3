// Dear ImGui's test-engine hooks (imgui_internal.h), for imgui-webgpu-testing. imgui calls
// them for every item it submits when it was built with IMGUI_ENABLE_TEST_ENGINE and the
// context's TestEngineHookItems is set; each forwards to the crate's recorder (Rust,
// `items/record.rs`) with what the recorder cannot read itself: the window being submitted.
// With Dear ImGui 1.89 (imgui-rs) this file defines the hooks. With 1.92 (dear-imgui-rs)
// dear-imgui-sys defines them (its `test-engine` feature) and forwards them to functions
// registered at run time: this file's, registered when the hooks are turned on.

#include "imgui.h"
#include "imgui_internal.h"

#include <float.h>
#include <stdarg.h>
#include <string.h>

extern "C" {
void imgui_webgpu_testing_item_add(ImGuiContext* ctx, const float* rect, const float* clip,
                                   ImGuiID id, ImGuiID seed, const char* window, int cut,
                                   int selected);
void imgui_webgpu_testing_item_info(ImGuiContext* ctx, ImGuiID id, const char* label,
                                    int flags);
const char* imgui_webgpu_testing_item_label(ImGuiContext* ctx, ImGuiID id);

#if IMGUI_VERSION_NUM >= 19200
void dear_imgui_rs_set_test_engine_hooks(
    void (*item_add)(ImGuiContext*, ImGuiID, const ImRect&, const ImGuiLastItemData*),
    void (*item_info)(ImGuiContext*, ImGuiID, const char*, ImGuiItemStatusFlags),
    void (*log_v)(ImGuiContext*, const char*, va_list),
    const char* (*find_item_debug_label)(ImGuiContext*, ImGuiID));
static void register_hooks();
#endif

// Turns the hooks on or off for `ctx`.
void imgui_webgpu_testing_enable_hooks(ImGuiContext* ctx, bool on) {
#if IMGUI_VERSION_NUM >= 19200
    if (on)
        register_hooks();
#endif
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

namespace {
// Where the submitting window's draw list stood when the last item was added: what it holds
// after that, up to the item's ItemInfo, the item drew. Per thread: each test thread has its
// own imgui context.
thread_local ImGuiID last_item = 0;
thread_local ImDrawList* last_list = NULL;
thread_local int last_vertex = 0;

bool is_one_of(ImU32 colour, const ImU32* colours, int count) {
    for (int i = 0; i < count; i++)
        if (colour == colours[i])
            return true;
    return false;
}

// A radio button's state from what it drew (imgui reports none: RadioButton's ItemInfo has
// no Checkable flag, in 1.89 as in 1.92): -1 where the item is no radio button, else 1 where
// it is selected. A radio button draws first a circle in a frame colour, 16 points (with an
// anti-aliased fringe of the same colour, transparent) in the square at its left, and then,
// selected, a smaller circle in the check mark's colour.
int radio_state(ImGuiContext* ctx, ImDrawList* list, int start, const ImRect& item) {
    const float side = ctx->FontSize + ctx->Style.FramePadding.y * 2.0f;
    const ImRect square(item.Min.x - 1.0f, item.Min.y - 1.0f, item.Min.x + side + 1.0f,
                        item.Min.y + side + 1.0f);
    const ImU32 frame[3] = {ImGui::GetColorU32(ImGuiCol_FrameBg),
                            ImGui::GetColorU32(ImGuiCol_FrameBgHovered),
                            ImGui::GetColorU32(ImGuiCol_FrameBgActive)};
    // The fringe's colour: the same, transparent.
    const ImU32 fringe[3] = {frame[0] & ~IM_COL32_A_MASK, frame[1] & ~IM_COL32_A_MASK,
                             frame[2] & ~IM_COL32_A_MASK};
    const ImU32 mark = ImGui::GetColorU32(ImGuiCol_CheckMark);
    ImVector<ImVec2> circle;
    int i = start;
    for (; i < list->VtxBuffer.Size; i++) {
        const ImDrawVert& vertex = list->VtxBuffer[i];
        if (is_one_of(vertex.col, frame, 3))
            circle.push_back(vertex.pos);
        else if (!is_one_of(vertex.col, fringe, 3))
            break;
    }
    if (circle.Size < 12)
        return -1;
    ImVec2 centre(0.0f, 0.0f);
    for (int p = 0; p < circle.Size; p++) {
        if (!square.Contains(circle[p]))
            return -1;
        centre.x += circle[p].x / circle.Size;
        centre.y += circle[p].y / circle.Size;
    }
    float low = FLT_MAX, high = 0.0f;
    for (int p = 0; p < circle.Size; p++) {
        const float dx = circle[p].x - centre.x, dy = circle[p].y - centre.y;
        const float distance = ImSqrt(dx * dx + dy * dy);
        low = ImMin(low, distance);
        high = ImMax(high, distance);
    }
    if (high - low > 1.0f)
        return -1;
    for (; i < list->VtxBuffer.Size; i++)
        if (list->VtxBuffer[i].col == mark && square.Contains(list->VtxBuffer[i].pos))
            return 1;
    return 0;
}

// The flags this file adds to an item's status for the recorder (above imgui's, which stop
// at bit 24): it has a selected state (a tab, a selectable), and it is selected.
const int SELECTION_KNOWN = 1 << 28;
const int SELECTED = 1 << 29;

bool same_colour(ImU32 colour, ImU32 wanted) {
    // The colour, or its anti-aliased fringe: the same, transparent.
    return colour == wanted || colour == (wanted & ~IM_COL32_A_MASK);
}

// A selectable's state from what it drew since `start` (imgui reports none: "We can't report
// Selected, only state changes"): selected where it drew a fill in the header colour over its
// rectangle and nothing else but its text; not selected where it drew its text alone (no
// fill, no frame: an unselected selectable); unknown (-1) otherwise: hovered or held it draws
// the hovered header colour, selected or not, and other items draw frames.
int selectable_state(ImGuiContext* ctx, ImDrawList* list, int start, const ImRect& item) {
    const ImVec2 white = ctx->DrawListSharedData.TexUvWhitePixel;
    const ImU32 header = ImGui::GetColorU32(ImGuiCol_Header);
    const ImRect around(item.Min.x - 1.0f, item.Min.y - 1.0f, item.Max.x + 1.0f,
                        item.Max.y + 1.0f);
    bool fill = false, text = false;
    for (int i = start; i < list->VtxBuffer.Size; i++) {
        const ImDrawVert& vertex = list->VtxBuffer[i];
        if (vertex.uv.x != white.x || vertex.uv.y != white.y)
            text = true;
        else if (same_colour(vertex.col, header) && around.Contains(vertex.pos))
            fill = true;
        else
            return -1;
    }
    if (fill)
        return 1;
    return text ? 0 : -1;
}
}  // namespace

// The sides of `clip` (bits 0 to 3: left, top, right, bottom) where a window cuts what
// lies past it: the side is the edge of the inner clip rectangle of the item's window, or of
// a window it is a child of, and that window can scroll to show more past it. An item that
// reaches past its clip on such a side is cut, not merely wider than where it can show (a
// selectable spans its window's padding, which no scrolling shows).
static int cut_sides(ImGuiWindow* window, const ImRect& clip) {
    int cut = 0;
    for (ImGuiWindow* w = window; w != NULL;
         w = (w->Flags & ImGuiWindowFlags_ChildWindow) && !(w->Flags & ImGuiWindowFlags_Popup)
                 ? w->ParentWindow
                 : NULL) {
        const ImRect& inner = w->InnerClipRect;
        const bool on[4] = {ImFabs(clip.Min.x - inner.Min.x) < 0.5f,
                            ImFabs(clip.Min.y - inner.Min.y) < 0.5f,
                            ImFabs(clip.Max.x - inner.Max.x) < 0.5f,
                            ImFabs(clip.Max.y - inner.Max.y) < 0.5f};
        const bool more[4] = {w->Scroll.x > 0.0f, w->Scroll.y > 0.0f,
                              w->Scroll.x < w->ScrollMax.x, w->Scroll.y < w->ScrollMax.y};
        for (int side = 0; side < 4; side++)
            if (on[side] && more[side])
                cut |= 1 << side;
    }
    return cut;
}

// A tab's state from its tab bar (the tab whose contents show): -1 where `id` is no tab of
// the current tab bar, else 1 where it is the one shown.
static int tab_state(ImGuiContext* ctx, ImGuiID id) {
    ImGuiTabBar* bar = ctx->CurrentTabBar;
    if (bar == NULL || ImGui::TabBarFindTabByID(bar, id) == NULL)
        return -1;
    return bar->VisibleTabId == id ? 1 : 0;
}

static void item_add(ImGuiContext* ctx, const ImRect& bb, ImGuiID id) {
    ImGuiWindow* window = ctx->CurrentWindow;
    last_item = id;
    last_list = window != NULL ? window->DrawList : NULL;
    last_vertex = last_list != NULL ? last_list->VtxBuffer.Size : 0;
    ImGuiID seed = window != NULL && window->IDStack.Size > 0 ? window->IDStack.back() : 0;
    const float rect[4] = {bb.Min.x, bb.Min.y, bb.Max.x, bb.Max.y};
    // The window's clip rectangle at the item: where it can show (scrolled out if outside).
    const float clip[4] = {window != NULL ? window->ClipRect.Min.x : 0.0f,
                           window != NULL ? window->ClipRect.Min.y : 0.0f,
                           window != NULL ? window->ClipRect.Max.x : 0.0f,
                           window != NULL ? window->ClipRect.Max.y : 0.0f};
    const int cut = window != NULL ? cut_sides(window, window->ClipRect) : 0;
    imgui_webgpu_testing_item_add(ctx, rect, clip, id, seed, window != NULL ? window->Name : "",
                                  cut, tab_state(ctx, id));
}

static void item_info(ImGuiContext* ctx, ImGuiID id, const char* label,
                      ImGuiItemStatusFlags flags) {
    if (!(flags & ImGuiItemStatusFlags_Checkable) && id == last_item && last_list != NULL &&
        ctx->CurrentWindow != NULL && ctx->CurrentWindow->DrawList == last_list) {
        const int radio = radio_state(ctx, last_list, last_vertex, ctx->LastItemData.Rect);
        if (radio >= 0)
            flags |= ImGuiItemStatusFlags_Checkable | (radio == 1 ? ImGuiItemStatusFlags_Checked : 0);
    }
    const int kinds = ImGuiItemStatusFlags_Checkable | ImGuiItemStatusFlags_Openable;
    if (!(flags & kinds) && id == last_item && last_list != NULL && ctx->CurrentWindow != NULL &&
        ctx->CurrentWindow->DrawList == last_list && tab_state(ctx, id) < 0) {
        const int selectable =
            selectable_state(ctx, last_list, last_vertex, ctx->LastItemData.Rect);
        if (selectable >= 0)
            flags |= SELECTION_KNOWN | (selectable == 1 ? SELECTED : 0);
    }
    imgui_webgpu_testing_item_info(ctx, id, label, (int)flags);
}

static const char* item_label(ImGuiContext* ctx, ImGuiID id) {
    return imgui_webgpu_testing_item_label(ctx, id);
}

#if IMGUI_VERSION_NUM >= 19200
static void item_add_with_data(ImGuiContext* ctx, ImGuiID id, const ImRect& bb,
                               const ImGuiLastItemData*) {
    item_add(ctx, bb, id);
}

static void register_hooks() {
    dear_imgui_rs_set_test_engine_hooks(item_add_with_data, item_info, NULL, item_label);
}
#else
void ImGuiTestEngineHook_ItemAdd(ImGuiContext* ctx, const ImRect& bb, ImGuiID id) {
    item_add(ctx, bb, id);
}

void ImGuiTestEngineHook_ItemInfo(ImGuiContext* ctx, ImGuiID id, const char* label,
                                  ImGuiItemStatusFlags flags) {
    item_info(ctx, id, label, flags);
}

void ImGuiTestEngineHook_Log(ImGuiContext*, const char*, ...) {}

const char* ImGuiTestEngine_FindItemDebugLabel(ImGuiContext* ctx, ImGuiID id) {
    return item_label(ctx, id);
}
#endif
