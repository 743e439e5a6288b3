//! The node editor (imgui-node-editor, through dear-node-editor): two nodes with pins and a
//! link, dragged, zoomed and linked by the user; the links are the app's state.

use dear_node_editor::{
    EditorContext, LinkId, NodeEditorUiExt, NodeId, PinId, PinKind, StyleColor,
};
use imgui_webgpu_app::imgui::{Condition, Ui};

use crate::layout;

/// A node: its title, its pins (id, kind, label), and where it starts, in canvas units.
type NodeSpec = (
    &'static str,
    &'static [(usize, PinKind, &'static str)],
    [f32; 2],
);

/// "Clock" feeds "Counter" at start; "Counter" also has a second input to link by hand.
const NODES: [NodeSpec; 2] = [
    ("Clock", &[(11, PinKind::Output, "tick")], [20.0, 40.0]),
    (
        "Counter",
        &[
            (21, PinKind::Input, "count"),
            (22, PinKind::Input, "reset"),
            (23, PinKind::Output, "value"),
        ],
        [200.0, 120.0],
    ),
];

/// The editor's context and the links: id, and the two pins it joins.
pub struct NodeEditor {
    context: EditorContext,
    links: Vec<(usize, PinId, PinId)>,
    next_link: usize,
    placed: bool,
}

impl NodeEditor {
    /// The editor's context made from the app's imgui context (no settings file: each run
    /// starts from the same layout), with the first link.
    pub fn new(imgui: &imgui_webgpu_app::imgui::Context) -> Self {
        Self {
            context: EditorContext::create(imgui),
            links: vec![(100, PinId::new(11), PinId::new(21))],
            next_link: 101,
            placed: false,
        }
    }

    /// How many links the editor has (the state window draws one mark each).
    pub fn links(&self) -> usize {
        self.links.len()
    }

    /// The editor's window: its nodes, links, and a link dragged between two pins kept.
    pub fn window(&mut self, ui: &Ui) {
        let tile = layout::NODE_EDITOR;
        ui.window("Node editor")
            .position(tile.pos, Condition::FirstUseEver)
            .size(tile.size, Condition::FirstUseEver)
            .build(|| {
                ui.text("Drag a node; drag from a pin to a pin to link.");
                let frame = ui.node_editor(&self.context, "graph", [0.0, 0.0]);
                for ((id, (title, pins, at)), background) in
                    (1..).zip(NODES.iter()).zip(layout::EDITOR_NODES)
                {
                    let node = NodeId::new(id);
                    if !self.placed {
                        frame.set_node_position(node, *at);
                    }
                    let colour =
                        frame.push_style_color(StyleColor::NodeBackground, rgba(background));
                    frame.node(node, |token| {
                        ui.text(title);
                        for &(pin, kind, label) in pins.iter() {
                            token.pin(PinId::new(pin), kind, |_| pin_label(ui, kind, label));
                        }
                    });
                    colour.pop();
                }
                self.placed = true;
                for &(id, from, to) in &self.links {
                    frame.link(LinkId::new(id), from, to);
                }
                if let Some(create) = frame.begin_create([1.0, 1.0, 1.0, 1.0], 2.0) {
                    if let Some((from, to)) = create.query_new_link() {
                        let taken = self
                            .links
                            .iter()
                            .any(|&(_, a, b)| (a, b) == (from, to) || (a, b) == (to, from));
                        if from == to || taken {
                            create.reject_new_item();
                        } else if create.accept_new_item() {
                            self.links.push((self.next_link, from, to));
                            self.next_link += 1;
                        }
                    }
                    create.end();
                }
                frame.end();
            });
    }
}

/// A pin's label with a mark at the node's edge: before an input's label, after an output's.
fn pin_label(ui: &Ui, kind: PinKind, label: &str) {
    let side = layout::EDITOR_PIN_SIDE;
    let mark = || {
        let [x, y] = ui.cursor_screen_pos();
        let top = y + (ui.text_line_height() - side) / 2.0;
        ui.get_window_draw_list()
            .add_rect([x, top], [x + side, top + side], rgba(layout::EDITOR_PIN))
            .filled(true)
            .build();
        ui.dummy([side, side]);
    };
    if kind == PinKind::Input {
        mark();
        ui.same_line();
        ui.text(label);
    } else {
        ui.text(label);
        ui.same_line();
        mark();
    }
}

/// An sRGB colour as imgui's draw list and the node editor take it.
fn rgba([r, g, b]: [u8; 3]) -> [f32; 4] {
    [
        f32::from(r) / 255.0,
        f32::from(g) / 255.0,
        f32::from(b) / 255.0,
        1.0,
    ]
}
