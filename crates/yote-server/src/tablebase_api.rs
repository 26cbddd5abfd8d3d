//! `GET /api/tablebase?rules=R&position=P`: what the endgame tables loaded at start say of a
//! position (docs/tablebases.md): its value for the side to move with its no-capture counter
//! counted, the plies to the end of the game along the tables' line, the line, and every action
//! ranked. The analysis page and the position editor ask it when a position has both hands
//! empty and few pieces.

use axum::extract::Query;
use axum::routing::get;
use axum::{Json, Router};
use serde::Deserialize;
use serde_json::{Value as Json_, json};
use yote_rules::{Position, Rules};
use yote_tablebase::{Value, registry};

use crate::error::Error;

/// The longest line sent: far above any line the tables hold (each phase is at most 126
/// plies without capture and a 6-piece ending has at most three phases), so it never cuts one,
/// and it bounds the work of one request.
const MAX_LINE: usize = 600;

pub fn router<S: Clone + Send + Sync + 'static>() -> Router<S> {
    Router::new().route("/api/tablebase", get(probe))
}

#[derive(Debug, Deserialize)]
struct ProbeQuery {
    rules: String,
    position: String,
}

fn value_name(v: Value) -> &'static str {
    match v {
        Value::Win(_) => "win",
        Value::Draw => "draw",
        Value::Loss(_) => "loss",
    }
}

fn distance(v: Value) -> Option<u8> {
    match v {
        Value::Win(n) | Value::Loss(n) => Some(n),
        Value::Draw => None,
    }
}

async fn probe(Query(q): Query<ProbeQuery>) -> Result<Json<Json_>, Error> {
    let rules: Rules = q
        .rules
        .parse()
        .map_err(|e| Error::bad_rules(&q.rules, &e))?;
    let position = Position::parse(&q.position, &rules)
        .map_err(|e| Error::bad("bad-position", format!("position '{}': {e}", q.position)))?;
    let tables = registry::for_rules(&rules).ok_or(Error::NotInTables)?;
    let line = tables.line(&position, MAX_LINE).ok_or(Error::NotInTables)?;
    let ranked = tables.rank(&position).ok_or(Error::NotInTables)?;
    let side = position.side_to_move();
    let winner = match line.value {
        Value::Win(_) => Some(side.letter().to_string()),
        Value::Loss(_) => Some((!side).letter().to_string()),
        Value::Draw => None,
    };
    let actions: Vec<Json_> = ranked
        .iter()
        .map(|r| {
            json!({
                "action": r.action.to_string(),
                "value": value_name(r.value),
                "distance": distance(r.value),
                "ends_game": r.ends_game,
            })
        })
        .collect();
    Ok(Json(json!({
        "rules": rules.to_rules_string(),
        "position": position.to_string(),
        "value": value_name(line.value),
        "distance": distance(line.value),
        "winner": winner,
        "plies": (line.value != Value::Draw).then_some(line.actions.len()),
        "line": line.actions.iter().map(|a| a.to_string()).collect::<Vec<_>>(),
        "actions": actions,
        "pieces": tables.complete_pieces(),
    })))
}
