//! S2 and S3, the image grid: 2,000 `Image` widgets over 64 distinct 64x64 textures in 8
//! scrolled child windows. Neighbouring images use different textures, so nearly every
//! visible image is its own draw command with a texture switch. In S3 the last 16 textures
//! are drawn through views the app makes anew every frame (`Renderer::frame_texture`).

use super::SceneTexture;

/// Distinct textures.
pub const TEXTURES: usize = 64;
/// Of those, drawn through per-frame views in S3.
pub const FRAME_TEXTURES: usize = 16;
/// Texture side, in texels.
const TEXTURE_SIZE: u32 = 64;
/// Child windows, in a 4 x 2 grid filling the screen.
const CHILDREN: usize = 8;
const CHILD_COLUMNS: usize = 4;
/// Images per child window (2,000 in all).
const IMAGES_PER_CHILD: usize = 250;
/// Images per row inside a child.
const IMAGES_PER_ROW: usize = 10;
/// Image size, in pixels.
const IMAGE_SIZE: f32 = 36.0;
/// Where every child is scrolled to.
const SCROLL_Y: f32 = 300.0;

/// The grid's window labels (made once).
pub struct ImageGrid {
    children: Vec<String>,
}

impl ImageGrid {
    pub fn new() -> ImageGrid {
        ImageGrid {
            children: (0..CHILDREN)
                .map(|child| format!("images {child}"))
                .collect(),
        }
    }

    /// `texture_ids[i]` is the id texture `i` is drawn with this frame.
    pub fn build(&mut self, ui: &imgui::Ui, texture_ids: &[imgui::TextureId]) {
        let [width, height] = super::DISPLAY_SIZE.map(|side| side as f32);
        let child_rows = CHILDREN.div_ceil(CHILD_COLUMNS);
        ui.window("image grid")
            .position([0.0, 0.0], imgui::Condition::Always)
            .size([width, height], imgui::Condition::Always)
            .flags(imgui::WindowFlags::NO_DECORATION | imgui::WindowFlags::NO_MOVE)
            .build(|| {
                let spacing = 8.0;
                let child_size = [
                    (width - 16.0 - spacing * (CHILD_COLUMNS - 1) as f32) / CHILD_COLUMNS as f32,
                    (height - 16.0 - spacing * (child_rows - 1) as f32) / child_rows as f32,
                ];
                for (child, label) in self.children.iter().enumerate() {
                    if child % CHILD_COLUMNS != 0 {
                        ui.same_line();
                    }
                    ui.child_window(label)
                        .size(child_size)
                        .border(true)
                        .build(|| {
                            ui.set_scroll_y(SCROLL_Y);
                            for image in 0..IMAGES_PER_CHILD {
                                if image % IMAGES_PER_ROW != 0 {
                                    ui.same_line();
                                }
                                let texture = (child * IMAGES_PER_CHILD + image) * 7 % TEXTURES;
                                imgui::Image::new(texture_ids[texture], [IMAGE_SIZE; 2]).build(ui);
                            }
                        });
                }
            });
    }
}

/// The 64 textures: each a distinct gradient, so every image differs.
pub fn make_textures(device: &wgpu::Device, queue: &wgpu::Queue) -> Vec<SceneTexture> {
    (0..TEXTURES)
        .map(|index| {
            let size = wgpu::Extent3d {
                width: TEXTURE_SIZE,
                height: TEXTURE_SIZE,
                depth_or_array_layers: 1,
            };
            let texture = device.create_texture(&wgpu::TextureDescriptor {
                label: Some("scene image"),
                size,
                mip_level_count: 1,
                sample_count: 1,
                dimension: wgpu::TextureDimension::D2,
                format: wgpu::TextureFormat::Rgba8UnormSrgb,
                usage: wgpu::TextureUsages::TEXTURE_BINDING | wgpu::TextureUsages::COPY_DST,
                view_formats: &[],
            });
            let texels: Vec<u8> = (0..TEXTURE_SIZE * TEXTURE_SIZE)
                .flat_map(|texel| {
                    let x = texel % TEXTURE_SIZE;
                    let y = texel / TEXTURE_SIZE;
                    [(x * 4) as u8, (y * 4) as u8, (index * 4) as u8, 255]
                })
                .collect();
            queue.write_texture(
                texture.as_image_copy(),
                &texels,
                wgpu::TexelCopyBufferLayout {
                    offset: 0,
                    bytes_per_row: Some(TEXTURE_SIZE * 4),
                    rows_per_image: None,
                },
                size,
            );
            let view = texture.create_view(&Default::default());
            SceneTexture { texture, view }
        })
        .collect()
}
