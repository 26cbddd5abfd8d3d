//! What the stores keep about people (docs/privacy.md), on SQLite and PostgreSQL alike, in the
//! way of `store_conformance`: "Forget me" in one transaction (everything of the player gone,
//! their games kept under the forgotten name, their name free again, once however many ask at
//! once), and the retention sweep on a given time (what is past its time cleared, the rest
//! kept, nothing more on a second sweep).

use futures_util::future::join_all;
use serde_json::json;
use yote_server::lobby_store::*;
use yote_server::store_privacy::*;
use yote_server::store_push::PushSubscription;
use yote_server::{Opponent, Store};

use super::store_conformance::{Engine, conformance, event, new_game, postgres, sqlite, table};

conformance!(
    forgetting_a_player_is_one_step_that_keeps_their_games,
    the_sweep_clears_what_is_past_its_time_and_keeps_the_rest,
);

const NOW: i64 = 1_800_000_000_000;
const DAY: i64 = 86_400_000;

pub(super) async fn player(store: &dyn Store, id: &str, name: &str, address: &str, at: i64) {
    let row = PlayerRow {
        id: id.into(),
        name: name.into(),
    };
    assert!(
        store
            .create_player(&row, &format!("hash-{id}"), address, at)
            .await
            .unwrap()
    );
}

/// A rated lobby game `id` between `white` and `black`, stored at `at`.
pub(super) async fn lobby_game(
    store: &dyn Store,
    id: &str,
    players: [&str; 2],
    same_address: Option<&str>,
    at: i64,
) {
    let t = table(id, Opponent::Friend, None);
    let created = event(
        json!({"kind": "created", "rules": "standard", "opponent": "friend",
        "rated": true, "white": {"kind": "human"}, "black": {"kind": "human"}}),
    );
    let game = NewLobbyGame {
        table: t,
        created,
        players: players.map(String::from),
        tile: "5+3".into(),
        rules: "standard".into(),
        rated: true,
        same_address: same_address.map(String::from),
        ratings: [START, START],
    };
    assert!(store.create_lobby_game(&game, at).await.unwrap());
}

/// White resigns `id`, and its result is applied.
async fn resign(store: &dyn Store, id: &str) {
    store
        .append(
            id,
            2,
            &[
                event(json!({"kind": "action", "ply": 0, "side": "white", "action": "@a1"})),
                event(json!({"kind": "action", "ply": 1, "side": "black", "action": "@e5"})),
                event(json!({"kind": "game_over", "outcome": {"result": "0-1",
                    "winner": "black", "reason": "resignation"}})),
            ],
            true,
        )
        .await
        .unwrap();
    store.apply_result(id, Some(0.0), None, NOW).await.unwrap();
}

fn subscription(game: &str, endpoint: &str, side: &str) -> PushSubscription {
    PushSubscription {
        endpoint: endpoint.into(),
        game: game.into(),
        side: side.into(),
        p256dh: "key".into(),
        auth: "auth".into(),
        lang: "en".into(),
    }
}

async fn forgetting_a_player_is_one_step_that_keeps_their_games(e: Engine) {
    let store = &*e.store;
    player(store, "me", "Kora-101", "10.0.0.1", NOW).await;
    player(store, "them", "Neem-202", "10.0.0.2", NOW).await;
    // A game played and rated (Black, "me", won), and one in play.
    lobby_game(store, "forgetgame01", ["them", "me"], None, NOW).await;
    resign(store, "forgetgame01").await;
    lobby_game(store, "forgetgame02", ["me", "them"], None, NOW + 1).await;
    for (endpoint, side) in [("https://p/me", "white"), ("https://p/them", "black")] {
        assert!(
            store
                .add_subscription(&subscription("forgetgame02", endpoint, side), NOW, 5)
                .await
                .unwrap()
        );
    }
    store
        .make_transfer_code(
            "me",
            "code-hash-me",
            NOW + DAY,
            Some("{\"learn\":{\"jump-1\":3}}"),
        )
        .await
        .unwrap();
    new_game(
        store,
        "forgetgame03",
        Opponent::Friend,
        Some("forget-invite"),
    )
    .await;
    let rated = RatedTable {
        player: "me".into(),
        side: "white".into(),
        address: "10.0.0.1".into(),
    };
    store
        .make_rated_table("forgetgame03", &rated, NOW)
        .await
        .unwrap();
    let seek = SeekRow {
        player: "me".into(),
        tile: CUSTOM.into(),
        rating: 1500.0,
        deviation: 350.0,
        since: NOW,
        address: "10.0.0.1".into(),
        same_address_rated: 0,
        not_before: 0,
        blocks: Vec::new(),
    };
    assert!(
        store
            .seek_custom(&seek, "standard", "{\"days\":3}", 1, 10)
            .await
            .unwrap()
    );
    assert!(!store.ratings("me").await.unwrap().is_empty());
    let record = store.player_record("me").await.unwrap().unwrap();
    assert_eq!(
        (record.name.as_str(), record.address.as_deref()),
        ("Kora-101", Some("10.0.0.1"))
    );

    // Asked four times at once, on two handles: forgotten once.
    let asks = (0..4).map(|i| {
        let handle = if i % 2 == 0 { &e.store } else { &e.other };
        handle.forget_player("me")
    });
    let answers: Vec<bool> = join_all(asks)
        .await
        .into_iter()
        .map(Result::unwrap)
        .collect();
    assert_eq!(answers.iter().filter(|a| **a).count(), 1, "{answers:?}");
    // Nobody, and the computer, cannot be forgotten.
    assert!(!store.forget_player("nobody").await.unwrap());
    assert!(!store.forget_player("computer-easy").await.unwrap());

    // Everything of hers is gone.
    assert_eq!(store.player_by_token("hash-me", NOW).await.unwrap(), None);
    assert_eq!(store.player_record("me").await.unwrap(), None);
    assert!(store.ratings("me").await.unwrap().is_empty());
    assert_eq!(
        store
            .use_transfer_code("code-hash-me", "new-token", NOW)
            .await
            .unwrap(),
        None
    );
    assert_eq!(store.rated_table("forgetgame03").await.unwrap(), None);
    assert_eq!(store.open_seek("me").await.unwrap(), None);
    assert_eq!(store.player_by_name("Kora-101").await.unwrap(), None);
    let left: Vec<String> = store
        .subscriptions("forgetgame02")
        .await
        .unwrap()
        .into_iter()
        .map(|s| s.endpoint)
        .collect();
    assert_eq!(
        left,
        ["https://p/them"],
        "the opponent's subscription stays"
    );

    // Her games stay, under the forgotten name; the opponent's history is whole.
    let row = store.lobby_game("forgetgame01").await.unwrap().unwrap();
    assert_eq!(row.names, ["Neem-202", FORGOTTEN_NAME]);
    assert!(row.changes[0].is_some_and(|c| c < 0.0), "{row:?}");
    let theirs = store.player_games("them", 10).await.unwrap();
    assert_eq!(theirs.len(), 2);
    assert!(theirs.iter().all(|g| g.opponent == FORGOTTEN_NAME));
    assert!(
        store
            .player_by_token("hash-them", NOW)
            .await
            .unwrap()
            .is_some()
    );
    assert!(!store.ratings("them").await.unwrap().is_empty());

    // The name is free again, in any form that reads as it.
    player(store, "newcomer", "kora_101", "10.0.0.3", NOW).await;
    assert!(!store.rename_player("them", "Kora-101").await.unwrap());

    // The game in play ends after she was forgotten: its rating for her goes at the next sweep.
    resign(store, "forgetgame02").await;
    let swept = store.sweep(NOW).await.unwrap();
    assert_eq!(swept.forgotten_ratings, 1, "{swept:?}");
    assert!(store.ratings("me").await.unwrap().is_empty());
}

async fn the_sweep_clears_what_is_past_its_time_and_keeps_the_rest(e: Engine) {
    let store = &*e.store;
    let old = NOW - PLAYER_ADDRESS_MS - 1;
    player(store, "old", "Baobab-1", "10.1.0.1", old).await;
    player(store, "young", "Baobab-2", "10.1.0.2", NOW - DAY).await;
    // Two games between players of one address: three days old, and today.
    lobby_game(
        store,
        "sweepgame001",
        ["old", "young"],
        Some("10.1.0.9"),
        NOW - 3 * DAY,
    )
    .await;
    lobby_game(
        store,
        "sweepgame002",
        ["young", "old"],
        Some("10.1.0.9"),
        NOW - DAY / 2,
    )
    .await;
    resign(store, "sweepgame001").await;
    // Friend tables made from an address, 31 days ago and today (`created_at` in seconds).
    for (id, at) in [
        ("sweepgame003", (NOW - TABLE_ADDRESS_MS) / 1000 - 60),
        ("sweepgame004", NOW / 1000),
    ] {
        let t = yote_server::Table {
            created_at: at,
            ..table(id, Opponent::Friend, None)
        };
        let created = event(json!({"kind": "created", "rules": "standard",
            "opponent": "friend", "white": {"kind": "human"}, "black": {"kind": "open"}}));
        let address = "10.1.0.3".parse().unwrap();
        assert!(
            store
                .create_friend_table(&t, &created, address, 100)
                .await
                .unwrap()
        );
    }
    // Rated tables waiting 31 days and a minute.
    for (id, at) in [
        ("sweepgame003", NOW - TABLE_ADDRESS_MS - 1),
        ("sweepgame004", NOW - 60_000),
    ] {
        let rated = RatedTable {
            player: "young".into(),
            side: "white".into(),
            address: "10.1.0.2".into(),
        };
        store.make_rated_table(id, &rated, at).await.unwrap();
    }
    // A custom seek left 31 days ago, and one of today.
    for (who, at) in [("old", NOW - SEEK_MS - 1), ("young", NOW - 60_000)] {
        let seek = SeekRow {
            player: who.into(),
            tile: CUSTOM.into(),
            rating: 1500.0,
            deviation: 350.0,
            since: at,
            address: "10.1.0.5".into(),
            same_address_rated: 0,
            not_before: 0,
            blocks: Vec::new(),
        };
        assert!(
            store
                .seek_custom(&seek, "standard", "{\"days\":3}", 1, 10)
                .await
                .unwrap()
        );
    }
    // Transfer codes that expired an hour and two days ago (in this order: a new code takes
    // away those that expired an hour before it).
    store
        .make_transfer_code("young", "expired-lately", NOW - 3_600_000, None)
        .await
        .unwrap();
    store
        .make_transfer_code("old", "expired-long-ago", NOW - 2 * DAY, None)
        .await
        .unwrap();

    let swept = store.sweep(NOW).await.unwrap();
    assert_eq!(
        swept,
        Swept {
            player_addresses: 1,
            shared_addresses: 1,
            table_addresses: 1,
            rated_table_addresses: 1,
            seeks: 1,
            transfer_codes: 1,
            closed_reports: 0,
            forgotten_ratings: 0,
        }
    );
    assert_eq!(
        store.sweep(NOW).await.unwrap(),
        Swept::default(),
        "a second sweep finds nothing"
    );

    // Cleared: the old player's address, the old game's shared address, the old rated table's.
    let old_row = store.player_record("old").await.unwrap().unwrap();
    assert_eq!((old_row.name.as_str(), old_row.address), ("Baobab-1", None));
    let first = store.lobby_game("sweepgame001").await.unwrap().unwrap();
    assert_eq!(first.same_address, None);
    assert_eq!(
        store
            .rated_table("sweepgame003")
            .await
            .unwrap()
            .unwrap()
            .address,
        ""
    );
    assert_eq!(store.open_seek("old").await.unwrap(), None);
    // Kept: the rest, and everything that is not an address.
    let young = store.player_record("young").await.unwrap().unwrap();
    assert_eq!(young.address.as_deref(), Some("10.1.0.2"));
    let second = store.lobby_game("sweepgame002").await.unwrap().unwrap();
    assert_eq!(second.same_address.as_deref(), Some("10.1.0.9"));
    assert!(
        first.changes[0].is_some(),
        "the result and its changes stay"
    );
    assert!(!store.ratings("old").await.unwrap().is_empty());
    assert_eq!(
        store
            .rated_table("sweepgame004")
            .await
            .unwrap()
            .unwrap()
            .address,
        "10.1.0.2"
    );
    assert!(store.open_seek("young").await.unwrap().is_some());
    assert!(
        store
            .player_by_token("hash-old", NOW)
            .await
            .unwrap()
            .is_some()
    );
    assert!(store.load_game("sweepgame003").await.unwrap().is_some());
}
