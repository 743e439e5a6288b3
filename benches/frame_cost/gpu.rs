//! The two devices the benchmark runs on: wgpu's no-op backend (pure CPU: the crate plus
//! wgpu-core, no driver) and the default adapter (a GPU, or lavapipe), with timestamp
//! queries where the adapter has them.

/// An opened device and what the report needs to say about it.
pub struct BenchGpu {
    pub instance: wgpu::Instance,
    pub device: wgpu::Device,
    pub queue: wgpu::Queue,
    /// "noop" or the adapter's name, backend and driver.
    pub description: String,
    /// Short label for tables: "noop", or the adapter's backend.
    pub label: String,
    /// Whether render passes can write timestamps (GPU time per UI pass).
    pub timestamps: bool,
}

impl BenchGpu {
    /// wgpu-core over the no-op backend: every wgpu call costs what wgpu itself costs, and
    /// nothing reaches a driver.
    pub fn noop() -> Result<BenchGpu, String> {
        let mut descriptor = wgpu::InstanceDescriptor {
            backends: wgpu::Backends::NOOP,
            ..wgpu::InstanceDescriptor::new_without_display_handle()
        };
        descriptor.backend_options.noop = wgpu::NoopBackendOptions::enabled();
        // No validation layers or debug labels in a benchmark.
        descriptor.flags = wgpu::InstanceFlags::empty();
        Self::open(wgpu::Instance::new(descriptor), false)
    }

    /// The default adapter, or the one `WGPU_BACKEND` / `WGPU_ADAPTER_NAME` name; instance
    /// flags from the environment (`WGPU_VALIDATION_INDIRECT_CALL=0` for GL without compute).
    pub fn default_adapter() -> Result<BenchGpu, String> {
        let backends =
            wgpu::Backends::from_env().unwrap_or(wgpu::Backends::all() - wgpu::Backends::NOOP);
        let descriptor = wgpu::InstanceDescriptor {
            backends,
            ..wgpu::InstanceDescriptor::new_without_display_handle_from_env()
        };
        Self::open(wgpu::Instance::new(descriptor), true)
    }

    fn open(instance: wgpu::Instance, want_timestamps: bool) -> Result<BenchGpu, String> {
        let adapter = pollster::block_on(wgpu::util::initialize_adapter_from_env_or_default(
            &instance, None,
        ))
        .map_err(|error| format!("no adapter: {error}"))?;
        let info = adapter.get_info();
        let timestamps = want_timestamps
            && info.backend != wgpu::Backend::Noop
            && adapter.features().contains(wgpu::Features::TIMESTAMP_QUERY);
        let required_features = if timestamps {
            wgpu::Features::TIMESTAMP_QUERY
        } else {
            wgpu::Features::empty()
        };
        let (device, queue) = pollster::block_on(adapter.request_device(&wgpu::DeviceDescriptor {
            label: Some("frame_cost"),
            required_features,
            required_limits: adapter.limits(),
            ..Default::default()
        }))
        .map_err(|error| format!("no device: {error}"))?;
        let (description, label) = if info.backend == wgpu::Backend::Noop {
            ("wgpu noop backend (CPU only)".to_owned(), "noop".to_owned())
        } else {
            (
                format!(
                    "{} ({:?}, {:?}, {} {})",
                    info.name, info.backend, info.device_type, info.driver, info.driver_info
                ),
                format!("{:?}", info.backend).to_lowercase(),
            )
        };
        Ok(BenchGpu {
            instance,
            device,
            queue,
            description,
            label,
            timestamps,
        })
    }

    /// Waits until the GPU has finished everything submitted.
    pub fn wait(&self) {
        let _ = self.device.poll(wgpu::PollType::wait_indefinitely());
    }
}

/// Timestamps around one render pass, read back after the frame (GPU time per UI pass).
pub struct PassTimer {
    queries: wgpu::QuerySet,
    resolve: wgpu::Buffer,
    readback: wgpu::Buffer,
    period_ns: f64,
}

impl PassTimer {
    pub fn new(gpu: &BenchGpu) -> Option<PassTimer> {
        if !gpu.timestamps {
            return None;
        }
        let queries = gpu.device.create_query_set(&wgpu::QuerySetDescriptor {
            label: Some("pass timestamps"),
            ty: wgpu::QueryType::Timestamp,
            count: 2,
        });
        let resolve = gpu.device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("timestamp resolve"),
            size: 16,
            usage: wgpu::BufferUsages::QUERY_RESOLVE | wgpu::BufferUsages::COPY_SRC,
            mapped_at_creation: false,
        });
        let readback = gpu.device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("timestamp readback"),
            size: 16,
            usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        Some(PassTimer {
            queries,
            resolve,
            readback,
            period_ns: f64::from(gpu.queue.get_timestamp_period()),
        })
    }

    /// The pass's timestamp writes.
    pub fn writes(&self) -> wgpu::RenderPassTimestampWrites<'_> {
        wgpu::RenderPassTimestampWrites {
            query_set: &self.queries,
            beginning_of_pass_write_index: Some(0),
            end_of_pass_write_index: Some(1),
        }
    }

    /// Resolves the timestamps after the pass (same encoder).
    pub fn resolve(&self, encoder: &mut wgpu::CommandEncoder) {
        encoder.resolve_query_set(&self.queries, 0..2, &self.resolve, 0);
        encoder.copy_buffer_to_buffer(&self.resolve, 0, &self.readback, 0, 16);
    }

    /// The pass's GPU time in nanoseconds, once the frame's submission has finished.
    pub fn read_ns(&self, gpu: &BenchGpu) -> Option<f64> {
        let slice = self.readback.slice(..);
        slice.map_async(wgpu::MapMode::Read, |_| {});
        gpu.wait();
        let ticks = slice.get_mapped_range().ok().and_then(|bytes| {
            let stamps: &[u64] = bytemuck::cast_slice(&bytes);
            stamps[1].checked_sub(stamps[0])
        });
        self.readback.unmap();
        ticks.map(|ticks| ticks as f64 * self.period_ns)
    }
}
