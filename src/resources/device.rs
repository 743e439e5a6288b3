//! Everything a renderer holds of one device, built as one unit by `Renderer::new` and
//! rebuilt as one unit by `Renderer::recover`: the device, queue and capabilities
//! ([`Gpu`]), the pipelines, the device's textures (samplers, font atlas, persistent bind
//! groups), the geometry store, and the device-lost watch. Dropping it releases every object
//! of that device the renderer made.

use crate::config::RendererConfig;
use crate::error::SetupError;
use crate::gpu::Gpu;
use crate::gpu::lost::DeviceWatch;
use crate::render::upload::GeometryStore;
use crate::resources::pipelines::Pipelines;
use crate::resources::textures::{DeviceTextures, FontImage, Generation};

/// The renderer's objects of one device.
#[derive(Debug)]
pub(crate) struct DeviceResources {
    pub gpu: Gpu,
    pub pipelines: Pipelines,
    pub textures: DeviceTextures,
    pub geometry: GeometryStore,
    /// Set when wgpu reports the device lost.
    pub watch: DeviceWatch,
}

impl DeviceResources {
    /// Builds the pipeline for the configuration's pass shape, uploads imgui's font atlas as
    /// `font_generation`, and installs the device-lost watch. Refuses a device known to be
    /// lost already (`recover` also lets wgpu deliver a pending loss first). Nothing of an
    /// earlier device is touched, and neither is imgui's font id (`fonts` is only read):
    /// the caller swaps the whole unit in, and points imgui at its atlas, only once
    /// nothing can refuse it any more.
    pub fn new(
        device: &wgpu::Device,
        queue: &wgpu::Queue,
        config: &RendererConfig,
        fonts: Option<FontImage<'_>>,
        font_generation: Generation,
    ) -> Result<Self, SetupError> {
        let watch = DeviceWatch::install(device);
        watch.check().map_err(SetupError::DeviceLost)?;
        let gpu = Gpu::new(device, queue, config);
        let pipelines = Pipelines::new(&gpu, config.shape, config.output_color_space)?;
        let textures = DeviceTextures::new(
            &gpu,
            pipelines.texture_layout.clone(),
            fonts,
            font_generation,
        )?;
        let reuse = config
            .reuse_unchanged_lists
            .unwrap_or(gpu.caps.reuse_by_default);
        let geometry = GeometryStore::new(&gpu, pipelines.uniform_layout.clone(), reuse);
        Ok(Self {
            gpu,
            pipelines,
            textures,
            geometry,
            watch,
        })
    }
}
