//! One struct per page template. Every page carries a translator (`tr`), the path after the
//! language prefix (`here`, for the language switch) and the footer's version.

use std::collections::BTreeMap;

use askama::Template;
use fluent_bundle::FluentArgs;
use serde::Serialize;
use yote_ai::Level;
use yote_rules::{OPTION_NAMES, Options, Preset, Rules};

use super::diagram::RULES_DIAGRAMS;
use super::i18n::{Catalog, Lang, Tr};
use super::{COMMIT, VERSION};
use crate::error::details_json;

/// What every page shares: translator, languages, the current path and the footer.
pub struct Chrome {
    pub tr: Tr,
    pub langs: [Lang; 4],
    /// The path after `/{lang}`, e.g. `/rules`.
    pub here: String,
    pub version: &'static str,
    pub commit: &'static str,
    /// Which main navigation entry is current.
    pub nav: &'static str,
}

impl Chrome {
    pub(super) fn new(tr: Tr, here: impl Into<String>, nav: &'static str) -> Chrome {
        Chrome {
            tr,
            langs: Lang::ALL,
            here: here.into(),
            version: VERSION,
            commit: COMMIT,
            nav,
        }
    }

    pub fn lang(&self) -> &'static str {
        self.tr.lang.code()
    }

    /// `/fr/rules` for `/rules` in French.
    pub fn link(&self, path: &str) -> String {
        format!("/{}{}", self.tr.lang.code(), path)
    }

    /// `aria-current` for the navigation entry `name`.
    pub fn current(&self, name: &str) -> &'static str {
        if self.nav == name { "page" } else { "false" }
    }

    pub fn presets(&self) -> Vec<PresetLink> {
        Preset::ALL
            .iter()
            .map(|p| PresetLink {
                name: p.name(),
                title: self.tr.t(&format!("v-{}-title", p.name())),
                lead: self.tr.t(&format!("v-{}-short", p.name())),
            })
            .collect()
    }
}

/// The language a page is written in.
pub trait HasLang {
    fn lang(&self) -> Lang;
}

macro_rules! has_lang {
    ($($page:ty),*) => {
        $(impl HasLang for $page {
            fn lang(&self) -> Lang {
                self.c.tr.lang
            }
        })*
    };
}

has_lang!(
    NotFound, Home, Setup, Game, Invite, RulesPage, Variants, Variant, MyGames, Offline
);

pub struct PresetLink {
    pub name: &'static str,
    pub title: String,
    pub lead: String,
}

#[derive(Template)]
#[template(path = "not_found.html")]
pub struct NotFound {
    pub c: Chrome,
}

impl NotFound {
    pub fn new(tr: Tr) -> NotFound {
        NotFound {
            c: Chrome::new(tr, "/", ""),
        }
    }
}

#[derive(Template)]
#[template(path = "home.html")]
pub struct Home {
    pub c: Chrome,
}

impl Home {
    pub fn new(tr: Tr) -> Home {
        Home {
            c: Chrome::new(tr, "/", "home"),
        }
    }
}

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

/// One option of the setup form.
pub struct OptionField {
    pub name: &'static str,
    pub label: String,
    pub help: String,
    /// `select` or `checkbox`.
    pub control: &'static str,
    /// For selects: (value, label) pairs.
    pub choices: Vec<(String, String)>,
    pub value: String,
}

/// Every preset's options as the setup script reads them.
#[derive(Serialize)]
struct PresetValues {
    name: &'static str,
    title: String,
    values: Vec<String>,
}

#[derive(Template)]
#[template(path = "setup.html")]
pub struct Setup {
    pub c: Chrome,
    pub mode: &'static str,
    pub preset: &'static str,
    pub fields: Vec<OptionField>,
    pub levels: Vec<(&'static str, String)>,
    pub rules_string: String,
    /// The rules in words: the preset's name and each option that departs from it.
    pub summary: String,
    /// The "Advanced options" fold is open: the `rules` query departs from its preset.
    pub advanced_open: bool,
    /// A note when the `rules` query could not be read, in the page's language.
    pub rules_error: Option<String>,
    /// JSON for the setup script: presets, option names, messages.
    pub data: String,
}

impl Setup {
    pub fn new(tr: Tr, mode: Option<&str>, rules: Option<&str>) -> Setup {
        let mode = match mode {
            Some("computer") => "computer",
            Some("local") => "local",
            _ => "friend",
        };
        let (rules, rules_error) = match rules.map(str::parse::<Rules>) {
            None => (Rules::standard(), None),
            Some(Ok(r)) => (r, None),
            Some(Err(e)) => {
                let mut args = details_json(e.code(), &e.details());
                args.insert("rules".into(), serde_json::json!(rules.unwrap_or_default()));
                (Rules::standard(), Some(error_text(&tr, "bad-rules", &args)))
            }
        };
        let rules_string = rules.to_rules_string();
        let preset = rules_string.split(',').next().unwrap_or("standard");
        let preset = Preset::from_name(preset).unwrap_or(Preset::Standard);
        let advanced_open = rules_string.contains(',');
        let summary = rules_summary(&tr, preset, rules.options());
        let values = option_values(rules.options());
        let fields = OPTION_NAMES
            .iter()
            .zip(values)
            .map(|(name, value)| option_field(&tr, name, value))
            .collect();
        let levels = Level::ALL
            .iter()
            .map(|l| (l.name(), tr.t(&format!("level-{}", l.name()))))
            .collect();
        let presets: Vec<PresetValues> = Preset::ALL
            .iter()
            .map(|p| PresetValues {
                name: p.name(),
                title: tr.t(&format!("v-{}-title", p.name())),
                values: option_values(&p.options()),
            })
            .collect();
        let data = serde_json::json!({
            "lang": tr.lang.code(),
            "options": OPTION_NAMES,
            "presets": presets,
            "messages": with_errors(&tr, tr.client_messages("setup-js-")),
        });
        Setup {
            c: Chrome::new(tr, "/new", "play"),
            mode,
            preset: preset.name(),
            fields,
            levels,
            rules_string,
            summary,
            advanced_open,
            rules_error,
            data: script_json(&data),
        }
    }
}

/// A script's messages with every `error-*` message added under its full id, for
/// `web/errors.js` `errorText`.
fn with_errors(tr: &Tr, mut messages: BTreeMap<String, String>) -> BTreeMap<String, String> {
    for (id, text) in tr.client_messages("error-") {
        messages.insert(format!("error-{id}"), text);
    }
    messages
}

/// A server error in the page's language, as `web/errors.js` `errorText` says it:
/// `error-<code>-<reason>`, else `error-<code>`, else `error-unknown`; `args` are its details.
pub fn error_text(
    tr: &Tr,
    code: &str,
    args: &serde_json::Map<String, serde_json::Value>,
) -> String {
    let messages = Catalog::get().messages(tr.lang);
    let reason = args.get("reason").and_then(|r| r.as_str());
    let id = reason
        .map(|r| format!("error-{code}-{r}"))
        .filter(|id| messages.ids().contains(id))
        .or_else(|| Some(format!("error-{code}")).filter(|id| messages.ids().contains(id)));
    let mut fluent = FluentArgs::new();
    for (name, value) in args {
        match value {
            serde_json::Value::Number(n) => fluent.set(name.clone(), n.as_f64().unwrap_or(0.0)),
            serde_json::Value::String(t) => fluent.set(name.clone(), t.clone()),
            other => fluent.set(name.clone(), other.to_string()),
        }
    }
    match id {
        Some(id) => messages.format(&id, Some(&fluent)),
        None => {
            let mut unknown = FluentArgs::new();
            unknown.set("code", code.to_owned());
            messages.format("error-unknown", Some(&unknown))
        }
    }
}

/// The rules in words: "Standard Yoté + chain jumps + 6×6 board": the preset's name, then each
/// option that departs from it (`setup-js-sum-*`, the same words the setup script uses).
pub fn rules_summary(tr: &Tr, preset: Preset, options: &Options) -> String {
    let base = preset.options();
    let mut parts = vec![tr.t(&format!("v-{}-title", preset.name()))];
    if (base.rows, base.columns) != (options.rows, options.columns) {
        let mut args = FluentArgs::new();
        args.set("rows", i64::from(options.rows));
        args.set("columns", i64::from(options.columns));
        parts.push(
            Catalog::get()
                .messages(tr.lang)
                .format("setup-js-sum-board", Some(&args)),
        );
    }
    let base_values = option_values(&base);
    let values = option_values(options);
    for (index, name) in OPTION_NAMES.iter().enumerate().skip(2) {
        let value = &values[index];
        if *value == base_values[index] {
            continue;
        }
        parts.push(match value.parse::<i64>() {
            Ok(n) => tr.tn(&format!("setup-js-sum-{name}"), "n", n),
            Err(_) => tr.t(&format!("setup-js-sum-{name}-{value}")),
        });
    }
    parts.join(" + ")
}

/// JSON safe to put inside a `<script>` element.
pub fn script_json(value: &serde_json::Value) -> String {
    value.to_string().replace('<', "\\u003c")
}

/// Every option's value as written in a rules string, in [`OPTION_NAMES`] order.
pub fn option_values(o: &Options) -> Vec<String> {
    o.values().to_vec()
}

fn option_field(tr: &Tr, name: &'static str, value: String) -> OptionField {
    let numbers = |from: u32, to: u32| -> Vec<(String, String)> {
        (from..=to)
            .map(|n| (n.to_string(), n.to_string()))
            .collect()
    };
    let words = |list: &[&str]| -> Vec<(String, String)> {
        list.iter()
            .map(|w| (w.to_string(), tr.t(&format!("val-{name}-{w}"))))
            .collect()
    };
    let off = || ("off".to_owned(), tr.t("val-off"));
    let (control, mut choices) = match name {
        "rows" | "columns" => ("select", numbers(3, 8)),
        "pieces" => ("select", numbers(1, 16)),
        "win_at" => ("select", numbers(0, 15)),
        "placement" => ("select", words(&["free", "hand-first"])),
        "second_removal" => (
            "select",
            words(&["board", "board-or-hand", "board-then-hand"]),
        ),
        "blocked" => ("select", words(&["loses", "most-on-board"])),
        "no_capture_draw" => {
            let mut list = vec![off()];
            list.extend(
                [20, 40, 60, 80, 100, 120, 150, 200, 300]
                    .iter()
                    .map(|n| (n.to_string(), n.to_string())),
            );
            ("select", list)
        }
        "few_pieces_draw" => {
            let mut list = vec![off()];
            list.extend(numbers(1, 16));
            ("select", list)
        }
        _ => ("checkbox", vec![]),
    };
    // A value from a rules string that the list lacks (e.g. no_capture_draw=50) stays choosable.
    if control == "select" && !choices.iter().any(|(v, _)| *v == value) {
        choices.push((value.clone(), value.clone()));
    }
    OptionField {
        name,
        label: tr.t(&format!("opt-{name}")),
        help: tr.t(&format!("opt-{name}-help")),
        control,
        choices,
        value,
    }
}

#[derive(Template)]
#[template(path = "game.html")]
pub struct Game {
    pub c: Chrome,
    pub data: String,
}

impl Game {
    pub fn new(tr: Tr, id: &str) -> Game {
        let data = serde_json::json!({
            "id": id,
            "lang": tr.lang.code(),
            "messages": with_errors(&tr, tr.client_messages("game-")),
        });
        Game {
            c: Chrome::new(tr, format!("/games/{id}"), "play"),
            data: script_json(&data),
        }
    }
}

/// `/{lang}/offline`: games against the computer and on this device played in the browser with
/// the engine in WebAssembly, and kept there (docs/site.md "Offline"). It is the game page with
/// a lobby above it, so the board and everything around it are the game page's own.
#[derive(Template)]
#[template(path = "offline.html")]
pub struct Offline {
    pub c: Chrome,
    pub data: String,
}

impl Offline {
    pub fn new(tr: Tr) -> Offline {
        let presets: Vec<_> = Preset::ALL
            .iter()
            .map(|p| serde_json::json!({"name": p.name(), "full": p.rules().to_full_string()}))
            .collect();
        let data = serde_json::json!({
            "id": "offline",
            "offline": true,
            "lang": tr.lang.code(),
            "messages": with_errors(&tr, tr.client_messages("game-")),
            "offline_messages": tr.client_messages("offline-js-"),
            "presets": presets,
        });
        Offline {
            c: Chrome::new(tr, "/offline", "play"),
            data: script_json(&data),
        }
    }
}

/// `/{lang}/games`: this browser's games. The list is kept in the browser (`localStorage`, game
/// ids only: the seats stay in their cookies), so the page is the same for everyone and its
/// script fills it in.
#[derive(Template)]
#[template(path = "my_games.html")]
pub struct MyGames {
    pub c: Chrome,
    pub data: String,
}

impl MyGames {
    pub fn new(tr: Tr) -> MyGames {
        let data = serde_json::json!({
            "lang": tr.lang.code(),
            "messages": tr.client_messages("mygames-js-"),
        });
        MyGames {
            c: Chrome::new(tr, "/games", "games"),
            data: script_json(&data),
        }
    }
}

#[derive(Template)]
#[template(path = "invite.html")]
pub struct Invite {
    pub c: Chrome,
    pub token: String,
    pub data: String,
}

impl Invite {
    pub fn new(tr: Tr, token: &str) -> Invite {
        let data = serde_json::json!({
            "token": token,
            "lang": tr.lang.code(),
            "messages": with_errors(&tr, tr.client_messages("invite-js-")),
        });
        Invite {
            c: Chrome::new(tr, format!("/invite/{token}"), "play"),
            token: token.to_owned(),
            data: script_json(&data),
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
struct RowSpec {
    key: &'static str,
    /// The options the row speaks for: every option the rule set changes has a row.
    options: &'static [&'static str],
}

const fn row(key: &'static str, options: &'static [&'static str]) -> RowSpec {
    RowSpec { key, options }
}

/// The rows of each rule set's table, after its source page (RULES.md §3 names them).
fn table_rows(preset: Preset) -> &'static [RowSpec] {
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Every error code a player can meet (docs/protocol.md) and every reason the rules crate
    /// gives has its message in every language.
    #[test]
    fn every_error_a_player_can_meet_has_a_message() {
        let codes = [
            "unknown",
            "network",
            "malformed",
            "bad-rules",
            "bad-level",
            "bad-option",
            "unknown-game",
            "unknown-invite",
            "bad-secret",
            "no-rematch",
            "seat-taken",
            "game-over",
            "own-invite",
            "too-large",
            "too-many-tables",
            "computer-busy",
            "body-timeout",
            "bad-origin",
            "internal",
            "unknown-type",
            "hello-required",
            "not-a-player",
            "waiting-for-opponent",
            "not-your-turn",
            "bad-notation",
            "illegal-action",
            "stale-ply",
            "future-ply",
            "no-draw-offer",
            "draw-already-offered",
            "too-late-to-abort",
        ];
        let rules_reasons = [
            "",
            "dance",
            "standard,rows",
            "standard,rowz=1",
            "standard,rows=9",
            "standard,rows=4,rows=4",
            "standard,rows=3,columns=3",
            "standard,win_at=12",
        ]
        .map(|s| s.parse::<Rules>().expect_err(s).code());
        let illegal = [
            "game-over",
            "off-board",
            "empty-hand",
            "occupied",
            "not-your-piece",
            "not-adjacent",
            "must-place-or-jump",
            "nothing-to-jump",
            "no-chains",
            "bad-removal",
            "pass-not-allowed",
            "pass-required",
            "not-legal",
        ];
        let mut ids: Vec<String> = codes.iter().map(|c| format!("error-{c}")).collect();
        ids.extend(rules_reasons.iter().map(|r| format!("error-bad-rules-{r}")));
        ids.extend(illegal.iter().map(|r| format!("error-illegal-action-{r}")));
        for lang in Lang::ALL {
            let messages = Catalog::get().messages(lang);
            for id in &ids {
                assert!(messages.ids().contains(id), "{}: {id}", lang.code());
            }
        }
    }

    #[test]
    fn a_bad_rules_query_is_said_in_the_page_language() {
        let page = Setup::new(Tr::new(Lang::Fr), None, Some("standard,rows=9"));
        let error = page.rules_error.expect("an error");
        assert!(error.contains("choisissez un nombre de 3 à 8"), "{error}");
        assert!(!error.contains("expected"), "{error}");
        let page = Setup::new(Tr::new(Lang::Pl), None, Some("standard,rows=3,columns=3"));
        let error = page.rules_error.expect("an error");
        assert!(error.contains("najwyżej 4 pionki"), "{error}");
    }

    #[test]
    fn the_summary_names_the_preset_and_each_departing_option() {
        let tr = Tr::new(Lang::En);
        let rules: Rules = "bodogemu,rows=6,chain_jumps=false".parse().expect("valid");
        assert_eq!(
            rules_summary(&tr, Preset::Bodogemu, rules.options()),
            "Bodogemu Yoté + 6×6 board + one jump per turn"
        );
        let page = Setup::new(tr, None, Some("standard,chain_jumps=true"));
        assert!(page.advanced_open);
        assert_eq!(page.summary, "Standard Yoté + chain jumps");
        assert!(!Setup::new(tr, None, Some("beart")).advanced_open);
    }

    #[test]
    fn option_values_spell_the_rules_string() {
        for preset in Preset::ALL {
            let values = option_values(&preset.options());
            let full: String = OPTION_NAMES
                .iter()
                .zip(&values)
                .map(|(n, v)| format!(",{n}={v}"))
                .collect();
            let rules: Rules = format!("standard{full}").parse().expect("valid");
            assert_eq!(rules.preset(), Some(preset));
        }
    }

    /// Every option a rule set changes has a row of its table, and that row does not say "the
    /// same" (the standard and the rule set's texts differ).
    #[test]
    fn variant_tables_cover_every_changed_option() {
        let standard = option_values(&Preset::Standard.options());
        for preset in Preset::ALL {
            let values = option_values(&preset.options());
            let rows = table_rows(preset);
            for (index, option) in OPTION_NAMES.iter().enumerate() {
                if values[index] == standard[index] {
                    continue;
                }
                let covering: Vec<&RowSpec> =
                    rows.iter().filter(|r| r.options.contains(option)).collect();
                assert!(
                    !covering.is_empty(),
                    "{}: no row for {option}",
                    preset.name()
                );
                for lang in Lang::ALL {
                    let page = Variant::new(Tr::new(lang), preset);
                    for r in &covering {
                        let at = rows.iter().position(|x| x.key == r.key).unwrap();
                        let row = &page.changes[at];
                        assert_ne!(
                            row.standard,
                            row.variant,
                            "{} {}: the {} row says the same",
                            lang.code(),
                            preset.name(),
                            r.key
                        );
                    }
                }
            }
        }
    }

    /// Every row, source line and caption is written in every language.
    #[test]
    fn variant_tables_and_figures_are_translated() {
        for lang in Lang::ALL {
            let tr = Tr::new(lang);
            for preset in Preset::ALL {
                let page = Variant::new(tr, preset);
                for text in page
                    .changes
                    .iter()
                    .flat_map(|r| [&r.aspect, &r.standard, &r.variant])
                {
                    assert!(!text.starts_with("vt-"), "{}: {text}", lang.code());
                }
                assert!(
                    !page.source.starts_with("v-"),
                    "{}: {}",
                    lang.code(),
                    page.source
                );
            }
            let rules = RulesPage::new(tr);
            for d in RULES_DIAGRAMS {
                let figure = rules.figure(d.name);
                assert!(!figure.contains("rules-fig-"), "{}: {figure}", lang.code());
            }
        }
    }

    #[test]
    fn the_six_by_six_table_has_the_source_pages_four_rows() {
        let tr = Tr::new(Lang::En);
        let six = Variant::new(tr, Preset::SixBySix);
        let aspects: Vec<&str> = six.changes.iter().map(|r| r.aspect.as_str()).collect();
        assert_eq!(
            aspects,
            [
                tr.t("vt-board"),
                tr.t("vt-pieces"),
                tr.t("vt-moves"),
                tr.t("vt-end")
            ]
        );
        assert!(six.changes[0].variant.contains("36"));
        let standard = Variant::new(tr, Preset::Standard);
        assert_eq!(standard.changes.len(), 1);
    }
}
