//! A server started for the run, and any server's memory.

use std::path::PathBuf;
use std::process::Stdio;
use std::time::Duration;

use tokio::net::TcpStream;
use tokio::time::sleep;

/// Resident memory of a process, in KB.
pub fn resident_kb(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// A server started for the run: `yote serve` on a free loopback port with a fresh database.
pub struct SpawnedServer {
    pub child: tokio::process::Child,
    pub origin: String,
    /// The `yote` binary that serves.
    exe: PathBuf,
    port: u16,
    database: PathBuf,
    extra: Vec<String>,
    _dir: tempfile::TempDir,
}

impl SpawnedServer {
    /// Starts `exe serve` (the `yote` binary) with the `extra` arguments.
    pub async fn start(exe: PathBuf, extra: &[String]) -> Result<SpawnedServer, String> {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .map_err(|e| format!("no free port: {e}"))?
            .port();
        let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
        let database = dir.path().join("load.db");
        let child = spawn_server(&exe, port, &database, extra).await?;
        Ok(SpawnedServer {
            child,
            exe,
            origin: format!("http://127.0.0.1:{port}"),
            port,
            database,
            extra: extra.to_vec(),
            _dir: dir,
        })
    }

    /// The value given to `flag` among the extra arguments.
    pub fn extra_arg(&self, flag: &str) -> Option<String> {
        let at = self.extra.iter().position(|a| a == flag)?;
        self.extra.get(at + 1).cloned()
    }

    /// SIGKILL, then the same command on the same port and database.
    pub async fn kill_and_restart(&mut self) -> Result<(), String> {
        self.child
            .start_kill()
            .map_err(|e| format!("cannot kill the server: {e}"))?;
        let _ = self.child.wait().await;
        eprintln!("server killed (SIGKILL); starting it again on the same database");
        self.child = spawn_server(&self.exe, self.port, &self.database, &self.extra).await?;
        Ok(())
    }
}

async fn spawn_server(
    exe: &std::path::Path,
    port: u16,
    database: &std::path::Path,
    extra: &[String],
) -> Result<tokio::process::Child, String> {
    let child = tokio::process::Command::new(exe)
        .arg("serve")
        .arg("--listen")
        .arg(format!("127.0.0.1:{port}"))
        .arg("--database")
        .arg(format!("sqlite:{}", database.display()))
        .args(extra)
        .env("RUST_LOG", "warn")
        // The server under load builds no endgame tables meanwhile.
        .env("YOTE_BUILD_TABLEBASES", "false")
        .stdout(Stdio::null())
        .stderr(Stdio::inherit())
        .kill_on_drop(true)
        .spawn()
        .map_err(|e| format!("cannot start the server: {e}"))?;
    for _ in 0..400 {
        if TcpStream::connect(("127.0.0.1", port)).await.is_ok() {
            return Ok(child);
        }
        sleep(Duration::from_millis(25)).await;
    }
    Err("the server did not start listening within 10 s".to_owned())
}
