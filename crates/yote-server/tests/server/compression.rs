//! Answers go out compressed when the client asks (`br`, `gzip`), raw when it does not, and the
//! game's WebSocket still connects through the compression layer.

use axum::body::{Body, Bytes};
use axum::http::{Request, Response, header};
use futures_util::{SinkExt, StreamExt};
use serde_json::json;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tower::ServiceExt;
use tower_http::decompression::Decompression;
use yote_testkit::*;

/// An answer: status, `Content-Encoding` (empty when none), `Vary`, `ETag`, the body as sent.
struct Answer {
    status: u16,
    encoding: String,
    vary: String,
    etag: String,
    body: Bytes,
}

async fn fetch(server: &TestServer, path: &str, headers: &[(&str, &str)]) -> Answer {
    let mut request = server.http.get(server.url(path));
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    let response = request.send().await.expect("an answer");
    let header = |name: header::HeaderName| {
        response
            .headers()
            .get_all(name)
            .iter()
            .map(|v| v.to_str().expect("ascii").to_owned())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let (encoding, vary, etag) = (
        header(header::CONTENT_ENCODING),
        header(header::VARY),
        header(header::ETAG),
    );
    let status = response.status().as_u16();
    let body = response.bytes().await.expect("a body");
    Answer {
        status,
        encoding,
        vary,
        etag,
        body,
    }
}

/// `body` decoded from `encoding` (a client's decoder: tower-http's decompression middleware).
async fn decode(body: Bytes, encoding: &str) -> Bytes {
    let encoding = encoding.to_owned();
    let sent = tower::service_fn(move |_: Request<Body>| {
        let (body, encoding) = (body.clone(), encoding.clone());
        async move {
            Ok::<_, std::convert::Infallible>(
                Response::builder()
                    .header(header::CONTENT_ENCODING, encoding)
                    .body(Body::from(body))
                    .expect("a response"),
            )
        }
    });
    let Ok(response) = Decompression::new(sent)
        .oneshot(Request::new(Body::empty()))
        .await;
    axum::body::to_bytes(Body::new(response.into_body()), usize::MAX)
        .await
        .expect("a valid compressed body")
}

#[tokio::test]
async fn game_js_comes_back_br_or_gzip_when_asked_and_raw_otherwise() {
    let server = TestServer::start().await;
    let raw = fetch(&server, "/static/game.js", &[]).await;
    assert_eq!(raw.status, 200);
    assert_eq!(raw.encoding, "", "no Accept-Encoding, no compression");
    assert!(raw.body.len() > 5_000, "game.js is the page's script");
    assert!(raw.vary.to_ascii_lowercase().contains("accept-encoding"));

    for (accept, expected) in [
        ("gzip, deflate, br, zstd", "br"),
        ("br", "br"),
        ("gzip", "gzip"),
        ("br;q=0, gzip", "gzip"),
    ] {
        let sent = fetch(&server, "/static/game.js", &[("accept-encoding", accept)]).await;
        assert_eq!(sent.status, 200);
        assert_eq!(sent.encoding, expected, "Accept-Encoding: {accept}");
        assert!(sent.vary.to_ascii_lowercase().contains("accept-encoding"));
        assert!(
            sent.body.len() * 2 < raw.body.len(),
            "{expected}: {} bytes against {} raw",
            sent.body.len(),
            raw.body.len()
        );
        assert_eq!(
            decode(sent.body.clone(), expected).await,
            raw.body,
            "{expected} decodes to the file"
        );
        // The same answer again (from the cache of compressed files), and a revalidation.
        let again = fetch(&server, "/static/game.js", &[("accept-encoding", accept)]).await;
        assert_eq!(again.body, sent.body);
        assert_ne!(sent.etag, raw.etag, "each encoding has its own ETag");
        let revalidated = fetch(
            &server,
            "/static/game.js",
            &[("accept-encoding", accept), ("if-none-match", &sent.etag)],
        )
        .await;
        assert_eq!(revalidated.status, 304);
        assert!(revalidated.body.is_empty());
    }
    println!(
        "game.js: {} bytes raw, {} br, {} gzip",
        raw.body.len(),
        fetch(&server, "/static/game.js", &[("accept-encoding", "br")])
            .await
            .body
            .len(),
        fetch(&server, "/static/game.js", &[("accept-encoding", "gzip")])
            .await
            .body
            .len()
    );

    // The cost of the best quality, paid once per file: the first answer compresses, the next
    // come from the cache.
    let started = std::time::Instant::now();
    let first = fetch(&server, "/static/style.css", &[("accept-encoding", "br")]).await;
    let compressing = started.elapsed();
    let started = std::time::Instant::now();
    let cached = fetch(&server, "/static/style.css", &[("accept-encoding", "br")]).await;
    let from_cache = started.elapsed();
    assert_eq!(first.body, cached.body);
    println!(
        "style.css br: {} bytes, first answer {compressing:?}, cached {from_cache:?}",
        first.body.len()
    );

    // Images are already compressed: never encoded again.
    let png = fetch(
        &server,
        "/static/icon-192.png",
        &[("accept-encoding", "br, gzip")],
    )
    .await;
    assert_eq!((png.status, png.encoding.as_str()), (200, ""));
}

#[tokio::test]
async fn pages_and_api_answers_are_compressed_when_asked() {
    let server = TestServer::start().await;
    let table = server
        .create(json!({"rules": TINY_RULES, "opponent": "friend"}))
        .await;
    let game = table["game"].as_str().expect("a game").to_owned();
    for path in ["/en/rules".to_owned(), format!("/api/games/{game}")] {
        let raw = fetch(&server, &path, &[]).await;
        assert_eq!((raw.status, raw.encoding.as_str()), (200, ""), "{path}");
        for encoding in ["br", "gzip"] {
            let sent = fetch(&server, &path, &[("accept-encoding", encoding)]).await;
            assert_eq!(sent.status, 200, "{path}");
            assert_eq!(sent.encoding, encoding, "{path}");
            assert!(sent.vary.to_ascii_lowercase().contains("accept-encoding"));
            assert_eq!(decode(sent.body, encoding).await, raw.body, "{path}");
        }
    }
}

#[tokio::test]
async fn the_websocket_connects_through_the_compression_layer() {
    let server = TestServer::start().await;
    let table = server
        .create(json!({"rules": TINY_RULES, "opponent": "friend"}))
        .await;
    let game = table["game"].as_str().expect("a game").to_owned();
    // tungstenite's handshake sends no Accept-Encoding; a browser's does: add one.
    let mut request = format!("ws://{}/games/{game}/ws", server.addr)
        .into_client_request()
        .expect("a request");
    request.headers_mut().insert(
        "accept-encoding",
        "gzip, deflate, br, zstd".parse().expect("a header"),
    );
    let (mut ws, upgrade) = tokio_tungstenite::connect_async(request)
        .await
        .expect("the WebSocket connects");
    assert_eq!(upgrade.status(), 101);
    assert!(
        upgrade.headers().get(header::CONTENT_ENCODING).is_none(),
        "an upgrade is never encoded"
    );
    ws.send(Message::text(json!({"type": "hello"}).to_string()))
        .await
        .expect("send");
    let state = loop {
        let message = ws.next().await.expect("an answer").expect("a message");
        let Ok(text) = message.to_text() else {
            continue;
        };
        let value: serde_json::Value = serde_json::from_str(text).expect("json");
        if value["type"] == "state" {
            break value;
        }
    };
    assert_eq!(state["status"], "waiting", "{state}");
    // The test kit's player as well.
    let mut watcher = server.ws(&game, None).await;
    assert_eq!(watcher.hello(json!({})).await["status"], "waiting");
}

/// Pages ask for their files under the release's address, cached for a year; the same files at
/// the fixed address are revalidated on each use, and an unknown release is a 404 for a missing
/// file only (a page cached from the last release still gets today's files).
#[tokio::test]
async fn pages_ask_for_files_under_the_release_and_those_are_cached_for_good() {
    let server = TestServer::start().await;
    let page = server
        .http
        .get(server.url("/en/"))
        .send()
        .await
        .expect("the home page")
        .text()
        .await
        .expect("a page");
    let start = page.find("/static/").expect("a static file") + "/static/".len();
    let release = page[start..]
        .split('/')
        .next()
        .expect("a release")
        .to_owned();
    assert!(
        page.contains(&format!("/static/{release}/style.css")),
        "the stylesheet under the release"
    );
    let cache = |path: String| {
        let http = server.http.clone();
        let url = server.url(&path);
        async move {
            let r = http.get(url).send().await.expect("an answer");
            let control = r
                .headers()
                .get(header::CACHE_CONTROL)
                .map(|v| v.to_str().expect("ascii").to_owned())
                .unwrap_or_default();
            (r.status().as_u16(), control)
        }
    };
    let (status, control) = cache(format!("/static/{release}/game/board.js")).await;
    assert_eq!(status, 200);
    if release == "unknown" {
        assert_eq!(control, "no-cache", "a build outside git is revalidated");
    } else {
        assert_eq!(control, "public, max-age=31536000, immutable");
    }
    assert_eq!(
        cache("/static/game/board.js".into()).await,
        (200, "no-cache".into())
    );
    assert_eq!(cache(format!("/static/{release}/nothing.js")).await.0, 404);
}

/// After an upgrade, a page of the release before asks for its own files: each release stores
/// its files in the database at its first start, and a node of any release serves them from
/// there. The database keeps the last three releases.
#[tokio::test]
async fn files_of_an_earlier_release_come_from_the_database() {
    use yote_server::Store;
    let server = TestServer::start().await;
    let store = &server.store;
    let get = |path: &str| {
        let request = server
            .http
            .get(server.url(path))
            .header("accept-encoding", "identity");
        async move {
            let r = request.send().await.expect("an answer");
            let status = r.status().as_u16();
            let control = r
                .headers()
                .get(header::CACHE_CONTROL)
                .map(|v| v.to_str().expect("ascii").to_owned())
                .unwrap_or_default();
            (status, control, r.text().await.unwrap_or_default())
        }
    };
    // What an earlier release stored at its start.
    let old = [("game.js".to_owned(), b"// the old game page".to_vec())];
    store.keep_release("0aa1bb2", &old, 3).await.unwrap();
    let (status, control, body) = get("/static/0aa1bb2/game.js").await;
    assert_eq!(
        (status, control.as_str(), body.as_str()),
        (
            200,
            "public, max-age=31536000, immutable",
            "// the old game page"
        )
    );
    assert_eq!(get("/static/0aa1bb2/nothing.js").await.0, 404);
    assert_eq!(get("/static/not-a-release/game.js").await.0, 404);
    // This release stored its own files at start (a build outside git has no release to keep).
    let page = server
        .http
        .get(server.url("/en/"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    let start = page.find("/static/").unwrap() + "/static/".len();
    let release = page[start..].split('/').next().unwrap().to_owned();
    if release != "unknown" {
        let ours = store.release_file(&release, "game.js").await.unwrap();
        assert_eq!(
            ours.as_deref(),
            Some(std::fs::read("../../web/game.js").unwrap().as_slice())
        );
    }
    // Two more releases: the oldest of four is forgotten.
    for release in ["0aa1bb3", "0aa1bb4", "0aa1bb5"] {
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
        store.keep_release(release, &old, 3).await.unwrap();
    }
    assert!(
        store
            .release_file("0aa1bb2", "game.js")
            .await
            .unwrap()
            .is_none()
    );
    assert!(
        store
            .release_file("0aa1bb5", "game.js")
            .await
            .unwrap()
            .is_some()
    );
}
