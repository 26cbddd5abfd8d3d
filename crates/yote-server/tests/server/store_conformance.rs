//! One suite, two engines: every store behaviour the site relies on, run against SQLite (a file
//! in a temporary folder) and against PostgreSQL (a database of its own on the test binary's
//! throwaway server, `yote_testkit::TempPostgres`). Each test below is instantiated once per
//! engine (`<test>::sqlite`, `<test>::postgres`). Then the PostgreSQL store's own guarantees:
//! servers sharing a database hear each other (and catch up after a lost listening session),
//! clear errors, and a lost race answered as `stale-ply`.

use std::future::Future;
use std::str::FromStr;
use std::sync::Arc;

use serde_json::json;
use tempfile::TempDir;
use yote_ai::Level;
use yote_rules::Rules;
use yote_server::{
    AppState, Change, Event, Opponent, PgStore, Player, Side, SqliteStore, Store, StoreError, Table,
};
use yote_testkit::*;

/// Stores under test: two handles on one database (the same handle twice for SQLite, whose
/// file lock admits one store per file), and what must outlive them.
pub(super) struct Engine {
    pub(super) store: Arc<dyn Store>,
    pub(super) other: Arc<dyn Store>,
    _dir: Option<TempDir>,
}

pub(super) async fn sqlite() -> Engine {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite:{}", dir.path().join("yote.db").display());
    let store: Arc<dyn Store> = Arc::new(SqliteStore::open(&url).await.unwrap());
    Engine {
        other: Arc::clone(&store),
        store,
        _dir: Some(dir),
    }
}

pub(super) async fn postgres() -> Engine {
    let url = TempPostgres::shared().database();
    Engine {
        store: Arc::new(PgStore::open(&url).await.unwrap()),
        other: Arc::new(PgStore::open(&url).await.unwrap()),
        _dir: None,
    }
}

/// `name::sqlite` and `name::postgres`, each running `name(engine)`.
macro_rules! conformance {
    ($($name:ident),* $(,)?) => {$(
        mod $name {
            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn sqlite() {
                super::$name(super::sqlite().await).await
            }
            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn postgres() {
                super::$name(super::postgres().await).await
            }
        }
    )*};
}
pub(super) use conformance;

conformance!(
    tables_and_games_are_created_and_loaded,
    events_are_appended_in_order,
    a_stored_version_is_a_conflict_and_stores_nothing,
    invites_lead_to_their_games,
    unfinished_computer_and_timed_games_are_listed,
    a_large_game_is_kept_whole,
    concurrent_appends_to_many_games_all_land,
    two_writers_racing_for_a_version_one_wins,
    release_files_are_kept_once_and_the_oldest_forgotten,
    the_lobby_pairs_each_seek_once_and_rates_each_game_once,
    push_keys_subscriptions_and_notices_are_kept_once,
    every_cap_counts_and_writes_in_one_step,
    a_players_games_say_how_each_ended_against_whom_and_at_what_clock,
    a_lobby_games_rematch_is_stored_with_its_players_in_one_step,
);

pub(super) fn table(id: &str, opponent: Opponent, invite: Option<&str>) -> Table {
    let computer = matches!(opponent, Opponent::Computer(_));
    Table {
        id: id.to_owned(),
        rules: Rules::from_str("standard").unwrap(),
        opponent,
        secrets: [
            Some(format!("{id}-white")),
            (!computer).then(|| format!("{id}-black")),
        ],
        invite: invite.map(str::to_owned),
        rematch_of: None,
        created_at: 1_700_000_000,
    }
}

/// Events are built from their JSON form (docs/protocol.md), as the stores keep them.
pub(super) fn event(value: serde_json::Value) -> Event {
    serde_json::from_value(value).expect("an event")
}

fn created(table: &Table) -> Event {
    let black = match table.opponent {
        Opponent::Computer(level) => json!({"kind": "computer", "level": level.name()}),
        _ => json!({"kind": "open"}),
    };
    event(
        json!({"kind": "created", "rules": table.rules.to_rules_string(),
                 "opponent": table.opponent.name(), "white": {"kind": "human"}, "black": black}),
    )
}

pub(super) async fn new_game(
    store: &dyn Store,
    id: &str,
    opponent: Opponent,
    invite: Option<&str>,
) {
    let t = table(id, opponent, invite);
    store.create_game(&t, &created(&t)).await.unwrap();
}

fn action(ply: usize) -> Event {
    let side = if ply.is_multiple_of(2) {
        "white"
    } else {
        "black"
    };
    event(
        json!({"kind": "action", "ply": ply, "side": side, "action": format!("@a{}", ply % 5 + 1)}),
    )
}

fn actions(events: &[Event]) -> Vec<usize> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Action { ply, .. } => Some(*ply),
            _ => None,
        })
        .collect()
}

async fn tables_and_games_are_created_and_loaded(e: Engine) {
    let store = &*e.store;
    let medium = Opponent::Computer(Level::from_str("medium").unwrap());
    new_game(store, "GameFriend01", Opponent::Friend, Some("Invite01")).await;
    new_game(store, "GameComputr1", medium, None).await;

    let t = store.load_table("GameFriend01").await.unwrap().unwrap();
    assert_eq!(t.id, "GameFriend01");
    assert_eq!(t.opponent, Opponent::Friend);
    assert_eq!(t.rules.to_rules_string(), "standard");
    assert_eq!(
        t.secrets,
        [
            Some("GameFriend01-white".into()),
            Some("GameFriend01-black".into())
        ]
    );
    assert_eq!(t.invite.as_deref(), Some("Invite01"));
    assert_eq!(t.created_at, 1_700_000_000);

    let (t, events) = store.load_game("GameComputr1").await.unwrap().unwrap();
    assert_eq!(t.opponent, medium);
    assert_eq!(t.secrets[1], None, "the computer's seat has no secret");
    assert_eq!(t.computer_side().map(|c| c.name()), Some("black"));
    assert_eq!(events.len(), 1);
    assert!(matches!(
        &events[0],
        Event::Created {
            black: Player::Computer { .. },
            ..
        }
    ));

    assert!(store.load_table("NoSuchGame12").await.unwrap().is_none());
    assert!(store.load_game("NoSuchGame12").await.unwrap().is_none());
    // The same id twice is refused, and the first game is untouched.
    let again = table("GameFriend01", Opponent::Local, None);
    assert!(store.create_game(&again, &created(&again)).await.is_err());
    let t = store.load_table("GameFriend01").await.unwrap().unwrap();
    assert_eq!(t.opponent, Opponent::Friend);
}

async fn events_are_appended_in_order(e: Engine) {
    let store = &*e.store;
    new_game(store, "GameInOrder1", Opponent::Friend, None).await;
    store
        .append(
            "GameInOrder1",
            2,
            &[Event::Joined { side: Side::Black }],
            false,
        )
        .await
        .unwrap();
    store
        .append("GameInOrder1", 3, &[action(0)], false)
        .await
        .unwrap();
    store
        .append("GameInOrder1", 4, &[action(1), action(2), action(3)], false)
        .await
        .unwrap();
    let (_, events) = store.load_game("GameInOrder1").await.unwrap().unwrap();
    assert_eq!(events.len(), 6);
    assert!(matches!(events[1], Event::Joined { side: Side::Black }));
    assert_eq!(actions(&events), [0, 1, 2, 3]);
    // Appending nothing is allowed and changes nothing.
    store.append("GameInOrder1", 7, &[], false).await.unwrap();
    let (_, events) = store.load_game("GameInOrder1").await.unwrap().unwrap();
    assert_eq!(events.len(), 6);
    // A game that is not stored takes no events.
    assert!(
        store
            .append("NoSuchGame12", 2, &[action(0)], false)
            .await
            .is_err()
    );
}

async fn a_stored_version_is_a_conflict_and_stores_nothing(e: Engine) {
    let store = &*e.store;
    new_game(store, "GameConflct1", Opponent::Local, None).await;
    store
        .append("GameConflct1", 2, &[action(0)], false)
        .await
        .unwrap();
    match store.append("GameConflct1", 2, &[action(5)], false).await {
        Err(StoreError::Conflict(2)) => {}
        other => panic!("expected a conflict at version 2, got {other:?}"),
    }
    // All or none: versions 2 (taken) and 3 (free) together store neither.
    match store
        .append("GameConflct1", 2, &[action(1), action(2)], false)
        .await
    {
        Err(StoreError::Conflict(2)) => {}
        other => panic!("expected a conflict at version 2, got {other:?}"),
    }
    let (_, events) = store.load_game("GameConflct1").await.unwrap().unwrap();
    assert_eq!(actions(&events), [0], "the first writer's event, alone");
    match &events[1] {
        Event::Action { action, .. } => assert_eq!(action.to_string(), "@a1"),
        other => panic!("{other:?}"),
    }
    // The game goes on at the next version.
    store
        .append("GameConflct1", 3, &[action(1)], false)
        .await
        .unwrap();
}

async fn invites_lead_to_their_games(e: Engine) {
    let store = &*e.store;
    new_game(store, "GameInvite01", Opponent::Friend, Some("TokenOne")).await;
    new_game(store, "GameInvite02", Opponent::Friend, Some("TokenTwo")).await;
    new_game(store, "GameNoInvite", Opponent::Friend, None).await;
    let found = store.game_for_invite("TokenTwo").await.unwrap();
    assert_eq!(found.as_deref(), Some("GameInvite02"));
    let found = store.game_for_invite("TokenOne").await.unwrap();
    assert_eq!(found.as_deref(), Some("GameInvite01"));
    assert_eq!(store.game_for_invite("Unknown").await.unwrap(), None);
    // An invite token belongs to one game only.
    let twice = table("GameInvite03", Opponent::Friend, Some("TokenOne"));
    assert!(store.create_game(&twice, &created(&twice)).await.is_err());
    assert!(store.load_table("GameInvite03").await.unwrap().is_none());
}

async fn unfinished_computer_and_timed_games_are_listed(e: Engine) {
    let store = &*e.store;
    let beginner = Opponent::Computer(Level::from_str("beginner").unwrap());
    new_game(store, "GameCompOpen", beginner, None).await;
    new_game(store, "GameCompDone", beginner, None).await;
    new_game(store, "GameFriendOp", Opponent::Friend, None).await;
    // Timed friend games: the unfinished one is listed, the finished one is not.
    for (id, clock) in [
        ("GameTimedOpn", json!({"initial_s": 60, "increment_s": 0})),
        ("GameTimedDne", json!({"days": 2})),
    ] {
        let t = table(id, Opponent::Friend, None);
        let mut created = serde_json::to_value(created(&t)).unwrap();
        created["clock"] = clock;
        store
            .create_game(&t, &serde_json::from_value(created).unwrap())
            .await
            .unwrap();
    }
    let abort = Event::GameOver {
        outcome: serde_json::from_value(
            json!({"result": "*", "winner": null, "reason": "aborted"}),
        )
        .unwrap(),
    };
    store
        .append("GameTimedDne", 2, &[abort], true)
        .await
        .unwrap();
    store
        .append("GameCompOpen", 2, &[action(0)], false)
        .await
        .unwrap();
    let over = Event::GameOver {
        outcome: serde_json::from_value(
            json!({"result": "1-0", "winner": "white", "reason": "resignation"}),
        )
        .unwrap(),
    };
    store
        .append("GameCompDone", 2, &[action(0), over], true)
        .await
        .unwrap();
    let mut open = store.games_to_resume(i64::MAX).await.unwrap();
    open.sort();
    assert_eq!(open, ["GameCompOpen", "GameTimedOpn"]);
}

async fn release_files_are_kept_once_and_the_oldest_forgotten(e: Engine) {
    let files = |text: &str| vec![("game.js".to_owned(), text.as_bytes().to_vec())];
    let store = &*e.store;
    store
        .keep_release("aaaa111", &files("first"), 2)
        .await
        .unwrap();
    // The same release starting again (another node, a restart) changes nothing.
    e.other
        .keep_release("aaaa111", &files("other"), 2)
        .await
        .unwrap();
    let kept = store.release_file("aaaa111", "game.js").await.unwrap();
    assert_eq!(kept.as_deref(), Some(&b"first"[..]));
    assert_eq!(store.release_file("aaaa111", "no.js").await.unwrap(), None);
    for release in ["bbbb222", "cccc333"] {
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
        store
            .keep_release(release, &files(release), 2)
            .await
            .unwrap();
    }
    assert_eq!(
        store.release_file("aaaa111", "game.js").await.unwrap(),
        None
    );
    let newest = e.other.release_file("cccc333", "game.js").await.unwrap();
    assert_eq!(newest.as_deref(), Some(&b"cccc333"[..]));
    assert!(
        store
            .release_file("bbbb222", "game.js")
            .await
            .unwrap()
            .is_some()
    );
}

async fn a_large_game_is_kept_whole(e: Engine) {
    let store = &*e.store;
    new_game(store, "GameLarge001", Opponent::Local, None).await;
    // 300 single appends, then one append of 1,700 events: 2,001 events in all.
    for ply in 0..300 {
        store
            .append("GameLarge001", ply as u64 + 2, &[action(ply)], false)
            .await
            .unwrap();
    }
    let bulk: Vec<Event> = (300..2000).map(action).collect();
    store
        .append("GameLarge001", 302, &bulk, false)
        .await
        .unwrap();
    let (_, events) = store.load_game("GameLarge001").await.unwrap().unwrap();
    assert_eq!(events.len(), 2001);
    assert_eq!(actions(&events), (0..2000).collect::<Vec<_>>());
}

async fn concurrent_appends_to_many_games_all_land(e: Engine) {
    const GAMES: usize = 40;
    const PLIES: usize = 25;
    let ids: Vec<String> = (0..GAMES).map(|i| format!("GameConc{i:04}")).collect();
    for id in &ids {
        new_game(&*e.store, id, Opponent::Local, None).await;
    }
    let mut tasks = Vec::new();
    for (i, id) in ids.iter().enumerate() {
        // Half the games through each handle, all at once.
        let store = Arc::clone(if i % 2 == 0 { &e.store } else { &e.other });
        let id = id.clone();
        tasks.push(tokio::spawn(async move {
            for ply in 0..PLIES {
                store
                    .append(&id, ply as u64 + 2, &[action(ply)], ply + 1 == PLIES)
                    .await
                    .unwrap();
            }
        }));
    }
    for t in tasks {
        t.await.unwrap();
    }
    for id in &ids {
        let (_, events) = e.store.load_game(id).await.unwrap().unwrap();
        assert_eq!(actions(&events), (0..PLIES).collect::<Vec<_>>(), "{id}");
    }
}

async fn two_writers_racing_for_a_version_one_wins(e: Engine) {
    new_game(&*e.store, "GameRace0001", Opponent::Local, None).await;
    for round in 0..30u64 {
        let version = round + 2;
        let go = Arc::new(tokio::sync::Barrier::new(2));
        let race = |store: Arc<dyn Store>, tag: usize| {
            let go = Arc::clone(&go);
            tokio::spawn(async move {
                let mut event = action(round as usize);
                // Each writer stores its own action (on file a or b), to tell whose was kept.
                if let Event::Action { action, .. } = &mut event {
                    let file = ["a", "b"][tag - 1];
                    *action = format!("@{file}{}", round % 5 + 1).parse().unwrap();
                }
                go.wait().await;
                store.append("GameRace0001", version, &[event], false).await
            })
        };
        let a = race(Arc::clone(&e.store), 1);
        let b = race(Arc::clone(&e.other), 2);
        let (a, b) = (a.await.unwrap(), b.await.unwrap());
        let won: Vec<usize> = [(1, &a), (2, &b)]
            .into_iter()
            .filter(|(_, r)| r.is_ok())
            .map(|(tag, _)| tag)
            .collect();
        assert_eq!(won.len(), 1, "round {round}: {a:?} / {b:?}");
        for r in [&a, &b] {
            if let Err(e) = r {
                assert!(
                    matches!(e, StoreError::Conflict(v) if *v == version),
                    "{e:?}"
                );
            }
        }
        let (_, events) = e.store.load_game("GameRace0001").await.unwrap().unwrap();
        assert_eq!(events.len() as u64, version);
        match &events[version as usize - 1] {
            Event::Action { action, .. } => {
                let file = ["a", "b"][won[0] - 1];
                assert!(
                    action.to_string().starts_with(&format!("@{file}")),
                    "{action}"
                )
            }
            other => panic!("{other:?}"),
        }
    }
}

fn run<F: Future>(f: F) -> F::Output {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap()
        .block_on(f)
}

/// Several servers share one PostgreSQL database: what one stores, the others hear of at once
/// (`LISTEN/NOTIFY`), with the version to read from the events table, and presence told by one
/// reaches the others. A SQLite store, one server's alone, tells nothing.
#[test]
fn servers_sharing_a_postgres_database_hear_each_other() {
    run(async {
        let url = TempPostgres::shared().database();
        let a = PgStore::open(&url).await.unwrap();
        let b = PgStore::open(&url).await.unwrap();
        let mut heard = b.changes().expect("a shared store tells its changes");
        new_game(&a, "GameShared01", Opponent::Friend, None).await;
        a.append("GameShared01", 2, &[action(0), action(1)], false)
            .await
            .unwrap();
        let change = tokio::time::timeout(std::time::Duration::from_secs(5), heard.recv())
            .await
            .expect("heard within 5 s")
            .unwrap();
        assert_eq!(
            change,
            Change::Stored {
                game: "GameShared01".into(),
                version: 3
            }
        );
        let events = b.events_after("GameShared01", 1).await.unwrap();
        assert_eq!(actions(&events), [0, 1]);
        assert!(b.events_after("GameShared01", 3).await.unwrap().is_empty());
        a.tell(Change::Presence {
            node: 1,
            game: "GameShared01".into(),
            counts: [1, 0, 2],
        });
        let change = tokio::time::timeout(std::time::Duration::from_secs(5), heard.recv())
            .await
            .expect("heard within 5 s")
            .unwrap();
        assert_eq!(
            change,
            Change::Presence {
                node: 1,
                game: "GameShared01".into(),
                counts: [1, 0, 2]
            }
        );
        let dir = tempfile::tempdir().unwrap();
        let sqlite = SqliteStore::open(&format!("sqlite:{}", dir.path().join("y.db").display()))
            .await
            .unwrap();
        assert!(sqlite.changes().is_none());
    });
}

/// The listening session is lost (the database ends it): what was stored meanwhile is never
/// notified to it, so the store says it may have missed changes once it listens again, and the
/// server reads them by version.
#[test]
fn a_lost_listening_session_comes_back_and_says_changes_were_missed() {
    run(async {
        let url = TempPostgres::shared().database();
        let a = PgStore::open(&url).await.unwrap();
        let b = PgStore::open(&url).await.unwrap();
        let mut heard = b.changes().unwrap();
        new_game(&a, "GameMissed01", Opponent::Friend, None).await;
        let admin = sqlx::PgPool::connect(&url).await.unwrap();
        let ended: Vec<bool> = sqlx::query_scalar(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity
             WHERE application_name = 'yote-listener' AND datname = current_database()",
        )
        .fetch_all(&admin)
        .await
        .unwrap();
        assert_eq!(ended, [true, true], "both stores' listening sessions");
        // Stored while nobody listens (the sessions come back after 500 ms).
        a.append("GameMissed01", 2, &[action(0)], false)
            .await
            .unwrap();
        let mut changes = Vec::new();
        while !changes.contains(&Change::Missed) {
            let change = tokio::time::timeout(std::time::Duration::from_secs(10), heard.recv())
                .await
                .expect("the session comes back within 10 s")
                .unwrap();
            changes.push(change);
        }
        assert!(
            !changes.iter().any(|c| matches!(c, Change::Stored { .. })),
            "the append was made while nobody listened: {changes:?}"
        );
        // Listening again: the next append is heard.
        a.append("GameMissed01", 3, &[action(1)], false)
            .await
            .unwrap();
        let change = tokio::time::timeout(std::time::Duration::from_secs(5), heard.recv())
            .await
            .unwrap()
            .unwrap();
        assert_eq!(
            change,
            Change::Stored {
                game: "GameMissed01".into(),
                version: 3
            }
        );
    });
}

/// A server that does not answer, or a database that does not exist: a clear error that names
/// the database without its password.
#[test]
fn an_unreachable_postgres_is_a_clear_error_without_the_password() {
    run(async {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let url = format!("postgres://yote:hunter2@127.0.0.1:{port}/yote");
        let err = PgStore::open(&url).await.unwrap_err().to_string();
        assert!(
            err.contains("cannot reach the PostgreSQL database"),
            "{err}"
        );
        assert!(err.contains(&format!("127.0.0.1:{port}")), "{err}");
        assert!(!err.contains("hunter2"), "the password in: {err}");

        let missing = TempPostgres::shared().url("no_such_database");
        let err = PgStore::open(&missing).await.unwrap_err().to_string();
        assert!(err.contains("no_such_database"), "{err}");
    });
}

/// A site serving from `store`, holding a game on one device at ply 2 (`@a1`, `@b1` played):
/// the game's id, its player's connection and the game's version.
async fn site_with_a_game_at_ply_2(
    config: yote_server::Config,
    store: Arc<dyn Store>,
) -> (String, Client, u64) {
    let state = AppState::new(config, store).await.unwrap();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(yote_server::serve(listener, state, std::future::pending()));
    let table = create_table(
        &http_client(),
        &format!("http://{addr}"),
        json!({"opponent": "local"}),
    )
    .await;
    let game = table["game"].as_str().unwrap().to_owned();
    let mut player = Client::connect(addr, &game, Some(table["secret"].as_str().unwrap())).await;
    player.hello(json!({})).await;
    assert_eq!(player.act(0, "@a1").await["type"], "ack");
    assert_eq!(player.act(1, "@b1").await["type"], "ack");
    let version = player.hello(json!({})).await["version"].as_u64().unwrap();
    (game, player, version)
}

/// Two writers, one game: the site holds the game live, while another writer (a second node,
/// simulated by a second handle on the database) stores ply 2 first. The player who then plays
/// ply 2 is told `stale-ply` (never an internal error), sees the stored action, and plays on.
#[test]
fn a_lost_race_is_answered_as_a_stale_ply() {
    run(async {
        let url = TempPostgres::shared().database();
        let store = Arc::new(PgStore::open(&url).await.unwrap());
        let other = PgStore::open(&url).await.unwrap();
        let config = yote_server::Config {
            idle_game: std::time::Duration::from_secs(60),
            ..test_config()
        };
        let (game, mut player, version) = site_with_a_game_at_ply_2(config, store).await;

        // The other writer stores ply 2 behind the site's back.
        let theirs = event(json!({"kind": "action", "ply": 2, "side": "white", "action": "@c1"}));
        other
            .append(&game, version + 1, &[theirs], false)
            .await
            .unwrap();

        let answer = player.act(2, "@d1").await;
        assert_eq!(answer["type"], "error", "{answer}");
        assert_eq!(answer["code"], "stale-ply", "{answer}");
        assert_eq!(answer["args"]["played"], "@c1", "{answer}");
        assert_eq!(answer["args"]["game_ply"], 3, "{answer}");
        // The state with the stored action came just before the answer.
        let told = player
            .seen
            .iter()
            .rev()
            .skip(1)
            .map(|t| serde_json::from_str::<serde_json::Value>(t).unwrap())
            .find(|m| m["type"] == "state")
            .expect("a state before the answer");
        assert_eq!(told["version"], version + 1, "{told}");
        assert_eq!(told["ply"], 3, "{told}");

        // The stored game is the other writer's, and play goes on from it.
        assert_eq!(player.act(3, "@d1").await["type"], "ack");
        let (_, events) = other.load_game(&game).await.unwrap().unwrap();
        let played: Vec<String> = events
            .iter()
            .filter_map(|e| match e {
                Event::Action { action, .. } => Some(action.to_string()),
                _ => None,
            })
            .collect();
        assert_eq!(played, ["@a1", "@b1", "@c1", "@d1"]);
    });
}

/// A request that names no ply means the same on the game as stored (docs/scaling.md): a
/// resignation that loses the race for a version is decided again and stored, not refused.
/// SQLite tells the site of no other writer, so the race is lost every time: the test stores the
/// opponent's action through the site's own store, behind its game's back.
#[test]
fn a_resignation_that_loses_a_race_is_decided_again_and_stored() {
    run(async {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite:{}", dir.path().join("yote.db").display());
        let store = Arc::new(SqliteStore::open(&url).await.unwrap());
        let (game, mut player, version) =
            site_with_a_game_at_ply_2(test_config(), Arc::clone(&store) as Arc<dyn Store>).await;

        let theirs = event(json!({"kind": "action", "ply": 2, "side": "white", "action": "@c1"}));
        store
            .append(&game, version + 1, &[theirs], false)
            .await
            .unwrap();
        let answer = player
            .request(json!({"type": "resign", "side": "black"}))
            .await;
        assert_eq!(answer["type"], "ack", "{answer}");
        assert_eq!(answer["version"], version + 2, "{answer}");

        let (_, events) = store.load_game(&game).await.unwrap().unwrap();
        let last: Vec<serde_json::Value> = events[events.len() - 2..]
            .iter()
            .map(|e| serde_json::to_value(e).unwrap())
            .collect();
        assert_eq!(last[0]["action"], "@c1", "{last:?}");
        assert_eq!(last[1]["kind"], "game_over", "{last:?}");
        assert_eq!(last[1]["outcome"]["reason"], "resignation", "{last:?}");
        assert_eq!(last[1]["outcome"]["winner"], "white", "{last:?}");
        // The player is shown the game as stored, ended.
        let told = player.until("state", |s| s["status"] == "over").await;
        assert_eq!(told["ply"], 3, "{told}");
    });
}

/// The database ends every session of the store (as a restart or a failover does): the next
/// appends reconnect and go through, and nothing is stored twice.
#[test]
fn a_lost_postgres_connection_is_reopened() {
    use sqlx::Connection;
    run(async {
        let url = TempPostgres::shared().database();
        let store = PgStore::open(&url).await.unwrap();
        new_game(&store, "GameLostConn", Opponent::Local, None).await;
        store
            .append("GameLostConn", 2, &[action(0)], false)
            .await
            .unwrap();
        let mut admin = sqlx::PgConnection::connect(&url).await.unwrap();
        let ended: Vec<bool> = sqlx::query_scalar(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity
             WHERE datname = current_database() AND pid <> pg_backend_pid()",
        )
        .fetch_all(&mut admin)
        .await
        .unwrap();
        assert!(
            ended.len() >= 2,
            "the pool's and the lock's sessions: {ended:?}"
        );
        for ply in 1..4 {
            store
                .append("GameLostConn", ply as u64 + 2, &[action(ply)], false)
                .await
                .unwrap();
        }
        let (_, events) = store.load_game("GameLostConn").await.unwrap().unwrap();
        assert_eq!(actions(&events), [0, 1, 2, 3]);
    });
}

/// A database that takes no writes (as a hot standby, here by `default_transaction_read_only`)
/// is refused at open, saying so, rather than failing at the first action.
#[test]
fn a_read_only_postgres_is_refused_at_open() {
    use sqlx::Connection;
    run(async {
        let url = TempPostgres::shared().database();
        let mut admin = sqlx::PgConnection::connect(&url).await.unwrap();
        let name = url.rsplit('/').next().unwrap();
        sqlx::query(&format!(
            "ALTER DATABASE {name} SET default_transaction_read_only = on"
        ))
        .execute(&mut admin)
        .await
        .unwrap();
        match PgStore::open(&url).await {
            Err(e @ StoreError::ReadOnlyServer(_)) => {
                assert!(e.to_string().contains("read-only"), "{e}")
            }
            other => panic!("expected ReadOnlyServer, got {other:?}"),
        }
    });
}

/// The lobby's pools and ratings: a wave pairs and stores its games once, another wave waits its
/// turn, each seeker is told once, and a result is rated once even when both handles apply it
/// at the same moment.
async fn the_lobby_pairs_each_seek_once_and_rates_each_game_once(e: Engine) {
    use yote_server::lobby_store::*;
    let store = &e.store;
    let other = &e.other;
    let now = 1_800_000_000_000_i64;
    let mut ids = vec![];
    for (i, name) in ["Baobab-101", "Kora-202", "Ibis-303"].iter().enumerate() {
        let player = PlayerRow {
            id: format!("player{i}"),
            name: (*name).to_owned(),
        };
        assert!(
            store
                .create_player(&player, &format!("hash{i}"), "127.0.0.1", now)
                .await
                .unwrap()
        );
        ids.push(player.id);
    }
    let taken = PlayerRow {
        id: "player9".into(),
        name: "KORA-202".into(),
    };
    assert!(
        !store
            .create_player(&taken, "hash9", "127.0.0.1", now)
            .await
            .unwrap()
    );
    assert_eq!(
        store
            .player_by_token("hash1", now)
            .await
            .unwrap()
            .map(|p| p.name),
        Some("Kora-202".to_owned())
    );
    assert_eq!(store.player_by_token("nobody", now).await.unwrap(), None);
    assert_eq!(
        store.player_by_id("player1").await.unwrap().map(|p| p.name),
        Some("Kora-202".to_owned())
    );
    assert_eq!(store.player_by_id("player9").await.unwrap(), None);
    store.node_alive(7, now, 2).await.unwrap();
    for (i, id) in ids.iter().enumerate() {
        let seek = SeekRow {
            player: id.clone(),
            tile: "5+3".into(),
            rating: 1500.0,
            deviation: 350.0,
            since: now + i as i64,
            address: "127.0.0.1".into(),
            same_address_rated: 0,
            not_before: 0,
            blocks: Vec::new(),
        };
        assert!(store.seek(&seek, 7, 10).await.unwrap());
    }
    // Under a cap of 3 seeks from the address, a fourth player's is refused, and a seeker's
    // new seek, which replaces their own, is not.
    let mut more = SeekRow {
        player: "AnotherPlayer".into(),
        tile: "5+3".into(),
        rating: 1500.0,
        deviation: 350.0,
        since: now,
        address: "127.0.0.1".into(),
        same_address_rated: 0,
        not_before: 0,
        blocks: Vec::new(),
    };
    assert!(!other.seek(&more, 7, 3).await.unwrap());
    more.player = ids[0].clone();
    assert!(other.seek(&more, 7, 3).await.unwrap());
    // The planner pairs the first two and lets the third wait.
    let planner = |seeks: Vec<SeekRow>| {
        assert_eq!(seeks.len(), 3);
        let t = Table {
            opponent: Opponent::Friend,
            ..table("lobbygame1", Opponent::Friend, None)
        };
        WavePlan {
            games: vec![NewLobbyGame {
                created: created(&t),
                table: t,
                players: [seeks[0].player.clone(), seeks[1].player.clone()],
                tile: "5+3".into(),
                rules: "standard".into(),
                rated: true,
                same_address: Some("127.0.0.1".into()),
                ratings: [START, START],
            }],
            waited: vec![seeks[2].player.clone()],
        }
    };
    assert_eq!(
        store.wave(now, 2000, now - 20_000, &planner).await.unwrap(),
        Some(1)
    );
    // Not yet time for another wave, on either handle.
    let never = |_: Vec<SeekRow>| -> WavePlan { panic!("a second wave ran") };
    assert_eq!(
        e.other
            .wave(now + 1000, 2000, now - 20_000, &never)
            .await
            .unwrap(),
        None
    );
    assert!(store.lobby_game("lobbygame1").await.unwrap().unwrap().rated);
    let mut told = store.deliveries(7).await.unwrap();
    told.sort_by_key(|d| format!("{d:?}"));
    assert_eq!(told.len(), 3, "{told:?}");
    assert!(told.contains(&Delivery::Paired {
        player: ids[0].clone(),
        game: "lobbygame1".into()
    }));
    assert!(told.contains(&Delivery::Paired {
        player: ids[1].clone(),
        game: "lobbygame1".into()
    }));
    assert!(told.contains(&Delivery::Waited {
        player: ids[2].clone(),
        rating: 1500.0
    }));
    // The waves waited through are told once; a game until its players were told of it.
    assert_eq!(
        store.deliveries(7).await.unwrap().len(),
        2,
        "the games, not the wave"
    );
    store.delivered(&ids[..2]).await.unwrap();
    assert!(
        store.deliveries(7).await.unwrap().is_empty(),
        "each told once"
    );
    let counts = store.lobby_counts(now).await.unwrap();
    assert_eq!(counts.tiles, vec![("5+3".to_owned(), 1)]);
    // The people on the lobby's page: the sum of what each node alive said; a node silent
    // for longer than NODE_GONE_MS counts no more.
    assert_eq!(counts.players, 2, "node 7's visitors");
    other.node_alive(8, now - 1_000, 3).await.unwrap();
    assert_eq!(store.lobby_counts(now).await.unwrap().players, 5);
    let later = now + NODE_GONE_MS;
    store.node_alive(7, later, 1).await.unwrap();
    assert_eq!(
        store.lobby_counts(later).await.unwrap().players,
        1,
        "node 8 silent for too long"
    );
    // The game is stored with its first event, and the lobby knows its players.
    assert!(store.load_game("lobbygame1").await.unwrap().is_some());
    let game = store
        .lobby_game("lobbygame1")
        .await
        .unwrap()
        .expect("a lobby game");
    assert_eq!(game.names, ["Baobab-101".to_owned(), "Kora-202".to_owned()]);
    assert_eq!(game.changes, [None, None]);
    // Over: its result is applied once, whichever handle gets there first.
    store
        .append("lobbygame1", 2, &[action(0)], true)
        .await
        .unwrap();
    assert_eq!(
        store.lobby_games_to_rate(10).await.unwrap(),
        vec!["lobbygame1".to_owned()]
    );
    let (a, b) = tokio::join!(
        store.apply_result("lobbygame1", Some(1.0), Some("black"), now),
        e.other
            .apply_result("lobbygame1", Some(1.0), Some("black"), now)
    );
    a.unwrap();
    b.unwrap();
    assert!(store.lobby_games_to_rate(10).await.unwrap().is_empty());
    let white = store.ratings(&ids[0]).await.unwrap();
    assert_eq!(white.len(), 1);
    assert_eq!(white[0].games, 1, "rated once");
    assert!(white[0].glicko.rating > 1500.0);
    let game = store.lobby_game("lobbygame1").await.unwrap().unwrap();
    let (gain, loss) = (game.changes[0].unwrap(), game.changes[1].unwrap());
    assert!(gain > 0.0 && (gain + loss).abs() < 1e-9, "{gain} {loss}");
    // The side that left the game is kept with it: Black's player left one game.
    assert_eq!(
        store.quits(&ids[1], now - 1).await.unwrap(),
        Quits {
            count: 1,
            last_at: Some(now)
        }
    );
    assert_eq!(store.quits(&ids[0], now - 1).await.unwrap().count, 0);
    assert_eq!(store.quits(&ids[1], now + 1).await.unwrap().count, 0);
    // The third seeker leaves; a node silent too long loses its seeks at the next wave.
    store.unseek(&ids[2]).await.unwrap();
    assert!(store.lobby_counts(now).await.unwrap().tiles.is_empty());
    // A seek held until later is not paired before then: the wave sees only the other one.
    for (player, not_before) in [(&ids[2], now + 5_000), (&ids[0], 0)] {
        let seek = SeekRow {
            player: player.clone(),
            tile: "3+2".into(),
            rating: 1500.0,
            deviation: 350.0,
            since: now,
            address: "127.0.0.1".into(),
            same_address_rated: 0,
            not_before,
            blocks: Vec::new(),
        };
        assert!(store.seek(&seek, 7, 10).await.unwrap());
    }
    let first = ids[0].clone();
    let held_back = move |seeks: Vec<SeekRow>| {
        let players: Vec<&str> = seeks.iter().map(|s| s.player.as_str()).collect();
        assert_eq!(players, vec![first.as_str()], "the held seek waits");
        WavePlan::default()
    };
    assert_eq!(
        store
            .wave(now + 3_000, 2000, now - 20_000, &held_back)
            .await
            .unwrap(),
        Some(0)
    );
    store.unseek(&ids[0]).await.unwrap();
    // A rated table waits for its guest; an existing game joins the lobby's games once, the
    // computer's level as a player.
    let rated = RatedTable {
        player: ids[0].clone(),
        side: "white".into(),
        address: "127.0.0.1".into(),
    };
    store
        .make_rated_table("lobbygame1", &rated, now)
        .await
        .unwrap();
    assert_eq!(store.rated_table("lobbygame1").await.unwrap(), Some(rated));
    assert_eq!(store.rated_table("nosuchgame").await.unwrap(), None);
    let t = table("ratedgame1", Opponent::Computer(Level::Medium), None);
    store.create_game(&t, &created(&t)).await.unwrap();
    let against_computer = NewLobbyGame {
        created: created(&t),
        table: t,
        players: [ids[0].clone(), "computer-medium".into()],
        tile: "computer".into(),
        rules: "standard".into(),
        rated: true,
        same_address: None,
        ratings: [START, START],
    };
    assert!(store.add_lobby_game(&against_computer, now).await.unwrap());
    assert!(!store.add_lobby_game(&against_computer, now).await.unwrap());
    let game = store.lobby_game("ratedgame1").await.unwrap().unwrap();
    assert_eq!(game.names[1], "computer:medium");
    let seek = SeekRow {
        player: ids[2].clone(),
        tile: "3+2".into(),
        rating: 1500.0,
        deviation: 350.0,
        since: now,
        address: "127.0.0.1".into(),
        same_address_rated: 0,
        not_before: 0,
        blocks: Vec::new(),
    };
    assert!(store.seek(&seek, 7, 10).await.unwrap());
    let later = now + 60_000;
    let empty = |seeks: Vec<SeekRow>| {
        assert!(
            seeks.is_empty(),
            "the silent node's seek is gone: {seeks:?}"
        );
        WavePlan::default()
    };
    assert_eq!(
        store
            .wave(later, 2000, later - 20_000, &empty)
            .await
            .unwrap(),
        Some(0)
    );
}

/// Web Push's rows: the first key pair kept is everyone's, a browser's subscription for a game
/// replaced when it asks again, a gone endpoint removed from every game, a notice claimed by
/// one handle only, and all of a game's rows gone with it.
async fn push_keys_subscriptions_and_notices_are_kept_once(e: Engine) {
    use yote_server::store_push::*;
    let (store, other) = (&e.store, &e.other);
    let now = 1_800_000_000_000_i64;
    let first = store
        .vapid_keys(("private-1", "public-1"), now)
        .await
        .unwrap();
    let second = other
        .vapid_keys(("private-2", "public-2"), now)
        .await
        .unwrap();
    assert_eq!(first, ("private-1".to_owned(), "public-1".to_owned()));
    assert_eq!(second, first, "a second node takes the first node's keys");

    new_game(&**store, "PushGame0001", Opponent::Friend, None).await;
    new_game(&**store, "PushGame0002", Opponent::Friend, None).await;
    let sub = |game: &str, endpoint: &str, side: &str, lang: &str| PushSubscription {
        endpoint: endpoint.into(),
        game: game.into(),
        side: side.into(),
        p256dh: "key".into(),
        auth: "auth".into(),
        lang: lang.into(),
    };
    store
        .add_subscription(&sub("PushGame0001", "https://p/1", "white", "en"), now, 5)
        .await
        .unwrap();
    store
        .add_subscription(
            &sub("PushGame0001", "https://p/1", "black", "fr"),
            now + 1,
            5,
        )
        .await
        .unwrap();
    store
        .add_subscription(
            &sub("PushGame0001", "https://p/2", "white", "pl"),
            now + 2,
            5,
        )
        .await
        .unwrap();
    store
        .add_subscription(&sub("PushGame0002", "https://p/2", "black", "nb"), now, 5)
        .await
        .unwrap();
    let one = other.subscriptions("PushGame0001").await.unwrap();
    assert_eq!(
        one,
        [
            sub("PushGame0001", "https://p/1", "black", "fr"),
            sub("PushGame0001", "https://p/2", "white", "pl")
        ],
        "asking again replaces the browser's row"
    );
    store.remove_endpoint("https://p/2").await.unwrap();
    assert_eq!(other.subscriptions("PushGame0001").await.unwrap().len(), 1);
    assert!(
        other
            .subscriptions("PushGame0002")
            .await
            .unwrap()
            .is_empty()
    );
    assert!(
        store
            .remove_subscription("PushGame0001", "https://p/1")
            .await
            .unwrap()
    );
    assert!(
        !store
            .remove_subscription("PushGame0001", "https://p/1")
            .await
            .unwrap()
    );

    // Both handles claim the same notice at once: one wins.
    let (a, b) = tokio::join!(
        store.claim_notice("PushGame0001", "turn:3:black", now),
        other.claim_notice("PushGame0001", "turn:3:black", now),
    );
    assert!(a.unwrap() ^ b.unwrap(), "exactly one claim wins");
    assert!(
        store
            .claim_notice("PushGame0001", "turn:5:white", now)
            .await
            .unwrap()
    );
    store
        .add_subscription(&sub("PushGame0001", "https://p/3", "white", "en"), now, 5)
        .await
        .unwrap();
    store.forget_push("PushGame0001").await.unwrap();
    assert!(
        store
            .subscriptions("PushGame0001")
            .await
            .unwrap()
            .is_empty()
    );
    assert!(
        store
            .claim_notice("PushGame0001", "turn:3:black", now)
            .await
            .unwrap(),
        "claims go with the game"
    );
}

/// Requests sent at the same moment through both handles (two nodes on PostgreSQL) meet every
/// cap that counts rows as if they came one after the other (store/mod.rs "Caps"): the
/// address's seeks, the rated games of players sharing an address, a seat's push
/// subscriptions, the address's waiting friend tables, and the shared counts of the limits.
async fn every_cap_counts_and_writes_in_one_step(e: Engine) {
    use futures_util::future::join_all;
    use yote_server::lobby_store::*;
    use yote_server::store_push::PushSubscription;
    let now = 1_800_000_000_000_i64;
    let handle = |i: usize| {
        if i.is_multiple_of(2) {
            &e.store
        } else {
            &e.other
        }
    };
    // 24 players of one address seek at once; 10 may.
    let mut ids = Vec::new();
    for i in 0..24 {
        let id = format!("CapPlayer{i:04}");
        let player = PlayerRow {
            id: id.clone(),
            name: format!("Cap-{i}"),
        };
        assert!(
            e.store
                .create_player(&player, &format!("cap-token-{i}"), "10.9.9.9", now)
                .await
                .unwrap()
        );
        ids.push(id);
    }
    let seeks: Vec<SeekRow> = ids
        .iter()
        .map(|id| SeekRow {
            player: id.clone(),
            tile: "5+3".into(),
            rating: 1500.0,
            deviation: 350.0,
            since: now,
            address: "10.9.9.9".into(),
            same_address_rated: 0,
            not_before: 0,
            blocks: Vec::new(),
        })
        .collect();
    let admitted = join_all(
        seeks
            .iter()
            .enumerate()
            .map(|(i, seek)| handle(i).seek(seek, 7, 10)),
    )
    .await;
    let admitted = admitted
        .into_iter()
        .filter(|r| *r.as_ref().unwrap())
        .count();
    assert_eq!(admitted, 10, "seeks admitted at once");
    let counts = e.store.lobby_counts(now).await.unwrap();
    assert_eq!(counts.tiles, vec![("5+3".to_owned(), 10)]);

    // Ten rated games between players of that address recorded at once: three are rated.
    let mut games = Vec::new();
    for i in 0..10 {
        let t = table(&format!("CapGame{i:05}"), Opponent::Friend, None);
        e.store.create_game(&t, &created(&t)).await.unwrap();
        games.push(NewLobbyGame {
            created: created(&t),
            table: t,
            players: [ids[2 * i].clone(), ids[2 * i + 1].clone()],
            tile: "friend".into(),
            rules: "standard".into(),
            rated: true,
            same_address: Some("10.9.9.9".into()),
            ratings: [START, START],
        });
    }
    let added = join_all(
        games
            .iter()
            .enumerate()
            .map(|(i, g)| handle(i).add_lobby_game(g, now)),
    )
    .await;
    assert!(added.into_iter().all(|r| r.unwrap()));
    let mut rated = 0;
    for g in &games {
        let row = e.other.lobby_game(&g.table.id).await.unwrap().unwrap();
        rated += usize::from(row.rated);
    }
    assert_eq!(rated, 3, "rated games of one address in a day");
    // A rated one aborted before both sides acted was never rated: it leaves its place.
    let rated_game = join_all(games.iter().map(|g| e.store.lobby_game(&g.table.id)))
        .await
        .into_iter()
        .zip(&games)
        .find(|(row, _)| row.as_ref().unwrap().as_ref().unwrap().rated)
        .map(|(_, g)| g.table.id.clone())
        .unwrap();
    e.store
        .apply_result(&rated_game, None, Some("white"), now)
        .await
        .unwrap();
    let t = table("CapGame10000", Opponent::Friend, None);
    e.store.create_game(&t, &created(&t)).await.unwrap();
    let after_abort = NewLobbyGame {
        created: created(&t),
        table: t,
        ..games[0].clone()
    };
    assert!(e.other.add_lobby_game(&after_abort, now).await.unwrap());
    let row = e.store.lobby_game("CapGame10000").await.unwrap().unwrap();
    assert!(row.rated, "an aborted game does not count");

    // Thirty browsers subscribe one seat at once: five are kept.
    let subscriptions: Vec<PushSubscription> = (0..30)
        .map(|i| PushSubscription {
            endpoint: format!("https://push.example/{i}"),
            game: games[0].table.id.clone(),
            side: "white".into(),
            p256dh: "key".into(),
            auth: "auth".into(),
            lang: "en".into(),
        })
        .collect();
    let kept = join_all(
        subscriptions
            .iter()
            .enumerate()
            .map(|(i, s)| handle(i).add_subscription(s, now, 5)),
    )
    .await;
    assert_eq!(kept.into_iter().filter(|r| *r.as_ref().unwrap()).count(), 5);
    let stored = e.store.subscriptions(&games[0].table.id).await.unwrap();
    assert_eq!(stored.len(), 5);

    // Thirty friend tables from one address at once: ten wait.
    let address: std::net::IpAddr = "10.9.9.9".parse().unwrap();
    let tables: Vec<Table> = (0..30)
        .map(|i| table(&format!("CapTable{i:04}"), Opponent::Friend, None))
        .collect();
    let made = join_all(tables.iter().enumerate().map(|(i, t)| async move {
        handle(i)
            .create_friend_table(t, &created(t), address, 10)
            .await
    }))
    .await;
    assert_eq!(
        made.into_iter().filter(|r| *r.as_ref().unwrap()).count(),
        10
    );

    // The shared counts of a limit: each request gets a count of its own (PostgreSQL), or the
    // store leaves the count to the server's memory (SQLite).
    let counts =
        join_all((0..20).map(|i| handle(i).count_hit("caps-test", "10.9.9.9", 3600))).await;
    let mut counts: Vec<Option<u32>> = counts.into_iter().map(Result::unwrap).collect();
    counts.sort();
    if counts[0].is_some() {
        assert_eq!(counts, (1..=20).map(Some).collect::<Vec<_>>());
    } else {
        assert!(counts.iter().all(Option::is_none));
    }
}

/// A player's page reads each lobby game's opponent (with their rating), its clock (from its
/// first event) and its ending (its last `game_over`, even with a rematch's events after it).
async fn a_players_games_say_how_each_ended_against_whom_and_at_what_clock(e: Engine) {
    use yote_server::lobby_store::*;
    let store = &e.store;
    let now = 1_800_000_000_000_i64;
    for (id, name) in [("me", "Kora-101"), ("them", "Neem-202")] {
        let player = PlayerRow {
            id: id.into(),
            name: name.into(),
        };
        assert!(
            store
                .create_player(&player, &format!("hash-{id}"), "10.0.0.1", now)
                .await
                .unwrap()
        );
    }
    let mut games = vec![];
    for (i, (id, clock)) in [
        ("playedgame1", json!({"initial_s": 300, "increment_s": 3})),
        ("playedgame2", json!({"days": 3})),
    ]
    .into_iter()
    .enumerate()
    {
        let t = table(id, Opponent::Friend, None);
        let created = event(
            json!({"kind": "created", "rules": "beart", "opponent": "friend",
            "rated": true, "clock": clock,
            "white": {"kind": "human"}, "black": {"kind": "human"}}),
        );
        store.create_game(&t, &created).await.unwrap();
        let game = NewLobbyGame {
            table: t,
            created,
            players: ["them".into(), "me".into()],
            tile: "custom".into(),
            rules: "beart".into(),
            rated: true,
            same_address: None,
            ratings: [
                Glicko {
                    rating: 1620.0,
                    deviation: 80.0,
                    volatility: START.volatility,
                },
                START,
            ],
        };
        assert!(store.add_lobby_game(&game, now + i as i64).await.unwrap());
        games.push(id);
    }
    // The first: both played, White resigned, then a rematch was offered.
    store
        .append(
            "playedgame1",
            2,
            &[
                event(json!({"kind": "action", "ply": 0, "side": "white", "action": "@a1"})),
                event(json!({"kind": "action", "ply": 1, "side": "black", "action": "@e5"})),
                event(json!({"kind": "game_over", "outcome": {"result": "0-1",
                    "winner": "black", "reason": "resignation"}})),
                event(json!({"kind": "rematch_offered", "side": "black"})),
            ],
            true,
        )
        .await
        .unwrap();
    store
        .apply_result("playedgame1", Some(0.0), None, now)
        .await
        .unwrap();
    let listed = store.player_games("me", 10).await.unwrap();
    assert_eq!(listed.len(), 2, "{listed:?}");
    let (second, first) = (&listed[0], &listed[1]);
    assert_eq!(first.game, "playedgame1");
    assert_eq!(first.side, "black");
    assert_eq!(first.opponent, "Neem-202");
    // The ratings as the result was applied (the opponent had no rated game yet).
    assert_eq!(first.opponent_glicko.rating, 1500.0);
    assert!(first.opponent_glicko.provisional());
    assert_eq!(first.rules, "beart");
    assert!(first.finished && first.result_applied && first.rated);
    assert!(first.change.is_some_and(|c| c > 0.0), "{first:?}");
    let ending = first.ending.expect("the game's ending");
    assert_eq!(ending.winner, Some(yote_rules::Color::Black));
    assert!(ending.reason.is_some());
    assert_eq!(
        first.clock.map(|c| c.tag()),
        Some("300+3".to_owned()),
        "{first:?}"
    );
    // The second: under way, no ending yet, its correspondence clock.
    assert_eq!(second.game, "playedgame2");
    assert!(!second.finished && !second.result_applied && second.ending.is_none());
    assert_eq!(second.clock.map(|c| c.tag()), Some("1/259200".to_owned()));
    assert_eq!(second.opponent_glicko.rating, 1620.0);
    assert!(!second.opponent_glicko.provisional());
    // From the other side, the same game is the opponent's loss.
    let theirs = store.player_games("them", 10).await.unwrap();
    assert_eq!(theirs[1].side, "white");
    assert_eq!(theirs[1].opponent, "Kora-101");
    assert!(theirs[1].change.is_some_and(|c| c < 0.0));
}

/// A lobby game's rematch is stored whole (its table, first event and players) in one step,
/// rated while its players' address has rated games left today, then unrated, its first
/// event saying the same; it keeps the game it is a rematch of.
async fn a_lobby_games_rematch_is_stored_with_its_players_in_one_step(e: Engine) {
    use yote_server::lobby_store::*;
    let store = &e.store;
    let now = 1_800_000_000_000_i64;
    for (id, name) in [("white", "Kapok-1"), ("black", "Kapok-2")] {
        let player = PlayerRow {
            id: id.into(),
            name: name.into(),
        };
        assert!(
            store
                .create_player(&player, &format!("hash-{id}"), "10.0.0.7", now)
                .await
                .unwrap()
        );
    }
    let mut rated = vec![];
    for i in 0..4 {
        let t = Table {
            rematch_of: (i > 0).then(|| format!("rematched{}", i - 1)),
            ..table(&format!("rematched{i}"), Opponent::Friend, None)
        };
        let created = event(json!({"kind": "created", "rules": "standard",
            "opponent": "friend", "rated": true, "clock": {"initial_s": 180, "increment_s": 2},
            "white": {"kind": "human"}, "black": {"kind": "human"}}));
        let game = NewLobbyGame {
            table: t,
            created,
            players: ["white".into(), "black".into()],
            tile: "3+2".into(),
            rules: "standard".into(),
            rated: true,
            same_address: Some("10.0.0.7".into()),
            ratings: [START, START],
        };
        rated.push(store.create_lobby_game(&game, now + i).await.unwrap());
        let (table, events) = store.load_game(&game.table.id).await.unwrap().unwrap();
        assert_eq!(table.rematch_of, game.table.rematch_of);
        let Event::Created { rated: first, .. } = &events[0] else {
            panic!("{events:?}")
        };
        assert_eq!(*first, rated[i as usize], "the first event says it too");
        let row = store.lobby_game(&game.table.id).await.unwrap().unwrap();
        assert_eq!(row.rated, rated[i as usize]);
        assert_eq!(row.names, ["Kapok-1", "Kapok-2"]);
        assert_eq!(row.same_address.as_deref(), Some("10.0.0.7"));
        assert!(store.create_lobby_game(&game, now).await.is_err(), "once");
    }
    assert_eq!(rated, [true, true, true, false]);
}
