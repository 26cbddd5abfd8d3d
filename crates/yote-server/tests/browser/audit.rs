//! The accessibility audit: axe-core (vendored, `vendor/README.md`) run inside every page, in
//! Polish at phone size and in English on a desktop. Violations of impact "serious" or
//! "critical" fail the test, each printed with the elements at fault; lesser ones are printed.

use crate::harness::*;
use fantoccini::Client;
use serde_json::Value;

/// axe-core 4.14.1, injected into the page under test by the WebDriver script itself (so the
/// site's Content-Security-Policy, which allows only its own scripts, does not apply to it).
const AXE: &str = include_str!("vendor/axe.min.js");

/// The windows and languages audited: a phone (the size the phone tests use) in Polish (the
/// longest words and the plural forms, where the narrow screen is hardest on them), and a desktop
/// window in English. Each page in both languages at both sizes audited each page four times
/// over for what two of them find: axe's rules look at roles, names, contrast and the `lang`
/// attribute, which neither the width nor the language changes alone.
const SIZES: [(u32, u32, &str); 2] = [(360, 740, "pl"), (1280, 900, "en")];

/// The pages that need no game, as paths after the language prefix.
const SITE_PAGES: [&str; 16] = [
    "/",
    "/games",
    "/privacy",
    "/offline",
    "/new?mode=friend",
    "/new?mode=computer",
    "/new?mode=local",
    "/rules",
    "/variants",
    "/variants/standard",
    "/variants/hand-capture",
    "/variants/six-by-six",
    "/variants/bodogemu",
    "/variants/beart",
    "/no-such-page",
    "/games/NoSuchGame12",
];

/// Runs axe on the page shown; answers every violation (id, impact, help, nodes).
async fn axe(c: &Client) -> Vec<Value> {
    let script = format!(
        "if (!window.axe) {{ {AXE}\n }}\n\
         const result = await window.axe.run(document, {{ resultTypes: ['violations'] }});\n\
         return result.violations.map(v => ({{ id: v.id, impact: v.impact, help: v.help, \
           nodes: v.nodes.map(n => ({{ target: n.target.join(' '), html: n.html.slice(0, 160), \
             summary: n.failureSummary }})) }}));"
    );
    let found = js(c, &script).await;
    found.as_array().cloned().unwrap_or_default()
}

/// Audits the page shown as `what`: prints every violation, and answers the serious and
/// critical ones as readable lines.
pub(crate) async fn audit(c: &Client, what: &str) -> Vec<String> {
    let mut serious = vec![];
    for v in axe(c).await {
        let impact = v["impact"].as_str().unwrap_or("?");
        let mut text = format!("{what}: {} ({impact}): {}", v["id"], v["help"]);
        for node in v["nodes"].as_array().into_iter().flatten() {
            text.push_str(&format!(
                "\n    at {}: {}\n      {}",
                node["target"].as_str().unwrap_or(""),
                node["html"].as_str().unwrap_or(""),
                node["summary"]
                    .as_str()
                    .unwrap_or("")
                    .replace('\n', "\n      ")
            ));
        }
        println!("{text}");
        if matches!(impact, "serious" | "critical") {
            serious.push(text);
        }
    }
    serious
}

pub(crate) fn assert_clean(found: &[String], pages: usize) {
    assert!(pages > 0, "no page was audited");
    assert!(
        found.is_empty(),
        "{} serious or critical accessibility violations on {pages} pages:\n{}",
        found.len(),
        found.join("\n")
    );
}

/// Every page without a game (home, setup in each mode, rules, variants, 404s), in Polish on a
/// phone and in English on a desktop.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_site_page_passes_the_accessibility_audit() {
    let mut h = Harness::start().await;
    let mut found = vec![];
    let mut pages = 0;
    for (width, height, lang) in SIZES {
        let c = h.browser(width, height).await;
        for page in SITE_PAGES {
            c.goto(&h.url(&format!("/{lang}{page}")))
                .await
                .expect("open");
            until(&c, "document.readyState === 'complete'", "the page").await;
            let lang_seen = js(&c, "return document.documentElement.lang;").await;
            assert_eq!(lang_seen, lang, "{page}");
            found.extend(audit(&c, &format!("{width}px /{lang}{page}")).await);
            pages += 1;
        }
        screenshot(&c, &format!("audit-{width}")).await;
    }
    assert_clean(&found, pages);
    h.finish().await;
}

/// The game's pages: an invitation, a table waiting for the friend, a game in play (both
/// players' pages), a finished game with its banner, in Polish on a phone and in English on a
/// desktop.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn game_pages_pass_the_accessibility_audit() {
    let mut h = Harness::start().await;
    let mut found = vec![];
    let mut pages = 0;
    for (width, height, lang) in SIZES {
        let at = format!("{width}px {lang}");
        let a = h.browser(width, height).await;
        let b = h.browser(width, height).await;
        // A friend table, waiting.
        a.goto(&h.url(&format!("/{lang}/new?mode=friend&rules=standard")))
            .await
            .expect("the setup page");
        click(&a, "#create").await;
        until(
            &a,
            "document.getElementById('invite-link') && document.getElementById('invite-link').value !== ''",
            "the waiting table",
        )
        .await;
        found.extend(audit(&a, &format!("{at} waiting game")).await);
        // The invitation.
        let invite = js(&a, "return document.getElementById('invite-link').value;").await;
        let token = invite
            .as_str()
            .and_then(|u| u.rsplit('/').next())
            .expect("an invite link")
            .to_owned();
        b.goto(&h.url(&format!("/{lang}/invite/{token}")))
            .await
            .expect("the invitation");
        until(
            &b,
            "!document.getElementById('invite-facts').hidden",
            "the invitation's details",
        )
        .await;
        found.extend(audit(&b, &format!("{at} invitation")).await);
        // In play: the friend takes the seat; both pages.
        click(&b, "#take-seat").await;
        until(
            &b,
            "location.pathname.includes('/games/') && document.getElementById('game').getAttribute('aria-busy') === 'false'",
            "the game page",
        )
        .await;
        wait_my_turn(&a).await;
        found.extend(audit(&a, &format!("{at} in play, to move")).await);
        found.extend(audit(&b, &format!("{at} in play, waiting")).await);
        // With the hand selected: targets show on the board.
        click(&a, "button.hand[data-hand='white']").await;
        found.extend(audit(&a, &format!("{at} in play, hand selected")).await);
        click(&a, "button.hand[data-hand='white']").await;
        // Finished: White resigns (two clicks).
        click(&a, "#resign").await;
        click(&a, "#resign").await;
        until(
            &b,
            "!document.getElementById('banner').hidden",
            "the game-over banner",
        )
        .await;
        found.extend(audit(&b, &format!("{at} finished, banner")).await);
        until(
            &a,
            "!document.getElementById('banner').hidden",
            "the game-over banner",
        )
        .await;
        found.extend(audit(&a, &format!("{at} finished, resigned")).await);
        pages += 6;
        screenshot(&b, &format!("audit-finished-{width}-{lang}")).await;
    }
    assert_clean(&found, pages);
    h.finish().await;
}
