//! A player's name as people read it: the key under which two names are one name
//! (`players.name_key`, unique). Pure: the store keys what it keeps with it, and
//! `lobby::names` refuses words with it.

use unicode_normalization::UnicodeNormalization;

/// The way keys are made, stored beside each key (`players.name_key_version`): a key of an
/// earlier way is made again when the store opens.
pub const NAME_KEY_VERSION: i64 = 2;

/// The key that two names share when people would read them as one: NFKC (a fullwidth `Ｍ` is
/// `M`), full case folding (`ß` is `ss`, so `Straße` is `STRASSE`), the confusable skeleton of
/// Unicode TS #39 (a Cyrillic `о` is a Latin `o`, `0` is `O`, `1` is `l`, `m` is `rn`), folded
/// again (so `0` is `o` as `O` is), and `-` read as `_`, a run of them as one (`Moussa-Diop` is
/// said, and looks, as `Moussa_Diop`). Not a name to show: only to compare.
pub fn name_key(name: &str) -> String {
    let compatible: String = name.nfkc().collect();
    let folded = caseless::default_case_fold_str(&compatible);
    let skeleton: String = unicode_security::skeleton(&folded).collect();
    let mut key = String::with_capacity(skeleton.len());
    for c in caseless::default_case_fold_str(&skeleton).chars() {
        let c = if c == '-' { '_' } else { c };
        if c == '_' && key.ends_with('_') {
            continue;
        }
        key.push(c);
    }
    key
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_people_read_as_one_share_a_key() {
        let moussa = name_key("Moussa_Diop");
        for same in [
            "Ｍｏｕｓｓａ_Ｄｉｏｐ", // fullwidth
            "Mоussa_Diоp",           // Cyrillic о
            "MOUSSA_DIOP",
            "moussa-diop",
            "Moussa__Diop",
            "M0ussa_Di0p",
        ] {
            assert_eq!(name_key(same), moussa, "{same}");
        }
        assert_eq!(name_key("STRASSE_ALI"), name_key("Straße_Ali"));
        assert_eq!(name_key("A1i"), name_key("Ali"));
        assert_eq!(name_key("Ismail"), name_key("ISMAIL"));
        assert_eq!(name_key("Aïssatou"), name_key("AÏSSATOU"));
        assert_eq!(name_key("Aïssatou"), name_key("Aı\u{308}ssatou"));
    }

    #[test]
    fn names_people_tell_apart_keep_their_keys() {
        for (a, b) in [
            ("Aïssatou", "Aissatou"),
            ("Moussa_Diop", "Moussa_Diope"),
            ("Ali", "Alu"),
            ("عائشة", "عاىشة_"),
            ("Lamine", "Lamina"),
        ] {
            assert_ne!(name_key(a), name_key(b), "{a} {b}");
        }
    }
}
