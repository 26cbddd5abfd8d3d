use super::*;

struct Game {
    rules: Rules,
    positions: Vec<Position>,
    actions: Vec<Action>,
    movers: Vec<Color>,
}

impl Game {
    fn new(rules: &str) -> Game {
        let rules: Rules = rules.parse().unwrap();
        Game {
            positions: vec![Position::new(&rules)],
            rules,
            actions: vec![],
            movers: vec![],
        }
    }

    fn table<'a>(&'a self, stage: Stage<'a>, max_plies: usize) -> Table<'a> {
        Table {
            rules: &self.rules,
            position: self.positions.last().unwrap(),
            actions: &self.actions,
            movers: &self.movers,
            stage,
            max_plies,
        }
    }

    fn ask(&self, seat: Option<Color>, ply: usize, text: &str) -> Result<Verdict, Refused> {
        act(
            &self.table(Stage::Playing, MAX_PLIES),
            |c| seat.is_none_or(|s| s == c),
            ply,
            text,
        )
    }

    fn push(&mut self, verdict: Verdict) {
        let Verdict::Play {
            mover,
            action,
            after,
            ..
        } = verdict
        else {
            panic!("not played: {verdict:?}")
        };
        self.positions.push(after);
        self.actions.push(action);
        self.movers.push(mover);
    }
}

fn code(result: Result<Verdict, Refused>) -> &'static str {
    result.unwrap_err().code().as_str()
}

#[test]
fn an_action_in_turn_is_played_and_a_resend_is_a_duplicate() {
    let mut g = Game::new("standard");
    let v = g.ask(Some(Color::White), 0, "@a1").unwrap();
    g.push(v);
    assert_eq!(
        g.ask(Some(Color::White), 0, "@a1"),
        Ok(Verdict::Duplicate { ply: 0 })
    );
    // Another action at that ply, or the same one from the other seat, is stale.
    let stale = g.ask(Some(Color::White), 0, "@a2").unwrap_err();
    assert_eq!(stale.code(), Code::StalePly);
    assert_eq!(
        stale.details(),
        vec![
            ("ply", Detail::Number(0)),
            ("played", "@a1".into()),
            ("game_ply", Detail::Number(1))
        ]
    );
    assert_eq!(code(g.ask(Some(Color::Black), 0, "@a1")), "stale-ply");
    assert_eq!(code(g.ask(Some(Color::Black), 5, "@a2")), "future-ply");
}

#[test]
fn the_turn_the_notation_and_the_rules_are_checked_in_that_order() {
    let mut g = Game::new("standard");
    let v = g.ask(None, 0, "@a1").unwrap();
    g.push(v);
    let turn = g.ask(Some(Color::White), 1, "zz").unwrap_err();
    assert_eq!(turn.code(), Code::NotYourTurn);
    assert_eq!(turn.details(), vec![("side", "black".into())]);
    assert_eq!(turn.message(), "it is black's turn");
    let bad = g.ask(Some(Color::Black), 1, "zz").unwrap_err();
    assert_eq!(bad.code(), Code::BadNotation);
    assert_eq!(bad.details()[0].0, "reason");
    let illegal = g.ask(Some(Color::Black), 1, "@a1").unwrap_err();
    assert_eq!(illegal.code(), Code::IllegalAction);
    assert_eq!(
        illegal.details(),
        vec![
            ("reason", "occupied".into()),
            ("square", "a1".into()),
            ("action", "@a1".into())
        ]
    );
}

#[test]
fn a_game_over_or_waiting_refuses_play_and_aborts_end_with_both_sides_acting() {
    let g = Game::new("standard");
    let over = Stage::Over {
        result: "1-0",
        end: "resignation",
    };
    let refused = act(&g.table(over, MAX_PLIES), |_| true, 0, "@a1").unwrap_err();
    assert_eq!(refused.code(), Code::GameOver);
    assert_eq!(refused.message(), "the game is over (1-0, resignation)");
    assert_eq!(
        code(act(&g.table(Stage::Waiting, MAX_PLIES), |_| true, 0, "@a1")),
        "waiting-for-opponent"
    );
    assert_eq!(abort(Stage::Playing, false), Ok(()));
    assert_eq!(abort(Stage::Playing, true), Err(Refused::TooLateToAbort));
    assert_eq!(abort(over, false).unwrap_err().code(), Code::GameOver);
}

#[test]
fn the_ply_limit_ends_the_game_drawn() {
    let g = Game::new("standard");
    let Ok(Verdict::Play { outcome, .. }) = act(&g.table(Stage::Playing, 1), |_| true, 0, "@a1")
    else {
        panic!("not played")
    };
    assert_eq!(outcome, Some(Outcome::draw(EndReason::PlyLimit)));
}
