//! A language's glossary (`locales/<lang>/GLOSSARY.md`), as the check that keeps every language
//! whole (`check`) reads it: the terms with their English forms and the forms a translation
//! uses, the messages rightly the same as English, and the exceptions.

use std::collections::BTreeSet;

/// A glossary term: its English forms and the forms a translation must use.
pub(super) struct Term {
    pub(super) english: Vec<String>,
    pub(super) forms: Vec<String>,
}

#[derive(Default)]
pub(super) struct Glossary {
    pub(super) terms: Vec<Term>,
    pub(super) same: BTreeSet<String>,
    pub(super) exceptions: BTreeSet<(String, String)>,
    pub(super) missing_sections: Vec<&'static str>,
}

/// Reads a glossary's three sections (see English's glossary for the format).
pub(super) fn glossary(markdown: &str) -> Glossary {
    let mut g = Glossary::default();
    let mut section = "";
    for line in markdown.lines() {
        if let Some(name) = line.strip_prefix("## ") {
            section = match name.trim() {
                "Terms" => "terms",
                "Same as English" => "same",
                "Exceptions" => "exceptions",
                _ => "",
            };
            continue;
        }
        match section {
            "terms" if line.starts_with('|') => {
                let cells: Vec<&str> = line
                    .trim()
                    .trim_matches('|')
                    .split('|')
                    .map(str::trim)
                    .collect();
                if cells.len() < 3 || cells[0] == "English" || cells[0].starts_with("---") {
                    continue;
                }
                let list = |cell: &str| -> Vec<String> {
                    cell.split(',')
                        .map(|w| w.trim().to_lowercase())
                        .filter(|w| !w.is_empty())
                        .collect()
                };
                g.terms.push(Term {
                    english: list(cells[0]),
                    forms: list(cells[2]),
                });
            }
            "same" => {
                if let Some(id) = ticked(line.strip_prefix("- ")) {
                    g.same.insert(id.to_owned());
                }
            }
            "exceptions" => {
                if let Some(rest) = line.strip_prefix("- ")
                    && let Some(id) = ticked(Some(rest))
                    && let Some(term) = ticked(rest.get(id.len() + 2..).map(str::trim_start))
                {
                    g.exceptions.insert((id.to_owned(), term.to_lowercase()));
                }
            }
            _ => {}
        }
    }
    for (name, heading) in [
        ("Terms", "## Terms"),
        ("Same as English", "## Same as English"),
        ("Exceptions", "## Exceptions"),
    ] {
        if !markdown.lines().any(|l| l.trim() == heading) {
            g.missing_sections.push(name);
        }
    }
    g
}

/// The text between the backticks that open `text`.
fn ticked(text: Option<&str>) -> Option<&str> {
    let rest = text?.strip_prefix('`')?;
    Some(&rest[..rest.find('`')?])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_glossary_gives_its_terms_lists_and_missing_sections() {
        let g = glossary(
            "# X\n\n## Terms\n\n| English | pl | Checked forms | Why |\n|---|---|---|---|\n| piece, pieces | pionek | pion, pionk | … |\n\n## Same as English\n\n- `site-name`: a name\n\n## Exceptions\n\n- `game-x` `piece`: a pronoun\n",
        );
        assert_eq!(g.terms.len(), 1);
        assert_eq!(g.terms[0].english, ["piece", "pieces"]);
        assert_eq!(g.terms[0].forms, ["pion", "pionk"]);
        assert!(g.same.contains("site-name"));
        assert!(
            g.exceptions
                .contains(&("game-x".to_owned(), "piece".to_owned()))
        );
        assert!(g.missing_sections.is_empty());
        assert_eq!(
            glossary("## Terms\n").missing_sections,
            ["Same as English", "Exceptions"]
        );
    }
}
