//! The setup form's page: each option a field, the presets, and the rules string's errors in
//! the player's language.

use askama::Template;
use fluent_bundle::FluentArgs;
use serde::Serialize;
use yote_ai::Level;
use yote_rules::{OPTION_NAMES, Options, Preset, Rules};

use super::pages::{
    Chrome, HasLang, error_text, has_lang, option_values, script_json, with_errors,
};
use crate::error::Error;
use crate::i18n::{Catalog, Lang, Tr};

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

/// What the setup script reads: the language, the option names, every preset's options and
/// the messages.
#[derive(Serialize)]
struct SetupData {
    lang: &'static str,
    options: &'static [&'static str],
    presets: Vec<PresetValues>,
    messages: super::script_data::Messages,
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
                let args = Error::bad_rules(rules.unwrap_or_default(), &e).args();
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
        let data = SetupData {
            lang: tr.lang.code(),
            options: &OPTION_NAMES,
            presets,
            messages: with_errors(&tr, tr.client_messages("setup-js-")),
        };
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

has_lang!(Setup);
