//! A `DrawSource` that breaks every promise a source can break through the safe trait:
//! lists that change on every call, counts and offsets at the edges of `usize`, index
//! values past the list, NaN and huge clip rects, garbage texture ids, displays at the edges
//! of `f32`. The renderer reads it once per `render`, so it can neither panic nor hand wgpu
//! an invalid command; each case renders on a real device inside an error scope.
use imgui_webgpu_test_support as common;

use std::cell::Cell;

use imgui_webgpu::source::{DrawCommand, DrawElements, DrawListSource, DrawSource};
use imgui_webgpu::source::{DrawIdx, DrawVert, TextureId};
use imgui_webgpu::{RenderTarget, Renderer, RendererConfig};
use imgui_webgpu_testing::headless::HeadlessTarget;

/// A small deterministic generator (xorshift), so a failure replays.
struct Chaos(Cell<u64>);

impl Chaos {
    fn next(&self) -> u64 {
        let mut x = self.0.get();
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0.set(x);
        x
    }

    fn below(&self, bound: u64) -> u64 {
        self.next() % bound.max(1)
    }

    fn pick<T: Copy>(&self, values: &[T]) -> T {
        values[self.below(values.len() as u64) as usize]
    }

    fn float(&self) -> f32 {
        self.pick(&[
            0.0,
            -1.0,
            7.5,
            64.0,
            1e30,
            -1e30,
            f32::NAN,
            f32::INFINITY,
            f32::MIN_POSITIVE,
            (self.below(200) as f32) - 50.0,
        ])
    }

    fn offset(&self, len: usize) -> usize {
        if self.below(2) == 0 {
            // Often in range of the small lists, so some commands are good ones.
            return self.below(12) as usize;
        }
        self.pick(&[
            0,
            1,
            len.saturating_sub(1),
            len,
            len + 1,
            65_535,
            65_536,
            usize::MAX,
            usize::MAX - 2,
            self.below(len as u64 + 3) as usize,
        ])
    }
}

/// The source: every call to `lists`, `vertices`, `indices` or `commands` gives new data.
struct Adversary {
    chaos: Chaos,
    pools: Vec<(Vec<DrawVert>, Vec<DrawIdx>)>,
    ids: Vec<TextureId>,
}

struct AdversaryList<'a> {
    source: &'a Adversary,
}

impl DrawSource for Adversary {
    type List<'a> = AdversaryList<'a>;

    fn display_pos(&self) -> [f32; 2] {
        if self.chaos.below(8) == 0 {
            [self.chaos.float(), self.chaos.float()]
        } else {
            [0.0, 0.0]
        }
    }

    fn display_size(&self) -> [f32; 2] {
        if self.chaos.below(8) == 0 {
            [self.chaos.float(), self.chaos.float()]
        } else {
            [64.0, 64.0]
        }
    }

    fn framebuffer_scale(&self) -> [f32; 2] {
        if self.chaos.below(8) == 0 {
            [self.chaos.float(), self.chaos.float()]
        } else {
            [1.0, 1.0]
        }
    }

    fn lists(&self) -> impl Iterator<Item = Self::List<'_>> {
        let count = self.chaos.below(5) as usize;
        (0..count).map(move |_| AdversaryList { source: self })
    }
}

impl<'a> DrawListSource<'a> for AdversaryList<'a> {
    fn vertices(&self) -> &'a [DrawVert] {
        let (vertices, _) = &self.source.pools[self.source.chaos.below(3) as usize];
        let len = self.source.chaos.below(vertices.len() as u64 + 1) as usize;
        &vertices[..len]
    }

    fn indices(&self) -> &'a [DrawIdx] {
        let (_, indices) = &self.source.pools[self.source.chaos.below(3) as usize];
        let len = self.source.chaos.below(indices.len() as u64 + 1) as usize;
        &indices[..len]
    }

    fn commands(&self) -> impl Iterator<Item = DrawCommand<'a>> {
        let source = self.source;
        let count = source.chaos.below(12) as usize;
        (0..count).map(move |_| {
            let chaos = &source.chaos;
            match chaos.below(10) {
                0 => DrawCommand::ResetRenderState,
                1 => DrawCommand::Callback(None),
                _ => DrawCommand::Elements(DrawElements {
                    count: chaos.pick(&[0, 3, 3, 6, 6, 9, 65_535, 65_536, 65_537, usize::MAX]),
                    clip_rect: if chaos.below(3) == 0 {
                        [chaos.float(), chaos.float(), chaos.float(), chaos.float()]
                    } else {
                        [0.0, 0.0, 64.0, 64.0]
                    },
                    texture_id: chaos.pick(&source.ids),
                    vtx_offset: chaos.offset(70_000),
                    idx_offset: chaos.offset(70_000),
                }),
            }
        })
    }
}

/// Geometry pools: small, and one past 65,535 vertices with indices past the list.
fn pools(white_uv: [f32; 2]) -> Vec<(Vec<DrawVert>, Vec<DrawIdx>)> {
    let vertex = |i: usize| DrawVert {
        pos: [(i % 64) as f32, ((i / 64) % 64) as f32],
        uv: white_uv,
        col: [200, 100, 50, 255],
    };
    let small: Vec<DrawVert> = (0..12).map(vertex).collect();
    let large: Vec<DrawVert> = (0..70_000).map(vertex).collect();
    let indices = |modulo: usize, len: usize| -> Vec<DrawIdx> {
        (0..len).map(|i| ((i * 7) % modulo) as DrawIdx).collect()
    };
    vec![
        (small.clone(), indices(12, 36)),
        // Index values past the list's 12 vertices.
        (small, indices(65_535, 30)),
        (large, indices(65_535, 70_002)),
    ]
}

fn run(base_vertex: bool) {
    let gpu = common::gpu();
    let mut imgui = common::imgui_context([64.0, 64.0]);
    let desc = RenderTarget::new([64, 64], wgpu::TextureFormat::Rgba8Unorm);
    let target = HeadlessTarget::new(&gpu.device, desc).unwrap();
    let config = RendererConfig::for_shape(desc.shape).with_base_vertex(base_vertex);
    let mut renderer = Renderer::new(&gpu.device, &gpu.queue, &mut imgui, config).unwrap();
    let white_uv = imgui.new_frame().font_tex_uv_white_pixel();
    imgui.render();
    let view = common::textures::view(&common::textures::solid_texture(
        &gpu.device,
        &gpu.queue,
        wgpu::TextureFormat::Rgba8Unorm,
        4,
        [0, 255, 0, 255],
    ));
    let persistent = renderer
        .register_texture(&view, imgui_webgpu::SamplerOptions::NEAREST)
        .unwrap();
    let adversary = Adversary {
        chaos: Chaos(Cell::new(0x9e37_79b9_7f4a_7c15)),
        pools: pools(white_uv),
        ids: vec![
            renderer.font_texture_id().into(),
            persistent.into(),
            TextureId::new(0),
            TextureId::new(usize::MAX as u64),
            TextureId::new(0x1234),
        ],
    };
    let mut drawn = 0;
    for round in 0..300 {
        renderer.new_frame();
        let (result, errors) = common::capture_errors(&gpu.device, || {
            let mut encoder = gpu.device.create_command_encoder(&Default::default());
            let result = target.encode_pass(&mut encoder, wgpu::Color::BLACK, |pass| {
                // Two calls into one pass: the second must not inherit a broken state.
                let first = renderer.render(&adversary, pass, [64, 64]);
                let second = renderer.render(&adversary, pass, [64, 64]);
                (first, second)
            });
            gpu.queue.submit([encoder.finish()]);
            result
        });
        assert_eq!(errors, Vec::<String>::new(), "round {round}");
        for report in [result.0, result.1].into_iter().flatten() {
            drawn += report.draws;
        }
    }
    common::wait_idle(&gpu.device);
    assert!(drawn > 100, "the adversary's valid commands drew ({drawn})");
}

#[test]
fn a_source_that_breaks_every_promise_cannot_break_the_renderer() {
    run(true);
}

#[test]
fn the_same_on_the_vertex_rebinding_path() {
    run(false);
}
