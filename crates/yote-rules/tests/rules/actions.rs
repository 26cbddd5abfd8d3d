//! Exact legal-action sets for every option of RULES.md §2 and every preset of §3, written by
//! hand from the rules, in small positions where the whole set can be checked by eye.

use yote_rules::{
    Action, Color, EndReason, Game, GameError, IllegalReason, Outcome, Position, Rules,
};

fn rules(text: &str) -> Rules {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn legal(rules_text: &str, position: &str) -> Vec<String> {
    let rules = rules(rules_text);
    let position = Position::parse(position, &rules).unwrap_or_else(|e| panic!("{position}: {e}"));
    let mut actions: Vec<String> = position
        .legal_actions(&rules)
        .iter()
        .map(Action::to_string)
        .collect();
    let len = actions.len();
    actions.sort();
    actions.dedup();
    assert_eq!(actions.len(), len, "duplicates in {position}");
    assert_eq!(position.count_legal_actions(&rules), len as u64);
    actions
}

#[track_caller]
fn assert_actions(rules_text: &str, position: &str, expected: &[&str]) {
    let mut expected: Vec<String> = expected.iter().map(|s| s.to_string()).collect();
    expected.sort();
    assert_eq!(
        legal(rules_text, position),
        expected,
        "rules {rules_text}, position {position}"
    );
}

fn outcome(rules_text: &str, position: &str) -> Option<Outcome> {
    let rules = rules(rules_text);
    Position::parse(position, &rules).unwrap().outcome(&rules)
}

fn places(squares: &str) -> Vec<String> {
    squares.split(' ').map(|s| format!("@{s}")).collect()
}

fn with(mut a: Vec<String>, b: &[&str]) -> Vec<String> {
    a.extend(b.iter().map(|s| s.to_string()));
    a
}

fn refs(v: &[String]) -> Vec<&str> {
    v.iter().map(String::as_str).collect()
}

// rows, columns: files a.. from the left, ranks 1.. from the bottom.
#[test]
fn board_size_names_every_square() {
    let expected = places("a1 b1 c1 d1 a2 b2 c2 d2 a3 b3 c3 d3");
    assert_actions(
        "standard,rows=3,columns=4,pieces=1,win_at=0",
        "4/4/4 w 1 1 0",
        &refs(&expected),
    );
    let mut all = Vec::new();
    for file in 'a'..='h' {
        for rank in 1..=8 {
            all.push(format!("@{file}{rank}"));
        }
    }
    assert_actions(
        "standard,rows=8,columns=8",
        "8/8/8/8/8/8/8/8 w 12 12 0",
        &refs(&all),
    );
}

// pieces: an empty hand places nothing.
#[test]
fn empty_hand_only_steps() {
    assert_actions(
        "standard,rows=3,columns=4,pieces=2,win_at=0",
        "4/1W2/4 w 0 1 0",
        &["b2-b3", "b2-c2", "b2-b1", "b2-a2"],
    );
}

// placement: free lets a player with a hand step; hand-first does not, but still lets them jump.
#[test]
fn placement_free_and_hand_first() {
    let empties = places("a1 b1 c1 c2 a3 b3 c3");
    assert_actions(
        "standard,rows=3,columns=3,pieces=3,win_at=0",
        "3/WB1/3 w 1 2 0",
        &refs(&with(empties.clone(), &["a2-a3", "a2-a1", "a2xc2"])),
    );
    assert_actions(
        "standard,rows=3,columns=3,pieces=3,win_at=0,placement=hand-first",
        "3/WB1/3 w 1 2 0",
        &refs(&with(empties, &["a2xc2"])),
    );
    // With the hand empty, hand-first steps again.
    assert_actions(
        "standard,rows=3,columns=3,pieces=3,win_at=0,placement=hand-first",
        "3/WB1/3 w 0 2 0",
        &["a2-a3", "a2-a1", "a2xc2"],
    );
}

/// The jump a2xc2 with each second-removal rule, with another enemy piece on the board (c1) or
/// not, and with the enemy's hand full or empty.
#[test]
fn second_removal_sources() {
    let base = "standard,rows=3,columns=3,pieces=3,win_at=0";
    let jumps = |extra: &str, position: &str| -> Vec<String> {
        legal(&format!("{base}{extra}"), position)
            .into_iter()
            .filter(|a| a.contains('x'))
            .collect()
    };
    let board_and_hand = "3/WB1/2B w 1 1 0";
    let board_only = "3/WB1/2B w 1 0 0";
    let hand_only = "3/WB1/3 w 1 2 0";
    let neither = "3/WB1/3 w 1 0 0";
    // board
    assert_eq!(jumps("", board_and_hand), ["a2xc2/c1"]);
    assert_eq!(jumps("", board_only), ["a2xc2/c1"]);
    assert_eq!(jumps("", hand_only), ["a2xc2"]);
    assert_eq!(jumps("", neither), ["a2xc2"]);
    // board-or-hand
    let boh = ",second_removal=board-or-hand";
    assert_eq!(jumps(boh, board_and_hand), ["a2xc2/c1", "a2xc2/h"]);
    assert_eq!(jumps(boh, board_only), ["a2xc2/c1"]);
    assert_eq!(jumps(boh, hand_only), ["a2xc2/h"]);
    assert_eq!(jumps(boh, neither), ["a2xc2"]);
    // board-then-hand
    let bth = ",second_removal=board-then-hand";
    assert_eq!(jumps(bth, board_and_hand), ["a2xc2/c1"]);
    assert_eq!(jumps(bth, board_only), ["a2xc2/c1"]);
    assert_eq!(jumps(bth, hand_only), ["a2xc2/h"]);
    assert_eq!(jumps(bth, neither), ["a2xc2"]);
    // second_removal_optional adds the plain jump wherever a second piece was available.
    let opt = ",second_removal_optional=true";
    assert_eq!(jumps(opt, board_and_hand), ["a2xc2", "a2xc2/c1"]);
    assert_eq!(jumps(opt, neither), ["a2xc2"]);
    assert_eq!(
        jumps(&format!("{boh}{opt}"), board_and_hand),
        ["a2xc2", "a2xc2/c1", "a2xc2/h"]
    );
    assert_eq!(
        jumps(&format!("{boh}{opt}"), hand_only),
        ["a2xc2", "a2xc2/h"]
    );
    assert_eq!(
        jumps(&format!("{bth}{opt}"), hand_only),
        ["a2xc2", "a2xc2/h"]
    );
    assert_eq!(
        jumps(&format!("{bth}{opt}"), board_and_hand),
        ["a2xc2", "a2xc2/c1"]
    );
}

/// A chain that branches at a3 (east to c3, north to a5), goes on from c3 to c5, and may stop
/// after any jump; the second removal comes once, after the last jump, from what is left.
#[test]
fn chain_jumps_branch_and_stop_early() {
    let position = "4B/B1B2/1B3/B4/W4 w 0 7 0";
    assert_actions(
        "bodogemu,rows=5,columns=5",
        position,
        &[
            "a1-b1",
            "a1xa3",
            "a1xa3/b3",
            "a1xa3/a4",
            "a1xa3/c4",
            "a1xa3/e5",
            "a1xa3xc3",
            "a1xa3xc3/a4",
            "a1xa3xc3/c4",
            "a1xa3xc3/e5",
            "a1xa3xc3xc5",
            "a1xa3xc3xc5/a4",
            "a1xa3xc3xc5/e5",
            "a1xa3xa5",
            "a1xa3xa5/b3",
            "a1xa3xa5/c4",
            "a1xa3xa5/e5",
        ],
    );
    assert_actions(
        "bodogemu,rows=5,columns=5,chain_jumps=false",
        position,
        &[
            "a1-b1", "a1xa3", "a1xa3/b3", "a1xa3/a4", "a1xa3/c4", "a1xa3/e5",
        ],
    );
    // Playing a chain removes every jumped piece and the chosen second one.
    let r = rules("bodogemu,rows=5,columns=5");
    let p = Position::parse(position, &r).unwrap();
    let next = p.play(&r, "a1xa3xc3xc5/e5".parse().unwrap()).unwrap();
    assert_eq!(next.to_string(), "2W2/B4/5/5/5 b 0 7 0");
}

/// A chain may come back to the square it started from.
#[test]
fn chain_ending_on_its_start_square() {
    let r = rules("bodogemu,rows=4,columns=5,pieces=10");
    let p = Position::parse("1BW2/1W1W1/2W2/5 b 0 2 3", &r).unwrap();
    let loop_action: Action = "b4xd4xd2xb2xb4".parse().unwrap();
    assert!(p.is_legal(&r, loop_action));
    let next = p.play(&r, loop_action).unwrap();
    assert_eq!(next.to_string(), "1B3/5/5/5 w 0 2 0");
    assert_eq!(
        next.outcome(&r),
        Some(Outcome::win(Color::Black, EndReason::CapturedOut))
    );
}

// win_at: 1 ends the game at one piece, 0 only at none.
#[test]
fn win_at_zero_and_one() {
    let position = "3/1W1/B2 b 1 0 0";
    assert_eq!(
        outcome("standard,rows=3,columns=3,pieces=2", position),
        Some(Outcome::win(Color::White, EndReason::CapturedOut))
    );
    assert_actions("standard,rows=3,columns=3,pieces=2", position, &[]);
    assert_eq!(
        outcome("standard,rows=3,columns=3,pieces=2,win_at=0", position),
        None
    );
    assert_actions(
        "standard,rows=3,columns=3,pieces=2,win_at=0",
        position,
        &["a1-a2", "a1-b1"],
    );

    // The capture that brings Black to win_at ends the game at once.
    let r = rules("standard,rows=3,columns=3,pieces=3");
    let mut game = Game::from_position(r, Position::parse("3/WB1/3 w 1 2 0", &r).unwrap());
    assert_eq!(
        game.play_notation("a2xc2").map(|_| game.outcome()),
        Ok(None)
    ); // Black: 0 + 2
    let r1 = rules("standard,rows=3,columns=3,pieces=3");
    let mut game = Game::from_position(r1, Position::parse("3/WB1/3 w 1 1 0", &r1).unwrap());
    game.play_notation("a2xc2").unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome::win(Color::White, EndReason::CapturedOut))
    );
    assert!(game.legal_actions().is_empty());
}

// blocked=loses and blocked=most-on-board: the pass, and the both-blocked end.
#[test]
fn blocked_player_loses_or_passes() {
    // Black's only piece, a1, is hemmed in by a2 and b1, and its jumps land on a3 and c1.
    let position = "W2/W2/BWW b 0 0 0";
    let loses = "standard,rows=3,columns=3,pieces=4,win_at=0";
    let passes = "standard,rows=3,columns=3,pieces=4,win_at=0,blocked=most-on-board";
    assert_eq!(
        outcome(loses, position),
        Some(Outcome::win(Color::White, EndReason::Blocked))
    );
    assert_actions(loses, position, &[]);
    assert_eq!(outcome(passes, position), None);
    assert_actions(passes, position, &["--"]);

    let r = rules(passes);
    let p = Position::parse(position, &r).unwrap();
    let err = p.play(&r, "a1-b2".parse().unwrap()).unwrap_err();
    assert_eq!(err.reason, IllegalReason::PassRequired);
    assert_eq!(err.position, p);
    let after = p.play(&r, Action::PASS).unwrap();
    assert_eq!(after.to_string(), "W2/W2/BWW w 0 0 1");
    // White may not pass while it has actions.
    assert_eq!(
        after.play(&r, Action::PASS).unwrap_err().reason,
        IllegalReason::PassNotAllowed
    );

    // A full board: nobody can act. most-on-board: equal boards, a draw; loses: the mover loses.
    let full = "WWWW/WWBB/BBBB w 0 0 0";
    assert_eq!(
        outcome(
            "standard,rows=3,columns=4,pieces=6,win_at=0,blocked=most-on-board",
            full
        ),
        Some(Outcome::draw(EndReason::BothBlocked))
    );
    assert_eq!(
        outcome("standard,rows=3,columns=4,pieces=6,win_at=0", full),
        Some(Outcome::win(Color::Black, EndReason::Blocked))
    );
}

// A player with no piece on the board but pieces in hand places (beart's note).
#[test]
fn hand_without_board_is_never_blocked() {
    let expected = places("c3 d3 e3 a2 b2 c2 d2 e2 a1 b1 c1 d1 e1");
    assert_actions("beart", "BBBBB/BBBBB/BB3/5/5 w 3 0 0", &refs(&expected));
}

// no_capture_draw: one ply before the limit the game goes on; the ply that reaches it draws.
#[test]
fn no_capture_draw_at_its_limit() {
    let r = rules("standard");
    let start = Position::parse("6/6/2B3/2W3/6 w 10 11 119", &r).unwrap();
    assert_eq!(start.outcome(&r), None);
    let mut quiet = Game::from_position(r, start);
    quiet.play_notation("@a1").unwrap();
    assert_eq!(
        quiet.outcome(),
        Some(Outcome::draw(EndReason::NoCaptureLimit))
    );
    assert!(quiet.legal_actions().is_empty());
    // A capture on the last ply resets the counter.
    let mut capture = Game::from_position(r, start);
    capture.play_notation("c2xc4").unwrap();
    assert_eq!(capture.outcome(), None);
    assert_eq!(capture.position().plies_since_capture(), 0);
    // Turned off, the counter only counts.
    let off = rules("standard,no_capture_draw=off");
    let mut game = Game::from_position(
        off,
        Position::parse("6/6/2B3/2W3/6 w 10 11 500", &off).unwrap(),
    );
    game.play_notation("@a1").unwrap();
    assert_eq!(game.outcome(), None);
    assert_eq!(game.position().plies_since_capture(), 501);
}

// few_pieces_draw: both counts at most K and no jump for either side.
#[test]
fn few_pieces_draw_one_ply_before_and_at() {
    let r = rules("bodogemu");
    // White a1 can still jump b1 (c1 is empty): no draw yet.
    let before = Position::parse("6/6/6/6/WB4 b 0 2 0", &r).unwrap();
    assert_eq!(before.outcome(&r), None);
    let mut game = Game::from_position(r, before);
    game.play_notation("b1-c1").unwrap();
    assert_eq!(game.outcome(), Some(Outcome::draw(EndReason::FewPieces)));
    // Four pieces is over the limit of 3.
    assert_eq!(
        Position::parse("6/6/6/6/W1B3 b 0 3 0", &r)
            .unwrap()
            .outcome(&r),
        None
    );
    // The same position under standard rules (few_pieces_draw=off) goes on.
    let standard = rules("standard");
    assert_eq!(
        Position::parse("6/6/6/6/W1B3 b 1 2 0", &standard)
            .unwrap()
            .outcome(&standard),
        None
    );
}

// The order of checks: captured out comes before the draws.
#[test]
fn captured_out_before_draws() {
    let r = rules("bodogemu,no_capture_draw=10");
    // Black has nothing left, the counter is past its limit and both counts are small.
    let p = Position::parse("6/6/6/6/W5 b 0 0 12", &r).unwrap();
    assert_eq!(
        p.outcome(&r),
        Some(Outcome::win(Color::White, EndReason::CapturedOut))
    );
    // Few pieces comes before the no-capture limit.
    let q = Position::parse("6/6/6/6/W2B2 b 1 1 12", &r).unwrap();
    assert_eq!(q.outcome(&r), Some(Outcome::draw(EndReason::FewPieces)));
}

// Every preset: the opening and a mid-game position.
#[test]
fn presets() {
    let five_by_six = places(
        "a1 b1 c1 d1 e1 f1 a2 b2 c2 d2 e2 f2 a3 b3 c3 d3 e3 f3 a4 b4 c4 d4 e4 f4 a5 b5 c5 d5 e5 f5",
    );
    for preset in ["standard", "hand-capture", "bodogemu"] {
        assert_actions(preset, "6/6/6/6/6 w 12 12 0", &refs(&five_by_six));
    }
    let six_by_six = with(five_by_six, &["@a6", "@b6", "@c6", "@d6", "@e6", "@f6"]);
    assert_actions("six-by-six", "6/6/6/6/6/6 w 12 12 0", &refs(&six_by_six));
    assert_eq!(legal("beart", "5/5/5/5/5 w 12 12 0").len(), 25);

    // White f1 faces Black e1 (d1 empty) and f2 (f3 empty); Black also has a4; hands 0 and 2.
    let mid = "2W3/B5/6/5B/4BW w 0 2 0";
    assert_actions(
        "standard",
        mid,
        &[
            "c5-b5", "c5-d5", "c5-c4", "f1xd1/a4", "f1xd1/f2", "f1xf3/a4", "f1xf3/e1",
        ],
    );
    assert_actions(
        "hand-capture",
        mid,
        &[
            "c5-b5", "c5-d5", "c5-c4", "f1xd1/a4", "f1xd1/f2", "f1xd1/h", "f1xf3/a4", "f1xf3/e1",
            "f1xf3/h",
        ],
    );
    assert_actions(
        "bodogemu",
        mid,
        &[
            "c5-b5", "c5-d5", "c5-c4", "f1xd1", "f1xd1/a4", "f1xd1/f2", "f1xf3", "f1xf3/a4",
            "f1xf3/e1",
        ],
    );
    assert_actions(
        "six-by-six",
        "2W3/6/B5/6/5B/4BW w 0 2 0",
        &[
            "c6-b6", "c6-d6", "c6-c5", "f1xd1/a4", "f1xd1/f2", "f1xf3/a4", "f1xf3/e1",
        ],
    );
    // beart: hand-first, so White (2 in hand) places or jumps; the jump takes from board or hand.
    let beart_empties = places("a1 b1 c1 a2 b2 c2 d2 a3 b3 c3 d3 e3 b4 c4 d4 e4 a5 b5 c5 d5 e5");
    assert_actions(
        "beart",
        "5/B4/5/4B/3BW w 2 2 0",
        &refs(&with(
            beart_empties,
            &[
                "e1xc1/a4", "e1xc1/e2", "e1xc1/h", "e1xe3/a4", "e1xe3/d1", "e1xe3/h",
            ],
        )),
    );
}

#[test]
fn illegal_actions_say_why_and_change_nothing() {
    let r = rules("standard");
    let p = Position::parse("5W/6/2B3/2W3/6 w 0 11 3", &r).unwrap();
    let cases = [
        ("@a1", IllegalReason::EmptyHand),
        ("c2-c3", IllegalReason::Occupied("c3".parse().unwrap())),
        ("a1-a2", IllegalReason::NotYourPiece("a1".parse().unwrap())),
        ("c2-c4", IllegalReason::NotAdjacent),
        ("c2xc4xe4", IllegalReason::NoChains),
        ("c2xa2", IllegalReason::NothingToJump("b2".parse().unwrap())),
        ("c2xc4/h", IllegalReason::BadRemoval),
        ("g1-g2", IllegalReason::OffBoard("g1".parse().unwrap())),
        ("--", IllegalReason::PassNotAllowed),
    ];
    for (text, reason) in cases {
        let err = p.play(&r, text.parse().unwrap()).unwrap_err();
        assert_eq!(err.reason, reason, "{text}");
        assert_eq!(err.position, p);
        assert!(
            err.to_string()
                .starts_with(&format!("illegal action {text}: "))
        );
    }
    let mut game = Game::from_position(r, p);
    assert!(matches!(
        game.play_notation("c2xc9"),
        Err(GameError::Parse(_))
    ));
    assert!(matches!(
        game.play_notation("c2-c4"),
        Err(GameError::Illegal(_))
    ));
    assert_eq!(game.ply(), 0);
    assert_eq!(*game.position(), p);
}

#[test]
fn game_keeps_history_resignation_and_agreement() {
    let r = rules("standard");
    let mut game = Game::new(r);
    for a in ["@c3", "@c4", "@a1", "c4xc2/a1"] {
        game.play_notation(a).unwrap();
    }
    let texts: Vec<String> = game.positions().map(|p| p.to_string()).collect();
    assert_eq!(
        texts,
        [
            "6/6/6/6/6 w 12 12 0",
            "6/6/2W3/6/6 b 11 12 1",
            "6/2B3/2W3/6/6 w 11 11 2",
            "6/2B3/2W3/6/W5 b 10 11 3",
            "6/6/6/2B3/6 w 10 11 0",
        ]
    );
    assert_eq!(
        game.resign(Color::White),
        Ok(Outcome::win(Color::Black, EndReason::Resignation))
    );
    assert!(matches!(game.play_notation("@a1"), Err(GameError::Over(_))));
    assert!(game.agree_draw().is_err());
    let mut other = Game::new(r);
    assert_eq!(other.agree_draw(), Ok(Outcome::draw(EndReason::Agreement)));
}
