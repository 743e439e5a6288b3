//! `imgui-webgpu-snapshots [list|review|accept|reject] [DIR]`: the snapshots a failed test
//! run left for review (`NAME.new.*` beside the stored files), in one command. `DIR` is
//! `tests/snapshots` unless given. `review` prints each one's difference; `accept` renames
//! every new result over its stored file; `reject` removes them.

use std::path::PathBuf;
use std::process::ExitCode;

use imgui_webgpu_testing::snapshot::SnapshotDir;

const USAGE: &str = "usage: imgui-webgpu-snapshots [list|review|accept|reject] [DIR]
  list     the snapshots waiting for review (the default)
  review   each one's difference from its stored file
  accept   rename every new result over its stored file
  reject   remove every new result
DIR is tests/snapshots unless given.";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (command, dir) = match args.as_slice() {
        [] => ("list", None),
        [command] => (command.as_str(), None),
        [command, dir] => (command.as_str(), Some(dir)),
        _ => {
            eprintln!("{USAGE}");
            return ExitCode::FAILURE;
        }
    };
    let dir = dir.map_or_else(|| PathBuf::from("tests/snapshots"), PathBuf::from);
    let pending = match SnapshotDir::at(&dir).pending() {
        Ok(pending) => pending,
        Err(error) => {
            eprintln!("imgui-webgpu-snapshots: {error}");
            return ExitCode::FAILURE;
        }
    };
    let mut failed = false;
    match command {
        "list" | "review" => {
            for snapshot in &pending {
                if command == "list" {
                    println!("{snapshot}");
                } else {
                    println!("{}", snapshot.review());
                }
            }
        }
        "accept" | "reject" => {
            for snapshot in &pending {
                let done = if command == "accept" {
                    snapshot.accept()
                } else {
                    snapshot.reject()
                };
                match done {
                    Ok(()) => println!("{command}ed {}", snapshot.name),
                    Err(error) => {
                        eprintln!("imgui-webgpu-snapshots: {}: {error}", snapshot.name);
                        failed = true;
                    }
                }
            }
        }
        _ => {
            eprintln!("{USAGE}");
            return ExitCode::FAILURE;
        }
    }
    println!("{} snapshot(s) in {}", pending.len(), dir.display());
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
