//! The page the app runs in: the canvas winit makes, styled to fill the page (without CSS
//! a canvas is 300x150 CSS pixels), measured in device pixels, the backend the page's
//! address asks for, and errors shown on the page.

use wasm_bindgen::JsValue;
use winit::platform::web::WindowExtWebSys;
use winit::window::Window;

/// The page's and the canvas's CSS: the canvas fills the page, which does not scroll, and
/// touches reach the app instead of scrolling or zooming the page.
pub fn style(window: &Window, background: wgpu::Color) {
    let colour = format!(
        "rgb({}, {}, {})",
        (background.r * 255.0).round(),
        (background.g * 255.0).round(),
        (background.b * 255.0).round()
    );
    let Some(document) = web_sys::window().and_then(|window| window.document()) else {
        return;
    };
    for element in [document.document_element(), document.body().map(Into::into)]
        .into_iter()
        .flatten()
    {
        if let Ok(element) = wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(element) {
            let style = element.style();
            for (name, value) in [
                ("margin", "0"),
                ("height", "100%"),
                ("overflow", "hidden"),
                ("background", colour.as_str()),
            ] {
                let _ = style.set_property(name, value);
            }
        }
    }
    if let Some(canvas) = window.canvas() {
        let style = canvas.style();
        for (name, value) in [
            ("display", "block"),
            ("width", "100%"),
            ("height", "100%"),
            ("outline", "none"),
            ("touch-action", "none"),
        ] {
            let _ = style.set_property(name, value);
        }
        let _ = canvas.focus();
    }
}

/// The canvas's size and pixel ratio.
///
/// winit's web backend measures the canvas's device pixels with a `ResizeObserver`
/// (`devicePixelContentBoxSize`) and reports `devicePixelRatio` as the scale factor. Under
/// DevTools' device emulation (`Emulation.setDeviceMetricsOverride` with a
/// `deviceScaleFactor`) the two disagree: `devicePixelRatio` is the emulated ratio, but the
/// observed box stays at the CSS size. So the backing size is computed from the canvas's CSS
/// size and the ratio; winit's observed size is kept where it agrees to within a pixel (it
/// is the browser's exact snapping at fractional ratios, which keeps the canvas from being
/// resampled).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Metrics {
    /// The canvas's size in CSS pixels: imgui's display size.
    pub css: [f32; 2],
    /// `devicePixelRatio`.
    pub ratio: f64,
    /// The canvas's backing size in device pixels: the surface's size, before the device's
    /// limit clamps it.
    pub pixels: [u32; 2],
}

impl Metrics {
    /// Measures `window`'s canvas as the page lays it out now.
    pub fn of(window: &Window) -> Self {
        let ratio = device_pixel_ratio().unwrap_or_else(|| window.scale_factor());
        let ratio = if ratio.is_finite() && ratio > 0.0 {
            ratio
        } else {
            1.0
        };
        let css = window.canvas().map_or([0.0; 2], |canvas| {
            let rect = canvas.get_bounding_client_rect();
            [rect.width().max(0.0), rect.height().max(0.0)]
        });
        let wanted = css.map(|side| (side * ratio).round() as u32);
        let observed = window.inner_size();
        let agrees =
            observed.width.abs_diff(wanted[0]) <= 1 && observed.height.abs_diff(wanted[1]) <= 1;
        Self {
            css: css.map(|side| side as f32),
            ratio,
            pixels: if agrees {
                [observed.width, observed.height]
            } else {
                wanted
            },
        }
    }
}

/// The page's `devicePixelRatio` as it is now. winit's scale factor follows it through a
/// media query it listens to, which Chromium 156 does not report under DevTools' device
/// emulation; the runner reads the ratio itself at every frame.
pub fn device_pixel_ratio() -> Option<f64> {
    web_sys::window()
        .map(|window| window.device_pixel_ratio())
        .filter(|ratio| ratio.is_finite() && *ratio > 0.0)
}

/// The backends the page's address asks for: `?backend=webgpu` or `?backend=webgl2`, else
/// WebGPU where the browser has it and WebGL2 otherwise.
pub fn backends() -> wgpu::Backends {
    let query = web_sys::window()
        .and_then(|window| window.location().search().ok())
        .unwrap_or_default();
    if query.contains("backend=webgl2") {
        wgpu::Backends::GL
    } else if query.contains("backend=webgpu") {
        wgpu::Backends::BROWSER_WEBGPU
    } else {
        wgpu::Backends::BROWSER_WEBGPU | wgpu::Backends::GL
    }
}

/// Shows `message` on the page and in the console.
pub fn show_error(message: &str) {
    web_sys::console::error_1(&format!("imgui-webgpu-app: {message}").into());
    let Some(document) = web_sys::window().and_then(|window| window.document()) else {
        return;
    };
    if let (Ok(element), Some(body)) = (document.create_element("pre"), document.body()) {
        element.set_text_content(Some(message));
        let _ = element.set_attribute("id", "imgui-app-error");
        let _ = element.set_attribute(
            "style",
            "position:absolute;top:0;left:0;margin:1em;color:#f88;font:14px monospace",
        );
        let _ = body.append_child(&element);
    }
}

/// Sets `window.<name>` to `value` (the probe's status, and its commands).
pub fn expose(name: &str, value: &JsValue) {
    if let Some(window) = web_sys::window() {
        let _ = js_sys::Reflect::set(&window, &name.into(), value);
    }
}
