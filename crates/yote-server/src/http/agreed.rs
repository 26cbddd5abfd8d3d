//! Rated by agreement (docs/site.md "Rated by agreement"): a friend game or a game against the
//! computer is rated when its players agree as the table is made. The creator asks for it
//! (`"rated": true`); the friend agrees by taking the seat of a table the invite page says is
//! rated; the computer plays at its level's fixed rating (`rating::computer`). Such a game is
//! kept with the lobby's games, so that its players' names, ratings and result follow the
//! lobby's rules: unrated when aborted before the second ply, and a few a day between players
//! of one address.

use std::net::IpAddr;

use axum_extra::extract::CookieJar;
use yote_rules::{Color, Rules};

use crate::error::Error;
use crate::http::players;
use crate::model::rating::{self, Glicko};
use crate::model::{Live, Opponent, Player, Setup, Table};
use crate::state::AppState;
use crate::store::lobby::{NewLobbyGame, PlayerRow, RatedTable};

/// The tiles of rated friend and computer games in `lobby_games`.
pub const FRIEND: &str = "friend";
pub const COMPUTER: &str = "computer";

/// Refuses a rated game on one device: nobody to agree with.
pub fn check(opponent: Opponent) -> Result<(), Error> {
    if opponent == Opponent::Local {
        return Err(Error::bad(
            "bad-option",
            "rated: a game on one device is never rated; play a friend or the computer",
        )
        .with_arg("option", "rated")
        .with_arg("value", "true"));
    }
    Ok(())
}

/// Refuses a rated table to a banned player or address (docs/moderation.md "Ban": from the
/// lobby and rated play), read from the store at each table, so that a ban given on any node
/// holds at the next one. `player` is the browser's player, if it has one.
pub async fn not_banned(
    state: &AppState,
    address: IpAddr,
    player: Option<&str>,
) -> Result<(), Error> {
    let now = state.config.clock.now_ms();
    let banned = state
        .store
        .banned(player.unwrap_or(""), &address.to_string(), now)
        .await?;
    if banned {
        return Err(Error::Banned);
    }
    Ok(())
}

/// A rated table was just made (`id`, the creator at `side`): the creator's player (made if
/// the browser has none) is kept as its maker; against the computer, the game starts rated.
pub async fn made(
    state: &AppState,
    address: IpAddr,
    jar: CookieJar,
    id: &str,
    rules: Rules,
    opponent: Opponent,
    side: Color,
) -> Result<CookieJar, Error> {
    let (player, jar) = players::ensure(state, address, jar).await?;
    let now = state.config.clock.now_ms();
    match opponent {
        Opponent::Computer(level) => {
            let key = rules.to_rules_string();
            let (mine, _) = players::rating_for(state, &player.id, &key).await?;
            let mut seats = [
                (player.id.clone(), mine),
                (rating::computer_player(level), rating::computer(level)),
            ];
            if side == Color::Black {
                seats.swap(0, 1);
            }
            let table = state
                .store
                .load_table(id)
                .await?
                .ok_or_else(|| Error::UnknownGame(id.to_owned()))?;
            let game = lobby_game(table, seats, COMPUTER, None);
            state.store.add_lobby_game(&game, now).await?;
        }
        _ => {
            let table = RatedTable {
                player: player.id,
                side: side.name().to_owned(),
                address: address.to_string(),
            };
            state.store.make_rated_table(id, &table, now).await?;
        }
    }
    Ok(jar)
}

/// Before the seat of the rated table `game` (made by `table.player`) is taken: the guest's
/// player, made if the browser has none; the maker cannot be their own guest, nor can a player
/// who blocked the maker or whom the maker blocked (docs/moderation.md "Block").
pub async fn guest(
    state: &AppState,
    address: IpAddr,
    jar: CookieJar,
    game: &str,
    table: &RatedTable,
) -> Result<(PlayerRow, CookieJar), Error> {
    let (player, jar) = players::ensure(state, address, jar).await?;
    if player.id == table.player {
        return Err(Error::OwnInvite {
            game: game.to_owned(),
        });
    }
    if state
        .store
        .blocked_between(&player.id, &table.player)
        .await?
    {
        return Err(Error::Blocked);
    }
    not_banned(state, address, Some(&player.id)).await?;
    Ok((player, jar))
}

/// The guest `player` (from `address`) took the seat of the rated table `game`: the game is
/// rated from now on, unless its players share an address that has had its rated games today.
pub async fn seated(
    state: &AppState,
    address: IpAddr,
    game: &str,
    table: &RatedTable,
    player: &PlayerRow,
) -> Result<(), Error> {
    let loaded = state.store.load_table(game).await?;
    let table_row = loaded.ok_or_else(|| Error::UnknownGame(game.to_owned()))?;
    let rules = table_row.rules.to_rules_string();
    let (theirs, _) = players::rating_for(state, &table.player, &rules).await?;
    let (mine, _) = players::rating_for(state, &player.id, &rules).await?;
    let mut seats = [(table.player.clone(), theirs), (player.id.clone(), mine)];
    if table.side == "black" {
        seats.swap(0, 1);
    }
    let address = address.to_string();
    let same = (table.address == address).then_some(address);
    let game = lobby_game(table_row, seats, FRIEND, same);
    state
        .store
        .add_lobby_game(&game, state.config.clock.now_ms())
        .await?;
    Ok(())
}

/// The lobby's record of the existing game `table` between `seats` (White first).
fn lobby_game(
    table: Table,
    seats: [(String, Glicko); 2],
    tile: &str,
    same_address: Option<String>,
) -> NewLobbyGame {
    // The game is stored already: this first event is not stored again.
    let (_, created) = Live::create(table.clone(), [Player::Human; 2], Setup::default());
    let [(white, white_rating), (black, black_rating)] = seats;
    NewLobbyGame {
        rules: table.rules.to_rules_string(),
        table,
        created,
        players: [white, black],
        tile: tile.to_owned(),
        // The store makes it unrated past the address's rated games of the day.
        rated: true,
        same_address,
        ratings: [white_rating, black_rating],
    }
}
