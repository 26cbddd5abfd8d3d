//! The words refused in names and in chat lines: a list per language (`words/<lang>.txt`,
//! shipped in the binary; an operator's folder of such files replaces the lists it holds,
//! `yote serve --words DIR`). Pure: the lists are read once at start and asked by
//! `lobby::names` (a name) and `game::talk` (a line). docs/moderation.md "Word lists".
//!
//! An entry is one word or several ("fils de pute"), compared by the key names are compared by
//! ([`name_key`]: any case, any look-alike letters), as whole words; an entry ending with `*`
//! is found inside a word too (`fuck*` in `Fuckface`). A name is read as its parts (split at
//! `-`, `_` and where a capital follows a small letter: `NaziHunter` is `Nazi` `Hunter`) and,
//! for the entries found inside words, as one word (`Ad-min` is `admin`).

use std::path::Path;
use std::sync::{Arc, LazyLock};

use unicode_normalization::char::is_combining_mark;

use super::name_key::name_key;

/// The shipped lists, by language (the site's ten).
const SHIPPED: [(&str, &str); 10] = [
    ("ar", include_str!("../../../../words/ar.txt")),
    ("bm", include_str!("../../../../words/bm.txt")),
    ("de", include_str!("../../../../words/de.txt")),
    ("en", include_str!("../../../../words/en.txt")),
    ("es", include_str!("../../../../words/es.txt")),
    ("fr", include_str!("../../../../words/fr.txt")),
    ("nb", include_str!("../../../../words/nb.txt")),
    ("pl", include_str!("../../../../words/pl.txt")),
    ("pt", include_str!("../../../../words/pt.txt")),
    ("wo", include_str!("../../../../words/wo.txt")),
];

/// One refused entry: the keys of its words, and whether it is found inside a word too.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Entry {
    words: Vec<String>,
    inside: bool,
}

/// The refused words of every language (a name is seen, and a line read, by players of any).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Words {
    /// Each language's entries, in the order of [`SHIPPED`].
    lists: Vec<(String, Vec<Entry>)>,
}

static SHIPPED_WORDS: LazyLock<Arc<Words>> = LazyLock::new(|| {
    let lists = SHIPPED
        .iter()
        .map(|(lang, text)| {
            let entries = parse(text).unwrap_or_else(|e| panic!("words/{lang}.txt: {e}"));
            ((*lang).to_owned(), entries)
        })
        .collect();
    Arc::new(Words { lists })
});

impl Words {
    /// The lists shipped with the site.
    pub fn shipped() -> Arc<Words> {
        SHIPPED_WORDS.clone()
    }

    /// The shipped lists, each replaced by the operator's `<lang>.txt` in `dir` where there is
    /// one; what is wrong otherwise (a file that cannot be read, a file of no language of the
    /// site, an entry that cannot be read), with the file and line.
    pub fn load(dir: &Path) -> Result<Words, String> {
        let mut words = (*Words::shipped()).clone();
        let read = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        for file in read {
            let path = file.map_err(|e| format!("{}: {e}", dir.display()))?.path();
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            if name.starts_with('.') {
                continue;
            }
            let Some(lang) = name.strip_suffix(".txt") else {
                return Err(format!(
                    "{}: expected <language>.txt files only (ar.txt, en.txt, …)",
                    path.display()
                ));
            };
            let Some(list) = words.lists.iter_mut().find(|(l, _)| l == lang) else {
                let langs: Vec<&str> = SHIPPED.iter().map(|(l, _)| *l).collect();
                return Err(format!(
                    "{}: '{lang}' is not a language of the site ({})",
                    path.display(),
                    langs.join(", ")
                ));
            };
            let text =
                std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
            list.1 = parse(&text).map_err(|e| format!("{}: {e}", path.display()))?;
        }
        Ok(words)
    }

    /// How many entries each language has, for the log at start.
    pub fn counts(&self) -> Vec<(&str, usize)> {
        self.lists
            .iter()
            .map(|(lang, entries)| (lang.as_str(), entries.len()))
            .collect()
    }

    fn entries(&self) -> impl Iterator<Item = &Entry> {
        self.lists.iter().flat_map(|(_, entries)| entries)
    }

    /// Whether the name `name` holds a refused entry.
    pub fn in_name(&self, name: &str) -> bool {
        let parts: Vec<[String; 2]> = name_parts(name).iter().map(|p| keys(p)).collect();
        let whole = keys(name);
        self.entries().any(|entry| {
            found(entry, &parts)
                || (entry.inside && whole.iter().any(|k| k.contains(entry.words[0].as_str())))
        })
    }

    /// Whether the chat line `text` holds a refused entry.
    pub fn in_line(&self, text: &str) -> bool {
        let tokens: Vec<[String; 2]> = tokens(text).iter().map(|t| keys(t)).collect();
        self.entries().any(|entry| found(entry, &tokens))
    }
}

/// Whether `entry` is among the `tokens` (each read two ways): its words as consecutive
/// tokens, the one word of an entry found inside words anywhere in a token.
fn found(entry: &Entry, tokens: &[[String; 2]]) -> bool {
    if entry.inside {
        let word = entry.words[0].as_str();
        return tokens.iter().any(|t| t.iter().any(|k| k.contains(word)));
    }
    tokens.windows(entry.words.len()).any(|run| {
        run.iter()
            .zip(&entry.words)
            .all(|(t, w)| t.iter().any(|k| k == w))
    })
}

/// A list's entries, or what is wrong with it (the line).
fn parse(text: &str) -> Result<Vec<Entry>, String> {
    let mut entries = Vec::new();
    for (at, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let (entry, inside) = match line.strip_suffix('*') {
            Some(entry) => (entry.trim_end(), true),
            None => (line, false),
        };
        let words: Vec<String> = tokens(entry).iter().map(|w| keys(w)[0].clone()).collect();
        if words.is_empty() {
            return Err(format!("line {}: '{line}' holds no word", at + 1));
        }
        if inside && words.len() > 1 {
            return Err(format!(
                "line {}: '{line}': only an entry of one word is found inside words (*)",
                at + 1
            ));
        }
        entries.push(Entry { words, inside });
    }
    Ok(entries)
}

/// The words of a line: its runs of letters, digits and the marks that go with letters
/// (Arabic's vowels, a combining accent), everything else between them.
fn tokens(text: &str) -> Vec<&str> {
    text.split(|c: char| !(c.is_alphanumeric() || is_combining_mark(c)))
        .filter(|t| !t.is_empty())
        .collect()
}

/// A name's parts: split at `-` and `_`, and where a capital follows a small letter.
fn name_parts(name: &str) -> Vec<String> {
    let mut parts = Vec::new();
    let mut part = String::new();
    let mut previous: Option<char> = None;
    for c in name.chars() {
        if c == '-' || c == '_' {
            parts.push(std::mem::take(&mut part));
        } else {
            if c.is_uppercase() && previous.is_some_and(char::is_lowercase) {
                parts.push(std::mem::take(&mut part));
            }
            part.push(c);
        }
        previous = Some(c);
    }
    parts.push(part);
    parts.retain(|p| !p.is_empty());
    parts
}

/// The keys a word (or a whole name) is read as: its [`name_key`] without `_` (`ad_min` is
/// `admin`), with a lower-case `l` among capitals read as `I` (`ADMlN`), and `1` read as `l`
/// (the key's own reading: `Hit1er`) or as `i` (`ADM1N`). Only look-alikes join: `Nazli`
/// stays `Nazli`, though its `l` is an `I` of another case.
pub fn keys(word: &str) -> [String; 2] {
    let letters: Vec<char> = word.chars().collect();
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
    let key = |word: &str| {
        name_key(word)
            .chars()
            .filter(|&c| c != '_')
            .collect::<String>()
    };
    [key(&read), key(&read.replace('1', "i"))]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(text: &str) -> Words {
        Words {
            lists: vec![("en".into(), parse(text).unwrap())],
        }
    }

    #[test]
    fn every_shipped_list_reads_and_has_entries() {
        let shipped = Words::shipped();
        assert_eq!(shipped.counts().len(), 10);
        for (lang, count) in shipped.counts() {
            assert!(count >= 3, "words/{lang}.txt has {count} entries");
        }
    }

    #[test]
    fn whole_words_are_found_as_words_and_starred_ones_inside_words() {
        let w = words("rape\nfuck*\nfils de pute\n# a comment\n\nnazi # a comment after\n");
        assert!(w.in_line("you RAPE"));
        assert!(!w.in_line("grapes and a drape"));
        assert!(w.in_line("FUCKING hell"));
        assert!(w.in_line("espèce de fils de pute !"));
        assert!(!w.in_line("le fils de Pierre, une pute"));
        assert!(w.in_name("NaziHunter"));
        assert!(!w.in_name("Nazira"));
        assert!(w.in_name("xX_Fuck-Xx"));
        assert!(w.in_name("Fu-ck"));
        assert!(!w.in_name("Grapefruit"));
    }

    #[test]
    fn look_alike_letters_and_case_are_one_word() {
        let w = words("putain*\nكس\n");
        assert!(w.in_line("ＰＵＴＡＩＮ"));
        assert!(w.in_line("Рutain")); // a Cyrillic Р
        assert!(w.in_line("PUTA1N"), "1 read as i");
        assert!(!w.in_line("putin"));
        assert!(w.in_line("يا كس"));
        assert!(!w.in_line("كسكسي"), "couscous is a word of its own");
    }

    #[test]
    fn the_shipped_lists_leave_the_names_people_have_alone() {
        let shipped = Words::shipped();
        for name in [
            "Fatou",
            "Fatoumata",
            "Nazira",
            "Pedersen",
            "Scunthorpe",
            "Assane",
            "Cassandra",
            "Dickens",
            "Hancock",
            "Puttaswamy",
            "Conakry",
            "Mariama-Bâ",
            "عائشة",
            "Grapefruit",
            "Kukri",
        ] {
            assert!(!shipped.in_name(name), "{name}");
        }
        for name in [
            "Shithead",
            "Hit1er",
            "Hurensohn-9",
            "KURWA_mac",
            "Sale_Connard",
        ] {
            assert!(shipped.in_name(name), "{name}");
        }
    }

    #[test]
    fn an_operators_list_replaces_its_languages_and_errors_name_the_file_and_line() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("wo.txt"), "xaj bu\nbaaxul*\n").unwrap();
        let w = Words::load(dir.path()).unwrap();
        assert!(w.in_line("Xaj bu nii"));
        assert!(w.in_name("Baaxulna"));
        assert!(!w.in_line("saaysaay"), "Wolof's shipped list is replaced");
        assert!(w.in_line("shit"), "the other languages keep theirs");

        std::fs::write(dir.path().join("xx.txt"), "a\n").unwrap();
        let e = Words::load(dir.path()).unwrap_err();
        assert!(e.contains("xx.txt") && e.contains("not a language"), "{e}");
        std::fs::remove_file(dir.path().join("xx.txt")).unwrap();
        std::fs::write(dir.path().join("fr.txt"), "ok\nfils de*\n").unwrap();
        let e = Words::load(dir.path()).unwrap_err();
        assert!(e.contains("fr.txt") && e.contains("line 2"), "{e}");
        assert!(Words::load(&dir.path().join("nowhere")).is_err());
    }
}
