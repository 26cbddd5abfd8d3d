//! Tables nobody plays: correspondence tables created, their guest seat taken, and left without
//! a first action, as a crowd of forgotten invitations is. The server should hold only the
//! games being watched, so its memory, and the time it takes to start again, should not grow
//! with them (docs/reliability.md "Games in memory").

use std::fmt;
use std::net::{IpAddr, Ipv4Addr};
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use tokio::time::sleep;

use crate::server::{SpawnedServer, resident_kb};

/// Tables made from each address, as many people's invitations come from many addresses
/// (under the server's 30 a minute).
const TABLES_PER_ADDRESS: usize = 25;

/// What the server's memory and start did with the tables.
#[derive(Debug, Clone, Copy)]
pub struct WaitingReport {
    pub tables: usize,
    pub baseline_kb: u64,
    /// Right after the last table was made.
    pub created_kb: u64,
    /// After `settle`, nobody having come back.
    pub settled_kb: u64,
    pub settle: Duration,
    /// From SIGKILL to the server listening again on the same database.
    pub restart: Duration,
    /// A second after it listens again.
    pub restarted_kb: u64,
    /// The games the server holds in memory (its `yote_games_live`) at the same three moments.
    pub in_memory: [Option<u64>; 3],
}

/// The server's `yote_games_live`, from its metrics at `metrics` (`http://host:port`).
async fn games_live(metrics: &str) -> Option<u64> {
    let text = reqwest::get(format!("{metrics}/metrics"))
        .await
        .ok()?
        .text()
        .await
        .ok()?;
    let line = text.lines().find(|l| l.starts_with("yote_games_live "))?;
    line.split_whitespace()
        .nth(1)?
        .parse::<f64>()
        .ok()
        .map(|n| n as u64)
}

/// Makes `tables` waiting tables on `server` (its metrics at `metrics`), then measures.
pub async fn run(
    server: &mut SpawnedServer,
    metrics: &str,
    tables: usize,
    settle: Duration,
) -> Result<WaitingReport, String> {
    let pid = |s: &SpawnedServer| s.child.id().and_then(resident_kb).unwrap_or(0);
    let baseline_kb = pid(server);
    let mut clients = Vec::new();
    for made in 0..tables {
        if made % TABLES_PER_ADDRESS == 0 {
            let n = made / TABLES_PER_ADDRESS;
            let address = Ipv4Addr::new(127, 1, (n / 250) as u8, (n % 250 + 1) as u8);
            let http = reqwest::Client::builder()
                .local_address(IpAddr::V4(address))
                .build()
                .map_err(|e| e.to_string())?;
            clients.push(http);
        }
        let http = clients.last().expect("a client");
        let table = post(
            http,
            &format!("{}/api/tables", server.origin),
            json!({"opponent": "friend", "clock": {"days": 7}}),
        )
        .await?;
        let invite = table["invite_url"]
            .as_str()
            .and_then(|u| u.rsplit('/').next())
            .ok_or_else(|| format!("a table without an invitation: {table}"))?;
        post(
            http,
            &format!("{}/api/invites/{invite}", server.origin),
            json!({}),
        )
        .await?;
    }
    let created_kb = pid(server);
    let created = games_live(metrics).await;
    sleep(settle).await;
    let settled_kb = pid(server);
    let settled = games_live(metrics).await;
    let started = Instant::now();
    server.kill_and_restart().await?;
    let restart = started.elapsed();
    sleep(Duration::from_secs(1)).await;
    let restarted = games_live(metrics).await;
    Ok(WaitingReport {
        in_memory: [created, settled, restarted],
        tables,
        baseline_kb,
        created_kb,
        settled_kb,
        settle,
        restart,
        restarted_kb: pid(server),
    })
}

async fn post(http: &reqwest::Client, url: &str, body: Value) -> Result<Value, String> {
    let response = http
        .post(url)
        .json(&body)
        .send()
        .await
        .map_err(|e| format!("{url}: {e}"))?;
    let status = response.status();
    let body: Value = response.json().await.map_err(|e| format!("{url}: {e}"))?;
    if !status.is_success() {
        return Err(format!("{url}: {status} {body}"));
    }
    Ok(body)
}

impl fmt::Display for WaitingReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mb = |kb: u64| kb as f64 / 1024.0;
        writeln!(
            f,
            "waiting tables: {} correspondence tables, seats taken, no first action",
            self.tables
        )?;
        writeln!(
            f,
            "server memory: {:.1} MB before, {:.1} MB once made, {:.1} MB after {} s with nobody there",
            mb(self.baseline_kb),
            mb(self.created_kb),
            mb(self.settled_kb),
            self.settle.as_secs()
        )?;
        writeln!(
            f,
            "restart (SIGKILL, then listening again): {} ms, {:.1} MB a second later",
            self.restart.as_millis(),
            mb(self.restarted_kb)
        )?;
        let n = |v: Option<u64>| v.map_or("?".to_owned(), |n| n.to_string());
        writeln!(
            f,
            "games in memory: {} once made, {} after {} s, {} after the restart",
            n(self.in_memory[0]),
            n(self.in_memory[1]),
            self.settle.as_secs(),
            n(self.in_memory[2])
        )
    }
}
