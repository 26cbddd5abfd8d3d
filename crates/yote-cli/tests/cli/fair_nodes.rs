//! Fair play across `yote serve` nodes on one PostgreSQL database (docs/scaling.md,
//! docs/reliability.md): a clock read by a node that loads a game another node runs, and
//! presence that a lost listening session does not turn into a won abandonment claim.

use std::time::Duration;

use serde_json::{Value, json};
use yote_testkit::*;

fn node(url: &str) -> ServerProcess {
    ServerProcess::start_url(
        env!("CARGO_BIN_EXE_yote"),
        url,
        &[],
        "info,yote_server=debug",
    )
}

/// The stored clock stamp of the action at `ply`.
async fn stamp(db: &sqlx::PgPool, game: &str, ply: u64) -> Value {
    let events: Vec<String> =
        sqlx::query_scalar("SELECT event FROM events WHERE game_id = $1 ORDER BY version")
            .bind(game)
            .fetch_all(db)
            .await
            .unwrap();
    events
        .iter()
        .map(|e| serde_json::from_str::<Value>(e).unwrap())
        .find(|e| e["kind"] == "action" && e["ply"] == ply)
        .unwrap_or_else(|| panic!("no action at ply {ply}: {events:?}"))["clock"]
        .clone()
}

#[tokio::test]
async fn a_node_that_loads_a_game_another_runs_takes_its_clock_from_the_stored_turn_start() {
    let url = TempPostgres::shared().database();
    let (a, b) = (node(&url), node(&url));
    let body = json!({"opponent": "friend", "clock": {"initial_s": 60, "increment_s": 0}});
    let (game, ws, bs) = a.friend_table(&a, body).await;
    let mut white = Client::connect(a.addr, &game, Some(&ws)).await;
    let mut black = Client::connect(a.addr, &game, Some(&bs)).await;
    white.hello(json!({})).await;
    black.hello(json!({})).await;
    assert_eq!(white.act(0, "@a1").await["type"], "ack");
    assert_eq!(black.act(1, "@f5").await["type"], "ack");
    let db = sqlx::PgPool::connect(&url).await.unwrap();
    let before = stamp(&db, &game, 1).await["white_ms"].as_i64().unwrap();
    // White thinks 3 s on A; meanwhile B loads the game (a watcher's GET of its state).
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let seen = b.state(&game).await;
    let shown = seen["clock"]["white_ms"].as_i64().unwrap();
    assert!(
        shown <= before - 1400,
        "B shows White's time as running: {shown} of {before}"
    );
    tokio::time::sleep(Duration::from_millis(1500)).await;
    // White plays through B: the 3 s are spent (less the 300 ms lag allowance), and no restart
    // grace is given.
    let mut white_b = Client::connect(b.addr, &game, Some(&ws)).await;
    white_b.hello(json!({})).await;
    assert_eq!(white_b.act(2, "@b1").await["type"], "ack");
    let after = stamp(&db, &game, 2).await["white_ms"].as_i64().unwrap();
    assert!(
        (before - 4000..=before - 2600).contains(&after),
        "White had {before} ms, thought 3 s, and has {after} ms"
    );
}

/// The backend pids of the serving nodes' listening sessions on the database of `db`.
async fn listeners(db: &sqlx::PgPool) -> Vec<i32> {
    sqlx::query_scalar(
        "SELECT pid FROM pg_stat_activity
         WHERE application_name = 'yote-listener' AND datname = current_database() ORDER BY pid",
    )
    .fetch_all(db)
    .await
    .unwrap()
}

async fn end_session(db: &sqlx::PgPool, pid: i32) {
    let _: bool = sqlx::query_scalar("SELECT pg_terminate_backend($1)")
        .bind(pid)
        .fetch_one(db)
        .await
        .unwrap();
}

#[tokio::test]
async fn a_player_connected_to_another_node_is_never_claimed_against_after_lost_notifications() {
    let url = TempPostgres::shared().database();
    let db = sqlx::PgPool::connect(&url).await.unwrap();
    let a = node(&url);
    let a_listener = listeners(&db).await;
    assert_eq!(a_listener.len(), 1);
    let b = node(&url);
    let b_listener: Vec<i32> = listeners(&db)
        .await
        .into_iter()
        .filter(|p| !a_listener.contains(p))
        .collect();
    assert_eq!(b_listener.len(), 1);
    // A game with a 21 s claim window (60 s a side: a tenth plus 15 s).
    let body = json!({"opponent": "friend", "clock": {"initial_s": 60, "increment_s": 0}});
    let (game, ws, bs) = a.friend_table(&a, body).await;
    let mut white = Client::connect(a.addr, &game, Some(&ws)).await;
    let mut black = Client::connect(a.addr, &game, Some(&bs)).await;
    white.hello(json!({})).await;
    black.hello(json!({})).await;
    assert_eq!(white.act(0, "@a1").await["type"], "ack");
    assert_eq!(black.act(1, "@f5").await["type"], "ack");
    // Black's phone drops its connection to A, and comes back through B while A's listening
    // session is down; B's goes down 0.35 s after A's, so A's question on its return is lost.
    black.close().await;
    white
        .until("state", |s| s["abandoned"]["side"] == "black")
        .await;
    end_session(&db, a_listener[0]).await;
    let mut black = Client::connect(b.addr, &game, Some(&bs)).await;
    black.hello(json!({})).await;
    tokio::time::sleep(Duration::from_millis(350)).await;
    end_session(&db, b_listener[0]).await;
    // Black stays connected to B past A's claim window (both pages ping, as pages do).
    for _ in 0..11 {
        tokio::time::sleep(Duration::from_secs(2)).await;
        white.send(json!({"type": "ping"})).await;
        black.send(json!({"type": "ping"})).await;
    }
    let claim = white
        .request(json!({"type": "claim_victory", "id": "claim"}))
        .await;
    assert_eq!(
        claim["type"], "error",
        "Black has been on B for 22 s: {claim}"
    );
    assert_eq!(claim["args"]["reason"], "opponent-here", "{claim}");
    let seen = b.state(&game).await;
    assert_eq!(seen["status"], "playing", "{seen}");
    // White's page is told Black is here.
    let state = white.hello(json!({})).await;
    assert!(state["abandoned"].is_null(), "{state}");
    assert_eq!(state["status"], "playing");
    // The game goes on.
    assert_eq!(white.act(2, "@b1").await["type"], "ack");
}

/// A node that loads a game while another stores its next action still shows that action: the
/// store's notice may come before the loading node has a task to hear it, so a task reads what
/// it missed as soon as it starts. (Both players of a lobby game arrive at once, on any node.)
#[tokio::test]
async fn a_game_loaded_while_another_node_stores_an_action_shows_that_action() {
    let url = TempPostgres::shared().database();
    let (a, b) = (node(&url), node(&url));
    for round in 0..15 {
        let body = json!({"opponent": "friend", "clock": {"initial_s": 300, "increment_s": 0}});
        let (game, ws, bs) = a.friend_table(&a, body).await;
        let mut white = Client::connect(a.addr, &game, Some(&ws)).await;
        white.hello(json!({})).await;
        // White plays on A while Black's first socket loads the game on B.
        let (acted, black) = tokio::join!(white.act(0, "@a1"), async {
            let mut black = Client::connect(b.addr, &game, Some(&bs)).await;
            black.send(json!({"type": "hello"})).await;
            black
        });
        assert_eq!(acted["type"], "ack");
        let mut black = black;
        let deadline = tokio::time::Instant::now() + Duration::from_secs(3);
        loop {
            let state = black
                .try_recv_within(deadline - tokio::time::Instant::now())
                .await
                .expect("Black's socket stays open")
                .unwrap_or_else(|| panic!("round {round}: B never showed White's action"));
            if state["type"] == "state" && state["ply"] == 1 {
                break;
            }
        }
    }
}
