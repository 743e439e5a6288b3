//! A closure app with a context of its own made from the app's imgui context: the shape
//! [`crate::run_with`] runs, for Dear ImGui's extensions (ImPlot, ImPlot3D, ImNodes, the node
//! editor), whose contexts are made from an imgui context and must not outlive it.

use super::frame::{App, AppError, Frame, Setup};

/// The closure `ui` with the context `made` by `make` once the imgui context and the first
/// device are there.
///
/// The runner drops the app before its imgui context, so the extension's context goes
/// first, as ImPlot's and ImNodes' own shutdown order asks. It is kept across a device loss:
/// the extensions' contexts hold no GPU state (an app whose context does implements [`App`]
/// and makes it again in [`App::device_ready`]).
pub(crate) struct WithContext<E, M, F> {
    make: Option<M>,
    made: Option<E>,
    ui: F,
}

impl<E, M, F> WithContext<E, M, F> {
    /// The app: `make` is called at the first [`App::device_ready`].
    pub(crate) fn new(make: M, ui: F) -> Self {
        Self {
            make: Some(make),
            made: None,
            ui,
        }
    }
}

impl<E, M, F> App for WithContext<E, M, F>
where
    E: 'static,
    M: FnOnce(&imgui::Context) -> E + 'static,
    F: FnMut(&imgui::Ui, &mut E, &mut Frame<'_>) + 'static,
{
    fn ui(&mut self, ui: &imgui::Ui, frame: &mut Frame<'_>) {
        // Made before the first frame (the first device comes before it); a frame without
        // it would be a runner that skipped `device_ready`, drawn without the closure.
        if let Some(made) = self.made.as_mut() {
            (self.ui)(ui, made, frame);
        }
    }

    fn device_ready(&mut self, setup: &mut Setup<'_>) -> Result<(), AppError> {
        if let Some(make) = self.make.take() {
            self.made = Some(make(setup.imgui()));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use std::cell::RefCell;
    use std::rc::Rc;

    use imgui_webgpu::RendererConfig;

    use super::WithContext;
    use crate::binding::Renderer;
    use crate::runner::frame::{App, Setup};

    /// What happened to the app's context, in order.
    type Log = Rc<RefCell<Vec<&'static str>>>;

    /// A stand-in for an extension's context: says when it is made and dropped.
    struct Extension(Log);

    impl Drop for Extension {
        fn drop(&mut self) {
            self.0.borrow_mut().push("dropped");
        }
    }

    /// `run_with`'s app: its context is made once, from the app's imgui context, at the
    /// first device (not again at a recovered one), and dropped with the app (which the
    /// runners drop before their imgui context: `tests/suite/structure.rs`).
    #[test]
    fn the_context_is_made_once_from_imgui_and_kept_across_a_device_loss() {
        let _turn = crate::one_imgui_at_a_time();
        let gpu = imgui_webgpu_offscreen::Gpu::open().expect("a wgpu adapter");
        let mut imgui = imgui::Context::create();
        imgui.set_ini_filename(None);
        imgui.io_mut().display_size = [320.0, 240.0];
        let config = RendererConfig::new(wgpu::TextureFormat::Rgba8Unorm);
        let mut renderer =
            Renderer::new(&gpu.device, &gpu.queue, &mut imgui, config).expect("a renderer");
        let log = Log::default();
        let made_from = Rc::new(RefCell::new(None));
        let mut app = {
            let (log, made_from) = (log.clone(), made_from.clone());
            WithContext::new(
                move |context: &imgui::Context| {
                    *made_from.borrow_mut() = Some(std::ptr::from_ref(context) as usize);
                    log.borrow_mut().push("made");
                    Extension(log)
                },
                |_ui: &imgui::Ui, _extension: &mut Extension, _frame: &mut crate::Frame<'_>| {},
            )
        };
        for recovered in [false, true] {
            let adapter = gpu.adapter.get_info();
            app.device_ready(&mut Setup {
                imgui: &imgui,
                device: &gpu.device,
                queue: &gpu.queue,
                renderer: &mut renderer,
                adapter: &adapter,
                target_format: wgpu::TextureFormat::Rgba8Unorm,
                recovered,
            })
            .expect("device_ready");
        }
        assert_eq!(*log.borrow(), ["made"], "made once, at the first device");
        assert_eq!(
            *made_from.borrow(),
            Some(std::ptr::from_ref(&imgui) as usize),
            "made from the app's imgui context"
        );
        assert!(app.made.is_some(), "the context, kept for the frames");
        drop(app);
        assert_eq!(*log.borrow(), ["made", "dropped"], "dropped with the app");
        drop(renderer);
    }
}
