//! `yote play`: a game against the computer in the terminal.

use std::io::{BufRead, Write};

use clap::Args;
use yote_ai::{Level, choose_action_in_game};
use yote_rules::{Action, Color, Game, Position, Rules, Square};

#[derive(Debug, Args)]
pub struct PlayArgs {
    /// Rules string: a preset, optionally followed by ,option=value overrides.
    #[arg(long, default_value = "standard")]
    pub rules: String,
    /// The computer's level: beginner, easy, medium, hard or master.
    #[arg(long, default_value = "medium")]
    pub level: String,
    /// Your colour: white (moves first) or black.
    #[arg(long, default_value = "white")]
    pub color: String,
    /// Seed of the computer's choices.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

/// The board as text, highest rank first, with file letters below.
pub fn draw(position: &Position) -> String {
    let mut s = String::new();
    for rank in (0..position.rows()).rev() {
        s.push_str(&format!("{:>2} ", rank + 1));
        for file in 0..position.columns() {
            let sq = Square::new(file, rank).expect("on the board");
            s.push_str(match position.piece_at(sq) {
                Some(Color::White) => " W",
                Some(Color::Black) => " B",
                None => " .",
            });
        }
        s.push('\n');
    }
    s.push_str("   ");
    for file in 0..position.columns() {
        s.push(' ');
        s.push((b'a' + file) as char);
    }
    s.push('\n');
    s.push_str(&format!(
        "in hand: White {}, Black {}; {} plies without a capture; {} to move\n",
        position.hand(Color::White),
        position.hand(Color::Black),
        position.plies_since_capture(),
        position.side_to_move()
    ));
    s
}

pub fn run(args: &PlayArgs, input: &mut impl BufRead, out: &mut impl Write) -> Result<(), String> {
    let rules: Rules = args.rules.parse().map_err(|e| format!("--rules: {e}"))?;
    let level: Level = args.level.parse().map_err(|e| format!("--level: {e}"))?;
    let human = match args.color.as_str() {
        "white" => Color::White,
        "black" => Color::Black,
        other => return Err(format!("--color: '{other}' is not white or black")),
    };
    let io = |e: std::io::Error| format!("cannot write the output: {e}");
    let mut game = Game::new(rules);
    writeln!(
        out,
        "You play {human} against {level} under {}. Type an action (@c3, c3-c4, c3xc5/e2), \
         'moves' for the legal actions, or 'quit'.",
        rules.to_rules_string()
    )
    .map_err(io)?;
    let mut seed = args.seed;
    let mut redraw = true;
    loop {
        if redraw {
            write!(out, "\n{}", draw(game.position())).map_err(io)?;
        }
        redraw = true;
        if let Some(outcome) = game.outcome() {
            writeln!(out, "Game over: {outcome}").map_err(io)?;
            return Ok(());
        }
        if game.position().side_to_move() != human {
            let history: Vec<Position> = game.positions().collect();
            let action = choose_action_in_game(&rules, &history, level, seed, None)
                .expect("the game is not over");
            seed = seed.wrapping_add(1);
            game.play(action)
                .map_err(|e| format!("the computer erred: {e}"))?;
            writeln!(out, "Computer plays {action}").map_err(io)?;
            continue;
        }
        write!(out, "Your action: ").map_err(io)?;
        out.flush().map_err(io)?;
        let mut line = String::new();
        if input
            .read_line(&mut line)
            .map_err(|e| format!("cannot read: {e}"))?
            == 0
        {
            return Ok(());
        }
        let text = line.trim();
        match text {
            "" => redraw = false,
            "quit" => return Ok(()),
            "moves" => {
                let moves: Vec<String> =
                    game.legal_actions().iter().map(Action::to_string).collect();
                writeln!(out, "{}", moves.join(" ")).map_err(io)?;
                redraw = false;
            }
            _ => {
                if let Err(e) = game.play_notation(text) {
                    writeln!(out, "{e}").map_err(io)?;
                    redraw = false;
                }
            }
        }
    }
}
