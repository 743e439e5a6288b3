//! The target and its readback on a device: the adapter `WGPU_BACKEND` names (any but the
//! no-op one by default); a machine without one fails these tests, never skips them.

use crate::{Gpu, OffscreenError, OffscreenTarget, TargetDesc, read_texture_rgba8};

/// The device the tests draw with ([`Gpu::open`], as every test of the project opens one).
fn gpu() -> Gpu {
    Gpu::open().unwrap_or_else(|error| panic!("these tests need an adapter: {error}"))
}

fn texture(gpu: &Gpu, layers: u32, sample_count: u32, usage: wgpu::TextureUsages) -> wgpu::Texture {
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
        Err(OffscreenError::NotCopySource(_))
    ));
    let multisampled = texture(
        &gpu,
        1,
        4,
        wgpu::TextureUsages::RENDER_ATTACHMENT | wgpu::TextureUsages::COPY_SRC,
    );
    assert!(matches!(
        read(&multisampled),
        Err(OffscreenError::Multisampled(4))
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
    let desc = TargetDesc::new([8, 8], wgpu::TextureFormat::Rgba8Unorm)
        .with_sample_count(4)
        .with_depth(wgpu::TextureFormat::Depth24Plus);
    let target = OffscreenTarget::new(&gpu.device, desc).unwrap();
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

/// Clears a target of `desc` to `clear` and reads its middle pixel back.
fn cleared(gpu: &Gpu, desc: TargetDesc, clear: wgpu::Color) -> [u8; 4] {
    let target = OffscreenTarget::new(&gpu.device, desc).unwrap();
    let mut encoder = gpu.device.create_command_encoder(&Default::default());
    drop(target.begin_pass(&mut encoder, clear, None));
    gpu.queue.submit([encoder.finish()]);
    let image = target.read_rgba8(&gpu.device, &gpu.queue).unwrap();
    assert_eq!([image.width, image.height], desc.size);
    assert!(image.is_well_formed());
    image.pixel(desc.size[0] / 2, desc.size[1] / 2)
}

#[test]
fn every_shape_the_callers_use_reads_back_as_rgba8() {
    use wgpu::TextureFormat as F;
    let gpu = gpu();
    let colour = wgpu::Color {
        r: 1.0,
        g: 0.5,
        b: 0.0,
        a: 1.0,
    };
    // Rows of 100 pixels are padded to 256-byte multiples in the copy: cut off again.
    let size = [100, 3];
    for (desc, expected) in [
        (TargetDesc::new(size, F::Rgba8Unorm), [255, 128, 0, 255]),
        (TargetDesc::new(size, F::Bgra8Unorm), [255, 128, 0, 255]),
        // An sRGB target stores the clear colour (linear) encoded.
        (TargetDesc::new(size, F::Rgba8UnormSrgb), [255, 188, 0, 255]),
        (TargetDesc::new(size, F::Rgba16Float), [255, 188, 0, 255]),
        (
            TargetDesc::new(size, F::Rgba8Unorm)
                .with_sample_count(4)
                .with_depth(F::Depth24Plus)
                .sampled(),
            [255, 128, 0, 255],
        ),
    ] {
        // The GPU's sRGB encoding may round 187.5 either way.
        let pixel = cleared(&gpu, desc, colour);
        let close = pixel.iter().zip(expected).all(|(a, b)| a.abs_diff(b) <= 1);
        assert!(close, "{desc:?}: {pixel:?}, expected {expected:?}");
    }
}

#[test]
fn sizes_no_texture_can_have_are_errors() {
    let gpu = gpu();
    let too_wide = gpu.device.limits().max_texture_dimension_2d + 1;
    for size in [[0, 4], [4, 0], [too_wide, 1]] {
        let desc = TargetDesc::new(size, wgpu::TextureFormat::Rgba8Unorm);
        assert!(matches!(
            OffscreenTarget::new(&gpu.device, desc),
            Err(OffscreenError::InvalidTargetSize(refused)) if refused == size
        ));
    }
}
