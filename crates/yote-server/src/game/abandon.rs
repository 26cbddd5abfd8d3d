//! Abandonment as pure rules (docs/reliability.md): who has left a game in play, since when,
//! and when the player who stayed may claim it.

use yote_rules::Color;

use crate::config::Config;
use crate::model::{Live, Opponent, Player, TimeControl};
use crate::protocol::AbandonedView;
use crate::store::base::NodePresence;

/// How long a player may be gone before the opponent may claim the game; `None` where nobody
/// can claim: a correspondence game (its clock decides), a game against the computer or on one
/// device. A real-time game waits a tenth of the time per side plus 15 s, between 20 s and
/// 3 minutes.
pub fn claim_after_ms(live: &Live, config: &Config) -> Option<i64> {
    if live.players != [Player::Human, Player::Human] || live.table.opponent == Opponent::Local {
        return None;
    }
    match live.control {
        None => Some(config.abandon_after.as_millis() as i64),
        Some(TimeControl::RealTime { initial_s, .. }) => {
            Some((i64::from(initial_s) * 100 + 15_000).clamp(20_000, 180_000))
        }
        Some(TimeControl::Correspondence { .. }) => None,
    }
}

/// A side that has left while the other is here.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Abandoned {
    pub side: Color,
    /// Since when it counts (server ms).
    pub since: i64,
    /// When the other side may claim the game.
    pub claimable_at: i64,
}

impl Abandoned {
    /// As states show it.
    pub fn view(&self, now: i64) -> AbandonedView {
        AbandonedView {
            side: self.side.into(),
            since_ms: self.since,
            claimable_at_ms: self.claimable_at,
            claimable: now >= self.claimable_at,
        }
    }
}

/// Since when each side has had no connection, while the game is played.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Absence {
    gone_since: [Option<i64>; 2],
    /// The claim moment already told to everyone (so that it is told once).
    told: Option<i64>,
}

impl Absence {
    /// A game just loaded: nobody is connected yet, since `now`.
    pub fn loaded(now: i64) -> Absence {
        Absence {
            gone_since: [Some(now); 2],
            told: None,
        }
    }

    /// Who is connected now (on any node).
    pub fn update(&mut self, connected: [bool; 2], now: i64) {
        for c in Color::ALL {
            let slot = &mut self.gone_since[c.index()];
            match (connected[c.index()], *slot) {
                (true, _) => *slot = None,
                (false, None) => *slot = Some(now),
                (false, Some(_)) => {}
            }
        }
    }

    /// Corrects who is gone, and since when, by what the other nodes stored of their
    /// connections (`nodes`, read at the moment of a claim): a seat connected through another
    /// node is here, and one seen there later than this node knew counts as gone only since.
    /// A node's counts not told again within `expires` ms (it died) held its seats until then.
    pub fn confirm(&mut self, nodes: &[NodePresence], now: i64, expires: i64) {
        for c in Color::ALL {
            let i = c.index();
            let fresh = |n: &&NodePresence| now < n.told_at + expires;
            if nodes.iter().filter(fresh).any(|n| n.counts[i] > 0) {
                self.gone_since[i] = None;
                continue;
            }
            let seen = nodes.iter().filter_map(|n| {
                if n.counts[i] > 0 {
                    Some(n.told_at + expires)
                } else {
                    n.seen[i]
                }
            });
            if let (Some(gone), Some(last)) = (self.gone_since[i], seen.max()) {
                self.gone_since[i] = Some(gone.max(last));
            }
        }
    }

    /// The side that has left a game in play while the other is here. Counted from the later
    /// of the leaving and the start of the turn (a seat just taken, or the last action): the
    /// one who stayed is never told of an absence older than the game.
    pub fn abandoned(&self, live: &Live, turn_since: i64, config: &Config) -> Option<Abandoned> {
        let after = claim_after_ms(live, config)?;
        if !live.is_playing() {
            return None;
        }
        let present = |c: Color| self.gone_since[c.index()].is_none();
        Color::ALL.into_iter().find_map(|c| {
            let since = self.gone_since[c.index()]?.max(turn_since);
            present(!c).then_some(Abandoned {
                side: c,
                since,
                claimable_at: since + after,
            })
        })
    }

    /// When the task must wake to tell the player who stayed that the game can be claimed.
    pub fn wake_at(&self, live: &Live, turn_since: i64, config: &Config) -> Option<i64> {
        let at = self.abandoned(live, turn_since, config)?.claimable_at;
        (self.told != Some(at)).then_some(at)
    }

    /// Whether the claim has just become possible and must be told (once).
    pub fn tell_now(&mut self, live: &Live, turn_since: i64, now: i64, config: &Config) -> bool {
        match self.abandoned(live, turn_since, config) {
            Some(a) if now >= a.claimable_at && self.told != Some(a.claimable_at) => {
                self.told = Some(a.claimable_at);
                true
            }
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::testing::{game, local_game, play};

    const NOW: i64 = 5_000_000;

    #[test]
    fn who_may_claim_and_after_how_long() {
        let config = Config::default();
        assert_eq!(claim_after_ms(&game(None), &config), Some(300_000));
        let blitz = |initial_s| {
            claim_after_ms(
                &game(Some(TimeControl::RealTime {
                    initial_s,
                    increment_s: 0,
                })),
                &config,
            )
        };
        assert_eq!(blitz(180), Some(33_000));
        assert_eq!(blitz(30), Some(20_000));
        assert_eq!(blitz(3 * 3600), Some(180_000));
        let days = game(Some(TimeControl::Correspondence { days: 3 }));
        assert_eq!(claim_after_ms(&days, &config), None);
        assert_eq!(claim_after_ms(&local_game(), &config), None);
    }

    #[test]
    fn a_side_gone_while_the_other_stays_may_be_claimed_once_the_wait_is_over() {
        let config = Config::default();
        let live = game(None);
        let mut absence = Absence::loaded(NOW);
        // Nobody here: nobody to claim.
        assert_eq!(absence.abandoned(&live, NOW, &config), None);
        absence.update([true, true], NOW + 1_000);
        assert_eq!(absence.abandoned(&live, NOW, &config), None);
        // Black leaves.
        absence.update([true, false], NOW + 2_000);
        let a = absence.abandoned(&live, NOW, &config).unwrap();
        assert_eq!(a.side, Color::Black);
        assert_eq!(a.since, NOW + 2_000);
        assert_eq!(a.claimable_at, NOW + 302_000);
        assert!(!a.view(NOW + 301_999).claimable);
        assert!(a.view(NOW + 302_000).claimable);
        assert_eq!(absence.wake_at(&live, NOW, &config), Some(NOW + 302_000));
        assert!(!absence.tell_now(&live, NOW, NOW + 301_999, &config));
        assert!(absence.tell_now(&live, NOW, NOW + 302_000, &config));
        assert!(
            !absence.tell_now(&live, NOW, NOW + 303_000, &config),
            "told once"
        );
        assert_eq!(absence.wake_at(&live, NOW, &config), None);
        // A later turn start moves the count.
        let later = absence.abandoned(&live, NOW + 10_000, &config).unwrap();
        assert_eq!(later.since, NOW + 10_000);
        // Black comes back: nothing to claim; leaving again counts afresh.
        absence.update([true, true], NOW + 400_000);
        assert_eq!(absence.abandoned(&live, NOW, &config), None);
        absence.update([true, false], NOW + 500_000);
        assert_eq!(
            absence.abandoned(&live, NOW, &config).unwrap().since,
            NOW + 500_000
        );
        // Both gone: nobody is here to claim.
        absence.update([false, false], NOW + 600_000);
        assert_eq!(absence.abandoned(&live, NOW, &config), None);
    }

    #[test]
    fn what_other_nodes_stored_corrects_who_is_gone_and_since_when() {
        let config = Config::default();
        let live = game(None);
        let mut absence = Absence::loaded(NOW);
        absence.update([true, false], NOW);
        let node = |counts: [u32; 3], told_at: i64, black_seen: Option<i64>| NodePresence {
            node: 7,
            counts,
            told_at,
            seen: [None, black_seen],
        };
        // Black connected through another node: nothing to claim.
        let mut here = absence;
        here.confirm(
            &[node([0, 1, 0], NOW + 1_000, Some(NOW + 1_000))],
            NOW + 2_000,
            150_000,
        );
        assert_eq!(here.abandoned(&live, NOW, &config), None);
        // Black left the other node later than this node knew: gone since then.
        let mut later = absence;
        later.confirm(
            &[node([0, 0, 3], NOW + 9_000, Some(NOW + 8_000))],
            NOW + 10_000,
            150_000,
        );
        assert_eq!(
            later.abandoned(&live, NOW, &config).unwrap().since,
            NOW + 8_000
        );
        // A node not heard for the expiry held Black until then.
        let mut dead = absence;
        dead.confirm(&[node([0, 1, 0], NOW, Some(NOW))], NOW + 200_000, 150_000);
        assert_eq!(
            dead.abandoned(&live, NOW, &config).unwrap().since,
            NOW + 150_000
        );
        // Older news changes nothing.
        let mut old = absence;
        old.confirm(
            &[node([0, 0, 0], NOW - 5_000, Some(NOW - 6_000))],
            NOW + 1_000,
            150_000,
        );
        assert_eq!(old.abandoned(&live, NOW, &config).unwrap().since, NOW);
    }

    #[test]
    fn a_finished_game_cannot_be_abandoned() {
        let config = Config::default();
        let mut live = game(None);
        play(&mut live, &["@a1"], None);
        live.ending = Some(crate::model::Ending::ABORTED);
        let mut absence = Absence::loaded(NOW);
        absence.update([true, false], NOW);
        assert_eq!(absence.abandoned(&live, NOW, &config), None);
    }
}
