//! Ratings in the site's games: Glicko-2 from `yote_rating` (one implementation, shared with the
//! puzzle rating of the page through the engine module), and the computer as a rated opponent.

pub use yote_rating::{Glicko, START, rate_game};

/// Rated games a day between two players of one address: a family or a class behind one
/// address plays a few rated games together; a player who plays themselves from two browsers
/// to move a rating gets no more than this out of it (docs/reliability.md "Ratings and one
/// address"). Past it, such games are played unrated. The store counts them where it writes
/// the game (store/mod.rs "Caps").
pub const SAME_ADDRESS_RATED_A_DAY: i64 = 3;

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

/// A rating's change as the pages show it: the difference of the two ratings shown, so that
/// the rating shown plus the change shown is the new rating shown (1500.4 + 7.3 is 1508, +8,
/// not +7).
pub fn shown_change(rating: f64, change: f64) -> i64 {
    ((rating + change).round() - rating.round()) as i64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_change_shown_adds_up_to_the_new_rating_shown() {
        assert_eq!(shown_change(1500.4, 7.3), 8);
        assert_eq!(shown_change(1500.6, -7.3), -8);
        for (r, c) in [(1499.5_f64, 0.2), (1623.49, 11.02), (1200.0, -0.4)] {
            assert_eq!(
                r.round() as i64 + shown_change(r, c),
                (r + c).round() as i64
            );
        }
    }

    #[test]
    fn the_computer_s_levels_are_fixed_ratings_as_sure_as_a_settled_player_s() {
        let ratings: Vec<f64> = yote_ai::Level::ALL
            .iter()
            .map(|l| computer(*l).rating)
            .collect();
        assert!(ratings.windows(2).all(|w| w[0] < w[1]), "{ratings:?}");
        assert!(
            yote_ai::Level::ALL
                .iter()
                .all(|l| !computer(*l).provisional())
        );
        let id = computer_player(yote_ai::Level::Hard);
        assert_eq!(computer_level(&id), Some(yote_ai::Level::Hard));
        assert_eq!(computer_level("someone"), None);
    }
}
