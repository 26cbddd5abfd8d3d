//! The rules' cases one by one, on small tournaments worked by hand (each also paired the
//! same by the reference program of `reference.rs`), and the examples the rules give of their
//! order of transpositions and exchanges.

use super::super::{NoPairing, pair_next_round, trf};
use super::{entrant, tournament};

fn paired(t: &super::super::Tournament) -> String {
    pair_next_round(t).unwrap().to_text()
}

#[test]
fn round_one_pairs_the_top_half_with_the_bottom_half_colours_alternating_from_the_drawn_one() {
    // S1 = 1 2 3, S2 = 4 5 6; player 1 has the drawn colour (white), 2 the other, 3 white.
    let t = tournament(5, (1..=6).map(|n| entrant(n, "")).collect());
    assert_eq!(paired(&t), "3\n1 4\n5 2\n3 6\n");
    let mut black = t.clone();
    black.initial_colour = Some(super::super::Colour::Black);
    assert_eq!(paired(&black), "3\n4 1\n2 5\n6 3\n");
}

#[test]
fn an_odd_number_gives_the_bye_to_the_lowest() {
    let t = tournament(5, (1..=5).map(|n| entrant(n, "")).collect());
    assert_eq!(paired(&t), "3\n1 3\n4 2\n5 0\n");
}

#[test]
fn round_two_pairs_within_scoregroups_and_alternates_colours() {
    // Round 1: 1-4 1-0, 5-2 0-1, 3-6 ½-½. The leaders meet, colours swapped; 3 and 6 have
    // met, so each floats to a player on 0: 4 (white due) takes white against 3, 6 against 5.
    let t = tournament(
        5,
        vec![
            entrant(1, "4w1"),
            entrant(2, "5b1"),
            entrant(3, "6w="),
            entrant(4, "1b0"),
            entrant(5, "2w0"),
            entrant(6, "3b="),
        ],
    );
    assert_eq!(paired(&t), "3\n2 1\n4 3\n6 5\n");
}

#[test]
fn two_players_of_one_mild_preference_the_higher_ranked_gets_it() {
    // Round 1: 1-3 1-0, 4-2 1-0: 1 and 4 lead, both had white and want black.
    let t = tournament(
        5,
        vec![
            entrant(1, "3w1"),
            entrant(2, "4b0"),
            entrant(3, "1b0"),
            entrant(4, "2w1"),
        ],
    );
    assert_eq!(paired(&t), "2\n4 1\n2 3\n");
}

#[test]
fn the_bye_never_goes_twice_nor_to_a_player_who_scored_a_win_without_playing() {
    // Round 1: 1-2 1-0, 3 the bye. Round 2: 3 may not have it again; 2 (lowest) does.
    let t = tournament(
        5,
        vec![entrant(1, "2w1"), entrant(2, "1b0"), entrant(3, "-U")],
    );
    assert_eq!(paired(&t), "2\n3 1\n2 0\n");
    // A forfeit win counts as a win without playing: 3 may not have it. Among the players on
    // 0, the 2025 rules give it to the one with the fewest unplayed games (C.9): 2, who
    // played, not 4 (forfeited) nor 5 (absent).
    let t = tournament(
        5,
        vec![
            entrant(1, "2w1"),
            entrant(2, "1b0"),
            entrant(3, "4w+"),
            entrant(4, "3b-"),
            entrant(5, "-Z"),
        ],
    );
    assert_eq!(paired(&t), "3\n3 1\n5 4\n2 0\n");
}

#[test]
fn a_player_absent_for_the_round_is_not_paired() {
    let t = tournament(
        5,
        vec![
            entrant(1, "2w1 -Z"),
            entrant(2, "1b0"),
            entrant(3, "4w="),
            entrant(4, "3b="),
        ],
    );
    // 1 is away; of the three left, 3 and 4 have met: 2 plays 3, 4 has the bye.
    assert_eq!(paired(&t), "2\n2 3\n4 0\n");
}

#[test]
fn no_two_players_meet_twice_and_a_round_nobody_can_pair_is_an_error() {
    // Two players who have met: no pairing.
    let t = tournament(3, vec![entrant(1, "2w1"), entrant(2, "1b0")]);
    assert_eq!(pair_next_round(&t), Err(NoPairing));
    // Four players: the leaders met, so each meets someone else.
    let t = tournament(
        3,
        vec![
            entrant(1, "2w1"),
            entrant(2, "1b0"),
            entrant(3, "4w1"),
            entrant(4, "3b0"),
        ],
    );
    let pairing = pair_next_round(&t).unwrap();
    assert!(
        pairing
            .boards
            .iter()
            .all(|b| (b.white, b.black) != (1, 2) && (b.white, b.black) != (2, 1))
    );
    assert!(
        pairing
            .boards
            .iter()
            .all(|b| (b.white, b.black) != (3, 4) && (b.white, b.black) != (4, 3))
    );
}

#[test]
fn an_absolute_colour_preference_is_kept() {
    // 1 had white twice: 1 must have black, whoever ranks higher.
    let t = tournament(
        5,
        vec![
            entrant(1, "5w1 4w1"),
            entrant(2, "6w1 3b1"),
            entrant(3, "4b1 2w0"),
            entrant(4, "3w0 1b0"),
            entrant(5, "1b0 6b1"),
            entrant(6, "2b0 5w0"),
        ],
    );
    let pairing = pair_next_round(&t).unwrap();
    let board = pairing
        .boards
        .iter()
        .find(|b| b.white == 1 || b.black == 1)
        .unwrap();
    assert_eq!(board.black, 1, "{pairing:?}");
}

#[test]
fn a_file_that_does_not_read_says_where() {
    let line = |round: &str| format!("{:<91}{round}\n", "001    1      A");
    let error = trf::parse(&format!("012 Test\n{}", line("   2 x 1"))).unwrap_err();
    assert_eq!(error.line, 2);
    assert!(error.message.contains("column 92"), "{error}");
    assert!(error.message.contains("not a colour"), "{error}");
    let error = trf::parse(&line("   7 w 1")).unwrap_err();
    assert!(error.message.contains("not in the file"), "{error}");
    let error = trf::parse("001   x1      A\n").unwrap_err();
    assert!(error.message.contains("pairing number"), "{error}");
}

#[test]
fn the_rules_example_of_transpositions_takes_the_first_legal_one_in_their_order() {
    // The rules' example of transpositions (S1 = 1 2 3 4, S2 = 5 6 7 8): S2 is tried as
    // 5-6-7-8, 5-6-8-7, 5-7-6-8, …, 6-5-7-8, 6-5-8-7, the numbers written with its digits in
    // ascending order. Round 1 was 1-5, 2-6, 3-7, 4-8, all drawn: every order beginning with
    // 5 pairs 1 with 5 again, 6-5-7-8 pairs 3 with 7 again, and 6-5-8-7 is the first legal
    // one. Every player's colour preference is kept by it (S1 had white, S2 black), so no
    // criterion prefers another: 1-6, 2-5, 3-8, 4-7, S2 with white.
    let t = tournament(
        5,
        (1..=8)
            .map(|n| {
                let (opponent, colour) = if n <= 4 { (n + 4, 'w') } else { (n - 4, 'b') };
                entrant(n, &format!("{opponent}{colour}="))
            })
            .collect(),
    );
    assert_eq!(paired(&t), "4\n6 1\n5 2\n8 3\n7 4\n");
}

#[test]
fn the_rules_example_of_exchanges_takes_the_smallest_difference_first() {
    // S1 = 1 2, S2 = 3 4, and 1 has met both 3 and 4 (every game drawn, so one scoregroup):
    // no transposition pairs 1, and the first exchange of the rules' order is the one of the
    // smallest difference, 2 with 3: S1 = 1 3, S2 = 2 4, paired 1-2 and 3-4. In each pair both
    // are due the same colour, and the higher-ranked one gets it: 1 white, 3 black.
    let t = tournament(
        5,
        vec![
            entrant(1, "3w= 4b="),
            entrant(2, "4w= 3b="),
            entrant(3, "1b= 2w="),
            entrant(4, "2b= 1w="),
        ],
    );
    assert_eq!(paired(&t), "2\n1 2\n4 3\n");
}
