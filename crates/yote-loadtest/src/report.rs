//! What a run measured, and how it reads.

use std::collections::BTreeMap;

use hdrhistogram::Histogram;

use crate::config::FLOOD_ADDRESS;

/// What the flooding client got.
#[derive(Debug, Clone)]
pub struct FloodReport {
    pub games: usize,
    pub level: String,
    pub computer_replies: u64,
    pub refused: u64,
    pub errors: BTreeMap<String, u64>,
}

/// What a run measured.
#[derive(Debug)]
pub struct Report {
    pub friend_games: usize,
    pub computer_games: usize,
    pub sockets: usize,
    pub actions: u64,
    pub seconds: f64,
    pub games_finished: u64,
    pub errors: BTreeMap<String, u64>,
    pub round_trip: Histogram<u64>,
    /// From a player's `act` to the opponent's `state` with that action (across nodes when there
    /// are several).
    pub seen_by_opponent: Histogram<u64>,
    pub nodes: usize,
    pub computer_reply: Histogram<u64>,
    pub computer_over_budget: u64,
    pub computer_budget_ms: u64,
    pub memory: Option<Memory>,
    pub reconnects: u64,
    /// From a dropped connection to a new socket that has said hello (µs), each reconnect.
    pub back_after: Histogram<u64>,
    /// Acknowledged actions found again in the server's games after the run.
    pub verified_actions: u64,
    pub flood: Option<FloodReport>,
    /// Timed games only: how late (µs) after its flag fell each game lost on time was ended,
    /// by the server's own clock (the `server_ms` of the final state) ...
    pub flag_late_server: Histogram<u64>,
    /// ... and as the player whose flag fell saw it (the final state's arrival).
    pub flag_late_seen: Histogram<u64>,
    /// Timed games aborted (a first action not made in time: none is expected).
    pub aborted: u64,
}

/// The server's resident memory before the run and with every player connected.
#[derive(Debug, Clone, Copy)]
pub struct Memory {
    pub baseline_kb: u64,
    pub loaded_kb: u64,
    pub players: usize,
}

impl Memory {
    pub fn per_player_kb(&self) -> f64 {
        self.loaded_kb.saturating_sub(self.baseline_kb) as f64 / self.players.max(1) as f64
    }
}

impl Report {
    pub fn error_count(&self) -> u64 {
        self.errors.values().sum()
    }
}

impl std::fmt::Display for Report {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let ms = |h: &Histogram<u64>, q: f64| h.value_at_quantile(q) as f64 / 1000.0;
        writeln!(
            f,
            "games: {} friend + {} computer, {} sockets, {:.0} s of play",
            self.friend_games, self.computer_games, self.sockets, self.seconds
        )?;
        writeln!(
            f,
            "actions: {} ({:.1} a second), games finished: {}, errors: {}",
            self.actions,
            self.actions as f64 / self.seconds.max(1e-9),
            self.games_finished,
            self.error_count()
        )?;
        for (code, n) in &self.errors {
            writeln!(f, "  error {code}: {n}")?;
        }
        writeln!(
            f,
            "reconnects: {}, acknowledged actions found in the server afterwards: {}",
            self.reconnects, self.verified_actions
        )?;
        if !self.back_after.is_empty() {
            let h = &self.back_after;
            writeln!(
                f,
                "back after a dropped connection: p50 {:.0} ms, p99 {:.0} ms, max {:.0} ms",
                ms(h, 0.5),
                ms(h, 0.99),
                h.max() as f64 / 1000.0
            )?;
        }
        if !self.round_trip.is_empty() {
            let h = &self.round_trip;
            writeln!(
                f,
                "round trip (act to ack): p50 {:.2} ms, p90 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
                ms(h, 0.5),
                ms(h, 0.9),
                ms(h, 0.99),
                h.max() as f64 / 1000.0
            )?;
        }
        if !self.seen_by_opponent.is_empty() {
            let h = &self.seen_by_opponent;
            writeln!(
                f,
                "{} (act to the opponent's state): p50 {:.2} ms, p90 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
                if self.nodes > 1 {
                    format!("seen across {} nodes", self.nodes)
                } else {
                    "seen by the opponent".to_owned()
                },
                ms(h, 0.5),
                ms(h, 0.9),
                ms(h, 0.99),
                h.max() as f64 / 1000.0
            )?;
        }
        if !self.computer_reply.is_empty() {
            let h = &self.computer_reply;
            writeln!(
                f,
                "computer replies: {}, p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms, over budget ({} ms + 100 ms): {}",
                h.len(),
                ms(h, 0.5),
                ms(h, 0.99),
                h.max() as f64 / 1000.0,
                self.computer_budget_ms,
                self.computer_over_budget
            )?;
        }
        if let Some(flood) = &self.flood {
            writeln!(
                f,
                "flood from {FLOOD_ADDRESS}: {} {} games at once, {} computer replies, {} new games refused (computer-busy), other errors: {}",
                flood.games,
                flood.level,
                flood.computer_replies,
                flood.refused,
                flood.errors.values().sum::<u64>()
            )?;
        }
        if !self.flag_late_server.is_empty() {
            let (server, seen) = (&self.flag_late_server, &self.flag_late_seen);
            writeln!(
                f,
                "lost on time: {}, ended after the flag fell by (server clock) p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms; as seen by the player p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms; aborted: {}",
                server.len(),
                ms(server, 0.5),
                ms(server, 0.99),
                server.max() as f64 / 1000.0,
                ms(seen, 0.5),
                ms(seen, 0.99),
                seen.max() as f64 / 1000.0,
                self.aborted
            )?;
        }
        if let Some(m) = self.memory {
            writeln!(
                f,
                "server memory: {:.1} MB resident with {} players connected (baseline {:.1} MB): {:.1} KB per player",
                m.loaded_kb as f64 / 1024.0,
                m.players,
                m.baseline_kb as f64 / 1024.0,
                m.per_player_kb()
            )?;
        }
        Ok(())
    }
}
