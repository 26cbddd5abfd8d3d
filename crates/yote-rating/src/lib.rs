//! Glicko-2 ratings (Glickman, "Example of the Glicko-2 system", 2013) for the site: the
//! players' ratings in rated games (the server) and the puzzle rating each device keeps (the
//! page, through the engine module, `crates/yote-wasm`). One implementation for both: the
//! `skillratings` crate's Glicko-2, with the site's choices around it.
//!
//! As lichess rates, each rated game is a rating period of one game for each player, and a
//! player's deviation grows back with the days spent without a rated game. Pure arithmetic.
//!
//! ```
//! use yote_rating::{Glicko, START};
//! // The worked example of Glickman's paper: 1500 ± 200 beats 1400 ± 30, loses to 1550 ± 100
//! // and to 1700 ± 300 in one period.
//! let player = Glicko { rating: 1500.0, deviation: 200.0, volatility: 0.06 };
//! let opponent = |rating, deviation| Glicko { rating, deviation, ..START };
//! let after = player.after_with(
//!     &[(opponent(1400.0, 30.0), 1.0), (opponent(1550.0, 100.0), 0.0), (opponent(1700.0, 300.0), 0.0)],
//!     0.5,
//! );
//! assert!((after.rating - 1464.06).abs() < 0.01);
//! assert!((after.deviation - 151.52).abs() < 0.01);
//! ```

#[cfg(test)]
mod tests;

use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2_rating_period};

/// The scale between Glicko's ratings and Glicko-2's internal ones.
const SCALE: f64 = 173.7178;
/// The system constant τ: how much the volatility may move. Glickman suggests 0.3 to 1.2; 0.75
/// is lichess's choice, for its games and its puzzles alike.
pub const TAU: f64 = 0.75;
/// The convergence threshold of the volatility's iteration (the paper's).
const EPSILON: f64 = 0.000_001;
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
/// improves (lichess's floor, for games and puzzles).
pub const MIN_DEVIATION: f64 = 45.0;
/// A puzzle's deviation as the solver's opponent: its rating is an estimate from the miner, as
/// sure as a player's after a few dozen games.
pub const PUZZLE_DEVIATION: f64 = 75.0;

/// A rating.
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

    /// The rating after one period of `games` (each an opponent and this player's score: 1, ½
    /// or 0), its deviation kept between [`MIN_DEVIATION`] and a new player's; a period with no
    /// game ages the rating by a day.
    pub fn after(self, games: &[(Glicko, f64)]) -> Glicko {
        let next = self.after_with(games, TAU);
        Glicko {
            deviation: next.deviation.clamp(MIN_DEVIATION, START.deviation),
            ..next
        }
    }

    /// Glicko-2's period with the system constant `tau`, as the paper computes it.
    pub fn after_with(self, games: &[(Glicko, f64)], tau: f64) -> Glicko {
        if games.is_empty() {
            return self.aged(1.0);
        }
        let results: Vec<(Glicko2Rating, Outcomes)> = games
            .iter()
            .map(|(opponent, score)| (opponent.into(), outcome(*score)))
            .collect();
        let config = Glicko2Config {
            tau,
            convergence_tolerance: EPSILON,
        };
        glicko2_rating_period(&self.into(), &results, &config).into()
    }

    /// The solver's puzzle rating after one puzzle rated `puzzle`, `solved` or not.
    pub fn after_puzzle(self, puzzle: f64, solved: bool) -> Glicko {
        let opponent = Glicko {
            rating: puzzle,
            deviation: PUZZLE_DEVIATION,
            volatility: START.volatility,
        };
        self.after(&[(opponent, if solved { 1.0 } else { 0.0 })])
    }

    /// Whether every figure is one a rating can have (finite, a deviation and a volatility
    /// above zero): what a page kept or a row read must be before it is rated.
    pub fn is_sound(&self) -> bool {
        self.rating.is_finite()
            && self.deviation.is_finite()
            && self.volatility.is_finite()
            && self.deviation > 0.0
            && self.volatility > 0.0
    }
}

/// A score as the crate's outcome: above ½ a win, below a loss, else a draw.
fn outcome(score: f64) -> Outcomes {
    if score > 0.5 {
        Outcomes::WIN
    } else if score < 0.5 {
        Outcomes::LOSS
    } else {
        Outcomes::DRAW
    }
}

impl From<&Glicko> for Glicko2Rating {
    fn from(g: &Glicko) -> Glicko2Rating {
        Glicko2Rating {
            rating: g.rating,
            deviation: g.deviation,
            volatility: g.volatility,
        }
    }
}

impl From<Glicko> for Glicko2Rating {
    fn from(g: Glicko) -> Glicko2Rating {
        (&g).into()
    }
}

impl From<Glicko2Rating> for Glicko {
    fn from(g: Glicko2Rating) -> Glicko {
        Glicko {
            rating: g.rating,
            deviation: g.deviation,
            volatility: g.volatility,
        }
    }
}

/// A rated game between two players: both ratings after it, `white_score` being White's.
pub fn rate_game(white: Glicko, black: Glicko, white_score: f64) -> (Glicko, Glicko) {
    (
        white.after(&[(black, white_score)]),
        black.after(&[(white, 1.0 - white_score)]),
    )
}
