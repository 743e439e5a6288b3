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
use imgui_webgpu_testing::headless::{OffscreenTarget, TargetDesc};

const SIZE: u32 = 32;
const FORMAT: wgpu::TextureFormat = wgpu::TextureFormat::Rgba8Unorm;
const RED: [u8; 4] = [255, 0, 0, 255];
const GREEN: [u8; 4] = [0, 255, 0, 255];

/// Clears an MSAA pass to red, draws green through an 8x8 scissor at the origin, then (if
/// `reset_scissor`) sets a full-target scissor, and returns the resolved image.
fn resolve(reset_scissor: bool) -> imgui_webgpu_testing::images::RgbaImage {
    let gpu = common::gpu();
    // The testing crate's offscreen target: a 4x target resolved into the one read back.
    let desc = TargetDesc::new([SIZE, SIZE], FORMAT).with_sample_count(4);
    let target = OffscreenTarget::new(&gpu.device, desc).unwrap();
    let pipeline = fill_pipeline(&gpu.device, FORMAT, 4);
    let ((), errors) = common::capture_errors(&gpu.device, || {
        let mut encoder = gpu.device.create_command_encoder(&Default::default());
        {
            let mut pass = target.begin_pass(&mut encoder, wgpu::Color::RED, None);
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
    target.read_rgba8(&gpu.device, &gpu.queue).unwrap()
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
