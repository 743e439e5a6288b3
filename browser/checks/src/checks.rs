//! The browser's device, and the portable rendering tests run on it: the same functions the
//! native suite runs (`imgui_webgpu_portable_tests`, through `imgui_webgpu_test_support::rendering`), not copies of them. Every test
//! runs inside a wgpu validation error scope; an error fails it.

use imgui_webgpu_test_support::rendering::{self, ALL};
use imgui_webgpu_testing::headless::HeadlessGpu;

/// One check's outcome.
pub struct Outcome {
    pub name: &'static str,
    pub passed: bool,
    pub detail: String,
}

/// The browser's device, and what the checks draw with.
pub struct Gpu {
    pub gpu: HeadlessGpu,
    pub backend: &'static str,
    // WebGL2 adapters come from a canvas; it must outlive them.
    _surface: Option<wgpu::Surface<'static>>,
}

/// Opens WebGPU, or WebGL2 where WebGPU gives no adapter (`?backend=webgl2` forces it).
pub async fn open() -> Result<Gpu, String> {
    let opened = imgui_webgpu_offscreen::Gpu::open_in_browser()
        .await
        .map_err(|error| error.to_string())?;
    let imgui_webgpu_offscreen::Gpu {
        instance,
        adapter,
        device,
        queue,
    } = opened.gpu;
    Ok(Gpu {
        gpu: HeadlessGpu::from_parts(instance, adapter, device, queue),
        backend: opened.backend,
        _surface: opened.surface,
    })
}

/// Runs every portable rendering test; each reports on its own.
pub async fn run(gpu: &Gpu) -> Vec<Outcome> {
    let mut outcomes = Vec::new();
    for &name in ALL {
        let (passed, detail) = match rendering::run(&gpu.gpu, name).await {
            Ok(detail) => (true, detail),
            Err(detail) => (false, detail),
        };
        outcomes.push(Outcome {
            name,
            passed,
            detail,
        });
    }
    outcomes
}
