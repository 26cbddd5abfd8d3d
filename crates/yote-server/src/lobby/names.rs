//! Players' names: the generated ones ("Baobab-417") and the rules for a chosen one.
//!
//! Generated names are words of the Sahel and the savanna (trees, birds, instruments, rivers)
//! that read the same in every language the site speaks, and a number: nothing in them can
//! offend, and about 40,000 of them can be told apart before a number has to be tried twice.

use rand::Rng;

const WORDS: [&str; 40] = [
    "Baobab",
    "Kapok",
    "Karite",
    "Tamarind",
    "Acacia",
    "Mango",
    "Hibiscus",
    "Neem",
    "Moringa",
    "Sahel",
    "Niger",
    "Gambia",
    "Senegal",
    "Volta",
    "Harmattan",
    "Savanna",
    "Kora",
    "Balafon",
    "Djembe",
    "Ngoni",
    "Calabash",
    "Indigo",
    "Cowrie",
    "Millet",
    "Fonio",
    "Sorghum",
    "Bissap",
    "Heron",
    "Ibis",
    "Egret",
    "Pelican",
    "Gazelle",
    "Oryx",
    "Hornbill",
    "Weaver",
    "Sunbird",
    "Marabou",
    "Okapi",
    "Pebble",
    "Dune",
];

/// A name for a new player: a word and a number from 100 to 999.
pub fn generate() -> String {
    let mut rng = rand::rng();
    let word = WORDS[rng.random_range(0..WORDS.len())];
    format!("{word}-{}", rng.random_range(100..1000))
}

/// The shortest and longest names, in characters: 3 is the shortest name people use ("Ali"),
/// 20 fits beside a rating on a 360-pixel-wide phone.
pub const LENGTH: std::ops::RangeInclusive<usize> = 3..=20;

/// Words a name may not contain (in any case), in the languages of the site and its players,
/// and names that would pass for the site or the computer. Short on purpose: a long list
/// refuses real names (the Scunthorpe problem); people can still report a name.
const REFUSED: [&str; 24] = [
    "admin",
    "moderator",
    "yote",
    "computer",
    "official",
    "support",
    "fuck",
    "shit",
    "cunt",
    "nigger",
    "nigga",
    "faggot",
    "whore",
    "rape",
    "nazi",
    "hitler",
    "putain",
    "salope",
    "connard",
    "encule",
    "pede",
    "kurwa",
    "pierdol",
    "fitte",
];

/// Why a name is refused: its code for `bad-name`'s `reason`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NameProblem {
    Length,
    Characters,
    Refused,
}

impl NameProblem {
    pub fn code(self) -> &'static str {
        match self {
            NameProblem::Length => "length",
            NameProblem::Characters => "characters",
            NameProblem::Refused => "refused",
        }
    }
}

/// The name `asked` as it will be kept (without the spaces around it), or why not: from 3 to 20
/// letters (of any script), digits, `-` and `_`, starting with a letter.
pub fn check(asked: &str) -> Result<String, NameProblem> {
    let name = asked.trim();
    if !LENGTH.contains(&name.chars().count()) {
        return Err(NameProblem::Length);
    }
    let first_is_letter = name.chars().next().is_some_and(char::is_alphabetic);
    let allowed = |c: char| c.is_alphanumeric() || c == '-' || c == '_';
    if !first_is_letter || !name.chars().all(allowed) {
        return Err(NameProblem::Characters);
    }
    let folded: String = name
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric())
        .collect();
    if REFUSED.iter().any(|w| folded.contains(w)) {
        return Err(NameProblem::Refused);
    }
    Ok(name.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generated_names_pass_the_rules_for_chosen_ones() {
        for _ in 0..200 {
            let name = generate();
            assert_eq!(check(&name), Ok(name.clone()));
        }
    }

    #[test]
    fn names_are_checked_for_length_characters_and_words() {
        assert_eq!(check("  Aïssatou_12 "), Ok("Aïssatou_12".into()));
        assert_eq!(check("عائشة"), Ok("عائشة".into()));
        assert_eq!(check("Al"), Err(NameProblem::Length));
        assert_eq!(check(&"a".repeat(21)), Err(NameProblem::Length));
        assert_eq!(check("<script>"), Err(NameProblem::Characters));
        assert_eq!(check("9lives"), Err(NameProblem::Characters));
        assert_eq!(check("two words"), Err(NameProblem::Characters));
        assert_eq!(check("Yote-Admin"), Err(NameProblem::Refused));
        assert_eq!(check("the_COMPUTER"), Err(NameProblem::Refused));
    }

    #[test]
    fn names_hold_no_separator_and_no_bidirectional_control() {
        // What a chat line refuses (game/talk.rs `breaks_a_line`), a name refuses too: it is
        // letters, digits, - and _ only. The marks as well: a name needs none.
        for c in [
            '\u{2028}', '\u{2029}', '\u{0085}', '\u{202A}', '\u{202B}', '\u{202C}', '\u{202D}',
            '\u{202E}', '\u{2066}', '\u{2067}', '\u{2068}', '\u{2069}', '\u{200E}', '\u{200F}',
            '\u{061C}',
        ] {
            assert_eq!(
                check(&format!("Ada{c}Lovelace")),
                Err(NameProblem::Characters),
                "{c:?}"
            );
        }
    }
}
