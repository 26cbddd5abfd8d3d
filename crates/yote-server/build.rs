//! Fixes the commit shown in every page's footer at build time: the short hash of `HEAD`, or
//! "unknown" outside a git checkout.

use std::process::Command;

fn main() {
    let commit = Command::new("git")
        .args(["rev-parse", "--short=7", "HEAD"])
        .output()
        .ok()
        .filter(|out| out.status.success())
        .and_then(|out| String::from_utf8(out.stdout).ok())
        .map(|s| s.trim().to_owned())
        .filter(|s| !s.is_empty())
        .unwrap_or_else(|| "unknown".to_owned());
    println!("cargo:rustc-env=YOTE_COMMIT={commit}");
    // The browser tests check the footer against the same value.
    println!("cargo:rustc-env=YOTE_COMMIT_FOR_TESTS={commit}");
    // Rebuild when HEAD moves (a commit, a checkout) so the footer stays true.
    for (arg, watched) in [("--git-dir", "HEAD"), ("--git-common-dir", "refs/heads")] {
        let dir = Command::new("git")
            .args(["rev-parse", arg])
            .output()
            .ok()
            .filter(|out| out.status.success())
            .map(|out| String::from_utf8_lossy(&out.stdout).trim().to_owned());
        // Only paths that exist: cargo counts a missing one as changed on every build, and a
        // fresh clone (CI) may have no `packed-refs`. A branch packed there and then committed
        // to becomes a loose file under `refs/heads`, a directory cargo scans whole.
        if let Some(dir) = dir {
            for path in [format!("{dir}/{watched}"), format!("{dir}/packed-refs")] {
                if std::path::Path::new(&path).exists() {
                    println!("cargo:rerun-if-changed={path}");
                }
            }
        }
    }
    println!("cargo:rerun-if-changed=build.rs");
}
