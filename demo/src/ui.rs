//! The demo's UI, the same in a native window, headlessly and in the browser: Dear ImGui's
//! demo window, a user texture shown with nearest and with linear sampling, a 3D viewport
//! recreated at its panel's size, a paint callback, and a stats panel that shows nothing
//! growing.

use std::sync::Arc;

use imgui_webgpu::report::RendererStats;
use imgui_webgpu::{RenderReport, Renderer, SamplerOptions, TextureError};

use crate::painter::Painter;
use crate::scene::Scene;

/// The checkerboard's two colours (sRGB-encoded 8-bit).
pub const CHECKER: [[u8; 3]; 2] = [[250, 250, 250], [30, 30, 30]];
/// Texels per side of the checkerboard (each square is one texel).
const CHECKER_SIZE: u32 = 8;

/// A screen rectangle in imgui coordinates: x1, y1, x2, y2.
pub type Rect = [f32; 4];

/// Where the demo's parts were drawn in the last frame (tests check pixels there).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Layout {
    /// The 3D viewport's image.
    pub viewport: Option<Rect>,
    /// The paint callback window's content.
    pub paint: Option<Rect>,
    /// The checkerboard with nearest sampling.
    pub nearest: Option<Rect>,
    /// The checkerboard with linear sampling.
    pub linear: Option<Rect>,
    /// The "Simulate a device loss" button.
    pub lose_device: Option<Rect>,
    /// The "Add one" button.
    pub add_one: Option<Rect>,
    /// The text field.
    pub text_field: Option<Rect>,
    /// The "Triangle size" slider.
    pub triangle_size: Option<Rect>,
    /// The "User texture" window.
    pub user_texture_window: Option<Rect>,
    /// The "Paint callback" window (its tab or title bar along its top).
    pub paint_window: Option<Rect>,
    /// Dear ImGui's demo window, where the demo placed it last (the user may have moved
    /// it since).
    pub imgui_demo_window: Option<Rect>,
}

impl Layout {
    /// Each part by the name tests and status lines use.
    pub fn named(&self) -> [(&'static str, Option<Rect>); 11] {
        [
            ("lose_device", self.lose_device),
            ("viewport", self.viewport),
            ("paint", self.paint),
            ("nearest", self.nearest),
            ("linear", self.linear),
            ("add_one", self.add_one),
            ("text_field", self.text_field),
            ("triangle_size", self.triangle_size),
            ("user_texture_window", self.user_texture_window),
            ("paint_window", self.paint_window),
            ("imgui_demo_window", self.imgui_demo_window),
        ]
    }
}

/// What the UI asks the app to change.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Requests {
    /// Turn vsync on or off.
    pub vsync: Option<bool>,
    /// Rebuild the font atlas at this UI scale.
    pub ui_scale: Option<f32>,
    /// Destroy the device, to show the recovery (`Device::destroy`, as a driver reset or a
    /// GPU process restart would lose it).
    pub lose_device: bool,
}

/// What one frame's UI needs besides the demo's own state.
pub struct Frame<'a> {
    /// The renderer (for `frame_texture` and paint callbacks).
    pub renderer: &'a mut Renderer,
    pub device: &'a wgpu::Device,
    pub queue: &'a wgpu::Queue,
    /// The frame's encoder: the 3D viewport is drawn into it before the UI pass.
    pub encoder: &'a mut wgpu::CommandEncoder,
    /// Seconds of animation (imgui's clock).
    pub seconds: f32,
    /// A line naming the adapter and backend.
    pub backend: &'a str,
    /// The surface or target format the UI is drawn into.
    pub format: wgpu::TextureFormat,
}

/// The demo's GPU resources and UI state.
pub struct Demo {
    scene: Scene,
    painter: Arc<Painter>,
    nearest: imgui::TextureId,
    linear: imgui::TextureId,
    frame_ms: Vec<f32>,
    last_report: RenderReport,
    last_stats: RendererStats,
    counter: u32,
    text: String,
    /// The paint callback's triangle, in percent of its panel's shorter side.
    triangle_size: f32,
    show_imgui_demo: bool,
    vsync: bool,
    ui_scale: f32,
    layout: Layout,
    /// The display size the windows were last laid out for.
    laid_out_for: [f32; 2],
    /// Where Dear ImGui's demo window was last placed.
    imgui_demo_place: Option<Rect>,
    /// Device losses recovered from.
    recoveries: u32,
    /// The dock space and its default layout, when docking is on ([`Demo::dock`]).
    #[cfg(feature = "docking")]
    docking: Option<crate::docking::DockLayout>,
    // Kept alive while its views are registered.
    _checker: wgpu::Texture,
}

impl Demo {
    /// Creates the scene, the painter and the checkerboard (registered twice: nearest and
    /// linear), for a UI drawn by `renderer` (its configuration says which colour space
    /// the demo's own textures must hold).
    pub fn new(
        device: &wgpu::Device,
        queue: &wgpu::Queue,
        renderer: &mut Renderer,
    ) -> Result<Self, TextureError> {
        let linear_target = renderer.config().converts_to_linear();
        let checker = checker_texture(device, queue, linear_target);
        let view = checker.create_view(&Default::default());
        let nearest = renderer.register_texture(&view, SamplerOptions::NEAREST)?;
        let linear = renderer.register_texture(&view, SamplerOptions::LINEAR)?;
        Ok(Self {
            scene: Scene::new(device, queue, linear_target),
            painter: Painter::new(device, queue),
            nearest,
            linear,
            frame_ms: Vec::with_capacity(120),
            last_report: RenderReport::default(),
            last_stats: renderer.stats(),
            counter: 0,
            text: String::from("edit me"),
            triangle_size: 35.0,
            show_imgui_demo: true,
            vsync: true,
            ui_scale: 1.0,
            layout: Layout::default(),
            laid_out_for: [0.0; 2],
            imgui_demo_place: None,
            recoveries: 0,
            #[cfg(feature = "docking")]
            docking: None,
            _checker: checker,
        })
    }

    /// Moves the demo's own GPU resources to a new device after a loss: the checkerboard is
    /// uploaded again and handed to the renderer under the same two ids, the scene and the
    /// painter are made again. UI state (counter, text, scale, windows) is kept.
    pub fn recover(
        &mut self,
        device: &wgpu::Device,
        queue: &wgpu::Queue,
        renderer: &mut Renderer,
    ) -> Result<(), TextureError> {
        let linear_target = renderer.config().converts_to_linear();
        let checker = checker_texture(device, queue, linear_target);
        let view = checker.create_view(&Default::default());
        renderer.replace_texture(self.nearest, &view)?;
        renderer.replace_texture(self.linear, &view)?;
        let targets_created = self.scene.targets_created;
        self.scene = Scene::new(device, queue, linear_target);
        self.scene.targets_created = targets_created;
        self.painter = Painter::new(device, queue);
        self._checker = checker;
        self.recoveries += 1;
        Ok(())
    }

    /// Device losses recovered from.
    pub fn recoveries(&self) -> u32 {
        self.recoveries
    }

    /// The paint callback's triangle size (percent of its panel's shorter side), which the
    /// "Triangle size" slider sets.
    pub fn triangle_size(&self) -> f32 {
        self.triangle_size
    }

    /// The counter the "Add one" button counts up.
    pub fn counter(&self) -> u32 {
        self.counter
    }

    /// The text field's content.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Where the parts were drawn in the last frame.
    pub fn layout(&self) -> Layout {
        self.layout
    }

    /// The UI scale the user picked.
    pub fn ui_scale(&self) -> f32 {
        self.ui_scale
    }

    /// Sets the UI scale as if the user had picked it (scripted runs); the app then reloads
    /// the font atlas.
    pub fn set_ui_scale(&mut self, scale: f32) -> Requests {
        self.ui_scale = scale;
        Requests {
            ui_scale: Some(scale),
            ..Requests::default()
        }
    }

    /// How many viewport targets were made so far (one more per panel resize).
    pub fn viewport_targets_created(&self) -> u64 {
        self.scene.targets_created
    }

    /// Records what the last `render` did and the frame's duration, for the stats panel.
    pub fn finish_frame(&mut self, report: RenderReport, stats: RendererStats, frame_ms: f32) {
        if self.frame_ms.len() == self.frame_ms.capacity() {
            self.frame_ms.remove(0);
        }
        self.frame_ms.push(frame_ms);
        self.last_report = report;
        self.last_stats = stats;
    }

    /// Docks the panels into a dock space over the main window from the next frame (the
    /// `docking` feature; imgui's docking must be on): a default layout unless imgui's
    /// settings hold one.
    #[cfg(feature = "docking")]
    pub fn dock(&mut self) {
        self.docking.get_or_insert_with(Default::default);
    }

    /// Builds the frame's windows. Call between `imgui.new_frame()` and `imgui.render()`.
    ///
    /// When the display changes size (the window was resized), the windows are laid out
    /// again for it, so the 3D viewport's panel, and with it its render target, follows the
    /// window; in between, the user moves and resizes them freely.
    pub fn build(&mut self, ui: &imgui::Ui, frame: &mut Frame<'_>) -> Requests {
        let mut requests = Requests::default();
        self.layout = Layout::default();
        let display = ui.io().display_size;
        let places = (display != self.laid_out_for).then(|| Places::for_display(display));
        self.laid_out_for = display;
        // The dock space lays the panels out; imgui's demo window floats where it was
        // first placed.
        #[cfg(feature = "docking")]
        let (places, panels_placed) = match self.docking.as_mut() {
            Some(docking) => {
                docking.dock_space(ui);
                // With imgui's viewports on, positions are on the desktop.
                // SAFETY: inside a frame; the main viewport lives as long as the context.
                let origin = unsafe { (*imgui::sys::igGetMainViewport()).Pos };
                let places = places
                    .filter(|_| self.imgui_demo_place.is_none())
                    .map(|places| places.moved_by([origin.x, origin.y]));
                (places, false)
            }
            None => (places, true),
        };
        #[cfg(not(feature = "docking"))]
        let panels_placed = true;
        let panel_places = places.filter(|_| panels_placed);
        self.controls(ui, frame, &mut requests, panel_places.map(|p| p.controls));
        self.textures(ui, panel_places.map(|p| p.textures));
        self.viewport(ui, frame, panel_places.map(|p| p.viewport));
        self.paint_window(ui, frame, panel_places.map(|p| p.paint));
        if self.show_imgui_demo {
            ui.show_demo_window(&mut self.show_imgui_demo);
            if let Some(places) = places {
                let Place { pos, size } = places.imgui_demo;
                place_window_by_name(c"Dear ImGui Demo", places.imgui_demo);
                self.imgui_demo_place = Some([pos[0], pos[1], pos[0] + size[0], pos[1] + size[1]]);
            }
            self.layout.imgui_demo_window = self.imgui_demo_place;
        }
        requests
    }

    fn controls(
        &mut self,
        ui: &imgui::Ui,
        frame: &Frame<'_>,
        requests: &mut Requests,
        place: Option<Place>,
    ) {
        placed(ui.window("imgui-webgpu"), place).build(|| {
            ui.text_wrapped(frame.backend);
            ui.text(format!("Target format: {:?}", frame.format));
            let average = if self.frame_ms.is_empty() {
                0.0
            } else {
                self.frame_ms.iter().sum::<f32>() / self.frame_ms.len() as f32
            };
            ui.text(format!(
                "Frame time: {average:.2} ms (mean of the last {})",
                self.frame_ms.len()
            ));
            let report = &self.last_report;
            ui.text(format!(
                "Draws {}, culled {}, skipped {}, callbacks {}",
                report.draws,
                report.culled,
                report.skipped.len(),
                report.callbacks
            ));
            ui.text(format!(
                "Uploaded {} bytes ({} vertices, {} indices)",
                report.bytes_uploaded, report.vertices, report.indices
            ));
            ui.separator();
            ui.text("Live GPU objects (renderer.stats()):");
            let stats = &self.last_stats;
            ui.bullet_text(format!(
                "bind groups: font 1, persistent {}, frame {}",
                stats.persistent_bind_groups, stats.frame_bind_groups
            ));
            ui.bullet_text(format!(
                "uniform slot bind groups: {}",
                stats.uniform_bind_groups
            ));
            ui.bullet_text(format!(
                "pipelines {}, samplers {}, buffers {} ({} KiB)",
                stats.pipelines,
                stats.samplers,
                stats.buffers,
                stats.buffer_capacity_bytes / 1024
            ));
            ui.bullet_text(format!(
                "font atlas {}x{}, paint callbacks {}",
                stats.font_atlas_size[0], stats.font_atlas_size[1], stats.paint_callbacks
            ));
            ui.bullet_text(format!(
                "viewport targets made so far: {}",
                self.scene.targets_created
            ));
            ui.separator();
            if ui.checkbox("VSync", &mut self.vsync) {
                requests.vsync = Some(self.vsync);
            }
            let scales = [1.0, 1.5, 2.0];
            let mut picked = scales
                .iter()
                .position(|scale| *scale == self.ui_scale)
                .unwrap_or(0);
            if ui.combo_simple_string("UI scale", &mut picked, &["100%", "150%", "200%"]) {
                if let Some(scale) = scales.get(picked) {
                    *requests = Requests {
                        ui_scale: Some(*scale),
                        ..*requests
                    };
                    self.ui_scale = *scale;
                }
            }
            ui.checkbox("Dear ImGui demo window", &mut self.show_imgui_demo);
            if ui.button("Simulate a device loss") {
                requests.lose_device = true;
            }
            self.layout.lose_device = Some(item_rect(ui));
            ui.same_line();
            ui.text(format!("recovered: {}", self.recoveries));
            if ui.button("Add one") {
                self.counter += 1;
            }
            self.layout.add_one = Some(item_rect(ui));
            ui.same_line();
            ui.text(format!("Counter: {}", self.counter));
            ui.input_text("Text", &mut self.text).build();
            self.layout.text_field = Some(item_rect(ui));
            ui.text(format!("You typed: {}", self.text));
            ui.slider("Triangle size", 10.0, 50.0, &mut self.triangle_size);
            self.layout.triangle_size = Some(item_rect(ui));
        });
    }

    fn textures(&mut self, ui: &imgui::Ui, place: Option<Place>) {
        placed(ui.window("User texture"), place).build(|| {
            ui.text("The same 8x8 texture, nearest and linear:");
            imgui::Image::new(self.nearest, [120.0, 120.0]).build(ui);
            self.layout.nearest = Some(item_rect(ui));
            ui.same_line();
            imgui::Image::new(self.linear, [120.0, 120.0]).build(ui);
            self.layout.linear = Some(item_rect(ui));
            let ([x, y], [width, height]) = (ui.window_pos(), ui.window_size());
            self.layout.user_texture_window = Some([x, y, x + width, y + height]);
        });
    }

    fn viewport(&mut self, ui: &imgui::Ui, frame: &mut Frame<'_>, place: Option<Place>) {
        placed(ui.window("3D viewport"), place).build(|| {
            let size = ui.content_region_avail();
            if size[0] < 1.0 || size[1] < 1.0 {
                return;
            }
            let scale = ui.io().display_framebuffer_scale;
            let pixels = [
                (size[0] * scale[0]).round().max(1.0) as u32,
                (size[1] * scale[1]).round().max(1.0) as u32,
            ];
            let view = self.scene.draw(
                frame.device,
                frame.queue,
                frame.encoder,
                pixels,
                frame.seconds,
            );
            match frame.renderer.frame_texture(view) {
                Ok(id) => {
                    imgui::Image::new(id, size).build(ui);
                    self.layout.viewport = Some(item_rect(ui));
                }
                Err(error) => ui.text(format!("viewport: {error}")),
            }
        });
    }

    fn paint_window(&mut self, ui: &imgui::Ui, frame: &mut Frame<'_>, place: Option<Place>) {
        placed(ui.window("Paint callback"), place).build(|| {
            let ([x, y], [width, height]) = (ui.window_pos(), ui.window_size());
            self.layout.paint_window = Some([x, y, x + width, y + height]);
            ui.text("Drawn by the app's own wgpu pipeline:");
            let [x, y] = ui.cursor_screen_pos();
            let [width, height] = ui.content_region_avail();
            if width < 1.0 || height < 1.0 {
                return;
            }
            let scale = ui.io().display_framebuffer_scale;
            let rect = [x, y, x + width, y + height];
            self.layout.paint = Some(rect);
            let center = [(x + width / 2.0) * scale[0], (y + height / 2.0) * scale[1]];
            let radius = width.min(height) * self.triangle_size / 100.0 * scale[0];
            self.painter.update(center, radius, frame.seconds);
            let painter = self.painter.clone();
            // The window's draw list clips the callback to its content region.
            ui.get_window_draw_list().with_clip_rect_intersect(
                [x, y],
                [x + width, y + height],
                || {
                    frame
                        .renderer
                        .paint_callback(ui, move |pass, info| painter.paint(pass, info));
                },
            );
            ui.dummy([width, height]);
        });
    }
}

/// A window's position and size.
#[derive(Clone, Copy, Debug)]
struct Place {
    pos: [f32; 2],
    size: [f32; 2],
}

/// Where each window goes on a display of some size: the demo's windows in two columns on
/// the left, Dear ImGui's demo window on the right.
#[derive(Clone, Copy, Debug)]
struct Places {
    controls: Place,
    textures: Place,
    viewport: Place,
    paint: Place,
    imgui_demo: Place,
}

impl Places {
    /// The same places, `by` further (where the main window's display starts on imgui's
    /// desktop, with its viewports on).
    #[cfg(feature = "docking")]
    fn moved_by(self, by: [f32; 2]) -> Self {
        let moved = |place: Place| Place {
            pos: [place.pos[0] + by[0], place.pos[1] + by[1]],
            size: place.size,
        };
        Self {
            controls: moved(self.controls),
            textures: moved(self.textures),
            viewport: moved(self.viewport),
            paint: moved(self.paint),
            imgui_demo: moved(self.imgui_demo),
        }
    }

    fn for_display([width, height]: [f32; 2]) -> Self {
        let gap = 10.0;
        let column = ((width - 4.0 * gap) * 0.31).max(50.0);
        let upper = ((height - 3.0 * gap) * 0.64).max(50.0);
        let half = ((height - 3.0 * gap) / 2.0).max(50.0);
        let second = gap * 2.0 + column;
        let third = gap * 3.0 + column * 2.0;
        Self {
            controls: Place {
                pos: [gap, gap],
                size: [column, upper],
            },
            textures: Place {
                pos: [gap, gap * 2.0 + upper],
                size: [column, (height - 3.0 * gap - upper).max(50.0)],
            },
            viewport: Place {
                pos: [second, gap],
                size: [column, half],
            },
            paint: Place {
                pos: [second, gap * 2.0 + half],
                size: [column, half],
            },
            imgui_demo: Place {
                pos: [third, gap],
                size: [
                    (width - third - gap).max(50.0),
                    (height - 2.0 * gap).max(50.0),
                ],
            },
        }
    }
}

/// The window placed at `place` when there is one (a new layout), left alone otherwise.
fn placed<'ui, 'a, Label: AsRef<str>>(
    window: imgui::Window<'ui, 'a, Label>,
    place: Option<Place>,
) -> imgui::Window<'ui, 'a, Label> {
    match place {
        Some(place) => window
            .position(place.pos, imgui::Condition::Always)
            .size(place.size, imgui::Condition::Always),
        None => window,
    }
}

/// Places a window that imgui itself creates (its demo window sets its own first position).
fn place_window_by_name(name: &std::ffi::CStr, place: Place) {
    // SAFETY: called inside a frame, after the window was submitted; imgui copies the name.
    unsafe {
        let [x, y] = place.pos;
        let [w, h] = place.size;
        let always = imgui::sys::ImGuiCond_Always as imgui::sys::ImGuiCond;
        imgui::sys::igSetWindowPos_Str(name.as_ptr(), imgui::sys::ImVec2 { x, y }, always);
        imgui::sys::igSetWindowSize_Str(name.as_ptr(), imgui::sys::ImVec2 { x: w, y: h }, always);
    }
}

/// The last item's rectangle.
fn item_rect(ui: &imgui::Ui) -> Rect {
    let ([x1, y1], [x2, y2]) = (ui.item_rect_min(), ui.item_rect_max());
    [x1, y1, x2, y2]
}

/// An 8x8 checkerboard of [`CHECKER`]'s colours, in the format the UI target's space
/// needs (see [`Scene`]).
fn checker_texture(device: &wgpu::Device, queue: &wgpu::Queue, linear: bool) -> wgpu::Texture {
    let format = if linear {
        wgpu::TextureFormat::Rgba8UnormSrgb
    } else {
        wgpu::TextureFormat::Rgba8Unorm
    };
    let size = wgpu::Extent3d {
        width: CHECKER_SIZE,
        height: CHECKER_SIZE,
        depth_or_array_layers: 1,
    };
    let texture = device.create_texture(&wgpu::TextureDescriptor {
        label: Some("demo checkerboard"),
        size,
        mip_level_count: 1,
        sample_count: 1,
        dimension: wgpu::TextureDimension::D2,
        format,
        usage: wgpu::TextureUsages::TEXTURE_BINDING | wgpu::TextureUsages::COPY_DST,
        view_formats: &[],
    });
    let texels: Vec<u8> = (0..CHECKER_SIZE * CHECKER_SIZE)
        .flat_map(|i| {
            let [r, g, b] = CHECKER[((i % CHECKER_SIZE + i / CHECKER_SIZE) % 2) as usize];
            [r, g, b, 255]
        })
        .collect();
    queue.write_texture(
        texture.as_image_copy(),
        &texels,
        wgpu::TexelCopyBufferLayout {
            offset: 0,
            bytes_per_row: Some(CHECKER_SIZE * 4),
            rows_per_image: None,
        },
        size,
    );
    texture
}
