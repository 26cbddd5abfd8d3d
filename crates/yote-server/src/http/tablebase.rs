//! `GET /api/tablebase?rules=R&position=P`: what the endgame tables loaded at start say of a
//! position (docs/tablebases.md): its value for the side to move with its no-capture counter
//! counted, the plies to the end of the game along the tables' line, the line, and every action
//! ranked. The analysis page and the position editor ask it when a position has both hands
//! empty and few pieces.
//!
//! `GET /tablebases/{folder}/{file}`: a loaded table's file, as `yote tablebase build` wrote it
//! (docs/tablebases.md "In the page"), for the engine in the page to fetch when a game reaches
//! it; gzipped when the browser accepts it.

use std::collections::HashMap;
use std::sync::{LazyLock, Mutex};

use axum::body::Bytes;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use serde::{Deserialize, Serialize};
use yote_rules::{Position, Rules};
use yote_tablebase::{Value, format, registry};

use crate::assets;
use crate::error::Error;
use crate::http::extract::{Path, Query};

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
/// string, as the build's folder): 404 `not-in-tables` when none is loaded for that material,
/// or when the folder or the file is not spelled as the build names it (`03-2.yotetb`,
/// `+3-2.yotetb` or the rules' options in another order are not the table's names).
async fn table_file(
    Path((folder, file)): Path<(String, String)>,
    headers: HeaderMap,
) -> Result<Response, Error> {
    let (rules, id) = table_id(&folder, &file)?;
    let tables = registry::for_rules(&rules).ok_or(Error::NotInTables)?;
    let table = tables.table(id.mover, id.other).ok_or(Error::NotInTables)?;
    let checksum = format::checksum(table.values());
    let etag = format!("\"{checksum:016x}\"");
    let fresh = headers
        .get(header::IF_NONE_MATCH)
        .is_some_and(|v| v.as_bytes() == etag.as_bytes());
    let mut response = if fresh {
        StatusCode::NOT_MODIFIED.into_response()
    } else if assets::accepts_gzip(&headers) {
        let raw = || Bytes::from(table.to_bytes(&tables));
        let mut r = GZIPPED.get(&id, checksum, raw).await.into_response();
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

/// A loaded table, by the names the build gives it: the rules' shortest string and the
/// material (the side to move's pieces, the other side's).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct TableId {
    folder: String,
    mover: u8,
    other: u8,
}

/// The rules and the table that `folder` and `file` name, only when both are spelled as the
/// build names them (`format::folder_name`, `format::file_name`): one table has one name, so
/// what is kept by name is kept once.
fn table_id(folder: &str, file: &str) -> Result<(Rules, TableId), Error> {
    let rules: Rules = folder.parse().map_err(|e| Error::bad_rules(folder, &e))?;
    let material = file
        .strip_suffix(&format!(".{}", format::EXTENSION))
        .and_then(|m| m.split_once('-'))
        .and_then(|(m, o)| Some((m.parse::<u8>().ok()?, o.parse::<u8>().ok()?)));
    let (mover, other) = material.ok_or(Error::NotInTables)?;
    let id = TableId {
        folder: format::folder_name(&rules),
        mover,
        other,
    };
    if id.folder != folder || format::file_name(mover, other) != file {
        return Err(Error::NotInTables);
    }
    Ok((rules, id))
}

/// The loaded tables' files gzipped (at the default level: their megabytes compress in tens of
/// milliseconds so, where the best level would take seconds), by table, with the checksum of
/// the entries each copy was made of: a table loaded anew is gzipped anew, in the same place.
/// Only a loaded table's canonical name reaches it, so it holds at most one copy per table
/// loaded (docs/reliability.md "Limits, and why each number").
static GZIPPED: LazyLock<GzipCache> = LazyLock::new(GzipCache::default);

#[derive(Default)]
struct GzipCache(Mutex<HashMap<TableId, (u64, Bytes)>>);

impl GzipCache {
    /// The table `id`'s file gzipped: the copy kept when made of the entries `checksum` sums,
    /// else `raw()` gzipped now and kept in its place.
    async fn get(&self, id: &TableId, checksum: u64, raw: impl FnOnce() -> Bytes) -> Bytes {
        if let Some((sum, bytes)) = self.0.lock().expect("not poisoned").get(id)
            && *sum == checksum
        {
            return bytes.clone();
        }
        // Two first requests at once may both compress; the result is the same.
        let bytes = assets::gzip(raw()).await;
        self.0
            .lock()
            .expect("not poisoned")
            .insert(id.clone(), (checksum, bytes.clone()));
        bytes
    }

    #[cfg(test)]
    fn len(&self) -> usize {
        self.0.lock().expect("not poisoned").len()
    }
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

#[cfg(test)]
mod tests {
    use axum::body::Bytes;

    use super::{GzipCache, table_id};
    use crate::error::Error;

    /// However a table is spelled, only its one name reaches the cache, which then holds one
    /// copy of it; a copy of other entries (the table rebuilt) takes the old one's place.
    #[tokio::test]
    async fn the_gzip_cache_holds_one_copy_per_table_whatever_the_spellings() {
        let mut spellings: Vec<String> = (1..=150)
            .flat_map(|n| {
                let zeros = "0".repeat(n);
                [format!("{zeros}3-2.yotetb"), format!("3-{zeros}2.yotetb")]
            })
            .collect();
        spellings
            .extend(["+3-2.yotetb", "3-+2.yotetb", "3-2.YOTETB", "3-2.yotetb"].map(String::from));
        let cache = GzipCache::default();
        let mut names = 0;
        for file in &spellings {
            match table_id("standard", file) {
                Ok((_, id)) => {
                    names += 1;
                    cache.get(&id, 1, || Bytes::from_static(b"entries")).await;
                }
                Err(e) => assert!(matches!(e, Error::NotInTables), "{file}: {e}"),
            }
        }
        for folder in ["standard,rows=5", "STANDARD", "standard,columns=6"] {
            assert!(table_id(folder, "3-2.yotetb").is_err(), "{folder}");
        }
        assert_eq!((names, cache.len()), (1, 1));
        let (_, id) = table_id("standard", "3-2.yotetb").expect("the canonical name");
        let again = cache.get(&id, 1, || unreachable!("kept")).await;
        let rebuilt = cache
            .get(&id, 2, || Bytes::from_static(b"other entries"))
            .await;
        assert_ne!(again, rebuilt);
        assert_eq!(cache.len(), 1);
    }
}
