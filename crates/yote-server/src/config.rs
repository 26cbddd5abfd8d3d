//! The server's limits and timings.

use std::time::Duration;

/// The push services a deployment sends to unless told otherwise (`--push-services`): those of
/// Chrome and Android (FCM), Firefox (Mozilla), Edge (Windows) and Safari (Apple). A host not
/// on the list is refused, so that a subscription cannot make the server post to any address
/// it is given. `*.` matches any subdomain.
pub const DEFAULT_PUSH_SERVICES: &[&str] = &[
    "fcm.googleapis.com",
    "updates.push.services.mozilla.com",
    "*.push.services.mozilla.com",
    "*.notify.windows.com",
    "web.push.apple.com",
    "*.push.apple.com",
];

pub use crate::model::clock::ServerClock;

/// The bounds of a time control (docs/site.md "Clocks"): a real-time game starts with 1 s to
/// 3 h per side (1 s lets tests run a clock out in a moment; 3 h is a long tournament game) and
/// adds 0 to 180 s per action; a correspondence game gives 1, 2, 3 or 7 days per action.
pub const CLOCK_INITIAL_S: std::ops::RangeInclusive<u32> = 1..=10_800;
pub const CLOCK_INCREMENT_S: std::ops::RangeInclusive<u32> = 0..=180;
pub const CLOCK_DAYS: [u32; 4] = [1, 2, 3, 7];

/// Limits and timings; the defaults suit the site, tests may tighten or relax them.
#[derive(Debug, Clone)]
pub struct Config {
    /// The largest WebSocket message accepted (bytes); a larger one closes the connection.
    pub max_message_bytes: usize,
    /// Messages a socket's holder (a game's seat, a lobby's player, else the socket) may send
    /// per second on average, in one room (a game, the lobby), kept across reconnects: a player
    /// sends an action every few seconds at most (`limits::Budgets`).
    pub messages_per_second: f64,
    /// Messages a socket's holder may send in one burst.
    pub message_burst: f64,
    /// Messages all the sockets of one address may send per second in one room: 200, so that
    /// 300 people behind one school's or carrier's address, each pinging every 2 s (a game's
    /// page) or 10 s (the lobby's), fit with room to spare, while one client with many sockets
    /// or cookies sends no more than ten players' worth (docs/reliability.md "What 300 players
    /// behind one address can do").
    pub address_messages_per_second: f64,
    /// Messages all the sockets of one address may send in one burst in one room: 400, so that
    /// 300 people behind the address may all seek, or all answer, in the same second.
    pub address_message_burst: f64,
    /// Tables one address may create per minute.
    pub tables_per_minute: u32,
    /// Friend tables one address may keep waiting for their first action (docs/reliability.md
    /// "Limits"): a person shares a handful of invitations at a time, a club organiser a few
    /// dozen; past 100 they are a crowd of tables nobody plays.
    pub unplayed_tables_per_address: usize,
    /// Threads that compute the computer's actions.
    pub ai_threads: usize,
    /// The least time the computer takes per action, so people can follow it.
    pub ai_min_think: Duration,
    /// How long a game with no viewer stays in memory.
    pub idle_game: Duration,
    /// How often the server loads the parked games whose timers come near (docs/reliability.md
    /// "Games in memory"): 30 s, four looks within the two minutes a parked timer is loaded
    /// ahead of its fall, so a slow or failed look never makes a flag late.
    pub park_poll: Duration,
    /// How often each node runs the retention sweep (docs/privacy.md): hourly, since the
    /// shortest time anything is kept is two days; several nodes sweeping is harmless.
    pub retention_sweep: Duration,
    /// Add `Secure` to seat cookies (when served over HTTPS).
    pub secure_cookies: bool,
    /// The words refused in names and chat lines (docs/moderation.md "Word lists").
    pub words: std::sync::Arc<crate::model::words::Words>,
    /// How long one message may wait for a client that does not read before its connection is
    /// dropped.
    pub slow_client: Duration,
    /// How long a client has to send a request's headers, and how long an idle keep-alive
    /// connection stays open: 10 s is ample for a phone on a 2G link (a request's headers are
    /// under 2 KB, one or two round trips), and short enough that a silent connection holds a
    /// descriptor briefly.
    pub header_timeout: Duration,
    /// How long a client has to send a request's body (at most 16 KiB): the same reasoning.
    pub body_timeout: Duration,
    /// How long a new WebSocket has to say `hello` before it is closed: the page sends it as soon
    /// as the socket opens, so 10 s covers a slow link's round trips many times over.
    pub hello_timeout: Duration,
    /// Open connections (HTTP and WebSocket) from one address. Many phone players share one
    /// address behind carrier-grade NAT; each uses 2–3 connections (the page, its WebSocket, a
    /// keep-alive request), so 1,000 lets several hundred people behind one address play at once,
    /// while one client alone cannot hold more than a small part of the server's descriptors.
    pub connections_per_address: usize,
    /// Open connections in all; the server lowers it to stay under its descriptor limit (less a
    /// reserve for the database, logs and the listener), so `accept` never fails.
    pub max_connections: usize,
    /// After SIGTERM, how long requests and sockets in flight have to finish before the server
    /// drops them and exits.
    pub shutdown_grace: Duration,
    /// The site's public origin (`https://yote.example`), when served behind a proxy under
    /// another name. Without it, a browser request must come from the host it was sent to.
    pub public_origin: Option<String>,
    /// The most plies a game lasts, whatever its options: then it is a draw (`ply-limit`).
    /// `yote_referee::MAX_PLIES` (2,000, the reason is there), which the page's offline games
    /// use too.
    pub max_plies: usize,
    /// Sockets one address may have open to one game: 100 covers a classroom or a café behind
    /// one address watching a game, while a crowd of sockets from one client cannot make every
    /// action cost thousands of messages.
    pub sockets_per_game_per_address: usize,
    /// How often at most the watcher count is sent to a game's viewers.
    pub presence_interval: Duration,
    /// Games against the computer one address may have live at once: 30, so that a class behind
    /// one school's address can each play the computer, while one client cannot hold more than
    /// 30 places in the computer's turn (whose queue, `computer_waiting_per_thread`, keeps the
    /// wait short for everyone).
    pub computer_games_per_address: usize,
    /// Searches waiting per computer thread (one per address waiting, as addresses are served in
    /// turn) past which new games against the computer are refused (`computer-busy`): four keeps
    /// the wait for a reply within about four searches per thread, a few seconds at the strongest
    /// level, for the games already playing.
    pub computer_waiting_per_thread: usize,
    /// The wall clock the game clocks read.
    pub clock: ServerClock,
    /// Lag allowance: each timed action is credited up to this much of the time it took, so
    /// that the network's round trip (a phone link's 100-300 ms) does not come out of the
    /// player's clock. 300 ms covers a slow mobile round trip; it cannot save a flag that has
    /// fallen, since the flag falls on the server's timer.
    pub lag_allowance: Duration,
    /// After a restart, the side to move in a real-time game gets its time at the last stored
    /// action plus this (the time to reconnect: the page retries within a few seconds).
    pub restart_grace: Duration,
    /// A side that has not made its first action this long after its turn began aborts a
    /// real-time game (correspondence: the days per action).
    pub first_action: Duration,
    /// How long a player of an untimed friend game may be gone (every connection closed)
    /// before the opponent may claim the victory or a draw: 5 minutes, time enough for a phone
    /// to come back after a dropped network, a call or a locked screen, short enough that
    /// nobody waits long for a player who has left. A real-time game scales it with its clock
    /// (a tenth of the time per side plus 15 s, between 20 s and 3 minutes: a 3+2 game waits
    /// 33 s, a 15+10 game 105 s); in correspondence the clock itself decides.
    pub abandon_after: Duration,
    /// A connection the server has heard nothing from for this long is sent a WebSocket ping
    /// frame, which a browser answers by itself even when the page's timers are throttled in a
    /// background tab. The game page pings every 2 s while it is shown, so the server's pings
    /// go only to quiet connections: 5 s leaves four of them within `heartbeat_timeout`.
    pub heartbeat_ping_after: Duration,
    /// A connection silent this long (no message, no answer to pings) is dropped and the other
    /// players see its player leave: 20 s rides out a phone's brief loss of signal or a slow
    /// mobile round trip of a few seconds (four pings unanswered), yet the opponent learns that
    /// a player is gone within half a minute and not only when TCP gives up, minutes later.
    pub heartbeat_timeout: Duration,
    /// The proxies (nginx in docs/deploy.md) whose `Forwarded` or `X-Forwarded-For` headers
    /// name the client: every per-address limit then counts the client's address. Empty: the
    /// peer is the client and the headers are ignored.
    pub trusted_proxies: crate::client_address::TrustedProxies,
    /// How often the lobby pairs its seekers (one wave at a time across nodes): 2 s, so that
    /// two players who take a tile together meet within about two seconds, and a wave has had
    /// time to gather the seekers who arrive close together.
    pub lobby_wave: Duration,
    /// Seeks one address may have waiting at once, on every node: 100 lets a third of 300 people
    /// behind one carrier's or school's address seek in the same moment (a seek waits seconds),
    /// while one client cannot fill the pools with phantom seekers: each needs an open socket
    /// and a player of its own, and each game it fails to start holds that player back.
    pub seeks_per_address: usize,
    /// New players (lobby cookies) one address may make an hour, on every node: 300, a
    /// school's pupils arriving in one lesson, while a script farming names makes no more than a
    /// small row each twelve seconds.
    pub players_per_hour: u32,
    /// Renames from one address an hour, on every node: 60, a class of 30 each trying a name or
    /// two, not one person cycling names to dodge being recognised.
    pub renames_per_hour: u32,
    /// Transfer codes made and tried from one address an hour, on every node: 30, a class
    /// moving its players between devices, while guessing a code (8 of 31 letters, about 40
    /// bits, alive for ten minutes) stays hopeless.
    pub transfers_per_hour: u32,
    /// Arenas made from one address an hour, on every node: 20, a club or a class making
    /// one for each of its groups, while one client cannot fill the list of arenas.
    pub arenas_per_hour: u32,
    /// Entry codes tried from one address an hour, on every node (docs/tournaments.md "Entry
    /// codes"): 120, a class of thirty behind one school address typing theirs, some twice,
    /// while a code of four characters (1.7 million of them) stays out of reach of guessing.
    pub entry_codes_per_hour: u32,
    /// The site's own arenas (docs/tournaments.md "The site's arenas"); none by default here,
    /// `yote serve` gives a daily blitz.
    pub arena_schedule: Vec<yote_tournament::schedule::Schedule>,
    /// The push services notices are sent to (docs/protocol.md §5): host names, `*.domain` for
    /// any subdomain, `host:port` for one port. Any other endpoint is refused, so that a
    /// subscription cannot make the server post where it is told.
    pub push_services: Vec<String>,
    /// Certificates (PEM) trusted for push services beside the usual roots: for a private push
    /// service, or a test's.
    pub push_roots: Vec<Vec<u8>>,
    /// The VAPID contact the push services see (`mailto:` or `https:`): the operator's, to be
    /// told of a problem with the site's notices. Without it, the public origin, else a
    /// placeholder (set one in production: some services refuse a placeholder).
    pub push_contact: Option<String>,
}

impl Config {
    /// The VAPID contact: `push_contact`, else the public origin, else a placeholder.
    pub fn push_contact(&self) -> String {
        self.push_contact
            .clone()
            .or_else(|| self.public_origin.clone())
            .unwrap_or_else(|| "mailto:operator@yote.invalid".to_owned())
    }

    /// Whether `origin` (`scheme://host[:port]`, as an `Origin` header names it) is the site's
    /// own: the public origin when one is set, else the host the request was sent to (`host`,
    /// its `Host` header), under either scheme (TLS may end at a proxy in front).
    pub fn is_own_origin(&self, origin: &str, host: Option<&str>) -> bool {
        if let Some(public) = &self.public_origin {
            return origin.eq_ignore_ascii_case(public.trim_end_matches('/'));
        }
        let authority = origin
            .strip_prefix("http://")
            .or_else(|| origin.strip_prefix("https://"));
        matches!((authority, host), (Some(a), Some(h)) if a.eq_ignore_ascii_case(h))
    }
}

impl Default for Config {
    fn default() -> Config {
        Config {
            max_message_bytes: 4096,
            messages_per_second: 20.0,
            message_burst: 40.0,
            address_messages_per_second: 200.0,
            address_message_burst: 400.0,
            tables_per_minute: 30,
            unplayed_tables_per_address: 100,
            ai_threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
            ai_min_think: Duration::from_millis(300),
            idle_game: Duration::from_secs(60),
            park_poll: Duration::from_secs(30),
            retention_sweep: Duration::from_secs(3600),
            words: crate::model::words::Words::shipped(),
            secure_cookies: false,
            slow_client: Duration::from_secs(10),
            header_timeout: Duration::from_secs(10),
            body_timeout: Duration::from_secs(10),
            hello_timeout: Duration::from_secs(10),
            connections_per_address: 1000,
            max_connections: 100_000,
            shutdown_grace: Duration::from_secs(5),
            public_origin: None,
            max_plies: yote_referee::MAX_PLIES,
            sockets_per_game_per_address: 100,
            presence_interval: Duration::from_secs(1),
            computer_games_per_address: 30,
            computer_waiting_per_thread: 4,
            clock: ServerClock::system(),
            lag_allowance: Duration::from_millis(300),
            restart_grace: Duration::from_secs(10),
            first_action: Duration::from_secs(30),
            abandon_after: Duration::from_secs(300),
            heartbeat_ping_after: Duration::from_secs(5),
            heartbeat_timeout: Duration::from_secs(20),
            lobby_wave: Duration::from_secs(2),
            seeks_per_address: 100,
            players_per_hour: 300,
            renames_per_hour: 60,
            transfers_per_hour: 30,
            arenas_per_hour: 20,
            entry_codes_per_hour: 120,
            arena_schedule: Vec::new(),
            push_services: DEFAULT_PUSH_SERVICES
                .iter()
                .map(|s| s.to_string())
                .collect(),
            push_roots: Vec::new(),
            push_contact: None,
            trusted_proxies: crate::client_address::TrustedProxies::default(),
        }
    }
}
