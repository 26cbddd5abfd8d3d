//! Zobrist hashing of positions: a random key per (colour, square), per hand size and for the
//! side to move, XORed together. The square keys are folded into per-byte tables so that a whole
//! board hashes in eight look-ups per colour.

use std::sync::OnceLock;

use yote_rules::{Color, Position};

struct Keys {
    /// `bytes[colour][byte][value]` is the XOR of the square keys of the bits set in `value` at
    /// byte `byte` (rank) of that colour's board.
    bytes: Box<[[[u64; 256]; 8]; 2]>,
    /// A key per (colour, hand size).
    hands: [[u64; 17]; 2],
    /// XORed in when Black is to move.
    black_to_move: u64,
    /// A key per value of the no-capture counter (only in [`tt_key`]).
    plies: [u64; 256],
}

/// SplitMix64: a small, good generator for fixed keys and seeded choices.
pub(crate) fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

fn keys() -> &'static Keys {
    static KEYS: OnceLock<Keys> = OnceLock::new();
    KEYS.get_or_init(|| {
        let mut state = ZOBRIST_SEED;
        let mut squares = [[0u64; 64]; 2];
        for colour in &mut squares {
            for key in colour.iter_mut() {
                *key = splitmix64(&mut state);
            }
        }
        let mut bytes = Box::new([[[0u64; 256]; 8]; 2]);
        for c in 0..2 {
            for rank in 0..8 {
                for value in 0..256usize {
                    bytes[c][rank][value] = (0..8)
                        .filter(|bit| value & (1 << bit) != 0)
                        .fold(0, |acc, bit| acc ^ squares[c][rank * 8 + bit]);
                }
            }
        }
        let mut hands = [[0u64; 17]; 2];
        for colour in &mut hands {
            for key in colour.iter_mut() {
                *key = splitmix64(&mut state);
            }
        }
        let black_to_move = splitmix64(&mut state);
        let mut plies = [0u64; 256];
        for key in plies.iter_mut() {
            *key = splitmix64(&mut state);
        }
        Keys {
            bytes,
            hands,
            black_to_move,
            plies,
        }
    })
}

/// A fixed seed for the key generator: the keys, and so the bench signature, never change.
const ZOBRIST_SEED: u64 = 0x5eed_0f40_e520_2026;

/// The hash of the pieces, the hands and the side to move (not the no-capture counter): equal
/// positions that differ only by that counter hash alike, which is what repetition checks want.
#[inline]
pub fn hash(position: &Position) -> u64 {
    let k = keys();
    let mut h = 0;
    for colour in Color::ALL {
        let c = colour.index();
        let board = position.board(colour).to_le_bytes();
        let table = &k.bytes[c];
        for (rank, &byte) in board.iter().enumerate() {
            h ^= table[rank][usize::from(byte)];
        }
        h ^= k.hands[c][usize::from(position.hand(colour).min(16))];
    }
    if position.side_to_move() == Color::Black {
        h ^= k.black_to_move;
    }
    h
}

/// The transposition-table key: [`hash`] with the no-capture counter mixed in, since the counter
/// decides draws.
#[inline]
pub fn tt_key(hash: u64, position: &Position) -> u64 {
    hash ^ keys().plies[usize::from(position.plies_since_capture().min(255))]
}

#[cfg(test)]
mod tests {
    use super::*;
    use yote_rules::Rules;

    #[test]
    fn hashes_tell_pieces_hands_and_side_apart() {
        let rules = Rules::standard();
        let p = |text| Position::parse(text, &rules).unwrap();
        let base = hash(&p("6/6/6/2W3/2B3 w 11 11 0"));
        assert_eq!(
            base,
            hash(&p("6/6/6/2W3/2B3 w 11 11 7")),
            "the counter is not hashed"
        );
        for other in [
            "6/6/6/2W3/2B3 b 11 11 0",
            "6/6/6/2W3/2B3 w 10 11 0",
            "6/6/6/2W3/2B3 w 11 10 0",
            "6/6/6/2B3/2W3 w 11 11 0",
            "6/6/6/3W2/2B3 w 11 11 0",
        ] {
            assert_ne!(base, hash(&p(other)), "{other}");
        }
        let a = p("6/6/6/2W3/2B3 w 11 11 3");
        let b = p("6/6/6/2W3/2B3 w 11 11 4");
        assert_ne!(tt_key(hash(&a), &a), tt_key(hash(&b), &b));
    }
}
