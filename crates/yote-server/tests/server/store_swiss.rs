//! Swiss tournaments' rows (docs/tournaments.md "Swiss on the site"), on SQLite and PostgreSQL
//! alike, in the way of `store_conformance`: twenty joins at once through two handles get
//! twenty numbers, one each, and a second join of one player none; two directors pairing a
//! round at once pair it once; a result both players report is set when the second agrees, a
//! disagreement leaves it for the director, and the director's word is final. Played on the
//! site: nodes racing for a tournament's lease, one directs; its round's games are stored
//! once, by the director only; a game's end is its board's result once, and a round is seen
//! complete once.

use futures_util::future::join_all;
use yote_server::Store;
use yote_server::store_swiss::{NewSwiss, Reporter, SwissBoardRow, SwissClock};
use yote_server::store_swiss_play::SwissGameOver;

use super::store_conformance::{Engine, conformance, postgres, sqlite};
use super::store_privacy::player;

conformance!(
    joins_at_once_get_a_number_each_and_a_round_is_paired_once,
    a_result_is_set_when_both_players_agree_or_the_director_says_it,
    a_tournament_on_the_site_is_directed_by_one_node_and_each_game_counted_once
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
        clock: None,
        rated: false,
        round_gap_s: None,
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
        game: None,
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

/// Ten nodes on the two handles ask for the lease of `id` at once: those that got it.
async fn race(e: &Engine, id: &str, now: i64) -> Vec<i64> {
    let asks = (1..=10_i64).map(|node| {
        let store = if node % 2 == 0 { &e.store } else { &e.other };
        async move {
            let won = store
                .take_swiss_lease(id, node, now, now + 8_000)
                .await
                .unwrap();
            won.then_some(node)
        }
    });
    join_all(asks).await.into_iter().flatten().collect()
}

async fn a_tournament_on_the_site_is_directed_by_one_node_and_each_game_counted_once(e: Engine) {
    let store: &dyn Store = &*e.store;
    for (id, name) in [
        ("w1", "Kora-1"),
        ("b1", "Kora-2"),
        ("w2", "Kora-3"),
        ("b2", "Kora-4"),
    ] {
        player(store, id, name, "10.0.0.1", NOW).await;
    }
    let online = NewSwiss {
        on_boards: false,
        clock: Some(SwissClock {
            initial_s: 300,
            increment_s: 3,
        }),
        rated: true,
        round_gap_s: Some(60),
        ..swiss("online00001", "w1")
    };
    store.create_swiss(&online).await.unwrap();
    assert_eq!(
        store.swiss("online00001").await.unwrap().unwrap().swiss,
        online
    );
    assert!(
        store.swiss_under_way().await.unwrap().is_empty(),
        "not begun"
    );
    for id in ["w1", "b1", "w2", "b2"] {
        store
            .join_swiss("online00001", Some(id), id, 1500)
            .await
            .unwrap();
    }
    let boards = [board(1, 1, Some(2)), board(2, 3, Some(4))];
    assert!(
        store
            .pair_swiss_round("online00001", 1, &[], &boards)
            .await
            .unwrap()
    );
    assert_eq!(store.swiss_under_way().await.unwrap(), ["online00001"]);

    let won = race(&e, "online00001", NOW).await;
    assert_eq!(won.len(), 1, "exactly one node directs: {won:?}");
    let director = won[0];
    let other = if director == 1 { 2 } else { 1 };
    let games = |prefix: &str| {
        vec![
            (
                1,
                super::store_arenas::game(&format!("{prefix}0000001"), "w1", "b1"),
            ),
            (
                2,
                super::store_arenas::game(&format!("{prefix}0000002"), "w2", "b2"),
            ),
        ]
    };
    // Another node makes no game; the director's, asked twice at once, are stored once.
    assert!(
        !store
            .start_swiss_games("online00001", other, NOW, 1, &games("x"))
            .await
            .unwrap()
    );
    let (one, two) = (games("g"), games("h"));
    let made = join_all(
        [(&e.store, &one), (&e.other, &two)].map(|(store, games)| async move {
            store
                .start_swiss_games("online00001", director, NOW, 1, games)
                .await
                .unwrap()
        }),
    )
    .await;
    assert_eq!(made.iter().filter(|m| **m).count(), 1, "{made:?}");
    let prefix = if made[0] { "g" } else { "h" };
    let stored = store.swiss_boards("online00001").await.unwrap();
    assert_eq!(
        stored[0].game.as_deref(),
        Some(format!("{prefix}0000001").as_str())
    );
    assert_eq!(
        stored[1].game.as_deref(),
        Some(format!("{prefix}0000002").as_str())
    );
    let first = format!("{prefix}0000001");
    assert_eq!(
        store.swiss_of_game(&first).await.unwrap().as_deref(),
        Some("online00001")
    );
    assert!(
        store
            .swiss_games_over("online00001")
            .await
            .unwrap()
            .is_empty(),
        "nothing ended"
    );

    // A game's end counted by both handles at once is set once; the absent player withdrawn.
    let over = SwissGameOver {
        round: 1,
        board: 1,
        game: first.clone(),
    };
    let set = join_all([&e.store, &e.other].map(|store| {
        let over = over.clone();
        async move {
            store
                .end_swiss_game("online00001", &over, "-+", Some(1))
                .await
                .unwrap()
        }
    }))
    .await;
    assert_eq!(set.iter().filter(|s| **s).count(), 1, "{set:?}");
    let boards = store.swiss_boards("online00001").await.unwrap();
    assert_eq!(boards[0].result.as_deref(), Some("-+"));
    let players = store.swiss_players("online00001").await.unwrap();
    assert_eq!(players[0].withdrawn_after, Some(1));
    // The director's correction stays: a game's end never overwrites a result.
    assert!(
        store
            .report_swiss_result("online00001", 1, 2, Reporter::Director, "1/2")
            .await
            .unwrap()
            .is_some()
    );
    let second = SwissGameOver {
        board: 2,
        game: format!("{prefix}0000002"),
        ..over
    };
    assert!(
        !store
            .end_swiss_game("online00001", &second, "1-0", None)
            .await
            .unwrap()
    );
    assert_eq!(
        store.swiss_boards("online00001").await.unwrap()[1]
            .result
            .as_deref(),
        Some("1/2")
    );

    // The round seen complete by both handles at once: noted once, at the first time.
    let done = join_all(
        [(&e.store, NOW + 5), (&e.other, NOW + 6)].map(|(store, at)| async move {
            store.swiss_round_done("online00001", 1, at).await.unwrap()
        }),
    )
    .await;
    assert_eq!(done.iter().filter(|d| **d).count(), 1, "{done:?}");
    let row = store.swiss("online00001").await.unwrap().unwrap();
    assert!(matches!(row.round_done_at, Some(at) if at == NOW + 5 || at == NOW + 6));
    // Pairing the next round forgets it.
    assert!(
        store
            .pair_swiss_round(
                "online00001",
                2,
                &[],
                &[SwissBoardRow {
                    round: 2,
                    ..board(1, 4, Some(2))
                }]
            )
            .await
            .unwrap()
    );
    assert_eq!(
        store
            .swiss("online00001")
            .await
            .unwrap()
            .unwrap()
            .round_done_at,
        None
    );
}
