//! The HTTP bodies against docs/protocol.md "The bodies' fields": each body the server reads
//! takes exactly the fields the table lists for it, and each answer says exactly those.

use std::collections::{BTreeMap, BTreeSet};

use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;

use super::api::CreateTable;
use super::arenas::{CreateArena, JoinArena};
use super::players::{Claim, Rename};
use super::privacy::{DataGame, DataPlayer, DataRating, Forgotten, PlayerData};
use super::push::Endpoint;
use super::tablebase::{Probed, RankedAction};
use super::views::*;
use crate::error::Error;
use crate::lobby::messages::PlayerView;
use crate::model::TimeControl;
use crate::protocol::clock::{DaysBody, RealTimeBody};
use crate::push::subscription::{Given, GivenKeys};
use crate::tournament::views::{
    ArenaList, ArenaPage, ArenaPlayer, ArenaSeat, ArenaView, SheetGame, StandingView,
};

type Fields = BTreeSet<String>;

/// The fields of each body the table after "### The bodies' fields" lists, by body.
fn documented() -> BTreeMap<String, Fields> {
    let doc = include_str!("../../../../docs/protocol.md");
    let start = doc
        .find("### The bodies' fields")
        .expect("the bodies' section");
    doc[start..]
        .lines()
        .skip_while(|l| !l.starts_with("| body"))
        .skip(2)
        .take_while(|l| l.starts_with('|'))
        .map(|l| {
            let cells: Vec<&str> = l.split('|').map(str::trim).collect();
            let fields = cells[3]
                .split('`')
                .skip(1)
                .step_by(2)
                .map(String::from)
                .collect();
            (cells[1].trim_matches('`').to_owned(), fields)
        })
        .collect()
}

/// The fields `value` serialises (each optional field given).
fn said(value: impl Serialize) -> Fields {
    match serde_json::to_value(value).unwrap() {
        Value::Object(fields) => fields.keys().cloned().collect(),
        other => panic!("not an object: {other}"),
    }
}

/// The fields `T` reads, as serde names them when it refuses an unknown one.
fn read<T: DeserializeOwned + std::fmt::Debug>() -> Fields {
    let refusal = serde_json::from_str::<T>(r#"{"~": 0}"#)
        .unwrap_err()
        .to_string();
    assert!(refusal.contains("unknown field `~`"), "{refusal}");
    let (_, expected) = refusal.split_once("expected").expect("the fields expected");
    expected
        .split('`')
        .skip(1)
        .step_by(2)
        .map(String::from)
        .collect()
}

fn links() -> SeatLinks {
    SeatLinks::new("k3Zp9QwB7xTa", "secret")
}

fn host() -> InviteHost {
    InviteHost {
        name: "Egret-842".into(),
        rating: 1500,
        provisional: true,
    }
}

fn side() -> SidePlayer {
    SidePlayer {
        name: "Baobab-417".into(),
        rating: 1500,
        provisional: true,
        change: Some(12),
    }
}

fn player() -> PlayerView {
    PlayerView {
        name: "Baobab-417".into(),
        rating: 1500,
        provisional: true,
        games: 3,
    }
}

fn data_player() -> DataPlayer {
    DataPlayer {
        name: "Baobab-417".into(),
        address: None,
        created_at: 0,
    }
}

fn ranked() -> RankedAction {
    RankedAction {
        action: "d1-c1".into(),
        value: "win",
        distance: Some(7),
        ends_game: false,
    }
}

fn arena() -> ArenaView {
    ArenaView {
        id: "k3Zp9QwB7xTa".into(),
        name: "3+2 arena".into(),
        rules: "standard".into(),
        clock: TimeControl::RealTime {
            initial_s: 180,
            increment_s: 2,
        },
        rated: true,
        starts_at: 0,
        ends_at: 3_600_000,
        status: "running",
        players: 4,
        created_by: "Egret-842".into(),
        entry_code: false,
        site: false,
    }
}

fn sheet_game() -> SheetGame {
    SheetGame {
        outcome: yote_tournament::Outcome::Draw,
        points: 0,
        doubled: false,
        berserk: true,
        berserk_bonus: false,
        void: Some(yote_tournament::Void::EarlyDraw),
        no_start: false,
    }
}

fn standing() -> StandingView {
    StandingView {
        rank: 1,
        name: "Egret-842".into(),
        score: 2,
        games: 1,
        wins: 1,
        performance: Some(2000),
        rating: 1500,
        status: yote_tournament::Status::Active,
        playing: true,
        game: Some("k3Zp9QwB7xTa".into()),
        on_fire: false,
        sheet: vec![sheet_game()],
    }
}

fn arena_seat() -> ArenaSeat {
    ArenaSeat {
        game: "k3Zp9QwB7xTa".into(),
        seat: "white",
        game_url: "/games/k3Zp9QwB7xTa".into(),
    }
}

#[test]
fn docs_protocol_lists_every_http_body_s_fields() {
    let clock = TimeControl::RealTime {
        initial_s: 300,
        increment_s: 3,
    };
    let refusal = Error::SeatTaken {
        game: "k3Zp9QwB7xTa".into(),
    }
    .body();
    let bodies: [(&str, Fields); 64] = [
        ("CreateTable", read::<CreateTable>()),
        ("RealTimeBody", read::<RealTimeBody>()),
        ("DaysBody", read::<DaysBody>()),
        (
            "TableCreated",
            said(TableCreated {
                links: links(),
                seat: "white",
                invite_url: Some("/invite/x".into()),
                rated: false,
            }),
        ),
        (
            "InviteView",
            said(InviteView {
                rated: false,
                game: "k3Zp9QwB7xTa".into(),
                open: true,
                over: false,
                yours: false,
                seat: "black",
                rules: "standard".into(),
                clock: Some(clock),
                takebacks: true,
                watch_url: "/games/k3Zp9QwB7xTa".into(),
                host: Some(host()),
            }),
        ),
        ("InviteHost", said(host())),
        (
            "SeatClaimed",
            said(SeatClaimed {
                links: links(),
                seat: "black",
            }),
        ),
        ("ErrorBody", said(&refusal)),
        ("ErrorDetail", said(&refusal.error)),
        (
            "Probed",
            said(Probed {
                rules: "standard".into(),
                position: "W5/6/W5/1B4/3W1B w 0 0 0".into(),
                value: "win",
                distance: Some(8),
                winner: Some("w".into()),
                plies: Some(1),
                line: vec!["d1-c1".into()],
                actions: vec![ranked()],
                pieces: 5,
            }),
        ),
        ("RankedAction", said(ranked())),
        (
            "PlayerAnswer",
            said(PlayerAnswer {
                player: Some(player()),
            }),
        ),
        ("PlayerView", said(player())),
        ("Rename", read::<Rename>()),
        ("Claim", read::<Claim>()),
        (
            "TransferCode",
            said(TransferCode {
                code: "ABCD-EFGH".into(),
                expires_at: 0,
                link: "/transfer/ABCDEFGH".into(),
            }),
        ),
        (
            "PlayerData",
            said(PlayerData {
                format: super::privacy::DATA_FORMAT,
                version: super::privacy::DATA_VERSION,
                exported_at: 0,
                player: data_player(),
                ratings: Vec::new(),
                games: Vec::new(),
                muted: Vec::new(),
                blocked: Vec::new(),
                reports: Vec::new(),
                arenas: Vec::new(),
                swiss: Vec::new(),
            }),
        ),
        (
            "DataArenaEvent",
            said(super::privacy::DataArenaEvent {
                arena: "Ar3naPl4yK7x".into(),
                name: "3+2 arena".into(),
                kind: "join",
                rating: Some(1500),
                at: 0,
            }),
        ),
        (
            "BlockList",
            said(super::blocks::BlockList {
                blocked: vec!["Egret-842".into()],
            }),
        ),
        ("ReportRequest", read::<super::reports::ReportRequest>()),
        (
            "ReportKept",
            said(super::reports::ReportKept { id: 1, evidence: 3 }),
        ),
        (
            "DataReport",
            said(super::privacy::DataReport {
                player: "Egret-842".into(),
                reason: "chat".into(),
                game: Some("k3Zp9QwB7xTa".into()),
                words: String::new(),
                created_at: 0,
            }),
        ),
        (
            "MuteList",
            said(super::mutes::MuteList {
                muted: vec!["Egret-842".into()],
            }),
        ),
        ("DataPlayer", said(data_player())),
        (
            "DataRating",
            said(DataRating {
                rules: "standard".into(),
                rating: 1500.0,
                deviation: 350.0,
                volatility: 0.06,
                provisional: true,
                games: 0,
                rated_at: 0,
            }),
        ),
        (
            "DataGame",
            said(DataGame {
                game: "k3Zp9QwB7xTa".into(),
                rules: "standard".into(),
                tile: "5+3".into(),
                side: "white",
                opponent: None,
                rated: true,
                result: "won",
                rating: 1500.0,
                change: Some(12.0),
                created_at: 0,
            }),
        ),
        ("Forgotten", said(Forgotten { forgotten: true })),
        ("PlayerGames", said(PlayerGames { games: Vec::new() })),
        (
            "PlayerGameView",
            said(PlayerGameView {
                game: "k3Zp9QwB7xTa".into(),
                seat: "white",
                opponent: "Baobab-417".into(),
                tile: "5+3".into(),
                rated: true,
                finished: true,
                rating: 1500,
                change: Some(-8),
            }),
        ),
        (
            "LobbySeat",
            said(LobbySeat {
                game: "k3Zp9QwB7xTa".into(),
                seat: "white",
                game_url: "/games/k3Zp9QwB7xTa".into(),
            }),
        ),
        (
            "KnownPlayers",
            said(GamePlayers::Known(Box::new(KnownPlayers {
                you: Some("white"),
                rated: false,
                unrated: Some(Unrated {
                    reason: "same-address",
                    games: 3,
                }),
                tile: "5+3".into(),
                rules: "standard".into(),
                white: side(),
                black: side(),
                arena: Some(ArenaLink {
                    id: "Ar3naPl4yK7x".into(),
                    name: "3+2 arena".into(),
                }),
                swiss: Some(ArenaLink {
                    id: "Sw1ssCl4ss5B".into(),
                    name: "Class 5B".into(),
                }),
            }))),
        ),
        (
            "ArenaLink",
            said(ArenaLink {
                id: "Ar3naPl4yK7x".into(),
                name: "3+2 arena".into(),
            }),
        ),
        ("SidePlayer", said(side())),
        (
            "Unrated",
            said(Unrated {
                reason: "same-address",
                games: 3,
            }),
        ),
        (
            "PendingPlayers",
            said(GamePlayers::Pending(PendingPlayers {
                pending: true,
                rated: true,
            })),
        ),
        (
            "UnnamedPlayers",
            said(GamePlayers::Unnamed(UnnamedPlayers { named: false })),
        ),
        ("PushKey", said(PushKey { key: "B…".into() })),
        ("Given", read::<Given>()),
        ("GivenKeys", read::<GivenKeys>()),
        (
            "Subscribed",
            said(Subscribed {
                subscribed: true,
                side: "black",
                lang: "fr",
            }),
        ),
        ("Endpoint", read::<Endpoint>()),
        (
            "Unsubscribed",
            said(Unsubscribed {
                subscribed: false,
                removed: true,
            }),
        ),
        ("CreateArena", read::<CreateArena>()),
        ("JoinArena", read::<JoinArena>()),
        ("ArenaView", said(arena())),
        (
            "ArenaList",
            said(ArenaList {
                arenas: vec![arena()],
            }),
        ),
        (
            "ArenaPage",
            said(ArenaPage {
                arena: arena(),
                standings: vec![standing()],
                page: 1,
                pages: 1,
                you: Some(standing()),
                game: Some(arena_seat()),
                podium: Some(vec![standing()]),
            }),
        ),
        ("StandingView", said(standing())),
        ("SheetGame", said(sheet_game())),
        ("ArenaSeat", said(arena_seat())),
        (
            "ArenaPlayer",
            said(ArenaPlayer {
                arena: "k3Zp9QwB7xTa".into(),
                status: yote_tournament::Status::Active,
            }),
        ),
        ("CreateSwiss", read::<super::swiss::CreateSwiss>()),
        ("Created", said(super::swiss::Created::example())),
        ("JoinSwiss", read::<super::swiss::JoinSwiss>()),
        ("AddPlayer", read::<super::swiss::AddPlayer>()),
        ("ForPlayer", read::<super::swiss::ForPlayer>()),
        ("ReportResult", read::<super::swiss::ReportResult>()),
        ("Numbered", said(super::swiss::Numbered::example())),
        ("Paired", said(super::swiss::Paired::example())),
        ("SwissView", said(swiss_view())),
        ("SwissPlayerView", said(&swiss_view().players[0])),
        ("SwissBoardView", said(&swiss_view().boards[0])),
        ("SwissStandingView", said(&swiss_view().standings[0])),
        (
            "DataSwiss",
            said(super::privacy::DataSwiss {
                swiss: "Sw1ssCl4ss5B".into(),
                name: "Class 5B".into(),
                number: 4,
                rating: 1500,
                withdrawn_after: None,
            }),
        ),
    ];
    let checked: BTreeMap<String, Fields> = bodies
        .into_iter()
        .map(|(name, fields)| (name.to_owned(), fields))
        .collect();
    assert_eq!(documented(), checked);
}

/// A tournament of two players, one round paired, as `GET /api/swiss/{id}` answers it.
fn swiss_view() -> crate::tournament::swiss_view::SwissView {
    use crate::store::swiss::{NewSwiss, SwissBoardRow, SwissPlayerRow, SwissRow};
    let player = |number: i64| SwissPlayerRow {
        number,
        player: None,
        name: format!("P{number}"),
        rating: 1500,
        joined_after: 0,
        withdrawn_after: None,
    };
    let state = crate::tournament::swiss::SwissState {
        row: SwissRow {
            swiss: NewSwiss {
                id: "Sw1ssCl4ss5B".into(),
                name: "Class 5B".into(),
                system: "swiss".into(),
                rounds: 3,
                rules: "standard".into(),
                on_boards: false,
                director_key: String::new(),
                entry_code: None,
                created_by: "p".into(),
                created_at: 0,
                initial_white: true,
                clock: Some(crate::store::swiss::SwissClock {
                    initial_s: 600,
                    increment_s: 5,
                }),
                rated: false,
                round_gap_s: Some(300),
            },
            players: 2,
            round: 1,
            finished: false,
            round_done_at: Some(1_800_000_000_000),
        },
        players: vec![player(1), player(2)],
        byes: Vec::new(),
        boards: vec![SwissBoardRow {
            round: 1,
            board: 1,
            white: 1,
            black: Some(2),
            result: Some("1-0".into()),
            white_says: None,
            black_says: None,
            game: Some("k3Zp9QwB7xTa".into()),
        }],
    };
    crate::tournament::swiss_view::SwissView::of(&state, None, false)
}

#[test]
fn an_absent_watch_url_is_left_out() {
    let refusal = said(Error::UnknownInvite.body().error);
    assert!(!refusal.contains("watch_url"));
}
