//! The caps that count rows, met by requests sent at the same moment (store/mod.rs "Caps"):
//! on one `yote serve` on SQLite, and on two nodes sharing PostgreSQL with the requests spread
//! over both. Each burst is held at a barrier until every request is ready, so that the
//! requests truly race: an address's seeks, the rated games of players sharing an address, an
//! address's waiting friend tables, a seat's push subscriptions, and the transfer codes an
//! address may try (counted in the database when the nodes share one).

use std::sync::Arc;

use futures_util::future::join_all;
use serde_json::{Value, json};
use tokio::sync::Barrier;
use yote_testkit::*;

fn node(url: &str, push: &PushService, ca: &std::path::Path) -> ServerProcess {
    ServerProcess::start_url(
        env!("CARGO_BIN_EXE_yote"),
        url,
        &[
            "--tables-per-minute",
            "1000",
            "--push-services",
            &push.host(),
            "--push-ca",
            ca.to_str().unwrap(),
        ],
        "info",
    )
}

/// Waits until the hour has at least a minute left: the shared counts of the transfer codes
/// are per hour's window, and the test must not straddle two.
async fn clear_of_an_hour_boundary() {
    loop {
        let s = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_secs();
        if s % 3600 < 3540 {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_secs(1)).await;
    }
}

/// Runs `requests` at once: each waits at one barrier until all are ready.
async fn at_once<F, T>(requests: Vec<F>) -> Vec<T>
where
    F: std::future::Future<Output = T> + Send + 'static,
    T: Send + 'static,
{
    let barrier = Arc::new(Barrier::new(requests.len()));
    let tasks = requests.into_iter().map(|request| {
        let barrier = Arc::clone(&barrier);
        tokio::spawn(async move {
            barrier.wait().await;
            request.await
        })
    });
    join_all(tasks)
        .await
        .into_iter()
        .map(|r| r.expect("a request's task"))
        .collect()
}

/// The lobby socket of a new player on `node`, welcomed: the socket, and the player's name.
async fn lobby_player(node: &ServerProcess) -> (Client, String) {
    let (token, player) = new_player(&http_client(), &node.url("")).await;
    let mut client = Client::lobby(node.addr, Some(&token), None).await;
    client.next_of("welcome").await;
    (client, player["name"].as_str().unwrap().to_owned())
}

/// The first answer to a seek or an accept: `seeking`, `paired` (with the game) or an error's
/// code.
async fn answer(client: &mut Client) -> (String, Value) {
    loop {
        let m = client.recv().await;
        match m["type"].as_str() {
            Some("seeking") | Some("paired") => return (m["type"].as_str().unwrap().into(), m),
            Some("error") => return (m["code"].as_str().unwrap().into(), m),
            _ => {}
        }
    }
}

fn custom_seek() -> Value {
    json!({"type": "seek", "tile": "custom", "rules": "standard",
           "clock": {"initial_s": 600, "increment_s": 5}})
}

async fn every_cap_holds(nodes: &[&ServerProcess], push: &PushService) {
    let on = |i: usize| nodes[i % nodes.len()];
    let http = http_client();

    // 120 players of one address seek at once: 100 may (`seeks_per_address`).
    let mut seekers = Vec::new();
    for i in 0..120 {
        seekers.push(lobby_player(on(i)).await.0);
    }
    let answers = at_once(
        seekers
            .into_iter()
            .map(|mut s| async move {
                s.send(custom_seek()).await;
                let (kind, _) = answer(&mut s).await;
                (kind, s)
            })
            .collect(),
    )
    .await;
    let count = |kind: &str| answers.iter().filter(|(k, _)| k == kind).count();
    assert_eq!(
        (count("seeking"), count("too-many-seeks")),
        (100, 20),
        "{:?}",
        answers.iter().map(|(k, _)| k).collect::<Vec<_>>()
    );
    // Their sockets close, and their seeks go with them.
    for (_, s) in answers {
        s.close().await;
    }

    // Ten players of the address offer a game and ten others take them at once: three are rated
    // (`SAME_ADDRESS_RATED_A_DAY`), the others unrated.
    let mut offering = Vec::new();
    let mut names = Vec::new();
    for i in 0..10 {
        let (mut client, name) = lobby_player(on(i)).await;
        // The seeks of the closed sockets may take a moment to go.
        let mut tries = 0;
        loop {
            client.send(custom_seek()).await;
            match answer(&mut client).await.0.as_str() {
                "seeking" => break,
                "too-many-seeks" if tries < 50 => {
                    tries += 1;
                    tokio::time::sleep(std::time::Duration::from_millis(200)).await;
                }
                other => panic!("seek {i}: {other}"),
            }
        }
        offering.push(client);
        names.push(name);
    }
    let mut takers = Vec::new();
    for i in 0..10 {
        takers.push(lobby_player(on(i + 1)).await.0);
    }
    // The open seeks, as the counts list them: wait until all ten are there.
    let counts = takers[0]
        .until("counts", |m| {
            m["counts"]["open"]
                .as_array()
                .is_some_and(|o| names.iter().all(|n| o.iter().any(|s| s["name"] == *n)))
        })
        .await;
    let open = counts["counts"]["open"].as_array().unwrap().clone();
    let seek_of = |name: &String| -> String {
        let s = open.iter().find(|s| s["name"] == *name).unwrap();
        s["seek"].as_str().unwrap().to_owned()
    };
    let games = at_once(
        takers
            .into_iter()
            .zip(names.iter().map(seek_of))
            .map(|(mut taker, seek)| async move {
                taker.send(json!({"type": "accept", "seek": seek})).await;
                let (kind, m) = answer(&mut taker).await;
                assert_eq!(kind, "paired", "{m}");
                m["game"].as_str().unwrap().to_owned()
            })
            .collect(),
    )
    .await;
    let mut rated = 0;
    for game in &games {
        let (_, players) = get(&http, &nodes[0].url(&format!("/api/games/{game}/players"))).await;
        rated += usize::from(players["rated"] == true);
    }
    assert_eq!(rated, 3, "rated games between players of one address");
    drop(offering);

    // 130 friend tables asked for at once from one address: 100 wait for their first move
    // (`unplayed_tables_per_address`), the others are refused.
    let made = at_once(
        (0..130)
            .map(|i| {
                let (http, url) = (http.clone(), on(i).url("/api/tables"));
                async move { post(&http, &url, json!({"opponent": "friend"})).await }
            })
            .collect(),
    )
    .await;
    let created = made.iter().filter(|(status, _)| *status == 201).count();
    let refused: Vec<&Value> = made
        .iter()
        .filter(|(status, _)| *status != 201)
        .map(|(_, body)| body)
        .collect();
    assert_eq!(created, 100);
    assert!(
        refused
            .iter()
            .all(|b| b["error"]["code"] == "too-many-waiting-tables"),
        "{refused:?}"
    );

    // Thirty browsers subscribe one seat at once: five are kept (`MAX_SUBSCRIPTIONS_PER_SEAT`).
    let other_address = http_client_from([127, 0, 0, 2].into());
    let (game, white, _, _) = seated_table(&other_address, &nodes[0].url(""), "standard").await;
    let subscribed = at_once(
        (0..30)
            .map(|i| {
                let url = on(i).url(&format!("/games/{game}/push"));
                let body = push.browser().subscription("en");
                let (http, white) = (http.clone(), white.clone());
                async move {
                    let r = http
                        .post(url)
                        .header("cookie", format!("yote_seat={white}"))
                        .json(&body)
                        .send()
                        .await
                        .unwrap();
                    let status = r.status().as_u16();
                    (status, r.json::<Value>().await.unwrap())
                }
            })
            .collect(),
    )
    .await;
    let kept = subscribed.iter().filter(|(s, _)| *s == 201).count();
    assert_eq!(kept, 5, "{subscribed:?}");
    assert!(
        subscribed
            .iter()
            .filter(|(s, _)| *s != 201)
            .all(|(_, b)| b["error"]["args"]["reason"] == "too-many"),
        "{subscribed:?}"
    );

    // Forty wrong transfer codes tried at once: 30 are tried (`transfers_per_hour`), whatever
    // node each reaches.
    clear_of_an_hour_boundary().await;
    let tried = at_once(
        (0..40)
            .map(|i| {
                let (http, url) = (http.clone(), on(i).url("/api/player/claim"));
                async move { post(&http, &url, json!({"code": "ABCD-2345"})).await }
            })
            .collect(),
    )
    .await;
    let code = |c: &str| {
        tried
            .iter()
            .filter(|(_, b)| b["error"]["code"] == c)
            .count()
    };
    assert_eq!(
        (code("bad-transfer-code"), code("too-many-transfers")),
        (30, 10)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn every_cap_holds_against_requests_at_once_on_sqlite() {
    let push = PushService::start().await;
    let dir = tempfile::tempdir().unwrap();
    let ca = dir.path().join("push-ca.pem");
    std::fs::write(&ca, &push.certificate).unwrap();
    let url = format!("sqlite:{}", dir.path().join("yote.db").display());
    let server = node(&url, &push, &ca);
    every_cap_holds(&[&server], &push).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn every_cap_holds_against_requests_at_once_on_two_postgres_nodes() {
    let push = PushService::start().await;
    let dir = tempfile::tempdir().unwrap();
    let ca = dir.path().join("push-ca.pem");
    std::fs::write(&ca, &push.certificate).unwrap();
    let url = TempPostgres::shared().database();
    let (a, b) = (node(&url, &push, &ca), node(&url, &push, &ca));
    every_cap_holds(&[&a, &b], &push).await;
}
