//! The rules page's diagrams: a position in the project's notation, and optionally the action
//! about to be played on it, drawn as an inline SVG in the look of the game page's board (holes
//! in a wooden board, white pebbles, black sticks, the hands as miniatures).
//!
//! Diagrams are data ([`RULES_DIAGRAMS`]): the drawing is the same in every language, only the
//! caption and the accessible name are translated. A unit test plays each diagram's action
//! under its rules, so a diagram can never show an illegal move.

use std::fmt::Write;

use yote_rules::{ActionKind, Removal, Setup, Square};

/// One square's side in SVG units, as on the game page's board.
const CELL: i32 = 100;
/// The frame around the squares (room for the coordinates).
const MARGIN: i32 = 30;
/// The height of a hand's strip of miniatures, above (Black) or below (White) the board.
const HAND: i32 = 64;
/// Displayed width in CSS pixels of one SVG unit at full size: a 6-column board is 330 px wide,
/// which fits a 360 px phone with the page's margins; CSS shrinks it further when needed.
const SCALE: f64 = 0.5;
/// The smallest displayed width in CSS pixels (a 3-column board would be 180 px at [`SCALE`]).
const MIN_WIDTH: f64 = 260.0;

/// A diagram of the rules page.
#[derive(Debug, Clone, Copy)]
pub struct Diagram {
    /// The diagram's name: its messages are `rules-fig-<name>` (caption) and
    /// `rules-fig-<name>-alt` (accessible name), and it prefixes the SVG's ids.
    pub name: &'static str,
    /// The rules string the position and action are played under (also on the drawing, as
    /// `data-rules`).
    pub rules: &'static str,
    /// The position, in the notation of RULES.md §4.
    pub position: &'static str,
    /// The action drawn with arrows, in notation: the jumped pieces and the second removal are
    /// marked.
    pub action: Option<&'static str>,
    /// Squares ringed to draw the eye (e.g. the pieces of a blocked player).
    pub marked: &'static [&'static str],
    /// Draw the hands as miniatures beside the board.
    pub hands: bool,
}

/// Every diagram of the rules page, in the order of the page.
pub const RULES_DIAGRAMS: [Diagram; 6] = [
    Diagram {
        name: "start",
        rules: "standard",
        position: "6/6/6/6/6 w 12 12 0",
        action: None,
        marked: &[],
        hands: true,
    },
    Diagram {
        name: "place",
        rules: "standard",
        position: "6/6/3B2/6/4W1 w 11 11 2",
        action: Some("@c3"),
        marked: &[],
        hands: true,
    },
    Diagram {
        name: "step",
        rules: "standard",
        position: "6/6/2W3/6/3B2 w 11 11 2",
        action: Some("c3-c4"),
        marked: &[],
        hands: true,
    },
    Diagram {
        name: "capture",
        rules: "standard",
        position: "6/4B1/2B3/2W3/6 w 11 10 3",
        action: Some("c2xc4/e4"),
        marked: &[],
        hands: false,
    },
    Diagram {
        name: "blocked",
        rules: "standard,rows=3,columns=3,pieces=4",
        position: "BWW/BWW/1BB w 0 0 8",
        action: None,
        marked: &["b3", "c3", "b2", "c2"],
        hands: true,
    },
    Diagram {
        name: "chain",
        rules: "standard,chain_jumps=true",
        position: "6/6/2B3/1B4/1W4 w 11 10 3",
        action: Some("b1xb3xd3"),
        marked: &[],
        hands: false,
    },
];

impl Diagram {
    /// The position as a setup; panics on a bad position (the diagrams are constants, checked
    /// by a test).
    fn setup(&self) -> Setup {
        self.position.parse().expect("a diagram's position")
    }

    /// The diagram as an SVG element with `role="img"` and `label` as its accessible name.
    pub fn svg(&self, label: &str) -> String {
        let s = self.setup();
        let (rows, columns) = (i32::from(s.rows), i32::from(s.columns));
        let top = if self.hands { HAND } else { 0 };
        let width = columns * CELL + 2 * MARGIN;
        let board_height = rows * CELL + 2 * MARGIN;
        let height = board_height + 2 * top;
        let id = self.name;
        // Small boards are drawn larger, so that their pieces are as easy to see.
        let scale = SCALE.max(MIN_WIDTH / f64::from(width));
        let centre = |sq: Square| -> (i32, i32) {
            let x = MARGIN + i32::from(sq.file()) * CELL + CELL / 2;
            let y = top + MARGIN + (rows - 1 - i32::from(sq.rank())) * CELL + CELL / 2;
            (x, y)
        };
        let mut out = String::new();
        let _ = write!(
            out,
            r#"<svg class="diagram-svg" role="img" aria-label="{label}" data-rules="{rules}" viewBox="0 0 {width} {height}" width="{w}" height="{h}" xmlns="http://www.w3.org/2000/svg">"#,
            label = escape(label),
            rules = self.rules,
            w = (f64::from(width) * scale).round(),
            h = (f64::from(height) * scale).round(),
        );
        let _ = write!(
            out,
            r##"<defs><radialGradient id="{id}-hole" cx="50%" cy="40%" r="60%"><stop offset="0" stop-color="#6e4826"/><stop offset=".75" stop-color="#8c6038"/><stop offset="1" stop-color="#b88954"/></radialGradient><radialGradient id="{id}-pebble" cx="38%" cy="32%" r="75%"><stop offset="0" stop-color="#ffffff"/><stop offset=".6" stop-color="#e6dfd2"/><stop offset="1" stop-color="#b9ae9c"/></radialGradient><linearGradient id="{id}-stick" x1="0" x2="1"><stop offset="0" stop-color="#5b3d26"/><stop offset=".5" stop-color="#3b2716"/><stop offset="1" stop-color="#22150b"/></linearGradient><marker id="{id}-head" viewBox="0 0 10 10" refX="6" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse"><path class="d-head" d="M0 0 L10 5 L0 10 z"/></marker></defs>"##
        );
        let _ = write!(
            out,
            r#"<rect class="d-frame" x="0" y="{top}" width="{width}" height="{board_height}" rx="22"/>"#
        );
        // Coordinates, as on the game page: files under the board, ranks on its left.
        for f in 0..s.columns {
            let x = MARGIN + i32::from(f) * CELL + CELL / 2;
            let y = top + board_height - 8;
            let _ = write!(
                out,
                r#"<text class="d-coord" x="{x}" y="{y}" text-anchor="middle">{}</text>"#,
                char::from(b'a' + f)
            );
        }
        for r in 0..s.rows {
            let sq = Square::new(0, r).expect("on the board");
            let (_, y) = centre(sq);
            let _ = write!(
                out,
                r#"<text class="d-coord" x="14" y="{}" text-anchor="middle">{}</text>"#,
                y + 7,
                r + 1
            );
        }
        for r in 0..s.rows {
            for f in 0..s.columns {
                let (x, y) = centre(Square::new(f, r).expect("on the board"));
                let _ = write!(
                    out,
                    r#"<circle class="d-hole" cx="{x}" cy="{y}" r="38" fill="url(#{id}-hole)"/>"#
                );
            }
        }
        // What the action does: its path, the pieces it jumps, the second piece it takes.
        let action = self
            .action
            .map(|a| a.parse::<yote_rules::Action>().expect("a diagram's action"));
        let jumped: Vec<Square> = action.map(|a| a.jumped().collect()).unwrap_or_default();
        let removed = match action.map(|a| a.removal()) {
            Some(Removal::Board(sq)) => Some(sq),
            _ => None,
        };
        for (bits, white) in [(s.white, true), (s.black, false)] {
            for index in 0..64u8 {
                if bits & (1 << index) == 0 {
                    continue;
                }
                let sq = Square::from_index(index).expect("a square");
                let (x, y) = centre(sq);
                let taken = jumped.contains(&sq) || removed == Some(sq);
                piece(&mut out, id, white, x, y, 1.0, &sq.to_string(), taken);
            }
        }
        for sq in self.marked {
            let sq: Square = sq.parse().expect("a marked square");
            let (x, y) = centre(sq);
            let _ = write!(out, r#"<circle class="d-mark" cx="{x}" cy="{y}" r="44"/>"#);
        }
        for (sq, class) in jumped
            .iter()
            .map(|s| (*s, "d-jumped"))
            .chain(removed.map(|s| (s, "d-removed")))
        {
            let (x, y) = centre(sq);
            let _ = write!(
                out,
                r#"<g class="{class}"><circle cx="{x}" cy="{y}" r="44"/><path d="M{} {} L{} {} M{} {} L{} {}"/></g>"#,
                x - 22,
                y - 22,
                x + 22,
                y + 22,
                x + 22,
                y - 22,
                x - 22,
                y + 22
            );
        }
        if self.hands {
            let white_at = top + board_height + HAND / 2;
            hand(&mut out, id, true, s.white_hand, width, white_at);
            hand(&mut out, id, false, s.black_hand, width, HAND / 2);
        }
        if let Some(a) = action {
            let mut points: Vec<(i32, i32)> = vec![];
            match a.kind() {
                ActionKind::Place => {
                    // From White's (or Black's) hand, the last miniature of the strip.
                    let white = s.side_to_move == yote_rules::Color::White;
                    let n = if white { s.white_hand } else { s.black_hand };
                    // From the miniature nearest below (or above) the square: a short arrow.
                    let (tx, _) = centre(a.to().expect("a square"));
                    let hx = (0..n)
                        .map(|i| hand_slot(n, i, width).0)
                        .min_by_key(|x| (x - tx).abs())
                        .unwrap_or(tx);
                    let hy = if white {
                        top + board_height + HAND / 2
                    } else {
                        HAND / 2
                    };
                    points.push((hx, hy));
                    points.push(centre(a.to().expect("a square")));
                }
                ActionKind::Step => {
                    points.push(centre(a.from().expect("a square")));
                    points.push(centre(a.to().expect("a square")));
                }
                ActionKind::Jump => {
                    points.push(centre(a.from().expect("a square")));
                    points.extend(a.landings().map(centre));
                }
                ActionKind::Pass => {}
            }
            for pair in points.windows(2) {
                let ((x1, y1), (x2, y2)) = (pair[0], pair[1]);
                // Start outside the moving piece and stop short of the landing's centre, so the
                // head sits in the hole.
                let (dx, dy) = (f64::from(x2 - x1), f64::from(y2 - y1));
                let len = dx.hypot(dy).max(1.0);
                let (ux, uy) = (dx / len, dy / len);
                let (a1, a2) = (30.0, 14.0);
                let _ = write!(
                    out,
                    r#"<line class="d-arrow" x1="{:.0}" y1="{:.0}" x2="{:.0}" y2="{:.0}" marker-end="url(#{id}-head)"/>"#,
                    f64::from(x1) + ux * a1,
                    f64::from(y1) + uy * a1,
                    f64::from(x2) - ux * a2,
                    f64::from(y2) - uy * a2,
                );
            }
        }
        out.push_str("</svg>");
        out
    }
}

/// Where the `i`-th of `n` miniatures of a hand goes: (x centre, spacing).
fn hand_slot(n: u8, i: u8, width: i32) -> (i32, i32) {
    let room = width - 2 * MARGIN - 60;
    let gap = if n > 1 {
        (room / i32::from(n - 1).max(1)).min(44)
    } else {
        0
    };
    (MARGIN + 60 + i32::from(i) * gap, gap)
}

/// A hand's strip: the count, then one miniature per piece.
fn hand(out: &mut String, id: &str, white: bool, n: u8, width: i32, y: i32) {
    let _ = write!(
        out,
        r#"<text class="d-count" x="{}" y="{}" text-anchor="middle">{n}</text>"#,
        MARGIN + 10,
        y + 9
    );
    for i in 0..n {
        let (x, _) = hand_slot(n, i, width);
        let name = format!("h{}{i}", if white { "w" } else { "b" });
        piece(out, id, white, x, y, 0.55, &name, false);
    }
}

/// A pebble (White) or a stick (Black) centred on (`x`, `y`), as the game page draws them
/// (`pieceShape` in web/game.js), turned a little by the square's name.
#[allow(clippy::too_many_arguments)]
fn piece(
    out: &mut String,
    id: &str,
    white: bool,
    x: i32,
    y: i32,
    size: f64,
    name: &str,
    taken: bool,
) {
    let class = if taken { "d-piece d-taken" } else { "d-piece" };
    let _ = write!(
        out,
        r#"<g class="{class}" transform="translate({x} {y}) scale({size})">"#
    );
    if white {
        let a = jitter(name, 40.0);
        let _ = write!(
            out,
            r##"<ellipse rx="31" ry="27" fill="url(#{id}-pebble)" stroke="#8a7f70" stroke-width="2.5" transform="rotate({a:.0})"/><ellipse cx="-9" cy="-9" rx="9" ry="6" fill="#fff" opacity=".55" transform="rotate({:.0})"/>"##,
            a - 20.0
        );
    } else {
        let a = 35.0 + jitter(name, 25.0);
        let _ = write!(
            out,
            r##"<rect x="-10" y="-38" width="20" height="76" rx="9" fill="url(#{id}-stick)" stroke="#23160c" stroke-width="2" transform="rotate({a:.0})"/><line x1="-2" y1="-28" x2="-2" y2="26" stroke="#8a6444" stroke-width="2" stroke-linecap="round" opacity=".7" transform="rotate({a:.0})"/>"##
        );
    }
    out.push_str("</g>");
}

/// The game page's `jitter`: a fixed turn in `-spread..spread` degrees from a square's name.
fn jitter(name: &str, spread: f64) -> f64 {
    let mut h: u32 = 0;
    for ch in name.chars() {
        h = (h * 31 + ch as u32) % 997;
    }
    (f64::from(h % 100) / 100.0 - 0.5) * 2.0 * spread
}

/// Text safe inside an attribute.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

#[cfg(test)]
mod tests {
    use super::*;
    use yote_rules::{EndReason, Position, Rules};

    /// Every diagram shows a position of its rules, and its action is legal there: the pictures
    /// cannot drift from the rules engine.
    #[test]
    fn every_diagram_is_a_legal_position_and_action() {
        for d in RULES_DIAGRAMS {
            let rules: Rules = d.rules.parse().expect("rules");
            let position = Position::from_setup(d.setup(), &rules)
                .unwrap_or_else(|e| panic!("{}: {e}", d.name));
            if let Some(text) = d.action {
                let action = text.parse().expect("an action");
                assert!(
                    position.is_legal(&rules, action),
                    "{}: {text} is not legal in {}",
                    d.name,
                    d.position
                );
            }
        }
    }

    #[test]
    fn the_blocked_diagram_is_a_blocked_end() {
        let d = RULES_DIAGRAMS.iter().find(|d| d.name == "blocked").unwrap();
        let rules: Rules = d.rules.parse().unwrap();
        let position = Position::from_setup(d.setup(), &rules).unwrap();
        let outcome = position.outcome(&rules).expect("the game is over");
        assert_eq!(outcome.reason, EndReason::Blocked);
    }

    #[test]
    fn the_svg_names_itself_and_marks_the_capture() {
        let d = RULES_DIAGRAMS.iter().find(|d| d.name == "capture").unwrap();
        let svg = d.svg("A \"jump\" <here>");
        assert!(svg.starts_with("<svg class=\"diagram-svg\" role=\"img\""));
        assert!(svg.contains("aria-label=\"A &quot;jump&quot; &lt;here&gt;\""));
        assert_eq!(svg.matches("class=\"d-jumped\"").count(), 1);
        assert_eq!(svg.matches("class=\"d-removed\"").count(), 1);
        assert_eq!(svg.matches("class=\"d-arrow\"").count(), 1);
        assert!(svg.ends_with("</svg>"));
    }
}
