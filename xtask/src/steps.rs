//! Named, timed steps run one after another, stopping at the first failure.
//!
//! A subcommand is just a list of [`Step`]s; adding a stage (browser tests,
//! window tests, ...) means adding one entry to its list in `main.rs`. Lanes run lists of
//! steps beside the main one; a step can wait for a step of another lane ([`Step::after`]),
//! and the first failure anywhere stops every lane at its next step.

use std::fs::File;
use std::path::PathBuf;
use std::sync::{Arc, Condvar, Mutex, PoisonError};
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
    /// their output kept in a log. Lanes can run at the same time (main steps only).
    Lane(Vec<Step>),
    /// Wait for every lane, show their logs and their steps' times, and fail if one failed.
    Join,
    /// Wait until the step of this name (in any lane) has passed; fail if a step failed.
    After(&'static str),
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
            Action::After(name) => Action::After(name),
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

    /// A step that waits for every lane.
    pub fn join(name: &'static str) -> Self {
        Self {
            name,
            action: Action::Join,
        }
    }

    /// A step that waits until the step named `earlier` has passed, in whichever lane runs
    /// it: what a lane needs from another (a build before its tests), or a build needs to
    /// wait for (tests still running the binaries it would replace).
    pub fn after(name: &'static str, earlier: &'static str) -> Self {
        Self {
            name,
            action: Action::After(earlier),
        }
    }

    fn run(&self, ctx: &Context, progress: &Progress) -> Result<(), String> {
        match &self.action {
            Action::Cargo(args, env) => {
                process::run(ctx.cargo().envs(env.iter().copied()).args(args))
            }
            Action::Func(func) => func(ctx),
            Action::Args(func, args) => func(ctx, args),
            Action::After(earlier) => progress.wait_for(earlier),
            Action::Lane(_) | Action::Join => {
                Err("a lane is started and joined by the main steps only".into())
            }
        }
    }
}

/// Which steps have passed and which failed, across the main steps and the lanes: what a
/// step made with [`Step::after`] waits on, and what stops a lane after a failure elsewhere.
#[derive(Default)]
struct Progress {
    state: Mutex<ProgressState>,
    changed: Condvar,
}

#[derive(Default)]
struct ProgressState {
    passed: Vec<&'static str>,
    failed: Option<&'static str>,
}

impl Progress {
    fn state(&self) -> std::sync::MutexGuard<'_, ProgressState> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn passed(&self, name: &'static str) {
        self.state().passed.push(name);
        self.changed.notify_all();
    }

    fn failed(&self, name: &'static str) {
        let mut state = self.state();
        state.failed.get_or_insert(name);
        drop(state);
        self.changed.notify_all();
    }

    /// The step that failed first, if one did.
    fn failure(&self) -> Option<&'static str> {
        self.state().failed
    }

    /// Blocks until `earlier` has passed; an error as soon as any step failed.
    fn wait_for(&self, earlier: &str) -> Result<(), String> {
        let mut state = self.state();
        loop {
            if state.passed.contains(&earlier) {
                return Ok(());
            }
            if let Some(failed) = state.failed {
                return Err(format!("`{failed}` failed: `{earlier}` will not pass"));
            }
            state = self
                .changed
                .wait(state)
                .unwrap_or_else(PoisonError::into_inner);
        }
    }
}

/// Runs `step` unless a step failed already, and records how it went.
fn run_recorded(step: &Step, ctx: &Context, progress: &Progress) -> Result<(), String> {
    if let Some(failed) = progress.failure() {
        return Err(format!("not started: `{failed}` failed"));
    }
    let result = step.run(ctx, progress);
    match &result {
        Ok(()) => progress.passed(step.name),
        Err(_) => progress.failed(step.name),
    }
    result
}

/// Fails unless every step that waits for another names a step that exists and is not
/// itself (a wait for a step that never runs would never end).
fn check_waits(steps: &[Step]) -> Result<(), String> {
    fn names(steps: &[Step], into: &mut Vec<&'static str>) {
        for step in steps {
            into.push(step.name);
            if let Action::Lane(lane) = &step.action {
                names(lane, into);
            }
        }
    }
    fn check(steps: &[Step], known: &[&'static str]) -> Result<(), String> {
        for step in steps {
            match &step.action {
                Action::After(earlier) if *earlier == step.name || !known.contains(earlier) => {
                    return Err(format!(
                        "step `{}` waits for `{earlier}`, which no other step is named",
                        step.name
                    ));
                }
                Action::Lane(lane) => check(lane, known)?,
                _ => {}
            }
        }
        Ok(())
    }
    let mut known = Vec::new();
    names(steps, &mut known);
    check(steps, &known)
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
    fn start(
        ctx: &Context,
        steps: Vec<Step>,
        log: PathBuf,
        progress: Arc<Progress>,
    ) -> Result<Self, String> {
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
                let result = run_recorded(step, &lane_ctx, &progress);
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
/// a join waits for every lane (a failure in the main steps waits for the lanes too, so that
/// nothing is left running; a failure anywhere stops the others at their next step).
/// Returns an error naming the first step that failed; later steps are not run.
pub fn run_all(ctx: &Context, steps: &[Step]) -> Result<(), String> {
    check_waits(steps)?;
    let total = steps.len();
    let started = Instant::now();
    let cpu_at_start = cpu_time::now();
    let mut timings: Vec<Timing> = Vec::with_capacity(total);
    let mut lanes: Vec<Lane> = Vec::new();
    let progress = Arc::new(Progress::default());
    let join_all = |lanes: &mut Vec<Lane>, timings: &mut Vec<Timing>| {
        let mut first_failure = Ok(());
        for running in lanes.drain(..) {
            let (lane_timings, result) = running.join();
            timings.extend(
                lane_timings
                    .into_iter()
                    .map(|(name, took)| Timing::beside(name, took)),
            );
            if first_failure.is_ok() {
                first_failure = result;
            }
        }
        first_failure
    };

    for (i, step) in steps.iter().enumerate() {
        println!("\n==> [{}/{total}] {}", i + 1, step.name);
        let step_started = Instant::now();
        let step_cpu = cpu_time::now();
        let result = match &step.action {
            Action::Lane(lane_steps) => {
                let log = ctx.target_dir().join("xtask").join(format!(
                    "lane-{}-{}.log",
                    std::process::id(),
                    lanes.len() + 1
                ));
                let cloned = lane_steps.iter().map(Step::clone_step).collect();
                Lane::start(ctx, cloned, log, Arc::clone(&progress))
                    .map(|started| lanes.push(started))
            }
            Action::Join => {
                let result = join_all(&mut lanes, &mut timings);
                if result.is_err() {
                    progress.failed(step.name);
                }
                result
            }
            _ => run_recorded(step, ctx, &progress),
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
                progress.failed(step.name);
                if !lanes.is_empty() {
                    println!("\n==> waiting for the lanes before stopping");
                    let _ = join_all(&mut lanes, &mut timings);
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
    if !lanes.is_empty() {
        let _ = join_all(&mut lanes, &mut timings);
        return Err("a lane was started and never joined: the last step must be a join".into());
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

#[cfg(test)]
mod tests {
    use super::*;

    fn nothing(_: &Context) -> Result<(), String> {
        Ok(())
    }

    #[test]
    fn a_wait_ends_when_the_step_passes_in_another_lane() {
        let progress = Arc::new(Progress::default());
        let waiting = {
            let progress = Arc::clone(&progress);
            std::thread::spawn(move || progress.wait_for("build"))
        };
        std::thread::sleep(Duration::from_millis(50));
        progress.passed("other");
        progress.passed("build");
        assert_eq!(waiting.join().expect("the waiting thread"), Ok(()));
    }

    #[test]
    fn a_wait_fails_as_soon_as_a_step_fails() {
        let progress = Arc::new(Progress::default());
        let waiting = {
            let progress = Arc::clone(&progress);
            std::thread::spawn(move || progress.wait_for("build"))
        };
        std::thread::sleep(Duration::from_millis(50));
        progress.failed("lints");
        progress.failed("later");
        assert_eq!(
            waiting.join().expect("the waiting thread"),
            Err("`lints` failed: `build` will not pass".to_owned())
        );
    }

    #[test]
    fn waits_must_name_another_step() {
        let lane = Step::lane(
            "lane",
            vec![Step::func("tests", nothing), Step::after("wait", "build")],
        );
        let steps = [lane, Step::func("build", nothing), Step::join("join")];
        assert_eq!(check_waits(&steps), Ok(()));

        let steps = [Step::after("wait", "biuld"), Step::func("build", nothing)];
        assert_eq!(
            check_waits(&steps),
            Err("step `wait` waits for `biuld`, which no other step is named".to_owned())
        );
        let steps = [Step::after("wait", "wait")];
        assert!(check_waits(&steps).is_err());
    }
}
