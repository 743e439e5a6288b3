//! The benchmark's command line.

use std::path::PathBuf;

use crate::scenes::SceneId;

pub const USAGE: &str = "\
frame_cost: imgui-webgpu render() cost per frame against the raw-wgpu floor

Options:
  --quick            fewer frames (60 per scene, 15 per scaling point)
  --frames N         measured frames per scene (default 300)
  --scene S2         run only this scene (repeat or comma-separate for several):
                     S1-static (or S1), S1-scroll, S1-all, S2, S3, S4
  --backend B        noop, default (the default adapter) or all (the default)
  --no-scaling       skip the scaling sweeps
  --plot PATH        where to write the scaling plot (default docs/perf-scaling.svg)
  --json PATH        also write every figure as JSON
  --help             this text

Environment: WGPU_BACKEND / WGPU_ADAPTER_NAME pick the default adapter;
WGPU_VALIDATION_INDIRECT_CALL=0 is needed on GL contexts without compute shaders.
";

/// Which devices to run on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backends {
    Noop,
    Default,
    All,
}

/// Parsed options.
#[derive(Debug)]
pub struct Options {
    pub warmup: usize,
    pub frames: usize,
    pub scaling_warmup: usize,
    pub scaling_frames: usize,
    pub scenes: Vec<SceneId>,
    pub backends: Backends,
    pub scaling: bool,
    pub plot: PathBuf,
    pub json: Option<PathBuf>,
}

/// Parses `args` (without the program name). `Ok(None)`: help was asked for.
pub fn parse(args: impl IntoIterator<Item = String>) -> Result<Option<Options>, String> {
    let mut options = Options {
        warmup: 30,
        frames: 300,
        scaling_warmup: 5,
        scaling_frames: 40,
        scenes: Vec::new(),
        backends: Backends::All,
        scaling: true,
        plot: PathBuf::from("docs/perf-scaling.svg"),
        json: None,
    };
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        let mut value = |name: &str| args.next().ok_or(format!("{name} needs a value"));
        match arg.as_str() {
            // `cargo bench` passes --bench to harness-less benchmarks.
            "--bench" => {}
            "--help" | "-h" => return Ok(None),
            "--quick" => {
                options.warmup = 10;
                options.frames = 60;
                options.scaling_warmup = 3;
                options.scaling_frames = 15;
            }
            "--frames" => {
                options.frames = value("--frames")?
                    .parse()
                    .map_err(|error| format!("--frames: {error}"))?;
            }
            "--scene" => {
                for name in value("--scene")?.split(',') {
                    let scene = SceneId::parse(name.trim()).ok_or(format!(
                        "unknown scene `{name}` (S1-static or S1, S1-scroll, S1-all, S2, \
                             S3 or S4)"
                    ))?;
                    options.scenes.push(scene);
                }
            }
            "--backend" => {
                options.backends = match value("--backend")?.as_str() {
                    "noop" => Backends::Noop,
                    "default" => Backends::Default,
                    "all" => Backends::All,
                    other => return Err(format!("unknown backend `{other}`")),
                };
            }
            "--no-scaling" => options.scaling = false,
            "--plot" => options.plot = PathBuf::from(value("--plot")?),
            "--json" => options.json = Some(PathBuf::from(value("--json")?)),
            other => return Err(format!("unknown argument `{other}`")),
        }
    }
    if options.scenes.is_empty() {
        options.scenes = SceneId::ALL.to_vec();
    }
    Ok(Some(options))
}
