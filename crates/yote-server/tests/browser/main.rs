//! The site in a real browser: Chromium driven through chromedriver, against the real server.
//!
//! Needs `chromium` and `chromium-driver` (Debian packages); the tests fail, saying so, when they
//! are missing. Each test leaves a screenshot in `test-artifacts/screenshots/`.

mod harness;

use harness::*;

/// Every page, as paths after the language prefix.
const PAGES: [&str; 8] = [
    "/",
    "/new",
    "/rules",
    "/variants/standard",
    "/variants/hand-capture",
    "/variants/six-by-six",
    "/variants/bodogemu",
    "/variants/beart",
];

/// Checks that nothing sticks out of the window on the page shown; returns the offenders.
const OVERFLOW_CHECK: &str = r#"
const w = document.documentElement.clientWidth;
const bad = [];
if (document.documentElement.scrollWidth > w + 1) bad.push('page ' + document.documentElement.scrollWidth + ' > ' + w);
for (const el of document.querySelectorAll('body *')) {
  if (el.closest('.visually-hidden, .table-wrap, .moves, .skip, [hidden], script, .langs ul')) continue;
  const r = el.getBoundingClientRect();
  if (r.width === 0 && r.height === 0) continue;
  if (r.right > w + 1 || r.left < -1) bad.push(el.tagName + '.' + el.className + ' ' + Math.round(r.left) + '..' + Math.round(r.right));
}
return bad.slice(0, 10);
"#;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn language_switch_works_on_every_page() {
    let mut h = Harness::start().await;
    let c = h.browser(1280, 900).await;
    let commit = env!("YOTE_COMMIT_FOR_TESTS");
    for page in PAGES {
        c.goto(&h.url(&format!("/en{page}"))).await.expect("open");
        let lang = js(&c, "return document.documentElement.lang;").await;
        assert_eq!(lang, "en", "{page}");
        let footer = js(&c, "return document.querySelector('.foot .version').textContent;").await;
        assert_eq!(footer, format!("v0.1.0 · {commit}"), "{page}");
        let english = js(&c, "return document.querySelector('h1').textContent;").await;
        for target in ["fr", "pl", "nb", "en"] {
            click(&c, ".langs summary").await;
            click(&c, &format!(".langs a[data-lang='{target}']")).await;
            until(&c, &format!("document.documentElement.lang === '{target}'"), target).await;
            let path = c.current_url().await.expect("url").path().to_owned();
            assert_eq!(path, format!("/{target}{page}"));
            let skip = js(&c, "return document.querySelector('.skip').getAttribute('href');").await;
            assert_eq!(skip, "#main");
            if target != "en" {
                let heading = js(&c, "return document.querySelector('h1').textContent;").await;
                assert_ne!(heading, english, "{page} in {target} still shows the English heading");
            }
        }
    }
    screenshot(&c, "language-switch").await;
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn phone_layout_cuts_nothing_off() {
    let mut h = Harness::start().await;
    let c = h.browser(360, 740).await;
    for page in PAGES {
        c.goto(&h.url(&format!("/fr{page}"))).await.expect("open");
        let width = js(&c, "return window.innerWidth;").await;
        assert_eq!(width, 360, "the window is phone-sized");
        let bad = js(&c, OVERFLOW_CHECK).await;
        assert_eq!(bad, serde_json::json!([]), "/fr{page} at 360 px");
        let name = format!("phone-fr{}", page.replace('/', "-")).replace("--", "-");
        screenshot(&c, name.trim_end_matches('-')).await;
    }
    h.finish().await;
}
