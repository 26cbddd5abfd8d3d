//! The messages: decoding, their types against docs/protocol.md, and the state's fields.

use super::*;

/// JSON text as a value, to compare a message with.
fn parsed(text: &str) -> Value {
    serde_json::from_str(text).unwrap()
}

fn code(text: &str) -> Option<&'static str> {
    decode(text).1.err().map(|(c, _)| c.as_str())
}

#[test]
fn messages_decode_or_name_the_fault() {
    assert_eq!(code("{"), Some("malformed"));
    assert_eq!(code("[1]"), Some("malformed"));
    assert_eq!(code("{\"ply\": 1}"), Some("malformed"));
    assert_eq!(code("{\"type\": 3}"), Some("malformed"));
    assert_eq!(code("{\"type\": \"dance\"}"), Some("unknown-type"));
    assert_eq!(
        code("{\"type\": \"act\", \"ply\": -1, \"action\": \"@a1\"}"),
        Some("malformed")
    );
    assert_eq!(code("{\"type\": \"act\", \"ply\": 0}"), Some("malformed"));
    assert_eq!(
        code("{\"type\": \"resign\", \"side\": \"red\"}"),
        Some("malformed")
    );
    let (id, msg) = decode("{\"type\": \"act\", \"id\": 9, \"ply\": 3, \"action\": \"@a1\"}");
    assert_eq!(id, Some(Value::from(9)));
    assert_eq!(
        msg,
        Ok(ClientMessage::Act {
            ply: 3,
            action: "@a1".into()
        })
    );
    assert_eq!(
        decode("{\"type\": \"hello\", \"version\": 4, \"secret\": null}").1,
        Ok(ClientMessage::Hello {
            version: Some(4),
            secret: None
        })
    );
    // An id that is neither a string nor a number is not echoed.
    assert_eq!(decode("{\"type\": \"abort\", \"id\": [1]}").0, None);
}

#[test]
fn every_type_decodes() {
    for kind in ClientMessage::TYPES {
        let text = match kind {
            "act" => "{\"type\": \"act\", \"ply\": 0, \"action\": \"@a1\"}".to_owned(),
            "offer_takeback" => "{\"type\": \"offer_takeback\", \"ply\": 2}".to_owned(),
            _ => format!("{{\"type\": \"{kind}\"}}"),
        };
        assert!(decode(&text).1.is_ok(), "{kind}");
    }
}

#[test]
fn server_messages_carry_their_type_and_fields() {
    let ack = ServerMessage::Ack {
        id: None,
        version: 7,
        detail: AckDetail {
            ply: Some(3),
            duplicate: Some(false),
            game: None,
        },
    };
    let v: Value = serde_json::from_str(&ack.text()).unwrap();
    assert_eq!(
        v,
        parsed(r#"{"type": "ack", "id": null, "version": 7, "ply": 3, "duplicate": false}"#)
    );
    let thinking = ServerMessage::Thinking {
        side: Side::Black,
        thinking: true,
    };
    assert_eq!(
        thinking.text(),
        "{\"type\":\"thinking\",\"side\":\"black\",\"thinking\":true}"
    );
}
/// The first column of the table that follows `heading` in docs/protocol.md.
fn documented_types(doc: &str, heading: &str) -> Vec<String> {
    let start = doc
        .find(heading)
        .expect("the heading is in docs/protocol.md");
    doc[start..]
        .lines()
        .skip_while(|l| !l.starts_with("| type"))
        .skip(2)
        .take_while(|l| l.starts_with('|'))
        .map(|l| {
            l.split('|')
                .nth(1)
                .unwrap()
                .trim()
                .trim_matches('`')
                .to_owned()
        })
        .collect()
}

#[test]
fn docs_protocol_lists_every_refusal_code_and_no_other() {
    let doc = include_str!("../../../../docs/protocol.md");
    let start = doc.find("| code | meaning |").expect("the codes' table");
    let documented: Vec<&str> = doc[start..]
        .lines()
        .skip(2)
        .take_while(|l| l.starts_with('|'))
        .map(|l| l.split('|').nth(1).unwrap().trim().trim_matches('`'))
        .collect();
    let codes: Vec<&str> = Code::ALL.iter().map(|c| c.as_str()).collect();
    assert_eq!(documented, codes);
}

#[test]
fn docs_protocol_lists_every_message_type_and_no_other() {
    let doc = include_str!("../../../../docs/protocol.md");
    let client = documented_types(doc, "### 3.2 Client to server");
    assert_eq!(client, ClientMessage::TYPES.map(String::from).to_vec());
    let server = documented_types(doc, "### 3.3 Server to client");
    assert_eq!(server, ServerMessage::TYPES.map(String::from).to_vec());
    // Each server message has its own section, and each section names a real type.
    for kind in ServerMessage::TYPES {
        assert!(
            doc.contains(&format!("#### `{kind}`")),
            "no section for {kind}"
        );
    }
    // Every example line decodes: a client's as a message, a server's to a known type.
    for line in doc.lines().filter(|l| l.starts_with("{\"type\"")) {
        let value: Value = match serde_json::from_str(line) {
            Ok(v) => v,
            Err(_) => continue, // an example cut over several lines
        };
        let kind = value["type"].as_str().unwrap();
        if ClientMessage::TYPES.contains(&kind) {
            assert!(decode(line).1.is_ok(), "{line}");
        } else {
            assert!(ServerMessage::TYPES.contains(&kind), "{line}");
        }
    }
}

#[test]
fn every_server_message_says_its_type() {
    let event = Event::DrawOffered { side: Side::White };
    let live = crate::model::testing::game(None);
    let state = StateView::of(&live, Role::Watcher, &ViewExtras::default(), 0);
    let messages = [
        ServerMessage::State(Box::new(state)),
        ServerMessage::Event {
            version: 3,
            event: &event,
        },
        ServerMessage::Ack {
            id: Some(Value::from("x")),
            version: 3,
            detail: AckDetail::default(),
        },
        ServerMessage::Error {
            id: None,
            code: Code::Malformed,
            message: "m".into(),
            args: crate::model::Args::new(),
        },
        ServerMessage::Presence {
            white: true,
            black: false,
            watchers: 0,
        },
        ServerMessage::Thinking {
            side: Side::White,
            thinking: false,
        },
        ServerMessage::Chat {
            lines: vec![],
            history: true,
        },
        ServerMessage::Pong,
    ];
    let kinds: Vec<&str> = messages.iter().map(ServerMessage::kind).collect();
    assert_eq!(kinds, ServerMessage::TYPES);
    for m in &messages {
        let v: Value = serde_json::from_str(&m.text()).unwrap();
        assert_eq!(v["type"], m.kind());
    }
}

#[test]
fn a_state_holds_every_documented_field() {
    let live = crate::model::testing::game(None);
    let state = StateView::of(&live, Role::Seat(Color::White), &ViewExtras::default(), 0);
    let v: Value = serde_json::from_str(&ServerMessage::State(Box::new(state)).text()).unwrap();
    for field in [
        "type",
        "version",
        "game",
        "status",
        "rules",
        "rules_full",
        "opponent",
        "board",
        "position",
        "hands",
        "counts",
        "captures",
        "to_move",
        "ply",
        "last_action",
        "actions_from",
        "actions",
        "no_capture",
        "draw_offer",
        "outcome",
        "players",
        "watchers",
        "thinking",
        "can_abort",
        "rematch",
        "rematch_of",
        "you",
        "clock",
        "abandoned",
        "legal_actions",
    ] {
        assert!(v.get(field).is_some(), "{field} missing from {v}");
    }
    assert_eq!(
        v["players"]["white"],
        parsed(r#"{"kind": "human", "connected": false}"#)
    );
    assert_eq!(v["you"]["seat"], "white");
    assert!(
        v["you"]["continue"]
            .as_str()
            .unwrap()
            .starts_with("/games/")
    );
    assert_eq!(v["board"]["squares"].as_array().unwrap().len(), 5);
    assert_eq!(v["hands"], parsed(r#"{"white": 12, "black": 12}"#));
}
