use super::*;

fn close(a: f64, b: f64, within: f64) -> bool {
    (a - b).abs() <= within
}

#[test]
fn glickmans_worked_example_is_reproduced() {
    // The paper's example, with its τ = 0.5.
    let player = Glicko {
        rating: 1500.0,
        deviation: 200.0,
        volatility: 0.06,
    };
    let opponents = [
        (
            Glicko {
                rating: 1400.0,
                deviation: 30.0,
                volatility: 0.06,
            },
            1.0,
        ),
        (
            Glicko {
                rating: 1550.0,
                deviation: 100.0,
                volatility: 0.06,
            },
            0.0,
        ),
        (
            Glicko {
                rating: 1700.0,
                deviation: 300.0,
                volatility: 0.06,
            },
            0.0,
        ),
    ];
    let after = player.after_with(&opponents, 0.5);
    assert!(close(after.rating, 1464.06, 0.05), "{after:?}");
    assert!(close(after.deviation, 151.52, 0.05), "{after:?}");
    assert!(close(after.volatility, 0.05999, 0.0001), "{after:?}");
}

#[test]
fn a_win_raises_the_winner_and_lowers_the_loser_by_as_much_between_equals() {
    let (w, b) = rate_game(START, START, 1.0);
    assert!(w.rating > 1500.0 && b.rating < 1500.0);
    assert!(close(w.rating - 1500.0, 1500.0 - b.rating, 0.001));
    assert!(w.deviation < START.deviation && w.provisional());
    let (w, b) = rate_game(START, START, 0.5);
    assert!(close(w.rating, 1500.0, 0.001) && close(b.rating, 1500.0, 0.001));
}

#[test]
fn a_dozen_games_settle_a_new_rating_and_idle_days_unsettle_it() {
    let settled = Glicko {
        rating: 1500.0,
        deviation: 60.0,
        volatility: 0.06,
    };
    let mut player = START;
    for i in 0..14 {
        player = player.after(&[(settled, if i % 2 == 0 { 1.0 } else { 0.0 })]);
    }
    assert!(!player.provisional(), "{player:?}");
    assert!(player.aged(365.0).deviation > player.deviation);
    assert!(player.aged(100_000.0).deviation <= START.deviation);
}

#[test]
fn a_puzzle_solved_raises_the_rating_one_failed_lowers_it_and_many_settle_it() {
    let up = START.after_puzzle(1500.0, true);
    let down = START.after_puzzle(1500.0, false);
    assert!(
        up.rating > 1500.0 && down.rating < 1500.0,
        "{up:?} {down:?}"
    );
    assert!(close(up.rating - 1500.0, 1500.0 - down.rating, 0.001));
    // A harder puzzle solved is worth more.
    assert!(START.after_puzzle(1800.0, true).rating > up.rating);
    // Many puzzles settle the rating, its deviation never under the floor.
    let mut player = START;
    for i in 0..500 {
        player = player.after_puzzle(1500.0, i % 2 == 0);
        assert!(player.deviation >= MIN_DEVIATION, "{player:?}");
    }
    assert!(!player.provisional(), "{player:?}");
}

#[test]
fn only_sound_figures_are_rated() {
    assert!(START.is_sound());
    let broken = |rating, deviation, volatility| Glicko {
        rating,
        deviation,
        volatility,
    };
    assert!(!broken(f64::NAN, 350.0, 0.06).is_sound());
    assert!(!broken(1500.0, f64::INFINITY, 0.06).is_sound());
    assert!(!broken(1500.0, 0.0, 0.06).is_sound());
    assert!(!broken(1500.0, 350.0, -1.0).is_sound());
}
