//! Watching the device for loss: wgpu's device-lost callback sets a flag every call that
//! needs the device checks first.
//!
//! A lost device answers nothing: wgpu reports no errors for work on it (as WebGPU
//! specifies), and staging writes fail. Without the flag a renderer would hand wgpu
//! commands that silently do nothing, and an app would see blank frames with no reason.
//!
//! wgpu keeps one lost callback per device, and several renderers may share a device (two
//! imgui contexts, a tool window and a screenshot renderer). Natively, installing a callback
//! replaces the one before and drops it at once, inside `set_device_lost_callback`, on the
//! calling thread (`wgpu-core`'s `device_set_device_lost_closure`); in browsers every
//! callback stays and fires. So each installed callback serves a *group* of watchers, and
//! a callback of ours that wgpu drops while [`DeviceWatch::install`] replaces it hands its
//! group to the installer, through a thread-local slot that is armed only for the length of
//! that call: the new callback tells the old group's renderers too. A callback dropped for
//! any other reason (its device dropped, or the callback run) finds the slot unarmed, or
//! has no watchers left, and hands nothing on. Groups hold their renderers' watchers weakly,
//! so a dropped renderer is not kept alive, and a renderer that `recover`s leaves its old
//! group (its old watcher is dropped).
//!
//! The app's own callback is chained ([`Renderer::on_device_lost`](crate::RendererFor::on_device_lost)) and runs once.

use std::cell::RefCell;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError, Weak};

use crate::error::DeviceLost;

/// What an app asks to be told when the device is lost (`Send`: wgpu requires its lost
/// callback to be, in browsers too).
pub(crate) type LostCallback = Box<dyn FnOnce(wgpu::DeviceLostReason, String) + Send + 'static>;

/// One renderer's view of its device: the lost flag, and the app's callback or the loss.
#[derive(Default)]
struct Watcher {
    /// Set with `state.loss`; read without a lock by every call that needs the device.
    lost: AtomicBool,
    state: Mutex<WatcherState>,
}

#[derive(Default)]
struct WatcherState {
    app_callback: Option<LostCallback>,
    loss: Option<(wgpu::DeviceLostReason, String)>,
}

impl Watcher {
    fn lock(&self) -> std::sync::MutexGuard<'_, WatcherState> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Marks the device lost and runs the app's callback, if one waits (at most once).
    fn notify(&self, reason: wgpu::DeviceLostReason, message: &str) {
        let callback = {
            let mut state = self.lock();
            if state.loss.is_some() {
                return;
            }
            state.loss = Some((reason, message.to_owned()));
            self.lost.store(true, Ordering::Release);
            state.app_callback.take()
        };
        if let Some(callback) = callback {
            callback(reason, message.to_owned());
        }
    }

    /// Keeps `callback` for the loss, or runs it now when the loss came already.
    fn on_lost(&self, callback: LostCallback) {
        let loss = {
            let mut state = self.lock();
            match &state.loss {
                Some(loss) => loss.clone(),
                None => {
                    state.app_callback = Some(callback);
                    return;
                }
            }
        };
        callback(loss.0, loss.1);
    }
}

/// The watchers one installed callback tells, and the loss once it came.
#[derive(Default)]
struct GroupState {
    watchers: Vec<Weak<Watcher>>,
    lost: Option<(wgpu::DeviceLostReason, String)>,
}

/// The watchers of one installed device-lost callback.
#[derive(Default)]
struct Group {
    state: Mutex<GroupState>,
}

impl Group {
    fn lock(&self) -> std::sync::MutexGuard<'_, GroupState> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The device is lost: tells every live watcher, once.
    fn lose(&self, reason: wgpu::DeviceLostReason, message: String) {
        let watchers = {
            let mut state = self.lock();
            if state.lost.is_some() {
                return;
            }
            state.lost = Some((reason, message.clone()));
            std::mem::take(&mut state.watchers)
        };
        // Outside the lock: an app callback may do anything, a new renderer included.
        for watcher in watchers.iter().filter_map(Weak::upgrade) {
            watcher.notify(reason, &message);
        }
    }

    /// Takes on `watchers`, those of the callback this group's callback replaced. When the
    /// device was lost already (on another thread, between the replacement and now), tells
    /// them instead.
    fn adopt(&self, watchers: Vec<Weak<Watcher>>) {
        let lost = {
            let mut state = self.lock();
            match &state.lost {
                Some(lost) => lost.clone(),
                None => {
                    state
                        .watchers
                        .extend(watchers.into_iter().filter(|w| w.strong_count() > 0));
                    return;
                }
            }
        };
        for watcher in watchers.iter().filter_map(Weak::upgrade) {
            watcher.notify(lost.0, &lost.1);
        }
    }

    /// The live watchers, taken out (the group's callback is going away).
    fn take_watchers(&self) -> Vec<Weak<Watcher>> {
        let mut state = self.lock();
        let mut watchers = std::mem::take(&mut state.watchers);
        watchers.retain(|watcher| watcher.strong_count() > 0);
        watchers
    }
}

thread_local! {
    /// Armed (`Some`) only while [`DeviceWatch::install`] replaces a device's callback on this
    /// thread: a callback of ours that wgpu drops then leaves its watchers here.
    static HANDOVER: RefCell<Option<Vec<Weak<Watcher>>>> = const { RefCell::new(None) };
}

/// The armed handover slot of one `install`; disarmed when dropped, on a panic too, so a
/// callback dropped later, for another reason, never reaches a later install.
struct Armed;

impl Armed {
    fn arm() -> Self {
        let _ = HANDOVER.try_with(|slot| {
            if let Ok(mut slot) = slot.try_borrow_mut() {
                *slot = Some(Vec::new());
            }
        });
        Self
    }

    /// What callbacks dropped while armed handed over.
    fn take(self) -> Vec<Weak<Watcher>> {
        HANDOVER
            .try_with(|slot| slot.try_borrow_mut().ok().and_then(|mut slot| slot.take()))
            .ok()
            .flatten()
            .unwrap_or_default()
    }
}

impl Drop for Armed {
    fn drop(&mut self) {
        let _ = HANDOVER.try_with(|slot| {
            if let Ok(mut slot) = slot.try_borrow_mut() {
                *slot = None;
            }
        });
    }
}

/// What the installed callback owns: its group. Dropped by wgpu when the callback is
/// replaced, run, or its device dropped.
struct GroupHandle {
    group: Arc<Group>,
}

impl Drop for GroupHandle {
    fn drop(&mut self) {
        // Runs inside wgpu (under its callback lock): touch nothing but our own state.
        let _ = HANDOVER.try_with(|slot| {
            let Ok(mut slot) = slot.try_borrow_mut() else {
                return;
            };
            if let Some(handed) = slot.as_mut() {
                handed.extend(self.group.take_watchers());
            }
        });
    }
}

/// The lost flag of one renderer's device, set by wgpu's device-lost callback.
pub(crate) struct DeviceWatch {
    watcher: Arc<Watcher>,
}

impl std::fmt::Debug for DeviceWatch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DeviceWatch")
            .field("lost", &self.is_lost())
            .finish_non_exhaustive()
    }
}

impl DeviceWatch {
    /// Installs the device-lost callback on `device`, for this renderer and every renderer
    /// the callback it replaces was telling. wgpu calls it when the device is lost or
    /// destroyed (natively during a `poll` or `submit`, also for a device lost before this
    /// call; in browsers when the device's `lost` promise settles).
    pub fn install(device: &wgpu::Device) -> Self {
        let watcher = Arc::new(Watcher::default());
        let group = Arc::new(Group::default());
        group.lock().watchers.push(Arc::downgrade(&watcher));
        let handle = GroupHandle {
            group: Arc::clone(&group),
        };
        // Natively wgpu drops the callback this one replaces inside the call, here.
        let armed = Armed::arm();
        device.set_device_lost_callback(move |reason, message| {
            log::warn!("imgui-webgpu: the wgpu device was lost ({reason:?}): {message}");
            handle.group.lose(reason, message);
        });
        group.adopt(armed.take());
        Self { watcher }
    }

    /// Whether wgpu has reported the device lost.
    pub fn is_lost(&self) -> bool {
        self.watcher.lost.load(Ordering::Acquire)
    }

    /// `Err` with wgpu's reason and message once the device is lost: what every call that
    /// needs the device asks first.
    pub fn check(&self) -> Result<(), DeviceLost> {
        if !self.is_lost() {
            return Ok(());
        }
        let loss = self.watcher.lock().loss.clone();
        Err(match loss {
            Some((reason, message)) => DeviceLost::new(Some(reason), message),
            None => DeviceLost::new(None, String::new()),
        })
    }

    /// Asks for `callback` to run once when the device is lost (replacing an earlier one
    /// that has not run); at once, with wgpu's reason and message, when it is lost already.
    pub fn on_lost(&self, callback: LostCallback) {
        self.watcher.on_lost(callback);
    }

    /// Whether the device is lost, letting wgpu deliver a pending loss first. Called only
    /// on a failure path (a staging write refused), so it may wait: wgpu loses a destroyed
    /// device once its queue has drained, at a poll. (In browsers the poll does nothing; the
    /// loss arrives with the device's `lost` promise, and the next call sees it.)
    pub fn confirm_lost(&self, device: &wgpu::Device) -> Result<(), DeviceLost> {
        if !self.is_lost() {
            let _ = device.poll(wgpu::PollType::wait_indefinitely());
        }
        self.check()
    }
}
