//! Scripts, styles and images from `web/`, embedded in the binary.

use axum::extract::Path;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use rust_embed::RustEmbed;

#[derive(RustEmbed)]
#[folder = "../../web/"]
struct WebFiles;

/// `GET /static/{file}`. Pages ask for `?v=<commit>`, so a long cache lifetime is safe.
pub async fn serve(Path(file): Path<String>) -> Response {
    let Some(content) = WebFiles::get(&file) else {
        return (StatusCode::NOT_FOUND, "no such file").into_response();
    };
    let mime = match file.rsplit('.').next() {
        Some("js") => "text/javascript; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("svg") => "image/svg+xml",
        Some("png") => "image/png",
        Some("ico") => "image/x-icon",
        _ => "application/octet-stream",
    };
    (
        [
            (header::CONTENT_TYPE, mime),
            (header::CACHE_CONTROL, "public, max-age=86400"),
        ],
        content.data.into_owned(),
    )
        .into_response()
}
