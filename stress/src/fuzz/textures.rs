//! The textures target: Dear ImGui 1.92's texture protocol (`create_imgui_texture`,
//! `update_imgui_texture`, `destroy_imgui_texture`) driven with arbitrary requests, each
//! outcome compared with a model of the protocol written apart from the renderer's checks:
//! sizes zero, over the device's limit or past `usize`; pitches shorter than a row; byte
//! counts a little short or long; rectangles reaching out of their texture or in the wrong
//! format; ids live, destroyed, the app's, the font atlas's or raw. After each request the
//! live count matches the model's, no wgpu error was raised, and a frame drawing one of the
//! ids is reported as the model says (drawn, or skipped with the reason).

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use arbitrary::{Arbitrary, Unstructured};
use imgui_webgpu::error::{SkipReason, TextureIdError};
use imgui_webgpu::imgui_textures::{ImguiPixels, ImguiTextureFormat, ImguiTextureRect};
use imgui_webgpu::source::TextureId;
use imgui_webgpu::{ImguiTextureError, RenderTarget, Renderer, RendererConfig, SamplerOptions};
use imgui_webgpu_test_support::owned_frame::{ListBuilder, frame};
use imgui_webgpu_testing::headless::{HeadlessGpu, HeadlessTarget};

const FORMAT: wgpu::TextureFormat = wgpu::TextureFormat::Rgba8Unorm;
/// Sides of the textures created are below this.
const CREATE_SIDES: u32 = 40;
/// Widths past the device's limit are tried where the limit is below this.
const OVER_LIMIT_UP_TO: u32 = 1 << 16;
/// Requests one execution makes (fewer when the bytes run out).
const REQUESTS: usize = 24;
/// Textures alive at once: a create past this destroys the oldest first.
const MOST_LIVE: usize = 16;

#[derive(Arbitrary, Clone, Copy, Debug)]
enum Format {
    Rgba8,
    Alpha8,
}

impl Format {
    fn imgui(self) -> ImguiTextureFormat {
        match self {
            Self::Rgba8 => ImguiTextureFormat::Rgba8,
            Self::Alpha8 => ImguiTextureFormat::Alpha8,
        }
    }
}

/// A block of pixels as a request describes it: the size, how far the pitch is off a
/// tight row, how far the byte count is off the least the rows need.
#[derive(Arbitrary, Clone, Copy, Debug)]
struct Block {
    format: Format,
    width: u8,
    height: u8,
    /// Makes the width one past the device's limit.
    over_limit: bool,
    pitch_off: i8,
    bytes_off: i8,
}

/// Which id a request names.
#[derive(Arbitrary, Clone, Copy, Debug)]
enum Which {
    Live(u8),
    Destroyed(u8),
    User,
    Font,
    Raw(u32),
}

#[derive(Arbitrary, Clone, Copy, Debug)]
struct Rect {
    x: u8,
    y: u8,
    block: Block,
}

#[derive(Arbitrary, Debug)]
enum Request {
    Create(Block),
    Update(Which, Vec<Rect>),
    Destroy(Which),
    Draw(Which),
}

/// A live texture of the model.
#[derive(Clone, Copy, Debug)]
struct Live {
    id: TextureId,
    size: [u32; 2],
    format: ImguiTextureFormat,
}

/// The renderer under test, its model, and what it draws into.
pub struct TextureRig {
    gpu: HeadlessGpu,
    renderer: Renderer,
    target: HeadlessTarget,
    user: TextureId,
    live: Vec<Live>,
    destroyed: Vec<TextureId>,
    uncaptured: Arc<AtomicUsize>,
    /// The pixel bytes of the request being made, kept between requests.
    bytes: Vec<Vec<u8>>,
    pub requests: u64,
    /// Requests the renderer carried out (and the model expected it to).
    pub accepted: u64,
}

/// A block's pixels as given: the pitch and the bytes.
struct Given {
    size: [u32; 2],
    format: ImguiTextureFormat,
    pitch: usize,
    len: usize,
}

impl Given {
    /// The block's pixels, its sides below `bound` (a texture's side plus two for a
    /// rectangle of it, so most fit and some do not).
    fn of(block: Block, max: u32, bound: u32) -> Self {
        let format = block.format.imgui();
        let texel = format.bytes_per_texel();
        // Past the limit only where that is a small allocation (the no-op backend has none).
        let over_limit = block.over_limit && max < OVER_LIMIT_UP_TO;
        let width = if over_limit {
            max + 1 + u32::from(block.width % 4)
        } else {
            u32::from(block.width) % bound
        };
        let height = if over_limit {
            1
        } else {
            u32::from(block.height) % bound
        };
        let row = width as usize * texel;
        // Mostly right (a tight pitch, the least bytes), sometimes off either way.
        let off = |value: i8, most: i8| {
            if value.unsigned_abs() < 64 {
                0
            } else {
                value % most
            }
        };
        let pitch = row.saturating_add_signed(isize::from(off(block.pitch_off, 8)));
        let least = (pitch * height.saturating_sub(1) as usize + row).max(1);
        Self {
            size: [width, height],
            format,
            pitch,
            len: least.saturating_add_signed(isize::from(off(block.bytes_off, 6))),
        }
    }

    /// The model's verdict on the block alone.
    fn verdict(&self) -> Result<(), ImguiTextureError> {
        let [width, height] = self.size;
        if width == 0 || height == 0 {
            return Err(ImguiTextureError::EmptyImage { size: self.size });
        }
        let row = width as usize * self.format.bytes_per_texel();
        if self.pitch < row {
            return Err(ImguiTextureError::RowPitch {
                bytes_per_row: self.pitch,
                width,
                format: self.format,
            });
        }
        let least = self.pitch * (height as usize - 1) + row;
        if self.len < least || self.len > self.pitch * height as usize {
            return Err(ImguiTextureError::PixelDataSize {
                size: self.size,
                bytes_per_row: self.pitch,
                expected: Some(least),
                actual: self.len,
            });
        }
        Ok(())
    }
}

impl TextureRig {
    /// The rig on `gpu`, whose uncaptured wgpu errors `uncaptured` counts.
    pub fn new(gpu: HeadlessGpu, uncaptured: Arc<AtomicUsize>) -> Self {
        let mut imgui = imgui::Context::create();
        imgui.set_ini_filename(None);
        let target = HeadlessTarget::new(&gpu.device, RenderTarget::new([16, 16], FORMAT))
            .expect("a 16x16 target");
        let mut renderer = Renderer::new(
            &gpu.device,
            &gpu.queue,
            &mut imgui,
            RendererConfig::for_shape(target.desc().shape),
        )
        .expect("a renderer");
        let user = renderer
            .create_texture_rgba8([1, 1], &[1, 2, 3, 4], SamplerOptions::LINEAR)
            .expect("a user texture")
            .into();
        Self {
            gpu,
            renderer,
            target,
            user,
            live: Vec::new(),
            destroyed: Vec::new(),
            uncaptured,
            bytes: Vec::new(),
            requests: 0,
            accepted: 0,
        }
    }

    fn id(&self, which: Which) -> TextureId {
        let pick = |ids: &[TextureId], n: u8| ids.get(usize::from(n) % ids.len().max(1)).copied();
        let live: Vec<TextureId> = self.live.iter().map(|live| live.id).collect();
        match which {
            Which::Live(n) => pick(&live, n).unwrap_or(TextureId::new(0)),
            Which::Destroyed(n) => pick(&self.destroyed, n).unwrap_or(TextureId::new(0)),
            Which::User => self.user,
            Which::Font => self.renderer.font_texture_id().into(),
            Which::Raw(raw) => TextureId::new(u64::from(raw)),
        }
    }

    /// What the model says naming `id` gives: the live texture, or why there is none.
    fn lookup(&self, id: TextureId) -> Result<Live, TextureIdError> {
        if let Some(live) = self.live.iter().find(|live| live.id == id) {
            Ok(*live)
        } else if self.destroyed.contains(&id) {
            Err(TextureIdError::DestroyedImguiTexture { id: id.value() })
        } else {
            Err(TextureIdError::Unknown { id: id.value() })
        }
    }

    /// Runs the requests fuzz bytes make.
    pub fn run(&mut self, input: &mut Unstructured<'_>) -> Result<(), String> {
        let max = self.gpu.device.limits().max_texture_dimension_2d;
        for _ in 0..REQUESTS {
            let Ok(request) = Request::arbitrary(input) else {
                break;
            };
            let request = &request;
            let before = self.uncaptured.load(Ordering::SeqCst);
            match request {
                Request::Create(block) => self.create(*block, max)?,
                Request::Update(which, rects) => self.update(*which, rects, max)?,
                Request::Destroy(which) => {
                    let id = self.id(*which);
                    let expected = self
                        .lookup(id)
                        .map(drop)
                        .map_err(ImguiTextureError::NotLive);
                    let actual = self.renderer.destroy_imgui_texture(id.into());
                    compare(&mut self.accepted, "destroy", &expected, &actual)?;
                    if actual.is_ok() {
                        self.live.retain(|live| live.id != id);
                        self.destroyed.push(id);
                    }
                }
                Request::Draw(which) => self.draw(*which)?,
            }
            if self.uncaptured.load(Ordering::SeqCst) != before {
                return Err(format!("an uncaptured wgpu error after {request:?}"));
            }
            let stats = self.renderer.stats();
            if stats.imgui_textures != self.live.len() {
                return Err(format!(
                    "after {request:?}: the renderer counts {} textures of imgui's, the model {}",
                    stats.imgui_textures,
                    self.live.len()
                ));
            }
            self.requests += 1;
        }
        Ok(())
    }

    fn create(&mut self, block: Block, max: u32) -> Result<(), String> {
        if self.live.len() >= MOST_LIVE {
            let oldest = self.live.remove(0);
            self.renderer
                .destroy_imgui_texture(oldest.id.into())
                .map_err(|error| format!("destroying a live texture: {error}"))?;
            self.destroyed.push(oldest.id);
        }
        let given = Given::of(block, max, CREATE_SIDES);
        let expected = given.verdict().and_then(|()| {
            if given.size[0] > max || given.size[1] > max {
                Err(ImguiTextureError::TooLarge {
                    size: given.size,
                    max,
                })
            } else {
                Ok(())
            }
        });
        let pixels = vec![0x5a; given.len];
        let actual = self
            .renderer
            .create_imgui_texture(ImguiPixels::new(
                given.format,
                given.size,
                given.pitch,
                &pixels,
            ))
            .map(TextureId::from);
        compare(
            &mut self.accepted,
            "create",
            &expected,
            &actual.clone().map(drop),
        )?;
        if let Ok(id) = actual {
            if self.live.iter().any(|live| live.id == id) || self.destroyed.contains(&id) {
                return Err(format!("create gave an id already handed out: {id:?}"));
            }
            self.live.push(Live {
                id,
                size: given.size,
                format: given.format,
            });
        }
        Ok(())
    }

    fn update(&mut self, which: Which, rects: &[Rect], max: u32) -> Result<(), String> {
        let id = self.id(which);
        let target = self.lookup(id);
        let rects = &rects[..rects.len().min(4)];
        // Rectangles sized and placed for the texture named (a live one's size, else any).
        let bounds = target.map_or([CREATE_SIDES; 2], |live| live.size.map(|side| side + 2));
        let given: Vec<([u32; 2], Given)> = rects
            .iter()
            .map(|rect| {
                let origin = [u32::from(rect.x) % bounds[0], u32::from(rect.y) % bounds[1]];
                (origin, Given::of(rect.block, max, bounds[0].max(bounds[1])))
            })
            .collect();
        self.bytes.resize_with(given.len(), Vec::new);
        for ((_, given), bytes) in given.iter().zip(&mut self.bytes) {
            bytes.clear();
            bytes.resize(given.len, 0xa5);
        }
        let expected = match target {
            Err(error) => Err(ImguiTextureError::NotLive(error)),
            Ok(live) => given.iter().try_for_each(|(origin, given)| {
                if given.format != live.format {
                    return Err(ImguiTextureError::FormatMismatch {
                        texture: live.format,
                        given: given.format,
                    });
                }
                given.verdict()?;
                let origin = *origin;
                let fits = (0..2).all(|axis| origin[axis] + given.size[axis] <= live.size[axis]);
                if fits {
                    Ok(())
                } else {
                    Err(ImguiTextureError::RectOutside {
                        origin,
                        size: given.size,
                        texture: live.size,
                    })
                }
            }),
        };
        let updates: Vec<ImguiTextureRect<'_>> = given
            .iter()
            .zip(&self.bytes)
            .map(|((origin, given), bytes)| {
                ImguiTextureRect::new(
                    *origin,
                    ImguiPixels::new(given.format, given.size, given.pitch, bytes),
                )
            })
            .collect();
        let actual = self.renderer.update_imgui_texture(id.into(), &updates);
        compare(&mut self.accepted, "update", &expected, &actual)
    }

    fn draw(&mut self, which: Which) -> Result<(), String> {
        let id = self.id(which);
        let expected = if id == self.user || id == self.renderer.font_texture_id().into() {
            Ok(())
        } else {
            self.lookup(id).map(drop)
        };
        let mut list = ListBuilder::new([0.0, 0.0]);
        let quad = list.quad([0.0, 0.0], [16.0, 16.0], [255; 4]);
        list.draw(quad, id, [0.0, 0.0, 16.0, 16.0]);
        let source = frame([16.0, 16.0], vec![list.build()]);
        self.renderer.new_frame();
        let scope = self
            .gpu
            .device
            .push_error_scope(wgpu::ErrorFilter::Validation);
        let mut encoder = self.gpu.device.create_command_encoder(&Default::default());
        let result = self
            .target
            .encode_pass(&mut encoder, wgpu::Color::BLACK, |pass| {
                self.renderer.render(&source, pass, [16, 16])
            });
        self.gpu.queue.submit([encoder.finish()]);
        let _ = self.gpu.device.poll(wgpu::PollType::Poll);
        if let Some(error) = pollster::block_on(scope.pop()) {
            return Err(format!("wgpu validation error drawing {id:?}: {error}"));
        }
        let report = result.map_err(|error| format!("a frame drawing {id:?} refused: {error}"))?;
        let actual = match report.skipped.as_slice() {
            [] if report.draws == 1 => Ok(()),
            [skip] => match skip.reason {
                SkipReason::Texture(error) => Err(error),
                ref other => return Err(format!("skipped for {other:?}")),
            },
            _ => return Err(format!("drawing {id:?}: {report:?}")),
        };
        compare(&mut self.accepted, "draw", &expected, &actual)
    }
}

fn compare<E: std::fmt::Debug + PartialEq>(
    accepted: &mut u64,
    what: &str,
    expected: &Result<(), E>,
    actual: &Result<(), E>,
) -> Result<(), String> {
    if expected == actual {
        *accepted += u64::from(actual.is_ok());
        Ok(())
    } else {
        Err(format!(
            "{what}: the model expected {expected:?}, the renderer answered {actual:?}"
        ))
    }
}
