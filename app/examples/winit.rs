//! Dear ImGui in an app that keeps its own winit event loop: a window, a surface, the
//! platform layer of `imgui-webgpu-app` (input, clipboard, input methods, touch, cursors,
//! display size and scale, fonts rebuilt sharp at every scale), and one `render` call per
//! frame. An app that does not need its own loop uses the runner instead
//! (`examples/hello.rs`). It handles
//! resizes (windows larger than the device's textures included), minimised and covered
//! windows (nothing is drawn until they can be seen again), and lost or outdated surfaces.
//! It draws Dear ImGui's colours as Dear ImGui's own backends do (through a `Unorm` view),
//! and it sleeps when nobody touches it: it draws for a second after each event (imgui
//! reacts over a few frames: a window opens a frame after the click, a tooltip after a
//! delay), then waits for the next one. A UI that changes on its own (an animation, live
//! data, a blinking text cursor) needs more: the runner wakes for those and skips the frames
//! that would draw nothing new.
//! The full demo,
//! with textures, a 3D viewport and a paint callback, is `cargo xtask demo`.
//!
//! Run with `cargo run -p imgui-webgpu-app --example winit`. `--frames N` exits after N frames, (with
//! `imgui-webgpu-offscreen`'s readback) `--screenshot PATH` saves the last one, and `--log-frames` prints a line a
//! frame with its sizes: `app/tests/suite/window.rs` runs it under Xvfb.

use std::sync::Arc;
use std::time::{Duration, Instant};

use imgui_webgpu::{Renderer, RendererConfig};
use imgui_webgpu_app::platform::{Platform, PlatformConfig};
use winit::application::ApplicationHandler;
use winit::dpi::{LogicalSize, PhysicalSize};
use winit::event::WindowEvent;
use winit::event_loop::{ActiveEventLoop, ControlFlow, EventLoop};
use winit::window::{Window, WindowId};

/// The window's background, behind the imgui windows.
const CLEAR: wgpu::Color = wgpu::Color {
    r: 0.1,
    g: 0.1,
    b: 0.12,
    a: 1.0,
};

/// How long the example draws after an event before it waits for the next, and how many
/// frames at least (a large window on a software adapter draws only a few a second).
const DRAW_AFTER_EVENT: Duration = Duration::from_secs(1);
const FRAMES_AFTER_EVENT: u32 = 10;

/// The window's size: Dear ImGui's demo window opens at (650, 20), 550 by 680, inside it.
const WINDOW_SIZE: LogicalSize<f64> = LogicalSize::new(1280.0, 800.0);

struct Gpu {
    window: Arc<Window>,
    /// winit's events into imgui, for this window.
    platform: Platform,
    surface: wgpu::Surface<'static>,
    device: wgpu::Device,
    queue: wgpu::Queue,
    config: wgpu::SurfaceConfiguration,
    /// The format the frames are drawn through: the surface's without sRGB encoding.
    view_format: wgpu::TextureFormat,
    renderer: Renderer,
    /// Frames are drawn until then, and until `frames_to_draw` are; after that the example
    /// waits for events.
    draw_until: Instant,
    frames_to_draw: u32,
    /// What winit reported: `Occluded(true)`, or a zero size (minimised on Windows).
    occluded: bool,
    zero_size: bool,
    /// The window cannot be seen: nothing is drawn and no redraw is requested.
    hidden: bool,
}

struct App {
    imgui: imgui::Context,
    gpu: Option<Gpu>,
    frames: u64,
    exit_after: Option<u64>,
    screenshot: Option<std::path::PathBuf>,
    log_frames: bool,
    error: Option<Box<dyn std::error::Error>>,
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let flag = |name: &str| std::env::args().skip_while(|arg| arg != name).nth(1);
    let exit_after = flag("--frames").map(|count| count.parse()).transpose()?;
    let screenshot = flag("--screenshot").map(std::path::PathBuf::from);
    let mut app = App {
        imgui: imgui::Context::create(),
        gpu: None,
        frames: 0,
        exit_after,
        screenshot,
        log_frames: std::env::args().any(|arg| arg == "--log-frames"),
        error: None,
    };
    EventLoop::new()?.run_app(&mut app)?;
    app.error.map_or(Ok(()), Err)
}

impl ApplicationHandler for App {
    fn resumed(&mut self, event_loop: &ActiveEventLoop) {
        if self.gpu.is_none() {
            match self.create_gpu(event_loop) {
                Ok(gpu) => self.gpu = Some(gpu),
                Err(error) => self.fail(event_loop, error),
            }
        }
    }

    fn window_event(&mut self, event_loop: &ActiveEventLoop, _id: WindowId, event: WindowEvent) {
        let Some(gpu) = self.gpu.as_mut() else {
            return;
        };
        let input = gpu.platform.handle_event(&mut self.imgui, &event);
        let shown = matches!(event, WindowEvent::Occluded(false));
        if input || shown || matches!(event, WindowEvent::Resized(_)) {
            gpu.draw_after_event();
        }
        match event {
            WindowEvent::CloseRequested => event_loop.exit(),
            // A window minimised on Windows reports zero: keep the last size until it is back.
            WindowEvent::Resized(size) => {
                gpu.zero_size = size.width == 0 || size.height == 0;
                if !gpu.zero_size {
                    [gpu.config.width, gpu.config.height] = surface_size(size, &gpu.device);
                    gpu.surface.configure(&gpu.device, &gpu.config);
                }
            }
            WindowEvent::Occluded(occluded) => gpu.occluded = occluded,
            WindowEvent::RedrawRequested if !gpu.hidden => {
                if let Err(error) = self.frame(event_loop) {
                    self.fail(event_loop, error);
                }
            }
            _ => {}
        }
    }

    fn about_to_wait(&mut self, event_loop: &ActiveEventLoop) {
        let Some(gpu) = self.gpu.as_mut() else {
            return;
        };
        // On X11 a minimised window reports no zero size, and `Occluded` only with some
        // window managers: `is_minimized` (`_NET_WM_STATE_HIDDEN`) covers the others.
        let hidden = gpu.zero_size || gpu.occluded || gpu.window.is_minimized() == Some(true);
        if self.log_frames && hidden != gpu.hidden {
            if hidden {
                let (zero, occluded) = (gpu.zero_size, gpu.occluded);
                println!("window hidden (zero size: {zero}, occluded: {occluded})");
            } else {
                println!("window shown");
            }
        }
        if gpu.hidden && !hidden {
            gpu.draw_after_event();
        }
        gpu.hidden = hidden;
        if hidden {
            // No redraws; wake now and then to ask again, in case no event says it is back.
            event_loop.set_control_flow(ControlFlow::wait_duration(Duration::from_millis(250)));
            return;
        }
        // Drawing: the next frame is asked for (presenting waits for the display). Idle: the
        // next event wakes the loop (a redraw the system asks for is drawn too).
        event_loop.set_control_flow(ControlFlow::Wait);
        // `--frames N` draws them all.
        if Instant::now() < gpu.draw_until || gpu.frames_to_draw > 0 || self.exit_after.is_some() {
            gpu.window.request_redraw();
        }
    }
}

impl Gpu {
    /// Something happened: imgui reacts over the next frames.
    fn draw_after_event(&mut self) {
        self.draw_until = Instant::now() + DRAW_AFTER_EVENT;
        self.frames_to_draw = FRAMES_AFTER_EVENT;
    }
}

impl App {
    fn fail(&mut self, event_loop: &ActiveEventLoop, error: Box<dyn std::error::Error>) {
        self.error = Some(error);
        event_loop.exit();
    }

    fn create_gpu(
        &mut self,
        event_loop: &ActiveEventLoop,
    ) -> Result<Gpu, Box<dyn std::error::Error>> {
        let attributes = Window::default_attributes().with_inner_size(WINDOW_SIZE);
        let window = Arc::new(event_loop.create_window(attributes)?);
        // Before the renderer: the platform builds the font atlas at the window's scale.
        let platform = Platform::new(&mut self.imgui, &window, PlatformConfig::default());
        let instance = wgpu::Instance::new(
            wgpu::InstanceDescriptor::new_with_display_handle(Box::new(window.clone())).with_env(),
        );
        let surface = instance.create_surface(window.clone())?;
        let adapter = pollster::block_on(instance.request_adapter(&wgpu::RequestAdapterOptions {
            compatible_surface: Some(&surface),
            ..Default::default()
        }))?;
        // The surface may need to be larger than any other texture: ask for the adapter's
        // texture size limit (wgpu's default, 8192, is less than a window across monitors).
        let device_descriptor = wgpu::DeviceDescriptor {
            required_limits: wgpu::Limits::default().using_resolution(adapter.limits()),
            ..Default::default()
        };
        let (device, queue) = pollster::block_on(adapter.request_device(&device_descriptor))?;
        let [width, height] = surface_size(window.inner_size(), &device);
        let mut config = surface
            .get_default_config(&adapter, width, height)
            .ok_or("the surface is not supported by the adapter")?;
        let capabilities = surface.get_capabilities(&adapter);
        // Dear ImGui's colours are sRGB-encoded and it blends them as they are, as its own
        // backends draw them: into a Unorm surface, or through a Unorm view of an sRGB one.
        let unorm = config.format.remove_srgb_suffix();
        let view_format = if capabilities.formats.contains(&unorm) {
            config.format = unorm;
            unorm
        } else if adapter
            .get_downlevel_capabilities()
            .flags
            .contains(wgpu::DownlevelFlags::SURFACE_VIEW_FORMATS)
        {
            config.view_formats.push(unorm);
            unorm
        } else {
            // Neither: sRGB it is, and imgui's colours are blended in linear light.
            config.format
        };
        if self.screenshot.is_some() {
            // Only surfaces that allow it can be read back (GL's cannot).
            config.usage |= capabilities.usages & wgpu::TextureUsages::COPY_SRC;
        }
        surface.configure(&device, &config);
        println!("surface format: {:?}", config.format);
        println!("view format: {view_format:?}");
        println!("backend: {:?}", adapter.get_info().backend);
        if self.log_frames {
            let max_side = device.limits().max_texture_dimension_2d;
            println!("max surface side: {max_side}");
        }
        // The renderer draws in the view's format.
        let renderer_config =
            RendererConfig::new(view_format).with_downlevel(&adapter.get_downlevel_capabilities());
        let renderer = Renderer::new(&device, &queue, &mut self.imgui, renderer_config)?;
        Ok(Gpu {
            window,
            platform,
            surface,
            device,
            queue,
            config,
            view_format,
            renderer,
            draw_until: Instant::now() + DRAW_AFTER_EVENT,
            frames_to_draw: FRAMES_AFTER_EVENT,
            occluded: false,
            zero_size: false,
            hidden: false,
        })
    }

    fn frame(&mut self, event_loop: &ActiveEventLoop) -> Result<(), Box<dyn std::error::Error>> {
        let Some(gpu) = self.gpu.as_mut() else {
            return Ok(());
        };
        // imgui draws into the surface, which can be smaller than the window (see
        // `surface_size`): its display is the surface's part of the window, so the renderer's
        // target size below matches what imgui lays out.
        gpu.platform.prepare_frame(
            &mut self.imgui,
            &gpu.window,
            &mut gpu.renderer,
            [gpu.config.width, gpu.config.height],
        )?;
        let frame = match gpu.surface.get_current_texture() {
            wgpu::CurrentSurfaceTexture::Success(frame)
            | wgpu::CurrentSurfaceTexture::Suboptimal(frame) => frame,
            wgpu::CurrentSurfaceTexture::Outdated | wgpu::CurrentSurfaceTexture::Lost => {
                gpu.surface.configure(&gpu.device, &gpu.config);
                return Ok(());
            }
            // Occluded (Metal), timed out, or invalid (reported): nothing to draw this time.
            other => {
                if self.log_frames {
                    println!("no frame: the surface gave {other:?}");
                }
                return Ok(());
            }
        };

        gpu.renderer.new_frame();
        let ui = self.imgui.new_frame();
        ui.show_demo_window(&mut true);
        gpu.platform.prepare_render(ui, &gpu.window);
        let draw_data = self.imgui.render();

        let view = frame.texture.create_view(&wgpu::TextureViewDescriptor {
            format: Some(gpu.view_format),
            ..Default::default()
        });
        let mut encoder = gpu.device.create_command_encoder(&Default::default());
        {
            let mut pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
                color_attachments: &[Some(wgpu::RenderPassColorAttachment {
                    view: &view,
                    depth_slice: None,
                    resolve_target: None,
                    ops: wgpu::Operations {
                        load: wgpu::LoadOp::Clear(CLEAR),
                        store: wgpu::StoreOp::Store,
                    },
                })],
                ..Default::default()
            });
            let report =
                gpu.renderer
                    .render(draw_data, &mut pass, [gpu.config.width, gpu.config.height])?;
            for skipped in &report.skipped {
                eprintln!("skipped imgui command: {skipped:?}");
            }
        }
        gpu.queue.submit([encoder.finish()]);

        self.frames += 1;
        gpu.frames_to_draw = gpu.frames_to_draw.saturating_sub(1);
        if self.log_frames {
            let (window, [width, height]) = (gpu.window.inner_size(), draw_data.display_size);
            let [scale_x, scale_y] = draw_data.framebuffer_scale;
            println!(
                "frame {}: window {}x{}, surface {}x{}, display {}x{}",
                self.frames,
                window.width,
                window.height,
                gpu.config.width,
                gpu.config.height,
                (width * scale_x).round(),
                (height * scale_y).round()
            );
        }
        let last = self.exit_after.is_some_and(|frames| self.frames >= frames);
        if let (true, Some(path)) = (last, &self.screenshot) {
            save_screenshot(&gpu.device, &gpu.queue, &frame.texture, path)?;
        }
        gpu.window.pre_present_notify();
        gpu.queue.present(frame);
        if last {
            event_loop.exit();
        }
        Ok(())
    }
}

/// The surface's size for a window of `size`: each side at least 1 and at most the device's
/// limit. A larger window (one spanning several monitors) gets a surface that covers its
/// top-left part: on X11 (Vulkan and GL) the rest of the window stays black; where the
/// compositor stretches a surface over its window instead (DXGI on Windows, Metal), the UI
/// is stretched with it. Either way imgui draws into the surface and nothing reaches wgpu
/// larger than the device allows.
fn surface_size(size: PhysicalSize<u32>, device: &wgpu::Device) -> [u32; 2] {
    let max_side = device.limits().max_texture_dimension_2d;
    [size.width, size.height].map(|side| side.clamp(1, max_side))
}

/// Saves the swapchain image as a PNG (the window test checks it).
fn save_screenshot(
    device: &wgpu::Device,
    queue: &wgpu::Queue,
    texture: &wgpu::Texture,
    path: &std::path::Path,
) -> Result<(), Box<dyn std::error::Error>> {
    if !texture.usage().contains(wgpu::TextureUsages::COPY_SRC) {
        // The demo shows how to draw the frame a second time into a copyable texture.
        println!("screenshot: unavailable (the surface cannot be copied)");
        return Ok(());
    }
    let image = imgui_webgpu_offscreen::read_texture_rgba8(device, queue, texture)?;
    imgui_webgpu_offscreen::images::save_png(&image, path)?;
    println!("screenshot: {}", path.display());
    Ok(())
}
