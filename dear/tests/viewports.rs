//! Dear ImGui 1.92's multi-viewport through the renderer: a window outside the main
//! viewport gets a viewport of its own, and its draw data (in desktop coordinates, at its own
//! framebuffer scale) draws into that viewport's target with the same renderer in the same
//! renderer frame, as the app crate's viewport windows do. The platform is headless: windows
//! go where imgui asks, secondary ones at framebuffer scale 2; the renderer's
//! `Renderer_RenderWindow` callback only notes which viewports imgui asks to draw.

use std::cell::RefCell;
use std::ffi::c_void;

use dear::internal::RawCast;
use dear::sys;
use dear_imgui_rs as dear;
use imgui_webgpu_dear_tests::{Rig, Target};

/// The main viewport's size.
const MAIN: [u32; 2] = [256, 160];
/// Where the outside window sits on the desktop, and its size.
const OUTSIDE: ([f32; 2], [f32; 2]) = ([600.0, 100.0], [120.0, 80.0]);
/// The inside window.
const INSIDE: ([f32; 2], [f32; 2]) = ([8.0, 8.0], [100.0, 60.0]);
/// The secondary viewports' framebuffer scale.
const SCALE: f32 = 2.0;
const RED: [u8; 4] = [255, 0, 0, 255];
const GREEN: [u8; 4] = [0, 255, 0, 255];

thread_local! {
    /// The secondary viewports' framebuffer scale (`SCALE` unless a test says otherwise).
    static SECONDARY_SCALE: std::cell::Cell<f32> = const { std::cell::Cell::new(SCALE) };
    /// The viewports imgui asked this frame to render (`Renderer_RenderWindow`).
    static ASKED: RefCell<Vec<*mut sys::ImGuiViewport>> = const { RefCell::new(Vec::new()) };
}

unsafe extern "C" fn nothing(_viewport: *mut sys::ImGuiViewport) {}

unsafe extern "C" fn set_nothing(_viewport: *mut sys::ImGuiViewport, _value: *const sys::ImVec2) {}

unsafe extern "C" fn title(_viewport: *mut sys::ImGuiViewport, _title: *const std::ffi::c_char) {}

/// The window is where imgui put it.
unsafe extern "C" fn position(viewport: *mut sys::ImGuiViewport, out: *mut sys::ImVec2) {
    if let (Some(viewport), Some(out)) = unsafe { (viewport.as_ref(), out.as_mut()) } {
        *out = viewport.Pos;
    }
}

/// The window is the size imgui made it.
unsafe extern "C" fn size(viewport: *mut sys::ImGuiViewport, out: *mut sys::ImVec2) {
    if let (Some(viewport), Some(out)) = unsafe { (viewport.as_ref(), out.as_mut()) } {
        *out = viewport.Size;
    }
}

/// Secondary windows have `SECONDARY_SCALE` pixels a unit (two unless a test says
/// otherwise); the main one, one.
unsafe extern "C" fn framebuffer_scale(viewport: *mut sys::ImGuiViewport, out: *mut sys::ImVec2) {
    if let (Some(viewport), Some(out)) = unsafe { (viewport.as_ref(), out.as_mut()) } {
        let main =
            viewport.Flags & sys::ImGuiViewportFlags_OwnedByApp as sys::ImGuiViewportFlags != 0;
        let scale = if main {
            1.0
        } else {
            SECONDARY_SCALE.with(std::cell::Cell::get)
        };
        *out = sys::ImVec2 { x: scale, y: scale };
    }
}

unsafe extern "C" fn render_window(viewport: *mut sys::ImGuiViewport, _arg: *mut c_void) {
    ASKED.with(|asked| asked.borrow_mut().push(viewport));
}

/// Turns on docking and viewports with the headless platform above, on one 1920x1080
/// monitor.
fn enable_viewports(imgui: &mut dear::Context) {
    enable_viewports_on(imgui, &[([0.0, 0.0], 1.0)]);
}

/// Turns on docking and viewports with the headless platform above, on 1920x1080 monitors
/// at `monitors` (their top-left corners and DPI scales).
fn enable_viewports_on(imgui: &mut dear::Context, monitors: &[([f32; 2], f32)]) {
    let io = imgui.io_mut();
    io.set_config_flags(
        io.config_flags() | dear::ConfigFlags::DOCKING_ENABLE | dear::ConfigFlags::VIEWPORTS_ENABLE,
    );
    let mut flags = imgui.io().backend_flags();
    flags.insert(
        dear::BackendFlags::PLATFORM_HAS_VIEWPORTS | dear::BackendFlags::RENDERER_HAS_VIEWPORTS,
    );
    imgui.io_mut().set_backend_flags(flags);
    let monitors: Vec<sys::ImGuiPlatformMonitor> = monitors
        .iter()
        .map(|&([x, y], dpi_scale)| {
            let mut monitor = sys::ImGuiPlatformMonitor::default();
            monitor.MainPos = sys::ImVec2 { x, y };
            monitor.MainSize = sys::ImVec2 {
                x: 1920.0,
                y: 1080.0,
            };
            monitor.WorkPos = monitor.MainPos;
            monitor.WorkSize = monitor.MainSize;
            monitor.DpiScale = dpi_scale;
            monitor
        })
        .collect();
    // SAFETY: every callback is a plain function that never unwinds, reads only what imgui
    // passes it, and stores nothing but the viewport pointers `ASKED` holds for one frame.
    unsafe {
        let platform = imgui.platform_io_mut();
        platform.set_platform_create_window_raw(Some(nothing));
        platform.set_platform_destroy_window_raw(Some(nothing));
        platform.set_platform_show_window_raw(Some(nothing));
        platform.set_platform_get_window_pos_raw(Some(position));
        platform.set_platform_set_window_pos_raw(Some(set_nothing));
        platform.set_platform_get_window_size_raw(Some(size));
        platform.set_platform_set_window_size_raw(Some(set_nothing));
        platform.set_platform_get_window_framebuffer_scale_raw(Some(framebuffer_scale));
        platform.set_platform_set_window_title_raw(Some(title));
        platform.set_renderer_render_window_raw(Some(render_window));
        platform.set_monitors(&monitors);
        imgui
            .main_viewport()
            .set_platform_handle(std::ptr::dangling_mut::<c_void>());
    }
}

/// A borderless window filled with `colour` at `area`.
fn filled(ui: &dear::Ui, name: &str, (pos, size): ([f32; 2], [f32; 2]), colour: [f32; 4]) {
    let _colour = ui.push_style_color(dear::StyleColor::WindowBg, colour);
    let _border = ui.push_style_var(dear::StyleVar::WindowBorderSize(0.0));
    ui.window(name)
        .position(pos, dear::Condition::Always)
        .size(size, dear::Condition::Always)
        .flags(dear::WindowFlags::NO_DECORATION)
        .build(|| {});
}

/// What one viewport drew.
struct Drawn {
    display_pos: [f32; 2],
    display_size: [f32; 2],
    scale: [f32; 2],
    report: imgui_webgpu::RenderReport,
    image: imgui_webgpu_dear_tests::Image,
    /// How tall, in desktop units, everything it drew is (top of the highest vertex to the
    /// bottom of the lowest).
    height: f32,
}

/// One frame with the inside window and, where `outside_at` says, the other: the main
/// viewport drawn into the rig's target, then every viewport imgui asks to render into a
/// target of its own, all in one renderer frame.
fn frame(rig: &mut Rig, outside_at: [f32; 2]) -> (Drawn, Vec<Drawn>) {
    frame_of(rig, |ui| {
        filled(ui, "inside", INSIDE, [1.0, 0.0, 0.0, 1.0]);
        filled(ui, "outside", (outside_at, OUTSIDE.1), [0.0, 1.0, 0.0, 1.0]);
    })
}

/// One frame of `build`, drawn as [`frame`] draws it.
fn frame_of(rig: &mut Rig, build: impl FnOnce(&dear::Ui)) -> (Drawn, Vec<Drawn>) {
    let scope = rig
        .gpu
        .device
        .push_error_scope(wgpu::ErrorFilter::Validation);
    rig.renderer.new_frame();
    let imgui_frame = rig.imgui.begin_frame();
    build(imgui_frame.ui());
    let pending = imgui_frame.render(rig.renderer.consumer());
    let (mut reconciled, textures) = rig.renderer.update_textures(pending).expect("answers");
    assert!(textures.refused.is_empty(), "{textures:?}");

    let draw = |renderer: &mut imgui_webgpu::dear::Renderer,
                data: &dear::render::DrawData,
                target: &Target| {
        let mut encoder = rig.gpu.device.create_command_encoder(&Default::default());
        let report = target
            .pass(&mut encoder, |pass| {
                renderer.render(data, pass, target.size())
            })
            .unwrap_or_else(|error| panic!("render: {error}"));
        rig.gpu.queue.submit([encoder.finish()]);
        let ys: Vec<f32> = data
            .draw_lists()
            .flat_map(|list| list.vtx_buffer().iter().map(|vertex| vertex.pos[1]))
            .collect();
        let height = ys.iter().copied().fold(f32::MIN, f32::max)
            - ys.iter().copied().fold(f32::MAX, f32::min);
        Drawn {
            height,
            display_pos: data.display_pos(),
            display_size: data.display_size(),
            scale: data.framebuffer_scale(),
            report,
            image: target.read(&rig.gpu),
        }
    };
    let main = draw(&mut rig.renderer, reconciled.draw_data(), &rig.target);

    ASKED.with(|asked| asked.borrow_mut().clear());
    reconciled.update_and_render_platform_windows_default();
    let asked = ASKED.with(|asked| std::mem::take(&mut *asked.borrow_mut()));
    let secondary = asked
        .into_iter()
        .map(|viewport| {
            // SAFETY: imgui passed this viewport to `Renderer_RenderWindow` in this frame,
            // which `reconciled` still holds: it and its draw data live until the next one.
            let data = unsafe {
                let raw = (*viewport).DrawData;
                assert!(!raw.is_null(), "a viewport asked to render has draw data");
                dear::render::DrawData::from_raw(&*raw)
            };
            let size = [
                (data.display_size()[0] * data.framebuffer_scale()[0]) as u32,
                (data.display_size()[1] * data.framebuffer_scale()[1]) as u32,
            ];
            let target = Target::new(&rig.gpu.device, size);
            draw(&mut rig.renderer, data, &target)
        })
        .collect();
    drop(reconciled);
    if let Some(error) = pollster::block_on(scope.pop()) {
        panic!("wgpu validation error: {error}");
    }
    (main, secondary)
}

/// Pixels of exactly `colour`.
fn count(image: &imgui_webgpu_dear_tests::Image, colour: [u8; 4]) -> usize {
    image
        .pixels
        .chunks_exact(4)
        .filter(|pixel| *pixel == colour)
        .count()
}

#[test]
fn a_window_outside_the_main_viewport_draws_in_its_own_viewport_at_its_own_scale() {
    let mut rig = Rig::new(MAIN);
    enable_viewports(&mut rig.imgui);
    // A failed check must still take the platform windows away: imgui aborts the process
    // when its context goes with them, and the check's message would be lost.
    let checked = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        outside_window_in_its_own_viewport(&mut rig)
    }));
    disable_viewports(&mut rig.imgui);
    if let Err(failure) = checked {
        std::panic::resume_unwind(failure);
    }
}

/// The test's frames and checks.
fn outside_window_in_its_own_viewport(rig: &mut Rig) {
    // The first frames make the outside window's viewport and its platform window.
    let mut drawn = frame(rig, OUTSIDE.0);
    for _ in 0..2 {
        drawn = frame(rig, OUTSIDE.0);
    }
    let (main, secondary) = drawn;
    assert!(main.report.is_clean(), "{:?}", main.report);
    assert_eq!((main.display_pos, main.scale), ([0.0, 0.0], [1.0, 1.0]));
    let [inside_w, inside_h] = INSIDE.1.map(|side| side as usize);
    assert_eq!(
        count(&main.image, RED),
        inside_w * inside_h,
        "the inside window, whole"
    );
    assert_eq!(
        count(&main.image, GREEN),
        0,
        "nothing of the outside window"
    );

    assert_eq!(secondary.len(), 1, "one viewport besides the main one");
    let viewport = &secondary[0];
    assert!(viewport.report.is_clean(), "{:?}", viewport.report);
    assert_eq!(viewport.display_pos, OUTSIDE.0, "in desktop coordinates");
    assert_eq!(viewport.display_size, OUTSIDE.1);
    assert_eq!(viewport.scale, [SCALE; 2]);
    let pixels = (viewport.image.width * viewport.image.height) as usize;
    assert_eq!(
        count(&viewport.image, GREEN),
        pixels,
        "the outside window fills its viewport's target at scale 2 ({}x{})",
        viewport.image.width,
        viewport.image.height
    );
    let live = rig.renderer.stats();

    // Moved back inside, it joins the main viewport: its own is destroyed.
    let (main, secondary) = frame(rig, [120.0, 70.0]);
    let (main, secondary) = if secondary.is_empty() {
        (main, secondary)
    } else {
        frame(rig, [120.0, 70.0])
    };
    assert!(secondary.is_empty(), "no viewport besides the main one");
    assert_eq!(count(&main.image, RED), inside_w * inside_h);
    assert_eq!(
        count(&main.image, GREEN),
        (OUTSIDE.1[0] * OUTSIDE.1[1]) as usize,
        "the window, whole, on the main viewport"
    );
    assert_eq!(
        rig.renderer.stats().imgui_textures,
        live.imgui_textures,
        "no texture made for a viewport"
    );
}

/// Destroys every platform window, the main one's included, as a platform does at shutdown
/// (imgui checks that nothing of a platform is left when its context is destroyed).
fn disable_viewports(imgui: &mut dear::Context) {
    imgui
        .destroy_platform_windows()
        .unwrap_or_else(|error| panic!("destroying the platform windows: {error}"));
}

/// A line of text alone at `pos`, with nothing else drawn (no title bar, no background).
fn text_alone(ui: &dear::Ui, name: &str, pos: [f32; 2]) {
    ui.window(name)
        .position(pos, dear::Condition::Always)
        .flags(
            dear::WindowFlags::NO_DECORATION
                | dear::WindowFlags::NO_BACKGROUND
                | dear::WindowFlags::ALWAYS_AUTO_RESIZE,
        )
        .build(|| ui.text("Hello, Hjg"));
}

#[test]
fn text_on_a_monitor_of_twice_the_scale_is_twice_as_tall_as_the_app_configures_it() {
    // The app crate's configuration on dear-imgui-rs (`app/src/viewports/dear_imgui.rs`):
    // every viewport at the desktop's pixels per unit (here 1), each monitor's DPI scale
    // relative to the main window's, `io.ConfigDpiScaleFonts` on. A window on the second
    // monitor, of twice the main one's scale, gets its own viewport, whose text imgui lays
    // out twice as tall, baked at that size (no atlas rebuilt, nothing scaled up).
    let mut rig = Rig::new(MAIN);
    SECONDARY_SCALE.with(|scale| scale.set(1.0));
    enable_viewports_on(&mut rig.imgui, &[([0.0, 0.0], 1.0), ([1920.0, 0.0], 2.0)]);
    rig.imgui.io_mut().set_config_dpi_scale_fonts(true);
    let checked = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let mut drawn = frame_of(&mut rig, |ui| {
            text_alone(ui, "near", [8.0, 8.0]);
            text_alone(ui, "far", [2000.0, 100.0]);
        });
        for _ in 0..3 {
            drawn = frame_of(&mut rig, |ui| {
                text_alone(ui, "near", [8.0, 8.0]);
                text_alone(ui, "far", [2000.0, 100.0]);
            });
        }
        let (main, secondary) = drawn;
        assert_eq!(
            secondary.len(),
            1,
            "the far window has a viewport of its own"
        );
        let far = &secondary[0];
        assert_eq!(far.scale, [1.0, 1.0], "the desktop's pixels per unit");
        assert!(main.report.is_clean() && far.report.is_clean());
        let ratio = far.height / main.height;
        assert!(
            (ratio - 2.0).abs() < 0.2,
            "the far text is {} units tall, the near {}: {ratio} times",
            far.height,
            main.height
        );
        // Baked at its size: the far text's pixels are as sharp as the near one's (no
        // texture magnified): about as many fully covered pixels per unit of height.
        let covered = |image: &imgui_webgpu_dear_tests::Image| {
            image
                .pixels
                .chunks_exact(4)
                .filter(|pixel| pixel[..3].iter().all(|channel| *channel > 240))
                .count() as f32
        };
        let (near_full, far_full) = (covered(&main.image), covered(&far.image));
        eprintln!(
            "near text {} units tall, {near_full} full pixels; far text {} units, {far_full}",
            main.height, far.height
        );
        assert!(
            far_full > 2.5 * near_full,
            "{far_full} full pixels in the far text, {near_full} in the near one"
        );
    }));
    SECONDARY_SCALE.with(|scale| scale.set(SCALE));
    disable_viewports(&mut rig.imgui);
    if let Err(failure) = checked {
        std::panic::resume_unwind(failure);
    }
}
