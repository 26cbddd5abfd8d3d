//! The site's own arenas (docs/tournaments.md "The site's arenas"): each line of the operator's
//! schedule (`Config::arena_schedule`) makes the arena under way and the next one, stored once
//! per schedule and start (`arenas.schedule`, `starts_at` unique) however many nodes make it
//! at the same moment. They are made by the site's player (`site`), never joined by it, and
//! directed and paired as any other arena.

use yote_rules::Rules;

use crate::error::Error;
use crate::model::secret;
use crate::store::arenas::NewArena;

use super::arenas::Arenas;

/// The player the site's arenas are made by (migrations sqlite 0020, postgres 0024).
pub const SITE_PLAYER: &str = "site";

/// Makes the site's arenas due now that are not made yet: how many this call made.
pub async fn make_due(arenas: &Arenas) -> Result<usize, Error> {
    let now = arenas.now();
    let mut made = 0;
    for schedule in &arenas.config.arena_schedule {
        let rules: Rules = match schedule.rules.parse() {
            Ok(rules) => rules,
            Err(e) => {
                tracing::error!(schedule = %schedule, error = %e, "a scheduled arena's rules");
                continue;
            }
        };
        for starts_at in schedule.due(now) {
            let arena = NewArena {
                id: secret::game_id(),
                name: schedule.name.clone(),
                rules: rules.to_rules_string(),
                initial_s: i64::from(schedule.initial_s),
                increment_s: i64::from(schedule.increment_s),
                rated: schedule.rated,
                starts_at,
                ends_at: starts_at + i64::from(schedule.minutes) * 60_000,
                created_by: SITE_PLAYER.to_owned(),
                created_at: now,
                entry_code: None,
                schedule: Some(schedule.key()),
            };
            if arenas.store.create_arena(&arena).await? {
                tracing::info!(arena = %arena.id, name = %arena.name, starts_at, "the site's arena made");
                made += 1;
            }
        }
    }
    Ok(made)
}
