//! Running child processes and turning their exit status into a `Result`, counting the tests
//! their runners report on the way.

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
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

/// Echoes `cmd` as `$ program args...`, runs it with its standard output passed through
/// (and read for test results) and its standard error inherited, and fails unless it exits
/// successfully.
pub fn run(cmd: &mut Command) -> Result<(), String> {
    let shown = display(cmd);
    println!("$ {shown}");
    let mut child = cmd
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|e| format!("could not start `{shown}`: {e}"))?;
    if let Some(stdout) = child.stdout.take() {
        let mut out = std::io::stdout();
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            let _ = writeln!(out, "{line}");
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

/// Like [`run`], but an unsuccessful exit is `Ok(false)` instead of an error;
/// only failing to start the process at all is an error.
pub fn succeeds(cmd: &mut Command) -> Result<bool, String> {
    let shown = display(cmd);
    println!("$ {shown}");
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
    use super::TestCounts;

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
