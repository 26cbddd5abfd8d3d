//! Reaching the database: the URL's options, the URL as logs may show it, and which failures
//! are worth trying again.

use std::str::FromStr;

use sqlx::postgres::PgConnectOptions;

use crate::store::error::StoreError;

pub(super) fn connect_options(url: &str) -> Result<PgConnectOptions, StoreError> {
    PgConnectOptions::from_str(url).map_err(|e| StoreError::Unreachable {
        url: url_shown(url),
        cause: e.to_string(),
    })
}

/// The URL without its password (`postgres://user:***@host/db`).
pub(super) fn url_shown(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_owned();
    };
    let (authority, tail) = match rest.find('/') {
        Some(i) => rest.split_at(i),
        None => (rest, ""),
    };
    let tail = match tail.split_once('?') {
        Some((path, query)) if query.contains("password=") => format!("{path}?…"),
        _ => tail.to_owned(),
    };
    match authority.rsplit_once('@') {
        Some((user, host)) if user.contains(':') => {
            let name = user.split(':').next().unwrap_or("");
            format!("{scheme}://{name}:***@{host}{tail}")
        }
        _ => format!("{scheme}://{authority}{tail}"),
    }
}

/// A failure worth trying again: the connection was lost or refused, the server is starting or
/// shutting down, or PostgreSQL asks for a retry (serialization failure, deadlock).
pub(super) fn transient(e: &sqlx::Error) -> bool {
    match e {
        sqlx::Error::Io(_) | sqlx::Error::PoolTimedOut | sqlx::Error::Protocol(_) => true,
        sqlx::Error::Database(d) => d.code().is_some_and(|c| {
            c.starts_with("08")
                || matches!(c.as_ref(), "57P01" | "57P02" | "57P03" | "40001" | "40P01")
        }),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::url_shown;

    #[test]
    fn passwords_never_show() {
        assert_eq!(
            url_shown("postgres://yote:s3cret@db.example:5432/yote"),
            "postgres://yote:***@db.example:5432/yote"
        );
        assert_eq!(
            url_shown("postgres://yote@127.0.0.1/yote"),
            "postgres://yote@127.0.0.1/yote"
        );
        assert_eq!(
            url_shown("postgresql://h/db?user=a&password=b"),
            "postgresql://h/db?…"
        );
    }
}
