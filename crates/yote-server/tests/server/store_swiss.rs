//! Swiss tournaments' rows (docs/tournaments.md "Swiss on the site"), on SQLite and PostgreSQL
//! alike, in the way of `store_conformance`: twenty joins at once through two handles get
//! twenty numbers, one each, and a second join of one player none; two directors pairing a
//! round at once pair it once; a result both players report is set when the second agrees, a
//! disagreement leaves it for the director, and the director's word is final.

use futures_util::future::join_all;
use yote_server::Store;
use yote_server::store_swiss::{NewSwiss, Reporter, SwissBoardRow};

use super::store_conformance::{Engine, conformance, postgres, sqlite};
use super::store_privacy::player;

conformance!(
    joins_at_once_get_a_number_each_and_a_round_is_paired_once,
    a_result_is_set_when_both_players_agree_or_the_director_says_it
);

const NOW: i64 = 1_800_000_000_000;

fn swiss(id: &str, maker: &str) -> NewSwiss {
    NewSwiss {
        id: id.into(),
        name: format!("{id} club"),
        system: "swiss".into(),
        rounds: 5,
        rules: "standard".into(),
        on_boards: true,
        director_key: "0".repeat(64),
        entry_code: None,
        created_by: maker.into(),
        created_at: NOW,
        initial_white: true,
    }
}

fn board(board: i64, white: i64, black: Option<i64>) -> SwissBoardRow {
    SwissBoardRow {
        round: 1,
        board,
        white,
        black,
        result: None,
        white_says: None,
        black_says: None,
    }
}

async fn joins_at_once_get_a_number_each_and_a_round_is_paired_once(e: Engine) {
    let store: &dyn Store = &*e.store;
    for n in 0..20 {
        player(
            store,
            &format!("pupil{n:02}"),
            &format!("Pupil-{n:02}"),
            "10.0.0.1",
            NOW,
        )
        .await;
    }
    store
        .create_swiss(&swiss("class000001", "pupil00"))
        .await
        .unwrap();
    let joins = (0..20).map(|n| {
        let store = if n % 2 == 0 { &e.store } else { &e.other };
        async move {
            let id = format!("pupil{n:02}");
            store
                .join_swiss("class000001", Some(&id), &id, 1500)
                .await
                .unwrap()
        }
    });
    let mut numbers: Vec<i64> = join_all(joins)
        .await
        .into_iter()
        .map(Option::unwrap)
        .collect();
    numbers.sort_unstable();
    assert_eq!(numbers, (1..=20).collect::<Vec<_>>());
    // A player in already gets no second number; a name typed by the director does.
    assert_eq!(
        store
            .join_swiss("class000001", Some("pupil03"), "x", 1500)
            .await
            .unwrap(),
        None
    );
    assert_eq!(
        store
            .join_swiss("class000001", None, "Aminata", 0)
            .await
            .unwrap(),
        Some(21)
    );
    let players = store.swiss_players("class000001").await.unwrap();
    assert_eq!(players.len(), 21);
    assert_eq!(players[20].player, None);
    assert_eq!(players[20].joined_after, 0);

    // A bye asked for round 1, then two directors pair round 1 at once, renumbering.
    assert!(
        store
            .ask_swiss_bye("class000001", 1, 21, "Z")
            .await
            .unwrap()
    );
    let renumber: Vec<(i64, i64)> = (1..=21).map(|n| (n, 22 - n)).collect();
    let boards: Vec<SwissBoardRow> = (1..=10).map(|b| board(b, 2 * b - 1, Some(2 * b))).collect();
    let pairs = (0..2).map(|n| {
        let store = if n == 0 { &e.store } else { &e.other };
        let (renumber, boards) = (renumber.clone(), boards.clone());
        async move {
            store
                .pair_swiss_round("class000001", 1, &renumber, &boards)
                .await
                .unwrap()
        }
    });
    let paired = join_all(pairs).await;
    assert_eq!(paired.iter().filter(|p| **p).count(), 1, "{paired:?}");
    assert_eq!(store.swiss_boards("class000001").await.unwrap().len(), 10);
    let row = store.swiss("class000001").await.unwrap().unwrap();
    assert_eq!((row.round, row.players, row.finished), (1, 21, false));
    // The renumbering moved the players and their byes together.
    let players = store.swiss_players("class000001").await.unwrap();
    assert_eq!(players[0].player, None, "the typed name, 21, is now 1");
    assert_eq!(
        players[20].player.as_deref(),
        Some(players[20].name.as_str())
    );
    let byes = store.swiss_byes("class000001").await.unwrap();
    assert_eq!(
        (byes[0].round, byes[0].number, byes[0].kind.as_str()),
        (1, 1, "Z")
    );
    // A bye for a round paired already is refused; round 1 again, or round 3 before 2, too.
    assert!(!store.ask_swiss_bye("class000001", 1, 2, "H").await.unwrap());
    assert!(
        !store
            .pair_swiss_round("class000001", 1, &[], &boards)
            .await
            .unwrap()
    );
    assert!(
        !store
            .pair_swiss_round("class000001", 3, &[], &boards)
            .await
            .unwrap()
    );

    // A withdrawal counts from the rounds after the last one paired, once.
    assert!(store.withdraw_swiss("class000001", 4).await.unwrap());
    assert!(!store.withdraw_swiss("class000001", 4).await.unwrap());
    let players = store.swiss_players("class000001").await.unwrap();
    assert_eq!(players[3].withdrawn_after, Some(1));
    assert!(store.finish_swiss("class000001").await.unwrap());
    assert!(!store.finish_swiss("class000001").await.unwrap());
    assert_eq!(
        store
            .join_swiss("class000001", None, "Late", 0)
            .await
            .unwrap(),
        None
    );
}

async fn a_result_is_set_when_both_players_agree_or_the_director_says_it(e: Engine) {
    let store: &dyn Store = &*e.store;
    player(store, "teacher", "Teacher-1", "10.0.0.1", NOW).await;
    store
        .create_swiss(&swiss("class000002", "teacher"))
        .await
        .unwrap();
    for name in ["A", "B", "C", "D", "E"] {
        store
            .join_swiss("class000002", None, name, 0)
            .await
            .unwrap();
    }
    let boards = [
        board(1, 1, Some(2)),
        board(2, 3, Some(4)),
        board(3, 5, None),
    ];
    assert!(
        store
            .pair_swiss_round("class000002", 1, &[], &boards)
            .await
            .unwrap()
    );
    let report = |board: i64, who: Reporter, result: &'static str| {
        let store = &e.store;
        async move {
            store
                .report_swiss_result("class000002", 1, board, who, result)
                .await
                .unwrap()
        }
    };
    // White says 1-0, Black agrees: set. A later report of a player changes nothing.
    let after = report(1, Reporter::White, "1-0").await.unwrap();
    assert_eq!(
        (after.white_says.as_deref(), after.result),
        (Some("1-0"), None)
    );
    let after = report(1, Reporter::Black, "1-0").await.unwrap();
    assert_eq!(after.result.as_deref(), Some("1-0"));
    assert_eq!(report(1, Reporter::White, "0-1").await, None);
    // On board 2 they disagree: no result, until the director says it.
    report(2, Reporter::White, "1-0").await.unwrap();
    let after = report(2, Reporter::Black, "0-1").await.unwrap();
    assert_eq!(after.result, None);
    let after = report(2, Reporter::Director, "1/2").await.unwrap();
    assert_eq!(after.result.as_deref(), Some("1/2"));
    // The director may correct a result; the bye's board takes none; no such board, nothing.
    let after = report(1, Reporter::Director, "0-1").await.unwrap();
    assert_eq!(after.result.as_deref(), Some("0-1"));
    assert_eq!(report(3, Reporter::Director, "1-0").await, None);
    assert_eq!(report(9, Reporter::Director, "1-0").await, None);
    // Both reports at once through the two handles: set once, to what both said.
    store.join_swiss("class000002", None, "F", 0).await.unwrap();
    let round2 = [SwissBoardRow {
        round: 2,
        ..board(1, 6, Some(5))
    }];
    assert!(
        store
            .pair_swiss_round("class000002", 2, &[], &round2)
            .await
            .unwrap()
    );
    let both =
        [(Reporter::White, &e.store), (Reporter::Black, &e.other)].map(|(who, store)| async move {
            store
                .report_swiss_result("class000002", 2, 1, who, "-+")
                .await
                .unwrap()
        });
    join_all(both).await;
    let boards = store.swiss_boards("class000002").await.unwrap();
    assert_eq!(boards.last().unwrap().result.as_deref(), Some("-+"));
}
