//! The site's languages: Fluent bundles built once from `locales/<lang>/*.ftl` (embedded), and
//! the choice of language from a URL prefix or an `Accept-Language` header; [`check`], which
//! keeps every language whole (`yote i18n`), and [`glossary`], the words held alike.

pub mod check;
pub mod glossary;
#[cfg(test)]
mod tests;

use std::collections::{BTreeMap, BTreeSet};
use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use rust_embed::RustEmbed;
use unic_langid::LanguageIdentifier;

#[derive(RustEmbed)]
#[folder = "../../locales/"]
struct LocaleFiles;

/// A language of the site. Adding one: docs/site.md "Adding a language".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lang {
    Fr,
    En,
    Pl,
    Nb,
    Wo,
    Bm,
    Ar,
    Es,
    Pt,
    De,
}

impl Lang {
    /// Every language, in the order of the language switch: English, then the languages of the
    /// countries where Yoté is played (French, Wolof, Bambara, Arabic), then the others.
    pub const ALL: [Lang; 10] = [
        Lang::En,
        Lang::Fr,
        Lang::Wo,
        Lang::Bm,
        Lang::Ar,
        Lang::Es,
        Lang::Pt,
        Lang::De,
        Lang::Pl,
        Lang::Nb,
    ];

    /// The URL prefix and folder name (a BCP 47 language subtag).
    pub const fn code(self) -> &'static str {
        match self {
            Lang::Fr => "fr",
            Lang::En => "en",
            Lang::Pl => "pl",
            Lang::Nb => "nb",
            Lang::Wo => "wo",
            Lang::Bm => "bm",
            Lang::Ar => "ar",
            Lang::Es => "es",
            Lang::Pt => "pt",
            Lang::De => "de",
        }
    }

    /// The language's own name, for the language switch.
    pub const fn native_name(self) -> &'static str {
        match self {
            Lang::Fr => "Français",
            Lang::En => "English",
            Lang::Pl => "Polski",
            Lang::Nb => "Norsk bokmål",
            Lang::Wo => "Wolof",
            Lang::Bm => "Bamanankan",
            Lang::Ar => "العربية",
            Lang::Es => "Español",
            Lang::Pt => "Português",
            Lang::De => "Deutsch",
        }
    }

    /// The writing direction, for `<html dir>`.
    pub const fn dir(self) -> &'static str {
        match self {
            Lang::Ar => "rtl",
            _ => "ltr",
        }
    }

    /// A first version, written without a published vocabulary to follow (Wolof, Bambara):
    /// the language switch says so and asks for corrections (docs/site.md).
    pub const fn first_version(self) -> bool {
        matches!(self, Lang::Wo | Lang::Bm)
    }

    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }

    /// The best language for an `Accept-Language` header, by `fluent-langneg` (so `pt-BR` gives
    /// `pt`, `fr-SN` `fr`, `wo-SN` `wo`); English when nothing matches. Tags are taken in the
    /// order of their quality (`q=0` refuses a language); Norwegian (`no`, `nn`) falls back to
    /// Bokmål, which the negotiation alone would not do.
    pub fn negotiate(header: Option<&str>) -> Lang {
        let Some(header) = header else {
            return Lang::En;
        };
        let mut tags: Vec<(f32, LanguageIdentifier)> = header
            .split(',')
            .filter_map(|part| {
                let mut pieces = part.trim().split(';');
                let tag = pieces.next()?.trim();
                let quality = pieces
                    .find_map(|p| p.trim().strip_prefix("q="))
                    .and_then(|q| q.parse::<f32>().ok())
                    .unwrap_or(1.0);
                let mut id: LanguageIdentifier = tag.parse().ok()?;
                if matches!(id.language.as_str(), "no" | "nn") {
                    id.language = "nb".parse().ok()?;
                }
                (quality > 0.0).then_some((quality, id))
            })
            .collect();
        // Highest quality first; among equals, the order given (a stable sort).
        tags.sort_by(|a, b| b.0.total_cmp(&a.0));
        let requested: Vec<LanguageIdentifier> = tags.into_iter().map(|(_, id)| id).collect();
        let available: Vec<LanguageIdentifier> = Lang::ALL
            .iter()
            .map(|l| l.code().parse().expect("a valid language tag"))
            .collect();
        fluent_langneg::negotiate_languages(
            &requested,
            &available,
            None,
            fluent_langneg::NegotiationStrategy::Lookup,
        )
        .first()
        .and_then(|id| Lang::from_code(id.language.as_str()))
        .unwrap_or(Lang::En)
    }
}

/// A file of `locales/` (`fr/game.ftl`, `fr/GLOSSARY.md`), as text.
pub(super) fn locale_file(path: &str) -> Option<String> {
    let data = LocaleFiles::get(path)?;
    Some(String::from_utf8(data.data.into_owned()).expect("UTF-8 locale file"))
}

/// The `.ftl` files of a language, by name.
pub(super) fn ftl_file_names(lang: Lang) -> Vec<String> {
    let prefix = format!("{}/", lang.code());
    let mut files: Vec<String> = LocaleFiles::iter()
        .filter(|f| f.starts_with(&prefix) && f.ends_with(".ftl"))
        .map(|f| f.into_owned())
        .collect();
    files.sort();
    files
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
            // In a right-to-left language, each placeable (a square, an action, a number, a
            // name) is set apart by Unicode isolates (U+2068…U+2069), so that `@c3` or a Latin
            // name keeps its own direction inside Arabic text. Left-to-right languages need
            // none: their messages go into HTML and scripts without invisible marks.
            bundle.set_use_isolating(lang.dir() == "rtl");
            let mut ids = BTreeSet::new();
            for file in ftl_file_names(lang) {
                let text = locale_file(&file).expect("listed file");
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

    /// The message `id` with `args`.
    pub fn format(&self, id: &str, args: &FluentArgs) -> String {
        self.messages.format(id, Some(args))
    }

    /// Every message whose id starts with `prefix`, for the game page's script. Arguments are
    /// left as `{name}` placeholders that the script fills in. A message that selects on a
    /// variable (`{ $n -> [one] … *[other] … }`, Fluent's plurals) also comes as one text per
    /// variant, under `id#name:key`, and one that selects on several (`{ $games -> … } … {
    /// $minutes -> … }`) as one text per combination, under `id#games:one#minutes:other`: the
    /// script picks the variant with `Intl.PluralRules` (`web/errors.js` `messageText`).
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
                for (keys, variant) in select_variants(pattern) {
                    let mut args = FluentArgs::new();
                    for name in placeholder_names(&variant) {
                        args.set(name.clone(), FluentValue::from(format!("{{{name}}}")));
                    }
                    let text =
                        self.messages
                            .bundle
                            .format_pattern(&variant, Some(&args), &mut errors);
                    let keys: Vec<String> = keys.iter().map(|(n, k)| format!("{n}:{k}")).collect();
                    out.insert(format!("{short}#{}", keys.join("#")), text.into_owned());
                }
            }
        }
        out
    }
}

/// A pattern with its selections chosen: (variable, variant key) for each, in order.
type Chosen<'a> = (Vec<(String, String)>, fluent_syntax::ast::Pattern<&'a str>);

/// For a pattern with selections on variables, the pattern once per combination of their
/// variants, each selection replaced by its variant's text: ((variable, variant key) in the
/// order the selections come, pattern). Empty for a pattern that selects on nothing.
fn select_variants<'a>(pattern: &fluent_syntax::ast::Pattern<&'a str>) -> Vec<Chosen<'a>> {
    use fluent_syntax::ast::{Expression, InlineExpression, Pattern, PatternElement, VariantKey};
    let first = pattern
        .elements
        .iter()
        .enumerate()
        .find_map(|(i, element)| {
            let PatternElement::Placeable {
                expression:
                    Expression::Select {
                        selector: InlineExpression::VariableReference { id },
                        variants,
                    },
            } = element
            else {
                return None;
            };
            Some((i, id.name, variants))
        });
    let Some((i, name, variants)) = first else {
        return Vec::new();
    };
    let mut out = vec![];
    for variant in variants {
        let key = match &variant.key {
            VariantKey::Identifier { name } => (*name).to_owned(),
            VariantKey::NumberLiteral { value } => (*value).to_owned(),
        };
        let mut elements = pattern.elements[..i].to_vec();
        elements.extend(variant.value.elements.iter().cloned());
        elements.extend(pattern.elements[i + 1..].iter().cloned());
        let chosen = Pattern { elements };
        // The selections after this one (or inside its variant), chosen in turn.
        let rest = select_variants(&chosen);
        let this = (name.to_owned(), key);
        if rest.is_empty() {
            out.push((vec![this], chosen));
        } else {
            for (mut keys, pattern) in rest {
                keys.insert(0, this.clone());
                out.push((keys, pattern));
            }
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
