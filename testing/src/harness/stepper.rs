//! Deterministic imgui frames: a fixed delta time, no ini file, scripted input, and one
//! active context per process at a time.

use std::fmt;
use std::sync::{Condvar, Mutex, PoisonError};
use std::thread::ThreadId;

use crate::binding::{self, Context, sys};
use crate::harness::input::InputEvent;

/// Why a stepper could not be made, or (with dear-imgui-rs) could not build a frame alone.
#[derive(Clone, PartialEq)]
#[non_exhaustive]
pub enum StepperError {
    /// This thread already holds a stepper; imgui allows one active context at a time.
    AlreadyHeldByThisThread,
    /// Another thread holds a stepper ([`UiStepper::try_new`] does not wait for it).
    HeldByAnotherThread,
    /// An imgui context made outside this module is active.
    ForeignContextActive,
    /// The binding refused to make a context (dear-imgui-rs keeps one per thread, and none
    /// while one of its own binding scopes is open): its words.
    ContextRefused(String),
    /// A renderer manages this context's textures (Dear ImGui 1.92): a frame needs it to
    /// answer imgui's texture requests, so it is built through the
    /// [`Harness`](crate::Harness), not [`UiStepper::frame`].
    TexturesManagedByRenderer,
    /// The display size or scale is not finite and positive.
    InvalidDisplay {
        /// The display size asked for.
        display_size: [f32; 2],
        /// The framebuffer scale asked for.
        framebuffer_scale: f32,
    },
}

impl fmt::Display for StepperError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::AlreadyHeldByThisThread => write!(
                f,
                "this thread already holds a UiStepper: imgui allows one active context"
            ),
            Self::HeldByAnotherThread => write!(
                f,
                "another thread holds a UiStepper: imgui allows one active context"
            ),
            Self::ForeignContextActive => write!(
                f,
                "an imgui context created outside imgui-webgpu-testing is active"
            ),
            Self::ContextRefused(why) => write!(f, "the binding made no imgui context: {why}"),
            Self::TexturesManagedByRenderer => write!(
                f,
                "a renderer manages this context's textures: build its frames through the \
                 Harness, which has the renderer answer imgui's texture requests"
            ),
            Self::InvalidDisplay {
                display_size,
                framebuffer_scale,
            } => write!(
                f,
                "invalid display: size {display_size:?}, scale {framebuffer_scale}"
            ),
        }
    }
}

impl std::error::Error for StepperError {}

/// Which thread holds the process's imgui context, if any, and how many turns it holds
/// (several steppers of one thread each hold one).
static CONTEXT_OWNER: Mutex<Option<(ThreadId, usize)>> = Mutex::new(None);

thread_local! {
    /// The contexts of this thread's live steppers (raw imgui pointers): a context current
    /// on this thread that is not among them was made elsewhere.
    static STEPPER_CONTEXTS: std::cell::RefCell<Vec<usize>> =
        const { std::cell::RefCell::new(Vec::new()) };
}
static CONTEXT_FREED: Condvar = Condvar::new();

/// The process's turn at its one active imgui context: every [`UiStepper`] (and so every
/// [`Harness`](crate::Harness)) holds one while it lives, and others wait for it. A test
/// that makes an imgui context of its own (`imgui::Context::create`) in a binary that also
/// runs harnesses takes a turn first, with [`ContextTurn::wait`], and keeps it until its
/// context is dropped; otherwise imgui panics ("another one already exists") in whichever
/// test starts second.
#[derive(Debug)]
#[must_use = "the turn ends when this is dropped"]
pub struct ContextTurn(());

impl ContextTurn {
    /// Waits until no other thread's stepper or turn holds the context, then takes a turn
    /// (a thread may hold several: each of its steppers holds one). Fails with
    /// [`StepperError::AlreadyHeldByThisThread`] where this thread holds one already, since
    /// a context of one's own cannot be made while a stepper's is current.
    pub fn wait() -> Result<Self, StepperError> {
        if CONTEXT_OWNER
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .is_some_and(|(holder, _)| holder == std::thread::current().id())
        {
            return Err(StepperError::AlreadyHeldByThisThread);
        }
        Self::acquire(true)
    }

    /// Takes the lock; with `wait`, waits while another thread holds it.
    fn acquire(wait: bool) -> Result<Self, StepperError> {
        let me = std::thread::current().id();
        let mut owner = CONTEXT_OWNER.lock().unwrap_or_else(PoisonError::into_inner);
        loop {
            match *owner {
                None => {
                    *owner = Some((me, 1));
                    return Ok(Self(()));
                }
                Some((holder, turns)) if holder == me => {
                    *owner = Some((me, turns + 1));
                    return Ok(Self(()));
                }
                Some(_) if !wait => return Err(StepperError::HeldByAnotherThread),
                Some(_) => {
                    owner = CONTEXT_FREED
                        .wait(owner)
                        .unwrap_or_else(PoisonError::into_inner);
                }
            }
        }
    }
}

impl Drop for ContextTurn {
    fn drop(&mut self) {
        let mut owner = CONTEXT_OWNER.lock().unwrap_or_else(PoisonError::into_inner);
        *owner = match *owner {
            Some((holder, turns)) if turns > 1 => Some((holder, turns - 1)),
            _ => None,
        };
        if owner.is_none() {
            CONTEXT_FREED.notify_one();
        }
    }
}

/// An imgui context that steps deterministically: a fixed delta time (1/60 s unless set),
/// no ini or log file, a fixed display size and framebuffer scale, and input only from the
/// script a test sends. The same test builds the same frames on every run and machine.
/// With the crate's `docking` feature, docking is on (`ConfigFlags::DOCKING_ENABLE`).
///
/// Configure fonts and style through [`UiStepper::context_mut`] before the first frame: the
/// font atlas is built only then (or by a renderer made from the context), so the first
/// font added is the default, as in an app. Without fonts of its own, imgui's default
/// bitmap font is used.
///
/// imgui allows one active context per process, and test harnesses run tests on several
/// threads: a stepper holds the process's [`ContextTurn`] for its lifetime, so steppers on
/// other threads wait their turn. A context made with `imgui::Context::create` elsewhere in
/// the same process must take a turn too ([`ContextTurn::wait`]).
#[derive(Debug)]
pub struct UiStepper {
    pub(crate) context: Context,
    /// The context's imgui pointer, made current before each use: a thread may have several
    /// steppers (several harnesses), and imgui-rs works on the current context.
    raw: usize,
    pub(crate) delta_time: f32,
    pub(crate) frames: u64,
    /// Input held back for later frames, a batch given to imgui after each frame built:
    /// a click's press waits a frame after its move (see [`UiStepper::click`]), and what is
    /// sent after it waits its turn.
    later: std::collections::VecDeque<Vec<InputEvent>>,
    /// Whether imgui was given a button, wheel, key or text event that no frame has applied
    /// yet: imgui's queue applies a move after one of those a frame later (it trickles fast
    /// input), so a click's move must then wait a frame (see [`UiStepper::click`]).
    given_before_move: bool,
    // Dropped after the context (field order), so the next stepper never sees it active.
    _lock: ContextTurn,
}

impl UiStepper {
    /// A context with a display of `display_size` imgui units at framebuffer scale 1.
    /// Waits while another thread holds a stepper.
    pub fn new(display_size: [f32; 2]) -> Result<Self, StepperError> {
        Self::with_scale(display_size, 1.0)
    }

    /// Like [`UiStepper::new`], but fails with [`StepperError::HeldByAnotherThread`] instead
    /// of waiting.
    pub fn try_new(display_size: [f32; 2]) -> Result<Self, StepperError> {
        Self::create(display_size, 1.0, false)
    }

    /// A context with a display of `display_size` imgui units and `framebuffer_scale`
    /// pixels per unit (imgui's `display_framebuffer_scale`, e.g. 2.0 on a "retina" screen).
    pub fn with_scale(
        display_size: [f32; 2],
        framebuffer_scale: f32,
    ) -> Result<Self, StepperError> {
        Self::create(display_size, framebuffer_scale, true)
    }

    fn create(
        display_size: [f32; 2],
        framebuffer_scale: f32,
        wait: bool,
    ) -> Result<Self, StepperError> {
        let valid = display_size
            .iter()
            .chain(&[framebuffer_scale])
            .all(|value| value.is_finite() && *value > 0.0);
        if !valid {
            return Err(StepperError::InvalidDisplay {
                display_size,
                framebuffer_scale,
            });
        }
        let lock = ContextTurn::acquire(wait)?;
        // SAFETY: reads imgui's current-context pointer; no context is dereferenced.
        let current = unsafe { sys::igGetCurrentContext() } as usize;
        if current != 0 && !STEPPER_CONTEXTS.with_borrow(|ours| ours.contains(&current)) {
            return Err(StepperError::ForeignContextActive);
        }
        // Another stepper of this thread is current: it stays alive, only not current
        // (imgui-rs makes a context only while none is).
        // SAFETY: clears imgui's current-context pointer; every stepper sets its own again.
        unsafe { sys::igSetCurrentContext(std::ptr::null_mut()) };
        let mut context = binding::new_context()?;
        // SAFETY: reads the pointer of the context just made current.
        let raw = unsafe { sys::igGetCurrentContext() } as usize;
        STEPPER_CONTEXTS.with_borrow_mut(|ours| ours.push(raw));
        // The font atlas is not built here: fonts added before the first frame (or before a
        // renderer is made) must be the atlas's, the first of them the default. It is built
        // by the renderer, or at the first frame if none was made.
        let delta_time = 1.0 / 60.0;
        binding::configure(
            context.io_mut(),
            display_size,
            framebuffer_scale,
            delta_time,
        );
        Ok(Self {
            context,
            raw,
            delta_time,
            frames: 0,
            later: std::collections::VecDeque::new(),
            given_before_move: false,
            _lock: lock,
        })
    }

    /// Makes this stepper's context imgui's current one (another stepper of this thread may
    /// have been used since).
    pub(crate) fn make_current(&self) {
        // SAFETY: `raw` is this stepper's live context, which it owns until it drops.
        unsafe { sys::igSetCurrentContext(self.raw as *mut sys::ImGuiContext) };
    }

    /// Sets the fixed time step of every following frame.
    pub fn set_delta_time(&mut self, seconds: f32) {
        if seconds.is_finite() && seconds > 0.0 {
            self.delta_time = seconds;
        }
    }

    /// The context, to configure fonts, style or settings (`load_ini_settings`) or to create
    /// a renderer.
    ///
    /// The context is made current; with several steppers on one thread, use the reference
    /// before touching another stepper.
    pub fn context_mut(&mut self) -> &mut Context {
        self.make_current();
        &mut self.context
    }

    /// The context, made current (see [`UiStepper::context_mut`]).
    pub fn context(&self) -> &Context {
        self.make_current();
        &self.context
    }

    /// How this context's Dear ImGui computes reciprocal square roots: exactly, or with
    /// SSE's approximation that makes vertices differ between CPU vendors (see
    /// [`DrawTolerance`](crate::snapshot::DrawTolerance)). For checking that a build asked
    /// for exact arithmetic (`IMGUI_DISABLE_SSE`) got it.
    pub fn imgui_arithmetic(&self) -> crate::ImguiArithmetic {
        self.make_current();
        crate::harness::arithmetic::probe(&self.context)
    }

    /// How many frames have been built.
    pub fn frames(&self) -> u64 {
        self.frames
    }

    /// Queues an input event for the next frame (after a click's press, if one waits).
    pub fn send(&mut self, event: InputEvent) {
        match self.later.back_mut() {
            Some(batch) => batch.push(event),
            None => {
                self.make_current();
                self.give(event);
            }
        }
    }

    /// Gives imgui one event, now: it applies it in the next frame.
    fn give(&mut self, event: InputEvent) {
        if !matches!(event, InputEvent::MouseMove(_)) {
            self.given_before_move = true;
        }
        event.send(self.context.io_mut());
    }

    /// Queues several input events, in order.
    pub fn send_all(&mut self, events: impl IntoIterator<Item = InputEvent>) {
        for event in events {
            self.send(event);
        }
    }

    /// Queues a left click at `pos`: imgui sees the pointer there in the next frame, the
    /// press in the one after and the release in the one after that, so a button reports the
    /// click in the third frame built after this. The press waits a frame because imgui
    /// hovers some items (table headers, anything that allows overlap) only where the pointer
    /// already was in the frame before: a press in the frame the pointer arrived was lost.
    /// A click queued while an earlier one waits, or while imgui holds a button, wheel, key
    /// or text event no frame has applied, starts after it, each event in a frame of its
    /// own: imgui's input queue applies a move after such an event a frame later but a press
    /// after a move in the same frame, so the move and the press would reach imgui together
    /// and the press was lost again.
    pub fn click(&mut self, pos: [f32; 2]) {
        let [to, press, release] = InputEvent::click(pos);
        if self.later.is_empty() && !self.given_before_move {
            self.send(to);
        } else {
            self.later.push_back(vec![to]);
        }
        self.later.push_back(vec![press]);
        self.later.push_back(vec![release]);
    }

    /// Queues a key press and release.
    pub fn press_key(&mut self, key: binding::Key) {
        self.send_all(InputEvent::key_press(key));
    }

    /// Queues typed text, one character event per `char`.
    pub fn type_text(&mut self, text: &str) {
        self.send_all(text.chars().map(InputEvent::Text));
    }

    /// Gives imgui the next batch of input held back for a later frame.
    pub(crate) fn send_later(&mut self) {
        // A frame was just built: imgui applied what it was given before.
        self.given_before_move = false;
        if let Some(batch) = self.later.pop_front() {
            for event in batch {
                self.give(event);
            }
        }
    }
}

impl Drop for UiStepper {
    fn drop(&mut self) {
        // imgui-rs ends the current context's frame when a context drops: make it this one.
        self.make_current();
        STEPPER_CONTEXTS.with_borrow_mut(|ours| ours.retain(|raw| *raw != self.raw));
    }
}
