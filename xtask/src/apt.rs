//! Installing Debian packages the tests need, when xtask runs as root.

use std::process::Command;

use crate::process;
use crate::setup::Context;

/// Whether xtask runs as root (`id -u` prints 0). Anything unexpected,
/// including a missing `id`, counts as not root.
pub fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|out| out.status.success() && out.stdout.trim_ascii() == b"0")
}

/// `apt-get install`s `packages`, running `apt-get update` and retrying only if
/// the first attempt fails (e.g. on a fresh container with no package lists).
pub fn install(ctx: &Context, packages: &[&str]) -> Result<(), String> {
    let apt_get = |args: &[&str]| {
        let mut cmd = ctx.command("apt-get");
        cmd.env("DEBIAN_FRONTEND", "noninteractive").args(args);
        cmd
    };
    let mut install_args = vec!["install", "-y", "--no-install-recommends"];
    install_args.extend(packages);

    if process::succeeds(&mut apt_get(&install_args))? {
        return Ok(());
    }
    eprintln!("xtask: apt-get install failed; updating the package lists and retrying");
    process::run(&mut apt_get(&["update"]))?;
    process::run(&mut apt_get(&install_args))
}
