//! What the two players of a game say to each other (docs/protocol.md §3.4): preset phrases in
//! every game between two people, sent as ids and shown in each reader's language, and typed
//! lines in friend games. Only the players read them; they are kept with the game for its
//! players, never in its record. `judge` is pure; [`Talk`] owns what was said (keeps a line,
//! tells the other nodes, reads what they kept) and answers the message for the players here.

use crate::model::words::Words;
use crate::model::{Code, Live, Player, Role};
use crate::protocol::{ChatLineView, ServerMessage};
use crate::store::chat::ChatLine;
use crate::store::{Change, Store};

use super::command::Services;
use super::referee::{Refusal, Request, refuse};

/// The preset phrases, by id: three for the start, one answer, four for the end (lichess's).
pub const PHRASES: [&str; 8] = [
    "hello",
    "good-luck",
    "have-fun",
    "you-too",
    "good-game",
    "well-played",
    "thank-you",
    "bye",
];
/// A typed line's length at most, in characters: a sentence on a phone's screen, as a
/// message's preview shows it.
pub const CHAT_MAX_CHARS: usize = 140;
/// A player's typed lines at most, one a second: faster is a flood, not a conversation.
pub const CHAT_EVERY_MS: i64 = 1000;
/// A player's typed lines in one game at most: a long correspondence game's talk, with room to
/// spare; past it, the chat is a channel for something else.
pub const CHAT_LINES_A_GAME: usize = 200;

/// The line `request` would add to the chat `said` so far, or why not.
pub fn judge(
    live: &Live,
    role: Role,
    request: &Request,
    said: &[ChatLine],
    now: i64,
    words: &Words,
) -> Result<ChatLine, Refusal> {
    let no_chat = |reason: &str, message: &str| {
        refuse(Code::NoChat, message.to_owned()).arg("reason", reason)
    };
    let side = match role {
        Role::Seat(c) => c,
        Role::Watcher => {
            return Err(no_chat(
                "watcher",
                "only the players of a game talk in it: you are watching",
            ));
        }
        Role::Both => {
            return Err(no_chat(
                "one-device",
                "both sides play on this device: there is nobody to talk to",
            ));
        }
    };
    match live.players[(!side).index()] {
        Player::Human => {}
        Player::Computer { .. } => {
            return Err(no_chat("computer", "the computer does not read the chat"));
        }
        Player::Open => {
            return Err(no_chat(
                "no-opponent",
                "nobody has taken the other seat yet",
            ));
        }
    }
    let mine: Vec<&ChatLine> = said.iter().filter(|l| l.side == side.name()).collect();
    let (phrase, text) = match request {
        Request::Say { phrase } => {
            if !PHRASES.contains(&phrase.as_str()) {
                return Err(refuse(
                    Code::BadPhrase,
                    format!(
                        "'{phrase}' is not a phrase: expected one of {}",
                        PHRASES.join(", ")
                    ),
                )
                .arg("phrase", phrase));
            }
            if mine.iter().any(|l| l.phrase.as_deref() == Some(phrase)) {
                return Err(
                    refuse(Code::PhraseUsed, "you have already said this in this game")
                        .arg("phrase", phrase),
                );
            }
            (Some(phrase.clone()), None)
        }
        Request::Chat { text } => {
            // A lobby game is a friend table the lobby made: it has no invite.
            if live.table.invite.is_none() {
                return Err(no_chat(
                    "lobby",
                    "games with players you do not know have the phrases only",
                ));
            }
            let text = text.trim();
            let bad = |reason: &str, message: String| {
                refuse(Code::BadChat, message)
                    .arg("reason", reason)
                    .arg("max", CHAT_MAX_CHARS)
            };
            if text.is_empty() {
                return Err(bad("empty", "an empty line says nothing".into()));
            }
            if text.chars().count() > CHAT_MAX_CHARS {
                return Err(bad(
                    "length",
                    format!("a line has at most {CHAT_MAX_CHARS} characters"),
                ));
            }
            if text.chars().any(breaks_a_line) {
                return Err(bad(
                    "characters",
                    "a line holds no control characters (no line breaks)".into(),
                ));
            }
            if words.in_line(text) {
                return Err(bad(
                    "words",
                    "the line holds a word this site refuses (docs/moderation.md \"Word lists\")"
                        .into(),
                ));
            }
            let typed: Vec<&&ChatLine> = mine.iter().filter(|l| l.text.is_some()).collect();
            if typed.len() >= CHAT_LINES_A_GAME {
                return Err(refuse(
                    Code::ChatFull,
                    format!("you have typed {CHAT_LINES_A_GAME} lines in this game: that is all"),
                )
                .arg("limit", CHAT_LINES_A_GAME));
            }
            if typed.last().is_some_and(|l| now - l.at < CHAT_EVERY_MS) {
                return Err(refuse(
                    Code::ChatTooFast,
                    "one line a second at most: wait a moment",
                ));
            }
            (None, Some(text.to_owned()))
        }
        _ => return Err(refuse(Code::NoChat, "not something said")),
    };
    Ok(ChatLine {
        side: side.name().to_owned(),
        phrase,
        text,
        at: now,
        hidden: false,
    })
}

/// Whether `c` has no place in a line of chat: a control character (LF, CR, NUL, ESC, NEL…),
/// a line or paragraph separator (U+2028, U+2029: Unicode's only characters of the categories
/// Zl and Zp), or a bidirectional control that reorders what follows it (the embeddings and
/// overrides U+202A–U+202E, the isolates U+2066–U+2069), with which a line shows other
/// words than it holds. The marks (U+200E, U+200F, U+061C) stay: they reorder nothing, and
/// right-to-left text needs them beside digits and punctuation.
pub fn breaks_a_line(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{2028}' | '\u{2029}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

fn view(line: &ChatLine) -> ChatLineView {
    ChatLineView {
        side: line.side.clone(),
        phrase: line.phrase.clone(),
        text: line.text.clone(),
        at: line.at,
    }
}

/// A game's talk: the lines its players said, read from the store the first time they are
/// needed, kept, and told to the other nodes.
#[derive(Default)]
pub(super) struct Talk {
    lines: Option<Vec<ChatLine>>,
}

impl Talk {
    /// Reads the chat from the store the first time it is needed.
    async fn read(&mut self, store: &dyn Store, game: &str) -> Result<&[ChatLine], Refusal> {
        if self.lines.is_none() {
            let lines = store.chat(game).await.map_err(|e| {
                tracing::warn!(%game, error = %e, "cannot read the chat");
                refuse(Code::Internal, "the chat cannot be read now: try again")
            })?;
            self.lines = Some(lines);
        }
        Ok(self.lines.as_deref().unwrap_or_default())
    }

    /// A player says something (`request`, a phrase or a line): judged, kept, and told to the
    /// other nodes; the `chat` message to send the players here, and the only side to send it
    /// to when its player is silenced.
    pub(super) async fn say(
        &mut self,
        services: &Services,
        live: &Live,
        role: Role,
        request: &Request,
    ) -> Result<(String, Option<String>), Refusal> {
        let (store, game) = (services.store.as_ref(), live.table.id.clone());
        let now = services.now();
        let said = self.read(store, &game).await?;
        let mut line = judge(live, role, request, said, now, &services.config.words)?;
        // A silenced player's line is theirs only (docs/moderation.md "Silence"): read at
        // each line, so that a silence given on any node holds from the next line on.
        line.hidden = match store.silenced_in(&game, &line.side, now).await {
            Ok(silenced) => silenced,
            Err(e) => {
                tracing::warn!(%game, error = %e, "cannot read whether a player is silenced");
                false
            }
        };
        let only = line.hidden.then(|| line.side.clone());
        if let Err(e) = store.add_chat(&game, &line).await {
            tracing::warn!(%game, error = %e, "cannot keep a line of the chat");
            return Err(refuse(
                Code::Internal,
                "the line could not be kept: try again",
            ));
        }
        let text = message(std::slice::from_ref(&line), false);
        if let Some(lines) = self.lines.as_mut() {
            lines.push(line);
        }
        if let Some(node) = services.node {
            store.tell(Change::Chat { node, game });
        }
        Ok((text, only))
    }

    /// The chat so far, for a player at `side` who just said hello, if there is any.
    pub(super) async fn history(
        &mut self,
        store: &dyn Store,
        game: &str,
        side: &str,
    ) -> Option<String> {
        let lines = for_side(self.read(store, game).await.ok()?, side);
        (!lines.is_empty()).then(|| message(&lines, true))
    }

    /// Another node kept a line: for each side (white, black), what its player here has not
    /// seen, if anything.
    pub(super) async fn elsewhere(
        &mut self,
        store: &dyn Store,
        game: &str,
    ) -> Option<[Option<String>; 2]> {
        // Nobody here has read the chat yet: a hello reads it.
        let known = self.lines.as_ref()?.len();
        match store.chat(game).await {
            Ok(lines) => {
                let new = (lines.len() > known).then(|| {
                    ["white", "black"].map(|side| {
                        let seen = for_side(&lines[known..], side);
                        (!seen.is_empty()).then(|| message(&seen, false))
                    })
                });
                self.lines = Some(lines);
                new
            }
            Err(e) => {
                tracing::warn!(%game, error = %e, "cannot read the chat");
                None
            }
        }
    }
}

/// The lines the player at `side` reads: all but the other side's hidden ones.
fn for_side(lines: &[ChatLine], side: &str) -> Vec<ChatLine> {
    lines
        .iter()
        .filter(|l| !l.hidden || l.side == side)
        .cloned()
        .collect()
}

/// The `chat` message with `lines`.
fn message(lines: &[ChatLine], history: bool) -> String {
    ServerMessage::Chat {
        lines: lines.iter().map(view).collect(),
        history,
    }
    .text()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::testing::*;
    use yote_rules::Color;

    fn say(phrase: &str) -> Request {
        Request::Say {
            phrase: phrase.into(),
        }
    }

    fn chat(text: &str) -> Request {
        Request::Chat { text: text.into() }
    }

    #[test]
    fn the_players_say_each_phrase_once_and_watchers_say_nothing() {
        let live = game(None);
        let white = Role::Seat(Color::White);
        let line = judge(&live, white, &say("good-luck"), &[], 5, &Words::shipped()).unwrap();
        assert_eq!(
            (line.side.as_str(), line.phrase.as_deref()),
            ("white", Some("good-luck"))
        );
        let said = [line];
        assert_eq!(
            judge(&live, white, &say("good-luck"), &said, 6, &Words::shipped())
                .unwrap_err()
                .code,
            "phrase-used"
        );
        assert!(
            judge(
                &live,
                Role::Seat(Color::Black),
                &say("good-luck"),
                &said,
                6,
                &Words::shipped()
            )
            .is_ok()
        );
        assert_eq!(
            judge(&live, white, &say("gg-ez"), &said, 6, &Words::shipped())
                .unwrap_err()
                .code,
            "bad-phrase"
        );
        let watcher = judge(
            &live,
            Role::Watcher,
            &say("hello"),
            &said,
            6,
            &Words::shipped(),
        )
        .unwrap_err();
        assert_eq!(
            (watcher.code.as_str(), watcher.args["reason"].as_str()),
            ("no-chat", Some("watcher"))
        );
    }

    #[test]
    fn typed_lines_are_for_friend_tables_short_clean_and_not_too_fast() {
        let mut live = game(None);
        let white = Role::Seat(Color::White);
        live.table.invite = None;
        assert_eq!(
            judge(&live, white, &chat("hi"), &[], 0, &Words::shipped())
                .unwrap_err()
                .args["reason"],
            "lobby"
        );
        live.table.invite = Some("invite".into());
        let line = judge(
            &live,
            white,
            &chat("  bonne chance <b>!</b> "),
            &[],
            0,
            &Words::shipped(),
        )
        .unwrap();
        assert_eq!(
            line.text.as_deref(),
            Some("bonne chance <b>!</b>"),
            "kept as text, trimmed"
        );
        let reason = |r: Result<ChatLine, Refusal>| r.unwrap_err().args["reason"].clone();
        assert_eq!(
            reason(judge(&live, white, &chat("   "), &[], 0, &Words::shipped())),
            "empty"
        );
        assert_eq!(
            reason(judge(
                &live,
                white,
                &chat(&"é".repeat(141)),
                &[],
                0,
                &Words::shipped()
            )),
            "length"
        );
        assert!(
            judge(
                &live,
                white,
                &chat(&"é".repeat(140)),
                &[],
                0,
                &Words::shipped()
            )
            .is_ok()
        );
        assert_eq!(
            reason(judge(
                &live,
                white,
                &chat("a\nb"),
                &[],
                0,
                &Words::shipped()
            )),
            "characters"
        );
        for sneaky in [
            "a\u{2028}b",
            "a\u{2029}b",
            "a\u{0085}b",
            "a\u{202A}b",
            "a\u{202B}b",
            "a\u{202C}b",
            "a\u{202D}b",
            "gg \u{202E}pw",
            "a\u{2066}b",
            "a\u{2067}b",
            "a\u{2068}b",
            "a\u{2069}b",
        ] {
            assert_eq!(
                reason(judge(
                    &live,
                    white,
                    &chat(sneaky),
                    &[],
                    0,
                    &Words::shipped()
                )),
                "characters",
                "{sneaky:?}"
            );
        }
        // A word of the lists, in any case or look-alike letters; the same letters inside an
        // innocent word pass.
        for rude in ["quel CONNARD", "t'es une salope", "Ｓｈｉｔ!", "يا شرموطة"] {
            assert_eq!(
                reason(judge(&live, white, &chat(rude), &[], 0, &Words::shipped())),
                "words",
                "{rude}"
            );
        }
        assert!(
            judge(
                &live,
                white,
                &chat("des grapes, Scunthorpe"),
                &[],
                0,
                &Words::shipped()
            )
            .is_ok()
        );
        // The marks reorder nothing: they stay, for right-to-left text.
        for mark in ["\u{200E}", "\u{200F}", "\u{061C}"] {
            assert!(
                judge(
                    &live,
                    white,
                    &chat(&format!("شكرا{mark}!")),
                    &[],
                    0,
                    &Words::shipped()
                )
                .is_ok()
            );
        }
        let said = [line];
        assert_eq!(
            judge(&live, white, &chat("again"), &said, 500, &Words::shipped())
                .unwrap_err()
                .code,
            "chat-too-fast"
        );
        assert!(judge(&live, white, &chat("again"), &said, 1000, &Words::shipped()).is_ok());
        let many: Vec<ChatLine> = (0..CHAT_LINES_A_GAME as i64)
            .map(|i| ChatLine {
                at: i * 2000,
                ..said[0].clone()
            })
            .collect();
        assert_eq!(
            judge(
                &live,
                white,
                &chat("one more"),
                &many,
                1_000_000,
                &Words::shipped()
            )
            .unwrap_err()
            .code,
            "chat-full"
        );
    }
}
