//! A player's page, `/{lang}/players/{name}`: their ratings (one per rule set they have played
//! rated games of), the history of their rating, and their last lobby games, each a link.

use std::sync::Arc;

use askama::Template;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};

use super::extract::Path;
use super::pages::{Chrome, HasLang};
use super::respond::{negotiated, not_found, render};
use crate::i18n::{Lang, Tr};
use crate::model::rating::Glicko;
use crate::store::Store;
use crate::store::lobby::{PlayerGame, RatingRow};

/// Games a page lists: a month of evenings' play.
const GAMES_SHOWN: i64 = 30;

/// One rating as the page shows it.
pub struct RatingLine {
    pub rules: String,
    pub rating: String,
    pub games: i64,
}

/// One of the player's games.
pub struct GameLine {
    pub game: String,
    pub opponent: String,
    pub what: String,
    /// The rating after the game with its change (`1662 (+162)`), empty when unrated or not
    /// over.
    pub rating: String,
}

#[derive(Template)]
#[template(path = "player.html")]
pub struct PlayerPage {
    pub c: Chrome,
    pub name: String,
    pub ratings: Vec<RatingLine>,
    pub games: Vec<GameLine>,
}

impl HasLang for PlayerPage {
    fn lang(&self) -> Lang {
        self.c.tr.lang
    }
}

fn shown(glicko: Glicko) -> String {
    let mark = if glicko.provisional() { "?" } else { "" };
    format!("{}{mark}", glicko.rating.round() as i64)
}

impl PlayerPage {
    pub fn new(tr: Tr, name: &str, ratings: &[RatingRow], games: &[PlayerGame]) -> PlayerPage {
        let ratings = ratings
            .iter()
            .map(|r| RatingLine {
                rules: r.rules.clone(),
                rating: shown(r.glicko),
                games: r.games,
            })
            .collect();
        let games = games
            .iter()
            .map(|g| {
                let what = if !g.finished {
                    tr.t("player-game-playing")
                } else if !g.rated {
                    tr.t("player-game-unrated")
                } else {
                    tr.t("player-game-rated")
                };
                let rating = match g.change {
                    Some(change) => {
                        let after = (g.rating + change).round() as i64;
                        let sign = if change >= 0.0 { "+" } else { "−" };
                        format!("{after} ({sign}{})", change.abs().round() as i64)
                    }
                    None => String::new(),
                };
                // Rated friend and computer games (docs/site.md "Rated by agreement").
                let tile = match g.tile.as_str() {
                    "friend" => tr.t("player-game-friend"),
                    "computer" => tr.t("player-game-computer"),
                    tile => tile.to_owned(),
                };
                let opponent = match g.opponent.strip_prefix("computer:") {
                    Some(level) => tr.ts(
                        "game-computer",
                        "level",
                        &tr.t(&format!("game-level-{level}")),
                    ),
                    None => g.opponent.clone(),
                };
                GameLine {
                    game: g.game.clone(),
                    opponent,
                    what: format!("{tile} · {what}"),
                    rating,
                }
            })
            .collect();
        PlayerPage {
            c: Chrome::new(tr, format!("/players/{name}"), "players"),
            name: name.to_owned(),
            ratings,
            games,
        }
    }
}

pub async fn player(
    State(store): State<Arc<dyn Store>>,
    Path((code, name)): Path<(String, String)>,
    headers: HeaderMap,
) -> Response {
    let Some(lang) = Lang::from_code(&code) else {
        return not_found(negotiated(&headers));
    };
    if name.chars().count() > 40 {
        return not_found(lang);
    }
    let found = async {
        let Some(player) = store.player_by_name(&name).await? else {
            return Ok(None);
        };
        let ratings = store.ratings(&player.id).await?;
        let games = store.player_games(&player.id, GAMES_SHOWN).await?;
        Ok::<_, crate::store::StoreError>(Some((player, ratings, games)))
    };
    match found.await {
        Ok(Some((player, ratings, games))) => render(PlayerPage::new(
            Tr::new(lang),
            &player.name,
            &ratings,
            &games,
        )),
        Ok(None) => not_found(lang),
        Err(e) => {
            tracing::error!(error = %e, "cannot read a player's page");
            (StatusCode::INTERNAL_SERVER_ERROR, "internal error").into_response()
        }
    }
}
