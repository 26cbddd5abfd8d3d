//! Glicko-2 ratings (Glickman, "Example of the Glicko-2 system", 2013), one game at a time as
//! lichess rates: each rated game is a rating period of one game for each player, and a
//! player's deviation grows back with the days spent without a rated game. Pure arithmetic.

/// The scale between Glicko's ratings and Glicko-2's internal ones.
const SCALE: f64 = 173.7178;
/// The system constant τ: how much the volatility may move. Glickman suggests 0.3 to 1.2; 0.75
/// is lichess's choice for fast games with upsets.
const TAU: f64 = 0.75;
/// A new player: 1500, the widest deviation, the usual volatility.
pub const START: Glicko = Glicko {
    rating: 1500.0,
    deviation: 350.0,
    volatility: 0.06,
};
/// A deviation above this marks a provisional rating (shown with a "?"): about a dozen games
/// against settled players bring a new player under it (lichess's threshold).
pub const PROVISIONAL_ABOVE: f64 = 110.0;
/// The deviation never falls below this, so that a rating can still follow a player who
/// improves (lichess's floor).
const MIN_DEVIATION: f64 = 45.0;
/// The convergence threshold of the volatility's iteration.
const EPSILON: f64 = 0.000_001;

/// The computer's deviation as a rated opponent: its strength does not drift, so its rating is
/// as sure as a settled player's.
const COMPUTER_DEVIATION: f64 = 60.0;

/// The computer at `level` as the opponent of a rated game (docs/site.md "Rated by
/// agreement"): a fixed rating, the middle of the band of players the lobby offers that level
/// to (`lobby::pairing::level_for`), never changed by a game.
pub fn computer(level: yote_ai::Level) -> Glicko {
    use yote_ai::Level;
    let rating = match level {
        Level::Beginner => 1150.0,
        Level::Easy => 1350.0,
        Level::Medium => 1550.0,
        Level::Hard => 1750.0,
        Level::Master => 1950.0,
    };
    Glicko {
        rating,
        deviation: COMPUTER_DEVIATION,
        volatility: START.volatility,
    }
}

/// The player id of the computer at `level` in rated games (a row of `players` the store makes).
pub fn computer_player(level: yote_ai::Level) -> String {
    format!("computer-{}", level.name())
}

/// The computer's level, if `player` is the computer's player id.
pub fn computer_level(player: &str) -> Option<yote_ai::Level> {
    player.strip_prefix("computer-")?.parse().ok()
}

/// A player's rating for one rule set.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Glicko {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl Glicko {
    /// Whether the rating is still provisional.
    pub fn provisional(&self) -> bool {
        self.deviation > PROVISIONAL_ABOVE
    }

    /// The rating after `days` without a rated game: the deviation grows back as Glicko-2's
    /// step 6 does for each empty period (a day), never past a new player's.
    pub fn aged(self, days: f64) -> Glicko {
        if days <= 0.0 {
            return self;
        }
        let phi = self.deviation / SCALE;
        let grown = (phi * phi + self.volatility * self.volatility * days).sqrt() * SCALE;
        Glicko {
            deviation: grown.min(START.deviation),
            ..self
        }
    }

    /// The rating after a period against `games`: (the opponent's rating, the score: 1 a win,
    /// 0.5 a draw, 0 a loss).
    pub fn after(self, games: &[(Glicko, f64)]) -> Glicko {
        self.after_with(games, TAU)
    }

    /// [`Glicko::after`] with the system constant `tau`.
    fn after_with(self, games: &[(Glicko, f64)], tau: f64) -> Glicko {
        let mu = (self.rating - 1500.0) / SCALE;
        let phi = self.deviation / SCALE;
        if games.is_empty() {
            return self.aged(1.0);
        }
        let g =
            |phi_j: f64| 1.0 / (1.0 + 3.0 * phi_j * phi_j / std::f64::consts::PI.powi(2)).sqrt();
        let mut v_inverse = 0.0;
        let mut sum = 0.0;
        for (opponent, score) in games {
            let mu_j = (opponent.rating - 1500.0) / SCALE;
            let g_j = g(opponent.deviation / SCALE);
            let expected = 1.0 / (1.0 + (-g_j * (mu - mu_j)).exp());
            v_inverse += g_j * g_j * expected * (1.0 - expected);
            sum += g_j * (score - expected);
        }
        let v = 1.0 / v_inverse;
        let delta = v * sum;
        let sigma = volatility(phi, v, delta, self.volatility, tau);
        let phi_star = (phi * phi + sigma * sigma).sqrt();
        let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu_new = mu + phi_new * phi_new * sum;
        Glicko {
            rating: mu_new * SCALE + 1500.0,
            deviation: (phi_new * SCALE).clamp(MIN_DEVIATION, START.deviation),
            volatility: sigma,
        }
    }
}

/// Glicko-2's step 5: the new volatility, by the Illinois algorithm.
fn volatility(phi: f64, v: f64, delta: f64, sigma: f64, tau: f64) -> f64 {
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        let d = phi * phi + v + ex;
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (tau * tau)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * tau) < 0.0 {
            k += 1.0;
        }
        a - k * tau
    };
    let (mut f_a, mut f_b) = (f(big_a), f(big_b));
    for _ in 0..100 {
        if (big_b - big_a).abs() <= EPSILON {
            break;
        }
        let big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        let f_c = f(big_c);
        if f_c * f_b <= 0.0 {
            big_a = big_b;
            f_a = f_b;
        } else {
            f_a /= 2.0;
        }
        big_b = big_c;
        f_b = f_c;
    }
    (big_a / 2.0).exp()
}

/// The two players' ratings after one game between them; `white_score` is White's (1, 0.5, 0).
pub fn rate_game(white: Glicko, black: Glicko, white_score: f64) -> (Glicko, Glicko) {
    (
        white.after(&[(black, white_score)]),
        black.after(&[(white, 1.0 - white_score)]),
    )
}

#[cfg(test)]
mod tests {
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
}
