//! A push service for the tests, on 127.0.0.1 over HTTPS (its own certificate, which the
//! server under test is told to trust with `push_roots` / `--push-ca`): it receives the posts
//! as FCM or Mozilla's service would, checks the VAPID signature (RFC 8292: an ES256 JWT for
//! this service's origin, signed by the key it carries, expiring within a day), decrypts the
//! payload with the subscription's private key (RFC 8291), and keeps what it read. An endpoint
//! marked gone answers 410, as a service does for a subscription the browser dropped.

use std::collections::HashSet;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use http_body_util::{BodyExt, Full};
use hyper::body::{Bytes, Incoming};
use hyper::{Request, Response};
use hyper_util::rt::TokioIo;
use serde_json::{Value, json};
use web_push_native::jwt_simple::prelude::*;
use web_push_native::p256::elliptic_curve::sec1::ToEncodedPoint;
use web_push_native::{Auth, p256};

/// A browser's side of a subscription: its key pair and secret, and its endpoint here.
pub struct Browser {
    secret: p256::SecretKey,
    auth: [u8; 16],
    pub endpoint: String,
}

impl Browser {
    /// The subscription as a page sends it (`PushSubscription.toJSON()` and the page's
    /// language).
    pub fn subscription(&self, lang: &str) -> Value {
        let public = self.secret.public_key().to_encoded_point(false);
        json!({
            "endpoint": self.endpoint,
            "expirationTime": null,
            "keys": {
                "p256dh": URL_SAFE_NO_PAD.encode(public.as_bytes()),
                "auth": URL_SAFE_NO_PAD.encode(self.auth),
            },
            "lang": lang,
        })
    }
}

/// What the service received and read.
#[derive(Debug, Clone)]
pub struct Received {
    /// The endpoint's path.
    pub path: String,
    /// The decrypted payload (JSON).
    pub payload: Value,
    /// The VAPID public key the post carried (base64url).
    pub vapid_key: String,
    /// The JWT's `sub`.
    pub subject: String,
    /// The `TTL` header, in seconds.
    pub ttl: u64,
    /// The status answered.
    pub status: u16,
}

#[derive(Default)]
struct Shared {
    browsers: Vec<(String, p256::SecretKey, [u8; 16])>,
    received: Vec<Received>,
    gone: HashSet<String>,
    /// Posts refused, with why (a bad signature, a payload that does not decrypt).
    refused: Vec<String>,
}

pub struct PushService {
    pub addr: SocketAddr,
    /// The service's certificate (PEM), for the server's `push_roots`.
    pub certificate: String,
    shared: Arc<Mutex<Shared>>,
}

impl PushService {
    pub async fn start() -> PushService {
        let _ = rustls::crypto::ring::default_provider().install_default();
        let cert = rcgen::generate_simple_self_signed(vec!["127.0.0.1".into(), "localhost".into()])
            .expect("a certificate");
        let certificate = cert.cert.pem();
        let key = rustls::pki_types::PrivateKeyDer::try_from(cert.key_pair.serialize_der())
            .expect("a key");
        let config = rustls::ServerConfig::builder()
            .with_no_client_auth()
            .with_single_cert(vec![cert.cert.der().clone()], key)
            .expect("a TLS config");
        let acceptor = tokio_rustls::TlsAcceptor::from(Arc::new(config));
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let shared = Arc::new(Mutex::new(Shared::default()));
        let state = Arc::clone(&shared);
        tokio::spawn(async move {
            loop {
                let Ok((tcp, _)) = listener.accept().await else {
                    return;
                };
                let (acceptor, state) = (acceptor.clone(), Arc::clone(&state));
                tokio::spawn(async move {
                    let Ok(tls) = acceptor.accept(tcp).await else {
                        return;
                    };
                    let service = hyper::service::service_fn(move |req| {
                        let state = Arc::clone(&state);
                        async move { Ok::<_, hyper::Error>(answer(req, addr, &state).await) }
                    });
                    let _ = hyper::server::conn::http1::Builder::new()
                        .serve_connection(TokioIo::new(tls), service)
                        .await;
                });
            }
        });
        PushService {
            addr,
            certificate,
            shared,
        }
    }

    /// The host entry that lets the server send here (`push_services`).
    pub fn host(&self) -> String {
        self.addr.to_string()
    }

    /// A new browser subscribed here.
    pub fn browser(&self) -> Browser {
        let secret = p256::SecretKey::from_slice(&rand::random::<[u8; 32]>()).expect("a scalar");
        let auth: [u8; 16] = rand::random();
        let path = format!(
            "/push/{}",
            URL_SAFE_NO_PAD.encode(rand::random::<[u8; 12]>())
        );
        self.shared
            .lock()
            .unwrap()
            .browsers
            .push((path.clone(), secret.clone(), auth));
        Browser {
            secret,
            auth,
            endpoint: format!("https://{}{path}", self.addr),
        }
    }

    /// The browser's endpoint answers 410 Gone from now on.
    pub fn gone(&self, browser: &Browser) {
        let path = browser
            .endpoint
            .split(&self.addr.to_string())
            .nth(1)
            .unwrap();
        self.shared.lock().unwrap().gone.insert(path.to_owned());
    }

    /// Everything received so far.
    pub fn received(&self) -> Vec<Received> {
        self.shared.lock().unwrap().received.clone()
    }

    /// What was received for `browser`.
    pub fn received_by(&self, browser: &Browser) -> Vec<Received> {
        self.received()
            .into_iter()
            .filter(|r| browser.endpoint.ends_with(&r.path))
            .collect()
    }

    /// The posts refused, with why.
    pub fn refused(&self) -> Vec<String> {
        self.shared.lock().unwrap().refused.clone()
    }

    /// Waits (up to 10 s) until `browser` has received `n` notices; answers them.
    pub async fn wait_for(&self, browser: &Browser, n: usize) -> Vec<Received> {
        let deadline = tokio::time::Instant::now() + std::time::Duration::from_secs(10);
        loop {
            let got = self.received_by(browser);
            if got.len() >= n {
                return got;
            }
            assert!(
                tokio::time::Instant::now() < deadline,
                "{} notices of {n} within 10 s: {got:?}; refused: {:?}",
                got.len(),
                self.refused()
            );
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        }
    }
}

fn reply(status: u16) -> Response<Full<Bytes>> {
    Response::builder()
        .status(status)
        .body(Full::new(Bytes::new()))
        .unwrap()
}

async fn answer(
    req: Request<Incoming>,
    addr: SocketAddr,
    shared: &Mutex<Shared>,
) -> Response<Full<Bytes>> {
    let path = req.uri().path().to_owned();
    let header = |name: &str| {
        req.headers()
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_owned()
    };
    let (authorization, encoding, ttl) = (
        header("authorization"),
        header("content-encoding"),
        header("ttl"),
    );
    let body = req
        .into_body()
        .collect()
        .await
        .map(|b| b.to_bytes().to_vec())
        .unwrap_or_default();
    let refuse = |why: String| {
        shared.lock().unwrap().refused.push(why);
        reply(400)
    };
    // RFC 8292: `vapid t=<JWT>, k=<public key>`.
    let Some((token, key)) = authorization
        .strip_prefix("vapid t=")
        .and_then(|rest| rest.split_once(", k="))
    else {
        return refuse(format!("no VAPID authorization: {authorization:?}"));
    };
    let Ok(key_bytes) = URL_SAFE_NO_PAD.decode(key) else {
        return refuse("the VAPID key is not base64url".into());
    };
    let Ok(public) = ES256PublicKey::from_bytes(&key_bytes) else {
        return refuse("the VAPID key is not a P-256 point".into());
    };
    let audience = format!("https://{addr}");
    let options = VerificationOptions {
        allowed_audiences: Some(HashSet::from_strings(&[&audience])),
        ..Default::default()
    };
    let claims = match public.verify_token::<NoCustomClaims>(token, Some(options)) {
        Ok(c) => c,
        Err(e) => return refuse(format!("the VAPID JWT does not verify for {audience}: {e}")),
    };
    let now = Clock::now_since_epoch();
    match claims.expires_at {
        Some(exp) if exp > now && exp <= now + Duration::from_hours(24) => {}
        other => {
            return refuse(format!(
                "the VAPID JWT's exp is not within a day: {other:?}"
            ));
        }
    }
    if encoding != "aes128gcm" {
        return refuse(format!("Content-Encoding {encoding:?}"));
    }
    let browser = shared
        .lock()
        .unwrap()
        .browsers
        .iter()
        .find(|(p, _, _)| *p == path)
        .map(|(_, s, a)| (s.clone(), *a));
    let Some((secret, auth)) = browser else {
        return reply(404);
    };
    let Ok(plain) = web_push_native::decrypt(body, &secret, &Auth::clone_from_slice(&auth)) else {
        return refuse("the payload does not decrypt with the subscription's keys".into());
    };
    let Ok(payload) = serde_json::from_slice::<Value>(&plain) else {
        return refuse("the payload is not JSON".into());
    };
    let mut shared = shared.lock().unwrap();
    let status = if shared.gone.contains(&path) {
        410
    } else {
        201
    };
    shared.received.push(Received {
        path,
        payload,
        vapid_key: key.to_owned(),
        subject: claims.subject.unwrap_or_default(),
        ttl: ttl.parse().unwrap_or(0),
        status,
    });
    reply(status)
}
