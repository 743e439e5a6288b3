//! Running child processes and turning their exit status into a `Result`, counting the tests
//! their runners report on the way.

use std::cell::RefCell;
use std::fs::File;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;

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

/// Echoes `cmd` as `$ program args...`, runs it with its standard output passed through
/// (and read for test results) and its standard error inherited (both into this thread's
/// log when it has one), and fails unless it exits successfully.
pub fn run(cmd: &mut Command) -> Result<(), String> {
    let shown = display(cmd);
    say(&format!("$ {shown}"));
    let log = LOG.with(|log| log.borrow().as_ref().and_then(|file| file.try_clone().ok()));
    if let Some(stderr) = log {
        cmd.stderr(stderr);
    }
    let mut child = cmd
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|e| format!("could not start `{shown}`: {e}"))?;
    if let Some(stdout) = child.stdout.take() {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            say(&line);
            COUNTS
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .add_line(&line);
        }
    }
    let status = child
        .wait()
        .map_err(|e| format!("could not wait for `{shown}`: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("`{shown}` failed ({status})"))
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
    if let Some(file) = LOG.with(|log| log.borrow().as_ref().and_then(|f| f.try_clone().ok())) {
        cmd.stderr(file);
    } else {
        cmd.stderr(Stdio::inherit());
    }
    let output = cmd
        .output()
        .map_err(|e| format!("could not start `{shown}`: {e}"))?;
    if !output.status.success() {
        return Err(format!("`{shown}` failed ({})", output.status));
    }
    let executables = test_executables(&String::from_utf8_lossy(&output.stdout));
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
/// `"executable"`, with the directory of its `"manifest_path"`.
fn test_executables(messages: &str) -> Vec<TestExecutable> {
    let field = |line: &str, key: &str| {
        let key = format!("\"{key}\":\"");
        let start = line.find(&key)? + key.len();
        let end = line[start..].find('"')? + start;
        Some(PathBuf::from(&line[start..end]))
    };
    messages
        .lines()
        .filter(|line| line.contains("\"reason\":\"compiler-artifact\""))
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
    use super::{TestCounts, test_executables};

    #[test]
    fn test_executables_are_read_from_cargo_messages() {
        let messages = concat!(
            r#"{"reason":"compiler-artifact","manifest_path":"/r/testing/Cargo.toml","executable":null}"#,
            "\n",
            r#"{"reason":"compiler-artifact","manifest_path":"/r/testing/Cargo.toml","executable":"/t/deps/suite-1"}"#,
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
