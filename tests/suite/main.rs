//! The crate's tests, in one binary (as wgpu's own test crate): one module per subject, run
//! on a real wgpu device (lavapipe or llvmpipe on CI; `WGPU_BACKEND` picks the backend).
//! Every test that needs an adapter fails without one. Shared set-up lives in the private
//! support crate (`support/`); the rendering tests the browser runs too are there
//! (`imgui_webgpu_test_support::rendering`), wrapped here by `rendering`.
//!
//! Run one subject with a name filter: `cargo test --features counters --test suite golden::`.
//! The leak tests need the `counters` feature (wgpu's internal object counters).

use imgui_webgpu_test_support::scenes::alloc_count::CountingAllocator;

/// Counts the allocations of the thread a test measures (`perf_counts`, `steady_state`).
#[global_allocator]
static ALLOCATOR: CountingAllocator = CountingAllocator;

mod adversarial_source;
mod arena;
mod bad_input;
mod device_loss;
mod display_mapping;
mod frame_textures;
mod gl_msaa_resolve;
mod golden;
mod gradients;
mod imgui_textures;
mod large_mesh;
#[cfg(feature = "counters")]
mod leaks;
mod lifecycle;
mod multi_pass;
mod paint_callback;
mod pass_shapes;
mod perf_counts;
mod pixels;
mod rendering;
mod reuse;
mod robustness;
mod smoke;
mod srgb_texels;
mod stale_ids;
mod steady_state;
mod texture_checks;
mod texture_upload;
mod viewport_draw_data;
