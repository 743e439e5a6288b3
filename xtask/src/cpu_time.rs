//! The CPU time a command used: its own and every process it waited for (cargo, rustc, the
//! tests, Chromium), as the kernel accounts it. Two cores shared by two lanes make wall time
//! a poor measure of what a step costs; the CPU-seconds say what a saving saved.

use std::time::Duration;

/// User and system time of this process and of its children that were waited for.
#[derive(Clone, Copy, Debug, Default)]
pub struct CpuTime {
    /// Time spent in user mode.
    pub user: Duration,
    /// Time spent in the kernel on the processes' behalf.
    pub system: Duration,
}

impl CpuTime {
    /// The two together.
    pub fn total(self) -> Duration {
        self.user + self.system
    }

    /// What was used since `earlier`.
    pub fn since(self, earlier: CpuTime) -> CpuTime {
        CpuTime {
            user: self.user.saturating_sub(earlier.user),
            system: self.system.saturating_sub(earlier.system),
        }
    }
}

/// The kernel's clock ticks in `/proc` (`USER_HZ`): 100 on every Linux architecture.
const TICKS_PER_SECOND: u64 = 100;

/// The CPU time so far, or `None` where the kernel does not say (not Linux).
pub fn now() -> Option<CpuTime> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    parse_stat(&stat)
}

/// Reads `utime`, `stime`, `cutime` and `cstime` (fields 14 to 17 of `proc(5)`'s
/// `/proc/pid/stat`) from its text. The command's name (field 2) is in parentheses and may
/// hold spaces: the fields are counted after its closing one.
fn parse_stat(stat: &str) -> Option<CpuTime> {
    let (_, after_name) = stat.rsplit_once(')')?;
    // After the name: field 3 (the state) is the first.
    let fields: Vec<&str> = after_name.split_whitespace().collect();
    let ticks = |field: usize| -> Option<u64> { fields.get(field - 3)?.parse().ok() };
    let seconds = |ticks: u64| Duration::from_millis(ticks.saturating_mul(1000) / TICKS_PER_SECOND);
    Some(CpuTime {
        user: seconds(ticks(14)? + ticks(16)?),
        system: seconds(ticks(15)? + ticks(17)?),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_own_and_waited_for_children_times_after_a_name_with_spaces() {
        // A real line's shape: pid, (name), state, then fields 4 to 13, then utime, stime,
        // cutime, cstime.
        let stat = "4242 (x task) R 1 2 3 4 5 6 7 8 9 10 150 25 3000 410 20 0 1 0 5 6 7";
        let cpu = parse_stat(stat).expect("parses");
        assert_eq!(cpu.user, Duration::from_millis(31_500));
        assert_eq!(cpu.system, Duration::from_millis(4_350));
        assert_eq!(cpu.total(), Duration::from_millis(35_850));
    }

    #[test]
    fn a_short_line_is_none() {
        assert!(parse_stat("4242 (xtask) R 1 2 3").is_none());
        assert!(parse_stat("no parenthesis").is_none());
    }

    #[test]
    fn this_process_has_a_time() {
        if cfg!(target_os = "linux") {
            assert!(now().is_some(), "/proc/self/stat gives no times");
        }
    }
}
