//! The pages' path parameters: one that cannot be read (not UTF-8 once decoded) is the site's
//! "page not found" page in the visitor's language, as any other unknown page, rather than
//! axum's plain text. The API's extractors (`crate::http::extract`) answer JSON instead.

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::response::Response;
use serde::de::DeserializeOwned;

use super::respond::{negotiated, not_found};

/// A page's path parameters.
pub struct Path<T>(pub T);

impl<T, S> FromRequestParts<S> for Path<T>
where
    T: DeserializeOwned + Send,
    S: Send + Sync,
{
    type Rejection = Response;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Response> {
        match axum::extract::Path::<T>::from_request_parts(parts, state).await {
            Ok(axum::extract::Path(t)) => Ok(Path(t)),
            Err(_) => Err(not_found(negotiated(&parts.headers))),
        }
    }
}

/// A page's query string; one that cannot be read (a field repeated, say) is read as none, so
/// the page shows its defaults: every field of a page's query is optional.
pub struct Query<T>(pub T);

impl<T, S> FromRequestParts<S> for Query<T>
where
    T: DeserializeOwned + Default + Send,
    S: Send + Sync,
{
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        let query = axum::extract::Query::<T>::from_request_parts(parts, state).await;
        Ok(Query(query.map(|q| q.0).unwrap_or_default()))
    }
}
