//! Reading Dear ImGui's docking state from the current context, through the binding's
//! bindings of imgui's internal structures (its docking branch): the dock nodes
//! (`ImGuiDockContext`), a window's geometry and dock node, and the state of a drag. Every
//! function copies what it reads into plain values, so no pointer outlives the call. A dock
//! node is read through [`NodeView`]: from imgui-sys's bindings of the struct with imgui-rs,
//! and by `cpp/dock_nodes.cpp` with dear-imgui-rs, whose bindings keep the struct opaque.

use std::ffi::{CStr, CString, c_int};

use crate::binding::{self, sys};

use super::layout::{DockAxis, DockLayout, DockNode, DockSplit};
use crate::text::Rect;

/// The items of an imgui vector, or none for a null or empty one.
///
/// # Safety
///
/// `data` points to `size` live items, or `size` is not positive.
unsafe fn items<'a, T>(data: *const T, size: c_int) -> &'a [T] {
    match usize::try_from(size) {
        // SAFETY: the caller's promise.
        Ok(len) if len > 0 && !data.is_null() => unsafe { std::slice::from_raw_parts(data, len) },
        _ => &[],
    }
}

/// What the module reads of a dock node, copied (C layout: with dear-imgui-rs,
/// `cpp/dock_nodes.cpp` fills it).
#[repr(C)]
pub(crate) struct NodeView {
    pub(crate) id: u32,
    pub(crate) pos: [f32; 2],
    pub(crate) size: [f32; 2],
    pub(crate) merged_flags: c_int,
    /// Merged, local and shared.
    pub(crate) flags: c_int,
    pub(crate) parent: *mut sys::ImGuiDockNode,
    pub(crate) children: [*mut sys::ImGuiDockNode; 2],
    pub(crate) split_on_y: bool,
    pub(crate) visible: bool,
    pub(crate) windows: *const *mut sys::ImGuiWindow,
    pub(crate) window_count: c_int,
    pub(crate) tab_bar: *mut sys::ImGuiTabBar,
    pub(crate) visible_window: *mut sys::ImGuiWindow,
    pub(crate) selected_tab_id: u32,
}

/// A node's view, or `None` for a null node (each binding reads it its own way).
///
/// # Safety
///
/// `node` is a live node of the current context, or null.
unsafe fn view(node: *mut sys::ImGuiDockNode) -> Option<NodeView> {
    // SAFETY: the caller's promise.
    unsafe { binding::dock_node_view(node) }
}

/// The root of a node's dock tree.
///
/// # Safety
///
/// `node` is a live node of the current context.
unsafe fn root_of(node: *mut sys::ImGuiDockNode) -> *mut sys::ImGuiDockNode {
    // SAFETY: the caller's promise.
    unsafe { binding::dock_root_of(node) }
}

/// imgui's flag constants as the nodes' and windows' `c_int` flags (the bindings type them
/// differently).
#[allow(
    clippy::unnecessary_cast,
    reason = "a cast in one binding, not the other"
)]
fn flag(value: impl Into<i64>) -> c_int {
    value.into() as c_int
}

/// The current context, or `None` where none is current.
fn context<'a>() -> Option<&'a sys::ImGuiContext> {
    // SAFETY: reads imgui's current-context pointer; a non-null one is a live context (the
    // harness made its own current before calling in, and holds it for the call).
    unsafe { sys::igGetCurrentContext().as_ref() }
}

/// A window's name.
///
/// # Safety
///
/// `window` is a live imgui window.
unsafe fn name_of(window: &sys::ImGuiWindow) -> String {
    if window.Name.is_null() {
        return String::new();
    }
    // SAFETY: imgui keeps a window's name as a NUL-terminated string while it lives.
    unsafe { CStr::from_ptr(window.Name) }
        .to_string_lossy()
        .into_owned()
}

fn rect_of(pos: sys::ImVec2, size: sys::ImVec2) -> Rect {
    rect_from([pos.x, pos.y], [size.x, size.y])
}

fn rect_from([x, y]: [f32; 2], [width, height]: [f32; 2]) -> Rect {
    [x, y, x + width, y + height]
}

/// Whether docking is on in the current context (`io.ConfigFlags & DockingEnable`).
pub(crate) fn docking_enabled() -> bool {
    context().is_some_and(|g| g.IO.ConfigFlags & flag(sys::ImGuiConfigFlags_DockingEnable) != 0)
}

/// Every dock tree of the current context (see [`DockLayout`]).
pub(crate) fn layout() -> DockLayout {
    let Some(g) = context() else {
        return DockLayout::default();
    };
    let storage = &g.DockContext.Nodes.Data;
    // SAFETY: imgui's node storage holds `Size` pairs while the context lives.
    let pairs = unsafe { items(storage.Data, storage.Size) };
    let mut roots: Vec<DockNode> = pairs
        .iter()
        .filter_map(|pair| {
            // SAFETY: every value of the dock context's storage is a node pointer.
            let node = unsafe { pair.__bindgen_anon_1.val_p }.cast::<sys::ImGuiDockNode>();
            // SAFETY: the storage's nodes live as long as the context.
            let node = unsafe { view(node) }?;
            // SAFETY: as above; roots have no parent.
            node.parent
                .is_null()
                .then(|| unsafe { read_node(&node, false) })
        })
        .collect();
    roots.sort_by_key(|root| root.id);
    DockLayout { roots }
}

/// One node and its children, copied; `in_dockspace` where its parent belongs to a
/// dockspace (imgui marks only a dockspace's root).
///
/// # Safety
///
/// `node` is a view of a live node of the current context.
unsafe fn read_node(node: &NodeView, in_dockspace: bool) -> DockNode {
    let flags = node.flags;
    let dockspace = in_dockspace || flags & flag(sys::ImGuiDockNodeFlags_DockSpace) != 0;
    // SAFETY: a live node's children are live nodes (or null).
    let children = unsafe { (view(node.children[0]), view(node.children[1])) };
    let split = match children {
        (Some(first), Some(second)) => Some(DockSplit {
            axis: if node.split_on_y {
                DockAxis::Y
            } else {
                DockAxis::X
            },
            // SAFETY: see above.
            first: Box::new(unsafe { read_node(&first, dockspace) }),
            // SAFETY: see above.
            second: Box::new(unsafe { read_node(&second, dockspace) }),
        }),
        _ => None,
    };
    // SAFETY: a live node's window list and tab bar belong to it.
    let (windows, selected) = unsafe { tabs_of(node) };
    DockNode {
        id: node.id,
        rect: rect_from(node.pos, node.size),
        split,
        windows,
        selected,
        dockspace,
        central: flags & flag(sys::ImGuiDockNodeFlags_CentralNode) != 0,
        visible: node.visible,
    }
}

/// A leaf's windows in the order their tabs show (by the tab's offset in the tab bar;
/// windows without a tab yet last, in docking order), and the selected one.
///
/// # Safety
///
/// `node` is a view of a live node of the current context.
unsafe fn tabs_of(node: &NodeView) -> (Vec<String>, Option<String>) {
    // SAFETY: the node's window list holds live windows.
    let windows = unsafe { items(node.windows, node.window_count) };
    // SAFETY: a node's tab bar lives with it.
    let tabs = match unsafe { node.tab_bar.as_ref() } {
        // SAFETY: the tab bar's tabs are its own.
        Some(bar) => unsafe { items(bar.Tabs.Data, bar.Tabs.Size) },
        None => &[],
    };
    let mut ordered: Vec<(f32, usize, String, u32)> = windows
        .iter()
        .enumerate()
        .filter_map(|(index, window)| {
            // SAFETY: the node's windows live while it does.
            let window = unsafe { window.as_ref() }?;
            let offset = tabs
                .iter()
                .find(|tab| std::ptr::eq(tab.Window, window))
                .map_or(f32::MAX, |tab| tab.Offset);
            // SAFETY: a live window.
            Some((offset, index, unsafe { name_of(window) }, window.TabId))
        })
        .collect();
    ordered.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
    // SAFETY: the node's visible window is one of its windows (or null).
    let visible = unsafe { node.visible_window.as_ref() }.map(|window| window.TabId);
    let selected_id = visible.unwrap_or(node.selected_tab_id);
    let selected = ordered
        .iter()
        .find(|(.., tab)| *tab == selected_id && selected_id != 0)
        .map(|(_, _, name, _)| name.clone());
    (
        ordered.into_iter().map(|(_, _, name, _)| name).collect(),
        selected,
    )
}

/// The names of the windows the last frame showed, for messages that say which there are:
/// top-level windows, not imgui's own (dock node hosts, the fallback "Debug" window, `##`
/// tooltips).
pub(crate) fn window_names() -> Vec<String> {
    let Some(g) = context() else {
        return Vec::new();
    };
    // SAFETY: the context's window list holds live windows.
    let windows = unsafe { items(g.Windows.Data, g.Windows.Size) };
    windows
        .iter()
        .filter_map(|window| {
            // SAFETY: as above.
            let window = unsafe { window.as_ref() }?;
            let own = window.Flags
                & flag(sys::ImGuiWindowFlags_ChildWindow | sys::ImGuiWindowFlags_DockNodeHost)
                != 0;
            let shown = window.Active || window.WasActive;
            // SAFETY: a live window.
            let name = unsafe { name_of(window) };
            (shown && !own && !window.IsFallbackWindow && !name.starts_with("##")).then_some(name)
        })
        .collect()
}

/// Where a window is docked, as the drag needs it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Docked {
    /// The leaf it is a tab of.
    pub(crate) node: Rect,
    /// The root of its dock tree, where imgui also offers the tree's outer squares over
    /// it (the leaf has a parent, or is a dockspace's central node).
    pub(crate) outer_root: Option<Rect>,
}

/// What a drag needs to know of a window, copied from imgui after a frame.
#[derive(Clone, Debug)]
pub(crate) struct WindowState {
    /// imgui's id of the window.
    pub(crate) id: u32,
    /// The id of the window that takes docking drops for it: itself when floating, its
    /// dock tree's host window when docked.
    pub(crate) drop_host: u32,
    /// Its rectangle.
    pub(crate) rect: Rect,
    /// Its title bar, unless it has none.
    pub(crate) title_bar: Option<Rect>,
    /// Its tab, when docked and the tab shows.
    pub(crate) tab: Option<Rect>,
    /// Its dock node, when docked.
    pub(crate) docked: Option<Docked>,
    /// The font size its drop squares are measured with (its host window's).
    pub(crate) font_size: f32,
    /// Whether it is collapsed (imgui offers no squares over a collapsed window).
    pub(crate) collapsed: bool,
    /// Whether it was made with `NoDocking`.
    pub(crate) no_docking: bool,
    /// Whether it was made with `NoMove` (it cannot be dragged).
    pub(crate) no_move: bool,
}

/// The window named `name`, if the last frame (or the one before) showed it.
pub(crate) fn window(name: &str) -> Option<WindowState> {
    let g = context()?;
    let name = CString::new(name).ok()?;
    // SAFETY: the context is current; imgui looks the name's hash up in its windows.
    let window = unsafe { sys::igFindWindowByName(name.as_ptr()).as_ref() }?;
    if !(window.Active || window.WasActive) {
        return None;
    }
    // The font size its host's drop squares are measured with (imgui's at the host's
    // `Begin`).
    let font_size = |host: &sys::ImGuiWindow| binding::dock_font_size(g, host);
    let flags = window.Flags;
    let title_height = font_size(window) + g.Style.FramePadding.y * 2.0;
    let rect = rect_of(window.Pos, window.Size);
    let has_title_bar = flags & flag(sys::ImGuiWindowFlags_NoTitleBar) == 0;
    let title_bar = has_title_bar.then_some([
        window.Pos.x,
        window.Pos.y,
        window.Pos.x + window.SizeFull.x,
        window.Pos.y + title_height,
    ]);
    // SAFETY: a live window's dock node is live (or null).
    let node = unsafe { view(window.DockNode) }.filter(|_| window.DockIsActive());
    let docked = node.map(|node| {
        // SAFETY: a live node's root is live.
        let root = unsafe { view(root_of(window.DockNode)) };
        let central = node.merged_flags & flag(sys::ImGuiDockNodeFlags_CentralNode) != 0;
        let outer = !node.parent.is_null() || central;
        Docked {
            node: rect_from(node.pos, node.size),
            outer_root: root
                .filter(|_| outer)
                .map(|root| rect_from(root.pos, root.size)),
        }
    });
    // SAFETY: a live window's root in its dock tree is live.
    let host = unsafe { window.RootWindowDockTree.as_ref() }.unwrap_or(window);
    let tab = binding::dock_tab_rect(window);
    Some(WindowState {
        id: window.ID,
        drop_host: host.ID,
        rect,
        title_bar,
        tab: (docked.is_some() && window.DockTabIsVisible())
            .then_some([tab.Min.x, tab.Min.y, tab.Max.x, tab.Max.y]),
        docked,
        font_size: font_size(host),
        collapsed: window.Collapsed,
        no_docking: flags & flag(sys::ImGuiWindowFlags_NoDocking) != 0,
        no_move: flags & flag(sys::ImGuiWindowFlags_NoMove) != 0,
    })
}

/// The state of a drag after a frame: which window imgui moves, which window a docking
/// payload carries, and which drop target took it in that frame.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct DragState {
    /// The id of the window imgui moves with the mouse, if any.
    pub(crate) moving: Option<u32>,
    /// The id of the window a docking drag carries (imgui's `_IMWINDOW` payload), if any.
    pub(crate) payload: Option<u32>,
    /// The id of the drop target that accepted the payload in the frame (0: none).
    pub(crate) accepted_by: u32,
}

/// The drag state of the current context after its last frame.
pub(crate) fn drag_state() -> DragState {
    let Some(g) = context() else {
        return DragState::default();
    };
    // SAFETY: the moving window, when set, is a live window.
    let moving = unsafe { g.MovingWindow.as_ref() }.map(|window| window.ID);
    let payload = &g.DragDropPayload;
    // SAFETY: imgui NUL-terminates the payload's type (33 bytes, 32 used at most).
    let kind = unsafe { CStr::from_ptr(payload.DataType.as_ptr()) };
    let carries_window = g.DragDropActive
        && kind.to_bytes() == b"_IMWINDOW"
        && !payload.Data.is_null()
        && usize::try_from(payload.DataSize).ok() == Some(size_of::<*mut sys::ImGuiWindow>());
    let payload = carries_window
        .then(|| {
            // SAFETY: a `_IMWINDOW` payload holds one window pointer (size checked above),
            // to a live window (imgui ends the drag when its window goes).
            let window = unsafe {
                payload
                    .Data
                    .cast::<*mut sys::ImGuiWindow>()
                    .read_unaligned()
            };
            // SAFETY: as above.
            unsafe { window.as_ref() }.map(|window| window.ID)
        })
        .flatten();
    DragState {
        moving,
        payload,
        accepted_by: if g.DragDropActive {
            g.DragDropAcceptIdCurr
        } else {
            0
        },
    }
}
