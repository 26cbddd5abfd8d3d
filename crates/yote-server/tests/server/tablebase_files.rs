//! A loaded table's file answers under its canonical name only: any other spelling of the same
//! table (leading zeros, a sign, the rules' options in another order) is a 404 with the JSON
//! error, so that nobody fills the server's gzip cache with copies of one table
//! (docs/reliability.md "Cheats tried and closed").

use yote_rules::Rules;
use yote_tablebase::{Tablebase, registry};
use yote_testkit::*;

/// Rules of their own, so that no other test's games meet these tables.
const RULES: &str = "standard,rows=4,columns=4,pieces=4";

/// The status of `path` asked with `Accept-Encoding: gzip` (as a browser asks, so that the
/// gzip cache is used), and the error's code when it is not 200 (asked again without gzip, so
/// that the JSON is read as sent).
async fn status_and_code(server: &TestServer, path: &str) -> (u16, Option<String>) {
    let response = server
        .http
        .get(server.url(path))
        .header("accept-encoding", "gzip")
        .send()
        .await
        .expect("an answer");
    let status = response.status().as_u16();
    if status == 200 {
        return (status, None);
    }
    let response = server.http.get(server.url(path)).send().await.unwrap();
    let text = response.text().await.unwrap();
    let code = match serde_json::from_str::<serde_json::Value>(&text) {
        Ok(body) => body["error"]["code"]
            .as_str()
            .unwrap_or("(no code)")
            .to_owned(),
        Err(_) => format!("not JSON: {text}"),
    };
    (status, Some(code))
}

#[tokio::test]
async fn a_tables_file_answers_under_its_canonical_name_only() {
    let rules: Rules = RULES.parse().unwrap();
    let folder = rules.to_rules_string();
    registry::install(Tablebase::build(&rules, 5, &mut |_| {}).expect("tables"));
    let server = TestServer::start().await;

    let canonical = format!("/tablebases/{folder}/3-2.yotetb");
    assert_eq!(status_and_code(&server, &canonical).await, (200, None));

    let mut spellings = Vec::new();
    for zeros in 1..=150 {
        let z = "0".repeat(zeros);
        spellings.push(format!("/tablebases/{folder}/{z}3-2.yotetb"));
        spellings.push(format!("/tablebases/{folder}/3-{z}2.yotetb"));
    }
    spellings.push(format!("/tablebases/{folder}/+3-2.yotetb"));
    spellings.push(format!("/tablebases/{folder}/3-+2.yotetb"));
    // The same rules, their options in another order: not the folder the tables were built as.
    spellings.push("/tablebases/standard,pieces=4,columns=4,rows=4/3-2.yotetb".to_owned());
    for path in &spellings {
        assert_eq!(
            status_and_code(&server, path).await,
            (404, Some("not-in-tables".to_owned())),
            "{path}"
        );
    }
    assert_eq!(status_and_code(&server, &canonical).await, (200, None));
    registry::remove(&rules);
}

/// The static files' compressed copies are kept by file name: a name that finds an embedded
/// file only through another spelling (`\` for `/`) is a 404, not another copy.
#[tokio::test]
async fn a_static_file_answers_under_its_embedded_name_only() {
    let server = TestServer::start().await;
    let asked = |path: &'static str| {
        server
            .http
            .get(server.url(path))
            .header("accept-encoding", "br, gzip")
            .send()
    };
    assert_eq!(asked("/static/game/board.js").await.unwrap().status(), 200);
    for path in ["/static/game%5Cboard.js", "/static/game%5cboard.js"] {
        assert_eq!(asked(path).await.unwrap().status(), 404, "{path}");
    }
}
