//! What the framework refuses before a handler runs (a query string, a JSON body, a path
//! parameter, a method, a body too long, a route that does not exist) is answered under `/api/`
//! with the documented error `{"error": {"code", "message", "args"}}`, as the handlers' own
//! refusals are (docs/protocol.md §2); the pages keep their HTML error pages.

use serde_json::Value;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use yote_testkit::*;

/// Asserts that the answer is the documented JSON error with `status` and `code`.
async fn assert_error(what: &str, response: reqwest::Response, status: u16, code: &str) {
    assert_eq!(response.status().as_u16(), status, "{what}");
    let kind = response
        .headers()
        .get("content-type")
        .map(|v| v.to_str().unwrap().to_owned())
        .unwrap_or_default();
    let text = response.text().await.unwrap();
    assert!(
        kind.starts_with("application/json"),
        "{what}: {kind}: {text}"
    );
    let body: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{what}: {e}: {text}"));
    let error = &body["error"];
    assert_eq!(error["code"], code, "{what}: {body}");
    assert!(
        !error["message"].as_str().unwrap_or("").is_empty(),
        "{what}: {body}"
    );
    assert!(error["args"].is_object(), "{what}: {body}");
}

#[tokio::test]
async fn the_frameworks_refusals_under_api_answer_the_documented_json_error() {
    let server = TestServer::start().await;
    let http = &server.http;
    let get = |path: &str| http.get(server.url(path)).send();

    // The query string: none, a field missing, a field repeated.
    for path in [
        "/api/tablebase",
        "/api/tablebase?rules=standard",
        "/api/tablebase?rules=standard&rules=beart&position=x",
    ] {
        assert_error(path, get(path).await.unwrap(), 400, "malformed").await;
    }

    // A JSON body: not JSON, another content type, no content type.
    let post = |content_type: Option<&str>, body: &str| {
        let mut r = http.post(server.url("/api/tables")).body(body.to_owned());
        if let Some(kind) = content_type {
            r = r.header("content-type", kind);
        }
        r.send()
    };
    let syntax = post(Some("application/json"), "{\"opponent\": ")
        .await
        .unwrap();
    assert_error("not JSON", syntax, 400, "malformed").await;
    let text = post(Some("text/plain"), "{\"opponent\": \"friend\"}")
        .await
        .unwrap();
    assert_error("text/plain", text, 400, "malformed").await;
    let none = post(None, "{\"opponent\": \"friend\"}").await.unwrap();
    assert_error("no content type", none, 400, "malformed").await;

    // A path parameter that is not UTF-8 once decoded.
    for path in [
        "/api/games/%FF%FE",
        "/api/invites/%C3%28",
        "/api/games/%FF/record",
    ] {
        assert_error(path, get(path).await.unwrap(), 400, "malformed").await;
    }

    // A method the route does not take: 405 with the methods it does take.
    let delete = http.delete(server.url("/api/tables")).send().await.unwrap();
    assert_eq!(delete.headers()["allow"], "POST");
    assert_error("DELETE /api/tables", delete, 405, "method-not-allowed").await;
    let put = http.put(server.url("/api/tablebase")).send().await.unwrap();
    assert_error("PUT /api/tablebase", put, 405, "method-not-allowed").await;

    // A route under /api/ that does not exist.
    for path in [
        "/api",
        "/api/",
        "/api/nothing",
        "/api/games",
        "/api/games/x/y/z",
    ] {
        assert_error(path, get(path).await.unwrap(), 404, "not-found").await;
    }
    let post_nowhere = http.post(server.url("/api/nothing")).send().await.unwrap();
    assert_error("POST /api/nothing", post_nowhere, 404, "not-found").await;

    // A body too long, announced or not (chunked: only the framework's limit sees it).
    let long = format!(
        "{{\"opponent\": \"friend\", \"rules\": \"{}\"}}",
        "x".repeat(20_000)
    );
    let announced = post(Some("application/json"), &long).await.unwrap();
    assert_error("announced body too long", announced, 413, "too-large").await;
    let answer = chunked_post(&server, "/api/tables", long.as_bytes()).await;
    assert!(answer.starts_with("HTTP/1.1 413"), "{answer}");
    assert!(
        answer.contains("application/json") && answer.contains("\"too-large\""),
        "{answer}"
    );
}

#[tokio::test]
async fn pages_keep_their_html_error_pages() {
    let server = TestServer::start().await;
    for path in ["/en/nothing/here", "/xx/games/abc", "/en/games/%FF"] {
        let r = server.http.get(server.url(path)).send().await.unwrap();
        assert_eq!(r.status(), 404, "{path}");
        let kind = r.headers()["content-type"].to_str().unwrap().to_owned();
        assert!(kind.starts_with("text/html"), "{path}: {kind}");
    }
}

/// POSTs `body` in chunks of 1 KiB, with no `Content-Length`; answers the whole answer as text.
async fn chunked_post(server: &TestServer, path: &str, body: &[u8]) -> String {
    let mut stream = tokio::net::TcpStream::connect(server.addr).await.unwrap();
    let head = format!(
        "POST {path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n\
         Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
    );
    stream.write_all(head.as_bytes()).await.unwrap();
    for chunk in body.chunks(1024) {
        let sent = stream
            .write_all(format!("{:x}\r\n", chunk.len()).as_bytes())
            .await
            .and(stream.write_all(chunk).await)
            .and(stream.write_all(b"\r\n").await);
        if sent.is_err() {
            break; // the server answered and closed before the end
        }
    }
    let _ = stream.write_all(b"0\r\n\r\n").await;
    let mut answer = Vec::new();
    let _ = tokio::time::timeout(
        std::time::Duration::from_secs(5),
        stream.read_to_end(&mut answer),
    )
    .await;
    String::from_utf8_lossy(&answer).into_owned()
}
