//! Chromium, chromedriver and the real server for the browser tests.
//!
//! Each test starts the server on port 0 with a fresh SQLite database, its own chromedriver on a
//! free port, and one headless Chromium session per player, each with a fresh profile (so two
//! sessions are two separate players with their own cookies).

use std::net::{SocketAddr, TcpListener as StdListener, TcpStream};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::LazyLock;
use std::time::{Duration, Instant};

use fantoccini::actions::{
    InputSource, MOUSE_BUTTON_LEFT, MouseActions, PointerAction, TouchActions,
};
use fantoccini::{Client, ClientBuilder, Locator};
use hyper_util::client::legacy::connect::HttpConnector;
use serde_json::{Value, json};
use tempfile::TempDir;

const CHROMIUM: &str = "/usr/bin/chromium";
const CHROMEDRIVER: &str = "/usr/bin/chromedriver";

/// Browsers are heavy on a small machine: one browser test at a time.
static ONE_AT_A_TIME: LazyLock<tokio::sync::Mutex<()>> =
    LazyLock::new(|| tokio::sync::Mutex::new(()));

/// Where each test leaves a screenshot of its final state (kept after the run).
pub fn screenshot_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../test-artifacts/screenshots")
}

fn browser_paths() -> (String, String) {
    let chromium = std::env::var("YOTE_CHROMIUM").unwrap_or_else(|_| CHROMIUM.to_owned());
    let driver = std::env::var("YOTE_CHROMEDRIVER").unwrap_or_else(|_| CHROMEDRIVER.to_owned());
    assert!(
        Path::new(&chromium).exists() && Path::new(&driver).exists(),
        "the browser tests need Chromium ({chromium}) and chromedriver ({driver}); install them with \
         `apt-get update && apt-get install -y chromium chromium-driver` (or set YOTE_CHROMIUM and \
         YOTE_CHROMEDRIVER)"
    );
    (chromium, driver)
}

/// Serves the whole site (`yote_server::serve`) on `listener` with a fresh database in `dir`,
/// until `stop` fires.
async fn spawn_server(
    listener: tokio::net::TcpListener,
    dir: &Path,
    stop: tokio::sync::oneshot::Receiver<()>,
    config: yote_server::Config,
) -> yote_server::AppState {
    let url = format!("sqlite:{}?mode=rwc", dir.join("yote.db").display());
    let store = yote_server::SqliteStore::open(&url)
        .await
        .expect("open the database");
    let state = yote_server::AppState::new(config, std::sync::Arc::new(store))
        .await
        .expect("the server's state");
    let serving = state.clone();
    tokio::spawn(async move {
        yote_server::serve(listener, serving, async {
            let _ = stop.await;
        })
        .await
        .expect("serve");
    });
    state
}

fn free_port() -> u16 {
    StdListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

/// Everything one test needs; dropping it stops the server, the browsers and chromedriver.
pub struct Harness {
    pub base: String,
    /// The server's shared state (to close every WebSocket, as a restart does).
    pub state: yote_server::AppState,
    driver_url: String,
    chromium: String,
    driver: Child,
    sessions: Vec<Client>,
    profiles: Vec<TempDir>,
    _db: TempDir,
    shutdown: Option<tokio::sync::oneshot::Sender<()>>,
    _turn: tokio::sync::MutexGuard<'static, ()>,
}

impl Harness {
    pub async fn start() -> Harness {
        Harness::start_with(yote_server::Config::default()).await
    }

    /// [`Harness::start`] with the server's configuration `config`.
    pub async fn start_with(config: yote_server::Config) -> Harness {
        let turn = ONE_AT_A_TIME.lock().await;
        let (chromium, driver_path) = browser_paths();
        // The server, on port 0, with a fresh database.
        let db = tempfile::tempdir().expect("a temporary folder");
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind");
        let addr: SocketAddr = listener.local_addr().expect("address");
        let (tx, rx) = tokio::sync::oneshot::channel::<()>();
        let state = spawn_server(listener, db.path(), rx, config).await;
        // chromedriver, on a free port.
        let port = free_port();
        // chromedriver and the browsers it starts get a process group of their own, so that a
        // test that fails before closing its browsers still leaves none running.
        let driver = Command::new(&driver_path)
            .process_group(0)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {driver_path}: {e}"));
        let started = Instant::now();
        while TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(
                started.elapsed() < Duration::from_secs(20),
                "chromedriver did not start"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        Harness {
            base: format!("http://{addr}"),
            state,
            driver_url: format!("http://127.0.0.1:{port}"),
            chromium,
            driver,
            sessions: vec![],
            profiles: vec![],
            _db: db,
            shutdown: Some(tx),
            _turn: turn,
        }
    }

    /// A new browser (a fresh profile: its own cookies) with a window of `width`×`height`.
    pub async fn browser(&mut self, width: u32, height: u32) -> Client {
        let profile = tempfile::tempdir().expect("a profile folder");
        let args = vec![
            "--headless=new".to_owned(),
            "--no-sandbox".to_owned(),
            "--disable-gpu".to_owned(),
            "--disable-dev-shm-usage".to_owned(),
            "--disable-background-networking".to_owned(),
            "--disable-component-update".to_owned(),
            "--disable-sync".to_owned(),
            "--no-first-run".to_owned(),
            "--hide-scrollbars".to_owned(),
            "--force-device-scale-factor=1".to_owned(),
            "--lang=en-US".to_owned(),
            format!("--window-size={width},{height}"),
            format!("--user-data-dir={}", profile.path().display()),
        ];
        let mut options = json!({ "binary": self.chromium, "args": args });
        // Headless windows have a minimum width; phone sizes are emulated instead, as a phone
        // would lay the page out (mobile viewport, no scroll bars).
        if width < 600 {
            options["mobileEmulation"] = json!({
                "deviceMetrics": { "width": width, "height": height, "pixelRatio": 1.0, "mobile": true, "touch": false }
            });
        }
        let mut caps = serde_json::Map::new();
        caps.insert("goog:chromeOptions".to_owned(), options);
        let client = ClientBuilder::new(HttpConnector::new())
            .capabilities(caps)
            .connect(&self.driver_url)
            .await
            .expect("a Chromium session");
        self.profiles.push(profile);
        self.sessions.push(client.clone());
        client
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    /// Closes every WebSocket and refuses new ones (`drop`), or takes them again: the page sees
    /// what it sees while the server restarts, without losing the server.
    pub fn refuse_sockets(&self, refuse: bool) {
        self.state.stopping.send_replace(refuse);
    }

    /// Stops the server (the browsers stay open).
    pub fn stop_server(&mut self) {
        if let Some(tx) = self.shutdown.take() {
            let _ = tx.send(());
        }
    }

    /// Closes the browsers (the screenshots are already saved).
    pub async fn finish(mut self) {
        for c in std::mem::take(&mut self.sessions) {
            let _ = c.close().await;
        }
    }
}

impl Drop for Harness {
    fn drop(&mut self) {
        if let Some(tx) = self.shutdown.take() {
            let _ = tx.send(());
        }
        let group = format!("-{}", self.driver.id());
        let _ = Command::new("kill").args(["-KILL", "--", &group]).status();
        let _ = self.driver.kill();
        let _ = self.driver.wait();
    }
}

/// Saves a screenshot of the page as `test-artifacts/screenshots/<name>.png`.
pub async fn screenshot(c: &Client, name: &str) {
    let png = c.screenshot().await.expect("a screenshot");
    let dir = screenshot_dir();
    std::fs::create_dir_all(&dir).expect("the screenshots folder");
    std::fs::write(dir.join(format!("{name}.png")), png).expect("write the screenshot");
}

/// Runs `script` (a function body that returns a value) in the page.
pub async fn js(c: &Client, script: &str) -> Value {
    c.execute(script, vec![])
        .await
        .unwrap_or_else(|e| panic!("script failed: {e}\n{script}"))
}

/// Waits until the JavaScript expression `condition` is true (10 s at most).
pub async fn until(c: &Client, condition: &str, what: &str) {
    let started = Instant::now();
    loop {
        let v = js(c, &format!("return !!({condition});")).await;
        if v == Value::Bool(true) {
            return;
        }
        if started.elapsed() > Duration::from_secs(15) {
            let status = js(
                c,
                "return [(document.getElementById('status')||{}).textContent || document.title, \
                 (document.getElementById('alert')||{}).textContent || ''];",
            )
            .await;
            panic!("timed out waiting for {what} ({condition}); status and alert: {status}");
        }
        tokio::time::sleep(Duration::from_millis(40)).await;
    }
}

/// The element `css`; panics when the page has none.
pub async fn find(c: &Client, css: &str) -> fantoccini::elements::Element {
    c.find(Locator::Css(css))
        .await
        .unwrap_or_else(|e| panic!("no element {css}: {e}"))
}

pub async fn click(c: &Client, css: &str) {
    find(c, css)
        .await
        .click()
        .await
        .unwrap_or_else(|e| panic!("cannot click {css}: {e}"));
}

/// Drags from the element `from` to the element `to` with the mouse, in small moves.
pub async fn drag(c: &Client, from: &str, to: &str) {
    let moves = drag_moves(c, from, to, (12.0, 8.0), (60, 150)).await;
    let mouse = moves
        .into_iter()
        .fold(MouseActions::new("mouse".to_owned()), |m, a| m.then(a));
    c.perform_actions(mouse)
        .await
        .unwrap_or_else(|e| panic!("drag {from} to {to}: {e}"));
    c.release_actions().await.expect("release");
}

/// A finger taps the element `css` (touch input, as a phone gives it).
pub async fn tap(c: &Client, css: &str) {
    let element = find(c, css).await;
    let finger = TouchActions::new("finger".to_owned())
        .then(PointerAction::MoveToElement {
            element,
            duration: None,
            x: 0.0,
            y: 0.0,
        })
        .then(PointerAction::Down {
            button: MOUSE_BUTTON_LEFT,
        })
        .then(PointerAction::Up {
            button: MOUSE_BUTTON_LEFT,
        });
    c.perform_actions(finger)
        .await
        .unwrap_or_else(|e| panic!("tap {css}: {e}"));
    c.release_actions().await.expect("release");
}

/// Drags a finger from the element `from` to the element `to` (touch input, as a phone gives it),
/// in small moves.
pub async fn touch_drag(c: &Client, from: &str, to: &str) {
    let moves = drag_moves(c, from, to, (0.0, -20.0), (80, 250)).await;
    let finger = moves
        .into_iter()
        .fold(TouchActions::new("finger".to_owned()), |f, a| f.then(a));
    c.perform_actions(finger)
        .await
        .unwrap_or_else(|e| panic!("touch drag {from} to {to}: {e}"));
    c.release_actions().await.expect("release");
}

/// The moves of a drag from `from` to `to`: down on the first, a small `nudge` (so the page sees
/// a drag, not a tap), along to the second, up; the two moves last `ms` milliseconds.
async fn drag_moves(
    c: &Client,
    from: &str,
    to: &str,
    nudge: (f64, f64),
    ms: (u64, u64),
) -> Vec<PointerAction> {
    let (a, b) = (find(c, from).await, find(c, to).await);
    vec![
        PointerAction::MoveToElement {
            element: a,
            duration: None,
            x: 0.0,
            y: 0.0,
        },
        PointerAction::Down {
            button: MOUSE_BUTTON_LEFT,
        },
        PointerAction::MoveBy {
            duration: Some(Duration::from_millis(ms.0)),
            x: nudge.0,
            y: nudge.1,
        },
        PointerAction::MoveToElement {
            element: b,
            duration: Some(Duration::from_millis(ms.1)),
            x: 0.0,
            y: 0.0,
        },
        PointerAction::Up {
            button: MOUSE_BUTTON_LEFT,
        },
    ]
}

/// Waits until the page shows `n` actions and it is the page's turn to play (targets may show).
pub async fn wait_actions(c: &Client, n: usize) {
    until(
        c,
        &format!("document.querySelectorAll('#moves button').length === {n}"),
        &format!("{n} actions"),
    )
    .await;
}

/// Waits until this page's player may act (its hand or a piece can be used).
pub async fn wait_my_turn(c: &Client) {
    until(
        c,
        "document.querySelector('#board.movable') !== null",
        "the player's turn",
    )
    .await;
}

/// The game id from a game page's URL.
pub async fn game_id(c: &Client) -> String {
    let url = c.current_url().await.expect("url");
    url.path().rsplit('/').next().expect("an id").to_owned()
}

/// The game's state as a watcher sees it, from the HTTP API.
pub async fn api_state(c: &Client, id: &str) -> Value {
    js(
        c,
        &format!("const r = await fetch('/api/games/{id}'); return await r.json();"),
    )
    .await
}

/// A new browser of `width`×`height` whose screen is a touch screen: its primary pointer is
/// coarse (`(pointer: coarse)`), as on a phone.
pub async fn touch_phone(h: &mut Harness, width: u32, height: u32) -> Client {
    let c = h.browser(width, height).await;
    crate::budgets::cdp(
        &c,
        "Emulation.setTouchEmulationEnabled",
        json!({"enabled": true, "maxTouchPoints": 5}),
    )
    .await;
    c
}

/// Whether the element `id` is wholly on the screen (a JavaScript expression).
pub fn on_screen(id: &str) -> String {
    format!(
        "(() => {{ const r = document.getElementById('{id}').getBoundingClientRect(); \
         return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight; }})()"
    )
}
