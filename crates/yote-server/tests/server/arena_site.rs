//! The site's own arenas over the real server (docs/tournaments.md "The site's arenas"): the
//! schedule's arena under way and the next one are made by the server itself, listed with
//! their mark, played as any other; two servers on one store make each once.

use reqwest::Method;
use serde_json::Value;
use yote_server::{ArenaSchedule, Config};
use yote_testkit::{TestServer, http_client, new_player, test_config};

use crate::arenas::{call, join};

/// The arenas the server lists, once it has made those of its schedule (5 s at most).
async fn listed_until(server: &TestServer, count: usize) -> Vec<Value> {
    for _ in 0..50 {
        let (_, list) = call(server, Method::GET, "/api/arenas", None, None).await;
        let arenas = list["arenas"].as_array().unwrap().clone();
        if arenas.len() >= count {
            return arenas;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("the site's arenas were never made");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_server_makes_its_scheduled_arenas_once_and_players_join_them() {
    // Every hour at :00 for 50 minutes: the one under way now (unless it is past :50) and the
    // next one.
    let schedule: ArenaSchedule = "every=hour,at=:00,clock=3+2,minutes=50,name=Hourly blitz"
        .parse()
        .unwrap();
    let config = Config {
        arena_schedule: vec![schedule.clone()],
        ..test_config()
    };
    let before = schedule.due(config.clock.now_ms());
    let server = TestServer::start_with(config.clone()).await;
    listed_until(&server, 1).await;
    // The server's first look makes both at once: read them once it is done.
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    let arenas = listed_until(&server, 1).await;
    let after = schedule.due(config.clock.now_ms());
    let starts: Vec<i64> = arenas
        .iter()
        .map(|a| a["starts_at"].as_i64().unwrap())
        .collect();
    // What was due when the server looked: as at the test's start, or (across the end of an
    // arena's time, a moment later) as now.
    assert!(starts == before || starts == after, "{arenas:?}");
    let due = starts;
    for a in &arenas {
        assert_eq!(a["name"], "Hourly blitz", "{a}");
        assert_eq!(a["site"], true, "{a}");
        assert_eq!(a["created_by"], "site:arenas", "{a}");
        assert_eq!(a["entry_code"], false, "{a}");
        assert_eq!(a["players"], 0, "the site joins none: {a}");
    }
    // The same server started again on the same store makes none again.
    let server = server.restart_with(config).await;
    tokio::time::sleep(std::time::Duration::from_millis(1500)).await;
    let (_, list) = call(&server, Method::GET, "/api/arenas", None, None).await;
    assert_eq!(
        list["arenas"].as_array().unwrap().len(),
        due.len(),
        "{list}"
    );
    // A player joins the next one, as any arena.
    let (token, _) = new_player(&http_client(), &server.url("")).await;
    let next = arenas.last().unwrap()["id"].as_str().unwrap().to_owned();
    join(&server, &next, &token).await;
    // The list page says it is the site's.
    let page = http_client()
        .get(server.url("/en/tournaments"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(page.contains("An arena of the site"), "{page}");
}
