//! Random identifiers and seat secrets, and comparing secrets without leaking timing.

use rand::Rng;
use rand::distr::Alphanumeric;
use subtle::ConstantTimeEq;
use yote_rules::Color;

use crate::model::Table;

/// Game ids: 12 letters and digits, about 71 bits.
pub fn game_id() -> String {
    random_text(12)
}

/// Invite tokens: 22 letters and digits, about 131 bits.
pub fn invite_token() -> String {
    random_text(22)
}

/// Seat secrets: 43 letters and digits, about 256 bits.
pub fn seat_secret() -> String {
    random_text(43)
}

/// A word naming this process among others that may share its id: 6 letters and digits.
pub fn process_word() -> String {
    random_text(6)
}

/// The letters of a transfer code: no 0/O, 1/I/L, so that it reads aloud and types on a phone.
const CODE_LETTERS: &[u8] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/// A transfer code: 8 of [`CODE_LETTERS`] (about 40 bits), shown as `ABCD-EFGH`. It lives ten
/// minutes, works once, and an address may try 30 an hour: guessing one is hopeless.
pub fn transfer_code() -> String {
    let mut rng = rand::rng();
    (0..8)
        .map(|_| char::from(CODE_LETTERS[rng.random_range(0..CODE_LETTERS.len())]))
        .collect()
}

/// A transfer code as typed (any case, spaces and dashes anywhere), as it is kept; `None` when
/// it cannot be one.
pub fn transfer_code_typed(typed: &str) -> Option<String> {
    let code: String = typed
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .map(|c| c.to_ascii_uppercase())
        .collect();
    (code.len() == 8 && code.bytes().all(|b| CODE_LETTERS.contains(&b))).then_some(code)
}

fn random_text(len: usize) -> String {
    // ThreadRng is a CSPRNG seeded from the operating system.
    rand::rng()
        .sample_iter(&Alphanumeric)
        .take(len)
        .map(char::from)
        .collect()
}

/// Whether `given` equals `expected`, in time that depends only on their lengths.
pub fn same(given: &str, expected: &str) -> bool {
    given.as_bytes().ct_eq(expected.as_bytes()).into()
}

/// Whether `s` could be an identifier we made (letters and digits only, short).
pub fn plausible(s: &str) -> bool {
    !s.is_empty() && s.len() <= 64 && s.bytes().all(|b| b.is_ascii_alphanumeric())
}

/// The seat `given` holds at `table`: `"white"`, `"black"`, or `"both"` at a local table.
pub fn seat_of(table: &Table, given: &str) -> Option<&'static str> {
    let held = Color::ALL.map(|c| {
        table.secrets[c.index()]
            .as_deref()
            .is_some_and(|s| same(given, s))
    });
    match held {
        [true, true] => Some("both"),
        [true, false] => Some(Color::White.name()),
        [false, true] => Some(Color::Black.name()),
        [false, false] => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_are_long_distinct_and_compared_exactly() {
        let a = seat_secret();
        let b = seat_secret();
        assert_eq!(a.len(), 43);
        assert_ne!(a, b);
        assert!(same(&a, &a.clone()));
        assert!(!same(&a, &b));
        assert!(!same(&a, &a[..42]));
        assert!(plausible(&game_id()) && plausible(&invite_token()));
        assert!(!plausible("a/b") && !plausible(""));
        let code = transfer_code();
        assert_eq!(transfer_code_typed(&code), Some(code.clone()));
        let typed = format!(" {}-{} ", &code[..4], &code[4..]).to_lowercase();
        assert_eq!(transfer_code_typed(&typed), Some(code));
        assert_eq!(transfer_code_typed("ABCD-EFG0"), None);
        assert_eq!(transfer_code_typed("ABC"), None);
    }
}
