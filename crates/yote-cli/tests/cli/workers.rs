//! The computer's searches as jobs in the shared PostgreSQL database (docs/scaling.md): searched
//! by a separate `yote worker` process while the node searches nothing; a worker killed with
//! SIGKILL mid-search replaced by another once its lease runs out; a game held by two nodes
//! searched once a ply.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use yote_testkit::*;

fn node(url: &str, threads: &str) -> ServerProcess {
    ServerProcess::start_url(
        env!("CARGO_BIN_EXE_yote"),
        url,
        &["--ai-threads", threads],
        "info,yote_server=debug",
    )
}

/// A `yote worker` process and its log.
struct Worker {
    child: Child,
    log: Arc<Mutex<Vec<String>>>,
}

impl Worker {
    fn start(url: &str) -> Worker {
        let mut child = Command::new(env!("CARGO_BIN_EXE_yote"))
            .args(["worker", "--threads", "1", "--database", url])
            .env("RUST_LOG", "info,yote_server=debug")
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the yote binary");
        let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
        let log = Arc::new(Mutex::new(Vec::new()));
        loop {
            let line = lines.next().expect("the worker stopped").unwrap();
            let ready = line.contains("worker ready");
            log.lock().unwrap().push(line);
            if ready {
                break;
            }
        }
        let sink = Arc::clone(&log);
        std::thread::spawn(move || {
            for line in lines.map_while(Result::ok) {
                sink.lock().unwrap().push(line);
            }
        });
        Worker { child, log }
    }

    fn searches(&self) -> usize {
        self.log
            .lock()
            .unwrap()
            .iter()
            .filter(|l| l.contains("searching"))
            .count()
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A game against the computer at `level` (the player White): the game, the player's secret,
/// its socket and its first state.
async fn computer_game(host: &ServerProcess, level: &str) -> (String, String, Client, Value) {
    let table = host
        .create(json!({"opponent": "computer", "level": level, "white": "creator"}))
        .await;
    let game = table["game"].as_str().unwrap().to_owned();
    let secret = table["secret"].as_str().unwrap().to_owned();
    let mut player = Client::connect(host.addr, &game, Some(&secret)).await;
    let state = player.hello(json!({})).await;
    (game, secret, player, state)
}

/// The jobs of a game: (ply, claimed by, answered).
async fn jobs(db: &sqlx::PgPool, game: &str) -> Vec<(i64, Option<String>, bool)> {
    sqlx::query_as(
        "SELECT ply, claimed_by, answer IS NOT NULL FROM jobs WHERE game_id = $1 ORDER BY ply",
    )
    .bind(game)
    .fetch_all(db)
    .await
    .unwrap()
}

/// The worker thread holding the game's first search, once one has claimed it (5 s at most).
async fn claimed_mid_search(db: &sqlx::PgPool, game: &str) -> String {
    let started = Instant::now();
    loop {
        let rows = jobs(db, game).await;
        if let Some((1, Some(by), false)) = rows.first() {
            return by.clone();
        }
        assert!(started.elapsed() < Duration::from_secs(5), "{rows:?}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// The state with the computer's first reply (ply 2), waiting up to 30 s for each message.
async fn first_reply(player: &mut Client) -> Value {
    loop {
        let m = player.recv_within(Duration::from_secs(30)).await;
        if m["type"] == "state" && m["ply"] == 2 {
            return m;
        }
    }
}

/// Plays the player's first legal action in `state` (the player's last state, its turn) and
/// answers the computer's reply (the state two plies on).
async fn play_and_wait(player: &mut Client, state: &Value) -> Value {
    let ply = state["ply"].as_u64().unwrap() as usize;
    let action = state["legal_actions"][0]
        .as_str()
        .expect("the player's turn");
    let answer = player.act(ply, action).await;
    assert_eq!(answer["type"], "ack", "{action} at {ply}: {answer}");
    loop {
        let m = player.recv().await;
        if m["type"] == "state" && m["ply"] == ply + 2 {
            return m;
        }
    }
}

#[tokio::test]
async fn a_separate_worker_searches_for_a_node_that_searches_nothing() {
    let url = TempPostgres::shared().database();
    let db = sqlx::PgPool::connect(&url).await.unwrap();
    let site = node(&url, "0");
    let (game, _, mut player, _) = computer_game(&site, "beginner").await;
    assert_eq!(player.act(0, "@a1").await["type"], "ack");
    // No worker yet: the search waits in the table, asked for once, claimed by nobody.
    let started = Instant::now();
    while jobs(&db, &game).await.is_empty() {
        assert!(
            started.elapsed() < Duration::from_secs(10),
            "no job asked for"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    tokio::time::sleep(Duration::from_millis(800)).await;
    assert_eq!(jobs(&db, &game).await, [(1, None, false)]);

    let worker = Worker::start(&url);
    let reply = loop {
        let m = player.recv().await;
        if m["type"] == "state" && m["ply"] == 2 {
            break m;
        }
    };
    assert_eq!(reply["status"], "playing");
    let reply = play_and_wait(&mut player, &reply).await;
    play_and_wait(&mut player, &reply).await;
    let done = jobs(&db, &game).await;
    assert_eq!(done.len(), 3, "{done:?}");
    for (_, claimed_by, answered) in &done {
        assert!(
            claimed_by.as_deref().unwrap().starts_with("worker-"),
            "{done:?}"
        );
        assert!(answered);
    }
    assert_eq!(worker.searches(), 3);
    assert!(
        !site.log_text().contains("searching"),
        "{}",
        site.log_text()
    );
}

#[tokio::test]
async fn a_worker_killed_mid_search_is_replaced_once_its_lease_runs_out() {
    let url = TempPostgres::shared().database();
    let db = sqlx::PgPool::connect(&url).await.unwrap();
    let site = node(&url, "0");
    let first = Worker::start(&url);
    // `master` thinks for up to 3 s: long enough to be caught mid-search.
    let (game, _, mut player, _) = computer_game(&site, "master").await;
    assert_eq!(player.act(0, "@a1").await["type"], "ack");
    let started = Instant::now();
    let claimed = claimed_mid_search(&db, &game).await;
    let mut first = first;
    first.child.kill().unwrap(); // SIGKILL mid-search
    first.child.wait().unwrap();
    let second = Worker::start(&url);
    let reply = first_reply(&mut player).await;
    assert_eq!(reply["status"], "playing");
    let rows = jobs(&db, &game).await;
    let (_, by, answered) = &rows[0];
    assert!(answered);
    assert_ne!(
        by.as_deref(),
        Some(claimed.as_str()),
        "taken over: {rows:?}"
    );
    assert_eq!(second.searches(), 1);
    // Taken over after the 10 s lease, not before.
    assert!(started.elapsed() >= Duration::from_secs(10));
}

#[tokio::test]
async fn a_game_held_by_two_nodes_is_searched_once_a_ply() {
    let url = TempPostgres::shared().database();
    let db = sqlx::PgPool::connect(&url).await.unwrap();
    let (a, b) = (node(&url, "1"), node(&url, "1"));
    let (game, _, mut player, mut state) = computer_game(&a, "beginner").await;
    // A watcher on the other node: both nodes hold the game at every computer turn.
    let mut watcher = Client::connect(b.addr, &game, None).await;
    watcher.hello(json!({})).await;
    for ply in 0..4usize {
        state = play_and_wait(&mut player, &state).await;
        assert_eq!(state["status"], "playing");
        watcher.until("state", |s| s["ply"] == ply * 2 + 2).await;
    }
    let done = jobs(&db, &game).await;
    assert_eq!(
        done.iter().map(|j| j.0).collect::<Vec<_>>(),
        [1, 3, 5, 7],
        "{done:?}"
    );
    let searches = |n: &ServerProcess| {
        n.log_text()
            .lines()
            .filter(|l| l.contains("searching") && l.contains(&game))
            .count()
    };
    assert_eq!(searches(&a) + searches(&b), 4, "one search a computer ply");
}

#[tokio::test]
async fn a_computer_game_of_a_killed_node_goes_on_through_the_other() {
    let url = TempPostgres::shared().database();
    let (a, b) = (node(&url, "1"), node(&url, "1"));
    let (game, secret, mut player, state) = computer_game(&a, "beginner").await;
    let state = play_and_wait(&mut player, &state).await;
    let version = state["version"].as_u64().unwrap();

    let mut a = a;
    a.child.kill().unwrap(); // SIGKILL
    a.child.wait().unwrap();
    drop(player);
    let mut player = Client::connect(b.addr, &game, Some(&secret)).await;
    let state = player.hello(json!({"version": version})).await;
    assert_eq!(state["ply"], 2, "{state}");
    let reply = play_and_wait(&mut player, &state).await;
    assert_eq!(reply["status"], "playing");
    play_and_wait(&mut player, &reply).await;
}

#[tokio::test]
async fn a_worker_stopped_with_sigterm_mid_search_gives_its_job_back_at_once() {
    let url = TempPostgres::shared().database();
    let db = sqlx::PgPool::connect(&url).await.unwrap();
    let site = node(&url, "0");
    let first = Worker::start(&url);
    let (game, _, mut player, _) = computer_game(&site, "master").await;
    assert_eq!(player.act(0, "@a1").await["type"], "ack");
    let claimed = claimed_mid_search(&db, &game).await;
    let mut first = first;
    let stopped = Instant::now();
    let pid = first.child.id().to_string();
    assert!(
        Command::new("kill")
            .args(["-TERM", &pid])
            .status()
            .unwrap()
            .success()
    );
    let status = first.child.wait().unwrap();
    assert!(status.success(), "a clean stop: {status}");
    // Given back as it stopped: nobody holds it, and no answer came from the stopped worker.
    assert_eq!(jobs(&db, &game).await, [(1, None, false)]);
    let second = Worker::start(&url);
    let reply = first_reply(&mut player).await;
    assert_eq!(reply["status"], "playing");
    let rows = jobs(&db, &game).await;
    assert_ne!(rows[0].1.as_deref(), Some(claimed.as_str()), "{rows:?}");
    assert_eq!(second.searches(), 1);
    // Searched again at once: well within the 10 s lease a killed worker's job waits out.
    assert!(
        stopped.elapsed() < Duration::from_secs(8),
        "{:?}",
        stopped.elapsed()
    );
}

/// A game against the computer created from `address`, the computer playing first: its id, or
/// the refusal (status, body).
async fn computer_first(
    site: &ServerProcess,
    address: &str,
    level: &str,
) -> Result<String, (u16, Value)> {
    let http = http_client_from(address.parse().unwrap());
    let body = json!({"opponent": "computer", "level": level, "white": "opponent"});
    let (status, answer) = post(&http, &site.url("/api/tables"), body).await;
    if status == 201 || status == 200 {
        Ok(answer["game"].as_str().unwrap().to_owned())
    } else {
        Err((status, answer))
    }
}

/// Waits until `game`'s first search is asked for.
async fn asked(db: &sqlx::PgPool, game: &str) {
    let started = Instant::now();
    while jobs(db, game).await.is_empty() {
        assert!(
            started.elapsed() < Duration::from_secs(10),
            "no job for {game}"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test]
async fn the_queue_in_the_database_serves_addresses_in_turn_and_admits_no_more_than_its_cap() {
    let url = TempPostgres::shared().database();
    let db = sqlx::PgPool::connect(&url).await.unwrap();
    // No search threads on the node: its queue is the database's, 4 waiting at most (4 a thread,
    // counted as one), one a waiting address.
    let site = node(&url, "0");
    let mut many = Vec::new();
    for _ in 0..3 {
        let game = computer_first(&site, "127.0.0.2", "easy").await.unwrap();
        asked(&db, &game).await;
        many.push(game);
    }
    let other = computer_first(&site, "127.0.0.3", "easy").await.unwrap();
    asked(&db, &other).await;
    // One worker thread: the other address's first search before the first address's second.
    let worker = Worker::start(&url);
    let started = Instant::now();
    while worker.searches() < 4 || !jobs(&db, &many[2]).await[0].2 {
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "{:?}",
            worker.log
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let order: Vec<String> = worker
        .log
        .lock()
        .unwrap()
        .iter()
        .filter(|l| l.contains("searching"))
        .map(|l| {
            let at = l.find("game=").expect("the game in the line") + 5;
            l[at..at + 12].to_owned()
        })
        .collect();
    let expected = [&many[0], &other, &many[1], &many[2]].map(String::clone);
    assert_eq!(order, expected, "{order:?}");
    drop(worker);
    // No worker now: four addresses' searches wait, and a fifth address is told the computer is
    // busy, whichever node it asks, until they are searched.
    for i in 10..14 {
        let game = computer_first(&site, &format!("127.0.0.{i}"), "master")
            .await
            .unwrap();
        asked(&db, &game).await;
    }
    let (status, refused) = computer_first(&site, "127.0.0.14", "beginner")
        .await
        .unwrap_err();
    assert_eq!(status, 503, "{refused}");
    assert_eq!(refused["error"]["code"], "computer-busy", "{refused}");
    assert_eq!(refused["error"]["args"]["reason"], "queue", "{refused}");
    let _worker = Worker::start(&url);
    let started = Instant::now();
    loop {
        match computer_first(&site, "127.0.0.14", "beginner").await {
            Ok(_) => break,
            Err((503, _)) => {
                assert!(started.elapsed() < Duration::from_secs(30), "still busy");
                tokio::time::sleep(Duration::from_millis(250)).await;
            }
            Err(other) => panic!("{other:?}"),
        }
    }
}
