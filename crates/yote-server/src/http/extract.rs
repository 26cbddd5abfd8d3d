//! The API's extractors: axum's `Query`, `Path` and `Json`, whose refusals are the documented
//! error `{"error": {"code", "message", "args"}}` (docs/protocol.md §2) rather than axum's plain
//! text: `400 malformed` for a query string, a path parameter or a body that cannot be read,
//! `413 too-large` and `408 body-timeout` for a body too long or too slow.

use axum::extract::FromRequest;
use axum::extract::FromRequestParts;
use axum::extract::rejection::{JsonRejection, PathRejection, QueryRejection};
use axum::http::StatusCode;

use crate::error::Error;

/// A query string, or `400 malformed` saying what is wrong with it.
#[derive(FromRequestParts)]
#[from_request(via(axum::extract::Query), rejection(Error))]
pub struct Query<T>(pub T);

/// The path's parameters, or `400 malformed` (one is not UTF-8 once decoded, say).
#[derive(FromRequestParts)]
#[from_request(via(axum::extract::Path), rejection(Error))]
pub struct Path<T>(pub T);

/// A JSON body, or the refusal that says what was wrong with it: too large, too slow, not JSON,
/// not declared JSON, a field missing or of the wrong type.
#[derive(FromRequest)]
#[from_request(via(axum::Json), rejection(Error))]
pub struct JsonBody<T>(pub T);

impl From<QueryRejection> for Error {
    fn from(e: QueryRejection) -> Error {
        Error::bad("malformed", e.body_text())
    }
}

impl From<PathRejection> for Error {
    fn from(e: PathRejection) -> Error {
        Error::bad("malformed", e.body_text())
    }
}

impl From<JsonRejection> for Error {
    fn from(e: JsonRejection) -> Error {
        if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
            Error::TooLarge
        } else if timed_out(&e) {
            Error::BodyTimeout
        } else {
            Error::bad("malformed", e.body_text())
        }
    }
}

/// Whether the body was cut by the body timeout.
fn timed_out(e: &JsonRejection) -> bool {
    let mut source = std::error::Error::source(e);
    while let Some(cause) = source {
        if cause.is::<tower_http::timeout::TimeoutError>() {
            return true;
        }
        source = cause.source();
    }
    false
}
