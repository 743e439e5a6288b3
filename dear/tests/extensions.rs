//! Dear ImGui's extensions (ImPlot, ImPlot3D, ImNodes, ImGuizmo, ImGuIZMO.quat and the node
//! editor, dear-imgui-rs 0.20's crates) through this renderer, side by side with
//! dear-imgui-wgpu 0.20.0 in one process (issue 43, item 2).
//!
//! Each case runs its frames twice, each time in a fresh imgui context with the extension's
//! own contexts made from it (after it, and dropped before it): once through this renderer,
//! once through dear-imgui-wgpu, with the same time step and the same mouse (moved, pressed,
//! dragged, scrolled over the extension, so its state changes). The two runs take turns one
//! after the other, not frame by frame: the extensions' C++ keeps state in statics shared by
//! every context of the process (ImGuizmo's one `gContext`, the demos' function statics), and
//! a frame of one side between two of the other would change what the other draws. Each script
//! ends with the mouse released, so what the first run left in them is what the second starts
//! from.
//!
//! At every frame the draw data must be the same on both sides (a hash of every vertex, index
//! and command), and the pixels on an `Rgba8Unorm` target (where neither renderer converts
//! colours) 0 apart. Each case also asserts that the extension drew (a floor on its vertices),
//! that its state changed under the mouse (distinct draw data), and, on this renderer's side,
//! that the wgpu objects alive stay flat after the warm-up and return to where they were once
//! the side is dropped. A large ImPlot line plot draws one list of over 65,536 vertices,
//! through imgui's `vtx_offset`. `EXTENSIONS_DUMP=DIR` writes every frame this renderer drew
//! as a PNG; a frame whose pixels differ leaves both sides' images in cargo's test directory.
//!
//! Not every part of the demos can be compared this way: ImPlot3D's surface plot advances a
//! function-static clock by each context's time step, so the second run starts where the first
//! left it and draws other data. The cases open the sections whose data is a function of the
//! context's own time or of nothing ("Line Plots", "Filled Line Plots").

use dear_imgui_rs as dear;
use dear_imguizmo::GuizmoExt;
use dear_imguizmo_quat::GizmoQuatExt;
use dear_imnodes::ImNodesExt;
use dear_implot::ImPlotExt;
use dear_node_editor::NodeEditorUiExt;
use imgui_webgpu::RendererConfig;
use imgui_webgpu_dear_tests::{Gpu, Image, Live, NO_GPU, Target, context, draw_hash, take_turn};

/// The display and the targets.
const SIZE: [u32; 2] = [1024, 768];
/// A Unorm target: neither renderer converts colours, so what is compared is geometry,
/// sampling and blending.
const FORMAT: wgpu::TextureFormat = wgpu::TextureFormat::Rgba8Unorm;
/// Frames after which the wgpu objects alive must no longer change: imgui has laid out its
/// windows, the glyphs drawn are baked, the buffers have reached their size.
const WARM_UP: usize = 3;

/// The mouse in one frame: where it is, whether the left button is down, the wheel's turn.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Mouse {
    pos: [f32; 2],
    down: bool,
    wheel: f32,
}

impl Mouse {
    const fn at(x: f32, y: f32) -> Self {
        Self {
            pos: [x, y],
            down: false,
            wheel: 0.0,
        }
    }

    const fn down(mut self) -> Self {
        self.down = true;
        self
    }

    const fn wheel(mut self, wheel: f32) -> Self {
        self.wheel = wheel;
        self
    }
}

/// A press at `from`, a drag in `steps` frames to `to`, a release there: `2 + steps` frames.
fn drag(from: [f32; 2], to: [f32; 2], steps: usize) -> Vec<Mouse> {
    let mut frames = vec![
        Mouse::at(from[0], from[1]),
        Mouse::at(from[0], from[1]).down(),
    ];
    for step in 1..=steps {
        let t = step as f32 / steps as f32;
        let x = from[0] + (to[0] - from[0]) * t;
        let y = from[1] + (to[1] - from[1]) * t;
        frames.push(Mouse::at(x, y).down());
    }
    frames.push(Mouse::at(to[0], to[1]));
    frames
}

/// A click at `at`: the mouse there, pressed, released, two frames each (6 frames).
fn click(at: [f32; 2]) -> Vec<Mouse> {
    let up = Mouse::at(at[0], at[1]);
    vec![up, up, up.down(), up.down(), up, up]
}

/// What an extension draws each frame, holding the extension's contexts: made from the imgui
/// context (after it), dropped before it.
trait Extension {
    fn frame(&mut self, ui: &dear::Ui);
}

/// One extension's case.
struct Case {
    name: &'static str,
    /// Makes the extension's contexts from the imgui context.
    make: fn(&dear::Context) -> Box<dyn Extension>,
    /// The mouse, frame by frame (its length is the case's frames).
    mouse: fn() -> Vec<Mouse>,
    /// Vertices the last frame must have at least: more than imgui alone draws there.
    min_vertices: usize,
    /// Distinct draw data the frames must have at least: the extension's state changed.
    min_distinct: usize,
    /// Whether one draw list must exceed 65,536 vertices, drawn through `vtx_offset`.
    large: bool,
}

/// What one frame gave on one side.
struct Frame {
    hash: u64,
    vertices: usize,
    largest_list: usize,
    /// The largest `vtx_offset` of a command.
    vtx_offset: usize,
    image: Image,
}

/// Which renderer draws.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Side {
    Ours,
    Theirs,
}

/// The renderer drawing one side (each boxed: both are large, and of different sizes).
enum Backend {
    Ours(Box<imgui_webgpu::dear::Renderer>),
    Theirs(Box<dear_imgui_wgpu::WgpuRenderer>),
}

/// The draw data's sizes.
fn measure(data: &dear::render::DrawData) -> (usize, usize, usize) {
    let mut vertices = 0;
    let mut largest = 0;
    let mut offset = 0;
    for list in data.draw_lists() {
        let count = list.vtx_buffer().len();
        vertices += count;
        largest = largest.max(count);
        for command in list.commands() {
            if let dear::render::DrawCmd::Elements { cmd_params, .. } = command {
                offset = offset.max(cmd_params.vtx_offset);
            }
        }
    }
    (vertices, largest, offset)
}

/// One frame of `extension` in `imgui`, drawn by `backend` into `target`, read back.
fn frame(
    gpu: &Gpu,
    imgui: &mut dear::Context,
    backend: &mut Backend,
    target: &Target,
    extension: &mut dyn Extension,
) -> Frame {
    let scope = gpu.device.push_error_scope(wgpu::ErrorFilter::Validation);
    let mut encoder = gpu.device.create_command_encoder(&Default::default());
    let (hash, (vertices, largest_list, vtx_offset)) = match backend {
        Backend::Ours(renderer) => {
            renderer.new_frame();
            let token = imgui.begin_frame();
            extension.frame(token.ui());
            let pending = token.render(renderer.consumer());
            let (reconciled, _) = renderer
                .update_textures(pending)
                .unwrap_or_else(|error| panic!("imgui refused the texture answers: {error}"));
            let data = reconciled.draw_data();
            let seen = (draw_hash(data), measure(data));
            let report = target
                .pass(&mut encoder, |pass| renderer.render(data, pass, SIZE))
                .unwrap_or_else(|error| panic!("render: {error}"));
            assert!(
                report.skipped.is_empty(),
                "commands skipped: {:?}",
                report.skipped
            );
            seen
        }
        Backend::Theirs(renderer) => {
            let extent = dear_imgui_wgpu::FramebufferExtent::from_texture(target.texture());
            let token = imgui.begin_frame();
            extension.frame(token.ui());
            let consumer = renderer
                .renderer_consumer()
                .unwrap_or_else(|error| panic!("dear-imgui-wgpu's consumer: {error}"));
            let pending = token.render(consumer);
            let reconciled = renderer
                .reconcile_frame(pending)
                .unwrap_or_else(|error| panic!("dear-imgui-wgpu's answers: {error}"));
            let seen = (
                draw_hash(reconciled.draw_data()),
                measure(reconciled.draw_data()),
            );
            target
                .pass(&mut encoder, |pass| {
                    renderer.render_reconciled(reconciled, pass, extent)
                })
                .unwrap_or_else(|error| panic!("dear-imgui-wgpu's render: {error}"));
            seen
        }
    };
    gpu.queue.submit([encoder.finish()]);
    if let Some(error) = pollster::block_on(scope.pop()) {
        panic!("wgpu validation error: {error}");
    }
    Frame {
        hash,
        vertices,
        largest_list,
        vtx_offset,
        image: target.read(gpu),
    }
}

/// Runs `case` through one renderer in a context of its own: its frames, and the wgpu objects
/// alive after the warm-up and at the end (which must be equal).
fn run(gpu: &Gpu, case: &Case, side: Side) -> Vec<Frame> {
    let before = Live::settled(gpu);
    let mut imgui = context(SIZE);
    let target = Target::with_format(&gpu.device, SIZE, FORMAT);
    let mut backend = match side {
        Side::Ours => Backend::Ours(Box::new(
            imgui_webgpu::dear::Renderer::new(
                &gpu.device,
                &gpu.queue,
                &mut imgui,
                RendererConfig::new(FORMAT),
            )
            .unwrap_or_else(|error| panic!("the renderer: {error}")),
        )),
        Side::Theirs => Backend::Theirs(Box::new(
            dear_imgui_wgpu::WgpuRenderer::new(
                dear_imgui_wgpu::WgpuInitInfo::new(gpu.device.clone(), gpu.queue.clone(), FORMAT),
                &mut imgui,
            )
            .unwrap_or_else(|error| panic!("dear-imgui-wgpu's renderer: {error}")),
        )),
    };
    // Made after the imgui context, dropped before it.
    let mut extension = (case.make)(&imgui);
    let mut frames = Vec::new();
    let mut warm = None;
    for (index, mouse) in (case.mouse)().into_iter().enumerate() {
        let io = imgui.io_mut();
        io.add_mouse_pos_event(mouse.pos);
        io.add_mouse_button_event(dear::MouseButton::Left, mouse.down);
        if mouse.wheel != 0.0 {
            io.add_mouse_wheel_event([0.0, mouse.wheel]);
        }
        frames.push(frame(
            gpu,
            &mut imgui,
            &mut backend,
            &target,
            extension.as_mut(),
        ));
        if index + 1 == WARM_UP {
            warm = Some(Live::settled(gpu));
        }
    }
    let warm = warm.unwrap_or_else(|| panic!("{}: fewer frames than the warm-up", case.name));
    if side == Side::Ours {
        assert_eq!(
            Live::settled(gpu),
            warm,
            "{}: wgpu objects alive changed after the warm-up",
            case.name
        );
    }
    drop(extension);
    drop(backend);
    drop(imgui);
    drop(target);
    if side == Side::Ours {
        assert_eq!(
            Live::settled(gpu),
            before,
            "{}: wgpu objects left once the side is dropped",
            case.name
        );
    }
    frames
}

/// Pixels of `a` and `b` that differ.
fn differing(a: &Image, b: &Image) -> usize {
    assert_eq!((a.width, a.height), (b.width, b.height), "image sizes");
    a.pixels
        .chunks_exact(4)
        .zip(b.pixels.chunks_exact(4))
        .filter(|(x, y)| x != y)
        .count()
}

/// Writes both sides' images of a failing frame beside the test's other outputs.
fn keep(case: &str, index: usize, ours: &Image, theirs: &Image) -> String {
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    for (image, side) in [(ours, "ours"), (theirs, "theirs")] {
        let path = dir.join(format!("extensions-{case}-{index}-{side}.png"));
        if let Err(error) = imgui_webgpu_offscreen::images::save_png(image, &path) {
            return format!("(the images could not be written: {error})");
        }
    }
    format!("both images are in {}", dir.display())
}

/// With `EXTENSIONS_DUMP=DIR`, writes each frame this renderer drew to `DIR/CASE-FRAME.png`
/// (to look at what a case does, or to place its mouse).
fn dump(case: &str, index: usize, image: &Image) {
    if let Some(dir) = std::env::var_os("EXTENSIONS_DUMP") {
        let path = std::path::Path::new(&dir).join(format!("{case}-{index}.png"));
        imgui_webgpu_offscreen::images::save_png(image, &path)
            .unwrap_or_else(|error| panic!("{}: {error}", path.display()));
    }
}

/// Runs `case` on both sides and compares them frame by frame.
fn compare(case: &Case) {
    let _turn = take_turn();
    let gpu = Gpu::open().expect(NO_GPU);
    let ours = run(&gpu, case, Side::Ours);
    let theirs = run(&gpu, case, Side::Theirs);
    assert_eq!(ours.len(), theirs.len());
    let mut pixels = 0usize;
    for (index, (a, b)) in ours.iter().zip(&theirs).enumerate() {
        dump(case.name, index, &a.image);
        assert_eq!(
            a.hash, b.hash,
            "{}: frame {index}: the draw data differs between the two runs",
            case.name
        );
        let off = differing(&a.image, &b.image);
        if off != 0 {
            let kept = keep(case.name, index, &a.image, &b.image);
            panic!(
                "{}: frame {index}: {off} pixels differ from dear-imgui-wgpu's; {kept}",
                case.name
            );
        }
        pixels += a.image.pixels.len() / 4;
    }
    let last = ours
        .last()
        .unwrap_or_else(|| panic!("{}: no frames", case.name));
    assert!(
        last.vertices >= case.min_vertices,
        "{}: the last frame has {} vertices, fewer than {}: the extension did not draw",
        case.name,
        last.vertices,
        case.min_vertices
    );
    let mut distinct: Vec<u64> = ours.iter().map(|frame| frame.hash).collect();
    distinct.sort_unstable();
    distinct.dedup();
    assert!(
        distinct.len() >= case.min_distinct,
        "{}: {} distinct frames of {}, fewer than {}: the mouse changed nothing",
        case.name,
        distinct.len(),
        ours.len(),
        case.min_distinct
    );
    let largest = ours
        .iter()
        .map(|frame| frame.largest_list)
        .max()
        .unwrap_or(0);
    let offset = ours.iter().map(|frame| frame.vtx_offset).max().unwrap_or(0);
    if case.large {
        assert!(
            largest > 65_536 && offset > 0,
            "{}: the largest list has {largest} vertices and the largest vtx_offset is \
             {offset}: the 16-bit index path was not taken",
            case.name
        );
    }
    println!(
        "{}: {} frames, {} distinct, {} vertices in the last (largest list {largest}, largest \
         vtx_offset {offset}), {pixels} pixels compared, 0 apart",
        case.name,
        ours.len(),
        distinct.len(),
        last.vertices
    );
}

// ImPlot's demo window: "Line Plots" opened by a click (its curve moves with imgui's time),
// the plot dragged (panned) and zoomed by the wheel.

struct ImPlotDemo {
    plot: dear_implot::PlotContext,
}

impl Extension for ImPlotDemo {
    fn frame(&mut self, ui: &dear::Ui) {
        let mut open = true;
        ui.implot(&self.plot).show_demo_window(&mut open);
    }
}

fn implot_demo_mouse() -> Vec<Mouse> {
    let mut frames = click(IMPLOT_LINE_PLOTS);
    frames.extend(click(IMPLOT_FILLED_LINE_PLOTS));
    frames.push(Mouse::at(300.0, 300.0));
    frames.extend(drag([300.0, 300.0], [380.0, 340.0], 4));
    frames.push(Mouse::at(300.0, 300.0).wheel(1.0));
    frames.push(Mouse::at(300.0, 300.0));
    frames
}

/// The "Line Plots" header in ImPlot's demo window (its first frame places it at 50, 50).
const IMPLOT_LINE_PLOTS: [f32; 2] = [110.0, 147.0];
/// The "Filled Line Plots" header, once "Line Plots" is open above it.
const IMPLOT_FILLED_LINE_PLOTS: [f32; 2] = [130.0, 467.0];

// ImPlot3D's demo window: "Line Plots" opened, the plot rotated by a drag.

struct ImPlot3dDemo {
    plot: dear_implot3d::Plot3DContext,
}

impl Extension for ImPlot3dDemo {
    fn frame(&mut self, ui: &dear::Ui) {
        self.plot.get_plot_ui(ui).show_demo_window();
    }
}

/// The "Line Plots" header in ImPlot3D's demo window.
const IMPLOT3D_LINE_PLOTS: [f32; 2] = [160.0, 220.0];

fn implot3d_demo_mouse() -> Vec<Mouse> {
    let mut frames = click(IMPLOT3D_LINE_PLOTS);
    frames.push(Mouse::at(400.0, 380.0));
    frames.extend(drag([400.0, 380.0], [460.0, 360.0], 4));
    frames.push(Mouse::at(400.0, 380.0));
    frames
}

// An ImNodes graph: three nodes with pins, two links; a node dragged by its title.

struct ImNodesGraph {
    // The editor before the context it was made from.
    editor: dear_imnodes::EditorContext,
    nodes: dear_imnodes::Context,
    placed: bool,
}

impl Extension for ImNodesGraph {
    fn frame(&mut self, ui: &dear::Ui) {
        ui.window("ImNodes")
            .position([20.0, 20.0], dear::Condition::Always)
            .size([900.0, 600.0], dear::Condition::Always)
            .build(|| {
                let setup = ui.imnodes(&self.nodes).editor(Some(&self.editor));
                if !self.placed {
                    for (node, pos) in [(1, [40.0, 60.0]), (2, [300.0, 40.0]), (3, [300.0, 240.0])]
                    {
                        setup.set_node_pos_grid(dear_imnodes::NodeId::new(node), pos);
                    }
                    self.placed = true;
                }
                let editor = setup.begin_nodes();
                for (node, title) in [(1, "Source"), (2, "Filter"), (3, "Sink")] {
                    let token = editor.node(dear_imnodes::NodeId::new(node));
                    token.title_bar(|| ui.text(title));
                    let input =
                        token.input_attr(pin(node, 0), dear_imnodes::PinShape::CircleFilled);
                    ui.text("in");
                    input.end();
                    let output =
                        token.output_attr(pin(node, 1), dear_imnodes::PinShape::TriangleFilled);
                    ui.text("out");
                    output.end();
                    token.end();
                }
                editor.link(dear_imnodes::LinkId::new(100), pin(1, 1), pin(2, 0));
                editor.link(dear_imnodes::LinkId::new(101), pin(2, 1), pin(3, 0));
                editor.minimap(0.2, dear_imnodes::MiniMapLocation::BottomRight);
                let _ = editor.end();
            });
    }
}

/// Pin `index` of ImNodes node `node`.
fn pin(node: i32, index: i32) -> dear_imnodes::PinId {
    dear_imnodes::PinId::new(node * 10 + index)
}

fn imnodes_mouse() -> Vec<Mouse> {
    // Node 1's title bar: the window's content starts at (28, 47), the node at (40, 60) in it.
    let mut frames = drag([90.0, 115.0], [200.0, 200.0], 5);
    frames.push(Mouse::at(500.0, 400.0));
    frames
}

// ImGuizmo: a cube, the grid, and the manipulator (translate and rotate) dragged by its centre.

struct Guizmo {
    model: [f32; 16],
}

impl Extension for Guizmo {
    fn frame(&mut self, ui: &dear::Ui) {
        let gizmo = ui.guizmo();
        gizmo.set_drawlist(dear_imguizmo::DrawListTarget::Background);
        gizmo.set_rect(0.0, 0.0, SIZE[0] as f32, SIZE[1] as f32);
        gizmo.set_orthographic(false);
        let view = look_at([3.0, 2.5, 4.0]);
        let projection = perspective(SIZE[0] as f32 / SIZE[1] as f32);
        let identity = identity();
        gizmo.draw_grid(&view, &projection, &identity, 10.0);
        gizmo.draw_cubes(&view, &projection, &[self.model]);
        gizmo.manipulate(
            &view,
            &projection,
            dear_imguizmo::Operation::TRANSLATE | dear_imguizmo::Operation::ROTATE,
            dear_imguizmo::Mode::World,
            &mut self.model,
            None,
            None,
            None,
            None,
        );
    }
}

fn identity() -> [f32; 16] {
    let mut matrix = [0.0; 16];
    for i in 0..4 {
        matrix[i * 5] = 1.0;
    }
    matrix
}

/// A view matrix (column-major) from `eye` looking at the origin, y up.
fn look_at(eye: [f32; 3]) -> [f32; 16] {
    let normalize = |v: [f32; 3]| {
        let length = (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).sqrt();
        [v[0] / length, v[1] / length, v[2] / length]
    };
    let cross = |a: [f32; 3], b: [f32; 3]| {
        [
            a[1] * b[2] - a[2] * b[1],
            a[2] * b[0] - a[0] * b[2],
            a[0] * b[1] - a[1] * b[0],
        ]
    };
    let dot = |a: [f32; 3], b: [f32; 3]| a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
    let forward = normalize(eye);
    let right = normalize(cross([0.0, 1.0, 0.0], forward));
    let up = cross(forward, right);
    [
        right[0],
        up[0],
        forward[0],
        0.0,
        right[1],
        up[1],
        forward[1],
        0.0,
        right[2],
        up[2],
        forward[2],
        0.0,
        -dot(right, eye),
        -dot(up, eye),
        -dot(forward, eye),
        1.0,
    ]
}

/// A perspective projection (column-major, 45° vertical field of view, near 0.1, far 100).
fn perspective(aspect: f32) -> [f32; 16] {
    let (near, far) = (0.1f32, 100.0f32);
    let f = 1.0 / (std::f32::consts::FRAC_PI_8).tan();
    let mut matrix = [0.0; 16];
    matrix[0] = f / aspect;
    matrix[5] = f;
    matrix[10] = (far + near) / (near - far);
    matrix[11] = -1.0;
    matrix[14] = 2.0 * far * near / (near - far);
    matrix
}

fn guizmo_mouse() -> Vec<Mouse> {
    // The origin projects to the display's centre: the screen-plane handle.
    let centre = [SIZE[0] as f32 / 2.0, SIZE[1] as f32 / 2.0];
    let mut frames = drag(centre, [centre[0] + 120.0, centre[1] + 60.0], 5);
    frames.push(Mouse::at(100.0, 100.0));
    frames
}

// ImGuIZMO.quat: the 3D rotation widget in a window, turned by a drag.

struct GuizmoQuat {
    rotation: [f32; 4],
}

impl Extension for GuizmoQuat {
    fn frame(&mut self, ui: &dear::Ui) {
        ui.window("ImGuIZMO.quat")
            .position([100.0, 100.0], dear::Condition::Always)
            .size([300.0, 300.0], dear::Condition::Always)
            .build(|| {
                ui.gizmo_quat().gizmo3d_quat(
                    "##rotation",
                    &mut self.rotation,
                    240.0,
                    dear_imguizmo_quat::Mode::MODE_DUAL,
                );
            });
    }
}

fn guizmo_quat_mouse() -> Vec<Mouse> {
    // The widget's centre: the window's content starts at (108, 127).
    let mut frames = drag([228.0, 247.0], [290.0, 280.0], 5);
    frames.push(Mouse::at(50.0, 50.0));
    frames
}

// The node editor (imgui-node-editor): two nodes, a link, a node dragged.

struct NodeEditor {
    editor: dear_node_editor::EditorContext,
    placed: bool,
}

impl Extension for NodeEditor {
    fn frame(&mut self, ui: &dear::Ui) {
        ui.window("Node editor")
            .position([20.0, 20.0], dear::Condition::Always)
            .size([900.0, 600.0], dear::Condition::Always)
            .build(|| {
                let frame = ui.node_editor(&self.editor, "graph", [0.0, 0.0]);
                let (a, b) = (
                    dear_node_editor::NodeId::new(1),
                    dear_node_editor::NodeId::new(2),
                );
                if !self.placed {
                    frame.set_node_position(a, [40.0, 40.0]);
                    frame.set_node_position(b, [320.0, 120.0]);
                    self.placed = true;
                }
                let (out, into) = (
                    dear_node_editor::PinId::new(11),
                    dear_node_editor::PinId::new(21),
                );
                frame.node(a, |node| {
                    ui.text("Source");
                    node.pin(out, dear_node_editor::PinKind::Output, |_| {
                        ui.text("out ->")
                    });
                });
                frame.node(b, |node| {
                    ui.text("Sink");
                    node.pin(into, dear_node_editor::PinKind::Input, |_| ui.text("-> in"));
                });
                let _ = frame.link(dear_node_editor::LinkId::new(100), out, into);
                frame.end();
            });
    }
}

fn node_editor_mouse() -> Vec<Mouse> {
    let mut frames = vec![Mouse::at(500.0, 500.0); 2];
    frames.extend(drag([120.0, 90.0], [260.0, 200.0], 5));
    frames.push(Mouse::at(600.0, 500.0));
    frames
}

// A large ImPlot line plot: 40,000 points, four vertices each, scrolling every frame.

struct LargePlot {
    plot: dear_implot::PlotContext,
    frame: usize,
    xs: Vec<f64>,
    ys: Vec<f64>,
}

/// Points in the large plot.
const LARGE_POINTS: usize = 40_000;

impl Extension for LargePlot {
    fn frame(&mut self, ui: &dear::Ui) {
        let shift = self.frame as f64 * 0.01;
        self.frame += 1;
        for (i, (x, y)) in self.xs.iter_mut().zip(&mut self.ys).enumerate() {
            *x = i as f64 * 0.001 + shift;
            *y = (*x * 7.0).sin() + 0.3 * (*x * 131.0).sin();
        }
        ui.window("Large plot")
            .position([10.0, 10.0], dear::Condition::Always)
            .size([1000.0, 740.0], dear::Condition::Always)
            .build(|| {
                let plot_ui = ui.implot(&self.plot);
                if let Some(plot) = plot_ui.begin_plot("40,000 points") {
                    plot_ui.plot_line("signal", &self.xs, &self.ys);
                    plot.end();
                }
            });
    }
}

fn large_plot_mouse() -> Vec<Mouse> {
    let mut frames = vec![Mouse::at(900.0, 700.0); 3];
    frames.extend(drag([500.0, 400.0], [450.0, 380.0], 2));
    frames
}

#[test]
fn implot_demo() {
    compare(&Case {
        name: "implot_demo",
        make: |imgui| {
            Box::new(ImPlotDemo {
                plot: dear_implot::PlotContext::create(imgui),
            })
        },
        mouse: implot_demo_mouse,
        // The demo window with its headers closed draws 1,646 vertices; opened, 7,200.
        min_vertices: 5_000,
        min_distinct: 8,
        large: false,
    });
}

#[test]
fn implot3d_demo() {
    compare(&Case {
        name: "implot3d_demo",
        make: |imgui| {
            Box::new(ImPlot3dDemo {
                plot: dear_implot3d::Plot3DContext::create(imgui),
            })
        },
        mouse: implot3d_demo_mouse,
        // The demo window with its headers closed draws 1,276 vertices; opened, 4,288.
        min_vertices: 3_000,
        min_distinct: 6,
        large: false,
    });
}

#[test]
fn imnodes_graph() {
    compare(&Case {
        name: "imnodes_graph",
        make: |imgui| {
            let nodes = dear_imnodes::Context::create(imgui);
            Box::new(ImNodesGraph {
                editor: nodes.create_editor_context(),
                nodes,
                placed: false,
            })
        },
        mouse: imnodes_mouse,
        // The window alone draws 80 vertices (its frame and title); the graph, 1,090.
        min_vertices: 800,
        min_distinct: 5,
        large: false,
    });
}

#[test]
fn imguizmo_cube() {
    compare(&Case {
        name: "imguizmo_cube",
        make: |_| Box::new(Guizmo { model: identity() }),
        mouse: guizmo_mouse,
        // Nothing but the gizmo draws here (imgui alone: 0 vertices); it draws 836.
        min_vertices: 600,
        min_distinct: 5,
        large: false,
    });
}

#[test]
fn imguizmo_quat() {
    compare(&Case {
        name: "imguizmo_quat",
        make: |_| {
            Box::new(GuizmoQuat {
                rotation: [0.0, 0.0, 0.0, 1.0],
            })
        },
        mouse: guizmo_quat_mouse,
        // The window alone draws 80 vertices (its frame and title); with the widget, 471.
        min_vertices: 300,
        min_distinct: 5,
        large: false,
    });
}

#[test]
fn node_editor() {
    compare(&Case {
        name: "node_editor",
        make: |imgui| {
            Box::new(NodeEditor {
                editor: dear_node_editor::EditorContext::create_with_config(
                    imgui,
                    dear_node_editor::EditorConfig::new().no_settings_file(),
                ),
                placed: false,
            })
        },
        mouse: node_editor_mouse,
        // The window alone draws 80 vertices (its frame and title); with the graph, 678.
        min_vertices: 400,
        min_distinct: 5,
        large: false,
    });
}

#[test]
fn implot_large_line() {
    compare(&Case {
        name: "implot_large_line",
        make: |imgui| {
            Box::new(LargePlot {
                plot: dear_implot::PlotContext::create(imgui),
                frame: 0,
                xs: vec![0.0; LARGE_POINTS],
                ys: vec![0.0; LARGE_POINTS],
            })
        },
        mouse: large_plot_mouse,
        // Four vertices a segment: the line alone.
        min_vertices: 4 * LARGE_POINTS - 8,
        min_distinct: 5,
        large: true,
    });
}
