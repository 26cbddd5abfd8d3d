//! What the game's task counts for the operator's metrics (`/metrics`, docs/deploy.md).

use crate::model::Event;

/// Counts stored actions and ended games.
pub(super) fn stored(events: &[Event]) {
    for e in events {
        match e {
            Event::Action { .. } => metrics::counter!("yote_actions_total").increment(1),
            Event::GameOver { outcome } => {
                let reason = outcome.reason_name();
                metrics::counter!("yote_games_ended_total", "reason" => reason).increment(1);
            }
            _ => {}
        }
    }
}
