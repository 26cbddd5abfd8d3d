//! Whom the arena pairs: by rank, no rematch when avoidable, the lowest waiting, colours.

use super::*;

/// A free player for `pair`: their last game against `last` with `color` (if any), and their
/// Whites and Blacks so far.
fn candidate(n: i64, last: Option<(i64, Color)>, whites: u32, blacks: u32) -> Candidate {
    Candidate {
        player: p(n),
        last_opponent: last.map(|(o, _)| p(o)),
        last_color: last.map(|(_, c)| c),
        whites,
        blacks,
    }
}

fn fresh(n: i64) -> Candidate {
    candidate(n, None, 0, 0)
}

fn numbers(games: &[Pairing]) -> Vec<(i64, i64)> {
    games.iter().map(|g| (g.white.0, g.black.0)).collect()
}

#[test]
fn at_the_start_players_are_paired_by_rating_neighbours() {
    let arena = arena(&[
        (1, 1500),
        (2, 1800),
        (3, 1700),
        (4, 1600),
        (5, 1900),
        (6, 1400),
    ]);
    assert_eq!(arena.free(), [p(5), p(2), p(3), p(4), p(1), p(6)]);
    // The best of each pair has White, Black, White: the colours alternate down the ranking.
    assert_eq!(pairs(&arena), [(5, 2), (4, 3), (1, 6)]);
}

#[test]
fn later_players_are_paired_by_score_then_rating() {
    let mut arena = arena(&[(1, 1500), (2, 1800), (3, 1700), (4, 1600)]);
    apply(&mut arena, &[white_wins(1, 2, 40), white_wins(4, 3, 40)]);
    // 1 (2 points, 1500) and 4 (2, 1600) above 2 (0, 1800) and 3 (0, 1700).
    assert_eq!(arena.free(), [p(4), p(1), p(2), p(3)]);
    let games = pairs(&arena);
    assert_eq!(games.len(), 2);
    assert!(games.contains(&(4, 1)) || games.contains(&(1, 4)));
    assert!(games.contains(&(2, 3)) || games.contains(&(3, 2)));
}

#[test]
fn with_an_odd_number_the_lowest_ranked_waits() {
    let arena = arena(&[(1, 1500), (2, 1800), (3, 1700)]);
    let games = pairs(&arena);
    assert_eq!(games.len(), 1);
    assert!(games[0] == (2, 3) || games[0] == (3, 2));
    assert!(pair(&[fresh(7)]).is_empty());
    assert!(pair(&[]).is_empty());
}

#[test]
fn two_who_just_played_are_not_paired_again_when_another_pairing_exists() {
    // 1 and 2 are the best but just played: each takes the next.
    let ranked = [
        candidate(1, Some((2, Color::White)), 1, 0),
        candidate(2, Some((1, Color::Black)), 0, 1),
        fresh(3),
        fresh(4),
    ];
    let games = numbers(&pair(&ranked));
    assert_eq!(games.len(), 2);
    assert!(games.iter().all(|&(w, b)| w + b != 3), "{games:?}");
    // Lower down: 3 and 4 just played, 1 and 2 did not.
    let ranked = [
        fresh(1),
        fresh(2),
        candidate(3, Some((4, Color::White)), 1, 0),
        candidate(4, Some((3, Color::Black)), 0, 1),
    ];
    let games = numbers(&pair(&ranked));
    assert!(games.iter().all(|&(w, b)| w + b != 7), "{games:?}");
    // Only the last games count: 1 and 3 met before, then 1 played 5 and 3 played 4.
    let ranked = [
        candidate(1, Some((5, Color::White)), 1, 1),
        candidate(3, Some((4, Color::White)), 1, 1),
        fresh(6),
        fresh(7),
    ];
    assert_eq!(numbers(&pair(&ranked)), [(1, 3), (7, 6)]);
}

#[test]
fn two_who_just_played_are_paired_again_when_nothing_else_is_possible() {
    let ranked = [
        candidate(1, Some((2, Color::White)), 1, 0),
        candidate(2, Some((1, Color::Black)), 0, 1),
    ];
    assert_eq!(numbers(&pair(&ranked)), [(2, 1)]);
    // 4 just played everyone else: one rematch, and only one.
    let ranked = [
        candidate(1, Some((4, Color::White)), 1, 0),
        candidate(2, Some((4, Color::White)), 1, 0),
        candidate(3, Some((4, Color::White)), 1, 0),
        candidate(4, Some((3, Color::Black)), 0, 3),
    ];
    let games = numbers(&pair(&ranked));
    assert_eq!(games.len(), 2);
    assert_eq!(games.iter().filter(|&&(w, b)| w == 4 || b == 4).count(), 1);
}

#[test]
fn a_player_who_just_played_nearly_everyone_keeps_the_one_partner_left() {
    // 40 free players; the last just played each of the others but the first (who waited
    // while the others each lost to them). The first must be kept for them.
    let mut ranked: Vec<Candidate> = (1..40)
        .map(|n| {
            if n == 1 {
                fresh(n)
            } else {
                candidate(n, Some((40, Color::White)), 1, 0)
            }
        })
        .collect();
    ranked.push(candidate(40, Some((39, Color::Black)), 0, 38));
    let games = numbers(&pair(&ranked));
    assert_eq!(games.len(), 20);
    // 40 had Black 38 times: White.
    assert!(games.contains(&(40, 1)), "{games:?}");
}

#[test]
fn white_goes_to_who_had_it_less_then_to_who_had_black_last() {
    // Fewer Whites than Blacks wins White, whatever the rank.
    let ranked = [candidate(1, None, 3, 1), candidate(2, None, 1, 1)];
    assert_eq!(numbers(&pair(&ranked)), [(2, 1)]);
    let ranked = [candidate(1, None, 1, 2), candidate(2, None, 1, 1)];
    assert_eq!(numbers(&pair(&ranked)), [(1, 2)]);
    // Even: who had Black last gets White.
    let ranked = [
        candidate(1, Some((5, Color::White)), 1, 1),
        candidate(2, Some((6, Color::Black)), 1, 1),
    ];
    assert_eq!(numbers(&pair(&ranked)), [(2, 1)]);
    let ranked = [candidate(1, Some((5, Color::Black)), 1, 1), fresh(2)];
    assert_eq!(numbers(&pair(&ranked)), [(1, 2)]);
    let ranked = [fresh(1), candidate(2, Some((5, Color::White)), 1, 1)];
    assert_eq!(numbers(&pair(&ranked)), [(1, 2)]);
    // All even: the better player has White in the first pair, Black in the second.
    let ranked = [fresh(1), fresh(2), fresh(3), fresh(4), fresh(5), fresh(6)];
    assert_eq!(numbers(&pair(&ranked)), [(1, 2), (4, 3), (5, 6)]);
}

#[test]
fn the_arena_counts_each_player_s_colours() {
    let mut arena = arena(&[(1, 1500), (2, 1500), (3, 1500), (4, 1500)]);
    // 1 had White twice, 3 Black twice.
    apply(
        &mut arena,
        &[
            draw(1, 2, 70),
            white_wins(1, 4, 70),
            draw(2, 3, 70),
            draw(4, 3, 70),
        ],
    );
    // Whatever the pairing, 3 has White and 1 has Black.
    for (white, black) in pairs(&arena) {
        assert_ne!(white, 1);
        assert_ne!(black, 3);
    }
}
