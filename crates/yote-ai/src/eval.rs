//! The static evaluation: how good a position is for the side to move, in hundredths of a piece.

use yote_rules::{Placement, Position, Rules};

use crate::tune;
use yote_rules::bitboard::{neighbours, step_count, victims};

/// The weights of one evaluation. [`EvalParams::FULL`] is the engine's; the others serve the
/// weaker levels and the baseline engine.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EvalParams {
    pub piece: i32,
    pub hand: i32,
    pub threat_one: i32,
    pub threat_many: i32,
    pub attack: i32,
    pub mobility: i32,
    pub tempo: i32,
    pub finish: i32,
    /// The side ahead, with its hand empty, scores this for each step of closeness between the
    /// other side's pieces and its own (up to [`tune::PROGRESS_RANGE`] steps away): a lead is
    /// converted by contact, where every exchange of captures favours the side with more pieces.
    pub progress: i32,
    /// In the last this-many plies before the no-capture draw, the score fades towards the draw
    /// (0: it never fades).
    pub fade_plies: i32,
}

impl EvalParams {
    /// Everything the engine knows.
    pub const FULL: EvalParams = EvalParams {
        piece: tune::PIECE,
        hand: tune::HAND,
        threat_one: tune::THREAT_ONE,
        threat_many: tune::THREAT_MANY,
        attack: tune::ATTACK,
        mobility: tune::MOBILITY,
        tempo: tune::TEMPO,
        finish: tune::FINISH,
        progress: tune::PROGRESS,
        fade_plies: tune::FADE_PLIES,
    };

    /// Counts pieces and nothing else (the `minimax4` baseline).
    pub const MATERIAL: EvalParams = EvalParams {
        piece: tune::PIECE,
        hand: 0,
        threat_one: 0,
        threat_many: 0,
        attack: 0,
        mobility: 0,
        tempo: 0,
        finish: 0,
        progress: 0,
        fade_plies: 0,
    };

    /// A player who counts pieces but does not look at what is exposed (the beginner).
    pub const CARELESS: EvalParams = EvalParams {
        threat_one: 0,
        threat_many: 0,
        attack: 0,
        ..EvalParams::FULL
    };
}

/// The score of `position` for the side to move. The position must not be over.
#[inline]
pub fn evaluate(rules: &Rules, position: &Position, p: &EvalParams) -> i32 {
    let o = rules.options();
    let mask = rules.board_mask();
    let us_c = position.side_to_move();
    let them_c = !us_c;
    let us = position.board(us_c);
    let them = position.board(them_c);
    let empty = mask & !(us | them);
    let count_us = position.count(us_c) as i32;
    let count_them = position.count(them_c) as i32;
    let hand_us = i32::from(position.hand(us_c));
    let hand_them = i32::from(position.hand(them_c));

    let mut score = (count_us - count_them) * p.piece + (hand_us - hand_them) * p.hand + p.tempo;

    if p.threat_one != 0 || p.threat_many != 0 || p.attack != 0 {
        score -= match victims(them, us, empty, mask).count_ones() {
            0 => 0,
            1 => p.threat_one,
            _ => p.threat_many,
        };
        if victims(us, them, empty, mask) != 0 {
            score += p.attack;
        }
    }
    if p.mobility != 0 {
        let hand_first = o.placement == Placement::HandFirst;
        let steps_us = if hand_first && hand_us > 0 {
            0
        } else {
            step_count(us, empty, mask) as i32
        };
        let steps_them = if hand_first && hand_them > 0 {
            0
        } else {
            step_count(them, empty, mask) as i32
        };
        score += (steps_us - steps_them) * p.mobility;
    }
    if p.finish != 0 {
        let win_at = i32::from(o.win_at);
        let near = |count: i32| (tune::FINISH_RANGE - (count - win_at)).max(0);
        score += (near(count_them) - near(count_us)) * p.finish;
    }
    if p.progress != 0 {
        let lead = (count_us + hand_us) - (count_them + hand_them);
        if lead > 0 && hand_us == 0 {
            score += p.progress * closeness(us, them, mask);
        } else if lead < 0 && hand_them == 0 {
            score -= p.progress * closeness(them, us, mask);
        }
    }
    if p.fade_plies > 0
        && let Some(limit) = o.no_capture_draw
    {
        let left = i32::from(limit) - i32::from(position.plies_since_capture());
        if left < p.fade_plies {
            score = score * left.max(0) / p.fade_plies;
        }
    }
    score
}

/// For each piece of `hunted`, how many steps closer than [`tune::PROGRESS_RANGE`] + 1 it is to
/// the nearest piece of `hunters` (a piece next to one scores the range, one out of range 0).
#[inline]
fn closeness(hunters: u64, hunted: u64, mask: u64) -> i32 {
    let mut reach = hunters;
    let mut total = 0;
    for _ in 0..tune::PROGRESS_RANGE {
        reach |= neighbours(reach, mask);
        total += (reach & hunted).count_ones() as i32;
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn material_and_symmetry() {
        let rules = Rules::standard();
        let start = Position::new(&rules);
        assert_eq!(evaluate(&rules, &start, &EvalParams::MATERIAL), 0);
        let up = Position::parse("6/6/6/6/W5 b 11 9 0", &rules).unwrap();
        assert_eq!(evaluate(&rules, &up, &EvalParams::MATERIAL), -300);
        assert!(evaluate(&rules, &up, &EvalParams::FULL) < -200);
        let up_w = Position::parse("6/6/6/6/W5 w 11 9 0", &rules).unwrap();
        assert!(evaluate(&rules, &up_w, &EvalParams::FULL) > 200);
    }

    #[test]
    fn an_exposed_piece_costs() {
        let rules = Rules::standard();
        // White to move; Black's b1 can jump White's c1 (d1 empty).
        let exposed = Position::parse("6/6/6/6/1BW3 w 11 11 0", &rules).unwrap();
        let safe = Position::parse("6/6/6/6/1B2W1 w 11 11 0", &rules).unwrap();
        let e = |p| evaluate(&rules, p, &EvalParams::FULL);
        assert!(e(&exposed) < e(&safe));
    }

    #[test]
    fn the_side_ahead_scores_its_closeness_to_the_other() {
        let rules = Rules::standard();
        // White is a piece ahead with its hand empty: near Black's piece it scores more than
        // far from it, and Black (to move, behind) scores the same difference the other way.
        let near = Position::parse("6/6/6/6/W1W1B1 w 0 0 0", &rules).unwrap();
        let far = Position::parse("6/6/6/6/WW3B w 0 0 0", &rules).unwrap();
        let e = |p| evaluate(&rules, p, &EvalParams::FULL);
        let flat = |p| {
            let params = EvalParams {
                progress: 0,
                ..EvalParams::FULL
            };
            evaluate(&rules, p, &params)
        };
        let gain = (e(&near) - flat(&near)) - (e(&far) - flat(&far));
        assert!(gain > 0, "{gain}");
        assert_eq!(
            closeness(0b101, 0b10000, rules.board_mask()),
            tune::PROGRESS_RANGE - 1
        );
        let near_b = Position::parse("6/6/6/6/W1W1B1 b 0 0 0", &rules).unwrap();
        let far_b = Position::parse("6/6/6/6/WW3B b 0 0 0", &rules).unwrap();
        let loss = (e(&near_b) - flat(&near_b)) - (e(&far_b) - flat(&far_b));
        assert_eq!(loss, -gain);
        // Level material: no term.
        let level = Position::parse("6/6/6/6/W3B1 w 0 0 0", &rules).unwrap();
        assert_eq!(e(&level), flat(&level));
    }
}
