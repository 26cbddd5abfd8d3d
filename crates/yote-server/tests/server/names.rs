//! Names unique as people read them (docs/site.md "Names", docs/reliability.md "Cheats tried
//! and closed"): a fullwidth, a look-alike-letter or a differently folded copy of a taken name is
//! taken; refused words are refused in look-alike letters; a name mixes no scripts; two renames
//! at once to names that read as one, one wins (SQLite and PostgreSQL); and the players of an
//! earlier release whose names now read as one keep them.

use std::str::FromStr;
use std::sync::Arc;

use serde_json::{Value, json};
use yote_server::lobby_store::PlayerRow;
use yote_server::{Config, PgStore, SqliteStore, Store};
use yote_testkit::{TempPostgres, TestServer, new_player, test_config};

fn as_player(request: reqwest::RequestBuilder, token: &str) -> reqwest::RequestBuilder {
    request.header("cookie", format!("yote_player={token}"))
}

async fn rename(server: &TestServer, token: &str, name: &str) -> (u16, Value) {
    let r = as_player(server.http.post(server.url("/api/player/name")), token)
        .json(&json!({ "name": name }))
        .send()
        .await
        .unwrap();
    (r.status().as_u16(), r.json().await.unwrap())
}

#[tokio::test]
async fn a_name_that_reads_as_a_taken_one_is_taken() {
    let server = TestServer::start_with(Config {
        renames_per_hour: 100,
        ..test_config()
    })
    .await;
    let origin = server.url("");
    for name in ["Moussa_Diop", "Straße_Ali", "Copa"] {
        let (token, _) = new_player(&server.http, &origin).await;
        let (status, body) = rename(&server, &token, name).await;
        assert_eq!((status, body["player"]["name"].as_str()), (200, Some(name)));
    }
    let (other, _) = new_player(&server.http, &origin).await;
    for name in [
        "Ｍｏｕｓｓａ_Ｄｉｏｐ", // fullwidth
        "MOUSSA_DIOP",
        "moussa-diop",
        "M0ussa_Di0p",
        "STRASSE_ALI",
        "\u{421}\u{43E}\u{440}\u{430}", // Сора, all Cyrillic: reads as Copa
    ] {
        let (status, body) = rename(&server, &other, name).await;
        assert_eq!(
            (status, body["error"]["code"].as_str()),
            (409, Some("name-taken")),
            "{name}: {body}"
        );
    }
    for (name, reason) in [
        ("Mоussa_Diоp", "scripts"), // Cyrillic о among Latin letters
        ("ａｄｍｉｎ", "refused"),
        ("\u{410}dmin", "refused"), // Cyrillic А
        ("Ｏｆｆｉｃｉａｌ", "refused"),
    ] {
        let (status, body) = rename(&server, &other, name).await;
        assert_eq!(
            (status, body["error"]["code"].as_str()),
            (400, Some("bad-name")),
            "{name}: {body}"
        );
        assert_eq!(body["error"]["args"]["reason"], reason, "{name}");
    }
    // A fullwidth name that is free is kept as its plain letters.
    let (status, body) = rename(&server, &other, "Ｋｏｒａ_Ｆａｌｌ").await;
    assert_eq!(
        (status, body["player"]["name"].as_str()),
        (200, Some("Kora_Fall"))
    );
    // The page of a player is found by their name as people read it.
    for asked in ["MOUSSA_DIOP", "Ｍｏｕｓｓａ_Ｄｉｏｐ", "moussa-diop"] {
        let page = server
            .http
            .get(server.url(&format!("/en/players/{asked}")))
            .send()
            .await
            .unwrap();
        assert_eq!(page.status(), 200, "{asked}");
        let page = page.text().await.unwrap();
        assert!(page.contains("<h1>Moussa_Diop</h1>"), "{asked}");
    }
}

/// The store under test and a second handle on its database (the same one for SQLite).
struct Engine {
    store: Arc<dyn Store>,
    other: Arc<dyn Store>,
    _dir: Option<tempfile::TempDir>,
}

async fn sqlite() -> Engine {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite:{}", dir.path().join("yote.db").display());
    let store: Arc<dyn Store> = Arc::new(SqliteStore::open(&url).await.unwrap());
    Engine {
        other: Arc::clone(&store),
        store,
        _dir: Some(dir),
    }
}

async fn postgres() -> Engine {
    let url = TempPostgres::shared().database();
    Engine {
        store: Arc::new(PgStore::open(&url).await.unwrap()),
        other: Arc::new(PgStore::open(&url).await.unwrap()),
        _dir: None,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_renames_at_once_to_names_that_read_as_one_one_wins_on_sqlite() {
    two_renames_at_once_one_wins(sqlite().await).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_renames_at_once_to_names_that_read_as_one_one_wins_on_postgres() {
    two_renames_at_once_one_wins(postgres().await).await
}

/// Each round, two players rename at the same moment, through two handles, to two names that
/// read as one: exactly one is renamed, and the name leads to that one.
async fn two_renames_at_once_one_wins(e: Engine) {
    let now = 1_800_000_000_000_i64;
    for round in 0..20 {
        let mut ids = vec![];
        for side in ["a", "b"] {
            let player = PlayerRow {
                id: format!("r{round}{side}"),
                name: format!("Ibis-{round}{side}"),
            };
            let hash = format!("hash{round}{side}");
            assert!(
                e.store
                    .create_player(&player, &hash, "127.0.0.1", now)
                    .await
                    .unwrap()
            );
            ids.push(player.id);
        }
        let plain = format!("Moussa_Diop{round}");
        let wide: String = format!("ＭＯＵＳＳＡ-Ｄｉｏｐ{round}")
            .chars()
            .map(|c| match c {
                '0'..='9' => char::from_u32(c as u32 - '0' as u32 + 0xFF10).unwrap(),
                c => c,
            })
            .collect();
        let barrier = tokio::sync::Barrier::new(2);
        let (a, b) = tokio::join!(
            async {
                barrier.wait().await;
                e.store.rename_player(&ids[0], &plain).await.unwrap()
            },
            async {
                barrier.wait().await;
                e.other.rename_player(&ids[1], &wide).await.unwrap()
            },
        );
        assert!(a != b, "round {round}: exactly one rename wins ({a}, {b})");
        let winner = if a { &ids[0] } else { &ids[1] };
        for asked in [&plain, &wide] {
            let found = e.store.player_by_name(asked).await.unwrap().unwrap();
            assert_eq!(&found.id, winner, "round {round}: {asked}");
        }
    }
}

/// The players an earlier release kept, as (id, name, created_at): their keys were their names
/// in lower case, and the names of each group now read as one.
const EARLIER_PLAYERS: [(&str, &str, i64); 7] = [
    ("p1", "Moussa_Diop", 1),
    ("p2", "Ｍｏｕｓｓａ_Ｄｉｏｐ", 2),
    ("p3", "mоussa_diop", 3), // Cyrillic о
    ("p4", "STRASSE_ALI", 5),
    ("p5", "Straße_Ali", 4), // made before p4: the name is theirs
    ("p6", "Ada", 6),
    ("p7", "Kora-101", 7),
];

/// A folder with the migrations of `engine` that an earlier release ran (all but this
/// change's).
fn earlier_migrations(engine: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for entry in std::fs::read_dir(format!("../../migrations/{engine}")).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_str().unwrap().to_owned();
        if !name.contains("name_keys") {
            std::fs::copy(&path, dir.path().join(name)).unwrap();
        }
    }
    dir
}

/// What the earlier release wrote: its players with their keys, and a browser each.
macro_rules! earlier_players {
    ($pool:expr) => {
        for (id, name, created_at) in EARLIER_PLAYERS {
            sqlx::query(
                "INSERT INTO players (id, name, name_key, address, created_at, seen_at)
                 VALUES ($1, $2, $3, '127.0.0.1', $4, $4)",
            )
            .bind(id)
            .bind(name)
            .bind(name.to_lowercase())
            .bind(created_at)
            .execute($pool)
            .await
            .unwrap();
            sqlx::query(
                "INSERT INTO player_tokens (token_hash, player, created_at) VALUES ($1, $2, 0)",
            )
            .bind(format!("token-{id}"))
            .bind(id)
            .execute($pool)
            .await
            .unwrap();
        }
    };
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn earlier_players_whose_names_now_read_as_one_keep_them_on_sqlite() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite:{}", dir.path().join("yote.db").display());
    {
        let options = sqlx::sqlite::SqliteConnectOptions::from_str(&url)
            .unwrap()
            .create_if_missing(true);
        let pool = sqlx::SqlitePool::connect_with(options).await.unwrap();
        let migrations = earlier_migrations("sqlite");
        let migrator = sqlx::migrate::Migrator::new(migrations.path())
            .await
            .unwrap();
        migrator.run(&pool).await.unwrap();
        earlier_players!(&pool);
        pool.close().await;
    }
    let store: Arc<dyn Store> = Arc::new(SqliteStore::open(&url).await.unwrap());
    earlier_players_keep_their_names(&store).await;
    // Opened again, nothing is made anew.
    store.close().await;
    drop(store);
    let store: Arc<dyn Store> = Arc::new(SqliteStore::open(&url).await.unwrap());
    the_earlier_players_are_found(&store).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn earlier_players_whose_names_now_read_as_one_keep_them_on_postgres() {
    let url = TempPostgres::shared().database();
    {
        let pool = sqlx::PgPool::connect(&url).await.unwrap();
        let migrations = earlier_migrations("postgres");
        let migrator = sqlx::migrate::Migrator::new(migrations.path())
            .await
            .unwrap();
        migrator.run(&pool).await.unwrap();
        earlier_players!(&pool);
        pool.close().await;
    }
    // Two nodes of the new release start at once: the keys are made once.
    let (a, b) = tokio::join!(PgStore::open(&url), PgStore::open(&url));
    let (a, b): (Arc<dyn Store>, Arc<dyn Store>) = (Arc::new(a.unwrap()), Arc::new(b.unwrap()));
    earlier_players_keep_their_names(&a).await;
    the_earlier_players_are_found(&b).await;
    let again: Arc<dyn Store> = Arc::new(PgStore::open(&url).await.unwrap());
    the_earlier_players_are_found(&again).await;
}

/// Every earlier player is found by their own name and by their browser; a name as people read
/// it leads to the player who had it first; nobody new takes a name that reads as theirs.
async fn earlier_players_keep_their_names(store: &Arc<dyn Store>) {
    the_earlier_players_are_found(store).await;
    for taken in ["MOUSSA_DIOP", "Moussa-Diop", "Strasse_Ali", "ADA"] {
        assert!(
            !store.rename_player("p7", taken).await.unwrap(),
            "{taken} is taken"
        );
    }
    // A player renames to their own name in another case: their key is theirs.
    assert!(store.rename_player("p6", "ADA").await.unwrap());
    assert!(store.rename_player("p7", "Kora_Fall").await.unwrap());
    assert_eq!(
        store.player_by_name("kora-fall").await.unwrap().unwrap().id,
        "p7"
    );
    assert!(store.rename_player("p6", "Ada").await.unwrap());
}

async fn the_earlier_players_are_found(store: &Arc<dyn Store>) {
    for (id, name, _) in EARLIER_PLAYERS {
        let Some(found) = store.player_by_name(name).await.unwrap() else {
            assert_eq!(id, "p7", "{name} is found"); // p7 is renamed by the first look
            continue;
        };
        assert_eq!((found.id.as_str(), found.name.as_str()), (id, name));
        let by_token = store
            .player_by_token(&format!("token-{id}"), 1)
            .await
            .unwrap()
            .unwrap();
        assert_eq!(by_token.name, name);
    }
    // A name as people read it: the player who had it first.
    for (asked, first) in [
        ("MOUSSA_DIOP", "p1"),
        ("moussa-diop", "p1"),
        ("strasse_ali", "p5"),
    ] {
        let found = store.player_by_name(asked).await.unwrap().unwrap();
        assert_eq!(found.id, first, "{asked}");
    }
    let computer = store.player_by_name("computer:beginner").await.unwrap();
    assert_eq!(computer.unwrap().id, "computer-beginner");
}
