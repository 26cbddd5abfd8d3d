//! A throwaway PostgreSQL server for the tests: `initdb` and `postgres` from Debian's
//! `/usr/lib/postgresql/<version>/bin` in a temporary folder, on a free loopback port, run as an
//! unprivileged user when the tests run as root (PostgreSQL refuses root).
//!
//! The server runs under a small `sh` guard whose stdin is a pipe from the test process: when
//! the pipe closes (the [`TempPostgres`] dropped, or the test process ending in any way, a
//! panic or a kill included) the guard stops the server and removes its folder. So the server
//! shared by a test binary ([`TempPostgres::shared`], a static that is never dropped) goes away
//! with the binary too.

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{LazyLock, Mutex};
use std::time::{Duration, Instant};

/// The user the server runs as when the tests run as root (created if missing).
const TEST_USER: &str = "yote-test";
/// How long the server has to accept connections after its start.
const READY_WITHIN: Duration = Duration::from_secs(30);

/// A PostgreSQL server of its own, stopped and removed when dropped.
pub struct TempPostgres {
    pub port: u16,
    bin: PathBuf,
    guard: Mutex<Option<(Child, ChildStdin)>>,
    databases: AtomicU32,
}

impl TempPostgres {
    /// The server shared by the tests of one test binary (each test takes a database of its own
    /// with [`TempPostgres::database`]).
    pub fn shared() -> &'static TempPostgres {
        static SHARED: LazyLock<TempPostgres> = LazyLock::new(TempPostgres::start);
        &SHARED
    }

    /// Starts a server and waits until it accepts connections. Panics, saying what to install,
    /// when PostgreSQL is missing.
    pub fn start() -> TempPostgres {
        let bin = bin_dir();
        let mut last = String::new();
        // A free port may be taken between the check and the server's bind: try another.
        for _ in 0..3 {
            match start_once(&bin) {
                Ok(server) => return server,
                Err(e) => last = e,
            }
        }
        panic!("cannot start a PostgreSQL server for the tests: {last}");
    }

    /// Creates a fresh, empty database; answers its URL.
    pub fn database(&self) -> String {
        let name = format!(
            "t{}_{}",
            std::process::id(),
            self.databases.fetch_add(1, Ordering::Relaxed)
        );
        let out = Command::new(self.bin.join("createdb"))
            .args([
                "-h",
                "127.0.0.1",
                "-p",
                &self.port.to_string(),
                "-U",
                "yote",
            ])
            .arg(&name)
            .output()
            .expect("createdb");
        assert!(
            out.status.success(),
            "createdb {name}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        self.url(&name)
    }

    /// The URL of a database of this server.
    pub fn url(&self, database: &str) -> String {
        format!("postgres://yote@127.0.0.1:{}/{database}", self.port)
    }
}

impl Drop for TempPostgres {
    fn drop(&mut self) {
        if let Some((mut child, stdin)) = self.guard.lock().unwrap().take() {
            drop(stdin); // the guard stops the server and removes its folder
            let _ = child.wait();
        }
    }
}

/// The newest `/usr/lib/postgresql/<version>/bin` that has `initdb` and `postgres`.
fn bin_dir() -> PathBuf {
    let mut found: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|entry| {
            let version: u32 = entry.file_name().to_str()?.parse().ok()?;
            let bin = entry.path().join("bin");
            (bin.join("initdb").exists() && bin.join("postgres").exists()).then_some((version, bin))
        })
        .collect();
    found.sort();
    match found.pop() {
        Some((_, bin)) => bin,
        None => panic!(
            "PostgreSQL is not installed (no /usr/lib/postgresql/<version>/bin/postgres): run \
             scripts/test.sh, which installs it, or `apt-get install postgresql`"
        ),
    }
}

/// Uid and gid of the user the server runs as, when this process is root.
fn unprivileged() -> Option<(u32, u32)> {
    if id(&["-u"])? != 0 {
        return None;
    }
    if id(&["-u", TEST_USER]).is_none() {
        // Another test binary may be creating it at the same moment: look again after.
        let _ = Command::new("useradd")
            .args([
                "--system",
                "--no-create-home",
                "--shell",
                "/usr/sbin/nologin",
            ])
            .arg(TEST_USER)
            .stderr(Stdio::null())
            .status();
    }
    let user = if id(&["-u", TEST_USER]).is_some() {
        TEST_USER
    } else {
        "nobody"
    };
    Some((id(&["-u", user])?, id(&["-g", user])?))
}

fn id(args: &[&str]) -> Option<u32> {
    let out = Command::new("id").args(args).output().ok()?;
    if !out.status.success() {
        return None;
    }
    String::from_utf8(out.stdout).ok()?.trim().parse().ok()
}

/// `program` run as `user` (through `setpriv`, which `exec`s it) or as this process.
fn command_as(user: Option<(u32, u32)>, program: &Path) -> Command {
    match user {
        Some((uid, gid)) => {
            let mut c = Command::new("setpriv");
            c.arg(format!("--reuid={uid}"))
                .arg(format!("--regid={gid}"))
                .arg("--clear-groups")
                .arg("--")
                .arg(program);
            c
        }
        None => Command::new(program),
    }
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port()
}

fn start_once(bin: &Path) -> Result<TempPostgres, String> {
    let user = unprivileged();
    // As root, under /tmp (whatever TMPDIR says): the server's user must reach the folder.
    let base = match user {
        Some(_) => PathBuf::from("/tmp"),
        None => std::env::temp_dir(),
    };
    let dir = tempfile::Builder::new()
        .prefix("yote-postgres-")
        .tempdir_in(base)
        .map_err(|e| format!("temp dir: {e}"))?
        .keep();
    if let Some((uid, gid)) = user {
        std::os::unix::fs::chown(&dir, Some(uid), Some(gid)).map_err(|e| format!("chown: {e}"))?;
    }
    let data = dir.join("data");
    let init = command_as(user, &bin.join("initdb"))
        .arg("-D")
        .arg(&data)
        .args([
            "-U",
            "yote",
            "--auth=trust",
            "-E",
            "UTF8",
            "--no-locale",
            "--no-sync",
        ])
        .env("LC_ALL", "C")
        .output()
        .map_err(|e| format!("initdb: {e}"))?;
    if !init.status.success() {
        let _ = std::fs::remove_dir_all(&dir);
        return Err(format!(
            "initdb: {}{}",
            String::from_utf8_lossy(&init.stdout),
            String::from_utf8_lossy(&init.stderr)
        ));
    }
    let port = free_port();
    let server = command_as(user, &bin.join("postgres"));
    let mut argv: Vec<String> = vec![server.get_program().to_string_lossy().into_owned()];
    argv.extend(server.get_args().map(|a| a.to_string_lossy().into_owned()));
    argv.extend(
        [
            "-D",
            &data.to_string_lossy(),
            "-p",
            &port.to_string(),
            "-h",
            "127.0.0.1",
            "-k",
            &dir.to_string_lossy(),
            // A test server: what it holds is thrown away, so it need not survive a power cut.
            "-c",
            "fsync=off",
            "-c",
            "max_connections=200",
        ]
        .map(str::to_owned),
    );
    // The guard: starts the server, waits for its stdin to close, then stops the server (fast
    // shutdown, then SIGKILL after 10 s) and removes the folder.
    let script = r#"
        "$@" >"$DIR/log" 2>&1 &
        pid=$!
        while read -r _; do :; done
        kill -INT "$pid" 2>/dev/null
        i=0
        while kill -0 "$pid" 2>/dev/null && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
        kill -KILL "$pid" 2>/dev/null
        wait "$pid" 2>/dev/null
        rm -rf "$DIR"
    "#;
    let mut child = Command::new("sh")
        .arg("-c")
        .arg(script)
        .arg("yote-postgres")
        .args(&argv)
        .env("DIR", &dir)
        .env("LC_ALL", "C")
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("sh: {e}"))?;
    let stdin = child.stdin.take().unwrap();
    let server = TempPostgres {
        port,
        bin: bin.to_owned(),
        guard: Mutex::new(Some((child, stdin))),
        databases: AtomicU32::new(0),
    };
    let started = Instant::now();
    loop {
        let ready = Command::new(bin.join("pg_isready"))
            .args([
                "-q",
                "-h",
                "127.0.0.1",
                "-p",
                &port.to_string(),
                "-U",
                "yote",
            ])
            .status()
            .is_ok_and(|s| s.success());
        if ready {
            return Ok(server);
        }
        let log = std::fs::read_to_string(dir.join("log")).unwrap_or_default();
        if log.contains("FATAL") || started.elapsed() > READY_WITHIN {
            return Err(format!("postgres on port {port}: {log}")); // dropped: cleaned up
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}
