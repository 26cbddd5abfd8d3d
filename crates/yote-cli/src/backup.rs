//! `yote backup PATH`: a consistent copy of a live SQLite database (docs/deploy.md).

use std::path::PathBuf;

use clap::Args;

#[derive(Debug, Args)]
pub struct BackupArgs {
    /// The new file to write (never overwritten).
    pub path: PathBuf,
    /// The database to copy, as `yote serve` names it.
    #[arg(long, env = "YOTE_DATABASE", default_value = "sqlite:data/yote.db")]
    pub database: String,
}

pub fn run(args: &BackupArgs) -> Result<(), String> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start: {e}"))?;
    let started = std::time::Instant::now();
    let bytes = runtime
        .block_on(yote_server::backup_sqlite(&args.database, &args.path))
        .map_err(|e| format!("backup: {e}"))?;
    println!(
        "{} copied to {}: {bytes} bytes in {:.2} s",
        yote_server::database_shown(&args.database),
        args.path.display(),
        started.elapsed().as_secs_f64()
    );
    Ok(())
}
