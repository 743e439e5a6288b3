//! wgpu's GL backend (and so WebGL2) resolves an MSAA pass with `glBlitFramebuffer` while the
//! pass's last scissor rectangle is still set, and the blit obeys the scissor: only that
//! rectangle reaches the resolve target. The clear and every draw outside it are lost.
//!
//! Reproduced here with raw wgpu calls, no renderer involved: wgpu-hal 30's
//! `gles/queue.rs` (`Command::ResolveAttachment`) blits without disabling the scissor test.
//! wgpu fixed the same leak for presenting in gfx-rs/wgpu#1771, not for resolves. The
//! renderer works around it by setting a full-target scissor after its draws; this test
//! shows both the defect and the workaround. Should wgpu fix it, the GL half fails and the
//! note in the README (and this test) can go.
use imgui_webgpu_test_support as common;

use common::fill::fill_pipeline;

const SIZE: u32 = 32;
const FORMAT: wgpu::TextureFormat = wgpu::TextureFormat::Rgba8Unorm;
const RED: [u8; 4] = [255, 0, 0, 255];
const GREEN: [u8; 4] = [0, 255, 0, 255];

fn texture(device: &wgpu::Device, sample_count: u32, usage: wgpu::TextureUsages) -> wgpu::Texture {
    device.create_texture(&wgpu::TextureDescriptor {
        label: None,
        size: wgpu::Extent3d {
            width: SIZE,
            height: SIZE,
            depth_or_array_layers: 1,
        },
        mip_level_count: 1,
        sample_count,
        dimension: wgpu::TextureDimension::D2,
        format: FORMAT,
        usage: wgpu::TextureUsages::RENDER_ATTACHMENT | usage,
        view_formats: &[],
    })
}

/// Clears an MSAA pass to red, draws green through an 8x8 scissor at the origin, then (if
/// `reset_scissor`) sets a full-target scissor, and returns the resolved image.
fn resolve(reset_scissor: bool) -> imgui_webgpu_testing::images::RgbaImage {
    let gpu = common::gpu();
    let multisampled = texture(&gpu.device, 4, wgpu::TextureUsages::empty());
    let resolved = texture(&gpu.device, 1, wgpu::TextureUsages::COPY_SRC);
    let pipeline = fill_pipeline(&gpu.device, FORMAT, 4);
    let ((), errors) = common::capture_errors(&gpu.device, || {
        let mut encoder = gpu.device.create_command_encoder(&Default::default());
        {
            let view = multisampled.create_view(&Default::default());
            let resolve_view = resolved.create_view(&Default::default());
            let mut pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
                color_attachments: &[Some(wgpu::RenderPassColorAttachment {
                    view: &view,
                    depth_slice: None,
                    resolve_target: Some(&resolve_view),
                    ops: wgpu::Operations {
                        load: wgpu::LoadOp::Clear(wgpu::Color::RED),
                        store: wgpu::StoreOp::Store,
                    },
                })],
                ..Default::default()
            });
            pass.set_pipeline(&pipeline);
            pass.set_scissor_rect(0, 0, 8, 8);
            pass.draw(0..3, 0..1);
            if reset_scissor {
                pass.set_scissor_rect(0, 0, SIZE, SIZE);
            }
        }
        gpu.queue.submit([encoder.finish()]);
    });
    assert_eq!(errors, Vec::<String>::new());
    imgui_webgpu_testing::headless::read_texture_rgba8(&gpu.device, &gpu.queue, &resolved).unwrap()
}

fn is_gl() -> bool {
    common::gpu().adapter.get_info().backend == wgpu::Backend::Gl
}

#[test]
fn an_msaa_resolve_on_gl_obeys_the_last_scissor_and_a_full_scissor_mends_it() {
    let image = resolve(false);
    assert_eq!(image.pixel(4, 4), GREEN, "inside the scissor");
    if is_gl() {
        // The defect: outside the last scissor nothing was resolved, not even the clear.
        assert_ne!(
            image.pixel(20, 20),
            RED,
            "wgpu's GL resolve now ignores the scissor: the renderer's workaround and the \
             README note can go"
        );
    } else {
        assert_eq!(image.pixel(20, 20), RED, "the clear, resolved");
    }
    // The workaround: a full-target scissor before the pass ends.
    let mended = resolve(true);
    assert_eq!(mended.pixel(4, 4), GREEN);
    assert_eq!(mended.pixel(20, 20), RED);
}
