//! Scripts, styles and images from `web/`, embedded in the binary, and the release they belong
//! to ([`release`]).
//!
//! Text files go out compressed when the browser accepts it (`br`, else `gzip`), at the best
//! quality, compressed once on first use and kept: the files never change while the binary runs.
//! The response layer's on-the-fly compression (quality 4 for brotli) skips these answers since
//! they already carry `Content-Encoding`.

pub mod release;

use std::collections::HashMap;
use std::sync::{LazyLock, Mutex};

use axum::body::{Body, Bytes};
use axum::extract::{Path, State};
use axum::http::{HeaderMap, HeaderValue, Request, StatusCode, header};
use axum::response::{IntoResponse, Response};
use rust_embed::RustEmbed;
use tower::ServiceExt;
use tower_http::compression::{Compression, CompressionLevel};

use crate::store::Store;

/// The store, where earlier releases' files are (the site's state gives it).
type Files = std::sync::Arc<dyn Store>;

#[derive(RustEmbed)]
#[folder = "../../web/"]
struct WebFiles;

/// A file of `web/` (`puzzles/standard.txt`), as embedded.
pub(crate) fn web_file(name: &str) -> Option<std::borrow::Cow<'static, [u8]>> {
    WebFiles::get(name).map(|f| f.data)
}

/// The releases whose static files the database keeps: this one, the one before (pages still
/// open in browsers during and after an upgrade) and one more (a quick second upgrade).
const RELEASES_KEPT: usize = 3;

/// Stores this release's static files in the database (once), so that nodes of later releases
/// can serve them to pages of this one still open; forgets the files of older releases.
pub async fn keep_this_release(store: &dyn Store) {
    let release = release::COMMIT;
    if release == "unknown" {
        return;
    }
    let files: Vec<(String, Vec<u8>)> = WebFiles::iter()
        .filter_map(|path| {
            let data = WebFiles::get(&path)?.data.into_owned();
            Some((path.into_owned(), data))
        })
        .collect();
    match store.keep_release(release, &files, RELEASES_KEPT).await {
        Ok(()) => tracing::debug!(release, files = files.len(), "static files kept"),
        // Pages of this release are served from the binary all the same.
        Err(e) => tracing::warn!(release, error = %e, "cannot keep this release's static files"),
    }
}

/// Another release's files read from the database, by release and path: a few hundred
/// kilobytes a release, and the database keeps at most [`RELEASES_KEPT`].
static OTHER_RELEASES: LazyLock<Mutex<HashMap<(String, String), Bytes>>> =
    LazyLock::new(Mutex::default);

/// A file of another release than this binary's, from the database.
async fn other_release_file(store: &Files, release: &str, path: &str) -> Option<Bytes> {
    // A release is a commit's hash: anything else is not asked of the database.
    if !(7..=40).contains(&release.len()) || !release.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    let key = (release.to_owned(), path.to_owned());
    if let Some(bytes) = OTHER_RELEASES.lock().expect("not poisoned").get(&key) {
        return Some(bytes.clone());
    }
    let bytes = Bytes::from(store.release_file(release, path).await.ok()??);
    OTHER_RELEASES
        .lock()
        .expect("not poisoned")
        .insert(key, bytes.clone());
    Some(bytes)
}

/// How a file goes out.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Encoding {
    Brotli,
    Gzip,
    Identity,
}

impl Encoding {
    fn token(self) -> &'static str {
        match self {
            Encoding::Brotli => "br",
            Encoding::Gzip => "gzip",
            Encoding::Identity => "identity",
        }
    }

    /// The best encoding `Accept-Encoding` allows: `br`, then `gzip`, else none.
    fn negotiate(headers: &HeaderMap) -> Encoding {
        let (br, gzip) = accepted(headers);
        if br {
            Encoding::Brotli
        } else if gzip {
            Encoding::Gzip
        } else {
            Encoding::Identity
        }
    }
}

/// Whether `Accept-Encoding` allows `br`, and `gzip`. A coding is refused with `q=0`; `*`
/// stands for both.
fn accepted(headers: &HeaderMap) -> (bool, bool) {
    {
        let (mut br, mut gzip) = (false, false);
        let offers = headers
            .get_all(header::ACCEPT_ENCODING)
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','));
        for offer in offers {
            let mut parts = offer.split(';');
            let name = parts.next().unwrap_or("").trim().to_ascii_lowercase();
            let refused = parts.any(|p| {
                p.trim()
                    .strip_prefix("q=")
                    .and_then(|q| q.trim().parse::<f32>().ok())
                    .is_some_and(|q| q <= 0.0)
            });
            match name.as_str() {
                "br" => br = !refused,
                "gzip" => gzip = !refused,
                "*" if !refused => (br, gzip) = (true, true),
                _ => {}
            }
        }
        (br, gzip)
    }
}

/// Whether the request accepts `gzip`.
pub(crate) fn accepts_gzip(headers: &HeaderMap) -> bool {
    accepted(headers).1
}

/// Compressed files, by name and encoding: `web/`'s files embedded in the binary (a few hundred
/// kilobytes, named as embedded: a name that only finds a file through another spelling is
/// refused), and other releases' files the database holds (at most [`RELEASES_KEPT`] releases,
/// named as stored). Nothing a request names that is not one of those reaches it.
static COMPRESSED: LazyLock<Mutex<HashMap<(String, Encoding), Bytes>>> =
    LazyLock::new(Mutex::default);

/// `data` compressed as `encoding` at the best quality (through tower-http's own compressor,
/// the one that compresses the pages, so no other codec library is needed).
async fn compress(data: Bytes, encoding: Encoding, level: CompressionLevel) -> Bytes {
    let raw = tower::service_fn(move |_: Request<Body>| {
        let data = data.clone();
        async move { Ok::<_, std::convert::Infallible>(Response::new(Body::from(data))) }
    });
    let request = Request::builder()
        .header(header::ACCEPT_ENCODING, encoding.token())
        .body(Body::empty())
        .expect("a request");
    let Ok(response) = Compression::new(raw).quality(level).oneshot(request).await;
    axum::body::to_bytes(Body::new(response.into_body()), usize::MAX)
        .await
        .expect("compressing bytes in memory does not fail")
}

/// The file's bytes as `encoding`, compressed on first use.
async fn encoded(file: &str, data: Bytes, encoding: Encoding) -> Bytes {
    if encoding == Encoding::Identity {
        return data;
    }
    let key = (file.to_owned(), encoding);
    if let Some(bytes) = COMPRESSED.lock().expect("not poisoned").get(&key) {
        return bytes.clone();
    }
    // Two first requests at once may both compress; the result is the same.
    let bytes = compress(data, encoding, CompressionLevel::Best).await;
    COMPRESSED
        .lock()
        .expect("not poisoned")
        .insert(key, bytes.clone());
    bytes
}

/// Served bytes other than `web/`'s (the endgame tables' files) gzipped at the default level:
/// their megabytes compress in tens of milliseconds so, where the best level would take
/// seconds. Not kept here: the caller keeps them by what they are (`http::tablebase`).
pub(crate) async fn gzip(data: Bytes) -> Bytes {
    compress(data, Encoding::Gzip, CompressionLevel::Default).await
}

/// The content type of a file of `web/`, and whether it is text worth compressing.
fn mime(file: &str) -> (&'static str, bool) {
    match file.rsplit('.').next() {
        Some("js") => ("text/javascript; charset=utf-8", true),
        Some("css") => ("text/css; charset=utf-8", true),
        Some("svg") => ("image/svg+xml", true),
        Some("webmanifest") => ("application/manifest+json", true),
        // The puzzle packs (web/puzzles/*.txt).
        Some("txt") => ("text/plain; charset=utf-8", true),
        // The engine (web/engine/yote.wasm): compiled code compresses to about 40 %.
        Some("wasm") => ("application/wasm", true),
        Some("png") => ("image/png", false),
        Some("ico") => ("image/x-icon", false),
        _ => ("application/octet-stream", false),
    }
}

/// `GET /static/{file}` and `GET /static/{commit}/{file}`. Pages ask for the second form, under
/// the commit the binary was built from: the address changes with every release, so the answer
/// can be cached for a year, and a script's relative imports (`./game/board.js`) stay inside
/// the same release. The first form (the manifest's icons, the tab icons) is revalidated each
/// time: the `ETag` (the file's hash and its encoding) lets a browser do that without the body.
///
/// A page of an earlier release, still open after an upgrade, asks for its own release's files:
/// they come from the database, where each release stores its files at its first start.
pub async fn serve(
    State(store): State<Files>,
    Path(file): Path<String>,
    headers: HeaderMap,
) -> Response {
    if let Some((release, rest)) = file.split_once('/')
        && release != release::COMMIT
        && let Some(data) = other_release_file(&store, release, rest).await
    {
        return other_release_answer(release, rest, data, &headers).await;
    }
    let (file, cache) = match file.split_once('/') {
        // Outside a git checkout every build is "unknown": those are revalidated too.
        Some((release, rest)) if release == release::COMMIT && release != "unknown" => {
            (rest.to_owned(), "public, max-age=31536000, immutable")
        }
        Some((release, rest)) if release == release::COMMIT => (rest.to_owned(), "no-cache"),
        _ => (file, "no-cache"),
    };
    // The embedded files' lookup reads `\` as `/`: one file, one name.
    let content = (!file.contains('\\'))
        .then(|| WebFiles::get(&file))
        .flatten();
    let Some(content) = content else {
        return (StatusCode::NOT_FOUND, "no such file").into_response();
    };
    let (mime, text) = mime(&file);
    let encoding = if text {
        Encoding::negotiate(&headers)
    } else {
        Encoding::Identity
    };
    let hash = content.metadata.sha256_hash();
    let etag = format!(
        "\"{}-{}\"",
        hash[..12]
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect::<String>(),
        encoding.token()
    );
    let mut answer = HeaderMap::new();
    answer.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    answer.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    answer.insert(
        header::ETAG,
        HeaderValue::from_str(&etag).expect("hex is a header value"),
    );
    let revalidated = headers
        .get_all(header::IF_NONE_MATCH)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .any(|tag| tag.trim() == etag || tag.trim() == "*");
    if revalidated {
        return (StatusCode::NOT_MODIFIED, answer).into_response();
    }
    answer.insert(header::CONTENT_TYPE, HeaderValue::from_static(mime));
    if encoding != Encoding::Identity {
        answer.insert(
            header::CONTENT_ENCODING,
            HeaderValue::from_static(encoding.token()),
        );
    }
    let data = Bytes::from(content.data.into_owned());
    let body = encoded(&file, data, encoding).await;
    (answer, body).into_response()
}

/// Another release's file: immutable under its release's address, compressed like ours (the
/// compressed copies are kept under the release's name too).
async fn other_release_answer(
    release: &str,
    file: &str,
    data: Bytes,
    headers: &HeaderMap,
) -> Response {
    let (mime, text) = mime(file);
    let encoding = if text {
        Encoding::negotiate(headers)
    } else {
        Encoding::Identity
    };
    let mut answer = HeaderMap::new();
    answer.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("public, max-age=31536000, immutable"),
    );
    answer.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    answer.insert(header::CONTENT_TYPE, HeaderValue::from_static(mime));
    if encoding != Encoding::Identity {
        answer.insert(
            header::CONTENT_ENCODING,
            HeaderValue::from_static(encoding.token()),
        );
    }
    let body = encoded(&format!("{release}/{file}"), data, encoding).await;
    (answer, body).into_response()
}

/// `GET /sw.js`: the service worker (`web/sw.js`), at the root so that its scope is the whole
/// site, with this release and the list of `web/` files written in: a new release is a new
/// script, which the browser installs in place of the old one. `no-cache`, so that the browser
/// asks for it on each check and an update reaches players at once.
pub async fn service_worker() -> Response {
    let Some(script) = WebFiles::get("sw.js") else {
        return (StatusCode::NOT_FOUND, "no such file").into_response();
    };
    let mut files: Vec<String> = WebFiles::iter()
        .filter(|f| f != "sw.js")
        .map(|f| f.into_owned())
        .collect();
    files.sort();
    let script = String::from_utf8_lossy(&script.data)
        .replace(
            "'__RELEASE__'",
            &serde_json::to_string(release::COMMIT).expect("a string"),
        )
        .replace("__FILES__", &serde_json::to_string(&files).expect("names"))
        .replace(
            "__LANGS__",
            &serde_json::to_string(&crate::i18n::Lang::ALL.map(crate::i18n::Lang::code))
                .expect("codes"),
        );
    (
        [
            (header::CONTENT_TYPE, "text/javascript; charset=utf-8"),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        script,
    )
        .into_response()
}

#[cfg(test)]
mod tests {
    use super::Encoding;
    use axum::http::{HeaderMap, HeaderValue, header};

    fn pick(accept: &str) -> Encoding {
        let mut headers = HeaderMap::new();
        headers.insert(
            header::ACCEPT_ENCODING,
            HeaderValue::from_str(accept).unwrap(),
        );
        Encoding::negotiate(&headers)
    }

    #[tokio::test]
    async fn the_service_worker_names_this_release_and_every_file() {
        let response = super::service_worker().await;
        assert_eq!(response.headers()[header::CACHE_CONTROL], "no-cache");
        assert!(
            response.headers()[header::CONTENT_TYPE]
                .to_str()
                .expect("ascii")
                .starts_with("text/javascript")
        );
        let body = axum::body::to_bytes(response.into_body(), 1 << 20)
            .await
            .expect("a body");
        let script = String::from_utf8(body.to_vec()).expect("UTF-8");
        let release = format!("const RELEASE = \"{}\";", super::release::COMMIT);
        assert!(script.contains(&release), "the release is written in");
        for file in ["\"game.js\"", "\"engine/yote.wasm\"", "\"style.css\""] {
            assert!(script.contains(file), "{file} is kept");
        }
        assert!(!script.contains("__FILES__") && !script.contains("\"sw.js\""));
        assert!(
            script
                .contains(r#"const LANGS = ["en","fr","wo","bm","ar","es","pt","de","pl","nb"];"#)
        );
    }

    #[test]
    fn accept_encoding_picks_brotli_then_gzip() {
        assert_eq!(pick("gzip, deflate, br, zstd"), Encoding::Brotli);
        assert_eq!(pick("gzip"), Encoding::Gzip);
        assert_eq!(pick("br;q=0, gzip;q=0.5"), Encoding::Gzip);
        assert_eq!(pick("deflate"), Encoding::Identity);
        assert_eq!(pick("*"), Encoding::Brotli);
        assert_eq!(pick("identity"), Encoding::Identity);
        assert_eq!(Encoding::negotiate(&HeaderMap::new()), Encoding::Identity);
    }
}
