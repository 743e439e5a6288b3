//! Running child processes and turning their exit status into a `Result`, counting the tests
//! their runners report on the way.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::fs::File;
use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStderr, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

/// What the test runners of every command run so far reported.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TestCounts {
    pub passed: u64,
    pub failed: u64,
    pub ignored: u64,
}

impl TestCounts {
    /// Adds what one `test result:` line of libtest (unit, integration and doc tests alike)
    /// reports; other lines add nothing.
    fn add_line(&mut self, line: &str) {
        let Some(result) = line.trim().strip_prefix("test result: ") else {
            return;
        };
        for part in result.split(';') {
            let mut words = part.split_whitespace().rev();
            let (Some(kind), Some(count)) = (words.next(), words.next()) else {
                continue;
            };
            let Ok(count) = count.parse::<u64>() else {
                continue;
            };
            match kind {
                "passed" => self.passed += count,
                "failed" => self.failed += count,
                "ignored" => self.ignored += count,
                _ => {}
            }
        }
    }
}

static COUNTS: Mutex<TestCounts> = Mutex::new(TestCounts {
    passed: 0,
    failed: 0,
    ignored: 0,
});

/// The tests counted so far, in every command [`run`] ran.
pub fn counts() -> TestCounts {
    *COUNTS
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

thread_local! {
    /// Where this thread's commands write their output: a lane's log file, or (when `None`)
    /// the terminal.
    static LOG: RefCell<Option<File>> = const { RefCell::new(None) };
}

/// Sends the output of every command this thread runs from now on to `file` (both streams):
/// a lane that runs beside another keeps its output apart, to be shown when it is joined.
pub fn log_to(file: File) {
    LOG.with(|log| *log.borrow_mut() = Some(file));
}

/// A line of this thread's output: to its log, or to the terminal.
pub fn say(line: &str) {
    LOG.with(|log| match log.borrow_mut().as_mut() {
        Some(file) => {
            let _ = writeln!(file, "{line}");
        }
        None => println!("{line}"),
    });
}

/// How many of a failed command's last lines its error repeats. A failure's cause is printed
/// where the command ran, which can be far above the end of the output (a lane's log is
/// shown after the main steps' failure): CI keeps only the end.
const TAIL_LINES: usize = 40;

/// The last [`TAIL_LINES`] lines a command printed, on either stream, in about the order
/// they came.
#[derive(Clone, Default)]
struct Tail(Arc<Mutex<VecDeque<String>>>);

impl Tail {
    fn push(&self, line: &str) {
        let mut lines = self
            .0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if lines.len() == TAIL_LINES {
            lines.pop_front();
        }
        lines.push_back(line.to_owned());
    }

    /// `failed`, followed by the tail, indented, for an error message.
    fn explain(&self, failed: String) -> String {
        let lines = self
            .0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if lines.is_empty() {
            return failed;
        }
        let mut message = format!("{failed}; the last {} lines it printed:", lines.len());
        for line in lines.iter() {
            message.push_str("\n    | ");
            message.push_str(line);
        }
        message
    }
}

/// Starts `cmd` with both streams piped: standard error is copied line by line, by a
/// thread, to this thread's log (or the terminal) and into `tail`; the caller reads
/// standard output.
fn spawn_forwarding(
    cmd: &mut Command,
    shown: &str,
    tail: &Tail,
) -> Result<(Child, JoinHandle<()>), String> {
    let log = LOG.with(|log| log.borrow().as_ref().and_then(|file| file.try_clone().ok()));
    let mut child = cmd
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("could not start `{shown}`: {e}"))?;
    let stderr = child.stderr.take();
    let tail = tail.clone();
    let forwarder = std::thread::spawn(move || {
        if let Some(stderr) = stderr {
            forward(stderr, log, &tail);
        }
    });
    Ok((child, forwarder))
}

/// Copies `stderr` line by line to `log` (or this process's standard error) and `tail`.
fn forward(stderr: ChildStderr, mut log: Option<File>, tail: &Tail) {
    for line in BufReader::new(stderr).lines() {
        let Ok(line) = line else { break };
        match log.as_mut() {
            Some(file) => {
                let _ = writeln!(file, "{line}");
            }
            None => eprintln!("{line}"),
        }
        tail.push(&line);
    }
}

/// Echoes `cmd` as `$ program args...`, runs it with its standard output passed through
/// (and read for test results) and its standard error too (both into this thread's log when
/// it has one), and fails unless it exits successfully, the error repeating the command's
/// last lines.
pub fn run(cmd: &mut Command) -> Result<(), String> {
    let shown = display(cmd);
    say(&format!("$ {shown}"));
    let tail = Tail::default();
    let (mut child, forwarder) = spawn_forwarding(cmd, &shown, &tail)?;
    if let Some(stdout) = child.stdout.take() {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            say(&line);
            tail.push(&line);
            COUNTS
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .add_line(&line);
        }
    }
    let status = child
        .wait()
        .map_err(|e| format!("could not wait for `{shown}`: {e}"))?;
    let _ = forwarder.join();
    if status.success() {
        Ok(())
    } else {
        Err(tail.explain(format!("`{shown}` failed ({status})")))
    }
}

/// A test executable cargo built, and the directory of its package (where `cargo test`
/// runs it).
#[derive(Clone, Debug)]
pub struct TestExecutable {
    pub package_dir: PathBuf,
    pub path: PathBuf,
}

/// Runs `cmd`, a `cargo test --no-run` (or build) command, with cargo's JSON messages, and
/// returns the test executables it built, so they can be run later without cargo (which
/// would wait for a lock another lane holds, or resolve features anew).
pub fn build_tests(cmd: &mut Command) -> Result<Vec<TestExecutable>, String> {
    cmd.args(["--message-format", "json-render-diagnostics"]);
    let shown = display(cmd);
    say(&format!("$ {shown}"));
    let tail = Tail::default();
    let (mut child, forwarder) = spawn_forwarding(cmd, &shown, &tail)?;
    let mut messages = String::new();
    if let Some(mut stdout) = child.stdout.take() {
        stdout
            .read_to_string(&mut messages)
            .map_err(|e| format!("could not read what `{shown}` printed: {e}"))?;
    }
    let status = child
        .wait()
        .map_err(|e| format!("could not wait for `{shown}`: {e}"))?;
    let _ = forwarder.join();
    if !status.success() {
        return Err(tail.explain(format!("`{shown}` failed ({status})")));
    }
    let executables = test_executables(&messages);
    for executable in &executables {
        say(&format!(
            "xtask: built {} (package {})",
            executable.path.display(),
            executable.package_dir.display()
        ));
    }
    Ok(executables)
}

/// The test executables in cargo's JSON messages: each `compiler-artifact` line's
/// `"executable"` built with the test profile, with the directory of its `"manifest_path"`.
/// A package's binaries are executables too (cargo builds them for its integration tests):
/// they are left out, or a run could take a binary for the package's test suite.
fn test_executables(messages: &str) -> Vec<TestExecutable> {
    let field = |line: &str, key: &str| {
        let key = format!("\"{key}\":\"");
        let start = line.find(&key)? + key.len();
        let end = line[start..].find('"')? + start;
        Some(PathBuf::from(&line[start..end]))
    };
    // `"profile":{..,"test":true}`: the target object has a `"test"` field of its own.
    let built_for_tests = |line: &str| {
        line.find("\"profile\":{").is_some_and(|start| {
            let profile = &line[start..];
            profile
                .find('}')
                .is_some_and(|end| profile[..end].contains("\"test\":true"))
        })
    };
    messages
        .lines()
        .filter(|line| line.contains("\"reason\":\"compiler-artifact\""))
        .filter(|line| built_for_tests(line))
        .filter_map(|line| {
            let path = field(line, "executable")?;
            let manifest = field(line, "manifest_path")?;
            Some(TestExecutable {
                package_dir: manifest.parent()?.to_path_buf(),
                path,
            })
        })
        .collect()
}

/// Like [`run`], but an unsuccessful exit is `Ok(false)` instead of an error;
/// only failing to start the process at all is an error.
pub fn succeeds(cmd: &mut Command) -> Result<bool, String> {
    let shown = display(cmd);
    say(&format!("$ {shown}"));
    cmd.status()
        .map(|status| status.success())
        .map_err(|e| format!("could not start `{shown}`: {e}"))
}

/// `program arg1 arg2 ...`, for messages: the program by its file name only
/// (so `$CARGO` shows as `cargo`), no shell quoting, lossy UTF-8.
pub fn display(cmd: &Command) -> String {
    let program = Path::new(cmd.get_program());
    let mut shown = program
        .file_name()
        .unwrap_or(program.as_os_str())
        .to_string_lossy()
        .into_owned();
    for arg in cmd.get_args() {
        shown.push(' ');
        shown.push_str(&arg.to_string_lossy());
    }
    shown
}

#[cfg(test)]
mod tests {
    use super::{TAIL_LINES, Tail, TestCounts, run, test_executables};

    #[test]
    fn a_failed_command_s_error_repeats_its_last_lines_from_both_streams() {
        let error = run(std::process::Command::new("sh").args([
            "-c",
            "echo first; echo 'error: the cause' >&2; echo last; exit 3",
        ]))
        .expect_err("the command exits with 3");
        assert!(error.contains("exit status: 3"), "{error}");
        for line in ["| first", "| error: the cause", "| last"] {
            assert!(error.contains(line), "no `{line}` in: {error}");
        }
    }

    #[test]
    fn the_tail_keeps_only_the_last_lines() {
        let tail = Tail::default();
        for n in 0..TAIL_LINES + 5 {
            tail.push(&format!("line {n}"));
        }
        let message = tail.explain("failed".to_owned());
        assert!(message.starts_with(&format!("failed; the last {TAIL_LINES} lines")));
        assert!(!message.contains("| line 4\n"), "{message}");
        assert!(message.contains("| line 5\n"), "{message}");
        assert!(
            message.ends_with(&format!("| line {}", TAIL_LINES + 4)),
            "{message}"
        );
    }

    #[test]
    fn test_executables_are_read_from_cargo_messages() {
        let messages = concat!(
            r#"{"reason":"compiler-artifact","manifest_path":"/r/testing/Cargo.toml","#,
            r#""profile":{"debug_assertions":true,"test":true},"executable":null}"#,
            "\n",
            // A binary cargo built for the package's integration tests: not a test.
            r#"{"reason":"compiler-artifact","manifest_path":"/r/testing/Cargo.toml","#,
            r#""target":{"name":"snapshots","test":true},"#,
            r#""profile":{"debug_assertions":true,"test":false},"executable":"/t/snapshots"}"#,
            "\n",
            r#"{"reason":"compiler-artifact","manifest_path":"/r/testing/Cargo.toml","#,
            r#""target":{"name":"suite","test":true},"#,
            r#""profile":{"debug_assertions":true,"test":true},"executable":"/t/deps/suite-1"}"#,
            "\n",
            r#"{"reason":"build-finished","success":true}"#,
        );
        let found = test_executables(messages);
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].path, std::path::Path::new("/t/deps/suite-1"));
        assert_eq!(found[0].package_dir, std::path::Path::new("/r/testing"));
    }

    #[test]
    fn test_result_lines_are_counted_and_other_lines_are_not() {
        let mut counts = TestCounts::default();
        counts.add_line(
            "test result: ok. 12 passed; 0 failed; 3 ignored; 0 measured; 5 filtered out; \
             finished in 1.02s",
        );
        counts.add_line("test result: FAILED. 1 passed; 2 failed; 0 ignored; 0 measured");
        counts.add_line("test passed_and_failed ... ok");
        counts.add_line("running 12 tests");
        assert_eq!(
            counts,
            TestCounts {
                passed: 13,
                failed: 2,
                ignored: 3
            }
        );
    }
}
