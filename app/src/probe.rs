//! The runner's probe: a line-based window onto a running app, for window tests of any app
//! made with the runner (this crate's own drive its examples through it).
//!
//! Set `IMGUI_WEBGPU_APP_PROBE=1` and the runner prints `probe: ...` lines to stdout (the
//! adapter, formats and Dear ImGui's version at start, each presented frame's sizes and scale, visibility and
//! text-input changes, recoveries) and reads commands from stdin, one a line:
//! - `counts`: prints the live wgpu objects (hub counts) and the renderer's own;
//! - `stats`: prints the frames built and presented so far and the draw calls skipped;
//! - `lose-device`: destroys the device (`Device::destroy`), as a driver reset would lose it;
//! - `ui-scale X`: sets the UI scale;
//! - `resize W H`: asks for a window of W x H physical pixels;
//! - `viewport-cycles N`: shows a window of the probe's own outside the main window for two
//!   frames (resized between them), then not for two, N times (with imgui's viewports on, N
//!   OS windows made, resized and closed), then prints `viewport-cycles done N` and the
//!   viewports' counts;
//! - `exit`: closes the window.
//!
//! Without the variable there is no probe: nothing is printed and stdin is not read.

/// A command read from stdin.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// `counts`: print the live wgpu objects and the renderer's own.
    Counts,
    /// `stats`: print the frames built and presented, skips and errors.
    Stats,
    /// `lose-device`: destroy the device.
    LoseDevice,
    /// `ui-scale X`: set the UI scale.
    UiScale(f32),
    /// `resize W H`: ask for a window of W x H physical pixels.
    Resize(u32, u32),
    /// `viewport-cycles N`: make, resize and close a viewport N times.
    ViewportCycles(u32),
    /// `exit`: close the window.
    Exit,
}

impl Command {
    /// Parses one line; `Err` says what is wrong with it.
    pub fn parse(line: &str) -> Result<Self, String> {
        let words: Vec<&str> = line.split_whitespace().collect();
        let number = |word: Option<&&str>| {
            word.and_then(|word| word.parse::<f64>().ok())
                .filter(|value| value.is_finite() && *value >= 0.0)
                .ok_or_else(|| format!("`{line}` needs a number"))
        };
        Ok(match words.first().copied() {
            Some("counts") => Command::Counts,
            Some("stats") => Command::Stats,
            Some("lose-device") => Command::LoseDevice,
            Some("ui-scale") => Command::UiScale(number(words.get(1))? as f32),
            Some("resize") => {
                Command::Resize(number(words.get(1))? as u32, number(words.get(2))? as u32)
            }
            Some("viewport-cycles") => Command::ViewportCycles(number(words.get(1))? as u32),
            Some("exit") => Command::Exit,
            _ => return Err(format!("unknown probe command `{line}`")),
        })
    }
}

/// Whether the probe is on (`IMGUI_WEBGPU_APP_PROBE=1`), read once.
pub fn enabled() -> bool {
    static ENABLED: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *ENABLED.get_or_init(|| {
        cfg!(not(target_arch = "wasm32"))
            && std::env::var_os("IMGUI_WEBGPU_APP_PROBE").is_some_and(|value| value == "1")
    })
}

/// Says what the runner did on the probe, when it is on (nothing otherwise). The runner's
/// parts call this as they call `log`: the probe observes them, no flag is passed around.
pub fn note(line: std::fmt::Arguments<'_>) {
    if enabled() {
        say(line);
    }
}

/// Prints a probe line.
pub fn say(line: std::fmt::Arguments<'_>) {
    use std::io::Write;
    let mut stdout = std::io::stdout().lock();
    let _ = writeln!(stdout, "probe: {line}");
    let _ = stdout.flush();
}

/// The live wgpu objects of `instance` (hub counts, after the GPU is done) and the
/// renderer's own, as one line of `name=count` pairs.
#[cfg(not(target_arch = "wasm32"))]
pub fn counts(
    instance: &wgpu::Instance,
    device: &wgpu::Device,
    renderer: &crate::binding::Renderer,
) -> String {
    let _ = device.poll(wgpu::PollType::wait_indefinitely());
    let mut parts = Vec::new();
    if let Some(report) = instance.generate_report() {
        let hub = report.hub;
        parts.push(format!("surfaces={}", report.surfaces.num_allocated));
        for (name, count) in [
            ("hub.devices", hub.devices.num_allocated),
            ("hub.bind_groups", hub.bind_groups.num_allocated),
            ("hub.buffers", hub.buffers.num_allocated),
            ("hub.textures", hub.textures.num_allocated),
            ("hub.texture_views", hub.texture_views.num_allocated),
            ("hub.samplers", hub.samplers.num_allocated),
            ("hub.render_pipelines", hub.render_pipelines.num_allocated),
            ("hub.shader_modules", hub.shader_modules.num_allocated),
        ] {
            parts.push(format!("{name}={count}"));
        }
    }
    let stats = renderer.stats();
    for (name, count) in [
        (
            "renderer.persistent_bind_groups",
            stats.persistent_bind_groups,
        ),
        ("renderer.frame_bind_groups", stats.frame_bind_groups),
        ("renderer.samplers", stats.samplers),
        ("renderer.pipelines", stats.pipelines),
        ("renderer.buffers", stats.buffers),
        ("renderer.uniform_bind_groups", stats.uniform_bind_groups),
        ("renderer.paint_callbacks", stats.paint_callbacks),
    ] {
        parts.push(format!("{name}={count}"));
    }
    parts.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_parse_and_bad_ones_say_why() {
        assert_eq!(
            Command::parse("resize 9000 700"),
            Ok(Command::Resize(9000, 700))
        );
        assert_eq!(Command::parse("ui-scale 1.5"), Ok(Command::UiScale(1.5)));
        assert_eq!(Command::parse(" counts "), Ok(Command::Counts));
        assert_eq!(
            Command::parse("viewport-cycles 1000"),
            Ok(Command::ViewportCycles(1000))
        );
        assert!(Command::parse("resize 10").is_err());
        assert!(Command::parse("ui-scale NaN").is_err());
        assert!(Command::parse("explode").is_err());
    }
}
