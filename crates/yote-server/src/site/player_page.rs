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
use fluent_bundle::FluentArgs;
use yote_rules::{Preset, Rules};

use super::setup::rules_summary;
use crate::i18n::{Lang, Tr};
use crate::model::TimeControl;
use crate::model::rating::Glicko;
use crate::store::Store;
use crate::store::lobby::{PlayerGame, RatingRow};
use crate::store::privacy::is_forgotten;

/// Games a page lists: a month of evenings' play.
const GAMES_SHOWN: i64 = 30;

/// One rating as the page shows it.
pub struct RatingLine {
    /// The rule set's title in the page's language ("Standard Yoté", "Béart + 6×6 board").
    pub rules: String,
    pub rating: String,
    pub games: i64,
}

/// One of the player's games, as lichess lists a player's games: the opponent (a link to their
/// page, with their rating), the result from this player's side, when, what was played, and a
/// link to the game.
pub struct GameLine {
    pub game: String,
    pub opponent: String,
    /// The opponent's page, when the opponent is a player (not the computer).
    pub opponent_link: Option<String>,
    /// The opponent's rating as the game began (`1500?`), empty when the game was unrated.
    pub opponent_rating: String,
    /// `won`, `lost`, `drawn`, `aborted` or `playing`, and its words.
    pub result: &'static str,
    pub result_text: String,
    /// When the game was made: ISO 8601 (UTC) for `datetime`, and its day as the text a page
    /// without scripts shows (`web/player.js` writes it in the page's language).
    pub datetime: String,
    pub day: String,
    /// The rule set, the time control and the kind of game, in words.
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
    /// The script's data: the language, and the mute's words and refusals (`player-js-*`).
    pub data: String,
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

/// A rules string's rule set in the page's language: its preset's title, and each option that
/// departs from it (the setup page's words); the string itself if it does not read.
pub fn rules_title(tr: &Tr, rules: &str) -> String {
    let Ok(parsed) = rules.parse::<Rules>() else {
        return rules.to_owned();
    };
    let written = parsed.to_rules_string();
    let preset = written.split(',').next().and_then(Preset::from_name);
    rules_summary(tr, preset.unwrap_or(Preset::Standard), parsed.options())
}

/// A time control in words: `5 min + 3 s`, `1 day a move`.
pub(super) fn clock_text(tr: &Tr, clock: &TimeControl) -> String {
    match *clock {
        TimeControl::RealTime {
            initial_s,
            increment_s,
        } => {
            let mut args = FluentArgs::new();
            args.set("minutes", i64::from(initial_s / 60));
            args.set("increment", i64::from(increment_s));
            tr.format("lobby-js-clock-real", &args)
        }
        TimeControl::Correspondence { days } => {
            tr.tn("lobby-js-clock-days", "days", i64::from(days))
        }
    }
}

/// `time`'s day and its ISO 8601 form (UTC), from Unix milliseconds.
fn dates(ms: i64) -> (String, String) {
    let at = time::OffsetDateTime::from_unix_timestamp_nanos(i128::from(ms) * 1_000_000)
        .unwrap_or(time::OffsetDateTime::UNIX_EPOCH);
    let iso = format!(
        "{:04}-{:02}-{:02}T{:02}:{:02}:{:02}Z",
        at.year(),
        u8::from(at.month()),
        at.day(),
        at.hour(),
        at.minute(),
        at.second()
    );
    let day = iso[..10].to_owned();
    (iso, day)
}

impl GameLine {
    fn new(tr: &Tr, g: &PlayerGame) -> GameLine {
        let result = g.result();
        // A game counts for the ratings when it was made rated and its result counted (or is
        // still to come): an aborted game, or one ended before both sides acted, never does.
        let counts = g.rated && result != "aborted" && (g.change.is_some() || !g.result_applied);
        let rating = match g.change {
            Some(change) => {
                let after = (g.rating + change).round() as i64;
                let shown = crate::model::rating::shown_change(g.rating, change);
                let sign = if shown >= 0 { "+" } else { "−" };
                format!("{after} ({sign}{})", shown.abs())
            }
            None => String::new(),
        };
        let mut what = vec![rules_title(tr, &g.rules)];
        if let Some(clock) = &g.clock {
            what.push(clock_text(tr, clock));
        }
        // Rated friend and computer games (docs/site.md "Rated by agreement").
        match g.tile.as_str() {
            "friend" => what.push(tr.t("player-game-friend")),
            "computer" => what.push(tr.t("player-game-computer")),
            _ => {}
        }
        if result != "aborted" {
            what.push(tr.t(if counts {
                "player-game-rated"
            } else {
                "player-game-unrated"
            }));
        }
        let (opponent, opponent_link) = match g.opponent.strip_prefix("computer:") {
            // A forgotten player (docs/privacy.md): no name, no page.
            _ if is_forgotten(&g.opponent) => (tr.t("game-deleted-player"), None),
            Some(level) => (
                tr.ts(
                    "game-computer",
                    "level",
                    &tr.t(&format!("game-level-{level}")),
                ),
                None,
            ),
            None => (
                g.opponent.clone(),
                // A name is letters, digits, `-` and `_` (lobby::names): a path as it is.
                Some(format!("/{}/players/{}", tr.lang.code(), g.opponent)),
            ),
        };
        let (datetime, day) = dates(g.created_at);
        GameLine {
            game: g.game.clone(),
            opponent,
            opponent_link,
            opponent_rating: if g.rated {
                shown(g.opponent_glicko)
            } else {
                String::new()
            },
            result,
            result_text: tr.t(&format!("player-result-{result}")),
            datetime,
            day,
            what: what.join(" · "),
            rating,
        }
    }
}

impl PlayerPage {
    pub fn new(tr: Tr, name: &str, ratings: &[RatingRow], games: &[PlayerGame]) -> PlayerPage {
        let ratings = ratings
            .iter()
            .map(|r| RatingLine {
                rules: rules_title(&tr, &r.rules),
                rating: shown(r.glicko),
                games: r.games,
            })
            .collect();
        let games = games.iter().map(|g| GameLine::new(&tr, g)).collect();
        let data = super::script_data::PageData {
            lang: tr.lang.code(),
            messages: super::pages::with_errors(&tr, tr.client_messages("player-js-")),
        };
        PlayerPage {
            data: super::pages::script_json(&data),
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
        // A forgotten player has no page (docs/privacy.md "Forget me").
        if is_forgotten(&player.name) {
            return Ok(None);
        }
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
