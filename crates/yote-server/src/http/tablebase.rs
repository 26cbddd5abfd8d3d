//! `GET /api/tablebase?rules=R&position=P`: what the endgame tables loaded at start say of a
//! position (docs/tablebases.md): its value for the side to move with its no-capture counter
//! counted, the plies to the end of the game along the tables' line, the line, and every action
//! ranked. The analysis page and the position editor ask it when a position has both hands
//! empty and few pieces.
//!
//! `GET /tablebases/{folder}/{file}`: a loaded table's file, as `yote tablebase build` wrote it
//! (docs/tablebases.md "In the page"), for the engine in the page to fetch when a game reaches
//! it; gzipped when the browser accepts it.

use axum::body::Bytes;
use axum::extract::{Path, Query};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use serde::{Deserialize, Serialize};
use yote_rules::{Position, Rules};
use yote_tablebase::{Value, format, registry};

use crate::assets;
use crate::error::Error;

/// The longest line sent: far above any line the tables hold (each phase is at most 126
/// plies without capture and a 6-piece ending has at most three phases), so it never cuts one,
/// and it bounds the work of one request.
const MAX_LINE: usize = 600;

pub fn router<S: Clone + Send + Sync + 'static>() -> Router<S> {
    Router::new()
        .route("/api/tablebase", get(probe))
        .route("/tablebases/{folder}/{file}", get(table_file))
}

/// A table's file from the tables loaded for the rules `folder` names (the shortest rules
/// string, as the build's folder): 404 `not-in-tables` when none is loaded for that material.
async fn table_file(
    Path((folder, file)): Path<(String, String)>,
    headers: HeaderMap,
) -> Result<Response, Error> {
    let rules: Rules = folder.parse().map_err(|e| Error::bad_rules(&folder, &e))?;
    let material = file
        .strip_suffix(&format!(".{}", format::EXTENSION))
        .and_then(|m| m.split_once('-'))
        .and_then(|(m, o)| Some((m.parse::<u8>().ok()?, o.parse::<u8>().ok()?)));
    let (mover, other) = material.ok_or(Error::NotInTables)?;
    let tables = registry::for_rules(&rules).ok_or(Error::NotInTables)?;
    let table = tables.table(mover, other).ok_or(Error::NotInTables)?;
    let etag = format!("\"{:016x}\"", format::checksum(table.values()));
    let fresh = headers
        .get(header::IF_NONE_MATCH)
        .is_some_and(|v| v.as_bytes() == etag.as_bytes());
    let mut response = if fresh {
        StatusCode::NOT_MODIFIED.into_response()
    } else if assets::accepts_gzip(&headers) {
        let key = format!("tablebases/{}/{}", format::folder_name(&rules), file);
        let raw = Bytes::from(table.to_bytes(&tables));
        let mut r = assets::gzipped(&key, raw).await.into_response();
        r.headers_mut()
            .insert(header::CONTENT_ENCODING, HeaderValue::from_static("gzip"));
        r
    } else {
        Bytes::from(table.to_bytes(&tables)).into_response()
    };
    let h = response.headers_mut();
    h.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/octet-stream"),
    );
    // A day: the tables of a rule set do not change unless rebuilt by a newer program, and the
    // tag says when they have.
    h.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("public, max-age=86400"),
    );
    h.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    h.insert(
        header::ETAG,
        HeaderValue::from_str(&etag).expect("hex digits in quotes"),
    );
    Ok(response)
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

/// The answer of `GET /api/tablebase`: the position's value for the side to move, the
/// distance to the next conversion (`null` for a draw), the winner (`w`, `b` or `null`), the
/// tables' line and its length (`null` for a draw), the most pieces the tables hold, and
/// every action ranked.
#[derive(Debug, Serialize)]
pub(crate) struct Probed {
    pub rules: String,
    pub position: String,
    pub value: &'static str,
    pub distance: Option<u8>,
    pub winner: Option<String>,
    pub plies: Option<usize>,
    pub line: Vec<String>,
    pub actions: Vec<RankedAction>,
    pub pieces: u8,
}

/// One legal action, with its value and distance for the side that plays it.
#[derive(Debug, Serialize)]
pub(crate) struct RankedAction {
    pub action: String,
    pub value: &'static str,
    pub distance: Option<u8>,
    pub ends_game: bool,
}

async fn probe(Query(q): Query<ProbeQuery>) -> Result<Json<Probed>, Error> {
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
    let actions = ranked
        .iter()
        .map(|r| RankedAction {
            action: r.action.to_string(),
            value: value_name(r.value),
            distance: distance(r.value),
            ends_game: r.ends_game,
        })
        .collect();
    Ok(Json(Probed {
        rules: rules.to_rules_string(),
        position: position.to_string(),
        value: value_name(line.value),
        distance: distance(line.value),
        winner,
        plies: (line.value != Value::Draw).then_some(line.actions.len()),
        line: line.actions.iter().map(|a| a.to_string()).collect(),
        actions,
        pieces: tables.complete_pieces(),
    }))
}
