//! Where each extension's window goes: six tiles of the app's 1280x720 window, three columns
//! by two rows, so no two overlap. The window test reads the same numbers
//! (`tests/window.rs` includes this file), so what it aims at is where the app drew it.

// The node editor's colours and sizes are not drawn on wasm32, which has no node editor.
#![cfg_attr(target_arch = "wasm32", allow(dead_code))]

/// The app's window, in logical pixels (scale 1 under the tests' Xvfb).
pub const WINDOW: [f32; 2] = [1280.0, 720.0];

/// A tile: its top-left corner and its size, in the app window's pixels.
#[derive(Clone, Copy, Debug)]
pub struct Tile {
    /// Top-left corner.
    pub pos: [f32; 2],
    /// Width and height.
    pub size: [f32; 2],
}

/// The tile in column `column` (0 to 2) and row `row` (0 or 1).
const fn tile(column: usize, row: usize) -> Tile {
    let width = WINDOW[0] / 3.0;
    let height = WINDOW[1] / 2.0;
    Tile {
        pos: [column as f32 * width, row as f32 * height],
        size: [width, height],
    }
}

/// ImPlot's own demo window (top left).
pub const IMPLOT: Tile = tile(0, 0);
/// ImPlot3D's own demo window (bottom left).
pub const IMPLOT3D: Tile = tile(0, 1);
/// The ImNodes graph (top middle).
pub const IMNODES: Tile = tile(1, 0);
/// ImGuizmo's manipulator on a cube (bottom middle).
pub const GIZMO: Tile = tile(1, 1);
/// The node editor (top right).
pub const NODE_EDITOR: Tile = tile(2, 0);
/// The app's state: links made, the cube's place (bottom right).
pub const STATE: Tile = tile(2, 1);

/// The view cube's side (ImGuizmo's `ViewManipulate`), at the gizmo window's top right.
pub const VIEW_CUBE: f32 = 96.0;

/// The side of one mark in the state window: one filled square per link, so a screenshot
/// counts the links (the probe reads no text).
pub const MARK: f32 = 12.0;

/// ImNodes' links' marks: magenta.
pub const IMNODES_MARK: [u8; 3] = [255, 0, 255];
/// The node editor's links' marks: cyan.
pub const NODE_EDITOR_MARK: [u8; 3] = [0, 255, 255];

/// Each ImNodes node's title bar colour (its own, so a screenshot finds each node), and the
/// lighter one it takes hovered or selected.
pub const NODE_COLOURS: [([u8; 3], [u8; 3]); 3] = [
    ([40, 130, 60], [70, 170, 90]),
    ([190, 100, 20], [230, 140, 50]),
    ([120, 50, 150], [160, 90, 190]),
];

/// ImNodes' pins' colour (and hovered), so a screenshot finds them.
pub const PIN: ([u8; 3], [u8; 3]) = ([240, 200, 40], [255, 235, 130]);

/// The node editor's nodes' backgrounds (Clock, Counter), each its own so a screenshot finds
/// each node.
pub const EDITOR_NODES: [[u8; 3]; 2] = [[30, 70, 110], [100, 40, 40]];

/// The node editor's pins' marks (a square beside each pin's label, at the node's edge).
pub const EDITOR_PIN: [u8; 3] = [250, 120, 200];

/// The side of a node-editor pin's mark.
pub const EDITOR_PIN_SIDE: f32 = 10.0;
