//! The pages render in every language, and every message a player can meet is translated.

use yote_rules::{OPTION_NAMES, Preset, Rules};

use super::diagram::RULES_DIAGRAMS;
use super::pages::*;
use super::rules_pages::*;
use super::setup::*;
use crate::i18n::*;

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
        "no-rematch-arena",
        "no-rematch-swiss",
        "seat-taken",
        "game-over",
        "own-invite",
        "too-large",
        "too-many-tables",
        "too-many-waiting-tables",
        "computer-busy",
        "body-timeout",
        "bad-origin",
        "internal",
        "not-found",
        "method-not-allowed",
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
        "bad-tile",
        "too-many-seeks",
        "too-many-players",
        "too-many-renames",
        "name-taken",
        "unknown-player",
        "own-mute",
        "too-many-mutes",
        "own-block",
        "too-many-blocks",
        "blocked",
        "own-report",
        "bad-reason",
        "report-too-long",
        "report-open",
        "too-many-reports",
        "banned",
        "bad-name-length",
        "bad-name-characters",
        "bad-name-refused",
        "bad-name-scripts",
        "no-player",
        "not-your-seat",
        "bad-transfer-code",
        "seek-gone",
        "own-seek",
        "held",
        "no-chat-watcher",
        "no-chat-one-device",
        "no-chat-computer",
        "no-chat-no-opponent",
        "no-chat-lobby",
        "bad-phrase",
        "phrase-used",
        "bad-chat-empty",
        "bad-chat-length",
        "bad-chat-characters",
        "bad-chat-words",
        "chat-too-fast",
        "chat-full",
        "too-many-transfers",
        "no-takeback-off",
        "no-takeback-rated",
        "no-takeback-nothing",
        "no-takeback-limit",
        "takeback-already-asked-open",
        "takeback-already-asked-opponent-asked",
        "no-takeback-request",
        "bad-subscription",
        "bad-subscription-endpoint-long",
        "bad-subscription-endpoint-malformed",
        "bad-subscription-endpoint-not-https",
        "bad-subscription-endpoint-unknown-service",
        "bad-subscription-bad-key",
        "bad-subscription-bad-auth",
        "bad-subscription-local",
        "bad-subscription-over",
        "bad-subscription-too-many",
        "bad-position",
        "not-in-tables",
        "arena-not-found",
        "arena-over",
        "not-in-arena",
        "too-many-arenas",
        "bad-arena-name",
        "bad-arena-name-length",
        "bad-arena-name-characters",
        "bad-arena-name-words",
        "swiss-not-found",
        "not-director",
        "swiss-over",
        "swiss-started",
        "swiss-full",
        "swiss-joined",
        "swiss-no-player",
        "swiss-round-open",
        "swiss-too-few",
        "swiss-no-pairing",
        "swiss-paired",
        "swiss-not-this-round",
        "swiss-result-set",
        "swiss-not-in",
        "swiss-not-your-board",
        "swiss-on-site-names",
        "swiss-on-site-result",
        "bad-swiss-name",
        "bad-swiss-name-length",
        "bad-swiss-name-characters",
        "bad-swiss-name-words",
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
