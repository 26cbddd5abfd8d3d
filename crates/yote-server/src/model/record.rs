//! Game records: a PGN-like text format (tags, then the actions numbered by turn), written and
//! read back. The format is described in `docs/record.md`.

use std::fmt::{self, Write};

use yote_rules::{Action, Color, Game, Position, Rules};

/// A game with its tags, as written in a record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record {
    /// Tags in the order they are written (`Rules` and `Result` among them).
    pub tags: Vec<(String, String)>,
    /// The game replayed from the record's start and actions.
    pub game: Game,
    /// The mover's remaining clock after each action, in milliseconds (a multiple of 100), as
    /// written in `{[%clk h:mm:ss.d]}` comments; empty for an untimed game.
    pub clocks: Vec<Option<u64>>,
}

/// `h:mm:ss.d`, the time rounded down to a tenth of a second.
pub fn format_clock(ms: u64) -> String {
    let tenths = ms / 100;
    let (h, m, s, d) = (
        tenths / 36_000,
        tenths / 600 % 60,
        tenths / 10 % 60,
        tenths % 10,
    );
    format!("{h}:{m:02}:{s:02}.{d}")
}

/// Reads `h:mm:ss.d` (or `h:mm:ss`) back, in milliseconds.
pub fn parse_clock(text: &str) -> Option<u64> {
    let (whole, tenths) = match text.split_once('.') {
        Some((w, d)) if d.len() == 1 => (w, d.parse::<u64>().ok()?),
        Some(_) => return None,
        None => (text, 0),
    };
    let mut parts = whole.split(':');
    let h: u64 = parts.next()?.parse().ok()?;
    let m: u64 = parts.next()?.parse().ok()?;
    let s: u64 = parts.next()?.parse().ok()?;
    if parts.next().is_some() || m >= 60 || s >= 60 {
        return None;
    }
    Some(((h * 3600 + m * 60 + s) * 10 + tenths) * 100)
}

/// The `[%clk …]` command in a brace comment's text.
fn clock_in_comment(comment: &str) -> Option<u64> {
    let rest = &comment[comment.find("[%clk")? + 5..];
    let end = rest.find(']')?;
    parse_clock(rest[..end].trim())
}

/// Why a record could not be read; `line` counts from 1.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordError {
    pub line: usize,
    pub message: String,
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for RecordError {}

const RESULTS: [&str; 4] = ["1-0", "0-1", "1/2-1/2", "*"];

impl Record {
    /// The value of the first tag called `name`.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Sets the tag `name` to `value`: in its place when the record has it, else after the
    /// tag `after` (or last, without it).
    pub fn set_tag(&mut self, name: &str, value: String, after: &str) {
        if let Some(tag) = self.tags.iter_mut().find(|(n, _)| n == name) {
            tag.1 = value;
            return;
        }
        let at = self
            .tags
            .iter()
            .position(|(n, _)| n == after)
            .map_or(self.tags.len(), |i| i + 1);
        self.tags.insert(at, (name.to_owned(), value));
    }

    /// The `Result` tag (`1-0`, `0-1`, `1/2-1/2` or `*`).
    pub fn result(&self) -> &str {
        self.tag("Result").unwrap_or("*")
    }
}

impl fmt::Display for Record {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (name, value) in &self.tags {
            let escaped = value.replace('\\', "\\\\").replace('"', "\\\"");
            writeln!(f, "[{name} \"{escaped}\"]")?;
        }
        writeln!(f)?;
        let mut tokens = Vec::with_capacity(self.game.ply() * 3 / 2 + 1);
        let start = self.game.start();
        let mut turn = 1;
        let mut side = start.side_to_move();
        for (i, action) in self.game.actions().iter().enumerate() {
            if side == Color::White {
                tokens.push(format!("{turn}."));
            } else if i == 0 {
                tokens.push(format!("{turn}..."));
            }
            tokens.push(action.to_string());
            if let Some(Some(ms)) = self.clocks.get(i) {
                tokens.push(format!("{{[%clk {}]}}", format_clock(*ms)));
            }
            if side == Color::Black {
                turn += 1;
            }
            side = !side;
        }
        tokens.push(self.result().to_owned());
        let mut line = String::new();
        for token in tokens {
            if !line.is_empty() && line.len() + 1 + token.len() > 80 {
                writeln!(f, "{line}")?;
                line.clear();
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(&token);
        }
        writeln!(f, "{line}")
    }
}

/// Reads a record, replaying every action with the rules engine.
pub fn parse(text: &str) -> Result<Record, RecordError> {
    let err = |line: usize, message: String| RecordError { line, message };
    let mut tags = Vec::new();
    let mut lines = text.lines().enumerate().peekable();
    // Tag section: tag lines, blank lines and comments until the first line of actions.
    while let Some(&(i, raw)) = lines.peek() {
        let line = strip_comment(raw).trim();
        if line.is_empty() {
            lines.next();
            continue;
        }
        if !line.starts_with('[') {
            break;
        }
        tags.push(parse_tag(line).map_err(|m| err(i + 1, m))?);
        lines.next();
    }
    let tag = |name: &str| {
        tags.iter()
            .find(|(n, _)| n == name)
            .map(|(_, v): &(String, String)| v.clone())
    };
    let last_line = text.lines().count().max(1);
    let rules_text = tag("Rules").ok_or_else(|| err(1, "the Rules tag is missing".into()))?;
    let rules: Rules = rules_text
        .parse()
        .map_err(|e| err(1, format!("the Rules tag: {e}")))?;
    let result_tag = tag("Result").ok_or_else(|| err(1, "the Result tag is missing".into()))?;
    if !RESULTS.contains(&result_tag.as_str()) {
        return Err(err(
            1,
            format!("the Result tag '{result_tag}' is not 1-0, 0-1, 1/2-1/2 or *"),
        ));
    }
    let start = match tag("Position") {
        Some(p) => {
            Position::parse(&p, &rules).map_err(|e| err(1, format!("the Position tag: {e}")))?
        }
        None => Position::new(&rules),
    };
    let mut game = Game::from_position(rules, start);
    let mut turn = 1usize;
    let mut final_result: Option<(usize, String)> = None;
    let mut in_brace = false;
    let mut comment = String::new();
    let mut clocks: Vec<Option<u64>> = Vec::new();
    let mut note_clock = |comment: &str, ply: usize| {
        if let Some(ms) = clock_in_comment(comment)
            && ply > 0
        {
            clocks.resize(ply, None);
            clocks[ply - 1] = Some(ms);
        }
    };
    for (i, raw) in lines {
        let n = i + 1;
        for token in strip_comment(raw).split_whitespace() {
            // Brace comments may span tokens and lines; a `[%clk …]` in one is the clock of
            // the action before it.
            if in_brace {
                comment.push(' ');
                comment.push_str(token);
                if token.contains('}') {
                    in_brace = false;
                    note_clock(&comment, game.ply());
                }
                continue;
            }
            if token.starts_with('{') {
                comment.clear();
                comment.push_str(token);
                in_brace = !token.contains('}');
                if !in_brace {
                    note_clock(&comment, game.ply());
                }
                continue;
            }
            if let Some((_, r)) = &final_result {
                return Err(err(n, format!("'{token}' after the result {r}")));
            }
            if RESULTS.contains(&token) {
                final_result = Some((n, token.to_owned()));
                continue;
            }
            if let Some(number) = token
                .strip_suffix("...")
                .or_else(|| token.strip_suffix('.'))
            {
                let black = token.ends_with("...");
                let expected_side = game.position().side_to_move();
                let ok = number.parse::<usize>().ok() == Some(turn)
                    && (black == (expected_side == Color::Black));
                if !ok {
                    let want = if expected_side == Color::White {
                        format!("{turn}.")
                    } else {
                        format!("{turn}...")
                    };
                    return Err(err(n, format!("turn number '{token}': expected {want}")));
                }
                continue;
            }
            let mover = game.position().side_to_move();
            let action: Action = token
                .parse()
                .map_err(|e| err(n, format!("{turn}. {token}: {e}")))?;
            game.play(action)
                .map_err(|e| err(n, format!("{turn}. {token}: {e}")))?;
            if mover == Color::Black {
                turn += 1;
            }
        }
    }
    let (line, result) =
        final_result.ok_or_else(|| err(last_line, "the result at the end is missing".into()))?;
    if result != result_tag {
        return Err(err(
            line,
            format!("the result {result} differs from the Result tag {result_tag}"),
        ));
    }
    if let Some(outcome) = game.outcome()
        && outcome.result() != result
    {
        return Err(err(
            line,
            format!(
                "the result {result} differs from the game's end: {outcome} ({})",
                outcome.result()
            ),
        ));
    }
    Ok(Record { tags, game, clocks })
}

fn strip_comment(line: &str) -> &str {
    match line.find(';') {
        Some(i) => &line[..i],
        None => line,
    }
}

fn parse_tag(line: &str) -> Result<(String, String), String> {
    let bad = || format!("'{line}' is not a tag line like [Name \"value\"]");
    let inner = line
        .strip_prefix('[')
        .and_then(|l| l.strip_suffix(']'))
        .ok_or_else(bad)?;
    let (name, rest) = inner.split_once(' ').ok_or_else(bad)?;
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return Err(bad());
    }
    let quoted = rest
        .trim()
        .strip_prefix('"')
        .and_then(|r| r.strip_suffix('"'))
        .ok_or_else(bad)?;
    let mut value = String::with_capacity(quoted.len());
    let mut chars = quoted.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => match chars.next() {
                Some(e @ ('\\' | '"')) => value.push(e),
                _ => return Err(bad()),
            },
            '"' => return Err(bad()),
            c => value.push(c),
        }
    }
    Ok((name.to_owned(), value))
}

/// Writes a tag list and game as a record; `result` is the `Result` tag's value.
pub fn write(tags: Vec<(String, String)>, game: Game) -> String {
    write_with_clocks(tags, game, Vec::new())
}

/// [`write`] with the mover's remaining clock after each action (milliseconds).
pub fn write_with_clocks(
    tags: Vec<(String, String)>,
    game: Game,
    clocks: Vec<Option<u64>>,
) -> String {
    let mut out = String::new();
    let _ = write!(out, "{}", Record { tags, game, clocks });
    out
}

/// A live game as a record: its tags (players, result, time control) and its actions with the
/// clock after each. Its players are `Guest` or the computer: a lobby game's names and
/// ratings are the lobby's to add ([`Record::set_tag`]).
pub(crate) fn of_live(live: &crate::model::Live) -> Record {
    use crate::model::Player;
    use yote_rules::Color;

    let name = |c: Color| match live.players[c.index()] {
        Player::Computer { level } => format!("Computer ({level})"),
        Player::Human => "Guest".to_owned(),
        Player::Open => "?".to_owned(),
    };
    let date = time::OffsetDateTime::from_unix_timestamp(live.table.created_at)
        .unwrap_or(time::OffsetDateTime::UNIX_EPOCH);
    let mut tags = vec![
        ("Event", "Yote game".to_owned()),
        ("Site", "yote".to_owned()),
        ("Game", live.table.id.clone()),
        (
            "Date",
            format!(
                "{:04}.{:02}.{:02}",
                date.year(),
                u8::from(date.month()),
                date.day()
            ),
        ),
        ("Rules", live.table.rules.to_rules_string()),
        ("RulesFull", live.table.rules.to_full_string()),
        ("White", name(Color::White)),
        ("Black", name(Color::Black)),
        ("Result", live.ending.map_or("*", |e| e.result()).to_owned()),
        (
            "Termination",
            live.ending
                .map_or("unterminated", |e| e.reason_name())
                .to_owned(),
        ),
    ];
    if let Some(control) = live.control {
        tags.push(("TimeControl", control.tag()));
    }
    let clocks = live
        .stamps
        .iter()
        .zip(&live.movers)
        .map(|(stamp, mover)| {
            stamp.map(|s| {
                let ms = if *mover == Color::White {
                    s.white_ms
                } else {
                    s.black_ms
                };
                ms.max(0) as u64
            })
        })
        .collect();
    Record {
        tags: tags.into_iter().map(|(n, v)| (n.to_owned(), v)).collect(),
        game: live.game.clone(),
        clocks,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tags(rules: &str, result: &str) -> Vec<(String, String)> {
        vec![
            ("Event".into(), "Yote game".into()),
            ("Rules".into(), rules.into()),
            ("White".into(), "Guest \"the first\"".into()),
            ("Result".into(), result.into()),
        ]
    }

    #[test]
    fn a_record_reads_back_as_written() {
        let rules: Rules = "standard".parse().unwrap();
        let mut game = Game::new(rules);
        for a in ["@c3", "@c4", "@a1", "c4xc2/a1"] {
            game.play_notation(a).unwrap();
        }
        let text = write(tags("standard", "*"), game.clone());
        assert!(text.contains("1. @c3 @c4 2. @a1 c4xc2/a1 *"), "{text}");
        let record = parse(&text).unwrap();
        assert_eq!(record.game, game);
        assert_eq!(record.tag("White"), Some("Guest \"the first\""));
        assert_eq!(record.result(), "*");
        assert_eq!(record.to_string(), text);
    }

    #[test]
    fn a_tag_set_takes_its_place_or_goes_after_the_one_named() {
        let mut record = parse(&write(
            tags("standard", "*"),
            Game::new("standard".parse().unwrap()),
        ))
        .unwrap();
        record.set_tag("White", "Egret-842".into(), "Rules");
        record.set_tag("WhiteElo", "1500".into(), "White");
        record.set_tag("Annotator", "x".into(), "NoSuchTag");
        let names: Vec<&str> = record.tags.iter().map(|(n, _)| n.as_str()).collect();
        assert_eq!(
            names,
            ["Event", "Rules", "White", "WhiteElo", "Result", "Annotator"]
        );
        assert_eq!(record.tag("White"), Some("Egret-842"));
        let again = parse(&record.to_string()).unwrap();
        assert_eq!(again.tag("WhiteElo"), Some("1500"));
    }

    #[test]
    fn a_long_game_wraps_lines_and_round_trips() {
        let rules: Rules = "standard".parse().unwrap();
        let mut game = Game::new(rules);
        while game.ply() < 60 && game.outcome().is_none() {
            let actions = game.legal_actions();
            game.play(actions[game.ply() * 7 % actions.len()]).unwrap();
        }
        let result = game.outcome().map_or("*", |o| o.result());
        let text = write(tags("standard", result), game.clone());
        assert!(text.lines().all(|l| l.len() <= 80));
        assert_eq!(parse(&text).unwrap().game, game);
    }

    #[test]
    fn a_start_position_with_black_to_move() {
        let rules: Rules = "standard".parse().unwrap();
        let start = Position::parse("6/6/6/2W3/6 b 11 12 0", &rules).unwrap();
        let mut game = Game::from_position(rules, start);
        game.play_notation("@c3").unwrap();
        game.play_notation("@a1").unwrap();
        let mut t = tags("standard", "*");
        t.push(("Position".into(), "6/6/6/2W3/6 b 11 12 0".into()));
        let text = write(t, game.clone());
        assert!(text.contains("1... @c3 2. @a1 *"), "{text}");
        assert_eq!(parse(&text).unwrap().game, game);
    }

    #[test]
    fn bad_records_name_the_line_and_the_fault() {
        let head = "[Rules \"standard\"]\n[Result \"*\"]\n\n";
        let cases = [
            ("[Result \"*\"]\n\n*\n", "line 1: the Rules tag is missing"),
            (
                "[Rules \"standard,rowz=3\"]\n[Result \"*\"]\n\n*\n",
                "line 1: the Rules tag: ",
            ),
            (
                "[Rules standard]\n",
                "line 1: '[Rules standard]' is not a tag",
            ),
            (
                &format!("{head}1. @c3 @c4\n2. c3-c5 *\n"),
                "line 5: 2. c3-c5:",
            ),
            (
                &format!("{head}1. @c3 3. @c4 *\n"),
                "line 4: turn number '3.'",
            ),
            (&format!("{head}1. @c3 @z9 *\n"), "line 4: 1. @z9:"),
            (
                &format!("{head}1. @c3 @c4\n"),
                "line 4: the result at the end",
            ),
            (
                &format!("{head}1. @c3 1-0\n"),
                "line 4: the result 1-0 differs",
            ),
            (
                &format!("{head}1. @c3 * @c4\n"),
                "line 4: '@c4' after the result",
            ),
        ];
        for (text, want) in cases {
            let e = parse(text).expect_err(text).to_string();
            assert!(e.starts_with(want), "{text:?}: got {e:?}, want {want:?}");
        }
    }

    #[test]
    fn comments_are_ignored() {
        let text = "[Rules \"standard\"] ; the rules\n[Result \"*\"]\n\n1. @c3 {a fine\nstart} @c4 ; ok\n*\n";
        let record = parse(text).unwrap();
        assert_eq!(record.game.ply(), 2);
    }
}
