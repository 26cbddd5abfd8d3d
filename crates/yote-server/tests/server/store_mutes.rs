//! The players each player has muted (docs/moderation.md "Mute"), on SQLite and PostgreSQL
//! alike, in the way of `store_conformance`: a mute kept once, the first muted listed first, the
//! cap counted and written in one step however many mutes arrive at once on two handles, and
//! the mutes gone with either player when one is forgotten.

use futures_util::future::join_all;
use yote_server::store_mutes::Muted;

use super::store_conformance::{Engine, conformance, postgres, sqlite};
use super::store_privacy::player;

conformance!(mutes_are_kept_once_capped_in_one_step_and_go_with_a_forgotten_player);

const NOW: i64 = 1_800_000_000_000;

async fn mutes_are_kept_once_capped_in_one_step_and_go_with_a_forgotten_player(e: Engine) {
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
    assert_eq!(store.mute("me", "a", NOW, 3).await.unwrap(), Muted::Added);
    assert_eq!(
        store.mute("me", "a", NOW + 1, 3).await.unwrap(),
        Muted::Already,
        "kept once"
    );
    assert_eq!(store.mutes("me").await.unwrap(), vec!["Neem-202"]);
    assert!(store.mutes("a").await.unwrap().is_empty(), "one way only");

    // Three mutes at once, on both handles, with room for two: two land, never more.
    let handles = [&e.store, &e.other, &e.store];
    let results = join_all(
        ["b", "c", "d"]
            .into_iter()
            .zip(handles)
            .enumerate()
            .map(|(i, (other, handle))| handle.mute("me", other, NOW + 2 + i as i64, 3)),
    )
    .await;
    let results: Vec<Muted> = results.into_iter().map(Result::unwrap).collect();
    assert_eq!(
        results.iter().filter(|r| **r == Muted::Added).count(),
        2,
        "{results:?}"
    );
    assert_eq!(
        results.iter().filter(|r| **r == Muted::Full).count(),
        1,
        "{results:?}"
    );
    let muted = store.mutes("me").await.unwrap();
    assert_eq!(muted.len(), 3, "{muted:?}");
    assert_eq!(muted[0], "Neem-202", "the first muted first: {muted:?}");

    // Heard again, once.
    assert!(store.unmute("me", "a").await.unwrap());
    assert!(!store.unmute("me", "a").await.unwrap());
    assert_eq!(store.mutes("me").await.unwrap().len(), 2);
    assert_eq!(
        store.mute("me", "a", NOW + 9, 3).await.unwrap(),
        Muted::Added
    );

    // Forgotten: the player's mutes go, and so do the mutes others set on them.
    assert_eq!(
        store.mute("a", "me", NOW + 10, 3).await.unwrap(),
        Muted::Added
    );
    assert!(store.forget_player("me").await.unwrap());
    assert!(store.mutes("me").await.unwrap().is_empty());
    assert!(
        store.mutes("a").await.unwrap().is_empty(),
        "a mute on a forgotten player goes with their name"
    );
}
