//! Helpers for the integration tests of the site and the binary: a real server on port 0 over a
//! fresh SQLite file, an HTTP client, and a WebSocket player that speaks docs/protocol.md.

use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde_json::{Value, json};
use tempfile::TempDir;
use yote_loadtest::client::{GameSocket, Incoming, Message};
use yote_server::{AppState, Config, SqliteStore, Store};

mod nginx;
mod postgres;
mod push;
pub use nginx::Nginx;
pub use postgres::TempPostgres;
pub use push::{Browser, PushService, Received};

/// A short game: White places, Black places beside it, White jumps and wins (win_at=1 with two
/// pieces each).
pub const TINY_RULES: &str = "standard,rows=3,columns=3,pieces=2,win_at=1";
pub const TINY_GAME: [&str; 3] = ["@a1", "@b1", "a1xc1"];

/// The config tests use: the computer answers at once, and a game leaves memory as soon as
/// nobody is connected (a timed one parked, looked for ten times a second), so every test also
/// exercises reloading games from the database.
pub fn test_config() -> Config {
    Config {
        ai_min_think: Duration::ZERO,
        ai_threads: 1,
        idle_game: Duration::from_millis(1),
        park_poll: Duration::from_millis(100),
        ..Config::default()
    }
}

pub struct TestServer {
    pub addr: SocketAddr,
    pub store: Arc<SqliteStore>,
    pub dir: Arc<TempDir>,
    pub http: reqwest::Client,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
}

impl TestServer {
    pub async fn start() -> TestServer {
        TestServer::start_with(test_config()).await
    }

    pub async fn start_with(config: Config) -> TestServer {
        let dir = Arc::new(tempfile::tempdir().expect("temp dir"));
        let url = format!("sqlite:{}", dir.path().join("db/yote.db").display());
        let store = Arc::new(SqliteStore::open(&url).await.expect("database"));
        TestServer::serve(config, store, dir).await
    }

    async fn serve(config: Config, store: Arc<SqliteStore>, dir: Arc<TempDir>) -> TestServer {
        let state = AppState::new(config, store.clone()).await.expect("state");
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        tokio::spawn(yote_server::serve(listener, state, async {
            let _ = stopped.await;
        }));
        TestServer {
            addr,
            store,
            dir,
            http: http_client(),
            stop: Some(stop),
        }
    }

    /// Stops this server and starts another on the same database with `config`, as a restart
    /// does (the old server's store is closed, so nothing of it writes any more).
    pub async fn restart_with(mut self, config: Config) -> TestServer {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        self.store.close().await;
        let url = format!("sqlite:{}", self.dir.path().join("db/yote.db").display());
        let store = Arc::new(SqliteStore::open(&url).await.expect("database"));
        TestServer::serve(config, store, Arc::clone(&self.dir)).await
    }

    pub fn url(&self, path: &str) -> String {
        format!("http://{}{path}", self.addr)
    }

    /// Creates a table; answers the JSON body.
    pub async fn create(&self, body: Value) -> Value {
        create_table(&self.http, &self.url(""), body).await
    }

    /// Asks for a table; answers the status and the JSON body, whatever they are.
    pub async fn try_create(&self, body: Value) -> (u16, Value) {
        post(&self.http, &self.url("/api/tables"), body).await
    }

    /// A friend table under `rules` with both seats taken: (game, white secret, black secret).
    pub async fn seated_table(&self, rules: &str) -> (String, String, String) {
        let (game, white, black, _) = seated_table(&self.http, &self.url(""), rules).await;
        (game, white, black)
    }

    /// A table against the computer, created with `body` (`opponent` is added) and joined over a
    /// WebSocket by its creator: (game, the creator's secret, their connection, the first state).
    pub async fn computer_table(&self, mut body: Value) -> (String, String, Client, Value) {
        body["opponent"] = json!("computer");
        let table = self.create(body).await;
        let game = table["game"].as_str().unwrap().to_owned();
        let secret = table["secret"].as_str().unwrap().to_owned();
        let mut client = self.ws(&game, Some(&secret)).await;
        let state = client.hello(json!({})).await;
        (game, secret, client, state)
    }

    /// The game's record as served (the answer must be 200), and parsed.
    pub async fn record(&self, game: &str) -> (String, yote_server::record::Record) {
        let response = self
            .http
            .get(self.url(&format!("/api/games/{game}/record")))
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 200, "the record of {game}");
        let text = response.text().await.unwrap();
        let parsed = yote_server::record::parse(&text).unwrap();
        (text, parsed)
    }

    pub async fn get_json(&self, path: &str) -> (u16, Value) {
        get(&self.http, &self.url(path)).await
    }

    /// A WebSocket to the game, with the seat cookie when `cookie` is given.
    pub async fn ws(&self, game: &str, cookie: Option<&str>) -> Client {
        Client::connect(self.addr, game, cookie).await
    }
}

impl Drop for TestServer {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
    }
}

/// The invite token in a friend table's creation answer.
pub fn invite_token(table: &Value) -> &str {
    table["invite_url"]
        .as_str()
        .and_then(|url| url.strip_prefix("/invite/"))
        .expect("an invite_url")
}

/// POSTs `body` as JSON to `url`; answers the status and the JSON body.
pub async fn post(http: &reqwest::Client, url: &str, body: Value) -> (u16, Value) {
    let r = http.post(url).json(&body).send().await.unwrap();
    (r.status().as_u16(), r.json().await.unwrap())
}

/// GETs `url`; answers the status and the JSON body.
pub async fn get(http: &reqwest::Client, url: &str) -> (u16, Value) {
    let r = http.get(url).send().await.unwrap();
    (r.status().as_u16(), r.json().await.unwrap())
}

/// POSTs `body` as JSON to `url`; answers the JSON body, whatever the status.
pub async fn post_json(http: &reqwest::Client, url: &str, body: Value) -> Value {
    post(http, url, body).await.1
}

/// Creates a table with `body` on the server at `origin` (the answer must be 201); answers the
/// JSON body.
pub async fn create_table(http: &reqwest::Client, origin: &str, body: Value) -> Value {
    let (status, table) = post(http, &format!("{origin}/api/tables"), body.clone()).await;
    assert_eq!(status, 201, "creating {body}: {table}");
    table
}

/// A friend table under `rules` on the server at `origin`, White the creator's and Black taken
/// through the invite: (game, white secret, black secret, invite token).
pub async fn seated_table(
    http: &reqwest::Client,
    origin: &str,
    rules: &str,
) -> (String, String, String, String) {
    let table = create_table(
        http,
        origin,
        json!({"rules": rules, "opponent": "friend", "white": "creator"}),
    )
    .await;
    let token = invite_token(&table).to_owned();
    let claimed = post_json(http, &format!("{origin}/api/invites/{token}"), json!({})).await;
    (
        table["game"].as_str().unwrap().to_owned(),
        table["secret"].as_str().unwrap().to_owned(),
        claimed["secret"]
            .as_str()
            .expect("the guest's secret")
            .to_owned(),
        token,
    )
}

pub fn http_client() -> reqwest::Client {
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap()
}

/// An HTTP client whose connections come from the local address `local` (127.0.0.2, say: every
/// address of 127.0.0.0/8 is the loopback, so a test can be several clients).
pub fn http_client_from(local: std::net::IpAddr) -> reqwest::Client {
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .local_address(local)
        .build()
        .unwrap()
}

/// A new player made by `POST /api/player` on the server at `origin`: the cookie's token and
/// the player as the answer gives it (`name`, `rating`, `provisional`, `games`).
pub async fn new_player(http: &reqwest::Client, origin: &str) -> (String, Value) {
    let r = http
        .post(format!("{origin}/api/player"))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200, "making a player");
    let cookie = set_cookie_named(&r, "yote_player").expect("a player cookie");
    let token = cookie["yote_player=".len()..]
        .split(';')
        .next()
        .unwrap()
        .to_owned();
    let body: Value = r.json().await.unwrap();
    (token, body["player"].clone())
}

/// The seat cookie a response sets, with the cookie's attributes.
pub fn set_cookie(response: &reqwest::Response) -> Option<String> {
    set_cookie_named(response, "yote_seat")
}

/// The cookie `name` a response sets, with its attributes.
pub fn set_cookie_named(response: &reqwest::Response, name: &str) -> Option<String> {
    response
        .headers()
        .get_all("set-cookie")
        .iter()
        .map(|v| v.to_str().unwrap().to_owned())
        .find(|c| c.starts_with(&format!("{name}=")))
}

/// A player or watcher over a WebSocket: the load generator's [`GameSocket`], with the waits and
/// checks of a test (every method panics on what a test should not meet).
pub struct Client {
    ws: GameSocket,
    /// Every text message received, as sent.
    pub seen: Vec<String>,
    /// The game's actions so far, kept as the page keeps them: a `state` after an action
    /// carries only the new ones (from `actions_from`).
    actions: Vec<Value>,
}

impl Client {
    pub async fn connect(addr: SocketAddr, game: &str, cookie: Option<&str>) -> Client {
        Client::connect_from(addr, game, cookie, None).await
    }

    /// As [`Client::connect`], from the local address `local` (another loopback address, say,
    /// to be another client to the server).
    pub async fn connect_from(
        addr: SocketAddr,
        game: &str,
        cookie: Option<&str>,
        local: Option<std::net::IpAddr>,
    ) -> Client {
        let ws = GameSocket::connect(addr, game, cookie, local)
            .await
            .expect("WebSocket");
        Client {
            ws,
            seen: Vec::new(),
            actions: Vec::new(),
        }
    }

    /// A lobby socket (`/lobby/ws`), as the player whose cookie token is `player` when given,
    /// from the local address `local` when given.
    pub async fn lobby(
        addr: SocketAddr,
        player: Option<&str>,
        local: Option<std::net::IpAddr>,
    ) -> Client {
        Client::try_lobby(addr, player, local)
            .await
            .expect("a lobby WebSocket")
    }

    /// [`Client::lobby`], or why the socket could not open (the server is down, say).
    pub async fn try_lobby(
        addr: SocketAddr,
        player: Option<&str>,
        local: Option<std::net::IpAddr>,
    ) -> Result<Client, String> {
        let cookie = player.map(|token| format!("yote_player={token}"));
        let ws = GameSocket::open(addr, "/lobby/ws", cookie.as_deref(), local).await?;
        Ok(Client {
            ws,
            seen: Vec::new(),
            actions: Vec::new(),
        })
    }

    /// An arena's socket (`/arenas/{arena}/ws`), as the player whose cookie token is `player`
    /// when given; or why it could not open (an arena that does not exist is a 404).
    pub async fn try_arena(
        addr: SocketAddr,
        arena: &str,
        player: Option<&str>,
    ) -> Result<Client, String> {
        let cookie = player.map(|token| format!("yote_player={token}"));
        let path = format!("/arenas/{arena}/ws");
        let ws = GameSocket::open(addr, &path, cookie.as_deref(), None).await?;
        Ok(Client {
            ws,
            seen: Vec::new(),
            actions: Vec::new(),
        })
    }

    /// Completes a state's `actions` with those seen before `actions_from`; panics when the
    /// server skipped some.
    fn merge_actions(&mut self, state: &mut Value) {
        let from = state["actions_from"].as_u64().expect("actions_from") as usize;
        let tail = state["actions"].as_array().expect("actions").clone();
        assert!(
            from <= self.actions.len(),
            "the state starts at ply {from} but only {} actions were seen",
            self.actions.len()
        );
        self.actions.truncate(from);
        self.actions.extend(tail);
        assert_eq!(
            self.actions.len() as u64,
            state["ply"].as_u64().unwrap(),
            "the actions do not add up to the ply"
        );
        state["actions"] = Value::Array(self.actions.clone());
        state["actions_from"] = Value::from(0);
    }

    pub async fn send(&mut self, message: Value) {
        self.send_text(message.to_string()).await;
    }

    pub async fn send_text(&mut self, text: String) {
        self.ws.send_text(text).await.expect("send");
    }

    pub async fn send_binary(&mut self, bytes: Vec<u8>) {
        self.ws.send_binary(bytes).await.expect("send");
    }

    /// The next message, or `None` when the connection closed; panics after 10 s.
    pub async fn next_raw(&mut self) -> Option<Message> {
        let wait = Duration::from_secs(10);
        self.ws
            .next_frame_within(wait)
            .await
            .unwrap_or_else(|_| panic!("no message within {wait:?}"))
    }

    /// The next JSON message.
    pub async fn recv(&mut self) -> Value {
        self.recv_within(Duration::from_secs(10)).await
    }

    /// The next JSON message within `wait`: `Ok(None)` when none came, `Err` when the
    /// connection closed (or sent something that is not JSON), saying what came.
    pub async fn try_recv_within(&mut self, wait: Duration) -> Result<Option<Value>, String> {
        match self.ws.next_within(wait).await {
            Incoming::TimedOut => Ok(None),
            Incoming::Json(message, text) => {
                self.seen.push(text);
                Ok(Some(message))
            }
            other => Err(format!("{other:?}")),
        }
    }

    /// The next JSON message, waiting at most `wait` for each.
    pub async fn recv_within(&mut self, wait: Duration) -> Value {
        match self.ws.next_within(wait).await {
            Incoming::Json(mut message, text) => {
                self.seen.push(text);
                if message["type"] == "state" {
                    self.merge_actions(&mut message);
                }
                message
            }
            Incoming::NotJson(text) => panic!("expected JSON from the server, got {text:?}"),
            Incoming::TimedOut => panic!("no message within {wait:?}"),
            other => panic!("expected a message, got {other:?}"),
        }
    }

    /// Skips messages until one of type `kind` (and passing `pred`). Other messages may keep
    /// coming (a lobby's counts, a clock's states), so the wait has an end of its own: 60 s,
    /// then a panic that shows the last messages seen.
    pub async fn until(&mut self, kind: &str, pred: impl Fn(&Value) -> bool) -> Value {
        let end = tokio::time::Instant::now() + Duration::from_secs(60);
        loop {
            let m = self.recv().await;
            if m["type"] == kind && pred(&m) {
                return m;
            }
            if tokio::time::Instant::now() > end {
                let last: Vec<&String> = self.seen.iter().rev().take(8).collect();
                panic!("no {kind} message within 60 s; the last ones: {last:#?}");
            }
        }
    }

    pub async fn next_of(&mut self, kind: &str) -> Value {
        self.until(kind, |_| true).await
    }

    /// Says hello and answers the state.
    pub async fn hello(&mut self, extra: Value) -> Value {
        let mut hello = json!({"type": "hello"});
        for (k, v) in extra.as_object().unwrap() {
            hello[k] = v.clone();
        }
        self.send(hello).await;
        self.next_of("state").await
    }

    /// Plays an action and answers its ack (or error).
    pub async fn act(&mut self, ply: usize, action: &str) -> Value {
        self.request(
            json!({"type": "act", "id": format!("act-{ply}"), "ply": ply, "action": action}),
        )
        .await
    }

    /// Sends a message and answers the next `ack` or `error`.
    pub async fn request(&mut self, message: Value) -> Value {
        self.send(message).await;
        loop {
            let m = self.recv().await;
            if m["type"] == "ack" || m["type"] == "error" {
                return m;
            }
        }
    }

    /// Waits for the state at `version` or later.
    pub async fn state_at(&mut self, version: u64) -> Value {
        self.until("state", |s| s["version"].as_u64().unwrap() >= version)
            .await
    }

    pub async fn close(self) {
        self.ws.close().await;
    }
}

/// A `yote serve` process (the binary at `exe`) on a free loopback port; killed when dropped.
pub struct ServerProcess {
    pub child: Child,
    pub addr: SocketAddr,
    /// Its log, line by line.
    pub log: Arc<Mutex<Vec<String>>>,
}

impl ServerProcess {
    /// Starts `exe serve` on `database` with `extra` arguments and `RUST_LOG=rust_log`, and
    /// waits until it listens.
    pub fn start(exe: &str, database: &Path, extra: &[&str], rust_log: &str) -> ServerProcess {
        let url = format!("sqlite:{}", database.display());
        ServerProcess::start_url(exe, &url, extra, rust_log)
    }

    /// As [`ServerProcess::start`], on the database at `url` (`sqlite:…` or `postgres://…`).
    pub fn start_url(exe: &str, url: &str, extra: &[&str], rust_log: &str) -> ServerProcess {
        ServerProcess::start_on(exe, url, "127.0.0.1:0", extra, rust_log)
    }

    /// As [`ServerProcess::start_url`], listening on `listen` (a node coming back on its own
    /// address, as after an upgrade).
    pub fn start_on(
        exe: &str,
        url: &str,
        listen: &str,
        extra: &[&str],
        rust_log: &str,
    ) -> ServerProcess {
        let mut child = Command::new(exe)
            .args(["serve", "--listen", listen, "--database", url])
            .args(extra)
            .env("RUST_LOG", rust_log)
            // The tests' servers build no endgame tables of their own.
            .env("YOTE_BUILD_TABLEBASES", "false")
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the yote binary");
        let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
        let log = Arc::new(Mutex::new(Vec::new()));
        let addr = loop {
            let line = lines
                .next()
                .expect("the server stopped before listening")
                .unwrap();
            // The address ends the line, or a JSON line's message (`--log-format json`).
            let found = line.split("listening on http://").nth(1).map(|rest| {
                rest.split(|c: char| c == '"' || c.is_whitespace())
                    .next()
                    .unwrap_or_default()
                    .to_owned()
            });
            log.lock().unwrap().push(line);
            if let Some(address) = found {
                break address.parse().unwrap();
            }
        };
        // Keep reading the log so the server never blocks on a full pipe.
        let sink = Arc::clone(&log);
        std::thread::spawn(move || {
            for line in lines.map_while(Result::ok) {
                sink.lock().unwrap().push(line);
            }
        });
        ServerProcess { child, addr, log }
    }

    pub fn url(&self, path: &str) -> String {
        format!("http://{}{path}", self.addr)
    }

    /// The game's state as a watcher sees it.
    pub async fn state(&self, game: &str) -> Value {
        get(&http_client(), &self.url(&format!("/api/games/{game}")))
            .await
            .1
    }

    /// Creates a table (the answer must be 201); answers the JSON body.
    pub async fn create(&self, body: Value) -> Value {
        create_table(&http_client(), &self.url(""), body).await
    }

    /// A friend table made through this server (`body`: its options), its guest seat taken
    /// through `guest` (another node, or this one): (game, white, black secrets).
    pub async fn friend_table(
        &self,
        guest: &ServerProcess,
        body: Value,
    ) -> (String, String, String) {
        let table = self.create(body).await;
        let token = invite_token(&table);
        let claimed = post_json(
            &http_client(),
            &guest.url(&format!("/api/invites/{token}")),
            json!({}),
        )
        .await;
        (
            table["game"].as_str().unwrap().to_owned(),
            table["secret"].as_str().unwrap().to_owned(),
            claimed["secret"].as_str().unwrap().to_owned(),
        )
    }

    /// The whole log so far, one line each.
    pub fn log_text(&self) -> String {
        self.log.lock().unwrap().join("\n")
    }
}

impl Drop for ServerProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
