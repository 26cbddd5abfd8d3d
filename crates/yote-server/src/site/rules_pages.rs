//! The rules page (each option explained), the variants index and one page per variant with
//! its rule changes and history.

use askama::Template;
use yote_rules::{OPTION_NAMES, Preset};

use super::diagram::RULES_DIAGRAMS;
use super::pages::{Chrome, HasLang, has_lang, option_values};
use crate::i18n::{Lang, Tr};

/// `/{lang}/variants`: every rule set, each with its own page.
#[derive(Template)]
#[template(path = "variants.html")]
pub struct Variants {
    pub c: Chrome,
}

impl Variants {
    pub fn new(tr: Tr) -> Variants {
        Variants {
            c: Chrome::new(tr, "/variants", "variants"),
        }
    }
}

/// A section of the rules page about one option.
pub struct OptionSection {
    pub name: &'static str,
    pub label: String,
    pub help: String,
    /// (value as written, meaning) pairs.
    pub values: Vec<(String, String)>,
    /// Which presets use which value.
    pub presets: String,
    pub note: Option<String>,
}

#[derive(Template)]
#[template(path = "rules.html")]
pub struct RulesPage {
    pub c: Chrome,
    pub sections: Vec<OptionSection>,
}

impl RulesPage {
    /// The diagram `name` of [`RULES_DIAGRAMS`] as a `<figure>`: the drawing, named in words for
    /// screen readers, and its translated caption.
    pub fn figure(&self, name: &str) -> String {
        let Some(d) = RULES_DIAGRAMS.iter().find(|d| d.name == name) else {
            return String::new();
        };
        let tr = &self.c.tr;
        format!(
            "<figure class=\"diagram\" id=\"fig-{name}\">{}<figcaption>{}</figcaption></figure>",
            d.svg(&tr.t(&format!("rules-fig-{name}-alt"))),
            html_text(&tr.t(&format!("rules-fig-{name}")))
        )
    }
}

/// Text safe inside an element.
fn html_text(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

impl RulesPage {
    pub fn new(tr: Tr) -> RulesPage {
        let sections = OPTION_NAMES
            .iter()
            .map(|name| {
                let values: Vec<(String, String)> = match *name {
                    "rows" | "columns" | "pieces" | "win_at" | "no_capture_draw"
                    | "few_pieces_draw" => vec![],
                    "placement" => pairs(&tr, name, &["free", "hand-first"]),
                    "second_removal" => {
                        pairs(&tr, name, &["board", "board-or-hand", "board-then-hand"])
                    }
                    "blocked" => pairs(&tr, name, &["loses", "most-on-board"]),
                    _ => pairs(&tr, name, &["false", "true"]),
                };
                let index = OPTION_NAMES.iter().position(|n| n == name).expect("listed");
                let presets = Preset::ALL
                    .iter()
                    .map(|p| {
                        let value = &option_values(&p.options())[index];
                        format!("{} {}", p.name(), value)
                    })
                    .collect::<Vec<_>>()
                    .join(" · ");
                let note_id = format!("rules-opt-{name}-note");
                let note = Some(tr.t(&note_id)).filter(|n| *n != note_id && !n.is_empty());
                OptionSection {
                    name,
                    label: tr.t(&format!("opt-{name}")),
                    help: tr.t(&format!("rules-opt-{name}")),
                    values,
                    presets,
                    note,
                }
            })
            .collect();
        RulesPage {
            c: Chrome::new(tr, "/rules", "rules"),
            sections,
        }
    }
}

fn pairs(tr: &Tr, name: &str, values: &[&str]) -> Vec<(String, String)> {
    values
        .iter()
        .map(|v| (v.to_string(), tr.t(&format!("desc-{name}-{v}"))))
        .collect()
}

/// A row of a variant's "rule changes" table.
pub struct ChangeRow {
    pub aspect: String,
    pub standard: String,
    pub variant: String,
    /// The option the row is mostly about: its aspect links to that section of the rules page.
    pub option: Option<&'static str>,
}

/// A row of a rule set's table, as its source page has it: its messages are `vt-<key>` (what
/// the row is about), `vt-<key>-standard` (the standard game; `vt-<preset>-<key>-standard` when
/// this table words it otherwise) and `vt-<preset>-<key>` (the rule set).
pub(super) struct RowSpec {
    pub key: &'static str,
    /// The options the row speaks for: every option the rule set changes has a row.
    pub options: &'static [&'static str],
}

const fn row(key: &'static str, options: &'static [&'static str]) -> RowSpec {
    RowSpec { key, options }
}

/// The rows of each rule set's table, after its source page (RULES.md §3 names them).
pub(super) fn table_rows(preset: Preset) -> &'static [RowSpec] {
    match preset {
        // The standard game's page compares it with nothing: a single line (see `Variant::new`).
        Preset::Standard => &[],
        // seeds/variant-6x6-nb.txt: board, pieces and empty squares, moves, end of the game.
        Preset::SixBySix => {
            const ROWS: &[RowSpec] = &[
                row("board", &["rows", "columns"]),
                row("pieces", &["pieces"]),
                row(
                    "moves",
                    &[
                        "placement",
                        "second_removal",
                        "second_removal_optional",
                        "chain_jumps",
                    ],
                ),
                row("end", &["win_at", "blocked"]),
            ];
            ROWS
        }
        // seeds/variant-hand-capture-{fr,pl}.txt: the second piece, when none is left on the
        // board, moves, end of the game.
        Preset::HandCapture => {
            const ROWS: &[RowSpec] = &[
                row("second", &["second_removal", "second_removal_optional"]),
                row("none-left", &["second_removal"]),
                row("moves", &["placement", "chain_jumps"]),
                row("end", &["win_at", "blocked"]),
            ];
            ROWS
        }
        // seeds/rules-bodogemu-fr.txt: "Comment jouer" and "Fin de la partie".
        Preset::Bodogemu => {
            const ROWS: &[RowSpec] = &[
                row("start", &[]),
                row("board", &["rows", "columns", "pieces"]),
                row("placing", &["placement"]),
                row("second", &["second_removal", "second_removal_optional"]),
                row("chain", &["chain_jumps"]),
                row("win", &["win_at"]),
                row("blocked", &["blocked"]),
                row("draws", &["no_capture_draw", "few_pieces_draw"]),
            ];
            ROWS
        }
        // seeds/game-beart-5x5-fr.txt: "Les règles du Yoté".
        Preset::Beart => {
            const ROWS: &[RowSpec] = &[
                row("board", &["rows", "columns"]),
                row("pieces", &["pieces"]),
                row("placing", &["placement"]),
                row("second", &["second_removal", "second_removal_optional"]),
                row("chain", &["chain_jumps"]),
                row("win", &["win_at"]),
                row("blocked", &["blocked"]),
                row("draws", &["no_capture_draw", "few_pieces_draw"]),
            ];
            ROWS
        }
    }
}

#[derive(Template)]
#[template(path = "variant.html")]
pub struct Variant {
    pub c: Chrome,
    pub name: &'static str,
    pub title: String,
    pub lead: String,
    pub changes: Vec<ChangeRow>,
    /// Where the table's rows come from.
    pub source: String,
    pub rules_string: String,
    /// Message ids of the "what it is" and "history" paragraphs.
    pub what: Vec<String>,
    pub history: Vec<String>,
}

impl Variant {
    pub fn new(tr: Tr, preset: Preset) -> Variant {
        let name = preset.name();
        let has = |id: &str| tr.t(id) != id;
        // The rows that speak of the draw without captures take its length (`$n`) from the rules.
        let no_capture = |p: &Preset| i64::from(p.options().no_capture_draw.unwrap_or(0));
        let mut changes: Vec<ChangeRow> = table_rows(preset)
            .iter()
            .map(|r| {
                let own = format!("vt-{name}-{}-standard", r.key);
                let standard = if has(&own) {
                    own
                } else {
                    format!("vt-{}-standard", r.key)
                };
                ChangeRow {
                    aspect: tr.t(&format!("vt-{}", r.key)),
                    standard: tr.tn(&standard, "n", no_capture(&Preset::Standard)),
                    variant: tr.tn(&format!("vt-{name}-{}", r.key), "n", no_capture(&preset)),
                    option: r.options.first().copied(),
                }
            })
            .collect();
        if changes.is_empty() {
            changes.push(ChangeRow {
                aspect: tr.t("change-rest"),
                standard: tr.t("change-rest-standard"),
                variant: tr.t("change-rest-same"),
                option: None,
            });
        }
        let paragraphs = |part: &str| -> Vec<String> {
            (1..=4)
                .map(|i| format!("v-{name}-{part}-{i}"))
                .filter(|id| tr.t(id) != *id)
                .collect()
        };
        Variant {
            title: tr.t(&format!("v-{name}-title")),
            lead: tr.t(&format!("v-{name}-lead")),
            source: tr.t(&format!("v-{name}-source")),
            what: paragraphs("what"),
            history: paragraphs("history"),
            c: Chrome::new(tr, format!("/variants/{name}"), "variants"),
            name,
            changes,
            rules_string: name.to_owned(),
        }
    }
}

has_lang!(RulesPage, Variants, Variant);
