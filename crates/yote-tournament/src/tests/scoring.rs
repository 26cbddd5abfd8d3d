//! One game's points: wins, draws and losses, streaks, berserk, early and repeated draws.

use super::*;

use Outcome::{Draw, Loss, Win};

/// A long game: no rule about short games applies.
const LONG: u32 = 80;

/// Player 1's sheet after `results` (each an outcome, the plies, whether player 1 went berserk),
/// all with White against player 2.
fn sheet(results: &[(Outcome, u32, bool)]) -> Vec<GameScore> {
    let mut past = Vec::new();
    for &(outcome, plies, berserk) in results {
        let ending = match outcome {
            Win => Ending::Won(Color::White),
            Draw => Ending::Draw,
            Loss => Ending::Won(Color::Black),
        };
        let game = Game {
            white_berserk: berserk,
            ..game(1, 2, ending, plies)
        };
        past.push(score_game(&past, &game, Color::White));
    }
    past
}

fn points(results: &[(Outcome, u32, bool)]) -> Vec<u32> {
    sheet(results).iter().map(|g| g.points).collect()
}

fn plain(outcomes: &[Outcome]) -> Vec<(Outcome, u32, bool)> {
    outcomes.iter().map(|&o| (o, LONG, false)).collect()
}

#[test]
fn a_win_is_worth_two_a_draw_one_a_loss_nothing() {
    assert_eq!(points(&plain(&[Win, Draw, Loss, Draw])), [2, 1, 0, 1]);
    let s = sheet(&plain(&[Win]));
    assert_eq!(s[0].opponent, p(2));
    assert_eq!(s[0].color, Color::White);
    assert!(!s[0].doubled && s[0].void.is_none() && !s[0].no_start);
}

#[test]
fn two_wins_in_a_row_set_a_player_on_fire_and_the_next_wins_count_double() {
    let s = sheet(&plain(&[Win, Win, Win, Win]));
    assert_eq!(s.iter().map(|g| g.points).collect::<Vec<_>>(), [2, 2, 4, 4]);
    assert_eq!(
        s.iter().map(|g| g.doubled).collect::<Vec<_>>(),
        [false, false, true, true]
    );
    assert!(!on_fire(&s[..1]));
    assert!(on_fire(&s[..2]));
    assert!(on_fire(&s));
}

#[test]
fn a_draw_on_fire_counts_double_and_ends_the_streak() {
    let s = sheet(&plain(&[Win, Win, Draw, Win, Win, Win]));
    assert_eq!(
        s.iter().map(|g| g.points).collect::<Vec<_>>(),
        [2, 2, 2, 2, 2, 4]
    );
    assert!(s[2].doubled);
    assert!(!on_fire(&s[..3]));
}

#[test]
fn a_loss_ends_the_streak() {
    let s = sheet(&plain(&[Win, Win, Win, Loss, Win, Win, Win]));
    assert_eq!(
        s.iter().map(|g| g.points).collect::<Vec<_>>(),
        [2, 2, 4, 0, 2, 2, 4]
    );
    assert!(!s[3].doubled);
    assert!(!on_fire(&s[..4]));
    // Wins apart do not make a streak.
    assert_eq!(
        points(&plain(&[Win, Loss, Win, Draw, Win])),
        [2, 0, 2, 1, 2]
    );
}

#[test]
fn a_berserk_win_of_fourteen_plies_or_more_earns_one_more_point() {
    let long = sheet(&[(Win, 14, true)]);
    assert_eq!(long[0].points, 3);
    assert!(long[0].berserk && long[0].berserk_bonus);
    let short = sheet(&[(Win, 13, true)]);
    assert_eq!(short[0].points, 2);
    assert!(short[0].berserk && !short[0].berserk_bonus);
    let calm = sheet(&[(Win, 40, false)]);
    assert_eq!(calm[0].points, 2);
    assert!(!calm[0].berserk && !calm[0].berserk_bonus);
    // On fire: the win is doubled, the bonus is not.
    let s = sheet(&[(Win, LONG, false), (Win, LONG, false), (Win, LONG, true)]);
    assert_eq!(s[2].points, 5);
    assert!(s[2].doubled && s[2].berserk_bonus);
}

#[test]
fn a_berserk_loss_or_draw_earns_no_bonus() {
    let s = sheet(&[(Loss, LONG, true), (Draw, LONG, true)]);
    assert_eq!(s.iter().map(|g| g.points).collect::<Vec<_>>(), [0, 1]);
    assert!(s.iter().all(|g| g.berserk && !g.berserk_bonus));
    // The berserk opponent of a winner gets nothing either.
    let game = Game {
        black_berserk: true,
        ..game(1, 2, Ending::Won(Color::White), LONG)
    };
    let black = score_game(&[], &game, Color::Black);
    assert_eq!(
        (black.outcome, black.points, black.berserk_bonus),
        (Loss, 0, false)
    );
}

#[test]
fn a_draw_under_twenty_plies_gives_nobody_a_point() {
    let s = sheet(&[(Draw, 19, false)]);
    assert_eq!((s[0].points, s[0].void), (0, Some(Void::EarlyDraw)));
    assert_eq!(points(&[(Draw, 20, false)]), [1]);
    // Black's side of it too.
    let black = score_game(&[], &game(1, 2, Ending::Draw, 19), Color::Black);
    assert_eq!((black.points, black.void), (0, Some(Void::EarlyDraw)));
    // On fire it is still nothing, and it ends the streak.
    let s = sheet(&[
        (Win, LONG, false),
        (Win, LONG, false),
        (Draw, 10, false),
        (Win, LONG, false),
    ]);
    assert_eq!(s.iter().map(|g| g.points).collect::<Vec<_>>(), [2, 2, 0, 2]);
    assert!(!s[2].doubled);
}

#[test]
fn only_the_first_of_two_draws_in_a_row_counts_unless_the_second_is_long() {
    let s = sheet(&[(Draw, 30, false), (Draw, 30, false), (Draw, 59, false)]);
    assert_eq!(s.iter().map(|g| g.points).collect::<Vec<_>>(), [1, 0, 0]);
    assert_eq!(s[1].void, Some(Void::DrawStreak));
    // Sixty plies or more: it counts.
    assert_eq!(points(&[(Draw, 30, false), (Draw, 60, false)]), [1, 1]);
    // A loss between does not break the run; a win does.
    assert_eq!(
        points(&[(Draw, 30, false), (Loss, 30, false), (Draw, 30, false)]),
        [1, 0, 0]
    );
    assert_eq!(
        points(&[(Draw, 30, false), (Win, 30, false), (Draw, 30, false)]),
        [1, 2, 1]
    );
    // An early draw is a draw of the run.
    let s = sheet(&[(Draw, 10, false), (Draw, 30, false)]);
    assert_eq!(s[1].void, Some(Void::DrawStreak));
}

#[test]
fn a_game_never_started_is_a_loss_for_its_absentee_and_a_win_for_the_other() {
    let game = game(1, 2, Ending::NoStart(Color::Black), 1);
    let white = score_game(&[], &game, Color::White);
    let black = score_game(&[], &game, Color::Black);
    assert_eq!(
        (white.outcome, white.points, white.no_start),
        (Win, 2, false)
    );
    assert_eq!(
        (black.outcome, black.points, black.no_start),
        (Loss, 0, true)
    );
}

#[test]
fn berserk_needs_a_base_time_of_a_minute() {
    assert!(berserk_allowed(60, 0));
    assert!(berserk_allowed(180, 2));
    assert!(berserk_allowed(600, 5));
    assert!(!berserk_allowed(59, 5));
    assert!(!berserk_allowed(30, 0));
    assert!(!berserk_allowed(1, 180));
    assert_eq!(berserk_time_ms(180), 90_000);
    assert_eq!(berserk_time_ms(75), 37_500);
}
