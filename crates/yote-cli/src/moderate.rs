//! `yote moderate`: the operators' tools (docs/moderation.md "The operators' yote moderate"):
//! read and close reports, rename a player, silence or ban a player or an address, lift a
//! silence or a ban, read the log. Works on the database `yote serve` uses (SQLite or
//! PostgreSQL); what it writes holds on every node within a second, since the nodes read it at
//! each line of chat and each seek. Every action names its operator and its reason, and is one
//! row of the moderation log.

use std::net::IpAddr;
use std::sync::Arc;

use clap::{Args, Subcommand};
use yote_server::Store;
use yote_server::store_moderation::{LogRow, ReportRow, Sanction, generated_name, name_key};

#[derive(Debug, Args)]
pub struct ModerateArgs {
    /// The database, as `yote serve` names it.
    #[arg(long, env = "YOTE_DATABASE", default_value = "sqlite:data/yote.db")]
    pub database: String,
    #[command(subcommand)]
    pub command: ModerateCommand,
}

/// Who acts and why: required on every action, kept in the log.
#[derive(Debug, Args)]
pub struct Why {
    /// The operator's name.
    #[arg(long)]
    pub operator: String,
    /// Why, in a few words.
    #[arg(long)]
    pub reason: String,
}

#[derive(Debug, Subcommand)]
pub enum ModerateCommand {
    /// List the open reports (`--all`: the closed ones too), or show or close one.
    Reports(ReportsArgs),
    /// Give a player a generated name; their old name is refused to anyone from then on.
    Rename {
        player: String,
        #[command(flatten)]
        why: Why,
    },
    /// Silence a player: their phrases and chat reach themselves only.
    Silence {
        player: String,
        /// How long (`30m`, `12h`, `7d`, `2w`); until lifted without it.
        #[arg(long = "for")]
        duration: Option<String>,
        #[command(flatten)]
        why: Why,
    },
    /// Ban a player or an address from the lobby and rated play.
    Ban {
        target: String,
        /// How long (`30m`, `12h`, `7d`, `2w`); until lifted without it.
        #[arg(long = "for")]
        duration: Option<String>,
        #[command(flatten)]
        why: Why,
    },
    /// Lift the silences and bans of a player or an address.
    Lift {
        target: String,
        #[command(flatten)]
        why: Why,
    },
    /// Every action, the oldest first: time, operator, action, target, reason.
    Log,
}

#[derive(Debug, Args)]
#[command(args_conflicts_with_subcommands = true)]
pub struct ReportsArgs {
    /// The closed reports too.
    #[arg(long)]
    pub all: bool,
    #[command(subcommand)]
    pub command: Option<ReportsCommand>,
}

#[derive(Debug, Subcommand)]
pub enum ReportsCommand {
    /// One report with its evidence.
    Show { id: i64 },
    /// Close a report with a note.
    Close {
        id: i64,
        #[arg(long)]
        note: String,
        #[command(flatten)]
        why: Why,
    },
}

/// A duration such as `30m`, `12h`, `7d` or `2w`, in milliseconds.
pub fn duration_ms(text: &str) -> Result<i64, String> {
    let bad = || format!("--for {text}: a number and m, h, d or w (30m, 12h, 7d, 2w)");
    let (number, unit) = text.split_at(text.len().saturating_sub(1));
    let n: i64 = number.parse().map_err(|_| bad())?;
    let unit_ms = match unit {
        "m" => 60_000,
        "h" => 3_600_000,
        "d" => 86_400_000,
        "w" => 7 * 86_400_000,
        _ => return Err(bad()),
    };
    if n <= 0 {
        return Err(bad());
    }
    n.checked_mul(unit_ms).ok_or_else(bad)
}

fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}

/// A time as people read it (UTC).
fn when(ms: i64) -> String {
    let secs = ms.div_euclid(1000);
    let days = secs.div_euclid(86_400);
    let rest = secs.rem_euclid(86_400);
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02}:{:02}",
        rest / 3600,
        rest % 3600 / 60,
        rest % 60
    )
}

pub fn run(args: &ModerateArgs) -> Result<(), String> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start: {e}"))?;
    runtime.block_on(async {
        let store = yote_server::open_store_beside(&args.database)
            .await
            .map_err(|e| {
                format!(
                    "--database {}: {e}",
                    yote_server::database_shown(&args.database)
                )
            })?;
        act(&store, &args.command).await
    })
}

/// A player by name, or an address: what a ban or a lift names.
enum Target {
    Player { id: String, name: String },
    Address(String),
}

async fn player(store: &Arc<dyn Store>, name: &str) -> Result<(String, String), String> {
    let found = store
        .player_by_name(name)
        .await
        .map_err(|e| e.to_string())?;
    found
        .filter(|p| p.name != "deleted:" && !p.name.starts_with("computer:"))
        .map(|p| (p.id, p.name))
        .ok_or_else(|| format!("no player is called {name}"))
}

async fn target(store: &Arc<dyn Store>, text: &str) -> Result<Target, String> {
    if let Ok(address) = text.parse::<IpAddr>() {
        return Ok(Target::Address(address.to_string()));
    }
    let (id, name) = player(store, text).await?;
    Ok(Target::Player { id, name })
}

async fn log(
    store: &Arc<dyn Store>,
    why: &Why,
    action: &str,
    target: &str,
    now: i64,
) -> Result<(), String> {
    if why.operator.trim().is_empty() || why.reason.trim().is_empty() {
        return Err("--operator and --reason must say something".into());
    }
    store
        .log_action(&LogRow {
            at: now,
            operator: why.operator.trim().to_owned(),
            action: action.to_owned(),
            target: target.to_owned(),
            reason: why.reason.trim().to_owned(),
        })
        .await
        .map_err(|e| e.to_string())
}

fn print_report(r: &ReportRow) {
    let state = match (&r.closed_at, &r.closed_by) {
        (Some(at), by) => format!("closed {} by {}", when(*at), by.as_deref().unwrap_or("?")),
        (None, _) => "open".into(),
    };
    println!(
        "#{} {} {} reported {} for {}{} ({state})",
        r.id,
        when(r.created_at),
        r.reporter,
        r.reported,
        r.reason,
        r.game
            .as_deref()
            .map(|g| format!(" in game {g}"))
            .unwrap_or_default(),
    );
}

async fn act(store: &Arc<dyn Store>, command: &ModerateCommand) -> Result<(), String> {
    let now = now_ms();
    let err = |e: yote_server::StoreError| e.to_string();
    match command {
        ModerateCommand::Reports(ReportsArgs { all, command: None }) => {
            let reports = store.reports(*all).await.map_err(err)?;
            if reports.is_empty() {
                println!("no {}reports", if *all { "" } else { "open " });
            }
            for r in &reports {
                print_report(r);
            }
        }
        ModerateCommand::Reports(ReportsArgs {
            command: Some(ReportsCommand::Show { id }),
            ..
        }) => {
            let r = store
                .report(*id)
                .await
                .map_err(err)?
                .ok_or_else(|| format!("no report #{id}"))?;
            print_report(&r);
            if !r.words.is_empty() {
                println!("words: {}", r.words);
            }
            if let Some(note) = &r.note {
                println!("note: {note}");
            }
            let lines: Vec<serde_json::Value> =
                serde_json::from_str(&r.evidence).unwrap_or_default();
            if !lines.is_empty() {
                println!("evidence ({} lines, * the reported player's):", lines.len());
            }
            for l in &lines {
                let mark = if l["reported"].as_bool() == Some(true) {
                    "*"
                } else {
                    " "
                };
                let said = l["text"]
                    .as_str()
                    .map(str::to_owned)
                    .or_else(|| l["phrase"].as_str().map(|p| format!("[phrase {p}]")))
                    .unwrap_or_default();
                println!(
                    "{mark} {} {}: {said}",
                    when(l["at"].as_i64().unwrap_or(0)),
                    l["side"].as_str().unwrap_or("?"),
                );
            }
        }
        ModerateCommand::Reports(ReportsArgs {
            command: Some(ReportsCommand::Close { id, note, why }),
            ..
        }) => {
            if !store
                .close_report(*id, why.operator.trim(), note, now)
                .await
                .map_err(err)?
            {
                return Err(format!("no open report #{id}"));
            }
            log(store, why, "close-report", &format!("#{id}"), now).await?;
            println!("report #{id} closed");
        }
        ModerateCommand::Rename { player: name, why } => {
            let (id, old) = player(store, name).await?;
            store.retire_name(&name_key(&old), now).await.map_err(err)?;
            let mut renamed = None;
            for _ in 0..20 {
                let new = generated_name();
                if store.rename_player(&id, &new).await.map_err(err)? {
                    renamed = Some(new);
                    break;
                }
            }
            let new = renamed.ok_or("no free generated name: try again")?;
            log(store, why, "rename", &format!("{old} -> {new}"), now).await?;
            println!("{old} is now {new}; the name {old} is refused from now on");
        }
        ModerateCommand::Silence {
            player: name,
            duration,
            why,
        } => {
            let until = duration.as_deref().map(duration_ms).transpose()?;
            let (id, name) = player(store, name).await?;
            let sanction = Sanction {
                kind: "silence".into(),
                player: Some(id),
                address: None,
                until: until.map(|d| now + d),
            };
            store.sanction(&sanction, now).await.map_err(err)?;
            log(store, why, "silence", &name, now).await?;
            println!("{name} is silenced{}", until_text(sanction.until));
        }
        ModerateCommand::Ban {
            target: text,
            duration,
            why,
        } => {
            let until = duration.as_deref().map(duration_ms).transpose()?;
            let (player, address, shown) = match target(store, text).await? {
                Target::Player { id, name } => (Some(id), None, name),
                Target::Address(a) => (None, Some(a.clone()), a),
            };
            let sanction = Sanction {
                kind: "ban".into(),
                player,
                address,
                until: until.map(|d| now + d),
            };
            store.sanction(&sanction, now).await.map_err(err)?;
            log(store, why, "ban", &shown, now).await?;
            println!("{shown} is banned{}", until_text(sanction.until));
        }
        ModerateCommand::Lift { target: text, why } => {
            let (lifted, shown) = match target(store, text).await? {
                Target::Player { id, name } => {
                    (store.lift(Some(&id), None, now).await.map_err(err)?, name)
                }
                Target::Address(a) => (store.lift(None, Some(&a), now).await.map_err(err)?, a),
            };
            log(store, why, "lift", &shown, now).await?;
            println!("{shown}: {lifted} silence or ban lifted");
        }
        ModerateCommand::Log => {
            for row in store.moderation_log().await.map_err(err)? {
                println!(
                    "{}\t{}\t{}\t{}\t{}",
                    when(row.at),
                    row.operator,
                    row.action,
                    row.target,
                    row.reason
                );
            }
        }
    }
    Ok(())
}

fn until_text(until: Option<i64>) -> String {
    match until {
        Some(at) => format!(" until {} UTC", when(at)),
        None => " until lifted".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_and_times_read_as_written() {
        assert_eq!(duration_ms("30m"), Ok(1_800_000));
        assert_eq!(duration_ms("7d"), Ok(604_800_000));
        assert!(duration_ms("7").is_err());
        assert!(duration_ms("0d").is_err());
        assert!(duration_ms("d").is_err());
        assert_eq!(when(0), "1970-01-01 00:00:00");
        assert_eq!(when(1_796_601_600_000), "2026-12-07 00:00:00");
    }
}
