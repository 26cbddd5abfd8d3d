//! A whole game: rules, start position, the actions played, and how it ended.

use std::fmt;

use crate::action::{Action, ParseActionError};
use crate::color::Color;
use crate::outcome::{EndReason, Outcome};
use crate::position::{PlayError, Position};
use crate::rules::Rules;

/// A game from its start: what records, replays and the server keep.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    rules: Rules,
    start: Position,
    actions: Vec<Action>,
    position: Position,
    /// Set by the rules after an action, or by a resignation or an agreed draw.
    outcome: Option<Outcome>,
}

/// Why an action given as text could not be played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameError {
    /// The text is not an action.
    Parse(ParseActionError),
    /// The action is not legal now.
    Illegal(PlayError),
    /// The game has already ended (resignation or agreed draw).
    Over(Outcome),
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::Parse(e) => e.fmt(f),
            GameError::Illegal(e) => e.fmt(f),
            GameError::Over(o) => write!(f, "the game is over: {o}"),
        }
    }
}

impl std::error::Error for GameError {}

impl Game {
    /// A new game on the empty board of the rules.
    pub fn new(rules: Rules) -> Game {
        Game::from_position(rules, Position::new(&rules))
    }

    /// A game starting from `start` (which must be a position under `rules`).
    pub fn from_position(rules: Rules, start: Position) -> Game {
        Game {
            rules,
            start,
            actions: Vec::new(),
            position: start,
            outcome: start.outcome(&rules),
        }
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The actions played so far, in order.
    pub fn actions(&self) -> &[Action] {
        &self.actions
    }

    /// The number of actions played.
    pub fn ply(&self) -> usize {
        self.actions.len()
    }

    /// How the game ended, if it has.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// The legal actions now (none once the game is over).
    pub fn legal_actions(&self) -> Vec<Action> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        self.position.legal_actions(&self.rules)
    }

    /// Plays `action`; an illegal one changes nothing.
    pub fn play(&mut self, action: Action) -> Result<Option<Outcome>, GameError> {
        if let Some(o) = self.outcome {
            return Err(GameError::Over(o));
        }
        self.position = self
            .position
            .play(&self.rules, action)
            .map_err(GameError::Illegal)?;
        self.actions.push(action);
        self.outcome = self.position.outcome(&self.rules);
        Ok(self.outcome)
    }

    /// Plays an action written in notation.
    pub fn play_notation(&mut self, text: &str) -> Result<Action, GameError> {
        let action: Action = text.parse().map_err(GameError::Parse)?;
        self.play(action)?;
        Ok(action)
    }

    /// `loser` resigns.
    pub fn resign(&mut self, loser: Color) -> Result<Outcome, GameError> {
        self.end(Outcome::win(!loser, EndReason::Resignation))
    }

    /// The players agree to a draw.
    pub fn agree_draw(&mut self) -> Result<Outcome, GameError> {
        self.end(Outcome::draw(EndReason::Agreement))
    }

    fn end(&mut self, outcome: Outcome) -> Result<Outcome, GameError> {
        if let Some(o) = self.outcome {
            return Err(GameError::Over(o));
        }
        self.outcome = Some(outcome);
        Ok(outcome)
    }

    /// The position before each action and after the last: `ply() + 1` positions.
    pub fn positions(&self) -> impl Iterator<Item = Position> + '_ {
        let mut position = self.start;
        std::iter::once(self.start).chain(self.actions.iter().map(move |&a| {
            position.play_unchecked(a);
            position
        }))
    }
}
