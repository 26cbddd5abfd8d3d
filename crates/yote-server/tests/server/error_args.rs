//! Errors carry their details as `args` beside `code` and `message`, so that pages can say them
//! in the player's language (docs/protocol.md).

use serde_json::json;
use yote_testkit::*;

#[tokio::test]
async fn the_api_names_what_is_wrong_in_a_rules_string() {
    let server = TestServer::start().await;
    let (status, body) = server
        .try_create(json!({"rules": "standard,rows=9", "opponent": "friend"}))
        .await;
    assert_eq!(status, 400);
    let error = &body["error"];
    assert_eq!(error["code"], "bad-rules");
    assert_eq!(
        error["message"],
        "rules 'standard,rows=9': bad value '9' for rows: expected a number from 3 to 8"
    );
    assert_eq!(
        error["args"],
        json!({"reason": "bad-value", "rules": "standard,rows=9", "option": "rows",
               "value": "9", "expected": "range", "min": 3, "max": 8})
    );

    let (_, body) = server
        .try_create(json!({"rules": "standard,rows=3,columns=3", "opponent": "local"}))
        .await;
    let args = &body["error"]["args"];
    assert_eq!(args["reason"], "too-many-pieces");
    assert_eq!(
        (args["pieces"].as_i64(), args["max"].as_i64()),
        (Some(12), Some(4))
    );

    let (_, body) = server
        .try_create(json!({"opponent": "computer", "level": "grandmaster"}))
        .await;
    assert_eq!(body["error"]["code"], "bad-level");
    assert_eq!(body["error"]["args"], json!({"level": "grandmaster"}));

    let (status, body) = server.get_json("/api/games/nosuchgame").await;
    assert_eq!(status, 404);
    assert_eq!(body["error"]["code"], "unknown-game");
    assert_eq!(body["error"]["args"]["game"], "nosuchgame");
}

#[tokio::test]
async fn the_socket_says_why_an_action_is_refused() {
    let server = TestServer::start().await;
    let (game, white_secret, black_secret) = server.seated_table("standard").await;
    let mut white = server.ws(&game, Some(&white_secret)).await;
    let mut black = server.ws(&game, Some(&black_secret)).await;
    white.hello(json!({})).await;
    black.hello(json!({})).await;

    let e = black.act(0, "@a1").await;
    assert_eq!(e["code"], "not-your-turn");
    assert_eq!(e["message"], "it is white's turn");
    assert_eq!(e["args"], json!({"side": "white"}));

    assert_eq!(white.act(0, "@a1").await["type"], "ack");
    let e = black.act(1, "@a1").await;
    assert_eq!(e["code"], "illegal-action");
    assert_eq!(
        e["args"],
        json!({"reason": "occupied", "square": "a1", "action": "@a1"})
    );
    let e = black.act(0, "@b1").await;
    assert_eq!(e["code"], "stale-ply");
    assert_eq!(e["args"], json!({"ply": 0, "played": "@a1", "game_ply": 1}));
    let e = black.act(1, "zz").await;
    assert_eq!(e["code"], "bad-notation");
    assert_eq!(e["args"]["text"], "zz");
    let e = black.act(1, "b1-b2").await;
    assert_eq!(e["args"]["reason"], "not-your-piece");
    assert_eq!(e["args"]["square"], "b1");

    // Errors without details still carry an (empty) args object.
    let e = black.request(json!({"type": "accept_draw", "id": 1})).await;
    assert_eq!(e["code"], "no-draw-offer");
    assert_eq!(e["args"], json!({}));
}
