//! The check at the end of a run: the arena's final standings, as `GET /api/arenas/{id}` gives
//! them, against the standings worked out again with `yote_tournament` from what the server
//! stored. Each player's data (`GET /api/player/data`) lists its arena games (side, opponent,
//! when made) and its arena events (its join with its rating, its withdrawal); each game's
//! state (`GET /api/games/{id}`) gives its end and its plies, counted as the arena counts them
//! (an abort is a game never started by the side that left it, any other end a win or a draw).
//! The joins, then the games in the order they were made, then the players' later events,
//! replayed by `yote_tournament::Arena`, give every line: its score, games, wins, performance,
//! rating, status and each game's points. The order among players of equal score and
//! performance (their order of joining) is not compared.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::fmt;

use futures_util::stream::{self, StreamExt};
use serde_json::{Value, json};
use yote_tournament::{Arena, Color, Ending, Event, Game, PlayerId, Standing};

use super::player::Entrant;
use crate::client::answer;

/// Requests in flight at once while the check reads the server.
const AT_ONCE: usize = 16;

/// What the check found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Standings {
    /// Every line equal, of `players` players and `games` games.
    Equal { players: usize, games: usize },
    /// The first difference, in words.
    Different(String),
    /// The server could not be read (an error of the run).
    Unread(String),
}

impl fmt::Display for Standings {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let said = "standings equal to the stored games:";
        match self {
            Standings::Equal { players, games } => {
                write!(f, "{said} yes ({players} players, {games} games)")
            }
            Standings::Different(first) => write!(f, "{said} no (first difference: {first})"),
            Standings::Unread(e) => write!(f, "{said} not checked ({e})"),
        }
    }
}

/// One arena game as the players' data list it.
#[derive(Debug)]
struct Stored {
    white: String,
    black: String,
    created_at: i64,
    /// By how many of its players' data.
    listed: usize,
}

/// One player's arena as their data gives it.
struct Joined {
    name: String,
    rating: u32,
    at: i64,
    /// The kinds of their events after the first join, in order.
    later: Vec<String>,
}

/// Checks the arena's standings against its stored games; `played` are the games the players
/// saw end. Answers the finding and the errors of the run it met (a stored game its players
/// were never told of).
pub(super) async fn check(
    reader: &reqwest::Client,
    origin: &str,
    arena: &str,
    entrants: &[Entrant],
    played: &BTreeSet<String>,
) -> (Standings, Vec<String>) {
    let mut errors = Vec::new();
    let found = match compare(reader, origin, arena, entrants, played, &mut errors).await {
        Ok(Ok((players, games))) => Standings::Equal { players, games },
        Ok(Err(difference)) => Standings::Different(difference),
        Err(unread) => Standings::Unread(unread),
    };
    (found, errors)
}

/// `Err`: the server could not be read; `Ok(Err)`: the first difference; `Ok(Ok)`: the players
/// and games found equal.
async fn compare(
    reader: &reqwest::Client,
    origin: &str,
    arena: &str,
    entrants: &[Entrant],
    played: &BTreeSet<String>,
    errors: &mut Vec<String>,
) -> Result<Result<(usize, usize), String>, String> {
    let lines = read_standings(reader, origin, arena).await?;
    let data: Vec<Result<Value, String>> = stream::iter(entrants)
        .map(|e| e.get("/api/player/data", "data"))
        .buffered(AT_ONCE)
        .collect()
        .await;
    let mut joined = Vec::new();
    let mut stored: BTreeMap<String, Stored> = BTreeMap::new();
    for data in data {
        let data = data?;
        if let Some(player) = joined_of(&data, arena) {
            joined.push(player);
        }
        if let Err(difference) = games_of(&data, &mut stored) {
            return Ok(Err(difference));
        }
    }
    if let Some((id, g)) = stored.iter().find(|(_, g)| g.listed != 2) {
        return Ok(Err(format!(
            "game {id} ({} against {}) is in the data of {} of its players",
            g.white, g.black, g.listed
        )));
    }
    if let Some(id) = played.iter().find(|id| !stored.contains_key(*id)) {
        return Ok(Err(format!(
            "game {id} was played but is in neither player's data"
        )));
    }
    for id in stored.keys().filter(|id| !played.contains(*id)) {
        errors.push(format!("game-never-seen {id}"));
    }

    let ids: Vec<&String> = stored.keys().collect();
    let states: Vec<Result<Value, String>> = stream::iter(&ids)
        .map(|id| async move {
            let url = format!("{origin}/api/games/{id}");
            Ok(answer(reader.get(url), "game").await?.0)
        })
        .buffered(AT_ONCE)
        .collect()
        .await;
    let mut ends = HashMap::new();
    for (id, state) in ids.iter().zip(states) {
        let state = state?;
        if state["status"] != "over" {
            return Ok(Err(format!("game {id} is not over: {}", state["status"])));
        }
        ends.insert(id.as_str(), counted(&state));
    }

    joined.sort_by(|a, b| (a.at, &a.name).cmp(&(b.at, &b.name)));
    let number: HashMap<&str, PlayerId> = joined
        .iter()
        .enumerate()
        .map(|(i, p)| (p.name.as_str(), PlayerId(i as i64)))
        .collect();
    let mut events: Vec<Event> = joined
        .iter()
        .enumerate()
        .map(|(i, p)| Event::Join {
            player: PlayerId(i as i64),
            rating: p.rating,
        })
        .collect();
    let mut games: Vec<(&String, &Stored)> = stored.iter().collect();
    games.sort_by_key(|(id, g)| (g.created_at, *id));
    for (id, g) in games {
        let (Some(&white), Some(&black)) =
            (number.get(g.white.as_str()), number.get(g.black.as_str()))
        else {
            return Ok(Err(format!(
                "game {id}: {} against {}, one of whom never joined",
                g.white, g.black
            )));
        };
        let (ending, plies) = ends[id.as_str()];
        events.push(Event::Finish(Game {
            white,
            black,
            ending,
            plies,
            white_berserk: false,
            black_berserk: false,
        }));
    }
    for (i, p) in joined.iter().enumerate() {
        let player = PlayerId(i as i64);
        for kind in &p.later {
            events.push(match kind.as_str() {
                "join" => Event::Join { player, rating: 0 },
                "withdraw" => Event::Withdraw { player },
                "pause" => Event::Pause { player },
                _ => Event::Resume { player },
            });
        }
    }
    let ours = match Arena::replay(events) {
        Ok(arena) => arena.standings(),
        Err(refused) => {
            return Ok(Err(format!("the stored games do not replay: {refused}")));
        }
    };
    let names: Vec<&str> = joined.iter().map(|p| p.name.as_str()).collect();
    Ok(differences(&lines, &ours, &names).map(|()| (ours.len(), stored.len())))
}

/// The player's first join of `arena` (their name, rating and when) and their later events.
fn joined_of(data: &Value, arena: &str) -> Option<Joined> {
    let events: Vec<&Value> = data["arenas"]
        .as_array()?
        .iter()
        .filter(|e| e["arena"] == arena)
        .collect();
    let first = events.iter().position(|e| e["kind"] == "join")?;
    Some(Joined {
        name: data["player"]["name"].as_str()?.to_owned(),
        rating: events[first]["rating"].as_u64().unwrap_or(0) as u32,
        at: events[first]["at"].as_i64().unwrap_or(0),
        later: events[first + 1..]
            .iter()
            .filter_map(|e| e["kind"].as_str().map(str::to_owned))
            .collect(),
    })
}

/// Adds the player's arena games to `stored`; a game its two players' data tell differently is
/// the difference.
fn games_of(data: &Value, stored: &mut BTreeMap<String, Stored>) -> Result<(), String> {
    let name = data["player"]["name"].as_str().unwrap_or_default();
    let games = data["games"]
        .as_array()
        .map(Vec::as_slice)
        .unwrap_or_default();
    for g in games.iter().filter(|g| g["tile"] == "arena") {
        let id = g["game"].as_str().unwrap_or_default().to_owned();
        let opponent = g["opponent"].as_str().unwrap_or("(forgotten)").to_owned();
        let (white, black) = if g["side"] == "white" {
            (name.to_owned(), opponent)
        } else {
            (opponent, name.to_owned())
        };
        let created_at = g["created_at"].as_i64().unwrap_or(0);
        match stored.get_mut(&id) {
            Some(s) if s.white == white && s.black == black && s.created_at == created_at => {
                s.listed += 1;
            }
            Some(s) => {
                return Err(format!(
                    "game {id}: {name}'s data has {white} against {black}, the other player's {} against {}",
                    s.white, s.black
                ));
            }
            None => {
                stored.insert(
                    id,
                    Stored {
                        white,
                        black,
                        created_at,
                        listed: 1,
                    },
                );
            }
        }
    }
    Ok(())
}

/// How a game over counts in the arena, from its state: its ending and its plies.
fn counted(state: &Value) -> (Ending, u32) {
    let outcome = &state["outcome"];
    let side = |v: &Value| match v.as_str() {
        Some("white") => Some(Color::White),
        Some("black") => Some(Color::Black),
        _ => None,
    };
    let ending = if outcome["reason"] == "aborted" {
        side(&outcome["left"]).map_or(Ending::Draw, Ending::NoStart)
    } else {
        side(&outcome["winner"]).map_or(Ending::Draw, Ending::Won)
    };
    let plies = state["ply"].as_u64().unwrap_or(0).min(u64::from(u32::MAX)) as u32;
    (ending, plies)
}

/// A line of the standings as the server would show it, from the crate's.
fn expected(line: &Standing) -> Value {
    let sheet: Vec<Value> = line
        .sheet
        .iter()
        .map(|g| {
            json!({"outcome": g.outcome, "points": g.points, "doubled": g.doubled,
                   "void": g.void, "no_start": g.no_start})
        })
        .collect();
    json!({
        "rating": line.rating, "score": line.score, "games": line.games, "wins": line.wins,
        "performance": line.performance, "status": line.status, "on_fire": line.on_fire,
        "playing": line.playing, "sheet": sheet,
    })
}

const FIELDS: [&str; 8] = [
    "rating",
    "score",
    "games",
    "wins",
    "performance",
    "status",
    "on_fire",
    "playing",
];
const GAME_FIELDS: [&str; 5] = ["outcome", "points", "doubled", "void", "no_start"];

/// The first difference between the server's `lines` and `ours` (player `i` named `names[i]`).
fn differences(lines: &[Value], ours: &[Standing], names: &[&str]) -> Result<(), String> {
    let told = "in the standings";
    let worked = "from the stored games";
    if lines.len() != ours.len() {
        return Err(format!(
            "{} lines {told}, {} players {worked}",
            lines.len(),
            ours.len()
        ));
    }
    let by_name: HashMap<&str, &Value> = lines
        .iter()
        .map(|l| (l["name"].as_str().unwrap_or_default(), l))
        .collect();
    for line in ours {
        let name = names[line.player.0 as usize];
        let Some(shown) = by_name.get(name) else {
            return Err(format!("{name} is not {told}"));
        };
        let want = expected(line);
        for field in FIELDS {
            if shown[field] != want[field] {
                return Err(format!(
                    "{name}: {field} {} {told}, {} {worked}",
                    shown[field], want[field]
                ));
            }
        }
        let (sheet, wanted) = (&shown["sheet"], &want["sheet"]);
        let count = |s: &Value| s.as_array().map_or(0, Vec::len);
        if count(sheet) != count(wanted) {
            return Err(format!(
                "{name}: {} games in the sheet {told}, {} {worked}",
                count(sheet),
                count(wanted)
            ));
        }
        for i in 0..count(wanted) {
            for field in GAME_FIELDS {
                if sheet[i][field] != wanted[i][field] {
                    return Err(format!(
                        "{name}'s game {} of {}: {field} {} {told}, {} {worked}",
                        i + 1,
                        count(wanted),
                        sheet[i][field],
                        wanted[i][field]
                    ));
                }
            }
        }
    }
    // The order: equal scores and performances at every rank (the order of joining between
    // equals aside).
    for (shown, line) in lines.iter().zip(ours) {
        let want = expected(line);
        if shown["score"] != want["score"] || shown["performance"] != want["performance"] {
            return Err(format!(
                "rank {}: {} with score {} and performance {} {told}, {} with {} and {} {worked}",
                line.rank,
                shown["name"],
                shown["score"],
                shown["performance"],
                names[line.player.0 as usize],
                want["score"],
                want["performance"]
            ));
        }
    }
    Ok(())
}

/// The arena's standings as `GET /api/arenas/{id}` gives them, every page, read by `http` on
/// `origin`.
pub(crate) async fn read_standings(
    http: &reqwest::Client,
    origin: &str,
    arena: &str,
) -> Result<Vec<Value>, String> {
    let mut lines = Vec::new();
    let mut page = 1;
    loop {
        let url = format!("{origin}/api/arenas/{arena}?page={page}");
        let (body, _) = answer(http.get(url), "standings").await?;
        lines.extend(body["standings"].as_array().cloned().unwrap_or_default());
        let pages = body["pages"].as_u64().unwrap_or(1);
        if page >= pages {
            return Ok(lines);
        }
        page += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(white: i64, black: i64, ending: Ending, plies: u32) -> Event {
        Event::Finish(Game {
            white: PlayerId(white),
            black: PlayerId(black),
            ending,
            plies,
            white_berserk: false,
            black_berserk: false,
        })
    }

    /// The lines the server would send for `arena`.
    fn lines_of(standings: &[Standing], names: &[&str]) -> Vec<Value> {
        standings
            .iter()
            .map(|s| {
                let mut line = expected(s);
                line["rank"] = json!(s.rank);
                line["name"] = json!(names[s.player.0 as usize]);
                line
            })
            .collect()
    }

    #[test]
    fn an_end_counts_as_the_arena_counts_it() {
        let state = |outcome: Value| json!({"status": "over", "ply": 7, "outcome": outcome});
        let won = state(json!({"result": "0-1", "winner": "black", "reason": "resignation"}));
        assert_eq!(counted(&won), (Ending::Won(Color::Black), 7));
        let drawn = state(json!({"result": "1/2-1/2", "winner": null, "reason": "agreement"}));
        assert_eq!(counted(&drawn), (Ending::Draw, 7));
        let aborted = json!({"result": "*", "winner": null, "reason": "aborted", "left": "white"});
        assert_eq!(counted(&state(aborted)), (Ending::NoStart(Color::White), 7));
        // A side that resigned before both had acted left the game, but it is a win.
        let left =
            json!({"result": "1-0", "winner": "white", "reason": "resignation", "left": "black"});
        assert_eq!(counted(&state(left)), (Ending::Won(Color::White), 7));
    }

    #[test]
    fn equal_standings_pass_and_the_first_difference_is_named() {
        let names = ["Ann", "Bob", "Cy", "Di"];
        let mut events: Vec<Event> = (0..4)
            .map(|i| Event::Join {
                player: PlayerId(i),
                rating: 1500 + i as u32 * 10,
            })
            .collect();
        events.extend([
            game(0, 1, Ending::Won(Color::White), 30),
            game(2, 3, Ending::Draw, 12),
            game(1, 2, Ending::Draw, 70),
            game(3, 0, Ending::Won(Color::Black), 40),
            game(0, 2, Ending::Won(Color::White), 25),
        ]);
        let ours = Arena::replay(events).unwrap().standings();
        let lines = lines_of(&ours, &names);
        assert_eq!(differences(&lines, &ours, &names), Ok(()));

        let mut wrong = lines.clone();
        let ann = wrong.iter_mut().find(|l| l["name"] == "Ann").unwrap();
        ann["sheet"][2]["points"] = json!(2);
        assert_eq!(
            differences(&wrong, &ours, &names),
            Err("Ann's game 3 of 3: points 2 in the standings, 4 from the stored games".to_owned())
        );
        let mut wrong = lines.clone();
        wrong[1]["score"] = json!(99);
        let name = wrong[1]["name"].as_str().unwrap().to_owned();
        assert!(
            differences(&wrong, &ours, &names)
                .unwrap_err()
                .starts_with(&format!("{name}: score 99 in the standings")),
        );
        assert_eq!(
            differences(&lines[1..], &ours, &names),
            Err("3 lines in the standings, 4 players from the stored games".to_owned())
        );
    }
}
