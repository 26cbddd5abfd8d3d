//! The events applied: late joins, withdrawals, pauses, games never started, the standings.

use super::*;

#[test]
fn the_director_s_loop() {
    // Players join; whenever some are free the director asks whom to pair and starts those
    // games; games end; the standings follow.
    let mut arena = arena(&[(1, 1500), (2, 1700), (3, 1600), (4, 1400)]);
    let games = arena.pairings();
    assert_eq!(games.len(), 2);
    for g in &games {
        apply(
            &mut arena,
            &[Event::Start {
                white: g.white,
                black: g.black,
            }],
        );
    }
    assert!(arena.free().is_empty());
    assert!(arena.pairings().is_empty());
    for g in &games {
        apply(&mut arena, &[white_wins(g.white.0, g.black.0, 50)]);
    }
    let standings = arena.standings();
    assert_eq!(
        standings.iter().map(|s| s.score).collect::<Vec<_>>(),
        [2, 2, 0, 0]
    );
    assert_eq!(
        standings.iter().map(|s| s.rank).collect::<Vec<_>>(),
        [1, 2, 3, 4]
    );
    assert!(standings.iter().all(|s| !s.playing && s.games == 1));
}

#[test]
fn a_late_joiner_starts_at_zero_and_is_paired() {
    let mut arena = arena(&[(1, 1500), (2, 1500)]);
    apply(&mut arena, &[white_wins(1, 2, 40), white_wins(2, 1, 40)]);
    apply(
        &mut arena,
        &[Event::Join {
            player: p(3),
            rating: 2000,
        }],
    );
    let late = line(&arena, 3);
    assert_eq!((late.score, late.games, late.rank), (0, 0, 3));
    assert_eq!(arena.free(), [p(1), p(2), p(3)]);
    apply(
        &mut arena,
        &[Event::Join {
            player: p(4),
            rating: 1000,
        }],
    );
    // 1 and 2 just played each other: each meets a newcomer.
    let games = pairs(&arena);
    assert_eq!(games.len(), 2);
    assert!(games.iter().all(|&(w, b)| w + b != 3));
}

#[test]
fn a_withdrawn_player_keeps_their_points_and_is_never_paired_unless_they_join_again() {
    let mut arena = arena(&[(1, 1500), (2, 1500), (3, 1500)]);
    apply(&mut arena, &[white_wins(1, 2, 40)]);
    apply(&mut arena, &[Event::Withdraw { player: p(1) }]);
    let gone = line(&arena, 1);
    assert_eq!(
        (gone.score, gone.rank, gone.status),
        (2, 1, Status::Withdrawn)
    );
    assert_eq!(arena.free(), [p(2), p(3)]);
    assert_eq!(pairs(&arena).len(), 1);
    assert!(pairs(&arena).iter().all(|&(w, b)| w != 1 && b != 1));
    // Pausing or resuming changes nothing for them; joining again does.
    apply(
        &mut arena,
        &[
            Event::Pause { player: p(1) },
            Event::Resume { player: p(1) },
        ],
    );
    assert_eq!(arena.status(p(1)), Some(Status::Withdrawn));
    apply(
        &mut arena,
        &[Event::Join {
            player: p(1),
            rating: 2400,
        }],
    );
    let back = line(&arena, 1);
    assert_eq!(
        (back.score, back.status, back.rating),
        (2, Status::Active, 1500)
    );
    assert_eq!(arena.free().len(), 3);
}

#[test]
fn a_paused_player_keeps_their_points_and_is_paired_again_when_they_resume() {
    let mut arena = arena(&[(1, 1500), (2, 1500), (3, 1500)]);
    apply(
        &mut arena,
        &[white_wins(1, 2, 40), Event::Pause { player: p(1) }],
    );
    assert_eq!(line(&arena, 1).score, 2);
    assert_eq!(line(&arena, 1).status, Status::Paused);
    // 2 had Black, 3 no game yet: 2 gets White.
    assert_eq!(pairs(&arena), [(2, 3)]);
    apply(&mut arena, &[Event::Resume { player: p(1) }]);
    assert_eq!(arena.free(), [p(1), p(2), p(3)]);
}

#[test]
fn a_player_who_never_starts_loses_and_is_paused_until_they_resume() {
    let mut arena = arena(&[(1, 1500), (2, 1500), (3, 1500)]);
    apply(
        &mut arena,
        &[Event::Start {
            white: p(1),
            black: p(2),
        }],
    );
    let game = game(1, 2, Ending::NoStart(Color::White), 0);
    let notices = arena.apply(Event::Finish(game)).unwrap();
    assert_eq!(
        notices,
        [Notice::Paused {
            player: p(1),
            reason: PauseReason::NoStart,
        }]
    );
    let absent = line(&arena, 1);
    assert_eq!((absent.score, absent.status), (0, Status::Paused));
    assert!(absent.sheet[0].no_start);
    assert_eq!(line(&arena, 2).score, 2);
    assert_eq!(arena.free(), [p(2), p(3)]);
    apply(&mut arena, &[Event::Resume { player: p(1) }]);
    assert_eq!(arena.free(), [p(2), p(1), p(3)]);
    // A withdrawn absentee stays withdrawn: nobody to tell.
    apply(&mut arena, &[Event::Withdraw { player: p(3) }]);
    let notices = arena
        .apply(Event::Finish(super::game(
            3,
            2,
            Ending::NoStart(Color::White),
            0,
        )))
        .unwrap();
    assert!(notices.is_empty());
    assert_eq!(arena.status(p(3)), Some(Status::Withdrawn));
}

#[test]
fn a_player_in_a_game_is_not_paired_until_it_ends() {
    let mut arena = arena(&[(1, 1500), (2, 1500), (3, 1500), (4, 1500)]);
    apply(
        &mut arena,
        &[Event::Start {
            white: p(1),
            black: p(2),
        }],
    );
    assert_eq!(arena.free(), [p(3), p(4)]);
    assert!(line(&arena, 1).playing);
    apply(&mut arena, &[draw(1, 2, 40)]);
    assert_eq!(arena.free().len(), 4);
}

#[test]
fn events_that_cannot_be_are_refused_and_change_nothing() {
    let mut arena = arena(&[(1, 1500), (2, 1500), (3, 1500)]);
    let before = arena.standings();
    assert_eq!(
        arena.apply(Event::Pause { player: p(9) }),
        Err(Refused::UnknownPlayer { player: p(9) })
    );
    assert_eq!(
        arena.apply(white_wins(1, 9, 40)),
        Err(Refused::UnknownPlayer { player: p(9) })
    );
    assert_eq!(
        arena.apply(white_wins(2, 2, 40)),
        Err(Refused::SamePlayer { player: p(2) })
    );
    assert_eq!(arena.standings(), before);
    apply(
        &mut arena,
        &[Event::Start {
            white: p(1),
            black: p(2),
        }],
    );
    assert_eq!(
        arena.apply(Event::Start {
            white: p(3),
            black: p(2),
        }),
        Err(Refused::AlreadyPlaying { player: p(2) })
    );
    assert!(!line(&arena, 3).playing);
    assert_eq!(
        Refused::AlreadyPlaying { player: p(2) }.to_string(),
        "player 2 is already in a game"
    );
}

#[test]
fn standings_go_by_score_then_performance_then_order_of_joining() {
    let mut arena = arena(&[
        (1, 1500),
        (2, 1500),
        (3, 1500),
        (4, 2000),
        (5, 1500),
        (6, 1500),
    ]);
    // 1 and 3 both win once: 3 beat the stronger player, so performs better.
    apply(&mut arena, &[white_wins(1, 2, 40), white_wins(3, 4, 40)]);
    let order: Vec<i64> = arena.standings().iter().map(|s| s.player.0).collect();
    assert_eq!(order, [3, 1, 2, 4, 5, 6]);
    let three = line(&arena, 3);
    assert_eq!(three.performance, Some(2500));
    assert_eq!(line(&arena, 1).performance, Some(2000));
    // 2 and 4 both lost to a 1500: the same performance, so 2, who joined first, is above.
    assert_eq!(line(&arena, 2).performance, Some(1000));
    assert_eq!(line(&arena, 4).performance, Some(1000));
    // 5 and 6 have no game: after everyone at 0 who played, in the order they joined.
    assert_eq!(line(&arena, 5).performance, None);
    assert_eq!((line(&arena, 5).rank, line(&arena, 6).rank), (5, 6));
    // The podium: the top three who played.
    let podium: Vec<i64> = arena.podium().iter().map(|s| s.player.0).collect();
    assert_eq!(podium, [3, 1, 2]);
    let lone = super::arena(&[(1, 1500), (2, 1500), (3, 1500)]);
    assert!(lone.podium().is_empty());
}

#[test]
fn a_line_shows_the_games_the_fire_and_the_wins() {
    let mut arena = arena(&[(1, 1500), (2, 1500), (3, 1500)]);
    let berserk = Event::Finish(Game {
        white_berserk: true,
        ..game(1, 3, Ending::Won(Color::White), 30)
    });
    apply(
        &mut arena,
        &[white_wins(1, 2, 40), berserk, white_wins(2, 1, 40)],
    );
    let one = line(&arena, 1);
    assert_eq!(
        one.sheet.iter().map(|g| g.points).collect::<Vec<_>>(),
        [2, 3, 0]
    );
    assert_eq!(
        (one.score, one.games, one.wins, one.on_fire),
        (5, 3, 2, false)
    );
    apply(&mut arena, &[white_wins(1, 3, 40), white_wins(1, 2, 40)]);
    assert!(line(&arena, 1).on_fire);
}

#[test]
fn standings_are_the_same_replayed_from_the_games_alone() {
    let joins = [(1, 1500), (2, 1600), (3, 1700), (4, 1800)].map(|(n, rating)| Event::Join {
        player: p(n),
        rating,
    });
    let mut all = joins.to_vec();
    all.extend([
        Event::Start {
            white: p(1),
            black: p(2),
        },
        Event::Pause { player: p(3) },
        white_wins(1, 2, 40),
        Event::Resume { player: p(3) },
        draw(3, 4, 70),
        white_wins(2, 3, 14),
        Event::Withdraw { player: p(4) },
        draw(1, 3, 80),
    ]);
    let full = Arena::replay(all.iter().copied()).unwrap();
    let games_only = Arena::replay(
        all.iter()
            .copied()
            .filter(|e| matches!(e, Event::Join { .. } | Event::Finish(_))),
    )
    .unwrap();
    let scores = |a: &Arena| -> Vec<(PlayerId, u32, Vec<GameScore>)> {
        a.standings()
            .into_iter()
            .map(|s| (s.player, s.score, s.sheet))
            .collect()
    };
    assert_eq!(scores(&full), scores(&games_only));
    let mut stepwise = Arena::new();
    apply(&mut stepwise, &all);
    assert_eq!(stepwise.standings(), full.standings());
}
