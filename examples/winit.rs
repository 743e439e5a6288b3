//! A winit window with an imgui debug UI drawn by imgui-webgpu.
//!
//! Shows the three kinds of texture: the font atlas, a persistent user texture (a
//! checkerboard, registered once) and a per-frame texture (an offscreen "scene" that is
//! recreated whenever the window is resized, drawn through `frame_texture`).
//!
//! Run with `cargo run --example winit`. `--frames N` exits after N frames, and (built with
//! the `testing` feature) `--screenshot PATH` saves the last frame as a PNG: the window test
//! runs it under Xvfb and checks that screenshot.

use std::sync::Arc;
use std::time::Instant;

use imgui_webgpu::{Renderer, RendererConfig, SamplerOptions};
use imgui_winit_support::{HiDpiMode, WinitPlatform};
use winit::application::ApplicationHandler;
use winit::event::{Event, WindowEvent};
use winit::event_loop::{ActiveEventLoop, EventLoop};
use winit::window::{Window, WindowId};

/// Everything that exists once the window does.
struct Gpu {
    window: Arc<Window>,
    surface: wgpu::Surface<'static>,
    device: wgpu::Device,
    queue: wgpu::Queue,
    surface_config: wgpu::SurfaceConfiguration,
    renderer: Renderer,
    checkerboard: imgui::TextureId,
    scene: wgpu::Texture,
}

struct App {
    imgui: imgui::Context,
    platform: WinitPlatform,
    gpu: Option<Gpu>,
    last_frame: Instant,
    frames: u64,
    exit_after: Option<u64>,
    screenshot: Option<std::path::PathBuf>,
    error: Option<String>,
}

/// The value following `flag` on the command line.
fn flag_value(flag: &str) -> Option<String> {
    std::env::args().skip_while(|arg| arg != flag).nth(1)
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let exit_after = flag_value("--frames")
        .map(|count| count.parse::<u64>())
        .transpose()?;
    let screenshot = flag_value("--screenshot").map(std::path::PathBuf::from);
    if screenshot.is_some() && (cfg!(not(feature = "testing")) || exit_after.is_none()) {
        return Err("--screenshot needs --frames N and the `testing` feature".into());
    }
    let event_loop = EventLoop::new()?;
    let mut imgui = imgui::Context::create();
    imgui.set_ini_filename(None);
    let platform = WinitPlatform::new(&mut imgui);
    let mut app = App {
        imgui,
        platform,
        gpu: None,
        last_frame: Instant::now(),
        frames: 0,
        exit_after,
        screenshot,
        error: None,
    };
    event_loop.run_app(&mut app)?;
    match app.error {
        Some(error) => Err(error.into()),
        None => Ok(()),
    }
}

impl ApplicationHandler for App {
    fn resumed(&mut self, event_loop: &ActiveEventLoop) {
        if self.gpu.is_some() {
            return;
        }
        match self.create_gpu(event_loop) {
            Ok(gpu) => self.gpu = Some(gpu),
            Err(error) => {
                self.error = Some(error.to_string());
                event_loop.exit();
            }
        }
    }

    fn window_event(
        &mut self,
        event_loop: &ActiveEventLoop,
        window_id: WindowId,
        event: WindowEvent,
    ) {
        let Some(gpu) = self.gpu.as_mut() else {
            return;
        };
        self.platform.handle_event::<()>(
            self.imgui.io_mut(),
            &gpu.window,
            &Event::WindowEvent {
                window_id,
                event: event.clone(),
            },
        );
        match event {
            WindowEvent::CloseRequested => event_loop.exit(),
            WindowEvent::Resized(size) => {
                gpu.resize(size.width, size.height);
            }
            WindowEvent::RedrawRequested => {
                if let Err(error) = self.redraw() {
                    self.error = Some(error.to_string());
                    event_loop.exit();
                }
                self.frames += 1;
                if self.exit_after.is_some_and(|frames| self.frames >= frames) {
                    event_loop.exit();
                }
            }
            _ => {}
        }
    }

    fn about_to_wait(&mut self, _event_loop: &ActiveEventLoop) {
        if let Some(gpu) = &self.gpu {
            gpu.window.request_redraw();
        }
    }
}

impl App {
    fn create_gpu(
        &mut self,
        event_loop: &ActiveEventLoop,
    ) -> Result<Gpu, Box<dyn std::error::Error>> {
        let window = Arc::new(
            event_loop.create_window(Window::default_attributes().with_title("imgui-webgpu"))?,
        );
        self.platform
            .attach_window(self.imgui.io_mut(), &window, HiDpiMode::Default);
        let instance = wgpu::Instance::new(
            wgpu::InstanceDescriptor::new_with_display_handle(Box::new(window.clone())).with_env(),
        );
        let surface = instance.create_surface(window.clone())?;
        let adapter = pollster::block_on(instance.request_adapter(&wgpu::RequestAdapterOptions {
            compatible_surface: Some(&surface),
            ..Default::default()
        }))?;
        let (device, queue) = pollster::block_on(adapter.request_device(&Default::default()))?;
        let size = window.inner_size();
        let mut surface_config = surface
            .get_default_config(&adapter, size.width.max(1), size.height.max(1))
            .ok_or("the surface is not supported by the adapter")?;
        // Screenshots read the swapchain image back before presenting it, where the surface
        // allows copies (GL surfaces do not: there the last frame is drawn a second time,
        // into an offscreen texture of the same format).
        let copyable = surface
            .get_capabilities(&adapter)
            .usages
            .contains(wgpu::TextureUsages::COPY_SRC);
        if self.screenshot.is_some() && copyable {
            surface_config.usage |= wgpu::TextureUsages::COPY_SRC;
        }
        surface.configure(&device, &surface_config);
        println!("surface format: {:?}", surface_config.format);
        let config = RendererConfig::new(surface_config.format)
            .with_downlevel(&adapter.get_downlevel_capabilities());
        let mut renderer = Renderer::new(&device, &queue, &mut self.imgui, config)?;
        let checkerboard_texture = checkerboard(&device, &queue);
        let checkerboard = renderer.register_texture(
            &checkerboard_texture.create_view(&Default::default()),
            SamplerOptions::NEAREST,
        )?;
        let scene = scene_texture(&device, surface_config.width, surface_config.height);
        Ok(Gpu {
            window,
            surface,
            device,
            queue,
            surface_config,
            renderer,
            checkerboard,
            scene,
        })
    }

    fn redraw(&mut self) -> Result<(), Box<dyn std::error::Error>> {
        let Some(gpu) = self.gpu.as_mut() else {
            return Ok(());
        };
        let now = Instant::now();
        self.imgui.io_mut().update_delta_time(now - self.last_frame);
        self.last_frame = now;
        self.platform
            .prepare_frame(self.imgui.io_mut(), &gpu.window)?;

        let frame = match gpu.surface.get_current_texture() {
            wgpu::CurrentSurfaceTexture::Success(frame)
            | wgpu::CurrentSurfaceTexture::Suboptimal(frame) => frame,
            wgpu::CurrentSurfaceTexture::Outdated | wgpu::CurrentSurfaceTexture::Lost => {
                gpu.surface.configure(&gpu.device, &gpu.surface_config);
                return Ok(());
            }
            _ => return Ok(()),
        };
        let view = frame.texture.create_view(&Default::default());
        let mut encoder = gpu.device.create_command_encoder(&Default::default());

        // The app's "scene": cleared to a colour that changes over time.
        let seconds = self.imgui.time() as f32;
        let scene_view = gpu.scene.create_view(&Default::default());
        encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
            color_attachments: &[Some(wgpu::RenderPassColorAttachment {
                view: &scene_view,
                depth_slice: None,
                resolve_target: None,
                ops: wgpu::Operations {
                    load: wgpu::LoadOp::Clear(wgpu::Color {
                        r: f64::from(seconds.sin() * 0.5 + 0.5),
                        g: 0.3,
                        b: f64::from(seconds.cos() * 0.5 + 0.5),
                        a: 1.0,
                    }),
                    store: wgpu::StoreOp::Store,
                },
            })],
            ..Default::default()
        });

        gpu.renderer.new_frame();
        let scene_id = gpu.renderer.frame_texture(&scene_view)?;
        let checkerboard = gpu.checkerboard;
        let ui = self.imgui.new_frame();
        ui.window("imgui-webgpu")
            .size([360.0, 420.0], imgui::Condition::FirstUseEver)
            .build(|| {
                ui.text(format!("{:.1} fps", ui.io().framerate));
                ui.text("A persistent texture:");
                imgui::Image::new(checkerboard, [96.0, 96.0]).build(ui);
                ui.text("A per-frame texture (the scene):");
                imgui::Image::new(scene_id, [320.0, 180.0]).build(ui);
            });
        ui.show_demo_window(&mut true);
        self.platform.prepare_render(ui, &gpu.window);
        let draw_data = self.imgui.render();

        let size = [gpu.surface_config.width, gpu.surface_config.height];
        draw_ui(&mut gpu.renderer, &mut encoder, &view, draw_data, size)?;
        let last_frame = self
            .exit_after
            .is_some_and(|frames| self.frames + 1 >= frames);
        let screenshot = self.screenshot.as_ref().filter(|_| last_frame);
        let offscreen = screenshot
            .filter(|_| {
                !frame
                    .texture
                    .usage()
                    .contains(wgpu::TextureUsages::COPY_SRC)
            })
            .map(|_| {
                // The same imgui frame, drawn again into a copyable texture.
                let texture = gpu.device.create_texture(&wgpu::TextureDescriptor {
                    label: Some("screenshot"),
                    size: frame.texture.size(),
                    mip_level_count: 1,
                    sample_count: 1,
                    dimension: wgpu::TextureDimension::D2,
                    format: frame.texture.format(),
                    usage: wgpu::TextureUsages::RENDER_ATTACHMENT | wgpu::TextureUsages::COPY_SRC,
                    view_formats: &[],
                });
                let view = texture.create_view(&Default::default());
                draw_ui(&mut gpu.renderer, &mut encoder, &view, draw_data, size).map(|()| texture)
            })
            .transpose()?;
        gpu.queue.submit([encoder.finish()]);
        if let Some(path) = screenshot {
            let texture = offscreen.as_ref().unwrap_or(&frame.texture);
            save_screenshot(&gpu.device, &gpu.queue, texture, path)?;
        }
        gpu.window.pre_present_notify();
        gpu.queue.present(frame);
        Ok(())
    }
}

/// Clears `view` and draws the imgui frame over it.
fn draw_ui(
    renderer: &mut Renderer,
    encoder: &mut wgpu::CommandEncoder,
    view: &wgpu::TextureView,
    draw_data: &imgui::DrawData,
    size: [u32; 2],
) -> Result<(), Box<dyn std::error::Error>> {
    let mut pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
        color_attachments: &[Some(wgpu::RenderPassColorAttachment {
            view,
            depth_slice: None,
            resolve_target: None,
            ops: wgpu::Operations {
                load: wgpu::LoadOp::Clear(CLEAR),
                store: wgpu::StoreOp::Store,
            },
        })],
        ..Default::default()
    });
    let report = renderer.render(draw_data, &mut pass, size)?;
    for skipped in &report.skipped {
        log::warn!("skipped imgui command: {skipped:?}");
    }
    Ok(())
}

/// The window's background, behind the imgui windows.
const CLEAR: wgpu::Color = wgpu::Color {
    r: 0.1,
    g: 0.1,
    b: 0.12,
    a: 1.0,
};

impl Gpu {
    fn resize(&mut self, width: u32, height: u32) {
        if width == 0 || height == 0 {
            return;
        }
        self.surface_config.width = width;
        self.surface_config.height = height;
        self.surface.configure(&self.device, &self.surface_config);
        // Recreated on resize: the old view's bind group goes with the next new_frame.
        self.scene = scene_texture(&self.device, width, height);
    }
}

/// Saves the swapchain image as a PNG (the window test checks it).
#[cfg(feature = "testing")]
fn save_screenshot(
    device: &wgpu::Device,
    queue: &wgpu::Queue,
    texture: &wgpu::Texture,
    path: &std::path::Path,
) -> Result<(), Box<dyn std::error::Error>> {
    let image = imgui_webgpu::headless::read_texture_rgba8(device, queue, texture)?;
    imgui_webgpu::testing::save_png(&image, path)?;
    println!("screenshot: {}", path.display());
    Ok(())
}

#[cfg(not(feature = "testing"))]
fn save_screenshot(
    _device: &wgpu::Device,
    _queue: &wgpu::Queue,
    _texture: &wgpu::Texture,
    _path: &std::path::Path,
) -> Result<(), Box<dyn std::error::Error>> {
    Err("--screenshot needs the `testing` feature".into())
}

fn scene_texture(device: &wgpu::Device, width: u32, height: u32) -> wgpu::Texture {
    device.create_texture(&wgpu::TextureDescriptor {
        label: Some("scene"),
        size: wgpu::Extent3d {
            width: width.max(1),
            height: height.max(1),
            depth_or_array_layers: 1,
        },
        mip_level_count: 1,
        sample_count: 1,
        dimension: wgpu::TextureDimension::D2,
        format: wgpu::TextureFormat::Rgba8UnormSrgb,
        usage: wgpu::TextureUsages::RENDER_ATTACHMENT | wgpu::TextureUsages::TEXTURE_BINDING,
        view_formats: &[],
    })
}

fn checkerboard(device: &wgpu::Device, queue: &wgpu::Queue) -> wgpu::Texture {
    const SIDE: u32 = 8;
    let pixels: Vec<u8> = (0..SIDE * SIDE)
        .flat_map(|i| {
            if (i % SIDE + i / SIDE).is_multiple_of(2) {
                [230, 230, 230, 255]
            } else {
                [40, 40, 40, 255]
            }
        })
        .collect();
    let size = wgpu::Extent3d {
        width: SIDE,
        height: SIDE,
        depth_or_array_layers: 1,
    };
    let texture = device.create_texture(&wgpu::TextureDescriptor {
        label: Some("checkerboard"),
        size,
        mip_level_count: 1,
        sample_count: 1,
        dimension: wgpu::TextureDimension::D2,
        format: wgpu::TextureFormat::Rgba8UnormSrgb,
        usage: wgpu::TextureUsages::TEXTURE_BINDING | wgpu::TextureUsages::COPY_DST,
        view_formats: &[],
    });
    queue.write_texture(
        texture.as_image_copy(),
        &pixels,
        wgpu::TexelCopyBufferLayout {
            offset: 0,
            bytes_per_row: Some(SIDE * 4),
            rows_per_image: None,
        },
        size,
    );
    texture
}
