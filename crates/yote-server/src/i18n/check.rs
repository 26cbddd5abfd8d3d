//! The check that keeps every language whole (docs/site.md "Translations"), run by a test and
//! by `yote i18n`. Against English, each language must have:
//!
//! - every message, in the same file, and no other;
//! - the same placeholders (`{ $name }`) in each message;
//! - in each selection on a number, exactly the plural categories the language has (as
//!   `intl_pluralrules`, the data Fluent selects with, gives them: Arabic six, Polish four,
//!   Wolof and Bambara only `other`), and a selection wherever English has one, unless the
//!   language has only `other`;
//! - no message identical to English, unless its glossary lists it under "Same as English";
//! - its glossary's words: a message whose English names a glossary term (as a whole word) uses
//!   one of the term's checked forms, unless its glossary lists it under "Exceptions".
//!
//! The glossary is `locales/<lang>/GLOSSARY.md` (its format is in English's glossary), read by
//! `glossary`.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

use fluent_syntax::ast::{
    Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey,
};
use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};
use unic_langid::LanguageIdentifier;

use super::glossary::{Glossary, glossary};
use super::{Lang, locale_file};

/// The plural category names, as Fluent's variant keys.
const CATEGORIES: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

/// One thing wrong with one language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    pub lang: &'static str,
    /// The message, or the file or glossary, at fault.
    pub at: String,
    pub what: String,
}

/// One language's figures.
#[derive(Debug, Clone, Default)]
pub struct Figures {
    pub messages: usize,
    pub plural_selections: usize,
    pub categories: Vec<&'static str>,
    pub terms: usize,
    pub same_as_english: usize,
    pub exceptions: usize,
}

/// The check's answer: figures for each language and every problem found.
#[derive(Debug, Default)]
pub struct Report {
    pub figures: Vec<(Lang, Figures)>,
    pub problems: Vec<Problem>,
}

/// One message: the file it is in and its value.
struct Message<'a> {
    file: &'a str,
    pattern: Pattern<&'a str>,
}

/// Runs the whole check on the embedded locales.
pub fn check() -> Report {
    let sources: BTreeMap<Lang, Vec<(String, String)>> =
        Lang::ALL.iter().map(|l| (*l, ftl_files(*l))).collect();
    let messages: BTreeMap<Lang, BTreeMap<String, Message>> = sources
        .iter()
        .map(|(l, files)| (*l, parse(files)))
        .collect();
    let glossaries: BTreeMap<Lang, Option<Glossary>> = Lang::ALL
        .iter()
        .map(|l| {
            (
                *l,
                locale_file(&format!("{}/GLOSSARY.md", l.code())).map(|t| glossary(&t)),
            )
        })
        .collect();
    let en = &messages[&Lang::En];
    let en_terms: Vec<Vec<String>> = glossaries[&Lang::En]
        .as_ref()
        .map(|g| g.terms.iter().map(|t| t.english.clone()).collect())
        .unwrap_or_default();
    let mut report = Report::default();
    for lang in Lang::ALL {
        let mut problems = vec![];
        let mut say = |at: &str, what: String| {
            problems.push(Problem {
                lang: lang.code(),
                at: at.to_owned(),
                what,
            })
        };
        let ours = &messages[&lang];
        let categories = categories(lang);
        for (id, m) in en {
            match ours.get(id) {
                None => say(id, format!("missing (English has it in {})", m.file)),
                Some(o) if o.file != m.file => {
                    say(id, format!("in {}, English has it in {}", o.file, m.file))
                }
                Some(_) => {}
            }
        }
        for (id, o) in ours {
            if !en.contains_key(id) {
                say(id, format!("not in English (in {})", o.file));
            }
        }
        let glossary = glossaries[&lang].as_ref();
        match glossary {
            None => say("GLOSSARY.md", "no glossary".to_owned()),
            Some(g) => {
                for section in &g.missing_sections {
                    say("GLOSSARY.md", format!("no \"## {section}\" section"));
                }
                let english: Vec<Vec<String>> = g.terms.iter().map(|t| t.english.clone()).collect();
                if english != en_terms {
                    say(
                        "GLOSSARY.md",
                        "its terms' English column differs from English's glossary".to_owned(),
                    );
                }
            }
        }
        let mut plural_selections = 0;
        for (id, o) in ours {
            let Some(e) = en.get(id) else { continue };
            let (ours_vars, en_vars) = (variables(&o.pattern), variables(&e.pattern));
            if ours_vars != en_vars {
                say(
                    id,
                    format!("placeholders {ours_vars:?}, English has {en_vars:?}"),
                );
            }
            let selections = plural_selections_of(&o.pattern);
            plural_selections += selections.len();
            for (name, keys) in &selections {
                let have: Vec<&str> = CATEGORIES
                    .into_iter()
                    .filter(|c| keys.contains(*c))
                    .collect();
                if have != categories {
                    say(
                        id,
                        format!(
                            "the plural on ${name} has {have:?}, the language has {categories:?}"
                        ),
                    );
                }
            }
            if categories != ["other"] {
                for (name, _) in plural_selections_of(&e.pattern) {
                    if !selections.iter().any(|(n, _)| *n == name) {
                        say(
                            id,
                            format!("English selects a plural on ${name}; this language does not"),
                        );
                    }
                }
            }
            if lang == Lang::En {
                continue;
            }
            let Some(g) = glossary else { continue };
            let same = o.pattern == e.pattern;
            match (same, g.same.contains(id)) {
                (true, false) => say(id, "identical to English, not listed as such".to_owned()),
                (false, true) => say(id, "listed as the same as English, but differs".to_owned()),
                _ => {}
            }
            let (en_text, our_text) = (text(&e.pattern), text(&o.pattern));
            for term in &g.terms {
                let named = term.english.iter().any(|w| has_word(&en_text, w));
                if !named || term.forms.is_empty() {
                    continue;
                }
                let used = term.forms.iter().any(|f| our_text.contains(f.as_str()));
                let excused = g
                    .exceptions
                    .contains(&(id.clone(), term.english[0].clone()));
                if !used && !excused {
                    say(
                        id,
                        format!(
                            "English says \"{}\"; none of {:?} is used",
                            term.english[0], term.forms
                        ),
                    );
                }
            }
        }
        if let Some(g) = glossary {
            for (id, term) in &g.exceptions {
                if !ours.contains_key(id) {
                    say(
                        id,
                        format!("an exception for \"{term}\", but no such message"),
                    );
                }
            }
            for id in &g.same {
                if !ours.contains_key(id) {
                    say(
                        id,
                        "listed as the same as English, but no such message".to_owned(),
                    );
                }
            }
        }
        report.figures.push((
            lang,
            Figures {
                messages: ours.len(),
                plural_selections,
                categories,
                terms: glossary.map_or(0, |g| g.terms.len()),
                same_as_english: glossary.map_or(0, |g| g.same.len()),
                exceptions: glossary.map_or(0, |g| g.exceptions.len()),
            },
        ));
        report.problems.extend(problems);
    }
    report
}

/// The language's `.ftl` files: (name, text).
fn ftl_files(lang: Lang) -> Vec<(String, String)> {
    super::ftl_file_names(lang)
        .into_iter()
        .map(|path| {
            let text = locale_file(&path).unwrap_or_default();
            let name = path.rsplit('/').next().unwrap_or(&path).to_owned();
            (name, text)
        })
        .collect()
}

fn parse(files: &[(String, String)]) -> BTreeMap<String, Message<'_>> {
    let mut out = BTreeMap::new();
    for (file, text) in files {
        // A file that does not parse fails the catalog itself, at start.
        let resource = match fluent_syntax::parser::parse(text.as_str()) {
            Ok(r) => r,
            Err((r, _)) => r,
        };
        for entry in resource.body {
            if let Entry::Message(m) = entry
                && let Some(pattern) = m.value
            {
                out.insert(
                    m.id.name.to_owned(),
                    Message {
                        file: file.as_str(),
                        pattern,
                    },
                );
            }
        }
    }
    out
}

/// The plural categories `lang` has, in CLDR order: those Fluent's rules select for whole
/// numbers up to a million and for halves (Polish `other` is for fractions only).
fn categories(lang: Lang) -> Vec<&'static str> {
    let id: LanguageIdentifier = lang.code().parse().expect("a valid language tag");
    let rules = PluralRules::create(id, PluralRuleType::CARDINAL).expect("plural rules");
    let mut found = BTreeSet::new();
    let samples = (0..=1000)
        .map(|n| n.to_string())
        .chain(["1000000".to_owned()])
        .chain((0..=120).map(|n| format!("{n}.5")));
    for sample in samples {
        if let Ok(category) = rules.select(sample.as_str()) {
            found.insert(match category {
                PluralCategory::ZERO => "zero",
                PluralCategory::ONE => "one",
                PluralCategory::TWO => "two",
                PluralCategory::FEW => "few",
                PluralCategory::MANY => "many",
                PluralCategory::OTHER => "other",
            });
        }
    }
    CATEGORIES
        .into_iter()
        .filter(|c| found.contains(c))
        .collect()
}

/// Every variable a pattern refers to, at any depth.
fn variables(pattern: &Pattern<&str>) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    walk(pattern, &mut |e| {
        if let InlineExpression::VariableReference { id } = e {
            out.insert(id.name.to_owned());
        }
    });
    out
}

fn walk<'a>(pattern: &Pattern<&'a str>, f: &mut impl FnMut(&InlineExpression<&'a str>)) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            walk_expression(expression, f);
        }
    }
}

fn walk_expression<'a>(
    expression: &Expression<&'a str>,
    f: &mut impl FnMut(&InlineExpression<&'a str>),
) {
    match expression {
        Expression::Inline(inline) => walk_inline(inline, f),
        Expression::Select { selector, variants } => {
            walk_inline(selector, f);
            for v in variants {
                walk(&v.value, f);
            }
        }
    }
}

fn walk_inline<'a>(
    inline: &InlineExpression<&'a str>,
    f: &mut impl FnMut(&InlineExpression<&'a str>),
) {
    f(inline);
    if let InlineExpression::Placeable { expression } = inline {
        walk_expression(expression, f);
    }
}

/// Each selection on a variable whose keys are all plural categories or numbers: (the
/// variable, its category keys).
fn plural_selections_of(pattern: &Pattern<&str>) -> Vec<(String, BTreeSet<String>)> {
    let mut out = vec![];
    selections(pattern, &mut out);
    out
}

fn selections(pattern: &Pattern<&str>, out: &mut Vec<(String, BTreeSet<String>)>) {
    for element in &pattern.elements {
        let PatternElement::Placeable {
            expression: Expression::Select { selector, variants },
        } = element
        else {
            continue;
        };
        let mut plural = true;
        let mut keys = BTreeSet::new();
        for v in variants {
            match &v.key {
                VariantKey::Identifier { name } if CATEGORIES.contains(name) => {
                    keys.insert((*name).to_owned());
                }
                VariantKey::NumberLiteral { .. } => {}
                VariantKey::Identifier { .. } => plural = false,
            }
        }
        if let InlineExpression::VariableReference { id } = selector
            && plural
        {
            out.push((id.name.to_owned(), keys));
        }
        for v in variants {
            selections(&v.value, out);
        }
    }
}

/// The words of a pattern (every variant's), lowercased, without placeholders.
fn text(pattern: &Pattern<&str>) -> String {
    let mut out = String::new();
    fn add(pattern: &Pattern<&str>, out: &mut String) {
        for element in &pattern.elements {
            match element {
                PatternElement::TextElement { value } => out.push_str(value),
                PatternElement::Placeable { expression } => {
                    out.push(' ');
                    match expression {
                        Expression::Select { variants, .. } => {
                            for v in variants {
                                add(&v.value, out);
                                out.push(' ');
                            }
                        }
                        Expression::Inline(InlineExpression::StringLiteral { value }) => {
                            out.push_str(value)
                        }
                        Expression::Inline(_) => {}
                    }
                }
            }
        }
    }
    add(pattern, &mut out);
    out.to_lowercase()
}

/// Whether `text` (lowercased) holds `word` as a whole word: not inside a longer word, nor
/// joined to one by a hyphen.
fn has_word(text: &str, word: &str) -> bool {
    let word = word.to_lowercase();
    let joined = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '-');
    text.match_indices(word.as_str()).any(|(i, w)| {
        !joined(text[..i].chars().next_back()) && !joined(text[i + w.len()..].chars().next())
    })
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{:<5} {:>8} {:>8}  {:<36} {:>5} {:>5} {:>10} {:>8}",
            "lang",
            "messages",
            "plurals",
            "plural categories",
            "terms",
            "same",
            "exceptions",
            "problems"
        )?;
        for (lang, fig) in &self.figures {
            let problems = self
                .problems
                .iter()
                .filter(|p| p.lang == lang.code())
                .count();
            writeln!(
                f,
                "{:<5} {:>8} {:>8}  {:<36} {:>5} {:>5} {:>10} {:>8}",
                lang.code(),
                fig.messages,
                fig.plural_selections,
                fig.categories.join(" "),
                fig.terms,
                fig.same_as_english,
                fig.exceptions,
                problems
            )?;
        }
        for p in &self.problems {
            writeln!(f, "{}: {}: {}", p.lang, p.at, p.what)?;
        }
        match self.problems.len() {
            0 => writeln!(f, "every language is whole"),
            n => writeln!(f, "{n} problem(s)"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pattern(source: &str) -> Pattern<&str> {
        let resource = fluent_syntax::parser::parse(source).expect("valid");
        match resource.body.into_iter().next() {
            Some(Entry::Message(m)) => m.value.expect("a value"),
            _ => panic!("a message"),
        }
    }

    #[test]
    fn each_language_has_its_cldr_categories() {
        assert_eq!(
            categories(Lang::Ar),
            ["zero", "one", "two", "few", "many", "other"]
        );
        assert_eq!(categories(Lang::Pl), ["one", "few", "many", "other"]);
        assert_eq!(categories(Lang::Wo), ["other"]);
        assert_eq!(categories(Lang::Bm), ["other"]);
        assert_eq!(categories(Lang::De), ["one", "other"]);
    }

    #[test]
    fn plural_selections_and_placeholders_are_found() {
        let p = pattern(
            "m = { $side } { $n ->\n  [one] one piece\n  [0] none\n *[other] { $n } pieces\n} { $input ->\n  [touch] tap\n *[mouse] click\n}\n",
        );
        let found = plural_selections_of(&p);
        assert_eq!(found.len(), 1, "only the selection on a number");
        assert_eq!(found[0].0, "n");
        assert_eq!(
            found[0].1,
            BTreeSet::from(["one".to_owned(), "other".to_owned()])
        );
        assert_eq!(
            variables(&p),
            BTreeSet::from(["side".to_owned(), "n".to_owned(), "input".to_owned()])
        );
        assert!(text(&p).contains("pieces") && text(&p).contains("click"));
    }

    #[test]
    fn terms_are_whole_words() {
        assert!(has_word("take a piece.", "piece"));
        assert!(!has_word("a masterpiece", "piece"));
        assert!(!has_word("second-piece rule", "piece"));
        assert!(has_word("the second piece", "second piece"));
        assert!(!has_word("pieces", "piece"));
    }
}
