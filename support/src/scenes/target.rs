//! The colour target scenes draw into: `imgui-webgpu-offscreen`'s, whose views are made once,
//! so that starting a pass creates no wgpu object of its own inside a measured frame.

use imgui_webgpu_offscreen::{OffscreenTarget, TargetDesc};

/// A 1920x1080 sRGB colour target that can be rendered to (its passes clear it to black,
/// with optional timestamp writes) and read back.
pub type SceneTarget = OffscreenTarget;

/// The scenes' target on `device`. Panics when the device cannot hold 1920x1080 (no device
/// the scenes run on is that small).
pub fn scene_target(device: &wgpu::Device) -> SceneTarget {
    let desc =
        TargetDesc::new(super::DISPLAY_SIZE, super::TARGET_FORMAT).with_label("scene target");
    OffscreenTarget::new(device, desc).unwrap_or_else(|error| panic!("the scene target: {error}"))
}
