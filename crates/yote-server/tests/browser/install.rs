//! The site is installable: the manifest the pages link to, its icons, and what Chromium says
//! about installing it.

use crate::budgets::cdp;
use crate::harness::*;
use serde_json::json;

/// The home page at phone size links a manifest whose icons all load at their stated sizes, with
/// a theme colour and an Apple touch icon; Chromium finds nothing missing but a service worker.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_site_is_installable_with_a_manifest_and_icons() {
    let mut h = Harness::start().await;
    let c = h.browser(360, 740).await;
    c.goto(&h.url("/en/")).await.expect("open");
    let found = js(
        &c,
        r#"
        const link = document.querySelector('link[rel=manifest]');
        const r = await fetch(link.href);
        const manifest = await r.json();
        const load = src => new Promise(done => {
          const img = new Image();
          img.onload = () => done({ src, w: img.naturalWidth, h: img.naturalHeight });
          img.onerror = () => done({ src, w: 0, h: 0 });
          img.src = src;
        });
        const icons = await Promise.all(manifest.icons.map(async i => ({ ...i, ...(await load(new URL(i.src, link.href).href)) })));
        const apple = await load(document.querySelector('link[rel=apple-touch-icon]').href);
        return { type: r.headers.get('content-type'), manifest, icons, apple,
                 theme: document.querySelector('meta[name=theme-color]').content };
        "#,
    )
    .await;
    println!("{found:#}");
    assert_eq!(found["type"], "application/manifest+json");
    let manifest = &found["manifest"];
    assert_eq!(manifest["name"], "Yoté");
    assert_eq!(manifest["short_name"], "Yoté");
    // The manifest of the page's language: its start page, language and direction.
    assert_eq!(manifest["start_url"], "/en/");
    assert_eq!(manifest["lang"], "en");
    assert_eq!(manifest["dir"], "ltr");
    assert_eq!(manifest["id"], "/", "one app whatever the language");
    assert_eq!(manifest["scope"], "/");
    assert_eq!(manifest["display"], "standalone");
    assert_eq!(manifest["theme_color"], found["theme"], "one theme colour");
    let icons = found["icons"].as_array().expect("icons");
    for icon in icons {
        let (w, ht) = (icon["w"].as_u64().unwrap(), icon["h"].as_u64().unwrap());
        assert!(w > 0 && w == ht, "{icon} does not load as a square");
        match icon["sizes"].as_str().unwrap() {
            "any" => assert_eq!(icon["type"], "image/svg+xml", "{icon}"),
            sizes => assert_eq!(sizes, format!("{w}x{ht}"), "{icon} has another size"),
        }
    }
    let sizes = |purpose: &str| -> Vec<u64> {
        icons
            .iter()
            .filter(|i| i["purpose"] == purpose)
            .filter_map(|i| i["w"].as_u64())
            .collect()
    };
    assert!(
        sizes("any").contains(&192) && sizes("any").contains(&512),
        "192 and 512 icons"
    );
    assert!(sizes("maskable").contains(&512), "a maskable icon");
    assert_eq!(
        (found["apple"]["w"].as_u64(), found["apple"]["h"].as_u64()),
        (Some(180), Some(180)),
        "the Apple touch icon"
    );

    // What Chromium finds missing to install the site (headless: from the DevTools protocol).
    let errors = cdp(&c, "Page.getInstallabilityErrors", json!({})).await;
    println!("installability errors: {errors}");
    let ids: Vec<&str> = errors["installabilityErrors"]
        .as_array()
        .expect("a list")
        .iter()
        .filter_map(|e| e["errorId"].as_str())
        .collect();
    assert!(
        ids.iter()
            .all(|id| ["no-matching-service-worker", "not-offline-capable"].contains(id)),
        "Chromium finds more than the service worker missing: {errors}"
    );
    let manifest = cdp(&c, "Page.getAppManifest", json!({})).await;
    assert_eq!(
        manifest["errors"].as_array().map(Vec::len),
        Some(0),
        "Chromium reads the manifest without errors: {manifest}"
    );
    screenshot(&c, "installable-home-phone").await;
    h.finish().await;
}
