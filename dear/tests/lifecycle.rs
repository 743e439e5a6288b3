//! A renderer's hold on its imgui context (Dear ImGui 1.92): a renderer made on a context
//! whose renderer was dropped, or shut down, twice over; one renderer per context for two
//! contexts taking turns; the context dropped before its renderer and after it; and another
//! backend (dear-imgui-wgpu) taking the context over. Every renderer draws the pixels the
//! first one drew on a fresh context, and live wgpu objects come back to where they were
//! before it.

use dear_imgui_rs as dear;
use imgui_webgpu::RendererConfig;
use imgui_webgpu::dear::Renderer;
use imgui_webgpu_dear_tests::{
    FORMAT, Gpu, Image, Lit, Live, NO_GPU, Target, context, draw_frame, take_turn,
};

const SIZE: [u32; 2] = [256, 96];
/// Frames each renderer draws: the first makes imgui's atlas, the last is read back.
const FRAMES: usize = 3;
/// Levels a channel may differ by between two renderers' frames (rounding only).
const TOLERANCE: u8 = 2;

/// The UI: `label` at the default size and at 26 px, so two baked sizes live in the atlas.
fn ui_of(ui: &dear::Ui, label: &str) {
    ui.window("lifecycle")
        .position([0.0, 0.0], dear::Condition::Always)
        .size([SIZE[0] as f32, SIZE[1] as f32], dear::Condition::Always)
        .build(|| {
            ui.text(label);
            ui.with_font_and_size(None, 26.0, || ui.text(label));
        });
}

fn new_renderer(gpu: &Gpu, imgui: &mut dear::Context) -> Renderer {
    Renderer::new(&gpu.device, &gpu.queue, imgui, RendererConfig::new(FORMAT))
        .unwrap_or_else(|error| panic!("the renderer: {error}"))
}

/// [`FRAMES`] frames of `label`, each clean (nothing skipped, nothing refused); the last
/// frame's pixels, and the textures the first frame created.
fn draw(
    gpu: &Gpu,
    imgui: &mut dear::Context,
    renderer: &mut Renderer,
    target: &Target,
    label: &str,
) -> (Image, usize) {
    let mut created = 0;
    for frame in 0..FRAMES {
        let drawn = draw_frame(
            imgui,
            renderer,
            target,
            (&gpu.device, &gpu.queue),
            |ui, _| ui_of(ui, label),
        )
        .unwrap_or_else(|error| panic!("frame {frame}: {error}"));
        assert!(drawn.report.is_clean(), "frame {frame}: {:?}", drawn.report);
        assert!(
            drawn.textures.refused.is_empty(),
            "frame {frame}: {:?}",
            drawn.textures
        );
        if frame == 0 {
            created = drawn.textures.created;
        }
    }
    (target.read(gpu), created)
}

/// Checks that `image` is `first`'s pixels, and that they show text.
fn assert_same_pixels(what: &str, image: &Image, first: &Image) {
    assert!(first.lit(128) > 100, "the first renderer drew text");
    let off = image.channels_off(first, TOLERANCE);
    assert_eq!(
        off,
        0,
        "{what}: {off} channels differ from the first renderer's frame by more than \
         {TOLERANCE} (text lit: {} pixels against {})",
        image.lit(128),
        first.lit(128)
    );
}

/// Checks that the context holds nothing of a renderer: flags, name, sampler callbacks,
/// texture limits, as a fresh context.
fn assert_released(imgui: &dear::Context) {
    let flags = imgui.io().backend_flags();
    assert!(
        !flags.intersects(
            dear::BackendFlags::RENDERER_HAS_TEXTURES | dear::BackendFlags::RENDERER_HAS_VTX_OFFSET
        ),
        "{flags:?}"
    );
    assert_eq!(imgui.io().backend_renderer_name(), None);
    let platform_io = imgui.platform_io();
    // SAFETY: the context's own platform IO, read while it is borrowed.
    let raw = unsafe { &*platform_io.as_raw() };
    assert!(raw.DrawCallback_SetSamplerLinear.is_none());
    assert!(raw.DrawCallback_SetSamplerNearest.is_none());
    assert_eq!(
        (raw.Renderer_TextureMaxWidth, raw.Renderer_TextureMaxHeight),
        (0, 0)
    );
}

/// Another backend (dear-imgui-rs's own wgpu renderer) takes the context over, which it
/// refuses while any renderer's flags, name or callbacks are there, and gives it back.
fn another_backend_takes_over(gpu: &Gpu, imgui: &mut dear::Context) {
    let info = dear_imgui_wgpu::WgpuInitInfo::new(gpu.device.clone(), gpu.queue.clone(), FORMAT);
    let mut other = dear_imgui_wgpu::WgpuRenderer::new(info, imgui)
        .unwrap_or_else(|error| panic!("dear-imgui-wgpu on the released context: {error}"));
    other
        .shutdown(imgui)
        .unwrap_or_else(|error| panic!("dear-imgui-wgpu's shutdown: {error}"));
    drop(other);
}

#[test]
fn a_renderer_made_again_on_a_used_context_draws_what_the_first_drew() {
    let _turn = take_turn();
    let gpu = Gpu::open().expect(NO_GPU);
    let target = Target::new(&gpu.device, SIZE);
    let mut imgui = context(SIZE);
    let baseline = Live::settled(&gpu);

    let mut first = new_renderer(&gpu, &mut imgui);
    let (reference, made) = draw(&gpu, &mut imgui, &mut first, &target, "Hello, again");
    assert!(made >= 1, "the first frame made imgui's atlas");
    drop(first);
    assert_eq!(
        Live::settled(&gpu),
        baseline,
        "the first renderer let go of all"
    );
    assert_released(&imgui);

    // Dropped twice, made again twice: imgui asks each new renderer for its textures.
    for round in 1..=2 {
        let mut again = new_renderer(&gpu, &mut imgui);
        let (image, created) = draw(&gpu, &mut imgui, &mut again, &target, "Hello, again");
        assert_eq!(
            created, made,
            "round {round}: imgui made every texture again"
        );
        assert_same_pixels(&format!("round {round}"), &image, &reference);
        drop(again);
        assert_eq!(Live::settled(&gpu), baseline, "round {round}");
        assert_released(&imgui);
    }

    // A dropped renderer leaves the context to another backend too, and takes it back.
    another_backend_takes_over(&gpu, &mut imgui);
    let mut back = new_renderer(&gpu, &mut imgui);
    let (image, _) = draw(&gpu, &mut imgui, &mut back, &target, "Hello, again");
    assert_same_pixels("after dear-imgui-wgpu", &image, &reference);
    drop(back);
    drop(imgui);
    assert_eq!(Live::settled(&gpu), baseline);
}

#[test]
fn a_renderer_shut_down_leaves_a_fresh_context_to_the_next() {
    let _turn = take_turn();
    let gpu = Gpu::open().expect(NO_GPU);
    let target = Target::new(&gpu.device, SIZE);
    let mut imgui = context(SIZE);
    let baseline = Live::settled(&gpu);

    let mut first = new_renderer(&gpu, &mut imgui);
    let (reference, made) = draw(&gpu, &mut imgui, &mut first, &target, "Shut down");
    first
        .shutdown(&mut imgui)
        .unwrap_or_else(|error| panic!("shutdown: {error}"));
    assert_eq!(Live::settled(&gpu), baseline, "every GPU object released");
    assert_released(&imgui);

    for round in 1..=2 {
        let mut again = new_renderer(&gpu, &mut imgui);
        let (image, created) = draw(&gpu, &mut imgui, &mut again, &target, "Shut down");
        assert_eq!(created, made, "round {round}");
        assert_same_pixels(&format!("round {round}"), &image, &reference);
        again
            .shutdown(&mut imgui)
            .unwrap_or_else(|error| panic!("round {round}: shutdown: {error}"));
        assert_eq!(Live::settled(&gpu), baseline, "round {round}");
        assert_released(&imgui);
    }

    another_backend_takes_over(&gpu, &mut imgui);
    let mut back = new_renderer(&gpu, &mut imgui);
    let (image, _) = draw(&gpu, &mut imgui, &mut back, &target, "Shut down");
    assert_same_pixels("after dear-imgui-wgpu", &image, &reference);
}

#[test]
fn two_contexts_each_with_its_renderer_take_turns() {
    let _turn = take_turn();
    let gpu = Gpu::open().expect(NO_GPU);
    let targets = [
        Target::new(&gpu.device, SIZE),
        Target::new(&gpu.device, SIZE),
    ];
    let labels = ["Context A", "Context B"];
    let baseline = Live::settled(&gpu);
    // One active context at a time: each is suspended before the next is made.
    let mut contexts = [
        context(SIZE).suspend_or_panic(),
        context(SIZE).suspend_or_panic(),
    ];
    let mut renderers: Vec<Renderer> = contexts
        .iter_mut()
        .map(|suspended| suspended.with_active_or_panic(|imgui| new_renderer(&gpu, imgui)))
        .collect();

    // Each context's first frames are its reference.
    let mut references = Vec::new();
    for index in 0..2 {
        let (renderer, target, label) = (&mut renderers[index], &targets[index], labels[index]);
        let (image, _) = contexts[index]
            .with_active_or_panic(|imgui| draw(&gpu, imgui, renderer, target, label));
        references.push(image);
    }
    let [a, b] = &references[..] else {
        unreachable!()
    };
    assert!(
        a.channels_off(b, TOLERANCE) > 0,
        "the two contexts draw apart"
    );

    // Turns: A, B, A, B, with A's renderer made again half-way; B's never notices.
    for turn in 0..4 {
        for index in 0..2 {
            if turn == 2 && index == 0 {
                let old = renderers.remove(0);
                drop(old);
                let made = contexts[0].with_active_or_panic(|imgui| new_renderer(&gpu, imgui));
                renderers.insert(0, made);
            }
            let (renderer, target, label) = (&mut renderers[index], &targets[index], labels[index]);
            let (image, _) = contexts[index]
                .with_active_or_panic(|imgui| draw(&gpu, imgui, renderer, target, label));
            assert_same_pixels(
                &format!("turn {turn}, context {index}"),
                &image,
                &references[index],
            );
        }
    }

    // Shut down with the other context: refused, the renderer handed back whole.
    let renderer = renderers.remove(1);
    let error = contexts[0]
        .with_active_or_panic(|imgui| renderer.shutdown(imgui))
        .expect_err("another context's renderer");
    assert!(
        matches!(
            error.reason,
            dear::render::RendererConsumerError::ForeignContext { .. }
        ),
        "{error}"
    );
    let mut renderer = *error.renderer;
    let (image, _) = contexts[1]
        .with_active_or_panic(|imgui| draw(&gpu, imgui, &mut renderer, &targets[1], labels[1]));
    assert_same_pixels("after a refused shutdown", &image, &references[1]);
    contexts[1].with_active_or_panic(|imgui| {
        renderer
            .shutdown(imgui)
            .unwrap_or_else(|error| panic!("its own context: {error}"));
        assert_released(imgui);
    });

    drop(renderers);
    drop(contexts);
    assert_eq!(Live::settled(&gpu), baseline);
}

#[test]
fn a_context_dropped_before_its_renderer_or_after_it() {
    let _turn = take_turn();
    let gpu = Gpu::open().expect(NO_GPU);
    let target = Target::new(&gpu.device, SIZE);
    let baseline = Live::settled(&gpu);

    // The context first: the renderer holds no pointer to it, and its drop touches the GPU
    // objects only.
    let mut imgui = context(SIZE);
    let mut renderer = new_renderer(&gpu, &mut imgui);
    let (reference, _) = draw(&gpu, &mut imgui, &mut renderer, &target, "Dropped");
    drop(imgui);
    assert!(renderer.stats().imgui_textures >= 1);
    drop(renderer);
    assert_eq!(Live::settled(&gpu), baseline, "context first");

    // The renderer first, on a new context (which draws as the first did).
    let mut imgui = context(SIZE);
    let mut renderer = new_renderer(&gpu, &mut imgui);
    let (image, _) = draw(&gpu, &mut imgui, &mut renderer, &target, "Dropped");
    assert_same_pixels("a second context", &image, &reference);
    drop(renderer);
    assert_released(&imgui);
    drop(imgui);
    assert_eq!(Live::settled(&gpu), baseline, "renderer first");
}
