//! A wave's games, decided from its seeks, and a lobby game's table: pure, the store keeps them.

use yote_rules::Rules;

use crate::model::rating::{Glicko, START};
use crate::model::secret;
use crate::model::{Live, Opponent, Player, Setup, Table, Takebacks, TimeControl};
use crate::store::lobby::{NewLobbyGame, SeekRow, WavePlan};

use super::{pairing, tiles};

/// A wave's games from its seeks (each a table with two human seats and no invite: the lobby
/// gives each player their seat).
pub(super) fn plan_wave(seeks: &[SeekRow], now: i64) -> WavePlan {
    let seekers: Vec<pairing::Seeker> = seeks
        .iter()
        .map(|s| pairing::Seeker {
            player: s.player.clone(),
            tile: s.tile.clone(),
            rating: s.rating,
            since: s.since,
            blocks: s.blocks.clone(),
        })
        .collect();
    let plan = pairing::plan(&seekers, rand::random::<bool>);
    // Rated games between players of one address, this wave's counted as they are made.
    let mut same: std::collections::HashMap<&str, i64> = seeks
        .iter()
        .map(|s| (s.address.as_str(), s.same_address_rated))
        .collect();
    let mut out = WavePlan {
        waited: plan
            .waiting
            .iter()
            .map(|&i| seeks[i].player.clone())
            .collect(),
        games: Vec::new(),
    };
    for (w, b) in plan.pairs {
        let Some(tile) = tiles::tile(&seeks[w].tile) else {
            continue;
        };
        let rules: Rules = tiles::RULES.parse().expect("the tiles' rules parse");
        let glicko = |s: &SeekRow| Glicko {
            rating: s.rating,
            deviation: s.deviation,
            volatility: START.volatility,
        };
        let players = [
            (seeks[w].player.clone(), glicko(&seeks[w])),
            (seeks[b].player.clone(), glicko(&seeks[b])),
        ];
        let mut game = new_game(players, tile.key, rules, tile.clock, now);
        let (a, b) = (seeks[w].address.as_str(), seeks[b].address.as_str());
        if a == b {
            let so_far = same.entry(a).or_default();
            game.set_rated(pairing::rated(a, b, *so_far));
            game.same_address = Some(a.to_owned());
            *so_far += i64::from(game.rated);
        }
        out.games.push(game);
    }
    out
}

/// A lobby game between `players` (White first, each with their rating as it begins): a table
/// with both seats taken and no invite (each player takes their seat from the lobby). An
/// arena's games are made the same way (`crate::tournament::director`).
pub fn new_game(
    players: [(String, Glicko); 2],
    tile: &str,
    rules: Rules,
    clock: TimeControl,
    now: i64,
) -> NewLobbyGame {
    let table = Table {
        id: secret::game_id(),
        rules,
        opponent: Opponent::Friend,
        secrets: [Some(secret::seat_secret()), Some(secret::seat_secret())],
        invite: None,
        rematch_of: None,
        created_at: now.div_euclid(1000),
    };
    // Strangers' games: takebacks only when the game is unrated.
    let setup = Setup {
        clock: Some(clock),
        takebacks: Takebacks::Unrated,
        rated: true,
        ..Setup::default()
    };
    let (_, created) = Live::create(table.clone(), [Player::Human; 2], setup);
    let [(white, white_rating), (black, black_rating)] = players;
    NewLobbyGame {
        table,
        created,
        players: [white, black],
        tile: tile.to_owned(),
        rules: rules.to_rules_string(),
        rated: true,
        same_address: None,
        ratings: [white_rating, black_rating],
    }
}
