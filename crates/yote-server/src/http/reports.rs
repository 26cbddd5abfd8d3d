//! `POST /api/reports` (docs/moderation.md "Reports"): the cookie's player tells the operators
//! about another. For chat in a game, the reported player's lines and the lines around them are
//! copied into the report as its evidence, so that they stay whatever happens to the game.

use axum::extract::State;
use axum::http::StatusCode;
use axum::routing::post;
use axum::{Json, Router};
use axum_extra::extract::CookieJar;
use serde::{Deserialize, Serialize};

use crate::error::Error;
use crate::http::extract::JsonBody;
use crate::http::players::{current, other_player};
use crate::state::AppState;
use crate::store::chat::ChatLine;
use crate::store::moderation::{Filed, NewReport, REASONS, ReportLimits};

/// Reports one player may make in an hour: enough for everyone met in an evening's bad games,
/// few enough that one player cannot bury the operators' list.
pub const REPORTS_PER_HOUR: usize = 5;
/// Different players who report one for chat within a day before that player is silenced
/// until an operator looks: one report may be a grudge and two a pair of friends, three
/// strangers agreeing is a pattern worth stopping at once.
pub const SILENCE_AFTER_REPORTERS: i64 = 3;
/// The most characters of a report's own words: a few sentences, as the form says.
pub const REPORT_WORDS_MAX: usize = 500;
/// The lines kept around each of the reported player's lines, before and after.
pub const EVIDENCE_AROUND: usize = 2;
/// The most lines of evidence a report keeps (a game's chat is at most a few dozen lines).
pub const EVIDENCE_MAX: usize = 60;

pub fn router() -> Router<AppState> {
    Router::new().route("/api/reports", post(report))
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReportRequest {
    pub player: String,
    pub reason: String,
    #[serde(default)]
    pub game: Option<String>,
    #[serde(default)]
    pub words: Option<String>,
}

/// The answer of a report kept.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ReportKept {
    pub id: i64,
    /// The lines of chat kept as evidence.
    pub evidence: usize,
}

/// One line of evidence, as the report keeps it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct EvidenceLine {
    pub side: String,
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub phrase: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub text: Option<String>,
    pub at: i64,
    /// Whether the reported player said it.
    pub reported: bool,
}

/// The reported player's lines (at `side`) with `EVIDENCE_AROUND` lines around each.
pub fn evidence(lines: &[ChatLine], side: &str) -> Vec<EvidenceLine> {
    let mut keep = vec![false; lines.len()];
    for (i, line) in lines.iter().enumerate() {
        if line.side == side {
            let from = i.saturating_sub(EVIDENCE_AROUND);
            let to = (i + EVIDENCE_AROUND).min(lines.len() - 1);
            keep[from..=to].iter_mut().for_each(|k| *k = true);
        }
    }
    lines
        .iter()
        .zip(keep)
        .filter(|(_, k)| *k)
        .map(|(l, _)| EvidenceLine {
            side: l.side.clone(),
            phrase: l.phrase.clone(),
            text: l.text.clone(),
            at: l.at,
            reported: l.side == side,
        })
        .take(EVIDENCE_MAX)
        .collect()
}

/// `POST /api/reports`: the cookie's player reports another.
async fn report(
    State(state): State<AppState>,
    jar: CookieJar,
    body: Result<JsonBody<ReportRequest>, Error>,
) -> Result<(StatusCode, Json<ReportKept>), Error> {
    let JsonBody(request) = body?;
    let me = current(&state, &jar).await?.ok_or(Error::NoPlayer)?;
    if !REASONS.contains(&request.reason.as_str()) {
        return Err(
            Error::bad("bad-reason", "a report's reason is one of the list")
                .with_arg("reason", request.reason.as_str()),
        );
    }
    let words = request.words.unwrap_or_default().trim().to_owned();
    if words.chars().count() > REPORT_WORDS_MAX {
        return Err(Error::bad(
            "report-too-long",
            format!("a report's words are {REPORT_WORDS_MAX} characters at most"),
        )
        .with_arg("limit", REPORT_WORDS_MAX));
    }
    let other = other_player(
        &state,
        &me,
        &request.player,
        ("own-report", "you cannot report yourself"),
    )
    .await?;
    let mut kept = Vec::new();
    if let Some(game) = &request.game {
        // The game must be one the reported player played in.
        let side = state
            .store
            .side_in(game, &other.id)
            .await?
            .ok_or_else(|| Error::UnknownGame(game.clone()))?;
        if request.reason == "chat" {
            kept = evidence(&state.store.chat(game).await?, &side);
        }
    }
    let report = NewReport {
        reporter: me.id.clone(),
        reported: other.id.clone(),
        reason: request.reason.clone(),
        game: request.game.clone(),
        words,
        evidence: serde_json::to_string(&kept).expect("evidence serialises"),
    };
    let limits = ReportLimits {
        per_hour: REPORTS_PER_HOUR as i64,
        silence_after: SILENCE_AFTER_REPORTERS,
    };
    let now = state.config.clock.now_ms();
    match state.store.file_report(&report, now, limits).await? {
        Filed::Kept { id, silenced } => {
            if silenced {
                tracing::info!(player = %other.name, "silenced after reports for chat");
            }
            Ok((
                StatusCode::CREATED,
                Json(ReportKept {
                    id,
                    evidence: kept.len(),
                }),
            ))
        }
        Filed::AlreadyOpen => Err(Error::bad(
            "report-open",
            "you have reported this player already: an operator will read it",
        )
        .with_arg("name", other.name.as_str())),
        Filed::TooMany => Err(Error::TooManyReports(REPORTS_PER_HOUR)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(side: &str, at: i64) -> ChatLine {
        ChatLine {
            side: side.into(),
            phrase: None,
            text: Some(format!("{side} {at}")),
            at,
            hidden: false,
        }
    }

    #[test]
    fn evidence_keeps_the_reported_lines_and_two_around_each() {
        let sides = [
            "white", "white", "white", "white", "black", "white", "white", "white",
        ];
        let lines: Vec<ChatLine> = sides
            .iter()
            .enumerate()
            .map(|(i, s)| line(s, i as i64))
            .collect();
        let kept = evidence(&lines, "black");
        let at: Vec<i64> = kept.iter().map(|l| l.at).collect();
        assert_eq!(at, vec![2, 3, 4, 5, 6]);
        assert_eq!(kept.iter().filter(|l| l.reported).count(), 1);
        assert!(evidence(&lines, "nobody").is_empty());
    }
}
