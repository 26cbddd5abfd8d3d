//! A phone whose network goes away in the middle of a game: the heartbeat notices, the action
//! waits on the board, the opponent is told, and everything goes through when the network is
//! back.

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::tcp::{OwnedReadHalf, OwnedWriteHalf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::watch;

use crate::harness::*;
use crate::{create_table, play_by_clicks};

/// A link between a browser and the server that can go dead as a phone's network does: no byte
/// passes either way and nothing is closed, so neither end hears of it (the browser still
/// says it is online). New connections made meanwhile wait. When the link comes back, the
/// connections that were open through the cut are closed (the server has long given up on
/// them) and the waiting ones go through.
struct Link {
    base: String,
    cut: watch::Sender<bool>,
    /// Bytes passed from the browser to the server, and back.
    up: Arc<AtomicU64>,
    down: Arc<AtomicU64>,
}

impl Link {
    async fn to(server: &str) -> Link {
        let server: SocketAddr = server
            .trim_start_matches("http://")
            .parse()
            .expect("the server's address");
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let base = format!("http://{}", listener.local_addr().unwrap());
        let (cut, _) = watch::channel(false);
        let (up, down) = (Arc::new(AtomicU64::new(0)), Arc::new(AtomicU64::new(0)));
        let (watch, up_count, down_count) = (cut.clone(), up.clone(), down.clone());
        tokio::spawn(async move {
            while let Ok((browser, _)) = listener.accept().await {
                let mut cut = watch.subscribe();
                let (up, down) = (up_count.clone(), down_count.clone());
                tokio::spawn(async move {
                    // A connection asked for during the cut waits for the link.
                    if cut.wait_for(|c| !*c).await.is_err() {
                        return;
                    }
                    let Ok(server) = TcpStream::connect(server).await else {
                        return;
                    };
                    let (br, bw) = browser.into_split();
                    let (sr, sw) = server.into_split();
                    tokio::spawn(pipe(br, sw, cut.clone(), up));
                    tokio::spawn(pipe(sr, bw, cut, down));
                });
            }
        });
        Link {
            base,
            cut,
            up,
            down,
        }
    }

    fn set_cut(&self, cut: bool) {
        self.cut.send_replace(cut);
    }
}

/// Copies bytes one way until the link is cut; then passes nothing until it is back, and ends
/// (closing its halves).
async fn pipe(
    mut from: OwnedReadHalf,
    mut to: OwnedWriteHalf,
    mut cut: watch::Receiver<bool>,
    count: Arc<AtomicU64>,
) {
    let mut buf = vec![0u8; 16 * 1024];
    loop {
        let n = tokio::select! {
            n = from.read(&mut buf) => n,
            _ = cut.wait_for(|c| *c) => break,
        };
        match n {
            Ok(0) | Err(_) => return,
            Ok(n) => {
                count.fetch_add(n as u64, Ordering::Relaxed);
                if to.write_all(&buf[..n]).await.is_err() {
                    return;
                }
            }
        }
    }
    let _ = cut.wait_for(|c| !*c).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn phone_a_cut_network_is_noticed_the_action_waits_on_the_board_and_the_opponent_is_told() {
    let mut h = Harness::start_with(yote_server::Config {
        // A silent socket is dropped after 5 s instead of 20, so that the test does not wait
        // long; the server's pings keep their time, so the bytes measured are the real ones.
        heartbeat_timeout: Duration::from_secs(5),
        ..yote_server::Config::default()
    })
    .await;
    // Black's phone reaches the server through a link that can go dead: it follows the
    // invitation through it.
    let link = Link::to(&h.base).await;
    let a = h.browser(360, 740).await;
    let b = h.browser(360, 740).await;
    let id = create_table(&a, &h, "mode=friend&rules=standard").await;
    until(
        &a,
        "document.getElementById('invite-link').value !== ''",
        "the invite link",
    )
    .await;
    let invite = js(&a, "return document.getElementById('invite-link').value;").await;
    let invite = invite.as_str().unwrap().replace(&h.base, &link.base);
    crate::take_the_seat(&b, &invite, &id).await;
    wait_my_turn(&a).await;
    play_by_clicks(&a, "@c3", "white", "black").await;
    wait_actions(&b, 1).await;
    // The round trip shows as bars once the first ping is answered.
    until(
        &b,
        "!document.getElementById('lag').hidden && document.getElementById('lag').dataset.bars === '4'",
        "the lag bars",
    )
    .await;
    let label = js(
        &b,
        "return document.getElementById('lag').getAttribute('aria-label');",
    )
    .await;
    assert!(
        label
            .as_str()
            .unwrap()
            .starts_with("Round trip to the server: "),
        "{label}"
    );

    // What the heartbeat costs a player whose page is shown, on a quiet game: the bytes of
    // the WebSocket frames (TCP/IP and TLS headers come on top, docs/reliability.md).
    let (up0, down0) = (
        link.up.load(Ordering::Relaxed),
        link.down.load(Ordering::Relaxed),
    );
    let quiet = Instant::now();
    tokio::time::sleep(Duration::from_secs(6)).await;
    let minute = 60.0 / quiet.elapsed().as_secs_f64();
    let up = (link.up.load(Ordering::Relaxed) - up0) as f64 * minute;
    let down = (link.down.load(Ordering::Relaxed) - down0) as f64 * minute;
    eprintln!("heartbeat: {up:.0} bytes a minute up, {down:.0} down");
    // A ping of 21 bytes and a pong of 17 every 2 s and a round trip: 630 and 510 at most.
    assert!(up > 300.0 && up <= 700.0, "{up:.0} bytes a minute up");
    assert!(
        down > 250.0 && down <= 600.0,
        "{down:.0} bytes a minute down"
    );

    // Black's phone loses its network without the page hearing of it; Black places a piece.
    link.set_cut(true);
    let cut = Instant::now();
    tap(&b, "button.hand[data-hand='black']").await;
    tap(&b, "#sq-d4").await;
    until(
        &b,
        "!document.getElementById('reconnecting').hidden",
        "the connection-lost banner",
    )
    .await;
    let noticed = cut.elapsed();
    assert!(
        noticed < Duration::from_secs(5),
        "noticed after {noticed:?}"
    );
    let seen = js(
        &b,
        "return [document.getElementById('reconnecting').textContent, \
         document.querySelector('#board .piece.pending')?.dataset.square ?? null, \
         document.querySelector(\"button.hand[data-hand='black']\").textContent, \
         document.getElementById('status').textContent, \
         document.getElementById('lag').dataset.bars];",
    )
    .await;
    assert_eq!(
        seen[0], "Connection lost. Reconnecting…",
        "the banner: {seen}"
    );
    assert_eq!(seen[1], "d4", "the piece waits on the board: {seen}");
    assert!(
        seen[2].as_str().unwrap().contains("11"),
        "the hand shows the piece gone: {seen}"
    );
    assert_eq!(
        seen[3], "Your action will be sent when the connection is back.",
        "{seen}"
    );
    assert_eq!(seen[4], "0", "no bar lit: {seen}");
    screenshot(&b, "phone-connection-lost").await;

    // The server hears nothing from Black's socket and drops it: White is told.
    until(
        &a,
        "document.getElementById('player-top').textContent.includes('offline')",
        "White told that Black is gone",
    )
    .await;
    assert_eq!(
        js(
            &a,
            "return document.querySelectorAll('#moves button').length;"
        )
        .await,
        1,
        "Black's action has not arrived"
    );
    screenshot(&a, "phone-opponent-gone").await;

    // The network comes back: the page reconnects and its action goes through.
    link.set_cut(false);
    wait_actions(&a, 2).await;
    wait_actions(&b, 2).await;
    until(
        &b,
        "document.getElementById('reconnecting').hidden && !document.querySelector('#board .piece.pending')",
        "the banner gone, the piece played",
    )
    .await;
    until(
        &a,
        "!document.getElementById('player-top').textContent.includes('offline')",
        "Black back",
    )
    .await;
    h.finish().await;
}

/// A player who leaves the game's page for another is shown gone at once: the page closes its
/// socket as it is left, even when the browser keeps it whole to come back to.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn phone_a_player_who_leaves_the_page_is_shown_gone_at_once_and_back_on_return() {
    let mut h = Harness::start().await;
    let (a, b, _id) = crate::friends_at_a_table_sized(&mut h, "standard", (360, 740)).await;
    play_by_clicks(&a, "@c3", "white", "black").await;
    wait_actions(&b, 1).await;
    b.goto(&h.url("/en/rules")).await.expect("the rules page");
    let left = Instant::now();
    until(
        &a,
        "document.getElementById('player-top').textContent.includes('offline')",
        "White told that Black left the page",
    )
    .await;
    let told = left.elapsed();
    assert!(told < Duration::from_secs(3), "told after {told:?}");
    b.back().await.expect("back to the game");
    until(
        &a,
        "!document.getElementById('player-top').textContent.includes('offline')",
        "Black back",
    )
    .await;
    wait_actions(&b, 1).await;
    h.finish().await;
}
