//! The benchmark scenes (S1-static, S1-scroll, S1-all, S2, S3, S4) and the floor they are
//! measured against, defined once for
//! the `frame_cost` benchmark and the `perf_counts` test.
//!
//! Every scene is deterministic: 1920x1080, framebuffer scale 1, a fixed delta time and no
//! input, so frame N of a run draws the same thing on every machine. A frame goes in three
//! steps, so that a caller can count and time each one apart:
//! [`Scene::app_frame`] (what the application does: S3 makes new views), then
//! `scene.renderer.new_frame()` and [`Scene::register_frame_textures`] (the crate's per-frame
//! calls), then [`Scene::draw`] (imgui builds the UI and hands out the draw data).
#![allow(dead_code)]

pub mod alloc_count;
mod big_mesh;
pub mod floor;
mod image_grid;
pub mod objects;
pub mod target;
mod text_wall;

use imgui_webgpu::{Renderer, RendererConfig};

/// Display and target size of every scene, in pixels.
pub const DISPLAY_SIZE: [u32; 2] = [1920, 1080];

/// Target format of every scene (an sRGB target, the common case).
pub const TARGET_FORMAT: wgpu::TextureFormat = wgpu::TextureFormat::Rgba8UnormSrgb;

/// Frames a scene needs before its draw data is steady (imgui hides new windows for a frame,
/// auto-fits them, and applies scroll requests one frame late).
pub const SETTLE_FRAMES: usize = 4;

/// Which scene.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SceneId {
    /// S1 (S1-static): four large windows of text, buttons and sliders, plus imgui's demo
    /// window, drawing the same every frame.
    TextWall,
    /// S1-scroll: S1 with its first window scrolling every frame, the rest static.
    TextWallScroll,
    /// S1-all: S1 with every window changing every frame (the walls scroll, the demo
    /// window shows the frame number): nothing can be reused.
    TextWallAll,
    /// S2: 2,000 images over 64 persistent textures in 8 scrolled child windows.
    ImageGrid,
    /// S3: S2 with 16 of the textures drawn through per-frame views made every frame.
    FrameTextures,
    /// S4: one custom draw list of 300k vertices of filled shapes (the vertex offset path).
    BigMesh,
}

impl SceneId {
    /// All scenes, in report order.
    pub const ALL: [SceneId; 6] = [
        SceneId::TextWall,
        SceneId::TextWallScroll,
        SceneId::TextWallAll,
        SceneId::ImageGrid,
        SceneId::FrameTextures,
        SceneId::BigMesh,
    ];

    /// The short name used on the command line and in reports ("S1".."S4").
    pub fn name(self) -> &'static str {
        match self {
            SceneId::TextWall => "S1-static",
            SceneId::TextWallScroll => "S1-scroll",
            SceneId::TextWallAll => "S1-all",
            SceneId::ImageGrid => "S2",
            SceneId::FrameTextures => "S3",
            SceneId::BigMesh => "S4",
        }
    }

    /// A few words saying what the scene draws.
    pub fn title(self) -> &'static str {
        match self {
            SceneId::TextWall => "text wall, static",
            SceneId::TextWallScroll => "text wall, one window scrolling",
            SceneId::TextWallAll => "text wall, every window changing",
            SceneId::ImageGrid => "image grid",
            SceneId::FrameTextures => "frame textures",
            SceneId::BigMesh => "big mesh",
        }
    }

    /// The scene named `name` ("S2", case-insensitive; "S1" is S1-static), if any.
    pub fn parse(name: &str) -> Option<SceneId> {
        if name.eq_ignore_ascii_case("S1") {
            return Some(SceneId::TextWall);
        }
        SceneId::ALL
            .into_iter()
            .find(|scene| scene.name().eq_ignore_ascii_case(name))
    }

    /// Distinct per-frame views the scene hands to `frame_texture` every frame.
    pub fn frame_views(self) -> usize {
        match self {
            SceneId::FrameTextures => image_grid::FRAME_TEXTURES,
            _ => 0,
        }
    }
}

/// One built frame: the draw data, the renderer to draw it with, and the frame's per-frame
/// textures (S3) as (id, view) pairs in `frame_ids` / `frame_views`.
pub struct Frame<'a> {
    /// The renderer under test.
    pub renderer: &'a mut Renderer,
    /// imgui's draw data for this frame.
    pub draw_data: &'a imgui::DrawData,
    /// This frame's per-frame views (S3; empty otherwise).
    pub frame_views: &'a [wgpu::TextureView],
    /// The ids `frame_texture` gave those views this frame.
    pub frame_ids: &'a [imgui::TextureId],
}

/// A texture the scene owns, with the id it is drawn with.
pub struct SceneTexture {
    /// The texture (kept so views can be made from it every frame).
    pub texture: wgpu::Texture,
    /// A view made once, for persistent registration.
    pub view: wgpu::TextureView,
}

/// What a scene draws, per kind.
enum Content {
    TextWall(text_wall::TextWall),
    ImageGrid(image_grid::ImageGrid),
    BigMesh(big_mesh::BigMesh),
}

/// One scene: its imgui context, a renderer for it, its textures and its UI.
pub struct Scene {
    /// Which scene this is.
    pub id: SceneId,
    /// The scene's imgui context (one per scene; imgui allows one alive at a time, so it
    /// holds the process-wide imgui lock the testing toolkit's contexts share).
    pub imgui: crate::ImguiGuard,
    /// The renderer under test.
    pub renderer: Renderer,
    /// The image textures (S2, S3), in the order the UI indexes them.
    pub textures: Vec<SceneTexture>,
    /// The ids the UI draws texture `i` with this frame.
    texture_ids: Vec<imgui::TextureId>,
    /// This frame's per-frame views (S3), made by [`Scene::app_frame`].
    frame_views: Vec<wgpu::TextureView>,
    content: Content,
    frames: u64,
}

impl Scene {
    /// Builds scene `id` on `device`: imgui context, renderer, textures (persistent ones
    /// registered).
    pub fn new(id: SceneId, device: &wgpu::Device, queue: &wgpu::Queue) -> Scene {
        // No ini or log file, a fixed delta time of 1/60 s, framebuffer scale 1.
        let mut imgui = crate::imgui_context(DISPLAY_SIZE.map(|side| side as f32));
        let mut renderer = Renderer::new(
            device,
            queue,
            &mut imgui,
            // Reuse on, on every backend: the scenes measure and count the reuse path (the
            // bench turns it off per call for the full upload).
            RendererConfig::new(TARGET_FORMAT).with_list_reuse(true),
        )
        .expect("the scene renderer's configuration is valid");
        let (content, textures) = match id {
            SceneId::TextWall => (
                Content::TextWall(text_wall::TextWall::new(text_wall::Motion::Still)),
                Vec::new(),
            ),
            SceneId::TextWallScroll => (
                Content::TextWall(text_wall::TextWall::new(text_wall::Motion::OneScrolls)),
                Vec::new(),
            ),
            SceneId::TextWallAll => (
                Content::TextWall(text_wall::TextWall::new(text_wall::Motion::AllChange)),
                Vec::new(),
            ),
            SceneId::ImageGrid | SceneId::FrameTextures => (
                Content::ImageGrid(image_grid::ImageGrid::new()),
                image_grid::make_textures(device, queue),
            ),
            SceneId::BigMesh => (Content::BigMesh(big_mesh::BigMesh::new()), Vec::new()),
        };
        let persistent = textures.len() - id.frame_views();
        let texture_ids = textures
            .iter()
            .take(persistent)
            .map(|texture| {
                renderer
                    .register_texture(&texture.view, imgui_webgpu::SamplerOptions::LINEAR)
                    .expect("scene textures are valid")
            })
            .collect();
        Scene {
            id,
            imgui,
            renderer,
            textures,
            texture_ids,
            frame_views: Vec::new(),
            content,
            frames: 0,
        }
    }

    /// Number of textures registered once, for good.
    pub fn persistent_textures(&self) -> usize {
        self.textures.len() - self.id.frame_views()
    }

    /// The persistent textures: (id, view), in registration order.
    pub fn persistent(&self) -> impl Iterator<Item = (imgui::TextureId, &wgpu::TextureView)> {
        self.texture_ids
            .iter()
            .copied()
            .zip(self.textures.iter().map(|texture| &texture.view))
            .take(self.persistent_textures())
    }

    /// The raw-wgpu floor for this scene: same target format and vertex path as the
    /// renderer, with the font atlas and the persistent textures under the renderer's ids.
    pub fn floor(&mut self, device: &wgpu::Device, queue: &wgpu::Queue) -> floor::Floor {
        let mut floor = floor::Floor::new(
            device,
            queue,
            TARGET_FORMAT,
            self.renderer.uses_base_vertex(),
        );
        let atlas = self.imgui.fonts().build_rgba32_texture();
        floor.add_rgba8(
            self.renderer.font_texture_id(),
            [atlas.width, atlas.height],
            atlas.data,
        );
        for (texture_id, view) in self.persistent() {
            floor.add_texture(texture_id, view);
        }
        floor
    }

    /// The application's part of a frame: S3 drops last frame's views and makes new ones
    /// (as an app does for render targets it recreates). Nothing for the other scenes.
    pub fn app_frame(&mut self) {
        let persistent = self.persistent_textures();
        self.frame_views.clear();
        for texture in &self.textures[persistent..] {
            self.frame_views
                .push(texture.texture.create_view(&Default::default()));
        }
    }

    /// This frame's per-frame views (S3), in texture order; empty for the other scenes.
    pub fn frame_views(&self) -> &[wgpu::TextureView] {
        &self.frame_views
    }

    /// Hands this frame's views to `Renderer::frame_texture` (call after `new_frame`).
    pub fn register_frame_textures(&mut self) {
        let persistent = self.persistent_textures();
        self.texture_ids.truncate(persistent);
        for view in &self.frame_views {
            let id = self
                .renderer
                .frame_texture(view)
                .expect("scene views are valid");
            self.texture_ids.push(id);
        }
    }

    /// The ids the UI draws this frame's per-frame textures with.
    pub fn frame_texture_ids(&self) -> &[imgui::TextureId] {
        &self.texture_ids[self.persistent_textures()..]
    }

    /// Builds the frame's UI and returns it with the renderer and this frame's textures.
    pub fn draw(&mut self) -> Frame<'_> {
        self.frames += 1;
        let ui = self.imgui.new_frame();
        match &mut self.content {
            Content::TextWall(wall) => wall.build(ui),
            Content::ImageGrid(grid) => grid.build(ui, &self.texture_ids),
            Content::BigMesh(mesh) => mesh.build(ui),
        }
        let persistent = self.textures.len() - self.id.frame_views();
        Frame {
            renderer: &mut self.renderer,
            draw_data: self.imgui.render(),
            frame_views: &self.frame_views,
            frame_ids: &self.texture_ids[persistent..],
        }
    }

    /// Runs whole frames (app, crate, UI; no rendering) until the UI is steady.
    pub fn settle(&mut self) {
        for _ in 0..SETTLE_FRAMES {
            self.app_frame();
            self.renderer.new_frame();
            self.register_frame_textures();
            self.draw();
        }
    }
}
