//! Unit tests of the headless pieces: the offscreen crate's causes keep the variants of
//! [`HeadlessError`] that always named them (the target and readback test themselves there).

use imgui_webgpu::RenderTarget;

use crate::error::HeadlessError;
use crate::headless::gpu::HeadlessGpu;
use crate::headless::readback::read_texture_rgba8;
use crate::headless::target::HeadlessTarget;

#[test]
fn offscreen_causes_keep_their_headless_variants() {
    let gpu =
        HeadlessGpu::new().unwrap_or_else(|error| panic!("this test needs an adapter: {error}"));
    let desc = RenderTarget::new([0, 8], wgpu::TextureFormat::Rgba8Unorm);
    assert!(matches!(
        HeadlessTarget::new(&gpu.device, desc),
        Err(HeadlessError::InvalidTargetSize([0, 8]))
    ));
    let texture = gpu.device.create_texture(&wgpu::TextureDescriptor {
        label: Some("no COPY_SRC"),
        size: wgpu::Extent3d {
            width: 4,
            height: 4,
            depth_or_array_layers: 1,
        },
        mip_level_count: 1,
        sample_count: 1,
        dimension: wgpu::TextureDimension::D2,
        format: wgpu::TextureFormat::Rgba8Unorm,
        usage: wgpu::TextureUsages::TEXTURE_BINDING,
        view_formats: &[],
    });
    assert!(matches!(
        read_texture_rgba8(&gpu.device, &gpu.queue, &texture),
        Err(HeadlessError::NotCopySource(_))
    ));
}

#[test]
fn the_arithmetic_probe_recognises_this_build() {
    let stepper = crate::UiStepper::new([64.0, 64.0]).unwrap();
    let arithmetic = stepper.imgui_arithmetic();
    // x86_64 builds imgui with SSE unless IMGUI_DISABLE_SSE is defined; every other target
    // computes exactly. Either way the probe must recognise one of the two.
    if cfg!(target_arch = "x86_64") {
        assert_ne!(arithmetic, crate::ImguiArithmetic::Unknown);
    } else {
        assert_eq!(arithmetic, crate::ImguiArithmetic::Exact);
    }
}
