//! One struct per page template. Every page carries a translator (`tr`), the path after the
//! language prefix (`here`, for the language switch) and the footer's version. The setup form is
//! `setup.rs`; the rules and variant pages are `rules_pages.rs`.

use std::collections::BTreeMap;

use askama::Template;
use fluent_bundle::FluentArgs;
use serde::Serialize;
use yote_rules::{Options, Preset};

use super::script_data::{GameData, InviteData, OfflineData, PageData, PresetRules, PuzzlesData};
use crate::assets::release::{COMMIT, VERSION};
use crate::i18n::{Catalog, Lang, Tr};
use crate::model::{ArgValue, Args};

/// What every page shares: translator, languages, the current path and the footer.
pub struct Chrome {
    pub tr: Tr,
    pub langs: &'static [Lang],
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
            langs: &Lang::ALL,
            here: here.into(),
            version: VERSION,
            commit: COMMIT,
            nav,
        }
    }

    pub fn lang(&self) -> &'static str {
        self.tr.lang.code()
    }

    /// `rtl` for Arabic, else `ltr`.
    pub fn dir(&self) -> &'static str {
        self.tr.lang.dir()
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
    NotFound, Home, Game, Invite, MyGames, Offline, Puzzles, Continue, Transfer
);
pub(super) use has_lang;

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

/// A refusal of a plain form (sent without the page's script, which would have said it): what
/// was refused, in the visitor's language, and the way back.
#[derive(Template)]
#[template(path = "refused.html")]
pub struct Refused {
    pub c: Chrome,
    pub message: String,
    pub back: String,
}

impl Refused {
    pub fn new(tr: Tr, message: String, back: String) -> Refused {
        Refused {
            c: Chrome::new(tr, "/", ""),
            message,
            back,
        }
    }
}

#[derive(Template)]
#[template(path = "home.html")]
pub struct Home {
    pub c: Chrome,
    /// The quick-pairing tiles: key, what the tile shows, and its kind of game.
    pub tiles: Vec<(String, String, String)>,
    /// The clocks of a custom seek: key, as shown.
    pub clocks: Vec<(String, String)>,
    pub data: String,
    /// The puzzle of the day (docs/puzzles.md).
    pub daily: Option<super::daily::Daily>,
}

impl Home {
    pub fn new(tr: Tr) -> Home {
        use crate::model::TimeControl;
        let tiles = crate::lobby::tiles::TILES
            .iter()
            .map(|tile| {
                let (label, kind) = match tile.clock {
                    TimeControl::RealTime { initial_s, .. } if initial_s < 600 => {
                        (tile.key.to_owned(), "lobby-kind-blitz")
                    }
                    TimeControl::RealTime { .. } => (tile.key.to_owned(), "lobby-kind-rapid"),
                    TimeControl::Correspondence { days } => (
                        tr.tn("lobby-days", "days", i64::from(days)),
                        "lobby-kind-correspondence",
                    ),
                };
                (tile.key.to_owned(), label, tr.t(kind))
            })
            .collect();
        let clocks = crate::lobby::tiles::CUSTOM_CLOCKS
            .iter()
            .map(|key| {
                let label = match key.strip_suffix('d') {
                    Some(days) => tr.tn("lobby-days", "days", days.parse().unwrap_or(1)),
                    None => (*key).to_owned(),
                };
                ((*key).to_owned(), label)
            })
            .collect();
        let data = PageData {
            lang: tr.lang.code(),
            messages: with_errors(&tr, tr.client_messages("lobby-js-")),
        };
        let daily = super::daily::today(&tr);
        Home {
            daily,
            c: Chrome::new(tr, "/", "home"),
            tiles,
            clocks,
            data: script_json(&data),
        }
    }
}

/// JSON safe to put inside a `<script>` element.
pub fn script_json(value: &impl Serialize) -> String {
    serde_json::to_string(value)
        .expect("a page's data serialises")
        .replace('<', "\\u003c")
}

/// Every option's value as written in a rules string, in [`OPTION_NAMES`] order.
pub fn option_values(o: &Options) -> Vec<String> {
    o.values().to_vec()
}
#[derive(Template)]
#[template(path = "game.html")]
pub struct Game {
    pub c: Chrome,
    pub data: String,
}

impl Game {
    pub fn new(tr: Tr, id: &str) -> Game {
        let data = GameData {
            id: id.to_owned(),
            page: PageData {
                lang: tr.lang.code(),
                messages: with_errors(&tr, tr.client_messages("game-")),
            },
        };
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
        let data = OfflineData {
            id: "offline",
            offline: true,
            page: PageData {
                lang: tr.lang.code(),
                messages: with_errors(&tr, tr.client_messages("game-")),
            },
            offline_messages: tr.client_messages("offline-js-"),
            presets: PresetRules::all(),
        };
        Offline {
            c: Chrome::new(tr, "/offline", "play"),
            data: script_json(&data),
        }
    }
}

/// `/{lang}/puzzles`: the puzzle trainer (docs/puzzles.md). Like the offline page, it is the
/// game page with a panel above it; the page plays each puzzle's line itself (web/puzzles.js)
/// from the packs of `web/puzzles/`, so it works with no connection once opened.
#[derive(Template)]
#[template(path = "puzzles.html")]
pub struct Puzzles {
    pub c: Chrome,
    pub data: String,
    /// Each theme's name and its words.
    pub themes: Vec<(&'static str, String)>,
}

impl Puzzles {
    pub fn new(tr: Tr) -> Puzzles {
        let data = PuzzlesData {
            id: "puzzles",
            offline: true,
            puzzles: true,
            page: PageData {
                lang: tr.lang.code(),
                messages: with_errors(&tr, tr.client_messages("game-")),
            },
            puzzle_messages: tr.client_messages("puzzles-js-"),
            presets: PresetRules::all(),
        };
        let themes = yote_ai::puzzle::Theme::ALL
            .iter()
            .map(|t| (t.name(), tr.t(&format!("puzzles-js-theme-{}", t.name()))))
            .collect();
        Puzzles {
            c: Chrome::new(tr, "/puzzles", "puzzles"),
            data: script_json(&data),
            themes,
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
        let data = PageData {
            lang: tr.lang.code(),
            messages: with_errors(&tr, tr.client_messages("mygames-js-")),
        };
        MyGames {
            c: Chrome::new(tr, "/games", "games"),
            data: script_json(&data),
        }
    }
}

#[derive(Template)]
#[template(path = "transfer.html")]
pub struct Transfer {
    pub c: Chrome,
    /// The code from the link, as typed (letters and digits only).
    pub code: String,
    pub data: String,
}

impl Transfer {
    pub fn new(tr: Tr, code: Option<&str>) -> Transfer {
        let code: String = code
            .unwrap_or_default()
            .chars()
            .filter(|c| c.is_ascii_alphanumeric() || *c == '-')
            .take(16)
            .collect();
        let data = PageData {
            lang: tr.lang.code(),
            messages: with_errors(&tr, tr.client_messages("transfer-js-")),
        };
        Transfer {
            c: Chrome::new(tr, "/transfer", "games"),
            code,
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
        let data = InviteData {
            token: token.to_owned(),
            page: PageData {
                lang: tr.lang.code(),
                messages: with_errors(&tr, tr.client_messages("invite-js-")),
            },
        };
        Invite {
            c: Chrome::new(tr, format!("/invite/{token}"), "play"),
            token: token.to_owned(),
            data: script_json(&data),
        }
    }
}

/// The page a continue link opens: it asks before the seat comes to this browser.
#[derive(Template)]
#[template(path = "continue.html")]
pub struct Continue {
    pub c: Chrome,
    pub game: String,
    pub secret: String,
    pub question: String,
    pub confirm: String,
    /// What continuing replaces (the other seat, held here), or empty.
    pub replaces: String,
}

impl Continue {
    /// `seat`: the link's (`white`, `black` or `both`); `held`: the other seat of the game, when
    /// this browser holds it.
    pub fn new(tr: Tr, game: &str, secret: &str, seat: &str, held: Option<&str>) -> Continue {
        Continue {
            question: tr.t(&format!("continue-question-{seat}")),
            confirm: tr.t(&format!("continue-confirm-{seat}")),
            replaces: held.map_or(String::new(), |held| {
                tr.t(&format!("continue-replaces-{held}"))
            }),
            c: Chrome::new(tr, format!("/games/{game}/continue/{secret}"), "play"),
            game: game.to_owned(),
            secret: secret.to_owned(),
        }
    }
}

/// A script's messages with every `error-*` message added under its full id, for
/// `web/errors.js` `errorText`.
pub fn with_errors(tr: &Tr, mut messages: BTreeMap<String, String>) -> BTreeMap<String, String> {
    for (id, text) in tr.client_messages("error-") {
        messages.insert(format!("error-{id}"), text);
    }
    // The report form of the game's talk and of a player's page (web/report.js).
    for (id, text) in tr.client_messages("report-") {
        messages.insert(format!("report-{id}"), text);
    }
    messages
}

/// A server error in the page's language, as `web/errors.js` `errorText` says it:
/// `error-<code>-<reason>`, else `error-<code>`, else `error-unknown`; `args` are its details.
pub fn error_text(tr: &Tr, code: &str, args: &Args) -> String {
    let messages = Catalog::get().messages(tr.lang);
    let reason = match args.get("reason") {
        Some(ArgValue::Text(r)) => Some(r.as_str()),
        _ => None,
    };
    let id = reason
        .map(|r| format!("error-{code}-{r}"))
        .filter(|id| messages.ids().contains(id))
        .or_else(|| Some(format!("error-{code}")).filter(|id| messages.ids().contains(id)));
    let mut fluent = FluentArgs::new();
    for (name, value) in args {
        match value {
            ArgValue::Number(n) => fluent.set(*name, *n as f64),
            ArgValue::Text(t) => fluent.set(*name, t.clone()),
            ArgValue::Null => {}
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
