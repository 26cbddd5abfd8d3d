//! Players' names: the generated ones ("Baobab-417") and the rules for a chosen one.
//!
//! Generated names are words of the Sahel and the savanna (trees, birds, instruments, rivers)
//! that read the same in every language the site speaks, and a number: nothing in them can
//! offend, and about 40,000 of them can be told apart before a number has to be tried twice.

use rand::Rng;
use unicode_normalization::UnicodeNormalization;
use unicode_security::MixedScript;

pub use crate::model::name_key::name_key;

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

/// Words a name may not contain (in any case, in any look-alike letters: compared by their
/// [`name_key`]), in the languages of the site and its players, and names that would pass for
/// the site or the computer. Short on purpose: a long list
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
/// script (any script), digits, `-` and `_`, starting with a letter, holding no refused word
/// (compared by their keys, so `ａｄｍｉｎ` and a Cyrillic `Аdmin` are `admin`).
pub fn check(asked: &str) -> Result<String, NameProblem> {
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
    let keys = word_keys(&name);
    if REFUSED
        .iter()
        .any(|word| keys.iter().any(|key| key.contains(&word_keys(word)[0])))
    {
        return Err(NameProblem::Refused);
    }
    // Digits, `-` and `_` belong to every script; Arabic-Indic digits to Arabic's (and
    // Thaana's) only, so they stay beside Arabic letters and not beside Latin ones.
    if !name.as_str().is_single_script() {
        return Err(NameProblem::Scripts);
    }
    Ok(name)
}

/// The keys a name is read as when the refused words are looked for in it: its [`name_key`]
/// without `_` (`ad_min` is `admin`), with a lower-case `l` among capitals read as `I`
/// (`ADMlN`), and `1` read as `l` (the key's own reading: `Hit1er`) or as `i` (`ADM1N`).
/// Only look-alikes join: `Nazli` stays `Nazli`, though its `l` is an `I` of another case.
fn word_keys(name: &str) -> [String; 2] {
    let letters: Vec<char> = name.chars().collect();
    let capital = |at: Option<&char>| at.is_none_or(|c| !c.is_alphabetic() || c.is_uppercase());
    let read: String = letters
        .iter()
        .enumerate()
        .map(|(at, &c)| {
            let among_capitals = at > 0
                && capital(letters.get(at - 1))
                && capital(letters.get(at + 1))
                && letters[..at].iter().any(|c| c.is_uppercase());
            if c == 'l' && among_capitals { 'I' } else { c }
        })
        .collect();
    let key = |name: &str| {
        name_key(name)
            .chars()
            .filter(|&c| c != '_')
            .collect::<String>()
    };
    [key(&read), key(&read.replace('1', "i"))]
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
    fn a_name_is_kept_as_its_nfkc_form() {
        assert_eq!(check("Ｍｏｕｓｓａ_Ｄｉｏｐ"), Ok("Moussa_Diop".into()));
        assert_eq!(check("Straße_Ali"), Ok("Straße_Ali".into()));
        // The length is counted after NFKC: one ligature is three letters.
        assert_eq!(check("\u{FB03}x"), Ok("ffix".into()));
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
            assert_eq!(check(name), Err(NameProblem::Refused), "{name}");
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
            assert_eq!(check(name), Err(NameProblem::Scripts), "{name}");
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
            assert_eq!(check(name), Ok(name.to_owned()), "{name}");
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
                check(&format!("Ada{c}Lovelace")),
                Err(NameProblem::Characters),
                "{c:?}"
            );
        }
    }
}
