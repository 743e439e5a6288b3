//! The ImNodes graph: three nodes with pins, dragged and linked by the user; the links are
//! the app's state (ImNodes keeps none), kept here.

use dear_imnodes::{self as imnodes, ColorElement, ImNodesExt};
use imgui_webgpu_app::imgui::{Condition, Ui};

use crate::layout;

/// A node of the graph: its title, its input pin (if any), its output pin (if any), and
/// where it starts, in the editor's grid space.
struct Node {
    title: &'static str,
    input: Option<i32>,
    output: Option<i32>,
    at: [f32; 2],
}

/// Source -> Filter -> Sink: Source's output is linked to Filter's input at start; Filter's
/// output waits for the user to link it.
const NODES: [Node; 3] = [
    Node {
        title: "Source",
        input: None,
        output: Some(11),
        at: [10.0, 30.0],
    },
    Node {
        title: "Filter",
        input: Some(20),
        output: Some(21),
        at: [140.0, 170.0],
    },
    Node {
        title: "Sink",
        input: Some(30),
        output: None,
        at: [290.0, 40.0],
    },
];

/// ImNodes' contexts (the editor's before the context it was made from, so it is dropped
/// first) and the graph's links.
pub struct Graph {
    editor: imnodes::EditorContext,
    context: imnodes::Context,
    /// The links: id, output pin, input pin.
    links: Vec<(i32, i32, i32)>,
    /// The next link's id.
    next_link: i32,
    /// Whether the nodes and colours were set (at the first frame; the user moves nodes
    /// after).
    placed: bool,
}

impl Graph {
    /// ImNodes' context made from the app's imgui context, and the graph's first link.
    pub fn new(imgui: &imgui_webgpu_app::imgui::Context) -> Self {
        let context = imnodes::Context::create(imgui);
        Self {
            editor: context.create_editor_context(),
            context,
            links: vec![(100, 11, 20)],
            next_link: 101,
            placed: false,
        }
    }

    /// How many links the graph has (the state window draws one mark each).
    pub fn links(&self) -> usize {
        self.links.len()
    }

    /// The graph's window: the editor, its nodes and links; a link the user made is kept,
    /// one the user detached is dropped.
    pub fn window(&mut self, ui: &Ui) {
        let tile = layout::IMNODES;
        ui.window("ImNodes")
            .position(tile.pos, Condition::FirstUseEver)
            .size(tile.size, Condition::FirstUseEver)
            .build(|| {
                ui.text("Drag a node; drag from a pin to a pin to link.");
                let setup = ui.imnodes_editor(&self.context, Some(&self.editor));
                if !self.placed {
                    for (id, node) in (1..).zip(NODES.iter()) {
                        setup.set_node_pos_grid(imnodes::NodeId::new(id), node.at);
                    }
                    setup.set_color(ColorElement::Pin, rgba(layout::PIN.0));
                    setup.set_color(ColorElement::PinHovered, rgba(layout::PIN.1));
                    self.placed = true;
                }
                let editor = setup.begin_nodes();
                for ((id, node), (colour, lit)) in (1..).zip(NODES.iter()).zip(layout::NODE_COLOURS)
                {
                    let _title = editor.push_color(ColorElement::TitleBar, rgba(colour));
                    let _hovered = editor.push_color(ColorElement::TitleBarHovered, rgba(lit));
                    let _selected = editor.push_color(ColorElement::TitleBarSelected, rgba(lit));
                    let token = editor.node(imnodes::NodeId::new(id));
                    token.title_bar(|| ui.text(node.title));
                    if let Some(pin) = node.input {
                        let attribute = token
                            .input_attr(imnodes::PinId::new(pin), imnodes::PinShape::CircleFilled);
                        ui.text("in");
                        attribute.end();
                    }
                    if let Some(pin) = node.output {
                        let attribute = token
                            .output_attr(imnodes::PinId::new(pin), imnodes::PinShape::CircleFilled);
                        ui.indent_by(40.0);
                        ui.text("out");
                        ui.unindent_by(40.0);
                        attribute.end();
                    }
                    token.end();
                }
                for &(id, from, to) in &self.links {
                    editor.link(
                        imnodes::LinkId::new(id),
                        imnodes::PinId::new(from),
                        imnodes::PinId::new(to),
                    );
                }
                let post = editor.end();
                if let Some(created) = post.is_link_created() {
                    let (from, to) = (created.start_attr.into(), created.end_attr.into());
                    // One link a pair: a second drag between the same pins adds none.
                    if !self.links.iter().any(|&(_, a, b)| (a, b) == (from, to)) {
                        self.links.push((self.next_link, from, to));
                        self.next_link += 1;
                    }
                }
                if let Some(destroyed) = post.is_link_destroyed() {
                    let destroyed: i32 = destroyed.into();
                    self.links.retain(|&(id, ..)| id != destroyed);
                }
            });
    }
}

/// An sRGB colour as ImNodes takes it.
fn rgba([r, g, b]: [u8; 3]) -> [f32; 4] {
    [
        f32::from(r) / 255.0,
        f32::from(g) / 255.0,
        f32::from(b) / 255.0,
        1.0,
    ]
}
