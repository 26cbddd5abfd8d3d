//! The lobby across `yote serve` nodes on one PostgreSQL database (docs/scaling.md "The
//! lobby"): seekers on two nodes are paired by one wave at a time, never one seeker into two
//! games, and a node killed while its seekers wait loses no seek and pairs no one twice.

use std::collections::HashMap;
use std::net::SocketAddr;
use std::time::Duration;

use serde_json::json;
use yote_testkit::*;

fn node(url: &str) -> ServerProcess {
    ServerProcess::start_url(
        env!("CARGO_BIN_EXE_yote"),
        url,
        &[],
        "info,yote_server=debug",
    )
}

/// What the lobby page does for a player (the cookie token `token`) who wants `tile`: opens the
/// lobby on the first node of `nodes` that answers, seeks, and waits for its game; when the
/// socket closes, opens it again (on a node that answers) and seeks again, unless the welcome
/// says the seek already became a game. Its sockets come from the address `from` (each player
/// its own, as players on their own phones). Answers the game and the number of sockets it took.
async fn seek_until_paired(
    nodes: Vec<SocketAddr>,
    token: String,
    tile: &str,
    from: std::net::IpAddr,
) -> (String, usize) {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(60);
    let mut sockets = 0;
    'connect: while tokio::time::Instant::now() < deadline {
        let mut client = None;
        for addr in &nodes {
            if let Ok(c) = Client::try_lobby(*addr, Some(&token), Some(from)).await {
                client = Some(c);
                break;
            }
        }
        let Some(mut client) = client else {
            tokio::time::sleep(Duration::from_millis(200)).await;
            continue;
        };
        sockets += 1;
        loop {
            let message = match client.try_recv_within(Duration::from_secs(2)).await {
                Err(_) => continue 'connect,
                Ok(None) => {
                    client.send(json!({"type": "ping"})).await;
                    continue;
                }
                Ok(Some(m)) => m,
            };
            match message["type"].as_str() {
                Some("welcome") if message["paired"].is_string() => {
                    return (message["paired"].as_str().unwrap().to_owned(), sockets);
                }
                Some("welcome") => client.send(json!({"type": "seek", "tile": tile})).await,
                Some("paired") => return (message["game"].as_str().unwrap().to_owned(), sockets),
                Some("error") => panic!("the lobby refused: {message}"),
                _ => {}
            }
        }
    }
    panic!("no game within 60 s");
}

/// A loopback address of the player `i`'s own (127.0.1.x: every address of 127.0.0.0/8 is the
/// loopback).
fn own_address(i: usize) -> std::net::IpAddr {
    std::net::IpAddr::from([127, 0, 1, (i % 250) as u8 + 1])
}

/// Every lobby game in the database: (game, white, black).
async fn lobby_games(db: &sqlx::PgPool) -> Vec<(String, String, String)> {
    sqlx::query_as("SELECT game, white, black FROM lobby_games ORDER BY game")
        .fetch_all(db)
        .await
        .unwrap()
}

/// Checks that each player is in exactly one game, the one they were told of, and that each
/// game has two players from the seekers.
async fn each_in_one_game(db: &sqlx::PgPool, told: &HashMap<String, String>) {
    let games = lobby_games(db).await;
    let mut seen: HashMap<String, String> = HashMap::new();
    for (game, white, black) in &games {
        assert_ne!(white, black);
        for player in [white, black] {
            let before = seen.insert(player.clone(), game.clone());
            assert!(before.is_none(), "{player} is in {game} and {before:?}");
        }
    }
    assert_eq!(
        &seen, told,
        "the games stored are the games each player was told of"
    );
    assert_eq!(games.len() * 2, told.len());
}

/// The players' ids by their cookie tokens.
async fn ids_by_token(db: &sqlx::PgPool, tokens: &[String]) -> HashMap<String, String> {
    let mut ids = HashMap::new();
    for token in tokens {
        let hash = yote_server::token_hash(token);
        let id: String =
            sqlx::query_scalar("SELECT player FROM player_tokens WHERE token_hash = $1")
                .bind(&hash)
                .fetch_one(db)
                .await
                .unwrap();
        ids.insert(token.clone(), id);
    }
    ids
}

/// Makes `n` players (alternately on each node); their cookie tokens.
async fn players(nodes: &[&ServerProcess], n: usize) -> Vec<String> {
    let http = http_client();
    let mut tokens = vec![];
    for i in 0..n {
        let origin = nodes[i % nodes.len()].url("");
        tokens.push(new_player(&http, &origin).await.0);
    }
    tokens
}

#[tokio::test]
async fn seekers_on_two_nodes_are_paired_once_each_by_waves_across_the_nodes() {
    let url = TempPostgres::shared().database();
    let (a, b) = (node(&url), node(&url));
    let tokens = players(&[&a, &b], 24).await;
    let mut tasks = vec![];
    for (i, token) in tokens.iter().enumerate() {
        // Half on each node; three tiles, each with an even pool. The first two seekers, one on
        // each node, are alone in theirs: whatever the order in which the nodes' seeks arrive
        // (all ratings are equal, so a wave pairs in arrival order), their game joins the nodes.
        let nodes = if i % 2 == 0 {
            vec![a.addr, b.addr]
        } else {
            vec![b.addr, a.addr]
        };
        let tile = match i {
            0 | 1 => "3+2",
            2..=9 => "1d",
            _ => "5+3",
        };
        tasks.push(tokio::spawn(seek_until_paired(
            nodes,
            token.clone(),
            tile,
            own_address(i),
        )));
    }
    let mut told = HashMap::new();
    for (token, task) in tokens.iter().zip(tasks) {
        let (game, sockets) = task.await.unwrap();
        assert_eq!(sockets, 1, "no socket of a running node closes");
        told.insert(token.clone(), game);
    }
    let db = sqlx::PgPool::connect(&url).await.unwrap();
    let ids = ids_by_token(&db, &tokens).await;
    let told: HashMap<String, String> = told
        .into_iter()
        .map(|(t, g)| (ids[&t].clone(), g))
        .collect();
    each_in_one_game(&db, &told).await;
    // Seekers met across nodes: the two alone in their tile, one on each, play each other.
    let (first, second) = (&ids[&tokens[0]], &ids[&tokens[1]]);
    assert_eq!(
        told[first], told[second],
        "the seekers alone in their tile, one on each node, play each other"
    );
    let games = lobby_games(&db).await;
    assert!(
        games
            .iter()
            .any(|(_, w, k)| [w, k] == [first, second] || [w, k] == [second, first]),
        "no game joined the two nodes' seekers: {games:?}"
    );
    // Both nodes ran waves (one at a time: the row of lobby_waves moves on).
    let waves = a.log_text().matches("lobby wave paired").count()
        + b.log_text().matches("lobby wave paired").count();
    assert!(waves >= 1, "no wave paired anyone");
}

#[tokio::test]
async fn a_node_killed_while_its_seekers_wait_loses_no_seek_and_pairs_no_one_twice() {
    let url = TempPostgres::shared().database();
    let (mut a, b) = (node(&url), node(&url));
    let tokens = players(&[&a, &b], 16).await;
    let mut tasks = vec![];
    for (i, token) in tokens.iter().enumerate() {
        // Most seekers on A, which is killed; each reconnects to B as the page does.
        let nodes = if i % 4 == 3 {
            vec![b.addr]
        } else {
            vec![a.addr, b.addr]
        };
        tasks.push(tokio::spawn(seek_until_paired(
            nodes,
            token.clone(),
            "10+5",
            own_address(i),
        )));
        // Seekers arrive over about a wave and a half, so that the kill finds some paired
        // and not yet told, some waiting, and maybe a wave under way.
        tokio::time::sleep(Duration::from_millis(180)).await;
    }
    a.child.kill().expect("kill node A");
    a.child.wait().expect("node A ended");
    let mut told = HashMap::new();
    let mut reconnected = 0;
    for (token, task) in tokens.iter().zip(tasks) {
        let (game, sockets) = task.await.unwrap();
        reconnected += usize::from(sockets > 1);
        told.insert(token.clone(), game);
    }
    assert!(
        reconnected > 0,
        "no seeker was on the killed node when it died"
    );
    let db = sqlx::PgPool::connect(&url).await.unwrap();
    let ids = ids_by_token(&db, &tokens).await;
    let told: HashMap<String, String> = told
        .into_iter()
        .map(|(t, g)| (ids[&t].clone(), g))
        .collect();
    each_in_one_game(&db, &told).await;
    let left: i64 = sqlx::query_scalar("SELECT count(*) FROM seeks WHERE game IS NULL")
        .fetch_one(&db)
        .await
        .unwrap();
    assert_eq!(left, 0, "every seek became a game");
}
