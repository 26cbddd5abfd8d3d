//! Web Push notifications (docs/protocol.md §5): the deployment's VAPID key pair, made at
//! first start and kept in the database (one pair shared by every node), the subscriptions a
//! seat asked for, and the sending: a notice claimed in the store (so that of several nodes one
//! sends it), written in the subscription's language, encrypted for the browser (RFC 8291) and
//! signed for the push service (VAPID, RFC 8292) with `web-push-native`, and posted with
//! `reqwest`. A push service's 404 or 410 removes the subscription.

pub mod notice;
pub mod subscription;
mod text;

use std::sync::Arc;
use std::time::Duration;

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use web_push_native::jwt_simple::algorithms::{ECDSAP256PublicKeyLike, ES256KeyPair};
use web_push_native::{Auth, WebPushBuilder};

use crate::config::Config;
use crate::store::push::PushSubscription;
use crate::store::{Store, StoreError};

pub use notice::Notice;

/// How long a push service keeps a notice for a browser that is off (the `TTL` header), and
/// how long the VAPID signature holds (RFC 8292 allows at most a day): half a day, so that a
/// phone off overnight still hears of its turn, and a notice older than that (stale: the game
/// has moved on, or a later notice says more) is dropped.
pub const TTL: Duration = Duration::from_secs(12 * 3600);

/// How long one post to a push service may take: the services answer in well under a second;
/// past this the notice is dropped (logged) rather than holding a connection.
pub const SEND_TIMEOUT: Duration = Duration::from_secs(10);

/// The push sender. Cheap to clone.
#[derive(Clone)]
pub struct Push {
    inner: Arc<Inner>,
}

struct Inner {
    keys: ES256KeyPair,
    public_key: String,
    contact: String,
    services: Vec<String>,
    http: reqwest::Client,
    store: Arc<dyn Store>,
    config: Arc<Config>,
}

impl Push {
    /// The sender over `store`: its VAPID keys read, or made and kept if there are none yet.
    pub async fn start(config: Arc<Config>, store: Arc<dyn Store>) -> Result<Push, StoreError> {
        let made = ES256KeyPair::generate();
        let made_private = URL_SAFE_NO_PAD.encode(made.to_bytes());
        let made_public =
            URL_SAFE_NO_PAD.encode(made.public_key().public_key().to_bytes_uncompressed());
        let (private, public) = store
            .vapid_keys((&made_private, &made_public), config.clock.now_ms())
            .await?;
        let keys = URL_SAFE_NO_PAD
            .decode(&private)
            .ok()
            .and_then(|bytes| ES256KeyPair::from_bytes(&bytes).ok())
            .ok_or_else(|| StoreError::Corrupt("the stored VAPID key is not a P-256 key".into()))?;
        let mut http = reqwest::Client::builder()
            .timeout(SEND_TIMEOUT)
            .redirect(reqwest::redirect::Policy::none())
            .https_only(true);
        for pem in &config.push_roots {
            let cert = reqwest::Certificate::from_pem(pem)
                .map_err(|e| StoreError::Corrupt(format!("a --push-ca certificate: {e}")))?;
            http = http.add_root_certificate(cert);
        }
        let http = http
            .build()
            .map_err(|e| StoreError::Corrupt(format!("the push client: {e}")))?;
        Ok(Push {
            inner: Arc::new(Inner {
                keys,
                public_key: public,
                contact: config.push_contact(),
                services: config.push_services.clone(),
                http,
                store,
                config,
            }),
        })
    }

    /// The VAPID public key (base64url of the uncompressed point), the page's
    /// `applicationServerKey`.
    pub fn public_key(&self) -> &str {
        &self.inner.public_key
    }

    /// The push services this deployment sends to.
    pub fn services(&self) -> &[String] {
        &self.inner.services
    }

    /// Sends `notices` of `game` in the background: each claimed first (one node sends it),
    /// to each subscription of its seat. When `ended`, the game's subscriptions go after.
    pub fn send(&self, game: &str, notices: Vec<Notice>, ended: bool) {
        if notices.is_empty() {
            return;
        }
        let this = self.clone();
        let game = game.to_owned();
        tokio::spawn(async move {
            if let Err(e) = this.send_now(&game, &notices, ended).await {
                tracing::warn!(game = %game, error = %e, "push notices not sent");
            }
        });
    }

    async fn send_now(
        &self,
        game: &str,
        notices: &[Notice],
        ended: bool,
    ) -> Result<(), StoreError> {
        let store = &self.inner.store;
        let subscriptions = store.subscriptions(game).await?;
        if !subscriptions.is_empty() {
            let now = self.inner.config.clock.now_ms();
            for notice in notices {
                let side = notice.side.name();
                let to: Vec<&PushSubscription> =
                    subscriptions.iter().filter(|s| s.side == side).collect();
                if to.is_empty() || !store.claim_notice(game, &notice.key(), now).await? {
                    continue;
                }
                for s in to {
                    self.post(s, notice).await;
                }
            }
        }
        if ended {
            store.forget_push(game).await?;
        }
        Ok(())
    }

    /// Posts one notice to one subscription; a 404 or 410 removes the endpoint.
    async fn post(&self, s: &PushSubscription, notice: &Notice) {
        let payload = text::payload(s, notice);
        let request = match self.request(s, payload) {
            Ok(r) => r,
            Err(e) => {
                tracing::warn!(game = %s.game, error = %e, "cannot build a push request");
                return;
            }
        };
        let (parts, body) = request.into_parts();
        let result = self
            .inner
            .http
            .post(parts.uri.to_string())
            .headers(parts.headers)
            .body(body)
            .send()
            .await;
        let kind = notice.kind.name();
        match result {
            Ok(r) if r.status().is_success() => {
                metrics::counter!("yote_push_sent_total", "kind" => kind).increment(1);
                tracing::info!(game = %s.game, kind, "push sent");
            }
            Ok(r) if matches!(r.status().as_u16(), 404 | 410) => {
                tracing::info!(game = %s.game, status = %r.status(), "push endpoint gone; removed");
                if let Err(e) = self.inner.store.remove_endpoint(&s.endpoint).await {
                    tracing::warn!(error = %e, "cannot remove a gone push endpoint");
                }
            }
            Ok(r) => {
                metrics::counter!("yote_push_failed_total").increment(1);
                tracing::warn!(game = %s.game, status = %r.status(), "push service refused a notice");
            }
            Err(e) => {
                metrics::counter!("yote_push_failed_total").increment(1);
                tracing::warn!(game = %s.game, error = %e, "push service not reached");
            }
        }
    }

    fn request(
        &self,
        s: &PushSubscription,
        payload: Vec<u8>,
    ) -> Result<axum::http::Request<Vec<u8>>, String> {
        let key = URL_SAFE_NO_PAD
            .decode(s.p256dh.trim_end_matches('='))
            .map_err(|e| e.to_string())?;
        let key =
            web_push_native::p256::PublicKey::from_sec1_bytes(&key).map_err(|e| e.to_string())?;
        let auth = URL_SAFE_NO_PAD
            .decode(s.auth.trim_end_matches('='))
            .map_err(|e| e.to_string())?;
        if auth.len() != 16 {
            return Err("the auth secret is not 16 bytes".into());
        }
        let endpoint: axum::http::Uri = s
            .endpoint
            .parse()
            .map_err(|e: axum::http::uri::InvalidUri| e.to_string())?;
        let vapid = self.vapid(&endpoint)?;
        let mut request = WebPushBuilder::new(endpoint, key, Auth::clone_from_slice(&auth))
            .with_valid_duration(TTL)
            .build(payload)
            .map_err(|e| e.to_string())?;
        request.headers_mut().insert(
            axum::http::header::AUTHORIZATION,
            vapid
                .parse()
                .map_err(|_| "a VAPID header that is not ASCII")?,
        );
        Ok(request)
    }

    /// The `Authorization` header for a post to `endpoint` (RFC 8292): `vapid t=<JWT>, k=<key>`,
    /// the JWT's audience the endpoint's origin, its port included when the endpoint names one
    /// (the crate's own header leaves the port out), expiring with the `TTL`.
    fn vapid(&self, endpoint: &axum::http::Uri) -> Result<String, String> {
        use web_push_native::jwt_simple::prelude::{Claims, ECDSAP256KeyPairLike};
        let (Some(scheme), Some(authority)) = (endpoint.scheme_str(), endpoint.authority()) else {
            return Err("the endpoint has no origin".into());
        };
        let claims = Claims::create(TTL.into())
            .with_audience(format!("{scheme}://{authority}"))
            .with_subject(&self.inner.contact);
        let token = self.inner.keys.sign(claims).map_err(|e| e.to_string())?;
        Ok(format!("vapid t={token}, k={}", self.inner.public_key))
    }
}
