//! Named, timed steps run one after another, stopping at the first failure.
//!
//! A subcommand is just a list of [`Step`]s; adding a stage (browser tests,
//! window tests, ...) means adding one entry to its list in `main.rs`.

use std::time::{Duration, Instant};

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
}

/// One named stage of a subcommand.
pub struct Step {
    /// Short name, shown in headers and in the failure message.
    pub name: &'static str,
    /// What to run.
    pub action: Action,
}

impl Step {
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

    fn run(&self, ctx: &Context) -> Result<(), String> {
        match &self.action {
            Action::Cargo(args, env) => {
                process::run(ctx.cargo().envs(env.iter().copied()).args(args))
            }
            Action::Func(func) => func(ctx),
            Action::Args(func, args) => func(ctx, args),
        }
    }
}

/// Runs `steps` in order, printing a header before and the time taken after
/// each one, then a summary. Returns an error naming the first step that
/// failed; later steps are not run.
pub fn run_all(ctx: &Context, steps: &[Step]) -> Result<(), String> {
    let total = steps.len();
    let started = Instant::now();
    let mut timings = Vec::with_capacity(total);

    for (i, step) in steps.iter().enumerate() {
        println!("\n==> [{}/{total}] {}", i + 1, step.name);
        let step_started = Instant::now();
        let result = step.run(ctx);
        let took = step_started.elapsed();
        match result {
            Ok(()) => {
                println!("==> [{}/{total}] {} ok in {}", i + 1, step.name, secs(took));
                timings.push((step.name, took));
            }
            Err(e) => {
                print_timings(&timings);
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
    print_counts();
    Ok(())
}

/// Each step's time, in the order they ran.
fn print_timings(timings: &[(&str, Duration)]) {
    for (name, took) in timings {
        println!("    {name:<48} {:>9}", secs(*took));
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
