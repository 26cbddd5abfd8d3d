//! Reports, silences, bans and the moderation log (docs/moderation.md), on SQLite and PostgreSQL
//! alike, in the way of `store_conformance`: reports sent at once on two handles never pass the
//! reporter's hourly limit nor make two open reports of one pair; three reporters for chat in a
//! day silence a player once (one sanction, one `auto` row); a silence and a ban read as given
//! and lifted; a closed report leaves the open list and the sweep drops it after its time; a
//! forgotten reporter's reports go.

use futures_util::future::join_all;
use yote_server::Store;
use yote_server::store_moderation::*;

use super::store_conformance::{Engine, conformance, postgres, sqlite};
use super::store_privacy::{lobby_game, player};

conformance!(reports_count_in_one_step_and_chat_reports_silence_once);
conformance!(closed_reports_never_bring_the_silence_back);

const NOW: i64 = 1_800_000_000_000;
const DAY: i64 = 86_400_000;

fn report(reporter: &str, reported: &str, reason: &str) -> NewReport {
    NewReport {
        reporter: reporter.into(),
        reported: reported.into(),
        reason: reason.into(),
        game: None,
        words: String::new(),
        evidence: "[]".into(),
    }
}

const LIMITS: ReportLimits = ReportLimits {
    per_hour: 5,
    silence_after: 3,
};

fn kept(filed: &[Filed]) -> usize {
    filed
        .iter()
        .filter(|f| matches!(f, Filed::Kept { .. }))
        .count()
}

async fn reports_count_in_one_step_and_chat_reports_silence_once(e: Engine) {
    let store: &dyn Store = &*e.store;
    let names = [
        ("me", "Kora-101"),
        ("a", "Neem-202"),
        ("b", "Ibis-303"),
        ("c", "Oryx-404"),
        ("d", "Egret-505"),
        ("f", "Baobab-606"),
    ];
    for (id, name) in names {
        player(store, id, name, "10.0.0.1", NOW).await;
    }
    for i in 0..7 {
        player(
            store,
            &format!("x{i}"),
            &format!("Acacia-{i}00"),
            "10.0.0.2",
            NOW,
        )
        .await;
    }
    lobby_game(store, "g1", ["a", "d"], None, NOW).await;
    assert_eq!(
        store.side_in("g1", "d").await.unwrap().as_deref(),
        Some("black")
    );
    assert_eq!(store.side_in("g1", "me").await.unwrap(), None);

    // Seven reports at once from one player, on both handles: five land, never more.
    let handles = [&e.store, &e.other];
    let filed = join_all((0..7).map(|i| {
        let r = report("me", &format!("x{i}"), "abuse");
        async move { handles[i % 2].file_report(&r, NOW + i as i64, LIMITS).await }
    }))
    .await;
    let filed: Vec<Filed> = filed.into_iter().map(Result::unwrap).collect();
    assert_eq!(kept(&filed), 5, "{filed:?}");
    assert_eq!(
        filed.iter().filter(|f| **f == Filed::TooMany).count(),
        2,
        "{filed:?}"
    );
    assert_eq!(store.reports_by("me").await.unwrap().len(), 5);
    // An hour later the reporter may report again, but one open report a pair.
    let later = NOW + 3_600_001;
    let r = report("f", "x0", "other");
    let twice = join_all(handles.map(|h| h.file_report(&r, later, LIMITS))).await;
    let twice: Vec<Filed> = twice.into_iter().map(Result::unwrap).collect();
    assert_eq!(kept(&twice), 1, "{twice:?}");
    assert!(twice.contains(&Filed::AlreadyOpen), "{twice:?}");

    // Three players (and a fourth) report d for chat at once: d is silenced once.
    assert!(!store.silenced_in("g1", "black", NOW).await.unwrap());
    let chat = join_all(
        ["a", "b", "c", "f"]
            .into_iter()
            .enumerate()
            .map(|(i, who)| {
                let r = report(who, "d", "chat");
                async move {
                    handles[i % 2]
                        .file_report(&r, later + i as i64, LIMITS)
                        .await
                }
            }),
    )
    .await;
    let chat: Vec<Filed> = chat.into_iter().map(Result::unwrap).collect();
    assert_eq!(kept(&chat), 4, "{chat:?}");
    let silenced = chat
        .iter()
        .filter(|f| matches!(f, Filed::Kept { silenced: true, .. }))
        .count();
    assert_eq!(silenced, 1, "{chat:?}");
    let log = store.moderation_log().await.unwrap();
    assert_eq!(log.len(), 1, "{log:?}");
    assert_eq!(
        (
            log[0].operator.as_str(),
            log[0].action.as_str(),
            log[0].target.as_str()
        ),
        ("auto", "silence", "Egret-505")
    );
    assert!(store.silenced_in("g1", "black", later).await.unwrap());
    assert!(!store.silenced_in("g1", "white", later).await.unwrap());
    assert!(!store.banned("d", "10.0.0.1", later).await.unwrap());
    assert_eq!(store.lift(Some("d"), None, later).await.unwrap(), 1);
    assert!(!store.silenced_in("g1", "black", later).await.unwrap());

    // A ban of an address for a time, and of a player until lifted.
    let ban = |player: Option<&str>, address: Option<&str>, until: Option<i64>| Sanction {
        kind: "ban".into(),
        player: player.map(String::from),
        address: address.map(String::from),
        until,
    };
    store
        .sanction(&ban(None, Some("10.9.9.9"), Some(later + 1000)), later)
        .await
        .unwrap();
    assert!(store.banned("x1", "10.9.9.9", later).await.unwrap());
    assert!(!store.banned("x1", "10.9.9.9", later + 1000).await.unwrap());
    store
        .sanction(&ban(Some("x2"), None, None), later)
        .await
        .unwrap();
    assert!(
        store
            .banned("x2", "10.0.0.7", later + 365 * DAY)
            .await
            .unwrap()
    );
    assert!(!store.banned("x3", "10.0.0.7", later).await.unwrap());
    assert_eq!(store.lift(Some("x2"), None, later).await.unwrap(), 1);
    assert!(!store.banned("x2", "10.0.0.7", later).await.unwrap());

    // Closed: out of the open list, in the full one, dropped by the sweep after 180 days.
    let open = store.reports(false).await.unwrap();
    let first = open[0].id;
    assert_eq!(open.len(), 10, "{open:?}");
    assert!(
        store
            .close_report(first, "Awa", "warned", later)
            .await
            .unwrap()
    );
    assert!(
        !store
            .close_report(first, "Awa", "again", later)
            .await
            .unwrap()
    );
    assert_eq!(store.reports(false).await.unwrap().len(), 9);
    let closed = store.report(first).await.unwrap().unwrap();
    assert_eq!(closed.closed_by.as_deref(), Some("Awa"));
    assert_eq!(closed.reporter, "Kora-101");
    assert_eq!(store.reports(true).await.unwrap().len(), 10);
    assert_eq!(
        store.sweep(later + 179 * DAY).await.unwrap().closed_reports,
        0
    );
    assert_eq!(
        store.sweep(later + 181 * DAY).await.unwrap().closed_reports,
        1
    );
    assert!(store.report(first).await.unwrap().is_none());

    // A retired name is refused to anyone.
    store
        .retire_name(&name_key("Tamarind-777"), later)
        .await
        .unwrap();
    assert!(store.name_retired(&name_key("tamarind-777")).await.unwrap());
    assert!(!store.rename_player("x3", "TAMARIND-777").await.unwrap());
    assert!(store.rename_player("x3", "Tamarind-778").await.unwrap());
    // Nor is it given to a new player (a generated name drawn again).
    let newcomer = yote_server::lobby_store::PlayerRow {
        id: "x9".into(),
        name: "Tamarind-777".into(),
    };
    assert!(
        !store
            .create_player(&newcomer, "hash-x9", "10.0.0.9", later)
            .await
            .unwrap()
    );
    assert!(
        store
            .player_by_name("Tamarind-777")
            .await
            .unwrap()
            .is_none()
    );

    // Forgotten: the reports the player made go.
    assert!(store.forget_player("me").await.unwrap());
    assert!(store.reports_by("me").await.unwrap().is_empty());
    assert_eq!(store.reports(false).await.unwrap().len(), 5);
}

/// Once an operator has looked (closed the reports), those reports never silence the player
/// again; three new ones would.
async fn closed_reports_never_bring_the_silence_back(e: Engine) {
    let store: &dyn Store = &*e.store;
    for (id, name) in [
        ("d", "Egret-505"),
        ("a", "Neem-202"),
        ("b", "Ibis-303"),
        ("c", "Oryx-404"),
        ("f", "Baobab-606"),
        ("g", "Kora-707"),
        ("h", "Heron-808"),
    ] {
        player(store, id, name, "10.0.0.1", NOW).await;
    }
    lobby_game(store, "g1", ["a", "d"], None, NOW).await;
    let mut ids = Vec::new();
    for (i, who) in ["a", "b", "c"].into_iter().enumerate() {
        match store
            .file_report(&report(who, "d", "chat"), NOW + i as i64, LIMITS)
            .await
            .unwrap()
        {
            Filed::Kept { id, silenced } => {
                assert_eq!(silenced, i == 2, "the third silences");
                ids.push(id);
            }
            other => panic!("{other:?}"),
        }
    }
    assert!(store.silenced_in("g1", "black", NOW + 10).await.unwrap());
    assert_eq!(store.lift(Some("d"), None, NOW + 10).await.unwrap(), 1);
    for id in ids {
        assert!(
            store
                .close_report(id, "Awa", "warned", NOW + 11)
                .await
                .unwrap()
        );
    }
    // The same day, two more: no silence (the closed three no longer count)…
    for (i, who) in ["f", "g"].into_iter().enumerate() {
        let filed = store
            .file_report(&report(who, "d", "chat"), NOW + 20 + i as i64, LIMITS)
            .await
            .unwrap();
        assert!(
            matches!(
                filed,
                Filed::Kept {
                    silenced: false,
                    ..
                }
            ),
            "{filed:?}"
        );
    }
    assert!(!store.silenced_in("g1", "black", NOW + 30).await.unwrap());
    // …and a third new one does.
    let filed = store
        .file_report(&report("h", "d", "chat"), NOW + 40, LIMITS)
        .await
        .unwrap();
    assert!(
        matches!(filed, Filed::Kept { silenced: true, .. }),
        "{filed:?}"
    );
    assert!(store.silenced_in("g1", "black", NOW + 41).await.unwrap());
}
