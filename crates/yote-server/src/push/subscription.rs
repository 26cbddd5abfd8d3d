//! A subscription as a page sends it, checked before it is kept (docs/protocol.md §5). Pure.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use serde::Deserialize;

/// Endpoints longer than this are refused: the push services' endpoints are under 500 bytes
/// (FCM's about 200, Mozilla's about 250, Apple's about 130); four times that leaves room for
/// a service that grows without letting a row grow without end.
pub const MAX_ENDPOINT_BYTES: usize = 2048;

/// The subscription's JSON, as `PushSubscription.toJSON()` gives it, with the page's language.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Given {
    pub endpoint: String,
    /// When the browser will end the subscription (Unix ms), `null` for never: not kept, the
    /// push service's 404 or 410 says when a subscription is gone.
    #[serde(default, rename = "expirationTime")]
    pub _expiration_time: Option<f64>,
    pub keys: GivenKeys,
    #[serde(default)]
    pub lang: Option<String>,
}

/// The subscription's keys: the browser's P-256 public key and its authentication secret.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GivenKeys {
    pub p256dh: String,
    pub auth: String,
}

/// Why a subscription is refused: the reason's name and what to say.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bad {
    pub reason: &'static str,
    pub message: String,
}

fn bad(reason: &'static str, message: impl Into<String>) -> Bad {
    Bad {
        reason,
        message: message.into(),
    }
}

/// Whether `host` is on the list `services` (`*.example.com` matches its subdomains; an entry
/// may carry a port, `127.0.0.1:8443`, which must then match).
pub fn allowed(services: &[String], host: &str, port: Option<u16>) -> bool {
    let host = host.to_ascii_lowercase();
    services.iter().any(|entry| {
        let (name, entry_port) = match entry.rsplit_once(':') {
            Some((n, p)) if p.parse::<u16>().is_ok() => (n, p.parse::<u16>().ok()),
            _ => (entry.as_str(), None),
        };
        if entry_port.is_some() && entry_port != port {
            return false;
        }
        match name.strip_prefix("*.") {
            Some(domain) => host.ends_with(&format!(".{domain}")),
            None => host == name,
        }
    })
}

/// The endpoint's and keys' checks: an https URL of an allowed push service, a P-256 public
/// key, a 16-byte secret.
pub fn check(given: &Given, services: &[String]) -> Result<(), Bad> {
    if given.endpoint.len() > MAX_ENDPOINT_BYTES {
        return Err(bad(
            "endpoint-long",
            format!("the endpoint is longer than {MAX_ENDPOINT_BYTES} bytes"),
        ));
    }
    let uri: axum::http::Uri = given
        .endpoint
        .parse()
        .map_err(|_| bad("endpoint-malformed", "the endpoint is not a URL"))?;
    if uri.scheme_str() != Some("https") {
        return Err(bad(
            "endpoint-not-https",
            "the endpoint must be an https URL: notices are sent encrypted, to https only",
        ));
    }
    let Some(authority) = uri.authority() else {
        return Err(bad("endpoint-malformed", "the endpoint has no host"));
    };
    if authority.as_str().contains('@') {
        return Err(bad(
            "endpoint-malformed",
            "the endpoint carries a user name",
        ));
    }
    if !allowed(services, authority.host(), authority.port_u16()) {
        return Err(bad(
            "endpoint-unknown-service",
            format!(
                "{} is not a push service this site sends to",
                authority.host()
            ),
        ));
    }
    let key = URL_SAFE_NO_PAD
        .decode(given.keys.p256dh.trim_end_matches('='))
        .map_err(|_| bad("bad-key", "keys.p256dh is not base64url"))?;
    if web_push_native::p256::PublicKey::from_sec1_bytes(&key).is_err() || key.len() != 65 {
        return Err(bad(
            "bad-key",
            "keys.p256dh is not an uncompressed P-256 public key (65 bytes)",
        ));
    }
    let auth = URL_SAFE_NO_PAD
        .decode(given.keys.auth.trim_end_matches('='))
        .map_err(|_| bad("bad-auth", "keys.auth is not base64url"))?;
    if auth.len() != 16 {
        return Err(bad("bad-auth", "keys.auth is not a 16-byte secret"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn given(endpoint: &str, p256dh: &str, auth: &str) -> Given {
        Given {
            endpoint: endpoint.into(),
            _expiration_time: None,
            keys: GivenKeys {
                p256dh: p256dh.into(),
                auth: auth.into(),
            },
            lang: None,
        }
    }

    /// A real browser key (RFC 8291's example).
    const KEY: &str =
        "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4";
    const AUTH: &str = "BTBZMqHH6r4Tts7J_aSIgg";

    fn services() -> Vec<String> {
        crate::config::DEFAULT_PUSH_SERVICES
            .iter()
            .map(|s| s.to_string())
            .collect()
    }

    fn reason(g: &Given) -> &'static str {
        check(g, &services()).err().map_or("ok", |b| b.reason)
    }

    #[test]
    fn the_push_services_https_endpoints_and_good_keys_pass() {
        let fcm = "https://fcm.googleapis.com/fcm/send/abc:def";
        assert_eq!(reason(&given(fcm, KEY, AUTH)), "ok");
        let moz = "https://updates.push.services.mozilla.com/wpush/v2/gAAAA";
        assert_eq!(reason(&given(moz, KEY, AUTH)), "ok");
        let wns = "https://db5p.notify.windows.com/w/?token=x";
        assert_eq!(reason(&given(wns, KEY, AUTH)), "ok");
    }

    #[test]
    fn other_endpoints_are_refused_with_their_reason() {
        let http = "http://fcm.googleapis.com/fcm/send/abc";
        assert_eq!(reason(&given(http, KEY, AUTH)), "endpoint-not-https");
        let elsewhere = "https://127.0.0.1/fcm/send/abc";
        assert_eq!(
            reason(&given(elsewhere, KEY, AUTH)),
            "endpoint-unknown-service"
        );
        let lookalike = "https://evilfcm.googleapis.com.example/x";
        assert_eq!(
            reason(&given(lookalike, KEY, AUTH)),
            "endpoint-unknown-service"
        );
        let user = "https://me@fcm.googleapis.com/x";
        assert_eq!(reason(&given(user, KEY, AUTH)), "endpoint-malformed");
        assert_eq!(reason(&given("not a url", KEY, AUTH)), "endpoint-malformed");
        let long = format!("https://fcm.googleapis.com/{}", "a".repeat(3000));
        assert_eq!(reason(&given(&long, KEY, AUTH)), "endpoint-long");
    }

    #[test]
    fn keys_that_are_not_a_curve_point_or_a_16_byte_secret_are_refused() {
        let fcm = "https://fcm.googleapis.com/fcm/send/abc";
        assert_eq!(reason(&given(fcm, "not base64!", AUTH)), "bad-key");
        let short = &KEY[..40];
        assert_eq!(reason(&given(fcm, short, AUTH)), "bad-key");
        let off_curve = format!("BA{}", &"A".repeat(85));
        assert_eq!(reason(&given(fcm, &off_curve, AUTH)), "bad-key");
        assert_eq!(reason(&given(fcm, KEY, "AAAA")), "bad-auth");
    }

    #[test]
    fn a_listed_port_must_match() {
        let list = vec!["127.0.0.1:8443".to_string()];
        assert!(allowed(&list, "127.0.0.1", Some(8443)));
        assert!(!allowed(&list, "127.0.0.1", Some(443)));
        assert!(!allowed(&list, "127.0.0.1", None));
    }
}
