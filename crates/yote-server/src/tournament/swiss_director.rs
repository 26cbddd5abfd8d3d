//! The Swiss directors' loop (docs/tournaments.md "Swiss on the site"): every node runs it;
//! each second it takes or keeps the lease of each tournament with work to do and, for those
//! it directs, sets the result of each board whose game ended, makes the games of a round
//! just paired (lobby games of the tournament's rules, clock and rating), notes when a round
//! is complete, pairs the next one when the rounds start by themselves, and marks the
//! tournament finished after its last result. A node that stops is replaced as an arena's
//! director is (`director::LEASE_MS`).

use std::collections::HashSet;
use std::sync::Arc;

use yote_rules::Rules;
use yote_tournament::{Color, Ending};

use crate::error::Error;
use crate::game::Registry;
use crate::model::{Live, TimeControl};
use crate::store::lobby::NewLobbyGame;
use crate::store::swiss_play::SwissGameOver;

use super::director::{LEASE_MS, TICK, rated_sides, wake};
use super::replay::arena_ending;
use super::swiss::{SwissState, SwissTables};
use super::swiss_rows::round_complete;

/// The tile of every Swiss game in `lobby_games`.
pub const SWISS_TILE: &str = crate::store::lobby::SWISS;

/// Starts the loop on this node; it ends when the last handle on the tournaments goes.
pub fn spawn(tables: &Arc<SwissTables>, games: &Arc<Registry>) {
    let (tables, games) = (Arc::downgrade(tables), Arc::downgrade(games));
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(TICK);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        // The tournaments this node directed at its last look.
        let mut directing: HashSet<String> = HashSet::new();
        loop {
            tick.tick().await;
            let (Some(tables), Some(games)) = (tables.upgrade(), games.upgrade()) else {
                return;
            };
            if let Err(e) = look(&tables, &games, &mut directing).await {
                tracing::warn!(error = %e, "the Swiss director failed; the next look retries");
            }
        }
    });
}

/// One look at every tournament with work to do.
async fn look(
    tables: &SwissTables,
    games: &Registry,
    directing: &mut HashSet<String>,
) -> Result<(), Error> {
    let under_way = tables.store.swiss_under_way().await?;
    directing.retain(|id| under_way.contains(id));
    for id in under_way {
        let now = tables.now();
        if !tables
            .store
            .take_swiss_lease(&id, tables.node, now, now + LEASE_MS)
            .await?
        {
            directing.remove(&id);
            continue;
        }
        let taken = directing.insert(id.clone());
        if let Err(e) = direct(tables, games, &id, taken).await {
            tracing::warn!(swiss = %id, error = %e, "cannot direct a Swiss tournament now");
        }
    }
    Ok(())
}

/// Directs tournament `id` for one look; `taken`: this node has just taken its lease.
async fn direct(
    tables: &SwissTables,
    games: &Registry,
    id: &str,
    taken: bool,
) -> Result<(), Error> {
    let store = &tables.store;
    let mut state = tables.read(id).await?;
    let mut counted = false;
    for over in store.swiss_games_over(id).await? {
        counted |= count_end(tables, &state, &over).await?;
    }
    if counted {
        state = tables.read(id).await?;
    }
    let round = state.row.round;
    if !state.row.swiss.on_boards {
        let open = state
            .boards
            .iter()
            .filter(|b| b.round == round && b.black.is_some() && b.result.is_none());
        if taken {
            // The games of a director that stopped: loaded here so that their clocks run.
            for game in open.clone().filter_map(|b| b.game.as_deref()) {
                wake(games, game).await;
            }
        }
        let to_make: Vec<_> = open.filter(|b| b.game.is_none()).cloned().collect();
        if !to_make.is_empty() {
            make_games(tables, games, &state, &to_make).await?;
            return Ok(());
        }
    }
    if !round_complete(&state.row, &state.boards) {
        return Ok(());
    }
    let now = tables.now();
    let active = state
        .players
        .iter()
        .filter(|p| p.withdrawn_after.is_none())
        .count();
    if state.over() || active < 2 {
        if store.finish_swiss(id).await? {
            tracing::info!(swiss = %id, "Swiss tournament finished");
        }
        return Ok(());
    }
    let Some(gap_s) = state.row.swiss.round_gap_s else {
        return Ok(());
    };
    match state.row.round_done_at {
        None => {
            store.swiss_round_done(id, round, now).await?;
        }
        Some(done) if now >= done + gap_s * 1000 => match tables.next_round(&state).await {
            Ok(paired) => {
                tracing::info!(swiss = %id, round = paired, "Swiss round started by itself");
            }
            // Everyone has met everyone they may meet: the tournament ends here, as a
            // director would end it.
            Err(Error::BadRequest {
                code: "swiss-no-pairing",
                ..
            }) => {
                if store.finish_swiss(id).await? {
                    tracing::info!(swiss = %id, "Swiss tournament finished: no round left to pair");
                }
            }
            Err(e) => return Err(e),
        },
        Some(_) => {}
    }
    Ok(())
}

/// Sets the result of the board `over` from its game's end: whether it was set now.
async fn count_end(
    tables: &SwissTables,
    state: &SwissState,
    over: &SwissGameOver,
) -> Result<bool, Error> {
    let Some((table, events)) = tables.store.load_game(&over.game).await? else {
        return Ok(false);
    };
    let ending = match Live::replay(table, &events) {
        Ok(live) => match arena_ending(&live) {
            Some(counted) => counted.ending,
            None => return Ok(false),
        },
        Err(e) => {
            // Counted as a draw rather than hold the round open; the director may correct it.
            tracing::error!(game = %over.game, error = %e.0, "a Swiss game does not replay");
            Ending::Draw
        }
    };
    let Some(board) = state
        .boards
        .iter()
        .find(|b| b.round == over.round && b.board == over.board)
    else {
        return Ok(false);
    };
    let (result, absent) = swiss_result(ending, board.white, board.black);
    let id = &state.row.swiss.id;
    let set = tables
        .store
        .end_swiss_game(id, over, result, absent)
        .await?;
    if set {
        tracing::info!(swiss = %id, round = over.round, board = over.board, result, "Swiss game counted");
    }
    Ok(set)
}

/// A board's result from its game's end, and the number of a player who never started their
/// game (withdrawn from the rounds after, as a player who defaults without notice is).
pub fn swiss_result(ending: Ending, white: i64, black: Option<i64>) -> (&'static str, Option<i64>) {
    match ending {
        Ending::Won(Color::White) => ("1-0", None),
        Ending::Won(Color::Black) => ("0-1", None),
        Ending::Draw => ("1/2", None),
        Ending::NoStart(Color::White) => ("-+", Some(white)),
        Ending::NoStart(Color::Black) => ("+-", black),
    }
}

/// Makes and stores the games of the boards `boards` of the last round paired.
async fn make_games(
    tables: &SwissTables,
    games: &Registry,
    state: &SwissState,
    boards: &[crate::store::swiss::SwissBoardRow],
) -> Result<(), Error> {
    let swiss = &state.row.swiss;
    let rules: Rules = swiss
        .rules
        .parse()
        .map_err(|e| Error::Internal(format!("swiss {}: rules: {e}", swiss.id)))?;
    let clock = swiss.clock.ok_or_else(|| {
        Error::Internal(format!("swiss {}: on the site without a clock", swiss.id))
    })?;
    let clock = TimeControl::RealTime {
        initial_s: clock.initial_s as u32,
        increment_s: clock.increment_s as u32,
    };
    let now = tables.now();
    let player = |n: i64| {
        state
            .players
            .iter()
            .find(|p| p.number == n)
            .and_then(|p| p.player.clone())
    };
    let mut made: Vec<(i64, NewLobbyGame)> = Vec::with_capacity(boards.len());
    for board in boards {
        let (Some(white), Some(black)) = (player(board.white), board.black.and_then(player)) else {
            // A name the director typed has no phone to play on: never paired on the site,
            // as joining by name is refused there.
            tracing::warn!(swiss = %swiss.id, board = board.board, "a Swiss board without two players of the site");
            continue;
        };
        let sides = rated_sides(&*tables.store, [&white, &black], &swiss.rules, now).await?;
        let mut game = crate::lobby::new_game(sides, SWISS_TILE, rules, clock, now);
        game.set_rated(swiss.rated);
        made.push((board.board, game));
    }
    if made.is_empty() {
        return Ok(());
    }
    if tables
        .store
        .start_swiss_games(&swiss.id, tables.node, now, state.row.round, &made)
        .await?
    {
        metrics::counter!("yote_swiss_games_total").increment(made.len() as u64);
        tracing::info!(swiss = %swiss.id, round = state.row.round, games = made.len(), "Swiss games made");
        for (_, game) in &made {
            wake(games, &game.table.id).await;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_that_was_never_started_is_lost_by_forfeit_by_the_absent_player() {
        assert_eq!(
            swiss_result(Ending::Won(Color::White), 1, Some(2)),
            ("1-0", None)
        );
        assert_eq!(
            swiss_result(Ending::Won(Color::Black), 1, Some(2)),
            ("0-1", None)
        );
        assert_eq!(swiss_result(Ending::Draw, 1, Some(2)), ("1/2", None));
        assert_eq!(
            swiss_result(Ending::NoStart(Color::White), 1, Some(2)),
            ("-+", Some(1))
        );
        assert_eq!(
            swiss_result(Ending::NoStart(Color::Black), 1, Some(2)),
            ("+-", Some(2))
        );
    }
}
