//! `yote serve`: the site.

use std::net::SocketAddr;
use std::time::Duration;

use clap::Args;

use yote_server::{AppState, Config, TrustedProxies};

#[derive(Debug, Args)]
pub struct ServeArgs {
    /// The endgame tables' folder (docs/tablebases.md): the tables of each rule set found in it
    /// are loaded at start; the site runs without them.
    #[arg(long, env = "YOTE_TABLEBASES", default_value = crate::tablebase::DEFAULT_DIR)]
    pub tablebases: std::path::PathBuf,
    /// Build, in the background, the endgame tables of every preset that the tables' folder
    /// lacks (docs/tablebases.md "Built at first start"): each written as soon as it is
    /// solved and used at once; a build cut short goes on at the next start.
    #[arg(long, env = "YOTE_BUILD_TABLEBASES", default_value_t = true, action = clap::ArgAction::Set)]
    pub build_tablebases: bool,
    /// Address to listen on.
    #[arg(long, env = "YOTE_LISTEN", default_value = "127.0.0.1:8080")]
    pub listen: SocketAddr,
    /// Database URL: `sqlite:PATH` (the folder of the file is created if missing) or
    /// `postgres://USER:PASSWORD@HOST:PORT/DATABASE`.
    #[arg(long, env = "YOTE_DATABASE", default_value = "sqlite:data/yote.db")]
    pub database: String,
    /// Mark seat cookies `Secure` (when the site is served over HTTPS).
    #[arg(long, env = "YOTE_SECURE_COOKIES")]
    pub secure_cookies: bool,
    /// New tables one address may create a minute.
    #[arg(long, env = "YOTE_TABLES_PER_MINUTE", default_value_t = Config::default().tables_per_minute)]
    pub tables_per_minute: u32,
    /// Open connections (HTTP and WebSocket) one address may hold.
    #[arg(long, env = "YOTE_CONNECTIONS_PER_ADDRESS", default_value_t = Config::default().connections_per_address)]
    pub connections_per_address: usize,
    /// Seconds that requests and sockets in flight have to finish after SIGTERM.
    #[arg(long, env = "YOTE_SHUTDOWN_GRACE", default_value_t = Config::default().shutdown_grace.as_secs_f64())]
    pub shutdown_grace: f64,
    /// The site's public address (e.g. https://yote.example), when it is served under another
    /// name than the host it listens on; browser requests from any other origin are refused.
    #[arg(long, env = "YOTE_PUBLIC_URL")]
    pub public_url: Option<String>,
    /// Searches for the computer run at once by this server (default: one a core). With nodes
    /// sharing a PostgreSQL database, 0 leaves the searches to `yote worker` processes.
    #[arg(long, env = "YOTE_AI_THREADS", default_value_t = Config::default().ai_threads)]
    pub ai_threads: usize,
    /// The proxies in front of the server (nginx), as addresses or networks, comma-separated:
    /// `127.0.0.1,10.0.0.0/8`. From them only, the client's address is read from `Forwarded` or
    /// `X-Forwarded-For`, and every per-address limit counts it.
    #[arg(long, env = "YOTE_TRUSTED_PROXIES", default_value = "", value_parser = parse_proxies)]
    pub trusted_proxies: TrustedProxies,
    /// Live games against the computer one address may hold at once.
    #[arg(long, env = "YOTE_COMPUTER_GAMES_PER_ADDRESS", default_value_t = Config::default().computer_games_per_address)]
    pub computer_games_per_address: usize,
    /// Serve `GET /metrics` (Prometheus's text format) on this address, apart from the site so
    /// that it is never public by accident: `127.0.0.1:9100`. Off when not given.
    #[arg(long, env = "YOTE_METRICS_LISTEN")]
    pub metrics_listen: Option<SocketAddr>,
    /// The push services notices may be sent to, comma-separated: host names, `*.domain` for its
    /// subdomains, `host:port` for one port (default: FCM, Mozilla, Windows and Apple's).
    /// Subscriptions to any other service are refused.
    #[arg(long, env = "YOTE_PUSH_SERVICES", value_delimiter = ',')]
    pub push_services: Vec<String>,
    /// A PEM certificate to trust for push services beside the usual roots (a private push
    /// service's).
    #[arg(long, env = "YOTE_PUSH_CA")]
    pub push_ca: Option<std::path::PathBuf>,
    /// The contact the push services see in the site's VAPID signature (`mailto:…` or
    /// `https://…`); default: the public URL.
    #[arg(long, env = "YOTE_PUSH_CONTACT")]
    pub push_contact: Option<String>,
    /// A folder of word lists (`fr.txt`, `wo.txt`…, as the site's `words/`), each replacing the
    /// shipped list of its language: the words refused in names and chat lines
    /// (docs/moderation.md "Word lists"). Read at start; a file that cannot be read stops it.
    #[arg(long, env = "YOTE_WORDS")]
    pub words: Option<std::path::PathBuf>,
    /// Logs as lines of text, or as one JSON object a line (for log collectors).
    /// The site's own arenas (docs/tournaments.md "The site's arenas"): one schedule each,
    /// `every=day,at=HH:MM,clock=M+S,minutes=N[,rules=R][,rated=false],name=NAME` (UTC), or
    /// `every=hour,at=:MM,…`; several separated by `;` in the environment; `none` for none.
    #[arg(long = "arena-schedule", env = "YOTE_ARENA_SCHEDULE", value_delimiter = ';', default_value = DEFAULT_ARENA_SCHEDULE)]
    pub arena_schedule: Vec<String>,
    #[arg(long, env = "YOTE_LOG_FORMAT", value_enum, default_value_t = LogFormat::Text)]
    pub log_format: LogFormat,
}

/// How the logs are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum LogFormat {
    Text,
    Json,
}

fn parse_proxies(text: &str) -> Result<TrustedProxies, String> {
    text.parse()
}

/// Runs the server until SIGTERM or Ctrl-C.
/// The site's arenas when none are given: a blitz each evening, at 18:00 UTC (evening from
/// Dakar to Bamako, early evening in Paris), an hour long, in the standard rules, rated.
pub const DEFAULT_ARENA_SCHEDULE: &str =
    "every=day,at=18:00,clock=3+2,minutes=60,rules=standard,name=Daily blitz";

/// The schedules of `--arena-schedule`, each read and its rules checked.
fn arena_schedule(lines: &[String]) -> Result<Vec<yote_server::ArenaSchedule>, String> {
    let mut schedule = Vec::new();
    for line in lines.iter().map(|l| l.trim()).filter(|l| !l.is_empty()) {
        if line == "none" {
            continue;
        }
        let s: yote_server::ArenaSchedule = line
            .parse()
            .map_err(|e| format!("--arena-schedule '{line}': {e}"))?;
        s.rules
            .parse::<yote_rules::Rules>()
            .map_err(|e| format!("--arena-schedule '{line}': rules: {e}"))?;
        if s.initial_s == 0 && s.increment_s == 0 {
            return Err(format!("--arena-schedule '{line}': a clock of no time"));
        }
        schedule.push(s);
    }
    Ok(schedule)
}

pub fn run(args: &ServeArgs) -> Result<(), String> {
    init_logs(args.log_format);
    no_huge_pages();
    if !(0.0..=3600.0).contains(&args.shutdown_grace) {
        return Err(format!(
            "--shutdown-grace: expected seconds from 0 to 3600, not {}",
            args.shutdown_grace
        ));
    }
    let public_origin = match &args.public_url {
        Some(url) => Some(origin_of(url)?),
        None => None,
    };
    let arena_schedule = arena_schedule(&args.arena_schedule)?;
    let push_roots = match &args.push_ca {
        Some(path) => {
            vec![std::fs::read(path).map_err(|e| format!("--push-ca {}: {e}", path.display()))?]
        }
        None => Vec::new(),
    };
    let words = match &args.words {
        Some(dir) => {
            let words = yote_server::Words::load(dir).map_err(|e| format!("--words {e}"))?;
            for (lang, count) in words.counts() {
                tracing::info!(lang, count, "refused words");
            }
            std::sync::Arc::new(words)
        }
        None => yote_server::Words::shipped(),
    };
    let runtime = tokio::runtime::Runtime::new().map_err(|e| format!("cannot start: {e}"))?;
    let result = runtime.block_on(async {
        load_tablebases(&args.tablebases);
        let store = yote_server::open_store(&args.database).await.map_err(|e| {
            format!(
                "--database {}: {e}",
                yote_server::database_shown(&args.database)
            )
        })?;
        // Once the site can start: a refused start builds nothing.
        if args.build_tablebases {
            build_tablebases(args.tablebases.clone());
        }
        let config = Config {
            secure_cookies: args.secure_cookies,
            words,
            tables_per_minute: args.tables_per_minute,
            connections_per_address: args.connections_per_address.max(1),
            shutdown_grace: Duration::from_secs_f64(args.shutdown_grace),
            public_origin,
            ai_threads: args.ai_threads,
            trusted_proxies: args.trusted_proxies.clone(),
            computer_games_per_address: args.computer_games_per_address.max(1),
            push_roots,
            push_contact: args.push_contact.clone(),
            arena_schedule,
            ..Config::default()
        };
        let config = if args.push_services.is_empty() {
            config
        } else {
            Config {
                push_services: args.push_services.clone(),
                ..config
            }
        };
        let handle = match args.metrics_listen {
            Some(_) => Some(yote_server::metrics::install()?),
            None => None,
        };
        let state = AppState::new(config, store)
            .await
            .map_err(|e| format!("cannot load games: {e}"))?;
        if let (Some(at), Some(handle)) = (args.metrics_listen, handle) {
            yote_server::metrics::describe();
            let listener = tokio::net::TcpListener::bind(at)
                .await
                .map_err(|e| format!("--metrics-listen {at}: {e}"))?;
            let address = listener.local_addr().map_err(|e| e.to_string())?;
            let router = yote_server::metrics::router(state.clone(), handle);
            tokio::spawn(async move {
                if let Err(e) = axum::serve(listener, router).await {
                    tracing::error!(error = %e, "the metrics listener stopped");
                }
            });
            tracing::info!("metrics on http://{address}/metrics");
        }
        let listener = tokio::net::TcpListener::bind(args.listen)
            .await
            .map_err(|e| format!("--listen {}: {e}", args.listen))?;
        let address = listener.local_addr().map_err(|e| e.to_string())?;
        tracing::info!("listening on http://{address}");
        yote_server::serve(listener, state, shutdown_signal())
            .await
            .map_err(|e| format!("server: {e}"))?;
        Ok(())
    });
    // Whatever is still running past the grace (a request half sent, a search) is dropped.
    runtime.shutdown_timeout(Duration::from_millis(200));
    if result.is_ok() {
        tracing::info!("stopped");
    }
    result
}

/// The origin (`scheme://host[:port]`) of a public URL.
fn origin_of(url: &str) -> Result<String, String> {
    let bad =
        || format!("--public-url: expected http://HOST[:PORT] or https://HOST[:PORT], not '{url}'");
    let (scheme, rest) = url.split_once("://").ok_or_else(bad)?;
    if scheme != "http" && scheme != "https" {
        return Err(bad());
    }
    let host = rest.split('/').next().unwrap_or("");
    if host.is_empty() || host.contains(['@', '?', '#', ' ']) {
        return Err(bad());
    }
    Ok(format!("{scheme}://{}", host.to_ascii_lowercase()))
}

/// Turns transparent huge pages off for the server's process. The allocator asks the kernel
/// for them, and a 2 MiB page is resident whole once touched: with thousands of sockets each
/// holding a few small buffers, that was 7% of the memory per player for no speed that the
/// load test could see (docs/performance.md "Memory per player"). Where the kernel has no such
/// setting, nothing changes.
fn no_huge_pages() {
    #[cfg(target_os = "linux")]
    // SAFETY: PR_SET_THP_DISABLE takes integer arguments only and changes a flag of this
    // process; it touches no memory of ours.
    unsafe {
        libc::prctl(libc::PR_SET_THP_DISABLE, 1, 0, 0, 0);
    }
}

/// Logs to stdout, filtered by `RUST_LOG`. Whatever `RUST_LOG` says, the HTTP and WebSocket
/// libraries never log below `debug`: at `trace` they print frames and headers, which carry seat
/// secrets (cookies, continue links, hellos).
pub(crate) fn init_logs(format: LogFormat) {
    use std::io::IsTerminal;
    use tracing_subscriber::filter::{EnvFilter, LevelFilter, Targets};
    use tracing_subscriber::prelude::*;
    let filter = EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| EnvFilter::new("info,sqlx=warn,tower_http=info"));
    let no_secrets = Targets::new()
        .with_default(LevelFilter::TRACE)
        .with_target("tungstenite", LevelFilter::DEBUG)
        .with_target("tokio_tungstenite", LevelFilter::DEBUG)
        .with_target("hyper", LevelFilter::DEBUG)
        .with_target("hyper_util", LevelFilter::DEBUG)
        .with_target("h2", LevelFilter::DEBUG)
        .with_target("axum", LevelFilter::DEBUG);
    let layer = match format {
        LogFormat::Text => tracing_subscriber::fmt::layer()
            .with_ansi(std::io::stdout().is_terminal())
            .boxed(),
        // One object a line, its span fields (the route, the client's address) included.
        LogFormat::Json => tracing_subscriber::fmt::layer()
            .json()
            .with_current_span(true)
            .with_span_list(false)
            .boxed(),
    };
    let layer = layer.with_filter(filter).with_filter(no_secrets);
    let _ = tracing_subscriber::registry().with(layer).try_init();
}

/// Completes on Ctrl-C or SIGTERM.
pub(crate) async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {},
        () = term => {},
    }
    tracing::info!("shutting down");
}

/// Builds, on a thread of its own at a low priority, the tables of each preset that `dir`
/// lacks (yote_tablebase::DEFAULT_TABLES), fewest pieces first, each table written and put to
/// use as soon as it is solved, with a line in the log for each.
fn build_tablebases(dir: std::path::PathBuf) {
    let spawned = std::thread::Builder::new()
        .name("tables".into())
        .spawn(move || {
            // The site comes first: this thread yields the cores to it (Linux: a thread's nice
            // value is its own).
            #[cfg(target_os = "linux")]
            // SAFETY: setpriority reads no memory of ours; 0 names the calling thread.
            unsafe {
                libc::setpriority(libc::PRIO_PROCESS, 0, 10);
            }
            for (preset, pieces) in yote_tablebase::DEFAULT_TABLES {
                let rules = preset.rules();
                let name = rules.to_rules_string();
                let mut made = 0;
                let built = yote_tablebase::files::build_missing(
                    &dir,
                    &rules,
                    pieces,
                    &mut |tables, reports| {
                        for r in reports {
                            made += 1;
                            tracing::info!(
                                rules = %name,
                                table = %format!("{}-{}", r.mover, r.other),
                                megabytes = r.entries as f64 / 1e6,
                                seconds = r.time.as_secs_f64(),
                                "endgame table built"
                            );
                        }
                        yote_tablebase::registry::install(tables.clone());
                    },
                );
                match built {
                    Ok(_) if made > 0 => {
                        tracing::info!(rules = %name, pieces, tables = made, "endgame tables complete")
                    }
                    Ok(_) => {}
                    Err(e) => tracing::error!(rules = %name, error = %e, "endgame tables not built"),
                }
            }
        });
    if let Err(e) = spawned {
        tracing::error!(error = %e, "endgame tables not built");
    }
}

/// Loads the endgame tables under `dir` for the search and the site; a rule set whose files
/// cannot be read is said and left out, and the site runs on without it.
pub(crate) fn load_tablebases(dir: &std::path::Path) {
    match yote_tablebase::files::load_all(dir) {
        Ok(sets) => {
            for set in sets {
                match set {
                    Ok(tables) => {
                        let bytes: u64 = tables.tables().map(|t| t.len()).sum();
                        tracing::info!(
                            rules = %tables.rules().to_rules_string(),
                            pieces = tables.complete_pieces(),
                            megabytes = bytes as f64 / 1e6,
                            "endgame tables loaded"
                        );
                        yote_tablebase::registry::install(tables);
                    }
                    Err(e) => tracing::error!(error = %e, "endgame tables left out"),
                }
            }
        }
        Err(e) => tracing::error!(error = %e, "endgame tables left out"),
    }
}
