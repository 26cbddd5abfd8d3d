//! The whole site as one router: the API, the game WebSocket and the pages, behind the guards,
//! the security headers, compression and request tracing.

use axum::Router;
use axum::extract::{DefaultBodyLimit, MatchedPath, Request};
use axum::http::{HeaderName, HeaderValue, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use tower_http::set_header::SetResponseHeaderLayer;
use tower_http::trace::TraceLayer;

use crate::client_address::ClientAddr;
use crate::error::Error;
use crate::http::guard::{self, MAX_BODY_BYTES};
use crate::http::{
    api, arenas, blocks, continue_link, health, mutes, players, privacy, push, reports, tablebase,
};
use crate::site;
use crate::socket;
use crate::state::AppState;

/// The policy every answer carries: scripts and everything else only from the site itself (no
/// inline script), no framing, no plugins. Inline styles stay allowed: the board's drag image is
/// positioned through its `style`. `'wasm-unsafe-eval'` lets the page compile the engine's
/// WebAssembly module (web/engine/yote.wasm, itself only from the site: docs/engine.md).
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; \
    script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; \
    connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; \
    frame-ancestors 'none'";

/// Security headers on every answer.
fn security_headers<S: Clone + Send + Sync + 'static>(router: Router<S>) -> Router<S> {
    let headers = [
        (header::CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY),
        (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        (header::X_FRAME_OPTIONS, "DENY"),
        // Paths can hold seat secrets (continue links): never send them to another site. Within
        // the site the browser then names the page's origin on forms (with `no-referrer` it
        // would send `Origin: null`, which the origin check cannot tell from another site's).
        (header::REFERRER_POLICY, "same-origin"),
        (
            HeaderName::from_static("cross-origin-opener-policy"),
            "same-origin",
        ),
    ];
    headers.into_iter().fold(router, |router, (name, value)| {
        router.layer(SetResponseHeaderLayer::overriding(
            name,
            HeaderValue::from_static(value),
        ))
    })
}

/// `404 not-found`: no route of the API has this address.
async fn api_not_found() -> Error {
    Error::NotFound
}

/// `405`: the route does not take this method (`Allow` names the ones it takes); under `/api/`
/// and for the tables' files, the API's error `method-not-allowed`.
async fn method_not_allowed(uri: Uri) -> Response {
    let path = uri.path();
    if path.starts_with("/api/") || path.starts_with("/tablebases/") {
        Error::MethodNotAllowed.into_response()
    } else {
        StatusCode::METHOD_NOT_ALLOWED.into_response()
    }
}

/// The whole site: API, game WebSocket and the pages.
pub fn app(state: AppState) -> Router {
    let router = Router::new()
        .merge(api::router())
        .merge(tablebase::router())
        .merge(push::router())
        .merge(continue_link::router())
        .merge(health::router())
        .merge(socket::game::router())
        .merge(players::router())
        .merge(privacy::router())
        .merge(mutes::router())
        .merge(blocks::router())
        .merge(reports::router())
        .merge(arenas::router())
        .merge(crate::http::swiss::router())
        .merge(socket::lobby::router())
        .merge(socket::arena::router())
        // The site's pages.
        .merge(site::static_files())
        .merge(site::qr_code())
        .merge(site::analysis_page())
        .merge(site::player_page())
        .merge(site::router())
        // Under /api/, an address no route has and a method a route does not take are the
        // API's errors; elsewhere a method not taken stays an empty 405 (the pages' unknown
        // addresses are the site's fallback, its "page not found").
        .route("/api", axum::routing::any(api_not_found))
        .route("/api/", axum::routing::any(api_not_found))
        .route("/api/{*rest}", axum::routing::any(api_not_found))
        .method_not_allowed_fallback(method_not_allowed)
        .layer(axum::middleware::from_fn_with_state(
            state.clone(),
            guard::origin,
        ))
        .layer(axum::middleware::from_fn(guard::body_length));
    let body_timeout = state.config.body_timeout;
    security_headers(router)
        .layer(DefaultBodyLimit::max(MAX_BODY_BYTES))
        .layer(tower_http::timeout::RequestBodyTimeoutLayer::new(
            body_timeout,
        ))
        // Pages and API answers go out as br or gzip when the browser accepts it (static files
        // come precompressed, see site/assets.rs); a WebSocket upgrade has no body to compress.
        .layer(tower_http::compression::CompressionLayer::new())
        .layer(
            // Spans name the route's pattern, never the path: paths can hold seat secrets. The
            // client is the address the limits count (the proxy's word for it when trusted).
            TraceLayer::new_for_http().make_span_with(|request: &Request| {
                let route = request
                    .extensions()
                    .get::<MatchedPath>()
                    .map_or("(no route)", MatchedPath::as_str);
                let client = request.extensions().get::<ClientAddr>();
                let client = client.map(|c| tracing::field::display(c.0));
                tracing::info_span!("http", method = %request.method(), route, client)
            }),
        )
        .with_state(state)
}
