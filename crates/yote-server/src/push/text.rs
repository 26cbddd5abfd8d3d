//! A notice's text in its subscription's language, and the payload the page's service worker
//! shows: a title, a body, the game's link (never a seat's secret: the browser's seat cookie
//! makes the page the player's) and a tag (one notification a game, the newest replacing the
//! older).

use serde::Serialize;

use crate::i18n::{Lang, Tr};
use crate::store::push::PushSubscription;

use super::notice::{Kind, Notice};

/// The title and body of `kind` in `lang`.
pub fn words(lang: Lang, kind: &Kind) -> (String, String) {
    let tr = Tr::new(lang);
    match kind {
        Kind::YourTurn { action } => (
            tr.t("push-turn-title"),
            tr.ts("push-turn-body", "action", action),
        ),
        Kind::DrawOffer => (tr.t("push-draw-title"), tr.t("push-draw-body")),
        Kind::Takeback => (tr.t("push-takeback-title"), tr.t("push-takeback-body")),
        Kind::Ended { outcome } => (tr.t(&format!("push-end-{outcome}")), tr.t("push-end-body")),
        Kind::Deadline { hours, .. } => {
            let mut args = fluent_bundle::FluentArgs::new();
            args.set("hours", *hours);
            // The service worker writes the time in the reader's zone and language.
            args.set("deadline", "{deadline}");
            (
                tr.t("push-deadline-title"),
                tr.format("push-deadline-body", &args),
            )
        }
        Kind::ClaimOpen => (tr.t("push-claim-title"), tr.t("push-claim-body")),
    }
}

/// The JSON the service worker receives. A deadline's body holds `{deadline}`, which the
/// service worker replaces with `deadline` (milliseconds since the epoch) written by
/// `Intl.DateTimeFormat` in `lang` and the device's time zone, as the game page writes it.
pub(super) fn payload(s: &PushSubscription, notice: &Notice) -> Vec<u8> {
    let lang = Lang::from_code(&s.lang).unwrap_or(Lang::En);
    let (title, body) = words(lang, &notice.kind);
    let payload = Payload {
        title,
        body,
        url: format!("/{}/games/{}", lang.code(), s.game),
        tag: format!("yote-{}", s.game),
        kind: notice.kind.name(),
        lang: lang.code(),
        deadline: match notice.kind {
            Kind::Deadline { at_ms, .. } => Some(at_ms),
            _ => None,
        },
    };
    serde_json::to_vec(&payload).expect("a payload serialises")
}

/// What the service worker receives: the notification's title, body, link and tag, the
/// notice's kind and language, and a deadline's time.
#[derive(Debug, Serialize)]
struct Payload {
    title: String,
    body: String,
    url: String,
    tag: String,
    kind: &'static str,
    lang: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    deadline: Option<i64>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use yote_rules::Color;

    #[test]
    fn every_kind_has_words_in_every_language() {
        let kinds = [
            Kind::YourTurn {
                action: "@a1".into(),
            },
            Kind::DrawOffer,
            Kind::Takeback,
            Kind::Ended { outcome: "won" },
            Kind::Ended { outcome: "lost" },
            Kind::Ended { outcome: "drawn" },
            Kind::Ended { outcome: "aborted" },
            Kind::Deadline {
                hours: 3,
                at_ms: 1_800_000_000_000,
            },
            Kind::ClaimOpen,
        ];
        for lang in Lang::ALL {
            for kind in &kinds {
                let (title, body) = words(lang, kind);
                for text in [&title, &body] {
                    assert!(!text.starts_with("push-"), "{lang:?} {kind:?}: {text}");
                }
            }
        }
        let (_, body) = words(Lang::Fr, &kinds[0]);
        assert!(body.contains("@a1"), "{body}");
    }

    #[test]
    fn the_payload_links_the_game_in_the_subscriptions_language_without_a_secret() {
        let s = PushSubscription {
            endpoint: "https://fcm.googleapis.com/x".into(),
            game: "AbCdEfGhIjKl".into(),
            side: "black".into(),
            p256dh: String::new(),
            auth: String::new(),
            lang: "pl".into(),
        };
        let notice = Notice {
            side: Color::Black,
            kind: Kind::DrawOffer,
            about: 4,
        };
        let v: serde_json::Value = serde_json::from_slice(&payload(&s, &notice)).unwrap();
        assert_eq!(v["url"], "/pl/games/AbCdEfGhIjKl");
        assert_eq!(v["title"], words(Lang::Pl, &Kind::DrawOffer).0);
    }
}
