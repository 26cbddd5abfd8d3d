//! Arenas' rows (docs/tournaments.md "Arenas on the site"), on SQLite and PostgreSQL alike, in
//! the way of `store_conformance`: nodes racing for an arena's lease, exactly one of them
//! directing it until its lease runs out; the director's games stored whole or not at all, never
//! a second one for a player still in one; the events and the games' ends in one order; an arena
//! finished once its time is over and its last game counted.

use futures_util::future::join_all;
use serde_json::json;
use yote_server::Store;
use yote_server::lobby_store::{NewLobbyGame, START};
use yote_server::store_arenas::{ArenaEventKind, NewArena};
use yote_server::{Event, Opponent, Table};

use super::store_conformance::{Engine, conformance, event, postgres, sqlite, table};
use super::store_privacy::player;

conformance!(
    nodes_racing_for_an_arenas_lease_one_wins_until_its_lease_runs_out,
    an_arenas_games_are_made_whole_by_its_director_and_its_order_kept,
    nodes_making_the_sites_arena_at_once_make_one
);

const NOW: i64 = 1_800_000_000_000;
const LEASE: i64 = 10_000;

fn arena(id: &str, maker: &str, starts_at: i64) -> NewArena {
    NewArena {
        id: id.into(),
        name: format!("{id} arena"),
        rules: "standard".into(),
        initial_s: 180,
        increment_s: 2,
        rated: true,
        starts_at,
        ends_at: starts_at + 600_000,
        created_by: maker.into(),
        created_at: NOW,
        entry_code: None,
        schedule: None,
    }
}

/// The lobby game `id` between `white` and `black`, as the director makes it.
pub(crate) fn game(id: &str, white: &str, black: &str) -> NewLobbyGame {
    let table = Table {
        secrets: [Some(format!("{id}-w")), Some(format!("{id}-b"))],
        ..table(id, Opponent::Friend, None)
    };
    NewLobbyGame {
        table,
        created: event(json!({"kind": "created", "rules": "standard",
            "opponent": "friend", "rated": true, "clock": {"initial_s": 180, "increment_s": 2},
            "white": {"kind": "human"}, "black": {"kind": "human"}})),
        players: [white.into(), black.into()],
        tile: "arena".into(),
        rules: "standard".into(),
        rated: true,
        same_address: None,
        ratings: [START, START],
    }
}

/// The site's scheduled arena, made by ten nodes at once on the two handles (each with its
/// own id, as each node draws one): one arena is stored; another start of the same schedule,
/// and the same start of another schedule, are arenas of their own. The site's player exists.
async fn nodes_making_the_sites_arena_at_once_make_one(e: Engine) {
    let store: &dyn Store = &*e.store;
    let scheduled = |id: String, schedule: &str, starts_at: i64| NewArena {
        created_by: "site".into(),
        schedule: Some(schedule.into()),
        ..arena(&id, "site", starts_at)
    };
    let makes = (0..10).map(|n| {
        let store = if n % 2 == 0 { &e.store } else { &e.other };
        let arena = scheduled(format!("daily{n:07}"), "daily", NOW);
        async move { store.create_arena(&arena).await.unwrap() }
    });
    let made = join_all(makes).await;
    assert_eq!(made.iter().filter(|m| **m).count(), 1, "{made:?}");
    let listed = store.open_arenas(NOW + 1, 50).await.unwrap();
    assert_eq!(listed.len(), 1, "{listed:?}");
    assert_eq!(listed[0].arena.schedule.as_deref(), Some("daily"));
    assert_eq!(listed[0].creator_name, "site:arenas");
    let tomorrow = scheduled("daily-next1".into(), "daily", NOW + 86_400_000);
    assert!(store.create_arena(&tomorrow).await.unwrap());
    let other = scheduled("hourly00001".into(), "hourly", NOW);
    assert!(store.create_arena(&other).await.unwrap());
    // Players' arenas have no schedule: two at the same start are two arenas.
    player(store, "maker", "Kora-101", "10.0.0.1", NOW).await;
    assert!(
        store
            .create_arena(&arena("mine0000001", "maker", NOW))
            .await
            .unwrap()
    );
    assert!(
        store
            .create_arena(&arena("mine0000002", "maker", NOW))
            .await
            .unwrap()
    );
}

/// Ten nodes on the two handles ask at once: how many got the lease.
async fn race(e: &Engine, arena: &str, now: i64) -> Vec<i64> {
    let asks = (1..=10_i64).map(|node| {
        let store = if node % 2 == 0 { &e.store } else { &e.other };
        async move {
            let won = store
                .take_lease(arena, node, now, now + LEASE)
                .await
                .unwrap();
            won.then_some(node)
        }
    });
    join_all(asks).await.into_iter().flatten().collect()
}

async fn nodes_racing_for_an_arenas_lease_one_wins_until_its_lease_runs_out(e: Engine) {
    let store: &dyn Store = &*e.store;
    player(store, "maker", "Kora-101", "10.0.0.1", NOW).await;
    store
        .create_arena(&arena("leased", "maker", NOW))
        .await
        .unwrap();
    let won = race(&e, "leased", NOW).await;
    assert_eq!(won.len(), 1, "exactly one node directs: {won:?}");
    let first = won[0];
    let row = store.arena("leased").await.unwrap().unwrap();
    assert_eq!((row.director, row.lease_until), (Some(first), NOW + LEASE));
    // The director renews its lease; the others are refused while it holds.
    assert!(
        store
            .take_lease("leased", first, NOW + 1_000, NOW + 1_000 + LEASE)
            .await
            .unwrap()
    );
    assert_eq!(
        race(&e, "leased", NOW + LEASE).await,
        vec![first],
        "renewed"
    );
    // Past its lease, the director has stopped: one other node takes the arena.
    let later = NOW + 3 * LEASE;
    let won = race(&e, "leased", later).await;
    assert_eq!(won.len(), 1, "{won:?}");
    let second = won[0];
    let stale = if second == 1 { 2 } else { 1 };
    assert!(
        !store
            .take_lease("leased", stale, later + 1, later + 1 + LEASE)
            .await
            .unwrap(),
        "a node whose lease ran out does not take it back while another holds it"
    );
    // A finished arena has no director.
    store
        .create_arena(&arena("over", "maker", NOW - 700_000))
        .await
        .unwrap();
    assert!(store.finish_arena("over", NOW).await.unwrap());
    assert!(race(&e, "over", NOW).await.is_empty());
    assert!(
        !store
            .arenas_under_way(NOW)
            .await
            .unwrap()
            .contains(&"over".to_owned())
    );
}

async fn an_arenas_games_are_made_whole_by_its_director_and_its_order_kept(e: Engine) {
    let store: &dyn Store = &*e.store;
    for (id, name) in [
        ("a", "Kora-101"),
        ("b", "Neem-202"),
        ("c", "Ibis-303"),
        ("d", "Oryx-404"),
        ("e", "Egret-505"),
    ] {
        player(store, id, name, "10.0.0.1", NOW).await;
    }
    store.create_arena(&arena("main", "a", NOW)).await.unwrap();
    store
        .create_arena(&arena("next", "a", NOW + 60_000))
        .await
        .unwrap();
    for (i, p) in ["a", "b", "c", "d"].into_iter().enumerate() {
        let seq = store
            .add_arena_event("main", ArenaEventKind::Join, p, Some(1500 + i as i64), NOW)
            .await
            .unwrap();
        assert_eq!(seq, i as i64 + 1);
    }
    assert_eq!(store.arena("main").await.unwrap().unwrap().players, 4);
    let listed = store.open_arenas(NOW + 1, 10).await.unwrap();
    assert_eq!(listed.len(), 1, "the next one begins later");
    assert_eq!(listed[0].creator_name, "Kora-101");
    assert_eq!(store.arenas_under_way(NOW).await.unwrap(), vec!["main"]);

    let games = [game("arenagame1", "a", "b"), game("arenagame2", "c", "d")];
    assert!(
        !store
            .start_arena_games("main", 1, NOW, &games)
            .await
            .unwrap(),
        "only its director makes its games"
    );
    assert!(store.take_lease("main", 1, NOW, NOW + LEASE).await.unwrap());
    assert!(
        store
            .start_arena_games("main", 1, NOW, &games)
            .await
            .unwrap()
    );
    let rows = store.arena_games("main").await.unwrap();
    assert_eq!(rows.len(), 2);
    assert!(
        rows.iter()
            .all(|g| g.ending.is_none() && g.started_at == NOW)
    );
    let lobby = store.lobby_game("arenagame1").await.unwrap().unwrap();
    assert_eq!((lobby.tile.as_str(), lobby.rated), ("arena", true));
    assert_eq!(lobby.names, ["Kora-101", "Neem-202"]);

    // A player still in a game is in no second one: the whole batch is refused, nothing made.
    let again = [game("arenagame3", "e", "c")];
    assert!(
        !store
            .start_arena_games("main", 1, NOW, &again)
            .await
            .unwrap()
    );
    assert!(store.load_table("arenagame3").await.unwrap().is_none());
    let busy = store
        .busy_elsewhere("next", &["a".into(), "e".into()])
        .await
        .unwrap();
    assert_eq!(busy, vec!["a"], "in a game of another arena");
    assert!(
        store
            .busy_elsewhere("main", &["a".into()])
            .await
            .unwrap()
            .is_empty()
    );

    // The first game ends: counted once, at the next place of the arena's order.
    assert!(store.arena_games_over("main").await.unwrap().is_empty());
    let over = [
        event(json!({"kind": "action", "ply": 0, "side": "white", "action": "@a1"})),
        event(json!({"kind": "action", "ply": 1, "side": "black", "action": "@e5"})),
        event(json!({"kind": "game_over", "outcome": {"result": "1-0",
            "winner": "white", "reason": "resignation"}})),
    ];
    store.append("arenagame1", 2, &over, true).await.unwrap();
    assert_eq!(
        store.arena_games_over("main").await.unwrap(),
        vec!["arenagame1"]
    );
    assert!(
        store
            .end_arena_game("main", "arenagame1", "won-white", 2, [false, true])
            .await
            .unwrap()
    );
    assert!(
        !store
            .end_arena_game("main", "arenagame1", "draw", 2, [false; 2])
            .await
            .unwrap(),
        "once"
    );
    let seq = store
        .add_arena_event("main", ArenaEventKind::Pause, "b", None, NOW + 1)
        .await
        .unwrap();
    assert_eq!(seq, 6, "the end was the fifth");
    let rows = store.arena_games("main").await.unwrap();
    let first = rows.iter().find(|g| g.game == "arenagame1").unwrap();
    assert_eq!(
        (
            first.ending.as_deref(),
            first.plies,
            first.seq,
            first.berserk
        ),
        (Some("won-white"), Some(2), Some(5), [false, true])
    );
    let events = store.arena_events("main").await.unwrap();
    assert_eq!(events.len(), 5);
    assert_eq!(events[4].kind, ArenaEventKind::Pause);
    assert_eq!(
        (events[1].name.as_str(), events[1].rating),
        ("Neem-202", Some(1501))
    );
    // The players of the ended game may play again.
    assert!(
        store
            .start_arena_games("main", 1, NOW + 2, &[game("arenagame4", "a", "e")])
            .await
            .unwrap()
    );

    // Finished once its time is over and every game's end is counted.
    let end = NOW + 600_000;
    assert!(
        !store.finish_arena("main", end - 1).await.unwrap(),
        "its time runs"
    );
    assert!(
        !store
            .start_arena_games("main", 1, end, &[game("arenagame5", "b", "e")])
            .await
            .unwrap(),
        "no game once its time is over"
    );
    assert!(
        !store.finish_arena("main", end).await.unwrap(),
        "games still played"
    );
    for id in ["arenagame2", "arenagame4"] {
        assert!(
            store
                .end_arena_game("main", id, "draw", 0, [false; 2])
                .await
                .unwrap()
        );
    }
    assert!(store.finish_arena("main", end).await.unwrap());
    assert!(store.arena("main").await.unwrap().unwrap().finished);
    assert!(
        !store
            .arenas_under_way(end)
            .await
            .unwrap()
            .contains(&"main".to_owned())
    );
    let Some((_, events)) = store.load_game("arenagame2").await.unwrap() else {
        panic!("the game is kept");
    };
    assert!(matches!(events[0], Event::Created { rated: true, .. }));
}
