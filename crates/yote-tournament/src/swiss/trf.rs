//! FIDE's tournament report file, TRF-16 (with the `XXR` and `XXC` lines the pairing programs
//! read): a line `001` a player, in fixed columns, and ten columns a round from column 92:
//! the opponent's pairing number (`0000` for none), the colour (`w`, `b`, `-`) and the result.
//!
//! Reading is lenient where the columns are blank (a name, a rating) and strict where the
//! pairing depends on it: a round that does not read is an error naming its line and column.

use std::fmt;
use std::fmt::Write as _;

use super::model::{Colour, Entrant, Outcome, Round, Tournament};

/// A file that does not read: the line (from 1) and what is wrong with it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TrfError {
    pub line: usize,
    pub message: String,
}

impl fmt::Display for TrfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for TrfError {}

/// Columns of a player line, from 1 as the format counts them.
const NUMBER: (usize, usize) = (5, 8);
const NAME: (usize, usize) = (15, 47);
const RATING: (usize, usize) = (49, 52);
const FIRST_ROUND: usize = 92;
const ROUND_WIDTH: usize = 10;

fn field(line: &[char], (from, to): (usize, usize)) -> String {
    let from = from - 1;
    if from >= line.len() {
        return String::new();
    }
    line[from..to.min(line.len())]
        .iter()
        .collect::<String>()
        .trim()
        .to_owned()
}

/// Read a TRF-16 file. Lines may end with `\n`, `\r\n` or `\r` alone.
pub fn parse(text: &str) -> Result<Tournament, TrfError> {
    let mut tournament = Tournament {
        name: String::new(),
        rounds: 0,
        initial_colour: None,
        entrants: Vec::new(),
    };
    let text = text.replace("\r\n", "\n").replace('\r', "\n");
    for (index, raw) in text.split('\n').enumerate() {
        let line_number = index + 1;
        let error = |message: String| TrfError {
            line: line_number,
            message,
        };
        let line: Vec<char> = raw.chars().collect();
        if line.len() < 3 {
            continue;
        }
        let code: String = line[..3].iter().collect();
        let rest = || line[3..].iter().collect::<String>().trim().to_owned();
        match code.as_str() {
            "012" => tournament.name = rest(),
            "XXR" => {
                tournament.rounds = rest()
                    .parse()
                    .map_err(|_| error(format!("XXR wants a number of rounds, not {:?}", rest())))?
            }
            "XXC" => {
                for word in rest().split_whitespace() {
                    match word {
                        "white1" => tournament.initial_colour = Some(Colour::White),
                        "black1" => tournament.initial_colour = Some(Colour::Black),
                        // `rank` and the other switches do not change the Dutch pairing here.
                        _ => {}
                    }
                }
            }
            "001" => tournament.entrants.push(player(&line).map_err(error)?),
            _ => {}
        }
    }
    let mut numbers: Vec<u32> = tournament.entrants.iter().map(|e| e.number).collect();
    numbers.sort_unstable();
    if let Some(pair) = numbers.windows(2).find(|pair| pair[0] == pair[1]) {
        return Err(TrfError {
            line: 0,
            message: format!("pairing number {} twice", pair[0]),
        });
    }
    for entrant in &tournament.entrants {
        for (round, played) in entrant.rounds.iter().enumerate() {
            if let Some(opponent) = played.opponent
                && tournament.entrant(opponent).is_none()
            {
                return Err(TrfError {
                    line: 0,
                    message: format!(
                        "player {} meets {opponent} in round {}, who is not in the file",
                        entrant.number,
                        round + 1
                    ),
                });
            }
        }
    }
    if tournament.rounds == 0 {
        tournament.rounds = tournament
            .entrants
            .iter()
            .map(|e| e.rounds.len())
            .max()
            .unwrap_or(0) as u32;
    }
    Ok(tournament)
}

fn player(line: &[char]) -> Result<Entrant, String> {
    let number_text = field(line, NUMBER);
    let number: u32 = number_text
        .parse()
        .ok()
        .filter(|&number| number > 0)
        .ok_or_else(|| format!("columns 5-8 want a pairing number, not {number_text:?}"))?;
    let rating = field(line, RATING).parse().unwrap_or(0);
    let mut entrant = Entrant::new(number, field(line, NAME), rating);
    let mut column = FIRST_ROUND;
    while column - 1 < line.len() {
        let block: String = line[column - 1..(column - 1 + ROUND_WIDTH - 2).min(line.len())]
            .iter()
            .collect();
        entrant
            .rounds
            .push(round(&block).map_err(|message| format!("column {column}: {message}"))?);
        column += ROUND_WIDTH;
    }
    while entrant.rounds.last() == Some(&Round::ABSENT) {
        entrant.rounds.pop();
    }
    Ok(entrant)
}

fn round(block: &str) -> Result<Round, String> {
    let chars: Vec<char> = block.chars().collect();
    let at = |index: usize| chars.get(index).copied().unwrap_or(' ');
    let opponent_text: String = chars.iter().take(4).collect::<String>().trim().to_owned();
    if opponent_text.is_empty() && at(5) == ' ' && at(7) == ' ' {
        return Ok(Round::ABSENT);
    }
    let opponent: u32 = if opponent_text.is_empty() {
        0
    } else {
        opponent_text
            .parse()
            .map_err(|_| format!("{opponent_text:?} is not a pairing number"))?
    };
    let colour = match at(5) {
        'w' | 'W' => Some(Colour::White),
        'b' | 'B' => Some(Colour::Black),
        '-' | ' ' => None,
        other => return Err(format!("{other:?} is not a colour (w, b or -)")),
    };
    let outcome = match (at(7), opponent) {
        ('1' | 'W', 1..) => Outcome::Win,
        ('=' | 'D', 1..) => Outcome::Draw,
        ('0' | 'L', 1..) => Outcome::Loss,
        ('+', 1..) => Outcome::ForfeitWin,
        ('-', 1..) => Outcome::ForfeitLoss,
        // A game paired but not yet played counts as nothing yet.
        (' ', 1..) => Outcome::Loss,
        ('U', 0) | ('+', 0) => Outcome::PairingBye,
        ('F', 0) | ('1', 0) => Outcome::FullBye,
        ('H', 0) | ('=', 0) => Outcome::HalfBye,
        ('Z', 0) | ('0', 0) | ('-', 0) | (' ', 0) => Outcome::ZeroBye,
        (result, 0) => return Err(format!("{result:?} is not a result without an opponent")),
        (result, _) => {
            return Err(format!(
                "{result:?} is not a result (1, =, 0, +, -, W, D, L)"
            ));
        }
    };
    let opponent = (opponent > 0).then_some(opponent);
    Ok(Round {
        opponent,
        colour: if opponent.is_some() { colour } else { None },
        outcome,
    })
}

/// Write a TRF-16 file: the name, one `001` line a player, `XXR` and `XXC`.
pub fn write(tournament: &Tournament) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "012 {}", tournament.name);
    let mut entrants: Vec<&Entrant> = tournament.entrants.iter().collect();
    entrants.sort_by_key(|entrant| entrant.number);
    let ranks = super::tiebreak::standings(tournament);
    for entrant in entrants {
        let points = entrant.half_points();
        let rank = ranks
            .iter()
            .position(|row| row.number == entrant.number)
            .map_or(0, |i| i + 1);
        let name: String = entrant.name.chars().take(33).collect();
        let mut line = format!(
            "001 {:>4}      {:<33} {:>4} {:>3} {:>11} {:>10} {:>2}.{} {:>4}",
            entrant.number,
            name,
            if entrant.rating > 0 {
                entrant.rating.to_string()
            } else {
                String::new()
            },
            "",
            "",
            "",
            points / 2,
            if points % 2 == 1 { 5 } else { 0 },
            rank,
        );
        for round in &entrant.rounds {
            line.push_str("  ");
            line.push_str(&block(round));
        }
        let _ = writeln!(out, "{}", line.trim_end());
    }
    let _ = writeln!(out, "XXR {}", tournament.rounds);
    let _ = writeln!(
        out,
        "XXC {}",
        match tournament.initial_colour() {
            Colour::White => "white1",
            Colour::Black => "black1",
        }
    );
    out
}

fn block(round: &Round) -> String {
    let opponent = round
        .opponent
        .map_or_else(|| "0000".to_owned(), |n| format!("{n:>4}"));
    let colour = match round.colour {
        Some(Colour::White) => 'w',
        Some(Colour::Black) => 'b',
        None => '-',
    };
    let result = match round.outcome {
        Outcome::Win => '1',
        Outcome::Draw => '=',
        Outcome::Loss => '0',
        Outcome::ForfeitWin => '+',
        Outcome::ForfeitLoss => '-',
        Outcome::PairingBye => 'U',
        Outcome::FullBye => 'F',
        Outcome::HalfBye => 'H',
        Outcome::ZeroBye => 'Z',
        Outcome::Absent => return "        ".to_owned(),
    };
    format!("{opponent} {colour} {result}")
}
