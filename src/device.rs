//! Watching the device for loss: wgpu's device-lost callback sets a flag every call that
//! needs the device checks first.
//!
//! A lost device answers nothing: wgpu reports no errors for work on it (as WebGPU
//! specifies), and staging writes fail. Without the flag a renderer would hand wgpu
//! commands that silently do nothing, and an app would see blank frames with no reason.
//! wgpu keeps one lost callback per device, so the renderer installs its own and chains to
//! the app's ([`crate::Renderer::on_device_lost`]).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};

/// What an app asks to be told when the device is lost (`Send`: wgpu requires its lost
/// callback to be, in browsers too).
pub(crate) type LostCallback = Box<dyn FnOnce(wgpu::DeviceLostReason, String) + Send + 'static>;

#[derive(Default)]
struct Shared {
    lost: AtomicBool,
    app_callback: Mutex<Option<LostCallback>>,
}

/// The lost flag of one device, set by wgpu's device-lost callback.
#[derive(Clone)]
pub(crate) struct DeviceWatch {
    shared: Arc<Shared>,
}

impl std::fmt::Debug for DeviceWatch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DeviceWatch")
            .field("lost", &self.is_lost())
            .finish_non_exhaustive()
    }
}

impl DeviceWatch {
    /// Installs the device-lost callback on `device`. wgpu calls it when the device is lost
    /// or destroyed (natively during a `poll` or `submit`; in browsers when the device's
    /// `lost` promise settles), also when the device was lost before this call.
    pub fn install(device: &wgpu::Device) -> Self {
        let shared = Arc::new(Shared::default());
        let flag = Arc::clone(&shared);
        device.set_device_lost_callback(move |reason, message| {
            flag.lost.store(true, Ordering::Release);
            log::warn!("imgui-webgpu: the wgpu device was lost ({reason:?}): {message}");
            let callback = flag
                .app_callback
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .take();
            if let Some(callback) = callback {
                callback(reason, message);
            }
        });
        Self { shared }
    }

    /// Whether wgpu has reported the device lost.
    pub fn is_lost(&self) -> bool {
        self.shared.lost.load(Ordering::Acquire)
    }

    /// Asks for `callback` to run once when the device is lost (replacing an earlier one).
    pub fn on_lost(&self, callback: LostCallback) {
        *self
            .shared
            .app_callback
            .lock()
            .unwrap_or_else(PoisonError::into_inner) = Some(callback);
    }

    /// Whether the device is lost, letting wgpu deliver a pending loss first. Called only
    /// on a failure path (a staging write refused), so it may wait: wgpu loses a destroyed
    /// device once its queue has drained, at a poll. (In browsers the poll does nothing; the
    /// loss arrives with the device's `lost` promise, and the next call sees it.)
    pub fn confirm_lost(&self, device: &wgpu::Device) -> bool {
        if !self.is_lost() {
            let _ = device.poll(wgpu::PollType::wait_indefinitely());
        }
        self.is_lost()
    }
}
