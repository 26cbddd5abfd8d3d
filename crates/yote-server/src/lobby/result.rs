//! What a lobby game's end counts for, pure: whether it is rated, with White's score, and the
//! side that left it (docs/reliability.md "Leaving lobby games"). One rule for every way a game
//! ends, as lichess's: before both sides have acted, an abort, a resignation, a flag or an
//! abandonment is never rated and is leaving the game for the side that ended it, so that
//! resigning at once is no free abort.

use yote_rules::Color;

use crate::model::Live;

/// A finished lobby game's result as the lobby applies it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Counted {
    /// White's score (1, 0.5 or 0) when the result is rated; `None` when it counts for nothing.
    pub white_score: Option<f64>,
    /// The side that left the game (aborted, abandoned, or ended it before both sides acted).
    pub left: Option<Color>,
}

/// What `live`'s end counts for; `None` while it is not over.
pub fn counted(live: &Live) -> Option<Counted> {
    let ending = live.ending?;
    if !live.both_have_acted() {
        // The side the ending names (an abort, an abandonment), else the loser (a resignation,
        // a flag). A draw agreed at once names nobody: both chose it.
        let left = ending.left.or(ending.winner.map(|w| !w));
        return Some(Counted {
            white_score: None,
            left,
        });
    }
    let white_score = ending.reason.map(|_| match ending.winner {
        Some(Color::White) => 1.0,
        Some(Color::Black) => 0.0,
        None => 0.5,
    });
    Some(Counted {
        white_score,
        left: ending.left,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Ending;
    use crate::model::testing::{game, play};
    use yote_rules::{EndReason, Outcome};

    fn ended(plies: &[&str], ending: Ending) -> Option<Counted> {
        let mut live = game(None);
        play(&mut live, plies, None);
        live.ending = Some(ending);
        counted(&live)
    }

    #[test]
    fn every_end_before_both_sides_acted_is_unrated_and_leaving() {
        let resigned = |side: Color| Ending::from(Outcome::win(!side, EndReason::Resignation));
        let flagged = |side: Color| Ending::from(Outcome::win(!side, EndReason::Time));
        for plies in [&[][..], &["@a1"][..]] {
            for side in Color::ALL {
                for ending in [
                    Ending::aborted_by(side),
                    resigned(side),
                    flagged(side),
                    Ending::from(Outcome::win(!side, EndReason::Abandoned)).left_by(side),
                    Ending::from(Outcome::draw(EndReason::Abandoned)).left_by(side),
                ] {
                    assert_eq!(
                        ended(plies, ending),
                        Some(Counted {
                            white_score: None,
                            left: Some(side)
                        }),
                        "{plies:?} {ending:?}"
                    );
                }
            }
            let agreed = Ending::from(Outcome::draw(EndReason::Agreement));
            assert_eq!(
                ended(plies, agreed),
                Some(Counted {
                    white_score: None,
                    left: None
                })
            );
        }
    }

    #[test]
    fn once_both_sides_acted_a_result_counts_and_only_an_abandonment_is_leaving() {
        let plies = ["@a1", "@f5"];
        let resigned = Ending::from(Outcome::win(Color::White, EndReason::Resignation));
        assert_eq!(
            ended(&plies, resigned),
            Some(Counted {
                white_score: Some(1.0),
                left: None
            })
        );
        let flagged = Ending::from(Outcome::win(Color::Black, EndReason::Time));
        assert_eq!(ended(&plies, flagged).unwrap().white_score, Some(0.0));
        let drawn = Ending::from(Outcome::draw(EndReason::Agreement));
        assert_eq!(ended(&plies, drawn).unwrap().white_score, Some(0.5));
        let abandoned =
            Ending::from(Outcome::win(Color::White, EndReason::Abandoned)).left_by(Color::Black);
        assert_eq!(
            ended(&plies, abandoned),
            Some(Counted {
                white_score: Some(1.0),
                left: Some(Color::Black)
            })
        );
        assert_eq!(counted(&game(None)), None, "not over");
    }
}
