//! The site's languages: Fluent bundles built once from `locales/<lang>/*.ftl` (embedded), and
//! the choice of language from a URL prefix or an `Accept-Language` header.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use rust_embed::RustEmbed;
use unic_langid::LanguageIdentifier;

#[derive(RustEmbed)]
#[folder = "../../locales/"]
struct LocaleFiles;

/// A language of the site.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lang {
    Fr,
    En,
    Pl,
    Nb,
}

impl Lang {
    /// Every language, in the order of the language switch.
    pub const ALL: [Lang; 4] = [Lang::En, Lang::Fr, Lang::Pl, Lang::Nb];

    /// The URL prefix and folder name.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::Fr => "fr",
            Lang::En => "en",
            Lang::Pl => "pl",
            Lang::Nb => "nb",
        }
    }

    /// The language's own name, for the language switch.
    pub const fn native_name(self) -> &'static str {
        match self {
            Lang::Fr => "Français",
            Lang::En => "English",
            Lang::Pl => "Polski",
            Lang::Nb => "Norsk bokmål",
        }
    }

    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }

    /// The best language for an `Accept-Language` header; English when nothing matches.
    /// Norwegian (`no`, `nn`) falls back to Bokmål.
    pub fn negotiate(header: Option<&str>) -> Lang {
        let Some(header) = header else {
            return Lang::En;
        };
        let mut best: Option<(f32, usize, Lang)> = None;
        for (index, part) in header.split(',').enumerate() {
            let mut pieces = part.trim().split(';');
            let tag = pieces.next().unwrap_or("").trim().to_ascii_lowercase();
            let quality = pieces
                .find_map(|p| p.trim().strip_prefix("q="))
                .and_then(|q| q.parse::<f32>().ok())
                .unwrap_or(1.0);
            let primary = tag.split('-').next().unwrap_or("");
            let lang = match primary {
                "fr" => Lang::Fr,
                "en" => Lang::En,
                "pl" => Lang::Pl,
                "nb" | "no" | "nn" => Lang::Nb,
                _ => continue,
            };
            if quality <= 0.0 {
                continue;
            }
            // Highest quality wins; among equals, the first listed.
            if best.is_none_or(|(q, i, _)| quality > q || (quality == q && index < i)) {
                best = Some((quality, index, lang));
            }
        }
        best.map_or(Lang::En, |(_, _, lang)| lang)
    }
}

/// One language's messages.
pub struct Messages {
    bundle: FluentBundle<FluentResource>,
    ids: BTreeSet<String>,
}

/// Every language's messages, parsed once.
pub struct Catalog {
    langs: BTreeMap<Lang, Messages>,
}

static CATALOG: LazyLock<Catalog> = LazyLock::new(Catalog::load);

impl Catalog {
    /// The embedded catalog.
    pub fn get() -> &'static Catalog {
        &CATALOG
    }

    fn load() -> Catalog {
        let mut langs = BTreeMap::new();
        for lang in Lang::ALL {
            let id: LanguageIdentifier = lang.code().parse().expect("a valid language tag");
            let mut bundle = FluentBundle::new_concurrent(vec![id]);
            // Messages go into HTML and into the game page's script: no bidi isolation marks.
            bundle.set_use_isolating(false);
            let mut ids = BTreeSet::new();
            let prefix = format!("{}/", lang.code());
            let mut files: Vec<_> = LocaleFiles::iter()
                .filter(|f| f.starts_with(&prefix))
                .collect();
            files.sort();
            for file in files {
                let data = LocaleFiles::get(&file).expect("listed file");
                let text = String::from_utf8(data.data.into_owned()).expect("UTF-8 .ftl file");
                let resource = FluentResource::try_new(text)
                    .unwrap_or_else(|(_, errors)| panic!("{file}: {errors:?}"));
                for entry in resource.entries() {
                    if let fluent_syntax::ast::Entry::Message(m) = entry {
                        ids.insert(m.id.name.to_owned());
                    }
                }
                bundle
                    .add_resource(resource)
                    .unwrap_or_else(|errors| panic!("{file}: {errors:?}"));
            }
            langs.insert(lang, Messages { bundle, ids });
        }
        Catalog { langs }
    }

    pub fn messages(&self, lang: Lang) -> &Messages {
        &self.langs[&lang]
    }
}

impl Messages {
    /// Every message id of this language.
    pub fn ids(&self) -> &BTreeSet<String> {
        &self.ids
    }

    /// The message `id` formatted with `args`; the id itself (visible, and logged in tests) when
    /// it is missing.
    pub fn format(&self, id: &str, args: Option<&FluentArgs>) -> String {
        let Some(message) = self.bundle.get_message(id) else {
            return id.to_owned();
        };
        let Some(pattern) = message.value() else {
            return id.to_owned();
        };
        let mut errors = vec![];
        self.bundle
            .format_pattern(pattern, args, &mut errors)
            .into_owned()
    }

    #[cfg(test)]
    pub fn has(&self, id: &str) -> bool {
        self.ids.contains(id)
    }
}

/// A page's translator: the messages of one language.
#[derive(Clone, Copy)]
pub struct Tr {
    pub lang: Lang,
    messages: &'static Messages,
}

impl Tr {
    pub fn new(lang: Lang) -> Tr {
        Tr {
            lang,
            messages: Catalog::get().messages(lang),
        }
    }

    /// The message `id`.
    pub fn t(&self, id: &str) -> String {
        self.messages.format(id, None)
    }

    /// The message `id` with a numeric argument (for plural selection).
    pub fn tn(&self, id: &str, name: &str, value: i64) -> String {
        let mut args = FluentArgs::new();
        args.set(name, FluentValue::from(value));
        self.messages.format(id, Some(&args))
    }

    /// The message `id` with a text argument.
    pub fn ts(&self, id: &str, name: &str, value: &str) -> String {
        let mut args = FluentArgs::new();
        args.set(name, FluentValue::from(value.to_owned()));
        self.messages.format(id, Some(&args))
    }

    /// Every message whose id starts with `prefix`, for the game page's script. Arguments are
    /// left as `{name}` placeholders that the script fills in. A message that selects on a
    /// variable (`{ $n -> [one] … *[other] … }`, Fluent's plurals) also comes as one text per
    /// variant, under `id#name:key`: the script picks the variant with `Intl.PluralRules`.
    pub fn client_messages(&self, prefix: &str) -> BTreeMap<String, String> {
        let mut out = BTreeMap::new();
        for id in self.messages.ids() {
            if let Some(short) = id.strip_prefix(prefix) {
                let message = self.messages.bundle.get_message(id).expect("listed id");
                let Some(pattern) = message.value() else {
                    continue;
                };
                let mut args = FluentArgs::new();
                for name in placeholder_names(pattern) {
                    args.set(name.clone(), FluentValue::from(format!("{{{name}}}")));
                }
                let mut errors = vec![];
                let text = self
                    .messages
                    .bundle
                    .format_pattern(pattern, Some(&args), &mut errors);
                out.insert(short.to_owned(), text.into_owned());
                for (name, key, variant) in select_variants(pattern) {
                    let mut args = FluentArgs::new();
                    for name in placeholder_names(&variant) {
                        args.set(name.clone(), FluentValue::from(format!("{{{name}}}")));
                    }
                    let text =
                        self.messages
                            .bundle
                            .format_pattern(&variant, Some(&args), &mut errors);
                    out.insert(format!("{short}#{name}:{key}"), text.into_owned());
                }
            }
        }
        out
    }
}

/// For a pattern with a top-level selection on a variable, the pattern once per variant (the
/// selection replaced by that variant's text): (variable, variant key, pattern).
fn select_variants<'a>(
    pattern: &fluent_syntax::ast::Pattern<&'a str>,
) -> Vec<(String, String, fluent_syntax::ast::Pattern<&'a str>)> {
    use fluent_syntax::ast::{Expression, InlineExpression, Pattern, PatternElement, VariantKey};
    let mut out = vec![];
    for (i, element) in pattern.elements.iter().enumerate() {
        let PatternElement::Placeable {
            expression:
                Expression::Select {
                    selector: InlineExpression::VariableReference { id },
                    variants,
                },
        } = element
        else {
            continue;
        };
        for variant in variants {
            let key = match &variant.key {
                VariantKey::Identifier { name } => (*name).to_owned(),
                VariantKey::NumberLiteral { value } => (*value).to_owned(),
            };
            let mut elements = pattern.elements[..i].to_vec();
            elements.extend(variant.value.elements.iter().cloned());
            elements.extend(pattern.elements[i + 1..].iter().cloned());
            out.push((id.name.to_owned(), key, Pattern { elements }));
        }
    }
    out
}

/// The variable names a pattern uses (`{ $name }`), at the top level.
fn placeholder_names(pattern: &fluent_syntax::ast::Pattern<&str>) -> Vec<String> {
    use fluent_syntax::ast::{Expression, InlineExpression, PatternElement};
    let mut names = vec![];
    for element in &pattern.elements {
        if let PatternElement::Placeable {
            expression: Expression::Inline(InlineExpression::VariableReference { id }),
        } = element
        {
            names.push(id.name.to_owned());
        }
    }
    names
}

#[cfg(test)]
mod tests {
    use super::*;

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
        assert_eq!(Lang::negotiate(Some("de-DE,pl;q=0.5,en;q=0.4")), Lang::Pl);
        assert_eq!(Lang::negotiate(Some("nn-NO")), Lang::Nb);
        assert_eq!(Lang::negotiate(Some("en;q=0.2, nb;q=0.9")), Lang::Nb);
        assert_eq!(Lang::negotiate(Some("de, it")), Lang::En);
        assert_eq!(Lang::negotiate(Some("fr;q=0")), Lang::En);
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
}
