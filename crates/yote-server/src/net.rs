//! The listener: accepts TCP connections under a cap per address and a cap in all, serves
//! HTTP/1.1 on each with a deadline for headers (which also ends idle keep-alive connections),
//! and on shutdown stops accepting, lets what is in flight finish within a deadline, then returns.

use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::Router;
use axum::extract::ConnectInfo;
use hyper::body::Incoming;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use serde::Serialize;
use tokio::io::AsyncWriteExt;
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::Semaphore;
use tower::ServiceExt;

use crate::client_address::ClientAddr;
use crate::limits::{ConnectionSlot, Connections, Refused, Slot};
use crate::state::AppState;

/// Descriptors kept for everything but client connections: the database's files, the log, the
/// listener, the runtime's own. 256 is several times what the server uses.
const RESERVED_DESCRIPTORS: u64 = 256;
/// Refusals being written at once; past it, a refused connection is closed without a word, so a
/// flood of refused connections cannot itself hold many descriptors.
const REFUSALS_IN_FLIGHT: usize = 256;

/// Raises the soft limit on open descriptors to the hard limit, and keeps the connection cap
/// under it. Returns the descriptor limit.
fn fit_descriptor_limit(connections: &Connections) -> Option<u64> {
    let limit = match rlimit::increase_nofile_limit(u64::MAX) {
        Ok(limit) => limit,
        Err(e) => {
            tracing::warn!(error = %e, "cannot read the descriptor limit");
            return None;
        }
    };
    let room = limit.saturating_sub(RESERVED_DESCRIPTORS).max(1);
    connections.lower_max(usize::try_from(room).unwrap_or(usize::MAX));
    Some(limit)
}

/// Serves the site on `listener` until `shutdown` completes; then stops accepting, closes the
/// WebSockets with a reason, lets requests in flight finish for up to `shutdown_grace`, and
/// returns (dropping whatever is left).
pub async fn serve(
    listener: TcpListener,
    state: AppState,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let config = Arc::clone(&state.config);
    let connections = Arc::clone(&state.connections);
    let descriptors = fit_descriptor_limit(&connections);
    tracing::info!(
        max = connections.max(),
        per_address = config.connections_per_address,
        descriptors,
        "connection limits"
    );
    let router = crate::routes::app(state.clone());
    let refusals = Arc::new(Semaphore::new(REFUSALS_IN_FLIGHT));
    let mut shutdown = std::pin::pin!(shutdown);
    loop {
        let (tcp, peer) = tokio::select! {
            () = &mut shutdown => break,
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(e) => {
                    // Cannot happen under the caps; if it does, do not spin.
                    tracing::warn!(error = %e, "accept failed");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
        };
        // A trusted proxy's connection carries many clients: it counts in all, and each of its
        // requests counts for its client (`connection`).
        let from_proxy = config.trusted_proxies.trusts(peer.ip());
        let slot = if from_proxy {
            connections.open_proxy()
        } else {
            connections.open(peer.ip())
        };
        match slot {
            Ok(slot) => {
                let stopping = state.stopping.subscribe();
                let peer = Peer {
                    address: peer,
                    from_proxy,
                    connections: Arc::clone(&connections),
                    config: Arc::clone(&config),
                };
                tokio::spawn(connection(
                    tcp,
                    peer,
                    slot,
                    router.clone(),
                    config.header_timeout,
                    stopping,
                ));
            }
            Err(refused) => {
                tracing::debug!(%peer, code = refused.code(), "connection refused");
                if let Ok(permit) = Arc::clone(&refusals).try_acquire_owned() {
                    tokio::spawn(async move {
                        refuse(tcp, refused).await;
                        drop(permit);
                    });
                }
            }
        }
    }
    drop(listener);
    tracing::info!(open = connections.total(), "stopping: no new connections");
    state.stopping.send_replace(true);
    let deadline = Instant::now() + config.shutdown_grace;
    while connections.total() > 0 && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    if connections.total() > 0 {
        tracing::warn!(
            left = connections.total(),
            "connections still open at the shutdown deadline are dropped"
        );
    }
    if let Some(queue) = state.store.jobs() {
        // This node's searches under way go back to the queue for another node or worker.
        let prefix = crate::game::computer::threads_prefix("serve");
        if let Err(e) = queue.give_back(&prefix).await {
            tracing::warn!(error = %e, "cannot give back the searches under way");
        }
    }
    state.store.close().await;
    Ok(())
}

/// Who is at the other end of a connection.
struct Peer {
    address: SocketAddr,
    /// A trusted proxy: each request names its client.
    from_proxy: bool,
    connections: Arc<Connections>,
    config: Arc<crate::config::Config>,
}

impl Peer {
    /// Marks a request with its client's address and the connection slot a WebSocket takes
    /// over: the connection's own, or, through a proxy, one counted for the client (refused
    /// past the client's share).
    fn admit(
        &self,
        request: &mut hyper::Request<Incoming>,
        slot: &ConnectionSlot,
    ) -> Result<(), Refused> {
        let client = self
            .config
            .trusted_proxies
            .client(self.address.ip(), request.headers());
        let extensions = request.extensions_mut();
        extensions.insert(ConnectInfo(self.address));
        extensions.insert(ClientAddr(client));
        if self.from_proxy {
            let slot = self.connections.open_request(client)?;
            extensions.insert(ConnectionSlot::new(slot));
        } else {
            extensions.insert(slot.clone());
        }
        Ok(())
    }
}

/// Serves HTTP/1.1 on one connection (and hands it over to a WebSocket when upgraded).
async fn connection(
    tcp: TcpStream,
    peer: Peer,
    slot: Slot,
    router: Router,
    header_timeout: Duration,
    mut stopping: tokio::sync::watch::Receiver<bool>,
) {
    // Without TCP_NODELAY, the state that follows an ack waits for the client's delayed ACK.
    if let Err(e) = tcp.set_nodelay(true) {
        tracing::warn!(error = %e, "cannot set TCP_NODELAY");
    }
    let slot = ConnectionSlot::new(slot);
    let peer = Arc::new(peer);
    let address = peer.address;
    let service = hyper::service::service_fn(move |mut request: hyper::Request<Incoming>| {
        let admitted = peer.admit(&mut request, &slot);
        let router = router.clone();
        async move {
            match admitted {
                Ok(()) => router.oneshot(request).await,
                Err(refused) => Ok(refusal(refused)),
            }
        }
    });
    let mut builder = http1::Builder::new();
    builder
        .timer(TokioTimer::new())
        .header_read_timeout(header_timeout)
        .keep_alive(true);
    let connection = builder
        .serve_connection(TokioIo::new(tcp), service)
        .with_upgrades();
    let mut connection = std::pin::pin!(connection);
    tokio::select! {
        result = connection.as_mut() => {
            if let Err(e) = result {
                tracing::debug!(peer = %address, error = %e, "connection ended");
            }
        }
        () = async { drop(stopping.wait_for(|stop| *stop).await) } => {
            connection.as_mut().graceful_shutdown();
            let _ = connection.await;
        }
    }
}

/// The body of a connection refused for its client's share: `{"error": {"code", "message"}}`
/// (no `args`: the refusal has none to give).
#[derive(Debug, Serialize)]
struct RefusalBody {
    error: RefusalDetail,
}

#[derive(Debug, Serialize)]
struct RefusalDetail {
    code: &'static str,
    message: &'static str,
}

impl RefusalBody {
    fn of(refused: Refused) -> RefusalBody {
        RefusalBody {
            error: RefusalDetail {
                code: refused.code(),
                message: refused.message(),
            },
        }
    }
}

/// The answer to a request refused for its client's share of connections.
fn refusal(refused: Refused) -> axum::response::Response {
    use axum::response::IntoResponse;
    let body = RefusalBody::of(refused);
    (
        axum::http::StatusCode::SERVICE_UNAVAILABLE,
        [(axum::http::header::RETRY_AFTER, "10")],
        axum::Json(body),
    )
        .into_response()
}

/// Answers a refused connection with a 503 and a sentence, then closes it.
async fn refuse(mut tcp: TcpStream, refused: Refused) {
    let body = serde_json::to_string(&RefusalBody::of(refused)).expect("a refusal serialises");
    let response = format!(
        "HTTP/1.1 503 Service Unavailable\r\ncontent-type: application/json\r\n\
         content-length: {}\r\nretry-after: 10\r\nconnection: close\r\n\r\n{body}",
        body.len()
    );
    let _ = tokio::time::timeout(Duration::from_secs(2), async {
        let _ = tcp.write_all(response.as_bytes()).await;
        let _ = tcp.shutdown().await;
    })
    .await;
}
