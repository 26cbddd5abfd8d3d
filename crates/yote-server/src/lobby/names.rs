//! Players' names: the generated ones ("Baobab-417") and the rules for a chosen one.
//!
//! Generated names are words of the Sahel and the savanna (trees, birds, instruments, rivers)
//! that read the same in every language the site speaks, and a number: nothing in them can
//! offend, and about 40,000 of them can be told apart before a number has to be tried twice.

use rand::Rng;
use unicode_normalization::UnicodeNormalization;
use unicode_security::MixedScript;

pub use crate::model::words::{self, Words};

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

/// Names that would pass for the site or the computer, refused inside any name (in any case,
/// in any look-alike letters: compared by their key, [`crate::model::name_key::name_key`]). The words that insult are in
/// the lists per language ([`Words`], docs/moderation.md "Word lists").
const POSING: [&str; 6] = [
    "admin",
    "moderator",
    "yote",
    "computer",
    "official",
    "support",
];

/// Why a name is refused: its code for `bad-name`'s `reason`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NameProblem {
    Length,
    Characters,
    Refused,
    /// Letters of two scripts (a Cyrillic `А` among Latin ones): TS #39's single script.
    Scripts,
}

impl NameProblem {
    pub fn code(self) -> &'static str {
        match self {
            NameProblem::Length => "length",
            NameProblem::Characters => "characters",
            NameProblem::Refused => "refused",
            NameProblem::Scripts => "scripts",
        }
    }
}

/// The name `asked` as it will be kept (its NFKC form without the spaces around it: a
/// fullwidth `Ｍｏｕｓｓａ` is kept as `Moussa`), or why not: from 3 to 20 letters of one
/// script (any script), digits, `-` and `_`, starting with a letter, holding no word of
/// `words` and not passing for the site (compared by their keys, so `ａｄｍｉｎ` and a
/// Cyrillic `Аdmin` are `admin`).
pub fn check(asked: &str, words: &Words) -> Result<String, NameProblem> {
    let name: String = asked.trim().nfkc().collect();
    if !LENGTH.contains(&name.chars().count()) {
        return Err(NameProblem::Length);
    }
    let first_is_letter = name.chars().next().is_some_and(char::is_alphabetic);
    let allowed = |c: char| c.is_alphanumeric() || c == '-' || c == '_';
    if !first_is_letter || !name.chars().all(allowed) {
        return Err(NameProblem::Characters);
    }
    // The words before the scripts: `Аdmin` (a Cyrillic `А`) is a refused word first.
    let keys = words::keys(&name);
    let posing = POSING
        .iter()
        .any(|word| keys.iter().any(|key| key.contains(&words::keys(word)[0])));
    if posing || words.in_name(&name) {
        return Err(NameProblem::Refused);
    }
    // Digits, `-` and `_` belong to every script; Arabic-Indic digits to Arabic's (and
    // Thaana's) only, so they stay beside Arabic letters and not beside Latin ones.
    if !name.as_str().is_single_script() {
        return Err(NameProblem::Scripts);
    }
    Ok(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generated_names_pass_the_rules_for_chosen_ones() {
        for _ in 0..200 {
            let name = generate();
            assert_eq!(check(&name, &Words::shipped()), Ok(name.clone()));
        }
        // Every word, whatever its number: none holds a word of the lists.
        for word in WORDS {
            for n in [100, 101, 111, 999] {
                let name = format!("{word}-{n}");
                assert_eq!(check(&name, &Words::shipped()), Ok(name.clone()));
            }
        }
    }

    #[test]
    fn names_are_checked_for_length_characters_and_words() {
        assert_eq!(
            check("  Aïssatou_12 ", &Words::shipped()),
            Ok("Aïssatou_12".into())
        );
        assert_eq!(check("عائشة", &Words::shipped()), Ok("عائشة".into()));
        assert_eq!(check("Al", &Words::shipped()), Err(NameProblem::Length));
        assert_eq!(
            check(&"a".repeat(21), &Words::shipped()),
            Err(NameProblem::Length)
        );
        assert_eq!(
            check("<script>", &Words::shipped()),
            Err(NameProblem::Characters)
        );
        assert_eq!(
            check("9lives", &Words::shipped()),
            Err(NameProblem::Characters)
        );
        assert_eq!(
            check("two words", &Words::shipped()),
            Err(NameProblem::Characters)
        );
        assert_eq!(
            check("Yote-Admin", &Words::shipped()),
            Err(NameProblem::Refused)
        );
        assert_eq!(
            check("the_COMPUTER", &Words::shipped()),
            Err(NameProblem::Refused)
        );
    }

    #[test]
    fn a_name_is_kept_as_its_nfkc_form() {
        assert_eq!(
            check("Ｍｏｕｓｓａ_Ｄｉｏｐ", &Words::shipped()),
            Ok("Moussa_Diop".into())
        );
        assert_eq!(
            check("Straße_Ali", &Words::shipped()),
            Ok("Straße_Ali".into())
        );
        // The length is counted after NFKC: one ligature is three letters.
        assert_eq!(check("\u{FB03}x", &Words::shipped()), Ok("ffix".into()));
    }

    #[test]
    fn refused_words_are_refused_in_any_look_alike_letters() {
        for name in [
            "ａｄｍｉｎ",
            "Аdmin", // Cyrillic А
            "Ｏｆｆｉｃｉａｌ",
            "ADM1N_x",
            "ADMlN",
            "The0ffic1al",
            "Hit1er",
            "the_c0mputer",
            "ADMIN",
            "Ad-min",
        ] {
            assert_eq!(
                check(name, &Words::shipped()),
                Err(NameProblem::Refused),
                "{name}"
            );
        }
    }

    #[test]
    fn names_that_mix_scripts_are_refused() {
        for name in [
            "Mоussa_Diоp", // Cyrillic о among Latin letters
            "Pаul",        // Cyrillic а
            "Ωmega",
            "Ali_\u{0661}\u{0662}", // Arabic-Indic digits after Latin letters
        ] {
            assert_eq!(
                check(name, &Words::shipped()),
                Err(NameProblem::Scripts),
                "{name}"
            );
        }
    }

    #[test]
    fn names_of_one_script_pass_in_every_script() {
        for name in [
            "Aminata",
            "Ousmane",
            "Mamadou",
            "Fatoumata",
            "Ibrahima",
            "Cheikh",
            "Khadija",
            "Souleymane",
            "Nazli",
            "Nazl\u{131}",
            "Hilal",
            "Ndeye",
            "Lamine",
            "Aïssatou",
            "Ngoné_Fall",
            "Mariama-Bâ",
            "Łukasz",
            "Straße",
            "عائشة",
            "محمد_\u{0661}\u{0662}\u{0663}", // Arabic letters, Arabic-Indic digits
            "\u{07D2}\u{07DE}\u{07CF}",      // N'Ko
            "\u{2D5C}\u{2D30}\u{2D4E}\u{2D30}\u{2D63}\u{2D49}\u{2D56}\u{2D5C}", // Tifinagh
            "Пётр",
            "Σωκράτης",
            "Moussa_Diop_2",
        ] {
            assert_eq!(
                check(name, &Words::shipped()),
                Ok(name.to_owned()),
                "{name}"
            );
        }
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
                check(&format!("Ada{c}Lovelace"), &Words::shipped()),
                Err(NameProblem::Characters),
                "{c:?}"
            );
        }
    }
}
