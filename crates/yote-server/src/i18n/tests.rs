//! The languages' tests: every message present and used, language negotiation, plurals, and
//! the check that keeps every language whole (`check`).

use std::collections::BTreeSet;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

use super::{Catalog, Lang, Tr};

#[test]
fn every_language_has_every_message() {
    let catalog = Catalog::get();
    let all: BTreeSet<String> = Lang::ALL
        .iter()
        .flat_map(|l| catalog.messages(*l).ids().iter().cloned())
        .collect();
    assert!(all.len() > 100, "only {} messages", all.len());
    let mut missing = vec![];
    for lang in Lang::ALL {
        for id in all.difference(catalog.messages(lang).ids()) {
            missing.push(format!("{}: {id}", lang.code()));
        }
    }
    assert!(
        missing.is_empty(),
        "missing messages:\n{}",
        missing.join("\n")
    );
}

/// Every id the templates and scripts ask for exists (in English; the test above extends it
/// to every language). Ids built at run time are listed by their prefix in `dynamic`.
#[test]
fn every_message_used_exists() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let en = Catalog::get().messages(Lang::En);
    let mut missing = vec![];
    let templates = std::fs::read_dir(root.join("templates")).expect("templates folder");
    for entry in templates {
        let path = entry.expect("entry").path();
        let text = std::fs::read_to_string(&path).expect("template");
        for id in quoted_after(&text, "tr.t(\"") {
            if !en.has(&id) {
                missing.push(format!("{}: {id}", path.display()));
            }
        }
    }
    let web = root.join("../../web");
    let mut scripts: Vec<(String, &str)> = vec![
        ("game.js".to_owned(), "game-"),
        ("setup.js".to_owned(), "setup-js-"),
        ("mygames.js".to_owned(), "mygames-js-"),
        ("analysis.js".to_owned(), "analysis-js-"),
        ("analysis/editor.js".to_owned(), "analysis-js-"),
        ("analysis/judge.js".to_owned(), "analysis-js-"),
        ("offline.js".to_owned(), "offline-js-"),
        ("lobby.js".to_owned(), "lobby-js-"),
        ("transfer.js".to_owned(), "transfer-js-"),
        ("tournaments.js".to_owned(), "tournaments-js-"),
        ("arena.js".to_owned(), "arena-js-"),
    ];
    for entry in std::fs::read_dir(web.join("game")).expect("web/game folder") {
        let name = entry.expect("entry").file_name();
        scripts.push((format!("game/{}", name.to_string_lossy()), "game-"));
    }
    for (file, prefix) in scripts {
        let text = std::fs::read_to_string(web.join(&file)).expect("script");
        for id in quoted_after(&text, "t('") {
            if !en.has(&format!("{prefix}{id}")) {
                missing.push(format!("{file}: {prefix}{id}"));
            }
        }
    }
    let dynamic = [
        "game-reason-abandoned",
        "game-reason-abandoned-draw",
        "game-opponent-left-claim",
        "game-claim-victory",
        "game-claim-draw",
        "mygames-js-white",
        "mygames-js-black",
        "mygames-js-over-won",
        "mygames-js-over-lost",
        "mygames-js-their-move",
        "mygames-js-level-beginner",
        "mygames-js-level-easy",
        "mygames-js-level-medium",
        "mygames-js-level-hard",
        "mygames-js-level-master",
        "game-reason-captured-out",
        "game-reason-blocked",
        "game-reason-both-blocked",
        "game-reason-few-pieces",
        "game-reason-no-capture-limit",
        "game-reason-resignation",
        "game-reason-agreement",
        "game-reason-ply-limit",
        "game-reason-time",
        "invite-js-clock-unlimited",
        "invite-js-clock-real-time",
        "invite-js-clock-correspondence",
        "setup-js-sum-board",
        "setup-js-sum-chain_jumps-true",
        "error-unknown",
        "error-bad-rules-bad-value",
        "game-reason-aborted",
        "game-level-beginner",
        "game-level-master",
        "game-over-you-win",
        "game-over-you-lose",
        "game-white-pieces",
        "game-black-pieces",
        "game-hand-label",
        "game-hand-removal-label",
        "game-choose-removal-hand",
        "game-turn-local",
        "game-copy-failed",
        "game-copied",
        "invite-js-white",
        "invite-js-black",
        "invite-js-unknown",
        "invite-js-network",
        "offline-js-online",
        "offline-js-offline",
        "offline-js-resume",
        "offline-js-replay",
        "offline-js-you-white",
        "offline-js-you-black",
        "offline-js-you-won",
        "offline-js-you-lost",
        "offline-js-white-won",
        "offline-js-black-won",
        "analysis-js-white",
        "analysis-js-black",
        "analysis-js-blunder",
        "analysis-js-mistake",
        "analysis-js-record-empty",
        "analysis-js-record-no-rules",
        "analysis-js-record-bad-rules",
        "analysis-js-record-bad-position",
        "lobby-js-level-beginner",
        "lobby-js-level-easy",
        "lobby-js-level-medium",
        "lobby-js-level-hard",
        "lobby-js-level-master",
        "player-result-won",
        "player-result-lost",
        "player-result-drawn",
        "player-result-aborted",
        "player-result-playing",
        "lobby-js-clock-real",
        "lobby-js-clock-days",
    ];
    for id in dynamic {
        if !en.has(id) {
            missing.push(id.to_owned());
        }
    }
    assert!(
        missing.is_empty(),
        "messages used but not defined:\n{}",
        missing.join("\n")
    );
}

/// The identifiers quoted right after each `marker` (up to the closing quote).
fn quoted_after(text: &str, marker: &str) -> Vec<String> {
    let close = marker.chars().last().expect("a quote");
    text.match_indices(marker)
        // `t('` must be a call of `t`, not the end of `createElement('`.
        .filter(|(i, _)| {
            let before = text[..*i].chars().last().unwrap_or(' ');
            marker.starts_with("tr.") || !(before.is_ascii_alphanumeric() || before == '_')
        })
        .filter_map(|(i, _)| {
            let rest = &text[i + marker.len()..];
            let end = rest.find(close)?;
            let id = &rest[..end];
            id.chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
                .then(|| id.to_owned())
        })
        .filter(|id| !id.is_empty())
        .collect()
}

#[test]
fn accept_language_picks_the_preferred_known_language() {
    assert_eq!(Lang::negotiate(None), Lang::En);
    assert_eq!(Lang::negotiate(Some("fr-FR,fr;q=0.9,en;q=0.8")), Lang::Fr);
    assert_eq!(Lang::negotiate(Some("it-IT,pl;q=0.5,en;q=0.4")), Lang::Pl);
    assert_eq!(Lang::negotiate(Some("nn-NO")), Lang::Nb);
    assert_eq!(Lang::negotiate(Some("no")), Lang::Nb);
    assert_eq!(Lang::negotiate(Some("en;q=0.2, nb;q=0.9")), Lang::Nb);
    assert_eq!(Lang::negotiate(Some("it, ja")), Lang::En);
    assert_eq!(Lang::negotiate(Some("fr;q=0")), Lang::En);
    assert_eq!(Lang::negotiate(Some("")), Lang::En);
    assert_eq!(Lang::negotiate(Some(";;,q=,*")), Lang::En);
}

/// Regional and script variants fall back to the language the site has.
#[test]
fn regional_tags_fall_back_to_the_language() {
    for (header, lang) in [
        ("pt-BR", Lang::Pt),
        ("pt-PT,pt;q=0.9", Lang::Pt),
        ("fr-SN", Lang::Fr),
        ("wo-SN", Lang::Wo),
        ("wo", Lang::Wo),
        ("bm-ML,fr-ML;q=0.8", Lang::Bm),
        ("bm-Latn-ML", Lang::Bm),
        ("ar-SN,fr;q=0.5", Lang::Ar),
        ("ar-MA", Lang::Ar),
        ("es-419", Lang::Es),
        ("de-AT,de;q=0.9", Lang::De),
        ("en-GB", Lang::En),
        // The preferred language the site lacks is skipped, not answered with English.
        ("ff-SN,wo;q=0.8,fr;q=0.6", Lang::Wo),
    ] {
        assert_eq!(Lang::negotiate(Some(header)), lang, "{header}");
    }
}

/// Fluent picks Arabic's six plural forms and Polish's four by the CLDR rules, as the
/// site's bundles are built (one language, no isolation marks).
#[test]
fn plural_selection_follows_arabic_and_polish_rules() {
    let select = |lang: &str, n: FluentValue<'static>| -> String {
        let id: LanguageIdentifier = lang.parse().unwrap();
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        bundle.set_use_isolating(false);
        let source = "c = { $n ->\n [zero] zero\n [one] one\n [two] two\n [few] few\n \
                      [many] many\n *[other] other\n}\n";
        bundle
            .add_resource(FluentResource::try_new(source.to_owned()).unwrap())
            .unwrap();
        let mut args = FluentArgs::new();
        args.set("n", n);
        let pattern = bundle.get_message("c").unwrap().value().unwrap();
        let mut errors = vec![];
        bundle
            .format_pattern(pattern, Some(&args), &mut errors)
            .into_owned()
    };
    let counts = [0, 1, 2, 3, 11, 100, 101];
    let ar: Vec<String> = counts.iter().map(|n| select("ar", (*n).into())).collect();
    assert_eq!(
        ar,
        ["zero", "one", "two", "few", "many", "other", "other"],
        "Arabic"
    );
    let pl: Vec<String> = counts.iter().map(|n| select("pl", (*n).into())).collect();
    assert_eq!(
        pl,
        ["many", "one", "few", "few", "many", "many", "many"],
        "Polish"
    );
    assert_eq!(select("pl", 22.into()), "few");
    assert_eq!(select("pl", 1.5.into()), "other");
    assert_eq!(select("ar", 102.into()), "other");
    // CLDR puts 103–110 in `few` and 111–199 in `many` (n % 100); intl_pluralrules 7.0.2, which
    // Fluent selects with, tests the whole number, so the server writes those with `other`
    // where the page (the browser's ICU) picks `few` or `many` (docs/site.md "Languages").
    assert_eq!(select("ar", 103.into()), "other");
    assert_eq!(select("wo", 1.into()), "other");
    assert_eq!(select("bm", 2.into()), "other");
}

/// The site's own messages take those forms: Polish "3 błędy" but "11 błędów", Arabic a
/// singular, a dual and a plural for 1, 2 and 3.
#[test]
fn the_sites_plural_messages_take_each_form() {
    let forms = |lang: Lang, counts: &[i64]| -> BTreeSet<String> {
        let tr = Tr::new(lang);
        counts
            .iter()
            .map(|n| {
                tr.tn("analysis-js-blunders", "n", *n)
                    .replace(&n.to_string(), "N")
            })
            .collect()
    };
    assert_eq!(forms(Lang::Pl, &[1, 3, 11]).len(), 3);
    assert_eq!(forms(Lang::Pl, &[3, 22]).len(), 1);
    assert_eq!(forms(Lang::Ar, &[1, 2, 3]).len(), 3);
    assert_eq!(forms(Lang::Wo, &[1, 2, 11]).len(), 1);
}

#[test]
fn client_messages_keep_placeholders() {
    let tr = Tr::new(Lang::En);
    let messages = tr.client_messages("game-");
    let counter = &messages["no-capture"];
    assert!(
        counter.contains("{n}") && counter.contains("{max}"),
        "{counter}"
    );
}

#[test]
fn plural_messages_come_with_a_text_per_variant() {
    let tr = Tr::new(Lang::Pl);
    let messages = tr.client_messages("game-");
    assert_eq!(
        messages["hand-label#n:few"],
        "Ręka, {side}: {n} pionki. Wybierz, aby postawić pionek."
    );
    assert_eq!(
        messages["hand-label#n:many"],
        "Ręka, {side}: {n} pionków. Wybierz, aby postawić pionek."
    );
    assert!(messages.contains_key("hand-label#n:one"));
}

/// A message that selects on two numbers comes with a text per pair of variants, each whole:
/// none shows a raw `{$minutes}` (the lobby's hold once read "…in {$minutes} minutes").
#[test]
fn messages_selecting_on_two_numbers_come_with_a_text_per_pair() {
    let en = Tr::new(Lang::En).client_messages("lobby-js-");
    assert_eq!(
        en["held#games:other#minutes:one"],
        "You left {games} games today: pairing begins in {minutes} minute."
    );
    assert_eq!(
        en["held#games:one#minutes:other"],
        "You left {games} game today: pairing begins in {minutes} minutes."
    );
    for lang in Lang::ALL {
        let messages = Tr::new(lang).client_messages("lobby-js-");
        let mut variants: Vec<(String, String)> = messages
            .iter()
            .filter(|(k, _)| k.starts_with("held#"))
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        if variants.is_empty() {
            // A language without plural forms (Wolof) has the one text.
            variants.push(("held".into(), messages["held"].clone()));
        }
        for (key, text) in variants {
            assert!(!text.contains('$'), "{lang:?} {key}: {text}");
            if key.contains("#minutes:") {
                assert!(key.starts_with("held#games:"), "{lang:?} {key}");
            }
        }
    }
    let pl = Tr::new(Lang::Pl).client_messages("lobby-js-");
    assert!(pl["held#games:few#minutes:few"].contains("{minutes} minuty"));
}

/// The check that keeps every language whole finds nothing (its report, as `yote i18n` prints
/// it, says what is wrong otherwise).
#[test]
fn every_language_is_whole() {
    let report = super::check::check();
    assert_eq!(report.figures.len(), Lang::ALL.len());
    assert!(report.problems.is_empty(), "{report}");
}

/// In Arabic, an action inside a sentence keeps its own direction: the placeable is set apart
/// by Unicode isolates. English carries no invisible marks.
#[test]
fn arabic_sets_placeables_apart_and_english_does_not() {
    let ar = Tr::new(Lang::Ar).ts("push-turn-body", "action", "@c3");
    assert!(ar.contains("\u{2068}@c3\u{2069}"), "{ar:?}");
    let en = Tr::new(Lang::En).ts("push-turn-body", "action", "@c3");
    assert!(en.contains("@c3") && !en.contains('\u{2068}'), "{en:?}");
}
