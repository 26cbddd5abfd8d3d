//! Players who come to the lobby (docs/site.md "The lobby"): each makes a player, opens the
//! lobby's socket, takes a quick-pairing tile, and plays the game it is given, as people on
//! their own phones do (each from an address of its own). The report says how long each waited
//! from its seek to its game, and every pairing error: a seeker never paired, a game told to
//! other than two seekers, two seekers given the same side, a seat refused.

use std::collections::HashMap;
use std::fmt;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::time::{Duration, Instant};

use hdrhistogram::Histogram;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde_json::{Value, json};

use crate::client::{GameSocket, Incoming, answer};

/// The real-time tiles seekers take; two seekers in a row take the same one, so that every
/// tile's pool has an even number of seekers in all.
const TILES: [&str; 4] = ["3+2", "5+3", "10+5", "15+10"];
/// How long a seeker waits for a game before it counts as never paired.
const PAIRING_WAIT: Duration = Duration::from_secs(60);
/// Each player makes at most this many actions, then resigns if the game is still on: the
/// run measures the lobby and the start of games, not whole games.
const ACTIONS_EACH: usize = 10;

/// What one seeker saw.
#[derive(Debug, Default)]
struct Seen {
    /// From its seek to its `paired` (none if it never came).
    waited: Option<Duration>,
    game: Option<String>,
    side: Option<String>,
    offered: bool,
    actions: usize,
    finished: bool,
    error: Option<String>,
}

/// The run's figures.
#[derive(Debug)]
pub struct SeekersReport {
    pub seekers: usize,
    pub paired: usize,
    pub games: usize,
    pub finished: usize,
    pub offered: usize,
    pub actions: usize,
    /// Seek to game, in microseconds.
    pub waited: Histogram<u64>,
    /// Every pairing error, by kind, with one of its messages.
    pub errors: Vec<(String, usize, String)>,
    pub elapsed: Duration,
}

impl SeekersReport {
    pub fn error_count(&self) -> usize {
        self.errors.iter().map(|(_, n, _)| n).sum()
    }
}

/// The address of seeker `i`: one of its own on the loopback.
fn address(i: usize) -> IpAddr {
    IpAddr::V4(Ipv4Addr::new(127, 2, (i / 250) as u8, (i % 250 + 1) as u8))
}

/// `POST url` with the player's cookie, if any: the body and the cookies set.
async fn post(
    http: &reqwest::Client,
    url: &str,
    cookie: Option<&str>,
) -> Result<(Value, Vec<String>), String> {
    let mut request = http.post(url);
    if let Some(cookie) = cookie {
        request = request.header("cookie", cookie);
    }
    answer(request, "post").await
}

/// One seeker, from its player to its game's end.
async fn seeker(server: SocketAddr, origin: String, i: usize, seed: u64) -> Seen {
    let mut seen = Seen::default();
    if let Err(e) = seek_and_play(server, &origin, i, seed, &mut seen).await {
        seen.error = Some(e);
    }
    seen
}

async fn seek_and_play(
    server: SocketAddr,
    origin: &str,
    i: usize,
    seed: u64,
    seen: &mut Seen,
) -> Result<(), String> {
    let from = address(i);
    let http = reqwest::Client::builder()
        .local_address(from)
        .build()
        .map_err(|e| format!("http: {e}"))?;
    let (_, cookies) = post(&http, &format!("{origin}/api/player"), None).await?;
    let player = cookies
        .into_iter()
        .find(|c| c.starts_with("yote_player="))
        .ok_or("no-player-cookie")?;
    let mut lobby = GameSocket::open(server, "/lobby/ws", Some(&player), Some(from)).await?;
    let tile = TILES[(i / 2) % TILES.len()];
    let mut asked = None;
    let deadline = Instant::now() + PAIRING_WAIT;
    let game = loop {
        if Instant::now() > deadline {
            return Err("never-paired".into());
        }
        match lobby.next_within(Duration::from_secs(5)).await {
            Incoming::Json(m, _) => match m["type"].as_str() {
                Some("welcome") => {
                    lobby.send(&json!({"type": "seek", "tile": tile})).await?;
                    asked = Some(Instant::now());
                }
                Some("offer") => seen.offered = true,
                Some("paired") => {
                    seen.waited = asked.map(|t| t.elapsed());
                    break m["game"].as_str().unwrap_or_default().to_owned();
                }
                Some("error") => return Err(format!("lobby-{}", m["code"])),
                _ => {}
            },
            Incoming::TimedOut => lobby.send(&json!({"type": "ping"})).await?,
            Incoming::Closed | Incoming::Other(_) => return Err("lobby-closed".into()),
            Incoming::NotJson(_) => return Err("lobby-not-json".into()),
        }
    };
    lobby.close().await;
    seen.game = Some(game.clone());
    let url = format!("{origin}/api/lobby/games/{game}/seat");
    let (body, cookies) = post(&http, &url, Some(&player))
        .await
        .map_err(|e| format!("seat-refused {e}"))?;
    let side = body["seat"].as_str().unwrap_or_default().to_owned();
    seen.side = Some(side.clone());
    let secret = cookies
        .into_iter()
        .find_map(|c| c.strip_prefix("yote_seat=").map(str::to_owned))
        .ok_or("no-seat-cookie")?;
    play(server, from, &game, &secret, &side, seed ^ i as u64, seen).await
}

/// Plays the seat `side` of `game`: random legal actions after a short thought, at most
/// [`ACTIONS_EACH`], then a resignation if the game is still on.
async fn play(
    server: SocketAddr,
    from: IpAddr,
    game: &str,
    secret: &str,
    side: &str,
    seed: u64,
    seen: &mut Seen,
) -> Result<(), String> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut socket = GameSocket::connect(server, game, Some(secret), Some(from)).await?;
    socket.send(&json!({"type": "hello"})).await?;
    let mut sent_at_ply = None;
    let deadline = Instant::now() + Duration::from_secs(120);
    while Instant::now() < deadline {
        let m = match socket.next_within(Duration::from_secs(5)).await {
            Incoming::Json(m, _) => m,
            Incoming::TimedOut => {
                socket.send(&json!({"type": "ping"})).await?;
                continue;
            }
            _ => return Err("game-closed".into()),
        };
        if m["type"] == "error" {
            // Refused (a state it had not seen yet): the next state decides again.
            sent_at_ply = None;
            continue;
        }
        if m["type"] != "state" {
            continue;
        }
        if m["status"] == "over" {
            seen.finished = true;
            socket.close().await;
            return Ok(());
        }
        let ply = m["ply"].as_u64().unwrap_or(0);
        let mine = m["to_move"] == side && m["status"] == "playing";
        if !mine || sent_at_ply == Some(ply) {
            continue;
        }
        sent_at_ply = Some(ply);
        if seen.actions >= ACTIONS_EACH {
            socket
                .send(&json!({"type": "resign", "id": "resign"}))
                .await?;
            continue;
        }
        let legal: Vec<&str> = m["legal_actions"]
            .as_array()
            .map(|a| a.iter().filter_map(Value::as_str).collect())
            .unwrap_or_default();
        if legal.is_empty() {
            continue;
        }
        tokio::time::sleep(Duration::from_millis(rng.random_range(100..400))).await;
        let action = legal[rng.random_range(0..legal.len())];
        let id = format!("a{ply}");
        socket
            .send(&json!({"type": "act", "id": id, "ply": ply, "action": action}))
            .await?;
        seen.actions += 1;
    }
    Err("game-not-over".into())
}

/// Runs `seekers` seekers against the servers at `origins` (`http://host:port`; nodes of one
/// database, seeker `i` on the node `i` modulo their number), arriving at `ramp` a second.
pub async fn run(
    origins: &[String],
    seekers: usize,
    ramp: f64,
    seed: u64,
) -> Result<SeekersReport, String> {
    let mut servers = Vec::new();
    for origin in origins {
        let addr: SocketAddr = origin
            .trim_start_matches("http://")
            .trim_end_matches('/')
            .parse()
            .map_err(|e| format!("{origin}: {e}"))?;
        servers.push((addr, origin.trim_end_matches('/').to_owned()));
    }
    if servers.is_empty() {
        return Err("no server".into());
    }
    let started = Instant::now();
    let mut tasks = Vec::with_capacity(seekers);
    for i in 0..seekers {
        let at = Duration::from_secs_f64(i as f64 / ramp.max(1.0));
        let (server, origin) = servers[i % servers.len()].clone();
        tasks.push(tokio::spawn(async move {
            tokio::time::sleep(at).await;
            seeker(server, origin, i, seed).await
        }));
    }
    let mut all = Vec::with_capacity(seekers);
    for task in tasks {
        all.push(task.await.map_err(|e| format!("a seeker failed: {e}"))?);
    }
    Ok(report(&all, started.elapsed()))
}

fn report(all: &[Seen], elapsed: Duration) -> SeekersReport {
    let mut waited = Histogram::<u64>::new(3).expect("a histogram");
    let mut errors: HashMap<String, (usize, String)> = HashMap::new();
    let mut games: HashMap<&str, Vec<&str>> = HashMap::new();
    for s in all {
        if let Some(w) = s.waited {
            let _ = waited.record(w.as_micros() as u64);
        }
        if let Some(e) = &s.error {
            let kind = e.split_whitespace().next().unwrap_or("error").to_owned();
            let entry = errors.entry(kind).or_insert((0, e.clone()));
            entry.0 += 1;
        }
        if let Some(game) = &s.game {
            games
                .entry(game)
                .or_default()
                .push(s.side.as_deref().unwrap_or(""));
        }
    }
    for sides in games.values() {
        let kind = if sides.len() != 2 {
            "game-not-two-seekers"
        } else if sides[0] == sides[1] && !sides[0].is_empty() {
            "same-side"
        } else {
            continue;
        };
        let entry = errors
            .entry(kind.into())
            .or_insert((0, format!("{} seekers, sides {sides:?}", sides.len())));
        entry.0 += 1;
    }
    let mut errors: Vec<(String, usize, String)> =
        errors.into_iter().map(|(k, (n, e))| (k, n, e)).collect();
    errors.sort();
    SeekersReport {
        seekers: all.len(),
        paired: all.iter().filter(|s| s.game.is_some()).count(),
        games: games.len(),
        finished: all.iter().filter(|s| s.finished).count(),
        offered: all.iter().filter(|s| s.offered).count(),
        actions: all.iter().map(|s| s.actions).sum(),
        waited,
        errors,
        elapsed,
    }
}

impl fmt::Display for SeekersReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ms = |q: f64| self.waited.value_at_quantile(q) as f64 / 1000.0;
        writeln!(
            f,
            "seekers: {} in {:.1} s; {} paired into {} games; {} players saw their game end; {} actions",
            self.seekers,
            self.elapsed.as_secs_f64(),
            self.paired,
            self.games,
            self.finished,
            self.actions
        )?;
        writeln!(
            f,
            "seek to game: p50 {:.0} ms, p99 {:.0} ms, max {:.0} ms ({} offered the computer while waiting)",
            ms(0.5),
            ms(0.99),
            self.waited.max() as f64 / 1000.0,
            self.offered
        )?;
        if self.errors.is_empty() {
            writeln!(f, "pairing errors: none")
        } else {
            let list: Vec<String> = self
                .errors
                .iter()
                .map(|(k, n, e)| format!("{k} {n} (one: {e})"))
                .collect();
            writeln!(f, "pairing errors: {}", list.join(", "))
        }
    }
}
