//! Unit tests of the headless pieces on a device: readback and targets (through this
//! crate's wrappers, so they test `imgui-webgpu-offscreen`'s target and readback too; its
//! GPU-free parts test themselves).

use imgui_webgpu::RenderTarget;

use crate::error::HeadlessError;
use crate::headless::gpu::HeadlessGpu;
use crate::headless::readback::read_texture_rgba8;
use crate::headless::target::HeadlessTarget;

fn gpu() -> HeadlessGpu {
    HeadlessGpu::new().unwrap_or_else(|error| panic!("this test needs an adapter: {error}"))
}

fn texture(
    gpu: &HeadlessGpu,
    layers: u32,
    sample_count: u32,
    usage: wgpu::TextureUsages,
) -> wgpu::Texture {
    gpu.device.create_texture(&wgpu::TextureDescriptor {
        label: Some("readback test"),
        size: wgpu::Extent3d {
            width: 4,
            height: 3,
            depth_or_array_layers: layers,
        },
        mip_level_count: 1,
        sample_count,
        dimension: wgpu::TextureDimension::D2,
        format: wgpu::TextureFormat::Rgba8Unorm,
        usage,
        view_formats: &[],
    })
}

#[test]
fn readback_refuses_textures_it_cannot_copy_instead_of_panicking() {
    let gpu = gpu();
    let read = |texture: &wgpu::Texture| read_texture_rgba8(&gpu.device, &gpu.queue, texture);
    let no_copy_src = texture(&gpu, 1, 1, wgpu::TextureUsages::TEXTURE_BINDING);
    assert!(matches!(
        read(&no_copy_src),
        Err(HeadlessError::NotCopySource(_))
    ));
    let multisampled = texture(
        &gpu,
        1,
        4,
        wgpu::TextureUsages::RENDER_ATTACHMENT | wgpu::TextureUsages::COPY_SRC,
    );
    assert!(matches!(
        read(&multisampled),
        Err(HeadlessError::Multisampled(4))
    ));

    // An array texture reads back its first layer.
    let layered = texture(
        &gpu,
        3,
        1,
        wgpu::TextureUsages::COPY_DST | wgpu::TextureUsages::COPY_SRC,
    );
    let layer_bytes = |fill: u8| vec![fill; 4 * 3 * 4];
    for (layer, fill) in [(0, 10), (1, 20), (2, 30)] {
        gpu.queue.write_texture(
            wgpu::TexelCopyTextureInfo {
                texture: &layered,
                mip_level: 0,
                origin: wgpu::Origin3d {
                    x: 0,
                    y: 0,
                    z: layer,
                },
                aspect: wgpu::TextureAspect::All,
            },
            &layer_bytes(fill),
            wgpu::TexelCopyBufferLayout {
                offset: 0,
                bytes_per_row: Some(16),
                rows_per_image: Some(3),
            },
            wgpu::Extent3d {
                width: 4,
                height: 3,
                depth_or_array_layers: 1,
            },
        );
    }
    let image = read(&layered).unwrap();
    assert_eq!([image.width, image.height], [4, 3]);
    assert_eq!(image.pixels, layer_bytes(10));
}

#[test]
fn a_pass_creates_no_texture_views() {
    let gpu = gpu();
    let desc = RenderTarget::new([8, 8], wgpu::TextureFormat::Rgba8Unorm)
        .with_sample_count(4)
        .with_depth(wgpu::TextureFormat::Depth24Plus);
    let target = HeadlessTarget::new(&gpu.device, desc).unwrap();
    let views = || {
        gpu.instance
            .generate_report()
            .expect("the wgpu-core instance gives a report")
            .hub
            .texture_views
            .num_allocated
    };
    let before = views();
    for _ in 0..3 {
        let mut encoder = gpu.device.create_command_encoder(&Default::default());
        let during = target.encode_pass(&mut encoder, wgpu::Color::BLACK, |_| views());
        assert_eq!(during, before, "views made for the pass");
        gpu.queue.submit([encoder.finish()]);
    }
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
