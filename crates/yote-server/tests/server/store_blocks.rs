//! The players each player has blocked (docs/moderation.md "Block"), on SQLite and PostgreSQL
//! alike, in the way of `store_conformance`: a block kept once, the first blocked listed first,
//! the cap counted and written in one step however many blocks arrive at once on two handles,
//! a block seen from both of its players, the wave's seeks carrying the blocks between their
//! seekers, and the blocks gone with either player when one is forgotten.

use futures_util::future::join_all;
use yote_server::lobby_store::{SeekRow, WavePlan};
use yote_server::store_blocks::Blocked;

use super::store_conformance::{Engine, conformance, postgres, sqlite};
use super::store_privacy::player;

conformance!(
    blocks_are_kept_once_capped_in_one_step_seen_by_the_wave_and_go_with_a_forgotten_player
);

const NOW: i64 = 1_800_000_000_000;

fn seek(player: &str, tile: &str) -> SeekRow {
    SeekRow {
        player: player.into(),
        tile: tile.into(),
        rating: 1500.0,
        deviation: 350.0,
        since: NOW,
        address: "10.0.0.1".into(),
        same_address_rated: 0,
        not_before: 0,
        blocks: Vec::new(),
    }
}

async fn blocks_are_kept_once_capped_in_one_step_seen_by_the_wave_and_go_with_a_forgotten_player(
    e: Engine,
) {
    let store = &*e.store;
    let names = [
        ("me", "Kora-101"),
        ("a", "Neem-202"),
        ("b", "Ibis-303"),
        ("c", "Oryx-404"),
        ("d", "Egret-505"),
    ];
    for (id, name) in names {
        player(store, id, name, "10.0.0.1", NOW).await;
    }
    assert_eq!(
        store.block("me", "a", NOW, 3).await.unwrap(),
        Blocked::Added
    );
    assert_eq!(
        store.block("me", "a", NOW + 1, 3).await.unwrap(),
        Blocked::Already,
        "kept once"
    );
    assert_eq!(store.blocks("me").await.unwrap(), vec!["Neem-202"]);
    assert!(
        store.blocks("a").await.unwrap().is_empty(),
        "listed for the blocker only"
    );
    // But it keeps both apart.
    assert!(store.blocked_between("me", "a").await.unwrap());
    assert!(store.blocked_between("a", "me").await.unwrap());
    assert!(!store.blocked_between("me", "b").await.unwrap());
    assert_eq!(store.kept_apart("a").await.unwrap(), vec!["me"]);
    assert_eq!(store.kept_apart("me").await.unwrap(), vec!["a"]);
    assert!(store.kept_apart("b").await.unwrap().is_empty());

    // The wave's seeks carry the blocks between their seekers, either way, and only theirs:
    // c blocked me (both seek 5+3), d seeks another tile, b blocked nobody.
    assert_eq!(
        store.block("c", "me", NOW, 3).await.unwrap(),
        Blocked::Added
    );
    assert_eq!(store.block("d", "b", NOW, 3).await.unwrap(), Blocked::Added);
    store.node_alive(7, NOW, 4).await.unwrap();
    for s in [
        seek("me", "5+3"),
        seek("b", "5+3"),
        seek("c", "5+3"),
        seek("d", "1d"),
    ] {
        assert!(store.seek(&s, 7, 10).await.unwrap());
    }
    let seen = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let into = std::sync::Arc::clone(&seen);
    let planner = move |seeks: Vec<SeekRow>| {
        *into.lock().unwrap() = seeks;
        WavePlan::default()
    };
    assert_eq!(
        e.other
            .wave(NOW, 2000, NOW - 20_000, &planner)
            .await
            .unwrap(),
        Some(0)
    );
    let seeks = std::mem::take(&mut *seen.lock().unwrap());
    let mut seen: Vec<(String, Vec<String>)> =
        seeks.into_iter().map(|s| (s.player, s.blocks)).collect();
    seen.sort();
    assert_eq!(
        seen,
        vec![
            ("b".to_owned(), vec![]),
            ("c".to_owned(), vec!["me".to_owned()]),
            ("d".to_owned(), vec![]),
            ("me".to_owned(), vec!["c".to_owned()]),
        ],
        "a (not seeking) is not among them, nor d's block of b at another tile"
    );
    store.block("c", "me", NOW, 3).await.unwrap();
    assert!(store.unblock("c", "me").await.unwrap());
    assert!(store.unblock("d", "b").await.unwrap());

    // Three blocks at once, on both handles, with room for two: two land, never more.
    let handles = [&e.store, &e.other, &e.store];
    let results = join_all(
        ["b", "c", "d"]
            .into_iter()
            .zip(handles)
            .enumerate()
            .map(|(i, (other, handle))| handle.block("me", other, NOW + 2 + i as i64, 3)),
    )
    .await;
    let results: Vec<Blocked> = results.into_iter().map(Result::unwrap).collect();
    assert_eq!(
        results.iter().filter(|r| **r == Blocked::Added).count(),
        2,
        "{results:?}"
    );
    assert_eq!(
        results.iter().filter(|r| **r == Blocked::Full).count(),
        1,
        "{results:?}"
    );
    let blocked = store.blocks("me").await.unwrap();
    assert_eq!(blocked.len(), 3, "{blocked:?}");
    assert_eq!(
        blocked[0], "Neem-202",
        "the first blocked first: {blocked:?}"
    );

    // Unblocked, once.
    assert!(store.unblock("me", "a").await.unwrap());
    assert!(!store.unblock("me", "a").await.unwrap());
    assert!(!store.blocked_between("a", "me").await.unwrap());
    assert_eq!(store.blocks("me").await.unwrap().len(), 2);
    assert_eq!(
        store.block("me", "a", NOW + 9, 3).await.unwrap(),
        Blocked::Added
    );

    // Forgotten: the player's blocks go, and so do the blocks others set on them.
    assert_eq!(
        store.block("a", "me", NOW + 10, 3).await.unwrap(),
        Blocked::Added
    );
    assert!(store.forget_player("me").await.unwrap());
    assert!(store.blocks("me").await.unwrap().is_empty());
    assert!(
        store.blocks("a").await.unwrap().is_empty(),
        "a block on a forgotten player goes with their name"
    );
    assert!(store.kept_apart("a").await.unwrap().is_empty());
}
