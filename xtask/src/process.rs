//! Running child processes and turning their exit status into a `Result`.

use std::path::Path;
use std::process::Command;

/// Echoes `cmd` as `$ program args...`, runs it with inherited stdio and
/// fails unless it exits successfully.
pub fn run(cmd: &mut Command) -> Result<(), String> {
    let shown = display(cmd);
    println!("$ {shown}");
    let status = cmd
        .status()
        .map_err(|e| format!("could not start `{shown}`: {e}"))?;
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
