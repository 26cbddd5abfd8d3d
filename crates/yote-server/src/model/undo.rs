//! A game taken back to an earlier ply (docs/protocol.md §3.5), and what a game allows.

use yote_rules::{Color, Game};

use super::live::{Live, ReplayError};
use super::time::ClockStamp;

impl Live {
    /// Whether this game allows takebacks: its table's choice, and whether it is rated.
    pub fn allows_takebacks(&self) -> bool {
        // Never in a rated game, whatever its table says: `always` included, so that a rated
        // table made with it (the server refuses it since) cannot undo its losing moves.
        !self.rated && !self.takebacks.is_never()
    }

    /// Abort is allowed until both sides have made an action.
    pub fn can_abort(&self) -> bool {
        self.ending.is_none() && !self.both_have_acted()
    }

    /// Both sides have made an action: before, however a game ends, it is left, not played
    /// (`lobby::result::counted`).
    pub fn both_have_acted(&self) -> bool {
        self.has_moved(Color::White) && self.has_moved(Color::Black)
    }

    /// The ply a takeback asked by `side` goes back to: its last action (the opponent's reply
    /// since, if any, goes with it). `None` when it has not played.
    pub fn takeback_to(&self, side: Color) -> Option<usize> {
        self.movers.iter().rposition(|&c| c == side)
    }

    /// This turn, never the same as an earlier one: the ply, and how many takebacks came
    /// before it (a ply comes again after a takeback, with another position perhaps).
    pub fn turn_key(&self) -> u64 {
        (u64::from(self.taken_back) << 32) | self.game.ply() as u64
    }

    /// Takes the actions from `to_ply` on back: the position, the sides and the stamps as
    /// they were, the clocks as `clock` says (as they stood when it was agreed).
    pub(super) fn take_back(
        &mut self,
        to_ply: usize,
        clock: Option<ClockStamp>,
    ) -> Result<(), ReplayError> {
        let ply = self.game.ply();
        if to_ply >= ply || self.ending.is_some() {
            return Err(ReplayError(format!(
                "takeback to ply {to_ply} at ply {ply}"
            )));
        }
        let mut game = Game::new(self.table.rules);
        for &action in &self.game.actions()[..to_ply] {
            game.play(action)
                .map_err(|e| ReplayError(format!("takeback: action {action}: {e}")))?;
        }
        self.game = game;
        self.movers.truncate(to_ply);
        self.stamps.truncate(to_ply);
        if let Some(c) = clock {
            self.remaining = [c.white_ms, c.black_ms];
            self.turn_at = c.at_ms.or(self.turn_at);
        }
        self.takeback_offer = None;
        self.draw_offer = None;
        self.taken_back += 1;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Event;
    use crate::model::Takebacks;
    use crate::model::testing::{game, play};

    #[test]
    fn a_takeback_restores_the_position_the_sides_and_the_stamps() {
        let mut live = game(None);
        play(&mut live, &["@a1", "@f5", "@b2"], None);
        let before = live.clone();
        play(&mut live, &["@e4"], None);
        let key = live.turn_key();
        live.apply(Event::TakenBack {
            to_ply: 3,
            clock: None,
        })
        .unwrap();
        assert_eq!(live.game.position(), before.game.position());
        assert_eq!(live.movers, before.movers);
        assert_eq!(live.game.actions(), before.game.actions());
        assert_eq!(live.taken_back, 1);
        // The same ply again is another turn.
        assert_ne!(live.turn_key(), before.turn_key());
        play(&mut live, &["@e4"], None);
        assert_ne!(live.turn_key(), key);
        assert!(
            live.apply(Event::TakenBack {
                to_ply: 4,
                clock: None
            })
            .is_err(),
            "nothing at or after the ply to take back"
        );
    }

    #[test]
    fn a_new_action_lapses_a_request_and_a_decline_counts_against_the_asker() {
        let mut live = game(None);
        play(&mut live, &["@a1"], None);
        live.apply(Event::TakebackOffered {
            side: Color::White.into(),
        })
        .unwrap();
        assert_eq!(live.takeback_offer, Some(Color::White));
        play(&mut live, &["@f5"], None);
        assert_eq!(live.takeback_offer, None);
        live.apply(Event::TakebackOffered {
            side: Color::Black.into(),
        })
        .unwrap();
        live.apply(Event::TakebackDeclined {
            side: Color::White.into(),
        })
        .unwrap();
        assert_eq!(
            (live.takeback_offer, live.takebacks_declined),
            (None, [0, 1])
        );
        assert_eq!(live.takeback_to(Color::Black), Some(1));
        assert_eq!(live.takeback_to(Color::White), Some(0));
    }

    #[test]
    fn the_tables_choice_and_the_rating_decide() {
        let mut live = game(None);
        for (takebacks, rated, allowed) in [
            (Takebacks::Never, false, false),
            (Takebacks::Unrated, false, true),
            (Takebacks::Unrated, true, false),
            (Takebacks::Always, false, true),
            // A rated game takes nothing back, whatever its table says.
            (Takebacks::Always, true, false),
            (Takebacks::Never, true, false),
        ] {
            live.takebacks = takebacks;
            live.rated = rated;
            assert_eq!(live.allows_takebacks(), allowed, "{takebacks:?} {rated}");
        }
    }
}
