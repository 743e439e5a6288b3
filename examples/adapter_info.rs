//! Prints the wgpu adapter this machine would use, or fails if there is none.
//!
//! This example exists for `cargo xtask`: before running the tests, the demo or
//! the benchmarks (all of which need a real GPU or a software rasteriser such as
//! Mesa's lavapipe/llvmpipe), xtask runs it to find out whether any adapter is
//! available at all. Exit status 0 means an adapter was found and its details
//! were printed on stdout; exit status 1 means none was found, with a
//! diagnostic on stderr, and xtask can then offer to install a software driver.
//!
//! The backends probed are taken from the `WGPU_BACKEND` environment variable
//! when it is set (e.g. `WGPU_BACKEND=vulkan`), otherwise every backend except
//! wgpu's no-op backend, which would always "succeed" without rendering
//! anything.
//!
//! Run it with `cargo run --example adapter_info`.

use std::process::ExitCode;

fn main() -> ExitCode {
    let backends =
        wgpu::Backends::from_env().unwrap_or(wgpu::Backends::all() - wgpu::Backends::NOOP);

    let instance = wgpu::Instance::new(wgpu::InstanceDescriptor {
        backends,
        ..wgpu::InstanceDescriptor::new_without_display_handle_from_env()
    });

    let options = wgpu::RequestAdapterOptions::default();
    match pollster::block_on(instance.request_adapter(&options)) {
        Ok(adapter) => {
            let info = adapter.get_info();
            println!(
                "adapter: {} ({}, {:?}, driver {} {})",
                info.name, info.backend, info.device_type, info.driver, info.driver_info
            );
            // Opening a device proves more than finding an adapter (a GL context can fail here).
            let limits = [
                ("default", wgpu::Limits::default()),
                ("adapter", adapter.limits()),
            ];
            for (name, required_limits) in limits {
                let result = pollster::block_on(adapter.request_device(&wgpu::DeviceDescriptor {
                    required_limits,
                    ..Default::default()
                }));
                match result {
                    Ok(_) => println!("device with {name} limits: ok"),
                    Err(error) => println!("device with {name} limits: {error}"),
                }
            }
            ExitCode::SUCCESS
        }
        Err(err) => {
            eprintln!("adapter_info: no wgpu adapter found (backends probed: {backends:?}): {err}");
            eprintln!(
                "adapter_info: install a GPU driver or a software one, e.g. \
                 `sudo apt-get install mesa-vulkan-drivers libvulkan1`"
            );
            ExitCode::FAILURE
        }
    }
}
