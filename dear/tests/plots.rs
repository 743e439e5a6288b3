//! Dear ImGui's extensions tested from outside with the testing toolkit (issue 43): a UI
//! with an ImPlot plot and one with an ImNodes graph, driven as their users drive them.
//!
//! The extensions' contexts live in the app's state, made from the harness's imgui context
//! by `HarnessBuilder::build_app_with` (after that context exists) and dropped with the
//! state (before it). What the extensions report to Dear ImGui's test-engine item hooks,
//! checked below, none of it with a label of its own (neither calls `ItemInfo`), so each
//! is found by the label that hashes to its id under its seed:
//!
//! - ImPlot: each plot's frame (`BeginPlot`'s `ItemAdd`: its title's id under the window's
//!   id stack, the whole frame as its rectangle), by its title or its path; and what it
//!   hands to `ButtonBehavior` without an `ItemAdd`, which Dear ImGui 1.92 registers itself
//!   when built with the test engine: each axis (the plot's id + 1 for x, + 4 for y; no
//!   label hashes to them), the legend (the plot's id - 1) and each legend entry (its label
//!   under the legend's id: found by label, no path reaches it). Not the plotted lines,
//!   ticks or title text: those are visible text.
//! - ImNodes: each node's title bar (`EndNodeTitleBar`'s `ItemAdd` of `"title_bar"` under
//!   the node's integer id, in the editor's child window); the widgets the app puts in a
//!   node, as anywhere else. Not the title's own text (imgui's text has no id), pins or
//!   links. imgui hovers no item on a node (ImNodes hit-tests nodes itself): the actions,
//!   which wait for imgui's hover, refuse a title bar; low-level input drags a node.

use std::cell::Cell;
use std::rc::Rc;

use dear_imgui_rs as dear;
use dear_imnodes as imnodes;
use dear_implot as implot;
use imgui_webgpu_testing::items::{FindItemError, escape_path_part};
use imgui_webgpu_testing::snapshot::{SnapshotDir, UpdateMode};
use imgui_webgpu_testing::{
    Harness, HarnessConfig, HarnessError, InputEvent, PixelTolerance, Target, assert_text_snapshot,
};

/// The display: one window filling it.
const DISPLAY: [f32; 2] = [480.0, 320.0];

/// What ImPlot held in the last frame: its axis limits (x, then y, each min and max) and
/// where its plot area is (its top-left corner and size, in imgui units).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct Plotted {
    x: [f64; 2],
    y: [f64; 2],
    area_pos: [f32; 2],
    area_size: [f32; 2],
}

/// The app under test: a plot of two fixed curves, what ImPlot said in the last frame, and
/// ImPlot's context (made from the harness's imgui context).
struct PlotApp {
    plotted: Option<Plotted>,
    plot: implot::PlotContext,
}

/// The curves: 101 points over x in [0, 10], with arithmetic alone (no libm), so every
/// machine plots the same numbers.
fn curves() -> (Vec<f64>, Vec<f64>, Vec<f64>) {
    let x: Vec<f64> = (0..=100).map(|i| f64::from(i) / 10.0).collect();
    let squares = x
        .iter()
        .map(|x| (x - 5.0) * (x - 5.0) / 12.5 - 1.0)
        .collect();
    let line = x.iter().map(|x| 1.0 - x / 5.0).collect();
    (x, squares, line)
}

/// The plot window: a plot titled "Signal" of "squares" and "line" over x in [0, 10] and
/// y in [-1.5, 1.5] at first; the limits ImPlot holds each frame go into `app.plotted`.
fn plot_window(ui: &mut dear::Ui, app: &mut PlotApp) {
    let (x, squares, line) = curves();
    ui.window("Plots")
        .position([0.0, 0.0], dear::Condition::Always)
        .size(DISPLAY, dear::Condition::Always)
        .build(|| {
            let plots = app.plot.get_plot_ui(ui);
            if let Some(plot) = plots.begin_plot_with_size("Signal", [-1.0, -1.0]) {
                plots.setup_axes_limits(0.0, 10.0, -1.5, 1.5, implot::PlotCond::Once);
                plots.plot_line("squares", &x, &squares);
                plots.plot_line("line", &x, &line);
                let limits = plots.plot_limits(None, None);
                app.plotted = Some(Plotted {
                    x: [limits.X.Min, limits.X.Max],
                    y: [limits.Y.Min, limits.Y.Max],
                    area_pos: plots.plot_pos(),
                    area_size: plots.plot_size(),
                });
                plot.end();
            }
        });
}

/// A harness that owns a [`PlotApp`]: ImPlot's context made from the harness's imgui
/// context, so it lives inside it.
fn plot_app() -> Harness<PlotApp> {
    Harness::builder(HarnessConfig::new(DISPLAY))
        .build_app_with(
            |imgui| PlotApp {
                plotted: None,
                plot: implot::PlotContext::create(imgui),
            },
            plot_window,
        )
        .expect("this test needs a wgpu adapter")
}

/// What ImPlot held in the last frame built.
fn plotted(harness: &Harness<PlotApp>) -> Plotted {
    harness.state().plotted.expect("the plot was drawn")
}

#[test]
fn a_plot_draws_the_same_on_any_cpu() {
    let mut harness = plot_app();
    let frame = harness.settle().expect("the plot settles").clone();
    // The legend's entries and the axes' ticks are text the toolkit reads back.
    for text in ["squares", "line", "Signal"] {
        frame.find_text(text).expect("the plot shows its text");
    }
    assert_text_snapshot("plots/signal", &frame);
    harness.assert_draw_snapshot("plots/signal");
    harness.assert_pixel_snapshot("plots/signal", PixelTolerance::SAME_DRIVER);
}

/// ImPlot's line normals use SSE's approximate reciprocal square root on every x86-64 build
/// (`ImInvSqrt` in `implot_items.cpp`, whatever `IMGUI_DISABLE_SSE` says): its relative error
/// is under 1.5 x 2^-12 and differs between AMD and Intel CPUs, so a line's vertices, pushed
/// out 1.5 units from its centre, may differ by 1.5 x 1.5 x 2^-12 (0.00055) units between
/// machines. The stored snapshot still holds with every vertex moved that much (twice, to
/// be sure), and fails with the plot moved by a quarter unit.
#[test]
fn the_plot_snapshot_holds_through_implots_sse_noise() {
    let mut harness = plot_app();
    let frame = harness.settle().expect("the plot settles").clone();
    // The stored snapshot, in a folder of its own: a failing check writes its result there.
    let dir = std::env::temp_dir().join(format!("imgui-webgpu-plots-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let stored = SnapshotDir::new().path("plots/signal", "txt");
    std::fs::copy(&stored, dir.join("signal.txt")).expect("the stored draw snapshot");
    let snapshots = SnapshotDir::at(&dir).with_update_mode(UpdateMode::Off);
    let noise = 2.0 * 1.5 * 1.5 / 4096.0;
    let mut noisy = frame.snapshot().clone();
    for (index, vertex) in noisy
        .lists
        .iter_mut()
        .flat_map(|list| &mut list.vertices)
        .enumerate()
    {
        let sign = if index % 2 == 0 { 1.0 } else { -1.0 };
        vertex.pos = vertex.pos.map(|value| value + sign * noise);
    }
    let within = snapshots.check_draw("signal", &noisy);
    // A real change: the biggest list (the window's, which holds the plot) a quarter unit
    // down.
    let mut moved = frame.snapshot().clone();
    let lines = moved
        .lists
        .iter_mut()
        .max_by_key(|list| list.vertices.len())
        .expect("lists");
    for vertex in &mut lines.vertices {
        vertex.pos[1] += 0.25;
    }
    let moved_check = snapshots.check_draw("signal", &moved);
    std::fs::remove_dir_all(&dir).expect("the temporary folder");
    assert!(within.is_ok(), "the noise failed the snapshot: {within:?}");
    assert!(moved_check.is_err(), "a quarter unit passed the snapshot");
}

#[test]
fn what_implot_reports_to_the_item_hooks() {
    let mut harness = plot_app();
    let frame = harness.settle().expect("the plot settles").clone();
    let items = frame.items().expect("items through the test-engine hooks");
    // The plot's frame: an item without a label, whose id is its title's under the window.
    let plot = items
        .by_label("Signal")
        .expect("the plot by its title")
        .clone();
    let by_path = items.by_path("Plots/Signal").expect("the plot by its path");
    assert_eq!(plot.id, by_path.id);
    assert_eq!(plot.window, "Plots");
    assert!(plot.label.is_empty(), "ImPlot reports no label");
    // Its rectangle is the whole frame: the plot area inside it.
    let area = plotted(&harness);
    let [ax, ay] = area.area_pos;
    let [aw, ah] = area.area_size;
    assert!(inside([ax, ay, ax + aw, ay + ah], plot.rect));
    // The rest: what `ButtonBehavior` registers where nothing called `ItemAdd` (Dear ImGui
    // 1.92 with the test engine), none with a label: each axis (the plot's id + 1 for x,
    // + 4 for y: ImPlot numbers them from the plot's id), the legend (the plot's id - 1)
    // and, with the legend's id as their seed, its entries, found by their labels.
    let with_id = |id: u32| items.all().iter().find(|item| item.id == id);
    let x_axis = with_id(plot.id.wrapping_add(1)).expect("the x axis is an item");
    let y_axis = with_id(plot.id.wrapping_add(4)).expect("the y axis is an item");
    let legend = with_id(plot.id.wrapping_sub(1)).expect("the legend is an item");
    for part in [x_axis, y_axis, legend] {
        assert!(
            part.label.is_empty() && inside(part.rect, plot.rect),
            "{part:?}"
        );
    }
    for entry in ["squares", "line"] {
        let item = items
            .in_window("Plots", entry)
            .expect("the legend entry by label");
        assert_eq!(item.seed, legend.id);
        assert!(inside(item.rect, legend.rect));
        // Its text lies on it (the glyphs' descenders may reach a unit below).
        let [tx1, ty1, tx2, ty2] = frame.find_text(entry).expect("the legend entry shows");
        let middle = [(tx1 + tx2) / 2.0, (ty1 + ty2) / 2.0];
        assert!(
            tx1 >= item.rect[0] && tx2 <= item.rect[2] && holds(item.rect, middle),
            "{entry:?} at {:?}, its item {item:?}",
            [tx1, ty1, tx2, ty2]
        );
    }
    // And no more: the plot's six items, beside the window's own (itself, its title bar,
    // its collapse button, its resize borders and grips).
    let plots = items
        .all()
        .iter()
        .filter(|item| item.window == "Plots" && inside(item.rect, plot.rect))
        .count();
    assert_eq!(plots, 6, "{:#?}", items.all());

    // A legend entry is a button: a click hides its line (and another shows it again).
    let drawn = |harness: &mut Harness<PlotApp>| harness.settle().unwrap().snapshot().totals().0;
    let shown = drawn(&mut harness);
    harness
        .click_on(Target::label("line"))
        .expect("the entry takes the click");
    let hidden = drawn(&mut harness);
    harness
        .click_on(Target::label("line"))
        .expect("the entry takes the click");
    assert_eq!(drawn(&mut harness), shown);
    // The 101-point line's 100 segments, four vertices each.
    assert_eq!(
        shown - hidden,
        400,
        "{shown} vertices shown, {hidden} hidden"
    );
}

/// Whether `rect` holds `point`.
fn holds([x1, y1, x2, y2]: [f32; 4], [x, y]: [f32; 2]) -> bool {
    (x1..=x2).contains(&x) && (y1..=y2).contains(&y)
}

/// Whether `rect` lies inside `outer`.
fn inside([x1, y1, x2, y2]: [f32; 4], [ox1, oy1, ox2, oy2]: [f32; 4]) -> bool {
    x1 >= ox1 && y1 >= oy1 && x2 <= ox2 && y2 <= oy2
}

#[test]
fn dragging_a_plot_pans_it_and_the_wheel_zooms_it() {
    let mut harness = plot_app();
    harness.settle().expect("the plot settles");
    let before = plotted(&harness);
    assert_eq!((before.x, before.y), ([0.0, 10.0], [-1.5, 1.5]));
    // Pan: press in the plot and move 80 units left and 40 down. The view follows the
    // pointer: x shows what lay right of it, y what lay above.
    let plot = harness
        .frame()
        .unwrap()
        .item("Signal")
        .expect("the plot")
        .clone();
    let [cx, cy] = plot.centre();
    let (dx, dy) = (-80.0f32, 40.0f32);
    harness
        .drag(Target::label("Signal"), Target::at([cx + dx, cy + dy]))
        .expect("the plot takes the drag");
    let panned = plotted(&harness);
    let per_unit_x = (before.x[1] - before.x[0]) / f64::from(before.area_size[0]);
    let per_unit_y = (before.y[1] - before.y[0]) / f64::from(before.area_size[1]);
    let shift_x = -f64::from(dx) * per_unit_x;
    let shift_y = f64::from(dy) * per_unit_y;
    for (got, want) in [
        (panned.x[0], before.x[0] + shift_x),
        (panned.x[1], before.x[1] + shift_x),
        (panned.y[0], before.y[0] + shift_y),
        (panned.y[1], before.y[1] + shift_y),
    ] {
        assert!(
            (got - want).abs() < 1e-3,
            "panned to {panned:?}, expected a shift of ({shift_x}, {shift_y}) from {before:?}"
        );
    }
    assert!(
        panned.x[0] > 1.0 && panned.y[0] > -1.5,
        "moved the right way: {panned:?}"
    );

    // Zoom: one notch of the wheel up over the plot's centre zooms in by ImPlot's rate
    // (0.1: the range times 1 - 0.1 / 1.2), about the point under the pointer.
    harness
        .hover_on(Target::label("Signal"))
        .expect("over the plot");
    let pointer = [cx, cy];
    let under = |p: &Plotted| {
        let tx = f64::from((pointer[0] - p.area_pos[0]) / p.area_size[0]);
        let ty = f64::from((pointer[1] - p.area_pos[1]) / p.area_size[1]);
        (
            p.x[0] + tx * (p.x[1] - p.x[0]),
            p.y[1] - ty * (p.y[1] - p.y[0]),
        )
    };
    harness.send(InputEvent::MouseWheel([0.0, 1.0]));
    harness.settle().expect("the zoom settles");
    let zoomed = plotted(&harness);
    let ratio = 1.0 - 0.1 / 1.2;
    let x_ratio = (zoomed.x[1] - zoomed.x[0]) / (panned.x[1] - panned.x[0]);
    let y_ratio = (zoomed.y[1] - zoomed.y[0]) / (panned.y[1] - panned.y[0]);
    assert!(
        (x_ratio - ratio).abs() < 1e-3 && (y_ratio - ratio).abs() < 1e-3,
        "zoomed by ({x_ratio}, {y_ratio}), expected {ratio}: {panned:?} to {zoomed:?}"
    );
    let (was, is) = (under(&panned), under(&zoomed));
    assert!(
        (was.0 - is.0).abs() < 1e-2 && (was.1 - is.1).abs() < 1e-2,
        "the point under the pointer moved from {was:?} to {is:?}"
    );
}

/// The app under test: an ImNodes graph of two nodes and a link; ImNodes' editor context
/// before its context, so it is dropped first.
struct GraphApp {
    editor: imnodes::EditorContext,
    nodes: imnodes::Context,
    gain: f32,
    /// Whether the nodes were placed (in the first frame; the user moves them after).
    placed: bool,
}

/// The graph window: "Oscillator" (node 1, a "gain" slider and an output pin) linked to
/// "Speaker" (node 2, an input pin).
fn graph_window(ui: &mut dear::Ui, app: &mut GraphApp) {
    use imnodes::ImNodesExt;
    ui.window("Graph")
        .position([0.0, 0.0], dear::Condition::Always)
        .size(DISPLAY, dear::Condition::Always)
        .build(|| {
            let setup = ui.imnodes_editor(&app.nodes, Some(&app.editor));
            if !app.placed {
                setup.set_node_pos_grid(imnodes::NodeId::new(1), [20.0, 40.0]);
                setup.set_node_pos_grid(imnodes::NodeId::new(2), [260.0, 80.0]);
                app.placed = true;
            }
            let editor = setup.begin_nodes();
            let node = editor.node(imnodes::NodeId::new(1));
            node.title_bar(|| ui.text("Oscillator"));
            let gain = node.static_attr(imnodes::PinId::new(10));
            ui.set_next_item_width(100.0);
            ui.slider("gain", 0.0, 1.0, &mut app.gain);
            gain.end();
            let out = node.output_attr(imnodes::PinId::new(11), imnodes::PinShape::CircleFilled);
            ui.text("out");
            out.end();
            node.end();
            let node = editor.node(imnodes::NodeId::new(2));
            node.title_bar(|| ui.text("Speaker"));
            let input = node.input_attr(imnodes::PinId::new(20), imnodes::PinShape::CircleFilled);
            ui.text("in");
            input.end();
            node.end();
            editor.link(
                imnodes::LinkId::new(100),
                imnodes::PinId::new(11),
                imnodes::PinId::new(20),
            );
            editor.end();
        });
}

fn graph_app() -> Harness<GraphApp> {
    Harness::builder(HarnessConfig::new(DISPLAY))
        .build_app_with(
            |imgui| {
                let nodes = imnodes::Context::create(imgui);
                GraphApp {
                    editor: nodes.create_editor_context(),
                    nodes,
                    gain: 0.5,
                    placed: false,
                }
            },
            graph_window,
        )
        .expect("this test needs a wgpu adapter")
}

#[test]
fn what_imnodes_reports_to_the_item_hooks() {
    let mut harness = graph_app();
    let frame = harness.settle().expect("the graph settles").clone();
    let items = frame.items().expect("items through the test-engine hooks");
    // The title's text is no item (imgui's text has no id); it shows.
    match items.by_label("Oscillator") {
        Err(FindItemError::NotFound { .. }) => {}
        other => panic!("a node's title text is an item now: {other:?}"),
    }
    // Each node's title bar is: "title_bar" under the node's id, in the editor's child
    // window, without a label. The title's text lies on it.
    let canvas = items
        .in_window("Graph", "title_bar")
        .err()
        .and_then(|error| match error {
            FindItemError::Ambiguous { items, .. } => Some(items),
            _ => None,
        })
        .expect("two title bars: one a node");
    assert_eq!(canvas.len(), 2);
    let child = canvas[0].window.clone();
    assert!(child.starts_with("Graph/scrolling_region_"), "{child}");
    for (node, title) in [(1, "Oscillator"), (2, "Speaker")] {
        let path = format!("{}/$${node}/title_bar", escape_path_part(&child));
        let bar = items.by_path(&path).expect("the node's title bar by path");
        assert!(bar.label.is_empty(), "ImNodes reports no label");
        let [x1, y1, x2, y2] = bar.rect;
        let [tx1, ty1, tx2, ty2] = frame.find_text(title).expect("the title shows");
        assert!(
            tx1 >= x1 && ty1 >= y1 && tx2 <= x2 && ty2 <= y2,
            "{title:?} at {:?} lies outside its title bar {:?}",
            [tx1, ty1, tx2, ty2],
            bar.rect
        );
    }
    // A node's own widgets are items as anywhere: "gain" under node 1 and its attribute.
    let path = format!("{}/$$1/$$10/gain", escape_path_part(&child));
    let gain = items.by_path(&path).expect("the node's slider by path");
    assert_eq!(gain.label, "gain");
    assert_eq!(items.by_label("gain").expect("by label").id, gain.id);
    harness
        .drag_slider_to(Target::label("gain"), 0.25)
        .expect("the node's slider drags");
    assert!((harness.state().gain - 0.25).abs() < 0.01);
}

#[test]
fn an_imnodes_node_is_dragged_by_low_level_input() {
    let mut harness = graph_app();
    let frame = harness.settle().expect("the graph settles").clone();
    let items = frame.items().expect("items through the test-engine hooks");
    let child = items
        .in_window("Graph", "gain")
        .expect("the slider")
        .window
        .clone();
    let path = format!("{}/$$1/title_bar", escape_path_part(&child));
    let bar = items.by_path(&path).expect("the title bar").clone();
    // The actions aim at what imgui hovers, and imgui hovers no item on a node: ImNodes
    // hit-tests nodes itself, its title bar's item is for layout. The action says so.
    match harness.click_on(Target::path(path.as_str())) {
        Err(HarnessError::Missed { why, .. }) => assert!(why.contains("hovers"), "{why}"),
        other => panic!("a node's title bar took a click: {other:?}"),
    }
    // Low-level input drags it: press on the title bar, move in steps, release.
    let before = frame.find_text("Oscillator").expect("the title shows");
    let other = frame.find_text("Speaker").expect("the other title shows");
    let [x, y] = bar.centre();
    let (dx, dy) = (60.0, 40.0);
    harness.send(InputEvent::MouseMove([x, y]));
    harness.step();
    harness.send(InputEvent::MouseButton {
        button: dear::MouseButton::Left,
        down: true,
    });
    harness.step();
    for step in 1..=8 {
        let t = step as f32 / 8.0;
        harness.send(InputEvent::MouseMove([x + dx * t, y + dy * t]));
        harness.step();
    }
    harness.send(InputEvent::MouseButton {
        button: dear::MouseButton::Left,
        down: false,
    });
    let frame = harness.settle().expect("the graph settles");
    let after = frame.find_text("Oscillator").expect("the title shows");
    assert_eq!(
        [after[0] - before[0], after[1] - before[1]],
        [dx, dy],
        "the title moved from {before:?} to {after:?}"
    );
    // The other node stayed.
    assert_eq!(frame.find_text("Speaker").expect("the other title"), other);
}

/// Records whether the imgui context was alive when the app state was dropped.
struct DropProbe {
    imgui: dear::ContextBinding,
    alive_at_drop: Rc<Cell<Option<bool>>>,
}

impl Drop for DropProbe {
    fn drop(&mut self) {
        self.alive_at_drop.set(Some(self.imgui.is_alive()));
    }
}

#[test]
fn an_extension_context_lives_inside_the_harness_context() {
    let alive_at_drop = Rc::new(Cell::new(None));
    let seen = Rc::clone(&alive_at_drop);
    let mut harness = Harness::builder(HarnessConfig::new(DISPLAY))
        .build_app_with(
            move |imgui| {
                let probe = DropProbe {
                    imgui: imgui.binding(),
                    alive_at_drop: seen,
                };
                (
                    PlotApp {
                        plotted: None,
                        plot: implot::PlotContext::create(imgui),
                    },
                    probe,
                )
            },
            |ui, (app, _)| plot_window(ui, app),
        )
        .expect("this test needs a wgpu adapter");
    harness.settle().expect("the plot settles");
    assert!(harness.state().0.plotted.is_some());
    assert_eq!(alive_at_drop.get(), None);
    drop(harness);
    assert_eq!(
        alive_at_drop.get(),
        Some(true),
        "the app's state (an extension's context) outlived the harness's imgui context"
    );
}

/// A drag that nothing takes fails, and says so: the plot's title is no handle.
#[test]
fn a_drag_on_the_title_says_what_it_missed() {
    let mut harness = plot_app();
    harness.settle().expect("the plot settles");
    let before = plotted(&harness);
    let error = harness
        .drag(Target::text("Signal"), Target::at([10.0, 10.0]))
        .expect_err("the plot's title takes no drag");
    assert!(matches!(error, HarnessError::Missed { .. }), "{error:?}");
    harness.settle().expect("the plot settles");
    assert_eq!(plotted(&harness), before);
}

/// The cookbook's recipes for plots and node graphs (`docs/ui-testing-cookbook.md`, the
/// blocks fenced `rs`, gathered by `build.rs`): compiled here, where dear-imgui-rs links,
/// and run.
mod cookbook {
    include!(concat!(env!("OUT_DIR"), "/cookbook_recipes.rs"));

    #[test]
    fn the_cookbook_recipes_run() {
        plot_snapshots().expect("the snapshot recipe");
        legend_entries().expect("the legend recipe");
        node_titles().expect("the node title recipe");
        pan_and_zoom().expect("the pan and zoom recipe");
    }
}
