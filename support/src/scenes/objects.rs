//! Live wgpu objects by kind, from wgpu-core's hub (`Instance::generate_report`).
//!
//! The difference of two snapshots taken around a piece of work is what that work created
//! and kept (or released). The app's own per-frame objects (its command encoder, render pass
//! and command buffer) are not counted: they are the caller's, not the renderer's.

/// Live objects of each kind a renderer can create.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct ObjectCounts {
    pub buffers: i64,
    pub textures: i64,
    pub texture_views: i64,
    pub samplers: i64,
    pub bind_groups: i64,
    pub bind_group_layouts: i64,
    pub pipeline_layouts: i64,
    pub render_pipelines: i64,
    pub shader_modules: i64,
    pub query_sets: i64,
}

impl ObjectCounts {
    /// A snapshot of the hub's live objects; all zero where the instance gives no report
    /// (a backend outside wgpu-core, such as the browser's WebGPU).
    pub fn snapshot(instance: &wgpu::Instance) -> ObjectCounts {
        let Some(report) = instance.generate_report() else {
            return ObjectCounts::default();
        };
        let hub = report.hub_report();
        let live =
            |registry: &wgpu::wgc::registry::RegistryReport| registry.num_kept_from_user as i64;
        ObjectCounts {
            buffers: live(&hub.buffers),
            textures: live(&hub.textures),
            texture_views: live(&hub.texture_views),
            samplers: live(&hub.samplers),
            bind_groups: live(&hub.bind_groups),
            bind_group_layouts: live(&hub.bind_group_layouts),
            pipeline_layouts: live(&hub.pipeline_layouts),
            render_pipelines: live(&hub.render_pipelines),
            shader_modules: live(&hub.shader_modules),
            query_sets: live(&hub.query_sets),
        }
    }

    /// `self - earlier`, kind by kind.
    pub fn since(self, earlier: ObjectCounts) -> ObjectCounts {
        ObjectCounts {
            buffers: self.buffers - earlier.buffers,
            textures: self.textures - earlier.textures,
            texture_views: self.texture_views - earlier.texture_views,
            samplers: self.samplers - earlier.samplers,
            bind_groups: self.bind_groups - earlier.bind_groups,
            bind_group_layouts: self.bind_group_layouts - earlier.bind_group_layouts,
            pipeline_layouts: self.pipeline_layouts - earlier.pipeline_layouts,
            render_pipelines: self.render_pipelines - earlier.render_pipelines,
            shader_modules: self.shader_modules - earlier.shader_modules,
            query_sets: self.query_sets - earlier.query_sets,
        }
    }

    /// Sum over kinds.
    pub fn total(self) -> i64 {
        self.buffers
            + self.textures
            + self.texture_views
            + self.samplers
            + self.bind_groups
            + self.bind_group_layouts
            + self.pipeline_layouts
            + self.render_pipelines
            + self.shader_modules
            + self.query_sets
    }
}
