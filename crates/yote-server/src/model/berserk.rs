//! Berserk (docs/tournaments.md "Berserk"): in an arena game whose clock allows it, a player
//! may halve their own clock before their first action, and plays without the increment, for
//! one more point on a win.

use yote_rules::Color;

use super::live::{Live, ReplayError};
use super::time::TimeControl;

/// Why a player may not go berserk now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoBerserk {
    /// The game is not an arena game, or its clock is too short for it.
    NotAllowed,
    /// The player has made their first action.
    Moved,
    /// The player has gone berserk already.
    Already,
}

impl NoBerserk {
    /// The refusal's `reason` (docs/protocol.md "Error codes").
    pub fn reason(self) -> &'static str {
        match self {
            NoBerserk::NotAllowed => "not-allowed",
            NoBerserk::Moved => "moved",
            NoBerserk::Already => "already",
        }
    }
}

impl Live {
    /// Whether `side` may go berserk now: the game lets its players, it is being played or
    /// waits for its first actions, and `side` has neither acted nor gone berserk.
    pub fn may_berserk(&self, side: Color) -> Result<(), NoBerserk> {
        if !self.berserkable || !matches!(self.control, Some(TimeControl::RealTime { .. })) {
            return Err(NoBerserk::NotAllowed);
        }
        if self.berserk[side.index()] {
            return Err(NoBerserk::Already);
        }
        if self.has_moved(side) {
            return Err(NoBerserk::Moved);
        }
        Ok(())
    }

    /// Whether `side`'s clock gets the increment after its actions: not once it went berserk.
    pub fn gets_increment(&self, side: Color) -> bool {
        !self.berserk[side.index()]
    }

    /// `side` goes berserk: its clock is half the base time from now on.
    pub(super) fn go_berserk(&mut self, side: Color) -> Result<(), ReplayError> {
        if let Err(why) = self.may_berserk(side) {
            return Err(ReplayError(format!("berserk refused: {}", why.reason())));
        }
        let Some(TimeControl::RealTime { initial_s, .. }) = self.control else {
            unreachable!("may_berserk checked the clock");
        };
        self.berserk[side.index()] = true;
        self.remaining[side.index()] = yote_tournament::berserk_time_ms(initial_s) as i64;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::testing::{act, table};
    use crate::model::{Event, Opponent, Player, Setup};

    fn arena_game(berserkable: bool) -> Live {
        let setup = Setup {
            clock: Some(TimeControl::RealTime {
                initial_s: 180,
                increment_s: 2,
            }),
            berserkable,
            ..Setup::default()
        };
        Live::create(table(Opponent::Friend), [Player::Human; 2], setup).0
    }

    fn berserk(live: &mut Live, side: Color) -> Result<(), ReplayError> {
        live.apply(Event::Berserk { side: side.into() })
    }

    #[test]
    fn berserk_halves_the_clock_and_takes_the_increment_away() {
        let mut live = arena_game(true);
        assert_eq!(live.may_berserk(Color::Black), Ok(()));
        berserk(&mut live, Color::Black).unwrap();
        assert_eq!(live.remaining, [180_000, 90_000]);
        assert!(live.gets_increment(Color::White) && !live.gets_increment(Color::Black));
        assert_eq!(live.may_berserk(Color::Black), Err(NoBerserk::Already));
        assert!(berserk(&mut live, Color::Black).is_err(), "once only");
        // The stored event replays to the same clock.
        let json = serde_json::to_string(&Event::Berserk {
            side: Color::Black.into(),
        })
        .unwrap();
        assert_eq!(json, r#"{"kind":"berserk","side":"black"}"#);
    }

    #[test]
    fn berserk_only_before_ones_first_action_and_where_allowed() {
        let mut live = arena_game(true);
        act(&mut live, "@a1", Some([180_000, 180_000]), None);
        assert_eq!(live.may_berserk(Color::White), Err(NoBerserk::Moved));
        assert_eq!(live.may_berserk(Color::Black), Ok(()));
        let calm = arena_game(false);
        assert_eq!(calm.may_berserk(Color::White), Err(NoBerserk::NotAllowed));
        let mut untimed = arena_game(true);
        untimed.control = None;
        assert_eq!(
            untimed.may_berserk(Color::White),
            Err(NoBerserk::NotAllowed)
        );
    }
}
