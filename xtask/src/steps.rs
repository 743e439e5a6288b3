//! Named, timed steps run one after another, stopping at the first failure.
//!
//! A subcommand is just a list of [`Step`]s; adding a stage (browser tests,
//! window tests, ...) means adding one entry to its list in `main.rs`.

use std::fs::File;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use crate::cpu_time::{self, CpuTime};
use crate::process;
use crate::setup::Context;

/// What a step does.
pub enum Action {
    /// Run `cargo` with these arguments (and these extra environment variables) in the
    /// workspace root.
    Cargo(Vec<String>, Vec<(&'static str, &'static str)>),
    /// Call this function (for steps that are more than one command).
    Func(fn(&Context) -> Result<(), String>),
    /// Call this function with the command line's extra arguments.
    Args(fn(&Context, &[String]) -> Result<(), String>, Vec<String>),
    /// Start these steps, in order, on a thread beside the steps that follow (a lane), with
    /// their output kept in a log. Only one lane at a time.
    Lane(Vec<Step>),
    /// Wait for the lane, show its log and its steps' times, and fail if it failed.
    Join,
}

/// One named stage of a subcommand.
pub struct Step {
    /// Short name, shown in headers and in the failure message.
    pub name: &'static str,
    /// What to run.
    pub action: Action,
}

impl Step {
    /// A copy of the step, for a lane's thread.
    fn clone_step(&self) -> Step {
        let action = match &self.action {
            Action::Cargo(args, env) => Action::Cargo(args.clone(), env.clone()),
            Action::Func(func) => Action::Func(*func),
            Action::Args(func, args) => Action::Args(*func, args.clone()),
            Action::Lane(steps) => Action::Lane(steps.iter().map(Step::clone_step).collect()),
            Action::Join => Action::Join,
        };
        Step {
            name: self.name,
            action,
        }
    }

    /// A step running `cargo <args>`.
    pub fn cargo<I, S>(name: &'static str, args: I) -> Self
    where
        I: IntoIterator<Item = S>,
        S: Into<String>,
    {
        Self {
            name,
            action: Action::Cargo(args.into_iter().map(Into::into).collect(), Vec::new()),
        }
    }

    /// A step running `cargo <args>` with `env` set.
    pub fn cargo_env<I, S>(
        name: &'static str,
        env: Vec<(&'static str, &'static str)>,
        args: I,
    ) -> Self
    where
        I: IntoIterator<Item = S>,
        S: Into<String>,
    {
        Self {
            name,
            action: Action::Cargo(args.into_iter().map(Into::into).collect(), env),
        }
    }

    /// A step calling `func`.
    pub fn func(name: &'static str, func: fn(&Context) -> Result<(), String>) -> Self {
        Self {
            name,
            action: Action::Func(func),
        }
    }

    /// A step calling `func` with `args`.
    pub fn args(
        name: &'static str,
        func: fn(&Context, &[String]) -> Result<(), String>,
        args: Vec<String>,
    ) -> Self {
        Self {
            name,
            action: Action::Args(func, args),
        }
    }

    /// A step that starts `steps` in a lane beside the next ones.
    pub fn lane(name: &'static str, steps: Vec<Step>) -> Self {
        Self {
            name,
            action: Action::Lane(steps),
        }
    }

    /// A step that waits for the lane.
    pub fn join(name: &'static str) -> Self {
        Self {
            name,
            action: Action::Join,
        }
    }

    fn run(&self, ctx: &Context) -> Result<(), String> {
        match &self.action {
            Action::Cargo(args, env) => {
                process::run(ctx.cargo().envs(env.iter().copied()).args(args))
            }
            Action::Func(func) => func(ctx),
            Action::Args(func, args) => func(ctx, args),
            Action::Lane(_) | Action::Join => Err("a lane is started and joined by run_all".into()),
        }
    }
}

/// What a lane's thread gives back: its steps' times, and the first failure.
type LaneResult = (Vec<(&'static str, Duration)>, Result<(), String>);

/// A lane running beside the main steps.
struct Lane {
    thread: std::thread::JoinHandle<LaneResult>,
    log: PathBuf,
}

impl Lane {
    /// Starts `steps` on a new thread with its own context, writing to `log`.
    fn start(ctx: &Context, steps: Vec<Step>, log: PathBuf) -> Result<Self, String> {
        // A fresh clone has no `target/xtask` yet when `XDG_RUNTIME_DIR` is set already (the
        // context makes its runtime directory there only when it is not).
        if let Some(dir) = log.parent() {
            std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        }
        let file = File::create(&log).map_err(|e| format!("{}: {e}", log.display()))?;
        let lane_ctx = ctx.for_lane();
        let thread = std::thread::spawn(move || {
            process::log_to(file);
            let mut timings = Vec::new();
            for step in &steps {
                process::say(&format!("\n==> (beside) {}", step.name));
                let started = Instant::now();
                let result = step.run(&lane_ctx);
                let took = started.elapsed();
                match result {
                    Ok(()) => {
                        process::say(&format!("==> (beside) {} ok in {}", step.name, secs(took)));
                        timings.push((step.name, took));
                    }
                    Err(e) => {
                        let failure = format!(
                            "step `{}` (beside) failed after {}: {e}",
                            step.name,
                            secs(took)
                        );
                        process::say(&format!("==> {failure}"));
                        return (timings, Err(failure));
                    }
                }
            }
            (timings, Ok(()))
        });
        Ok(Self { thread, log })
    }

    /// Waits for the lane and prints its log.
    fn join(self) -> LaneResult {
        let result = self
            .thread
            .join()
            .unwrap_or_else(|_| (Vec::new(), Err("the lane's thread panicked".to_owned())));
        println!("\n==> the lane's output ({}):", self.log.display());
        match std::fs::read_to_string(&self.log) {
            Ok(text) => print!("{text}"),
            Err(e) => println!("(cannot read it: {e})"),
        }
        result
    }
}

/// Runs `steps` in order, printing a header before and the time taken after
/// each one, then a summary. A lane step starts its steps beside the ones that follow, and
/// a join waits for them (a failure in the main steps waits for the lane too, so that
/// nothing is left running). Returns an error naming the first step that failed; later
/// steps are not run.
pub fn run_all(ctx: &Context, steps: &[Step]) -> Result<(), String> {
    let total = steps.len();
    let started = Instant::now();
    let cpu_at_start = cpu_time::now();
    let mut timings: Vec<Timing> = Vec::with_capacity(total);
    let mut lane: Option<Lane> = None;

    for (i, step) in steps.iter().enumerate() {
        println!("\n==> [{}/{total}] {}", i + 1, step.name);
        let step_started = Instant::now();
        let step_cpu = cpu_time::now();
        let result = match &step.action {
            Action::Lane(lane_steps) => match lane {
                Some(_) => Err("a lane is already running".to_owned()),
                None => {
                    let log = ctx
                        .target_dir()
                        .join("xtask")
                        .join(format!("lane-{}.log", std::process::id()));
                    let cloned = lane_steps.iter().map(Step::clone_step).collect();
                    Lane::start(ctx, cloned, log).map(|started| lane = Some(started))
                }
            },
            Action::Join => match lane.take() {
                None => Err("no lane to join".to_owned()),
                Some(running) => {
                    let (lane_timings, result) = running.join();
                    for (name, took) in lane_timings {
                        timings.push(Timing::beside(name, took));
                    }
                    result
                }
            },
            _ => step.run(ctx),
        };
        let took = step_started.elapsed();
        let cpu = cpu_time::now()
            .zip(step_cpu)
            .map(|(now, then)| now.since(then).total());
        match result {
            Ok(()) => {
                println!("==> [{}/{total}] {} ok in {}", i + 1, step.name, secs(took));
                timings.push(Timing {
                    name: step.name,
                    wall: took,
                    cpu,
                });
            }
            Err(e) => {
                if let Some(running) = lane.take() {
                    println!("\n==> waiting for the lane before stopping");
                    let (lane_timings, _) = running.join();
                    timings.extend(
                        lane_timings
                            .into_iter()
                            .map(|(name, took)| Timing::beside(name, took)),
                    );
                }
                print_timings(&timings);
                print_cpu(started.elapsed(), cpu_at_start);
                print_counts();
                return Err(format!(
                    "step `{}` failed after {}: {e}",
                    step.name,
                    secs(took)
                ));
            }
        }
    }

    println!(
        "\n==> all {total} steps passed in {}",
        secs(started.elapsed())
    );
    print_timings(&timings);
    print_cpu(started.elapsed(), cpu_at_start);
    print_counts();
    Ok(())
}

/// One step's times for the summary.
struct Timing {
    name: &'static str,
    wall: Duration,
    /// The CPU time of the processes that ended while the step ran, the lane's included
    /// (the kernel adds a process's time to its parent's count when it is waited for, so a
    /// lane's long build counts in the step during which it ended); `None` for a lane's
    /// steps, which overlap the main ones.
    cpu: Option<Duration>,
}

impl Timing {
    /// A lane's step: its wall time only.
    fn beside(name: &'static str, wall: Duration) -> Self {
        Self {
            name,
            wall,
            cpu: None,
        }
    }
}

/// Each step's wall time and the CPU time of the processes that ended meanwhile, in the
/// order they ran.
fn print_timings(timings: &[Timing]) {
    println!("    {:<48} {:>9} {:>12}", "step", "wall", "CPU ended");
    for timing in timings {
        let cpu = timing
            .cpu
            .map(secs)
            .unwrap_or_else(|| "(beside)".to_owned());
        println!(
            "    {:<48} {:>9} {:>12}",
            timing.name,
            secs(timing.wall),
            cpu
        );
    }
}

/// The whole run's wall time and CPU time: every process that ended and was waited for
/// (cargo, the compilers, the tests and what they started), user and system.
fn print_cpu(wall: Duration, at_start: Option<CpuTime>) {
    match cpu_time::now().zip(at_start) {
        Some((now, then)) => {
            let used = now.since(then);
            println!(
                "\n{} wall, {} CPU ({} user, {} system; {:.2} cores busy on average)",
                secs(wall),
                secs(used.total()),
                secs(used.user),
                secs(used.system),
                used.total().as_secs_f64() / wall.as_secs_f64().max(f64::EPSILON)
            );
        }
        None => println!(
            "\n{} wall (this system does not report CPU time)",
            secs(wall)
        ),
    }
}

/// The closing line: every test every step's runners reported, `N passed, N failed` (and
/// the ignored ones as skipped).
fn print_counts() {
    let counts = process::counts();
    let skipped = if counts.ignored > 0 {
        format!(", {} skipped", counts.ignored)
    } else {
        String::new()
    };
    println!(
        "\n{} passed, {} failed{skipped}",
        counts.passed, counts.failed
    );
}

/// `12.3s`.
fn secs(d: Duration) -> String {
    format!("{:.1}s", d.as_secs_f64())
}
