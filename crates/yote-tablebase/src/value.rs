//! One entry's value: who wins, and how many plies without a capture the win needs.

/// A position's value for the side to move, with the no-capture counter at 0.
///
/// The number is the count of plies *without a capture* the winner needs before the game ends
/// or a capture converts to a smaller won position, with best play on both sides (the winner
/// hurrying, the loser resisting): a win on a capture now is `Win(0)`, a step that leaves the
/// opponent blocked is `Win(1)`. With the counter at `c`, the win holds when `c + n` is below
/// the no-capture limit; otherwise the position is a draw (see [`Value::at_counter`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Value {
    Win(u8),
    Draw,
    Loss(u8),
}

/// The largest distance a table holds: the no-capture limit may be at most one more.
pub const MAX_DISTANCE: u8 = 126;

impl Value {
    /// The byte stored in a table: 0 a draw, 1..=127 a win (distance + 1), 128..=254 a loss
    /// (distance + 128).
    pub const fn encode(self) -> u8 {
        match self {
            Value::Draw => 0,
            Value::Win(n) => 1 + n,
            Value::Loss(n) => 128 + n,
        }
    }

    /// The value of a stored byte; `None` for 255, which no table holds.
    pub const fn decode(byte: u8) -> Option<Value> {
        match byte {
            0 => Some(Value::Draw),
            1..=127 => Some(Value::Win(byte - 1)),
            128..=254 => Some(Value::Loss(byte - 128)),
            255 => None,
        }
    }

    /// The value with the no-capture counter at `counter` under a limit of `limit` plies: a win
    /// or a loss that needs the counter to reach the limit is a draw.
    pub fn at_counter(self, counter: u16, limit: u16) -> Value {
        match self {
            Value::Win(n) | Value::Loss(n) if counter + u16::from(n) >= limit => Value::Draw,
            v => v,
        }
    }

    /// The same value seen from the other side.
    pub fn flip(self) -> Value {
        match self {
            Value::Win(n) => Value::Loss(n),
            Value::Loss(n) => Value::Win(n),
            Value::Draw => Value::Draw,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_value_survives_its_byte() {
        for n in 0..=MAX_DISTANCE {
            for v in [Value::Win(n), Value::Loss(n)] {
                assert_eq!(Value::decode(v.encode()), Some(v));
            }
        }
        assert_eq!(Value::decode(Value::Draw.encode()), Some(Value::Draw));
        assert_eq!(Value::decode(255), None);
    }

    #[test]
    fn the_counter_turns_a_long_win_into_a_draw() {
        assert_eq!(Value::Win(0).at_counter(119, 120), Value::Win(0));
        assert_eq!(Value::Win(1).at_counter(119, 120), Value::Draw);
        assert_eq!(Value::Loss(10).at_counter(109, 120), Value::Loss(10));
        assert_eq!(Value::Loss(10).at_counter(110, 120), Value::Draw);
    }
}
