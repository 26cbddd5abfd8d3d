//! The hot position: two bitboards, two hands, the side to move and the no-capture counter.

use std::fmt;
use std::str::FromStr;

use crate::action::{self, Action, ActionKind, MAX_JUMPS, Removal};
use crate::bitboard::{Dir, bits, shift};
use crate::color::Color;
use crate::outcome::{EndReason, Outcome};
use crate::rules::{Blocked, Placement, Rules, SecondRemoval};
use crate::setup::{ParseSetupError, Setup};
use crate::square::Square;

/// A legal position under some [`Rules`]: build it with [`Position::new`] or
/// [`Position::from_setup`]. The rules are passed to each method that needs them.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    board: [u64; 2],
    hand: [u8; 2],
    side: Color,
    rows: u8,
    columns: u8,
    plies: u16,
}

/// Why a [`Setup`] is not a position under the given rules.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PositionError {
    /// The board's size is not the rules' size.
    Size {
        rows: u8,
        columns: u8,
        expected_rows: u8,
        expected_columns: u8,
    },
    /// A side has more pieces on the board and in hand than the rules give.
    TooManyPieces { color: Color, count: u8, pieces: u8 },
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::Size {
                rows,
                columns,
                expected_rows,
                expected_columns,
            } => write!(
                f,
                "the board is {rows}×{columns} (rows×columns) but the rules play on {expected_rows}×{expected_columns}"
            ),
            PositionError::TooManyPieces {
                color,
                count,
                pieces,
            } => write!(
                f,
                "{color} has {count} pieces on the board and in hand, more than the {pieces} the rules give"
            ),
        }
    }
}

impl std::error::Error for PositionError {}

/// A position string that is malformed or does not fit the rules.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParsePositionError {
    Setup(ParseSetupError),
    Position(PositionError),
}

impl fmt::Display for ParsePositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParsePositionError::Setup(e) => e.fmt(f),
            ParsePositionError::Position(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for ParsePositionError {}

/// Why an action cannot be played.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IllegalReason {
    GameOver(Outcome),
    OffBoard(Square),
    EmptyHand,
    Occupied(Square),
    NotYourPiece(Square),
    NotAdjacent,
    MustPlaceOrJump,
    NothingToJump(Square),
    NoChains,
    BadRemoval,
    PassNotAllowed,
    PassRequired,
    NotLegal,
}

impl fmt::Display for IllegalReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalReason::GameOver(o) => write!(f, "the game is over: {o}"),
            IllegalReason::OffBoard(sq) => write!(f, "{sq} is not on this board"),
            IllegalReason::EmptyHand => f.write_str("you have no piece in hand to place"),
            IllegalReason::Occupied(sq) => write!(f, "{sq} is not empty"),
            IllegalReason::NotYourPiece(sq) => write!(f, "there is no piece of yours on {sq}"),
            IllegalReason::NotAdjacent => {
                f.write_str("a step moves one square up, down, left or right")
            }
            IllegalReason::MustPlaceOrJump => f.write_str(
                "while you have pieces in hand you may only place or jump (placement=hand-first)",
            ),
            IllegalReason::NothingToJump(sq) => {
                write!(f, "there is no enemy piece on {sq} to jump over")
            }
            IllegalReason::NoChains => {
                f.write_str("only one jump per turn under these rules (chain_jumps=false)")
            }
            IllegalReason::BadRemoval => {
                f.write_str("that second removal is not one of the choices here")
            }
            IllegalReason::PassNotAllowed => {
                f.write_str("you may pass only when you have no other action")
            }
            IllegalReason::PassRequired => {
                f.write_str("you have no legal action: you must pass (--)")
            }
            IllegalReason::NotLegal => f.write_str("not a legal action in this position"),
        }
    }
}

/// An action that could not be played; the position is left as it was.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayError {
    pub position: Position,
    pub action: Action,
    pub reason: IllegalReason,
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal action {}: {}", self.action, self.reason)
    }
}

impl std::error::Error for PlayError {}

/// The number of second-removal choices after a jump that leaves `board_left` other enemy pieces on
/// the board and `hand` in the enemy's hand (declining counts; "nothing available" is one choice).
#[inline(always)]
fn removal_choices(rules: &Rules, board_left: u32, hand: u8) -> u64 {
    let o = rules.options();
    let optional = u64::from(o.second_removal_optional);
    let board_left = u64::from(board_left);
    let available = match o.second_removal {
        SecondRemoval::Board => board_left,
        SecondRemoval::BoardOrHand => board_left + u64::from(hand > 0),
        SecondRemoval::BoardThenHand if board_left > 0 => board_left,
        SecondRemoval::BoardThenHand => u64::from(hand > 0),
    };
    if available > 0 {
        available + optional
    } else {
        1
    }
}

/// Pushes the jump `from → to` once for each second-removal choice, in order: board squares,
/// the hand, none.
#[inline]
fn push_removals(
    rules: &Rules,
    out: &mut impl FnMut(Action),
    jump: (u32, u32, u8, u32),
    them_after: u64,
    hand: u8,
) {
    let (from, to, jumps, dirs) = jump;
    let o = rules.options();
    let (board, from_hand) = match o.second_removal {
        SecondRemoval::Board => (them_after, false),
        SecondRemoval::BoardOrHand => (them_after, hand > 0),
        SecondRemoval::BoardThenHand => (them_after, them_after == 0 && hand > 0),
    };
    for sq in bits(board) {
        out(Action::jump_unchecked(
            from,
            to,
            jumps,
            dirs,
            action::removal_board(sq),
        ));
    }
    if from_hand {
        out(Action::jump_unchecked(
            from,
            to,
            jumps,
            dirs,
            action::RAW_REMOVAL_HAND,
        ));
    }
    if (board == 0 && !from_hand) || o.second_removal_optional {
        out(Action::jump_unchecked(
            from,
            to,
            jumps,
            dirs,
            action::RAW_REMOVAL_NONE,
        ));
    }
}

impl Position {
    /// The empty board of the rules, White to move, every piece in hand.
    pub fn new(rules: &Rules) -> Position {
        Position {
            board: [0, 0],
            hand: [rules.pieces(), rules.pieces()],
            side: Color::White,
            rows: rules.rows(),
            columns: rules.columns(),
            plies: 0,
        }
    }

    /// Checks a parsed setup against the rules.
    pub fn from_setup(setup: Setup, rules: &Rules) -> Result<Position, PositionError> {
        if setup.rows != rules.rows() || setup.columns != rules.columns() {
            return Err(PositionError::Size {
                rows: setup.rows,
                columns: setup.columns,
                expected_rows: rules.rows(),
                expected_columns: rules.columns(),
            });
        }
        for (color, board, hand) in [
            (Color::White, setup.white, setup.white_hand),
            (Color::Black, setup.black, setup.black_hand),
        ] {
            let count = board.count_ones() as u8 + hand;
            if count > rules.pieces() {
                return Err(PositionError::TooManyPieces {
                    color,
                    count,
                    pieces: rules.pieces(),
                });
            }
        }
        Ok(Position {
            board: [setup.white, setup.black],
            hand: [setup.white_hand, setup.black_hand],
            side: setup.side_to_move,
            rows: setup.rows,
            columns: setup.columns,
            plies: setup.plies_since_capture,
        })
    }

    /// Parses the notation and checks it against the rules.
    pub fn parse(text: &str, rules: &Rules) -> Result<Position, ParsePositionError> {
        let setup = Setup::from_str(text).map_err(ParsePositionError::Setup)?;
        Position::from_setup(setup, rules).map_err(ParsePositionError::Position)
    }

    /// The unchecked description of this position.
    pub fn to_setup(&self) -> Setup {
        Setup {
            rows: self.rows,
            columns: self.columns,
            white: self.board[0],
            black: self.board[1],
            side_to_move: self.side,
            white_hand: self.hand[0],
            black_hand: self.hand[1],
            plies_since_capture: self.plies,
        }
    }

    #[inline]
    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// The pieces of `color` on the board, one bit per square (bit `rank * 8 + file`).
    #[inline]
    pub fn board(&self, color: Color) -> u64 {
        self.board[color.index()]
    }

    /// The pieces of `color` in hand.
    #[inline]
    pub fn hand(&self, color: Color) -> u8 {
        self.hand[color.index()]
    }

    /// Pieces on the board plus pieces in hand.
    #[inline]
    pub fn count(&self, color: Color) -> u32 {
        self.board[color.index()].count_ones() + u32::from(self.hand[color.index()])
    }

    /// Consecutive plies without a capture.
    #[inline]
    pub fn plies_since_capture(&self) -> u16 {
        self.plies
    }

    pub fn rows(&self) -> u8 {
        self.rows
    }

    pub fn columns(&self) -> u8 {
        self.columns
    }

    /// The colour of the piece on `sq`, if any.
    pub fn piece_at(&self, sq: Square) -> Option<Color> {
        Color::ALL
            .into_iter()
            .find(|c| self.board[c.index()] & sq.bit() != 0)
    }

    /// Whether `sq` is on this position's board.
    pub fn contains(&self, sq: Square) -> bool {
        sq.file() < self.columns && sq.rank() < self.rows
    }

    #[inline(always)]
    fn empty(&self, rules: &Rules) -> u64 {
        rules.board_mask() & !(self.board[0] | self.board[1])
    }

    #[inline(always)]
    fn may_step(&self, rules: &Rules, color: Color) -> bool {
        rules.options().placement == Placement::Free || self.hand[color.index()] == 0
    }

    /// Whether `color` has a jump available (whoever is to move).
    pub fn has_jump(&self, rules: &Rules, color: Color) -> bool {
        let mask = rules.board_mask();
        let empty = self.empty(rules);
        let us = self.board[color.index()];
        let them = self.board[(!color).index()];
        Dir::ALL
            .into_iter()
            .any(|d| shift(shift(us, d, mask) & them, d, mask) & empty != 0)
    }

    /// Whether `color` would have a legal action (other than a pass) if it were their turn.
    pub fn has_action(&self, rules: &Rules, color: Color) -> bool {
        let mask = rules.board_mask();
        let empty = self.empty(rules);
        if self.hand[color.index()] > 0 && empty != 0 {
            return true;
        }
        let us = self.board[color.index()];
        let them = self.board[(!color).index()];
        let may_step = self.may_step(rules, color);
        Dir::ALL.into_iter().any(|d| {
            let next = shift(us, d, mask);
            (may_step && next & empty != 0) || shift(next & them, d, mask) & empty != 0
        })
    }

    /// The end of the game in this position, if it is over, by the checks of the rules in order:
    /// captured out, few pieces, no-capture limit, then a blocked player to move.
    pub fn outcome(&self, rules: &Rules) -> Option<Outcome> {
        let o = rules.options();
        let to_move = self.side;
        let mover = !to_move;
        let win_at = u32::from(o.win_at);
        if self.count(to_move) <= win_at {
            return Some(Outcome::win(mover, EndReason::CapturedOut));
        }
        if self.count(mover) <= win_at {
            // Not reachable by play (a capture ends the game at once), but a written position may say so.
            return Some(Outcome::win(to_move, EndReason::CapturedOut));
        }
        if let Some(k) = o.few_pieces_draw {
            let k = u32::from(k);
            if self.count(Color::White) <= k
                && self.count(Color::Black) <= k
                && !self.has_jump(rules, Color::White)
                && !self.has_jump(rules, Color::Black)
            {
                return Some(Outcome::draw(EndReason::FewPieces));
            }
        }
        if let Some(n) = o.no_capture_draw
            && self.plies >= n
        {
            return Some(Outcome::draw(EndReason::NoCaptureLimit));
        }
        if !self.has_action(rules, to_move) {
            match o.blocked {
                Blocked::Loses => return Some(Outcome::win(mover, EndReason::Blocked)),
                Blocked::MostOnBoard => {
                    if !self.has_action(rules, mover) {
                        let ours = self.board[to_move.index()].count_ones();
                        let theirs = self.board[mover.index()].count_ones();
                        let winner = match ours.cmp(&theirs) {
                            std::cmp::Ordering::Greater => Some(to_move),
                            std::cmp::Ordering::Less => Some(mover),
                            std::cmp::Ordering::Equal => None,
                        };
                        return Some(Outcome {
                            winner,
                            reason: EndReason::BothBlocked,
                        });
                    }
                }
            }
        }
        None
    }

    /// Whether the game is over in this position.
    pub fn is_game_over(&self, rules: &Rules) -> bool {
        self.outcome(rules).is_some()
    }

    /// Every legal action, in a fixed order: places, steps, jumps. Empty when the game is over.
    pub fn legal_actions(&self, rules: &Rules) -> Vec<Action> {
        let mut out = Vec::with_capacity(64);
        self.legal_actions_into(rules, &mut out);
        out
    }

    /// [`Position::legal_actions`] into a buffer the caller reuses (cleared first).
    pub fn legal_actions_into(&self, rules: &Rules, out: &mut Vec<Action>) {
        out.clear();
        if self.outcome(rules).is_some() {
            return;
        }
        self.generate(rules, &mut |a| out.push(a));
        if out.is_empty() {
            // Only reachable under blocked=most-on-board: the blocked player passes.
            out.push(Action::PASS);
        }
    }

    /// The actions of the side to move, ignoring whether the game is over (no pass).
    #[inline]
    fn generate(&self, rules: &Rules, out: &mut impl FnMut(Action)) {
        let mask = rules.board_mask();
        let empty = self.empty(rules);
        let us_c = self.side;
        let us = self.board[us_c.index()];
        let them = self.board[(!us_c).index()];
        if self.hand[us_c.index()] > 0 {
            for sq in bits(empty) {
                out(Action::place(Square::from_index_unchecked(sq)));
            }
        }
        let may_step = self.may_step(rules, us_c);
        for from in bits(us) {
            let bit = 1u64 << from;
            for d in Dir::ALL {
                let next = shift(bit, d, mask);
                if may_step && next & empty != 0 {
                    out(Action::step(
                        Square::from_index_unchecked(from),
                        Square::from_index_unchecked(next.trailing_zeros()),
                    ));
                }
            }
        }
        if Dir::ALL
            .into_iter()
            .all(|d| shift(shift(us, d, mask) & them, d, mask) & empty == 0)
        {
            return;
        }
        let hand_them = self.hand[(!us_c).index()];
        for from in bits(us) {
            self.jumps_from(rules, out, from, from, 0, 0, them, empty, hand_them);
        }
    }

    /// Jumps (and, under `chain_jumps`, chains) continuing from `at`, after `jumps` jumps along
    /// `dirs` from `from`; `them` and `empty` are the board as it stands mid-chain.
    #[allow(clippy::too_many_arguments)]
    fn jumps_from(
        &self,
        rules: &Rules,
        out: &mut impl FnMut(Action),
        from: u32,
        at: u32,
        jumps: u8,
        dirs: u32,
        them: u64,
        empty: u64,
        hand_them: u8,
    ) {
        let mask = rules.board_mask();
        let at_bit = 1u64 << at;
        for d in Dir::ALL {
            let over = shift(at_bit, d, mask) & them;
            let land = shift(over, d, mask) & empty;
            if land == 0 {
                continue;
            }
            let to = land.trailing_zeros();
            let dirs = dirs | (d as u32) << (2 * u32::from(jumps));
            let them = them & !over;
            push_removals(rules, out, (from, to, jumps + 1, dirs), them, hand_them);
            if rules.options().chain_jumps && jumps + 1 < MAX_JUMPS {
                // The jumped piece and the square left behind are empty now; the landing is not.
                let empty = (empty | over | at_bit) & !land;
                self.jumps_from(
                    rules,
                    out,
                    from,
                    to,
                    jumps + 1,
                    dirs,
                    them,
                    empty,
                    hand_them,
                );
            }
        }
    }

    /// The number of legal actions, without building them. 0 when the game is over.
    pub fn count_legal_actions(&self, rules: &Rules) -> u64 {
        if self.outcome(rules).is_some() {
            return 0;
        }
        match self.count_actions(rules) {
            0 => 1, // the pass
            n => n,
        }
    }

    /// The sum over the legal actions of the number of legal actions after each: perft(2)
    /// without building an action list.
    pub(crate) fn count_grandchildren(&self, rules: &Rules) -> u64 {
        if self.outcome(rules).is_some() {
            return 0;
        }
        let o = rules.options();
        // Placements are counted without playing them (below) unless chains or the few-pieces
        // draw make a child's count depend on more than its neighbourhood.
        let placements = self.hand[self.side.index()] > 0 && self.empty(rules) != 0;
        let fast = placements && !o.chain_jumps && o.few_pieces_draw.is_none();
        let mut total = if fast {
            self.count_placement_children(rules)
        } else {
            0
        };
        let mut any = placements;
        self.generate(rules, &mut |a| {
            any = true;
            if fast && a.kind() == ActionKind::Place {
                return;
            }
            let mut child = *self;
            child.play_unchecked(a);
            total += child.count_legal_actions(rules);
        });
        if !any {
            let mut child = *self;
            child.play_unchecked(Action::PASS);
            total = child.count_legal_actions(rules);
        }
        total
    }

    /// The sum over this side's placements of the opponent's legal actions after each, from
    /// this position's boards: a piece placed on `sq` takes from the opponent the placement and
    /// the steps onto `sq` and the jumps landing there, and gives it the jumps over `sq` to an
    /// empty square beyond. A child with no action left (a pass, or the end) is counted in full.
    /// Not for chains or the few-pieces draw (`count_grandchildren` checks).
    fn count_placement_children(&self, rules: &Rules) -> u64 {
        let o = rules.options();
        // Each placement adds a ply without a capture: at the limit every child is a draw.
        if o.no_capture_draw
            .is_some_and(|n| self.plies.saturating_add(1) >= n)
        {
            return 0;
        }
        let mask = rules.board_mask();
        let empty = self.empty(rules);
        let us_c = self.side;
        let them_c = !us_c;
        let us = self.board[us_c.index()];
        let them = self.board[them_c.index()];
        let hand_them = self.hand[them_c.index()];
        let place = if hand_them > 0 {
            u64::from(empty.count_ones()) - 1
        } else {
            0
        };
        let may_step = self.may_step(rules, them_c);
        let mut toward = [0u64; 4];
        let mut landing = [0u64; 4];
        let mut steps_base = 0u64;
        let mut jumps_base = 0u64;
        for (i, d) in Dir::ALL.into_iter().enumerate() {
            let next = shift(them, d, mask);
            toward[i] = next;
            if may_step {
                steps_base += u64::from((next & empty).count_ones());
            }
            landing[i] = shift(next & us, d, mask) & empty;
            jumps_base += u64::from(landing[i].count_ones());
        }
        // The child's jumps take one of this side's pieces (one more on the board, one fewer in
        // hand), then perhaps a second.
        let removal = removal_choices(rules, us.count_ones(), self.hand[us_c.index()] - 1);
        let mut total = 0;
        for sq in bits(empty) {
            let bit = 1u64 << sq;
            let mut steps = steps_base;
            let mut jumps = jumps_base;
            for (i, d) in Dir::ALL.into_iter().enumerate() {
                if toward[i] & bit != 0 {
                    // An opponent's piece next to `sq`: no step there now, but a jump over it.
                    steps -= u64::from(may_step);
                    jumps += u64::from(shift(bit, d, mask) & empty != 0);
                }
                jumps -= u64::from(landing[i] & bit != 0);
            }
            let n = place + steps + jumps * removal;
            total += if n > 0 {
                n
            } else {
                let mut child = *self;
                child.play_unchecked(Action::place(Square::from_index_unchecked(sq)));
                child.count_legal_actions(rules)
            };
        }
        total
    }

    fn count_actions(&self, rules: &Rules) -> u64 {
        let mask = rules.board_mask();
        let empty = self.empty(rules);
        let us_c = self.side;
        let us = self.board[us_c.index()];
        let them = self.board[(!us_c).index()];
        let mut n = 0u64;
        if self.hand[us_c.index()] > 0 {
            n += u64::from(empty.count_ones());
        }
        let mut jumps = 0;
        let may_step = self.may_step(rules, us_c);
        for d in Dir::ALL {
            let next = shift(us, d, mask);
            if may_step {
                // Each (piece, direction) pair with an empty square there is one step.
                n += u64::from((next & empty).count_ones());
            }
            jumps += (shift(next & them, d, mask) & empty).count_ones();
        }
        if jumps == 0 {
            return n;
        }
        let hand_them = self.hand[(!us_c).index()];
        if rules.options().chain_jumps {
            for from in bits(us) {
                n += count_chains(rules, from, 0, them, empty, hand_them);
            }
        } else {
            n += u64::from(jumps) * removal_choices(rules, them.count_ones() - 1, hand_them);
        }
        n
    }

    /// Whether `action` is legal here.
    pub fn is_legal(&self, rules: &Rules, action: Action) -> bool {
        self.legal_actions(rules).contains(&action)
    }

    /// Plays a legal action and returns the new position; an illegal one leaves this position
    /// untouched and says why.
    pub fn play(&self, rules: &Rules, action: Action) -> Result<Position, PlayError> {
        let legal = self.legal_actions(rules);
        if legal.contains(&action) {
            let mut next = *self;
            next.play_unchecked(action);
            Ok(next)
        } else {
            Err(PlayError {
                position: *self,
                action,
                reason: self.diagnose(rules, action, &legal),
            })
        }
    }

    /// Plays an action known to be legal (from [`Position::legal_actions`]).
    #[inline]
    pub fn play_unchecked(&mut self, action: Action) {
        let us = self.side.index();
        let them = 1 - us;
        match action.kind() {
            ActionKind::Place => {
                self.board[us] |= 1 << action.raw_to();
                self.hand[us] -= 1;
                self.plies = self.plies.saturating_add(1);
            }
            ActionKind::Step => {
                self.board[us] ^= (1 << action.raw_from()) | (1 << action.raw_to());
                self.plies = self.plies.saturating_add(1);
            }
            ActionKind::Jump => {
                // Not a XOR: a chain may end on the square it started from.
                self.board[us] =
                    (self.board[us] & !(1 << action.raw_from())) | 1 << action.raw_to();
                self.board[them] &= !action.jumped_mask();
                match action.raw_removal() {
                    action::RAW_REMOVAL_NONE => {}
                    action::RAW_REMOVAL_HAND => self.hand[them] -= 1,
                    sq => self.board[them] &= !(1u64 << sq),
                }
                self.plies = 0;
            }
            ActionKind::Pass => self.plies = self.plies.saturating_add(1),
        }
        self.side = !self.side;
    }

    /// Why `action` (not in `legal`) cannot be played.
    fn diagnose(&self, rules: &Rules, action: Action, legal: &[Action]) -> IllegalReason {
        if let Some(outcome) = self.outcome(rules) {
            return IllegalReason::GameOver(outcome);
        }
        let squares = action
            .from()
            .into_iter()
            .chain(action.to())
            .chain(action.landings())
            .chain(match action.removal() {
                Removal::Board(sq) => Some(sq),
                _ => None,
            });
        for sq in squares {
            if !self.contains(sq) {
                return IllegalReason::OffBoard(sq);
            }
        }
        if legal == [Action::PASS] {
            return IllegalReason::PassRequired;
        }
        let us = self.side;
        let ours = self.board[us.index()];
        let theirs = self.board[(!us).index()];
        let occupied = ours | theirs;
        match action.kind() {
            ActionKind::Pass => IllegalReason::PassNotAllowed,
            ActionKind::Place => {
                let to = action.to().expect("a place has a square");
                if self.hand[us.index()] == 0 {
                    IllegalReason::EmptyHand
                } else if occupied & to.bit() != 0 {
                    IllegalReason::Occupied(to)
                } else {
                    IllegalReason::NotLegal
                }
            }
            ActionKind::Step | ActionKind::Jump => {
                let from = action.from().expect("a step or jump has a start");
                let to = action.to().expect("a step or jump has an end");
                if ours & from.bit() == 0 {
                    return IllegalReason::NotYourPiece(from);
                }
                if action.kind() == ActionKind::Step {
                    let adjacent =
                        from.file().abs_diff(to.file()) + from.rank().abs_diff(to.rank()) == 1;
                    return if !adjacent {
                        IllegalReason::NotAdjacent
                    } else if occupied & to.bit() != 0 {
                        IllegalReason::Occupied(to)
                    } else if !self.may_step(rules, us) {
                        IllegalReason::MustPlaceOrJump
                    } else {
                        IllegalReason::NotLegal
                    };
                }
                if action.jump_count() > 1 && !rules.options().chain_jumps {
                    return IllegalReason::NoChains;
                }
                let mut theirs_left = theirs;
                let mut occupied_now = occupied & !from.bit();
                for (over, land) in action.jumped().zip(action.landings()) {
                    if theirs_left & over.bit() == 0 {
                        return IllegalReason::NothingToJump(over);
                    }
                    if occupied_now & land.bit() != 0 {
                        return IllegalReason::Occupied(land);
                    }
                    theirs_left &= !over.bit();
                    occupied_now &= !over.bit();
                }
                if legal
                    .iter()
                    .any(|a| a.with_removal(Removal::None) == action.with_removal(Removal::None))
                {
                    IllegalReason::BadRemoval
                } else {
                    IllegalReason::NotLegal
                }
            }
        }
    }
}

/// The number of chains (each prefix once per removal choice) from `at` after `jumps` jumps.
fn count_chains(rules: &Rules, at: u32, jumps: u8, them: u64, empty: u64, hand_them: u8) -> u64 {
    let mask = rules.board_mask();
    let at_bit = 1u64 << at;
    let mut n = 0;
    for d in Dir::ALL {
        let over = shift(at_bit, d, mask) & them;
        let land = shift(over, d, mask) & empty;
        if land == 0 {
            continue;
        }
        let them = them & !over;
        n += removal_choices(rules, them.count_ones(), hand_them);
        if jumps + 1 < MAX_JUMPS {
            let empty = (empty | over | at_bit) & !land;
            n += count_chains(
                rules,
                land.trailing_zeros(),
                jumps + 1,
                them,
                empty,
                hand_them,
            );
        }
    }
    n
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.to_setup().fmt(f)
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({self})")
    }
}
